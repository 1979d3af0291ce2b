/*
 * conv.c - conversions F2F, F2I, I2F, I2I (specs/execution.md §8).
 *
 * Every conversion is exact integer arithmetic on the bit patterns: a value
 * is decomposed into sign, integer significand and power of two, and
 * fround() rounds it into binary16/32/64 with the encoded rounding mode (no
 * dependence on the host rounding mode). Only the float-to-integer rounding
 * functions (floor, ceil, trunc, nearbyint) come from libm: they are exact.
 *
 * Type field (bits 20-25, the modifier value): destination size in bits
 * 0-1, source size in bits 3-5. Float sizes: 1 F16, 2 F32, 3 F64; integer
 * sizes: 0 8, 1 16, 2 32, 3 64 bits.
 */
#include <math.h>

#include "alu_internal.h"

typedef struct fmt {
    unsigned p;  /* significand bits including the hidden bit */
    int emax;    /* = bias */
    unsigned w;  /* total bits */
} fmt;

static const fmt F16 = {11, 15, 16}, F32 = {24, 127, 32}, F64 = {53, 1023, 64};

static const fmt *float_fmt(unsigned size)
{
    return size == 1 ? &F16 : size == 2 ? &F32 : size == 3 ? &F64 : NULL;
}

static inline uint64_t inf_bits(const fmt *f)
{
    return (uint64_t)(2 * f->emax + 1) << (f->p - 1);
}
static inline uint64_t sign_bit(const fmt *f)
{
    return 1ull << (f->w - 1);
}
static inline uint64_t nan_bits(const fmt *f)
{
    return f->w == 16 ? SG_NAN16 : f->w == 32 ? SG_NAN32 : SG_NAN64;
}

/* A finite value (-1)^neg * mag * 2^e, or an infinity / NaN. */
typedef struct fval {
    unsigned cls; /* 0 finite (incl. zero), 1 infinity, 2 NaN */
    unsigned neg;
    uint64_t mag;
    int e;
} fval;

static fval decode(uint64_t bits, const fmt *f)
{
    fval v = {0, (unsigned)(bits >> (f->w - 1)) & 1u, 0, 0};
    unsigned eb = f->w - f->p;
    uint64_t ex = bits >> (f->p - 1) & ((1ull << eb) - 1);
    uint64_t fr = bits & ((1ull << (f->p - 1)) - 1);
    if (ex == (1ull << eb) - 1) {
        v.cls = fr ? 2 : 1;
    } else if (ex == 0) {
        v.mag = fr;
        v.e = 2 - f->emax - (int)f->p;
    } else {
        v.mag = fr | 1ull << (f->p - 1);
        v.e = (int)ex - f->emax - (int)(f->p - 1);
    }
    return v;
}

/* Round (-1)^neg * mag * 2^e into format f with rounding mode rm (RN, RM,
 * RP, RZ); IEEE-754 overflow rules; exact when the value fits. */
static uint64_t fround(unsigned neg, uint64_t mag, int e, unsigned rm, const fmt *f)
{
    uint64_t sign = neg ? sign_bit(f) : 0;
    if (mag == 0)
        return sign;
    int n = 64 - __builtin_clzll(mag);
    int E = e + n - 1; /* exponent of the leading bit */
    int emin = 1 - f->emax, p = (int)f->p;
    int shift = (E >= emin ? E - (p - 1) : emin - (p - 1)) - e; /* bits to drop */
    uint64_t q;
    if (shift <= 0) {
        q = mag << -shift; /* exact */
    } else {
        uint64_t rem;
        int cmp; /* rem against half an ulp: -1 below, 0 equal, 1 above */
        if (shift > 64) {
            q = 0, rem = mag, cmp = -1; /* mag < 2^64 <= half */
        } else if (shift == 64) {
            q = 0, rem = mag, cmp = mag > (1ull << 63) ? 1 : mag == (1ull << 63) ? 0 : -1;
        } else {
            uint64_t half = 1ull << (shift - 1);
            q = mag >> shift, rem = mag & ((1ull << shift) - 1);
            cmp = rem > half ? 1 : rem == half ? 0 : -1;
        }
        unsigned up = 0;
        if (rem) {
            switch (rm) {
            case SG_RND_RN: up = cmp > 0 || (cmp == 0 && (q & 1)); break;
            case SG_RND_RM: up = neg; break;
            case SG_RND_RP: up = !neg; break;
            default: up = 0; break;
            }
        }
        q += up;
    }
    /* q carries the hidden bit, so a carry out of the significand bumps the
     * exponent field, and a subnormal that rounds up becomes normal. */
    uint64_t bits = E >= emin ? ((uint64_t)(E + f->emax - 1) << (p - 1)) + q : q;
    if (bits >= inf_bits(f)) {
        unsigned to_inf = rm == SG_RND_RN || (rm == SG_RND_RP && !neg) || (rm == SG_RND_RM && neg);
        bits = to_inf ? inf_bits(f) : inf_bits(f) - 1;
    }
    return sign | bits;
}

