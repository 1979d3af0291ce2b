/*
 * fuzz_api.c - libFuzzer entry for API misuse (issue 16.4): the input is a
 * program of calls to the public C API (smgold/smgold.h, run.h, files.h) and
 * the DPI functions (dpi/smgold_dpi.h), in any order with any arguments: NULL
 * handles and pointers, slots, lanes, registers and indices out of range,
 * calls before set-up and after finish, destroy of NULL, arrays shorter than
 * a bundle. Every call must return an error or a documented value: a crash,
 * a leak or a sanitizer report is a finding. Handles are never used after
 * they are destroyed (that is undefined, as for free()).
 *
 * SMGOLD_SOURCE_DIR (a compile definition) is the source tree: the handles
 * are made from real vectors so that the calls reach a running model.
 * Outputs (reports, logs, files plain and gzip) go to a scratch folder made
 * once per process and removed at exit.
 * Run with scripts/fuzz.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "smgold/config.h"
#include "smgold/coverage.h"
#include "smgold/files.h"
#include "smgold/run.h"
#include "smgold/smgold.h"
#include "smgold_dpi.h"

/* ---- svdpi.h: the two open-array functions a simulator provides ---------- */

typedef struct fz_array {
    void *p;   /* size elements of 8 bytes: either int or longint reads stay inside */
    int size;
} fz_array;

void *svGetArrayPtr(const svOpenArrayHandle h)
{
    return ((const fz_array *)h)->p;
}

int svSize(const svOpenArrayHandle h, int d)
{
    (void)d;
    return ((const fz_array *)h)->size;
}

/* ---- the input, read as arguments ----------------------------------------- */

typedef struct input {
    const uint8_t *p;
    size_t n;
} input;

static unsigned byte(input *in)
{
    if (!in->n)
        return 0;
    in->n--;
    return *in->p++;
}

static uint32_t word(input *in)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; i++)
        v = v << 8 | byte(in);
    return v;
}

/* An int argument: mostly the edges (0, 1, -1, a slot count, INT_MIN, ...). */
static int num(input *in)
{
    static const int edge[] = {0, 1, 2, 3, -1, 7, 8, 15, 16, 31, 32, 33, 47, 48, 63, 64,
                               255, 256, 4096, 65536, INT_MAX, INT_MIN, -2, 1000000};
    unsigned b = byte(in);
    if (b < 200)
        return edge[b % (sizeof edge / sizeof edge[0])];
    return (int)word(in);
}

static const char *pick(input *in, const char *const *v, size_t n)
{
    return v[byte(in) % n];
}

#define PICK(in, v) pick(in, v, sizeof v / sizeof v[0])

/* names the DPI and C API look up: real ones, near misses and NULL */
static const char *const names[] = {
    NULL, "", "stack", "alu", "ldst", "fpu64", "sfu", "pc", "am", "bm", "token", "reg", "cycles",
    "warp_instructions", "warp_size", "max_warps", "onchip_slots", "timing", "push.SSY",
    "error.overflow", "brx.targets.2", "ordered", "cycle", "nonsense", "am\n", "%s%n",
    "stack.type", "bank_conflicts", "hang_cycles", "backward_branch_policy"};

/* vectors (relative to the source tree) and argument strings for the handles */
static const char *const vecdirs[] = {"vectors/seed/000-table5", "vectors/seed/003-figure2",
                                      "vectors/cosim/dp-ldst", "vectors/cosim/sched-gto",
                                      "vectors/cosim/overflow", "vectors/cosim/brx-fanout",
                                      "no/such/dir"};
static const char *const argstrs[] = {"program.lst @launch.args",
                                      "program.lst @launch.args --set timing=cycle",
                                      "program.lst @launch.args --set warp_size=8",
                                      "program.lst @launch.args --max-cycles 3",
                                      "program.lst",
                                      "",
                                      "missing.lst",
                                      "program.lst --bogus",
                                      "program.lst @launch.args --set onchip_slots=1",
                                      "@launch.args"};
