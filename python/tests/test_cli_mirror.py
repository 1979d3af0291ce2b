"""`python3 -m smgold run|check` against the smgold executable: byte-identical standard
output, standard error, exit status and files, on every seed vector and on bad input."""
from __future__ import annotations

import filecmp
import unittest
from pathlib import Path
from typing import List

from support import (COSIM, MIN_SEED_VECTORS, SEED_VECTORS, TempDirTest, env_with_package,
                     python_smgold, require_cli, run)


class CliMirror(TempDirTest):
    def both(self, args: List[str], vector: Path) -> None:
        """Run args in two copies of vector, the executable and the Python front end; the
        outputs and every file in the folders must be identical."""
        smgold = require_cli(self)
        self.runs = getattr(self, "runs", 0) + 1
        c = self.copy_vector(vector, f"{vector.name}-{self.runs}-c")
        p = self.copy_vector(vector, f"{vector.name}-{self.runs}-py")
        rc_c, out_c, err_c = run([smgold] + args, c)
        rc_p, out_p, err_p = run(python_smgold() + args, p, env_with_package())
        what = f"{vector.name}: {' '.join(args)}"
        self.assertEqual(rc_p, rc_c, f"{what}: exit status; stderr {err_p!r}")
        self.assertEqual(out_p, out_c, f"{what}: standard output")
        self.assertEqual(err_p, err_c, f"{what}: standard error")
        cmp = filecmp.dircmp(c, p)
        self.assertEqual((cmp.left_only, cmp.right_only), ([], []), f"{what}: files")
        _, mismatch, errors = filecmp.cmpfiles(c, p, cmp.common_files, shallow=False)
        self.assertEqual((mismatch, errors), ([], []), f"{what}: file contents")
        self.last = (rc_p, out_p, err_p, p)

    def test_seed_vectors_run(self) -> None:
        self.assertGreaterEqual(len(SEED_VECTORS), MIN_SEED_VECTORS)
        for v in SEED_VECTORS:
            with self.subTest(vector=v.name):
                self.both(["run", "program.lst", "@launch.args", "--trace", "actual.trace",
                           "--stats", "--coverage", "actual.cov"], v)
                rc, out, err, d = self.last
                self.assertEqual(rc, 0)
                # and what the executable gives is the vector's expected output
                self.assertEqual((d / "actual.trace").read_bytes(),
                                 (v / "expected.trace").read_bytes())
                dumps = sorted(d.glob("actual-*.hex"))
                self.assertTrue(dumps, "no --mem-dump written")
                for a in dumps:
                    self.assertEqual(a.read_bytes(),
                                     (v / a.name.replace("actual-", "expected-")).read_bytes())
                self.assertIn(b"SIMD efficiency", out)
                self.assertRegex(err.decode(), r"^smgold run: 1 block, \d+ warp steps in \d+ "
                                 r"cycles\n$")

    def test_seed_vectors_check(self) -> None:
        for v in SEED_VECTORS:
            with self.subTest(vector=v.name):
                self.both(["check", "program.lst", "@launch.args", "--expect",
                           "expected.trace", "--quiet"], v)
                self.assertEqual(self.last[:2], (0, b"match: expected.trace\n"))

    def test_check_mismatch(self) -> None:
        v = SEED_VECTORS[0]
        self.both(["check", "program.lst", "@launch.args", "--expect", "expected.trace",
                   "--force-guard", "0x8:0x1:1"], v)
        self.assertEqual(self.last[0], 1)
        self.assertTrue(self.last[1].startswith(b"MISMATCH expected.trace:"))

    def test_cycle_timing_stats_formats(self) -> None:
        for fmt in ("text", "json", "csv"):
            with self.subTest(fmt=fmt):
                self.both(["run", "program.lst", "@launch.args", "--set", "timing=cycle",
                           "--stats-format", fmt, "--quiet"], COSIM / "spill")
                self.assertEqual(self.last[0], 0)
        self.both(["run", "program.lst", "@launch.args", "--set", "timing=cycle",
                   "--stats-out", "stats.json", "--stats-format", "json"], COSIM / "spill")
        self.assertTrue((self.last[3] / "stats.json").is_file())

    def test_trace_to_stdout_and_gzip(self) -> None:
        self.both(["run", "program.lst", "@launch.args", "--trace", "-", "--quiet"],
                  SEED_VECTORS[0])
        self.assertTrue(self.last[1].startswith(b"# smgold trace format="))
        self.both(["run", "program.lst", "@launch.args", "--trace", "t.trace.gz", "--quiet"],
                  SEED_VECTORS[0])
        self.assertEqual((self.last[3] / "t.trace.gz").read_bytes()[:2], b"\x1f\x8b")

    def test_bad_input(self) -> None:
        v = COSIM / "spill"
        cases = [
            (["run", "program.lst", "@launch.args", "--set", "bogus=1"], 2, "bogus"),
            (["run", "program.lst", "@launch.args", "--set", "warp_size=99"], 2, "warp_size"),
            (["run", "nofile.lst"], 2, "nofile.lst"),
            (["run", "program.lst", "--grid", "x"], 2, "X[,Y[,Z]]"),
            (["run", "program.lst", "@launch.args", "--max-cycles", "10"], 2, "10 cycles"),
            (["run", "program.lst", "@launch.args", "--set", "hang_cycles=5"], 3, "hang"),
            (["check", "program.lst"], 2, "--expect VECTOR is required"),
            (["check", "program.lst", "@launch.args", "--expect", "none.trace"], 2,
             "none.trace"),
            (["run", "program.lst", "@launch.args", "--trace", "no/such/dir/t.trace"], 2,
             "no/such/dir/t.trace"),
        ]
        for args, status, text in cases:
            with self.subTest(args=" ".join(args)):
                self.both(args, v)
                rc, _, err, d = self.last
                self.assertEqual(rc, status)
                self.assertIn(text, err.decode())
                self.assertFalse(list(d.glob("**/*.tmp*")), "a temporary file was left")

    def test_bad_listing_names_line(self) -> None:
        v = self.tmp / "bad"
        v.mkdir()
        (v / "bad.lst").write_text("MOV R1, c [0x1] [0x100];\nFOO R1;\n")
        self.both(["run", "bad.lst"], v)
        rc, _, err, _ = self.last
        self.assertEqual((rc, err), (2, b"smgold: bad.lst:2:1: unknown mnemonic 'FOO'\n"))

    def test_help_and_unmirrored(self) -> None:
        self.both(["run", "--help"], SEED_VECTORS[0])
        self.assertIn(b"--max-cycles N", self.last[1])
        d = self.copy_vector(SEED_VECTORS[0], "accel")
        rc, _, err = run(python_smgold() + ["run", "program.lst", "@launch.args",
                                            "--accelsim-trace", "a.traceg"], d,
                         env_with_package())
        self.assertEqual(rc, 2)
        self.assertIn(b"not mirrored", err)
        self.assertFalse((d / "a.traceg").exists())
        rc, _, err = run(python_smgold() + ["disasm", "x"], d, env_with_package())
        self.assertEqual(rc, 2)
        self.assertIn(b"unknown command 'disasm'", err)


if __name__ == "__main__":
    unittest.main()
