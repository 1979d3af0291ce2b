/*
 * draw.c - drawing the control-flow nodes of a recipe (specs/gen.md §3,
 * §3.1 and §4): predicates, ifs, loops, switches, calls and the rest by the
 * profile's weights, the spine of the deep profile, the extended shapes, and
 * a profile's body (functions, then main). The datapath nodes are drawn by
 * draw_dp.c (below: a node of the body may be one); the profiles themselves
 * are in generate.c (above).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_draw.h"

static gen_pred gd_pred(gctx *c, unsigned always_pct)
{
    static const uint32_t masks[] = {0x1, 0x2, 0x3, 0x4, 0x6, 0x7, 0x8, 0xc, 0xf, 0x10, 0x1c, 0x1f};
    gen_pred p;
    memset(&p, 0, sizeof p);
    if (gen_rng_chance(&c->g, always_pct))
        return p;
    if (gen_rng_chance(&c->g, 55)) {
        p.kind = GP_DATA;
        p.seed = gd_r32(c);
        p.a = 1 + gen_rng_below(&c->g, 7);
    } else {
        p.kind = GP_LANE;
        p.a = masks[gen_rng_below(&c->g, sizeof masks / sizeof masks[0])];
        p.b = gd_r32(c) & p.a;
    }
    return p;
}

static gen_node *add_node(gctx *c)
{
    gen_node *n = gen_node_new(GK_ADD);
    if (!n)
        c->oom = 1;
    else
        n->k = 1 + gen_rng_below(&c->g, 0xfff);
    return n;
}

static int blocks(gctx *c, gen_node *n, unsigned k)
{
    if (!n || !gen_node_set_blocks(n, k)) {
        c->oom = 1;
        return 0;
    }
    return 1;
}

/* A loop; kind -1: SSY or PBK at random (extended: also none at the top level). */
gen_node *gd_loop(gctx *c, where w, unsigned max_trips, int kind)
{
    gen_node *n = gd_mk(c, GK_LOOP);
    if (!blocks(c, n, 1))
        return n;
    n->lkind = kind >= 0 ? kind : gen_rng_chance(&c->g, 50) ? GL_PBK : GL_SSY;
    n->cont = gen_rng_chance(&c->g, 30);
    n->trips.on = 1;
    n->trips.seed = gd_r32(c);
    n->trips.max = 1 + gen_rng_below(&c->g, max_trips);
    if (kind < 0 && gen_rng_chance(&c->g, 25)) {
        n->exit.on = 1;
        n->exit.seed = gd_r32(c);
        n->exit.max = 1 + gen_rng_below(&c->g, n->trips.max);
        if (n->lkind == GL_SSY)
            n->k = 0x100 + gen_rng_below(&c->g, 0xf00);
    }
    if (c->P->ext && kind < 0 && w.top && gen_rng_chance(&c->g, 15)) {
        n->lkind = GL_NONE; /* no token: the loop's lanes wait in the while-mask table */
        n->k = 0;
    }
    c->loops++;
    where in = w;
    in.depth++;
    in.loop_depth++;
    in.top = 0;
    in.in_pbk |= n->lkind == GL_PBK;
    in.in_cont |= n->cont;
    unsigned want = 1 + gen_rng_below(&c->g, 3);
    if (c->P->ext && n->cont && gen_rng_chance(&c->g, 25)) {
        /* a switch first in the body: its PCNT runs on the loop's PCNT */
        unsigned save = c->budget;
        c->budget = 3;
        gd_push(c, &n->blk[0], gd_brx(c, in, 1 + gen_rng_below(&c->g, 3), GE_CONT));
        c->budget = save;
    }
    gd_fill(c, &n->blk[0], want, in);
    return n;
}

