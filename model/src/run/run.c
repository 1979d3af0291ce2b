/*
 * run.c - arguments to a launched model (smgold/run.h): the one parser of
 * "smgold run" options, shared by the CLI, the lock-step testbenches and the
 * DPI layer.
 */
#include "smgold/run.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "smgold/files.h"
#include "smgold/isa.h"
#include "smgold/listing.h"
#include "smgold/stats.h"
#include "../util/err.h"

static const char usage_text[] =
    "  --config FILE          configuration file (key = value; specs/sm.md)\n"
    "  --set KEY=VALUE        one configuration setting (after --config)\n"
    "  --grid X[,Y[,Z]]       blocks (default 1,1,1)\n"
    "  --block X[,Y[,Z]]      threads per block (default 32,1,1)\n"
    "  --param TYPE:VALUE     a kernel parameter (u32 s32 f32 u64 s64 f64 ptr = 32-bit\n"
    "                         address), laid out from c[0x0][0x20] in order\n"
    "  --mem-init ADDR:FILE   map and fill global memory from a $readmemh image\n"
    "  --mem-alloc ADDR:LEN   map LEN zeroed bytes of global memory\n"
    "  --mem-dump ADDR:LEN:FILE  map, and after the run write as an image\n"
    "  --texture T:ADDR:TEXELS:COMPS  bind texture T to TEXELS texels of COMPS (1, 2\n"
    "                         or 4) 32-bit components at ADDR, for TLD (tex1Dfetch)\n"
    "  --force-guard PC:MASK[:N]  guard mask of the instruction at PC (its N-th\n"
    "                         execution; every one without N): a stimulus\n"
    "  --stimulus FILE        lines 'force-guard PC MASK [N]'\n"
    "  --trace OUT            write the trace vector (specs/trace-format.md)\n"
    "  --trace-detail control|datapath  = --set trace_detail=...: datapath writes\n"
    "                         format 2, with M records of memory accesses\n"
    "  --cosim-ignore FIELD[:LANES]  lock-step only: do not compare FIELD (in the lanes\n"
    "                         of LANES, default all), count it as ignored (datapath.md DP-4)\n"
    "  --max-cycles N         stop with an error after N clocks (default 10000000)\n"
    "  --entry ADDR           first instruction (default: the program base)\n"
    "  --base ADDR, --format listing|binary   as for disasm\n"
    "  --function NAME        run the function NAME of a cuobjdump file holding several\n"
    "  --dialect default|old  the listing's SHL/SHR .W spelling (as for asm)\n"
    "  --quiet                no summary line\n"
    "  --coverage OUT         write the token-stack coverage of the run (specs/coverage.md)\n"
    "  --accelsim-trace OUT   write the executed warp instructions as an Accel-Sim kernel\n"
    "                         trace (one kernel-N.traceg; specs/trace-format.md §5)\n"
    "  --accelsim-dir DIR     add the run to DIR as Accel-Sim's trace set: kernel-N.traceg\n"
    "                         (N = 1 + the kernels already listed) and its line in\n"
    "                         DIR/kernelslist.g (made when missing)\n"
    "  --stats                print the counters (cycles, issue stalls, units, SIMD\n"
    "                         efficiency; specs/timing.md CT-1)\n"
    "  --stats-format text|json|csv  how --stats prints them (default text; json and\n"
    "                         csv give every counter with its unit, per unit and per\n"
    "                         warp slot: specs/stats-format.md); implies --stats\n"
    "  --stats-out FILE       write the stats to FILE, not standard output (implies --stats)\n"
    "  @FILE                  read more arguments from FILE\n"
    "  A FILE whose name ends in .gz is read (or written) gzip-compressed. Every file\n"
    "  read is bounded by the limit of its kind (smgold/limits.h).\n";

const char *sg_run_usage(void)
{
    return usage_text;
}

/* ---- files ---------------------------------------------------------------- */

/* Every file is read through sg_read_input (smgold/files.h): bounded by the
 * limit of its kind, gzip for a name ending in .gz. */
