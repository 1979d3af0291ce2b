/*
 * test_decode_bundle.c - the decode bundle (smgold/decode.h, specs/decode.md):
 * the worked examples of specs/decode.md §4 (words of vectors/seed), reject
 * cases, the field list, agreement with what the SM's predecode derives from
 * the same words (sm.c predecode, timing.c sg_timing_predecode), and the
 * generated RTL's determinism and bug list. The RTL itself is checked against
 * the bundle by scripts/rtl-decode (ctest rtl_decode).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "smgold/decode.h"
#include "smgold/isa.h"
#include "smgold/smgold.h"
#include "sm/state.h"
#include "seed_listing.h"

/* The word at address addr of a seed listing (its hex comment). */
static uint64_t seed_word(const char *listing, uint32_t addr, const char *text)
{
    seed_line *l;
    size_t n = seed_listing_load(listing, &l);
    uint64_t w = 0;
    int found = 0;
    for (size_t i = 0; i < n; i++)
        if (l[i].has_addr && l[i].has_hex && l[i].addr == addr) {
            assert_string_equal(l[i].text, text);
            w = l[i].word;
            found = 1;
        }
    free(l);
    assert_true(found);
    return w;
}

static void assert_clean_none(const sg_decoded *d)
{
    assert_int_equal(d->re, 0);
    assert_int_equal(d->re_n, 0);
    assert_int_equal(d->pd, 7);
    assert_int_equal(d->pd2, 7);
    assert_int_equal(d->pa, 7);
    assert_int_equal(d->pb, 7);
    assert_int_equal(d->pc, 7);
    assert_int_equal(d->rc_n, 0);
    assert_int_equal(d->imm2, 0);
}

/* specs/decode.md §4.1: IADD R2, R2, 0x1 (000 Table 5, 0x0058). */
static void test_example_iadd(void **state)
{
    (void)state;
    uint64_t w = seed_word("vectors/seed/000-table5/program.lst", 0x58, "IADD R2, R2, 0x1;");
    assert_true(w == 0x4800c00004209c03ull);
    sg_decoded d;
    assert_int_equal(sg_decode_bundle(w, &d), 1);
    assert_int_equal(d.valid, 1);
    assert_int_equal(d.form, 36);
    assert_int_equal(d.op, SG_OP_IADD);
    assert_int_equal(d.unit, SG_UNIT_ALU);
    assert_int_equal(d.iclass, SG_DEC_IC_ALU);
    assert_int_equal(d.ctrl, SG_DEC_CTRL_OTHER);
    assert_int_equal(d.guard, 7);
    assert_int_equal(d.guard_neg, 0);
    assert_int_equal(d.cond, 0);
    assert_int_equal(d.cctest, 15);
    assert_int_equal(d.tgt, SG_DEC_TGT_NONE);
    assert_int_equal(d.x, 0);
    assert_int_equal(d.wcc, 0);
    assert_int_equal(d.rcc, 0);
    assert_int_equal(d.rd, 2);
    assert_int_equal(d.rd_n, 1);
    assert_int_equal(d.rd_rn, 0);
    assert_int_equal(d.ra, 2);
    assert_int_equal(d.ra_n, 1);
    assert_int_equal(d.b_kind, SG_DEC_B_IMM);
    assert_int_equal(d.b_n, 0);
    assert_int_equal(d.imm, 1);
    assert_int_equal(d.mem, SG_DEC_MEM_NONE);
    assert_int_equal(d.msize, 0);
    assert_clean_none(&d);

    /* its negative-immediate and .X/.CC relatives: sign extension, carry in and out */
    sg_insn in;
    sg_error err;
    assert_int_equal(sg_asm_insn("IADD.X R3.CC, R2, 0xfffff;", 0, &in, &err), SG_OK);
    uint64_t w2;
    assert_int_equal(sg_encode(&in, &w2, &err), SG_OK);
    assert_int_equal(sg_decode_bundle(w2, &d), 1);
    assert_true(d.imm == 0xffffffffu);
    assert_int_equal(d.x, 1);
    assert_int_equal(d.wcc, 1);
    assert_int_equal(d.rcc, 1);
    assert_int_equal(d.rd, 3);
}

