/*
 * test_sm_rules_branch.c - the resolutions R7-R9 of specs/simt-stack.md
 * (Annex) at the SM level: divergent backward branches under both policies
 * (R7), BRA.U never changes AM or the stack (R8), BRX serialized in
 * ascending target order (R9).
 *
 * Small real programs in listing text run through sg_sm_* (the harness:
 * sm_rules_support.h); the results they store are checked against a C model
 * of the structured program, and the warp state and trace records
 * (specs/trace-format.md) where the rule is about them.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "sm_rules_support.h"

/* ---- R7: divergent backward branches, both policies ----------------------- */

static const char *prog_loop =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ MOV R2, RZ;\n"
    "/*0018*/ MOV R3, RZ;\n"
    "/*0020*/ LOP.AND R4, R0, 0x7;\n"
    "/*0028*/ IADD R4, R4, 0x1;                         // trips = (t&7)+1\n"
    "/*0030*/ SSY done;\n"
    "loop:\n"
    "/*0038*/ IMAD R2, R2, 0x3, R0;\n"
    "/*0040*/ IADD R3, R3, 0x1;\n"
    "/*0048*/ ISETP.LT.AND P0, pt, R3, R4, pt;\n"
    "/*0050*/ @P0 BRA loop;\n"
    "/*0058*/ NOP.S CC.T;\n"
    "done:\n"
    "/*0060*/ ST [R10], R2;\n"
    "/*0068*/ EXIT;\n";

static void test_r7_backward_branch_policies(void **state)
{
    (void)state;
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++) {
        uint32_t acc = 0;
        for (uint32_t j = 0; j < (t & 7) + 1; j++)
            acc = acc * 3 + t;
        want[t] = acc;
    }
    uint64_t steps[2];
    for (int pol = 0; pol < 2; pol++) {
        sg_config cfg;
        sg_config_default(&cfg);
        cfg.backward_branch_policy = pol ? SG_BB_DIV_TOKEN : SG_BB_WHILE_MASK;
        rig r;
        rig_make(&r, &cfg, prog_loop);
        rig_launch(&r, 1, 32, 0, 0, 0);
        rig_run_ok(&r);
        expect_out(&r, 32, want);
        steps[pol] = sg_sm_instructions(r.sm);
        const char *b1 = rec_find(&r.tr, 'I', 0, 0x50, 1);
        EXPECT_FIELD(b1, "g", "0xfefefefe");
        assert_int_equal(rec_count(&r.tr, 'I', 0, 0x50), 8);
        if (!pol) {
            /* the taken lanes loop, the others wait in the while-mask entry */
            EXPECT_FIELD(b1, "am", "0xffffffff>0xfefefefe");
            EXPECT_FIELD(b1, "npc", "0x0038");
            EXPECT_FIELD(b1, "depth", "1");
            EXPECT_FIELD(b1, "wt", "[0x0050:1:0xffffffff]");
            EXPECT_FIELD(b1, "ev", "[WM_NEW:0x0050:1:0xffffffff]");
            const char *b8 = rec_find(&r.tr, 'I', 0, 0x50, 8);
            EXPECT_FIELD(b8, "g", "0x00000000");
            EXPECT_FIELD(b8, "am", "0x80808080>0xffffffff");
            EXPECT_FIELD(b8, "ev", "[WM_DEL:0x0050:1:0xffffffff]");
            EXPECT_FIELD(b8, "wt", "[]");
            assert_int_equal(rec_count_with(&r.tr, 0, "PUSH:DIV"), 0);
            assert_int_equal(rec_count_with(&r.tr, 0, "WM_NEW"), 1);
            assert_int_equal(rec_count(&r.tr, 'I', 0, 0x58), 1);
            assert_int_equal(steps[0], 42);
        } else {
            /* the not-taken lanes run first; the NOP.S pops the DIV */
            EXPECT_FIELD(b1, "am", "0xffffffff>0x01010101");
            EXPECT_FIELD(b1, "npc", "0x0058");
            EXPECT_FIELD(b1, "stack", "[DIV:0xfefefefe:0x0038,SSY:0xffffffff:0x0060]");
            EXPECT_FIELD(b1, "wt", "[]");
            EXPECT_FIELD(rec_next(b1, 0), "am", "0x01010101>0xfefefefe");
            assert_int_equal(rec_count_with(&r.tr, 0, "PUSH:DIV"), 7);
            assert_int_equal(rec_count_with(&r.tr, 0, "WM_"), 0);
            assert_int_equal(rec_count(&r.tr, 'I', 0, 0x58), 8);
        }
        rig_free(&r);
    }
    assert_int_equal(steps[1], steps[0] + 7);
}

