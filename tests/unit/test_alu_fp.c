/*
 * test_alu_fp.c - sg_alu_exec() on single precision (specs/execution.md §5:
 * FADD, FMUL, FFMA, FSETP, FMNMX, rounding modes, .FTZ, .SAT, NaN results),
 * double precision (§6: DADD, DMUL, DFMA, DMNMX and the 32-bit-immediate
 * forms FADD32I, FMUL32I, FFMA32I, IMUL32I, ISCADD32I), the special function
 * unit (§7: MUFU, RRO), and the caller's floating-point environment, which
 * is restored and not consulted.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <fenv.h>
#if defined(__x86_64__) && defined(__SSE2__)
#include <immintrin.h>
#endif

#include <cmocka.h>

#include "alu_support.h"

/* ---- single precision ---------------------------------------------------------------- */

static void test_fadd(void **state)
{
    (void)state;
    static const fcase t[] = {
        {"FADD R3, R1, R2", ONE, TWO, 0, 0x40400000},
        {"FADD R3, R1, -R2", ONE, TWO, 0, 0xbf800000},
        {"FADD R3, -|R1|, |R2|", 0x3f800000, 0xc0000000, 0, ONE},
        /* rounding modes on 1 + 2^-30 */
        {"FADD R3, R1, R2", ONE, TINY, 0, 0x3f800000},
        {"FADD.RM R3, R1, R2", ONE, TINY, 0, 0x3f800000},
        {"FADD.RP R3, R1, R2", ONE, TINY, 0, 0x3f800001},
        {"FADD.RZ R3, R1, R2", ONE, TINY, 0, 0x3f800000},
        {"FADD.RM R3, -R1, -R2", ONE, TINY, 0, 0xbf800001},
        {"FADD.RP R3, -R1, -R2", ONE, TINY, 0, 0xbf800000},
        {"FADD.RZ R3, -R1, -R2", ONE, TINY, 0, 0xbf800000},
        /* x + (-x): +0, but -0 when rounding down */
        {"FADD R3, R1, -R2", ONE, ONE, 0, 0},
        {"FADD.RM R3, R1, -R2", ONE, ONE, 0, 0x80000000},
        /* overflow by mode */
        {"FADD R3, R1, R2", 0x7f7fffff, 0x7f7fffff, 0, INF32},
        {"FADD.RZ R3, R1, R2", 0x7f7fffff, 0x7f7fffff, 0, 0x7f7fffff},
        {"FADD.RM R3, -R1, -R2", 0x7f7fffff, 0x7f7fffff, 0, 0xff800000},
        /* subnormals: kept without .FTZ, flushed with it */
        {"FADD R3, R1, R2", DEN, DEN, 0, 2},
        {"FADD.FTZ R3, R1, R2", DEN, DEN, 0, 0},
        {"FADD.FTZ R3, R1, R2", 0x80000001, 0x80000001, 0, 0x80000000},
        {"FADD.FTZ R3, R1, R2", 0x00800000, 0x80000001, 0, 0x00800000}, /* input flushed */
        {"FADD R3, R1, R2", 0x00800000, 0x80000001, 0, 0x007fffff},
        {"FADD.FTZ R3, R1, -R2", 0x00800001, 0x00800000, 0, 0}, /* result flushed */
        /* .SAT */
        {"FADD.SAT R3, R1, R2", ONE, ONE, 0, ONE},
        {"FADD.SAT R3, R1, R2", HALF, 0xbf000000, 0, 0},
        {"FADD.SAT R3, R1, -R2", HALF, ONE, 0, 0},
        {"FADD.SAT R3, R1, R2", HALF, 0x3e800000, 0, 0x3f400000},
        {"FADD.SAT R3, R1, R2", INF32, 0xff800000, 0, 0}, /* NaN -> 0 */
        {"FADD.RM.SAT R3, R1, -R2", ONE, ONE, 0, 0},      /* -0 -> +0 */
        /* NaN results are the canonical 0x7fffffff */
        {"FADD R3, R1, R2", INF32, 0xff800000, 0, NAN32},
        {"FADD R3, R1, R2", 0xffc00001, ONE, 0, NAN32},
        {"FADD R3, R1, -R2", 0x7fc00000, ONE, 0, NAN32},
        /* immediates: the 20-bit field is the top of the float */
        {"FADD R3, R1, 0x3f800", ONE, 0, 0, TWO},
        {"FADD R3, R1, -(0x3f800)", ONE, 0, 0, 0},
        {"FADD R3, R1, -|0xbf800|", ONE, 0, 0, 0},
    };
    run_fcases(t, sizeof t / sizeof t[0]);
    cput(0, 0x10, 0x40400000);
    R(1) = ONE;
    run("FADD R3, R1, c [0x0] [0x10]");
    assert_int_equal(R(3), 0x40800000);
    /* $c of a float result: Z zero or NaN, S sign or NaN */
    static const struct { uint32_t a, b; uint8_t cc; } f[] = {
        {ONE, ONE, 0}, {ONE, 0xbf800000, Z}, {ONE, 0xc0000000, S}, {INF32, 0xff800000, Z | S},
    };
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++) {
        R(1) = f[i].a;
        R(2) = f[i].b;
        CC = 0xf;
        run("FADD R3.CC, R1, R2");
        assert_int_equal(CC, f[i].cc);
    }
}

