/*
 * test_cosim.c - the lock-step checker (smgold/cosim.h, specs/dpi.md) with a
 * "mirror RTL" that reports the model's own state: it must pass and count
 * every field; the same mirror with one bit flipped must be caught at the
 * right clock, warp and field; the call order, the ABI check, the
 * "nothing compared" verdict and record/replay are pinned.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "smgold/cosim.h"
#include "support.h"

#define VEC SMGOLD_SOURCE_DIR "/vectors/seed/000-table6"
/* global loads and stores, shared loads and stores, two blocks of 4 warps */
#define VEC_DP SMGOLD_SOURCE_DIR "/vectors/cosim/real-sort-count"

static sg_cosim *make_in(const char *dir)
{
    const char *args[] = {"program.lst", "@launch.args"};
    sg_cosim *h = NULL;
    sg_error err;
    sg_status st = sg_cosim_create(2, args, dir, SG_COSIM_ABI_VERSION, 8, &h, &err);
    if (st)
        fail_msg("%s", err.msg);
    return h;
}

static sg_cosim *make(void)
{
    return make_in(VEC);
}

typedef struct flip {
    int64_t cycle;
    unsigned warp;
    unsigned field; /* SG_F_AM, SG_F_TOK_PC, SG_F_STEP_PUSH, SG_F_RT_VALUE, SG_F_MEM_ADDR,
                       SG_F_COUNT = none */
    int skip_warp;  /* do not check warp 0 at that clock */
    unsigned lane;  /* SG_F_RT_VALUE, SG_F_MEM_ADDR: the lane (cycle < 0: the first record
                       with that field at or after -cycle) */
} flip;

/* The mirror: what a perfect RTL would show, with one optional fault. */
static void check_all(sg_cosim *h, const flip *f)
{
    const sg_sm *sm = sg_cosim_sm(h);
    int64_t c = sg_cosim_cycle(h);
    int here = f && f->cycle == c;
    for (unsigned w = 0; w < sg_sm_warp_slots(sm); w++) {
        sg_warp_state m;
        assert_int_equal(sg_sm_warp_state(sm, w, &m, NULL), SG_OK);
        if ((!m.valid && !m.retired) || (here && f->skip_warp && w == f->warp))
            continue;
        sg_obs_warp o = {m.status == 3 ? 0 : m.status, m.error, m.pc, m.am, m.bm, m.cm,
                         m.rm, m.xm, m.live, m.depth};
        if (here && f->field == SG_F_AM && w == f->warp)
            o.am ^= 1;
        assert_int_equal(sg_cosim_check_warp(h, w, &o, NULL), SG_OK);
        for (unsigned i = 0; i < m.depth; i++) {
            sg_token_state t;
            assert_int_equal(sg_sm_warp_token(sm, w, m.depth - 1 - i, &t, NULL), SG_OK);
            if (here && f->field == SG_F_TOK_PC && w == f->warp && i == 0)
                t.pc += 8;
            assert_int_equal(sg_cosim_check_token(h, w, i, t.type, t.mask, t.pc, NULL), SG_OK);
        }
        sg_wt_state wt[16];
        for (unsigned i = 0; i < m.wt_entries && i < 16; i++) /* reversed: order must not matter */
            sg_sm_warp_wt(sm, w, m.wt_entries - 1 - i, &wt[i], NULL);
        assert_int_equal(sg_cosim_check_wt(h, w, wt, m.wt_entries, NULL), SG_OK);
    }
    assert_int_equal(sg_cosim_end_cycle(h, NULL), SG_OK);
}

/* The mirror's LD/ST and ALU side: the model's retire record, with the
 * flip's fault applied once. delay > 0 (ordered mode): warp w's records come
 * out (w % 3) * delay clocks late, so warps overtake each other. */
typedef struct dp_mirror {
    int on, ordered, delay, flipped;
    int no_drain; /* ordered: the "RTL" never retires what is still in its pipeline */
    sg_retire q[256];
    int64_t due[256];
    unsigned n;
} dp_mirror;

