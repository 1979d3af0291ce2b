/*
 * smgold/sched.h - what each warp scheduler saw and decided in a clock, as a
 * fixed bundle for lock-step comparison of a scheduler RTL and for triage
 * ("why did the model pick that warp?"; specs/timing.md WS-6, with WS-1..WS-5,
 * SB-1..SB-4, UN-1).
 *
 * For each scheduler s, each clock, with views on (sg_sm_set_sched_view):
 *   valid         the scheduler picked this clock (every clock in functional
 *                 timing; every sched_clock_ratio-th FU clock in cycle timing)
 *   candidates    its slots holding a running warp not waiting at a barrier
 *   ready         the candidates that could issue (all of them in functional
 *                 timing; in cycle timing those whose re-issue interval,
 *                 scoreboard and unit allow it)
 *   stalled_long  candidates waiting on a long-latency result (two-level)
 *   active        two-level: the active set after this clock's update
 *   pick          the slot it issued, -1 none
 *   external      policy external: the slot supplied for this clock (-1 none);
 *   refused       ... and 1 when it was not ready (nothing issued: an illegal
 *                 pick, which the lock-step reports as a mismatch)
 *   why[w], dep[w] per slot w of this scheduler: sg_why, and for
 *                 SG_WHY_DEPENDENCY what it waits for (0-63 register Rn,
 *                 64 + p predicate Pp, 72 $c)
 * Slots of other schedulers are SG_WHY_NONE. Off, the clock does not compute
 * the bundle.
 *
 * Example:
 *     sg_sm_set_sched_view(sm, 1, &err);
 *     sg_sm_step(sm, &err);
 *     const sg_sched_view *v = sg_sm_sched_view(sm, 0);
 *     if (v->valid && v->pick < 0 && v->candidates)
 *         printf("slot %d waits: %s\n", __builtin_ctzll(v->candidates),
 *                sg_why_name(v->why[__builtin_ctzll(v->candidates)]));
 */
#ifndef SMGOLD_SCHED_H
#define SMGOLD_SCHED_H

#include <stdint.h>

#include "smgold/error.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sg_sm sg_sm;

typedef enum sg_why {
    SG_WHY_NONE,        /* not a slot of this scheduler, or empty */
    SG_WHY_READY,       /* could issue this clock */
    SG_WHY_STOPPED,     /* its warp is done or stopped on an error */
    SG_WHY_BARRIER,     /* waits at a barrier */
    SG_WHY_REISSUE,     /* SB-3: the re-issue interval has not passed */
    SG_WHY_DEPENDENCY,  /* SB-2: a register, predicate or $c is not ready (dep[] says which) */
    SG_WHY_UNIT,        /* UN-1: no free pipe of its class */
    SG_WHY_COUNT
} sg_why;

#define SG_DEP_PRED 64 /* dep[w] = SG_DEP_PRED + p: predicate p */
#define SG_DEP_CC 72   /* dep[w] = SG_DEP_CC: $c */

typedef struct sg_sched_view {
    uint32_t valid;
    int32_t pick;
    int32_t external;
    uint32_t refused;
    uint64_t candidates, ready, stalled_long, active;
    uint8_t why[64];
    uint8_t dep[64];
} sg_sched_view;

/* Turn the scheduler views on or off (off by default; the views are cleared).
 * mode: SG_VIEW_OFF, SG_VIEW_ON, or SG_VIEW_LEGALITY = on, and a refused
 * external pick (WS-4) is not an error of sg_sm_step: the view's refused says
 * so, and the lock-step checker reports it as a mismatch of the RTL's scheduler
 * (specs/dpi.md, the legality mode). */
enum { SG_VIEW_OFF, SG_VIEW_ON, SG_VIEW_LEGALITY };
sg_status sg_sm_set_sched_view(sg_sm *sm, int mode, sg_error *err);

/* The view of scheduler sched in the last clock; NULL when sched does not exist. */
const sg_sched_view *sg_sm_sched_view(const sg_sm *sm, unsigned sched);

/* "none", "ready", "stopped", "barrier", "reissue", "dependency", "unit"; "?" out of range. */
const char *sg_why_name(unsigned why);

#ifdef __cplusplus
}
#endif

#endif
