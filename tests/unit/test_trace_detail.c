/*
 * test_trace_detail.c - trace vectors with datapath records, format 2
 * (specs/trace-format.md §2.2): trace_detail = datapath writes an M record
 * after each I record of a memory access, with the addresses, byte enables,
 * store data and segments the program implies (checked by hand below);
 * trace_detail = control (the default) writes format 1 exactly as before; and
 * sg_trace_compare reads both formats, names the lane of a list-valued field
 * that differs and rejects malformed M records (§4).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "smgold/config.h"
#include "smgold/listing.h"
#include "smgold/run.h"
#include "smgold/smgold.h"
#include "smgold/trace.h"
#include "support.h"

/* ---- running a vector --------------------------------------------------- */

/* Run vectors/seed/NAME (program.lst @launch.args and extra arguments) through
 * the library as smgold run does; return its trace (free it). */
static char *run_seed(const char *name, const char *const *extra, int nextra)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/vectors/seed/%s", SMGOLD_SOURCE_DIR, name);
    const char *args[16] = {"program.lst", "@launch.args"};
    int argc = 2;
    for (int i = 0; i < nextra && argc < 16; i++)
        args[argc++] = extra[i];
    sg_run_opts *o = NULL;
    sg_sm *sm = NULL;
    sg_error err;
    tbuf tr = {NULL, 0, 0};
    if (sg_run_parse(argc, args, dir, &o, &err) || sg_run_setup(o, &sm, &err) ||
        sg_sm_set_trace(sm, tbuf_sink, &tr, NULL, &err) || sg_run_launch(o, sm, &err) ||
        sg_sm_run(sm, o->max_cycles, &err))
        fail_msg("%s: %s", name, err.msg);
    sg_sm_destroy(sm);
    sg_run_free(o);
    assert_non_null(tr.buf);
    return tr.buf;
}

/* The line of text that starts with prefix (NULL if none), copied into out. */
static const char *line_with(const char *text, const char *prefix, char *out, size_t n)
{
    size_t k = strlen(prefix);
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        if (len >= k && !memcmp(p, prefix, k)) {
            snprintf(out, n, "%.*s", (int)len, p);
            return out;
        }
        p += len + (nl ? 1 : 0);
    }
    return NULL;
}

static unsigned count_lines(const char *text, char kind)
{
    unsigned n = 0;
    for (const char *p = text; *p; p++)
        if ((p == text || p[-1] == '\n') && p[0] == kind && p[1] == ' ')
            n++;
    return n;
}

/* text without its M lines, with "format=2" as "format=1" and without
 * " trace_detail=datapath": what a control run writes. */
static char *as_format1(const char *text)
{
    char *out = malloc(strlen(text) + 1);
    assert_non_null(out);
    size_t n = 0;
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) + 1 : strlen(p);
        if (!(p[0] == 'M' && p[1] == ' ')) {
            memcpy(out + n, p, len);
            n += len;
        }
        p += len;
    }
    out[n] = '\0';
    char *f = strstr(out, "format=2");
    assert_non_null(f);
    f[7] = '1';
    const char *key = " trace_detail=datapath";
    char *k = strstr(out, key);
    assert_non_null(k);
    memmove(k, k + strlen(key), strlen(k + strlen(key)) + 1);
    return out;
}

/* ---- format 2 records of a seed kernel ------------------------------------ */

/* 000 Table 6 (Figure 11, kernel_update; vectors/seed/000-table6/README.md):
 * 12 threads, A = 0x100000, B = 0x100100, C = 0x100200, hasproxy = 0x100300.
 * By hand from the listing:
 *   step 10, 0x48  LD R0, [R0] with R0 = hasproxy + 4 tid: lane l reads
 *                  0x100300 + 4l, bytes 4(l % 4) .. of its 16-byte chunk, all
 *                  12 in segment 0x100300; R0 = hasproxy[l] (hasproxy.hex)
 *   step 26, 0xc8  LD R2, [R2] with R2 = B + 4j, j = 0, in lanes 1-4 (the lanes
 *                  without proxy; 8 and 9 left by the stimulus): all 0x100100
 *   step 27, 0xd0  LD R0, [R3 + B]: 0x100100 + 4l, lanes 1-4
 *   step 61, 0x160 ST [R2], R0 with R2 = C + 4 tid: every lane, its value in
 *                  word l % 4 of the chunk, one segment 0x100200. */
