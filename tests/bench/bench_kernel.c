/*
 * bench_kernel.c - scripts/bench's driver (not a test): the model against
 * the same kernel compiled as plain C (issue 14), one kernel and one timing
 * per process so that the peak RSS is that run's.
 *
 *   bench_kernel --kernel NAME [--listing FILE] [--grid G] [--block B] [--n N]
 *                [--seed S] [--timing functional|cycle] [--reps R]
 *                [--min-seconds S] [--native] [--trace FILE] [--datapath]
 *   bench_kernel --gen-dir DIR [--timing T] [--reps R] [--min-seconds S]
 *   bench_kernel --footprint [--listing FILE]
 *   bench_kernel --list
 *
 * NAME is one of the kernels of kernels.c (fig8, fig10, saxpy, collatz;
 * --list prints them with their listings and default sizes). One model is
 * created and the listing loaded once; then the kernel is launched again and
 * again: at least R runs (default 5) and at least S seconds of timed model
 * runs (default 0). Before each run the inputs are written into global
 * memory (not timed); only sg_sm_launch + sg_sm_run are timed, in the thread's
 * CPU time (bench_now says why). With --native
 * each model run is followed by a run of the native C version (its arrays
 * reset from the same inputs, not timed): interleaved, so that a slow spell
 * of a loaded machine hits both, and the best of each is reported. The first
 * run of each is checked: every word of the kernel's memory must be the same
 * after the model's run as after native C's (exit status 1 otherwise), and
 * every run must take as many steps and clocks as the first.
 *
 * --trace FILE writes the trace (e.g. to /dev/null); --datapath turns the
 * operand bundles and retire records on (sg_sm_set_datapath, what a lock-step
 * checker does; specs/datapath.md), read by nobody: their cost alone.
 * --gen-dir and --footprint: gen_cases.c and footprint.c.
 *
 * Output: one line of key=value: kernel, timing, grid, block, n, runs,
 * warp_steps, cycles, thread_insns (totals over the runs), seconds (model,
 * total), steps_per_s (total / seconds), per_run_steps, per_run_cycles,
 * per_run_thread_insns, best_s (model), with --native native_best_s and ratio
 * (best / best), maxrss_kb (the process's peak RSS), then note="...".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "bench.h"
#include "smgold/datapath.h"
#include "smgold/run.h"

/* The thread's CPU time, not the wall clock: on a loaded machine (more runnable
 * processes than CPUs) a run of many milliseconds is preempted several times
 * while a short native run mostly is not, and wall-clock time would charge
 * that to the model. Alone on a CPU the two clocks agree. */
double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void bench_die(const char *what, const sg_error *err)
{
    char buf[1024];
    fprintf(stderr, "bench_kernel: %s: %s\n", what, sg_error_format(err, buf, sizeof buf));
    exit(2);
}

long bench_maxrss_kb(void)
{
    struct rusage ru;
    return getrusage(RUSAGE_SELF, &ru) ? -1 : ru.ru_maxrss; /* KiB on Linux */
}

static int file_sink(void *ctx, const char *text, size_t len)
{
    return fwrite(text, 1, len, (FILE *)ctx) != len;
}

static unsigned long arg_num(const char *s, const char *opt)
{
    char *end;
    unsigned long v = strtoul(s, &end, 0);
    if (!*s || *end) {
        fprintf(stderr, "bench_kernel: %s expects a number, not '%s'\n", opt, s);
        exit(2);
    }
    return v;
}

static double arg_seconds(const char *s, const char *opt)
{
    char *end;
    double v = strtod(s, &end);
    if (!*s || *end || v < 0) {
        fprintf(stderr, "bench_kernel: %s expects seconds (>= 0), not '%s'\n", opt, s);
        exit(2);
    }
    return v;
}

/* Every word of every region: the model's run against native C's. */
static int check(const bench *b, const char *kernel)
{
    for (unsigned k = 0; k < b->nregions; k++) {
        const bench_region *r = &b->r[k];
        for (uint32_t i = 0; i < r->words; i++)
            if (r->got[i] != r->nat[i]) {
                fprintf(stderr, "bench_kernel: %s: wrong result: %s[%u] is 0x%08x after the "
                                "model's run, 0x%08x after native C's (before: 0x%08x)\n",
                        kernel, r->name, i, r->got[i], r->nat[i], r->init[i]);
                return 1;
            }
    }
    return 0;
}

static void native_reset(bench *b)
{
    for (unsigned k = 0; k < b->nregions; k++)
        memcpy(b->r[k].nat, b->r[k].init, 4ull * b->r[k].words);
}

static double native_run(const bench_kernel *k, bench *b)
{
    native_reset(b);
    double t0 = bench_now();
    k->native(b);
    /* the results are read after the clock stops: the stores are not elided */
    __asm__ volatile("" : : "r"(b) : "memory");
    return bench_now() - t0;
}

