/*
 * test_image_config.c - memory images ($readmemh style) and configuration
 * files (specs/memory.md §9, §10): parsing, every error with its
 * line:column, formatting and round trips.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "smgold/config.h"
#include "smgold/image.h"
#include "smgold/smgold.h"

/* ---- images ------------------------------------------------------------ */

#define MAXW 64

typedef struct words {
    size_t n;
    uint64_t off[MAXW];
    uint32_t val[MAXW];
    size_t stop_at; /* refuse the word with this index (0 = never) */
} words;

static sg_status collect(void *ctx, uint64_t off, uint32_t value, sg_error *err)
{
    words *w = ctx;
    if (w->stop_at && w->n + 1 == w->stop_at) {
        if (err) {
            memset(err, 0, sizeof *err);
            err->code = SG_ERR_RANGE;
            snprintf(err->msg, sizeof err->msg, "offset 0x%llx is not mapped",
                     (unsigned long long)off);
        }
        return SG_ERR_RANGE;
    }
    if (w->n == MAXW)
        return SG_ERR_RANGE;
    w->off[w->n] = off;
    w->val[w->n] = value;
    w->n++;
    return SG_OK;
}

static void parse_ok(const char *text, words *w)
{
    sg_error err;
    memset(w, 0, sizeof *w);
    sg_status s = sg_image_parse(text, strlen(text), "t.hex", collect, w, &err);
    if (s != SG_OK)
        fail_msg("'%s': %u:%u: %s", text, err.line, err.col, err.msg);
}

static void expect_words(const words *w, size_t n, const uint64_t *off, const uint32_t *val)
{
    assert_int_equal(w->n, n);
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(w->off[i], off[i]);
        assert_int_equal(w->val[i], val[i]);
    }
}

/* IMG-1 */
static void test_image_header_example(void **state)
{
    (void)state;
    /* the example of smgold/image.h */
    const char *text = "// A[0..3]\n"
                       "00000001 00000002\n"
                       "@4 deadbeef        // word 4: address + 0x10\n";
    words w;
    parse_ok(text, &w);
    const uint64_t off[] = {0, 1, 4};
    const uint32_t val[] = {1, 2, 0xdeadbeef};
    expect_words(&w, 3, off, val);
}

/* IMG-1 */
static void test_image_syntax(void **state)
{
    (void)state;
    words w;
    /* short words, upper case, underscores between digits, several per line */
    parse_ok("f 1_2_3 DEAD_beef\tABCDEF01 0__1", &w);
    const uint64_t o1[] = {0, 1, 2, 3, 4};
    const uint32_t v1[] = {0xf, 0x123, 0xdeadbeef, 0xabcdef01, 0x01};
    expect_words(&w, 5, o1, v1);
    /* @ offsets go forward and backward; underscores in offsets */
    parse_ok("@10 1 2\n@0 3\n@1_0 4\n", &w);
    const uint64_t o2[] = {0x10, 0x11, 0, 0x10};
    const uint32_t v2[] = {1, 2, 3, 4};
    expect_words(&w, 4, o2, v2);
    /* comments: line, block (also as a separator), CRLF line ends, blank lines */
    parse_ok("/* head */ 5 /* mid */ 6 // tail 7\r\n\r\n  \n1/*c*/2//x\n/**/", &w);
    const uint64_t o3[] = {0, 1, 2, 3};
    const uint32_t v3[] = {5, 6, 1, 2};
    expect_words(&w, 4, o3, v3);
    /* nothing at all */
    parse_ok("", &w);
    assert_int_equal(w.n, 0);
    parse_ok("// only a comment\n\n", &w);
    assert_int_equal(w.n, 0);
    /* the largest offset */
    parse_ok("@3fff_ffff_ffff_ffff 1", &w);
    assert_int_equal(w.off[0], 0x3fffffffffffffffull);
    /* len, not the NUL, ends the text; no callback validates only */
    sg_error err;
    assert_int_equal(sg_image_parse("1 2 zz", 3, "t", collect, &w, &err), SG_OK);
    assert_int_equal(sg_image_parse("1 2", 3, "t", NULL, NULL, &err), SG_OK);
    assert_int_equal(sg_image_parse(NULL, 0, "t", NULL, NULL, &err), SG_OK);
    assert_int_equal(sg_image_parse(NULL, 1, "t", NULL, NULL, &err), SG_ERR_ARG);
}

