/*
 * test_gen.c - the test-case generator, its recipes and the shrinker
 * (smgold/gen.h, specs/gen.md): determinism, every profile runs (the error
 * profile into the stack error it is made for), the recipe text round trip
 * and its errors, the extended shapes and the coverage bins they reach, the
 * failure signature, shrinking by an in-process predicate, and the worked
 * example of specs/gen.md §7.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "smgold/coverage.h"
#include "smgold/gen.h"
#include "smgold/run.h"
#include "smgold/smgold.h"
#include "smgold/trace.h"
#include "gen_support.h"
#include "support.h"


/* ---- determinism ------------------------------------------------------ */

static void same_seed_same_files(void **state)
{
    (void)state;
    for (int p = 0; p < SG_GEN_NPROFILES; p++) {
        for (unsigned i = 0; i < 3; i++) {
            sg_recipe *a = recipe(0xfeedu, i, (sg_gen_profile)p);
            sg_recipe *b = recipe(0xfeedu, i, (sg_gen_profile)p);
            char *ta = print(a), *tb = print(b);
            assert_string_equal(ta, tb);
            char *d1 = make_dir(), *d2 = make_dir();
            sg_gen_result r1, r2;
            sg_error err;
            if (sg_gen_write_case(a, d1, &r1, &err) || sg_gen_write_case(b, d2, &r2, &err))
                fail_err("sg_gen_write_case", &err);
            for (size_t f = 0; f < NCASE_FILES; f++) {
                char *x = read_opt(d1, case_files[f]), *y = read_opt(d2, case_files[f]);
                assert_true((x == NULL) == (y == NULL));
                if (x)
                    assert_string_equal(x, y);
                free(x);
                free(y);
            }
            /* the recipe written is the recipe */
            char *rt = read_opt(d1, "recipe.txt");
            assert_string_equal(rt, ta);
            free(rt);
            remove_dir(d1);
            remove_dir(d2);
            free(ta);
            free(tb);
            sg_recipe_free(a);
            sg_recipe_free(b);
        }
    }
    /* another seed or index: another case */
    sg_recipe *a = recipe(1, 0, SG_GEN_FAST), *b = recipe(2, 0, SG_GEN_FAST),
              *c = recipe(1, 1, SG_GEN_FAST);
    assert_false(sg_recipe_equal(a, b));
    assert_false(sg_recipe_equal(a, c));
    sg_recipe_free(a);
    sg_recipe_free(b);
    sg_recipe_free(c);
}

/* ---- every profile ------------------------------------------------------ */

/* Run the case in dir as "smgold check program.lst @launch.args --expect
 * expected.trace" does; returns the difference (or "match"). */
