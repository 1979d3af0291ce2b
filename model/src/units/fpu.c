/*
 * fpu.c - single- and double-precision arithmetic and compares: FADD, FMUL,
 * FFMA, FSETP, FMNMX, DADD, DMUL, DFMA (specs/execution.md §5, §6).
 *
 * The arithmetic is the host's IEEE-754 binary32/binary64 arithmetic in the
 * instruction's rounding mode: sg_alu_exec() has installed the default FP
 * environment (no flush, exceptions masked) and restores the caller's after
 * the instruction; here fesetround() selects RN/RM/RP/RZ. Operands pass
 * through volatile objects so that the compiler cannot move an operation
 * across the fesetround() calls (the build does not use -frounding-math).
 * Flush-to-zero, saturation, negation/absolute value and NaN results are
 * done on the bit patterns, not by the host.
 */
#include <fenv.h>
#include <math.h>

#include "alu_internal.h"

static const int host_round[4] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};

/* Source modifiers on a bit pattern: flush (f32 only), |x|, -x. */
typedef struct fmod32 {
    uint32_t andm, xorm;
    unsigned ftz;
} fmod32;

static fmod32 mod32(const sg_xctx *x, unsigned o, unsigned ftz)
{
    const sg_operand *op = &x->in->opnd[o];
    fmod32 m = {op->abs ? 0x7fffffffu : 0xffffffffu, op->neg ? 0x80000000u : 0, ftz};
    return m;
}

static inline uint32_t in32(uint32_t v, const fmod32 *m)
{
    if (m->ftz && (v & 0x7f800000u) == 0)
        v &= 0x80000000u;
    return (v & m->andm) ^ m->xorm;
}

/* NaN -> canonical; .FTZ: subnormal result -> signed zero; .SAT: [+0, 1]. */
static inline uint32_t out32(uint32_t r, unsigned ftz, unsigned sat)
{
    if ((r & 0x7fffffffu) > 0x7f800000u)
        r = SG_NAN32;
    if (ftz && (r & 0x7f800000u) == 0)
        r &= 0x80000000u;
    if (sat) {
        if ((r >> 31) || r > 0x7f800000u)
            r = 0; /* negative (incl. -0) and NaN */
        else if (r >= 0x3f800000u)
            r = 0x3f800000u;
    }
    return r;
}

static inline uint64_t in64(uint32_t lo, uint32_t hi, const fmod32 *m)
{
    return (uint64_t)((hi & m->andm) ^ m->xorm) << 32 | lo;
}

static inline uint64_t out64(uint64_t r)
{
    return (r & 0x7fffffffffffffffull) > 0x7ff0000000000000ull ? SG_NAN64 : r;
}

/* The host operations, each behind volatile objects. */
static inline float h_add(float a, float b)
{
    volatile float va = a, vb = b;
    volatile float r = va + vb;
    return r;
}
static inline float h_mulscale(float a, float b, double scale)
{
    volatile float va = a, vb = b;
    /* the product of two floats and a power-of-two scale are exact in double */
    volatile float r = (float)((double)va * (double)vb * scale);
    return r;
}
static inline float h_fma(float a, float b, float c)
{
    volatile float va = a, vb = b, vc = c;
    volatile float r = fmaf(va, vb, vc);
    return r;
}
static inline double h_dadd(double a, double b)
{
    volatile double va = a, vb = b;
    volatile double r = va + vb;
    return r;
}
static inline double h_dmul(double a, double b)
{
    volatile double va = a, vb = b;
    volatile double r = va * vb;
    return r;
}
static inline double h_dfma(double a, double b, double c)
{
    volatile double va = a, vb = b, vc = c;
    volatile double r = fma(va, vb, vc);
    return r;
}

static void put32(const sg_xctx *x, unsigned l, uint32_t r)
{
    unsigned rd = x->in->opnd[0].reg;
    if (rd != SG_RZ)
        x->rf->r[rd][l] = r;
    if (x->in->opnd[0].cc)
        x->rf->cc[l] = sg_cc_f32(r);
}

static void put64(const sg_xctx *x, unsigned l, uint64_t r)
{
    unsigned rd = x->in->opnd[0].reg;
    if (rd != SG_RZ) {
        x->rf->r[rd][l] = (uint32_t)r;
        x->rf->r[rd + 1][l] = (uint32_t)(r >> 32);
    }
    if (x->in->opnd[0].cc)
        x->rf->cc[l] = sg_cc_f64(r);
}

