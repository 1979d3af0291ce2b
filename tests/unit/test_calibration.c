/*
 * test_calibration.c - the cycle model's defaults against 001's GF100
 * measurements (specs/timing.md CAL-1): single-SM microbenchmarks like
 * 001 §7.3 (a long run of one instruction kind, W warps in one block, DD
 * interleaved dependence chains), measured on the model's counters
 * (thread instructions per FU clock), never on wall time. Each point must be
 * within +-5 % of the seed's value (or band).
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
#include "smgold/smgold.h"

#define N 2048 /* instructions per thread, like 001's loops of thousands (001:L1119-1199) */

/* Thread instructions per FU clock of N instructions of `kind` in DD chains, W warps. */
static double run_point(const char *kind, unsigned dd, unsigned w)
{
    size_t cap = (size_t)N * 40 + 64, len = 0;
    char *text = malloc(cap);
    assert_non_null(text);
    for (unsigned i = 0; i < N; i++) {
        unsigned r = 2 + i % dd; /* chain i % dd reads its own previous result ("wr") */
        if (!strcmp(kind, "IADD"))
            len += (size_t)snprintf(text + len, cap - len, "IADD R%u, R%u, R1;\n", r, r);
        else
            len += (size_t)snprintf(text + len, cap - len, "IMAD R%u, R%u, R1, R1;\n", r, r);
    }
    len += (size_t)snprintf(text + len, cap - len, "EXIT;\n");
    sg_program prog = {0};
    sg_error err;
    sg_asm_options opt = {0};
    if (sg_assemble(text, len, "microbench.lst", &opt, &prog, &err))
        fail_msg("%s", err.msg);
    free(text);
    sg_config cfg;
    sg_config_default(&cfg);
    cfg.timing = SG_TIMING_CYCLE;
    sg_sm *sm;
    assert_int_equal(sg_sm_create(&cfg, &sm, &err), SG_OK);
    assert_int_equal(sg_sm_load_program(sm, &prog, &err), SG_OK);
    sg_launch l = {{1, 1, 1}, {32 * w, 1, 1}, NULL, 0, 0};
    assert_int_equal(sg_sm_launch(sm, &l, &err), SG_OK);
    if (sg_sm_run(sm, 10000000, &err))
        fail_msg("%s", err.msg);
    sg_stats st;
    assert_int_equal(sg_sm_stats(sm, &st, NULL), SG_OK);
    /* the measured kind only: leave out each warp's EXIT */
    double tput = (double)(st.thread_instructions - 32ull * w) / (double)st.cycles;
    sg_sm_destroy(sm);
    sg_program_free(&prog);
    return tput;
}

static void within(const char *what, double got, double lo, double hi)
{
    double a = lo * 0.95, b = hi * 1.05;
    print_message("%-28s model %6.2f  seed %.2f-%.2f\n", what, got, lo, hi);
    if (got < a || got > b)
        fail_msg("%s: %.2f thread instructions per FU clock, outside +-5%% of %.2f-%.2f", what,
                 got, lo, hi);
}

/* 001 Table 7.17 (L1614-1645): IADD, one warp, one dependent chain: 1.59. */
static void iadd_dependent(void **state)
{
    (void)state;
    within("IADD W1 DD01", run_point("IADD", 1, 1), 1.59, 1.59);
}

/* Same table, DD04 and beyond: 5.07-5.09 (no dependence stall). */
static void iadd_independent(void **state)
{
    (void)state;
    within("IADD W1 DD04", run_point("IADD", 4, 1), 5.07, 5.09);
}

/* Same table, 8 warps (even), DD >= 4: 31.1-32.0 (saturated, full rate). */
static void iadd_saturated(void **state)
{
    (void)state;
    within("IADD W8 DD04", run_point("IADD", 4, 8), 31.1, 32.0);
    within("IADD W24 DD01", run_point("IADD", 1, 24), 31.08, 31.08);
}

/* 001 L2350-2425 (IMAD.U32.U32): MT 16, saturating 15.9-16.0 (half rate);
 * W01 DD01 1.45. */
static void imad_half_rate(void **state)
{
    (void)state;
    within("IMAD W8 DD04", run_point("IMAD", 4, 8), 15.9, 16.0);
    within("IMAD W1 DD01", run_point("IMAD", 1, 1), 1.45, 1.45);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(iadd_dependent),
        cmocka_unit_test(iadd_independent),
        cmocka_unit_test(iadd_saturated),
        cmocka_unit_test(imad_half_rate),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
