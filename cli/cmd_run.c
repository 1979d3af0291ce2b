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
#include "program.h"
#include "smgold/image.h"
#include "smgold/smgold.h"
#include "smgold/trace.h"

#define MAX_ITEMS 64

typedef struct mem_item {
    uint64_t addr, len;
    const char *file;
} mem_item;

typedef struct run_opts {
    const char *program, *config, *trace, *expect, *stimulus;
    const char *sets[MAX_ITEMS];
    unsigned nsets;
    uint32_t grid[3], block[3];
    uint8_t params[0x1000];
    size_t param_bytes;
    mem_item init[MAX_ITEMS], alloc[MAX_ITEMS], dump[MAX_ITEMS];
    unsigned ninit, nalloc, ndump;
    struct {
        uint32_t pc, mask, nth;
    } force[MAX_ITEMS];
    unsigned nforce;
    uint64_t max_cycles;
    int base_given, entry_given, quiet;
    uint32_t base, entry;
    enum fmt fmt;
} run_opts;

static int bad(const char *cmd, const char *msg, const char *arg)
{
    fprintf(stderr, "smgold %s: %s%s%s%s\n", cmd, msg, arg ? " '" : "", arg ? arg : "",
            arg ? "'" : "");
    return 2;
}

static int parse_u64(const char *s, uint64_t *v)
{
    if (!s || !*s || s[0] == '-')
        return 0;
    char *end;
    errno = 0;
    unsigned long long x = strtoull(s, &end, 0);
    if (*end || errno)
        return 0;
    *v = x;
    return 1;
}

static int parse_dims(const char *s, uint32_t d[3])
{
    uint64_t v[3] = {1, 1, 1};
    char buf[64];
    snprintf(buf, sizeof buf, "%s", s);
    char *save = NULL, *tok = strtok_r(buf, ",", &save);
    int n = 0;
    while (tok && n < 3) {
        if (!parse_u64(tok, &v[n]) || v[n] == 0 || v[n] > 0xffffffffu)
            return 0;
        n++;
        tok = strtok_r(NULL, ",", &save);
    }
    if (!n || tok)
        return 0;
    for (int i = 0; i < 3; i++)
        d[i] = (uint32_t)v[i];
    return 1;
}

/* TYPE:VALUE, laid out at its natural alignment after the previous ones. */
static int add_param(run_opts *o, const char *s)
{
    const char *colon = strchr(s, ':');
    if (!colon)
        return 0;
    size_t tl = (size_t)(colon - s);
    const char *v = colon + 1;
    uint8_t bytes[8];
    size_t size;
    char *end;
    errno = 0;
    if (!strncmp(s, "u32", tl) || !strncmp(s, "ptr", tl) || !strncmp(s, "s32", tl)) {
        if (tl != 3)
            return 0;
        long long x = strtoll(v, &end, 0);
        int is_signed = s[0] == 's';
        if (*end || errno || !*v || (is_signed ? (x < INT32_MIN || x > INT32_MAX)
                                               : (x < 0 || x > (long long)UINT32_MAX)))
            return 0;
        uint32_t u = (uint32_t)x;
        memcpy(bytes, &u, 4);
        size = 4;
    } else if (tl == 3 && (!strncmp(s, "u64", 3) || !strncmp(s, "s64", 3))) {
        uint64_t u;
        if (s[0] == 'u') {
            if (!parse_u64(v, &u))
                return 0;
        } else {
            long long x = strtoll(v, &end, 0);
            if (*end || errno || !*v)
                return 0;
            u = (uint64_t)x;
        }
        memcpy(bytes, &u, 8);
        size = 8;
    } else if (tl == 3 && !strncmp(s, "f32", 3)) {
        float f = strtof(v, &end);
        if (*end || !*v || errno)
            return 0;
        memcpy(bytes, &f, 4);
        size = 4;
    } else if (tl == 3 && !strncmp(s, "f64", 3)) {
        double f = strtod(v, &end);
        if (*end || !*v || errno)
            return 0;
        memcpy(bytes, &f, 8);
        size = 8;
    } else {
        return 0;
    }
    size_t at = (o->param_bytes + size - 1) / size * size;
    if (at + size > sizeof o->params - 0x20)
        return 0;
    memset(o->params + o->param_bytes, 0, at - o->param_bytes);
    memcpy(o->params + at, bytes, size);
    o->param_bytes = at + size;
    return 1;
}