static void check_case(const char *dir, const sg_gen_result *res)
{
    const char *args[] = {"program.lst", "@launch.args"};
    sg_run_opts *o = NULL;
    sg_sm *sm = NULL;
    tbuf tr = {0};
    sg_error err;
    if (sg_run_parse(2, args, dir, &o, &err) || sg_run_setup(o, &sm, &err) ||
        sg_sm_set_trace(sm, tbuf_sink, &tr, NULL, &err) || sg_run_launch(o, sm, &err))
        fail_err(dir, &err);
    sg_status st = sg_sm_run(sm, o->max_cycles, &err);
    char *exp_err = read_opt(dir, "expected-error.txt");
    char *exp = read_opt(dir, "expected.trace");
    if (res->error) {
        assert_int_not_equal(st, SG_OK);
        assert_non_null(exp_err);
        assert_null(exp);
        char line[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
        sg_error_format(&err, line, sizeof line);
        assert_int_equal(strncmp(exp_err, line, strlen(line)), 0);
        assert_string_equal(exp_err + strlen(line), "\n");
    } else {
        if (st)
            fail_err(dir, &err);
        assert_null(exp_err);
        assert_non_null(exp);
        sg_trace_diff d;
        if (sg_trace_compare(exp, strlen(exp), tr.buf, tr.len, "expected.trace", &d, &err))
            fail_err("compare", &err);
        if (d.differs)
            fail_msg("%s: record %u field %s: expected %s actual %s", dir, d.record, d.field,
                     d.expected, d.actual);
        assert_int_equal(sg_sm_instructions(sm), res->steps);
    }
    free(exp);
    free(exp_err);
    free(tr.buf);
    sg_sm_destroy(sm);
    sg_run_free(o);
}

static void every_profile_runs(void **state)
{
    (void)state;
    for (int p = 0; p < SG_GEN_NPROFILES; p++) {
        unsigned errors = 0, kinds = 0;
        const char *seen[6] = {0};
        for (unsigned i = 0; i < 12; i++) {
            sg_recipe *r = recipe(0x5eedu + (unsigned)p, i, (sg_gen_profile)p);
            char *d = make_dir();
            sg_gen_result res;
            sg_error err;
            if (sg_gen_write_case(r, d, &res, &err))
                fail_err("sg_gen_write_case", &err);
            int want_error = p == SG_GEN_ERROR || (p == SG_GEN_MIXED && i % 5 == 2);
            if (res.error != want_error)
                fail_msg("profile %s case %u: error %d (%s)", sg_gen_profile_name(p), i,
                         res.error, res.error_line);
            if (p == SG_GEN_FAST && res.steps > 2000)
                fail_msg("fast case %u: %llu steps", i, (unsigned long long)res.steps);
            check_case(d, &res);
            if (res.error) {
                errors++;
                static const char *const codes[] = {"STACK_OVERFLOW", "SPOP_EMPTY",
                                                    "GUARDED_S_EMPTY", "UNWIND_PARKED",
                                                    "WMASK_OVERFLOW"};
                int known = 0;
                for (unsigned k = 0; k < 5; k++)
                    if (strstr(res.error_line, codes[k])) {
                        known = 1;
                        if (!seen[k]) {
                            seen[k] = codes[k];
                            kinds++;
                        }
                    }
                assert_true(known);
            }
            remove_dir(d);
            sg_recipe_free(r);
        }
        if (p == SG_GEN_ERROR) /* the six kinds in turn: every error code and cause */
            assert_int_equal(kinds, 5);
        if (p != SG_GEN_ERROR && p != SG_GEN_MIXED)
            assert_int_equal(errors, 0);
    }
}

static unsigned count_str(const char *s, const char *pat)
{
    unsigned n = 0;
    for (const char *p = s; (p = strstr(p, pat)); p++)
        n++;
    return n;
}

/* The profiles make what they promise: deep spills, multi has several
 * blocks and warps within 16 slots, brx serves many targets. */
static void profiles_shapes(void **state)
{
    (void)state;
    unsigned nested = 0, with_brx = 0, small_ws = 0;
    for (unsigned i = 0; i < 10; i++) {
        sg_recipe *d = recipe(9, i, SG_GEN_DEEP), *m = recipe(9, i, SG_GEN_MULTI),
                  *b = recipe(9, i, SG_GEN_BRX);
        sg_gen_files f;
        sg_error err;
        if (sg_gen_emit(d, &f, &err))
            fail_err("emit", &err);
        char *lst = NULL, *la = NULL;
        for (unsigned k = 0; k < f.n; k++) {
            if (!strcmp(f.f[k].name, "program.lst"))
                lst = f.f[k].data;
            if (!strcmp(f.f[k].name, "launch.args"))
                la = f.f[k].data;
        }
        assert_non_null(strstr(la, "--set stack_spill_bytes=0x200"));
        nested += count_str(lst, "SSY") + count_str(lst, "PBK") > 4;
        sg_gen_files_free(&f);
        char *tm = print(m);
        unsigned grid, ws, mw;
        const char *g = strstr(tm, "\ngrid "), *w = strstr(tm, "\nwarp_size "),
                   *x = strstr(tm, "\nmax_warps ");
        assert_true(g && w && x);
        assert_int_equal(sscanf(g, "\ngrid %u", &grid), 1);
        assert_int_equal(sscanf(w, "\nwarp_size %u", &ws), 1);
        assert_int_equal(sscanf(x, "\nmax_warps %u", &mw), 1);
        assert_true(grid >= 2 && mw <= 16);
        small_ws += ws < 32;
        free(tm);
        char *tb = print(b);
        with_brx += strstr(tb, "brx ") != NULL;
        free(tb);
        sg_recipe_free(d);
        sg_recipe_free(m);
        sg_recipe_free(b);
    }
    assert_true(nested >= 8);
    assert_int_equal(with_brx, 10);
    assert_true(small_ws >= 1);
}

/* ---- recipe text ---------------------------------------------------------- */

static void recipe_round_trip(void **state)
{
    (void)state;
    for (int p = 0; p < SG_GEN_NPROFILES; p++)
        for (unsigned i = 0; i < 10; i++) {
            sg_recipe *r = recipe(77, i, (sg_gen_profile)p);
            char *t = print(r);
            sg_recipe *q = NULL;
            sg_error err;
            if (sg_recipe_parse(t, strlen(t), "r.txt", &q, &err))
                fail_err("parse(print(r))", &err);
            assert_true(sg_recipe_equal(r, q));
            char *t2 = print(q);
            assert_string_equal(t, t2);
            sg_recipe *c = sg_recipe_clone(r);
            assert_true(sg_recipe_equal(r, c));
            free(t);
            free(t2);
            sg_recipe_free(r);
            sg_recipe_free(q);
            sg_recipe_free(c);
        }
}

static const char *const base_hdr = "recipe 1\nprofile fast\nseed 0x1\nindex 0\nwarp_size 32\n"
                                    "grid 1\nblock 32\nmax_warps 16\nonchip 16\n"
                                    "spill_bytes 0x0\npolicy while-mask\nwm_slots 16\n";

static void expect_parse_error(const char *body, sg_status code, const char *where,
                               const char *msg)
{
    char text[2048];
    snprintf(text, sizeof text, "%s%s", base_hdr, body);
    sg_recipe *r = NULL;
    sg_error err;
    sg_status st = sg_recipe_parse(text, strlen(text), "bad.txt", &r, &err);
    assert_null(r);
    assert_int_equal(st, code);
    char buf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
    sg_error_format(&err, buf, sizeof buf);
    if (!strstr(buf, where) || !strstr(buf, msg))
        fail_msg("for %s got '%s', wanted '%s' and '%s'", body, buf, where, msg);
}

static void recipe_errors(void **state)
{
    (void)state;
    /* syntax: file:line:column and what was expected (the header is 12 lines) */
    expect_parse_error("main {\n  add k=0x1\n  jump k=2\n}\n", SG_ERR_SYNTAX, "bad.txt:15:3:",
                       "expected a node");
    expect_parse_error("main {\n  add k=zz\n}\n", SG_ERR_SYNTAX, "bad.txt:14:9:",
                       "bad value for k");
    expect_parse_error("main {\n  if p=data:0x1:3 join=s br=bra {\n  }\n}\n", SG_ERR_SYNTAX,
                       "bad.txt:14:", "needs '} else {'");
    expect_parse_error("main {\n  add k=0x1\n", SG_ERR_SYNTAX, "bad.txt", "a '}' is missing");
    expect_parse_error("main {\n  loop kind=pbk cont=0 trips=0x1:9 exit=none k=0x0 {\n  }\n}\n",
                       SG_ERR_RANGE, "bad.txt", "trips bound 9");
    expect_parse_error("main {\n  add k=0x1 q=1\n}\n", SG_ERR_SYNTAX, "bad.txt:14:13:",
                       "'q' is not an attribute of 'add'");
    /* the rules of a well-formed recipe */
    expect_parse_error("main {\n  brk p=always\n}\n", SG_ERR_RANGE, "bad.txt",
                       "n1 (brk) in main: BRK outside any PBK loop");
    expect_parse_error("main {\n  loop kind=ssy cont=0 trips=0x1:2 exit=none k=0x0 {\n"
                       "    cont p=always\n  }\n}\n",
                       SG_ERR_RANGE, "bad.txt", "CONT outside any loop with cont=1");
    expect_parse_error("main {\n  ret p=always\n}\n", SG_ERR_RANGE, "bad.txt", "RET in main");
    expect_parse_error("main {\n  call f=0 via=cal\n}\nfunc 0 {\n  call f=0 via=cal\n}\n",
                       SG_ERR_RANGE, "bad.txt", "no recursion");
    expect_parse_error("main {\n  brx op=brx end=ret sel=lane g=always {\n  } case {\n"
                       "  } case {\n  }\n}\n",
                       SG_ERR_RANGE, "bad.txt", "power of two cases, not 3");
    expect_parse_error("main {\n  region {\n    xspop\n  }\n}\n", SG_ERR_RANGE, "bad.txt",
                       "top level of main");
    expect_parse_error("main {\n}\nfunc 1 {\n}\n", SG_ERR_SYNTAX, "bad.txt:15:", "func 0 {");
    /* the extended shapes (§3.1) */
    expect_parse_error("main {\n  region {\n    loop kind=none cont=0 trips=0x1:2 exit=none k=0x0 {\n"
                       "    }\n  }\n}\n",
                       SG_ERR_RANGE, "bad.txt", "n2 (loop) in main: a loop of kind none");
    expect_parse_error("main {\n  brx op=brx end=tail sel=lane g=always {\n  }\n  add k=0x1\n}\n",
                       SG_ERR_RANGE, "bad.txt", "end=tail is the last node");
    expect_parse_error("main {\n  region {\n    brx op=brx end=tail sel=lane g=always {\n    }\n"
                       "  }\n}\n",
                       SG_ERR_RANGE, "bad.txt", "end=tail is the last node");
    expect_parse_error("main {\n  region {\n    xcont p=always\n  }\n}\n", SG_ERR_RANGE,
                       "bad.txt", "top level of main");
    /* a function that breaks: every call of it inside a PBK scope */
    expect_parse_error("main {\n  loop kind=pbk cont=0 trips=0x1:2 exit=none k=0x0 {\n"
                       "    call f=0 via=cal\n  }\n  call f=0 via=jcal\n}\nfunc 0 {\n"
                       "  brk p=always\n}\n",
                       SG_ERR_RANGE, "bad.txt", "(brk) in a function: BRK outside any PBK loop");
    expect_parse_error("main {\n  loop kind=pbk cont=0 trips=0x1:2 exit=none k=0x0 {\n"
                       "    call f=0 via=cal\n  }\n}\nfunc 0 {\n  cont p=always\n}\n",
                       SG_ERR_RANGE, "bad.txt", "(cont) in a function: CONT outside any loop");
    expect_parse_error("main {\n  brx op=brx end=s sel=lane g=always {\n    brk p=always\n  }\n}\n",
                       SG_ERR_RANGE, "bad.txt", "BRK outside any PBK loop");
    expect_parse_error("main {\n  loop kind=ssy cont=0 trips=0x1:2 exit=none k=0x0 {\n  }\n}\n"
                       "func 0 {\n  loop kind=nope cont=0 trips=0x1:2 exit=none k=0x0 {\n  }\n}\n",
                       SG_ERR_SYNTAX, "bad.txt:18:13:", "bad value for kind");
    const char *noversion = "profile fast\nmain {\n}\n";
    sg_recipe *r = NULL;
    sg_error err;
    assert_int_equal(sg_recipe_parse(noversion, strlen(noversion), "v.txt", &r, &err),
                     SG_ERR_SYNTAX);
    assert_non_null(strstr(err.msg, "recipe 1"));
    sg_gen_profile p;
    assert_int_equal(sg_gen_profile_parse("slow", &p, &err), SG_ERR_ARG);
    assert_non_null(strstr(err.msg, "fast, deep, error, multi, brx, mixed, alu, mem or datapath"));
}

/* ---- the extended shapes (specs/gen.md §3.1) -------------------------------- */

/* Parse a recipe (base_hdr with block 32 + body), check the round trip, write
 * its case, check the case as smgold check does, and return the coverage of
 * a run (smgold run --coverage). */
static void shapes_case(const char *body, int want_error, sg_coverage *cov)
{
    char text[8192];
    snprintf(text, sizeof text, "%s%s", base_hdr, body);
    sg_recipe *r = NULL;
    sg_error err;
    if (sg_recipe_parse(text, strlen(text), "shapes.txt", &r, &err))
        fail_err("parse", &err);
    char *t = print(r);
    sg_recipe *q = NULL;
    if (sg_recipe_parse(t, strlen(t), "again.txt", &q, &err))
        fail_err("parse(print(r))", &err);
    assert_true(sg_recipe_equal(r, q));
    char *d = make_dir();
    sg_gen_result res;
    if (sg_gen_write_case(r, d, &res, &err))
        fail_err("sg_gen_write_case", &err);
    if (res.error != want_error)
        fail_msg("error %d (%s), expected %d", res.error, res.error_line, want_error);
    check_case(d, &res);
    const char *args[] = {"program.lst", "@launch.args"};
    sg_run_opts *o = NULL;
    sg_sm *sm = NULL;
    if (sg_run_parse(2, args, d, &o, &err) || sg_run_setup(o, &sm, &err) ||
        sg_sm_set_coverage(sm, 1, &err) || sg_run_launch(o, sm, &err))
        fail_err(d, &err);
    assert_int_equal(sg_sm_run(sm, o->max_cycles, &err) != SG_OK, want_error);
    if (sg_sm_coverage(sm, cov, &err))
        fail_err("coverage", &err);
    sg_sm_destroy(sm);
    sg_run_free(o);
    remove_dir(d);
    free(t);
    sg_recipe_free(q);
    sg_recipe_free(r);
}

static void expect_bins(const sg_coverage *cov, const char *const *bins)
{
    for (unsigned i = 0; bins[i]; i++) {
        int b = sg_cov_bin_find(bins[i], strlen(bins[i]));
        assert_true(b >= 0);
        if (!cov->hits[b])
            fail_msg("bin %s not hit", bins[i]);
    }
}

static void extended_shapes(void **state)
{
    (void)state;
    sg_coverage cov;
    /* the switches with PBK, PCNT or no token; functions that break and continue
     * their caller's loop; a switch first and one last in a function */
    shapes_case("main {\n"
                "  brx op=brx end=cont sel=lane g=always {\n"
                "    add k=0x1\n"
                "  } case {\n"
                "    add k=0x2\n"
                "    cont p=lane:0x4:0x0\n"
                "    add k=0x4\n"
                "  }\n"
                "  loop kind=pbk cont=1 trips=0x11:3 exit=none k=0x0 {\n"
                "    brx op=brx end=cont sel=lane g=lane:0x8:0x0 {\n"
                "      add k=0x10\n"
                "    } case {\n"
                "      add k=0x20\n"
                "    }\n"
                "    call f=0 via=cal\n"
                "  }\n"
                "  loop kind=pbk cont=0 trips=0x12:2 exit=none k=0x0 {\n"
                "    brx op=brx end=brk sel=data:0x13 g=always {\n"
                "      brk p=lane:0x1:0x1\n"
                "      add k=0x40\n"
                "    } case {\n"
                "      add k=0x80\n"
                "    } case {\n"
                "      add k=0x100\n"
                "    }\n"
                "  }\n"
                "  call f=1 via=pret\n"
                "  loop kind=ssy cont=1 trips=0x14:2 exit=none k=0x0 {\n"
                "    call f=2 via=jcal\n"
                "  }\n"
                "  brx op=jmx end=tail sel=lane g=lane:0x2:0x0 {\n"
                "    add k=0x200\n"
                "  } case {\n"
                "    call f=1 via=cal\n"
                "  }\n"
                "}\n"
                "func 0 {\n"
                "  add k=0x400\n"
                "  brk p=lane:0x6:0x2\n"
                "  add k=0x800\n"
                "}\n"
                "func 1 {\n"
                "  brx op=brx end=cont sel=lane g=always {\n"
                "    add k=0x1000\n"
                "  } case {\n"
                "    add k=0x2000\n"
                "  }\n"
                "  brx op=brx end=tail sel=data:0x15 g=always {\n"
                "    add k=0x4000\n"
                "  } case {\n"
                "    ret p=lane:0x10:0x0\n"
                "    add k=0x8000\n"
                "  } case {\n"
                "    add k=0x10000\n"
                "  }\n"
                "}\n"
                "func 2 {\n"
                "  cont p=lane:0x5:0x1\n"
                "  add k=0x20000\n"
                "}\n",
                0, &cov);
    static const char *const a[] = {"pair.none.PCNT", "pair.PCNT.BRX",  "pair.PCNT.PCNT",
                                    "pair.CALL.BRK",  "pair.PBK.BRX",   "pair.PRET.PCNT",
                                    "pair.CALL.PCNT", "pair.CALL.BRX",  "pair.CALL.CONT",
                                    "pair.none.BRX",  "pop.type.PCNT",  "pop.cause.unwind-brk",
                                    "pop.cause.unwind-cont", "pop.cause.unwind-exit", NULL};
    expect_bins(&cov, a);
    /* a loop with no token left by EXIT at every lane's last pass: the lanes of
     * no pass wait and are lost */
    shapes_case("main {\n"
                "  add k=0x1\n"
                "  loop kind=none cont=1 trips=0x21:3 exit=0x21:3 k=0x0 {\n"
                "    add k=0x2\n"
                "  }\n"
                "}\n",
                0, &cov);
    static const char *const b[] = {"ev.lost-lanes", "pair.none.PCNT", "wm.new", NULL};
    expect_bins(&cov, b);
    /* CONT with no PCNT: UNWIND_PARKED */
    shapes_case("main {\n  add k=0x1\n  xcont p=lane:0x2:0x0\n}\n", 1, &cov);
    static const char *const c[] = {"pair.none.CONT", "error.underflow.unwind", NULL};
    expect_bins(&cov, c);
}

/* ---- the failure signature ---------------------------------------------- */

static void verdict_signature(void **state)
{
    (void)state;
    char sig[64];
    assert_true(sg_verdict_signature("vectors/cosim/warp-size-8: MISMATCH cycle 86 warp 1 field "
                                     "bm expected 0x0000001a actual 0x00000000 (1 mismatch)\n",
                                     sig, sizeof sig));
    assert_string_equal(sig, "bm");
    assert_true(sg_verdict_signature("d: MISMATCH cycle 17 warp 0 field tok_mask[2] expected 0x1 "
                                     "actual 0x7fe (2 mismatches, 766 compares)",
                                     sig, sizeof sig));
    assert_string_equal(sig, "tok_mask");
    assert_true(sg_verdict_signature("MISMATCH expected.trace:24: record 19 (I cyc=18 w=0)\n"
                                     "  field:    am\n  expected: 0xff>0x1f\n",
                                     sig, sizeof sig));
    assert_string_equal(sig, "am");
    assert_false(sg_verdict_signature("d: pass: 1533 compares over 62 cycles\n", sig, sizeof sig));
    assert_false(sg_verdict_signature("", sig, sizeof sig));
}

/* ---- shrinking ------------------------------------------------------------ */

typedef struct pred_ctx {
    const char *need[3];
    unsigned calls;
} pred_ctx;

/* "fails" when the generated program holds every string of need[] */
static int holds(void *ctx, const sg_recipe *cand, sg_error *err)
{
    pred_ctx *c = ctx;
    c->calls++;
    sg_gen_files f;
    if (sg_gen_emit(cand, &f, err))
        return -1;
    const char *lst = NULL;
    for (unsigned i = 0; i < f.n; i++)
        if (!strcmp(f.f[i].name, "program.lst"))
            lst = f.f[i].data;
    int ok = 1;
    for (unsigned i = 0; i < 3 && c->need[i]; i++)
        ok = ok && strstr(lst, c->need[i]);
    sg_gen_files_free(&f);
    return ok;
}

static void note_sink(void *ctx, const char *line)
{
    unsigned *n = ctx;
    assert_int_equal(strncmp(line, "shrink: ", 8), 0);
    (*n)++;
}

static sg_recipe *find_case(const pred_ctx *c, sg_gen_profile p)
{
    for (unsigned i = 0; i < 200; i++) {
        sg_recipe *r = recipe(31, i, p);
        pred_ctx probe = *c;
        sg_error err;
        if (holds(&probe, r, &err) == 1) {
            sg_recipe_size sz;
            assert_int_equal(sg_recipe_size_of(r, &sz, &err), SG_OK);
            if (sz.nodes >= 8)
                return r;
        }
        sg_recipe_free(r);
    }
    fail_msg("no case with the shapes");
    return NULL;
}

static void shrink_by_predicate(void **state)
{
    (void)state;
    /* a CONT and a BRX: a loop with cont=1 (it ends its body with CONT) and a
     * brx node, or one brx with end=cont (its cases end with CONT); the case
     * found here shrinks to the first pair */
    pred_ctx c = {{"CONT;", "BRX R6", NULL}, 0};
    sg_recipe *r = find_case(&c, SG_GEN_MIXED);
    sg_recipe *best = NULL, *best2 = NULL;
    sg_shrink_stats st, st2;
    unsigned notes = 0;
    sg_error err;
    if (sg_shrink(r, holds, &c, note_sink, &notes, &best, &st, &err))
        fail_err("sg_shrink", &err);
    assert_int_equal(holds(&c, best, &err), 1);
    assert_true(st.from.nodes >= 8);
    /* two nodes, or three when the loop sits in a function nobody calls (a
     * function counts as a node; the text predicate sees dead code too) */
    if (st.to.nodes > 3) {
        char *t = print(best);
        fail_msg("shrunk to %u nodes:\n%s", st.to.nodes, t);
    }
    assert_true(st.to.instructions < st.from.instructions);
    assert_int_equal(st.to.threads, 1); /* the launch shrinks too */
    assert_true(st.candidates > 0 && st.accepted > 0 && st.rounds >= 2);
    assert_true(notes >= st.accepted + st.rounds);
    /* deterministic */
    if (sg_shrink(r, holds, &c, NULL, NULL, &best2, &st2, &err))
        fail_err("sg_shrink", &err);
    assert_true(sg_recipe_equal(best, best2));
    assert_int_equal(st.candidates, st2.candidates);
    /* the minimal recipe: nothing can be removed */
    sg_recipe *again = NULL;
    sg_shrink_stats st3;
    if (sg_shrink(best, holds, &c, NULL, NULL, &again, &st3, &err))
        fail_err("sg_shrink", &err);
    assert_int_equal(st3.accepted, 0);
    assert_true(sg_recipe_equal(best, again));
    sg_recipe_free(again);
    sg_recipe_free(best);
    sg_recipe_free(best2);
    sg_recipe_free(r);

    /* a predicate that needs the model: the run pops a PCNT token with lanes
     * parked in BM (a BRK and a CONT in one loop) */
    pred_ctx c2 = {{"@P0 BRK;", "CONT;", NULL}, 0};
    r = find_case(&c2, SG_GEN_FAST);
    if (sg_shrink(r, holds, &c2, NULL, NULL, &best, &st, &err))
        fail_err("sg_shrink", &err);
    assert_true(st.to.nodes <= 2); /* a PBK loop with cont=1 (its trip guard is @P0 BRK) */
    sg_recipe_free(best);
    sg_recipe_free(r);
}

/* a test that stops the search: the error is returned */
static int stop_now(void *ctx, const sg_recipe *cand, sg_error *err)
{
    (void)ctx;
    (void)cand;
    snprintf(err->msg, sizeof err->msg, "stopped");
    err->code = SG_ERR_IO;
    return -1;
}

static void shrink_stops(void **state)
{
    (void)state;
    sg_recipe *r = recipe(5, 0, SG_GEN_FAST), *best = NULL;
    sg_error err;
    memset(&err, 0, sizeof err);
    assert_int_equal(sg_shrink(r, stop_now, NULL, NULL, NULL, &best, NULL, &err), SG_ERR_IO);
    assert_null(best);
    assert_string_equal(err.msg, "stopped");
    sg_recipe_free(r);
}

/* ---- specs/gen.md §7: the worked example is what the generator makes ---- */

static char *between(const char *text, const char *begin, const char *end)
{
    const char *a = strstr(text, begin);
    assert_non_null(a);
    a = strstr(a, "```\n");
    assert_non_null(a);
    a += 4;
    const char *b = strstr(a, "```\n");
    const char *e = strstr(text, end);
    assert_true(b && e && b < e);
    char *s = malloc((size_t)(b - a) + 1);
    assert_non_null(s);
    memcpy(s, a, (size_t)(b - a));
    s[b - a] = '\0';
    return s;
}

static void spec_worked_example(void **state)
{
    (void)state;
    char *spec = read_text(SMGOLD_SOURCE_DIR "/specs/gen.md", NULL);
    char *want_recipe = between(spec, "<!-- example-recipe:begin -->", "<!-- example-recipe:end -->");
    char *want_lst = between(spec, "<!-- example-listing:begin -->", "<!-- example-listing:end -->");
    char *want_out = between(spec, "<!-- example-out:begin -->", "<!-- example-out:end -->");
    sg_recipe *r = recipe(16, 0, SG_GEN_FAST);
    char *t = print(r);
    assert_string_equal(t, want_recipe);
    char *d = make_dir();
    sg_gen_result res;
    sg_error err;
    if (sg_gen_write_case(r, d, &res, &err))
        fail_err("write", &err);
    char *lst = read_opt(d, "program.lst"), *out = read_opt(d, "expected-out.hex");
    assert_string_equal(lst, want_lst);
    assert_string_equal(out, want_out);
    assert_int_equal(res.steps, 45);
    free(lst);
    free(out);
    remove_dir(d);
    free(t);
    sg_recipe_free(r);
    free(want_recipe);
    free(want_lst);
    free(want_out);
    free(spec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(same_seed_same_files),
        cmocka_unit_test(every_profile_runs),
        cmocka_unit_test(profiles_shapes),
        cmocka_unit_test(recipe_round_trip),
        cmocka_unit_test(recipe_errors),
        cmocka_unit_test(extended_shapes),
        cmocka_unit_test(verdict_signature),
        cmocka_unit_test(shrink_by_predicate),
        cmocka_unit_test(shrink_stops),
        cmocka_unit_test(spec_worked_example),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