static void test_fmul(void **state)
{
    (void)state;
    static const fcase t[] = {
        {"FMUL R3, R1, R2", 0x40400000, TWO, 0, 0x40c00000},
        {"FMUL R3, R1, -R2", 0x40400000, TWO, 0, 0xc0c00000},
        {"FMUL R3, R1, 0x3f000", 0x40400000, 0, 0, 0x3fc00000}, /* 000: FMUL R8, R8, 0x3f000 */
        /* post-scale applied before the single rounding */
        {"FMUL.D2 R3, R1, R2", 0x40400000, TWO, 0, 0x40400000},
        {"FMUL.D4 R3, R1, R2", 0x40400000, TWO, 0, 0x3fc00000},
        {"FMUL.D8 R3, R1, R2", 0x40400000, TWO, 0, 0x3f400000},
        {"FMUL.M2 R3, R1, R2", 0x40400000, TWO, 0, 0x41400000},
        {"FMUL.M4 R3, R1, R2", 0x40400000, TWO, 0, 0x41c00000},
        {"FMUL.M8 R3, R1, R2", 0x40400000, TWO, 0, 0x42400000},
        {"FMUL.M2 R3, R1, R2", 0x7f000000, ONE, 0, INF32},
        {"FMUL.D2 R3, R1, R2", 0x00000003, ONE, 0, 0x00000002}, /* 1.5 ulp rounds to even */
        /* (1 + 2^-23)^2 = 1 + 2^-22 + 2^-46 */
        {"FMUL R3, R1, R2", 0x3f800001, 0x3f800001, 0, 0x3f800002},
        {"FMUL.RP R3, R1, R2", 0x3f800001, 0x3f800001, 0, 0x3f800003},
        {"FMUL.RM R3, R1, -R2", 0x3f800001, 0x3f800001, 0, 0xbf800003},
        {"FMUL.RZ R3, R1, -R2", 0x3f800001, 0x3f800001, 0, 0xbf800002},
        {"FMUL.FTZ R3, R1, R2", DEN, 0x4b000000, 0, 0},
        {"FMUL R3, R1, R2", DEN, 0x4b000000, 0, 0x00800000},
        {"FMUL.FTZ R3, R1, R2", 0x00800000, HALF, 0, 0},
        {"FMUL.SAT R3, R1, R2", TWO, TWO, 0, ONE},
        {"FMUL R3, R1, R2", 0, INF32, 0, NAN32},
    };
    run_fcases(t, sizeof t / sizeof t[0]);
    run_fails("FMUL.FMZ R3, R1, R2", SG_ERR_UNKNOWN, ".FMZ");
}