static void test_table6_datapath(void **state)
{
    (void)state;
    const char *dp[] = {"--trace-detail", "datapath"};
    char *t = run_seed("000-table6", dp, 2);
    char line[8192], want[8192];
    assert_true(!strncmp(t, "# smgold trace format=2\n", 24));
    assert_non_null(line_with(t, "# config ", line, sizeof line));
    assert_non_null(strstr(line, " trace_cycles=0 trace_detail=datapath hang_cycles=1000000"));
    /* 8 loads and 1 store (steps 10, 26-28, 46-48, 56, 61) */
    assert_int_equal(count_lines(t, 'M'), 9);

    /* step 10: addresses and byte enables of every lane; a load has no wdata */
    assert_non_null(line_with(t, "M cyc=9 w=0 step=10 ", line, sizeof line));
    size_t n = (size_t)snprintf(want, sizeof want,
                                "M cyc=9 w=0 step=10 pc=0x0048 kind=load space=g size=4 addr=[");
    for (unsigned l = 0; l < 12; l++)
        n += (size_t)snprintf(want + n, sizeof want - n, "%s%u:0x%x", l ? "," : "", l,
                              0x100300u + 4 * l);
    n += (size_t)snprintf(want + n, sizeof want - n, "] be=[");
    for (unsigned l = 0; l < 12; l++)
        n += (size_t)snprintf(want + n, sizeof want - n, "%s%u:0x%04x", l ? "," : "", l,
                              0xfu << (4 * (l % 4)));
    snprintf(want + n, sizeof want - n, "] trans=[0x100300] passes=1");
    assert_string_equal(line, want);
    /* the I record before it carries the loaded values (hasproxy.hex) */
    assert_non_null(line_with(t, "I cyc=9 w=0 blk=0 step=10 pc=0x0048 ", line, sizeof line));
    assert_non_null(strstr(line, " R0=[0:00000001,1:00000000,2:00000000,3:00000000,4:00000000,"
                                 "5:00000002,6:00000003,7:80000000,8:00000000,9:00000000,"
                                 "10:ffffffff,11:00000005]"));

    /* steps 26 and 27: lanes 1-4 only; one word for all, then consecutive words */
    assert_non_null(line_with(t, "M cyc=25 w=0 step=26 ", line, sizeof line));
    assert_string_equal(line, "M cyc=25 w=0 step=26 pc=0x00c8 kind=load space=g size=4 "
                              "addr=[1:0x100100,2:0x100100,3:0x100100,4:0x100100] "
                              "be=[1:0x000f,2:0x000f,3:0x000f,4:0x000f] trans=[0x100100] passes=1");
    assert_non_null(line_with(t, "M cyc=26 w=0 step=27 ", line, sizeof line));
    assert_string_equal(line, "M cyc=26 w=0 step=27 pc=0x00d0 kind=load space=g size=4 "
                              "addr=[1:0x100104,2:0x100108,3:0x10010c,4:0x100110] "
                              "be=[1:0x00f0,2:0x0f00,3:0xf000,4:0x000f] trans=[0x100100] passes=1");

    /* step 61: the store; its data in chunk position, the same values as ST=[...] */
    char ist[8192];
    assert_non_null(line_with(t, "I cyc=60 w=0 blk=0 step=61 pc=0x0160 ", ist, sizeof ist));
    assert_non_null(line_with(t, "M cyc=60 w=0 step=61 ", line, sizeof line));
    const char *st61 = "M cyc=60 w=0 step=61 pc=0x0160 kind=store space=g size=4 "
                       "addr=[0:0x100200,1:0x100204,";
    assert_true(!strncmp(line, st61, strlen(st61)));
    assert_non_null(
        strstr(line, ",11:0x10022c] be=[0:0x000f,1:0x00f0,2:0x0f00,3:0xf000,4:0x000f,"));
    assert_non_null(strstr(line, "] trans=[0x100200] passes=1"));
    for (unsigned l = 0; l < 12; l++) {
        char st[64], *s = strstr(ist, " ST=[");
        assert_non_null(s);
        snprintf(st, sizeof st, "%s%u:g:0x%x:4:", l ? "," : "[", l, 0x100200u + 4 * l);
        s = strstr(s, st);
        assert_non_null(s);
        unsigned v = (unsigned)strtoul(s + strlen(st), NULL, 16);
        char w[64], *p = w;
        p += snprintf(w, sizeof w, "%s%u:", l ? "," : "wdata=[", l);
        for (unsigned k = 0; k < 4; k++)
            p += snprintf(p, sizeof w - (size_t)(p - w), "%s%08x", k ? "_" : "",
                          k == l % 4 ? v : 0);
        if (!strstr(line, w))
            fail_msg("lane %u: no %s in %s", l, w, line);
    }

    /* every M record follows the I record of its step */
    for (const char *p = strstr(t, "\nM "); p; p = strstr(p + 1, "\nM ")) {
        const char *prev = p - 1;
        while (prev > t && prev[-1] != '\n')
            prev--;
        unsigned c1, w1, c2, w2, pc1, pc2;
        unsigned long long s1, s2;
        assert_int_equal(
            sscanf(prev, "I cyc=%u w=%u blk=%*u step=%llu pc=0x%x", &c1, &w1, &s1, &pc1), 4);
        assert_int_equal(sscanf(p + 1, "M cyc=%u w=%u step=%llu pc=0x%x", &c2, &w2, &s2, &pc2), 4);
        assert_true(c1 == c2 && w1 == w2 && s1 == s2 && pc1 == pc2);
    }

    /* determinism: a second run is byte-identical; --set is the same as the option */
    char *again = run_seed("000-table6", dp, 2);
    assert_string_equal(t, again);
    free(again);
    const char *set[] = {"--set", "trace_detail=datapath"};
    again = run_seed("000-table6", set, 2);
    assert_string_equal(t, again);
    free(again);

    /* the control trace of the same run is the datapath trace without M lines */
    const char *ctl[] = {"--trace-detail", "control"};
    char *c = run_seed("000-table6", ctl, 2);
    char *f1 = as_format1(t);
    assert_string_equal(c, f1);
    assert_int_equal(count_lines(c, 'M'), 0);
    free(f1);
    free(c);
    free(t);
}

