/*
 * text.c - the disassembler: sg_insn -> cuobjdump text, read from the table.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "isa_table.h"
#include "../util/strbuf.h"


static void emit_hex(sg_strbuf *o, int64_t v)
{
    if (v < 0)
        sg_sb_printf(o, "-0x%llx", (unsigned long long)(-(uint64_t)v));
    else
        sg_sb_printf(o, "0x%llx", (unsigned long long)v);
}

static void emit_reg(sg_strbuf *o, unsigned r)
{
    if (r == SG_RZ)
        sg_sb_printf(o, "RZ");
    else
        sg_sb_printf(o, "R%u", r);
}

static void emit_pred(sg_strbuf *o, unsigned p)
{
    if (p == SG_PT)
        sg_sb_printf(o, "pt");
    else
        sg_sb_printf(o, "P%u", p);
}

/* "[R4]", "[R4+0x10]", "[R4+-0x10]", "[0x10]" (base RZ or none). */
static void emit_addr(sg_strbuf *o, const sg_opnd_desc *d, const sg_operand *op)
{
    int has_reg = !(d->flags & SG_OF_NOREG) && op->reg != SG_RZ;
    sg_sb_printf(o, "[");
    if (has_reg) {
        emit_reg(o, op->reg);
        if (op->imm > 0 || (op->imm == 0 && (d->flags & SG_OF_SHOWOFF)))
            sg_sb_printf(o, "+0x%llx", (unsigned long long)op->imm);
        else if (op->imm < 0) /* cuobjdump writes "[R1+-0x4]" */
            sg_sb_printf(o, "+-0x%llx", (unsigned long long)(-(uint64_t)op->imm));
    } else {
        emit_hex(o, op->imm);
    }
    sg_sb_printf(o, "]");
}

static void emit_operand(sg_strbuf *o, const sg_opnd_desc *d, const sg_operand *op)
{
    switch (d->kind) {
    case SG_OPND_PRED:
        sg_sb_printf(o, "%s", op->neg ? "!" : "");
        emit_pred(o, op->reg);
        return;
    case SG_OPND_SREG:
        if (sg_sreg_names[op->reg])
            sg_sb_printf(o, "%s", sg_sreg_names[op->reg]);
        else
            sg_sb_printf(o, "SR%u", op->reg);
        return;
    case SG_OPND_CC:
        sg_sb_printf(o, "%s", sg_cc_names[op->reg & 31]);
        return;
    case SG_OPND_TEXDIM:
        sg_sb_printf(o, "%s", sg_texdim_names[op->reg & 7]);
        return;
    case SG_OPND_TARGET:
        sg_sb_printf(o, "0x%llx", (unsigned long long)op->imm);
        return;
    case SG_OPND_MEM:
        emit_addr(o, d, op);
        return;
    case SG_OPND_CMEM:
        sg_sb_printf(o, "c [0x%x] ", op->bank);
        emit_addr(o, d, op);
        return;
    default:
        break;
    }
    /* REG, CONST and immediates take "~", "-" and "|x|". */
    if (op->inv)
        sg_sb_printf(o, "~");
    if (op->neg)
        sg_sb_printf(o, "-");
    if (op->abs)
        sg_sb_printf(o, "|");
    switch (d->kind) {
    case SG_OPND_REG:
        emit_reg(o, op->reg);
        break;
    case SG_OPND_CONST:
        sg_sb_printf(o, "c [0x%x] [0x%llx]", op->bank, (unsigned long long)op->imm);
        break;
    default: /* IMM, UIMM, FIMM: a negate bit prints as "-0x8", as cuobjdump */
        if (d->flags & SG_OF_RAW)
            sg_sb_printf(o, "0x%llx",
                         (unsigned long long)((uint64_t)op->imm &
                                              ((1ull << sg_opnd_val_width(d)) - 1)));
        else
            emit_hex(o, op->imm);
        break;
    }
    if (op->abs)
        sg_sb_printf(o, "|");
    if (op->cc)
        sg_sb_printf(o, ".CC");
}

