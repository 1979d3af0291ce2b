// tb_systemc.cpp - the SystemC lock-step testbench: the same run as
// tb_verilator.cpp (lockstep::main_flow, the same options, compares and
// verdicts), but the RTL is a Verilator --sc model of lockstep_top
// (simt_stack_unit, and alu_lanes and ldst_unit per issue port, with
// SMGOLD_BUG_PORT) whose ports are bound to sc_signal<>s, and the lock-step
// sequence runs in an SC_THREAD that moves the clock by writing the clk signal
// and waiting. The token stack and the datapath retire records are compared.
//
// Second use of the same executable: --platform-demo VECTOR_DIR elaborates
// sc_smgold (sc_smgold.h, the golden model as a SystemC module for virtual
// platforms) alone with an sc_clock and datapath recording on, runs it to done
// and prints "sc_smgold: N cycles, M issued steps, R retire records (A alu,
// L ldst)" (R counts every unit's records: FPU64 and SFU too).
//
// Elaboration: SystemC creates no module or signal once the simulation runs,
// so both DUT instances main_flow may ask for (the checking run and the
// waveform re-run of a failure) are elaborated before sc_start; make() hands
// them out in order. Waves: FST through VerilatedFstSc, opened when the core
// asks for them (after sc_start, as Verilator requires).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "lockstep_core.h"
#include "sc_smgold.h"
// Verilator's headers are not warning-clean under -Wextra
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include "Vlockstep_top_sc.h"
#include "Vwarp_sched_sc.h"
#include "verilated.h"
#include "verilated_fst_sc.h"
#pragma GCC diagnostic pop

using namespace lockstep;

