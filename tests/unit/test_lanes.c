/*
 * test_lanes.c - ALU lane cycles and lane-datapath settings under divergence
 * (specs/timing.md LN-1 to LN-12): seed 002's Table 2 reproduced exactly,
 * the worked masks of its SCC algorithm (Fig. 6) with their swizzle
 * settings, exhaustive checks over every SIMD16 mask, random SIMD32 masks,
 * and the Fermi lane groups. "002:Lnnn" is a line of
 * /work/shared/seeds/002_b0ce53885e789dc4.txt.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "units/lanes.h"

enum { BASE = SG_LANES_BASELINE, HALF = SG_LANES_HALF_SKIP, BCC = SG_LANES_BCC, SCC = SG_LANES_SCC };

static unsigned cyc(uint32_t mask, unsigned width, unsigned lpc, unsigned mode)
{
    return sg_lane_cycles(mask, width, lpc, (sg_lane_mode)mode);
}

static uint32_t below(unsigned n)
{
    return n >= 32 ? 0xffffffffu : (1u << n) - 1;
}

/* A schedule as text, one cycle per "|"-separated field, one slot per ALU
 * lane: "Qq.s" = lane s of group q, "-" = disabled. Swizzled slots are
 * those whose s differs from their position. */
static const char *show(const sg_lane_sched *s, char *buf, size_t n)
{
    size_t k = 0;
    buf[0] = '\0';
    for (unsigned c = 0; c < s->ncycles && k < n; c++) {
        if (c)
            k += (size_t)snprintf(buf + k, n - k, " |");
        for (unsigned l = 0; l < s->lpc && k < n; l++) {
            if (s->enable[c] >> l & 1u)
                k += (size_t)snprintf(buf + k, n - k, " Q%u.%u", s->src_group[c][l], s->src_lane[c][l]);
            else
                k += (size_t)snprintf(buf + k, n - k, " -");
        }
    }
    return buf[0] ? buf + 1 : buf;
}

/* Fewest swizzles any schedule of ncyc cycles needs: an ALU lane takes at
 * most ncyc elements of its own lane (bcc-scc.md §3.1, derived). */
static unsigned min_swizzles(uint32_t mask, unsigned width, unsigned lpc, unsigned ncyc)
{
    unsigned len[SG_LANES_MAX] = {0}, sum = 0;
    for (unsigned i = 0; i < width; i++)
        len[i % lpc] += mask >> i & 1u;
    for (unsigned l = 0; l < lpc; l++)
        sum += len[l] > ncyc ? len[l] - ncyc : 0;
    return sum;
}

/* Every property of LN-9/LN-10 on one schedule: exactly sg_lane_cycles()
 * cycles; each lane of the mask computed exactly once; enables, write-back
 * masks and sources consistent; identity modes unswizzled and ascending;
 * SCC with the fewest swizzles. */
