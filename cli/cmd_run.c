/*
 * cmd_run.c - "smgold run" (execute a kernel, write its trace and memory
 * dumps) and "smgold check" (execute it and compare with an expected trace
 * vector). The front end only turns options into model calls and files.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "commands.h"
#include "fileio.h"
#include "smgold/checkpoint.h"
#include "smgold/coverage.h"
#include "smgold/image.h"
#include "smgold/run.h"
#include "smgold/smgold.h"
#include "smgold/stats.h"
#include "smgold/trace.h"

static void usage(const char *cmd)
{
    printf("usage: smgold %s PROGRAM [options]%s\n\n", cmd,
           strcmp(cmd, "check") ? "" : " --expect VECTOR");
    printf("%s PROGRAM (a listing, or a binary image *.bin) on one SM.\n\n",
           strcmp(cmd, "check") ? "Run" : "Run and compare with the trace vector VECTOR:");
    fputs(sg_run_usage(), stdout);
    if (strcmp(cmd, "check"))
        printf("  --save-at CYCLE FILE   run to clock CYCLE, save the whole state of the model in\n"
               "                         FILE (specs/checkpoint.md) and stop there: the outputs\n"
               "                         are those of the run so far\n"
               "  --restore FILE         continue the run saved in FILE instead of launching\n"
               "                         (give the saving run's PROGRAM and options): the trace\n"
               "                         gets the records after the checkpoint, the results and\n"
               "                         stats are those of the whole run\n");
    if (!strcmp(cmd, "check"))
        printf("\nExit status: 0 the run matches VECTOR; 1 it differs (the first difference is\n"
               "printed: record, field, expected, actual); 2 bad input or a failed run; 3 a\n"
               "hang (a warp made no progress for hang_cycles clocks).\n");
}

static void print_err(const sg_error *e)
{
    char buf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
    fprintf(stderr, "smgold: %s\n", sg_error_format(e, buf, sizeof buf));
}

static int write_dumps(sg_sm *sm, const sg_run_opts *o)
{
    for (unsigned i = 0; i < o->ndump; i++) {
        const sg_run_mem *m = &o->dump[i];
        size_t n = (size_t)m->len / 4;
        uint8_t *bytes = malloc((size_t)m->len);
        uint32_t *words = malloc(n * sizeof *words);
        sg_error err;
        int rc = 0;
        if (!bytes || !words || sg_sm_read_global(sm, m->addr, bytes, (size_t)m->len, &err)) {
            if (bytes && words)
                print_err(&err);
            rc = 2;
        } else {
            for (size_t k = 0; k < n; k++)
                words[k] = (uint32_t)bytes[4 * k] | (uint32_t)bytes[4 * k + 1] << 8 |
                           (uint32_t)bytes[4 * k + 2] << 16 | (uint32_t)bytes[4 * k + 3] << 24;
            char comment[128];
            snprintf(comment, sizeof comment, "smgold global memory 0x%llx, 0x%llx bytes",
                     (unsigned long long)m->addr, (unsigned long long)m->len);
            size_t need = sg_image_format(words, n, comment, NULL, 0) + 1;
            char *text = malloc(need);
            if (!text)
                rc = 2;
            else {
                size_t len = sg_image_format(words, n, comment, text, need);
                rc = cli_write_file(m->file, text, len) ? 2 : 0;
            }
            free(text);
        }
        free(bytes);
        free(words);
        if (rc)
            return rc;
    }
    return 0;
}

/* ---- the trace sink: a growing buffer, written out whole at the end ---- */

typedef struct sink {
    char *buf;
    size_t len, cap;
} sink;

static int sink_write(void *ctx, const char *text, size_t len)
{
    sink *s = ctx;
    if (s->len + len > s->cap) {
        size_t cap = s->cap ? s->cap : 1 << 20;
        while (cap < s->len + len)
            cap *= 2;
        char *nb = realloc(s->buf, cap);
        if (!nb)
            return -1;
        s->buf = nb;
        s->cap = cap;
    }
    memcpy(s->buf + s->len, text, len);
    s->len += len;
    return 0;
}

