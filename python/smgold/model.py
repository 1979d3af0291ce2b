"""The model of one SM (smgold/smgold.h): create, load, launch, step or run, read state.

Example (000 Figure 9, the seed's Table 5, from its vector directory)::

    with smgold.Model.from_args(["program.lst", "@launch.args"],
                                dir="vectors/seed/000-table5") as m:
        m.run()
        print(m.read_words(0x100200, 28))

or piece by piece::

    with smgold.Model(warp_size=8) as m:
        m.load_program(smgold.Program.from_file("k.lst"))
        m.map_global(0x100000, 0x100)
        m.launch(block=8, params=smgold.pack_params("u64:0x100000"))
        while not m.done:
            m.step()
            print(m.cycle, m.warp(0).pc, hex(m.warp(0).am))
"""
from __future__ import annotations

import ctypes
import os
from typing import Callable, Iterable, List, Optional, Sequence, Tuple, Union

from . import _native as N
from . import _structs as S
from ._closeable import Closeable
from ._runopts import RunOpts
from .config import Config, Value
from .errors import ArgumentError, ClosedError
from .program import Program
from .state import Issue, Retire, Stats, Token, WarpState, WarpStats, WhileMask

__all__ = ["ModelView", "Model"]

Dim = Union[int, Sequence[int]]
PathLike = Union[str, "os.PathLike[str]"]


def _dim(d: Dim, what: str) -> Tuple[int, int, int]:
    v = [d] if isinstance(d, int) else list(d)
    if not 1 <= len(v) <= 3:
        raise ValueError(f"{what}: 1 to 3 dimensions, not {d!r}")
    v += [1] * (3 - len(v))
    return (v[0], v[1], v[2])


def _err() -> S.SgError:
    return N.new_error()


def _call(fn: Callable[..., int], *args: object) -> None:
    """Call a library function whose last argument is sg_error *, raise on failure."""
    err = _err()
    N.check(fn(*args, ctypes.byref(err)), err)


