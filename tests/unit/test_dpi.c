/*
 * test_dpi.c - the DPI-C shim (dpi/smgold_dpi.h) called the way a
 * SystemVerilog testbench calls it, without a simulator (so it also runs
 * under ASan/UBSan): ABI refusal, set-up errors kept in the handle, a
 * mirror run that passes, a flipped value that is queued as a mismatch,
 * out-of-order calls, configuration lookup.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "smgold_dpi.h"

#define VEC SMGOLD_SOURCE_DIR "/vectors/seed/000-table5"

static void abi_and_setup_errors(void **state)
{
    (void)state;
    void *h = smgold_create("program.lst @launch.args", VEC, smgold_abi_version() + 1);
    assert_non_null(h);
    assert_int_equal(smgold_ok(h), 0);
    assert_non_null(strstr(smgold_last_error(h), "ABI version mismatch"));
    smgold_destroy(h);
    h = smgold_create("program.lst --block 0", VEC, smgold_abi_version());
    assert_int_equal(smgold_ok(h), 0);
    assert_non_null(strstr(smgold_last_error(h), "expected dimensions X[,Y[,Z]]"));
    smgold_destroy(h);
}

/* Mirror: report the model's own values as the RTL's; flip AM at clock flip. */
static int run(void *h, long long flip)
{
    int nsched = smgold_config(h, "schedulers");
    for (;;) {
        long long c = smgold_cycle(h);
        for (int w = 0; w < smgold_config(h, "max_warps"); w++) {
            int st, er, pc, am, bm, cm, rm, xm, live, depth;
            if (!smgold_warp_state(h, w, &st, &er, &pc, &am, &bm, &cm, &rm, &xm, &live, &depth))
                continue;
            smgold_check_warp(h, w, st, er, pc, c == flip ? am ^ 2 : am, bm, cm, rm, xm, live,
                              depth);
            for (int i = 0; i < depth; i++) {
                int t, m, p;
                assert_int_equal(smgold_warp_token(h, w, i, &t, &m, &p), 1);
                smgold_check_token(h, w, i, t, m, p);
            }
            smgold_check_wt_done(h, w); /* 000 Table 5 under while-mask: 0 or 1 entries */
        }
        smgold_end_cycle(h);
        if (smgold_done(h))
            break;
        assert_int_equal(smgold_step(h), 0);
        for (int s = 0; s < nsched; s++) {
            int warp, ctrl, cond, sf, uni, g, tgt, pc, unw;
            if (smgold_issue(h, s, &warp, &ctrl, &cond, &sf, &uni, &g, &tgt, &pc, &unw))
                smgold_check_step(h, s, 0, 0, 0, 0, 0, 0, 0); /* wrong on purpose */
        }
    }
    return smgold_finish(h);
}

static void mirror_and_flip(void **state)
{
    (void)state;
    void *h = smgold_create("program.lst @launch.args", VEC, smgold_abi_version());
    assert_int_equal(smgold_ok(h), 1);
    assert_string_equal(smgold_last_error(h), "");
    assert_int_equal(smgold_config(h, "warp_size"), 32);
    assert_int_equal(smgold_config(h, "capacity"), 16);
    assert_int_equal(smgold_config(h, "backward_branch_policy"), 0);
    assert_int_equal(smgold_config(h, "no_such_key"), -1);
    assert_int_equal(smgold_launched(h), 1); /* one warp, slot 0, made resident by the launch */
    /* the step outputs were reported as zeros: mismatches of step_* fields */
    assert_int_equal(run(h, -5), 1);
    assert_int_equal(smgold_instructions(h), 152); /* 000 Table 5: 152 steps (while-mask) */
    assert_int_equal(smgold_stat(h, "warp_instructions") + smgold_stat(h, "unwind_steps"), 152);
    assert_int_equal(smgold_stat(h, "cycles"), smgold_cycle(h) + 1);
    assert_int_equal(smgold_stat(h, "no_such_counter"), -1);
    assert_int_equal(smgold_lane_clocks(h, 7), 0); /* no such scheduler */
    assert_int_equal(smgold_lane_src(h, 0, 0, 40), -1);
    assert_int_equal(smgold_set_pick(h, 0, 0), -1); /* policy is lrr: refused, handle not ok */
    assert_int_equal(smgold_ok(h), 0);
    assert_non_null(strstr(smgold_last_error(h), "not external"));
    assert_non_null(strstr(smgold_verdict(h), "field step_"));
    assert_true(smgold_compares(h, "am") > 100);
    assert_int_equal(smgold_compares(h, "nonsense"), -1);
    smgold_destroy(h);
}

static void flip_only(void **state)
{
    (void)state;
    /* a run whose step outputs are correct: check WT entries too (one loop entry) */
    void *h = smgold_create("program.lst @launch.args", VEC, smgold_abi_version());
    int nsched = smgold_config(h, "schedulers");
    long long flip = 40;
    for (;;) {
        long long c = smgold_cycle(h);
        int st, er, pc, am, bm, cm, rm, xm, live, depth;
        assert_int_equal(smgold_warp_state(h, 0, &st, &er, &pc, &am, &bm, &cm, &rm, &xm, &live,
                                           &depth), 1);
        smgold_check_warp(h, 0, st, er, pc, c == flip ? am ^ 2 : am, bm, cm, rm, xm, live, depth);
        for (int i = 0; i < depth; i++) {
            int t, m, p;
            smgold_warp_token(h, 0, i, &t, &m, &p);
            smgold_check_token(h, 0, i, t, m, p);
        }
        int wpc, wd, wm;
        for (int i = 0; smgold_warp_wt(h, 0, i, &wpc, &wd, &wm); i++)
            smgold_check_wt_entry(h, 0, wpc, wd, wm);
        smgold_check_wt_done(h, 0);
        smgold_end_cycle(h);
        if (smgold_done(h) || c > 60)
            break;
        assert_int_equal(smgold_step(h), 0);
        (void)nsched;
    }
    assert_true(smgold_compares(h, "wt_pc") > 0);
    assert_true(smgold_mismatch_count(h) >= 1);
    assert_non_null(strstr(smgold_mismatch(h, 0), "cycle 40 warp 0 field am"));
    smgold_clear_mismatches(h);
    assert_string_equal(smgold_mismatch(h, 0), "");
    assert_int_equal(smgold_ok(h), 1);
    /* out of order: a check after the clock closed */
    smgold_check_warp(h, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_int_equal(smgold_ok(h), 0);
    assert_non_null(strstr(smgold_last_error(h), "no clock is open"));
    smgold_destroy(h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(abi_and_setup_errors),
        cmocka_unit_test(mirror_and_flip),
        cmocka_unit_test(flip_only),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