static void fault(const flip *f, dp_mirror *d, sg_retire *r, int64_t c)
{
    if (!f || d->flipped || !r->valid || r->warp != f->warp ||
        (f->cycle >= 0 ? f->cycle != c : c < -f->cycle) || !(r->lanes >> f->lane & 1))
        return;
    if (f->field == SG_F_RT_VALUE && r->nregs) {
        r->value[0][f->lane] ^= 0x10;
        d->flipped = 1;
    } else if (f->field == SG_F_MEM_ADDR && r->mem) {
        r->addr[f->lane] += 4;
        d->flipped = 1;
    }
}

static void check_retires(sg_cosim *h, const flip *f, dp_mirror *d, int drain)
{
    const sg_sm *sm = sg_cosim_sm(h);
    int64_t c = sg_cosim_cycle(h);
    unsigned S = sg_sm_config(sm)->schedulers;
    for (unsigned s = 0; s < S && !drain; s++) {
        sg_retire r = *sg_sm_retire(sm, s);
        fault(f, d, &r, c);
        if (!d->ordered) {
            assert_int_equal(sg_cosim_check_retire(h, s, &r, NULL), SG_OK);
        } else if (r.valid) {
            assert_true(d->n < 256);
            d->due[d->n] = c + (int64_t)(r.warp % 3) * d->delay;
            d->q[d->n++] = r;
        }
    }
    for (unsigned i = 0; i < d->n;) { /* ordered: what the "pipeline" releases now */
        if (drain || d->due[i] <= c) {
            assert_int_equal(sg_cosim_check_retire(h, 0, &d->q[i], NULL), SG_OK);
            memmove(&d->q[i], &d->q[i + 1], (d->n - i - 1) * sizeof d->q[0]);
            memmove(&d->due[i], &d->due[i + 1], (d->n - i - 1) * sizeof d->due[0]);
            d->n--;
        } else {
            i++;
        }
    }
}

static void run_dp(sg_cosim *h, const flip *f, dp_mirror *d)
{
    check_all(h, f); /* the launch edge */
    while (!sg_cosim_done(h)) {
        sg_error err;
        if (sg_cosim_step(h, &err))
            fail_msg("%s", err.msg);
        for (unsigned s = 0; s < sg_sm_config(sg_cosim_sm(h))->schedulers; s++) {
            sg_issue is;
            assert_int_equal(sg_cosim_issue(h, s, &is, NULL), SG_OK);
            sg_obs_step o = {is.next_pc, is.next_am, is.push, is.pop, is.spill, is.fill, is.error};
            if (f && f->cycle == sg_cosim_cycle(h) && f->field == SG_F_STEP_PUSH && is.valid)
                o.push++;
            assert_int_equal(sg_cosim_check_step(h, s, &o, NULL), SG_OK);
        }
        if (d && d->on)
            check_retires(h, f, d, 0);
        check_all(h, f);
    }
    if (d && d->on && d->ordered && !d->no_drain)
        check_retires(h, f, d, 1); /* the RTL's pipeline drains after the model's end */
}

static void run(sg_cosim *h, const flip *f)
{
    run_dp(h, f, NULL);
}