static void check_schedule(uint32_t mask, unsigned width, unsigned lpc, unsigned mode)
{
    sg_lane_sched s;
    memset(&s, 0x5a, sizeof s); /* rows the call does not write must not matter */
    sg_lane_schedule(mask, width, lpc, (sg_lane_mode)mode, &s);
    uint32_t want = mask & below(width), seen = 0;
    unsigned swz = 0, last_group = 0;
    if (s.ncycles != cyc(mask, width, lpc, mode) || s.lpc != lpc)
        fail_msg("mask 0x%x width %u lpc %u %s: %u cycles, sg_lane_cycles says %u", mask, width, lpc,
                 sg_lane_mode_name(mode), s.ncycles, cyc(mask, width, lpc, mode));
    for (unsigned c = 0; c < s.ncycles; c++) {
        uint32_t issued = 0;
        if (mode == SCC ? s.group[c] != SG_LANE_NONE
                        : (s.group[c] >= (width + lpc - 1) / lpc || (c && s.group[c] <= last_group)))
            fail_msg("mask 0x%x %s cycle %u: group %u", mask, sg_lane_mode_name(mode), c, s.group[c]);
        last_group = s.group[c];
        for (unsigned l = 0; l < SG_LANES_MAX; l++) {
            unsigned q = s.src_group[c][l], i = q * lpc + s.src_lane[c][l];
            if (!(s.enable[c] >> l & 1u)) {
                if (q != SG_LANE_NONE || s.src_lane[c][l] != SG_LANE_NONE)
                    fail_msg("mask 0x%x cycle %u lane %u: disabled slot has a source", mask, c, l);
                continue;
            }
            if (l >= lpc || s.src_lane[c][l] >= lpc || i >= width || !(want >> i & 1u) || (seen >> i & 1u))
                fail_msg("mask 0x%x width %u lpc %u %s cycle %u lane %u: bad source Q%u.%u", mask, width,
                         lpc, sg_lane_mode_name(mode), c, l, q, s.src_lane[c][l]);
            if (mode != SCC && q != s.group[c])
                fail_msg("mask 0x%x cycle %u lane %u: lane select %u in group %u's cycle", mask, c, l, q,
                         s.group[c]);
            seen |= 1u << i;
            issued |= 1u << i;
            swz += s.src_lane[c][l] != l;
        }
        if (issued != s.issued[c])
            fail_msg("mask 0x%x cycle %u: issued 0x%x, slots say 0x%x", mask, c, s.issued[c], issued);
        if (mode == BCC && !issued)
            fail_msg("mask 0x%x cycle %u: BCC issued an empty group", mask, c);
        if (mode == BASE && s.group[c] != c)
            fail_msg("mask 0x%x: baseline cycle %u runs group %u", mask, c, s.group[c]);
    }
    if (seen != want)
        fail_msg("mask 0x%x width %u lpc %u %s: lanes 0x%x computed", mask, width, lpc,
                 sg_lane_mode_name(mode), seen);
    unsigned want_swz = mode == SCC ? min_swizzles(want, width, lpc, s.ncycles) : 0;
    if (swz != s.nswizzles || swz != want_swz)
        fail_msg("mask 0x%x width %u lpc %u %s: %u swizzles (field %u), expected %u", mask, width, lpc,
                 sg_lane_mode_name(mode), swz, s.nswizzles, want_swz);
}

static const char *sched_text(uint32_t mask, unsigned width, unsigned lpc, unsigned mode, char *buf,
                              size_t n)
{
    sg_lane_sched s;
    sg_lane_schedule(mask, width, lpc, (sg_lane_mode)mode, &s);
    return show(&s, buf, n);
}

/* LN-2: names for configuration and traces. */
static void test_mode_names(void **state)
{
    (void)state;
    const char *names[] = {"baseline", "half-skip", "bcc", "scc"};
    for (unsigned m = 0; m < SG_LANES_MODE_COUNT; m++) {
        sg_lane_mode got = SG_LANES_MODE_COUNT;
        assert_string_equal(sg_lane_mode_name(m), names[m]);
        assert_int_equal(sg_lane_mode_parse(names[m], strlen(names[m]), &got), SG_OK);
        assert_int_equal(got, m);
    }
    assert_string_equal(sg_lane_mode_name(SG_LANES_MODE_COUNT), "?");
    const char *bad[] = {"", "BCC", "sc", "scc ", "half_skip", "baselines"};
    for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        sg_lane_mode got = SG_LANES_SCC;
        assert_int_equal(sg_lane_mode_parse(bad[i], strlen(bad[i]), &got), SG_ERR_RANGE);
        assert_int_equal(got, SG_LANES_SCC); /* unchanged */
    }
    sg_lane_mode got;
    assert_int_equal(sg_lane_mode_parse("bcc,", 3, &got), SG_OK); /* length-bounded */
    assert_int_equal(got, SG_LANES_BCC);
    assert_int_equal(sg_lane_mode_parse(NULL, 0, &got), SG_ERR_ARG);
}

/* LN-12: 002 Table 2 (L319-327). Per row, the cycles each optimisation
 * saves, applied in turn (Ivy Bridge half skip, then BCC, then SCC, L327),
 * summed over the row's branch-path masks and divided by the raw cycles
 * (4 per SIMD16 path, L106), in percent. The seed leaves 0% cells blank. */
