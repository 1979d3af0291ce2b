/*
 * test_simt.c - the token stack unit alone, driven with explicit guard
 * masks: every worked example of specs/simt-stack.md that is a single unit
 * step, and the rules R2-R10 at unit level (the seed tables are reproduced
 * end to end by test_seed_vectors).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "units/simt.h"

typedef struct unit {
    sg_simt_cfg cfg;
    sg_simt w;
    sg_event ev[64];
    sg_simt_out out;
} unit;

static void make(unit *u, unsigned warp_size, unsigned onchip, uint32_t spill, sg_bb_policy pol,
                 unsigned wt)
{
    sg_config c;
    sg_config_default(&c);
    c.warp_size = warp_size;
    c.stack_onchip_slots = onchip;
    c.stack_spill_bytes = spill;
    c.backward_branch_policy = pol;
    c.while_mask_slots = wt;
    sg_simt_cfg_from(&c, &u->cfg);
    assert_int_equal(sg_simt_init(&u->w, &u->cfg, NULL), SG_OK);
    u->out.ev = u->ev;
    u->out.nev = 0;
}

static void drop(unit *u)
{
    sg_simt_free(&u->w);
}

/* One instruction step. */
static sg_status step(unit *u, unsigned ctrl, int cond, uint32_t g, uint32_t target, int sflag)
{
    sg_simt_in in = {(uint8_t)ctrl, (uint8_t)cond, (uint8_t)sflag, 0, g, target, NULL};
    sg_status st = sg_simt_step(&u->w, &u->cfg, &in, &u->out);
    const char *bad = sg_simt_invariant_violation(&u->w, &u->cfg);
    if (bad)
        fail_msg("after a step: %s", bad);
    return st;
}

static void expect(const unit *u, uint32_t pc, uint32_t am, unsigned depth)
{
    if (u->w.pc != pc || u->w.am != am || u->w.depth != depth)
        fail_msg("state pc=0x%x am=0x%x depth=%u, expected pc=0x%x am=0x%x depth=%u", u->w.pc,
                 u->w.am, u->w.depth, pc, am, depth);
}

static void expect_tok(const unit *u, unsigned i_from_top, unsigned type, uint32_t mask, uint32_t pc)
{
    assert_true(i_from_top < u->w.depth);
    const sg_token *t = &u->w.stack[u->w.depth - 1 - i_from_top];
    if (t->type != type || t->mask != mask || t->pc != pc)
        fail_msg("token %u = %s 0x%x 0x%x, expected %s 0x%x 0x%x", i_from_top, sg_tok_name(t->type),
                 t->mask, t->pc, sg_tok_name(type), mask, pc);
}

/* 003 Figure 2 (warp of 8) through the stack unit: SSY, divergent BRA,
 * ST.E.S, NOP.S (spec §14). */
static void test_if_else_003(void **state)
{
    (void)state;
    unit u;
    make(&u, 8, 16, 0, SG_BB_WHILE_MASK, 16);
    sg_simt_launch(&u.w, 0x20, 0xff);
    assert_int_equal(step(&u, SG_CTRL_SSY, 0, 0, 0xf0, 0), SG_OK);
    expect(&u, 0x28, 0xff, 1);
    expect_tok(&u, 0, SG_TOK_SSY, 0xff, 0xf0);
    u.w.pc = 0x90;
    assert_int_equal(step(&u, SG_CTRL_BRA, 1, 0xf0, 0xb8, 0), SG_OK); /* @P0 BRA 0xb8 */
    expect(&u, 0x98, 0x0f, 2);
    expect_tok(&u, 0, SG_TOK_DIV, 0xf0, 0xb8);
    expect_tok(&u, 1, SG_TOK_SSY, 0xff, 0xf0);
    u.w.pc = 0xb0;
    assert_int_equal(step(&u, SG_CTRL_OTHER, 0, 0, 0, 1), SG_OK); /* ST.E.S */
    expect(&u, 0xb8, 0xf0, 1);
    u.w.pc = 0xe8;
    assert_int_equal(step(&u, SG_CTRL_OTHER, 0, 0, 0, 1), SG_OK); /* NOP.S CC.T */
    expect(&u, 0xf0, 0xff, 0);
    assert_int_equal(u.w.status, SG_WARP_RUNNING);
    assert_int_equal(step(&u, SG_CTRL_EXIT, 0, 0, 0, 0), SG_OK);
    assert_int_equal(u.w.status, SG_WARP_DONE);
    drop(&u);
}

