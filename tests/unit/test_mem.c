/*
 * test_mem.c - global memory regions, constant banks and the LD/ST unit
 * (specs/memory.md). Each test names the rule it checks (MEM-n).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "smgold/image.h"
#include "smgold/isa.h"
#include "units/mem.h"

#define SHARED_BYTES 0x100u
#define LOCAL_BYTES 0x40u
#define GBASE 0x10000000ull /* a global region [GBASE, GBASE + 0x1000) */
#define GLEN 0x1000ull

typedef struct fixture {
    sg_memory *mem;
    sg_regfile rf;
    uint8_t shared[SHARED_BYTES];
    uint8_t local[SG_MAX_LANES * LOCAL_BYTES];
    sg_thread_ids ids;
    sg_exec_env exec;
    sg_ldst_env env;
    sg_effects fx;
    sg_error err;
} fixture;

static int setup(void **state)
{
    fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    assert_int_equal(sg_memory_create(&f->mem, &f->err), SG_OK);
    assert_int_equal(sg_memory_map(f->mem, GBASE, GLEN, &f->err), SG_OK);
    for (unsigned b = 0; b < SG_NCBANKS; b++)
        f->exec.cbank[b] = sg_memory_cbank(f->mem, b);
    f->exec.ids = &f->ids;
    f->exec.warp_size = 32;
    f->env.mem = f->mem;
    f->env.shared = f->shared;
    f->env.shared_bytes = SHARED_BYTES;
    f->env.local = f->local;
    f->env.local_bytes = LOCAL_BYTES;
    f->env.exec = &f->exec;
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    sg_memory_destroy(f->mem);
    free(f);
    return 0;
}

static sg_insn asm1(const char *text)
{
    sg_insn in;
    sg_error err;
    if (sg_asm_insn(text, 0, &in, &err) != SG_OK)
        fail_msg("cannot assemble '%s': %s (col %u)", text, err.msg, err.col);
    return in;
}

/* Run text for lanes with a fresh effect record. */
static sg_status run(fixture *f, const char *text, uint32_t lanes)
{
    sg_insn in = asm1(text);
    memset(&f->fx, 0, sizeof f->fx);
    memset(&f->err, 0, sizeof f->err);
    return sg_ldst_exec(&in, lanes, &f->rf, &f->env, &f->fx, &f->err);
}

static void run_ok(fixture *f, const char *text, uint32_t lanes)
{
    sg_status s = run(f, text, lanes);
    if (s != SG_OK)
        fail_msg("'%s': %s: %s", text, sg_status_name(s), f->err.msg);
}

/* Run text expecting code and a message containing part. */
static void run_err(fixture *f, const char *text, uint32_t lanes, sg_status code,
                    const char *part)
{
    sg_status s = run(f, text, lanes);
    if (s != code)
        fail_msg("'%s': status %s (%s), expected %s", text, sg_status_name(s), f->err.msg,
                 sg_status_name(code));
    if (!strstr(f->err.msg, part))
        fail_msg("'%s': message '%s' lacks '%s'", text, f->err.msg, part);
    assert_int_equal(f->err.code, code);
}

static void set_all(fixture *f, unsigned r, uint32_t v)
{
    for (unsigned l = 0; l < SG_MAX_LANES; l++)
        f->rf.r[r][l] = v;
}

static void gwrite32(fixture *f, uint64_t addr, uint32_t v)
{
    uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    assert_int_equal(sg_memory_write(f->mem, addr, b, 4, NULL), SG_OK);
}

