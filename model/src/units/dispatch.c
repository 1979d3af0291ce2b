/*
 * dispatch.c - sg_alu_exec(): the dispatch of an instruction to its unit
 * (integer ALU, FPU, SFU, conversion) and sg_exec_int(): to its integer
 * operation (alu_move.c, alu_arith.c, alu_cmp.c, alu_bits.c).
 *
 * Apart from the units so that the units stay below it: it is the only
 * file that knows them all, and none of them calls back into it.
 */
#include "alu_int.h"
#include "fpenv.h"

/* ---- dispatch ------------------------------------------------------------- */

sg_status sg_exec_int(const sg_xctx *x)
{
    switch ((sg_op)x->in->op) {
    case SG_OP_NOP: return SG_OK;
    case SG_OP_MOV:
    case SG_OP_MOV32I: return op_mov(x);
    case SG_OP_S2R: return op_s2r(x);
    case SG_OP_SEL: return op_sel(x);
    case SG_OP_IADD:
    case SG_OP_IADD32I: return op_iadd(x);
    case SG_OP_ISCADD: return op_iscadd(x);
    case SG_OP_IMAD:
    case SG_OP_IMUL: return op_imad(x);
    case SG_OP_ISETP: return op_isetp(x);
    case SG_OP_ICMP: return op_icmp(x);
    case SG_OP_IMNMX: return op_imnmx(x);
    case SG_OP_SHL:
    case SG_OP_SHR: return op_shift(x);
    case SG_OP_LOP:
    case SG_OP_LOP32I: return op_lop(x);
    case SG_OP_POPC: return op_popc(x);
    case SG_OP_BFE: return op_bfe(x);
    case SG_OP_PSETP: return op_psetp(x);
    case SG_OP_PSET: return op_pset(x);
    case SG_OP_ISET: return op_iset(x);
    case SG_OP_BFI: return op_bfi(x);
    case SG_OP_FLO: return op_flo(x);
    case SG_OP_PRMT: return op_prmt(x);
    case SG_OP_VOTE: return op_vote(x);
    case SG_OP_VADD:
    case SG_OP_VMNMX:
    case SG_OP_VSHL:
    case SG_OP_VSHR:
    case SG_OP_VABSDIFF:
    case SG_OP_VSET: return op_video(x);
    default:
        return sg_x_unsupported(x, "not an integer/move/predicate/video operation");
    }
}

sg_status sg_alu_exec(const sg_insn *in, uint32_t lanes, sg_regfile *rf, const sg_exec_env *env,
                      sg_effects *fx, sg_error *err)
{
    if (!in || !rf)
        return sg_fail(err, SG_ERR_ARG, "sg_alu_exec: NULL argument");
    if (in->form < 0 || in->form >= sg_isa_nforms || sg_isa_forms[in->form].op != in->op)
        return sg_fail(err, SG_ERR_ARG, "sg_alu_exec: not a decoded instruction (form %d)",
                       in->form);
    if (env) {
        unsigned ws = env->warp_size;
        if (ws < 1 || ws > SG_MAX_LANES)
            return sg_fail(err, SG_ERR_ARG, "sg_alu_exec: warp size %u is not 1..32", ws);
        if (ws < SG_MAX_LANES && (lanes >> ws) != 0)
            return sg_fail(err, SG_ERR_ARG,
                           "sg_alu_exec: lane mask 0x%x has lanes beyond warp size %u", lanes, ws);
    }
    const sg_form *f = &sg_isa_forms[in->form];
    sg_xctx x = {in, f, lanes, rf, env, fx, err};
    sg_status st;
    switch ((sg_op)in->op) {
    case SG_OP_NOP:
    case SG_OP_MOV: case SG_OP_MOV32I: case SG_OP_S2R: case SG_OP_SEL:
    case SG_OP_IADD: case SG_OP_IADD32I: case SG_OP_ISCADD: case SG_OP_IMAD: case SG_OP_IMUL:
    case SG_OP_ISETP: case SG_OP_ICMP: case SG_OP_IMNMX: case SG_OP_SHL: case SG_OP_SHR:
    case SG_OP_LOP: case SG_OP_LOP32I: case SG_OP_POPC: case SG_OP_PSETP: case SG_OP_BFE:
    case SG_OP_VADD: case SG_OP_VMNMX: case SG_OP_VSHL: case SG_OP_VSHR: case SG_OP_VABSDIFF:
    case SG_OP_VSET:
    case SG_OP_PSET: case SG_OP_ISET: case SG_OP_BFI: case SG_OP_FLO: case SG_OP_PRMT:
    case SG_OP_VOTE:
        st = sg_exec_int(&x);
        break;
    case SG_OP_FADD: case SG_OP_FMUL: case SG_OP_FFMA: case SG_OP_FSETP: case SG_OP_FMNMX:
    case SG_OP_DADD: case SG_OP_DMUL: case SG_OP_DFMA:
    case SG_OP_FSET: case SG_OP_DSET: case SG_OP_DSETP: case SG_OP_DMNMX:
    case SG_OP_MUFU: case SG_OP_RRO:
    case SG_OP_F2F: case SG_OP_F2I: case SG_OP_I2F: case SG_OP_I2I: {
        /* Floating point runs in the default environment (round to nearest,
         * no flush, exceptions masked) with the instruction's rounding mode;
         * the caller's environment and exception flags are restored (fpenv.h). */
        sg_fpenv saved;
        sg_fpenv_enter(&saved);
        if (in->op == SG_OP_MUFU || in->op == SG_OP_RRO)
            st = sg_exec_sfu(&x);
        else if (in->op == SG_OP_F2F || in->op == SG_OP_F2I || in->op == SG_OP_I2F ||
                 in->op == SG_OP_I2I)
            st = sg_exec_conv(&x);
        else
            st = sg_exec_fp(&x);
        sg_fpenv_leave(&saved);
        break;
    }
    default:
        return sg_fail(err, SG_ERR_ARG, "sg_alu_exec: %s is not executed by the ALU/FPU/SFU",
                       f->mnemonic);
    }
    if (st == SG_OK && fx)
        fx->lanes = lanes;
    return st;
}
