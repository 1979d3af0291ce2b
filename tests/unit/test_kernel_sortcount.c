/*
 * test_kernel_sortcount.c - Modern GPU's radix sort count pass (issue 11's
 * real kernels): tests/corpus/mgpu_old/sort__src__isa__count.sass, functions
 * CountBucketsLoop_1, _3, _5, _6 and _7 (the listing holds no CountBuckets_*
 * and no CountBucketsLoop_2/_4), as cuobjdump printed them from
 * seanbaxter/mgpu_old sort/src/isa/count.isa (commit 20f851cc). Source:
 * sort/src/kernels/count.cu (CountFuncLoop), countcommon.cu
 * (IncBucketCounter, GatherSumsReduce), countgen.cu (GEN_COUNT_LOOP with
 * 128 threads, INNER_LOOP 16, GatherSums mode 1) and the host side in
 * sort/test (TestSort: grid = numTasks, NumCountVT = 1024 / 32,
 * div(numBlocks, numTasks)).
 *
 * Parameters (c[0x0][0x20], 32-bit pointers):
 *   0x20 keys_global   uint*  numBlocks * 32 * vt keys
 *   0x24 bit           uint   bit offset of the radix digit
 *   0x28 vt            uint   keys per lane per sort block (a multiple of 16)
 *   0x2c taskQuot      int    numBlocks / numTasks
 *   0x30 taskRem       int    numBlocks % numTasks
 *   0x34 counts_global uint*  numBlocks * NumDigits / 2 words
 *   0x38 totals_global uint*  numTasks * NumDigits words
 *
 * What it computes: CTA `task` owns the sort blocks
 * [quot * task + min(task, rem), + quot + (task < rem)) of 32 * vt keys each
 * (spread over its 4 warps the same way). For each sort block b it counts the
 * keys per digit d = (key >> bit) & (NumDigits - 1) and stores the exclusive
 * scan of the counts, packed two 16-bit halves a word and pre-multiplied by 4:
 * counts[b * NC + j] = (excl[j] + (excl[j + NC] << 16)) * 4, NC = NumDigits/2.
 * It also stores each task's per-digit totals over its blocks at
 * totals[task * NumDigits + d]. The reference below does the same with a plain
 * C histogram.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "real_kernel.h"

#define KEYS 0x100000u
#define COUNTS 0x800000u
#define TOTALS 0x900000u
#define POISON 0xdeadbeefu

#define FILE_ "mgpu_old/sort__src__isa__count.sass"

typedef struct sc_case {
    int num_blocks; /* sort blocks of 32 * vt keys */
    int num_tasks;  /* CTAs */
    uint32_t vt;
    uint32_t bit;
    int data; /* 0 uniform keys, 1 one digit everywhere, 2 skewed digits */
} sc_case;

/* Reference: per-block digit histograms, their packed exclusive scans and the
 * per-task totals, as CountFuncLoop defines them. */
static void reference(const uint32_t *keys, const sc_case *c, int bits, uint32_t *counts,
                      uint32_t *totals)
{
    const int nd = 1 << bits, nc = nd / 2;
    const uint32_t per_block = 32u * c->vt;
    const int quot = c->num_blocks / c->num_tasks, rem = c->num_blocks % c->num_tasks;
    for (int task = 0; task < c->num_tasks; task++) {
        int b0 = quot * task + (task < rem ? task : rem);
        int b1 = b0 + quot + (task < rem);
        uint32_t *tot = totals + (size_t)task * nd;
        for (int d = 0; d < nd; d++)
            tot[d] = 0;
        for (int b = b0; b < b1; b++) {
            uint32_t hist[128] = {0}, excl[128];
            for (uint32_t i = 0; i < per_block; i++) {
                uint32_t key = keys[(size_t)b * per_block + i];
                hist[(key >> c->bit) & (uint32_t)(nd - 1)]++;
            }
            uint32_t run = 0;
            for (int d = 0; d < nd; d++) {
                excl[d] = run;
                run += hist[d];
                tot[d] += hist[d];
            }
            for (int j = 0; j < nc; j++)
                counts[(size_t)b * nc + j] = (excl[j] + (excl[j + nc] << 16)) * 4u;
        }
    }
}

static void make_keys(uint32_t *keys, size_t n, const sc_case *c, int bits, uint32_t *seed)
{
    const uint32_t mask = ((1u << bits) - 1u) << c->bit;
    const uint32_t top = (1u << bits) - 1u;
    for (size_t i = 0; i < n; i++) {
        uint32_t k = rk_rand(seed);
        if (c->data == 1) {
            k = (k & ~mask) | (top << c->bit);
        } else if (c->data == 2) {
            uint32_t r = rk_rand(seed);
            uint32_t d = (r % 5u == 0) ? top : (r >> 8) & 1u;
            k = (k & ~mask) | (d << c->bit);
        }
        keys[i] = k;
    }
}

