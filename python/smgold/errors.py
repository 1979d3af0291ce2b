"""The exceptions of the binding: one class per sg_status of smgold/error.h.

Every failing library call raises a subclass of :class:`Error` that carries the
model's own report: the status code, the file, line and column of the bad input
(when there is one) and the message that says what was expected. ``str(e)`` is
the text the smgold executable prints ("file:line:col: message").
"""
from __future__ import annotations

from typing import Dict, Optional, Type

__all__ = [
    "Error", "ArgumentError", "NoMemoryError", "FileError", "ParseError", "UnknownNameError",
    "OperandError", "RangeError", "MismatchError", "TruncatedError", "HangError",
    "ClosedError", "LibraryNotFoundError",
]


class Error(Exception):
    """A failure reported by libsmgold (or by the binding about its use).

    Attributes: ``code`` (the sg_status number, or None for errors of the
    binding itself), ``status`` (its name, e.g. "syntax error"), ``file``,
    ``line``, ``col`` (0 when not applicable) and ``message`` (the model's
    one-line message without the location).
    """

    def __init__(self, text: str, *, code: Optional[int] = None, status: str = "",
                 file: str = "", line: int = 0, col: int = 0, message: str = "") -> None:
        super().__init__(text)
        self.code = code
        self.status = status
        self.file = file
        self.line = line
        self.col = col
        self.message = message or text


class ArgumentError(Error):
    """SG_ERR_ARG: a bad argument, or calls in an order the API forbids."""


class NoMemoryError(Error):
    """SG_ERR_NOMEM: an allocation in the library failed."""


class FileError(Error):
    """SG_ERR_IO: a file could not be read or written."""


class ParseError(Error):
    """SG_ERR_SYNTAX: malformed text (listing, image, configuration, arguments)."""


class UnknownNameError(Error):
    """SG_ERR_UNKNOWN: an unknown mnemonic, modifier, configuration key, bin..."""


class OperandError(Error):
    """SG_ERR_OPERAND: wrong operand count or kind in a listing."""


class RangeError(Error):
    """SG_ERR_RANGE: a value out of range (also: a run that did not finish in time)."""


class MismatchError(Error):
    """SG_ERR_MISMATCH: a listing's hex comment (or address) disagrees with its text."""


class TruncatedError(Error):
    """SG_ERR_TRUNCATED: a binary image that is not a whole number of 8-byte words."""


class HangError(Error):
    """SG_ERR_HANG: a warp made no progress for hang_cycles clocks (specs/sm.md CLK-8)."""


class ClosedError(Error):
    """A method was called on a Model, Cosim or RunArgs after close()."""


class LibraryNotFoundError(ImportError):
    """libsmgold.so could not be found or loaded; the text lists every place tried."""


# sg_status value -> class (the order of the enum in smgold/error.h)
_BY_CODE: Dict[int, Type[Error]] = {
    1: ArgumentError,
    2: NoMemoryError,
    3: FileError,
    4: ParseError,
    5: UnknownNameError,
    6: OperandError,
    7: RangeError,
    8: MismatchError,
    9: TruncatedError,
    10: HangError,
}


def error_class(code: int) -> Type[Error]:
    """The exception class of an sg_status value (Error for an unknown one)."""
    return _BY_CODE.get(code, Error)