/* Format 1 is unchanged: a vector still in format 1 (000 Table 6 with real
 * data: loads and stores) is written byte for byte, by default and with
 * trace_detail = control; its header names no trace_detail. */
static void test_format1_unchanged(void **state)
{
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s/vectors/seed/000-table6-real/expected.trace",
             SMGOLD_SOURCE_DIR);
    char *want = read_text(path, NULL);
    assert_true(!strncmp(want, "# smgold trace format=1\n", 24));
    char *t = run_seed("000-table6-real", NULL, 0);
    assert_string_equal(t, want);
    assert_null(strstr(t, "trace_detail"));
    free(t);
    const char *ctl[] = {"--trace-detail", "control"};
    t = run_seed("000-table6-real", ctl, 2);
    assert_string_equal(t, want);
    free(t);
    free(want);
}

/* Shared and global stores of a small kernel, cycle timing with cycle records:
 * M follows its I record before X and W; shared stride 2 words = 2 bank passes
 * (specs/timing.md MT-2); a global store over two 128-byte segments. */
static void test_shared_and_segments(void **state)
{
    (void)state;
    static const char prog[] = "S2R R0, SR_Tid_X;\n"
                               "SHL R1, R0, 0x3;\n"
                               "STS [R1], R0;\n"
                               "SHL R2, R0, 0x2;\n"
                               "ST [R2+0x100040], R0;\n"
                               "EXIT;\n";
    sg_program p = {0};
    sg_error err;
    sg_asm_options opt = {0};
    if (sg_assemble(prog, strlen(prog), "t.lst", &opt, &p, &err))
        fail_msg("%s", err.msg);
    sg_config cfg;
    sg_config_default(&cfg);
    cfg.timing = SG_TIMING_CYCLE;
    cfg.trace_cycles = 1;
    cfg.trace_detail = SG_TRACE_DATAPATH;
    sg_sm *sm;
    tbuf tr = {NULL, 0, 0};
    assert_int_equal(sg_sm_create(&cfg, &sm, &err), SG_OK);
    assert_int_equal(sg_sm_load_program(sm, &p, &err), SG_OK);
    assert_int_equal(sg_sm_map_global(sm, 0x100000, 0x100, &err), SG_OK);
    assert_int_equal(sg_sm_set_trace(sm, tbuf_sink, &tr, NULL, &err), SG_OK);
    sg_launch l = {{1, 1, 1}, {32, 1, 1}, NULL, 0, 0};
    assert_int_equal(sg_sm_launch(sm, &l, &err), SG_OK);
    assert_int_equal(sg_sm_run(sm, 100000, &err), SG_OK);
    sg_program_free(&p);
    sg_sm_destroy(sm);
    const char *t = tr.buf;
    assert_int_equal(count_lines(t, 'M'), 2);

    /* STS: lane l at 8l, bytes 0-3 or 8-11 of its chunk, data l there */
    const char *i = strstr(t, "insn=\"STS [R1], R0;\""), *m;
    assert_non_null(i);
    m = strchr(i, '\n');
    assert_non_null(m);
    assert_true(!strncmp(m, "\nM ", 3));
    char line[8192];
    snprintf(line, sizeof line, "%.*s", (int)strcspn(m + 1, "\n"), m + 1);
    assert_non_null(strstr(line, " pc=0x0010 kind=store space=s size=4 addr=[0:0x0,1:0x8,2:0x10,"));
    assert_non_null(strstr(line, ",31:0xf8] be=[0:0x000f,1:0x0f00,2:0x000f,"));
    assert_non_null(strstr(line, " wdata=[0:00000000_00000000_00000000_00000000,"
                                 "1:00000000_00000000_00000001_00000000,"
                                 "2:00000002_00000000_00000000_00000000,"));
    assert_non_null(strstr(line, ",31:00000000_00000000_0000001f_00000000] passes=2"));
    assert_null(strstr(line, "trans="));
    /* cycle records after the M record */
    const char *next = strchr(m + 1, '\n');
    assert_non_null(next);
    assert_true(!strncmp(next, "\nX ", 3) && !strncmp(strstr(next, " pc="), " pc=0x0010 ", 11));

    /* ST: 0x100040 + 4l over segments 0x100000 and 0x100080 */
    assert_non_null(m = strstr(m + 1, "\nM "));
    snprintf(line, sizeof line, "%.*s", (int)strcspn(m + 1, "\n"), m + 1);
    assert_non_null(
        strstr(line, " pc=0x0020 kind=store space=g size=4 addr=[0:0x100040,1:0x100044,"));
    assert_non_null(strstr(line, ",31:0x1000bc] be=[0:0x000f,1:0x00f0,2:0x0f00,3:0xf000,"));
    assert_non_null(strstr(line, "] trans=[0x100000,0x100080] passes=2"));
    free(tr.buf);
}

