/*
 * lanes.c - execution cycles and lane-datapath settings of a warp
 * instruction on an ALU lane group. Every rule cites its number in
 * specs/timing.md (LN-n) and its source line in seed 002.
 */
#include "lanes.h"

#include <string.h>

#include "../util/bits.h"
#include "../util/names.h"

static const char *const mode_names[SG_LANES_MODE_COUNT] = {"baseline", "half-skip", "bcc", "scc"};

const char *sg_lane_mode_name(unsigned mode)
{
    return mode < SG_LANES_MODE_COUNT ? mode_names[mode] : "?";
}

sg_status sg_lane_mode_parse(const char *s, size_t n, sg_lane_mode *out)
{
    if (!s || !out)
        return SG_ERR_ARG;
    int i = sg_name_find(mode_names, SG_LANES_MODE_COUNT, s, n);
    if (i < 0)
        return SG_ERR_RANGE;
    *out = (sg_lane_mode)i;
    return SG_OK;
}

/* The clamped arguments (LN-1). */
typedef struct geom {
    uint32_t mask;    /* lanes on, below width */
    unsigned width;   /* 0..32 */
    unsigned lpc;     /* 1..32 */
    unsigned ngroups; /* G = ceil(width / lpc) */
} geom;

static uint32_t lanes_below(unsigned n)
{
    return n >= 32 ? 0xffffffffu : (1u << n) - 1;
}

static unsigned popcount(uint32_t m)
{
    return sg_popcount32(m);
}

/* Index of the lowest set bit of a nonzero m. */
static unsigned lowest(uint32_t m)
{
    return (unsigned)__builtin_ctz(m);
}

static geom geometry(uint32_t mask, unsigned width, unsigned lpc)
{
    geom g;
    g.width = width > SG_LANES_MAX ? SG_LANES_MAX : width;
    g.lpc = lpc == 0 ? 1 : lpc > SG_LANES_MAX ? SG_LANES_MAX : lpc;
    g.mask = mask & lanes_below(g.width);
    g.ngroups = (g.width + g.lpc - 1) / g.lpc; /* a partial last group costs a whole clock */
    return g;
}

/* The warp lanes of group q (< ngroups): [q*lpc, min((q+1)*lpc, width)). */
static uint32_t group_lanes(const geom *g, unsigned q)
{
    unsigned lo = q * g->lpc, hi = lo + g->lpc < g->width ? lo + g->lpc : g->width;
    return lanes_below(hi) & ~lanes_below(lo);
}

/* Bit q set when group q has a lane on (the quads BCC keeps, LN-5). */
static uint32_t busy_groups(const geom *g)
{
    uint32_t busy = 0;
    for (unsigned q = 0; q < g->ngroups; q++)
        if (g->mask & group_lanes(g, q))
            busy |= 1u << q;
    return busy;
}

/* LN-4: the groups the half skip issues, [*lo, *hi). The halves are whole
 * groups (the low one takes the middle group when G is odd), so that the
 * half skip never costs more than BCC's groups inside it. */
static void half_window(const geom *g, uint32_t busy, unsigned *lo, unsigned *hi)
{
    unsigned h = (g->ngroups + 1) / 2;
    uint32_t low = lanes_below(h);
    *lo = 0;
    *hi = g->ngroups;
    if (!busy) /* LN-7 */
        *hi = 0;
    else if (!(busy & ~low)) /* upper half off: run as the lower half alone */
        *hi = h;
    else if (!(busy & low)) /* lower half off */
        *lo = h;
}

unsigned sg_lane_cycles(uint32_t mask, unsigned width, unsigned lpc, sg_lane_mode mode)
{
    geom g = geometry(mask, width, lpc);
    unsigned lo, hi;
    switch (mode) {
    case SG_LANES_HALF_SKIP:
        half_window(&g, busy_groups(&g), &lo, &hi);
        return hi - lo;
    case SG_LANES_BCC:
        return popcount(busy_groups(&g));
    case SG_LANES_SCC:
        return (popcount(g.mask) + g.lpc - 1) / g.lpc; /* 002:L203-204 */
    case SG_LANES_BASELINE:
    default: /* LN-2: an unknown mode is the baseline */
        return g.ngroups;
    }
}

/* A fresh cycle: every ALU lane disabled, no source. */
static unsigned new_cycle(sg_lane_sched *o, unsigned group)
{
    unsigned c = o->ncycles++;
    o->enable[c] = 0;
    o->issued[c] = 0;
    o->group[c] = (uint8_t)group;
    memset(o->src_group[c], SG_LANE_NONE, sizeof o->src_group[c]);
    memset(o->src_lane[c], SG_LANE_NONE, sizeof o->src_lane[c]);
    return c;
}