/* ADDR:FILE (init), ADDR:LEN (alloc), ADDR:LEN:FILE (dump) */
static int parse_mem(const char *s, mem_item *m, int want_len, int want_file)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", s);
    char *p1 = strchr(buf, ':');
    if (!p1)
        return 0;
    *p1++ = '\0';
    if (!parse_u64(buf, &m->addr))
        return 0;
    m->len = 0;
    m->file = NULL;
    if (want_len) {
        char *p2 = want_file ? strchr(p1, ':') : NULL;
        if (want_file && !p2)
            return 0;
        if (p2)
            *p2++ = '\0';
        if (!parse_u64(p1, &m->len) || !m->len)
            return 0;
        if (p2)
            m->file = s + (p2 - buf);
    } else {
        m->file = s + (p1 - buf);
    }
    return !want_file || (m->file && *m->file);
}

static void usage(const char *cmd)
{
    printf("usage: smgold %s PROGRAM [options]%s\n\n", cmd,
           strcmp(cmd, "check") ? "" : " --expect VECTOR");
    printf("%s PROGRAM (a listing, or a binary image *.bin) on one SM.\n\n",
           strcmp(cmd, "check") ? "Run" : "Run and compare with the trace vector VECTOR:");
    printf("  --config FILE          configuration file (key = value; specs/sm.md)\n"
           "  --set KEY=VALUE        one configuration setting (after --config)\n"
           "  --grid X[,Y[,Z]]       blocks (default 1,1,1)\n"
           "  --block X[,Y[,Z]]      threads per block (default 32,1,1)\n"
           "  --param TYPE:VALUE     a kernel parameter (u32 s32 f32 u64 s64 f64 ptr = 32-bit\n"
           "                         address), laid out from c[0x0][0x20] in order\n"
           "  --mem-init ADDR:FILE   map and fill global memory from a $readmemh image\n"
           "  --mem-alloc ADDR:LEN   map LEN zeroed bytes of global memory\n"
           "  --mem-dump ADDR:LEN:FILE  map, and after the run write as an image\n"
           "  --force-guard PC:MASK[:N]  guard mask of the instruction at PC (its N-th\n"
           "                         execution; every one without N): a stimulus\n"
           "  --stimulus FILE        lines 'force-guard PC MASK [N]'\n"
           "  --trace OUT            write the trace vector (specs/trace-format.md)\n"
           "  --max-cycles N         stop with an error after N clocks (default 10000000)\n"
           "  --entry ADDR           first instruction (default: the program base)\n"
           "  --base ADDR, --format listing|binary   as for disasm\n"
           "  --quiet                no summary line\n"
           "  @FILE                  read more arguments from FILE\n");
    if (!strcmp(cmd, "check"))
        printf("\nExit status: 0 the run matches VECTOR; 1 it differs (the first difference is\n"
               "printed: record, field, expected, actual); 2 bad input or a failed run.\n");
}

