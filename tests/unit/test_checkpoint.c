/*
 * test_checkpoint.c - sg_sm_save / sg_sm_restore (smgold/checkpoint.h,
 * specs/checkpoint.md) in one process: a model restored from a checkpoint
 * continues clock for clock as the model that saved it (issue bundles, launch
 * bundles, trace, stats and the whole state at the end); the header's layout;
 * every refusal (another program or configuration, truncation, corruption, a
 * foreign file) leaves the model as it was; values that pass the checksum but
 * not the checks (a crafted file) are refused or harmless; and the DPI
 * functions smgold_save / smgold_restore. The CLI property over every vector
 * is tests/cli/test_checkpoint.sh.
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

#include "smgold/checkpoint.h"
#include "smgold/run.h"
#include "smgold/smgold.h"
#include "sm/state.h"
#include "smgold_dpi.h"
#include "support.h"

/* A model set up (not launched) from a vector, with extra settings. */
static sg_sm *setup(const char *vec, const char *set1, const char *set2)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s/vectors/%s", SMGOLD_SOURCE_DIR, vec);
    const char *args[] = {"program.lst", "@launch.args", "--set", set1, "--set", set2};
    int n = set2 ? 6 : set1 ? 4 : 2;
    sg_run_opts *o;
    sg_sm *sm;
    sg_error err;
    if (sg_run_parse(n, args, dir, &o, &err) || sg_run_setup(o, &sm, &err))
        fail_msg("%s: %s", vec, err.msg);
    sg_run_free(o);
    return sm;
}

static sg_sm *launched(const char *vec, const char *set1)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s/vectors/%s", SMGOLD_SOURCE_DIR, vec);
    const char *args[] = {"program.lst", "@launch.args", "--set", set1};
    sg_run_opts *o;
    sg_sm *sm;
    sg_error err;
    if (sg_run_parse(set1 ? 4 : 2, args, dir, &o, &err) || sg_run_setup(o, &sm, &err) ||
        sg_run_launch(o, sm, &err))
        fail_msg("%s: %s", vec, err.msg);
    sg_run_free(o);
    return sm;
}

static uint8_t *save(const sg_sm *sm, size_t *len)
{
    size_t n = 0;
    assert_int_equal(sg_sm_save(sm, NULL, 0, &n, NULL), SG_OK);
    uint8_t *buf = malloc(n);
    assert_non_null(buf);
    assert_int_equal(sg_sm_save(sm, buf, n, len, NULL), SG_OK);
    assert_int_equal(*len, n);
    return buf;
}

static void step_to(sg_sm *sm, uint64_t n)
{
    sg_error err;
    while (!sg_sm_done(sm) && sg_sm_cycle(sm) < n)
        if (sg_sm_step(sm, &err))
            break; /* an error vector fails by design: its state is saved all the same */
}

/* The same state: the two checkpoints are the same bytes. */
static void assert_same_state(const sg_sm *a, const sg_sm *b)
{
    size_t la, lb;
    uint8_t *ba = save(a, &la), *bb = save(b, &lb);
    assert_int_equal(la, lb);
    assert_memory_equal(ba, bb, la);
    free(ba);
    free(bb);
}

