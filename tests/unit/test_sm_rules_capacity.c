/*
 * test_sm_rules_capacity.c - the resolution R10 of specs/simt-stack.md
 * (Annex) at the SM level: stack capacity, spilling, overflow and underflow,
 * the while-mask table's overflow, and an error stops only its warp.
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

/* ---- R10: capacity, spilling, overflow and underflow ---------------------- */

/* Push c[0x0][0x24] SSY tokens (a uniform loop), then pop them one by one. */
static const char *prog_push_pop =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ MOV R3, RZ;\n"
    "/*0018*/ MOV R4, RZ;\n"
    "push:\n"
    "/*0020*/ SSY popped;\n"
    "/*0028*/ IADD R3, R3, 0x1;\n"
    "/*0030*/ ISETP.LT.AND P0, pt, R3, c [0x0] [0x24], pt;\n"
    "/*0038*/ @P0 BRA.U push;\n"
    "pop:\n"
    "/*0040*/ NOP.S CC.T;\n"
    "popped:\n"
    "/*0048*/ IADD R4, R4, 0x1;\n"
    "/*0050*/ ISETP.LT.AND P1, pt, R4, R3, pt;\n"
    "/*0058*/ @P1 BRA.U pop;\n"
    "/*0060*/ ST [R10], R4;\n"
    "/*0068*/ EXIT;\n";

static void spill_case(unsigned onchip, uint32_t spill, uint32_t pushes, int fits)
{
    sg_config cfg;
    sg_config_default(&cfg);
    cfg.stack_onchip_slots = onchip;
    cfg.stack_spill_bytes = spill;
    uint32_t capacity = onchip + 48 * (spill / 0x200);
    rig r;
    rig_make(&r, &cfg, prog_push_pop);
    rig_launch(&r, 1, 32, 0, pushes, 0);
    uint32_t want[32];
    if (fits) {
        assert_true(pushes <= capacity);
        run_until_pc(&r, 0, 0x40); /* every token pushed */
        sg_warp_state ws = wstate(&r, 0);
        assert_int_equal(ws.depth, pushes);
        assert_int_equal(ws.onchip, pushes < onchip ? pushes : onchip);
        assert_int_equal(ws.spilled, pushes > onchip ? pushes - onchip : 0);
        expect_token(&r, 0, 0, TOK_SSY, 0xffffffff, 0x48);
        expect_token(&r, 0, pushes - 1, TOK_SSY, 0xffffffff, 0x48);
        rig_run_ok(&r);
        for (uint32_t t = 0; t < 32; t++)
            want[t] = pushes;
        expect_out(&r, 32, want);
        uint32_t sp = pushes > onchip ? pushes - onchip : 0;
        assert_int_equal(rec_count_with(&r.tr, 0, ",SPILL]"), sp);
        assert_int_equal(rec_count_with(&r.tr, 0, ",FILL]"), sp);
        if (sp) {
            char s[32];
            snprintf(s, sizeof s, "%u", sp);
            EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x20, pushes), "spilled", s);
            EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x20, onchip), "spilled", "0");
            EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x20, onchip + 1), "ev",
                         "[PUSH:SSY:0xffffffff:0x0048,SPILL]");
            EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x40, 1), "ev",
                         "[POP:SSY:0xffffffff:0x0048,FILL]");
        }
    } else {
        assert_true(pushes == capacity + 1);
        sg_error err;
        sg_status st = sg_sm_run(r.sm, 1000000, &err);
        assert_int_not_equal(st, SG_OK);
        if (!strstr(err.msg, "pc 0x0020") || !strstr(err.msg, "STACK_OVERFLOW"))
            fail_msg("error message does not name the pc and the cause: %s", err.msg);
        sg_warp_state ws = wstate(&r, 0);
        assert_int_equal(ws.status, 2);
        assert_int_equal(ws.error, 1);
        assert_int_equal(ws.depth, capacity); /* the failing push had no effect */
        assert_int_equal(ws.pc, 0x20);
        assert_int_equal(ws.am, 0xffffffff);
        assert_int_equal(ws.spilled, capacity - onchip);
        const char *e = rec_last(&r.tr, 0);
        assert_true(e[0] == 'E');
        EXPECT_FIELD(e, "pc", "0x0020");
        EXPECT_FIELD(e, "error", "STACK_OVERFLOW");
        char s[32];
        snprintf(s, sizeof s, "%u", capacity);
        EXPECT_FIELD(e, "capacity", s);
        EXPECT_FIELD(e, "depth", s);
        uint32_t r3;
        check(sg_sm_reg(r.sm, 0, 0, 3, &r3, &err), &err, "reg");
        assert_int_equal(r3, capacity); /* counted the pushes that happened */
        for (uint32_t t = 0; t < 32; t++)
            want[t] = NOSTORE;
        expect_out(&r, 32, want);
    }
    rig_free(&r);
}