static void mirror_passes(void **state)
{
    (void)state;
    sg_cosim *h = make();
    run(h, NULL);
    char v[512];
    assert_int_equal(sg_cosim_finish(h, v, sizeof v), 0);
    assert_non_null(strstr(v, "pass: "));
    assert_int_equal(sg_cosim_mismatch_count(h), 0);
    /* every field of the warp state, the stack and the step was compared (the datapath
       fields are test_cosim_datapath's) */
    for (unsigned f = 0; f <= SG_F_UNCHECKED; f++) {
        if (f == SG_F_WT_PC || f == SG_F_WT_DEPTH || f == SG_F_WT_MASK || f == SG_F_STEP_SPILL ||
            f == SG_F_STEP_FILL)
            continue; /* 000 Table 6 makes no WT entry and never spills; the step outputs
                         are still compared (counted as zero-valued compares below) */
        if (!sg_cosim_compares(h, f))
            fail_msg("field %s never compared", sg_cosim_field_name(f));
    }
    assert_true(sg_cosim_compares(h, SG_F_STEP_SPILL) > 0);
    assert_int_equal(sg_cosim_compares(h, SG_F_STEP_PC), sg_cosim_compares(h, SG_F_STEP_FILL));
    sg_cosim_destroy(h);
}

static void one(const flip *f, const char *field, int index)
{
    sg_cosim *h = make();
    run(h, f);
    assert_true(sg_cosim_mismatch_count(h) >= 1);
    sg_mismatch m;
    assert_int_equal(sg_cosim_mismatch(h, 0, &m, NULL), SG_OK);
    assert_int_equal(m.cycle, f->cycle);
    assert_int_equal(m.warp, f->warp);
    assert_string_equal(sg_cosim_field_name(m.field), field);
    assert_int_equal(m.index, index);
    char v[512];
    assert_int_equal(sg_cosim_finish(h, v, sizeof v), 1);
    assert_non_null(strstr(v, "MISMATCH cycle "));
    assert_non_null(strstr(v, field));
    sg_cosim_destroy(h);
}

static void flips_are_caught(void **state)
{
    (void)state;
    flip am = {20, 0, SG_F_AM, 0, 0};
    one(&am, "am", -1);
    flip tok = {30, 0, SG_F_TOK_PC, 0, 0}; /* 000 Table 6 has tokens at clock 30 */
    one(&tok, "tok_pc", 0);
    flip push = {5, 0, SG_F_STEP_PUSH, 0, 0};
    one(&push, "step_push", -1);
    flip skip = {7, 0, SG_F_COUNT, 1, 0};
    one(&skip, "unchecked", -1);
}

static void report_has_context(void **state)
{
    (void)state;
    sg_cosim *h = make();
    flip am = {20, 0, SG_F_AM, 0, 0};
    run(h, &am);
    char path[] = "/tmp/smgold-report-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    assert_int_equal(sg_cosim_write_report(h, path, NULL), SG_OK);
    char *text = read_text(path, NULL);
    unlink(path);
    assert_non_null(strstr(text, "{\"kind\":\"header\",\"format\":1,"));
    assert_non_null(strstr(text, "{\"kind\":\"mismatch\",\"cycle\":20,\"warp\":0,\"field\":\"am\""));
    assert_non_null(strstr(text, "{\"kind\":\"issue\",\"cycle\":20,"));
    assert_non_null(strstr(text, "{\"kind\":\"state\",\"side\":\"model\",\"cycle\":20,\"warp\":0"));
    assert_non_null(strstr(text, "{\"kind\":\"state\",\"side\":\"rtl\",\"cycle\":20,\"warp\":0"));
    assert_non_null(strstr(text, "\"verdict\":\"mismatch\"}"));
    /* 8 issued steps kept (history 8): exactly 8 issue lines */
    unsigned n = 0;
    for (const char *p = text; (p = strstr(p, "\"kind\":\"issue\"")); p++)
        n++;
    assert_int_equal(n, 8);
    free(text);
    sg_cosim_destroy(h);
}

