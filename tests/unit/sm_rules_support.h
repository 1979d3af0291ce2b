/*
 * sm_rules_support.h - the harness of the test_sm_rules_*.c tests: the
 * resolutions R1-R10 of specs/simt-stack.md (Annex) at the SM level. Small
 * real programs, written as listing text (every instruction carries its
 * address comment, so the assembler checks the addresses the tests rely on),
 * assembled with sg_assemble and run through sg_sm_*. Each test checks the
 * results the program stores (one word per thread at c[0x0][0x20]) against a
 * C model of the structured program, and the warp state where the rule is
 * about it: sg_sm_warp_state / sg_sm_warp_token while the program runs, or
 * the trace records (specs/trace-format.md) captured with a buffer sink.
 */
#ifndef SMGOLD_TESTS_SM_RULES_SUPPORT_H
#define SMGOLD_TESTS_SM_RULES_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

#include "support.h"

#include "smgold/smgold.h"

#define OUT_BASE 0x00100000u
#define OUT_WORDS 4096u
#define NOSTORE 0xffffffffu /* expected: this thread stores nothing */

uint32_t sentinel(uint32_t i);
/* Fails the test with the formatted error unless st is SG_OK. */
void check(sg_status st, const sg_error *err, const char *what);

typedef struct rig {
    sg_sm *sm;
    tbuf tr;
    uint32_t out[OUT_WORDS];
} rig;

/* Assemble src, create a model with cfg (NULL: the defaults), load, map the
 * output words (filled with sentinels) and trace into a buffer. */
void rig_make(rig *r, const sg_config *cfg, const char *src);
/* Launch grid x block threads at entry; the parameters are OUT_BASE and
 * then p1, p2 (c[0x0][0x24], c[0x0][0x28]). */
void rig_launch(rig *r, uint32_t grid, uint32_t block, uint32_t entry, uint32_t p1,
                uint32_t p2);
/* Run to the end; every warp done. */
void rig_run_ok(rig *r);
void rig_free(rig *r);
/* The stored words: want[i] for i < n (NOSTORE: the sentinel), the
 * sentinel everywhere after. */
void expect_out(rig *r, uint32_t n, const uint32_t *want);
sg_warp_state wstate(const rig *r, unsigned slot);
/* Step the SM until the warp in slot is running at pc with a non-empty AM
 * (about to execute the instruction there). */
void run_until_pc(rig *r, unsigned slot, uint32_t pc);
/* Token i (0: the top) of the warp in slot is {type, mask, pc}. */
void expect_token(const rig *r, unsigned slot, unsigned i, uint32_t type, uint32_t mask,
                  uint32_t pc);

enum { TOK_SSY = 1, TOK_DIV, TOK_CALL, TOK_PRET, TOK_PBK, TOK_PCNT };

/* ---- trace records -------------------------------------------------------- */

/* Does the record line (up to its newline) hold " key=" ... ? */
int rec_has(const char *line, const char *pat);
/* Is the line a record of kind of warp slot w at pc (pc < 0: any)? */
int rec_match(const char *line, char kind, unsigned w, int pc);
/* The nth (1-based) record of kind of warp slot w at pc (pc < 0: any). */
const char *rec_find(const tbuf *t, char kind, unsigned w, int pc, unsigned nth);
/* The number of records of kind of warp slot w at pc (pc < 0: any). */
unsigned rec_count(const tbuf *t, char kind, unsigned w, int pc);
/* The next record of warp w after record `after`, of any kind. */
const char *rec_next(const char *after, unsigned w);
/* The last record of warp slot w, of any kind. */
const char *rec_last(const tbuf *t, unsigned w);
/* Records of warp slot w whose line contains pat. */
unsigned rec_count_with(const tbuf *t, unsigned w, const char *pat);
/* Is the record of block 0? (A slot holds the warps of several blocks in
 * turn when blocks wait for slots.) */
int rec_block0(const char *line);
/* Value of field key in a record. */
void rec_field(const char *line, const char *key, char *out, size_t n);

/* The field key of the record line is want (the failure names the test's line). */
#define EXPECT_FIELD(line, key, want) expect_field(line, key, want, __LINE__)

void expect_field(const char *line, const char *key, const char *want, int at);
/* The field key of a record, a number. */
uint32_t field_hex(const char *line, const char *key);
/* The active mask after a record's step ("am=BEFORE>AFTER"). */
uint32_t am_after(const char *line);
/* Occurrences of pat in the whole trace. */
unsigned trace_count(const tbuf *t, const char *pat);

#endif