size_t sg_disasm(const sg_insn *in, char *buf, size_t n)
{
    return sg_disasm_dialect(in, SG_DIALECT_DEFAULT, buf, n);
}

size_t sg_disasm_dialect(const sg_insn *in, unsigned dialect, char *buf, size_t n)
{
    sg_strbuf o = {buf, n, 0};
    if (n)
        buf[0] = '\0';
    if (!in)
        return 0;
    if (in->form < 0 || in->form >= sg_isa_nforms) {
        sg_sb_printf(&o, "UNKNOWN 0x%016llx;", (unsigned long long)in->word);
        return o.len;
    }
    const sg_form *f = &sg_isa_forms[in->form];
    if (in->guard != SG_PT || in->guard_neg) {
        sg_sb_printf(&o, "@%s", in->guard_neg ? "!" : "");
        emit_pred(&o, in->guard);
        sg_sb_printf(&o, " ");
    }
    sg_sb_printf(&o, "%s", f->mnemonic);
    for (unsigned m = 0; m < sg_form_nmods(f); m++) {
        unsigned v = in->mod[m];
        if ((dialect & SG_DIALECT_SHIFT_W_CLEAR) && sg_mod_is_shift_w(&f->mods[m]))
            v ^= 1;
        const char *name = f->mods[m].names[v];
        if (name && name[0])
            sg_sb_printf(&o, ".%s", name);
    }
    if (in->sflag)
        sg_sb_printf(&o, ".S");
    int first = 1;
    for (unsigned i = 0; i < sg_form_nops(f); i++) {
        const sg_opnd_desc *d = &f->opnd[i];
        const sg_operand *op = &in->opnd[i];
        if ((d->flags & SG_OF_OPTIONAL) && op->reg == d->dflt && op->imm == 0 && !op->neg &&
            !op->abs && !op->inv && !op->cc)
            continue;
        sg_sb_printf(&o, first ? " " : ", ");
        first = 0;
        emit_operand(&o, d, op);
    }
    sg_sb_printf(&o, ";");
    return o.len;
}

size_t sg_disasm_line(const sg_insn *in, char *buf, size_t n)
{
    return sg_disasm_line_dialect(in, SG_DIALECT_DEFAULT, buf, n);
}

size_t sg_disasm_line_dialect(const sg_insn *in, unsigned dialect, char *buf, size_t n)
{
    if (!in) {
        if (n)
            buf[0] = '\0';
        return 0;
    }
    int k = snprintf(buf, n, "/*%04x*/ /*0x%016llx*/ ", in->addr,
                     (unsigned long long)sg_word_to_cuobjdump(in->word));
    size_t used = k > 0 ? (size_t)k : 0;
    size_t rest = used < n ? n - used : 0;
    return used + sg_disasm_dialect(in, dialect, rest ? buf + used : NULL, rest);
}

static void emit_bits(sg_strbuf *o, sg_bits b)
{
    if (b.width == 1)
        sg_sb_printf(o, "(%u)", b.lo);
    else if (b.width)
        sg_sb_printf(o, "(%u-%u)", b.lo, b.lo + b.width - 1);
}

static void emit_flag(sg_strbuf *o, const char *name, uint8_t bit)
{
    if (bit)
        sg_sb_printf(o, "[%s](%u)", name, bit);
}