static void wrote32(const sg_xctx *x)
{
    sg_x_wrote_reg(x, x->in->opnd[0].reg);
    if (x->in->opnd[0].cc)
        sg_x_wrote_cc(x);
}

static void wrote64(const sg_xctx *x)
{
    sg_x_wrote_pair(x, x->in->opnd[0].reg);
    if (x->in->opnd[0].cc)
        sg_x_wrote_cc(x);
}

static sg_status no_fmz(const sg_xctx *x)
{
    if (sg_x_mod(x, 7))
        return sg_x_unsupported(x, ".FMZ (the sign of 0 * x and its treatment of Inf/NaN are not "
                                   "known)");
    return SG_OK;
}

/* ---- single precision ------------------------------------------------------ */

static sg_status op_fadd(const sg_xctx *x)
{
    sg_src a, b;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 12, &a)) || (st = sg_x_src32(x, 2, 12, &b)))
        return st;
    unsigned ftz = sg_x_mod(x, 5), rnd = sg_x_mod(x, 55), sat = sg_x_mod(x, 49);
    fmod32 ma = mod32(x, 1, ftz), mb = mod32(x, 2, ftz);
    fesetround(host_round[rnd & 3]);
    SG_FOR_LANES(l, x->lanes) {
        float fa = sg_u2f(in32(sg_src_at(&a, l), &ma)), fb = sg_u2f(in32(sg_src_at(&b, l), &mb));
        put32(x, l, out32(sg_f2u(h_add(fa, fb)), ftz, sat));
    }
    wrote32(x);
    return SG_OK;
}

static sg_status op_fmul(const sg_xctx *x)
{
    sg_src a, b;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 12, &a)) || (st = sg_x_src32(x, 2, 12, &b)) || (st = no_fmz(x)))
        return st;
    static const double scale_tab[8] = {1.0, 0.5, 0.25, 0.125, 8.0, 4.0, 2.0, 1.0};
    unsigned ftz = sg_x_mod(x, 6), rnd = sg_x_mod(x, 55), sat = sg_x_mod(x, 5);
    unsigned sc = sg_x_mod(x, 49);
    if (sc == 7)
        return sg_x_unsupported(x, "post-scale 7");
    double scale = scale_tab[sc];
    fmod32 ma = mod32(x, 1, ftz), mb = mod32(x, 2, ftz);
    fesetround(host_round[rnd & 3]);
    SG_FOR_LANES(l, x->lanes) {
        float fa = sg_u2f(in32(sg_src_at(&a, l), &ma)), fb = sg_u2f(in32(sg_src_at(&b, l), &mb));
        put32(x, l, out32(sg_f2u(h_mulscale(fa, fb, scale)), ftz, sat));
    }
    wrote32(x);
    return SG_OK;
}

static sg_status op_ffma(const sg_xctx *x)
{
    sg_src a, b, c;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 12, &a)) || (st = sg_x_src32(x, 2, 12, &b)) ||
        (st = sg_x_src32(x, 3, 12, &c)) || (st = no_fmz(x)))
        return st;
    unsigned ftz = sg_x_mod(x, 6), rnd = sg_x_mod(x, 55), sat = sg_x_mod(x, 5);
    fmod32 ma = mod32(x, 1, ftz), mb = mod32(x, 2, ftz), mc = mod32(x, 3, ftz);
    fesetround(host_round[rnd & 3]);
    SG_FOR_LANES(l, x->lanes) {
        float fa = sg_u2f(in32(sg_src_at(&a, l), &ma)), fb = sg_u2f(in32(sg_src_at(&b, l), &mb));
        float fc = sg_u2f(in32(sg_src_at(&c, l), &mc));
        put32(x, l, out32(sg_f2u(h_fma(fa, fb, fc)), ftz, sat));
    }
    wrote32(x);
    return SG_OK;
}

/* The 16 float compares (F LT EQ LE GT NE GE NUM NAN LTU EQU LEU GTU NEU GEU
 * T) are sets of relations: code bit 0 "less", bit 1 "equal", bit 2
 * "greater", bit 3 "unordered" (LE = 3 = less|equal, NE = 5, NUM = 7,
 * LTU = 9 = less|unordered, ...). fcmp_rel() gives the relation's bit. */
static inline unsigned fcmp_rel(double a, double b) /* floats convert exactly */
{
    if (a != a || b != b)
        return 8;
    return a < b ? 1 : a == b ? 2 : 4;
}