/* .SAT on a result: NaN and negative (incl. -0) -> +0, >= 1 -> 1. */
static uint64_t fsat(uint64_t r, const fmt *f)
{
    uint64_t one = (uint64_t)f->emax << (f->p - 1);
    if ((r & sign_bit(f)) || (r & ~sign_bit(f)) > inf_bits(f))
        return 0;
    return r >= one ? one : r;
}

/* $c of a float result in format f. */
static uint8_t fcc(uint64_t r, const fmt *f)
{
    uint64_t m = r & ~sign_bit(f);
    unsigned nan = m > inf_bits(f);
    return (uint8_t)((m == 0 || nan ? SG_CC_Z : 0u) | ((r & sign_bit(f)) || nan ? SG_CC_S : 0u));
}

/* Write a result of `bits` bits (16, 32 or 64; 16-bit results are already
 * extended to 32) and its $c. */
static void put(const sg_xctx *x, unsigned l, uint64_t v, unsigned is64, uint8_t cc)
{
    unsigned rd = x->in->opnd[0].reg;
    if (rd != SG_RZ) {
        x->rf->r[rd][l] = (uint32_t)v;
        if (is64)
            x->rf->r[rd + 1][l] = (uint32_t)(v >> 32);
    }
    if (x->in->opnd[0].cc)
        x->rf->cc[l] = cc;
}

static void wrote(const sg_xctx *x, unsigned is64)
{
    if (is64)
        sg_x_wrote_pair(x, x->in->opnd[0].reg);
    else
        sg_x_wrote_reg(x, x->in->opnd[0].reg);
    if (x->in->opnd[0].cc)
        sg_x_wrote_cc(x);
}

/* The float source of F2F / F2I, of size 1 (F16), 2 (F32), 3 (F64). */
static sg_status float_src(const sg_xctx *x, unsigned size, sg_src *lo, sg_src *hi)
{
    if (size == 3)
        return sg_x_src64(x, 1, SG_IMM64_FLOAT, lo, hi);
    if (size == 1 && x->in->opnd[1].kind == SG_OPND_FIMM)
        return sg_x_unsupported(x, "an F16 source from a float immediate (the 20-bit field's "
                                   "place in the half is not known)");
    sg_status st = sg_x_src32(x, 1, 12, lo);
    hi->u = 0;
    hi->p = &hi->u;
    hi->m = 0;
    return st;
}

static inline uint64_t src_bits(const sg_src *lo, const sg_src *hi, unsigned l, unsigned size)
{
    uint64_t v = (uint64_t)sg_src_at(hi, l) << 32 | sg_src_at(lo, l);
    return size == 1 ? (v & 0xffff) : v;
}

/* Source value with .FTZ (F32 only), |x| and -x applied. */
static inline fval float_in(uint64_t bits, const fmt *f, unsigned ftz, unsigned abs, unsigned neg)
{
    fval v = decode(bits, f);
    if (ftz && f == &F32 && v.cls == 0 && v.mag < (1ull << 23))
        v.mag = 0;
    if (abs)
        v.neg = 0;
    v.neg ^= neg;
    return v;
}

/* Round a double holding an integer-rounding input: 0 nearest even, 1 floor,
 * 2 ceil, 3 trunc. The default environment rounds nearbyint() to nearest. */
static inline double round_int(double d, unsigned mode)
{
    switch (mode) {
    case 1: return floor(d);
    case 2: return ceil(d);
    case 3: return trunc(d);
    default: return nearbyint(d);
    }
}

static inline double to_double(const fval *v)
{
    if (v->cls == 2)
        return NAN;
    if (v->cls == 1)
        return v->neg ? -INFINITY : INFINITY;
    return sg_u2d(fround(v->neg, v->mag, v->e, SG_RND_RN, &F64)); /* exact */
}

/* ---- F2F --------------------------------------------------------------------- */

