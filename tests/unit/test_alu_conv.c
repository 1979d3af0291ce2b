/*
 * test_alu_conv.c - sg_alu_exec() on the conversions of specs/execution.md
 * §8 (F2F, F2I, I2F, I2I: sizes, rounding, saturation, 64-bit pairs), with
 * their error cases.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "alu_support.h"

/* ---- conversions ---------------------------------------------------------------------- */

static void test_f2f(void **state)
{
    (void)state;
    static const fcase t[] = {
        {"F2F.F16.F32 R3, R1", ONE, 0, 0, 0x3c00},
        {"F2F.F16.F32 R3, R1", 0x477ff000, 0, 0, 0x7c00}, /* 65520: tie to even 65536 = Inf */
        {"F2F.F16.F32.RZ R3, R1", 0x477ff000, 0, 0, 0x7bff},
        {"F2F.F16.F32.RM R3, -R1", 0x477ff000, 0, 0, 0xfc00},
        {"F2F.F16.F32 R3, R1", 0x33800000, 0, 0, 0x0001}, /* 2^-24: f16 subnormal */
        {"F2F.F16.F32 R3, R1", 0x33000000, 0, 0, 0x0000}, /* 2^-25: tie to even 0 */
        {"F2F.F16.F32.RP R3, R1", 0x33000000, 0, 0, 0x0001},
        {"F2F.F16.F32 R3, R1", 0x7fc00000, 0, 0, 0x7fff},
        {"F2F.F32.F16 R3, R1", 0xffff3c00, 0, 0, ONE}, /* the low half */
        {"F2F.F32.F16 R3, R1", 0x0001, 0, 0, 0x33800000},
        {"F2F.F32.F16 R3, -R1", 0x7c00, 0, 0, 0xff800000},
        {"F2F.F16.F16 R3, |R1|", 0xbc00, 0, 0, 0x3c00},
        /* F32 -> F32: neg/abs/FTZ/SAT; integer rounding */
        {"F2F R3, -R1", ONE, 0, 0, 0xbf800000},
        {"F2F R3, R1", DEN, 0, 0, DEN},
        {"F2F.FTZ R3, R1", 0x80000001, 0, 0, 0x80000000},
        {"F2F.SAT R3, R1", 0x40400000, 0, 0, ONE},
        {"F2F.SAT R3, -R1", 0x40400000, 0, 0, 0},
        {"F2F R3, R1", 0x7fc00001, 0, 0, NAN32},
        {"F2F.ROUND R3, R1", 0x40200000, 0, 0, TWO},        /* 2.5 -> 2 */
        {"F2F.ROUND R3, R1", 0x40600000, 0, 0, 0x40800000}, /* 3.5 -> 4 */
        {"F2F.FLOOR R3, R1", 0xc0200000, 0, 0, 0xc0400000}, /* -2.5 -> -3 */
        {"F2F.CEIL R3, R1", 0xc0200000, 0, 0, 0xc0000000},
        {"F2F.TRUNC R3, R1", 0xc0200000, 0, 0, 0xc0000000}, /* 000: F2F.TRUNC R8, R8 */
        {"F2F.CEIL R3, R1", 0xbe800000, 0, 0, 0x80000000},  /* -0.25 -> -0 */
        {"F2F.FLOOR R3, R1", 0x80000001, 0, 0, 0xbf800000},
        {"F2F.FTZ.FLOOR R3, R1", 0x80000001, 0, 0, 0x80000000},
        {"F2F.F16.F16.TRUNC R3, R1", 0x3e00, 0, 0, 0x3c00}, /* 1.5 -> 1 */
        {"F2F.RM R3, R1", 0x3f800001, 0, 0, 0x3f800001},
    };
    run_fcases(t, sizeof t / sizeof t[0]);
    static const struct { const char *text; uint64_t src; uint32_t r; } d[] = {
        {"F2F.F32.F64 R3, R4", 0x3ff0000010001000ull, 0x3f800001},
        {"F2F.F32.F64.RM R3, R4", 0x3ff0000010001000ull, 0x3f800000},
        {"F2F.F32.F64.RP R3, R4", 0x3ff0000010001000ull, 0x3f800001},
        {"F2F.F32.F64.RZ R3, R4", 0x3ff0000010001000ull, 0x3f800000},
        {"F2F.F32.F64.RM R3, -R4", 0x3ff0000010001000ull, 0xbf800001},
        {"F2F.F32.F64 R3, R4", 0x47f0000000000000ull, INF32},
        {"F2F.F32.F64.RZ R3, R4", 0x47f0000000000000ull, 0x7f7fffff},
        {"F2F.F32.F64 R3, R4", 0x36a0000000000000ull, 0x00000001}, /* 2^-149: subnormal */
        {"F2F.F32.F64 R3, R4", 0x3690000000000000ull, 0x00000000}, /* 2^-150: tie to even 0 */
        {"F2F.FTZ.F32.F64 R3, R4", 0x36a0000000000000ull, 0},
        {"F2F.F32.F64 R3, |R4|", 0xbff0000000000000ull, ONE},
        {"F2F.F16.F64 R3, R4", 0x3ff0000000000000ull, 0x3c00},
    };
    for (size_t i = 0; i < sizeof d / sizeof d[0]; i++) {
        set64(4, d[i].src);
        run(d[i].text);
        if (R(3) != d[i].r)
            fail_msg("%s: 0x%08x, expected 0x%08x", d[i].text, R(3), d[i].r);
    }
    R(1) = 0x3fc00000;
    run("F2F.F64.F32 R2, R1");
    assert_true(get64(2) == 0x3ff8000000000000ull);
    R(1) = DEN;
    run("F2F.F64.F32 R2, R1");
    assert_true(get64(2) == 0x36a0000000000000ull);
    run("F2F.FTZ.F64.F32 R2, R1");
    assert_true(get64(2) == 0);
    R(1) = 0x3c00;
    run("F2F.F64.F16 R2, -R1");
    assert_true(get64(2) == 0xbff0000000000000ull);
    set64(4, 0x4004000000000000ull); /* 2.5 */
    run("F2F.F64.F64.CEIL R2, R4");
    assert_true(get64(2) == 0x4008000000000000ull);
    run("F2F.F64.F64.SAT R2, R4");
    assert_true(get64(2) == D1);
    run("F2F R1, 0x3f800");
    assert_int_equal(R(1), ONE);
    run_fails("F2F.F32.F64.FLOOR R1, R4", SG_ERR_UNKNOWN, "changing the size");
    run_fails("F2F.F32.F16 R1, 0x3c00", SG_ERR_UNKNOWN, "F16 source from a float immediate");
    run_fails("F2F.F64.F32 R1, R2", SG_ERR_OPERAND, "R1");
    run_fails("F2F.F32.F64 R1, R3", SG_ERR_OPERAND, "R3");
}

