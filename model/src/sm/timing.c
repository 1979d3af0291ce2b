/*
 * timing.c - the cycle model of the SM (specs/timing.md): what an
 * instruction needs (its issue class, unit and dependences, decided once at
 * load), which warps are ready at a clock (re-issue interval, scoreboard,
 * a free unit), and what an issue books (unit busy, results ready later,
 * counters). The clock itself is sg_sm_step (sm.c) in both timings.
 */
#include <string.h>

#include "state.h"
#include "../isa/isa_table.h"
#include "../units/lanes.h"
#include "../units/memtime.h"

/* IC-1: the issue class of an operation. */
static uint8_t issue_class(const sg_insn *in, const sg_form *f)
{
    switch (f->unit) {
    case SG_UNIT_CTRL: return SG_IC_CTRL;
    case SG_UNIT_FPU64: return SG_IC_FP64;
    case SG_UNIT_SFU: return SG_IC_SFU;
    case SG_UNIT_LDST: return SG_IC_LDST;
    default: break;
    }
    switch (in->op) {
    case SG_OP_IMAD: case SG_OP_IMUL: case SG_OP_POPC: case SG_OP_SEL:
    case SG_OP_IMNMX: case SG_OP_ICMP: case SG_OP_PSETP:
        return SG_IC_ALU_HALF; /* 001 §7.3: MT 16 (gf100-sm.md §4) */
    default:
        return SG_IC_ALU;
    }
}

void sg_timing_predecode(const sg_insn *in, sg_pre *p)
{
    memset(&p->deps, 0, sizeof p->deps);
    p->iclass = SG_IC_CTRL;
    if (in->form < 0)
        return;
    const sg_form *f = &sg_isa_forms[in->form];
    p->iclass = issue_class(in, f);
    p->imad = in->op == SG_OP_IMAD; /* 001: IMAD 22.1 clocks, the others 20.1 (LAT-1) */
    sg_deps *d = &p->deps;
    if (in->guard != SG_PT)
        d->preds |= (uint8_t)(1u << in->guard);
    for (unsigned o = 0; o < in->nops; o++) {
        const sg_operand *op = &in->opnd[o];
        int has_reg = op->kind == SG_OPND_REG || op->kind == SG_OPND_MEM ||
                      op->kind == SG_OPND_CMEM;
        if (has_reg && op->reg != SG_RZ && d->nsrc < SG_SB_MAX_SRC)
            d->src[d->nsrc++] = op->reg;
        if (op->kind == SG_OPND_PRED && op->reg != SG_PT)
            d->preds |= (uint8_t)(1u << op->reg);
        if (op->kind == SG_OPND_REG && op->cc)
            d->cc = 1; /* writes $c: waits for the previous writer (001: .CC ops serialise) */
        if (op->kind == SG_OPND_CC && op->reg != 15)
            d->cc = 1;
    }
    for (unsigned m = 0; m < in->nmods; m++) {
        const char *name = f->mods[m].names[in->mod[m]];
        if (name && !strcmp(name, "X"))
            d->cc = 1; /* .X reads the carry */
    }
    p->space = in->op == SG_OP_LD || in->op == SG_OP_ST || in->op == SG_OP_LDU ||
                       in->op == SG_OP_LD_LDU ? SG_SPACE_GLOBAL
               : in->op == SG_OP_LDC ? SG_SPACE_CONST
               : in->op == SG_OP_LDL || in->op == SG_OP_STL ? SG_SPACE_LOCAL
                                                            : SG_SPACE_SHARED;
}

/* UN-1: the unit an issue class occupies, and for how many FU clocks. */
static int unit_of(uint8_t iclass)
{
    switch (iclass) {
    case SG_IC_ALU: case SG_IC_ALU_HALF: case SG_IC_FP64: return SG_PIPE_ALU0;
    case SG_IC_SFU: return SG_PIPE_SFU;
    case SG_IC_LDST: return SG_PIPE_LDST;
    default: return -1;
    }
}

uint8_t sg_timing_dep_pipe(uint8_t iclass)
{
    switch (unit_of(iclass)) {
    case SG_PIPE_ALU0: return 1;
    case SG_PIPE_SFU: return 2;
    case SG_PIPE_LDST: return 3;
    default: return 0;
    }
}

/* UN-1: ALU lanes per clock of an issue class's pipe (half-rate ops: 8 of a
 * 16-lane group per clock), and the lane mode that applies. */
