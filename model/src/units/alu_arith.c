/*
 * alu_arith.c - the integer ALU's arithmetic: the adder and the multiplier
 * (specs/execution.md §3.2, §3.3: IADD, IADD32I, ISCADD, IMUL, IMAD) and the
 * video operations (§9: VADD, VMNMX, VSHL, VSHR, VABSDIFF, VSET).
 *
 * Apart from the compares and the bit operations as the hardware's adder and
 * multiplier are; the adder's core (add3) is shared with the compares
 * through alu_int.h.
 */
#include "alu_int.h"

/* ---- the integer adder (§3.2) --------------------------------------------
 * Every integer add is r = A + B + cin on 32 bits (add3, alu_int.h), with
 * the two negation bits read as envytools reads them (tabaddop "add", "sub",
 * "subr", "addpo"): negating one operand is A = ~a with cin = 1; both set is
 * a + b + 1 (".PO"). With .X the carry in is $c.C instead of that 1. */
typedef struct addmode {
    uint32_t xa, xb; /* XOR masks applied to A and B */
    uint32_t cin;    /* carry in without .X */
    int po;          /* both negation bits: a + b + 1 */
} addmode;

static addmode add_mode(int na, int nb)
{
    addmode m = {0, 0, 0, 0};
    if (na && nb) {
        m.po = 1;
        m.cin = 1;
    } else if (na) {
        m.xa = ~0u;
        m.cin = 1;
    } else if (nb) {
        m.xb = ~0u;
        m.cin = 1;
    }
    return m;
}

/* .SAT: a signed overflow saturates toward the operands' common sign. */
static inline uint32_t add_sat(uint32_t r, uint32_t a, uint8_t co)
{
    if (co & SG_CC_O)
        return (a >> 31) ? 0x80000000u : 0x7fffffffu;
    return r;
}

/* IADD, IADD32I: Rd = Ra (+/-) src2 (+ carry) */
sg_status op_iadd(const sg_xctx *x)
{
    sg_src a, b;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 0, &a)) || (st = sg_x_src32(x, 2, 0, &b)))
        return st;
    unsigned sat = sg_x_mod(x, 5), carry = sg_x_mod(x, 6);
    addmode m = add_mode(x->in->opnd[1].neg, x->in->opnd[2].neg);
    if (m.po && carry)
        return sg_x_unsupported(x, "both operands negated (.PO) with .X (the carry in of a + b + 1 "
                                   "with a carry is not known)");
    unsigned rd = x->in->opnd[0].reg, wcc = x->in->opnd[0].cc;
    sg_regfile *rf = x->rf;
    SG_FOR_LANES(l, x->lanes) {
        uint32_t A = sg_src_at(&a, l) ^ m.xa, B = sg_src_at(&b, l) ^ m.xb;
        uint32_t cin = carry ? (uint32_t)(rf->cc[l] >> 2 & 1) : m.cin;
        uint8_t co;
        uint32_t r = add3(A, B, cin, &co);
        if (sat)
            r = add_sat(r, A, co);
        if (rd != SG_RZ)
            rf->r[rd][l] = r;
        if (wcc)
            rf->cc[l] = (uint8_t)(sg_cc_zs32(r) | co);
    }
    sg_x_done_zs(x, rd, wcc);
    return SG_OK;
}

/* ISCADD: Rd = (Ra << shift) (+/-) src2 */
sg_status op_iscadd(const sg_xctx *x)
{
    sg_src a, b;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 0, &a)) || (st = sg_x_src32(x, 2, 0, &b)))
        return st;
    unsigned sh = (unsigned)x->in->opnd[3].imm & 31u;
    addmode m = add_mode(x->in->opnd[1].neg, x->in->opnd[2].neg);
    unsigned rd = x->in->opnd[0].reg, wcc = x->in->opnd[0].cc;
    sg_regfile *rf = x->rf;
    SG_FOR_LANES(l, x->lanes) {
        uint32_t A = (sg_src_at(&a, l) << sh) ^ m.xa, B = sg_src_at(&b, l) ^ m.xb;
        uint8_t co;
        uint32_t r = add3(A, B, m.cin, &co);
        if (rd != SG_RZ)
            rf->r[rd][l] = r;
        if (wcc)
            rf->cc[l] = (uint8_t)(sg_cc_zs32(r) | co);
    }
    sg_x_done_zs(x, rd, wcc);
    return SG_OK;
}

