/*
 * test_alu.c - sg_alu_exec(): every operation and modifier of the ALU, FPU,
 * SFU and conversion units, the worked examples of specs/execution.md, and
 * the error cases (which must leave the register file unchanged).
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
#include <fenv.h>

#include <cmocka.h>

#include "smgold/isa.h"
#include "units/exec.h"

static sg_regfile rf;
static sg_thread_ids ids;
static sg_exec_env env;
static uint8_t banks[2][SG_CBANK_BYTES];

#define R(n) rf.r[n][0]
#define P(n) (rf.p[n] & 1u)
#define CC (rf.cc[0])
#define Z 1u
#define S 2u
#define C 4u
#define O 8u

static int reset(void **state)
{
    (void)state;
    memset(&rf, 0, sizeof rf);
    rf.p[7] = 0xffffffffu;
    memset(&ids, 0, sizeof ids);
    memset(&env, 0, sizeof env);
    memset(banks, 0, sizeof banks);
    env.cbank[0] = banks[0];
    env.cbank[1] = banks[1];
    env.ids = &ids;
    env.warp_size = 32;
    return 0;
}

static void asm1(const char *text, sg_insn *in)
{
    sg_error e;
    if (sg_asm_insn(text, 0, in, &e) != SG_OK)
        fail_msg("cannot assemble '%s': %s", text, e.msg);
}

static sg_status exec_on(const char *text, uint32_t lanes, sg_effects *fx, sg_error *err)
{
    sg_insn in;
    asm1(text, &in);
    return sg_alu_exec(&in, lanes, &rf, &env, fx, err);
}

/* Run on lane 0; must succeed. */
static void run(const char *text)
{
    sg_error e;
    memset(&e, 0, sizeof e);
    if (exec_on(text, 1, NULL, &e) != SG_OK)
        fail_msg("'%s' failed: %s", text, e.msg);
}

/* Run on all 32 lanes; must succeed. */
static void run_all(const char *text)
{
    sg_error e;
    if (exec_on(text, 0xffffffffu, NULL, &e) != SG_OK)
        fail_msg("'%s' failed: %s", text, e.msg);
}

/* Must fail with code, message containing part, and change nothing. */
static void run_fails(const char *text, sg_status code, const char *part)
{
    static sg_regfile before;
    before = rf;
    sg_effects fx;
    memset(&fx, 0, sizeof fx);
    sg_error e;
    memset(&e, 0, sizeof e);
    sg_status s = exec_on(text, 0xffffffffu, &fx, &e);
    if (s != code)
        fail_msg("'%s': status %d, expected %d (%s)", text, (int)s, (int)code, e.msg);
    if (part && !strstr(e.msg, part))
        fail_msg("'%s': message '%s' lacks '%s'", text, e.msg, part);
    assert_memory_equal(&before, &rf, sizeof rf);
    assert_int_equal(fx.nregs, 0);
    assert_int_equal(fx.preds, 0);
    assert_int_equal(fx.cc, 0);
}

static void cput(unsigned bank, unsigned off, uint32_t v)
{
    banks[bank][off] = (uint8_t)v;
    banks[bank][off + 1] = (uint8_t)(v >> 8);
    banks[bank][off + 2] = (uint8_t)(v >> 16);
    banks[bank][off + 3] = (uint8_t)(v >> 24);
}

static void set64(unsigned r, uint64_t v)
{
    R(r) = (uint32_t)v;
    R(r + 1) = (uint32_t)(v >> 32);
}

static uint64_t get64(unsigned r)
{
    return (uint64_t)R(r + 1) << 32 | R(r);
}

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

typedef struct addcase {
    const char *text; /* R1 = a, R2 = b, $c = cin in; result in R3 */
    uint32_t a, b;
    uint8_t ccin;
    uint32_t r;
    uint8_t cc; /* 0xff: not written */
} addcase;

