// tb_stack.cpp - a lock-step bench of one reference unit, simt_stack_unit, built from an
// installed smgold only: the lock-step run of share/smgold/testbench (lockstep_core.h: the
// model's side, the compares, the verdict) and this binding of its lockstep::Dut to the
// verilated unit. The model runs a vector; every clock the unit gets the model's launch and
// issue bundles, and its step outputs and every warp's state (PC, masks, depth, each token,
// the while-mask table) are compared with the model's.
//
//     lockstep_stack [--bug N] [--no-wave] VECTOR_DIR     (the options of lockstep_core.h)
//
// The verdict is one line, "VECTOR: pass: ..." (exit 0) or "VECTOR: MISMATCH cycle C warp W
// field F ..." (exit 1). share/smgold/testbench/tb_verilator.cpp binds every unit of the SM
// (and writes a waveform); this one keeps to the stack, so it has no waveform.
#include <cstdio>
#include <memory>
#include <string>
#include <type_traits>

#include "lockstep_core.h"
// Verilator's headers are not warning-clean under -Wextra
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include "Vsimt_stack_unit.h"
#include "verilated.h"
#pragma GCC diagnostic pop

using namespace lockstep;

namespace {

// Verilator makes ports up to 64 bits integers and wider ones VlWide arrays of 32-bit words.
template <class T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
void put(T &port, const uint32_t *w, unsigned nwords)
{
    uint64_t v = w[0];
    if (nwords > 1)
        v |= (uint64_t)w[1] << 32;
    port = (T)v;
}
template <class T, typename std::enable_if<!std::is_integral<T>::value, int>::type = 0>
void put(T &port, const uint32_t *w, unsigned nwords)
{
    for (unsigned i = 0; i < nwords; i++)
        port[i] = w[i];
}
// width bits (at most 32) at bit lsb
template <class T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
uint32_t get(const T &port, unsigned lsb, unsigned width)
{
    uint64_t v = (uint64_t)port >> lsb;
    return (uint32_t)(width >= 32 ? v : v & ((1ull << width) - 1));
}
template <class T, typename std::enable_if<!std::is_integral<T>::value, int>::type = 0>
uint32_t get(const T &port, unsigned lsb, unsigned width)
{
    uint64_t v = port[lsb / 32];
    if (lsb % 32 + width > 32)
        v |= (uint64_t)port[lsb / 32 + 1] << 32;
    v >>= lsb % 32;
    return (uint32_t)(width >= 32 ? v : v & ((1ull << width) - 1));
}

// iss_warp (6 bits) and iss_ctrl (4 bits) of every port, packed port 0 first
uint32_t pack(const uint32_t *v, unsigned width)
{
    uint32_t w = 0;
    for (unsigned s = 0; s < TB_NSCHED; s++)
        w |= (v[s] & ((1u << width) - 1)) << (s * width);
    return w;
}

class StackDut : public Dut {
  public:
    StackDut() : ctx(new VerilatedContext), top(new Vsimt_stack_unit(ctx.get(), "stack"))
    {
        top->clk = 0;
        top->rst_n = 1;
        top->eval();
    }
    ~StackDut() override { top->final(); }
    void reset() override
    {
        top->rst_n = 0;
        for (int i = 0; i < 2; i++)
            clock();
        top->rst_n = 1;
        top->eval();
    }
    void drive(const Inputs &in) override
    {
        top->cfg_onchip = in.cfg_onchip;
        top->cfg_capacity = in.cfg_capacity;
        top->cfg_wt_slots = in.cfg_wt_slots;
        top->cfg_policy = in.cfg_policy;
        top->launch_valid = in.launch_valid;
        top->launch_pc = in.launch_pc;
        put(top->launch_live, in.launch_live, TB_NWARPS);
        top->iss_valid = in.iss_valid;
        top->iss_cond = in.iss_cond;
        top->iss_sflag = in.iss_sflag;
        top->iss_uni = in.iss_uni;
        top->iss_warp = pack(in.iss_warp, 6);
        top->iss_ctrl = pack(in.iss_ctrl, 4);
        put(top->iss_guard, in.iss_guard, TB_NSCHED);
        put(top->iss_target, in.iss_target, TB_NSCHED);
        put(top->iss_lane_target, &in.iss_lane_target[0][0], TB_NSCHED * TB_WARP_SIZE);
        top->bug_sel = in.bug_sel;
        top->eval();
    }
    void read_step(StepOut &o) override
    {
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            o.pc[s] = get(top->st_pc, 32 * s, 32);
            o.am[s] = get(top->st_am, 32 * s, 32);
            o.push[s] = get(top->st_push, 2 * s, 2);
            o.pop[s] = get(top->st_pop, 2 * s, 2);
            o.spill[s] = get(top->st_spill, 2 * s, 2);
            o.fill[s] = get(top->st_fill, 2 * s, 2);
            o.error[s] = get(top->st_error, 2 * s, 2);
        }
    }
    void clock() override
    {
        top->clk = 1;
        top->eval();
        top->clk = 0;
        top->eval();
    }
    void read_warp(unsigned w, WarpOut &o) override
    {
        top->rd_warp = w;
        top->eval();
        o.status = top->rd_status;
        o.error = top->rd_error;
        o.pc = top->rd_pc;
        o.am = top->rd_am;
        o.bm = top->rd_bm;
        o.cm = top->rd_cm;
        o.rm = top->rd_rm;
        o.xm = top->rd_xm;
        o.live = top->rd_live;
        o.depth = top->rd_depth;
        unsigned n = o.depth < TB_CAPACITY ? o.depth : TB_CAPACITY;
        for (unsigned i = 0; i < n; i++) {
            o.tok_type[i] = get(top->rd_tok_type, 3 * i, 3);
            o.tok_mask[i] = get(top->rd_tok_mask, 32 * i, 32);
            o.tok_pc[i] = get(top->rd_tok_pc, 32 * i, 32);
        }
        o.wt_valid = top->rd_wt_valid;
        for (unsigned i = 0; i < TB_WT_SLOTS; i++) {
            if (!(o.wt_valid >> i & 1))
                continue;
            o.wt_pc[i] = get(top->rd_wt_pc, 32 * i, 32);
            o.wt_depth[i] = get(top->rd_wt_depth, 16 * i, 16);
            o.wt_mask[i] = get(top->rd_wt_mask, 32 * i, 32);
        }
    }
    void wave(bool) override {} // no waveform here (main() turns the option off)

  private:
    std::unique_ptr<VerilatedContext> ctx;
    std::unique_ptr<Vsimt_stack_unit> top;
};

Dut *make(const Options &, bool)
{
    return new StackDut;
}

} // namespace

int main(int argc, char **argv)
{
    Options o;
    std::string msg;
    if (!parse_options(argc, argv, o, msg)) {
        if (msg == "help") {
            fputs(usage(), stdout);
            return 0;
        }
        fprintf(stderr, "lockstep_stack: %s\n", msg.c_str());
        return 2;
    }
    o.wave = false;
    return main_flow(o, make);
}
