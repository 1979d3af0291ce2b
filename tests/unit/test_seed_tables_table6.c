/*
 * test_seed_tables_table6.c - the seed vectors 000-table6 and
 * 000-table6-real reproduce 000 Table 6 row by row, with the stimulus and
 * with real data only (specs/simt-stack.md §11 TR-2, §16, §17 tests C1, C2).
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

/* 000 Table 6 (000:L1414-1487): Entry ID, PC, Active Mask (binary, lane 0 on
 * the RIGHT, §16.1), Disable Mask (hex), TOS, TOS-1, TOS-2 (hex; "BRA" = DIV).
 * Steps as §16.2. */
#define T6_PBK "PBK, 0xFFF, 0x150"
#define T6_DIV "BRA, 0xCE1, 0x130"
static const row t6_rows[] = {
    {1425, "1", "0x18", "111111111111", "0x000", {NULL}, 3, NULL},          /* MOV, S2R, S2R */
    /* 2 (L1427) ".." elided */
    {1429, "3", "0x38", "111111111111", "0x000", {NULL}, 7, NULL},          /* SHL */
    {1431, "4", "0x40", "111111111111", "0x000", {T6_PBK}, 8, NULL},        /* PBK 0x150 */
    /* 5 (L1433) ".." elided */
    {1435, "6", "0x58", "111111111111", "0x000", {T6_PBK}, 11, NULL},       /* ISETP.NE */
    {1437, "7", "0x60", "001100011110", "0x000", {T6_DIV, T6_PBK}, 12, NULL}, /* @P0 BRA 0x130 */
    /* 8 (L1439) ".." elided */
    {1441, "9", "0x80", "001100011110", "0x000", {T6_DIV, T6_PBK}, 16, NULL},
    {1443, "10", "0x88", "001100011110", "0x000", {"SSY, 0x31E, 0xF8", T6_DIV, T6_PBK}, 17, NULL}, /* SSY */
    /* the stimulus: @P0 NOP.S removes lanes 8, 9 (specs/simt-stack.md §16.1) */
    {1445, "11", "0x90", "000000011110", "0x000", {"SSY, 0x31E, 0xF8", T6_DIV, T6_PBK}, 18, NULL},
    /* 12 (L1447) ".." elided */
    {1449, "13", "0xa8", "000000011110", "0x000", {"SSY, 0x31E, 0xF8", T6_DIV, T6_PBK}, 21, NULL},
    {1451, "14", "0xb0", "000000011110", "0x000", {"SSY, 0x31E, 0xF8", T6_DIV, T6_PBK}, 22, NULL},
    /* 15 (L1453) ".." elided */
    {1455, "16", "0xf0", "000000011110", "0x000", {"SSY, 0x31E, 0xF8", T6_DIV, T6_PBK}, 30, NULL},
    /* BRK (step 31) empties AM: the row is the unwind pop of the SSY after it */
    {1457, "17", "0xf8", "001100000000", "0x01E", {T6_DIV, T6_PBK}, 32, NULL},
    /* 18 (L1459) "..." elided */
    {1461, "19", "0x108", "001100000000", "0x01E", {T6_DIV, T6_PBK}, 34, NULL},
    {1463, "20", "0x78", "001100000000", "0x01E", {T6_DIV, T6_PBK}, 35, NULL}, /* @P0 BRA 0x78 */
    {1465, "21", "0x80", "001100000000", "0x01E", {T6_DIV, T6_PBK}, 36, NULL},
    {1467, "22", "0x88", "001100000000", "0x01E", {"SSY, 0x300, 0xF8", T6_DIV, T6_PBK}, 37, NULL},
    /* 23 (L1469) ".." elided */
    {1471, "24", "0xf0", "001100000000", "0x01E", {"SSY, 0x300, 0xF8", T6_DIV, T6_PBK}, 50, NULL},
    /* BRK (step 51), then the unwind pop of the SSY restores 0x300 & ~0x31E = 0 (POP-5) */
    {1473, "25", "0xf8", "000000000000", "0x31E", {T6_DIV, T6_PBK}, 52, NULL},
    /* 26 (L1475): "None of threads are active ... a token is popped": the
     * unwind step 53, checked by test_000_table6 */
    /* Rows 27 and 29 print the disable mask 0x01E. That is the seed's
     * contradiction C3 (specs/simt-stack.md §13): only the DIV token was popped
     * since row 25 (0x31E), and BM is cleared only by a PBK pop, so lanes 8, 9
     * stay parked. The model's value, 0x31E, is asserted. */
    {1477, "27", "0x130", "110011100001", "0x01E", {T6_PBK}, 53, "0x31E"},
    /* 28 (L1479) "…" elided */
    {1481, "29", "0x148", "110011100001", "0x01E", {T6_PBK}, 56, "0x31E"},
    /* BRK (step 57) parks every lane; the unwind pops the PBK: BM &= ~0xFFF */
    {1483, "30", "0x150", "111111111111", "0x000", {NULL}, 58, NULL},
    /* 31 (L1485) "…" elided; 32 (L1487) "Till exit": checked by test_000_table6 */
};
static const table t6 = {"000 Table 6", SEED000, LANE0_RIGHT, HEX, t6_rows,
                         sizeof t6_rows / sizeof t6_rows[0]};

