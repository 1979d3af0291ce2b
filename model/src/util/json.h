/*
 * json.h - the one JSON writer of the project (internal): every JSON text
 * smgold writes (the lock-step report, --stats-format json) goes through
 * it, so escaping is decided in one place (RFC 8259):
 *   - keys and string values are always escaped: '"' and '\' with a
 *     backslash; \b \f \n \r \t by name; every other byte < 0x20 and 0x7f
 *     as \u00XX;
 *   - valid UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing
 *     past U+10FFFF) is copied as it is;
 *   - every byte that is not part of a valid UTF-8 sequence is written as
 *     \u00XX, its value taken as a Latin-1 code point: the output is valid
 *     JSON whatever the input, and a reader sees which bytes were there
 *     rather than a U+FFFD that would hide them;
 *   - a real number that is not finite is written as null.
 * Compact output (no white space), so a JSON Lines record is one line.
 *
 * Output goes to an sg_strbuf (strbuf.h): as there, nothing overflows and
 * b->len says how long the whole text is, so a caller can measure first.
 *
 * Example (one JSON Lines record):
 *     sg_json j;  sg_json_init(&j, &b);
 *     sg_json_obj_begin(&j, NULL);
 *     sg_json_str(&j, "kind", "summary");  sg_json_u64(&j, "cycles", 42);
 *     sg_json_obj_end(&j);  sg_json_newline(&j);
 */
#ifndef SMGOLD_UTIL_JSON_H
#define SMGOLD_UTIL_JSON_H

#include <stddef.h>
#include <stdint.h>

#include "err.h"
#include "strbuf.h"

#define SG_JSON_MAX_DEPTH 32

typedef struct sg_json {
    sg_strbuf *b;
    unsigned depth;    /* open objects and arrays */
    uint32_t has_item; /* bit d: the container at depth d has a member already */
    uint32_t is_obj;   /* bit d: the container at depth d is an object */
    int bad;           /* misuse (a key in an array, none in an object, too deep,
                          unbalanced end): the text is not valid JSON */
} sg_json;

void sg_json_init(sg_json *j, sg_strbuf *b);

/* key: the member's name inside an object, NULL inside an array or at the
 * top level. */
void sg_json_obj_begin(sg_json *j, const char *key);
void sg_json_obj_end(sg_json *j);
void sg_json_arr_begin(sg_json *j, const char *key);
void sg_json_arr_end(sg_json *j);

void sg_json_str(sg_json *j, const char *key, const char *s);
/* n bytes of s (may hold NUL bytes, written as \u0000). */
void sg_json_strn(sg_json *j, const char *key, const char *s, size_t n);
/* A string value formatted printf-style, then escaped. */
void sg_json_strf(sg_json *j, const char *key, const char *fmt, ...) SG_PRINTF(3, 4);
/* A string value written in pieces: begin, any number of parts, end. */
void sg_json_str_begin(sg_json *j, const char *key);
void sg_json_str_part(sg_json *j, const char *s, size_t n);
void sg_json_str_end(sg_json *j);

void sg_json_u64(sg_json *j, const char *key, uint64_t v);
void sg_json_i64(sg_json *j, const char *key, int64_t v);
/* A number with `decimals` digits after the point (0-9); null if not finite. */
void sg_json_real(sg_json *j, const char *key, double v, int decimals);
void sg_json_bool(sg_json *j, const char *key, int v);
void sg_json_null(sg_json *j, const char *key);

/* End a top-level value with a newline (JSON Lines). */
void sg_json_newline(sg_json *j);

/* 1 when every container was closed and nothing was misused. */
int sg_json_ok(const sg_json *j);

/* The escaped contents of a string (no quotes) appended to b: for text
 * that is not built through an sg_json (e.g. a key computed in pieces). */
void sg_json_escape(sg_strbuf *b, const char *s, size_t n);

#endif
