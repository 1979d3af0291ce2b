/*
 * record.h - the call log of a lock-step run (record.c): every call of
 * smgold/cosim.h that feeds the checker, one line each, for `smgold replay`
 * (replay.c). Above compare.h, below every checking layer.
 */
#ifndef SMGOLD_COSIM_RECORD_H
#define SMGOLD_COSIM_RECORD_H

#include "compare.h"
#include "../util/err.h"

/* Append to the call log. REC costs one test when not recording. */
void sg_cosim_rec(sg_cosim *h, const char *fmt, ...) SG_PRINTF(2, 3);
#define REC(h, ...)                                                                               \
    do {                                                                                          \
        if ((h)->rec)                                                                             \
            sg_cosim_rec((h), __VA_ARGS__);                                                       \
    } while (0)

/* End the log, with the verdict line when verdict is not NULL. */
void sg_cosim_rec_close(sg_cosim *h, const char *verdict);

/* One check_retire call in the log (its reader: replay.c). */
void sg_cosim_rec_retire(sg_cosim *h, unsigned sched, const sg_retire *o);

/* One check_lanes call in the log (its reader: replay.c). */
void sg_cosim_rec_lanes(sg_cosim *h, unsigned sched, const sg_lane_view *o);

/* One check_decode call in the log (its reader: replay.c). */
struct sg_decoded;
void sg_cosim_rec_decode(sg_cosim *h, unsigned sched, const struct sg_decoded *o);

/* One check_sched call in the log (its reader: replay.c). */
void sg_cosim_rec_sched(sg_cosim *h, const sg_obs_sched *o);

#endif
