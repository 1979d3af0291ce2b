/*
 * recipe_parse.c - the recipe text (specs/gen.md §2): the lexer and the
 * parser. Syntax errors name the line and column and what was expected; the
 * parsed recipe is then checked by the rules of §2.3 (recipe_check.c).
 */
#include <ctype.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_internal.h"

typedef struct lexer {
    const char *text, *end, *name;
    const char *line;   /* start of the current line */
    const char *p;      /* position in it */
    const char *eol;    /* its end (comment stripped) */
    unsigned lineno;
    sg_error *err;
} lexer;

static sg_status lex_vfail(lexer *L, unsigned line, unsigned col, const char *fmt, va_list ap)
{
    char msg[SG_ERROR_MSG_MAX];
    vsnprintf(msg, sizeof msg, fmt, ap);
    sg_fail(L->err, SG_ERR_SYNTAX, "%s", msg);
    sg_error_at(L->err, L->name, line, col);
    return SG_ERR_SYNTAX;
}

/* An error at `at` on the current line (NULL: the line as a whole). */
static sg_status lex_fail(lexer *L, const char *at, const char *fmt, ...) SG_PRINTF(3, 4);
static sg_status lex_fail(lexer *L, const char *at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    lex_vfail(L, L->lineno, at ? (unsigned)(at - L->line) + 1 : 0, fmt, ap);
    va_end(ap);
    return SG_ERR_SYNTAX;
}

/* An error at an earlier line and column. */
static sg_status lex_fail_at(lexer *L, unsigned line, unsigned col, const char *fmt, ...)
    SG_PRINTF(4, 5);
static sg_status lex_fail_at(lexer *L, unsigned line, unsigned col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    lex_vfail(L, line, col, fmt, ap);
    va_end(ap);
    return SG_ERR_SYNTAX;
}

/* Advance to the next line with content; 0 at the end of the text. */
static int next_line(lexer *L)
{
    for (;;) {
        if (L->line && L->eol) {
            const char *nl = memchr(L->line, '\n', (size_t)(L->end - L->line));
            L->line = nl ? nl + 1 : L->end;
        } else if (!L->line) {
            L->line = L->text;
        }
        if (L->line >= L->end)
            return 0;
        L->lineno++;
        const char *nl = memchr(L->line, '\n', (size_t)(L->end - L->line));
        const char *e = nl ? nl : L->end;
        const char *hash = memchr(L->line, '#', (size_t)(e - L->line));
        if (hash)
            e = hash;
        while (e > L->line && isspace((unsigned char)e[-1]))
            e--;
        L->eol = e;
        L->p = L->line;
        while (L->p < e && isspace((unsigned char)*L->p))
            L->p++;
        if (L->p < e)
            return 1;
    }
}

/* The next word of the line (up to white space), or NULL at its end. */
static const char *word(lexer *L, size_t *n)
{
    while (L->p < L->eol && isspace((unsigned char)*L->p))
        L->p++;
    if (L->p >= L->eol)
        return NULL;
    const char *w = L->p;
    while (L->p < L->eol && !isspace((unsigned char)*L->p))
        L->p++;
    *n = (size_t)(L->p - w);
    return w;
}

static int is(const char *w, size_t n, const char *s)
{
    return strlen(s) == n && !memcmp(w, s, n);
}

static int num_u64(const char *s, size_t n, uint64_t *v)
{
    char buf[32];
    if (!n || n >= sizeof buf || *s == '-' || *s == '+')
        return 0;
    memcpy(buf, s, n);
    buf[n] = '\0';
    char *end;
    unsigned long long x = strtoull(buf, &end, 0);
    if (*end)
        return 0;
    *v = x;
    return 1;
}

static int num_u32(const char *s, size_t n, uint32_t *v)
{
    uint64_t x;
    if (!num_u64(s, n, &x) || x > UINT32_MAX)
        return 0;
    *v = (uint32_t)x;
    return 1;
}

static int parse_pred(const char *s, size_t n, gen_pred *p)
{
    uint32_t v[2];
    memset(p, 0, sizeof *p);
    if (is(s, n, "always"))
        return 1;
    if (n > 5 && !memcmp(s, "data:", 5)) {
        const char *c1 = memchr(s + 5, ':', n - 5);
        if (!c1 || memchr(c1 + 1, ':', (size_t)(s + n - c1 - 1)) ||
            !num_u32(s + 5, (size_t)(c1 - s - 5), &v[0]) ||
            !num_u32(c1 + 1, (size_t)(s + n - c1 - 1), &v[1]))
            return 0;
        p->kind = GP_DATA;
        p->seed = v[0];
        p->a = v[1];
        return 1;
    }
    if (n > 5 && !memcmp(s, "lane:", 5)) {
        const char *c1 = memchr(s + 5, ':', n - 5);
        if (!c1 || memchr(c1 + 1, ':', (size_t)(s + n - c1 - 1)) ||
            !num_u32(s + 5, (size_t)(c1 - s - 5), &v[0]) ||
            !num_u32(c1 + 1, (size_t)(s + n - c1 - 1), &v[1]))
            return 0;
        p->kind = GP_LANE;
        p->a = v[0];
        p->b = v[1];
        return 1;
    }
    return 0;
}

