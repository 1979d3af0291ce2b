/*
 * cosim.c - the lock-step checker (smgold/cosim.h, specs/dpi.md): makes
 * it, drives the model one clock at a time, hands out its bundles, checks
 * what the RTL shows of the token stack and gives the verdict. It calls the
 * layers below it (compare.h): retire.c for the datapath, report.c for the
 * snapshot, record.c for the call log; only replay.c calls it.
 */
#include <stdlib.h>

#include "smgold/sched.h"
#include "record.h"
#include "report.h"
#include "retire.h"

sg_status sg_cosim_create(int argc, const char *const *argv, const char *dir, unsigned abi,
                          unsigned history, sg_cosim **out, sg_error *err)
{
    if (!out)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_create: NULL argument");
    *out = NULL;
    if (abi != SG_COSIM_ABI_VERSION)
        return sg_fail(err, SG_ERR_ARG,
                       "ABI version mismatch: the testbench was built for smgold co-simulation "
                       "interface %u, this library is %u (smgold %s): rebuild the testbench",
                       abi, SG_COSIM_ABI_VERSION, SMGOLD_VERSION_STRING);
    sg_cosim *h = calloc(1, sizeof *h);
    if (!h)
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    sg_status st = sg_run_parse(argc, argv, dir, &h->opts, err);
    if (!st)
        st = sg_run_setup(h->opts, &h->sm, err);
    if (!st) {
        const sg_config *c = sg_sm_config(h->sm);
        h->nwarps = c->max_warps;
        h->nsched = c->schedulers;
        h->capacity = sg_config_stack_capacity(c);
        h->wt_slots = c->while_mask_slots;
        h->hcap = history ? history : 16;
        h->tok_checked = calloc(h->nwarps, sizeof *h->tok_checked);
        h->obs = calloc(h->nwarps, sizeof *h->obs);
        h->obs_tok = calloc((size_t)h->nwarps * h->capacity, sizeof *h->obs_tok);
        h->obs_wt = calloc((size_t)h->nwarps * h->wt_slots, sizeof *h->obs_wt);
        h->obs_nwt = calloc(h->nwarps, sizeof *h->obs_nwt);
        h->hist = calloc(h->hcap, sizeof *h->hist);
        h->shist = calloc(h->hcap, sizeof *h->shist);
        if (!h->tok_checked || !h->obs || !h->obs_tok || !h->obs_wt || !h->obs_nwt || !h->hist ||
            !h->shist)
            st = sg_fail(err, SG_ERR_NOMEM, "out of memory for %u warps", h->nwarps);
    }
    /* the scheduler views, for the report's "sched" lines; and the legality mode (specs/dpi.md
     * §8): with the external policy the RTL's scheduler picks, and a pick the model cannot
     * issue is the RTL's mismatch, not a model error */
    if (!st)
        st = sg_sm_set_sched_view(h->sm,
                                  sg_sm_config(h->sm)->scheduler_policy == SG_SCHED_EXTERNAL
                                      ? SG_VIEW_LEGALITY
                                      : SG_VIEW_ON,
                                  err);
    if (!st)
        st = sg_run_launch(h->opts, h->sm, err);
    /* the arguments' --cosim-ignore (DP-4): a team's accepted differences, kept with its
     * vectors or configuration files */
    for (unsigned i = 0; !st && i < h->opts->nignore; i++) {
        const char *name = h->opts->ignore[i].field;
        int f = sg_cosim_field_by_name(name);
        if (f < 0 || sg_cosim_ignore(h, (unsigned)f, h->opts->ignore[i].lanes, NULL))
            st = sg_fail(err, SG_ERR_SYNTAX,
                         "--cosim-ignore: '%s' is not a field of the checker that can be "
                         "ignored (specs/dpi.md §4, specs/datapath.md DP-5; not 'unchecked')",
                         name);
    }
    if (st) {
        sg_cosim_destroy(h);
        return st;
    }
    h->cycle = -1;
    h->phase = PHASE_OPEN;
    *out = h;
    return SG_OK;
}