static void test_r10_spill_and_overflow(void **state)
{
    (void)state;
    spill_case(16, 0, 16, 1);        /* default: 16 on-chip, no spill area */
    spill_case(16, 0, 17, 0);
    spill_case(2, 0x200, 50, 1);     /* 2 on-chip + 48 spilled */
    spill_case(2, 0x200, 51, 0);
    spill_case(2, 0x3ff, 50, 1);     /* 48 slots per whole 0x200 bytes */
    spill_case(2, 0x3ff, 51, 0);
    spill_case(1, 0x400, 97, 1);     /* 1 + 96 */
    spill_case(1, 0x400, 98, 0);
}

/* An error stops only its warp (ERR-3): warp 1 overflows, warp 0 finishes. */
static const char *prog_push_per_warp =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ SHR.U32 R5, R0, 0x5;\n"
    "/*0018*/ IADD R5, R5, c [0x0] [0x24];                  // pushes: 16 + warp\n"
    "/*0020*/ MOV R3, RZ;\n"
    "push:\n"
    "/*0028*/ SSY out;\n"
    "/*0030*/ IADD R3, R3, 0x1;\n"
    "/*0038*/ ISETP.LT.AND P0, pt, R3, R5, pt;\n"
    "/*0040*/ @P0 BRA.U push;\n"
    "out:\n"
    "/*0048*/ ST [R10], R3;\n"
    "/*0050*/ EXIT;\n";

static void test_r10_error_contained(void **state)
{
    (void)state;
    rig r;
    rig_make(&r, NULL, prog_push_per_warp);
    rig_launch(&r, 1, 64, 0, 16, 0);
    unsigned errors = 0;
    for (int k = 0; k < 1000; k++) {
        sg_error err;
        if (sg_sm_step(r.sm, &err) != SG_OK) {
            errors++;
            assert_non_null(strstr(err.msg, "warp 1 "));
            assert_non_null(strstr(err.msg, "pc 0x0028"));
        }
    }
    assert_int_equal(errors, 1);
    assert_false(sg_sm_done(r.sm)); /* the block never completes */
    sg_warp_state w0 = wstate(&r, 0), w1 = wstate(&r, 1);
    assert_int_equal(w0.status, 1);
    assert_int_equal(w1.status, 2);
    assert_int_equal(w1.error, 1);
    assert_int_equal(w1.depth, 16);
    /* warp 0 stores with its 16 tokens on the stack; its EXIT empties AM,
     * and 16 unwind pops, each restoring nothing (every lane exited), empty
     * the stack before the warp is done */
    uint32_t want[64];
    for (uint32_t t = 0; t < 64; t++)
        want[t] = t < 32 ? 16u : NOSTORE;
    expect_out(&r, 64, want);
    assert_int_equal(rec_count(&r.tr, 'U', 0, -1), 16);
    assert_int_equal(rec_count(&r.tr, 'I', 0, 0x48), 1);
    const char *last = rec_last(&r.tr, 0);
    EXPECT_FIELD(last, "am", "0x00000000>0x00000000");
    EXPECT_FIELD(last, "depth", "0");
    EXPECT_FIELD(rec_last(&r.tr, 1), "error", "STACK_OVERFLOW");
    rig_free(&r);
}

static void underflow_case(const char *src, uint32_t err_pc, uint32_t cause, uint32_t am)
{
    rig r;
    rig_make(&r, NULL, src);
    rig_launch(&r, 1, 32, 0, 0, 0);
    sg_error err;
    assert_int_not_equal(sg_sm_run(r.sm, 1000, &err), SG_OK);
    char pc[32];
    snprintf(pc, sizeof pc, "pc 0x%04x", err_pc);
    if (!strstr(err.msg, pc) || !strstr(err.msg, "STACK_UNDERFLOW"))
        fail_msg("error message does not name %s and STACK_UNDERFLOW: %s", pc, err.msg);
    sg_warp_state ws = wstate(&r, 0);
    assert_int_equal(ws.status, 2);
    assert_int_equal(ws.error, 2);
    assert_int_equal(ws.cause, cause);
    assert_int_equal(ws.pc, err_pc);
    assert_int_equal(ws.am, am);
    assert_int_equal(ws.depth, 0);
    const char *e = rec_last(&r.tr, 0);
    assert_true(e[0] == 'E');
    EXPECT_FIELD(e, "error", "STACK_UNDERFLOW");
    uint32_t r2;
    check(sg_sm_reg(r.sm, 0, 0, 2, &r2, &err), &err, "reg");
    assert_int_equal(r2, 7); /* the failing step wrote nothing (STEP-4) */
    rig_free(&r);
}

