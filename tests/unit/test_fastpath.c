/*
 * test_fastpath.c - the whole-warp fast path (model/src/units/fastpath.h,
 * specs/execution.md §13) against the general path, sg_alu_exec().
 *
 * For every covered form (each fast-path kind with its modifier variants and
 * operand kinds), hundreds of random register files - random words mixed
 * with the floating-point and integer values where rounding, flushing, NaN
 * and overflow rules differ - and random lane masks: both paths run on
 * copies of the same state, and every register, predicate, $c and effects
 * record must be identical. The forms the fast path must leave to the
 * general path (.CC, .SAT, other rounding modes, .X, ...) are checked to be
 * refused, and a constant read from an unbound bank falls back untouched.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "smgold/isa.h"
#include "units/fastpath.h"
#include "units/fpenv.h"

typedef struct harness {
    sg_regfile rf;
    sg_thread_ids ids;
    sg_exec_env env;
    uint8_t banks[2][SG_CBANK_BYTES];
    uint64_t rng;
} harness;

static uint32_t rnd(harness *h)
{
    h->rng ^= h->rng << 13;
    h->rng ^= h->rng >> 7;
    h->rng ^= h->rng << 17;
    return (uint32_t)(h->rng >> 16);
}

/* Values where the operations' rules differ: signed/unsigned limits, the
 * float specials (zeros, subnormals, infinities, NaNs), integers beyond
 * 2^24 (I2F rounds) and halfway cases. */
static const uint32_t special[] = {
    0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u, 0x007fffffu, 0x807fffffu,
    0x00800000u, 0x7f7fffffu, 0xff7fffffu, 0x7f800000u, 0xff800000u, 0x7fc00000u,
    0xffc00000u, 0x7f800001u, 0x7fffffffu, 0xffffffffu, 0x3f800000u, 0xbf800000u,
    0x01000001u, 0x01000003u, 0x00ffffffu, 0x7ffffffeu, 0x0000001fu, 0x00000020u,
    0x00000021u, 0x4b800001u, 0x33800000u, 0x3f7fffffu, 0x00000005u, 0xfffffffbu};

static uint32_t value(harness *h)
{
    uint32_t k = rnd(h) % 4;
    if (k == 0)
        return special[rnd(h) % (sizeof special / sizeof special[0])];
    if (k == 1) /* small integers and floats near 1 */
        return (rnd(h) & 1) ? rnd(h) % 64 : 0x3f000000u + (rnd(h) & 0x01ffffffu);
    return rnd(h);
}

static void randomise(harness *h)
{
    for (unsigned r = 0; r < SG_NREGS - 1; r++)
        for (unsigned l = 0; l < SG_MAX_LANES; l++)
            h->rf.r[r][l] = value(h);
    memset(h->rf.r[SG_NREGS - 1], 0, sizeof h->rf.r[0]);
    for (unsigned p = 0; p < 7; p++)
        h->rf.p[p] = rnd(h);
    h->rf.p[7] = 0xffffffffu;
    for (unsigned l = 0; l < SG_MAX_LANES; l++)
        h->rf.cc[l] = (uint8_t)(rnd(h) & 15);
    for (unsigned b = 0; b < 2; b++)
        for (unsigned off = 0; off < 0x200; off += 4) {
            uint32_t v = value(h);
            memcpy(&h->banks[b][off], &v, 4);
        }
}

static int setup(void **state)
{
    harness *h = calloc(1, sizeof *h);
    if (!h)
        return -1;
    h->env.cbank[0] = h->banks[0];
    h->env.cbank[1] = h->banks[1];
    h->env.ids = &h->ids;
    h->env.warp_size = SG_MAX_LANES;
    h->rng = 0x9e3779b97f4a7c15ull;
    *state = h;
    return 0;
}

static int teardown(void **state)
{
    free(*state);
    return 0;
}

static void assemble(const char *text, sg_insn *in)
{
    sg_error err;
    if (sg_asm_insn(text, 0, in, &err))
        fail_msg("cannot assemble '%s': %s", text, err.msg);
}

