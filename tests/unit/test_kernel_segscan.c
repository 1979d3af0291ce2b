/*
 * test_kernel_segscan.c - Modern GPU's segmented scan with head flags (issue
 * 11's real kernels): tests/corpus/mgpu_old/scan__src__mgpuscan__mgpuscan.sass,
 * functions SegScanUpsweepFlag, SegScanReduction and SegScanDownsweepFlag, as
 * cuobjdump printed them from seanbaxter/mgpu_old scan/src/mgpuscan/
 * mgpuscan.isa at 0116c779. At that commit the three kernels are in
 * scan/src/mgpuscan/globalseg.cu (NUM_THREADS 256, VALUES_PER_THREAD 8, a
 * brick of NUM_VALUES = 2048 values) and launched by scanSegmentedFlag() in
 * scan/src/mgpuscan/mgpuscan.cpp (the later segscanflags.cu,
 * segscancommon.cu and segscanreduction.cu split the same code into files).
 *
 * The input is packed: bit 31 of a word is the head flag (a segment starts
 * there), bits 0-30 the value. The scan is an exclusive segmented prefix sum
 * plus init: out[i] = init + the sum (32-bit wrapping) of the values from the
 * head of i's segment up to i - 1 (the first segment starts at 0).
 *
 * The host (SetBlockRanges) splits the count into bricks of 2048 and gives
 * each of numBlocks = min(bricks, 4 * SMs) blocks a range int2 {x, y} of
 * whole bricks, the last one ending at count.
 *
 *   SegScanUpsweepFlag, grid numBlocks x 256 threads:
 *     c[0x0][0x20] valuesIn (packed words)     c[0x0][0x24] blockLast (uint[])
 *     c[0x0][0x28] headFlagPos (int[])         c[0x0][0x2c] rangePairs (int2[])
 *   walks its range back from the last brick (loads guarded by range.y in the
 *   last block only) to the brick holding its last head flag and writes
 *   blockLast[b] = sum of the values of the block's last segment (from its
 *   last head flag, or from range.x when it has none), headFlagPos[b] = 1 if
 *   the range has a head flag, 0 if not.
 *
 *   SegScanReduction, 1 block x 256 threads:
 *     c[0x0][0x20] headFlags   c[0x0][0x24] blockLast   c[0x0][0x28] numBlocks
 *   an exclusive segmented scan of blockLast, a block's head flag ending the
 *   carry: blockLast'[b] = (flag[b-1] ? 0 : blockLast'[b-1]) + blockLast[b-1],
 *   blockLast'[0] = 0 (but see 3 below), two levels: 8 warps of 32 blocks.
 *   Threads past numBlocks read flag 0 and value 0 and still store: all 256
 *   words are written.
 *
 *   SegScanDownsweepFlag, grid numBlocks x 256 threads:
 *     c[0x0][0x20] valuesIn   c[0x0][0x24] valuesOut   c[0x0][0x28] start
 *     (the carries of the reduction)   c[0x0][0x2c] rangePairs
 *     c[0x0][0x30] count (unused)   c[0x0][0x34] init
 *     c[0x0][0x38] inclusive (bool, unused at this commit: always exclusive)
 *   scans its range brick by brick with unguarded loads and stores (whole
 *   bricks: a partial last brick reads and writes up to the next multiple of
 *   2048, so the buffers are padded), thread 0 starting from start[block].
 *
 * What this commit's kernels compute, read in its source and confirmed in
 * the SASS, differs from a plain segmented prefix sum in three places (the
 * later segscanreduction.cu / segscancommon.cu rework them); the references
 * below follow the source, not the intent:
 *  1. Downsweep: thread 0 of a block starts its running sum `last` at
 *     start[block], which reaches threads 1..255 through the intra-warp scan,
 *     but thread 0's own eight values are then rewritten from `sum` (0 for
 *     lane 0, blockScan of warp 0 = 0): the first 8 values of every block
 *     lack the block's carry (until a head flag).
 *  2. Downsweep: `last` is not reset between the bricks of one block, so a
 *     block of several bricks is scanned wrongly after its first brick. The
 *     whole scan is therefore run with one brick per block (bricks <=
 *     4 * SMs); ranges of several bricks are run through the upsweep and the
 *     reduction only, which handle them.
 *  3. Reduction: the word a warp hands to the inter-warp scan is lane 31's
 *     stored partial, shared[33 w + 32], which is summed from the lane after
 *     the last head block below lane 31 and lacks the `first` term: once a
 *     warp of 32 blocks holds a head block, the carries of the following
 *     warps' blocks (blocks 32 and up) are not the plain recurrence.
 * With one block, or a head flag on every value, the result is the plain
 * segmented prefix sum, and those cases are also checked against it.
 *  4. Downsweep: its inter-warp scan races between warps (race_tolerance
 *     below); the values it feeds are compared exactly in functional timing
 *     and up to one constant per warp in cycle timing.
 *
 * Cases: 1, 300, 2048, 2049, 3 * 2048 + 777, 32 * 2048 and 37 * 2048 + 5
 * values (1 to 38 blocks), each with no head flags, a head flag on every
 * value, random flags 1 in 7 and random flags 1 in 6000 (segments that cross
 * blocks); and 4 runs of several bricks per block (upsweep and reduction).
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

#define SASS "mgpu_old/scan__src__mgpuscan__mgpuscan.sass"

#define BRICK 2048u
#define THREADS 256u

#define PACKED 0x1000000u
#define OUT 0x2000000u
#define BLOCKLAST 0x300000u
#define HEADFLAGS 0x310000u
#define RANGES 0x320000u

enum density { NONE, ALL, SPARSE, DENSE };

/* ------------------------------------------------------------------------ */
/* C reference, from the CUDA source's definition of the passes. */

