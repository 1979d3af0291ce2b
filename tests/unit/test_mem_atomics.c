/*
 * test_mem_atomics.c - the LD/ST unit's read-modify-write instructions RED
 * and ATOM (specs/execution.md §10), the shared-memory locks LDSLK/STSUL,
 * and TLD with the minimal texture model, on the memory of specs/memory.md
 * (the fixture is mem_support.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mem_support.h"

/* RED (specs/execution.md §10): lanes in order, each a read-modify-write. */
static void test_red(void **state)
{
    fixture *f = *state;
    for (unsigned l = 0; l < 32; l++) {
        f->rf.r[2][l] = (uint32_t)GBASE + 4 * (l % 4); /* 8 lanes per word */
        f->rf.r[3][l] = 0;
        f->rf.r[4][l] = l + 1;
    }
    for (unsigned w = 0; w < 4; w++)
        gwrite32(f, GBASE + 4 * w, 100);
    run_ok(f, "RED.ADD [R2], R4;", 0xffffffff);
    /* word w gets lanes w, w+4, ...: sum of (l + 1) over those 8 lanes */
    for (unsigned w = 0; w < 4; w++)
        assert_int_equal(gread32(f, GBASE + 4 * w), 100 + 8 * (w + 1) + 4 * 28);
    assert_int_equal(f->fx.nstores, 32);
    run_ok(f, "RED.E.MIN [R2+0x0], R4;", 0x0000000f); /* .E: R2:R3, R3 = 0 */
    assert_int_equal(gread32(f, GBASE), 1);
    run_ok(f, "RED.MAX [R2], R4;", 0x00000010); /* lane 4: 5 */
    assert_int_equal(gread32(f, GBASE), 5);
    gwrite32(f, GBASE + 4, 2);
    run_ok(f, "RED.INC [R2], R4;", 0x00000022); /* lanes 1 and 5 (b = 2, 6): 2 -> 0 -> 1 */
    assert_int_equal(gread32(f, GBASE + 4), 1);
    run_ok(f, "RED.DEC [R2], R4;", 0x00000002); /* lane 1, b = 2: 1 -> 0 */
    assert_int_equal(gread32(f, GBASE + 4), 0);
    run_ok(f, "RED.DEC [R2], R4;", 0x00000002); /* 0 wraps to b */
    assert_int_equal(gread32(f, GBASE + 4), 2);
    gwrite32(f, GBASE + 8, 0xf0);
    run_ok(f, "RED.XOR [R2], R4;", 0x00000004); /* lane 2: 3 */
    assert_int_equal(gread32(f, GBASE + 8), 0xf3);
    run_ok(f, "RED.AND [R2], R4;", 0x00000004);
    assert_int_equal(gread32(f, GBASE + 8), 0x3);
    run_ok(f, "RED.OR [R2], R4;", 0x00000040); /* lane 6: 7 */
    assert_int_equal(gread32(f, GBASE + 8), 0x7);
    /* nothing is written when one lane's address is bad */
    f->rf.r[2][31] = (uint32_t)GBASE + 2;
    run_err(f, "RED.ADD [R2], R4;", 0xffffffff, SG_ERR_RANGE, "not aligned");
    assert_int_equal(gread32(f, GBASE + 8), 0x7);
    f->rf.r[2][31] = 0x10;
    run_err(f, "RED.ADD [R2], R4;", 0x80000000, SG_ERR_RANGE, "not mapped");
}

/* ATOM returns the old word; signed, float and compare-and-swap forms; RED's
 * signed and float forms. */
