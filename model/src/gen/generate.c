/*
 * generate.c - constrained-random recipes per profile (specs/gen.md §4).
 *
 * A recipe is drawn from a splitmix64 stream seeded by (seed, index,
 * profile, attempt). It is then run once in memory: a case of a normal
 * profile must finish without an error within its profile's step budget, a
 * case of the error profile must end in a stack error; otherwise the next
 * attempt is drawn. So the recipe depends only on (seed, index, profile).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_internal.h"
#include "util/err.h"

uint64_t gen_rng_next(gen_rng *g)
{
    uint64_t z = (g->s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

uint32_t gen_rng_below(gen_rng *g, uint32_t n)
{
    return n <= 1 ? 0 : (uint32_t)(gen_rng_next(g) % n);
}

int gen_rng_chance(gen_rng *g, unsigned percent)
{
    return gen_rng_below(g, 100) < percent;
}

static const char *const profile_names[SG_GEN_NPROFILES] = {"fast",  "deep", "error",
                                                            "multi", "brx",  "mixed"};

const char *sg_gen_profile_name(sg_gen_profile p)
{
    return (unsigned)p < SG_GEN_NPROFILES ? profile_names[p] : NULL;
}

sg_status sg_gen_profile_parse(const char *name, sg_gen_profile *out, sg_error *err)
{
    for (int i = 0; i < SG_GEN_NPROFILES; i++)
        if (name && !strcmp(name, profile_names[i])) {
            *out = (sg_gen_profile)i;
            return SG_OK;
        }
    return sg_fail(err, SG_ERR_ARG,
                   "unknown profile '%s': expected fast, deep, error, multi, brx or mixed",
                   name ? name : "");
}

/* ---- the shape of each profile ---------------------------------------- */

typedef struct prof {
    unsigned nodes_min, nodes_max; /* node budget */
    unsigned max_depth;            /* nesting of compound nodes */
    unsigned max_loop_depth;
    unsigned max_trips;
    unsigned max_funcs;
    unsigned max_cases;   /* BRX cases drawn for an ordinary brx node */
    unsigned w[GK_NKINDS]; /* weights */
    uint64_t max_steps;   /* accept a normal case up to this many warp steps */
    int ext;              /* the extended shapes (specs/gen.md §3.1): brx end=brk/cont/tail,
                           * loops without a token, functions that break or continue their
                           * caller's loop; fast and error have none (fast draws what the
                           * first generator drew) */
} prof;

/*                           add if uif uloop loop brk cont ret exit call brx region sskip self */
#define WEIGHTS(...) {__VA_ARGS__}
static const prof P_FAST = {6, 16, 3, 2, 4, 2, 4,
                            WEIGHTS(26, 14, 4, 3, 10, 8, 7, 6, 3, 6, 5, 2, 4, 3), 2000, 0};
static const prof P_DEEP = {8, 18, 3, 2, 3, 2, 3,
                            WEIGHTS(24, 14, 3, 2, 8, 8, 6, 6, 2, 6, 4, 4, 4, 2), 20000, 1};
static const prof P_ERROR = {4, 10, 2, 2, 3, 1, 3,
                             WEIGHTS(30, 14, 4, 2, 8, 8, 6, 6, 0, 4, 4, 3, 4, 2), 20000, 0};
static const prof P_MULTI = {6, 14, 3, 2, 3, 2, 4,
                             WEIGHTS(26, 14, 4, 3, 10, 8, 7, 6, 3, 6, 5, 2, 4, 3), 60000, 1};
static const prof P_BRX = {4, 10, 3, 1, 3, 1, 8,
                           WEIGHTS(26, 10, 2, 2, 6, 6, 5, 6, 2, 5, 20, 2, 3, 2), 30000, 1};

/* function modes of the extended shapes: a function that breaks (continues) the
 * loop its caller runs it in is called only inside a PBK (PCNT) scope */
enum { FM_PLAIN, FM_PBK, FM_CONT };

typedef struct gctx {
    gen_rng g;
    const prof *P;
    sg_recipe *r;
    unsigned budget; /* nodes left */
    unsigned loops;
    int no_exit;
    int oom;
    unsigned char fmode[GEN_MAX_FUNCS]; /* FM_* */
} gctx;

static uint32_t r32(gctx *c)
{
    return (uint32_t)gen_rng_next(&c->g);
}

