/*
 * alu_internal.h - what the ALU, FPU, SFU and conversion units share
 * (internal to model/src/units). Semantics: specs/execution.md.
 *
 * sg_alu_exec() (dispatch.c) checks its arguments, sets up an sg_xctx and
 * calls one sg_exec_*() per operation family. Every sg_exec_*() checks everything
 * that can fail (operand kinds, constant reads, register pairs, unsupported
 * modifier combinations) before it writes anything, then runs one tight loop
 * over the executing lanes.
 *
 * Operands that are the same in every lane (constants, immediates, RZ) are
 * read once: an sg_src is a row pointer and a lane mask, so that reading lane
 * l is p[l & m] for registers (m = 31) and uniform values alike (p = &u,
 * m = 0). An sg_src points into itself: never copy one after sg_x_src*().
 */
#ifndef SMGOLD_UNITS_ALU_INTERNAL_H
#define SMGOLD_UNITS_ALU_INTERNAL_H

#include <stdint.h>
#include <string.h>

#include "exec.h"
#include "isa/isa_table.h"
#include "util/err.h"

/* One instruction being executed. */
typedef struct sg_xctx {
    const sg_insn *in;
    const sg_form *form; /* sg_isa_forms[in->form] */
    uint32_t lanes;      /* executing lanes */
    sg_regfile *rf;
    const sg_exec_env *env; /* may be NULL: then constants and S2R are errors */
    sg_effects *fx;         /* may be NULL */
    sg_error *err;
} sg_xctx;

typedef struct sg_src {
    const uint32_t *p;
    uint32_t m;
    uint32_t u;
} sg_src;

static inline uint32_t sg_src_at(const sg_src *s, unsigned l)
{
    return s->p[l & s->m];
}