/* R8: BRA.U never touches AM or the stack. */
static void test_r8_uniform(void **state)
{
    (void)state;
    unit u;
    make(&u, 8, 16, 0, SG_BB_WHILE_MASK, 16);
    const uint32_t gs[3] = {0xff, 0x0f, 0x00}, want[3] = {0x200, 0x160, 0x160};
    for (int i = 0; i < 3; i++) {
        sg_simt_launch(&u.w, 0x158, 0xff);
        sg_simt_in in = {SG_CTRL_BRA, 1, 0, 1, gs[i], 0x200, NULL};
        assert_int_equal(sg_simt_step(&u.w, &u.cfg, &in, &u.out), SG_OK);
        expect(&u, want[i], 0xff, 0);
        assert_int_equal(u.out.nev, 0);
    }
    /* backward .U never uses the while-mask either */
    sg_simt_launch(&u.w, 0x158, 0xff);
    sg_simt_in in = {SG_CTRL_BRA, 1, 0, 1, 0x0f, 0x100, NULL};
    assert_int_equal(sg_simt_step(&u.w, &u.cfg, &in, &u.out), SG_OK);
    expect(&u, 0x160, 0xff, 0);
    assert_int_equal(u.w.nwt, 0);
    drop(&u);
}

/* R7 while-mask: 000 Table 5's loop, unit level (W = 32, 27 live lanes after
 * lane 0 exits; lane k leaves after k iterations). */
static void test_r7_while_mask(void **state)
{
    (void)state;
    unit u;
    make(&u, 32, 16, 0, SG_BB_WHILE_MASK, 16);
    sg_simt_launch(&u.w, 0x68, 0x0ffffffe);
    assert_int_equal(step(&u, SG_CTRL_SSY, 0, 0, 0xa0, 0), SG_OK);
    uint32_t am = 0x0ffffffe;
    for (unsigned it = 1; it <= 27; it++) {
        uint32_t g = am & ~(1u << it); /* lane `it` fails the test now */
        u.w.pc = 0x90;
        assert_int_equal(step(&u, SG_CTRL_BRA, 1, g, 0x70, 0), SG_OK);
        if (it == 1) {
            assert_int_equal(u.out.nev, 1);
            assert_int_equal(u.out.ev[0].kind, SG_EV_WM_NEW);
        }
        am = g;
        if (g) {
            expect(&u, 0x70, g, 1);
            assert_int_equal(u.w.nwt, 1);
        }
    }
    /* every lane failed: the while mask comes back, falls through, no token pushed */
    expect(&u, 0x98, 0x0ffffffe, 1);
    assert_int_equal(u.w.nwt, 0);
    assert_int_equal(u.out.ev[0].kind, SG_EV_WM_DEL);
    assert_int_equal(step(&u, SG_CTRL_OTHER, 0, 0, 0, 1), SG_OK); /* NOP.S */
    expect(&u, 0xa0, 0x0ffffffe, 0);
    drop(&u);
}

/* R7 div-token: the backward branch pushes DIV like a forward one. */
static void test_r7_div_token(void **state)
{
    (void)state;
    unit u;
    make(&u, 32, 16, 0, SG_BB_DIV_TOKEN, 16);
    sg_simt_launch(&u.w, 0x90, 0x0ffffffe);
    u.w.stack[0] = (sg_token){SG_TOK_SSY, 0x0ffffffe, 0xa0};
    u.w.depth = 1;
    assert_int_equal(step(&u, SG_CTRL_BRA, 1, 0x0ffffffc, 0x70, 0), SG_OK);
    expect(&u, 0x98, 0x00000002, 2);
    expect_tok(&u, 0, SG_TOK_DIV, 0x0ffffffc, 0x70);
    assert_int_equal(u.w.nwt, 0);
    drop(&u);
}

