/*
 * test_kernel_globalscan.c - Modern GPU's global prefix scan (issue 11's real
 * kernels): tests/corpus/mgpu_old/scan__src__mgpuscan__mgpuscan.sass,
 * functions GlobalScanUpsweep, GlobalScanReduction and GlobalScanDownsweep,
 * as cuobjdump printed them from seanbaxter/mgpu_old scan/src/mgpuscan/
 * mgpuscan.isa (source: scan/src/mgpuscan/globalscan.cu, launched by
 * scanArray() in scan/src/mgpuscan/mgpuscan.cpp).
 *
 * The scan of `count` 32-bit words (wrapping sums) in three passes, all with
 * 256-thread blocks. The host (SetBlockRanges) cuts the array into bricks of
 * 2048 values (256 threads x 8 values), numBricks = ceil(count / 2048), and
 * gives numBlocks = min(numBricks, 4 * SMs) blocks consecutive ranges of whole
 * bricks (the first numBricks % numBlocks blocks one brick more), the last
 * range clipped to count: range[i] = (x, y), a uint2 per block.
 *
 *   GlobalScanUpsweep(valuesIn, range, blockTotals), grid numBlocks:
 *     c[0x0][0x20] valuesIn (uint *), 0x24 range (uint2 *), 0x28 blockTotals
 *     (uint *). Each thread sums valuesIn[x + tid + 256 k] below y, the block
 *     adds the 256 sums up (Multiscan through shared memory) and thread 255
 *     writes blockTotals[block].
 *   GlobalScanReduction(blockTotals, numBlocks), grid 1:
 *     c[0x0][0x20] blockTotals, 0x24 numBlocks. Exclusive scan of
 *     blockTotals[0 .. numBlocks) in place, and blockTotals[numBlocks] = the
 *     total (the host's scanTotal).
 *   GlobalScanDownsweep(valuesIn, valuesOut, blockScan, range, count, init,
 *                       inclusive), grid numBlocks:
 *     c[0x0][0x20] valuesIn, 0x24 valuesOut, 0x28 blockScan (= blockTotals),
 *     0x2c range, 0x30 count, 0x34 init, 0x38 inclusive (bool, one byte,
 *     read with LDC.S8). Each block walks its range 2048 values at a time:
 *     every warp loads 256 consecutive values, transposes them through shared
 *     memory so that each thread holds 8 consecutive ones, scans them
 *     sequentially, Multiscans the thread sums over the block, and stores
 *     blockScan[block] + the running scan (exclusive, or inclusive when the
 *     flag is set) to valuesOut; the block total carries to the next 2048.
 *     count and init are not read by the kernel (neither in globalscan.cu nor
 *     in the SASS): the scan always starts at 0, init is passed non-zero here
 *     to show it.
 *
 * Reference: the same three passes in C over the same ranges (block sums,
 * exclusive scan of the block sums, per-range scan from the block's offset),
 * itself checked against a plain sequential prefix sum. The intermediate
 * blockTotals buffer is compared after the first and second kernels too.
 * The three kernels run one after the other on one model (the next program is
 * loaded into the same sg_sm, which keeps global memory), in functional and
 * in cycle timing.
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
#include "seed_listing.h"
#include "smgold/listing.h"
#include "support.h"

#define CORPUS "mgpu_old/scan__src__mgpuscan__mgpuscan.sass"

#define VALUES_IN 0x100000u
#define VALUES_OUT 0x400000u
#define BLOCK_SCAN 0x700000u
#define RANGES 0x780000u

#define NUM_THREADS 256u
#define BRICK 2048u /* NUM_THREADS * VALUES_PER_THREAD */
#define MAX_BLOCKS 64u

/* SetBlockRanges of mgpuscan.cpp: whole bricks of 2048 values per block. */
static uint32_t block_ranges(uint32_t count, uint32_t max_blocks, uint32_t ranges[][2])
{
    uint32_t bricks = (count + BRICK - 1) / BRICK;
    uint32_t n = bricks < max_blocks ? bricks : max_blocks;
    uint32_t quot = bricks / n, rem = bricks % n;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t x = i ? ranges[i - 1][1] : 0;
        uint32_t b = i < rem ? quot + 1 : quot;
        uint32_t y = x + b * BRICK;
        ranges[i][0] = x;
        ranges[i][1] = y < count ? y : count;
    }
    return n;
}

