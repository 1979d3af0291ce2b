/*
 * shrink.c - greedy delta debugging on recipes (specs/gen.md §6), and the
 * failure signature of a checker's verdict.
 *
 * The edits, in the order they are tried in each round:
 *   1. the launch: grid to 1, grid - 1, block to one warp, block / 2, block 1;
 *      the configuration back to its defaults (policy, spill area, while-mask
 *      slots, on-chip slots);
 *   2. chunks: in every block of 4 or more nodes, delete halves, quarters,
 *      ... of it (ddmin's complement step);
 *   3. every node in preorder: delete it; put one of its blocks in its place
 *      (an if by its then or its else side, a loop by its body, a brx by one
 *      case, ...); then simplify it (fewer trips, no PCNT, no exit, a PBK loop
 *      made an SSY loop, a case fewer, no guard, a plain CAL, an alu or mem
 *      node unguarded, a mem node's offset 0 and 32-bit address, ...);
 *   4. every function: delete it and its calls.
 * A candidate is kept when it is well formed, strictly smaller (nodes, then
 * instructions, warps, threads, parameters) and the test says it still
 * fails the same way. Rounds repeat until one keeps nothing.
 */
#include <ctype.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_internal.h"
#include "util/err.h"

int sg_verdict_signature(const char *output, char *sig, size_t n)
{
    if (!output || !n)
        return 0;
    const char *m = strstr(output, "MISMATCH");
    if (!m)
        return 0;
    const char *f = NULL, *p;
    /* the lock-step's one-line verdict: "... field F[i] expected ..." */
    const char *eol = strchr(m, '\n');
    for (p = m; (p = strstr(p, " field ")) && (!eol || p < eol); p++) {
        f = p + 7;
        break;
    }
    if (!f && (p = strstr(m, "field:"))) /* smgold check: "  field:    F" */
        f = p + 6;
    if (!f)
        return 0;
    while (*f == ' ' || *f == '\t')
        f++;
    size_t k = 0;
    while (f[k] && !isspace((unsigned char)f[k]) && f[k] != '[' && k + 1 < n)
        k++;
    if (!k)
        return 0;
    memcpy(sig, f, k);
    sig[k] = '\0';
    return 1;
}

/* ---- addressing nodes and blocks in preorder --------------------------- */

typedef struct slotref {
    gen_block *b;
    unsigned i;
} slotref;

typedef struct walk {
    slotref *v;
    unsigned n, cap;
    gen_block **blocks;
    unsigned nb, bcap;
    int oom;
} walk;

static void walk_block(walk *w, gen_block *b)
{
    if (w->nb == w->bcap) {
        unsigned cap = w->bcap ? 2 * w->bcap : 64;
        gen_block **nb = realloc(w->blocks, cap * sizeof *nb);
        if (!nb) {
            w->oom = 1;
            return;
        }
        w->blocks = nb;
        w->bcap = cap;
    }
    w->blocks[w->nb++] = b;
    for (unsigned i = 0; i < b->n; i++) {
        if (w->n == w->cap) {
            unsigned cap = w->cap ? 2 * w->cap : 64;
            slotref *nv = realloc(w->v, cap * sizeof *nv);
            if (!nv) {
                w->oom = 1;
                return;
            }
            w->v = nv;
            w->cap = cap;
        }
        w->v[w->n++] = (slotref){b, i};
        gen_node *n = b->v[i];
        for (unsigned j = 0; j < n->nblk; j++)
            walk_block(w, &n->blk[j]);
    }
}

static int walk_recipe(walk *w, sg_recipe *r)
{
    memset(w, 0, sizeof *w);
    walk_block(w, &r->main);
    for (unsigned i = 0; i < r->nfuncs; i++)
        walk_block(w, &r->funcs[i]);
    return !w->oom;
}

static void walk_free(walk *w)
{
    free(w->v);
    free(w->blocks);
}

/* ---- the search ------------------------------------------------------- */

typedef struct sh {
    sg_shrink_test test;
    void *ctx;
    sg_shrink_note note;
    void *nctx;
    sg_recipe *cur;
    sg_recipe_size size;
    sg_shrink_stats *st;
    sg_error *err;
} sh;