static int parse_val(const char *s, size_t n, gen_val *v)
{
    memset(v, 0, sizeof *v);
    if (is(s, n, "none"))
        return 1;
    const char *c = memchr(s, ':', n);
    if (!c || memchr(c + 1, ':', (size_t)(s + n - c - 1)) ||
        !num_u32(s, (size_t)(c - s), &v->seed) || !num_u32(c + 1, (size_t)(s + n - c - 1), &v->max))
        return 0;
    v->on = 1;
    return 1;
}

static int pick(const char *s, size_t n, const char *const *names, int count)
{
    for (int i = 0; i < count; i++)
        if (is(s, n, names[i]))
            return i;
    return -1;
}

/* R32, RZ (and R0..R62) */
static int parse_reg(const char *s, size_t n, unsigned *r)
{
    uint32_t v;
    if (is(s, n, "RZ")) {
        *r = GEN_RZ;
        return 1;
    }
    if (n < 2 || n > 3 || s[0] != 'R' || !isdigit((unsigned char)s[1]) ||
        (n == 3 && (!isdigit((unsigned char)s[2]) || s[1] == '0')))
        return 0;
    v = (uint32_t)(s[1] - '0');
    if (n == 3)
        v = v * 10 + (uint32_t)(s[2] - '0');
    if (v > 62)
        return 0;
    *r = v;
    return 1;
}

/* a datapath guard: pt, P1..P6, !P1..!P6 */
static int parse_guard(const char *s, size_t n, gen_node *nd)
{
    if (is(s, n, "pt")) {
        nd->guard = 7;
        nd->gneg = 0;
        return 1;
    }
    unsigned neg = n && s[0] == '!';
    if (n != 2 + neg || s[neg] != 'P' || s[neg + 1] < '1' || s[neg + 1] > '6')
        return 0;
    nd->guard = (unsigned)(s[neg + 1] - '0');
    nd->gneg = neg;
    return 1;
}

/* a signed offset: 0x10, -0x10 (at most 24 bits) */
static int parse_off(const char *s, size_t n, int32_t *v)
{
    int neg = n && s[0] == '-';
    uint32_t u;
    if (!num_u32(s + neg, n - (size_t)neg, &u) || u > 0x7fffff)
        return 0;
    *v = neg ? -(int32_t)u : (int32_t)u;
    return 1;
}

/* lane:MASK:STRIDE, tid:..., rev:..., data:SEED:MASK:STRIDE */
static int parse_at(const char *s, size_t n, gen_node *nd)
{
    const char *c = memchr(s, ':', n), *end = s + n;
    if (!c)
        return 0;
    int k = pick(s, (size_t)(c - s), gen_ix_names, GI_NKINDS);
    if (k < 0)
        return 0;
    uint32_t v[3];
    unsigned want = k == GI_DATA ? 3 : 2, got = 0;
    for (const char *p = c + 1;; got++) {
        const char *q = memchr(p, ':', (size_t)(end - p));
        const char *e = q ? q : end;
        if (got == want || !num_u32(p, (size_t)(e - p), &v[got]))
            return 0;
        if (!q)
            break;
        p = q + 1;
    }
    if (got + 1 != want)
        return 0;
    nd->ixk = k;
    nd->wseed = k == GI_DATA ? v[0] : 0;
    nd->mask = v[want - 2];
    nd->stride = v[want - 1];
    return 1;
}

static sg_status parse_block(lexer *L, gen_block *b, const char **closer, size_t *closer_len);

