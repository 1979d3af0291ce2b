/*
 * test_gen_datapath.c - the datapath profiles of the generator (alu, mem,
 * datapath; specs/gen.md §3.2, §4): determinism, every case passes its
 * format-2 expected trace (with M records), the instruction forms drawn over
 * 100 cases of each profile cover the integer ALU and every load/store
 * space, size and addressing the profiles promise, the datapath recipe
 * rules (RC-5), shrinking datapath cases, and the worked example of §7.1.
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

#include "smgold/gen.h"
#include "smgold/run.h"
#include "smgold/smgold.h"
#include "smgold/trace.h"
#include "gen_support.h"
#include "support.h"


/* the text of file name of f (NULL when absent) */
static const char *file_of(const sg_gen_files *f, const char *name)
{
    for (unsigned i = 0; i < f->n; i++)
        if (!strcmp(f->f[i].name, name))
            return f->f[i].data;
    return NULL;
}

static unsigned count_str(const char *s, const char *pat)
{
    unsigned n = 0;
    for (const char *p = s; (p = strstr(p, pat)); p++)
        n++;
    return n;
}

/* ---- determinism ---------------------------------------------------------- */

static void dp_determinism(void **state)
{
    (void)state;
    static const sg_gen_profile ps[] = {SG_GEN_ALU, SG_GEN_MEM, SG_GEN_DATAPATH};
    for (unsigned k = 0; k < 3; k++)
        for (unsigned i = 0; i < 4; i++) {
            sg_recipe *a = recipe(0xd47au, i, ps[k]), *b = recipe(0xd47au, i, ps[k]);
            char *ta = print(a), *tb = print(b);
            assert_string_equal(ta, tb);
            assert_non_null(strstr(ta, "\ndatapath 0x"));
            sg_gen_files fa, fb;
            sg_error err;
            if (sg_gen_emit(a, &fa, &err) || sg_gen_emit(b, &fb, &err))
                fail_err("emit", &err);
            assert_int_equal(fa.n, 7); /* program, in, out, launch.args, g, gh, recipe */
            assert_int_equal(fa.n, fb.n);
            for (unsigned f = 0; f < fa.n; f++) {
                assert_string_equal(fa.f[f].name, fb.f[f].name);
                assert_int_equal(fa.f[f].len, fb.f[f].len);
                assert_memory_equal(fa.f[f].data, fb.f[f].data, fa.f[f].len);
            }
            sg_gen_files_free(&fa);
            sg_gen_files_free(&fb);
            /* the datapath profile: alu and mem in turn */
            if (ps[k] == SG_GEN_DATAPATH)
                assert_non_null(strstr(ta, i % 2 ? "\nprofile datapath-mem\n"
                                                 : "\nprofile datapath-alu\n"));
            free(ta);
            free(tb);
            sg_recipe_free(a);
            sg_recipe_free(b);
        }
    sg_recipe *a = recipe(1, 0, SG_GEN_ALU), *b = recipe(2, 0, SG_GEN_ALU);
    assert_false(sg_recipe_equal(a, b));
    sg_recipe_free(a);
    sg_recipe_free(b);
}

/* ---- every case checks, with M records ---------------------------------- */

/* Run the case in dir as "smgold check program.lst @launch.args --expect
 * expected.trace" does; the trace must match. Returns the expected trace. */
