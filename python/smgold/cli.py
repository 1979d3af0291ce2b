"""`python3 -m smgold run|check ...`: the smgold executable's run and check, in Python.

The same arguments (the library's own parser, sg_run_parse), the same model
calls in the same order, the same outputs: the trace vector (--trace), the
memory dumps (--mem-dump), the coverage file (--coverage), the summary line on
standard error, --stats (--stats-format, --stats-out), check's verdict, and the
exit status (0 ok, 1 check mismatch, 2 bad input or a failed run, 3 a hang).
Files are read and written by the library as the executable does
(sg_read_input, sg_write_output: size limits, all-or-nothing writes, gzip for
names ending in .gz).

Not mirrored: --accelsim-trace (use the smgold executable; refused with exit 2),
and @FILE is expanded by the library relative to the current directory (the
executable expands it before parsing: the same result, a different message for
an unreadable FILE). The other subcommands (asm, disasm, table, cover, gen,
shrink, replay) are the executable's only.
"""
from __future__ import annotations

import ctypes
import os
import sys
from typing import List, Optional, TextIO

from . import _native as N
from .errors import Error, HangError
from .model import Model
from .runargs import RunArgs, run_usage
from .trace import compare_traces

__all__ = ["main", "format_dump"]


# run's checkpoint options (specs/checkpoint.md §4), as the executable prints them
_CKPT_USAGE = ("  --save-at CYCLE FILE   run to clock CYCLE, save the whole state of the model in\n"
               "                         FILE (specs/checkpoint.md) and stop there: the outputs\n"
               "                         are those of the run so far\n"
               "  --restore FILE         continue the run saved in FILE instead of launching\n"
               "                         (give the saving run's PROGRAM and options): the trace\n"
               "                         gets the records after the checkpoint, the results and\n"
               "                         stats are those of the whole run\n")


class _Ckpt:
    """--save-at CYCLE FILE and --restore FILE, taken out of run's arguments."""

    def __init__(self) -> None:
        self.save: Optional[str] = None
        self.save_at = 0
        self.restore: Optional[str] = None