/* The plain exclusive segmented prefix sum plus init. */
static void segscan_ref(const uint32_t *packed, uint32_t count, uint32_t init, uint32_t *out)
{
    uint32_t carry = 0;
    for (uint32_t i = 0; i < count; i++) {
        if (packed[i] & 0x80000000u)
            carry = 0;
        out[i] = carry + init;
        carry += packed[i] & 0x7fffffffu;
    }
}

/* SetBlockRanges: whole bricks spread over min(bricks, maxBlocks) blocks. */
static uint32_t block_ranges(uint32_t count, uint32_t max_blocks, int32_t *ranges)
{
    uint32_t bricks = (count + BRICK - 1) / BRICK;
    uint32_t n = bricks < max_blocks ? bricks : max_blocks;
    uint32_t quot = bricks / n, rem = bricks % n;
    int32_t x = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t b = i < rem ? quot + 1 : quot;
        int64_t y = (int64_t)x + (int64_t)b * BRICK;
        if (y > count)
            y = count;
        ranges[2 * i] = x;
        ranges[2 * i + 1] = (int32_t)y;
        x = (int32_t)y;
    }
    return n;
}

/* Upsweep: the sum of the block's last segment and whether it has a head. */
static void upsweep_ref(const uint32_t *packed, const int32_t *ranges, uint32_t nblocks,
                        uint32_t *total, uint32_t *flag)
{
    for (uint32_t b = 0; b < nblocks; b++) {
        uint32_t sum = 0, head = 0;
        for (int32_t i = ranges[2 * b + 1] - 1; i >= ranges[2 * b]; i--) {
            sum += packed[i] & 0x7fffffffu;
            if (packed[i] & 0x80000000u) {
                head = 1;
                break;
            }
        }
        total[b] = sum;
        flag[b] = head;
    }
}

/* The last head flag strictly below lane l of warp w of f, -1 if none. */
static int preceding(const uint32_t *f, uint32_t w, uint32_t l)
{
    int p = -1;
    for (uint32_t k = 0; k < l; k++)
        if (f[32 * w + k])
            p = (int)k;
    return p;
}

/* Reduction, as SegScanReduction at this commit computes it (header, 3): one
 * thread per block (past nblocks value 0, flag 0; all 256 carries stored).
 *   lane level: carry[t] = x[p .. l-1] of its warp, p the last head lane
 *     below lane l; with no head below, x[0 .. l-1] + bscan[warp];
 *   warp level: each warp hands on flag = any head in it and part = lane 31's
 *     stored partial x[p31+1 .. 31] (p31 = the last head lane below 31);
 *     bscan[w] = part[pre .. w-1], pre the last warp below w with a head
 *     (part[0 .. w-1] if none). */
static void reduction_ref(const uint32_t *total, const uint32_t *flag, uint32_t nblocks,
                          uint32_t *carry)
{
    enum { WARPS = THREADS / 32 };
    uint32_t x[THREADS], f[THREADS], part[WARPS], wflag[WARPS], bscan[WARPS];
    for (uint32_t t = 0; t < THREADS; t++) {
        x[t] = t < nblocks ? total[t] : 0;
        f[t] = t < nblocks ? flag[t] : 0;
    }
    for (uint32_t w = 0; w < WARPS; w++) {
        part[w] = 0;
        for (int k = preceding(f, w, 31) + 1; k < 32; k++)
            part[w] += x[32 * w + k];
        wflag[w] = 0;
        for (uint32_t k = 0; k < 32; k++)
            wflag[w] |= f[32 * w + k];
    }
    for (uint32_t w = 0; w < WARPS; w++) {
        int pre = -1;
        for (uint32_t k = 0; k < w; k++)
            if (wflag[k])
                pre = (int)k;
        bscan[w] = 0;
        for (uint32_t k = pre < 0 ? 0 : (uint32_t)pre; k < w; k++)
            bscan[w] += part[k];
    }
    for (uint32_t t = 0; t < THREADS; t++) {
        uint32_t w = t / 32, l = t % 32;
        int p = preceding(f, w, l);
        uint32_t c = p < 0 ? bscan[w] : 0;
        for (uint32_t k = p < 0 ? 0 : (uint32_t)p; k < l; k++)
            c += x[32 * w + k];
        carry[t] = c;
    }
}