typedef struct bad_image {
    const char *text;
    sg_status code;
    unsigned line, col;
    const char *part;
} bad_image;

/* IMG-2 */
static const bad_image bad_images[] = {
    {"12g4", SG_ERR_SYNTAX, 1, 3, "'g' is not a hex digit"},
    {"1 2 3\n  45 0x10", SG_ERR_SYNTAX, 2, 7, "'x' digits (unknown values) are not allowed"},
    {"xxxxxxxx", SG_ERR_SYNTAX, 1, 1, "'x' digits (unknown values)"},
    {"1234z678", SG_ERR_SYNTAX, 1, 5, "'z' digits"},
    {"@x0", SG_ERR_SYNTAX, 1, 2, "'x' digits"},
    {"123456789", SG_ERR_RANGE, 1, 9, "more than 8 hex digits in a word"},
    {"1234_5678_9", SG_ERR_RANGE, 1, 11, "more than 8 hex digits"},
    {"@", SG_ERR_SYNTAX, 1, 2, "expected a hex word offset after '@'"},
    {"1\n@ 10", SG_ERR_SYNTAX, 2, 2, "expected a hex word offset after '@'"},
    {"@g", SG_ERR_SYNTAX, 1, 2, "expected a hex word offset"},
    {"@10000000000000000", SG_ERR_RANGE, 1, 18, "more than 16 hex digits in an offset"},
    {"@4000000000000000 1", SG_ERR_RANGE, 1, 2, "word offset 0x4000000000000000 is too large"},
    {"@3fffffffffffffff 1 2", SG_ERR_RANGE, 1, 21, "is too large"},
    {"_12", SG_ERR_SYNTAX, 1, 1, "found '_'"},
    {"12_ 3", SG_ERR_SYNTAX, 1, 3, "'_' must stand between hex digits"},
    {"1 /* open", SG_ERR_SYNTAX, 1, 3, "unterminated '/*' comment"},
    {"1 /* two\n lines */", SG_ERR_SYNTAX, 1, 3, "must end on its line"},
    {"1 / 2", SG_ERR_SYNTAX, 1, 3, "found '/'"},
    {"12;", SG_ERR_SYNTAX, 1, 3, "expected white space or a comment after a word, found ';'"},
    {"@10@", SG_ERR_SYNTAX, 1, 4, "after an offset, found '@'"},
    {"\n\n\n    12 \x01", SG_ERR_SYNTAX, 4, 8, "found \\x01"},
    {"-1", SG_ERR_SYNTAX, 1, 1, "expected a hex word, '@' or a comment, found '-'"},
    {"1\t\tq", SG_ERR_SYNTAX, 1, 4, "found 'q'"},
};

static void test_image_errors(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_images / sizeof bad_images[0]; i++) {
        const bad_image *b = &bad_images[i];
        words w;
        memset(&w, 0, sizeof w);
        sg_error err;
        sg_status s = sg_image_parse(b->text, strlen(b->text), "img.hex", collect, &w, &err);
        if (s != b->code || err.code != b->code || err.line != b->line || err.col != b->col ||
            !strstr(err.msg, b->part) || strcmp(err.file, "img.hex"))
            fail_msg("'%s': got %s %s:%u:%u '%s', expected %s %u:%u '%s'", b->text,
                     sg_status_name(s), err.file, err.line, err.col, err.msg,
                     sg_status_name(b->code), b->line, b->col, b->part);
    }
    /* the rendered error */
    sg_error err;
    char buf[256];
    assert_int_equal(sg_image_parse("1\n2 3g", 6, "a.hex", NULL, NULL, &err), SG_ERR_SYNTAX);
    assert_string_equal(sg_error_format(&err, buf, sizeof buf), "a.hex:2:4: 'g' is not a hex digit");
}

