/*
 * generate.c - constrained-random recipes per profile (specs/gen.md §4):
 * the profile names, each profile's weights, launch and configuration, and
 * the acceptance of a draw (GEN-4). The nodes are drawn by draw.c (control
 * flow) and draw_dp.c (the datapath nodes of the profiles alu, mem and
 * datapath) from the stream of rng.c; a draw is checked by recipe_check.c
 * and run by case.c.
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

#include "gen_draw.h"

static const char *const profile_names[SG_GEN_NPROFILES] = {
    "fast", "deep", "error", "multi", "brx", "mixed", "alu", "mem", "datapath"};

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
                   "unknown profile '%s': expected fast, deep, error, multi, brx, mixed, "
                   "alu, mem or datapath",
                   name ? name : "");
}

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
/* the datapath profiles: fast's control flow (nesting 3, loops 2 deep of at most 3
 * passes, 0-1 function) around mostly datapath nodes;
 *                          add if uif uloop loop brk cont ret exit call brx region sskip self
 *                          (error nodes) val alu mem */
static const prof P_ALU = {
    24, 44, 3, 2, 3, 1, 4,
    WEIGHTS(3, 10, 2, 2, 6, 3, 2, 2, 1, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 6, 70, 0), 8000, 0};
static const prof P_MEM = {
    18, 34, 3, 2, 3, 1, 4,
    WEIGHTS(3, 10, 2, 2, 6, 3, 2, 2, 1, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 5, 16, 40), 8000, 0};

/* ---- profiles --------------------------------------------------------- */

/* the launch: ws-lane warps, grid blocks of block threads; max_warps all of them, at
 * most 16 (the RTL's warp slots) */
static void set_launch(gctx *c, unsigned ws, unsigned grid, unsigned block)
{
    sg_recipe *r = c->r;
    r->warp_size = ws;
    r->grid = grid;
    r->block = block;
    unsigned wpb = (block + ws - 1) / ws, total = wpb * grid;
    r->max_warps = total < 16 ? (total > wpb ? total : wpb) : 16;
}

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
    gd_body(c);
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
    gd_body(c);
    gen_block *inner;
    unsigned levels = tall ? 10 + gen_rng_below(&c->g, 7) : r->onchip + 3 + gen_rng_below(&c->g, 6);
    gen_node *s = gd_spine(c, levels, 0, &inner);
    if (s && inner) {
        where w = {0, 0, 0, 0, -1, 0};
        c->budget = 2;
        gd_fill(c, inner, 2, w);
    }
    gd_insert_top(c, s);
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
    gd_body(c);
}

static void gen_brx(gctx *c)
{
    static const unsigned ks[] = {1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 8, 12, 16, 16, 24, 32, 32};
    sg_recipe *r = c->r;
    c->P = &P_BRX;
    set_launch(c, 32, 1, gen_rng_chance(&c->g, 70) ? 32 : 1 + gen_rng_below(&c->g, 64));
    r->max_warps = 16;
    r->policy = gen_rng_chance(&c->g, 15);
    gd_body(c);
    unsigned nb = 1 + gen_rng_below(&c->g, 3);
    where w = {0, 0, 0, 0, -1, 0};
    for (unsigned i = 0; i < nb && !c->oom; i++) {
        unsigned k = ks[gen_rng_below(&c->g, sizeof ks / sizeof ks[0])];
        c->budget = 6;
        gd_insert_top(c, gd_brx(c, w, k, -1));
    }
}

/* alu, mem: 1 block of 1-64 threads (mem: half of them 32) or 2 of 1-32, warp size 32; the
 * datapath seed; the prologue (values, the lane id, the data predicates), then the body */
static void gen_dp(gctx *c, int dp)
{
    sg_recipe *r = c->r;
    c->P = dp == DP_MEM ? &P_MEM : &P_ALU;
    c->dp = dp;
    c->max_loops = GEN_DP_MAX_LOOPS;
    unsigned grid = gen_rng_chance(&c->g, 15) ? 2 : 1;
    unsigned block = 1 + gen_rng_below(&c->g, grid == 1 ? 64 : 32);
    if (dp == DP_MEM && grid == 1 && gen_rng_chance(&c->g, 50))
        block = 32;
    set_launch(c, 32, grid, block);
    r->max_warps = 16;
    r->policy = gen_rng_chance(&c->g, 15);
    r->dseed = gd_r32(c) | 1;
    gd_dp_prologue(c);
    gd_body(c);
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
        gd_body(c);
        gd_insert_top(c, gd_spine(c, r->onchip + 1 + gen_rng_below(&c->g, 3), 1, &inner));
        break;
    case 1:
        r->onchip = 3 + gen_rng_below(&c->g, 3);
        gd_body(c);
        n = gd_spine(c, r->onchip - 2, 1, &inner);
        if (n && inner) {
            where w = {r->onchip, 0, 0, 0, -1, 0};
            c->budget = 4;
            gen_node *b = gd_brx(c, w, 4, -1);
            if (b) {
                b->sel = GS_LANE;
                b->sel_seed = 0;
                b->p.kind = GP_LANE;
                b->p.seed = 0;
                b->p.a = 1;
                b->p.b = 0;
            }
            gd_push(c, inner, b);
        }
        gd_insert_top(c, n);
        break;
    case 2:
    case 3:
    case 4:
        gd_body(c);
        n = gd_mk(c, kind == 2   ? GK_XSPOP
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
        gd_insert_top(c, n);
        break;
    default: {
        r->wm_slots = 1;
        gd_body(c);
        where w = {0, 0, 0, 0, -1, 0};
        c->budget = 6;
        gen_node *outer = gd_loop(c, w, 7, GL_SSY);
        if (outer) {
            outer->trips.max = 3 + gen_rng_below(&c->g, 5);
            where in = {1, 1, 0, outer->cont, -1, 0};
            c->budget = 4;
            gen_node *il = gd_loop(c, in, 7, GL_SSY);
            if (il) {
                il->trips.max = 3 + gen_rng_below(&c->g, 5);
                gd_push(c, &outer->blk[0], il);
            }
        }
        gd_insert_top(c, outer);
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
    c.max_loops = GEN_MAX_LOOPS;
    c.g.s = gen_hash(seed ^ ((uint64_t)p << 56), (uint64_t)index << 8 | attempt);
    r->seed = seed;
    r->index = index;
    sg_gen_profile sub = p;
    unsigned ekind = index % 6, evariant = index / 6 % 3;
    if (p == SG_GEN_DATAPATH) {
        sub = index % 2 ? SG_GEN_MEM : SG_GEN_ALU;
        snprintf(r->profile, sizeof r->profile, "datapath-%s", profile_names[sub]);
    } else if (p == SG_GEN_MIXED) {
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
    case SG_GEN_ALU:
        gen_dp(&c, DP_ALU);
        break;
    case SG_GEN_MEM:
        gen_dp(&c, DP_MEM);
        break;
    default:
        gen_fast(&c);
        break;
    }
    if (c.P->ext && !c.oom)
        gd_main_extras(&c);
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
