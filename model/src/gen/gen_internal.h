/*
 * gen_internal.h - the recipe tree shared by the generator, the recipe
 * text format, the program emitter and the shrinker (internal).
 * specs/gen.md describes every node.
 *
 * Files of model/src/gen, from the bottom up: a file calls only files listed
 * before it, never one after it (each includes this header; gen_draw.h and
 * gen_emit.h are the private headers of the drawing and the emitting files):
 *   tree.c          nodes, blocks and recipes: construction, copies, equality
 *   rng.c           the random stream (splitmix64), the data hash, value classes
 *   recipe_check.c  the rules of a well-formed recipe (§2.3); mem field names
 *   recipe_print.c  the recipe text: printing (and the growing text buffer)
 *   recipe_parse.c  the recipe text: parsing
 *   emit_buf.c      the program builder: instructions, labels, data slots
 *   emit_dp.c       the code of the datapath nodes and their data images
 *   emit.c          the code of every control-flow node (the layout)
 *   emit_files.c    the files of a case (listing, images, launch.args), the
 *                   summary of its shapes, a recipe's size
 *   draw_dp.c       drawing the datapath nodes (val, alu, mem) of the
 *                   profiles alu, mem and datapath (gen_draw.h holds the
 *                   drawing primitives gd_r32, gd_mk and gd_push)
 *   draw.c          drawing the control-flow nodes (shared by the profiles)
 *   case.c          case directories and the in-memory acceptance run
 *   generate.c      profiles: each profile's launch and shape, GEN-4's
 *                   acceptance (sg_gen_recipe)
 *   shrink.c        the shrinker
 */
#ifndef SMGOLD_GEN_INTERNAL_H
#define SMGOLD_GEN_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/gen.h"
#include "util/err.h"

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
    /* the datapath nodes (specs/gen.md §3.2): only in a recipe with a datapath seed */
    GK_VAL,    /* LD Rd, [R3+4s]: a per-thread data word of a value class */
    GK_ALU,    /* [@Pg] one integer ALU instruction (its text) on the data registers */
    GK_MEM,    /* [@Pg] a load or store at lane-dependent, in-bounds, aligned addresses */
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

/* ---- datapath nodes ---- */

/* registers: R32..R62 hold data (the pool), P1..P6 data predicates */
#define GEN_POOL_LO 32
#define GEN_POOL_HI 62
#define GEN_RZ 63
#define GEN_DP_MAX_LOOPS 24 /* a datapath recipe's loop counters: R8..R31 */
#define GEN_TEXT_MAX 96     /* an alu node's instruction text */

/* mem: the instruction */
enum { GM_LD, GM_ST, GM_LDS, GM_STS, GM_LDL, GM_STL, GM_LDC, GM_NOPS };
/* mem: the lane index of the address */
enum { GI_LANE, GI_TID, GI_REV, GI_DATA, GI_NKINDS };
/* val: the value classes (specs/gen.md §2.2) */
enum { GW_RND, GW_SMALL, GW_EDGE, GW_SHIFT, GW_FIELD, GW_TINY, GW_NEG, GW_MIX, GW_NCLASSES };

/* the spaces a mem node addresses (specs/gen.md §3.2) */
#define GEN_G_ADDR 0x300000u          /* global buffer g.hex (also .E with high word 0) */
#define GEN_GH_ADDR 0x100300000ull    /* global buffer gh.hex: .E with high word 1 */
#define GEN_G_BYTES 0x1000u
#define GEN_S_BYTES 0x1000u           /* shared bytes used (of shared_bytes 0xc000) */
#define GEN_L_BYTES 0x400u            /* local bytes used per thread (of 0x1000) */
#define GEN_C0_BYTES 0x68u            /* c[0x0]: launch words, out, in, the 16-word table */
#define GEN_C1_BYTES 0x200u           /* c[0x1]: zeros and local_bytes at 0x100 */
#define GEN_CTAB_OFF 0x28u            /* c[0x0][0x28..0x67]: the constant table */
#define GEN_CTAB_WORDS 16u

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
    /* datapath: the guard of alu and mem (7 = pt: none; 1..6 = P1..P6, gneg: !) */
    unsigned guard, gneg;
    unsigned reg;      /* val: Rd; mem: the data register (63 = RZ) */
    uint32_t wseed;    /* val: the slot's seed; mem with GI_DATA: the index slot's seed */
    unsigned wclass;   /* val: GW_* */
    char text[GEN_TEXT_MAX]; /* alu: the instruction, canonical, without guard and ';' */
    /* mem */
    int mop, msize, wide, bank, ixk; /* GM_*, size field 0..6, .E (0, 1, 2), LDC bank, GI_* */
    uint32_t mask, stride, base;     /* address = space + base + (index & mask) * stride */
    int32_t off;                     /* the instruction's offset (Ra = address - off) */
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
    uint32_t dseed; /* 0: no datapath; else the seed of the data images (specs/gen.md §2) */
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

