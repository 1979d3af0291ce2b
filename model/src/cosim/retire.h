/*
 * retire.h - the datapath side of the checker's clock (retire.c), as
 * cosim.c drives it; the public half (sg_cosim_set_datapath,
 * sg_cosim_check_retire, sg_cosim_ignore) is declared in smgold/cosim.h.
 */
#ifndef SMGOLD_COSIM_RETIRE_H
#define SMGOLD_COSIM_RETIRE_H

#include "compare.h"

void sg_cosim_dp_stepped(sg_cosim *h);   /* after the model's clock: queue its records */
void sg_cosim_dp_end_cycle(sg_cosim *h); /* close the clock: unchecked ports */
void sg_cosim_dp_finish(sg_cosim *h);    /* the run is over: records never retired */
void sg_cosim_dp_free(sg_cosim *h);

#endif