class ModelView:
    """Read access to a model's state: a Model, or the model inside a Cosim.

    Every method raises ClosedError once the owner is closed.
    """

    def __init__(self, handle: Callable[[], int]) -> None:
        self._handle = handle

    def _h(self) -> int:
        return self._handle()

    # ---- run state
    @property
    def config(self) -> Config:
        """A copy of the model's configuration."""
        return Config._from_pointer(N.lib.sg_sm_config(self._h()))

    @property
    def done(self) -> bool:
        """Every block of the launch finished (or nothing is launched)."""
        return bool(N.lib.sg_sm_done(self._h()))

    @property
    def cycle(self) -> int:
        """Clocks since the launch."""
        return N.lib.sg_sm_cycle(self._h())

    @property
    def instructions(self) -> int:
        """Warp instructions executed and unwind steps taken since the launch."""
        return N.lib.sg_sm_instructions(self._h())

    def save(self, path: PathLike) -> None:
        """Save the model's whole state to the file path (a checkpoint, specs/checkpoint.md):
        Model.restore continues from it, in this process or another."""
        _call(N.lib.sg_sm_save_file, self._h(), os.fsencode(path))

    @property
    def program_hash(self) -> int:
        """FNV-1a 64 of the loaded program, as the trace header records it."""
        return N.lib.sg_sm_program_hash(self._h())

    # ---- warps
    @property
    def warp_slots(self) -> int:
        return N.lib.sg_sm_warp_slots(self._h())

    def warp(self, slot: int) -> WarpState:
        """The state of warp slot `slot` (ArgumentError out of range)."""
        w = S.out(S.SgWarpState)
        _call(N.lib.sg_sm_warp_state, self._h(), slot, ctypes.byref(w))
        return WarpState(bool(w.valid), bool(w.retired), w.block, w.warp_in_block, w.status,
                         w.pc, w.am, w.bm, w.cm, w.rm, w.xm, w.live, w.depth, w.onchip,
                         w.spilled, w.wt_entries, w.error, w.cause, w.steps)

    def warps(self) -> List[Tuple[int, WarpState]]:
        """(slot, state) of every slot holding a warp."""
        out = []
        for s in range(self.warp_slots):
            w = self.warp(s)
            if w.valid:
                out.append((s, w))
        return out

    def stack(self, slot: int) -> List[Token]:
        """The warp's token stack, top first (len = depth)."""
        depth = self.warp(slot).depth
        out = []
        t = S.out(S.SgTokenState)
        for i in range(depth):
            _call(N.lib.sg_sm_warp_token, self._h(), slot, i, ctypes.byref(t))
            out.append(Token(t.type, t.mask, t.pc))
        return out

    def while_masks(self, slot: int) -> List[WhileMask]:
        """The warp's while-mask entries in (depth, pc) order."""
        n = self.warp(slot).wt_entries
        out = []
        e = S.out(S.SgWtState)
        for i in range(n):
            _call(N.lib.sg_sm_warp_wt, self._h(), slot, i, ctypes.byref(e))
            out.append(WhileMask(e.pc, e.depth, e.mask))
        return out

    def reg(self, slot: int, lane: int, r: int) -> int:
        """Register R<r> (0..63) of one lane."""
        v = ctypes.c_uint32()
        _call(N.lib.sg_sm_reg, self._h(), slot, lane, r, ctypes.byref(v))
        return v.value

    def regs(self, slot: int, r: int) -> List[int]:
        """Register R<r> of every lane of the warp (warp_size values)."""
        return [self.reg(slot, lane, r) for lane in range(self.config["warp_size"])]

    def pred(self, slot: int, p: int) -> int:
        """Predicate P<p> (0..7) as a lane mask."""
        v = ctypes.c_uint32()
        _call(N.lib.sg_sm_pred_mask, self._h(), slot, p, ctypes.byref(v))
        return v.value

    def cc(self, slot: int, lane: int) -> int:
        """The condition code $c of one lane."""
        v = ctypes.c_uint32()
        _call(N.lib.sg_sm_cc, self._h(), slot, lane, ctypes.byref(v))
        return v.value

    # ---- what the last clock did
    def last_issue(self, sched: int) -> Issue:
        """The issue bundle of scheduler `sched` in the last clock."""
        i = S.out(S.SgIssue)
        _call(N.lib.sg_sm_last_issue, self._h(), sched, ctypes.byref(i))
        return _issue(i)

    @property
    def last_launched(self) -> int:
        """Bit w set: warp slot w was made resident in the last clock (or by the launch)."""
        return N.lib.sg_sm_last_launched(self._h())

    def retire(self, sched: int) -> Retire:
        """The retire record of scheduler `sched` in the last clock (needs set_datapath)."""
        p = N.lib.sg_sm_retire(self._h(), sched)
        if not p:
            raise ArgumentError(f"retire: no scheduler {sched}", code=1)
        r = p.contents
        lanes = [n for n in range(32) if r.lanes >> n & 1]
        return Retire(bool(r.valid), r.warp, r.pc, r.lanes, r.word, r.step,
                      {r.reg[k]: [r.value[k][n] for n in range(32)] for k in range(r.nregs)},
                      {p_: r.pred[p_] for p_ in range(8) if r.preds >> p_ & 1},
                      [r.cc[n] for n in range(32)] if r.cc_written else [],
                      r.mem, r.space, r.size, [r.addr[n] for n in lanes] if r.mem else [],
                      [r.trans[k] for k in range(r.ntrans)], r.passes)

    # ---- counters
    def stats(self) -> Stats:
        """The counters of the launch so far (what `smgold run --stats` prints)."""
        st = S.out(S.SgStats)
        _call(N.lib.sg_sm_stats, self._h(), ctypes.byref(st))
        return Stats(st.cycles, st.warp_instructions, st.unwind_steps, st.thread_instructions,
                     st.issue_slots,
                     {N.lib.sg_stall_name(k).decode(): st.stalls[k] for k in range(S.SG_NSTALLS)},
                     {N.lib.sg_pipe_name(k).decode(): st.unit_busy[k]
                      for k in range(S.SG_NPIPES)},
                     st.stack_spills, st.stack_fills, st.stack_traffic_bytes, st.bank_conflicts,
                     st.const_serial, st.global_segments, self.config["warp_size"])

    def stats_text(self, format: str = "text", program: Optional[str] = None) -> str:
        """The counters as `smgold run --stats --stats-format FORMAT` prints them
        (text, json or csv; specs/stats-format.md); program: the name the JSON and
        CSV forms give the program (None: none)."""
        fid = N.lib.sg_stats_format_id(format.encode())
        if fid < 0:
            raise ValueError(f"stats format must be text, json or csv, not {format!r}")
        name = program.encode() if program is not None else None
        n = N.lib.sg_stats_format(self._h(), fid, name, None, 0)
        buf = ctypes.create_string_buffer(n + 1)
        N.lib.sg_stats_format(self._h(), fid, name, buf, n + 1)
        return buf.value.decode()

    def warp_stats(self, slot: int) -> WarpStats:
        ws = S.out(S.SgWarpStats)
        _call(N.lib.sg_sm_warp_stats, self._h(), slot, ctypes.byref(ws))
        return WarpStats(ws.steps, ws.thread_instructions, ws.dep_stalls)

    def coverage(self) -> "dict[str, int]":
        """Token-stack coverage: bin name -> hits, in the fixed bin order."""
        cov = S.out(S.SgCoverage)
        _call(N.lib.sg_sm_coverage, self._h(), ctypes.byref(cov))
        return {name: cov.hits[i] for i, name in enumerate(coverage_bins())}

    def coverage_text(self) -> str:
        """The coverage file text `smgold run --coverage` writes."""
        cov = S.out(S.SgCoverage)
        _call(N.lib.sg_sm_coverage, self._h(), ctypes.byref(cov))
        n = N.lib.sg_cov_format(ctypes.byref(cov), None, 0)
        buf = ctypes.create_string_buffer(n + 1)
        N.lib.sg_cov_format(ctypes.byref(cov), buf, n + 1)
        return buf.value.decode()

    # ---- memory
    def read_global(self, addr: int, length: int) -> bytes:
        """length bytes of global memory (RangeError naming an unmapped address)."""
        buf = ctypes.create_string_buffer(length)
        _call(N.lib.sg_sm_read_global, self._h(), addr, buf, length)
        return buf.raw

    def read_words(self, addr: int, count: int) -> List[int]:
        """count little-endian 32-bit words of global memory."""
        data = self.read_global(addr, 4 * count)
        return [int.from_bytes(data[4 * i:4 * i + 4], "little") for i in range(count)]

    def read_const(self, bank: int, offset: int, length: int) -> bytes:
        """length bytes of constant bank `bank` (0..17) from offset."""
        buf = ctypes.create_string_buffer(length)
        _call(N.lib.sg_sm_read_const, self._h(), bank, offset, buf, length)
        return buf.raw


