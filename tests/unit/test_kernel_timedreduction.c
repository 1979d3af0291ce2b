/*
 * test_kernel_timedreduction.c - the CUDA SDK "clock" sample's kernel (issue
 * 11's real kernels): tests/corpus/lysago__gpgpu-sim_distribution/
 * _cuobjdump_1.sass, _Z14timedReductionPKfPfPl, i.e.
 *
 *     timedReduction(const float *input, float *output, clock_t *timer)
 *
 * from NVIDIA's CUDA samples clock/clock.cu (the copy that gpgpu-sim's
 * benchmark set compiles; the source is the SDK sample, launched there as
 * <<<64, 256, sizeof(float) * 2 * 256>>>).
 *
 * What it computes: every block copies input[0 .. 2 * blockDim.x) into its
 * dynamic shared memory, then reduces it to a minimum with the tree
 *     for (d = blockDim.x; d > 0; d /= 2) { __syncthreads();
 *         if (tid < d && shared[tid + d] < shared[tid]) shared[tid] = shared[tid + d]; }
 * and thread 0 writes output[blockIdx.x] = shared[0]. Thread 0 also writes
 * timer[bid] = clock() before and timer[bid + gridDim.x] = clock() after.
 * Every block reduces the same input, so every output word is the same.
 * For a power-of-two block the tree gives min(input[0 .. 2 * blockDim.x));
 * for other sizes it skips elements (d = 3 -> 1 drops shared[2]) - the
 * reference below runs the same tree, so it is exact for both.
 *
 * Parameters (64-bit pointers, the LD/ST carry .E): c[0x0][0x20] input,
 * c[0x0][0x28] output, c[0x0][0x30] timer (clock_t: 8-byte words; the SASS
 * stores the sign extension of clock << 1 with ST.E.64). The kernel reads
 * blockDim.x from c[0x0][0x8] and gridDim.x from c[0x0][0x14].
 *
 * Checks: output word for word against the C tree (with f1 < f0 compared
 * exactly as the source does, so NaN, infinities, signed zeros and
 * denormals in one case follow C's semantics; the SASS uses FSETP.GEU and
 * stores when it is false, the same thing), the words after the grid's
 * outputs untouched, and for the timers only that both were written and
 * end >= start per block (the model's clock is its own).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "real_kernel.h"

#define FILE_ "lysago__gpgpu-sim_distribution/_cuobjdump_1.sass"
#define FN "_Z14timedReductionPKfPfPl"

#define IN 0x100000u
#define OUT 0x200000u
#define TIMER 0x300000u

#define MAX_BLOCK 1024u
#define MAX_GRID 64u
#define SPARE 4u /* output words past the grid, must stay untouched */
#define SENTINEL 0xa5a5a5a5u

static float f_of(uint32_t w)
{
    float f;
    memcpy(&f, &w, sizeof f);
    return f;
}

static uint32_t w_of(float f)
{
    uint32_t w;
    memcpy(&w, &f, sizeof w);
    return w;
}

/* The source's tree over 2 * block floats: shared[0] at the end. */
static uint32_t reference(const uint32_t *in, uint32_t block)
{
    static float shared[2 * MAX_BLOCK];
    for (uint32_t i = 0; i < 2 * block; i++)
        shared[i] = f_of(in[i]);
    for (int d = (int)block; d > 0; d /= 2)
        for (int tid = 0; tid < d; tid++) { /* reads [d, 2d), writes [0, d): no order issue */
            float f0 = shared[tid];
            float f1 = shared[tid + d];
            if (f1 < f0)
                shared[tid] = f1;
        }
    return w_of(shared[0]);
}

/* kind 0: random finite floats of both signs over many exponents;
 * kind 1: with ties, signed zeros, +infinity, denormals and NaNs (no -inf,
 *         so the minimum is not settled by the first -inf);
 * kind 2: a small range of values so ties are common;
 * kind 3: kind 0 with a NaN at input[0] (f1 < NaN is false: NaN survives);
 * kind 4: only +0, -0, 1, +inf and NaN: the result is whichever zero the
 *         tree keeps. */
static void make_input(uint32_t *in, uint32_t n, uint32_t seed, int kind)
{
    for (uint32_t i = 0; i < n; i++) {
        uint32_t r = rk_rand(&seed);
        if (kind == 0) {
            uint32_t exp = 64u + (r >> 8) % 128u; /* 2^-63 .. 2^64 */
            in[i] = (r & 0x80000000u) | (exp << 23) | (rk_rand(&seed) & 0x7fffffu);
        } else if (kind == 1) {
            static const uint32_t special[] = {
                0x00000000u, 0x80000000u, 0x7f800000u, 0x7fc00000u, 0xffc00001u,
                0x00000001u, 0x80000001u, 0x007fffffu, 0x807fffffu, 0x3f800000u,
                0xbf800000u, 0x7f7fffffu, 0xff7fffffu,
            };
            in[i] = (r & 3u) ? special[(r >> 8) % (sizeof special / sizeof special[0])]
                             : rk_rand(&seed);
        } else if (kind == 2) {
            in[i] = w_of((float)((int)((r >> 8) % 7u) - 3));
        } else if (kind == 3) {
            uint32_t exp = 64u + (r >> 8) % 128u;
            in[i] = i == 0 ? 0x7fc00000u
                           : (r & 0x80000000u) | (exp << 23) | (rk_rand(&seed) & 0x7fffffu);
        } else {
            static const uint32_t few[] = {0x00000000u, 0x80000000u, 0x3f800000u, 0x7f800000u,
                                           0x7fc00000u};
            in[i] = few[(r >> 8) % 5u];
        }
    }
}

