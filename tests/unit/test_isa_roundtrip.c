/*
 * test_isa_roundtrip.c - the table's four directions agree with each other.
 *
 * For every form, words with random field values: decode -> encode gives the
 * word back, decode -> text -> assemble gives the word back, and decoding the
 * re-encoded word gives the same instruction. Then all 2^16 values of the
 * opcode (bits 58-63), class (0-3), .S (4) and modifier (5-9) bits, with
 * random operand bits, decode without crashing and, when known, round-trip.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "isa/isa_table.h"
#include "smgold/isa.h"

/* xorshift64*: deterministic, so a failure reproduces. */
static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void)
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 0x2545f4914f6cdd1dull;
}

/* Check every direction for a word known to decode; returns 1 if it decoded. */
static int roundtrip(uint64_t w, uint32_t addr, int expect_form)
{
    sg_insn a, b, c;
    if (sg_decode(w, addr, &a) != SG_OK)
        return 0;
    if (expect_form >= 0 && a.form != expect_form)
        fail_msg("0x%016llx: decoded as form %d (%s), expected form %d (%s)",
                 (unsigned long long)w, a.form, sg_isa_forms[a.form].mnemonic, expect_form,
                 sg_isa_forms[expect_form].mnemonic);
    uint64_t w2;
    sg_error err;
    if (sg_encode(&a, &w2, &err) != SG_OK)
        fail_msg("0x%016llx: encode failed: %s", (unsigned long long)w, err.msg);
    if (w2 != w)
        fail_msg("0x%016llx: re-encodes as 0x%016llx", (unsigned long long)w,
                 (unsigned long long)w2);
    assert_int_equal(sg_decode(w2, addr, &b), SG_OK);
    if (memcmp(&a, &b, sizeof a))
        fail_msg("0x%016llx: decode(encode(decode(w))) differs", (unsigned long long)w);
    char text[SG_TEXT_MAX];
    sg_disasm(&a, text, sizeof text);
    if (sg_asm_insn(text, addr, &c, &err) != SG_OK)
        fail_msg("0x%016llx at 0x%x: '%s' does not assemble: %s (column %u)",
                 (unsigned long long)w, addr, text, err.msg, err.col);
    if (c.word != w)
        fail_msg("0x%016llx at 0x%x: '%s' assembles to 0x%016llx", (unsigned long long)w, addr,
                 text, (unsigned long long)c.word);
    return 1;
}

static void test_forms_random_fields(void **state)
{
    (void)state;
    for (int i = 0; i < sg_isa_nforms; i++) {
        const sg_form *f = &sg_isa_forms[i];
        uint64_t mask = sg_form_mask(f);
        int ok = 0;
        for (int t = 0; t < 2000; t++) {
            uint64_t w = f->match | (rnd() & ~mask);
            uint32_t addr = (uint32_t)(rnd() & 0xfffff8u);
            ok += roundtrip(w, addr, -1);
        }
        if (ok < 100)
            fail_msg("form %d (%s): only %d of 2000 random words decode", i, f->mnemonic, ok);
        /* and the all-zero-fields word, the form's minimum */
        roundtrip(f->match | (f->flags & SG_FF_NOGUARD ? 0 : 7ull << SG_GUARD_LO), 0, -1);
    }
}

static void test_opcode_space(void **state)
{
    (void)state;
    int known = 0;
    for (uint32_t v = 0; v < 0x10000; v++) {
        uint64_t hi = (uint64_t)(v >> 10) << 58; /* 6 opcode bits */
        uint64_t lo = v & 0x3ff;                 /* class, .S, modifiers */
        for (int t = 0; t < 4; t++) {
            uint64_t w = hi | lo | (rnd() & 0x03fffffffffffc00ull);
            known += roundtrip(w, (uint32_t)(rnd() & 0xfff8u), -1);
            sg_insn in;
            char text[SG_TEXT_MAX];
            sg_decode(w, 0, &in);
            assert_true(sg_disasm(&in, text, sizeof text) > 0);
        }
    }
    print_message("%d of %d words in the opcode sweep decode\n", known, 0x10000 * 4);
    assert_true(known > 0);
}

/* Form a cannot take a word of form b when one of a's modifier fields lies in
 * bits b fixes, at a value a leaves undefined (ATOM's CAS value of the
 * operation field). */
static int excluded_by_mod(const sg_form *a, const sg_form *b, uint64_t mb)
{
    for (unsigned m = 0; m < sg_form_nmods(a); m++) {
        sg_bits f = a->mods[m].f;
        if (!f.width || (sg_bits_mask(f) & ~mb))
            continue;
        if (!a->mods[m].names[sg_bits_get(b->match, f)])
            return 1;
    }
    return 0;
}