static void test_table2_002(void **state)
{
    (void)state;
    static const struct {
        const char *row;
        unsigned n;
        uint16_t masks[16];
        unsigned ivb, bcc, scc; /* the seed's percentages */
    } rows[] = {
        {"L1 (002:L322)", 2, {0x5555, 0xAAAA}, 0, 0, 50},
        {"L2 (002:L323)", 4, {0x1111, 0x4444, 0x8888, 0x2222}, 0, 0, 75},
        /* L324 prints "02020": read as 0202, the only 0x0101-shifted mask missing */
        {"L3 (002:L324)", 8, {0x0101, 0x1010, 0x0404, 0x4040, 0x0808, 0x8080, 0x0202, 0x2020}, 0, 50, 25},
        {"L4 (002:L325)", 16, {0x0001, 0x0002, 0x0004, 0x0008, 0x0010, 0x0020, 0x0040, 0x0080, 0x0100,
                               0x0200, 0x0400, 0x0800, 0x1000, 0x2000, 0x4000, 0x8000}, 50, 25, 0},
    };
    for (unsigned r = 0; r < sizeof rows / sizeof rows[0]; r++) {
        unsigned raw = 0, ivb = 0, bcc = 0, scc = 0;
        for (unsigned i = 0; i < rows[r].n; i++) {
            uint32_t m = rows[r].masks[i];
            raw += cyc(m, 16, 4, BASE);
            ivb += cyc(m, 16, 4, BASE) - cyc(m, 16, 4, HALF);
            bcc += cyc(m, 16, 4, HALF) - cyc(m, 16, 4, BCC);
            scc += cyc(m, 16, 4, BCC) - cyc(m, 16, 4, SCC);
        }
        assert_int_equal(raw, 4 * rows[r].n);
        /* every percentage is exact: no rounding hides a difference */
        assert_int_equal(100 * ivb % raw, 0);
        assert_int_equal(100 * bcc % raw, 0);
        assert_int_equal(100 * scc % raw, 0);
        if (100 * ivb / raw != rows[r].ivb || 100 * bcc / raw != rows[r].bcc || 100 * scc / raw != rows[r].scc)
            fail_msg("Table 2 %s: IVB %u%% BCC %u%% SCC %u%%, the seed prints %u%% %u%% %u%%", rows[r].row,
                     100 * ivb / raw, 100 * bcc / raw, 100 * scc / raw, rows[r].ivb, rows[r].bcc,
                     rows[r].scc);
    }
}

/* LN-6, LN-8: every SIMD16 and SIMD8 mask on a 4-lane ALU. SCC needs
 * ceil(popcount/4) cycles (002:L201-204); the modes are ordered (SCC
 * subsumes BCC, 002:L298; BCC covers the Ivy Bridge case); the cycles
 * saved by popcount are those of 002:L333. */
static void test_cycles_every_mask(void **state)
{
    (void)state;
    static const unsigned save16[17] = {4, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0};
    static const unsigned save8[9] = {2, 1, 1, 1, 1, 0, 0, 0, 0};
    for (unsigned width = 8; width <= 16; width += 8) {
        for (uint32_t m = 0; m <= below(width); m++) {
            unsigned pop = (unsigned)__builtin_popcount(m);
            unsigned b = cyc(m, width, 4, BASE), h = cyc(m, width, 4, HALF);
            unsigned q = cyc(m, width, 4, BCC), s = cyc(m, width, 4, SCC);
            if (b != width / 4 || s != (pop + 3) / 4 || !(s <= q && q <= h && h <= b))
                fail_msg("width %u mask 0x%x: base %u half %u bcc %u scc %u", width, m, b, h, q, s);
            if (b - s != (width == 16 ? save16[pop] : save8[pop]))
                fail_msg("width %u mask 0x%x (%u lanes): SCC saves %u", width, m, pop, b - s);
            if (width == 8 && h != q) /* SIMD8: the halves are the quads (LN-4) */
                fail_msg("SIMD8 mask 0x%x: half-skip %u, BCC %u", m, h, q);
        }
    }
}