/* ---- R8: BRA.U never changes AM or the stack ------------------------------- */

static const char *prog_uniform =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ MOV R2, RZ;\n"
    "/*0018*/ ISETP.LT.U32.AND P0, pt, R0, 0x10, pt;\n"
    "/*0020*/ @P0 BRA.U skip;                           // mixed: nobody jumps\n"
    "/*0028*/ @!P0 IADD R2, R2, 0x1;\n"
    "/*0030*/ @P0 IADD R2, R2, 0x2;\n"
    "skip:\n"
    "/*0038*/ ISETP.GE.U32.AND P1, pt, R0, RZ, pt;\n"
    "/*0040*/ @P1 BRA.U over;                           // all true: jumps\n"
    "/*0048*/ IADD R2, R2, 0x100;\n"
    "over:\n"
    "/*0050*/ MOV R3, RZ;\n"
    "/*0058*/ LOP.AND R4, R0, 0x3;\n"
    "/*0060*/ IADD R4, R4, 0x2;\n"
    "loop:\n"
    "/*0068*/ IADD R3, R3, 0x1;\n"
    "/*0070*/ ISETP.LT.AND P2, pt, R3, R4, pt;\n"
    "/*0078*/ @P2 BRA.U loop;                           // backward: while all are true\n"
    "/*0080*/ ISCADD R2, R3, R2, 0xc;\n"
    "/*0088*/ ST [R10], R2;\n"
    "/*0090*/ EXIT;\n";

static void test_r8_uniform_branch(void **state)
{
    (void)state;
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = (t < 16 ? 2u : 1u) + (2u << 12); /* the loop stops when t&3 == 0 stops */
    for (int pol = 0; pol < 2; pol++) {
        sg_config cfg;
        sg_config_default(&cfg);
        cfg.backward_branch_policy = pol ? SG_BB_DIV_TOKEN : SG_BB_WHILE_MASK;
        rig r;
        rig_make(&r, &cfg, prog_uniform);
        rig_launch(&r, 1, 32, 0, 0, 0);
        rig_run_ok(&r);
        expect_out(&r, 32, want);
        const char *b = rec_find(&r.tr, 'I', 0, 0x20, 1);
        EXPECT_FIELD(b, "g", "0x0000ffff");
        EXPECT_FIELD(b, "am", "0xffffffff>0xffffffff");
        EXPECT_FIELD(b, "npc", "0x0028");
        EXPECT_FIELD(b, "depth", "0");
        EXPECT_FIELD(b, "ev", "[]");
        EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x28, 1), "g", "0xffff0000");
        EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x40, 1), "npc", "0x0050");
        assert_int_equal(rec_count(&r.tr, 'I', 0, 0x48), 0);
        assert_int_equal(rec_count(&r.tr, 'I', 0, 0x78), 2);
        for (unsigned k = 1; k <= 2; k++) {
            const char *l = rec_find(&r.tr, 'I', 0, 0x78, k);
            EXPECT_FIELD(l, "am", "0xffffffff>0xffffffff");
            EXPECT_FIELD(l, "npc", k == 1 ? "0x0068" : "0x0080");
            EXPECT_FIELD(l, "g", k == 1 ? "0xffffffff" : "0xeeeeeeee");
            EXPECT_FIELD(l, "wt", "[]");
            EXPECT_FIELD(l, "ev", "[]");
            EXPECT_FIELD(l, "depth", "0");
        }
        rig_free(&r);
    }
}