static void test_ffma(void **state)
{
    (void)state;
    static const fcase t[] = {
        {"FFMA R3, R1, R2, R4", TWO, 0x40400000, ONE, 0x40e00000},
        {"FFMA R3, R1, -R2, R4", TWO, 0x40400000, ONE, 0xc0a00000},
        {"FFMA R3, R1, R2, -R4", TWO, 0x40400000, ONE, 0x40a00000},
        /* one rounding: (1+2^-12)^2 - (1+2^-11) = 2^-24 exactly */
        {"FFMA R3, R1, R2, R4", 0x3f800800, 0x3f800800, 0xbf801000, 0x33800000},
        /* rounding modes on 1 + 2^-30 */
        {"FFMA.RP R3, R1, R2, R4", ONE, ONE, TINY, 0x3f800001},
        {"FFMA.RM R3, R1, R2, R4", ONE, ONE, TINY, ONE},
        {"FFMA.RZ R3, R1, -R2, -R4", ONE, ONE, TINY, 0xbf800000},
        {"FFMA.RM R3, R1, -R2, -R4", ONE, ONE, TINY, 0xbf800001},
        {"FFMA.FTZ R3, R1, R2, R4", DEN, ONE, 0, 0},
        {"FFMA R3, R1, R2, R4", DEN, ONE, 0, DEN},
        {"FFMA.SAT R3, R1, R2, R4", TWO, TWO, 0xbf800000, ONE},
        {"FFMA R3, R1, 0x40000, R4", 0x40400000, 0, ONE, 0x40e00000},
    };
    run_fcases(t, sizeof t / sizeof t[0]);
    cput(0x1, 0xc, ONE);
    R(9) = TWO;
    R(7) = 0x40400000;
    run("FFMA R7, R9, R7, c [0x1] [0xc]"); /* 000 §4.1: R7 from the Rc slot */
    assert_int_equal(R(7), 0x40e00000);
    run_fails("FFMA.FMZ R3, R1, R2, R4", SG_ERR_UNKNOWN, ".FMZ");
}

static void test_fsetp(void **state)
{
    (void)state;
    static const char *const cmp[16] = {"F",   "LT",  "EQ",  "LE",  "GT",  "NE",  "GE",  "NUM",
                                        "NAN", "LTU", "EQU", "LEU", "GTU", "NEU", "GEU", "T"};
    static const uint32_t v[] = {ONE, TWO, 0x80000000, 0, 0xbf800000, INF32, 0x7fc00000};
    const size_t nv = sizeof v / sizeof v[0];
    for (unsigned c = 0; c < 16; c++) {
        char text[80];
        snprintf(text, sizeof text, "FSETP.%s.AND P0, P1, R1, R2, pt", cmp[c]);
        for (size_t i = 0; i < nv; i++)
            for (size_t j = 0; j < nv; j++) {
                R(1) = v[i];
                R(2) = v[j];
                run(text);
                float a, b;
                memcpy(&a, &v[i], 4);
                memcpy(&b, &v[j], 4);
                int un = a != a || b != b;
                int lt = !un && a < b, eq = !un && a == b, gt = !un && a > b;
                int want = ((c & 1) && lt) || ((c & 2) && eq) || ((c & 4) && gt) || ((c & 8) && un);
                if ((int)P(0) != want || (int)P(1) != !want)
                    fail_msg("%s with 0x%x, 0x%x: P0=%u", text, v[i], v[j], P(0));
            }
    }
    /* FTZ: a subnormal equals zero */
    R(1) = DEN;
    R(2) = 0x80000000;
    run("FSETP.EQ.AND P0, pt, R1, R2, pt");
    assert_int_equal(P(0), 0);
    run("FSETP.EQ.FTZ.AND P0, pt, R1, R2, pt");
    assert_int_equal(P(0), 1);
    /* neg/abs and the combining predicate */
    R(1) = 0xc0000000;
    R(2) = ONE;
    run("FSETP.GT.AND P0, P1, |R1|, R2, pt");
    assert_int_equal(P(0), 1);
    rf.p[2] = 0;
    run("FSETP.GT.OR P0, P1, -R1, R2, P2");
    assert_int_equal(P(0), 1);
    assert_int_equal(P(1), 0);
    run("FSETP.LT.XOR P0, P1, R1, 0x3f800, !P2");
    assert_int_equal(P(0), 0);
    assert_int_equal(P(1), 1);
}

