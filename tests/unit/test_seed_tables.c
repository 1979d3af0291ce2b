/*
 * test_seed_tables.c - the seed vectors of vectors/seed/ reproduce the seed
 * tables row by row (specs/simt-stack.md §11 TR-2, §14-§17 tests A1, A2, B1,
 * B2, C1, C2).
 *
 * For every vector the model is run through the public API with the setup its
 * launch.args describes (parsed here, options as `smgold run` reads them), and:
 *
 *  1. the trace the model writes is byte-identical to the vector's
 *     expected.trace (determinism and regression; the CLI is checked the same
 *     way by tests/cli/test_seed_vectors.sh);
 *  2. every row of the seed table is transcribed below exactly as printed (PC,
 *     active mask, disable mask, TOS / TOS-1 / TOS-2), with the seed line it
 *     stands on; the transcription itself is checked against the seed file
 *     when ../shared/seeds is present. The masks are converted per R1
 *     (specs/simt-stack.md §3 CONV-1: 003 prints hex, bit i = lane i; 000
 *     Table 4 and Table 6 print binary strings with lane 0 on the RIGHT, 000
 *     Table 5 with lane 0 on the LEFT, §14.3, §15.1, §16.1) and compared with
 *     the record TR-2 maps the row to: PC (= the record's npc), active mask
 *     (after the step), disable mask (bm | cm | rm) and the top three tokens
 *     (type, mask, pc); a row that prints fewer than three tokens also fixes
 *     the depth. "BRA" in Table 6 is the DIV token (§13 C1), "SYNC" in Table 5
 *     the SSY token (C2);
 *  3. the memory the kernel writes equals the C code of the seed figure run
 *     here on the vector's input images, and equals its expected-*.hex.
 *
 * TR-2 mapping. A seed row shows the state BEFORE the instruction at its PC
 * (003:L68-75, "Before SSY" / "After SSY"); a record shows the state AFTER its
 * step. So a row with PC p is the record whose npc is p. Where a step leaves
 * the active mask empty (BRK), the seed shows that step together with the
 * unwind pop after it, so the row is the unwind record (§16.3). Rows printed as
 * ".." are elided and skipped. Each row below names the step number it maps
 * to; the walkthroughs of specs/simt-stack.md §14.2, §15.2 and §16.2 derive
 * those numbers from the listings by hand, and check_row verifies that the
 * mapping obeys TR-2 (npc == p; never an instruction step that emptied AM).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"

#include "seed_listing.h"
#include "smgold/config.h"
#include "smgold/image.h"
#include "smgold/listing.h"
#include "smgold/smgold.h"

/* ------------------------------------------------------------------------ */
/* files                                                                     */


/* ------------------------------------------------------------------------ */
/* trace records (specs/trace-format.md §2)                                  */

#define MAX_TOK 8

typedef struct tok {
    char type[16];
    uint32_t mask, pc;
} tok;

typedef struct rec {
    char kind;            /* I, U, E */
    unsigned step;
    uint32_t pc, npc, am0, am, bm, cm, rm, xm;
    unsigned depth;
    unsigned ntok;        /* tokens listed (all of them: depth <= MAX_TOK here) */
    tok t[MAX_TOK];       /* top first */
    char insn[96];
    char g[16];           /* "-" or the guard mask */
    char ev[256];
    char wt[128];
} rec;

static uint32_t hexval(const char *s, const char *what, unsigned line)
{
    char *end;
    unsigned long v = strtoul(s, &end, 16);
    if (end == s)
        fail_msg("trace line %u: bad %s '%.20s'", line, what, s);
    return (uint32_t)v;
}

static void parse_stack(rec *r, const char *s, unsigned line)
{
    /* [TYPE:MASK:PC,...] */
    if (*s++ != '[')
        fail_msg("trace line %u: stack does not start with '['", line);
    r->ntok = 0;
    while (*s && *s != ']') {
        if (r->ntok == MAX_TOK)
            fail_msg("trace line %u: more than %d tokens", line, MAX_TOK);
        tok *t = &r->t[r->ntok++];
        size_t n = strcspn(s, ":");
        if (n == 0 || n >= sizeof t->type)
            fail_msg("trace line %u: bad token type", line);
        memcpy(t->type, s, n);
        t->type[n] = '\0';
        s += n + 1;
        char *end;
        t->mask = (uint32_t)strtoul(s, &end, 16);
        if (*end != ':')
            fail_msg("trace line %u: bad token mask", line);
        t->pc = (uint32_t)strtoul(end + 1, &end, 16);
        s = end;
        if (*s == ',')
            s++;
    }
}

/* Parse every record line of a trace (header and comment lines skipped, and
 * the M records of format 2, specs/trace-format.md §2.2: the table rows are
 * steps). */
static rec *parse_records(const char *text, unsigned *count)
{
    unsigned n = 0, cap = 64, line = 0;
    rec *v = calloc(cap, sizeof *v);
    assert_non_null(v);
    for (const char *p = text; *p;) {
        const char *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) : strlen(p);
        line++;
        if (len && p[0] != '#' && !(p[0] == 'M' && len > 1 && p[1] == ' ')) {
            char *l = strndup(p, len);
            assert_non_null(l);
            if (n == cap) {
                cap *= 2;
                v = realloc(v, cap * sizeof *v);
                assert_non_null(v);
            }
            rec *r = &v[n++];
            memset(r, 0, sizeof *r);
            r->kind = l[0];
            if (!strchr("IUE", r->kind) || l[1] != ' ')
                fail_msg("trace line %u: not a record", line);
            char *s = l + 2;
            while (*s) {
                char *eq = strchr(s, '=');
                if (!eq)
                    fail_msg("trace line %u: field without '='", line);
                *eq = '\0';
                const char *key = s;
                char *val = eq + 1, *next;
                if (*val == '"') {
                    char *q = strchr(val + 1, '"');
                    if (!q)
                        fail_msg("trace line %u: unterminated quote", line);
                    *q = '\0';
                    val++;
                    next = q + 1;
                } else {
                    next = val + strcspn(val, " ");
                }
                if (*next)
                    *next++ = '\0';
                if (!strcmp(key, "step"))
                    r->step = (unsigned)strtoul(val, NULL, 10);
                else if (!strcmp(key, "pc"))
                    r->pc = hexval(val, "pc", line);
                else if (!strcmp(key, "npc"))
                    r->npc = hexval(val, "npc", line);
                else if (!strcmp(key, "am")) {
                    char *gt = strchr(val, '>');
                    if (!gt)
                        fail_msg("trace line %u: am without '>'", line);
                    r->am0 = hexval(val, "am", line);
                    r->am = hexval(gt + 1, "am", line);
                } else if (!strcmp(key, "bm"))
                    r->bm = hexval(val, "bm", line);
                else if (!strcmp(key, "cm"))
                    r->cm = hexval(val, "cm", line);
                else if (!strcmp(key, "rm"))
                    r->rm = hexval(val, "rm", line);
                else if (!strcmp(key, "xm"))
                    r->xm = hexval(val, "xm", line);
                else if (!strcmp(key, "depth"))
                    r->depth = (unsigned)strtoul(val, NULL, 10);
                else if (!strcmp(key, "stack"))
                    parse_stack(r, val, line);
                else if (!strcmp(key, "insn"))
                    snprintf(r->insn, sizeof r->insn, "%s", val);
                else if (!strcmp(key, "g"))
                    snprintf(r->g, sizeof r->g, "%s", val);
                else if (!strcmp(key, "ev"))
                    snprintf(r->ev, sizeof r->ev, "%s", val);
                else if (!strcmp(key, "wt"))
                    snprintf(r->wt, sizeof r->wt, "%s", val);
                s = next;
            }
            if (r->ntok != r->depth)
                fail_msg("trace line %u: %u tokens listed, depth %u", line, r->ntok, r->depth);
            free(l);
        }
        p = eol ? eol + 1 : p + len;
    }
    *count = n;
    return v;
}

