/*
 * tree.c - the recipe tree: nodes, blocks and recipes (construction, deep
 * copies, counting), which fields each node kind has, and equality.
 * specs/gen.md §2 describes the nodes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_internal.h"

const char *const gen_kind_name[GK_NKINDS] = {
    "add", "if",     "uif",   "uloop", "loop", "brk",   "cont",   "ret",  "exit",
    "call", "brx",   "region", "sskip", "self", "xspop", "xgspop", "xbrk", "xret", "xcont",
    "val", "alu",    "mem",
};

/* ---- tree -------------------------------------------------------------- */

gen_node *gen_node_new(gen_kind k)
{
    gen_node *n = calloc(1, sizeof *n);
    if (n) {
        n->kind = k;
        n->guard = 7; /* datapath nodes: no guard (pt) */
    }
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

int gen_has_pred(gen_kind k)
{
    return k == GK_IF || k == GK_UIF || k == GK_BRK || k == GK_CONT || k == GK_RET ||
           k == GK_EXIT || k == GK_SSKIP || k == GK_SELF || k == GK_XGSPOP || k == GK_XBRK ||
           k == GK_XRET || k == GK_XCONT || k == GK_BRX;
}

int gen_has_k(gen_kind k)
{
    return k == GK_ADD || k == GK_UIF || k == GK_SELF || k == GK_LOOP;
}

unsigned gen_want_blocks(const gen_node *n)
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
    if (gen_has_pred(a->kind) && !pred_eq(&a->p, &b->p))
        return 0;
    if ((gen_has_k(a->kind) || a->kind == GK_ULOOP) && a->k != b->k)
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
    case GK_VAL:
        if (a->reg != b->reg || a->wseed != b->wseed || a->wclass != b->wclass)
            return 0;
        break;
    case GK_ALU:
        if (a->guard != b->guard || a->gneg != b->gneg || strcmp(a->text, b->text))
            return 0;
        break;
    case GK_MEM:
        if (a->guard != b->guard || a->gneg != b->gneg || a->reg != b->reg ||
            a->mop != b->mop || a->msize != b->msize || a->wide != b->wide ||
            a->bank != b->bank || a->ixk != b->ixk || a->mask != b->mask ||
            a->stride != b->stride || a->base != b->base || a->off != b->off ||
            (a->ixk == GI_DATA && a->wseed != b->wseed))
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
        a->spill_bytes != b->spill_bytes || a->policy != b->policy || a->wm_slots != b->wm_slots ||
        a->dseed != b->dseed || a->nfuncs != b->nfuncs || !block_eq(&a->main, &b->main))
        return 0;
    for (unsigned i = 0; i < a->nfuncs; i++)
        if (!block_eq(&a->funcs[i], &b->funcs[i]))
            return 0;
    return 1;
}