/* CK-7 in one process: the restored model goes on exactly as the saving one. */
static void continues(const char *vec, const char *timing, unsigned at_percent)
{
    sg_sm *a = setup(vec, timing, NULL);
    tbuf ta = {0}, tb = {0};
    sg_error err;
    assert_int_equal(sg_sm_set_trace(a, tbuf_sink, &ta, NULL, NULL), SG_OK);
    assert_int_equal(sg_sm_set_coverage(a, 1, NULL), SG_OK);
    char dir[512];
    snprintf(dir, sizeof dir, "%s/vectors/%s", SMGOLD_SOURCE_DIR, vec);
    const char *args[] = {"program.lst", "@launch.args", "--set", timing};
    sg_run_opts *o;
    assert_int_equal(sg_run_parse(4, args, dir, &o, &err), SG_OK);
    assert_int_equal(sg_run_launch(o, a, &err), SG_OK);
    sg_run_free(o);
    /* the clock to save at: a share of the whole run */
    sg_sm *probe = launched(vec, timing);
    step_to(probe, UINT64_MAX);
    uint64_t total = sg_sm_cycle(probe), n = total * at_percent / 100;
    sg_sm_destroy(probe);
    step_to(a, n);
    size_t len, mark = ta.len;
    uint8_t *ck = save(a, &len);

    sg_sm *b = setup(vec, timing, NULL);
    assert_int_equal(sg_sm_set_trace(b, tbuf_sink, &tb, NULL, NULL), SG_OK);
    assert_int_equal(sg_sm_set_coverage(b, 1, NULL), SG_OK);
    if (sg_sm_restore(b, ck, len, "ck", &err))
        fail_msg("%s %s: %s", vec, timing, err.msg);
    assert_same_state(a, b);
    assert_int_equal(sg_sm_cycle(b), sg_sm_cycle(a));
    assert_int_equal(tb.len, 0); /* no second trace header */

    unsigned S = sg_sm_config(a)->schedulers;
    while (!sg_sm_done(a)) {
        sg_error ea, eb;
        sg_status sa = sg_sm_step(a, &ea), sb = sg_sm_step(b, &eb);
        assert_int_equal(sa, sb);
        if (sa)
            assert_string_equal(ea.msg, eb.msg);
        assert_int_equal(sg_sm_cycle(a), sg_sm_cycle(b));
        assert_int_equal(sg_sm_last_launched(a), sg_sm_last_launched(b));
        for (unsigned s = 0; s < S; s++) {
            sg_issue ia, ib;
            sg_sm_last_issue(a, s, &ia, NULL);
            sg_sm_last_issue(b, s, &ib, NULL);
            assert_memory_equal(&ia, &ib, sizeof ia);
        }
        if (sa)
            break;
    }
    assert_int_equal(sg_sm_done(b), sg_sm_done(a));
    assert_same_state(a, b);
    sg_stats sta, stb;
    sg_sm_stats(a, &sta, NULL);
    sg_sm_stats(b, &stb, NULL);
    assert_memory_equal(&sta, &stb, sizeof sta);
    for (unsigned w = 0; w < sg_sm_warp_slots(a); w++) {
        sg_warp_stats wa, wb;
        sg_sm_warp_stats(a, w, &wa, NULL);
        sg_sm_warp_stats(b, w, &wb, NULL);
        assert_memory_equal(&wa, &wb, sizeof wa);
    }
    assert_int_equal(ta.len - mark, tb.len);
    if (tb.len)
        assert_memory_equal(ta.buf + mark, tb.buf, tb.len);
    free(ck);
    free(ta.buf);
    free(tb.buf);
    sg_sm_destroy(a);
    sg_sm_destroy(b);
}

static void continues_everywhere(void **state)
{
    (void)state;
    /* spills and fills, several blocks and retirement, shared memory and its locks, local
       memory (spill), calls, a while-mask loop, a stack error by design, warp size 8, the
       schedulers' policies, the datapath trace: each at a third and two thirds */
    const char *vecs[] = {"cosim/spill",          "cosim/multi-warp",   "cosim/dp-ldst-shared",
                          "cosim/shared-atomics", "cosim/call-ret",     "cosim/loop-while-mask",
                          "cosim/overflow",       "cosim/warp-size-8",  "cosim/sched-two-level",
                          "cosim/sched-gto",      "seed/000-table5",    "cosim/real-sort-count"};
    const char *timings[] = {"timing=functional", "timing=cycle"};
    for (size_t v = 0; v < sizeof vecs / sizeof *vecs; v++)
        for (int t = 0; t < 2; t++) {
            continues(vecs[v], timings[t], 33);
            continues(vecs[v], timings[t], 67);
        }
}

static uint64_t le64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

static void put_le64(uint8_t *p, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/* Rewrite the trailing checksum (CK-2) after an edit: a crafted file. */
static void reseal(uint8_t *buf, size_t len)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i + 8 < len; i++)
        h = (h ^ buf[i]) * 0x100000001b3ull;
    put_le64(buf + len - 8, h);
}