static void test_f2i(void **state)
{
    (void)state;
    static const struct { const char *text; uint32_t a, r; } t[] = {
        {"F2I.S32.F32 R3, R1", 0x40200000, 2}, /* 2.5: nearest even */
        {"F2I.S32.F32 R3, R1", 0x40600000, 4},
        {"F2I.S32.F32.FLOOR R3, R1", 0xc0200000, 0xfffffffd},
        {"F2I.S32.F32.CEIL R3, R1", 0xc0200000, 0xfffffffe},
        {"F2I.S32.F32.TRUNC R3, R1", 0xc0200000, 0xfffffffe},
        {"F2I.S32.F32.TRUNC R3, R1", 0x4f800000, 0x7fffffff}, /* 2^32 saturates */
        {"F2I.S32.F32.TRUNC R3, R1", 0xcf800000, 0x80000000},
        {"F2I.S32.F32 R3, R1", 0x7fc00000, 0}, /* NaN -> 0 */
        {"F2I.S32.F32 R3, R1", INF32, 0x7fffffff},
        {"F2I.U32.F32 R3, R1", 0xbf800000, 0},
        {"F2I.U32.F32 R3, R1", 0x4f800000, 0xffffffff},
        {"F2I.U32.F32.TRUNC R3, R1", 0x4f7fffff, 0xffffff00},
        {"F2I.U32.F32 R3, -R1", 0xbf800000, 1},
        {"F2I.S32.F32.FLOOR R3, R1", 0x80000001, 0xffffffff}, /* -denormal */
        {"F2I.FTZ.S32.F32.FLOOR R3, R1", 0x80000001, 0},
        {"F2I.S32.F32.FLOOR R3, |R1|", 0xc0200000, 2},
        {"F2I.S16.F32 R3, R1", 0xc0000000, 0xfffffffe}, /* sign-extended */
        {"F2I.S16.F32 R3, R1", 0x47000000, 0x7fff},      /* 32768 saturates */
        {"F2I.U16.F32 R3, R1", 0x47800000, 0xffff},
        {"F2I.U16.F32 R3, R1", 0xc0000000, 0},
        {"F2I.S32.F16 R3, R1", 0xc100, 0xfffffffe}, /* f16 -2.5 -> -2 */
        {"F2I.S32.F32 R3, 0x3fc00", 0, 2},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        R(1) = t[i].a;
        run(t[i].text);
        if (R(3) != t[i].r)
            fail_msg("%s (0x%08x): 0x%08x, expected 0x%08x", t[i].text, t[i].a, R(3), t[i].r);
    }
    R(1) = 0x53800000; /* 2^40 */
    run("F2I.U64.F32 R2, R1");
    assert_true(get64(2) == 0x10000000000ull);
    R(1) = 0xd3800000;
    run("F2I.S64.F32 R2, R1");
    assert_true(get64(2) == (uint64_t)-(int64_t)0x10000000000ll);
    run("F2I.U64.F32 R2, R1");
    assert_true(get64(2) == 0);
    R(1) = 0x5f800000; /* 2^64 */
    run("F2I.U64.F32 R2, R1");
    assert_true(get64(2) == 0xffffffffffffffffull);
    run("F2I.S64.F32 R2, R1");
    assert_true(get64(2) == 0x7fffffffffffffffull);
    run("F2I.S64.F32 R2, -R1");
    assert_true(get64(2) == 0x8000000000000000ull);
    set64(4, 0xc004000000000000ull); /* -2.5 */
    run("F2I.S32.F64.FLOOR R3, R4");
    assert_int_equal(R(3), 0xfffffffd);
    run("F2I.S64.F64.CEIL R2, R4");
    assert_true(get64(2) == 0xfffffffffffffffeull);
    CC = 0;
    run("F2I.S32.F64.CEIL R3.CC, R4");
    assert_int_equal(CC, S);
    run_fails("F2I.S64.F32 R3, R1", SG_ERR_OPERAND, "R3");
}

