/*
 * sm.c - the streaming multiprocessor's pipeline: fetch/decode, the warp step
 * and the clocked loop.
 *
 * The program is decoded once at load (sg_pre: control class, CC test,
 * target, issue class). One sg_sm_step() is one clock: each scheduler picks
 * one of its ready warps (by its policy, units/sched.c; round robin by
 * default) and that warp takes one step: an unwind pop when its active mask
 * is empty, else the instruction at its PC: guard (phase 1), execution unit
 * or stack unit (phase 2), .S (phase 3), done check (phase 4) -
 * specs/simt-stack.md §8, specs/sm.md.
 *
 * What the clock calls lives apart (launch.c: residency; timing.c: the cycle
 * model; trace.c, coverage.c, datapath.c: records), and so does what is not
 * on the clocked path at all: making the model and filling its memories
 * (setup.c) and the public reads of its state (accessors.c).
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "state.h"
#include "../isa/isa_table.h"
#include "../units/fpenv.h"
#include "../util/bits.h"
#include "../util/err.h"

/* ---- fetch/decode: the program, decoded once ----------------------------- */

static uint8_t ctrl_of(unsigned op)
{
    switch (op) {
    case SG_OP_SSY: return SG_CTRL_SSY;
    case SG_OP_PBK: return SG_CTRL_PBK;
    case SG_OP_PCNT: return SG_CTRL_PCNT;
    case SG_OP_PRET: return SG_CTRL_PRET;
    case SG_OP_CAL:
    case SG_OP_JCAL: return SG_CTRL_CAL;
    case SG_OP_BRA:
    case SG_OP_JMP: return SG_CTRL_BRA;
    case SG_OP_BRX:
    case SG_OP_JMX: return SG_CTRL_BRX;
    case SG_OP_BRK: return SG_CTRL_BRK;
    case SG_OP_CONT: return SG_CTRL_CONT;
    case SG_OP_RET: return SG_CTRL_RET;
    case SG_OP_EXIT:
    case SG_OP_KIL: return SG_CTRL_EXIT;
    default: return SG_CTRL_OTHER;
    }
}

/* Precompute what the SM needs of each instruction (once, at load). */
static void predecode(const sg_insn *in, sg_pre *p)
{
    memset(p, 0, sizeof *p);
    p->cctest = 15;
    if (in->form < 0)
        return;
    const sg_form *f = &sg_isa_forms[in->form];
    p->ctrl = ctrl_of(in->op);
    p->unit = f->unit;
    for (unsigned m = 0; m < in->nmods; m++) {
        const char *name = f->mods[m].names[in->mod[m]];
        if (name && !strcmp(name, "U"))
            p->uni = 1;
    }
    int seen_reg = 0;
    for (unsigned o = 0; o < in->nops; o++) {
        const sg_operand *op = &in->opnd[o];
        if (op->kind == SG_OPND_CC)
            p->cctest = op->reg;
        else if (op->kind == SG_OPND_TARGET)
            p->target = (uint32_t)op->imm;
        else if (p->ctrl == SG_CTRL_BRX && op->kind == SG_OPND_REG && !seen_reg) {
            p->brx_reg = op->reg;
            seen_reg = 1;
        } else if (p->ctrl == SG_CTRL_BRX && (op->kind == SG_OPND_IMM || op->kind == SG_OPND_UIMM))
            p->brx_off = op->imm;
    }
    p->cond = in->guard != SG_PT || in->guard_neg || p->cctest != 15;
    sg_fast_prepare(in, &p->fast);
    sg_collect_roles(in, &p->roles);
    sg_dp_predecode(in, p);
    sg_timing_predecode(in, p);
}

