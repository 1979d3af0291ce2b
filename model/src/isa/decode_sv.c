/*
 * decode_sv.c - the reference RTL of the decoder, generated from the ISA
 * table (specs/decode.md §5): sm_decode_pkg.sv (the form table), sm_decode.sv
 * (the module) and decode_bugs.svh (its injected bugs).
 *
 * This is the structural path: every bundle field of every form becomes a
 * "recipe" read off the table's bit fields - a constant, a bit field (split,
 * sign-extended, shifted) or a small table indexed by a modifier field - and
 * each recipe becomes one assignment of the generated module. The semantic
 * path (decode_bundle.c) computes the same fields from sg_decode()'s operands
 * and the modifier names; rtl_decode compares the two (decode_check.cpp).
 *
 * The text depends on the table only (no dates, no paths): regenerating is
 * byte-for-byte stable. Nothing here is global and mutable: a render builds
 * its tables on the stack.
 */
#include <stdio.h>
#include <string.h>

#include "smgold/decode.h"
#include "decode_internal.h"
#include "../util/strbuf.h"

#define OPCODE_BITS 0xf000000000000007ull /* codec.c: bits every form fixes */
#define SG_ISA_MAX_FORMS 512 /* dec_form is 9 bits */

/* ---- the injected bugs (ids 160-191) -------------------------------------- */

enum {
    B_X_DROPPED = 160,
    B_ISCADD_SRC_SWAPPED,
    B_U_FROM_LMT_BIT,
    B_IMM20_ZERO_EXTENDED,
    B_SETP_PD_BITS,
    B_GUARD_NEG_IGNORED,
    B_SIZE64_AS_32,
    B_LDL_MATCH_BIT56,
    B_CC32I_FROM_BIT48,
    B_REL_TARGET_ZERO_EXTENDED,
    B_CBANK_HI_DROPPED,
    B_RC_SLOT_AS_REGISTER,
    B_UNDEFINED_MODS_ACCEPTED,
    B_KIL_NOT_EXIT,
    B_FP64_RA_SINGLE,
    B_NOGUARD_READS_GUARD,
    B_IMAD_X_FROM_BIT6,
    B_E_IGNORED,
    B_CONV_DST64_SINGLE,
    B_END
};

static const struct {
    unsigned id;
    const char *name, *what;
} bugs[] = {
    {B_X_DROPPED, "x_dropped",
     ".X is never decoded: dec_x = 0 (IADD, IADD32I, IMAD, ISETP, ISET), so the carry is not "
     "read (dec_rcc)"},
    {B_ISCADD_SRC_SWAPPED, "iscadd_src_swapped",
     "ISCADD with a register second source: Ra and Rb swapped (dec_ra from bits 26-31, dec_rb "
     "from 20-25)"},
    {B_U_FROM_LMT_BIT, "u_from_lmt_bit", ".U of BRA/JMP read from bit 16 (.LMT) instead of bit 15"},
    {B_IMM20_ZERO_EXTENDED, "imm20_zero_extended",
     "20-bit integer immediates (bits 26-45) zero-extended instead of sign-extended"},
    {B_SETP_PD_BITS, "setp_pd_bits",
     "ISETP/FSETP/DSETP/PSETP: the first predicate destination read from bits 16-18 instead of "
     "17-19"},
    {B_GUARD_NEG_IGNORED, "guard_neg_ignored", "the guard's negation (bit 13) ignored: @!P decodes as @P"},
    {B_SIZE64_AS_32, "size64_as_32",
     "memory size field value 5 (.64) decoded as 32 bits: 1 register, 4 bytes"},
    {B_LDL_MATCH_BIT56, "ldl_match_bit56",
     "LDL's match ignores opcode bit 56: LDS words (opcode 0xc1) decode as LDL (0xc0)"},
    {B_CC32I_FROM_BIT48, "cc32i_from_bit48",
     "the 32-bit-immediate forms (IADD32I, LOP32I, ...) read .CC from bit 48 instead of 58"},
    {B_REL_TARGET_ZERO_EXTENDED, "rel_target_zero_extended",
     "relative branch offsets (BRA, CAL, SSY, PBK, PCNT, PRET, PLONGJMP) zero-extended: "
     "backward targets go forward"},
    {B_CBANK_HI_DROPPED, "cbank_hi_dropped",
     "c[bank][offset] operands lose bank bit 4 (bit 26): banks 0x10-0x11 read as 0x0-0x1"},
    {B_RC_SLOT_AS_REGISTER, "rc_slot_as_register",
     "three-source forms with Rc as second source (bits 46-47 = 2) decoded as the register form: "
     "b = register 26-31 instead of c[bank][offset]"},
    {B_UNDEFINED_MODS_ACCEPTED, "undefined_mods_accepted",
     "modifier values without a name (and undefined texture dimensionalities) accepted: a form "
     "matches on its fixed bits alone"},
    {B_KIL_NOT_EXIT, "kil_not_exit", "KIL decoded as control class OTHER instead of EXIT"},
    {B_FP64_RA_SINGLE, "fp64_ra_single",
     "double-precision Ra read as one register (dec_ra_n 1) instead of a pair"},
    {B_NOGUARD_READS_GUARD, "noguard_reads_guard",
     "unguarded forms (CAL, JCAL, SSY, PBK, PCNT, PRET, PLONGJMP, RTT, BPT) take bits 10-13 as a "
     "guard: @P0 instead of PT"},
    {B_IMAD_X_FROM_BIT6, "imad_x_from_bit6", "IMAD's .X read from bit 6 (IADD's) instead of bit 55"},
    {B_E_IGNORED, "e_ignored", ".E ignored: global addresses read as one register (dec_ra_n 1)"},
    {B_CONV_DST64_SINGLE, "conv_dst64_single",
     "conversions to a 64-bit type (F2F.F64, F2I.S64, I2F.F64, I2I.S64, ...) write one register"},
};
_Static_assert(sizeof bugs / sizeof bugs[0] == B_END - 160, "one entry per bug id");
_Static_assert(B_END - 1 <= 191, "decoder bug ids are 160-191");

unsigned sg_decode_bug_count(void)
{
    return (unsigned)(sizeof bugs / sizeof bugs[0]);
}

sg_status sg_decode_bug_info(unsigned i, unsigned *id, const char **name, const char **what)
{
    if (i >= sg_decode_bug_count())
        return SG_ERR_ARG;
    if (id)
        *id = bugs[i].id;
    if (name)
        *name = bugs[i].name;
    if (what)
        *what = bugs[i].what;
    return SG_OK;
}

static const char *bug_name(unsigned id)
{
    return id >= 160 && id < B_END ? bugs[id - 160].name : "?";
}

/* ---- recipes --------------------------------------------------------------- */

enum { RK_CONST, RK_FIELD, RK_LUT };

