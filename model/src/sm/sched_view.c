/*
 * sched_view.c - the scheduler views (smgold/sched.h): what each warp
 * scheduler saw and decided in a clock. Filled by sg_sm_step only while
 * views are on; the reasons of the unready candidates come from
 * sg_timing_ready, the one place that decides them.
 */
#include <string.h>

#include "sm_internal.h"
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
void sg_view_begin(sg_sm *sm, unsigned s, uint64_t cand)
{
    sg_sched_view *v = &sm->view[s];
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
                 int refused, int external)
{
    sg_sched_view *v = &sm->view[s];
    v->ready = ready & v->candidates;
    v->stalled_long = stalled_long;
    v->active = sm->sched[s].active;
    v->pick = pick;
    v->refused = refused != 0;
    v->external = external;
}