sg_status sg_read_file(const char *dir, const char *path, char **text, size_t *len, sg_error *err)
{
    return sg_read_input(dir, path, SG_FILE_TEXT, text, len, err);
}

/* ---- parsing -------------------------------------------------------------- */

static sg_status bad(sg_error *err, const char *msg, const char *arg)
{
    return sg_fail(err, SG_ERR_SYNTAX, "%s%s%s%s", msg, arg ? " '" : "", arg ? arg : "",
                   arg ? "'" : "");
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

static int parse_u32(const char *s, uint32_t *v)
{
    uint64_t x;
    if (!parse_u64(s, &x) || x > 0xffffffffu)
        return 0;
    *v = (uint32_t)x;
    return 1;
}

/* "A:B:C" -> up to max 32-bit numbers; returns how many fields there are
 * (max + 1 when there are more), -1 when one is not a number. */
static int parse_u32_fields(const char *v, uint32_t *f, int max)
{
    char buf[128];
    snprintf(buf, sizeof buf, "%s", v);
    char *save = NULL;
    int n = 0;
    for (char *t = strtok_r(buf, ":", &save); t; t = strtok_r(NULL, ":", &save)) {
        if (n == max)
            return max + 1;
        if (!parse_u32(t, &f[n++]))
            return -1;
    }
    return n;
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
static int add_param(sg_run_opts *o, const char *s)
{
    const char *colon = strchr(s, ':');
    if (!colon || colon - s != 3)
        return 0;
    const char *v = colon + 1;
    uint8_t bytes[8];
    size_t size;
    char *end;
    errno = 0;
    if (!strncmp(s, "u32", 3) || !strncmp(s, "ptr", 3) || !strncmp(s, "s32", 3)) {
        long long x = strtoll(v, &end, 0);
        int is_signed = s[0] == 's';
        if (*end || errno || !*v || (is_signed ? (x < INT32_MIN || x > INT32_MAX)
                                               : (x < 0 || x > (long long)UINT32_MAX)))
            return 0;
        uint32_t u = (uint32_t)x;
        memcpy(bytes, &u, 4);
        size = 4;
    } else if (!strncmp(s, "u64", 3) || !strncmp(s, "s64", 3)) {
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
    } else if (!strncmp(s, "f32", 3)) {
        float f = strtof(v, &end);
        if (*end || !*v || errno)
            return 0;
        memcpy(bytes, &f, 4);
        size = 4;
    } else if (!strncmp(s, "f64", 3)) {
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
static int parse_mem(const char *s, sg_run_mem *m, int want_len, int want_file)
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

static int push_word(sg_run_opts *o, int *cap, char *w)
{
    if (o->argc + 2 > *cap) {
        int nc = *cap ? 2 * *cap : 64;
        char **nv = realloc(o->argv, (size_t)nc * sizeof *nv);
        if (!nv)
            return 0;
        o->argv = nv;
        *cap = nc;
    }
    o->argv[o->argc++] = w;
    o->argv[o->argc] = NULL;
    return 1;
}

/* Copy the arguments, expanding @FILE (depth-limited: a file may name others). */
static sg_status expand(sg_run_opts *o, int *cap, int argc, const char *const *argv, int depth,
                        sg_error *err)
{
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '@' || !a[1]) {
            char *w = strdup(a);
            if (!w || !push_word(o, cap, w)) {
                free(w);
                return sg_fail(err, SG_ERR_NOMEM, "out of memory");
            }
            continue;
        }
        if (depth > 8)
            return bad(err, "@FILE nested too deeply at", a);
        char *text;
        size_t len;
        sg_status st = sg_read_input(o->dir, a + 1, SG_FILE_ARGS, &text, &len, err);
        if (st)
            return st;
        char **nt = realloc(o->texts, (o->ntexts + 1) * sizeof *nt);
        if (!nt) {
            free(text);
            return sg_fail(err, SG_ERR_NOMEM, "out of memory");
        }
        o->texts = nt;
        o->texts[o->ntexts++] = text;
        /* split into words; "#" to the end of a line is a comment */
        const char *words[512];
        int nw = 0;
        for (char *p = text; *p;) {
            if (*p == '#') {
                while (*p && *p != '\n')
                    *p++ = '\0';
            } else if (isspace((unsigned char)*p)) {
                *p++ = '\0';
            } else {
                if (nw == 512)
                    return bad(err, "more than 512 words in", a);
                words[nw++] = p;
                while (*p && !isspace((unsigned char)*p) && *p != '#')
                    p++;
            }
        }
        st = expand(o, cap, nw, words, depth + 1, err);
        if (st)
            return st;
    }
    return SG_OK;
}

static sg_status parse_words(sg_run_opts *o, sg_error *err)
{
    for (int i = 0; i < o->argc; i++) {
        const char *a = o->argv[i];
        const char *v = i + 1 < o->argc ? o->argv[i + 1] : NULL;
#define NEED(what)                                                                                \
    do {                                                                                          \
        if (!v)                                                                                   \
            return sg_fail(err, SG_ERR_SYNTAX, "%s needs %s", a, what);                           \
        i++;                                                                                      \
    } while (0)
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            o->help = 1;
            return SG_OK;
        } else if (!strcmp(a, "--config")) {
            NEED("a file");
            o->config = v;
        } else if (!strcmp(a, "--set")) {
            NEED("KEY=VALUE");
            if (o->nsets == SG_RUN_MAX_ITEMS)
                return bad(err, "too many --set", NULL);
            if (!strchr(v, '='))
                return bad(err, "expected --set KEY=VALUE, got", v);
            o->sets[o->nsets++] = v;
        } else if (!strcmp(a, "--grid") || !strcmp(a, "--block")) {
            NEED("X[,Y[,Z]]");
            if (!parse_dims(v, a[2] == 'g' ? o->grid : o->block))
                return bad(err, "expected dimensions X[,Y[,Z]] (each >= 1), got", v);
        } else if (!strcmp(a, "--param")) {
            NEED("TYPE:VALUE");
            if (!add_param(o, v))
                return bad(err, "expected a parameter TYPE:VALUE (u32, s32, f32, u64, s64, f64, "
                                "ptr) in range, got", v);
        } else if (!strcmp(a, "--mem-init") || !strcmp(a, "--mem-alloc") ||
                   !strcmp(a, "--mem-dump")) {
            NEED("an address");
            int kind = a[6] == 'i' ? 0 : a[6] == 'a' ? 1 : 2;
            sg_run_mem *m = kind == 0 ? &o->init[o->ninit]
                            : kind == 1 ? &o->alloc[o->nalloc]
                                        : &o->dump[o->ndump];
            unsigned *cnt = kind == 0 ? &o->ninit : kind == 1 ? &o->nalloc : &o->ndump;
            if (*cnt == SG_RUN_MAX_ITEMS)
                return bad(err, "too many memory options", NULL);
            if (!parse_mem(v, m, kind != 0, kind != 1) || (kind == 2 && m->len % 4))
                return bad(err,
                           kind == 0   ? "expected --mem-init ADDR:FILE, got"
                           : kind == 1 ? "expected --mem-alloc ADDR:LEN (LEN >= 1), got"
                                       : "expected --mem-dump ADDR:LEN:FILE (LEN a positive "
                                         "multiple of 4), got",
                           v);
            (*cnt)++;
        } else if (!strcmp(a, "--force-guard")) {
            NEED("PC:MASK[:N]");
            uint32_t f[4], pc, mask, nth = 0;
            int n = parse_u32_fields(v, f, 4);
            if (n < 2 || n > 3 || o->nforce == SG_RUN_MAX_ITEMS)
                return bad(err, "expected --force-guard PC:MASK[:N], got", v);
            pc = f[0];
            mask = f[1];
            if (n == 3)
                nth = f[2];
            o->force[o->nforce].pc = pc;
            o->force[o->nforce].mask = mask;
            o->force[o->nforce].nth = nth;
            o->nforce++;
        } else if (!strcmp(a, "--texture")) {
            NEED("T:ADDR:TEXELS:COMPS");
            uint32_t f[5];
            if (parse_u32_fields(v, f, 5) != 4 || o->ntex == SG_RUN_MAX_ITEMS)
                return bad(err, "expected --texture T:ADDR:TEXELS:COMPS, got", v);
            o->tex[o->ntex].tex = f[0];
            o->tex[o->ntex].addr = f[1];
            o->tex[o->ntex].texels = f[2];
            o->tex[o->ntex].comps = f[3];
            o->ntex++;
        } else if (!strcmp(a, "--stimulus")) {
            NEED("a file");
            o->stimulus = v;
        } else if (!strcmp(a, "--trace")) {
            NEED("a file");
            o->trace = v;
        } else if (!strcmp(a, "--trace-detail")) {
            /* shorthand for --set trace_detail=V, applied in order with the --set options */
            NEED("control or datapath");
            if (o->nsets == SG_RUN_MAX_ITEMS)
                return bad(err, "too many --set", NULL);
            if (strcmp(v, "control") && strcmp(v, "datapath"))
                return bad(err, "--trace-detail takes 'control' or 'datapath', not", v);
            o->sets[o->nsets++] = v[0] == 'c' ? "trace_detail=control" : "trace_detail=datapath";
        } else if (!strcmp(a, "--cosim-ignore")) {
            /* FIELD[:LANES]; the field name is the checker's to judge (sg_cosim_create) */
            NEED("FIELD[:LANES]");
            if (o->nignore == SG_RUN_MAX_ITEMS)
                return bad(err, "too many --cosim-ignore", NULL);
            char *w = o->argv[i]; /* = v; the word is ours to cut */
            char *colon = strchr(w, ':');
            uint32_t lanes = 0xffffffffu;
            if (colon == w || (colon && (!parse_u32(colon + 1, &lanes) || !lanes)))
                return bad(err, "expected --cosim-ignore FIELD[:LANES] (LANES a non-zero 32-bit "
                                "lane mask), got", v);
            if (colon)
                *colon = '\0';
            o->ignore[o->nignore].field = w;
            o->ignore[o->nignore++].lanes = lanes;
        } else if (!strcmp(a, "--accelsim-trace")) {
            NEED("a file");
            o->accelsim = v;
        } else if (!strcmp(a, "--accelsim-dir")) {
            NEED("a folder");
            o->accelsim_dir = v;
        } else if (!strcmp(a, "--coverage")) {
            NEED("a file");
            o->coverage = v;
        } else if (!strcmp(a, "--expect")) {
            NEED("a file");
            o->expect = v;
        } else if (!strcmp(a, "--max-cycles")) {
            NEED("a number");
            if (!parse_u64(v, &o->max_cycles) || !o->max_cycles)
                return bad(err, "expected --max-cycles N (N >= 1), got", v);
        } else if (!strcmp(a, "--entry") || !strcmp(a, "--base")) {
            NEED("an address");
            if (!parse_u32(v, a[2] == 'e' ? &o->entry : &o->base))
                return bad(err, "expected a 32-bit address, got", v);
            *(a[2] == 'e' ? &o->entry_given : &o->base_given) = 1;
        } else if (!strcmp(a, "--format")) {
            NEED("listing or binary");
            if (strcmp(v, "listing") && strcmp(v, "binary"))
                return bad(err, "--format takes 'listing' or 'binary', not", v);
            o->format = v[0] == 'l' ? 1 : 2;
        } else if (!strcmp(a, "--function")) {
            NEED("a function name");
            o->function = v;
        } else if (!strcmp(a, "--dialect")) {
            NEED("default or old");
            if (strcmp(v, "default") && strcmp(v, "old"))
                return bad(err, "--dialect takes 'default' or 'old', not", v);
            o->dialect = v[0] == 'o' ? SG_DIALECT_SHIFT_W_CLEAR : SG_DIALECT_DEFAULT;
        } else if (!strcmp(a, "--quiet")) {
            o->quiet = 1;
        } else if (!strcmp(a, "--stats")) {
            o->stats = 1;
        } else if (!strcmp(a, "--stats-format")) {
            NEED("text, json or csv");
            if ((o->stats_format = sg_stats_format_id(v)) < 0)
                return bad(err, "--stats-format takes 'text', 'json' or 'csv', not", v);
            o->stats = 1;
        } else if (!strcmp(a, "--stats-out")) {
            NEED("a file");
            o->stats_out = v;
            o->stats = 1;
        } else if (a[0] == '-' && a[1]) {
            return bad(err, "unknown option (see --help)", a);
        } else if (!o->program) {
            o->program = a;
        } else {
            return bad(err, "one program only; unexpected", a);
        }
#undef NEED
    }
    if (!o->program)
        return bad(err, "no PROGRAM (see --help)", NULL);
    return SG_OK;
}

sg_status sg_run_parse(int argc, const char *const *argv, const char *dir, sg_run_opts **out,
                       sg_error *err)
{
    if (!out || (argc && !argv))
        return sg_fail(err, SG_ERR_ARG, "sg_run_parse: NULL argument");
    *out = NULL;
    sg_run_opts *o = calloc(1, sizeof *o);
    if (!o)
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    o->grid[0] = o->grid[1] = o->grid[2] = 1;
    o->block[0] = 32;
    o->block[1] = o->block[2] = 1;
    o->max_cycles = 10000000;
    int cap = 0;
    sg_status st = SG_OK;
    if (dir && !(o->dir = strdup(dir)))
        st = sg_fail(err, SG_ERR_NOMEM, "out of memory");
    if (!st)
        st = expand(o, &cap, argc, argv, 0, err);
    if (!st)
        st = parse_words(o, err);
    if (st) {
        sg_run_free(o);
        return st;
    }
    *out = o;
    return SG_OK;
}

void sg_run_free(sg_run_opts *o)
{
    if (!o)
        return;
    for (int i = 0; i < o->argc; i++)
        free(o->argv[i]);
    free(o->argv);
    for (unsigned i = 0; i < o->ntexts; i++)
        free(o->texts[i]);
    free(o->texts);
    free((char *)o->dir);
    free(o);
}

/* ---- setting the model up ----------------------------------------------- */

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && !strcmp(s + n - k, suffix);
}

