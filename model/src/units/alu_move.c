/*
 * alu_move.c - the integer ALU's moves (specs/execution.md §3.1): MOV,
 * MOV32I, SEL, and S2R with the special registers it reads (sg_sreg_value,
 * also the operand collector's).
 *
 * Apart because these only copy values: no arithmetic, no condition codes.
 */
#include <stdio.h>

#include "alu_int.h"

/* ---- moves (§3.1) ------------------------------------------------------- */

sg_status op_mov(const sg_xctx *x)
{
    sg_src s;
    sg_status st = sg_x_src32(x, 1, 0, &s);
    if (st)
        return st;
    if (x->in->op == SG_OP_MOV || x->in->op == SG_OP_MOV32I) {
        if (sg_x_mod(x, 5) != 0xf)
            return sg_x_unsupported(x, "lane mask 0x%x (only 0xf is defined)", sg_x_mod(x, 5));
    }
    unsigned rd = x->in->opnd[0].reg;
    if (rd == SG_RZ)
        return SG_OK;
    uint32_t *d = x->rf->r[rd];
    SG_FOR_LANES(l, x->lanes)
        d[l] = sg_src_at(&s, l);
    sg_x_wrote_reg(x, rd);
    return SG_OK;
}

static const char *sreg_name(unsigned n, char *buf, size_t len)
{
    if (sg_sreg_names[n])
        return sg_sreg_names[n];
    snprintf(buf, len, "SR%u", n);
    return buf;
}

int sg_sreg_value(const sg_thread_ids *id, unsigned warp_size, unsigned sr, unsigned l,
                  uint32_t *out)
{
    uint32_t wmask = warp_size >= SG_MAX_LANES ? 0xffffffffu : (1u << warp_size) - 1u;
    uint32_t le = (uint32_t)((2ull << l) - 1); /* lanes 0..l */
    uint32_t r;
    switch (sr) {
    case 0: r = l; break; /* SR_LaneId */
    case 3: r = id->warpid << 8; break; /* SR_VirtId: warp index in bits 8+, SM 0 */
    case 33: r = id->tid_x[l]; break;
    case 34: r = id->tid_y[l]; break;
    case 35: r = id->tid_z[l]; break;
    case 37: case 38: case 39: r = id->ctaid[sr - 37]; break;
    case 41: case 42: case 43: r = id->ntid[sr - 41]; break;
    case 44: r = id->gridid; break;
    case 45: case 46: case 47: r = id->nctaid[sr - 45]; break;
    case 56: r = 1u << l; break;
    case 57: r = le >> 1; break;
    case 58: r = le; break;
    case 59: r = ~le & wmask; break;
    case 60: r = ~(le >> 1) & wmask; break;
    case 80: r = (uint32_t)id->clock; break;
    case 81: r = (uint32_t)(id->clock >> 32); break;
    default: return 0;
    }
    *out = r;
    return 1;
}

sg_status op_s2r(const sg_xctx *x)
{
    unsigned sr = x->in->opnd[1].reg, rd = x->in->opnd[0].reg;
    char nb[16];
    if (!x->env || !x->env->ids)
        return sg_x_fail(x, SG_ERR_ARG, "%s: no thread identities in the environment",
                         sreg_name(sr, nb, sizeof nb));
    uint32_t probe;
    if (!sg_sreg_value(x->env->ids, x->env->warp_size, sr, 0, &probe))
        return sg_x_unsupported(x, "special register %s not modelled",
                                sreg_name(sr, nb, sizeof nb));
    if (rd == SG_RZ)
        return SG_OK;
    SG_FOR_LANES(l, x->lanes)
        sg_sreg_value(x->env->ids, x->env->warp_size, sr, l, &x->rf->r[rd][l]);
    sg_x_wrote_reg(x, rd);
    return SG_OK;
}

sg_status op_sel(const sg_xctx *x)
{
    sg_src a, b;
    sg_status st;
    if ((st = sg_x_src32(x, 1, 0, &a)) || (st = sg_x_src32(x, 2, 0, &b)))
        return st;
    uint32_t p = sg_x_pred(x, 3);
    unsigned rd = x->in->opnd[0].reg;
    if (rd == SG_RZ)
        return SG_OK;
    SG_FOR_LANES(l, x->lanes)
        x->rf->r[rd][l] = (p >> l & 1) ? sg_src_at(&a, l) : sg_src_at(&b, l);
    sg_x_wrote_reg(x, rd);
    return SG_OK;
}
