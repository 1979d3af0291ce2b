/*
 * image.c - memory images in $readmemh style (smgold/image.h,
 * specs/memory.md §9).
 *
 * A hand-written lexer: white space, "//" and one-line "/" "*" comments, "@"
 * offsets and words. Every error names name:line:column (1-based, in bytes; a
 * tab is one column) of the offending character and says what was expected.
 */
#include <stdio.h>
#include <string.h>

#include "smgold/image.h"
#include "../util/err.h"

/* Word offsets stay below 2^62 so that 4 * offset fits in 64 bits. */
#define OFFSET_LIMIT (1ull << 62)

typedef struct lexer {
    const char *t;
    size_t len, i;
    size_t line_start;
    unsigned line;
    const char *name;
    sg_error *err;
} lexer;

static unsigned col_of(const lexer *lx, size_t i)
{
    return (unsigned)(i - lx->line_start + 1);
}

/* A character for a message: 'g', or \xNN when not printable. */
static const char *show(char c, char buf[8])
{
    unsigned char u = (unsigned char)c;
    if (u >= 0x20 && u < 0x7f)
        snprintf(buf, 8, "'%c'", c);
    else
        snprintf(buf, 8, "\\x%02x", u);
    return buf;
}

static sg_status fail_at(lexer *lx, size_t i, sg_status code, const char *fmt, const char *arg)
{
    sg_fail(lx->err, code, fmt, arg);
    sg_error_at(lx->err, lx->name, lx->line, col_of(lx, i));
    return code;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static int is_unknown_digit(char c)
{
    return c == 'x' || c == 'X' || c == 'z' || c == 'Z' || c == '?';
}

static int is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

/* A hex number at lx->i (the caller saw a hex digit there): digits with "_"
 * between them, at most maxdig digits, then white space, a comment or the end
 * of the line. what: "a word" / "an offset". */
static sg_status lex_hex(lexer *lx, unsigned maxdig, const char *what, uint64_t *out)
{
    char cb[8];
    uint64_t v = 0;
    unsigned ndig = 0;
    size_t us = 0; /* position of a pending '_' + 1 */
    for (; lx->i < lx->len; lx->i++) {
        char c = lx->t[lx->i];
        int d = hexval(c);
        if (d >= 0) {
            if (++ndig > maxdig) {
                sg_fail(lx->err, SG_ERR_RANGE, "more than %u hex digits in %s", maxdig, what);
                sg_error_at(lx->err, lx->name, lx->line, col_of(lx, lx->i));
                return SG_ERR_RANGE;
            }
            v = v << 4 | (uint64_t)d;
            us = 0;
        } else if (c == '_') {
            us = lx->i + 1;
        } else if (is_unknown_digit(c)) {
            return fail_at(lx, lx->i, SG_ERR_SYNTAX,
                           "%s digits (unknown values) are not allowed in an image", show(c, cb));
        } else {
            break;
        }
    }
    if (us)
        return fail_at(lx, us - 1, SG_ERR_SYNTAX, "%s must stand between hex digits",
                       show('_', cb));
    if (lx->i < lx->len) {
        char c = lx->t[lx->i];
        if (c != '\n' && !is_space(c) && c != '/') {
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
                return fail_at(lx, lx->i, SG_ERR_SYNTAX, "%s is not a hex digit", show(c, cb));
            sg_fail(lx->err, SG_ERR_SYNTAX,
                    "expected white space or a comment after %s, found %s", what, show(c, cb));
            sg_error_at(lx->err, lx->name, lx->line, col_of(lx, lx->i));
            return SG_ERR_SYNTAX;
        }
    }
    *out = v;
    return SG_OK;
}

sg_status sg_image_parse(const char *text, size_t len, const char *name, sg_image_word_fn fn,
                         void *ctx, sg_error *err)
{
    if (!text && len)
        return sg_fail(err, SG_ERR_ARG, "sg_image_parse: NULL text");
    lexer lx = {text, len, 0, 0, 1, name ? name : "", err};
    uint64_t off = 0;
    char cb[8];
    while (lx.i < len) {
        char c = text[lx.i];
        if (c == '\n') {
            lx.line++;
            lx.line_start = ++lx.i;
            continue;
        }
        if (is_space(c)) {
            lx.i++;
            continue;
        }
        size_t start = lx.i;
        if (c == '/') {
            char n = lx.i + 1 < len ? text[lx.i + 1] : '\0';
            if (n == '/') {
                while (lx.i < len && text[lx.i] != '\n')
                    lx.i++;
                continue;
            }
            if (n == '*') {
                size_t k = lx.i + 2;
                while (k < len && text[k] != '\n' && !(text[k] == '*' && k + 1 < len && text[k + 1] == '/'))
                    k++;
                if (k >= len || text[k] == '\n')
                    return fail_at(&lx, start, SG_ERR_SYNTAX,
                                   "unterminated %s comment (a block comment must end on its line)",
                                   "'/*'");
                lx.i = k + 2;
                continue;
            }
            return fail_at(&lx, start, SG_ERR_SYNTAX,
                           "expected a hex word, '@' or a comment, found %s", show(c, cb));
        }
        if (c == '@') {
            lx.i++;
            if (lx.i >= len || hexval(text[lx.i]) < 0) {
                if (lx.i < len && is_unknown_digit(text[lx.i]))
                    return fail_at(&lx, lx.i, SG_ERR_SYNTAX,
                                   "%s digits (unknown values) are not allowed in an image",
                                   show(text[lx.i], cb));
                return fail_at(&lx, lx.i, SG_ERR_SYNTAX, "expected a hex word offset after %s",
                               "'@'");
            }
            uint64_t v = 0; // set by lex_hex on success (GCC with -fprofile-use cannot see it)
            sg_status s = lex_hex(&lx, 16, "an offset", &v);
            if (s != SG_OK)
                return s;
            if (v >= OFFSET_LIMIT) {
                sg_fail(err, SG_ERR_RANGE,
                        "word offset 0x%llx is too large (4 * offset must fit in 64 bits)",
                        (unsigned long long)v);
                sg_error_at(err, lx.name, lx.line, col_of(&lx, start + 1));
                return SG_ERR_RANGE;
            }
            off = v;
            continue;
        }
        if (hexval(c) >= 0) {
            uint64_t v = 0;
            sg_status s = lex_hex(&lx, 8, "a word", &v);
            if (s != SG_OK)
                return s;
            if (off >= OFFSET_LIMIT) {
                sg_fail(err, SG_ERR_RANGE,
                        "word offset 0x%llx is too large (4 * offset must fit in 64 bits)",
                        (unsigned long long)off);
                sg_error_at(err, lx.name, lx.line, col_of(&lx, start));
                return SG_ERR_RANGE;
            }
            if (fn) {
                s = fn(ctx, off, (uint32_t)v, err);
                if (s != SG_OK) {
                    if (err) {
                        if (err->code != s)
                            sg_fail(err, s, "word 0x%08llx at offset 0x%llx was refused",
                                    (unsigned long long)v, (unsigned long long)off);
                        if (!err->file[0] && !err->line)
                            sg_error_at(err, lx.name, lx.line, col_of(&lx, start));
                    }
                    return s;
                }
            }
            off++;
            continue;
        }
        if (is_unknown_digit(c))
            return fail_at(&lx, start, SG_ERR_SYNTAX,
                           "%s digits (unknown values) are not allowed in an image", show(c, cb));
        return fail_at(&lx, start, SG_ERR_SYNTAX,
                       "expected a hex word, '@' or a comment, found %s", show(c, cb));
    }
    return SG_OK;
}

/* ---- formatting --------------------------------------------------------- */

typedef struct outbuf {
    char *buf;
    size_t cap, len;
} outbuf;

static void put(outbuf *o, const char *s, size_t n)
{
    for (size_t k = 0; k < n; k++, o->len++)
        if (o->buf && o->len + 1 < o->cap)
            o->buf[o->len] = s[k];
}

size_t sg_image_format(const uint32_t *words, size_t n, const char *comment, char *buf,
                       size_t cap)
{
    outbuf o = {buf, cap, 0};
    if (!words)
        n = 0;
    if (comment) {
        put(&o, "// ", 3);
        for (const char *p = comment; *p; p++) {
            char c = (*p == '\n' || *p == '\r') ? ' ' : *p; /* keep it one line */
            put(&o, &c, 1);
        }
        put(&o, "\n", 1);
    }
    for (size_t i = 0; i < n; i++) {
        char w[12];
        snprintf(w, sizeof w, "%08lx", (unsigned long)words[i]);
        put(&o, w, 8);
        put(&o, (i % 4 == 3 || i + 1 == n) ? "\n" : " ", 1);
    }
    if (buf && cap)
        buf[o.len < cap ? o.len : cap - 1] = '\0';
    return o.len;
}