typedef struct rcp {
    uint8_t kind;
    sg_bits f, hi;  /* FIELD: value f, then hi above it; LUT: the index field f */
    uint8_t sext;   /* FIELD: sign-extend from the top of the value */
    uint8_t shift;  /* FIELD: then shift left */
    uint32_t k;     /* CONST */
    int lut;        /* LUT: index in the LUT set */
} rcp;

#define MAX_ALTS 2
typedef struct fld {
    rcp r;
    unsigned nalt;
    struct {
        unsigned bug;
        rcp r;
    } alt[MAX_ALTS]; /* under bug `bug` the field is alt.r instead */
} fld;

/* Small tables indexed by a field (at most 6 bits), shared by the forms. */
#define MAX_LUTS 64
typedef struct lut {
    uint8_t in_w, out_w;
    uint8_t v[64];
    char tag[24];
} lut;

typedef struct lutset {
    unsigned n;
    lut t[MAX_LUTS];
} lutset;

typedef struct plan {
    fld v[SG_DF_COUNT];
    unsigned ndef;
    struct {
        sg_bits f;
        int lut;
    } def[SG_MAX_MODS + 1]; /* modifier (and texture dimensionality) fields with undefined values */
    uint64_t drop_bits;      /* bits the mask loses under drop_bug */
    unsigned drop_bug;
} plan;

static const uint8_t field_width[SG_DF_COUNT] = {
#define SG_DEC_W_(name, width) width,
    SG_DEC_FIELDS(SG_DEC_W_)
#undef SG_DEC_W_
};
static const char *const field_name[SG_DF_COUNT] = {
#define SG_DEC_N_(name, width) #name,
    SG_DEC_FIELDS(SG_DEC_N_)
#undef SG_DEC_N_
};

static int lut_add(lutset *s, unsigned in_w, unsigned out_w, const uint8_t *v, const char *tag)
{
    unsigned n = 1u << in_w;
    for (unsigned i = 0; i < s->n; i++)
        if (s->t[i].in_w == in_w && s->t[i].out_w == out_w && !memcmp(s->t[i].v, v, n))
            return (int)i;
    if (s->n >= MAX_LUTS)
        return -1;
    lut *l = &s->t[s->n];
    memset(l, 0, sizeof *l);
    l->in_w = (uint8_t)in_w;
    l->out_w = (uint8_t)out_w;
    memcpy(l->v, v, n);
    snprintf(l->tag, sizeof l->tag, "%s", tag);
    return (int)s->n++;
}

static rcp r_const(uint32_t k)
{
    rcp r;
    memset(&r, 0, sizeof r);
    r.kind = RK_CONST;
    r.k = k;
    return r;
}

static rcp r_field(unsigned lo, unsigned width)
{
    rcp r = r_const(0);
    r.kind = RK_FIELD;
    r.f.lo = (uint8_t)lo;
    r.f.width = (uint8_t)width;
    return r;
}

/* A table over field f; as a plain field or a constant when it is one. */
static rcp r_lut(lutset *s, sg_bits f, unsigned out_w, const uint8_t *v, const char *tag)
{
    unsigned n = 1u << f.width;
    int same = 1, ident = f.width == 1 && v[0] == 0 && v[1] == 1;
    for (unsigned i = 1; i < n; i++)
        same &= v[i] == v[0];
    if (!f.width || same)
        return r_const(v[0]);
    if (ident)
        return r_field(f.lo, 1);
    rcp r = r_const(0);
    r.kind = RK_LUT;
    r.f = f;
    r.lut = lut_add(s, f.width, out_w, v, tag);
    return r;
}

static void set(plan *p, unsigned fi, rcp r)
{
    p->v[fi].r = r;
}

static void add_bug(plan *p, unsigned fi, unsigned bug, rcp alt)
{
    fld *f = &p->v[fi];
    if (f->nalt < MAX_ALTS) {
        f->alt[f->nalt].bug = bug;
        f->alt[f->nalt].r = alt;
        f->nalt++;
    }
}

static const sg_mod_desc *mod_at(const sg_form *f, unsigned lo, unsigned width)
{
    for (unsigned m = 0; m < sg_form_nmods(f); m++)
        if (f->mods[m].f.lo == lo && f->mods[m].f.width == width)
            return &f->mods[m];
    return NULL;
}

/* The table "value v of modifier m is named `name`" (U, X). */
static int mod_named(const sg_mod_desc *m, const char *name, uint8_t *v)
{
    int any = 0;
    for (unsigned i = 0; i < (1u << m->f.width); i++) {
        v[i] = m->names[i] && !strcmp(m->names[i], name);
        any |= v[i];
    }
    return any;
}

/* The operand's value: its field (and high part), sign-extended, shifted. */
static rcp r_value(const sg_opnd_desc *d, unsigned shift)
{
    rcp r = r_field(d->val.lo, d->val.width);
    r.hi = d->val_hi;
    r.sext = (d->flags & (SG_OF_SIGNED | SG_OF_REL)) != 0;
    r.shift = (uint8_t)shift;
    return r;
}

/* Size field (bits 5-7) tables: registers, bytes, signed (ldst.c size_mod). */
static const uint8_t size_regs[8] = {1, 1, 1, 1, 1, 2, 4, 0};
static const uint8_t size_regs_bug[8] = {1, 1, 1, 1, 1, 1, 4, 0};
static const uint8_t size_bytes[8] = {1, 1, 2, 2, 4, 8, 16, 0};
static const uint8_t size_bytes_bug[8] = {1, 1, 2, 2, 4, 4, 16, 0};
static const uint8_t size_signed[8] = {0, 1, 0, 1, 0, 0, 0, 0};

static unsigned regs_of(unsigned bytes)
{
    return bytes == 0 ? 0 : bytes <= 4 ? 1 : bytes / 4;
}

static void ldldu_sizes(const sg_form *f, unsigned *ld, unsigned *ldu)
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

