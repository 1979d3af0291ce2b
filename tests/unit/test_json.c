/*
 * test_json.c - the one JSON writer (model/src/util/json.h): the escape of
 * every class of byte, structure and misuse, measuring and truncation; and
 * what a real parser (python3's json, through tests/cli/json_canon.py)
 * reads back from the writer and from the lock-step report (specs/dpi.md
 * §6), with keys and texts holding quotes, backslashes, control characters
 * and bytes that are not UTF-8; sg_stats_format (specs/stats-format.md) in
 * each form, measured, truncated and parsed.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "smgold/cosim.h"
#include "smgold/run.h"
#include "smgold/stats.h"
#include "support.h"
#include "util/json.h"

#define CANON "python3 " SMGOLD_SOURCE_DIR "/tests/cli/json_canon.py"

static char out[4096];

static const char *escaped(const char *s, size_t n)
{
    sg_strbuf b = {out, sizeof out, 0};
    sg_json_escape(&b, s, n);
    return out;
}

#define ESC(lit) escaped(lit, sizeof lit - 1)

static void escapes(void **state)
{
    (void)state;
    assert_string_equal(ESC("plain text"), "plain text");
    assert_string_equal(ESC("a\"b\\c/d"), "a\\\"b\\\\c/d");
    assert_string_equal(ESC("\b\f\n\r\t"), "\\b\\f\\n\\r\\t");
    assert_string_equal(ESC("\x01\x1f\x7f"), "\\u0001\\u001f\\u007f");
    assert_string_equal(ESC("a\0b"), "a\\u0000b"); /* a NUL inside a counted string */
    /* valid UTF-8 of 2, 3 and 4 bytes is copied as it is */
    assert_string_equal(ESC("\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80"),
                        "\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80");
    assert_string_equal(ESC("\xf4\x8f\xbf\xbf"), "\xf4\x8f\xbf\xbf"); /* U+10FFFF */
    /* not UTF-8, each byte as its Latin-1 code point: a lone continuation byte, an
     * invalid lead, an overlong '/', a surrogate, past U+10FFFF, a sequence cut short */
    assert_string_equal(ESC("\x80"), "\\u0080");
    assert_string_equal(ESC("\xff\xf5"), "\\u00ff\\u00f5");
    assert_string_equal(ESC("\xc0\xaf"), "\\u00c0\\u00af");
    assert_string_equal(ESC("\xe0\x80\xaf"), "\\u00e0\\u0080\\u00af");
    assert_string_equal(ESC("\xed\xa0\x80"), "\\u00ed\\u00a0\\u0080");
    assert_string_equal(ESC("\xf4\x90\x80\x80"), "\\u00f4\\u0090\\u0080\\u0080");
    assert_string_equal(ESC("x\xe2\x82"), "x\\u00e2\\u0082");
    assert_string_equal(ESC("\xe2\x82" "A"), "\\u00e2\\u0082A");
}

static void structure(void **state)
{
    (void)state;
    sg_strbuf b = {out, sizeof out, 0};
    sg_json j;
    sg_json_init(&j, &b);
    sg_json_obj_begin(&j, NULL);
    sg_json_u64(&j, "a", UINT64_MAX);
    sg_json_arr_begin(&j, "b");
    sg_json_i64(&j, NULL, -3);
    sg_json_str(&j, NULL, "x");
    sg_json_obj_begin(&j, NULL);
    sg_json_null(&j, "c");
    sg_json_obj_end(&j);
    sg_json_arr_begin(&j, NULL);
    sg_json_arr_end(&j);
    sg_json_arr_end(&j);
    sg_json_bool(&j, "d", 1);
    sg_json_real(&j, "e", 87.5, 3);
    sg_json_real(&j, "f", NAN, 3); /* NaN is not JSON */
    sg_json_strf(&j, "k\"ey", "%s-%04x", "v", 0x2a);
    sg_json_str_begin(&j, "p");
    sg_json_str_part(&j, "one ", 4);
    sg_json_str_part(&j, "\"two\"", 5);
    sg_json_str_end(&j);
    sg_json_obj_end(&j);
    sg_json_newline(&j);
    assert_true(sg_json_ok(&j));
    assert_string_equal(out, "{\"a\":18446744073709551615,\"b\":[-3,\"x\",{\"c\":null},[]],"
                             "\"d\":true,\"e\":87.500,\"f\":null,\"k\\\"ey\":\"v-002a\","
                             "\"p\":\"one \\\"two\\\"\"}\n");
    assert_int_equal(b.len, strlen(out));

    /* misuse is reported, not silently written as broken JSON */
    sg_json_init(&j, &b);
    sg_json_arr_begin(&j, NULL);
    sg_json_u64(&j, "key in an array", 1);
    sg_json_arr_end(&j);
    assert_false(sg_json_ok(&j));
    sg_json_init(&j, &b);
    sg_json_obj_begin(&j, NULL);
    sg_json_u64(&j, NULL, 1); /* no key in an object */
    sg_json_obj_end(&j);
    assert_false(sg_json_ok(&j));
    sg_json_init(&j, &b);
    sg_json_obj_begin(&j, NULL);
    sg_json_arr_end(&j); /* the wrong end */
    assert_false(sg_json_ok(&j));
    sg_json_init(&j, &b);
    sg_json_obj_begin(&j, NULL); /* never closed */
    assert_false(sg_json_ok(&j));
    sg_json_init(&j, &b);
    for (int i = 0; i <= SG_JSON_MAX_DEPTH; i++)
        sg_json_arr_begin(&j, NULL);
    assert_false(sg_json_ok(&j));
}