/* ------------------------------------------------------------------------ */
/* a vector: launch.args parsed, the model run through the public API        */

#define MAX_ITEMS 16

typedef struct image {
    uint64_t addr;
    uint32_t *w;
    size_t n;
    char path[1400]; /* the image file */
} image;

typedef struct vec {
    char name[64];
    char dir[1024];
    sg_config cfg;
    uint32_t grid[3], block[3];
    uint8_t params[0x200];
    size_t nparam;
    char param_text[1024];
    image img[MAX_ITEMS];
    unsigned nimg;
    struct {
        uint64_t addr, len;
        char file[256];
    } dump[MAX_ITEMS];
    unsigned ndump;
    struct {
        uint32_t pc, mask, nth;
    } force[MAX_ITEMS];
    unsigned nforce;
    sg_sm *sm;
    tbuf tr;              /* what the model wrote */
    rec *r;               /* its records; r[k] is step k + 1 (one warp) */
    unsigned nr;
} vec;

static sg_status collect(void *ctx, uint64_t off, uint32_t value, sg_error *err)
{
    (void)err;
    image *im = ctx;
    if (off >= 4096)
        fail_msg("image word offset 0x%llx unexpectedly large", (unsigned long long)off);
    if (off + 1 > im->n) {
        im->w = realloc(im->w, (size_t)(off + 1) * sizeof *im->w);
        assert_non_null(im->w);
        memset(im->w + im->n, 0, (size_t)(off + 1 - im->n) * sizeof *im->w);
        im->n = (size_t)off + 1;
    }
    im->w[off] = value;
    return SG_OK;
}

/* Words of an image file of the vector. */
static image load_image(const vec *v, const char *file, uint64_t addr)
{
    char path[1400];
    snprintf(path, sizeof path, "%s/%s", v->dir, file);
    size_t len;
    char *text = read_text(path, &len);
    image im = {addr, NULL, 0, ""};
    snprintf(im.path, sizeof im.path, "%s", path);
    sg_error err;
    if (sg_image_parse(text, len, path, collect, &im, &err) != SG_OK)
        fail_msg("%s:%u:%u: %s", path, err.line, err.col, err.msg);
    free(text);
    return im;
}

static uint64_t num(const char *s, const char *opt)
{
    char *end;
    unsigned long long x = strtoull(s, &end, 0);
    if (end == s || (*end && *end != ':' && *end != ','))
        fail_msg("launch.args: %s: bad number '%s'", opt, s);
    return x;
}

static void add_param(vec *v, const char *s)
{
    const char *colon = strchr(s, ':');
    if (!colon)
        fail_msg("launch.args: --param %s", s);
    uint64_t x = num(colon + 1, "--param");
    size_t size = 0;
    if (!strncmp(s, "u32:", 4) || !strncmp(s, "ptr:", 4))
        size = 4;
    else if (!strncmp(s, "u64:", 4))
        size = 8;
    else
        fail_msg("launch.args: --param type of '%s' not handled by this test", s);
    size_t at = (v->nparam + size - 1) / size * size; /* natural alignment, as smgold run */
    assert_true(at + size <= sizeof v->params);
    memset(v->params + v->nparam, 0, at - v->nparam);
    for (size_t b = 0; b < size; b++)
        v->params[at + b] = (uint8_t)(x >> (8 * b));
    v->nparam = at + size;
    size_t n = strlen(v->param_text);
    snprintf(v->param_text + n, sizeof v->param_text - n, "%s%s", n ? "," : "", s);
}

static uint32_t param_u32(const vec *v, size_t off)
{
    assert_true(off + 4 <= v->nparam);
    return (uint32_t)v->params[off] | (uint32_t)v->params[off + 1] << 8 |
           (uint32_t)v->params[off + 2] << 16 | (uint32_t)v->params[off + 3] << 24;
}

/* The initial word at addr from the vector's input images. */
static uint32_t init_word(const vec *v, uint64_t addr)
{
    for (unsigned i = 0; i < v->nimg; i++)
        if (addr >= v->img[i].addr && addr < v->img[i].addr + 4 * v->img[i].n)
            return v->img[i].w[(addr - v->img[i].addr) / 4];
    fail_msg("%s: no input image holds 0x%llx", v->name, (unsigned long long)addr);
    return 0;
}

static float as_float(uint32_t w)
{
    float f;
    memcpy(&f, &w, 4);
    return f;
}

static uint32_t float_bits(float f)
{
    uint32_t w;
    memcpy(&w, &f, 4);
    return w;
}

/* Read launch.args (whitespace-separated words, '#' comments) and run the
 * vector's program.lst with that setup; parse the trace. */