static uint32_t gread32(fixture *f, uint64_t addr)
{
    uint8_t b[4];
    assert_int_equal(sg_memory_read(f->mem, addr, b, 4, NULL), SG_OK);
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

static void expect_regions(const sg_memory *m, size_t n, const uint64_t *pairs)
{
    assert_int_equal(sg_memory_nregions(m), n);
    for (size_t i = 0; i < n; i++) {
        uint64_t a, l;
        assert_int_equal(sg_memory_region(m, i, &a, &l), SG_OK);
        if (a != pairs[2 * i] || l != pairs[2 * i + 1])
            fail_msg("region %zu is [0x%llx +0x%llx], expected [0x%llx +0x%llx]", i,
                     (unsigned long long)a, (unsigned long long)l,
                     (unsigned long long)pairs[2 * i], (unsigned long long)pairs[2 * i + 1]);
    }
    assert_int_equal(sg_memory_region(m, n, NULL, NULL), SG_ERR_ARG);
}

/* ---- MEM-1..3: regions ------------------------------------------------- */

static void test_regions_sorted_and_merged(void **state)
{
    (void)state;
    sg_memory *m;
    sg_error err;
    assert_int_equal(sg_memory_create(&m, &err), SG_OK);
    assert_int_equal(sg_memory_nregions(m), 0);
    assert_int_equal(sg_memory_map(m, 0x3000, 0x100, &err), SG_OK);
    assert_int_equal(sg_memory_map(m, 0x1000, 0x100, &err), SG_OK);
    assert_int_equal(sg_memory_map(m, 0x2000, 0x10, &err), SG_OK);
    const uint64_t r3[] = {0x1000, 0x100, 0x2000, 0x10, 0x3000, 0x100};
    expect_regions(m, 3, r3);

    /* contents are kept across a merge; new bytes are zero */
    const uint8_t a[4] = {1, 2, 3, 4}, b[2] = {5, 6};
    assert_int_equal(sg_memory_write(m, 0x10fc, a, 4, &err), SG_OK);
    assert_int_equal(sg_memory_write(m, 0x2000, b, 2, &err), SG_OK);
    /* overlaps the first region and touches the second (ends at 0x1fff) */
    assert_int_equal(sg_memory_map(m, 0x10f0, 0x2000 - 0x10f0, &err), SG_OK);
    const uint64_t r2[] = {0x1000, 0x1010, 0x3000, 0x100};
    expect_regions(m, 2, r2);
    uint8_t got[0x20];
    assert_int_equal(sg_memory_read(m, 0x10fc, got, 8, &err), SG_OK);
    const uint8_t want[8] = {1, 2, 3, 4, 0, 0, 0, 0};
    assert_memory_equal(got, want, 8);
    assert_int_equal(sg_memory_read(m, 0x2000, got, 2, &err), SG_OK);
    assert_memory_equal(got, b, 2);

    /* adjacent only (just after the end) merges too */
    assert_int_equal(sg_memory_map(m, 0x2010, 0x10, &err), SG_OK);
    const uint64_t r2b[] = {0x1000, 0x1020, 0x3000, 0x100};
    expect_regions(m, 2, r2b);
    /* adjacent just before the start */
    assert_int_equal(sg_memory_map(m, 0x2f00, 0x100, &err), SG_OK);
    const uint64_t r2c[] = {0x1000, 0x1020, 0x2f00, 0x200};
    expect_regions(m, 2, r2c);
    /* inside an existing region: nothing changes */
    assert_int_equal(sg_memory_map(m, 0x1004, 4, &err), SG_OK);
    expect_regions(m, 2, r2c);
    /* one mapping swallowing everything */
    assert_int_equal(sg_memory_map(m, 0x800, 0x4000, &err), SG_OK);
    const uint64_t r1[] = {0x800, 0x4000};
    expect_regions(m, 1, r1);
    assert_int_equal(sg_memory_read(m, 0x10fc, got, 4, &err), SG_OK);
    assert_memory_equal(got, a, 4);
    assert_int_equal(sg_memory_read(m, 0x2000, got, 2, &err), SG_OK);
    assert_memory_equal(got, b, 2);
    sg_memory_destroy(m);
}

static void test_region_errors(void **state)
{
    (void)state;
    sg_memory *m;
    sg_error err;
    assert_int_equal(sg_memory_create(&m, &err), SG_OK);
    assert_int_equal(sg_memory_map(m, 0x1000, 0, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "0 bytes"));
    assert_int_equal(sg_memory_map(m, 0xfffffffffffffff0ull, 0x11, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "wraps"));
    /* ending exactly at 2^64 is fine */
    assert_int_equal(sg_memory_map(m, 0xfffffffffffffff0ull, 0x10, &err), SG_OK);
    const uint8_t top[2] = {0xaa, 0xbb};
    assert_int_equal(sg_memory_write(m, 0xfffffffffffffffeull, top, 2, &err), SG_OK);
    assert_int_equal(sg_memory_write(m, 0xfffffffffffffffeull, top, 3, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "wraps"));
    /* larger than 4 GiB (refused before allocating) */
    assert_int_equal(sg_memory_map(m, 0, 0x100000001ull, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "4 GiB"));
    assert_int_equal(sg_memory_map(m, 0, UINT64_MAX, &err), SG_ERR_RANGE);
    const uint64_t r[] = {0xfffffffffffffff0ull, 0x10};
    expect_regions(m, 1, r);
    assert_int_equal(sg_memory_map(NULL, 0, 1, &err), SG_ERR_ARG);
    assert_int_equal(sg_memory_create(NULL, &err), SG_ERR_ARG);
    sg_memory_destroy(NULL);
    sg_memory_destroy(m);
}

static void test_bulk_read_write(void **state)
{
    (void)state;
    sg_memory *m;
    sg_error err;
    assert_int_equal(sg_memory_create(&m, &err), SG_OK);
    assert_int_equal(sg_memory_map(m, 0x1000, 0x100, &err), SG_OK);
    assert_int_equal(sg_memory_map(m, 0x1200, 0x100, &err), SG_OK);
    uint8_t buf[0x300];
    for (unsigned i = 0; i < sizeof buf; i++)
        buf[i] = (uint8_t)i;
    assert_int_equal(sg_memory_write(m, 0x1000, buf, 0x100, &err), SG_OK);
    /* a write across the gap fails naming the first unmapped byte, and writes nothing */
    uint8_t ones[0x300];
    memset(ones, 0xff, sizeof ones);
    assert_int_equal(sg_memory_write(m, 0x10f0, ones, 0x20, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "address 0x1100 is not mapped"));
    uint8_t got[0x100];
    assert_int_equal(sg_memory_read(m, 0x1000, got, 0x100, &err), SG_OK);
    assert_memory_equal(got, buf, 0x100);
    /* unmapped start */
    assert_int_equal(sg_memory_read(m, 0x1100, got, 1, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "address 0x1100 is not mapped"));
    assert_int_equal(sg_memory_read(m, 0xfff, got, 2, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "address 0xfff is not mapped"));
    /* past the end of the second region */
    assert_int_equal(sg_memory_read(m, 0x12f0, got, 0x11, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "address 0x1300 is not mapped"));
    /* zero bytes: nothing to check */
    assert_int_equal(sg_memory_read(m, 0x5000, got, 0, &err), SG_OK);
    assert_int_equal(sg_memory_write(m, 0x5000, NULL, 0, &err), SG_OK);
    assert_int_equal(sg_memory_read(m, 0x1000, NULL, 1, &err), SG_ERR_ARG);
    assert_int_equal(sg_memory_read(NULL, 0x1000, got, 1, &err), SG_ERR_ARG);
    sg_memory_destroy(m);
}

static void test_lookup_many_regions(void **state)
{
    (void)state;
    sg_memory *m;
    sg_error err;
    assert_int_equal(sg_memory_create(&m, &err), SG_OK);
    /* 200 regions of 0x40 bytes every 0x100, mapped in a scrambled order */
    for (unsigned k = 0; k < 200; k++) {
        unsigned i = (k * 77) % 200;
        assert_int_equal(sg_memory_map(m, 0x100000 + 0x100ull * i, 0x40, &err), SG_OK);
    }
    assert_int_equal(sg_memory_nregions(m), 200);
    uint64_t prev = 0;
    for (size_t i = 0; i < 200; i++) {
        uint64_t a, l;
        assert_int_equal(sg_memory_region(m, i, &a, &l), SG_OK);
        assert_true(i == 0 || a > prev);
        assert_int_equal(l, 0x40);
        prev = a;
    }
    /* sg_memory_span agrees with the layout for every probe (cache hits and misses) */
    uint32_t x = 12345;
    for (unsigned n = 0; n < 20000; n++) {
        x = x * 1103515245u + 12345u;
        uint64_t addr = 0x100000 - 0x100 + (x >> 8) % (0x100 * 202);
        unsigned size = 1u << ((x >> 3) % 5);
        uint64_t rel = addr - 0x100000;
        int mapped = addr >= 0x100000 && rel / 0x100 < 200 && rel % 0x100 < 0x40;
        int fits = mapped && rel % 0x100 + size <= 0x40;
        uint64_t b = 1, l = 0;
        uint8_t *p = sg_memory_span(m, addr, size, &b, &l);
        assert_int_equal(p != NULL, fits);
        if (mapped) {
            assert_int_equal(b, addr - rel % 0x100);
            assert_int_equal(l, b + 0x3f);
        } else {
            assert_true(b > l); /* left unchanged */
        }
    }
    sg_memory_destroy(m);
}

/* MEM-4 */
static void test_constant_banks(void **state)
{
    fixture *f = *state;
    for (unsigned b = 0; b < SG_NCBANKS; b++) {
        uint8_t *p = sg_memory_cbank(f->mem, b);
        assert_non_null(p);
        for (unsigned i = 0; i < SG_CBANK_BYTES; i += 0x3ff)
            assert_int_equal(p[i], 0);
        assert_int_equal(p[SG_CBANK_BYTES - 1], 0);
        if (b)
            assert_true(p != sg_memory_cbank(f->mem, b - 1));
    }
    assert_null(sg_memory_cbank(f->mem, SG_NCBANKS));
    assert_null(sg_memory_cbank(NULL, 0));
}

/* ---- MEM-5, MEM-6: byte order, sizes and extension --------------------- */

static void test_load_sizes(void **state)
{
    fixture *f = *state;
    const uint8_t bytes[16] = {0x80, 0x7f, 0xfe, 0xff, 0x01, 0x80, 0x34, 0x12,
                               0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88};
    assert_int_equal(sg_memory_write(f->mem, GBASE + 0x100, bytes, 16, NULL), SG_OK);
    set_all(f, 2, (uint32_t)GBASE + 0x100);
    static const struct {
        const char *text;
        uint32_t want[4];
        unsigned nregs;
    } cases[] = {
        {"LD.U8 R4, [R2];", {0x80}, 1},
        {"LD.S8 R4, [R2];", {0xffffff80}, 1},
        {"LD.U8 R4, [R2+0x1];", {0x7f}, 1},
        {"LD.S8 R4, [R2+0x1];", {0x7f}, 1},
        {"LD.U16 R4, [R2+0x2];", {0xfffe}, 1},
        {"LD.S16 R4, [R2+0x2];", {0xfffffffe}, 1},
        {"LD.U16 R4, [R2+0x4];", {0x8001}, 1},
        {"LD.S16 R4, [R2+0x4];", {0xffff8001}, 1},
        {"LD.S16 R4, [R2+0x6];", {0x1234}, 1},
        {"LD R4, [R2];", {0xfffe7f80}, 1},
        {"LD R4, [R2+0x4];", {0x12348001}, 1},
        {"LD.64 R4, [R2+0x8];", {0x44332211, 0x88776655}, 2},
        {"LD.64 R4, [R2];", {0xfffe7f80, 0x12348001}, 2},
        {"LD.128 R4, [R2];", {0xfffe7f80, 0x12348001, 0x44332211, 0x88776655}, 4},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        for (unsigned r = 4; r < 8; r++)
            set_all(f, r, 0xdeadbeef);
        run_ok(f, cases[i].text, 0xffffffff);
        for (unsigned k = 0; k < 4; k++)
            for (unsigned l = 0; l < 32; l += 31) {
                uint32_t want = k < cases[i].nregs ? cases[i].want[k] : 0xdeadbeef;
                if (f->rf.r[4 + k][l] != want)
                    fail_msg("'%s': lane %u R%u = 0x%08x, expected 0x%08x", cases[i].text, l,
                             4 + k, f->rf.r[4 + k][l], want);
            }
        assert_int_equal(f->fx.nregs, cases[i].nregs);
        for (unsigned k = 0; k < cases[i].nregs; k++)
            assert_int_equal(f->fx.regs[k], 4 + k);
        assert_int_equal(f->fx.nstores, 0);
        assert_int_equal(f->fx.lanes, 0xffffffff);
    }
}

static void test_store_sizes(void **state)
{
    fixture *f = *state;
#define E 0xee /* untouched */
    static const struct {
        const char *text;
        unsigned size;
        uint8_t want[16]; /* bytes GBASE + 0x200 .. + 0x20f afterwards */
    } cases[] = {
        {"ST.U8 [R2], R4;", 1, {0x11, E, E, E, E, E, E, E, E, E, E, E, E, E, E, E}},
        {"ST.S8 [R2+0x1], R4;", 1, {E, 0x11, E, E, E, E, E, E, E, E, E, E, E, E, E, E}},
        {"ST.U16 [R2+0x2], R4;", 2, {E, E, 0x11, 0x22, E, E, E, E, E, E, E, E, E, E, E, E}},
        {"ST.S16 [R2], R4;", 2, {0x11, 0x22, E, E, E, E, E, E, E, E, E, E, E, E, E, E}},
        {"ST [R2+0x4], R4;", 4, {E, E, E, E, 0x11, 0x22, 0x33, 0x44, E, E, E, E, E, E, E, E}},
        {"ST.64 [R2+0x8], R4;", 8,
         {E, E, E, E, E, E, E, E, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88}},
        {"ST.128 [R2], R4;", 16,
         {0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee,
          0xff, 0x00}},
    };
#undef E
    set_all(f, 2, (uint32_t)GBASE + 0x200);
    set_all(f, 4, 0x44332211);
    set_all(f, 5, 0x88776655);
    set_all(f, 6, 0xccbbaa99);
    set_all(f, 7, 0x00ffeedd);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint8_t fill[0x20], got[0x20];
        memset(fill, 0xee, sizeof fill);
        assert_int_equal(sg_memory_write(f->mem, GBASE + 0x200, fill, sizeof fill, NULL), SG_OK);
        run_ok(f, cases[i].text, 0x1);
        assert_int_equal(sg_memory_read(f->mem, GBASE + 0x200, got, sizeof got, NULL), SG_OK);
        for (unsigned b = 0; b < 0x20; b++) {
            uint8_t want = b < 16 ? cases[i].want[b] : 0xee;
            if (got[b] != want)
                fail_msg("'%s': byte +0x%x = 0x%02x, expected 0x%02x", cases[i].text, b, got[b],
                         want);
        }
        assert_int_equal(f->fx.nstores, 1);
        assert_int_equal(f->fx.nregs, 0);
        const sg_store *st = &f->fx.stores[0];
        assert_int_equal(st->lane, 0);
        assert_int_equal(st->space, SG_SPACE_GLOBAL);
        assert_int_equal(st->size, cases[i].size);
        uint32_t w[4] = {0x44332211, 0x88776655, 0xccbbaa99, 0x00ffeedd};
        if (cases[i].size == 1)
            w[0] = 0x11;
        if (cases[i].size == 2)
            w[0] = 0x2211;
        for (unsigned k = 0; k < 4; k++)
            assert_int_equal(st->data[k], k < (cases[i].size + 3) / 4 ? w[k] : 0);
    }
    /* the store records its address */
    run_ok(f, "ST.64 [R2+0x18], R4;", 0x1);
    assert_int_equal(f->fx.stores[0].addr, GBASE + 0x218);
}

