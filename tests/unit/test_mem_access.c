/*
 * test_mem_access.c - the LD/ST unit's accesses (specs/memory.md): byte
 * order, sizes and extension (MEM-5, MEM-6), data registers and RZ (MEM-7),
 * 64-bit (.E) and 32-bit global addressing and its range errors (MEM-8),
 * alignment (MEM-9).
 *
 * Each test names the rule it checks (MEM-n); the fixture is mem_support.h.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mem_support.h"

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_load_sizes, setup, teardown),
        cmocka_unit_test_setup_teardown(test_store_sizes, setup, teardown),
        cmocka_unit_test_setup_teardown(test_global_addressing, setup, teardown),
        cmocka_unit_test_setup_teardown(test_global_range_errors, setup, teardown),
        cmocka_unit_test_setup_teardown(test_alignment, setup, teardown),
        cmocka_unit_test_setup_teardown(test_register_alignment_and_rz, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
