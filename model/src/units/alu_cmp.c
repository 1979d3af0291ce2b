/*
 * alu_cmp.c - the integer ALU's compares and predicate operations
 * (specs/execution.md §3.4; VOTE §3.5): ISETP, ISET, ICMP, IMNMX, PSETP, PSET,
 * VOTE, and the writers of the setp and set results that the FPU's
 * FSETP/FSET and DSETP/DSET share (sg_x_put_setp, sg_x_check_setp,
 * sg_x_put_set).
 *
 * Apart because these are the operations that write predicates or choose by
 * a condition: their results go to the predicate file or select a value.
 */
#include "alu_int.h"

/* ---- compares (§3.4) ------------------------------------------------------ */

/* Combine r with the Pc mask: AND, OR, XOR. */
static inline uint32_t plogic(unsigned op, uint32_t r, uint32_t c)
{
    switch (op) {
    case 0: return r & c;
    case 1: return r | c;
    default: return r ^ c;
    }
}

/* Write Pd = r comb Pc and Pd2 = !r comb Pc (PTX setp). */
void sg_x_put_setp(const sg_xctx *x, uint32_t r, unsigned pc_opnd)
{
    unsigned comb = sg_x_mod(x, 53);
    uint32_t c = sg_x_pred(x, pc_opnd);
    unsigned pd = x->in->opnd[0].reg, pd2 = x->in->opnd[1].reg;
    sg_x_put_pred(x, pd, plogic(comb, r, c));
    sg_x_put_pred(x, pd2, plogic(comb, ~r, c));
}

sg_status sg_x_check_setp(const sg_xctx *x)
{
    unsigned pd = x->in->opnd[0].reg, pd2 = x->in->opnd[1].reg;
    if (pd == pd2 && pd != SG_PT)
        return sg_x_unsupported(x, "both destinations are P%u (which write wins is not known)", pd);
    if (sg_x_mod(x, 53) > 2)
        return sg_x_unsupported(x, "combining operation %u", sg_x_mod(x, 53));
    return SG_OK;
}

/* The lanes where Ra cmp b holds (ISETP, ISET): operands oa and oa + 1. */
static sg_status icmp_mask(const sg_xctx *x, unsigned oa, uint32_t *out)
{
    sg_src a, b;
    sg_status st;
    if ((st = sg_x_src32(x, oa, 0, &a)) || (st = sg_x_src32(x, oa + 1, 0, &b)))
        return st;
    unsigned tt = icmp_table(sg_x_mod(x, 55)), sgn = sg_x_mod(x, 5), ext = sg_x_mod(x, 6);
    const uint8_t *cc = x->rf->cc;
    uint32_t r = 0;
    SG_FOR_LANES(l, x->lanes) {
        uint32_t va = sg_src_at(&a, l), vb = sg_src_at(&b, l);
        unsigned lt, eq;
        if (!ext) {
            lt = sgn ? sg_s32(va) < sg_s32(vb) : va < vb;
            eq = va == vb;
        } else { /* high words of a 64-bit compare: va + ~vb + C, Z chained */
            uint8_t co;
            uint32_t d = add3(va, ~vb, (uint32_t)(cc[l] >> 2 & 1), &co);
            eq = (cc[l] & SG_CC_Z) && d == 0;
            lt = sgn ? ((d >> 31) ^ !!(co & SG_CC_O)) : !(co & SG_CC_C);
        }
        r |= (uint32_t)(tt >> (lt | eq << 1) & 1) << l;
    }
    *out = r;
    return SG_OK;
}

sg_status op_isetp(const sg_xctx *x)
{
    uint32_t r;
    sg_status st;
    if ((st = sg_x_check_setp(x)) || (st = icmp_mask(x, 2, &r)))
        return st;
    sg_x_put_setp(x, r, 4);
    return SG_OK;
}

/* ISET, FSET, DSET, PSET: Rd = (r comb Pc) ? (.BF ? 1.0f : 0xffffffff) : 0,
 * with .CC $c from Rd (specs/execution.md §3.4). */
sg_status sg_x_put_set(const sg_xctx *x, uint32_t r, unsigned pc_opnd)
{
    unsigned comb = sg_x_mod(x, 53);
    if (comb > 2)
        return sg_x_unsupported(x, "combining operation %u", comb);
    uint32_t v = plogic(comb, r, sg_x_pred(x, pc_opnd));
    uint32_t one = sg_x_mod(x, x->in->op == SG_OP_ISET ? 7 : 5) ? 0x3f800000u : 0xffffffffu;
    unsigned rd = x->in->opnd[0].reg, wcc = x->in->opnd[0].cc;
    SG_FOR_LANES(l, x->lanes)
        sg_x_put_zs(x, rd, wcc, l, (v >> l & 1) ? one : 0);
    sg_x_done_zs(x, rd, wcc);
    return SG_OK;
}