/* §4.4: IADD R0, R3, c [0x0] [0x30] (000 Table 6, 0x0040): a constant second source. */
static void test_example_iadd_const(void **state)
{
    (void)state;
    uint64_t w = seed_word("vectors/seed/000-table6/program.lst", 0x40,
                           "IADD R0, R3, c [0x0] [0x30];");
    sg_decoded d;
    assert_int_equal(sg_decode_bundle(w, &d), 1);
    assert_int_equal(d.form, 35);
    assert_int_equal(d.rd, 0);
    assert_int_equal(d.rd_n, 1);
    assert_int_equal(d.ra, 3);
    assert_int_equal(d.b_kind, SG_DEC_B_CONST);
    assert_int_equal(d.cbank, 0);
    assert_int_equal(d.coff, 0x30);
    assert_int_equal(d.b_n, 1);
    assert_int_equal(d.imm, 0);
}

/* §4.2: @P0 BRA 0x70 at 0x0090 (000 Table 5). */
static void test_example_bra(void **state)
{
    (void)state;
    uint64_t w = seed_word("vectors/seed/000-table5/program.lst", 0x90, "@P0 BRA 0x70;");
    assert_true(w == 0x4003ffff600001e7ull);
    sg_decoded d;
    assert_int_equal(sg_decode_bundle(w, &d), 1);
    assert_int_equal(d.form, 0);
    assert_int_equal(d.op, SG_OP_BRA);
    assert_int_equal(d.unit, SG_UNIT_CTRL);
    assert_int_equal(d.iclass, SG_DEC_IC_CTRL);
    assert_int_equal(d.ctrl, SG_DEC_CTRL_BRA);
    assert_int_equal(d.guard, 0);
    assert_int_equal(d.guard_neg, 0);
    assert_int_equal(d.cond, 1);
    assert_int_equal(d.sflag, 0);
    assert_int_equal(d.uni, 0);
    assert_int_equal(d.cctest, 15);
    assert_int_equal(d.tgt, SG_DEC_TGT_REL);
    assert_true(d.imm == (uint32_t)-0x28); /* 0x90 + 8 - 0x28 = 0x70 */
    assert_int_equal(0x90u + 8u + d.imm, 0x70);
    assert_int_equal(d.rd_n, 0);
    assert_int_equal(d.ra_n, 0);
    assert_int_equal(d.b_kind, SG_DEC_B_NONE);
    assert_int_equal(d.mem, 0);
    assert_clean_none(&d);

    /* the unguarded SSY of the same listing: guard PT, not conditional */
    w = seed_word("vectors/seed/000-table5/program.lst", 0x68, "SSY 0xa0;");
    assert_int_equal(sg_decode_bundle(w, &d), 1);
    assert_int_equal(d.ctrl, SG_DEC_CTRL_SSY);
    assert_int_equal(d.guard, 7);
    assert_int_equal(d.cond, 0);
    assert_int_equal(0x68u + 8u + d.imm, 0xa0);
    /* NOP.S CC.T: .S, and its CC test T does not make it conditional */
    w = seed_word("vectors/seed/000-table5/program.lst", 0x98, "NOP.S CC.T;");
    assert_int_equal(sg_decode_bundle(w, &d), 1);
    assert_int_equal(d.sflag, 1);
    assert_int_equal(d.cctest, 15);
    assert_int_equal(d.cond, 0);
}

