/*
 * smgold/datapath.h - what each issued instruction reads and writes, as fixed
 * bundles for lock-step comparison of execution units (specs/datapath.md).
 *
 * For each warp scheduler, each clock, the model publishes:
 *   - the operand bundle (sg_operands, DP-1): the word, the executing lanes
 *     and every source value of every lane as the operand collector reads it
 *     before the step; for a load, the bytes memory returns;
 *   - the retire record (sg_retire, DP-2): every register, predicate and $c
 *     value the step wrote, per lane, and for a memory instruction its space,
 *     size, per-lane addresses, byte enables, store data, global segments and
 *     bank or constant passes.
 * Both are produced only for steps executed by an execution unit (ALU,
 * FPU64, SFU, LD/ST): not for control flow, unwind steps or failing steps
 * (valid = 0 then). They cost nothing unless recording is on.
 *
 * Example:
 *     sg_sm_set_datapath(sm, 1, &err);
 *     sg_sm_step(sm, &err);
 *     const sg_retire *r = sg_sm_retire(sm, 0);
 *     if (r && r->valid && r->nregs)
 *         printf("warp %u wrote R%u = 0x%08x in lane 0\n", r->warp, r->reg[0], r->value[0][0]);
 */
#ifndef SMGOLD_DATAPATH_H
#define SMGOLD_DATAPATH_H

#include <stdint.h>

#include "smgold/error.h"
#include "smgold/export.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SG_DP_LANES 32
#define SG_DP_MAX_REGS 8   /* registers one step writes at most (LD_LDU.128: 8) */
#define SG_DP_SEGMENT_BYTES 128u

typedef struct sg_sm sg_sm;

/* DP-1: the operand bundle of one issue. Arrays are [k][lane]. */
typedef struct sg_operands {
    uint32_t valid;  /* an execution-unit instruction issued on this port this clock */
    uint32_t warp, pc;
    uint32_t unit;   /* sg_unit: 1 ALU, 2 FPU64, 3 SFU, 4 LD/ST */
    uint32_t lanes;  /* active mask AND guard */
    uint64_t word;
    uint32_t a[SG_DP_LANES];    /* register of bits 20-25 (Ra) */
    uint32_t a_hi[SG_DP_LANES]; /* Ra + 1 (0 when Ra is RZ) */
    uint32_t b[SG_DP_LANES];    /* operand at bit 26: Rb, constant, immediate, special reg */
    uint32_t c[SG_DP_LANES];    /* register of bits 49-54 (Rc) when the form has one */
    uint32_t d[4][SG_DP_LANES]; /* LD/ST unit: Rd .. Rd+3 (bits 14-19), store data; else 0 */
    uint32_t pred[8];           /* predicate lane masks (pred[7] = PT: all lanes) */
    uint8_t cc[SG_DP_LANES];    /* $c per lane */
    uint32_t rdata[4][SG_DP_LANES]; /* loads: the accessed bytes of the 16-byte chunk */
} sg_operands;

/* DP-2: the retire record of one issue. */
typedef enum sg_mem_kind { SG_MEM_NONE, SG_MEM_LOAD, SG_MEM_STORE, SG_MEM_RMW } sg_mem_kind;

typedef struct sg_retire {
    uint32_t valid;
    uint32_t warp, pc;
    uint32_t lanes;  /* lanes that executed */
    uint64_t word;
    uint64_t step;   /* the warp's step number (trace field step) */
    uint32_t nregs;                               /* registers written, in order */
    uint32_t reg[SG_DP_MAX_REGS];
    uint32_t value[SG_DP_MAX_REGS][SG_DP_LANES];  /* per lane of lanes, others 0 */
    uint32_t preds;                               /* bit p: predicate p written (p < 7) */
    uint32_t pred[8];                             /* its value in lanes, others 0 */
    uint32_t cc_written;
    uint8_t cc[SG_DP_LANES];                      /* per lane of lanes, others 0 */
    /* memory */
    uint32_t mem;    /* sg_mem_kind */
    uint32_t space;  /* 0 global, 1 shared, 2 local, 3 constant */
    uint32_t size;   /* bytes per lane */
    uint64_t addr[SG_DP_LANES];
    uint16_t be[SG_DP_LANES];                     /* bytes of the 16-byte chunk */
    uint32_t wdata[4][SG_DP_LANES];               /* store data in chunk position */
    uint32_t ntrans;                              /* global 128-byte segments */
    uint64_t trans[SG_DP_LANES];                  /* their addresses, ascending */
    uint32_t passes;                              /* bank / constant passes (DP-2) */
} sg_retire;

/* Turn recording on (1) or off (0). Off (the default), the step path does not
 * touch the bundles and sg_sm_operands / sg_sm_retire return records with
 * valid = 0. */
SG_API sg_status sg_sm_set_datapath(sg_sm *sm, int on, sg_error *err);

/* The bundles of scheduler sched in the last clock; NULL when sched is out
 * of range. The pointers stay valid until sg_sm_destroy; the contents change
 * with every sg_sm_step. */
SG_API const sg_operands *sg_sm_operands(const sg_sm *sm, unsigned sched);
SG_API const sg_retire *sg_sm_retire(const sg_sm *sm, unsigned sched);

/* The reference unit that implements the instruction word (specs/datapath.md
 * §6, §7): 1 (SG_UNIT_ALU) for rtl_stubs/alu_lanes.sv, 4 (SG_UNIT_LDST) for
 * rtl_stubs/ldst_unit.sv, 0 for an instruction neither implements (floating
 * point, SFU, atomics, textures, ...: a testbench serves those from a
 * stand-in) or a word the ISA table does not know. */
SG_API unsigned sg_dp_reference_unit(uint64_t word);

/* The 128-byte segment addresses the lanes of mask touch with accesses of
 * size bytes at addr[l] (MT-6), ascending and distinct, into out (32 at
 * most: an access never crosses a segment, specs/memory.md); returns how
 * many. */
SG_API unsigned sg_dp_segments(const uint64_t *addr, uint32_t mask, unsigned size, uint64_t *out);

#ifdef __cplusplus
}
#endif

#endif