static void order_and_abi(void **state)
{
    (void)state;
    const char *args[] = {"program.lst", "@launch.args"};
    sg_cosim *h = NULL;
    sg_error err;
    assert_int_equal(sg_cosim_create(2, args, VEC, SG_COSIM_ABI_VERSION + 1, 0, &h, &err),
                     SG_ERR_ARG);
    assert_null(h);
    assert_non_null(strstr(err.msg, "ABI version mismatch"));
    const char *bad[] = {"nonexistent.lst"};
    assert_int_equal(sg_cosim_create(1, bad, VEC, SG_COSIM_ABI_VERSION, 0, &h, &err), SG_ERR_IO);
    assert_non_null(strstr(err.file, "nonexistent.lst"));

    h = make();
    char v[512];
    assert_int_equal(sg_cosim_finish(h, v, sizeof v), 1);
    assert_string_equal(v, "FAIL: nothing was compared");
    /* stepping before the launch edge is closed, checking after it is */
    assert_int_equal(sg_cosim_step(h, &err), SG_ERR_ARG);
    assert_non_null(strstr(err.msg, "still open"));
    check_all(h, NULL);
    sg_obs_warp o = {0};
    assert_int_equal(sg_cosim_check_warp(h, 0, &o, &err), SG_ERR_ARG);
    assert_non_null(strstr(err.msg, "no clock is open"));
    assert_int_equal(sg_cosim_step(h, NULL), SG_OK);
    assert_int_equal(sg_cosim_check_warp(h, 5, &o, &err), SG_ERR_ARG); /* 12 threads: 1 warp */
    assert_non_null(strstr(err.msg, "holds no warp"));
    sg_cosim_destroy(h);
}

static void record_replay(void **state)
{
    (void)state;
    char path[] = "/tmp/smgold-log-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    for (int pass = 0; pass < 2; pass++) {
        sg_cosim *h = make();
        assert_int_equal(sg_cosim_record(h, path, NULL), SG_OK);
        flip am = {33, 0, SG_F_AM, 0, 0};
        run(h, pass ? &am : NULL);
        char v[512], rv[512], rec[512];
        sg_cosim_finish(h, v, sizeof v);
        sg_cosim_destroy(h);
        int same = 0;
        sg_error err;
        if (sg_cosim_replay(path, rv, sizeof rv, rec, sizeof rec, &same, &err))
            fail_msg("%s:%u: %s", err.file, err.line, err.msg);
        assert_string_equal(rv, v);
        assert_string_equal(rec, v);
        assert_int_equal(same, 1);
    }
    /* a damaged log: named by file and line */
    FILE *f = fopen(path, "a");
    fputs("cw 0 zz\n", f);
    fclose(f);
    int same;
    sg_error err;
    assert_int_not_equal(sg_cosim_replay(path, NULL, 0, NULL, 0, &same, &err), SG_OK);
    assert_non_null(strstr(err.msg, "cw needs 11 hex numbers"));
    assert_true(err.line > 5);
    /* a while-mask check with fewer entries than it announces */
    char *text = read_text(path, NULL);
    char *cut = strstr(text, "\ncwt ");
    assert_non_null(cut);
    cut = strchr(cut + 1, '\n');
    strcpy(cut, "\ncwt 0 2 10 0 ff\n");
    f = fopen(path, "w");
    fputs(text, f);
    fclose(f);
    free(text);
    assert_int_not_equal(sg_cosim_replay(path, NULL, 0, NULL, 0, &same, &err), SG_OK);
    assert_non_null(strstr(err.msg, "cwt needs SLOT N and N entries"));
    unlink(path);
}

