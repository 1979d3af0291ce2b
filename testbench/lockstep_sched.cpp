// lockstep_sched.cpp - the warp schedulers' side of a lock-step run (lockstep_sched.h).
#include "lockstep_sched.h"

#include "smgold/sched.h"
#include "smgold/smgold.h"

namespace lockstep {

bool Sched::start(std::string &why)
{
    const sg_config *c = sg_sm_config(sg_cosim_sm(h_));
    on_ = dut_.has_sched() && c->timing == SG_TIMING_CYCLE && c->schedulers == TB_NSCHED;
    if (!on_)
        return true;
    // WR-1: every delay the unit counts must fit its counters and configuration pins
    const uint64_t cw = 1ull << TB_SCHED_CW;
    struct { const char *name; uint64_t v, limit; } lim[] = {
        {"reissue_clocks", c->reissue_clocks, 512},   {"lat_pred", c->lat_pred, 8192},
        {"lat_cc", c->lat_cc, 8192},                  {"lat_shared", c->lat_shared, 8192},
        {"lat_global", c->lat_global, cw / 2},        {"lat_const", c->lat_const, cw / 2},
        {"lat_alu", c->lat_alu, cw / 2},              {"lat_imad", c->lat_imad, cw / 2},
        {"lat_fp64", c->lat_fp64, cw / 2},            {"lat_sfu", c->lat_sfu, cw / 2},
        {"two_level_active", c->two_level_active, 128},
    };
    for (const auto &l : lim)
        if (l.v >= l.limit) {
            why = std::string("the warp_sched RTL takes ") + l.name + " below " +
                  std::to_string(l.limit) + " (the run has " + std::to_string(l.v) + ")";
            return false;
        }
    cfg_.cfg_policy = c->scheduler_policy;
    cfg_.cfg_two_level_active = c->two_level_active;
    cfg_.cfg_reissue = c->reissue_clocks;
    cfg_.cfg_lat_pred = c->lat_pred;
    cfg_.cfg_lat_cc = c->lat_cc;
    cfg_.cfg_lat_shared = c->lat_shared;
    return true;
}

void Sched::idle()
{
    if (on_)
        dut_.drive_sched(cfg_);
}

void Sched::drive()
{
    if (!on_)
        return;
    const sg_sched_port *p = sg_sm_sched_port(sg_cosim_sm(h_));
    SchedIn in = cfg_;
    uint64_t slots = TB_NWARPS >= 64 ? ~0ull : (1ull << TB_NWARPS) - 1;
    in.sched_clock = p->valid && p->sched_clock;
    in.cand = p->cand & slots;
    in.resident = p->resident & slots;
    in.at_bar = p->at_bar & slots;
    in.dep_cc = p->dep_cc & slots;
    in.dep_unwind = p->dep_unwind & slots;
    for (unsigned w = 0; w < TB_NWARPS; w++) {
        for (unsigned i = 0; i < 8; i++)
            in.dep_src[w][i] = i < p->dep_nsrc[w] ? p->dep_src[w][i] : 0;
        in.dep_src_v[w] = (uint8_t)((1u << p->dep_nsrc[w]) - 1);
        in.dep_preds[w] = p->dep_preds[w];
        in.dep_pipe[w] = p->dep_pipe[w];
    }
    for (unsigned s = 0; s < TB_NSCHED; s++) {
        if (in.sched_clock) { // the model's held external pick, offered when it is consumed
            in.ext_set |= 1u << s;
            in.ext_valid |= (p->ext[s] >= 0 ? 1u : 0u) << s;
            in.ext_warp[s] = p->ext[s] >= 0 ? (uint32_t)p->ext[s] : 0;
        }
        const sg_sched_booking &b = p->bk[s];
        in.bk_error |= (b.error ? 1u : 0u) << s;
        in.bk_cc |= (b.cc ? 1u : 0u) << s;
        in.bk_long |= (b.lng ? 1u : 0u) << s;
        in.bk_spill[s] = b.spill;
        in.bk_fill[s] = b.fill;
        in.bk_busy[s] = b.busy;
        in.bk_delay[s] = b.delay;
        in.bk_preds[s] = b.preds;
        in.bk_regs[s] = b.regs;
    }
    dut_.drive_sched(in);
}

void Sched::check()
{
    if (!on_)
        return;
    sg_obs_sched o = {};
    o.nslots = TB_NWARPS;
    dut_.read_sched(o);
    sg_cosim_check_sched(h_, &o, nullptr);
}

} // namespace lockstep