/* R9: BRX with three targets, served in ascending order, PRET the return
 * (spec §9.6 worked example, steps 1-10). */
static void test_r9_brx3(void **state)
{
    (void)state;
    unit u;
    make(&u, 8, 16, 0, SG_BB_WHILE_MASK, 16);
    uint32_t tgt[8] = {0x400, 0x180, 0x180, 0x400, 0x300, 0x300, 0x300, 0x300};
    sg_simt_launch(&u.w, 0xf8, 0xff);
    assert_int_equal(step(&u, SG_CTRL_PRET, 0, 0, 0x108, 0), SG_OK);
    sg_simt_in brx = {SG_CTRL_BRX, 0, 0, 0, 0, 0, tgt};
    const uint32_t serve[3] = {0x180, 0x300, 0x400}, lanes[3] = {0x06, 0xf0, 0x09};
    for (int k = 0; k < 3; k++) {
        u.w.pc = 0x100;
        assert_int_equal(sg_simt_step(&u.w, &u.cfg, &brx, &u.out), SG_OK);
        expect(&u, serve[k], lanes[k], k < 2 ? 2 : 1);
        assert_int_equal(step(&u, SG_CTRL_RET, 0, 0, 0, 0), SG_OK);
        assert_int_equal(u.w.am, 0);
        assert_int_equal(sg_simt_unwind(&u.w, &u.cfg, &u.out), SG_OK);
    }
    expect(&u, 0x108, 0xff, 0);
    assert_int_equal(u.w.rm, 0);
    /* guarded: lanes 4-7 do not branch and resume at PC+8 after the targets */
    sg_simt_launch(&u.w, 0xf8, 0xff);
    assert_int_equal(step(&u, SG_CTRL_PRET, 0, 0, 0x108, 0), SG_OK);
    sg_simt_in gbrx = {SG_CTRL_BRX, 1, 0, 0, 0x0f, 0, tgt};
    assert_int_equal(sg_simt_step(&u.w, &u.cfg, &gbrx, &u.out), SG_OK);
    expect(&u, 0x180, 0x06, 3);
    expect_tok(&u, 0, SG_TOK_DIV, 0x09, 0x100);
    expect_tok(&u, 1, SG_TOK_DIV, 0xf0, 0x108);
    drop(&u);
}

/* R9: 32 distinct targets are served one at a time, lowest first. */
static void test_r9_brx32(void **state)
{
    (void)state;
    unit u;
    make(&u, 32, 64, 0, SG_BB_WHILE_MASK, 16);
    uint32_t tgt[32];
    for (unsigned l = 0; l < 32; l++)
        tgt[l] = 0x1000 + 0x10 * ((l * 7) % 32); /* a permutation: order != lane order */
    sg_simt_launch(&u.w, 0xf8, 0xffffffff);
    assert_int_equal(step(&u, SG_CTRL_PRET, 0, 0, 0x108, 0), SG_OK);
    sg_simt_in brx = {SG_CTRL_BRX, 0, 0, 0, 0, 0, tgt};
    uint32_t served = 0, last = 0;
    for (unsigned k = 0; k < 32; k++) {
        u.w.pc = 0x100;
        assert_int_equal(sg_simt_step(&u.w, &u.cfg, &brx, &u.out), SG_OK);
        assert_true(u.w.pc > last || k == 0);
        last = u.w.pc;
        assert_int_equal(__builtin_popcount(u.w.am), 1);
        assert_int_equal(tgt[__builtin_ctz(u.w.am)], u.w.pc);
        served |= u.w.am;
        assert_int_equal(step(&u, SG_CTRL_RET, 0, 0, 0, 0), SG_OK);
        assert_int_equal(sg_simt_unwind(&u.w, &u.cfg, &u.out), SG_OK);
    }
    assert_int_equal(served, 0xffffffffu);
    expect(&u, 0x108, 0xffffffff, 0);
    drop(&u);
}

