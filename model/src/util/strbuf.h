/*
 * strbuf.h - bounded text building for the disassembler and the trace
 * (internal). Appending never overflows: the length keeps counting what
 * would have been written, so a caller can tell the buffer was too small.
 */
#ifndef SMGOLD_UTIL_STRBUF_H
#define SMGOLD_UTIL_STRBUF_H

#include <stddef.h>

#include "err.h"

typedef struct sg_strbuf {
    char *buf;  /* may be NULL when cap is 0 */
    size_t cap; /* bytes available in buf */
    size_t len; /* bytes the text needs (may exceed cap) */
} sg_strbuf;

/* Append printf-style; the text stays NUL-terminated within cap. */
void sg_sb_printf(sg_strbuf *b, const char *fmt, ...) SG_PRINTF(2, 3);

#endif