/* LN-3 to LN-7 and LN-10: the worked masks of bcc-scc.md §3.2, with every
 * cycle's SCC settings (ALU lanes 0..3 left to right). */
static void test_worked_masks(void **state)
{
    (void)state;
    static const struct {
        uint32_t mask;
        unsigned width, base, ivb, bcc, scc, swz;
        const char *sched; /* SCC settings */
    } ex[] = {
        {0xFFFF, 16, 4, 4, 4, 4, 0,
         "Q0.0 Q0.1 Q0.2 Q0.3 | Q1.0 Q1.1 Q1.2 Q1.3 | Q2.0 Q2.1 Q2.2 Q2.3 | Q3.0 Q3.1 Q3.2 Q3.3"},
        {0x00FF, 16, 4, 2, 2, 2, 0, "Q0.0 Q0.1 Q0.2 Q0.3 | Q1.0 Q1.1 Q1.2 Q1.3"}, /* L313 */
        {0xF0F0, 16, 4, 4, 2, 2, 0, "Q1.0 Q1.1 Q1.2 Q1.3 | Q3.0 Q3.1 Q3.2 Q3.3"}, /* L166 */
        {0x000F, 16, 4, 2, 1, 1, 0, "Q0.0 Q0.1 Q0.2 Q0.3"},                       /* Fig. 4a, L133 */
        {0xFFF0, 16, 4, 4, 3, 3, 0,
         "Q1.0 Q1.1 Q1.2 Q1.3 | Q2.0 Q2.1 Q2.2 Q2.3 | Q3.0 Q3.1 Q3.2 Q3.3"},
        /* L313: SCC "would have helped" 0xAAAA; 4 swizzles (lane 1 then lane 3 donate) */
        {0xAAAA, 16, 4, 4, 4, 2, 4, "Q0.1 Q1.1 Q2.1 Q0.3 | Q1.3 Q3.1 Q2.3 Q3.3"},
        {0x1111, 16, 4, 4, 4, 1, 3, "Q0.0 Q1.0 Q2.0 Q3.0"},
        {0x0101, 16, 4, 4, 2, 1, 1, "Q0.0 Q2.0 - -"},
        {0x0001, 16, 4, 2, 1, 1, 0, "Q0.0 - - -"},
        {0x7777, 16, 4, 4, 4, 3, 3, "Q0.0 Q0.1 Q0.2 Q1.0 | Q2.0 Q1.1 Q1.2 Q2.1 | Q3.0 Q3.1 Q2.2 Q3.2"},
        {0x0F01, 16, 4, 4, 2, 2, 0, "Q0.0 - - - | Q2.0 Q2.1 Q2.2 Q2.3"}, /* Fig. 6 L206-207 branch */
        {0x3C, 8, 2, 2, 2, 1, 0, "Q1.0 Q1.1 Q0.2 Q0.3"}, /* lane select only */
        {0x55, 8, 2, 2, 2, 1, 2, "Q0.0 Q1.0 Q0.2 Q1.2"},
    };
    char buf[256];
    for (unsigned i = 0; i < sizeof ex / sizeof ex[0]; i++) {
        uint32_t m = ex[i].mask;
        unsigned w = ex[i].width;
        if (cyc(m, w, 4, BASE) != ex[i].base || cyc(m, w, 4, HALF) != ex[i].ivb ||
            cyc(m, w, 4, BCC) != ex[i].bcc || cyc(m, w, 4, SCC) != ex[i].scc)
            fail_msg("mask 0x%x: %u %u %u %u cycles, expected %u %u %u %u", m, cyc(m, w, 4, BASE),
                     cyc(m, w, 4, HALF), cyc(m, w, 4, BCC), cyc(m, w, 4, SCC), ex[i].base, ex[i].ivb,
                     ex[i].bcc, ex[i].scc);
        sg_lane_sched s;
        sg_lane_schedule(m, w, 4, SG_LANES_SCC, &s);
        const char *got = show(&s, buf, sizeof buf);
        if (strcmp(got, ex[i].sched) || s.nswizzles != ex[i].swz)
            fail_msg("mask 0x%x SCC: \"%s\" (%u swizzles), expected \"%s\" (%u)", m, got, s.nswizzles,
                     ex[i].sched, ex[i].swz);
    }
}