static void test_image_callback_stops(void **state)
{
    (void)state;
    words w;
    memset(&w, 0, sizeof w);
    w.stop_at = 3;
    sg_error err;
    const char *text = "1 2\n  @8 3 4\n";
    assert_int_equal(sg_image_parse(text, strlen(text), "k.hex", collect, &w, &err), SG_ERR_RANGE);
    assert_int_equal(w.n, 2);
    /* the parser adds the word's place to the callback's message */
    assert_string_equal(err.file, "k.hex");
    assert_int_equal(err.line, 2);
    assert_int_equal(err.col, 6);
    assert_string_equal(err.msg, "offset 0x8 is not mapped");
}

/* IMG-3 */
static void test_image_format(void **state)
{
    (void)state;
    const uint32_t v[6] = {1, 2, 3, 4, 5, 0xdeadbeef};
    char buf[256];
    size_t n = sg_image_format(v, 6, "A[0..5]", buf, sizeof buf);
    const char *want = "// A[0..5]\n"
                       "00000001 00000002 00000003 00000004\n"
                       "00000005 deadbeef\n";
    assert_string_equal(buf, want);
    assert_int_equal(n, strlen(want));
    assert_int_equal(sg_image_format(v, 6, "A[0..5]", NULL, 0), n);
    /* truncated but NUL-terminated */
    char small[10];
    assert_int_equal(sg_image_format(v, 6, "A[0..5]", small, sizeof small), n);
    assert_string_equal(small, "// A[0..5");
    /* exactly 4 words: one line; no comment: no header; nothing: empty */
    sg_image_format(v, 4, NULL, buf, sizeof buf);
    assert_string_equal(buf, "00000001 00000002 00000003 00000004\n");
    assert_int_equal(sg_image_format(v, 0, NULL, buf, sizeof buf), 0);
    assert_string_equal(buf, "");
    sg_image_format(v, 0, "x", buf, sizeof buf);
    assert_string_equal(buf, "// x\n");
    /* a comment stays one line */
    sg_image_format(v, 1, "two\nlines\r", buf, sizeof buf);
    assert_string_equal(buf, "// two lines \n00000001\n");

    /* round trip: format, then parse gives the same words */
    uint32_t many[MAXW];
    for (unsigned i = 0; i < MAXW; i++)
        many[i] = 0x9e3779b9u * (i + 1);
    size_t len = sg_image_format(many, 37, "round trip", NULL, 0);
    char *text = malloc(len + 1);
    assert_non_null(text);
    sg_image_format(many, 37, "round trip", text, len + 1);
    words w;
    parse_ok(text, &w);
    assert_int_equal(w.n, 37);
    for (unsigned i = 0; i < 37; i++) {
        assert_int_equal(w.off[i], i);
        assert_int_equal(w.val[i], many[i]);
    }
    free(text);
}

/* ---- configuration ----------------------------------------------------- */

/* The cycle model's keys and their defaults (specs/timing.md). */
#define CYCLE_DEFAULTS                                                                            \
    " regs_per_thread=0 timing=functional scheduler_policy=lrr two_level_active=6 lane_mode=baseline "              \
    "sched_clock_ratio=2 reissue_clocks=6 lat_alu=20 lat_imad=22 lat_cc=26 lat_pred=56 "     \
    "lat_fp64=22 lat_sfu=40 lat_shared=30 lat_const=20 lat_global=600 trace_cycles=0 hang_cycles=1000000"

static const char *const default_text =
    "warp_size=32 stack_onchip_slots=16 stack_spill_bytes=0x0 "
    "backward_branch_policy=while-mask while_mask_slots=16 schedulers=2 max_warps=48 "
    "max_blocks=8 shared_bytes=0xc000 local_bytes=0x1000" CYCLE_DEFAULTS;

/* CF-1, CF-4 */
static void test_config_defaults(void **state)
{
    (void)state;
    sg_config c;
    memset(&c, 0xa5, sizeof c);
    sg_config_default(&c);
    /* GF100 where the seeds give a value: 001 L495, L497, L530; ENC L86 */
    assert_int_equal(c.warp_size, 32);
    assert_int_equal(c.stack_onchip_slots, 16);
    assert_int_equal(c.stack_spill_bytes, 0);
    assert_int_equal(c.backward_branch_policy, SG_BB_WHILE_MASK);
    assert_int_equal(c.while_mask_slots, 16);
    assert_int_equal(c.schedulers, 2);
    assert_int_equal(c.max_warps, 48);
    assert_int_equal(c.max_blocks, 8);
    assert_int_equal(c.shared_bytes, 0xc000);
    assert_int_equal(c.local_bytes, 0x1000);
    sg_error err;
    assert_int_equal(sg_config_check(&c, &err), SG_OK);
    char buf[1024];
    size_t n = sg_config_format(&c, buf, sizeof buf);
    assert_string_equal(buf, default_text);
    assert_int_equal(n, strlen(default_text));
    assert_int_equal(sg_config_format(&c, NULL, 0), n);
    char small[12];
    sg_config_format(&c, small, sizeof small);
    assert_string_equal(small, "warp_size=3");
}

