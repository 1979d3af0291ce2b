// lockstep_warm.cpp - see lockstep_warm.h. The clock loop is lockstep_core.cpp's run()
// restricted to the token stack (specs/dpi.md CO-2), after a load edge instead of the
// launch edge; the pieces it shares with run() are declared in lockstep_core.h.
#include "lockstep_warm.h"

#include <cstdio>
#include <vector>

#include "smgold/checkpoint.h"
#include "smgold/cosim.h"

namespace lockstep {

namespace {

Result fail(sg_cosim *h, int code, const std::string &line)
{
    sg_cosim_destroy(h);
    Result r;
    r.exit_code = code;
    r.line = line;
    return r;
}

// The stack unit's state of every slot the model holds, through the load port. Returns
// "" or why the state does not fit the RTL.
std::string load_stacks(const sg_sm *sm, Loadable &ld)
{
    for (unsigned w = 0; w < sg_sm_warp_slots(sm); w++) {
        sg_warp_state m;
        sg_sm_warp_state(sm, w, &m, nullptr);
        if (!m.valid && !m.retired)
            continue; // the RTL's reset state: empty and DONE
        if (w >= TB_NWARPS)
            return "the model holds a warp in slot " + std::to_string(w) + ", the RTL has " +
                   "NWARPS = " + std::to_string(TB_NWARPS);
        if (m.depth > TB_CAPACITY || m.wt_entries > TB_WT_SLOTS)
            return "warp " + std::to_string(w) + " holds more tokens or while-mask entries "
                   "than the RTL";
        LoadIn r;
        r.what = 0;
        r.warp = w;
        r.pc = m.pc;
        r.mask = m.am;
        r.bm = m.bm;
        r.cm = m.cm;
        r.rm = m.rm;
        r.xm = m.xm;
        r.live = m.live;
        r.depth = m.depth;
        r.status = m.status == 3 ? 0 : m.status; // at a barrier: running, for the stack
        r.error = m.error <= 3 ? m.error : 0;    // the stack's own errors only
        r.wt_valid = m.wt_entries >= 32 ? ~0u : (1u << m.wt_entries) - 1;
        ld.load(r);
        for (uint32_t p = 0; p < m.depth; p++) { // bottom first; sg_sm_warp_token: 0 = top
            sg_token_state t;
            sg_sm_warp_token(sm, w, m.depth - 1 - p, &t, nullptr);
            LoadIn k;
            k.what = 1;
            k.warp = w;
            k.idx = p;
            k.type = t.type;
            k.mask = t.mask;
            k.pc = t.pc;
            ld.load(k);
        }
        for (uint32_t i = 0; i < m.wt_entries; i++) {
            sg_wt_state e;
            sg_sm_warp_wt(sm, w, i, &e, nullptr);
            LoadIn k;
            k.what = 2;
            k.warp = w;
            k.idx = i;
            k.pc = e.pc;
            k.depth = e.depth;
            k.mask = e.mask;
            ld.load(k);
        }
    }
    return "";
}

} // namespace

Result run_warm(Dut &dut, Loadable &ld, const Options &o, const std::string &checkpoint)
{
    std::vector<const char *> argv;
    for (const auto &a : o.args)
        argv.push_back(a.c_str());
    sg_cosim *h = nullptr;
    sg_error err;
    if (sg_cosim_create((int)argv.size(), argv.data(), o.vector.c_str(), SG_COSIM_ABI_VERSION,
                        o.window, &h, &err))
        return fail(nullptr, 2, "smgold lockstep: " + fmt_err(err));
    // the handle's model is its own: made writable here only, at its launch edge, to take
    // the checkpoint's state; the checker's clock follows it from the first step on
    sg_sm *sm = const_cast<sg_sm *>(sg_cosim_sm(h));
    if (sg_sm_restore_file(sm, checkpoint.c_str(), &err))
        return fail(h, 2, "smgold lockstep: --warm-start: " + fmt_err(err));
    const sg_config *cfg = sg_sm_config(sm);
    std::string why = fits(cfg);
    if (!why.empty())
        return fail(h, 2, "smgold lockstep: " + o.vector + ": the vector does not fit the RTL: " +
                              why);
    uint64_t start = sg_sm_cycle(sm);
    Inputs in;
    in.cfg_onchip = cfg->stack_onchip_slots;
    in.cfg_capacity = sg_config_stack_capacity(cfg);
    in.cfg_wt_slots = cfg->while_mask_slots;
    in.cfg_policy = cfg->backward_branch_policy == SG_BB_DIV_TOKEN;
    in.bug_sel = o.bug;
    dut.drive(in);
    dut.reset();
    why = load_stacks(sm, ld);
    if (!why.empty())
        return fail(h, 2, "smgold lockstep: " + o.vector + ": the vector does not fit the RTL: " +
                              why);
    StepOut so;
    std::vector<WarpOut> wov(1); // large: on the heap
    WarpOut &wo = wov[0];
    dut.drive(in);
    compare_warps(h, dut, wo, nullptr); // the load edge (reported as clock -1): did the load take?
    sg_cosim_end_cycle(h, nullptr);
    unsigned nsched = cfg->schedulers;
    while (!sg_cosim_done(h) &&
           !(o.max_mismatches && sg_cosim_mismatch_count(h) >= o.max_mismatches)) {
        if (sg_cosim_step(h, &err)) {
            int hang = err.code == SG_ERR_HANG;
            return fail(h, hang ? 3 : 2,
                        hang ? o.vector + ": HANG " + fmt_err(err)
                             : "smgold lockstep: model error (the vector is not a valid "
                               "stimulus): " + fmt_err(err));
        }
        // the launch bundle of the clock just taken, and each scheduler's issue
        if (!launch_inputs(h, in))
            return fail(h, 2, "smgold lockstep: " + o.vector + ": the vector does not fit the RTL");
        issue_inputs(h, nsched, in);
        dut.drive(in);
        dut.read_step(so);
        check_steps(h, nsched, in, so);
        dut.clock();
        compare_warps(h, dut, wo, nullptr);
        sg_cosim_end_cycle(h, nullptr);
    }
    char verdict[512];
    Result r;
    r.exit_code = sg_cosim_finish(h, verdict, sizeof verdict);
    r.line = o.vector + " (warm start at clock " + std::to_string(start) + "): " + verdict;
    finish_result(h, o, true, r);
    sg_cosim_destroy(h);
    return r;
}

int main_warm(const Options &o, const std::string &checkpoint, Dut *dut, Loadable *ld)
{
    Result r = run_warm(*dut, *ld, o, checkpoint);
    printf("%s\n", r.line.c_str());
    fflush(stdout);
    return r.exit_code;
}

} // namespace lockstep
