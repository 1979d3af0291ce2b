/*
 * seed_listing.h - read the seed listings of vectors/listings/ in tests.
 */
#ifndef SMGOLD_TEST_SEED_LISTING_H
#define SMGOLD_TEST_SEED_LISTING_H

#include <stddef.h>
#include <stdint.h>

typedef struct seed_line {
    unsigned lineno;     /* line in the listing file */
    unsigned seed_line;  /* first seed line cited in its "// L<n>" comment (0 if none) */
    int has_addr, has_hex;
    uint32_t addr;
    uint64_t word;       /* 64-bit value (already converted from cuobjdump order) */
    char text[160];      /* instruction text, spacing as written, "" if none */
    char comment[400];
} seed_line;

/* Load every instruction line of listing file path (relative to the source
 * tree). Returns the count, fills *out (malloc'd); aborts the test on error. */
size_t seed_listing_load(const char *relpath, seed_line **out);

/* Full path of a file in the source tree (static buffer per call site). */
const char *source_path(const char *relpath, char *buf, size_t n);

#endif