/* R3/R6: nested loops with break and continue; parked lanes come back only
 * with their own token. */
static void test_r3_scoped_masks(void **state)
{
    (void)state;
    unit u;
    make(&u, 8, 16, 0, SG_BB_WHILE_MASK, 16);
    sg_simt_launch(&u.w, 0x100, 0xff);
    assert_int_equal(step(&u, SG_CTRL_PBK, 0, 0, 0x300, 0), SG_OK);  /* outer loop */
    assert_int_equal(step(&u, SG_CTRL_SSY, 0, 0, 0x280, 0), SG_OK);  /* a region */
    assert_int_equal(step(&u, SG_CTRL_PBK, 0, 0, 0x200, 0), SG_OK);  /* inner loop */
    assert_int_equal(step(&u, SG_CTRL_PCNT, 0, 0, 0x180, 0), SG_OK); /* inner body */
    assert_int_equal(step(&u, SG_CTRL_CONT, 1, 0x30, 0, 0), SG_OK);  /* @P CONT */
    assert_int_equal(u.w.cm, 0x30);
    assert_int_equal(u.w.am, 0xcf);
    assert_int_equal(step(&u, SG_CTRL_BRK, 1, 0xc0, 0, 0), SG_OK);   /* @P BRK: break out */
    assert_int_equal(u.w.bm, 0xc0);
    assert_int_equal(step(&u, SG_CTRL_CONT, 0, 0, 0, 0), SG_OK);     /* CONT the rest */
    assert_int_equal(u.w.am, 0);
    assert_int_equal(sg_simt_unwind(&u.w, &u.cfg, &u.out), SG_OK);   /* pop PCNT */
    expect(&u, 0x180, 0x3f, 3);                                      /* continue lanes back */
    assert_int_equal(u.w.cm, 0);
    assert_int_equal(u.w.bm, 0xc0);
    assert_int_equal(step(&u, SG_CTRL_BRK, 0, 0, 0, 0), SG_OK);
    assert_int_equal(sg_simt_unwind(&u.w, &u.cfg, &u.out), SG_OK);   /* pop inner PBK */
    expect(&u, 0x200, 0xff, 2);
    assert_int_equal(u.w.bm, 0);
    /* outer: lanes 4-7 break, then lanes 0-3 run to the SSY's reconvergence */
    assert_int_equal(step(&u, SG_CTRL_BRK, 1, 0xf0, 0, 0), SG_OK);
    assert_int_equal(step(&u, SG_CTRL_OTHER, 0, 0, 0, 1), SG_OK);    /* .S pops the SSY */
    expect(&u, 0x280, 0x0f, 1);                                      /* 4-7 stay parked */
    assert_int_equal(u.w.bm, 0xf0);
    assert_int_equal(step(&u, SG_CTRL_BRK, 0, 0, 0, 0), SG_OK);
    assert_int_equal(sg_simt_unwind(&u.w, &u.cfg, &u.out), SG_OK);   /* pop outer PBK */
    expect(&u, 0x300, 0xff, 0);
    drop(&u);
}

/* A divergent call with a guarded return (R3, R6). */
static void test_divergent_call_guarded_ret(void **state)
{
    (void)state;
    unit u;
    make(&u, 8, 16, 0, SG_BB_WHILE_MASK, 16);
    sg_simt_launch(&u.w, 0x00, 0xff);
    assert_int_equal(step(&u, SG_CTRL_SSY, 0, 0, 0x80, 0), SG_OK);
    assert_int_equal(step(&u, SG_CTRL_BRA, 1, 0xf0, 0x40, 0), SG_OK); /* lanes 4-7 skip the call */
    expect(&u, 0x10, 0x0f, 2);
    assert_int_equal(step(&u, SG_CTRL_CAL, 0, 0, 0x100, 0), SG_OK);
    expect(&u, 0x100, 0x0f, 3);
    expect_tok(&u, 0, SG_TOK_CALL, 0x0f, 0x18);
    assert_int_equal(step(&u, SG_CTRL_RET, 1, 0x03, 0, 0), SG_OK);   /* @P0 RET: lanes 0,1 */
    expect(&u, 0x108, 0x0c, 3);
    assert_int_equal(u.w.rm, 0x03);
    assert_int_equal(step(&u, SG_CTRL_RET, 0, 0, 0, 0), SG_OK);
    assert_int_equal(sg_simt_unwind(&u.w, &u.cfg, &u.out), SG_OK);   /* pop CALL */
    expect(&u, 0x18, 0x0f, 2);
    assert_int_equal(u.w.rm, 0);
    drop(&u);
}

