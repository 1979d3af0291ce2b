"""The lock-step checker from Python (smgold.Cosim), as a cocotb bench would call it.

No simulator here: the "RTL" is a second, independent model run from the same
arguments (SoftRtl), read through the same state accessors a bench reads its DUT's
ports with. A clean run must pass with every field compared; an observation
corrupted on purpose must be reported at the clock, warp and field it was made.
"""
from __future__ import annotations

import json
import unittest
from typing import Callable, Optional

import smgold
from support import COSIM, SEED, SEED_VECTORS, TempDirTest, trace_records

ARGS = ["program.lst", "@launch.args"]
# vectors with several warps and blocks, while-mask entries, spills, BRX, a stack error
MORE = [COSIM / n for n in ("multi-warp", "loop-while-mask", "spill", "brx-fanout",
                            "overflow", "call-ret", "break-continue")]


class SoftRtl:
    """Stands in for the DUT: a model of its own, stepped in the same clocks."""

    def __init__(self, vector) -> None:
        self.m = smgold.Model.from_args(ARGS, vector)

    def clock(self) -> None:
        try:
            self.m.step()
        except smgold.Error:  # a stack error is state the checker compares, not a failure
            pass


Corrupt = Callable[[int, int, dict], None]  # (cycle, slot, observed fields) -> edits them


def lockstep(cs: smgold.Cosim, rtl: SoftRtl, corrupt: Optional[Corrupt] = None,
             skip_slot: Optional[int] = None) -> None:
    """The clock loop of specs/dpi.md CO-2 (what testbench/lockstep_core.cpp does)."""
    def compare_warps() -> None:
        for slot in cs.slots_to_check():
            if slot == skip_slot and cs.cycle == 3:
                continue
            w = rtl.m.warp(slot)
            obs = dict(status=0 if w.status == 3 else w.status,
                       error=w.error if w.error <= 3 else 0, pc=w.pc, am=w.am, bm=w.bm,
                       cm=w.cm, rm=w.rm, xm=w.xm, live=w.live, depth=w.depth)
            if corrupt:
                corrupt(cs.cycle, slot, obs)
            cs.check_warp(slot, **obs)
            for pos, t in enumerate(reversed(rtl.m.stack(slot))):  # bottom first
                cs.check_token(slot, pos, t.type, t.mask, t.pc)
            cs.check_wt(slot, rtl.m.while_masks(slot))
        cs.end_cycle()

    compare_warps()  # the launch edge, cycle -1
    while not cs.done:
        cs.step()
        rtl.clock()
        for s in range(cs.model.config["schedulers"]):
            if cs.issue(s).valid:
                o = rtl.m.last_issue(s)
                cs.check_step(s, pc=o.next_pc, am=o.next_am, push=o.push, pop=o.pop,
                              spill=o.spill, fill=o.fill, error=o.error)
        compare_warps()


