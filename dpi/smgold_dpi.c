/*
 * smgold_dpi.c - see smgold_dpi.h. One wrapper per function, nothing else:
 * the logic lives in libsmgold (smgold/cosim.h).
 */
#include "smgold_dpi.h"
#include "smgold_dpi_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "smgold/checkpoint.h"
#include "smgold/cosim.h"
#include "smgold/coverage.h"

#define MAX_WORDS 512

void smgold_dpi_note(dpi *d, sg_status st, const sg_error *e)
{
    if (st && d->ok) {
        d->ok = 0;
        d->err = *e;
    }
}

int smgold_abi_version(void)
{
    return SG_COSIM_ABI_VERSION;
}

void *smgold_create(const char *args, const char *dir, int abi)
{
    dpi *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    d->ok = 1;
    d->wt_warp = -1;
    char *copy = strdup(args ? args : "");
    const char *words[MAX_WORDS];
    int n = 0;
    for (char *p = copy; p && *p && n < MAX_WORDS;) {
        while (isspace((unsigned char)*p))
            *p++ = '\0';
        if (!*p)
            break;
        words[n++] = p;
        while (*p && !isspace((unsigned char)*p))
            p++;
    }
    sg_error e;
    sg_status st = copy ? sg_cosim_create(n, words, dir && *dir ? dir : NULL, (unsigned)abi, 0,
                                          &d->c, &e)
                        : SG_ERR_NOMEM;
    if (!copy) {
        e.code = SG_ERR_NOMEM;
        strcpy(e.msg, "out of memory");
        e.file[0] = '\0';
        e.line = e.col = 0;
    }
    note(d, st, &e);
    free(copy);
    return d;
}

void smgold_destroy(void *h)
{
    if (h)
        sg_cosim_destroy(D(h)->c);
    free(h);
}

int smgold_ok(void *h)
{
    return h && D(h)->ok;
}

const char *smgold_last_error(void *h)
{
    if (!h)
        return "no smgold handle (out of memory)";
    if (D(h)->ok)
        return "";
    return sg_error_format(&D(h)->err, D(h)->text, sizeof D(h)->text);
}

int smgold_record(void *h, const char *path)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    sg_error e;
    sg_status st = sg_cosim_record(D(h)->c, path, &e);
    note(D(h), st, &e);
    return st ? -1 : 0;
}

int smgold_save(void *h, const char *path)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    sg_error e;
    sg_status st = sg_sm_save_file(sg_cosim_sm(D(h)->c), path, &e);
    note(D(h), st, &e);
    return st ? -1 : 0;
}

int smgold_restore(void *h, const char *path)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    sg_error e;
    sg_status st;
    if (sg_cosim_cycle(D(h)->c) != -1) {
        st = SG_ERR_ARG;
        memset(&e, 0, sizeof e);
        e.code = st;
        snprintf(e.msg, sizeof e.msg, "smgold_restore: only at the launch edge, before the "
                                      "first smgold_step (the clock is %lld)",
                 (long long)sg_cosim_cycle(D(h)->c));
    } else {
        /* the handle's model is its own, made writable here only: the checker's clock
           follows sg_sm_cycle from the next smgold_step on */
        st = sg_sm_restore_file((sg_sm *)sg_cosim_sm(D(h)->c), path, &e);
    }
    note(D(h), st, &e);
    return st ? -1 : 0;
}

int smgold_step(void *h)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    sg_error e;
    sg_status st = sg_cosim_step(D(h)->c, &e);
    note(D(h), st, &e);
    return st ? -1 : 0;
}

int smgold_done(void *h)
{
    if (!h)
        return 1; /* a NULL handle (smgold_dpi.h) */
    return sg_cosim_done(D(h)->c);
}

long long smgold_cycle(void *h)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    return (long long)sg_cosim_cycle(D(h)->c);
}

long long smgold_instructions(void *h)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    return (long long)sg_sm_instructions(sg_cosim_sm(D(h)->c));
}

int smgold_config(void *h, const char *key)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    const sg_config *c = sg_sm_config(sg_cosim_sm(D(h)->c));
    if (!c || !key)
        return -1;
    if (!strcmp(key, "capacity"))
        return (int)sg_config_stack_capacity(c);
    uint32_t v;
    return sg_config_get(c, key, &v, NULL) ? -1 : (int)v;
}

int smgold_set_pick(void *h, int s, int slot)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    sg_error e;
    sg_status st = sg_cosim_set_pick(D(h)->c, (unsigned)s, slot, &e);
    note(D(h), st, &e);
    return st ? -1 : 0;
}

