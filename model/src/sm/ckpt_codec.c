/*
 * ckpt_codec.c - the byte-level encoding of checkpoints (ckpt_codec.h,
 * specs/checkpoint.md CK-2, CK-4): little-endian integers, texts, sparse byte
 * arrays and tagged sections, written into a buffer (or only counted) and read
 * back with every length checked.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ckpt_codec.h"
#include "../util/err.h"

uint64_t ck_fnv64(uint64_t h, const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

/* ---- writing ------------------------------------------------------------- */


void ck_w_bytes(ck_wr *w, const void *p, size_t n)
{
    if (w->buf && n)
        memcpy(w->buf + w->len, p, n);
    w->len += n;
}

void ck_w_u64(ck_wr *w, uint64_t v)
{
    uint8_t b[8];
    for (int i = 0; i < 8; i++)
        b[i] = (uint8_t)(v >> (8 * i));
    ck_w_bytes(w, b, 8);
}

void ck_w_u32(ck_wr *w, uint32_t v)
{
    uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    ck_w_bytes(w, b, 4);
}

void ck_w_u8(ck_wr *w, uint8_t v)
{
    ck_w_bytes(w, &v, 1);
}

void ck_w_str(ck_wr *w, const char *s, size_t max)
{
    size_t n = strnlen(s, max - 1);
    ck_w_u32(w, (uint32_t)n);
    ck_w_bytes(w, s, n);
}

void ck_w_u32s(ck_wr *w, const uint32_t *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        ck_w_u32(w, v[i]);
}

void ck_w_u64s(ck_wr *w, const uint64_t *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        ck_w_u64(w, v[i]);
}

/* A section: its tag and a length filled in by ck_w_end. */
size_t ck_w_begin(ck_wr *w, const char tag[4])
{
    ck_w_bytes(w, tag, 4);
    size_t at = w->len;
    ck_w_u64(w, 0);
    return at;
}

void ck_w_end(ck_wr *w, size_t at)
{
    if (!w->buf)
        return;
    uint64_t n = w->len - at - 8;
    for (int i = 0; i < 8; i++)
        w->buf[at + i] = (uint8_t)(n >> (8 * i));
}

/* memcmp of the page with itself shifted by a byte: glibc's vector loop, not a byte loop
   (the scan of the SM's 6 MiB of local memory is most of a save) */
static int page_zero(const uint8_t *p, size_t n)
{
    return !p[0] && !memcmp(p, p + 1, n - 1);
}

/* CK-4: n bytes as their non-zero pages (the count is filled in after them). */
void ck_w_sparse(ck_wr *w, const uint8_t *p, uint64_t n)
{
    uint64_t pages = (n + CK_PAGE - 1) / CK_PAGE, nz = 0;
    ck_w_u64(w, n);
    size_t at = w->len;
    ck_w_u64(w, 0);
    for (uint64_t i = 0; i < pages; i++) {
        size_t sz = (size_t)(i + 1 < pages ? CK_PAGE : n - i * CK_PAGE);
        if (page_zero(p + i * CK_PAGE, sz))
            continue;
        nz++;
        ck_w_u64(w, i);
        ck_w_bytes(w, p + i * CK_PAGE, sz);
    }
    if (w->buf)
        for (int i = 0; i < 8; i++)
            w->buf[at + i] = (uint8_t)(nz >> (8 * i));
}

/* ---- reading ------------------------------------------------------------- */


void ck_r_fail(ck_rd *r, sg_status code, const char *fmt, ...)
{
    if (r->bad)
        return;
    r->bad = 1;
    char msg[SG_ERROR_MSG_MAX - 96];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (r->sect)
        sg_fail(r->err, code, "checkpoint section %s, byte %zu: %s", r->sect, r->pos, msg);
    else
        sg_fail(r->err, code, "checkpoint: %s", msg);
    if (r->name)
        sg_error_at(r->err, r->name, 0, 0);
}

const uint8_t *ck_r_take(ck_rd *r, size_t n)
{
    if (r->bad)
        return NULL;
    if (n > r->len - r->pos) {
        ck_r_fail(r, SG_ERR_SYNTAX, "truncated: %zu bytes wanted, %zu left", n, r->len - r->pos);
        return NULL;
    }
    const uint8_t *p = r->p + r->pos;
    r->pos += n;
    return p;
}

