/*
 * datapath.c - the SM's datapath recording (specs/datapath.md): per
 * scheduler, the operand bundle and the retire record of the execution-unit
 * instruction it issued this clock. Costs one test per step when off; a
 * retire record without memory rows is built only if it is read.
 */
#include <stddef.h>
#include <string.h>

#include "state.h"
#include "../units/collect.h"
#include "../util/err.h"

void sg_dp_predecode(const sg_insn *in, sg_pre *p)
{
    int rd = p->roles.rd, r[4] = {p->roles.ra, p->roles.ra >= 0 ? p->roles.ra + 1 : -1, -1,
                                  p->roles.rc};
    if (p->roles.b >= 0 && in->opnd[p->roles.b].kind == SG_OPND_REG)
        r[2] = in->opnd[p->roles.b].reg;
    /* the fast path's forms write no $c, and predicates only in ISETP (fastpath.h FP-1);
     * any other form may write both */
    p->dp_snap = !p->fast.kind ? 3 : p->fast.kind == SG_FAST_ISETP ? 1 : 0;
    p->dp_keep = 0;
    for (unsigned k = 0; k < 4; k++) {
        p->dp_row[k] = (int8_t)r[k];
        if (rd >= 0 && rd < SG_RZ && r[k] >= 0 && r[k] < SG_RZ && (r[k] == rd || r[k] == rd + 1))
            p->dp_keep |= (uint8_t)(1u << k);
    }
}

/* The bundle of a pending issue (see dp_lazy_ops in state.h): collected from the
 * registers now, with the rows the step overwrote put back. */
static void operands_now(sg_sm *sm, unsigned s)
{
    sg_dp_pending_ops *l = &sm->dp_lazy_ops[s];
    sg_operands *o = &sm->dp_ops[s];
    sg_warp *w = &sm->warps[l->slot];
    l->pending = 0;
    sm->env.ids = &w->ids;
    sg_collect_operands(l->in, &l->p->roles, l->p->unit, l->lanes, &w->rf, &sm->env, o);
    uint32_t(*port[4])[SG_MAX_LANES] = {&o->a, &o->a_hi, &o->b, &o->c};
    for (unsigned k = 0; k < 4; k++)
        if (l->kept >> k & 1)
            memcpy(*port[k], l->rows[k], sizeof l->rows[k]);
    if (l->snap & 1)
        memcpy(o->pred, l->pred, sizeof o->pred);
    if (l->snap & 2)
        memcpy(o->cc, l->cc, sizeof o->cc);
}

void sg_dp_begin(sg_sm *sm, unsigned s, unsigned slot, const sg_insn *in, const sg_pre *p,
                 uint32_t g)
{
    sg_operands *o = &sm->dp_ops[s];
    sg_warp *w = &sm->warps[slot];
    o->valid = 1;
    o->warp = slot;
    o->pc = in->addr;
    o->word = in->word; /* the retire record's, at the end of the step */
    if (sm->dp_lazy_ops[s].pending) /* the previous one was not read: its rows are gone */
        sm->dp_lazy_ops[s].pending = 0;
    if (p->unit != SG_UNIT_LDST) { /* the rest when it is read (sg_sm_operands) */
        sg_dp_pending_ops *l = &sm->dp_lazy_ops[s];
        l->pending = 1;
        l->slot = slot;
        l->in = in;
        l->p = p;
        l->lanes = g;
        l->kept = p->dp_keep;
        for (unsigned m = p->dp_keep; m; m &= m - 1) {
            unsigned k = (unsigned)__builtin_ctz(m);
            memcpy(l->rows[k], w->rf.r[p->dp_row[k]], sizeof l->rows[k]);
        }
        l->snap = p->dp_snap;
        if (p->dp_snap & 1)
            memcpy(l->pred, w->rf.p, sizeof l->pred);
        if (p->dp_snap & 2)
            memcpy(l->cc, w->rf.cc, sizeof l->cc);
        return;
    }
    sm->env.ids = &w->ids;
    sg_collect_operands(in, &p->roles, p->unit, g, &w->rf, &sm->env, o);
    sm->fx.rdata = o->rdata;
}

int sg_dp_end(sg_sm *sm, unsigned s, unsigned slot, int ok)
{
    sg_operands *o = &sm->dp_ops[s];
    sg_retire *r = &sm->dp_rt[s];
    sm->fx.rdata = NULL;
    if (!o->valid)
        return 0;
    if (!ok) {
        o->valid = 0;
        r->valid = 0;
        sm->dp_lazy_ops[s].pending = 0;
        return 0;
    }
#ifdef SMGOLD_CHECK_INVARIANTS
    if (sm->dp_lazy_ops[s].pending) { /* what was kept is all the step can have changed */
        const sg_dp_pending_ops *l = &sm->dp_lazy_ops[s];
        int rd = l->p->roles.rd;
        for (unsigned i = 0; i < sm->fx.nregs; i++)
            if (sm->fx.regs[i] != rd && sm->fx.regs[i] != rd + 1)
                return 1;
        if ((sm->fx.preds && !(l->snap & 1)) || (sm->fx.cc && !(l->snap & 2)))
            return 1;
    }
#endif
    const sg_warp *w = &sm->warps[slot];
    r->valid = 1;
    r->warp = slot;
    r->pc = o->pc;
    r->word = o->word;
    r->step = w->st.steps;
    sm->dp_lazy[s].pending = 0;
    if (sm->fx.mem || r->mem) { /* memory rows now (and an earlier access's cleared now) */
        sg_collect_retire(&sm->fx, &w->rf, r);
        return 0;
    }
    sm->dp_lazy[s].pending = 1; /* the rest when it is read (state.h) */
    sm->dp_lazy[s].slot = slot;
    /* lanes, nregs, regs, preds, cc: the fields before mem (mem = nstores = 0, set once) */
    memcpy(&sm->dp_lazy[s].fx, &sm->fx, offsetof(sg_effects, mem));
    return 0;
}

sg_status sg_sm_set_datapath(sg_sm *sm, int on, sg_error *err)
{
    if (!sm)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_set_datapath: NULL model");
    sm->dp_on = on != 0;
    memset(sm->dp_ops, 0, sizeof sm->dp_ops);
    memset(sm->dp_rt, 0, sizeof sm->dp_rt);
    memset(sm->dp_lazy, 0, sizeof sm->dp_lazy);
    memset(sm->dp_lazy_ops, 0, sizeof sm->dp_lazy_ops);
    return SG_OK;
}

const sg_operands *sg_sm_operands(const sg_sm *sm, unsigned sched)
{
    if (!sm || sched >= sm->cfg.schedulers)
        return NULL;
    if (sm->dp_lazy_ops[sched].pending) /* built on first read: logically const */
        operands_now((sg_sm *)sm, sched);
    return &sm->dp_ops[sched];
}

const sg_retire *sg_sm_retire(const sg_sm *sm, unsigned sched)
{
    if (!sm || sched >= sm->cfg.schedulers)
        return NULL;
    if (sm->dp_lazy[sched].pending) { /* built on first read: logically const */
        sg_sm *m = (sg_sm *)sm;
        m->dp_lazy[sched].pending = 0;
        m->dp_lazy[sched].fx.mem = 0;
        m->dp_lazy[sched].fx.nstores = 0;
        sg_collect_retire(&m->dp_lazy[sched].fx, &m->warps[m->dp_lazy[sched].slot].rf,
                          &m->dp_rt[sched]);
    }
    return &sm->dp_rt[sched];
}
