"""Model configuration (smgold/config.h): the keys `smgold run --set KEY=VALUE` takes.

The C structure is kept as an opaque buffer and read and written only through
sg_config_set / sg_config_get / sg_config_format, so the binding does not
depend on its layout; the keys and the checks are the library's own.
"""
from __future__ import annotations

import ctypes
import os
from typing import Dict, Iterator, List, Optional, Tuple, Union

from . import _native as N

__all__ = ["Config", "Value"]

Value = Union[int, str, bool]

# generous room for sg_config (116 bytes today); the ABI test checks it fits
_CONFIG_BYTES = 4096


def _pairs(canonical: str) -> List[Tuple[str, str]]:
    return [tuple(p.split("=", 1)) for p in canonical.split()]  # type: ignore[misc]


class Config:
    """A configuration: GF100 defaults, changed key by key or from a file's text.

    >>> cfg = Config(warp_size=8, backward_branch_policy="div-token")
    >>> cfg["warp_size"], cfg.text("backward_branch_policy")
    (8, 'div-token')

    ``cfg[key]`` is the number sg_config_get gives (policies as their enum
    value); ``cfg.text(key)`` the value as the canonical text writes it.
    Unknown keys raise UnknownNameError, bad values ParseError or RangeError,
    each with the library's message.
    """

    def __init__(self, text: Optional[str] = None, name: str = "<config>",
                 **settings: Value) -> None:
        self._buf = (ctypes.c_uint8 * _CONFIG_BYTES)()
        N.lib.sg_config_default(self._buf)
        if text is not None:
            self.parse(text, name)
        for k, v in settings.items():
            self.set(k, v)

    @classmethod
    def from_file(cls, path: Union[str, "os.PathLike[str]"]) -> "Config":
        """The defaults with a configuration file applied (errors name path:line:col)."""
        with open(path, "rb") as f:
            data = f.read()
        cfg = cls()
        cfg.parse(data, os.fspath(path))
        return cfg

    @classmethod
    def _from_pointer(cls, ptr: int) -> "Config":
        """A copy of a configuration the library owns (through its canonical text)."""
        cfg = cls()
        buf = ctypes.create_string_buffer(8192)
        N.lib.sg_config_format(ptr, buf, len(buf))
        for k, v in _pairs(buf.value.decode()):
            cfg.set(k, v)
        return cfg

    def parse(self, text: Union[str, bytes], name: str = "<config>") -> None:
        """Apply "key = value" lines (the configuration file format) over this one."""
        data = text.encode() if isinstance(text, str) else bytes(text)
        err = N.new_error()
        N.check(N.lib.sg_config_parse(data, len(data), name.encode(), self._buf,
                                      ctypes.byref(err)), err)

    def set(self, key: str, value: Value) -> None:
        """Set one key as `--set key=value` does (bools as 1/0)."""
        if isinstance(value, bool):
            value = int(value)
        err = N.new_error()
        N.check(N.lib.sg_config_set(self._buf, key.encode(), str(value).encode(),
                                    ctypes.byref(err)), err)

    def __setitem__(self, key: str, value: Value) -> None:
        self.set(key, value)

    def __getitem__(self, key: str) -> int:
        v = ctypes.c_uint32()
        err = N.new_error()
        N.check(N.lib.sg_config_get(self._buf, key.encode(), ctypes.byref(v), ctypes.byref(err)),
                err)
        return v.value

    def get(self, key: str, default: Optional[int] = None) -> Optional[int]:
        """cfg[key], or default for a key the library does not know."""
        return self[key] if key in self.keys() else default

    def __contains__(self, key: object) -> bool:
        return key in self.keys()

    def format(self) -> str:
        """The canonical text: "key=value" pairs in a fixed order, as trace headers record it."""
        buf = ctypes.create_string_buffer(8192)
        N.lib.sg_config_format(self._buf, buf, len(buf))
        return buf.value.decode()

    def text(self, key: str) -> str:
        """The value of key as the canonical text writes it ("while-mask", "0xc000", "32")."""
        self[key]  # raise UnknownNameError for a bad key
        for k, v in _pairs(self.format()):
            if k == key:
                return v
        return "control" if key == "trace_detail" else str(self[key])

    @staticmethod
    def keys() -> List[str]:
        """Every key, in the canonical order."""
        if Config._KEYS is None:
            probe = Config()
            probe.set("trace_detail", "datapath")  # the one key left out when at its default
            Config._KEYS = [k for k, _ in _pairs(probe.format())]
        return list(Config._KEYS)

    _KEYS: Optional[List[str]] = None

    def items(self) -> Iterator[Tuple[str, str]]:
        """(key, text) for every key."""
        return ((k, self.text(k)) for k in self.keys())

    def as_dict(self) -> Dict[str, str]:
        return dict(self.items())

    def check(self) -> None:
        """Check every value is in range (RangeError naming the field)."""
        err = N.new_error()
        N.check(N.lib.sg_config_check(self._buf, ctypes.byref(err)), err)

    @property
    def stack_capacity(self) -> int:
        """Token-stack capacity per warp: on-chip slots + 48 per 0x200 spill bytes."""
        return N.lib.sg_config_stack_capacity(self._buf)

    def copy(self) -> "Config":
        c = Config()
        ctypes.memmove(c._buf, self._buf, _CONFIG_BYTES)
        return c

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Config) and self.format() == other.format()

    def __repr__(self) -> str:
        return f"Config({self.format()!r})"
