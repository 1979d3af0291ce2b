/*
 * alu_bits.c - the integer ALU's shifts, logic and bit operations
 * (specs/execution.md §3.5): SHL, SHR, LOP, LOP32I, POPC, BFE, BFI, FLO,
 * PRMT.
 *
 * Apart because these work on bit positions, not on numbers: no carry, no
 * compare.
 */
#include "alu_int.h"

/* ---- shifts, logic, bit fields (§3.5) ------------------------------------- */

sg_status op_shift(const sg_xctx *x)
{
    sg_src a, b;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 0, &a)) || (st = sg_x_src32(x, 2, 0, &b)))
        return st;
    int left = x->in->op == SG_OP_SHL;
    unsigned clamp = !sg_x_mod(x, 9); /* bit 9 set = .W (wrap), clear = clamp */
    unsigned sgn = left ? 0 : sg_x_mod(x, 5);
    unsigned rd = x->in->opnd[0].reg, wcc = x->in->opnd[0].cc;
    SG_FOR_LANES(l, x->lanes) {
        uint32_t va = sg_src_at(&a, l), n = sg_src_at(&b, l), r;
        if (!clamp)
            n &= 31;
        if (left) {
            r = n > 31 ? 0 : va << n;
        } else {
            uint32_t fill = (sgn && (va >> 31)) ? 0xffffffffu : 0;
            r = n > 31 ? fill : (va >> n) | (n ? fill << (32 - n) : 0);
        }
        sg_x_put_zs(x, rd, wcc, l, r);
    }
    sg_x_done_zs(x, rd, wcc);
    return SG_OK;
}

sg_status op_lop(const sg_xctx *x)
{
    sg_src a, b;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 0, &a)) || (st = sg_x_src32(x, 2, 0, &b)))
        return st;
    unsigned op = sg_x_mod(x, 6);
    uint32_t ia = x->in->opnd[1].inv ? ~0u : 0, ib = x->in->opnd[2].inv ? ~0u : 0;
    /* AND, OR, XOR, PASS_B without a per-lane branch: exactly one mask is all ones */
    uint32_t m_and = op == 0 ? ~0u : 0, m_or = op == 1 ? ~0u : 0, m_xor = op == 2 ? ~0u : 0;
    uint32_t m_b = op == 3 ? ~0u : 0;
    unsigned rd = x->in->opnd[0].reg, wcc = x->in->opnd[0].cc;
    SG_FOR_LANES(l, x->lanes) {
        uint32_t va = sg_src_at(&a, l) ^ ia, vb = sg_src_at(&b, l) ^ ib;
        uint32_t r = (va & vb & m_and) | ((va | vb) & m_or) | ((va ^ vb) & m_xor) | (vb & m_b);
        sg_x_put_zs(x, rd, wcc, l, r);
    }
    sg_x_done_zs(x, rd, wcc);
    return SG_OK;
}

sg_status op_popc(const sg_xctx *x)
{
    sg_src a, b;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 0, &a)) || (st = sg_x_src32(x, 2, 0, &b)))
        return st;
    uint32_t ia = x->in->opnd[1].inv ? ~0u : 0, ib = x->in->opnd[2].inv ? ~0u : 0;
    unsigned rd = x->in->opnd[0].reg;
    if (rd == SG_RZ)
        return SG_OK;
    SG_FOR_LANES(l, x->lanes) {
        uint32_t v = (sg_src_at(&a, l) ^ ia) & (sg_src_at(&b, l) ^ ib);
        x->rf->r[rd][l] = (uint32_t)__builtin_popcount(v);
    }
    sg_x_wrote_reg(x, rd);
    return SG_OK;
}

static inline uint32_t brev32(uint32_t v)
{
    v = (v >> 1 & 0x55555555u) | (v & 0x55555555u) << 1;
    v = (v >> 2 & 0x33333333u) | (v & 0x33333333u) << 2;
    v = (v >> 4 & 0x0f0f0f0fu) | (v & 0x0f0f0f0fu) << 4;
    v = (v >> 8 & 0x00ff00ffu) | (v & 0x00ff00ffu) << 8;
    return v >> 16 | v << 16;
}

/* PTX bfe: bits pos..pos+len-1 of a (.BREV: of the bit-reversed a), sign- or
 * zero-extended from the field's top bit; bits beyond bit 31 read as the
 * sign (bit 31) or 0; len 0 gives 0. pos = src2 bits 0-7, len = bits 8-15. */
static inline uint32_t bfe(uint32_t a, uint32_t ctl, unsigned sgn)
{
    unsigned pos = ctl & 0xff, len = ctl >> 8 & 0xff;
    if (len == 0)
        return 0;
    if (pos > 31)
        return (sgn && (a >> 31)) ? 0xffffffffu : 0;
    unsigned n = len < 32 - pos ? len : 32 - pos; /* 1..32 bits */
    uint32_t f = a >> pos;
    if (n < 32) {
        uint32_t mask = (1u << n) - 1;
        f &= mask;
        if (sgn && (f >> (n - 1) & 1))
            f |= ~mask;
    }
    return f;
}