static void run_scan(unsigned timing, uint32_t count, uint32_t max_blocks, int inclusive,
                     int in_place, uint32_t seed)
{
    uint32_t ranges[MAX_BLOCKS][2];
    uint32_t nblocks = block_ranges(count, max_blocks, ranges);

    uint32_t *in = malloc(count * sizeof *in);
    uint32_t *out = malloc(count * sizeof *out);
    uint32_t *want = malloc(count * sizeof *want);
    assert_non_null(in);
    assert_non_null(out);
    assert_non_null(want);
    for (uint32_t i = 0; i < count; i++)
        in[i] = rk_rand(&seed) >> (seed & 15); /* small and large values, sums wrap */

    /* the three passes in C */
    uint32_t totals[MAX_BLOCKS + 1], scan_totals[MAX_BLOCKS + 1];
    for (uint32_t b = 0; b < nblocks; b++) {
        uint32_t s = 0;
        for (uint32_t i = ranges[b][0]; i < ranges[b][1]; i++)
            s += in[i];
        totals[b] = s;
    }
    uint32_t run = 0;
    for (uint32_t b = 0; b < nblocks; b++) {
        scan_totals[b] = run;
        run += totals[b];
    }
    scan_totals[nblocks] = run;
    for (uint32_t b = 0; b < nblocks; b++) {
        uint32_t s = scan_totals[b];
        for (uint32_t i = ranges[b][0]; i < ranges[b][1]; i++) {
            want[i] = inclusive ? s + in[i] : s;
            s += in[i];
        }
    }
    /* ... agree with the plain prefix sum */
    uint32_t sum = 0;
    for (uint32_t i = 0; i < count; i++) {
        sum += in[i];
        assert_int_equal(want[i], inclusive ? sum : sum - in[i]);
    }
    assert_int_equal(scan_totals[nblocks], sum);

    uint32_t out_addr = in_place ? VALUES_IN : VALUES_OUT;
    rk_run r;
    rk_begin(&r, CORPUS, "GlobalScanUpsweep", timing);
    rk_buffer(&r, VALUES_IN, in, count * sizeof *in);
    if (!in_place)
        rk_buffer(&r, VALUES_OUT, NULL, count * sizeof *out);
    rk_buffer(&r, BLOCK_SCAN, NULL, (nblocks + 1) * sizeof(uint32_t));
    rk_buffer(&r, RANGES, ranges, nblocks * sizeof ranges[0]);

    uint32_t got[MAX_BLOCKS + 1];
    uint32_t up[3] = {VALUES_IN, RANGES, BLOCK_SCAN};
    rk_launch(&r, nblocks, NUM_THREADS, up, sizeof up);
    rk_read(&r, BLOCK_SCAN, got, nblocks * sizeof *got);
    rk_expect_words(&r, "blockTotals", got, totals, nblocks);

    rk_load(&r, CORPUS, "GlobalScanReduction");
    uint32_t red[2] = {BLOCK_SCAN, nblocks};
    rk_launch(&r, 1, NUM_THREADS, red, sizeof red);
    rk_read(&r, BLOCK_SCAN, got, (nblocks + 1) * sizeof *got);
    rk_expect_words(&r, "blockScan", got, scan_totals, nblocks + 1);

    rk_load(&r, CORPUS, "GlobalScanDownsweep");
    uint32_t down[7] = {VALUES_IN, out_addr, BLOCK_SCAN, RANGES, count,
                        0x5eed0001u /* init: not read */, (uint32_t)inclusive};
    rk_launch(&r, nblocks, NUM_THREADS, down, sizeof down);
    rk_read(&r, out_addr, out, count * sizeof *out);
    rk_expect_words(&r, inclusive ? "inclusive scan" : "exclusive scan", out, want, count);
    if (!in_place) { /* the input is left alone */
        rk_read(&r, VALUES_IN, out, count * sizeof *out);
        rk_expect_words(&r, "valuesIn", out, in, count);
    }
    rk_end(&r);
    free(in);
    free(out);
    free(want);
}

static void run_both(uint32_t count, uint32_t max_blocks, int inclusive, int in_place,
                     uint32_t seed)
{
    run_scan(SG_TIMING_FUNCTIONAL, count, max_blocks, inclusive, in_place, seed);
    run_scan(SG_TIMING_CYCLE, count, max_blocks, inclusive, in_place, seed);
}

/* Less than a brick: one block, partial warps and threads without values. */
static void test_globalscan_small(void **state)
{
    (void)state;
    run_both(1, 4, 0, 0, 0x9e3779b9u);
    run_both(1, 4, 1, 0, 0x9e3779b9u);
    run_both(33, 4, 0, 0, 0x1234567u);
    run_both(256, 4, 1, 0, 0x2345678u);
    run_both(1000, 4, 0, 0, 0x3456789u);
    run_both(2047, 4, 1, 0, 0x456789au);
}

/* One brick exactly, one brick and one value, several blocks of one brick. */
static void test_globalscan_bricks(void **state)
{
    (void)state;
    run_both(2048, 4, 0, 0, 0x56789abu);
    run_both(2049, 4, 1, 0, 0x6789abcu);
    run_both(5000, 4, 0, 0, 0x789abcdu);  /* 3 blocks, the last partial */
    run_both(8192, 4, 1, 0, 0x89abcdeu);  /* 4 full blocks */
}

/* More bricks than blocks: blocks of 2 or 3 bricks (the upsweep's unrolled
 * loop, the downsweep's loop carrying the block total), uneven shares. */
static void test_globalscan_multi(void **state)
{
    (void)state;
    run_both(10000, 4, 0, 0, 0x9abcdefu);  /* 5 bricks over 4 blocks: 2,1,1,1 */
    run_both(20001, 4, 1, 0, 0xabcdef1u);  /* 10 bricks: 3,3,2,2 */
    run_both(13000, 3, 1, 1, 0xbcdef12u);  /* 7 bricks: 3,2,2, in place */
    run_both(17000, 60, 0, 1, 0xcdef123u); /* 4*15 SMs allowed: 9 blocks, in place */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_globalscan_small),
        cmocka_unit_test(test_globalscan_bricks),
        cmocka_unit_test(test_globalscan_multi),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