static gen_pred rand_pred(gctx *c, unsigned always_pct)
{
    static const uint32_t masks[] = {0x1, 0x2, 0x3, 0x4, 0x6, 0x7, 0x8, 0xc, 0xf, 0x10, 0x1c, 0x1f};
    gen_pred p;
    memset(&p, 0, sizeof p);
    if (gen_rng_chance(&c->g, always_pct))
        return p;
    if (gen_rng_chance(&c->g, 55)) {
        p.kind = GP_DATA;
        p.seed = r32(c);
        p.a = 1 + gen_rng_below(&c->g, 7);
    } else {
        p.kind = GP_LANE;
        p.a = masks[gen_rng_below(&c->g, sizeof masks / sizeof masks[0])];
        p.b = r32(c) & p.a;
    }
    return p;
}

static gen_node *mk(gctx *c, gen_kind k)
{
    gen_node *n = gen_node_new(k);
    if (!n)
        c->oom = 1;
    if (c->budget)
        c->budget--;
    return n;
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

static void push(gctx *c, gen_block *b, gen_node *n)
{
    if (!n)
        return;
    if (!gen_block_push(b, n)) {
        gen_node_free(n);
        c->oom = 1;
    }
}

static int blocks(gctx *c, gen_node *n, unsigned k)
{
    if (!n || !gen_node_set_blocks(n, k)) {
        c->oom = 1;
        return 0;
    }
    return 1;
}

typedef struct where {
    unsigned depth, loop_depth;
    int in_pbk, in_cont, func; /* func: -1 main */
    int top;                   /* 1: the top level of main, 2: of a function */
} where;

static void fill(gctx *c, gen_block *b, unsigned want, where w);
static gen_node *rand_brx(gctx *c, where w, unsigned k, int ends);

/* A loop; kind -1: SSY or PBK at random (extended: also none at the top level). */
static gen_node *rand_loop(gctx *c, where w, unsigned max_trips, int kind)
{
    gen_node *n = mk(c, GK_LOOP);
    if (!blocks(c, n, 1))
        return n;
    n->lkind = kind >= 0 ? kind : gen_rng_chance(&c->g, 50) ? GL_PBK : GL_SSY;
    n->cont = gen_rng_chance(&c->g, 30);
    n->trips.on = 1;
    n->trips.seed = r32(c);
    n->trips.max = 1 + gen_rng_below(&c->g, max_trips);
    if (kind < 0 && gen_rng_chance(&c->g, 25)) {
        n->exit.on = 1;
        n->exit.seed = r32(c);
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
        push(c, &n->blk[0], rand_brx(c, in, 1 + gen_rng_below(&c->g, 3), GE_CONT));
        c->budget = save;
    }
    fill(c, &n->blk[0], want, in);
    return n;
}

/* A brx of k cases; ends -1: PRET or SSY at random (extended: also PBK or PCNT). */
static gen_node *rand_brx(gctx *c, where w, unsigned k, int ends)
{
    gen_node *n = mk(c, GK_BRX);
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
        n->sel_seed = r32(c);
    }
    n->p = rand_pred(c, 60);
    where in = w;
    in.depth++;
    in.top = 0;
    in.in_pbk |= n->ends == GE_BRK;
    in.in_cont |= n->ends == GE_CONT;
    for (unsigned i = 0; i < k; i++)
        fill(c, &n->blk[i], k > 4 ? gen_rng_below(&c->g, 2) : gen_rng_below(&c->g, 3), in);
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
    int loops = compound && w.loop_depth < P->max_loop_depth && c->loops + 1 < GEN_MAX_LOOPS;
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
    for (int k = GK_XSPOP; k < GK_NKINDS; k++)
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
        n = mk(c, GK_IF);
        if (!blocks(c, n, 2))
            return n;
        n->p = rand_pred(c, 0);
        n->join_s = gen_rng_chance(&c->g, 40);
        n->br = gen_rng_chance(&c->g, 15) ? GB_JMP : GB_BRA;
        if (n->p.kind == GP_DATA && gen_rng_chance(&c->g, 20))
            n->br = GB_CC;
        fill(c, &n->blk[0], 1 + gen_rng_below(&c->g, 3), in);
        fill(c, &n->blk[1], gen_rng_below(&c->g, 3), in);
        return n;
    case GK_UIF:
    case GK_SELF:
        n = mk(c, kind);
        if (n) {
            n->p = rand_pred(c, 0);
            n->k = 1 + gen_rng_below(&c->g, 0xfff);
        }
        return n;
    case GK_ULOOP:
        n = mk(c, GK_ULOOP);
        if (!blocks(c, n, 1))
            return n;
        n->k = 1 + gen_rng_below(&c->g, 3);
        c->loops++;
        in.loop_depth++;
        fill(c, &n->blk[0], 1 + gen_rng_below(&c->g, 3), in);
        return n;
    case GK_LOOP:
        return rand_loop(c, w, P->max_trips, -1);
    case GK_BRK:
    case GK_CONT:
    case GK_RET:
        n = mk(c, kind);
        if (n)
            n->p = rand_pred(c, 25);
        return n;
    case GK_EXIT:
        n = mk(c, GK_EXIT);
        if (n) {
            n->p = rand_pred(c, 4);
            n->kil = gen_rng_chance(&c->g, 20);
        }
        return n;
    case GK_CALL:
        n = mk(c, GK_CALL);
        if (n) {
            n->func = fl[gen_rng_below(&c->g, nfl)];
            unsigned v = gen_rng_below(&c->g, 100);
            n->via = v < 60 ? GV_CAL : v < 75 ? GV_JCAL : GV_PRET;
        }
        return n;
    case GK_BRX: {
        unsigned k = 1 + gen_rng_below(&c->g, P->max_cases);
        return rand_brx(c, w, k, -1);
    }
    case GK_REGION:
    case GK_SSKIP:
        n = mk(c, kind);
        if (!blocks(c, n, 1))
            return n;
        if (kind == GK_SSKIP)
            n->p = rand_pred(c, 0);
        fill(c, &n->blk[0], 1 + gen_rng_below(&c->g, 3), in);
        return n;
    default:
        n = mk(c, GK_ADD);
        if (n)
            n->k = 1 + gen_rng_below(&c->g, 0xfff);
        return n;
    }
}