/* CF-2 */
static void test_config_parse(void **state)
{
    (void)state;
    sg_config c;
    sg_error err;
    sg_config_default(&c);
    /* the example of smgold/config.h */
    const char *ex = "# 8-lane warps, as 003 Figure 2\n"
                     "warp_size = 8\n"
                     "backward_branch_policy = div-token\n";
    assert_int_equal(sg_config_parse(ex, strlen(ex), "ex.cfg", &c, &err), SG_OK);
    assert_int_equal(c.warp_size, 8);
    assert_int_equal(c.backward_branch_policy, SG_BB_DIV_TOKEN);
    assert_int_equal(c.max_warps, 48); /* the rest keeps its value */

    /* every key; decimal and hex; blanks, tabs, CRLF, comments after values */
    const char *all = "\n"
                      "  warp_size=16\r\n"
                      "stack_onchip_slots\t=\t1024   # the most\n"
                      "stack_spill_bytes = 0x400\n"
                      "\n"
                      "backward_branch_policy = while-mask#c\n"
                      "while_mask_slots = 1\n"
                      "schedulers = 1\n"
                      "max_warps = 64\n"
                      "max_blocks = 0X10\n"
                      "shared_bytes = 0x10000\n"
                      "local_bytes = 0\n"
                      "   # trailing comment";
    assert_int_equal(sg_config_parse(all, strlen(all), "all.cfg", &c, &err), SG_OK);
    char buf[1024];
    sg_config_format(&c, buf, sizeof buf);
    assert_string_equal(buf, "warp_size=16 stack_onchip_slots=1024 stack_spill_bytes=0x400 "
                             "backward_branch_policy=while-mask while_mask_slots=1 schedulers=1 "
                             "max_warps=64 max_blocks=16 shared_bytes=0x10000 local_bytes=0x0" CYCLE_DEFAULTS);
    assert_int_equal(sg_config_check(&c, &err), SG_OK);
    /* empty text and comments only change nothing */
    sg_config before = c;
    assert_int_equal(sg_config_parse("", 0, "e.cfg", &c, &err), SG_OK);
    assert_int_equal(sg_config_parse("# x\n\n \t\n", 8, "e.cfg", &c, &err), SG_OK);
    assert_memory_equal(&before, &c, sizeof c);
    /* len bounds the text */
    assert_int_equal(sg_config_parse("warp_size = 4junk", 13, "l.cfg", &c, &err), SG_OK);
    assert_int_equal(c.warp_size, 4);
    assert_int_equal(sg_config_parse(NULL, 1, "n.cfg", &c, &err), SG_ERR_ARG);
    assert_int_equal(sg_config_parse("", 0, "n.cfg", NULL, &err), SG_ERR_ARG);
}

typedef struct bad_cfg {
    const char *text;
    sg_status code;
    unsigned line, col;
    const char *part;
} bad_cfg;

