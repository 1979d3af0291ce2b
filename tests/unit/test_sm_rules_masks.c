/*
 * test_sm_rules_masks.c - the resolutions R1-R3 of specs/simt-stack.md
 * (Annex) at the SM level: bit i of every mask is lane i (R1), exited lanes
 * never come back (R2), scoped disable masks in nested loops with break and
 * continue (R3); and the same programs with warps of 8, 5 and 1 lanes,
 * partial warps, several blocks, and blocks exchanging values through shared
 * memory at a barrier.
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

/* ---- R1: bit i of every mask is lane i ------------------------------------ */

static const char *prog_parity =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ LOP.AND R1, R0, 0x1;\n"
    "/*0018*/ ISETP.EQ.AND P0, pt, R1, RZ, pt;          // P0: even threads\n"
    "/*0020*/ ISETP.LT.U32.AND P1, pt, R0, 0x3, pt;     // P1: threads 0-2\n"
    "/*0028*/ SSY join;\n"
    "/*0030*/ @P0 BRA even;\n"
    "/*0038*/ MOV32I R2, 0x1;\n"
    "/*0040*/ NOP.S CC.T;\n"
    "even:\n"
    "/*0048*/ MOV32I R2, 0x2;\n"
    "/*0050*/ NOP.S CC.T;\n"
    "join:\n"
    "/*0058*/ @P1 IADD R2, R2, 0x10;\n"
    "/*0060*/ ST [R10], R2;\n"
    "/*0068*/ EXIT;\n";

static void test_r1_lane_order(void **state)
{
    (void)state;
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = (t % 2 ? 1u : 2u) + (t < 3 ? 0x10u : 0u);

    /* W = 32: a predicate from SR_Tid_X parity is 0x55555555 */
    rig r;
    rig_make(&r, NULL, prog_parity);
    rig_launch(&r, 1, 32, 0, 0, 0);
    run_until_pc(&r, 0, 0x28);
    uint32_t p0, p1;
    sg_error err;
    check(sg_sm_pred_mask(r.sm, 0, 0, &p0, &err), &err, "P0");
    check(sg_sm_pred_mask(r.sm, 0, 1, &p1, &err), &err, "P1");
    assert_int_equal(p0, 0x55555555);
    assert_int_equal(p1, 0x00000007); /* threads 0-2 are the low bits */
    run_until_pc(&r, 0, 0x38);        /* after the divergent branch */
    sg_warp_state ws = wstate(&r, 0);
    assert_int_equal(ws.am, 0xaaaaaaaa); /* odd lanes, the not-taken path, first */
    assert_int_equal(ws.depth, 2);
    expect_token(&r, 0, 0, TOK_DIV, 0x55555555, 0x48);
    expect_token(&r, 0, 1, TOK_SSY, 0xffffffff, 0x58);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x18, 1), "P0", "0x55555555");
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x30, 1), "g", "0x55555555");
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x30, 1), "am", "0xffffffff>0xaaaaaaaa");
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x58, 1), "g", "0x00000007");
    rig_free(&r);

    /* W = 8: four warps; masks have two digits, lane i still bit i */
    sg_config cfg;
    sg_config_default(&cfg);
    cfg.warp_size = 8;
    rig_make(&r, &cfg, prog_parity);
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    for (unsigned w = 0; w < 4; w++) {
        EXPECT_FIELD(rec_find(&r.tr, 'I', w, 0x18, 1), "P0", "0x55");
        EXPECT_FIELD(rec_find(&r.tr, 'I', w, 0x20, 1), "P1", w ? "0x00" : "0x07");
        EXPECT_FIELD(rec_find(&r.tr, 'I', w, 0x30, 1), "am", "0xff>0xaa");
        EXPECT_FIELD(rec_find(&r.tr, 'I', w, 0x30, 1), "stack", "[DIV:0x55:0x0048,SSY:0xff:0x0058]");
    }
    rig_free(&r);
}

/* ---- R2: exited lanes never come back -------------------------------------- */

