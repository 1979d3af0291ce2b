// lockstep_pick.h - a testbench-only warp scheduler with a policy the model does
// not implement, for the legality mode (specs/dpi.md §8): under
// scheduler_policy = external the RTL's scheduler picks and the model checks that
// each pick was a warp it could issue (field sched_pick), instead of equal to its
// own policy's.
//
// "youngest": per scheduler s, the most recently launched warp of its slots
// (w % schedulers == s) that the RTL token stack shows running. It sees what a
// scheduler beside the stack sees - launches and the stack's status - and nothing
// of barriers or the scoreboard, so it is legal on a kernel without barriers in
// functional timing, and makes an illegal pick at the first barrier a young warp
// waits at (shared-atomics), or, in cycle timing, at the first dependency.
#ifndef SMGOLD_LOCKSTEP_PICK_H
#define SMGOLD_LOCKSTEP_PICK_H

#include <cstdint>
#include <string>
#include <vector>

#include "smgold/cosim.h"

namespace lockstep {

class Picker {
  public:
    // policy: "" (off) or "youngest"; false and why when the model's policy is not external
    bool start(const std::string &policy, sg_cosim *h, std::string &why);
    bool on() const { return on_; }
    void launched(uint64_t slots);                 // the launch bundle of a clock
    void status(unsigned slot, uint32_t rtl_status); // the RTL's status after an edge
    void pick(sg_cosim *h);                        // before sg_cosim_step: each scheduler's pick

  private:
    bool on_ = false;
    unsigned nsched_ = 1;
    uint64_t next_age_ = 0;
    std::vector<uint64_t> age_;     // launch order per slot (higher = younger)
    std::vector<uint32_t> status_;  // the RTL's status per slot (0 running), 1 (done) if unseen
};

} // namespace lockstep

#endif
