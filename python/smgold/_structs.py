"""ctypes mirrors of the C structures the binding exchanges with libsmgold.

Each class follows its C definition field for field (the header is named); the
ABI test (tests/test_abi.py) compiles the headers and compares every size and
offset with these. Structures the library fills are allocated with slack by
:func:`out` so that a library built from newer headers that appended fields
cannot write past the Python object before the ABI test catches it.
"""
from __future__ import annotations

import ctypes
from ctypes import (POINTER, Structure, c_char, c_char_p, c_int, c_int64, c_size_t,
                    c_uint, c_uint8, c_uint16, c_uint32, c_uint64)
from typing import Type, TypeVar

T = TypeVar("T", bound=ctypes.Structure)

_SLACK = 1024


def out(cls: Type[T]) -> T:
    """A zeroed instance of cls in a buffer with spare bytes after it."""
    buf = (c_uint8 * (ctypes.sizeof(cls) + _SLACK))()
    obj = cls.from_buffer(buf)
    obj._keep = buf  # the buffer lives as long as the structure
    return obj


# smgold/error.h
class SgError(Structure):
    _fields_ = [("code", c_int), ("file", c_char * 256), ("line", c_uint), ("col", c_uint),
                ("msg", c_char * 512)]


# smgold/listing.h
class SgProgram(Structure):
    _fields_ = [("base", c_uint32), ("n", c_size_t), ("words", POINTER(c_uint64)),
                ("lines", POINTER(c_uint))]


class SgAsmOptions(Structure):
    _fields_ = [("base", c_uint32), ("base_given", c_int), ("trust_hex", c_int),
                ("dialect", c_uint), ("function", c_char_p)]


# smgold/smgold.h
class SgLaunch(Structure):
    _fields_ = [("grid", c_uint32 * 3), ("block", c_uint32 * 3), ("params", ctypes.c_void_p),
                ("param_bytes", c_size_t), ("entry", c_uint32)]


class SgWarpState(Structure):
    _fields_ = [("valid", c_int), ("retired", c_int), ("block", c_uint32),
                ("warp_in_block", c_uint32), ("status", c_uint32), ("pc", c_uint32),
                ("am", c_uint32), ("bm", c_uint32), ("cm", c_uint32), ("rm", c_uint32),
                ("xm", c_uint32), ("live", c_uint32), ("depth", c_uint32), ("onchip", c_uint32),
                ("spilled", c_uint32), ("wt_entries", c_uint32), ("error", c_uint32),
                ("cause", c_uint32), ("steps", c_uint64)]


class SgTokenState(Structure):
    _fields_ = [("type", c_uint32), ("mask", c_uint32), ("pc", c_uint32)]


class SgWtState(Structure):
    _fields_ = [("pc", c_uint32), ("depth", c_uint32), ("mask", c_uint32)]


class SgIssue(Structure):
    _fields_ = [("valid", c_uint32), ("warp", c_uint32), ("unwind", c_uint32), ("pc", c_uint32),
                ("word", c_uint64), ("ctrl", c_uint32), ("cond", c_uint32), ("sflag", c_uint32),
                ("uni", c_uint32), ("guard", c_uint32), ("target", c_uint32),
                ("lane_target", c_uint32 * 32), ("next_pc", c_uint32), ("next_am", c_uint32),
                ("push", c_uint32), ("pop", c_uint32), ("spill", c_uint32), ("fill", c_uint32),
                ("error", c_uint32)]


SG_NSTALLS = 4
SG_NPIPES = 4


class SgStats(Structure):
    _fields_ = [("cycles", c_uint64), ("warp_instructions", c_uint64),
                ("unwind_steps", c_uint64), ("thread_instructions", c_uint64),
                ("issue_slots", c_uint64), ("stalls", c_uint64 * SG_NSTALLS),
                ("unit_busy", c_uint64 * SG_NPIPES), ("stack_spills", c_uint64),
                ("stack_fills", c_uint64), ("stack_traffic_bytes", c_uint64),
                ("bank_conflicts", c_uint64), ("const_serial", c_uint64),
                ("global_segments", c_uint64)]


class SgWarpStats(Structure):
    _fields_ = [("steps", c_uint64), ("thread_instructions", c_uint64),
                ("dep_stalls", c_uint64)]


# smgold/coverage.h
class SgCoverage(Structure):
    _fields_ = [("hits", c_uint64 * 256)]


# smgold/trace.h
class SgTraceDiff(Structure):
    _fields_ = [("differs", c_int), ("line", c_uint), ("record", c_uint), ("field", c_char * 48),
                ("expected", c_char * 640), ("actual", c_char * 640), ("context", c_char * 256)]


