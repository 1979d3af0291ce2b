/*
 * test_listing.c - whole listings and binary images.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "smgold/isa.h"
#include "smgold/listing.h"

static sg_status assemble(const char *text, sg_program *p, sg_error *err)
{
    return sg_assemble(text, strlen(text), "t.lst", NULL, p, err);
}

static void test_labels_and_base(void **state)
{
    (void)state;
    const char *src = "// loop with a label\n"
                      "/*0068*/ SSY done;\n"
                      "loop: IADD R3, R3, 0x1;\n"
                      "  ISETP.NE.AND P0, pt, R2, R3, pt;\n"
                      "  @P0 BRA loop;   // backward\n"
                      "done: NOP.S CC.T;\n"
                      "EXIT;\n";
    sg_program p;
    sg_error err;
    assert_int_equal(assemble(src, &p, &err), SG_OK);
    assert_int_equal(p.base, 0x68);
    assert_int_equal(p.n, 6);
    assert_int_equal(p.lines[0], 2);
    sg_insn in;
    char text[SG_TEXT_MAX];
    sg_decode(p.words[0], 0x68, &in);
    sg_disasm(&in, text, sizeof text);
    assert_string_equal(text, "SSY 0x88;");
    sg_decode(p.words[3], 0x80, &in);
    sg_disasm(&in, text, sizeof text);
    assert_string_equal(text, "@P0 BRA 0x70;");
    sg_program_free(&p);
}

static void expect_error(const char *src, sg_status code, unsigned line, unsigned col,
                         const char *part)
{
    sg_program p;
    sg_error err;
    sg_status st = assemble(src, &p, &err);
    if (st != code)
        fail_msg("status %d (%s), expected %d", st, err.msg, code);
    if (err.line != line || err.col != col)
        fail_msg("error at %u:%u, expected %u:%u (%s)", err.line, err.col, line, col, err.msg);
    if (!strstr(err.msg, part))
        fail_msg("message '%s' lacks '%s'", err.msg, part);
    assert_string_equal(err.file, "t.lst");
    assert_null(p.words);
    assert_int_equal(p.n, 0);
}

static void test_listing_errors(void **state)
{
    (void)state;
    /* hex and text disagree */
    expect_error("/*0000*/ /*0x00005de428004404*/ MOV R2, c [0x1] [0x100];\n", SG_ERR_MISMATCH,
                 1, 10, "hex and text disagree");
    /* address comment out of sequence */
    expect_error("/*0000*/ EXIT;\n/*0010*/ EXIT;\n", SG_ERR_MISMATCH, 2, 1, "0x0008");
    /* malformed hex */
    expect_error("/*0x00005de42800440*/ MOV R1, c [0x1] [0x100];\n", SG_ERR_SYNTAX, 1, 5,
                 "16 hex digits");
    expect_error("/*0x00005de42800440g*/ EXIT;\n", SG_ERR_SYNTAX, 1, 1, "malformed comment");
    expect_error("/*0000 EXIT;\n", SG_ERR_SYNTAX, 1, 1, "unterminated");
    /* errors inside the text are located in the line */
    expect_error("EXIT;\n/*0008*/   IADD R1, R2, 0x100000;\n", SG_ERR_RANGE, 2, 25, "20 signed bits");
    expect_error("EXIT;\nBRA nowhere;\n", SG_ERR_UNKNOWN, 2, 5, "undefined label");
    expect_error("a: EXIT;\na: EXIT;\n", SG_ERR_SYNTAX, 2, 1, "already defined on line 1");
    expect_error("EXIT;\n\tFOO;\n", SG_ERR_UNKNOWN, 2, 2, "unknown mnemonic");
}

static void test_hex_only_and_unknown(void **state)
{
    (void)state;
    sg_program p;
    sg_error err;
    /* a hex word without text is taken as is, even one the table does not know */
    assert_int_equal(assemble("/*0x00005dec28004404*/\n", &p, &err), SG_OK);
    assert_int_equal(p.n, 1);
    assert_true(p.words[0] == 0x2800440400005decull);
    sg_program_free(&p);
    /* trust_hex ignores the text (disassembling listings with damaged text) */
    sg_asm_options opt = {0};
    opt.trust_hex = 1;
    const char *src = "/*0x00005de428004404*/ garbage that does not parse;\n";
    assert_int_equal(sg_assemble(src, strlen(src), "t.lst", &opt, &p, &err), SG_OK);
    assert_true(p.words[0] == 0x2800440400005de4ull);
    sg_program_free(&p);
}

static void test_binary(void **state)
{
    (void)state;
    const uint8_t bytes[16] = {0xe4, 0x5d, 0x00, 0x00, 0x04, 0x44, 0x00, 0x28,
                               0xe7, 0x1d, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80};
    sg_program p;
    sg_error err;
    assert_int_equal(sg_program_from_binary(bytes, 16, 0x100, "k.bin", &p, &err), SG_OK);
    assert_int_equal(p.n, 2);
    assert_int_equal(p.base, 0x100);
    assert_true(p.words[0] == 0x2800440400005de4ull);
    assert_true(p.words[1] == 0x8000000000001de7ull);
    uint8_t out[16];
    sg_program_to_binary(&p, out);
    assert_memory_equal(out, bytes, 16);
    sg_program_free(&p);
    assert_int_equal(sg_program_from_binary(bytes, 13, 0, "k.bin", &p, &err), SG_ERR_TRUNCATED);
    assert_non_null(strstr(err.msg, "5 trailing bytes"));
    assert_string_equal(err.file, "k.bin");
    assert_null(p.words);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_labels_and_base),
        cmocka_unit_test(test_listing_errors),
        cmocka_unit_test(test_hex_only_and_unknown),
        cmocka_unit_test(test_binary),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