/* The attributes of a node: KEY=VALUE words, then an optional "{". */
static sg_status parse_node(lexer *L, gen_kind kind, gen_node *n, int *opens)
{
    static const char *const js[] = {"nop", "s"}, *const ops[] = {"brx", "jmx"},
                             *const ex[] = {"exit", "kil"};
    size_t wn;
    const char *w;
    *opens = 0;
    while ((w = word(L, &wn))) {
        if (kind == GK_ALU && is(w, wn, ":")) { /* the rest of the line: the instruction */
            while (L->p < L->eol && isspace((unsigned char)*L->p))
                L->p++;
            size_t tn = (size_t)(L->eol - L->p);
            if (!tn || tn >= sizeof n->text)
                return lex_fail(L, L->p, "expected the instruction after ':' (at most %d "
                                         "characters)",
                                GEN_TEXT_MAX - 1);
            memcpy(n->text, L->p, tn);
            n->text[tn] = '\0';
            L->p = L->eol;
            return SG_OK;
        }
        if (is(w, wn, "{")) {
            *opens = 1;
            if (word(L, &wn))
                return lex_fail(L, L->p - wn, "expected the end of the line after '{'");
            break;
        }
        const char *eq = memchr(w, '=', wn);
        if (!eq)
            return lex_fail(L, w, "expected KEY=VALUE or '{', got '%.*s'", (int)wn, w);
        const char *k = w, *v = eq + 1;
        size_t kn = (size_t)(eq - w), vn = wn - kn - 1;
        int ok = 0, idx;
#define KEY(name) (is(k, kn, name))
        if (kind == GK_ALU && KEY("g")) {
            ok = parse_guard(v, vn, n);
        } else if (kind == GK_MEM) {
            if (KEY("op")) {
                ok = (idx = pick(v, vn, gen_mop_names, GM_NOPS)) >= 0;
                n->mop = idx;
            } else if (KEY("size")) {
                ok = (idx = pick(v, vn, gen_msize_names, 7)) >= 0;
                n->msize = idx;
            } else if (KEY("e") || KEY("bank")) {
                uint32_t x = 0;
                ok = num_u32(v, vn, &x) && x <= 2;
                if (KEY("e"))
                    n->wide = (int)x;
                else
                    n->bank = (int)x;
            } else if (KEY("d")) {
                ok = parse_reg(v, vn, &n->reg);
            } else if (KEY("at")) {
                ok = parse_at(v, vn, n);
            } else if (KEY("base")) {
                ok = num_u32(v, vn, &n->base);
            } else if (KEY("off")) {
                ok = parse_off(v, vn, &n->off);
            } else if (KEY("g")) {
                ok = parse_guard(v, vn, n);
            } else {
                return lex_fail(L, w, "'%.*s' is not an attribute of 'mem'", (int)kn, k);
            }
        } else if (kind == GK_VAL && KEY("d")) {
            ok = parse_reg(v, vn, &n->reg);
        } else if (kind == GK_VAL && KEY("seed")) {
            ok = num_u32(v, vn, &n->wseed);
        } else if (kind == GK_VAL && KEY("class")) {
            ok = (idx = pick(v, vn, gen_class_names, GW_NCLASSES)) >= 0;
            n->wclass = (unsigned)idx;
        } else if (KEY("k") && (gen_has_k(kind))) {
            ok = num_u32(v, vn, &n->k);
        } else if (KEY("n") && kind == GK_ULOOP) {
            ok = num_u32(v, vn, &n->k);
        } else if ((KEY("p") && gen_has_pred(kind) && kind != GK_BRX) ||
                   (KEY("g") && kind == GK_BRX)) {
            ok = parse_pred(v, vn, &n->p);
        } else if (KEY("join") && kind == GK_IF) {
            ok = (idx = pick(v, vn, js, 2)) >= 0;
            n->join_s = idx;
        } else if (KEY("br") && kind == GK_IF) {
            ok = (idx = pick(v, vn, gen_br_names, 3)) >= 0;
            n->br = idx;
        } else if (KEY("kind") && kind == GK_LOOP) {
            ok = (idx = pick(v, vn, gen_loop_names, 3)) >= 0;
            n->lkind = idx;
        } else if (KEY("cont") && kind == GK_LOOP) {
            uint32_t c = 0;
            ok = num_u32(v, vn, &c) && c <= 1;
            n->cont = (int)c;
        } else if (KEY("trips") && kind == GK_LOOP) {
            ok = parse_val(v, vn, &n->trips) && n->trips.on;
        } else if (KEY("exit") && kind == GK_LOOP) {
            ok = parse_val(v, vn, &n->exit);
        } else if (KEY("op") && kind == GK_EXIT) {
            ok = (idx = pick(v, vn, ex, 2)) >= 0;
            n->kil = idx;
        } else if (KEY("f") && kind == GK_CALL) {
            ok = num_u32(v, vn, &n->func);
        } else if (KEY("via") && kind == GK_CALL) {
            ok = (idx = pick(v, vn, gen_via_names, 3)) >= 0;
            n->via = idx;
        } else if (KEY("op") && kind == GK_BRX) {
            ok = (idx = pick(v, vn, ops, 2)) >= 0;
            n->op = idx;
        } else if (KEY("end") && kind == GK_BRX) {
            ok = (idx = pick(v, vn, gen_end_names, 5)) >= 0;
            n->ends = idx;
        } else if (KEY("sel") && kind == GK_BRX) {
            if (is(v, vn, "lane")) {
                n->sel = GS_LANE;
                n->sel_seed = 0;
                ok = 1;
            } else if (vn > 5 && !memcmp(v, "data:", 5)) {
                n->sel = GS_DATA;
                ok = num_u32(v + 5, vn - 5, &n->sel_seed);
            }
        } else {
            return lex_fail(L, w, "'%.*s' is not an attribute of '%s'", (int)kn, k,
                            gen_kind_name[kind]);
        }
#undef KEY
        if (!ok)
            return lex_fail(L, v, "bad value for %.*s: '%.*s'", (int)kn, k, (int)vn, v);
    }
    return SG_OK;
}