/* Every field of form i as recipes, with its bugs (specs/decode.md §3-§4). */
static void build(lutset *s, int i, plan *p)
{
    const sg_form *f = &sg_isa_forms[i];
    unsigned op = f->op;
    memset(p, 0, sizeof *p);
    for (unsigned k = 0; k < SG_DF_COUNT; k++)
        p->v[k].r = r_const(0);
    set(p, SG_DF_valid, r_const(1));
    set(p, SG_DF_form, r_const((uint32_t)i));
    set(p, SG_DF_op, r_const(op));
    set(p, SG_DF_unit, r_const(f->unit));
    set(p, SG_DF_iclass, r_const(sg_dec_iclass_of(op, f->unit)));
    set(p, SG_DF_ctrl, r_const(sg_dec_ctrl_of(op)));
    if (op == SG_OP_KIL)
        add_bug(p, SG_DF_ctrl, B_KIL_NOT_EXIT, r_const(SG_DEC_CTRL_OTHER));
    if (f->flags & SG_FF_NOGUARD) {
        set(p, SG_DF_guard, r_const(SG_PT));
        add_bug(p, SG_DF_guard, B_NOGUARD_READS_GUARD, r_field(SG_GUARD_LO, 3));
        add_bug(p, SG_DF_guard_neg, B_NOGUARD_READS_GUARD, r_field(SG_GUARD_NEG, 1));
    } else {
        set(p, SG_DF_guard, r_field(SG_GUARD_LO, 3));
        set(p, SG_DF_guard_neg, r_field(SG_GUARD_NEG, 1));
        add_bug(p, SG_DF_guard_neg, B_GUARD_NEG_IGNORED, r_const(0));
    }
    set(p, SG_DF_sflag, r_field(SG_BIT_S, 1));
    set(p, SG_DF_cctest, r_const(15));
    set(p, SG_DF_pd, r_const(SG_PT));
    set(p, SG_DF_pd2, r_const(SG_PT));
    set(p, SG_DF_pa, r_const(SG_PT));
    set(p, SG_DF_pb, r_const(SG_PT));
    set(p, SG_DF_pc, r_const(SG_PT));

    /* modifiers: definedness, .U, .X */
    for (unsigned m = 0; m < sg_form_nmods(f); m++) {
        const sg_mod_desc *md = &f->mods[m];
        uint8_t v[64];
        int undef = 0;
        for (unsigned k = 0; k < (1u << md->f.width); k++) {
            v[k] = md->names[k] != NULL;
            undef |= !v[k];
        }
        if (undef && md->f.width && p->ndef < SG_MAX_MODS + 1) {
            p->def[p->ndef].f = md->f;
            p->def[p->ndef].lut = lut_add(s, md->f.width, 1, v, "DEF");
            p->ndef++;
        }
        if (mod_named(md, "U", v)) {
            set(p, SG_DF_uni, r_lut(s, md->f, 1, v, "U"));
            if (md->f.lo == 15 && md->f.width == 1)
                add_bug(p, SG_DF_uni, B_U_FROM_LMT_BIT, r_field(16, 1));
        }
        if (mod_named(md, "X", v)) {
            set(p, SG_DF_x, r_lut(s, md->f, 1, v, "X"));
            add_bug(p, SG_DF_x, B_X_DROPPED, r_const(0));
            if (op == SG_OP_IMAD && md->f.lo == 55)
                add_bug(p, SG_DF_x, B_IMAD_X_FROM_BIT6, r_field(6, 1));
        }
    }
    for (unsigned o = 0; o < sg_form_nops(f); o++)
        if (f->opnd[o].kind == SG_OPND_TEXDIM && p->ndef < SG_MAX_MODS + 1) {
            uint8_t v[8];
            for (unsigned k = 0; k < 8; k++)
                v[k] = sg_texdim_names[k] != NULL;
            p->def[p->ndef].f = f->opnd[o].reg;
            p->def[p->ndef].lut = lut_add(s, f->opnd[o].reg.width, 1, v, "DEF");
            p->ndef++;
        }
    if (op == SG_OP_LDL) { /* LDL 0xc0 and LDS 0xc1 differ in bit 56 only */
        p->drop_bits = 1ull << 56;
        p->drop_bug = B_LDL_MATCH_BIT56;
    }

    /* memory: kind, space, size */
    uint8_t kind, space;
    sg_dec_mem_of(op, &kind, &space);
    set(p, SG_DF_mem, r_const(kind));
    set(p, SG_DF_mspace, r_const(space));
    const sg_mod_desc *szm = sg_dec_size_op(op) ? mod_at(f, 5, 3) : NULL;
    rcp sz_regs = r_const(0), sz_regs_bug = r_const(0);
    unsigned ld = 0, ldu = 0;
    if (szm) {
        sz_regs = r_lut(s, szm->f, 3, size_regs, "SIZE_REGS");
        sz_regs_bug = r_lut(s, szm->f, 3, size_regs_bug, "SIZE_REGS_BUG");
        if (kind) {
            set(p, SG_DF_msize, r_lut(s, szm->f, 5, size_bytes, "SIZE_BYTES"));
            add_bug(p, SG_DF_msize, B_SIZE64_AS_32, r_lut(s, szm->f, 5, size_bytes_bug, "SIZE_BYTES_BUG"));
        }
        set(p, SG_DF_msigned, r_lut(s, szm->f, 1, size_signed, "SIZE_SIGNED"));
    } else if (op == SG_OP_RED || op == SG_OP_ATOM) {
        set(p, SG_DF_msize, r_const(4));
    } else if (op == SG_OP_LD_LDU) {
        ldldu_sizes(f, &ld, &ldu);
        set(p, SG_DF_msize, r_const(ld));
    }
    /* .E: bit 58 (LD_LDU: 58 the LDU part, 59 the LD part) */
    rcp wide_a = r_const(1), wide_b = r_const(1);
    const sg_mod_desc *em = op == SG_OP_LD_LDU ? mod_at(f, 58, 2) : mod_at(f, 58, 1);
    if (em) {
        uint8_t va[4], vb[4];
        for (unsigned k = 0; k < (1u << em->f.width); k++) {
            const char *n = em->names[k] ? em->names[k] : "";
            va[k] = (uint8_t)((!strcmp(n, "E") || !strcmp(n, "LD_E")) ? 2 : 1);
            vb[k] = (uint8_t)((op == SG_OP_LD_LDU && (!strcmp(n, "E") || !strcmp(n, "LDU_E"))) ? 2 : 1);
        }
        wide_a = r_lut(s, em->f, 2, va, "E_REGS");
        wide_b = r_lut(s, em->f, 2, vb, "LDU_E_REGS");
    }
    /* conversions: destination / source sizes of the type field 20-25 */
    rcp conv_d = r_const(1), conv_s = r_const(1);
    if (sg_dec_conv_op(op)) {
        const sg_mod_desc *tm = mod_at(f, 20, 6);
        if (tm) {
            uint8_t vd[64], vs[64];
            for (unsigned k = 0; k < 64; k++) {
                vd[k] = (uint8_t)((k & 3) == 3 ? 2 : 1);
                vs[k] = (uint8_t)(((k >> 3) & 7) == 3 ? 2 : 1);
            }
            conv_d = r_lut(s, tm->f, 3, vd, "CONV_DST_REGS");
            conv_s = r_lut(s, tm->f, 2, vs, "CONV_SRC_REGS");
        }
    }
    int fp64 = sg_dec_fp64_op(op);

    int seen_rd = 0, nmem = 0, have_imm2 = 0;
    unsigned rc_slot = ((f->match >> 46) & 3) == 2;
    for (unsigned o = 0; o < sg_form_nops(f); o++) {
        const sg_opnd_desc *d = &f->opnd[o];
        switch (d->kind) {
        case SG_OPND_REG:
            if (d->cc) {
                set(p, SG_DF_wcc, r_field(d->cc, 1));
                if (d->cc == 58)
                    add_bug(p, SG_DF_wcc, B_CC32I_FROM_BIT48, r_field(48, 1));
            }
            switch (d->reg.lo) {
            case 14:
                set(p, SG_DF_rd, r_field(14, 6));
                if (seen_rd++) {
                    set(p, SG_DF_rd_rn, r_const(1));
                } else if (op == SG_OP_RED || op == SG_OP_ATOM) {
                    set(p, SG_DF_rd_rn, r_const(1));
                } else if (sg_dec_store_op(op)) {
                    set(p, SG_DF_rd_rn, sz_regs);
                    add_bug(p, SG_DF_rd_rn, B_SIZE64_AS_32, sz_regs_bug);
                } else if (szm) {
                    set(p, SG_DF_rd_n, sz_regs);
                    add_bug(p, SG_DF_rd_n, B_SIZE64_AS_32, sz_regs_bug);
                } else if (op == SG_OP_LD_LDU) {
                    set(p, SG_DF_rd_n, r_const(regs_of(ld)));
                } else if (sg_dec_fp64_result(op)) {
                    set(p, SG_DF_rd_n, r_const(2));
                } else if (sg_dec_conv_op(op)) {
                    set(p, SG_DF_rd_n, conv_d);
                    add_bug(p, SG_DF_rd_n, B_CONV_DST64_SINGLE, r_const(1));
                } else if (sg_dec_tex_op(op)) {
                    uint8_t v[16];
                    for (unsigned k = 0; k < 16; k++)
                        v[k] = (uint8_t)__builtin_popcount(k);
                    for (unsigned k = 0; k < sg_form_nops(f); k++)
                        if (f->opnd[k].kind == SG_OPND_UIMM && f->opnd[k].val.lo == 46)
                            set(p, SG_DF_rd_n, r_lut(s, f->opnd[k].val, 3, v, "POPC"));
                } else {
                    set(p, SG_DF_rd_n, r_const(1));
                }
                break;
            case 20:
                set(p, SG_DF_ra, r_field(20, 6));
                set(p, SG_DF_ra_n, r_const(fp64 ? 2 : 1));
                if (fp64)
                    add_bug(p, SG_DF_ra_n, B_FP64_RA_SINGLE, r_const(1));
                if (op == SG_OP_ISCADD && d->reg.lo == 20) {
                    int b_reg = 0;
                    for (unsigned k = 0; k < sg_form_nops(f); k++)
                        b_reg |= f->opnd[k].kind == SG_OPND_REG && f->opnd[k].reg.lo == 26;
                    if (b_reg) {
                        add_bug(p, SG_DF_ra, B_ISCADD_SRC_SWAPPED, r_field(26, 6));
                        add_bug(p, SG_DF_rb, B_ISCADD_SRC_SWAPPED, r_field(20, 6));
                    }
                }
                break;
            case 26:
                set(p, SG_DF_b_kind, r_const(SG_DEC_B_REG));
                set(p, SG_DF_rb, r_field(26, 6));
                set(p, SG_DF_b_n, fp64 ? r_const(2) : sg_dec_conv_op(op) ? conv_s : r_const(1));
                break;
            case 49:
                set(p, SG_DF_rc, r_field(49, 6));
                set(p, SG_DF_rc_n, r_const(op == SG_OP_DFMA ? 2 : 1));
                break;
            case 43:
                set(p, SG_DF_re, r_field(43, 6));
                set(p, SG_DF_re_n, r_const(1));
                break;
            case 32:
                set(p, SG_DF_re, r_field(32, 6));
                set(p, SG_DF_re_n, r_const(regs_of(ldu)));
                break;
            default:
                break;
            }
            break;
        case SG_OPND_PRED: {
            rcp reg = r_field(d->reg.lo, 3), neg = d->neg ? r_field(d->neg, 1) : r_const(0);
            switch (d->reg.lo) {
            case 17:
                set(p, SG_DF_pd, reg);
                add_bug(p, SG_DF_pd, B_SETP_PD_BITS, r_field(16, 3));
                break;
            case 50: case 53: case 54: set(p, SG_DF_pd, reg); break;
            case 14: set(p, SG_DF_pd2, reg); break;
            case 20: set(p, SG_DF_pa, reg); set(p, SG_DF_pa_neg, neg); break;
            case 26: set(p, SG_DF_pb, reg); set(p, SG_DF_pb_neg, neg); break;
            case 49: set(p, SG_DF_pc, reg); set(p, SG_DF_pc_neg, neg); break;
            default: break;
            }
            break;
        }
        case SG_OPND_CONST: {
            rcp bank = r_field(d->bank.lo, d->bank.width);
            if (d->bank_hi) {
                add_bug(p, SG_DF_cbank, B_CBANK_HI_DROPPED, bank);
                bank.hi.lo = d->bank_hi;
                bank.hi.width = 1;
            }
            set(p, SG_DF_b_kind, r_const(SG_DEC_B_CONST));
            set(p, SG_DF_cbank, bank);
            set(p, SG_DF_coff, r_value(d, d->vshift));
            set(p, SG_DF_b_n, fp64 ? r_const(2) : sg_dec_conv_op(op) ? conv_s : r_const(1));
            if (rc_slot) { /* the bug reads the Rc-slot form as the register form */
                add_bug(p, SG_DF_b_kind, B_RC_SLOT_AS_REGISTER, r_const(SG_DEC_B_REG));
                add_bug(p, SG_DF_rb, B_RC_SLOT_AS_REGISTER, r_field(26, 6));
                add_bug(p, SG_DF_cbank, B_RC_SLOT_AS_REGISTER, r_const(0));
                add_bug(p, SG_DF_coff, B_RC_SLOT_AS_REGISTER, r_const(0));
            }
            break;
        }
        case SG_OPND_SREG:
            set(p, SG_DF_b_kind, r_const(SG_DEC_B_SREG));
            set(p, SG_DF_sreg, r_field(d->reg.lo, d->reg.width));
            break;
        case SG_OPND_CC:
            set(p, SG_DF_cctest, r_field(d->reg.lo, d->reg.width));
            break;
        case SG_OPND_TARGET:
            set(p, SG_DF_tgt, r_const((d->flags & SG_OF_REL) ? SG_DEC_TGT_REL : SG_DEC_TGT_ABS));
            set(p, SG_DF_imm, r_value(d, d->vshift));
            if (d->flags & SG_OF_REL) {
                rcp z = r_value(d, d->vshift);
                z.sext = 0;
                add_bug(p, SG_DF_imm, B_REL_TARGET_ZERO_EXTENDED, z);
            }
            break;
        case SG_OPND_MEM:
        case SG_OPND_CMEM:
            if (d->reg.lo == 20) {
                set(p, SG_DF_ra, r_field(20, 6));
                set(p, SG_DF_ra_n, wide_a);
                if (wide_a.kind != RK_CONST)
                    add_bug(p, SG_DF_ra_n, B_E_IGNORED, r_const(1));
            } else if (d->reg.lo == 26) {
                set(p, SG_DF_b_kind, r_const(SG_DEC_B_REG));
                set(p, SG_DF_rb, r_field(26, 6));
                set(p, SG_DF_b_n, wide_b);
            }
            if (d->kind == SG_OPND_CMEM)
                set(p, SG_DF_cbank, r_field(d->bank.lo, d->bank.width));
            if (nmem++ == 0) {
                set(p, SG_DF_imm, r_value(d, d->vshift));
            } else {
                set(p, SG_DF_imm2, r_value(d, d->vshift));
                have_imm2 = 1;
            }
            break;
        case SG_OPND_IMM:
        case SG_OPND_UIMM:
        case SG_OPND_FIMM:
            if (d->val.lo >= 26 && d->val.lo <= 28) {
                int fl = d->kind == SG_OPND_FIMM;
                set(p, SG_DF_b_kind, r_const(fl ? SG_DEC_B_FIMM : SG_DEC_B_IMM));
                set(p, SG_DF_imm, r_value(d, fl ? 12 : d->vshift));
                if (!fl && (d->flags & SG_OF_SIGNED) && sg_opnd_val_width(d) == 20) {
                    rcp z = r_value(d, d->vshift);
                    z.sext = 0;
                    add_bug(p, SG_DF_imm, B_IMM20_ZERO_EXTENDED, z);
                }
            } else if (!have_imm2 && d->kind != SG_OPND_FIMM) {
                set(p, SG_DF_imm2, r_value(d, d->vshift));
                have_imm2 = 1;
            }
            break;
        default:
            break;
        }
    }
}

