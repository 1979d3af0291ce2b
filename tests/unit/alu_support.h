/*
 * alu_support.h - the harness of the test_alu_*.c tests of sg_alu_exec()
 * (specs/execution.md): one register file, thread ids, execution environment
 * and two constant banks, cleared by reset() before each test.
 *
 * Each test assembles cuobjdump text with sg_asm_insn() and runs it on a
 * register file; most use lane 0 only (R(n) is register n of lane 0).
 */
#ifndef SMGOLD_TESTS_ALU_SUPPORT_H
#define SMGOLD_TESTS_ALU_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/isa.h"
#include "units/exec.h"

extern sg_regfile rf;
extern sg_thread_ids ids;
extern sg_exec_env env;
extern uint8_t banks[2][SG_CBANK_BYTES];

#define R(n) rf.r[n][0]
#define P(n) (rf.p[n] & 1u)
#define CC (rf.cc[0])
#define Z 1u
#define S 2u
#define C 4u
#define O 8u

/* The cmocka setup of every test: everything zero, PT all ones, 32-lane
 * warps, banks 0 and 1 bound. */
int reset(void **state);

void asm1(const char *text, sg_insn *in);
sg_status exec_on(const char *text, uint32_t lanes, sg_effects *fx, sg_error *err);
/* Run on lane 0; must succeed. */
void run(const char *text);
/* Run on all 32 lanes; must succeed. */
void run_all(const char *text);
/* Must fail with code, message containing part, and change nothing. */
void run_fails(const char *text, sg_status code, const char *part);
/* Word v at c[bank][off]. */
void cput(unsigned bank, unsigned off, uint32_t v);
/* The register pair R(r), R(r + 1) of lane 0, low word first. */
void set64(unsigned r, uint64_t v);
uint64_t get64(unsigned r);

/* Integer cases (also the shifts and logic operations). */
typedef struct addcase {
    const char *text; /* R1 = a, R2 = b, $c = cin in; result in R3 */
    uint32_t a, b;
    uint8_t ccin;
    uint32_t r;
    uint8_t cc; /* 0xff: not written */
} addcase;

void run_addcases(const addcase *t, size_t n);

/* Single-precision cases (also the SFU and conversions). */
typedef struct fcase {
    const char *text; /* R1 = a, R2 = b, R4 = c; result in R3 */
    uint32_t a, b, c, r;
} fcase;

void run_fcases(const fcase *t, size_t n);

#define ONE 0x3f800000u
#define TWO 0x40000000u
#define HALF 0x3f000000u
#define TINY 0x30800000u /* 2^-30 */
#define DEN 0x00000001u  /* smallest subnormal */
#define NAN32 0x7fffffffu
#define INF32 0x7f800000u

#define D1 0x3ff0000000000000ull
#define D2 0x4000000000000000ull
#define D3 0x4008000000000000ull
#define DTINY 0x3c30000000000000ull /* 2^-60 */

#endif
