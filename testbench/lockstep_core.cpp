// lockstep_core.cpp - see lockstep_core.h.
#include "lockstep_core.h"

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

#include "lockstep_datapath.h"
#include "lockstep_decode.h"
#include "lockstep_lanes.h"
#include "lockstep_pick.h"
#include "lockstep_sched.h"
#include "smgold/cosim.h"

namespace lockstep {

const char *usage()
{
    return "usage: TESTBENCH [options] VECTOR_DIR [-- MODEL_ARGS...]\n"
           "Run the vector (VECTOR_DIR/program.lst @launch.args, or MODEL_ARGS relative to\n"
           "VECTOR_DIR) on the golden model and the reference RTL in lock-step - the token\n"
           "stack (specs/dpi.md), and the ALU lanes and LD/ST unit of each issue port\n"
           "(specs/datapath.md) - and stop at the first state or result that differs.\n\n"
           "  --bug N              inject RTL bug N (rtl_stubs/bugs.tsv; 0 = clean)\n"
           "  --mode cycle|ordered compare retire records in the clock the model makes them\n"
           "                       (default) or per warp in program order (specs/datapath.md DP-3)\n"
           "  --retire-delay N     ordered mode: warp w's records reach the checker w % (N+1)\n"
           "                       clocks late, as from a deeper pipeline (default 0)\n"
           "  --ignore FIELD[:LANES]  do not compare FIELD (in the lanes of the LANES mask);\n"
           "                       counted and reported as ignored (DP-4); repeatable\n"
           "  --no-datapath        compare the token stack only\n"
           "  --pick youngest      a testbench scheduler picks (the youngest running warp);\n"
           "                       with the model's scheduler_policy = external the model\n"
           "                       checks each pick is legal (field sched_pick)\n"
           "  --max-mismatches N   stop after N mismatches (default 1; 0 = run to the end)\n"
           "  --out DIR            report.jsonl and wave.fst of a failure go here (default:\n"
           "                       lockstep-out/VECTOR beside this executable, in the build tree)\n"
           "  --window N           waveform cycles before the failure, issued steps in the\n"
           "                       report (default 64)\n"
           "  --no-wave            no waveform\n"
           "  --record LOG         log the DPI call stream (smgold replay LOG re-runs it)\n"
           "  --expect FIELD[:W[:L]]  self-test: exit 0 only if the first mismatch is FIELD (of\n"
           "                       warp W, lane L)\n"
           "  --quiet              print only the verdict line\n\n"
           "Exit status: 0 pass; 1 a mismatch, or nothing was compared; 2 bad input or a\n"
           "model error; 3 a hang (the model saw no progress for hang_cycles clocks).\n";
}

static bool num(const char *s, uint64_t &v)
{
    if (!s || !*s || *s == '-')
        return false;
    char *end;
    v = strtoull(s, &end, 0);
    return !*end;
}

bool parse_options(int argc, char **argv, Options &o, std::string &msg)
{
    for (int i = 1; i < argc; i++) {
        std::string a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : nullptr;
        uint64_t n;
        auto need = [&](const char *what) {
            if (!v) {
                msg = a + " needs " + what;
                return false;
            }
            i++;
            return true;
        };
        if (a == "--help" || a == "-h") {
            msg = "help";
            return false;
        } else if (a == "--bug") {
            if (!need("a number") || !num(v, n) || n > 255)
                return msg = msg.empty() ? "--bug takes 0-255" : msg, false;
            o.bug = (unsigned)n;
        } else if (a == "--max-mismatches") {
            if (!need("a number") || !num(v, n))
                return msg = msg.empty() ? "--max-mismatches takes a number" : msg, false;
            o.max_mismatches = n;
        } else if (a == "--window") {
            if (!need("a number") || !num(v, n) || !n || n > 100000)
                return msg = msg.empty() ? "--window takes 1-100000" : msg, false;
            o.window = (unsigned)n;
        } else if (a == "--out") {
            if (!need("a directory"))
                return false;
            o.out = v;
        } else if (a == "--record") {
            if (!need("a file"))
                return false;
            o.record = v;
        } else if (a == "--expect") {
            if (!need("FIELD[:WARP[:LANE]]"))
                return false;
            o.expect = v;
        } else if (a == "--mode") {
            if (!need("cycle or ordered"))
                return false;
            if (std::string(v) != "cycle" && std::string(v) != "ordered")
                return msg = "--mode takes cycle or ordered", false;
            o.mode = std::string(v) == "ordered" ? SG_COSIM_ORDERED : SG_COSIM_CYCLE;
        } else if (a == "--retire-delay") {
            if (!need("a number") || !num(v, n) || n > 16)
                return msg = msg.empty() ? "--retire-delay takes 0-16" : msg, false;
            o.retire_delay = (unsigned)n;
        } else if (a == "--ignore") {
            if (!need("FIELD[:LANES]"))
                return false;
            std::string f = v, lanes = "0xffffffff";
            size_t c = f.find(':');
            if (c != std::string::npos) {
                lanes = f.substr(c + 1);
                f = f.substr(0, c);
            }
            if (!num(lanes.c_str(), n) || n > 0xffffffffull || !n)
                return msg = "--ignore FIELD:LANES takes a non-zero 32-bit lane mask", false;
            o.ignore.push_back({f, (uint32_t)n});
        } else if (a == "--pick") {
            if (!need("youngest"))
                return false;
            o.pick = v;
        } else if (a == "--no-datapath") {
            o.datapath = false;
        } else if (a == "--no-wave") {
            o.wave = false;
        } else if (a == "--quiet") {
            o.quiet = true;
        } else if (a == "--") {
            for (i++; i < argc; i++)
                o.args.push_back(argv[i]);
        } else if (a[0] == '-') {
            msg = "unknown option '" + a + "' (see --help)";
            return false;
        } else if (o.vector.empty()) {
            o.vector = a;
        } else {
            msg = "one vector directory only; unexpected '" + a + "'";
            return false;
        }
    }
    if (o.vector.empty()) {
        msg = "no VECTOR_DIR (see --help)";
        return false;
    }
    if (o.args.empty())
        o.args = {"program.lst", "@launch.args"};
    if (o.out.empty()) { // never the working folder (a repository root) unasked
        std::string exe = argc > 0 ? argv[0] : "";
        char buf[4096];
        ssize_t k = readlink("/proc/self/exe", buf, sizeof buf - 1);
        if (k > 0)
            exe.assign(buf, (size_t)k);
        size_t slash = exe.rfind('/');
        std::string dir = slash == std::string::npos ? "." : exe.substr(0, slash);
        std::string name = o.vector;
        while (name.size() > 1 && name.back() == '/')
            name.pop_back();
        slash = name.rfind('/');
        o.out = dir + "/lockstep-out/" + (slash == std::string::npos ? name : name.substr(slash + 1));
    }
    return true;
}

void make_dirs(const std::string &path)
{
    for (size_t i = 1; i <= path.size(); i++)
        if (i == path.size() || path[i] == '/')
            mkdir(path.substr(0, i).c_str(), 0777);
}

std::string fmt_err(const sg_error &e)
{
    char buf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
    return sg_error_format(&e, buf, sizeof buf);
}

static Result fail(int code, const std::string &line)
{
    Result r;
    r.exit_code = code;
    r.line = line;
    return r;
}

std::string fits(const sg_config *c)
{
    char buf[256] = "";
    unsigned cap = sg_config_stack_capacity(c);
    if (c->schedulers > TB_NSCHED)
        snprintf(buf, sizeof buf, "schedulers %u > NSCHED %d", c->schedulers, TB_NSCHED);
    else if (cap > TB_CAPACITY)
        snprintf(buf, sizeof buf, "stack capacity %u > CAPACITY %d", cap, TB_CAPACITY);
    else if (c->while_mask_slots > TB_WT_SLOTS)
        snprintf(buf, sizeof buf, "while_mask_slots %u > WT_SLOTS %d", c->while_mask_slots,
                 TB_WT_SLOTS);
    return buf;
}

void compare_warps(sg_cosim *h, Dut &dut, WarpOut &wo, Picker *pk)
{
    const sg_sm *sm = sg_cosim_sm(h);
    for (unsigned w = 0; w < sg_sm_warp_slots(sm); w++) {
        sg_warp_state m;
        sg_sm_warp_state(sm, w, &m, nullptr);
        if (!m.valid && !m.retired) // a warp that finished this clock is compared once more
            continue;
        dut.read_warp(w, wo);
        if (pk)
            pk->status(w, wo.status);
        sg_obs_warp o = {wo.status, wo.error, wo.pc, wo.am, wo.bm, wo.cm,
                         wo.rm,     wo.xm,    wo.live, wo.depth};
        sg_cosim_check_warp(h, w, &o, nullptr);
        uint32_t n = m.depth > wo.depth ? m.depth : wo.depth;
        if (n > TB_CAPACITY)
            n = TB_CAPACITY;
        for (uint32_t i = 0; i < n; i++)
            sg_cosim_check_token(h, w, i, wo.tok_type[i], wo.tok_mask[i], wo.tok_pc[i], nullptr);
        sg_wt_state wt[TB_WT_SLOTS];
        unsigned k = 0;
        for (unsigned i = 0; i < TB_WT_SLOTS; i++)
            if (wo.wt_valid >> i & 1)
                wt[k++] = {wo.wt_pc[i], wo.wt_depth[i], wo.wt_mask[i]};
        sg_cosim_check_wt(h, w, wt, k, nullptr);
    }
}

bool launch_inputs(sg_cosim *h, Inputs &in)
{
    const sg_sm *sm = sg_cosim_sm(h);
    in.launch_valid = sg_cosim_launched(h);
    if (TB_NWARPS < 64 && in.launch_valid >> TB_NWARPS)
        return false;
    for (unsigned w = 0; w < TB_NWARPS; w++) {
        in.launch_live[w] = 0;
        if (!(in.launch_valid >> w & 1))
            continue;
        sg_warp_state m;
        sg_sm_warp_state(sm, w, &m, nullptr);
        in.launch_live[w] = m.live;
        in.launch_pc = m.pc;
    }
    return true;
}

static Result too_many_warps(sg_cosim *h, const Options &o)
{
    std::string line = "smgold lockstep: " + o.vector + ": the vector does not fit the RTL: the "
                       "model puts a warp into slot " +
                       std::to_string(63 - __builtin_clzll(sg_cosim_launched(h))) +
                       ", the RTL has NWARPS = " + std::to_string(TB_NWARPS);
    sg_cosim_destroy(h);
    return fail(2, line);
}

void issue_inputs(sg_cosim *h, unsigned nsched, Inputs &in)
{
    in.iss_valid = in.iss_cond = in.iss_sflag = in.iss_uni = 0;
    for (unsigned s = 0; s < TB_NSCHED; s++) {
        sg_issue is;
        if (s >= nsched || sg_cosim_issue(h, s, &is, nullptr) || !is.valid)
            memset(&is, 0, sizeof is);
        in.iss_valid |= is.valid << s;
        in.iss_cond |= is.cond << s;
        in.iss_sflag |= is.sflag << s;
        in.iss_uni |= is.uni << s;
        in.iss_warp[s] = is.warp;
        in.iss_ctrl[s] = is.ctrl;
        in.iss_guard[s] = is.guard;
        in.iss_target[s] = is.target;
        for (unsigned l = 0; l < TB_WARP_SIZE; l++)
            in.iss_lane_target[s][l] = is.lane_target[l];
    }
}

void check_steps(sg_cosim *h, unsigned nsched, const Inputs &in, const StepOut &so)
{
    for (unsigned s = 0; s < nsched; s++) {
        if (!(in.iss_valid >> s & 1))
            continue;
        sg_obs_step os = {so.pc[s],    so.am[s],   so.push[s], so.pop[s],
                          so.spill[s], so.fill[s], so.error[s]};
        sg_cosim_check_step(h, s, &os, nullptr);
    }
}

void finish_result(sg_cosim *h, const Options &o, bool write_report, Result &r)
{
    sg_mismatch m;
    if (sg_cosim_mismatch_count(h) && !sg_cosim_mismatch(h, 0, &m, nullptr)) {
        r.fail_cycle = m.cycle;
        if (!o.expect.empty()) { // the self-test: is it the expected field (and warp)?
            std::string want = o.expect, wf = want, ww, wl;
            size_t colon = want.find(':');
            if (colon != std::string::npos) {
                wf = want.substr(0, colon);
                ww = want.substr(colon + 1);
                size_t c2 = ww.find(':');
                if (c2 != std::string::npos) {
                    wl = ww.substr(c2 + 1);
                    ww = ww.substr(0, c2);
                }
            }
            bool same = wf == sg_cosim_field_name(m.field) &&
                        (ww.empty() || ww == "-" || ww == std::to_string(m.warp)) &&
                        (wl.empty() || wl == "-" || wl == std::to_string(m.lane));
            r.line += same ? " [as expected]" : " [expected " + want + "]";
            r.exit_code = same ? 0 : 1;
        }
    } else if (!o.expect.empty()) {
        r.line += " [expected a mismatch of " + o.expect + "]";
        r.exit_code = 1;
    }
    if (write_report && sg_cosim_mismatch_count(h)) {
        make_dirs(o.out);
        std::string path = o.out + "/report.jsonl";
        sg_error err;
        if (sg_cosim_write_report(h, path.c_str(), &err))
            r.line += "\n  (report: " + fmt_err(err) + ")";
        else if (!o.quiet)
            r.line += "\n  report: " + path;
    }
}

Result run(Dut &dut, const Options &o, int64_t wave_from, bool write_outputs)
{
    std::vector<const char *> argv;
    for (const auto &a : o.args)
        argv.push_back(a.c_str());
    sg_cosim *h = nullptr;
    sg_error err;
    if (sg_cosim_create((int)argv.size(), argv.data(), o.vector.c_str(), SG_COSIM_ABI_VERSION,
                        o.window, &h, &err))
        return fail(2, "smgold lockstep: " + fmt_err(err));
    const sg_config *cfg = sg_sm_config(sg_cosim_sm(h));
    std::string why = fits(cfg);
    if (!why.empty()) {
        sg_cosim_destroy(h);
        return fail(2, "smgold lockstep: " + o.vector + ": the vector does not fit the RTL: " + why);
    }
    if (write_outputs && !o.record.empty() && sg_cosim_record(h, o.record.c_str(), &err)) {
        sg_cosim_destroy(h);
        return fail(2, "smgold lockstep: " + fmt_err(err));
    }
    Datapath dp(h, o, dut);
    Lanes lanes(h, dut);
    Decoder dec(h, dut);
    Sched sched(h, dut);
    std::string why_dp;
    Picker pk;
    if (!dp.start(why_dp) || !pk.start(o.pick, h, why_dp) || !dec.start(why_dp) ||
        !sched.start(why_dp)) {
        sg_cosim_destroy(h);
        return fail(2, "smgold lockstep: " + why_dp);
    }
    Inputs in;
    in.cfg_onchip = cfg->stack_onchip_slots;
    in.cfg_capacity = sg_config_stack_capacity(cfg);
    in.cfg_wt_slots = cfg->while_mask_slots;
    in.cfg_policy = cfg->backward_branch_policy == SG_BB_DIV_TOKEN;
    in.bug_sel = o.bug;
    StepOut so;
    std::vector<WarpOut> wov(1); // large: on the heap
    WarpOut &wo = wov[0];
    bool waving = false;
    auto wave_check = [&]() {
        if (!waving && wave_from > -2 && sg_cosim_cycle(h) >= wave_from) {
            dut.wave(true);
            waving = true;
        }
    };
    dut.drive(in);
    sched.idle();
    dut.reset();
    // the launch edge (CO-3)
    wave_check();
    if (!launch_inputs(h, in))
        return too_many_warps(h, o);
    pk.launched(in.launch_valid);
    dut.drive(in);
    dut.clock();
    compare_warps(h, dut, wo, &pk);
    sg_cosim_end_cycle(h, nullptr);
    Result r;
    unsigned nsched = cfg->schedulers;
    while (!sg_cosim_done(h) &&
           !(o.max_mismatches && sg_cosim_mismatch_count(h) >= o.max_mismatches)) {
        pk.pick(h);
        if (sg_cosim_step(h, &err)) {
            int hang = err.code == SG_ERR_HANG; /* its own verdict (specs/sm.md CLK-8) */
            std::string line = hang ? o.vector + ": HANG " + fmt_err(err)
                                    : "smgold lockstep: model error (the vector is not a valid "
                                      "stimulus): " + fmt_err(err);
            sg_cosim_destroy(h);
            return fail(hang ? 3 : 2, line);
        }
        wave_check();
        if (!launch_inputs(h, in))
            return too_many_warps(h, o);
        pk.launched(in.launch_valid);
        issue_inputs(h, nsched, in);
        dp.drive();
        lanes.drive(in);
        dec.drive();
        sched.drive();
        dut.drive(in);
        dut.read_step(so);
        sched.check();
        check_steps(h, nsched, in, so);
        dut.clock();
        compare_warps(h, dut, wo, &pk);
        dp.check();
        lanes.check();
        dec.check();
        sg_cosim_end_cycle(h, nullptr);
    }
    if (sg_cosim_done(h))
        dp.drain();
    if (waving) {
        in.iss_valid = 0;
        in.launch_valid = 0;
        if (dp.on())
            dut.drive_dp(DpIn());
        sched.idle();
        dut.drive(in);
        dut.clock(); // one more edge so the last values show in the waveform
    }
    char verdict[512];
    r.exit_code = sg_cosim_finish(h, verdict, sizeof verdict);
    r.line = o.vector + ": " + verdict;
    if (!o.quiet) { // the comparisons made, per field
        r.line += "\n  compares:";
        for (unsigned f = 0; f < SG_F_COUNT; f++)
            if (f < SG_F_RT_VALID || dp.on())
                r.line += std::string(" ") + sg_cosim_field_name(f) + "=" +
                          std::to_string(sg_cosim_compares(h, f));
        if (dp.on()) {
            r.line += "\n  ignored:";
            for (unsigned f = 0; f < SG_F_COUNT; f++)
                if (sg_cosim_ignored(h, f))
                    r.line += std::string(" ") + sg_cosim_field_name(f) + "=" +
                              std::to_string(sg_cosim_ignored(h, f));
            r.line += "\n" + dp.summary();
        }
    }
    finish_result(h, o, write_outputs, r);
    sg_cosim_destroy(h);
    return r;
}

int main_flow(const Options &o, Dut *(*make_dut)(const Options &o, bool waves))
{
    Dut *dut = make_dut(o, false);
    Result r = run(*dut, o, -2, true);
    delete dut;
    if (r.fail_cycle > -2 && o.wave && o.expect.empty()) {
        // the waveform of the window before the failure: the same run again, dumping
        Options o2 = o;
        o2.record.clear();
        Dut *d2 = make_dut(o2, true);
        int64_t from = r.fail_cycle - (int64_t)o.window;
        run(*d2, o2, from < -1 ? -1 : from, false);
        delete d2;
        if (!o.quiet)
            r.line += "\n  waveform: " + o.out + "/wave.fst (cycles " +
                      std::to_string(from < -1 ? -1 : from) + " to " +
                      std::to_string(r.fail_cycle) + ")";
    }
    printf("%s\n", r.line.c_str());
    fflush(stdout);
    return r.exit_code;
}

} // namespace lockstep
