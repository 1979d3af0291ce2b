/*
 * sched_view.c - the scheduler views (smgold/sched.h): what each warp
 * scheduler saw and decided in a clock. Filled by sg_sm_step only while
 * views are on; the reasons of the unready candidates come from
 * sg_timing_ready, the one place that decides them.
 */
#include <string.h>

#include "state.h"
#include "../util/err.h"

static const char *const why_names[SG_WHY_COUNT] = {
    "none", "ready", "stopped", "barrier", "reissue", "dependency", "unit",
};

const char *sg_why_name(unsigned why)
{
    return why < SG_WHY_COUNT ? why_names[why] : "?";
}

sg_status sg_sm_set_sched_view(sg_sm *sm, int mode, sg_error *err)
{
    if (!sm)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_set_sched_view: NULL model");
    if (mode < SG_VIEW_OFF || mode > SG_VIEW_LEGALITY)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_set_sched_view: mode %d (0 off, 1 on, 2 legality)",
                       mode);
    sm->view_on = mode;
    memset(sm->view, 0, sizeof sm->view);
    for (unsigned s = 0; s < 2; s++)
        sm->view[s].pick = sm->view[s].external = -1;
    return SG_OK;
}

const sg_sched_view *sg_sm_sched_view(const sg_sm *sm, unsigned sched)
{
    return sm && sched < sm->cfg.schedulers ? &sm->view[sched] : NULL;
}

/* Before the pick: the candidates, and why each other slot of the scheduler
 * is not one (a candidate is ready unless sg_timing_ready says otherwise). */
const sg_sched_port *sg_sm_sched_port(const sg_sm *sm)
{
    return sm ? &sm->port : NULL;
}

/* The clock's port record (cycle timing, views on): the pipes as the clock
 * starts; the slots are filled at each scheduler's turn (sg_view_begin). */
void sg_port_begin(sg_sm *sm, int sched_clock)
{
    sg_sched_port *p = &sm->port;
    p->valid = 1;
    p->sched_clock = sched_clock != 0;
    p->cand = p->resident = p->at_bar = p->dep_unwind = p->dep_cc = 0;
    memset(p->dep_nsrc, 0, sizeof p->dep_nsrc);
    memset(p->dep_preds, 0, sizeof p->dep_preds);
    memset(p->dep_pipe, 0, sizeof p->dep_pipe);
    memset(p->bk, 0, sizeof p->bk);
    p->ext[0] = p->ext[1] = -1;
    for (unsigned q = 0; q < SG_NPIPES && q < 4; q++)
        p->pipe_rem[q] = sm->pipe_free[q] > sm->cycle ? (uint32_t)(sm->pipe_free[q] - sm->cycle) : 0;
}

/* Slot w's port inputs at its scheduler's turn: the needs of the word at its
 * pc, as sg_timing_ready reads them (an unwind step needs none of them, but
 * they are driven: WR-3; a fetch fault has none). */
static void port_slot(sg_sm *sm, unsigned slot, uint64_t cand)
{
    sg_sched_port *p = &sm->port;
    const sg_warp *w = &sm->warps[slot];
    uint64_t bit = 1ull << slot;
    p->cand = (p->cand & ~bit) | (cand & bit);
    p->resident = (p->resident & ~bit) | (w->valid ? bit : 0);
    p->at_bar = (p->at_bar & ~bit) |
                (w->valid && w->st.status == SG_WARP_RUNNING && w->at_barrier ? bit : 0);
    p->dep_unwind &= ~bit;
    p->dep_cc &= ~bit;
    p->dep_nsrc[slot] = p->dep_preds[slot] = p->dep_pipe[slot] = 0;
    if (!w->valid)
        return;
    if (!w->st.am) /* the word at pc is still named: the unit must not wait for it */
        p->dep_unwind |= bit;
    size_t idx = (w->st.pc - sm->base) / 8;
    if (w->st.pc < sm->base || idx >= sm->n || (w->st.pc - sm->base) % 8)
        return;
    const sg_pre *pre = &sm->pre[idx];
    p->dep_nsrc[slot] = pre->deps.nsrc;
    memcpy(p->dep_src[slot], pre->deps.src, sizeof p->dep_src[slot]);
    p->dep_preds[slot] = pre->deps.preds;
    p->dep_cc |= pre->deps.cc ? bit : 0;
    p->dep_pipe[slot] = sg_timing_dep_pipe(pre->iclass);
}

void sg_view_begin(sg_sm *sm, unsigned s, uint64_t cand)
{
    sg_sched_view *v = &sm->view[s];
    if (sm->cfg.timing == SG_TIMING_CYCLE) {
        sm->port.ext[s] = sm->sched[s].external;
        for (unsigned slot = s; slot < sm->cfg.max_warps; slot += sm->cfg.schedulers)
            port_slot(sm, slot, cand);
    }
    memset(v->why, SG_WHY_NONE, sizeof v->why);
    memset(v->dep, 0, sizeof v->dep);
    v->valid = 1;
    v->candidates = cand;
    for (unsigned slot = s; slot < sm->cfg.max_warps; slot += sm->cfg.schedulers) {
        const sg_warp *w = &sm->warps[slot];
        v->why[slot] = cand >> slot & 1                    ? SG_WHY_READY
                       : !w->valid                         ? SG_WHY_NONE
                       : w->st.status != SG_WARP_RUNNING   ? SG_WHY_STOPPED
                                                           : SG_WHY_BARRIER;
    }
}

void sg_view_end(sg_sm *sm, unsigned s, uint64_t ready, uint64_t stalled_long, int pick,
                 int refused, int external, unsigned cause)
{
    sg_sched_view *v = &sm->view[s];
    v->cause = cause;
    v->ready = ready & v->candidates;
    v->stalled_long = stalled_long;
    v->active = sm->sched[s].active;
    v->pick = pick;
    v->refused = refused != 0;
    v->external = external;
}