/* CK-2: the header, field by field, little-endian whatever the host. */
static void header_layout(void **state)
{
    (void)state;
    sg_sm *sm = launched("cosim/multi-warp", NULL);
    step_to(sm, 20);
    size_t len;
    uint8_t *b = save(sm, &len);
    assert_memory_equal(b, "SMGOLDCK", 8);
    assert_int_equal(b[8] | b[9] << 8 | b[10] << 16 | b[11] << 24, SG_CHECKPOINT_VERSION);
    const uint8_t bom[4] = {1, 2, 3, 4};
    assert_memory_equal(b + 12, bom, 4);
    assert_int_equal(le64(b + 16), len);
    assert_int_equal(le64(b + 24), sg_sm_program_hash(sm));
    assert_int_equal(le64(b + 48), 20); /* the cycle */
    char cfg[1024];
    size_t cl = sg_config_format(sg_sm_config(sm), cfg, sizeof cfg);
    assert_int_equal(b[56] | b[57] << 8, cl);
    assert_memory_equal(b + 60, cfg, cl);
    /* deterministic; a short buffer is refused; NULL arguments */
    size_t len2;
    uint8_t *b2 = save(sm, &len2);
    assert_memory_equal(b, b2, len);
    sg_error err;
    assert_int_equal(sg_sm_save(sm, b2, len - 1, &len2, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "needs"));
    assert_int_equal(sg_sm_save(NULL, NULL, 0, &len2, NULL), SG_ERR_ARG);
    assert_int_equal(sg_sm_save(sm, NULL, 0, NULL, NULL), SG_ERR_ARG);
    assert_int_equal(sg_sm_restore(NULL, b, len, NULL, NULL), SG_ERR_ARG);
    assert_int_equal(sg_sm_restore(sm, NULL, 5, NULL, NULL), SG_ERR_ARG);
    free(b);
    free(b2);
    sg_sm_destroy(sm);
}

/* Refused, with a message, and the model as it was. */
static void refused(sg_sm *into, const uint8_t *buf, size_t len, sg_status code, const char *what)
{
    size_t l0;
    uint8_t *before = save(into, &l0);
    sg_error err;
    memset(&err, 0, sizeof err);
    sg_status st = sg_sm_restore(into, buf, len, "x.ckpt", &err);
    if (st != code || !strstr(err.msg, what))
        fail_msg("status %d (%s), expected %d with '%s'", st, err.msg, code, what);
    assert_string_equal(err.file, "x.ckpt");
    size_t l1;
    uint8_t *after = save(into, &l1);
    assert_int_equal(l0, l1);
    assert_memory_equal(before, after, l0);
    free(before);
    free(after);
}

