/*
 * fastpath.c - the commonest ALU and FPU forms, predecoded once and run over
 * the whole warp (fastpath.h; specs/execution.md §13).
 *
 * Every operation here is the general path's (alu_arith.c, alu_cmp.c,
 * alu_bits.c, alu_move.c, fpu.c, conv.c) restricted to the modifiers that
 * cannot fail and write no $c: the same formulas, computed for all 32 lanes
 * into a temporary row and then merged into the destination under the lane
 * mask, so that each loop is straight-line code the compiler vectorises.
 * Computing a lane that does not execute is harmless: nothing here can
 * fault, and floating-point flags are the caller's to keep (fpenv.h).
 */
#include <math.h>
#include <string.h>

#include "alu_int.h"
#include "fastpath.h"
#include "fpenv.h"
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#define L SG_MAX_LANES

/* The lane loops are compiled twice, for AVX2 (8 lanes a vector instruction, and per-lane
 * shifts) and for the baseline x86-64 (4 lanes); the loader picks the one the CPU runs.
 * Other targets and compilers get one portable copy. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && defined(__linux__)
#define SG_LANE_LOOPS __attribute__((target_clones("avx2", "default")))
#else
#define SG_LANE_LOOPS
#endif

/* bit l of a lane mask, as a table so that the merge loops vectorise */
static const uint32_t lane_bit[L] = {
    1u << 0,  1u << 1,  1u << 2,  1u << 3,  1u << 4,  1u << 5,  1u << 6,  1u << 7,
    1u << 8,  1u << 9,  1u << 10, 1u << 11, 1u << 12, 1u << 13, 1u << 14, 1u << 15,
    1u << 16, 1u << 17, 1u << 18, 1u << 19, 1u << 20, 1u << 21, 1u << 22, 1u << 23,
    1u << 24, 1u << 25, 1u << 26, 1u << 27, 1u << 28, 1u << 29, 1u << 30, 1u << 31};

/* ---- at load --------------------------------------------------------------- */

/* Source operand o of a 32-bit operation (sg_x_src32 resolved once): fshift
 * as there. 0 if the general path would fail on it (it then names the error). */
static int prep_src(const sg_insn *in, unsigned o, unsigned fshift, sg_fast_src *s)
{
    const sg_operand *op = &in->opnd[o];
    memset(s, 0, sizeof *s);
    switch (op->kind) {
    case SG_OPND_REG:
        s->reg = op->reg; /* RZ: the row that always reads 0 */
        return 1;
    case SG_OPND_CONST:
        if (op->bank >= SG_NCBANKS || op->imm < 0 || op->imm + 4 > SG_CBANK_BYTES || op->imm % 4)
            return 0;
        s->kind = 2;
        s->bank = op->bank;
        s->val = (uint32_t)op->imm;
        return 1;
    case SG_OPND_IMM:
    case SG_OPND_UIMM:
        s->kind = 1;
        s->val = (uint32_t)op->imm;
        return 1;
    case SG_OPND_FIMM:
        s->kind = 1;
        s->val = (uint32_t)((uint64_t)op->imm << fshift);
        return 1;
    default:
        return 0;
    }
}

static void fp_mods(const sg_operand *op, uint32_t *andm, uint32_t *xorm)
{
    *andm = op->abs ? 0x7fffffffu : 0xffffffffu;
    *xorm = op->neg ? 0x80000000u : 0;
}

/* The general path's modifier lookup, on the instruction alone. */
static unsigned mod(const sg_insn *in, unsigned lo)
{
    sg_xctx x = {in, &sg_isa_forms[in->form], 0, NULL, NULL, NULL, NULL};
    return sg_x_mod(&x, lo);
}

static unsigned fixed(const sg_insn *in, unsigned bit)
{
    return (unsigned)(sg_isa_forms[in->form].match >> bit) & 1u;
}