static int parse_opts(int argc, char **argv, run_opts *o)
{
    const char *cmd = argv[0];
    memset(o, 0, sizeof *o);
    o->grid[0] = o->grid[1] = o->grid[2] = 1;
    o->block[0] = 32;
    o->block[1] = o->block[2] = 1;
    o->max_cycles = 10000000;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
#define NEED(what)                                                                                \
    do {                                                                                          \
        if (!v)                                                                                   \
            return bad(cmd, a, NULL) + 0 * fprintf(stderr, "  (needs %s)\n", what);               \
        i++;                                                                                      \
    } while (0)
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(cmd);
            return 1;
        } else if (!strcmp(a, "--config")) {
            NEED("a file");
            o->config = v;
        } else if (!strcmp(a, "--set")) {
            NEED("KEY=VALUE");
            if (o->nsets == MAX_ITEMS)
                return bad(cmd, "too many --set", NULL);
            o->sets[o->nsets++] = v;
        } else if (!strcmp(a, "--grid") || !strcmp(a, "--block")) {
            NEED("X[,Y[,Z]]");
            if (!parse_dims(v, a[2] == 'g' ? o->grid : o->block))
                return bad(cmd, "expected dimensions X[,Y[,Z]] (each >= 1), got", v);
        } else if (!strcmp(a, "--param")) {
            NEED("TYPE:VALUE");
            if (!add_param(o, v))
                return bad(cmd, "expected a parameter TYPE:VALUE (u32, s32, f32, u64, s64, f64, "
                                "ptr) in range, got", v);
        } else if (!strcmp(a, "--mem-init") || !strcmp(a, "--mem-alloc") ||
                   !strcmp(a, "--mem-dump")) {
            NEED("an address");
            int kind = a[6] == 'i' ? 0 : a[6] == 'a' ? 1 : 2;
            mem_item *m = kind == 0 ? &o->init[o->ninit] : kind == 1 ? &o->alloc[o->nalloc]
                                                                   : &o->dump[o->ndump];
            unsigned *cnt = kind == 0 ? &o->ninit : kind == 1 ? &o->nalloc : &o->ndump;
            if (*cnt == MAX_ITEMS)
                return bad(cmd, "too many memory options", NULL);
            if (!parse_mem(v, m, kind != 0, kind != 1) || (kind == 2 && m->len % 4))
                return bad(cmd,
                           kind == 0   ? "expected --mem-init ADDR:FILE, got"
                           : kind == 1 ? "expected --mem-alloc ADDR:LEN (LEN >= 1), got"
                                       : "expected --mem-dump ADDR:LEN:FILE (LEN a positive multiple of 4), got",
                           v);
            (*cnt)++;
        } else if (!strcmp(a, "--force-guard")) {
            NEED("PC:MASK[:N]");
            char buf[128];
            snprintf(buf, sizeof buf, "%s", v);
            char *save = NULL, *f[4] = {0};
            int n = 0;
            for (char *t = strtok_r(buf, ":", &save); t && n < 4; t = strtok_r(NULL, ":", &save))
                f[n++] = t;
            uint64_t pc, mask, nth = 0;
            if (n < 2 || n > 3 || !parse_u64(f[0], &pc) || !parse_u64(f[1], &mask) ||
                (n == 3 && !parse_u64(f[2], &nth)) || pc > 0xffffffffu || mask > 0xffffffffu ||
                nth > 0xffffffffu || o->nforce == MAX_ITEMS)
                return bad(cmd, "expected --force-guard PC:MASK[:N], got", v);
            o->force[o->nforce].pc = (uint32_t)pc;
            o->force[o->nforce].mask = (uint32_t)mask;
            o->force[o->nforce].nth = (uint32_t)nth;
            o->nforce++;
        } else if (!strcmp(a, "--stimulus")) {
            NEED("a file");
            o->stimulus = v;
        } else if (!strcmp(a, "--trace")) {
            NEED("a file");
            o->trace = v;
        } else if (!strcmp(a, "--expect")) {
            NEED("a file");
            o->expect = v;
        } else if (!strcmp(a, "--max-cycles")) {
            NEED("a number");
            if (!parse_u64(v, &o->max_cycles) || !o->max_cycles)
                return bad(cmd, "expected --max-cycles N (N >= 1), got", v);
        } else if (!strcmp(a, "--entry") || !strcmp(a, "--base")) {
            NEED("an address");
            uint32_t *dst = a[2] == 'e' ? &o->entry : &o->base;
            if (!cli_parse_u32(v, dst))
                return bad(cmd, "expected a 32-bit address, got", v);
            *(a[2] == 'e' ? &o->entry_given : &o->base_given) = 1;
        } else if (!strcmp(a, "--format")) {
            NEED("listing or binary");
            if (strcmp(v, "listing") && strcmp(v, "binary"))
                return bad(cmd, "--format takes 'listing' or 'binary', not", v);
            o->fmt = v[0] == 'l' ? FMT_LISTING : FMT_BINARY;
        } else if (!strcmp(a, "--quiet")) {
            o->quiet = 1;
        } else if (a[0] == '-' && a[1]) {
            return bad(cmd, "unknown option (see --help)", a);
        } else if (!o->program) {
            o->program = a;
        } else {
            return bad(cmd, "one program only; unexpected", a);
        }
#undef NEED
    }
    if (!o->program)
        return bad(cmd, "no PROGRAM (see --help)", NULL);
    if (!strcmp(cmd, "check") && !o->expect)
        return bad(cmd, "--expect VECTOR is required", NULL);
    return 0;
}

static void print_err(const sg_error *e)
{
    char buf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
    fprintf(stderr, "smgold: %s\n", sg_error_format(e, buf, sizeof buf));
}

/* Map the allocations and dump ranges, map and fill the images. */
static int setup_memory(sg_sm *sm, const run_opts *o)
{
    sg_error err;
    for (unsigned i = 0; i < o->nalloc; i++) {
        if (sg_sm_map_global(sm, o->alloc[i].addr, o->alloc[i].len, &err)) {
            print_err(&err);
            return 2;
        }
    }
    for (unsigned i = 0; i < o->ndump; i++) {
        if (sg_sm_map_global(sm, o->dump[i].addr, o->dump[i].len, &err)) {
            print_err(&err);
            return 2;
        }
    }
    for (unsigned i = 0; i < o->ninit; i++) {
        size_t len;
        char *text = cli_read_file(o->init[i].file, &len);
        if (!text)
            return 2;
        sg_status st = sg_sm_load_image(sm, o->init[i].addr, text, len, o->init[i].file, NULL, &err);
        free(text);
        if (st) {
            print_err(&err);
            return 2;
        }
    }
    return 0;
}

