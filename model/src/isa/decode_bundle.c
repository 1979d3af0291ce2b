/*
 * decode_bundle.c - sg_decode_bundle(): the decoded fields the SM uses, from
 * sg_decode()'s result and the ISA table's names and fields (specs/decode.md).
 *
 * This is the semantic path: it reads the decoded operands and the names of
 * the modifier values, as the SM's predecode does (sm.c predecode: control
 * class, CC test, target, .U; timing.c sg_timing_predecode: issue class and
 * what the scoreboard waits for; collect.c: the operand collector's a/b/c
 * slots by field position). The generated RTL (decode_sv.c) derives the same
 * fields from the table's bit fields instead; rtl_decode checks that the two
 * agree on every form and on random words.
 *
 * The roles the table does not state (which register an operation writes and
 * how wide it is) are the operations' semantics in model/src/units (ldst.c,
 * fpu.c, conv.c, alu*.c); decode_internal.h states them once for both paths.
 */
#include <stddef.h>
#include <string.h>

#include "smgold/decode.h"
#include "decode_internal.h"

/* ---- roles shared with the generator (decode_internal.h) ----------------- */

uint8_t sg_dec_ctrl_of(unsigned op)
{
    switch (op) { /* sm.c ctrl_of */
    case SG_OP_SSY: return SG_DEC_CTRL_SSY;
    case SG_OP_PBK: return SG_DEC_CTRL_PBK;
    case SG_OP_PCNT: return SG_DEC_CTRL_PCNT;
    case SG_OP_PRET: return SG_DEC_CTRL_PRET;
    case SG_OP_CAL:
    case SG_OP_JCAL: return SG_DEC_CTRL_CAL;
    case SG_OP_BRA:
    case SG_OP_JMP: return SG_DEC_CTRL_BRA;
    case SG_OP_BRX:
    case SG_OP_JMX: return SG_DEC_CTRL_BRX;
    case SG_OP_BRK: return SG_DEC_CTRL_BRK;
    case SG_OP_CONT: return SG_DEC_CTRL_CONT;
    case SG_OP_RET: return SG_DEC_CTRL_RET;
    case SG_OP_EXIT:
    case SG_OP_KIL: return SG_DEC_CTRL_EXIT;
    default: return SG_DEC_CTRL_OTHER;
    }
}

uint8_t sg_dec_iclass_of(unsigned op, unsigned unit)
{
    switch (unit) { /* timing.c issue_class (IC-1) */
    case SG_UNIT_CTRL: return SG_DEC_IC_CTRL;
    case SG_UNIT_FPU64: return SG_DEC_IC_FP64;
    case SG_UNIT_SFU: return SG_DEC_IC_SFU;
    case SG_UNIT_LDST: return SG_DEC_IC_LDST;
    default: break;
    }
    switch (op) {
    case SG_OP_IMAD: case SG_OP_IMUL: case SG_OP_POPC: case SG_OP_SEL:
    case SG_OP_IMNMX: case SG_OP_ICMP: case SG_OP_PSETP:
        return SG_DEC_IC_ALU_HALF;
    default:
        return SG_DEC_IC_ALU;
    }
}

int sg_dec_fp64_op(unsigned op)
{
    return op == SG_OP_DADD || op == SG_OP_DMUL || op == SG_OP_DFMA || op == SG_OP_DSET ||
           op == SG_OP_DSETP || op == SG_OP_DMNMX;
}

int sg_dec_fp64_result(unsigned op)
{
    return op == SG_OP_DADD || op == SG_OP_DMUL || op == SG_OP_DFMA || op == SG_OP_DMNMX;
}

int sg_dec_conv_op(unsigned op)
{
    return op == SG_OP_F2F || op == SG_OP_F2I || op == SG_OP_I2F || op == SG_OP_I2I;
}

int sg_dec_tex_op(unsigned op)
{
    return op == SG_OP_TLD || op == SG_OP_TEX || op == SG_OP_TLD4 || op == SG_OP_TXQ;
}

int sg_dec_size_op(unsigned op)
{
    switch (op) {
    case SG_OP_LD: case SG_OP_LDU: case SG_OP_ST: case SG_OP_LDL: case SG_OP_LDS:
    case SG_OP_STL: case SG_OP_STS: case SG_OP_LDSLK: case SG_OP_STSUL: case SG_OP_LDC:
        return 1;
    default:
        return 0;
    }
}