static int smaller(const sg_recipe_size *a, const sg_recipe_size *b)
{
    const unsigned x[] = {a->nodes, a->instructions, a->warps, a->threads, a->params};
    const unsigned y[] = {b->nodes, b->instructions, b->warps, b->threads, b->params};
    for (unsigned i = 0; i < sizeof x / sizeof x[0]; i++)
        if (x[i] != y[i])
            return x[i] < y[i];
    return 0;
}

static void say(sh *s, const char *fmt, ...) SG_PRINTF(2, 3);
static void say(sh *s, const char *fmt, ...)
{
    if (!s->note)
        return;
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    s->note(s->nctx, line);
}

/* Test cand (consumed). 1 kept, 0 not, -1 stop. */
static int try_cand(sh *s, sg_recipe *cand, const char *what)
{
    if (!cand)
        return 0;
    sg_error e;
    sg_recipe_size sz;
    if (gen_recipe_validate(cand, &e) || sg_recipe_size_of(cand, &sz, &e) ||
        !smaller(&sz, &s->size)) {
        sg_recipe_free(cand);
        return 0;
    }
    s->st->candidates++;
    int r = s->test(s->ctx, cand, s->err);
    if (r < 0) {
        sg_recipe_free(cand);
        return -1;
    }
    if (!r) {
        sg_recipe_free(cand);
        return 0;
    }
    sg_recipe_free(s->cur);
    s->cur = cand;
    s->size = sz;
    s->st->accepted++;
    say(s, "shrink: %s: %u nodes, %u instructions, %u warps (%u candidates tested)", what,
        sz.nodes, sz.instructions, sz.warps, s->st->candidates);
    return 1;
}

/* launch and configuration edits; variant v (0..8) */
#define LAUNCH_EDITS 9
static sg_recipe *edit_launch(const sg_recipe *r, unsigned v, char *what, size_t wn)
{
    if (v >= 5) { /* the configuration back to its default */
        int applies = (v == 5 && r->policy) || (v == 6 && r->spill_bytes) ||
                      (v == 7 && r->wm_slots != 16) || (v == 8 && r->onchip != 16);
        if (!applies)
            return NULL;
        sg_recipe *c = sg_recipe_clone(r);
        if (!c)
            return NULL;
        if (v == 5) {
            c->policy = 0;
            snprintf(what, wn, "backward_branch_policy while-mask");
        } else if (v == 6) {
            c->spill_bytes = 0;
            snprintf(what, wn, "stack_spill_bytes 0");
        } else if (v == 7) {
            c->wm_slots = 16;
            snprintf(what, wn, "while_mask_slots 16");
        } else {
            c->onchip = 16;
            snprintf(what, wn, "stack_onchip_slots 16");
        }
        return c;
    }
    unsigned grid = r->grid, block = r->block;
    switch (v) {
    case 0:
        grid = 1;
        break;
    case 1:
        grid = r->grid > 1 ? r->grid - 1 : 1;
        break;
    case 2:
        block = r->block > r->warp_size ? r->warp_size : r->block;
        break;
    case 3:
        block = r->block > 1 ? r->block / 2 : 1;
        break;
    default:
        block = 1;
        break;
    }
    if (grid == r->grid && block == r->block)
        return NULL;
    sg_recipe *c = sg_recipe_clone(r);
    if (!c)
        return NULL;
    c->grid = grid;
    c->block = block;
    snprintf(what, wn, "launch %u x %u -> %u x %u threads", r->grid, r->block, grid, block);
    return c;
}

/* Delete nodes [from, from + k) of block bi. */
static sg_recipe *edit_chunk(const sg_recipe *r, unsigned bi, unsigned from, unsigned k)
{
    sg_recipe *c = sg_recipe_clone(r);
    walk w;
    if (!c || !walk_recipe(&w, c) || bi >= w.nb || from + k > w.blocks[bi]->n) {
        if (c)
            walk_free(&w);
        sg_recipe_free(c);
        return NULL;
    }
    gen_block *b = w.blocks[bi];
    for (unsigned i = 0; i < k; i++)
        gen_node_free(b->v[from + i]);
    memmove(b->v + from, b->v + from + k, (b->n - from - k) * sizeof *b->v);
    b->n -= k;
    walk_free(&w);
    return c;
}

