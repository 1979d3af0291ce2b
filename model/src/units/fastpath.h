/*
 * fastpath.h - the commonest ALU and FPU forms predecoded once at load and
 * run over a whole warp at a time (issue 14; specs/execution.md §13).
 *
 * sg_fast_prepare() looks at a decoded instruction once, when the program is
 * loaded, and, when its form and modifiers are among the covered ones (those
 * that cannot fail and have no per-lane condition code or saturation),
 * resolves everything the general path would look up again on every
 * execution: the operation, the modifier fields, the register rows and the
 * immediates. sg_fast_exec() then computes all 32 lanes in straight loops
 * the compiler vectorises and writes the executing lanes only.
 *
 * The results, the predicate and register effects records and the errors are
 * those of sg_alu_exec() exactly: tests/unit/test_fastpath.c runs both on the
 * same random operands (special floating-point values included) and compares
 * every register, predicate, $c and effects record. Anything not covered -
 * and a constant operand that cannot be read (the general path names the
 * error) - returns 0 from sg_fast_exec() and takes the general path.
 */
#ifndef SMGOLD_UNITS_FASTPATH_H
#define SMGOLD_UNITS_FASTPATH_H

#include <stdint.h>

#include "exec.h"

typedef enum sg_fast_kind {
    SG_FAST_NONE = 0,
    SG_FAST_MOV,   /* MOV, MOV32I (lane mask 0xf) */
    SG_FAST_IADD,  /* IADD, IADD32I, ISCADD: (a << sh) ^ xa + b ^ xb + cin */
    SG_FAST_ISETP, /* ISETP without .X */
    SG_FAST_LOP,   /* LOP, LOP32I */
    SG_FAST_SHL,   /* SHL (clamp or .W) */
    SG_FAST_IMUL,  /* IMAD/IMUL .U32.U32 low word, no .HI/.SAT */
    SG_FAST_I2F,   /* I2F.F32.S32 / .F32.U32, RN, no |x|, -x */
    SG_FAST_FADD,  /* FADD RN without .SAT */
    SG_FAST_FMUL,  /* FMUL RN, no scale, .SAT or .FMZ */
    SG_FAST_FFMA,  /* FFMA RN, no .SAT or .FMZ */
} sg_fast_kind;

/* A source operand: a register row (RZ is the row that reads 0), or a value
 * that is the same in every lane (an immediate, or c[bank][off] read at
 * execution, since the banks change between launches). */
typedef struct sg_fast_src {
    uint8_t kind; /* 0 register, 1 immediate, 2 constant */
    uint8_t reg;
    uint8_t bank;
    uint32_t val; /* immediate value, or the constant's byte offset */
} sg_fast_src;

typedef struct sg_fast {
    uint8_t kind;       /* sg_fast_kind */
    uint8_t rd;         /* destination register, or Pd */
    uint8_t pd2;        /* setp: second destination */
    uint8_t pc, pc_neg; /* setp: the combining predicate */
    uint8_t comb;       /* setp: AND, OR, XOR */
    uint8_t tt;         /* ISETP: truth table over (lt | eq << 1) */
    uint8_t sgn;        /* ISETP, I2F: signed */
    uint8_t shift;      /* ISCADD: shift of a */
    uint8_t op;         /* LOP: AND, OR, XOR, PASS_B; SHL: 1 = clamp */
    uint8_t ftz;        /* FADD, FMUL, FFMA: .FTZ */
    uint32_t xa, xb, xc, cin; /* IADD: XOR masks and carry in; LOP: inversions; FP: sign XOR */
    uint32_t aa, ab, ac;      /* FP: AND masks (|x|) */
    sg_fast_src a, b, c;
} sg_fast;

/* At load: fill *f for instruction in. Returns 1 if the fast path covers it,
 * else 0 (f->kind = SG_FAST_NONE). */
int sg_fast_prepare(const sg_insn *in, sg_fast *f);

/* Execute f for the lanes in `lanes` (non-zero, within the warp). Returns 1
 * when done (registers, predicates and fx written as sg_alu_exec() would),
 * 0 when the general path must run the instruction (nothing was written).
 * fx may be NULL. fp_ready: the caller holds the default floating-point
 * environment (fpenv.h); else the FP forms enter and leave it themselves. */
int sg_fast_exec(const sg_fast *f, uint32_t lanes, sg_regfile *rf, const sg_exec_env *env,
                 sg_effects *fx, int fp_ready);

#endif
