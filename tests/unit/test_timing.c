/*
 * test_timing.c - the cycle model's rules through the SM (specs/timing.md):
 * IC-1/UN-1 issue classes and pipes, SB-2 scoreboard, MT-10 memory clocks,
 * LN modes on the ALU pipes, CT-1 counters; and that cycle timing changes
 * when things happen, never what a kernel computes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "smgold/listing.h"
#include "smgold/run.h"
#include "smgold/sched.h"
#include "smgold/smgold.h"
#include "smgold/trace.h"
#include "support.h"

static sg_sm *kernel(const char *text, unsigned threads, const char *const *sets, unsigned nsets)
{
    sg_program prog = {0};
    sg_error err;
    sg_asm_options opt = {0};
    if (sg_assemble(text, strlen(text), "t.lst", &opt, &prog, &err))
        fail_msg("%s", err.msg);
    sg_config cfg;
    sg_config_default(&cfg);
    cfg.timing = SG_TIMING_CYCLE;
    for (unsigned i = 0; i < nsets; i++) {
        char kv[64];
        snprintf(kv, sizeof kv, "%s", sets[i]);
        char *eq = strchr(kv, '=');
        *eq = '\0';
        assert_int_equal(sg_config_set(&cfg, kv, eq + 1, &err), SG_OK);
    }
    sg_sm *sm;
    assert_int_equal(sg_sm_create(&cfg, &sm, &err), SG_OK);
    assert_int_equal(sg_sm_load_program(sm, &prog, &err), SG_OK);
    sg_program_free(&prog);
    sg_launch l = {{1, 1, 1}, {threads, 1, 1}, NULL, 0, 0};
    assert_int_equal(sg_sm_launch(sm, &l, &err), SG_OK);
    return sm;
}

/* The clock at which the warp issued the instruction at pc (first time). */
static uint64_t issue_clock(sg_sm *sm, uint32_t pc)
{
    for (;;) {
        uint64_t c = sg_sm_cycle(sm);
        sg_error err;
        if (sg_sm_step(sm, &err))
            fail_msg("%s", err.msg);
        sg_issue is;
        sg_sm_last_issue(sm, 0, &is, NULL);
        if (is.valid && !is.unwind && is.pc == pc)
            return c;
        if (sg_sm_done(sm))
            fail_msg("pc 0x%x never issued", pc);
    }
}

/* SB-2, IC-1: a dependent IADD issues lat_alu clocks after its producer, an
 * independent one reissue_clocks after; a .CC chain waits lat_cc. */
static void dependences(void **state)
{
    (void)state;
    sg_sm *sm = kernel("IADD R2, R2, R1;\nIADD R2, R2, R1;\nIADD R3, R3, R1;\nEXIT;\n", 32, NULL, 0);
    assert_int_equal(issue_clock(sm, 0x0), 0);
    assert_int_equal(issue_clock(sm, 0x8), 20); /* lat_alu */
    assert_int_equal(issue_clock(sm, 0x10), 26); /* independent: +reissue_clocks */
    sg_sm_destroy(sm);
    sm = kernel("IADD R2.CC, R2, R1;\nIADD R3.CC, R3, R1;\nEXIT;\n", 32, NULL, 0);
    assert_int_equal(issue_clock(sm, 0x0), 0);
    assert_int_equal(issue_clock(sm, 0x8), 26); /* lat_cc: .CC writers serialise (001 §7.3) */
    sg_sm_destroy(sm);
}

/* WS-6, the scheduler view (smgold/sched.h): the dependences example seen from the
 * scheduler. Clock 0 issues IADD R2; at the next scheduler clocks the warp waits first
 * for its re-issue interval, then on R2 (dependency, dep = 2) until clock 20 issues it. */