/* specs/sm.md BUN-1, specs/dpi.md §3.4: 000 Table 6, clock 11 (@P0 BRA 0x130). */
static void bundle_example(void **state)
{
    (void)state;
    sg_cosim *h = make();
    assert_int_equal(sg_cosim_launched(h), 1); /* BUN-2: slot 0 made resident by the launch */
    check_all(h, NULL);
    for (int c = 0; c <= 11; c++) {
        assert_int_equal(sg_cosim_step(h, NULL), SG_OK);
        assert_int_equal(sg_cosim_launched(h), 0);
        if (c < 11)
            check_all(h, NULL);
    }
    sg_issue is;
    assert_int_equal(sg_cosim_issue(h, 0, &is, NULL), SG_OK);
    assert_int_equal(is.valid, 1);
    assert_int_equal(is.warp, 0);
    assert_int_equal(is.unwind, 0);
    assert_int_equal(is.pc, 0x58);
    assert_int_equal(is.ctrl, 6); /* BRA */
    assert_int_equal(is.cond, 1);
    assert_int_equal(is.guard, 0xce1);
    assert_int_equal(is.target, 0x130);
    assert_int_equal(is.next_pc, 0x60);
    assert_int_equal(is.next_am, 0x31e);
    assert_int_equal(is.push, 1);
    assert_int_equal(is.pop, 0);
    assert_int_equal(sg_cosim_issue(h, 1, &is, NULL), SG_OK);
    assert_int_equal(is.valid, 0); /* one warp: scheduler 1 idle */
    sg_cosim_destroy(h);
}

/* ---- datapath (specs/datapath.md) ---------------------------------------- */

static sg_cosim *make_dp(unsigned mode, dp_mirror *d, int delay)
{
    sg_cosim *h = make_in(VEC_DP);
    assert_int_equal(sg_cosim_set_datapath(h, mode, NULL), SG_OK);
    memset(d, 0, sizeof *d);
    d->on = 1;
    d->ordered = mode == SG_COSIM_ORDERED;
    d->delay = delay;
    return h;
}

static void datapath_mirror_passes(void **state)
{
    (void)state;
    for (unsigned mode = SG_COSIM_CYCLE; mode <= SG_COSIM_ORDERED; mode++) {
        dp_mirror *d = malloc(sizeof *d);
        sg_cosim *h = make_dp(mode, d, mode == SG_COSIM_ORDERED ? 4 : 0);
        run_dp(h, NULL, d);
        char v[640];
        assert_int_equal(sg_cosim_finish(h, v, sizeof v), 0);
        assert_non_null(strstr(v, "pass: "));
        assert_non_null(strstr(v, "; ignored 0)"));
        /* every datapath field but the queue was compared: the kernel has ALU results,
           predicates, global and shared loads and stores */
        for (unsigned f = SG_F_RT_VALID; f < SG_F_RT_QUEUE; f++)
            if (!sg_cosim_compares(h, f) && f != SG_F_RT_CC /* no .CC in this kernel */)
                fail_msg("mode %u: field %s never compared", mode, sg_cosim_field_name(f));
        assert_true(sg_cosim_unit_compares(h, 1) > 1000); /* ALU */
        assert_true(sg_cosim_unit_compares(h, 4) > 1000); /* LD/ST */
        assert_true(sg_cosim_unit_compares(h, 0) > 1000); /* the token stack */
        sg_cosim_destroy(h);
        free(d);
    }
}

static void datapath_one(unsigned mode, const flip *f, const char *field)
{
    dp_mirror *d = malloc(sizeof *d);
    sg_cosim *h = make_dp(mode, d, mode == SG_COSIM_ORDERED ? 3 : 0);
    run_dp(h, f, d);
    if (!d->flipped)
        fail_msg("mode %u: no record of warp %u lane %u for %s", mode, f->warp, f->lane, field);
    char v[640];
    assert_int_equal(sg_cosim_finish(h, v, sizeof v), 1);
    sg_mismatch m;
    assert_int_equal(sg_cosim_mismatch(h, 0, &m, NULL), SG_OK);
    assert_string_equal(sg_cosim_field_name(m.field), field);
    assert_int_equal(m.warp, f->warp);
    assert_int_equal(m.lane, (int)f->lane);
    char want[64];
    snprintf(want, sizeof want, "warp %u lane %u field %s", f->warp, f->lane, field);
    assert_non_null(strstr(m.text, want));
    assert_non_null(strstr(v, want));
    if (m.field == SG_F_RT_VALUE) { /* the register is named, and the values differ by the flip */
        assert_true(m.reg >= 0);
        assert_int_equal(m.expected ^ m.actual, 0x10);
    } else {
        assert_int_equal(m.actual - m.expected, 4);
    }
    sg_cosim_destroy(h);
    free(d);
}

