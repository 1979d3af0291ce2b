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
 *   cause         cycle timing: the strongest reason among its unready
 *                 candidates (SG_STALL_*: none, re-issue, dependency, unit)
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
#include "smgold/export.h"

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
    uint32_t cause;     /* the strongest reason among the unready candidates:
                           SG_STALL_IDLE (none), _REISSUE, _DEPENDENCY, _UNIT (WR-6) */
} sg_sched_view;

/*
 * The scheduler unit's ports in a clock (specs/timing.md WR-3, WR-4): what the
 * rest of the SM tells the warp schedulers and the scoreboard, so that a
 * scheduler RTL (rtl_stubs/warp_sched.sv) can be driven with exactly the
 * model's facts and its decisions compared with the views above. Recorded by
 * sg_sm_step in cycle timing while the views are on; every clock (also those
 * in which the schedulers do not pick).
 *   sched_clock     the schedulers pick in this clock
 *   cand, resident, at_bar  per slot, as its scheduler saw it at its turn (an
 *                   earlier scheduler's step may have released a barrier)
 *   dep_*           per slot: its next step's needs (SB-1): the named
 *                   registers (dep_src[w][0..dep_nsrc[w]-1]), predicates, $c;
 *                   dep_unwind = AM is empty; dep_pipe 0 none (control or a
 *                   fetch fault), 1 ALU, 2 SFU, 3 LD/ST (UN-1)
 *   ext[s]          policy external: the slot offered to scheduler s (-1 none)
 *   pipe_rem[p]     FU clocks pipe p (ALU0, ALU1, SFU, LD/ST) stays busy from
 *                   the start of this clock (an output of the RTL: compared)
 *   bk[s]           the booking of scheduler s's issue (WR-4): what the
 *                   execution side knows of the step it issued
 * The slots made resident at the end of the clock are sg_sm_last_launched.
 */
typedef struct sg_sched_booking {
    uint32_t error;     /* the step failed: only the re-issue interval is booked */
    uint32_t spill, fill; /* tokens moved through the LD/ST pipe (MT-10) */
    uint32_t busy;      /* FU clocks the instruction holds its pipe */
    uint32_t delay;     /* result latency of the registers written (LAT-1) */
    uint64_t regs;      /* bit r: register r written */
    uint32_t preds;     /* bit p: predicate p written */
    uint32_t cc;        /* $c written */
    uint32_t lng;       /* a global load that writes registers (WS-3) */
} sg_sched_booking;

typedef struct sg_sched_port {
    uint32_t valid;     /* a clock was recorded */
    uint32_t sched_clock;
    uint64_t cand, resident, at_bar, dep_unwind, dep_cc;
    uint8_t dep_nsrc[64], dep_preds[64], dep_pipe[64];
    uint8_t dep_src[64][8];
    int32_t ext[2];
    uint32_t pipe_rem[4];
    sg_sched_booking bk[2];
} sg_sched_port;

/* Turn the scheduler views on or off (off by default; the views are cleared).
 * mode: SG_VIEW_OFF, SG_VIEW_ON, or SG_VIEW_LEGALITY = on, and a refused
 * external pick (WS-4) is not an error of sg_sm_step: the view's refused says
 * so, and the lock-step checker reports it as a mismatch of the RTL's scheduler
 * (specs/dpi.md, the legality mode). */
enum { SG_VIEW_OFF, SG_VIEW_ON, SG_VIEW_LEGALITY };
SG_API sg_status sg_sm_set_sched_view(sg_sm *sm, int mode, sg_error *err);

/* The view of scheduler sched in the last clock; NULL when sched does not exist. */
SG_API const sg_sched_view *sg_sm_sched_view(const sg_sm *sm, unsigned sched);

/* The scheduler unit's ports in the last clock (above); NULL without a model.
 * valid = 0 until a clock ran with the views on in cycle timing. */
SG_API const sg_sched_port *sg_sm_sched_port(const sg_sm *sm);

/* "none", "ready", "stopped", "barrier", "reissue", "dependency", "unit"; "?" out of range. */
SG_API const char *sg_why_name(unsigned why);

#ifdef __cplusplus
}
#endif

#endif
