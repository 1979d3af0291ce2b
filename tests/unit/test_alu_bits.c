/*
 * test_alu_bits.c - sg_alu_exec() on the shifts, logic, bit counts and bit
 * fields of specs/execution.md §3.5 (SHL, SHR, LOP, LOP32I, POPC, BFE, and
 * issue 11's BFI, PRMT, FLO, ISET, PSET, FSET, DSET, DSETP, VSHL, VSHR and
 * VOTE from real kernels) and the video instructions of §9 (VADD, VMNMX,
 * VABSDIFF, VSET), with their error cases.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "alu_support.h"

/* ---- shifts, logic, bit fields -------------------------------------------------------- */

static void test_shifts(void **state)
{
    (void)state;
    static const addcase t[] = {
        {"SHL R3, R1, 0x2", 3, 0, 0, 12, 0xff}, /* 000 Figure 11 */
        {"SHL R3, R1, R2", 3, 32, 0, 0, 0xff},  /* clamp */
        {"SHL R3, R1, R2", 3, 0xffffffff, 0, 0, 0xff},
        {"SHL.W R3, R1, R2", 3, 33, 0, 6, 0xff}, /* wrap: 33 & 31 */
        {"SHL.W R3.CC, R1, R2", 1, 31, 0xf, 0x80000000, S},
        {"SHR R3, R1, R2", 0x80000000, 4, 0, 0xf8000000, 0xff},
        {"SHR.U32 R3, R1, R2", 0x80000000, 4, 0, 0x08000000, 0xff},
        {"SHR R3, R1, R2", 0x80000000, 40, 0, 0xffffffff, 0xff},
        {"SHR R3, R1, R2", 0x40000000, 40, 0, 0, 0xff},
        {"SHR.U32 R3, R1, R2", 0x80000000, 32, 0, 0, 0xff},
        {"SHR.W R3, R1, R2", 0x80000000, 33, 0, 0xc0000000, 0xff},
        {"SHR.U32.W R3, R1, 0x21", 0x80000000, 0, 0, 0x40000000, 0xff},
        {"SHR R3, R1, RZ", 0x80000001, 0, 0, 0x80000001, 0xff},
        {"SHR.U32.W R3.CC, R1, R2", 1, 1, 0xf, 0, Z},
    };
    run_addcases(t, sizeof t / sizeof t[0]);
}

static void test_lop(void **state)
{
    (void)state;
    static const addcase t[] = {
        {"LOP.AND R3, R1, R2", 0xff00ff00, 0x0ff00ff0, 0, 0x0f000f00, 0xff},
        {"LOP.OR R3, R1, R2", 0xff00ff00, 0x0ff00ff0, 0, 0xfff0fff0, 0xff},
        {"LOP.XOR R3, R1, R2", 0xff00ff00, 0x0ff00ff0, 0, 0xf0f0f0f0, 0xff},
        {"LOP.PASS_B R3, R1, R2", 0xff00ff00, 0x0ff00ff0, 0, 0x0ff00ff0, 0xff},
        {"LOP.AND R3, ~R1, R2", 0xff00ff00, 0x0ff00ff0, 0, 0x00f000f0, 0xff},
        {"LOP.OR R3, R1, ~R2", 0xff00ff00, 0x0ff00ff0, 0, 0xff0fff0f, 0xff},
        {"LOP.XOR R3, ~R1, ~R2", 0xff00ff00, 0x0ff00ff0, 0, 0xf0f0f0f0, 0xff},
        {"LOP.PASS_B R3, RZ, ~R2", 0, 0x0ff00ff0, 0, 0xf00ff00f, 0xff},
        {"LOP.AND R3.CC, R1, R2", 0xf0, 0x0f, 0xf, 0, Z},
        {"LOP.AND R3, R1, 0xff", 0x1234, 0, 0, 0x34, 0xff},
        {"LOP.AND R3, R1, ~0xff", 0x1234, 0, 0, 0x1200, 0xff},
        {"LOP32I.AND R3, R1, 0xff00ff00", 0x12345678, 0, 0, 0x12005600, 0xff},
        {"LOP32I.OR R3.CC, ~R1, 0x1", 0xfffffffe, 0, 0, 1, 0},
    };
    run_addcases(t, sizeof t / sizeof t[0]);
}

