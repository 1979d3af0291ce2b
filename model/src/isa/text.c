/*
 * text.c - the disassembler: sg_insn -> cuobjdump text, read from the table.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "isa_table.h"

typedef struct out {
    char *buf;
    size_t n, len;
} out;

static void emit(out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void emit(out *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = o->len < o->n ? o->n - o->len : 0;
    int k = vsnprintf(room ? o->buf + o->len : NULL, room, fmt, ap);
    va_end(ap);
    if (k > 0)
        o->len += (size_t)k;
}

static void emit_hex(out *o, int64_t v)
{
    if (v < 0)
        emit(o, "-0x%llx", (unsigned long long)(-(uint64_t)v));
    else
        emit(o, "0x%llx", (unsigned long long)v);
}

static void emit_reg(out *o, unsigned r)
{
    if (r == SG_RZ)
        emit(o, "RZ");
    else
        emit(o, "R%u", r);
}

static void emit_pred(out *o, unsigned p)
{
    if (p == SG_PT)
        emit(o, "pt");
    else
        emit(o, "P%u", p);
}

/* "[R4]", "[R4+0x10]", "[R4+-0x10]", "[0x10]" (base RZ or none). */
static void emit_addr(out *o, const sg_opnd_desc *d, const sg_operand *op)
{
    int has_reg = !(d->flags & SG_OF_NOREG) && op->reg != SG_RZ;
    emit(o, "[");
    if (has_reg) {
        emit_reg(o, op->reg);
        if (op->imm > 0)
            emit(o, "+0x%llx", (unsigned long long)op->imm);
        else if (op->imm < 0) /* cuobjdump writes "[R1+-0x4]" */
            emit(o, "+-0x%llx", (unsigned long long)(-(uint64_t)op->imm));
    } else {
        emit_hex(o, op->imm);
    }
    emit(o, "]");
}

static void emit_operand(out *o, const sg_opnd_desc *d, const sg_operand *op)
{
    switch (d->kind) {
    case SG_OPND_PRED:
        emit(o, "%s", op->neg ? "!" : "");
        emit_pred(o, op->reg);
        return;
    case SG_OPND_SREG:
        if (sg_sreg_names[op->reg])
            emit(o, "%s", sg_sreg_names[op->reg]);
        else
            emit(o, "SR%u", op->reg);
        return;
    case SG_OPND_CC:
        emit(o, "%s", sg_cc_names[op->reg & 31]);
        return;
    case SG_OPND_TARGET:
        emit(o, "0x%llx", (unsigned long long)op->imm);
        return;
    case SG_OPND_MEM:
        emit_addr(o, d, op);
        return;
    case SG_OPND_CMEM:
        emit(o, "c [0x%x] ", op->bank);
        emit_addr(o, d, op);
        return;
    default:
        break;
    }
    /* REG, CONST and immediates take "~", "-" and "|x|". */
    if (op->inv)
        emit(o, "~");
    if (op->neg)
        emit(o, "-");
    if (op->abs)
        emit(o, "|");
    int paren = op->neg && (d->kind == SG_OPND_IMM || d->kind == SG_OPND_UIMM ||
                            d->kind == SG_OPND_FIMM);
    if (paren)
        emit(o, "(");
    switch (d->kind) {
    case SG_OPND_REG:
        emit_reg(o, op->reg);
        break;
    case SG_OPND_CONST:
        emit(o, "c [0x%x] [0x%llx]", op->bank, (unsigned long long)op->imm);
        break;
    default: /* IMM, UIMM, FIMM */
        emit_hex(o, op->imm);
        break;
    }
    if (paren)
        emit(o, ")");
    if (op->abs)
        emit(o, "|");
    if (op->cc)
        emit(o, ".CC");
}

size_t sg_disasm(const sg_insn *in, char *buf, size_t n)
{
    out o = {buf, n, 0};
    if (n)
        buf[0] = '\0';
    if (!in)
        return 0;
    if (in->form < 0 || in->form >= sg_isa_nforms) {
        emit(&o, "UNKNOWN 0x%016llx;", (unsigned long long)in->word);
        return o.len;
    }
    const sg_form *f = &sg_isa_forms[in->form];
    if (in->guard != SG_PT || in->guard_neg) {
        emit(&o, "@%s", in->guard_neg ? "!" : "");
        emit_pred(&o, in->guard);
        emit(&o, " ");
    }
    emit(&o, "%s", f->mnemonic);
    for (unsigned m = 0; m < sg_form_nmods(f); m++) {
        const char *name = f->mods[m].names[in->mod[m]];
        if (name && name[0])
            emit(&o, ".%s", name);
    }
    if (in->sflag)
        emit(&o, ".S");
    int first = 1;
    for (unsigned i = 0; i < sg_form_nops(f); i++) {
        const sg_opnd_desc *d = &f->opnd[i];
        const sg_operand *op = &in->opnd[i];
        if ((d->flags & SG_OF_OPTIONAL) && op->reg == d->dflt && op->imm == 0 && !op->neg &&
            !op->abs && !op->inv && !op->cc)
            continue;
        emit(&o, first ? " " : ", ");
        first = 0;
        emit_operand(&o, d, op);
    }
    emit(&o, ";");
    return o.len;
}

