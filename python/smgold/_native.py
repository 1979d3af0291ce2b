"""Finding and loading libsmgold, and the C prototypes of the functions used.

Where the library is looked for, in order (the first that exists is loaded):

1. the environment variable SMGOLD_LIBRARY (a path; when set, nothing else is
   tried, so a wrong setting is reported instead of silently bypassed);
2. a libsmgold.so* beside this package (a copy placed there by hand);
3. lib/ (and lib64/, lib/<multiarch>/) of each directory above the package,
   so that an installed package (PREFIX/lib/python3/dist-packages/smgold or
   PREFIX/lib/python3.X/site-packages/smgold) finds PREFIX/lib/libsmgold.so.0;
4. ctypes.util.find_library("smgold") (the linker's search path, ldconfig).

Failure raises LibraryNotFoundError (an ImportError) naming every place tried.
Only functions declared in the installed headers (model/include/smgold/*.h)
are used: they are what the shared library exports.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import os
import sysconfig
from ctypes import (POINTER, c_char_p, c_int, c_int64, c_size_t, c_uint, c_uint32, c_uint64,
                    c_void_p)
from pathlib import Path
from typing import List, Optional, Tuple

from . import _structs as S
from .errors import LibraryNotFoundError

ENV_VAR = "SMGOLD_LIBRARY"
# the SONAME first: an installed prefix may hold only libsmgold.so.0 (no dev link)
_NAMES = ("libsmgold.so.0", "libsmgold.so")


def _candidates_in(d: Path) -> List[Path]:
    found = [d / n for n in _NAMES if (d / n).is_file()]
    if not found and d.is_dir():  # libsmgold.so.0.3.0 and the like
        found = sorted(p for p in d.glob("libsmgold.so*") if p.is_file())
    return found


def _search_dirs() -> List[Path]:
    pkg = Path(__file__).resolve().parent
    dirs = [pkg]
    multiarch = sysconfig.get_config_var("MULTIARCH") or ""
    for anc in list(pkg.parents)[:5]:
        for sub in ("lib", "lib64") + ((f"lib/{multiarch}",) if multiarch else ()):
            dirs.append(anc / sub)
    seen, out = set(), []
    for d in dirs:
        if d not in seen:
            seen.add(d)
            out.append(d)
    return out


def find_library() -> Tuple[str, List[str]]:
    """The path (or soname) of the library to load and the list of places tried."""
    tried: List[str] = []
    env = os.environ.get(ENV_VAR)
    if env:
        return env, [f"{ENV_VAR}={env}"]
    tried.append(f"{ENV_VAR} (not set)")
    for d in _search_dirs():
        hits = _candidates_in(d)
        if hits:
            return str(hits[0]), tried
        tried.append(f"{d}/libsmgold.so*")
    name = ctypes.util.find_library("smgold")
    if name:
        return name, tried
    tried.append('ctypes.util.find_library("smgold") (not found)')
    return "", tried


def _load() -> ctypes.CDLL:
    path, tried = find_library()
    hint = (f"build the smgold_shared CMake target (or install smgold) and set {ENV_VAR} to "
            "the path of libsmgold.so.0")
    if not path:
        raise LibraryNotFoundError("smgold: cannot find the shared library libsmgold.so; "
                                   "tried: " + "; ".join(tried) + ". " + hint)
    try:
        return ctypes.CDLL(path)
    except OSError as e:
        raise LibraryNotFoundError(f"smgold: cannot load {path} (found via "
                                   f"{tried[-1] if tried else path}): {e}. {hint}") from e


lib = _load()
library_path: Optional[str] = getattr(lib, "_name", None)

_err = POINTER(S.SgError)


def _proto(name: str, restype, *argtypes) -> None:
    try:
        fn = getattr(lib, name)
    except AttributeError as e:
        raise LibraryNotFoundError(f"smgold: {library_path} does not export {name}: it is not "
                                   "a libsmgold this binding can use") from e
    fn.restype = restype
    fn.argtypes = list(argtypes)


TRACE_FN = ctypes.CFUNCTYPE(c_int, c_void_p, ctypes.POINTER(ctypes.c_char), c_size_t)

_PROTOS = [
    # error.h
    ("sg_status_name", c_char_p, c_int),
    ("sg_error_format", c_char_p, _err, c_char_p, c_size_t),
    # config.h (the structure is handled as an opaque buffer: see config.py)
    ("sg_config_default", None, c_void_p),
    ("sg_config_parse", c_int, c_char_p, c_size_t, c_char_p, c_void_p, _err),
    ("sg_config_set", c_int, c_void_p, c_char_p, c_char_p, _err),
    ("sg_config_check", c_int, c_void_p, _err),
    ("sg_config_get", c_int, c_void_p, c_char_p, POINTER(c_uint32), _err),
    ("sg_config_stack_capacity", c_uint32, c_void_p),
    ("sg_config_format", c_size_t, c_void_p, c_char_p, c_size_t),
    # listing.h
    ("sg_assemble", c_int, c_char_p, c_size_t, c_char_p, POINTER(S.SgAsmOptions),
     POINTER(S.SgProgram), _err),
    ("sg_program_from_binary", c_int, c_char_p, c_size_t, c_uint32, c_char_p,
     POINTER(S.SgProgram), _err),
    ("sg_program_free", None, POINTER(S.SgProgram)),
    # image.h
    ("sg_image_format", c_size_t, POINTER(c_uint32), c_size_t, c_char_p, c_char_p, c_size_t),
    # smgold.h
    ("sg_sm_create", c_int, c_void_p, POINTER(c_void_p), _err),
    ("sg_sm_destroy", None, c_void_p),
    ("sg_sm_config", c_void_p, c_void_p),
    ("sg_sm_load_program", c_int, c_void_p, POINTER(S.SgProgram), _err),
    ("sg_sm_map_global", c_int, c_void_p, c_uint64, c_uint64, _err),
    ("sg_sm_write_global", c_int, c_void_p, c_uint64, c_void_p, c_size_t, _err),
    ("sg_sm_read_global", c_int, c_void_p, c_uint64, c_void_p, c_size_t, _err),
    ("sg_sm_bind_texture", c_int, c_void_p, c_uint, c_uint64, c_uint32, c_uint, _err),
    ("sg_sm_load_image", c_int, c_void_p, c_uint64, c_char_p, c_size_t, c_char_p,
     POINTER(c_uint64), _err),
    ("sg_sm_write_const", c_int, c_void_p, c_uint, c_uint32, c_void_p, c_size_t, _err),
    # checkpoint.h (specs/checkpoint.md)
    ("sg_sm_save_file", c_int, c_void_p, c_char_p, _err),
    ("sg_sm_restore_file", c_int, c_void_p, c_char_p, _err),
    ("sg_sm_read_const", c_int, c_void_p, c_uint, c_uint32, c_void_p, c_size_t, _err),
    ("sg_sm_launch", c_int, c_void_p, POINTER(S.SgLaunch), _err),
    ("sg_sm_force_guard", c_int, c_void_p, c_uint32, c_uint32, c_uint32, _err),
    ("sg_sm_set_pick", c_int, c_void_p, c_uint, c_int, _err),
    ("sg_sm_step", c_int, c_void_p, _err),
    ("sg_sm_run", c_int, c_void_p, c_uint64, _err),
    ("sg_sm_done", c_int, c_void_p),
    ("sg_sm_cycle", c_uint64, c_void_p),
    ("sg_sm_instructions", c_uint64, c_void_p),
    ("sg_sm_warp_slots", c_uint, c_void_p),
    ("sg_sm_warp_state", c_int, c_void_p, c_uint, POINTER(S.SgWarpState), _err),
    ("sg_sm_warp_token", c_int, c_void_p, c_uint, c_uint, POINTER(S.SgTokenState), _err),
    ("sg_sm_reg", c_int, c_void_p, c_uint, c_uint, c_uint, POINTER(c_uint32), _err),
    ("sg_sm_pred_mask", c_int, c_void_p, c_uint, c_uint, POINTER(c_uint32), _err),
    ("sg_sm_cc", c_int, c_void_p, c_uint, c_uint, POINTER(c_uint32), _err),
    ("sg_sm_warp_wt", c_int, c_void_p, c_uint, c_uint, POINTER(S.SgWtState), _err),
    ("sg_sm_last_issue", c_int, c_void_p, c_uint, POINTER(S.SgIssue), _err),
    ("sg_sm_last_launched", c_uint64, c_void_p),
    ("sg_stall_name", c_char_p, c_uint),
    ("sg_pipe_name", c_char_p, c_uint),
    ("sg_sm_stats", c_int, c_void_p, POINTER(S.SgStats), _err),
    ("sg_sm_warp_stats", c_int, c_void_p, c_uint, POINTER(S.SgWarpStats), _err),
    ("sg_sm_set_coverage", c_int, c_void_p, c_int, _err),
    ("sg_sm_coverage", c_int, c_void_p, POINTER(S.SgCoverage), _err),
    ("sg_sm_set_trace", c_int, c_void_p, TRACE_FN, c_void_p, c_char_p, _err),
    ("sg_sm_program_hash", c_uint64, c_void_p),
    # stats.h
    ("sg_stats_format_id", c_int, c_char_p),
    ("sg_stats_format", c_size_t, c_void_p, c_int, c_char_p, c_char_p, c_size_t),
    # files.h
    ("sg_read_input", c_int, c_char_p, c_char_p, c_int, POINTER(POINTER(ctypes.c_char)),
     POINTER(c_size_t), _err),
    ("sg_write_output", c_int, c_char_p, c_void_p, c_size_t, _err),
    # datapath.h
    ("sg_sm_set_datapath", c_int, c_void_p, c_int, _err),
    ("sg_sm_retire", POINTER(S.SgRetire), c_void_p, c_uint),
    # coverage.h
    ("sg_cov_nbins", c_uint),
    ("sg_cov_bin_name", c_size_t, c_uint, c_char_p, c_size_t),
    ("sg_cov_format", c_size_t, POINTER(S.SgCoverage), c_char_p, c_size_t),
    # trace.h
    ("sg_trace_compare", c_int, c_char_p, c_size_t, c_char_p, c_size_t, c_char_p,
     POINTER(S.SgTraceDiff), _err),
    # run.h
    ("sg_run_parse", c_int, c_int, POINTER(c_char_p), c_char_p, POINTER(POINTER(S.SgRunOpts)),
     _err),
    ("sg_run_free", None, POINTER(S.SgRunOpts)),
    ("sg_run_usage", c_char_p),
    ("sg_run_setup", c_int, POINTER(S.SgRunOpts), POINTER(c_void_p), _err),
    ("sg_run_launch", c_int, POINTER(S.SgRunOpts), c_void_p, _err),
    # cosim.h
    ("sg_cosim_create", c_int, c_int, POINTER(c_char_p), c_char_p, c_uint, c_uint,
     POINTER(c_void_p), _err),
    ("sg_cosim_destroy", None, c_void_p),
    ("sg_cosim_sm", c_void_p, c_void_p),
    ("sg_cosim_record", c_int, c_void_p, c_char_p, _err),
    ("sg_cosim_step", c_int, c_void_p, _err),
    ("sg_cosim_done", c_int, c_void_p),
    ("sg_cosim_cycle", c_int64, c_void_p),
    ("sg_cosim_set_pick", c_int, c_void_p, c_uint, c_int, _err),
    ("sg_cosim_set_coverage", c_int, c_void_p, c_int, _err),
    ("sg_cosim_issue", c_int, c_void_p, c_uint, POINTER(S.SgIssue), _err),
    ("sg_cosim_launched", c_uint64, c_void_p),
    ("sg_cosim_check_step", c_int, c_void_p, c_uint, POINTER(S.SgObsStep), _err),
    ("sg_cosim_check_warp", c_int, c_void_p, c_uint, POINTER(S.SgObsWarp), _err),
    ("sg_cosim_check_token", c_int, c_void_p, c_uint, c_uint, c_uint32, c_uint32, c_uint32,
     _err),
    ("sg_cosim_check_wt", c_int, c_void_p, c_uint, POINTER(S.SgWtState), c_uint, _err),
    ("sg_cosim_end_cycle", c_int, c_void_p, _err),
    ("sg_cosim_field_by_name", c_int, c_char_p),
    ("sg_cosim_field_name", c_char_p, c_uint),
    ("sg_cosim_ignore", c_int, c_void_p, c_uint, c_uint32, _err),
    ("sg_cosim_ignored", c_uint64, c_void_p, c_uint),
    ("sg_cosim_unit_compares", c_uint64, c_void_p, c_uint),
    ("sg_cosim_mismatch_count", c_uint64, c_void_p),
    ("sg_cosim_mismatch", c_int, c_void_p, c_uint, POINTER(S.SgMismatch), _err),
    ("sg_cosim_clear_mismatches", None, c_void_p),
    ("sg_cosim_compares", c_uint64, c_void_p, c_uint),
    ("sg_cosim_total_compares", c_uint64, c_void_p),
    ("sg_cosim_write_report", c_int, c_void_p, c_char_p, _err),
    ("sg_cosim_finish", c_int, c_void_p, c_char_p, c_size_t),
    ("sg_cosim_replay", c_int, c_char_p, c_char_p, c_size_t, c_char_p, c_size_t,
     POINTER(c_int), _err),
]

for _p in _PROTOS:
    _proto(*_p)

# free() for the buffers the library malloc's (sg_read_input): the C library's own
libc = ctypes.CDLL(None)
libc.free.restype = None
libc.free.argtypes = [c_void_p]

# sg_file_kind values (smgold/files.h)
FILE_TRACE = 4

# Interface version of cosim.h this binding speaks (SG_COSIM_ABI_VERSION).
COSIM_ABI_VERSION = 4


def new_error() -> "S.SgError":
    """A zeroed sg_error to pass to one call."""
    return S.out(S.SgError)


def raise_error(err: "S.SgError", status: Optional[int] = None) -> None:
    """Raise the exception class of err.code (or status) with the model's message."""
    from .errors import error_class  # local: errors is import-light, keep it that way
    code = int(status if status is not None else err.code)
    if err.code == 0 and status:  # the call failed without filling err (should not happen)
        err.code = code
    buf = ctypes.create_string_buffer(S.SgError.msg.size + S.SgError.file.size + 64)
    text = lib.sg_error_format(ctypes.byref(err), buf, len(buf)).decode("utf-8", "replace")
    name = lib.sg_status_name(code).decode()
    raise error_class(code)(text, code=code, status=name,
                            file=err.file.decode("utf-8", "replace"), line=err.line,
                            col=err.col, message=err.msg.decode("utf-8", "replace"))


def check(status: int, err: "S.SgError") -> None:
    """Raise when a library call returned a status other than SG_OK."""
    if status:
        raise_error(err, status)