/* ---- emitting --------------------------------------------------------------- */

static void lut_name(sg_strbuf *b, const lutset *s, int i)
{
    sg_sb_printf(b, "sm_decode_pkg::LUT%d_%s", i, i >= 0 ? s->t[i].tag : "?");
}

/* A FIELD recipe as a W-bit concatenation of word bits and zeros. */
static void emit_field(sg_strbuf *b, const rcp *r, unsigned W)
{
    int src[64];
    unsigned n = 0;
    int top = r->hi.width ? r->hi.lo + r->hi.width - 1 : r->f.lo + r->f.width - 1;
    for (unsigned k = 0; k < r->shift && n < W; k++)
        src[n++] = -1;
    for (unsigned k = 0; k < r->f.width && n < W; k++)
        src[n++] = r->f.lo + (int)k;
    for (unsigned k = 0; k < r->hi.width && n < W; k++)
        src[n++] = r->hi.lo + (int)k;
    while (n < W)
        src[n++] = r->sext ? top : -1;
    char parts[64][48];
    unsigned np = 0;
    for (int i = (int)W - 1; i >= 0;) {
        int j = i;
        if (src[i] < 0) {
            while (j > 0 && src[j - 1] < 0)
                j--;
            snprintf(parts[np++], sizeof parts[0], "%d'b0", i - j + 1);
        } else if (i > 0 && src[i - 1] == src[i]) {
            while (j > 0 && src[j - 1] == src[i])
                j--;
            snprintf(parts[np++], sizeof parts[0], "{%d{w[%d]}}", i - j + 1, src[i]);
        } else {
            while (j > 0 && src[j - 1] >= 0 && src[j - 1] == src[j] - 1)
                j--;
            if (i == j)
                snprintf(parts[np++], sizeof parts[0], "w[%d]", src[i]);
            else
                snprintf(parts[np++], sizeof parts[0], "w[%d:%d]", src[i], src[j]);
        }
        i = j - 1;
    }
    if (np == 1) {
        sg_sb_printf(b, "%s", parts[0]);
        return;
    }
    sg_sb_printf(b, "{");
    for (unsigned k = 0; k < np; k++)
        sg_sb_printf(b, "%s%s", k ? ", " : "", parts[k]);
    sg_sb_printf(b, "}");
}