static void fill(gctx *c, gen_block *b, unsigned want, where w)
{
    for (unsigned i = 0; i < want && c->budget && !c->oom; i++)
        push(c, b, rand_node(c, w));
}

/* A chain of `levels` nested nodes that every lane (or most lanes) enters;
 * tokens_only: regions only (guaranteed pushes). Returns the outermost node;
 * *inner is the block of the innermost one. */
static gen_node *spine(gctx *c, unsigned levels, int tokens_only, gen_block **inner)
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
            n->p.seed = r32(c);
            n->p.a = 7;
            n->join_s = gen_rng_chance(&c->g, 40);
            next = &n->blk[0];
            if (gen_rng_chance(&c->g, 50))
                push(c, &n->blk[1], add_node(c));
        } else if (x < 88) { /* a guarded .S that few lanes take */
            n = gen_node_new(GK_SSKIP);
            if (!blocks(c, n, 1))
                break;
            n->p.kind = GP_DATA;
            n->p.seed = r32(c);
            n->p.a = 1;
            next = &n->blk[0];
        } else { /* a PBK loop of one or two trips (the PBK is pushed by every lane) */
            n = gen_node_new(GK_LOOP);
            if (!blocks(c, n, 1))
                break;
            n->lkind = GL_PBK;
            n->trips.on = 1;
            n->trips.seed = r32(c);
            n->trips.max = 1 + gen_rng_below(&c->g, 2);
            c->loops++;
            next = &n->blk[0];
        }
        if (!n) {
            c->oom = 1;
            break;
        }
        if (gen_rng_chance(&c->g, 50))
            push(c, next, add_node(c));
        if (!top)
            top = n;
        else
            push(c, at, n);
        at = next;
    }
    *inner = at;
    return top;
}

