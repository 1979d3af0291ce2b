/*
 * compare.c - the bottom of the lock-step checker (compare.h): the names of
 * the compared fields, the one comparison every check goes through, the
 * mismatch queue with its text, and the counters read back through
 * smgold/cosim.h.
 */
#include <string.h>

#include "compare.h"
#include "smgold/decode.h"
#include "smgold/sched.h"
#include "../util/err.h"

static const char *const field_names[SG_F_COUNT] = {
    "status", "error", "pc", "am", "bm", "cm", "rm", "xm", "live", "depth",
    "tok_type", "tok_mask", "tok_pc", "wt_count", "wt_pc", "wt_depth", "wt_mask",
    "step_pc", "step_am", "step_push", "step_pop", "step_spill", "step_fill", "step_error",
    "unchecked",
    "rt_valid", "rt_pc", "rt_lanes", "rt_nregs", "rt_reg", "rt_value", "rt_preds", "rt_pred",
    "rt_cc_written", "rt_cc", "mem_kind", "mem_space", "mem_size", "mem_addr", "mem_be",
    "mem_wdata", "mem_ntrans", "mem_trans", "mem_passes", "rt_queue", "sched_pick",
    "lane_clocks", "lane_enable", "lane_src", "dec",
    "sched_issue", "sched_refused", "sched_cause", "sched_ready", "sched_long", "sched_active",
    "sched_why", "sched_dep", "sched_pipe"};

static const char *const unit_names[SG_COSIM_UNITS] = {"stack", "alu",   "fpu64", "sfu",
                                                       "ldst",  "sched", "lanes", "decode"};

const char *sg_cosim_field_name(unsigned f)
{
    return f < SG_F_COUNT ? field_names[f] : "?";
}

int sg_cosim_field_by_name(const char *name)
{
    for (unsigned f = 0; name && f < SG_F_COUNT; f++)
        if (!strcmp(field_names[f], name))
            return (int)f;
    return -1;
}

const char *sg_cosim_unit_name(unsigned u)
{
    return unit_names[u < SG_COSIM_UNITS ? u : 0];
}

/* ---- comparing ------------------------------------------------------------ */

static void mismatch(sg_cosim *h, unsigned warp, unsigned field, int index, int lane, int reg,
                     uint64_t exp, uint64_t act)
{
    if (h->nmis++ == 0)
        h->first_warp = warp; /* the report's snapshot shows this warp */
    if (h->nq == SG_COSIM_QUEUE)
        return;
    sg_mismatch *m = &h->q[h->nq++];
    m->cycle = h->cycle;
    m->warp = warp;
    m->field = field;
    m->index = index;
    m->lane = lane;
    m->reg = reg;
    m->expected = exp;
    m->actual = act;
    char where[24] = "", idx[24] = "", sub[40] = "";
    if (lane >= 0)
        snprintf(where, sizeof where, " lane %d", lane);
    if (index >= 0)
        snprintf(idx, sizeof idx, "[%d]", index);
    if (reg >= 0 && field == SG_F_SCHED_PICK) /* reg: why the picked warp could not issue */
        snprintf(sub, sizeof sub, " (%s)", sg_why_name((unsigned)reg));
    else if (field == SG_F_SCHED_WHY) /* 7: ready, outside the two-level active set */
        snprintf(sub, sizeof sub, " (%s/%s)", exp == 7 ? "inactive" : sg_why_name((unsigned)exp),
                 act == 7 ? "inactive" : sg_why_name((unsigned)act));
    else if (reg >= 0 && field == SG_F_DEC) /* reg: the decode bundle's field */
        snprintf(sub, sizeof sub, " %s", sg_decoded_field_name((unsigned)reg));
    else if (reg >= 0)
        snprintf(sub, sizeof sub, field == SG_F_RT_VALUE  ? " R%d"
                                  : field == SG_F_RT_PRED ? " P%d"
                                                          : " word %d", reg);
    int w = exp > 0xffffffffu || act > 0xffffffffu ? 16 : 8;
    snprintf(m->text, sizeof m->text, "cycle %lld warp %u%s field %s%s%s expected 0x%0*llx actual 0x%0*llx",
             (long long)h->cycle, warp, where, field_names[field], idx, sub, w,
             (unsigned long long)exp, w, (unsigned long long)act);
}

