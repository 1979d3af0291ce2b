/*
 * smgold/stats.h - the counters of a launch (sg_sm_stats, sg_sm_warp_stats;
 * specs/timing.md CT-1) formatted for people or for programs: the text
 * `smgold run --stats` prints, one JSON object, or CSV. Every counter comes
 * with its unit; the SM's totals, each pipe, and each warp slot that ran.
 * The formats are specified in specs/stats-format.md.
 *
 * Example (a bench printing what `smgold run --stats --stats-format json` prints):
 *     size_t n = sg_stats_format(sm, SG_STATS_JSON, "program.lst", NULL, 0) + 1;
 *     char *text = malloc(n);
 *     sg_stats_format(sm, SG_STATS_JSON, "program.lst", text, n);   fputs(text, stdout);
 */
#ifndef SMGOLD_STATS_H
#define SMGOLD_STATS_H

#include <stddef.h>

#include "smgold/export.h"
#include "smgold/smgold.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { SG_STATS_TEXT, SG_STATS_JSON, SG_STATS_CSV };

/* "text", "json" or "csv" -> SG_STATS_*; -1 for anything else. */
SG_API int sg_stats_format_id(const char *name);

/* The counters of the launch so far in format (SG_STATS_*) into buf (n
 * bytes, NUL-terminated, truncated when too small), returning the length
 * the whole text needs, as snprintf does (call with n = 0 to measure).
 * program (may be NULL): what ran, e.g. the program's file name; JSON
 * records it as "program" (any bytes, escaped), text and CSV leave it out.
 * 0 when sm is NULL, the format unknown or memory short. Each format ends
 * in a newline. */
SG_API size_t sg_stats_format(const sg_sm *sm, int format, const char *program, char *buf,
                              size_t n);

#ifdef __cplusplus
}
#endif

#endif
