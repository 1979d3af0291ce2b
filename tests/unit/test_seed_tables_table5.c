/*
 * test_seed_tables_table5.c - the seed vectors 000-table5 and
 * 000-table5-div-token reproduce 000 Table 5 row by row under both backward
 * branch policies (specs/simt-stack.md §11 TR-2, §15, §17 tests B1, B2).
 *
 * The harness (seed_tables_support.h) runs each vector through the public
 * API as its launch.args describes and checks (1) the trace is its
 * expected.trace byte for byte, (2) every row of the seed table, transcribed
 * below as printed with the seed line it stands on, against the record TR-2
 * maps it to, (3) the memory the kernel writes against the C code of the
 * seed figure run here on the vector's input images, and its expected-*.hex.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "seed_tables_support.h"

/* 000 Table 5 (000:L1196-1265): PC, Active Mask and the stack's one token,
 * binary with lane 0 on the LEFT (specs/simt-stack.md §15.1); "SYNC" = SSY.
 * The steps are those of §15.2: pass k of the loop is steps 15+5(k-1) to
 * 19+5(k-1). */
#define T5_ALL "1111111111111111111111111111"
#define T5_M1 "0111111111111111111111111111"
#define T5_M2 "0011111111111111111111111111"
#define T5_M26 "0000000000000000000000000011"
#define T5_M27 "0000000000000000000000000001"
#define T5_SYNC "Stack mask: 0111111111111111111111111111 rp: 0x0a0  SYNC"
static const row t5_rows[] = {
    {1201, "", "0x008", T5_ALL, NULL, {NULL}, 1, NULL},   /* MOV */
    {1203, "", "0x010", T5_ALL, NULL, {NULL}, 2, NULL},   /* S2R */
    {1205, "", "0x018", T5_ALL, NULL, {NULL}, 3, NULL},   /* S2R */
    /* L1207 "…." elided (0x020-0x048, steps 4-9) */
    {1209, "", "0x050", T5_ALL, NULL, {NULL}, 10, NULL},  /* ST at 0x48; "@P0Exit" next */
    {1211, "", "0x058", T5_M1, NULL, {NULL}, 11, NULL},   /* @P0 EXIT: lane 0 exits */
    {1213, "", "0x060", T5_M1, NULL, {NULL}, 12, NULL},
    {1215, "", "0x068", T5_M1, NULL, {NULL}, 13, NULL},   /* "SSY Inst" next */
    {1217, "", "0x070", T5_M1, NULL, {T5_SYNC}, 14, NULL}, /* SSY 0xa0 */
    {1219, "", "0x078", T5_M1, NULL, {T5_SYNC}, 15, NULL}, /* pass 1 */
    {1221, "", "0x080", T5_M1, NULL, {T5_SYNC}, 16, NULL},
    {1223, "", "0x088", T5_M1, NULL, {T5_SYNC}, 17, NULL},
    {1225, "", "0x090", T5_M1, NULL, {T5_SYNC}, 18, NULL},
    {1227, "", "0x070", T5_M2, NULL, {T5_SYNC}, 19, NULL}, /* branch, pass 1: lane 1 leaves */
    {1229, "", "0x078", T5_M2, NULL, {T5_SYNC}, 20, NULL}, /* pass 2 */
    {1231, "", "0x080", T5_M2, NULL, {T5_SYNC}, 21, NULL},
    {1233, "", "0x088", T5_M2, NULL, {T5_SYNC}, 22, NULL},
    {1235, "", "0x090", T5_M2, NULL, {T5_SYNC}, 23, NULL},
    /* L1237 "……" elided (passes 3-25): test_000_table5 checks every pass */
    {1239, "", "0x070", T5_M26, NULL, {T5_SYNC}, 139, NULL}, /* branch, pass 25 */
    {1241, "", "0x078", T5_M26, NULL, {T5_SYNC}, 140, NULL}, /* pass 26 */
    {1243, "", "0x080", T5_M26, NULL, {T5_SYNC}, 141, NULL},
    {1245, "", "0x088", T5_M26, NULL, {T5_SYNC}, 142, NULL},
    {1247, "", "0x090", T5_M26, NULL, {T5_SYNC}, 143, NULL},
    {1249, "", "0x070", T5_M27, NULL, {T5_SYNC}, 144, NULL}, /* branch, pass 26 */
    {1251, "", "0x078", T5_M27, NULL, {T5_SYNC}, 145, NULL}, /* pass 27 */
    {1253, "", "0x080", T5_M27, NULL, {T5_SYNC}, 146, NULL},
    {1255, "", "0x088", T5_M27, NULL, {T5_SYNC}, 147, NULL},
    {1257, "", "0x090", T5_M27, NULL, {T5_SYNC}, 148, NULL},
    /* branch, pass 27: no lane takes it; the while mask restores 0x0FFFFFFE (WM-4) */
    {1259, "", "0x098", T5_M1, NULL, {T5_SYNC}, 149, NULL},
    {1263, "", "0x0a0", T5_M1, NULL, {NULL}, 150, NULL},  /* NOP.S pops the SSY */
    {1265, "", "0x0a8", T5_M1, NULL, {NULL}, 151, NULL},  /* ST; then EXIT (test_000_table5) */
};
static const table t5 = {"000 Table 5", SEED000, LANE0_LEFT, LANE0_LEFT, t5_rows,
                         sizeof t5_rows / sizeof t5_rows[0]};