static unsigned lanes_per_clock(uint8_t iclass)
{
    switch (iclass) {
    case SG_IC_ALU: return 16;
    case SG_IC_ALU_HALF:
    case SG_IC_FP64: return 8;
    case SG_IC_SFU: return 4;
    case SG_IC_LDST: return 16;
    default: return 0;
    }
}

static sg_lane_mode mode_of(const sg_sm *sm, uint8_t iclass)
{
    return iclass == SG_IC_LDST ? SG_LANES_BASELINE : (sg_lane_mode)sm->cfg.lane_mode;
}

static unsigned occupancy(const sg_sm *sm, uint8_t iclass, uint32_t mask)
{
    unsigned lpc = lanes_per_clock(iclass);
    return lpc ? sg_lane_cycles(mask, sm->cfg.warp_size, lpc, mode_of(sm, iclass)) : 0;
}

sg_status sg_sm_last_lanes(const sg_sm *sm, unsigned sched, sg_lane_view *out, sg_error *err)
{
    sg_issue is;
    sg_status st = sg_sm_last_issue(sm, sched, &is, err);
    if (st || !out)
        return st ? st : SG_ERR_ARG;
    memset(out, 0, sizeof *out);
    memset(out->lane, 0xff, sizeof out->lane);
    if (!is.valid || is.unwind || is.error)
        return SG_OK;
    uint8_t iclass = sm->pre[(is.pc - sm->base) / 8].iclass;
    unsigned lpc = lanes_per_clock(iclass);
    if (!lpc)
        return SG_OK;
    sg_lane_sched ls;
    sg_lane_schedule(is.guard, sm->cfg.warp_size, lpc, mode_of(sm, iclass), &ls);
    out->clocks = ls.ncycles;
    out->lanes = lpc;
    out->mode = mode_of(sm, iclass);
    for (unsigned c = 0; c < ls.ncycles; c++) {
        out->enable[c] = ls.enable[c];
        for (unsigned n = 0; n < lpc; n++)
            if (ls.enable[c] >> n & 1)
                out->lane[c][n] = (uint8_t)(ls.src_group[c][n] * lpc + ls.src_lane[c][n]);
    }
    return SG_OK;
}

/* A free pipe for the class at clock now: the ALU class may use either group. */
static int free_pipe(const sg_sm *sm, uint8_t iclass, uint64_t now)
{
    int u = unit_of(iclass);
    if (u < 0)
        return SG_PIPE_NONE;
    if (u == SG_PIPE_ALU0)
        return sm->pipe_free[SG_PIPE_ALU0] <= now   ? SG_PIPE_ALU0
               : sm->pipe_free[SG_PIPE_ALU1] <= now ? SG_PIPE_ALU1
                                                    : -1;
    return sm->pipe_free[u] <= now ? u : -1;
}

/* The issue classes with a free pipe at clock now, as a mask over class numbers (bit 7,
 * = 0xff & 7: an unwind step or a fetch fault, which needs none). */
static unsigned free_classes(const sg_sm *sm, uint64_t now)
{
    unsigned m = 1u << 7;
    for (uint8_t c = SG_IC_ALU; c <= SG_IC_CTRL; c++)
        m |= (unsigned)(free_pipe(sm, c, now) != -1) << c;
    return m;
}

uint64_t sg_timing_ready(sg_sm *sm, uint64_t cand, uint64_t *stalled_long,
                         unsigned *cause, sg_sched_view *view)
{
    uint64_t now = sm->cycle, ready = 0, reissue = 0, dep = 0, unit = 0, lng = 0;
    unsigned free_cls = free_classes(sm, now);
    /* the per-slot words sg_timing_refresh keeps (SB-5); no warp is read */
    for (uint64_t m = cand; m; m &= m - 1) {
        unsigned slot = (unsigned)__builtin_ctzll(m);
        uint64_t bit = m & (0 - m);
        if (sm->t_next[slot] > now) {
            reissue |= bit;
        } else if (sm->t_class[slot] != 0xff && sm->t_dep[slot] > now) {
            dep |= bit; /* counted in dep_stalls lazily (sg_depstall_settle) */
            lng |= sm->t_long[slot] > now ? bit : 0;
        } else if (free_cls >> (sm->t_class[slot] & 7) & 1) {
            ready |= bit;
        } else {
            unit |= bit;
        }
    }
    *stalled_long = lng;
    /* the strongest reason a candidate could not issue */
    unsigned why = unit ? SG_STALL_UNIT : dep ? SG_STALL_DEPENDENCY : reissue ? SG_STALL_REISSUE : 0;
    if (view) {
        for (uint64_t m = reissue; m; m &= m - 1)
            view->why[__builtin_ctzll(m)] = SG_WHY_REISSUE;
        for (uint64_t m = unit; m; m &= m - 1)
            view->why[__builtin_ctzll(m)] = SG_WHY_UNIT;
        for (uint64_t m = dep; m; m &= m - 1) { /* and what it waits for */
            unsigned slot = (unsigned)__builtin_ctzll(m);
            const sg_warp *w = &sm->warps[slot];
            const sg_pre *p = &sm->pre[(w->st.pc - sm->base) / 8];
            view->why[slot] = SG_WHY_DEPENDENCY;
            view->dep[slot] = (uint8_t)sg_score_blocker(&w->score, &p->deps, now);
        }
    }
    *cause = cand ? why : SG_STALL_IDLE;
    if (!ready)
        sm->stats.stalls[*cause]++;
    return ready;
}

