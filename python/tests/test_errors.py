"""Errors: the model's messages as Python exceptions of the smgold.Error hierarchy, and
use after close."""
from __future__ import annotations

import unittest

import smgold
from support import COSIM, SEED, TempDirTest

BAD_LISTING = "MOV R1, c [0x1] [0x100];\nS2R R0, SR_Tid_X;\nFOO R1;\n"


class Errors(TempDirTest):
    def test_bad_listing_names_line_and_column(self) -> None:
        with self.assertRaises(smgold.UnknownNameError) as cm:
            smgold.Program.from_listing(BAD_LISTING, "k.lst")
        e = cm.exception
        self.assertIsInstance(e, smgold.Error)
        self.assertEqual((e.file, e.line, e.col), ("k.lst", 3, 1))
        self.assertEqual(str(e), "k.lst:3:1: unknown mnemonic 'FOO'")
        self.assertEqual(e.message, "unknown mnemonic 'FOO'")
        self.assertEqual(e.code, 5)
        self.assertEqual(e.status, "unknown")

    def test_bad_listing_file_through_run_args(self) -> None:
        (self.tmp / "bad.lst").write_text(BAD_LISTING)
        with self.assertRaises(smgold.UnknownNameError) as cm:
            smgold.Model.from_args(["bad.lst"], self.tmp)
        self.assertEqual(cm.exception.line, 3)
        self.assertIn("bad.lst:3:1:", str(cm.exception))

    def test_listing_hex_mismatch_and_syntax(self) -> None:
        with self.assertRaises(smgold.MismatchError) as cm:
            smgold.Program.from_listing("/*0000*/ /*0x00005de428004405*/ MOV R1, c [0x1] "
                                        "[0x100];\n", "m.lst")
        self.assertEqual(cm.exception.line, 1)
        with self.assertRaises(smgold.ParseError) as cm2:
            smgold.Program.from_listing("MOV R1, R2\n  IADD R1, , R2;\n", "s.lst")
        self.assertEqual(cm2.exception.line, 2)

    def test_bad_config(self) -> None:
        with self.assertRaises(smgold.UnknownNameError) as cm:
            smgold.Config(bogus=1)
        self.assertIn("bogus", str(cm.exception))
        with self.assertRaises(smgold.UnknownNameError):
            smgold.Config()["bogus"]
        with self.assertRaises(smgold.RangeError) as cm2:
            smgold.Model(warp_size=99)
        self.assertIn("warp_size", str(cm2.exception))
        with self.assertRaises(smgold.Error) as cm3:
            smgold.Config("warp_size = 8\n\nschedulers = many\n", "my.cfg")
        self.assertEqual((cm3.exception.file, cm3.exception.line), ("my.cfg", 3))
        with self.assertRaises(smgold.ParseError) as cm4:
            smgold.RunArgs(["p.lst", "--set", "warp_size"])
        self.assertIn("--set", str(cm4.exception))

    def test_run_errors(self) -> None:
        v = COSIM / "spill"
        with smgold.Model.from_args(["program.lst", "@launch.args"], v) as m:
            with self.assertRaises(smgold.RangeError) as cm:
                m.run(10)
            self.assertIn("10 cycles", str(cm.exception))
        with smgold.Model.from_args(["program.lst", "@launch.args", "--set", "hang_cycles=5"],
                                    v) as m:
            with self.assertRaises(smgold.HangError):
                m.run()
        with smgold.Model.from_args(["program.lst", "@launch.args"], COSIM / "overflow") as m:
            with self.assertRaises(smgold.Error) as cm2:
                m.run()
            self.assertIn("STACK_OVERFLOW", str(cm2.exception))
            states = [w for _, w in m.warps()]
            self.assertTrue(any(w.status_name == "error" for w in states))

    def test_memory_and_binary_errors(self) -> None:
        with smgold.Model() as m:
            with self.assertRaises(smgold.RangeError) as cm:
                m.read_global(0x5000, 4)
            self.assertIn("0x5000", str(cm.exception))
            with self.assertRaises(smgold.ArgumentError):
                m.warp(1000)
            with self.assertRaises(smgold.ParseError) as cm2:
                m.load_image(0x1000, "0001\nzz\n", "img.hex")
            self.assertEqual((cm2.exception.file, cm2.exception.line), ("img.hex", 2))
        with self.assertRaises(smgold.TruncatedError):
            smgold.Program.from_binary(b"\0" * 12)

    def test_trace_callback_exception(self) -> None:
        def broken(text: str) -> None:
            raise OSError("disk full")

        # the header is written at the launch: the failure shows there
        with smgold.RunArgs(["program.lst", "@launch.args"], SEED / "000-table5") as ra:
            with ra.setup() as m:
                m.set_trace(broken)
                with self.assertRaises(smgold.FileError) as cm:
                    ra.launch(m)
                self.assertIsInstance(cm.exception.__cause__, OSError)
                self.assertIn("disk full", str(cm.exception.__cause__))
        # a sink that fails later: the run stops with the error
        seen = []

        def later(text: str) -> None:
            seen.append(text)
            if len(seen) > 10:
                raise ValueError("enough")

        with smgold.Model.from_args(["program.lst", "@launch.args"], SEED / "000-table5") as m:
            m.set_trace(later)  # from the next launch on
            m.launch(block=28, params=smgold.pack_params("ptr:0", "ptr:0", "ptr:0x100200",
                                                         "u32:28"))
            with self.assertRaises(smgold.FileError) as cm2:
                m.run()
            self.assertIsInstance(cm2.exception.__cause__, ValueError)
            self.assertEqual(len(seen), 11)

    def test_use_after_close(self) -> None:
        m = smgold.Model.from_args(["program.lst", "@launch.args"], SEED / "000-table5")
        m.step()
        m.close()
        m.close()  # idempotent
        self.assertTrue(m.closed)
        for call in (m.step, m.run, lambda: m.warp(0), lambda: m.read_global(0, 4),
                     lambda: m.done, lambda: m.stats(), lambda: m.launch(1)):
            with self.assertRaises(smgold.ClosedError):
                call()
        with smgold.Model() as m2:
            pass
        with self.assertRaises(smgold.ClosedError):
            m2.map_global(0, 4)
        cs = smgold.Cosim(["program.lst", "@launch.args"], SEED / "000-table5")
        view = cs.model
        cs.close()
        with self.assertRaises(smgold.ClosedError):
            view.warp(0)
        with self.assertRaises(smgold.ClosedError):
            cs.end_cycle()
        ra = smgold.RunArgs(["p.lst"])
        ra.close()
        with self.assertRaises(smgold.ClosedError):
            ra.grid

    def test_no_leak(self) -> None:
        """Each kind of object made and closed 100 times leaves the C heap as it was
        (glibc's mallinfo2: bytes in use; a leaked program's words are 17 KB here, a
        leaked model megabytes)."""
        import ctypes
        import gc

        class MallInfo2(ctypes.Structure):
            _fields_ = [(n, ctypes.c_size_t) for n in (
                "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
                "uordblks", "fordblks", "keepcost")]

        libc = ctypes.CDLL(None)
        if not hasattr(libc, "mallinfo2"):
            self.skipTest("no mallinfo2 (glibc 2.33 or newer)")
        libc.mallinfo2.restype = MallInfo2

        def in_use() -> int:
            gc.collect()
            m = libc.mallinfo2()
            return m.uordblks + m.hblkhd

        v = SEED / "000-table6"
        args = ["program.lst", "@launch.args"]

        def model() -> None:
            with smgold.Model.from_args(args, v, trace=True) as m:
                m.set_coverage(True)
                m.run()
                m.stats_text("json")

        def program() -> None:
            smgold.Program.from_file(v / "program.lst")

        def runargs() -> None:
            with smgold.RunArgs(args, v) as ra:
                ra.mem_dump

        def cosim() -> None:
            with smgold.Cosim(args, v) as cs:
                cs.end_cycle()
                cs.step()
                cs.finish()

        def failing() -> None:
            with self.assertRaises(smgold.Error):
                smgold.Program.from_listing("MOV R1, R2;\nFOO;\n")
            with self.assertRaises(smgold.Error):
                smgold.Model.from_args(args + ["--set", "warp_size=99"], v)

        for make in (model, program, runargs, cosim, failing):
            for _ in range(20):  # warm up: caches, arenas
                make()
            before = in_use()
            for _ in range(100):
                make()
            grown = in_use() - before
            self.assertLess(grown, 8192, f"{make.__name__}: {grown} bytes more in use "
                            "after 100 rounds")

if __name__ == "__main__":
    unittest.main()