/* ------------------------------------------------------------------------ */
/* the C code of the seed figures, run on the vectors' input images          */

/* 000 Figure 8 (000:L1122-1140): if (i < N) { C[i] = 1; for (j = 1; j <= i;
 * j++) C[i] = C[i] + j; } in float (C is the float array of Figure 9:
 * MOV32I 0x3f800000, I2F, FADD). Every sum is an integer below 2^24: exact. */
static void fig8_c_code(const vec *v, uint32_t *c, unsigned n)
{
    uint32_t cp = param_u32(v, 0x08), N = param_u32(v, 0x0c);
    for (unsigned i = 0; i < n; i++) {
        if (i >= N) {
            c[i] = init_word(v, cp + 4 * i);
            continue;
        }
        float x = 1.0f;
        for (unsigned j = 1; j <= i; j++)
            x = x + (float)j;
        c[i] = float_bits(x);
    }
}

/* ------------------------------------------------------------------------ */
/* tests                                                                     */

/* lanes k..27 of the 28-thread block: the lanes still in the loop in pass k
 * (lane i runs j = 1..i, Figure 8) */
static uint32_t t5_mask(unsigned k)
{
    return 0x10000000u - (1u << k);
}

/* B1: 000 Table 5, policy while-mask (§15.2, 152 steps). */
static void test_000_table5(void **state)
{
    (void)state;
    vec v;
    run_vector(&v, "000-table5");
    check_copy(&v, "vectors/listings/000-figure09.lst");
    check_expected_trace(&v);
    check_transcription(&t5);
    check_table(&v, &t5, ~0u);
    /* L1237 "……" (passes 3-25) and every other pass: pass k runs the body
     * (0x70-0x88) with lanes k..27; its branch sends lanes k+1..27 back to
     * 0x70 and, at pass 27, restores the loop's first mask (WM-4) */
    for (unsigned k = 1; k <= 27; k++) {
        unsigned b = 19 + 5 * (k - 1); /* the branch of pass k */
        for (unsigned s = b - 4; s <= b; s++)
            if (v.r[s - 1].am0 != t5_mask(k) || v.r[s - 1].depth != 1)
                fail_msg("Table 5 pass %u: step %u runs with 0x%08x, depth %u", k, s,
                         v.r[s - 1].am0, v.r[s - 1].depth);
        const rec *r = &v.r[b - 1];
        uint32_t am = k < 27 ? t5_mask(k + 1) : 0x0ffffffe;
        if (r->pc != 0x90 || r->am != am || r->npc != (k < 27 ? 0x70u : 0x98u))
            fail_msg("Table 5 pass %u: branch step %u gives 0x%08x -> 0x%04x", k, b, r->am,
                     r->npc);
    }
    assert_int_equal(v.nr, 152);
    check_exit(&v, 0xa8, 0x0fffffff);
    uint32_t c[28];
    fig8_c_code(&v, c, 28);
    check_memory(&v, "C", param_u32(&v, 0x08), c, 28);
    free_vector(&v);
}