static void test_popc(void **state)
{
    (void)state;
    static const addcase t[] = {
        {"POPC R3, R1, R2", 0xffffffff, 0x0f0f0f0f, 0, 16, 0xff},
        {"POPC R3, ~R1, R2", 0xffff0000, 0xffffffff, 0, 16, 0xff},
        {"POPC R3, ~RZ, R2", 0, 0x80000001, 0, 2, 0xff},
        {"POPC R3, R1, ~R2", 0xffffffff, 0xffffffff, 0, 0, 0xff},
        {"POPC R3, R1, 0x7", 0xff, 0, 0, 3, 0xff},
    };
    run_addcases(t, sizeof t / sizeof t[0]);
}

static void test_bfe(void **state)
{
    (void)state;
    static const addcase t[] = {
        {"BFE.U32 R3, R1, R2", 0x12345678, 0x0804, 0, 0x67, 0xff}, /* 8 bits at 4 */
        {"BFE R3, R1, R2", 0x12345678, 0x0804, 0, 0x67, 0xff},
        {"BFE R3, R1, R2", 0x000000f0, 0x0404, 0, 0xffffffff, 0xff}, /* sign of the field */
        {"BFE.U32 R3, R1, R2", 0x000000f0, 0x0404, 0, 0xf, 0xff},
        {"BFE R3, R1, R2", 0x80000000, 0x101c, 0, 0xfffffff8, 0xff}, /* field runs past bit 31 */
        {"BFE.U32 R3, R1, R2", 0x80000000, 0x101c, 0, 0x8, 0xff},
        {"BFE R3, R1, R2", 0x80000000, 0x0820, 0, 0xffffffff, 0xff}, /* pos >= 32: sign */
        {"BFE.U32 R3, R1, R2", 0x80000000, 0x0820, 0, 0, 0xff},
        {"BFE R3, R1, R2", 0xffffffff, 0x0004, 0, 0, 0xff}, /* len 0 */
        {"BFE.U32 R3, R1, R2", 0xdeadbeef, 0x2000, 0, 0xdeadbeef, 0xff},
        /* src2 bits 16-31 are ignored */
        {"BFE.U32 R3, R1, R2", 0xdeadbeef, 0xffff2000, 0, 0xdeadbeef, 0xff},
        {"BFE.U32.BREV R3, R1, 0x2000", 0x00000001, 0, 0, 0x80000000, 0xff}, /* Mesa's brev */
        {"BFE.U32.BREV R3, R1, 0x0400", 0x0000000d, 0, 0, 0x0, 0xff},
        {"BFE.U32.BREV R3, R1, 0x041c", 0x0000000d, 0, 0, 0xb, 0xff},
        {"BFE.BREV R3.CC, R1, 0x0200", 0x40000000, 0, 0, 0xfffffffe, S},
    };
    run_addcases(t, sizeof t / sizeof t[0]);
}