/* The forms the fast path covers, with the kind it must give them. */
static const struct {
    const char *text;
    sg_fast_kind kind;
} covered[] = {
    {"MOV R1, R2;", SG_FAST_MOV},
    {"MOV R1, c [0x1] [0x100];", SG_FAST_MOV},
    {"MOV32I R0, 0x3f800000;", SG_FAST_MOV},
    {"MOV R5, RZ;", SG_FAST_MOV},
    {"MOV RZ, R5;", SG_FAST_MOV},
    {"IADD R3, R1, R2;", SG_FAST_IADD},
    {"IADD R3, -R1, R2;", SG_FAST_IADD},
    {"IADD R3, R1, -R2;", SG_FAST_IADD},
    {"IADD R3, R3, 0x1;", SG_FAST_IADD},
    {"IADD R3, R1, -0x7;", SG_FAST_IADD},
    {"IADD R3, R1, c [0x0] [0x28];", SG_FAST_IADD},
    {"IADD32I R2, R1, 0x12345;", SG_FAST_IADD},
    {"IADD32I R2, R1, -0x12345;", SG_FAST_IADD},
    {"ISCADD R4, R2, c [0x0] [0x28], 0x2;", SG_FAST_IADD},
    {"ISCADD R4, R2, R7, 0x1f;", SG_FAST_IADD},
    {"ISCADD R4, -R2, R7, 0x3;", SG_FAST_IADD},
    {"IMUL R1, R2, R3;", SG_FAST_IMUL},
    {"IMUL.U32.U32 R1, R2, 0x77;", SG_FAST_IMUL},
    {"IMUL.U32.S32 R1, R2, R3;", SG_FAST_IMUL},
    {"IMAD R1, R2, R3, R4;", SG_FAST_IMUL},
    {"IMAD.U32.U32 R2, R0, c [0x0] [0x8], R2;", SG_FAST_IMUL},
    {"ISETP.GE.AND P0, pt, R2, c [0x0] [0x2c], pt;", SG_FAST_ISETP},
    {"ISETP.LT.AND P0, pt, R2, 0x1, pt;", SG_FAST_ISETP},
    {"ISETP.NE.AND P0, pt, R2, R3, pt;", SG_FAST_ISETP},
    {"ISETP.LT.U32.OR P1, P2, R3, R4, !P0;", SG_FAST_ISETP},
    {"ISETP.GT.XOR P3, P4, R5, -0x3, P1;", SG_FAST_ISETP},
    {"ISETP.LE.U32.AND P5, P6, R1, R2, P3;", SG_FAST_ISETP},
    {"ISETP.EQ.AND P0, pt, R2, RZ, pt;", SG_FAST_ISETP},
    {"LOP.AND R1, R2, R3;", SG_FAST_LOP},
    {"LOP.OR R1, ~R2, R3;", SG_FAST_LOP},
    {"LOP.XOR R1, R2, ~R3;", SG_FAST_LOP},
    {"LOP.PASS_B R1, R2, ~R3;", SG_FAST_LOP},
    {"LOP.AND R1, R2, 0xff;", SG_FAST_LOP},
    {"LOP32I.AND R1, R2, 0xffff0000;", SG_FAST_LOP},
    {"SHL R1, R2, R3;", SG_FAST_SHL},
    {"SHL R1, R2, 0x5;", SG_FAST_SHL},
    {"SHL.W R1, R2, R3;", SG_FAST_SHL},
    {"I2F.F32.S32 R5, R3;", SG_FAST_I2F},
    {"I2F.F32.U32 R5, R3;", SG_FAST_I2F},
    {"FADD R0, R5, R0;", SG_FAST_FADD},
    {"FADD R0, -R5, |R0|;", SG_FAST_FADD},
    {"FADD.FTZ R0, R5, -R6;", SG_FAST_FADD},
    {"FADD R0, R5, 0x3f000;", SG_FAST_FADD},
    {"FADD R0, R5, c [0x1] [0x10];", SG_FAST_FADD},
    {"FMUL R1, R2, R3;", SG_FAST_FMUL},
    {"FMUL.FTZ R1, R2, -R3;", SG_FAST_FMUL},
    {"FMUL R1, R2, 0xbe800;", SG_FAST_FMUL},
    {"FFMA R1, R2, R3, R4;", SG_FAST_FFMA},
    {"FFMA.FTZ R1, R2, -R3, R4;", SG_FAST_FFMA},
    {"FFMA R1, R2, c [0x1] [0x20], -R4;", SG_FAST_FFMA},
};

/* Forms the fast path must leave to the general path. */
static const char *const refused[] = {
    "IADD R3.CC, R1, R2;",      "IADD.SAT R3, R1, R2;",       "IADD.X R3, R1, R2;",
    "IADD R3, -R1, -R2;",       "IMAD.HI R1, R2, R3, R4;",    "IMAD.X R1, R2, R3, R4;",
    "IMUL.HI R1, R2, R3;",      "ISETP.LT.X.AND P0, pt, R1, R2, pt;",
    "ISETP.LT.AND P1, P1, R1, R2, pt;",                       "LOP.AND R1.CC, R2, R3;",
    "I2F.F32.S32.RM R5, R3;",   "I2F.F64.S32 R4, R3;",        "I2F.F32.S16 R5, R3;",
    "I2F.F32.S32 R5, -R3;",     "FADD.RZ R0, R5, R0;",        "FADD.SAT R0, R5, R0;",
    "FMUL.D2 R1, R2, R3;",      "FMUL.FMZ R1, R2, R3;",       "FFMA.SAT R1, R2, R3, R4;",
    "FFMA.RM R1, R2, R3, R4;",  "SHR R1, R2, R3;",            "S2R R0, SR_Tid_X;",
};