static void run_count(const char *fn, int bits, const sc_case *c, unsigned timing, uint32_t seed)
{
    const int nd = 1 << bits, nc = nd / 2;
    const size_t nkeys = (size_t)c->num_blocks * 32u * c->vt;
    const size_t ncounts = (size_t)c->num_blocks * nc, ntotals = (size_t)c->num_tasks * nd;
    uint32_t *keys = malloc(nkeys * 4), *counts = malloc(ncounts * 4), *totals = malloc(ntotals * 4);
    uint32_t *want_counts = malloc(ncounts * 4), *want_totals = malloc(ntotals * 4);
    assert_non_null(keys);
    assert_non_null(counts);
    assert_non_null(totals);
    assert_non_null(want_counts);
    assert_non_null(want_totals);
    make_keys(keys, nkeys, c, bits, &seed);
    reference(keys, c, bits, want_counts, want_totals);
    for (size_t i = 0; i < ncounts; i++)
        counts[i] = POISON;
    for (size_t i = 0; i < ntotals; i++)
        totals[i] = POISON;

    rk_run r;
    rk_begin(&r, FILE_, fn, timing);
    rk_buffer(&r, KEYS, keys, nkeys * 4);
    rk_buffer(&r, COUNTS, counts, ncounts * 4);
    rk_buffer(&r, TOTALS, totals, ntotals * 4);
    uint32_t params[7] = {KEYS,
                          c->bit,
                          c->vt,
                          (uint32_t)(c->num_blocks / c->num_tasks),
                          (uint32_t)(c->num_blocks % c->num_tasks),
                          COUNTS,
                          TOTALS};
    rk_launch(&r, (uint32_t)c->num_tasks, 128, params, sizeof params);
    rk_read(&r, COUNTS, counts, ncounts * 4);
    rk_read(&r, TOTALS, totals, ntotals * 4);
    char what[96];
    snprintf(what, sizeof what, "counts (blocks %d tasks %d vt %u bit %u data %d)", c->num_blocks,
             c->num_tasks, c->vt, c->bit, c->data);
    rk_expect_words(&r, what, counts, want_counts, ncounts);
    snprintf(what, sizeof what, "totals (blocks %d tasks %d vt %u bit %u data %d)", c->num_blocks,
             c->num_tasks, c->vt, c->bit, c->data);
    rk_expect_words(&r, what, totals, want_totals, ntotals);
    rk_end(&r);
    free(keys);
    free(counts);
    free(totals);
    free(want_counts);
    free(want_totals);
}

static void run_variant(const char *fn, int bits)
{
    /* The host code's shape is 1024-key sort blocks (vt 32) over
     * min(numBlocks, SMs * blocksPerSM) tasks; the others exercise the
     * unrolled-by-two inner loop's odd tail (vt 16, 48), the largest blocks
     * mode 1 allows (vt 64), tasks with fewer blocks than warps (idle warps),
     * uneven task splits and digits at the top of the key. */
    const uint32_t hi = 32u - (uint32_t)bits;
    const sc_case cases[] = {
        {1, 1, 32, 0, 0},              /* one block: warps 1-3 idle */
        {5, 2, 32, 7 % (hi + 1), 0},   /* quot 2 rem 1 */
        {13, 3, 16, hi, 0},            /* quot 4 rem 1, odd tail only */
        {6, 1, 48, 13 % (hi + 1), 2},  /* 6 blocks over 4 warps, loop + tail */
        {3, 2, 64, 5, 1},              /* 2048-key blocks of one digit */
        {9, 4, 32, 11, 2},             /* quot 2 rem 1 */
        {101, 28, 32, 16 % (hi + 1), 0}, /* the source test's 101 blocks */
    };
    uint32_t seed = 0x5eed0000u + (uint32_t)bits * 977u;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        rk_rand(&seed);
        run_count(fn, bits, &cases[i], SG_TIMING_FUNCTIONAL, seed);
        run_count(fn, bits, &cases[i], SG_TIMING_CYCLE, seed);
    }
}

static void test_count_loop_1(void **state)
{
    (void)state;
    run_variant("CountBucketsLoop_1", 1);
}

static void test_count_loop_3(void **state)
{
    (void)state;
    run_variant("CountBucketsLoop_3", 3);
}

static void test_count_loop_5(void **state)
{
    (void)state;
    run_variant("CountBucketsLoop_5", 5);
}

static void test_count_loop_6(void **state)
{
    (void)state;
    run_variant("CountBucketsLoop_6", 6);
}

static void test_count_loop_7(void **state)
{
    (void)state;
    run_variant("CountBucketsLoop_7", 7);
}

/* vectors/cosim/real-sort-count (CountBucketsLoop_1, 3 sort blocks, 2 tasks,
 * vt 32, bit 7): expected-out.hex is the reference's counts then totals. */
static void test_vector(void **state)
{
    (void)state;
    static uint32_t keys[3 * 1024];
    uint32_t out[7], counts[3], totals[4];
    assert_int_equal(rk_read_image("vectors/cosim/real-sort-count/keys.hex", keys, 3 * 1024),
                     3 * 1024);
    assert_int_equal(rk_read_image("vectors/cosim/real-sort-count/expected-out.hex", out, 7), 7);
    const sc_case c = {3, 2, 32, 7, 0};
    reference(keys, &c, 1, counts, totals);
    for (int i = 0; i < 7; i++) {
        uint32_t want = i < 3 ? counts[i] : totals[i - 3];
        if (out[i] != want)
            fail_msg("real-sort-count expected-out.hex word %d: 0x%08x, C gives 0x%08x", i, out[i],
                     want);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_count_loop_1), cmocka_unit_test(test_count_loop_3),
        cmocka_unit_test(test_count_loop_5), cmocka_unit_test(test_count_loop_6),
        cmocka_unit_test(test_count_loop_7),
        cmocka_unit_test(test_vector),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
