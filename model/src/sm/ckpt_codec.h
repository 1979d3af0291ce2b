/*
 * ckpt_codec.h - the byte-level encoding of checkpoints (internal; used by
 * checkpoint.c and checkpoint_state.c): little-endian integers, texts, sparse
 * byte arrays and tagged sections (specs/checkpoint.md CK-2, CK-4). A writer
 * with no buffer only counts; a reader stops at the first error (bad set, the
 * error kept) and, in its dry pass (apply 0), checks without storing (PUT).
 */
#ifndef SMGOLD_SM_CKPT_CODEC_H
#define SMGOLD_SM_CKPT_CODEC_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/error.h"
#include "smgold/smgold.h"
#include "../util/err.h"

#define CK_MAGIC "SMGOLDCK"
#define CK_PAGE 256u   /* the page of the sparse form (CK-4) */
#define CK_HEADER 56u  /* bytes before the configuration text (CK-2) */
#define CK_FNV_SEED 0xcbf29ce484222325ull

/* buf NULL: count only. */
typedef struct ck_wr {
    uint8_t *buf;
    size_t len;
} ck_wr;

typedef struct ck_rd {
    const uint8_t *p;
    size_t len, pos;
    int apply;     /* 0: the dry pass (check only) */
    int bad;
    sg_error *err;
    const char *name;
    const char *sect; /* the section being read, for messages */
    uint64_t runnable, want; /* the saved runnable bits, and what the saved warps make them */
} ck_rd;

/* Store only in the applying pass (the reader is the variable r in scope); the value is
 * read in both passes. */
#define PUT(dst, val)                                                                           \
    do {                                                                                        \
        __typeof__(val) v_ = (val);                                                             \
        if (r->apply && !r->bad)                                                                \
            (dst) = v_;                                                                         \
    } while (0)

/* FNV-1a 64 of n bytes, from h (CK_FNV_SEED to start). */
uint64_t ck_fnv64(uint64_t h, const void *p, size_t n);

/* Writing: integers little-endian; a text as u32 length and bytes (at most max - 1);
 * a section as its tag and a u64 length that ck_w_end fills in (ck_w_begin returns
 * where); a byte array sparse (CK-4). */
void ck_w_bytes(ck_wr *w, const void *p, size_t n);
void ck_w_u64(ck_wr *w, uint64_t v);
void ck_w_u32(ck_wr *w, uint32_t v);
void ck_w_u8(ck_wr *w, uint8_t v);
void ck_w_str(ck_wr *w, const char *s, size_t max);
void ck_w_u32s(ck_wr *w, const uint32_t *v, size_t n);
void ck_w_u64s(ck_wr *w, const uint64_t *v, size_t n);
size_t ck_w_begin(ck_wr *w, const char tag[4]);
void ck_w_end(ck_wr *w, size_t at);
void ck_w_sparse(ck_wr *w, const uint8_t *p, uint64_t n);
/* Reading: each stops at the first failure (r->bad; the error names the file, the
 * section and the byte offset); ck_r_max fails above hi; ck_r_sparse checks the
 * length and the pages (dst NULL in the dry pass); ck_r_begin checks the tag and
 * returns where the section ends, ck_r_end that its fields end there. */
void ck_r_fail(ck_rd *r, sg_status code, const char *fmt, ...) SG_PRINTF(3, 4);
const uint8_t *ck_r_take(ck_rd *r, size_t n);
uint64_t ck_r_u64(ck_rd *r);
uint32_t ck_r_u32(ck_rd *r);
uint8_t ck_r_u8(ck_rd *r);
uint32_t ck_r_max(ck_rd *r, const char *what, uint64_t hi);
void ck_r_u32s(ck_rd *r, uint32_t *dst, size_t n);
void ck_r_u64s(ck_rd *r, uint64_t *dst, size_t n);
void ck_r_str(ck_rd *r, char *dst, size_t max);
void ck_r_sparse(ck_rd *r, uint8_t *dst, uint64_t n);
size_t ck_r_begin(ck_rd *r, const char tag[4]);
void ck_r_end(ck_rd *r, size_t end);

/* checkpoint_state.c: every section in order (specs/checkpoint.md §2). */
void ck_save_state(ck_wr *w, const sg_sm *sm);
void ck_load_state(ck_rd *r, sg_sm *sm);

#endif