/* A brx of k cases; ends -1: PRET or SSY at random (extended: also PBK or PCNT). */
gen_node *gd_brx(gctx *c, where w, unsigned k, int ends)
{
    gen_node *n = gd_mk(c, GK_BRX);
    if (!blocks(c, n, k))
        return n;
    n->op = gen_rng_chance(&c->g, 20) ? GX_JMX : GX_BRX;
    n->ends = gen_rng_chance(&c->g, 50) ? GE_S : GE_RET;
    if (ends >= 0)
        n->ends = ends;
    else if (c->P->ext && gen_rng_chance(&c->g, 30))
        n->ends = gen_rng_chance(&c->g, 50) ? GE_BRK : GE_CONT;
    if ((k & (k - 1)) == 0 && gen_rng_chance(&c->g, 45)) {
        n->sel = GS_LANE;
    } else {
        n->sel = GS_DATA;
        n->sel_seed = gd_r32(c);
    }
    n->p = gd_pred(c, 60);
    where in = w;
    in.depth++;
    in.top = 0;
    in.in_pbk |= n->ends == GE_BRK;
    in.in_cont |= n->ends == GE_CONT;
    for (unsigned i = 0; i < k; i++)
        gd_fill(c, &n->blk[i], k > 4 ? gen_rng_below(&c->g, 2) : gen_rng_below(&c->g, 3), in);
    return n;
}

/* The functions a call at w may name (RC-2, and a breaking or continuing
 * function only inside its scope); returns how many. */
static unsigned callees(const gctx *c, where w, unsigned *list)
{
    unsigned n = 0;
    for (unsigned f = w.func < 0 ? 0 : (unsigned)w.func + 1; f < c->r->nfuncs; f++)
        if (c->fmode[f] == FM_PLAIN || (c->fmode[f] == FM_PBK && w.in_pbk) ||
            (c->fmode[f] == FM_CONT && w.in_cont))
            list[n++] = f;
    return n;
}

/* One random node allowed at w. */
static gen_node *rand_node(gctx *c, where w)
{
    const prof *P = c->P;
    int compound = w.depth < P->max_depth && c->budget >= 2;
    int loops = compound && w.loop_depth < P->max_loop_depth && c->loops + 1 < c->max_loops;
    unsigned fl[GEN_MAX_FUNCS];
    unsigned nfl = callees(c, w, fl);
    int callable = nfl > 0;
    unsigned wt[GK_NKINDS];
    memcpy(wt, P->w, sizeof wt);
    if (!compound)
        wt[GK_IF] = wt[GK_REGION] = wt[GK_SSKIP] = wt[GK_BRX] = 0;
    if (!loops)
        wt[GK_LOOP] = wt[GK_ULOOP] = 0;
    if (!w.in_pbk)
        wt[GK_BRK] = 0;
    if (!w.in_cont)
        wt[GK_CONT] = 0;
    if (w.func < 0)
        wt[GK_RET] = 0;
    if (!callable)
        wt[GK_CALL] = 0;
    if (c->no_exit)
        wt[GK_EXIT] = 0;
    for (int k = GK_XSPOP; k <= GK_XCONT; k++)
        wt[k] = 0;
    unsigned total = 0;
    for (int k = 0; k < GK_NKINDS; k++)
        total += wt[k];
    unsigned x = gen_rng_below(&c->g, total);
    gen_kind kind = GK_ADD;
    for (int k = 0; k < GK_NKINDS; k++) {
        if (x < wt[k]) {
            kind = (gen_kind)k;
            break;
        }
        x -= wt[k];
    }
    where in = w;
    in.depth++;
    in.top = 0;
    gen_node *n;
    switch (kind) {
    case GK_IF:
        n = gd_mk(c, GK_IF);
        if (!blocks(c, n, 2))
            return n;
        n->p = gd_pred(c, 0);
        n->join_s = gen_rng_chance(&c->g, 40);
        n->br = gen_rng_chance(&c->g, 15) ? GB_JMP : GB_BRA;
        if (n->p.kind == GP_DATA && gen_rng_chance(&c->g, 20))
            n->br = GB_CC;
        gd_fill(c, &n->blk[0], 1 + gen_rng_below(&c->g, 3), in);
        gd_fill(c, &n->blk[1], gen_rng_below(&c->g, 3), in);
        return n;
    case GK_UIF:
    case GK_SELF:
        n = gd_mk(c, kind);
        if (n) {
            n->p = gd_pred(c, 0);
            n->k = 1 + gen_rng_below(&c->g, 0xfff);
        }
        return n;
    case GK_ULOOP:
        n = gd_mk(c, GK_ULOOP);
        if (!blocks(c, n, 1))
            return n;
        n->k = 1 + gen_rng_below(&c->g, 3);
        c->loops++;
        in.loop_depth++;
        gd_fill(c, &n->blk[0], 1 + gen_rng_below(&c->g, 3), in);
        return n;
    case GK_LOOP:
        return gd_loop(c, w, P->max_trips, -1);
    case GK_BRK:
    case GK_CONT:
    case GK_RET:
        n = gd_mk(c, kind);
        if (n)
            n->p = gd_pred(c, 25);
        return n;
    case GK_EXIT:
        n = gd_mk(c, GK_EXIT);
        if (n) {
            n->p = gd_pred(c, 4);
            n->kil = gen_rng_chance(&c->g, 20);
        }
        return n;
    case GK_CALL:
        n = gd_mk(c, GK_CALL);
        if (n) {
            n->func = fl[gen_rng_below(&c->g, nfl)];
            unsigned v = gen_rng_below(&c->g, 100);
            n->via = v < 60 ? GV_CAL : v < 75 ? GV_JCAL : GV_PRET;
        }
        return n;
    case GK_BRX: {
        unsigned k = 1 + gen_rng_below(&c->g, P->max_cases);
        return gd_brx(c, w, k, -1);
    }
    case GK_REGION:
    case GK_SSKIP:
        n = gd_mk(c, kind);
        if (!blocks(c, n, 1))
            return n;
        if (kind == GK_SSKIP)
            n->p = gd_pred(c, 0);
        gd_fill(c, &n->blk[0], 1 + gen_rng_below(&c->g, 3), in);
        return n;
    case GK_VAL:
    case GK_ALU:
    case GK_MEM:
        return gd_dp_node(c, kind);
    default:
        n = gd_mk(c, GK_ADD);
        if (n)
            n->k = 1 + gen_rng_below(&c->g, 0xfff);
        return n;
    }
}