static void datapath_flips_are_caught(void **state)
{
    (void)state;
    flip val = {-20, 1, SG_F_RT_VALUE, 0, 7};
    flip addr = {-20, 1, SG_F_MEM_ADDR, 0, 5};
    for (unsigned mode = SG_COSIM_CYCLE; mode <= SG_COSIM_ORDERED; mode++) {
        datapath_one(mode, &val, "rt_value");
        datapath_one(mode, &addr, "mem_addr");
    }
}

static void datapath_ignore_counts(void **state)
{
    (void)state;
    dp_mirror *d = malloc(sizeof *d);
    sg_cosim *h = make_dp(SG_COSIM_CYCLE, d, 0);
    assert_int_equal(sg_cosim_ignore(h, SG_F_RT_VALUE, 1u << 7, NULL), SG_OK);
    flip val = {-20, 1, SG_F_RT_VALUE, 0, 7};
    run_dp(h, &val, d);
    char v[640];
    assert_int_equal(sg_cosim_finish(h, v, sizeof v), 0); /* the flipped lane is ignored */
    assert_true(sg_cosim_ignored(h, SG_F_RT_VALUE) > 0);
    assert_int_equal(sg_cosim_ignored(h, SG_F_MEM_ADDR), 0);
    char want[48];
    snprintf(want, sizeof want, "; ignored %llu)",
             (unsigned long long)sg_cosim_ignored(h, SG_F_RT_VALUE));
    assert_non_null(strstr(v, want));
    assert_int_equal(sg_cosim_ignore(h, SG_F_UNCHECKED, 1, NULL), SG_ERR_ARG);
    sg_cosim_destroy(h);
    free(d);
}

/* DP-4 from the arguments: --cosim-ignore in a vector's launch.args or the testbench's model
 * arguments is applied at create, counted like sg_cosim_ignore; a bad name is a clear error */
static void datapath_ignore_from_args(void **state)
{
    (void)state;
    const char *args[] = {"program.lst", "@launch.args", "--cosim-ignore", "rt_value:0x80"};
    sg_cosim *h = NULL;
    sg_error err;
    assert_int_equal(sg_cosim_create(4, args, VEC_DP, SG_COSIM_ABI_VERSION, 8, &h, &err), SG_OK);
    assert_int_equal(sg_cosim_set_datapath(h, SG_COSIM_CYCLE, NULL), SG_OK);
    dp_mirror *d = malloc(sizeof *d);
    memset(d, 0, sizeof *d);
    d->on = 1;
    flip val = {-20, 1, SG_F_RT_VALUE, 0, 7};
    run_dp(h, &val, d);
    char v[640];
    assert_int_equal(sg_cosim_finish(h, v, sizeof v), 0);
    assert_true(sg_cosim_ignored(h, SG_F_RT_VALUE) > 0);
    sg_cosim_destroy(h);
    free(d);

    const char *bad[] = {"program.lst", "@launch.args", "--cosim-ignore", "rt_valu"};
    assert_int_equal(sg_cosim_create(4, bad, VEC_DP, SG_COSIM_ABI_VERSION, 8, &h, &err),
                     SG_ERR_SYNTAX);
    assert_null(h);
    assert_non_null(strstr(err.msg, "--cosim-ignore: 'rt_valu' is not a field"));
    const char *zero[] = {"program.lst", "@launch.args", "--cosim-ignore", "rt_value:0"};
    assert_int_equal(sg_cosim_create(4, zero, VEC_DP, SG_COSIM_ABI_VERSION, 8, &h, &err),
                     SG_ERR_SYNTAX);
    assert_non_null(strstr(err.msg, "expected --cosim-ignore FIELD[:LANES]"));
}