/* Words scripts/fuzz found failing, kept fixed. */
static void test_fuzzer_findings(void **state)
{
    (void)state;
    /* a zero immediate with its negate bit: "-0x0" must assemble back to it */
    assert_int_equal(roundtrip(0x6000c00000006120ull, 0x530, -1), 1);
}

/* Decoding is unambiguous: no word can match two forms. */
static void test_forms_disjoint(void **state)
{
    (void)state;
    for (int i = 0; i < sg_isa_nforms; i++) {
        uint64_t mi = sg_form_mask(&sg_isa_forms[i]);
        if (sg_isa_forms[i].match & ~mi)
            fail_msg("form %d (%s): match has bits inside its own fields", i,
                     sg_isa_forms[i].mnemonic);
        for (int j = i + 1; j < sg_isa_nforms; j++) {
            uint64_t mj = sg_form_mask(&sg_isa_forms[j]);
            if (!((sg_isa_forms[i].match ^ sg_isa_forms[j].match) & mi & mj) &&
                !excluded_by_mod(&sg_isa_forms[i], &sg_isa_forms[j], mj) &&
                !excluded_by_mod(&sg_isa_forms[j], &sg_isa_forms[i], mi))
                fail_msg("forms %d (%s) and %d (%s) overlap", i, sg_isa_forms[i].mnemonic, j,
                         sg_isa_forms[j].mnemonic);
        }
    }
}

/* Every field of a form lies inside the 64-bit word and no two fields of a
 * form share a bit (else encode could not be the inverse of decode). */
static void test_fields_disjoint(void **state)
{
    (void)state;
    for (int i = 0; i < sg_isa_nforms; i++) {
        const sg_form *f = &sg_isa_forms[i];
        uint64_t seen = 0x7ull | (1ull << SG_BIT_S) |
                        (f->flags & SG_FF_NOGUARD ? 0 : 0xfull << SG_GUARD_LO);
        sg_bits all[3 * SG_MAX_OPERANDS + SG_MAX_MODS];
        unsigned n = 0;
        for (unsigned m = 0; m < sg_form_nmods(f); m++)
            all[n++] = f->mods[m].f;
        for (unsigned o = 0; o < sg_form_nops(f); o++) {
            const sg_opnd_desc *d = &f->opnd[o];
            if (!(d->flags & SG_OF_SAMEREG)) /* a deliberately shared register field */
                all[n++] = d->reg;
            all[n++] = d->val;
            all[n++] = d->bank;
            sg_bits b1 = {d->neg, (uint8_t)(d->neg ? 1 : 0)}, b2 = {d->abs, (uint8_t)(d->abs ? 1 : 0)},
                    b3 = {d->cc, (uint8_t)(d->cc ? 1 : 0)};
            uint64_t bits = sg_bits_mask(b1) | sg_bits_mask(b2) | sg_bits_mask(b3);
            if (bits & seen)
                fail_msg("form %d (%s) operand %u: flag bit overlaps another field", i,
                         f->mnemonic, o + 1);
            seen |= bits;
        }
        for (unsigned k = 0; k < n; k++) {
            if (!all[k].width)
                continue;
            if (all[k].lo + all[k].width > 64)
                fail_msg("form %d (%s): field at bit %u is wider than the word", i, f->mnemonic,
                         all[k].lo);
            if (sg_bits_mask(all[k]) & seen)
                fail_msg("form %d (%s): field at bit %u overlaps another", i, f->mnemonic,
                         all[k].lo);
            seen |= sg_bits_mask(all[k]);
        }
        for (unsigned m = 0; m < sg_form_nmods(f); m++) {
            const sg_mod_desc *md = &f->mods[m];
            int dflt = 0;
            for (unsigned v = 0; v < (1u << md->f.width); v++)
                dflt += md->names[v] && !md->names[v][0];
            if (dflt > 1)
                fail_msg("form %d (%s): modifier %u has %d values that print nothing", i,
                         f->mnemonic, m, dflt);
        }
    }
}

static void test_unknown_word(void **state)
{
    (void)state;
    sg_insn in;
    char text[SG_TEXT_MAX];
    /* bit 3 set: the short form ptxas never emits */
    assert_int_equal(sg_decode(0x2800440400005decull, 0, &in), SG_ERR_UNKNOWN);
    assert_int_equal(in.form, SG_FORM_UNKNOWN);
    assert_true(in.word == 0x2800440400005decull);
    sg_disasm(&in, text, sizeof text);
    assert_string_equal(text, "UNKNOWN 0x2800440400005dec;");
    uint64_t w;
    sg_error err;
    assert_int_equal(sg_encode(&in, &w, &err), SG_ERR_UNKNOWN);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forms_disjoint),
        cmocka_unit_test(test_fuzzer_findings),
        cmocka_unit_test(test_fields_disjoint),
        cmocka_unit_test(test_forms_random_fields),
        cmocka_unit_test(test_opcode_space),
        cmocka_unit_test(test_unknown_word),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