/* Push a drawn node and the node drawn to follow it (the second half of a pair). */
static void push_drawn(gctx *c, gen_block *b, gen_node *n)
{
    gen_node *f = c->follow;
    c->follow = NULL;
    gd_push(c, b, n);
    gd_push(c, b, f);
}

void gd_fill(gctx *c, gen_block *b, unsigned want, where w)
{
    for (unsigned i = 0; i < want && c->budget && !c->oom; i++)
        push_drawn(c, b, rand_node(c, w));
}

/* A chain of `levels` nested nodes that every lane (or most lanes) enters;
 * tokens_only: regions only (guaranteed pushes). Returns the outermost node;
 * *inner is the block of the innermost one. */
gen_node *gd_spine(gctx *c, unsigned levels, int tokens_only, gen_block **inner)
{
    gen_node *top = NULL;
    gen_block *at = NULL;
    for (unsigned i = 0; i < levels && !c->oom; i++) {
        unsigned x = tokens_only ? 0 : gen_rng_below(&c->g, 100);
        gen_node *n;
        gen_block *next;
        if (x < 45) {
            n = gen_node_new(GK_REGION);
            if (!blocks(c, n, 1))
                break;
            next = &n->blk[0];
        } else if (x < 75) { /* an if whose then-side most lanes take */
            n = gen_node_new(GK_IF);
            if (!blocks(c, n, 2))
                break;
            n->p.kind = GP_DATA;
            n->p.seed = gd_r32(c);
            n->p.a = 7;
            n->join_s = gen_rng_chance(&c->g, 40);
            next = &n->blk[0];
            if (gen_rng_chance(&c->g, 50))
                gd_push(c, &n->blk[1], add_node(c));
        } else if (x < 88) { /* a guarded .S that few lanes take */
            n = gen_node_new(GK_SSKIP);
            if (!blocks(c, n, 1))
                break;
            n->p.kind = GP_DATA;
            n->p.seed = gd_r32(c);
            n->p.a = 1;
            next = &n->blk[0];
        } else { /* a PBK loop of one or two trips (the PBK is pushed by every lane) */
            n = gen_node_new(GK_LOOP);
            if (!blocks(c, n, 1))
                break;
            n->lkind = GL_PBK;
            n->trips.on = 1;
            n->trips.seed = gd_r32(c);
            n->trips.max = 1 + gen_rng_below(&c->g, 2);
            c->loops++;
            next = &n->blk[0];
        }
        if (!n) {
            c->oom = 1;
            break;
        }
        if (gen_rng_chance(&c->g, 50))
            gd_push(c, next, add_node(c));
        if (!top)
            top = n;
        else
            gd_push(c, at, n);
        at = next;
    }
    *inner = at;
    return top;
}

void gd_insert_top(gctx *c, gen_node *n)
{
    if (n && !gen_block_insert(&c->r->main, gen_rng_below(&c->g, c->r->main.n + 1), n)) {
        gen_node_free(n);
        c->oom = 1;
    }
}