static void test_fmnmx(void **state)
{
    (void)state;
    static const fcase t[] = {
        {"FMNMX R3, R1, R2, pt", ONE, TWO, 0, ONE},
        {"FMNMX R3, R1, R2, !pt", ONE, TWO, 0, TWO},
        {"FMNMX R3, R1, -R2, pt", ONE, TWO, 0, 0xc0000000},
        {"FMNMX R3, R1, |R2|, pt", ONE, 0xc0000000, 0, ONE},
        {"FMNMX R3, R1, R2, pt", 0x7fc00000, TWO, 0, TWO}, /* a NaN yields the other */
        {"FMNMX R3, R1, R2, !pt", ONE, 0xffc00000, 0, ONE},
        {"FMNMX R3, R1, R2, pt", 0x7fc00001, 0xffc00000, 0, NAN32},
        {"FMNMX R3, R1, R2, pt", 0, 0x80000000, 0, 0x80000000}, /* -0 < +0 */
        {"FMNMX R3, R1, R2, !pt", 0x80000000, 0, 0, 0},
        {"FMNMX R3, R1, R2, pt", DEN, 0x80000000, 0, 0x80000000},
        {"FMNMX.FTZ R3, R1, R2, !pt", DEN, 0x80000000, 0, 0},
        {"FMNMX R3, R1, 0xbf800, pt", ONE, 0, 0, 0xbf800000},
    };
    run_fcases(t, sizeof t / sizeof t[0]);
}

/* ---- SFU -------------------------------------------------------------------------- */

static void test_mufu(void **state)
{
    (void)state;
    static const fcase t[] = {
        {"MUFU.EX2 R3, R1", ONE, 0, 0, TWO},
        {"MUFU.EX2 R3, -R1", ONE, 0, 0, HALF},
        {"MUFU.EX2 R3, R1", 0x43000000, 0, 0, INF32}, /* 2^128 */
        {"MUFU.LG2 R3, R1", 0x41000000, 0, 0, 0x40400000},
        {"MUFU.LG2 R3, R1", 0, 0, 0, 0xff800000},
        {"MUFU.LG2 R3, R1", 0xbf800000, 0, 0, NAN32},
        {"MUFU.LG2 R3, |R1|", 0xc1000000, 0, 0, 0x40400000},
        {"MUFU.RCP R3, R1", 0x40800000, 0, 0, 0x3e800000},
        {"MUFU.RCP R3, R1", 0x40400000, 0, 0, 0x3eaaaaab},
        {"MUFU.RCP R3, R1", 0x80000000, 0, 0, 0xff800000},
        {"MUFU.RSQ R3, R1", 0x40800000, 0, 0, HALF},
        {"MUFU.RSQ R3, R1", 0xbf800000, 0, 0, NAN32},
        {"MUFU.SIN R3, R1", 0, 0, 0, 0},
        {"MUFU.SIN R3, R1", ONE, 0, 0, 0x3f576aa4}, /* sin(1) */
        {"MUFU.COS R3, R1", 0, 0, 0, ONE},
        {"MUFU.COS R3, R1", INF32, 0, 0, NAN32},
        {"MUFU.EX2.SAT R3, R1", ONE, 0, 0, ONE},
        {"MUFU.SIN.SAT R3, -R1", ONE, 0, 0, 0},
        /* the high word of a double */
        {"MUFU.RCP64H R3, R1", 0x40000000, 0, 0, 0x3fe00000},   /* 1/2 */
        {"MUFU.RCP64H R3, -R1", 0x40000000, 0, 0, 0xbfe00000},
        {"MUFU.RSQ64H R3, R1", 0x40100000, 0, 0, 0x3fe00000},   /* 1/sqrt(4) */
        {"MUFU.RSQ64H R3, R1", 0xc0100000, 0, 0, 0xfff80000},   /* NaN: the canonical NaN's top */
    };
    run_fcases(t, sizeof t / sizeof t[0]);
    run_fails("MUFU.RCP64H.SAT R3, R1", SG_ERR_UNKNOWN, ".SAT");
}

