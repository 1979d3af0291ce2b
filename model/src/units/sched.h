/*
 * sched.h - one warp scheduler's pick (specs/timing.md, rules WS-1 to WS-5):
 * which of its warps issues this clock, under the policy of the
 * configuration. Pure: the SM says which warps are candidates (hold a running
 * warp of this scheduler) and which of them are ready (can issue now), and
 * the unit keeps only the little state each policy needs. Nothing allocates.
 */
#ifndef SMGOLD_UNITS_SCHED_H
#define SMGOLD_UNITS_SCHED_H

#include <stdint.h>

#include "smgold/config.h"

typedef struct sg_sched {
    uint8_t policy;      /* sg_sched_policy */
    unsigned nslots;     /* warp slots on the SM (<= 64) */
    unsigned last;       /* slot issued last (LRR, GTO, two-level) */
    int issued;          /* a warp has issued since the launch (GTO's greedy choice) */
    unsigned active_max; /* two-level: size of the active set */
    uint64_t active;     /* two-level: the active set */
    int external;        /* external: the slot supplied for this clock, -1 = none */
} sg_sched;

/* sg_sched_pick for LRR when every candidate is ready (functional timing, WS-1): the
 * first candidate after the last pick, wrapping. */
static inline int sg_sched_pick_lrr(sg_sched *s, uint64_t candidates)
{
    if (!candidates)
        return -1;
    unsigned start = s->last + 1 >= s->nslots ? 0 : s->last + 1;
    uint64_t above = start < 64 ? candidates & (~0ull << start) : 0;
    int pick = __builtin_ctzll(above ? above : candidates);
    s->last = (unsigned)pick;
    s->issued = 1;
    return pick;
}

/* Set up (and reset at launch): LRR starts as if the last slot had issued,
 * so the lowest slot goes first (specs/sm.md CLK-1). */
void sg_sched_init(sg_sched *s, unsigned policy, unsigned nslots, unsigned active_max);

/* The pick of this clock: candidates = slots of this scheduler holding a
 * running warp that is not waiting at a barrier; ready = the candidates
 * that can issue now (in functional timing every candidate is ready);
 * stalled_long = candidates waiting on a long-latency result (two-level
 * demotes them); age[slot] = the warp's launch order (lower = older).
 * Returns the slot, or -1 when nothing issues. For the external policy the
 * supplied slot is returned when it is ready, else -1 and *refused = 1
 * (the caller reports it); *refused is 0 otherwise. */
int sg_sched_pick(sg_sched *s, uint64_t candidates, uint64_t ready, uint64_t stalled_long,
                  const uint64_t *age, int *refused);

#endif
