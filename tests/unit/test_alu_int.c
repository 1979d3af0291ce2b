/*
 * test_alu_int.c - sg_alu_exec() on the moves and integer operations of
 * specs/execution.md §3.1-§3.4 (MOV, MOV32I, S2R, SEL, NOP; the adder IADD,
 * IADD32I, ISCADD with carry chains; IMUL, IMAD; the compares ISETP, ICMP,
 * IMNMX, PSETP) and the condition code of §4, with the error cases (which
 * must leave the register file unchanged).
 *
 * Each test assembles cuobjdump text with sg_asm_insn() and runs it on a
 * register file; most use lane 0 only (R(n) is register n of lane 0).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "alu_support.h"

/* ---- moves ------------------------------------------------------------------- */

static void test_mov(void **state)
{
    (void)state;
    R(2) = 0x12345678;
    run("MOV R1, R2");
    assert_int_equal(R(1), 0x12345678);
    cput(1, 0x100, 0xcafef00d);
    run("MOV R1, c [0x1] [0x100]"); /* 000 Figure 9, first instruction */
    assert_int_equal(R(1), 0xcafef00d);
    run("MOV R1, -0x1");
    assert_int_equal(R(1), 0xffffffff);
    run("MOV R1, 0x7ffff");
    assert_int_equal(R(1), 0x7ffff);
    run("MOV32I R1, 0xdeadbeef");
    assert_int_equal(R(1), 0xdeadbeef);
    run("MOV R1, RZ");
    assert_int_equal(R(1), 0);
    run("MOV RZ, R2"); /* writes to RZ are dropped */
    assert_int_equal(rf.r[63][0], 0);
}

static void test_s2r(void **state)
{
    (void)state;
    for (unsigned l = 0; l < 32; l++) {
        ids.tid_x[l] = 100 + l;
        ids.tid_y[l] = 200 + l;
        ids.tid_z[l] = 300 + l;
    }
    ids.ctaid[0] = 7, ids.ctaid[1] = 8, ids.ctaid[2] = 9;
    ids.ntid[0] = 64, ids.ntid[1] = 2, ids.ntid[2] = 1;
    ids.nctaid[0] = 10, ids.nctaid[1] = 11, ids.nctaid[2] = 12;
    ids.warpid = 5;
    ids.gridid = 3;
    ids.clock = 0x123456789abcull;
    static const struct { const char *sr; uint32_t lane5; } t[] = {
        {"SR_LaneId", 5},     {"SR_Tid_X", 105},   {"SR_Tid_Y", 205},     {"SR_Tid_Z", 305},
        {"SR_CTAid_X", 7},    {"SR_CTAid_Y", 8},   {"SR_CTAid_Z", 9},     {"SR_NTid_X", 64},
        {"SR_NTid_Y", 2},     {"SR_NTid_Z", 1},    {"SR_NCTAid_X", 10},   {"SR_NCTAid_Y", 11},
        {"SR_NCTAid_Z", 12},  {"SR_GridParam", 3}, {"SR_VirtId", 5 << 8}, {"SR_EqMask", 0x20},
        {"SR_LtMask", 0x1f},  {"SR_LeMask", 0x3f}, {"SR_GtMask", 0xffffffc0},
        {"SR_GeMask", 0xffffffe0}, {"SR_ClockLo", 0x56789abc}, {"SR_ClockHi", 0x1234},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        char text[64];
        snprintf(text, sizeof text, "S2R R1, %s", t[i].sr);
        run_all(text);
        if (rf.r[1][5] != t[i].lane5)
            fail_msg("%s: lane 5 = 0x%x, expected 0x%x", t[i].sr, rf.r[1][5], t[i].lane5);
    }
    run_all("S2R R1, SR_LaneId");
    assert_int_equal(rf.r[1][31], 31);
    run_all("S2R R1, SR_LeMask");
    assert_int_equal(rf.r[1][31], 0xffffffff);
    /* an 8-lane warp: the masks stop at the warp size */
    env.warp_size = 8;
    sg_error e;
    assert_int_equal(exec_on("S2R R1, SR_GtMask", 0xff, NULL, &e), SG_OK);
    assert_int_equal(rf.r[1][2], 0xf8);
    assert_int_equal(exec_on("S2R R1, SR_GtMask", 0x100, NULL, &e), SG_ERR_ARG);
    env.warp_size = 32;
    run_fails("S2R R1, SR_PM0", SG_ERR_UNKNOWN, "special register SR_PM0 not modelled");
    run_fails("S2R R1, SR_Tid", SG_ERR_UNKNOWN, "SR_Tid not modelled");
}

