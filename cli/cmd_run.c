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

#include "commands.h"
#include "fileio.h"
#include "smgold/coverage.h"
#include "smgold/image.h"
#include "smgold/run.h"
#include "smgold/smgold.h"
#include "smgold/trace.h"

static void usage(const char *cmd)
{
    printf("usage: smgold %s PROGRAM [options]%s\n\n", cmd,
           strcmp(cmd, "check") ? "" : " --expect VECTOR");
    printf("%s PROGRAM (a listing, or a binary image *.bin) on one SM.\n\n",
           strcmp(cmd, "check") ? "Run" : "Run and compare with the trace vector VECTOR:");
    fputs(sg_run_usage(), stdout);
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

/* --stats (specs/timing.md CT-1). */
static void print_stats(const sg_sm *sm)
{
    sg_stats st;
    sg_sm_stats(sm, &st, NULL);
    unsigned ws = sg_sm_config(sm)->warp_size;
    double eff = st.warp_instructions
                     ? 100.0 * (double)st.thread_instructions / ((double)st.warp_instructions * ws)
                     : 0.0;
    printf("cycles %llu, warp instructions %llu, unwind steps %llu, thread instructions %llu, "
           "SIMD efficiency %.1f%%\n",
           (unsigned long long)st.cycles, (unsigned long long)st.warp_instructions,
           (unsigned long long)st.unwind_steps, (unsigned long long)st.thread_instructions, eff);
    printf("issue slots %llu: issued %llu; no issue: no warp %llu, re-issue interval %llu, "
           "dependency %llu, unit busy %llu\n",
           (unsigned long long)st.issue_slots,
           (unsigned long long)(st.warp_instructions + st.unwind_steps),
           (unsigned long long)st.stalls[SG_STALL_IDLE],
           (unsigned long long)st.stalls[SG_STALL_REISSUE],
           (unsigned long long)st.stalls[SG_STALL_DEPENDENCY],
           (unsigned long long)st.stalls[SG_STALL_UNIT]);
    printf("unit busy (FU clocks):");
    for (unsigned p = 0; p < SG_NPIPES; p++)
        printf(" %s %llu (%.1f%%)", sg_pipe_name(p), (unsigned long long)st.unit_busy[p],
               st.cycles ? 100.0 * (double)st.unit_busy[p] / (double)st.cycles : 0.0);
    printf("\nmemory: shared bank conflicts %llu, constant serialisation %llu, global segments "
           "%llu; stack spills %llu, fills %llu (%llu bytes)\n",
           (unsigned long long)st.bank_conflicts, (unsigned long long)st.const_serial,
           (unsigned long long)st.global_segments, (unsigned long long)st.stack_spills,
           (unsigned long long)st.stack_fills, (unsigned long long)st.stack_traffic_bytes);
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
 * and its lines, "#END_TB". */
static int write_accelsim(const char *path, acollect *a, const sg_run_opts *o, const sg_sm *sm)
{
    qsort(a->v, a->n, sizeof *a->v, aline_cmp);
    sink out = {0};
    char buf[512];
    const sg_config *c = sg_sm_config(sm);
    int n = snprintf(buf, sizeof buf,
                     "-kernel name = %s\n-kernel id = 1\n-grid dim = (%u,%u,%u)\n"
                     "-block dim = (%u,%u,%u)\n-shmem = 0\n-nregs = %u\n-binary version = 20\n"
                     "-cuda stream id = 0\n-shmem base_addr = 0x0\n-local mem base_addr = 0x0\n"
                     "-nvbit version = none (smgold %s, GF100 golden model)\n"
                     "-accelsim tracer version = 3\n\n"
                     "#traces format = PC mask dest_num [reg_dests] opcode src_num [reg_srcs] "
                     "mem_width [adrrescompress?] [mem_addresses]\n\n",
                     o->program, o->grid[0], o->grid[1], o->grid[2], o->block[0], o->block[1],
                     o->block[2], c->regs_per_thread ? c->regs_per_thread : 63,
                     SMGOLD_VERSION_STRING);
    int bad = sink_write(&out, buf, (size_t)n);
    for (size_t i = 0; i < a->n && !bad;) {
        uint32_t blk = a->v[i].block;
        uint32_t gx = o->grid[0], gy = o->grid[1];
        n = snprintf(buf, sizeof buf, "#BEGIN_TB\n\nthread block = %u,%u,%u\n", blk % gx,
                     (blk / gx) % gy, blk / (gx * gy));
        bad |= sink_write(&out, buf, (size_t)n);
        while (i < a->n && a->v[i].block == blk && !bad) {
            uint32_t w = a->v[i].warp;
            size_t j = i;
            while (j < a->n && a->v[j].block == blk && a->v[j].warp == w)
                j++;
            n = snprintf(buf, sizeof buf, "\nwarp = %u\ninsts = %zu\n", w, j - i);
            bad |= sink_write(&out, buf, (size_t)n);
            for (; i < j && !bad; i++)
                bad |= sink_write(&out, a->text.buf + a->v[i].at, a->v[i].len);
        }
        bad |= sink_write(&out, "\n#END_TB\n\n", 10);
    }
    int rc = bad ? 2 : cli_write_file(path, out.buf ? out.buf : "", out.len) ? 2 : 0;
    free(out.buf);
    return rc;
}

static int run_common(int argc, char **argv, int check)
{
    sg_error err;
    sg_run_opts *o = NULL;
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
    sg_sm *sm = NULL;
    sink tr = {0};
    int rc = 0;
    if (sg_run_setup(o, &sm, &err)) {
        print_err(&err);
        rc = 2;
    }
    acollect acc = {{0}, NULL, 0, 0};
    if (!rc && o->accelsim && sg_sm_set_accelsim(sm, acollect_line, &acc, &err)) {
        print_err(&err);
        rc = 2;
    }
    int tracing = o->trace || check;
    if (!rc && tracing && sg_sm_set_trace(sm, sink_write, &tr, NULL, &err)) {
        print_err(&err);
        rc = 2;
    }
    if (!rc && (sg_run_launch(o, sm, &err) || sg_sm_run(sm, o->max_cycles, &err))) {
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
        print_stats(sm);
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
    free(acc.text.buf);
    free(acc.v);
    if (!rc && o->trace)
        rc = cli_write_file(o->trace, tr.buf ? tr.buf : "", tr.len) ? 2 : 0;
    if (!rc)
        rc = write_dumps(sm, o);
    if (!rc && check) {
        size_t elen;
        char *exp = cli_read_file(o->expect, &elen);
        sg_trace_diff d;
        if (!exp) {
            rc = 2;
        } else if (sg_trace_compare(exp, elen, tr.buf ? tr.buf : "", tr.len, o->expect, &d, &err)) {
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
        free(exp);
    }
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