static char *check_case(const char *dir, const sg_gen_result *res)
{
    const char *args[] = {"program.lst", "@launch.args"};
    sg_run_opts *o = NULL;
    sg_sm *sm = NULL;
    tbuf tr = {0};
    sg_error err;
    if (sg_run_parse(2, args, dir, &o, &err) || sg_run_setup(o, &sm, &err) ||
        sg_sm_set_trace(sm, tbuf_sink, &tr, NULL, &err) || sg_run_launch(o, sm, &err))
        fail_err(dir, &err);
    if (sg_sm_run(sm, o->max_cycles, &err))
        fail_err(dir, &err);
    char *exp = read_opt(dir, "expected.trace");
    assert_non_null(exp);
    assert_null(read_opt(dir, "expected-error.txt"));
    sg_trace_diff d;
    if (sg_trace_compare(exp, strlen(exp), tr.buf, tr.len, "expected.trace", &d, &err))
        fail_err("compare", &err);
    if (d.differs)
        fail_msg("%s: record %u field %s: expected %s actual %s", dir, d.record, d.field,
                 d.expected, d.actual);
    assert_int_equal(sg_sm_instructions(sm), res->steps);
    /* the global buffers after the run are the expected dumps */
    static const struct {
        uint64_t addr;
        const char *name;
    } bufs[2] = {{0x300000, "expected-g.hex"}, {0x100300000ull, "expected-gh.hex"}};
    for (unsigned k = 0; k < 2; k++) {
        uint8_t mem[16];
        char *want = read_opt(dir, bufs[k].name);
        assert_non_null(want);
        if (sg_sm_read_global(sm, bufs[k].addr, mem, sizeof mem, &err))
            fail_err("read", &err);
        char w0[16];
        snprintf(w0, sizeof w0, "%02x%02x%02x%02x", mem[3], mem[2], mem[1], mem[0]);
        const char *line = strchr(want, '\n'); /* the first word after the comment line */
        assert_non_null(line);
        assert_int_equal(strncmp(line + 1, w0, 8), 0);
        free(want);
    }
    free(tr.buf);
    sg_sm_destroy(sm);
    sg_run_free(o);
    return exp;
}

static void dp_cases_check(void **state)
{
    (void)state;
    static const sg_gen_profile ps[] = {SG_GEN_ALU, SG_GEN_MEM, SG_GEN_DATAPATH};
    for (unsigned k = 0; k < 3; k++) {
        unsigned with_m = 0, mem_m = 0;
        for (unsigned i = 0; i < 16; i++) {
            sg_recipe *r = recipe(0x5eedu + k, i, ps[k]);
            char *d = make_dir();
            sg_gen_result res;
            sg_error err;
            if (sg_gen_write_case(r, d, &res, &err))
                fail_err("sg_gen_write_case", &err);
            assert_int_equal(res.error, 0);
            char *la = read_opt(d, "launch.args");
            assert_non_null(strstr(la, "\n--set trace_detail=datapath"));
            assert_non_null(strstr(la, "\n--mem-init 0x300000:g.hex"));
            free(la);
            char *exp = check_case(d, &res);
            assert_non_null(strstr(exp, "# smgold trace format=2\n"));
            /* M records: the data words the val nodes load, the mem nodes' accesses */
            unsigned m = count_str(exp, "\nM cyc=");
            with_m += m > 0;
            mem_m += count_str(exp, " space=s ") + count_str(exp, " space=l ") +
                     count_str(exp, " space=c ");
            free(exp);
            remove_dir(d);
            sg_recipe_free(r);
        }
        assert_int_equal(with_m, 16);
        if (ps[k] != SG_GEN_ALU)
            assert_true(mem_m >= 16);
    }
}

/* ---- the forms drawn ------------------------------------------------------ */

typedef struct line_set {
    char **v;
    unsigned n, cap;
} line_set;

/* the datapath instructions of a listing (the lines of alu nodes and the accesses of mem
 * nodes), as "[@P] OP.MODS OPERANDS" */
static void collect(line_set *s, const char *lst)
{
    for (const char *line = lst, *eol; (eol = strchr(line, '\n')); line = eol + 1) {
        char note[128];
        const char *q = strstr(line, "*/ /*0x"), *nt = strstr(line, "// n");
        if (strncmp(line, "/*", 2) || !q || q > eol || !nt || nt > eol)
            continue;
        q = strstr(q + 3, "*/ ") + 3;
        snprintf(note, sizeof note, "%.*s", (int)(eol - nt), nt);
        size_t nl = strlen(note);
        int is_alu = nl >= 4 && !strcmp(note + nl - 4, " alu");
        int is_mem = strstr(note, " mem: ") && strstr(note, " bytes");
        if (!is_alu && !is_mem)
            continue;
        if (s->n == s->cap) {
            s->cap = s->cap ? 2 * s->cap : 1024;
            s->v = realloc(s->v, s->cap * sizeof *s->v);
            assert_non_null(s->v);
        }
        const char *semi = memchr(q, ';', (size_t)(eol - q));
        assert_non_null(semi);
        s->v[s->n] = strndup(q, (size_t)(semi - q));
        assert_non_null(s->v[s->n]);
        s->n++;
    }
}