/* ---- the configuration key -------------------------------------------------- */

static void test_config_key(void **state)
{
    (void)state;
    sg_config c;
    sg_error err;
    char buf[1024];
    uint32_t v;
    sg_config_default(&c);
    assert_int_equal(c.trace_detail, SG_TRACE_CONTROL);
    sg_config_format(&c, buf, sizeof buf);
    assert_null(strstr(buf, "trace_detail")); /* format-1 headers as before */
    assert_int_equal(sg_config_set(&c, "trace_detail", "datapath", &err), SG_OK);
    assert_int_equal(c.trace_detail, SG_TRACE_DATAPATH);
    assert_int_equal(sg_config_get(&c, "trace_detail", &v, &err), SG_OK);
    assert_int_equal(v, 1);
    sg_config_format(&c, buf, sizeof buf);
    assert_non_null(strstr(buf, " trace_cycles=0 trace_detail=datapath hang_cycles=1000000"));
    /* the canonical text reads back */
    sg_config d;
    sg_config_default(&d);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        char *eq = strchr(tok, '=');
        *eq = '\0';
        assert_int_equal(sg_config_set(&d, tok, eq + 1, &err), SG_OK);
    }
    assert_memory_equal(&c, &d, sizeof c);
    assert_int_equal(sg_config_set(&c, "trace_detail", "full", &err), SG_ERR_RANGE);
    assert_string_equal(err.msg, "trace_detail: expected control or datapath, not 'full'");
    const char *file = "trace_detail = control\n";
    assert_int_equal(sg_config_parse(file, strlen(file), "t.cfg", &c, &err), SG_OK);
    assert_int_equal(c.trace_detail, SG_TRACE_CONTROL);
    /* the run option */
    const char *args[] = {"p.lst", "--trace-detail", "full"};
    sg_run_opts *o = NULL;
    assert_int_equal(sg_run_parse(3, args, NULL, &o, &err), SG_ERR_SYNTAX);
    assert_non_null(strstr(err.msg, "--trace-detail takes 'control' or 'datapath', not 'full'"));
}

/* ---- comparison ------------------------------------------------------------ */

#define HDR2 "# smgold trace format=2\n# model smgold-x\n# config k=1\n"
#define IREC                                                                                   \
    "I cyc=3 w=1 blk=0 step=4 pc=0x0018 am=0xff>0xff R2=[0:00000001,5:00000002,7:00000009] "   \
    "CC=[0:0,5:4,7:2]"