int sg_timing_pick_lrr(sg_sm *sm, unsigned s, uint64_t cand, unsigned *cause)
{
    sg_sched *sc = &sm->sched[s];
    uint64_t now = sm->cycle, reissue = 0, dep = 0, unit = 0;
    unsigned free_cls = free_classes(sm, now);
    unsigned start = sc->last + 1 >= sc->nslots ? 0 : sc->last + 1;
    uint64_t above = start < 64 ? cand & (~0ull << start) : 0;
    uint64_t order[2] = {above, cand & ~above}; /* WS-1: after the last pick, wrapping */
    for (unsigned part = 0; part < 2; part++)
        for (uint64_t m = order[part]; m; m &= m - 1) {
            unsigned slot = (unsigned)__builtin_ctzll(m);
            uint64_t bit = m & (0 - m);
            if (sm->t_next[slot] > now) {
                reissue |= bit;
            } else if (sm->t_class[slot] != 0xff && sm->t_dep[slot] > now) {
                dep |= bit;
            } else if (free_cls >> (sm->t_class[slot] & 7) & 1) {
                sc->last = slot; /* sg_sched_pick's bookkeeping of a pick */
                sc->issued = 1;
                *cause = SG_STALL_IDLE;
                return (int)slot;
            } else {
                unit |= bit;
            }
        }
    *cause = !cand ? SG_STALL_IDLE
             : unit ? SG_STALL_UNIT
             : dep  ? SG_STALL_DEPENDENCY
             : reissue ? SG_STALL_REISSUE
                       : 0;
    sm->stats.stalls[*cause]++;
    return -1;
}

/* MT-10: the extra FU clocks of a memory access (passes beyond the first,
 * segments beyond the first), counted in the stats. */
static unsigned memory_extra(sg_sm *sm, const sg_effects *fx, unsigned lane_cycles)
{
    if (!fx->mem || !fx->lanes)
        return 0;
    uint32_t a32[SG_MAX_LANES];
    for (unsigned l = 0; l < SG_MAX_LANES; l++)
        a32[l] = (uint32_t)fx->maddr[l];
    switch (fx->mspace) {
    case SG_SPACE_SHARED: {
        unsigned passes = sg_shared_passes(a32, fx->lanes, fx->msize, SG_SMEM_BANKS);
        sm->stats.bank_conflicts += passes - 1;
        return (passes - 1) * lane_cycles;
    }
    case SG_SPACE_CONST: {
        unsigned passes = sg_const_passes(a32, fx->lanes);
        sm->stats.const_serial += passes - 1;
        return passes - 1;
    }
    case SG_SPACE_GLOBAL: {
        unsigned segs = sg_global_segments(fx->maddr, fx->lanes, fx->msize,
                                           SG_GLOBAL_SEGMENT_BYTES);
        sm->stats.global_segments += segs;
        return segs ? segs - 1 : 0;
    }
    default:
        return 0;
    }
}

/* MT-10, MT-7: spilled and filled tokens move through the LD/ST pipe as local-memory
 * accesses; a fill delays the warp until the token is back. */
static void stack_traffic(sg_sm *sm, sg_warp *w, const sg_issue *is, uint64_t now)
{
    unsigned n = is->spill + is->fill;
    if (!n)
        return;
    uint64_t start = sm->pipe_free[SG_PIPE_LDST] > now ? sm->pipe_free[SG_PIPE_LDST] : now;
    sm->pipe_free[SG_PIPE_LDST] = start + n;
    sm->stats.unit_busy[SG_PIPE_LDST] += n;
    sm->stats.stack_traffic_bytes += (uint64_t)n * SG_TOKEN_SPILL_BYTES;
    if (is->fill && w->score.next_issue < start + n + sm->cfg.lat_shared)
        w->score.next_issue = start + n + sm->cfg.lat_shared;
}