size_t sg_disasm_line(const sg_insn *in, char *buf, size_t n)
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
    return used + sg_disasm(in, rest ? buf + used : NULL, rest);
}

static void emit_bits(out *o, sg_bits b)
{
    if (b.width == 1)
        emit(o, "(%u)", b.lo);
    else if (b.width)
        emit(o, "(%u-%u)", b.lo, b.lo + b.width - 1);
}

static void emit_flag(out *o, const char *name, uint8_t bit)
{
    if (bit)
        emit(o, "[%s](%u)", name, bit);
}

size_t sg_isa_form_syntax(int i, char *buf, size_t n)
{
    out o = {buf, n, 0};
    if (n)
        buf[0] = '\0';
    if (i < 0 || i >= sg_isa_nforms)
        return 0;
    const sg_form *f = &sg_isa_forms[i];
    emit(&o, "%s%s", f->flags & SG_FF_NOGUARD ? "" : "[@P] ", f->mnemonic);
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
            emit(&o, " <");
            emit_bits(&o, md->f);
            emit(&o, " = 0x%x>", only);
            continue;
        }
        emit(&o, " %s", optional ? "[" : md->f.width ? "{" : "");
        for (unsigned v = 0; v < nv; v++)
            if (md->names[v] && md->names[v][0])
                emit(&o, "%s.%s", k++ ? "|" : "", md->names[v]);
        emit(&o, "%s", optional ? "]" : md->f.width ? "}" : "");
        emit_bits(&o, md->f);
    }
    emit(&o, " [.S](4)");
    for (unsigned k = 0; k < sg_form_nops(f); k++) {
        const sg_opnd_desc *d = &f->opnd[k];
        emit(&o, "%s", k ? ", " : " ");
        if (d->flags & SG_OF_OPTIONAL)
            emit(&o, "[");
        emit_flag(&o, "~", d->inv);
        emit_flag(&o, "-", d->neg && d->kind != SG_OPND_PRED ? d->neg : 0);
        emit_flag(&o, "!", d->neg && d->kind == SG_OPND_PRED ? d->neg : 0);
        emit_flag(&o, "|..|", d->abs);
        switch (d->kind) {
        case SG_OPND_REG: emit(&o, "R"); emit_bits(&o, d->reg); break;
        case SG_OPND_PRED: emit(&o, "P"); emit_bits(&o, d->reg); break;
        case SG_OPND_SREG: emit(&o, "SR"); emit_bits(&o, d->reg); break;
        case SG_OPND_CC: emit(&o, "CC"); emit_bits(&o, d->reg); break;
        case SG_OPND_CONST:
            emit(&o, "c[");
            emit_bits(&o, d->bank);
            if (d->bank_hi)
                emit(&o, "+(%u)", d->bank_hi);
            emit(&o, "][");
            emit_bits(&o, d->val);
            emit(&o, "%s]", d->vshift ? "*4" : "");
            break;
        case SG_OPND_MEM:
        case SG_OPND_CMEM:
            if (d->kind == SG_OPND_CMEM) {
                emit(&o, "c[");
                emit_bits(&o, d->bank);
                emit(&o, "]");
            }
            emit(&o, "[R");
            emit_bits(&o, d->reg);
            emit(&o, "+%s", d->flags & SG_OF_SIGNED ? "s" : "u");
            emit_bits(&o, d->val);
            if (d->val_hi.width)
                emit_bits(&o, d->val_hi);
            if (d->vshift)
                emit(&o, "*%u", 1u << d->vshift);
            emit(&o, "]");
            break;
        case SG_OPND_TARGET:
            emit(&o, "%s", d->flags & SG_OF_REL ? "pc+8+s" : "abs");
            emit_bits(&o, d->val);
            break;
        default:
            emit(&o, "%s", d->kind == SG_OPND_FIMM ? "f" : d->flags & SG_OF_SIGNED ? "s" : "u");
            emit_bits(&o, d->val);
            break;
        }
        emit_flag(&o, ".CC", d->cc);
        if (d->flags & SG_OF_OPTIONAL)
            emit(&o, "]");
    }
    return o.len;
}
