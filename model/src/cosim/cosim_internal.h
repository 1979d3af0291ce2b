/*
 * cosim_internal.h - the lock-step checker's state (smgold/cosim.h), shared
 * by cosim.c (clock, checks, queue), report.c (JSON Lines report) and
 * record.c (record and replay of the call stream).
 */
#ifndef SMGOLD_COSIM_INTERNAL_H
#define SMGOLD_COSIM_INTERNAL_H

#include <stdio.h>

#include "smgold/cosim.h"
#include "smgold/run.h"

enum { PHASE_OPEN, PHASE_CLOSED };

typedef struct sg_hist {
    int64_t cycle;
    unsigned sched;
    sg_issue iss;
} sg_hist;

typedef struct sg_dp_pending { /* a model record waiting for the RTL's */
    int64_t cycle;
    unsigned unit;
    sg_retire r;
} sg_dp_pending;

struct sg_cosim {
    sg_run_opts *opts;
    sg_sm *sm;
    unsigned nwarps, nsched, capacity, wt_slots;
    int64_t cycle;             /* -1: the launch edge */
    int phase;
    int ending;                /* a model stack error: the run ends with this clock */
    int over;                  /* done */
    sg_error model_err;
    int model_failed;

    /* this clock's bookkeeping */
    uint64_t warp_checked, wt_checked;
    unsigned *tok_checked;     /* [nwarps] */

    /* what the RTL showed (for the report) */
    sg_obs_warp *obs;          /* [nwarps] */
    sg_token_state *obs_tok;   /* [nwarps * capacity], from the bottom */
    sg_wt_state *obs_wt;       /* [nwarps * wt_slots] */
    unsigned *obs_nwt;         /* [nwarps] */

    /* mismatches and counters */
    uint64_t compares[SG_F_COUNT];
    uint64_t nmis;
    unsigned first_warp;       /* warp of the first mismatch */
    sg_mismatch q[SG_COSIM_QUEUE];
    unsigned nq;
    char *snapshot;            /* the report lines of the first failing clock */

    /* the last issued steps */
    sg_hist *hist;
    unsigned hcap, hn, hpos;

    /* datapath (retire.c, specs/datapath.md) */
    int dp;                    /* recording on */
    unsigned dp_mode;          /* SG_COSIM_CYCLE / SG_COSIM_ORDERED */
    uint32_t ignore[SG_F_COUNT];
    uint64_t ignored[SG_F_COUNT];
    uint64_t unit_compares[5];
    unsigned rt_checked;       /* cycle mode: ports checked this clock */
    sg_dp_pending *pend;       /* ordered mode: [nwarps * SG_RETIRE_QUEUE] */
    unsigned *pend_head, *pend_n; /* [nwarps] */
    int dp_failed;             /* the first failing retire pair is kept for the report */
    sg_dp_pending fail_model;
    sg_retire fail_rtl;

    FILE *rec;                 /* the call stream, when recording */
    char *rec_path;
};

/* record.c: append to the call log. REC costs one test when not recording. */
void sg_cosim_rec(sg_cosim *h, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
#define REC(h, ...)                                                                               \
    do {                                                                                          \
        if ((h)->rec)                                                                             \
            sg_cosim_rec((h), __VA_ARGS__);                                                       \
    } while (0)

/* cosim.c: count one comparison of field (index, lane, reg: sg_mismatch)
 * and queue a mismatch when the values differ. */
void sg_cosim_cmp(sg_cosim *h, unsigned warp, unsigned field, int index, int lane, int reg,
                  uint64_t exp, uint64_t act);

/* retire.c: the datapath side of the clock. */
void sg_cosim_dp_stepped(sg_cosim *h);   /* after the model's clock: queue its records */
void sg_cosim_dp_end_cycle(sg_cosim *h); /* close the clock: unchecked ports */
void sg_cosim_dp_finish(sg_cosim *h);    /* the run is over: records never retired */
void sg_cosim_dp_free(sg_cosim *h);
/* " (stack N, alu N, ldst N, fpu64 N, sfu N; ignored N)" for the verdict. */
void sg_cosim_unit_summary(const sg_cosim *h, char *buf, size_t n);
/* record.c: one check_retire call in the log, and its replay. */
void sg_cosim_rec_retire(sg_cosim *h, unsigned sched, const sg_retire *o);
int sg_cosim_parse_retire(const char *s, unsigned *sched, sg_retire *o);

/* report.c: the snapshot lines of the first failing clock (malloc'ed). */
char *sg_cosim_snapshot(const sg_cosim *h, unsigned warp);

#endif