/* Is there a line whose mnemonic's base (before the first '.') is op, whose
 * mnemonic holds mod and whose operands hold opnd (NULL: anything)? */
static int has_form(const line_set *s, const char *op, const char *mod, const char *opnd)
{
    for (unsigned i = 0; i < s->n; i++) {
        const char *t = s->v[i];
        if (t[0] == '@')
            t = strchr(t, ' ') + 1;
        const char *sp = strchr(t, ' ');
        size_t ml = sp ? (size_t)(sp - t) : strlen(t);
        size_t bl = strcspn(t, ". ");
        if (bl != strlen(op) || strncmp(t, op, bl))
            continue;
        char mn[64];
        snprintf(mn, sizeof mn, "%.*s", (int)ml, t);
        if (mod && !strstr(mn, mod))
            continue;
        if (opnd && (!sp || !strstr(sp, opnd)))
            continue;
        return 1;
    }
    return 0;
}

/* a shift by an immediate of 32 or more (SHL/SHR clamp or wrap) */
static int has_big_shift(const line_set *s, const char *op)
{
    for (unsigned i = 0; i < s->n; i++) {
        const char *t = s->v[i];
        if (t[0] == '@')
            t = strchr(t, ' ') + 1;
        if (strncmp(t, op, strlen(op)) || (t[strlen(op)] != ' ' && t[strlen(op)] != '.'))
            continue;
        const char *last = strrchr(t, ',');
        unsigned v;
        if (last && sscanf(last + 1, " 0x%x", &v) == 1 && v >= 32 && v < 0x80000)
            return 1;
    }
    return 0;
}

static void free_set(line_set *s)
{
    for (unsigned i = 0; i < s->n; i++)
        free(s->v[i]);
    free(s->v);
}