class Lockstep(TempDirTest):
    def test_clean_runs_pass(self) -> None:
        for v in SEED_VECTORS + MORE:
            with self.subTest(vector=v.name), smgold.Cosim(ARGS, v) as cs:
                rtl = SoftRtl(v)
                self.assertEqual(cs.cycle, -1)
                self.assertEqual(cs.launched, rtl.m.last_launched)
                self.assertNotEqual(cs.launched, 0)
                lockstep(cs, rtl)
                passed, line = cs.finish()
                self.assertTrue(passed, line)
                self.assertTrue(line.startswith("pass: "), line)
                self.assertEqual(cs.mismatch_count, 0)
                self.assertGreater(cs.compares("am"), 0)
                self.assertGreater(cs.compares("step_pc"), 0)
                self.assertEqual(cs.unit_compares("stack"), cs.compares())
                self.assertIn(f"{cs.compares()} compares", line)
                rtl.m.close()

    def test_corrupted_active_mask_is_caught(self) -> None:
        v = SEED / "000-table6"

        def flip(cycle: int, slot: int, obs: dict) -> None:
            if cycle == 20 and slot == 0:
                obs["am"] ^= 0x4

        with smgold.Cosim(ARGS, v) as cs:
            rtl = SoftRtl(v)
            lockstep(cs, rtl, flip)
            passed, line = cs.finish()
            self.assertFalse(passed)
            ms = cs.mismatches()
            self.assertEqual(len(ms), 1)
            self.assertEqual(cs.mismatch_count, 1)
            m = ms[0]
            self.assertEqual((m.cycle, m.warp, m.field), (20, 0, "am"))
            self.assertEqual(m.actual, m.expected ^ 0x4)
            # expected is the model's AM after clock 20, as the trace vector records it
            r = [x for x in trace_records((v / "expected.trace").read_text())
                 if x["cyc"] == "20" and x["w"] == "0"][0]
            self.assertEqual(m.expected, int(r["am"].split(">")[1], 16))
            self.assertIn("MISMATCH cycle 20 warp 0 field am", line)
            report = self.tmp / "report.jsonl"
            cs.write_report(report)
            rows = [json.loads(x) for x in report.read_text().splitlines()]
            self.assertGreater(len(rows), 2)
            self.assertIn('"am"', report.read_text())

    def test_corrupted_token_and_unchecked_slot(self) -> None:
        v = COSIM / "multi-warp"
        with smgold.Cosim(ARGS, v) as cs:
            lockstep(cs, SoftRtl(v), skip_slot=1)
            fields = [(m.cycle, m.warp, m.field) for m in cs.mismatches()]
            self.assertEqual(fields, [(3, 1, "unchecked")])
        v = SEED / "000-table5"

        class BadStack(SoftRtl):
            def __init__(self, vector) -> None:
                super().__init__(vector)
                self.m_stack = self.m.stack
                self.m.stack = self.stack  # type: ignore[method-assign]

            def stack(self, slot):  # the token under the top loses lane 5
                s = self.m_stack(slot)
                if len(s) >= 1 and self.m.cycle >= 30:
                    s[0] = smgold.Token(s[0].type, s[0].mask & ~0x20, s[0].pc)
                return s

        with smgold.Cosim(ARGS, v) as cs:
            lockstep(cs, BadStack(v))
            first = cs.mismatches()[0]
            self.assertEqual((first.cycle, first.warp, first.field), (29, 0, "tok_mask"))

    def test_ignore_counts(self) -> None:
        v = SEED / "000-table6"

        def flip(cycle: int, slot: int, obs: dict) -> None:
            obs["am"] ^= 0x1

        with smgold.Cosim(ARGS, v) as cs:
            cs.ignore("am")
            lockstep(cs, SoftRtl(v), flip)
            self.assertEqual(cs.mismatch_count, 0)
            self.assertGreater(cs.ignored("am"), 0)
            self.assertEqual(cs.compares("am"), 0)
            self.assertTrue(cs.finish()[0])

    def test_record_and_replay(self) -> None:
        v = SEED / "000-table4"
        log = self.tmp / "run.log"
        with smgold.Cosim(ARGS, v) as cs:
            cs.record(log)
            lockstep(cs, SoftRtl(v))
            passed, line = cs.finish()
        same, verdict, recorded = smgold.replay(log)
        self.assertTrue(passed)
        self.assertTrue(same)
        self.assertEqual(verdict, line)
        self.assertEqual(recorded, line)

    def test_calls_out_of_order(self) -> None:
        v = SEED / "000-table5"
        with smgold.Cosim(ARGS, v) as cs:
            with self.assertRaises(smgold.ArgumentError) as e:
                cs.check_warp(40, status=0, error=0, pc=0, am=0, bm=0, cm=0, rm=0, xm=0,
                              live=0, depth=0)
            self.assertIn("sg_cosim_check_warp", str(e.exception))
            with self.assertRaises(ValueError):
                cs.compares("no_such_field")
        with self.assertRaises(smgold.ClosedError):
            cs.step()
        with self.assertRaises(smgold.ParseError):
            smgold.Cosim(["program.lst", "--grid", "0"], v)


if __name__ == "__main__":
    unittest.main()