void sg_timing_refresh(sg_sm *sm, unsigned slot)
{
    const sg_warp *w = &sm->warps[slot];
    sg_depstall_settle(sm, slot); /* the clocks so far, under the words being replaced */
    uint32_t pc = w->st.pc;
    sm->t_next[slot] = w->score.next_issue;
    sm->t_long[slot] = w->long_pending;
    sm->t_dep[slot] = 0;
    sm->t_class[slot] = 0xff;
    if (!w->st.am || pc < sm->base || (pc - sm->base) / 8 >= sm->n || (pc - sm->base) % 8)
        return; /* an unwind step, or a fetch fault that shows when it issues */
    const sg_pre *p = &sm->pre[(pc - sm->base) / 8];
    sm->t_dep[slot] = sg_score_ready_at(&w->score, &p->deps);
    sm->t_class[slot] = p->iclass;
}

static void book_issue(sg_sm *sm, unsigned slot, const sg_issue *is, sg_sched_booking *bk);

void sg_timing_issued(sg_sm *sm, unsigned slot, const sg_issue *is, sg_sched_booking *bk)
{
    book_issue(sm, slot, is, bk);
    sg_timing_refresh(sm, slot);
}

static void book_issue(sg_sm *sm, unsigned slot, const sg_issue *is, sg_sched_booking *bk)
{
    sg_warp *w = &sm->warps[slot];
    uint64_t now = sm->cycle;
    const sg_config *c = &sm->cfg;
    w->score.next_issue = now + c->reissue_clocks;
    if (bk) {
        memset(bk, 0, sizeof *bk);
        bk->error = is->error != 0;
    }
    if (is->error)
        return;
    if (bk) {
        bk->spill = is->spill;
        bk->fill = is->fill;
    }
    stack_traffic(sm, w, is, now);
    if (is->unwind)
        return;
    const sg_pre *p = &sm->pre[(is->pc - sm->base) / 8];
    uint32_t lanes = sm->fx.lanes ? sm->fx.lanes : is->guard;
    int pipe = free_pipe(sm, p->iclass, now);
    unsigned occ = occupancy(sm, p->iclass, lanes);
    if (p->iclass == SG_IC_LDST)
        occ += memory_extra(sm, &sm->fx, occ);
    if (pipe >= 0) {
        sm->pipe_free[pipe] = now + occ;
        sm->stats.unit_busy[pipe] += occ;
    }
    int trace = sm->tfn && c->trace_cycles;
    unsigned lat;
    switch (p->iclass) {
    case SG_IC_ALU_HALF: lat = p->imad ? c->lat_imad : c->lat_alu; break;
    case SG_IC_FP64: lat = c->lat_fp64; break;
    case SG_IC_SFU: lat = c->lat_sfu; break;
    case SG_IC_LDST:
        lat = p->space == SG_SPACE_GLOBAL  ? c->lat_global
              : p->space == SG_SPACE_CONST ? c->lat_const
                                           : c->lat_shared;
        lat += occ;
        break;
    case SG_IC_CTRL: lat = 0; break;
    default: lat = c->lat_alu; break;
    }
    for (unsigned i = 0; i < sm->fx.nregs; i++)
        w->score.reg[sm->fx.regs[i]] = now + lat;
    if (sm->fx.preds) /* SB-4: a predicate write holds every predicate of the warp */
        for (unsigned i = 0; i < 8; i++)
            w->score.pred[i] = now + c->lat_pred;
    if (sm->fx.cc)
        w->score.cc = now + c->lat_cc;
    if (p->iclass == SG_IC_LDST && p->space == SG_SPACE_GLOBAL && sm->fx.nregs)
        w->long_pending = now + lat; /* two-level: a long-latency wait (WS-3) */
    if (bk) { /* WR-4: what the execution side tells the scoreboard */
        bk->busy = occ;
        bk->delay = lat;
        for (unsigned i = 0; i < sm->fx.nregs; i++)
            bk->regs |= 1ull << sm->fx.regs[i];
        bk->preds = sm->fx.preds;
        bk->cc = sm->fx.cc != 0;
        bk->lng = p->iclass == SG_IC_LDST && p->space == SG_SPACE_GLOBAL && sm->fx.nregs;
    }
    if (trace) /* a write failure shows at the next record the step writes */
        sg_trace_execute(sm, slot, is->pc, pipe, now, occ,
                         now + (sm->fx.preds && !sm->fx.nregs ? c->lat_pred : lat), &sm->fx, NULL);
}
