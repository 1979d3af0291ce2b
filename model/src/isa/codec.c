/*
 * codec.c - word <-> sg_insn, both directions read from the ISA table.
 */
#include <string.h>

#include "isa_internal.h"
#include "../util/err.h"

#define GUARD_BITS (0xfull << SG_GUARD_LO)
/* Bits every form fixes (top opcode bits and class): a cheap pre-filter. */
#define OPCODE_BITS 0xf000000000000007ull

uint64_t sg_form_mask(const sg_form *f)
{
    uint64_t owned = 1ull << SG_BIT_S;
    if (!(f->flags & SG_FF_NOGUARD))
        owned |= GUARD_BITS;
    for (unsigned m = 0; m < sg_form_nmods(f); m++)
        owned |= sg_bits_mask(f->mods[m].f);
    for (unsigned o = 0; o < sg_form_nops(f); o++) {
        const sg_opnd_desc *d = &f->opnd[o];
        owned |= sg_bits_mask(d->reg) | sg_bits_mask(d->val) | sg_bits_mask(d->val_hi) |
                 sg_bits_mask(d->bank);
        const uint8_t bits[] = {d->neg, d->abs, d->cc, d->inv, d->bank_hi};
        for (unsigned k = 0; k < sizeof bits; k++)
            if (bits[k])
                owned |= 1ull << bits[k];
    }
    return ~owned;
}

int sg_isa_form_count(void)
{
    return sg_isa_nforms;
}

sg_status sg_isa_form_info(int i, sg_form_info *out)
{
    if (i < 0 || i >= sg_isa_nforms || !out)
        return SG_ERR_ARG;
    const sg_form *f = &sg_isa_forms[i];
    out->mnemonic = f->mnemonic;
    out->match = f->match;
    out->mask = sg_form_mask(f);
    out->op = (sg_op)f->op;
    out->unit = (sg_unit)f->unit;
    out->guarded = !(f->flags & SG_FF_NOGUARD);
    out->nmods = sg_form_nmods(f);
    out->nops = sg_form_nops(f);
    return SG_OK;
}

unsigned sg_isa_mod_width(int form, unsigned m)
{
    if (form < 0 || form >= sg_isa_nforms || m >= sg_form_nmods(&sg_isa_forms[form]))
        return 0;
    return sg_isa_forms[form].mods[m].f.width;
}

sg_status sg_isa_operand_fields(int form, unsigned o, sg_opnd_kind *kind, unsigned *width,
                                unsigned *aux_width)
{
    if (form < 0 || form >= sg_isa_nforms || o >= sg_form_nops(&sg_isa_forms[form]))
        return SG_ERR_ARG;
    const sg_opnd_desc *d = &sg_isa_forms[form].opnd[o];
    if (kind)
        *kind = (sg_opnd_kind)d->kind;
    if (width)
        *width = d->val.width ? sg_opnd_val_width(d) : d->reg.width;
    if (aux_width)
        *aux_width = d->val.width ? (d->reg.width ? d->reg.width : d->bank.width) : 0;
    return SG_OK;
}

uint64_t sg_word_from_cuobjdump(uint64_t printed)
{
    return (printed >> 32) | (printed << 32);
}

uint64_t sg_word_to_cuobjdump(uint64_t word)
{
    return (word >> 32) | (word << 32);
}

static void decode_operand(const sg_opnd_desc *d, uint64_t w, uint32_t addr, sg_operand *op)
{
    memset(op, 0, sizeof *op);
    op->kind = d->kind;
    op->reg = (uint8_t)sg_bits_get(w, d->reg);
    op->bank = (uint8_t)(sg_bits_get(w, d->bank) |
                         (d->bank_hi ? ((w >> d->bank_hi) & 1) << d->bank.width : 0));
    uint64_t v = sg_opnd_val_get(d, w);
    unsigned width = sg_opnd_val_width(d);
    op->imm = (d->flags & (SG_OF_SIGNED | SG_OF_REL)) ? sg_sext(v, width) : (int64_t)v;
    op->imm = (int64_t)((uint64_t)op->imm << d->vshift);
    if (d->flags & SG_OF_REL)
        op->imm = (int64_t)(uint32_t)(addr + 8u + (uint32_t)op->imm);
    op->neg = d->neg ? (uint8_t)((w >> d->neg) & 1) : 0;
    op->abs = d->abs ? (uint8_t)((w >> d->abs) & 1) : 0;
    op->cc = d->cc ? (uint8_t)((w >> d->cc) & 1) : 0;
    op->inv = d->inv ? (uint8_t)((w >> d->inv) & 1) : 0;
}

/* Fill *out from form f; returns 0 if some field holds an undefined value
 * (a modifier without a name, a texture dimensionality without one). */