long long smgold_stat(void *h, const char *name)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    sg_stats st;
    if (!name || sg_sm_stats(sg_cosim_sm(D(h)->c), &st, NULL))
        return -1;
    const struct {
        const char *name;
        uint64_t value;
    } t[] = {
        {"cycles", st.cycles},
        {"warp_instructions", st.warp_instructions},
        {"unwind_steps", st.unwind_steps},
        {"thread_instructions", st.thread_instructions},
        {"issue_slots", st.issue_slots},
        {"stall_idle", st.stalls[SG_STALL_IDLE]},
        {"stall_reissue", st.stalls[SG_STALL_REISSUE]},
        {"stall_dependency", st.stalls[SG_STALL_DEPENDENCY]},
        {"stall_unit", st.stalls[SG_STALL_UNIT]},
        {"busy_alu0", st.unit_busy[SG_PIPE_ALU0]},
        {"busy_alu1", st.unit_busy[SG_PIPE_ALU1]},
        {"busy_sfu", st.unit_busy[SG_PIPE_SFU]},
        {"busy_ldst", st.unit_busy[SG_PIPE_LDST]},
        {"stack_spills", st.stack_spills},
        {"stack_fills", st.stack_fills},
        {"stack_traffic_bytes", st.stack_traffic_bytes},
        {"bank_conflicts", st.bank_conflicts},
        {"const_serial", st.const_serial},
        {"global_segments", st.global_segments},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (!strcmp(name, t[i].name))
            return (long long)t[i].value;
    return -1;
}

static int lane_view(void *h, int s, sg_lane_view *v)
{
    return s >= 0 && !sg_sm_last_lanes(sg_cosim_sm(D(h)->c), (unsigned)s, v, NULL);
}

int smgold_lane_clocks(void *h, int s)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    sg_lane_view v;
    return lane_view(h, s, &v) ? (int)v.clocks : 0;
}

int smgold_lane_enable(void *h, int s, int c)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    sg_lane_view v;
    return lane_view(h, s, &v) && c >= 0 && c < 32 ? (int)v.enable[c] : 0;
}

int smgold_lane_src(void *h, int s, int c, int n)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    sg_lane_view v;
    if (!lane_view(h, s, &v) || c < 0 || c >= 32 || n < 0 || n >= 32 || v.lane[c][n] == 0xff)
        return -1;
    return v.lane[c][n];
}

int smgold_cover_on(void *h)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    sg_error e;
    sg_status st = sg_cosim_set_coverage(D(h)->c, 1, &e);
    note(D(h), st, &e);
    return st ? -1 : 0;
}

long long smgold_cover_hits(void *h, const char *bin)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    sg_coverage cov;
    int b = bin ? sg_cov_bin_find(bin, strlen(bin)) : -1;
    if (b < 0 || sg_sm_coverage(sg_cosim_sm(D(h)->c), &cov, NULL))
        return -1;
    return (long long)cov.hits[b];
}

long long smgold_launched(void *h)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    return (long long)sg_cosim_launched(D(h)->c);
}

int smgold_issue(void *h, int s, int *warp, int *ctrl, int *cond, int *sflag, int *uni,
                 int *guard, int *target, int *pc, int *unwind)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    sg_issue is;
    sg_error e;
    sg_status st = sg_cosim_issue(D(h)->c, (unsigned)s, &is, &e);
    note(D(h), st, &e);
    if (st)
        memset(&is, 0, sizeof is);
    *warp = (int)is.warp;
    *ctrl = (int)is.ctrl;
    *cond = (int)is.cond;
    *sflag = (int)is.sflag;
    *uni = (int)is.uni;
    *guard = (int)is.guard;
    *target = (int)is.target;
    *pc = (int)is.pc;
    *unwind = (int)is.unwind;
    return (int)is.valid;
}

int smgold_issue_lane_target(void *h, int s, int lane)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    sg_issue is;
    if (lane < 0 || lane >= 32 || sg_cosim_issue(D(h)->c, (unsigned)s, &is, NULL))
        return 0;
    return (int)is.lane_target[lane];
}

long long smgold_issue_word(void *h, int s)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    sg_issue is;
    if (s < 0 || sg_cosim_issue(D(h)->c, (unsigned)s, &is, NULL) || !is.valid || is.unwind)
        return 0;
    return (long long)is.word;
}

int smgold_lane_group(void *h, int s, int *mode)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    sg_lane_view v;
    *mode = 0;
    if (!lane_view(h, s, &v))
        return 0;
    *mode = (int)v.mode;
    return (int)v.lanes;
}

int smgold_warp_state(void *h, int w, int *status, int *error, int *pc, int *am, int *bm,
                      int *cm, int *rm, int *xm, int *live, int *depth)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    sg_warp_state m;
    if (w < 0 || sg_sm_warp_state(sg_cosim_sm(D(h)->c), (unsigned)w, &m, NULL) ||
        (!m.valid && !m.retired))
        return 0;
    *status = (int)(m.status == 3 ? 0 : m.status);
    *error = (int)m.error;
    *pc = (int)m.pc;
    *am = (int)m.am;
    *bm = (int)m.bm;
    *cm = (int)m.cm;
    *rm = (int)m.rm;
    *xm = (int)m.xm;
    *live = (int)m.live;
    *depth = (int)m.depth;
    return 1;
}

int smgold_warp_token(void *h, int w, int i, int *type, int *mask, int *pc)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    sg_warp_state m;
    sg_token_state t;
    const sg_sm *sm = sg_cosim_sm(D(h)->c);
    if (w < 0 || i < 0 || sg_sm_warp_state(sm, (unsigned)w, &m, NULL) || (unsigned)i >= m.depth ||
        sg_sm_warp_token(sm, (unsigned)w, m.depth - 1 - (unsigned)i, &t, NULL))
        return 0;
    *type = (int)t.type;
    *mask = (int)t.mask;
    *pc = (int)t.pc;
    return 1;
}