static sg_status load_program(sg_run_opts *o, sg_sm *sm, sg_error *err)
{
    char *text;
    size_t len;
    int binary = o->format ? o->format == 2
                           : ends_with(o->program, ".bin") || ends_with(o->program, ".bin.gz");
    sg_status st = sg_read_input(o->dir, o->program, binary ? SG_FILE_BINARY : SG_FILE_LISTING,
                                 &text, &len, err);
    if (st)
        return st;
    sg_program prog = {0};
    if (binary) {
        st = sg_program_from_binary((const uint8_t *)text, len, o->base, o->program, &prog, err);
    } else {
        sg_asm_options opt = {o->base, o->base_given, 0, o->dialect, o->function};
        st = sg_assemble(text, len, o->program, &opt, &prog, err);
        if (st && err && err->line == 1 && err->code == SG_ERR_SYNTAX) {
            size_t n = strlen(err->msg);
            snprintf(err->msg + n, sizeof err->msg - n,
                     " (if %s is a binary image, use --format binary)", o->program);
        }
    }
    free(text);
    if (!st)
        st = sg_sm_load_program(sm, &prog, err);
    o->program_base = prog.base;
    sg_program_free(&prog);
    return st;
}

static sg_status load_stimulus(const sg_run_opts *o, sg_sm *sm, sg_error *err)
{
    char *text;
    size_t len;
    sg_status st = sg_read_input(o->dir, o->stimulus, SG_FILE_STIMULUS, &text, &len, err);
    if (st)
        return st;
    unsigned line = 0;
    for (char *p = text; !st && *p;) {
        char *nl = strchr(p, '\n');
        if (nl)
            *nl = '\0';
        line++;
        char *hash = strchr(p, '#');
        if (hash)
            *hash = '\0';
        char kw[32], a[32], b[32], c[32], extra[2];
        int n = sscanf(p, "%31s %31s %31s %31s %1s", kw, a, b, c, extra);
        uint32_t pc, mask, nth = 0;
        if (n > 0 && (strcmp(kw, "force-guard") || n < 3 || n > 4 || !parse_u32(a, &pc) ||
                      !parse_u32(b, &mask) || (n == 4 && !parse_u32(c, &nth)))) {
            st = sg_fail(err, SG_ERR_SYNTAX, "expected 'force-guard PC MASK [N]'");
            sg_error_at(err, o->stimulus, line, 1);
        } else if (n > 0) {
            st = sg_sm_force_guard(sm, pc, nth, mask, err);
            if (st)
                sg_error_at(err, o->stimulus, line, 1);
        }
        p = nl ? nl + 1 : p + strlen(p);
    }
    free(text);
    return st;
}