static void test_sel(void **state)
{
    (void)state;
    R(2) = 11;
    R(3) = 22;
    rf.p[0] = 0;
    run("SEL R1, R2, R3, P0");
    assert_int_equal(R(1), 22);
    run("SEL R1, R2, R3, !P0"); /* 001 Table 4.10 */
    assert_int_equal(R(1), 11);
    run("SEL R1, R2, 0x5, pt");
    assert_int_equal(R(1), 11);
    run("SEL R1, R2, 0x5, !pt");
    assert_int_equal(R(1), 5);
}

static void test_nop(void **state)
{
    (void)state;
    static sg_regfile before;
    R(1) = 5;
    before = rf;
    sg_effects fx;
    memset(&fx, 0, sizeof fx);
    sg_error e;
    assert_int_equal(exec_on("NOP CC.T", 3, &fx, &e), SG_OK);
    assert_memory_equal(&before, &rf, sizeof rf);
    assert_int_equal(fx.nregs, 0);
    assert_int_equal(fx.lanes, 3);
}

/* ---- integer add ---------------------------------------------------------------- */

static void test_iadd(void **state)
{
    (void)state;
    static const addcase t[] = {
        {"IADD R3, R1, R2", 5, 7, 0, 12, 0xff},
        {"IADD R3.CC, R1, R2", 0xffffffff, 1, 0, 0, Z | C},
        {"IADD R3.CC, R1, R2", 0x7fffffff, 1, 0, 0x80000000, S | O},
        {"IADD R3.CC, R1, R2", 0x80000000, 0x80000000, 0, 0, Z | C | O},
        {"IADD R3.CC, R1, R2", 1, 2, 0xf, 3, 0},
        /* one negation: a + ~b + 1 (sub) and ~a + b + 1 (subr); C = no borrow */
        {"IADD R3.CC, R1, -R2", 5, 3, 0, 2, C},
        {"IADD R3.CC, R1, -R2", 3, 5, 0, 0xfffffffe, S},
        {"IADD R3.CC, R1, -R2", 5, 5, 0, 0, Z | C},
        {"IADD R3.CC, -R1, R2", 5, 3, 0, 0xfffffffe, S},
        {"IADD R3.CC, R1, -R2", 0x80000000, 1, 0, 0x7fffffff, C | O},
        /* both negations: .PO, a + b + 1 (envytools "addpo") */
        {"IADD R3.CC, -R1, -R2", 5, 3, 0, 9, 0},
        {"IADD R3.CC, -R1, -R2", 0xffffffff, 0, 0, 0, Z | C},
        /* .X: carry in from $c.C */
        {"IADD.X R3, R1, R2", 5, 3, C, 9, 0xff},
        {"IADD.X R3, R1, R2", 5, 3, Z | S | O, 8, 0xff},
        {"IADD.X R3.CC, R1, -R2", 5, 5, 0, 0xffffffff, S},
        {"IADD.X R3.CC, R1, -R2", 5, 5, C, 0, Z | C},
        /* .SAT: signed saturation; C and O still those of the adder */
        {"IADD.SAT R3.CC, R1, R2", 0x7fffffff, 1, 0, 0x7fffffff, O},
        {"IADD.SAT R3.CC, R1, R2", 0x80000000, 0xffffffff, 0, 0x80000000, S | C | O},
        {"IADD.SAT R3, R1, -R2", 0x80000000, 1, 0, 0x80000000, 0xff},
        {"IADD.SAT R3, R1, R2", 0xffffffff, 1, 0, 0, 0xff},
        /* immediates: sign-extended 20 bits; "-(imm)" is the negation bit */
        {"IADD R3, R1, 0x8", 0x10, 0, 0, 0x18, 0xff},
        {"IADD R3, R1, -0x1", 0x10, 0, 0, 0xf, 0xff},
        {"IADD R3, R1, -(0x1)", 0x10, 0, 0, 0xf, 0xff},
        {"IADD R3.CC, RZ, -R2", 0, 0, 0, 0, Z | C},
        {"IADD32I R3, R1, 0xffffff00", 0x100, 0, 0, 0, 0xff},
        {"IADD32I R3.CC, -R1, 0x10", 0x11, 0, 0, 0xffffffff, S},
        {"IADD32I.X R3, R1, 0x10", 1, 0, C, 0x12, 0xff},
        {"IADD32I.SAT R3, R1, 0x7fffffff", 1, 0, 0, 0x7fffffff, 0xff},
    };
    run_addcases(t, sizeof t / sizeof t[0]);
    cput(0, 0x24, 40);
    R(1) = 2;
    run("IADD R3, R1, c [0x0] [0x24]");
    assert_int_equal(R(3), 42);
    run_fails("IADD.X R3, -R1, -R2", SG_ERR_UNKNOWN, ".PO");
}

