/*
 * smgold_dpi_arrays.c - the datapath functions of the DPI shim (specs/
 * datapath.md, dpi/smgold_dpi.h): one call per issue port per clock, the
 * per-lane values in SV open arrays (int/longint, [k*32 + lane] for
 * two-dimensional bundles). An array shorter than the bundle needs is a
 * set-up error (smgold_ok = 0), never a partial read.
 */
#include <stdio.h>
#include <string.h>

#include "smgold_dpi.h"
#include "smgold_dpi_internal.h"
#include "smgold/decode.h"
#include "smgold/sched.h"

/* The elements of open array a, at least n of them, or NULL (noted). */
static void *arr(dpi *d, const svOpenArrayHandle a, int n, const char *name, const char *fn)
{
    void *p = a ? svGetArrayPtr(a) : NULL;
    int size = a ? svSize(a, 1) : 0;
    if (p && size >= n)
        return p;
    if (d->ok) {
        sg_error e;
        memset(&e, 0, sizeof e);
        e.code = SG_ERR_ARG;
        snprintf(e.msg, sizeof e.msg, "%s: array %s has %d elements (or is not contiguous); "
                 "it needs %d", fn, name, size, n);
        note(d, SG_ERR_ARG, &e);
    }
    return NULL;
}

#define ARR(type, a, n) type *a##_p = arr(d, a, n, #a, __func__)

int smgold_set_datapath(void *h, const char *mode)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    dpi *d = D(h);
    sg_error e;
    unsigned m = mode && !strcmp(mode, "ordered") ? SG_COSIM_ORDERED : SG_COSIM_CYCLE;
    if (!mode || (strcmp(mode, "cycle") && strcmp(mode, "ordered"))) {
        memset(&e, 0, sizeof e);
        e.code = SG_ERR_ARG;
        snprintf(e.msg, sizeof e.msg, "smgold_set_datapath: mode '%s' is neither cycle nor "
                 "ordered", mode ? mode : "(null)");
        note(d, SG_ERR_ARG, &e);
        return -1;
    }
    sg_status st = sg_cosim_set_datapath(d->c, m, &e);
    note(d, st, &e);
    return st ? -1 : 0;
}

int smgold_ignore(void *h, const char *field, int lanes)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    dpi *d = D(h);
    sg_error e;
    int f = sg_cosim_field_by_name(field);
    sg_status st = f < 0 ? SG_ERR_ARG : sg_cosim_ignore(d->c, (unsigned)f, (uint32_t)lanes, &e);
    if (f < 0) {
        memset(&e, 0, sizeof e);
        e.code = SG_ERR_ARG;
        snprintf(e.msg, sizeof e.msg, "smgold_ignore: no field '%s'", field ? field : "");
    }
    note(d, st, &e);
    return st ? -1 : 0;
}

long long smgold_ignored(void *h, const char *field)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    int f = sg_cosim_field_by_name(field);
    return f < 0 ? -1 : (long long)sg_cosim_ignored(D(h)->c, (unsigned)f);
}

long long smgold_unit_compares(void *h, const char *unit)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    static const char *const names[SG_COSIM_UNITS] = {"stack", "alu",   "fpu64", "sfu",
                                                      "ldst",  "sched", "lanes", "decode"};
    for (unsigned u = 0; unit && u < SG_COSIM_UNITS; u++)
        if (!strcmp(unit, names[u]))
            return (long long)sg_cosim_unit_compares(D(h)->c, u);
    return -1;
}

int smgold_operands(void *h, int s, int *warp, int *pc, int *unit, int *lanes, long long *word,
                    const svOpenArrayHandle a, const svOpenArrayHandle a_hi,
                    const svOpenArrayHandle b, const svOpenArrayHandle c,
                    const svOpenArrayHandle dd, const svOpenArrayHandle pred,
                    const svOpenArrayHandle cc, const svOpenArrayHandle rdata)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    dpi *d = D(h);
    const sg_operands *o = s >= 0 ? sg_sm_operands(sg_cosim_sm(d->c), (unsigned)s) : NULL;
    ARR(int, a, 32);
    ARR(int, a_hi, 32);
    ARR(int, b, 32);
    ARR(int, c, 32);
    ARR(int, dd, 128);
    ARR(int, pred, 8);
    ARR(int, cc, 32);
    ARR(int, rdata, 128);
    if (!o || !a_p || !a_hi_p || !b_p || !c_p || !dd_p || !pred_p || !cc_p || !rdata_p)
        return 0;
    *warp = (int)o->warp;
    *pc = (int)o->pc;
    *unit = (int)o->unit;
    *lanes = (int)o->lanes;
    *word = (long long)o->word;
    memcpy(a_p, o->a, sizeof o->a);
    memcpy(a_hi_p, o->a_hi, sizeof o->a_hi);
    memcpy(b_p, o->b, sizeof o->b);
    memcpy(c_p, o->c, sizeof o->c);
    memcpy(dd_p, o->d, sizeof o->d);
    memcpy(pred_p, o->pred, sizeof o->pred);
    memcpy(rdata_p, o->rdata, sizeof o->rdata);
    for (unsigned l = 0; l < 32; l++)
        cc_p[l] = o->cc[l];
    return (int)o->valid;
}

