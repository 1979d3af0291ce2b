// lockstep_decode.h - the decoders in a lock-step run (specs/decode.md): each clock the word
// each port issued goes into the binding's sm_decode (generated from the ISA table); after
// the edge its packed decode bundle is unpacked field by field and handed to the checker
// (sg_cosim_check_decode), which compares it with the model's sg_decode_bundle.
#ifndef SMGOLD_LOCKSTEP_DECODE_H
#define SMGOLD_LOCKSTEP_DECODE_H

#include <string>

#include "lockstep_core.h"
#include "smgold/cosim.h"

namespace lockstep {

class Decoder {
  public:
    Decoder(sg_cosim *h, Dut &dut) : h_(h), dut_(dut) {}
    bool on() const { return on_; }
    bool start(std::string &why); // the bundle the RTL was built with is the library's
    void drive();                 // after sg_cosim_step: this clock's words into the decoders
    void check();                 // after the edge: their bundles to the checker

  private:
    sg_cosim *h_;
    Dut &dut_;
    bool on_ = false;
};

} // namespace lockstep

#endif