static void run_addcases(const addcase *t, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        R(1) = t[i].a;
        R(2) = t[i].b;
        CC = t[i].ccin;
        run(t[i].text);
        if (R(3) != t[i].r)
            fail_msg("%s (a=0x%x b=0x%x cc=%u): 0x%x, expected 0x%x", t[i].text, t[i].a, t[i].b,
                     t[i].ccin, R(3), t[i].r);
        uint8_t want = t[i].cc == 0xff ? t[i].ccin : t[i].cc;
        if (CC != want)
            fail_msg("%s (a=0x%x b=0x%x): $c 0x%x, expected 0x%x", t[i].text, t[i].a, t[i].b, CC,
                     want);
    }
}

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

/* ---- single precision ---------------------------------------------------------------- */

typedef struct fcase {
    const char *text; /* R1 = a, R2 = b, R4 = c; result in R3 */
    uint32_t a, b, c, r;
} fcase;

static void run_fcases(const fcase *t, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        R(1) = t[i].a;
        R(2) = t[i].b;
        R(4) = t[i].c;
        run(t[i].text);
        if (R(3) != t[i].r)
            fail_msg("%s (0x%08x, 0x%08x, 0x%08x): 0x%08x, expected 0x%08x", t[i].text, t[i].a,
                     t[i].b, t[i].c, R(3), t[i].r);
    }
}

#define ONE 0x3f800000u
#define TWO 0x40000000u
#define HALF 0x3f000000u
#define TINY 0x30800000u /* 2^-30 */
#define DEN 0x00000001u  /* smallest subnormal */
#define NAN32 0x7fffffffu
#define INF32 0x7f800000u

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

#define D1 0x3ff0000000000000ull
#define D2 0x4000000000000000ull
#define D3 0x4008000000000000ull
#define DTINY 0x3c30000000000000ull /* 2^-60 */

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

/* ---- the worked examples of specs/execution.md §12, verbatim ---------------------- */

/* An input or output: a register (0-62), predicate (K_P + n, value 0/1),
 * $c (K_CC), the word c[0x1][0x100] (K_CB1) or the warp index (K_WARP). */
typedef struct kv {
    int k;
    uint32_t v;
} kv;
enum { K_END = -1, K_P = 100, K_CC = 200, K_CB1 = 300, K_WARP = 400 };
#define END {K_END, 0}

