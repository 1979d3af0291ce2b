/*
 * test_coverage.c - token-stack coverage (specs/coverage.md): the bin table,
 * the text form and merging, the bins real vectors hit, and the DPI view.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "smgold/coverage.h"
#include "smgold/run.h"
#include "smgold/smgold.h"
#include "smgold_dpi.h"

/* CV-1: 147 bins, unique names, found by name. */
static void bin_table(void **state)
{
    (void)state;
    assert_int_equal(sg_cov_nbins(), 147);
    char a[64], b[64];
    for (unsigned i = 0; i < sg_cov_nbins(); i++) {
        size_t n = sg_cov_bin_name(i, a, sizeof a);
        assert_true(n > 0);
        assert_int_equal(sg_cov_bin_find(a, n), (int)i);
        for (unsigned j = 0; j < i; j++) {
            sg_cov_bin_name(j, b, sizeof b);
            assert_string_not_equal(a, b);
        }
    }
    assert_int_equal(sg_cov_bin_name(sg_cov_nbins(), a, sizeof a), 0);
    assert_int_equal(sg_cov_bin_find("push.SSY", 8), 0);
    assert_int_equal(sg_cov_bin_find("nonsense", 8), -1);
}

/* Coverage of a vector run. */
static sg_coverage run_vector(const char *vec, const char *extra)
{
    char dir[256];
    snprintf(dir, sizeof dir, "%s/vectors/%s", SMGOLD_SOURCE_DIR, vec);
    const char *args[] = {"program.lst", "@launch.args", "--coverage", "-", "--set", extra};
    sg_run_opts *o;
    sg_sm *sm;
    sg_error err;
    if (sg_run_parse(extra ? 6 : 4, args, dir, &o, &err) || sg_run_setup(o, &sm, &err) ||
        sg_run_launch(o, sm, &err))
        fail_msg("%s: %s", vec, err.msg);
    sg_sm_run(sm, 10000000, &err); /* an error vector fails by design */
    sg_coverage cov;
    assert_int_equal(sg_sm_coverage(sm, &cov, NULL), SG_OK);
    sg_sm_destroy(sm);
    sg_run_free(o);
    return cov;
}

static uint64_t hits(const sg_coverage *c, const char *bin)
{
    int b = sg_cov_bin_find(bin, strlen(bin));
    assert_true(b >= 0);
    return c->hits[b];
}

/* CV-2..CV-7 on vectors whose content is known. */
static void vector_bins(void **state)
{
    (void)state;
    sg_coverage c = run_vector("cosim/brx-fanout", NULL);
    assert_true(hits(&c, "brx.targets.17-32") > 0); /* the BRX with 32 targets */
    assert_true(hits(&c, "brx.targets.3-4") > 0);
    assert_true(hits(&c, "brx.not-taken-lanes") > 0); /* the guarded BRX */
    assert_true(hits(&c, "policy.while-mask") == 1);
    assert_int_equal(hits(&c, "policy.div-token"), 0);
    c = run_vector("cosim/break-continue", NULL);
    assert_true(hits(&c, "pop.cause.unwind-brk") > 0);
    assert_true(hits(&c, "pop.cause.unwind-cont") > 0);
    assert_true(hits(&c, "push.PBK") > 0 && hits(&c, "push.PCNT") > 0);
    c = run_vector("cosim/spill", NULL);
    assert_true(hits(&c, "depth.spill") > 0);
    assert_int_equal(hits(&c, "ev.spill"), hits(&c, "ev.fill"));
    c = run_vector("cosim/overflow", NULL);
    assert_int_equal(hits(&c, "error.overflow"), 1);
    c = run_vector("cosim/underflow-unwind", NULL);
    assert_int_equal(hits(&c, "error.underflow.unwind"), 1);
    c = run_vector("seed/000-table5", "backward_branch_policy=div-token");
    assert_int_equal(hits(&c, "policy.div-token"), 1);
    assert_int_equal(hits(&c, "wm.new"), 0);
    assert_true(hits(&c, "bra.backward-divergent") > 0);
    /* coverage never changes a run: pushes equal the trace's */
    assert_true(hits(&c, "push.DIV") > 0);
}

/* CV-8: the text form round-trips and merges; errors name file:line. */
static void text_form(void **state)
{
    (void)state;
    sg_coverage a = run_vector("cosim/call-ret", NULL), m = {{0}};
    size_t n = sg_cov_format(&a, NULL, 0);
    char *text = malloc(n + 1);
    assert_int_equal(sg_cov_format(&a, text, n + 1), n);
    assert_memory_equal(text, "# smgold coverage 1\npush.SSY ", 28);
    sg_error err;
    assert_int_equal(sg_cov_merge_text(&m, text, n, "a", &err), SG_OK);
    assert_int_equal(sg_cov_merge_text(&m, text, n, "a", &err), SG_OK);
    for (unsigned i = 0; i < sg_cov_nbins(); i++)
        assert_int_equal(m.hits[i], 2 * a.hits[i]);
    free(text);
    const char *bad1 = "# smgold coverage 1\npush.SSY x\n";
    assert_int_equal(sg_cov_merge_text(&m, bad1, strlen(bad1), "b.cov", &err), SG_ERR_SYNTAX);
    assert_int_equal(err.line, 2);
    const char *bad2 = "# smgold coverage 1\npush.FOO 3\n";
    assert_int_equal(sg_cov_merge_text(&m, bad2, strlen(bad2), "c.cov", &err), SG_ERR_UNKNOWN);
    assert_non_null(strstr(err.msg, "unknown coverage bin 'push.FOO'"));
    const char *bad3 = "push.SSY 3\n";
    assert_int_equal(sg_cov_merge_text(&m, bad3, strlen(bad3), "d.cov", &err), SG_ERR_SYNTAX);
}

/* Over DPI: on after the launch, the launch's policy still counts. */
static void dpi_view(void **state)
{
    (void)state;
    void *h = smgold_create("program.lst @launch.args",
                            SMGOLD_SOURCE_DIR "/vectors/seed/000-table6", smgold_abi_version());
    assert_int_equal(smgold_cover_on(h), 0);
    assert_int_equal(smgold_cover_hits(h, "policy.while-mask"), 1);
    while (!smgold_done(h)) {
        smgold_end_cycle(h); /* nothing compared: only the model's clock matters here */
        if (smgold_done(h) || smgold_step(h))
            break;
    }
    assert_true(smgold_cover_hits(h, "push.PBK") >= 1);
    assert_int_equal(smgold_cover_hits(h, "no.such.bin"), -1);
    smgold_destroy(h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bin_table),
        cmocka_unit_test(vector_bins),
        cmocka_unit_test(text_form),
        cmocka_unit_test(dpi_view),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
