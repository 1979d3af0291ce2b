/*
 * alu_int.h - the integer ALU's operations (internal to model/src/units):
 * what sg_exec_int() (dispatch.c) calls in alu_move.c, alu_arith.c,
 * alu_cmp.c and alu_bits.c, and the two helpers that more than one of those
 * files needs. Semantics: specs/execution.md (section numbers below).
 */
#ifndef SMGOLD_UNITS_ALU_INT_H
#define SMGOLD_UNITS_ALU_INT_H

#include "alu_internal.h"

/* The adder's core (§3.2; alu_arith.c, and ISETP/ISET .X in alu_cmp.c).
 * r = A + B + cin; *co = $c.C and $c.O of the sum. */
static inline uint32_t add3(uint32_t a, uint32_t b, uint32_t cin, uint8_t *co)
{
    uint64_t s = (uint64_t)a + b + cin;
    uint32_t r = (uint32_t)s;
    *co = (uint8_t)(((s >> 32) ? SG_CC_C : 0u) | ((((a ^ r) & (b ^ r)) >> 31) ? SG_CC_O : 0u));
    return r;
}

/* Truth table of an integer compare code (F LT EQ LE GT NE GE T) over
 * index (lt | eq << 1) (§3.4; alu_cmp.c, and VSET in alu_arith.c). */
static inline unsigned icmp_table(unsigned code)
{
    static const uint8_t t[8] = {
        0x0, /* F  */
        0xa, /* LT: lt */
        0xc, /* EQ: eq */
        0xe, /* LE: lt | eq */
        0x1, /* GT: !lt & !eq */
        0x3, /* NE: !eq */
        0x5, /* GE: !lt */
        0xf, /* T  */
    };
    return t[code & 7];
}

/* alu_move.c: moves and special registers (§3.1) */
sg_status op_mov(const sg_xctx *x);
sg_status op_s2r(const sg_xctx *x);
sg_status op_sel(const sg_xctx *x);

/* alu_arith.c: adder, multiplier (§3.2, §3.3) and video (§9) */
sg_status op_iadd(const sg_xctx *x);
sg_status op_iscadd(const sg_xctx *x);
sg_status op_imad(const sg_xctx *x);
sg_status op_video(const sg_xctx *x);

/* alu_cmp.c: compares and predicates (§3.4; VOTE §3.5) */
sg_status op_isetp(const sg_xctx *x);
sg_status op_iset(const sg_xctx *x);
sg_status op_icmp(const sg_xctx *x);
sg_status op_imnmx(const sg_xctx *x);
sg_status op_psetp(const sg_xctx *x);
sg_status op_pset(const sg_xctx *x);
sg_status op_vote(const sg_xctx *x);

/* alu_bits.c: shifts, logic, bit fields (§3.5) */
sg_status op_shift(const sg_xctx *x);
sg_status op_lop(const sg_xctx *x);
sg_status op_popc(const sg_xctx *x);
sg_status op_bfe(const sg_xctx *x);
sg_status op_bfi(const sg_xctx *x);
sg_status op_flo(const sg_xctx *x);
sg_status op_prmt(const sg_xctx *x);

#endif