def _issue(i: S.SgIssue) -> Issue:
    return Issue(bool(i.valid), i.warp, bool(i.unwind), i.pc, i.word, i.ctrl, i.cond, i.sflag,
                 i.uni, i.guard, i.target, list(i.lane_target), i.next_pc, i.next_am, i.push,
                 i.pop, i.spill, i.fill, i.error)


_BINS: Optional[List[str]] = None


def coverage_bins() -> List[str]:
    """The names of the coverage bins, in order (specs/coverage.md CV-1)."""
    global _BINS
    if _BINS is None:
        names = []
        buf = ctypes.create_string_buffer(256)
        for i in range(N.lib.sg_cov_nbins()):
            N.lib.sg_cov_bin_name(i, buf, len(buf))
            names.append(buf.value.decode())
        _BINS = names
    return list(_BINS)


class Model(ModelView, Closeable):
    """One SM: owns an sg_sm handle; close() (or a with block) destroys it.

    Model(config=None, **settings): a Config, and/or keys to set over it
    (``Model(warp_size=8, timing="cycle")``).
    """

    def __init__(self, config: Optional[Config] = None, **settings: Value) -> None:
        super().__init__(self._owned)
        self._ptr: Optional[int] = None
        self._trace_fn: Optional[object] = None
        self._trace_parts: Optional[List[str]] = None
        self._trace_error: Optional[BaseException] = None
        self.program_base = 0
        self.max_cycles = 10_000_000
        cfg = config.copy() if config is not None else Config()
        for k, v in settings.items():
            cfg.set(k, v)
        h = ctypes.c_void_p()
        _call(N.lib.sg_sm_create, cfg._buf, ctypes.byref(h))
        self._ptr = h.value

    @classmethod
    def _adopt(cls, ptr: int) -> "Model":
        m = cls.__new__(cls)
        ModelView.__init__(m, m._owned)
        m._ptr, m._trace_fn, m._trace_parts, m._trace_error = ptr, None, None, None
        m.program_base, m.max_cycles = 0, 10_000_000
        return m

    @classmethod
    def from_args(cls, args: Sequence[str], dir: Optional[PathLike] = None,
                  trace: bool = False) -> "Model":
        """Set up and launch a model from `smgold run` arguments, as the CLI does.

        Relative file names (the program, @FILE, --config, --mem-init ...) are
        taken relative to dir. Output options (--trace, --mem-dump files,
        --stats) are parsed but not acted on; run() uses --max-cycles. trace:
        collect the trace from the launch on (trace_text()).
        """
        with RunOpts(args, dir) as ra:
            m = cls._from_opts(ra)
            try:
                if trace:
                    m.set_trace(True)
                m._launch_opts(ra)
            except BaseException:
                m.close()
                raise
            return m

    @classmethod
    def _from_opts(cls, ra: RunOpts) -> "Model":
        """A model set up by parsed run arguments (RunArgs.setup())."""
        m = cls._adopt(ra._setup_handle())
        m.program_base = ra._o().program_base
        m.max_cycles = ra.max_cycles
        return m

    def _launch_opts(self, ra: RunOpts) -> None:
        """Launch the kernel as parsed run arguments say (RunArgs.launch())."""
        err = N.new_error()
        self._check(N.lib.sg_run_launch(ra._ptr(), self._h(), ctypes.byref(err)), err)

    def _owned(self) -> int:
        if self._ptr is None:
            raise ClosedError("smgold: the Model is closed")
        return self._ptr

    # ---- life
    def close(self) -> None:
        """Destroy the model (idempotent). Any later call raises ClosedError."""
        if self._ptr is not None:
            N.lib.sg_sm_destroy(self._ptr)
            self._ptr = None
            self._trace_fn = None

    @property
    def closed(self) -> bool:
        return self._ptr is None

    # ---- set up
    def load_program(self, program: Union[Program, PathLike], **kw: object) -> Program:
        """Load a Program, or read one from a file (kw as Program.from_file). Returns it."""
        if not isinstance(program, Program):
            program = Program.from_file(program, **kw)  # type: ignore[arg-type]
        c = program._as_c()
        _call(N.lib.sg_sm_load_program, self._h(), ctypes.byref(c))
        self.program_base = program.base
        return program

    def restore(self, path: PathLike) -> None:
        """Take the state saved in path (save()) instead of launching: the model must be set
        up as the saving one was (RunArgs.setup() with the same arguments); another program
        or configuration raises RangeError naming what differs, a bad file ParseError."""
        _call(N.lib.sg_sm_restore_file, self._h(), os.fsencode(path))

    def map_global(self, addr: int, length: int) -> None:
        """Map length zero-filled bytes of global memory at addr (before the launch)."""
        _call(N.lib.sg_sm_map_global, self._h(), addr, length)

    def write_global(self, addr: int, data: bytes) -> None:
        """Write bytes into mapped global memory."""
        data = bytes(data)
        _call(N.lib.sg_sm_write_global, self._h(), addr, data, len(data))

    def write_words(self, addr: int, words: Iterable[int]) -> None:
        """Write little-endian 32-bit words into mapped global memory."""
        self.write_global(addr, b"".join((w & 0xffffffff).to_bytes(4, "little") for w in words))

    def load_image(self, addr: int, text: Union[str, bytes], name: str = "<image>") -> int:
        """Map and fill memory from a $readmemh image's text; returns the bytes mapped."""
        data = text.encode() if isinstance(text, str) else bytes(text)
        n = ctypes.c_uint64()
        _call(N.lib.sg_sm_load_image, self._h(), addr, data, len(data), name.encode(),
              ctypes.byref(n))
        return n.value

    def load_image_file(self, addr: int, path: PathLike) -> int:
        """load_image of a file (errors name the file, line and column)."""
        with open(path, "rb") as f:
            return self.load_image(addr, f.read(), os.fspath(path))

    def write_const(self, bank: int, offset: int, data: bytes) -> None:
        data = bytes(data)
        _call(N.lib.sg_sm_write_const, self._h(), bank, offset, data, len(data))

    def bind_texture(self, tex: int, addr: int, texels: int, comps: int) -> None:
        """Bind texture tex to texels texels of comps 32-bit components at addr (TLD)."""
        _call(N.lib.sg_sm_bind_texture, self._h(), tex, addr, texels, comps)

    def force_guard(self, pc: int, mask: int, nth: int = 0) -> None:
        """A stimulus: the guard of the instruction at pc is mask (its nth execution; 0 = all)."""
        _call(N.lib.sg_sm_force_guard, self._h(), pc, nth, mask)

    def set_pick(self, sched: int, slot: int) -> None:
        """scheduler_policy = external: the slot scheduler sched issues next clock (-1 none)."""
        _call(N.lib.sg_sm_set_pick, self._h(), sched, slot)

    def set_coverage(self, on: bool = True) -> None:
        """Collect token-stack coverage from now on (counts cleared)."""
        _call(N.lib.sg_sm_set_coverage, self._h(), int(on))

    def set_datapath(self, on: bool = True) -> None:
        """Record operand bundles and retire records (see retire())."""
        _call(N.lib.sg_sm_set_datapath, self._h(), int(on))

    def set_trace(self, sink: Union[bool, Callable[[str], None]] = True,
                  note: Optional[str] = None) -> None:
        """Write the trace (specs/trace-format.md) from the next launch on.

        sink True: collect it (trace_text()); a callable: called with each piece
        of text (whole lines); False: off. An exception in the callable stops
        the run with a FileError and is re-raised as its cause.
        """
        if sink is False:
            _call(N.lib.sg_sm_set_trace, self._h(), N.TRACE_FN(), None, None)
            self._trace_fn = self._trace_parts = None
            return
        parts: List[str] = []
        user = None if sink is True else sink

        def write(_ctx: object, text: object, length: int) -> int:
            try:
                piece = ctypes.string_at(text, length).decode()
                if user is None:
                    parts.append(piece)
                else:
                    user(piece)
                return 0
            except BaseException as e:  # must not unwind through C
                self._trace_error = e
                return 1

        fn = N.TRACE_FN(write)
        _call(N.lib.sg_sm_set_trace, self._h(), fn, None, note.encode() if note else None)
        self._trace_fn = fn  # the C side keeps the pointer: keep the thunk alive
        self._trace_parts = parts if user is None else None

    def trace_text(self) -> str:
        """The trace collected since set_trace(True)."""
        if self._trace_parts is None:
            raise ArgumentError("smgold: trace_text() needs set_trace(True) first", code=1)
        return "".join(self._trace_parts)

    # ---- run
    def launch(self, block: Dim = 32, grid: Dim = 1, params: bytes = b"",
               entry: Optional[int] = None) -> None:
        """Launch the kernel (entry defaults to the program's base)."""
        params = bytes(params)
        pbuf = ctypes.create_string_buffer(params, max(len(params), 1))
        l = S.SgLaunch(_dim(grid, "grid"), _dim(block, "block"),
                       ctypes.cast(pbuf, ctypes.c_void_p), len(params),
                       self.program_base if entry is None else entry)
        err = _err()
        self._check(N.lib.sg_sm_launch(self._h(), ctypes.byref(l), ctypes.byref(err)), err)

    def _check(self, status: int, err: S.SgError) -> None:
        """N.check, with an exception the trace sink raised as the cause."""
        if status and self._trace_error is not None:
            e, self._trace_error = self._trace_error, None
            try:
                N.check(status, err)
            except Exception as wrapped:
                raise wrapped from e
        N.check(status, err)

    def step(self) -> None:
        """Advance one clock (an Error names the warp, PC and cause when a warp fails)."""
        err = _err()
        self._check(N.lib.sg_sm_step(self._h(), ctypes.byref(err)), err)

    def run(self, max_cycles: Optional[int] = None) -> None:
        """Step until done (RangeError past max_cycles, HangError on a hang)."""
        err = _err()
        n = self.max_cycles if max_cycles is None else max_cycles
        self._check(N.lib.sg_sm_run(self._h(), n, ctypes.byref(err)), err)