/* R2: a guarded EXIT inside divergence; exited lanes never come back. */
static void test_r2_exit_in_divergence(void **state)
{
    (void)state;
    unit u;
    make(&u, 8, 16, 0, SG_BB_WHILE_MASK, 16);
    sg_simt_launch(&u.w, 0x00, 0xff);
    assert_int_equal(step(&u, SG_CTRL_SSY, 0, 0, 0x40, 0), SG_OK);
    assert_int_equal(step(&u, SG_CTRL_BRA, 1, 0xf0, 0x20, 0), SG_OK);
    assert_int_equal(step(&u, SG_CTRL_EXIT, 1, 0x05, 0, 0), SG_OK);  /* @P EXIT lanes 0, 2 */
    expect(&u, 0x18, 0x0a, 2);
    assert_int_equal(step(&u, SG_CTRL_EXIT, 0, 0, 0, 0), SG_OK);     /* the rest of the else */
    assert_int_equal(u.w.xm, 0x0f);
    assert_int_equal(sg_simt_unwind(&u.w, &u.cfg, &u.out), SG_OK);   /* pop DIV */
    expect(&u, 0x20, 0xf0, 1);
    assert_int_equal(step(&u, SG_CTRL_OTHER, 0, 0, 0, 1), SG_OK);    /* .S pops SSY */
    expect(&u, 0x40, 0xf0, 0);                                       /* 0-3 never return */
    assert_int_equal(step(&u, SG_CTRL_EXIT, 0, 0, 0, 0), SG_OK);
    assert_int_equal(u.w.status, SG_WARP_DONE);
    assert_int_equal(u.out.nev, 0);                                  /* no lost lanes */
    drop(&u);
}

/* R5: a guarded .S removes its lanes without popping; the pop comes with
 * the empty mask. */
static void test_r5_guarded_s(void **state)
{
    (void)state;
    unit u;
    make(&u, 8, 16, 0, SG_BB_WHILE_MASK, 16);
    sg_simt_launch(&u.w, 0x00, 0xff);
    assert_int_equal(step(&u, SG_CTRL_SSY, 0, 0, 0x40, 0), SG_OK);
    assert_int_equal(step(&u, SG_CTRL_OTHER, 1, 0x0f, 0, 1), SG_OK); /* @P0 NOP.S */
    expect(&u, 0x10, 0xf0, 1);
    assert_int_equal(step(&u, SG_CTRL_OTHER, 1, 0xf0, 0, 1), SG_OK); /* all remaining leave */
    expect(&u, 0x18, 0x00, 1);                                       /* not popped yet */
    assert_int_equal(sg_simt_unwind(&u.w, &u.cfg, &u.out), SG_OK);
    expect(&u, 0x40, 0xff, 0);
    drop(&u);
}

/* R10: capacity 16 on chip + 48 per 0x200 spill bytes; overflow past both
 * and pops of an empty stack are defined errors with no state change. */