namespace {

// The value type T of the model's port P (sc_in<T>& or sc_out<T>&): the
// signals follow whatever Verilator made of each port's width (bool,
// uint32_t, uint64_t, sc_bv<N>).
template <class P> struct port_value;
template <class T> struct port_value<sc_core::sc_in<T>> {
    using type = T;
};
template <class T> struct port_value<sc_core::sc_out<T>> {
    using type = T;
};
#define SIG(port)                                                                                \
    sc_core::sc_signal<port_value<std::remove_reference_t<decltype(                              \
        std::declval<Vlockstep_top_sc &>().port)>>::type>                                        \
        port                                                                                     \
    {                                                                                            \
        #port                                                                                    \
    }

// Write nwords 32-bit words into a value of the port's type.
template <class T, std::enable_if_t<std::is_integral<T>::value, int> = 0>
T pack(const uint32_t *w, unsigned nwords)
{
    uint64_t v = w[0];
    if (nwords > 1)
        v |= (uint64_t)w[1] << 32;
    return (T)v;
}
template <class T, std::enable_if_t<!std::is_integral<T>::value, int> = 0>
T pack(const uint32_t *w, unsigned nwords)
{
    T v;
    for (unsigned i = 0; i < nwords && 32 * (int)i < v.length(); i++)
        v.set_word((int)i, w[i]);
    return v;
}
template <class S> void put(S &sig, const uint32_t *w, unsigned nwords)
{
    using T = std::remove_cv_t<std::remove_reference_t<decltype(sig.read())>>;
    sig.write(pack<T>(w, nwords));
}
template <class S> void put1(S &sig, uint64_t v)
{
    uint32_t w[2] = {(uint32_t)v, (uint32_t)(v >> 32)};
    put(sig, w, 2);
}

// Bits [lsb, lsb+width) (width <= 32) of a value of the port's type.
template <class T, std::enable_if_t<std::is_integral<T>::value, int> = 0>
uint32_t bits(const T &v, unsigned lsb, unsigned width)
{
    uint64_t x = (uint64_t)v >> lsb;
    return (uint32_t)(width >= 32 ? x : x & ((1ull << width) - 1));
}
template <class T, std::enable_if_t<!std::is_integral<T>::value, int> = 0>
uint32_t bits(const T &v, unsigned lsb, unsigned width)
{
    uint64_t x = v.get_word((int)(lsb / 32));
    if (lsb % 32 + width > 32)
        x |= (uint64_t)v.get_word((int)(lsb / 32 + 1)) << 32;
    x >>= lsb % 32;
    return (uint32_t)(width >= 32 ? x : x & ((1ull << width) - 1));
}
template <class S> uint32_t get(const S &sig, unsigned lsb = 0, unsigned width = 32)
{
    return bits(sig.read(), lsb, width);
}

// A bit vector as 32-bit words, filled field by field (fields of up to 64 bits
// at any bit position), then written into a port's signal with put().
struct Bits {
    std::vector<uint32_t> w;
    explicit Bits(unsigned nbits) : w((nbits + 31) / 32 + 1) {}
    unsigned nwords() const { return (unsigned)w.size() - 1; }
    void clear() { std::fill(w.begin(), w.end(), 0u); }
    void set(unsigned lsb, unsigned width, uint64_t v)
    {
        for (unsigned b = 0; b < width;) { // word by word
            unsigned i = (lsb + b) / 32, o = (lsb + b) % 32;
            unsigned n = 32 - o < width - b ? 32 - o : width - b;
            uint32_t m = (n >= 32 ? 0xffffffffu : (1u << n) - 1) << o;
            w[i] = (w[i] & ~m) | ((uint32_t)(v >> b) << o & m);
            b += n;
        }
    }
};
template <class S> void put(S &sig, const Bits &b)
{
    put(sig, b.w.data(), b.nwords());
}
template <class S> uint64_t get64(const S &sig, unsigned lsb)
{
    return (uint64_t)get(sig, lsb + 32, 32) << 32 | get(sig, lsb, 32);
}

// Every port of lockstep_top (the stack unit's of specs/dpi.md §3.2, the
// operand bundle and the records of specs/datapath.md §6-§7, bug_sel).
#define LOCKSTEP_TOP_PORTS(X)                                                                      \
    X(clk) X(rst_n) X(cfg_onchip) X(cfg_capacity) X(cfg_wt_slots) X(cfg_policy)                    \
    X(launch_valid) X(launch_pc) X(launch_live)                                                    \
    X(iss_valid) X(iss_warp) X(iss_ctrl) X(iss_cond) X(iss_sflag) X(iss_uni) X(iss_guard)          \
    X(iss_target) X(iss_lane_target)                                                               \
    X(st_pc) X(st_am) X(st_push) X(st_pop) X(st_spill) X(st_fill) X(st_error)                      \
    X(rd_warp) X(rd_status) X(rd_error) X(rd_pc) X(rd_am) X(rd_bm) X(rd_cm) X(rd_rm) X(rd_xm)      \
    X(rd_live) X(rd_depth)                                                                         \
    X(rd_tok_type) X(rd_tok_mask) X(rd_tok_pc) X(rd_wt_valid) X(rd_wt_pc) X(rd_wt_depth)           \
    X(rd_wt_mask)                                                                                  \
    X(alu_in_valid) X(ldst_in_valid) X(op_warp) X(op_word) X(op_lanes) X(op_a) X(op_a_hi)          \
    X(op_b) X(op_c) X(op_d) X(op_pred) X(op_cc) X(op_rdata)                                        \
    X(alu_valid) X(alu_handled) X(alu_warp) X(alu_lanes_o) X(alu_reg_we) X(alu_reg)                \
    X(alu_value) X(alu_pred_we) X(alu_pred) X(alu_cc_we) X(alu_cc)                                 \
    X(ldst_valid) X(ldst_handled) X(ldst_warp) X(ldst_lanes) X(ldst_kind) X(ldst_space)            \
    X(ldst_size) X(ldst_addr) X(ldst_be) X(ldst_wdata)                                             \
    X(ldst_nregs) X(ldst_reg) X(ldst_value) X(ldst_ntrans) X(ldst_trans) X(ldst_passes)            \
    X(lc_valid) X(lc_mode) X(lc_mask) X(lc_out_valid) X(lc_clocks) X(lc_enable) X(lc_src)          \
    X(dec_in_valid) X(dec_in_word) X(dec_out_valid) X(dec_bundle)                                  \
    X(bug_sel)

// The ports of warp_sched (specs/timing.md WR-3, WR-4) but those it shares with lockstep_top
// (clk, rst_n, launch = launch_valid, bug_sel); their signals are named ws_<port>.
#define WARP_SCHED_PORTS(X)                                                                        \
    X(cfg_policy) X(cfg_two_level_active) X(cfg_reissue) X(cfg_lat_pred) X(cfg_lat_cc)            \
    X(cfg_lat_shared) X(sched_clock) X(cand) X(resident) X(at_bar) X(dep_src) X(dep_src_v)        \
    X(dep_preds) X(dep_cc) X(dep_unwind) X(dep_pipe) X(ext_set) X(ext_valid) X(ext_warp)          \
    X(bk_error) X(bk_spill) X(bk_fill) X(bk_busy) X(bk_regs) X(bk_delay) X(bk_preds) X(bk_cc)     \
    X(bk_long) X(pick_valid) X(pick_warp) X(refused) X(cause) X(ready) X(stalled_long) X(active)  \
    X(why) X(dep) X(pipe_rem)
#define WS_SIG(port)                                                                             \
    sc_core::sc_signal<port_value<std::remove_reference_t<decltype(                              \
        std::declval<Vwarp_sched_sc &>().port)>>::type>                                          \
        ws_##port                                                                                \
    {                                                                                            \
        "ws_" #port                                                                              \
    }

// One lockstep_top model and the warp_sched model beside it (lockstep_top.sv says why it is
// apart), and a signal for each of their ports.
struct Harness : sc_core::sc_module {
#define X(port) SIG(port);
    LOCKSTEP_TOP_PORTS(X)
#undef X
#define X(port) WS_SIG(port);
    WARP_SCHED_PORTS(X)
#undef X
    Vlockstep_top_sc top{"lockstep_top"};
    Vwarp_sched_sc ws{"warp_sched"};