/* CF-3 */
static const bad_cfg bad_cfgs[] = {
    {"warp_size = 33", SG_ERR_RANGE, 1, 13, "warp_size must be 1..32, not 33"},
    {"warp_size = 0", SG_ERR_RANGE, 1, 13, "warp_size must be 1..32, not 0"},
    {"warp_sise = 8", SG_ERR_UNKNOWN, 1, 1, "unknown key 'warp_sise' (expected one of warp_size,"},
    {"  Warp_Size = 8", SG_ERR_UNKNOWN, 1, 3, "unknown key 'Warp_Size'"},
    {"warp_size 8", SG_ERR_SYNTAX, 1, 11, "expected '=' after warp_size"},
    {"warp-size = 8", SG_ERR_UNKNOWN, 1, 1, "unknown key 'warp-size'"},
    {"warp_size:8", SG_ERR_UNKNOWN, 1, 1, "unknown key 'warp_size:8'"},
    {"warp_size =", SG_ERR_SYNTAX, 1, 12, "expected a value for warp_size"},
    {"warp_size = # none", SG_ERR_SYNTAX, 1, 13, "expected a value for warp_size"},
    {"warp_size = 8 9", SG_ERR_SYNTAX, 1, 15,
     "expected the end of the line or a '#' comment after the value of warp_size"},
    {"warp_size = 8 = 9", SG_ERR_SYNTAX, 1, 15, "expected the end of the line"},
    {"warp_size = 0x", SG_ERR_SYNTAX, 1, 15, "expected hex digits after '0x'"},
    {"warp_size = 1a", SG_ERR_SYNTAX, 1, 14, "expected a number (decimal or 0x hex), found 'a'"},
    {"warp_size = 0x1g", SG_ERR_SYNTAX, 1, 16, "found 'g'"},
    {"warp_size = 08", SG_ERR_SYNTAX, 1, 13, "a decimal number has no leading zero"},
    {"warp_size = -1", SG_ERR_SYNTAX, 1, 13, "found '-'"},
    {"warp_size = +1", SG_ERR_SYNTAX, 1, 13, "found '+'"},
    {"warp_size = 8\n\nwarp_size = 16", SG_ERR_SYNTAX, 3, 1, "warp_size is already set on line 1"},
    {"  = 8", SG_ERR_SYNTAX, 1, 3, "expected a key (a parameter name), found '='"},
    {"backward_branch_policy = while", SG_ERR_RANGE, 1, 26,
     "backward_branch_policy: expected while-mask or div-token, not 'while'"},
    {"backward_branch_policy = 1", SG_ERR_RANGE, 1, 26, "expected while-mask or div-token"},
    {"stack_onchip_slots = 0", SG_ERR_RANGE, 1, 22, "stack_onchip_slots must be 1..1024, not 0"},
    {"stack_onchip_slots = 1025", SG_ERR_RANGE, 1, 22, "must be 1..1024"},
    {"stack_spill_bytes = 0x100000000", SG_ERR_RANGE, 1, 21,
     "stack_spill_bytes must be 0x0..0xffffffff, not 0x100000000"},
    {"stack_spill_bytes = 99999999999999999999999", SG_ERR_RANGE, 1, 21, "must be 0x0..0xffffffff"},
    {"while_mask_slots = 2000", SG_ERR_RANGE, 1, 20, "while_mask_slots must be 1..1024"},
    {"schedulers = 3", SG_ERR_RANGE, 1, 14, "schedulers must be 1..2, not 3"},
    {"max_warps = 65", SG_ERR_RANGE, 1, 13, "max_warps must be 1..64"},
    {"max_blocks = 17", SG_ERR_RANGE, 1, 14, "max_blocks must be 1..16"},
    {"shared_bytes = 0x10001", SG_ERR_RANGE, 1, 16, "shared_bytes must be 0x0..0x10000, not 0x10001"},
    {"local_bytes = 0x1008", SG_ERR_RANGE, 1, 15,
     "local_bytes must be a multiple of 16 in 0..0xfffffff0, not 0x1008"},
    {"# ok\nmax_warps = 4\n  max_blocks = 0x", SG_ERR_SYNTAX, 3, 18, "after '0x'"},
};

static void test_config_errors(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_cfgs / sizeof bad_cfgs[0]; i++) {
        const bad_cfg *b = &bad_cfgs[i];
        sg_config c, before;
        sg_config_default(&c);
        c.max_warps = 7; /* something not default, to see nothing changes */
        before = c;
        sg_error err;
        sg_status s = sg_config_parse(b->text, strlen(b->text), "bad.cfg", &c, &err);
        if (s != b->code || err.code != b->code || err.line != b->line || err.col != b->col ||
            !strstr(err.msg, b->part) || strcmp(err.file, "bad.cfg"))
            fail_msg("'%s': got %s %s:%u:%u '%s', expected %s %u:%u '%s'", b->text,
                     sg_status_name(s), err.file, err.line, err.col, err.msg,
                     sg_status_name(b->code), b->line, b->col, b->part);
        assert_memory_equal(&before, &c, sizeof c);
    }
    sg_config c;
    sg_config_default(&c);
    sg_error err;
    char buf[256];
    const char *t = "warp_size = 8\nschedulers = 4\n";
    assert_int_equal(sg_config_parse(t, strlen(t), "k.cfg", &c, &err), SG_ERR_RANGE);
    assert_string_equal(sg_error_format(&err, buf, sizeof buf),
                        "k.cfg:2:14: schedulers must be 1..2, not 4");
    assert_int_equal(c.warp_size, 32); /* the good first line is not applied either */
}

