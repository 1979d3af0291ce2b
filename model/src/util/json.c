/*
 * json.c - see json.h.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"

/* Append n bytes, with sg_sb_printf's rules: never past cap, the text
 * NUL-terminated within cap, len counting everything asked for. */
static void put(sg_strbuf *b, const char *s, size_t n)
{
    if (b->len < b->cap) {
        size_t room = b->cap - b->len - 1;
        size_t k = n < room ? n : room;
        memcpy(b->buf + b->len, s, k);
        b->buf[b->len + k] = '\0';
    }
    b->len += n;
}

static void putc1(sg_strbuf *b, char c)
{
    put(b, &c, 1);
}

/* Length of the valid UTF-8 sequence at s (RFC 3629 §4), 0 if the bytes
 * there are not one (overlong, surrogate, past U+10FFFF, cut short). */
static size_t utf8_len(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    size_t len;
    unsigned lo = 0x80, hi = 0xbf; /* the range of the second byte */
    if (c < 0x80)
        return 1;
    if (c >= 0xc2 && c <= 0xdf)
        len = 2;
    else if (c >= 0xe0 && c <= 0xef) {
        len = 3;
        if (c == 0xe0)
            lo = 0xa0; /* overlong below */
        else if (c == 0xed)
            hi = 0x9f; /* UTF-16 surrogates above */
    } else if (c >= 0xf0 && c <= 0xf4) {
        len = 4;
        if (c == 0xf0)
            lo = 0x90;
        else if (c == 0xf4)
            hi = 0x8f; /* past U+10FFFF above */
    } else {
        return 0;
    }
    if (n < len || s[1] < lo || s[1] > hi)
        return 0;
    for (size_t i = 2; i < len; i++)
        if ((s[i] & 0xc0) != 0x80)
            return 0;
    return len;
}

void sg_json_escape(sg_strbuf *b, const char *text, size_t n)
{
    const unsigned char *s = (const unsigned char *)text;
    size_t run = 0; /* bytes at s[i - run .. i) copied as they are, in one piece */
    for (size_t i = 0; i < n;) {
        unsigned c = s[i];
        size_t k = utf8_len(s + i, n - i);
        const char *named = c == '"'    ? "\\\""
                            : c == '\\' ? "\\\\"
                            : c == '\b' ? "\\b"
                            : c == '\f' ? "\\f"
                            : c == '\n' ? "\\n"
                            : c == '\r' ? "\\r"
                            : c == '\t' ? "\\t"
                                        : NULL;
        if (!named && k && c >= 0x20 && c != 0x7f) {
            run += k;
            i += k;
            continue;
        }
        put(b, (const char *)s + i - run, run);
        run = 0;
        if (named) {
            put(b, named, 2);
        } else { /* a control character, DEL, or a byte outside valid UTF-8 */
            char u[8];
            snprintf(u, sizeof u, "\\u%04x", c);
            put(b, u, 6);
        }
        i++;
    }
    put(b, (const char *)s + n - run, run);
}

void sg_json_init(sg_json *j, sg_strbuf *b)
{
    memset(j, 0, sizeof *j);
    j->b = b;
}

/* Before any value: the comma after a previous member, and the key, which
 * an object needs and an array or the top level must not have. */
static void member(sg_json *j, const char *key)
{
    if (j->depth) {
        uint32_t bit = 1u << (j->depth - 1);
        if (j->has_item & bit)
            putc1(j->b, ',');
        j->has_item |= bit;
        if (!(j->is_obj & bit) != !key)
            j->bad = 1;
    } else if (key) {
        j->bad = 1;
    }
    if (key) {
        putc1(j->b, '"');
        sg_json_escape(j->b, key, strlen(key));
        put(j->b, "\":", 2);
    }
}

static void container_open(sg_json *j, const char *key, int obj)
{
    member(j, key);
    putc1(j->b, obj ? '{' : '[');
    if (j->depth == SG_JSON_MAX_DEPTH) {
        j->bad = 1;
        return;
    }
    uint32_t bit = 1u << j->depth;
    j->has_item &= ~bit;
    j->is_obj = obj ? j->is_obj | bit : j->is_obj & ~bit;
    j->depth++;
}

static void container_close(sg_json *j, int obj)
{
    if (!j->depth || !(j->is_obj >> (j->depth - 1) & 1) != !obj)
        j->bad = 1;
    else
        j->depth--;
    putc1(j->b, obj ? '}' : ']');
}

void sg_json_obj_begin(sg_json *j, const char *key)
{
    container_open(j, key, 1);
}

void sg_json_obj_end(sg_json *j)
{
    container_close(j, 1);
}

void sg_json_arr_begin(sg_json *j, const char *key)
{
    container_open(j, key, 0);
}

void sg_json_arr_end(sg_json *j)
{
    container_close(j, 0);
}

void sg_json_str_begin(sg_json *j, const char *key)
{
    member(j, key);
    putc1(j->b, '"');
}

void sg_json_str_part(sg_json *j, const char *s, size_t n)
{
    sg_json_escape(j->b, s, n);
}

void sg_json_str_end(sg_json *j)
{
    putc1(j->b, '"');
}

void sg_json_strn(sg_json *j, const char *key, const char *s, size_t n)
{
    sg_json_str_begin(j, key);
    sg_json_escape(j->b, s, n);
    sg_json_str_end(j);
}

void sg_json_str(sg_json *j, const char *key, const char *s)
{
    sg_json_strn(j, key, s ? s : "", s ? strlen(s) : 0);
}

void sg_json_strf(sg_json *j, const char *key, const char *fmt, ...)
{
    char small[256], *text = small;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) {
        n = 0;
        small[0] = '\0';
    } else if ((size_t)n >= sizeof small) { /* longer: format again into a heap buffer */
        text = malloc((size_t)n + 1);
        if (!text) {
            j->bad = 1; /* the value is lost; say so rather than write a cut one */
            text = small;
            n = 0;
        } else {
            va_start(ap, fmt);
            vsnprintf(text, (size_t)n + 1, fmt, ap);
            va_end(ap);
        }
    }
    sg_json_strn(j, key, text, (size_t)n);
    if (text != small)
        free(text);
}

void sg_json_u64(sg_json *j, const char *key, uint64_t v)
{
    member(j, key);
    sg_sb_printf(j->b, "%llu", (unsigned long long)v);
}

void sg_json_i64(sg_json *j, const char *key, int64_t v)
{
    member(j, key);
    sg_sb_printf(j->b, "%lld", (long long)v);
}

void sg_json_real(sg_json *j, const char *key, double v, int decimals)
{
    member(j, key);
    if (!isfinite(v))
        put(j->b, "null", 4);
    else
        sg_sb_printf(j->b, "%.*f", decimals < 0 ? 0 : decimals > 9 ? 9 : decimals, v);
}

void sg_json_bool(sg_json *j, const char *key, int v)
{
    member(j, key);
    put(j->b, v ? "true" : "false", v ? 4 : 5);
}

void sg_json_null(sg_json *j, const char *key)
{
    member(j, key);
    put(j->b, "null", 4);
}

void sg_json_newline(sg_json *j)
{
    if (j->depth)
        j->bad = 1;
    putc1(j->b, '\n');
}

int sg_json_ok(const sg_json *j)
{
    return !j->bad && !j->depth;
}