static void dp_forms_cover(void **state)
{
    (void)state;
    line_set alu = {0}, mem = {0};
    unsigned nested = 0, guarded = 0, rz = 0;
    for (unsigned i = 0; i < 100; i++) {
        for (unsigned k = 0; k < 2; k++) {
            sg_recipe *r = recipe(1, i, k ? SG_GEN_MEM : SG_GEN_ALU);
            sg_gen_files f;
            sg_error err;
            if (sg_gen_emit(r, &f, &err))
                fail_err("emit", &err);
            collect(k ? &mem : &alu, file_of(&f, "program.lst"));
            char *t = print(r);
            /* divergence: datapath nodes inside ifs, loops, switches (indented deeper than
             * main's top level), and guarded by the data predicates */
            nested += count_str(t, "\n    alu ") + count_str(t, "\n    mem ") +
                      count_str(t, "\n      alu ") + count_str(t, "\n      mem ");
            guarded += count_str(t, " g=P") + count_str(t, " g=!P");
            rz += count_str(t, " d=RZ ");
            free(t);
            sg_gen_files_free(&f);
            sg_recipe_free(r);
        }
    }
    assert_true(nested >= 100 && guarded >= 100 && rz >= 5);
    static const struct {
        const char *op, *mod, *opnd;
    } want_alu[] = {
        {"IADD", NULL, ".CC"},      {"IADD", ".X", NULL},      {"IADD", ".SAT", NULL},
        {"IADD", NULL, " -R"},      {"IADD", NULL, ", -"},     {"IADD", NULL, "RZ.CC"},
        {"IADD32I", NULL, NULL},    {"IADD32I", ".X", NULL},   {"IADD32I", ".SAT", NULL},
        {"IADD32I", NULL, "-R"},    {"ISCADD", NULL, NULL},    {"ISCADD", NULL, " -R"},
        {"ISCADD32I", NULL, NULL},  {"IMAD", NULL, NULL},      {"IMAD", ".HI", NULL},
        {"IMAD", ".U32.U32", NULL}, {"IMAD", ".S32.U32", NULL}, {"IMAD", ".X", NULL},
        {"IMAD", ".SAT", NULL},     {"IMAD", NULL, "c [0x0]"}, {"IMUL", ".HI", NULL},
        {"IMUL", ".U32.U32", NULL}, {"IMUL", ".U32.S32", NULL}, {"IMUL32I", NULL, NULL},
        {"ISETP", ".U32", NULL},    {"ISETP", ".X", NULL},     {"ISETP", ".OR", NULL},
        {"ISET", ".U32", NULL},     {"ISET", ".X", NULL},      {"ISET", ".BF", NULL},
        {"ICMP", NULL, NULL},       {"ICMP", ".U32", NULL},    {"IMNMX", NULL, NULL},
        {"IMNMX", ".U32", NULL},    {"LOP", ".AND", "~R"},     {"LOP", ".OR", NULL},
        {"LOP", ".XOR", NULL},      {"LOP", ".PASS_B", NULL},  {"LOP32I", NULL, "~R"},
        {"SHL", NULL, NULL},        {"SHL", ".W", NULL},       {"SHR", ".U32", NULL},
        {"SHR", ".W", NULL},        {"BFE", NULL, NULL},       {"BFE", ".U32", NULL},
        {"BFE", ".BREV", NULL},     {"BFI", NULL, NULL},       {"POPC", NULL, "~"},
        {"FLO", NULL, NULL},        {"FLO", ".U32", NULL},     {"FLO", ".SH", NULL},
        {"SEL", NULL, "!P"},        {"PSETP", NULL, NULL},     {"PSET", ".BF", NULL},
        {"MOV", NULL, NULL},        {"MOV32I", NULL, NULL},    {"S2R", NULL, "SR_LaneId"},
        {"S2R", NULL, "SR_Tid_X"},
    };
    for (unsigned i = 0; i < sizeof want_alu / sizeof want_alu[0]; i++)
        if (!has_form(&alu, want_alu[i].op, want_alu[i].mod, want_alu[i].opnd))
            fail_msg("100 alu cases: no %s%s with '%s'", want_alu[i].op,
                     want_alu[i].mod ? want_alu[i].mod : "",
                     want_alu[i].opnd ? want_alu[i].opnd : "");
    assert_true(has_big_shift(&alu, "SHL"));
    assert_true(has_big_shift(&alu, "SHR"));
    /* signed multiplies: IMUL with no signedness modifier (both signed), or only .HI */
    unsigned plain = 0;
    for (unsigned i = 0; i < alu.n; i++)
        plain += !strncmp(alu.v[i], "IMUL ", 5) || !strncmp(alu.v[i], "IMUL.HI ", 8);
    assert_true(plain > 0);
    /* memory: every space, every size, sign extension, .E in both buffers, the bank */
    static const char *const sizes[] = {".U8", ".S8", ".U16", ".S16", ".64", ".128"};
    static const char *const ops[] = {"LD", "ST", "LDS", "STS", "LDL", "STL", "LDC"};
    for (unsigned o = 0; o < 7; o++) {
        if (!has_form(&mem, ops[o], NULL, NULL))
            fail_msg("100 mem cases: no %s", ops[o]);
        for (unsigned z = 0; z < 6; z++)
            if ((o % 2 == 0 || z % 2 == 0) && !has_form(&mem, ops[o], sizes[z], NULL))
                fail_msg("100 mem cases: no %s%s", ops[o], sizes[z]);
    }
    assert_true(has_form(&mem, "LD", ".E", NULL) && has_form(&mem, "ST", ".E", NULL));
    assert_true(has_form(&mem, "LD", ".E.S16", NULL) && has_form(&mem, "ST", ".E.128", NULL));
    assert_true(has_form(&mem, "LDC", NULL, "c [0x1]") && has_form(&mem, "LDC", NULL, "c [0x0]"));
    assert_true(has_form(&mem, "LDS", NULL, "+-0x") && has_form(&mem, "STL", NULL, "+-0x"));
    assert_true(has_form(&mem, "LD", NULL, "RZ, "));
    /* the mem profile computes too */
    assert_true(has_form(&mem, "IMAD", NULL, NULL) && has_form(&mem, "ISETP", NULL, NULL));
    free_set(&alu);
    free_set(&mem);
}

