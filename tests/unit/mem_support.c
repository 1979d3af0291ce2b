/*
 * mem_support.c - the fixture of the test_mem_*.c tests (mem_support.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mem_support.h"

int setup(void **state)
{
    fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    assert_int_equal(sg_memory_create(&f->mem, &f->err), SG_OK);
    assert_int_equal(sg_memory_map(f->mem, GBASE, GLEN, &f->err), SG_OK);
    for (unsigned b = 0; b < SG_NCBANKS; b++)
        f->exec.cbank[b] = sg_memory_cbank(f->mem, b);
    f->exec.ids = &f->ids;
    f->exec.warp_size = 32;
    f->env.mem = f->mem;
    f->env.shared = f->shared;
    f->env.shared_bytes = SHARED_BYTES;
    f->env.local = f->local;
    f->env.local_bytes = LOCAL_BYTES;
    f->env.exec = &f->exec;
    *state = f;
    return 0;
}

int teardown(void **state)
{
    fixture *f = *state;
    sg_memory_destroy(f->mem);
    free(f);
    return 0;
}

sg_insn asm1(const char *text)
{
    sg_insn in;
    sg_error err;
    if (sg_asm_insn(text, 0, &in, &err) != SG_OK)
        fail_msg("cannot assemble '%s': %s (col %u)", text, err.msg, err.col);
    return in;
}

/* Run text for lanes with a fresh effect record. */
sg_status run(fixture *f, const char *text, uint32_t lanes)
{
    sg_insn in = asm1(text);
    memset(&f->fx, 0, sizeof f->fx);
    memset(&f->err, 0, sizeof f->err);
    return sg_ldst_exec(&in, lanes, &f->rf, &f->env, &f->fx, &f->err);
}

void run_ok(fixture *f, const char *text, uint32_t lanes)
{
    sg_status s = run(f, text, lanes);
    if (s != SG_OK)
        fail_msg("'%s': %s: %s", text, sg_status_name(s), f->err.msg);
}

/* Run text expecting code and a message containing part. */
void run_err(fixture *f, const char *text, uint32_t lanes, sg_status code,
                    const char *part)
{
    sg_status s = run(f, text, lanes);
    if (s != code)
        fail_msg("'%s': status %s (%s), expected %s", text, sg_status_name(s), f->err.msg,
                 sg_status_name(code));
    if (!strstr(f->err.msg, part))
        fail_msg("'%s': message '%s' lacks '%s'", text, f->err.msg, part);
    assert_int_equal(f->err.code, code);
}

void set_all(fixture *f, unsigned r, uint32_t v)
{
    for (unsigned l = 0; l < SG_MAX_LANES; l++)
        f->rf.r[r][l] = v;
}

void gwrite32(fixture *f, uint64_t addr, uint32_t v)
{
    uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    assert_int_equal(sg_memory_write(f->mem, addr, b, 4, NULL), SG_OK);
}

uint32_t gread32(fixture *f, uint64_t addr)
{
    uint8_t b[4];
    assert_int_equal(sg_memory_read(f->mem, addr, b, 4, NULL), SG_OK);
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

