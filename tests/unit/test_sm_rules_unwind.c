/*
 * test_sm_rules_unwind.c - the resolutions R4-R6 of specs/simt-stack.md
 * (Annex) at the SM level: unwinding, one pop per record (R4), a conditional
 * .S takes lanes out without popping (R5), conditional BRK/CONT/RET/EXIT and
 * a divergent call (R6).
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

/* ---- R4: unwinding, one pop per record ------------------------------------ */

static const char *prog_unwind =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ MOV R2, RZ;\n"
    "/*0018*/ ISETP.LT.U32.AND P0, pt, R0, 0x10, pt;\n"
    "/*0020*/ PBK after;\n"
    "/*0028*/ SSY join;\n"
    "/*0030*/ @P0 BRA low;\n"
    "/*0038*/ BRK;\n"
    "low:\n"
    "/*0040*/ IADD R2, R2, 0x1;\n"
    "/*0048*/ BRK;\n"
    "join:\n"
    "/*0050*/ IADD R2, R2, 0x100;\n"
    "after:\n"
    "/*0058*/ ST [R10], R2;\n"
    "/*0060*/ EXIT;\n";

static void test_r4_one_pop_per_unwind_step(void **state)
{
    (void)state;
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = t < 16 ? 1u : 0u;
    rig r;
    rig_make(&r, NULL, prog_unwind);
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    const char *b1 = rec_find(&r.tr, 'I', 0, 0x38, 1);
    EXPECT_FIELD(b1, "am", "0xffff0000>0x00000000");
    EXPECT_FIELD(b1, "bm", "0xffff0000");
    const char *u1 = rec_next(b1, 0);
    assert_true(u1[0] == 'U');
    EXPECT_FIELD(u1, "ev", "[POP:DIV:0x0000ffff:0x0040]");
    EXPECT_FIELD(u1, "am", "0x00000000>0x0000ffff");
    const char *b2 = rec_find(&r.tr, 'I', 0, 0x48, 1);
    EXPECT_FIELD(b2, "bm", "0xffffffff");
    const char *u2 = rec_next(b2, 0), *u3 = rec_next(u2, 0), *s = rec_next(u3, 0);
    assert_true(u2[0] == 'U' && u3[0] == 'U' && s[0] == 'I');
    EXPECT_FIELD(u2, "pc", "0x0050");
    EXPECT_FIELD(u2, "ev", "[POP:SSY:0xffffffff:0x0050]"); /* restores nothing: all in BM */
    EXPECT_FIELD(u2, "am", "0x00000000>0x00000000");
    EXPECT_FIELD(u2, "bm", "0xffffffff");
    EXPECT_FIELD(u3, "pc", "0x0050");
    EXPECT_FIELD(u3, "ev", "[POP:PBK:0xffffffff:0x0058]");
    EXPECT_FIELD(u3, "am", "0x00000000>0xffffffff");
    EXPECT_FIELD(u3, "bm", "0x00000000");
    EXPECT_FIELD(u3, "npc", "0x0058");
    EXPECT_FIELD(s, "pc", "0x0058");
    assert_int_equal(rec_count(&r.tr, 'I', 0, 0x50), 0);
    assert_int_equal(rec_count(&r.tr, 'U', 0, -1), 3);
    rig_free(&r);
}

/* ---- R5: a conditional .S takes lanes out without popping ------------------ */

static const char *prog_cond_s =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ MOV R2, RZ;\n"
    "/*0018*/ ISETP.LT.U32.AND P0, pt, R0, 0x8, pt;\n"
    "/*0020*/ SSY join1;\n"
    "/*0028*/ @P0 NOP.S CC.T;\n"
    "/*0030*/ IADD R2, R2, 0x1;\n"
    "/*0038*/ IADD.S R2, R2, 0x1000;          // .S on an ALU instruction: add, then pop\n"
    "join1:\n"
    "/*0040*/ IADD R2, R2, 0x10;\n"
    "/*0048*/ ISETP.GE.U32.AND P1, pt, R0, RZ, pt;\n"
    "/*0050*/ SSY join2;\n"
    "/*0058*/ @P1 NOP.S CC.T;\n"
    "/*0060*/ IADD R2, R2, 0x100;\n"
    "join2:\n"
    "/*0068*/ ST [R10], R2;\n"
    "/*0070*/ EXIT;\n";