sg_status sg_sm_load_program(sg_sm *sm, const sg_program *prog, sg_error *err)
{
    if (!sm || !prog || (prog->n && !prog->words))
        return sg_fail(err, SG_ERR_ARG, "sg_sm_load_program: NULL argument");
    if (!prog->n)
        return sg_fail(err, SG_ERR_RANGE, "the program has no instructions");
    if (prog->base % 8)
        return sg_fail(err, SG_ERR_RANGE, "program base 0x%x is not 8-byte aligned", prog->base);
    sg_insn *insn = calloc(prog->n, sizeof *insn);
    sg_pre *pre = calloc(prog->n, sizeof *pre);
    if (!insn || !pre) {
        free(insn);
        free(pre);
        return sg_fail(err, SG_ERR_NOMEM, "out of memory for %zu instructions", prog->n);
    }
    uint64_t h = 0xcbf29ce484222325ull; /* FNV-1a 64 over base and words, little-endian */
    for (int b = 0; b < 4; b++)
        h = (h ^ ((prog->base >> (8 * b)) & 0xff)) * 0x100000001b3ull;
    for (size_t i = 0; i < prog->n; i++) {
        sg_decode(prog->words[i], prog->base + 8u * (uint32_t)i, &insn[i]);
        predecode(&insn[i], &pre[i]);
        for (int b = 0; b < 8; b++)
            h = (h ^ ((prog->words[i] >> (8 * b)) & 0xff)) * 0x100000001b3ull;
    }
    free(sm->insn);
    free(sm->pre);
    sm->insn = insn;
    sm->pre = pre;
    sm->n = prog->n;
    sm->base = prog->base;
    sm->prog_hash = h;
    sm->loaded = 1;
    sm->launched = 0;
    return SG_OK;
}

/* ---- one warp step ------------------------------------------------------- */

/* $c test (bits 5-9 of control ops and NOP): 1 if true for flags f. The
 * formulas are envytools' for these names (specs/sm.md); 24-31 are not
 * modelled (-1). */
static int cc_true(unsigned test, unsigned f)
{
    int z = f & SG_CC_Z ? 1 : 0, s = f & SG_CC_S ? 1 : 0, c = f & SG_CC_C ? 1 : 0,
        o = f & SG_CC_O ? 1 : 0;
    switch (test) {
    case 0: return 0;
    case 1: return (s & (!z)) ^ o;
    case 2: return z & (!s);
    case 3: return s ^ (z | o);
    case 4: return (!z) & (!(s ^ o));
    case 5: return !z;
    case 6: return !(s ^ o);
    case 7: return (!z) | (!s);
    case 8: return z & s;
    case 9: return s ^ o;
    case 10: return z;
    case 11: return z | (s ^ o);
    case 12: return (!s) ^ (z | o);
    case 13: return (!z) | s;
    case 14: return ((!s) | z) ^ o;
    case 15: return 1;
    case 16: return !o;
    case 17: return !c;
    case 18: return !s;
    case 19: return z | (!c);
    case 20: return (!z) & c;
    case 21: return s;
    case 22: return c;
    case 23: return o;
    default: return -1;
    }
}

static sg_status warp_fault(sg_sm *sm, unsigned slot, uint8_t code, uint32_t pc, sg_error *err,
                            const char *fmt, const char *detail)
{
    sg_warp *w = &sm->warps[slot];
    /* A fault outside the stack unit (code >= SG_WERR_BAD_PC) is raised before
     * sg_simt_step counts the step: count it here, so that the error and its E
     * record carry this step's number (STEP-1, ERR-2). Stack errors arrive
     * through stack_error, already counted. */
    if (code >= SG_WERR_BAD_PC)
        w->st.steps++;
    w->werr = code;
    w->st.status = SG_WARP_ERROR;
    w->st.err = code;
    snprintf(w->fault, sizeof w->fault, fmt, detail);
    sg_fail(err, SG_ERR_RANGE,
            "warp %u (block %u, warp %u of the block) at step %llu, pc 0x%04x: %s%s%s", slot,
            sm->blocks[w->block_slot].index, w->warp_in_block, (unsigned long long)w->st.steps, pc,
            code >= SG_WERR_BAD_PC ? sg_warp_error_name(code) : "",
            code >= SG_WERR_BAD_PC ? ": " : "", w->fault);
    return SG_ERR_RANGE;
}

static sg_status stack_error(sg_sm *sm, unsigned slot, uint32_t pc, sg_error *err)
{
    sg_warp *w = &sm->warps[slot];
    char detail[SG_ERROR_MSG_MAX];
    snprintf(detail, sizeof detail, "%s%s%s%s (depth %u, %u on-chip slots, capacity %u)",
             sg_stack_error_name(w->st.err), w->st.cause ? " " : "",
             w->st.cause ? sg_stack_cause_name(w->st.cause) : "",
             w->st.err == SG_SERR_STACK_OVERFLOW ? " pushing a token" : "", w->st.depth,
             sm->scfg.onchip, sm->scfg.capacity);
    uint8_t code = w->st.err;
    sg_status st = warp_fault(sm, slot, code, pc, err, "%s", detail);
    w->werr = 0; /* a stack error is the stack's own code */
    return st;
}