static void sched_view(void **state)
{
    (void)state;
    sg_sm *sm = kernel("IADD R2, R2, R1;\nIADD R2, R2, R1;\nIADD R3, R3, R1;\nEXIT;\n", 32, NULL, 0);
    sg_error err;
    assert_int_equal(sg_sm_set_sched_view(sm, SG_VIEW_ON, &err), SG_OK);
    assert_int_equal(sg_sm_set_sched_view(sm, 3, &err), SG_ERR_ARG);
    assert_int_equal(sg_sm_set_sched_view(sm, SG_VIEW_ON, &err), SG_OK);
    unsigned seen_reissue = 0, seen_dep = 0;
    for (uint64_t c = 0; c <= 20; c++) {
        assert_int_equal(sg_sm_step(sm, &err), SG_OK);
        const sg_sched_view *v = sg_sm_sched_view(sm, 0);
        assert_non_null(v);
        if (c % 2) { /* sched_clock_ratio 2: no pick between scheduler clocks */
            assert_int_equal(v->valid, 0);
            continue;
        }
        assert_int_equal(v->valid, 1);
        assert_int_equal(v->candidates, 1);
        assert_int_equal(v->why[1], SG_WHY_NONE); /* slot 1 belongs to scheduler 1 */
        if (c == 0 || c == 20) {
            assert_int_equal(v->pick, 0);
            assert_int_equal(v->ready, 1);
            assert_int_equal(v->why[0], SG_WHY_READY);
        } else {
            assert_int_equal(v->pick, -1);
            assert_int_equal(v->ready, 0);
            if (v->why[0] == SG_WHY_REISSUE) {
                seen_reissue++;
            } else {
                assert_int_equal(v->why[0], SG_WHY_DEPENDENCY);
                assert_int_equal(v->dep[0], 2); /* R2 */
                seen_dep++;
            }
        }
    }
    assert_int_equal(seen_reissue, 2); /* clocks 2, 4: next issue at 6 */
    assert_int_equal(seen_dep, 7);     /* clocks 6 .. 18 */
    assert_string_equal(sg_why_name(SG_WHY_DEPENDENCY), "dependency");
    assert_string_equal(sg_why_name(99), "?");
    assert_null(sg_sm_sched_view(sm, 2));
    sg_sm_destroy(sm);
}

/* MT-10 example: LDS with stride-2 words is 2 passes: LD/ST busy 4 clocks,
 * the result ready lat_shared + 4 = 34 clocks after issue. */
static void shared_bank_conflict(void **state)
{
    (void)state;
    sg_sm *sm = kernel("S2R R0, SR_Tid_X;\n"
                       "SHL R0, R0, 0x3;\n"
                       "LDS R2, [R0];\n"
                       "IADD R3, R2, R2;\n"
                       "EXIT;\n",
                       32, NULL, 0);
    uint64_t lds = issue_clock(sm, 0x10);
    uint64_t use = issue_clock(sm, 0x18);
    assert_int_equal(use - lds, 34);
    sg_stats st;
    sg_sm_stats(sm, &st, NULL);
    assert_int_equal(st.bank_conflicts, 1);
    assert_int_equal(st.unit_busy[SG_PIPE_LDST], 4);
    sg_sm_destroy(sm);
}

/* LN modes on the ALU pipe: a warp instruction with lanes 0-7 only occupies a
 * 16-lane group 2 clocks (baseline), 1 (bcc: one half empty), 1 (scc). */
static void lane_modes(void **state)
{
    (void)state;
    const char *text = "S2R R0, SR_Tid_X;\n"
                       "ISETP.LT.U32.AND P0, pt, R0, 0x8, pt;\n"
                       "@P0 IADD R2, R2, R1;\n"
                       "EXIT;\n";
    const char *modes[] = {"lane_mode=baseline", "lane_mode=bcc", "lane_mode=scc"};
    const uint64_t busy[] = {2 + 2 + 2, 2 + 2 + 1, 2 + 2 + 1}; /* S2R, ISETP, IADD */
    for (int m = 0; m < 3; m++) {
        sg_sm *sm = kernel(text, 32, &modes[m], 1);
        sg_error err;
        if (sg_sm_run(sm, 100000, &err))
            fail_msg("%s", err.msg);
        sg_stats st;
        sg_sm_stats(sm, &st, NULL);
        assert_int_equal(st.unit_busy[SG_PIPE_ALU0] + st.unit_busy[SG_PIPE_ALU1], busy[m]);
        assert_int_equal(st.thread_instructions, 32 + 32 + 8 + 32);
        sg_sm_destroy(sm);
    }
}

/* Cycle timing changes when, not what: every vector's memory and steps equal
 * the functional run's (vectors/cosim/spill also books stack traffic). */
