// sc_smgold.cpp - see sc_smgold.h.
#include "sc_smgold.h"

#include <cctype>
#include <cstdio>
#include <cstring>
#include <vector>

#include "smgold/run.h"

namespace {

std::string format(const sg_error &e)
{
    char buf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
    return sg_error_format(&e, buf, sizeof buf);
}

// Arrays compare bytewise (no padding inside them); the structs field by field.
template <class T, size_t N> bool same(const T (&a)[N], const T (&b)[N])
{
    return !memcmp(a, b, sizeof a);
}

void hex(std::ostream &os, const char *name, uint64_t v)
{
    char buf[40];
    snprintf(buf, sizeof buf, " %s=0x%llx", name, (unsigned long long)v);
    os << buf;
}

} // namespace

bool sc_smgold::operand_bundle::operator==(const operand_bundle &o) const
{
    const sg_operands &a = op, &b = o.op;
    return a.valid == b.valid && a.warp == b.warp && a.pc == b.pc && a.unit == b.unit &&
           a.lanes == b.lanes && a.word == b.word && same(a.a, b.a) && same(a.a_hi, b.a_hi) &&
           same(a.b, b.b) && same(a.c, b.c) && same(a.d, b.d) && same(a.pred, b.pred) &&
           same(a.cc, b.cc) && same(a.rdata, b.rdata);
}

std::ostream &operator<<(std::ostream &os, const sc_smgold::operand_bundle &b)
{
    const sg_operands &o = b.op;
    if (!o.valid)
        return os << "operands{}";
    os << "operands{warp=" << o.warp;
    hex(os, "pc", o.pc);
    os << " unit=" << o.unit;
    hex(os, "lanes", o.lanes);
    hex(os, "word", o.word);
    return os << "}";
}

void sc_trace(sc_core::sc_trace_file *tf, const sc_smgold::operand_bundle &b,
              const std::string &name)
{
    const sg_operands &o = b.op;
    sc_core::sc_trace(tf, o.valid, name + ".valid");
    sc_core::sc_trace(tf, o.warp, name + ".warp");
    sc_core::sc_trace(tf, o.pc, name + ".pc");
    sc_core::sc_trace(tf, o.unit, name + ".unit");
    sc_core::sc_trace(tf, o.lanes, name + ".lanes");
    sc_core::sc_trace(tf, (sc_dt::uint64)o.word, name + ".word");
    for (int p = 0; p < 8; p++)
        sc_core::sc_trace(tf, o.pred[p], name + ".pred_" + std::to_string(p));
}

bool sc_smgold::retire_bundle::operator==(const retire_bundle &o) const
{
    const sg_retire &a = r, &b = o.r;
    return a.valid == b.valid && a.warp == b.warp && a.pc == b.pc && a.lanes == b.lanes &&
           a.word == b.word && a.step == b.step && a.nregs == b.nregs && same(a.reg, b.reg) &&
           same(a.value, b.value) && a.preds == b.preds && same(a.pred, b.pred) &&
           a.cc_written == b.cc_written && same(a.cc, b.cc) && a.mem == b.mem &&
           a.space == b.space && a.size == b.size && same(a.addr, b.addr) && same(a.be, b.be) &&
           same(a.wdata, b.wdata) && a.ntrans == b.ntrans && same(a.trans, b.trans) &&
           a.passes == b.passes;
}

std::ostream &operator<<(std::ostream &os, const sc_smgold::retire_bundle &b)
{
    const sg_retire &r = b.r;
    if (!r.valid)
        return os << "retire{}";
    os << "retire{warp=" << r.warp;
    hex(os, "pc", r.pc);
    hex(os, "lanes", r.lanes);
    hex(os, "word", r.word);
    os << " step=" << r.step;
    for (uint32_t k = 0; k < r.nregs && k < SG_DP_MAX_REGS; k++)
        os << " R" << r.reg[k];
    for (int p = 0; p < 7; p++)
        if (r.preds >> p & 1)
            os << " P" << p;
    if (r.cc_written)
        os << " $c";
    if (r.mem) {
        static const char *const kind[4] = {"-", "load", "store", "rmw"};
        static const char *const space[4] = {"global", "shared", "local", "constant"};
        os << " " << kind[r.mem & 3] << " " << space[r.space & 3] << " size=" << r.size
           << " ntrans=" << r.ntrans << " passes=" << r.passes;
    }
    return os << "}";
}