/* Issue 11's instructions from real kernels (specs/execution.md §3.9). */
static void test_real_kernel_ops(void **state)
{
    (void)state;
    /* BFI: b = pos | len << 8; "BFI R16, R12, 0x404, R0" from mgpu's sort */
    R(12) = 0xabcd1235;
    R(0) = 0xffffffff;
    run("BFI R16, R12, 0x404, R0");
    assert_int_equal(R(16), 0xffffff5f);
    run("BFI R16, R12, 0x2000, R0"); /* pos 0 len 32: Ra whole */
    assert_int_equal(R(16), 0xabcd1235);
    run("BFI R16, R12, 0x20, R0"); /* pos 32: Rc unchanged */
    assert_int_equal(R(16), 0xffffffff);
    run("BFI R16, R12, 0x41c, R0"); /* pos 28 len 4 */
    assert_int_equal(R(16), 0x5fffffff);
    /* PRMT: bytes of {Rc, Ra}; "PRMT R12, R0, 0x5140, R3" interleaves low bytes */
    R(0) = 0x33221100;
    R(3) = 0x77665544;
    run("PRMT R12, R0, 0x5140, R3");
    assert_int_equal(R(12), 0x55114400);
    run("PRMT R12, R0, 0x8880, R3"); /* selector bit 3 replicates the sign */
    assert_int_equal(R(12), 0x00000000);
    R(0) = 0x000000f0;
    run("PRMT R12, R0, 0x8880, R3");
    assert_int_equal(R(12), 0xfffffff0);
    R(0) = 0x33221100;
    run("PRMT.F4E R12, R0, 0x1, R3");
    assert_int_equal(R(12), 0x44332211);
    run("PRMT.B4E R12, R0, 0x0, R3");
    assert_int_equal(R(12), 0x55667700); /* d.b3..b0 = bytes 5 6 7 0 */
    run("PRMT.RC8 R12, R0, 0x2, R3");
    assert_int_equal(R(12), 0x22222222);
    run("PRMT.ECL R12, R0, 0x1, R3");
    assert_int_equal(R(12), 0x33221111);
    run("PRMT.ECR R12, R0, 0x2, R3");
    assert_int_equal(R(12), 0x22221100);
    run("PRMT.RC16 R12, R0, 0x1, R3");
    assert_int_equal(R(12), 0x33223322);
    /* FLO */
    R(6) = 0x00012345;
    run("FLO.U32 R7, R6");
    assert_int_equal(R(7), 16);
    run("FLO.U32.SH R7, R6");
    assert_int_equal(R(7), 15);
    R(6) = 0;
    run("FLO.U32 R7, R6");
    assert_int_equal(R(7), 0xffffffff);
    R(6) = 0xfffffff0; /* signed: the highest bit unlike the sign */
    run("FLO R7, R6");
    assert_int_equal(R(7), 3);
    run("FLO.U32 R7, ~R6");
    assert_int_equal(R(7), 3);
    /* ISET: 0xffffffff or 1.0f (.BF) where the compare (combined with Pc) holds */
    R(1) = 5;
    R(2) = 7;
    run("ISET.LT.AND R3, R1, R2, pt");
    assert_int_equal(R(3), 0xffffffff);
    run("ISET.BF.GE.AND R3, R1, R2, pt");
    assert_int_equal(R(3), 0);
    run("ISET.BF.LT.AND R3, R1, R2, pt");
    assert_int_equal(R(3), 0x3f800000);
    R(1) = 0xffffffff;
    run("ISET.GE.U32.AND R3, R1, R2, pt");
    assert_int_equal(R(3), 0xffffffff);
    run("ISET.GE.AND R3.CC, R1, R2, pt");
    assert_int_equal(R(3), 0);
    assert_int_equal(CC, Z);
    /* PSET.AND.AND R26, pt, pt, P6: R26 = P6 as a mask (mgpu's scan) */
    rf.p[6] = 1;
    run("PSET.AND.AND R26, pt, pt, P6");
    assert_int_equal(R(26), 0xffffffff);
    rf.p[6] = 0;
    run("PSET.AND.AND R26, pt, pt, P6");
    assert_int_equal(R(26), 0);
    run("PSET.BF.OR.AND R26, pt, P5, !P6");
    assert_int_equal(R(26), 0x3f800000);
    /* FSET, DSET, DSETP */
    R(1) = 0x3f800000; /* 1.0f */
    R(2) = 0x40000000; /* 2.0f */
    run("FSET.BF.LT.AND R3, R1, R2, pt");
    assert_int_equal(R(3), 0x3f800000);
    run("FSET.GT.AND R3, R1, R2, pt");
    assert_int_equal(R(3), 0);
    set64(4, 0x3ff0000000000000ull); /* 1.0 */
    set64(6, 0xbff0000000000000ull); /* -1.0 */
    run("DSETP.GT.AND P0, P1, R4, R6, pt");
    assert_int_equal(P(0), 1);
    assert_int_equal(P(1), 0);
    run("DSETP.GT.AND P0, P1, R4, -R6, pt");
    assert_int_equal(P(0), 0);
    assert_int_equal(P(1), 1);
    run("DSET.EQ.AND R3, R4, |R6|, pt");
    assert_int_equal(R(3), 0xffffffff);
    /* video shifts, PTX vshl/vshr; .W wraps the amount, else clamps at 32 */
    R(20) = 0x80000001;
    R(23) = 33;
    R(2) = 10;
    run("VSHL.UD.U32.U32.W.ACC R14, R20, R23, R2"); /* (a << 1) + c */
    assert_int_equal(R(14), 0x0000000c);
    run("VSHL.UD.U32.U32.ACC R14, R20, R23, R2"); /* clamped at 32: 0 + c */
    assert_int_equal(R(14), 10);
    R(18) = 0x000003e0;
    R(12) = 1;
    run("VSHR.UD.U32.U8.W.ACC R15, R18, 0x5, R12");
    assert_int_equal(R(15), 0x20);
    R(18) = 0x80000000;
    run("VSHR.S32.U8.W.ACC R15, R18, 0x1f, R12"); /* arithmetic: -1 + 1 */
    assert_int_equal(R(15), 0);
}

