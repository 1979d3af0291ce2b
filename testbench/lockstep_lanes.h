// lockstep_lanes.h - the lane compactors in a lock-step run (specs/lanes-rtl.md): each
// clock, every issue that occupies an ALU lane group goes, with its guard and lane mode,
// into the binding's compactor for that group's width (16, 8 or 4 ALU lanes per clock:
// specs/timing.md UN-1); after the edge its schedule - clocks, enabled ALU lanes and the
// warp lane each computes, per clock - goes to the checker (sg_cosim_check_lanes), which
// compares it with the model's (LN-9, LN-10).
#ifndef SMGOLD_LOCKSTEP_LANES_H
#define SMGOLD_LOCKSTEP_LANES_H

#include "lockstep_core.h"
#include "smgold/cosim.h"

namespace lockstep {

class Lanes {
  public:
    Lanes(sg_cosim *h, Dut &dut);
    // the binding has compactors built for the run's warp size (their WIDTH is the
    // testbench's WARP_SIZE; a run with another warp_size, e.g. 003's 8, has no lane
    // schedules to compare: the group count differs)
    bool on() const { return on_; }
    void drive(const Inputs &in); // after sg_cosim_step: this clock's issues into the compactors
    void check();                 // after the edge: their schedules to the checker

  private:
    sg_cosim *h_;
    Dut &dut_;
    bool on_;
    int inst_[TB_NSCHED] = {};    // the instance of each port's issue this clock, -1 none
    unsigned lpc_[TB_NSCHED] = {};
};

} // namespace lockstep

#endif
