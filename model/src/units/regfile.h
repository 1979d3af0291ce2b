/*
 * regfile.h - a warp's architectural registers, as the execution units see
 * them: 63 general registers + RZ per lane, 7 predicates + PT, the 4-bit
 * condition code per lane (seed 004: $r0-$r62, $r63 = 0, $p0-$p6, $p7 = 1,
 * $c = Z S C O in bits 0-3).
 *
 * Stored lane-minor ("structure of arrays") so that one instruction touches
 * one contiguous row per operand; predicates are lane masks so that a guard
 * is one AND.
 */
#ifndef SMGOLD_UNITS_REGFILE_H
#define SMGOLD_UNITS_REGFILE_H

#include <stdint.h>

#define SG_MAX_LANES 32
#define SG_NREGS 64 /* R0-R62 and RZ (63) */

/* $c bits */
#define SG_CC_Z 1u
#define SG_CC_S 2u
#define SG_CC_C 4u
#define SG_CC_O 8u

typedef struct sg_regfile {
    uint32_t r[SG_NREGS][SG_MAX_LANES]; /* r[63] (RZ) is always 0: writes are dropped */
    uint32_t p[8];                      /* predicate n as a lane mask; p[7] (PT) = all lanes */
    uint8_t cc[SG_MAX_LANES];           /* condition code per lane */
} sg_regfile;

/* What one warp instruction changed, for the trace and the DPI comparison.
 * Filled on the per-cycle path without allocation or formatting. */
typedef struct sg_store {
    uint8_t lane;
    uint8_t space; /* sg_space */
    uint8_t size;  /* bytes: 1, 2, 4, 8, 16 */
    uint64_t addr; /* byte address in its space */
    uint32_t data[4];
} sg_store;

typedef enum sg_space {
    SG_SPACE_GLOBAL,
    SG_SPACE_SHARED,
    SG_SPACE_LOCAL,
    SG_SPACE_CONST
} sg_space;

#define SG_MAX_DST_REGS 4

typedef struct sg_effects {
    uint32_t lanes;                 /* lanes that executed (in AM and guard true) */
    uint8_t nregs;                  /* registers written, in order (RZ never listed) */
    uint8_t regs[2 * SG_MAX_DST_REGS];
    uint8_t preds;                  /* bit n: predicate n written */
    uint8_t cc;                     /* 1: $c written */
    uint8_t mem;                    /* 1: a memory access; its space, size and lane addresses
                                       (the first part of LD_LDU) are below, for timing */
    uint8_t mspace, msize;
    uint8_t mkind;                  /* sg_mem_kind (smgold/datapath.h): load, store, RMW */
    uint8_t nstores;
    sg_store stores[SG_MAX_LANES];  /* memory writes, lane order */
    uint64_t maddr[SG_MAX_LANES];   /* valid for the lanes of `lanes` when mem = 1 */
    /* Datapath recording (specs/datapath.md DP-1), NULL when off: the LD/ST unit puts
       the bytes each lane reads into word k of its 16-byte chunk, rdata[k][lane],
       before anything is written. Set by the SM before the step; not cleared by it. */
    uint32_t (*rdata)[SG_MAX_LANES];
} sg_effects;

/* Record that register r was written (RZ is ignored; duplicates are not). */
static inline void sg_fx_reg(sg_effects *fx, unsigned r)
{
    if (!fx || r >= 63)
        return;
    for (unsigned i = 0; i < fx->nregs; i++)
        if (fx->regs[i] == r)
            return;
    if (fx->nregs < sizeof fx->regs)
        fx->regs[fx->nregs++] = (uint8_t)r;
}

#endif