#define MREC                                                                                   \
    "M cyc=3 w=1 step=4 pc=0x0018 kind=store space=g size=4 addr=[0:0x100100,7:0x10011c] "     \
    "be=[0:0x000f,7:0xf000] wdata=[0:00000001_00000000_00000000_00000000,"                      \
    "7:00000000_00000000_00000000_00000009] trans=[0x100100] passes=1"

static const char base2[] = HDR2 IREC "\n" MREC "\n";

/* Compare expected text e with the actual trace a (base2 when NULL). */
static sg_status cmp_with(const char *e, const char *a, sg_trace_diff *d, sg_error *err)
{
    if (!a)
        a = base2;
    return sg_trace_compare(e, strlen(e), a, strlen(a), "v.trace", d, err);
}

static sg_status cmp(const char *e, sg_trace_diff *d, sg_error *err)
{
    return cmp_with(e, NULL, d, err);
}

/* base2 with from replaced by to (once). */
static char *edit(const char *from, const char *to)
{
    const char *at = strstr(base2, from);
    assert_non_null(at);
    char *s = malloc(strlen(base2) + strlen(to) + 1);
    assert_non_null(s);
    sprintf(s, "%.*s%s%s", (int)(at - base2), base2, to, at + strlen(from));
    return s;
}

static void expect_diff(const char *from, const char *to, unsigned line, const char *context,
                        const char *field, const char *exp, const char *act)
{
    char *e = edit(from, to);
    sg_trace_diff d;
    sg_error err;
    assert_int_equal(cmp(e, &d, &err), SG_OK);
    assert_true(d.differs);
    assert_int_equal(d.line, line);
    assert_string_equal(d.context, context);
    assert_string_equal(d.field, field);
    assert_string_equal(d.expected, exp);
    assert_string_equal(d.actual, act);
    free(e);
}

static void test_compare_names_the_lane(void **state)
{
    (void)state;
    sg_trace_diff d;
    sg_error err;
    assert_int_equal(cmp(base2, &d, &err), SG_OK);
    assert_false(d.differs);
    const char *ic = "I cyc=3 w=1 blk=0 step=4 pc=0x0018", *mc = "M cyc=3 w=1 step=4 pc=0x0018";
    /* a register: the lane, both values */
    expect_diff("7:00000009]", "7:00000008]", 4, ic, "R2 lane 7", "0x00000008", "0x00000009");
    expect_diff("5:00000002", "5:00000003", 4, ic, "R2 lane 5", "0x00000003", "0x00000002");
    /* a lane on one side only */
    expect_diff("5:00000002,", "", 4, ic, "R2 lane 5", "(no lane 5)", "0x00000002");
    expect_diff("R2=[0:00000001,", "R2=[0:00000001,3:00000004,", 4, ic, "R2 lane 3", "0x00000004",
                "(no lane 3)");
    expect_diff(",7:00000009]", "]", 4, ic, "R2 lane 7", "(no lane 7)", "0x00000009");
    /* $c */
    expect_diff("5:4,", "5:6,", 4, ic, "CC lane 5", "0x6", "0x4");
    /* the M record: address, byte enables, data, segments */
    expect_diff("7:0x10011c]", "7:0x100118]", 5, mc, "addr lane 7", "0x100118", "0x10011c");
    expect_diff("7:0xf000]", "7:0x0f00]", 5, mc, "be lane 7", "0x0f00", "0xf000");
    expect_diff("7:00000000_00000000_00000000_00000009", "7:00000000_00000000_00000000_00000008", 5,
                mc, "wdata lane 7", "00000000_00000000_00000000_00000008",
                "00000000_00000000_00000000_00000009");
    expect_diff("trans=[0x100100]", "trans=[0x100100,0x100180]", 5, mc, "trans[1]", "0x100180",
                "(no trans[1])");
    expect_diff("trans=[0x100100]", "trans=[0x100000]", 5, mc, "trans[0]", "0x100000", "0x100100");
    /* other fields as before */
    expect_diff("passes=1", "passes=2", 5, mc, "passes", "2", "1");
    expect_diff("am=0xff>0xff", "am=0xff>0x7f", 4, ic, "am", "0xff>0x7f", "0xff>0xff");
    expect_diff("kind=store", "kind=rmw", 5, mc, "kind", "rmw", "store");
    /* an M record the actual trace lacks: a whole record */
    char *e = edit(MREC "\n", MREC "\n" MREC "\n");
    assert_int_equal(cmp(e, &d, &err), SG_OK);
    assert_true(d.differs);
    assert_int_equal(d.record, 3);
    assert_string_equal(d.field, "record");
    assert_string_equal(d.actual, "(end of trace)");
    assert_string_equal(d.context, mc);
    free(e);
}