static void test_atom(void **state)
{
    fixture *f = *state;
    for (unsigned l = 0; l < 32; l++) {
        f->rf.r[2][l] = (uint32_t)GBASE; /* every lane on one word */
        f->rf.r[3][l] = 0;
        f->rf.r[4][l] = l + 1;
        f->rf.r[6][l] = 0x1000 + l;
    }
    gwrite32(f, GBASE, 10);
    run_ok(f, "ATOM.ADD R5, [R2], R4;", 0x7); /* lanes 0-2 add 1, 2, 3 in order */
    assert_int_equal(f->rf.r[5][0], 10);
    assert_int_equal(f->rf.r[5][1], 11);
    assert_int_equal(f->rf.r[5][2], 13);
    assert_int_equal(gread32(f, GBASE), 16);
    assert_int_equal(f->fx.nregs, 1);
    run_ok(f, "ATOM.E.EXCH R5, [R2+0x0], R4;", 0x9); /* lanes 0, 3 */
    assert_int_equal(f->rf.r[5][0], 16);
    assert_int_equal(f->rf.r[5][3], 1);
    assert_int_equal(gread32(f, GBASE), 4);
    run_ok(f, "ATOM.CAS R5, [R2], R4, R6;", 0x18); /* lane 3 (b = 4) swaps, lane 4 (b = 5) not */
    assert_int_equal(f->rf.r[5][3], 4);
    assert_int_equal(f->rf.r[5][4], 0x1003);
    assert_int_equal(gread32(f, GBASE), 0x1003);
    gwrite32(f, GBASE, 0xfffffff0); /* -16 */
    run_ok(f, "ATOM.MAX.S32 R5, [R2], R4;", 0x1); /* max(-16, 1) signed */
    assert_int_equal(gread32(f, GBASE), 1);
    gwrite32(f, GBASE, 0xfffffff0);
    run_ok(f, "RED.MIN [R2], R4;", 0x1); /* unsigned: 1 */
    assert_int_equal(gread32(f, GBASE), 1);
    gwrite32(f, GBASE, 0xfffffff0);
    run_ok(f, "RED.MIN.S32 [R2], R4;", 0x1); /* signed: -16 stays */
    assert_int_equal(gread32(f, GBASE), 0xfffffff0);
    gwrite32(f, GBASE, 0x3f800000);            /* 1.0f */
    f->rf.r[4][0] = 0x40000000;                 /* 2.0f */
    f->rf.r[4][1] = 0x00000001;                 /* a subnormal: flushed */
    run_ok(f, "ATOM.ADD.F32.FTZ.RN R5, [R2], R4;", 0x3);
    assert_int_equal(f->rf.r[5][0], 0x3f800000);
    assert_int_equal(gread32(f, GBASE), 0x40400000); /* 3.0f */
    run_ok(f, "RED.E.ADD.F32.FTZ.RN [R2+0x0], R4;", 0x1);
    assert_int_equal(gread32(f, GBASE), 0x40a00000); /* 5.0f */
    /* RZ as the old value's register: nothing returned, memory still updated */
    run_ok(f, "ATOM.EXCH RZ, [R2], R6;", 0x1);
    assert_int_equal(f->fx.nregs, 0);
    assert_int_equal(gread32(f, GBASE), 0x1000);
}

/* LDSLK/STSUL: the lock of a shared word goes to the lowest lane asking. */
static void test_shared_locks(void **state)
{
    fixture *f = *state;
    uint32_t locks[SG_LOCK_WORDS(SHARED_BYTES)];
    memset(locks, 0, sizeof locks);
    f->env.shared_lock = locks;
    uint32_t v = 5;
    memcpy(f->shared + 8, &v, 4);
    for (unsigned l = 0; l < 32; l++) {
        f->rf.r[2][l] = l < 16 ? 8 : 12; /* lanes 0-15 on one word, 16-31 on another */
        f->rf.r[4][l] = 0;
    }
    f->rf.p[0] = 0xffffffffu;
    run_ok(f, "LDSLK P0, R4, [R2];", 0x00ff00ff);
    assert_int_equal(f->rf.p[0] & 0x00ff00ff, 0x00010001); /* lanes 0 and 16 hold the locks */
    assert_int_equal(f->rf.p[0] & 0xff00ff00, 0xff00ff00); /* other lanes untouched */
    assert_int_equal(f->rf.r[4][3], 5);                    /* every lane loads */
    assert_int_equal(f->fx.preds, 1);
    run_ok(f, "LDSLK P0, R4, [R2];", 0x2); /* word 8 is locked */
    assert_int_equal(f->rf.p[0] & 0x2, 0);
    f->rf.r[4][0] = 6;
    run_ok(f, "STSUL [R2], R4;", 0x1); /* store and unlock */
    memcpy(&v, f->shared + 8, 4);
    assert_int_equal(v, 6);
    run_ok(f, "LDSLK P0, R4, [R2];", 0x2);
    assert_int_equal(f->rf.p[0] & 0x2, 0x2);
    run_err(f, "LDSLK.U8 P0, R4, [R2];", 0x1, SG_ERR_UNKNOWN, "only 32-bit");
    f->rf.r[2][0] = 2;
    run_err(f, "STSUL [R2], R4;", 0x1, SG_ERR_RANGE, "not aligned");
    f->rf.r[2][0] = SHARED_BYTES;
    run_err(f, "LDSLK P0, R4, [R2];", 0x1, SG_ERR_RANGE, "outside");
    f->env.shared_lock = NULL;
}

