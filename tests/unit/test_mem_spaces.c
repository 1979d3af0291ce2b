/*
 * test_mem_spaces.c - the LD/ST unit's other spaces and warp-wide rules
 * (specs/memory.md): local and shared memory (MEM-10, MEM-11), LDC (MEM-12),
 * LD_LDU (MEM-13), all or nothing (MEM-14), several lanes at one address
 * (MEM-15), lanes, effects, MEMBAR and LDU (MEM-16, MEM-17).
 *
 * Each test names the rule it checks (MEM-n); the fixture is mem_support.h.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mem_support.h"

/* ---- MEM-10/11: local and shared --------------------------------------- */

static void test_local_memory(void **state)
{
    fixture *f = *state;
    /* every lane stores its id at the same local address: each lane has its own memory */
    for (unsigned l = 0; l < 32; l++) {
        f->rf.r[1][l] = 0x10;
        f->rf.r[4][l] = 0x100 + l;
        f->rf.r[5][l] = 0x200 + l;
    }
    run_ok(f, "STL.64 [R1+0x8], R4;", 0xffffffff);
    assert_int_equal(f->fx.nstores, 32);
    for (unsigned l = 0; l < 32; l++) {
        const uint8_t *p = f->local + l * LOCAL_BYTES + 0x18;
        assert_int_equal(p[0] | p[1] << 8, 0x100 + l);
        assert_int_equal(p[4] | p[5] << 8, 0x200 + l);
        assert_int_equal(f->fx.stores[l].lane, l);
        assert_int_equal(f->fx.stores[l].space, SG_SPACE_LOCAL);
        assert_int_equal(f->fx.stores[l].addr, 0x18);
        assert_int_equal(f->fx.stores[l].data[1], 0x200 + l);
    }
    run_ok(f, "LDL R6, [R1+0xc];", 0xffffffff);
    for (unsigned l = 0; l < 32; l++)
        assert_int_equal(f->rf.r[6][l], 0x200 + l);
    run_ok(f, "LDL.S8 R6, [R1+0x9];", 0x1); /* byte 1 of 0x100 + 0 */
    assert_int_equal(f->rf.r[6][0], 0x1);
    /* bounds: [0, LOCAL_BYTES) per lane */
    run_ok(f, "LDL.128 R8, [R1+0x20];", 0xffffffff); /* 0x30..0x3f: last 16 bytes */
    run_err(f, "LDL R8, [R1+0x30];", 0x10, SG_ERR_RANGE,
            "lane 4: local address 0x40: the 4-byte access is outside local memory [0, 0x40)");
    run_err(f, "STL.U8 [R1+-0x11], R4;", 0x4, SG_ERR_RANGE,
            "lane 2: local address 0xffffffff: the 1-byte access is outside local memory");
    f->env.local_bytes = 0;
    run_err(f, "LDL.U8 R8, [RZ];", 0x1, SG_ERR_RANGE, "outside local memory [0, 0x0)");
    f->env.local_bytes = LOCAL_BYTES;
}

static void test_shared_memory(void **state)
{
    fixture *f = *state;
    for (unsigned l = 0; l < 32; l++) {
        f->rf.r[2][l] = 4 * l;
        f->rf.r[3][l] = 0xa000 + l;
    }
    run_ok(f, "STS [R2], R3;", 0xffffffff);
    for (unsigned l = 0; l < 32; l++)
        assert_int_equal(f->shared[4 * l] | f->shared[4 * l + 1] << 8, 0xa000 + l);
    assert_int_equal(f->fx.stores[31].space, SG_SPACE_SHARED);
    /* read a neighbour's word: shared memory is one buffer for the block */
    run_ok(f, "LDS R4, [R2+0x4];", 0x7fffffff);
    for (unsigned l = 0; l < 31; l++)
        assert_int_equal(f->rf.r[4][l], 0xa000 + l + 1);
    run_ok(f, "LDS.U16 R5, [0x7c];", 0x1); /* RZ base */
    assert_int_equal(f->rf.r[5][0], 0xa01f);
    run_ok(f, "LDS.128 R8, [0xf0];", 0x1); /* ends exactly at SHARED_BYTES */
    f->rf.r[2][31] = 0xfc;
    run_err(f, "LDS R4, [R2+0x4];", 0x80000000, SG_ERR_RANGE,
            "lane 31: shared address 0x100: the 4-byte access is outside shared memory "
            "[0, 0x100)");
    run_err(f, "STS.128 [0x100], R8;", 0x2, SG_ERR_RANGE, "lane 1: shared address 0x100");
    f->env.shared = NULL;
    run_err(f, "LDS R4, [RZ];", 0x1, SG_ERR_ARG, "no shared memory buffer");
    f->env.shared = f->shared;
}

