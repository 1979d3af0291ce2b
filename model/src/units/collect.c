/*
 * collect.c - the operand collector's view of an issue (specs/datapath.md
 * DP-1) and the retire record of its step (DP-2).
 *
 * Operands are classified by the encoding field they come from, not by their
 * role in the instruction text: a = the register of bits 20-25 (also the base
 * of [Ra+off] and c[b][Ra+off]), b = the operand of bit 26 (register,
 * constant, immediate, special register), c = the register of bits 49-54,
 * d = Rd (bits 14-19) and the three registers above it. That is what a
 * hardware operand collector reads, so a unit under test decodes roles (for
 * example IMAD's "Rc as second source, c[] as third" select) itself.
 */
#include <string.h>

#include "collect.h"
#include "memtime.h"
#include "../isa/isa_table.h"

_Static_assert(SG_DP_LANES == SG_MAX_LANES, "a bundle row is a register file row");

/* Register r's row of all lanes into dst (zeros for RZ and beyond): whole rows,
 * as a real operand collector reads them, and as cheap as a copy can be. */
static void reg_row(const sg_regfile *rf, int r, uint32_t *dst)
{
    if (r >= 0 && r < SG_RZ)
        memcpy(dst, rf->r[r], sizeof rf->r[r]);
    else
        memset(dst, 0, sizeof rf->r[0]);
}

/* c[bank][off] as a 32-bit word, 0 when it cannot be read (the unit then
 * fails the step and the bundle is dropped). */
