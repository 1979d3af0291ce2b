/*
 * gen_cases.c - the generated-program row of scripts/bench: model speed on
 * `smgold gen` cases (profile deep or brx: token-stack spills and fills,
 * indirect branches). A generated program has no native C form, so there is
 * no ratio here, only the model's own rates.
 *
 * Every case folder DIR/case-* (sorted by name) is set up exactly as
 * `smgold run program.lst @launch.args` does (sg_run_parse/sg_run_setup,
 * with --set timing=T added), not timed; its launch and run are timed. One
 * "run" is every case once; the best and the totals are over the runs, as
 * for the other kernels. Cases that end in a stack error by design
 * (expected-error.txt) are skipped and counted. The result check: after the
 * first run, each --mem-dump region equals the case's expected-*.hex (what
 * `smgold check` compares).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "bench.h"
#include "smgold/image.h"
#include "smgold/run.h"

typedef struct gen_case {
    char *dir;
    sg_run_opts *o;
    uint32_t *want[SG_RUN_MAX_ITEMS]; /* expected words of each dump */
    uint64_t steps, cycles;           /* of the first run */
} gen_case;

typedef struct words_ctx {
    uint32_t *w;
    size_t n;
    const char *file;
} words_ctx;

static sg_status put_word(void *ctx, uint64_t off, uint32_t value, sg_error *err)
{
    words_ctx *c = ctx;
    if (off >= c->n) {
        if (err) {
            memset(err, 0, sizeof *err);
            err->code = SG_ERR_RANGE;
            snprintf(err->msg, sizeof err->msg, "%s: word %llu is past the dump of %zu words",
                     c->file, (unsigned long long)off, c->n);
        }
        return SG_ERR_RANGE;
    }
    c->w[off] = value;
    return SG_OK;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int file_exists(const char *dir, const char *name)
{
    char path[4096];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return stat(path, &st) == 0;
}

/* The case folders of dir, sorted; *n of them. */
static char **list_cases(const char *dir, unsigned *n)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "bench_kernel: cannot read the folder %s\n", dir);
        exit(2);
    }
    char **names = NULL;
    unsigned cap = 0;
    *n = 0;
    for (struct dirent *e; (e = readdir(d));) {
        if (strncmp(e->d_name, "case-", 5))
            continue;
        if (*n == cap) {
            cap = cap ? 2 * cap : 64;
            names = realloc(names, cap * sizeof *names);
        }
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        char *p = names ? malloc(len) : NULL;
        if (!p) {
            fprintf(stderr, "bench_kernel: out of memory\n");
            exit(2);
        }
        snprintf(p, len, "%s/%s", dir, e->d_name);
        names[(*n)++] = p;
    }
    closedir(d);
    if (*n)
        qsort(names, *n, sizeof *names, by_name);
    return names;
}

static void load_expected(gen_case *c)
{
    sg_error err;
    for (unsigned d = 0; d < c->o->ndump; d++) {
        const sg_run_mem *m = &c->o->dump[d];
        char name[512];
        snprintf(name, sizeof name, "expected-%s",
                 strncmp(m->file, "actual-", 7) ? m->file : m->file + 7);
        char *text;
        size_t len;
        if (sg_read_file(c->dir, name, &text, &len, &err))
            bench_die("expected dump", &err);
        words_ctx w = {calloc(m->len / 4 + 1, 4), m->len / 4, name};
        if (!w.w) {
            fprintf(stderr, "bench_kernel: out of memory\n");
            exit(2);
        }
        if (sg_image_parse(text, len, name, put_word, &w, &err))
            bench_die(c->dir, &err);
        free(text);
        c->want[d] = w.w;
    }
}