def _take_ckpt(args: List[str], ck: _Ckpt) -> Optional[str]:
    """Remove the checkpoint options from args; the error text, or None."""
    rest: List[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a not in ("--save-at", "--restore"):
            rest.append(a)
            i += 1
            continue
        save = a == "--save-at"
        n = 2 if save else 1
        if i + n >= len(args) or (save and not _is_number(args[i + 1])):
            return ("--save-at needs CYCLE (a number of clocks) and FILE" if save
                    else "--restore needs FILE (a checkpoint that --save-at wrote)")
        if save:
            ck.save_at, ck.save = int(args[i + 1], 0), args[i + 2]
        else:
            ck.restore = args[i + 1]
        i += n + 1
    if ck.save and ck.restore and ck.save == ck.restore:
        return f"--save-at and --restore name the same file {ck.save}"
    args[:] = rest
    return None


def _is_number(s: str) -> bool:
    try:
        return not s.startswith("-") and int(s, 0) >= 0
    except ValueError:
        return False


def _usage(cmd: str, out: TextIO) -> None:
    out.write(f"usage: smgold {cmd} PROGRAM [options]"
              f"{' --expect VECTOR' if cmd == 'check' else ''}\n\n")
    out.write(("Run" if cmd != "check" else "Run and compare with the trace vector VECTOR:")
              + " PROGRAM (a listing, or a binary image *.bin) on one SM.\n\n")
    out.write(run_usage())
    if cmd != "check":
        out.write(_CKPT_USAGE)
    if cmd == "check":
        out.write("\nExit status: 0 the run matches VECTOR; 1 it differs (the first difference "
                  "is\nprinted: record, field, expected, actual); 2 bad input or a failed run; "
                  "3 a\nhang (a warp made no progress for hang_cycles clocks).\n")


def _write_file(path: str, data: bytes) -> bool:
    """Write path all or nothing (gzip for *.gz; "-" standard output): sg_write_output."""
    err = N.new_error()
    sys.stdout.flush()  # "-" writes through the C library's stdout
    if N.lib.sg_write_output(os.fsencode(path), data, len(data), ctypes.byref(err)):
        try:
            N.raise_error(err)
        except Error as e:
            sys.stderr.write(f"smgold: {e}\n")
        return False
    return True


def _read_trace(path: str) -> Optional[bytes]:
    """The expected vector (size-limited, .gz decompressed): sg_read_input."""
    text = ctypes.POINTER(ctypes.c_char)()
    n = ctypes.c_size_t()
    err = N.new_error()
    if N.lib.sg_read_input(None, os.fsencode(path), N.FILE_TRACE, ctypes.byref(text),
                           ctypes.byref(n), ctypes.byref(err)):
        try:
            N.raise_error(err)
        except Error as e:
            sys.stderr.write(f"smgold: {e}\n")
        return None
    try:
        return ctypes.string_at(text, n.value)
    finally:
        N.libc.free(text)


def format_dump(words: List[int], addr: int, length: int) -> bytes:
    """A --mem-dump image, formatted by the library (sg_image_format)."""
    arr = (ctypes.c_uint32 * max(len(words), 1))(*words)
    comment = f"smgold global memory 0x{addr:x}, 0x{length:x} bytes".encode()
    need = N.lib.sg_image_format(arr, len(words), comment, None, 0) + 1
    buf = ctypes.create_string_buffer(need)
    n = N.lib.sg_image_format(arr, len(words), comment, buf, need)
    return buf.raw[:n]


def _run(cmd: str, args: List[str]) -> int:
    check = cmd == "check"
    ck = _Ckpt()
    why = None if check else _take_ckpt(args, ck)
    if why:
        sys.stderr.write(f"smgold {cmd}: {why}\n")
        return 2
    try:
        ra = RunArgs(args)
    except Error as e:
        sys.stderr.write(f"smgold {cmd}: {e}\n")
        return 2
    with ra:
        if ra.help:
            _usage(cmd, sys.stdout)
            return 0
        if check and not ra.expect:
            sys.stderr.write(f"smgold {cmd}: --expect VECTOR is required\n")
            return 2
        if ra.accelsim or ra.accelsim_dir:
            sys.stderr.write(f"smgold {cmd}: --accelsim-trace and --accelsim-dir are not mirrored "
                             "by the Python front end; use the smgold executable\n")
            return 2
        # the expected vector is read first: a bad one stops the check before
        # it writes any output file or prints anything
        exp = _read_trace(ra.expect or "") if check else None
        if check and exp is None:
            return 2
        return _run_parsed(cmd, ra, exp, ck)


def _launch_and_run(ra: RunArgs, m: Model, ck: _Ckpt) -> Optional[str]:
    """Launch (or --restore) and run to the end (or to --save-at's clock, and save);
    an error of the command's own as text, library errors raised."""
    if ck.restore:
        m.restore(ck.restore)
    else:
        ra.launch(m)
    if not ck.save:
        m.run(ra.max_cycles)
        return None
    while not m.done and m.cycle < ck.save_at:
        if m.cycle < ra.max_cycles:
            m.step()
        else:
            m.run(ra.max_cycles)  # raises: did not finish within max_cycles
    if m.cycle != ck.save_at:
        late = m.cycle > ck.save_at
        return (f"--save-at {ck.save_at}: "
                f"{'the restored run starts' if late else 'the kernel ended'} at cycle "
                f"{m.cycle}, {'after' if late else 'before'} it")
    m.save(ck.save)
    if not ra.quiet:
        sys.stderr.write(f"smgold run: saved the state at cycle {ck.save_at} to {ck.save}\n")
    return None


def _run_parsed(cmd: str, ra: RunArgs, exp: Optional[bytes], ck: Optional[_Ckpt] = None) -> int:
    ck = ck or _Ckpt()
    check = exp is not None
    rc = 0
    model = None
    try:
        model = ra.setup()
    except Error as e:
        sys.stderr.write(f"smgold: {e}\n")
        return 2
    with model:
        tracing = bool(ra.trace) or check
        if tracing:
            model.set_trace(True)
        try:
            why = _launch_and_run(ra, model, ck)
            if why:
                sys.stderr.write(f"smgold: {why}\n")
                rc = 2
        except HangError as e:  # a hang is its own verdict (specs/sm.md CLK-8)
            sys.stderr.write(f"smgold: {e}\n")
            rc = 3
        except Error as e:
            sys.stderr.write(f"smgold: {e}\n")
            rc = 2
        if not rc and not ra.quiet:
            g = ra.grid
            nb = g[0] * g[1] * g[2]
            sys.stderr.write(f"smgold {cmd}: {nb} block{'' if nb == 1 else 's'}, "
                             f"{model.instructions} warp steps in {model.cycle} cycles\n")
        if not rc and ra.stats:  # --stats-format text|json|csv, to --stats-out or stdout
            text = model.stats_text(ra.stats_format, ra.program)
            if ra.stats_out:
                rc = 0 if _write_file(ra.stats_out, text.encode()) else 2
            else:
                sys.stdout.write(text)
        if ra.coverage:  # also after a failed run: what ran is covered (CV-8)
            if not _write_file(ra.coverage, model.coverage_text().encode()):
                rc = 2
        trace = model.trace_text() if tracing else ""
        if not rc and ra.trace and not _write_file(ra.trace, trace.encode()):
            rc = 2
        if not rc:
            for m in ra.mem_dump:
                try:
                    data = model.read_global(m.addr, m.length)
                except Error as e:
                    sys.stderr.write(f"smgold: {e}\n")
                    rc = 2
                    break
                words = [int.from_bytes(data[4 * k:4 * k + 4], "little")
                         for k in range(m.length // 4)]
                if not _write_file(m.file or "", format_dump(words, m.addr, m.length)):
                    rc = 2
                    break
        if not rc and exp is not None:
            rc = _check(ra.expect or "", exp, trace)
    return rc


def _check(expect: str, exp: bytes, trace: str) -> int:
    try:
        d = compare_traces(exp, trace, expect)
    except Error as e:
        sys.stderr.write(f"smgold: {e}\n")
        return 2
    sys.stdout.flush()
    if d is None:
        sys.stdout.write(f"match: {expect}\n")
        return 0
    head = f"MISMATCH {expect}"
    if d.line:
        head += f":{d.line}"
    if d.record:
        head += f": record {d.record} ({d.context})"
    sys.stdout.write(f"{head}\n  field:    {d.field}\n  expected: {d.expected}\n"
                     f"  actual:   {d.actual}\n")
    return 1


def main(argv: Optional[List[str]] = None) -> int:
    """Entry point of `python3 -m smgold`; returns the exit status."""
    args = sys.argv[1:] if argv is None else list(argv)
    if not args or args[0] in ("-h", "--help", "help"):
        out = sys.stdout if args else sys.stderr
        out.write("usage: python3 -m smgold run|check PROGRAM [options]\n\n"
                  "The smgold executable's run and check over the Python binding (libsmgold "
                  "via ctypes).\n'python3 -m smgold run --help' lists the options.\n")
        return 0 if args else 2
    if args[0] == "--version":
        from . import __version__
        sys.stdout.write(f"smgold {__version__} (Python binding; library {N.library_path})\n")
        return 0
    if args[0] not in ("run", "check"):
        sys.stderr.write(f"smgold: unknown command '{args[0]}' (the Python front end has run "
                         "and check)\n")
        return 2
    return _run(args[0], args[1:])
