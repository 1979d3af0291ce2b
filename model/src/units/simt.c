/*
 * simt.c - the SIMT token stack of one warp. Every rule cites its number in
 * specs/simt-stack.md.
 */
#include "simt.h"

#include <stdlib.h>
#include <string.h>

#include "../util/err.h"

void sg_simt_cfg_from(const sg_config *c, sg_simt_cfg *o)
{
    o->warp_size = c->warp_size;
    o->lanes_all = c->warp_size >= 32 ? 0xffffffffu : (1u << c->warp_size) - 1;
    o->onchip = c->stack_onchip_slots;
    o->capacity = sg_config_stack_capacity(c);
    o->wt_slots = c->while_mask_slots;
    o->policy = c->backward_branch_policy;
    o->max_events = 8 + c->while_mask_slots;
}

sg_status sg_simt_init(sg_simt *w, const sg_simt_cfg *cfg, sg_error *err)
{
    memset(w, 0, sizeof *w);
    w->stack = calloc(cfg->capacity ? cfg->capacity : 1, sizeof *w->stack);
    w->wt = calloc(cfg->wt_slots ? cfg->wt_slots : 1, sizeof *w->wt);
    if (!w->stack || !w->wt) {
        sg_simt_free(w);
        return sg_fail(err, SG_ERR_NOMEM, "out of memory for a token stack of %u slots",
                       cfg->capacity);
    }
    return SG_OK;
}

void sg_simt_free(sg_simt *w)
{
    free(w->stack);
    free(w->wt);
    w->stack = NULL;
    w->wt = NULL;
}

void sg_simt_launch(sg_simt *w, uint32_t entry, uint32_t live)
{
    sg_token *stack = w->stack;
    sg_wm_entry *wt = w->wt;
    memset(w, 0, sizeof *w);
    w->stack = stack;
    w->wt = wt;
    w->pc = entry;
    w->am = w->live = live;
    w->status = live ? SG_WARP_RUNNING : SG_WARP_DONE;
}

static void event(sg_simt_out *out, const sg_simt_cfg *cfg, sg_event ev)
{
    if (out && out->ev && out->nev < cfg->max_events)
        out->ev[out->nev++] = ev;
}

/* OP-1 */
static uint32_t restore(const sg_simt *w, uint32_t m)
{
    return m & ~w->xm & ~w->bm & ~w->cm & ~w->rm;
}

/* OP-2 (capacity already checked by the caller) */
static void push(sg_simt *w, const sg_simt_cfg *cfg, sg_simt_out *out, uint8_t type, uint32_t mask,
                 uint32_t pc)
{
    sg_token t = {type, mask, pc};
    w->stack[w->depth] = t;
    event(out, cfg, (sg_event){.kind = SG_EV_PUSH, .tok = t});
    if (w->depth >= cfg->onchip) {
        w->spills++;
        event(out, cfg, (sg_event){.kind = SG_EV_SPILL});
    }
    w->depth++;
}

/* OP-3, POP-2 to POP-5 (depth > 0 already checked) */
static void pop(sg_simt *w, const sg_simt_cfg *cfg, sg_simt_out *out)
{
    uint32_t am0 = w->am, bm0 = w->bm, cm0 = w->cm, rm0 = w->rm;
    unsigned before = w->depth;
    sg_token t = w->stack[--w->depth];
    event(out, cfg, (sg_event){.kind = SG_EV_POP, .tok = t});
    if (before > cfg->onchip) {
        w->fills++;
        event(out, cfg, (sg_event){.kind = SG_EV_FILL});
    }
    switch (t.type) { /* POP-2: only this token's lanes */
    case SG_TOK_PBK: w->bm &= ~t.mask; break;
    case SG_TOK_PCNT: w->cm &= ~t.mask; break;
    case SG_TOK_CALL:
    case SG_TOK_PRET: w->rm &= ~t.mask; break;
    default: break;
    }
    w->am = restore(w, t.mask); /* POP-3 */
    w->pc = t.pc;
    /* POP-4: discard while-mask entries made above the new depth */
    unsigned keep = 0;
    for (unsigned i = 0; i < w->nwt; i++) {
        sg_wm_entry e = w->wt[i];
        if (e.depth > w->depth) {
            sg_wm_entry d = e;
            d.mask = e.mask & ~am0 & ~w->xm & ~bm0 & ~cm0 & ~rm0;
            event(out, cfg, (sg_event){.kind = SG_EV_WM_DISCARD, .wm = d});
        } else {
            w->wt[keep++] = e;
        }
    }
    w->nwt = keep;
}

