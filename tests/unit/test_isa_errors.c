/*
 * test_isa_errors.c - bad instruction text gives a clear error at the right
 * column, never a guess.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "smgold/isa.h"

typedef struct bad {
    const char *text;
    uint32_t addr;
    sg_status code;
    unsigned col;
    const char *msg_part; /* the message must contain this */
} bad;

static const bad cases[] = {
    {"FOO R1, R2;", 0, SG_ERR_UNKNOWN, 1, "unknown mnemonic 'FOO'"},
    {"  @P0 FROB;", 0, SG_ERR_UNKNOWN, 7, "unknown mnemonic"},
    {"IADD R1, R2;", 0, SG_ERR_OPERAND, 12, "takes 3 operands, not 2"},
    {"IADD R1, R2, R3, R4;", 0, SG_ERR_OPERAND, 18, "takes 3 operands, not 4"},
    {"IADD R1, P2, R3;", 0, SG_ERR_OPERAND, 10, "expected a register"},
    {"MOV R1, [R2];", 0, SG_ERR_OPERAND, 9, "found a memory operand"},
    {"IADD R1, R2, 0x100000;", 0, SG_ERR_RANGE, 14, "does not fit in 20 signed bits"},
    {"IMUL R1, R2, -0x80001;", 0, SG_ERR_RANGE, 14, "does not fit"},
    {"MOV32I R1, 0x100000000;", 0, SG_ERR_RANGE, 12, "does not fit in 32 signed bits"},
    {"BRA 0x1000000;", 0, SG_ERR_RANGE, 5, "out of reach"},
    {"BRA 0x800008;", 0, SG_ERR_RANGE, 5, "out of reach"},
    {"ISETP.XX.AND P0, pt, R1, R2, pt;", 0, SG_ERR_UNKNOWN, 7, "ISETP"},
    {"IADD.FOO R1, R2, R3;", 0, SG_ERR_UNKNOWN, 6, "'.FOO'"},
    {"IADD R1, R2, R3", 0, SG_OK, 0, NULL},
    {"IADD R1 R2, R3;", 0, SG_ERR_SYNTAX, 9, "expected ',' or ';'"},
    {"IADD R1, R2, R3; junk", 0, SG_ERR_SYNTAX, 18, "after ';'"},
    {"IADD R63, R2, R3;", 0, SG_ERR_RANGE, 6, "R0-R62 and RZ"},
    {"@P7 EXIT;", 0, SG_ERR_SYNTAX, 2, "guard predicate"},
    {"@P0 SSY 0x40;", 0, SG_ERR_OPERAND, 1, "takes no guard"},
    {"LD R1, [R2+];", 0, SG_ERR_SYNTAX, 12, "expected an offset"},
    {"LD R1, [R2;", 0, SG_ERR_SYNTAX, 11, "expected ']'"},
    {"MOV R1, c [0x0 [0x8];", 0, SG_ERR_SYNTAX, 16, "expected ']'"},
    {"MOV R1, c [0x40] [0x8];", 0, SG_ERR_RANGE, 12, "bank"},
    {"BRA nowhere;", 0, SG_ERR_UNKNOWN, 5, "undefined label 'nowhere'"},
    {"S2R R0, SR_Bogus;", 0, SG_ERR_UNKNOWN, 9, "unknown special register"},
    {"IADD R1, R2, ,R3;", 0, SG_ERR_SYNTAX, 14, "expected an operand"},
    {"IADD R1, !R2, R3;", 0, SG_ERR_SYNTAX, 11, "predicate after '!'"},
    {"MOV R1, -P0;", 0, SG_ERR_SYNTAX, 10, "expected an operand"},
    {"", 0, SG_ERR_SYNTAX, 1, "expected a mnemonic"},
};

static void test_bad_text(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const bad *b = &cases[i];
        sg_insn in;
        sg_error err;
        memset(&err, 0, sizeof err);
        sg_status st = sg_asm_insn(b->text, b->addr, &in, &err);
        if (st != b->code)
            fail_msg("'%s': status %d (%s: %s), expected %d", b->text, st, sg_status_name(st),
                     err.msg, b->code);
        if (st == SG_OK)
            continue;
        if (err.col != b->col)
            fail_msg("'%s': error at column %u, expected %u (%s)", b->text, err.col, b->col,
                     err.msg);
        if (!strstr(err.msg, b->msg_part))
            fail_msg("'%s': message '%s' lacks '%s'", b->text, err.msg, b->msg_part);
        assert_int_equal(err.code, st);
        assert_int_equal(in.form, SG_FORM_UNKNOWN);
    }
}

/* Encoding checks ranges too (for callers that build an sg_insn by hand). */
static void test_encode_range(void **state)
{
    (void)state;
    sg_insn in;
    sg_error err;
    uint64_t w;
    assert_int_equal(sg_asm_insn("@P0 BRA 0x70;", 0x90, &in, &err), SG_OK);
    in.opnd[1].imm = 0x90 + 8 + 0x800000; /* one past the largest forward offset */
    assert_int_equal(sg_encode(&in, &w, &err), SG_ERR_RANGE);
    assert_non_null(strstr(err.msg, "out of reach"));
    assert_int_equal(sg_asm_insn("IADD R1, R2, 0x1;", 0, &in, &err), SG_OK);
    in.opnd[0].reg = 64;
    assert_int_equal(sg_encode(&in, &w, &err), SG_ERR_RANGE);
    in.opnd[0].reg = 1;
    in.mod[0] = 0xffff;
    assert_int_equal(sg_encode(&in, &w, &err), SG_ERR_RANGE);
    in.form = 1 << 20;
    assert_int_equal(sg_encode(&in, &w, &err), SG_ERR_UNKNOWN);
    assert_int_equal(sg_encode(NULL, &w, &err), SG_ERR_ARG);
}

static void test_error_format(void **state)
{
    (void)state;
    sg_error err;
    memset(&err, 0, sizeof err);
    snprintf(err.file, sizeof err.file, "k.lst");
    err.line = 3;
    err.col = 7;
    snprintf(err.msg, sizeof err.msg, "unknown mnemonic 'FOO'");
    char buf[256];
    assert_string_equal(sg_error_format(&err, buf, sizeof buf), "k.lst:3:7: unknown mnemonic 'FOO'");
    err.col = 0;
    assert_string_equal(sg_error_format(&err, buf, sizeof buf), "k.lst:3: unknown mnemonic 'FOO'");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_text),
        cmocka_unit_test(test_encode_range),
        cmocka_unit_test(test_error_format),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