/* Parse nodes until a line that starts with "}" (returned in closer, the
 * rest of that line: "" / "else {" / "case {"). */
static sg_status parse_block(lexer *L, gen_block *b, const char **closer, size_t *closer_len)
{
    for (;;) {
        if (!next_line(L))
            return lex_fail(L, NULL, "unexpected end of the recipe: a '}' is missing");
        size_t wn;
        const char *w = word(L, &wn);
        if (w[0] == '}') {
            const char *rest = w + 1;
            while (rest < L->eol && isspace((unsigned char)*rest))
                rest++;
            *closer = rest;
            *closer_len = (size_t)(L->eol - rest);
            return SG_OK;
        }
        int kind = -1;
        for (int k = 0; k < GK_NKINDS; k++)
            if (is(w, wn, gen_kind_name[k]))
                kind = k;
        if (kind < 0)
            return lex_fail(L, w, "expected a node (add, if, loop, ...) or '}', got '%.*s'",
                            (int)wn, w);
        gen_node *n = gen_node_new((gen_kind)kind);
        if (!n || !gen_block_push(b, n)) {
            gen_node_free(n);
            return sg_fail(L->err, SG_ERR_NOMEM, "out of memory");
        }
        int opens;
        const char *start = w;
        unsigned start_line = L->lineno, start_col = (unsigned)(w - L->line) + 1;
        sg_status st = parse_node(L, (gen_kind)kind, n, &opens);
        if (st)
            return st;
        int needs = kind == GK_IF || kind == GK_ULOOP || kind == GK_LOOP || kind == GK_REGION ||
                    kind == GK_SSKIP || kind == GK_BRX;
        if (needs != opens)
            return lex_fail(L, start, needs ? "'%s' needs a block: '{' at the end of the line"
                                            : "'%s' takes no block",
                            gen_kind_name[kind]);
        if (!opens)
            continue;
        for (;;) {
            if (!gen_node_set_blocks(n, n->nblk + 1))
                return sg_fail(L->err, SG_ERR_NOMEM, "out of memory");
            const char *c;
            size_t cn;
            st = parse_block(L, &n->blk[n->nblk - 1], &c, &cn);
            if (st)
                return st;
            if (!cn)
                break;
            const char *sep = kind == GK_IF ? "else {" : "case {";
            if (!(kind == GK_IF || kind == GK_BRX) || cn != strlen(sep) || memcmp(c, sep, cn))
                return lex_fail(L, c, "expected '}' alone%s%s%s, got '}%.*s'",
                                kind == GK_IF || kind == GK_BRX ? " or '} " : "",
                                kind == GK_IF || kind == GK_BRX ? sep : "",
                                kind == GK_IF || kind == GK_BRX ? "'" : "", (int)cn, c);
            if (kind == GK_IF && n->nblk == 2)
                return lex_fail(L, c, "an if has two blocks only");
        }
        if (kind == GK_IF && n->nblk != 2)
            return lex_fail_at(L, start_line, start_col,
                               "an if needs '} else {' (its else block may be empty)");
    }
}

