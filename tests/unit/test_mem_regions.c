/*
 * test_mem_regions.c - global memory regions (specs/memory.md MEM-1..3:
 * sorted, merged, errors, bulk read and write, lookup among many), constant
 * banks (MEM-4), and an image loaded into global memory (IMG-1 with MEM-3).
 *
 * Each test names the rule it checks (MEM-n); the fixture is mem_support.h.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "smgold/image.h"

#include "mem_support.h"

static void expect_regions(const sg_memory *m, size_t n, const uint64_t *pairs)
{
    assert_int_equal(sg_memory_nregions(m), n);
    for (size_t i = 0; i < n; i++) {
        uint64_t a, l;
        assert_int_equal(sg_memory_region(m, i, &a, &l), SG_OK);
        if (a != pairs[2 * i] || l != pairs[2 * i + 1])
            fail_msg("region %zu is [0x%llx +0x%llx], expected [0x%llx +0x%llx]", i,
                     (unsigned long long)a, (unsigned long long)l,
                     (unsigned long long)pairs[2 * i], (unsigned long long)pairs[2 * i + 1]);
    }
    assert_int_equal(sg_memory_region(m, n, NULL, NULL), SG_ERR_ARG);
}

/* ---- MEM-1..3: regions ------------------------------------------------- */

static void test_regions_sorted_and_merged(void **state)
{
    (void)state;
    sg_memory *m;
    sg_error err;
    assert_int_equal(sg_memory_create(&m, &err), SG_OK);
    assert_int_equal(sg_memory_nregions(m), 0);
    assert_int_equal(sg_memory_map(m, 0x3000, 0x100, &err), SG_OK);
    assert_int_equal(sg_memory_map(m, 0x1000, 0x100, &err), SG_OK);
    assert_int_equal(sg_memory_map(m, 0x2000, 0x10, &err), SG_OK);
    const uint64_t r3[] = {0x1000, 0x100, 0x2000, 0x10, 0x3000, 0x100};
    expect_regions(m, 3, r3);

    /* contents are kept across a merge; new bytes are zero */
    const uint8_t a[4] = {1, 2, 3, 4}, b[2] = {5, 6};
    assert_int_equal(sg_memory_write(m, 0x10fc, a, 4, &err), SG_OK);
    assert_int_equal(sg_memory_write(m, 0x2000, b, 2, &err), SG_OK);
    /* overlaps the first region and touches the second (ends at 0x1fff) */
    assert_int_equal(sg_memory_map(m, 0x10f0, 0x2000 - 0x10f0, &err), SG_OK);
    const uint64_t r2[] = {0x1000, 0x1010, 0x3000, 0x100};
    expect_regions(m, 2, r2);
    uint8_t got[0x20];
    assert_int_equal(sg_memory_read(m, 0x10fc, got, 8, &err), SG_OK);
    const uint8_t want[8] = {1, 2, 3, 4, 0, 0, 0, 0};
    assert_memory_equal(got, want, 8);
    assert_int_equal(sg_memory_read(m, 0x2000, got, 2, &err), SG_OK);
    assert_memory_equal(got, b, 2);

    /* adjacent only (just after the end) merges too */
    assert_int_equal(sg_memory_map(m, 0x2010, 0x10, &err), SG_OK);
    const uint64_t r2b[] = {0x1000, 0x1020, 0x3000, 0x100};
    expect_regions(m, 2, r2b);
    /* adjacent just before the start */
    assert_int_equal(sg_memory_map(m, 0x2f00, 0x100, &err), SG_OK);
    const uint64_t r2c[] = {0x1000, 0x1020, 0x2f00, 0x200};
    expect_regions(m, 2, r2c);
    /* inside an existing region: nothing changes */
    assert_int_equal(sg_memory_map(m, 0x1004, 4, &err), SG_OK);
    expect_regions(m, 2, r2c);
    /* one mapping swallowing everything */
    assert_int_equal(sg_memory_map(m, 0x800, 0x4000, &err), SG_OK);
    const uint64_t r1[] = {0x800, 0x4000};
    expect_regions(m, 1, r1);
    assert_int_equal(sg_memory_read(m, 0x10fc, got, 4, &err), SG_OK);
    assert_memory_equal(got, a, 4);
    assert_int_equal(sg_memory_read(m, 0x2000, got, 2, &err), SG_OK);
    assert_memory_equal(got, b, 2);
    sg_memory_destroy(m);
}