static void insert_top(gctx *c, gen_node *n)
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
    if (c->loops + 1 >= GEN_MAX_LOOPS) {
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
    l->trips.seed = r32(c);
    l->trips.max = 1 + gen_rng_below(&c->g, max);
    c->loops++;
    push(c, &l->blk[0], n);
    if (gen_rng_chance(&c->g, 50))
        push(c, &l->blk[0], add_node(c));
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
            n->p = rand_pred(c, 10);
        else
            c->oom = 1;
        if (c->fmode[i] == FM_CONT && c->loops + 1 < GEN_MAX_LOOPS && gen_rng_chance(&c->g, 30))
            n = wrap_loop(c, GL_PBK, 0, 2, n); /* a CONT on a PBK token */
        insert_at(c, b, gen_rng_below(&c->g, b->n + 1), n);
    }
    if (gen_rng_chance(&c->g, 20) && c->loops + 1 < GEN_MAX_LOOPS) {
        /* a RET on a PBK or PCNT token */
        gen_node *n = gen_node_new(GK_RET);
        if (n)
            n->p = rand_pred(c, 10);
        else
            c->oom = 1;
        int cont = gen_rng_chance(&c->g, 40);
        insert_at(c, b, gen_rng_below(&c->g, b->n + 1),
                  wrap_loop(c, cont ? (int)gen_rng_below(&c->g, 2) : GL_PBK, cont, 2, n));
    }
    if (gen_rng_chance(&c->g, 25)) {
        c->budget = 3;
        insert_at(c, b, 0, rand_brx(c, w, 1 + gen_rng_below(&c->g, 3), GE_CONT));
    }
    if (gen_rng_chance(&c->g, 25)) {
        c->budget = 3;
        push(c, b, rand_brx(c, w, 1 + gen_rng_below(&c->g, 4), GE_TAIL));
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
static void main_extras(gctx *c)
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
        push(c, &r->main, rand_brx(c, w, 1 + gen_rng_below(&c->g, 4), GE_TAIL));
    } else if (x < 27 && c->loops + 1 < GEN_MAX_LOOPS) {
        /* main ends in a loop with no token whose lanes leave the kernel at their last
         * pass (exit = trips): the lanes of no pass (trips 0) fail the first test and
         * wait, and nothing brings them back (WM-6 (a), STEP-6: LOST_LANES) */
        gen_node *n = gen_node_new(GK_LOOP);
        if (!blocks(c, n, 1))
            return;
        n->lkind = GL_NONE;
        n->cont = gen_rng_chance(&c->g, 30); /* its PCNT on the empty stack */
        n->trips.on = 1;
        n->trips.seed = r32(c);
        n->trips.max = 2 + gen_rng_below(&c->g, 2);
        n->exit = n->trips;
        c->loops++;
        where in = {1, 1, 0, n->cont, -1, 0};
        c->budget = 2;
        fill(c, &n->blk[0], 1 + gen_rng_below(&c->g, 2), in);
        push(c, &r->main, n);
    }
}

static void gen_body(gctx *c)
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
        fill(c, &r->funcs[i], c->budget, w);
        c->budget = save;
        if (P->ext)
            func_extras(c, i, w);
    }
    where w = {0, 0, 0, 0, -1, 1};
    while (c->budget && !c->oom)
        push(c, &r->main, rand_node(c, w));
}

static void set_launch(gctx *c, unsigned ws, unsigned grid, unsigned block)
{
    sg_recipe *r = c->r;
    r->warp_size = ws;
    r->grid = grid;
    r->block = block;
    unsigned wpb = (block + ws - 1) / ws, total = wpb * grid;
    r->max_warps = total < 16 ? (total > wpb ? total : wpb) : 16;
}

/* ---- profiles --------------------------------------------------------- */

static void gen_fast(gctx *c)
{
    sg_recipe *r = c->r;
    c->P = &P_FAST;
    unsigned grid = gen_rng_chance(&c->g, 15) ? 2 : 1;
    unsigned block = 1 + gen_rng_below(&c->g, grid == 1 ? 64 : 32);
    set_launch(c, 32, grid, block);
    r->max_warps = 16;
    r->policy = gen_rng_chance(&c->g, 20);
    if (gen_rng_chance(&c->g, 30)) {
        r->onchip = 2 + gen_rng_below(&c->g, 3);
        r->spill_bytes = 0x200;
    }
    gen_body(c);
}