/* 64-bit add and subtract with carry chains (001 L1163-L1190: add.u64 ->
 * IADD.CC + IADD.X). */
static void test_carry_chain(void **state)
{
    (void)state;
    set64(2, 0x00000001ffffffffull);
    set64(4, 0x0000000200000001ull);
    run("IADD R6.CC, R2, R4");
    run("IADD.X R7, R3, R5");
    assert_true(get64(6) == 0x0000000400000000ull);
    /* subtract: a + ~b + 1, then a + ~b + C */
    set64(2, 0x0000000100000000ull);
    set64(4, 0x0000000000000001ull);
    run("IADD R6.CC, R2, -R4");
    assert_int_equal(CC & C, 0); /* borrow */
    run("IADD.X R7, R3, -R5");
    assert_true(get64(6) == 0x00000000ffffffffull);
    /* on all lanes at once, lane l adds l to 0xffffffff */
    for (unsigned l = 0; l < 32; l++) {
        rf.r[2][l] = 0xffffffff;
        rf.r[3][l] = l;
        rf.r[4][l] = l;
        rf.r[5][l] = 0;
    }
    run_all("IADD R6.CC, R2, R4");
    run_all("IADD.X R7, R3, R5");
    for (unsigned l = 0; l < 32; l++) {
        uint64_t want = 0xffffffffull + ((uint64_t)l << 32) + l;
        assert_true(((uint64_t)rf.r[7][l] << 32 | rf.r[6][l]) == want);
    }
}

static void test_iscadd(void **state)
{
    (void)state;
    static const addcase t[] = {
        {"ISCADD R3, R1, R2, 0x2", 3, 100, 0, 112, 0xff},
        {"ISCADD R3.CC, R1, R2, 0x1f", 1, 0x80000000, 0, 0, Z | C | O},
        {"ISCADD R3, R1, -R2, 0x4", 2, 1, 0, 31, 0xff},
        {"ISCADD R3, -R1, R2, 0x4", 2, 100, 0, 68, 0xff},
        {"ISCADD R3, -R1, -R2, 0x4", 2, 100, 0, 133, 0xff},
        {"ISCADD R3, R1, 0x10, 0x3", 2, 0, 0, 32, 0xff},
    };
    run_addcases(t, sizeof t / sizeof t[0]);
    cput(0, 0x28, 0x1000);
    R(2) = 3;
    run("ISCADD R4, R2, c [0x0] [0x28], 0x2"); /* the fact sheet's verified word */
    assert_int_equal(R(4), 0x100c);
}