sg_status op_iset(const sg_xctx *x)
{
    uint32_t r;
    sg_status st = icmp_mask(x, 1, &r);
    return st ? st : sg_x_put_set(x, r, 3);
}

sg_status op_icmp(const sg_xctx *x)
{
    sg_src a, b, c;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 0, &a)) || (st = sg_x_src32(x, 2, 0, &b)) ||
        (st = sg_x_src32(x, 3, 0, &c)))
        return st;
    unsigned tt = icmp_table(sg_x_mod(x, 55)), sgn = sg_x_mod(x, 5);
    unsigned rd = x->in->opnd[0].reg;
    if (rd == SG_RZ)
        return SG_OK;
    SG_FOR_LANES(l, x->lanes) {
        uint32_t vc = sg_src_at(&c, l);
        unsigned lt = sgn ? vc >> 31 : 0, eq = vc == 0;
        x->rf->r[rd][l] = (tt >> (lt | eq << 1) & 1) ? sg_src_at(&a, l) : sg_src_at(&b, l);
    }
    sg_x_wrote_reg(x, rd);
    return SG_OK;
}

sg_status op_imnmx(const sg_xctx *x)
{
    sg_src a, b;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 0, &a)) || (st = sg_x_src32(x, 2, 0, &b)))
        return st;
    static const char *const ext[4] = {"", ".XLO", ".XMED", ".XHI"};
    unsigned xm = sg_x_mod(x, 6);
    if (xm)
        return sg_x_unsupported(x, "%s (the $c encoding of the 64-bit min/max chain is not known)",
                                ext[xm & 3]);
    unsigned sgn = sg_x_mod(x, 5);
    uint32_t p = sg_x_pred(x, 3);
    unsigned rd = x->in->opnd[0].reg, wcc = x->in->opnd[0].cc;
    SG_FOR_LANES(l, x->lanes) {
        uint32_t va = sg_src_at(&a, l), vb = sg_src_at(&b, l);
        unsigned lt = sgn ? sg_s32(va) < sg_s32(vb) : va < vb;
        unsigned mn = p >> l & 1;
        uint32_t r = (mn == lt) ? va : vb; /* min: a if a < b; max: a if !(a < b) */
        sg_x_put_zs(x, rd, wcc, l, r);
    }
    sg_x_done_zs(x, rd, wcc);
    return SG_OK;
}

/* ---- predicate operations ------------------------------------------------- */

sg_status op_psetp(const sg_xctx *x)
{
    sg_status st = sg_x_check_setp(x);
    if (st)
        return st;
    unsigned main_op = sg_x_mod(x, 30);
    if (main_op > 2)
        return sg_x_unsupported(x, "operation %u", main_op);
    /* (Pa op Pb) comb Pc: Pa (bits 20-22) is operand 4, Pb 3, Pc 2 */
    uint32_t r = plogic(main_op, sg_x_pred(x, 4), sg_x_pred(x, 3));
    sg_x_put_setp(x, r, 2);
    return SG_OK;
}

sg_status op_pset(const sg_xctx *x)
{
    unsigned main_op = sg_x_mod(x, 30);
    if (main_op > 2)
        return sg_x_unsupported(x, "operation %u", main_op);
    return sg_x_put_set(x, plogic(main_op, sg_x_pred(x, 3), sg_x_pred(x, 2)), 1);
}

/* VOTE over the executing lanes: Rd = the ballot of Ps, Pd = ALL / ANY / EQ. */
sg_status op_vote(const sg_xctx *x)
{
    unsigned mode = sg_x_mod(x, 5);
    if (mode > 2)
        return sg_x_unsupported(x, "mode %u", mode);
    uint32_t p = sg_x_pred(x, 2) & x->lanes;
    uint32_t v = mode == 0 ? p == x->lanes : mode == 1 ? p != 0 : (p == 0 || p == x->lanes);
    unsigned rd = x->in->opnd[0].reg;
    if (rd != SG_RZ) {
        SG_FOR_LANES(l, x->lanes)
            x->rf->r[rd][l] = p;
        sg_x_wrote_reg(x, rd);
    }
    sg_x_put_pred(x, x->in->opnd[1].reg, v ? 0xffffffffu : 0);
    return SG_OK;
}