/* Measuring (no buffer) gives the length of the whole text; a short buffer
 * holds its start, NUL-terminated, and the length still counts it all. */
static void measure_and_truncate(void **state)
{
    (void)state;
    const char *s = "\"quoted\" and \x01 and \xc3\xa9";
    const char *want = "\"\\\"quoted\\\" and \\u0001 and \xc3\xa9\"";
    sg_strbuf m = {NULL, 0, 0};
    sg_json j;
    sg_json_init(&j, &m);
    sg_json_str(&j, NULL, s);
    assert_int_equal(m.len, strlen(want));
    char small[8];
    sg_strbuf b = {small, sizeof small, 0};
    sg_json_init(&j, &b);
    sg_json_str(&j, NULL, s);
    assert_int_equal(b.len, strlen(want));
    assert_int_equal(strlen(small), sizeof small - 1);
    assert_memory_equal(small, want, sizeof small - 1);
}

/* Run json_canon.py on path; its output (the parsed values re-encoded by
 * Python) into buf. Returns the exit status. */
static int canon(const char *path, int lines, char *buf, size_t n)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd, "%s %s%s 2>&1", CANON, lines ? "--lines " : "", path);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    size_t k = fread(buf, 1, n - 1, p);
    buf[k] = '\0';
    int st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static void write_tmp(char *path, const char *text, size_t len)
{
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, len), (ssize_t)len);
    close(fd);
}

/* The nasty strings as keys and values: Python must read exactly these code
 * points (every non-UTF-8 byte as its Latin-1 code point, json.h). */
static void python_reads_writer(void **state)
{
    (void)state;
    sg_strbuf b = {out, sizeof out, 0};
    sg_json j;
    sg_json_init(&j, &b);
    sg_json_obj_begin(&j, NULL);
    sg_json_str(&j, "1 q\"b\\s", "vector \"a\\b\" \x01\x1f\x7f\b\f\n\r\t");
    sg_json_str(&j, "2 utf8", "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80");
    sg_json_str(&j, "3 bad\xff", "\xff\xc0\xaf\xed\xa0\x80\xf4\x90\x80\x80\xe2\x82");
    sg_json_strn(&j, "4 nul", "a\0b", 3);
    sg_json_obj_end(&j);
    sg_json_newline(&j);
    assert_true(sg_json_ok(&j));
    char path[] = "/tmp/smgold-json-XXXXXX";
    write_tmp(path, out, b.len);
    char got[4096];
    int st = canon(path, 0, got, sizeof got);
    unlink(path);
    if (st)
        fail_msg("json_canon.py failed (%d): %s", st, got);
    assert_string_equal(got, "{\"1 q\\\"b\\\\s\": \"vector \\\"a\\\\b\\\" \\u0001\\u001f\\u007f"
                             "\\b\\f\\n\\r\\t\", \"2 utf8\": \"\\u00e9\\u20ac\\ud83d\\ude00\", "
                             "\"3 bad\\u00ff\": \"\\u00ff\\u00c0\\u00af\\u00ed\\u00a0\\u0080"
                             "\\u00f4\\u0090\\u0080\\u0080\\u00e2\\u0082\", "
                             "\"4 nul\": \"a\\u0000b\"}\n");
}

/* The parser is strict: raw control characters or bytes that are not UTF-8
 * (what an unescaping writer would emit) are refused, so the test above
 * can fail. */
static void python_refuses_raw(void **state)
{
    (void)state;
    char got[1024];
    static const char *const bad[] = {"{\"a\":\"x\x01y\"}\n", "{\"a\":\"\xff\"}\n",
                                      "{\"a\":\"q\"b\"}\n", "{\"a\":NaN}\n"};
    for (unsigned i = 0; i < 4; i++) {
        char path[] = "/tmp/smgold-json-XXXXXX";
        write_tmp(path, bad[i], strlen(bad[i]));
        int st = canon(path, 0, got, sizeof got);
        unlink(path);
        if (st != 1)
            fail_msg("case %u: json_canon.py accepted it (%d): %s", i, st, got);
    }
}

/* The lock-step report with an argument holding every kind of nasty byte
 * (--trace: an output the library only parses) and a mismatch, so the
 * header, mismatch, issue, state and summary records are all written. */
