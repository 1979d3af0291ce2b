/*
 * alu.c - sg_alu_exec() (the dispatcher), the operand helpers shared by the
 * ALU/FPU/SFU/conversion units, and the integer, predicate, move and video
 * operations. Normative semantics: specs/execution.md (section numbers in
 * the comments below refer to it).
 */
#include <fenv.h>
#include <stdarg.h>
#include <stdio.h>

#include "alu_internal.h"

/* ---- shared helpers ------------------------------------------------------ */

unsigned sg_x_mod(const sg_xctx *x, unsigned lo)
{
    for (unsigned m = 0; m < x->in->nmods && m < SG_MAX_MODS; m++)
        if (x->form->mods[m].f.width && x->form->mods[m].f.lo == lo)
            return x->in->mod[m];
    return 0;
}

static sg_status vfail(const sg_xctx *x, sg_status code, const char *pre, const char *fmt,
                       va_list ap)
{
    char msg[SG_ERROR_MSG_MAX - 64];
    vsnprintf(msg, sizeof msg, fmt, ap);
    return sg_fail(x->err, code, "%s: %s%s", x->form->mnemonic, pre, msg);
}

sg_status sg_x_fail(const sg_xctx *x, sg_status code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sg_status s = vfail(x, code, "", fmt, ap);
    va_end(ap);
    return s;
}

sg_status sg_x_unsupported(const sg_xctx *x, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sg_status s = vfail(x, SG_ERR_UNKNOWN, "unsupported: ", fmt, ap);
    va_end(ap);
    return s;
}

/* Read size (4 or 8) bytes of c[bank][offset], little-endian. */
static sg_status cread(const sg_xctx *x, const sg_operand *op, unsigned size, uint32_t *lo,
                       uint32_t *hi)
{
    unsigned bank = op->bank;
    long long off = (long long)op->imm;
    if (!x->env)
        return sg_x_fail(x, SG_ERR_ARG, "c[0x%x][0x%llx]: no execution environment", bank, off);
    if (bank >= SG_NCBANKS)
        return sg_x_fail(x, SG_ERR_RANGE,
                         "c[0x%x][0x%llx]: constant bank 0x%x does not exist (c[0x0]-c[0x11])",
                         bank, off, bank);
    if (!x->env->cbank[bank])
        return sg_x_fail(x, SG_ERR_RANGE, "c[0x%x][0x%llx]: constant bank 0x%x is not bound", bank,
                         off, bank);
    if (off < 0 || off + size > SG_CBANK_BYTES)
        return sg_x_fail(x, SG_ERR_RANGE,
                         "c[0x%x][0x%llx]: %u-byte read beyond the end of the bank (0x%x bytes)",
                         bank, off, size, SG_CBANK_BYTES);
    if (off % size)
        return sg_x_fail(x, SG_ERR_RANGE,
                         "c[0x%x][0x%llx]: %u-byte constant is not %u-byte aligned", bank, off,
                         size, size);
    const uint8_t *b = x->env->cbank[bank] + off;
    *lo = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
    if (hi)
        *hi = (uint32_t)b[4] | (uint32_t)b[5] << 8 | (uint32_t)b[6] << 16 | (uint32_t)b[7] << 24;
    return SG_OK;
}

static void uniform(sg_src *s, uint32_t v)
{
    s->u = v;
    s->p = &s->u;
    s->m = 0;
}

sg_status sg_x_src32(const sg_xctx *x, unsigned o, unsigned fshift, sg_src *s)
{
    const sg_operand *op = &x->in->opnd[o];
    uniform(s, 0);
    switch (op->kind) {
    case SG_OPND_REG:
        if (op->reg != SG_RZ) {
            s->p = x->rf->r[op->reg];
            s->m = SG_MAX_LANES - 1;
        }
        return SG_OK;
    case SG_OPND_CONST:
        return cread(x, op, 4, &s->u, NULL);
    case SG_OPND_IMM:
    case SG_OPND_UIMM:
        s->u = (uint32_t)op->imm;
        return SG_OK;
    case SG_OPND_FIMM:
        s->u = (uint32_t)((uint64_t)op->imm << fshift);
        return SG_OK;
    default:
        return sg_x_fail(x, SG_ERR_OPERAND, "operand %u is not a source value", o + 1);
    }
}

sg_status sg_x_pair(const sg_xctx *x, unsigned o)
{
    unsigned r = x->in->opnd[o].reg;
    if (r == SG_RZ)
        return SG_OK;
    if (r & 1)
        return sg_x_fail(x, SG_ERR_OPERAND,
                         "operand %u: R%u cannot hold a 64-bit value (register pairs start at an "
                         "even register)",
                         o + 1, r);
    if (r == 62)
        return sg_x_fail(x, SG_ERR_OPERAND,
                         "operand %u: R62 cannot hold a 64-bit value (R63 is RZ)", o + 1);
    return SG_OK;
}

