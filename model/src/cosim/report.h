/*
 * report.h - what cosim.c takes from report.c (the JSON Lines report,
 * specs/dpi.md §6); sg_cosim_write_report itself is in smgold/cosim.h.
 */
#ifndef SMGOLD_COSIM_REPORT_H
#define SMGOLD_COSIM_REPORT_H

#include "compare.h"

/* The snapshot lines of the first failing clock (malloc'ed). */
char *sg_cosim_snapshot(const sg_cosim *h, unsigned warp);

#endif
