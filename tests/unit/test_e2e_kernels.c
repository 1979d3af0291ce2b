/*
 * test_e2e_kernels.c - the two CUDA kernels of seed 000 end to end, from
 * their compiled listings through the public API, on real input arrays.
 *
 *   Figure 8  (000_493cbca27899cba9.txt:L1110-1130), compiled as Figure 9
 *             (vectors/listings/000-figure09.lst):
 *               int i = blockDim.x * blockIdx.x + threadIdx.x;
 *               if (i < N) { C[i] = 1; for (j = 1; j <= i; j++) C[i] = C[i] + j; }
 *             parameters (specs/sm.md §2): c[0x0][0x28] = C, c[0x0][0x2c] = N
 *             (0x20, 0x24: the unused pointers A, B).
 *   Figure 10 (L1285-1320), compiled as Figure 11 (000-figure11.lst):
 *               kernel_update(float *A, float *B, float *C, unsigned N,
 *                             unsigned *hasproxy)
 *             parameters A 0x20, B 0x24, C 0x28, N 0x2c, hasproxy 0x30.
 *
 * Pointers are 32-bit: the listings' LD/ST have no .E (specs/memory.md).
 * The expected results are computed here by the C code of the figures, in
 * float with the kernels' operation order: every intermediate goes through a
 * volatile float, so the host compiler can neither contract a multiply-add
 * into an FMA nor keep excess precision (the kernels use separate FADD and
 * FMUL, each rounded to nearest even).
 *
 * Every run also checks that nothing outside C changes (guard bytes of
 * random garbage before and after C; A, B and hasproxy are mapped exactly, so
 * an access past them faults and fails the run), which covers the threads
 * with i >= N exiting without writing.
 */
#include <float.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"

#include "seed_listing.h"
#include "smgold/smgold.h"

#if FLT_EVAL_METHOD != 0
#error "the reference computation needs float arithmetic evaluated in float"
#endif

#define GUARD 256u /* bytes of garbage before and after C */

/* ---- helpers ------------------------------------------------------------- */

static uint32_t xorshift32(uint32_t *s)
{
    uint32_t x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *s = x;
}

static void fill_random(uint8_t *p, size_t n, uint32_t *s)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)(xorshift32(s) >> 24);
}

/* A finite normal float of random sign and mantissa, magnitude 2^-27..2^24:
 * the products and differences the kernels form stay normal. */