/* --stats (specs/timing.md CT-1) in --stats-format (specs/stats-format.md),
 * to standard output or --stats-out. */
static int write_stats(const sg_sm *sm, const sg_run_opts *o)
{
    size_t n = sg_stats_format(sm, o->stats_format, o->program, NULL, 0);
    char *text = n ? malloc(n + 1) : NULL;
    if (!text) {
        fprintf(stderr, "smgold: out of memory for the stats\n");
        return 2;
    }
    sg_stats_format(sm, o->stats_format, o->program, text, n + 1);
    int rc = 0;
    if (o->stats_out)
        rc = cli_write_file(o->stats_out, text, n) ? 2 : 0;
    else
        fputs(text, stdout);
    free(text);
    return rc;
}

/* ---- the Accel-Sim export: lines collected per block and warp ---------- */

typedef struct aline {
    uint32_t block, warp;
    size_t seq, at, len;
} aline;

typedef struct acollect {
    sink text;
    aline *v;
    size_t n, cap;
} acollect;

static int acollect_line(void *ctx, uint32_t block, uint32_t warp, const char *line, size_t len)
{
    acollect *a = ctx;
    if (a->n == a->cap) {
        size_t cap = a->cap ? 2 * a->cap : 4096;
        aline *nv = realloc(a->v, cap * sizeof *nv);
        if (!nv)
            return -1;
        a->v = nv;
        a->cap = cap;
    }
    a->v[a->n] = (aline){block, warp, a->n, a->text.len, len};
    a->n++;
    return sink_write(&a->text, line, len);
}

