// tb_verilator.cpp - the Verilator C++ lock-step testbench: binds
// lockstep::Dut to the verilated lockstep_top (simt_stack_unit, and alu_lanes
// and ldst_unit per issue port, built with SMGOLD_BUG_PORT, so one executable
// runs the clean RTL and every injected bug) and runs lockstep::main_flow.
#include <cstdio>
#include <cstring>
#include <memory>
#include <type_traits>

#include "lockstep_core.h"
#include "lockstep_warm.h"
// Verilator's headers are not warning-clean under -Wextra
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include "Vlockstep_top.h"
#include "Vwarp_sched.h"
#include "verilated.h"
#include "verilated_fst_c.h"
#pragma GCC diagnostic pop

using namespace lockstep;

namespace {

// Ports up to 64 bits are integers, wider ones VlWide: one pair of helpers for both.
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

// One field of up to 64 bits at bit lsb, into or out of a port of any width.
template <class T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
void set_field(T &port, unsigned lsb, unsigned width, uint64_t v)
{
    uint64_t m = (width >= 64 ? ~0ull : (1ull << width) - 1) << lsb;
    port = (T)(((uint64_t)port & ~m) | ((v << lsb) & m));
}
template <class T, typename std::enable_if<!std::is_integral<T>::value, int>::type = 0>
void set_field(T &port, unsigned lsb, unsigned width, uint64_t v)
{
    for (unsigned b = 0; b < width;) { // word by word
        unsigned i = (lsb + b) / 32, o = (lsb + b) % 32, n = 32 - o < width - b ? 32 - o : width - b;
        uint32_t m = (n >= 32 ? 0xffffffffu : (1u << n) - 1) << o;
        port[i] = (port[i] & ~m) | ((uint32_t)(v >> b) << o & m);
        b += n;
    }
}
template <class T>
uint64_t get64(const T &port, unsigned lsb)
{
    return (uint64_t)get(port, lsb + 32, 32) << 32 | get(port, lsb, 32);
}

// Pack fields of `width` bits, field i at bit i*width.
struct Packer {
    uint32_t w[TB_NWARPS * TB_WARP_SIZE / 32 + TB_NSCHED * TB_WARP_SIZE + 4] = {};
    void set(unsigned i, unsigned width, uint32_t v)
    {
        unsigned lsb = i * width;
        uint64_t m = (width >= 32 ? 0xffffffffull : (1ull << width) - 1) << (lsb % 32);
        uint64_t cur = w[lsb / 32] | (uint64_t)w[lsb / 32 + 1] << 32;
        cur = (cur & ~m) | (((uint64_t)v << (lsb % 32)) & m);
        w[lsb / 32] = (uint32_t)cur;
        w[lsb / 32 + 1] = (uint32_t)(cur >> 32);
    }
};

class VlDut : public Dut, public Loadable {
  public:
    VlDut(bool waves, const std::string &fst) : ctx(new VerilatedContext), fst_path(fst)
    {
        if (waves)
            ctx->traceEverOn(true);
        top.reset(new Vlockstep_top(ctx.get(), "lockstep_top"));
        top->clk = 0;
        top->rst_n = 1;
        top->eval();
        ws.reset(new Vwarp_sched(ctx.get(), "warp_sched"));
        ws->clk = 0;
        ws->rst_n = 1;
    }
    ~VlDut() override
    {
        if (tfp)
            tfp->close();
        top->final();
        ws->final();
    }
    void reset() override
    {
        top->rst_n = ws->rst_n = 0;
        for (int i = 0; i < 2; i++)
            clock();
        top->rst_n = ws->rst_n = 1;
        top->eval();
        if (ws_on)
            ws->eval();
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
        Packer warp, ctrl;
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            warp.set(s, 6, in.iss_warp[s]);
            ctrl.set(s, 4, in.iss_ctrl[s]);
        }
        put(top->iss_warp, warp.w, 1);
        put(top->iss_ctrl, ctrl.w, 1);
        put(top->iss_guard, in.iss_guard, TB_NSCHED);
        put(top->iss_target, in.iss_target, TB_NSCHED);
        put(top->iss_lane_target, &in.iss_lane_target[0][0], TB_NSCHED * TB_WARP_SIZE);
        top->bug_sel = in.bug_sel;
        top->eval();
        if (ws_on) { // warp_sched shares the launch bundle and bug_sel
            set_field(ws->launch, 0, TB_NWARPS, in.launch_valid);
            ws->bug_sel = in.bug_sel;
            ws->eval();
            ws_fall = false; // this evaluation saw clk low
        }
        t += 1; // inputs change just after the falling edge
        dump();
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
        if (ws_fall) { // the falling edge was not evaluated and nothing has been since
            ws->eval();
            ws_fall = false;
        }
        top->clk = 1;
        top->eval();
        if (ws_on) {
            ws->clk = 1;
            ws->eval();
        }
        t += 4;
        dump();
        top->clk = 0;
        top->eval();
        if (ws_on) {
            // warp_sched has only rising-edge state, so evaluating the falling edge changes
            // no output; it is left to the next evaluation (drive, or the next clock) unless
            // a waveform records this time step. That is a third of the unit's cost.
            ws->clk = 0;
            if (tfp)
                ws->eval();
            else
                ws_fall = true;
        }
        t += 5;
        dump();
    }
    // simt_stack_unit's state-load port (lockstep_warm.h; built with SMGOLD_LOAD_PORT)
    void load(const LoadIn &in) override
    {
        top->ld_valid = 1;
        top->ld_what = in.what;
        top->ld_warp = in.warp;
        top->ld_idx = in.idx;
        top->ld_pc = in.pc;
        top->ld_mask = in.mask;
        top->ld_bm = in.bm;
        top->ld_cm = in.cm;
        top->ld_rm = in.rm;
        top->ld_xm = in.xm;
        top->ld_live = in.live;
        top->ld_depth = in.depth;
        top->ld_type = in.type;
        top->ld_status = in.status;
        top->ld_error = in.error;
        top->ld_wt_valid = in.wt_valid;
        top->eval();
        clock();
        top->ld_valid = 0;
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
    bool has_decoder() const override { return true; }
    void drive_decoder(const DecodeIn &in) override
    {
        top->dec_in_valid = in.valid;
        for (unsigned s = 0; s < TB_NSCHED; s++)
            set_field(top->dec_in_word, 64 * s, 64, in.word[s]);
    }
    void read_decoder(DecodeOut &out) override
    {
        for (unsigned s = 0; s < TB_NSCHED; s++)
            for (unsigned k = 0; k < TB_DEC_WORDS; k++) {
                unsigned lsb = s * TB_DEC_BITS + 32 * k;
                unsigned n = 32 * k >= TB_DEC_BITS ? 0 : TB_DEC_BITS - 32 * k;
                out.bundle[s][k] = n ? (uint32_t)get(top->dec_bundle, lsb, n < 32 ? n : 32) : 0;
            }
    }
    bool has_sched() const override { return true; }
    // warp_sched is a model of its own (lockstep_top.sv says why): evaluated only once the
    // run drives it, i.e. when the schedulers are compared
    void drive_sched(const SchedIn &in) override
    {
        const unsigned N = TB_NWARPS, CW = TB_SCHED_CW;
        ws_on = true;
        ws->cfg_policy = in.cfg_policy;
        ws->cfg_two_level_active = in.cfg_two_level_active;
        ws->cfg_reissue = in.cfg_reissue;
        ws->cfg_lat_pred = in.cfg_lat_pred;
        ws->cfg_lat_cc = in.cfg_lat_cc;
        ws->cfg_lat_shared = in.cfg_lat_shared;
        ws->sched_clock = in.sched_clock;
        set_field(ws->cand, 0, N, in.cand);
        set_field(ws->resident, 0, N, in.resident);
        set_field(ws->at_bar, 0, N, in.at_bar);
        set_field(ws->dep_cc, 0, N, in.dep_cc);
        set_field(ws->dep_unwind, 0, N, in.dep_unwind);
        // packed in words first: a field at a time into the port was 5% of a cycle run
        Packer src, src_v, preds, pipe;
        static_assert(sizeof src.w / 4 > TB_NWARPS * 48 / 32, "Packer too small for dep_src");
        for (unsigned w = 0; w < N; w++) {
            for (unsigned i = 0; i < 8; i++)
                src.set(w * 8 + i, 6, in.dep_src[w][i]);
            src_v.set(w, 8, in.dep_src_v[w]);
            preds.set(w, 8, in.dep_preds[w]);
            pipe.set(w, 2, in.dep_pipe[w]);
        }
        put(ws->dep_src, src.w, (N * 48 + 31) / 32);
        put(ws->dep_src_v, src_v.w, (N * 8 + 31) / 32);
        put(ws->dep_preds, preds.w, (N * 8 + 31) / 32);
        put(ws->dep_pipe, pipe.w, (N * 2 + 31) / 32);
        ws->ext_set = in.ext_set;
        ws->ext_valid = in.ext_valid;
        ws->bk_error = in.bk_error;
        ws->bk_cc = in.bk_cc;
        ws->bk_long = in.bk_long;
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            set_field(ws->ext_warp, 6 * s, 6, in.ext_warp[s]);
            set_field(ws->bk_spill, 2 * s, 2, in.bk_spill[s]);
            set_field(ws->bk_fill, 2 * s, 2, in.bk_fill[s]);
            set_field(ws->bk_busy, CW * s, CW, in.bk_busy[s]);
            set_field(ws->bk_delay, CW * s, CW, in.bk_delay[s]);
            set_field(ws->bk_preds, 8 * s, 8, in.bk_preds[s]);
            set_field(ws->bk_regs, 64 * s, 64, in.bk_regs[s]);
        }
    }
    void read_sched(sg_obs_sched &o) override
    {
        const unsigned N = TB_NWARPS, CW = TB_SCHED_CW;
        o.pick_valid = ws->pick_valid;
        o.refused = ws->refused;
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            o.pick_warp[s] = get(ws->pick_warp, 6 * s, 6);
            o.cause[s] = get(ws->cause, 2 * s, 2);
        }
        auto slots = [&](const auto &port) { // NWARPS bits, up to 64
            uint64_t v = get(port, 0, N < 32 ? N : 32);
            return N > 32 ? v | (uint64_t)get(port, 32, N - 32) << 32 : v;
        };
        o.ready = slots(ws->ready);
        o.stalled_long = slots(ws->stalled_long);
        o.active = slots(ws->active);
        for (unsigned w = 0; w < N; w++) {
            o.why[w] = (uint8_t)get(ws->why, 3 * w, 3);
            o.dep[w] = (uint8_t)get(ws->dep, 7 * w, 7);
        }
        for (unsigned q = 0; q < 4; q++)
            o.pipe_rem[q] = get(ws->pipe_rem, CW * q, CW);
    }
    bool has_lanes() const override { return true; }
    void drive_lanes(const LanesIn &in) override
    {
        const unsigned W = TB_WARP_SIZE;
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            set_field(top->lc_valid, 3 * s, 3, in.valid[s]);
            set_field(top->lc_mode, 2 * s, 2, in.mode[s]);
            set_field(top->lc_mask, W * s, W, in.mask[s]);
        }
    }
    void read_lanes(LanesOut &out) override
    {
        const unsigned W = TB_WARP_SIZE;
        for (unsigned s = 0; s < TB_NSCHED; s++)
            for (unsigned i = 0; i < 3; i++) {
                unsigned k = s * 3 + i;
                out.clocks[s][i] = get(top->lc_clocks, 6 * k, 6);
                out.enable[s][i] = get(top->lc_enable, W * k, W);
                for (unsigned n = 0; n < W; n++)
                    out.src[s][i][n] = (uint8_t)get(top->lc_src, (W * k + n) * 6, 6);
            }
    }
    bool has_datapath() const override { return true; }
    void drive_dp(const DpIn &in) override
    {
        const unsigned W = TB_WARP_SIZE;
        top->alu_in_valid = in.alu_valid;
        top->ldst_in_valid = in.ldst_valid;
        static const sg_operands zero = {};
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            const sg_operands *o = in.ops[s] ? in.ops[s] : &zero;
            set_field(top->op_warp, 6 * s, 6, o->warp);
            set_field(top->op_word, 64 * s, 64, o->word);
            set_field(top->op_lanes, W * s, W, o->lanes);
            for (unsigned l = 0; l < W; l++) {
                set_field(top->op_a, (s * W + l) * 32, 32, o->a[l]);
                set_field(top->op_a_hi, (s * W + l) * 32, 32, o->a_hi[l]);
                set_field(top->op_b, (s * W + l) * 32, 32, o->b[l]);
                set_field(top->op_c, (s * W + l) * 32, 32, o->c[l]);
                set_field(top->op_cc, (s * W + l) * 4, 4, o->cc[l]);
                for (unsigned k = 0; k < 4; k++) {
                    set_field(top->op_d, ((s * 4 + k) * W + l) * 32, 32, o->d[k][l]);
                    set_field(top->op_rdata, ((s * 4 + k) * W + l) * 32, 32, o->rdata[k][l]);
                }
            }
            for (unsigned p = 0; p < 8; p++)
                set_field(top->op_pred, (s * 8 + p) * W, W, o->pred[p]);
        }
    }
    void read_dp(DpOut &out) override
    {
        const unsigned W = TB_WARP_SIZE;
        out.alu_valid = top->alu_valid;
        out.alu_handled = top->alu_handled;
        out.ldst_valid = top->ldst_valid;
        out.ldst_handled = top->ldst_handled;
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            sg_retire &a = out.alu[s];
            memset(&a, 0, sizeof a);
            a.warp = get(top->alu_warp, 6 * s, 6);
            a.lanes = get(top->alu_lanes_o, W * s, W);
            if (get(top->alu_reg_we, s, 1)) {
                a.nregs = 1;
                a.reg[0] = get(top->alu_reg, 6 * s, 6);
                for (unsigned l = 0; l < W; l++)
                    a.value[0][l] = get(top->alu_value, (s * W + l) * 32, 32);
            }
            a.preds = get(top->alu_pred_we, 8 * s, 8) & 0x7f;
            for (unsigned p = 0; p < 7; p++)
                a.pred[p] = a.preds >> p & 1 ? get(top->alu_pred, (s * 8 + p) * W, W) : 0;
            a.cc_written = get(top->alu_cc_we, s, 1);
            for (unsigned l = 0; a.cc_written && l < W; l++)
                a.cc[l] = (uint8_t)get(top->alu_cc, (s * W + l) * 4, 4);

            sg_retire &m = out.ldst[s];
            memset(&m, 0, sizeof m);
            m.warp = get(top->ldst_warp, 6 * s, 6);
            m.lanes = get(top->ldst_lanes, W * s, W);
            m.nregs = get(top->ldst_nregs, 3 * s, 3);
            if (m.nregs > 4)
                m.nregs = 4;
            for (unsigned k = 0; k < m.nregs; k++) {
                m.reg[k] = get(top->ldst_reg, 6 * s, 6) + k;
                for (unsigned l = 0; l < W; l++)
                    m.value[k][l] = get(top->ldst_value, ((s * 4 + k) * W + l) * 32, 32);
            }
            m.mem = get(top->ldst_kind, 2 * s, 2);
            if (m.mem) {
                m.space = get(top->ldst_space, 2 * s, 2);
                m.size = get(top->ldst_size, 5 * s, 5);
                for (unsigned l = 0; l < W; l++) {
                    m.addr[l] = get64(top->ldst_addr, (s * W + l) * 64);
                    m.be[l] = (uint16_t)get(top->ldst_be, (s * W + l) * 16, 16);
                    for (unsigned k = 0; k < 4; k++)
                        m.wdata[k][l] = get(top->ldst_wdata, ((s * 4 + k) * W + l) * 32, 32);
                }
                m.ntrans = get(top->ldst_ntrans, 6 * s, 6);
                for (unsigned i = 0; i < m.ntrans && i < 32; i++)
                    m.trans[i] = get64(top->ldst_trans, (s * 32 + i) * 64);
                m.passes = get(top->ldst_passes, 6 * s, 6);
            }
        }
    }
    void wave(bool on) override
    {
        if (on && !tfp) {
            tfp.reset(new VerilatedFstC);
            top->trace(tfp.get(), 99);
            ws->trace(tfp.get(), 99);
            tfp->open(fst_path.c_str());
        }
        dumping = on;
    }

  private:
    void dump()
    {
        if (tfp && dumping && (!dumped || t > last)) { // one dump per time step
            tfp->dump(t);
            last = t;
            dumped = true;
        }
    }
    std::unique_ptr<VerilatedContext> ctx;
    std::unique_ptr<Vlockstep_top> top;
    std::unique_ptr<Vwarp_sched> ws;
    bool ws_on = false;
    bool ws_fall = false; // warp_sched's falling edge is still to be evaluated (clock())
    std::unique_ptr<VerilatedFstC> tfp;
    std::string fst_path;
    bool dumping = false, dumped = false;
    uint64_t t = 0, last = 0;
};