static int prep(const sg_insn *in, sg_fast *f)
{
    const sg_operand *o = in->opnd;
    f->rd = o[0].reg;
    switch ((sg_op)in->op) {
    case SG_OP_MOV:
    case SG_OP_MOV32I:
        f->kind = SG_FAST_MOV;
        return mod(in, 5) == 0xf && prep_src(in, 1, 0, &f->a);
    case SG_OP_IADD:
    case SG_OP_IADD32I:
    case SG_OP_ISCADD: {
        int na = o[1].neg, nb = o[2].neg;
        if (o[0].cc || (na && nb))
            return 0;
        if (in->op == SG_OP_ISCADD)
            f->shift = (uint8_t)(o[3].imm & 31);
        else if (mod(in, 5) || mod(in, 6)) /* .SAT, .X */
            return 0;
        f->kind = SG_FAST_IADD;
        f->xa = na ? ~0u : 0;
        f->xb = nb ? ~0u : 0;
        f->cin = na || nb;
        return prep_src(in, 1, 0, &f->a) && prep_src(in, 2, 0, &f->b);
    }
    case SG_OP_IMUL:
    case SG_OP_IMAD: {
        int mad = in->op == SG_OP_IMAD;
        /* the low word of a product does not depend on the signedness */
        if (o[0].cc || (mod(in, 5) >> 1 & 1))
            return 0;
        if (mad && (mod(in, 55) || mod(in, 56) || o[1].neg || o[3].neg))
            return 0;
        f->kind = SG_FAST_IMUL;
        f->op = (uint8_t)mad;
        return prep_src(in, 1, 0, &f->a) && prep_src(in, 2, 0, &f->b) &&
               (!mad || prep_src(in, 3, 0, &f->c));
    }
    case SG_OP_ISETP: {
        unsigned comb = mod(in, 53);
        if ((o[0].reg == o[1].reg && o[0].reg != SG_PT) || comb > 2 || mod(in, 6))
            return 0;
        f->kind = SG_FAST_ISETP;
        f->pd2 = o[1].reg;
        f->comb = (uint8_t)comb;
        f->tt = (uint8_t)icmp_table(mod(in, 55));
        f->sgn = (uint8_t)mod(in, 5);
        f->pc = o[4].reg;
        f->pc_neg = o[4].neg;
        return prep_src(in, 2, 0, &f->a) && prep_src(in, 3, 0, &f->b);
    }
    case SG_OP_LOP:
    case SG_OP_LOP32I:
        if (o[0].cc)
            return 0;
        f->kind = SG_FAST_LOP;
        f->op = (uint8_t)mod(in, 6);
        f->xa = o[1].inv ? ~0u : 0;
        f->xb = o[2].inv ? ~0u : 0;
        return prep_src(in, 1, 0, &f->a) && prep_src(in, 2, 0, &f->b);
    case SG_OP_SHL:
        if (o[0].cc)
            return 0;
        f->kind = SG_FAST_SHL;
        f->op = !mod(in, 9); /* clamp unless .W */
        return prep_src(in, 1, 0, &f->a) && prep_src(in, 2, 0, &f->b);
    case SG_OP_I2F: {
        unsigned ty = mod(in, 20);
        /* F32 from a 32-bit integer, round to nearest: the host's conversion */
        if (o[0].cc || (ty & 3) != 2 || (ty >> 3 & 7) != 2 || mod(in, 49) != SG_RND_RN ||
            o[1].abs || o[1].neg)
            return 0;
        f->kind = SG_FAST_I2F;
        f->sgn = (uint8_t)fixed(in, 9);
        return prep_src(in, 1, 0, &f->a);
    }
    case SG_OP_FADD:
        if (o[0].cc || mod(in, 55) != SG_RND_RN || mod(in, 49))
            return 0;
        f->kind = SG_FAST_FADD;
        f->ftz = (uint8_t)mod(in, 5);
        fp_mods(&o[1], &f->aa, &f->xa);
        fp_mods(&o[2], &f->ab, &f->xb);
        return prep_src(in, 1, 12, &f->a) && prep_src(in, 2, 12, &f->b);
    case SG_OP_FMUL:
        if (o[0].cc || mod(in, 55) != SG_RND_RN || mod(in, 5) || mod(in, 7) || mod(in, 49))
            return 0;
        f->kind = SG_FAST_FMUL;
        f->ftz = (uint8_t)mod(in, 6);
        fp_mods(&o[1], &f->aa, &f->xa);
        fp_mods(&o[2], &f->ab, &f->xb);
        return prep_src(in, 1, 12, &f->a) && prep_src(in, 2, 12, &f->b);
    case SG_OP_FFMA:
        if (o[0].cc || mod(in, 55) != SG_RND_RN || mod(in, 5) || mod(in, 7))
            return 0;
        f->kind = SG_FAST_FFMA;
        f->ftz = (uint8_t)mod(in, 6);
        fp_mods(&o[1], &f->aa, &f->xa);
        fp_mods(&o[2], &f->ab, &f->xb);
        fp_mods(&o[3], &f->ac, &f->xc);
        return prep_src(in, 1, 12, &f->a) && prep_src(in, 2, 12, &f->b) &&
               prep_src(in, 3, 12, &f->c);
    default:
        return 0;
    }
}