/* A guarded EXIT inside the not-taken side of an IF/ELSE. */
static const char *prog_exit_in_divergence =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ LOP.AND R1, R0, 0x3;\n"
    "/*0018*/ ISETP.EQ.AND P0, pt, R1, RZ, pt;          // t % 4 == 0: taken\n"
    "/*0020*/ ISETP.EQ.AND P1, pt, R1, 0x1, pt;         // t % 4 == 1: exits\n"
    "/*0028*/ MOV32I R2, 0x1;\n"
    "/*0030*/ SSY join;\n"
    "/*0038*/ @P0 BRA taken;\n"
    "/*0040*/ @P1 EXIT;\n"
    "/*0048*/ MOV32I R2, 0x2;\n"
    "/*0050*/ NOP.S CC.T;\n"
    "taken:\n"
    "/*0058*/ IADD R2, R2, 0x10;\n"
    "/*0060*/ NOP.S CC.T;\n"
    "join:\n"
    "/*0068*/ IADD R2, R2, 0x100;\n"
    "/*0070*/ ST [R10], R2;\n"
    "/*0078*/ EXIT;\n";

static void exit_in_divergence_want(uint32_t n, uint32_t *want)
{
    for (uint32_t t = 0; t < n; t++)
        want[t] = t % 4 == 0 ? 0x111u : t % 4 == 1 ? NOSTORE : 0x102u;
}

/* The whole not-taken side exits: the unwind pops the DIV, and the SSY's
 * restore leaves the exited lanes out. */
static const char *prog_side_exits =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ ISETP.LT.U32.AND P0, pt, R0, 0x10, pt;\n"
    "/*0018*/ SSY join;\n"
    "/*0020*/ @P0 BRA taken;\n"
    "/*0028*/ EXIT;\n"
    "taken:\n"
    "/*0030*/ NOP.S CC.T;\n"
    "join:\n"
    "/*0038*/ MOV32I R2, 0x5;\n"
    "/*0040*/ ST [R10], R2;\n"
    "/*0048*/ EXIT;\n";

static void test_r2_exit_never_returns(void **state)
{
    (void)state;
    uint32_t want[32];
    exit_in_divergence_want(32, want);
    rig r;
    rig_make(&r, NULL, prog_exit_in_divergence);
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    const char *x = rec_find(&r.tr, 'I', 0, 0x40, 1); /* @P1 EXIT, not-taken side */
    EXPECT_FIELD(x, "g", "0x22222222");
    EXPECT_FIELD(x, "am", "0xeeeeeeee>0xcccccccc");
    EXPECT_FIELD(x, "xm", "0x22222222");
    EXPECT_FIELD(x, "depth", "2");
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x50, 1), "am", "0xcccccccc>0x11111111");
    const char *pop = rec_find(&r.tr, 'I', 0, 0x60, 1); /* the SSY pop */
    EXPECT_FIELD(pop, "am", "0x11111111>0xdddddddd");  /* 0xffffffff & ~XM */
    EXPECT_FIELD(pop, "ev", "[POP:SSY:0xffffffff:0x0068]");
    const char *last = rec_last(&r.tr, 0);
    EXPECT_FIELD(last, "pc", "0x0078");
    EXPECT_FIELD(last, "am", "0xdddddddd>0x00000000");
    EXPECT_FIELD(last, "xm", "0xffffffff");
    assert_int_equal(rec_count(&r.tr, 'I', 0, 0x68), 1); /* join runs once, no lane comes back */
    rig_free(&r);

    uint32_t want2[32];
    for (uint32_t t = 0; t < 32; t++)
        want2[t] = t < 16 ? 5u : NOSTORE;
    rig_make(&r, NULL, prog_side_exits);
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want2);
    const char *e = rec_find(&r.tr, 'I', 0, 0x28, 1);
    EXPECT_FIELD(e, "am", "0xffff0000>0x00000000");
    EXPECT_FIELD(e, "xm", "0xffff0000");
    const char *u = rec_next(e, 0); /* AM empty, stack not: unwind */
    assert_true(u[0] == 'U');
    EXPECT_FIELD(u, "pc", "0x0030");
    EXPECT_FIELD(u, "ev", "[POP:DIV:0x0000ffff:0x0030]");
    EXPECT_FIELD(u, "am", "0x00000000>0x0000ffff");
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x30, 1), "am", "0x0000ffff>0x0000ffff");
    EXPECT_FIELD(rec_last(&r.tr, 0), "xm", "0xffffffff");
    rig_free(&r);
}

/* ---- R3: scoped disable masks: nested loops with break and continue ------- */

/* for (i = 0; i < (t&3)+1; i++) {
 *     if (i == ((t>>2)&3)) continue;                    // outer CONT
 *     for (j = 0; j < 6; j++) {
 *         if (j == ((t+i)&7)+2) break;                  // inner BRK
 *         if ((j+t)&1) continue;                        // inner CONT
 *         acc = acc*3 + j; acc += i << 4; acc += 1;
 *     }
 *     if (acc > limit) break;                           // outer BRK
 * }
 * out[t] = acc;                                          t = global thread id */