static const struct example {
    int ex;
    const char *text;
    kv in[7];
    kv out[3];
} examples[] = {
    {1, "MOV R1, c [0x1] [0x100]", {{K_CB1, 0xcafef00d}, END}, {{1, 0xcafef00d}, END}},
    {2, "S2R R1, SR_VirtId", {{K_WARP, 5}, END}, {{1, 0x500}, END}},
    {3, "SEL R1, R2, R3, !P0", {{K_P + 0, 0}, {2, 0xb}, {3, 0x16}, END}, {{1, 0xb}, END}},
    {4, "IADD R3.CC, R1, R2", {{1, 0xfffffff0}, {2, 0x20}, END}, {{3, 0x10}, {K_CC, 0x4}, END}},
    {5, "IADD R3.CC, R1, -R2", {{1, 0x80000000}, {2, 1}, END}, {{3, 0x7fffffff}, {K_CC, 0xc}, END}},
    {6, "IADD R3, -R1, -R2", {{1, 5}, {2, 3}, END}, {{3, 9}, END}},
    {7, "IADD.X R3, R1, R2", {{K_CC, 0x4}, {1, 5}, {2, 3}, END}, {{3, 9}, END}},
    {8, "IADD.SAT R3, R1, R2", {{1, 0x7fffffff}, {2, 1}, END}, {{3, 0x7fffffff}, END}},
    {9, "IADD32I R3, R1, 0xffffff00", {{1, 0x100}, END}, {{3, 0}, END}},
    {10, "ISCADD R3, R1, R2, 0x2", {{1, 3}, {2, 0x64}, END}, {{3, 0x70}, END}},
    {11, "IMUL.HI R3, R1, R2", {{1, 0xfffffffe}, {2, 3}, END}, {{3, 0xffffffff}, END}},
    {12, "IMAD.U32.U32.HI R3, R1, R2, R4", {{1, 0x80000000}, {2, 6}, {4, 1}, END}, {{3, 4}, END}},
    {13, "IMAD.SAT R3, R1, R2, R4", {{1, 0x7fffffff}, {2, 1}, {4, 0x3e8}, END},
     {{3, 0x7fffffff}, END}},
    {14, "ISETP.LT.X.AND P0, pt, R3, R5, pt", {{3, 1}, {5, 0}, {K_CC, 0}, {K_P + 0, 1}, END},
     {{K_P + 0, 0}, END}},
    {15, "ICMP.LT R3, R1, R2, R4", {{1, 0x6f}, {2, 0xde}, {4, 0xffffffff}, END}, {{3, 0x6f}, END}},
    {16, "IMNMX R3, R1, R2, !pt", {{1, 0xfffffffb}, {2, 3}, END}, {{3, 3}, END}},
    {17, "PSETP.AND.OR P0, P4, P3, P2, P1", {{K_P + 1, 0}, {K_P + 2, 0}, {K_P + 3, 1}, END},
     {{K_P + 0, 1}, {K_P + 4, 1}, END}},
    {18, "SHL.W R3, R1, R2", {{1, 3}, {2, 0x21}, END}, {{3, 6}, END}},
    {19, "SHR R3, R1, R2", {{1, 0x80000000}, {2, 4}, END}, {{3, 0xf8000000}, END}},
    {20, "LOP.AND R3, ~R1, R2", {{1, 0xff00ff00}, {2, 0x0ff00ff0}, END}, {{3, 0x00f000f0}, END}},
    {21, "LOP32I.AND R3, R1, 0xff00ff00", {{1, 0x12345678}, END}, {{3, 0x12005600}, END}},
    {22, "POPC R3, R1, R2", {{1, 0xffffffff}, {2, 0x0f0f0f0f}, END}, {{3, 0x10}, END}},
    {23, "BFE R3, R1, R2", {{1, 0xabcd1234}, {2, 0x818}, END}, {{3, 0xffffffab}, END}},
    {24, "BFE.U32.BREV R3, R1, R2", {{1, 1}, {2, 0x2000}, END}, {{3, 0x80000000}, END}},
    {25, "FADD.RP R3, R1, R2", {{1, 0x3f800000}, {2, 0x30800000}, END}, {{3, 0x3f800001}, END}},
    {26, "FADD.FTZ R3, R1, R2", {{1, 0x00800000}, {2, 0x80000001}, END}, {{3, 0x00800000}, END}},
    {27, "FADD.SAT R3, R1, R2", {{1, 0x3f000000}, {2, 0xbf000000}, END}, {{3, 0}, END}},
    {28, "FADD R3, R1, R2", {{1, 0x7f800000}, {2, 0xff800000}, END}, {{3, 0x7fffffff}, END}},
    {29, "FMUL.D2 R3, R1, R2", {{1, 0x40400000}, {2, 0x40000000}, END}, {{3, 0x40400000}, END}},
    {30, "FMUL.RP R3, R1, R2", {{1, 0x3f800001}, {2, 0x3f800001}, END}, {{3, 0x3f800003}, END}},
    {31, "FFMA R3, R1, R2, R4", {{1, 0x3f800800}, {2, 0x3f800800}, {4, 0xbf801000}, END},
     {{3, 0x33800000}, END}},
    {32, "FSETP.NEU.AND P0, P1, R1, R2, pt", {{1, 0x7fc00000}, {2, 0x3f800000}, END},
     {{K_P + 0, 1}, {K_P + 1, 0}, END}},
    {33, "FMNMX R3, R1, R2, pt", {{1, 0x7fc00000}, {2, 0x40000000}, END}, {{3, 0x40000000}, END}},
    {34, "DADD.RP R2, R4, R6", {{4, 0}, {5, 0x3ff00000}, {6, 0}, {7, 0x3c300000}, END},
     {{2, 1}, {3, 0x3ff00000}, END}},
    {35, "DMUL R2, R4, R6", {{5, 0x40000000}, {7, 0x40080000}, END},
     {{2, 0}, {3, 0x40180000}, END}},
    {36, "DFMA R2, R4, R6, R8",
     {{4, 1}, {5, 0x3ff00000}, {6, 1}, {7, 0x3ff00000}, {8, 2}, {9, 0xbff00000}, END},
     {{2, 0}, {3, 0x39700000}, END}},
    {37, "MUFU.RCP R3, R1", {{1, 0x40400000}, END}, {{3, 0x3eaaaaab}, END}},
    {38, "MUFU.SIN R3, R1", {{1, 0x3f800000}, END}, {{3, 0x3f576aa4}, END}},
    {39, "MUFU.EX2 R3, R1", {{1, 0x3f800000}, END}, {{3, 0x40000000}, END}},
    {40, "MUFU.RSQ64H R3, R1", {{1, 0x40100000}, END}, {{3, 0x3fe00000}, END}},
    {41, "RRO.SINCOS R3, -R1", {{1, 0x3f800000}, END}, {{3, 0xbf800000}, END}},
    {42, "F2F.F32.F64.RM R3, R4", {{4, 0x10001000}, {5, 0x3ff00000}, END}, {{3, 0x3f800000}, END}},
    {43, "F2F.F16.F32 R3, R1", {{1, 0x477ff000}, END}, {{3, 0x7c00}, END}},
    {44, "F2F.FLOOR R3, R1", {{1, 0xc0200000}, END}, {{3, 0xc0400000}, END}},
    {45, "F2I.S32.F32.FLOOR R3, R1", {{1, 0xc0200000}, END}, {{3, 0xfffffffd}, END}},
    {46, "F2I.S32.F32.TRUNC R3, R1", {{1, 0x4f800000}, END}, {{3, 0x7fffffff}, END}},
    {47, "I2F.F32.S32.RP R3, R1", {{1, 0x01000001}, END}, {{3, 0x4b800001}, END}},
    {48, "I2F.F16.S8 R3, R1", {{1, 0xfb}, END}, {{3, 0xc500}, END}},
    {49, "I2I.S8.S32 R3, R1", {{1, 0x80}, END}, {{3, 0xffffff80}, END}},
    {50, "I2I.U16.U32.SAT R3, R1", {{1, 0x12345}, END}, {{3, 0xffff}, END}},
    {51, "VADD.ACC R3, R1, R2, R4", {{1, 1}, {2, 2}, {4, 0x64}, END}, {{3, 0x67}, END}},
    {52, "VADD.SAT.MRG_8B0 R3, R1, R2, R4", {{1, 0x1234}, {2, 1}, {4, 0xaaaabbbb}, END},
     {{3, 0xaaaabb7f}, END}},
    {53, "VMNMX.MX R3, R1, R2, RZ", {{1, 0xffffffff}, {2, 1}, END}, {{3, 1}, END}},
    {54, "VADD.S32.S8.MIN R3, R1, 0x1, R4", {{1, 5}, {4, 3}, END}, {{3, 3}, END}},
};