static void refusals(void **state)
{
    (void)state;
    sg_sm *a = launched("cosim/spill", NULL);
    step_to(a, 30);
    size_t len;
    uint8_t *b = save(a, &len);
    /* another configuration: the first key that differs is named */
    sg_sm *other = setup("cosim/spill", "lat_alu=21", NULL);
    refused(other, b, len, SG_ERR_RANGE, "the checkpoint has lat_alu=20, the model lat_alu=21");
    sg_sm_destroy(other);
    other = setup("cosim/spill", "trace_detail=datapath", NULL);
    refused(other, b, len, SG_ERR_RANGE, "the model has trace_detail=datapath");
    sg_sm_destroy(other);
    /* another program */
    other = setup("cosim/call-ret", "stack_onchip_slots=2", "stack_spill_bytes=0x200");
    refused(other, b, len, SG_ERR_RANGE, "saved from another program");
    sg_sm_destroy(other);
    /* truncated, extended, corrupt, foreign, another version */
    sg_sm *into = launched("cosim/spill", NULL);
    for (size_t n = 0; n < 80; n += 3)
        refused(into, b, n, SG_ERR_SYNTAX, n < 64 ? "" : "but it says it has");
    refused(into, b, len - 9, SG_ERR_SYNTAX, "but it says it has");
    uint8_t *c = malloc(len + 16);
    memcpy(c, b, len);
    memset(c + len, 0, 16);
    refused(into, c, len + 16, SG_ERR_SYNTAX, "but it says it has");
    for (size_t at = 24; at < len; at += len / 97) {
        memcpy(c, b, len);
        c[at] ^= 0x10;
        refused(into, c, len, SG_ERR_SYNTAX, "checksum");
    }
    memcpy(c, b, len);
    c[0] = 'X';
    refused(into, c, len, SG_ERR_SYNTAX, "not an smgold checkpoint");
    memcpy(c, b, len);
    c[8] = SG_CHECKPOINT_VERSION + 1;
    reseal(c, len);
    refused(into, c, len, SG_ERR_SYNTAX, "format version 2");
    memcpy(c, b, len);
    c[12] = 4; /* a big-endian writer's byte-order mark */
    c[15] = 1;
    reseal(c, len);
    refused(into, c, len, SG_ERR_SYNTAX, "byte-order mark");
    /* memory this model maps and the checkpoint does not have */
    assert_int_equal(sg_sm_map_global(into, 0x7000000, 0x100, NULL), SG_OK);
    refused(into, b, len, SG_ERR_RANGE, "0x7000000-0x70000ff, which the checkpoint does not have");
    /* no program */
    sg_config cfg;
    sg_config_default(&cfg);
    sg_sm *empty;
    assert_int_equal(sg_sm_create(&cfg, &empty, NULL), SG_OK);
    sg_error err;
    assert_int_equal(sg_sm_restore(empty, b, len, NULL, &err), SG_ERR_ARG);
    assert_int_equal(sg_sm_save(empty, NULL, 0, &len, &err), SG_ERR_ARG);
    assert_non_null(strstr(err.msg, "no program"));
    sg_sm_destroy(empty);
    free(c);
    free(b);
    sg_sm_destroy(into);
    sg_sm_destroy(a);
}

/* A crafted file (a byte changed, the checksum made right): every value is checked against
 * what this model can hold, so the restore is refused - the model as it was - or takes a
 * state the model can run without touching memory it does not own (ASan/UBSan builds). */
static void crafted_values(void **state)
{
    (void)state;
    const char *vecs[] = {"cosim/multi-warp", "cosim/spill"};
    for (int v = 0; v < 2; v++) {
        sg_sm *a = launched(vecs[v], "timing=cycle");
        step_to(a, 60);
        size_t len;
        uint8_t *b = save(a, &len);
        uint8_t *c = malloc(len);
        sg_sm *into = launched(vecs[v], "timing=cycle");
        /* into holds b's state before every crafted restore: a refusal must leave it so */
        assert_int_equal(sg_sm_restore(into, b, len, NULL, NULL), SG_OK);
        unsigned ok = 0, no = 0;
        const uint8_t vals[] = {0xff, 0x80, 0x41, 0x00};
        /* every 5th byte of the sections of few fields at the start (launch, clock,
           schedulers, stats, ...), then 100 bytes spread over the rest, irregularly */
        for (size_t at = 8; at + 8 < len; at += at < 2400 ? 5 : len / 100 + at % 7) {
            memcpy(c, b, len);
            c[at] = vals[at % 4] == c[at] ? (uint8_t)~c[at] : vals[at % 4];
            reseal(c, len);
            sg_error err;
            if (sg_sm_restore(into, c, len, NULL, &err)) {
                no++;
                size_t l1;
                uint8_t *after = save(into, &l1);
                assert_int_equal(len, l1);
                assert_memory_equal(b, after, len);
                free(after);
            } else {
                ok++;
                for (int k = 0; k < 50 && !sg_sm_done(into); k++)
                    if (sg_sm_step(into, &err))
                        break;
                assert_int_equal(sg_sm_restore(into, b, len, NULL, NULL), SG_OK);
            }
        }
        print_message("%s: %u crafted files refused, %u taken\n", vecs[v], no, ok);
        assert_true(no > 20); /* the checks do refuse */
        assert_true(ok > 50); /* and most bytes are data */
        free(b);
        free(c);
        sg_sm_destroy(into);
        sg_sm_destroy(a);
    }
}

