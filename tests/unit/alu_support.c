/*
 * alu_support.c - the harness of the test_alu_*.c tests (alu_support.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "alu_support.h"

sg_regfile rf;
sg_thread_ids ids;
sg_exec_env env;
uint8_t banks[2][SG_CBANK_BYTES];

int reset(void **state)
{
    (void)state;
    memset(&rf, 0, sizeof rf);
    rf.p[7] = 0xffffffffu;
    memset(&ids, 0, sizeof ids);
    memset(&env, 0, sizeof env);
    memset(banks, 0, sizeof banks);
    env.cbank[0] = banks[0];
    env.cbank[1] = banks[1];
    env.ids = &ids;
    env.warp_size = 32;
    return 0;
}

void asm1(const char *text, sg_insn *in)
{
    sg_error e;
    if (sg_asm_insn(text, 0, in, &e) != SG_OK)
        fail_msg("cannot assemble '%s': %s", text, e.msg);
}

sg_status exec_on(const char *text, uint32_t lanes, sg_effects *fx, sg_error *err)
{
    sg_insn in;
    asm1(text, &in);
    return sg_alu_exec(&in, lanes, &rf, &env, fx, err);
}

/* Run on lane 0; must succeed. */
void run(const char *text)
{
    sg_error e;
    memset(&e, 0, sizeof e);
    if (exec_on(text, 1, NULL, &e) != SG_OK)
        fail_msg("'%s' failed: %s", text, e.msg);
}

/* Run on all 32 lanes; must succeed. */
void run_all(const char *text)
{
    sg_error e;
    if (exec_on(text, 0xffffffffu, NULL, &e) != SG_OK)
        fail_msg("'%s' failed: %s", text, e.msg);
}

/* Must fail with code, message containing part, and change nothing. */
void run_fails(const char *text, sg_status code, const char *part)
{
    static sg_regfile before;
    before = rf;
    sg_effects fx;
    memset(&fx, 0, sizeof fx);
    sg_error e;
    memset(&e, 0, sizeof e);
    sg_status s = exec_on(text, 0xffffffffu, &fx, &e);
    if (s != code)
        fail_msg("'%s': status %d, expected %d (%s)", text, (int)s, (int)code, e.msg);
    if (part && !strstr(e.msg, part))
        fail_msg("'%s': message '%s' lacks '%s'", text, e.msg, part);
    assert_memory_equal(&before, &rf, sizeof rf);
    assert_int_equal(fx.nregs, 0);
    assert_int_equal(fx.preds, 0);
    assert_int_equal(fx.cc, 0);
}

void cput(unsigned bank, unsigned off, uint32_t v)
{
    banks[bank][off] = (uint8_t)v;
    banks[bank][off + 1] = (uint8_t)(v >> 8);
    banks[bank][off + 2] = (uint8_t)(v >> 16);
    banks[bank][off + 3] = (uint8_t)(v >> 24);
}

void set64(unsigned r, uint64_t v)
{
    R(r) = (uint32_t)v;
    R(r + 1) = (uint32_t)(v >> 32);
}

uint64_t get64(unsigned r)
{
    return (uint64_t)R(r + 1) << 32 | R(r);
}

void run_addcases(const addcase *t, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        R(1) = t[i].a;
        R(2) = t[i].b;
        CC = t[i].ccin;
        run(t[i].text);
        if (R(3) != t[i].r)
            fail_msg("%s (a=0x%x b=0x%x cc=%u): 0x%x, expected 0x%x", t[i].text, t[i].a, t[i].b,
                     t[i].ccin, R(3), t[i].r);
        uint8_t want = t[i].cc == 0xff ? t[i].ccin : t[i].cc;
        if (CC != want)
            fail_msg("%s (a=0x%x b=0x%x): $c 0x%x, expected 0x%x", t[i].text, t[i].a, t[i].b, CC,
                     want);
    }
}

void run_fcases(const fcase *t, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        R(1) = t[i].a;
        R(2) = t[i].b;
        R(4) = t[i].c;
        run(t[i].text);
        if (R(3) != t[i].r)
            fail_msg("%s (0x%08x, 0x%08x, 0x%08x): 0x%08x, expected 0x%08x", t[i].text, t[i].a,
                     t[i].b, t[i].c, R(3), t[i].r);
    }
}
