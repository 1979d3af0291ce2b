/*
 * accessors.c - the public sg_sm_* reads of the SM's state: configuration,
 * program hash, counters, statistics, coverage, and each warp slot's state,
 * tokens, while-mask entries and registers.
 *
 * Apart from sm.c because they only read: no accessor changes the model, and
 * nothing on the clocked path calls one. The bundles of the last clock are
 * read here too (sg_sm_last_issue: the issue sm.c's clock left in sm->issue),
 * so that timing.c's lane view and the checkers need nothing from sm.c.
 */
#include <string.h>

#include "state.h"
#include "../util/err.h"

/* ---- the model as a whole ------------------------------------------------ */

const sg_config *sg_sm_config(const sg_sm *sm)
{
    return sm ? &sm->cfg : NULL;
}

uint64_t sg_sm_program_hash(const sg_sm *sm)
{
    return sm ? sm->prog_hash : 0;
}

uint64_t sg_sm_cycle(const sg_sm *sm)
{
    return sm ? sm->cycle : 0;
}

uint64_t sg_sm_instructions(const sg_sm *sm)
{
    return sm ? sm->instructions : 0;
}

sg_status sg_sm_coverage(const sg_sm *sm, sg_coverage *out, sg_error *err)
{
    if (!sm || !out)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_coverage: NULL argument");
    *out = sm->cov;
    return SG_OK;
}

/* ---- state accessors ---------------------------------------------------- */

unsigned sg_sm_warp_slots(const sg_sm *sm)
{
    return sm ? sm->cfg.max_warps : 0;
}

static const sg_warp *slot_warp(const sg_sm *sm, unsigned slot, sg_error *err)
{
    if (!sm || slot >= sm->cfg.max_warps) {
        sg_fail(err, SG_ERR_ARG, "warp slot %u does not exist (0-%u)", slot,
                sm ? sm->cfg.max_warps - 1 : 0);
        return NULL;
    }
    return &sm->warps[slot];
}

sg_status sg_sm_warp_state(const sg_sm *sm, unsigned slot, sg_warp_state *out, sg_error *err)
{
    const sg_warp *w = slot_warp(sm, slot, err);
    if (!w || !out)
        return SG_ERR_ARG;
    memset(out, 0, sizeof *out);
    out->valid = w->valid;
    out->retired = !w->valid && (sm->retired >> slot & 1) && !(sm->new_warps >> slot & 1);
    if (!w->valid && !out->retired)
        return SG_OK;
    out->block = sm->blocks[w->block_slot].index;
    out->warp_in_block = w->warp_in_block;
    out->status = w->at_barrier && w->st.status == SG_WARP_RUNNING ? 3u : w->st.status;
    out->pc = w->st.pc;
    out->am = w->st.am;
    out->bm = w->st.bm;
    out->cm = w->st.cm;
    out->rm = w->st.rm;
    out->xm = w->st.xm;
    out->live = w->st.live;
    out->depth = w->st.depth;
    out->onchip = w->st.depth < sm->scfg.onchip ? w->st.depth : sm->scfg.onchip;
    out->spilled = w->st.depth - out->onchip;
    out->wt_entries = w->st.nwt;
    out->error = w->st.status == SG_WARP_ERROR ? (w->werr ? w->werr : w->st.err) : 0;
    out->cause = w->st.cause;
    out->steps = w->st.steps;
    return SG_OK;
}

sg_status sg_sm_warp_token(const sg_sm *sm, unsigned slot, unsigned i, sg_token_state *out,
                           sg_error *err)
{
    const sg_warp *w = slot_warp(sm, slot, err);
    if (!w || !out)
        return SG_ERR_ARG;
    if (i >= w->st.depth)
        return sg_fail(err, SG_ERR_RANGE, "warp %u has %u tokens, no token %u", slot, w->st.depth,
                       i);
    const sg_token *t = &w->st.stack[w->st.depth - 1 - i];
    out->type = t->type;
    out->mask = t->mask;
    out->pc = t->pc;
    return SG_OK;
}

sg_status sg_sm_warp_wt(const sg_sm *sm, unsigned slot, unsigned i, sg_wt_state *out,
                        sg_error *err)
{
    const sg_warp *w = slot_warp(sm, slot, err);
    if (!w || !out)
        return SG_ERR_ARG;
    if (i >= w->st.nwt)
        return sg_fail(err, SG_ERR_RANGE, "warp %u has %u while-mask entries, no entry %u", slot,
                       w->st.nwt, i);
    out->pc = w->st.wt[i].pc;
    out->depth = w->st.wt[i].depth;
    out->mask = w->st.wt[i].mask;
    return SG_OK;
}

sg_status sg_sm_reg(const sg_sm *sm, unsigned slot, unsigned lane, unsigned r, uint32_t *out,
                    sg_error *err)
{
    const sg_warp *w = slot_warp(sm, slot, err);
    if (!w || !out)
        return SG_ERR_ARG;
    if (lane >= sm->cfg.warp_size || r >= SG_NREGS)
        return sg_fail(err, SG_ERR_RANGE, "lane %u / register %u out of range", lane, r);
    *out = r == SG_RZ ? 0 : w->rf.r[r][lane];
    return SG_OK;
}

sg_status sg_sm_pred_mask(const sg_sm *sm, unsigned slot, unsigned p, uint32_t *out, sg_error *err)
{
    const sg_warp *w = slot_warp(sm, slot, err);
    if (!w || !out)
        return SG_ERR_ARG;
    if (p > 7)
        return sg_fail(err, SG_ERR_RANGE, "predicate %u out of range (0-7)", p);
    *out = w->rf.p[p] & sm->scfg.lanes_all;
    return SG_OK;
}

sg_status sg_sm_cc(const sg_sm *sm, unsigned slot, unsigned lane, uint32_t *out, sg_error *err)
{
    const sg_warp *w = slot_warp(sm, slot, err);
    if (!w || !out)
        return SG_ERR_ARG;
    if (lane >= sm->cfg.warp_size)
        return sg_fail(err, SG_ERR_RANGE, "lane %u out of range", lane);
    *out = w->rf.cc[lane];
    return SG_OK;
}

sg_status sg_sm_stats(const sg_sm *sm, sg_stats *out, sg_error *err)
{
    if (!sm || !out)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_stats: NULL argument");
    *out = sm->stats;
    out->cycles = sm->cycle;
    return SG_OK;
}

sg_status sg_sm_warp_stats(const sg_sm *sm, unsigned slot, sg_warp_stats *out, sg_error *err)
{
    const sg_warp *w = slot_warp(sm, slot, err);
    if (!w || !out)
        return SG_ERR_ARG;
    *out = w->stats;
    /* counted beside the scheduler's words, lazily (state.h sg_depstall_pending) */
    out->dep_stalls = sm->t_depstall[slot] + sg_depstall_pending(sm, slot);
    return SG_OK;
}

/* ---- the bundles of the last clock: each scheduler's issue and the warps
 * made resident (specs/dpi.md); the cycle model reads them too ------------ */

sg_status sg_sm_last_issue(const sg_sm *sm, unsigned sched, sg_issue *out, sg_error *err)
{
    if (!sm || !out || sched >= sm->cfg.schedulers)
        return sg_fail(err, SG_ERR_ARG, "scheduler %u does not exist (0-%u)", sched,
                       sm ? sm->cfg.schedulers - 1 : 0);
    *out = sm->issue[sched];
    return SG_OK;
}

uint64_t sg_sm_last_launched(const sg_sm *sm)
{
    return sm ? sm->new_warps : 0;
}