typedef struct opts {
    const char *kernel, *listing, *timing, *trace, *gen_dir;
    uint32_t grid, block, n, seed;
    unsigned reps;
    double min_seconds;
    int native, datapath, footprint, list, grid_set, block_set, n_set;
} opts;

static void usage(void)
{
    fprintf(stderr,
            "usage: bench_kernel --kernel NAME [--listing FILE] [--grid G] [--block B] [--n N]\n"
            "                    [--seed S] [--timing functional|cycle] [--reps R]\n"
            "                    [--min-seconds S] [--native] [--trace FILE] [--datapath]\n"
            "       bench_kernel --gen-dir DIR [--timing T] [--reps R] [--min-seconds S]\n"
            "       bench_kernel --footprint [--listing FILE]\n"
            "       bench_kernel --list\n");
    exit(2);
}

static void parse(int argc, char **argv, opts *o)
{
    memset(o, 0, sizeof *o);
    o->reps = 5;
    o->seed = 12345;
    o->timing = "functional";
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int more = i + 1 < argc;
        if (!strcmp(a, "--kernel") && more)
            o->kernel = argv[++i];
        else if (!strcmp(a, "--listing") && more)
            o->listing = argv[++i];
        else if (!strcmp(a, "--grid") && more)
            o->grid = (uint32_t)arg_num(argv[++i], a), o->grid_set = 1;
        else if (!strcmp(a, "--block") && more)
            o->block = (uint32_t)arg_num(argv[++i], a), o->block_set = 1;
        else if (!strcmp(a, "--n") && more)
            o->n = (uint32_t)arg_num(argv[++i], a), o->n_set = 1;
        else if (!strcmp(a, "--seed") && more)
            o->seed = (uint32_t)arg_num(argv[++i], a);
        else if (!strcmp(a, "--timing") && more)
            o->timing = argv[++i];
        else if (!strcmp(a, "--reps") && more)
            o->reps = (unsigned)arg_num(argv[++i], a);
        else if (!strcmp(a, "--min-seconds") && more)
            o->min_seconds = arg_seconds(argv[++i], a);
        else if (!strcmp(a, "--trace") && more)
            o->trace = argv[++i];
        else if (!strcmp(a, "--gen-dir") && more)
            o->gen_dir = argv[++i];
        else if (!strcmp(a, "--native"))
            o->native = 1;
        else if (!strcmp(a, "--datapath"))
            o->datapath = 1;
        else if (!strcmp(a, "--footprint"))
            o->footprint = 1;
        else if (!strcmp(a, "--list"))
            o->list = 1;
        else
            usage();
    }
    if (!o->reps)
        o->reps = 1;
}

static sg_sm *make_model(const opts *o, const char *listing, FILE **tf)
{
    sg_error err;
    char *text;
    size_t len;
    if (sg_read_file(NULL, listing, &text, &len, &err))
        bench_die("listing", &err);
    sg_program prog;
    if (sg_assemble(text, len, listing, NULL, &prog, &err))
        bench_die("assemble", &err);
    free(text);
    sg_config cfg;
    sg_config_default(&cfg);
    if (sg_config_set(&cfg, "timing", o->timing, &err))
        bench_die("--timing", &err);
    sg_sm *sm;
    if (sg_sm_create(&cfg, &sm, &err) || sg_sm_load_program(sm, &prog, &err))
        bench_die("set-up", &err);
    sg_program_free(&prog);
    if (o->datapath && sg_sm_set_datapath(sm, 1, &err))
        bench_die("datapath", &err);
    *tf = NULL;
    if (o->trace) {
        *tf = fopen(o->trace, "wb");
        if (!*tf) {
            fprintf(stderr, "bench_kernel: cannot write %s\n", o->trace);
            exit(2);
        }
        if (sg_sm_set_trace(sm, file_sink, *tf, "bench", &err))
            bench_die("trace", &err);
    }
    return sm;
}