int smgold_warp_wt(void *h, int w, int i, int *pc, int *depth, int *mask)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    sg_wt_state e;
    if (w < 0 || i < 0 ||
        sg_sm_warp_wt(sg_cosim_sm(D(h)->c), (unsigned)w, (unsigned)i, &e, NULL))
        return 0;
    *pc = (int)e.pc;
    *depth = (int)e.depth;
    *mask = (int)e.mask;
    return 1;
}

void smgold_check_step(void *h, int s, int pc, int am, int push, int pop, int spill, int fill,
                       int error)
{
    if (!h)
        return;
    sg_obs_step o = {(uint32_t)pc,   (uint32_t)am,   (uint32_t)push, (uint32_t)pop,
                     (uint32_t)spill, (uint32_t)fill, (uint32_t)error};
    sg_error e;
    note(D(h), sg_cosim_check_step(D(h)->c, (unsigned)s, &o, &e), &e);
}

void smgold_check_warp(void *h, int w, int status, int error, int pc, int am, int bm, int cm,
                       int rm, int xm, int live, int depth)
{
    if (!h)
        return;
    sg_obs_warp o = {(uint32_t)status, (uint32_t)error, (uint32_t)pc, (uint32_t)am,
                     (uint32_t)bm,     (uint32_t)cm,    (uint32_t)rm, (uint32_t)xm,
                     (uint32_t)live,   (uint32_t)depth};
    sg_error e;
    note(D(h), sg_cosim_check_warp(D(h)->c, (unsigned)w, &o, &e), &e);
}

void smgold_check_token(void *h, int w, int i, int type, int mask, int pc)
{
    if (!h)
        return;
    sg_error e;
    note(D(h),
         sg_cosim_check_token(D(h)->c, (unsigned)w, (unsigned)i, (uint32_t)type, (uint32_t)mask,
                              (uint32_t)pc, &e),
         &e);
}

void smgold_check_wt_entry(void *h, int w, int pc, int depth, int mask)
{
    if (!h)
        return;
    dpi *d = D(h);
    if (d->wt_warp != w) {
        d->wt_warp = w;
        d->nwt = 0;
    }
    if (d->nwt < MAX_WT)
        d->wt[d->nwt++] = (sg_wt_state){(uint32_t)pc, (uint32_t)depth, (uint32_t)mask};
}

void smgold_check_wt_done(void *h, int w)
{
    if (!h)
        return;
    dpi *d = D(h);
    unsigned n = d->wt_warp == w ? d->nwt : 0;
    sg_error e;
    note(d, sg_cosim_check_wt(d->c, (unsigned)w, d->wt, n, &e), &e);
    d->wt_warp = -1;
    d->nwt = 0;
}

void smgold_end_cycle(void *h)
{
    if (!h)
        return;
    sg_error e;
    note(D(h), sg_cosim_end_cycle(D(h)->c, &e), &e);
}

int smgold_mismatch_count(void *h)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    uint64_t n = sg_cosim_mismatch_count(D(h)->c);
    return n > 0x7fffffff ? 0x7fffffff : (int)n;
}

const char *smgold_mismatch(void *h, int i)
{
    if (!h)
        return ""; /* a NULL handle (smgold_dpi.h) */
    sg_mismatch m;
    if (i < 0 || sg_cosim_mismatch(D(h)->c, (unsigned)i, &m, NULL))
        return "";
    snprintf(D(h)->text, sizeof D(h)->text, "%s", m.text);
    return D(h)->text;
}

void smgold_clear_mismatches(void *h)
{
    if (!h)
        return;
    sg_cosim_clear_mismatches(D(h)->c);
}

long long smgold_compares(void *h, const char *field)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    for (unsigned f = 0; f < SG_F_COUNT; f++)
        if (field && !strcmp(field, sg_cosim_field_name(f)))
            return (long long)sg_cosim_compares(D(h)->c, f);
    return -1;
}

long long smgold_total_compares(void *h)
{
    if (!h)
        return 0; /* a NULL handle (smgold_dpi.h) */
    return (long long)sg_cosim_total_compares(D(h)->c);
}

int smgold_write_report(void *h, const char *path)
{
    if (!h)
        return -1; /* a NULL handle (smgold_dpi.h) */
    sg_error e;
    sg_status st = sg_cosim_write_report(D(h)->c, path, &e);
    note(D(h), st, &e);
    return st ? -1 : 0;
}

int smgold_finish(void *h)
{
    if (!h)
        return 1; /* a NULL handle (smgold_dpi.h) */
    return sg_cosim_finish(D(h)->c, D(h)->verdict, sizeof D(h)->verdict);
}

const char *smgold_verdict(void *h)
{
    if (!h)
        return "error: no smgold handle (smgold_create ran out of memory)"; /* a NULL handle (smgold_dpi.h) */
    return D(h)->verdict;
}