    explicit Harness(sc_core::sc_module_name name) : sc_core::sc_module(name)
    {
#define X(port) top.port(port);
        LOCKSTEP_TOP_PORTS(X)
#undef X
#define X(port) ws.port(ws_##port);
        WARP_SCHED_PORTS(X)
#undef X
        ws.clk(clk);
        ws.rst_n(rst_n);
        ws.launch(launch_valid);
        ws.bug_sel(bug_sel);
        clk.write(false);
        rst_n.write(true);
    }
};

// Time steps of the driver thread. Every input change is followed by a timed
// wait, so the model's SC_METHOD and the output signals' updates (delta
// cycles) are all over when the thread reads.
const sc_core::sc_time SETTLE(1, sc_core::SC_NS);
const sc_core::sc_time HALF(5, sc_core::SC_NS);

// lockstep::Dut over a Harness. Called only from the driver SC_THREAD.
class ScDut : public Dut {
  public:
    ScDut(Harness &h, const std::string &fst) : h(h), fst_path(fst) {}
    ~ScDut() override
    {
        if (tfp) {
            // unregister before deleting (the kernel would call cycle() on it
            // at every later time step); sc_trace_file is a private base of
            // VerilatedFstSc, which only a C-style cast may convert to
            sc_core::sc_get_curr_simcontext()->remove_trace_file((sc_core::sc_trace_file *)tfp);
            tfp->close();
            delete tfp;
        }
    }
    void reset() override
    {
        h.rst_n.write(false);
        for (int i = 0; i < 2; i++)
            clock();
        h.rst_n.write(true);
        sc_core::wait(SETTLE);
    }
    void drive(const Inputs &in) override
    {
        put1(h.cfg_onchip, in.cfg_onchip);
        put1(h.cfg_capacity, in.cfg_capacity);
        put1(h.cfg_wt_slots, in.cfg_wt_slots);
        h.cfg_policy.write(in.cfg_policy != 0);
        put1(h.launch_valid, in.launch_valid);
        put1(h.launch_pc, in.launch_pc);
        put(h.launch_live, in.launch_live, TB_NWARPS);
        put1(h.iss_valid, in.iss_valid);
        put1(h.iss_cond, in.iss_cond);
        put1(h.iss_sflag, in.iss_sflag);
        put1(h.iss_uni, in.iss_uni);
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            iss_warp.set(6 * s, 6, in.iss_warp[s]);
            iss_ctrl.set(4 * s, 4, in.iss_ctrl[s]);
        }
        put(h.iss_warp, iss_warp);
        put(h.iss_ctrl, iss_ctrl);
        put(h.iss_guard, in.iss_guard, TB_NSCHED);
        put(h.iss_target, in.iss_target, TB_NSCHED);
        put(h.iss_lane_target, &in.iss_lane_target[0][0], TB_NSCHED * TB_WARP_SIZE);
        put1(h.bug_sel, in.bug_sel);
        sc_core::wait(SETTLE);
    }
    void read_step(StepOut &o) override
    {
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            o.pc[s] = get(h.st_pc, 32 * s, 32);
            o.am[s] = get(h.st_am, 32 * s, 32);
            o.push[s] = get(h.st_push, 2 * s, 2);
            o.pop[s] = get(h.st_pop, 2 * s, 2);
            o.spill[s] = get(h.st_spill, 2 * s, 2);
            o.fill[s] = get(h.st_fill, 2 * s, 2);
            o.error[s] = get(h.st_error, 2 * s, 2);
        }
    }
    void clock() override
    {
        h.clk.write(true);
        sc_core::wait(HALF);
        h.clk.write(false);
        sc_core::wait(HALF);
    }
    void read_warp(unsigned w, WarpOut &o) override
    {
        put1(h.rd_warp, w);
        sc_core::wait(SETTLE);
        o.status = get(h.rd_status);
        o.error = get(h.rd_error);
        o.pc = get(h.rd_pc);
        o.am = get(h.rd_am);
        o.bm = get(h.rd_bm);
        o.cm = get(h.rd_cm);
        o.rm = get(h.rd_rm);
        o.xm = get(h.rd_xm);
        o.live = get(h.rd_live);
        o.depth = get(h.rd_depth);
        unsigned n = o.depth < TB_CAPACITY ? o.depth : TB_CAPACITY;
        if (n) {
            const auto type = h.rd_tok_type.read();
            const auto mask = h.rd_tok_mask.read();
            const auto pc = h.rd_tok_pc.read();
            for (unsigned i = 0; i < n; i++) {
                o.tok_type[i] = bits(type, 3 * i, 3);
                o.tok_mask[i] = bits(mask, 32 * i, 32);
                o.tok_pc[i] = bits(pc, 32 * i, 32);
            }
        }
        o.wt_valid = get(h.rd_wt_valid);
        if (o.wt_valid) {
            const auto pc = h.rd_wt_pc.read();
            const auto depth = h.rd_wt_depth.read();
            const auto mask = h.rd_wt_mask.read();
            for (unsigned i = 0; i < TB_WT_SLOTS; i++) {
                if (!(o.wt_valid >> i & 1))
                    continue;
                o.wt_pc[i] = bits(pc, 32 * i, 32);
                o.wt_depth[i] = bits(depth, 16 * i, 16);
                o.wt_mask[i] = bits(mask, 32 * i, 32);
            }
        }
    }
    bool has_lanes() const override { return true; }
    void drive_lanes(const LanesIn &in) override
    {
        const unsigned W = TB_WARP_SIZE;
        lc_valid.clear();
        lc_mode.clear();
        lc_mask.clear();
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            lc_valid.set(3 * s, 3, in.valid[s]);
            lc_mode.set(2 * s, 2, in.mode[s]);
            lc_mask.set(W * s, W, in.mask[s]);
        }
        put(h.lc_valid, lc_valid);
        put(h.lc_mode, lc_mode);
        put(h.lc_mask, lc_mask);
    }
    void read_lanes(LanesOut &out) override
    {
        const unsigned W = TB_WARP_SIZE;
        for (unsigned s = 0; s < TB_NSCHED; s++)
            for (unsigned i = 0; i < 3; i++) {
                unsigned k = s * 3 + i;
                out.clocks[s][i] = get(h.lc_clocks, 6 * k, 6);
                out.enable[s][i] = get(h.lc_enable, W * k, W);
                for (unsigned n = 0; n < W; n++)
                    out.src[s][i][n] = (uint8_t)get(h.lc_src, (W * k + n) * 6, 6);
            }
    }
    bool has_sched() const override { return true; }
    void drive_sched(const SchedIn &in) override
    {
        const unsigned N = TB_NWARPS, CW = TB_SCHED_CW;
        put1(h.ws_cfg_policy, in.cfg_policy);
        put1(h.ws_cfg_two_level_active, in.cfg_two_level_active);
        put1(h.ws_cfg_reissue, in.cfg_reissue);
        put1(h.ws_cfg_lat_pred, in.cfg_lat_pred);
        put1(h.ws_cfg_lat_cc, in.cfg_lat_cc);
        put1(h.ws_cfg_lat_shared, in.cfg_lat_shared);
        put1(h.ws_sched_clock, in.sched_clock);
        put1(h.ws_cand, in.cand);
        put1(h.ws_resident, in.resident);
        put1(h.ws_at_bar, in.at_bar);
        put1(h.ws_dep_cc, in.dep_cc);
        put1(h.ws_dep_unwind, in.dep_unwind);
        for (Bits *b : {&ws_dep_src, &ws_dep_src_v, &ws_dep_preds, &ws_dep_pipe, &ws_ext_warp,
                        &ws_bk_spill, &ws_bk_fill, &ws_bk_busy, &ws_bk_delay, &ws_bk_preds,
                        &ws_bk_regs})
            b->clear();
        for (unsigned w = 0; w < N; w++) {
            for (unsigned i = 0; i < 8; i++)
                ws_dep_src.set((w * 8 + i) * 6, 6, in.dep_src[w][i]);
            ws_dep_src_v.set(w * 8, 8, in.dep_src_v[w]);
            ws_dep_preds.set(w * 8, 8, in.dep_preds[w]);
            ws_dep_pipe.set(w * 2, 2, in.dep_pipe[w]);
        }
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            ws_ext_warp.set(6 * s, 6, in.ext_warp[s]);
            ws_bk_spill.set(2 * s, 2, in.bk_spill[s]);
            ws_bk_fill.set(2 * s, 2, in.bk_fill[s]);
            ws_bk_busy.set(CW * s, CW, in.bk_busy[s]);
            ws_bk_delay.set(CW * s, CW, in.bk_delay[s]);
            ws_bk_preds.set(8 * s, 8, in.bk_preds[s]);
            ws_bk_regs.set(64 * s, 64, in.bk_regs[s]);
        }
        put(h.ws_dep_src, ws_dep_src);
        put(h.ws_dep_src_v, ws_dep_src_v);
        put(h.ws_dep_preds, ws_dep_preds);
        put(h.ws_dep_pipe, ws_dep_pipe);
        put1(h.ws_ext_set, in.ext_set);
        put1(h.ws_ext_valid, in.ext_valid);
        put(h.ws_ext_warp, ws_ext_warp);
        put1(h.ws_bk_error, in.bk_error);
        put(h.ws_bk_spill, ws_bk_spill);
        put(h.ws_bk_fill, ws_bk_fill);
        put(h.ws_bk_busy, ws_bk_busy);
        put(h.ws_bk_regs, ws_bk_regs);
        put(h.ws_bk_delay, ws_bk_delay);
        put(h.ws_bk_preds, ws_bk_preds);
        put1(h.ws_bk_cc, in.bk_cc);
        put1(h.ws_bk_long, in.bk_long);
    }
    void read_sched(sg_obs_sched &o) override
    {
        const unsigned N = TB_NWARPS, CW = TB_SCHED_CW;
        o.pick_valid = get(h.ws_pick_valid, 0, TB_NSCHED);
        o.refused = get(h.ws_refused, 0, TB_NSCHED);
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            o.pick_warp[s] = get(h.ws_pick_warp, 6 * s, 6);
            o.cause[s] = get(h.ws_cause, 2 * s, 2);
        }
        auto slots = [&](const auto &sig) { // NWARPS bits, up to 64
            uint64_t v = get(sig, 0, N < 32 ? N : 32);
            return N > 32 ? v | (uint64_t)get(sig, 32, N - 32) << 32 : v;
        };
        o.ready = slots(h.ws_ready);
        o.stalled_long = slots(h.ws_stalled_long);
        o.active = slots(h.ws_active);
        for (unsigned w = 0; w < N; w++) {
            o.why[w] = (uint8_t)get(h.ws_why, 3 * w, 3);
            o.dep[w] = (uint8_t)get(h.ws_dep, 7 * w, 7);
        }
        for (unsigned q = 0; q < 4; q++)
            o.pipe_rem[q] = get(h.ws_pipe_rem, CW * q, CW);
    }
    bool has_decoder() const override { return true; }
    void drive_decoder(const DecodeIn &in) override
    {
        dec_word.clear();
        for (unsigned s = 0; s < TB_NSCHED; s++)
            dec_word.set(64 * s, 64, in.word[s]);
        put1(h.dec_in_valid, in.valid);
        put(h.dec_in_word, dec_word);
    }
    void read_decoder(DecodeOut &out) override
    {
        for (unsigned s = 0; s < TB_NSCHED; s++)
            for (unsigned k = 0; k < TB_DEC_WORDS; k++) {
                unsigned n = 32 * k >= TB_DEC_BITS ? 0 : TB_DEC_BITS - 32 * k;
                out.bundle[s][k] = n ? get(h.dec_bundle, s * TB_DEC_BITS + 32 * k, n < 32 ? n : 32)
                                     : 0;
            }
    }
    bool has_datapath() const override { return true; }
    void drive_dp(const DpIn &in) override
    {
        // the wide inputs are assembled as words, then written once each; drive()
        // follows and waits for them to settle
        const unsigned W = TB_WARP_SIZE;
        h.alu_in_valid.write(in.alu_valid);
        h.ldst_in_valid.write(in.ldst_valid);
        for (Bits *b : {&op_warp, &op_word, &op_lanes, &op_a, &op_a_hi, &op_b, &op_c, &op_d,
                        &op_pred, &op_cc, &op_rdata})
            b->clear();
        static const sg_operands zero = {};
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            const sg_operands *o = in.ops[s] ? in.ops[s] : &zero;
            op_warp.set(6 * s, 6, o->warp);
            op_word.set(64 * s, 64, o->word);
            op_lanes.set(W * s, W, o->lanes);
            for (unsigned l = 0; l < W; l++) {
                op_a.set((s * W + l) * 32, 32, o->a[l]);
                op_a_hi.set((s * W + l) * 32, 32, o->a_hi[l]);
                op_b.set((s * W + l) * 32, 32, o->b[l]);
                op_c.set((s * W + l) * 32, 32, o->c[l]);
                op_cc.set((s * W + l) * 4, 4, o->cc[l]);
                for (unsigned k = 0; k < 4; k++) {
                    op_d.set(((s * 4 + k) * W + l) * 32, 32, o->d[k][l]);
                    op_rdata.set(((s * 4 + k) * W + l) * 32, 32, o->rdata[k][l]);
                }
            }
            for (unsigned p = 0; p < 8; p++)
                op_pred.set((s * 8 + p) * W, W, o->pred[p]);
        }
        put(h.op_warp, op_warp);
        put(h.op_word, op_word);
        put(h.op_lanes, op_lanes);
        put(h.op_a, op_a);
        put(h.op_a_hi, op_a_hi);
        put(h.op_b, op_b);
        put(h.op_c, op_c);
        put(h.op_d, op_d);
        put(h.op_pred, op_pred);
        put(h.op_cc, op_cc);
        put(h.op_rdata, op_rdata);
    }
    void read_dp(DpOut &out) override
    {
        const unsigned W = TB_WARP_SIZE;
        out.alu_valid = get(h.alu_valid);
        out.alu_handled = get(h.alu_handled);
        out.ldst_valid = get(h.ldst_valid);
        out.ldst_handled = get(h.ldst_handled);
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            sg_retire &a = out.alu[s];
            memset(&a, 0, sizeof a);
            a.warp = get(h.alu_warp, 6 * s, 6);
            a.lanes = get(h.alu_lanes_o, W * s, W);
            if (get(h.alu_reg_we, s, 1)) {
                a.nregs = 1;
                a.reg[0] = get(h.alu_reg, 6 * s, 6);
                const auto &value = h.alu_value.read();
                for (unsigned l = 0; l < W; l++)
                    a.value[0][l] = bits(value, (s * W + l) * 32, 32);
            }
            a.preds = get(h.alu_pred_we, 8 * s, 8) & 0x7f;
            for (unsigned p = 0; p < 7; p++)
                a.pred[p] = a.preds >> p & 1 ? get(h.alu_pred, (s * 8 + p) * W, W) : 0;
            a.cc_written = get(h.alu_cc_we, s, 1);
            for (unsigned l = 0; a.cc_written && l < W; l++)
                a.cc[l] = (uint8_t)get(h.alu_cc, (s * W + l) * 4, 4);

            sg_retire &m = out.ldst[s];
            memset(&m, 0, sizeof m);
            m.warp = get(h.ldst_warp, 6 * s, 6);
            m.lanes = get(h.ldst_lanes, W * s, W);
            m.nregs = get(h.ldst_nregs, 3 * s, 3);
            if (m.nregs > 4)
                m.nregs = 4;
            const auto &value = h.ldst_value.read();
            for (unsigned k = 0; k < m.nregs; k++) {
                m.reg[k] = get(h.ldst_reg, 6 * s, 6) + k;
                for (unsigned l = 0; l < W; l++)
                    m.value[k][l] = bits(value, ((s * 4 + k) * W + l) * 32, 32);
            }
            m.mem = get(h.ldst_kind, 2 * s, 2);
            if (m.mem) {
                m.space = get(h.ldst_space, 2 * s, 2);
                m.size = get(h.ldst_size, 5 * s, 5);
                const auto &wdata = h.ldst_wdata.read();
                for (unsigned l = 0; l < W; l++) {
                    m.addr[l] = get64(h.ldst_addr, (s * W + l) * 64);
                    m.be[l] = (uint16_t)get(h.ldst_be, (s * W + l) * 16, 16);
                    for (unsigned k = 0; k < 4; k++)
                        m.wdata[k][l] = bits(wdata, ((s * 4 + k) * W + l) * 32, 32);
                }
                m.ntrans = get(h.ldst_ntrans, 6 * s, 6);
                for (unsigned i = 0; i < m.ntrans && i < 32; i++)
                    m.trans[i] = get64(h.ldst_trans, (s * 32 + i) * 64);
                m.passes = get(h.ldst_passes, 6 * s, 6);
            }
        }
    }
    void wave(bool on) override
    {
        // VerilatedFstSc dumps at the end of every time step from its
        // creation on; the core turns waves on once and never off.
        if (on && !tfp) {
            tfp = new VerilatedFstSc;
            h.top.trace(tfp, 99);
            h.ws.trace(tfp, 99);
            tfp->open(fst_path.c_str());
        }
    }

  private:
    Harness &h;
    std::string fst_path;
    VerilatedFstSc *tfp = nullptr;
    // the packed inputs as words (no allocation per clock), port s at [s*W +: W] as
    // lockstep_top packs them
    Bits iss_warp{TB_NSCHED * 6}, iss_ctrl{TB_NSCHED * 4};
    Bits op_warp{TB_NSCHED * 6}, op_word{TB_NSCHED * 64}, op_lanes{TB_NSCHED * TB_WARP_SIZE};
    Bits op_a{TB_NSCHED * TB_WARP_SIZE * 32}, op_a_hi{TB_NSCHED * TB_WARP_SIZE * 32};
    Bits op_b{TB_NSCHED * TB_WARP_SIZE * 32}, op_c{TB_NSCHED * TB_WARP_SIZE * 32};
    Bits op_d{TB_NSCHED * 4 * TB_WARP_SIZE * 32}, op_rdata{TB_NSCHED * 4 * TB_WARP_SIZE * 32};
    Bits op_pred{TB_NSCHED * 8 * TB_WARP_SIZE}, op_cc{TB_NSCHED * TB_WARP_SIZE * 4};
    Bits lc_valid{TB_NSCHED * 3}, lc_mode{TB_NSCHED * 2}, lc_mask{TB_NSCHED * TB_WARP_SIZE};
    Bits dec_word{TB_NSCHED * 64};
    Bits ws_dep_src{TB_NWARPS * 48}, ws_dep_src_v{TB_NWARPS * 8}, ws_dep_preds{TB_NWARPS * 8};
    Bits ws_dep_pipe{TB_NWARPS * 2}, ws_ext_warp{TB_NSCHED * 6};
    Bits ws_bk_spill{TB_NSCHED * 2}, ws_bk_fill{TB_NSCHED * 2};
    Bits ws_bk_busy{TB_NSCHED * TB_SCHED_CW}, ws_bk_delay{TB_NSCHED * TB_SCHED_CW};
    Bits ws_bk_preds{TB_NSCHED * 8}, ws_bk_regs{TB_NSCHED * 64};
};