/* ---- the extended shapes (specs/gen.md §3.1) ------------------------------ */

static void insert_at(gctx *c, gen_block *b, unsigned at, gen_node *n)
{
    if (n && !gen_block_insert(b, at, n)) {
        gen_node_free(n);
        c->oom = 1;
    }
}

/* A loop of 0..max trips (max at least 1) holding the node n, and an add 50%;
 * NULL (n freed) when no loop counter is left. */
static gen_node *wrap_loop(gctx *c, int lkind, int cont, unsigned max, gen_node *n)
{
    if (c->loops + 1 >= c->max_loops) {
        gen_node_free(n);
        return NULL;
    }
    gen_node *l = gen_node_new(GK_LOOP);
    if (!blocks(c, l, 1)) {
        gen_node_free(l);
        gen_node_free(n);
        return NULL;
    }
    l->lkind = lkind;
    l->cont = cont;
    l->trips.on = 1;
    l->trips.seed = gd_r32(c);
    l->trips.max = 1 + gen_rng_below(&c->g, max);
    c->loops++;
    gd_push(c, &l->blk[0], n);
    if (gen_rng_chance(&c->g, 50))
        gd_push(c, &l->blk[0], add_node(c));
    return l;
}

/* The position before a trailing end=tail switch. */
static unsigned before_tail(const gen_block *b)
{
    unsigned n = b->n;
    if (n && b->v[n - 1]->kind == GK_BRX && b->v[n - 1]->ends == GE_TAIL)
        n--;
    return n;
}

/* Function i, filled: a BRK or CONT at its top level (or first in a PBK loop)
 * when it breaks or continues its caller's loop; a RET first in a PBK or PCNT
 * loop; a switch with PCNT/CONT first (its PCNT runs on the CALL or PRET
 * token); a switch that returns from every case last (its BRX runs on the CALL
 * or PRET token). */
static void func_extras(gctx *c, unsigned i, where w)
{
    gen_block *b = &c->r->funcs[i];
    unsigned save = c->budget;
    if (c->fmode[i] != FM_PLAIN) {
        gen_node *n = gen_node_new(c->fmode[i] == FM_PBK ? GK_BRK : GK_CONT);
        if (n)
            n->p = gd_pred(c, 10);
        else
            c->oom = 1;
        if (c->fmode[i] == FM_CONT && c->loops + 1 < c->max_loops && gen_rng_chance(&c->g, 30))
            n = wrap_loop(c, GL_PBK, 0, 2, n); /* a CONT on a PBK token */
        insert_at(c, b, gen_rng_below(&c->g, b->n + 1), n);
    }
    if (gen_rng_chance(&c->g, 20) && c->loops + 1 < c->max_loops) {
        /* a RET on a PBK or PCNT token */
        gen_node *n = gen_node_new(GK_RET);
        if (n)
            n->p = gd_pred(c, 10);
        else
            c->oom = 1;
        int cont = gen_rng_chance(&c->g, 40);
        insert_at(c, b, gen_rng_below(&c->g, b->n + 1),
                  wrap_loop(c, cont ? (int)gen_rng_below(&c->g, 2) : GL_PBK, cont, 2, n));
    }
    if (gen_rng_chance(&c->g, 25)) {
        c->budget = 3;
        insert_at(c, b, 0, gd_brx(c, w, 1 + gen_rng_below(&c->g, 3), GE_CONT));
    }
    if (gen_rng_chance(&c->g, 25)) {
        c->budget = 3;
        gd_push(c, b, gd_brx(c, w, 1 + gen_rng_below(&c->g, 4), GE_TAIL));
    }
    c->budget = save;
}

/* Is f called anywhere in b? */
static int calls_of(const gen_block *b, unsigned f)
{
    for (unsigned i = 0; i < b->n; i++) {
        const gen_node *n = b->v[i];
        if (n->kind == GK_CALL && n->func == f)
            return 1;
        for (unsigned j = 0; j < n->nblk; j++)
            if (calls_of(&n->blk[j], f))
                return 1;
    }
    return 0;
}

/* After the profile's own nodes: every function called; main ends in a switch
 * whose cases exit (15%) or in a loop that loses lanes (12%). */
