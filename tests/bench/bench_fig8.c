/*
 * bench_fig8.c - scripts/bench's driver (not a test): the standalone speed of
 * the model on 000 Figure 8's kernel (the Figure 9 listing), in warp steps
 * (instructions and unwind pops) per second.
 *
 *   bench_fig8 LISTING [--grid G] [--block B] [--n N] [--min-seconds S]
 *              [--mem-init FILE] [--trace FILE] [--timing functional|cycle]
 *              [--datapath] [--native]
 *
 * One model is created and the listing loaded once; then the kernel is
 * launched again and again (global memory rewritten from the image before
 * each launch) until at least S seconds (default 2) of runs have passed.
 * Only sg_sm_launch + sg_sm_run are timed. The first run's C[] is checked
 * against Figure 8's C code (float, the kernel's operation order); a wrong
 * result is exit status 1. --trace FILE turns the trace on (written to FILE,
 * e.g. /dev/null); without it tracing is off. --mem-init FILE is the C
 * array's initial content as a $readmemh image (smgold/image.h), e.g.
 * generated garbage that the kernel must overwrite. --datapath turns the
 * operand bundles and retire records on (sg_sm_set_datapath, what a lock-step
 * checker does; specs/datapath.md), read by nobody: their cost alone.
 *
 * --native also times the same kernel compiled as plain C here (Figure 8's
 * loop for each of the threads, float, the same operation order; issue 14:
 * the model against native code), repeated for at least S seconds, and adds
 * native_s_per_run and ratio (the model's seconds per run / native's).
 *
 * Output: one line "key=value ..." with mode, grid, block, n, runs,
 * warp_steps (total), cycles (total), seconds, steps_per_s, and per run.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "smgold/datapath.h"
#include "smgold/image.h"
#include "smgold/smgold.h"

#define C_BASE 0x00100000u

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "bench_fig8: cannot open %s\n", path);
        exit(2);
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    for (;;) {
        if (!buf) {
            fprintf(stderr, "bench_fig8: out of memory\n");
            exit(2);
        }
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap)
            break;
        cap *= 2;
        buf = realloc(buf, cap);
    }
    fclose(f);
    *len = n;
    return buf;
}

static void die(const char *what, const sg_error *err)
{
    char buf[1024];
    fprintf(stderr, "bench_fig8: %s: %s\n", what, sg_error_format(err, buf, sizeof buf));
    exit(2);
}

static int file_sink(void *ctx, const char *text, size_t len)
{
    return fwrite(text, 1, len, (FILE *)ctx) != len;
}

typedef struct image_ctx {
    uint32_t *words;
    size_t n;
} image_ctx;

static sg_status image_word(void *ctx, uint64_t off, uint32_t value, sg_error *err)
{
    image_ctx *c = ctx;
    if (off >= c->n) {
        if (err) {
            memset(err, 0, sizeof *err);
            err->code = SG_ERR_RANGE;
            snprintf(err->msg, sizeof err->msg, "word %llu is past the C array of %zu words",
                     (unsigned long long)off, c->n);
        }
        return SG_ERR_RANGE;
    }
    c->words[off] = value;
    return SG_OK;
}

/* Figure 8 for thread i < N: C[i] = 1; for (j = 1; j <= i; j++) C[i] += j. */
static float fig8_ref(int32_t i)
{
    float c = 1.0f;
    for (int32_t j = 1; j <= i; j++) {
        volatile float s = (float)j + c;
        c = s;
    }
    return c;
}

/* The same kernel as native code: what each thread i < min(N, threads) computes. */
static void fig8_native(uint32_t *c, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        float v = 1.0f;
        for (int32_t j = 1; j <= (int32_t)i; j++)
            v = (float)j + v;
        memcpy(&c[i], &v, 4);
    }
}

/* Seconds per native run, best of the repetitions of at least min_seconds. */
static double native_per_run(uint32_t *c, uint32_t n, double min_seconds)
{
    double best = 1e30, total = 0;
    do {
        double t0 = now();
        fig8_native(c, n);
        __asm__ volatile("" : : "r"(c) : "memory"); /* the results are used: not elided */
        double t = now() - t0;
        best = t < best ? t : best;
        total += t;
    } while (total < min_seconds);
    return best;
}

static unsigned long arg_num(const char *s, const char *opt)
{
    char *end;
    unsigned long v = strtoul(s, &end, 0);
    if (!*s || *end) {
        fprintf(stderr, "bench_fig8: %s expects a number, not '%s'\n", opt, s);
        exit(2);
    }
    return v;
}