// The instances elaborated for this run, handed out by make() in order.
std::vector<Harness *> g_harness;
size_t g_next = 0;

Dut *make(const Options &o, bool waves)
{
    (void)waves;
    if (g_next >= g_harness.size()) {
        // main_flow asks for at most the instances sc_main elaborated
        SC_REPORT_FATAL("smgold_lockstep_sc", "no elaborated lockstep_top left");
        return nullptr;
    }
    return new ScDut(*g_harness[g_next++], o.out + "/wave.fst");
}

// Runs lockstep::main_flow in a thread, then stops the simulation.
struct Driver : sc_core::sc_module {
    SC_HAS_PROCESS(Driver);
    Driver(sc_core::sc_module_name name, const Options &o) : sc_core::sc_module(name), opts(o)
    {
        SC_THREAD(run);
    }
    void run()
    {
        exit_code = main_flow(opts, make);
        sc_core::sc_stop();
    }
    Options opts;
    int exit_code = 2;
};

// --platform-demo: sc_smgold alone on an sc_clock with datapath recording on,
// run to done.
struct Demo : sc_core::sc_module {
    sc_core::sc_clock clk{"clk", 10, sc_core::SC_NS};
    sc_core::sc_signal<bool> done{"done"};
    sc_core::sc_signal<bool> iss_valid[2] = {sc_core::sc_signal<bool>("iss_valid_0"),
                                             sc_core::sc_signal<bool>("iss_valid_1")};
    sc_core::sc_signal<uint32_t> sigs[6][2];
    sc_core::sc_signal<sc_smgold::operand_bundle> operands[2] = {
        sc_core::sc_signal<sc_smgold::operand_bundle>("operands_0"),
        sc_core::sc_signal<sc_smgold::operand_bundle>("operands_1")};
    sc_core::sc_signal<sc_smgold::retire_bundle> retire[2] = {
        sc_core::sc_signal<sc_smgold::retire_bundle>("retire_0"),
        sc_core::sc_signal<sc_smgold::retire_bundle>("retire_1")};
    sc_smgold gold;
    uint64_t cycles = 0, issued = 0, records = 0, alu = 0, ldst = 0, unpaired = 0;