static const char *const kinds_paths[] = {NULL, "", "-no-such-file", "/", "/dev/null",
                                          "program.lst", "launch.args.gz"};

typedef struct state {
    void *dh[2];      /* DPI handles */
    sg_sm *sm[2];     /* C API handles */
    sg_run_opts *o;   /* parsed arguments */
    char scratch[256];
} state;

static char *src_path(const char *rel)
{
    static const char root[] = SMGOLD_SOURCE_DIR;
    size_t n = sizeof root + strlen(rel) + 2;
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%s/%s", root, rel);
    return p;
}

/* An output path: NULL, "", a folder that does not exist, or a scratch file. */
static const char *out_path(input *in, const state *s, char *buf, size_t n)
{
    switch (byte(in) % 4) {
    case 0: return NULL;
    case 1: return "";
    case 2: return "/nonexistent-smgold-dir/out";
    default: /* plain or gzip (a name ending in .gz) */
        snprintf(buf, n, "%s/out%u%s", s->scratch, byte(in) % 4, byte(in) % 2 ? ".gz" : "");
        return buf;
    }
}

/* Open arrays of fuzzed length (NULL handle now and then). */
typedef struct arrays {
    fz_array a[24];
    svOpenArrayHandle h[24];
} arrays;

static void make_arrays(input *in, arrays *ar)
{
    for (int i = 0; i < 24; i++) {
        unsigned b = byte(in);
        int size = b < 160 ? 1024 : b < 200 ? (int)(b % 40) : b < 250 ? 32 * (int)(b % 9) : 0;
        ar->a[i].size = size;
        ar->a[i].p = size ? calloc((size_t)size, 8) : NULL;
        if (ar->a[i].p)
            for (int k = 0; k < size && k < 64; k++)
                ((int *)ar->a[i].p)[k] = num(in);
        ar->h[i] = (b == 255) ? NULL : &ar->a[i];
    }
}

static void free_arrays(arrays *ar)
{
    for (int i = 0; i < 24; i++)
        free(ar->a[i].p);
}

static void *dpi_handle(input *in, state *s)
{
    unsigned b = byte(in) % 5;
    return b < 2 ? s->dh[b] : b == 2 ? s->dh[0] : b == 3 ? s->dh[1] : NULL;
}