void sg_cosim_destroy(sg_cosim *h)
{
    if (!h)
        return;
    sg_cosim_rec_close(h, NULL);
    sg_sm_destroy(h->sm);
    sg_run_free(h->opts);
    free(h->tok_checked);
    free(h->obs);
    free(h->obs_tok);
    free(h->obs_wt);
    free(h->obs_nwt);
    free(h->hist);
    free(h->shist);
    free(h->snapshot);
    sg_cosim_dp_free(h);
    free(h);
}

const sg_sm *sg_cosim_sm(const sg_cosim *h)
{
    return h ? h->sm : NULL;
}

int sg_cosim_done(const sg_cosim *h)
{
    return !h || h->over;
}

int64_t sg_cosim_cycle(const sg_cosim *h)
{
    return h ? h->cycle : 0;
}

sg_status sg_cosim_set_pick(sg_cosim *h, unsigned sched, int slot, sg_error *err)
{
    if (!h)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_set_pick: NULL handle");
    REC(h, "pick %u %d\n", sched, slot);
    return sg_sm_set_pick(h->sm, sched, slot, err);
}

sg_status sg_cosim_set_coverage(sg_cosim *h, int on, sg_error *err)
{
    if (!h)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_set_coverage: NULL handle");
    return sg_sm_set_coverage(h->sm, on, err);
}

sg_status sg_cosim_issue(const sg_cosim *h, unsigned sched, sg_issue *out, sg_error *err)
{
    if (!h)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_issue: NULL handle");
    return sg_sm_last_issue(h->sm, sched, out, err);
}

uint64_t sg_cosim_launched(const sg_cosim *h)
{
    return h ? sg_sm_last_launched(h->sm) : 0;
}

/* The legality mode: each pick the RTL supplied (sg_cosim_set_pick) was a warp its
 * scheduler could issue this clock. Expected: the ready warps; actual: the pick. */
static void check_picks(sg_cosim *h)
{
    if (sg_sm_config(h->sm)->scheduler_policy != SG_SCHED_EXTERNAL)
        return;
    for (unsigned s = 0; s < h->nsched; s++) {
        const sg_sched_view *v = sg_sm_sched_view(h->sm, s);
        if (!v || !v->valid || v->external < 0)
            continue;
        unsigned w = (unsigned)v->external;
        uint64_t pick = 1ull << w;
        sg_cosim_cmp(h, w, SG_F_SCHED_PICK, (int)s, -1, v->refused ? v->why[w] : -1,
                     v->refused ? v->ready : pick, pick);
    }
}

sg_status sg_cosim_step(sg_cosim *h, sg_error *err)
{
    if (!h)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_step: NULL handle");
    if (h->phase != PHASE_CLOSED)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_step: clock %lld is still open (call "
                                        "sg_cosim_end_cycle first)", (long long)h->cycle);
    if (h->over)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_step: the run is over");
    REC(h, "step\n");
    h->cycle = (int64_t)sg_sm_cycle(h->sm);
    h->phase = PHASE_OPEN;
    sg_error e;
    sg_status st = sg_sm_step(h->sm, &e);
    int other = 0;
    for (unsigned s = 0; s < h->nsched; s++) {
        sg_issue is;
        sg_sm_last_issue(h->sm, s, &is, NULL);
        if (!is.valid)
            continue;
        sg_hist *hi = &h->hist[h->hpos];
        hi->cycle = h->cycle;
        hi->sched = s;
        hi->iss = is;
        h->hpos = (h->hpos + 1) % h->hcap;
        if (h->hn < h->hcap)
            h->hn++;
        if (is.error >= 1 && is.error <= 3)
            h->ending = 1; /* a stack error: state to compare, then the end (CO-6) */
        else if (is.error)
            other = 1;
    }
    if (h->dp)
        sg_cosim_dp_stepped(h);
    for (unsigned s = 0; s < h->nsched; s++) { /* the schedulers' decisions, for the report */
        const sg_sched_view *v = sg_sm_sched_view(h->sm, s);
        if (!v || !v->valid)
            continue;
        sg_shist *sh = &h->shist[h->spos];
        sh->cycle = h->cycle;
        sh->sched = s;
        sh->v = *v;
        h->spos = (h->spos + 1) % h->hcap;
        if (h->sn < h->hcap)
            h->sn++;
    }
    check_picks(h);
    if (st && (other || !h->ending)) { /* a model error (CO-6), or a deadlock */
        h->model_failed = 1;
        h->over = 1;
        h->model_err = e;
        if (err)
            *err = e;
        return st;
    }
    return SG_OK;
}

