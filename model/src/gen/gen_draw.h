/*
 * gen_draw.h - drawing random recipes: the profile shape, the drawing
 * context and its primitives (here: a word, a node of the budget, a push),
 * and the node drawers shared by generate.c (the profiles, on top), draw.c
 * (the control-flow nodes) and draw_dp.c (the datapath nodes, below
 * draw.c). Internal to model/src/gen.
 */
#ifndef SMGOLD_GEN_DRAW_H
#define SMGOLD_GEN_DRAW_H

#include "gen_internal.h"

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

/* function modes of the extended shapes: a function that breaks (continues) the
 * loop its caller runs it in is called only inside a PBK (PCNT) scope */
enum { FM_PLAIN, FM_PBK, FM_CONT };

/* the datapath profile being drawn */
enum { DP_NONE, DP_ALU, DP_MEM };

typedef struct gctx {
    gen_rng g;
    const prof *P;
    sg_recipe *r;
    unsigned budget; /* nodes left */
    unsigned loops;
    unsigned max_loops; /* GEN_MAX_LOOPS, or GEN_DP_MAX_LOOPS in a datapath recipe */
    int no_exit;
    int oom;
    unsigned char fmode[GEN_MAX_FUNCS]; /* FM_* */
    /* datapath (draw_dp.c) */
    int dp;          /* DP_* */
    uint32_t live;   /* bit r - 32: data register r written by an earlier datapath node */
    unsigned preds;  /* bit p: predicate Pp (1..6) written */
    gen_node *follow; /* a node drawn to follow the one just drawn (the second half of a pair) */
} gctx;

typedef struct where {
    unsigned depth, loop_depth;
    int in_pbk, in_cont, func; /* func: -1 main */
    int top;                   /* 1: the top level of main, 2: of a function */
} where;

/* the primitives of drawing (of draw.c, draw_dp.c and generate.c) */
/* a random word */
static inline uint32_t gd_r32(gctx *c)
{
    return (uint32_t)gen_rng_next(&c->g);
}

/* a node, one of the budget */
static inline gen_node *gd_mk(gctx *c, gen_kind k)
{
    gen_node *n = gen_node_new(k);
    if (!n)
        c->oom = 1;
    if (c->budget)
        c->budget--;
    return n;
}

/* push n (if any) onto b; out of memory: free it */
static inline void gd_push(gctx *c, gen_block *b, gen_node *n)
{
    if (!n)
        return;
    if (!gen_block_push(b, n)) {
        gen_node_free(n);
        c->oom = 1;
    }
}

/* draw.c */
void gd_fill(gctx *c, gen_block *b, unsigned want, where w);
gen_node *gd_loop(gctx *c, where w, unsigned max_trips, int kind);
gen_node *gd_brx(gctx *c, where w, unsigned k, int ends);
gen_node *gd_spine(gctx *c, unsigned levels, int tokens_only, gen_block **inner);
void gd_insert_top(gctx *c, gen_node *n);
void gd_main_extras(gctx *c);
void gd_body(gctx *c);

/* draw_dp.c */
/* one val, alu or mem node (an alu node may set c->follow: its pair's second half) */
gen_node *gd_dp_node(gctx *c, gen_kind k);
/* the first nodes of main: values into the data registers, the lane id, the data
 * predicates, and (mem) stores that give the loads something to read */
void gd_dp_prologue(gctx *c);

#endif
