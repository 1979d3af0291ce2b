// sc_smgold.h - the smgold golden model as a SystemC module, for virtual
// platforms that want the SM's warp-issue behaviour (which warp issued, what
// control instruction, with which guard, and where the SIMT stack sent it)
// cycle by cycle beside their own models.
//
// The constructor takes the arguments of `smgold run` (white-space separated,
// @FILE allowed: smgold/run.h) and the directory relative file names are taken
// from, sets the model up and launches the kernel. Then each rising edge of
// clk is one model clock (sg_sm_step): after it the module publishes, per warp
// scheduler s (0, 1), the issue bundle of that clock:
//
//   iss_valid[s]  the scheduler issued a warp step this clock
//   iss_warp[s]   its warp slot
//   iss_pc[s]     the warp's PC before the step
//   iss_ctrl[s]   control class (specs/dpi.md §3.2 iss_ctrl: 0 OTHER .. 11 EXIT)
//   iss_guard[s]  guard mask G (the taken mask of BRA/BRX)
//   next_pc[s]    the warp's PC after the step (the SIMT stack's decision)
//   next_am[s]    its active mask after the step
//
// (an unwind step has iss_valid 1 and iss_ctrl 0; the fields of a scheduler
// that did not issue, or that the configuration does not have, are 0), and
// done = 1 once the run is over: every block finished, or the model stopped
// on an error. Outputs change only after a rising edge (written in the SC_METHOD
// of the edge, visible one delta cycle later), so they are stable for anything
// that samples them on the falling edge or the next rising one.
//
// Datapath bundles (specs/datapath.md, smgold/datapath.h), per scheduler s:
//
//   operands[s]   operand_bundle: the model's operand bundle of the clock (DP-1,
//                 sg_operands: word, unit, lanes and every source value per lane)
//   retire[s]     retire_bundle: its retire record (DP-2, sg_retire: registers,
//                 predicates, $c and memory accesses written, per lane)
//
// published with the issue bundle after each rising edge. Recording is off by
// default and then costs nothing: the model records no bundle and both ports
// keep their all-zero initial value, never written. Turn it on with the
// constructor's `datapath` argument or record_datapath(true) (any time: from
// the next rising edge on; turning it off again publishes empty bundles once).
// A record is valid only for a step an execution unit executed (ALU, FPU64,
// SFU, LD/ST), never for control flow, unwind steps or a failing step; a
// bundle that is not valid is published all zero. The operand bundle's `unit`
// says which unit the record of the same clock and port comes from. Each bundle
// type has the operator==, operator<< and sc_trace overloads an sc_signal needs
// (sc_trace traces the scalar fields, reg[] and pred[]; not the per-lane
// arrays). Binding the datapath ports is optional: each one left unbound is
// bound to a signal of the module's own before the end of elaboration. E.g.
//
//   sc_smgold gold("gold", "program.lst @launch.args", "vectors/cosim/dp-ldst", true);
//   sc_core::sc_signal<sc_smgold::retire_bundle> rt0;
//   gold.retire[0](rt0);  // ... then, on the falling edge:
//   const sg_retire &r = rt0.read().r;
//   if (r.valid && r.mem == SG_MEM_LOAD) { /* r.addr[lane], r.value[k][lane] */ }
//
// Errors (bad arguments, a program the model cannot run, a warp error such as
// a stack overflow) are reported with SC_REPORT_ERROR (message type
// "sc_smgold"); what happens then is the platform's choice of
// sc_report_handler actions (by default SystemC throws). The module never
// exits; after an error it stops stepping, raises done, and ok() is false and
// error() says why. Several instances are independent (no global state).
#ifndef SMGOLD_SC_SMGOLD_H
#define SMGOLD_SC_SMGOLD_H

#include <cstdint>
#include <memory>
#include <ostream>
#include <string>

#include <systemc>

#include "smgold/datapath.h"
#include "smgold/smgold.h"

struct sg_run_opts;

class sc_smgold : public sc_core::sc_module {
  public:
    static constexpr int NSCHED = 2; // the model has at most two warp schedulers