static void emit_index(sg_strbuf *b, sg_bits f)
{
    if (f.width == 1)
        sg_sb_printf(b, "w[%u]", f.lo);
    else
        sg_sb_printf(b, "w[%u:%u]", f.lo + f.width - 1, f.lo);
}

static void emit_const(sg_strbuf *b, uint32_t k, unsigned W)
{
    if (W >= 16)
        sg_sb_printf(b, "%u'h%x", W, k);
    else
        sg_sb_printf(b, "%u'd%u", W, k);
}

static const char *const ic_names[] = {"IC_ALU", "IC_ALU_HALF", "IC_FP64", "IC_SFU", "IC_LDST",
                                       "IC_CTRL"};
static const char *const ctrl_names[] = {"CTRL_OTHER", "CTRL_SSY", "CTRL_PBK", "CTRL_PCNT",
                                         "CTRL_PRET",  "CTRL_CAL", "CTRL_BRA", "CTRL_BRX",
                                         "CTRL_BRK",   "CTRL_CONT", "CTRL_RET", "CTRL_EXIT"};
static const char *const bk_names[] = {NULL, "B_REG", "B_CONST", "B_IMM", "B_FIMM", "B_SREG"};
static const char *const tgt_names[] = {NULL, "TGT_REL", "TGT_ABS"};
static const char *const mem_names[] = {NULL, "MEM_LOAD", "MEM_STORE", "MEM_RMW"};

/* The package's name of constant k of field fi, NULL when it has none. */
static const char *const_name(unsigned fi, uint32_t k)
{
    switch (fi) {
    case SG_DF_iclass: return k < 6 ? ic_names[k] : NULL;
    case SG_DF_ctrl: return k < 12 ? ctrl_names[k] : NULL;
    case SG_DF_b_kind: return k < 6 ? bk_names[k] : NULL;
    case SG_DF_tgt: return k < 3 ? tgt_names[k] : NULL;
    case SG_DF_mem: return k < 4 ? mem_names[k] : NULL;
    default: return NULL;
    }
}

static void emit_rcp(sg_strbuf *b, const lutset *s, const rcp *r, unsigned W, unsigned fi)
{
    const char *name;
    switch (r->kind) {
    case RK_CONST:
        if ((name = const_name(fi, r->k)) != NULL)
            sg_sb_printf(b, "sm_decode_pkg::%s", name);
        else
            emit_const(b, r->k, W);
        break;
    case RK_FIELD: emit_field(b, r, W); break;
    default: /* entry v of a W-bit table at bits [v*W +: W] */
        lut_name(b, s, r->lut);
        sg_sb_printf(b, "[");
        if (W > 1)
            sg_sb_printf(b, "%u * ", W);
        emit_index(b, r->f);
        if (W > 1)
            sg_sb_printf(b, " +: %u", W);
        sg_sb_printf(b, "]");
        break;
    }
}