/* ---- MEM-12: LDC ------------------------------------------------------- */

static void test_ldc(void **state)
{
    fixture *f = *state;
    uint8_t *c3 = sg_memory_cbank(f->mem, 3);
    for (unsigned i = 0; i < 0x100; i++)
        c3[i] = (uint8_t)(i + 1);
    c3[0xfff8] = 0x21;
    c3[0xffff] = 0xfe;
    for (unsigned l = 0; l < 32; l++)
        f->rf.r[4][l] = 4 * l;
    run_ok(f, "LDC R0, c [0x3] [R4+0x10];", 0xffffffff);
    for (unsigned l = 0; l < 32; l++) {
        unsigned a = 0x10 + 4 * l;
        uint32_t want = (uint32_t)(a + 1) | (uint32_t)(a + 2) << 8 | (uint32_t)(a + 3) << 16 |
                        (uint32_t)(a + 4) << 24;
        assert_int_equal(f->rf.r[0][l], want);
    }
    f->rf.r[5][0] = 0xfff0; /* the offset is a signed 16-bit field: reach the top by Ra */
    run_ok(f, "LDC.64 R2, c [0x3] [R5+0x8];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0x21);
    assert_int_equal(f->rf.r[3][0], 0xfe000000);
    run_ok(f, "LDC.S8 R2, c [0x3] [R5+0xf];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0xfffffffe);
    f->rf.r[5][0] = 0x10000;
    run_ok(f, "LDC.U16 R2, c [0x3] [R5+-0x2];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0xfe00);
    run_ok(f, "LDC.128 R8, c [0x3] [0x0];", 0x1);
    assert_int_equal(f->rf.r[11][0], 0x100f0e0d);
    /* outside the bank, misaligned, no such bank, unbound bank */
    f->rf.r[4][6] = 0xfffc;
    run_err(f, "LDC.64 R2, c [0x3] [R4+0x4];", 0x40, SG_ERR_RANGE,
            "lane 6: constant address c[0x3][0x10000]: the 8-byte access is outside the 64 KiB "
            "bank");
    run_err(f, "LDC.64 R2, c [0x3] [R4];", 0x40, SG_ERR_RANGE,
            "lane 6: constant address c[0x3][0xfffc] is not aligned to the 8-byte access");
    f->rf.r[4][6] = 0xfffffffc; /* Ra + offset wraps in 32 bits */
    run_ok(f, "LDC R2, c [0x3] [R4+0x4];", 0x40);
    assert_int_equal(f->rf.r[2][6], 0x04030201);
    run_err(f, "LDC R2, c [0x12] [0x0];", 0x1, SG_ERR_RANGE, "constant bank 18 does not exist");
    f->exec.cbank[5] = NULL;
    run_err(f, "LDC R2, c [0x5] [0x0];", 0x1, SG_ERR_RANGE, "lane 0: constant bank 5 is not bound");
    /* without an exec environment the memory's banks are read */
    f->env.exec = NULL;
    run_ok(f, "LDC R2, c [0x3] [0x0];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0x04030201);
    f->env.exec = &f->exec;
    f->exec.cbank[5] = sg_memory_cbank(f->mem, 5);
}

/* ---- MEM-13: LD_LDU ---------------------------------------------------- */

static void test_ld_ldu(void **state)
{
    fixture *f = *state;
    for (unsigned i = 0; i < 16; i++)
        gwrite32(f, GBASE + 0x300 + 4 * i, 0xc0de0000 + i);
    set_all(f, 20, (uint32_t)GBASE + 0x300); /* LD base */
    set_all(f, 22, (uint32_t)GBASE + 0x320); /* LDU base */
    set_all(f, 21, 0);
    set_all(f, 23, 0);
    /* 000 §4.1 item 17 (000_493cbca27899cba9.txt:L2169): LD_LDU.32.32 R16, R15, [R17], [R5+0x4] */
    run_ok(f, "LD_LDU.32.32 R16, R15, [R20+0x4], [R22+0x8];", 0xffffffff);
    assert_int_equal(f->rf.r[16][9], 0xc0de0001);
    assert_int_equal(f->rf.r[15][9], 0xc0de000a);
    assert_int_equal(f->fx.nregs, 2);
    assert_int_equal(f->fx.regs[0], 16);
    assert_int_equal(f->fx.regs[1], 15);
    run_ok(f, "LD_LDU.64.32 R2, R4, [R20+0x8], [R22+-0x4];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0xc0de0002);
    assert_int_equal(f->rf.r[3][0], 0xc0de0003);
    assert_int_equal(f->rf.r[4][0], 0xc0de0007);
    assert_int_equal(f->fx.nregs, 3);
    run_ok(f, "LD_LDU.32.64 R2, R4, [R20], [R22+0x8];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0xc0de0000);
    assert_int_equal(f->rf.r[4][0], 0xc0de000a);
    assert_int_equal(f->rf.r[5][0], 0xc0de000b);
    run_ok(f, "LD_LDU.128.128 R4, R8, [R20+0x10], [R22];", 0x1);
    assert_int_equal(f->rf.r[4][0], 0xc0de0004);
    assert_int_equal(f->rf.r[7][0], 0xc0de0007);
    assert_int_equal(f->rf.r[8][0], 0xc0de0008);
    assert_int_equal(f->rf.r[11][0], 0xc0de000b);
    assert_int_equal(f->fx.nregs, 8);
    /* .E per part: LD_E = LD part 64-bit, LDU_E = LDU part 64-bit */
    assert_int_equal(sg_memory_map(f->mem, 0x200000000ull + GBASE, 0x400, NULL), SG_OK);
    gwrite32(f, 0x200000000ull + GBASE + 0x300, 0x64646464);
    gwrite32(f, 0x200000000ull + GBASE + 0x320, 0x75757575);
    set_all(f, 21, 2);
    set_all(f, 23, 2);
    run_ok(f, "LD_LDU.LD_E.32.32 R2, R3, [R20], [R22];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0x64646464);
    assert_int_equal(f->rf.r[3][0], 0xc0de0008);
    run_ok(f, "LD_LDU.LDU_E.32.32 R2, R3, [R20], [R22];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0xc0de0000);
    assert_int_equal(f->rf.r[3][0], 0x75757575);
    run_ok(f, "LD_LDU.E.32.32 R2, R3, [R20], [R22];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0x64646464);
    assert_int_equal(f->rf.r[3][0], 0x75757575);
    /* the same destination: the LDU part is written last */
    run_ok(f, "LD_LDU.E.32.32 R2, R2, [R20], [R22];", 0x1);
    assert_int_equal(f->rf.r[2][0], 0x75757575);
    /* errors name the part; nothing is written when the LDU part fails */
    set_all(f, 2, 0x1111);
    set_all(f, 3, 0x2222);
    f->rf.r[22][4] = 0x4;
    run_err(f, "LD_LDU.E.32.32 R2, R3, [R20], [R22];", 0x1f, SG_ERR_RANGE,
            "lane 4: global address 0x200000004 is outside every mapped region (LDU part)");
    assert_int_equal(f->rf.r[2][0], 0x1111);
    assert_int_equal(f->rf.r[3][0], 0x2222);
    /* lane order first: lane 2's LD part before lane 4's LDU part */
    f->rf.r[20][2] = 0x2;
    run_err(f, "LD_LDU.E.32.32 R2, R3, [R20], [R22];", 0x1f, SG_ERR_RANGE,
            "lane 2: global address 0x200000002 is not aligned to the 4-byte access (LD part)");
    run_err(f, "LD_LDU.64.64 R3, R4, [R20], [R22];", 0x1, SG_ERR_OPERAND, "(LD part)");
    run_err(f, "LD_LDU.64.64 R2, R5, [R20], [R22];", 0x1, SG_ERR_OPERAND, "(LDU part)");
    run_err(f, "LD_LDU.E.32.32 R2, R3, [R21], [R22];", 0x1, SG_ERR_OPERAND,
            "64-bit address register R21");
}

/* ---- MEM-14: all or nothing -------------------------------------------- */

static void test_all_or_nothing(void **state)
{
    fixture *f = *state;
    for (unsigned l = 0; l < 32; l++) {
        f->rf.r[2][l] = (uint32_t)GBASE + 0x400 + 8 * l;
        f->rf.r[4][l] = 0x1000 + l;
        f->rf.r[5][l] = 0x2000 + l;
    }
    uint8_t before[0x100], after[0x100];
    for (unsigned i = 0; i < sizeof before; i++)
        before[i] = (uint8_t)(0x5a ^ i);
    assert_int_equal(sg_memory_write(f->mem, GBASE + 0x400, before, sizeof before, NULL), SG_OK);
    /* lane 9 (the highest) is unmapped: no lane stores */
    f->rf.r[2][9] = 0x20;
    sg_effects fx0;
    memset(&fx0, 0x77, sizeof fx0);
    f->fx = fx0;
    sg_insn st = asm1("ST.64 [R2], R4;");
    assert_int_equal(sg_ldst_exec(&st, 0x3ff, &f->rf, &f->env, &f->fx, &f->err), SG_ERR_RANGE);
    assert_non_null(strstr(f->err.msg, "lane 9: global address 0x20 is outside every mapped"));
    assert_memory_equal(&f->fx, &fx0, sizeof fx0); /* effects untouched too */
    assert_int_equal(sg_memory_read(f->mem, GBASE + 0x400, after, sizeof after, NULL), SG_OK);
    assert_memory_equal(before, after, sizeof before);
    /* misaligned lane 7 of a load: no register changes */
    f->rf.r[2][9] = (uint32_t)GBASE + 0x400 + 8 * 9;
    f->rf.r[2][7] += 4;
    sg_regfile saved = f->rf;
    run_err(f, "LD.64 R4, [R2];", 0xffff, SG_ERR_RANGE, "lane 7: global address 0x1000043c");
    assert_memory_equal(&saved, &f->rf, sizeof saved);
    /* a load whose destination is its own address register still reads the old addresses */
    f->rf.r[2][7] -= 4;
    run_ok(f, "LD R2, [R2];", 0xffff);
    for (unsigned l = 0; l < 16; l++) {
        const uint8_t *b = before + 8 * l;
        assert_int_equal(f->rf.r[2][l], (uint32_t)b[0] | (uint32_t)b[1] << 8 |
                                            (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24);
    }
    /* lanes outside the mask keep their registers */
    assert_int_equal(f->rf.r[2][16], (uint32_t)GBASE + 0x400 + 8 * 16);
}

/* ---- MEM-15: several lanes, one address -------------------------------- */

static void test_same_address_highest_lane_wins(void **state)
{
    fixture *f = *state;
    for (unsigned l = 0; l < 32; l++) {
        f->rf.r[2][l] = (uint32_t)GBASE + 0x500;
        f->rf.r[3][l] = 0xab000000 + l;
    }
    run_ok(f, "ST [R2], R3;", 0x00ff00f0);
    assert_int_equal(gread32(f, GBASE + 0x500), 0xab000017); /* lane 23 */
    assert_int_equal(f->fx.nstores, 12);
    assert_int_equal(f->fx.stores[0].lane, 4);
    assert_int_equal(f->fx.stores[11].lane, 23);
    for (unsigned i = 1; i < f->fx.nstores; i++)
        assert_true(f->fx.stores[i].lane > f->fx.stores[i - 1].lane);
    run_ok(f, "ST [R2], R3;", 0xffffffff);
    assert_int_equal(gread32(f, GBASE + 0x500), 0xab00001f);
    assert_int_equal(f->fx.nstores, 32);
    /* partial overlap: byte by byte, the highest lane writing a byte wins */
    f->rf.r[2][1] = (uint32_t)GBASE + 0x504;
    f->rf.r[2][0] = (uint32_t)GBASE + 0x500;
    set_all(f, 4, 0x11111111);
    set_all(f, 5, 0x22222222);
    f->rf.r[3][1] = 0x33333333;
    sg_insn a = asm1("ST.64 [R2], R4;"), b = asm1("ST [R2], R3;");
    assert_int_equal(sg_ldst_exec(&a, 0x1, &f->rf, &f->env, NULL, &f->err), SG_OK);
    assert_int_equal(sg_ldst_exec(&b, 0x2, &f->rf, &f->env, NULL, &f->err), SG_OK);
    assert_int_equal(gread32(f, GBASE + 0x504), 0x33333333);
    /* one instruction: STS.U8 from lanes 0..3 to bytes 0..3 and lane 4 to byte 1 */
    for (unsigned l = 0; l < 5; l++) {
        f->rf.r[2][l] = l < 4 ? l : 1;
        f->rf.r[3][l] = 0xc0 + l;
    }
    run_ok(f, "STS.U8 [R2+0x80], R3;", 0x1f);
    assert_int_equal(f->shared[0x80], 0xc0);
    assert_int_equal(f->shared[0x81], 0xc4);
    assert_int_equal(f->shared[0x82], 0xc2);
    assert_int_equal(f->fx.nstores, 5);
}

/* ---- MEM-16, MEM-17: lanes, effects, MEMBAR, LDU ----------------------- */

static void test_lanes_and_effects(void **state)
{
    fixture *f = *state;
    set_all(f, 2, (uint32_t)GBASE);
    gwrite32(f, GBASE, 0x600d600d);
    set_all(f, 6, 0xbad);
    run_ok(f, "LD R6, [R2];", 0x00000005);
    for (unsigned l = 0; l < 32; l++)
        assert_int_equal(f->rf.r[6][l], (l == 0 || l == 2) ? 0x600d600d : 0xbad);
    assert_int_equal(f->fx.lanes, 5);
    assert_int_equal(f->fx.nregs, 1);
    assert_int_equal(f->fx.regs[0], 6);
    /* no lane: nothing written, nothing recorded */
    run_ok(f, "LD R7, [R2];", 0);
    assert_int_equal(f->fx.nregs, 0);
    run_ok(f, "ST [R2], R7;", 0);
    assert_int_equal(f->fx.nstores, 0);
    /* a narrower warp */
    f->exec.warp_size = 8;
    run_ok(f, "LD R6, [R2];", 0xff);
    run_err(f, "LD R6, [R2];", 0x1ff, SG_ERR_ARG, "beyond warp size 8");
    f->exec.warp_size = 32;
    /* fx may be NULL */
    sg_insn in = asm1("LD.64 R6, [R2];");
    assert_int_equal(sg_ldst_exec(&in, 1, &f->rf, &f->env, NULL, &f->err), SG_OK);
    /* MEMBAR: no effect */
    sg_regfile saved = f->rf;
    run_ok(f, "MEMBAR.GL;", 0xffffffff);
    run_ok(f, "MEMBAR.SYS;", 0xffffffff);
    assert_memory_equal(&saved, &f->rf, sizeof saved);
    assert_int_equal(f->fx.nregs, 0);
    assert_int_equal(f->fx.nstores, 0);
    /* LDU reads like LD, lane by lane */
    f->rf.r[2][1] = (uint32_t)GBASE + 4;
    gwrite32(f, GBASE + 4, 0x1234);
    run_ok(f, "LDU R6, [R2];", 0x3);
    assert_int_equal(f->rf.r[6][0], 0x600d600d);
    assert_int_equal(f->rf.r[6][1], 0x1234);
    run_ok(f, "LDU.E.U16 R6, [R2+0x2];", 0x1);
    assert_int_equal(f->rf.r[6][0], 0x600d);
    /* not a memory instruction; not a decoded instruction */
    run_err(f, "IADD R1, R2, R3;", 0x1, SG_ERR_ARG, "IADD is not a memory instruction");
    sg_insn bad;
    memset(&bad, 0, sizeof bad);
    bad.form = SG_FORM_UNKNOWN;
    assert_int_equal(sg_ldst_exec(&bad, 1, &f->rf, &f->env, NULL, &f->err), SG_ERR_ARG);
    assert_int_equal(sg_ldst_exec(NULL, 1, &f->rf, &f->env, NULL, &f->err), SG_ERR_ARG);
    /* every memory form of the table is accepted by the unit */
    int n = sg_isa_form_count(), seen = 0;
    for (int i = 0; i < n; i++) {
        sg_form_info fi;
        assert_int_equal(sg_isa_form_info(i, &fi), SG_OK);
        if (fi.unit == SG_UNIT_LDST)
            seen++;
    }
    /* MEMBAR, LD, LDU, ST, LDL, LDS, STL, STS, LDSLK, STSUL, LDC, 5 x LD_LDU, 3 x RED,
     * 4 x ATOM, TLD, TEX, TLD4, TXQ, CCTL */
    assert_int_equal(seen, 28);
    run_err(f, "TEX.T R4, R0, 0x0, 0x0, 2D, 0xf;", 0x1, SG_ERR_UNKNOWN,
            "TEX: texture sampling is not modelled");
    run_err(f, "TXQ.TEX_HEADER_DIMENSION.T R4, R0, 0x0, 0x0, 0x3;", 0x1, SG_ERR_UNKNOWN,
            "TXQ: texture sampling is not modelled");
    run_ok(f, "CCTL.E.IVALL RZ, [R2+0x40];", 0x1); /* no caches: maintenance does nothing */
    run_err(f, "CCTL.QRY1 R4, [R2];", 0x1, SG_ERR_UNKNOWN, "queries");
    run_err(f, "TLD.LZ.T R4, R0, 0x0, 1D, 0xf;", 0x1, SG_ERR_UNKNOWN,
            "texture sampling is not modelled");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_local_memory, setup, teardown),
        cmocka_unit_test_setup_teardown(test_shared_memory, setup, teardown),
        cmocka_unit_test_setup_teardown(test_ldc, setup, teardown),
        cmocka_unit_test_setup_teardown(test_ld_ldu, setup, teardown),
        cmocka_unit_test_setup_teardown(test_all_or_nothing, setup, teardown),
        cmocka_unit_test_setup_teardown(test_same_address_highest_lane_wins, setup, teardown),
        cmocka_unit_test_setup_teardown(test_lanes_and_effects, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