/* ------------------------------------------------------------------------ */
/* the C code of the seed figures, run on the vectors' input images          */

/* 000 Figure 10 (000:L1294-1320), kernel_update. With the stimulus of
 * 000-table6 (--force-guard 0x88:MASK:1), the guard of the first execution of
 * the continue test at 0x88 (the warp's pass j = 0, L1310-1311 = 0x78 ISETP.EQ,
 * 0x88 @P0 NOP.S) is MASK instead of j == i. A, B hold multiples of 0.5 below
 * 100: every difference, product and sum is exact in float. */
static void fig10_c_code(const vec *v, uint32_t *c, unsigned n)
{
    uint32_t A = param_u32(v, 0x00), B = param_u32(v, 0x04), C = param_u32(v, 0x08);
    uint32_t N = param_u32(v, 0x0c), hp = param_u32(v, 0x10);
    int forced = 0;
    uint32_t fmask = 0;
    for (unsigned f = 0; f < v->nforce; f++) {
        assert_int_equal(v->force[f].pc, 0x88);
        assert_int_equal(v->force[f].nth, 1);
        forced = 1;
        fmask = v->force[f].mask;
    }
    for (unsigned i = 0; i < n; i++) {
        if (i >= N) {
            c[i] = init_word(v, C + 4 * i);
            continue;
        }
        float dij = 2.0f;
        if (!init_word(v, hp + 4 * i)) {
            for (unsigned j = 0; j < N; j++) {
                int cont = (forced && j == 0) ? (int)(fmask >> i & 1) : j == i;
                if (cont)
                    continue;
                if ((i * N + j) > (i * j + i)) {
                    volatile float diff = as_float(init_word(v, B + 4 * j)) -
                                          as_float(init_word(v, B + 4 * i));
                    dij = as_float(init_word(v, A + 4 * i)) * diff;
                    break;
                }
            }
        }
        volatile float bi = as_float(init_word(v, B + 4 * i));
        c[i] = float_bits(bi + dij);
    }
}

/* ------------------------------------------------------------------------ */
/* tests                                                                     */