static void test_r10_capacity(void **state)
{
    (void)state;
    unit u;
    make(&u, 8, 16, 0x200, SG_BB_WHILE_MASK, 16);
    assert_int_equal(u.cfg.capacity, 64);
    sg_simt_launch(&u.w, 0x00, 0xff);
    for (unsigned i = 1; i <= 64; i++) {
        assert_int_equal(step(&u, SG_CTRL_SSY, 0, 0, 0x800, 0), SG_OK);
        unsigned spills = 0;
        for (unsigned k = 0; k < u.out.nev; k++)
            spills += u.out.ev[k].kind == SG_EV_SPILL;
        assert_int_equal(spills, i > 16);
    }
    assert_int_equal(u.w.spills, 48);
    uint32_t pc = u.w.pc;
    assert_int_equal(step(&u, SG_CTRL_SSY, 0, 0, 0x800, 0), SG_ERR_RANGE);
    assert_int_equal(u.w.status, SG_WARP_ERROR);
    assert_int_equal(u.w.err, SG_SERR_STACK_OVERFLOW);
    assert_int_equal(u.w.err_tok, SG_TOK_SSY);
    assert_int_equal(u.w.depth, 64);
    assert_int_equal(u.w.pc, pc);
    /* stepping a warp in ERROR does nothing */
    assert_int_equal(step(&u, SG_CTRL_OTHER, 0, 0, 0, 1), SG_OK);
    assert_int_equal(u.w.depth, 64);
    drop(&u);

    make(&u, 8, 2, 0, SG_BB_WHILE_MASK, 16); /* capacity 2, no spill */
    sg_simt_launch(&u.w, 0x00, 0xff);
    assert_int_equal(step(&u, SG_CTRL_OTHER, 0, 0, 0, 1), SG_ERR_RANGE); /* NOP.S, empty */
    assert_int_equal(u.w.err, SG_SERR_STACK_UNDERFLOW);
    assert_int_equal(u.w.cause, SG_CAUSE_SPOP_EMPTY);
    expect(&u, 0x00, 0xff, 0);
    sg_simt_launch(&u.w, 0x00, 0xff);
    assert_int_equal(step(&u, SG_CTRL_OTHER, 1, 0x01, 0, 1), SG_ERR_RANGE); /* @P NOP.S */
    assert_int_equal(u.w.cause, SG_CAUSE_GUARDED_S_EMPTY);
    sg_simt_launch(&u.w, 0x00, 0xff);
    assert_int_equal(step(&u, SG_CTRL_OTHER, 1, 0x00, 0, 1), SG_OK); /* G empty: fine */
    assert_int_equal(step(&u, SG_CTRL_BRK, 0, 0, 0, 0), SG_OK);      /* BRK without PBK */
    assert_int_equal(sg_simt_unwind(&u.w, &u.cfg, &u.out), SG_ERR_RANGE);
    assert_int_equal(u.w.cause, SG_CAUSE_UNWIND_PARKED);
    /* a BRX that needs two pushes with one slot free */
    sg_simt_launch(&u.w, 0x00, 0xff);
    assert_int_equal(step(&u, SG_CTRL_PRET, 0, 0, 0x100, 0), SG_OK);
    uint32_t tgt[8] = {0x10, 0x20, 0, 0, 0, 0, 0, 0};
    sg_simt_in brx = {SG_CTRL_BRX, 1, 0, 0, 0x03, 0, tgt};
    assert_int_equal(sg_simt_step(&u.w, &u.cfg, &brx, &u.out), SG_ERR_RANGE);
    assert_int_equal(u.w.err, SG_SERR_STACK_OVERFLOW);
    assert_int_equal(u.w.depth, 1);
    drop(&u);

    make(&u, 8, 16, 0, SG_BB_WHILE_MASK, 1); /* one while-mask slot */
    sg_simt_launch(&u.w, 0x100, 0xff);
    assert_int_equal(step(&u, SG_CTRL_BRA, 1, 0x0f, 0x80, 0), SG_OK);
    u.w.pc = 0x100 - 8 * 3; /* an inner loop at another PC, same depth */
    assert_int_equal(step(&u, SG_CTRL_BRA, 1, 0x03, 0x90, 0), SG_ERR_RANGE);
    assert_int_equal(u.w.err, SG_SERR_WMASK_OVERFLOW);
    drop(&u);
}

