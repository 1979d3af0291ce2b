// tb_systemc.cpp - the SystemC lock-step testbench: the same run as
// tb_verilator.cpp (lockstep::main_flow, the same options and verdicts), but
// the RTL is a Verilator --sc model of simt_stack_unit (with SMGOLD_BUG_PORT)
// whose ports are bound to sc_signal<>s, and the lock-step sequence runs in
// an SC_THREAD that moves the clock by writing the clk signal and waiting.
//
// Second use of the same executable: --platform-demo VECTOR_DIR elaborates
// sc_smgold (sc_smgold.h, the golden model as a SystemC module for virtual
// platforms) alone with an sc_clock, runs it to done and prints
// "sc_smgold: N cycles, M issued steps".
//
// Elaboration: SystemC creates no module or signal once the simulation runs,
// so both DUT instances main_flow may ask for (the checking run and the
// waveform re-run of a failure) are elaborated before sc_start; make() hands
// them out in order. Waves: FST through VerilatedFstSc, opened when the core
// asks for them (after sc_start, as Verilator requires).
#include <cstdio>
#include <cstdlib>
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
#include "Vsimt_stack_unit.h"
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
        std::declval<Vsimt_stack_unit &>().port)>>::type>                                        \
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

// Pack fields of `width` bits, field i at bit i*width.
struct Packer {
    uint32_t w[4] = {};
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
static_assert(TB_NSCHED * 6 <= 64, "iss_warp packer holds 64 bits");

// One simt_stack_unit model and a signal for each of its ports.
struct Harness : sc_core::sc_module {
    SIG(clk);
    SIG(rst_n);
    SIG(cfg_onchip);
    SIG(cfg_capacity);
    SIG(cfg_wt_slots);
    SIG(cfg_policy);
    SIG(launch_valid);
    SIG(launch_pc);
    SIG(launch_live);
    SIG(iss_valid);
    SIG(iss_warp);
    SIG(iss_ctrl);
    SIG(iss_cond);
    SIG(iss_sflag);
    SIG(iss_uni);
    SIG(iss_guard);
    SIG(iss_target);
    SIG(iss_lane_target);
    SIG(st_pc);
    SIG(st_am);
    SIG(st_push);
    SIG(st_pop);
    SIG(st_spill);
    SIG(st_fill);
    SIG(st_error);
    SIG(rd_warp);
    SIG(rd_status);
    SIG(rd_error);
    SIG(rd_pc);
    SIG(rd_am);
    SIG(rd_bm);
    SIG(rd_cm);
    SIG(rd_rm);
    SIG(rd_xm);
    SIG(rd_live);
    SIG(rd_depth);
    SIG(rd_tok_type);
    SIG(rd_tok_mask);
    SIG(rd_tok_pc);
    SIG(rd_wt_valid);
    SIG(rd_wt_pc);
    SIG(rd_wt_depth);
    SIG(rd_wt_mask);
    SIG(bug_sel);
    Vsimt_stack_unit top{"simt_stack_unit"};

    explicit Harness(sc_core::sc_module_name name) : sc_core::sc_module(name)
    {
#define BIND(p) top.p(p)
        BIND(clk);
        BIND(rst_n);
        BIND(cfg_onchip);
        BIND(cfg_capacity);
        BIND(cfg_wt_slots);
        BIND(cfg_policy);
        BIND(launch_valid);
        BIND(launch_pc);
        BIND(launch_live);
        BIND(iss_valid);
        BIND(iss_warp);
        BIND(iss_ctrl);
        BIND(iss_cond);
        BIND(iss_sflag);
        BIND(iss_uni);
        BIND(iss_guard);
        BIND(iss_target);
        BIND(iss_lane_target);
        BIND(st_pc);
        BIND(st_am);
        BIND(st_push);
        BIND(st_pop);
        BIND(st_spill);
        BIND(st_fill);
        BIND(st_error);
        BIND(rd_warp);
        BIND(rd_status);
        BIND(rd_error);
        BIND(rd_pc);
        BIND(rd_am);
        BIND(rd_bm);
        BIND(rd_cm);
        BIND(rd_rm);
        BIND(rd_xm);
        BIND(rd_live);
        BIND(rd_depth);
        BIND(rd_tok_type);
        BIND(rd_tok_mask);
        BIND(rd_tok_pc);
        BIND(rd_wt_valid);
        BIND(rd_wt_pc);
        BIND(rd_wt_depth);
        BIND(rd_wt_mask);
        BIND(bug_sel);
#undef BIND
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
        Packer warp, ctrl;
        for (unsigned s = 0; s < TB_NSCHED; s++) {
            warp.set(s, 6, in.iss_warp[s]);
            ctrl.set(s, 4, in.iss_ctrl[s]);
        }
        put(h.iss_warp, warp.w, 2);
        put(h.iss_ctrl, ctrl.w, 2);
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
    void wave(bool on) override
    {
        // VerilatedFstSc dumps at the end of every time step from its
        // creation on; the core turns waves on once and never off.
        if (on && !tfp) {
            tfp = new VerilatedFstSc;
            h.top.trace(tfp, 99);
            tfp->open(fst_path.c_str());
        }
    }

  private:
    Harness &h;
    std::string fst_path;
    VerilatedFstSc *tfp = nullptr;
};

// The instances elaborated for this run, handed out by make() in order.
std::vector<Harness *> g_harness;
size_t g_next = 0;

Dut *make(const Options &o, bool waves)
{
    (void)waves;
    if (g_next >= g_harness.size()) {
        // main_flow asks for at most the instances sc_main elaborated
        SC_REPORT_FATAL("smgold_lockstep_sc", "no elaborated simt_stack_unit left");
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

// --platform-demo: sc_smgold alone on an sc_clock, run to done.
struct Demo : sc_core::sc_module {
    sc_core::sc_clock clk{"clk", 10, sc_core::SC_NS};
    sc_core::sc_signal<bool> done{"done"};
    sc_core::sc_signal<bool> iss_valid[2] = {sc_core::sc_signal<bool>("iss_valid_0"),
                                             sc_core::sc_signal<bool>("iss_valid_1")};
    sc_core::sc_signal<uint32_t> sigs[6][2];
    sc_smgold gold;
    uint64_t cycles = 0, issued = 0;

    SC_HAS_PROCESS(Demo);
    Demo(sc_core::sc_module_name name, const std::string &args, const std::string &dir)
        : sc_core::sc_module(name), gold("gold", args, dir)
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
        }
        // after each rising edge: count the published bundle, stop at done
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
        for (int s = 0; s < 2; s++)
            issued += iss_valid[s].read();
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
        if (demo.issued != demo.gold.issued()) {
            fprintf(stderr, "smgold_lockstep_sc: %llu steps seen on the ports, %llu issued\n",
                    (unsigned long long)demo.issued, (unsigned long long)demo.gold.issued());
            return 1;
        }
        printf("sc_smgold: %llu cycles, %llu issued steps\n", (unsigned long long)demo.cycles,
               (unsigned long long)demo.issued);
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