/* sg_fast_exec, either entering the default FP environment itself or (held) with the
 * caller holding it, as the SM does over a run (fpenv.h) */
static int fast(const sg_fast *f, uint32_t lanes, harness *h, sg_effects *fx, int held)
{
    sg_fpenv saved;
    if (held)
        sg_fpenv_enter(&saved);
    int r = sg_fast_exec(f, lanes, &h->rf, &h->env, fx, held);
    if (held)
        sg_fpenv_leave(&saved);
    return r;
}

static void same_state(const harness *slow, const harness *fast, const sg_effects *fs,
                       const sg_effects *ff, const char *text)
{
    if (memcmp(&slow->rf, &fast->rf, sizeof slow->rf)) {
        for (unsigned r = 0; r < SG_NREGS; r++)
            for (unsigned l = 0; l < SG_MAX_LANES; l++)
                if (slow->rf.r[r][l] != fast->rf.r[r][l])
                    fail_msg("%s: R%u lane %u: general 0x%08x, fast 0x%08x", text, r, l,
                             slow->rf.r[r][l], fast->rf.r[r][l]);
        fail_msg("%s: predicates or $c differ", text);
    }
    assert_int_equal(fs->lanes, ff->lanes);
    assert_int_equal(fs->nregs, ff->nregs);
    assert_memory_equal(fs->regs, ff->regs, fs->nregs);
    assert_int_equal(fs->preds, ff->preds);
    assert_int_equal(fs->cc, ff->cc);
}

static void test_covered_forms_match_the_general_path(void **state)
{
    harness *h = *state;
    harness *copy = malloc(sizeof *copy);
    assert_non_null(copy);
    for (size_t i = 0; i < sizeof covered / sizeof covered[0]; i++) {
        sg_insn in;
        sg_fast f;
        assemble(covered[i].text, &in);
        if (!sg_fast_prepare(&in, &f))
            fail_msg("%s: not on the fast path", covered[i].text);
        assert_int_equal(f.kind, covered[i].kind);
        for (unsigned trial = 0; trial < 400; trial++) {
            randomise(h);
            uint32_t lanes = trial % 4 == 0 ? 0xffffffffu : rnd(h) | 1u << (trial % 32);
            *copy = *h;
            copy->env.cbank[0] = copy->banks[0];
            copy->env.cbank[1] = copy->banks[1];
            copy->env.ids = &copy->ids;
            sg_effects fs, ff;
            memset(&fs, 0, sizeof fs);
            memset(&ff, 0, sizeof ff);
            sg_error err;
            if (sg_alu_exec(&in, lanes, &h->rf, &h->env, &fs, &err))
                fail_msg("%s: the general path failed: %s", covered[i].text, err.msg);
            assert_int_equal(fast(&f, lanes, copy, &ff, (int)(trial & 1)), 1);
            same_state(h, copy, &fs, &ff, covered[i].text);
        }
    }
    free(copy);
}

static void test_other_forms_take_the_general_path(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        sg_insn in;
        sg_fast f;
        assemble(refused[i], &in);
        if (sg_fast_prepare(&in, &f))
            fail_msg("%s: on the fast path, kind %u", refused[i], f.kind);
        assert_int_equal(f.kind, SG_FAST_NONE);
    }
}

/* An unbound constant bank: the fast path writes nothing and hands the
 * instruction back, so that the general path reports the error. */
static void test_unbound_bank_falls_back(void **state)
{
    harness *h = *state;
    sg_insn in;
    sg_fast f;
    assemble("IADD R3, R1, c [0x2] [0x28];", &in);
    assert_int_equal(sg_fast_prepare(&in, &f), 1);
    randomise(h);
    sg_regfile before = h->rf;
    sg_effects fx;
    memset(&fx, 0, sizeof fx);
    assert_int_equal(sg_fast_exec(&f, 0xffffffffu, &h->rf, &h->env, &fx, 0), 0);
    assert_memory_equal(&before, &h->rf, sizeof before);
    assert_int_equal(fx.nregs, 0);
    sg_error err;
    assert_int_not_equal(sg_alu_exec(&in, 0xffffffffu, &h->rf, &h->env, &fx, &err), SG_OK);
    assert_non_null(strstr(err.msg, "not bound"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_covered_forms_match_the_general_path, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_other_forms_take_the_general_path, setup, teardown),
        cmocka_unit_test_setup_teardown(test_unbound_bank_falls_back, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
