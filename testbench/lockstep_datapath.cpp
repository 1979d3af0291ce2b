// lockstep_datapath.cpp - see lockstep_datapath.h.
#include "lockstep_datapath.h"

#include <cstring>

#include "smgold/cosim.h"

namespace lockstep {

Datapath::Datapath(sg_cosim *h, const Options &o, Dut &dut) : h_(h), o_(o), dut_(dut)
{
    on_ = o.datapath && dut.has_datapath();
    nsched_ = sg_sm_config(sg_cosim_sm(h))->schedulers;
}

bool Datapath::start(std::string &msg)
{
    if (!on_)
        return true;
    sg_error err;
    if (sg_cosim_set_datapath(h_, o_.mode, &err)) {
        msg = err.msg;
        return false;
    }
    for (const auto &ig : o_.ignore) {
        int f = sg_cosim_field_by_name(ig.first.c_str());
        if (f < 0 || sg_cosim_ignore(h_, (unsigned)f, ig.second, &err)) {
            msg = "--ignore: '" + ig.first + "' is not a field that can be ignored (specs/"
                  "datapath.md §5, specs/dpi.md §4)";
            return false;
        }
    }
    return true;
}

void Datapath::drive()
{
    if (!on_)
        return;
    DpIn in;
    const sg_sm *sm = sg_cosim_sm(h_);
    for (unsigned s = 0; s < TB_NSCHED; s++) {
        const sg_operands *op = s < nsched_ ? sg_sm_operands(sm, s) : sg_sm_operands(sm, 0);
        in.ops[s] = op;
        bool v = s < nsched_ && op->valid;
        in.alu_valid |= (uint32_t)(v && op->unit == SG_UNIT_ALU) << s;
        in.ldst_valid |= (uint32_t)(v && op->unit == SG_UNIT_LDST) << s;
        port_[s].valid = v;
        if (v) { // what travels with the instruction through the unit's pipeline
            port_[s].pc = op->pc;
            port_[s].word = op->word;
            port_[s].unit = op->unit;
        }
    }
    dut_.drive_dp(in);
}

// The RTL's record of port s for the clock just taken (obs.valid = 0: nothing).
void Datapath::observe(unsigned s, const DpOut &out, sg_retire &obs)
{
    const Port &p = port_[s];
    memset(&obs, 0, sizeof obs);
    bool alu = out.alu_valid >> s & 1, ldst = out.ldst_valid >> s & 1;
    bool alu_h = alu && (out.alu_handled >> s & 1), ldst_h = ldst && (out.ldst_handled >> s & 1);
    if (alu_h || ldst_h) {
        obs = alu_h ? out.alu[s] : out.ldst[s];
        obs.valid = 1;
        obs.pc = p.pc;
        obs.word = p.word;
        return;
    }
    if (!p.valid || sg_dp_reference_unit(p.word))
        return; // nothing retired (an instruction a reference unit must handle: a mismatch)
    // FP32/FP64/SFU and memory instructions outside the reference units: the model's own
    // record stands in (DPI stand-ins in the SystemVerilog flow do the same)
    obs = *sg_sm_retire(sg_cosim_sm(h_), s);
    standin_[p.unit < 5 ? p.unit : 0]++;
}

void Datapath::check()
{
    if (!on_)
        return;
    DpOut &out = *out_;
    dut_.read_dp(out);
    int64_t now = sg_cosim_cycle(h_);
    for (unsigned s = 0; s < nsched_; s++) {
        sg_retire obs;
        observe(s, out, obs);
        if (o_.mode == SG_COSIM_CYCLE) {
            sg_cosim_check_retire(h_, s, &obs, nullptr);
        } else if (obs.valid) {
            Delayed d;
            d.due = now + (int64_t)(obs.warp % (o_.retire_delay + 1));
            d.r = obs;
            delayed_.push_back(d);
        }
    }
    release(false);
}

// Ordered mode: hand the checker what the "deeper pipeline" lets out now (in arrival order,
// so each warp's records stay in program order while warps overtake each other).
void Datapath::release(bool all)
{
    int64_t now = sg_cosim_cycle(h_);
    size_t k = 0;
    for (size_t i = 0; i < delayed_.size(); i++) {
        if (all || delayed_[i].due <= now)
            sg_cosim_check_retire(h_, 0, &delayed_[i].r, nullptr);
        else
            delayed_[k++] = delayed_[i];
    }
    delayed_.resize(k);
}

void Datapath::drain()
{
    if (on_ && o_.mode == SG_COSIM_ORDERED)
        release(true);
}

std::string Datapath::summary() const
{
    if (!on_)
        return "";
    static const char *const names[5] = {"-", "alu", "fpu64", "sfu", "ldst"};
    std::string s = std::string("  datapath: ") +
                    (o_.mode == SG_COSIM_ORDERED ? "ordered" : "cycle") + " mode";
    if (o_.mode == SG_COSIM_ORDERED)
        s += " (retire delay up to " + std::to_string(o_.retire_delay) + ")";
    s += "; records served by stand-ins (outside the reference units):";
    for (unsigned u = 1; u < 5; u++)
        s += std::string(" ") + names[u] + "=" + std::to_string(standin_[u]);
    return s;
}

} // namespace lockstep