static void test_vote(void **state)
{
    (void)state;
    rf.p[4] = 0x0000ff00;
    sg_error e;
    assert_int_equal(exec_on("VOTE.ANY R21, pt, P4", 0x0000ffff, NULL, &e), SG_OK);
    assert_int_equal(rf.r[21][0], 0x0000ff00);
    assert_int_equal(rf.r[21][15], 0x0000ff00);
    assert_int_equal(rf.r[21][16], 0); /* not executing: untouched */
    assert_int_equal(exec_on("VOTE.ALL R21, P1, P4", 0x0000ff00, NULL, &e), SG_OK);
    assert_int_equal(rf.p[1] & 0x0000ff00, 0x0000ff00);
    assert_int_equal(exec_on("VOTE.ALL R21, P1, P4", 0x0000ffff, NULL, &e), SG_OK);
    assert_int_equal(rf.p[1] & 0x0000ffff, 0);
    assert_int_equal(exec_on("VOTE.EQ RZ, P2, !P4", 0x000000ff, NULL, &e), SG_OK);
    assert_int_equal(rf.p[2] & 0xff, 0xff);
    assert_int_equal(exec_on("VOTE.EQ RZ, P2, P4", 0x00000fff, NULL, &e), SG_OK);
    assert_int_equal(rf.p[2] & 0xfff, 0);
}

/* ---- video -------------------------------------------------------------------------- */

