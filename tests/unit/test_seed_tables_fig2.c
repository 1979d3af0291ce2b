/*
 * test_seed_tables_fig2.c - the seed vectors 003-figure2 and 000-table4
 * reproduce 003 Figure 2c and 000 Table 4 row by row (specs/simt-stack.md
 * §11 TR-2, §14, §17 tests A1, A2).
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

/* 003 Figure 2c (003:L66-81): PC, Active Mask (hex, bit i = lane i), TOS, TOS-1, TOS-2. */
static const row fig2_rows[] = {
    {67, "", "0x00", "0xFF", NULL, {"Empty", "Empty", "Empty"}, 0, NULL},   /* launch */
    {68, "", "0x20", "0xFF", NULL, {"Empty", "Empty", "Empty"}, 4, NULL},   /* IMAD at 0x18 */
    {69, "", "0x28", "0xFF", NULL, {"SSY, 0xFF, 0xF0", "Empty", "Empty"}, 5, NULL}, /* SSY 0xf0 */
    /* L70 "....." prints AM 0xF0 between 0x28 and 0x90: elided, and contradicted
     * by L71 (C6); test_003_figure2 checks AM stays 0xFF there */
    {71, "", "0x90", "0xFF", NULL, {"SSY, 0xFF, 0xF0", "Empty", "Empty"}, 18, NULL}, /* ISETP at 0x88 */
    {72, "", "0x98", "0x0F", NULL, {"DIV, 0xF0, 0xB8", "SSY, 0xFF, 0xF0", "Empty"}, 19, NULL}, /* @P0 BRA */
    /* L73 "....." elided */
    {74, "", "0xB0", "0x0F", NULL, {"DIV, 0xF0, 0xB8", "SSY, 0xFF, 0xF0", "Empty"}, 22, NULL}, /* IADD at 0xa8 */
    {75, "", "0xB8", "0xF0", NULL, {"SSY, 0xFF, 0xF0", "Empty", "Empty"}, 23, NULL}, /* ST.E.S pops DIV */
    /* L76 "....." elided */
    {77, "", "0xE0", "0xF0", NULL, {"SSY, 0xFF, 0xF0", "Empty", "Empty"}, 28, NULL}, /* NOP at 0xd8 */
    {78, "", "0xE8", "0xF0", NULL, {"SSY, 0xFF, 0xF0", "Empty", "Empty"}, 29, NULL}, /* NOP at 0xe0 */
    {79, "", "0xF0", "0xFF", NULL, {"Empty", "Empty", "Empty"}, 30, NULL},  /* NOP.S pops SSY */
    {80, "", "0xF8", "0xFF", NULL, {"Empty", "Empty", "Empty"}, 31, NULL},  /* LD.E at 0xf0; "Go Till Exit" */
    /* L81 "....." to EXIT: the last record is checked by test_003_figure2 */
};
static const table fig2 = {"003 Figure 2c", SEED003, HEX, HEX, fig2_rows,
                           sizeof fig2_rows / sizeof fig2_rows[0]};

/* 000 Table 4 (000:L1008-1036): Entry ID, PC, Active Mask (binary, lane 0 on
 * the RIGHT: specs/simt-stack.md §13 C4, §14.3), TOS, TOS-1, TOS-2 (hex). */
static const row t4_rows[] = {
    {1012, "1", "0x000", "11111111", NULL, {"Empty", "Empty", "Empty"}, 0, NULL},  /* launch */
    {1014, "2", "0x020", "11111111", NULL, {"Empty", "Empty", "Empty"}, 4, NULL},
    {1016, "3", "0x028", "11111111", NULL, {"SSY, 0xFF, 0xF0", "Empty", "Empty"}, 5, NULL},
    {1018, "4", "0x090", "11111111", NULL, {"SSY, 0xFF, 0xF0", "Empty", "Empty"}, 18, NULL},
    /* lanes 4-7 (not taken) run first; DIV holds the taken lanes 0-3 */
    {1020, "5", "0x098", "11110000", NULL, {"DIV, 0x0F, 0xB8", "SSY, 0xFF, 0xF0", "Empty"}, 19, NULL},
    /* L1022 note, L1024 "….." elided */
    {1026, "6", "0x0B0", "11110000", NULL, {"DIV, 0x0F, 0xB8", "SSY, 0xFF, 0xF0", "Empty"}, 22, NULL},
    /* printed "`00001111": the backtick is OCR debris (also L1034) */
    {1028, "7", "0x0B8", "00001111", NULL, {"SSY, 0xFF, 0xF0", "Empty", NULL}, 23, NULL},
    /* L1030 note, L1032 ".." elided */
    {1034, "8", "0x0E8", "00001111", NULL, {"SSY, 0xFF, 0xF0", "Empty", NULL}, 29, NULL},
    {1036, "9", "0xF0", "11111111", NULL, {"Empty", NULL, NULL}, 30, NULL},
};
static const table t4 = {"000 Table 4", SEED000, LANE0_RIGHT, HEX, t4_rows,
                         sizeof t4_rows / sizeof t4_rows[0]};