/* Downsweep over one-brick blocks, as this commit computes it (header, 1):
 * an exclusive segmented scan plus init per block, started at start[b],
 * except that the block's first 8 values (thread 0's) start from 0. */
static void downsweep_ref(const uint32_t *packed, const int32_t *ranges, uint32_t nblocks,
                          const uint32_t *start, uint32_t init, uint32_t *out)
{
    for (uint32_t b = 0; b < nblocks; b++) {
        uint32_t c = start[b], c0 = 0;
        for (int32_t i = ranges[2 * b]; i < ranges[2 * b + 1]; i++) {
            if (packed[i] & 0x80000000u)
                c = c0 = 0;
            out[i] = init + (i - ranges[2 * b] < 8 ? c0 : c);
            c += packed[i] & 0x7fffffffu;
            c0 += packed[i] & 0x7fffffffu;
        }
    }
}

/* ------------------------------------------------------------------------ */
static void make_input(uint32_t *packed, uint32_t n, enum density d, uint32_t *seed)
{
    for (uint32_t i = 0; i < n; i++) {
        uint32_t r = rk_rand(seed);
        uint32_t v = rk_rand(seed) >> (r & 15); /* small and large values */
        uint32_t head;
        switch (d) {
        case NONE: head = 0; break;
        case ALL: head = 1; break;
        case SPARSE: head = (r >> 8) % 6000u == 0; break; /* segments cross bricks */
        default: head = (r >> 8) % 7u == 0; break;
        }
        packed[i] = (v & 0x7fffffffu) | (head ? 0x80000000u : 0);
    }
}

/*
 * The downsweep's inter-warp scan at this commit (BlockScan, `if(lane <
 * NUM_WARPS)`) is run by lanes 0-7 of all 8 warps at once on the same shared
 * words (blockShared[0..23]) with no barrier between them: each warp reads
 * blockShared[8 + k] and blockShared[7] while the others overwrite them with
 * their Hillis-Steele partial sums and final warpSum. In lock step (functional
 * timing) every warp reads before any writes and all store the same values;
 * when the warps drift apart (cycle timing: the two schedulers' warp groups
 * run a few instructions apart) a late warp reads partial sums and the last
 * writer leaves a wrong blockScan for some warps. The CUDA source has this
 * race; the later segscancommon.cu runs BlockScan with `tid < NumWarps`.
 *
 * blockScan[warp] only enters the values that have no head flag between the
 * start of their warp's 256 values and themselves, and there as one added
 * constant. So in cycle timing the other values must be exact and these may
 * differ from the reference by one constant per warp: want is adjusted by the
 * difference seen at each warp's first such value, then compared word for word.
 */
static void race_tolerance(const uint32_t *packed, uint32_t count, const uint32_t *out,
                           uint32_t *want)
{
    for (uint32_t base = 0; base < count; base += THREADS) {
        uint32_t end = base + THREADS < count ? base + THREADS : count;
        uint32_t delta = out[base] - want[base];
        for (uint32_t i = base; i < end && !(packed[i] & 0x80000000u); i++)
            want[i] += delta;
    }
}

/*
 * One segmented scan of count packed words on a model, kernel after kernel as
 * scanSegmentedFlag launches them, with at most max_blocks blocks (4 * SMs).
 * With one brick per block the whole scan is checked; with more, the
 * upsweep's and the reduction's results only (header, 2).
 */