static uint32_t guard_mask(const sg_sm *sm, const sg_warp *w, const sg_insn *in, const sg_pre *p,
                           uint32_t pc, int *unmodelled)
{
    uint32_t g = w->rf.p[in->guard & 7];
    if (in->guard_neg)
        g = ~g;
    g &= w->st.am;
    if (p->cctest != 15) {
        for (uint32_t m = g; m; m &= m - 1) {
            unsigned l = (unsigned)__builtin_ctz(m);
            int t = cc_true(p->cctest, w->rf.cc[l]);
            if (t < 0)
                *unmodelled = 1;
            if (t <= 0)
                g &= ~(1u << l);
        }
    }
    for (unsigned s = 0; s < sm->nstim; s++) /* stimuli (specs/sm.md) */
        if (sm->stim[s].pc == pc) {
            uint32_t seen = ((sg_sm *)sm)->stim[s].seen++ + 1;
            if (!sm->stim[s].nth || sm->stim[s].nth == seen)
                g = sm->stim[s].mask & w->st.am;
        }
    return g;
}

static sg_status barrier_arrive(sg_sm *sm, unsigned slot, const sg_insn *in, uint32_t pc,
                                sg_error *err)
{
    sg_warp *w = &sm->warps[slot];
    const sg_form *f = &sg_isa_forms[in->form];
    const char *mode = f->mods[0].names[in->mod[0]];
    /* BAR Rd, [Pd,] id, [tcount,] [Pc]: only the synchronising forms without
     * reduction results are modelled (the seeds' BAR.RED.POPC RZ, id). */
    unsigned id = 0;
    int ok = in->opnd[0].reg == SG_RZ && in->opnd[1].reg == 7;
    if (in->opnd[2].kind == SG_OPND_REG)
        ok = ok && in->opnd[2].reg == SG_RZ;
    else
        id = (unsigned)in->opnd[2].imm;
    ok = ok && in->opnd[3].kind == SG_OPND_REG && in->opnd[3].reg == SG_RZ;
    ok = ok && in->opnd[4].reg == 7 && !in->opnd[4].neg;
    if (!ok || id >= SG_NBARRIERS)
        return warp_fault(sm, slot, SG_WERR_UNSUPPORTED, pc, err,
                          "%s: only BAR with RZ result, no predicates, all threads and "
                          "barrier 0-15 is modelled",
                          "BAR");
    if (!strcmp(mode, "ARV"))
        return SG_OK;
    w->at_barrier = (int)id + 1;
    sm->blocks[w->block_slot].arrived[id]++;
    sg_sm_runnable_update(sm, slot);
    return SG_OK;
}

/* Release a block's barrier when every warp that is still running waits at it. */
static void barrier_check(sg_sm *sm, unsigned bslot)
{
    sg_block *b = &sm->blocks[bslot];
    for (unsigned id = 0; id < SG_NBARRIERS; id++) {
        if (!b->arrived[id])
            continue;
        unsigned running = 0;
        for (unsigned k = 0; k < b->nwarps; k++)
            running += sm->warps[b->first_slot + k].st.status == SG_WARP_RUNNING;
        if (b->arrived[id] < running)
            continue;
        for (unsigned k = 0; k < b->nwarps; k++)
            if (sm->warps[b->first_slot + k].at_barrier == (int)id + 1) {
                sm->warps[b->first_slot + k].at_barrier = 0;
                sg_sm_runnable_update(sm, b->first_slot + k);
            }
        b->arrived[id] = 0;
    }
}