    // The datapath bundles as values of an sc_signal (all zero: nothing issued).
    struct operand_bundle {
        sg_operands op{};
        operand_bundle() = default;
        explicit operand_bundle(const sg_operands &o) : op(o) {}
        bool operator==(const operand_bundle &o) const;
        bool operator!=(const operand_bundle &o) const { return !(*this == o); }
        friend std::ostream &operator<<(std::ostream &os, const operand_bundle &b);
        friend void sc_trace(sc_core::sc_trace_file *tf, const operand_bundle &b,
                             const std::string &name);
    };
    struct retire_bundle {
        sg_retire r{};
        retire_bundle() = default;
        explicit retire_bundle(const sg_retire &x) : r(x) {}
        bool operator==(const retire_bundle &o) const;
        bool operator!=(const retire_bundle &o) const { return !(*this == o); }
        friend std::ostream &operator<<(std::ostream &os, const retire_bundle &b);
        friend void sc_trace(sc_core::sc_trace_file *tf, const retire_bundle &b,
                             const std::string &name);
    };

    sc_core::sc_in<bool> clk{"clk"};
    sc_core::sc_out<bool> done{"done"};
    sc_core::sc_out<bool> iss_valid[NSCHED] = {sc_core::sc_out<bool>("iss_valid_0"),
                                               sc_core::sc_out<bool>("iss_valid_1")};
    sc_core::sc_out<uint32_t> iss_warp[NSCHED] = {sc_core::sc_out<uint32_t>("iss_warp_0"),
                                                  sc_core::sc_out<uint32_t>("iss_warp_1")};
    sc_core::sc_out<uint32_t> iss_pc[NSCHED] = {sc_core::sc_out<uint32_t>("iss_pc_0"),
                                                sc_core::sc_out<uint32_t>("iss_pc_1")};
    sc_core::sc_out<uint32_t> iss_ctrl[NSCHED] = {sc_core::sc_out<uint32_t>("iss_ctrl_0"),
                                                  sc_core::sc_out<uint32_t>("iss_ctrl_1")};
    sc_core::sc_out<uint32_t> iss_guard[NSCHED] = {sc_core::sc_out<uint32_t>("iss_guard_0"),
                                                   sc_core::sc_out<uint32_t>("iss_guard_1")};
    sc_core::sc_out<uint32_t> next_pc[NSCHED] = {sc_core::sc_out<uint32_t>("next_pc_0"),
                                                 sc_core::sc_out<uint32_t>("next_pc_1")};
    sc_core::sc_out<uint32_t> next_am[NSCHED] = {sc_core::sc_out<uint32_t>("next_am_0"),
                                                 sc_core::sc_out<uint32_t>("next_am_1")};

    sc_core::sc_out<operand_bundle> operands[NSCHED] = {
        sc_core::sc_out<operand_bundle>("operands_0"),
        sc_core::sc_out<operand_bundle>("operands_1")};
    sc_core::sc_out<retire_bundle> retire[NSCHED] = {sc_core::sc_out<retire_bundle>("retire_0"),
                                                     sc_core::sc_out<retire_bundle>("retire_1")};

    SC_HAS_PROCESS(sc_smgold);
    sc_smgold(sc_core::sc_module_name name, const std::string &args, const std::string &dir,
              bool datapath = false);
    ~sc_smgold() override;
    sc_smgold(const sc_smgold &) = delete;
    sc_smgold &operator=(const sc_smgold &) = delete;

    bool ok() const { return error_.empty(); }
    const std::string &error() const { return error_; }
    uint64_t cycles() const;      // model clocks taken
    uint64_t issued() const { return issued_; } // warp steps published (instructions + unwinds)
    // Datapath recording (operands[], retire[]): on from the next rising edge.
    void record_datapath(bool on);
    bool recording_datapath() const { return dp_; }
    uint64_t retired() const { return retired_; } // valid retire records published
    const sg_sm *sm() const { return sm_; }     // the model, for state accessors (smgold.h)

  private:
    void before_end_of_elaboration() override; // bind unbound datapath ports
    void start_of_simulation() override; // drive the outputs' initial values
    void on_clk();                       // one model clock per rising edge
    void fail(const std::string &what);
    void publish();

    sg_run_opts *opts_ = nullptr;
    sg_sm *sm_ = nullptr;
    std::string error_;
    uint64_t max_cycles_ = 0;
    uint64_t issued_ = 0;
    uint64_t retired_ = 0;
    bool over_ = false;
    bool dp_ = false;         // recording the datapath bundles
    bool dp_shown_ = false;   // the ports hold bundles of the model (clear them once when off)
    std::unique_ptr<sc_core::sc_signal<operand_bundle>> own_operands_[NSCHED];
    std::unique_ptr<sc_core::sc_signal<retire_bundle>> own_retire_[NSCHED];
};

#endif
