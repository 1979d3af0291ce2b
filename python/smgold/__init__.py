"""smgold: the Fermi (GF100) SM golden model from Python, over libsmgold with ctypes.

Standard library only. The shared library is found through SMGOLD_LIBRARY, beside
the package, in lib/ of the installed prefix, or on the linker's path (see
smgold._native); ``import smgold`` raises LibraryNotFoundError (an ImportError)
naming every place tried when it is nowhere.

Main classes:
    Config      the configuration keys of `smgold run --set KEY=VALUE`
    Program     a listing or binary image, assembled
    Model       one SM: load, launch, step or run, read warps, registers, memory, stats
    RunArgs     `smgold run` arguments parsed by the library (a vector's launch.args)
    Cosim       the lock-step checker: a Python bench drives the RTL and asks the model
Every library failure raises a subclass of smgold.Error carrying the model's message.
``python3 -m smgold run ...`` mirrors `smgold run` (smgold.cli).
"""
from __future__ import annotations

from . import _native
from .config import Config
from .cosim import UNITS, Cosim, Mismatch, field_index, field_name, replay
from .errors import (ArgumentError, ClosedError, Error, FileError, HangError,
                     LibraryNotFoundError, MismatchError, NoMemoryError, OperandError,
                     ParseError, RangeError, TruncatedError, UnknownNameError)
from .model import Model, ModelView, coverage_bins
from .params import pack_params
from .program import Program
from .runargs import MemRegion, RunArgs, run_usage
from .state import Issue, Retire, Stats, Token, WarpState, WarpStats, WhileMask
from .trace import TraceDiff, compare_traces

# SMGOLD_VERSION_STRING of the headers this binding was written against
# (tests/test_abi.py checks it against model/include/smgold/smgold.h)
__version__ = "0.3.0"

library_path = _native.library_path
"""The path (or soname) of the libsmgold that was loaded."""

__all__ = [
    "Config", "Program", "Model", "ModelView", "RunArgs", "MemRegion", "Cosim", "Mismatch",
    "replay", "field_name", "field_index", "UNITS", "compare_traces", "TraceDiff",
    "pack_params", "coverage_bins", "run_usage", "library_path",
    "WarpState", "Token", "WhileMask", "Issue", "Stats", "WarpStats", "Retire",
    "Error", "ArgumentError", "NoMemoryError", "FileError", "ParseError", "UnknownNameError",
    "OperandError", "RangeError", "MismatchError", "TruncatedError", "HangError",
    "ClosedError", "LibraryNotFoundError",
]