static sg_status warp_step_inner(sg_sm *sm, unsigned s, unsigned slot, sg_issue *is,
                                 sg_simt_out *so, sg_error *err)
{
    sg_warp *w = &sm->warps[slot];
    uint32_t pc = w->st.pc, am0 = w->st.am;
    sm->instructions++;
    memset(&sm->fx, 0, offsetof(sg_effects, stores));

    if (!am0) { /* unwind step (spec §9.10) */
        is->unwind = 1;
        if (sg_simt_unwind(&w->st, &sm->scfg, so)) {
            sg_status st = stack_error(sm, slot, pc, err);
            if (sm->tfn)
                sg_trace_record(sm, slot, 'E', pc, NULL, 0, 0, am0, so, NULL, NULL);
            return st;
        }
        return sm->tfn ? sg_trace_record(sm, slot, 'U', pc, NULL, 0, 0, am0, so, NULL, err) : SG_OK;
    }

    /* fetch */
    /* outside [base, base + 8n) or misaligned (the base is 8-aligned): one compare, the
     * difference wrapping below the base */
    if ((uint64_t)(pc - sm->base) >= 8 * (uint64_t)sm->n || (pc & 7)) {
        char d[64];
        snprintf(d, sizeof d, "0x%x", pc);
        sg_status st = warp_fault(sm, slot, SG_WERR_BAD_PC, pc, err,
                                  "fetch from %s, outside the program or misaligned", d);
        if (sm->tfn)
            sg_trace_record(sm, slot, 'E', pc, NULL, 0, 0, am0, so, NULL, NULL);
        return st;
    }
    size_t idx = (pc - sm->base) >> 3;
    const sg_insn *in = &sm->insn[idx];
    const sg_pre *p = &sm->pre[idx];
    sg_status st = SG_OK;
    if (in->form < 0) {
        char d[32];
        snprintf(d, sizeof d, "0x%016llx", (unsigned long long)in->word);
        st = warp_fault(sm, slot, SG_WERR_UNKNOWN_INSN, pc, err,
                        "unknown instruction %s (not in the ISA table)", d);
    }

    /* phase 1: guard */
    int unmodelled = 0;
    uint32_t g = st ? 0 : guard_mask(sm, w, in, p, pc, &unmodelled);
    if (!st && unmodelled)
        st = warp_fault(sm, slot, SG_WERR_UNSUPPORTED, pc, err, "%s is not modelled",
                        sg_cc_names[p->cctest]);
    if (!st && p->ctrl == SG_CTRL_BRX)
        for (uint32_t m = g; m; m &= m - 1) {
            unsigned l = (unsigned)__builtin_ctz(m);
            sm->lane_target[l] = (uint32_t)(w->rf.r[p->brx_reg][l] + (uint64_t)p->brx_off);
            is->lane_target[l] = sm->lane_target[l];
            sm->issue_lt_dirty |= 1u << s;
        }
    is->word = in->word;
    is->ctrl = p->ctrl;
    is->cond = p->cond;
    is->sflag = in->sflag;
    is->uni = p->uni;
    is->guard = g;
    is->target = p->target;
    int dp = !st && sm->dp_on && p->ctrl == SG_CTRL_OTHER && p->unit != SG_UNIT_CTRL;
    if (dp) { /* specs/datapath.md: the operands as they are before the step */
        w->ids.clock = sm->cycle; /* SR_CLOCKLO/HI */
        sg_dp_begin(sm, s, slot, in, p, g);
    }
    int plain = p->ctrl == SG_CTRL_OTHER && !in->sflag; /* the stack only moves the PC */
    sg_simt_in si; /* the stack unit's input, when it does more than move the PC */
    if (!plain)
        si = (sg_simt_in){p->ctrl, p->cond, in->sflag, p->uni, g, p->target, sm->lane_target};
    if (!st && p->ctrl == SG_CTRL_OTHER) {
        /* phase 2 in an execution unit, after checking the stack part can't fail */
        if (!plain && !sg_simt_check(&w->st, &sm->scfg, &si)) {
            sg_simt_step(&w->st, &sm->scfg, &si, so);
            st = stack_error(sm, slot, pc, err);
        } else if (g && p->fast.kind &&
                   sg_fast_exec(&p->fast, g, &w->rf, &sm->env, &sm->fx, sm->fp_held)) {
            /* done on the fast path (fastpath.h): it set fx.lanes */
        } else if (g) {
            sm->fx.lanes = g;
            switch (in->op) {
            case SG_OP_BAR:
                st = barrier_arrive(sm, slot, in, pc, err);
                break;
            case SG_OP_BRXC: /* whether the table holds relative or absolute targets is
                                not established (specs/simt-stack.md IN-4) */
            case SG_OP_PLONGJMP:
            case SG_OP_LONGJMP:
            case SG_OP_RTT:
            case SG_OP_BPT:
                st = warp_fault(sm, slot, SG_WERR_UNSUPPORTED, pc, err, "%s is not modelled",
                                sg_isa_forms[in->form].mnemonic);
                break;
            default: {
                sg_error e2;
                if (p->unit == SG_UNIT_LDST || in->op == SG_OP_MEMBAR) {
                    const sg_block *b = &sm->blocks[w->block_slot];
                    sg_ldst_env le = {sm->mem, b->shared, sm->cfg.shared_bytes, b->shared_lock,
                                      w->local, sm->cfg.local_bytes, &sm->env};
                    st = sg_ldst_exec(in, g, &w->rf, &le, &sm->fx, &e2);
                    /* a failed access may have written some lanes before it stopped */
                    if (st || (sm->fx.mem && sm->fx.mspace == SG_SPACE_LOCAL))
                        w->local_dirty = 1;
                } else {
                    w->ids.clock = sm->cycle; /* SR_CLOCKLO/HI (the fast path reads no ids) */
                    sm->env.ids = &w->ids;
                    st = sg_alu_exec(in, g, &w->rf, &sm->env, &sm->fx, &e2);
                }
                if (st)
                    st = warp_fault(sm, slot, SG_WERR_EXEC_FAULT, pc, err, "%s", e2.msg);
            }
            }
        }
    }
    if (!st && plain)
        sg_simt_step_plain(&w->st, so);
    else if (!st && sg_simt_step(&w->st, &sm->scfg, &si, so))
        st = stack_error(sm, slot, pc, err);
    if (dp && sg_dp_end(sm, s, slot, !st) && !st)
        st = warp_fault(sm, slot, SG_WERR_EXEC_FAULT, pc, err, "%s",
                        "internal error: the step wrote a register its operand bundle did not "
                        "keep (datapath.c)");
    if (sm->tfn) {
        sg_status ts = st ? sg_trace_record(sm, slot, 'E', pc, in, p->cond, g, am0, so, NULL, NULL)
                          : sg_trace_record(sm, slot, 'I', pc, in, p->cond, g, am0, so, &sm->fx,
                                            err);
        if (!st)
            st = ts;
    }
    return st;
}

