/*
 * alu.c - the operand helpers that the ALU, FPU, SFU and conversion units
 * share (alu_internal.h): modifier fields, error messages, and 32-bit and
 * 64-bit source operands read from registers, constant banks or immediates.
 * Normative semantics: specs/execution.md.
 *
 * Apart from the operations because every unit reads its operands through
 * them, as the hardware's units share one operand path: this file calls no
 * operation, so the units depend on it and never the other way round.
 */
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