static void test_spec_examples(void **state)
{
    for (size_t i = 0; i < sizeof examples / sizeof examples[0]; i++) {
        const struct example *x = &examples[i];
        assert_int_equal(x->ex, (int)i + 1);
        reset(state);
        for (const kv *in = x->in; in->k != K_END; in++) {
            if (in->k < 63)
                R(in->k) = in->v;
            else if (in->k < K_CC)
                rf.p[in->k - K_P] = in->v ? ~0u : 0;
            else if (in->k == K_CC)
                CC = (uint8_t)in->v;
            else if (in->k == K_CB1)
                cput(1, 0x100, in->v);
            else
                ids.warpid = in->v;
        }
        run(x->text);
        for (const kv *out = x->out; out->k != K_END; out++) {
            uint32_t got = out->k < 63 ? R(out->k) : out->k < K_CC ? P(out->k - K_P) : CC;
            if (got != out->v)
                fail_msg("Ex %d '%s': %s%d = 0x%x, expected 0x%x", x->ex, x->text,
                         out->k < 63 ? "R" : out->k < K_CC ? "P" : "$c",
                         out->k < 63 ? out->k : out->k < K_CC ? out->k - K_P : 0, got, out->v);
        }
    }
}

/* ---- lanes, effects, errors ------------------------------------------------------------- */

