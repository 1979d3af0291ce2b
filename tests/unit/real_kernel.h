/*
 * real_kernel.h - running real compiled kernels of the corpus (issue 11).
 *
 * A kernel is one function of a corpus listing (tests/corpus/<project>/
 * <file>.sass), taken word for word from its hex comments. A test maps its
 * global buffers, launches the kernel through the public API in functional
 * and in cycle timing, and compares the buffers with a C implementation of
 * the same algorithm.
 *
 * Example:
 *     rk_run r;
 *     rk_begin(&r, "mgpu_old/snippets__warpscan1.sass", "WarpScan1", SG_TIMING_CYCLE);
 *     rk_buffer(&r, 0x100000, in, sizeof in);
 *     rk_launch(&r, 1, 32, params, sizeof params);   // fails the test on a model error
 *     rk_read(&r, 0x100000, out, sizeof out);
 *     rk_end(&r);
 */
#ifndef SMGOLD_TESTS_REAL_KERNEL_H
#define SMGOLD_TESTS_REAL_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/smgold.h"

typedef struct rk_run {
    sg_sm *sm;
    sg_config cfg;
    char name[160]; /* "file:function (timing)" for messages */
} rk_run;

/* The function `fn` of the corpus file `file` (relative to tests/corpus/)
 * as a program at address 0, on a fresh model with the default configuration
 * and the given timing (sg_timing). cfg_edit, when not NULL, may change the
 * configuration before the model is created. */
void rk_begin_cfg(rk_run *r, const char *file, const char *fn, unsigned timing,
                  void (*cfg_edit)(sg_config *cfg));
void rk_begin(rk_run *r, const char *file, const char *fn, unsigned timing);

/* Load another function as r's program, keeping global memory (the next
 * kernel of a multi-kernel algorithm). */
void rk_load(rk_run *r, const char *file, const char *fn);

/* Map [addr, addr + len) of global memory and write data (NULL: zeros). */
void rk_buffer(rk_run *r, uint64_t addr, const void *data, size_t len);

/* Launch a 1-D grid of `grid` blocks of `block` threads with the parameters
 * (laid out from c[0x0][0x20]) and run to the end; fails the test on any
 * model error. Returns the cycles the run took. */
uint64_t rk_launch(rk_run *r, uint32_t grid, uint32_t block, const void *params,
                   size_t param_bytes);

/* Read global memory back. */
void rk_read(rk_run *r, uint64_t addr, void *dst, size_t len);

void rk_end(rk_run *r);

/* The words of a $readmemh image (smgold/image.h) of the source tree, e.g.
 * "vectors/cosim/real-warpscan1/in.hex", into words[0..max); returns how many
 * (the highest offset written + 1). Fails the test on a bad image. */
size_t rk_read_image(const char *relpath, uint32_t *words, size_t max);

/* Deterministic pseudo-random numbers for test data. */
uint32_t rk_rand(uint32_t *state);

/* Fail the test naming the first word of got that differs from want. */
void rk_expect_words(const rk_run *r, const char *what, const uint32_t *got, const uint32_t *want,
                     size_t n);

#endif
