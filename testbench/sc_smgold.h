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
// Errors (bad arguments, a program the model cannot run, a warp error such as
// a stack overflow) are reported with SC_REPORT_ERROR (message type
// "sc_smgold"); what happens then is the platform's choice of
// sc_report_handler actions (by default SystemC throws). The module never
// exits; after an error it stops stepping, raises done, and ok() is false and
// error() says why. Several instances are independent (no global state).
#ifndef SMGOLD_SC_SMGOLD_H
#define SMGOLD_SC_SMGOLD_H

#include <cstdint>
#include <string>

#include <systemc>

#include "smgold/smgold.h"

struct sg_run_opts;

class sc_smgold : public sc_core::sc_module {
  public:
    static constexpr int NSCHED = 2; // the model has at most two warp schedulers

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

    SC_HAS_PROCESS(sc_smgold);
    sc_smgold(sc_core::sc_module_name name, const std::string &args, const std::string &dir);
    ~sc_smgold() override;
    sc_smgold(const sc_smgold &) = delete;
    sc_smgold &operator=(const sc_smgold &) = delete;

    bool ok() const { return error_.empty(); }
    const std::string &error() const { return error_; }
    uint64_t cycles() const;      // model clocks taken
    uint64_t issued() const { return issued_; } // warp steps published (instructions + unwinds)
    const sg_sm *sm() const { return sm_; }     // the model, for state accessors (smgold.h)

  private:
    void start_of_simulation() override; // drive the outputs' initial values
    void on_clk();                       // one model clock per rising edge
    void fail(const std::string &what);
    void publish();

    sg_run_opts *opts_ = nullptr;
    sg_sm *sm_ = nullptr;
    std::string error_;
    uint64_t max_cycles_ = 0;
    uint64_t issued_ = 0;
    bool over_ = false;
};

#endif