static void same_results(void **state)
{
    (void)state;
    const char *vectors[] = {"seed/000-table5", "seed/000-table6", "cosim/spill",
                             "cosim/multi-warp", "cosim/brx-fanout"};
    for (size_t v = 0; v < sizeof vectors / sizeof vectors[0]; v++) {
        uint8_t mem[2][0x1000];
        uint64_t steps[2];
        sg_stats st;
        for (int t = 0; t < 2; t++) {
            char dir[256];
            snprintf(dir, sizeof dir, "%s/vectors/%s", SMGOLD_SOURCE_DIR, vectors[v]);
            const char *args[] = {"program.lst", "@launch.args", "--set",
                                  t ? "timing=cycle" : "timing=functional"};
            sg_run_opts *o;
            sg_sm *sm;
            sg_error err;
            if (sg_run_parse(4, args, dir, &o, &err) || sg_run_setup(o, &sm, &err) ||
                sg_run_launch(o, sm, &err) || sg_sm_run(sm, 10000000, &err))
                fail_msg("%s: %s", vectors[v], err.msg);
            assert_true(o->ndump >= 1 && o->dump[0].len <= sizeof mem[t]);
            sg_sm_read_global(sm, o->dump[0].addr, mem[t], (size_t)o->dump[0].len, NULL);
            steps[t] = sg_sm_instructions(sm);
            sg_sm_stats(sm, &st, NULL);
            if (t)
                assert_memory_equal(mem[0], mem[1], (size_t)o->dump[0].len);
            sg_sm_destroy(sm);
            sg_run_free(o);
        }
        assert_int_equal(steps[0], steps[1]);
        if (!strcmp(vectors[v], "cosim/spill")) /* MT-7: 16 bytes per spilled or filled token */
            assert_int_equal(st.stack_traffic_bytes, 16 * (st.stack_spills + st.stack_fills));
    }
}

/* LN-8/LN-9 through the API: the odd lanes of a 32-lane warp on a 16-lane ALU
 * group take 2 clocks in baseline and bcc (each half has lanes on) and 1 in scc,
 * where (LN-9, Fig. 6 in lane order with the lowest-surplus tie-break) even ALU
 * lane n takes warp lane n + 1 and odd ALU lane n warp lane 16 + n. */
static void lane_view(void **state)
{
    (void)state;
    const char *text = "S2R R0, SR_Tid_X;\n"
                       "LOP.AND R1, R0, 0x1;\n"
                       "ISETP.NE.AND P0, pt, R1, RZ, pt;\n"
                       "@P0 IADD R2, R2, R1;\n"
                       "EXIT;\n";
    const char *modes[] = {"lane_mode=baseline", "lane_mode=bcc", "lane_mode=scc"};
    const unsigned clocks[] = {2, 2, 1};
    for (int m = 0; m < 3; m++) {
        sg_sm *sm = kernel(text, 32, &modes[m], 1);
        issue_clock(sm, 0x18);
        sg_lane_view v;
        assert_int_equal(sg_sm_last_lanes(sm, 0, &v, NULL), SG_OK);
        assert_int_equal(v.clocks, clocks[m]);
        assert_int_equal(v.lanes, 16);
        if (m == 2) {
            assert_int_equal(v.enable[0], 0xffff);
            uint32_t seen = 0;
            for (unsigned n = 0; n < 16; n++) {
                assert_int_equal(v.lane[0][n], n % 2 ? 16 + n : n + 1);
                seen |= 1u << v.lane[0][n];
            }
            assert_int_equal(seen, 0xaaaaaaaau); /* every odd lane exactly once */
        } else {
            assert_int_equal(v.enable[0], 0xaaaa); /* identity: the odd ALU lanes */
            assert_int_equal(v.lane[1][1], 17);
            assert_int_equal(v.lane[1][0], 0xff);
        }
        sg_sm_destroy(sm);
    }
}

/* specs/trace-format.md TR-4: with trace_cycles = 1 the trace has the cycle
 * records: X (pipe occupancy), W (when results are ready), S (a scheduler
 * clock without an issue, with its cause). */