sg_status sg_x_src64(const sg_xctx *x, unsigned o, int imm_kind, sg_src *lo, sg_src *hi)
{
    const sg_operand *op = &x->in->opnd[o];
    uniform(lo, 0);
    uniform(hi, 0);
    switch (op->kind) {
    case SG_OPND_REG: {
        sg_status s = sg_x_pair(x, o);
        if (s)
            return s;
        if (op->reg != SG_RZ) {
            lo->p = x->rf->r[op->reg];
            hi->p = x->rf->r[op->reg + 1];
            lo->m = hi->m = SG_MAX_LANES - 1;
        }
        return SG_OK;
    }
    case SG_OPND_CONST:
        return cread(x, op, 8, &lo->u, &hi->u);
    case SG_OPND_FIMM:
        if (imm_kind != SG_IMM64_FLOAT)
            break;
        hi->u = (uint32_t)((uint64_t)op->imm << 12); /* the double's top 20 bits */
        return SG_OK;
    case SG_OPND_IMM:
        if (imm_kind != SG_IMM64_INT)
            break;
        lo->u = (uint32_t)op->imm;
        hi->u = op->imm < 0 ? 0xffffffffu : 0;
        return SG_OK;
    default:
        break;
    }
    return sg_x_fail(x, SG_ERR_OPERAND, "operand %u is not a 64-bit source value", o + 1);
}

/* ---- moves (§3.1) ------------------------------------------------------- */

static sg_status op_mov(const sg_xctx *x)
{
    sg_src s;
    sg_status st = sg_x_src32(x, 1, 0, &s);
    if (st)
        return st;
    if (x->in->op == SG_OP_MOV || x->in->op == SG_OP_MOV32I) {
        if (sg_x_mod(x, 5) != 0xf)
            return sg_x_unsupported(x, "lane mask 0x%x (only 0xf is defined)", sg_x_mod(x, 5));
    }
    unsigned rd = x->in->opnd[0].reg;
    if (rd == SG_RZ)
        return SG_OK;
    uint32_t *d = x->rf->r[rd];
    SG_FOR_LANES(l, x->lanes)
        d[l] = sg_src_at(&s, l);
    sg_x_wrote_reg(x, rd);
    return SG_OK;
}

static const char *sreg_name(unsigned n, char *buf, size_t len)
{
    if (sg_sreg_names[n])
        return sg_sreg_names[n];
    snprintf(buf, len, "SR%u", n);
    return buf;
}

int sg_sreg_value(const sg_thread_ids *id, unsigned warp_size, unsigned sr, unsigned l,
                  uint32_t *out)
{
    uint32_t wmask = warp_size >= SG_MAX_LANES ? 0xffffffffu : (1u << warp_size) - 1u;
    uint32_t le = (uint32_t)((2ull << l) - 1); /* lanes 0..l */
    uint32_t r;
    switch (sr) {
    case 0: r = l; break; /* SR_LaneId */
    case 3: r = id->warpid << 8; break; /* SR_VirtId: warp index in bits 8+, SM 0 */
    case 33: r = id->tid_x[l]; break;
    case 34: r = id->tid_y[l]; break;
    case 35: r = id->tid_z[l]; break;
    case 37: case 38: case 39: r = id->ctaid[sr - 37]; break;
    case 41: case 42: case 43: r = id->ntid[sr - 41]; break;
    case 44: r = id->gridid; break;
    case 45: case 46: case 47: r = id->nctaid[sr - 45]; break;
    case 56: r = 1u << l; break;
    case 57: r = le >> 1; break;
    case 58: r = le; break;
    case 59: r = ~le & wmask; break;
    case 60: r = ~(le >> 1) & wmask; break;
    case 80: r = (uint32_t)id->clock; break;
    case 81: r = (uint32_t)(id->clock >> 32); break;
    default: return 0;
    }
    *out = r;
    return 1;
}

static sg_status op_s2r(const sg_xctx *x)
{
    unsigned sr = x->in->opnd[1].reg, rd = x->in->opnd[0].reg;
    char nb[16];
    if (!x->env || !x->env->ids)
        return sg_x_fail(x, SG_ERR_ARG, "%s: no thread identities in the environment",
                         sreg_name(sr, nb, sizeof nb));
    uint32_t probe;
    if (!sg_sreg_value(x->env->ids, x->env->warp_size, sr, 0, &probe))
        return sg_x_unsupported(x, "special register %s not modelled",
                                sreg_name(sr, nb, sizeof nb));
    if (rd == SG_RZ)
        return SG_OK;
    SG_FOR_LANES(l, x->lanes)
        sg_sreg_value(x->env->ids, x->env->warp_size, sr, l, &x->rf->r[rd][l]);
    sg_x_wrote_reg(x, rd);
    return SG_OK;
}