static void test_imad_imul(void **state)
{
    (void)state;
    static const addcase t[] = {
        /* R1 * R2 + R4 (R4 = 0 unless set below) */
        {"IMUL R3, R1, R2", 0xfffffffe, 3, 0, 0xfffffffa, 0xff},
        {"IMUL.HI R3, R1, R2", 0xfffffffe, 3, 0, 0xffffffff, 0xff},           /* -2*3 */
        {"IMUL.U32.U32.HI R3, R1, R2", 0xfffffffe, 3, 0, 2, 0xff},           /* unsigned */
        /* (2^32-2) * -1 and -1 * (2^32-2) */
        {"IMUL.U32.S32.HI R3, R1, R2", 0xfffffffe, 0xffffffff, 0, 0xffffffff, 0xff},
        {"IMUL.S32.U32.HI R3, R1, R2", 0xffffffff, 0xfffffffe, 0, 0xffffffff, 0xff},
        {"IMUL.U32.U32.HI R3, R1, R2", 0xffffffff, 0xffffffff, 0, 0xfffffffe, 0xff},
        {"IMUL.HI R3, R1, R2", 0x80000000, 0x80000000, 0, 0x40000000, 0xff},
        {"IMUL R3, R1, 0x4", 3, 0, 0, 12, 0xff},
        {"IMUL.U32.U32 R3.CC, R1, R2", 0x10000, 0x10000, 0xf, 0, Z},
        {"IMUL.U32.S32 R3, R1, R2", 0xfffffffe, 0xffffffff, 0, 2, 0xff}, /* low words agree */
        {"IMUL.S32.U32 R3, R1, R2", 0xffffffff, 0xfffffffe, 0, 2, 0xff},
        {"IMUL.U32.U32.HI R3, RZ, R2", 0, 0xffffffff, 0, 0, 0xff},
    };
    R(4) = 0;
    run_addcases(t, sizeof t / sizeof t[0]);
    static const addcase m[] = {
        {"IMAD R3, R1, R2, R4", 6, 7, 0, 42 + 1000, 0xff},
        {"IMAD R3, R1, R2, -R4", 6, 7, 0, 0xfffffc42, 0xff}, /* 42 - 1000 */
        {"IMAD R3, -R1, R2, R4", 6, 7, 0, 1000 - 42, 0xff},
        {"IMAD R3, -R1, R2, -R4", 6, 7, 0, 42 + 1000 + 1, 0xff}, /* .PO */
        {"IMAD.U32.U32.HI R3, R1, R2, R4", 0x80000000, 4, 0, 2 + 1000, 0xff},
        {"IMAD.U32.U32.X R3.CC, R1, R2, R4", 1, 1, C, 1002, 0},
        /* 0xfffffffe + 1000 + 1 carries out */
        {"IMAD.U32.U32.HI.X R3.CC, R1, R2, R4", 0xffffffff, 0xffffffff, C, 999, C},
        {"IMAD.SAT R3.CC, R1, R2, R4", 0x7fffffff, 1, 0, 0x7fffffff, O},
        {"IMAD.SAT R3, R1, R2, R4", 0x40000000, 2, 0, 0x800003e8, 0xff}, /* lo word + 1000 */
    };
    R(4) = 1000;
    run_addcases(m, sizeof m / sizeof m[0]);
    R(4) = 0x80000000;
    R(1) = 0xffffffff;
    R(2) = 1;
    run("IMAD.SAT R3, R1, R2, R4"); /* -1 + INT_MIN saturates */
    assert_int_equal(R(3), 0x80000000);
    /* the three operand forms */
    cput(0, 0x20, 5);
    R(1) = 3, R(2) = 4, R(4) = 10;
    run("IMAD R3, R1, c [0x0] [0x20], R4");
    assert_int_equal(R(3), 25);
    run("IMAD R3, R1, R4, c [0x0] [0x20]"); /* 001: IMAD R8.CC, R3, R5, c[0x0][0x20] */
    assert_int_equal(R(3), 35);
    run("IMAD R3, R1, 0x7, R4");
    assert_int_equal(R(3), 31);
    run_fails("IMAD.HI R3, -R1, R2, R4", SG_ERR_UNKNOWN, ".HI with a negated product");
    run_fails("IMAD.X R3, -R1, R2, -R4", SG_ERR_UNKNOWN, ".PO");
}