static uint32_t const_word(const sg_exec_env *env, const sg_operand *op)
{
    long long off = (long long)op->imm;
    if (!env || op->bank >= SG_NCBANKS || !env->cbank[op->bank] || off < 0 ||
        off + 4 > SG_CBANK_BYTES || off % 4)
        return 0;
    const uint8_t *b = env->cbank[op->bank] + off;
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

void sg_collect_roles(const sg_insn *in, sg_dp_roles *roles)
{
    roles->ra = roles->rc = roles->rd = roles->b = -1;
    if (in->form < 0)
        return;
    const sg_form *f = &sg_isa_forms[in->form];
    int ra = -1, rc = -1, rd = -1, b = -1;
    for (unsigned i = 0; i < in->nops; i++) {
        const sg_opnd_desc *d = &f->opnd[i];
        const sg_operand *op = &in->opnd[i];
        switch (op->kind) {
        case SG_OPND_REG:
            if (d->reg.lo == 20)
                ra = op->reg;
            else if (d->reg.lo == 26)
                b = (int)i;
            else if (d->reg.lo == 49)
                rc = op->reg;
            else if (d->reg.lo == 14)
                rd = op->reg;
            break;
        case SG_OPND_MEM:
        case SG_OPND_CMEM:
            if (d->reg.lo == 20)
                ra = op->reg;
            break;
        case SG_OPND_CONST:
        case SG_OPND_IMM:
        case SG_OPND_UIMM:
        case SG_OPND_FIMM:
            if (d->val.lo >= 26 && d->val.lo <= 28)
                b = (int)i;
            break;
        case SG_OPND_SREG:
            if (d->reg.lo == 26)
                b = (int)i;
            break;
        default:
            break;
        }
    }
    roles->ra = (int8_t)ra;
    roles->rc = (int8_t)rc;
    roles->rd = (int8_t)rd;
    roles->b = (int8_t)b;
}

void sg_collect_operands(const sg_insn *in, const sg_dp_roles *roles, unsigned unit,
                         uint32_t lanes, const sg_regfile *rf, const sg_exec_env *env,
                         sg_operands *o)
{
    int was_ldst = o->unit == SG_UNIT_LDST, is_ldst = unit == SG_UNIT_LDST;
    o->unit = unit;
    o->lanes = lanes;
    o->word = in->word;
    int ra = roles->ra, rc = roles->rc, rd = roles->rd;
    const sg_operand *bop = roles->b >= 0 ? &in->opnd[roles->b] : NULL;
    /* whole rows, branch-free per lane (this runs on every issue while a checker listens:
       specs/datapath.md's cost bound) */
    reg_row(rf, ra, o->a);
    reg_row(rf, ra >= 0 && ra < SG_RZ ? ra + 1 : -1, o->a_hi);
    reg_row(rf, rc, o->c);
    if (is_ldst || was_ldst)
        for (int k = 0; k < 4; k++)
            reg_row(rf, is_ldst && rd >= 0 ? rd + k : -1, o->d[k]);
    memcpy(o->cc, rf->cc, sizeof o->cc);
    memcpy(o->pred, rf->p, sizeof o->pred);
    if (is_ldst || was_ldst)
        memset(o->rdata, 0, sizeof o->rdata);
    if (!bop) {
        memset(o->b, 0, sizeof o->b);
    } else if (bop->kind == SG_OPND_REG) {
        reg_row(rf, bop->reg, o->b);
    } else if (bop->kind == SG_OPND_SREG) {
        unsigned ws = env ? env->warp_size : SG_MAX_LANES;
        for (unsigned l = 0; l < SG_MAX_LANES; l++)
            if (!env || !env->ids || l >= ws ||
                !sg_sreg_value(env->ids, ws, bop->reg, l, &o->b[l]))
                o->b[l] = 0;
    } else {
        uint32_t v = bop->kind == SG_OPND_CONST  ? const_word(env, bop)
                     : bop->kind == SG_OPND_FIMM ? (uint32_t)((uint64_t)bop->imm << 12)
                                                 : (uint32_t)bop->imm;
        for (unsigned l = 0; l < SG_MAX_LANES; l++)
            o->b[l] = v;
    }
}

unsigned sg_dp_reference_unit(uint64_t word)
{
    sg_insn in;
    if (sg_decode(word, 0, &in))
        return 0;
    switch (in.op) {
    case SG_OP_MOV: case SG_OP_MOV32I: case SG_OP_SEL: case SG_OP_S2R: case SG_OP_IADD:
    case SG_OP_IADD32I: case SG_OP_ISCADD: case SG_OP_IMAD: case SG_OP_IMUL: case SG_OP_ISETP:
    case SG_OP_ISET: case SG_OP_ICMP: case SG_OP_IMNMX: case SG_OP_SHL: case SG_OP_SHR:
    case SG_OP_LOP: case SG_OP_LOP32I: case SG_OP_POPC: case SG_OP_FLO: case SG_OP_BFE:
    case SG_OP_BFI: case SG_OP_PSETP: case SG_OP_PSET:
        return SG_UNIT_ALU;
    case SG_OP_LD: case SG_OP_LDU: case SG_OP_ST: case SG_OP_LDL: case SG_OP_STL:
    case SG_OP_LDS: case SG_OP_STS: case SG_OP_LDC:
        return SG_UNIT_LDST;
    default:
        return 0;
    }
}

unsigned sg_dp_segments(const uint64_t *addr, uint32_t mask, unsigned size, uint64_t *out)
{
    unsigned n = 0;
    if (!addr || !out)
        return 0;
    for (uint32_t m = mask; m; m &= m - 1) {
        unsigned l = (unsigned)__builtin_ctz(m);
        uint64_t first = addr[l] / SG_DP_SEGMENT_BYTES;
        uint64_t last = (addr[l] + (size ? size : 1) - 1) / SG_DP_SEGMENT_BYTES;
        if (last < first)
            last = first; /* an access running past 2^64 - 1 is cut there (MT-6) */
        for (uint64_t s = first; s <= last && n < SG_DP_LANES; s++) {
            uint64_t seg = s * SG_DP_SEGMENT_BYTES;
            unsigned i = n;
            while (i > 0 && out[i - 1] > seg)
                i--;
            if (i > 0 && out[i - 1] == seg)
                continue;
            memmove(&out[i + 1], &out[i], (n - i) * sizeof *out);
            out[i] = seg;
            n++;
        }
    }
    return n;
}

static void retire_memory(const sg_effects *fx, sg_retire *r)
{
    uint32_t lanes = fx->lanes;
    unsigned size = fx->msize;
    r->mem = fx->mkind;
    r->space = fx->mspace;
    r->size = size;
    uint32_t a32[SG_MAX_LANES] = {0};
    uint32_t bits = size >= 16 ? 0xffffu : (1u << size) - 1u;
    for (uint32_t m = lanes; m; m &= m - 1) {
        unsigned l = (unsigned)__builtin_ctz(m);
        r->addr[l] = fx->maddr[l];
        a32[l] = (uint32_t)fx->maddr[l];
        r->be[l] = (uint16_t)(bits << (fx->maddr[l] % 16));
    }
    for (unsigned i = 0; i < fx->nstores; i++) {
        const sg_store *s = &fx->stores[i];
        unsigned off = (unsigned)(s->addr % 16);
        if (s->size >= 4)
            for (unsigned k = 0; k < s->size / 4 && off / 4 + k < 4; k++)
                r->wdata[off / 4 + k][s->lane] = s->data[k];
        else
            r->wdata[off / 4][s->lane] =
                (s->data[0] & ((1u << (8 * s->size)) - 1u)) << (8 * (off % 4));
    }
    switch (fx->mspace) {
    case SG_SPACE_GLOBAL:
        r->ntrans = sg_dp_segments(fx->maddr, lanes, size, r->trans);
        r->passes = r->ntrans;
        break;
    case SG_SPACE_SHARED:
        r->passes = sg_shared_passes(a32, lanes, size, SG_SMEM_BANKS);
        break;
    case SG_SPACE_CONST:
        r->passes = sg_const_passes(a32, lanes);
        break;
    default:
        r->passes = lanes ? 1 : 0;
        break;
    }
}

/* r is the scheduler's record of its previous issue (all zero at first): its rows
 * beyond the previous nregs and its memory fields when the previous record had no
 * access are zero already, so only what the previous record wrote is cleared. */
void sg_collect_retire(const sg_effects *fx, const sg_regfile *rf, sg_retire *r)
{
    uint32_t lanes = fx->lanes;
    unsigned old_nregs = r->nregs < SG_DP_MAX_REGS ? r->nregs : SG_DP_MAX_REGS;
    r->lanes = lanes;
    r->nregs = fx->nregs;
    for (unsigned i = 0; i < SG_DP_MAX_REGS; i++) {
        if (i < fx->nregs) {
            const uint32_t *row = rf->r[fx->regs[i]];
            r->reg[i] = fx->regs[i];
            if (lanes == 0xffffffffu)
                memcpy(r->value[i], row, sizeof r->value[i]);
            else
                for (unsigned l = 0; l < SG_MAX_LANES; l++) /* vectorised: no per-lane shift */
                    r->value[i][l] = row[l] & (0u - (uint32_t)((lanes & (1u << (l & 31))) != 0));
        } else if (i < old_nregs) {
            r->reg[i] = 0;
            memset(r->value[i], 0, sizeof r->value[i]);
        }
    }
    r->preds = fx->preds & 0x7fu;
    for (unsigned p = 0; p < 8; p++)
        r->pred[p] = (r->preds >> p & 1) ? rf->p[p] & lanes : 0;
    if (fx->cc || r->cc_written)
        for (unsigned l = 0; l < SG_MAX_LANES; l++)
            r->cc[l] = (uint8_t)(fx->cc && (lanes >> l & 1) ? rf->cc[l] : 0);
    r->cc_written = fx->cc;
    if (r->mem) {
        memset(r->addr, 0, sizeof r->addr);
        memset(r->be, 0, sizeof r->be);
        memset(r->wdata, 0, sizeof r->wdata);
        memset(r->trans, 0, sizeof r->trans);
    }
    r->mem = r->space = r->size = r->ntrans = r->passes = 0;
    if (fx->mem && lanes)
        retire_memory(fx, r);
}