static const char *const unit_names[] = {"CTRL", "ALU", "FPU64", "SFU", "LDST"};

static void header(sg_strbuf *b, const char *file, const char *what)
{
    sg_sb_printf(b,
                 "// %s - %s\n"
                 "//\n"
                 "// GENERATED from the ISA table (model/src/isa/isa_table.c) by model/src/isa/decode_sv.c;\n"
                 "// do not edit. Regenerate with: smgold isa --emit-sv rtl_stubs\n"
                 "// (ctest rtl_decode_generated fails when this file differs from a regeneration).\n"
                 "// Normative: specs/decode.md (the bundle, the generator, the bugs).\n",
                 file, what);
}

static void render_pkg(sg_strbuf *b)
{
    lutset s;
    s.n = 0;
    plan p;
    for (int i = 0; i < sg_isa_nforms; i++)
        build(&s, i, &p);
    header(b, "sm_decode_pkg.sv", "the form table of the generated decoder sm_decode");
    sg_sb_printf(b,
                 "//\n"
                 "// Per form i (the \"#\" of specs/isa.md §5): Fi_MATCH and Fi_MASK (a word is the form when\n"
                 "// (word & Fi_MASK) == Fi_MATCH and each of its modifier fields holds a defined value, the\n"
                 "// first such form in table order wins), and the form's constant fields: Fi_OP (sg_op),\n"
                 "// Fi_UNIT (sg_unit), Fi_ICLASS (issue class), Fi_CTRL (control class). LUTk_*: tables\n"
                 "// indexed by a modifier field (DEF: the value is defined; the others give a field of the\n"
                 "// bundle), entry v at bits [v*W +: W].\n\n"
                 "package sm_decode_pkg;\n\n"
                 "  localparam int NFORMS = %d;\n\n"
                 "  // issue classes (specs/timing.md IC-1)\n"
                 "  localparam logic [2:0] IC_ALU = 3'd0, IC_ALU_HALF = 3'd1, IC_FP64 = 3'd2, IC_SFU = 3'd3,\n"
                 "                         IC_LDST = 3'd4, IC_CTRL = 3'd5;\n"
                 "  // control classes (specs/dpi.md iss_ctrl)\n"
                 "  localparam logic [3:0] CTRL_OTHER = 4'd0, CTRL_SSY = 4'd1, CTRL_PBK = 4'd2, CTRL_PCNT = 4'd3,\n"
                 "                         CTRL_PRET = 4'd4, CTRL_CAL = 4'd5, CTRL_BRA = 4'd6, CTRL_BRX = 4'd7,\n"
                 "                         CTRL_BRK = 4'd8, CTRL_CONT = 4'd9, CTRL_RET = 4'd10, CTRL_EXIT = 4'd11;\n"
                 "  // kinds of the bit-26 operand, branch targets, memory accesses\n"
                 "  // (0 is none)\n"
                 "  localparam logic [2:0] B_REG = 3'd1, B_CONST = 3'd2, B_IMM = 3'd3, B_FIMM = 3'd4, B_SREG = 3'd5;\n"
                 "  localparam logic [1:0] TGT_REL = 2'd1, TGT_ABS = 2'd2;\n"
                 "  localparam logic [1:0] MEM_LOAD = 2'd1, MEM_STORE = 2'd2, MEM_RMW = 2'd3;\n\n",
                 sg_isa_nforms);
    sg_sb_printf(b, "  // tables indexed by a field\n");
    for (unsigned i = 0; i < s.n; i++) {
        const lut *l = &s.t[i];
        unsigned n = 1u << l->in_w, bits = n * l->out_w;
        sg_sb_printf(b, "  localparam logic [%u:0] LUT%u_%s = ", bits - 1, i, l->tag);
        if (l->out_w == 1) {
            sg_sb_printf(b, "%u'b", n);
            for (unsigned v = n; v-- > 0;)
                sg_sb_printf(b, "%u%s", l->v[v], v && v % 8 == 0 ? "_" : "");
            sg_sb_printf(b, ";\n");
            continue;
        }
        sg_sb_printf(b, "{");
        for (unsigned v = n; v-- > 0;)
            sg_sb_printf(b, "%u'd%u%s", l->out_w, l->v[v], v ? ", " : "");
        sg_sb_printf(b, "};\n");
    }
    sg_sb_printf(b, "\n");
    for (int i = 0; i < sg_isa_nforms; i++) {
        const sg_form *f = &sg_isa_forms[i];
        char syn[1024];
        sg_isa_form_syntax(i, syn, sizeof syn);
        sg_sb_printf(b, "  // #%d %s\n", i, syn);
        sg_sb_printf(b, "  localparam logic [63:0] F%d_MATCH = 64'h%016llx;\n", i,
                     (unsigned long long)f->match);
        sg_sb_printf(b, "  localparam logic [63:0] F%d_MASK = 64'h%016llx;\n", i,
                     (unsigned long long)(sg_form_mask(f) | OPCODE_BITS));
        sg_sb_printf(b,
                     "  localparam logic [6:0] F%d_OP = 7'd%u;\n"
                     "  localparam logic [2:0] F%d_UNIT = 3'd%u;  // %s\n"
                     "  localparam logic [2:0] F%d_ICLASS = %s;\n"
                     "  localparam logic [3:0] F%d_CTRL = %s;\n",
                     i, f->op, i, f->unit, unit_names[f->unit % 5], i,
                     ic_names[sg_dec_iclass_of(f->op, f->unit)], i,
                     ctrl_names[sg_dec_ctrl_of(f->op)]);
    }
    sg_sb_printf(b, "\nendpackage\n");
}

static void render_bugs(sg_strbuf *b)
{
    header(b, "decode_bugs.svh", "injected design bugs of sm_decode (included inside the module)");
    sg_sb_printf(b,
                 "//\n"
                 "// bug_sel == 0 is the correct design. bug_sel == DBUG_x switches on exactly one plausible\n"
                 "// decoder error, applied where sm_decode.sv tests it. Ids 160-191 belong to sm_decode (1-63\n"
                 "// simt_stack_unit, 64-95 alu_lanes, 96-127 ldst_unit, 128-159 lane_compactor). Ids are\n"
                 "// stable: tests and reports refer to them. scripts/rtl-decode --bugs shows that each one is\n"
                 "// caught and by which word and field.\n\n");
    size_t w = 0;
    for (unsigned i = 0; i < sg_decode_bug_count(); i++)
        w = strlen(bugs[i].name) > w ? strlen(bugs[i].name) : w;
    for (unsigned i = 0; i < sg_decode_bug_count(); i++) {
        char up[64];
        size_t k = 0;
        for (; bugs[i].name[k] && k + 1 < sizeof up; k++)
            up[k] = (char)(bugs[i].name[k] >= 'a' && bugs[i].name[k] <= 'z' ? bugs[i].name[k] - 32
                                                                           : bugs[i].name[k]);
        up[k] = 0;
        sg_sb_printf(b, "localparam logic [7:0] DBUG_%-*s = 8'd%u; // %s\n", (int)w, up, bugs[i].id,
                     bugs[i].what);
    }
}