static int decode_form(const sg_form *f, int idx, uint64_t w, uint32_t addr, sg_insn *out)
{
    out->form = idx;
    out->op = f->op;
    out->sflag = (uint8_t)((w >> SG_BIT_S) & 1);
    if (f->flags & SG_FF_NOGUARD) {
        out->guard = SG_PT;
        out->guard_neg = 0;
    } else {
        out->guard = (uint8_t)((w >> SG_GUARD_LO) & 7);
        out->guard_neg = (uint8_t)((w >> SG_GUARD_NEG) & 1);
    }
    out->nmods = sg_form_nmods(f);
    for (unsigned m = 0; m < sg_form_nmods(f); m++) {
        uint64_t v = sg_bits_get(w, f->mods[m].f);
        if (!f->mods[m].names[v])
            return 0;
        out->mod[m] = (uint16_t)v;
    }
    out->nops = sg_form_nops(f);
    for (unsigned o = 0; o < sg_form_nops(f); o++) {
        decode_operand(&f->opnd[o], w, addr, &out->opnd[o]);
        if (f->opnd[o].kind == SG_OPND_TEXDIM && !sg_texdim_names[out->opnd[o].reg & 7])
            return 0;
    }
    return 1;
}

sg_status sg_decode(uint64_t word, uint32_t addr, sg_insn *out)
{
    if (!out)
        return SG_ERR_ARG;
    memset(out, 0, sizeof *out);
    out->word = word;
    out->addr = addr;
    for (int i = 0; i < sg_isa_nforms; i++) {
        const sg_form *f = &sg_isa_forms[i];
        if ((word ^ f->match) & OPCODE_BITS)
            continue;
        if ((word ^ f->match) & sg_form_mask(f))
            continue;
        if (decode_form(f, i, word, addr, out))
            return SG_OK;
    }
    memset(out, 0, sizeof *out);
    out->word = word;
    out->addr = addr;
    out->form = SG_FORM_UNKNOWN;
    out->guard = SG_PT;
    return SG_ERR_UNKNOWN;
}

/* Put v into field b; fails if v does not fit (as unsigned, or as signed when
 * is_signed). */
static int put(uint64_t *w, sg_bits b, int64_t v, int is_signed)
{
    if (!b.width)
        return v == 0;
    if (b.width < 64) {
        if (is_signed) {
            int64_t lim = (int64_t)1 << (b.width - 1);
            if (v < -lim || v >= lim)
                return 0;
        } else if (v < 0 || (uint64_t)v >> b.width) {
            return 0;
        }
    }
    *w |= ((uint64_t)v << b.lo) & sg_bits_mask(b);
    return 1;
}

static int put_bit(uint64_t *w, uint8_t bit, uint8_t v)
{
    if (!bit)
        return v == 0;
    if (v > 1)
        return 0;
    *w |= (uint64_t)v << bit;
    return 1;
}

static const char *kind_name(unsigned k)
{
    static const char *const names[] = {"none", "register", "predicate", "constant", "immediate",
                                        "immediate", "float immediate", "branch target",
                                        "memory operand", "constant memory operand",
                                        "special register", "condition-code test",
                                        "texture dimensionality"};
    return k < sizeof names / sizeof names[0] ? names[k] : "?";
}

sg_status sg_encode(const sg_insn *in, uint64_t *word, sg_error *err)
{
    return sg_encode_ex(in, word, err, NULL);
}