static void test_lanes_and_effects(void **state)
{
    (void)state;
    for (unsigned l = 0; l < 32; l++) {
        rf.r[1][l] = l;
        rf.r[2][l] = 0x1000;
        rf.r[3][l] = 0xdead;
        rf.cc[l] = 0;
    }
    sg_effects fx;
    memset(&fx, 0, sizeof fx);
    sg_error e;
    assert_int_equal(exec_on("IADD R3.CC, R1, R2", 0x0000f00f, &fx, &e), SG_OK);
    for (unsigned l = 0; l < 32; l++) {
        uint32_t want = (0x0000f00f >> l & 1) ? 0x1000 + l : 0xdead;
        assert_int_equal(rf.r[3][l], want);
    }
    assert_int_equal(fx.lanes, 0x0000f00f);
    assert_int_equal(fx.nregs, 1);
    assert_int_equal(fx.regs[0], 3);
    assert_int_equal(fx.cc, 1);
    assert_int_equal(fx.preds, 0);
    /* pair destinations record both halves, low first */
    memset(&fx, 0, sizeof fx);
    assert_int_equal(exec_on("DADD R4, R6, R8", 1, &fx, &e), SG_OK);
    assert_int_equal(fx.nregs, 2);
    assert_int_equal(fx.regs[0], 4);
    assert_int_equal(fx.regs[1], 5);
    /* RZ is never listed */
    memset(&fx, 0, sizeof fx);
    assert_int_equal(exec_on("IADD RZ.CC, R1, R2", 1, &fx, &e), SG_OK);
    assert_int_equal(fx.nregs, 0);
    assert_int_equal(fx.cc, 1);
    /* predicates */
    memset(&fx, 0, sizeof fx);
    assert_int_equal(exec_on("ISETP.LT.AND P2, P5, R1, R2, pt", 3, &fx, &e), SG_OK);
    assert_int_equal(fx.preds, (1u << 2) | (1u << 5));
    /* no lanes: nothing changes */
    static sg_regfile before;
    before = rf;
    assert_int_equal(exec_on("IADD R3.CC, R1, R2", 0, NULL, &e), SG_OK);
    assert_memory_equal(&before, &rf, sizeof rf);
}

