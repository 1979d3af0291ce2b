"""python/README.md's cocotb example, executed without cocotb or a simulator.

cocotb cannot be installed here. So that the example cannot rot unnoticed, its code is
taken from the README and run with stand-ins: a minimal `cocotb` (test decorator,
start_soon, Clock, RisingEdge/FallingEdge/Timer) and a `dut` whose simt_stack_unit
ports are computed from a second smgold model stepped on the same clocks, packed as
specs/dpi.md §3 says. This checks the example's calls, their order and its packing of
the ports against the real checker; it does not check cocotb's API or a simulator's
scheduling, which only a real cocotb run can.
"""
from __future__ import annotations

import asyncio
import os
import re
import sys
import types
import unittest

import smgold
from support import COSIM, PYTHON_DIR, SEED, TempDirTest

ARGS = ["program.lst", "@launch.args"]


def readme_example() -> str:
    text = (PYTHON_DIR / "README.md").read_text()
    blocks = [b for b in re.findall(r"```python\n(.*?)```", text, re.S) if "@cocotb.test()" in b]
    assert len(blocks) == 1, "README.md: expected one cocotb example"
    return blocks[0]


class Sig:
    """A port: .value reads (through getter, for outputs) or writes."""

    def __init__(self, getter=None) -> None:
        self._v = 0
        self._get = getter

    @property
    def value(self) -> int:
        return self._get() if self._get else self._v

    @value.setter
    def value(self, v: int) -> None:
        if self._get:
            raise AssertionError("the example writes an output port")
        self._v = int(v)


class FakeDut:
    """simt_stack_unit's ports over a model (NWARPS 16, NSCHED 2, WARP_SIZE 32)."""

    def __init__(self, vector, corrupt_am_at=None) -> None:
        self.m = smgold.Model.from_args(ARGS, vector)
        self.launched = False
        self.corrupt_am_at = corrupt_am_at
        self._log = types.SimpleNamespace(info=lambda *a: None)
        for name in ("clk", "rst_n", "cfg_onchip", "cfg_capacity", "cfg_wt_slots", "cfg_policy",
                     "launch_valid", "launch_pc", "launch_live", "iss_valid", "iss_warp",
                     "iss_ctrl", "iss_cond", "iss_sflag", "iss_uni", "iss_guard", "iss_target",
                     "iss_lane_target", "rd_warp"):
            setattr(self, name, Sig())
        for name in ("pc", "am", "push", "pop", "spill", "fill", "error"):
            setattr(self, "st_" + name, Sig(lambda n=name: self.step_out(n)))
        for name in ("status", "error", "pc", "am", "bm", "cm", "rm", "xm", "live", "depth",
                     "tok_type", "tok_mask", "tok_pc", "wt_valid", "wt_pc", "wt_depth",
                     "wt_mask"):
            setattr(self, "rd_" + name, Sig(lambda n=name: self.read(n)))

    # the clock
    def falling(self) -> None:
        if self.launched:
            try:
                self.m.step()
            except smgold.Error:
                pass

    def rising(self) -> None:
        if self.rst_n.value and self.launch_valid.value and not self.launched:
            self.launched = True

    # outputs
    def step_out(self, name: str) -> int:
        width = {"pc": 32, "am": 32}.get(name, 2)
        out = 0
        for s in range(2):
            i = self.m.last_issue(s)
            if i.valid:
                v = {"pc": i.next_pc, "am": i.next_am}.get(name, getattr(i, name, 0))
                out |= v << (width * s)
        return out

    def read(self, name: str) -> int:
        w = self.m.warp(self.rd_warp.value)
        if name in ("tok_type", "tok_mask", "tok_pc"):
            width = {"tok_type": 3, "tok_mask": 32, "tok_pc": 32}[name]
            out = 0
            for i, t in enumerate(reversed(self.m.stack(self.rd_warp.value))):
                out |= {"tok_type": t.type, "tok_mask": t.mask, "tok_pc": t.pc}[name] << (
                    width * i)
            return out
        if name.startswith("wt_"):
            es = self.m.while_masks(self.rd_warp.value)
            if name == "wt_valid":
                return (1 << len(es)) - 1
            width = 16 if name == "wt_depth" else 32
            return sum(getattr(e, name[3:]) << (width * k) for k, e in enumerate(es))
        if name == "status":
            return 0 if w.status == 3 else w.status
        if name == "error":
            return w.error if w.error <= 3 else 0
        v = getattr(w, name)
        if name == "am" and self.corrupt_am_at == (self.m.cycle, self.rd_warp.value):
            v ^= 0x10
        return v


def fake_cocotb(dut: FakeDut) -> dict:
    """Modules cocotb, cocotb.clock, cocotb.triggers over the fake DUT's clock."""

    class Edge:
        def __init__(self, _sig, rising: bool) -> None:
            self.rising = rising

        def __await__(self):
            (dut.rising if self.rising else dut.falling)()
            yield from asyncio.sleep(0).__await__()

    class Timer:
        def __init__(self, *a, **k) -> None:
            pass

        def __await__(self):
            yield from asyncio.sleep(0).__await__()

    class Clock:
        def __init__(self, *a, **k) -> None:
            pass

        async def start(self) -> None:
            return None

    cocotb = types.ModuleType("cocotb")
    cocotb.test = lambda: (lambda f: f)
    cocotb.start_soon = lambda coro: coro.close()
    clock = types.ModuleType("cocotb.clock")
    clock.Clock = Clock
    triggers = types.ModuleType("cocotb.triggers")
    triggers.RisingEdge = lambda s: Edge(s, True)
    triggers.FallingEdge = lambda s: Edge(s, False)
    triggers.Timer = Timer
    cocotb.clock, cocotb.triggers = clock, triggers
    return {"cocotb": cocotb, "cocotb.clock": clock, "cocotb.triggers": triggers}


class ReadmeCocotb(TempDirTest):
    def run_example(self, vector, **dut_kw) -> None:
        dut = FakeDut(vector, **dut_kw)
        saved = {k: sys.modules.get(k) for k in ("cocotb", "cocotb.clock", "cocotb.triggers")}
        sys.modules.update(fake_cocotb(dut))
        old_env, old_cwd = os.environ.get("SMGOLD_VECTOR"), os.getcwd()
        os.environ["SMGOLD_VECTOR"] = str(vector)
        os.chdir(self.tmp)  # the example writes report.jsonl in the current folder
        try:
            ns: dict = {}
            exec(compile(readme_example(), "README.md (cocotb example)", "exec"), ns)
            asyncio.run(ns["lockstep"](dut))
        finally:
            os.chdir(old_cwd)
            if old_env is None:
                del os.environ["SMGOLD_VECTOR"]
            else:
                os.environ["SMGOLD_VECTOR"] = old_env
            for k, v in saved.items():
                if v is None:
                    sys.modules.pop(k, None)
                else:
                    sys.modules[k] = v
            dut.m.close()

    def test_example_passes_on_clean_ports(self) -> None:
        for v in (SEED / "000-table6", SEED / "003-figure2", COSIM / "multi-warp",
                  COSIM / "loop-while-mask", COSIM / "spill", COSIM / "brx-fanout"):
            with self.subTest(vector=v.name):
                self.run_example(v)

    def test_example_stops_at_a_wrong_port(self) -> None:
        with self.assertRaises(AssertionError) as cm:
            self.run_example(SEED / "000-table6", corrupt_am_at=(12, 0))
        self.assertIn("cycle 11 warp 0 field am", str(cm.exception))
        self.assertTrue((self.tmp / "report.jsonl").is_file())


if __name__ == "__main__":
    unittest.main()