/* LN-4, LN-5, LN-9: which groups the identity modes fetch. */
static void test_identity_schedules(void **state)
{
    (void)state;
    char buf[256];
    /* 002:L166: ADD(16) with mask 0xF0F0, BCC suppresses Q0 and Q2 */
    assert_string_equal(sched_text(0xF0F0, 16, 4, BCC, buf, sizeof buf),
                        "Q1.0 Q1.1 Q1.2 Q1.3 | Q3.0 Q3.1 Q3.2 Q3.3");
    assert_string_equal(sched_text(0xF0F0, 16, 4, HALF, buf, sizeof buf),
                        "- - - - | Q1.0 Q1.1 Q1.2 Q1.3 | - - - - | Q3.0 Q3.1 Q3.2 Q3.3");
    /* 002:L308/L315: upper half off runs as SIMD8 - both quads of the lower
     * half, even the empty Q1 */
    sg_lane_sched s;
    sg_lane_schedule(0x000F, 16, 4, SG_LANES_HALF_SKIP, &s);
    assert_int_equal(s.ncycles, 2);
    assert_int_equal(s.group[0], 0);
    assert_int_equal(s.group[1], 1);
    assert_int_equal(s.enable[1], 0);
    sg_lane_schedule(0x8000, 16, 4, SG_LANES_HALF_SKIP, &s); /* lower half off */
    assert_int_equal(s.ncycles, 2);
    assert_int_equal(s.group[0], 2);
    assert_int_equal(s.group[1], 3);
    assert_int_equal(s.issued[1], 0x8000);
    /* L313 names 0xFF0F as optimised; by L308 neither half is off: 4 cycles */
    assert_int_equal(cyc(0xFF0F, 16, 4, HALF), 4);
    assert_int_equal(cyc(0xFF00, 16, 4, HALF), 2);
    /* the baseline issues every quad, whatever the mask (L106) */
    assert_string_equal(sched_text(0x0001, 16, 4, BASE, buf, sizeof buf),
                        "Q0.0 - - - | - - - - | - - - - | - - - -");
    /* 002:L133, Fig. 4a: "if" on one quad, "else" on the other 12 lanes:
     * 8 cycles become 4 under BCC */
    assert_int_equal(cyc(0x000F, 16, 4, BASE) + cyc(0xFFF0, 16, 4, BASE), 8);
    assert_int_equal(cyc(0x000F, 16, 4, BCC) + cyc(0xFFF0, 16, 4, BCC), 4);
}

/* LN-7: the all-zero mask. */
static void test_all_zero_mask(void **state)
{
    (void)state;
    const unsigned widths[] = {8, 16, 32, 32}, lpcs[] = {4, 4, 16, 4}, base[] = {2, 4, 2, 8};
    for (unsigned i = 0; i < 4; i++) {
        assert_int_equal(cyc(0, widths[i], lpcs[i], BASE), base[i]);
        assert_int_equal(cyc(0, widths[i], lpcs[i], HALF), 0);
        assert_int_equal(cyc(0, widths[i], lpcs[i], BCC), 0);
        assert_int_equal(cyc(0, widths[i], lpcs[i], SCC), 0);
        for (unsigned mode = 0; mode < SG_LANES_MODE_COUNT; mode++)
            check_schedule(0, widths[i], lpcs[i], mode);
    }
}