static void run_segscan(unsigned timing, uint32_t count, uint32_t max_blocks, enum density d,
                        uint32_t seed)
{
    static int32_t ranges[2 * THREADS];
    uint32_t nblocks = block_ranges(count, max_blocks, ranges);
    uint32_t padded = (count + BRICK - 1) / BRICK * BRICK;
    int whole = nblocks * BRICK == padded; /* one brick per block */

    uint32_t *packed = malloc((size_t)padded * 4), *out = malloc((size_t)padded * 4),
             *want = malloc((size_t)padded * 4);
    assert_non_null(packed);
    assert_non_null(out);
    assert_non_null(want);
    make_input(packed, padded, d, &seed); /* the padding is loaded, never summed in */
    uint32_t init = rk_rand(&seed);

    uint32_t total[THREADS], flag[THREADS], carry[THREADS], got[THREADS];
    upsweep_ref(packed, ranges, nblocks, total, flag);
    reduction_ref(total, flag, nblocks, carry);
    if (whole) {
        downsweep_ref(packed, ranges, nblocks, carry, init, want);
        if (nblocks == 1 || d == ALL) { /* where this commit is exact */
            segscan_ref(packed, count, init, out);
            for (uint32_t i = 0; i < count; i++)
                assert_int_equal(out[i], want[i]);
        }
    }

    rk_run r;
    rk_begin(&r, SASS, "SegScanUpsweepFlag", timing);
    rk_buffer(&r, PACKED, packed, (size_t)padded * 4);
    rk_buffer(&r, OUT, NULL, (size_t)padded * 4);
    rk_buffer(&r, BLOCKLAST, NULL, THREADS * 4);
    rk_buffer(&r, HEADFLAGS, NULL, THREADS * 4);
    rk_buffer(&r, RANGES, ranges, (size_t)nblocks * 8);

    uint32_t up[4] = {PACKED, BLOCKLAST, HEADFLAGS, RANGES};
    rk_launch(&r, nblocks, THREADS, up, sizeof up);
    rk_read(&r, BLOCKLAST, got, nblocks * 4);
    rk_expect_words(&r, "upsweep blockLast", got, total, nblocks);
    rk_read(&r, HEADFLAGS, got, nblocks * 4);
    rk_expect_words(&r, "upsweep headFlagPos", got, flag, nblocks);

    rk_load(&r, SASS, "SegScanReduction");
    uint32_t red[3] = {HEADFLAGS, BLOCKLAST, nblocks};
    rk_launch(&r, 1, THREADS, red, sizeof red);
    rk_read(&r, BLOCKLAST, got, THREADS * 4);
    rk_expect_words(&r, "reduction blockLast", got, carry, THREADS);

    if (whole) {
        rk_load(&r, SASS, "SegScanDownsweepFlag");
        uint32_t down[7] = {PACKED, OUT, BLOCKLAST, RANGES, count, init, 0};
        rk_launch(&r, nblocks, THREADS, down, sizeof down);
        rk_read(&r, OUT, out, (size_t)count * 4);
        if (timing == SG_TIMING_CYCLE)
            race_tolerance(packed, count, out, want);
        rk_expect_words(&r, "segmented scan", out, want, count);
        rk_read(&r, PACKED, out, (size_t)padded * 4);
        rk_expect_words(&r, "valuesIn", out, packed, padded);
    }
    rk_end(&r);

    free(packed);
    free(out);
    free(want);
}

static void both(uint32_t count, uint32_t max_blocks, enum density d, uint32_t seed)
{
    run_segscan(SG_TIMING_FUNCTIONAL, count, max_blocks, d, seed);
    run_segscan(SG_TIMING_CYCLE, count, max_blocks, d, seed);
}

/* The whole scan, one brick per block (max_blocks 256: as many SMs as it
 * takes): a partial brick, one brick, a brick and one, several blocks ending
 * partial, a whole warp of blocks, and more than 32 blocks (the reduction's
 * inter-warp scan). */
static const uint32_t whole_counts[] = {1,    300,  2048, 2049, 3 * 2048 + 777, 32 * 2048,
                                        37 * 2048 + 5};
#define NCOUNTS (sizeof whole_counts / sizeof *whole_counts)

static void test_segscan_no_flags(void **state)
{
    (void)state;
    for (uint32_t i = 0; i < NCOUNTS; i++)
        both(whole_counts[i], THREADS, NONE, 0x51ce0000u + i);
}

static void test_segscan_all_heads(void **state)
{
    (void)state;
    for (uint32_t i = 0; i < NCOUNTS; i++)
        both(whole_counts[i], THREADS, ALL, 0x5a110000u + i);
}

static void test_segscan_random_flags(void **state)
{
    (void)state;
    for (uint32_t i = 0; i < NCOUNTS; i++) {
        both(whole_counts[i], THREADS, DENSE, 0xde450000u + i);
        both(whole_counts[i], THREADS, SPARSE, 0x59a20000u + i);
    }
}

/* More bricks than blocks (4 * SMs for 1 and 2 SMs): the upsweep walks back
 * over several bricks to its last head flag (in the last block from a partial
 * brick); the reduction's carries. */
static void test_segscan_multi_brick_carries(void **state)
{
    (void)state;
    both(9 * 2048 + 77, 4, SPARSE, 0xca220001u);
    both(9 * 2048 + 77, 4, NONE, 0xca220002u);
    both(13 * 2048, 8, SPARSE, 0xca220003u);
    both(13 * 2048 + 1, 8, DENSE, 0xca220004u);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_segscan_no_flags),
        cmocka_unit_test(test_segscan_all_heads),
        cmocka_unit_test(test_segscan_random_flags),
        cmocka_unit_test(test_segscan_multi_brick_carries),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
