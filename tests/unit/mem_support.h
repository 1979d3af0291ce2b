/*
 * mem_support.h - the fixture of the test_mem_*.c tests of global memory
 * regions, constant banks and the LD/ST unit (specs/memory.md): a memory with
 * one global region [GBASE, GBASE + GLEN), shared and per-lane local memory,
 * a register file and the LD/ST environment, created by setup() and freed by
 * teardown() around each test (*state is the fixture).
 */
#ifndef SMGOLD_TESTS_MEM_SUPPORT_H
#define SMGOLD_TESTS_MEM_SUPPORT_H

#include <stdint.h>

#include "smgold/isa.h"
#include "units/mem.h"

#define SHARED_BYTES 0x100u
#define LOCAL_BYTES 0x40u
#define GBASE 0x10000000ull /* a global region [GBASE, GBASE + 0x1000) */
#define GLEN 0x1000ull

typedef struct fixture {
    sg_memory *mem;
    sg_regfile rf;
    uint8_t shared[SHARED_BYTES];
    uint8_t local[SG_MAX_LANES * LOCAL_BYTES];
    sg_thread_ids ids;
    sg_exec_env exec;
    sg_ldst_env env;
    sg_effects fx;
    sg_error err;
} fixture;

int setup(void **state);
int teardown(void **state);

/* Assemble one instruction; fails the test if it cannot. */
sg_insn asm1(const char *text);
/* Run text for lanes with a fresh effect record. */
sg_status run(fixture *f, const char *text, uint32_t lanes);
/* Run text for lanes; must succeed. */
void run_ok(fixture *f, const char *text, uint32_t lanes);
/* Run text expecting code and a message containing part. */
void run_err(fixture *f, const char *text, uint32_t lanes, sg_status code,
             const char *part);
/* Register r = v in every lane. */
void set_all(fixture *f, unsigned r, uint32_t v);
/* The little-endian word at global address addr. */
void gwrite32(fixture *f, uint64_t addr, uint32_t v);
uint32_t gread32(fixture *f, uint64_t addr);

#endif
