/*
 * datapath.c - the SM's datapath recording (specs/datapath.md): per
 * scheduler, the operand bundle and the retire record of the execution-unit
 * instruction it issued this clock. Costs one test per step when off; a
 * retire record without memory rows is built only if it is read.
 */
#include <string.h>

#include "sm_internal.h"
#include "../units/collect.h"
#include "../util/err.h"

void sg_dp_begin(sg_sm *sm, unsigned slot, const sg_insn *in, const sg_pre *p, uint32_t g)
{
    unsigned s = slot % sm->cfg.schedulers;
    sg_operands *o = &sm->dp_ops[s];
    sg_warp *w = &sm->warps[slot];
    o->valid = 1;
    o->warp = slot;
    o->pc = in->addr;
    sm->env.ids = &w->ids;
    sg_collect_operands(in, &p->roles, p->unit, g, &w->rf, &sm->env, o);
    sm->fx.rdata = o->rdata;
}

void sg_dp_end(sg_sm *sm, unsigned slot, int ok)
{
    unsigned s = slot % sm->cfg.schedulers;
    sg_operands *o = &sm->dp_ops[s];
    sg_retire *r = &sm->dp_rt[s];
    sm->fx.rdata = NULL;
    if (!o->valid)
        return;
    if (!ok) {
        o->valid = 0;
        r->valid = 0;
        return;
    }
    const sg_warp *w = &sm->warps[slot];
    r->valid = 1;
    r->warp = slot;
    r->pc = o->pc;
    r->word = o->word;
    r->step = w->st.steps;
    sm->dp_lazy[s].pending = 0;
    if (sm->fx.mem || r->mem) { /* memory rows now (and an earlier access's cleared now) */
        sg_collect_retire(&sm->fx, &w->rf, r);
        return;
    }
    sm->dp_lazy[s].pending = 1; /* the rest when it is read (sm_internal.h) */
    sm->dp_lazy[s].slot = slot;
    sg_effects *l = &sm->dp_lazy[s].fx;
    l->lanes = sm->fx.lanes;
    l->nregs = sm->fx.nregs;
    memcpy(l->regs, sm->fx.regs, sizeof l->regs);
    l->preds = sm->fx.preds;
    l->cc = sm->fx.cc;
    l->mem = 0;
    l->nstores = 0;
}

sg_status sg_sm_set_datapath(sg_sm *sm, int on, sg_error *err)
{
    if (!sm)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_set_datapath: NULL model");
    sm->dp_on = on != 0;
    memset(sm->dp_ops, 0, sizeof sm->dp_ops);
    memset(sm->dp_rt, 0, sizeof sm->dp_rt);
    memset(sm->dp_lazy, 0, sizeof sm->dp_lazy);
    return SG_OK;
}

const sg_operands *sg_sm_operands(const sg_sm *sm, unsigned sched)
{
    return sm && sched < sm->cfg.schedulers ? &sm->dp_ops[sched] : NULL;
}

const sg_retire *sg_sm_retire(const sg_sm *sm, unsigned sched)
{
    if (!sm || sched >= sm->cfg.schedulers)
        return NULL;
    if (sm->dp_lazy[sched].pending) { /* built on first read: logically const */
        sg_sm *m = (sg_sm *)sm;
        m->dp_lazy[sched].pending = 0;
        sg_collect_retire(&m->dp_lazy[sched].fx, &m->warps[m->dp_lazy[sched].slot].rf,
                          &m->dp_rt[sched]);
    }
    return &sm->dp_rt[sched];
}