static const char *prog_nested =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ S2R R1, SR_CTAid_X;\n"
    "/*0010*/ IMAD.U32.U32 R0, R1, c [0x0] [0x8], R0;\n"
    "/*0018*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0020*/ MOV R2, RZ;\n"
    "/*0028*/ LOP.AND R3, R0, 0x3;\n"
    "/*0030*/ IADD R3, R3, 0x1;\n"
    "/*0038*/ SHR.U32 R5, R0, 0x2;\n"
    "/*0040*/ LOP.AND R5, R5, 0x3;\n"
    "/*0048*/ MOV R4, RZ;\n"
    "/*0050*/ PBK outer_end;\n"
    "outer:\n"
    "/*0058*/ PCNT outer_next;\n"
    "/*0060*/ ISETP.EQ.AND P0, pt, R4, R5, pt;\n"
    "/*0068*/ @P0 CONT;\n"
    "/*0070*/ PBK inner_end;\n"
    "/*0078*/ MOV R6, RZ;\n"
    "inner:\n"
    "/*0080*/ PCNT inner_next;\n"
    "/*0088*/ IADD R7, R0, R4;\n"
    "/*0090*/ LOP.AND R7, R7, 0x7;\n"
    "/*0098*/ IADD R7, R7, 0x2;\n"
    "/*00a0*/ ISETP.EQ.AND P1, pt, R6, R7, pt;\n"
    "/*00a8*/ @P1 BRK;\n"
    "/*00b0*/ IADD R8, R6, R0;\n"
    "/*00b8*/ LOP.AND R8, R8, 0x1;\n"
    "/*00c0*/ ISETP.NE.AND P2, pt, R8, RZ, pt;\n"
    "/*00c8*/ @P2 CONT;\n"
    "/*00d0*/ IMAD R2, R2, 0x3, R6;\n"
    "/*00d8*/ ISCADD R2, R4, R2, 0x4;\n"
    "/*00e0*/ IADD R2, R2, 0x1;\n"
    "/*00e8*/ CONT;\n"
    "inner_next:\n"
    "/*00f0*/ IADD R6, R6, 0x1;\n"
    "/*00f8*/ ISETP.LT.AND P3, pt, R6, 0x6, pt;\n"
    "/*0100*/ @P3 BRA inner;\n"
    "/*0108*/ BRK;\n"
    "inner_end:\n"
    "/*0110*/ ISETP.GT.U32.AND P4, pt, R2, c [0x0] [0x24], pt;\n"
    "/*0118*/ @P4 BRK;\n"
    "/*0120*/ CONT;\n"
    "outer_next:\n"
    "/*0128*/ IADD R4, R4, 0x1;\n"
    "/*0130*/ ISETP.LT.AND P5, pt, R4, R3, pt;\n"
    "/*0138*/ @P5 BRA outer;\n"
    "/*0140*/ BRK;\n"
    "outer_end:\n"
    "/*0148*/ ST [R10], R2;\n"
    "/*0150*/ EXIT;\n";

#define NESTED_LIMIT 40u
#define MAXI 4

typedef struct nested_info {
    uint32_t acc;
    int broke_at;       /* outer iteration of the outer break, -1 none */
    uint32_t n_outer;
    uint32_t skip;
} nested_info;

static nested_info nested_ref(uint32_t t, uint32_t limit)
{
    nested_info r = {0, -1, (t & 3) + 1, (t >> 2) & 3};
    for (uint32_t i = 0; i < r.n_outer; i++) {
        if (i == r.skip)
            continue;
        for (uint32_t j = 0; j < 6; j++) {
            if (j == ((t + i) & 7) + 2)
                break;
            if ((j + t) & 1)
                continue;
            r.acc = r.acc * 3 + j;
            r.acc += i << 4;
            r.acc += 1;
        }
        if (r.acc > limit) {
            r.broke_at = (int)i;
            break;
        }
    }
    return r;
}

/* Run prog_nested and check the results, and at each pop of the inner PBK
 * (one per outer iteration that enters the inner loop): the PBK holds the
 * lanes that entered the inner loop; BM still holds the lanes parked by an
 * outer break (and, under div-token, the lanes that left the outer loop
 * normally: they BRK at 0x140 while the others go on); CM holds the lanes
 * that continued the outer loop in this iteration. */