int smgold_retire(void *h, int s, int *warp, int *pc, int *lanes, int *nregs,
                  const svOpenArrayHandle reg, const svOpenArrayHandle value, int *preds,
                  const svOpenArrayHandle pred, int *cc_written, const svOpenArrayHandle cc,
                  int *mem, int *space, int *size, const svOpenArrayHandle addr,
                  const svOpenArrayHandle be, const svOpenArrayHandle wdata, int *ntrans,
                  const svOpenArrayHandle trans, int *passes)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    dpi *d = D(h);
    const sg_retire *r = s >= 0 ? sg_sm_retire(sg_cosim_sm(d->c), (unsigned)s) : NULL;
    ARR(int, reg, 8);
    ARR(int, value, 256);
    ARR(int, pred, 8);
    ARR(int, cc, 32);
    ARR(long long, addr, 32);
    ARR(int, be, 32);
    ARR(int, wdata, 128);
    ARR(long long, trans, 32);
    if (!r || !reg_p || !value_p || !pred_p || !cc_p || !addr_p || !be_p || !wdata_p || !trans_p)
        return 0;
    *warp = (int)r->warp;
    *pc = (int)r->pc;
    *lanes = (int)r->lanes;
    *nregs = (int)r->nregs;
    memcpy(reg_p, r->reg, sizeof r->reg);
    memcpy(value_p, r->value, sizeof r->value);
    *preds = (int)r->preds;
    memcpy(pred_p, r->pred, sizeof r->pred);
    *cc_written = (int)r->cc_written;
    *mem = (int)r->mem;
    *space = (int)r->space;
    *size = (int)r->size;
    *ntrans = (int)r->ntrans;
    *passes = (int)r->passes;
    memcpy(wdata_p, r->wdata, sizeof r->wdata);
    for (unsigned l = 0; l < 32; l++) {
        cc_p[l] = r->cc[l];
        addr_p[l] = (long long)r->addr[l];
        be_p[l] = r->be[l];
        trans_p[l] = (long long)r->trans[l];
    }
    return (int)r->valid;
}

void smgold_check_retire(void *h, int s, int valid, int warp, int pc, int lanes, int nregs,
                         const svOpenArrayHandle reg, const svOpenArrayHandle value, int preds,
                         const svOpenArrayHandle pred, int cc_written,
                         const svOpenArrayHandle cc, int mem, int space, int size,
                         const svOpenArrayHandle addr, const svOpenArrayHandle be,
                         const svOpenArrayHandle wdata, int ntrans,
                         const svOpenArrayHandle trans, int passes)
{
    if (!h)
        return;
    dpi *d = D(h);
    ARR(const int, reg, 8);
    ARR(const int, value, 256);
    ARR(const int, pred, 8);
    ARR(const int, cc, 32);
    ARR(const long long, addr, 32);
    ARR(const int, be, 32);
    ARR(const int, wdata, 128);
    ARR(const long long, trans, 32);
    if (!reg_p || !value_p || !pred_p || !cc_p || !addr_p || !be_p || !wdata_p || !trans_p)
        return;
    sg_retire *o = &d->obs;
    memset(o, 0, sizeof *o);
    o->valid = (uint32_t)valid;
    o->warp = (uint32_t)warp;
    o->pc = (uint32_t)pc;
    o->lanes = (uint32_t)lanes;
    o->nregs = nregs < 0 ? 0 : nregs > SG_DP_MAX_REGS ? SG_DP_MAX_REGS : (uint32_t)nregs;
    memcpy(o->reg, reg_p, sizeof o->reg);
    memcpy(o->value, value_p, sizeof o->value);
    o->preds = (uint32_t)preds & 0x7fu;
    memcpy(o->pred, pred_p, sizeof o->pred);
    o->cc_written = cc_written != 0;
    o->mem = (uint32_t)mem;
    o->space = (uint32_t)space;
    o->size = (uint32_t)size;
    o->ntrans = ntrans < 0 ? 0 : ntrans > 32 ? 32 : (uint32_t)ntrans;
    o->passes = (uint32_t)passes;
    memcpy(o->wdata, wdata_p, sizeof o->wdata);
    for (unsigned l = 0; l < 32; l++) {
        o->cc[l] = (uint8_t)(cc_p[l] & 0xf);
        o->addr[l] = (uint64_t)addr_p[l];
        o->be[l] = (uint16_t)be_p[l];
        o->trans[l] = (uint64_t)trans_p[l];
    }
    sg_error e;
    note(d, sg_cosim_check_retire(d->c, (unsigned)s, o, &e), &e);
}