void gd_main_extras(gctx *c)
{
    sg_recipe *r = c->r;
    /* every function is called: a breaking one inside a PBK loop, a continuing one
     * inside a loop with PCNT, so the lanes park across the call */
    for (unsigned f = 0; f < r->nfuncs && !c->oom; f++) {
        int called = calls_of(&r->main, f);
        for (unsigned j = 0; j < f && !called; j++)
            called = calls_of(&r->funcs[j], f);
        if (called)
            continue;
        gen_node *call = gen_node_new(GK_CALL);
        if (!call) {
            c->oom = 1;
            break;
        }
        call->func = f;
        unsigned v = gen_rng_below(&c->g, 100);
        call->via = v < 50 ? GV_CAL : v < 70 ? GV_JCAL : GV_PRET;
        /* half of the time the previous function calls it (a CAL on the CALL token) */
        if (f && (c->fmode[f] == FM_PLAIN || c->fmode[f] == c->fmode[f - 1]) &&
            gen_rng_chance(&c->g, 50)) {
            gen_block *b = &r->funcs[f - 1];
            insert_at(c, b, gen_rng_below(&c->g, before_tail(b) + 1), call);
            continue;
        }
        gen_node *n = call;
        if (c->fmode[f] != FM_PLAIN)
            n = wrap_loop(c, c->fmode[f] == FM_PBK || gen_rng_chance(&c->g, 50) ? GL_PBK : GL_SSY,
                          c->fmode[f] == FM_CONT || gen_rng_chance(&c->g, 30), 3, call);
        insert_at(c, &r->main, gen_rng_below(&c->g, r->main.n + 1), n);
    }
    where w = {0, 0, 0, 0, -1, 1};
    unsigned x = gen_rng_below(&c->g, 100);
    if (x < 15) { /* main ends in a switch whose every case exits: the BRX on the empty stack */
        c->budget = 4;
        gd_push(c, &r->main, gd_brx(c, w, 1 + gen_rng_below(&c->g, 4), GE_TAIL));
    } else if (x < 27 && c->loops + 1 < c->max_loops) {
        /* main ends in a loop with no token whose lanes leave the kernel at their last
         * pass (exit = trips): the lanes of no pass (trips 0) fail the first test and
         * wait, and nothing brings them back (WM-6 (a), STEP-6: LOST_LANES) */
        gen_node *n = gen_node_new(GK_LOOP);
        if (!blocks(c, n, 1))
            return;
        n->lkind = GL_NONE;
        n->cont = gen_rng_chance(&c->g, 30); /* its PCNT on the empty stack */
        n->trips.on = 1;
        n->trips.seed = gd_r32(c);
        n->trips.max = 2 + gen_rng_below(&c->g, 2);
        n->exit = n->trips;
        c->loops++;
        where in = {1, 1, 0, n->cont, -1, 0};
        c->budget = 2;
        gd_fill(c, &n->blk[0], 1 + gen_rng_below(&c->g, 2), in);
        gd_push(c, &r->main, n);
    }
}

void gd_body(gctx *c)
{
    const prof *P = c->P;
    sg_recipe *r = c->r;
    c->budget = P->nodes_min + gen_rng_below(&c->g, P->nodes_max - P->nodes_min + 1);
    r->nfuncs = gen_rng_below(&c->g, P->max_funcs + 1);
    if (r->nfuncs) {
        r->funcs = calloc(r->nfuncs, sizeof *r->funcs);
        if (!r->funcs) {
            c->oom = 1;
            r->nfuncs = 0;
        }
    }
    for (unsigned i = 0; i < r->nfuncs && P->ext; i++)
        c->fmode[i] = gen_rng_chance(&c->g, 35)
                          ? (gen_rng_chance(&c->g, 50) ? FM_PBK : FM_CONT)
                          : FM_PLAIN;
    for (unsigned i = 0; i < r->nfuncs && !c->oom; i++) {
        where w = {1, 0, c->fmode[i] == FM_PBK, c->fmode[i] == FM_CONT, (int)i, 2};
        unsigned save = c->budget;
        c->budget = 2 + gen_rng_below(&c->g, 4);
        gd_fill(c, &r->funcs[i], c->budget, w);
        c->budget = save;
        if (P->ext)
            func_extras(c, i, w);
    }
    where w = {0, 0, 0, 0, -1, 1};
    while (c->budget && !c->oom)
        push_drawn(c, &r->main, rand_node(c, w));
}