/* Unwinding below a loop's depth discards its while-mask entry (WM-5). */
static void test_wm_discard(void **state)
{
    (void)state;
    unit u;
    make(&u, 8, 16, 0, SG_BB_WHILE_MASK, 16);
    sg_simt_launch(&u.w, 0x00, 0xff);
    assert_int_equal(step(&u, SG_CTRL_PBK, 0, 0, 0x100, 0), SG_OK);
    assert_int_equal(step(&u, SG_CTRL_SSY, 0, 0, 0x80, 0), SG_OK);
    u.w.pc = 0x40;
    assert_int_equal(step(&u, SG_CTRL_BRA, 1, 0x0f, 0x20, 0), SG_OK); /* loop, 4-7 wait */
    assert_int_equal(u.w.nwt, 1);
    assert_int_equal(step(&u, SG_CTRL_BRK, 0, 0, 0, 0), SG_OK);       /* 0-3 break out */
    assert_int_equal(sg_simt_unwind(&u.w, &u.cfg, &u.out), SG_OK);   /* pop SSY: 4-7 back */
    assert_int_equal(u.w.nwt, 0);
    int discard = 0;
    for (unsigned k = 0; k < u.out.nev; k++)
        if (u.out.ev[k].kind == SG_EV_WM_DISCARD) {
            discard = 1;
            assert_int_equal(u.out.ev[k].wm.mask, 0xf0); /* the waiting lanes */
        }
    assert_true(discard);
    expect(&u, 0x80, 0xf0, 1);
    drop(&u);
}

/* sg_simt_step_plain (the SM's step of a non-control, non-.S instruction) is
 * sg_simt_step for such an input: from states reached by random control
 * steps (pushes, divergence, parked lanes, exits, done and failed warps),
 * with any guard and condition, both give the same warp and no events. */
static void test_plain_step_is_the_general_step(void **state)
{
    (void)state;
    static const unsigned ctrl[] = {SG_CTRL_SSY, SG_CTRL_PBK, SG_CTRL_BRA, SG_CTRL_BRK,
                                    SG_CTRL_EXIT, SG_CTRL_OTHER, SG_CTRL_CONT, SG_CTRL_PCNT};
    uint64_t x = 0x2545f4914f6cdd1dull;
    for (unsigned run = 0; run < 200; run++) {
        unit u;
        make(&u, 32, 4, 0, run % 2 ? SG_BB_WHILE_MASK : SG_BB_DIV_TOKEN, 4);
        sg_simt_launch(&u.w, 0x100, 0xffffffffu);
        for (unsigned k = 0; k < 40; k++) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            uint32_t g = (uint32_t)(x >> 20), target = (uint32_t)(x >> 8 & 0x1f8);
            if (u.w.status == SG_WARP_RUNNING && u.w.am) {
                sg_simt a = u.w, b = u.w;
                sg_event ea[8], eb[8];
                sg_simt_out oa = {5, ea}, ob = {5, eb};
                sg_simt_in in = {SG_CTRL_OTHER, (uint8_t)(x & 1), 0, 0, g, target, NULL};
                assert_int_equal(sg_simt_step(&a, &u.cfg, &in, &oa), SG_OK);
                sg_simt_step_plain(&b, &ob);
                assert_int_equal(oa.nev, 0);
                assert_int_equal(ob.nev, 0);
                assert_memory_equal(&a, &b, sizeof a);
            }
            if (u.w.status == SG_WARP_RUNNING && !u.w.am)
                sg_simt_unwind(&u.w, &u.cfg, &u.out);
            else
                step(&u, ctrl[x >> 40 & 7], (int)(x >> 44 & 1), g, target, 0);
        }
        drop(&u);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_if_else_003),
        cmocka_unit_test(test_r8_uniform),
        cmocka_unit_test(test_r7_while_mask),
        cmocka_unit_test(test_r7_div_token),
        cmocka_unit_test(test_r9_brx3),
        cmocka_unit_test(test_r9_brx32),
        cmocka_unit_test(test_r3_scoped_masks),
        cmocka_unit_test(test_divergent_call_guarded_ret),
        cmocka_unit_test(test_r2_exit_in_divergence),
        cmocka_unit_test(test_r5_guarded_s),
        cmocka_unit_test(test_r10_capacity),
        cmocka_unit_test(test_wm_discard),
        cmocka_unit_test(test_plain_step_is_the_general_step),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
