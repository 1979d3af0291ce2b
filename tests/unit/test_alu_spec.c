/*
 * test_alu_spec.c - sg_alu_exec(): the worked examples of specs/execution.md
 * §12 run verbatim (the per-operation tests of test_alu_int.c,
 * test_alu_bits.c, test_alu_fp.c and test_alu_conv.c run the spec's other
 * examples), and the call itself (§1, §2): lanes, effects, and the error
 * cases, which must leave the register file unchanged.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "alu_support.h"

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_spec_examples, reset),
        cmocka_unit_test_setup(test_lanes_and_effects, reset),
        cmocka_unit_test_setup(test_errors, reset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