/* tree helpers (tree.c) */
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
/* which fields each kind has (tree.c) */
int gen_has_pred(gen_kind k); /* p= (brx: g=) */
int gen_has_k(gen_kind k);
unsigned gen_want_blocks(const gen_node *n);
/* check the rules of a well-formed recipe (specs/gen.md §2.3; recipe_check.c) */
sg_status gen_recipe_validate(const sg_recipe *r, sg_error *err);
/* the size field's bytes and names of a mem node (recipe_check.c) */
unsigned gen_mem_bytes(int msize);
extern const char *const gen_msize_names[7];
extern const char *const gen_mop_names[GM_NOPS];
extern const char *const gen_ix_names[GI_NKINDS];
extern const char *const gen_class_names[GW_NCLASSES];
/* the bytes a mem node's space offers: global, shared, local, c[0x0] or c[0x1] */
uint32_t gen_mem_space_bytes(const gen_node *n);
/* an alu node's text: assembles to one of the integer ALU forms the profiles draw,
 * with no guard and no .S, writing only R32..R62 / RZ, P1..P6 / pt; else a message */
const char *gen_alu_check(const char *text);

/* names shared by the printer and the parser (recipe_print.c) */
extern const char *const gen_br_names[3];
extern const char *const gen_via_names[3];
extern const char *const gen_loop_names[3];
extern const char *const gen_end_names[5];

/* a growing text buffer (recipe_print.c) */
typedef struct gen_buf {
    char *buf;
    size_t len, cap;
    int oom;
} gen_buf;
void gen_bput(gen_buf *t, const char *fmt, ...) SG_PRINTF(2, 3);

/* word i of the constant table of r (c[0x0][0x28 + 4i]; emit_dp.c) */
uint32_t gen_ctab_word(const sg_recipe *r, unsigned i);
/* g.hex (high = 0) or gh.hex (high = 1) of r: GEN_G_BYTES / 4 words, malloc'd text */
char *gen_gbuf_image(const sg_recipe *r, int high, size_t *len);

/* emit_files.c: the program and the data of r */
sg_status gen_emit(const sg_recipe *r, sg_gen_files *out, sg_error *err);

/* a one-line summary of the shapes of r (emit_files.c) */
const char *gen_shapes(const sg_recipe *r, char *buf, size_t n);
/* run r in memory (case.c): did it end in a stack error, how many steps */
sg_status gen_quick_run(const sg_recipe *r, int *error, uint64_t *steps, sg_error *err);

/* the pseudo-random generator (splitmix64; rng.c) */
typedef struct gen_rng {
    uint64_t s;
} gen_rng;
uint64_t gen_rng_next(gen_rng *g);
uint32_t gen_rng_below(gen_rng *g, uint32_t n); /* 0..n-1 (n >= 1) */
int gen_rng_chance(gen_rng *g, unsigned percent);
/* per-lane data: the hash of (seed, t) (rng.c) */
uint64_t gen_hash(uint64_t seed, uint64_t t);
/* the data word of class c (GW_*) drawn from the hash h (rng.c) */
uint32_t gen_class_word(unsigned c, uint64_t h);

#endif
