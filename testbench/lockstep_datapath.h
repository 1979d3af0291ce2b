// lockstep_datapath.h - the datapath half of a lock-step run (specs/datapath.md): each
// clock, the model's operand bundles go into the binding's alu_lanes and ldst_unit, and
// what they retire after the edge is handed to the checker, per clock (cycle mode) or per
// warp in program order with a warp-dependent delay (ordered mode, DP-3). Instructions the
// reference units do not implement (FP, SFU, atomics, ...) are served by the model's own
// record - counted and reported, and never for an instruction a reference unit must handle.
#ifndef SMGOLD_LOCKSTEP_DATAPATH_H
#define SMGOLD_LOCKSTEP_DATAPATH_H

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "lockstep_core.h"
#include "smgold/cosim.h"

namespace lockstep {

class Datapath {
  public:
    Datapath(sg_cosim *h, const Options &o, Dut &dut);
    bool on() const { return on_; }
    bool start(std::string &msg); // before the first clock: mode and ignore masks
    void drive();                 // after sg_cosim_step: the operand bundles into the units
    void check();                 // after the edge: the units' records to the checker
    void drain();                 // at the end: records still in the (ordered) pipeline
    std::string summary() const;  // one line for the verdict's details

  private:
    struct Port {
        bool valid = false;
        uint32_t pc = 0, unit = 0;
        uint64_t word = 0;
    };
    struct Delayed {
        int64_t due;
        sg_retire r;
    };
    void observe(unsigned s, const DpOut &out, sg_retire &obs);
    void release(bool all);

    sg_cosim *h_;
    const Options &o_;
    Dut &dut_;
    bool on_ = false;
    unsigned nsched_ = 0;
    Port port_[TB_NSCHED];
    std::vector<Delayed> delayed_;
    // the units' records of a clock: large, so on the heap, and allocated once (not per clock)
    std::unique_ptr<DpOut> out_{new DpOut()};
    uint64_t standin_[5] = {};
};

} // namespace lockstep

#endif