/* Iterate l over the set bits of mask (lowest first). */
#define SG_FOR_LANES(l, mask)                                                                      \
    for (uint32_t l##_m = (mask), l = 0; l##_m && ((l = (uint32_t)__builtin_ctz(l##_m)), 1);      \
         l##_m &= l##_m - 1)

/* Rounding-mode field values (RN, RM, RP, RZ), as in the ISA table. */
enum { SG_RND_RN = 0, SG_RND_RM = 1, SG_RND_RP = 2, SG_RND_RZ = 3 };

/* Value of the modifier field of the instruction's form that starts at bit
 * lo (0 when the form has no such field). */
unsigned sg_x_mod(const sg_xctx *x, unsigned lo);
/* Bit `bit` of the form's fixed bits (e.g. F2I bit 7 = signed destination). */
static inline unsigned sg_x_fixed(const sg_xctx *x, unsigned bit)
{
    return (unsigned)(x->form->match >> bit) & 1u;
}

/* 32-bit source operand o: register, c[bank][offset], integer immediate or
 * float immediate (the 20-bit field << fshift). */
sg_status sg_x_src32(const sg_xctx *x, unsigned o, unsigned fshift, sg_src *s);

/* 64-bit source operand o as two 32-bit halves: an even register pair (RZ
 * reads 0), an 8-byte aligned c[bank][offset] pair, a float immediate (the
 * 20-bit field is the top of the 64-bit value: << 44) or an integer
 * immediate (sign-extended to 64 bits). */
enum { SG_IMM64_FLOAT = 0, SG_IMM64_INT = 1 };
sg_status sg_x_src64(const sg_xctx *x, unsigned o, int imm_kind, sg_src *lo, sg_src *hi);

/* Check that operand o names a usable 64-bit register pair (even, not R62;
 * RZ is allowed and reads 0 / drops writes). */
sg_status sg_x_pair(const sg_xctx *x, unsigned o);

/* Fail with SG_ERR_UNKNOWN: "MNEMONIC: <what> is not supported (<why>)". */
sg_status sg_x_unsupported(const sg_xctx *x, const char *fmt, ...) SG_PRINTF(2, 3);
/* Fail with any code, prefixed with the mnemonic. */
sg_status sg_x_fail(const sg_xctx *x, sg_status code, const char *fmt, ...) SG_PRINTF(3, 4);

/* The setp instructions (ISETP, FSETP, DSETP, PSETP): check the two
 * destinations and the combining operation; then write Pd = r comb Pc and
 * Pd2 = !r comb Pc, Pc = predicate operand pc_opnd. */
sg_status sg_x_check_setp(const sg_xctx *x);
void sg_x_put_setp(const sg_xctx *x, uint32_t r, unsigned pc_opnd);

/* The set instructions' register result (ISET, FSET, DSET, PSET): lanes of r
 * combined with predicate operand pc_opnd, as 1.0f (.BF) or 0xffffffff. */
sg_status sg_x_put_set(const sg_xctx *x, uint32_t r, unsigned pc_opnd);

/* Effects records. */
static inline void sg_x_wrote_reg(const sg_xctx *x, unsigned r)
{
    sg_fx_reg(x->fx, r);
}
static inline void sg_x_wrote_pair(const sg_xctx *x, unsigned r)
{
    if (r != SG_RZ) {
        sg_fx_reg(x->fx, r);
        sg_fx_reg(x->fx, r + 1);
    }
}
static inline void sg_x_wrote_cc(const sg_xctx *x)
{
    if (x->fx)
        x->fx->cc = 1;
}

/* A 32-bit integer result of lane l into rd (dropped for RZ); with .CC (wcc),
 * $c gets Z and S of it and C = O = 0 (specs/execution.md §4). */
static inline uint8_t sg_cc_zs32(uint32_t r);
static inline void sg_x_put_zs(const sg_xctx *x, unsigned rd, unsigned wcc, unsigned l, uint32_t r)
{
    if (rd != SG_RZ)
        x->rf->r[rd][l] = r;
    if (wcc)
        x->rf->cc[l] = sg_cc_zs32(r);
}
/* ... and once all lanes are done: record rd (and $c) as written. */
static inline void sg_x_done_zs(const sg_xctx *x, unsigned rd, unsigned wcc)
{
    sg_x_wrote_reg(x, rd);
    if (wcc)
        sg_x_wrote_cc(x);
}

/* Write predicate p (not PT) for the executing lanes from the lane mask v. */
static inline void sg_x_put_pred(const sg_xctx *x, unsigned p, uint32_t v)
{
    if (p == SG_PT)
        return;
    x->rf->p[p] = (x->rf->p[p] & ~x->lanes) | (v & x->lanes);
    if (x->fx)
        x->fx->preds |= (uint8_t)(1u << p);
}

/* A predicate source as a lane mask ("!" applied; PT reads 1 everywhere). */
static inline uint32_t sg_x_pred(const sg_xctx *x, unsigned o)
{
    const sg_operand *op = &x->in->opnd[o];
    uint32_t v = op->reg == SG_PT ? 0xffffffffu : x->rf->p[op->reg];
    return op->neg ? ~v : v;
}

/* Z and S of a 32-bit / 64-bit integer result. */
static inline uint8_t sg_cc_zs32(uint32_t r)
{
    return (uint8_t)((r == 0 ? SG_CC_Z : 0u) | ((r >> 31) ? SG_CC_S : 0u));
}
static inline uint8_t sg_cc_zs64(uint64_t r)
{
    return (uint8_t)((r == 0 ? SG_CC_Z : 0u) | ((r >> 63) ? SG_CC_S : 0u));
}
/* $c of a floating-point result (seed 004: Z = zero or NaN, S = sign bit
 * set or NaN; C = O = 0). */
static inline uint8_t sg_cc_f32(uint32_t r)
{
    unsigned nan = (r & 0x7fffffffu) > 0x7f800000u;
    return (uint8_t)(((r & 0x7fffffffu) == 0 || nan ? SG_CC_Z : 0u) |
                     ((r >> 31) || nan ? SG_CC_S : 0u));
}
static inline uint8_t sg_cc_f64(uint64_t r)
{
    unsigned nan = (r & 0x7fffffffffffffffull) > 0x7ff0000000000000ull;
    return (uint8_t)(((r & 0x7fffffffffffffffull) == 0 || nan ? SG_CC_Z : 0u) |
                     ((r >> 63) || nan ? SG_CC_S : 0u));
}

/* Sign-extend a 32-bit value without implementation-defined conversions. */
static inline int64_t sg_s32(uint32_t v)
{
    return (int64_t)(v ^ 0x80000000u) - (int64_t)0x80000000u;
}

static inline float sg_u2f(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}
static inline uint32_t sg_f2u(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}
static inline double sg_u2d(uint64_t u)
{
    double d;
    memcpy(&d, &u, sizeof d);
    return d;
}
static inline uint64_t sg_d2u(double d)
{
    uint64_t u;
    memcpy(&u, &d, sizeof u);
    return u;
}

/* Canonical NaNs smgold writes for any NaN result (specs/execution.md §5.2). */
#define SG_NAN16 0x7fffu
#define SG_NAN32 0x7fffffffu
#define SG_NAN64 0xfff8000000000000ull

/* The operation families. */
sg_status sg_exec_int(const sg_xctx *x);  /* dispatch.c: moves, integer, predicate, video */
sg_status sg_exec_fp(const sg_xctx *x);   /* fpu.c: FADD FMUL FFMA FSETP FMNMX DADD DMUL DFMA */
sg_status sg_exec_sfu(const sg_xctx *x);  /* sfu.c: MUFU RRO */
sg_status sg_exec_conv(const sg_xctx *x); /* conv.c: F2F F2I I2F I2I */

#endif