/* One warp step, noted as the issue bundle of its scheduler (specs/dpi.md). */
static sg_status warp_step(sg_sm *sm, unsigned s, unsigned slot, sg_error *err)
{
    sg_warp *w = &sm->warps[slot];
    sg_issue *is = &sm->issue[s];
    /* cleared field by field: the 128 bytes of lane targets only after a BRX/JMX wrote them
     * (a whole-struct memset was 7% of a standalone run) */
    memset(is, 0, offsetof(sg_issue, lane_target));
    if (sm->issue_lt_dirty >> s & 1)
        memset(is->lane_target, 0, sizeof is->lane_target);
    sm->issue_lt_dirty &= ~(1u << s);
    memset(&is->next_pc, 0, sizeof *is - offsetof(sg_issue, next_pc));
    is->valid = 1;
    is->warp = slot;
    is->pc = w->st.pc;
    sg_simt_out so = {0, sm->ev};
    unsigned top = sm->cov_on && w->st.depth ? w->st.stack[w->st.depth - 1].type : 0;
    uint32_t am0 = w->st.am, xm0 = w->st.xm;
    sg_status st = warp_step_inner(sm, s, slot, is, &so, err);
    is->next_pc = w->st.pc;
    is->next_am = w->st.am;
    for (unsigned i = 0; i < so.nev; i++) {
        unsigned k = sm->ev[i].kind;
        is->push += k == SG_EV_PUSH;
        is->pop += k == SG_EV_POP;
        is->spill += k == SG_EV_SPILL;
        is->fill += k == SG_EV_FILL;
    }
    if (w->st.status == SG_WARP_ERROR)
        is->error = w->werr ? w->werr : w->st.err;
    if (sm->cov_on)
        sg_cov_step(sm, slot, is, &so, top, am0, xm0);
    if (sm->afn && !st && !is->unwind)
        st = sg_trace_accelsim(sm, slot, &sm->insn[(is->pc - sm->base) / 8], is, err);
    /* CLK-8: progress is a store, a token pushed or popped, or a change of a mask (or
     * of the status) */
    if (sm->fx.nstores || ((is->push | is->pop) | (w->st.am ^ am0) | (w->st.xm ^ xm0)) ||
        w->st.status != SG_WARP_RUNNING)
        w->progress = sm->cycle;
    return st;
}

/* ---- the clock ---------------------------------------------------------- */

