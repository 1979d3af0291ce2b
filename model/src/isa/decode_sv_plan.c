/*
 * decode_sv_plan.c - the structural path of the RTL decoder generator
 * (specs/decode.md §3-§5): every bundle field of every form of the ISA table
 * as a "recipe" read off the table's bit fields - a constant, a bit field
 * (split, sign-extended, shifted) or a small table indexed by a modifier
 * field - with the alternative recipes of the injected bugs. decode_sv.c
 * renders the recipes as the generated module's assignments.
 */
#include <stdio.h>
#include <string.h>

#include "smgold/decode.h"
#include "decode_sv_internal.h"

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



/* Every field of form i as recipes, with its bugs (specs/decode.md §3-§4). */
void sg_dsv_build(lutset *s, int i, plan *p)
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
        sg_dec_ldldu_sizes(f, &ld, &ldu);
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
                    set(p, SG_DF_rd_n, r_const(sg_dec_regs_of(ld)));
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
                set(p, SG_DF_re_n, r_const(sg_dec_regs_of(ldu)));
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