/* The lanes where Ra cmp b holds (FSETP, FSET): operands oa and oa + 1. */
static sg_status fcmp_mask(const sg_xctx *x, unsigned oa, uint32_t *out)
{
    sg_src a, b;
    sg_status st;
    if ((st = sg_x_src32(x, oa, 12, &a)) || (st = sg_x_src32(x, oa + 1, 12, &b)))
        return st;
    unsigned set = sg_x_mod(x, 55) & 15, ftz = sg_x_mod(x, 59);
    fmod32 ma = mod32(x, oa, ftz), mb = mod32(x, oa + 1, ftz);
    uint32_t r = 0;
    SG_FOR_LANES(l, x->lanes) {
        float fa = sg_u2f(in32(sg_src_at(&a, l), &ma)), fb = sg_u2f(in32(sg_src_at(&b, l), &mb));
        r |= (uint32_t)((set & fcmp_rel(fa, fb)) != 0) << l;
    }
    *out = r;
    return SG_OK;
}

static sg_status op_fsetp(const sg_xctx *x)
{
    uint32_t r;
    sg_status st = sg_x_check_setp(x);
    if (st || (st = fcmp_mask(x, 2, &r)))
        return st;
    sg_x_put_setp(x, r, 4);
    return SG_OK;
}

/* FSET: the FSETP compare into a register (operands Ra 1, b 2, Pc 3). */
static sg_status op_fset(const sg_xctx *x)
{
    uint32_t r;
    sg_status st = fcmp_mask(x, 1, &r);
    return st ? st : sg_x_put_set(x, r, 3);
}

/* DSETP and DSET: the compare on register pairs (operand oa and oa + 1). */
static sg_status dcmp_mask(const sg_xctx *x, unsigned oa, uint32_t *out)
{
    sg_src al, ah, bl, bh;
    sg_status st;
    if ((st = sg_x_src64(x, oa, SG_IMM64_FLOAT, &al, &ah)) ||
        (st = sg_x_src64(x, oa + 1, SG_IMM64_FLOAT, &bl, &bh)))
        return st;
    unsigned set = sg_x_mod(x, 55) & 15;
    fmod32 ma = mod32(x, oa, 0), mb = mod32(x, oa + 1, 0);
    uint32_t r = 0;
    SG_FOR_LANES(l, x->lanes) {
        double da = sg_u2d(in64(sg_src_at(&al, l), sg_src_at(&ah, l), &ma));
        double db = sg_u2d(in64(sg_src_at(&bl, l), sg_src_at(&bh, l), &mb));
        r |= (uint32_t)((set & fcmp_rel(da, db)) != 0) << l;
    }
    *out = r;
    return SG_OK;
}

static sg_status op_dset(const sg_xctx *x)
{
    uint32_t r;
    sg_status st = dcmp_mask(x, 1, &r);
    return st ? st : sg_x_put_set(x, r, 3);
}

static sg_status op_dsetp(const sg_xctx *x)
{
    uint32_t r;
    sg_status st = sg_x_check_setp(x);
    if (st || (st = dcmp_mask(x, 2, &r)))
        return st;
    sg_x_put_setp(x, r, 4);
    return SG_OK;
}

/* minNum/maxNum: a NaN operand yields the other; -0 < +0. */
static inline uint32_t fminmax(uint32_t a, uint32_t b, unsigned min)
{
    unsigned an = (a & 0x7fffffffu) > 0x7f800000u, bn = (b & 0x7fffffffu) > 0x7f800000u;
    if (an || bn)
        return an && bn ? SG_NAN32 : an ? b : a;
    /* total order on non-NaN bit patterns: map to a monotonic integer */
    int64_t ka = (a >> 31) ? -(int64_t)(a & 0x7fffffffu) - 1 : (int64_t)a;
    int64_t kb = (b >> 31) ? -(int64_t)(b & 0x7fffffffu) - 1 : (int64_t)b;
    return ((ka < kb) == (min != 0)) ? a : b;
}

static sg_status op_fmnmx(const sg_xctx *x)
{
    sg_src a, b;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 12, &a)) || (st = sg_x_src32(x, 2, 12, &b)))
        return st;
    unsigned ftz = sg_x_mod(x, 5);
    fmod32 ma = mod32(x, 1, ftz), mb = mod32(x, 2, ftz);
    uint32_t p = sg_x_pred(x, 3);
    SG_FOR_LANES(l, x->lanes) {
        uint32_t va = in32(sg_src_at(&a, l), &ma), vb = in32(sg_src_at(&b, l), &mb);
        put32(x, l, fminmax(va, vb, p >> l & 1));
    }
    wrote32(x);
    return SG_OK;
}

