/*
 * lanes.h - execution cycles of a warp instruction on an ALU lane group,
 * from its final execution mask (specs/timing.md, rules LN-1 to LN-13).
 *
 * A warp instruction of `width` lanes runs on a unit that processes `lpc`
 * lanes per clock (Fermi: a 16-lane ALU group, lpc 16; the SFU, lpc 4;
 * seed 002's Ivy Bridge EU, lpc 4). The lanes form G = ceil(width / lpc)
 * aligned groups (quads when lpc = 4). Four modes say how many clocks the
 * instruction occupies the unit: the baseline (every group, whatever the
 * mask), the Ivy Bridge half skip (002:L308), basic cycle compression (skip
 * groups with no lane on, 002:L72) and swizzled cycle compression (pack the
 * lanes that are on into ceil(popcount / lpc) clocks, 002:L73, Fig. 6).
 *
 * Nothing here allocates, prints or keeps state: the schedule is written
 * into the caller's fixed-size struct. Arguments out of range are clamped
 * (LN-1), so every function is total.
 */
#ifndef SMGOLD_UNITS_LANES_H
#define SMGOLD_UNITS_LANES_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/error.h"

/* Most lanes in a warp instruction and most ALU lanes per clock; hence also
 * most cycles (width 32, lpc 1). */
#define SG_LANES_MAX 32u

/* A schedule slot with no source (a disabled ALU lane). */
#define SG_LANE_NONE 0xffu

/* Timing mode of the ALU lanes (spec LN-3 to LN-6); numeric codes as a
 * trace would carry them. */
typedef enum sg_lane_mode {
    SG_LANES_BASELINE = 0, /* "baseline": every group, one clock each */
    SG_LANES_HALF_SKIP,    /* "half-skip": an empty half is skipped (Ivy Bridge) */
    SG_LANES_BCC,          /* "bcc": empty groups are skipped */
    SG_LANES_SCC,          /* "scc": the lanes on are swizzled into full clocks */
    SG_LANES_MODE_COUNT
} sg_lane_mode;

/* "baseline", "half-skip", "bcc", "scc"; "?" for anything else. */
const char *sg_lane_mode_name(unsigned mode);

/* Parse s[0..n) (exactly one of the names above, case-sensitive) into *out.
 * SG_OK, or SG_ERR_RANGE with *out unchanged; the caller (a config key, a
 * command-line option) writes the message. */
sg_status sg_lane_mode_parse(const char *s, size_t n, sg_lane_mode *out);

/* Clocks the instruction occupies the unit (LN-3 to LN-7). Bits of mask at or
 * above width are ignored. O(width), no side effects. */
unsigned sg_lane_cycles(uint32_t mask, unsigned width, unsigned lpc, sg_lane_mode mode);

/*
 * The per-clock settings of the lane datapath (LN-8, LN-9): in cycle c, ALU
 * lane n (0 <= n < lpc) is enabled when bit n of enable[c] is set, and then
 * computes warp lane src_group[c][n] * lpc + src_lane[c][n]: src_group is
 * the lane select (which group drives the ALU lane, 002:L178) and src_lane
 * the crossbar setting inside that group (002:L186). A lane is swizzled
 * when src_lane[c][n] != n. A disabled slot's source is SG_LANE_NONE, so
 * two schedules compare field by field. Only rows c < ncycles are written.
 */
typedef struct sg_lane_sched {
    unsigned ncycles;   /* == sg_lane_cycles() of the same arguments */
    unsigned lpc;       /* ALU lanes per clock, after clamping */
    unsigned nswizzles; /* enabled slots with src_lane[c][n] != n */
    uint32_t enable[SG_LANES_MAX];                /* [c] bit n: ALU lane n on */
    uint32_t issued[SG_LANES_MAX];                /* [c] warp lanes computed (write-back mask) */
    uint8_t group[SG_LANES_MAX];                  /* [c] group fetched; NONE in SCC mode */
    uint8_t src_group[SG_LANES_MAX][SG_LANES_MAX]; /* [c][n] lane select */
    uint8_t src_lane[SG_LANES_MAX][SG_LANES_MAX];  /* [c][n] crossbar setting */
} sg_lane_sched;

/* Fill *out with the schedule of the instruction (same arguments as
 * sg_lane_cycles). Every lane of mask (below width) is computed in exactly
 * one slot, in exactly sg_lane_cycles() cycles. (The struct is not named
 * sg_lane_schedule: in C a typedef and a function share one name space.) */
void sg_lane_schedule(uint32_t mask, unsigned width, unsigned lpc, sg_lane_mode mode,
                      sg_lane_sched *out);

#endif
