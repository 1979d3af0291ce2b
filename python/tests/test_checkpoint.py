"""Checkpoints through the Python binding (specs/checkpoint.md): Model.save and
Model.restore continue a run exactly (trace, stats, memory), and restoring into a
model of another configuration or from a damaged file raises the library's error."""
from __future__ import annotations

import unittest

import smgold
from support import COSIM, TempDirTest

ARGS = ["program.lst", "@launch.args"]


class Checkpoint(TempDirTest):
    def test_restore_continues(self) -> None:
        """Run to a clock, save, restore into a new model: the rest is the uninterrupted run's."""
        for vec, timing in (("multi-warp", "functional"), ("spill", "cycle")):
            with self.subTest(vector=vec, timing=timing):
                args = ARGS + ["--set", f"timing={timing}"]
                ck = self.tmp / f"{vec}.ckpt"
                with smgold.Model.from_args(args, COSIM / vec, trace=True) as whole:
                    while whole.cycle < 40 and not whole.done:
                        whole.step()
                    whole.save(ck)
                    mark = len(whole.trace_text())
                    with smgold.RunArgs(args, COSIM / vec) as ra, ra.setup() as part:
                        part.set_trace(True)
                        part.restore(ck)
                        self.assertEqual(part.cycle, whole.cycle)
                        whole.run()
                        part.run()
                        self.assertEqual(part.trace_text(), whole.trace_text()[mark:])
                        self.assertEqual(part.stats(), whole.stats())
                        self.assertEqual(part.read_global(0x100000, 0x80),
                                         whole.read_global(0x100000, 0x80))

    def test_refusals(self) -> None:
        """Another configuration: RangeError naming the key; a damaged file: ParseError."""
        ck = self.tmp / "k.ckpt"
        with smgold.Model.from_args(ARGS, COSIM / "multi-warp") as m:
            m.step()
            m.save(ck)
        with smgold.RunArgs(ARGS + ["--set", "lat_alu=21"], COSIM / "multi-warp") as ra, \
                ra.setup() as other:
            with self.assertRaisesRegex(smgold.RangeError, "lat_alu=20"):
                other.restore(ck)
        data = bytearray(ck.read_bytes())
        data[100] ^= 1
        bad = self.tmp / "bad.ckpt"
        bad.write_bytes(bytes(data))
        with smgold.RunArgs(ARGS, COSIM / "multi-warp") as ra, ra.setup() as m:
            with self.assertRaisesRegex(smgold.ParseError, "checksum"):
                m.restore(bad)


if __name__ == "__main__":
    unittest.main()