/* ------------------------------------------------------------------------ */
/* the C code of the seed figures, run on the vectors' input images          */

/* 003 Figure 2a (003:L32-41), with the THEN/ELSE bodies of the completed
 * listing (vectors/seed/003-figure2/program.lst header: ELSE adds as 000 L959,
 * THEN multiplies): d_c[i] = taken ? a*b : a+b; d_e[i] = d_c[i] + d_d[i].
 * taken = index > x1 (003:L33), unless launch.args forces the guard of the
 * branch at 0x90 (000-table4). */
static void fig2_c_code(const vec *v, uint32_t *dc, uint32_t *de)
{
    uint32_t da = param_u32(v, 0x00), db = param_u32(v, 0x08), dd = param_u32(v, 0x18);
    int32_t x1 = (int32_t)param_u32(v, 0x28);
    assert_int_equal(v->nparam, 0x2c);
    for (size_t hi = 0x04; hi < 0x28; hi += 8) /* 64-bit pointers below 4 GiB */
        assert_int_equal(param_u32(v, hi), 0);
    for (int i = 0; i < 8; i++) {
        int taken = i > x1;
        for (unsigned f = 0; f < v->nforce; f++)
            if (v->force[f].pc == 0x90 && v->force[f].nth == 1)
                taken = (int)(v->force[f].mask >> i & 1); /* the branch executes once */
        uint32_t a = init_word(v, da + 4u * (unsigned)i), b = init_word(v, db + 4u * (unsigned)i);
        dc[i] = taken ? a * b : a + b;
        de[i] = dc[i] + init_word(v, dd + 4u * (unsigned)i);
    }
}

/* ------------------------------------------------------------------------ */
/* tests                                                                     */

/* A1: 003 Figure 2 with x1 = 3, P0 = 0xF0 (specs/simt-stack.md §14.2, 41 steps). */
static void test_003_figure2(void **state)
{
    (void)state;
    vec v;
    run_vector(&v, "003-figure2");
    check_copy(&v, "vectors/seed/000-table4/program.lst"); /* the two copies agree */
    check_expected_trace(&v);
    check_transcription(&fig2);
    check_table(&v, &fig2, ~0u);
    /* L70 ("....." 0xF0): no instruction between 0x28 and 0x90 changes AM;
     * the model keeps 0xFF (C6), as L71 prints at 0x90 */
    for (unsigned s = 6; s <= 17; s++)
        if (v.r[s - 1].am != 0xff)
            fail_msg("003 L70: step %u has AM 0x%x", s, v.r[s - 1].am);
    /* the guard 003:L89 states: P0 = 0xF0 */
    assert_string_equal(v.r[18].insn, "@P0 BRA 0xb8;");
    assert_string_equal(v.r[18].g, "0xf0");
    /* L80-81 "Go Till Exit": EXIT at 0x140 (003:L62) */
    assert_int_equal(v.nr, 41);
    check_exit(&v, 0x140, 0xff);
    uint32_t dc[8], de[8];
    fig2_c_code(&v, dc, de);
    check_memory(&v, "d_c", param_u32(&v, 0x10), dc, 8);
    check_memory(&v, "d_e", param_u32(&v, 0x20), de, 8);
    free_vector(&v);
}

/* A2: 000 Table 4, the same program with G = 0x0F at 0x90 (§13 C4, §14.3). */
static void test_000_table4(void **state)
{
    (void)state;
    vec v;
    run_vector(&v, "000-table4");
    check_expected_trace(&v);
    check_transcription(&t4);
    check_table(&v, &t4, ~0u);
    assert_int_equal(v.nr, 41);
    assert_string_equal(v.r[18].g, "0x0f"); /* the stimulus took effect */
    check_exit(&v, 0x140, 0xff);
    uint32_t dc[8], de[8];
    fig2_c_code(&v, dc, de);
    check_memory(&v, "d_c", param_u32(&v, 0x10), dc, 8);
    check_memory(&v, "d_e", param_u32(&v, 0x20), de, 8);
    /* the stimulus swaps the paths: 003-figure2 multiplies where this adds */
    vec a;
    run_vector(&a, "003-figure2");
    uint32_t dc2[8], de2[8];
    fig2_c_code(&a, dc2, de2);
    for (int i = 0; i < 8; i++)
        assert_int_not_equal(dc[i], dc2[i]);
    free_vector(&a);
    free_vector(&v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_003_figure2),
        cmocka_unit_test(test_000_table4),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