/* Phase 4 / STEP-6 */
static void settle(sg_simt *w, const sg_simt_cfg *cfg, sg_simt_out *out)
{
    if (w->am == 0 && w->depth == 0 && (w->bm | w->cm | w->rm) == 0) {
        w->status = SG_WARP_DONE;
        uint32_t lost = w->live & ~w->xm;
        if (lost)
            event(out, cfg, (sg_event){.kind = SG_EV_LOST_LANES, .mask = lost});
    }
}

static sg_status fail(sg_simt *w, uint8_t code, uint8_t cause, uint8_t tok)
{
    w->status = SG_WARP_ERROR;
    w->err = code;
    w->cause = cause;
    w->err_tok = tok;
    return SG_ERR_RANGE;
}

static int wt_find(const sg_simt *w, uint32_t pc, uint32_t depth)
{
    for (unsigned i = 0; i < w->nwt; i++)
        if (w->wt[i].pc == pc && w->wt[i].depth == depth)
            return (int)i;
    return -1;
}

static void wt_insert(sg_simt *w, sg_wm_entry e)
{
    unsigned i = w->nwt;
    while (i > 0 && (w->wt[i - 1].depth > e.depth ||
                     (w->wt[i - 1].depth == e.depth && w->wt[i - 1].pc > e.pc))) {
        w->wt[i] = w->wt[i - 1];
        i--;
    }
    w->wt[i] = e;
    w->nwt++;
}

static void wt_delete(sg_simt *w, unsigned i)
{
    memmove(&w->wt[i], &w->wt[i + 1], (w->nwt - i - 1) * sizeof *w->wt);
    w->nwt--;
}

static const uint8_t push_type[SG_CTRL_COUNT] = {
    [SG_CTRL_SSY] = SG_TOK_SSY, [SG_CTRL_PBK] = SG_TOK_PBK, [SG_CTRL_PCNT] = SG_TOK_PCNT,
    [SG_CTRL_PRET] = SG_TOK_PRET, [SG_CTRL_CAL] = SG_TOK_CALL,
};

/* What a step will do that can fail: decided from the state before the step,
 * so that an error leaves everything unchanged (STEP-4). */
typedef struct plan {
    uint32_t g, taken, nottaken;
    int backward;
    unsigned pushes;
    uint8_t first_push;
    int wm_new, wm_idx;
    uint32_t brx_tmin, brx_s, brx_r;
    uint8_t err, cause, tok;
} plan;

static void make_plan(const sg_simt *w, const sg_simt_cfg *cfg, const sg_simt_in *in, plan *p)
{
    memset(p, 0, sizeof *p);
    p->wm_idx = -1;
    p->g = in->cond ? (in->g & w->am) : w->am; /* IN-3 */
    p->taken = p->g;
    p->nottaken = w->am & ~p->g;
    p->backward = in->target <= w->pc;
    switch (in->ctrl) {
    case SG_CTRL_SSY:
    case SG_CTRL_PBK:
    case SG_CTRL_PCNT:
    case SG_CTRL_PRET:
    case SG_CTRL_CAL:
        p->pushes = 1;
        p->first_push = push_type[in->ctrl];
        break;
    case SG_CTRL_BRA:
        if (!in->cond || in->uni)
            break;
        if (!p->backward || cfg->policy == SG_BB_DIV_TOKEN) {
            if (p->taken && p->nottaken) {
                p->pushes = 1;
                p->first_push = SG_TOK_DIV;
            }
        } else {
            p->wm_idx = wt_find(w, w->pc, w->depth);
            p->wm_new = p->wm_idx < 0 && p->taken;
        }
        break;
    case SG_CTRL_BRX:
        if (!p->g)
            break;
        p->brx_tmin = 0xffffffffu;
        for (uint32_t m = p->g; m; m &= m - 1) {
            uint32_t t = in->lane_target[__builtin_ctz(m)];
            if (t < p->brx_tmin)
                p->brx_tmin = t;
        }
        for (uint32_t m = p->g; m; m &= m - 1) {
            unsigned l = (unsigned)__builtin_ctz(m);
            if (in->lane_target[l] == p->brx_tmin)
                p->brx_s |= 1u << l;
        }
        p->brx_r = p->g & ~p->brx_s;
        p->pushes = (p->nottaken != 0) + (p->brx_r != 0);
        p->first_push = SG_TOK_DIV;
        break;
    default:
        break;
    }
    if (w->depth + p->pushes > cfg->capacity) {
        p->err = SG_SERR_STACK_OVERFLOW;
        p->tok = p->first_push;
    } else if (p->wm_new && w->nwt >= cfg->wt_slots) {
        p->err = SG_SERR_WMASK_OVERFLOW;
    } else if (in->sflag && w->depth + p->pushes == 0 && (!in->cond || p->g)) {
        p->err = SG_SERR_STACK_UNDERFLOW;
        p->cause = in->cond ? SG_CAUSE_GUARDED_S_EMPTY : SG_CAUSE_SPOP_EMPTY;
    }
}