static void run_vector(vec *v, const char *name)
{
    memset(v, 0, sizeof *v);
    snprintf(v->name, sizeof v->name, "%s", name);
    char rel[256];
    snprintf(rel, sizeof rel, "vectors/seed/%s", name);
    source_path(rel, v->dir, sizeof v->dir);
    sg_config_default(&v->cfg);
    v->grid[0] = v->grid[1] = v->grid[2] = 1;
    v->block[0] = 32;
    v->block[1] = v->block[2] = 1;

    char path[1400];
    snprintf(path, sizeof path, "%s/launch.args", v->dir);
    char *args = read_text(path, NULL);
    for (char *p = args; *p; p++)
        if (*p == '#')
            while (*p && *p != '\n')
                *p++ = ' ';
    char *words[128];
    unsigned nw = 0;
    for (char *save = NULL, *w = strtok_r(args, " \t\r\n", &save); w;
         w = strtok_r(NULL, " \t\r\n", &save)) {
        assert_true(nw < 128);
        words[nw++] = w;
    }
    sg_error err;
    for (unsigned i = 0; i < nw; i++) {
        const char *o = words[i];
        if (i + 1 >= nw)
            fail_msg("%s: option %s without a value", path, o);
        char *val = words[++i];
        if (!strcmp(o, "--set")) {
            char *eq = strchr(val, '=');
            assert_non_null(eq);
            *eq = '\0';
            if (sg_config_set(&v->cfg, val, eq + 1, &err) != SG_OK)
                fail_msg("%s: --set %s: %s", path, val, err.msg);
        } else if (!strcmp(o, "--block") || !strcmp(o, "--grid")) {
            uint32_t *d = o[2] == 'b' ? v->block : v->grid;
            d[0] = d[1] = d[2] = 1;
            unsigned k = 0;
            for (char *s = val; *s && k < 3; k++) {
                d[k] = (uint32_t)num(s, o);
                s = strchr(s, ',');
                if (!s)
                    break;
                s++;
            }
        } else if (!strcmp(o, "--param")) {
            add_param(v, val);
        } else if (!strcmp(o, "--mem-init")) {
            char *colon = strchr(val, ':');
            assert_non_null(colon);
            assert_true(v->nimg < MAX_ITEMS);
            v->img[v->nimg] = load_image(v, colon + 1, num(val, o));
            v->nimg++;
        } else if (!strcmp(o, "--mem-dump")) {
            char *c1 = strchr(val, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
            assert_non_null(c2);
            assert_true(v->ndump < MAX_ITEMS);
            v->dump[v->ndump].addr = num(val, o);
            v->dump[v->ndump].len = num(c1 + 1, o);
            snprintf(v->dump[v->ndump].file, sizeof v->dump[v->ndump].file, "%s", c2 + 1);
            v->ndump++;
        } else if (!strcmp(o, "--force-guard")) {
            assert_true(v->nforce < MAX_ITEMS);
            char *c1 = strchr(val, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
            assert_non_null(c1);
            v->force[v->nforce].pc = (uint32_t)num(val, o);
            v->force[v->nforce].mask = (uint32_t)num(c1 + 1, o);
            v->force[v->nforce].nth = c2 ? (uint32_t)num(c2 + 1, o) : 0;
            v->nforce++;
        } else {
            fail_msg("%s: option %s is not handled by this test", path, o);
        }
    }
    free(args);

    /* the model, set up in smgold run's order (cli/cmd_run.c): dump regions
     * mapped, images mapped and written, stimuli, trace, launch */
    if (sg_sm_create(&v->cfg, &v->sm, &err) != SG_OK)
        fail_msg("%s: sg_sm_create: %s", name, err.msg);
    snprintf(path, sizeof path, "%s/program.lst", v->dir);
    size_t plen;
    char *ptext = read_text(path, &plen);
    sg_program prog;
    sg_asm_options opt = {0};
    if (sg_assemble(ptext, plen, path, &opt, &prog, &err) != SG_OK)
        fail_msg("%s:%u:%u: %s", path, err.line, err.col, err.msg);
    free(ptext);
    assert_int_equal(sg_sm_load_program(v->sm, &prog, &err), SG_OK);
    for (unsigned i = 0; i < v->ndump; i++)
        assert_int_equal(sg_sm_map_global(v->sm, v->dump[i].addr, v->dump[i].len, &err), SG_OK);
    for (unsigned i = 0; i < v->nimg; i++) { /* as smgold run --mem-init does */
        size_t len;
        char *text = read_text(v->img[i].path, &len);
        uint64_t nb;
        assert_int_equal(sg_sm_load_image(v->sm, v->img[i].addr, text, len, v->img[i].path, &nb,
                                          &err),
                         SG_OK);
        assert_int_equal(nb, 4 * v->img[i].n);
        free(text);
    }
    for (unsigned i = 0; i < v->nforce; i++)
        assert_int_equal(sg_sm_force_guard(v->sm, v->force[i].pc, v->force[i].nth,
                                           v->force[i].mask, &err),
                         SG_OK);
    assert_int_equal(sg_sm_set_trace(v->sm, tbuf_sink, &v->tr, NULL, &err), SG_OK);
    sg_launch l = {{v->grid[0], v->grid[1], v->grid[2]},
                   {v->block[0], v->block[1], v->block[2]},
                   v->params,
                   v->nparam,
                   prog.base};
    if (sg_sm_launch(v->sm, &l, &err) != SG_OK || sg_sm_run(v->sm, 1000000, &err) != SG_OK)
        fail_msg("%s: the run failed: %s", name, err.msg);
    assert_true(sg_sm_done(v->sm));
    sg_program_free(&prog);

    v->r = parse_records(v->tr.buf, &v->nr);
    for (unsigned k = 0; k < v->nr; k++)
        if (v->r[k].step != k + 1)
            fail_msg("%s: record %u has step %u (one warp: steps 1, 2, ... in order)", name, k + 1,
                     v->r[k].step);
}

static void free_vector(vec *v)
{
    sg_sm_destroy(v->sm);
    free(v->tr.buf);
    free(v->r);
    for (unsigned i = 0; i < v->nimg; i++)
        free(v->img[i].w);
}

/* (1) the trace the model writes is expected.trace, byte for byte */
static void check_expected_trace(const vec *v)
{
    char path[1400];
    snprintf(path, sizeof path, "%s/expected.trace", v->dir);
    size_t elen;
    char *exp = read_text(path, &elen);
    if (elen != v->tr.len || memcmp(exp, v->tr.buf, elen)) {
        size_t k = 0;
        unsigned line = 1;
        while (k < elen && k < v->tr.len && exp[k] == v->tr.buf[k])
            line += exp[k++] == '\n';
        fail_msg("%s: the trace differs from expected.trace at line %u", v->name, line);
    }
    free(exp);
}

/* (3) memory: the model's memory and expected-<name>.hex both equal want[] */
static void check_memory(const vec *v, const char *name, uint64_t addr, const uint32_t *want,
                         size_t n)
{
    char file[128];
    snprintf(file, sizeof file, "expected-%s.hex", name);
    image im = load_image(v, file, addr);
    if (im.n != n)
        fail_msg("%s/%s: %zu words, expected %zu", v->name, file, im.n, n);
    for (size_t i = 0; i < n; i++) {
        uint8_t b[4];
        sg_error err;
        assert_int_equal(sg_sm_read_global(v->sm, addr + 4 * i, b, 4, &err), SG_OK);
        uint32_t got = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
                       (uint32_t)b[3] << 24;
        if (got != want[i])
            fail_msg("%s: %s[%zu] (0x%llx) = 0x%08x in the model, the C code gives 0x%08x",
                     v->name, name, i, (unsigned long long)(addr + 4 * i), got, want[i]);
        if (im.w[i] != want[i])
            fail_msg("%s: %s word %zu = 0x%08x, the C code gives 0x%08x", v->name, file, i,
                     im.w[i], want[i]);
    }
    free(im.w);
    /* the dump in launch.args covers exactly this array */
    int found = 0;
    for (unsigned i = 0; i < v->ndump; i++)
        if (v->dump[i].addr == addr && v->dump[i].len == 4 * n) {
            char want_file[140];
            snprintf(want_file, sizeof want_file, "actual-%s.hex", name);
            assert_string_equal(v->dump[i].file, want_file);
            found = 1;
        }
    if (!found)
        fail_msg("%s: launch.args has no --mem-dump 0x%llx:0x%zx:actual-%s.hex", v->name,
                 (unsigned long long)addr, 4 * n, name);
}

/* The vector's program.lst is a verbatim copy of its source listing. */
static void check_copy(const vec *v, const char *source_rel)
{
    char a[1400], b[1024];
    snprintf(a, sizeof a, "%s/program.lst", v->dir);
    source_path(source_rel, b, sizeof b);
    size_t la, lb;
    char *ta = read_text(a, &la), *tb = read_text(b, &lb);
    if (la != lb || memcmp(ta, tb, la))
        fail_msg("%s/program.lst is not a verbatim copy of %s", v->name, source_rel);
    free(ta);
    free(tb);
}

/* ------------------------------------------------------------------------ */
/* seed tables                                                               */

typedef enum maskfmt {
    HEX,          /* "0x0F": bit i = lane i already (003, token masks of 000 Tables 4 and 6) */
    LANE0_RIGHT,  /* binary, lane 0 the rightmost character: int(s, 2) (000 Tables 4 and 6) */
    LANE0_LEFT    /* binary, lane 0 the leftmost character (000 Table 5) */
} maskfmt;

typedef struct row {
    unsigned line;        /* seed line of the row */
    const char *id;       /* the seed's entry id, or "" */
    const char *pc;       /* PC as printed */
    const char *am;       /* active mask as printed */
    const char *dis;      /* disable mask as printed; NULL: the table has no such column */
    const char *tos[3];   /* TOS, TOS-1, TOS-2 as printed; NULL or "Empty": no token */
    unsigned step;        /* TR-2: the record the row is (0: the launch state) */
    const char *model_dis; /* non-NULL where the model differs from the printed
                              disable mask (specs/simt-stack.md §13 C3): the model's value */
} row;

typedef struct table {
    const char *what;     /* "000 Table 6" */
    const char *seed;     /* seed file */
    maskfmt am_fmt, tok_fmt;
    const row *rows;
    size_t n;
} table;

static uint32_t conv(const char *s, maskfmt f, const char *what, unsigned line)
{
    if (f == HEX) {
        if (strncmp(s, "0x", 2))
            fail_msg("%s L%u: '%s' is not hex", what, line, s);
        return (uint32_t)strtoul(s, NULL, 16);
    }
    size_t n = strspn(s, "01");
    if (n == 0 || n > 32)
        fail_msg("%s L%u: '%s' is not a lane string", what, line, s);
    uint32_t m = 0;
    for (size_t k = 0; k < n; k++)
        if (s[k] == '1')
            m |= f == LANE0_LEFT ? 1u << k : 1u << (n - 1 - k);
    return m;
}

/* A token as printed: "SSY, 0xFF, 0xF0" (003, 000 Tables 4 and 6) or
 * "Stack mask: <lanes> rp: 0x0a0  SYNC" (000 Table 5). */
static void conv_tok(const char *s, maskfmt f, tok *t, const char *what, unsigned line)
{
    char type[16];
    const char *mask, *pc;
    if (!strncmp(s, "Stack mask: ", 12)) {
        mask = s + 12;
        pc = strstr(s, "rp: ");
        assert_non_null(pc);
        pc += 4;
        const char *ty = pc + strcspn(pc, " ");
        ty += strspn(ty, " ");
        snprintf(type, sizeof type, "%s", ty);
    } else {
        size_t n = strcspn(s, ",");
        snprintf(type, sizeof type, "%.*s", (int)n, s);
        mask = s + n + 2;
        pc = strchr(mask, ',');
        assert_non_null(pc);
        pc += 2;
    }
    /* the seeds' names for the model's token types (specs/simt-stack.md TK-2) */
    if (!strcmp(type, "BRA"))        /* 000 Table 6: the divergence token (C1) */
        strcpy(type, "DIV");
    else if (!strcmp(type, "SYNC"))  /* 000 Table 5: the SSY token (C2) */
        strcpy(type, "SSY");
    if (strcmp(type, "SSY") && strcmp(type, "DIV") && strcmp(type, "PBK"))
        fail_msg("%s L%u: unexpected token type '%s'", what, line, type);
    snprintf(t->type, sizeof t->type, "%s", type);
    t->mask = conv(mask, f, what, line);
    t->pc = (uint32_t)strtoul(pc, NULL, 16);
}

static int no_token(const char *s)
{
    return !s || !strcmp(s, "Empty");
}

/* Compare one seed row with the record TR-2 maps it to. *prev is the step of
 * the previous row (rows are in execution order). */
static void check_row(const vec *v, const table *t, const row *w, unsigned *prev)
{
    uint32_t pc = (uint32_t)strtoul(w->pc, NULL, 16);
    uint32_t am_seed = conv(w->am, t->am_fmt, t->what, w->line);
    uint32_t dis_seed = w->model_dis ? (uint32_t)strtoul(w->model_dis, NULL, 16)
                        : w->dis    ? conv(w->dis, HEX, t->what, w->line)
                                    : 0; /* no column: no BRK/CONT/RET in these programs */
    char at[160]; /* "000 Table 6 L1437 row 7, step 12" */
    snprintf(at, sizeof at, "%s L%u%s%s, step %u", t->what, w->line, w->id[0] ? " row " : "",
             w->id, w->step);
    const rec *r;
    uint32_t am;
    if (w->step == 0) {
        /* the launch state (ST-2): the state before step 1. Step 1 is the
         * MOV at the entry: it pushes, pops and parks nothing, so the stack
         * and disable masks after it are those before it */
        assert_true(v->nr > 0 && *prev == 0);
        r = &v->r[0];
        if (r->pc != pc || strcmp(r->ev, "[]") || strncmp(r->insn, "MOV ", 4))
            fail_msg("%s: step 1 is '%s' at 0x%04x with events %s", at, r->insn, r->pc, r->ev);
        am = r->am0;
    } else {
        if (w->step <= *prev || w->step > v->nr)
            fail_msg("%s: out of order or beyond the trace (%u records)", at, v->nr);
        r = &v->r[w->step - 1];
        /* TR-2: the row's PC is the record's npc; a step that emptied AM is
         * never a row of its own (the row is the unwind pop after it) */
        if (r->npc != pc)
            fail_msg("%s: the step's npc is 0x%04x, the row's PC %s = 0x%04x", at, r->npc, w->pc,
                     pc);
        if (r->kind == 'I' && r->am == 0 && w->step < v->nr)
            fail_msg("%s: the step emptied AM: TR-2 maps the row to the unwind after it", at);
        am = r->am;
    }
    *prev = w->step;
    if (am != am_seed)
        fail_msg("%s: active mask 0x%08x, the seed prints %s = 0x%08x", at, am, w->am, am_seed);
    uint32_t dis = r->bm | r->cm | r->rm;
    if (dis != dis_seed)
        fail_msg("%s: disable mask (bm|cm|rm) 0x%08x, expected 0x%08x", at, dis, dis_seed);
    for (unsigned k = 0; k < 3; k++) {
        if (no_token(w->tos[k])) {
            if (r->depth > k)
                fail_msg("%s: TOS-%u is %s:0x%x:0x%04x, the seed shows none", at, k, r->t[k].type,
                         r->t[k].mask, r->t[k].pc);
            continue;
        }
        tok want;
        conv_tok(w->tos[k], t->tok_fmt, &want, t->what, w->line);
        if (r->depth <= k)
            fail_msg("%s: depth %u, the seed shows TOS-%u '%s'", at, r->depth, k, w->tos[k]);
        if (strcmp(r->t[k].type, want.type) || r->t[k].mask != want.mask ||
            r->t[k].pc != want.pc)
            fail_msg("%s: TOS-%u is %s:0x%x:0x%04x, the seed prints '%s' = %s:0x%x:0x%04x", at, k,
                     r->t[k].type, r->t[k].mask, r->t[k].pc, w->tos[k], want.type, want.mask,
                     want.pc);
    }
}

/* Every row of t that maps to a step <= last_step. */
static void check_table(const vec *v, const table *t, unsigned last_step)
{
    unsigned prev = 0, n = 0;
    for (size_t i = 0; i < t->n; i++)
        if (t->rows[i].step <= last_step) {
            check_row(v, t, &t->rows[i], &prev);
            n++;
        }
    assert_true(n > 0);
}

/* The transcription: each printed field stands on the cited seed line, in
 * the row's order. Skipped when the seeds are not beside the checkout. */
static void check_transcription(const table *t)
{
    char dir[1024], path[1200];
    source_path("../shared/seeds", dir, sizeof dir);
    snprintf(path, sizeof path, "%s/%s", dir, t->seed);
    FILE *f = fopen(path, "r");
    if (!f) {
        print_message("seeds not found at %s: transcription of %s not checked\n", dir, t->what);
        return;
    }
    char **lines = NULL;
    unsigned nl = 0, cap = 0;
    char *buf = NULL;
    size_t bufcap = 0;
    while (getline(&buf, &bufcap, f) >= 0) {
        if (nl == cap) {
            cap = cap ? 2 * cap : 4096;
            lines = realloc(lines, cap * sizeof *lines);
            assert_non_null(lines);
        }
        lines[nl++] = strdup(buf);
    }
    free(buf);
    fclose(f);
    for (size_t i = 0; i < t->n; i++) {
        const row *w = &t->rows[i];
        assert_true(w->line >= 1 && w->line <= nl);
        const char *l = lines[w->line - 1], *p = l;
        const char *fields[8] = {w->id[0] ? w->id : NULL, w->pc, w->am, w->dis,
                                 w->tos[0], w->tos[1], w->tos[2], NULL};
        for (unsigned k = 0; k < 7; k++) {
            if (!fields[k])
                continue;
            const char *q = strstr(p, fields[k]);
            if (!q)
                fail_msg("%s: '%s' is not on %s line %u (after column %zu): %s", t->what,
                         fields[k], t->seed, w->line, (size_t)(p - l), l);
            p = q + strlen(fields[k]);
        }
    }
    for (unsigned k = 0; k < nl; k++)
        free(lines[k]);
    free(lines);
}

#define SEED000 "000_493cbca27899cba9.txt"
#define SEED003 "003_6f3ae78e150b8283.txt"

/* 003 Figure 2c (003:L66-81): PC, Active Mask (hex, bit i = lane i), TOS, TOS-1, TOS-2. */
static const row fig2_rows[] = {
    {67, "", "0x00", "0xFF", NULL, {"Empty", "Empty", "Empty"}, 0, NULL},   /* launch */
    {68, "", "0x20", "0xFF", NULL, {"Empty", "Empty", "Empty"}, 4, NULL},   /* IMAD at 0x18 */
    {69, "", "0x28", "0xFF", NULL, {"SSY, 0xFF, 0xF0", "Empty", "Empty"}, 5, NULL}, /* SSY 0xf0 */
    /* L70 "....." prints AM 0xF0 between 0x28 and 0x90: elided, and contradicted
     * by L71 (C6); test_003_figure2 checks AM stays 0xFF there */
    {71, "", "0x90", "0xFF", NULL, {"SSY, 0xFF, 0xF0", "Empty", "Empty"}, 18, NULL}, /* ISETP at 0x88 */
    {72, "", "0x98", "0x0F", NULL, {"DIV, 0xF0, 0xB8", "SSY, 0xFF, 0xF0", "Empty"}, 19, NULL}, /* @P0 BRA */
    /* L73 "....." elided */
    {74, "", "0xB0", "0x0F", NULL, {"DIV, 0xF0, 0xB8", "SSY, 0xFF, 0xF0", "Empty"}, 22, NULL}, /* IADD at 0xa8 */
    {75, "", "0xB8", "0xF0", NULL, {"SSY, 0xFF, 0xF0", "Empty", "Empty"}, 23, NULL}, /* ST.E.S pops DIV */
    /* L76 "....." elided */
    {77, "", "0xE0", "0xF0", NULL, {"SSY, 0xFF, 0xF0", "Empty", "Empty"}, 28, NULL}, /* NOP at 0xd8 */
    {78, "", "0xE8", "0xF0", NULL, {"SSY, 0xFF, 0xF0", "Empty", "Empty"}, 29, NULL}, /* NOP at 0xe0 */
    {79, "", "0xF0", "0xFF", NULL, {"Empty", "Empty", "Empty"}, 30, NULL},  /* NOP.S pops SSY */
    {80, "", "0xF8", "0xFF", NULL, {"Empty", "Empty", "Empty"}, 31, NULL},  /* LD.E at 0xf0; "Go Till Exit" */
    /* L81 "....." to EXIT: the last record is checked by test_003_figure2 */
};
static const table fig2 = {"003 Figure 2c", SEED003, HEX, HEX, fig2_rows,
                           sizeof fig2_rows / sizeof fig2_rows[0]};

/* 000 Table 4 (000:L1008-1036): Entry ID, PC, Active Mask (binary, lane 0 on
 * the RIGHT: specs/simt-stack.md §13 C4, §14.3), TOS, TOS-1, TOS-2 (hex). */
static const row t4_rows[] = {
    {1012, "1", "0x000", "11111111", NULL, {"Empty", "Empty", "Empty"}, 0, NULL},  /* launch */
    {1014, "2", "0x020", "11111111", NULL, {"Empty", "Empty", "Empty"}, 4, NULL},
    {1016, "3", "0x028", "11111111", NULL, {"SSY, 0xFF, 0xF0", "Empty", "Empty"}, 5, NULL},
    {1018, "4", "0x090", "11111111", NULL, {"SSY, 0xFF, 0xF0", "Empty", "Empty"}, 18, NULL},
    /* lanes 4-7 (not taken) run first; DIV holds the taken lanes 0-3 */
    {1020, "5", "0x098", "11110000", NULL, {"DIV, 0x0F, 0xB8", "SSY, 0xFF, 0xF0", "Empty"}, 19, NULL},
    /* L1022 note, L1024 "….." elided */
    {1026, "6", "0x0B0", "11110000", NULL, {"DIV, 0x0F, 0xB8", "SSY, 0xFF, 0xF0", "Empty"}, 22, NULL},
    /* printed "`00001111": the backtick is OCR debris (also L1034) */
    {1028, "7", "0x0B8", "00001111", NULL, {"SSY, 0xFF, 0xF0", "Empty", NULL}, 23, NULL},
    /* L1030 note, L1032 ".." elided */
    {1034, "8", "0x0E8", "00001111", NULL, {"SSY, 0xFF, 0xF0", "Empty", NULL}, 29, NULL},
    {1036, "9", "0xF0", "11111111", NULL, {"Empty", NULL, NULL}, 30, NULL},
};
static const table t4 = {"000 Table 4", SEED000, LANE0_RIGHT, HEX, t4_rows,
                         sizeof t4_rows / sizeof t4_rows[0]};

/* 000 Table 5 (000:L1196-1265): PC, Active Mask and the stack's one token,
 * binary with lane 0 on the LEFT (specs/simt-stack.md §15.1); "SYNC" = SSY.
 * The steps are those of §15.2: pass k of the loop is steps 15+5(k-1) to
 * 19+5(k-1). */
#define T5_ALL "1111111111111111111111111111"
#define T5_M1 "0111111111111111111111111111"
#define T5_M2 "0011111111111111111111111111"
#define T5_M26 "0000000000000000000000000011"
#define T5_M27 "0000000000000000000000000001"
#define T5_SYNC "Stack mask: 0111111111111111111111111111 rp: 0x0a0  SYNC"
static const row t5_rows[] = {
    {1201, "", "0x008", T5_ALL, NULL, {NULL}, 1, NULL},   /* MOV */
    {1203, "", "0x010", T5_ALL, NULL, {NULL}, 2, NULL},   /* S2R */
    {1205, "", "0x018", T5_ALL, NULL, {NULL}, 3, NULL},   /* S2R */
    /* L1207 "…." elided (0x020-0x048, steps 4-9) */
    {1209, "", "0x050", T5_ALL, NULL, {NULL}, 10, NULL},  /* ST at 0x48; "@P0Exit" next */
    {1211, "", "0x058", T5_M1, NULL, {NULL}, 11, NULL},   /* @P0 EXIT: lane 0 exits */
    {1213, "", "0x060", T5_M1, NULL, {NULL}, 12, NULL},
    {1215, "", "0x068", T5_M1, NULL, {NULL}, 13, NULL},   /* "SSY Inst" next */
    {1217, "", "0x070", T5_M1, NULL, {T5_SYNC}, 14, NULL}, /* SSY 0xa0 */
    {1219, "", "0x078", T5_M1, NULL, {T5_SYNC}, 15, NULL}, /* pass 1 */
    {1221, "", "0x080", T5_M1, NULL, {T5_SYNC}, 16, NULL},
    {1223, "", "0x088", T5_M1, NULL, {T5_SYNC}, 17, NULL},
    {1225, "", "0x090", T5_M1, NULL, {T5_SYNC}, 18, NULL},
    {1227, "", "0x070", T5_M2, NULL, {T5_SYNC}, 19, NULL}, /* branch, pass 1: lane 1 leaves */
    {1229, "", "0x078", T5_M2, NULL, {T5_SYNC}, 20, NULL}, /* pass 2 */
    {1231, "", "0x080", T5_M2, NULL, {T5_SYNC}, 21, NULL},
    {1233, "", "0x088", T5_M2, NULL, {T5_SYNC}, 22, NULL},
    {1235, "", "0x090", T5_M2, NULL, {T5_SYNC}, 23, NULL},
    /* L1237 "……" elided (passes 3-25): test_000_table5 checks every pass */
    {1239, "", "0x070", T5_M26, NULL, {T5_SYNC}, 139, NULL}, /* branch, pass 25 */
    {1241, "", "0x078", T5_M26, NULL, {T5_SYNC}, 140, NULL}, /* pass 26 */
    {1243, "", "0x080", T5_M26, NULL, {T5_SYNC}, 141, NULL},
    {1245, "", "0x088", T5_M26, NULL, {T5_SYNC}, 142, NULL},
    {1247, "", "0x090", T5_M26, NULL, {T5_SYNC}, 143, NULL},
    {1249, "", "0x070", T5_M27, NULL, {T5_SYNC}, 144, NULL}, /* branch, pass 26 */
    {1251, "", "0x078", T5_M27, NULL, {T5_SYNC}, 145, NULL}, /* pass 27 */
    {1253, "", "0x080", T5_M27, NULL, {T5_SYNC}, 146, NULL},
    {1255, "", "0x088", T5_M27, NULL, {T5_SYNC}, 147, NULL},
    {1257, "", "0x090", T5_M27, NULL, {T5_SYNC}, 148, NULL},
    /* branch, pass 27: no lane takes it; the while mask restores 0x0FFFFFFE (WM-4) */
    {1259, "", "0x098", T5_M1, NULL, {T5_SYNC}, 149, NULL},
    {1263, "", "0x0a0", T5_M1, NULL, {NULL}, 150, NULL},  /* NOP.S pops the SSY */
    {1265, "", "0x0a8", T5_M1, NULL, {NULL}, 151, NULL},  /* ST; then EXIT (test_000_table5) */
};
static const table t5 = {"000 Table 5", SEED000, LANE0_LEFT, LANE0_LEFT, t5_rows,
                         sizeof t5_rows / sizeof t5_rows[0]};

/* 000 Table 6 (000:L1414-1487): Entry ID, PC, Active Mask (binary, lane 0 on
 * the RIGHT, §16.1), Disable Mask (hex), TOS, TOS-1, TOS-2 (hex; "BRA" = DIV).
 * Steps as §16.2. */
#define T6_PBK "PBK, 0xFFF, 0x150"
#define T6_DIV "BRA, 0xCE1, 0x130"
static const row t6_rows[] = {
    {1425, "1", "0x18", "111111111111", "0x000", {NULL}, 3, NULL},          /* MOV, S2R, S2R */
    /* 2 (L1427) ".." elided */
    {1429, "3", "0x38", "111111111111", "0x000", {NULL}, 7, NULL},          /* SHL */
    {1431, "4", "0x40", "111111111111", "0x000", {T6_PBK}, 8, NULL},        /* PBK 0x150 */
    /* 5 (L1433) ".." elided */
    {1435, "6", "0x58", "111111111111", "0x000", {T6_PBK}, 11, NULL},       /* ISETP.NE */
    {1437, "7", "0x60", "001100011110", "0x000", {T6_DIV, T6_PBK}, 12, NULL}, /* @P0 BRA 0x130 */
    /* 8 (L1439) ".." elided */
    {1441, "9", "0x80", "001100011110", "0x000", {T6_DIV, T6_PBK}, 16, NULL},
    {1443, "10", "0x88", "001100011110", "0x000", {"SSY, 0x31E, 0xF8", T6_DIV, T6_PBK}, 17, NULL}, /* SSY */
    /* the stimulus: @P0 NOP.S removes lanes 8, 9 (specs/simt-stack.md §16.1) */
    {1445, "11", "0x90", "000000011110", "0x000", {"SSY, 0x31E, 0xF8", T6_DIV, T6_PBK}, 18, NULL},
    /* 12 (L1447) ".." elided */
    {1449, "13", "0xa8", "000000011110", "0x000", {"SSY, 0x31E, 0xF8", T6_DIV, T6_PBK}, 21, NULL},
    {1451, "14", "0xb0", "000000011110", "0x000", {"SSY, 0x31E, 0xF8", T6_DIV, T6_PBK}, 22, NULL},
    /* 15 (L1453) ".." elided */
    {1455, "16", "0xf0", "000000011110", "0x000", {"SSY, 0x31E, 0xF8", T6_DIV, T6_PBK}, 30, NULL},
    /* BRK (step 31) empties AM: the row is the unwind pop of the SSY after it */
    {1457, "17", "0xf8", "001100000000", "0x01E", {T6_DIV, T6_PBK}, 32, NULL},
    /* 18 (L1459) "..." elided */
    {1461, "19", "0x108", "001100000000", "0x01E", {T6_DIV, T6_PBK}, 34, NULL},
    {1463, "20", "0x78", "001100000000", "0x01E", {T6_DIV, T6_PBK}, 35, NULL}, /* @P0 BRA 0x78 */
    {1465, "21", "0x80", "001100000000", "0x01E", {T6_DIV, T6_PBK}, 36, NULL},
    {1467, "22", "0x88", "001100000000", "0x01E", {"SSY, 0x300, 0xF8", T6_DIV, T6_PBK}, 37, NULL},
    /* 23 (L1469) ".." elided */
    {1471, "24", "0xf0", "001100000000", "0x01E", {"SSY, 0x300, 0xF8", T6_DIV, T6_PBK}, 50, NULL},
    /* BRK (step 51), then the unwind pop of the SSY restores 0x300 & ~0x31E = 0 (POP-5) */
    {1473, "25", "0xf8", "000000000000", "0x31E", {T6_DIV, T6_PBK}, 52, NULL},
    /* 26 (L1475): "None of threads are active ... a token is popped": the
     * unwind step 53, checked by test_000_table6 */
    /* Rows 27 and 29 print the disable mask 0x01E. That is the seed's
     * contradiction C3 (specs/simt-stack.md §13): only the DIV token was popped
     * since row 25 (0x31E), and BM is cleared only by a PBK pop, so lanes 8, 9
     * stay parked. The model's value, 0x31E, is asserted. */
    {1477, "27", "0x130", "110011100001", "0x01E", {T6_PBK}, 53, "0x31E"},
    /* 28 (L1479) "…" elided */
    {1481, "29", "0x148", "110011100001", "0x01E", {T6_PBK}, 56, "0x31E"},
    /* BRK (step 57) parks every lane; the unwind pops the PBK: BM &= ~0xFFF */
    {1483, "30", "0x150", "111111111111", "0x000", {NULL}, 58, NULL},
    /* 31 (L1485) "…" elided; 32 (L1487) "Till exit": checked by test_000_table6 */
};
static const table t6 = {"000 Table 6", SEED000, LANE0_RIGHT, HEX, t6_rows,
                         sizeof t6_rows / sizeof t6_rows[0]};

/* ------------------------------------------------------------------------ */
/* the C code of the seed figures, run on the vectors' input images          */

/* 003 Figure 2a (003:L32-41), with the THEN/ELSE bodies of the completed
 * listing (vectors/seed/003-figure2/program.lst header: ELSE adds as 000 L959,
 * THEN multiplies): d_c[i] = taken ? a*b : a+b; d_e[i] = d_c[i] + d_d[i].
 * taken = index > x1 (003:L33), unless launch.args forces the guard of the
 * branch at 0x90 (000-table4). */
static void fig2_c_code(const vec *v, uint32_t *dc, uint32_t *de)
{
    uint32_t da = param_u32(v, 0x00), db = param_u32(v, 0x08), dd = param_u32(v, 0x18);
    int32_t x1 = (int32_t)param_u32(v, 0x28);
    assert_int_equal(v->nparam, 0x2c);
    for (size_t hi = 0x04; hi < 0x28; hi += 8) /* 64-bit pointers below 4 GiB */
        assert_int_equal(param_u32(v, hi), 0);
    for (int i = 0; i < 8; i++) {
        int taken = i > x1;
        for (unsigned f = 0; f < v->nforce; f++)
            if (v->force[f].pc == 0x90 && v->force[f].nth == 1)
                taken = (int)(v->force[f].mask >> i & 1); /* the branch executes once */
        uint32_t a = init_word(v, da + 4u * (unsigned)i), b = init_word(v, db + 4u * (unsigned)i);
        dc[i] = taken ? a * b : a + b;
        de[i] = dc[i] + init_word(v, dd + 4u * (unsigned)i);
    }
}

/* 000 Figure 8 (000:L1122-1140): if (i < N) { C[i] = 1; for (j = 1; j <= i;
 * j++) C[i] = C[i] + j; } in float (C is the float array of Figure 9:
 * MOV32I 0x3f800000, I2F, FADD). Every sum is an integer below 2^24: exact. */
static void fig8_c_code(const vec *v, uint32_t *c, unsigned n)
{
    uint32_t cp = param_u32(v, 0x08), N = param_u32(v, 0x0c);
    for (unsigned i = 0; i < n; i++) {
        if (i >= N) {
            c[i] = init_word(v, cp + 4 * i);
            continue;
        }
        float x = 1.0f;
        for (unsigned j = 1; j <= i; j++)
            x = x + (float)j;
        c[i] = float_bits(x);
    }
}

/* 000 Figure 10 (000:L1294-1320), kernel_update. With the stimulus of
 * 000-table6 (--force-guard 0x88:MASK:1), the guard of the first execution of
 * the continue test at 0x88 (the warp's pass j = 0, L1310-1311 = 0x78 ISETP.EQ,
 * 0x88 @P0 NOP.S) is MASK instead of j == i. A, B hold multiples of 0.5 below
 * 100: every difference, product and sum is exact in float. */
static void fig10_c_code(const vec *v, uint32_t *c, unsigned n)
{
    uint32_t A = param_u32(v, 0x00), B = param_u32(v, 0x04), C = param_u32(v, 0x08);
    uint32_t N = param_u32(v, 0x0c), hp = param_u32(v, 0x10);
    int forced = 0;
    uint32_t fmask = 0;
    for (unsigned f = 0; f < v->nforce; f++) {
        assert_int_equal(v->force[f].pc, 0x88);
        assert_int_equal(v->force[f].nth, 1);
        forced = 1;
        fmask = v->force[f].mask;
    }
    for (unsigned i = 0; i < n; i++) {
        if (i >= N) {
            c[i] = init_word(v, C + 4 * i);
            continue;
        }
        float dij = 2.0f;
        if (!init_word(v, hp + 4 * i)) {
            for (unsigned j = 0; j < N; j++) {
                int cont = (forced && j == 0) ? (int)(fmask >> i & 1) : j == i;
                if (cont)
                    continue;
                if ((i * N + j) > (i * j + i)) {
                    volatile float diff = as_float(init_word(v, B + 4 * j)) -
                                          as_float(init_word(v, B + 4 * i));
                    dij = as_float(init_word(v, A + 4 * i)) * diff;
                    break;
                }
            }
        }
        volatile float bi = as_float(init_word(v, B + 4 * i));
        c[i] = float_bits(bi + dij);
    }
}

/* ------------------------------------------------------------------------ */
/* tests                                                                     */

/* The last record: the EXIT at pc, every live lane exited, nothing left. */
static void check_exit(const vec *v, uint32_t pc, uint32_t live)
{
    const rec *r = &v->r[v->nr - 1];
    if (r->kind != 'I' || r->pc != pc || strncmp(r->insn, "EXIT", 4) || r->am != 0 ||
        r->xm != live || r->depth != 0 || (r->bm | r->cm | r->rm))
        fail_msg("%s: the last record (step %u) is %c at 0x%04x '%s' am 0x%x xm 0x%x depth %u",
                 v->name, r->step, r->kind, r->pc, r->insn, r->am, r->xm, r->depth);
}

/* A1: 003 Figure 2 with x1 = 3, P0 = 0xF0 (specs/simt-stack.md §14.2, 41 steps). */
static void test_003_figure2(void **state)
{
    (void)state;
    vec v;
    run_vector(&v, "003-figure2");
    check_copy(&v, "vectors/seed/000-table4/program.lst"); /* the two copies agree */
    check_expected_trace(&v);
    check_transcription(&fig2);
    check_table(&v, &fig2, ~0u);
    /* L70 ("....." 0xF0): no instruction between 0x28 and 0x90 changes AM;
     * the model keeps 0xFF (C6), as L71 prints at 0x90 */
    for (unsigned s = 6; s <= 17; s++)
        if (v.r[s - 1].am != 0xff)
            fail_msg("003 L70: step %u has AM 0x%x", s, v.r[s - 1].am);
    /* the guard 003:L89 states: P0 = 0xF0 */
    assert_string_equal(v.r[18].insn, "@P0 BRA 0xb8;");
    assert_string_equal(v.r[18].g, "0xf0");
    /* L80-81 "Go Till Exit": EXIT at 0x140 (003:L62) */
    assert_int_equal(v.nr, 41);
    check_exit(&v, 0x140, 0xff);
    uint32_t dc[8], de[8];
    fig2_c_code(&v, dc, de);
    check_memory(&v, "d_c", param_u32(&v, 0x10), dc, 8);
    check_memory(&v, "d_e", param_u32(&v, 0x20), de, 8);
    free_vector(&v);
}

/* A2: 000 Table 4, the same program with G = 0x0F at 0x90 (§13 C4, §14.3). */
static void test_000_table4(void **state)
{
    (void)state;
    vec v;
    run_vector(&v, "000-table4");
    check_expected_trace(&v);
    check_transcription(&t4);
    check_table(&v, &t4, ~0u);
    assert_int_equal(v.nr, 41);
    assert_string_equal(v.r[18].g, "0x0f"); /* the stimulus took effect */
    check_exit(&v, 0x140, 0xff);
    uint32_t dc[8], de[8];
    fig2_c_code(&v, dc, de);
    check_memory(&v, "d_c", param_u32(&v, 0x10), dc, 8);
    check_memory(&v, "d_e", param_u32(&v, 0x20), de, 8);
    /* the stimulus swaps the paths: 003-figure2 multiplies where this adds */
    vec a;
    run_vector(&a, "003-figure2");
    uint32_t dc2[8], de2[8];
    fig2_c_code(&a, dc2, de2);
    for (int i = 0; i < 8; i++)
        assert_int_not_equal(dc[i], dc2[i]);
    free_vector(&a);
    free_vector(&v);
}

/* lanes k..27 of the 28-thread block: the lanes still in the loop in pass k
 * (lane i runs j = 1..i, Figure 8) */
static uint32_t t5_mask(unsigned k)
{
    return 0x10000000u - (1u << k);
}

/* B1: 000 Table 5, policy while-mask (§15.2, 152 steps). */
static void test_000_table5(void **state)
{
    (void)state;
    vec v;
    run_vector(&v, "000-table5");
    check_copy(&v, "vectors/listings/000-figure09.lst");
    check_expected_trace(&v);
    check_transcription(&t5);
    check_table(&v, &t5, ~0u);
    /* L1237 "……" (passes 3-25) and every other pass: pass k runs the body
     * (0x70-0x88) with lanes k..27; its branch sends lanes k+1..27 back to
     * 0x70 and, at pass 27, restores the loop's first mask (WM-4) */
    for (unsigned k = 1; k <= 27; k++) {
        unsigned b = 19 + 5 * (k - 1); /* the branch of pass k */
        for (unsigned s = b - 4; s <= b; s++)
            if (v.r[s - 1].am0 != t5_mask(k) || v.r[s - 1].depth != 1)
                fail_msg("Table 5 pass %u: step %u runs with 0x%08x, depth %u", k, s,
                         v.r[s - 1].am0, v.r[s - 1].depth);
        const rec *r = &v.r[b - 1];
        uint32_t am = k < 27 ? t5_mask(k + 1) : 0x0ffffffe;
        if (r->pc != 0x90 || r->am != am || r->npc != (k < 27 ? 0x70u : 0x98u))
            fail_msg("Table 5 pass %u: branch step %u gives 0x%08x -> 0x%04x", k, b, r->am,
                     r->npc);
    }
    assert_int_equal(v.nr, 152);
    check_exit(&v, 0xa8, 0x0fffffff);
    uint32_t c[28];
    fig8_c_code(&v, c, 28);
    check_memory(&v, "C", param_u32(&v, 0x08), c, 28);
    free_vector(&v);
}

/* B2: the same program, policy div-token (§15.3, 178 steps): Table 5 up to
 * the first branch, then one DIV push and one NOP.S pop per pass; the same
 * final memory, a different trace. */
static void test_000_table5_div_token(void **state)
{
    (void)state;
    vec v, w;
    run_vector(&v, "000-table5-div-token");
    check_copy(&v, "vectors/listings/000-figure09.lst");
    check_expected_trace(&v);
    assert_int_equal(v.cfg.backward_branch_policy, SG_BB_DIV_TOKEN);
    /* rows L1201-L1225 (steps 1-18) come before the loop's first branch:
     * the same under both policies */
    check_table(&v, &t5, 18);
    for (unsigned k = 1; k <= 26; k++) {
        unsigned b = 19 + 6 * (k - 1);
        const rec *r = &v.r[b - 1], *p = &v.r[b];
        /* BRA-3: divergent, the taken lanes k+1..27 wait on DIV, lane k runs
         * the fall-through NOP.S, which pops the DIV */
        if (r->pc != 0x90 || r->am0 != t5_mask(k) || r->am != 1u << k || r->npc != 0x98 ||
            r->depth != 2 || strcmp(r->t[0].type, "DIV") || r->t[0].mask != t5_mask(k + 1) ||
            r->t[0].pc != 0x70)
            fail_msg("div-token pass %u: branch step %u wrong", k, b);
        if (p->pc != 0x98 || p->am != t5_mask(k + 1) || p->npc != 0x70 || p->depth != 1 ||
            strcmp(p->t[0].type, "SSY"))
            fail_msg("div-token pass %u: NOP.S step %u wrong", k, b + 1);
    }
    /* pass 27: no lane takes the branch; NOP.S pops the SSY */
    assert_int_equal(v.r[174].pc, 0x90);
    assert_int_equal(v.r[174].am, 0x08000000);
    assert_int_equal(v.r[174].npc, 0x98);
    assert_int_equal(v.r[175].am, 0x0ffffffe);
    assert_int_equal(v.r[175].npc, 0xa0);
    assert_int_equal(v.r[175].depth, 0);
    unsigned maxd = 0;
    for (unsigned s = 0; s < v.nr; s++) {
        maxd = v.r[s].depth > maxd ? v.r[s].depth : maxd;
        assert_string_equal(v.r[s].wt, "[]"); /* no while-mask under div-token */
    }
    assert_int_equal(maxd, 2);
    assert_int_equal(v.nr, 178);
    check_exit(&v, 0xa8, 0x0fffffff);
    uint32_t c[28];
    fig8_c_code(&v, c, 28);
    check_memory(&v, "C", param_u32(&v, 0x08), c, 28);
    /* a different trace from the while-mask vector, the same memory */
    run_vector(&w, "000-table5");
    assert_true(v.tr.len != w.tr.len || memcmp(v.tr.buf, w.tr.buf, v.tr.len));
    uint32_t cw[28];
    fig8_c_code(&w, cw, 28);
    assert_memory_equal(c, cw, sizeof c);
    free_vector(&w);
    free_vector(&v);
}

/* C1: 000 Table 6 with the stimulus at 0x88 (§16.2, 62 steps). */
static void test_000_table6(void **state)
{
    (void)state;
    vec v;
    run_vector(&v, "000-table6");
    check_copy(&v, "vectors/listings/000-figure11.lst");
    check_expected_trace(&v);
    check_transcription(&t6);
    check_table(&v, &t6, ~0u);
    /* row 26 (L1475): with no lane active a token is popped: step 53 is an
     * unwind step that pops row 25's TOS, the "BRA" (DIV) token */
    const rec *u = &v.r[52];
    if (u->kind != 'U' || u->am0 != 0 || strncmp(u->ev, "[POP:DIV:0x00000ce1:0x0130", 26))
        fail_msg("Table 6 row 26: step 53 is %c am 0x%x ev %s", u->kind, u->am0, u->ev);
    /* the stimulus took effect at the first execution of 0x88 only */
    assert_string_equal(v.r[17].g, "0x00000300");
    assert_string_equal(v.r[37].g, "0x00000000");
    /* row 32 (L1487) "Till exit": EXIT at 0x168 */
    assert_int_equal(v.nr, 62);
    check_exit(&v, 0x168, 0xfff);
    uint32_t c[12];
    fig10_c_code(&v, c, 12);
    check_memory(&v, "C", param_u32(&v, 0x08), c, 12);
    free_vector(&v);
}

/* C2: Figure 11 with real data only (§17 C2): lanes 0x31E all break at j = 0;
 * the SSY pop restores 0; the DIV pop and the rest as steps 53-62 of §16.2. */
static void test_000_table6_real(void **state)
{
    (void)state;
    vec v, f;
    run_vector(&v, "000-table6-real");
    check_copy(&v, "vectors/listings/000-figure11.lst");
    check_expected_trace(&v);
    assert_int_equal(v.nforce, 0);
    check_table(&v, &t6, 17); /* rows 1-10 (steps 3-17): before 0x88 */
    /* the first BRK parks all of 0x31E; the SSY pop restores 0 */
    unsigned b = 0;
    for (unsigned s = 0; s < v.nr && !b; s++)
        if (!strcmp(v.r[s].insn, "BRK;"))
            b = s;
    assert_int_equal(v.r[b].pc, 0xf0);
    assert_int_equal(v.r[b].am0, 0x31e);
    assert_int_equal(v.r[b].bm, 0x31e);
    assert_int_equal(v.r[b + 1].kind, 'U');
    assert_int_equal(v.r[b + 1].am, 0);
    assert_int_equal(v.r[b + 1].depth, 2);
    /* then the DIV pop and the same control flow as steps 53-62 of 000-table6 */
    run_vector(&f, "000-table6");
    assert_int_equal(v.nr - (b + 2), f.nr - 52);
    for (unsigned k = 0; b + 2 + k < v.nr; k++) {
        const rec *x = &v.r[b + 2 + k], *y = &f.r[52 + k];
        if (x->kind != y->kind || x->pc != y->pc || x->npc != y->npc || x->am0 != y->am0 ||
            x->am != y->am || x->bm != y->bm || x->xm != y->xm || x->depth != y->depth ||
            (x->depth && (x->t[0].mask != y->t[0].mask || strcmp(x->t[0].type, y->t[0].type))))
            fail_msg("000-table6-real step %u differs from 000-table6 step %u", x->step, y->step);
    }
    for (unsigned s = 0; s < v.nr; s++)
        assert_string_equal(v.r[s].wt, "[]"); /* no backward branch is taken */
    check_exit(&v, 0x168, 0xfff);
    uint32_t c[12];
    fig10_c_code(&v, c, 12);
    check_memory(&v, "C", param_u32(&v, 0x08), c, 12);
    /* lanes 8 and 9 break at j = 0 here, at j = 1 under the stimulus */
    uint32_t cf[12];
    fig10_c_code(&f, cf, 12);
    for (unsigned i = 0; i < 12; i++)
        if ((c[i] != cf[i]) != (i == 8 || i == 9))
            fail_msg("C[%u]: 0x%08x real, 0x%08x forced", i, c[i], cf[i]);
    free_vector(&f);
    free_vector(&v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_003_figure2),
        cmocka_unit_test(test_000_table4),
        cmocka_unit_test(test_000_table5),
        cmocka_unit_test(test_000_table5_div_token),
        cmocka_unit_test(test_000_table6),
        cmocka_unit_test(test_000_table6_real),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