static void bug_const(sg_strbuf *b, unsigned id)
{
    const char *n = bug_name(id);
    sg_sb_printf(b, "DBUG_");
    for (; *n; n++)
        sg_sb_printf(b, "%c", *n >= 'a' && *n <= 'z' ? *n - 32 : *n);
}

static int rcp_eq(const rcp *a, const rcp *b)
{
    return a->kind == b->kind && a->f.lo == b->f.lo && a->f.width == b->f.width &&
           a->hi.lo == b->hi.lo && a->hi.width == b->hi.width && a->sext == b->sext &&
           a->shift == b->shift && a->k == b->k && (a->kind != RK_LUT || a->lut == b->lut);
}

static int fld_eq(const fld *a, const fld *b)
{
    if (!rcp_eq(&a->r, &b->r) || a->nalt != b->nalt)
        return 0;
    for (unsigned i = 0; i < a->nalt; i++)
        if (a->alt[i].bug != b->alt[i].bug || !rcp_eq(&a->alt[i].r, &b->alt[i].r))
            return 0;
    return 1;
}

/* A sign extension that adds no bit to a W-bit field is none. */
static void normalize(rcp *r, unsigned W)
{
    if (r->kind == RK_FIELD && (unsigned)(r->f.width + r->hi.width + r->shift) >= W)
        r->sext = 0;
}

/* A set of form numbers as an n-bit literal (bit i = form i). */
static void emit_mask(sg_strbuf *b, const uint64_t *m, unsigned n)
{
    unsigned nd = (n + 3) / 4;
    sg_sb_printf(b, "%u'h", n);
    for (unsigned d = nd; d-- > 0;)
        sg_sb_printf(b, "%x%s", (unsigned)(m[d / 16] >> (4 * (d % 16))) & 0xfu,
                     d && d % 16 == 0 ? "_" : "");
}