int smgold_reference_unit(long long word)
{
    return (int)sg_dp_reference_unit((uint64_t)word);
}

/* ---- the warp schedulers, lane compactors and decoders (specs/timing.md WR-3, WR-4;
 * specs/lanes-rtl.md; specs/decode.md) ---- */

int smgold_sched_port(void *h, int *sched_clock, long long *cand, long long *resident,
                      long long *at_bar, long long *dep_unwind, long long *dep_cc,
                      const svOpenArrayHandle dep_nsrc, const svOpenArrayHandle dep_src,
                      const svOpenArrayHandle dep_preds, const svOpenArrayHandle dep_pipe,
                      const svOpenArrayHandle ext, const svOpenArrayHandle pipe_rem,
                      const svOpenArrayHandle bk_error, const svOpenArrayHandle bk_spill,
                      const svOpenArrayHandle bk_fill, const svOpenArrayHandle bk_busy,
                      const svOpenArrayHandle bk_delay, const svOpenArrayHandle bk_regs,
                      const svOpenArrayHandle bk_preds, const svOpenArrayHandle bk_cc,
                      const svOpenArrayHandle bk_long)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    dpi *d = D(h);
    const sg_sched_port *p = sg_sm_sched_port(sg_cosim_sm(d->c));
    ARR(int, dep_nsrc, 64);
    ARR(int, dep_src, 512);
    ARR(int, dep_preds, 64);
    ARR(int, dep_pipe, 64);
    ARR(int, ext, 2);
    ARR(int, pipe_rem, 4);
    ARR(int, bk_error, 2);
    ARR(int, bk_spill, 2);
    ARR(int, bk_fill, 2);
    ARR(int, bk_busy, 2);
    ARR(int, bk_delay, 2);
    ARR(long long, bk_regs, 2);
    ARR(int, bk_preds, 2);
    ARR(int, bk_cc, 2);
    ARR(int, bk_long, 2);
    if (!p || !dep_nsrc_p || !dep_src_p || !dep_preds_p || !dep_pipe_p || !ext_p ||
        !pipe_rem_p || !bk_error_p || !bk_spill_p || !bk_fill_p || !bk_busy_p || !bk_delay_p ||
        !bk_regs_p || !bk_preds_p || !bk_cc_p || !bk_long_p)
        return 0;
    *sched_clock = (int)p->sched_clock;
    *cand = (long long)p->cand;
    *resident = (long long)p->resident;
    *at_bar = (long long)p->at_bar;
    *dep_unwind = (long long)p->dep_unwind;
    *dep_cc = (long long)p->dep_cc;
    for (unsigned w = 0; w < 64; w++) {
        dep_nsrc_p[w] = p->dep_nsrc[w];
        dep_preds_p[w] = p->dep_preds[w];
        dep_pipe_p[w] = p->dep_pipe[w];
        for (unsigned i = 0; i < 8; i++)
            dep_src_p[w * 8 + i] = p->dep_src[w][i];
    }
    for (unsigned q = 0; q < 4; q++)
        pipe_rem_p[q] = (int)p->pipe_rem[q];
    for (unsigned s = 0; s < 2; s++) {
        const sg_sched_booking *b = &p->bk[s];
        ext_p[s] = p->ext[s];
        bk_error_p[s] = (int)b->error;
        bk_spill_p[s] = (int)b->spill;
        bk_fill_p[s] = (int)b->fill;
        bk_busy_p[s] = (int)b->busy;
        bk_delay_p[s] = (int)b->delay;
        bk_regs_p[s] = (long long)b->regs;
        bk_preds_p[s] = (int)b->preds;
        bk_cc_p[s] = (int)b->cc;
        bk_long_p[s] = (int)b->lng;
    }
    return (int)p->valid;
}