/* LN-1: clamping, partial last group, mask bits above the width. */
static void test_widths(void **state)
{
    (void)state;
    /* width 10 on 4 lanes: groups {0-3} {4-7} {8-9}; halves {Q0,Q1} {Q2} */
    assert_int_equal(cyc(0x3FF, 10, 4, BASE), 3);
    assert_int_equal(cyc(0x300, 10, 4, HALF), 1);
    assert_int_equal(cyc(0x300, 10, 4, BCC), 1);
    assert_int_equal(cyc(0x0F0, 10, 4, HALF), 2);
    assert_int_equal(cyc(0x3FF, 10, 4, SCC), 3);
    assert_int_equal(cyc(0x3F0, 10, 4, SCC), 2);
    /* a warp narrower than the ALU: one cycle */
    assert_int_equal(cyc(0x7, 3, 4, BASE), 1);
    assert_int_equal(cyc(0x7, 3, 16, BCC), 1);
    /* mask bits at or above the width are not lanes */
    assert_int_equal(cyc(0xFFFF0000u, 16, 4, BCC), 0);
    assert_int_equal(cyc(0xFFFF0001u, 16, 4, SCC), 1);
    /* clamping: width 0 is empty, width > 32 is 32, lpc 0 is 1, lpc > 32 is 32 */
    for (unsigned mode = 0; mode < SG_LANES_MODE_COUNT; mode++)
        assert_int_equal(cyc(0xFFFFFFFFu, 0, 4, mode), 0);
    assert_int_equal(cyc(0xFFFFFFFFu, 40, 4, BASE), 8);
    assert_int_equal(cyc(0x5, 4, 0, BASE), 4);
    assert_int_equal(cyc(0x5, 4, 0, SCC), 2);
    assert_int_equal(cyc(0xFFFFFFFFu, 32, 64, BASE), 1);
    sg_lane_sched s;
    sg_lane_schedule(0x5, 4, 0, SG_LANES_SCC, &s);
    assert_int_equal(s.lpc, 1);
    assert_int_equal(s.ncycles, 2);
    /* an unknown mode is the baseline */
    assert_int_equal(cyc(0x1, 16, 4, 7), 4);
    sg_lane_schedule(0x1, 16, 4, (sg_lane_mode)7, &s);
    assert_int_equal(s.ncycles, 4);
    sg_lane_schedule(0x1, 16, 4, SG_LANES_SCC, NULL); /* no crash */
    check_schedule(0x2D5, 10, 4, SCC);
    check_schedule(0x3F, 6, 4, SCC);
}

/* LN-9, LN-10: every SIMD16 mask, every mode, 4 ALU lanes, and every SIMD8
 * mask: exactly sg_lane_cycles() cycles, each lane on computed once. */
static void test_schedule_every_mask(void **state)
{
    (void)state;
    for (uint32_t m = 0; m <= 0xFFFF; m++)
        for (unsigned mode = 0; mode < SG_LANES_MODE_COUNT; mode++)
            check_schedule(m, 16, 4, mode);
    for (uint32_t m = 0; m <= 0xFF; m++)
        for (unsigned mode = 0; mode < SG_LANES_MODE_COUNT; mode++)
            check_schedule(m, 8, 4, mode);
}

/* A small local generator (xorshift32), so the random masks are the same
 * on every run. */
static uint32_t next(uint32_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 17;
    *x ^= *x << 5;
    return *x;
}

/* LN-1, LN-8 to LN-10 at SIMD32 and other geometries: random masks, also
 * sparse ones (the AND of two or three draws) where SCC swizzles most. */
static void test_schedule_random(void **state)
{
    (void)state;
    static const unsigned geo[][2] = {{32, 4}, {32, 8}, {32, 16}, {32, 1}, {32, 32}, {32, 12},
                                      {24, 8}, {20, 4}, {7, 4},   {13, 5}};
    uint32_t x = 0x2545F491u;
    for (unsigned g = 0; g < sizeof geo / sizeof geo[0]; g++) {
        unsigned w = geo[g][0], lpc = geo[g][1];
        for (unsigned i = 0; i < 3000; i++) {
            uint32_t m = next(&x);
            if (i % 3 == 1)
                m &= next(&x);
            else if (i % 3 == 2)
                m &= next(&x) & next(&x);
            unsigned b = cyc(m, w, lpc, BASE), h = cyc(m, w, lpc, HALF), q = cyc(m, w, lpc, BCC),
                     s = cyc(m, w, lpc, SCC), pop = (unsigned)__builtin_popcount(m & below(w));
            if (s != (pop + lpc - 1) / lpc || b != (w + lpc - 1) / lpc || !(s <= q && q <= h && h <= b))
                fail_msg("width %u lpc %u mask 0x%x: base %u half %u bcc %u scc %u", w, lpc, m, b, h, q, s);
            for (unsigned mode = 0; mode < SG_LANES_MODE_COUNT; mode++)
                check_schedule(m, w, lpc, mode);
        }
    }
}