sg_status op_bfe(const sg_xctx *x)
{
    sg_src a, b;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 0, &a)) || (st = sg_x_src32(x, 2, 0, &b)))
        return st;
    unsigned sgn = sg_x_mod(x, 5), rev = sg_x_mod(x, 8);
    unsigned rd = x->in->opnd[0].reg, wcc = x->in->opnd[0].cc;
    SG_FOR_LANES(l, x->lanes) {
        uint32_t va = sg_src_at(&a, l);
        uint32_t r = bfe(rev ? brev32(va) : va, sg_src_at(&b, l), sgn);
        sg_x_put_zs(x, rd, wcc, l, r);
    }
    sg_x_done_zs(x, rd, wcc);
    return SG_OK;
}

/* BFI: insert the low len bits of Ra into Rc at pos, b = pos | len << 8
 * (PTX bfi); len 0 or pos > 31 leaves Rc. */
static inline uint32_t bfi(uint32_t a, uint32_t b, uint32_t c)
{
    unsigned pos = b & 0xff, len = b >> 8 & 0xff;
    if (!len || pos > 31)
        return c;
    uint32_t m = (len >= 32 ? 0xffffffffu : ((1u << len) - 1)) << pos;
    return (c & ~m) | (a << pos & m);
}

sg_status op_bfi(const sg_xctx *x)
{
    sg_src a, b, c;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 0, &a)) || (st = sg_x_src32(x, 2, 0, &b)) ||
        (st = sg_x_src32(x, 3, 0, &c)))
        return st;
    unsigned rd = x->in->opnd[0].reg, wcc = x->in->opnd[0].cc;
    SG_FOR_LANES(l, x->lanes)
        sg_x_put_zs(x, rd, wcc, l, bfi(sg_src_at(&a, l), sg_src_at(&b, l), sg_src_at(&c, l)));
    sg_x_done_zs(x, rd, wcc);
    return SG_OK;
}

/* FLO: the position of the highest 1 (.U32) or of the highest bit unlike the
 * sign (signed), 0xffffffff when there is none; .SH gives 31 - position. */
sg_status op_flo(const sg_xctx *x)
{
    sg_src b;
    sg_status st = sg_x_src32(x, 1, 0, &b);
    if (st)
        return st;
    uint32_t inv = x->in->opnd[1].inv ? ~0u : 0;
    unsigned sgn = sg_x_mod(x, 5), sh = sg_x_mod(x, 6);
    unsigned rd = x->in->opnd[0].reg, wcc = x->in->opnd[0].cc;
    SG_FOR_LANES(l, x->lanes) {
        uint32_t v = sg_src_at(&b, l) ^ inv;
        if (sgn && (v >> 31))
            v = ~v;
        uint32_t r = v ? 31u - (uint32_t)__builtin_clz(v) : 0xffffffffu;
        if (sh && v)
            r = 31u - r;
        sg_x_put_zs(x, rd, wcc, l, r);
    }
    sg_x_done_zs(x, rd, wcc);
    return SG_OK;
}

/* PRMT: bytes of {Rc, Ra} (Ra bytes 0-3, Rc bytes 4-7) picked by the
 * selector b (PTX prmt with a = Ra, b = Rc, c = the selector operand). */
static uint32_t prmt(uint32_t a, uint32_t c, uint32_t sel, unsigned mode)
{
    uint64_t t = (uint64_t)c << 32 | a;
    /* the four byte indices (d.b0 first) of the modes f4e..rc16, by sel[1:0] */
    static const uint16_t idx[6][4] = {
        {0x3210, 0x4321, 0x5432, 0x6543}, /* F4E */
        {0x5670, 0x6701, 0x7012, 0x0123}, /* B4E */
        {0x0000, 0x1111, 0x2222, 0x3333}, /* RC8 */
        {0x3210, 0x3211, 0x3222, 0x3333}, /* ECL */
        {0x0000, 0x1110, 0x2210, 0x3210}, /* ECR */
        {0x1010, 0x3232, 0x1010, 0x3232}, /* RC16 */
    };
    uint32_t r = 0;
    for (unsigned i = 0; i < 4; i++) {
        unsigned n, rep = 0;
        if (!mode) {
            n = sel >> (4 * i) & 7;
            rep = sel >> (4 * i + 3) & 1;
        } else {
            n = idx[mode - 1][sel & 3] >> (4 * i) & 7;
        }
        uint32_t byte = (uint32_t)(t >> (8 * n)) & 0xff;
        if (rep)
            byte = (byte & 0x80) ? 0xff : 0;
        r |= byte << (8 * i);
    }
    return r;
}

sg_status op_prmt(const sg_xctx *x)
{
    sg_src a, b, c;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 0, &a)) || (st = sg_x_src32(x, 2, 0, &b)) ||
        (st = sg_x_src32(x, 3, 0, &c)))
        return st;
    unsigned mode = sg_x_mod(x, 5), rd = x->in->opnd[0].reg;
    if (mode > 6)
        return sg_x_unsupported(x, "mode %u", mode);
    if (rd == SG_RZ)
        return SG_OK;
    SG_FOR_LANES(l, x->lanes)
        x->rf->r[rd][l] = prmt(sg_src_at(&a, l), sg_src_at(&c, l), sg_src_at(&b, l), mode);
    sg_x_wrote_reg(x, rd);
    return SG_OK;
}