/* §4.3: LD R0, [R0] (000 Table 6, 0x0048). */
static void test_example_ld(void **state)
{
    (void)state;
    uint64_t w = seed_word("vectors/seed/000-table6/program.lst", 0x48, "LD R0, [R0];");
    assert_true(w == 0x8000000000001c85ull);
    sg_decoded d;
    assert_int_equal(sg_decode_bundle(w, &d), 1);
    assert_int_equal(d.form, 180);
    assert_int_equal(d.op, SG_OP_LD);
    assert_int_equal(d.unit, SG_UNIT_LDST);
    assert_int_equal(d.iclass, SG_DEC_IC_LDST);
    assert_int_equal(d.rd, 0);
    assert_int_equal(d.rd_n, 1);
    assert_int_equal(d.ra, 0);
    assert_int_equal(d.ra_n, 1);
    assert_int_equal(d.b_kind, SG_DEC_B_NONE);
    assert_int_equal(d.imm, 0);
    assert_int_equal(d.mem, SG_DEC_MEM_LOAD);
    assert_int_equal(d.mspace, 0);
    assert_int_equal(d.msize, 4);
    assert_int_equal(d.msigned, 0);
    assert_clean_none(&d);

    /* the .E.64 and store relatives: pairs, store data, signed sizes, negative offsets */
    sg_insn in;
    sg_error err;
    uint64_t w2;
    assert_int_equal(sg_asm_insn("LD.E.64 R4, [R2+-0x8];", 0, &in, &err), SG_OK);
    assert_int_equal(sg_encode(&in, &w2, &err), SG_OK);
    assert_int_equal(sg_decode_bundle(w2, &d), 1);
    assert_int_equal(d.rd, 4);
    assert_int_equal(d.rd_n, 2);
    assert_int_equal(d.ra_n, 2);
    assert_int_equal(d.msize, 8);
    assert_true(d.imm == (uint32_t)-8);
    assert_int_equal(sg_asm_insn("STS.128 [R1+0x10], R8;", 0, &in, &err), SG_OK);
    assert_int_equal(sg_encode(&in, &w2, &err), SG_OK);
    assert_int_equal(sg_decode_bundle(w2, &d), 1);
    assert_int_equal(d.mem, SG_DEC_MEM_STORE);
    assert_int_equal(d.mspace, 1);
    assert_int_equal(d.rd, 8);
    assert_int_equal(d.rd_n, 0);
    assert_int_equal(d.rd_rn, 4);
    assert_int_equal(d.msize, 16);
    assert_int_equal(d.imm, 0x10);
    assert_int_equal(sg_asm_insn("LDS.S16 R1, [R2];", 0, &in, &err), SG_OK);
    assert_int_equal(sg_encode(&in, &w2, &err), SG_OK);
    assert_int_equal(sg_decode_bundle(w2, &d), 1);
    assert_int_equal(d.msigned, 1);
    assert_int_equal(d.msize, 2);
}

/* Predicates: setp destinations and sources, guard negation. */
static void test_predicates(void **state)
{
    (void)state;
    sg_insn in;
    sg_error err;
    uint64_t w;
    sg_decoded d;
    assert_int_equal(sg_asm_insn("@!P3 ISETP.GE.AND P1, P2, R4, R5, !P6;", 0, &in, &err), SG_OK);
    assert_int_equal(sg_encode(&in, &w, &err), SG_OK);
    assert_int_equal(sg_decode_bundle(w, &d), 1);
    assert_int_equal(d.guard, 3);
    assert_int_equal(d.guard_neg, 1);
    assert_int_equal(d.cond, 1);
    assert_int_equal(d.pd, 1);
    assert_int_equal(d.pd2, 2);
    assert_int_equal(d.pc, 6);
    assert_int_equal(d.pc_neg, 1);
    assert_int_equal(d.rd_n, 0);
    assert_int_equal(d.iclass, SG_DEC_IC_ALU);
}

/* Words the table does not know, or knows with an undefined field value. */
static void test_reject(void **state)
{
    (void)state;
    sg_decoded d, zero;
    memset(&zero, 0, sizeof zero);
    const uint64_t bad[] = {
        0,                       /* no form */
        0xffffffffffffffffull,   /* no form */
        0x80000000000000e5ull,   /* LD with size field 7 (undefined) */
        0x4003ffff600001e7ull | (1ull << 50), /* BRA with a bit outside its fields */
        0x2800400000000004ull,   /* MOV c[][] with lane mask 0 (only 0xf is defined) */
        0x5000000000000064ull,   /* BAR with mode 3 (undefined) */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        memset(&d, 0x5a, sizeof d);
        assert_int_equal(sg_decode_bundle(bad[i], &d), 0);
        for (unsigned f = 0; f < sg_decoded_field_count(); f++)
            assert_int_equal(sg_decoded_field(&d, f), 0);
        sg_insn in;
        assert_int_equal(sg_decode(bad[i], 0, &in), SG_ERR_UNKNOWN);
    }
    assert_int_equal(sg_decode_bundle(0x4003ffff600001e7ull, NULL), 0);
}