static void gen_deep(gctx *c)
{
    sg_recipe *r = c->r;
    c->P = &P_DEEP;
    set_launch(c, 32, 1, 16 + gen_rng_below(&c->g, 49));
    /* 70%: 2-4 on-chip slots, the spine reaches 3-8 past them; 30%: all 16 on-chip
     * slots (capacity 64), a spine of 10-16 levels: deep stacks on chip, then spills */
    int tall = gen_rng_chance(&c->g, 30);
    r->onchip = tall ? 16 : 2 + gen_rng_below(&c->g, 3);
    r->spill_bytes = 0x200;
    r->policy = gen_rng_chance(&c->g, 20);
    gen_body(c);
    gen_block *inner;
    unsigned levels = tall ? 10 + gen_rng_below(&c->g, 7) : r->onchip + 3 + gen_rng_below(&c->g, 6);
    gen_node *s = spine(c, levels, 0, &inner);
    if (s && inner) {
        where w = {0, 0, 0, 0, -1, 0};
        c->budget = 2;
        fill(c, inner, 2, w);
    }
    insert_top(c, s);
}

static void gen_multi(gctx *c)
{
    sg_recipe *r = c->r;
    c->P = &P_MULTI;
    unsigned x = gen_rng_below(&c->g, 100);
    unsigned ws = x < 60 ? 32 : x < 80 ? 16 : 8;
    unsigned grid = 2 + gen_rng_below(&c->g, 3);
    unsigned wpb = 1 + gen_rng_below(&c->g, 4);
    unsigned block = wpb * ws;
    if (gen_rng_chance(&c->g, 30))
        block -= 1 + gen_rng_below(&c->g, ws - 1);
    set_launch(c, ws, grid, block);
    unsigned total = grid * wpb, hi = total < 16 ? total : 16;
    r->max_warps = wpb + gen_rng_below(&c->g, hi - wpb + 1);
    r->policy = gen_rng_chance(&c->g, 20);
    if (gen_rng_chance(&c->g, 20)) {
        r->onchip = 2 + gen_rng_below(&c->g, 3);
        r->spill_bytes = 0x200;
    }
    gen_body(c);
}

static void gen_brx(gctx *c)
{
    static const unsigned ks[] = {1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 8, 12, 16, 16, 24, 32, 32};
    sg_recipe *r = c->r;
    c->P = &P_BRX;
    set_launch(c, 32, 1, gen_rng_chance(&c->g, 70) ? 32 : 1 + gen_rng_below(&c->g, 64));
    r->max_warps = 16;
    r->policy = gen_rng_chance(&c->g, 15);
    gen_body(c);
    unsigned nb = 1 + gen_rng_below(&c->g, 3);
    where w = {0, 0, 0, 0, -1, 0};
    for (unsigned i = 0; i < nb && !c->oom; i++) {
        unsigned k = ks[gen_rng_below(&c->g, sizeof ks / sizeof ks[0])];
        c->budget = 6;
        insert_top(c, rand_brx(c, w, k, -1));
    }
}

/* kind: 0 overflow, 1 overflow by a BRX, 2 .S on the empty stack, 3 guarded
 * .S on the empty stack, 4 an unwind step with parked lanes (variant 0, 1, 2:
 * BRK, RET, CONT), 5 while-mask overflow */
static void gen_error(gctx *c, unsigned kind, unsigned variant)
{
    sg_recipe *r = c->r;
    c->P = &P_ERROR;
    c->no_exit = 1;
    set_launch(c, 32, 1, 4 + gen_rng_below(&c->g, 61));
    r->max_warps = 16;
    r->policy = kind == 5 ? 0 : gen_rng_chance(&c->g, 20);
    gen_block *inner;
    gen_node *n;
    switch (kind) {
    case 0:
        r->onchip = 2 + gen_rng_below(&c->g, 4);
        gen_body(c);
        insert_top(c, spine(c, r->onchip + 1 + gen_rng_below(&c->g, 3), 1, &inner));
        break;
    case 1:
        r->onchip = 3 + gen_rng_below(&c->g, 3);
        gen_body(c);
        n = spine(c, r->onchip - 2, 1, &inner);
        if (n && inner) {
            where w = {r->onchip, 0, 0, 0, -1, 0};
            c->budget = 4;
            gen_node *b = rand_brx(c, w, 4, -1);
            if (b) {
                b->sel = GS_LANE;
                b->sel_seed = 0;
                b->p.kind = GP_LANE;
                b->p.seed = 0;
                b->p.a = 1;
                b->p.b = 0;
            }
            push(c, inner, b);
        }
        insert_top(c, n);
        break;
    case 2:
    case 3:
    case 4:
        gen_body(c);
        n = mk(c, kind == 2   ? GK_XSPOP
                  : kind == 3 ? GK_XGSPOP
                  : variant == 0 ? GK_XBRK
                  : variant == 1 ? GK_XRET
                                 : GK_XCONT);
        if (n && kind != 2) {
            if (kind == 4 && gen_rng_chance(&c->g, 30)) {
                n->p.kind = GP_ALWAYS;
            } else {
                n->p.kind = GP_LANE;
                n->p.a = 1u << gen_rng_below(&c->g, 5);
                n->p.b = 0; /* lane 0 is always in it */
            }
        }
        insert_top(c, n);
        break;
    default: {
        r->wm_slots = 1;
        gen_body(c);
        where w = {0, 0, 0, 0, -1, 0};
        c->budget = 6;
        gen_node *outer = rand_loop(c, w, 7, GL_SSY);
        if (outer) {
            outer->trips.max = 3 + gen_rng_below(&c->g, 5);
            where in = {1, 1, 0, outer->cont, -1, 0};
            c->budget = 4;
            gen_node *il = rand_loop(c, in, 7, GL_SSY);
            if (il) {
                il->trips.max = 3 + gen_rng_below(&c->g, 5);
                push(c, &outer->blk[0], il);
            }
        }
        insert_top(c, outer);
        break;
    }
    }
}

