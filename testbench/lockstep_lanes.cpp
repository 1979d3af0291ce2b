// lockstep_lanes.cpp - the lane compactors' side of a lock-step run (lockstep_lanes.h).
#include "lockstep_lanes.h"

#include <cstring>

#include "smgold/smgold.h"

namespace lockstep {

Lanes::Lanes(sg_cosim *h, Dut &dut)
    : h_(h), dut_(dut),
      on_(dut.has_lanes() && sg_sm_config(sg_cosim_sm(h))->warp_size == TB_WARP_SIZE)
{
}

void Lanes::drive(const Inputs &in)
{
    if (!on())
        return;
    const sg_sm *sm = sg_cosim_sm(h_);
    unsigned nsched = sg_sm_config(sm)->schedulers;
    LanesIn li;
    for (unsigned s = 0; s < TB_NSCHED; s++) {
        inst_[s] = -1;
        sg_lane_view v;
        if (s >= nsched || sg_sm_last_lanes(sm, s, &v, nullptr) || !v.lanes)
            continue; // no issue, or one that occupies no lane group
        // the group's width selects the compactor: 16, 8, 4 lanes per clock
        inst_[s] = v.lanes == 16 ? 0 : v.lanes == 8 ? 1 : v.lanes == 4 ? 2 : -1;
        if (inst_[s] < 0)
            continue;
        lpc_[s] = v.lanes;
        li.valid[s] = 1u << inst_[s];
        li.mode[s] = v.mode;
        li.mask[s] = in.iss_guard[s];
    }
    dut_.drive_lanes(li);
}

void Lanes::check()
{
    if (!on())
        return;
    LanesOut lo;
    dut_.read_lanes(lo);
    unsigned nsched = sg_sm_config(sg_cosim_sm(h_))->schedulers;
    for (unsigned s = 0; s < nsched && s < TB_NSCHED; s++) {
        sg_lane_view obs;
        memset(&obs, 0, sizeof obs);
        memset(obs.lane, 0xff, sizeof obs.lane);
        int i = inst_[s];
        if (i >= 0) {
            unsigned lpc = lpc_[s];
            obs.clocks = lo.clocks[s][i];
            obs.lanes = lpc;
            for (unsigned c = 0; c < obs.clocks && c * lpc < TB_WARP_SIZE; c++) {
                obs.enable[c] = lo.enable[s][i] >> (c * lpc) & ((1u << lpc) - 1);
                for (unsigned n = 0; n < lpc; n++) {
                    uint8_t src = lo.src[s][i][c * lpc + n];
                    obs.lane[c][n] = src == 0x3f ? 0xff : src;
                }
            }
        }
        sg_cosim_check_lanes(h_, s, &obs, nullptr);
    }
}

} // namespace lockstep