/* ---- R9: BRX, serialized in ascending target order ------------------------ */

/* Three cases first (entry 0x30): t%4 == 0 -> 0x20, 1 -> 0x10, 2 and 3 ->
 * 0x00: lane 0 has the highest target. Ra = 0x100 + case * 16, offset
 * -0x100 (target = Ra + offset, IN-4). */
static const char *prog_brx3_fmt =
    "/*0000*/ IADD R2, R2, 0x1;\n"
    "/*0008*/ RET;\n"
    "/*0010*/ IADD R2, R2, 0x2;\n"
    "/*0018*/ RET;\n"
    "/*0020*/ IADD R2, R2, 0x4;\n"
    "/*0028*/ RET;\n"
    "/*0030*/ S2R R0, SR_Tid_X;\n"
    "/*0038*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0040*/ MOV32I R2, 0x100;\n"
    "/*0048*/ LOP.AND R1, R0, 0x3;\n"
    "/*0050*/ IMNMX.U32 R1, R1, 0x2, pt;\n"
    "/*0058*/ IADD R1, -R1, 0x2;\n"
    "/*0060*/ ISCADD R1, R1, 0x100, 0x4;\n"
    "/*0068*/ ISETP.LT.U32.AND P0, pt, R0, 0x18, pt;\n"
    "/*0070*/ PRET ret;\n"
    "/*0078*/ %sBRX R1, -0x100;\n"
    "/*0080*/ IADD R2, R2, 0x8;\n"
    "/*0088*/ RET;\n"
    "ret:\n"
    "/*0090*/ ST [R10], R2;\n"
    "/*0098*/ EXIT;\n";

static void test_r9_brx_three_targets(void **state)
{
    (void)state;
    for (int guarded = 0; guarded < 2; guarded++) {
        char src[2048];
        snprintf(src, sizeof src, prog_brx3_fmt, guarded ? "@P0 " : "");
        uint32_t want[32];
        for (uint32_t t = 0; t < 32; t++)
            want[t] = 0x100u + (guarded && t >= 24 ? 8u : t % 4 == 0 ? 4u : t % 4 == 1 ? 2u : 1u);
        rig r;
        rig_make(&r, NULL, src);
        rig_launch(&r, 1, 32, 0x30, 0, 0);
        rig_run_ok(&r);
        expect_out(&r, 32, want);
        assert_int_equal(rec_count(&r.tr, 'I', 0, 0x78), 3);
        const char *x1 = rec_find(&r.tr, 'I', 0, 0x78, 1), *x2 = rec_find(&r.tr, 'I', 0, 0x78, 2),
                   *x3 = rec_find(&r.tr, 'I', 0, 0x78, 3);
        if (!guarded) {
            EXPECT_FIELD(x1, "am", "0xffffffff>0xcccccccc");
            EXPECT_FIELD(x1, "npc", "0x0000");
            EXPECT_FIELD(x1, "stack", "[DIV:0x33333333:0x0078,PRET:0xffffffff:0x0090]");
            EXPECT_FIELD(x2, "am", "0x33333333>0x22222222");
            EXPECT_FIELD(x2, "npc", "0x0010");
            EXPECT_FIELD(x2, "stack", "[DIV:0x11111111:0x0078,PRET:0xffffffff:0x0090]");
            EXPECT_FIELD(x3, "am", "0x11111111>0x11111111");
            EXPECT_FIELD(x3, "npc", "0x0020");
            EXPECT_FIELD(x3, "stack", "[PRET:0xffffffff:0x0090]");
        } else {
            /* the guard-false lanes wait on a DIV at PC+8, below the others */
            EXPECT_FIELD(x1, "g", "0x00ffffff");
            EXPECT_FIELD(x1, "am", "0xffffffff>0x00cccccc");
            EXPECT_FIELD(x1, "stack", "[DIV:0x00333333:0x0078,DIV:0xff000000:0x0080,"
                                      "PRET:0xffffffff:0x0090]");
            EXPECT_FIELD(x2, "g", "0x00333333");
            EXPECT_FIELD(x2, "am", "0x00333333>0x00222222");
            EXPECT_FIELD(x2, "stack", "[DIV:0x00111111:0x0078,DIV:0xff000000:0x0080,"
                                      "PRET:0xffffffff:0x0090]");
            EXPECT_FIELD(x3, "am", "0x00111111>0x00111111");
            EXPECT_FIELD(x3, "stack", "[DIV:0xff000000:0x0080,PRET:0xffffffff:0x0090]");
            EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x80, 1), "am", "0xff000000>0xff000000");
        }
        const char *last_u = rec_find(&r.tr, 'U', 0, -1, rec_count(&r.tr, 'U', 0, -1));
        EXPECT_FIELD(last_u, "ev", "[POP:PRET:0xffffffff:0x0090]");
        EXPECT_FIELD(last_u, "am", "0x00000000>0xffffffff");
        EXPECT_FIELD(last_u, "rm", "0x00000000");
        rig_free(&r);
    }
}

