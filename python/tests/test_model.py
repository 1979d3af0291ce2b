"""The Model API on the seed vectors: state read clock by clock equals what the
expected trace vectors (the smgold executable's output, tests/cli) record, memory
equals the expected dumps, the trace text is byte-identical."""
from __future__ import annotations

import json
import unittest

import smgold
from support import (MIN_SEED_VECTORS, SEED, SEED_VECTORS, TempDirTest, image_words,
                     lane_values, trace_list, trace_records)

TOKEN_NUM = {v: k for k, v in smgold.state.TOKEN_TYPES.items()}


def dump_regions(vector):
    """(addr, length, expected words) of each --mem-dump of a vector."""
    with smgold.RunArgs(["program.lst", "@launch.args"], vector) as ra:
        regions = ra.mem_dump
    out = []
    for m in regions:
        exp = vector / m.file.replace("actual-", "expected-")
        out.append((m.addr, m.length, image_words(exp.read_text())))
    return out


class SeedVectors(unittest.TestCase):
    def test_trace_and_memory(self) -> None:
        """run(): the trace is the expected vector byte for byte, memory the expected dumps."""
        self.assertGreaterEqual(len(SEED_VECTORS), MIN_SEED_VECTORS)
        for v in SEED_VECTORS:
            with self.subTest(vector=v.name), \
                    smgold.Model.from_args(["program.lst", "@launch.args"], v, trace=True) as m:
                m.run()
                self.assertTrue(m.done)
                self.assertEqual(m.trace_text(), (v / "expected.trace").read_text())
                regions = dump_regions(v)
                self.assertTrue(regions)
                for addr, length, words in regions:
                    self.assertEqual(m.read_words(addr, length // 4), words)
                    self.assertEqual(m.read_global(addr, 4),
                                     words[0].to_bytes(4, "little"))

    def test_state_every_clock(self) -> None:
        """step(): after each clock, every warp the trace's I records name has the PC,
        masks, stack, while-mask entries, registers and predicates the record shows."""
        compared = 0
        for v in SEED_VECTORS:
            records = trace_records((v / "expected.trace").read_text())
            by_cycle = {}
            for r in records:
                by_cycle.setdefault(int(r["cyc"]), []).append(r)
            with self.subTest(vector=v.name), \
                    smgold.Model.from_args(["program.lst", "@launch.args"], v) as m:
                while not m.done:
                    cyc = m.cycle
                    m.step()
                    for r in by_cycle.get(cyc, []):
                        self.check_record(m, r)
                        compared += 1
                self.assertEqual(m.cycle, int(records[-1]["cyc"]) + 1)
        self.assertGreater(compared, 300)

    def check_record(self, m: smgold.Model, r) -> None:
        slot = int(r["w"])
        w = m.warp(slot)
        where = f"cycle {r['cyc']} warp {slot} pc {r['pc']}"
        self.assertEqual(w.pc, int(r["npc"], 16), where)
        self.assertEqual(w.am, int(r["am"].split(">")[1], 16), where)
        for f in ("bm", "cm", "rm", "xm"):
            self.assertEqual(getattr(w, f), int(r[f], 16), f"{where} {f}")
        self.assertEqual(w.depth, int(r["depth"]), where)
        self.assertEqual(w.spilled, int(r["spilled"]), where)
        self.assertEqual(w.status_name.upper(), r["status"], where)
        want = []
        for t in trace_list(r["stack"]):
            typ, mask, pc = t.split(":")
            want.append(smgold.Token(TOKEN_NUM[typ], int(mask, 16), int(pc, 16)))
        self.assertEqual(m.stack(slot), want, where)
        wt = []
        for e in trace_list(r["wt"]):
            pc, depth, mask = e.split(":")
            wt.append(smgold.WhileMask(int(pc, 16), int(depth), int(mask, 16)))
        self.assertEqual(m.while_masks(slot), wt, where)
        for key, value in r.items():
            if key[0] == "R" and key[1:].isdigit():
                for lane, val in lane_values(value).items():
                    self.assertEqual(m.reg(slot, lane, int(key[1:])), val,
                                     f"{where} {key} lane {lane}")
            elif key[0] == "P" and key[1:].isdigit():
                active = int(r["am"].split(">")[0], 16)
                self.assertEqual(m.pred(slot, int(key[1:])) & active, int(value, 16) & active,
                                 f"{where} {key}")

    def test_stats_and_coverage(self) -> None:
        v = SEED / "000-table6"
        with smgold.Model.from_args(["program.lst", "@launch.args"], v) as m:
            m.set_coverage(True)
            m.run()
            st = m.stats()
            records = trace_records((v / "expected.trace").read_text())
            unwind = trace_records((v / "expected.trace").read_text(), "U")
            self.assertEqual(st.warp_instructions, len(records))
            self.assertEqual(st.unwind_steps, len(unwind))
            self.assertEqual(st.cycles, m.cycle)
            self.assertEqual(st.warp_instructions + st.unwind_steps, m.instructions)
            self.assertEqual(st.issue_slots, 2 * st.cycles)
            # lanes that executed: active and, for a guarded instruction, its guard G
            active = sum(bin(int(r["am"].split(">")[0], 16) &
                             (int(r["g"], 16) if r["g"] != "-" else ~0)).count("1")
                         for r in records)
            self.assertEqual(st.thread_instructions, active)
            self.assertAlmostEqual(st.simd_efficiency, active / (len(records) * 32))
            js = json.loads(m.stats_text("json"))
            self.assertEqual(js["sm"]["cycles"]["value"], st.cycles)
            self.assertEqual(js["sm"]["warp_instructions"]["value"], st.warp_instructions)
            self.assertIn(f"cycles {st.cycles}, warp instructions {st.warp_instructions}",
                          m.stats_text())
            cov = m.coverage()
            self.assertEqual(list(cov), smgold.coverage_bins())
            pushes = sum(r["ev"].count("PUSH:") for r in records)
            self.assertEqual(sum(n for b, n in cov.items() if b.startswith("push.")), pushes)
            self.assertGreater(pushes, 0)
            lines = m.coverage_text().splitlines()
            self.assertEqual(lines[0], "# smgold coverage 1")
            self.assertEqual({ln.split()[0]: int(ln.split()[1]) for ln in lines[1:]}, cov)
            ws = m.warp_stats(0)
            self.assertEqual(ws.steps, m.warp(0).steps)

    def test_last_issue(self) -> None:
        v = SEED / "000-table5"
        records = trace_records((v / "expected.trace").read_text())
        with smgold.Model.from_args(["program.lst", "@launch.args"], v) as m:
            self.assertEqual(m.last_launched, 1)
            for r in records[:40]:
                m.step()
                issues = [m.last_issue(s) for s in range(m.config["schedulers"])]
                i = [x for x in issues if x.valid]
                self.assertEqual(len(i), 1)
                self.assertEqual((i[0].warp, i[0].pc, i[0].next_pc),
                                 (int(r["w"]), int(r["pc"], 16), int(r["npc"], 16)))
                self.assertEqual(i[0].next_am, int(r["am"].split(">")[1], 16))


class PieceByPiece(TempDirTest):
    def test_003_figure2(self) -> None:
        """003 Figure 2 set up call by call (no run arguments): the expected dumps."""
        v = SEED / "003-figure2"
        with smgold.Model(warp_size=8) as m:
            prog = m.load_program(v / "program.lst")
            self.assertEqual(len(prog), 41)
            self.assertEqual(prog.lines[0] > 0, True)
            for i, name in enumerate("abcde"):
                n = m.load_image_file(0x100000 + 0x100 * i, v / f"d_{name}.hex")
                self.assertEqual(n, 0x20)
            m.set_trace(True)
            m.launch(block=8, params=smgold.pack_params(
                *[("u64", 0x100000 + 0x100 * i) for i in range(5)], "u32:3"))
            m.run()
            self.assertEqual(m.read_words(0x100200, 8),
                             image_words((v / "expected-d_c.hex").read_text()))
            self.assertEqual(m.read_words(0x100400, 8),
                             image_words((v / "expected-d_e.hex").read_text()))
            self.assertEqual(m.trace_text(), (v / "expected.trace").read_text())
            # the registers after the run: each lane's last value the trace records
            final = {}
            for r in trace_records(m.trace_text()):
                for key, value in r.items():
                    if key[0] == "R" and key[1:].isdigit():
                        final.setdefault(int(key[1:]), {}).update(lane_values(value))
            self.assertGreater(len(final), 5)
            for reg, lanes in final.items():
                self.assertEqual(m.regs(0, reg), [lanes.get(n, 0) for n in range(8)], f"R{reg}")

    def test_binary_program_and_memory_calls(self) -> None:
        v = SEED / "003-figure2"
        listing = smgold.Program.from_file(v / "program.lst")
        (self.tmp / "k.bin").write_bytes(listing.to_binary())
        binary = smgold.Program.from_file(self.tmp / "k.bin")
        self.assertEqual((binary.base, binary.words, binary.lines),
                         (listing.base, listing.words, []))
        with smgold.Model(warp_size=8) as m:
            m.load_program(binary)
            m.map_global(0x2000, 16)
            m.write_words(0x2000, [1, 2, 0xdeadbeef])
            self.assertEqual(m.read_words(0x2000, 4), [1, 2, 0xdeadbeef, 0])
            m.write_const(2, 0x10, b"\x01\x02")
            self.assertEqual(m.read_const(2, 0x10, 3), b"\x01\x02\x00")
            self.assertNotEqual(m.program_hash, 0)

    def test_callback_trace_and_config(self) -> None:
        v = SEED / "000-table4"
        pieces = []
        with smgold.RunArgs(["program.lst", "@launch.args"], v) as ra:
            self.assertEqual(ra.block, (8, 1, 1))
            self.assertEqual(ra.sets, ["warp_size=8"])
            self.assertEqual(ra.force_guards, [(0x90, 0x0f, 1)])
            self.assertEqual([m.addr for m in ra.mem_init],
                             [0x100000 + 0x100 * i for i in range(5)])
            m = ra.setup()
            with m:
                self.assertEqual(m.config["warp_size"], 8)
                self.assertEqual(m.config.text("backward_branch_policy"), "while-mask")
                m.set_trace(pieces.append)
                ra.launch(m)
                m.run(ra.max_cycles)
        self.assertEqual("".join(pieces), (v / "expected.trace").read_text())
        self.assertGreater(len(pieces), 1)


class Config(unittest.TestCase):
    def test_keys_and_values(self) -> None:
        c = smgold.Config(warp_size=8, backward_branch_policy="div-token", timing="cycle")
        self.assertEqual(c["warp_size"], 8)
        self.assertEqual(c["backward_branch_policy"], 1)
        self.assertEqual(c.text("timing"), "cycle")
        self.assertEqual(c.text("trace_detail"), "control")
        keys = c.keys()
        self.assertEqual(keys[0], "warp_size")
        self.assertIn("trace_detail", keys)
        self.assertIn("hang_cycles", keys)
        d = c.as_dict()
        self.assertEqual(d["shared_bytes"], "0xc000")
        self.assertEqual(smgold.Config(c.format().replace(" ", "\n").replace("=", " = ")), c)
        self.assertEqual(c.stack_capacity, 16)
        c["stack_spill_bytes"] = 0x200
        self.assertEqual(c.stack_capacity, 16 + 48)
        with smgold.Model(c) as m:
            self.assertEqual(m.config, c)


if __name__ == "__main__":
    unittest.main()