static void test_config_set(void **state)
{
    (void)state;
    sg_config c;
    sg_error err;
    sg_config_default(&c);
    assert_int_equal(sg_config_set(&c, "warp_size", "8", &err), SG_OK);
    assert_int_equal(c.warp_size, 8);
    assert_int_equal(sg_config_set(&c, "shared_bytes", " 0x4000 ", &err), SG_OK);
    assert_int_equal(c.shared_bytes, 0x4000);
    assert_int_equal(sg_config_set(&c, "backward_branch_policy", "div-token", &err), SG_OK);
    assert_int_equal(c.backward_branch_policy, SG_BB_DIV_TOKEN);
    assert_int_equal(sg_config_set(&c, "stack_spill_bytes", "4294967295", &err), SG_OK);
    assert_int_equal(c.stack_spill_bytes, 0xffffffffu);

    sg_config before = c;
    assert_int_equal(sg_config_set(&c, "warps", "8", &err), SG_ERR_UNKNOWN);
    assert_non_null(strstr(err.msg, "unknown key 'warps' (expected one of warp_size,"));
    assert_int_equal(err.line, 0);
    assert_int_equal(sg_config_set(&c, "warp_size", "64", &err), SG_ERR_RANGE);
    assert_string_equal(err.msg, "warp_size must be 1..32, not 64");
    assert_int_equal(sg_config_set(&c, "warp_size", "", &err), SG_ERR_SYNTAX);
    assert_non_null(strstr(err.msg, "warp_size: expected a value (1..32)"));
    assert_int_equal(sg_config_set(&c, "warp_size", "8 9", &err), SG_ERR_SYNTAX);
    assert_int_equal(sg_config_set(&c, "local_bytes", "17", &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "a multiple of 16"));
    assert_int_equal(sg_config_set(&c, "backward_branch_policy", "DIV-TOKEN", &err), SG_ERR_RANGE);
    assert_int_equal(sg_config_set(NULL, "warp_size", "8", &err), SG_ERR_ARG);
    assert_int_equal(sg_config_set(&c, NULL, "8", &err), SG_ERR_ARG);
    assert_memory_equal(&before, &c, sizeof c);
}

static void test_config_check(void **state)
{
    (void)state;
    static const struct {
        size_t off;
        uint32_t bad;
        const char *part;
    } cases[] = {
        {offsetof(sg_config, warp_size), 0, "warp_size must be 1..32, not 0"},
        {offsetof(sg_config, warp_size), 33, "warp_size must be 1..32, not 33"},
        {offsetof(sg_config, stack_onchip_slots), 0, "stack_onchip_slots must be 1..1024"},
        {offsetof(sg_config, while_mask_slots), 1025, "while_mask_slots must be 1..1024"},
        {offsetof(sg_config, schedulers), 0, "schedulers must be 1..2, not 0"},
        {offsetof(sg_config, max_warps), 100, "max_warps must be 1..64, not 100"},
        {offsetof(sg_config, max_blocks), 0, "max_blocks must be 1..16"},
        {offsetof(sg_config, shared_bytes), 0x10004, "shared_bytes must be 0x0..0x10000, not 0x10004"},
        {offsetof(sg_config, local_bytes), 0x18, "local_bytes must be a multiple of 16"},
    };
    sg_error err;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sg_config c;
        sg_config_default(&c);
        memcpy((char *)&c + cases[i].off, &cases[i].bad, sizeof(uint32_t));
        assert_int_equal(sg_config_check(&c, &err), SG_ERR_RANGE);
        if (!strstr(err.msg, cases[i].part))
            fail_msg("message '%s' lacks '%s'", err.msg, cases[i].part);
    }
    sg_config c;
    sg_config_default(&c);
    c.backward_branch_policy = (sg_bb_policy)2;
    assert_int_equal(sg_config_check(&c, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "backward_branch_policy must be while-mask or div-token"));
    char buf[1024];
    sg_config_format(&c, buf, sizeof buf);
    assert_non_null(strstr(buf, "backward_branch_policy=invalid "));
    assert_int_equal(sg_config_check(NULL, &err), SG_ERR_ARG);
}