size_t sg_isa_form_syntax(int i, char *buf, size_t n)
{
    sg_strbuf o = {buf, n, 0};
    if (n)
        buf[0] = '\0';
    if (i < 0 || i >= sg_isa_nforms)
        return 0;
    const sg_form *f = &sg_isa_forms[i];
    sg_sb_printf(&o, "%s%s", f->flags & SG_FF_NOGUARD ? "" : "[@P] ", f->mnemonic);
    for (unsigned m = 0; m < sg_form_nmods(f); m++) {
        const sg_mod_desc *md = &f->mods[m];
        unsigned nv = 1u << md->f.width, k = 0;
        int optional = 0;
        for (unsigned v = 0; v < nv; v++)
            optional |= md->names[v] && !md->names[v][0];
        if (optional && nv > 1 && !md->names[0]) { /* a field with one legal value */
            unsigned only = 0;
            while (!md->names[only])
                only++;
            sg_sb_printf(&o, " <");
            emit_bits(&o, md->f);
            sg_sb_printf(&o, " = 0x%x>", only);
            continue;
        }
        sg_sb_printf(&o, " %s", optional ? "[" : md->f.width ? "{" : "");
        for (unsigned v = 0; v < nv; v++)
            if (md->names[v] && md->names[v][0])
                sg_sb_printf(&o, "%s.%s", k++ ? "|" : "", md->names[v]);
        sg_sb_printf(&o, "%s", optional ? "]" : md->f.width ? "}" : "");
        emit_bits(&o, md->f);
    }
    sg_sb_printf(&o, " [.S](4)");
    for (unsigned k = 0; k < sg_form_nops(f); k++) {
        const sg_opnd_desc *d = &f->opnd[k];
        sg_sb_printf(&o, "%s", k ? ", " : " ");
        if (d->flags & SG_OF_OPTIONAL)
            sg_sb_printf(&o, "[");
        emit_flag(&o, "~", d->inv);
        emit_flag(&o, "-", d->neg && d->kind != SG_OPND_PRED ? d->neg : 0);
        emit_flag(&o, "!", d->neg && d->kind == SG_OPND_PRED ? d->neg : 0);
        emit_flag(&o, "|..|", d->abs);
        switch (d->kind) {
        case SG_OPND_REG: sg_sb_printf(&o, "R"); emit_bits(&o, d->reg); break;
        case SG_OPND_PRED: sg_sb_printf(&o, "P"); emit_bits(&o, d->reg); break;
        case SG_OPND_SREG: sg_sb_printf(&o, "SR"); emit_bits(&o, d->reg); break;
        case SG_OPND_CC: sg_sb_printf(&o, "CC"); emit_bits(&o, d->reg); break;
        case SG_OPND_TEXDIM: sg_sb_printf(&o, "DIM"); emit_bits(&o, d->reg); break;
        case SG_OPND_CONST:
            sg_sb_printf(&o, "c[");
            emit_bits(&o, d->bank);
            if (d->bank_hi)
                sg_sb_printf(&o, "+(%u)", d->bank_hi);
            sg_sb_printf(&o, "][");
            emit_bits(&o, d->val);
            sg_sb_printf(&o, "%s]", d->vshift ? "*4" : "");
            break;
        case SG_OPND_MEM:
        case SG_OPND_CMEM:
            if (d->kind == SG_OPND_CMEM) {
                sg_sb_printf(&o, "c[");
                emit_bits(&o, d->bank);
                sg_sb_printf(&o, "]");
            }
            sg_sb_printf(&o, "[R");
            emit_bits(&o, d->reg);
            sg_sb_printf(&o, "+%s", d->flags & SG_OF_SIGNED ? "s" : "u");
            emit_bits(&o, d->val);
            if (d->val_hi.width)
                emit_bits(&o, d->val_hi);
            if (d->vshift)
                sg_sb_printf(&o, "*%u", 1u << d->vshift);
            sg_sb_printf(&o, "]");
            break;
        case SG_OPND_TARGET:
            sg_sb_printf(&o, "%s", d->flags & SG_OF_REL ? "pc+8+s" : "abs");
            emit_bits(&o, d->val);
            break;
        default:
            sg_sb_printf(&o, "%s", d->kind == SG_OPND_FIMM ? "f" : d->flags & SG_OF_SIGNED ? "s" : "u");
            emit_bits(&o, d->val);
            break;
        }
        emit_flag(&o, ".CC", d->cc);
        if (d->flags & SG_OF_OPTIONAL)
            sg_sb_printf(&o, "]");
    }
    return o.len;
}