int sg_fast_prepare(const sg_insn *in, sg_fast *f)
{
    memset(f, 0, sizeof *f);
    if (!in || in->form < 0 || in->form >= sg_isa_nforms)
        return 0;
    if (!prep(in, f)) {
        memset(f, 0, sizeof *f);
        return 0;
    }
    return 1;
}

/* ---- at execution ---------------------------------------------------------- */

/* The 32 lanes of a source: its register row, or `buf` filled with the
 * uniform value. NULL when a constant cannot be read (the general path then
 * reports why). */
static const uint32_t *src_row(const sg_fast_src *s, const sg_regfile *rf, const sg_exec_env *env,
                               uint32_t *buf)
{
    uint32_t v = s->val;
    if (s->kind == 0)
        return rf->r[s->reg];
    if (s->kind == 2) {
        const uint8_t *b = env ? env->cbank[s->bank] : NULL;
        if (!b)
            return NULL;
        b += s->val;
        v = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
    }
    for (unsigned l = 0; l < L; l++)
        buf[l] = v;
    return buf;
}

/* rd's executing lanes from t (RZ: dropped), recorded as written. */
static void merge(sg_regfile *rf, unsigned rd, uint32_t lanes, const uint32_t *t, sg_effects *fx)
{
    if (rd == SG_RZ)
        return;
    uint32_t *d = rf->r[rd];
    if (lanes == 0xffffffffu) {
        memcpy(d, t, sizeof rf->r[0]);
    } else {
        for (unsigned l = 0; l < L; l++) { /* a blend, not a conditional store: vectorised */
            uint32_t m = 0u - (uint32_t)((lanes & lane_bit[l]) != 0);
            d[l] = (t[l] & m) | (d[l] & ~m);
        }
    }
    sg_fx_reg(fx, rd);
}

