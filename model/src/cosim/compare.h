/*
 * compare.h - the bottom layer of the lock-step checker (smgold/cosim.h):
 * its state, shared by every file of model/src/cosim, and the comparison
 * that counts and queues (compare.c). The layers, each calling only down:
 *
 *     replay.c                   smgold replay: reads a log, drives the API
 *     cosim.c                    create, clock, stack checks, verdict
 *     report.c   retire.c        JSON Lines report; datapath checks
 *     record.c                   the call log (REC)
 *     compare.c                  field names, compare, mismatch queue, counters
 */
#ifndef SMGOLD_COSIM_COMPARE_H
#define SMGOLD_COSIM_COMPARE_H

#include <stdio.h>

#include "smgold/cosim.h"
#include "smgold/run.h"
#include "smgold/sched.h"

enum { PHASE_OPEN, PHASE_CLOSED };

typedef struct sg_hist {
    int64_t cycle;
    unsigned sched;
    sg_issue iss;
} sg_hist;

typedef struct sg_shist { /* a scheduler clock, for the report ("why that warp?") */
    int64_t cycle;
    unsigned sched;
    sg_sched_view v;
} sg_shist;

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
    sg_shist *shist;           /* the schedulers' last decisions, as many as hist */
    unsigned sn, spos;

    /* datapath (retire.c, specs/datapath.md) */
    int dp;                    /* recording on */
    unsigned dp_mode;          /* SG_COSIM_CYCLE / SG_COSIM_ORDERED */
    uint32_t ignore[SG_F_COUNT];
    uint64_t ignored[SG_F_COUNT];
    uint64_t unit_compares[SG_COSIM_UNITS];
    unsigned rt_checked;       /* cycle mode: ports checked this clock */
    sg_dp_pending *pend;       /* ordered mode: [nwarps * SG_RETIRE_QUEUE] */
    unsigned *pend_head, *pend_n; /* [nwarps] */
    int dp_failed;             /* the first failing retire pair is kept for the report */
    sg_dp_pending fail_model;
    sg_retire fail_rtl;

    FILE *rec;                 /* the call stream, when recording (record.c) */
};

/* Count one comparison of field (index, lane, reg: sg_mismatch) and queue a
 * mismatch when the values differ; an ignored field or lane is counted as
 * ignored instead (DP-4). */
void sg_cosim_cmp(sg_cosim *h, unsigned warp, unsigned field, int index, int lane, int reg,
                  uint64_t exp, uint64_t act);

/* The checks of a port's bundle after the edge (sg_cosim_check_lanes, _decode):
 * obs given, a clock open, sched a scheduler; else the error names fn. */
sg_status sg_cosim_port_check_open(const sg_cosim *h, const void *obs, unsigned sched,
                                   const char *fn, sg_error *err);

/* The name of unit u of sg_cosim_unit_compares ("stack" beyond the last). */
const char *sg_cosim_unit_name(unsigned u);
/* " (stack N, alu N, fpu64 N, sfu N, ldst N; ignored N)" for the verdict. */
void sg_cosim_unit_summary(const sg_cosim *h, char *buf, size_t n);

#endif
