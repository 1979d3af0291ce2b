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

static uint32_t reg_at(const sg_regfile *rf, unsigned r, unsigned l)
{
    return r >= SG_RZ ? 0 : rf->r[r][l];
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

void sg_collect_operands(const sg_insn *in, uint32_t lanes, const sg_regfile *rf,
                         const sg_exec_env *env, sg_operands *o)
{
    o->lanes = lanes;
    o->word = in->word;
    memset(o->a, 0, sizeof o->a);
    memset(o->a_hi, 0, sizeof o->a_hi);
    memset(o->b, 0, sizeof o->b);
    memset(o->c, 0, sizeof o->c);
    memset(o->d, 0, sizeof o->d);
    memset(o->rdata, 0, sizeof o->rdata);
    const sg_form *f = &sg_isa_forms[in->form];
    int ra = -1, rc = -1, rd = -1;
    const sg_operand *bop = NULL;
    for (unsigned i = 0; i < in->nops; i++) {
        const sg_opnd_desc *d = &f->opnd[i];
        const sg_operand *op = &in->opnd[i];
        switch (op->kind) {
        case SG_OPND_REG:
            if (d->reg.lo == 20)
                ra = op->reg;
            else if (d->reg.lo == 26)
                bop = op;
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
                bop = op;
            break;
        case SG_OPND_SREG:
            if (d->reg.lo == 26)
                bop = op;
            break;
        default:
            break;
        }
    }
    unsigned ws = env ? env->warp_size : SG_MAX_LANES;
    uint32_t uniform = 0;
    int per_lane = 0;
    if (bop) {
        switch (bop->kind) {
        case SG_OPND_REG: per_lane = 1; break;
        case SG_OPND_SREG: per_lane = 2; break;
        case SG_OPND_CONST: uniform = const_word(env, bop); break;
        case SG_OPND_FIMM: uniform = (uint32_t)((uint64_t)bop->imm << 12); break;
        default: uniform = (uint32_t)bop->imm; break;
        }
    }
    for (unsigned l = 0; l < SG_MAX_LANES; l++) {
        if (ra >= 0) {
            o->a[l] = reg_at(rf, (unsigned)ra, l);
            o->a_hi[l] = ra == SG_RZ ? 0 : reg_at(rf, (unsigned)ra + 1, l);
        }
        if (per_lane == 1) {
            o->b[l] = reg_at(rf, bop->reg, l);
        } else if (per_lane == 2) {
            if (!env || !env->ids || l >= ws || !sg_sreg_value(env->ids, ws, bop->reg, l, &o->b[l]))
                o->b[l] = 0;
        } else {
            o->b[l] = uniform;
        }
        if (rc >= 0)
            o->c[l] = reg_at(rf, (unsigned)rc, l);
        if (rd >= 0)
            for (unsigned k = 0; k < 4 && (unsigned)rd + k < SG_RZ; k++)
                o->d[k][l] = rf->r[rd + k][l];
        o->cc[l] = rf->cc[l];
    }
    for (unsigned p = 0; p < 8; p++)
        o->pred[p] = rf->p[p];
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

void sg_collect_retire(const sg_effects *fx, const sg_regfile *rf, sg_retire *r)
{
    uint32_t lanes = fx->lanes;
    r->lanes = lanes;
    r->nregs = fx->nregs;
    for (unsigned i = 0; i < SG_DP_MAX_REGS; i++) {
        r->reg[i] = i < fx->nregs ? fx->regs[i] : 0;
        for (unsigned l = 0; l < SG_MAX_LANES; l++)
            r->value[i][l] = i < fx->nregs && (lanes >> l & 1) ? rf->r[fx->regs[i]][l] : 0;
    }
    r->preds = fx->preds & 0x7fu;
    for (unsigned p = 0; p < 8; p++)
        r->pred[p] = (r->preds >> p & 1) ? rf->p[p] & lanes : 0;
    r->cc_written = fx->cc;
    for (unsigned l = 0; l < SG_MAX_LANES; l++)
        r->cc[l] = fx->cc && (lanes >> l & 1) ? rf->cc[l] : 0;
    r->mem = r->space = r->size = r->ntrans = r->passes = 0;
    memset(r->addr, 0, sizeof r->addr);
    memset(r->be, 0, sizeof r->be);
    memset(r->wdata, 0, sizeof r->wdata);
    memset(r->trans, 0, sizeof r->trans);
    if (fx->mem && lanes)
        retire_memory(fx, r);
}
