"""Lock-step co-simulation (smgold/cosim.h): the model as the golden side of an RTL
token stack, compared every clock. A Python bench (cocotb or any other) drives
the RTL with the model's bundles and reports what the RTL shows; the checker
compares field by field and queues mismatches (it never raises for a
mismatch: the bench decides when to stop).

The legal order of calls in one clock (specs/dpi.md CO-2)::

    with smgold.Cosim(["program.lst", "@launch.args"], dir=vector) as cs:
        # launch edge (cycle -1): drive cs.launched into the RTL, clock it
        for slot in cs.slots_to_check(): cs.check_warp(slot, ...)   # + tokens, WT
        cs.end_cycle()
        while not cs.done:
            cs.step()                        # the model takes clock c
            # drive cs.issue(s) and cs.launched into the RTL
            cs.check_step(s, ...)            # RTL step outputs, before the edge
            # rising edge
            for slot in cs.slots_to_check(): cs.check_warp(slot, ...)
            cs.end_cycle()
        passed, line = cs.finish()

Anything out of order raises ArgumentError and compares nothing.
"""
from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass
from typing import Iterable, List, Optional, Sequence, Tuple, Union

from . import _native as N
from . import _structs as S
from ._closeable import Closeable
from .errors import ClosedError
from .model import ModelView, _issue
from .state import Issue, WhileMask

__all__ = ["Cosim", "Mismatch", "field_name", "field_index", "replay", "UNITS"]

PathLike = Union[str, "os.PathLike[str]"]

# sg_cosim_unit_compares units
UNITS = ("stack", "alu", "fpu64", "sfu", "ldst", "sched", "lanes", "decode")


def field_name(field: int) -> str:
    """The name of an sg_field ("am", "tok_pc", "rt_value" ...)."""
    return N.lib.sg_cosim_field_name(field).decode()


def field_index(name: Union[str, int]) -> int:
    """The sg_field of a name (ValueError for an unknown one)."""
    if isinstance(name, int):
        return name
    i = N.lib.sg_cosim_field_by_name(name.encode())
    if i < 0:
        raise ValueError(f"unknown lock-step field {name!r}")
    return i


@dataclass(frozen=True)
class Mismatch:
    """One difference between the RTL and the model (sg_mismatch)."""
    cycle: int
    warp: int
    field: str
    index: int      # token position from the bottom, WT entry ... or -1
    lane: int       # datapath fields: the lane, or -1
    reg: int
    expected: int   # the model's value
    actual: int     # the RTL's value
    text: str       # "cycle 12 warp 3 field am expected 0x0000000f actual 0x000000ff"

    def __str__(self) -> str:
        return self.text


