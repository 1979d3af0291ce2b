/*
 * scoreboard.h - per-warp result readiness for the cycle model
 * (specs/timing.md SB-1 to SB-4): the FU clock from which each register,
 * predicate and the condition code may be read, and the clock from which
 * the warp may issue again. Plain data and inline checks: the per-clock
 * path only compares numbers.
 */
#ifndef SMGOLD_UNITS_SCOREBOARD_H
#define SMGOLD_UNITS_SCOREBOARD_H

#include <stdint.h>

#define SG_SB_MAX_SRC 8 /* register operands an instruction names */

/* What an instruction needs and makes, decided once at load (SB-1). */
typedef struct sg_deps {
    uint8_t nsrc;
    uint8_t src[SG_SB_MAX_SRC]; /* registers named (RZ left out): read, or written (WAW) */
    uint8_t preds;              /* bit p: predicate p is read (the guard, predicate operands) */
    uint8_t cc;                 /* 1: reads or writes $c (.X, a CC test, .CC) */
} sg_deps;

typedef struct sg_score {
    uint64_t reg[64];
    uint64_t pred[8];
    uint64_t cc;
    uint64_t next_issue; /* SB-3: the re-issue interval */
} sg_score;

static inline void sg_score_reset(sg_score *s)
{
    for (unsigned i = 0; i < 64; i++)
        s->reg[i] = 0;
    for (unsigned i = 0; i < 8; i++)
        s->pred[i] = 0;
    s->cc = s->next_issue = 0;
}

/* SB-2: every register, predicate and $c the instruction names is ready at clock now. */
static inline int sg_score_ready(const sg_score *s, const sg_deps *d, uint64_t now)
{
    for (unsigned i = 0; i < d->nsrc; i++)
        if (s->reg[d->src[i]] > now)
            return 0;
    for (uint8_t m = d->preds; m; m &= (uint8_t)(m - 1))
        if (s->pred[__builtin_ctz(m)] > now)
            return 0;
    return !(d->cc && s->cc > now);
}

/* What an unready instruction waits for (the first in SB-1's order: registers,
 * predicates, $c): 0-63 register, 64 + p predicate p, 72 $c; -1 when ready.
 * For the scheduler view (smgold/sched.h), not the per-clock path. */
/* The first clock at which sg_score_ready() holds (0: already at reset): the
 * latest of the times the dependences name. The cycle model keeps it per warp
 * after each issue, so that a scheduler clock compares one word per warp. */
static inline uint64_t sg_score_ready_at(const sg_score *s, const sg_deps *d)
{
    uint64_t t = 0;
    for (unsigned i = 0; i < d->nsrc; i++)
        t = s->reg[d->src[i]] > t ? s->reg[d->src[i]] : t;
    for (uint8_t m = d->preds; m; m &= (uint8_t)(m - 1))
        t = s->pred[__builtin_ctz(m)] > t ? s->pred[__builtin_ctz(m)] : t;
    if (d->cc && s->cc > t)
        t = s->cc;
    return t;
}

static inline int sg_score_blocker(const sg_score *s, const sg_deps *d, uint64_t now)
{
    for (unsigned i = 0; i < d->nsrc; i++)
        if (s->reg[d->src[i]] > now)
            return d->src[i];
    for (uint8_t m = d->preds; m; m &= (uint8_t)(m - 1))
        if (s->pred[__builtin_ctz(m)] > now)
            return 64 + __builtin_ctz(m);
    return d->cc && s->cc > now ? 72 : -1;
}

#endif