static void test_i2f(void **state)
{
    (void)state;
    static const struct { const char *text; uint32_t a, r; } t[] = {
        {"I2F.F32.S32 R3, R1", 0xfffffffb, 0xc0a00000}, /* 000: I2F.F32.S32 */
        {"I2F.F32.U32 R3, R1", 0xfffffffb, 0x4f800000},
        {"I2F.F32.S32 R3, R1", 16777217, 0x4b800000},
        {"I2F.F32.S32.RM R3, R1", 16777217, 0x4b800000},
        {"I2F.F32.S32.RP R3, R1", 16777217, 0x4b800001},
        {"I2F.F32.S32.RZ R3, R1", 16777217, 0x4b800000},
        {"I2F.F32.S32 R3, R1", 16777219, 0x4b800002},
        {"I2F.F32.S32.RM R3, -R1", 16777217, 0xcb800001},
        {"I2F.F32.U32.RP R3, R1", 0xffffffff, 0x4f800000}, /* 001: I2F.F32.U32.RP */
        {"I2F.F32.U32.RZ R3, R1", 0xffffffff, 0x4f7fffff},
        {"I2F.F32.S32 R3, |R1|", 0x80000000, 0x4f000000},
        {"I2F.F32.S32 R3, -R1", 0, 0},
        {"I2F.F32.S16 R3, R1", 0x1234ffff, 0xbf800000}, /* low 16 bits */
        {"I2F.F32.U16 R3, R1", 0x1234ffff, 0x477fff00},
        {"I2F.F32.S8 R3, R1", 0x80, 0xc3000000},
        {"I2F.F32.U8 R3, R1", 0x180, 0x43000000},
        {"I2F.F16.S32 R3, R1", 1, 0x3c00},
        {"I2F.F16.U32 R3, R1", 65520, 0x7c00},
        {"I2F.F16.U32.RZ R3, R1", 65520, 0x7bff},
        {"I2F.F16.S8 R3, -0x5", 0, 0xc500},
        {"I2F.F32.S32 R3, -(0x5)", 0, 0xc0a00000},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        R(1) = t[i].a;
        run(t[i].text);
        if (R(3) != t[i].r)
            fail_msg("%s (0x%08x): 0x%08x, expected 0x%08x", t[i].text, t[i].a, R(3), t[i].r);
    }
    set64(4, 0xffffffffffffffffull);
    run("I2F.F32.U64 R3, R4");
    assert_int_equal(R(3), 0x5f800000);
    run("I2F.F32.U64.RZ R3, R4");
    assert_int_equal(R(3), 0x5f7fffff);
    run("I2F.F32.S64 R3, R4");
    assert_int_equal(R(3), 0xbf800000);
    run("I2F.F64.U64 R2, R4");
    assert_true(get64(2) == 0x43f0000000000000ull);
    run("I2F.F64.U64.RZ R2, R4");
    assert_true(get64(2) == 0x43efffffffffffffull);
    set64(4, 0x8000000000000000ull);
    run("I2F.F64.S64 R2, R4");
    assert_true(get64(2) == 0xc3e0000000000000ull);
    run("I2F.F64.S64 R2, |R4|");
    assert_true(get64(2) == 0x43e0000000000000ull);
    R(1) = 7;
    run("I2F.F64.S32 R2, R1");
    assert_true(get64(2) == 0x401c000000000000ull);
    run("I2F.F64.S64 R2, -0x1");
    assert_true(get64(2) == 0xbff0000000000000ull);
    run_fails("I2F.F32.S64 R3, c [0x0] [0x0]", SG_ERR_UNKNOWN, "64-bit integer source from c[]");
    run_fails("I2F.F32.S64 R3, R5", SG_ERR_OPERAND, "R5");
}

