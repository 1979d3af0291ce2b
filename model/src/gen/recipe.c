/*
 * recipe.c - the recipe tree: construction, copies, the text format
 * (print/parse), equality, the rules of a well-formed recipe and its size.
 * specs/gen.md §2 is the grammar.
 */
#include <ctype.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_internal.h"
#include "util/err.h"

const char *const gen_kind_name[GK_NKINDS] = {
    "add", "if",     "uif",   "uloop", "loop", "brk",   "cont",   "ret",  "exit",
    "call", "brx",   "region", "sskip", "self", "xspop", "xgspop", "xbrk", "xret", "xcont",
};

/* ---- tree -------------------------------------------------------------- */

gen_node *gen_node_new(gen_kind k)
{
    gen_node *n = calloc(1, sizeof *n);
    if (n)
        n->kind = k;
    return n;
}

void gen_block_clear(gen_block *b)
{
    for (unsigned i = 0; i < b->n; i++)
        gen_node_free(b->v[i]);
    free(b->v);
    b->v = NULL;
    b->n = b->cap = 0;
}

void gen_node_free(gen_node *n)
{
    if (!n)
        return;
    for (unsigned i = 0; i < n->nblk; i++)
        gen_block_clear(&n->blk[i]);
    free(n->blk);
    free(n);
}

int gen_node_set_blocks(gen_node *n, unsigned nblk)
{
    gen_block *nb = realloc(n->blk, (nblk ? nblk : 1) * sizeof *nb);
    if (!nb)
        return 0;
    for (unsigned i = n->nblk; i < nblk; i++)
        memset(&nb[i], 0, sizeof nb[i]);
    n->blk = nb;
    n->nblk = nblk;
    return 1;
}

int gen_block_insert(gen_block *b, unsigned at, gen_node *n)
{
    if (!n)
        return 0;
    if (b->n == b->cap) {
        unsigned cap = b->cap ? 2 * b->cap : 4;
        gen_node **nv = realloc(b->v, cap * sizeof *nv);
        if (!nv)
            return 0;
        b->v = nv;
        b->cap = cap;
    }
    memmove(b->v + at + 1, b->v + at, (b->n - at) * sizeof *b->v);
    b->v[at] = n;
    b->n++;
    return 1;
}

int gen_block_push(gen_block *b, gen_node *n)
{
    return gen_block_insert(b, b->n, n);
}

int gen_block_clone(gen_block *dst, const gen_block *src)
{
    memset(dst, 0, sizeof *dst);
    for (unsigned i = 0; i < src->n; i++) {
        gen_node *c = gen_node_clone(src->v[i]);
        if (!c || !gen_block_push(dst, c)) {
            gen_node_free(c);
            gen_block_clear(dst);
            return 0;
        }
    }
    return 1;
}

gen_node *gen_node_clone(const gen_node *n)
{
    gen_node *c = malloc(sizeof *c);
    if (!c)
        return NULL;
    *c = *n;
    c->blk = NULL;
    c->nblk = 0;
    if (n->nblk && !gen_node_set_blocks(c, n->nblk)) {
        free(c);
        return NULL;
    }
    for (unsigned i = 0; i < n->nblk; i++)
        if (!gen_block_clone(&c->blk[i], &n->blk[i])) {
            gen_node_free(c);
            return NULL;
        }
    return c;
}

unsigned gen_block_count(const gen_block *b)
{
    unsigned n = 0;
    for (unsigned i = 0; i < b->n; i++) {
        n++;
        for (unsigned j = 0; j < b->v[i]->nblk; j++)
            n += gen_block_count(&b->v[i]->blk[j]);
    }
    return n;
}

sg_recipe *gen_recipe_new(void)
{
    sg_recipe *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    snprintf(r->profile, sizeof r->profile, "fast");
    r->warp_size = 32;
    r->grid = 1;
    r->block = 32;
    r->max_warps = 16;
    r->onchip = 16;
    r->wm_slots = 16;
    return r;
}