/* TLD with the minimal texture model: tex1Dfetch of a bound linear buffer. */
static void test_tld(void **state)
{
    fixture *f = *state;
    for (unsigned i = 0; i < 8; i++)
        gwrite32(f, GBASE + 0x100 + 4 * i, 0x1000 + i);
    assert_int_equal(sg_memory_bind_texture(f->mem, 0, GBASE + 0x100, 8, 1, &f->err), SG_OK);
    assert_int_equal(sg_memory_bind_texture(f->mem, 3, GBASE + 0x100, 2, 4, &f->err), SG_OK);
    for (unsigned l = 0; l < 32; l++)
        f->rf.r[2][l] = l; /* texel index */
    run_ok(f, "TLD.LZ.T R15, R2, 0x0, 1D, 0x1;", 0xffffffff);
    assert_int_equal(f->rf.r[15][3], 0x1003);
    assert_int_equal(f->rf.r[15][7], 0x1007);
    assert_int_equal(f->rf.r[15][8], 0); /* past the buffer: 0 */
    assert_int_equal(f->fx.nregs, 1);
    run_ok(f, "TLD.LZ.T R8, R2, 0x3, 1D, 0xf;", 0x3);
    assert_int_equal(f->rf.r[8][1], 0x1004);
    assert_int_equal(f->rf.r[11][1], 0x1007);
    run_ok(f, "TLD.LZ.T R8, R2, 0x3, 1D, 0xa;", 0x2); /* components 1 and 3 into R8, R9 */
    assert_int_equal(f->rf.r[8][1], 0x1005);
    assert_int_equal(f->rf.r[9][1], 0x1007);
    run_err(f, "TLD.LZ.T R8, R2, 0x0, 1D, 0x3;", 0x1, SG_ERR_RANGE, "does not have");
    run_err(f, "TLD.LZ.T R8, R2, 0x1, 1D, 0x1;", 0x1, SG_ERR_UNKNOWN,
            "texture sampling is not modelled");
    run_err(f, "TLD.LL.T R8, R2, 0x0, 1D, 0x1;", 0x1, SG_ERR_UNKNOWN, "only 1D .LZ");
    run_err(f, "TLD.LZ.T R8, R2, 0x0, 2D, 0x1;", 0x1, SG_ERR_UNKNOWN, "only 1D .LZ");
    assert_int_equal(sg_memory_bind_texture(f->mem, 128, GBASE, 1, 1, &f->err), SG_ERR_RANGE);
    assert_int_equal(sg_memory_bind_texture(f->mem, 1, GBASE, 1, 3, &f->err), SG_ERR_RANGE);
    assert_int_equal(sg_memory_bind_texture(f->mem, 1, GBASE + 4, 1, 4, &f->err), SG_ERR_RANGE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_red, setup, teardown),
        cmocka_unit_test_setup_teardown(test_tld, setup, teardown),
        cmocka_unit_test_setup_teardown(test_atom, setup, teardown),
        cmocka_unit_test_setup_teardown(test_shared_locks, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
