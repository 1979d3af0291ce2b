/*
 * support.h - helpers shared by the unit tests.
 */
#ifndef SMGOLD_TESTS_SUPPORT_H
#define SMGOLD_TESTS_SUPPORT_H

#include <stddef.h>

/* A growing, NUL-terminated text buffer, and an sg_trace_fn filling it. */
typedef struct tbuf {
    char *buf;
    size_t len, cap;
} tbuf;

int tbuf_sink(void *ctx, const char *text, size_t len);

/* A whole file as a malloc'd NUL-terminated string (len may be NULL); fails
 * the current test if the file cannot be read. */
char *read_text(const char *path, size_t *len);

#endif
