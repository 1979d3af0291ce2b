/*
 * strbuf.c - see strbuf.h.
 */
#include <stdarg.h>
#include <stdio.h>

#include "strbuf.h"

void sg_sb_printf(sg_strbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = b->len < b->cap ? b->cap - b->len : 0;
    int k = vsnprintf(room ? b->buf + b->len : NULL, room, fmt, ap);
    va_end(ap);
    if (k > 0)
        b->len += (size_t)k;
}