static int aline_cmp(const void *x, const void *y)
{
    const aline *a = x, *b = y;
    if (a->block != b->block)
        return a->block < b->block ? -1 : 1;
    if (a->warp != b->warp)
        return a->warp < b->warp ? -1 : 1;
    return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Accel-Sim's kernel trace (specs/trace-format.md §5): the header, then per
 * block "#BEGIN_TB", "thread block = x,y,z", per warp "warp = w", "insts = n"
 * and its lines, "#END_TB". The lines are sorted in place. */
static int format_accelsim(sink *out, acollect *a, const sg_run_opts *o, const sg_sm *sm,
                           unsigned kernel_id)
{
    qsort(a->v, a->n, sizeof *a->v, aline_cmp);
    char buf[1024], name[512];
    /* the kernel name is the rest of its header line: no line breaks or other control
       characters in it */
    snprintf(name, sizeof name, "%s", o->program);
    for (char *p = name; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f)
            *p = '?';
    const sg_config *c = sg_sm_config(sm);
    int n = snprintf(buf, sizeof buf,
                     "-kernel name = %s\n-kernel id = %u\n-grid dim = (%u,%u,%u)\n"
                     "-block dim = (%u,%u,%u)\n-shmem = 0\n-nregs = %u\n-binary version = 20\n"
                     "-cuda stream id = 0\n-shmem base_addr = 0x0\n-local mem base_addr = 0x0\n"
                     "-nvbit version = none (smgold %s, GF100 golden model)\n"
                     "-accelsim tracer version = 3\n\n"
                     "#traces format = PC mask dest_num [reg_dests] opcode src_num [reg_srcs] "
                     "mem_width [adrrescompress?] [mem_addresses]\n\n",
                     name, kernel_id, o->grid[0], o->grid[1], o->grid[2], o->block[0],
                     o->block[1], o->block[2], c->regs_per_thread ? c->regs_per_thread : 63,
                     SMGOLD_VERSION_STRING);
    int bad = n < 0 || (size_t)n >= sizeof buf || sink_write(out, buf, (size_t)n);
    for (size_t i = 0; i < a->n && !bad;) {
        uint32_t blk = a->v[i].block;
        uint32_t gx = o->grid[0], gy = o->grid[1];
        n = snprintf(buf, sizeof buf, "#BEGIN_TB\n\nthread block = %u,%u,%u\n", blk % gx,
                     (blk / gx) % gy, blk / (gx * gy));
        bad |= sink_write(out, buf, (size_t)n);
        while (i < a->n && a->v[i].block == blk && !bad) {
            uint32_t w = a->v[i].warp;
            size_t j = i;
            while (j < a->n && a->v[j].block == blk && a->v[j].warp == w)
                j++;
            n = snprintf(buf, sizeof buf, "\nwarp = %u\ninsts = %zu\n", w, j - i);
            bad |= sink_write(out, buf, (size_t)n);
            for (; i < j && !bad; i++)
                bad |= sink_write(out, a->text.buf + a->v[i].at, a->v[i].len);
        }
        bad |= sink_write(out, "\n#END_TB\n\n", 10);
    }
    if (bad)
        fprintf(stderr, "smgold: out of memory for the Accel-Sim trace\n");
    return bad ? 2 : 0;
}

/* --accelsim-trace OUT: the kernel trace alone, kernel id 1. */
static int write_accelsim(const char *path, acollect *a, const sg_run_opts *o, const sg_sm *sm)
{
    sink out = {0};
    int rc = format_accelsim(&out, a, o, sm, 1);
    if (!rc)
        rc = cli_write_file(path, out.buf ? out.buf : "", out.len) ? 2 : 0;
    free(out.buf);
    return rc;
}

/* --accelsim-dir DIR: the trace set Accel-Sim's trace-driven mode reads
 * (kernelslist.g, each "kernel-N.traceg" line naming a kernel trace beside
 * it): this run becomes kernel N = 1 + the kernels the list has, written
 * before the list names it, so a failure leaves the set as it was. */
static int write_accelsim_dir(const char *dir, acollect *a, const sg_run_opts *o,
                              const sg_sm *sm)
{
    struct stat sb;
    if (!stat(dir, &sb) && !S_ISDIR(sb.st_mode)) {
        fprintf(stderr, "smgold: %s: not a folder (--accelsim-dir)\n", dir);
        return 2;
    }
    if (mkdir(dir, 0777) && errno != EEXIST) {
        fprintf(stderr, "smgold: %s: cannot make the Accel-Sim folder: %s\n", dir,
                strerror(errno));
        return 2;
    }
    size_t dl = strlen(dir), cap = dl + 32;
    char *list = malloc(cap), *kpath = malloc(cap);
    char *old = NULL, *text = NULL;
    size_t olen = 0;
    int rc = list && kpath ? 0 : 2;
    if (!rc) {
        snprintf(list, cap, "%s/kernelslist.g", dir);
        if (!stat(list, &sb) && !(old = cli_read_file(list, SG_FILE_TEXT, &olen)))
            rc = 2;
    }
    unsigned kernels = 0;
    for (const char *p = old; !rc && p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : "")
        kernels += !strncmp(p, "kernel", 6); /* as Accel-Sim reads the list */
    if (!rc) {
        snprintf(kpath, cap, "%s/kernel-%u.traceg", dir, kernels + 1);
        if (!stat(kpath, &sb)) {
            fprintf(stderr, "smgold: %s exists but %s lists %u kernel%s: not overwritten\n",
                    kpath, list, kernels, kernels == 1 ? "" : "s");
            rc = 2;
        }
    }
    sink out = {0};
    if (!rc)
        rc = format_accelsim(&out, a, o, sm, kernels + 1);
    if (!rc)
        rc = cli_write_file(kpath, out.buf ? out.buf : "", out.len) ? 2 : 0;
    if (!rc) {
        const char *sep = olen && old[olen - 1] != '\n' ? "\n" : "";
        size_t tl = olen + 40;
        text = malloc(tl);
        int n = text ? snprintf(text, tl, "%s%skernel-%u.traceg\n", old ? old : "", sep,
                                kernels + 1)
                     : -1;
        if (n < 0 || cli_write_file(list, text, (size_t)n)) {
            remove(kpath); /* not listed: not part of the set */
            rc = 2;
        }
    }
    free(out.buf);
    free(text);
    free(old);
    free(list);
    free(kpath);
    return rc;
}

/* ---- checkpoints (specs/checkpoint.md): --save-at CYCLE FILE, --restore FILE ---- */

typedef struct ckpt_opts {
    const char *save, *restore;
    uint64_t save_at;
} ckpt_opts;

/* Take the checkpoint options out of argv (sg_run_parse does not know them). */
static int take_ckpt_opts(int *argc, char **argv, ckpt_opts *ck)
{
    int n = 1;
    for (int i = 1; i < *argc; i++) {
        int save = !strcmp(argv[i], "--save-at"), restore = !strcmp(argv[i], "--restore");
        if (!save && !restore) {
            argv[n++] = argv[i];
            continue;
        }
        char *end = NULL;
        if (i + 1 + save >= *argc || (save && (strtoull(argv[i + 1], &end, 0), !*argv[i + 1] ||
                                               *end || argv[i + 1][0] == '-'))) {
            fprintf(stderr, "smgold %s: %s\n", argv[0],
                    save ? "--save-at needs CYCLE (a number of clocks) and FILE"
                         : "--restore needs FILE (a checkpoint that --save-at wrote)");
            return -1;
        }
        if (save) {
            ck->save_at = strtoull(argv[i + 1], NULL, 0);
            ck->save = argv[i + 2];
        } else {
            ck->restore = argv[i + 1];
        }
        i += 1 + save;
    }
    *argc = n;
    if (ck->save && ck->restore && !strcmp(ck->save, ck->restore)) {
        fprintf(stderr, "smgold %s: --save-at and --restore name the same file %s\n", argv[0],
                ck->save);
        return -1;
    }
    return 0;
}

static sg_status ckpt_fail(sg_error *err, const char *msg)
{
    memset(err, 0, sizeof *err);
    err->code = SG_ERR_RANGE;
    snprintf(err->msg, sizeof err->msg, "%s", msg);
    return SG_ERR_RANGE;
}

/* Launch, or with --restore take the saved state; then run to the end, or with
 * --save-at to that clock, and save. */
static sg_status ckpt_run(const ckpt_opts *ck, const sg_run_opts *o, sg_sm *sm, sg_error *err)
{
    if (ck->restore && (o->accelsim || o->accelsim_dir))
        return ckpt_fail(err, "--restore: the Accel-Sim export needs the whole run (the "
                              "instructions before the checkpoint are not in it)");
    sg_status st = ck->restore ? sg_sm_restore_file(sm, ck->restore, err) : sg_run_launch(o, sm, err);
    if (st || !ck->save)
        return st ? st : sg_sm_run(sm, o->max_cycles, err);
    while (!st && !sg_sm_done(sm) && sg_sm_cycle(sm) < ck->save_at)
        st = sg_sm_cycle(sm) < o->max_cycles ? sg_sm_step(sm, err) : sg_sm_run(sm, o->max_cycles, err);
    if (!st && sg_sm_cycle(sm) != ck->save_at) {
        char msg[160];
        snprintf(msg, sizeof msg, "--save-at %llu: %s at cycle %llu, %s it",
                 (unsigned long long)ck->save_at,
                 sg_sm_cycle(sm) > ck->save_at ? "the restored run starts" : "the kernel ended",
                 (unsigned long long)sg_sm_cycle(sm),
                 sg_sm_cycle(sm) > ck->save_at ? "after" : "before");
        return ckpt_fail(err, msg);
    }
    if (!st)
        st = sg_sm_save_file(sm, ck->save, err);
    if (!st && !o->quiet)
        fprintf(stderr, "smgold run: saved the state at cycle %llu to %s\n",
                (unsigned long long)ck->save_at, ck->save);
    return st;
}

static int run_common(int argc, char **argv, int check)
{
    sg_error err;
    sg_run_opts *o = NULL;
    ckpt_opts ck = {NULL, NULL, 0};
    if (!check && take_ckpt_opts(&argc, argv, &ck))
        return 2;
    if (sg_run_parse(argc - 1, (const char *const *)argv + 1, NULL, &o, &err)) {
        char buf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
        fprintf(stderr, "smgold %s: %s\n", argv[0], sg_error_format(&err, buf, sizeof buf));
        return 2;
    }
    if (o->help) {
        usage(argv[0]);
        sg_run_free(o);
        return 0;
    }
    if (check && !o->expect) {
        fprintf(stderr, "smgold %s: --expect VECTOR is required\n", argv[0]);
        sg_run_free(o);
        return 2;
    }
    /* the expected vector is read first: a bad one stops the check before it
     * writes any output file or prints anything */
    size_t elen = 0;
    char *exp = check ? cli_read_file(o->expect, SG_FILE_TRACE, &elen) : NULL;
    if (check && !exp) {
        sg_run_free(o);
        return 2;
    }
    sg_sm *sm = NULL;
    sink tr = {0};
    int rc = 0;
    if (sg_run_setup(o, &sm, &err)) {
        print_err(&err);
        rc = 2;
    }
    acollect acc = {{0}, NULL, 0, 0};
    if (!rc && (o->accelsim || o->accelsim_dir) && sg_sm_config(sm)->warp_size != 32) {
        /* Accel-Sim's traces have 32-lane masks and ceil(threads / 32) warps per block
           (its WARP_SIZE): a narrower warp has no faithful form there */
        fprintf(stderr, "smgold %s: the Accel-Sim export needs warp_size = 32 (Accel-Sim's "
                        "WARP_SIZE), not %u\n",
                argv[0], sg_sm_config(sm)->warp_size);
        rc = 2;
    }
    if (!rc && (o->accelsim || o->accelsim_dir) &&
        sg_sm_set_accelsim(sm, acollect_line, &acc, &err)) {
        print_err(&err);
        rc = 2;
    }
    int tracing = o->trace || check;
    if (!rc && tracing && sg_sm_set_trace(sm, sink_write, &tr, NULL, &err)) {
        print_err(&err);
        rc = 2;
    }
    if (!rc && ckpt_run(&ck, o, sm, &err)) {
        print_err(&err);
        rc = err.code == SG_ERR_HANG ? 3 : 2; /* a hang is its own verdict (CLK-8) */
    }
    if (!rc && !o->quiet) {
        unsigned nb = o->grid[0] * o->grid[1] * o->grid[2];
        fprintf(stderr, "smgold %s: %u block%s, %llu warp steps in %llu cycles\n", argv[0], nb,
                nb == 1 ? "" : "s", (unsigned long long)sg_sm_instructions(sm),
                (unsigned long long)sg_sm_cycle(sm));
    }
    if (!rc && o->stats)
        rc = write_stats(sm, o);
    if (o->coverage && sm) { /* also after a failed run: what ran is covered (CV-8) */
        sg_coverage cov;
        sg_sm_coverage(sm, &cov, NULL);
        char *text = malloc(sg_cov_format(&cov, NULL, 0) + 1);
        if (!text) {
            rc = 2;
        } else {
            size_t n = sg_cov_format(&cov, text, sg_cov_format(&cov, NULL, 0) + 1);
            if (cli_write_file(o->coverage, text, n))
                rc = 2;
            free(text);
        }
    }
    if (!rc && o->accelsim)
        rc = write_accelsim(o->accelsim, &acc, o, sm);
    if (!rc && o->accelsim_dir)
        rc = write_accelsim_dir(o->accelsim_dir, &acc, o, sm);
    free(acc.text.buf);
    free(acc.v);
    if (!rc && o->trace)
        rc = cli_write_file(o->trace, tr.buf ? tr.buf : "", tr.len) ? 2 : 0;
    if (!rc)
        rc = write_dumps(sm, o);
    if (!rc && check) {
        sg_trace_diff d;
        if (sg_trace_compare(exp, elen, tr.buf ? tr.buf : "", tr.len, o->expect, &d, &err)) {
            print_err(&err);
            rc = 2;
        } else if (d.differs) {
            printf("MISMATCH %s", o->expect);
            if (d.line)
                printf(":%u", d.line);
            if (d.record)
                printf(": record %u (%s)", d.record, d.context);
            printf("\n  field:    %s\n  expected: %s\n  actual:   %s\n", d.field, d.expected,
                   d.actual);
            rc = 1;
        } else {
            printf("match: %s\n", o->expect);
        }
    }
    free(exp);
    free(tr.buf);
    sg_sm_destroy(sm);
    sg_run_free(o);
    return rc;
}

int cmd_run(int argc, char **argv)
{
    return run_common(argc, argv, 0);
}

int cmd_check(int argc, char **argv)
{
    return run_common(argc, argv, 1);
}