/* The legality mode (specs/dpi.md §8): under scheduler_policy = external the RTL's
 * scheduler picks; a pick that differs from every model policy but is ready passes, a warp
 * waiting at a barrier is a mismatch of field sched_pick naming why. Youngest first: the
 * highest slot of the scheduler whose warp is running (what a scheduler that ignores
 * barriers would pick). */
static int run_youngest(const char *vec, sg_mismatch *first)
{
    const char *args[] = {"program.lst", "@launch.args", "--set", "scheduler_policy=external"};
    sg_cosim *h = NULL;
    sg_error err;
    assert_int_equal(sg_cosim_create(4, args, vec, SG_COSIM_ABI_VERSION, 8, &h, &err), SG_OK);
    const sg_sm *sm = sg_cosim_sm(h);
    unsigned nsched = sg_sm_config(sm)->schedulers;
    check_all(h, NULL);
    while (!sg_cosim_done(h) && !sg_cosim_mismatch_count(h)) {
        for (unsigned s = 0; s < nsched; s++) {
            int pick = -1;
            for (unsigned w = s; w < sg_sm_warp_slots(sm); w += nsched) {
                sg_warp_state m;
                sg_sm_warp_state(sm, w, &m, NULL);
                if (m.valid && (m.status == 0 || m.status == 3)) /* running, as a stack sees */
                    pick = (int)w;
            }
            assert_int_equal(sg_cosim_set_pick(h, s, pick, NULL), SG_OK);
        }
        assert_int_equal(sg_cosim_step(h, NULL), SG_OK);
        check_all(h, NULL);
    }
    int n = (int)sg_cosim_mismatch_count(h);
    if (n)
        assert_int_equal(sg_cosim_mismatch(h, 0, first, NULL), SG_OK);
    else
        assert_true(sg_cosim_unit_compares(h, 5) > 0); /* the picks were compared */
    sg_cosim_destroy(h);
    return n;
}

static void legality_mode(void **state)
{
    (void)state;
    sg_mismatch m;
    /* no barrier: youngest first is legal at every clock */
    assert_int_equal(run_youngest(SMGOLD_SOURCE_DIR "/vectors/cosim/multi-warp", &m), 0);
    /* shared-atomics' warps meet at a barrier: the youngest running warp waits there */
    assert_true(run_youngest(SMGOLD_SOURCE_DIR "/vectors/cosim/shared-atomics", &m) > 0);
    assert_int_equal(m.field, SG_F_SCHED_PICK);
    assert_non_null(strstr(m.text, "field sched_pick["));
    assert_non_null(strstr(m.text, "(barrier)"));
    assert_int_equal(m.actual, 1ull << m.warp);
    assert_true((m.expected >> m.warp & 1) == 0); /* not among the ready warps */
}

static void datapath_order_errors(void **state)
{
    (void)state;
    sg_cosim *h = make_in(VEC_DP);
    sg_retire r;
    memset(&r, 0, sizeof r);
    sg_error err;
    assert_int_equal(sg_cosim_check_retire(h, 0, &r, &err), SG_ERR_ARG);
    assert_non_null(strstr(err.msg, "sg_cosim_set_datapath"));
    assert_int_equal(sg_cosim_set_datapath(h, 2, &err), SG_ERR_ARG);
    assert_int_equal(sg_cosim_set_datapath(h, SG_COSIM_CYCLE, &err), SG_OK);
    assert_int_equal(sg_cosim_set_datapath(h, SG_COSIM_CYCLE, &err), SG_ERR_ARG);
    check_all(h, NULL);
    assert_int_equal(sg_cosim_step(h, NULL), SG_OK);
    /* a port the model retired on and the testbench did not check: "unchecked" */
    int retired = 0;
    for (unsigned s = 0; s < 2; s++)
        retired |= sg_sm_retire(sg_cosim_sm(h), s)->valid;
    while (!retired) { /* the first clocks may be control flow only */
        check_all(h, NULL);
        assert_int_equal(sg_cosim_step(h, NULL), SG_OK);
        for (unsigned s = 0; s < 2; s++)
            retired |= sg_sm_retire(sg_cosim_sm(h), s)->valid;
    }
    check_all(h, NULL);
    sg_mismatch m;
    assert_int_equal(sg_cosim_mismatch(h, 0, &m, NULL), SG_OK);
    assert_string_equal(sg_cosim_field_name(m.field), "unchecked");
    sg_cosim_destroy(h);
    /* ordered: a record the RTL never retires is an rt_valid mismatch at the end */
    dp_mirror *d = malloc(sizeof *d);
    h = make_dp(SG_COSIM_ORDERED, d, 5);
    d->no_drain = 1; /* the last records stay in the "RTL"'s pipeline */
    run_dp(h, NULL, d);
    char v[640];
    assert_int_equal(sg_cosim_finish(h, v, sizeof v), 1);
    assert_non_null(strstr(v, "field rt_valid expected 0x00000001 actual 0x00000000"));
    sg_cosim_destroy(h);
    free(d);
}