/* ---- compares --------------------------------------------------------------------- */

static void test_isetp_all(void **state)
{
    (void)state;
    static const char *const cmp[8] = {"F", "LT", "EQ", "LE", "GT", "NE", "GE", "T"};
    static const uint32_t v[] = {0, 1, 2, 0x7fffffff, 0x80000000, 0xffffffff};
    const size_t nv = sizeof v / sizeof v[0];
    for (unsigned c = 0; c < 8; c++)
        for (unsigned u = 0; u < 2; u++) {
            char text[80];
            snprintf(text, sizeof text, "ISETP.%s%s.AND P0, P1, R1, R2, pt", cmp[c],
                     u ? ".U32" : "");
            for (size_t i = 0; i < nv; i++)
                for (size_t j = 0; j < nv; j++) {
                    R(1) = v[i];
                    R(2) = v[j];
                    rf.p[0] = rf.p[1] = 0x5a5a5a5a;
                    run(text);
                    int lt = u ? v[i] < v[j] : (int32_t)v[i] < (int32_t)v[j];
                    int eq = v[i] == v[j];
                    int want[8] = {0, lt, eq, lt || eq, !lt && !eq, !eq, !lt, 1};
                    if ((int)P(0) != want[c] || (int)P(1) != !want[c])
                        fail_msg("%s with 0x%x, 0x%x: P0=%u P1=%u", text, v[i], v[j], P(0), P(1));
                    /* lanes that do not execute keep their predicates */
                    assert_int_equal(rf.p[0] & ~1u, 0x5a5a5a5a & ~1u);
                }
        }
}

static void test_isetp_logic(void **state)
{
    (void)state;
    R(1) = 1;
    R(2) = 2; /* 1 < 2 true */
    static const struct { const char *text; unsigned p2, d, d2; } t[] = {
        {"ISETP.LT.AND P0, P1, R1, R2, P2", 1, 1, 0},
        {"ISETP.LT.AND P0, P1, R1, R2, P2", 0, 0, 0},
        {"ISETP.LT.OR P0, P1, R1, R2, P2", 0, 1, 0},
        {"ISETP.LT.OR P0, P1, R1, R2, P2", 1, 1, 1},
        {"ISETP.LT.XOR P0, P1, R1, R2, P2", 1, 0, 1},
        {"ISETP.LT.XOR P0, P1, R1, R2, !P2", 1, 1, 0},
        {"ISETP.GE.AND P0, P1, R1, R2, !P2", 0, 0, 1},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        rf.p[2] = t[i].p2 ? 0xffffffffu : 0;
        run(t[i].text);
        if (P(0) != t[i].d || P(1) != t[i].d2)
            fail_msg("%s with P2=%u: P0=%u P1=%u", t[i].text, t[i].p2, P(0), P(1));
    }
    /* PT destinations discard; PT stays all ones */
    sg_effects fx;
    memset(&fx, 0, sizeof fx);
    sg_error e;
    rf.p[0] = 0;
    assert_int_equal(exec_on("ISETP.LT.AND P0, pt, R1, R2, pt", 1, &fx, &e), SG_OK);
    assert_int_equal(fx.preds, 1u << 0);
    assert_int_equal(rf.p[7], 0xffffffffu);
    memset(&fx, 0, sizeof fx);
    assert_int_equal(exec_on("ISETP.LT.AND pt, pt, R1, R2, pt", 1, &fx, &e), SG_OK);
    assert_int_equal(fx.preds, 0);
    assert_int_equal(rf.p[7], 0xffffffffu);
    cput(0, 0x2c, 5);
    R(2) = 5;
    run("ISETP.GE.AND P0, pt, R2, c [0x0] [0x2c], pt"); /* the fact sheet's verified word */
    assert_int_equal(P(0), 1);
    run("ISETP.LT.AND P0, pt, R2, 0x1, pt");
    assert_int_equal(P(0), 0);
    run("ISETP.GT.AND P0, pt, R2, -0x1, pt");
    assert_int_equal(P(0), 1);
    run_fails("ISETP.LT.AND P3, P3, R1, R2, pt", SG_ERR_UNKNOWN, "both destinations are P3");
}