/* ---- checking the token stack ------------------------------------------- */

static void cmp(sg_cosim *h, unsigned warp, unsigned field, int index, uint32_t exp, uint32_t act)
{
    sg_cosim_cmp(h, warp, field, index, -1, -1, exp, act);
}

static sg_status open_clock(const sg_cosim *h, const char *fn, sg_error *err)
{
    if (!h)
        return sg_fail(err, SG_ERR_ARG, "%s: NULL handle", fn);
    if (h->phase != PHASE_OPEN)
        return sg_fail(err, SG_ERR_ARG, "%s: no clock is open (call sg_cosim_step first)", fn);
    return SG_OK;
}

static sg_status valid_slot(const sg_cosim *h, unsigned slot, const char *fn, sg_warp_state *ws,
                            sg_error *err)
{
    sg_status st = open_clock(h, fn, err);
    if (st)
        return st;
    if (slot >= h->nwarps)
        return sg_fail(err, SG_ERR_ARG, "%s: warp slot %u does not exist (0-%u)", fn, slot,
                       h->nwarps - 1);
    sg_sm_warp_state(h->sm, slot, ws, NULL);
    if (!ws->valid && !ws->retired)
        return sg_fail(err, SG_ERR_ARG, "%s: warp slot %u holds no warp in the model at cycle %lld",
                       fn, slot, (long long)h->cycle);
    return SG_OK;
}

sg_status sg_cosim_check_step(sg_cosim *h, unsigned sched, const sg_obs_step *o, sg_error *err)
{
    sg_status st = open_clock(h, "sg_cosim_check_step", err);
    if (st)
        return st;
    if (sched >= h->nsched || !o)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_check_step: scheduler %u does not exist", sched);
    REC(h, "cs %u %x %x %x %x %x %x %x\n", sched, o->pc, o->am, o->push, o->pop,
                 o->spill, o->fill, o->error);
    sg_issue is;
    sg_sm_last_issue(h->sm, sched, &is, NULL);
    if (!is.valid)
        return SG_OK;
    unsigned w = is.warp;
    cmp(h, w, SG_F_STEP_ERROR, -1, is.error, o->error);
    cmp(h, w, SG_F_STEP_PC, -1, is.next_pc, o->pc);
    cmp(h, w, SG_F_STEP_AM, -1, is.next_am, o->am);
    cmp(h, w, SG_F_STEP_PUSH, -1, is.push, o->push);
    cmp(h, w, SG_F_STEP_POP, -1, is.pop, o->pop);
    cmp(h, w, SG_F_STEP_SPILL, -1, is.spill, o->spill);
    cmp(h, w, SG_F_STEP_FILL, -1, is.fill, o->fill);
    return SG_OK;
}