static void run_case(unsigned timing, uint32_t grid, uint32_t block, uint32_t seed, int kind)
{
    static uint32_t in[2 * MAX_BLOCK];
    uint32_t out[MAX_GRID + SPARE], want[MAX_GRID + SPARE];
    uint32_t timer[4 * MAX_GRID]; /* 2 * grid clock_t words as 32-bit halves */
    make_input(in, 2 * block, seed, kind);
    uint32_t min = reference(in, block);
    for (uint32_t b = 0; b < grid + SPARE; b++) {
        out[b] = SENTINEL;
        want[b] = b < grid ? min : SENTINEL;
    }
    for (uint32_t i = 0; i < 4 * grid; i++)
        timer[i] = SENTINEL;

    rk_run r;
    rk_begin(&r, FILE_, FN, timing);
    rk_buffer(&r, IN, in, 2 * block * sizeof in[0]);
    rk_buffer(&r, OUT, out, (grid + SPARE) * sizeof out[0]);
    rk_buffer(&r, TIMER, timer, 4 * grid * sizeof timer[0]);
    uint32_t params[6] = {IN, 0, OUT, 0, TIMER, 0};
    rk_launch(&r, grid, block, params, sizeof params);
    rk_read(&r, OUT, out, (grid + SPARE) * sizeof out[0]);
    rk_read(&r, TIMER, timer, 4 * grid * sizeof timer[0]);
    rk_expect_words(&r, "output", out, want, grid + SPARE);
    for (uint32_t b = 0; b < grid; b++) {
        const uint32_t *s = &timer[2 * b], *e = &timer[2 * (b + grid)];
        if ((s[0] == SENTINEL && s[1] == SENTINEL) || (e[0] == SENTINEL && e[1] == SENTINEL))
            fail_msg("%s: grid %u block %u: timer of block %u not written", r.name, grid, block, b);
        int64_t start = (int64_t)(((uint64_t)s[1] << 32) | s[0]);
        int64_t end = (int64_t)(((uint64_t)e[1] << 32) | e[0]);
        if (end < start)
            fail_msg("%s: grid %u block %u: block %u ends at %lld before it starts at %lld",
                     r.name, grid, block, b, (long long)end, (long long)start);
    }
    rk_end(&r);
}

static void test_timed_reduction(void **state)
{
    (void)state;
    static const struct {
        uint32_t grid, block;
        int kind;
    } cases[] = {
        {1, 1, 0},    {1, 2, 0},    {3, 32, 0},  {2, 33, 0},  {5, 64, 1},  {7, 96, 0},
        {4, 128, 2},  {64, 256, 0}, {9, 256, 1}, {2, 100, 1}, {3, 512, 0}, {2, 1024, 0},
        {1, 1024, 1}, {16, 64, 2},  {1, 7, 0},   {3, 256, 3}, {2, 128, 4}, {2, 96, 4},
        {5, 32, 1},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        uint32_t seed = 0x9e3779b9u + 77u * (uint32_t)k;
        run_case(SG_TIMING_FUNCTIONAL, cases[k].grid, cases[k].block, seed, cases[k].kind);
        run_case(SG_TIMING_CYCLE, cases[k].grid, cases[k].block, seed, cases[k].kind);
    }
}

/* For a power-of-two block the tree is a plain minimum: the reference agrees
 * with a straight C min (finite inputs, so min is well defined). */
static void test_reference_is_min(void **state)
{
    (void)state;
    static uint32_t in[2 * MAX_BLOCK];
    for (uint32_t block = 1; block <= MAX_BLOCK; block *= 2) {
        make_input(in, 2 * block, 0x1357u + block, 0);
        float m = f_of(in[0]);
        for (uint32_t i = 1; i < 2 * block; i++)
            if (f_of(in[i]) < m)
                m = f_of(in[i]);
        assert_int_equal(reference(in, block), w_of(m));
    }
}

/* vectors/cosim/real-timed-reduction (2 blocks of 64 threads): both output
 * words are the reference's minimum of in.hex. */
static void test_vector(void **state)
{
    (void)state;
    uint32_t in[128], out[2];
    assert_int_equal(rk_read_image("vectors/cosim/real-timed-reduction/in.hex", in, 128), 128);
    assert_int_equal(rk_read_image("vectors/cosim/real-timed-reduction/expected-out.hex", out, 2),
                     2);
    assert_int_equal(out[0], reference(in, 64));
    assert_int_equal(out[1], reference(in, 64));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reference_is_min),
        cmocka_unit_test(test_timed_reduction),
        cmocka_unit_test(test_vector),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