static sg_status draw(uint64_t seed, unsigned index, sg_gen_profile p, unsigned attempt,
                      sg_recipe **out, const prof **used, sg_error *err)
{
    *out = NULL;
    sg_recipe *r = gen_recipe_new();
    if (!r)
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    gctx c;
    memset(&c, 0, sizeof c);
    c.r = r;
    c.g.s = gen_hash(seed ^ ((uint64_t)p << 56), (uint64_t)index << 8 | attempt);
    r->seed = seed;
    r->index = index;
    sg_gen_profile sub = p;
    unsigned ekind = index % 6, evariant = index / 6 % 3;
    if (p == SG_GEN_MIXED) {
        static const sg_gen_profile turn[] = {SG_GEN_FAST, SG_GEN_DEEP, SG_GEN_ERROR,
                                              SG_GEN_MULTI, SG_GEN_BRX};
        sub = turn[index % 5];
        ekind = (index / 5) % 6;
        evariant = index / 30 % 3;
        snprintf(r->profile, sizeof r->profile, "mixed-%s", profile_names[sub]);
    } else {
        snprintf(r->profile, sizeof r->profile, "%s", profile_names[p]);
    }
    switch (sub) {
    case SG_GEN_DEEP:
        gen_deep(&c);
        break;
    case SG_GEN_ERROR:
        gen_error(&c, ekind, evariant);
        break;
    case SG_GEN_MULTI:
        gen_multi(&c);
        break;
    case SG_GEN_BRX:
        gen_brx(&c);
        break;
    default:
        gen_fast(&c);
        break;
    }
    if (c.P->ext && !c.oom)
        main_extras(&c);
    if (c.oom) {
        sg_recipe_free(r);
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    }
    *used = sub == SG_GEN_ERROR ? NULL : c.P;
    *out = r;
    return SG_OK;
}

sg_status sg_gen_recipe(uint64_t seed, unsigned index, sg_gen_profile p, sg_recipe **out,
                        sg_error *err)
{
    *out = NULL;
    if ((unsigned)p >= SG_GEN_NPROFILES)
        return sg_fail(err, SG_ERR_ARG, "profile %d out of range", (int)p);
    for (unsigned attempt = 0; attempt < 200; attempt++) {
        sg_recipe *r = NULL;
        const prof *used = NULL;
        sg_status st = draw(seed, index, p, attempt, &r, &used, err);
        if (st)
            return st;
        if ((st = gen_recipe_validate(r, err))) {
            sg_recipe_free(r);
            return st; /* a generator bug: every draw must be well formed */
        }
        int error;
        uint64_t steps;
        st = gen_quick_run(r, &error, &steps, err);
        if (st) {
            sg_recipe_free(r);
            return st;
        }
        int want_error = !used;
        if (error == want_error && (!used || steps <= used->max_steps)) {
            *out = r;
            return SG_OK;
        }
        sg_recipe_free(r);
    }
    return sg_fail(err, SG_ERR_RANGE,
                   "no acceptable case for seed 0x%" PRIx64 ", index %u, profile %s in 200 draws",
                   seed, index, profile_names[p]);
}