void smgold_check_sched(void *h, int nslots, int pick_valid, int refused,
                        const svOpenArrayHandle pick_warp, const svOpenArrayHandle cause,
                        long long ready, long long stalled_long, long long active,
                        const svOpenArrayHandle why, const svOpenArrayHandle dep,
                        const svOpenArrayHandle pipe_rem)
{
    if (!h)
        return;
    dpi *d = D(h);
    ARR(const int, pick_warp, 2);
    ARR(const int, cause, 2);
    ARR(const int, why, 64);
    ARR(const int, dep, 64);
    ARR(const int, pipe_rem, 4);
    if (!pick_warp_p || !cause_p || !why_p || !dep_p || !pipe_rem_p)
        return;
    sg_obs_sched o;
    memset(&o, 0, sizeof o);
    o.nslots = (uint32_t)nslots;
    o.pick_valid = (uint32_t)pick_valid;
    o.refused = (uint32_t)refused;
    for (unsigned s = 0; s < 2; s++) {
        o.pick_warp[s] = (uint32_t)pick_warp_p[s];
        o.cause[s] = (uint32_t)cause_p[s];
    }
    o.ready = (uint64_t)ready;
    o.stalled_long = (uint64_t)stalled_long;
    o.active = (uint64_t)active;
    for (unsigned w = 0; w < 64; w++) {
        o.why[w] = (uint8_t)why_p[w];
        o.dep[w] = (uint8_t)dep_p[w];
    }
    for (unsigned q = 0; q < 4; q++)
        o.pipe_rem[q] = (uint32_t)pipe_rem_p[q];
    sg_error e;
    note(d, sg_cosim_check_sched(d->c, &o, &e), &e);
}

void smgold_check_lanes(void *h, int s, int clocks, int lanes, const svOpenArrayHandle enable,
                        const svOpenArrayHandle src)
{
    if (!h)
        return;
    dpi *d = D(h);
    ARR(const int, enable, 32);
    ARR(const int, src, 1024);
    if (!enable_p || !src_p)
        return;
    sg_lane_view o;
    memset(&o, 0, sizeof o);
    o.clocks = (unsigned)clocks;
    o.lanes = (unsigned)lanes;
    for (unsigned c = 0; c < 32; c++) {
        o.enable[c] = (uint32_t)enable_p[c];
        for (unsigned n = 0; n < 32; n++)
            o.lane[c][n] = (uint8_t)src_p[c * 32 + n]; /* -1: 0xff, the ALU lane is off */
    }
    sg_error e;
    note(d, sg_cosim_check_lanes(d->c, s < 0 ? ~0u : (unsigned)s, &o, &e), &e);
}

void smgold_check_decode(void *h, int s, int bits, const svOpenArrayHandle bundle)
{
    if (!h)
        return;
    dpi *d = D(h);
    unsigned need = sg_decoded_bits();
    ARR(const int, bundle, (int)(need + 31) / 32);
    if (!bundle_p)
        return;
    if (bits != (int)need) {
        if (d->ok) {
            sg_error e;
            memset(&e, 0, sizeof e);
            e.code = SG_ERR_ARG;
            snprintf(e.msg, sizeof e.msg, "smgold_check_decode: the RTL's decode bundle has %d "
                     "bits, the library's %u: regenerate rtl_stubs/sm_decode.sv (smgold isa "
                     "--emit-sv) and rebuild", bits, need);
            note(d, SG_ERR_ARG, &e);
        }
        return;
    }
    sg_decoded o;
    memset(&o, 0, sizeof o);
    unsigned bit = 0;
    for (unsigned k = 0; k < sg_decoded_field_count(); k++) { /* LSB-first, field order */
        unsigned w = sg_decoded_field_width(k);
        uint64_t v = 0;
        for (unsigned b = 0; b < w; b++, bit++)
            v |= (uint64_t)((uint32_t)bundle_p[bit / 32] >> (bit % 32) & 1u) << b;
        sg_decoded_set_field(&o, k, v);
    }
    sg_error e;
    note(d, sg_cosim_check_decode(d->c, s < 0 ? ~0u : (unsigned)s, &o, &e), &e);
}