void sg_recipe_free(sg_recipe *r)
{
    if (!r)
        return;
    gen_block_clear(&r->main);
    for (unsigned i = 0; i < r->nfuncs; i++)
        gen_block_clear(&r->funcs[i]);
    free(r->funcs);
    free(r);
}

sg_recipe *sg_recipe_clone(const sg_recipe *r)
{
    sg_recipe *c = malloc(sizeof *c);
    if (!c)
        return NULL;
    *c = *r;
    memset(&c->main, 0, sizeof c->main);
    c->funcs = NULL;
    c->nfuncs = 0;
    if (!gen_block_clone(&c->main, &r->main)) {
        sg_recipe_free(c);
        return NULL;
    }
    if (r->nfuncs) {
        c->funcs = calloc(r->nfuncs, sizeof *c->funcs);
        if (!c->funcs) {
            sg_recipe_free(c);
            return NULL;
        }
        c->nfuncs = r->nfuncs;
        for (unsigned i = 0; i < r->nfuncs; i++)
            if (!gen_block_clone(&c->funcs[i], &r->funcs[i])) {
                sg_recipe_free(c);
                return NULL;
            }
    }
    return c;
}

/* ---- which fields each kind has ------------------------------------------ */

static int has_pred(gen_kind k)
{
    return k == GK_IF || k == GK_UIF || k == GK_BRK || k == GK_CONT || k == GK_RET ||
           k == GK_EXIT || k == GK_SSKIP || k == GK_SELF || k == GK_XGSPOP || k == GK_XBRK ||
           k == GK_XRET || k == GK_XCONT || k == GK_BRX;
}

static int has_k(gen_kind k)
{
    return k == GK_ADD || k == GK_UIF || k == GK_SELF || k == GK_LOOP;
}

static unsigned want_blocks(const gen_node *n)
{
    switch (n->kind) {
    case GK_IF:
        return 2;
    case GK_ULOOP:
    case GK_LOOP:
    case GK_REGION:
    case GK_SSKIP:
        return 1;
    case GK_BRX:
        return n->nblk; /* the cases */
    default:
        return 0;
    }
}

/* ---- equality -------------------------------------------------------------- */

static int pred_eq(const gen_pred *a, const gen_pred *b)
{
    if (a->kind != b->kind)
        return 0;
    if (a->kind == GP_DATA)
        return a->seed == b->seed && a->a == b->a;
    if (a->kind == GP_LANE)
        return a->a == b->a && a->b == b->b;
    return 1;
}

static int val_eq(const gen_val *a, const gen_val *b)
{
    return a->on == b->on && (!a->on || (a->seed == b->seed && a->max == b->max));
}

static int block_eq(const gen_block *a, const gen_block *b);

static int node_eq(const gen_node *a, const gen_node *b)
{
    if (a->kind != b->kind || a->nblk != b->nblk)
        return 0;
    if (has_pred(a->kind) && !pred_eq(&a->p, &b->p))
        return 0;
    if ((has_k(a->kind) || a->kind == GK_ULOOP) && a->k != b->k)
        return 0;
    switch (a->kind) {
    case GK_IF:
        if (a->join_s != b->join_s || a->br != b->br)
            return 0;
        break;
    case GK_LOOP:
        if (a->lkind != b->lkind || a->cont != b->cont || !val_eq(&a->trips, &b->trips) ||
            !val_eq(&a->exit, &b->exit))
            return 0;
        break;
    case GK_EXIT:
        if (a->kil != b->kil)
            return 0;
        break;
    case GK_CALL:
        if (a->func != b->func || a->via != b->via)
            return 0;
        break;
    case GK_BRX:
        if (a->op != b->op || a->ends != b->ends || a->sel != b->sel ||
            (a->sel == GS_DATA && a->sel_seed != b->sel_seed))
            return 0;
        break;
    default:
        break;
    }
    for (unsigned i = 0; i < a->nblk; i++)
        if (!block_eq(&a->blk[i], &b->blk[i]))
            return 0;
    return 1;
}