/* CLK-8: the hang verdict names every running warp with its PC and stack. */
static sg_status hang(sg_sm *sm, sg_error *err)
{
    char list[SG_ERROR_MSG_MAX] = "";
    size_t len = 0;
    for (unsigned i = 0; i < sm->cfg.max_warps && len < sizeof list - 96; i++) {
        const sg_warp *w = &sm->warps[i];
        if (!w->valid || w->st.status != SG_WARP_RUNNING)
            continue;
        len += (size_t)snprintf(list + len, sizeof list - len, " w%u@0x%04x am=0x%x depth=%u%s",
                                i, w->st.pc, w->st.am, w->st.depth,
                                sm->cycle - w->progress >= sm->cfg.hang_cycles ? "(stuck)" : "");
        for (unsigned d = w->st.depth; d > 0 && len < sizeof list - 48; d--)
            len += (size_t)snprintf(list + len, sizeof list - len, "%s%s:0x%x:0x%04x",
                                    d == w->st.depth ? " [" : ",",
                                    sg_tok_name(w->st.stack[d - 1].type), w->st.stack[d - 1].mask,
                                    w->st.stack[d - 1].pc);
        if (w->st.depth && len < sizeof list - 2)
            len += (size_t)snprintf(list + len, sizeof list - len, "]");
    }
    sg_status st = sg_fail(err, SG_ERR_HANG,
                           "hang: at cycle %llu a warp made no progress (no store, no token, no "
                           "mask change) for %u cycles;%s",
                           (unsigned long long)sm->cycle, sm->cfg.hang_cycles, list);
    if (!sm->failed) {
        sm->failed = 1;
        if (err)
            sm->first_err = *err;
    }
    return st;
}

/* CT-1: the counters of one step (both timings). */
static void count_step(sg_sm *sm, unsigned s, unsigned slot)
{
    const sg_issue *is = &sm->issue[s];
    sg_warp *w = &sm->warps[slot];
    if (is->unwind) {
        sm->stats.unwind_steps++;
    } else {
        uint32_t lanes = sg_popcount32(is->guard); /* G: the lanes that execute */
        sm->stats.warp_instructions++;
        sm->stats.thread_instructions += lanes;
        w->stats.thread_instructions += lanes;
    }
    w->stats.steps++;
    sm->stats.stack_spills += is->spill;
    sm->stats.stack_fills += is->fill;
}

static sg_status one_clock(sg_sm *sm, sg_error *err);

/* The default floating-point environment (fpenv.h) held over the model's own work, so that
 * the FP instructions do not each save and restore the host's (issue 14: that was a quarter
 * of a standalone run). Not while a trace or Accel-Sim sink is set: those call the user's
 * code, which runs in the user's environment. Returns 1 if it entered (then leave). */
static int fp_hold(sg_sm *sm, sg_fpenv *saved)
{
    if (sm->fp_held || sm->tfn || sm->afn)
        return 0;
    sg_fpenv_enter(saved);
    sm->fp_held = 1;
    return 1;
}

static void fp_release(sg_sm *sm, const sg_fpenv *saved)
{
    sm->fp_held = 0;
    sg_fpenv_leave(saved);
}

sg_status sg_sm_step(sg_sm *sm, sg_error *err)
{
    if (!sm)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_step: NULL model");
    if (!sm->launched)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_step: nothing launched");
    if (sg_sm_done(sm))
        return SG_OK;
    sg_fpenv saved;
    int held = fp_hold(sm, &saved);
    sg_status st = one_clock(sm, err);
    if (held)
        fp_release(sm, &saved);
    return st;
}

