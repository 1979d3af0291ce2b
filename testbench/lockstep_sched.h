// lockstep_sched.h - the warp schedulers and the scoreboard in a lock-step run (specs/timing.md
// WR-1..WR-8): each clock the model's scheduler port bundle (sg_sm_sched_port: candidates,
// each slot's next-step needs, external picks, the booking of each issue) drives the
// binding's warp_sched; before the edge its picks, ready set, reasons, two-level active set
// and pipe counters go to the checker (sg_cosim_check_sched), which compares them with the
// model's scheduler views. Cycle timing only (functional timing has no scoreboard), and only
// when the run has the schedulers the RTL was built with (TB_NSCHED).
#ifndef SMGOLD_LOCKSTEP_SCHED_H
#define SMGOLD_LOCKSTEP_SCHED_H

#include <string>

#include "lockstep_core.h"
#include "smgold/cosim.h"

namespace lockstep {

class Sched {
  public:
    Sched(sg_cosim *h, Dut &dut) : h_(h), dut_(dut) {}
    bool on() const { return on_; }
    // false (why says it) when the run's configuration does not fit the unit's ports
    bool start(std::string &why);
    void idle();   // the launch edge and reset: configuration only, nothing picks
    void drive();  // after sg_cosim_step: this clock's port bundle into the unit
    void check();  // before the edge: its outputs to the checker

  private:
    sg_cosim *h_;
    Dut &dut_;
    bool on_ = false;
    SchedIn cfg_;  // the configuration pins (static)
};

} // namespace lockstep

#endif
