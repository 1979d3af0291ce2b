/*
 * kernels.c - scripts/bench's kernels: for each, its listing, parameter
 * layout and inputs, and the same kernel as native C (vectors/bench/README.md
 * says where each comes from). The native versions are written as the CUDA
 * code would run one thread after the other: the loop over i is the grid.
 *
 * Floating point: the driver is compiled with -ffp-contract=off so that
 * a * x + y stays a multiply and an add, each rounded once, as FMUL and FADD
 * in the listings; x86-64 computes float in SSE single precision, so native
 * and model results are bit-identical.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

bench_region *bench_add_region(bench *b, const char *name, uint64_t addr, uint32_t words)
{
    if (b->nregions == BENCH_MAX_REGIONS) {
        fprintf(stderr, "bench_kernel: more than %d regions\n", BENCH_MAX_REGIONS);
        exit(2);
    }
    bench_region *r = &b->r[b->nregions++];
    r->name = name;
    r->addr = addr;
    r->words = words;
    r->init = calloc(words, 4);
    r->nat = calloc(words, 4);
    r->got = calloc(words, 4);
    if (!r->init || !r->nat || !r->got) {
        fprintf(stderr, "bench_kernel: out of memory for %u words of %s\n", words, name);
        exit(2);
    }
    return r;
}

static float as_float(uint32_t w)
{
    float f;
    memcpy(&f, &w, 4);
    return f;
}

static uint32_t as_word(float f)
{
    uint32_t w;
    memcpy(&w, &f, 4);
    return w;
}

/* A float in [1, 2) from 23 random bits: exact, normal, and differences of
 * two of them are normal too (no denormal handling comes into play). */
static uint32_t unit_float(uint32_t *x)
{
    return 0x3f800000u | (bench_lcg(x) >> 9);
}

/* Garbage the kernel must overwrite (or leave alone past N). */
static void fill_garbage(bench_region *r, uint32_t *x)
{
    for (uint32_t i = 0; i < r->words; i++)
        r->init[i] = bench_lcg(x);
}

/* ---- 000 Figure 8: C[i] = 1; for (j = 1; j <= i; j++) C[i] += j ----
 * The Figure 9 listing; parameters A, B (unused), C, N at c[0x0][0x20..0x2c]. */

#define FIG8_C 0x00100000u

static int fig8_setup(bench *b)
{
    uint32_t x = b->seed, words = b->n > b->threads ? b->n : b->threads;
    fill_garbage(bench_add_region(b, "C", FIG8_C, words), &x);
    uint32_t p[4] = {0, 0, FIG8_C, b->n};
    memcpy(b->params, p, sizeof p);
    b->param_bytes = sizeof p;
    snprintf(b->note, sizeof b->note, "thread i sums 1..i");
    return 0;
}

static void fig8_native(bench *b)
{
    uint32_t *c = b->r[0].nat, m = b->n < b->threads ? b->n : b->threads;
    for (uint32_t i = 0; i < m; i++) {
        float v = 1.0f;
        for (int32_t j = 1; j <= (int32_t)i; j++)
            v = (float)j + v; /* I2F then FADD R0 = R5 + R0: the listing's order */
        c[i] = as_word(v);
    }
}

/* ---- 000 Figure 10 (kernel_update; native code: the Figure 11 listing) ----
 * Parameters from the listing's constant offsets: A 0x20, B 0x24, C 0x28,
 * N 0x2c, hasproxy 0x30. Threads past N return at once; hasproxy[i] = 1 takes
 * the short path (dij = 2), 0 the j loop with its continue (j == i) and its
 * break. N <= 65535 keeps i * N + j within 32 bits, so the break comes at
 * j = 0 (j = 1 for i = 0) exactly as the unsigned C comparison says. */

#define FIG10_A 0x01000000u
#define FIG10_B 0x02000000u
#define FIG10_C 0x03000000u
#define FIG10_H 0x04000000u

static int fig10_setup(bench *b)
{
    if (b->n < 2 || b->n > 65535) {
        fprintf(stderr, "bench_kernel: fig10 needs 2 <= N <= 65535, not %u\n", b->n);
        return 1;
    }
    uint32_t x = b->seed;
    bench_region *a = bench_add_region(b, "A", FIG10_A, b->n);
    bench_region *bb = bench_add_region(b, "B", FIG10_B, b->n);
    bench_region *c = bench_add_region(b, "C", FIG10_C, b->n > b->threads ? b->n : b->threads);
    bench_region *h = bench_add_region(b, "hasproxy", FIG10_H, b->n);
    unsigned proxies = 0;
    for (uint32_t i = 0; i < b->n; i++) {
        a->init[i] = unit_float(&x);
        bb->init[i] = unit_float(&x);
        /* "Initialize array with 0 or 1 randomly" (the seed's comment): one in
         * three threads has a proxy, so warps diverge on it */
        h->init[i] = bench_lcg(&x) % 3 == 0;
        proxies += h->init[i];
    }
    fill_garbage(c, &x);
    if (!proxies || proxies == b->n) {
        fprintf(stderr, "bench_kernel: fig10 with N = %u runs only one path\n", b->n);
        return 1;
    }
    uint32_t p[5] = {FIG10_A, FIG10_B, FIG10_C, b->n, FIG10_H};
    memcpy(b->params, p, sizeof p);
    b->param_bytes = sizeof p;
    snprintf(b->note, sizeof b->note, "%u of N = %u threads with a proxy, %u past N", proxies,
             b->n, b->threads > b->n ? b->threads - b->n : 0);
    return 0;
}

