/*
 * bench.h - what scripts/bench's driver (bench_kernel) shares between its
 * files: a benchmark kernel (its listing, launch, inputs, native C version)
 * and the state of one measurement.
 *
 * A kernel's data lives in regions: each region is a global-memory range of
 * 32-bit words with its initial content (written into the model before each
 * run and copied into the native working array before each native run).
 * After a run, every word of every region, the untouched sentinels included,
 * must be the same in the model as in the native C run: the native version
 * is the kernel's C code, so that comparison is the result check.
 */
#ifndef BENCH_H
#define BENCH_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/smgold.h"

#define BENCH_MAX_REGIONS 4

typedef struct bench_region {
    const char *name; /* for messages: "C", "x", ... */
    uint64_t addr;
    uint32_t words;
    uint32_t *init;   /* content before a run */
    uint32_t *nat;    /* the native run's working copy */
    uint32_t *got;    /* the model's, read back after its first run */
} bench_region;

typedef struct bench {
    uint32_t grid, block, threads, n; /* n: the kernel's problem size (N) */
    uint32_t seed;                    /* of the inputs' pseudo-random sequence */
    uint32_t params[8];               /* from c[0x0][0x20] */
    size_t param_bytes;
    bench_region r[BENCH_MAX_REGIONS];
    unsigned nregions;
    char note[160];                   /* what the inputs exercise, for the output line */
} bench;

typedef struct bench_kernel {
    const char *name;
    const char *listing;   /* relative to the repository root */
    uint32_t grid, block, n; /* the defaults (scripts/bench passes its own) */
    /* Lay out the parameters and fill the regions (bench_add_region);
     * returns 0, or non-zero with a message printed. */
    int (*setup)(bench *b);
    /* The kernel as plain C over every thread, on the regions' nat arrays. */
    void (*native)(bench *b);
} bench_kernel;

/* The kernels (NULL-terminated) and one by name (NULL when unknown). */
extern const bench_kernel *const bench_kernels[];
const bench_kernel *bench_find_kernel(const char *name);

/* A region of `words` words at addr, its init filled by the caller; exits
 * with a message when out of memory. */
bench_region *bench_add_region(bench *b, const char *name, uint64_t addr, uint32_t words);

/* The inputs' pseudo-random sequence: x = 1664525 x + 1013904223 mod 2^32
 * (Numerical Recipes' LCG; scripts/bench's earlier awk input generator used
 * the same, so Figure 8's garbage is the same words as before). */
static inline uint32_t bench_lcg(uint32_t *x)
{
    *x = 1664525u * *x + 1013904223u;
    return *x;
}

double bench_now(void);
void bench_die(const char *what, const sg_error *err);

/* The generated-program row (gen_cases.c): every case folder under dir
 * (smgold gen's output), each run once per repetition; see there. */
int bench_gen(const char *dir, const char *timing, unsigned reps, double min_seconds);

/* The model's footprint for a full SM (footprint.c); see there. */
int bench_footprint(const char *listing);

/* Peak resident set of the process so far, KiB (getrusage ru_maxrss). */
long bench_maxrss_kb(void);

#endif
