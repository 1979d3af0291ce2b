/*
 * smgold_dpi_internal.h - the DPI handle, shared by smgold_dpi.c (the scalar
 * functions) and smgold_dpi_arrays.c (the datapath functions with SV open
 * arrays, in a file of their own so that C programs that link the shim
 * without a simulator's svdpi implementation do not pull them in).
 */
#ifndef SMGOLD_DPI_INTERNAL_H
#define SMGOLD_DPI_INTERNAL_H

#include "smgold/cosim.h"

#define MAX_WT 1024

typedef struct dpi {
    sg_cosim *c;
    int ok;
    sg_error err;
    char text[512];           /* returned strings live here until the next call */
    char verdict[512];        /* smgold_finish's line */
    sg_wt_state wt[MAX_WT];   /* while-mask entries being collected */
    unsigned nwt;
    int wt_warp;
    sg_retire obs;            /* the retire record being checked */
} dpi;

static inline dpi *D(void *h)
{
    return (dpi *)h;
}

/* Remember the first API failure; the handle is then no longer ok. */
void smgold_dpi_note(dpi *d, sg_status st, const sg_error *e);
#define note smgold_dpi_note

#endif