static void datapath_record_replay_report(void **state)
{
    (void)state;
    char path[] = "/tmp/smgold-dplog-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    dp_mirror *d = malloc(sizeof *d);
    for (int pass = 0; pass < 2; pass++) {
        sg_cosim *h = make_in(VEC_DP);
        assert_int_equal(sg_cosim_record(h, path, NULL), SG_OK);
        assert_int_equal(sg_cosim_set_datapath(h, SG_COSIM_ORDERED, NULL), SG_OK);
        assert_int_equal(sg_cosim_ignore(h, SG_F_RT_CC, 0xffffffffu, NULL), SG_OK);
        memset(d, 0, sizeof *d);
        d->on = d->ordered = 1;
        d->delay = 2;
        flip addr = {-30, 0, SG_F_MEM_ADDR, 0, 9};
        run_dp(h, pass ? &addr : NULL, d);
        char v[640], rv[640], rec[640];
        sg_cosim_finish(h, v, sizeof v);
        if (pass) { /* the report names the lane and shows both retire records */
            char rp[] = "/tmp/smgold-dpreport-XXXXXX";
            int rfd = mkstemp(rp);
            assert_true(rfd >= 0);
            close(rfd);
            assert_int_equal(sg_cosim_write_report(h, rp, NULL), SG_OK);
            char *text = read_text(rp, NULL);
            unlink(rp);
            assert_non_null(strstr(text, "\"field\":\"mem_addr\",\"index\":-1,\"lane\":9,"));
            assert_non_null(strstr(text, "{\"kind\":\"retire\",\"side\":\"model\","));
            assert_non_null(strstr(text, "{\"kind\":\"retire\",\"side\":\"rtl\","));
            assert_non_null(strstr(text, "\"ignored\":{\"rt_cc\":"));
            free(text);
        }
        sg_cosim_destroy(h);
        int same = 0;
        sg_error err;
        if (sg_cosim_replay(path, rv, sizeof rv, rec, sizeof rec, &same, &err))
            fail_msg("%s:%u: %s", err.file, err.line, err.msg);
        assert_string_equal(rv, v);
        assert_int_equal(same, 1);
    }
    free(d);
    unlink(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(mirror_passes),
        cmocka_unit_test(flips_are_caught),
        cmocka_unit_test(report_has_context),
        cmocka_unit_test(order_and_abi),
        cmocka_unit_test(record_replay),
        cmocka_unit_test(datapath_mirror_passes),
        cmocka_unit_test(datapath_flips_are_caught),
        cmocka_unit_test(datapath_ignore_counts),
        cmocka_unit_test(datapath_ignore_from_args),
        cmocka_unit_test(legality_mode),
        cmocka_unit_test(datapath_order_errors),
        cmocka_unit_test(datapath_record_replay_report),
        cmocka_unit_test(bundle_example),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