static void run_nested(const sg_config *cfg, uint32_t grid, uint32_t block)
{
    uint32_t n = grid * block, want[OUT_WORDS];
    assert_true(n <= OUT_WORDS);
    nested_info info[OUT_WORDS];
    int outer_breaks = 0, normal = 0, outer_conts = 0;
    for (uint32_t t = 0; t < n; t++) {
        info[t] = nested_ref(t, NESTED_LIMIT);
        want[t] = info[t].acc;
        outer_breaks += info[t].broke_at >= 0;
        normal += info[t].broke_at < 0;
        outer_conts += info[t].skip < info[t].n_outer;
    }
    assert_true(outer_breaks > 0 && normal > 0 && outer_conts > 0); /* every path is taken */

    rig r;
    rig_make(&r, cfg, prog_nested);
    rig_launch(&r, grid, block, 0, NESTED_LIMIT, 0);
    rig_run_ok(&r);
    expect_out(&r, n, want);

    unsigned W = cfg->warp_size, wpb = (block + W - 1) / W, pops = 0;
    for (unsigned slot = 0; slot < wpb; slot++) { /* the first block's warps */
        const char *u = NULL;
        unsigned nth = 1;
        for (int k = 0; k < MAXI; k++) {
            uint32_t entered = 0, broke_before = 0, finished_before = 0, cont = 0;
            for (unsigned l = 0; l < W && slot * W + l < block; l++) {
                const nested_info *f = &info[slot * W + l];
                int alive = (f->broke_at < 0 || f->broke_at >= k) && f->n_outer > (uint32_t)k;
                if (f->broke_at >= 0 && f->broke_at < k)
                    broke_before |= 1u << l;
                else if (f->n_outer <= (uint32_t)k)
                    finished_before |= 1u << l;
                if (alive && f->skip == (uint32_t)k)
                    cont |= 1u << l;
                else if (alive)
                    entered |= 1u << l;
            }
            if (!entered)
                continue;
            /* the next unwind pop of a PBK to inner_end */
            for (;;) {
                u = rec_find(&r.tr, 'U', slot, -1, nth++);
                if (!u)
                    fail_msg("slot %u: no inner PBK pop for outer iteration %d", slot, k);
                if (!rec_block0(u))
                    continue;
                char ev[256];
                rec_field(u, "ev", ev, sizeof ev);
                uint32_t m, pc;
                if (sscanf(ev, "[POP:PBK:0x%x:0x%x", &m, &pc) == 2 && pc == 0x110) {
                    if (m != entered)
                        fail_msg("slot %u iteration %d: inner PBK mask 0x%x, expected 0x%x", slot,
                                 k, m, entered);
                    break;
                }
            }
            uint32_t bm_want = broke_before;
            if (cfg->backward_branch_policy == SG_BB_DIV_TOKEN)
                bm_want |= finished_before;
            uint32_t bm = field_hex(u, "bm"), cm = field_hex(u, "cm");
            if (bm != bm_want || cm != cont)
                fail_msg("slot %u outer iteration %d, after the inner PBK pop: bm 0x%x cm 0x%x, "
                         "expected bm 0x%x cm 0x%x",
                         slot, k, bm, cm, bm_want, cont);
            assert_int_equal(am_after(u), entered);
            pops++;
        }
    }
    assert_true(pops > 0);
    /* and no other PBK pop: one of the outer PBK per warp */
    unsigned all = 0, outer = 0;
    for (const char *l = r.tr.buf; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL)
        if (l[0] == 'U' && rec_block0(l) && rec_has(l, " ev=[POP:PBK:")) {
            char ev[256];
            uint32_t m, pc;
            rec_field(l, "ev", ev, sizeof ev);
            assert_int_equal(sscanf(ev, "[POP:PBK:0x%x:0x%x", &m, &pc), 2);
            all++;
            outer += pc == 0x148;
        }
    assert_int_equal(outer, wpb);
    assert_int_equal(all, pops + wpb);
    rig_free(&r);
}

static void test_r3_nested_break_continue(void **state)
{
    (void)state;
    sg_config cfg;
    sg_config_default(&cfg);
    run_nested(&cfg, 2, 64);
    cfg.backward_branch_policy = SG_BB_DIV_TOKEN;
    run_nested(&cfg, 2, 64);
}

/* ---- warp sizes, partial warps, blocks and barriers ----------------------- */

/* The programs above give the same results with 8-lane and 1-lane warps; a
 * 1-lane warp never diverges. */