/* DMNMX: minNum/maxNum on doubles (Pc true: min), as FMNMX. */
static sg_status op_dmnmx(const sg_xctx *x)
{
    sg_src al, ah, bl, bh;
    sg_status st;
    if ((st = sg_x_pair(x, 0)) || (st = sg_x_src64(x, 1, SG_IMM64_FLOAT, &al, &ah)) ||
        (st = sg_x_src64(x, 2, SG_IMM64_FLOAT, &bl, &bh)))
        return st;
    fmod32 ma = mod32(x, 1, 0), mb = mod32(x, 2, 0);
    uint32_t p = sg_x_pred(x, 3);
    SG_FOR_LANES(l, x->lanes) {
        uint64_t a = in64(sg_src_at(&al, l), sg_src_at(&ah, l), &ma);
        uint64_t b = in64(sg_src_at(&bl, l), sg_src_at(&bh, l), &mb);
        uint64_t m = 0x7fffffffffffffffull, inf = 0x7ff0000000000000ull, r;
        unsigned an = (a & m) > inf, bn = (b & m) > inf;
        if (an || bn) {
            r = an && bn ? SG_NAN64 : an ? b : a;
        } else {
            int64_t ka = (a >> 63) ? -(int64_t)(a & m) - 1 : (int64_t)a;
            int64_t kb = (b >> 63) ? -(int64_t)(b & m) - 1 : (int64_t)b;
            r = ((ka < kb) == ((p >> l & 1) != 0)) ? a : b;
        }
        put64(x, l, r);
    }
    wrote64(x);
    return SG_OK;
}

/* ---- double precision ------------------------------------------------------ */

static sg_status op_double(const sg_xctx *x)
{
    int fma3 = x->in->op == SG_OP_DFMA;
    sg_src al, ah, bl, bh, cl, ch;
    sg_status st;
    if ((st = sg_x_pair(x, 0)) || (st = sg_x_src64(x, 1, SG_IMM64_FLOAT, &al, &ah)) ||
        (st = sg_x_src64(x, 2, SG_IMM64_FLOAT, &bl, &bh)))
        return st;
    if (fma3 && (st = sg_x_src64(x, 3, SG_IMM64_FLOAT, &cl, &ch)))
        return st;
    unsigned rnd = sg_x_mod(x, 55);
    fmod32 ma = mod32(x, 1, 0), mb = mod32(x, 2, 0), mc = {0xffffffffu, 0, 0};
    if (fma3)
        mc = mod32(x, 3, 0);
    fesetround(host_round[rnd & 3]);
#define DLOOP(expr)                                                                                \
    SG_FOR_LANES(l, x->lanes) {                                                                    \
        double da = sg_u2d(in64(sg_src_at(&al, l), sg_src_at(&ah, l), &ma));                       \
        double db = sg_u2d(in64(sg_src_at(&bl, l), sg_src_at(&bh, l), &mb));                       \
        put64(x, l, out64(sg_d2u(expr)));                                                          \
    }
    switch (x->in->op) {
    case SG_OP_DADD: DLOOP(h_dadd(da, db)); break;
    case SG_OP_DMUL: DLOOP(h_dmul(da, db)); break;
    default: DLOOP(h_dfma(da, db, sg_u2d(in64(sg_src_at(&cl, l), sg_src_at(&ch, l), &mc)))); break;
    }
#undef DLOOP
    wrote64(x);
    return SG_OK;
}

sg_status sg_exec_fp(const sg_xctx *x)
{
    switch ((sg_op)x->in->op) {
    case SG_OP_FADD: return op_fadd(x);
    case SG_OP_FMUL: return op_fmul(x);
    case SG_OP_FFMA: return op_ffma(x);
    case SG_OP_FSETP: return op_fsetp(x);
    case SG_OP_FSET: return op_fset(x);
    case SG_OP_DSET: return op_dset(x);
    case SG_OP_DSETP: return op_dsetp(x);
    case SG_OP_FMNMX: return op_fmnmx(x);
    case SG_OP_DMNMX: return op_dmnmx(x);
    case SG_OP_DADD:
    case SG_OP_DMUL:
    case SG_OP_DFMA: return op_double(x);
    default: return sg_x_unsupported(x, "not a floating-point arithmetic operation");
    }
}