void sg_cosim_cmp(sg_cosim *h, unsigned warp, unsigned field, int index, int lane, int reg,
                  uint64_t exp, uint64_t act)
{
    uint32_t ig = h->ignore[field];
    if (ig && (lane < 0 || (ig >> lane & 1))) { /* DP-4: counted, never a silent pass */
        h->ignored[field]++;
        return;
    }
    h->compares[field]++;
    if (exp != act)
        mismatch(h, warp, field, index, lane, reg, exp, act);
}

sg_status sg_cosim_port_check_open(const sg_cosim *h, const void *obs, unsigned sched,
                                   const char *fn, sg_error *err)
{
    if (!h || !obs)
        return sg_fail(err, SG_ERR_ARG, "%s: NULL argument", fn);
    if (h->phase != PHASE_OPEN)
        return sg_fail(err, SG_ERR_ARG, "%s: no clock is open (call sg_cosim_step first)", fn);
    if (sched >= h->nsched)
        return sg_fail(err, SG_ERR_ARG, "%s: scheduler %u does not exist", fn, sched);
    return SG_OK;
}

/* ---- results -------------------------------------------------------------- */

uint64_t sg_cosim_mismatch_count(const sg_cosim *h)
{
    return h ? h->nmis : 0;
}

sg_status sg_cosim_mismatch(const sg_cosim *h, unsigned i, sg_mismatch *out, sg_error *err)
{
    if (!h || !out)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_mismatch: NULL argument");
    if (i >= h->nq)
        return sg_fail(err, SG_ERR_RANGE, "mismatch %u is not queued (%u queued of %llu)", i,
                       h->nq, (unsigned long long)h->nmis);
    *out = h->q[i];
    return SG_OK;
}

void sg_cosim_clear_mismatches(sg_cosim *h)
{
    if (h)
        h->nq = 0;
}

uint64_t sg_cosim_compares(const sg_cosim *h, unsigned field)
{
    return h && field < SG_F_COUNT ? h->compares[field] : 0;
}

uint64_t sg_cosim_total_compares(const sg_cosim *h)
{
    uint64_t n = 0;
    for (unsigned f = 0; h && f < SG_F_COUNT; f++)
        if (f != SG_F_UNCHECKED)
            n += h->compares[f];
    return n;
}

uint64_t sg_cosim_ignored(const sg_cosim *h, unsigned field)
{
    return h && field < SG_F_COUNT ? h->ignored[field] : 0;
}

uint64_t sg_cosim_unit_compares(const sg_cosim *h, unsigned unit)
{
    if (!h || unit >= SG_COSIM_UNITS)
        return 0;
    if (unit == 5) {
        uint64_t n = h->compares[SG_F_SCHED_PICK];
        for (unsigned f = SG_F_SCHED_ISSUE; f <= SG_F_SCHED_PIPE; f++)
            n += h->compares[f];
        return n;
    }
    if (unit == 6)
        return h->compares[SG_F_LANE_CLOCKS] + h->compares[SG_F_LANE_ENABLE] +
               h->compares[SG_F_LANE_SRC];
    if (unit == 7)
        return h->compares[SG_F_DEC];
    if (unit)
        return h->unit_compares[unit];
    uint64_t n = 0; /* the token stack: every field before the datapath's */
    for (unsigned f = 0; f < SG_F_UNCHECKED; f++)
        n += h->compares[f];
    return n;
}

void sg_cosim_unit_summary(const sg_cosim *h, char *buf, size_t n)
{
    size_t k = 0;
    uint64_t ign = 0;
    for (unsigned f = 0; f < SG_F_COUNT; f++)
        ign += h->ignored[f];
    for (unsigned u = 0; u < SG_COSIM_UNITS && k < n; u++) {
        int w = snprintf(buf + k, n - k, "%s%s %llu", u ? ", " : " (", unit_names[u],
                         (unsigned long long)sg_cosim_unit_compares(h, u));
        if (w < 0)
            return;
        k += (size_t)w;
    }
    if (k < n)
        snprintf(buf + k, n - k, "; ignored %llu)", (unsigned long long)ign);
}
