// lockstep_warm.h - the warm start (specs/checkpoint.md §7): lock-step from a checkpoint's
// clock rather than from the launch. The model takes the checkpoint's state; the RTL's
// simt_stack_unit takes the same token-stack state through its state-load port (ld_*,
// `define SMGOLD_LOAD_PORT); then the two are compared clock by clock as in a cold start,
// with the kernel's clock numbers. Only the token stacks are loaded, so only they are
// compared (the other units keep state the port does not reach).
#ifndef SMGOLD_LOCKSTEP_WARM_H
#define SMGOLD_LOCKSTEP_WARM_H

#include <cstdint>
#include <string>

#include "lockstep_core.h"

namespace lockstep {

// One clock of the state-load port: with ld_valid, `what` 0 writes warp `warp`'s registers,
// 1 its token at position idx from the bottom, 2 its while-mask slot idx.
struct LoadIn {
    uint32_t what = 0, warp = 0, idx = 0;
    uint32_t pc = 0, mask = 0;             // PC and AM; or the token's / entry's pc and mask
    uint32_t bm = 0, cm = 0, rm = 0, xm = 0, live = 0;
    uint32_t depth = 0;                    // depth; or the entry's depth
    uint32_t type = 0;                     // the token's type
    uint32_t status = 0, error = 0;        // RTL codes: 0 running, 1 done, 2 error; error 0-3
    uint32_t wt_valid = 0;                 // the warp's filled while-mask slots
};

// What a binding whose RTL has the state-load port provides.
class Loadable {
  public:
    virtual ~Loadable() {}
    virtual void load(const LoadIn &in) = 0; // drive ld_* with ld_valid, one edge, ld_valid low
};

// One warm-started run: the model restored from checkpoint (saved by a run with the same
// model arguments), the RTL reset and loaded, then lock-step to the end. The verdict line
// names the clock it started at.
Result run_warm(Dut &dut, Loadable &ld, const Options &o, const std::string &checkpoint);

// Print the verdict line and return the exit status (as main_flow; no waveform).
int main_warm(const Options &o, const std::string &checkpoint, Dut *dut, Loadable *ld);

} // namespace lockstep

#endif