static int block_eq(const gen_block *a, const gen_block *b)
{
    if (a->n != b->n)
        return 0;
    for (unsigned i = 0; i < a->n; i++)
        if (!node_eq(a->v[i], b->v[i]))
            return 0;
    return 1;
}

int sg_recipe_equal(const sg_recipe *a, const sg_recipe *b)
{
    if (strcmp(a->profile, b->profile) || a->seed != b->seed || a->index != b->index ||
        a->warp_size != b->warp_size || a->grid != b->grid || a->block != b->block ||
        a->max_warps != b->max_warps || a->onchip != b->onchip ||
        a->spill_bytes != b->spill_bytes || a->policy != b->policy ||
        a->wm_slots != b->wm_slots || a->nfuncs != b->nfuncs || !block_eq(&a->main, &b->main))
        return 0;
    for (unsigned i = 0; i < a->nfuncs; i++)
        if (!block_eq(&a->funcs[i], &b->funcs[i]))
            return 0;
    return 1;
}

/* ---- printing ---------------------------------------------------------------- */

typedef struct out {
    char *buf;
    size_t len, cap;
    int oom;
} out;

static void put(out *o, const char *fmt, ...) SG_PRINTF(2, 3);
static void put(out *o, const char *fmt, ...)
{
    if (o->oom)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(o->buf ? o->buf + o->len : NULL, o->buf ? o->cap - o->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) {
            o->oom = 1;
            return;
        }
        if (o->buf && o->len + (size_t)n < o->cap) {
            o->len += (size_t)n;
            return;
        }
        size_t cap = o->cap ? o->cap : 4096;
        while (cap <= o->len + (size_t)n)
            cap *= 2;
        char *nb = realloc(o->buf, cap);
        if (!nb) {
            o->oom = 1;
            return;
        }
        o->buf = nb;
        o->cap = cap;
    }
}

static const char *pred_text(const gen_pred *p, char *buf, size_t n)
{
    if (p->kind == GP_DATA)
        snprintf(buf, n, "data:0x%08" PRIx32 ":%" PRIu32, p->seed, p->a);
    else if (p->kind == GP_LANE)
        snprintf(buf, n, "lane:0x%" PRIx32 ":0x%" PRIx32, p->a, p->b);
    else
        snprintf(buf, n, "always");
    return buf;
}

static const char *val_text(const gen_val *v, char *buf, size_t n)
{
    if (v->on)
        snprintf(buf, n, "0x%08" PRIx32 ":%" PRIu32, v->seed, v->max);
    else
        snprintf(buf, n, "none");
    return buf;
}

static const char *const br_names[] = {"bra", "jmp", "cc"};
static const char *const via_names[] = {"cal", "jcal", "pret"};
static const char *const loop_names[] = {"ssy", "pbk", "none"};
static const char *const end_names[] = {"ret", "s", "brk", "cont", "tail"};

static void print_block(out *o, const gen_block *b, int ind);

