// simt_random.cpp - random equivalence of the RTL simt_stack_unit (Verilator) and the
// model's stack unit (model/src/units/simt.c, the same rules), below the SM: random
// configurations and bundles (every control class, .S/.U, guards, self/near/far targets,
// BRX lane targets, launches colliding with issues), compared after every edge: every
// warp's fields, every token, the while-mask table as a set, and the step outputs.
// Built and run by scripts/rtl-random (not part of CI: a deeper check than the vectors).
// Usage: simt_random <bug_sel> <cycles> <seed> [max_mismatches]
#include <algorithm>
#include <tuple>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "Vsimt_stack_unit.h"
#include "verilated.h"
#include "vl_bits.h"

extern "C" {
#include "units/simt.h"
}

#ifndef P_NWARPS
#error define P_*
#endif
static const int NW = P_NWARPS, WS = P_WARP_SIZE, NS = P_NSCHED, CAP = P_CAPACITY, WTS = P_WT_SLOTS;

// ---------------------------------------------------------------- random
static uint64_t rs = 88172645463325252ull;
static uint64_t rnd() {
    rs ^= rs << 13;
    rs ^= rs >> 7;
    rs ^= rs << 17;
    return rs;
}
static unsigned rn(unsigned n) { return (unsigned)(rnd() % n); }
static bool pr(unsigned pct) { return rn(100) < pct; }

static const uint32_t LANES = WS >= 32 ? 0xffffffffu : ((1u << WS) - 1);

struct Stats {
    uint64_t cycles = 0, steps = 0, unwinds = 0, errors[4] = {0, 0, 0, 0}, launches = 0;
    uint64_t pushes = 0, pops = 0, spills = 0, fills = 0, wm_new = 0, wm_del = 0, wm_disc = 0;
    uint64_t done = 0, compares = 0, mismatches = 0;
    uint64_t ctrl[12] = {0};
    uint64_t pp[3][3] = {{0}}, brx_ovf = 0, spill2 = 0;
};