static void cycle_records(void **state)
{
    (void)state;
    sg_program prog = {0};
    sg_error err;
    sg_asm_options opt = {0};
    const char *text = "IADD R2, R2, R1;\nIADD R2, R2, R1;\nEXIT;\n";
    assert_int_equal(sg_assemble(text, strlen(text), "t.lst", &opt, &prog, &err), SG_OK);
    sg_config cfg;
    sg_config_default(&cfg);
    cfg.timing = SG_TIMING_CYCLE;
    assert_int_equal(sg_config_set(&cfg, "trace_cycles", "1", &err), SG_OK);
    sg_sm *sm;
    assert_int_equal(sg_sm_create(&cfg, &sm, &err), SG_OK);
    assert_int_equal(sg_sm_load_program(sm, &prog, &err), SG_OK);
    tbuf tb = {0};
    assert_int_equal(sg_sm_set_trace(sm, tbuf_sink, &tb, NULL, &err), SG_OK);
    sg_launch l = {{1, 1, 1}, {32, 1, 1}, NULL, 0, 0};
    assert_int_equal(sg_sm_launch(sm, &l, &err), SG_OK);
    assert_int_equal(sg_sm_run(sm, 1000, &err), SG_OK);
    assert_non_null(strstr(tb.buf, "\nX cyc=0 w=0 pc=0x0000 pipe=alu0 start=0 clocks=2\n"));
    assert_non_null(strstr(tb.buf, "\nW cyc=0 w=0 pc=0x0000 at=20 regs=R2\n"));
    assert_non_null(strstr(tb.buf, "\nS cyc=2 sched=0 cause=reissue\n"));
    assert_non_null(strstr(tb.buf, "\nS cyc=6 sched=0 cause=dependency\n"));
    assert_non_null(strstr(tb.buf, "\nI cyc=20 w=0 blk=0 step=2 pc=0x0008"));
    assert_null(strstr(tb.buf, "\nS cyc=1 ")); /* only scheduler clocks */
    /* the vector compares with itself, cycle records included */
    sg_trace_diff d;
    assert_int_equal(sg_trace_compare(tb.buf, tb.len, tb.buf, tb.len, "t", &d, &err), SG_OK);
    assert_int_equal(d.differs, 0);
    free(tb.buf);
    sg_sm_destroy(sm);
    sg_program_free(&prog);
}

/* specs/sm.md SM-2a: registers per thread limit the resident warps (001:L1215-1244). */
static void register_occupancy(void **state)
{
    (void)state;
    const struct {
        unsigned regs, block, grid, resident_warps;
    } cases[] = {
        {0, 256, 8, 48},  /* no limit: 6 blocks of 8 warps fill max_warps */
        {18, 256, 8, 48}, /* 56 -> 48 */
        {24, 256, 8, 40}, /* 42 warps: 5 blocks */
        {40, 256, 8, 24}, /* 25 warps: 3 blocks */
        {64, 256, 8, 16}, /* 16 warps: 2 blocks */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sg_program prog = {0};
        sg_error err;
        sg_asm_options opt = {0};
        assert_int_equal(sg_assemble("EXIT;\n", 6, "e.lst", &opt, &prog, &err), SG_OK);
        sg_config cfg;
        sg_config_default(&cfg);
        cfg.regs_per_thread = cases[i].regs;
        sg_sm *sm;
        assert_int_equal(sg_sm_create(&cfg, &sm, &err), SG_OK);
        assert_int_equal(sg_sm_load_program(sm, &prog, &err), SG_OK);
        sg_launch l = {{cases[i].grid, 1, 1}, {cases[i].block, 1, 1}, NULL, 0, 0};
        assert_int_equal(sg_sm_launch(sm, &l, &err), SG_OK);
        assert_int_equal(__builtin_popcountll(sg_sm_last_launched(sm)), cases[i].resident_warps);
        assert_int_equal(sg_sm_run(sm, 1000, &err), SG_OK); /* and every block still runs */
        sg_sm_destroy(sm);
        if (cases[i].regs == 64) { /* a block of 32 warps can never fit 16 */
            assert_int_equal(sg_sm_create(&cfg, &sm, &err), SG_OK);
            assert_int_equal(sg_sm_load_program(sm, &prog, &err), SG_OK);
            sg_launch big = {{1, 1, 1}, {1024, 1, 1}, NULL, 0, 0};
            assert_int_equal(sg_sm_launch(sm, &big, &err), SG_ERR_RANGE);
            assert_non_null(strstr(err.msg, "leave room for 16 warps"));
            sg_sm_destroy(sm);
        }
        sg_program_free(&prog);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(dependences),
        cmocka_unit_test(sched_view),
        cmocka_unit_test(shared_bank_conflict),
        cmocka_unit_test(lane_modes),
        cmocka_unit_test(same_results),
        cmocka_unit_test(register_occupancy),
        cmocka_unit_test(lane_view),
        cmocka_unit_test(cycle_records),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
