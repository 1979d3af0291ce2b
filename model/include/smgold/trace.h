/*
 * smgold/trace.h - comparing trace vectors (specs/trace-format.md).
 *
 * Example:
 *     sg_trace_diff d;
 *     if (sg_trace_compare(exp, elen, act, alen, "k.trace", &d, &err) == SG_OK && d.differs)
 *         printf("record %u (line %u), field %s: expected %s, actual %s\n",
 *                d.record, d.line, d.field, d.expected, d.actual);
 */
#ifndef SMGOLD_TRACE_H
#define SMGOLD_TRACE_H

#include <stddef.h>

#include "smgold/error.h"
#include "smgold/export.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SG_TRACE_FORMAT 2 /* the newest format; a reader takes 1 (control) and 2 (datapath) */

typedef struct sg_trace_diff {
    int differs;          /* 0: the traces match */
    unsigned line;        /* line of the expected vector (1-based; 0 = past its end) */
    unsigned record;      /* record number, 1-based (0 = a header line) */
    char field[48];       /* "am", "stack", "R2", "header:config", "record" ...; a
                             list-valued field names its element: "R2 lane 7",
                             "addr lane 3", "trans[1]" */
    char expected[640];   /* the expected value ("(end of trace)" if missing) */
    char actual[640];     /* the actual value */
    char context[256];    /* the expected record's kind, warp, step and pc */
} sg_trace_diff;

/* Compare an expected vector with an actual trace, record by record and
 * field by field, and report the first difference. Both must be of one format,
 * 1 or 2 (specs/trace-format.md §1): another format in the vector, or a trace
 * of the other format, is SG_ERR_UNKNOWN naming its line. "# model" lines are
 * not compared, "# config", "# program" and "# launch" are compared as
 * fields. A list-valued field (R<n>, CC, ST, addr, be, wdata, trans) that
 * differs is reported by its first differing element: its lane (or index)
 * and the two elements, "(no lane N)" on the side that lacks it. A malformed
 * expected vector (a line that is neither a comment nor a record I, U, E, M,
 * X, W or S of key=value fields; a list that is not one; an M record in a
 * format 1 vector or with its fields out of order) is SG_ERR_SYNTAX naming
 * name:line:column. */
SG_API sg_status sg_trace_compare(const char *expected, size_t elen, const char *actual,
                                  size_t alen, const char *name, sg_trace_diff *diff,
                                  sg_error *err);

#ifdef __cplusplus
}
#endif

#endif