static int run_kernel(const opts *o)
{
    const bench_kernel *k = bench_find_kernel(o->kernel);
    if (!k) {
        fprintf(stderr, "bench_kernel: no kernel '%s' (--list names them)\n", o->kernel);
        return 2;
    }
    bench b;
    memset(&b, 0, sizeof b);
    b.grid = o->grid_set ? o->grid : k->grid;
    b.block = o->block_set ? o->block : k->block;
    b.n = o->n_set ? o->n : k->n;
    b.threads = b.grid * b.block;
    b.seed = o->seed;
    if (!b.grid || !b.block || !b.n) {
        fprintf(stderr, "bench_kernel: grid, block and n must be >= 1\n");
        return 2;
    }
    if (k->setup(&b))
        return 2;

    FILE *tf;
    sg_sm *sm = make_model(o, o->listing ? o->listing : k->listing, &tf);
    sg_error err;
    for (unsigned r = 0; r < b.nregions; r++)
        if (sg_sm_map_global(sm, b.r[r].addr, 4ull * b.r[r].words, &err))
            bench_die("map", &err);
    sg_launch l = {{b.grid, 1, 1}, {b.block, 1, 1}, b.params, b.param_bytes, 0};

    sg_stats first = {0};
    uint64_t steps = 0, cycles = 0, tinsns = 0;
    double timed = 0, best = 1e30, nbest = 1e30;
    unsigned runs = 0;
    do {
        for (unsigned r = 0; r < b.nregions; r++)
            if (sg_sm_write_global(sm, b.r[r].addr, b.r[r].init, 4ull * b.r[r].words, &err))
                bench_die("write", &err);
        double t0 = bench_now();
        if (sg_sm_launch(sm, &l, &err) || sg_sm_run(sm, UINT64_MAX, &err))
            bench_die("run", &err);
        double t = bench_now() - t0;
        timed += t;
        best = t < best ? t : best;
        sg_stats s;
        if (sg_sm_stats(sm, &s, &err))
            bench_die("stats", &err);
        if (!runs) {
            first = s;
            for (unsigned r = 0; r < b.nregions; r++)
                if (sg_sm_read_global(sm, b.r[r].addr, b.r[r].got, 4ull * b.r[r].words, &err))
                    bench_die("read", &err);
        } else if (s.warp_instructions != first.warp_instructions ||
                   s.unwind_steps != first.unwind_steps || s.cycles != first.cycles) {
            fprintf(stderr, "bench_kernel: %s: run %u took %llu steps and %llu clocks, run 1 "
                            "%llu and %llu\n",
                    k->name, runs + 1,
                    (unsigned long long)(s.warp_instructions + s.unwind_steps),
                    (unsigned long long)s.cycles,
                    (unsigned long long)(first.warp_instructions + first.unwind_steps),
                    (unsigned long long)first.cycles);
            return 1;
        }
        steps += s.warp_instructions + s.unwind_steps;
        cycles += s.cycles;
        tinsns += s.thread_instructions;
        runs++;
        if (o->native) {
            double nt = native_run(k, &b);
            nbest = nt < nbest ? nt : nbest;
            if (runs == 1 && check(&b, k->name))
                return 1;
        }
    } while (runs < o->reps || timed < o->min_seconds);
    if (!o->native) { /* still check the model's result against the C code, once */
        native_run(k, &b);
        if (check(&b, k->name))
            return 1;
    }
    if (tf && fclose(tf)) {
        fprintf(stderr, "bench_kernel: error writing %s\n", o->trace);
        return 2;
    }

    printf("kernel=%s timing=%s mode=%s grid=%u block=%u n=%u runs=%u warp_steps=%llu "
           "cycles=%llu thread_insns=%llu seconds=%.6f steps_per_s=%.0f per_run_steps=%llu "
           "per_run_cycles=%llu per_run_thread_insns=%llu best_s=%.6f",
           k->name, o->timing, o->trace ? "trace-on" : o->datapath ? "datapath-on" : "trace-off",
           b.grid, b.block, b.n, runs, (unsigned long long)steps, (unsigned long long)cycles,
           (unsigned long long)tinsns, timed, (double)steps / timed,
           (unsigned long long)(first.warp_instructions + first.unwind_steps),
           (unsigned long long)first.cycles, (unsigned long long)first.thread_instructions, best);
    if (o->native)
        printf(" native_best_s=%.6f ratio=%.2f", nbest, best / nbest);
    printf(" maxrss_kb=%ld note=\"%s\"\n", bench_maxrss_kb(), b.note);
    sg_sm_destroy(sm);
    for (unsigned r = 0; r < b.nregions; r++) {
        free(b.r[r].init);
        free(b.r[r].nat);
        free(b.r[r].got);
    }
    return 0;
}

int main(int argc, char **argv)
{
    opts o;
    parse(argc, argv, &o);
    if (o.list) {
        for (unsigned i = 0; bench_kernels[i]; i++)
            printf("%-8s %-36s grid %u x block %u, n %u\n", bench_kernels[i]->name,
                   bench_kernels[i]->listing, bench_kernels[i]->grid, bench_kernels[i]->block,
                   bench_kernels[i]->n);
        return 0;
    }
    if (o.footprint)
        return bench_footprint(o.listing ? o.listing : "vectors/listings/000-figure09.lst");
    if (o.gen_dir)
        return bench_gen(o.gen_dir, o.timing, o.reps, o.min_seconds);
    if (!o.kernel)
        usage();
    return run_kernel(&o);
}