static void dpi_call(input *in, state *s)
{
    unsigned op = byte(in) % 26;
    int k = byte(in) % 2;
    void *h = op < 2 ? s->dh[k] : dpi_handle(in, s);
    int i0, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10;
    long long l0, l1, l2, l3, l4, l5;
    char path[300];
    switch (op) {
    case 0: /* create (replacing: the old one is destroyed first) */ {
        smgold_destroy(s->dh[k]);
        s->dh[k] = NULL;
        char *dir = src_path(PICK(in, vecdirs));
        unsigned b = byte(in);
        int abi = b < 240 ? smgold_abi_version() : num(in);
        s->dh[k] = smgold_create(b % 7 == 6 ? NULL : PICK(in, argstrs),
                                 b % 11 == 10 ? NULL : dir, abi);
        free(dir);
        break;
    }
    case 1: /* destroy (and destroy of NULL) */
        smgold_destroy(s->dh[k]);
        s->dh[k] = NULL;
        smgold_destroy(NULL);
        break;
    case 2:
        (void)smgold_ok(h);
        (void)smgold_last_error(h);
        (void)smgold_done(h);
        (void)smgold_cycle(h);
        (void)smgold_instructions(h);
        (void)smgold_launched(h);
        (void)smgold_total_compares(h);
        (void)smgold_mismatch_count(h);
        (void)smgold_verdict(h);
        break;
    case 3:
        for (int n = byte(in) % 16; n >= 0; n--)
            (void)smgold_step(h);
        break;
    case 4:
        (void)smgold_config(h, PICK(in, names));
        (void)smgold_stat(h, PICK(in, names));
        (void)smgold_cover_hits(h, PICK(in, names));
        (void)smgold_compares(h, PICK(in, names));
        (void)smgold_ignored(h, PICK(in, names));
        (void)smgold_unit_compares(h, PICK(in, names));
        break;
    case 5:
        (void)smgold_set_pick(h, num(in), num(in));
        break;
    case 6:
        (void)smgold_lane_clocks(h, num(in));
        (void)smgold_lane_enable(h, num(in), num(in));
        (void)smgold_lane_src(h, num(in), num(in), num(in));
        break;
    case 7:
        (void)smgold_cover_on(h);
        break;
    case 8:
        (void)smgold_issue(h, num(in), &i0, &i1, &i2, &i3, &i4, &i5, &i6, &i7, &i8);
        (void)smgold_issue_lane_target(h, num(in), num(in));
        (void)smgold_issue_word(h, num(in));
        (void)smgold_lane_group(h, num(in), &i0);
        break;
    case 9:
        (void)smgold_warp_state(h, num(in), &i0, &i1, &i2, &i3, &i4, &i5, &i6, &i7, &i8, &i9);
        (void)smgold_warp_token(h, num(in), num(in), &i0, &i1, &i2);
        (void)smgold_warp_wt(h, num(in), num(in), &i0, &i1, &i2);
        break;
    case 10:
        i0 = num(in), i1 = num(in), i2 = num(in), i3 = num(in), i4 = num(in);
        smgold_check_step(h, i0, i1, i2, i3, i4, num(in), num(in), num(in));
        break;
    case 11:
        i0 = num(in), i1 = num(in), i2 = num(in), i3 = num(in), i4 = num(in), i5 = num(in);
        i6 = num(in), i7 = num(in), i8 = num(in), i9 = num(in), i10 = num(in);
        smgold_check_warp(h, i0, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10);
        break;
    case 12:
        i0 = num(in), i1 = num(in), i2 = num(in), i3 = num(in);
        smgold_check_token(h, i0, i1, i2, i3, num(in));
        i0 = num(in), i1 = num(in), i2 = num(in);
        smgold_check_wt_entry(h, i0, i1, i2, num(in));
        smgold_check_wt_done(h, num(in));
        break;
    case 13:
        smgold_end_cycle(h);
        break;
    case 14:
        (void)smgold_mismatch(h, num(in));
        if (byte(in) & 1)
            smgold_clear_mismatches(h);
        break;
    case 15:
        (void)smgold_write_report(h, out_path(in, s, path, sizeof path));
        break;
    case 16:
        (void)smgold_record(h, out_path(in, s, path, sizeof path));
        break;
    case 17:
        (void)smgold_finish(h);
        (void)smgold_verdict(h);
        break;
    case 18:
        (void)smgold_set_datapath(h, PICK(in, names));
        (void)smgold_ignore(h, PICK(in, names), num(in));
        break;
    case 19:
        (void)smgold_reference_unit((long long)((uint64_t)word(in) << 32 | word(in)));
        (void)smgold_abi_version();
        break;
    default: { /* the open-array functions */
        arrays ar;
        make_arrays(in, &ar);
        svOpenArrayHandle *a = ar.h;
        switch (op) {
        case 20:
            (void)smgold_operands(h, num(in), &i0, &i1, &i2, &i3, &l0, a[0], a[1], a[2], a[3], a[4],
                                  a[5], a[6], a[7]);
            break;
        case 21:
            (void)smgold_retire(h, num(in), &i0, &i1, &i2, &i3, a[0], a[1], &i4, a[2], &i5, a[3],
                                &i6, &i7, &i8, a[4], a[5], a[6], &i9, a[7], &i10);
            break;
        case 22:
            i0 = num(in), i1 = num(in), i2 = num(in), i3 = num(in), i4 = num(in), i5 = num(in);
            i6 = num(in), i7 = num(in), i8 = num(in), i9 = num(in), i10 = num(in);
            smgold_check_retire(h, i0, i1, i2, i3, i4, i5, a[0], a[1], i6, a[2], i7, a[3], i8, i9,
                                i10, a[4], a[5], a[6], num(in), a[7], num(in));
            break;
        case 23:
            (void)smgold_sched_port(h, &i0, &l0, &l1, &l2, &l3, &l4, a[0], a[1], a[2], a[3], a[4],
                                    a[5], a[6], a[7], a[8], a[9], a[10], a[11], a[12], a[13],
                                    a[14]);
            break;
        case 24:
            i0 = num(in), i1 = num(in), i2 = num(in);
            l0 = num(in), l1 = num(in), l5 = num(in);
            smgold_check_sched(h, i0, i1, i2, a[0], a[1], l0, l1, l5, a[2], a[3], a[4]);
            break;
        default:
            i0 = num(in), i1 = num(in), i2 = num(in);
            smgold_check_lanes(h, i0, i1, i2, a[0], a[1]);
            i0 = num(in), i1 = num(in);
            smgold_check_decode(h, i0, i1, a[2]);
            break;
        }
        free_arrays(&ar);
        break;
    }
    }
}