/* ALU lane n of cycle c computes lane s of group q. */
static void put(const geom *g, sg_lane_sched *o, unsigned c, unsigned n, unsigned q, unsigned s)
{
    o->enable[c] |= 1u << n;
    o->issued[c] |= 1u << (q * g->lpc + s);
    o->src_group[c][n] = (uint8_t)q;
    o->src_lane[c][n] = (uint8_t)s;
    if (s != n)
        o->nswizzles++;
}

/* LN-9: group q whole in one cycle, lane n on ALU lane n. */
static void issue_group(const geom *g, sg_lane_sched *o, unsigned q, unsigned fetched)
{
    unsigned c = new_cycle(o, fetched);
    uint32_t on = g->mask & group_lanes(g, q);
    for (; on; on &= on - 1) {
        unsigned n = lowest(on) - q * g->lpc;
        put(g, o, c, n, q, n);
    }
}

/* LN-9: BASELINE, HALF_SKIP and BCC issue groups in ascending order; only
 * BCC drops the empty groups inside the window. */
static void identity_schedule(const geom *g, sg_lane_mode mode, sg_lane_sched *o)
{
    uint32_t busy = busy_groups(g);
    unsigned lo = 0, hi = g->ngroups;
    if (mode == SG_LANES_HALF_SKIP)
        half_window(g, busy, &lo, &hi);
    for (unsigned q = lo; q < hi; q++)
        if (mode != SG_LANES_BCC || (busy >> q & 1u))
            issue_group(g, o, q, q);
}

/* Fig. 6's a_ln_q[n] (002:L202) as bit sets: bit q of queue[n] is set when
 * lane n of group q is on. Dequeue = take the lowest group. */
static void lane_queues(const geom *g, uint32_t queue[SG_LANES_MAX])
{
    for (unsigned n = 0; n < g->lpc; n++)
        queue[n] = 0;
    for (uint32_t on = g->mask; on; on &= on - 1)
        queue[lowest(on) % g->lpc] |= 1u << (lowest(on) / g->lpc);
}

/* Take the oldest element (lowest group) of lane m's queue onto ALU lane n. */
static void dequeue(const geom *g, sg_lane_sched *o, unsigned c, unsigned n, uint32_t *queue, unsigned m)
{
    unsigned q = lowest(*queue);
    *queue &= *queue - 1;
    put(g, o, c, n, q, m);
}

/* LN-10: Fig. 6 (002:L198-240) for lpc lanes. Lanes with more elements than
 * cycles (surplus) donate to ALU lanes whose own queue ran dry; the donor is
 * the lowest surplus lane (smgold's POLICY, 002:L230 leaves it open). */
static void scc_schedule(const geom *g, sg_lane_sched *o)
{
    unsigned ncyc = (popcount(g->mask) + g->lpc - 1) / g->lpc;
    uint32_t busy = busy_groups(g);
    if (popcount(busy) == ncyc) { /* 002:L206-207: BCC-like, no swizzle */
        for (; busy; busy &= busy - 1)
            issue_group(g, o, lowest(busy), SG_LANE_NONE);
        return;
    }
    uint32_t queue[SG_LANES_MAX];
    unsigned surplus[SG_LANES_MAX];
    uint32_t donors = 0; /* lanes with surplus > 0; nonzero <=> tot_surplus != 0 */
    lane_queues(g, queue);
    for (unsigned n = 0; n < g->lpc; n++) { /* 002:L209-217 */
        unsigned len = popcount(queue[n]);
        surplus[n] = len > ncyc ? len - ncyc : 0;
        if (surplus[n])
            donors |= 1u << n;
    }
    for (unsigned c0 = 0; c0 < ncyc; c0++) { /* 002:L223-236 */
        unsigned c = new_cycle(o, SG_LANE_NONE);
        for (unsigned n = 0; n < g->lpc; n++) {
            if (queue[n]) {
                dequeue(g, o, c, n, &queue[n], n); /* L225-227: not swizzled */
            } else if (donors) {
                unsigned m = lowest(donors); /* L228-231 */
                dequeue(g, o, c, n, &queue[m], m);
                if (--surplus[m] == 0)
                    donors &= ~(1u << m);
            } /* else L232-233: ALU lane n disabled */
        }
    }
}

void sg_lane_schedule(uint32_t mask, unsigned width, unsigned lpc, sg_lane_mode mode,
                      sg_lane_sched *out)
{
    if (!out)
        return;
    geom g = geometry(mask, width, lpc);
    out->ncycles = 0;
    out->lpc = g.lpc;
    out->nswizzles = 0;
    if (mode == SG_LANES_SCC)
        scc_schedule(&g, out);
    else
        identity_schedule(&g, mode, out); /* unknown modes: the baseline (LN-2) */
}