/* CF-4: the canonical text read back key by key gives the same configuration. */
static void test_config_round_trip(void **state)
{
    (void)state;
    sg_config c, d;
    sg_error err;
    sg_config_default(&c);
    c.warp_size = 7;
    c.stack_spill_bytes = 0x3ff;
    c.backward_branch_policy = SG_BB_DIV_TOKEN;
    c.shared_bytes = 0;
    c.local_bytes = 0xfffffff0u;
    c.timing = SG_TIMING_CYCLE;
    c.scheduler_policy = SG_SCHED_TWO_LEVEL;
    c.lane_mode = 3;
    c.lat_global = 800;
    char buf[1024];
    sg_config_format(&c, buf, sizeof buf);
    memset(&d, 0, sizeof d);
    sg_config_default(&d);
    unsigned nkeys = 0;
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        char *eq = strchr(tok, '=');
        assert_non_null(eq);
        *eq = '\0';
        assert_int_equal(sg_config_set(&d, tok, eq + 1, &err), SG_OK);
        nkeys++;
    }
    assert_int_equal(nkeys, 28);
    assert_memory_equal(&c, &d, sizeof c);
    /* and as a file, one key per line */
    sg_config_format(&c, buf, sizeof buf);
    for (char *p = buf; *p; p++)
        if (*p == ' ')
            *p = '\n';
    sg_config e;
    sg_config_default(&e);
    assert_int_equal(sg_config_parse(buf, strlen(buf), "rt.cfg", &e, &err), SG_OK);
    assert_memory_equal(&c, &e, sizeof c);
}

/* specs/memory.md IMG-2a: an image loaded into the model's global memory. */
static void test_load_image_into_model(void **state)
{
    (void)state;
    sg_config cfg;
    sg_config_default(&cfg);
    sg_sm *sm;
    sg_error err;
    assert_int_equal(sg_sm_create(&cfg, &sm, &err), SG_OK);
    const char *img = "00000001 @3 deadbeef\n";
    uint64_t n = 0;
    assert_int_equal(sg_sm_load_image(sm, 0x100000, img, strlen(img), "a.hex", &n, &err), SG_OK);
    assert_int_equal(n, 16);
    uint8_t b[16], want[16] = {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xef, 0xbe, 0xad, 0xde};
    assert_int_equal(sg_sm_read_global(sm, 0x100000, b, 16, &err), SG_OK);
    assert_memory_equal(b, want, 16);
    assert_int_equal(sg_sm_read_global(sm, 0x100010, b, 1, &err), SG_ERR_RANGE); /* not mapped */
    assert_int_equal(sg_sm_load_image(sm, 0x200000, "// none\n", 8, "e.hex", NULL, &err),
                     SG_ERR_RANGE);
    assert_string_equal(err.file, "e.hex");
    assert_non_null(strstr(err.msg, "holds no words"));
    assert_int_equal(sg_sm_load_image(sm, 0x200000, "1 2g\n", 5, "g.hex", NULL, &err),
                     SG_ERR_SYNTAX);
    assert_int_equal(err.line, 1);
    assert_int_equal(err.col, 4);
    sg_sm_destroy(sm);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_load_image_into_model),
        cmocka_unit_test(test_image_header_example),
        cmocka_unit_test(test_image_syntax),
        cmocka_unit_test(test_image_errors),
        cmocka_unit_test(test_image_callback_stops),
        cmocka_unit_test(test_image_format),
        cmocka_unit_test(test_config_defaults),
        cmocka_unit_test(test_config_parse),
        cmocka_unit_test(test_config_errors),
        cmocka_unit_test(test_config_set),
        cmocka_unit_test(test_config_check),
        cmocka_unit_test(test_config_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
