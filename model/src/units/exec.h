/*
 * exec.h - the interface of the execution units (ALU, SFU, FPU64, LD/ST).
 *
 * The SM calls exactly one unit per warp instruction that is not control
 * flow, with the lanes that execute it (active and guard true: the guard is
 * evaluated by the SM, never by a unit). A unit reads its operands from the
 * warp's register file and the environment, writes its results into the
 * register file, and lists what it wrote in *fx. It never allocates, prints
 * or exits; an error (e.g. a constant read outside its bank, a misaligned
 * register pair, an unsupported type combination, a memory access outside
 * any mapped region) is returned with a message naming the lane and address,
 * and the caller discards the whole step.
 */
#ifndef SMGOLD_UNITS_EXEC_H
#define SMGOLD_UNITS_EXEC_H

#include <stdint.h>

#include "smgold/error.h"
#include "smgold/isa.h"
#include "regfile.h"

#define SG_NCBANKS 18 /* c[0x0]-c[0x11] (seed 004) */
#define SG_CBANK_BYTES 0x10000

/* Per-lane identity and launch geometry, for S2R. */
typedef struct sg_thread_ids {
    uint32_t tid_x[SG_MAX_LANES], tid_y[SG_MAX_LANES], tid_z[SG_MAX_LANES];
    uint32_t ctaid[3];  /* block index x, y, z */
    uint32_t ntid[3];   /* block dimensions */
    uint32_t nctaid[3]; /* grid dimensions */
    uint32_t warpid;    /* warp index on the SM */
    uint32_t gridid;
    uint64_t clock;     /* SM cycle of this step */
} sg_thread_ids;

/* What the units may read besides the register file. */
typedef struct sg_exec_env {
    const uint8_t *cbank[SG_NCBANKS]; /* constant banks, SG_CBANK_BYTES each (NULL = unbound) */
    const sg_thread_ids *ids;
    unsigned warp_size;               /* lanes per warp (1..32) */
} sg_exec_env;

/* Special register sr (S2R) of lane l; 0 when the model does not know it. */
int sg_sreg_value(const sg_thread_ids *id, unsigned warp_size, unsigned sr, unsigned l,
                  uint32_t *out);

/* ALU, SFU and FPU64 instructions (sg_form_info.unit != SG_UNIT_LDST and
 * != SG_UNIT_CTRL, plus NOP): execute `in` for the lanes in `lanes`.
 * fx may be NULL (no record wanted). */
sg_status sg_alu_exec(const sg_insn *in, uint32_t lanes, sg_regfile *rf, const sg_exec_env *env,
                      sg_effects *fx, sg_error *err);

#endif