/* The field list: names unique, widths as the header says, every value fits its width. */
static void test_fields(void **state)
{
    (void)state;
    unsigned n = sg_decoded_field_count(), bits = 0;
    assert_int_equal(n, 45);
    assert_string_equal(sg_decoded_field_name(0), "valid");
    assert_string_equal(sg_decoded_field_name(n - 1), "msigned");
    assert_null(sg_decoded_field_name(n));
    assert_int_equal(sg_decoded_field_width(n), 0);
    for (unsigned i = 0; i < n; i++) {
        bits += sg_decoded_field_width(i);
        for (unsigned j = 0; j < i; j++)
            assert_string_not_equal(sg_decoded_field_name(i), sg_decoded_field_name(j));
    }
    assert_int_equal(bits, 213);
    uint64_t s = 12345;
    unsigned accepted = 0;
    for (int f = 0; f < sg_isa_form_count(); f++) {
        sg_form_info fi;
        sg_isa_form_info(f, &fi);
        for (int k = 0; k < 200; k++) {
            s = s * 6364136223846793005ull + 1442695040888963407ull;
            uint64_t w = fi.match | ((s ^ (s >> 29)) & ~fi.mask);
            sg_decoded d;
            accepted += (unsigned)sg_decode_bundle(w, &d);
            for (unsigned i = 0; i < n; i++) {
                unsigned wd = sg_decoded_field_width(i);
                assert_true(wd >= 64 || sg_decoded_field(&d, i) >> wd == 0);
            }
        }
    }
    assert_true(accepted > 100u * (unsigned)sg_isa_form_count());
}

/* The bundle agrees with what the SM's predecode derives from the same words: control
 * class, .U, CC test, IN-2's cond, target, BRX register and offset, issue class, and the
 * scoreboard's dependences (SB-1: registers named, predicates, $c). */
static void test_sm_predecode(void **state)
{
    (void)state;
    int nf = sg_isa_form_count();
    size_t per = 40, n = (size_t)nf * per;
    uint64_t *words = calloc(n, sizeof *words);
    assert_non_null(words);
    uint64_t s = 99;
    for (int f = 0; f < nf; f++) {
        sg_form_info fi;
        sg_isa_form_info(f, &fi);
        for (size_t k = 0; k < per; k++) {
            s = s * 6364136223846793005ull + 1442695040888963407ull;
            words[(size_t)f * per + k] = k ? fi.match | ((s ^ (s >> 31)) & ~fi.mask) : fi.match;
        }
    }
    sg_program prog = {0x1000, n, words, NULL};
    sg_config cfg;
    sg_config_default(&cfg);
    sg_sm *sm;
    sg_error err;
    assert_int_equal(sg_sm_create(&cfg, &sm, &err), SG_OK);
    assert_int_equal(sg_sm_load_program(sm, &prog, &err), SG_OK);
    size_t checked = 0;
    for (size_t i = 0; i < n; i++) {
        sg_decoded d;
        if (!sg_decode_bundle(words[i], &d))
            continue;
        const sg_pre *p = &sm->pre[i];
        uint32_t pc = 0x1000u + 8u * (uint32_t)i;
        checked++;
        assert_int_equal(d.ctrl, p->ctrl);
        assert_int_equal(d.unit, p->unit);
        assert_int_equal(d.uni, p->uni);
        assert_int_equal(d.cctest, p->cctest);
        assert_int_equal(d.cond, p->cond);
        assert_int_equal(d.iclass, p->iclass);
        assert_int_equal(d.op == SG_OP_IMAD, p->imad);
        uint32_t target = d.tgt == SG_DEC_TGT_REL ? pc + 8u + d.imm : d.tgt == SG_DEC_TGT_ABS ? d.imm : 0;
        assert_int_equal(target, p->target);
        if (d.ctrl == SG_DEC_CTRL_BRX) {
            assert_int_equal(d.ra, p->brx_reg);
            assert_int_equal(d.imm, (uint32_t)p->brx_off);
        }
        /* SB-1: every predicate named (guard, sources, destinations), PT left out */
        uint8_t preds = 0;
        const uint8_t pn[] = {d.guard, d.pa, d.pb, d.pc, d.pd, d.pd2};
        for (size_t k = 0; k < sizeof pn; k++)
            if (pn[k] != SG_PT)
                preds |= (uint8_t)(1u << pn[k]);
        assert_int_equal(preds, p->deps.preds);
        assert_int_equal(d.rcc || d.wcc, p->deps.cc);
        /* SB-1: the registers named, RZ left out, as a set */
        uint64_t named = 0, want = 0;
        for (unsigned k = 0; k < p->deps.nsrc; k++)
            named |= 1ull << p->deps.src[k];
        int has_rd = d.rd_n || d.rd_rn || d.op == SG_OP_TLD || d.op == SG_OP_TEX ||
                     d.op == SG_OP_TLD4 || d.op == SG_OP_TXQ;
        if (has_rd) want |= 1ull << d.rd;
        if (d.ra_n) want |= 1ull << d.ra;
        if (d.b_kind == SG_DEC_B_REG) want |= 1ull << d.rb;
        if (d.rc_n) want |= 1ull << d.rc;
        if (d.re_n) want |= 1ull << d.re;
        want &= ~(1ull << SG_RZ);
        if (named != want)
            fail_msg("word 0x%016llx (form %u): SM names registers 0x%llx, bundle 0x%llx",
                     (unsigned long long)words[i], d.form, (unsigned long long)named,
                     (unsigned long long)want);
        /* the memory space of the accesses timing.c knows */
        switch (d.op) {
        case SG_OP_LD: case SG_OP_LDU: case SG_OP_ST: case SG_OP_LD_LDU: case SG_OP_LDC:
        case SG_OP_LDL: case SG_OP_STL: case SG_OP_LDS: case SG_OP_STS:
            assert_int_equal(d.mspace, p->space);
            break;
        default:
            break;
        }
    }
    assert_true(checked > 20u * (unsigned)nf);
    sg_sm_destroy(sm);
    free(words);
}