sg_status sg_cosim_check_warp(sg_cosim *h, unsigned slot, const sg_obs_warp *o, sg_error *err)
{
    sg_warp_state m;
    sg_status st = valid_slot(h, slot, "sg_cosim_check_warp", &m, err);
    if (st)
        return st;
    if (!o)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_check_warp: NULL observation");
    REC(h, "cw %u %x %x %x %x %x %x %x %x %x %x\n", slot, o->status, o->error, o->pc,
                 o->am, o->bm, o->cm, o->rm, o->xm, o->live, o->depth);
    h->warp_checked |= 1ull << slot;
    h->obs[slot] = *o;
    cmp(h, slot, SG_F_STATUS, -1, m.status == 3 ? 0 : m.status, o->status);
    cmp(h, slot, SG_F_ERROR, -1, m.error <= 3 ? m.error : 0, o->error);
    cmp(h, slot, SG_F_PC, -1, m.pc, o->pc);
    cmp(h, slot, SG_F_AM, -1, m.am, o->am);
    cmp(h, slot, SG_F_BM, -1, m.bm, o->bm);
    cmp(h, slot, SG_F_CM, -1, m.cm, o->cm);
    cmp(h, slot, SG_F_RM, -1, m.rm, o->rm);
    cmp(h, slot, SG_F_XM, -1, m.xm, o->xm);
    cmp(h, slot, SG_F_LIVE, -1, m.live, o->live);
    cmp(h, slot, SG_F_DEPTH, -1, m.depth, o->depth);
    return SG_OK;
}

sg_status sg_cosim_check_token(sg_cosim *h, unsigned slot, unsigned i, uint32_t type,
                               uint32_t mask, uint32_t pc, sg_error *err)
{
    sg_warp_state m;
    sg_status st = valid_slot(h, slot, "sg_cosim_check_token", &m, err);
    if (st)
        return st;
    if (!(h->warp_checked >> slot & 1))
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_check_token: call sg_cosim_check_warp for "
                                        "warp %u first", slot);
    REC(h, "ct %u %u %x %x %x\n", slot, i, type, mask, pc);
    h->tok_checked[slot]++;
    if (i < h->capacity) {
        sg_token_state *t = &h->obs_tok[(size_t)slot * h->capacity + i];
        t->type = type;
        t->mask = mask;
        t->pc = pc;
    }
    if (i >= m.depth) { /* a token the model does not have */
        if (i < h->obs[slot].depth)
            cmp(h, slot, SG_F_TOK_TYPE, (int)i, 0, type);
        return SG_OK;
    }
    sg_token_state e;
    sg_sm_warp_token(h->sm, slot, m.depth - 1 - i, &e, NULL);
    if (i >= h->obs[slot].depth) { /* a token the RTL does not have */
        cmp(h, slot, SG_F_TOK_TYPE, (int)i, e.type, 0);
        return SG_OK;
    }
    cmp(h, slot, SG_F_TOK_TYPE, (int)i, e.type, type);
    cmp(h, slot, SG_F_TOK_MASK, (int)i, e.mask, mask);
    cmp(h, slot, SG_F_TOK_PC, (int)i, e.pc, pc);
    return SG_OK;
}

static int wt_less(const sg_wt_state *a, const sg_wt_state *b)
{
    return a->depth < b->depth || (a->depth == b->depth && a->pc < b->pc);
}

sg_status sg_cosim_check_wt(sg_cosim *h, unsigned slot, const sg_wt_state *e, unsigned n,
                            sg_error *err)
{
    sg_warp_state m;
    sg_status st = valid_slot(h, slot, "sg_cosim_check_wt", &m, err);
    if (st)
        return st;
    if (n && !e)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_check_wt: NULL entries");
    if (h->rec) {
        sg_cosim_rec(h, "cwt %u %u", slot, n);
        for (unsigned i = 0; i < n; i++)
            sg_cosim_rec(h, " %x %x %x", e[i].pc, e[i].depth, e[i].mask);
        sg_cosim_rec(h, "\n");
    }
    h->wt_checked |= 1ull << slot;
    /* the RTL's entries in (depth, pc) order: insertion sort into the
     * observation buffer (at most wt_slots are kept) */
    sg_wt_state *s = &h->obs_wt[(size_t)slot * h->wt_slots];
    unsigned k = 0;
    for (unsigned i = 0; i < n && k < h->wt_slots; i++) {
        unsigned j = k++;
        while (j > 0 && wt_less(&e[i], &s[j - 1])) {
            s[j] = s[j - 1];
            j--;
        }
        s[j] = e[i];
    }
    h->obs_nwt[slot] = k;
    cmp(h, slot, SG_F_WT_COUNT, -1, m.wt_entries, n);
    for (unsigned i = 0; i < m.wt_entries && i < k; i++) {
        sg_wt_state x;
        sg_sm_warp_wt(h->sm, slot, i, &x, NULL);
        cmp(h, slot, SG_F_WT_PC, (int)i, x.pc, s[i].pc);
        cmp(h, slot, SG_F_WT_DEPTH, (int)i, x.depth, s[i].depth);
        cmp(h, slot, SG_F_WT_MASK, (int)i, x.mask, s[i].mask);
    }
    return SG_OK;
}