/* ---- the rules of a datapath recipe (RC-5) ------------------------------ */

static const char *const hdr = "recipe 1\nprofile alu\nseed 0x1\nindex 0\nwarp_size 32\n"
                               "grid 1\nblock 32\nmax_warps 16\nonchip 16\n"
                               "spill_bytes 0x0\npolicy while-mask\nwm_slots 16\n";

static void expect_error(const char *dp, const char *body, sg_status code, const char *msg)
{
    char text[4096];
    snprintf(text, sizeof text, "%s%s%s", hdr, dp, body);
    sg_recipe *r = NULL;
    sg_error err;
    sg_status st = sg_recipe_parse(text, strlen(text), "dp.txt", &r, &err);
    assert_null(r);
    char buf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
    sg_error_format(&err, buf, sizeof buf);
    if (st != code || !strstr(buf, "dp.txt") || !strstr(buf, msg))
        fail_msg("for %s got '%s', wanted '%s'", body, buf, msg);
}

static void dp_recipe_rules(void **state)
{
    (void)state;
    const char *dp = "datapath 0x1\n";
    expect_error("", "main {\n  alu g=pt : MOV R40, RZ\n}\n", SG_ERR_RANGE,
                 "n1 (alu) in main: a datapath node needs the recipe's 'datapath SEED'");
    expect_error("", "main {\n  val d=R40 seed=0x1 class=rnd\n}\n", SG_ERR_RANGE,
                 "'datapath SEED' setting");
    expect_error(dp, "main {\n  alu g=pt : IADD R3, R40, R41\n}\n", SG_ERR_RANGE,
                 "the destination is not one of R32..R62 or RZ");
    expect_error(dp, "main {\n  alu g=pt : ISETP.LT.AND P0, pt, R40, R41, pt\n}\n",
                 SG_ERR_RANGE, "not one of P1..P6");
    expect_error(dp, "main {\n  alu g=pt : ISETP.LT.AND P1, P1, R40, R41, pt\n}\n",
                 SG_ERR_RANGE, "Pd and Pd2 are the same predicate");
    expect_error(dp, "main {\n  alu g=pt : FADD R40, R41, R42\n}\n", SG_ERR_RANGE,
                 "not one of the integer ALU instructions");
    expect_error(dp, "main {\n  alu g=pt : @P1 MOV R40, R41\n}\n", SG_ERR_RANGE,
                 "the guard is g=");
    expect_error(dp, "main {\n  alu g=pt : IADD.X R40, -R41, -R42\n}\n", SG_ERR_RANGE,
                 ".PO with .X");
    expect_error(dp, "main {\n  alu g=pt : S2R R40, SR_ClockLo\n}\n", SG_ERR_RANGE,
                 "special register");
    expect_error(dp, "main {\n  alu g=pt : IADD R40, R41,\n}\n", SG_ERR_RANGE,
                 "does not assemble");
    expect_error(dp, "main {\n  alu g=P7 : MOV R40, RZ\n}\n", SG_ERR_SYNTAX, "bad value for g");
    expect_error(dp, "main {\n  alu g=pt\n}\n", SG_ERR_RANGE, "needs its instruction");
    expect_error(dp, "main {\n  val d=R3 seed=0x1 class=rnd\n}\n", SG_ERR_RANGE,
                 "a value goes to one of R32..R62");
    expect_error(dp, "main {\n  val d=R40 seed=0x1 class=huge\n}\n", SG_ERR_SYNTAX,
                 "bad value for class");
    expect_error(dp,
                 "main {\n  mem op=lds size=32 d=R40 at=lane:0x1f:0x100 base=0x0 off=0x0 g=pt\n}\n",
                 SG_ERR_RANGE, "outside the 0x1000 bytes of its space");
    expect_error(dp, "main {\n  mem op=ldc size=64 bank=1 d=R40 at=tid:0x3:0x8 base=0x1f8 "
                     "off=0x0 g=pt\n}\n",
                 SG_ERR_RANGE, "outside the 0x200 bytes");
    expect_error(dp, "main {\n  mem op=st size=32 e=0 d=R40 at=lane:0x1f:0x4 base=0x2 off=0x0 "
                     "g=pt\n}\n",
                 SG_ERR_RANGE, "not multiples of the 4-byte access");
    expect_error(dp, "main {\n  mem op=ld size=64 e=1 d=R41 at=lane:0x1f:0x8 base=0x0 off=0x0 "
                     "g=pt\n}\n",
                 SG_ERR_RANGE, "aligned to 2");
    expect_error(dp, "main {\n  mem op=lds size=128 d=R60 at=lane:0x1f:0x10 base=0x0 off=0x0 "
                     "g=pt\n}\n",
                 SG_ERR_RANGE, "aligned to 4");
    expect_error(dp, "main {\n  mem op=lds size=32 e=1 d=R40 at=lane:0x1f:0x4 base=0x0 off=0x0 "
                     "g=pt\n}\n",
                 SG_ERR_RANGE, "only ld and st address 64 bits");
    expect_error(dp, "main {\n  mem op=ldc size=32 bank=2 d=R40 at=lane:0x1f:0x4 base=0x0 "
                     "off=0x0 g=pt\n}\n",
                 SG_ERR_RANGE, "bank 2: ldc reads bank 0 or 1");
    expect_error(dp, "main {\n  mem op=lds size=33 d=R40 at=lane:0x1f:0x4 base=0x0 off=0x0 "
                     "g=pt\n}\n",
                 SG_ERR_SYNTAX, "bad value for size");
    expect_error(dp, "main {\n  mem op=lds size=32 d=R40 at=lane:0x1f base=0x0 off=0x0 g=pt\n}\n",
                 SG_ERR_SYNTAX, "bad value for at");
    expect_error(dp, "main {\n  mem op=lds size=32 d=R40 at=lane:0x1f:0x4 base=0x0 off=0x9000 "
                     "g=pt\n}\n",
                 SG_ERR_RANGE, "expected -0x8000..0x7fff");
    expect_error(dp, "main {\n  mem op=lds size=32 d=R40 at=lane:0x1f:0x4 base=0x0 off=0x0 "
                     "q=1\n}\n",
                 SG_ERR_SYNTAX, "'q' is not an attribute of 'mem'");
    /* at most 24 loops (R8..R31) with the data in R32..R62 */
    char body[4096] = "main {\n";
    for (int i = 0; i < 25; i++)
        strcat(body, "  uloop n=1 {\n  }\n");
    strcat(body, "}\n");
    expect_error(dp, body, SG_ERR_RANGE, "a datapath recipe has at most 24");
    /* a well-formed one round-trips */
    char text[1024];
    snprintf(text, sizeof text,
             "%sdatapath 0x00000005\nmain {\n  val d=R40 seed=0x00000001 class=edge\n"
             "  alu g=!P2 : IMAD.U32.U32.HI R41.CC, R40, c [0x0] [0x28], -R40\n"
             "  mem op=ld size=s16 e=2 d=R42 at=data:0x00000009:0x3f:0x2 base=0x10 off=-0x10 "
             "g=P1\n  mem op=ldc size=128 bank=1 d=RZ at=rev:0x7:0x10 base=0x0 off=0x0 g=pt\n}\n",
             hdr);
    sg_recipe *r = NULL;
    sg_error err;
    if (sg_recipe_parse(text, strlen(text), "ok.txt", &r, &err))
        fail_err("parse", &err);
    char *t = print(r);
    assert_non_null(strstr(t, text + strlen(hdr)));
    free(t);
    sg_recipe_free(r);
}