class Cosim(Closeable):
    """A lock-step checker: creates and launches the model from `smgold run` arguments.

    args/dir as Model.from_args; history: issued steps kept for the report
    (0 = 16). close() (or a with block) destroys it.
    """

    def __init__(self, args: Sequence[str], dir: Optional[PathLike] = None,
                 history: int = 0) -> None:
        self._ptr: Optional[int] = None
        argv = (ctypes.c_char_p * (len(args) + 1))(*[os.fsencode(a) for a in args], None)
        h = ctypes.c_void_p()
        err = N.new_error()
        N.check(N.lib.sg_cosim_create(len(args), argv,
                                      os.fsencode(dir) if dir is not None else None,
                                      N.COSIM_ABI_VERSION, history, ctypes.byref(h),
                                      ctypes.byref(err)), err)
        self._ptr = h.value
        self._finished: Optional[Tuple[bool, str]] = None
        self.model = ModelView(self._sm)
        """Read-only view of the model's state (warp(), stack(), regs(), stats() ...)."""

    # ---- life
    def _h(self) -> int:
        if self._ptr is None:
            raise ClosedError("smgold: the Cosim is closed")
        return self._ptr

    def _sm(self) -> int:
        return N.lib.sg_cosim_sm(self._h())

    def close(self) -> None:
        """Destroy the checker and its model (idempotent)."""
        if self._ptr is not None:
            N.lib.sg_cosim_destroy(self._ptr)
            self._ptr = None

    @property
    def closed(self) -> bool:
        return self._ptr is None

    def _call(self, fn, *args: object) -> None:  # type: ignore[no-untyped-def]
        err = N.new_error()
        N.check(fn(self._h(), *args, ctypes.byref(err)), err)

    # ---- the run
    def record(self, path: PathLike) -> None:
        """Record the call stream into path for `smgold replay` (before the first check)."""
        self._call(N.lib.sg_cosim_record, os.fsencode(path))

    def step(self) -> None:
        """One model clock. A model error (not a stack error: those are state to
        compare) or a hang raises."""
        self._call(N.lib.sg_cosim_step)

    @property
    def done(self) -> bool:
        """Every block done, or a warp of the model in ERROR and its clock closed."""
        return bool(N.lib.sg_cosim_done(self._h()))

    @property
    def cycle(self) -> int:
        """The clock being compared: -1 for the launch edge, then 0, 1, ..."""
        return N.lib.sg_cosim_cycle(self._h())

    def set_pick(self, sched: int, slot: int) -> None:
        """scheduler_policy = external: the slot sched issues next clock (recorded)."""
        self._call(N.lib.sg_cosim_set_pick, sched, slot)

    def set_coverage(self, on: bool = True) -> None:
        self._call(N.lib.sg_cosim_set_coverage, int(on))

    # ---- what to drive into the RTL
    def issue(self, sched: int) -> Issue:
        """The issue bundle of scheduler sched for the current clock."""
        i = S.out(S.SgIssue)
        self._call(N.lib.sg_cosim_issue, sched, ctypes.byref(i))
        return _issue(i)

    @property
    def launched(self) -> int:
        """The launch bundle: bit w = warp slot w made resident this clock."""
        return N.lib.sg_cosim_launched(self._h())

    def slots_to_check(self) -> List[int]:
        """The warp slots to compare after this edge: valid, or retired this clock (CO-5)."""
        out = []
        for s in range(self.model.warp_slots):
            w = self.model.warp(s)
            if w.valid or w.retired:
                out.append(s)
        return out

    # ---- what the RTL shows
    def check_step(self, sched: int, *, pc: int, am: int, push: int = 0, pop: int = 0,
                   spill: int = 0, fill: int = 0, error: int = 0) -> None:
        """The step outputs of issue port sched, before the edge."""
        o = S.SgObsStep(pc, am, push, pop, spill, fill, error)
        self._call(N.lib.sg_cosim_check_step, sched, ctypes.byref(o))

    def check_warp(self, slot: int, *, status: int, error: int, pc: int, am: int, bm: int,
                   cm: int, rm: int, xm: int, live: int, depth: int) -> None:
        """One warp slot's state after the edge (status 0 running, 1 done, 2 error)."""
        o = S.SgObsWarp(status, error, pc, am, bm, cm, rm, xm, live, depth)
        self._call(N.lib.sg_cosim_check_warp, slot, ctypes.byref(o))

    def check_token(self, slot: int, position: int, type: int, mask: int, pc: int) -> None:
        """The token at position from the BOTTOM of the stack (0 = oldest)."""
        self._call(N.lib.sg_cosim_check_token, slot, position, type, mask, pc)

    def check_wt(self, slot: int,
                 entries: Iterable[Union[WhileMask, Tuple[int, int, int]]]) -> None:
        """The RTL's valid while-mask entries (pc, depth, mask), in any order."""
        es = [e if isinstance(e, WhileMask) else WhileMask(*e) for e in entries]
        arr = (S.SgWtState * max(len(es), 1))(*[S.SgWtState(e.pc, e.depth, e.mask) for e in es])
        self._call(N.lib.sg_cosim_check_wt, slot, arr, len(es))

    def end_cycle(self) -> None:
        """Close the clock (a valid slot left unchecked is a mismatch "unchecked")."""
        self._call(N.lib.sg_cosim_end_cycle)

    # ---- results
    def ignore(self, field: Union[str, int], lanes: int = 0xffffffff) -> None:
        """Stop comparing field (in lanes); skipped compares are counted as ignored."""
        self._call(N.lib.sg_cosim_ignore, field_index(field), lanes)

    def ignored(self, field: Union[str, int]) -> int:
        return N.lib.sg_cosim_ignored(self._h(), field_index(field))

    def compares(self, field: Union[str, int, None] = None) -> int:
        """Compares made of one field, or of all (None)."""
        if field is None:
            return N.lib.sg_cosim_total_compares(self._h())
        return N.lib.sg_cosim_compares(self._h(), field_index(field))

    def unit_compares(self, unit: Union[str, int]) -> int:
        """Compares made per unit (UNITS: "stack", "alu", ... "decode")."""
        u = UNITS.index(unit) if isinstance(unit, str) else unit
        return N.lib.sg_cosim_unit_compares(self._h(), u)

    @property
    def mismatch_count(self) -> int:
        """Every mismatch so far (also beyond the queue of 256)."""
        return N.lib.sg_cosim_mismatch_count(self._h())

    def mismatches(self) -> List[Mismatch]:
        """The queued mismatches, first first."""
        out = []
        m = S.out(S.SgMismatch)
        for i in range(min(self.mismatch_count, 256)):
            err = N.new_error()
            if N.lib.sg_cosim_mismatch(self._h(), i, ctypes.byref(m), ctypes.byref(err)):
                break
            out.append(Mismatch(m.cycle, m.warp, field_name(m.field), m.index, m.lane, m.reg,
                                m.expected, m.actual, m.text.decode()))
        return out

    def clear_mismatches(self) -> None:
        N.lib.sg_cosim_clear_mismatches(self._h())

    def write_report(self, path: PathLike) -> None:
        """The JSON Lines report (specs/dpi.md §6), all or nothing."""
        self._call(N.lib.sg_cosim_write_report, os.fsencode(path))

    def finish(self) -> Tuple[bool, str]:
        """(passed, verdict line): "pass: N compares over C cycles", "MISMATCH cycle ..."
        or "FAIL: nothing compared". Closes the record file; later calls return the same."""
        if self._finished is None:
            buf = ctypes.create_string_buffer(1024)
            rc = N.lib.sg_cosim_finish(self._h(), buf, len(buf))
            self._finished = (rc == 0, buf.value.decode())
        return self._finished


def replay(path: PathLike) -> Tuple[bool, str, str]:
    """Re-run a recorded lock-step (`smgold replay`): (same verdict?, verdict, recorded)."""
    v = ctypes.create_string_buffer(1024)
    r = ctypes.create_string_buffer(1024)
    same = ctypes.c_int()
    err = N.new_error()
    N.check(N.lib.sg_cosim_replay(os.fsencode(path), v, len(v), r, len(r), ctypes.byref(same),
                                  ctypes.byref(err)), err)
    return bool(same.value), v.value.decode(), r.value.decode()

