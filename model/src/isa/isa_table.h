/*
 * isa_table.h - the format of the one Fermi ISA table (see specs/isa.md).
 *
 * A form is everything needed to go both ways between a 64-bit word and its
 * cuobjdump text: the fixed bits (match), the modifier fields with the name
 * of each value, and the operands with their bit fields. The mask of fixed
 * bits is not written in the table: it is every bit that no field of the form
 * owns, so a word with a bit set where the form has neither a field nor a 1
 * in match is not that form (decoding is strict: never a guess).
 */
#ifndef SMGOLD_ISA_TABLE_H
#define SMGOLD_ISA_TABLE_H

#include <stdint.h>

#include "smgold/isa.h"

/* A bit field: width bits starting at bit lo (width 0 = absent). */
typedef struct sg_bits {
    uint8_t lo, width;
} sg_bits;

/* A modifier: the value of its field selects names[value]. "" prints nothing
 * (the default the assembler assumes when no suffix names the field), NULL
 * marks an encoding the form does not define (decoded as unknown). A name may
 * span several dot-separated suffixes ("RED.POPC", "U32.U32"). A field of
 * width 0 makes a fixed suffix: names[0] is always printed and required. */
typedef struct sg_mod_desc {
    sg_bits f;
    const char *const *names; /* 1 << f.width entries */
} sg_mod_desc;

/* Operand flags. */
enum {
    SG_OF_SIGNED = 1 << 0,   /* val sign-extends */
    SG_OF_REL = 1 << 1,      /* TARGET: addr + 8 + signed val */
    SG_OF_OPTIONAL = 1 << 2, /* printed only when not its default (reg == dflt,
                                imm == 0); the assembler skips it when the
                                next operand does not fit its kind */
    SG_OF_NOREG = 1 << 3,    /* MEM: no base register ([imm] only) */
    SG_OF_RAW = 1 << 4,      /* a signed immediate printed as its raw unsigned
                                field, as cuobjdump prints 20-bit integer
                                immediates (0xfffff, not -0x1); the assembler
                                takes either spelling */
    SG_OF_SHOWOFF = 1 << 5,  /* MEM/CMEM: a zero offset is printed ([R4+0x0]) */
    SG_OF_SAMEREG = 1 << 6   /* REG: the register field is an earlier operand's
                                (FFMA32I's third source is its destination); the
                                encoder requires both to name the same register */
};

/* An operand. Which fields are used depends on kind:
 *   REG, PRED, SREG, CC : reg
 *   CONST               : bank, val (byte offset)
 *   IMM, UIMM, FIMM     : val
 *   TARGET              : val (relative with SG_OF_REL, else absolute)
 *   MEM                 : reg (base), val (offset)
 *   CMEM                : bank, reg (base), val (offset)
 * neg ("-", "!"), abs ("|x|"), cc (".CC" after a register) and inv ("~")
 * are bit numbers (0 = the operand has no such bit; bit 0 is always part of
 * the class field, so it can never be one of them). */
typedef struct sg_opnd_desc {
    uint8_t kind;
    sg_bits reg, val, bank;
    sg_bits val_hi;  /* high part of a split value field (val holds the low bits) */
    uint8_t vshift;  /* the value is the field << vshift (e.g. c[] offsets in words) */
    uint8_t bank_hi; /* bit holding bank bit 4 when the bank field is 4 bits (0 = none) */
    uint8_t neg, abs, cc, inv;
    uint8_t flags;
    uint8_t dflt; /* default of an SG_OF_OPTIONAL operand (main field value) */
} sg_opnd_desc;

/* Form flags. */
enum {
    SG_FF_NOGUARD = 1 << 0 /* no guard: bits 10-13 are fixed at 0, guard = PT */
};

typedef struct sg_form {
    const char *mnemonic;
    uint64_t match;
    uint8_t op;   /* sg_op */
    uint8_t unit; /* sg_unit */
    uint8_t flags;
    sg_mod_desc mods[SG_MAX_MODS];       /* the first with names == NULL ends the list */
    sg_opnd_desc opnd[SG_MAX_OPERANDS];  /* the first with kind == 0 ends the list */
} sg_form;

/* The one-bit ".W" of the shifts (SHL, SHR bit 9; VSHL, VSHR bit 7), whose
 * spelling depends on the cuobjdump dialect. */
static inline int sg_mod_is_shift_w(const sg_mod_desc *m)
{
    return m->f.width == 1 && m->names[0] && !m->names[0][0] && m->names[1] &&
           m->names[1][0] == 'W' && !m->names[1][1];
}

static inline unsigned sg_form_nmods(const sg_form *f)
{
    unsigned n = 0;
    while (n < SG_MAX_MODS && f->mods[n].names)
        n++;
    return n;
}

static inline unsigned sg_form_nops(const sg_form *f)
{
    unsigned n = 0;
    while (n < SG_MAX_OPERANDS && f->opnd[n].kind)
        n++;
    return n;
}

extern const sg_form sg_isa_forms[];
extern const int sg_isa_nforms;

/* Names of special registers (S2R) by number, "SR_Tid_X" style; NULL = no
 * name (printed as SR<n>). */
extern const char *const sg_sreg_names[256];
/* Texture dimensionality names by field value; NULL = not known. */
extern const char *const sg_texdim_names[8];
/* Names of the 32 condition-code tests, "CC.T" style. */
extern const char *const sg_cc_names[32];

/* Fixed-bit mask of a form (computed from its fields). */
uint64_t sg_form_mask(const sg_form *f);

/* Bits every form owns: class (0-2), .S (4), guard (10-13). */
#define SG_BIT_S 4
#define SG_GUARD_LO 10
#define SG_GUARD_NEG 13

static inline uint64_t sg_bits_get(uint64_t w, sg_bits b)
{
    return b.width ? (w >> b.lo) & ((b.width == 64) ? ~0ull : ((1ull << b.width) - 1)) : 0;
}

static inline uint64_t sg_bits_mask(sg_bits b)
{
    return b.width ? (((b.width == 64) ? ~0ull : ((1ull << b.width) - 1)) << b.lo) : 0;
}

/* Value field of an operand (val, then val_hi above it), and its total width. */
static inline unsigned sg_opnd_val_width(const sg_opnd_desc *d)
{
    return d->val.width + d->val_hi.width;
}

static inline uint64_t sg_opnd_val_get(const sg_opnd_desc *d, uint64_t w)
{
    return sg_bits_get(w, d->val) | (sg_bits_get(w, d->val_hi) << d->val.width);
}

static inline int64_t sg_sext(uint64_t v, unsigned width)
{
    uint64_t m = 1ull << (width - 1);
    return (int64_t)((v ^ m) - m);
}

#endif