    SC_HAS_PROCESS(Demo);
    Demo(sc_core::sc_module_name name, const std::string &args, const std::string &dir)
        : sc_core::sc_module(name), gold("gold", args, dir, true)
    {
        gold.clk(clk);
        gold.done(done);
        for (int s = 0; s < 2; s++) {
            gold.iss_valid[s](iss_valid[s]);
            gold.iss_warp[s](sigs[0][s]);
            gold.iss_pc[s](sigs[1][s]);
            gold.iss_ctrl[s](sigs[2][s]);
            gold.iss_guard[s](sigs[3][s]);
            gold.next_pc[s](sigs[4][s]);
            gold.next_am[s](sigs[5][s]);
            gold.operands[s](operands[s]);
            gold.retire[s](retire[s]);
        }
        // after each rising edge: count the published bundles, stop at done
        SC_METHOD(watch);
        sensitive << clk.negedge_event();
        dont_initialize();
    }
    void watch()
    {
        if (!gold.ok()) {
            sc_core::sc_stop();
            return;
        }
        cycles = gold.cycles();
        for (int s = 0; s < 2; s++) {
            issued += iss_valid[s].read();
            const sg_retire &r = retire[s].read().r;
            const sg_operands &op = operands[s].read().op;
            if (!r.valid)
                continue;
            records++;
            // the operand bundle of the same clock names the unit
            if (!op.valid || op.warp != r.warp || op.pc != r.pc)
                unpaired++;
            alu += op.unit == SG_UNIT_ALU;
            ldst += op.unit == SG_UNIT_LDST;
        }
        if (done.read())
            sc_core::sc_stop();
    }
};