int sg_simt_check(const sg_simt *w, const sg_simt_cfg *cfg, const sg_simt_in *in)
{
    plan p;
    if (w->status != SG_WARP_RUNNING)
        return 1;
    make_plan(w, cfg, in, &p);
    return p.err == SG_SERR_NONE;
}

sg_status sg_simt_step(sg_simt *w, const sg_simt_cfg *cfg, const sg_simt_in *in, sg_simt_out *out)
{
    if (out)
        out->nev = 0;
    if (w->status != SG_WARP_RUNNING)
        return SG_OK;
    w->steps++;
    const uint32_t pc = w->pc, am = w->am;
    plan pl;
    make_plan(w, cfg, in, &pl);
    if (pl.err)
        return fail(w, pl.err, pl.cause, pl.tok);
    const uint32_t g = pl.g, taken = pl.taken, nottaken = pl.nottaken;
    const int backward = pl.backward;
    const uint8_t first_push = pl.first_push;
    const int wm_new = pl.wm_new, wm_idx = pl.wm_idx;
    const uint32_t brx_tmin = pl.brx_tmin, brx_s = pl.brx_s, brx_r = pl.brx_r;

    /* ---- phase 2: the instruction's effect */
    w->pc = pc + 8;
    switch (in->ctrl) {
    case SG_CTRL_SSY: /* PUSH-1 */
    case SG_CTRL_PBK:
    case SG_CTRL_PCNT:
    case SG_CTRL_PRET:
        push(w, cfg, out, first_push, am, in->target);
        break;
    case SG_CTRL_CAL: /* CAL-1 */
        push(w, cfg, out, SG_TOK_CALL, am, pc + 8);
        w->pc = in->target;
        break;
    case SG_CTRL_BRA:
        if (!in->cond) { /* BRA-1 */
            w->pc = in->target;
        } else if (in->uni) { /* BRA-2 */
            if (!nottaken)
                w->pc = in->target;
        } else if (!backward || cfg->policy == SG_BB_DIV_TOKEN) { /* BRA-3 */
            if (!nottaken) {
                w->pc = in->target;
            } else if (taken) {
                push(w, cfg, out, SG_TOK_DIV, taken, in->target);
                w->am = nottaken;
            }
        } else if (taken) { /* BRA-4: WM-2, WM-3 */
            if (wm_new) {
                sg_wm_entry e = {pc, w->depth, am};
                wt_insert(w, e);
                event(out, cfg, (sg_event){.kind = SG_EV_WM_NEW, .wm = e});
            }
            w->am = taken;
            w->pc = in->target;
        } else if (wm_idx >= 0) { /* WM-4 */
            sg_wm_entry e = w->wt[wm_idx];
            w->am = restore(w, e.mask | am);
            wt_delete(w, (unsigned)wm_idx);
            event(out, cfg, (sg_event){.kind = SG_EV_WM_DEL, .wm = e});
        }
        break;
    case SG_CTRL_BRX: /* BRX-1 .. BRX-4 */
        if (!g)
            break;
        if (nottaken)
            push(w, cfg, out, SG_TOK_DIV, nottaken, pc + 8);
        if (brx_r)
            push(w, cfg, out, SG_TOK_DIV, brx_r, pc);
        w->am = brx_s;
        w->pc = brx_tmin;
        break;
    case SG_CTRL_BRK: /* PARK-1 */
        w->bm |= g;
        w->am &= ~g;
        break;
    case SG_CTRL_CONT:
        w->cm |= g;
        w->am &= ~g;
        break;
    case SG_CTRL_RET:
        w->rm |= g;
        w->am &= ~g;
        break;
    case SG_CTRL_EXIT: /* EXIT-1, KIL-1 */
        w->xm |= g;
        w->am &= ~g;
        break;
    default: /* OTH-1 */
        break;
    }

    /* ---- phase 3: .S (S-1, S-2) */
    if (in->sflag) {
        if (!in->cond)
            pop(w, cfg, out);
        else
            w->am &= ~g;
    }
    /* ---- phase 4 */
    settle(w, cfg, out);
    return SG_OK;
}

