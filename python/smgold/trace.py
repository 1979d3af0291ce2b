"""Comparing trace vectors (smgold/trace.h), as `smgold check` does."""
from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Optional, Union

from . import _native as N
from . import _structs as S

__all__ = ["TraceDiff", "compare_traces"]


@dataclass(frozen=True)
class TraceDiff:
    """The first difference between an expected vector and a trace (None: they match).

    line: of the expected vector (0 = past its end); record: 1-based (0 = a
    header line); field: "am", "stack", "R2 lane 7", "header:config" ...
    """
    line: int
    record: int
    field: str
    expected: str
    actual: str
    context: str


def _b(t: Union[str, bytes]) -> bytes:
    return t.encode() if isinstance(t, str) else bytes(t)


def compare_traces(expected: Union[str, bytes], actual: Union[str, bytes],
                   name: str = "<expected>") -> Optional[TraceDiff]:
    """None when actual matches the expected vector, else its first difference.

    A malformed expected vector raises ParseError naming name:line:col.
    """
    e, a = _b(expected), _b(actual)
    d = S.out(S.SgTraceDiff)
    err = N.new_error()
    N.check(N.lib.sg_trace_compare(e, len(e), a, len(a), name.encode(), ctypes.byref(d),
                                   ctypes.byref(err)), err)
    if not d.differs:
        return None
    return TraceDiff(d.line, d.record, d.field.decode(), d.expected.decode(),
                     d.actual.decode(), d.context.decode())
