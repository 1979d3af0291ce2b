/*
 * gen_internal.h - the recipe tree shared by the generator, the recipe
 * text format, the program emitter and the shrinker (internal).
 * specs/gen.md describes every node.
 */
#ifndef SMGOLD_GEN_INTERNAL_H
#define SMGOLD_GEN_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/gen.h"

/* node kinds; the recipe keyword of each is gen_kind_name[] */
typedef enum gen_kind {
    GK_ADD,    /* IADD acc, acc, k */
    GK_IF,     /* SSY; @P BRA then; else...; .S; then...; .S */
    GK_UIF,    /* @P BRA.U skip; @!P IADD acc, k */
    GK_ULOOP,  /* uniform counted loop closed by a backward BRA.U */
    GK_LOOP,   /* per-lane trip count: SSY, PBK or no region, optional PCNT, optional exit */
    GK_BRK,    /* [@P] BRK */
    GK_CONT,   /* [@P] CONT */
    GK_RET,    /* [@P] RET */
    GK_EXIT,   /* [@P] EXIT or KIL */
    GK_CALL,   /* CAL / JCAL / PRET+BRA to a function */
    GK_BRX,    /* PRET, SSY, PBK, PCNT or no token; [@P] BRX/JMX over a table of K cases */
    GK_REGION, /* SSY; body; NOP.S */
    GK_SSKIP,  /* SSY; @P NOP.S; body; NOP.S */
    GK_SELF,   /* SSY; @P BRA.S itself; IADD; NOP.S */
    GK_XSPOP,  /* error: NOP.S on the empty stack */
    GK_XGSPOP, /* error: @P NOP.S on the empty stack */
    GK_XBRK,   /* error: [@P] BRK with no PBK */
    GK_XRET,   /* error: [@P] RET with no CALL */
    GK_XCONT,  /* error: [@P] CONT with no PCNT */
    GK_NKINDS
} gen_kind;

extern const char *const gen_kind_name[GK_NKINDS];

/* a per-lane predicate */
typedef enum { GP_ALWAYS, GP_DATA, GP_LANE } gen_pred_kind;
typedef struct gen_pred {
    uint8_t kind;
    uint32_t seed; /* GP_DATA: true when hash(seed, t) % 8 < a */
    uint32_t a;    /* GP_DATA: density 0..8; GP_LANE: mask */
    uint32_t b;    /* GP_LANE: true when (tid.x & a) == b */
} gen_pred;

/* a per-lane value from data: hash(seed, t) % (max + 1) */
typedef struct gen_val {
    int on; /* 0: none */
    uint32_t seed, max;
} gen_val;

enum { GL_SSY, GL_PBK, GL_NONE };       /* loop kind (none: no token, main's top level) */
enum { GB_BRA, GB_JMP, GB_CC };          /* if: branch form */
enum { GV_CAL, GV_JCAL, GV_PRET };       /* call: how */
enum { GX_BRX, GX_JMX };                 /* brx: op */
enum { GE_RET, GE_S, GE_BRK, GE_CONT, GE_TAIL }; /* brx: the join token and case ends */
enum { GS_DATA, GS_LANE };               /* brx: case selection */

typedef struct gen_node gen_node;

typedef struct gen_block {
    gen_node **v;
    unsigned n, cap;
} gen_block;

struct gen_node {
    gen_kind kind;
    uint32_t k;      /* add/uif/self/loop-exit constant; uloop trips */
    gen_pred p;      /* if, uif, brk, cont, ret, exit, sskip, self, x*; brx guard */
    /* if */
    int join_s, br;
    /* loop */
    int lkind, cont;
    gen_val trips, exit;
    /* exit */
    int kil;
    /* call */
    unsigned func;
    int via;
    /* brx */
    int op, ends, sel;
    uint32_t sel_seed;
    /* children: if: then, else; brx: one per case; loop/uloop/region/sskip: body */
    gen_block *blk;
    unsigned nblk;
};

struct sg_recipe {
    char profile[16];
    uint64_t seed;
    unsigned index;
    unsigned warp_size, grid, block, max_warps, onchip;
    uint32_t spill_bytes;
    int policy; /* 0 while-mask, 1 div-token */
    unsigned wm_slots;
    gen_block main;
    gen_block *funcs;
    unsigned nfuncs;
};

/* limits of a well-formed recipe */
#define GEN_MAX_TRIPS 7
#define GEN_MAX_ULOOP 7
#define GEN_MAX_CASES 32
#define GEN_MAX_FUNCS 16
#define GEN_MAX_LOOPS 52 /* one counter register each: R8..R59 */
#define GEN_MAX_SLOTS 1024
#define GEN_MAX_NODES 4096

/* tree helpers (recipe.c) */
gen_node *gen_node_new(gen_kind k);
void gen_node_free(gen_node *n);
gen_node *gen_node_clone(const gen_node *n);
int gen_block_push(gen_block *b, gen_node *n);
int gen_block_insert(gen_block *b, unsigned at, gen_node *n);
void gen_block_clear(gen_block *b);
int gen_block_clone(gen_block *dst, const gen_block *src);
int gen_node_set_blocks(gen_node *n, unsigned nblk);
sg_recipe *gen_recipe_new(void);
unsigned gen_block_count(const gen_block *b); /* nodes, recursively */
/* check the rules of a well-formed recipe (specs/gen.md §2.3) */
sg_status gen_recipe_validate(const sg_recipe *r, sg_error *err);

/* per-lane data (emit.c) */
uint64_t gen_hash(uint64_t seed, uint64_t t);

/* emit.c: the program and the data of r */
sg_status gen_emit(const sg_recipe *r, sg_gen_files *out, sg_error *err);

/* a one-line summary of the shapes of r (emit.c) */
const char *gen_shapes(const sg_recipe *r, char *buf, size_t n);
/* run r in memory (case.c): did it end in a stack error, how many steps */
sg_status gen_quick_run(const sg_recipe *r, int *error, uint64_t *steps, sg_error *err);

/* the pseudo-random generator (splitmix64) */
typedef struct gen_rng {
    uint64_t s;
} gen_rng;
uint64_t gen_rng_next(gen_rng *g);
uint32_t gen_rng_below(gen_rng *g, uint32_t n); /* 0..n-1 (n >= 1) */
int gen_rng_chance(gen_rng *g, unsigned percent);

#endif
