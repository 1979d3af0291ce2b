// sched_random.cpp - random equivalence of the RTL warp_sched (Verilator) and the model's
// warp schedulers and scoreboard: the model side is the model's own code, driven on a bare
// sg_sm (model/src on the include path): sg_view_begin + sg_timing_ready (which candidates
// can issue, their stall cause, the long stalls, each slot's why/dep in the scheduler view),
// sg_timing_issued (what an issue books: re-issue interval, token traffic, pipe, registers,
// predicates, $c, the long wait) and sg_sched_pick (LRR, GTO, two-level, external) on
// sm->sched[s] with sm->age, called per scheduler in the order and at the clocks
// sg_sm_step (model/src/sm/sm.c) uses. Random programs are not needed:
// each warp's next instruction is a random sg_pre (issue class, memory space, dependences),
// each issue a random outcome (sg_issue: error, unwind, spills, fills, guard; sm->fx: lanes,
// registers / predicates / $c written, memory addresses), and warps are made resident, wait
// at barriers, are released (also by an earlier scheduler's step in the same clock), finish
// and retire at random. The RTL gets the same facts as its inputs: candidates, the next
// step's needs (from sg_pre), and the booking bundle of each pick - which the execution side
// knows at issue: the pipe occupancy and result latency (restated here from timing.c's
// occupancy/memory_extra/latency switch with the model's own lanes.c and memtime.c
// functions, and checked against what sg_timing_issued stored in the scoreboard and against the
// booking bundle it reports, sg_sched_booking, which the lock-step drives into the RTL). The
// view's reasons are also checked against a restatement of TM-2's order here (a harness
// error, exit 3, if the model disagrees with itself).
// Compared every FU clock: each scheduler's pick, refusal and stall cause, the ready set,
// the long stalls, the two-level active set, every slot's why/dep, and the pipes' busy
// clocks. Built and run by scripts/rtl-sched (ctest rtl_sched).
// Usage: sched_random <bug_sel> <cycles> <seed> <policy 0-3> [max_mismatches]
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "Vwarp_sched.h"
#include "verilated.h"
#include "vl_bits.h"

extern "C" {
#include "sm/state.h"
#include "units/lanes.h"
#include "units/memtime.h"
}

#ifndef P_NWARPS
#error define P_NWARPS, P_NSCHED, P_CW
#endif
static const int NW = P_NWARPS, NS = P_NSCHED, CW = P_CW;
static_assert(NS >= 1 && NS <= 2, "the model has 1 or 2 schedulers");
static_assert(NW >= 1 && NW <= 64, "1..64 warp slots");

// ---------------------------------------------------------------- random
static uint64_t rs = 88172645463325252ull;
static uint64_t rnd() {
    rs ^= rs << 13;
    rs ^= rs >> 7;
    rs ^= rs << 17;
    return rs;
}
static unsigned rn(unsigned n) { return n ? (unsigned)(rnd() % n) : 0; }
static bool pr(unsigned pct) { return rn(100) < pct; }

