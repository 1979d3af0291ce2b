/*
 * sched.c - the warp schedulers' and the scoreboard's check (smgold/cosim.h
 * sg_cosim_check_sched; specs/timing.md WR-1..WR-8): what a scheduler RTL
 * decided in a clock, driven with the model's sg_sched_port, against the
 * model's scheduler views. A layer beside lanes.c: it calls only compare.c
 * and the call log (record.c).
 */
#include "record.h"

#include "smgold/sched.h"

#define NONE 0xffffffffu /* sched_issue: no pick */

/* The RTL's why of a slot as the model sees it: 7 = ready but outside the
 * two-level active set (the unit shows the set's effect per slot). */
static unsigned model_why(const sg_sched_view *v, unsigned policy, unsigned w)
{
    unsigned y = v->why[w];
    if (y == SG_WHY_READY && policy == SG_SCHED_TWO_LEVEL && !(v->active >> w & 1))
        return 7;
    return y;
}

static void check_scheduler(sg_cosim *h, const sg_obs_sched *o, unsigned s, unsigned nslots)
{
    const sg_sm *sm = h->sm;
    const sg_sched_view *v = sg_sm_sched_view(sm, s);
    unsigned policy = sg_sm_config(sm)->scheduler_policy;
    uint32_t exp = v->pick >= 0 ? (uint32_t)v->pick : NONE;
    uint32_t act = o->pick_valid >> s & 1 ? o->pick_warp[s] : NONE;
    unsigned who = v->pick >= 0 ? (unsigned)v->pick : act != NONE ? act : s;
    sg_cosim_cmp(h, who, SG_F_SCHED_ISSUE, (int)s, -1, -1, exp, act);
    sg_cosim_cmp(h, who, SG_F_SCHED_REFUSED, (int)s, -1, -1, v->refused, o->refused >> s & 1);
    sg_cosim_cmp(h, who, SG_F_SCHED_CAUSE, (int)s, -1, -1, v->cause, o->cause[s]);
    for (unsigned w = s; w < nslots; w += h->nsched) {
        sg_cosim_cmp(h, w, SG_F_SCHED_READY, -1, -1, -1, v->ready >> w & 1, o->ready >> w & 1);
        sg_cosim_cmp(h, w, SG_F_SCHED_LONG, -1, -1, -1, v->stalled_long >> w & 1,
                     o->stalled_long >> w & 1);
        sg_cosim_cmp(h, w, SG_F_SCHED_ACTIVE, -1, -1, -1, v->active >> w & 1, o->active >> w & 1);
        sg_cosim_cmp(h, w, SG_F_SCHED_WHY, -1, -1, -1, model_why(v, policy, w), o->why[w]);
        sg_cosim_cmp(h, w, SG_F_SCHED_DEP, -1, -1, -1, v->dep[w], o->dep[w]);
    }
}

sg_status sg_cosim_check_sched(sg_cosim *h, const sg_obs_sched *obs, sg_error *err)
{
    sg_status st = sg_cosim_port_check_open(h, obs, 0, "sg_cosim_check_sched", err);
    if (st)
        return st;
    const sg_sm *sm = h->sm;
    if (sg_sm_config(sm)->timing != SG_TIMING_CYCLE)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_check_sched: the schedulers are compared in "
                                        "cycle timing only (timing = cycle)");
    if (obs->nslots < 1 || obs->nslots > 64)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_check_sched: nslots %u (1..64)", obs->nslots);
    if (h->rec)
        sg_cosim_rec_sched(h, obs);
    const sg_sched_port *p = sg_sm_sched_port(sm);
    unsigned nslots = obs->nslots < sg_sm_config(sm)->max_warps ? obs->nslots
                                                                 : sg_sm_config(sm)->max_warps;
    for (unsigned q = 0; q < 4; q++)
        sg_cosim_cmp(h, 0, SG_F_SCHED_PIPE, (int)q, -1, -1, p->pipe_rem[q], obs->pipe_rem[q]);
    for (unsigned s = 0; s < h->nsched; s++) {
        const sg_sched_view *v = sg_sm_sched_view(sm, s);
        if (p->sched_clock && v->valid) {
            check_scheduler(h, obs, s, nslots);
            continue;
        }
        /* between scheduler clocks nothing issues */
        uint32_t act = obs->pick_valid >> s & 1 ? obs->pick_warp[s] : NONE;
        sg_cosim_cmp(h, act != NONE ? act : s, SG_F_SCHED_ISSUE, (int)s, -1, -1, NONE, act);
    }
    return SG_OK;
}