static void test_region_errors(void **state)
{
    (void)state;
    sg_memory *m;
    sg_error err;
    assert_int_equal(sg_memory_create(&m, &err), SG_OK);
    assert_int_equal(sg_memory_map(m, 0x1000, 0, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "0 bytes"));
    assert_int_equal(sg_memory_map(m, 0xfffffffffffffff0ull, 0x11, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "wraps"));
    /* ending exactly at 2^64 is fine */
    assert_int_equal(sg_memory_map(m, 0xfffffffffffffff0ull, 0x10, &err), SG_OK);
    const uint8_t top[2] = {0xaa, 0xbb};
    assert_int_equal(sg_memory_write(m, 0xfffffffffffffffeull, top, 2, &err), SG_OK);
    assert_int_equal(sg_memory_write(m, 0xfffffffffffffffeull, top, 3, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "wraps"));
    /* larger than 4 GiB (refused before allocating) */
    assert_int_equal(sg_memory_map(m, 0, 0x100000001ull, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "4 GiB"));
    assert_int_equal(sg_memory_map(m, 0, UINT64_MAX, &err), SG_ERR_RANGE);
    const uint64_t r[] = {0xfffffffffffffff0ull, 0x10};
    expect_regions(m, 1, r);
    assert_int_equal(sg_memory_map(NULL, 0, 1, &err), SG_ERR_ARG);
    assert_int_equal(sg_memory_create(NULL, &err), SG_ERR_ARG);
    sg_memory_destroy(NULL);
    sg_memory_destroy(m);
}

static void test_bulk_read_write(void **state)
{
    (void)state;
    sg_memory *m;
    sg_error err;
    assert_int_equal(sg_memory_create(&m, &err), SG_OK);
    assert_int_equal(sg_memory_map(m, 0x1000, 0x100, &err), SG_OK);
    assert_int_equal(sg_memory_map(m, 0x1200, 0x100, &err), SG_OK);
    uint8_t buf[0x300];
    for (unsigned i = 0; i < sizeof buf; i++)
        buf[i] = (uint8_t)i;
    assert_int_equal(sg_memory_write(m, 0x1000, buf, 0x100, &err), SG_OK);
    /* a write across the gap fails naming the first unmapped byte, and writes nothing */
    uint8_t ones[0x300];
    memset(ones, 0xff, sizeof ones);
    assert_int_equal(sg_memory_write(m, 0x10f0, ones, 0x20, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "address 0x1100 is not mapped"));
    uint8_t got[0x100];
    assert_int_equal(sg_memory_read(m, 0x1000, got, 0x100, &err), SG_OK);
    assert_memory_equal(got, buf, 0x100);
    /* unmapped start */
    assert_int_equal(sg_memory_read(m, 0x1100, got, 1, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "address 0x1100 is not mapped"));
    assert_int_equal(sg_memory_read(m, 0xfff, got, 2, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "address 0xfff is not mapped"));
    /* past the end of the second region */
    assert_int_equal(sg_memory_read(m, 0x12f0, got, 0x11, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "address 0x1300 is not mapped"));
    /* zero bytes: nothing to check */
    assert_int_equal(sg_memory_read(m, 0x5000, got, 0, &err), SG_OK);
    assert_int_equal(sg_memory_write(m, 0x5000, NULL, 0, &err), SG_OK);
    assert_int_equal(sg_memory_read(m, 0x1000, NULL, 1, &err), SG_ERR_ARG);
    assert_int_equal(sg_memory_read(NULL, 0x1000, got, 1, &err), SG_ERR_ARG);
    sg_memory_destroy(m);
}