sg_status sg_encode_ex(const sg_insn *in, uint64_t *word, sg_error *err, int *bad_operand)
{
    int dummy;
    if (!bad_operand)
        bad_operand = &dummy;
    *bad_operand = -1;
    if (!in || !word)
        return sg_fail(err, SG_ERR_ARG, "sg_encode: NULL argument");
    if (in->form < 0 || in->form >= sg_isa_nforms)
        return sg_fail(err, SG_ERR_UNKNOWN, "cannot encode an unknown instruction (form %d)",
                       in->form);
    const sg_form *f = &sg_isa_forms[in->form];
    uint64_t w = f->match;
    if (!put_bit(&w, SG_BIT_S, in->sflag))
        return sg_fail(err, SG_ERR_RANGE, ".S flag must be 0 or 1");
    if (f->flags & SG_FF_NOGUARD) {
        if (in->guard != SG_PT || in->guard_neg)
            return sg_fail(err, SG_ERR_OPERAND, "%s takes no guard predicate", f->mnemonic);
    } else {
        if (in->guard > 7 || in->guard_neg > 1)
            return sg_fail(err, SG_ERR_RANGE, "guard predicate out of range");
        w |= (uint64_t)in->guard << SG_GUARD_LO | (uint64_t)in->guard_neg << SG_GUARD_NEG;
    }
    if (in->nmods != sg_form_nmods(f) || in->nops != sg_form_nops(f))
        return sg_fail(err, SG_ERR_OPERAND, "%s: expected %u modifiers and %u operands",
                       f->mnemonic, sg_form_nmods(f), sg_form_nops(f));
    for (unsigned m = 0; m < sg_form_nmods(f); m++) {
        uint16_t v = in->mod[m];
        if ((v >> f->mods[m].f.width) || !f->mods[m].names[v])
            return sg_fail(err, SG_ERR_RANGE, "%s: modifier %u has no value %u", f->mnemonic, m,
                           v);
        w |= (uint64_t)v << f->mods[m].f.lo;
    }
    uint64_t regs_owned = 0; /* register fields written so far (FFMA32I shares one) */
    for (unsigned o = 0; o < sg_form_nops(f); o++) {
        const sg_opnd_desc *d = &f->opnd[o];
        const sg_operand *op = &in->opnd[o];
        *bad_operand = (int)o;
        if (op->kind != d->kind)
            return sg_fail(err, SG_ERR_OPERAND, "%s: operand %u must be a %s, not a %s",
                           f->mnemonic, o + 1, kind_name(d->kind), kind_name(op->kind));
        int64_t v = op->imm;
        if (d->flags & SG_OF_REL)
            v = (int64_t)(int32_t)((uint32_t)op->imm - (in->addr + 8u));
        if (d->flags & SG_OF_REL && (op->imm < 0 || op->imm > 0xffffffffll))
            return sg_fail(err, SG_ERR_RANGE, "%s: branch target 0x%llx is not a 32-bit address",
                           f->mnemonic, (unsigned long long)op->imm);
        if (v & ((1ll << d->vshift) - 1))
            return sg_fail(err, SG_ERR_RANGE, "%s: operand %u value 0x%llx is not a multiple of %u",
                           f->mnemonic, o + 1, (unsigned long long)v, 1u << d->vshift);
        v = d->vshift ? (v < 0 ? -(int64_t)((uint64_t)-v >> d->vshift) : v >> d->vshift) : v;
        sg_bits whole = {d->val.lo, (uint8_t)sg_opnd_val_width(d)};
        uint64_t tmp = 0;
        if (!put(&tmp, whole, v, (d->flags & (SG_OF_SIGNED | SG_OF_REL)) != 0)) {
            if (d->flags & SG_OF_REL)
                return sg_fail(err, SG_ERR_RANGE,
                               "%s: branch target 0x%llx is out of reach from 0x%x (offset must "
                               "fit in %u signed bits)",
                               f->mnemonic, (unsigned long long)op->imm, in->addr, whole.width);
            return sg_fail(err, SG_ERR_RANGE, "%s operand %u: %s0x%llx does not fit in %u %s bits",
                           f->mnemonic, o + 1, op->imm < 0 ? "-" : "",
                           (unsigned long long)(op->imm < 0 ? -(uint64_t)op->imm : (uint64_t)op->imm),
                           whole.width, (d->flags & SG_OF_SIGNED) ? "signed" : "unsigned");
        }
        if (d->val.width) {
            uint64_t raw = sg_bits_get(tmp, whole);
            w |= (raw & ((1ull << d->val.width) - 1)) << d->val.lo;
            if (d->val_hi.width)
                w |= (raw >> d->val.width) << d->val_hi.lo;
        }
        unsigned bank = op->bank;
        if (d->bank_hi) {
            w |= (uint64_t)((bank >> d->bank.width) & 1) << d->bank_hi;
            if (bank >> (d->bank.width + 1))
                return sg_fail(err, SG_ERR_RANGE, "%s: operand %u constant bank 0x%x out of range",
                               f->mnemonic, o + 1, bank);
            bank &= (1u << d->bank.width) - 1;
        }
        if (d->kind == SG_OPND_TEXDIM && (op->reg > 7 || !sg_texdim_names[op->reg]))
            return sg_fail(err, SG_ERR_RANGE, "%s: operand %u: no such texture dimensionality",
                           f->mnemonic, o + 1);
        if ((regs_owned & sg_bits_mask(d->reg)) && sg_bits_get(w, d->reg) != op->reg)
            return sg_fail(err, SG_ERR_OPERAND,
                           "%s: operand %u shares its register field with an earlier operand and "
                           "must name the same register (R%u)",
                           f->mnemonic, o + 1, (unsigned)sg_bits_get(w, d->reg));
        if (!put(&w, d->reg, op->reg, 0))
            return sg_fail(err, SG_ERR_RANGE, "%s: operand %u register %u out of range",
                           f->mnemonic, o + 1, op->reg);
        regs_owned |= sg_bits_mask(d->reg);
        if (!put(&w, d->bank, bank, 0))
            return sg_fail(err, SG_ERR_RANGE, "%s: operand %u constant bank 0x%x out of range",
                           f->mnemonic, o + 1, op->bank);
        if (!put_bit(&w, d->neg, op->neg))
            return sg_fail(err, SG_ERR_OPERAND, "%s: operand %u cannot be negated", f->mnemonic,
                           o + 1);
        if (!put_bit(&w, d->abs, op->abs))
            return sg_fail(err, SG_ERR_OPERAND, "%s: operand %u takes no |absolute value|",
                           f->mnemonic, o + 1);
        if (!put_bit(&w, d->cc, op->cc))
            return sg_fail(err, SG_ERR_OPERAND, "%s: operand %u takes no .CC", f->mnemonic, o + 1);
        if (!put_bit(&w, d->inv, op->inv))
            return sg_fail(err, SG_ERR_OPERAND, "%s: operand %u cannot be inverted (~)", f->mnemonic,
                           o + 1);
    }
    *bad_operand = -1;
    *word = w;
    return SG_OK;
}