/* ---- MEM-8: 64-bit (.E) and 32-bit global addressing ------------------- */

static void test_global_addressing(void **state)
{
    fixture *f = *state;
    /* a region above 4 GiB and one at the same low 32 bits */
    assert_int_equal(sg_memory_map(f->mem, 0x100000000ull + GBASE, 0x100, NULL), SG_OK);
    gwrite32(f, 0x100000000ull + GBASE + 0x10, 0xaaaa0001);
    gwrite32(f, GBASE + 0x10, 0xbbbb0002);
    set_all(f, 10, (uint32_t)GBASE);
    set_all(f, 11, 1);
    run_ok(f, "LD.E R0, [R10+0x10];", 0xffffffff);
    assert_int_equal(f->rf.r[0][7], 0xaaaa0001);
    run_ok(f, "LD R0, [R10+0x10];", 0xffffffff); /* R11 ignored without .E */
    assert_int_equal(f->rf.r[0][7], 0xbbbb0002);
    /* .E: negative offsets borrow from the high word */
    set_all(f, 10, 0x8);
    set_all(f, 11, 0);
    gwrite32(f, GBASE, 0x12121212);
    set_all(f, 10, 0x00000008);
    set_all(f, 11, 0x1);
    assert_int_equal(sg_memory_map(f->mem, 0xfffffff0ull, 0x10, NULL), SG_OK);
    gwrite32(f, 0xfffffff8ull, 0x5a5a5a5a);
    run_ok(f, "LD.E R0, [R10+-0x10];", 0x1);
    assert_int_equal(f->rf.r[0][0], 0x5a5a5a5a);
    /* 32-bit: Ra + offset wraps modulo 2^32, then is zero-extended */
    set_all(f, 10, 0xfffffff0);
    gwrite32(f, GBASE + 0x20, 0x77777777);
    run_ok(f, "LD R0, [R10+0x10000030];", 0x1);
    assert_int_equal(f->rf.r[0][0], 0x77777777);
    /* .E address from RZ is 0 + offset */
    run_ok(f, "LD.E R0, [0x10000020];", 0x1);
    assert_int_equal(f->rf.r[0][0], 0x77777777);
    /* the seed's own words: 001 Table 5.2, L1053 and L1063 (LD.E R0, [R10];
     * LD.E.64 R4, [R10+0x8]) with R10:R11 = GBASE + 0x40 */
    sg_insn a, b;
    assert_int_equal(sg_decode(sg_word_from_cuobjdump(0x00a01c8584000000ull), 0x40, &a), SG_OK);
    assert_int_equal(sg_decode(sg_word_from_cuobjdump(0x20a11ca584000000ull), 0x90, &b), SG_OK);
    gwrite32(f, GBASE + 0x40, 7);
    gwrite32(f, GBASE + 0x48, 0x3ff00000); /* low word of a double */
    gwrite32(f, GBASE + 0x4c, 0x40090000);
    set_all(f, 10, (uint32_t)GBASE + 0x40);
    set_all(f, 11, 0);
    memset(&f->fx, 0, sizeof f->fx);
    assert_int_equal(sg_ldst_exec(&a, 0xf, &f->rf, &f->env, &f->fx, &f->err), SG_OK);
    assert_int_equal(sg_ldst_exec(&b, 0xf, &f->rf, &f->env, &f->fx, &f->err), SG_OK);
    assert_int_equal(f->rf.r[0][3], 7);
    assert_int_equal(f->rf.r[4][3], 0x3ff00000);
    assert_int_equal(f->rf.r[5][3], 0x40090000);
}

static void test_global_range_errors(void **state)
{
    fixture *f = *state;
    set_all(f, 10, (uint32_t)GBASE);
    set_all(f, 11, 0);
    /* the first bad lane in lane order is named */
    f->rf.r[10][5] = (uint32_t)(GBASE + GLEN + 4);
    f->rf.r[10][6] = 0x3;
    run_err(f, "LD R0, [R10];", 0xff, SG_ERR_RANGE,
            "lane 5: global address 0x10001004 is outside every mapped region");
    /* alignment is checked before mapping (lane 6: both) */
    run_err(f, "LD R0, [R10];", 0xdf, SG_ERR_RANGE,
            "lane 6: global address 0x3 is not aligned to the 4-byte access");
    /* the last 8 bytes of the region are fine; 8 more are not */
    f->rf.r[10][5] = (uint32_t)(GBASE + GLEN - 8);
    run_ok(f, "LD.64 R4, [R10];", 0x20);
    run_err(f, "LD.64 R4, [R10+0x8];", 0x20, SG_ERR_RANGE,
            "lane 5: global address 0x10001000 is outside every mapped region");
    run_err(f, "LD.128 R4, [R10];", 0x20, SG_ERR_RANGE,
            "lane 5: global address 0x10000ff8 is not aligned to the 16-byte access");
    /* the start mapped, the end not: names the region */
    assert_int_equal(sg_memory_map(f->mem, GBASE + GLEN + 0x40, 0x4, NULL), SG_OK);
    f->rf.r[10][3] = (uint32_t)(GBASE + GLEN + 0x40);
    run_err(f, "LD.64 R4, [R10];", 0x8, SG_ERR_RANGE,
            "lane 3: global address 0x10001040: the 8-byte access runs past the end of its "
            "mapped region [0x10001040, 0x10001043]");
    run_ok(f, "LD R4, [R10];", 0x8);
    /* no memory at all */
    f->env.mem = NULL;
    run_err(f, "LD R0, [R10];", 0x1, SG_ERR_ARG, "no memory");
    run_ok(f, "LD R0, [R10];", 0x0); /* no lane: nothing to check */
    f->env.mem = f->mem;
}