static void test_rro(void **state)
{
    (void)state;
    static const fcase t[] = {
        {"RRO.SINCOS R3, R1", 0x40490fdb, 0, 0, 0x40490fdb},
        {"RRO.EX2 R3, -R1", ONE, 0, 0, 0xbf800000},
        {"RRO.EX2 R3, |R1|", 0xbf800000, 0, 0, ONE},
        {"RRO.EX2 R3, 0x3f800", 0, 0, 0, ONE},
        {"RRO.SINCOS R3, R1", 0x7fc00001, 0, 0, 0x7fc00001}, /* identity, even on NaN */
    };
    run_fcases(t, sizeof t / sizeof t[0]);
    /* MUFU.SIN(RRO.SINCOS(x)) = sin(x); MUFU.EX2(RRO.EX2(x)) = 2^x (000 §4.1) */
    R(1) = ONE;
    run("RRO.SINCOS R5, R1");
    run("MUFU.SIN R5, R5");
    assert_int_equal(R(5), 0x3f576aa4);
    R(8) = 0x40400000;
    run("RRO.EX2 R7, R8");
    run("MUFU.EX2 R9, R7");
    assert_int_equal(R(9), 0x41000000);
}

/* ---- double precision ---------------------------------------------------------------- */

static void test_double(void **state)
{
    (void)state;
    static const struct { const char *text; uint64_t a, b, c, r; } t[] = {
        {"DADD R2, R4, R6", D1, D2, 0, D3},
        {"DADD R2, R4, -R6", D1, D2, 0, 0xbff0000000000000ull},
        {"DADD R2, -|R4|, |R6|", 0xbff0000000000000ull, 0xc000000000000000ull, 0, D1},
        {"DADD R2, R4, R6", D1, DTINY, 0, D1},
        {"DADD.RM R2, R4, R6", D1, DTINY, 0, D1},
        {"DADD.RP R2, R4, R6", D1, DTINY, 0, 0x3ff0000000000001ull},
        {"DADD.RZ R2, -R4, -R6", D1, DTINY, 0, 0xbff0000000000000ull},
        {"DADD.RM R2, -R4, -R6", D1, DTINY, 0, 0xbff0000000000001ull},
        {"DADD.RM R2, R4, -R6", D1, D1, 0, 0x8000000000000000ull},
        {"DADD R2, R4, R6", 1, 1, 0, 2}, /* subnormals are kept */
        {"DADD R2, R4, R6", 0x7ff0000000000000ull, 0xfff0000000000000ull, 0, 0xfff8000000000000ull},
        {"DADD R2, R4, 0x3ff00", D1, 0, 0, D2}, /* immediate: the double's top 20 bits */
        {"DMUL R2, R4, R6", D2, D3, 0, 0x4018000000000000ull},
        {"DMUL R2, R4, -R6", D2, D3, 0, 0xc018000000000000ull},
        {"DMUL R2, R4, R6", 0x3ff0000000000001ull, 0x3ff0000000000001ull, 0, 0x3ff0000000000002ull},
        {"DMUL.RP R2, R4, R6", 0x3ff0000000000001ull, 0x3ff0000000000001ull, 0,
         0x3ff0000000000003ull},
        {"DMUL R2, R4, 0x40000", D3, 0, 0, 0x4018000000000000ull},
        {"DFMA R2, R4, R6, R8", D2, D3, D1, 0x401c000000000000ull},
        {"DFMA R2, R4, -R6, R8", D2, D3, D1, 0xc014000000000000ull},
        {"DFMA R2, R4, R6, -R8", D2, D3, D1, 0x4014000000000000ull},
        {"DFMA.RZ R2, R4, R6, R8", D1, D1, DTINY, D1},
        {"DFMA.RP R2, R4, R6, R8", D1, D1, DTINY, 0x3ff0000000000001ull},
        {"DFMA.RM R2, R4, R6, R8", D1, D1, DTINY, D1},
        /* single rounding: (1+2^-52)^2 - (1+2^-51) = 2^-104 */
        {"DFMA R2, R4, R6, R8", 0x3ff0000000000001ull, 0x3ff0000000000001ull,
         0xbff0000000000002ull, 0x3970000000000000ull},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        set64(4, t[i].a);
        set64(6, t[i].b);
        set64(8, t[i].c);
        run(t[i].text);
        if (get64(2) != t[i].r)
            fail_msg("%s: 0x%016llx, expected 0x%016llx", t[i].text, (unsigned long long)get64(2),
                     (unsigned long long)t[i].r);
    }
    /* 64-bit constants: 8-byte aligned little-endian pairs */
    cput(0, 0x40, 0x00000000);
    cput(0, 0x44, 0x40080000);
    set64(4, D1);
    run("DADD R2, R4, c [0x0] [0x40]");
    assert_true(get64(2) == 0x4010000000000000ull);
    set64(4, D2);
    set64(6, D3);
    run("DFMA R2, R4, R6, c [0x0] [0x40]");
    assert_true(get64(2) == 0x4022000000000000ull);
    /* RZ reads 0 as a pair; a write to RZ is dropped */
    run("DADD R2, R4, RZ");
    assert_true(get64(2) == D2);
    run("DADD RZ, R4, R6");
    /* $c */
    set64(4, D1);
    set64(6, D1);
    run("DADD R2.CC, R4, -R6");
    assert_int_equal(CC, Z);
    /* errors: odd or R62 pairs, misaligned 64-bit constants */
    run_fails("DADD R3, R4, R6", SG_ERR_OPERAND, "R3 cannot hold a 64-bit value");
    run_fails("DADD R2, R5, R6", SG_ERR_OPERAND, "R5");
    run_fails("DMUL R2, R4, R7", SG_ERR_OPERAND, "R7");
    run_fails("DFMA R2, R4, R6, R9", SG_ERR_OPERAND, "R9");
    run_fails("DADD R62, R4, R6", SG_ERR_OPERAND, "R62");
    run_fails("DADD R2, R4, c [0x0] [0x44]", SG_ERR_RANGE, "not 8-byte aligned");
}

