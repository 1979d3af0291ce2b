"""Plain records of the model's state, copied out of the C structures.

The names and meanings are those of smgold/smgold.h and specs/simt-stack.md;
masks are lane masks (bit n = lane n).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, List

__all__ = ["WarpState", "Token", "WhileMask", "Issue", "Stats", "WarpStats", "Retire",
           "TOKEN_TYPES", "WARP_STATUS", "CTRL_CLASSES"]

TOKEN_TYPES = {1: "SSY", 2: "DIV", 3: "CALL", 4: "PRET", 5: "PBK", 6: "PCNT"}
WARP_STATUS = {0: "running", 1: "done", 2: "error", 3: "barrier"}
CTRL_CLASSES = {0: "OTHER", 1: "SSY", 2: "PBK", 3: "PCNT", 4: "PRET", 5: "CAL", 6: "BRA",
                7: "BRX", 8: "BRK", 9: "CONT", 10: "RET", 11: "EXIT"}


@dataclass(frozen=True)
class WarpState:
    """One warp slot (sg_warp_state): its warp's PC, masks and token-stack depth."""
    valid: bool
    retired: bool
    block: int
    warp_in_block: int
    status: int      # 0 running, 1 done, 2 error, 3 waiting at a barrier
    pc: int
    am: int          # active mask
    bm: int          # break mask
    cm: int          # continue mask
    rm: int          # return mask
    xm: int          # exited mask
    live: int
    depth: int       # tokens on the stack (on chip + spilled)
    onchip: int
    spilled: int
    wt_entries: int  # while-mask table entries
    error: int       # stack/warp error code (specs/simt-stack.md §10)
    cause: int
    steps: int

    @property
    def status_name(self) -> str:
        return WARP_STATUS.get(self.status, "?")


@dataclass(frozen=True)
class Token:
    """A token of a warp's SIMT stack (type 1 SSY, 2 DIV, 3 CALL, 4 PRET, 5 PBK, 6 PCNT)."""
    type: int
    mask: int
    pc: int

    @property
    def type_name(self) -> str:
        return TOKEN_TYPES.get(self.type, "?")


@dataclass(frozen=True)
class WhileMask:
    """A while-mask table entry (specs/simt-stack.md WM-1)."""
    pc: int
    depth: int
    mask: int


@dataclass(frozen=True)
class Issue:
    """The issue bundle of one scheduler in the last clock (specs/dpi.md §3.2)."""
    valid: bool
    warp: int
    unwind: bool
    pc: int
    word: int
    ctrl: int        # control class: CTRL_CLASSES
    cond: int
    sflag: int
    uni: int
    guard: int
    target: int
    lane_target: List[int]
    next_pc: int
    next_am: int
    push: int
    pop: int
    spill: int
    fill: int
    error: int

    @property
    def ctrl_name(self) -> str:
        return CTRL_CLASSES.get(self.ctrl, "?")


@dataclass(frozen=True)
class Stats:
    """Counters of the launch so far (specs/timing.md CT-1)."""
    cycles: int
    warp_instructions: int
    unwind_steps: int
    thread_instructions: int
    issue_slots: int
    stalls: Dict[str, int]      # "idle", "reissue", "dependency", "unit"
    unit_busy: Dict[str, int]   # "alu0", "alu1", "sfu", "ldst"
    stack_spills: int
    stack_fills: int
    stack_traffic_bytes: int
    bank_conflicts: int
    const_serial: int
    global_segments: int
    warp_size: int = 32

    @property
    def simd_efficiency(self) -> float:
        """thread_instructions / (warp_instructions * warp_size), 0.0 before any."""
        if not self.warp_instructions:
            return 0.0
        return self.thread_instructions / (self.warp_instructions * self.warp_size)


@dataclass(frozen=True)
class WarpStats:
    steps: int
    thread_instructions: int
    dep_stalls: int


@dataclass(frozen=True)
class Retire:
    """The retire record of one issue (specs/datapath.md DP-2), lanes of ``lanes`` only."""
    valid: bool
    warp: int
    pc: int
    lanes: int
    word: int
    step: int
    regs: Dict[int, List[int]] = field(default_factory=dict)   # register -> value per lane
    preds: Dict[int, int] = field(default_factory=dict)        # predicate -> lane mask
    cc: List[int] = field(default_factory=list)                # $c per lane, if written
    mem: int = 0        # 0 none, 1 load, 2 store, 3 read-modify-write
    space: int = 0      # 0 global, 1 shared, 2 local, 3 constant
    size: int = 0
    addr: List[int] = field(default_factory=list)
    trans: List[int] = field(default_factory=list)
    passes: int = 0