static float random_float(uint32_t *s)
{
    uint32_t r = xorshift32(s);
    uint32_t bits = (r & 0x80000000u) | ((100u + xorshift32(s) % 51u) << 23) | (r & 0x007fffffu);
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

/* One IEEE single operation, rounded to float and never fused. */
static float f_add(float a, float b)
{
    volatile float r = a + b;
    return r;
}

static float f_sub(float a, float b)
{
    volatile float r = a - b;
    return r;
}

static float f_mul(float a, float b)
{
    volatile float r = a * b;
    return r;
}

static uint32_t bits_of(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static void put32(uint8_t *p, uint32_t v)
{
    memcpy(p, &v, 4); /* the model and x86 hosts are little-endian */
}

static uint32_t get32(const uint8_t *p)
{
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static void check(sg_status st, const sg_error *err, const char *what)
{
    if (st != SG_OK) {
        char buf[1024];
        fail_msg("%s: %s", what, sg_error_format(err, buf, sizeof buf));
    }
}

/* Assemble a seed listing of vectors/listings/. */
static void assemble_listing(const char *relpath, sg_program *prog)
{
    char path[1024];
    FILE *f = fopen(source_path(relpath, path, sizeof path), "rb");
    if (!f)
        fail_msg("cannot open %s", path);
    static char text[1 << 16];
    size_t len = fread(text, 1, sizeof text, f);
    fclose(f);
    assert_true(len > 0 && len < sizeof text);
    sg_error err;
    check(sg_assemble(text, len, relpath, NULL, prog, &err), &err, relpath);
}

/* Records (lines starting "I ", "U " or "E ") in a trace. */
static uint64_t trace_records(const tbuf *t)
{
    uint64_t n = 0;
    for (size_t i = 0; i < t->len; i++)
        if ((i == 0 || t->buf[i - 1] == '\n') && i + 1 < t->len && t->buf[i + 1] == ' ' &&
            (t->buf[i] == 'I' || t->buf[i] == 'U' || t->buf[i] == 'E'))
            n++;
    return n;
}

/* Every store in a trace's ST fields: each must be a 4-byte global store
 * inside [lo, hi) holding the final value expected there (want, indexed from
 * lo: counted in *n_final) or else the value alt (counted in *n_alt). */
static void trace_stores(const tbuf *t, uint32_t lo, uint32_t hi, const uint8_t *want,
                         uint32_t alt, uint64_t *n_final, uint64_t *n_alt)
{
    *n_final = *n_alt = 0;
    for (const char *p = t->buf; p && (p = strstr(p, " ST=[")); ) {
        p += 5;
        for (;;) {
            unsigned lane, size, data;
            char space;
            unsigned long long addr;
            int used = 0;
            if (sscanf(p, "%u:%c:0x%llx:%u:%x%n", &lane, &space, &addr, &size, &data, &used) != 5)
                fail_msg("malformed ST field near: %.60s", p);
            if (space != 'g' || size != 4 || addr < lo || addr + 4 > hi)
                fail_msg("lane %u stores %u bytes at %c:0x%llx, outside C [0x%x, 0x%x)", lane, size,
                         space, addr, lo, hi);
            if (data == get32(want + (addr - lo)))
                ++*n_final;
            else if (data == alt)
                ++*n_alt;
            else
                fail_msg("lane %u stores 0x%08x at 0x%llx, expected 0x%08x", lane, data, addr,
                         get32(want + (addr - lo)));
            p += used;
            if (*p != ',')
                break;
            p++;
        }
    }
}

static int line_has(const char *l, const char *pat)
{
    const char *e = strchr(l, '\n');
    const char *f = strstr(l, pat);
    return f && (!e || f < e);
}

/* The first record of warp slot w at pc. */
static const char *trace_find(const tbuf *t, unsigned w, uint32_t pc)
{
    char ws[32], pcs[32];
    snprintf(ws, sizeof ws, " w=%u ", w);
    snprintf(pcs, sizeof pcs, " pc=0x%04x ", pc);
    for (const char *l = t->buf; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL)
        if (line_has(l, ws) && line_has(l, pcs))
            return l;
    return NULL;
}

/* A global memory region: its address, the bytes written before the launch
 * and the bytes expected after it. */
typedef struct region {
    uint32_t addr, len;
    uint8_t *init, *want;
} region;

static void region_make(region *r, uint32_t addr, uint32_t len, uint32_t *seed)
{
    r->addr = addr;
    r->len = len;
    r->init = malloc(len);
    r->want = malloc(len);
    assert_non_null(r->init);
    assert_non_null(r->want);
    fill_random(r->init, len, seed);
    memcpy(r->want, r->init, len);
}

static void region_free(region *r)
{
    free(r->init);
    free(r->want);
    r->init = r->want = NULL;
}

static void region_map(sg_sm *sm, const region *r)
{
    sg_error err;
    check(sg_sm_map_global(sm, r->addr, r->len, &err), &err, "map");
    check(sg_sm_write_global(sm, r->addr, r->init, r->len, &err), &err, "write");
}

/* Compare the region after the run with what is expected, word by word. */
static void region_expect(const sg_sm *sm, const region *r, const char *name, uint32_t arr_off)
{
    sg_error err;
    uint8_t *got = malloc(r->len);
    assert_non_null(got);
    check(sg_sm_read_global(sm, r->addr, got, r->len, &err), &err, "read");
    for (uint32_t o = 0; o < r->len; o += 4) {
        if (!memcmp(got + o, r->want + o, r->len - o < 4 ? r->len - o : 4))
            continue;
        uint32_t g = get32(got + o), w = get32(r->want + o);
        float gf, wf;
        memcpy(&gf, &g, 4);
        memcpy(&wf, &w, 4);
        long idx = ((long)o - (long)arr_off) / 4;
        free(got);
        fail_msg("%s: word at 0x%x (index %ld) is 0x%08x (%.9g), expected 0x%08x (%.9g)%s", name,
                 r->addr + o, idx, g, (double)gf, w, (double)wf,
                 memcmp(r->init + o, r->want + o, 4) ? "" : " (not an output word: must be untouched)");
    }
    free(got);
}

/* SM-1: each resident warp holds ceil(T/W) threads of its block; the last
 * one only its live lanes. */
static void expect_live_masks(const sg_sm *sm, uint32_t threads_per_block)
{
    const sg_config *cfg = sg_sm_config(sm);
    unsigned W = cfg->warp_size, seen = 0;
    for (unsigned s = 0; s < sg_sm_warp_slots(sm); s++) {
        sg_warp_state ws;
        sg_error err;
        check(sg_sm_warp_state(sm, s, &ws, &err), &err, "warp state");
        if (!ws.valid)
            continue;
        seen++;
        uint32_t first = ws.warp_in_block * W, n = threads_per_block - first;
        if (n > W)
            n = W;
        uint32_t want = n >= 32 ? 0xffffffffu : (1u << n) - 1;
        if (ws.live != want || ws.am != want || ws.pc != 0 || ws.depth != 0 || ws.status != 0)
            fail_msg("slot %u (block %u warp %u): live 0x%x am 0x%x pc 0x%x depth %u status %u, "
                     "expected live = am = 0x%x at pc 0, empty stack, running",
                     s, ws.block, ws.warp_in_block, ws.live, ws.am, ws.pc, ws.depth, ws.status,
                     want);
    }
    assert_true(seen > 0);
}

/* ---- the reference: the figures' C code --------------------------------- */

/* Figure 8 for one thread i < N: C[i] = 1; for (j = 1; j <= i; j++)
 * C[i] = C[i] + j. The listing keeps C[i] in R0 and adds with
 * FADD R0, R5, R0 where R5 = I2F(j). */
static float fig8_ref(int32_t i)
{
    float c = 1.0f;
    for (int32_t j = 1; j <= i; j++)
        c = f_add((float)j, c);
    return c;
}

/* Figure 10 for one thread i < N. The listing computes
 * FADD R2, B[j], -B[i]; FMUL R2, A[i], R2; then FADD R0, B[i], dij. */
static float fig10_ref(const float *A, const float *B, uint32_t N, const uint32_t *hasproxy,
                       uint32_t i)
{
    float dij = 2.0f;
    if (!hasproxy[i]) {
        for (uint32_t j = 0; j < N; j++) {
            if (j == i)
                continue;
            if ((i * N + j) > (i * j + i)) {
                dij = f_mul(A[i], f_sub(B[j], B[i]));
                break;
            }
        }
    }
    return f_add(B[i], dij);
}

/* ---- Figure 9 ------------------------------------------------------------ */

typedef struct run_out {
    uint64_t steps, cycles;
    uint8_t *mem; /* C's region after the run (caller frees) */
    uint32_t mem_len;
} run_out;

/* A model with cfg running the listing (of nwords instructions), tracing
 * into t when t is not NULL. */
static sg_sm *new_model(const char *listing, size_t nwords, const sg_config *cfg, tbuf *t)
{
    sg_program prog;
    assemble_listing(listing, &prog);
    assert_int_equal(prog.n, nwords);
    sg_error err;
    sg_sm *sm;
    check(sg_sm_create(cfg, &sm, &err), &err, "create");
    check(sg_sm_load_program(sm, &prog, &err), &err, "load");
    sg_program_free(&prog);
    if (t)
        check(sg_sm_set_trace(sm, tbuf_sink, t, "", &err), &err, "trace");
    return sm;
}

#define C9_BASE 0x00100000u

/* Run Figure 9 with N, grid x block threads, on a fresh model with cfg;
 * check memory; optionally trace into t and return the counts. */
static void run_fig9(const sg_config *cfg, uint32_t N, uint32_t block, uint32_t grid,
                     uint32_t seed, tbuf *t, run_out *out)
{
    sg_error err;
    sg_sm *sm = new_model("vectors/listings/000-figure09.lst", 22, cfg, t);

    uint32_t threads = block * grid, span = N > threads ? N : threads;
    region c;
    region_make(&c, C9_BASE, GUARD + 4 * span + GUARD, &seed);
    for (uint32_t i = 0; i < N && i < threads; i++) /* C[i] for each thread i < N */
        put32(c.want + GUARD + 4 * i, bits_of(fig8_ref((int32_t)i)));
    region_map(sm, &c);

    uint32_t params[4] = {0xa0000000u, 0xb0000000u, C9_BASE + GUARD, N}; /* A, B unmapped */
    sg_launch l = {{grid, 1, 1}, {block, 1, 1}, params, sizeof params, 0};
    check(sg_sm_launch(sm, &l, &err), &err, "launch");
    expect_live_masks(sm, block);
    check(sg_sm_run(sm, 100000000, &err), &err, "run");
    assert_true(sg_sm_done(sm));

    char name[96];
    snprintf(name, sizeof name, "figure 9, N=%u grid=%u block=%u warp_size=%u", N, grid, block,
             cfg->warp_size);
    region_expect(sm, &c, name, GUARD);
    if (out) {
        out->steps = sg_sm_instructions(sm);
        out->cycles = sg_sm_cycle(sm);
        out->mem_len = c.len;
        out->mem = malloc(c.len);
        assert_non_null(out->mem);
        check(sg_sm_read_global(sm, c.addr, out->mem, c.len, &err), &err, "read");
    }
    region_free(&c);
    sg_sm_destroy(sm);
}

static const struct {
    uint32_t n, block, grid;
} sizes[] = {
    {1, 32, 1},     {5, 28, 1},    {28, 28, 1},    {32, 32, 1},    {33, 32, 2},   {33, 64, 1},
    {100, 64, 2},   {100, 28, 4},  {100, 256, 1},  {1000, 256, 4}, {1000, 100, 10},
    {1000, 32, 32}, {0, 32, 2},    {28, 1, 40},    {70, 33, 3},   {139, 45, 3},
}; /* block 1: one lane per warp; {139, 45, 3}: 135 threads, C[135..138] never written */

static void test_fig9_sizes(void **state)
{
    (void)state;
    sg_config cfg;
    sg_config_default(&cfg);
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        run_fig9(&cfg, sizes[k].n, sizes[k].block, sizes[k].grid, 0x9e3779b9u + (uint32_t)k, NULL,
                 NULL);
}

/* Threads 5793 and above add past 2^24, where the float sum rounds (thread
 * 6044 gives 18267868, not 18267991): the FADD must round to nearest even
 * exactly as the host does. */
static void test_fig9_rounding(void **state)
{
    (void)state;
    sg_config cfg;
    sg_config_default(&cfg);
    assert_int_not_equal(bits_of(fig8_ref(6044)), bits_of(18267991.0f));
    run_fig9(&cfg, 6048, 256, 24, 0x1234567u, NULL, NULL);
}

/* The same memory whatever the configuration: warp size, stack policy,
 * spilling, schedulers and residency change the trace, never the result. */
static void test_fig9_configs(void **state)
{
    (void)state;
    for (int k = 0; k < 7; k++) {
        sg_config cfg;
        sg_config_default(&cfg);
        switch (k) {
        case 1: cfg.backward_branch_policy = SG_BB_DIV_TOKEN; break;
        case 2: cfg.warp_size = 8; break;
        case 3: cfg.warp_size = 1; break;
        case 4: cfg.schedulers = 1; cfg.max_blocks = 1; break;
        case 5:
            cfg.backward_branch_policy = SG_BB_DIV_TOKEN;
            cfg.stack_onchip_slots = 1;
            cfg.stack_spill_bytes = 0x200;
            break;
        case 6: cfg.warp_size = 13; cfg.max_warps = 16; break;
        default: break;
        }
        run_fig9(&cfg, 100, 28, 4, 0x51u, NULL, NULL);
        run_fig9(&cfg, 45, 40, 2, 0x52u, NULL, NULL);
    }
}

/* ---- Figure 11 ----------------------------------------------------------- */

#define A_BASE 0x00200000u
#define B_BASE 0x00300000u
#define C11_BASE 0x00500000u
#define HP_BASE 0x00700000u

enum { HP_RANDOM, HP_NONE, HP_ALL };

static void run_fig11(const sg_config *cfg, uint32_t N, uint32_t block, uint32_t grid,
                      uint32_t seed, int hp_mode, tbuf *t, run_out *out)
{
    sg_error err;
    sg_sm *sm = new_model("vectors/listings/000-figure11.lst", 46, cfg, t);

    uint32_t threads = block * grid, span = N > threads ? N : threads;
    uint32_t alen = N ? 4 * N : 4; /* exactly the array: reading past it faults */
    float *A = calloc(N + 1, sizeof *A), *B = calloc(N + 1, sizeof *B);
    uint32_t *hp = calloc(N + 1, sizeof *hp);
    assert_true(A && B && hp);
    for (uint32_t i = 0; i < N; i++) {
        A[i] = random_float(&seed);
        B[i] = random_float(&seed);
        /* non-zero values have random bits, and one random bit surely set */
        uint32_t r = xorshift32(&seed), v = xorshift32(&seed) | (1u << (r >> 27));
        hp[i] = hp_mode == HP_NONE ? 0 : hp_mode == HP_ALL ? v : (r & 1u) ? v : 0;
    }
    region ra, rb, rh, rc;
    region_make(&ra, A_BASE, alen, &seed);
    region_make(&rb, B_BASE, alen, &seed);
    region_make(&rh, HP_BASE, alen, &seed);
    region_make(&rc, C11_BASE - GUARD, GUARD + 4 * span + GUARD, &seed);
    for (uint32_t i = 0; i < N; i++) {
        put32(ra.init + 4 * i, bits_of(A[i]));
        put32(rb.init + 4 * i, bits_of(B[i]));
        put32(rh.init + 4 * i, hp[i]);
        if (i < threads) /* C[i] for each thread i < N */
            put32(rc.want + GUARD + 4 * i, bits_of(fig10_ref(A, B, N, hp, i)));
    }
    memcpy(ra.want, ra.init, alen);
    memcpy(rb.want, rb.init, alen);
    memcpy(rh.want, rh.init, alen);
    region_map(sm, &ra);
    region_map(sm, &rb);
    region_map(sm, &rh);
    region_map(sm, &rc);

    uint32_t params[5] = {A_BASE, B_BASE, C11_BASE, N, HP_BASE};
    sg_launch l = {{grid, 1, 1}, {block, 1, 1}, params, sizeof params, 0};
    check(sg_sm_launch(sm, &l, &err), &err, "launch");
    expect_live_masks(sm, block);
    check(sg_sm_run(sm, 100000000, &err), &err, "run");
    assert_true(sg_sm_done(sm));

    char name[128];
    snprintf(name, sizeof name, "figure 11, N=%u grid=%u block=%u warp_size=%u hasproxy mode %d",
             N, grid, block, cfg->warp_size, hp_mode);
    region_expect(sm, &rc, name, GUARD);
    region_expect(sm, &ra, "A (read only)", 0);
    region_expect(sm, &rb, "B (read only)", 0);
    region_expect(sm, &rh, "hasproxy (read only)", 0);
    if (out) {
        out->steps = sg_sm_instructions(sm);
        out->cycles = sg_sm_cycle(sm);
        out->mem_len = rc.len;
        out->mem = malloc(rc.len);
        assert_non_null(out->mem);
        check(sg_sm_read_global(sm, rc.addr, out->mem, rc.len, &err), &err, "read");
    }
    region_free(&ra);
    region_free(&rb);
    region_free(&rh);
    region_free(&rc);
    free(A);
    free(B);
    free(hp);
    sg_sm_destroy(sm);
}

static void test_fig11_sizes(void **state)
{
    (void)state;
    sg_config cfg;
    sg_config_default(&cfg);
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        for (int mode = HP_RANDOM; mode <= HP_ALL; mode++)
            run_fig11(&cfg, sizes[k].n, sizes[k].block, sizes[k].grid,
                      0xc0ffee11u + 7u * (uint32_t)k + (uint32_t)mode, mode, NULL, NULL);
}

static void test_fig11_configs(void **state)
{
    (void)state;
    for (int k = 0; k < 6; k++) {
        sg_config cfg;
        sg_config_default(&cfg);
        switch (k) {
        case 1: cfg.backward_branch_policy = SG_BB_DIV_TOKEN; break;
        case 2: cfg.warp_size = 8; break;
        case 3: cfg.warp_size = 1; break;
        case 4: cfg.schedulers = 1; cfg.max_blocks = 1; break;
        case 5: cfg.stack_onchip_slots = 1; cfg.stack_spill_bytes = 0x200; break;
        default: break;
        }
        run_fig11(&cfg, 100, 28, 4, 0x77u, HP_RANDOM, NULL, NULL);
        run_fig11(&cfg, 2, 32, 1, 0x78u, HP_NONE, NULL, NULL);
    }
}

/* The checks above can fail: a hasproxy array one element short makes the
 * last thread's load fault, and the run reports it. */
static void test_fig11_short_array_faults(void **state)
{
    (void)state;
    sg_program prog;
    assemble_listing("vectors/listings/000-figure11.lst", &prog);
    sg_config cfg;
    sg_config_default(&cfg);
    sg_error err;
    sg_sm *sm;
    check(sg_sm_create(&cfg, &sm, &err), &err, "create");
    check(sg_sm_load_program(sm, &prog, &err), &err, "load");
    sg_program_free(&prog);
    const uint32_t N = 40;
    check(sg_sm_map_global(sm, A_BASE, 4 * N, &err), &err, "map");
    check(sg_sm_map_global(sm, B_BASE, 4 * N, &err), &err, "map");
    check(sg_sm_map_global(sm, C11_BASE, 4 * N, &err), &err, "map");
    check(sg_sm_map_global(sm, HP_BASE, 4 * (N - 1), &err), &err, "map");
    uint32_t params[5] = {A_BASE, B_BASE, C11_BASE, N, HP_BASE};
    sg_launch l = {{1, 1, 1}, {64, 1, 1}, params, sizeof params, 0};
    check(sg_sm_launch(sm, &l, &err), &err, "launch");
    assert_int_not_equal(sg_sm_run(sm, 1000000, &err), SG_OK);
    assert_non_null(strstr(err.msg, "pc 0x0048"));                 /* LD R0, [R0] */
    assert_non_null(strstr(err.msg, "0x70009c")); /* &hasproxy[39] */
    sg_sm_destroy(sm);
}

/* ---- determinism --------------------------------------------------------- */

static void expect_same_runs(const run_out *a, const tbuf *ta, const run_out *b, const tbuf *tb_)
{
    assert_int_equal(a->steps, b->steps);
    assert_int_equal(a->cycles, b->cycles);
    assert_int_equal(a->mem_len, b->mem_len);
    assert_memory_equal(a->mem, b->mem, a->mem_len);
    if (ta && tb_) {
        assert_true(ta->len > 0);
        assert_int_equal(ta->len, tb_->len);
        assert_memory_equal(ta->buf, tb_->buf, ta->len);
    }
}

/* The same run twice gives the same memory and a byte-identical trace; the
 * trace has one record per warp step; tracing changes nothing. */
static void test_deterministic(void **state)
{
    (void)state;
    sg_config cfg;
    sg_config_default(&cfg);
    for (int fig = 9; fig <= 11; fig += 2) {
        tbuf t1 = {0}, t2 = {0};
        run_out o1, o2, o3;
        if (fig == 9) {
            run_fig9(&cfg, 100, 64, 2, 0x600du, &t1, &o1);
            run_fig9(&cfg, 100, 64, 2, 0x600du, &t2, &o2);
            run_fig9(&cfg, 100, 64, 2, 0x600du, NULL, &o3);
        } else {
            run_fig11(&cfg, 100, 64, 2, 0x600du, HP_RANDOM, &t1, &o1);
            run_fig11(&cfg, 100, 64, 2, 0x600du, HP_RANDOM, &t2, &o2);
            run_fig11(&cfg, 100, 64, 2, 0x600du, HP_RANDOM, NULL, &o3);
        }
        expect_same_runs(&o1, &t1, &o2, &t2);
        expect_same_runs(&o1, NULL, &o3, NULL);
        assert_true(o1.steps > 100);
        assert_int_equal(trace_records(&t1), o1.steps);
        /* the header records the launch: geometry and parameter bytes */
        assert_non_null(strstr(t1.buf, fig == 9 ? "\n# launch grid=2,1,1 block=64,1,1 entry=0x0000 "
                                                  "params=000000a0000000b00001100064000000 "
                                                : "\n# launch grid=2,1,1 block=64,1,1 entry=0x0000 "
                                                  "params=0000200000003000000050006400000000007000 "));
        /* threads 100-127 (lanes 4-31 of block 1's second warp, slot 3)
         * exit at 0x28 before any store; every store the trace shows is
         * inside C[0..99]: one of the final value per thread, and for
         * Figure 9 also C[i] = 1 first (threads 1-99; for thread 0 it is
         * the final value) */
        const char *x = trace_find(&t1, 3, 0x28);
        assert_non_null(x);
        assert_true(line_has(x, " g=0xfffffff0 ") && line_has(x, " xm=0xfffffff0 "));
        uint32_t c0 = fig == 9 ? C9_BASE + GUARD : C11_BASE;
        uint64_t n_final, n_one;
        /* o1.mem: C after the run, already checked against the reference */
        trace_stores(&t1, c0, c0 + 4 * 100, o1.mem + GUARD, 0x3f800000u, &n_final, &n_one);
        assert_int_equal(n_final, 100);
        assert_int_equal(n_one, fig == 9 ? 99 : 0);
        free(t1.buf);
        free(t2.buf);
        free(o1.mem);
        free(o2.mem);
        free(o3.mem);
    }
}

/* Relaunching on the same model (memory rewritten) repeats the run exactly:
 * a launch resets every warp, block, scheduler and counter. */
static void test_relaunch_same_model(void **state)
{
    (void)state;
    sg_program prog;
    assemble_listing("vectors/listings/000-figure09.lst", &prog);
    sg_config cfg;
    sg_config_default(&cfg);
    sg_error err;
    sg_sm *sm;
    check(sg_sm_create(&cfg, &sm, &err), &err, "create");
    check(sg_sm_load_program(sm, &prog, &err), &err, "load");
    sg_program_free(&prog);
    uint32_t seed = 0xabcdefu;
    region c;
    const uint32_t N = 90, threads = 4 * 33;
    region_make(&c, C9_BASE, GUARD + 4 * threads + GUARD, &seed);
    for (uint32_t i = 0; i < N; i++)
        put32(c.want + GUARD + 4 * i, bits_of(fig8_ref((int32_t)i)));
    region_map(sm, &c);
    uint32_t params[4] = {0, 0, C9_BASE + GUARD, N};
    sg_launch l = {{4, 1, 1}, {33, 1, 1}, params, sizeof params, 0};
    tbuf t[2] = {{0}, {0}};
    uint64_t steps[2], cycles[2];
    for (int k = 0; k < 2; k++) {
        check(sg_sm_write_global(sm, c.addr, c.init, c.len, &err), &err, "write");
        check(sg_sm_set_trace(sm, tbuf_sink, &t[k], "run", &err), &err, "trace");
        check(sg_sm_launch(sm, &l, &err), &err, "launch");
        check(sg_sm_run(sm, 10000000, &err), &err, "run");
        steps[k] = sg_sm_instructions(sm);
        cycles[k] = sg_sm_cycle(sm);
        region_expect(sm, &c, "figure 9 relaunched", GUARD);
    }
    assert_int_equal(steps[0], steps[1]);
    assert_int_equal(cycles[0], cycles[1]);
    assert_int_equal(t[0].len, t[1].len);
    assert_memory_equal(t[0].buf, t[1].buf, t[0].len);
    assert_int_equal(trace_records(&t[0]), steps[0]);
    free(t[0].buf);
    free(t[1].buf);
    region_free(&c);
    sg_sm_destroy(sm);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fig9_sizes),
        cmocka_unit_test(test_fig9_rounding),
        cmocka_unit_test(test_fig9_configs),
        cmocka_unit_test(test_fig11_sizes),
        cmocka_unit_test(test_fig11_configs),
        cmocka_unit_test(test_fig11_short_array_faults),
        cmocka_unit_test(test_deterministic),
        cmocka_unit_test(test_relaunch_same_model),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