/* 64-bit compares: IADD RZ.CC, alo, -blo then ISETP.X on the high words
 * (Mesa NVC0LegalizeSSA::handleSET). */
static void test_isetp_x(void **state)
{
    (void)state;
    static const uint64_t v[] = {0, 1, 0xffffffffull, 0x100000000ull, 0x7fffffffffffffffull,
                                 0x8000000000000000ull, 0xffffffffffffffffull,
                                 0xfffffffe00000005ull, 0x0000000500000003ull};
    static const char *const cmp[8] = {"F", "LT", "EQ", "LE", "GT", "NE", "GE", "T"};
    const size_t nv = sizeof v / sizeof v[0];
    for (unsigned c = 0; c < 8; c++)
        for (unsigned u = 0; u < 2; u++) {
            char text[80];
            snprintf(text, sizeof text, "ISETP.%s%s.X.AND P0, pt, R3, R5, pt", cmp[c],
                     u ? ".U32" : "");
            for (size_t i = 0; i < nv; i++)
                for (size_t j = 0; j < nv; j++) {
                    set64(2, v[i]);
                    set64(4, v[j]);
                    run("IADD RZ.CC, R2, -R4");
                    run(text);
                    int lt = u ? v[i] < v[j] : (int64_t)v[i] < (int64_t)v[j];
                    int eq = v[i] == v[j];
                    int want[8] = {0, lt, eq, lt || eq, !lt && !eq, !eq, !lt, 1};
                    if ((int)P(0) != want[c])
                        fail_msg("%s with 0x%llx, 0x%llx: P0=%u", text, (unsigned long long)v[i],
                                 (unsigned long long)v[j], P(0));
                }
        }
}

static void test_icmp(void **state)
{
    (void)state;
    R(1) = 111;
    R(2) = 222;
    static const struct { const char *text; uint32_t c; uint32_t r; } t[] = {
        {"ICMP.LT R3, R1, R2, R4", 0xffffffff, 111}, /* 000 §4.1: Rd = (Rc < 0) ? Ra : src2 */
        {"ICMP.LT R3, R1, R2, R4", 0, 222},
        {"ICMP.LT.U32 R3, R1, R2, R4", 0xffffffff, 222},
        {"ICMP.EQ R3, R1, R2, R4", 0, 111},
        {"ICMP.NE.U32 R3, R1, R2, R4", 0, 222},
        {"ICMP.GT R3, R1, R2, R4", 0x80000000, 222},
        {"ICMP.GT.U32 R3, R1, R2, R4", 0x80000000, 111},
        {"ICMP.GE R3, R1, R2, R4", 0, 111},
        {"ICMP.LE R3, R1, R2, R4", 1, 222},
        {"ICMP.T R3, R1, R2, R4", 5, 111},
        {"ICMP.F R3, R1, R2, R4", 5, 222},
        {"ICMP.EQ R3, R1, 0x7, R4", 0, 111},
        {"ICMP.EQ R3, R1, 0x7, R4", 1, 7},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        R(4) = t[i].c;
        run(t[i].text);
        if (R(3) != t[i].r)
            fail_msg("%s with Rc=0x%x: %u", t[i].text, t[i].c, R(3));
    }
    cput(0, 0x30, 0xffffffff);
    R(5) = 333;
    run("ICMP.LT R3, R1, R5, c [0x0] [0x30]");
    assert_int_equal(R(3), 111);
}

