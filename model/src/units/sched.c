/*
 * sched.c - warp scheduler policies (specs/timing.md WS-1 to WS-5).
 */
#include "sched.h"
#include "../util/bits.h"

void sg_sched_init(sg_sched *s, unsigned policy, unsigned nslots, unsigned active_max)
{
    s->policy = (uint8_t)policy;
    s->nslots = nslots;
    s->last = nslots ? nslots - 1 : 0;
    s->issued = 0;
    s->active_max = active_max ? active_max : 1;
    s->active = 0;
    s->external = -1;
}

/* WS-1: the first slot of m after `after`, in slot order, wrapping (m holds
 * slots below nslots only): the lowest slot above `after`, else the lowest. */
static int next_after(uint64_t m, unsigned after, unsigned nslots)
{
    if (!m)
        return -1;
    unsigned start = after + 1 >= nslots ? 0 : after + 1;
    uint64_t above = start < 64 ? m & (~0ull << start) : 0;
    return __builtin_ctzll(above ? above : m);
}

/* WS-2: the oldest slot of m (lowest age; ties: lowest slot). */
static int oldest(uint64_t m, const uint64_t *age)
{
    int best = -1;
    for (; m; m &= m - 1) {
        int slot = __builtin_ctzll(m);
        if (best < 0 || age[slot] < age[best])
            best = slot;
    }
    return best;
}

static int popcount64(uint64_t m)
{
    return (int)sg_popcount64(m);
}

int sg_sched_pick(sg_sched *s, uint64_t candidates, uint64_t ready, uint64_t stalled_long,
                  const uint64_t *age, int *refused)
{
    *refused = 0;
    ready &= candidates;
    int pick = -1;
    switch (s->policy) {
    case SG_SCHED_GTO: /* WS-2: the last warp while it can issue, else the oldest */
        if (s->issued && (ready >> s->last & 1))
            pick = (int)s->last;
        else
            pick = oldest(ready, age);
        break;
    case SG_SCHED_TWO_LEVEL: { /* WS-3 */
        s->active &= candidates & ~stalled_long; /* finished, waiting or long stall: out */
        uint64_t pending = candidates & ~s->active & ~stalled_long;
        while (popcount64(s->active) < (int)s->active_max && pending) {
            int slot = oldest(pending, age);
            s->active |= 1ull << slot;
            pending &= ~(1ull << slot);
        }
        pick = next_after(ready & s->active, s->last, s->nslots);
        break;
    }
    case SG_SCHED_EXTERNAL: /* WS-4 */
        if (s->external >= 0) {
            if (ready >> s->external & 1)
                pick = s->external;
            else
                *refused = 1;
        }
        s->external = -1;
        break;
    default: /* WS-1, LRR */
        pick = next_after(ready, s->last, s->nslots);
        break;
    }
    if (pick >= 0) {
        s->last = (unsigned)pick;
        s->issued = 1;
    }
    return pick;
}