static sg_status op_sel(const sg_xctx *x)
{
    sg_src a, b;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 0, &a)) || (st = sg_x_src32(x, 2, 0, &b)))
        return st;
    uint32_t p = sg_x_pred(x, 3);
    unsigned rd = x->in->opnd[0].reg;
    if (rd == SG_RZ)
        return SG_OK;
    SG_FOR_LANES(l, x->lanes)
        x->rf->r[rd][l] = (p >> l & 1) ? sg_src_at(&a, l) : sg_src_at(&b, l);
    sg_x_wrote_reg(x, rd);
    return SG_OK;
}

/* ---- the integer adder (§3.2) --------------------------------------------
 * Every add in this file is r = A + B + cin on 32 bits, with the two
 * negation bits read as envytools reads them (tabaddop "add", "sub",
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

/* r = A + B + cin; *co = $c.C and $c.O of the sum. */
static inline uint32_t add3(uint32_t a, uint32_t b, uint32_t cin, uint8_t *co)
{
    uint64_t s = (uint64_t)a + b + cin;
    uint32_t r = (uint32_t)s;
    *co = (uint8_t)(((s >> 32) ? SG_CC_C : 0u) | ((((a ^ r) & (b ^ r)) >> 31) ? SG_CC_O : 0u));
    return r;
}

/* .SAT: a signed overflow saturates toward the operands' common sign. */
static inline uint32_t add_sat(uint32_t r, uint32_t a, uint8_t co)
{
    if (co & SG_CC_O)
        return (a >> 31) ? 0x80000000u : 0x7fffffffu;
    return r;
}

/* IADD, IADD32I: Rd = Ra (+/-) src2 (+ carry) */
static sg_status op_iadd(const sg_xctx *x)
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
static sg_status op_iscadd(const sg_xctx *x)
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
static sg_status op_imad(const sg_xctx *x)
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

/* ---- compares (§3.4) ------------------------------------------------------ */

/* Truth table of an integer compare code (F LT EQ LE GT NE GE T) over
 * index (lt | eq << 1). */
static unsigned icmp_table(unsigned code)
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

static sg_status op_isetp(const sg_xctx *x)
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

static sg_status op_iset(const sg_xctx *x)
{
    uint32_t r;
    sg_status st = icmp_mask(x, 1, &r);
    return st ? st : sg_x_put_set(x, r, 3);
}

static sg_status op_icmp(const sg_xctx *x)
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

static sg_status op_imnmx(const sg_xctx *x)
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

/* ---- shifts, logic, bit fields (§3.5) ------------------------------------- */

static sg_status op_shift(const sg_xctx *x)
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

static sg_status op_lop(const sg_xctx *x)
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

static sg_status op_popc(const sg_xctx *x)
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

static sg_status op_bfe(const sg_xctx *x)
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

static sg_status op_psetp(const sg_xctx *x)
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