/* The file helpers and the DPI functions (a warm start of a lock-step handle). */
static void files_and_dpi(void **state)
{
    (void)state;
    char path[] = "/tmp/smgold-ckpt-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    sg_sm *a = launched("cosim/spill", NULL);
    step_to(a, 25);
    assert_int_equal(sg_sm_save_file(a, path, NULL), SG_OK);
    sg_sm *b = setup("cosim/spill", NULL, NULL);
    assert_int_equal(sg_sm_restore_file(b, path, NULL), SG_OK);
    assert_same_state(a, b);
    sg_error err;
    assert_int_equal(sg_sm_restore_file(b, "/nonexistent/x.ckpt", &err), SG_ERR_IO);
    assert_string_equal(err.file, "/nonexistent/x.ckpt");
    assert_int_equal(sg_sm_restore_file(b, "/tmp", &err), SG_ERR_IO);
    assert_non_null(strstr(err.msg, "folder"));
    assert_int_equal(sg_sm_save_file(a, "/tmp/x.ckpt.gz", &err), SG_ERR_IO);

    char dir[512];
    snprintf(dir, sizeof dir, "%s/vectors/cosim/spill", SMGOLD_SOURCE_DIR);
    void *h = smgold_create("program.lst @launch.args", dir, smgold_abi_version());
    assert_true(smgold_ok(h));
    assert_int_equal(smgold_cycle(h), -1);
    assert_int_equal(smgold_restore(h, path), 0);
    smgold_end_cycle(h); /* the load edge: nothing compared here */
    assert_int_equal(smgold_step(h), 0);
    assert_int_equal(smgold_cycle(h), 25); /* the kernel's clocks */
    assert_int_equal(sg_sm_step(a, NULL), SG_OK); /* the same clock in the saving model */
    assert_int_equal(smgold_instructions(h), (long long)sg_sm_instructions(a));
    assert_int_equal(smgold_save(h, path), 0);
    assert_int_equal(sg_sm_restore_file(b, path, NULL), SG_OK);
    assert_same_state(a, b);
    /* only at the launch edge */
    smgold_end_cycle(h);
    assert_int_equal(smgold_restore(h, path), -1);
    assert_non_null(strstr(smgold_last_error(h), "only at the launch edge"));
    smgold_destroy(h);
    /* another configuration: refused with the key */
    h = smgold_create("program.lst @launch.args --set lat_alu=30", dir, smgold_abi_version());
    assert_int_equal(smgold_restore(h, path), -1);
    assert_non_null(strstr(smgold_last_error(h), "lat_alu=20"));
    smgold_destroy(h);
    assert_int_equal(smgold_restore(NULL, path), -1);
    assert_int_equal(smgold_save(NULL, path), -1);
    remove(path);
    sg_sm_destroy(a);
    sg_sm_destroy(b);
}

/* A tripwire: the state the checkpoint format covers (specs/checkpoint.md §2, §3) is that
 * of these structures at these sizes. A field added to one of them must be saved (or listed
 * as not state in CK-6) and the format version raised; then update the sizes here. */
static void state_layout(void **state)
{
    (void)state;
    assert_int_equal(sizeof(struct sg_sm), 23224);
    assert_int_equal(sizeof(sg_warp), 9968);
    assert_int_equal(sizeof(sg_block), 96);
    assert_int_equal(sizeof(sg_simt), 88);
    assert_int_equal(sizeof(sg_sched), 40);
    assert_int_equal(sizeof(sg_stats) / 8, 19);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(continues_everywhere),
        cmocka_unit_test(header_layout),
        cmocka_unit_test(refusals),
        cmocka_unit_test(crafted_values),
        cmocka_unit_test(files_and_dpi),
        cmocka_unit_test(state_layout),
    };
    if (getenv("TEST_FILTER")) /* one test by name, when investigating */
        cmocka_set_test_filter(getenv("TEST_FILTER"));
    return cmocka_run_group_tests(tests, NULL, NULL);
}