static void print_node(out *o, const gen_node *n, int ind)
{
    char p[64], v1[64], v2[64];
    put(o, "%*s%s", ind, "", gen_kind_name[n->kind]);
    switch (n->kind) {
    case GK_ADD:
        put(o, " k=0x%" PRIx32, n->k);
        break;
    case GK_IF:
        put(o, " p=%s join=%s br=%s", pred_text(&n->p, p, sizeof p), n->join_s ? "s" : "nop",
            br_names[n->br]);
        break;
    case GK_UIF:
    case GK_SELF:
        put(o, " p=%s k=0x%" PRIx32, pred_text(&n->p, p, sizeof p), n->k);
        break;
    case GK_ULOOP:
        put(o, " n=%" PRIu32, n->k);
        break;
    case GK_LOOP:
        put(o, " kind=%s cont=%d trips=%s exit=%s k=0x%" PRIx32, loop_names[n->lkind],
            n->cont, val_text(&n->trips, v1, sizeof v1), val_text(&n->exit, v2, sizeof v2), n->k);
        break;
    case GK_EXIT:
        put(o, " p=%s op=%s", pred_text(&n->p, p, sizeof p), n->kil ? "kil" : "exit");
        break;
    case GK_CALL:
        put(o, " f=%u via=%s", n->func, via_names[n->via]);
        break;
    case GK_BRX:
        if (n->sel == GS_LANE)
            snprintf(v1, sizeof v1, "lane");
        else
            snprintf(v1, sizeof v1, "data:0x%08" PRIx32, n->sel_seed);
        put(o, " op=%s end=%s sel=%s g=%s", n->op == GX_JMX ? "jmx" : "brx", end_names[n->ends],
            v1, pred_text(&n->p, p, sizeof p));
        break;
    case GK_BRK:
    case GK_CONT:
    case GK_RET:
    case GK_SSKIP:
    case GK_XGSPOP:
    case GK_XBRK:
    case GK_XRET:
    case GK_XCONT:
        put(o, " p=%s", pred_text(&n->p, p, sizeof p));
        break;
    default:
        break;
    }
    if (!n->nblk) {
        put(o, "\n");
        return;
    }
    put(o, " {\n");
    for (unsigned i = 0; i < n->nblk; i++) {
        if (i)
            put(o, "%*s} %s {\n", ind, "", n->kind == GK_IF ? "else" : "case");
        print_block(o, &n->blk[i], ind + 2);
    }
    put(o, "%*s}\n", ind, "");
}

static void print_block(out *o, const gen_block *b, int ind)
{
    for (unsigned i = 0; i < b->n; i++)
        print_node(o, b->v[i], ind);
}

char *sg_recipe_print(const sg_recipe *r, size_t *len)
{
    out o = {0};
    put(&o, "# smgold gen recipe: the structure the case is generated from (specs/gen.md)\n");
    put(&o, "recipe 1\n");
    put(&o, "profile %s\n", r->profile);
    put(&o, "seed 0x%" PRIx64 "\n", r->seed);
    put(&o, "index %u\n", r->index);
    put(&o, "warp_size %u\n", r->warp_size);
    put(&o, "grid %u\n", r->grid);
    put(&o, "block %u\n", r->block);
    put(&o, "max_warps %u\n", r->max_warps);
    put(&o, "onchip %u\n", r->onchip);
    put(&o, "spill_bytes 0x%" PRIx32 "\n", r->spill_bytes);
    put(&o, "policy %s\n", r->policy ? "div-token" : "while-mask");
    put(&o, "wm_slots %u\n", r->wm_slots);
    put(&o, "main {\n");
    print_block(&o, &r->main, 2);
    put(&o, "}\n");
    for (unsigned i = 0; i < r->nfuncs; i++) {
        put(&o, "func %u {\n", i);
        print_block(&o, &r->funcs[i], 2);
        put(&o, "}\n");
    }
    if (o.oom) {
        free(o.buf);
        return NULL;
    }
    if (len)
        *len = o.len;
    return o.buf;
}

