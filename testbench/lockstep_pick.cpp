// lockstep_pick.cpp - the testbench-only "youngest" scheduler (lockstep_pick.h).
#include "lockstep_pick.h"

#include "smgold/config.h"
#include "smgold/smgold.h"

namespace lockstep {

bool Picker::start(const std::string &policy, sg_cosim *h, std::string &why)
{
    on_ = !policy.empty();
    if (!on_)
        return true;
    if (policy != "youngest") {
        why = "--pick takes 'youngest', not '" + policy + "'";
        return false;
    }
    const sg_config *c = sg_sm_config(sg_cosim_sm(h));
    if (c->scheduler_policy != SG_SCHED_EXTERNAL) {
        why = "--pick needs the model's scheduler_policy = external (add -- program.lst "
              "@launch.args --set scheduler_policy=external)";
        return false;
    }
    nsched_ = c->schedulers;
    age_.assign(64, 0);
    status_.assign(64, 1);
    return true;
}

void Picker::launched(uint64_t slots)
{
    for (unsigned w = 0; on_ && w < 64; w++)
        if (slots >> w & 1) {
            age_[w] = ++next_age_;
            status_[w] = 0;
        }
}

void Picker::status(unsigned slot, uint32_t rtl_status)
{
    if (on_ && slot < 64)
        status_[slot] = rtl_status;
}

void Picker::pick(sg_cosim *h)
{
    for (unsigned s = 0; on_ && s < nsched_; s++) {
        int best = -1;
        for (unsigned w = s; w < 64; w += nsched_)
            if (status_[w] == 0 && (best < 0 || age_[w] > age_[best]))
                best = (int)w;
        sg_cosim_set_pick(h, s, best, nullptr);
    }
}

} // namespace lockstep
