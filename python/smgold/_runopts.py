"""Parsed `smgold run` arguments (smgold/run.h), below the Model: the library's own
parser, shared with the CLI, the lock-step testbenches and the DPI layer, so a
vector's launch.args means the same thing here. RunArgs (runargs.py) adds what
acts on a Model; Model.from_args uses these directly.
"""
from __future__ import annotations

import ctypes
import os
from typing import List, NamedTuple, Optional, Sequence, Tuple, Union

from . import _native as N
from . import _structs as S
from ._closeable import Closeable
from .errors import ClosedError, Error

__all__ = ["RunOpts", "MemRegion", "run_usage"]

PathLike = Union[str, "os.PathLike[str]"]


class MemRegion(NamedTuple):
    addr: int
    length: int
    file: Optional[str]


def run_usage() -> str:
    """The options text of `smgold run --help`."""
    return N.lib.sg_run_usage().decode()


def _s(p: Optional[bytes]) -> Optional[str]:
    return None if p is None else p.decode()


def _argv(args: Sequence[str]) -> "ctypes.Array[ctypes.c_char_p]":
    return (ctypes.c_char_p * (len(args) + 1))(*[os.fsencode(a) for a in args], None)


class RunOpts(Closeable):
    """Parsed `smgold run` arguments (sg_run_parse); close() frees them.

    Relative input file names are taken relative to dir. Errors raise ParseError
    naming the option and what was expected (FileError for an unreadable @FILE).
    """

    _layout_checked = False

    def __init__(self, args: Sequence[str], dir: Optional[PathLike] = None) -> None:
        self._p: Optional["ctypes._Pointer[S.SgRunOpts]"] = None
        if not RunOpts._layout_checked:
            _check_layout()
            RunOpts._layout_checked = True
        self._p = _parse(list(args), dir)

    def _o(self) -> S.SgRunOpts:
        if self._p is None:
            raise ClosedError("smgold: the RunArgs are closed")
        return self._p.contents

    def _ptr(self) -> "ctypes._Pointer[S.SgRunOpts]":
        self._o()
        return self._p  # type: ignore[return-value]

    def close(self) -> None:
        if self._p is not None:
            N.lib.sg_run_free(self._p)
            self._p = None

    # ---- what was given
    program = property(lambda self: _s(self._o().program))
    config = property(lambda self: _s(self._o().config))
    trace = property(lambda self: _s(self._o().trace))
    expect = property(lambda self: _s(self._o().expect))
    stimulus = property(lambda self: _s(self._o().stimulus))
    coverage = property(lambda self: _s(self._o().coverage))
    accelsim = property(lambda self: _s(self._o().accelsim))
    accelsim_dir = property(lambda self: _s(self._o().accelsim_dir))
    max_cycles = property(lambda self: self._o().max_cycles)
    quiet = property(lambda self: bool(self._o().quiet))
    help = property(lambda self: bool(self._o().help))
    stats = property(lambda self: bool(self._o().stats))
    stats_format = property(lambda self: ("text", "json", "csv")[self._o().stats_format])
    stats_out = property(lambda self: _s(self._o().stats_out))
    grid = property(lambda self: tuple(self._o().grid))
    block = property(lambda self: tuple(self._o().block))
    params = property(lambda self: bytes(self._o().params[:self._o().param_bytes]))

    @property
    def sets(self) -> List[str]:
        o = self._o()
        return [o.sets[i].decode() for i in range(o.nsets)]

    def _mems(self, arr: "ctypes.Array[S.SgRunMem]", n: int) -> List[MemRegion]:
        return [MemRegion(arr[i].addr, arr[i].len, _s(arr[i].file)) for i in range(n)]

    @property
    def mem_init(self) -> List[MemRegion]:
        o = self._o()
        return self._mems(o.init, o.ninit)

    @property
    def mem_alloc(self) -> List[MemRegion]:
        o = self._o()
        return self._mems(o.alloc, o.nalloc)

    @property
    def mem_dump(self) -> List[MemRegion]:
        """The --mem-dump regions: (addr, length, output file as given)."""
        o = self._o()
        return self._mems(o.dump, o.ndump)

    @property
    def force_guards(self) -> List[Tuple[int, int, int]]:
        o = self._o()
        return [(o.force[i].pc, o.force[i].mask, o.force[i].nth) for i in range(o.nforce)]

    # ---- the library's setup and launch (the Model wraps the handle)
    def _setup_handle(self) -> int:
        """sg_run_setup: a new model handle, configured, loaded and stimulated."""
        h = ctypes.c_void_p()
        err = N.new_error()
        N.check(N.lib.sg_run_setup(self._ptr(), ctypes.byref(h), ctypes.byref(err)), err)
        return h.value  # type: ignore[return-value]


def _parse(args: List[str], dir: Optional[PathLike]) -> "ctypes._Pointer[S.SgRunOpts]":
    argv = _argv(args)
    p = ctypes.POINTER(S.SgRunOpts)()
    err = N.new_error()
    N.check(N.lib.sg_run_parse(len(args), argv, os.fsencode(dir) if dir is not None else None,
                               ctypes.byref(p), ctypes.byref(err)), err)
    return p


def _check_layout() -> None:
    """sg_run_opts is read field by field: refuse a library whose layout differs.

    Parses known arguments and reads them back through the mirror (a mismatch
    would otherwise read garbage, silently).
    """
    probe = ["p.lst", "--grid", "3,2", "--block", "5", "--max-cycles", "4242", "--set",
             "warp_size=8", "--mem-dump", "0x40:0x8:d.hex", "--param", "u32:7", "--quiet",
             "--stats", "--trace", "t.trace", "--entry", "0x18", "--function", "k",
             "--cosim-ignore", "am:0x3", "--stats-format", "csv"]
    p = _parse(probe, None)
    try:
        o = p.contents
        got = (o.program, tuple(o.grid), tuple(o.block), o.max_cycles, o.nsets,
               o.sets[0], o.ndump, o.dump[0].addr, o.dump[0].len, o.dump[0].file,
               o.param_bytes, o.params[0], o.quiet, o.stats, o.trace, o.help,
               o.entry_given, o.entry, o.function, o.stats_format, o.nignore,
               o.ignore[0].field, o.ignore[0].lanes)
    finally:
        N.lib.sg_run_free(p)
    want = (b"p.lst", (3, 2, 1), (5, 1, 1), 4242, 1, b"warp_size=8", 1, 0x40, 8, b"d.hex",
            4, 7, 1, 1, b"t.trace", 0, 1, 0x18, b"k", 2, 1, b"am", 3)
    if got != want:
        raise Error(f"smgold: {N.library_path}: sg_run_opts differs from this binding's mirror "
                    "(library and Python package from different versions)")