/* Node edits on the node at preorder position ni: variant v. Returns NULL
 * when the variant does not apply. */
static sg_recipe *edit_node(const sg_recipe *r, unsigned ni, unsigned v, char *what, size_t wn,
                            int *more)
{
    *more = 1;
    sg_recipe *c = sg_recipe_clone(r);
    walk w;
    if (!c || !walk_recipe(&w, c) || ni >= w.n) {
        if (c)
            walk_free(&w);
        sg_recipe_free(c);
        *more = 0;
        return NULL;
    }
    gen_block *b = w.v[ni].b;
    unsigned at = w.v[ni].i;
    gen_node *n = b->v[at];
    const char *kn = gen_kind_name[n->kind];
    unsigned ord = ni + 1;
    walk_free(&w);
    int ok = 0;
    if (v == 0) { /* delete */
        gen_node_free(n);
        memmove(b->v + at, b->v + at + 1, (b->n - at - 1) * sizeof *b->v);
        b->n--;
        snprintf(what, wn, "delete n%u (%s)", ord, kn);
        ok = 1;
    } else if (v - 1 < n->nblk) { /* a block in place of the node */
        unsigned j = v - 1;
        gen_block body = n->blk[j];
        memset(&n->blk[j], 0, sizeof n->blk[j]);
        int fit = 1;
        for (unsigned i = 0; i < body.n && fit; i++)
            fit = gen_block_insert(b, at + 1 + i, body.v[i]);
        if (fit) {
            free(body.v);
            gen_node_free(n);
            memmove(b->v + at, b->v + at + 1, (b->n - at - 1) * sizeof *b->v);
            b->n--;
            snprintf(what, wn, "n%u (%s): block %u in its place", ord, kn, j);
            ok = 1;
        } else {
            gen_block_clear(&body);
        }
    } else {
        /* simplifications: numbered after the blocks */
        unsigned s = v - 1 - n->nblk;
        switch (n->kind) {
        case GK_IF:
            if (s == 0 && n->join_s) {
                n->join_s = 0;
                snprintf(what, wn, "n%u if: join by NOP.S", ord);
                ok = 1;
            } else if (s == 1 && n->br != GB_BRA) {
                n->br = GB_BRA;
                snprintf(what, wn, "n%u if: plain BRA", ord);
                ok = 1;
            }
            *more = s < 1;
            break;
        case GK_LOOP:
            if (s == 0 && n->cont) {
                n->cont = 0;
                snprintf(what, wn, "n%u loop: no PCNT", ord);
                ok = 1;
            } else if (s == 1 && n->exit.on) {
                n->exit.on = 0;
                n->k = 0;
                snprintf(what, wn, "n%u loop: no exit", ord);
                ok = 1;
            } else if (s == 2 && n->lkind == GL_PBK) {
                n->lkind = GL_SSY;
                snprintf(what, wn, "n%u loop: SSY instead of PBK", ord);
                ok = 1;
            } else if (s == 3 && n->trips.max > 1) {
                n->trips.max = 1;
                snprintf(what, wn, "n%u loop: trips 0..1", ord);
                ok = 1;
            } else if (s == 4 && n->trips.max > 2) {
                n->trips.max /= 2;
                snprintf(what, wn, "n%u loop: trips 0..%u", ord, n->trips.max);
                ok = 1;
            } else if (s == 5 && n->exit.on && n->exit.max > 1) {
                n->exit.max = 1;
                snprintf(what, wn, "n%u loop: exit at pass 1", ord);
                ok = 1;
            }
            *more = s < 5;
            break;
        case GK_ULOOP:
            if (s == 0 && n->k > 1) {
                n->k = 1;
                snprintf(what, wn, "n%u uloop: one pass", ord);
                ok = 1;
            }
            *more = 0;
            break;
        case GK_BRX:
            if (s < n->nblk && n->nblk > 1) { /* drop case s */
                gen_block_clear(&n->blk[s]);
                memmove(n->blk + s, n->blk + s + 1, (n->nblk - s - 1) * sizeof *n->blk);
                n->nblk--;
                if (n->sel == GS_LANE && (n->nblk & (n->nblk - 1))) {
                    n->sel = GS_DATA;
                    n->sel_seed = 0x5eed0000u + ord;
                }
                snprintf(what, wn, "n%u brx: drop case %u", ord, s);
                ok = 1;
            } else if (s == n->nblk && n->p.kind != GP_ALWAYS) {
                memset(&n->p, 0, sizeof n->p);
                snprintf(what, wn, "n%u brx: no guard", ord);
                ok = 1;
            } else if (s == n->nblk + 1 && n->op == GX_JMX) {
                n->op = GX_BRX;
                snprintf(what, wn, "n%u brx: BRX instead of JMX", ord);
                ok = 1;
            }
            *more = s < n->nblk + 1;
            break;
        case GK_CALL:
            if (s == 0 && n->via != GV_CAL) {
                n->via = GV_CAL;
                snprintf(what, wn, "n%u call: plain CAL", ord);
                ok = 1;
            }
            *more = 0;
            break;
        case GK_EXIT:
            if (s == 0 && n->kil) {
                n->kil = 0;
                snprintf(what, wn, "n%u: EXIT instead of KIL", ord);
                ok = 1;
            } else if (s == 1 && n->p.kind != GP_ALWAYS) {
                memset(&n->p, 0, sizeof n->p);
                snprintf(what, wn, "n%u exit: unguarded", ord);
                ok = 1;
            }
            *more = s < 1;
            break;
        case GK_BRK:
        case GK_CONT:
        case GK_RET:
        case GK_XBRK:
        case GK_XRET:
        case GK_XCONT:
            if (s == 0 && n->p.kind != GP_ALWAYS) {
                memset(&n->p, 0, sizeof n->p);
                snprintf(what, wn, "n%u %s: unguarded", ord, kn);
                ok = 1;
            }
            *more = 0;
            break;
        case GK_ALU:
        case GK_MEM:
            if (s == 0 && n->guard != 7) {
                n->guard = 7;
                n->gneg = 0;
                snprintf(what, wn, "n%u %s: unguarded", ord, kn);
                ok = 1;
            } else if (s == 1 && n->kind == GK_MEM && n->off) {
                n->off = 0;
                snprintf(what, wn, "n%u mem: offset 0", ord);
                ok = 1;
            } else if (s == 2 && n->kind == GK_MEM && n->wide) {
                n->wide = 0;
                snprintf(what, wn, "n%u mem: 32-bit address", ord);
                ok = 1;
            }
            *more = n->kind == GK_MEM && s < 2;
            break;
        default:
            *more = 0;
            break;
        }
    }
    if (!ok) {
        sg_recipe_free(c);
        return NULL;
    }
    return c;
}