static inline uint32_t f2u(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}
static inline float u2f(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

/* fpu.c's in32/out32 without .SAT */
static inline uint32_t fin(uint32_t v, uint32_t andm, uint32_t xorm, unsigned ftz)
{
    if (ftz && (v & 0x7f800000u) == 0)
        v &= 0x80000000u;
    return (v & andm) ^ xorm;
}
static inline uint32_t fout(uint32_t r, unsigned ftz)
{
    if ((r & 0x7fffffffu) > 0x7f800000u)
        r = SG_NAN32;
    if (ftz && (r & 0x7f800000u) == 0)
        r &= 0x80000000u;
    return r;
}

/* The floating-point operations run in the default environment (fpenv.h),
 * out of line so that no operation can move across the mode switch. */
SG_LANE_LOOPS __attribute__((noinline)) static void fp_rows(const sg_fast *f, const uint32_t *a,
                                             const uint32_t *b, const uint32_t *c, uint32_t *t)
{
    unsigned ftz = f->ftz;
    switch (f->kind) {
    case SG_FAST_I2F:
        if (f->sgn)
            for (unsigned l = 0; l < L; l++)
                t[l] = f2u((float)(int32_t)a[l]);
        else
            for (unsigned l = 0; l < L; l++)
                t[l] = f2u((float)a[l]);
        break;
    case SG_FAST_FADD:
        for (unsigned l = 0; l < L; l++)
            t[l] = fout(f2u(u2f(fin(a[l], f->aa, f->xa, ftz)) + u2f(fin(b[l], f->ab, f->xb, ftz))),
                        ftz);
        break;
    case SG_FAST_FMUL: /* fpu.c's h_mulscale with scale 1: the product is exact in double */
        for (unsigned l = 0; l < L; l++)
            t[l] = fout(f2u((float)((double)u2f(fin(a[l], f->aa, f->xa, ftz)) *
                                    (double)u2f(fin(b[l], f->ab, f->xb, ftz)))),
                        ftz);
        break;
    default: /* SG_FAST_FFMA */
        for (unsigned l = 0; l < L; l++)
            t[l] = fout(f2u(fmaf(u2f(fin(a[l], f->aa, f->xa, ftz)), u2f(fin(b[l], f->ab, f->xb, ftz)),
                                 u2f(fin(c[l], f->ac, f->xc, ftz)))),
                        ftz);
        break;
    }
}

/* The lanes where a cmp b holds. lt and eq exclude each other, so the truth
 * table (alu_int.h icmp_table, index lt | eq << 1) is three masks: gt (index
 * 0), lt (1), eq (2); all-ones/zero lane words keep the loop vectorisable. */
/* A lane mask from 32 all-ones/zero lane words (their top bits). */
static inline uint32_t pack_lanes(const uint32_t *hit)
{
#if defined(__SSE2__)
    uint32_t r = 0;
    for (unsigned l = 0; l < L; l += 4)
        r |= (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(_mm_loadu_si128((const __m128i *)&hit[l])))
             << l;
    return r;
#else
    uint32_t r = 0;
    for (unsigned l = 0; l < L; l++)
        r |= hit[l] & lane_bit[l];
    return r;
#endif
}

/* The lanes where a cmp b holds. lt and eq exclude each other, so the truth
 * table (alu_int.h icmp_table, index lt | eq << 1) is three masks: gt (index
 * 0), lt (1), eq (2); all-ones/zero lane words keep the loop vectorisable. */
static inline uint32_t isetp_mask(const sg_fast *f, const uint32_t *a, const uint32_t *b)
{
    uint32_t hit[L], tt = f->tt;
    uint32_t t_gt = 0u - (tt & 1), t_lt = 0u - (tt >> 1 & 1), t_eq = 0u - (tt >> 2 & 1);
    uint32_t flip = f->sgn ? 0x80000000u : 0; /* signed order = unsigned order of a ^ 2^31 */
    for (unsigned l = 0; l < L; l++) {
        uint32_t lt = 0u - (uint32_t)((a[l] ^ flip) < (b[l] ^ flip));
        uint32_t eq = 0u - (uint32_t)(a[l] == b[l]);
        hit[l] = (lt & t_lt) | (eq & t_eq) | (~(lt | eq) & t_gt);
    }
    return pack_lanes(hit);
}

static inline uint32_t plogic(unsigned op, uint32_t r, uint32_t c)
{
    return op == 0 ? r & c : op == 1 ? r | c : r ^ c;
}

static void put_pred(sg_regfile *rf, unsigned p, uint32_t lanes, uint32_t v, sg_effects *fx)
{
    if (p == SG_PT)
        return;
    rf->p[p] = (rf->p[p] & ~lanes) | (v & lanes);
    if (fx)
        fx->preds |= (uint8_t)(1u << p);
}

/* static: GCC gives a target_clones function's dispatcher default visibility whatever the
 * build's, and the library exports only its API (issue 15) */
SG_LANE_LOOPS static int fast_exec(const sg_fast *f, uint32_t lanes, sg_regfile *rf,
                                   const sg_exec_env *env, sg_effects *fx, int fp_ready)
{
    uint32_t ba[L], bb[L], bc[L], t[L];
    const uint32_t *a = src_row(&f->a, rf, env, ba), *b = bb, *c = bc;
    if (!a)
        return 0;
    if (f->kind != SG_FAST_MOV && f->kind != SG_FAST_I2F && !(b = src_row(&f->b, rf, env, bb)))
        return 0;
    if ((f->kind == SG_FAST_FFMA || (f->kind == SG_FAST_IMUL && f->op)) &&
        !(c = src_row(&f->c, rf, env, bc)))
        return 0;
    switch (f->kind) {
    case SG_FAST_MOV:
        merge(rf, f->rd, lanes, a, fx);
        break;
    case SG_FAST_IADD: {
        unsigned sh = f->shift;
        uint32_t xa = f->xa, xb = f->xb, cin = f->cin;
        for (unsigned l = 0; l < L; l++)
            t[l] = ((a[l] << sh) ^ xa) + (b[l] ^ xb) + cin;
        merge(rf, f->rd, lanes, t, fx);
        break;
    }
    case SG_FAST_IMUL:
        if (f->op)
            for (unsigned l = 0; l < L; l++)
                t[l] = a[l] * b[l] + c[l];
        else
            for (unsigned l = 0; l < L; l++)
                t[l] = a[l] * b[l];
        merge(rf, f->rd, lanes, t, fx);
        break;
    case SG_FAST_LOP: {
        uint32_t xa = f->xa, xb = f->xb;
        switch (f->op) {
        case 0: for (unsigned l = 0; l < L; l++) t[l] = (a[l] ^ xa) & (b[l] ^ xb); break;
        case 1: for (unsigned l = 0; l < L; l++) t[l] = (a[l] ^ xa) | (b[l] ^ xb); break;
        case 2: for (unsigned l = 0; l < L; l++) t[l] = (a[l] ^ xa) ^ (b[l] ^ xb); break;
        default: for (unsigned l = 0; l < L; l++) t[l] = b[l] ^ xb; break;
        }
        merge(rf, f->rd, lanes, t, fx);
        break;
    }
    case SG_FAST_SHL:
        if (f->op)
            for (unsigned l = 0; l < L; l++)
                t[l] = b[l] > 31 ? 0 : a[l] << (b[l] & 31);
        else
            for (unsigned l = 0; l < L; l++)
                t[l] = a[l] << (b[l] & 31);
        merge(rf, f->rd, lanes, t, fx);
        break;
    case SG_FAST_ISETP: {
        uint32_t r = isetp_mask(f, a, b);
        uint32_t pc = f->pc == SG_PT ? 0xffffffffu : rf->p[f->pc];
        if (f->pc_neg)
            pc = ~pc;
        put_pred(rf, f->rd, lanes, plogic(f->comb, r, pc), fx);
        put_pred(rf, f->pd2, lanes, plogic(f->comb, ~r, pc), fx);
        break;
    }
    default: { /* I2F, FADD, FMUL, FFMA */
        sg_fpenv saved;
        if (!fp_ready)
            sg_fpenv_enter(&saved);
        fp_rows(f, a, b, c, t);
        if (!fp_ready)
            sg_fpenv_leave(&saved);
        merge(rf, f->rd, lanes, t, fx);
        break;
    }
    }
    if (fx)
        fx->lanes = lanes;
    return 1;
}

int sg_fast_exec(const sg_fast *f, uint32_t lanes, sg_regfile *rf, const sg_exec_env *env,
                 sg_effects *fx, int fp_ready)
{
    return fast_exec(f, lanes, rf, env, fx, fp_ready);
}