int main(int argc, char **argv)
{
    const char *listing = NULL, *trace = NULL, *mem_init = NULL, *timing = NULL;
    uint32_t grid = 4, block = 256, n = 1024;
    double min_seconds = 2.0;
    int datapath = 0, native = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--grid") && i + 1 < argc)
            grid = (uint32_t)arg_num(argv[++i], a);
        else if (!strcmp(a, "--block") && i + 1 < argc)
            block = (uint32_t)arg_num(argv[++i], a);
        else if (!strcmp(a, "--n") && i + 1 < argc)
            n = (uint32_t)arg_num(argv[++i], a);
        else if (!strcmp(a, "--min-seconds") && i + 1 < argc)
            min_seconds = atof(argv[++i]);
        else if (!strcmp(a, "--trace") && i + 1 < argc)
            trace = argv[++i];
        else if (!strcmp(a, "--mem-init") && i + 1 < argc)
            mem_init = argv[++i];
        else if (!strcmp(a, "--timing") && i + 1 < argc)
            timing = argv[++i];
        else if (!strcmp(a, "--datapath"))
            datapath = 1;
        else if (!strcmp(a, "--native"))
            native = 1;
        else if (a[0] != '-' && !listing)
            listing = a;
        else {
            fprintf(stderr, "usage: bench_fig8 LISTING [--grid G] [--block B] [--n N] "
                            "[--min-seconds S] [--mem-init FILE] [--trace FILE] "
                            "[--timing functional|cycle] [--datapath] [--native]\n");
            return 2;
        }
    }
    if (!listing) {
        fprintf(stderr, "bench_fig8: no listing given\n");
        return 2;
    }

    sg_error err;
    size_t len;
    char *text = slurp(listing, &len);
    sg_program prog;
    if (sg_assemble(text, len, listing, NULL, &prog, &err))
        die("assemble", &err);
    free(text);

    uint32_t threads = grid * block, words = n > threads ? n : threads;
    uint32_t *init = calloc(words, 4), *out = calloc(words, 4);
    if (!init || !out)
        return 2;
    for (uint32_t i = 0; i < words; i++)
        init[i] = 0xdead0000u | (i & 0xffff);
    if (mem_init) {
        char *img = slurp(mem_init, &len);
        image_ctx ic = {init, words};
        if (sg_image_parse(img, len, mem_init, image_word, &ic, &err))
            die("memory image", &err);
        free(img);
    }

    sg_config cfg;
    sg_config_default(&cfg);
    if (timing && sg_config_set(&cfg, "timing", timing, &err))
        die("--timing", &err);
    sg_sm *sm;
    if (sg_sm_create(&cfg, &sm, &err) || sg_sm_load_program(sm, &prog, &err) ||
        sg_sm_map_global(sm, C_BASE, 4ull * words, &err))
        die("set-up", &err);
    sg_program_free(&prog);
    if (datapath && sg_sm_set_datapath(sm, 1, &err))
        die("datapath", &err);
    FILE *tf = NULL;
    if (trace) {
        tf = fopen(trace, "wb");
        if (!tf) {
            fprintf(stderr, "bench_fig8: cannot write %s\n", trace);
            return 2;
        }
        if (sg_sm_set_trace(sm, file_sink, tf, "bench", &err))
            die("trace", &err);
    }

    uint32_t params[4] = {0, 0, C_BASE, n}; /* A, B (unused), C, N */
    sg_launch l = {{grid, 1, 1}, {block, 1, 1}, params, sizeof params, 0};
    uint64_t steps = 0, cycles = 0, run_steps = 0, run_cycles = 0;
    unsigned runs = 0;
    double timed = 0;
    do {
        if (sg_sm_write_global(sm, C_BASE, init, 4ull * words, &err))
            die("write", &err);
        double t0 = now();
        if (sg_sm_launch(sm, &l, &err) || sg_sm_run(sm, UINT64_MAX, &err))
            die("run", &err);
        timed += now() - t0;
        if (!runs) {
            run_steps = sg_sm_instructions(sm);
            run_cycles = sg_sm_cycle(sm);
            if (sg_sm_read_global(sm, C_BASE, out, 4ull * words, &err))
                die("read", &err);
            for (uint32_t i = 0; i < words; i++) {
                uint32_t want = init[i];
                if (i < n && i < threads) {
                    float f = fig8_ref((int32_t)i);
                    memcpy(&want, &f, 4);
                }
                if (out[i] != want) {
                    fprintf(stderr, "bench_fig8: wrong result: C word %u is 0x%08x, expected "
                                    "0x%08x\n",
                            i, out[i], want);
                    return 1;
                }
            }
        } else if (sg_sm_instructions(sm) != run_steps || sg_sm_cycle(sm) != run_cycles) {
            fprintf(stderr, "bench_fig8: run %u took %llu steps, run 1 %llu\n", runs + 1,
                    (unsigned long long)sg_sm_instructions(sm), (unsigned long long)run_steps);
            return 1;
        }
        steps += sg_sm_instructions(sm);
        cycles += sg_sm_cycle(sm);
        runs++;
    } while (timed < min_seconds);
    if (tf && fclose(tf)) {
        fprintf(stderr, "bench_fig8: error writing %s\n", trace);
        return 2;
    }

    printf("mode=%s grid=%u block=%u n=%u runs=%u warp_steps=%llu cycles=%llu seconds=%.3f "
           "steps_per_s=%.0f per_run_steps=%llu per_run_cycles=%llu",
           trace ? "trace-on" : datapath ? "datapath-on" : "trace-off", grid, block, n, runs, (unsigned long long)steps,
           (unsigned long long)cycles, timed, (double)steps / timed,
           (unsigned long long)run_steps, (unsigned long long)run_cycles);
    if (native) { /* the same threads' results, natively; checked like the model's */
        uint32_t m = n < threads ? n : threads;
        double nat = native_per_run(out, m, min_seconds);
        for (uint32_t i = 0; i < m; i++) {
            float f = fig8_ref((int32_t)i);
            uint32_t want;
            memcpy(&want, &f, 4);
            if (out[i] != want) {
                fprintf(stderr, "bench_fig8: native C word %u is 0x%08x, expected 0x%08x\n", i,
                        out[i], want);
                return 1;
            }
        }
        printf(" native_s_per_run=%.6f ratio=%.1f", nat, timed / runs / nat);
    }
    printf("\n");
    sg_sm_destroy(sm);
    free(init);
    free(out);
    return 0;
}