sg_status sg_recipe_parse(const char *text, size_t len, const char *name, sg_recipe **out,
                          sg_error *err)
{
    *out = NULL;
    sg_recipe *r = gen_recipe_new();
    if (!r)
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    lexer L = {text, text + len, name ? name : "recipe", NULL, NULL, NULL, 0, err};
    sg_status st = SG_OK;
    int have_version = 0, have_main = 0;
    while (!st && next_line(&L)) {
        size_t wn = 0, vn = 0;
        const char *w = word(&L, &wn);
        if (!have_version) {
            const char *v = word(&L, &vn);
            uint32_t ver;
            if (!is(w, wn, "recipe") || !v || !num_u32(v, vn, &ver) || ver != 1)
                st = lex_fail(&L, w, "expected 'recipe 1' first");
            have_version = 1;
            continue;
        }
        if (is(w, wn, "main") || is(w, wn, "func")) {
            int is_main = w[0] == 'm';
            const char *v = word(&L, &vn);
            uint32_t idx = 0;
            if (!is_main) {
                if (!v || !num_u32(v, vn, &idx) || idx != r->nfuncs || idx >= GEN_MAX_FUNCS) {
                    st = lex_fail(&L, v ? v : w, "expected 'func %u {' (functions in order, at "
                                                 "most %d)",
                                  r->nfuncs, GEN_MAX_FUNCS);
                    break;
                }
                v = word(&L, &vn);
            } else if (have_main || r->nfuncs) {
                st = lex_fail(&L, w, "'main' comes once, before the functions");
                break;
            }
            if (!v || !is(v, vn, "{") || word(&L, &wn)) {
                st = lex_fail(&L, v ? v : L.eol, "expected '{' at the end of the line");
                break;
            }
            gen_block *b = &r->main;
            if (!is_main) {
                gen_block *nf = realloc(r->funcs, (r->nfuncs + 1) * sizeof *nf);
                if (!nf) {
                    st = sg_fail(err, SG_ERR_NOMEM, "out of memory");
                    break;
                }
                r->funcs = nf;
                memset(&nf[r->nfuncs], 0, sizeof nf[0]);
                b = &nf[r->nfuncs++];
            }
            have_main |= is_main;
            const char *c;
            size_t cn;
            st = parse_block(&L, b, &c, &cn);
            if (!st && cn)
                st = lex_fail(&L, c, "expected '}' alone");
            continue;
        }
        if (have_main) {
            st = lex_fail(&L, w, "expected 'func N {' after main, got '%.*s'", (int)wn, w);
            break;
        }
        const char *v = word(&L, &vn);
        if (!v) {
            st = lex_fail(&L, L.eol, "expected a value after '%.*s'", (int)wn, w);
            break;
        }
        if (word(&L, &wn)) {
            st = lex_fail(&L, L.p - wn, "expected one value");
            break;
        }
        uint32_t u = 0;
        int ok = 1;
        if (is(w, wn, "profile")) {
            ok = vn < sizeof r->profile;
            if (ok)
                snprintf(r->profile, sizeof r->profile, "%.*s", (int)vn, v);
        } else if (is(w, wn, "seed")) {
            ok = num_u64(v, vn, &r->seed);
        } else if (is(w, wn, "policy")) {
            ok = is(v, vn, "while-mask") || is(v, vn, "div-token");
            r->policy = v[0] == 'd';
        } else if (is(w, wn, "spill_bytes")) {
            ok = num_u32(v, vn, &r->spill_bytes);
        } else if (is(w, wn, "datapath")) {
            ok = num_u32(v, vn, &r->dseed) && r->dseed;
        } else {
            unsigned *dst = is(w, wn, "index")       ? &r->index
                            : is(w, wn, "warp_size") ? &r->warp_size
                            : is(w, wn, "grid")      ? &r->grid
                            : is(w, wn, "block")     ? &r->block
                            : is(w, wn, "max_warps") ? &r->max_warps
                            : is(w, wn, "onchip")    ? &r->onchip
                            : is(w, wn, "wm_slots")  ? &r->wm_slots
                                                     : NULL;
            if (!dst) {
                st = lex_fail(&L, w, "unknown setting '%.*s' (profile, seed, index, warp_size, "
                                     "grid, block, max_warps, onchip, spill_bytes, policy, "
                                     "wm_slots, datapath, main, func)",
                              (int)wn, w);
                break;
            }
            ok = num_u32(v, vn, &u);
            *dst = u;
        }
        if (!ok)
            st = lex_fail(&L, v, "bad value for %.*s: '%.*s'", (int)wn, w, (int)vn, v);
    }
    if (!st && !have_version)
        st = lex_fail(&L, NULL, "empty recipe: expected 'recipe 1'");
    if (!st && !have_main)
        st = lex_fail(&L, NULL, "the recipe has no 'main {' block");
    if (!st) {
        st = gen_recipe_validate(r, err);
        if (st && !err->file[0])
            sg_error_at(err, L.name, 0, 0);
    }
    if (st) {
        sg_recipe_free(r);
        return st;
    }
    *out = r;
    return SG_OK;
}
