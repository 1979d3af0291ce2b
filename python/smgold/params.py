"""Kernel parameters, laid out from c[0x0][0x20] as `--param TYPE:VALUE` does.

Each value is placed at its natural alignment (4 or 8 bytes) after the previous
ones, little-endian (model/src/run/run.c add_param).
"""
from __future__ import annotations

import struct
from typing import Tuple, Union

__all__ = ["pack_params", "PARAM_TYPES"]

# TYPE -> struct format (ptr = a 32-bit address)
PARAM_TYPES = {"u32": "<I", "s32": "<i", "ptr": "<I", "f32": "<f",
               "u64": "<Q", "s64": "<q", "f64": "<d"}

Param = Union[str, Tuple[str, Union[int, float]]]


def pack_params(*items: Param) -> bytes:
    """The parameter bytes of items, each "TYPE:VALUE" or (TYPE, value).

    >>> pack_params("u32:3", ("u64", 0x100000)).hex()
    '03000000000000000000100000000000'
    """
    out = bytearray()
    for item in items:
        if isinstance(item, str):
            typ, sep, text = item.partition(":")
            if not sep:
                raise ValueError(f"parameter {item!r}: expected TYPE:VALUE")
            value: Union[int, float] = float(text) if typ.startswith("f") else int(text, 0)
        else:
            typ, value = item
        fmt = PARAM_TYPES.get(typ)
        if fmt is None:
            raise ValueError(f"parameter type {typ!r}: expected one of {', '.join(PARAM_TYPES)}")
        size = struct.calcsize(fmt)
        out.extend(b"\0" * (-len(out) % size))
        try:
            out.extend(struct.pack(fmt, value))
        except struct.error as e:
            raise ValueError(f"parameter {typ}:{value}: {e}") from None
    if len(out) > 0x1000 - 0x20:
        raise ValueError(f"{len(out)} parameter bytes: at most {0x1000 - 0x20}")
    return bytes(out)