# smgold/cosim.h
class SgObsStep(Structure):
    _fields_ = [(n, c_uint32) for n in ("pc", "am", "push", "pop", "spill", "fill", "error")]


class SgObsWarp(Structure):
    _fields_ = [(n, c_uint32) for n in ("status", "error", "pc", "am", "bm", "cm", "rm", "xm",
                                        "live", "depth")]


class SgMismatch(Structure):
    _fields_ = [("cycle", c_int64), ("warp", c_uint), ("field", c_uint), ("index", c_int),
                ("lane", c_int), ("reg", c_int), ("expected", c_uint64), ("actual", c_uint64),
                ("text", c_char * 192)]


# smgold/datapath.h (read through the pointer the library returns)
class SgRetire(Structure):
    _fields_ = [("valid", c_uint32), ("warp", c_uint32), ("pc", c_uint32), ("lanes", c_uint32),
                ("word", c_uint64), ("step", c_uint64), ("nregs", c_uint32),
                ("reg", c_uint32 * 8), ("value", (c_uint32 * 32) * 8), ("preds", c_uint32),
                ("pred", c_uint32 * 8), ("cc_written", c_uint32), ("cc", c_uint8 * 32),
                ("mem", c_uint32), ("space", c_uint32), ("size", c_uint32),
                ("addr", c_uint64 * 32), ("be", c_uint16 * 32), ("wdata", (c_uint32 * 32) * 4),
                ("ntrans", c_uint32), ("trans", c_uint64 * 32), ("passes", c_uint32)]


# smgold/run.h (allocated and filled by sg_run_parse; only read here)
class SgRunMem(Structure):
    _fields_ = [("addr", c_uint64), ("len", c_uint64), ("file", c_char_p)]


class _RunForce(Structure):
    _fields_ = [("pc", c_uint32), ("mask", c_uint32), ("nth", c_uint32)]


class _RunTex(Structure):
    _fields_ = [("addr", c_uint64), ("tex", c_uint32), ("texels", c_uint32), ("comps", c_uint32)]


class _RunIgnore(Structure):
    _fields_ = [("field", c_char_p), ("lanes", c_uint32)]


SG_RUN_MAX_ITEMS = 64


class SgRunOpts(Structure):
    _fields_ = [
        ("dir", c_char_p), ("program", c_char_p), ("config", c_char_p), ("trace", c_char_p),
        ("expect", c_char_p), ("stimulus", c_char_p), ("coverage", c_char_p),
        ("accelsim", c_char_p), ("accelsim_dir", c_char_p),
        ("sets", c_char_p * SG_RUN_MAX_ITEMS), ("nsets", c_uint),
        ("grid", c_uint32 * 3), ("block", c_uint32 * 3),
        ("params", c_uint8 * 0x1000), ("param_bytes", c_size_t),
        ("init", SgRunMem * SG_RUN_MAX_ITEMS), ("alloc", SgRunMem * SG_RUN_MAX_ITEMS),
        ("dump", SgRunMem * SG_RUN_MAX_ITEMS),
        ("ninit", c_uint), ("nalloc", c_uint), ("ndump", c_uint),
        ("force", _RunForce * SG_RUN_MAX_ITEMS), ("nforce", c_uint),
        ("tex", _RunTex * SG_RUN_MAX_ITEMS), ("ntex", c_uint),
        ("max_cycles", c_uint64),
        ("base_given", c_int), ("entry_given", c_int), ("quiet", c_int), ("help", c_int),
        ("stats", c_int), ("stats_format", c_int), ("stats_out", c_char_p),
        ("base", c_uint32), ("entry", c_uint32),
        ("format", c_int),
        ("function", c_char_p),
        ("dialect", c_uint),
        ("program_base", c_uint32),
        ("ignore", _RunIgnore * SG_RUN_MAX_ITEMS), ("nignore", c_uint),
        ("argv", POINTER(c_char_p)), ("argc", c_int),
        ("texts", POINTER(c_char_p)), ("ntexts", c_uint),
    ]


# C structure name -> mirror, for the ABI test
MIRRORS = {
    "sg_error": SgError, "sg_program": SgProgram, "sg_asm_options": SgAsmOptions,
    "sg_launch": SgLaunch, "sg_warp_state": SgWarpState, "sg_token_state": SgTokenState,
    "sg_wt_state": SgWtState, "sg_issue": SgIssue, "sg_stats": SgStats,
    "sg_warp_stats": SgWarpStats, "sg_coverage": SgCoverage, "sg_trace_diff": SgTraceDiff,
    "sg_obs_step": SgObsStep, "sg_obs_warp": SgObsWarp, "sg_mismatch": SgMismatch,
    "sg_retire": SgRetire, "sg_run_mem": SgRunMem, "sg_run_opts": SgRunOpts,
}

__all__ = ["out", "MIRRORS"]