static void python_reads_report(void **state)
{
    (void)state;
    const char *args[] = {"program.lst", "@launch.args", "--trace",
                          "q\"b\\s\x01\x1f\n\t\xc3\xa9\xff"};
    sg_cosim *h = NULL;
    sg_error err;
    if (sg_cosim_create(4, args, SMGOLD_SOURCE_DIR "/vectors/seed/000-table6",
                        SG_COSIM_ABI_VERSION, 8, &h, &err))
        fail_msg("%s", err.msg);
    for (int clock = 0; clock < 3; clock++) {
        if (clock)
            assert_int_equal(sg_cosim_step(h, NULL), SG_OK);
        sg_warp_state m;
        assert_int_equal(sg_sm_warp_state(sg_cosim_sm(h), 0, &m, NULL), SG_OK);
        sg_obs_warp o = {m.status == 3 ? 0 : m.status, m.error, m.pc, m.am ^ (clock == 2),
                         m.bm, m.cm, m.rm, m.xm, m.live, 0};
        sg_cosim_check_warp(h, 0, &o, NULL);
        sg_cosim_end_cycle(h, NULL);
    }
    char path[] = "/tmp/smgold-report-XXXXXX";
    write_tmp(path, "", 0);
    assert_int_equal(sg_cosim_write_report(h, path, NULL), SG_OK);
    sg_cosim_destroy(h);
    static char got[1 << 16];
    int st = canon(path, 1, got, sizeof got);
    unlink(path);
    if (st)
        fail_msg("json_canon.py --lines failed (%d): %s", st, got);
    /* the words as expanded from @launch.args, the last one ours */
    assert_non_null(strstr(got, "\"args\": \"program.lst --block 12 "));
    assert_non_null(strstr(got, " --trace "
                                "q\\\"b\\\\s\\u0001\\u001f\\n\\t\\u00e9\\u00ff\""));
    assert_non_null(strstr(got, "\"kind\": \"mismatch\""));
    assert_non_null(strstr(got, "\"kind\": \"state\""));
    assert_non_null(strstr(got, "\"verdict\": \"mismatch\""));
}

/* sg_stats_format: measuring gives the whole length, a short buffer its start,
 * every form ends in a newline, JSON parses (with a nasty program name),
 * bad arguments give 0. */
static void stats_formats(void **state)
{
    (void)state;
    const char *args[] = {"program.lst", "@launch.args"};
    sg_run_opts *o;
    sg_sm *sm;
    sg_error err;
    if (sg_run_parse(2, args, SMGOLD_SOURCE_DIR "/vectors/seed/000-table5", &o, &err) ||
        sg_run_setup(o, &sm, &err) || sg_run_launch(o, sm, &err) ||
        sg_sm_run(sm, o->max_cycles, &err))
        fail_msg("%s", err.msg);
    const char *name = "a\"b\\c\x01\xff";
    for (int f = SG_STATS_TEXT; f <= SG_STATS_CSV; f++) {
        size_t n = sg_stats_format(sm, f, name, NULL, 0);
        assert_true(n > 40);
        char *full = malloc(n + 1);
        assert_int_equal(sg_stats_format(sm, f, name, full, n + 1), n);
        assert_int_equal(strlen(full), n);
        assert_int_equal(full[n - 1], '\n');
        char small[16];
        assert_int_equal(sg_stats_format(sm, f, name, small, sizeof small), n);
        assert_int_equal(strlen(small), sizeof small - 1);
        assert_memory_equal(small, full, sizeof small - 1);
        if (f == SG_STATS_JSON) {
            char path[] = "/tmp/smgold-stats-XXXXXX", got[8192];
            write_tmp(path, full, n);
            int st = canon(path, 0, got, sizeof got);
            unlink(path);
            if (st)
                fail_msg("json_canon.py failed (%d): %s", st, got);
            assert_non_null(strstr(got, "\"program\": \"a\\\"b\\\\c\\u0001\\u00ff\""));
            assert_non_null(strstr(got, "\"cycles\": {\"unit\": \"clocks\", \"value\": "));
        }
        if (f == SG_STATS_CSV)
            assert_memory_equal(full, "scope,name,value,unit\nsm,cycles,", 32);
        free(full);
    }
    assert_int_equal(sg_stats_format_id("json"), SG_STATS_JSON);
    assert_int_equal(sg_stats_format_id("JSON"), -1);
    assert_int_equal(sg_stats_format(sm, 7, NULL, NULL, 0), 0);
    assert_int_equal(sg_stats_format(NULL, SG_STATS_TEXT, NULL, NULL, 0), 0);
    sg_sm_destroy(sm);
    sg_run_free(o);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(escapes),
        cmocka_unit_test(structure),
        cmocka_unit_test(measure_and_truncate),
        cmocka_unit_test(python_reads_writer),
        cmocka_unit_test(python_refuses_raw),
        cmocka_unit_test(python_reads_report),
        cmocka_unit_test(stats_formats),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