static int check_dumps(const gen_case *c, const sg_sm *sm)
{
    sg_error err;
    for (unsigned d = 0; d < c->o->ndump; d++) {
        const sg_run_mem *m = &c->o->dump[d];
        uint32_t *got = calloc(m->len / 4 + 1, 4);
        if (!got || sg_sm_read_global(sm, m->addr, got, m->len / 4 * 4, &err)) {
            fprintf(stderr, "bench_kernel: %s: cannot read the dump at 0x%llx\n", c->dir,
                    (unsigned long long)m->addr);
            exit(2);
        }
        for (size_t i = 0; i < m->len / 4; i++)
            if (got[i] != c->want[d][i]) {
                fprintf(stderr, "bench_kernel: %s: wrong result: word %zu of %s is 0x%08x, "
                                "expected 0x%08x\n",
                        c->dir, i, m->file, got[i], c->want[d][i]);
                free(got);
                return 1;
            }
        free(got);
    }
    return 0;
}

int bench_gen(const char *dir, const char *timing, unsigned reps, double min_seconds)
{
    unsigned n, skipped = 0, used = 0;
    char **names = list_cases(dir, &n);
    gen_case *cases = calloc(n + 1, sizeof *cases);
    char set[64];
    snprintf(set, sizeof set, "timing=%s", timing);
    const char *argv[] = {"program.lst", "@launch.args", "--set", set};
    sg_error err;
    for (unsigned i = 0; i < n; i++) {
        if (file_exists(names[i], "expected-error.txt")) {
            skipped++;
            continue;
        }
        gen_case *c = &cases[used++];
        c->dir = names[i];
        if (sg_run_parse(4, argv, c->dir, &c->o, &err))
            bench_die(c->dir, &err);
        load_expected(c);
    }
    if (!used) {
        fprintf(stderr, "bench_kernel: no runnable case-* folder in %s\n", dir);
        return 2;
    }

    uint64_t steps = 0, cycles = 0, tinsns = 0, run_steps = 0, run_cycles = 0, run_tinsns = 0;
    double timed = 0, best = 1e30;
    unsigned runs = 0;
    do {
        double t = 0;
        for (unsigned i = 0; i < used; i++) {
            gen_case *c = &cases[i];
            sg_sm *sm;
            if (sg_run_setup(c->o, &sm, &err))
                bench_die(c->dir, &err);
            double t0 = bench_now();
            if (sg_run_launch(c->o, sm, &err) || sg_sm_run(sm, c->o->max_cycles, &err))
                bench_die(c->dir, &err);
            t += bench_now() - t0;
            sg_stats s;
            if (sg_sm_stats(sm, &s, &err))
                bench_die("stats", &err);
            uint64_t st = s.warp_instructions + s.unwind_steps;
            if (!runs) {
                if (check_dumps(c, sm))
                    return 1;
                c->steps = st;
                c->cycles = s.cycles;
                run_steps += st;
                run_cycles += s.cycles;
                run_tinsns += s.thread_instructions;
            } else if (st != c->steps || s.cycles != c->cycles) {
                fprintf(stderr, "bench_kernel: %s: run %u took %llu steps, run 1 %llu\n", c->dir,
                        runs + 1, (unsigned long long)st, (unsigned long long)c->steps);
                return 1;
            }
            steps += st;
            cycles += s.cycles;
            tinsns += s.thread_instructions;
            sg_sm_destroy(sm);
        }
        timed += t;
        best = t < best ? t : best;
        runs++;
    } while (runs < reps || timed < min_seconds);

    printf("kernel=gen timing=%s mode=trace-off cases=%u skipped=%u runs=%u warp_steps=%llu "
           "cycles=%llu thread_insns=%llu seconds=%.6f steps_per_s=%.0f per_run_steps=%llu "
           "per_run_cycles=%llu per_run_thread_insns=%llu best_s=%.6f maxrss_kb=%ld "
           "note=\"%u cases, %u ending in a stack error by design skipped\"\n",
           timing, used, skipped, runs, (unsigned long long)steps, (unsigned long long)cycles,
           (unsigned long long)tinsns, timed, (double)steps / timed,
           (unsigned long long)run_steps, (unsigned long long)run_cycles,
           (unsigned long long)run_tinsns, best, bench_maxrss_kb(), used, skipped);
    for (unsigned i = 0; i < used; i++) {
        for (unsigned d = 0; d < cases[i].o->ndump; d++)
            free(cases[i].want[d]);
        sg_run_free(cases[i].o);
    }
    for (unsigned i = 0; i < n; i++)
        free(names[i]);
    free(names);
    free(cases);
    return 0;
}