/* Remove function f and every call of it; later functions move down one. */
static void drop_calls(gen_block *b, unsigned f)
{
    for (unsigned i = 0; i < b->n;) {
        gen_node *n = b->v[i];
        if (n->kind == GK_CALL && n->func == f) {
            gen_node_free(n);
            memmove(b->v + i, b->v + i + 1, (b->n - i - 1) * sizeof *b->v);
            b->n--;
            continue;
        }
        if (n->kind == GK_CALL && n->func > f)
            n->func--;
        for (unsigned j = 0; j < n->nblk; j++)
            drop_calls(&n->blk[j], f);
        i++;
    }
}

static sg_recipe *edit_func(const sg_recipe *r, unsigned f, char *what, size_t wn)
{
    if (f >= r->nfuncs)
        return NULL;
    sg_recipe *c = sg_recipe_clone(r);
    if (!c)
        return NULL;
    drop_calls(&c->main, f);
    for (unsigned i = 0; i < c->nfuncs; i++)
        drop_calls(&c->funcs[i], f);
    gen_block_clear(&c->funcs[f]);
    memmove(c->funcs + f, c->funcs + f + 1, (c->nfuncs - f - 1) * sizeof *c->funcs);
    c->nfuncs--;
    snprintf(what, wn, "delete function %u and its calls", f);
    return c;
}