/* One clock (sg_sm_step's checks done). */
static sg_status one_clock(sg_sm *sm, sg_error *err)
{
    sg_status result = SG_OK;
    unsigned S = sm->cfg.schedulers, n = sm->cfg.max_warps;
    int any_cand = 0; /* a warp could have issued: else, with blocks left, a deadlock */
    sm->new_warps = sm->retired = 0;
    for (unsigned s = 0; s < S; s++) {
        sm->issue[s].valid = 0;
        if (sm->dp_on) {
            sm->dp_ops[s].valid = sm->dp_rt[s].valid = 0;
            sm->dp_lazy[s].pending = sm->dp_lazy_ops[s].pending = 0;
        }
        if (sm->view_on)
            sm->view[s].valid = 0;
    }
    int cycle_timing = sm->cfg.timing == SG_TIMING_CYCLE;
    unsigned ratio = sm->cfg.sched_clock_ratio; /* no division in the common ratios 1 and 2 */
    int issue_clock = !cycle_timing || ratio == 1 || (ratio == 2 ? !(sm->cycle & 1)
                                                                  : sm->cycle % ratio == 0);
    any_cand = !issue_clock; /* between scheduler clocks nobody picks: not a deadlock */
    if (sm->view_on && cycle_timing)
        sg_port_begin(sm, issue_clock);
    for (unsigned s = 0; s < S && issue_clock; s++) {
        /* the scheduler's policy picks one of its warps (specs/timing.md WS-1..WS-4; in
         * functional timing every candidate is ready). Candidates are taken now, after the
         * schedulers before this one stepped (a barrier they completed frees its warps). */
        uint64_t cand = sm->runnable & sm->slots_of[s];
        any_cand |= cand != 0;
        sg_sched_view *view = sm->view_on ? &sm->view[s] : NULL;
        if (view)
            sg_view_begin(sm, s, cand);
        uint64_t ready = cand, stalled_long = 0;
        unsigned cause = SG_STALL_IDLE;
        if (cycle_timing)
            sm->eval_next[s] = sm->cycle + 1; /* this clock is looked at (dep_stalls, SB-5) */
#ifdef SMGOLD_CHECK_INVARIANTS
        for (uint64_t m = cycle_timing ? cand : 0; m; m &= m - 1) { /* the eager count */
            unsigned k = (unsigned)__builtin_ctzll(m);
            sm->dbg_depstall[k] += sm->t_next[k] <= sm->cycle && sm->t_class[k] != 0xff &&
                                   sm->t_dep[k] > sm->cycle;
        }
#endif
        sm->stats.issue_slots++;
        int refused = 0, external = sm->sched[s].external, pick;
        if (cycle_timing && !view && sm->sched[s].policy == SG_SCHED_LRR) {
#ifdef SMGOLD_CHECK_INVARIANTS
            sg_sched probe = sm->sched[s];
            uint64_t all = sg_timing_ready(sm, cand, &stalled_long, &cause, NULL);
            sm->stats.stalls[cause] -= !all; /* counted again below */
            int want = sg_sched_pick(&probe, cand, all, stalled_long, sm->age, &refused);
            unsigned want_cause = cause;
#endif
            pick = sg_timing_pick_lrr(sm, s, cand, &cause);
#ifdef SMGOLD_CHECK_INVARIANTS
            if (pick != want || (pick < 0 && cause != want_cause)) {
                sg_fail(err, SG_ERR_ARG, "internal error: cycle %llu scheduler %u: the round-robin "
                        "search picks %d (cause %u), the full scan %d (cause %u)",
                        (unsigned long long)sm->cycle, s, pick, cause, want, want_cause);
                return SG_ERR_ARG;
            }
#endif
        } else if (!cycle_timing && sm->sched[s].policy == SG_SCHED_LRR) {
            pick = sg_sched_pick_lrr(&sm->sched[s], cand); /* every candidate is ready */
        } else {
            if (cycle_timing)
                ready = sg_timing_ready(sm, cand, &stalled_long, &cause, view);
            pick = sg_sched_pick(&sm->sched[s], cand, ready, stalled_long, sm->age, &refused);
        }
        if (view)
            sg_view_end(sm, s, ready, stalled_long, pick, refused, external, cause);
        if (pick < 0 && !cycle_timing)
            sm->stats.stalls[SG_STALL_IDLE]++;
        if (pick < 0 && cycle_timing && cand && sm->tfn && sm->cfg.trace_cycles) {
            sg_status ts = sg_trace_stall(sm, s, cause, err);
            if (ts && !result)
                result = ts;
        }
        if (refused && !result && sm->view_on != SG_VIEW_LEGALITY)
            result = sg_fail(err, SG_ERR_ARG,
                             "cycle %llu: the external pick for scheduler %u is not a warp it "
                             "can issue", (unsigned long long)sm->cycle, s);
        for (int once = pick >= 0; once; once = 0) {
            unsigned slot = (unsigned)pick;
            sg_error e;
            sg_status st = warp_step(sm, s, slot, &e);
            if (sm->warps[slot].st.status != SG_WARP_RUNNING) {
                sg_sm_runnable_update(sm, slot);
                sm->retire_check = 1; /* its block may be done */
            }
            count_step(sm, s, slot);
            if (cycle_timing)
                sg_timing_issued(sm, slot, &sm->issue[s], sm->view_on ? &sm->port.bk[s] : NULL);
#ifdef SMGOLD_CHECK_INVARIANTS
            for (unsigned k = 0; k < n; k++) { /* the schedulers' hot state is the warps' */
                const sg_warp *wk = &sm->warps[k];
                if (wk->valid && sm->dbg_depstall[k] != sm->t_depstall[k] +
                                                         sg_depstall_pending(sm, k)) {
                    sg_fail(err, SG_ERR_ARG, "internal error: warp %u's dep_stalls %llu, counted "
                            "lazily %llu, at cycle %llu", k,
                            (unsigned long long)sm->dbg_depstall[k],
                            (unsigned long long)(sm->t_depstall[k] + sg_depstall_pending(sm, k)),
                            (unsigned long long)sm->cycle);
                    return SG_ERR_ARG;
                }
                int want = wk->valid && wk->st.status == SG_WARP_RUNNING && !wk->at_barrier;
                if (want != (int)(sm->runnable >> k & 1)) {
                    sg_fail(err, SG_ERR_ARG, "internal error: runnable bit of warp %u is stale "
                            "at cycle %llu", k, (unsigned long long)sm->cycle);
                    return SG_ERR_ARG;
                }
            }
            const char *bad = sg_simt_invariant_violation(&sm->warps[slot].st, &sm->scfg);
            if (bad) {
                sg_fail(err, SG_ERR_ARG, "internal error: warp %u at cycle %llu breaks %s", slot,
                        (unsigned long long)sm->cycle, bad);
                return SG_ERR_ARG;
            }
#endif
            if (st && !result) { /* report the first error of the clock */
                result = st;
                if (err)
                    *err = e;
            }
            if (st && !sm->failed) { /* and remember the launch's first */
                sm->failed = 1;
                sm->first_err = e;
            }
            /* a barrier completes only when a warp arrives at it or stops running */
            if (sm->warps[slot].at_barrier || sm->warps[slot].st.status != SG_WARP_RUNNING)
                barrier_check(sm, sm->warps[slot].block_slot);
            if (sm->cfg.hang_cycles && !result &&
                sm->cycle - sm->warps[slot].progress >= sm->cfg.hang_cycles)
                result = hang(sm, err);
            break;
        }
    }
    sm->cycle++;
    if (sm->retire_check) { /* a block is done only when one of its warps stopped */
        sm->retire_check = 0;
        sg_sm_retire_blocks(sm);
    }
    if (!result) {
        sg_status st = sg_sm_launch_blocks(sm, err);
        if (st)
            result = st;
    }
    if (!any_cand && !result && !sg_sm_done(sm)) {
        int any_error = 0;
        for (unsigned i = 0; i < n; i++)
            any_error |= sm->warps[i].valid && sm->warps[i].st.status == SG_WARP_ERROR;
        if (!any_error)
            result = sg_fail(err, SG_ERR_RANGE,
                             "deadlock at cycle %llu: no warp can issue (all remaining warps wait "
                             "at a barrier)",
                             (unsigned long long)sm->cycle);
    }
    return result;
}