/* C1: 000 Table 6 with the stimulus at 0x88 (§16.2, 62 steps). */
static void test_000_table6(void **state)
{
    (void)state;
    vec v;
    run_vector(&v, "000-table6");
    check_copy(&v, "vectors/listings/000-figure11.lst");
    check_expected_trace(&v);
    check_transcription(&t6);
    check_table(&v, &t6, ~0u);
    /* row 26 (L1475): with no lane active a token is popped: step 53 is an
     * unwind step that pops row 25's TOS, the "BRA" (DIV) token */
    const rec *u = &v.r[52];
    if (u->kind != 'U' || u->am0 != 0 || strncmp(u->ev, "[POP:DIV:0x00000ce1:0x0130", 26))
        fail_msg("Table 6 row 26: step 53 is %c am 0x%x ev %s", u->kind, u->am0, u->ev);
    /* the stimulus took effect at the first execution of 0x88 only */
    assert_string_equal(v.r[17].g, "0x00000300");
    assert_string_equal(v.r[37].g, "0x00000000");
    /* row 32 (L1487) "Till exit": EXIT at 0x168 */
    assert_int_equal(v.nr, 62);
    check_exit(&v, 0x168, 0xfff);
    uint32_t c[12];
    fig10_c_code(&v, c, 12);
    check_memory(&v, "C", param_u32(&v, 0x08), c, 12);
    free_vector(&v);
}

/* C2: Figure 11 with real data only (§17 C2): lanes 0x31E all break at j = 0;
 * the SSY pop restores 0; the DIV pop and the rest as steps 53-62 of §16.2. */
static void test_000_table6_real(void **state)
{
    (void)state;
    vec v, f;
    run_vector(&v, "000-table6-real");
    check_copy(&v, "vectors/listings/000-figure11.lst");
    check_expected_trace(&v);
    assert_int_equal(v.nforce, 0);
    check_table(&v, &t6, 17); /* rows 1-10 (steps 3-17): before 0x88 */
    /* the first BRK parks all of 0x31E; the SSY pop restores 0 */
    unsigned b = 0;
    for (unsigned s = 0; s < v.nr && !b; s++)
        if (!strcmp(v.r[s].insn, "BRK;"))
            b = s;
    assert_int_equal(v.r[b].pc, 0xf0);
    assert_int_equal(v.r[b].am0, 0x31e);
    assert_int_equal(v.r[b].bm, 0x31e);
    assert_int_equal(v.r[b + 1].kind, 'U');
    assert_int_equal(v.r[b + 1].am, 0);
    assert_int_equal(v.r[b + 1].depth, 2);
    /* then the DIV pop and the same control flow as steps 53-62 of 000-table6 */
    run_vector(&f, "000-table6");
    assert_int_equal(v.nr - (b + 2), f.nr - 52);
    for (unsigned k = 0; b + 2 + k < v.nr; k++) {
        const rec *x = &v.r[b + 2 + k], *y = &f.r[52 + k];
        if (x->kind != y->kind || x->pc != y->pc || x->npc != y->npc || x->am0 != y->am0 ||
            x->am != y->am || x->bm != y->bm || x->xm != y->xm || x->depth != y->depth ||
            (x->depth && (x->t[0].mask != y->t[0].mask || strcmp(x->t[0].type, y->t[0].type))))
            fail_msg("000-table6-real step %u differs from 000-table6 step %u", x->step, y->step);
    }
    for (unsigned s = 0; s < v.nr; s++)
        assert_string_equal(v.r[s].wt, "[]"); /* no backward branch is taken */
    check_exit(&v, 0x168, 0xfff);
    uint32_t c[12];
    fig10_c_code(&v, c, 12);
    check_memory(&v, "C", param_u32(&v, 0x08), c, 12);
    /* lanes 8 and 9 break at j = 0 here, at j = 1 under the stimulus */
    uint32_t cf[12];
    fig10_c_code(&f, cf, 12);
    for (unsigned i = 0; i < 12; i++)
        if ((c[i] != cf[i]) != (i == 8 || i == 9))
            fail_msg("C[%u]: 0x%08x real, 0x%08x forced", i, c[i], cf[i]);
    free_vector(&f);
    free_vector(&v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_000_table6),
        cmocka_unit_test(test_000_table6_real),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