static void test_r10_underflow(void **state)
{
    (void)state;
    underflow_case("/*0000*/ MOV32I R2, 0x7;\n/*0008*/ IADD.S R2, R2, 0x1;\n/*0010*/ EXIT;\n",
                   0x08, 1 /* SPOP_EMPTY */, 0xffffffff);
    underflow_case("/*0000*/ MOV32I R2, 0x7;\n/*0008*/ NOP.S CC.T;\n/*0010*/ EXIT;\n", 0x08, 1,
                   0xffffffff);
    underflow_case("/*0000*/ MOV32I R2, 0x7;\n"
                   "/*0008*/ S2R R0, SR_Tid_X;\n"
                   "/*0010*/ ISETP.LT.U32.AND P0, pt, R0, 0x4, pt;\n"
                   "/*0018*/ @P0 IADD.S R2, R2, 0x1;\n/*0020*/ EXIT;\n",
                   0x18, 2 /* GUARDED_S_EMPTY */, 0xffffffff);
    underflow_case("/*0000*/ MOV32I R2, 0x7;\n/*0008*/ BRK;\n/*0010*/ EXIT;\n", 0x10,
                   3 /* UNWIND_PARKED */, 0);
    underflow_case("/*0000*/ MOV32I R2, 0x7;\n/*0008*/ RET;\n/*0010*/ EXIT;\n", 0x10, 3, 0);

    /* a conditional .S whose guard is false everywhere is no error (S-3) */
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = 8;
    rig r;
    rig_make(&r, NULL,
             "/*0000*/ S2R R0, SR_Tid_X;\n"
             "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
             "/*0010*/ MOV32I R2, 0x7;\n"
             "/*0018*/ ISETP.GT.U32.AND P0, pt, R0, 0x40, pt;\n"
             "/*0020*/ @P0 NOP.S CC.T;\n"
             "/*0028*/ IADD R2, R2, 0x1;\n"
             "/*0030*/ ST [R10], R2;\n"
             "/*0038*/ EXIT;\n");
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    rig_free(&r);
}

/* WMASK_OVERFLOW: two nested divergent loops with one while-mask slot. */
static const char *prog_two_loops =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ LOP.AND R5, R0, 0x1;\n"
    "/*0018*/ IADD R5, R5, 0x1;                         // inner trips 1-2\n"
    "/*0020*/ LOP.AND R6, R0, 0x2;\n"
    "/*0028*/ IADD R6, R6, 0x1;                         // outer trips 1 or 3\n"
    "/*0030*/ MOV R2, RZ;\n"
    "/*0038*/ MOV R3, RZ;\n"
    "outer:\n"
    "/*0040*/ MOV R4, RZ;\n"
    "inner:\n"
    "/*0048*/ IADD R2, R2, 0x1;\n"
    "/*0050*/ IADD R4, R4, 0x1;\n"
    "/*0058*/ ISETP.LT.AND P0, pt, R4, R5, pt;\n"
    "/*0060*/ @P0 BRA inner;\n"
    "/*0068*/ IADD R3, R3, 0x1;\n"
    "/*0070*/ ISETP.LT.AND P1, pt, R3, R6, pt;\n"
    "/*0078*/ @P1 BRA outer;\n"
    "/*0080*/ ST [R10], R2;\n"
    "/*0088*/ EXIT;\n";

static void test_r10_while_mask_overflow(void **state)
{
    (void)state;
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = ((t & 1) + 1) * ((t & 2) + 1);
    for (unsigned slots = 1; slots <= 2; slots++) {
        sg_config cfg;
        sg_config_default(&cfg);
        cfg.while_mask_slots = slots;
        rig r;
        rig_make(&r, &cfg, prog_two_loops);
        rig_launch(&r, 1, 32, 0, 0, 0);
        if (slots == 2) {
            rig_run_ok(&r);
            expect_out(&r, 32, want);
        } else {
            sg_error err;
            assert_int_not_equal(sg_sm_run(r.sm, 100000, &err), SG_OK);
            assert_non_null(strstr(err.msg, "WMASK_OVERFLOW"));
            assert_non_null(strstr(err.msg, "pc 0x0060"));
            sg_warp_state ws = wstate(&r, 0);
            assert_int_equal(ws.status, 2);
            assert_int_equal(ws.error, 3);
            assert_int_equal(ws.wt_entries, 1);
            EXPECT_FIELD(rec_last(&r.tr, 0), "wt", "[0x0078:0:0xffffffff]");
            assert_int_equal(rec_count(&r.tr, 'I', 0, 0x60), 2); /* the third one fails: */
            EXPECT_FIELD(rec_last(&r.tr, 0), "pc", "0x0060");
            EXPECT_FIELD(rec_last(&r.tr, 0), "error", "WMASK_OVERFLOW");
        }
        rig_free(&r);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_r10_spill_and_overflow),
        cmocka_unit_test(test_r10_error_contained),
        cmocka_unit_test(test_r10_underflow),
        cmocka_unit_test(test_r10_while_mask_overflow),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
