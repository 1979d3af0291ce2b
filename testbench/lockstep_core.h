// lockstep_core.h - the lock-step run shared by every testbench binding
// (Verilator C++, SystemC): the sequence of specs/dpi.md CO-2 against an
// abstract device under test, options, verdict, report and waveform window.
// A binding only moves values between these plain structs and its ports.
#ifndef SMGOLD_LOCKSTEP_CORE_H
#define SMGOLD_LOCKSTEP_CORE_H

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "smgold/cosim.h"
#include "smgold/datapath.h"

// RTL parameters of the testbench build (CMake passes the same values to
// Verilator as -G parameters and to this code).
#ifndef TB_NWARPS
#define TB_NWARPS 16
#endif
#ifndef TB_NSCHED
#define TB_NSCHED 2
#endif
#ifndef TB_CAPACITY
#define TB_CAPACITY 64
#endif
#ifndef TB_WT_SLOTS
#define TB_WT_SLOTS 16
#endif
#ifndef TB_SCHED_CW
#define TB_SCHED_CW 18 // warp_sched's counter width (specs/timing.md WR-1)
#endif
#define TB_WARP_SIZE 32 // masks are whole 32-bit words in the bindings

namespace lockstep {

struct Inputs { // everything the testbench drives (clock and reset aside)
    uint32_t cfg_onchip = 0, cfg_capacity = 0, cfg_wt_slots = 0, cfg_policy = 0;
    uint64_t launch_valid = 0;
    uint32_t launch_pc = 0;
    uint32_t launch_live[TB_NWARPS] = {};
    uint32_t iss_valid = 0, iss_cond = 0, iss_sflag = 0, iss_uni = 0; // bit s
    uint32_t iss_warp[TB_NSCHED] = {}, iss_ctrl[TB_NSCHED] = {};
    uint32_t iss_guard[TB_NSCHED] = {}, iss_target[TB_NSCHED] = {};
    uint32_t iss_lane_target[TB_NSCHED][TB_WARP_SIZE] = {};
    uint32_t bug_sel = 0;
};

struct StepOut { // st_* of every issue port
    uint32_t pc[TB_NSCHED], am[TB_NSCHED], push[TB_NSCHED], pop[TB_NSCHED];
    uint32_t spill[TB_NSCHED], fill[TB_NSCHED], error[TB_NSCHED];
};

struct WarpOut { // rd_* for one warp slot
    uint32_t status, error, pc, am, bm, cm, rm, xm, live, depth;
    uint32_t tok_type[TB_CAPACITY], tok_mask[TB_CAPACITY], tok_pc[TB_CAPACITY];
    uint32_t wt_valid;
    uint32_t wt_pc[TB_WT_SLOTS], wt_depth[TB_WT_SLOTS], wt_mask[TB_WT_SLOTS];
};

// The datapath units of each issue port (specs/datapath.md): their inputs, the
// model's operand bundle, and what they retired after the edge.
struct DpIn {
    uint32_t alu_valid = 0, ldst_valid = 0;   // bit s: the unit of port s gets an instruction
    const sg_operands *ops[TB_NSCHED] = {};   // the model's bundle of port s (never NULL)
};

struct DpOut {
    uint32_t alu_valid = 0, alu_handled = 0;  // bit s
    uint32_t ldst_valid = 0, ldst_handled = 0;
    sg_retire alu[TB_NSCHED], ldst[TB_NSCHED]; // warp, lanes and results; pc and word are the
                                               // testbench's (it drove them)
};

// The lane compactors of each issue port (specs/lanes-rtl.md): three per port, for
// groups of 16, 8 and 4 ALU lanes per clock (instance i = 0, 1, 2).
struct LanesIn {
    uint32_t valid[TB_NSCHED] = {}; // bit i: instance i of port s gets this clock's issue
    uint32_t mode[TB_NSCHED] = {};  // lane_mode: 0 baseline, 1 half-skip, 2 bcc, 3 scc
    uint32_t mask[TB_NSCHED] = {};  // the executing lanes (the issue's guard)
};

struct LanesOut {
    uint32_t clocks[TB_NSCHED][3];
    uint32_t enable[TB_NSCHED][3];          // bit k*LPC + n
    uint8_t src[TB_NSCHED][3][TB_WARP_SIZE]; // slot k*LPC + n: warp lane, 0x3f = off
};

// The decoder of each issue port (specs/decode.md): the issued word in, the packed
// decode bundle (every field LSB-first in sg_decoded_field order) out.
#define TB_DEC_WORDS 8 // 32-bit words of one port's bundle (its width must fit)
struct DecodeIn {
    uint32_t valid = 0;            // bit s: port s decodes this clock's word
    uint64_t word[TB_NSCHED] = {};
};
struct DecodeOut {
    uint32_t bundle[TB_NSCHED][TB_DEC_WORDS];
};

// The warp schedulers and scoreboard (warp_sched, specs/timing.md WR-3, WR-4): the
// model's scheduler port bundle as the unit's pins; the unit's outputs are read into
// an sg_obs_sched (smgold/cosim.h) before the edge. launch is the stack's launch_valid.
struct SchedIn {
    uint32_t cfg_policy = 0, cfg_two_level_active = 0, cfg_reissue = 0; // static (under reset)
    uint32_t cfg_lat_pred = 0, cfg_lat_cc = 0, cfg_lat_shared = 0;
    uint32_t sched_clock = 0;
    uint64_t cand = 0, resident = 0, at_bar = 0, dep_cc = 0, dep_unwind = 0; // bit w
    uint8_t dep_src[TB_NWARPS][8] = {};
    uint8_t dep_src_v[TB_NWARPS] = {}, dep_preds[TB_NWARPS] = {}, dep_pipe[TB_NWARPS] = {};
    uint32_t ext_set = 0, ext_valid = 0, ext_warp[TB_NSCHED] = {};              // bit s / port s
    uint32_t bk_error = 0, bk_cc = 0, bk_long = 0;                              // bit s
    uint32_t bk_spill[TB_NSCHED] = {}, bk_fill[TB_NSCHED] = {}, bk_busy[TB_NSCHED] = {};
    uint32_t bk_delay[TB_NSCHED] = {}, bk_preds[TB_NSCHED] = {};
    uint64_t bk_regs[TB_NSCHED] = {};
};

// What a binding provides.
class Dut {
  public:
    virtual ~Dut() {}
    virtual void reset() = 0;                        // a few cycles with rst_n low
    virtual void drive(const Inputs &in) = 0;        // set the inputs (clock low) and settle
    virtual void read_step(StepOut &out) = 0;        // the step outputs, before the edge
    virtual void clock() = 0;                        // one rising edge, then clock low again
    virtual void read_warp(unsigned w, WarpOut &out) = 0; // rd_warp = w, settle, read
    virtual void wave(bool on) = 0;                  // waveform dumping from now on
    // The datapath units (alu_lanes, ldst_unit per port); a binding without them
    // checks the token stack only.
    virtual bool has_datapath() const { return false; }
    virtual void drive_dp(const DpIn &) {}           // with drive(), before the edge
    virtual void read_dp(DpOut &) {}                 // after the edge
    // The lane compactors; a binding without them does not check lane schedules.
    virtual bool has_lanes() const { return false; }
    virtual void drive_lanes(const LanesIn &) {}     // with drive(), before the edge
    virtual void read_lanes(LanesOut &) {}           // after the edge
    // The decoders; a binding without them does not check decode bundles.
    virtual bool has_decoder() const { return false; }
    virtual void drive_decoder(const DecodeIn &) {}  // with drive(), before the edge
    virtual void read_decoder(DecodeOut &) {}        // after the edge
    // The warp schedulers; a binding without them does not check scheduler decisions.
    virtual bool has_sched() const { return false; }
    virtual void drive_sched(const SchedIn &) {}     // with drive(), before the edge
    virtual void read_sched(sg_obs_sched &) {}       // before the edge (outputs settle)
};

struct Options {
    std::string vector;           // directory with program.lst and launch.args
    std::vector<std::string> args; // model arguments (default: program.lst @launch.args)
    unsigned bug = 0;             // bug_sel (0 = clean RTL)
    uint64_t max_mismatches = 1;  // stop after this many (0 = never)
    std::string out;              // report.jsonl and wave.fst go here on a failure (default:
                                  // lockstep-out/VECTOR beside the executable)
    unsigned window = 64;         // waveform cycles before the failure, issued steps in the report
    bool wave = true;
    std::string record;           // log the call stream here (smgold replay)
    std::string expect;           // FIELD[:WARP[:LANE]]: the self-test's expected first mismatch
    bool quiet = false;
    bool datapath = true;         // compare retire records too (when the binding has the units)
    unsigned mode = 0;            // SG_COSIM_CYCLE or SG_COSIM_ORDERED (specs/datapath.md DP-3)
    unsigned retire_delay = 0;    // ordered: warp w's records reach the checker w % (N+1)
                                  // clocks late (a pipeline deeper than the model's)
    std::vector<std::pair<std::string, uint32_t>> ignore; // --ignore FIELD[:LANES] (DP-4)
    std::string pick;             // --pick youngest: a testbench scheduler (legality mode)
};

// Parse argv (see usage()); returns false and sets msg on bad usage.
bool parse_options(int argc, char **argv, Options &o, std::string &msg);
const char *usage();

struct Result {
    int exit_code = 2;            // 0 pass, 1 mismatch / nothing compared, 2 bad input or model error
    std::string line;             // the one line to print
    int64_t fail_cycle = -2;      // the first failing clock (-1 = launch edge)
};

// ---- pieces of a run, shared by run() and the warm start (lockstep_warm.cpp)
class Picker;
std::string fmt_err(const sg_error &e);
void make_dirs(const std::string &path); // mkdir -p (existing folders are fine)
// Why the configuration does not fit the RTL's parameters ("" when it does).
std::string fits(const sg_config *c);
// After an edge: every warp slot the model holds, field by field (the RTL's status goes
// to pk when there is one).
void compare_warps(sg_cosim *h, Dut &dut, WarpOut &wo, Picker *pk);
// The launch bundle of the clock just taken. False when the model puts a warp into a
// slot the RTL does not have (max_warps may exceed NWARPS while no launch uses them).
bool launch_inputs(sg_cosim *h, Inputs &in);
// Each scheduler's issue of the clock just taken (a scheduler past nsched idles).
void issue_inputs(sg_cosim *h, unsigned nsched, Inputs &in);
// The stack unit's step outputs of every issuing port, before the edge.
void check_steps(sg_cosim *h, unsigned nsched, const Inputs &in, const StepOut &so);
// After the run: the first mismatch's clock, the --expect self-test's verdict and, with
// write_report and a mismatch, report.jsonl in o.out.
void finish_result(sg_cosim *h, const Options &o, bool write_report, Result &r);

// One lock-step run against dut. wave_from: first cycle to dump waves (-2 = never).
Result run(Dut &dut, const Options &o, int64_t wave_from, bool write_outputs);

// The whole flow of a testbench main: run; on a failure write the report and,
// with waves, run again on a fresh DUT from make_dut() dumping the window
// before the failure. Prints the verdict line, returns the exit status.
int main_flow(const Options &o, Dut *(*make_dut)(const Options &o, bool waves));

} // namespace lockstep

#endif