static void fig10_native(bench *b)
{
    const uint32_t *A = b->r[0].nat, *B = b->r[1].nat, *hasproxy = b->r[3].nat;
    uint32_t *C = b->r[2].nat, N = b->n;
    for (uint32_t i = 0; i < b->threads; i++) { /* Figure 10, line by line */
        if (i >= N)
            continue;
        float dij = 2.0f;
        if (!hasproxy[i]) {
            for (uint32_t j = 0; j < N; j++) {
                if (j == i)
                    continue;
                if ((i * N + j) > (i * j + i)) {
                    dij = as_float(A[i]) * (as_float(B[j]) - as_float(B[i]));
                    break;
                }
            }
        }
        C[i] = as_word(as_float(B[i]) + dij);
    }
}

/* ---- memory-bound: grid-stride SAXPY, y[i] = a * x[i] + y[i] ----
 * vectors/bench/saxpy.lst; parameters x 0x20, y 0x24, a 0x28, n 0x2c. */

#define SAXPY_X 0x10000000u
#define SAXPY_Y 0x20000000u
#define SAXPY_A 0.75f

static int saxpy_setup(bench *b)
{
    uint32_t x = b->seed;
    bench_region *xr = bench_add_region(b, "x", SAXPY_X, b->n);
    bench_region *yr = bench_add_region(b, "y", SAXPY_Y, b->n);
    for (uint32_t i = 0; i < b->n; i++) {
        xr->init[i] = unit_float(&x);
        yr->init[i] = unit_float(&x);
    }
    uint32_t p[4] = {SAXPY_X, SAXPY_Y, as_word(SAXPY_A), b->n};
    memcpy(b->params, p, sizeof p);
    b->param_bytes = sizeof p;
    snprintf(b->note, sizeof b->note, "%.1f MiB of x and y, %.1f elements per thread",
             8.0 * b->n / 1048576, (double)b->n / b->threads);
    return 0;
}

static void saxpy_native(bench *b)
{
    const uint32_t *x = b->r[0].nat;
    uint32_t *y = b->r[1].nat;
    for (uint32_t i = 0; i < b->n; i++)
        y[i] = as_word(SAXPY_A * as_float(x[i]) + as_float(y[i]));
}

/* ---- divergence-heavy: Collatz step counts ----
 * vectors/bench/collatz.lst; parameters in 0x20, out 0x24, N 0x28, limit 0x2c.
 * Starting values 1..65536 never leave 32 bits (the largest value on their
 * trajectories is below 2^31), so the unsigned arithmetic is exact and no
 * lane reaches 0 (which would spin in the halving loop). */

#define COLLATZ_IN 0x01000000u
#define COLLATZ_OUT 0x02000000u
#define COLLATZ_LIMIT 200u /* some lanes stop here: the second break runs too */

static uint32_t collatz(uint32_t n, uint32_t limit)
{
    uint32_t steps = 0, odd = 0;
    for (;;) {
        if (n <= 1)
            break;
        if (steps >= limit)
            break;
        if (n & 1) {
            n = 3 * n + 1;
            odd++;
            steps++;
            continue;
        }
        do { /* strip the factors of two: a trip count per lane */
            n >>= 1;
            steps++;
        } while (!(n & 1));
    }
    return steps + (odd << 16);
}

static int collatz_setup(bench *b)
{
    uint32_t x = b->seed;
    bench_region *in = bench_add_region(b, "in", COLLATZ_IN, b->n);
    bench_region *out =
        bench_add_region(b, "out", COLLATZ_OUT, b->n > b->threads ? b->n : b->threads);
    unsigned capped = 0;
    for (uint32_t i = 0; i < b->n; i++) {
        in->init[i] = 1 + (bench_lcg(&x) >> 16);
        capped += (collatz(in->init[i], COLLATZ_LIMIT) & 0xffff) >= COLLATZ_LIMIT;
    }
    fill_garbage(out, &x);
    uint32_t p[4] = {COLLATZ_IN, COLLATZ_OUT, b->n, COLLATZ_LIMIT};
    memcpy(b->params, p, sizeof p);
    b->param_bytes = sizeof p;
    snprintf(b->note, sizeof b->note, "N = %u, %u reach the step limit %u", b->n, capped,
             COLLATZ_LIMIT);
    return 0;
}

static void collatz_native(bench *b)
{
    const uint32_t *in = b->r[0].nat;
    uint32_t *out = b->r[1].nat;
    for (uint32_t i = 0; i < b->threads && i < b->n; i++)
        out[i] = collatz(in[i], COLLATZ_LIMIT);
}

static const bench_kernel k_fig8 = {"fig8", "vectors/listings/000-figure09.lst", 4, 256, 1024,
                                    fig8_setup, fig8_native};
static const bench_kernel k_fig10 = {"fig10", "vectors/listings/000-figure11.lst", 256, 256,
                                     65000, fig10_setup, fig10_native};
static const bench_kernel k_saxpy = {"saxpy", "vectors/bench/saxpy.lst", 16, 256, 1u << 20,
                                     saxpy_setup, saxpy_native};
static const bench_kernel k_collatz = {"collatz", "vectors/bench/collatz.lst", 16, 256, 4000,
                                       collatz_setup, collatz_native};

const bench_kernel *const bench_kernels[] = {&k_fig8, &k_fig10, &k_saxpy, &k_collatz, NULL};

const bench_kernel *bench_find_kernel(const char *name)
{
    for (unsigned i = 0; bench_kernels[i]; i++)
        if (!strcmp(bench_kernels[i]->name, name))
            return bench_kernels[i];
    return NULL;
}