static void render_module(sg_strbuf *b)
{
    lutset s;
    s.n = 0;
    plan p;
    for (int i = 0; i < sg_isa_nforms; i++) /* the same LUT numbering as the package */
        build(&s, i, &p);
    header(b, "sm_decode.sv", "the instruction decoder of a Fermi SM (reference RTL)");
    sg_sb_printf(b,
                 "//\n"
                 "// Decodes one 64-bit instruction word into the decode bundle of specs/decode.md §2 (the C\n"
                 "// model's sg_decode_bundle, model/include/smgold/decode.h): one output port dec_<field> per\n"
                 "// field, in the bundle's order and widths. Every field is 0 when dec_valid is 0.\n"
                 "//\n"
                 "// Structure\n"
                 "//  * in_stage (always_ff): the word of clock c is latched at the edge of c (synchronous\n"
                 "//    active-low reset clears it, out_valid = 0); everything below computes from the latch,\n"
                 "//    so the bundle of clock c shows right after that edge (the convention of alu_lanes).\n"
                 "//  * match (always_comb): hit[i] = the word is form i of sm_decode_pkg (fixed bits equal,\n"
                 "//    modifier values defined).\n"
                 "//  * first hit: sel = the lowest-numbered form that hits (one-hot), as the C table's\n"
                 "//    decoder tries the forms in order.\n"
                 "//  * fields: each dec_<field> is an AND-OR of its recipes selected by sel; then the\n"
                 "//    fields derived from others (cond, rcc).\n"
                 "//\n"
                 "// Parameters: BUG (0 = none). Injected bugs (decode_bugs.svh, ids 160-191): bug_sel is the\n"
                 "// parameter BUG or, with `define SMGOLD_BUG_PORT, the last input port. Every\n"
                 "// `bug_q == DBUG_x` below is a deliberate deviation, active only for that id.\n\n");
    sg_sb_printf(b,
                 "module sm_decode #(\n"
                 "    parameter int BUG = 0\n"
                 ") (\n"
                 "    input  logic        clk,\n"
                 "    input  logic        rst_n,\n"
                 "    input  logic        in_valid,\n"
                 "    input  logic [63:0] in_word,\n"
                 "    output logic        out_valid");
    for (unsigned k = 0; k < SG_DF_COUNT; k++) {
        if (field_width[k] == 1)
            sg_sb_printf(b, ",\n    output logic        dec_%s", field_name[k]);
        else
            sg_sb_printf(b, ",\n    output logic [%2u:0] dec_%s", field_width[k] - 1u, field_name[k]);
    }
    sg_sb_printf(b,
                 "\n`ifdef SMGOLD_BUG_PORT\n"
                 "    ,\n"
                 "    input  logic [7:0]  bug_sel\n"
                 "`endif\n"
                 ");\n\n"
                 "  `include \"decode_bugs.svh\"\n\n"
                 "`ifndef SMGOLD_BUG_PORT\n"
                 "  localparam logic [7:0] bug_q = BUG[7:0];\n"
                 "`else\n"
                 "  if (BUG != 0) begin : g_bug_param_check\n"
                 "    $error(\"sm_decode: with SMGOLD_BUG_PORT the port bug_sel selects the bug; BUG must be 0\");\n"
                 "  end\n"
                 "  // the bug select is latched like the word: static during a run (set before reset)\n"
                 "  logic [7:0] bug_q;\n"
                 "  always_ff @(posedge clk) bug_q <= bug_sel;\n"
                 "`endif\n\n"
                 "  // ------------------------------------------------------------------ input stage\n"
                 "  logic        q_valid;\n"
                 "  logic [63:0] q_word;\n"
                 "  always_ff @(posedge clk) begin : in_stage\n"
                 "    if (!rst_n) begin\n"
                 "      q_valid <= 1'b0;\n"
                 "      q_word  <= '0;\n"
                 "    end else begin\n"
                 "      q_valid <= in_valid;\n"
                 "      q_word  <= in_word;\n"
                 "    end\n"
                 "  end\n"
                 "  assign out_valid = q_valid;\n\n"
                 "  logic [63:0] w;\n"
                 "  assign w = q_word;\n\n"
                 "  // ------------------------------------------------------------------ form match\n"
                 "  logic [sm_decode_pkg::NFORMS-1:0] hit;\n"
                 "  always_comb begin : match\n");
    for (int i = 0; i < sg_isa_nforms; i++) {
        build(&s, i, &p);
        sg_sb_printf(b, "    hit[%d] = ", i);
        if (p.drop_bug) {
            sg_sb_printf(b, "((bug_q == ");
            bug_const(b, p.drop_bug);
            sg_sb_printf(b, ") ? ((w & (sm_decode_pkg::F%d_MASK & ~64'h%016llx)) == sm_decode_pkg::F%d_MATCH)\n"
                            "                : ((w & sm_decode_pkg::F%d_MASK) == sm_decode_pkg::F%d_MATCH))",
                         i, (unsigned long long)p.drop_bits, i, i, i);
        } else {
            sg_sb_printf(b, "((w & sm_decode_pkg::F%d_MASK) == sm_decode_pkg::F%d_MATCH)", i, i);
        }
        if (p.ndef) {
            sg_sb_printf(b, "\n             && ((bug_q == ");
            bug_const(b, B_UNDEFINED_MODS_ACCEPTED);
            sg_sb_printf(b, ") || %s", p.ndef > 1 ? "(" : "");
            for (unsigned k = 0; k < p.ndef; k++) {
                lut_name(b, &s, p.def[k].lut);
                sg_sb_printf(b, "[");
                emit_index(b, p.def[k].f);
                sg_sb_printf(b, "]%s", k + 1 < p.ndef ? " && " : "");
            }
            sg_sb_printf(b, "%s)", p.ndef > 1 ? ")" : "");
        }
        sg_sb_printf(b, ";\n");
    }
    sg_sb_printf(b,
                 "  end\n\n"
                 "  // ------------------------------------------------------------------ first hit\n"
                 "  // The lowest-numbered form that hits (the C decoder tries the forms in table order):\n"
                 "  // sel is one-hot, or 0 when no form hits.\n"
                 "  logic [sm_decode_pkg::NFORMS-1:0] sel;\n"
                 "  assign sel = hit & (~hit + 1'b1);\n\n"
                 "  // ------------------------------------------------------------------ fields\n"
                 "  // Each field is the OR of its recipes (a constant, bits of the word, a table entry),\n"
                 "  // each selected by the forms that use it (a mask of form numbers); a form that\n"
                 "  // contributes no term gives 0 (none). Per form: the #i comments of sm_decode_pkg.\n"
                 "  assign dec_valid = |hit;\n");
    for (unsigned k = 0; k < SG_DF_COUNT; k++) {
        if (k == SG_DF_valid || k == SG_DF_cond || k == SG_DF_rcc)
            continue;
        int table = k == SG_DF_form || k == SG_DF_op || k == SG_DF_unit || k == SG_DF_iclass ||
                    k == SG_DF_ctrl;
        unsigned W = field_width[k], nterm = 0;
        fld col[SG_ISA_MAX_FORMS];
        for (int i = 0; i < sg_isa_nforms; i++) {
            build(&s, i, &p);
            col[i] = p.v[k];
            normalize(&col[i].r, W); /* so that equal terms group */
            for (unsigned a = 0; a < col[i].nalt; a++)
                normalize(&col[i].alt[a].r, W);
        }
        sg_sb_printf(b, "  assign dec_%s =", field_name[k]);
        for (int i = 0; i < sg_isa_nforms; i++) {
            const fld *fd = &col[i];
            if (!table && fd->r.kind == RK_CONST && fd->r.k == 0 && !fd->nalt)
                continue;
            int seen = 0;
            for (int j = 0; j < i && !table; j++)
                seen |= fld_eq(&col[j], fd);
            if (seen)
                continue;
            sg_sb_printf(b, "%s({%u{", nterm++ ? "\n      | " : " ", W);
            if (table) {
                sg_sb_printf(b, "sel[%d]", i);
            } else {
                uint64_t m[SG_ISA_MAX_FORMS / 64] = {0};
                for (int j = i; j < sg_isa_nforms; j++)
                    if (fld_eq(&col[j], fd))
                        m[j / 64] |= 1ull << (j % 64);
                sg_sb_printf(b, "|(sel & ");
                emit_mask(b, m, (unsigned)sg_isa_nforms);
                sg_sb_printf(b, ")");
            }
            sg_sb_printf(b, "}} & ");
            if (fd->nalt)
                sg_sb_printf(b, "(");
            for (unsigned a = 0; a < fd->nalt; a++) {
                sg_sb_printf(b, "(bug_q == ");
                bug_const(b, fd->alt[a].bug);
                sg_sb_printf(b, ") ? ");
                emit_rcp(b, &s, &fd->alt[a].r, W, k);
                sg_sb_printf(b, " : ");
            }
            if (k == SG_DF_form) {
                sg_sb_printf(b, "%u'd%d", W, i);
            } else if (table) {
                static const char *const cn[] = {"OP", "UNIT", "ICLASS", "CTRL"};
                unsigned c = k == SG_DF_op ? 0 : k == SG_DF_unit ? 1 : k == SG_DF_iclass ? 2 : 3;
                sg_sb_printf(b, "sm_decode_pkg::F%d_%s", i, cn[c]);
            } else {
                emit_rcp(b, &s, &fd->r, W, k);
            }
            sg_sb_printf(b, "%s)", fd->nalt ? ")" : "");
        }
        sg_sb_printf(b, "%s;\n", nterm ? "" : " '0");
    }
    sg_sb_printf(b,
                 "  // derived: IN-2's conditional step; the reads of $c (SB-1)\n"
                 "  assign dec_cond = dec_valid & ((dec_guard != 3'd7) | dec_guard_neg | (dec_cctest != 5'd15));\n"
                 "  assign dec_rcc = dec_valid & (dec_x | (dec_cctest != 5'd15));\n\n"
                 "endmodule\n");
}

static const char *const sv_files[] = {"sm_decode_pkg.sv", "sm_decode.sv", "decode_bugs.svh"};

unsigned sg_decode_sv_file_count(void)
{
    return (unsigned)(sizeof sv_files / sizeof sv_files[0]);
}

const char *sg_decode_sv_file_name(unsigned i)
{
    return i < sg_decode_sv_file_count() ? sv_files[i] : NULL;
}

size_t sg_decode_sv_render(unsigned i, char *buf, size_t n)
{
    sg_strbuf b = {buf, n, 0};
    if (n)
        buf[0] = '\0';
    if (sg_isa_nforms > SG_ISA_MAX_FORMS)
        return 0; /* dec_form and the form masks hold 512 forms */
    switch (i) {
    case 0: render_pkg(&b); break;
    case 1: render_module(&b); break;
    case 2: render_bugs(&b); break;
    default: return 0;
    }
    return b.len;
}