/* ---- shrinking -------------------------------------------------------------- */

typedef struct need {
    const char *s[2];
} need;

/* "fails" when the program holds every string of need */
static int holds(void *ctx, const sg_recipe *cand, sg_error *err)
{
    const need *c = ctx;
    sg_gen_files f;
    if (sg_gen_emit(cand, &f, err))
        return -1;
    const char *lst = file_of(&f, "program.lst");
    int ok = 1;
    for (unsigned i = 0; i < 2 && c->s[i]; i++)
        ok = ok && strstr(lst, c->s[i]);
    sg_gen_files_free(&f);
    return ok;
}

static void dp_shrink(void **state)
{
    (void)state;
    static const struct {
        sg_gen_profile p;
        need n;
    } cases[] = {{SG_GEN_MEM, {{"LDS.128", NULL}}},
                 {SG_GEN_MEM, {{"LD.E.S8", NULL}}},
                 {SG_GEN_MEM, {{"STS.U16", "LDC.S16"}}},
                 {SG_GEN_ALU, {{"IADD.X", NULL}}},
                 {SG_GEN_ALU, {{"BFI", "ISET.BF"}}}};
    for (unsigned k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        sg_recipe *r = NULL;
        for (unsigned i = 0; i < 100 && !r; i++) {
            sg_recipe *c = recipe(7, i, cases[k].p);
            sg_error err;
            if (holds((void *)&cases[k].n, c, &err) == 1)
                r = c;
            else
                sg_recipe_free(c);
        }
        assert_non_null(r);
        sg_recipe *best = NULL;
        sg_shrink_stats st;
        sg_error err;
        if (sg_shrink(r, holds, (void *)&cases[k].n, NULL, NULL, &best, &st, &err))
            fail_err("sg_shrink", &err);
        assert_true(st.from.nodes >= 15);
        unsigned want = cases[k].n.s[1] ? 2 : 1; /* the nodes that hold the strings */
        char *t = print(best);
        if (st.to.nodes > want || st.to.threads != 1)
            fail_msg("shrunk to %u nodes, %u threads:\n%s", st.to.nodes, st.to.threads, t);
        assert_non_null(strstr(t, "\ndatapath 0x")); /* the setting stays */
        /* the shrunk case still runs */
        char *d = make_dir();
        sg_gen_result res;
        if (sg_gen_write_case(best, d, &res, &err))
            fail_err("write", &err);
        remove_dir(d);
        free(t);
        sg_recipe_free(best);
        sg_recipe_free(r);
    }
}