/* The generated RTL: three files, byte-for-byte the same on every render. */
static void test_sv_render(void **state)
{
    (void)state;
    assert_int_equal(sg_decode_sv_file_count(), 3);
    assert_string_equal(sg_decode_sv_file_name(0), "sm_decode_pkg.sv");
    assert_string_equal(sg_decode_sv_file_name(1), "sm_decode.sv");
    assert_string_equal(sg_decode_sv_file_name(2), "decode_bugs.svh");
    assert_null(sg_decode_sv_file_name(3));
    assert_int_equal(sg_decode_sv_render(3, NULL, 0), 0);
    for (unsigned i = 0; i < sg_decode_sv_file_count(); i++) {
        size_t n = sg_decode_sv_render(i, NULL, 0);
        assert_true(n > 500);
        char *a = malloc(n + 1), *b = malloc(n + 1), small[16];
        assert_int_equal(sg_decode_sv_render(i, a, n + 1), n);
        assert_int_equal(sg_decode_sv_render(i, b, n + 1), n);
        assert_int_equal(strlen(a), n);
        assert_memory_equal(a, b, n + 1);
        assert_non_null(strstr(a, "GENERATED"));
        assert_int_equal(sg_decode_sv_render(i, small, sizeof small), n); /* truncated, terminated */
        assert_int_equal(strlen(small), sizeof small - 1);
        free(a);
        free(b);
    }
}

static void test_bug_list(void **state)
{
    (void)state;
    unsigned n = sg_decode_bug_count();
    assert_true(n >= 8);
    uint32_t seen[8] = {0};
    for (unsigned i = 0; i < n; i++) {
        unsigned id;
        const char *name, *what;
        assert_int_equal(sg_decode_bug_info(i, &id, &name, &what), SG_OK);
        assert_true(id >= 160 && id <= 191);
        assert_false(seen[id / 32] >> (id % 32) & 1);
        seen[id / 32] |= 1u << (id % 32);
        assert_true(strlen(name) > 0 && strlen(what) > 10);
    }
    assert_int_equal(sg_decode_bug_info(n, NULL, NULL, NULL), SG_ERR_ARG);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_example_iadd),   cmocka_unit_test(test_example_iadd_const),
        cmocka_unit_test(test_example_bra),    cmocka_unit_test(test_example_ld),
        cmocka_unit_test(test_predicates),     cmocka_unit_test(test_reject),
        cmocka_unit_test(test_fields),         cmocka_unit_test(test_sm_predecode),
        cmocka_unit_test(test_sv_render),      cmocka_unit_test(test_bug_list),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
