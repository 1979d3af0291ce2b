/*
 * sfu.c - the special function unit: MUFU and the range reduction RRO
 * (specs/execution.md §7).
 *
 * MUFU is not bit-exact with the hardware's approximations: smgold returns
 * the host libm value computed in binary64 (cos, sin, exp2, log2, 1/sqrt)
 * rounded to nearest binary32, and 1/x as the correctly rounded binary32
 * quotient. RRO is the identity on the value (with its negate and absolute
 * value bits): the hardware's reduced format is internal to the SFU, and
 * MUFU.SIN(RRO.SINCOS(x)) = sin(x) is what the pair computes.
 */
#include <math.h>

#include "alu_internal.h"

enum { MUFU_COS, MUFU_SIN, MUFU_EX2, MUFU_LG2, MUFU_RCP, MUFU_RSQ, MUFU_RCP64H, MUFU_RSQ64H };

static inline uint32_t sat32(uint32_t r, unsigned sat)
{
    if ((r & 0x7fffffffu) > 0x7f800000u)
        r = SG_NAN32;
    if (sat) {
        if ((r >> 31) || r > 0x7f800000u)
            r = 0;
        else if (r >= 0x3f800000u)
            r = 0x3f800000u;
    }
    return r;
}

static inline float rcp32(float a)
{
    volatile float va = a;
    volatile float r = 1.0f / va;
    return r;
}

static inline double f64fn(unsigned fn, double a)
{
    volatile double va = a;
    volatile double r;
    switch (fn) {
    case MUFU_COS: r = cos(va); break;
    case MUFU_SIN: r = sin(va); break;
    case MUFU_EX2: r = exp2(va); break;
    case MUFU_LG2: r = log2(va); break;
    case MUFU_RSQ:
    case MUFU_RSQ64H: r = 1.0 / sqrt(va); break;
    default: r = 1.0 / va; break; /* RCP64H */
    }
    return r;
}

static sg_status op_mufu(const sg_xctx *x)
{
    sg_src a;
    sg_status st = sg_x_src32(x, 1, 0, &a);
    if (st)
        return st;
    unsigned fn = sg_x_mod(x, 26) & 7, sat = sg_x_mod(x, 5);
    if (sat && fn >= MUFU_RCP64H)
        return sg_x_unsupported(x, ".SAT on a 64-bit reciprocal high word");
    const sg_operand *op = &x->in->opnd[1];
    uint32_t andm = op->abs ? 0x7fffffffu : 0xffffffffu, xorm = op->neg ? 0x80000000u : 0;
    unsigned rd = x->in->opnd[0].reg;
    if (rd == SG_RZ)
        return SG_OK;
    uint32_t *d = x->rf->r[rd];
    SG_FOR_LANES(l, x->lanes) {
        uint32_t v = (sg_src_at(&a, l) & andm) ^ xorm, r;
        if (fn == MUFU_RCP) {
            r = sat32(sg_f2u(rcp32(sg_u2f(v))), sat);
        } else if (fn >= MUFU_RCP64H) {
            uint64_t q = sg_d2u(f64fn(fn, sg_u2d((uint64_t)v << 32)));
            if ((q & 0x7fffffffffffffffull) > 0x7ff0000000000000ull)
                q = SG_NAN64;
            r = (uint32_t)(q >> 32);
        } else {
            volatile float f = (float)f64fn(fn, (double)sg_u2f(v));
            r = sat32(sg_f2u(f), sat);
        }
        d[l] = r;
    }
    sg_x_wrote_reg(x, rd);
    return SG_OK;
}

static sg_status op_rro(const sg_xctx *x)
{
    sg_src a;
    sg_status st = sg_x_src32(x, 1, 12, &a);
    if (st)
        return st;
    const sg_operand *op = &x->in->opnd[1];
    uint32_t andm = op->abs ? 0x7fffffffu : 0xffffffffu, xorm = op->neg ? 0x80000000u : 0;
    unsigned rd = x->in->opnd[0].reg;
    if (rd == SG_RZ)
        return SG_OK;
    SG_FOR_LANES(l, x->lanes)
        x->rf->r[rd][l] = (sg_src_at(&a, l) & andm) ^ xorm;
    sg_x_wrote_reg(x, rd);
    return SG_OK;
}

sg_status sg_exec_sfu(const sg_xctx *x)
{
    switch ((sg_op)x->in->op) {
    case SG_OP_MUFU: return op_mufu(x);
    case SG_OP_RRO: return op_rro(x);
    default: return sg_x_unsupported(x, "not an SFU operation");
    }
}