static void test_errors(void **state)
{
    (void)state;
    for (unsigned l = 0; l < 32; l++)
        for (unsigned r = 0; r < 63; r++)
            rf.r[r][l] = r * 0x01010101u + l;
    env.cbank[1] = NULL;
    run_fails("MOV R1, c [0x1] [0x10]", SG_ERR_RANGE,
              "c[0x1][0x10]: constant bank 0x1 is not bound");
    run_fails("IADD R1, R2, c [0x12] [0x8]", SG_ERR_RANGE,
              "c[0x12][0x8]: constant bank 0x12 does not exist");
    run_fails("FFMA R1, R2, R3, c [0x1] [0x0]", SG_ERR_RANGE, "not bound");
    run_fails("DADD R2, R4, c [0x1f] [0x0]", SG_ERR_RANGE, "does not exist");
    run_fails("DFMA R2, R4, R6, R9", SG_ERR_OPERAND, "R9");
    run_fails("F2I.U64.F32 R3, R1", SG_ERR_OPERAND, "R3");
    run_fails("I2I.S64.S32 R5, R1", SG_ERR_OPERAND, "R5");
    run_fails("IMNMX.XHI R1.CC, R2, R3, pt", SG_ERR_UNKNOWN, "XHI");
    /* the environment */
    sg_insn in;
    sg_error e;
    asm1("MOV R1, c [0x0] [0x0]", &in);
    assert_int_equal(sg_alu_exec(&in, 1, &rf, NULL, NULL, &e), SG_ERR_ARG);
    asm1("S2R R1, SR_Tid_X", &in);
    env.ids = NULL;
    assert_int_equal(sg_alu_exec(&in, 1, &rf, &env, NULL, &e), SG_ERR_ARG);
    env.ids = &ids;
    asm1("IADD R1, R2, R3", &in);
    assert_int_equal(sg_alu_exec(&in, 1, &rf, NULL, NULL, &e), SG_OK); /* no env needed */
    assert_int_equal(sg_alu_exec(NULL, 1, &rf, &env, NULL, &e), SG_ERR_ARG);
    assert_int_equal(sg_alu_exec(&in, 1, NULL, &env, NULL, &e), SG_ERR_ARG);
    in.form = SG_FORM_UNKNOWN;
    assert_int_equal(sg_alu_exec(&in, 1, &rf, &env, NULL, &e), SG_ERR_ARG);
    asm1("BRA 0x40", &in);
    assert_int_equal(sg_alu_exec(&in, 1, &rf, &env, NULL, &e), SG_ERR_ARG);
    asm1("LD R1, [R2]", &in);
    assert_int_equal(sg_alu_exec(&in, 1, &rf, &env, NULL, &e), SG_ERR_ARG);
    env.warp_size = 0;
    asm1("IADD R1, R2, R3", &in);
    assert_int_equal(sg_alu_exec(&in, 1, &rf, &env, NULL, &e), SG_ERR_ARG);
    env.warp_size = 32;
    assert_int_equal(sg_alu_exec(&in, 1, &rf, &env, NULL, NULL), SG_OK); /* err may be NULL */
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
        cmocka_unit_test_setup(test_shifts, reset),
        cmocka_unit_test_setup(test_lop, reset),
        cmocka_unit_test_setup(test_popc, reset),
        cmocka_unit_test_setup(test_bfe, reset),
        cmocka_unit_test_setup(test_psetp, reset),
        cmocka_unit_test_setup(test_video, reset),
        cmocka_unit_test_setup(test_fadd, reset),
        cmocka_unit_test_setup(test_fmul, reset),
        cmocka_unit_test_setup(test_ffma, reset),
        cmocka_unit_test_setup(test_fsetp, reset),
        cmocka_unit_test_setup(test_fmnmx, reset),
        cmocka_unit_test_setup(test_mufu, reset),
        cmocka_unit_test_setup(test_rro, reset),
        cmocka_unit_test_setup(test_double, reset),
        cmocka_unit_test_setup(test_f2f, reset),
        cmocka_unit_test_setup(test_f2i, reset),
        cmocka_unit_test_setup(test_i2f, reset),
        cmocka_unit_test_setup(test_i2i, reset),
        cmocka_unit_test_setup(test_real_kernel_ops, reset),
        cmocka_unit_test_setup(test_vote, reset),
        cmocka_unit_test_setup(test_imm32_forms_and_dmnmx, reset),
        cmocka_unit_test_setup(test_vabsdiff_vset, reset),
        cmocka_unit_test_setup(test_spec_examples, reset),
        cmocka_unit_test_setup(test_lanes_and_effects, reset),
        cmocka_unit_test_setup(test_errors, reset),
        cmocka_unit_test_setup(test_fp_environment, reset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