/* 64-bit product of a and b with the given signedness, two's complement. */
static inline uint64_t mul64(uint32_t a, uint32_t b, unsigned sa, unsigned sb)
{
    if (!sa && !sb)
        return (uint64_t)a * b;
    int64_t ea = sa ? sg_s32(a) : (int64_t)a, eb = sb ? sg_s32(b) : (int64_t)b;
    return (uint64_t)(ea * eb); /* |product| < 2^63 */
}

/* IMAD: Rd = (lo or hi of Ra * src2) (+/-) src3 (+ carry); IMUL: no addend */
sg_status op_imad(const sg_xctx *x)
{
    int mad = x->in->op == SG_OP_IMAD;
    sg_src a, b, c;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 0, &a)) || (st = sg_x_src32(x, 2, 0, &b)))
        return st;
    if (mad && (st = sg_x_src32(x, 3, 0, &c)))
        return st;
    unsigned v = sg_x_mod(x, 5);
    unsigned sb = v & 1, hi = v >> 1 & 1, sa = v >> 2 & 1;
    unsigned carry = mad ? sg_x_mod(x, 55) : 0, sat = mad ? sg_x_mod(x, 56) : 0;
    addmode m = add_mode(mad && x->in->opnd[1].neg, mad && x->in->opnd[3].neg);
    if (m.po && carry)
        return sg_x_unsupported(x, "product and addend both negated (.PO) with .X");
    if (hi && x->in->opnd[1].neg)
        return sg_x_unsupported(x, ".HI with a negated product (whether the negation applies to "
                                   "the 64-bit product or to its high word is not known)");
    unsigned rd = x->in->opnd[0].reg, wcc = x->in->opnd[0].cc;
    sg_regfile *rf = x->rf;
    SG_FOR_LANES(l, x->lanes) {
        uint64_t p = mul64(sg_src_at(&a, l), sg_src_at(&b, l), sa, sb);
        uint32_t t = hi ? (uint32_t)(p >> 32) : (uint32_t)p;
        uint32_t r;
        uint8_t co = 0;
        if (mad) {
            uint32_t A = t ^ m.xa, B = sg_src_at(&c, l) ^ m.xb;
            uint32_t cin = carry ? (uint32_t)(rf->cc[l] >> 2 & 1) : m.cin;
            r = add3(A, B, cin, &co);
            if (sat)
                r = add_sat(r, A, co);
        } else {
            r = t;
        }
        if (rd != SG_RZ)
            rf->r[rd][l] = r;
        if (wcc)
            rf->cc[l] = (uint8_t)(sg_cc_zs32(r) | co);
    }
    sg_x_done_zs(x, rd, wcc);
    return SG_OK;
}

/* ---- video (§9): 32-bit selects, PTX vop semantics ----------------------- */