static void test_r5_conditional_s(void **state)
{
    (void)state;
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = t < 8 ? 0x10u : 0x1011u;
    rig r;
    rig_make(&r, NULL, prog_cond_s);
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    const char *s1 = rec_find(&r.tr, 'I', 0, 0x28, 1);
    EXPECT_FIELD(s1, "g", "0x000000ff");
    EXPECT_FIELD(s1, "am", "0xffffffff>0xffffff00");
    EXPECT_FIELD(s1, "depth", "1"); /* no pop */
    EXPECT_FIELD(s1, "ev", "[]");
    const char *s2 = rec_find(&r.tr, 'I', 0, 0x38, 1);
    EXPECT_FIELD(s2, "am", "0xffffff00>0xffffffff");
    EXPECT_FIELD(s2, "depth", "0");
    EXPECT_FIELD(s2, "ev", "[POP:SSY:0xffffffff:0x0040]");
    const char *s3 = rec_find(&r.tr, 'I', 0, 0x58, 1); /* every lane's guard true */
    EXPECT_FIELD(s3, "am", "0xffffffff>0x00000000");
    EXPECT_FIELD(s3, "depth", "1");
    EXPECT_FIELD(s3, "npc", "0x0060");
    const char *u = rec_next(s3, 0);
    assert_true(u[0] == 'U');
    EXPECT_FIELD(u, "ev", "[POP:SSY:0xffffffff:0x0068]");
    EXPECT_FIELD(u, "am", "0x00000000>0xffffffff");
    assert_int_equal(rec_count(&r.tr, 'I', 0, 0x60), 0);
    rig_free(&r);
}

/* ---- R6: conditional BRK/CONT/RET/EXIT; a divergent call ------------------ */

static const char *prog_call =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ MOV R2, RZ;\n"
    "/*0018*/ LOP.AND R1, R0, 0x1;\n"
    "/*0020*/ ISETP.NE.AND P0, pt, R1, RZ, pt;          // odd threads\n"
    "/*0028*/ LOP.AND R1, R0, 0x3;\n"
    "/*0030*/ ISETP.EQ.AND P1, pt, R1, RZ, pt;          // t % 4 == 0\n"
    "/*0038*/ SSY join;\n"
    "/*0040*/ @P0 BRA odd;\n"
    "/*0048*/ CAL func;                                 // even threads only\n"
    "/*0050*/ IADD R2, R2, 0x1000;\n"
    "/*0058*/ NOP.S CC.T;\n"
    "odd:\n"
    "/*0060*/ IADD R2, R2, 0x20000;\n"
    "/*0068*/ NOP.S CC.T;\n"
    "join:\n"
    "/*0070*/ ST [R10], R2;\n"
    "/*0078*/ EXIT;\n"
    "func:\n"
    "/*0080*/ IADD R2, R2, 0x1;\n"
    "/*0088*/ @P1 RET;                                  // guarded return\n"
    "/*0090*/ IADD R2, R2, 0x10;\n"
    "/*0098*/ RET;\n";

/* A call whose function returns from inside a PBK loop (spec §9.7's last
 * example): ret = (t&7)+1, brk = ((t>>3)&3)+2; r counts up from 0; the lane
 * returns when r >= ret, breaks when r >= brk (then r += 0x100 and returns). */
static const char *prog_ret_in_loop =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ MOV R2, RZ;\n"
    "/*0018*/ LOP.AND R6, R0, 0x7;\n"
    "/*0020*/ IADD R6, R6, 0x1;\n"
    "/*0028*/ SHR.U32 R7, R0, 0x3;\n"
    "/*0030*/ LOP.AND R7, R7, 0x3;\n"
    "/*0038*/ IADD R7, R7, 0x2;\n"
    "/*0040*/ CAL func;\n"
    "/*0048*/ ST [R10], R2;\n"
    "/*0050*/ EXIT;\n"
    "func:\n"
    "/*0058*/ PBK fend;\n"
    "floop:\n"
    "/*0060*/ IADD R2, R2, 0x1;\n"
    "/*0068*/ ISETP.GE.AND P1, pt, R2, R6, pt;\n"
    "/*0070*/ @P1 RET;\n"
    "/*0078*/ ISETP.GE.AND P2, pt, R2, R7, pt;\n"
    "/*0080*/ @P2 BRK;\n"
    "/*0088*/ BRA floop;\n"
    "fend:\n"
    "/*0090*/ IADD R2, R2, 0x100;\n"
    "/*0098*/ RET;\n";

