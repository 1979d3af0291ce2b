/*
 * test_support.c - see support.h.
 */
#include "support.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

int tbuf_sink(void *ctx, const char *text, size_t len)
{
    tbuf *t = ctx;
    if (t->len + len + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 1 << 16;
        while (cap < t->len + len + 1)
            cap *= 2;
        char *nb = realloc(t->buf, cap);
        if (!nb)
            return 1;
        t->buf = nb;
        t->cap = cap;
    }
    memcpy(t->buf + t->len, text, len);
    t->len += len;
    t->buf[t->len] = '\0';
    return 0;
}

char *read_text(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("cannot open %s", path);
    size_t cap = 4096, n = 0, k;
    char *buf = malloc(cap + 1);
    assert_non_null(buf);
    while ((k = fread(buf + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap) {
            cap *= 2;
            buf = realloc(buf, cap + 1);
            assert_non_null(buf);
        }
    }
    fclose(f);
    buf[n] = '\0';
    if (len)
        *len = n;
    return buf;
}