uint64_t ck_r_u64(ck_rd *r)
{
    const uint8_t *b = ck_r_take(r, 8);
    uint64_t v = 0;
    for (int i = 0; b && i < 8; i++)
        v |= (uint64_t)b[i] << (8 * i);
    return v;
}

uint32_t ck_r_u32(ck_rd *r)
{
    const uint8_t *b = ck_r_take(r, 4);
    return b ? (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
                   (uint32_t)b[3] << 24
             : 0;
}

uint8_t ck_r_u8(ck_rd *r)
{
    const uint8_t *b = ck_r_take(r, 1);
    return b ? b[0] : 0;
}

/* A value that must be at most hi (what this model can hold). */
uint32_t ck_r_max(ck_rd *r, const char *what, uint64_t hi)
{
    uint32_t v = ck_r_u32(r);
    if (v > hi)
        ck_r_fail(r, SG_ERR_SYNTAX, "%s is %u, at most %llu here", what, v, (unsigned long long)hi);
    return v;
}


void ck_r_u32s(ck_rd *r, uint32_t *dst, size_t n)
{
    for (size_t i = 0; i < n; i++)
        PUT(dst[i], ck_r_u32(r));
}

void ck_r_u64s(ck_rd *r, uint64_t *dst, size_t n)
{
    for (size_t i = 0; i < n; i++)
        PUT(dst[i], ck_r_u64(r));
}

void ck_r_str(ck_rd *r, char *dst, size_t max)
{
    uint32_t n = ck_r_max(r, "a text's length", max - 1);
    const uint8_t *s = ck_r_take(r, n);
    if (s && r->apply) {
        memcpy(dst, s, n);
        dst[n] = '\0';
    }
}

void ck_r_sparse(ck_rd *r, uint8_t *dst, uint64_t n)
{
    uint64_t got = ck_r_u64(r), nz = ck_r_u64(r);
    uint64_t pages = (n + CK_PAGE - 1) / CK_PAGE;
    if (!r->bad && got != n)
        ck_r_fail(r, SG_ERR_SYNTAX, "a memory of 0x%llx bytes where this model has 0x%llx",
               (unsigned long long)got, (unsigned long long)n);
    if (!r->bad && nz > pages)
        ck_r_fail(r, SG_ERR_SYNTAX, "%llu pages in a memory of %llu", (unsigned long long)nz,
               (unsigned long long)pages);
    if (!r->bad && r->apply)
        memset(dst, 0, (size_t)n);
    uint64_t next = 0;
    for (uint64_t k = 0; k < nz && !r->bad; k++) {
        uint64_t i = ck_r_u64(r);
        if (i < next || i >= pages) {
            ck_r_fail(r, SG_ERR_SYNTAX, "page %llu out of order or beyond the memory",
                   (unsigned long long)i);
            return;
        }
        next = i + 1;
        size_t sz = (size_t)(i + 1 < pages ? CK_PAGE : n - i * CK_PAGE);
        const uint8_t *s = ck_r_take(r, sz);
        if (s && r->apply)
            memcpy(dst + i * CK_PAGE, s, sz);
    }
}

/* Enter section tag: returns where it ends (checked by ck_r_end). */
size_t ck_r_begin(ck_rd *r, const char tag[4])
{
    const uint8_t *t = ck_r_take(r, 4);
    if (t && memcmp(t, tag, 4)) {
        r->pos -= 4;
        ck_r_fail(r, SG_ERR_SYNTAX, "section %.4s expected, found another", tag);
    }
    r->sect = tag;
    uint64_t n = ck_r_u64(r);
    if (!r->bad && n > r->len - r->pos)
        ck_r_fail(r, SG_ERR_SYNTAX, "%llu bytes long, %zu left in the file", (unsigned long long)n,
               r->len - r->pos);
    return r->bad ? r->pos : r->pos + (size_t)n;
}

void ck_r_end(ck_rd *r, size_t end)
{
    if (!r->bad && r->pos != end)
        ck_r_fail(r, SG_ERR_SYNTAX, "the section ends at byte %zu, its fields at byte %zu", end,
               r->pos);
    r->sect = NULL;
}