static void test_warp_sizes(void **state)
{
    (void)state;
    static const unsigned sizes[] = {8, 1, 5};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        sg_config cfg;
        sg_config_default(&cfg);
        cfg.warp_size = sizes[k];
        run_nested(&cfg, 2, 32);
        cfg.backward_branch_policy = SG_BB_DIV_TOKEN;
        run_nested(&cfg, 2, 32);
        cfg.backward_branch_policy = SG_BB_WHILE_MASK;

        uint32_t want[32];
        exit_in_divergence_want(32, want);
        rig r;
        rig_make(&r, &cfg, prog_exit_in_divergence);
        rig_launch(&r, 1, 32, 0, 0, 0);
        rig_run_ok(&r);
        expect_out(&r, 32, want);
        unsigned nwarps = (32 + sizes[k] - 1) / sizes[k];
        for (unsigned w = 0; w < nwarps; w++)
            assert_true(rec_last(&r.tr, w) != NULL);
        if (sizes[k] == 8) {
            const char *x = rec_find(&r.tr, 'I', 1, 0x40, 1);
            EXPECT_FIELD(x, "g", "0x22");
            EXPECT_FIELD(x, "am", "0xee>0xcc");
            EXPECT_FIELD(rec_find(&r.tr, 'I', 1, 0x60, 1), "am", "0x11>0xdd");
        }
        if (sizes[k] == 1) {
            assert_int_equal(trace_count(&r.tr, "PUSH:DIV"), 0);
            for (unsigned w = 0; w < 32; w++)
                EXPECT_FIELD(rec_last(&r.tr, w), "xm", "0x1");
        }
        rig_free(&r);
    }
}

/* A block of 28 threads: one warp with AM = 0x0fffffff; lanes 28-31 never
 * run, so no restore ever brings them in. */
static void test_partial_warp(void **state)
{
    (void)state;
    uint32_t want[32];
    exit_in_divergence_want(28, want);
    rig r;
    rig_make(&r, NULL, prog_exit_in_divergence);
    rig_launch(&r, 1, 28, 0, 0, 0);
    sg_warp_state ws = wstate(&r, 0);
    assert_int_equal(ws.live, 0x0fffffff);
    assert_int_equal(ws.am, 0x0fffffff);
    assert_false(wstate(&r, 1).valid);
    rig_run_ok(&r);
    expect_out(&r, 28, want); /* and out[28..] untouched */
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x30, 1), "stack", "[SSY:0x0fffffff:0x0068]");
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x60, 1), "am", "0x01111111>0x0ddddddd");
    EXPECT_FIELD(rec_last(&r.tr, 0), "xm", "0x0fffffff");
    rig_free(&r);

    /* 100 threads in 32-lane warps: 3 full warps and one of 4 lanes, in each
     * of 3 blocks */
    uint32_t n = 300, want3[300];
    nested_info f;
    for (uint32_t t = 0; t < n; t++) {
        f = nested_ref(t, NESTED_LIMIT);
        want3[t] = f.acc;
    }
    rig_make(&r, NULL, prog_nested);
    rig_launch(&r, 3, 100, 0, NESTED_LIMIT, 0);
    for (unsigned s = 0; s < 12; s++) {
        ws = wstate(&r, s);
        assert_true(ws.valid);
        assert_int_equal(ws.block, s / 4);
        assert_int_equal(ws.live, s % 4 == 3 ? 0xfu : 0xffffffffu);
    }
    rig_run_ok(&r);
    expect_out(&r, n, want3);
    rig_free(&r);
}

/* Several blocks of several warps exchange values through shared memory:
 * each thread stores gid*3+7 at s[4*tid], waits at BAR.RED.POPC RZ, 0x0, and
 * reads the value of thread (tid+37) % blockDim, usually another warp's. */
static const char *prog_exchange_fmt =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ S2R R1, SR_CTAid_X;\n"
    "/*0010*/ IMAD.U32.U32 R2, R1, c [0x0] [0x8], R0;\n"
    "/*0018*/ ISCADD R10, R2, c [0x0] [0x20], 0x2;\n"
    "/*0020*/ IMUL R4, R2, 0x3;\n"
    "/*0028*/ IADD R4, R4, 0x7;\n"
    "/*0030*/ SHL R3, R0, 0x2;\n"
    "/*0038*/ STS [R3], R4;\n"
    "/*0040*/ %s;\n"
    "/*0048*/ IADD R5, R0, 0x25;\n"
    "/*0050*/ ISETP.GE.U32.AND P0, pt, R5, c [0x0] [0x8], pt;\n"
    "/*0058*/ @P0 IADD R5, R5, -c [0x0] [0x8];\n"
    "/*0060*/ SHL R5, R5, 0x2;\n"
    "/*0068*/ LDS R6, [R5];\n"
    "/*0070*/ ST [R10], R6;\n"
    "/*0078*/ EXIT;\n";

