/*
 * err.h - filling an sg_error (internal).
 */
#ifndef SMGOLD_UTIL_ERR_H
#define SMGOLD_UTIL_ERR_H

#include "smgold/error.h"

#if defined(__GNUC__)
#define SG_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define SG_PRINTF(a, b)
#endif

/* Set err (if not NULL) to code and the formatted message, clear its
 * location, and return code. */
sg_status sg_fail(sg_error *err, sg_status code, const char *fmt, ...) SG_PRINTF(3, 4);

/* Set the location of an already filled err (file may be NULL). */
void sg_error_at(sg_error *err, const char *file, unsigned line, unsigned col);

#endif
