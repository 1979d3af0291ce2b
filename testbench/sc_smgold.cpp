// sc_smgold.cpp - see sc_smgold.h.
#include "sc_smgold.h"

#include <cctype>
#include <vector>

#include "smgold/run.h"

namespace {

std::string format(const sg_error &e)
{
    char buf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
    return sg_error_format(&e, buf, sizeof buf);
}

} // namespace

sc_smgold::sc_smgold(sc_core::sc_module_name name, const std::string &args,
                     const std::string &dir)
    : sc_core::sc_module(name)
{
    // white-space separated words, as `smgold run` takes them
    std::vector<std::string> words;
    for (size_t i = 0; i < args.size();) {
        while (i < args.size() && isspace((unsigned char)args[i]))
            i++;
        size_t j = i;
        while (j < args.size() && !isspace((unsigned char)args[j]))
            j++;
        if (j > i)
            words.push_back(args.substr(i, j - i));
        i = j;
    }
    std::vector<const char *> argv;
    for (const auto &w : words)
        argv.push_back(w.c_str());
    sg_error err;
    if (sg_run_parse((int)argv.size(), argv.data(), dir.empty() ? nullptr : dir.c_str(), &opts_,
                     &err) ||
        sg_run_setup(opts_, &sm_, &err) || sg_run_launch(opts_, sm_, &err))
        error_ = "cannot set the model up: " + format(err);
    else if (opts_->help)
        error_ = "'--help' is no model argument";
    else
        max_cycles_ = opts_->max_cycles;
    if (!error_.empty()) { // nothing to run: free it all before reporting (may throw)
        sg_sm_destroy(sm_);
        sg_run_free(opts_);
        sm_ = nullptr;
        opts_ = nullptr;
        std::string why = error_;
        error_.clear();
        fail(why);
    }
    SC_METHOD(on_clk);
    sensitive << clk.pos();
    dont_initialize();
}

sc_smgold::~sc_smgold()
{
    sg_sm_destroy(sm_);
    sg_run_free(opts_);
}

uint64_t sc_smgold::cycles() const
{
    return sm_ ? sg_sm_cycle(sm_) : 0;
}

void sc_smgold::fail(const std::string &what)
{
    over_ = true;
    if (error_.empty())
        error_ = what;
    std::string msg = std::string(name()) + ": " + what;
    // the platform decides (sc_report_handler): by default this throws
    SC_REPORT_ERROR("sc_smgold", msg.c_str());
}

void sc_smgold::start_of_simulation()
{
    done.initialize(over_ || (sm_ && sg_sm_done(sm_)));
    for (int s = 0; s < NSCHED; s++) {
        iss_valid[s].initialize(false);
        iss_warp[s].initialize(0);
        iss_pc[s].initialize(0);
        iss_ctrl[s].initialize(0);
        iss_guard[s].initialize(0);
        next_pc[s].initialize(0);
        next_am[s].initialize(0);
    }
}

void sc_smgold::publish()
{
    unsigned nsched = sm_ ? sg_sm_config(sm_)->schedulers : 0;
    for (int s = 0; s < NSCHED; s++) {
        sg_issue is = {};
        if ((unsigned)s >= nsched || sg_sm_last_issue(sm_, (unsigned)s, &is, nullptr))
            is = sg_issue{};
        iss_valid[s].write(is.valid != 0);
        iss_warp[s].write(is.warp);
        iss_pc[s].write(is.pc);
        iss_ctrl[s].write(is.ctrl);
        iss_guard[s].write(is.guard);
        next_pc[s].write(is.next_pc);
        next_am[s].write(is.next_am);
        issued_ += is.valid != 0;
    }
}

void sc_smgold::on_clk()
{
    if (over_ || !sm_)
        return;
    if (sg_sm_done(sm_)) {
        over_ = true;
        done.write(true);
        return;
    }
    sg_error err;
    sg_status st = sg_sm_step(sm_, &err);
    publish();
    if (st) {
        done.write(true);
        fail("model error in clock " + std::to_string(sg_sm_cycle(sm_) - 1) + ": " +
             format(err));
        return;
    }
    if (sg_sm_done(sm_)) {
        over_ = true;
        done.write(true);
    } else if (max_cycles_ && sg_sm_cycle(sm_) >= max_cycles_) {
        done.write(true);
        fail("did not finish within " + std::to_string(max_cycles_) + " cycles");
    }
}