static sg_status op_f2f(const sg_xctx *x)
{
    unsigned ty = sg_x_mod(x, 20), ftz = sg_x_mod(x, 55), rnd = sg_x_mod(x, 49);
    unsigned sat = sg_x_mod(x, 5);
    unsigned ds = ty & 3, ss = ty >> 3 & 7, irnd = sg_x_fixed(x, 7);
    const fmt *df = float_fmt(ds), *sf = float_fmt(ss);
    if (!df || !sf)
        return sg_x_unsupported(x, "type field 0x%x", ty);
    if (irnd && ds != ss)
        return sg_x_unsupported(x, "rounding to an integer while changing the size (whether the "
                                   "second rounding is to nearest is not known)");
    sg_src lo, hi;
    sg_status st;
    if ((st = (ds == 3 ? sg_x_pair(x, 0) : SG_OK)) || (st = float_src(x, ss, &lo, &hi)))
        return st;
    unsigned abs = x->in->opnd[1].abs, neg = x->in->opnd[1].neg;
    SG_FOR_LANES(l, x->lanes) {
        fval v = float_in(src_bits(&lo, &hi, l, ss), sf, ftz, abs, neg);
        uint64_t r;
        if (v.cls == 2) {
            r = nan_bits(df);
        } else if (v.cls == 1) {
            r = inf_bits(df) | (v.neg ? sign_bit(df) : 0);
        } else if (irnd) {
            double d = round_int(to_double(&v), rnd);
            fval w = decode(sg_d2u(d), &F64);
            r = fround(w.neg, w.mag, w.e, SG_RND_RN, df); /* exact: integral values fit */
        } else {
            r = fround(v.neg, v.mag, v.e, rnd, df);
        }
        if (ftz && df == &F32 && (r & 0x7f800000u) == 0)
            r &= 0x80000000u;
        if (sat)
            r = fsat(r, df);
        put(x, l, r, ds == 3, fcc(r, df));
    }
    wrote(x, ds == 3);
    return SG_OK;
}

/* ---- F2I --------------------------------------------------------------------- */

static sg_status op_f2i(const sg_xctx *x)
{
    unsigned ty = sg_x_mod(x, 20), ftz = sg_x_mod(x, 55), rnd = sg_x_mod(x, 49);
    unsigned ds = ty & 3, ss = ty >> 3 & 7, dsigned = sg_x_fixed(x, 7);
    const fmt *sf = float_fmt(ss);
    if (!sf || ds < 1)
        return sg_x_unsupported(x, "type field 0x%x", ty);
    sg_src lo, hi;
    sg_status st;
    if ((st = (ds == 3 ? sg_x_pair(x, 0) : SG_OK)) || (st = float_src(x, ss, &lo, &hi)))
        return st;
    unsigned abs = x->in->opnd[1].abs, neg = x->in->opnd[1].neg;
    unsigned bits = 8u << ds; /* 16, 32, 64 */
    SG_FOR_LANES(l, x->lanes) {
        fval v = float_in(src_bits(&lo, &hi, l, ss), sf, ftz, abs, neg);
        uint64_t r;
        if (v.cls == 2) {
            r = 0;
        } else {
            double d = round_int(to_double(&v), rnd);
            if (dsigned) {
                double lim = ldexp(1.0, (int)bits - 1); /* 2^(bits-1) */
                int64_t mx = bits == 64 ? INT64_MAX : ((int64_t)1 << (bits - 1)) - 1;
                int64_t i = d >= lim ? mx : d < -lim ? -mx - 1 : (int64_t)d;
                r = (uint64_t)i; /* 16-bit results are sign-extended */
            } else {
                double lim = ldexp(1.0, (int)bits); /* 2^bits */
                r = d <= 0 ? 0 : d >= lim ? (bits == 64 ? ~0ull : (1ull << bits) - 1) : (uint64_t)d;
            }
        }
        if (bits < 64)
            r &= 0xffffffffu;
        put(x, l, r, ds == 3, ds == 3 ? sg_cc_zs64(r) : sg_cc_zs32((uint32_t)r));
    }
    wrote(x, ds == 3);
    return SG_OK;
}

/* ---- I2F, I2I: integer sources ----------------------------------------------- */

/* The integer source of I2F / I2I: size 0-2 from 32 bits, 3 from a pair. */
static sg_status int_src(const sg_xctx *x, unsigned size, sg_src *lo, sg_src *hi)
{
    if (size == 3) {
        if (x->in->opnd[1].kind == SG_OPND_CONST)
            return sg_x_unsupported(x, "a 64-bit integer source from c[] (envytools: only a "
                                       "register pair or an immediate)");
        return sg_x_src64(x, 1, SG_IMM64_INT, lo, hi);
    }
    sg_status st = sg_x_src32(x, 1, 0, lo);
    hi->u = 0;
    hi->p = &hi->u;
    hi->m = 0;
    return st;
}