int sg_dec_store_op(unsigned op)
{
    return op == SG_OP_ST || op == SG_OP_STL || op == SG_OP_STS || op == SG_OP_STSUL;
}

void sg_dec_mem_of(unsigned op, uint8_t *kind, uint8_t *space)
{
    *kind = SG_DEC_MEM_NONE;
    *space = 0;
    switch (op) {
    case SG_OP_LD: case SG_OP_LDU: case SG_OP_LD_LDU: *kind = SG_DEC_MEM_LOAD; *space = 0; break;
    case SG_OP_LDS: *kind = SG_DEC_MEM_LOAD; *space = 1; break;
    case SG_OP_LDL: *kind = SG_DEC_MEM_LOAD; *space = 2; break;
    case SG_OP_LDC: *kind = SG_DEC_MEM_LOAD; *space = 3; break;
    case SG_OP_ST: *kind = SG_DEC_MEM_STORE; *space = 0; break;
    case SG_OP_STS: case SG_OP_STSUL: *kind = SG_DEC_MEM_STORE; *space = 1; break;
    case SG_OP_STL: *kind = SG_DEC_MEM_STORE; *space = 2; break;
    case SG_OP_RED: case SG_OP_ATOM: *kind = SG_DEC_MEM_RMW; *space = 0; break;
    case SG_OP_LDSLK: *kind = SG_DEC_MEM_RMW; *space = 1; break;
    default: break;
    }
}

/* ---- the semantic path ---------------------------------------------------- */

/* Bytes of the size modifier's value name (ldst.c size_mod: U8 S8 U16 S16
 * "" 64 128), 0 for a name that is not a size. */
static unsigned size_bytes(const char *name, int *is_signed)
{
    static const struct {
        const char *name;
        unsigned bytes, sgn;
    } t[] = {{"U8", 1, 0}, {"S8", 1, 1}, {"U16", 2, 0}, {"S16", 2, 1},
             {"", 4, 0},   {"64", 8, 0}, {"128", 16, 0}};
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (!strcmp(name, t[i].name)) {
            *is_signed = (int)t[i].sgn;
            return t[i].bytes;
        }
    *is_signed = 0;
    return 0;
}

/* Value name of the modifier field at bits lo..lo+width-1 (NULL: no such field). */
static const char *mod_name_at(const sg_form *f, const sg_insn *in, unsigned lo, unsigned width)
{
    for (unsigned m = 0; m < in->nmods; m++)
        if (f->mods[m].f.lo == lo && f->mods[m].f.width == width)
            return f->mods[m].names[in->mod[m]];
    return NULL;
}

/* Registers of an access of `bytes` per lane: 1 up to 4 bytes, else bytes/4. */
uint8_t sg_dec_regs_of(unsigned bytes)
{
    return (uint8_t)(bytes == 0 ? 0 : bytes <= 4 ? 1 : bytes / 4);
}

/* LD_LDU's fixed size pair ("32.64": LD part, LDU part) in bytes. */
void sg_dec_ldldu_sizes(const sg_form *f, unsigned *ld, unsigned *ldu)
{
    *ld = *ldu = 0;
    for (unsigned m = 0; m < sg_form_nmods(f); m++) {
        const char *s = f->mods[m].names[0];
        if (f->mods[m].f.width || !s)
            continue;
        unsigned v[2] = {0, 0}, k = 0;
        for (; *s && k < 2; s++) {
            if (*s == '.')
                k++;
            else if (*s >= '0' && *s <= '9' && v[k] < 1000)
                v[k] = v[k] * 10 + (unsigned)(*s - '0');
        }
        *ld = v[0] / 8;
        *ldu = v[1] / 8;
    }
}