void sc_trace(sc_core::sc_trace_file *tf, const sc_smgold::retire_bundle &b,
              const std::string &name)
{
    const sg_retire &r = b.r;
    sc_core::sc_trace(tf, r.valid, name + ".valid");
    sc_core::sc_trace(tf, r.warp, name + ".warp");
    sc_core::sc_trace(tf, r.pc, name + ".pc");
    sc_core::sc_trace(tf, r.lanes, name + ".lanes");
    sc_core::sc_trace(tf, (sc_dt::uint64)r.word, name + ".word");
    sc_core::sc_trace(tf, (sc_dt::uint64)r.step, name + ".step");
    sc_core::sc_trace(tf, r.nregs, name + ".nregs");
    for (int k = 0; k < SG_DP_MAX_REGS; k++)
        sc_core::sc_trace(tf, r.reg[k], name + ".reg_" + std::to_string(k));
    sc_core::sc_trace(tf, r.preds, name + ".preds");
    for (int p = 0; p < 8; p++)
        sc_core::sc_trace(tf, r.pred[p], name + ".pred_" + std::to_string(p));
    sc_core::sc_trace(tf, r.cc_written, name + ".cc_written");
    sc_core::sc_trace(tf, r.mem, name + ".mem");
    sc_core::sc_trace(tf, r.space, name + ".space");
    sc_core::sc_trace(tf, r.size, name + ".size");
    sc_core::sc_trace(tf, r.ntrans, name + ".ntrans");
    sc_core::sc_trace(tf, r.passes, name + ".passes");
}

sc_smgold::sc_smgold(sc_core::sc_module_name name, const std::string &args,
                     const std::string &dir, bool datapath)
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
    if (datapath)
        record_datapath(true);
}

void sc_smgold::record_datapath(bool on)
{
    if (on == dp_ || !sm_)
        return;
    sg_error err;
    if (sg_sm_set_datapath(sm_, on ? 1 : 0, &err)) {
        fail("cannot turn datapath recording " + std::string(on ? "on" : "off") + ": " +
             format(err));
        return;
    }
    dp_ = on;
}

void sc_smgold::before_end_of_elaboration()
{
    // the datapath ports are optional: bind the unbound ones to signals of our own
    for (int s = 0; s < NSCHED; s++) {
        std::string n = std::to_string(s);
        if (!operands[s].bind_count()) {
            own_operands_[s].reset(
                new sc_core::sc_signal<operand_bundle>(("operands_sig_" + n).c_str()));
            operands[s](*own_operands_[s]);
        }
        if (!retire[s].bind_count()) {
            own_retire_[s].reset(
                new sc_core::sc_signal<retire_bundle>(("retire_sig_" + n).c_str()));
            retire[s](*own_retire_[s]);
        }
    }
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
        operands[s].initialize(operand_bundle());
        retire[s].initialize(retire_bundle());
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
    if (!dp_ && !dp_shown_)
        return; // recording off: the datapath ports stay empty, untouched
    for (int s = 0; s < NSCHED; s++) {
        const sg_operands *op = dp_ && (unsigned)s < nsched ? sg_sm_operands(sm_, (unsigned)s)
                                                            : nullptr;
        const sg_retire *rt = dp_ && (unsigned)s < nsched ? sg_sm_retire(sm_, (unsigned)s)
                                                          : nullptr;
        operands[s].write(op && op->valid ? operand_bundle(*op) : operand_bundle());
        retire[s].write(rt && rt->valid ? retire_bundle(*rt) : retire_bundle());
        retired_ += rt && rt->valid;
    }
    dp_shown_ = dp_;
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
