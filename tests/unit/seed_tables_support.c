/*
 * seed_tables_support.c - the harness of the test_seed_tables_*.c tests
 * (seed_tables_support.h): trace records parsed, a seed vector run through
 * the public API, and a seed table compared with the records row by row.
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

#include "seed_tables_support.h"

/* ------------------------------------------------------------------------ */
/* trace records (specs/trace-format.md §2)                                  */

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

uint32_t param_u32(const vec *v, size_t off)
{
    assert_true(off + 4 <= v->nparam);
    return (uint32_t)v->params[off] | (uint32_t)v->params[off + 1] << 8 |
           (uint32_t)v->params[off + 2] << 16 | (uint32_t)v->params[off + 3] << 24;
}

/* The initial word at addr from the vector's input images. */
uint32_t init_word(const vec *v, uint64_t addr)
{
    for (unsigned i = 0; i < v->nimg; i++)
        if (addr >= v->img[i].addr && addr < v->img[i].addr + 4 * v->img[i].n)
            return v->img[i].w[(addr - v->img[i].addr) / 4];
    fail_msg("%s: no input image holds 0x%llx", v->name, (unsigned long long)addr);
    return 0;
}

float as_float(uint32_t w)
{
    float f;
    memcpy(&f, &w, 4);
    return f;
}

uint32_t float_bits(float f)
{
    uint32_t w;
    memcpy(&w, &f, 4);
    return w;
}

/* Read launch.args (whitespace-separated words, '#' comments) and run the
 * vector's program.lst with that setup; parse the trace. */
void run_vector(vec *v, const char *name)
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

void free_vector(vec *v)
{
    sg_sm_destroy(v->sm);
    free(v->tr.buf);
    free(v->r);
    for (unsigned i = 0; i < v->nimg; i++)
        free(v->img[i].w);
}

/* (1) the trace the model writes is expected.trace, byte for byte */
void check_expected_trace(const vec *v)
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
void check_memory(const vec *v, const char *name, uint64_t addr, const uint32_t *want,
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
void check_copy(const vec *v, const char *source_rel)
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
void check_table(const vec *v, const table *t, unsigned last_step)
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
void check_transcription(const table *t)
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

/* The last record: the EXIT at pc, every live lane exited, nothing left. */
void check_exit(const vec *v, uint32_t pc, uint32_t live)
{
    const rec *r = &v->r[v->nr - 1];
    if (r->kind != 'I' || r->pc != pc || strncmp(r->insn, "EXIT", 4) || r->am != 0 ||
        r->xm != live || r->depth != 0 || (r->bm | r->cm | r->rm))
        fail_msg("%s: the last record (step %u) is %c at 0x%04x '%s' am 0x%x xm 0x%x depth %u",
                 v->name, r->step, r->kind, r->pc, r->insn, r->am, r->xm, r->depth);
}