int sg_decode_bundle(uint64_t word, sg_decoded *out)
{
    if (!out)
        return 0;
    memset(out, 0, sizeof *out);
    sg_insn in;
    if (sg_decode(word, 0, &in) != SG_OK)
        return 0;
    const sg_form *f = &sg_isa_forms[in.form];
    sg_decoded *d = out;
    d->valid = 1;
    d->form = (uint16_t)in.form;
    d->op = in.op;
    d->unit = f->unit;
    d->iclass = sg_dec_iclass_of(in.op, f->unit);
    d->ctrl = sg_dec_ctrl_of(in.op);
    d->guard = in.guard;
    d->guard_neg = in.guard_neg;
    d->sflag = in.sflag;
    d->cctest = 15;
    d->pd = d->pd2 = d->pa = d->pb = d->pc = SG_PT;

    /* modifiers by the names of their values (as predecode: "U", "X") */
    for (unsigned m = 0; m < in.nmods; m++) {
        const char *name = f->mods[m].names[in.mod[m]];
        if (name && !strcmp(name, "U"))
            d->uni = 1;
        if (name && !strcmp(name, "X"))
            d->x = 1;
    }

    /* memory access: kind, space, size */
    unsigned bytes = 0, ldu_bytes = 0;
    int sgn = 0;
    sg_dec_mem_of(in.op, &d->mem, &d->mspace);
    if (sg_dec_size_op(in.op)) {
        const char *sz = mod_name_at(f, &in, 5, 3);
        bytes = sz ? size_bytes(sz, &sgn) : 0;
        d->msigned = (uint8_t)sgn;
    } else if (in.op == SG_OP_RED || in.op == SG_OP_ATOM) {
        bytes = 4;
    } else if (in.op == SG_OP_LD_LDU) {
        sg_dec_ldldu_sizes(f, &bytes, &ldu_bytes);
    }
    if (d->mem)
        d->msize = (uint8_t)bytes;
    /* .E: the 64-bit address of a global access ([Ra] pair) */
    const char *e = (in.op == SG_OP_LD_LDU) ? mod_name_at(f, &in, 58, 2) : mod_name_at(f, &in, 58, 1);
    int wide_a = e && (!strcmp(e, "E") || !strcmp(e, "LD_E"));
    int wide_b = e && in.op == SG_OP_LD_LDU && (!strcmp(e, "E") || !strcmp(e, "LDU_E"));

    /* conversions: type field 20-25, destination size in bits 0-1, source in 3-5 */
    unsigned conv_d = 0, conv_s = 0;
    if (sg_dec_conv_op(in.op))
        for (unsigned m = 0; m < in.nmods; m++)
            if (f->mods[m].f.lo == 20 && f->mods[m].f.width == 6) {
                conv_d = in.mod[m] & 3;
                conv_s = (in.mod[m] >> 3) & 7;
            }
    int pair_a = sg_dec_fp64_op(in.op);
    int pair_b = sg_dec_fp64_op(in.op) || (sg_dec_conv_op(in.op) && conv_s == 3);

    int seen_rd = 0, nmem = 0, have_imm2 = 0;
    for (unsigned o = 0; o < in.nops; o++) {
        const sg_opnd_desc *dd = &f->opnd[o];
        const sg_operand *op = &in.opnd[o];
        switch (op->kind) {
        case SG_OPND_REG:
            if (op->cc)
                d->wcc = 1;
            switch (dd->reg.lo) {
            case 14:
                d->rd = op->reg;
                if (seen_rd++) { /* FFMA32I: its third source is the destination */
                    d->rd_rn = 1;
                } else if (in.op == SG_OP_RED || in.op == SG_OP_ATOM) {
                    d->rd_rn = 1;
                } else if (sg_dec_store_op(in.op)) {
                    d->rd_rn = sg_dec_regs_of(bytes);
                } else if (sg_dec_size_op(in.op) || in.op == SG_OP_LD_LDU) {
                    d->rd_n = sg_dec_regs_of(bytes);
                } else if (sg_dec_fp64_result(in.op) || (sg_dec_conv_op(in.op) && conv_d == 3)) {
                    d->rd_n = 2;
                } else if (sg_dec_tex_op(in.op)) {
                    for (unsigned k = 0; k < in.nops; k++)
                        if (f->opnd[k].kind == SG_OPND_UIMM && f->opnd[k].val.lo == 46)
                            d->rd_n = (uint8_t)__builtin_popcountll((uint64_t)in.opnd[k].imm);
                } else {
                    d->rd_n = 1;
                }
                break;
            case 20:
                d->ra = op->reg;
                d->ra_n = pair_a ? 2 : 1;
                break;
            case 26:
                d->b_kind = SG_DEC_B_REG;
                d->rb = op->reg;
                d->b_n = pair_b ? 2 : 1;
                break;
            case 49:
                d->rc = op->reg;
                d->rc_n = in.op == SG_OP_DFMA ? 2 : 1;
                break;
            case 43: /* ATOM: the old value */
                d->re = op->reg;
                d->re_n = 1;
                break;
            case 32: /* LD_LDU: the LDU part's destination */
                d->re = op->reg;
                d->re_n = sg_dec_regs_of(ldu_bytes);
                break;
            default:
                break;
            }
            break;
        case SG_OPND_PRED:
            switch (dd->reg.lo) {
            case 17: case 50: case 53: case 54: d->pd = op->reg; break;
            case 14: d->pd2 = op->reg; break;
            case 20: d->pa = op->reg; d->pa_neg = op->neg; break;
            case 26: d->pb = op->reg; d->pb_neg = op->neg; break;
            case 49: d->pc = op->reg; d->pc_neg = op->neg; break;
            default: break;
            }
            break;
        case SG_OPND_CONST:
            d->b_kind = SG_DEC_B_CONST;
            d->cbank = op->bank;
            d->coff = (uint16_t)op->imm;
            d->b_n = pair_b ? 2 : 1;
            break;
        case SG_OPND_SREG:
            d->b_kind = SG_DEC_B_SREG;
            d->sreg = op->reg;
            break;
        case SG_OPND_CC:
            d->cctest = op->reg;
            break;
        case SG_OPND_TARGET:
            d->tgt = (dd->flags & SG_OF_REL) ? SG_DEC_TGT_REL : SG_DEC_TGT_ABS;
            /* decoded at address 0: a relative target is 8 + offset */
            d->imm = (dd->flags & SG_OF_REL) ? (uint32_t)op->imm - 8u : (uint32_t)op->imm;
            break;
        case SG_OPND_MEM:
        case SG_OPND_CMEM:
            if (dd->reg.lo == 20) {
                d->ra = op->reg;
                d->ra_n = wide_a ? 2 : 1;
            } else if (dd->reg.lo == 26) { /* LD_LDU: the LDU part's base */
                d->b_kind = SG_DEC_B_REG;
                d->rb = op->reg;
                d->b_n = wide_b ? 2 : 1;
            }
            if (op->kind == SG_OPND_CMEM)
                d->cbank = op->bank;
            if (nmem++ == 0) {
                d->imm = (uint32_t)op->imm;
            } else {
                d->imm2 = (uint32_t)op->imm;
                have_imm2 = 1;
            }
            break;
        case SG_OPND_IMM:
        case SG_OPND_UIMM:
        case SG_OPND_FIMM:
            if (dd->val.lo >= 26 && dd->val.lo <= 28) {
                d->b_kind = op->kind == SG_OPND_FIMM ? SG_DEC_B_FIMM : SG_DEC_B_IMM;
                d->imm = op->kind == SG_OPND_FIMM ? (uint32_t)((uint64_t)op->imm << 12)
                                                  : (uint32_t)op->imm;
            } else if (!have_imm2 && op->kind != SG_OPND_FIMM) {
                d->imm2 = (uint32_t)op->imm;
                have_imm2 = 1;
            }
            break;
        default:
            break;
        }
    }
    d->cond = d->guard != SG_PT || d->guard_neg || d->cctest != 15;
    d->rcc = d->x || d->cctest != 15;
    return 1;
}