/* ---- parsing ---------------------------------------------------------------- */

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
        if (KEY("k") && (has_k(kind))) {
            ok = num_u32(v, vn, &n->k);
        } else if (KEY("n") && kind == GK_ULOOP) {
            ok = num_u32(v, vn, &n->k);
        } else if ((KEY("p") && has_pred(kind) && kind != GK_BRX) || (KEY("g") && kind == GK_BRX)) {
            ok = parse_pred(v, vn, &n->p);
        } else if (KEY("join") && kind == GK_IF) {
            ok = (idx = pick(v, vn, js, 2)) >= 0;
            n->join_s = idx;
        } else if (KEY("br") && kind == GK_IF) {
            ok = (idx = pick(v, vn, br_names, 3)) >= 0;
            n->br = idx;
        } else if (KEY("kind") && kind == GK_LOOP) {
            ok = (idx = pick(v, vn, loop_names, 3)) >= 0;
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
            ok = (idx = pick(v, vn, via_names, 3)) >= 0;
            n->via = idx;
        } else if (KEY("op") && kind == GK_BRX) {
            ok = (idx = pick(v, vn, ops, 2)) >= 0;
            n->op = idx;
        } else if (KEY("end") && kind == GK_BRX) {
            ok = (idx = pick(v, vn, end_names, 5)) >= 0;
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
                                     "wm_slots, main, func)",
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

/* ---- the rules of a well-formed recipe ---------------------------------- */

typedef struct vctx {
    const sg_recipe *r;
    int func;       /* -1 main */
    unsigned loops, slots, nodes, ordinal;
    /* every call of function f seen so far lies in a PBK / PCNT scope (a loop
     * kind=pbk or brx end=brk; a loop cont=1 or brx end=cont) of its caller, or
     * in a function for which this holds: a BRK / CONT at the top of f is then
     * bound to that scope (RC-1). A function nobody calls is vacuously bound. */
    unsigned char fpbk[GEN_MAX_FUNCS], fcont[GEN_MAX_FUNCS];
    sg_error *err;
} vctx;

static sg_status vfail(vctx *c, const gen_node *n, const char *fmt, ...) SG_PRINTF(3, 4);
static sg_status vfail(vctx *c, const gen_node *n, const char *fmt, ...)
{
    char msg[SG_ERROR_MSG_MAX - 96];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (n)
        return sg_fail(c->err, SG_ERR_RANGE, "node n%u (%s) in %s: %s", c->ordinal,
                       gen_kind_name[n->kind], c->func < 0 ? "main" : "a function", msg);
    return sg_fail(c->err, SG_ERR_RANGE, "%s", msg);
}

static sg_status check_pred(vctx *c, const gen_node *n, const gen_pred *p)
{
    if (p->kind == GP_DATA) {
        c->slots++;
        if (p->a > 8)
            return vfail(c, n, "data density %u: expected 0..8", p->a);
    } else if (p->kind == GP_LANE) {
        if (p->b & ~p->a)
            return vfail(c, n, "lane predicate value 0x%x has bits outside its mask 0x%x", p->b,
                         p->a);
    }
    return SG_OK;
}

static int pow2(unsigned k)
{
    return k && !(k & (k - 1));
}

/* top: 1 the top level of main, 2 the top level of a function, 0 nested; last:
 * the last node of its block */
static sg_status vblock(vctx *c, const gen_block *b, int in_pbk, int in_cont, int top);

static sg_status vnode(vctx *c, const gen_node *n, int in_pbk, int in_cont, int top, int last)
{
    sg_status st;
    c->ordinal++;
    c->nodes++;
    if (want_blocks(n) != n->nblk || (n->kind == GK_BRX && n->nblk == 0))
        return vfail(c, n, "%u blocks", n->nblk);
    if (has_pred(n->kind) && (st = check_pred(c, n, &n->p)))
        return st;
    if (has_k(n->kind) && n->k > 0x7ffff)
        return vfail(c, n, "constant 0x%x: expected at most 0x7ffff", n->k);
    switch (n->kind) {
    case GK_IF:
        if (n->br == GB_CC && n->p.kind != GP_DATA)
            return vfail(c, n, "br=cc needs a data predicate");
        if (n->p.kind == GP_ALWAYS)
            return vfail(c, n, "an if needs a predicate (data or lane)");
        break;
    case GK_UIF:
    case GK_SSKIP:
    case GK_SELF:
        if (n->p.kind == GP_ALWAYS)
            return vfail(c, n, "needs a predicate (data or lane)");
        break;
    case GK_ULOOP:
        c->loops++;
        if (n->k < 1 || n->k > GEN_MAX_ULOOP)
            return vfail(c, n, "n=%u: expected 1..%d", n->k, GEN_MAX_ULOOP);
        break;
    case GK_LOOP:
        c->loops++;
        c->slots++;
        if (!n->trips.on || n->trips.max > GEN_MAX_TRIPS)
            return vfail(c, n, "trips bound %u: expected 0..%d", n->trips.max, GEN_MAX_TRIPS);
        if (n->exit.on) {
            c->slots++;
            if (n->exit.max > GEN_MAX_TRIPS)
                return vfail(c, n, "exit bound %u: expected 0..%d", n->exit.max, GEN_MAX_TRIPS);
        }
        if (n->lkind == GL_NONE && !top)
            return vfail(c, n, "a loop of kind none (no token) belongs at the top level of main "
                               "or of a function");
        break;
    case GK_BRK:
        if (!in_pbk)
            return vfail(c, n, "BRK outside any PBK loop or brx end=brk (of its body, or around "
                               "every call of its function)");
        break;
    case GK_CONT:
        if (!in_cont)
            return vfail(c, n, "CONT outside any loop with cont=1 or brx end=cont (of its body, "
                               "or around every call of its function)");
        break;
    case GK_RET:
        if (c->func < 0)
            return vfail(c, n, "RET in main (only in functions)");
        break;
    case GK_CALL:
        if (n->func >= c->r->nfuncs)
            return vfail(c, n, "call of function %u: the recipe has %u", n->func, c->r->nfuncs);
        if (c->func >= 0 && n->func <= (unsigned)c->func)
            return vfail(c, n, "function %d calls function %u: a function calls only later "
                               "ones (no recursion)",
                         c->func, n->func);
        c->fpbk[n->func] &= (unsigned char)(in_pbk != 0);
        c->fcont[n->func] &= (unsigned char)(in_cont != 0);
        break;
    case GK_BRX:
        if (n->nblk > GEN_MAX_CASES)
            return vfail(c, n, "%u cases: expected 1..%d", n->nblk, GEN_MAX_CASES);
        if (n->sel == GS_LANE && !pow2(n->nblk))
            return vfail(c, n, "sel=lane needs a power of two cases, not %u", n->nblk);
        if (n->sel == GS_DATA)
            c->slots++;
        if (n->ends == GE_TAIL && (!top || !last))
            return vfail(c, n, "a brx with end=tail is the last node of main or of a function");
        break;
    case GK_XSPOP:
    case GK_XGSPOP:
    case GK_XBRK:
    case GK_XRET:
    case GK_XCONT:
        if (top != 1)
            return vfail(c, n, "an error node belongs at the top level of main");
        if (n->kind == GK_XGSPOP && n->p.kind == GP_ALWAYS)
            return vfail(c, n, "needs a predicate");
        break;
    default:
        break;
    }
    for (unsigned i = 0; i < n->nblk; i++) {
        int pbk = in_pbk || (n->kind == GK_LOOP && n->lkind == GL_PBK) ||
                  (n->kind == GK_BRX && n->ends == GE_BRK);
        int cont = in_cont || (n->kind == GK_LOOP && n->cont) ||
                   (n->kind == GK_BRX && n->ends == GE_CONT);
        if ((st = vblock(c, &n->blk[i], pbk, cont, 0)))
            return st;
    }
    return SG_OK;
}

static sg_status vblock(vctx *c, const gen_block *b, int in_pbk, int in_cont, int top)
{
    for (unsigned i = 0; i < b->n; i++) {
        sg_status st = vnode(c, b->v[i], in_pbk, in_cont, top, i + 1 == b->n);
        if (st)
            return st;
    }
    return SG_OK;
}

sg_status gen_recipe_validate(const sg_recipe *r, sg_error *err)
{
    vctx c = {r, -1, 0, 0, 0, 0, {0}, {0}, err};
    memset(c.fpbk, 1, sizeof c.fpbk);
    memset(c.fcont, 1, sizeof c.fcont);
    if (r->warp_size < 1 || r->warp_size > 32)
        return vfail(&c, NULL, "warp_size %u: expected 1..32", r->warp_size);
    if (r->grid < 1 || r->grid > 64)
        return vfail(&c, NULL, "grid %u: expected 1..64", r->grid);
    if (r->block < 1 || r->block > 1024)
        return vfail(&c, NULL, "block %u: expected 1..1024", r->block);
    if (r->max_warps < 1 || r->max_warps > 64)
        return vfail(&c, NULL, "max_warps %u: expected 1..64", r->max_warps);
    unsigned wpb = (r->block + r->warp_size - 1) / r->warp_size;
    if (wpb > r->max_warps)
        return vfail(&c, NULL, "a block of %u threads needs %u warps, max_warps is %u", r->block,
                     wpb, r->max_warps);
    if (r->onchip < 1 || r->onchip > 1024)
        return vfail(&c, NULL, "onchip %u: expected 1..1024", r->onchip);
    if (r->wm_slots < 1 || r->wm_slots > 1024)
        return vfail(&c, NULL, "wm_slots %u: expected 1..1024", r->wm_slots);
    sg_status st = vblock(&c, &r->main, 0, 0, 1);
    for (unsigned i = 0; !st && i < r->nfuncs; i++) {
        c.func = (int)i;
        st = vblock(&c, &r->funcs[i], c.fpbk[i], c.fcont[i], 2);
    }
    if (st)
        return st;
    if (c.loops > GEN_MAX_LOOPS)
        return vfail(&c, NULL, "%u loops: at most %d (one counter register each)", c.loops,
                     GEN_MAX_LOOPS);
    if (c.slots > GEN_MAX_SLOTS)
        return vfail(&c, NULL, "%u data slots: at most %d", c.slots, GEN_MAX_SLOTS);
    if (c.nodes > GEN_MAX_NODES)
        return vfail(&c, NULL, "%u nodes: at most %d", c.nodes, GEN_MAX_NODES);
    return SG_OK;
}

/* ---- size ---------------------------------------------------------------- */

static unsigned block_params(const gen_block *b)
{
    unsigned s = 0;
    for (unsigned i = 0; i < b->n; i++) {
        const gen_node *n = b->v[i];
        if (has_pred(n->kind) && n->p.kind != GP_ALWAYS)
            s++;
        switch (n->kind) {
        case GK_IF:
            s += (unsigned)n->join_s + (n->br != GB_BRA);
            break;
        case GK_ULOOP:
            s += n->k;
            break;
        case GK_LOOP:
            s += n->trips.max + (n->exit.on ? 1 + n->exit.max : 0) + (unsigned)n->cont +
                 (n->lkind != GL_SSY);
            break;
        case GK_CALL:
            s += n->via != GV_CAL;
            break;
        case GK_BRX:
            s += n->nblk + (n->op == GX_JMX) + (n->ends != GE_RET) + (n->sel == GS_DATA);
            break;
        case GK_EXIT:
            s += (unsigned)n->kil;
            break;
        default:
            break;
        }
        for (unsigned j = 0; j < n->nblk; j++)
            s += block_params(&n->blk[j]);
    }
    return s;
}

sg_status sg_recipe_size_of(const sg_recipe *r, sg_recipe_size *out, sg_error *err)
{
    memset(out, 0, sizeof *out);
    sg_gen_files f;
    sg_status st = gen_emit(r, &f, err);
    if (st)
        return st;
    out->instructions = f.instructions;
    sg_gen_files_free(&f);
    out->nodes = gen_block_count(&r->main);
    out->params = block_params(&r->main);
    for (unsigned i = 0; i < r->nfuncs; i++) {
        out->nodes += gen_block_count(&r->funcs[i]) + 1;
        out->params += block_params(&r->funcs[i]);
    }
    /* a configuration away from its defaults counts as a parameter */
    out->params += (unsigned)r->policy + (r->spill_bytes != 0) + (r->wm_slots != 16) +
                   (r->onchip != 16);
    out->threads = r->grid * r->block;
    out->warps = r->grid * ((r->block + r->warp_size - 1) / r->warp_size);
    return SG_OK;
}