static int trace_sink(void *ctx, const char *text, size_t len)
{
    (void)text;
    *(size_t *)ctx += len;
    return 0;
}

static int insn_sink(void *ctx, uint32_t block, uint32_t warp, const char *line, size_t len)
{
    (void)block, (void)warp, (void)line;
    *(size_t *)ctx += len;
    return 0;
}

/* the callbacks' context (a harness, not the library: a static is fine here) */
static size_t sink_bytes;

static void api_call(input *in, state *s)
{
    unsigned op = byte(in) % 20;
    int k = byte(in) % 2;
    unsigned which = byte(in);
    sg_sm *sm = which % 4 == 3 ? NULL : s->sm[k];
    sg_error err;
    uint8_t buf[512];
    uint64_t addr = (uint64_t)word(in) << (byte(in) % 33);
    size_t len = byte(in) % 2 ? byte(in) : (size_t)num(in);
    if (len > sizeof buf)
        len = sizeof buf;
    switch (op) {
    case 0: { /* a model from a vector's arguments (sg_run_*), or from a bare config */
        sg_sm_destroy(s->sm[k]);
        s->sm[k] = NULL;
        sg_run_free(s->o);
        s->o = NULL;
        if (which & 1) {
            sg_config cfg;
            sg_config_default(&cfg);
            (void)sg_config_set(&cfg, PICK(in, names), PICK(in, names) ? "8" : "x", &err);
            (void)sg_sm_create(which & 2 ? NULL : &cfg, &s->sm[k], &err);
            break;
        }
        char *dir = src_path(PICK(in, vecdirs));
        const char *args[] = {"program.lst", "@launch.args", "--set", "timing=cycle"};
        int argc = byte(in) % 5;
        if (sg_run_parse(argc, args, dir, &s->o, &err) == SG_OK &&
            sg_run_setup(s->o, &s->sm[k], &err) == SG_OK)
            (void)sg_run_launch(s->o, s->sm[k], &err);
        free(dir);
        break;
    }
    case 1:
        sg_sm_destroy(s->sm[k]);
        s->sm[k] = NULL;
        sg_sm_destroy(NULL);
        sg_run_free(NULL);
        break;
    case 2: {
        sg_program p = {(uint32_t)num(in), byte(in) % 4, NULL, NULL};
        uint64_t words[3] = {0x00005de428004404ull, 0x00001de780000000ull, (uint64_t)word(in)};
        p.words = p.n ? words : NULL;
        if (p.n > 3)
            p.n = 3;
        (void)sg_sm_load_program(sm, which & 16 ? NULL : &p, &err);
        break;
    }
    case 3:
        (void)sg_sm_map_global(sm, addr, (uint64_t)num(in) & 0xffffff, &err);
        (void)sg_sm_write_global(sm, addr, which & 8 ? NULL : buf, len, &err);
        (void)sg_sm_read_global(sm, addr, which & 16 ? NULL : buf, len, &err);
        break;
    case 4:
        (void)sg_sm_write_const(sm, (unsigned)num(in), (uint32_t)num(in), which & 8 ? NULL : buf,
                                len, &err);
        (void)sg_sm_read_const(sm, (unsigned)num(in), (uint32_t)num(in), which & 16 ? NULL : buf,
                               len, &err);
        break;
    case 5:
        (void)sg_sm_bind_texture(sm, (unsigned)num(in), addr, (uint32_t)num(in), (uint32_t)num(in),
                                 &err);
        break;
    case 6: {
        sg_launch l = {{(uint32_t)num(in), 1, 1}, {(uint32_t)num(in), (uint32_t)num(in), 1},
                       which & 8 ? NULL : buf, len, (uint32_t)num(in)};
        (void)sg_sm_launch(sm, which & 16 ? NULL : &l, &err);
        break;
    }
    case 7:
        (void)sg_sm_force_guard(sm, (uint32_t)num(in), (uint32_t)num(in), (uint32_t)num(in), &err);
        (void)sg_sm_set_pick(sm, (unsigned)num(in), num(in), &err);
        break;
    case 8:
        for (int n = byte(in) % 16; n >= 0; n--)
            (void)sg_sm_step(sm, &err);
        break;
    case 9:
        (void)sg_sm_run(sm, byte(in), which & 8 ? NULL : &err);
        (void)sg_sm_done(sm);
        (void)sg_sm_cycle(sm);
        (void)sg_sm_instructions(sm);
        (void)sg_sm_warp_slots(sm);
        (void)sg_sm_config(sm);
        (void)sg_sm_program_hash(sm);
        (void)sg_sm_last_launched(sm);
        break;
    case 10: {
        sg_warp_state ws;
        sg_token_state ts;
        sg_wt_state wt;
        uint32_t v;
        unsigned slot = (unsigned)num(in), i = (unsigned)num(in);
        (void)sg_sm_warp_state(sm, slot, which & 8 ? NULL : &ws, &err);
        (void)sg_sm_warp_token(sm, slot, i, which & 16 ? NULL : &ts, &err);
        (void)sg_sm_warp_wt(sm, slot, i, which & 32 ? NULL : &wt, &err);
        (void)sg_sm_reg(sm, slot, (unsigned)num(in), (unsigned)num(in), which & 64 ? NULL : &v,
                        &err);
        (void)sg_sm_pred_mask(sm, slot, (unsigned)num(in), which & 128 ? NULL : &v, &err);
        (void)sg_sm_cc(sm, slot, (unsigned)num(in), &v, &err);
        break;
    }
    case 11: {
        sg_issue is;
        sg_lane_view lv;
        (void)sg_sm_last_issue(sm, (unsigned)num(in), which & 8 ? NULL : &is, &err);
        (void)sg_sm_last_lanes(sm, (unsigned)num(in), which & 16 ? NULL : &lv, &err);
        (void)sg_stall_name((unsigned)num(in));
        (void)sg_pipe_name((unsigned)num(in));
        break;
    }
    case 12: {
        sg_stats st;
        sg_warp_stats wst;
        (void)sg_sm_stats(sm, which & 8 ? NULL : &st, &err);
        (void)sg_sm_warp_stats(sm, (unsigned)num(in), which & 16 ? NULL : &wst, &err);
        break;
    }
    case 13: {
        sg_coverage cov;
        (void)sg_sm_set_coverage(sm, num(in), &err);
        (void)sg_sm_coverage(sm, which & 8 ? NULL : &cov, &err);
        break;
    }
    case 14:
        (void)sg_sm_set_trace(sm, which & 8 ? NULL : trace_sink, &sink_bytes,
                              which & 16 ? NULL : "fuzz", &err);
        (void)sg_sm_set_accelsim(sm, which & 32 ? NULL : insn_sink, &sink_bytes, &err);
        break;
    case 15: {
        char text[64];
        size_t n = byte(in) % sizeof text;
        if (n > in->n)
            n = in->n;
        memcpy(text, in->p, n); /* the image text: the next n bytes of the input */
        in->p += n;
        in->n -= n;
        uint64_t bytes;
        (void)sg_sm_load_image(sm, addr, which & 8 ? NULL : text, n, PICK(in, names),
                               which & 16 ? NULL : &bytes, &err);
        break;
    }
    case 16: { /* files: kinds out of range, NULL and odd paths */
        char *text = NULL;
        size_t n = 0;
        char *dir = src_path("vectors/seed/000-table5");
        char path[300];
        const char *rd = byte(in) % 2 ? PICK(in, kinds_paths) : out_path(in, s, path, sizeof path);
        (void)sg_read_input(which & 8 ? NULL : dir, rd,
                            (sg_file_kind)(num(in) % 16), which & 16 ? NULL : &text,
                            which & 32 ? NULL : &n, which & 64 ? NULL : &err);
        free(text);
        free(dir);
        (void)sg_file_limit((sg_file_kind)num(in));
        (void)sg_file_kind_name((sg_file_kind)num(in));
        (void)sg_write_output(out_path(in, s, path, sizeof path), which & 128 ? NULL : buf, len,
                              &err);
        break;
    }
    case 17: {
        const char *w[6];
        static const char *const words[] = {"--grid", "--block", "2,2", "0", "--param",
                                            "u32:1", "--mem-alloc", "0:0", "--set", "k=v",
                                            "@", "@-no-such", "--max-cycles", "-1"};
        int argc = byte(in) % 7;
        for (int i = 0; i < argc; i++)
            w[i] = PICK(in, words);
        sg_run_opts *o = NULL;
        if (sg_run_parse(argc, which & 8 ? NULL : w, NULL, &o, &err) == SG_OK) {
            sg_sm *m = NULL;
            if (sg_run_setup(o, which & 16 ? NULL : &m, &err) == SG_OK)
                (void)sg_run_launch(which & 32 ? NULL : o, m, &err);
            sg_sm_destroy(m);
        }
        sg_run_free(o);
        (void)sg_run_setup(NULL, NULL, &err);
        (void)sg_run_launch(NULL, NULL, &err);
        break;
    }
    default:
    {
        const char *name = PICK(in, names);
        name = name ? name : "";
        size_t n = byte(in) % 8;
        (void)sg_cov_bin_find(name, n < strlen(name) ? n : strlen(name));
        (void)sg_status_name((sg_status)num(in));
        (void)sg_error_format(which & 8 ? NULL : &err, (char *)buf, len);
        break;
    }
    }
}

static state s; /* only the scratch folder lasts between inputs */

/* At exit: the scratch folder and the files out_path names in it. */
static void remove_scratch(void)
{
    char path[300];
    for (unsigned i = 0; i < 8; i++) {
        snprintf(path, sizeof path, "%s/out%u%s", s.scratch, i / 2, i % 2 ? ".gz" : "");
        unlink(path);
    }
    rmdir(s.scratch);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!s.scratch[0]) {
        snprintf(s.scratch, sizeof s.scratch, "%s/smgold-fuzz-api.XXXXXX",
                 getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
        if (mkdtemp(s.scratch))
            atexit(remove_scratch);
        else
            snprintf(s.scratch, sizeof s.scratch, "/nonexistent-smgold-dir");
    }
    input in = {data, size};
    for (int calls = 0; in.n && calls < 48; calls++) {
        if (byte(&in) & 1)
            dpi_call(&in, &s);
        else
            api_call(&in, &s);
    }
    for (int k = 0; k < 2; k++) {
        smgold_destroy(s.dh[k]);
        s.dh[k] = NULL;
        sg_sm_destroy(s.sm[k]);
        s.sm[k] = NULL;
    }
    sg_run_free(s.o);
    s.o = NULL;
    return 0;
}