/* LN-11: Fermi. A warp of 32 occupies a 16-lane ALU group for 2 FU clocks
 * (gf100-sm.md: two half-warps); the SFU has 4 lanes, 8 clocks. */
static void test_fermi(void **state)
{
    (void)state;
    static const struct {
        uint32_t mask;
        unsigned lpc, base, half, bcc, scc;
    } ex[] = {
        {0xFFFFFFFFu, 16, 2, 2, 2, 2},
        {0x0000FFFFu, 16, 2, 1, 1, 1}, /* upper half-warp off */
        {0xFFFF0000u, 16, 2, 1, 1, 1},
        {0x00010001u, 16, 2, 2, 2, 1}, /* one lane in each half-warp */
        {0x55555555u, 16, 2, 2, 2, 1},
        {0x0FFFFFFFu, 16, 2, 2, 2, 2}, /* 000 Table 5's 28-thread warp */
        {0x00000000u, 16, 2, 0, 0, 0},
        {0xFFFFFFFFu, 4, 8, 8, 8, 8},  /* SFU */
        {0x0FFFFFFFu, 4, 8, 8, 7, 7},
        {0x000000FFu, 4, 8, 4, 2, 2},
        {0x11111111u, 4, 8, 8, 8, 2},
    };
    for (unsigned i = 0; i < sizeof ex / sizeof ex[0]; i++) {
        uint32_t m = ex[i].mask;
        unsigned l = ex[i].lpc;
        if (cyc(m, 32, l, BASE) != ex[i].base || cyc(m, 32, l, HALF) != ex[i].half ||
            cyc(m, 32, l, BCC) != ex[i].bcc || cyc(m, 32, l, SCC) != ex[i].scc)
            fail_msg("Fermi mask 0x%08x lpc %u: %u %u %u %u cycles, expected %u %u %u %u", m, l,
                     cyc(m, 32, l, BASE), cyc(m, 32, l, HALF), cyc(m, 32, l, BCC), cyc(m, 32, l, SCC),
                     ex[i].base, ex[i].half, ex[i].bcc, ex[i].scc);
    }
    /* one lane per half-warp under SCC: lane 16 (half-warp 1, lane 0) is
     * swizzled onto ALU lane 1 by the lowest-donor policy */
    sg_lane_sched s;
    sg_lane_schedule(0x00010001u, 32, 16, SG_LANES_SCC, &s);
    assert_int_equal(s.ncycles, 1);
    assert_int_equal(s.enable[0], 0x3);
    assert_int_equal(s.src_group[0][0], 0);
    assert_int_equal(s.src_lane[0][0], 0);
    assert_int_equal(s.src_group[0][1], 1);
    assert_int_equal(s.src_lane[0][1], 0);
    assert_int_equal(s.issued[0], 0x00010001u);
    assert_int_equal(s.nswizzles, 1);
    /* 0x0000FFFF: the lower half-warp alone, unswizzled, on any mode but the baseline */
    for (unsigned mode = HALF; mode <= SCC; mode++) {
        sg_lane_schedule(0x0000FFFFu, 32, 16, (sg_lane_mode)mode, &s);
        assert_int_equal(s.ncycles, 1);
        assert_int_equal(s.issued[0], 0x0000FFFFu);
        assert_int_equal(s.nswizzles, 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mode_names),
        cmocka_unit_test(test_table2_002),
        cmocka_unit_test(test_cycles_every_mask),
        cmocka_unit_test(test_worked_masks),
        cmocka_unit_test(test_identity_schedules),
        cmocka_unit_test(test_all_zero_mask),
        cmocka_unit_test(test_widths),
        cmocka_unit_test(test_schedule_every_mask),
        cmocka_unit_test(test_schedule_random),
        cmocka_unit_test(test_fermi),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
