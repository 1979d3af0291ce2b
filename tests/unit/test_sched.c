/*
 * test_sched.c - the warp scheduler policies (units/sched.c, specs/timing.md
 * WS-1..WS-4) on their own, and through the SM: the same kernel gives the
 * same results under every policy, in a different issue order; the external
 * pick drives the model and refuses a warp that cannot issue.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "smgold/run.h"
#include "smgold/smgold.h"
#include "units/sched.h"

static const uint64_t age8[64] = {5, 4, 7, 6, 1, 0, 3, 2}; /* slot 5 oldest, then 4, 7, 6 */

static int pick(sg_sched *s, uint64_t cand, uint64_t ready)
{
    int refused;
    int p = sg_sched_pick(s, cand, ready, 0, age8, &refused);
    assert_int_equal(refused, 0);
    return p;
}

/* WS-1: round robin from the slot after the last one issued; the lowest first. */
static void lrr(void **state)
{
    (void)state;
    sg_sched s;
    sg_sched_init(&s, SG_SCHED_LRR, 8, 6);
    assert_int_equal(pick(&s, 0xaa, 0xaa), 1);
    assert_int_equal(pick(&s, 0xaa, 0xaa), 3);
    assert_int_equal(pick(&s, 0xaa, 0x82), 7); /* 5 not ready: skipped */
    assert_int_equal(pick(&s, 0xaa, 0xaa), 1); /* wraps */
    assert_int_equal(pick(&s, 0xaa, 0), -1);
}

/* WS-2: the same warp while it is ready, else the oldest ready one. */
static void gto(void **state)
{
    (void)state;
    sg_sched s;
    sg_sched_init(&s, SG_SCHED_GTO, 8, 6);
    assert_int_equal(pick(&s, 0xff, 0xff), 5); /* oldest */
    assert_int_equal(pick(&s, 0xff, 0xff), 5); /* greedy */
    assert_int_equal(pick(&s, 0xff, 0xdf), 4); /* 5 stalls: next oldest */
    assert_int_equal(pick(&s, 0xff, 0xff), 4); /* greedy on 4 now */
}

/* WS-3: round robin inside an active set of two_level_active warps, filled
 * oldest first; a warp stalled on a long-latency result leaves it. */
static void two_level(void **state)
{
    (void)state;
    sg_sched s;
    sg_sched_init(&s, SG_SCHED_TWO_LEVEL, 8, 2);
    int refused;
    /* active = {5, 4}: picks alternate 4, 5 in slot order */
    assert_int_equal(sg_sched_pick(&s, 0xff, 0xff, 0, age8, &refused), 4);
    assert_int_equal(s.active, 0x30u);
    assert_int_equal(sg_sched_pick(&s, 0xff, 0xff, 0, age8, &refused), 5);
    /* 5 waits on memory: demoted, 7 (next oldest) joins */
    assert_int_equal(sg_sched_pick(&s, 0xff, 0xdf, 0x20, age8, &refused), 7);
    assert_int_equal(s.active, 0x90u);
}

/* WS-4: the supplied slot issues when it is ready; otherwise it is refused. */
static void external(void **state)
{
    (void)state;
    sg_sched s;
    sg_sched_init(&s, SG_SCHED_EXTERNAL, 8, 6);
    int refused;
    assert_int_equal(sg_sched_pick(&s, 0xff, 0xff, 0, age8, &refused), -1); /* none supplied */
    assert_int_equal(refused, 0);
    s.external = 6;
    assert_int_equal(sg_sched_pick(&s, 0xff, 0xff, 0, age8, &refused), 6);
    s.external = 6;
    assert_int_equal(sg_sched_pick(&s, 0xff, 0x0f, 0, age8, &refused), -1);
    assert_int_equal(refused, 1);
}

/* Through the SM: vectors/cosim/multi-warp under each policy. */
static sg_sm *multi_warp(const char *policy, sg_run_opts **o)
{
    char set[64];
    snprintf(set, sizeof set, "scheduler_policy=%s", policy);
    const char *args[] = {"program.lst", "@launch.args", "--set", set};
    sg_sm *sm = NULL;
    sg_error err;
    if (sg_run_parse(4, args, SMGOLD_SOURCE_DIR "/vectors/cosim/multi-warp", o, &err) ||
        sg_run_setup(*o, &sm, &err) || sg_run_launch(*o, sm, &err))
        fail_msg("%s", err.msg);
    return sm;
}

static void same_results_any_policy(void **state)
{
    (void)state;
    static uint8_t ref[0x1000], got[0x1000];
    const char *policies[] = {"lrr", "gto", "two-level"};
    uint64_t steps = 0;
    for (int p = 0; p < 3; p++) {
        sg_run_opts *o;
        sg_sm *sm = multi_warp(policies[p], &o);
        sg_error err;
        assert_true(o->ndump == 1 && o->dump[0].len <= sizeof ref);
        if (sg_sm_run(sm, 100000, &err))
            fail_msg("%s: %s", policies[p], err.msg);
        assert_int_equal(sg_sm_read_global(sm, o->dump[0].addr, p ? got : ref,
                                           (size_t)o->dump[0].len, NULL), SG_OK);
        if (p)
            assert_memory_equal(ref, got, (size_t)o->dump[0].len);
        else
            steps = sg_sm_instructions(sm);
        assert_int_equal(sg_sm_instructions(sm), steps); /* the same warp steps */
        sg_sm_destroy(sm);
        sg_run_free(o);
    }
}

static void external_pick(void **state)
{
    (void)state;
    sg_run_opts *o;
    sg_sm *sm = multi_warp("external", &o);
    sg_error err;
    /* no pick: nothing issues (and that is not a deadlock) */
    assert_int_equal(sg_sm_step(sm, &err), SG_OK);
    assert_int_equal(sg_sm_instructions(sm), 0);
    /* slot 3 on scheduler 1, slot 0 on scheduler 0 */
    assert_int_equal(sg_sm_set_pick(sm, 1, 3, &err), SG_OK);
    assert_int_equal(sg_sm_set_pick(sm, 0, 0, &err), SG_OK);
    assert_int_equal(sg_sm_step(sm, &err), SG_OK);
    sg_issue is;
    sg_sm_last_issue(sm, 1, &is, NULL);
    assert_int_equal(is.valid, 1);
    assert_int_equal(is.warp, 3);
    /* slot 2 belongs to scheduler 0: refused by scheduler 1 */
    assert_int_equal(sg_sm_set_pick(sm, 1, 2, &err), SG_OK);
    assert_int_equal(sg_sm_step(sm, &err), SG_ERR_ARG);
    assert_non_null(strstr(err.msg, "external pick for scheduler 1"));
    assert_int_equal(sg_sm_set_pick(sm, 1, 64, &err), SG_ERR_ARG);
    sg_sm_destroy(sm);
    sg_run_free(o);
    sm = multi_warp("lrr", &o);
    assert_int_equal(sg_sm_set_pick(sm, 0, 0, &err), SG_ERR_ARG);
    assert_non_null(strstr(err.msg, "not external"));
    sg_sm_destroy(sm);
    sg_run_free(o);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(lrr),          cmocka_unit_test(gto),
        cmocka_unit_test(two_level),    cmocka_unit_test(external),
        cmocka_unit_test(same_results_any_policy), cmocka_unit_test(external_pick),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