static void test_lookup_many_regions(void **state)
{
    (void)state;
    sg_memory *m;
    sg_error err;
    assert_int_equal(sg_memory_create(&m, &err), SG_OK);
    /* 200 regions of 0x40 bytes every 0x100, mapped in a scrambled order */
    for (unsigned k = 0; k < 200; k++) {
        unsigned i = (k * 77) % 200;
        assert_int_equal(sg_memory_map(m, 0x100000 + 0x100ull * i, 0x40, &err), SG_OK);
    }
    assert_int_equal(sg_memory_nregions(m), 200);
    uint64_t prev = 0;
    for (size_t i = 0; i < 200; i++) {
        uint64_t a, l;
        assert_int_equal(sg_memory_region(m, i, &a, &l), SG_OK);
        assert_true(i == 0 || a > prev);
        assert_int_equal(l, 0x40);
        prev = a;
    }
    /* sg_memory_span agrees with the layout for every probe (cache hits and misses) */
    uint32_t x = 12345;
    for (unsigned n = 0; n < 20000; n++) {
        x = x * 1103515245u + 12345u;
        uint64_t addr = 0x100000 - 0x100 + (x >> 8) % (0x100 * 202);
        unsigned size = 1u << ((x >> 3) % 5);
        uint64_t rel = addr - 0x100000;
        int mapped = addr >= 0x100000 && rel / 0x100 < 200 && rel % 0x100 < 0x40;
        int fits = mapped && rel % 0x100 + size <= 0x40;
        uint64_t b = 1, l = 0;
        uint8_t *p = sg_memory_span(m, addr, size, &b, &l);
        assert_int_equal(p != NULL, fits);
        if (mapped) {
            assert_int_equal(b, addr - rel % 0x100);
            assert_int_equal(l, b + 0x3f);
        } else {
            assert_true(b > l); /* left unchanged */
        }
    }
    sg_memory_destroy(m);
}

/* MEM-4 */
static void test_constant_banks(void **state)
{
    fixture *f = *state;
    for (unsigned b = 0; b < SG_NCBANKS; b++) {
        uint8_t *p = sg_memory_cbank(f->mem, b);
        assert_non_null(p);
        for (unsigned i = 0; i < SG_CBANK_BYTES; i += 0x3ff)
            assert_int_equal(p[i], 0);
        assert_int_equal(p[SG_CBANK_BYTES - 1], 0);
        if (b)
            assert_true(p != sg_memory_cbank(f->mem, b - 1));
    }
    assert_null(sg_memory_cbank(f->mem, SG_NCBANKS));
    assert_null(sg_memory_cbank(NULL, 0));
}

/* ---- IMG-1 with MEM-3: an image loaded into global memory ---------------- */

typedef struct loader {
    sg_memory *mem;
    uint64_t base;
} loader;

static sg_status load_word(void *ctx, uint64_t off, uint32_t v, sg_error *err)
{
    loader *ld = ctx;
    uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    return sg_memory_write(ld->mem, ld->base + 4 * off, b, 4, err);
}

static void test_image_into_memory(void **state)
{
    fixture *f = *state;
    const char *text = "// A[0..3]\n"
                       "00000001 00000002\n"
                       "@4 deadbeef        // word 4: address + 0x10\n";
    loader ld = {f->mem, GBASE};
    assert_int_equal(sg_image_parse(text, strlen(text), "a.hex", load_word, &ld, &f->err), SG_OK);
    uint8_t got[0x14];
    assert_int_equal(sg_memory_read(f->mem, GBASE, got, sizeof got, NULL), SG_OK);
    const uint8_t want[0x14] = {1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                0xef, 0xbe, 0xad, 0xde};
    assert_memory_equal(got, want, sizeof want);
    /* a word outside every region: the memory's message at the word's place */
    const char *far = "1\n@400 2\n";
    char buf[256];
    assert_int_equal(sg_image_parse(far, strlen(far), "far.hex", load_word, &ld, &f->err),
                     SG_ERR_RANGE);
    assert_string_equal(sg_error_format(&f->err, buf, sizeof buf),
                        "far.hex:2:6: write of 0x4 bytes at 0x10001000: address 0x10001000 is "
                        "not mapped");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_regions_sorted_and_merged),
        cmocka_unit_test(test_region_errors),
        cmocka_unit_test(test_bulk_read_write),
        cmocka_unit_test(test_lookup_many_regions),
        cmocka_unit_test_setup_teardown(test_constant_banks, setup, teardown),
        cmocka_unit_test_setup_teardown(test_image_into_memory, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