sg_status sg_simt_unwind(sg_simt *w, const sg_simt_cfg *cfg, sg_simt_out *out)
{
    if (out)
        out->nev = 0;
    if (w->status != SG_WARP_RUNNING)
        return SG_OK;
    w->steps++;
    if (w->depth == 0) /* UNW-1 */
        return fail(w, SG_SERR_STACK_UNDERFLOW, SG_CAUSE_UNWIND_PARKED, 0);
    pop(w, cfg, out); /* UNW-2 */
    settle(w, cfg, out);
    return SG_OK;
}

const char *sg_simt_invariant_violation(const sg_simt *w, const sg_simt_cfg *cfg)
{
    const uint32_t m[5] = {w->am, w->bm, w->cm, w->rm, w->xm};
    uint32_t seen = 0;
    for (int i = 0; i < 5; i++) {
        if (m[i] & seen)
            return "ST-3.1: AM, BM, CM, RM and XM are not pairwise disjoint";
        seen |= m[i];
    }
    if (seen & ~w->live)
        return "ST-3.2: a mask holds a lane that is not live";
    if (w->depth > cfg->capacity || w->nwt > cfg->wt_slots)
        return "ST-3.3: stack depth or while-mask entries beyond capacity";
    for (unsigned i = 0; i < w->depth; i++)
        if (w->stack[i].mask & ~w->live)
            return "ST-3.2: a token holds a lane that is not live";
    for (unsigned i = 0; i < w->nwt; i++)
        if (w->wt[i].depth > w->depth)
            return "ST-3.4: a while-mask entry is deeper than the stack";
    if (w->status == SG_WARP_DONE && (w->am || w->depth || (w->bm | w->cm | w->rm)))
        return "ST-3.5: a DONE warp has active or parked lanes or tokens";
    return NULL;
}

const char *sg_tok_name(unsigned type)
{
    static const char *const n[] = {"?", "SSY", "DIV", "CALL", "PRET", "PBK", "PCNT"};
    return type < sizeof n / sizeof n[0] ? n[type] : "?";
}

const char *sg_stack_error_name(unsigned e)
{
    static const char *const n[] = {"NONE", "STACK_OVERFLOW", "STACK_UNDERFLOW", "WMASK_OVERFLOW"};
    return e < sizeof n / sizeof n[0] ? n[e] : "?";
}

const char *sg_stack_cause_name(unsigned c)
{
    static const char *const n[] = {"NONE", "SPOP_EMPTY", "GUARDED_S_EMPTY", "UNWIND_PARKED"};
    return c < sizeof n / sizeof n[0] ? n[c] : "?";
}

const char *sg_event_name(unsigned k)
{
    static const char *const n[] = {"?",      "PUSH",   "POP",        "SPILL",     "FILL",
                                    "WM_NEW", "WM_DEL", "WM_DISCARD", "LOST_LANES"};
    return k < sizeof n / sizeof n[0] ? n[k] : "?";
}