/* Returns whether the results are the exchanged values; *waited_out: a
 * warp was seen waiting at the barrier between two clocks. */
static int run_exchange(const sg_config *cfg, uint32_t grid, uint32_t block, int barrier,
                        int *waited_out)
{
    char src[2048];
    snprintf(src, sizeof src, prog_exchange_fmt, barrier ? "BAR.RED.POPC RZ, 0x0" : "NOP CC.T");
    uint32_t n = grid * block, want[OUT_WORDS];
    for (uint32_t g = 0; g < n; g++) {
        uint32_t b = g / block, t = g % block, src_t = (t + 37) % block;
        want[g] = (b * block + src_t) * 3 + 7;
    }
    rig r;
    rig_make(&r, cfg, src);
    rig_launch(&r, grid, block, 0, 0, 0);
    int waited = 0;
    while (!sg_sm_done(r.sm)) {
        sg_error err;
        check(sg_sm_step(r.sm, &err), &err, "step");
        /* while a warp of a block waits, no warp of that block is past the
         * barrier */
        for (unsigned s = 0; s < sg_sm_warp_slots(r.sm); s++) {
            sg_warp_state ws = wstate(&r, s);
            if (!ws.valid || ws.status != 3)
                continue;
            waited = 1;
            assert_int_equal(ws.pc, 0x48);
            for (unsigned o = 0; o < sg_sm_warp_slots(r.sm); o++) {
                sg_warp_state os = wstate(&r, o);
                if (os.valid && os.block == ws.block && os.pc > 0x48)
                    fail_msg("block %u: warp %u at pc 0x%x while warp %u waits at the barrier",
                             ws.block, os.warp_in_block, os.pc, ws.warp_in_block);
            }
        }
        assert_true(sg_sm_cycle(r.sm) < 100000);
    }
    if (!barrier)
        assert_false(waited);
    *waited_out = waited;
    int same;
    if (barrier) {
        expect_out(&r, n, want);
        same = 1;
    } else {
        sg_error err;
        check(sg_sm_read_global(r.sm, OUT_BASE, r.out, 4 * n, &err), &err, "read");
        same = !memcmp(r.out, want, 4 * n);
    }
    rig_free(&r);
    return same;
}

static void test_barrier_shared_exchange(void **state)
{
    (void)state;
    sg_config cfg;
    sg_config_default(&cfg);
    int waited;
    run_exchange(&cfg, 3, 96, 1, &waited); /* 3 warps per block */
    assert_true(waited);
    run_exchange(&cfg, 3, 100, 1, &waited); /* the last warp has 4 lanes */
    assert_true(waited);
    run_exchange(&cfg, 7, 256, 1, &waited); /* 8 warps per block; the 7th waits for slots */
    assert_true(waited);
    cfg.max_blocks = 1;
    /* one block at a time (shared memory zeroed for each); its two warps,
     * one per scheduler, reach the barrier in the same clock */
    run_exchange(&cfg, 4, 64, 1, &waited);
    cfg.schedulers = 1;
    run_exchange(&cfg, 4, 64, 1, &waited); /* one scheduler: warp 0 waits for warp 1 */
    assert_true(waited);
    sg_config_default(&cfg);
    cfg.warp_size = 8;
    run_exchange(&cfg, 2, 60, 1, &waited); /* 8 warps of 8 lanes, the last of 4 */
    assert_true(waited);
    /* the barrier is what makes it work: in one block of 3 warps, warp 1
     * (alone on scheduler 1) reaches its LDS before warp 2 (sharing
     * scheduler 0 with warp 0) has stored, and reads zeros without it */
    sg_config_default(&cfg);
    assert_true(run_exchange(&cfg, 1, 96, 1, &waited));
    assert_true(waited);
    assert_false(run_exchange(&cfg, 1, 96, 0, &waited));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_r1_lane_order),
        cmocka_unit_test(test_r2_exit_never_returns),
        cmocka_unit_test(test_r3_nested_break_continue),
        cmocka_unit_test(test_warp_sizes),
        cmocka_unit_test(test_partial_warp),
        cmocka_unit_test(test_barrier_shared_exchange),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