sg_status sg_sm_set_pick(sg_sm *sm, unsigned sched, int slot, sg_error *err)
{
    if (!sm || sched >= sm->cfg.schedulers)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_set_pick: scheduler %u does not exist", sched);
    if (sm->cfg.scheduler_policy != SG_SCHED_EXTERNAL)
        return sg_fail(err, SG_ERR_ARG,
                       "sg_sm_set_pick: the scheduler policy is not external (set "
                       "scheduler_policy = external)");
    if (slot < -1 || slot >= (int)sm->cfg.max_warps)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_set_pick: warp slot %d does not exist (-1..%u)",
                       slot, sm->cfg.max_warps - 1);
    sm->sched[sched].external = slot;
    return SG_OK;
}

sg_status sg_sm_run(sg_sm *sm, uint64_t max_cycles, sg_error *err)
{
    if (!sm)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_run: NULL model");
    if (sm->failed) { /* a warp already failed: say so again rather than run on */
        if (err)
            *err = sm->first_err;
        return sm->first_err.code ? sm->first_err.code : SG_ERR_RANGE;
    }
    sg_fpenv saved;
    int held = fp_hold(sm, &saved);
    sg_status st = SG_OK;
    while (!st && !sg_sm_done(sm)) {
        if (sm->cycle >= max_cycles) {
            char list[SG_ERROR_MSG_MAX] = "";
            size_t len = 0;
            for (unsigned i = 0; i < sm->cfg.max_warps && len < sizeof list - 40; i++)
                if (sm->warps[i].valid && sm->warps[i].st.status == SG_WARP_RUNNING)
                    len += (size_t)snprintf(list + len, sizeof list - len, " w%u@0x%04x", i,
                                            sm->warps[i].st.pc);
            st = sg_fail(err, SG_ERR_RANGE,
                         "did not finish within %llu cycles (a hang?); running warps:%s",
                         (unsigned long long)max_cycles, list);
            break;
        }
        st = sg_sm_step(sm, err);
    }
    if (held)
        fp_release(sm, &saved);
    return st;
}

int sg_sm_done(const sg_sm *sm)
{
    return !sm || !sm->launched || sm->blocks_done == sm->nblocks;
}