/* The 32-bit-immediate forms compute as their relatives; DMNMX as FMNMX. */
static void test_imm32_forms_and_dmnmx(void **state)
{
    (void)state;
    R(1) = 0x40000000; /* 2.0f */
    run("FADD32I R3, R1, 0x3f800000");
    assert_int_equal(R(3), 0x40400000); /* 3.0f */
    run("FADD32I R3, -R1, 0x3f800000");
    assert_int_equal(R(3), 0xbf800000); /* -1.0f */
    run("FMUL32I R3, R1, 0x3f000000");
    assert_int_equal(R(3), 0x3f800000); /* 1.0f */
    R(3) = 0x3f800000;
    run("FFMA32I R3, R1, 0x40400000, R3"); /* 2 * 3 + 1 */
    assert_int_equal(R(3), 0x40e00000);
    R(3) = 0x3f800000;
    run("FFMA32I R3, R1, 0x40400000, -R3"); /* 2 * 3 - 1 */
    assert_int_equal(R(3), 0x40a00000);
    R(2) = 7;
    run("IMUL32I R4, R2, -0x3");
    assert_int_equal(R(4), (uint32_t)-21);
    run("IMUL32I.U32.U32.HI R4, R2, -0x1"); /* (7 * 0xffffffff) >> 32 */
    assert_int_equal(R(4), 6);
    run("ISCADD32I R4, R2, 0x100, 0x4"); /* (7 << 4) + 0x100 */
    assert_int_equal(R(4), 0x170);
    set64(4, 0x3ff0000000000000ull); /* 1.0 */
    set64(6, 0xc000000000000000ull); /* -2.0 */
    run("DMNMX R8, R4, R6, pt"); /* min */
    assert_int_equal(R(8), 0);
    assert_int_equal(R(9), 0xc0000000);
    run("DMNMX R8, R4, -R6, pt"); /* min(1, 2) */
    assert_int_equal(R(9), 0x3ff00000);
    run("DMNMX R8, R4, R6, !pt"); /* max */
    assert_int_equal(R(9), 0x3ff00000);
    set64(6, 0x7ff8000000000000ull); /* NaN: the other operand */
    run("DMNMX R8, R4, R6, pt");
    assert_int_equal(R(9), 0x3ff00000);
}