sg_status sg_cosim_end_cycle(sg_cosim *h, sg_error *err)
{
    sg_status st = open_clock(h, "sg_cosim_end_cycle", err);
    if (st)
        return st;
    REC(h, "end\n");
    for (unsigned w = 0; w < h->nwarps; w++) {
        sg_warp_state m;
        sg_sm_warp_state(h->sm, w, &m, NULL);
        if (!m.valid && !m.retired)
            continue;
        int unchecked = !(h->warp_checked >> w & 1) || !(h->wt_checked >> w & 1);
        uint32_t need = m.depth > h->obs[w].depth ? m.depth : h->obs[w].depth;
        /* never ignored (sg_cosim_ignore): counted, and queued when short */
        sg_cosim_cmp(h, w, SG_F_UNCHECKED, -1, -1, -1, 1,
                     !unchecked && h->tok_checked[w] >= need);
        h->tok_checked[w] = 0;
    }
    h->warp_checked = h->wt_checked = 0;
    if (h->dp)
        sg_cosim_dp_end_cycle(h);
    /* the first failing clock: snapshot the warp of its first mismatch */
    if (!h->snapshot && h->nmis)
        h->snapshot = sg_cosim_snapshot(h, h->first_warp);
    h->phase = PHASE_CLOSED;
    if (sg_sm_done(h->sm) || h->ending)
        h->over = 1;
    return SG_OK;
}

/* ---- the verdict ---------------------------------------------------------- */

int sg_cosim_finish(sg_cosim *h, char *buf, size_t n)
{
    char tmp[640];
    int rc;
    if (h && h->dp && h->over && !h->model_failed)
        sg_cosim_dp_finish(h);
    if (!h) {
        snprintf(tmp, sizeof tmp, "FAIL: no model");
        rc = 1;
    } else if (h->nmis) {
        const sg_mismatch *m = h->nq ? &h->q[0] : NULL;
        if (m)
            snprintf(tmp, sizeof tmp, "MISMATCH %s (%llu mismatch%s, %llu compares)", m->text,
                     (unsigned long long)h->nmis, h->nmis == 1 ? "" : "es",
                     (unsigned long long)sg_cosim_total_compares(h));
        else
            snprintf(tmp, sizeof tmp, "MISMATCH (%llu mismatches, the queue was cleared)",
                     (unsigned long long)h->nmis);
        rc = 1;
    } else if (!sg_cosim_total_compares(h)) {
        snprintf(tmp, sizeof tmp, "FAIL: nothing was compared");
        rc = 1;
    } else {
        int k = snprintf(tmp, sizeof tmp, "pass: %llu compares over %llu cycles, %llu warp steps",
                         (unsigned long long)sg_cosim_total_compares(h),
                         (unsigned long long)sg_sm_cycle(h->sm),
                         (unsigned long long)sg_sm_instructions(h->sm));
        if (h->dp && k > 0 && (size_t)k < sizeof tmp)
            sg_cosim_unit_summary(h, tmp + k, sizeof tmp - (size_t)k);
        rc = 0;
    }
    if (buf && n)
        snprintf(buf, n, "%s", tmp);
    if (h)
        sg_cosim_rec_close(h, tmp);
    return rc;
}