static sg_status op_pset(const sg_xctx *x)
{
    unsigned main_op = sg_x_mod(x, 30);
    if (main_op > 2)
        return sg_x_unsupported(x, "operation %u", main_op);
    return sg_x_put_set(x, plogic(main_op, sg_x_pred(x, 3), sg_x_pred(x, 2)), 1);
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

static sg_status op_bfi(const sg_xctx *x)
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
static sg_status op_flo(const sg_xctx *x)
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

static sg_status op_prmt(const sg_xctx *x)
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

/* VOTE over the executing lanes: Rd = the ballot of Ps, Pd = ALL / ANY / EQ. */
static sg_status op_vote(const sg_xctx *x)
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

/* ---- video (§3.7): 32-bit selects, PTX vop semantics -------------------- */

static inline int64_t clamp64(int64_t v, int64_t lo, int64_t hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static sg_status op_video(const sg_xctx *x)
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

/* ---- dispatch ------------------------------------------------------------- */

sg_status sg_exec_int(const sg_xctx *x)
{
    switch ((sg_op)x->in->op) {
    case SG_OP_NOP: return SG_OK;
    case SG_OP_MOV:
    case SG_OP_MOV32I: return op_mov(x);
    case SG_OP_S2R: return op_s2r(x);
    case SG_OP_SEL: return op_sel(x);
    case SG_OP_IADD:
    case SG_OP_IADD32I: return op_iadd(x);
    case SG_OP_ISCADD: return op_iscadd(x);
    case SG_OP_IMAD:
    case SG_OP_IMUL: return op_imad(x);
    case SG_OP_ISETP: return op_isetp(x);
    case SG_OP_ICMP: return op_icmp(x);
    case SG_OP_IMNMX: return op_imnmx(x);
    case SG_OP_SHL:
    case SG_OP_SHR: return op_shift(x);
    case SG_OP_LOP:
    case SG_OP_LOP32I: return op_lop(x);
    case SG_OP_POPC: return op_popc(x);
    case SG_OP_BFE: return op_bfe(x);
    case SG_OP_PSETP: return op_psetp(x);
    case SG_OP_PSET: return op_pset(x);
    case SG_OP_ISET: return op_iset(x);
    case SG_OP_BFI: return op_bfi(x);
    case SG_OP_FLO: return op_flo(x);
    case SG_OP_PRMT: return op_prmt(x);
    case SG_OP_VOTE: return op_vote(x);
    case SG_OP_VADD:
    case SG_OP_VMNMX:
    case SG_OP_VSHL:
    case SG_OP_VSHR:
    case SG_OP_VABSDIFF:
    case SG_OP_VSET: return op_video(x);
    default:
        return sg_x_unsupported(x, "not an integer/move/predicate/video operation");
    }
}

sg_status sg_alu_exec(const sg_insn *in, uint32_t lanes, sg_regfile *rf, const sg_exec_env *env,
                      sg_effects *fx, sg_error *err)
{
    if (!in || !rf)
        return sg_fail(err, SG_ERR_ARG, "sg_alu_exec: NULL argument");
    if (in->form < 0 || in->form >= sg_isa_nforms || sg_isa_forms[in->form].op != in->op)
        return sg_fail(err, SG_ERR_ARG, "sg_alu_exec: not a decoded instruction (form %d)",
                       in->form);
    if (env) {
        unsigned ws = env->warp_size;
        if (ws < 1 || ws > SG_MAX_LANES)
            return sg_fail(err, SG_ERR_ARG, "sg_alu_exec: warp size %u is not 1..32", ws);
        if (ws < SG_MAX_LANES && (lanes >> ws) != 0)
            return sg_fail(err, SG_ERR_ARG,
                           "sg_alu_exec: lane mask 0x%x has lanes beyond warp size %u", lanes, ws);
    }
    const sg_form *f = &sg_isa_forms[in->form];
    sg_xctx x = {in, f, lanes, rf, env, fx, err};
    sg_status st;
    switch ((sg_op)in->op) {
    case SG_OP_NOP:
    case SG_OP_MOV: case SG_OP_MOV32I: case SG_OP_S2R: case SG_OP_SEL:
    case SG_OP_IADD: case SG_OP_IADD32I: case SG_OP_ISCADD: case SG_OP_IMAD: case SG_OP_IMUL:
    case SG_OP_ISETP: case SG_OP_ICMP: case SG_OP_IMNMX: case SG_OP_SHL: case SG_OP_SHR:
    case SG_OP_LOP: case SG_OP_LOP32I: case SG_OP_POPC: case SG_OP_PSETP: case SG_OP_BFE:
    case SG_OP_VADD: case SG_OP_VMNMX: case SG_OP_VSHL: case SG_OP_VSHR: case SG_OP_VABSDIFF:
    case SG_OP_VSET:
    case SG_OP_PSET: case SG_OP_ISET: case SG_OP_BFI: case SG_OP_FLO: case SG_OP_PRMT:
    case SG_OP_VOTE:
        st = sg_exec_int(&x);
        break;
    case SG_OP_FADD: case SG_OP_FMUL: case SG_OP_FFMA: case SG_OP_FSETP: case SG_OP_FMNMX:
    case SG_OP_DADD: case SG_OP_DMUL: case SG_OP_DFMA:
    case SG_OP_FSET: case SG_OP_DSET: case SG_OP_DSETP: case SG_OP_DMNMX:
    case SG_OP_MUFU: case SG_OP_RRO:
    case SG_OP_F2F: case SG_OP_F2I: case SG_OP_I2F: case SG_OP_I2I: {
        /* Floating point runs in the default environment (round to nearest,
         * no flush, exceptions masked) with the instruction's rounding mode;
         * the caller's environment and exception flags are restored. */
        fenv_t saved;
        fegetenv(&saved);
        fesetenv(FE_DFL_ENV);
        if (in->op == SG_OP_MUFU || in->op == SG_OP_RRO)
            st = sg_exec_sfu(&x);
        else if (in->op == SG_OP_F2F || in->op == SG_OP_F2I || in->op == SG_OP_I2F ||
                 in->op == SG_OP_I2I)
            st = sg_exec_conv(&x);
        else
            st = sg_exec_fp(&x);
        fesetenv(&saved);
        break;
    }
    default:
        return sg_fail(err, SG_ERR_ARG, "sg_alu_exec: %s is not executed by the ALU/FPU/SFU",
                       f->mnemonic);
    }
    if (st == SG_OK && fx)
        fx->lanes = lanes;
    return st;
}