/* ---- specs/gen.md §7.1: the datapath example ------------------------------ */

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

static void dp_spec_example(void **state)
{
    (void)state;
    char *spec = read_text(SMGOLD_SOURCE_DIR "/specs/gen.md", NULL);
    char *want_recipe = between(spec, "<!-- dp-example-recipe:begin -->",
                                "<!-- dp-example-recipe:end -->");
    char *want_lst = between(spec, "<!-- dp-example-listing:begin -->",
                             "<!-- dp-example-listing:end -->");
    char *want_m = between(spec, "<!-- dp-example-m:begin -->", "<!-- dp-example-m:end -->");
    sg_recipe *r = NULL;
    sg_error err;
    if (sg_recipe_parse(want_recipe, strlen(want_recipe), "gen.md", &r, &err))
        fail_err("parse", &err);
    char *t = print(r);
    assert_non_null(strstr(t, want_recipe)); /* the print adds its comment line */
    char *d = make_dir();
    sg_gen_result res;
    if (sg_gen_write_case(r, d, &res, &err))
        fail_err("write", &err);
    char *lst = read_opt(d, "program.lst"), *exp = read_opt(d, "expected.trace");
    assert_string_equal(lst, want_lst);
    for (char *line = strtok(want_m, "\n"); line; line = strtok(NULL, "\n"))
        if (!strstr(exp, line))
            fail_msg("expected.trace lacks '%s'", line);
    free(lst);
    free(exp);
    remove_dir(d);
    free(t);
    sg_recipe_free(r);
    free(want_recipe);
    free(want_lst);
    free(want_m);
    free(spec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(dp_determinism), cmocka_unit_test(dp_cases_check),
        cmocka_unit_test(dp_forms_cover), cmocka_unit_test(dp_recipe_rules),
        cmocka_unit_test(dp_shrink),      cmocka_unit_test(dp_spec_example),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