static inline int64_t clamp64(int64_t v, int64_t lo, int64_t hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

sg_status op_video(const sg_xctx *x)
{
    int add = x->in->op == SG_OP_VADD;
    int shift = x->in->op == SG_OP_VSHL || x->in->op == SG_OP_VSHR;
    int absdiff = x->in->op == SG_OP_VABSDIFF, set = x->in->op == SG_OP_VSET;
    sg_src a, b, c;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 0, &a)) || (st = sg_x_src32(x, 2, 0, &b)) ||
        (st = sg_x_src32(x, 3, 0, &c)))
        return st;
    unsigned dsigned = sg_x_mod(x, 42); /* 0 = .UD */
    unsigned ty = sg_x_mod(x, 5), bsigned = ty & 1, asigned = ty >> 1 & 1;
    unsigned sat = sg_x_mod(x, 9), sec = sg_x_mod(x, 55);
    unsigned mx = (add || shift || absdiff || set) ? 0 : sg_x_mod(x, 7);
    /* VSET has no .UD field: its 0/1 result is unsigned (PTX vset's .u32) */
    unsigned wrap = shift && sg_x_mod(x, 7), cmp = set ? icmp_table(sg_x_mod(x, 7)) : 0;
    if (x->in->opnd[2].kind == SG_OPND_UIMM) {
        /* cuobjdump names the 16-bit immediate as 8-bit (U8/S8); use only
         * values where 8- and 16-bit readings agree. */
        uint32_t lim = bsigned ? 0x7f : 0xff;
        if (b.u > lim)
            return sg_x_unsupported(x, "immediate 0x%x above 0x%x (whether the immediate is 8 or "
                                       "16 bits wide is not known)",
                                    b.u, lim);
    }
    int na = add && x->in->opnd[1].neg, nb = add && x->in->opnd[2].neg;
    /* saturation range: the merged field's width, destination signedness */
    unsigned w = (sec <= 1) ? 16 : (sec <= 3) ? 8 : 32;
    int64_t lo = dsigned ? -((int64_t)1 << (w - 1)) : 0;
    int64_t hi = dsigned ? ((int64_t)1 << (w - 1)) - 1 : ((int64_t)1 << w) - 1;
    unsigned rd = x->in->opnd[0].reg, wcc = x->in->opnd[0].cc;
    SG_FOR_LANES(l, x->lanes) {
        uint32_t ua = sg_src_at(&a, l), ub = sg_src_at(&b, l), uc = sg_src_at(&c, l);
        int64_t ta = asigned ? sg_s32(ua) : (int64_t)ua, tb = bsigned ? sg_s32(ub) : (int64_t)ub;
        int64_t t;
        if (set) { /* PTX vset: 1 where ta cmp tb holds (exact, 33-bit compare), else 0 */
            t = (int64_t)(cmp >> ((ta < tb) | (ta == tb) << 1) & 1);
        } else if (absdiff) { /* PTX vabsdiff: |ta - tb|, exact */
            t = ta > tb ? ta - tb : tb - ta;
        } else if (shift) { /* PTX vshl/vshr: the amount unsigned, .W wraps it, else clamps at 32 */
            uint32_t n = wrap ? ub & 31 : (ub > 32 ? 32 : ub);
            t = x->in->op == SG_OP_VSHL ? (int64_t)((uint64_t)ta << n) : ta >> n;
        } else if (add)
            t = (na && nb) ? ta + tb + 1 : (na ? -ta : ta) + (nb ? -tb : tb);
        else
            t = mx ? (ta > tb ? ta : tb) : (ta < tb ? ta : tb);
        if (sat)
            t = clamp64(t, lo, hi);
        int64_t tc = dsigned ? sg_s32(uc) : (int64_t)uc;
        uint32_t r;
        switch (sec) {
        case 0: r = (uc & 0x0000ffffu) | (uint32_t)t << 16; break;          /* MRG_16H */
        case 1: r = (uc & 0xffff0000u) | ((uint32_t)t & 0xffffu); break;    /* MRG_16L */
        case 2: r = (uc & 0xffffff00u) | ((uint32_t)t & 0xffu); break;      /* MRG_8B0 */
        case 3: r = (uc & 0xff00ffffu) | ((uint32_t)t & 0xffu) << 16; break; /* MRG_8B2 */
        case 4: r = (uint32_t)(t + tc); break;                              /* ACC */
        case 5: r = (uint32_t)(t < tc ? t : tc); break;                     /* MIN */
        case 6: r = (uint32_t)(t > tc ? t : tc); break;                     /* MAX */
        default: r = (uint32_t)t; break;
        }
        sg_x_put_zs(x, rd, wcc, l, r);
    }
    sg_x_done_zs(x, rd, wcc);
    return SG_OK;
}