static int write_dumps(sg_sm *sm, const run_opts *o)
{
    for (unsigned i = 0; i < o->ndump; i++) {
        const mem_item *m = &o->dump[i];
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

static int load_stimulus(sg_sm *sm, const char *path)
{
    size_t len;
    char *text = cli_read_file(path, &len);
    if (!text)
        return 2;
    unsigned line = 0;
    int rc = 0;
    for (char *save = NULL, *l = strtok_r(text, "\n", &save); l && !rc;
         l = strtok_r(NULL, "\n", &save)) {
        line++; /* note: strtok_r skips empty lines, so count them below */
        char *hash = strchr(l, '#');
        if (hash)
            *hash = '\0';
        char kw[32], a[32], b[32], c[32];
        int n = sscanf(l, "%31s %31s %31s %31s", kw, a, b, c);
        if (n <= 0)
            continue;
        uint64_t pc, mask, nth = 0;
        if (strcmp(kw, "force-guard") || n < 3 || !parse_u64(a, &pc) || !parse_u64(b, &mask) ||
            (n == 4 && !parse_u64(c, &nth)) || pc > 0xffffffffu || mask > 0xffffffffu) {
            fprintf(stderr, "smgold: %s: line '%s': expected 'force-guard PC MASK [N]'\n", path, l);
            rc = 2;
            break;
        }
        sg_error err;
        if (sg_sm_force_guard(sm, (uint32_t)pc, (uint32_t)nth, (uint32_t)mask, &err)) {
            print_err(&err);
            rc = 2;
        }
    }
    free(text);
    return rc;
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

static int run_common(int argc, char **argv, int check)
{
    run_opts *o = calloc(1, sizeof *o);
    if (!o)
        return 2;
    int rc = parse_opts(argc, argv, o);
    if (rc) {
        free(o);
        return rc == 1 ? 0 : rc;
    }
    sg_error err;
    sg_config cfg;
    sg_config_default(&cfg);
    sg_sm *sm = NULL;
    sg_program prog = {0};
    sink tr = {0};
    rc = 0;
    if (o->config) {
        size_t len;
        char *text = cli_read_file(o->config, &len);
        if (!text || sg_config_parse(text, len, o->config, &cfg, &err)) {
            if (text)
                print_err(&err);
            rc = 2;
        }
        free(text);
    }
    for (unsigned i = 0; !rc && i < o->nsets; i++) {
        char kv[256];
        snprintf(kv, sizeof kv, "%s", o->sets[i]);
        char *eq = strchr(kv, '=');
        if (!eq) {
            rc = bad(argv[0], "expected --set KEY=VALUE, got", o->sets[i]);
            break;
        }
        *eq = '\0';
        if (sg_config_set(&cfg, kv, eq + 1, &err)) {
            print_err(&err);
            rc = 2;
        }
    }
    if (!rc && sg_sm_create(&cfg, &sm, &err)) {
        print_err(&err);
        rc = 2;
    }
    if (!rc)
        rc = cli_load_program(o->program, o->fmt, o->base_given, o->base, 0, &prog);
    if (!rc && sg_sm_load_program(sm, &prog, &err)) {
        print_err(&err);
        rc = 2;
    }
    if (!rc)
        rc = setup_memory(sm, o);
    for (unsigned i = 0; !rc && i < o->nforce; i++) {
        if (sg_sm_force_guard(sm, o->force[i].pc, o->force[i].nth, o->force[i].mask, &err)) {
            print_err(&err);
            rc = 2;
        }
    }
    if (!rc && o->stimulus)
        rc = load_stimulus(sm, o->stimulus);
    int tracing = o->trace || check;
    if (!rc && tracing && sg_sm_set_trace(sm, sink_write, &tr, NULL, &err)) {
        print_err(&err);
        rc = 2;
    }
    if (!rc) {
        sg_launch l = {{o->grid[0], o->grid[1], o->grid[2]},
                       {o->block[0], o->block[1], o->block[2]},
                       o->params,
                       o->param_bytes,
                       o->entry_given ? o->entry : prog.base};
        if (sg_sm_launch(sm, &l, &err) || sg_sm_run(sm, o->max_cycles, &err)) {
            print_err(&err);
            rc = 2;
        }
    }
    if (!rc && !o->quiet)
        fprintf(stderr, "smgold %s: %u block%s, %llu warp steps in %llu cycles\n", argv[0],
                o->grid[0] * o->grid[1] * o->grid[2], o->grid[0] * o->grid[1] * o->grid[2] == 1 ? "" : "s",
                (unsigned long long)sg_sm_instructions(sm), (unsigned long long)sg_sm_cycle(sm));
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
    sg_program_free(&prog);
    sg_sm_destroy(sm);
    free(o);
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