static void test_video(void **state)
{
    (void)state;
    static const struct { const char *text; uint32_t a, b, c, r; } t[] = {
        {"VADD R3, R1, R2, RZ", 5, 7, 0, 12},
        {"VADD R3, -R1, R2, RZ", 5, 7, 0, 2},
        {"VADD R3, R1, -R2, RZ", 5, 7, 0, 0xfffffffe},
        {"VADD R3, -R1, -R2, RZ", 5, 7, 0, 13}, /* vaddpo */
        {"VADD.SAT R3, R1, R2, RZ", 0x7fffffff, 1, 0, 0x7fffffff},
        {"VADD.UD.U32.U32.SAT R3, R1, R2, RZ", 0xffffffff, 1, 0, 0xffffffff},
        {"VADD.UD.U32.U32 R3, R1, R2, RZ", 0xffffffff, 1, 0, 0},
        {"VADD.UD.SAT R3, R1, R2, RZ", 0xfffffffe, 1, 0, 0}, /* -2 + 1 clamps to 0 */
        {"VADD.ACC R3, R1, R2, R4", 1, 2, 100, 103},            /* 001: VADD.ACC */
        {"VADD.MIN R3, R1, R2, R4", 1, 2, 0xffffffff, 0xffffffff},
        {"VADD.UD.U32.U32.MIN R3, R1, R2, R4", 1, 2, 0xffffffff, 3},
        {"VADD.MAX R3, R1, R2, R4", 1, 2, 0xffffffff, 3},
        {"VADD.MRG_16H R3, R1, R2, R4", 0x1234, 0x1, 0xaaaabbbb, 0x1235bbbb},
        {"VADD.MRG_16L R3, R1, R2, R4", 0x1234, 0x1, 0xaaaabbbb, 0xaaaa1235},
        {"VADD.MRG_8B0 R3, R1, R2, R4", 0x1234, 0x1, 0xaaaabbbb, 0xaaaabb35},
        {"VADD.MRG_8B2 R3, R1, R2, R4", 0x1234, 0x1, 0xaaaabbbb, 0xaa35bbbb},
        {"VADD.SAT.MRG_8B0 R3, R1, R2, R4", 0x1234, 0x1, 0xaaaabbbb, 0xaaaabb7f},
        {"VADD.UD.SAT.MRG_16L R3, R1, R2, R4", 0xfffffff0, 0x1, 0xaaaabbbb, 0xaaaa0000},
        {"VADD.S32.S8.MIN R3, R1, 0x1, R4", 5, 0, 3, 3}, /* 000 §4.1 item 30 */
        {"VADD.U32.U8 R3, R1, 0xff, RZ", 1, 0, 0, 0x100},
        {"VMNMX R3, R1, R2, RZ", 0xffffffff, 1, 0, 0xffffffff},
        {"VMNMX.MX R3, R1, R2, RZ", 0xffffffff, 1, 0, 1},
        {"VMNMX.U32.U32 R3, R1, R2, RZ", 0xffffffff, 1, 0, 1},
        {"VMNMX.UD.U32.S32.MX R3, R1, R2, RZ", 0xffffffff, 0xffffffff, 0, 0xffffffff},
        {"VMNMX.S32.U32 R3, R1, R2, RZ", 0xffffffff, 0xffffffff, 0, 0xffffffff}, /* -1 < 2^32-1 */
        {"VADD.S32.U32.SAT R3, R1, R2, RZ", 0xffffffff, 0xffffffff, 0, 0x7fffffff},
        {"VMNMX.ACC R3, R1, R2, R4", 10, 3, 100, 103}, /* 000: VMNMX.ACC */
        {"VMNMX.MX.SAT.MRG_8B0 R3, R1, R2, R4", 300, 3, 0x11223344, 0x1122337f},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        R(1) = t[i].a;
        R(2) = t[i].b;
        R(4) = t[i].c;
        run(t[i].text);
        if (R(3) != t[i].r)
            fail_msg("%s: 0x%x, expected 0x%x", t[i].text, R(3), t[i].r);
    }
    run_fails("VADD.U32.S8 R3, R1, 0x80, RZ", SG_ERR_UNKNOWN, "immediate 0x80");
    run_fails("VADD.U32.U8 R3, R1, 0x100, RZ", SG_ERR_UNKNOWN, "immediate 0x100");
}

/* VABSDIFF and VSET (PTX vabsdiff, vset), 32-bit selects. */
static void test_vabsdiff_vset(void **state)
{
    (void)state;
    R(1) = 3;
    R(2) = 10;
    R(4) = 100;
    run("VABSDIFF.UD.U32.U32.ACC R3, R1, R2, R4"); /* |3 - 10| + 100 */
    assert_int_equal(R(3), 107);
    R(1) = 0xfffffffe; /* -2 signed, 4294967294 unsigned */
    run("VABSDIFF.ACC R3, R1, R2, R4");            /* signed: |-2 - 10| + 100 */
    assert_int_equal(R(3), 112);
    run("VABSDIFF.UD.U32.U32 R3, R1, R2, RZ");     /* unsigned: exact, no wrap */
    assert_int_equal(R(3), 0xfffffff4);
    run("VSET.LT.ACC R3, R1, R2, R4");             /* -2 < 10 signed: 1 + 100 */
    assert_int_equal(R(3), 101);
    run("VSET.LT.U32.U32.ACC R3, R1, R2, R4");     /* unsigned: 0 + 100 */
    assert_int_equal(R(3), 100);
    run("VSET.NE.U32.U8 R3, R2, 0xa, RZ");         /* 10 != 10: 0 */
    assert_int_equal(R(3), 0);
    run("VSET.EQ.U32.U8.MAX R3, R2, 0xa, R1");     /* max(1, 0xfffffffe) unsigned */
    assert_int_equal(R(3), 0xfffffffe);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_shifts, reset),
        cmocka_unit_test_setup(test_lop, reset),
        cmocka_unit_test_setup(test_popc, reset),
        cmocka_unit_test_setup(test_bfe, reset),
        cmocka_unit_test_setup(test_video, reset),
        cmocka_unit_test_setup(test_real_kernel_ops, reset),
        cmocka_unit_test_setup(test_vote, reset),
        cmocka_unit_test_setup(test_vabsdiff_vset, reset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