// ---------------------------------------------------------------- restatements (timing.c)
static unsigned lanes_per_clock(uint8_t ic) {
    switch (ic) {
    case SG_IC_ALU: return 16;
    case SG_IC_ALU_HALF: case SG_IC_FP64: return 8;
    case SG_IC_SFU: return 4;
    case SG_IC_LDST: return 16;
    default: return 0;
    }
}
static unsigned need_of(uint8_t ic) { // dep_pipe: 0 none, 1 ALU, 2 SFU, 3 LD/ST (UN-1)
    switch (ic) {
    case SG_IC_ALU: case SG_IC_ALU_HALF: case SG_IC_FP64: return 1;
    case SG_IC_SFU: return 2;
    case SG_IC_LDST: return 3;
    default: return 0;
    }
}
static unsigned mem_extra(const sg_effects *fx, unsigned lane_cycles) {
    if (!fx->mem || !fx->lanes) return 0;
    uint32_t a32[SG_MAX_LANES];
    for (unsigned l = 0; l < SG_MAX_LANES; l++) a32[l] = (uint32_t)fx->maddr[l];
    switch (fx->mspace) {
    case SG_SPACE_SHARED:
        return (sg_shared_passes(a32, fx->lanes, fx->msize, SG_SMEM_BANKS) - 1) * lane_cycles;
    case SG_SPACE_CONST: return sg_const_passes(a32, fx->lanes) - 1;
    case SG_SPACE_GLOBAL: {
        unsigned segs =
            sg_global_segments(fx->maddr, fx->lanes, fx->msize, SG_GLOBAL_SEGMENT_BYTES);
        return segs ? segs - 1 : 0;
    }
    default: return 0;
    }
}
// SB-2 order of what an unready step waits for: 0-63 Rn, 64+p Pp, 72 $c
static int blocker(const sg_score *s, const sg_deps *d, uint64_t now) {
    for (unsigned i = 0; i < d->nsrc; i++)
        if (s->reg[d->src[i]] > now) return d->src[i];
    for (unsigned p = 0; p < 8; p++)
        if ((d->preds >> p & 1) && s->pred[p] > now) return 64 + (int)p;
    return d->cc && s->cc > now ? 72 : -1;
}

struct Booking {
    unsigned error, spill, fill, busy, delay, preds, cc, lng;
    uint64_t regs;
};

// why: sg_why (smgold/sched.h), and 7 = ready outside the two-level active set (RTL only)
enum { Y_INACTIVE = 7 };
static const char *pol_name[4] = {"lrr", "gto", "two-level", "external"};

struct HW { bool valid, running, bar, badpc; };