static int node_count(sg_recipe *r)
{
    walk w;
    if (!walk_recipe(&w, r)) {
        walk_free(&w);
        return -1;
    }
    int n = (int)w.n;
    walk_free(&w);
    return n;
}

static int block_sizes(sg_recipe *r, unsigned bi, unsigned *n)
{
    walk w;
    if (!walk_recipe(&w, r)) {
        walk_free(&w);
        return -1;
    }
    int ok = bi < w.nb;
    if (ok)
        *n = w.blocks[bi]->n;
    walk_free(&w);
    return ok;
}

static int one_round(sh *s)
{
    char what[256];
    int kept = 0, r;
    /* 1. the launch and the configuration */
    for (unsigned v = 0; v < LAUNCH_EDITS; v++) {
        r = try_cand(s, edit_launch(s->cur, v, what, sizeof what), what);
        if (r < 0)
            return -1;
        kept += r;
    }
    /* 2. chunks of blocks */
    for (unsigned bi = 0;; bi++) {
        unsigned n;
        int ok = block_sizes(s->cur, bi, &n);
        if (ok < 0)
            return -1;
        if (!ok)
            break;
        for (unsigned k = n / 2; k >= 2; k /= 2) {
            for (unsigned from = 0; block_sizes(s->cur, bi, &n) > 0 && from + k <= n;) {
                snprintf(what, sizeof what, "delete %u nodes of block %u from %u", k, bi, from);
                r = try_cand(s, edit_chunk(s->cur, bi, from, k), what);
                if (r < 0)
                    return -1;
                kept += r;
                if (!r)
                    from += k;
            }
        }
    }
    /* 3. nodes */
    for (unsigned ni = 0; (int)ni < node_count(s->cur);) {
        int changed = 0;
        for (unsigned v = 0;; v++) {
            int more;
            sg_recipe *c = edit_node(s->cur, ni, v, what, sizeof what, &more);
            r = try_cand(s, c, what);
            if (r < 0)
                return -1;
            if (r) {
                kept++;
                changed = 1;
                break;
            }
            if (!c && !more && v > 0)
                break;
            if (v > 200)
                break;
        }
        if (!changed)
            ni++;
    }
    /* 4. functions */
    for (unsigned f = 0; f < s->cur->nfuncs;) {
        r = try_cand(s, edit_func(s->cur, f, what, sizeof what), what);
        if (r < 0)
            return -1;
        kept += r;
        if (!r)
            f++;
    }
    return kept;
}

sg_status sg_shrink(const sg_recipe *start, sg_shrink_test test, void *ctx, sg_shrink_note note,
                    void *note_ctx, sg_recipe **best, sg_shrink_stats *stats, sg_error *err)
{
    *best = NULL;
    sg_shrink_stats dummy;
    sh s = {test, ctx, note, note_ctx, NULL, {0}, stats ? stats : &dummy, err};
    memset(s.st, 0, sizeof *s.st);
    sg_status st = gen_recipe_validate(start, err);
    if (st)
        return st;
    if ((st = sg_recipe_size_of(start, &s.size, err)))
        return st;
    s.st->from = s.size;
    s.cur = sg_recipe_clone(start);
    if (!s.cur)
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    say(&s, "shrink: start: %u nodes, %u instructions, %u warps", s.size.nodes,
        s.size.instructions, s.size.warps);
    for (;;) {
        s.st->rounds++;
        int kept = one_round(&s);
        if (kept < 0) {
            sg_recipe_free(s.cur);
            return err && err->code ? err->code : SG_ERR_ARG;
        }
        say(&s, "shrink: round %u: %d edit%s kept", s.st->rounds, kept, kept == 1 ? "" : "s");
        if (!kept)
            break;
    }
    s.st->to = s.size;
    *best = s.cur;
    return SG_OK;
}