static void test_i2i(void **state)
{
    (void)state;
    static const struct { const char *text; uint32_t a, r; } t[] = {
        {"I2I.S32.S32 R3, -R1", 5, 0xfffffffb}, /* 000: I2I.S32.S32 R2, -R2 */
        {"I2I.S32.S32 R3, -R1", 0x80000000, 0x80000000},
        {"I2I.S32.S32.SAT R3, -R1", 0x80000000, 0x7fffffff},
        {"I2I.S32.S32 R3, |R1|", 0xfffffffb, 5},
        {"I2I.U32.S32.SAT R3, R1", 0xfffffffb, 0},
        {"I2I.U32.S32 R3, R1", 0xfffffffb, 0xfffffffb},
        {"I2I.S32.S16 R3, R1", 0x0000ffff, 0xffffffff}, /* 001: I2I.S32.S16 */
        {"I2I.U32.U16 R3, R1", 0xffff8000, 0x8000},
        {"I2I.U32.U8 R3, R1", 0x1ff, 0xff},
        {"I2I.U16.U32 R3, R1", 0x12345, 0x2345},
        {"I2I.U16.U32.SAT R3, R1", 0x12345, 0xffff},
        {"I2I.U8.S32.SAT R3, R1", 0xffffffff, 0},
        {"I2I.U8.S32.SAT R3, R1", 300, 0xff},
        {"I2I.S8.S32 R3, R1", 0x80, 0xffffff80},
        {"I2I.S8.S32.SAT R3, R1", 0x80, 0x7f},
        {"I2I.S16.S32.SAT R3, R1", 0xffff0000, 0xffff8000},
        {"I2I.S16.U16 R3, R1", 0x8000, 0xffff8000},
        {"I2I.U32.U32 R3, -R1", 1, 0xffffffff},
        {"I2I.U32.S32 R3, 0x7ffff", 0, 0x7ffff},
        {"I2I.S32.S8 R3, -0x1", 0, 0xffffffff},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        R(1) = t[i].a;
        run(t[i].text);
        if (R(3) != t[i].r)
            fail_msg("%s (0x%08x): 0x%08x, expected 0x%08x", t[i].text, t[i].a, R(3), t[i].r);
    }
    R(1) = 0xfffffffe;
    run("I2I.S64.S32 R2, R1");
    assert_true(get64(2) == 0xfffffffffffffffeull);
    run("I2I.U64.U32 R2, R1");
    assert_true(get64(2) == 0xfffffffeull);
    run("I2I.U64.S32.SAT R2, R1");
    assert_true(get64(2) == 0);
    CC = 0;
    run("I2I.S64.S32 R2.CC, R1");
    assert_int_equal(CC, S);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_f2f, reset),
        cmocka_unit_test_setup(test_f2i, reset),
        cmocka_unit_test_setup(test_i2f, reset),
        cmocka_unit_test_setup(test_i2i, reset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
