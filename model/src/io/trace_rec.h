/*
 * trace_rec.h - the parts of reading a trace vector that look inside one
 * record (specs/trace-format.md §2, §4): its fields, whether it is well
 * formed, and the first differing element of a list-valued field.
 */
#ifndef SMGOLD_IO_TRACE_REC_H
#define SMGOLD_IO_TRACE_REC_H

#include <stddef.h>

#include "smgold/trace.h"

/* Next field of a record line: "key=value" or the kind letter; a value may be
 * "quoted" (spaces inside). Returns 0 at the end of the line. */
int sg_tr_next_field(const char **p, const char *e, const char **fs, const char **fe);

/* [s, e) as a NUL-terminated string in dst (truncated to n - 1 characters). */
void sg_tr_copy(char *dst, size_t n, const char *s, const char *e);

/* Whether [s, e) starts like a record: a kind letter (I U E M X W S) and a space. */
int sg_tr_is_record(const char *s, const char *e);

/* Check the record line [s, e) of a vector of format 1 or 2: every field is
 * key=value, list-valued fields are lists, an M record is allowed (format 2)
 * and has its fields in order (§2.2). On error: SG_ERR_SYNTAX, the message in
 * err and the 1-based column in *col. */
sg_status sg_tr_check_record(const char *s, const char *e, int format, unsigned *col,
                             sg_error *err);

/* The values [es, ee) and [as, ae) of the list-valued field key [ks, ke)
 * (R<n>, CC, ST, addr, be, wdata, trans) differ: set d->field to the element
 * ("R2 lane 7", "trans[1]") and d->expected, d->actual to its two values.
 * Returns 0 (d untouched) for another key or when no element can be named. */
int sg_tr_list_diff(const char *ks, const char *ke, const char *es, const char *ee,
                    const char *as, const char *ae, sg_trace_diff *d);

#endif