/* The source integer (low 8/16/32/64 bits, sign- or zero-extended) as sign
 * and magnitude, with |x| and -x applied. */
static inline void int_in(uint64_t raw, unsigned size, unsigned sgn, unsigned abs, unsigned neg,
                          unsigned *isneg, uint64_t *mag)
{
    unsigned w = 8u << size;
    uint64_t v = w == 64 ? raw : raw & ((1ull << w) - 1);
    unsigned n = sgn && (v >> (w - 1) & 1);
    uint64_t m = n ? (w == 64 ? 0 - v : (1ull << w) - v) : v;
    if (abs)
        n = 0;
    n ^= neg;
    if (m == 0)
        n = 0;
    *isneg = n;
    *mag = m;
}

static sg_status op_i2f(const sg_xctx *x)
{
    unsigned ty = sg_x_mod(x, 20), rnd = sg_x_mod(x, 49);
    unsigned ds = ty & 3, ss = ty >> 3 & 7, ssigned = sg_x_fixed(x, 9);
    const fmt *df = float_fmt(ds);
    if (!df || ss > 3)
        return sg_x_unsupported(x, "type field 0x%x", ty);
    sg_src lo, hi;
    sg_status st;
    if ((st = (ds == 3 ? sg_x_pair(x, 0) : SG_OK)) || (st = int_src(x, ss, &lo, &hi)))
        return st;
    unsigned abs = x->in->opnd[1].abs, neg = x->in->opnd[1].neg;
    SG_FOR_LANES(l, x->lanes) {
        unsigned n;
        uint64_t m;
        uint64_t raw = (uint64_t)sg_src_at(&hi, l) << 32 | sg_src_at(&lo, l);
        int_in(raw, ss, ssigned, abs, neg, &n, &m);
        uint64_t r = fround(n, m, 0, rnd, df);
        put(x, l, r, ds == 3, fcc(r, df));
    }
    wrote(x, ds == 3);
    return SG_OK;
}

static sg_status op_i2i(const sg_xctx *x)
{
    unsigned ty = sg_x_mod(x, 20), sat = sg_x_mod(x, 5);
    unsigned ds = ty & 3, ss = ty >> 3 & 7;
    unsigned dsigned = sg_x_fixed(x, 7), ssigned = sg_x_fixed(x, 9);
    if (ss > 2)
        return sg_x_unsupported(x, "type field 0x%x", ty);
    sg_src lo, hi;
    sg_status st;
    if ((st = (ds == 3 ? sg_x_pair(x, 0) : SG_OK)) || (st = int_src(x, ss, &lo, &hi)))
        return st;
    unsigned abs = x->in->opnd[1].abs, neg = x->in->opnd[1].neg;
    unsigned w = 8u << ds;
    /* destination range (64-bit unsigned: the value is never above 2^33) */
    int64_t lo_lim = dsigned ? (w == 64 ? INT64_MIN : -((int64_t)1 << (w - 1))) : 0;
    int64_t hi_lim = dsigned ? (w == 64 ? INT64_MAX : ((int64_t)1 << (w - 1)) - 1)
                             : (w == 64 ? INT64_MAX : ((int64_t)1 << w) - 1);
    SG_FOR_LANES(l, x->lanes) {
        unsigned n;
        uint64_t m;
        int_in(sg_src_at(&lo, l), ss, ssigned, abs, neg, &n, &m);
        int64_t v = n ? -(int64_t)m : (int64_t)m; /* |v| <= 2^32 */
        if (sat)
            v = v < lo_lim ? lo_lim : v > hi_lim ? hi_lim : v;
        uint64_t r = (uint64_t)v;
        if (w < 64) {
            r &= (1ull << w) - 1;
            if (dsigned && w < 32 && (r >> (w - 1) & 1))
                r |= ~((1ull << w) - 1); /* sign-extend 8/16-bit results */
            r &= 0xffffffffu;
        }
        put(x, l, r, ds == 3, ds == 3 ? sg_cc_zs64(r) : sg_cc_zs32((uint32_t)r));
    }
    wrote(x, ds == 3);
    return SG_OK;
}

sg_status sg_exec_conv(const sg_xctx *x)
{
    switch ((sg_op)x->in->op) {
    case SG_OP_F2F: return op_f2f(x);
    case SG_OP_F2I: return op_f2i(x);
    case SG_OP_I2F: return op_i2f(x);
    case SG_OP_I2I: return op_i2i(x);
    default: return sg_x_unsupported(x, "not a conversion");
    }
}