/* ---- MEM-9: alignment -------------------------------------------------- */

static void test_alignment(void **state)
{
    fixture *f = *state;
    static const struct {
        const char *text;
        uint32_t off;
        int ok;
    } cases[] = {
        {"LD.U8 R0, [R10];", 1, 1},   {"LD.S16 R0, [R10];", 1, 0}, {"LD.U16 R0, [R10];", 2, 1},
        {"LD R0, [R10];", 2, 0},      {"LD R0, [R10];", 4, 1},     {"LD.64 R0, [R10];", 4, 0},
        {"LD.64 R0, [R10];", 8, 1},   {"LD.128 R0, [R10];", 8, 0}, {"LD.128 R0, [R10];", 16, 1},
        {"ST.U16 [R10], R0;", 3, 0},  {"ST [R10], R0;", 6, 0},     {"STS.64 [R10], R0;", 12, 0},
        {"LDS.128 R0, [R10];", 0x24, 0}, {"LDL.64 R0, [R10];", 0x4, 0},
        {"LDL.64 R0, [R10];", 0x8, 1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int shared_or_local = strstr(cases[i].text, "LDS") || strstr(cases[i].text, "STS") ||
                              strstr(cases[i].text, "LDL");
        set_all(f, 10, (shared_or_local ? 0 : (uint32_t)GBASE) + cases[i].off);
        f->rf.r[10][0] = shared_or_local ? 0 : (uint32_t)GBASE;
        sg_status s = run(f, cases[i].text, 0x3);
        if (cases[i].ok) {
            if (s != SG_OK)
                fail_msg("'%s' at +0x%x: %s", cases[i].text, cases[i].off, f->err.msg);
        } else {
            if (s != SG_ERR_RANGE || !strstr(f->err.msg, "lane 1: ") ||
                !strstr(f->err.msg, "is not aligned"))
                fail_msg("'%s' at +0x%x: status %d '%s'", cases[i].text, cases[i].off, s,
                         f->err.msg);
        }
    }
}

/* ---- MEM-7: data registers, RZ ----------------------------------------- */

static void test_register_alignment_and_rz(void **state)
{
    fixture *f = *state;
    set_all(f, 10, (uint32_t)GBASE);
    run_err(f, "LD.64 R3, [R10];", 0x1, SG_ERR_OPERAND,
            "LD: destination R3 is not a multiple of 2 (8-byte accesses use an aligned "
            "register pair such as R2..R3)");
    run_err(f, "LD.128 R6, [R10];", 0x1, SG_ERR_OPERAND, "R6 is not a multiple of 4");
    run_err(f, "ST.128 [R10], R2;", 0x1, SG_ERR_OPERAND, "source R2 is not a multiple of 4");
    run_err(f, "LD.64 R62, [R10];", 0x1, SG_ERR_OPERAND, "R62..R63 would include RZ");
    run_err(f, "LD.128 R60, [R10];", 0x1, SG_ERR_OPERAND,
            "LD: destination R60..R63 would include RZ (R63)");
    /* register alignment does not depend on lanes */
    run_err(f, "LDS.64 R1, [R10];", 0x0, SG_ERR_OPERAND, "R1 is not a multiple of 2");
    /* .E address pair: even register */
    set_all(f, 11, (uint32_t)GBASE);
    set_all(f, 12, 0);
    run_err(f, "LD.E R0, [R11];", 0x1, SG_ERR_OPERAND,
            "LD: the 64-bit address register R11 is not the even register of a pair below RZ "
            "(Ra:Ra+1)");
    run_err(f, "LD.E R0, [R62];", 0x1, SG_ERR_OPERAND, "64-bit address register R62");

    /* RZ as a destination drops the data, but the address is still checked */
    set_all(f, 10, (uint32_t)GBASE);
    f->rf.r[10][2] = 0x1;
    run_err(f, "LD.64 RZ, [R10];", 0x7, SG_ERR_RANGE, "lane 2: global address 0x1 ");
    run_ok(f, "LD.128 RZ, [R10];", 0x3);
    assert_int_equal(f->fx.nregs, 0);
    for (unsigned l = 0; l < 32; l++)
        assert_int_equal(f->rf.r[SG_RZ][l], 0);
    /* RZ as a source stores zeros, of every size */
    uint8_t ff[16], got[16], zero[16] = {0};
    memset(ff, 0xff, sizeof ff);
    static const char *const zs[] = {"ST.U8 [R10], RZ;", "ST.U16 [R10], RZ;", "ST [R10], RZ;",
                                     "ST.64 [R10], RZ;", "ST.128 [R10], RZ;"};
    for (unsigned i = 0; i < 5; i++) {
        unsigned size = 1u << i;
        assert_int_equal(sg_memory_write(f->mem, GBASE, ff, 16, NULL), SG_OK);
        run_ok(f, zs[i], 0x1);
        assert_int_equal(sg_memory_read(f->mem, GBASE, got, 16, NULL), SG_OK);
        assert_memory_equal(got, zero, size);
        if (size < 16)
            assert_memory_equal(got + size, ff, 16 - size);
        assert_int_equal(f->fx.nstores, 1);
        assert_int_equal(f->fx.stores[0].size, size);
        assert_memory_equal(f->fx.stores[0].data, zero, 16);
    }
}

/* ---- MEM-10/11: local and shared --------------------------------------- */

static void test_local_memory(void **state)
{
    fixture *f = *state;
    /* every lane stores its id at the same local address: each lane has its own memory */
    for (unsigned l = 0; l < 32; l++) {
        f->rf.r[1][l] = 0x10;
        f->rf.r[4][l] = 0x100 + l;
        f->rf.r[5][l] = 0x200 + l;
    }
    run_ok(f, "STL.64 [R1+0x8], R4;", 0xffffffff);
    assert_int_equal(f->fx.nstores, 32);
    for (unsigned l = 0; l < 32; l++) {
        const uint8_t *p = f->local + l * LOCAL_BYTES + 0x18;
        assert_int_equal(p[0] | p[1] << 8, 0x100 + l);
        assert_int_equal(p[4] | p[5] << 8, 0x200 + l);
        assert_int_equal(f->fx.stores[l].lane, l);
        assert_int_equal(f->fx.stores[l].space, SG_SPACE_LOCAL);
        assert_int_equal(f->fx.stores[l].addr, 0x18);
        assert_int_equal(f->fx.stores[l].data[1], 0x200 + l);
    }
    run_ok(f, "LDL R6, [R1+0xc];", 0xffffffff);
    for (unsigned l = 0; l < 32; l++)
        assert_int_equal(f->rf.r[6][l], 0x200 + l);
    run_ok(f, "LDL.S8 R6, [R1+0x9];", 0x1); /* byte 1 of 0x100 + 0 */
    assert_int_equal(f->rf.r[6][0], 0x1);
    /* bounds: [0, LOCAL_BYTES) per lane */
    run_ok(f, "LDL.128 R8, [R1+0x20];", 0xffffffff); /* 0x30..0x3f: last 16 bytes */
    run_err(f, "LDL R8, [R1+0x30];", 0x10, SG_ERR_RANGE,
            "lane 4: local address 0x40: the 4-byte access is outside local memory [0, 0x40)");
    run_err(f, "STL.U8 [R1+-0x11], R4;", 0x4, SG_ERR_RANGE,
            "lane 2: local address 0xffffffff: the 1-byte access is outside local memory");
    f->env.local_bytes = 0;
    run_err(f, "LDL.U8 R8, [RZ];", 0x1, SG_ERR_RANGE, "outside local memory [0, 0x0)");
    f->env.local_bytes = LOCAL_BYTES;
}

static void test_shared_memory(void **state)
{
    fixture *f = *state;
    for (unsigned l = 0; l < 32; l++) {
        f->rf.r[2][l] = 4 * l;
        f->rf.r[3][l] = 0xa000 + l;
    }
    run_ok(f, "STS [R2], R3;", 0xffffffff);
    for (unsigned l = 0; l < 32; l++)
        assert_int_equal(f->shared[4 * l] | f->shared[4 * l + 1] << 8, 0xa000 + l);
    assert_int_equal(f->fx.stores[31].space, SG_SPACE_SHARED);
    /* read a neighbour's word: shared memory is one buffer for the block */
    run_ok(f, "LDS R4, [R2+0x4];", 0x7fffffff);
    for (unsigned l = 0; l < 31; l++)
        assert_int_equal(f->rf.r[4][l], 0xa000 + l + 1);
    run_ok(f, "LDS.U16 R5, [0x7c];", 0x1); /* RZ base */
    assert_int_equal(f->rf.r[5][0], 0xa01f);
    run_ok(f, "LDS.128 R8, [0xf0];", 0x1); /* ends exactly at SHARED_BYTES */
    f->rf.r[2][31] = 0xfc;
    run_err(f, "LDS R4, [R2+0x4];", 0x80000000, SG_ERR_RANGE,
            "lane 31: shared address 0x100: the 4-byte access is outside shared memory "
            "[0, 0x100)");
    run_err(f, "STS.128 [0x100], R8;", 0x2, SG_ERR_RANGE, "lane 1: shared address 0x100");
    f->env.shared = NULL;
    run_err(f, "LDS R4, [RZ];", 0x1, SG_ERR_ARG, "no shared memory buffer");
    f->env.shared = f->shared;
}

/* ---- MEM-12: LDC ------------------------------------------------------- */

static void test_ldc(void **state)
{
    fixture *f = *state;
    uint8_t *c3 = sg_memory_cbank(f->mem, 3);
    for (unsigned i = 0; i < 0x100; i++)
        c3[i] = (uint8_t)(i + 1);
    c3[0xfff8] = 0x21;
    c3[0xffff] = 0xfe;
    for (unsigned l = 0; l < 32; l++)
        f->rf.r[4][l] = 4 * l;
    run_ok(f, "LDC R0, c [0x3] [R4+0x10];", 0xffffffff);
    for (unsigned l = 0; l < 32; l++) {
        unsigned a = 0x10 + 4 * l;
        uint32_t want = (uint32_t)(a + 1) | (uint32_t)(a + 2) << 8 | (uint32_t)(a + 3) << 16 |
                        (uint32_t)(a + 4) << 24;
        assert_int_equal(f->rf.r[0][l], want);
    }
    f->rf.r[5][0] = 0xfff0; /* the offset is a signed 16-bit field: reach the top by Ra */
    run_ok(f, "LDC.64 R2, c [0x3] [R5+0x8];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0x21);
    assert_int_equal(f->rf.r[3][0], 0xfe000000);
    run_ok(f, "LDC.S8 R2, c [0x3] [R5+0xf];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0xfffffffe);
    f->rf.r[5][0] = 0x10000;
    run_ok(f, "LDC.U16 R2, c [0x3] [R5+-0x2];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0xfe00);
    run_ok(f, "LDC.128 R8, c [0x3] [0x0];", 0x1);
    assert_int_equal(f->rf.r[11][0], 0x100f0e0d);
    /* outside the bank, misaligned, no such bank, unbound bank */
    f->rf.r[4][6] = 0xfffc;
    run_err(f, "LDC.64 R2, c [0x3] [R4+0x4];", 0x40, SG_ERR_RANGE,
            "lane 6: constant address c[0x3][0x10000]: the 8-byte access is outside the 64 KiB "
            "bank");
    run_err(f, "LDC.64 R2, c [0x3] [R4];", 0x40, SG_ERR_RANGE,
            "lane 6: constant address c[0x3][0xfffc] is not aligned to the 8-byte access");
    f->rf.r[4][6] = 0xfffffffc; /* Ra + offset wraps in 32 bits */
    run_ok(f, "LDC R2, c [0x3] [R4+0x4];", 0x40);
    assert_int_equal(f->rf.r[2][6], 0x04030201);
    run_err(f, "LDC R2, c [0x12] [0x0];", 0x1, SG_ERR_RANGE, "constant bank 18 does not exist");
    f->exec.cbank[5] = NULL;
    run_err(f, "LDC R2, c [0x5] [0x0];", 0x1, SG_ERR_RANGE, "lane 0: constant bank 5 is not bound");
    /* without an exec environment the memory's banks are read */
    f->env.exec = NULL;
    run_ok(f, "LDC R2, c [0x3] [0x0];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0x04030201);
    f->env.exec = &f->exec;
    f->exec.cbank[5] = sg_memory_cbank(f->mem, 5);
}

/* ---- MEM-13: LD_LDU ---------------------------------------------------- */

static void test_ld_ldu(void **state)
{
    fixture *f = *state;
    for (unsigned i = 0; i < 16; i++)
        gwrite32(f, GBASE + 0x300 + 4 * i, 0xc0de0000 + i);
    set_all(f, 20, (uint32_t)GBASE + 0x300); /* LD base */
    set_all(f, 22, (uint32_t)GBASE + 0x320); /* LDU base */
    set_all(f, 21, 0);
    set_all(f, 23, 0);
    /* 000 §4.1 item 17 (000_493cbca27899cba9.txt:L2169): LD_LDU.32.32 R16, R15, [R17], [R5+0x4] */
    run_ok(f, "LD_LDU.32.32 R16, R15, [R20+0x4], [R22+0x8];", 0xffffffff);
    assert_int_equal(f->rf.r[16][9], 0xc0de0001);
    assert_int_equal(f->rf.r[15][9], 0xc0de000a);
    assert_int_equal(f->fx.nregs, 2);
    assert_int_equal(f->fx.regs[0], 16);
    assert_int_equal(f->fx.regs[1], 15);
    run_ok(f, "LD_LDU.64.32 R2, R4, [R20+0x8], [R22+-0x4];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0xc0de0002);
    assert_int_equal(f->rf.r[3][0], 0xc0de0003);
    assert_int_equal(f->rf.r[4][0], 0xc0de0007);
    assert_int_equal(f->fx.nregs, 3);
    run_ok(f, "LD_LDU.32.64 R2, R4, [R20], [R22+0x8];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0xc0de0000);
    assert_int_equal(f->rf.r[4][0], 0xc0de000a);
    assert_int_equal(f->rf.r[5][0], 0xc0de000b);
    run_ok(f, "LD_LDU.128.128 R4, R8, [R20+0x10], [R22];", 0x1);
    assert_int_equal(f->rf.r[4][0], 0xc0de0004);
    assert_int_equal(f->rf.r[7][0], 0xc0de0007);
    assert_int_equal(f->rf.r[8][0], 0xc0de0008);
    assert_int_equal(f->rf.r[11][0], 0xc0de000b);
    assert_int_equal(f->fx.nregs, 8);
    /* .E per part: LD_E = LD part 64-bit, LDU_E = LDU part 64-bit */
    assert_int_equal(sg_memory_map(f->mem, 0x200000000ull + GBASE, 0x400, NULL), SG_OK);
    gwrite32(f, 0x200000000ull + GBASE + 0x300, 0x64646464);
    gwrite32(f, 0x200000000ull + GBASE + 0x320, 0x75757575);
    set_all(f, 21, 2);
    set_all(f, 23, 2);
    run_ok(f, "LD_LDU.LD_E.32.32 R2, R3, [R20], [R22];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0x64646464);
    assert_int_equal(f->rf.r[3][0], 0xc0de0008);
    run_ok(f, "LD_LDU.LDU_E.32.32 R2, R3, [R20], [R22];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0xc0de0000);
    assert_int_equal(f->rf.r[3][0], 0x75757575);
    run_ok(f, "LD_LDU.E.32.32 R2, R3, [R20], [R22];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0x64646464);
    assert_int_equal(f->rf.r[3][0], 0x75757575);
    /* the same destination: the LDU part is written last */
    run_ok(f, "LD_LDU.E.32.32 R2, R2, [R20], [R22];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0x75757575);
    /* errors name the part; nothing is written when the LDU part fails */
    set_all(f, 2, 0x1111);
    set_all(f, 3, 0x2222);
    f->rf.r[22][4] = 0x4;
    run_err(f, "LD_LDU.E.32.32 R2, R3, [R20], [R22];", 0x1f, SG_ERR_RANGE,
            "lane 4: global address 0x200000004 is outside every mapped region (LDU part)");
    assert_int_equal(f->rf.r[2][0], 0x1111);
    assert_int_equal(f->rf.r[3][0], 0x2222);
    /* lane order first: lane 2's LD part before lane 4's LDU part */
    f->rf.r[20][2] = 0x2;
    run_err(f, "LD_LDU.E.32.32 R2, R3, [R20], [R22];", 0x1f, SG_ERR_RANGE,
            "lane 2: global address 0x200000002 is not aligned to the 4-byte access (LD part)");
    run_err(f, "LD_LDU.64.64 R3, R4, [R20], [R22];", 0x1, SG_ERR_OPERAND, "(LD part)");
    run_err(f, "LD_LDU.64.64 R2, R5, [R20], [R22];", 0x1, SG_ERR_OPERAND, "(LDU part)");
    run_err(f, "LD_LDU.E.32.32 R2, R3, [R21], [R22];", 0x1, SG_ERR_OPERAND,
            "64-bit address register R21");
}

/* ---- MEM-14: all or nothing -------------------------------------------- */

static void test_all_or_nothing(void **state)
{
    fixture *f = *state;
    for (unsigned l = 0; l < 32; l++) {
        f->rf.r[2][l] = (uint32_t)GBASE + 0x400 + 8 * l;
        f->rf.r[4][l] = 0x1000 + l;
        f->rf.r[5][l] = 0x2000 + l;
    }
    uint8_t before[0x100], after[0x100];
    for (unsigned i = 0; i < sizeof before; i++)
        before[i] = (uint8_t)(0x5a ^ i);
    assert_int_equal(sg_memory_write(f->mem, GBASE + 0x400, before, sizeof before, NULL), SG_OK);
    /* lane 9 (the highest) is unmapped: no lane stores */
    f->rf.r[2][9] = 0x20;
    sg_effects fx0;
    memset(&fx0, 0x77, sizeof fx0);
    f->fx = fx0;
    sg_insn st = asm1("ST.64 [R2], R4;");
    assert_int_equal(sg_ldst_exec(&st, 0x3ff, &f->rf, &f->env, &f->fx, &f->err), SG_ERR_RANGE);
    assert_non_null(strstr(f->err.msg, "lane 9: global address 0x20 is outside every mapped"));
    assert_memory_equal(&f->fx, &fx0, sizeof fx0); /* effects untouched too */
    assert_int_equal(sg_memory_read(f->mem, GBASE + 0x400, after, sizeof after, NULL), SG_OK);
    assert_memory_equal(before, after, sizeof before);
    /* misaligned lane 7 of a load: no register changes */
    f->rf.r[2][9] = (uint32_t)GBASE + 0x400 + 8 * 9;
    f->rf.r[2][7] += 4;
    sg_regfile saved = f->rf;
    run_err(f, "LD.64 R4, [R2];", 0xffff, SG_ERR_RANGE, "lane 7: global address 0x1000043c");
    assert_memory_equal(&saved, &f->rf, sizeof saved);
    /* a load whose destination is its own address register still reads the old addresses */
    f->rf.r[2][7] -= 4;
    run_ok(f, "LD R2, [R2];", 0xffff);
    for (unsigned l = 0; l < 16; l++) {
        const uint8_t *b = before + 8 * l;
        assert_int_equal(f->rf.r[2][l], (uint32_t)b[0] | (uint32_t)b[1] << 8 |
                                            (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24);
    }
    /* lanes outside the mask keep their registers */
    assert_int_equal(f->rf.r[2][16], (uint32_t)GBASE + 0x400 + 8 * 16);
}

/* ---- MEM-15: several lanes, one address -------------------------------- */

static void test_same_address_highest_lane_wins(void **state)
{
    fixture *f = *state;
    for (unsigned l = 0; l < 32; l++) {
        f->rf.r[2][l] = (uint32_t)GBASE + 0x500;
        f->rf.r[3][l] = 0xab000000 + l;
    }
    run_ok(f, "ST [R2], R3;", 0x00ff00f0);
    assert_int_equal(gread32(f, GBASE + 0x500), 0xab000017); /* lane 23 */
    assert_int_equal(f->fx.nstores, 12);
    assert_int_equal(f->fx.stores[0].lane, 4);
    assert_int_equal(f->fx.stores[11].lane, 23);
    for (unsigned i = 1; i < f->fx.nstores; i++)
        assert_true(f->fx.stores[i].lane > f->fx.stores[i - 1].lane);
    run_ok(f, "ST [R2], R3;", 0xffffffff);
    assert_int_equal(gread32(f, GBASE + 0x500), 0xab00001f);
    assert_int_equal(f->fx.nstores, 32);
    /* partial overlap: byte by byte, the highest lane writing a byte wins */
    f->rf.r[2][1] = (uint32_t)GBASE + 0x504;
    f->rf.r[2][0] = (uint32_t)GBASE + 0x500;
    set_all(f, 4, 0x11111111);
    set_all(f, 5, 0x22222222);
    f->rf.r[3][1] = 0x33333333;
    sg_insn a = asm1("ST.64 [R2], R4;"), b = asm1("ST [R2], R3;");
    assert_int_equal(sg_ldst_exec(&a, 0x1, &f->rf, &f->env, NULL, &f->err), SG_OK);
    assert_int_equal(sg_ldst_exec(&b, 0x2, &f->rf, &f->env, NULL, &f->err), SG_OK);
    assert_int_equal(gread32(f, GBASE + 0x504), 0x33333333);
    /* one instruction: STS.U8 from lanes 0..3 to bytes 0..3 and lane 4 to byte 1 */
    for (unsigned l = 0; l < 5; l++) {
        f->rf.r[2][l] = l < 4 ? l : 1;
        f->rf.r[3][l] = 0xc0 + l;
    }
    run_ok(f, "STS.U8 [R2+0x80], R3;", 0x1f);
    assert_int_equal(f->shared[0x80], 0xc0);
    assert_int_equal(f->shared[0x81], 0xc4);
    assert_int_equal(f->shared[0x82], 0xc2);
    assert_int_equal(f->fx.nstores, 5);
}

/* ---- MEM-16, MEM-17: lanes, effects, MEMBAR, LDU ----------------------- */

static void test_lanes_and_effects(void **state)
{
    fixture *f = *state;
    set_all(f, 2, (uint32_t)GBASE);
    gwrite32(f, GBASE, 0x600d600d);
    set_all(f, 6, 0xbad);
    run_ok(f, "LD R6, [R2];", 0x00000005);
    for (unsigned l = 0; l < 32; l++)
        assert_int_equal(f->rf.r[6][l], (l == 0 || l == 2) ? 0x600d600d : 0xbad);
    assert_int_equal(f->fx.lanes, 5);
    assert_int_equal(f->fx.nregs, 1);
    assert_int_equal(f->fx.regs[0], 6);
    /* no lane: nothing written, nothing recorded */
    run_ok(f, "LD R7, [R2];", 0);
    assert_int_equal(f->fx.nregs, 0);
    run_ok(f, "ST [R2], R7;", 0);
    assert_int_equal(f->fx.nstores, 0);
    /* a narrower warp */
    f->exec.warp_size = 8;
    run_ok(f, "LD R6, [R2];", 0xff);
    run_err(f, "LD R6, [R2];", 0x1ff, SG_ERR_ARG, "beyond warp size 8");
    f->exec.warp_size = 32;
    /* fx may be NULL */
    sg_insn in = asm1("LD.64 R6, [R2];");
    assert_int_equal(sg_ldst_exec(&in, 1, &f->rf, &f->env, NULL, &f->err), SG_OK);
    /* MEMBAR: no effect */
    sg_regfile saved = f->rf;
    run_ok(f, "MEMBAR.GL;", 0xffffffff);
    run_ok(f, "MEMBAR.SYS;", 0xffffffff);
    assert_memory_equal(&saved, &f->rf, sizeof saved);
    assert_int_equal(f->fx.nregs, 0);
    assert_int_equal(f->fx.nstores, 0);
    /* LDU reads like LD, lane by lane */
    f->rf.r[2][1] = (uint32_t)GBASE + 4;
    gwrite32(f, GBASE + 4, 0x1234);
    run_ok(f, "LDU R6, [R2];", 0x3);
    assert_int_equal(f->rf.r[6][0], 0x600d600d);
    assert_int_equal(f->rf.r[6][1], 0x1234);
    run_ok(f, "LDU.E.U16 R6, [R2+0x2];", 0x1);
    assert_int_equal(f->rf.r[6][0], 0x600d);
    /* not a memory instruction; not a decoded instruction */
    run_err(f, "IADD R1, R2, R3;", 0x1, SG_ERR_ARG, "IADD is not a memory instruction");
    sg_insn bad;
    memset(&bad, 0, sizeof bad);
    bad.form = SG_FORM_UNKNOWN;
    assert_int_equal(sg_ldst_exec(&bad, 1, &f->rf, &f->env, NULL, &f->err), SG_ERR_ARG);
    assert_int_equal(sg_ldst_exec(NULL, 1, &f->rf, &f->env, NULL, &f->err), SG_ERR_ARG);
    /* every memory form of the table is accepted by the unit */
    int n = sg_isa_form_count(), seen = 0;
    for (int i = 0; i < n; i++) {
        sg_form_info fi;
        assert_int_equal(sg_isa_form_info(i, &fi), SG_OK);
        if (fi.unit == SG_UNIT_LDST)
            seen++;
    }
    /* MEMBAR, LD, LDU, ST, LDL, LDS, STL, STS, LDSLK, STSUL, LDC, 5 x LD_LDU, 3 x RED,
     * 4 x ATOM, TLD, TEX, TLD4, TXQ, CCTL */
    assert_int_equal(seen, 28);
    run_err(f, "TEX.T R4, R0, 0x0, 0x0, 2D, 0xf;", 0x1, SG_ERR_UNKNOWN,
            "TEX: texture sampling is not modelled");
    run_err(f, "TXQ.TEX_HEADER_DIMENSION.T R4, R0, 0x0, 0x0, 0x3;", 0x1, SG_ERR_UNKNOWN,
            "TXQ: texture sampling is not modelled");
    run_ok(f, "CCTL.E.IVALL RZ, [R2+0x40];", 0x1); /* no caches: maintenance does nothing */
    run_err(f, "CCTL.QRY1 R4, [R2];", 0x1, SG_ERR_UNKNOWN, "queries");
    run_err(f, "TLD.LZ.T R4, R0, 0x0, 1D, 0xf;", 0x1, SG_ERR_UNKNOWN,
            "texture sampling is not modelled");
}

/* ---- IMG-1 with MEM-3: an image loaded into global memory ---------------- */

typedef struct loader {
    sg_memory *mem;
    uint64_t base;
} loader;

static sg_status load_word(void *ctx, uint64_t off, uint32_t v, sg_error *err)
{
    loader *ld = ctx;
    uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    return sg_memory_write(ld->mem, ld->base + 4 * off, b, 4, err);
}

static void test_image_into_memory(void **state)
{
    fixture *f = *state;
    const char *text = "// A[0..3]\n"
                       "00000001 00000002\n"
                       "@4 deadbeef        // word 4: address + 0x10\n";
    loader ld = {f->mem, GBASE};
    assert_int_equal(sg_image_parse(text, strlen(text), "a.hex", load_word, &ld, &f->err), SG_OK);
    uint8_t got[0x14];
    assert_int_equal(sg_memory_read(f->mem, GBASE, got, sizeof got, NULL), SG_OK);
    const uint8_t want[0x14] = {1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                0xef, 0xbe, 0xad, 0xde};
    assert_memory_equal(got, want, sizeof want);
    /* a word outside every region: the memory's message at the word's place */
    const char *far = "1\n@400 2\n";
    char buf[256];
    assert_int_equal(sg_image_parse(far, strlen(far), "far.hex", load_word, &ld, &f->err),
                     SG_ERR_RANGE);
    assert_string_equal(sg_error_format(&f->err, buf, sizeof buf),
                        "far.hex:2:6: write of 0x4 bytes at 0x10001000: address 0x10001000 is "
                        "not mapped");
}

/* RED (specs/execution.md §10): lanes in order, each a read-modify-write. */
static void test_red(void **state)
{
    fixture *f = *state;
    for (unsigned l = 0; l < 32; l++) {
        f->rf.r[2][l] = (uint32_t)GBASE + 4 * (l % 4); /* 8 lanes per word */
        f->rf.r[3][l] = 0;
        f->rf.r[4][l] = l + 1;
    }
    for (unsigned w = 0; w < 4; w++)
        gwrite32(f, GBASE + 4 * w, 100);
    run_ok(f, "RED.ADD [R2], R4;", 0xffffffff);
    /* word w gets lanes w, w+4, ...: sum of (l + 1) over those 8 lanes */
    for (unsigned w = 0; w < 4; w++)
        assert_int_equal(gread32(f, GBASE + 4 * w), 100 + 8 * (w + 1) + 4 * 28);
    assert_int_equal(f->fx.nstores, 32);
    run_ok(f, "RED.E.MIN [R2+0x0], R4;", 0x0000000f); /* .E: R2:R3, R3 = 0 */
    assert_int_equal(gread32(f, GBASE), 1);
    run_ok(f, "RED.MAX [R2], R4;", 0x00000010); /* lane 4: 5 */
    assert_int_equal(gread32(f, GBASE), 5);
    gwrite32(f, GBASE + 4, 2);
    run_ok(f, "RED.INC [R2], R4;", 0x00000022); /* lanes 1 and 5 (b = 2, 6): 2 -> 0 -> 1 */
    assert_int_equal(gread32(f, GBASE + 4), 1);
    run_ok(f, "RED.DEC [R2], R4;", 0x00000002); /* lane 1, b = 2: 1 -> 0 */
    assert_int_equal(gread32(f, GBASE + 4), 0);
    run_ok(f, "RED.DEC [R2], R4;", 0x00000002); /* 0 wraps to b */
    assert_int_equal(gread32(f, GBASE + 4), 2);
    gwrite32(f, GBASE + 8, 0xf0);
    run_ok(f, "RED.XOR [R2], R4;", 0x00000004); /* lane 2: 3 */
    assert_int_equal(gread32(f, GBASE + 8), 0xf3);
    run_ok(f, "RED.AND [R2], R4;", 0x00000004);
    assert_int_equal(gread32(f, GBASE + 8), 0x3);
    run_ok(f, "RED.OR [R2], R4;", 0x00000040); /* lane 6: 7 */
    assert_int_equal(gread32(f, GBASE + 8), 0x7);
    /* nothing is written when one lane's address is bad */
    f->rf.r[2][31] = (uint32_t)GBASE + 2;
    run_err(f, "RED.ADD [R2], R4;", 0xffffffff, SG_ERR_RANGE, "not aligned");
    assert_int_equal(gread32(f, GBASE + 8), 0x7);
    f->rf.r[2][31] = 0x10;
    run_err(f, "RED.ADD [R2], R4;", 0x80000000, SG_ERR_RANGE, "not mapped");
}

/* ATOM returns the old word; signed, float and compare-and-swap forms; RED's
 * signed and float forms. */
static void test_atom(void **state)
{
    fixture *f = *state;
    for (unsigned l = 0; l < 32; l++) {
        f->rf.r[2][l] = (uint32_t)GBASE; /* every lane on one word */
        f->rf.r[3][l] = 0;
        f->rf.r[4][l] = l + 1;
        f->rf.r[6][l] = 0x1000 + l;
    }
    gwrite32(f, GBASE, 10);
    run_ok(f, "ATOM.ADD R5, [R2], R4;", 0x7); /* lanes 0-2 add 1, 2, 3 in order */
    assert_int_equal(f->rf.r[5][0], 10);
    assert_int_equal(f->rf.r[5][1], 11);
    assert_int_equal(f->rf.r[5][2], 13);
    assert_int_equal(gread32(f, GBASE), 16);
    assert_int_equal(f->fx.nregs, 1);
    run_ok(f, "ATOM.E.EXCH R5, [R2+0x0], R4;", 0x9); /* lanes 0, 3 */
    assert_int_equal(f->rf.r[5][0], 16);
    assert_int_equal(f->rf.r[5][3], 1);
    assert_int_equal(gread32(f, GBASE), 4);
    run_ok(f, "ATOM.CAS R5, [R2], R4, R6;", 0x18); /* lane 3 (b = 4) swaps, lane 4 (b = 5) not */
    assert_int_equal(f->rf.r[5][3], 4);
    assert_int_equal(f->rf.r[5][4], 0x1003);
    assert_int_equal(gread32(f, GBASE), 0x1003);
    gwrite32(f, GBASE, 0xfffffff0); /* -16 */
    run_ok(f, "ATOM.MAX.S32 R5, [R2], R4;", 0x1); /* max(-16, 1) signed */
    assert_int_equal(gread32(f, GBASE), 1);
    gwrite32(f, GBASE, 0xfffffff0);
    run_ok(f, "RED.MIN [R2], R4;", 0x1); /* unsigned: 1 */
    assert_int_equal(gread32(f, GBASE), 1);
    gwrite32(f, GBASE, 0xfffffff0);
    run_ok(f, "RED.MIN.S32 [R2], R4;", 0x1); /* signed: -16 stays */
    assert_int_equal(gread32(f, GBASE), 0xfffffff0);
    gwrite32(f, GBASE, 0x3f800000);            /* 1.0f */
    f->rf.r[4][0] = 0x40000000;                 /* 2.0f */
    f->rf.r[4][1] = 0x00000001;                 /* a subnormal: flushed */
    run_ok(f, "ATOM.ADD.F32.FTZ.RN R5, [R2], R4;", 0x3);
    assert_int_equal(f->rf.r[5][0], 0x3f800000);
    assert_int_equal(gread32(f, GBASE), 0x40400000); /* 3.0f */
    run_ok(f, "RED.E.ADD.F32.FTZ.RN [R2+0x0], R4;", 0x1);
    assert_int_equal(gread32(f, GBASE), 0x40a00000); /* 5.0f */
    /* RZ as the old value's register: nothing returned, memory still updated */
    run_ok(f, "ATOM.EXCH RZ, [R2], R6;", 0x1);
    assert_int_equal(f->fx.nregs, 0);
    assert_int_equal(gread32(f, GBASE), 0x1000);
}

/* LDSLK/STSUL: the lock of a shared word goes to the lowest lane asking. */
static void test_shared_locks(void **state)
{
    fixture *f = *state;
    uint32_t locks[SG_LOCK_WORDS(SHARED_BYTES)];
    memset(locks, 0, sizeof locks);
    f->env.shared_lock = locks;
    uint32_t v = 5;
    memcpy(f->shared + 8, &v, 4);
    for (unsigned l = 0; l < 32; l++) {
        f->rf.r[2][l] = l < 16 ? 8 : 12; /* lanes 0-15 on one word, 16-31 on another */
        f->rf.r[4][l] = 0;
    }
    f->rf.p[0] = 0xffffffffu;
    run_ok(f, "LDSLK P0, R4, [R2];", 0x00ff00ff);
    assert_int_equal(f->rf.p[0] & 0x00ff00ff, 0x00010001); /* lanes 0 and 16 hold the locks */
    assert_int_equal(f->rf.p[0] & 0xff00ff00, 0xff00ff00); /* other lanes untouched */
    assert_int_equal(f->rf.r[4][3], 5);                    /* every lane loads */
    assert_int_equal(f->fx.preds, 1);
    run_ok(f, "LDSLK P0, R4, [R2];", 0x2); /* word 8 is locked */
    assert_int_equal(f->rf.p[0] & 0x2, 0);
    f->rf.r[4][0] = 6;
    run_ok(f, "STSUL [R2], R4;", 0x1); /* store and unlock */
    memcpy(&v, f->shared + 8, 4);
    assert_int_equal(v, 6);
    run_ok(f, "LDSLK P0, R4, [R2];", 0x2);
    assert_int_equal(f->rf.p[0] & 0x2, 0x2);
    run_err(f, "LDSLK.U8 P0, R4, [R2];", 0x1, SG_ERR_UNKNOWN, "only 32-bit");
    f->rf.r[2][0] = 2;
    run_err(f, "STSUL [R2], R4;", 0x1, SG_ERR_RANGE, "not aligned");
    f->rf.r[2][0] = SHARED_BYTES;
    run_err(f, "LDSLK P0, R4, [R2];", 0x1, SG_ERR_RANGE, "outside");
    f->env.shared_lock = NULL;
}

/* TLD with the minimal texture model: tex1Dfetch of a bound linear buffer. */
static void test_tld(void **state)
{
    fixture *f = *state;
    for (unsigned i = 0; i < 8; i++)
        gwrite32(f, GBASE + 0x100 + 4 * i, 0x1000 + i);
    assert_int_equal(sg_memory_bind_texture(f->mem, 0, GBASE + 0x100, 8, 1, &f->err), SG_OK);
    assert_int_equal(sg_memory_bind_texture(f->mem, 3, GBASE + 0x100, 2, 4, &f->err), SG_OK);
    for (unsigned l = 0; l < 32; l++)
        f->rf.r[2][l] = l; /* texel index */
    run_ok(f, "TLD.LZ.T R15, R2, 0x0, 1D, 0x1;", 0xffffffff);
    assert_int_equal(f->rf.r[15][3], 0x1003);
    assert_int_equal(f->rf.r[15][7], 0x1007);
    assert_int_equal(f->rf.r[15][8], 0); /* past the buffer: 0 */
    assert_int_equal(f->fx.nregs, 1);
    run_ok(f, "TLD.LZ.T R8, R2, 0x3, 1D, 0xf;", 0x3);
    assert_int_equal(f->rf.r[8][1], 0x1004);
    assert_int_equal(f->rf.r[11][1], 0x1007);
    run_ok(f, "TLD.LZ.T R8, R2, 0x3, 1D, 0xa;", 0x2); /* components 1 and 3 into R8, R9 */
    assert_int_equal(f->rf.r[8][1], 0x1005);
    assert_int_equal(f->rf.r[9][1], 0x1007);
    run_err(f, "TLD.LZ.T R8, R2, 0x0, 1D, 0x3;", 0x1, SG_ERR_RANGE, "does not have");
    run_err(f, "TLD.LZ.T R8, R2, 0x1, 1D, 0x1;", 0x1, SG_ERR_UNKNOWN,
            "texture sampling is not modelled");
    run_err(f, "TLD.LL.T R8, R2, 0x0, 1D, 0x1;", 0x1, SG_ERR_UNKNOWN, "only 1D .LZ");
    run_err(f, "TLD.LZ.T R8, R2, 0x0, 2D, 0x1;", 0x1, SG_ERR_UNKNOWN, "only 1D .LZ");
    assert_int_equal(sg_memory_bind_texture(f->mem, 128, GBASE, 1, 1, &f->err), SG_ERR_RANGE);
    assert_int_equal(sg_memory_bind_texture(f->mem, 1, GBASE, 1, 3, &f->err), SG_ERR_RANGE);
    assert_int_equal(sg_memory_bind_texture(f->mem, 1, GBASE + 4, 1, 4, &f->err), SG_ERR_RANGE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_regions_sorted_and_merged),
        cmocka_unit_test(test_region_errors),
        cmocka_unit_test(test_bulk_read_write),
        cmocka_unit_test(test_lookup_many_regions),
        cmocka_unit_test_setup_teardown(test_constant_banks, setup, teardown),
        cmocka_unit_test_setup_teardown(test_load_sizes, setup, teardown),
        cmocka_unit_test_setup_teardown(test_store_sizes, setup, teardown),
        cmocka_unit_test_setup_teardown(test_global_addressing, setup, teardown),
        cmocka_unit_test_setup_teardown(test_global_range_errors, setup, teardown),
        cmocka_unit_test_setup_teardown(test_alignment, setup, teardown),
        cmocka_unit_test_setup_teardown(test_register_alignment_and_rz, setup, teardown),
        cmocka_unit_test_setup_teardown(test_local_memory, setup, teardown),
        cmocka_unit_test_setup_teardown(test_shared_memory, setup, teardown),
        cmocka_unit_test_setup_teardown(test_ldc, setup, teardown),
        cmocka_unit_test_setup_teardown(test_ld_ldu, setup, teardown),
        cmocka_unit_test_setup_teardown(test_all_or_nothing, setup, teardown),
        cmocka_unit_test_setup_teardown(test_same_address_highest_lane_wins, setup, teardown),
        cmocka_unit_test_setup_teardown(test_lanes_and_effects, setup, teardown),
        cmocka_unit_test_setup_teardown(test_red, setup, teardown),
        cmocka_unit_test_setup_teardown(test_tld, setup, teardown),
        cmocka_unit_test_setup_teardown(test_atom, setup, teardown),
        cmocka_unit_test_setup_teardown(test_shared_locks, setup, teardown),
        cmocka_unit_test_setup_teardown(test_image_into_memory, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
