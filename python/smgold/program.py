"""Programs (smgold/listing.h): cuobjdump-style listings and binary images."""
from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass, field
from typing import List, Optional, Union

from . import _native as N
from . import _structs as S

__all__ = ["Program", "DIALECTS"]

# --dialect values (smgold/isa.h SG_DIALECT_*)
DIALECTS = {"default": 0, "old": 1}

PathLike = Union[str, "os.PathLike[str]"]


def _dialect(d: Union[str, int]) -> int:
    if isinstance(d, int):
        return d
    try:
        return DIALECTS[d]
    except KeyError:
        raise ValueError(f"dialect must be one of {', '.join(DIALECTS)}, not {d!r}") from None


@dataclass
class Program:
    """Instruction words at consecutive addresses from ``base`` (8 bytes each).

    ``lines[i]`` is the listing line of ``words[i]`` (empty for binary images).
    Build one with :meth:`from_listing`, :meth:`from_binary` or :meth:`from_file`.
    """

    base: int
    words: List[int]
    lines: List[int] = field(default_factory=list)

    @classmethod
    def _take(cls, prog: S.SgProgram) -> "Program":
        """Copy a library-owned sg_program out and free it."""
        try:
            words = [prog.words[i] for i in range(prog.n)]
            lines = [prog.lines[i] for i in range(prog.n)] if prog.lines else []
            return cls(prog.base, words, lines)
        finally:
            N.lib.sg_program_free(ctypes.byref(prog))

    @classmethod
    def from_listing(cls, text: Union[str, bytes], name: str = "<listing>", *,
                     base: Optional[int] = None, function: Optional[str] = None,
                     dialect: Union[str, int] = "default", trust_hex: bool = False) -> "Program":
        """Assemble a listing; errors (ParseError, UnknownNameError...) name name:line:col.

        base: address of the first instruction (else the first address comment,
        else 0); function: the function of a cuobjdump file holding several.
        """
        data = text.encode() if isinstance(text, str) else bytes(text)
        fn = function.encode() if function else None
        opt = S.SgAsmOptions(base or 0, int(base is not None), int(trust_hex), _dialect(dialect),
                             fn)
        prog = S.out(S.SgProgram)
        err = N.new_error()
        N.check(N.lib.sg_assemble(data, len(data), name.encode(), ctypes.byref(opt),
                                  ctypes.byref(prog), ctypes.byref(err)), err)
        return cls._take(prog)

    @classmethod
    def from_binary(cls, data: bytes, base: int = 0, name: str = "<binary>") -> "Program":
        """A binary image: little-endian 64-bit words (TruncatedError if len % 8)."""
        data = bytes(data)
        prog = S.out(S.SgProgram)
        err = N.new_error()
        N.check(N.lib.sg_program_from_binary(data, len(data), base, name.encode(),
                                             ctypes.byref(prog), ctypes.byref(err)), err)
        return cls._take(prog)

    @classmethod
    def from_file(cls, path: PathLike, *, format: Optional[str] = None,
                  base: Optional[int] = None, function: Optional[str] = None,
                  dialect: Union[str, int] = "default") -> "Program":
        """Read a listing or (format "binary", or a name ending in .bin) a binary image."""
        name = os.fspath(path)
        with open(path, "rb") as f:
            data = f.read()
        if format is None:
            format = "binary" if name.endswith(".bin") else "listing"
        if format == "binary":
            return cls.from_binary(data, base or 0, name)
        if format != "listing":
            raise ValueError(f"format must be listing or binary, not {format!r}")
        return cls.from_listing(data, name, base=base, function=function, dialect=dialect)

    def to_binary(self) -> bytes:
        """The binary image (little-endian 64-bit words)."""
        return b"".join(w.to_bytes(8, "little") for w in self.words)

    def __len__(self) -> int:
        return len(self.words)

    def _as_c(self) -> S.SgProgram:
        """An sg_program over arrays owned by the returned structure (kept alive by it)."""
        words = (ctypes.c_uint64 * len(self.words))(*self.words)
        p = S.SgProgram(self.base, len(self.words),
                        ctypes.cast(words, ctypes.POINTER(ctypes.c_uint64)), None)
        p._keep = words
        return p