/* 32 targets, one per lane, lane t -> case 31 - t at 16 * (31 - t): the BRX
 * runs 32 times and serves lane 31 first. */
static void test_r9_brx_32_targets(void **state)
{
    (void)state;
    char src[8192];
    size_t n = 0;
    for (unsigned k = 0; k < 32; k++)
        n += (size_t)snprintf(src + n, sizeof src - n,
                              "/*%04x*/ IADD R2, R0, 0x%x;\n/*%04x*/ RET;\n", 16 * k, 0x100 * k,
                              16 * k + 8);
    snprintf(src + n, sizeof src - n,
             "/*0200*/ S2R R0, SR_Tid_X;\n"
             "/*0208*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
             "/*0210*/ IADD R1, -R0, 0x1f;\n"
             "/*0218*/ ISCADD R1, R1, -0x40, 0x4;\n"
             "/*0220*/ PRET ret;\n"
             "/*0228*/ BRX R1, 0x40;\n"
             "/*0230*/ EXIT;\n"
             "ret:\n"
             "/*0238*/ ST [R10], R2;\n"
             "/*0240*/ EXIT;\n");
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = t + 0x100u * (31u - t);
    rig r;
    rig_make(&r, NULL, src);
    rig_launch(&r, 1, 32, 0x200, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    assert_int_equal(rec_count(&r.tr, 'I', 0, 0x228), 32);
    for (unsigned k = 0; k < 32; k++) {
        const char *x = rec_find(&r.tr, 'I', 0, 0x228, k + 1);
        uint32_t lane = 31 - k, rest = lane ? (1u << lane) - 1 : 0;
        char s[128];
        snprintf(s, sizeof s, "0x%08x>0x%08x", lane == 31 ? 0xffffffffu : (2u << lane) - 1,
                 1u << lane);
        EXPECT_FIELD(x, "am", s);
        snprintf(s, sizeof s, "0x%04x", 16 * k);
        EXPECT_FIELD(x, "npc", s);
        if (rest)
            snprintf(s, sizeof s, "[DIV:0x%08x:0x0228,PRET:0xffffffff:0x0238]", rest);
        else
            snprintf(s, sizeof s, "[PRET:0xffffffff:0x0238]");
        EXPECT_FIELD(x, "stack", s);
    }
    assert_int_equal(rec_count(&r.tr, 'I', 0, 0x230), 0);
    rig_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_r7_backward_branch_policies),
        cmocka_unit_test(test_r8_uniform_branch),
        cmocka_unit_test(test_r9_brx_three_targets),
        cmocka_unit_test(test_r9_brx_32_targets),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