/* B2: the same program, policy div-token (§15.3, 178 steps): Table 5 up to
 * the first branch, then one DIV push and one NOP.S pop per pass; the same
 * final memory, a different trace. */
static void test_000_table5_div_token(void **state)
{
    (void)state;
    vec v, w;
    run_vector(&v, "000-table5-div-token");
    check_copy(&v, "vectors/listings/000-figure09.lst");
    check_expected_trace(&v);
    assert_int_equal(v.cfg.backward_branch_policy, SG_BB_DIV_TOKEN);
    /* rows L1201-L1225 (steps 1-18) come before the loop's first branch:
     * the same under both policies */
    check_table(&v, &t5, 18);
    for (unsigned k = 1; k <= 26; k++) {
        unsigned b = 19 + 6 * (k - 1);
        const rec *r = &v.r[b - 1], *p = &v.r[b];
        /* BRA-3: divergent, the taken lanes k+1..27 wait on DIV, lane k runs
         * the fall-through NOP.S, which pops the DIV */
        if (r->pc != 0x90 || r->am0 != t5_mask(k) || r->am != 1u << k || r->npc != 0x98 ||
            r->depth != 2 || strcmp(r->t[0].type, "DIV") || r->t[0].mask != t5_mask(k + 1) ||
            r->t[0].pc != 0x70)
            fail_msg("div-token pass %u: branch step %u wrong", k, b);
        if (p->pc != 0x98 || p->am != t5_mask(k + 1) || p->npc != 0x70 || p->depth != 1 ||
            strcmp(p->t[0].type, "SSY"))
            fail_msg("div-token pass %u: NOP.S step %u wrong", k, b + 1);
    }
    /* pass 27: no lane takes the branch; NOP.S pops the SSY */
    assert_int_equal(v.r[174].pc, 0x90);
    assert_int_equal(v.r[174].am, 0x08000000);
    assert_int_equal(v.r[174].npc, 0x98);
    assert_int_equal(v.r[175].am, 0x0ffffffe);
    assert_int_equal(v.r[175].npc, 0xa0);
    assert_int_equal(v.r[175].depth, 0);
    unsigned maxd = 0;
    for (unsigned s = 0; s < v.nr; s++) {
        maxd = v.r[s].depth > maxd ? v.r[s].depth : maxd;
        assert_string_equal(v.r[s].wt, "[]"); /* no while-mask under div-token */
    }
    assert_int_equal(maxd, 2);
    assert_int_equal(v.nr, 178);
    check_exit(&v, 0xa8, 0x0fffffff);
    uint32_t c[28];
    fig8_c_code(&v, c, 28);
    check_memory(&v, "C", param_u32(&v, 0x08), c, 28);
    /* a different trace from the while-mask vector, the same memory */
    run_vector(&w, "000-table5");
    assert_true(v.tr.len != w.tr.len || memcmp(v.tr.buf, w.tr.buf, v.tr.len));
    uint32_t cw[28];
    fig8_c_code(&w, cw, 28);
    assert_memory_equal(c, cw, sizeof c);
    free_vector(&w);
    free_vector(&v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_000_table5),
        cmocka_unit_test(test_000_table5_div_token),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