int main(int argc, char **argv) {
    Verilated::commandArgs(argc, argv);
    int bug = argc > 1 ? atoi(argv[1]) : 0;
    uint64_t cycles = argc > 2 ? strtoull(argv[2], 0, 0) : 100000;
    uint64_t seed = argc > 3 ? strtoull(argv[3], 0, 0) : 1;
    unsigned policy = argc > 4 ? (unsigned)atoi(argv[4]) & 3 : 0;
    uint64_t maxmis = argc > 5 ? strtoull(argv[5], 0, 0) : 1;
    int verbose = getenv("HV") ? atoi(getenv("HV")) : 0;
    rs ^= seed * 0x9E3779B97F4A7C15ull + policy * 0x632BE59BD9B4E019ull;
    for (int i = 0; i < 10; i++) rnd();

    Vwarp_sched *u = new Vwarp_sched;
    u->bug_sel = (uint8_t)bug;

    // a bare SM: only what the cycle model's functions read
    sg_sm *sm = (sg_sm *)calloc(1, sizeof(sg_sm));
    sg_config_default(&sm->cfg);
    sm->cfg.timing = SG_TIMING_CYCLE;
    sm->cfg.schedulers = NS;
    sm->cfg.max_warps = NW;
    sm->cfg.scheduler_policy = policy;
    sm->warps = (sg_warp *)calloc(NW, sizeof(sg_warp));
    sm->pre = (sg_pre *)calloc(NW, sizeof(sg_pre));
    sm->n = NW;
    const uint32_t BASE = 0x1000;
    sm->base = BASE;
    HW hw[64];

    uint64_t clk_total = 0, compares = 0, mism = 0, picks = 0, refusals = 0, sched_clocks = 0;
    uint64_t episodes = 0, launches = 0, fills = 0, longs = 0, unwinds = 0, errors = 0;
    uint64_t whys[8] = {0}, causes[4] = {0};
    std::string first;
    uint64_t ep_clock = 0;

    auto edge = [&]() {
        u->clk = 0;
        u->eval();
        u->clk = 1;
        u->eval();
        u->clk = 0;
        u->eval();
    };
    auto mis = [&](const char *field, int who, uint64_t exp, uint64_t act) {
        mism++;
        char m[256];
        snprintf(m, sizeof m,
                 "clock %llu (episode %llu, FU clock %llu) %s [%d]: expected %llu, actual %llu",
                 (unsigned long long)clk_total, (unsigned long long)episodes,
                 (unsigned long long)ep_clock, field, who, (unsigned long long)exp,
                 (unsigned long long)act);
        if (first.empty()) first = m;
        if (verbose) fprintf(stderr, "MISMATCH %s\n", m);
    };
    auto reg_pick = [&]() -> uint8_t { return (uint8_t)(pr(70) ? rn(6) : rn(63)); };
    auto sync = [&](int w) { // what sg_view_begin reads of a slot
        sm->warps[w].valid = hw[w].valid;
        sm->warps[w].st.status = hw[w].running ? SG_WARP_RUNNING : SG_WARP_DONE;
        sm->warps[w].at_barrier = hw[w].bar;
    };
    auto new_step = [&](int w) { // the warp's next instruction (SB-1 facts) and AM
        sg_pre &p = sm->pre[w];
        memset(&p, 0, sizeof p);
        unsigned r = rn(100);
        p.iclass = r < 35 ? SG_IC_ALU : r < 45 ? SG_IC_ALU_HALF : r < 50 ? SG_IC_FP64
                 : r < 60 ? SG_IC_SFU : r < 80 ? SG_IC_LDST : SG_IC_CTRL;
        p.imad = p.iclass == SG_IC_ALU_HALF && pr(50);
        p.space = (uint8_t)rn(4);
        p.deps.nsrc = pr(12) ? 0 : (uint8_t)(1 + rn(pr(10) ? 8 : 3));
        for (unsigned i = 0; i < p.deps.nsrc; i++) p.deps.src[i] = reg_pick();
        if (pr(20)) p.deps.preds = (uint8_t)((1u << rn(7)) | (pr(20) ? 1u << rn(7) : 0));
        p.deps.cc = pr(12);
        sg_warp &W = sm->warps[w];
        W.st.am = pr(7) ? 0 : 1 + (uint32_t)rn(0xffff);
        hw[w].badpc = pr(1);
        W.st.pc = hw[w].badpc ? (pr(50) ? BASE - 8 : BASE + 8 * NW) : BASE + 8 * (uint32_t)w;
        sg_timing_refresh(sm, (unsigned)w); // the words the model's scheduler clock reads (SB-5)
    };
    auto lanes_mask = [&]() -> uint32_t {
        uint32_t all = sm->cfg.warp_size >= 32 ? 0xffffffffu : (1u << sm->cfg.warp_size) - 1;
        switch (rn(5)) {
        case 0: return 0;
        case 1: case 2: return all;
        default: return (uint32_t)rnd() & all;
        }
    };

    while (clk_total < cycles && mism < maxmis) {
        // ------------------------------------------------ a new episode: configuration, reset
        episodes++;
        sg_config &c = sm->cfg;
        c.warp_size = pr(70) ? 32 : pr(50) ? 16 : 8;
        c.lane_mode = rn(4);
        c.two_level_active = pr(20) ? 1 + rn(64) : 1 + rn(NW < 8 ? NW : 8);
        c.sched_clock_ratio = pr(40) ? 2 : 1 + rn(3);
        c.reissue_clocks = pr(30) ? 6 : 1 + rn(10);
        c.lat_alu = 1 + rn(24);
        c.lat_imad = 1 + rn(26);
        c.lat_cc = 1 + rn(30);
        c.lat_pred = 1 + rn(60);
        c.lat_fp64 = 1 + rn(24);
        c.lat_sfu = 1 + rn(44);
        c.lat_shared = 1 + rn(34);
        c.lat_const = 1 + rn(24);
        c.lat_global = pr(20) ? 600 : 30 + rn(300);
        unsigned launch_pct = 1 + rn(8), bar_pct = rn(8), exit_pct = rn(4), rel_pct = 2 + rn(15);
        for (int s = 0; s < 2; s++)
            sg_sched_init(&sm->sched[s], policy, NW, c.two_level_active);
        sm->next_age = 0;
        memset(sm->pipe_free, 0, sizeof sm->pipe_free);
        sm->cycle = 0;
        for (int w = 0; w < NW; w++) {
            hw[w] = HW{false, false, false, false};
            sync(w);
        }

        u->cfg_policy = policy;
        u->cfg_two_level_active = c.two_level_active & 0x7f;
        u->cfg_reissue = c.reissue_clocks;
        u->cfg_lat_pred = c.lat_pred;
        u->cfg_lat_cc = c.lat_cc;
        u->cfg_lat_shared = c.lat_shared;
        u->sched_clock = 0;
        clear(u->launch);
        clear(u->cand);
        clear(u->at_bar);
        clear(u->resident);
        clear(u->ext_set);
        u->rst_n = 0;
        edge();
        u->rst_n = 1;
        // the blocks made resident by the launch itself (before the first clock)
        uint64_t lv = 0;
        unsigned first_pct = 30 + rn(70);
        for (int w = 0; w < NW; w++)
            if (pr(first_pct)) lv |= 1ull << w;
        auto do_launch = [&](uint64_t m) {
            for (int w = 0; w < NW; w++)
                if (m >> w & 1) {
                    sm->age[w] = sm->next_age++;
                    sg_score_reset(&sm->warps[w].score);
                    sm->warps[w].long_pending = 0;
                    hw[w] = HW{true, true, false, false};
                    sync(w);
                    new_step(w);
                    launches++;
                }
            setb(u->launch, 0, NW, m);
        };
        do_launch(lv);
        edge();
        clear(u->launch);

        uint64_t ep_len = 300 + rn(4000);
        for (ep_clock = 0; ep_clock < ep_len && clk_total < cycles && mism < maxmis;
             ep_clock++, clk_total++) {
            uint64_t now = sm->cycle;
            bool sclk = now % c.sched_clock_ratio == 0;
            sched_clocks += sclk;
            // ---- start of the clock: the pipes (registered) against pipe_free
            u->eval();
            for (int q = 0; q < 4; q++) {
                uint64_t e = sm->pipe_free[q] > now ? sm->pipe_free[q] - now : 0;
                uint64_t a = getb(u->pipe_rem, q * CW, CW);
                compares++;
                if (a != e) mis("pipe_rem", q, e, a);
            }
            // ---- inputs: every warp's next step, candidates as of now
            u->sched_clock = sclk;
            clear(u->ext_set);
            clear(u->bk_error);
            uint64_t cand_all = 0, bar_all = 0, res_all = 0;
            for (int w = 0; w < NW; w++) {
                const sg_warp &W = sm->warps[w];
                const sg_pre &p = sm->pre[w];
                bool unw = W.st.am == 0, bad = hw[w].badpc && !unw;
                for (int i = 0; i < 8; i++) {
                    bool v = !bad && i < p.deps.nsrc;
                    setb(u->dep_src, (w * 8 + i) * 6, 6, v ? p.deps.src[i] : rn(64));
                    setb(u->dep_src_v, w * 8 + i, 1, v);
                }
                setb(u->dep_preds, w * 8, 8, bad ? 0 : p.deps.preds);
                setb(u->dep_cc, w, 1, bad ? 0 : p.deps.cc);
                setb(u->dep_unwind, w, 1, unw);
                setb(u->dep_pipe, w * 2, 2, bad ? 0 : need_of(p.iclass));
                if (hw[w].valid && hw[w].running && !hw[w].bar) cand_all |= 1ull << w;
                if (hw[w].valid && hw[w].running && hw[w].bar) bar_all |= 1ull << w;
                if (hw[w].valid) res_all |= 1ull << w;
            }
            setb(u->cand, 0, NW, cand_all);
            setb(u->at_bar, 0, NW, bar_all);
            setb(u->resident, 0, NW, res_all);

            uint64_t exp_ready = 0, exp_sl = 0, exp_active = 0;
            int exp_pick[2] = {-1, -1}, exp_ref[2] = {0, 0};
            unsigned exp_cause[2] = {0, 0};
            uint8_t exp_why[64] = {0}, exp_dep[64] = {0};
            for (int s = 0; s < NS; s++) {
                // candidates now, after the schedulers before this one stepped (sm.c)
                uint64_t cs = 0;
                for (int w = s; w < NW; w += NS) {
                    bool cw = hw[w].valid && hw[w].running && !hw[w].bar;
                    bool bw = hw[w].valid && hw[w].running && hw[w].bar;
                    cs |= (uint64_t)cw << w;
                    setb(u->cand, w, 1, cw);
                    setb(u->at_bar, w, 1, bw);
                    setb(u->resident, w, 1, hw[w].valid);
                }
                uint64_t sl = 0;
                unsigned cause = 0;
                sg_view_begin(sm, (unsigned)s, cs);
                uint64_t rdy = sg_timing_ready(sm, cs, &sl, &cause, &sm->view[s]);
                const sg_sched_view &view = sm->view[s];
                // external: sg_sm_set_pick before the step, in any clock (held until a
                // scheduler clock)
                if (policy == SG_SCHED_EXTERNAL && pr(sclk ? 75 : 15)) {
                    int slot;
                    unsigned k = rn(100);
                    if (k < 60 && rdy) {
                        uint64_t m = rdy;
                        for (unsigned skip = rn((unsigned)__builtin_popcountll(m)); skip; skip--)
                            m &= m - 1;
                        slot = __builtin_ctzll(m);
                    } else if (k < 75 && cs) {
                        uint64_t m = cs;
                        for (unsigned skip = rn((unsigned)__builtin_popcountll(m)); skip; skip--)
                            m &= m - 1;
                        slot = __builtin_ctzll(m);
                    } else if (k < 88) {
                        slot = (int)rn(NW);
                    } else {
                        slot = -1;
                    }
                    sm->sched[s].external = slot;
                    setb(u->ext_set, s, 1, 1);
                    setb(u->ext_valid, s, 1, slot >= 0);
                    setb(u->ext_warp, s * 6, 6, slot >= 0 ? (uint64_t)slot : rn(64));
                }
                int pick = -1, refused = 0;
                uint64_t act_after;
                if (sclk) {
                    pick = sg_sched_pick(&sm->sched[s], cs, rdy, sl, sm->age, &refused);
                    act_after = sm->sched[s].active;
                } else { // the active set this clock would give (the RTL shows it every clock)
                    sg_sched copy = sm->sched[s];
                    int r2;
                    sg_sched_pick(&copy, cs, rdy, sl, sm->age, &r2);
                    act_after = copy.active;
                }
                exp_pick[s] = pick;
                exp_ref[s] = refused;
                exp_cause[s] = cause;
                exp_ready |= rdy;
                exp_sl |= sl;
                exp_active |= act_after;
                causes[cause & 3]++;
                // why / dep of this scheduler's slots: the model's view, checked against TM-2's
                // order restated (reissue, unwind or fetch fault, scoreboard, unit)
                for (int w = s; w < NW; w += NS) {
                    const sg_warp &W = sm->warps[w];
                    uint8_t y = SG_WHY_READY, d = 0;
                    if (!(cs >> w & 1))
                        y = !hw[w].valid ? SG_WHY_NONE : !hw[w].running ? SG_WHY_STOPPED
                                                                         : SG_WHY_BARRIER;
                    else if (W.score.next_issue > now)
                        y = SG_WHY_REISSUE;
                    else if (W.st.am == 0 || hw[w].badpc)
                        y = SG_WHY_READY;
                    else if (!sg_score_ready(&W.score, &sm->pre[w].deps, now)) {
                        y = SG_WHY_DEPENDENCY;
                        d = (uint8_t)blocker(&W.score, &sm->pre[w].deps, now);
                    }
                    else if (!(rdy >> w & 1))
                        y = SG_WHY_UNIT;
                    if (y != view.why[w] || d != view.dep[w] ||
                        (y == SG_WHY_READY) != (bool)(rdy >> w & 1)) {
                        fprintf(stderr, "sched_random: harness error: slot %d at clock %llu: the "
                                        "model's view says %s/%u (ready %d), TM-2 restated %s/%u\n",
                                w, (unsigned long long)clk_total, sg_why_name(view.why[w]),
                                view.dep[w], (int)(rdy >> w & 1), sg_why_name(y), d);
                        return 3;
                    }
                    y = view.why[w];
                    if (y == SG_WHY_READY && policy == SG_SCHED_TWO_LEVEL && !(act_after >> w & 1))
                        y = Y_INACTIVE;
                    exp_why[w] = y;
                    exp_dep[w] = view.dep[w];
                    whys[y]++;
                }
                u->eval();
                if (pick >= 0) {
                    // ---- the step's outcome, the booking bundle, the model's booking
                    picks++;
                    sg_warp &W = sm->warps[pick];
                    const sg_pre &p = sm->pre[pick];
                    sg_issue is;
                    memset(&is, 0, sizeof is);
                    is.valid = 1;
                    is.warp = (uint32_t)pick;
                    is.pc = W.st.pc;
                    is.unwind = W.st.am == 0;
                    is.guard = lanes_mask();
                    is.error = (hw[pick].badpc && !is.unwind) ? SG_WERR_BAD_PC
                               : pr(2)                           ? 1 + rn(7)
                                                                 : 0;
                    is.spill = pr(8) ? rn(3) : 0;
                    is.fill = pr(8) ? 1 + rn(2) : 0;
                    sg_effects &fx = sm->fx;
                    memset(&fx, 0, offsetof(sg_effects, stores));
                    fx.lanes = pr(15) ? 0 : lanes_mask();
                    unsigned nr = p.iclass == SG_IC_CTRL ? (pr(5) ? 1 : 0) : rn(3);
                    for (unsigned i = 0; i < nr; i++) sg_fx_reg(&fx, reg_pick());
                    fx.preds = pr(15) ? (uint8_t)(1u << rn(7)) : 0;
                    fx.cc = pr(12);
                    if (p.iclass == SG_IC_LDST && pr(85)) {
                        static const uint8_t sizes[5] = {1, 2, 4, 8, 16};
                        fx.mem = 1;
                        fx.mspace = p.space;
                        fx.msize = sizes[rn(5)];
                        uint64_t b = rnd() & 0xfff0, stride = 1 + rn(40);
                        unsigned kind = rn(4);
                        for (unsigned l = 0; l < SG_MAX_LANES; l++)
                            fx.maddr[l] = kind == 0 ? b + l * fx.msize
                                        : kind == 1 ? b + l * stride * 4
                                        : kind == 2 ? b : (rnd() & 0x3ffc);
                    }
                    Booking bk;
                    memset(&bk, 0, sizeof bk);
                    {
                        uint32_t lanes = fx.lanes ? fx.lanes : is.guard;
                        unsigned lpc = lanes_per_clock(p.iclass);
                        sg_lane_mode mode =
                            p.iclass == SG_IC_LDST ? SG_LANES_BASELINE : (sg_lane_mode)c.lane_mode;
                        unsigned occ = lpc ? sg_lane_cycles(lanes, c.warp_size, lpc, mode) : 0;
                        if (p.iclass == SG_IC_LDST) occ += mem_extra(&fx, occ);
                        unsigned lat;
                        switch (p.iclass) {
                        case SG_IC_ALU_HALF: lat = p.imad ? c.lat_imad : c.lat_alu; break;
                        case SG_IC_FP64: lat = c.lat_fp64; break;
                        case SG_IC_SFU: lat = c.lat_sfu; break;
                        case SG_IC_LDST:
                            lat = (p.space == SG_SPACE_GLOBAL  ? c.lat_global
                                   : p.space == SG_SPACE_CONST ? c.lat_const
                                                               : c.lat_shared) + occ;
                            break;
                        case SG_IC_CTRL: lat = 0; break;
                        default: lat = c.lat_alu; break;
                        }
                        bk.error = is.error != 0;
                        bk.spill = is.spill;
                        bk.fill = is.fill;
                        bk.busy = occ;
                        bk.delay = lat;
                        for (unsigned i = 0; i < fx.nregs; i++) bk.regs |= 1ull << fx.regs[i];
                        bk.preds = fx.preds;
                        bk.cc = fx.cc;
                        bk.lng = p.iclass == SG_IC_LDST && p.space == SG_SPACE_GLOBAL && fx.nregs;
                    }
                    setb(u->bk_error, s, 1, bk.error);
                    setb(u->bk_spill, s * 2, 2, bk.spill);
                    setb(u->bk_fill, s * 2, 2, bk.fill);
                    setb(u->bk_busy, s * CW, CW, bk.busy);
                    setb(u->bk_regs, s * 64, 64, bk.regs);
                    setb(u->bk_delay, s * CW, CW, bk.delay);
                    setb(u->bk_preds, s * 8, 8, bk.preds);
                    setb(u->bk_cc, s, 1, bk.cc);
                    setb(u->bk_long, s, 1, bk.lng);
                    sg_sched_booking mbk; // the model's own booking bundle (sg_sched_port)
                    sg_timing_issued(sm, (unsigned)pick, &is, &mbk);
                    {
                        bool full = !is.error && !is.unwind, tokens = !is.error;
                        bool same = mbk.error == bk.error &&
                                    (!tokens || (mbk.spill == bk.spill && mbk.fill == bk.fill)) &&
                                    (!full || (mbk.busy == bk.busy && mbk.delay == bk.delay &&
                                               mbk.regs == bk.regs && mbk.preds == bk.preds &&
                                               mbk.cc == bk.cc && mbk.lng == bk.lng));
                        if (!same) {
                            fprintf(stderr, "sched_random: harness error: the model's booking "
                                            "bundle differs from the restatement (clock %llu)\n",
                                    (unsigned long long)clk_total);
                            return 3;
                        }
                    }
                    fills += is.fill && !is.error;
                    unwinds += is.unwind;
                    errors += is.error != 0;
                    longs += bk.lng && !is.error && !is.unwind;
                    if (!is.error && !is.unwind)
                        for (unsigned i = 0; i < fx.nregs; i++)
                            if (W.score.reg[fx.regs[i]] != now + bk.delay) {
                                fprintf(stderr, "sched_random: harness error: booking "
                                                "restatement: R%u ready at %llu, the model "
                                                "booked %llu (clock %llu)\n",
                                        fx.regs[i], (unsigned long long)(now + bk.delay),
                                        (unsigned long long)W.score.reg[fx.regs[i]],
                                        (unsigned long long)clk_total);
                                return 3;
                            }
                    // ---- what the step did to the warp
                    if (is.error) hw[pick].running = false;
                    else if (!is.unwind && pr(exit_pct)) hw[pick].running = false;
                    else if (!is.unwind && pr(bar_pct)) hw[pick].bar = true;
                    sync(pick);
                    new_step(pick);
                }
                if (refused) refusals++;
                // a barrier completed by this step frees warps (of later schedulers: this clock)
                for (int w = 0; w < NW; w++)
                    if (hw[w].bar && pr(rel_pct)) {
                        hw[w].bar = false;
                        sync(w);
                    }
                u->eval();
            }
            // ---- compare the clock
            for (int s = 0; s < NS; s++) {
                uint64_t pv = getb(u->pick_valid, s, 1), pw = getb(u->pick_warp, s * 6, 6);
                compares += 4;
                if (pv != (exp_pick[s] >= 0)) mis("pick_valid", s, exp_pick[s] >= 0, pv);
                else if (pv && pw != (uint64_t)exp_pick[s])
                    mis("pick_warp", s, (uint64_t)exp_pick[s], pw);
                uint64_t rf = getb(u->refused, s, 1);
                if (rf != (uint64_t)exp_ref[s]) mis("refused", s, (uint64_t)exp_ref[s], rf);
                uint64_t ca = getb(u->cause, s * 2, 2);
                if (ca != exp_cause[s]) mis("cause", s, exp_cause[s], ca);
            }
            for (int w = 0; w < NW; w++) {
                compares += 5;
                uint64_t a;
                if ((a = getb(u->ready, w, 1)) != (exp_ready >> w & 1))
                    mis("ready", w, exp_ready >> w & 1, a);
                if ((a = getb(u->stalled_long, w, 1)) != (exp_sl >> w & 1))
                    mis("stalled_long", w, exp_sl >> w & 1, a);
                if ((a = getb(u->active, w, 1)) != (exp_active >> w & 1))
                    mis("active", w, exp_active >> w & 1, a);
                if ((a = getb(u->why, w * 3, 3)) != exp_why[w]) mis("why", w, exp_why[w], a);
                if ((a = getb(u->dep, w * 7, 7)) != exp_dep[w]) mis("dep", w, exp_dep[w], a);
            }
            // ---- end of the clock: blocks retire, new warps are made resident (sm.c order)
            sm->cycle++;
            for (int w = 0; w < NW; w++)
                if (hw[w].valid && !hw[w].running && pr(10)) {
                    hw[w].valid = false;
                    sync(w);
                }
            uint64_t lm = 0;
            for (int w = 0; w < NW; w++)
                if (!hw[w].valid && pr(launch_pct)) lm |= 1ull << w;
            do_launch(lm);
            edge();
            clear(u->launch);
        }
    }
    printf("bug=%d policy=%s seed=%llu cycles=%llu picks=%llu compares=%llu mismatches=%llu\n",
           bug,
           pol_name[policy], (unsigned long long)seed, (unsigned long long)clk_total,
           (unsigned long long)picks, (unsigned long long)compares, (unsigned long long)mism);
    if (!first.empty()) printf("  first mismatch: %s\n", first.c_str());
    printf("  episodes=%llu scheduler clocks=%llu launches=%llu refusals=%llu unwinds=%llu "
           "errors=%llu fills=%llu long loads=%llu\n",
           (unsigned long long)episodes, (unsigned long long)sched_clocks,
           (unsigned long long)launches, (unsigned long long)refusals, (unsigned long long)unwinds,
           (unsigned long long)errors, (unsigned long long)fills, (unsigned long long)longs);
    printf("  why (slot-clocks): none=%llu ready=%llu stopped=%llu barrier=%llu reissue=%llu "
           "dependency=%llu unit=%llu inactive=%llu; cause: idle=%llu reissue=%llu "
           "dependency=%llu unit=%llu\n",
           (unsigned long long)whys[0], (unsigned long long)whys[1], (unsigned long long)whys[2],
           (unsigned long long)whys[3],
           (unsigned long long)whys[4], (unsigned long long)whys[5], (unsigned long long)whys[6],
           (unsigned long long)whys[7], (unsigned long long)causes[0],
           (unsigned long long)causes[1],
           (unsigned long long)causes[2], (unsigned long long)causes[3]);
    delete u;
    free(sm->warps);
    free(sm->pre);
    free(sm);
    return 0;
}
