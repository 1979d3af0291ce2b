/*
 * retire.c - the datapath half of the lock-step checker (smgold/cosim.h,
 * specs/datapath.md DP-3 to DP-5): the RTL's retire records compared with
 * the model's, per clock (cycle mode) or per warp in program order (ordered
 * mode), field by field and lane by lane, with ignore masks.
 *
 * Nothing here allocates after sg_cosim_set_datapath or formats text unless
 * a mismatch is queued. Above compare.c and record.c, below cosim.c (retire.h).
 */
#include <stdlib.h>
#include <string.h>

#include "record.h"
#include "retire.h"

sg_status sg_cosim_set_datapath(sg_cosim *h, unsigned mode, sg_error *err)
{
    if (!h)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_set_datapath: NULL handle");
    if (mode > SG_COSIM_ORDERED)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_set_datapath: mode %u is neither cycle (0) "
                       "nor ordered (1)", mode);
    if (h->cycle != -1 || h->dp)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_set_datapath: call it once, before the "
                       "first sg_cosim_step");
    if (mode == SG_COSIM_ORDERED) {
        h->pend = calloc((size_t)h->nwarps * SG_RETIRE_QUEUE, sizeof *h->pend);
        h->pend_head = calloc(h->nwarps, sizeof *h->pend_head);
        h->pend_n = calloc(h->nwarps, sizeof *h->pend_n);
        if (!h->pend || !h->pend_head || !h->pend_n) {
            sg_cosim_dp_free(h);
            return sg_fail(err, SG_ERR_NOMEM, "out of memory for %u warps' retire queues",
                           h->nwarps);
        }
    }
    sg_status st = sg_sm_set_datapath(h->sm, 1, err);
    if (st)
        return st;
    REC(h, "dp %x\n", mode);
    h->dp = 1;
    h->dp_mode = mode;
    return SG_OK;
}

void sg_cosim_dp_free(sg_cosim *h)
{
    free(h->pend);
    free(h->pend_head);
    free(h->pend_n);
    h->pend = NULL;
    h->pend_head = h->pend_n = NULL;
}

sg_status sg_cosim_ignore(sg_cosim *h, unsigned field, uint32_t lanes, sg_error *err)
{
    if (!h)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_ignore: NULL handle");
    if (field >= SG_F_COUNT || field == SG_F_UNCHECKED)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_ignore: field %u cannot be ignored", field);
    REC(h, "ign %x %x\n", field, lanes);
    h->ignore[field] = lanes;
    return SG_OK;
}

/* ---- one pair of records --------------------------------------------------- */

static uint64_t dp_compares(const sg_cosim *h)
{
    uint64_t n = 0;
    for (unsigned f = SG_F_RT_VALID; f <= SG_F_RT_QUEUE; f++)
        n += h->compares[f];
    return n;
}

/* Compare the model's record m (of unit) with the RTL's o; returns 1 on a mismatch. */
static int compare(sg_cosim *h, unsigned unit, const sg_retire *m, const sg_retire *o)
{
    uint64_t nmis = h->nmis, ncmp = dp_compares(h);
    unsigned w = m->valid ? m->warp : o->warp;
#define C(field, idx, lane, reg, e, a) sg_cosim_cmp(h, w, field, idx, lane, reg, e, a)
    C(SG_F_RT_VALID, -1, -1, -1, m->valid, o->valid);
    if (m->valid && o->valid) {
        C(SG_F_RT_PC, -1, -1, -1, m->pc, o->pc);
        C(SG_F_RT_LANES, -1, -1, -1, m->lanes, o->lanes);
        uint32_t lanes = m->lanes | o->lanes;
        C(SG_F_RT_NREGS, -1, -1, -1, m->nregs, o->nregs);
        for (unsigned i = 0; i < m->nregs && i < o->nregs && i < SG_DP_MAX_REGS; i++) {
            C(SG_F_RT_REG, (int)i, -1, -1, m->reg[i], o->reg[i]);
            if (m->reg[i] != o->reg[i])
                continue;
            for (uint32_t k = lanes; k; k &= k - 1) {
                int l = __builtin_ctz(k);
                C(SG_F_RT_VALUE, (int)i, l, (int)m->reg[i], m->value[i][l], o->value[i][l]);
            }
        }
        C(SG_F_RT_PREDS, -1, -1, -1, m->preds, o->preds);
        for (unsigned p = 0; p < 7; p++)
            if (m->preds & o->preds & (1u << p)) {
                uint32_t d = m->pred[p] ^ o->pred[p];
                C(SG_F_RT_PRED, (int)p, d ? __builtin_ctz(d) : -1, (int)p, m->pred[p], o->pred[p]);
            }
        C(SG_F_RT_CC_WRITTEN, -1, -1, -1, m->cc_written, o->cc_written);
        if (m->cc_written && o->cc_written)
            for (uint32_t k = lanes; k; k &= k - 1) {
                int l = __builtin_ctz(k);
                C(SG_F_RT_CC, -1, l, -1, m->cc[l], o->cc[l]);
            }
        C(SG_F_MEM_KIND, -1, -1, -1, m->mem, o->mem);
        if (m->mem && o->mem) {
            C(SG_F_MEM_SPACE, -1, -1, -1, m->space, o->space);
            C(SG_F_MEM_SIZE, -1, -1, -1, m->size, o->size);
            int wr = m->mem != SG_MEM_LOAD && o->mem != SG_MEM_LOAD;
            for (uint32_t k = lanes; k; k &= k - 1) {
                int l = __builtin_ctz(k);
                C(SG_F_MEM_ADDR, -1, l, -1, m->addr[l], o->addr[l]);
                C(SG_F_MEM_BE, -1, l, -1, m->be[l], o->be[l]);
                for (int j = 0; wr && j < 4; j++)
                    C(SG_F_MEM_WDATA, -1, l, j, m->wdata[j][l], o->wdata[j][l]);
            }
            C(SG_F_MEM_NTRANS, -1, -1, -1, m->ntrans, o->ntrans);
            for (unsigned i = 0; i < m->ntrans && i < o->ntrans && i < SG_DP_LANES; i++)
                C(SG_F_MEM_TRANS, (int)i, -1, -1, m->trans[i], o->trans[i]);
            C(SG_F_MEM_PASSES, -1, -1, -1, m->passes, o->passes);
        }
    }
#undef C
    h->unit_compares[unit < 5 ? unit : 0] += dp_compares(h) - ncmp; /* the datapath units */
    if (h->nmis != nmis && !h->dp_failed) { /* keep the pair for the report */
        h->dp_failed = 1;
        h->fail_model.cycle = h->cycle;
        h->fail_model.unit = unit;
        h->fail_model.r = *m;
        h->fail_rtl = *o;
    }
    return h->nmis != nmis;
}