static sg_status setup_memory(const sg_run_opts *o, sg_sm *sm, sg_error *err)
{
    for (unsigned i = 0; i < o->nalloc; i++) {
        sg_status st = sg_sm_map_global(sm, o->alloc[i].addr, o->alloc[i].len, err);
        if (st)
            return st;
    }
    for (unsigned i = 0; i < o->ndump; i++) {
        sg_status st = sg_sm_map_global(sm, o->dump[i].addr, o->dump[i].len, err);
        if (st)
            return st;
    }
    for (unsigned i = 0; i < o->ntex; i++) {
        sg_status st = sg_sm_bind_texture(sm, o->tex[i].tex, o->tex[i].addr, o->tex[i].texels,
                                          o->tex[i].comps, err);
        if (st)
            return st;
    }
    for (unsigned i = 0; i < o->ninit; i++) {
        char *text;
        size_t len;
        sg_status st = sg_read_input(o->dir, o->init[i].file, SG_FILE_IMAGE, &text, &len, err);
        if (!st)
            st = sg_sm_load_image(sm, o->init[i].addr, text, len, o->init[i].file, NULL, err);
        free(text);
        if (st)
            return st;
    }
    return SG_OK;
}

sg_status sg_run_setup(sg_run_opts *o, sg_sm **out, sg_error *err)
{
    if (!o || !out)
        return sg_fail(err, SG_ERR_ARG, "sg_run_setup: NULL argument");
    *out = NULL;
    sg_config cfg;
    sg_config_default(&cfg);
    sg_status st = SG_OK;
    if (o->config) {
        char *text;
        size_t len;
        st = sg_read_input(o->dir, o->config, SG_FILE_CONFIG, &text, &len, err);
        if (!st)
            st = sg_config_parse(text, len, o->config, &cfg, err);
        free(text);
    }
    for (unsigned i = 0; !st && i < o->nsets; i++) {
        char kv[256];
        snprintf(kv, sizeof kv, "%s", o->sets[i]);
        char *eq = strchr(kv, '=');
        *eq = '\0';
        st = sg_config_set(&cfg, kv, eq + 1, err);
    }
    sg_sm *sm = NULL;
    if (!st)
        st = sg_sm_create(&cfg, &sm, err);
    if (!st)
        st = load_program(o, sm, err);
    if (!st)
        st = setup_memory(o, sm, err);
    for (unsigned i = 0; !st && i < o->nforce; i++)
        st = sg_sm_force_guard(sm, o->force[i].pc, o->force[i].nth, o->force[i].mask, err);
    if (!st && o->stimulus)
        st = load_stimulus(o, sm, err);
    if (!st && o->coverage)
        st = sg_sm_set_coverage(sm, 1, err);
    if (st) {
        sg_sm_destroy(sm);
        return st;
    }
    *out = sm;
    return SG_OK;
}

sg_status sg_run_launch(const sg_run_opts *o, sg_sm *sm, sg_error *err)
{
    if (!o || !sm)
        return sg_fail(err, SG_ERR_ARG, "sg_run_launch: NULL argument");
    sg_launch l = {{o->grid[0], o->grid[1], o->grid[2]},
                   {o->block[0], o->block[1], o->block[2]},
                   o->params,
                   o->param_bytes,
                   o->entry_given ? o->entry : o->program_base};
    return sg_sm_launch(sm, &l, err);
}