Dut *make(const Options &o, bool waves)
{
    return new VlDut(waves, o.out + "/wave.fst");
}

} // namespace

int main(int argc, char **argv)
{
    Options o;
    std::string msg, warm;
    // --warm-start CHECKPOINT (specs/checkpoint.md §7): taken out before the common options
    int n = 1;
    for (int i = 1; i < argc; i++) {
        if (std::string(argv[i]) != "--warm-start") {
            argv[n++] = argv[i];
        } else if (i + 1 < argc) {
            warm = argv[++i];
        } else {
            fprintf(stderr, "smgold lockstep: --warm-start needs a checkpoint file\n");
            return 2;
        }
    }
    argc = n;
    if (!parse_options(argc, argv, o, msg)) {
        if (msg == "help") {
            fputs(usage(), stdout);
            fputs("\nThis testbench also takes\n"
                  "  --warm-start CKPT    start at the clock of the checkpoint CKPT (smgold run\n"
                  "                       --save-at, same arguments): the model restored from it,\n"
                  "                       simt_stack_unit loaded through its state-load port;\n"
                  "                       the token stack only, no waveform (specs/checkpoint.md §7)\n",
                  stdout);
            return 0;
        }
        fprintf(stderr, "smgold lockstep: %s\n", msg.c_str());
        return 2;
    }
    if (!warm.empty()) { // the token stack only, from the checkpoint's clock; no waveform
        VlDut dut(false, o.out + "/wave.fst");
        return main_warm(o, warm, &dut, &dut);
    }
    return main_flow(o, make);
}