static void expect_error_with(const char *e, const char *a, sg_status code, unsigned line,
                              unsigned col, const char *part)
{
    sg_trace_diff d;
    sg_error err;
    assert_int_equal(cmp_with(e, a, &d, &err), code);
    assert_string_equal(err.file, "v.trace");
    assert_int_equal(err.line, line);
    if (col)
        assert_int_equal(err.col, col);
    if (!strstr(err.msg, part))
        fail_msg("message '%s' lacks '%s'", err.msg, part);
}

static void expect_error(const char *e, sg_status code, unsigned line, unsigned col,
                         const char *part)
{
    expect_error_with(e, NULL, code, line, col, part);
}

static void expect_bad(const char *from, const char *to, unsigned line, unsigned col,
                       const char *part)
{
    char *e = edit(from, to);
    expect_error(e, SG_ERR_SYNTAX, line, col, part);
    free(e);
}

static void test_compare_formats_and_bad_records(void **state)
{
    (void)state;
    /* the formats: both, the same; M records only in format 2 */
#define HDR1 "# smgold trace format=1\n# model smgold-x\n# config k=1\n"
    static const char f1[] = HDR1 IREC "\n", f1m[] = HDR1 IREC "\n" MREC "\n";
    expect_error_with(f1m, f1, SG_ERR_SYNTAX, 5, 1,
                      "an M record (datapath records, format 2) in a format 1 vector");
    expect_error(f1, SG_ERR_UNKNOWN, 1, 23, "the vector is format 1 and the trace format 2: they "
                                            "compare only in the same format");
    char *e = edit("format=2", "format=3");
    expect_error(e, SG_ERR_UNKNOWN, 1, 23, "vector format 3: this smgold reads formats 1 and 2");
    free(e);
    /* malformed M records: file, line, column, what was expected */
    unsigned at_addr = (unsigned)(strstr(MREC, "addr=") - MREC) + 1;
    expect_bad("addr=[", "adr=[", 5, at_addr, "expected addr=[LANE:0xADDRESS,...]");
    expect_bad("kind=store", "kind=write", 5, (unsigned)(strstr(MREC, "kind=") - MREC) + 6,
               "kind= must be load|store|rmw, not 'write'");
    expect_bad("space=g", "space=x", 5, 0, "space= must be g|s|l|c, not 'x'");
    expect_bad("7:0x10011c]", "7:0x10011c", 5, at_addr + 5, "addr= must be [LANE:0xADDRESS,...]");
    expect_bad("addr=[0:0x100100,7:0x10011c]", "addr=[7:0x100100,0:0x10011c]", 5, 0,
               "lanes ascending");
    expect_bad("7:0xf000]", "7:f000]", 5, 0, "be= must be [LANE:0xBYTES,...]");
    expect_bad("7:00000000_00000000_00000000_00000009", "7:00000000_00000009", 5, 0,
               "wdata= must be [LANE:W0_W1_W2_W3,...]");
    expect_bad(" trans=[0x100100]", "", 5, 0, "expected trans=[0xSEGMENT,...], found 'passes=1'");
    expect_bad(" passes=1", "", 5, (unsigned)strlen(MREC) - 8,
               "expected passes=N (decimal), found the end of the line");
    expect_bad("passes=1", "passes=1 extra=2", 5, 0, "unexpected field 'extra=2' after passes");
    expect_bad("kind=store", "kind=load", 5, 0, "expected trans=[0xSEGMENT,...], found 'wdata=");
    expect_bad("M cyc=3", "M cyc", 5, 3, "expected key=value, found 'cyc'");
    /* an I record's lane list */
    expect_bad("R2=[0:00000001,", "R2=[0:00000001,x5:", 4, 0,
               "R2= must be a list [LANE:VALUE,...]");
    /* not a record */
    expect_bad("M cyc=3", "Q cyc=3", 5, 1, "(I, U, E, M, X, W or S followed by key=value fields)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table6_datapath),
        cmocka_unit_test(test_format1_unchanged),
        cmocka_unit_test(test_shared_and_segments),
        cmocka_unit_test(test_config_key),
        cmocka_unit_test(test_compare_names_the_lane),
        cmocka_unit_test(test_compare_formats_and_bad_records),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