static void test_r6_divergent_call_guarded_ret(void **state)
{
    (void)state;
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = t % 2 ? 0x20000u : t % 4 == 0 ? 0x1001u : 0x1011u;
    rig r;
    rig_make(&r, NULL, prog_call);
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    const char *c = rec_find(&r.tr, 'I', 0, 0x48, 1);
    EXPECT_FIELD(c, "am", "0x55555555>0x55555555");
    EXPECT_FIELD(c, "npc", "0x0080");
    EXPECT_FIELD(c, "stack",
                 "[CALL:0x55555555:0x0050,DIV:0xaaaaaaaa:0x0060,SSY:0xffffffff:0x0070]");
    const char *g = rec_find(&r.tr, 'I', 0, 0x88, 1);
    EXPECT_FIELD(g, "g", "0x11111111");
    EXPECT_FIELD(g, "am", "0x55555555>0x44444444");
    EXPECT_FIELD(g, "rm", "0x11111111");
    EXPECT_FIELD(g, "npc", "0x0090");
    EXPECT_FIELD(g, "depth", "3"); /* RET never pops itself */
    const char *ret = rec_find(&r.tr, 'I', 0, 0x98, 1);
    EXPECT_FIELD(ret, "am", "0x44444444>0x00000000");
    EXPECT_FIELD(ret, "rm", "0x55555555");
    const char *u = rec_next(ret, 0);
    assert_true(u[0] == 'U');
    EXPECT_FIELD(u, "pc", "0x00a0");
    EXPECT_FIELD(u, "ev", "[POP:CALL:0x55555555:0x0050]");
    EXPECT_FIELD(u, "am", "0x00000000>0x55555555");
    EXPECT_FIELD(u, "rm", "0x00000000");
    EXPECT_FIELD(u, "npc", "0x0050");
    rig_free(&r);

    /* RET from inside a loop inside the call: RM keeps the returning lanes
     * out of the PBK's restore */
    uint32_t ret_lanes = 0, brk_lanes = 0;
    for (uint32_t t = 0; t < 32; t++) {
        uint32_t rt = (t & 7) + 1, bk = ((t >> 3) & 3) + 2;
        want[t] = rt <= bk ? rt : bk + 0x100;
        if (rt <= bk)
            ret_lanes |= 1u << t;
        else
            brk_lanes |= 1u << t;
    }
    assert_true(ret_lanes && brk_lanes);
    rig_make(&r, NULL, prog_ret_in_loop);
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    const char *p = NULL;
    for (unsigned k = 1; (u = rec_find(&r.tr, 'U', 0, -1, k)); k++)
        if (rec_has(u, "ev=[POP:PBK:"))
            p = u;
    assert_non_null(p);
    EXPECT_FIELD(p, "ev", "[POP:PBK:0xffffffff:0x0090]");
    char s[64];
    snprintf(s, sizeof s, "0x00000000>0x%08x", brk_lanes);
    EXPECT_FIELD(p, "am", s);
    snprintf(s, sizeof s, "0x%08x", ret_lanes);
    EXPECT_FIELD(p, "rm", s);
    EXPECT_FIELD(p, "bm", "0x00000000");
    const char *last_u = rec_find(&r.tr, 'U', 0, -1, rec_count(&r.tr, 'U', 0, -1));
    EXPECT_FIELD(last_u, "ev", "[POP:CALL:0xffffffff:0x0048]");
    EXPECT_FIELD(last_u, "am", "0x00000000>0xffffffff");
    EXPECT_FIELD(last_u, "rm", "0x00000000");
    rig_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_r4_one_pop_per_unwind_step),
        cmocka_unit_test(test_r5_conditional_s),
        cmocka_unit_test(test_r6_divergent_call_guarded_ret),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