int platform_demo(const std::string &dir)
{
    try {
        Demo demo("demo", "program.lst @launch.args", dir);
        sc_core::sc_start();
        if (!demo.gold.ok() || !demo.done.read()) {
            fprintf(stderr, "smgold_lockstep_sc: sc_smgold did not finish: %s\n",
                    demo.gold.error().c_str());
            return 2;
        }
        if (demo.issued != demo.gold.issued() || demo.records != demo.gold.retired() ||
            demo.unpaired) {
            fprintf(stderr,
                    "smgold_lockstep_sc: %llu steps seen on the ports, %llu issued; %llu retire "
                    "records seen, %llu published; %llu without their operand bundle\n",
                    (unsigned long long)demo.issued, (unsigned long long)demo.gold.issued(),
                    (unsigned long long)demo.records, (unsigned long long)demo.gold.retired(),
                    (unsigned long long)demo.unpaired);
            return 1;
        }
        printf("sc_smgold: %llu cycles, %llu issued steps, %llu retire records (%llu alu, %llu "
               "ldst)\n",
               (unsigned long long)demo.cycles, (unsigned long long)demo.issued,
               (unsigned long long)demo.records, (unsigned long long)demo.alu,
               (unsigned long long)demo.ldst);
        return 0;
    } catch (const sc_core::sc_report &r) {
        fprintf(stderr, "smgold_lockstep_sc: %s\n", r.what());
        return 2;
    }
}

} // namespace