/* ---- fields by number ----------------------------------------------------- */

#define FLD(name, width) {#name, width, offsetof(sg_decoded, name), sizeof(((sg_decoded *)0)->name)},
static const struct {
    const char *name;
    uint8_t width;
    uint8_t off, size;
} fields[] = {SG_DEC_FIELDS(FLD)};
_Static_assert(sizeof fields / sizeof fields[0] == SG_DF_COUNT, "one field per SG_DEC_FIELDS entry");
#undef FLD

unsigned sg_decoded_field_count(void)
{
    return (unsigned)(sizeof fields / sizeof fields[0]);
}

const char *sg_decoded_field_name(unsigned i)
{
    return i < sg_decoded_field_count() ? fields[i].name : NULL;
}

unsigned sg_decoded_field_width(unsigned i)
{
    return i < sg_decoded_field_count() ? fields[i].width : 0;
}

uint64_t sg_decoded_field(const sg_decoded *d, unsigned i)
{
    if (!d || i >= sg_decoded_field_count())
        return 0;
    const unsigned char *p = (const unsigned char *)d + fields[i].off;
    switch (fields[i].size) {
    case 1: return *p;
    case 2: { uint16_t v; memcpy(&v, p, 2); return v; }
    default: { uint32_t v; memcpy(&v, p, 4); return v; }
    }
}

void sg_decoded_set_field(sg_decoded *d, unsigned i, uint64_t v)
{
    if (!d || i >= sg_decoded_field_count())
        return;
    unsigned char *p = (unsigned char *)d + fields[i].off;
    switch (fields[i].size) {
    case 1: *p = (unsigned char)v; break;
    case 2: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); break; }
    default: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
    }
}