/* The caller's floating-point environment is restored and not consulted. */
static void test_fp_environment(void **state)
{
    (void)state;
    fesetround(FE_UPWARD);
    R(1) = ONE;
    R(2) = TINY;
    run("FADD R3, R1, R2"); /* RN regardless of the caller's mode */
    assert_int_equal(R(3), ONE);
    R(1) = 16777217;
    run("I2F.F32.S32 R3, R1");
    assert_int_equal(R(3), 0x4b800000);
    assert_int_equal(fegetround(), FE_UPWARD);
    fesetround(FE_TONEAREST);
    feclearexcept(FE_ALL_EXCEPT);
    R(1) = INF32;
    R(2) = 0xff800000;
    run("FADD R3, R1, R2");
    assert_int_equal(fetestexcept(FE_ALL_EXCEPT), 0);
    /* the caller's raised flags stay raised, and only those (inf - inf is invalid inside) */
    feraiseexcept(FE_INEXACT);
    run("FADD R3, R1, R2");
    assert_int_equal(fetestexcept(FE_ALL_EXCEPT), FE_INEXACT);
    feclearexcept(FE_ALL_EXCEPT);
#if defined(__x86_64__) && defined(__SSE2__)
    /* a caller that flushes denormals (MXCSR FTZ and DAZ, as -ffast-math code sets them)
     * changes no result, and gets its MXCSR back (issue 14: fpenv.h saves only MXCSR and the
     * x87 control word on x86-64) */
    unsigned csr = _mm_getcsr();
    _mm_setcsr(csr | 0x8040u);
    R(1) = 0x00000001; /* the smallest denormal */
    R(2) = 0x00000001;
    run("FADD R3, R1, R2");
    assert_int_equal(R(3), 0x00000002);
    assert_int_equal(_mm_getcsr(), csr | 0x8040u);
    _mm_setcsr(csr);
#endif
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_fadd, reset),
        cmocka_unit_test_setup(test_fmul, reset),
        cmocka_unit_test_setup(test_ffma, reset),
        cmocka_unit_test_setup(test_fsetp, reset),
        cmocka_unit_test_setup(test_fmnmx, reset),
        cmocka_unit_test_setup(test_mufu, reset),
        cmocka_unit_test_setup(test_rro, reset),
        cmocka_unit_test_setup(test_double, reset),
        cmocka_unit_test_setup(test_imm32_forms_and_dmnmx, reset),
        cmocka_unit_test_setup(test_fp_environment, reset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
