/*
 * smgold/coverage.h - coverage of the token stack (specs/coverage.md): which
 * stack transitions a run exercised, as named bins with hit counts. A model
 * feature (sg_sm_set_coverage; off by default and then free), merged across
 * runs by `smgold cover`, readable over DPI.
 *
 * Example:
 *     sg_sm_set_coverage(sm, 1);  ... sg_sm_run(...);
 *     sg_coverage cov;  sg_sm_coverage(sm, &cov);
 *     size_t n = sg_cov_format(&cov, buf, sizeof buf);   // "# smgold coverage 1\npush.SSY 3\n..."
 */
#ifndef SMGOLD_COVERAGE_H
#define SMGOLD_COVERAGE_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/error.h"
#include "smgold/export.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SG_COV_MAX_BINS 256

typedef struct sg_coverage {
    uint64_t hits[SG_COV_MAX_BINS];
} sg_coverage;

/* Number of bins, and the name of bin i into buf ("push.SSY",
 * "pop.cause.unwind-brk", "depth.3", "pair.PBK.BRK", ...): returns its length,
 * 0 past the end. The order is fixed (specs/coverage.md CV-1). */
SG_API unsigned sg_cov_nbins(void);
SG_API size_t sg_cov_bin_name(unsigned i, char *buf, size_t n);
/* Index of a bin by name, or -1. */
SG_API int sg_cov_bin_find(const char *name, size_t len);

/* The text form: "# smgold coverage 1" then "name count" per bin, in bin
 * order. Returns the length (NUL-terminated, truncated if n is too small). */
SG_API size_t sg_cov_format(const sg_coverage *cov, char *buf, size_t n);
/* Add the counts of a coverage file's text to *cov. Errors (SG_ERR_SYNTAX,
 * SG_ERR_UNKNOWN for an unknown bin) name name:line. */
SG_API sg_status sg_cov_merge_text(sg_coverage *cov, const char *text, size_t len, const char *name,
                                   sg_error *err);

#ifdef __cplusplus
}
#endif

#endif