int sc_main(int argc, char **argv)
{
    // sc_stop() is how every run ends: no "Simulation stopped by user." line
    sc_core::sc_report_handler::set_actions("/OSCI/SystemC", sc_core::SC_INFO,
                                            sc_core::SC_DO_NOTHING);
    if (argc == 3 && std::string(argv[1]) == "--platform-demo")
        return platform_demo(argv[2]);
    Options o;
    std::string msg;
    if (!parse_options(argc, argv, o, msg)) {
        if (msg == "help") {
            fputs(usage(), stdout);
            fputs("\n  --platform-demo VECTOR_DIR   run the sc_smgold module alone to done\n",
                  stdout);
            return 0;
        }
        fprintf(stderr, "smgold lockstep: %s\n", msg.c_str());
        return 2;
    }
    // main_flow re-runs a failure with waves on a second instance: elaborate
    // it now (and turn tracing on before any model exists) when it may be used.
    bool rerun = o.wave && o.expect.empty();
    if (rerun)
        Verilated::traceEverOn(true);
    Harness h0("h0");
    std::unique_ptr<Harness> h1;
    g_harness.push_back(&h0);
    if (rerun) {
        h1.reset(new Harness("h1"));
        g_harness.push_back(h1.get());
    }
    Driver driver("driver", o);
    sc_core::sc_start();
    for (Harness *h : g_harness)
        h->top.final();
    return driver.exit_code;
}

// SystemC's banner goes to stderr before sc_main: silence it unless asked for.
namespace {
struct QuietBanner {
    QuietBanner() { setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 0); }
} quiet_banner;
} // namespace