static void test_imnmx(void **state)
{
    (void)state;
    R(1) = 0xfffffffb; /* -5 */
    R(2) = 3;
    run("IMNMX R3, R1, R2, pt");
    assert_int_equal(R(3), 0xfffffffb);
    run("IMNMX R3, R1, R2, !pt"); /* 000: IMNMX R5, R5, R6, !pt is a max */
    assert_int_equal(R(3), 3);
    run("IMNMX.U32 R3, R1, R2, pt");
    assert_int_equal(R(3), 3);
    run("IMNMX.U32 R3.CC, R1, R2, !pt");
    assert_int_equal(R(3), 0xfffffffb);
    assert_int_equal(CC, S);
    rf.p[1] = 0;
    run("IMNMX R3, R1, 0x4, P1");
    assert_int_equal(R(3), 4);
    run_fails("IMNMX.U32.XLO R3, R1, R2, pt", SG_ERR_UNKNOWN, ".XLO");
    run_fails("IMNMX.XHI R3.CC, R1, R2, pt", SG_ERR_UNKNOWN, ".XHI");
    run_fails("IMNMX.XMED R3, R1, R2, pt", SG_ERR_UNKNOWN, ".XMED");
}

static void test_psetp(void **state)
{
    (void)state;
    /* (Pa op Pb) comb Pc, printed Pc, Pb, Pa (specs/isa.md): P1 is Pa, P3 Pc */
    static const struct { const char *text; unsigned p1, p2, p3, d, d2; } t[] = {
        {"PSETP.AND.AND P0, P4, P3, P2, P1", 1, 1, 1, 1, 0},
        {"PSETP.AND.AND P0, P4, P3, P2, P1", 1, 0, 1, 0, 1},
        {"PSETP.OR.AND P0, P4, P3, P2, P1", 1, 0, 1, 1, 0},
        {"PSETP.XOR.OR P0, P4, P3, P2, P1", 1, 1, 0, 0, 1},
        {"PSETP.XOR.XOR P0, P4, P3, P2, P1", 1, 0, 1, 0, 1},
        {"PSETP.AND.AND P0, P4, !P3, P2, !P1", 0, 1, 0, 1, 0},
        {"PSETP.AND.OR P0, P4, P3, P2, P1", 0, 0, 1, 1, 1},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        rf.p[1] = t[i].p1 ? ~0u : 0;
        rf.p[2] = t[i].p2 ? ~0u : 0;
        rf.p[3] = t[i].p3 ? ~0u : 0;
        run(t[i].text);
        if (P(0) != t[i].d || P(4) != t[i].d2)
            fail_msg("%s (P1=%u P2=%u P3=%u): P0=%u P4=%u", t[i].text, t[i].p1, t[i].p2, t[i].p3,
                     P(0), P(4));
    }
    rf.p[0] = ~0u;
    run("PSETP.AND.AND P0, pt, pt, pt, !pt"); /* 000 §4.1: clears P0 */
    assert_int_equal(P(0), 0);
    assert_int_equal(rf.p[7], 0xffffffffu);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_mov, reset),
        cmocka_unit_test_setup(test_s2r, reset),
        cmocka_unit_test_setup(test_sel, reset),
        cmocka_unit_test_setup(test_nop, reset),
        cmocka_unit_test_setup(test_iadd, reset),
        cmocka_unit_test_setup(test_carry_chain, reset),
        cmocka_unit_test_setup(test_iscadd, reset),
        cmocka_unit_test_setup(test_imad_imul, reset),
        cmocka_unit_test_setup(test_isetp_all, reset),
        cmocka_unit_test_setup(test_isetp_logic, reset),
        cmocka_unit_test_setup(test_isetp_x, reset),
        cmocka_unit_test_setup(test_icmp, reset),
        cmocka_unit_test_setup(test_imnmx, reset),
        cmocka_unit_test_setup(test_psetp, reset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