int main(int argc, char **argv) {
    Verilated::commandArgs(argc, argv);
    int bug = argc > 1 ? atoi(argv[1]) : 0;
    uint64_t cycles = argc > 2 ? strtoull(argv[2], 0, 0) : 100000;
    uint64_t seed = argc > 3 ? strtoull(argv[3], 0, 0) : 1;
    uint64_t maxmis = argc > 4 ? strtoull(argv[4], 0, 0) : 1;
    int verbose = getenv("HV") ? atoi(getenv("HV")) : 0;
    rs ^= seed * 0x9E3779B97F4A7C15ull;
    for (int i = 0; i < 10; i++) rnd();

    Vsimt_stack_unit *u = new Vsimt_stack_unit;
#ifndef NO_BUG_PORT
    u->bug_sel = (uint8_t)bug;
#endif
    Stats st;

    sg_simt_cfg cfg;
    std::vector<sg_simt> w(NW);
    std::vector<sg_event> evbuf(64);
    bool first_alloc = true;
    uint64_t cyc = 0;
    uint64_t first_mis_cycle = 0;
    std::string first_mis;

    auto clock = [&]() {
        u->clk = 0; u->eval();
        u->clk = 1; u->eval();
        u->clk = 0; u->eval();
    };

    while (cyc < cycles && st.mismatches < maxmis) {
        // ------------------------------------------------ new episode: config, reset, launch edge
        cfg.warp_size = WS;
        cfg.lanes_all = LANES;
        cfg.onchip = 1 + rn(std::max(2, std::min(CAP / 2, 16)));   // CAP 8: 1..4
        unsigned cmin = std::max(cfg.onchip, 2u);
        cfg.capacity = cmin + rn(CAP - cmin + 1);                  // onchip..CAP
        if (pr(20)) cfg.capacity = cfg.onchip;                     // no spill area
        cfg.wt_slots = 1 + rn(WTS);
        cfg.policy = pr(50) ? SG_BB_WHILE_MASK : SG_BB_DIV_TOKEN;
        cfg.max_events = 8 + cfg.wt_slots;
        if (evbuf.size() < cfg.max_events) evbuf.resize(cfg.max_events);
        if (!first_alloc)
            for (auto &x : w) sg_simt_free(&x);
        first_alloc = false;
        sg_simt_cfg big = cfg;
        big.capacity = CAP;
        big.wt_slots = WTS;
        for (auto &x : w) {
            sg_simt_init(&x, &big, nullptr);
            x.status = SG_WARP_DONE; // the RTL's reset state
        }
        u->cfg_onchip = cfg.onchip;
        u->cfg_capacity = cfg.capacity;
        u->cfg_wt_slots = cfg.wt_slots;
        u->cfg_policy = cfg.policy == SG_BB_DIV_TOKEN;
        u->iss_valid = 0;
        u->launch_valid = 0;
        u->rst_n = 0;
        clock();
        u->rst_n = 1;
        uint32_t base;
        switch (rn(4)) {
        case 0: base = 0; break;
        case 1: base = 0x100; break;
        case 2: base = 0xFFFFFFC0u; break; // PC arithmetic wraps
        default: base = (uint32_t)(rnd() & ~7ull); break;
        }
        uint64_t ep_len = 200 + rn(3000);
        // a random "program" over the 16-instruction window: the same PC gives the same
        // instruction (so loops, WT hits and WM-4 happen); guards stay random per step
        struct PI { uint8_t ctrl, cond, sflag, uni; uint32_t target; } prog[16];
        unsigned prog_pct = rn(100);   // share of steps taken from the program
        for (int i = 0; i < 16; i++) {
            PI &q = prog[i];
            unsigned c = pr(30) ? 0 : 1 + rn(11);
            if (pr(25)) c = SG_CTRL_BRA;
            q.ctrl = (uint8_t)c;
            q.cond = (c >= 1 && c <= 5) ? pr(5) : pr(60);
            q.sflag = pr(15);
            q.uni = c == SG_CTRL_BRA ? pr(20) : 0;
            q.target = base + 8 * rn(16);
        }
        bool launch_edge = true;

        for (uint64_t k = 0; k < ep_len && cyc < cycles && st.mismatches < maxmis; k++, cyc++) {
            st.cycles++;
            // ---------------- launch bundle
            uint64_t lv = 0;
            uint32_t lpc = base + 8 * rn(16);
            std::vector<uint32_t> live(NW, 0);
            for (int i = 0; i < NW; i++) {
                bool l = launch_edge ? true
                         : (w[i].status != SG_WARP_RUNNING ? pr(20) : pr(1) && pr(20));
                if (!l) continue;
                lv |= 1ull << i;
                uint32_t lm;
                switch (rn(5)) {
                case 0: lm = LANES; break;
                case 1: lm = 0; break;
                case 2: lm = LANES >> rn(WS); break;
                default: lm = (uint32_t)rnd() & LANES; break;
                }
                if (pr(3)) lm = 0;
                else if (lm == 0 && pr(80)) lm = LANES;
                live[i] = lm;
            }
            setb(u->launch_valid, 0, NW, lv);
            u->launch_pc = lpc;
            for (int i = 0; i < NW; i++) setb(u->launch_live, i * WS, WS, live[i]);

            // ---------------- issue bundles
            struct Iss {
                bool valid;
                int warp;
                sg_simt_in in;
                uint32_t lt[32];
            } iss[NS];
            uint64_t ivalid = 0;
            for (int s = 0; s < NS; s++) {
                Iss &b = iss[s];
                memset(&b, 0, sizeof b);
                b.valid = !launch_edge && pr(90);
                int nmine = (NW - s + NS - 1) / NS;
                b.warp = s + NS * (int)rn(nmine);
                if (pr(2)) b.warp = NW + rn(64 - NW > 0 ? 64 - NW : 1); // slot >= NWARPS: ignored
                if (b.warp >= 64) b.warp = 63;
                const sg_simt *cw = b.warp < NW ? &w[b.warp] : nullptr;
                uint32_t am = cw ? cw->am : (uint32_t)rnd() & LANES;
                uint32_t pc = cw ? cw->pc : base;
                unsigned c = pr(22) ? 0 : 1 + rn(11);
                b.in.ctrl = (uint8_t)c;
                bool pushy = c >= 1 && c <= 5;
                b.in.cond = pushy ? pr(15) : pr(55);
                b.in.sflag = pr((cw && cw->depth == 0) ? 5 : 15);
                b.in.uni = c == SG_CTRL_BRA ? pr(30) : pr(5);
                uint32_t off = pc - base;
                bool from_prog = off < 128 && pr(prog_pct);
                if (from_prog) {
                    const PI &q = prog[off / 8];
                    b.in.ctrl = q.ctrl;
                    b.in.cond = q.cond;
                    b.in.sflag = q.sflag;
                    b.in.uni = q.uni;
                }
                uint32_t g;
                switch (rn(4)) {
                case 0: g = 0; break;
                case 1: g = am; break;
                default: g = am & (uint32_t)rnd(); break;
                }
                if (!b.in.cond) g = am;
                if (pr(3)) g |= (uint32_t)rnd() & LANES; // lanes outside AM: both mask them
                b.in.g = g & LANES;
                uint32_t t;
                switch (rn(10)) {
                case 0: case 1: case 2: case 3: t = pc + 8 * (rn(9) - 4); break;
                case 4: t = pc; break;
                case 5: t = (uint32_t)(rnd() & ~7ull); break;
                default: t = base + 8 * rn(16); break;
                }
                b.in.target = from_prog ? prog[off / 8].target : t;
                uint32_t tset[4] = {base + 8 * rn(16), base + 8 * rn(16), pc + 8 * (rn(9) - 4),
                                    (uint32_t)rnd()};
                unsigned ntg = 1 + rn(4);
                for (int l = 0; l < WS; l++)
                    b.lt[l] = ((b.in.g >> l) & 1) ? tset[rn(ntg)] : 0;
                b.in.lane_target = b.lt;
                if (b.valid) ivalid |= 1ull << s;
                setb(u->iss_warp, s * 6, 6, (uint64_t)b.warp);
                setb(u->iss_ctrl, s * 4, 4, b.in.ctrl);
                setb(u->iss_cond, s, 1, b.in.cond);
                setb(u->iss_sflag, s, 1, b.in.sflag);
                setb(u->iss_uni, s, 1, b.in.uni);
                setb(u->iss_guard, s * WS, WS, b.in.g);
                setb(u->iss_target, s * 32, 32, b.in.target);
                for (int l = 0; l < WS; l++) setb(u->iss_lane_target, (s * WS + l) * 32, 32, b.lt[l]);
            }
            setb(u->iss_valid, 0, NS, ivalid);
            u->eval();

            char msg[512];
            auto mis = [&](const char *what, int warp, uint64_t exp, uint64_t act) {
                st.mismatches++;
                snprintf(msg, sizeof msg, "cycle %llu warp %d %s: expected 0x%llx, actual 0x%llx",
                         (unsigned long long)cyc, warp, what, (unsigned long long)exp,
                         (unsigned long long)act);
                if (first_mis.empty()) {
                    first_mis = msg;
                    first_mis_cycle = cyc;
                }
                if (verbose) fprintf(stderr, "MISMATCH %s\n", msg);
            };

            // ---------------- C model steps, compare step outputs
            for (int s = 0; s < NS; s++) {
                Iss &b = iss[s];
                if (!b.valid || b.warp >= NW) continue;
                sg_simt *cw = &w[b.warp];
                uint8_t st0 = cw->status;
                sg_simt_out out = {0, evbuf.data()};
                if (cw->status == SG_WARP_RUNNING) {
                    st.steps++;
                    if (cw->am == 0) {
                        st.unwinds++;
                        sg_simt_unwind(cw, &cfg, &out);
                    } else {
                        st.ctrl[b.in.ctrl]++;
                        sg_simt_step(cw, &cfg, &b.in, &out);
                    }
                }
                unsigned np = 0, npo = 0, nsp = 0, nfi = 0;
                for (unsigned e = 0; e < out.nev; e++) {
                    switch (out.ev[e].kind) {
                    case SG_EV_PUSH: np++; break;
                    case SG_EV_POP: npo++; break;
                    case SG_EV_SPILL: nsp++; break;
                    case SG_EV_FILL: nfi++; break;
                    case SG_EV_WM_NEW: st.wm_new++; break;
                    case SG_EV_WM_DEL: st.wm_del++; break;
                    case SG_EV_WM_DISCARD: st.wm_disc++; break;
                    default: break;
                    }
                }
                unsigned eerr = (st0 == SG_WARP_RUNNING && cw->status == SG_WARP_ERROR) ? cw->err : 0;
                if (eerr) st.errors[eerr]++;
                if (st0 == SG_WARP_RUNNING && cw->status == SG_WARP_DONE) st.done++;
                st.pushes += np; st.pops += npo; st.spills += nsp; st.fills += nfi;
                if (st0 == SG_WARP_RUNNING && !eerr) st.pp[np][npo]++;
                if (eerr == 1 && b.in.ctrl == SG_CTRL_BRX) st.brx_ovf++;
                if (nsp == 2) st.spill2++;
                st.compares++;
                uint64_t a;
                if ((a = getb(u->st_pc, s * 32, 32)) != cw->pc) mis("st_pc", b.warp, cw->pc, a);
                if ((a = getb(u->st_am, s * WS, WS)) != cw->am) mis("st_am", b.warp, cw->am, a);
                if ((a = getb(u->st_push, s * 2, 2)) != np) mis("st_push", b.warp, np, a);
                if ((a = getb(u->st_pop, s * 2, 2)) != npo) mis("st_pop", b.warp, npo, a);
                if ((a = getb(u->st_spill, s * 2, 2)) != nsp) mis("st_spill", b.warp, nsp, a);
                if ((a = getb(u->st_fill, s * 2, 2)) != nfi) mis("st_fill", b.warp, nfi, a);
                if ((a = getb(u->st_error, s * 2, 2)) != eerr) mis("st_error", b.warp, eerr, a);
            }
            // ---------------- launches after the steps (CO-4)
            for (int i = 0; i < NW; i++)
                if ((lv >> i) & 1) {
                    sg_simt_launch(&w[i], lpc, live[i]);
                    st.launches++;
                }
            launch_edge = false;

            // ---------------- edge, then compare every warp through the read port
            clock();
            for (int i = 0; i < NW; i++) {
                const sg_simt *cw = &w[i];
                u->rd_warp = (uint8_t)i;
                u->eval();
                uint64_t a;
                if ((a = u->rd_status) != cw->status) mis("status", i, cw->status, a);
                if ((a = u->rd_error) != cw->err) mis("error", i, cw->err, a);
                if ((a = u->rd_pc) != cw->pc) mis("pc", i, cw->pc, a);
                if ((a = getb(u->rd_am, 0, WS)) != cw->am) mis("am", i, cw->am, a);
                if ((a = getb(u->rd_bm, 0, WS)) != cw->bm) mis("bm", i, cw->bm, a);
                if ((a = getb(u->rd_cm, 0, WS)) != cw->cm) mis("cm", i, cw->cm, a);
                if ((a = getb(u->rd_rm, 0, WS)) != cw->rm) mis("rm", i, cw->rm, a);
                if ((a = getb(u->rd_xm, 0, WS)) != cw->xm) mis("xm", i, cw->xm, a);
                if ((a = getb(u->rd_live, 0, WS)) != cw->live) mis("live", i, cw->live, a);
                if ((a = u->rd_depth) != cw->depth) mis("depth", i, cw->depth, a);
                unsigned dmax = std::max<unsigned>(cw->depth, (unsigned)u->rd_depth);
                if (dmax > (unsigned)CAP) dmax = CAP;
                for (unsigned p = 0; p < dmax; p++) {
                    char f[64];
                    const sg_token &t = cw->stack[p];
                    snprintf(f, sizeof f, "tok[%u].type", p);
                    if ((a = getb(u->rd_tok_type, p * 3, 3)) != t.type) mis(f, i, t.type, a);
                    snprintf(f, sizeof f, "tok[%u].mask", p);
                    if ((a = getb(u->rd_tok_mask, p * WS, WS)) != t.mask) mis(f, i, t.mask, a);
                    snprintf(f, sizeof f, "tok[%u].pc", p);
                    if ((a = getb(u->rd_tok_pc, p * 32, 32)) != t.pc) mis(f, i, t.pc, a);
                }
                std::vector<std::tuple<uint32_t, uint32_t, uint32_t>> rw, cwt;
                for (int j = 0; j < WTS; j++)
                    if (getb(u->rd_wt_valid, j, 1))
                        rw.emplace_back((uint32_t)getb(u->rd_wt_depth, j * 16, 16),
                                        (uint32_t)getb(u->rd_wt_pc, j * 32, 32),
                                        (uint32_t)getb(u->rd_wt_mask, j * WS, WS));
                for (unsigned j = 0; j < cw->nwt; j++)
                    cwt.emplace_back(cw->wt[j].depth, cw->wt[j].pc, cw->wt[j].mask);
                std::sort(rw.begin(), rw.end());
                if (rw.size() != cwt.size()) {
                    mis("wt.count", i, cwt.size(), rw.size());
                } else {
                    for (size_t j = 0; j < rw.size(); j++)
                        if (rw[j] != cwt[j]) {
                            if (std::get<0>(cwt[j]) != std::get<0>(rw[j]))
                                mis("wt.entry(depth)", i, std::get<0>(cwt[j]), std::get<0>(rw[j]));
                            else if (std::get<1>(cwt[j]) != std::get<1>(rw[j]))
                                mis("wt.entry(pc)", i, std::get<1>(cwt[j]), std::get<1>(rw[j]));
                            else
                                mis("wt.entry(mask)", i, std::get<2>(cwt[j]), std::get<2>(rw[j]));
                            break;
                        }
                }
            }
        }
    }
    printf("bug=%d seed=%llu cycles=%llu steps=%llu (unwind %llu) compares=%llu mismatches=%llu\n",
           bug, (unsigned long long)seed, (unsigned long long)st.cycles,
           (unsigned long long)st.steps, (unsigned long long)st.unwinds,
           (unsigned long long)st.compares, (unsigned long long)st.mismatches);
    printf("  errors ovf=%llu unf=%llu wmovf=%llu done=%llu launches=%llu push=%llu pop=%llu "
           "spill=%llu fill=%llu wm_new=%llu wm_del=%llu wm_discard=%llu\n",
           (unsigned long long)st.errors[1], (unsigned long long)st.errors[2],
           (unsigned long long)st.errors[3], (unsigned long long)st.done,
           (unsigned long long)st.launches, (unsigned long long)st.pushes,
           (unsigned long long)st.pops, (unsigned long long)st.spills,
           (unsigned long long)st.fills, (unsigned long long)st.wm_new,
           (unsigned long long)st.wm_del, (unsigned long long)st.wm_disc);
    printf("  ctrl:");
    for (int c = 0; c < 12; c++) printf(" %llu", (unsigned long long)st.ctrl[c]);
    printf("\n  push/pop combos:");
    for (int a = 0; a < 3; a++)
        for (int b2 = 0; b2 < 3; b2++) printf(" %d/%d=%llu", a, b2, (unsigned long long)st.pp[a][b2]);
    printf(" brx_ovf=%llu spill2=%llu\n", (unsigned long long)st.brx_ovf, (unsigned long long)st.spill2);
    if (!first_mis.empty())
        printf("  first mismatch (cycle %llu): %s\n", (unsigned long long)first_mis_cycle,
               first_mis.c_str());
    delete u;
    return st.mismatches ? 1 : 0;
}