/* ---- the clock -------------------------------------------------------------- */

void sg_cosim_dp_stepped(sg_cosim *h)
{
    h->rt_checked = 0;
    if (h->dp_mode != SG_COSIM_ORDERED)
        return;
    for (unsigned s = 0; s < h->nsched; s++) {
        const sg_retire *r = sg_sm_retire(h->sm, s);
        if (!r || !r->valid || r->warp >= h->nwarps)
            continue;
        unsigned w = r->warp;
        if (h->pend_n[w] == SG_RETIRE_QUEUE) { /* the RTL is too far behind */
            sg_cosim_cmp(h, w, SG_F_RT_QUEUE, -1, -1, -1, SG_RETIRE_QUEUE, SG_RETIRE_QUEUE + 1);
            continue;
        }
        sg_dp_pending *p =
            &h->pend[(size_t)w * SG_RETIRE_QUEUE + (h->pend_head[w] + h->pend_n[w]) % SG_RETIRE_QUEUE];
        p->cycle = h->cycle;
        p->unit = sg_sm_operands(h->sm, s)->unit;
        p->r = *r;
        h->pend_n[w]++;
    }
}

sg_status sg_cosim_check_retire(sg_cosim *h, unsigned sched, const sg_retire *obs, sg_error *err)
{
    if (!h || !obs)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_check_retire: NULL argument");
    if (!h->dp)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_check_retire: call sg_cosim_set_datapath "
                       "before the first clock");
    if (h->phase != PHASE_OPEN && !(h->dp_mode == SG_COSIM_ORDERED && h->over))
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_check_retire: no clock is open (call "
                       "sg_cosim_step first; in ordered mode the RTL may also retire after "
                       "the run is over)");
    if (sched >= h->nsched)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_check_retire: scheduler %u does not exist",
                       sched);
    if (h->rec)
        sg_cosim_rec_retire(h, sched, obs);
    if (h->dp_mode == SG_COSIM_CYCLE) {
        if (h->rt_checked >> sched & 1)
            return sg_fail(err, SG_ERR_ARG, "sg_cosim_check_retire: port %u already checked in "
                           "clock %lld", sched, (long long)h->cycle);
        h->rt_checked |= 1u << sched;
        compare(h, sg_sm_operands(h->sm, sched)->unit, sg_sm_retire(h->sm, sched), obs);
        return SG_OK;
    }
    if (!obs->valid)
        return SG_OK; /* ordered: only retirements are matched */
    if (obs->warp >= h->nwarps)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_check_retire: warp slot %u does not exist",
                       obs->warp);
    unsigned w = obs->warp;
    if (!h->pend_n[w]) { /* the RTL retired something the model has not */
        sg_retire none;
        memset(&none, 0, sizeof none);
        none.warp = w;
        compare(h, 0, &none, obs);
        return SG_OK;
    }
    sg_dp_pending *p = &h->pend[(size_t)w * SG_RETIRE_QUEUE + h->pend_head[w]];
    h->pend_head[w] = (h->pend_head[w] + 1) % SG_RETIRE_QUEUE;
    h->pend_n[w]--;
    compare(h, p->unit, &p->r, obs);
    return SG_OK;
}

void sg_cosim_dp_end_cycle(sg_cosim *h)
{
    if (h->dp_mode != SG_COSIM_CYCLE)
        return;
    for (unsigned s = 0; s < h->nsched; s++) {
        const sg_retire *r = sg_sm_retire(h->sm, s);
        if (r && r->valid && !(h->rt_checked >> s & 1))
            sg_cosim_cmp(h, r->warp, SG_F_UNCHECKED, -1, -1, -1, 1, 0);
    }
    h->rt_checked = 0;
}

void sg_cosim_dp_finish(sg_cosim *h)
{
    if (h->dp_mode != SG_COSIM_ORDERED || !h->pend_n)
        return;
    int64_t now = h->cycle;
    for (unsigned w = 0; w < h->nwarps; w++)
        while (h->pend_n[w]) { /* retired by the model, never by the RTL */
            sg_dp_pending *p = &h->pend[(size_t)w * SG_RETIRE_QUEUE + h->pend_head[w]];
            sg_retire none;
            memset(&none, 0, sizeof none);
            none.warp = w;
            h->cycle = p->cycle;
            compare(h, p->unit, &p->r, &none);
            h->pend_head[w] = (h->pend_head[w] + 1) % SG_RETIRE_QUEUE;
            h->pend_n[w]--;
        }
    h->cycle = now;
}
