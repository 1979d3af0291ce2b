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

/* report.c: the snapshot lines of the first failing clock (malloc'ed). */
char *sg_cosim_snapshot(const sg_cosim *h, unsigned warp);

#endif
