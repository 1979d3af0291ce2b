/*
 * test_warp_faults.c - the step that puts a warp in ERROR is a step of its
 * own, whatever unit raises the error: the E record carries the next step
 * number (never the number of the record before it), the error message names
 * that step, and the warp's step count includes it (specs/simt-stack.md
 * STEP-1, ERR-2; specs/trace-format.md §2: "E: the step that put the warp in
 * ERROR"; specs/sm.md CLK-2, CLK-7). Faults outside the stack unit - BAD_PC,
 * UNKNOWN_INSN, EXEC_FAULT - are raised before the stack unit counts the step,
 * so they are checked here next to a stack error.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "smgold/smgold.h"

typedef struct buf {
    char text[16384];
    size_t len;
} buf;

static int sink(void *ctx, const char *t, size_t n)
{
    buf *b = ctx;
    if (b->len + n >= sizeof b->text)
        return -1;
    memcpy(b->text + b->len, t, n);
    b->len += n;
    b->text[b->len] = '\0';
    return 0;
}

/* Run words (at 0x0000) with one warp of 8 lanes until it fails; check that
 * the failing step is number `step`, its record is "E ... step=<step>" with
 * error=<code>, the records before it are steps 1 .. step-1, the message says
 * "at step <step>, pc <pc>", and the warp state counts `step` steps. */
static void expect_fault(const uint64_t *words, size_t n, unsigned step, uint32_t pc,
                         const char *code)
{
    sg_config cfg;
    sg_config_default(&cfg);
    cfg.warp_size = 8;
    sg_sm *sm;
    sg_error err;
    assert_int_equal(sg_sm_create(&cfg, &sm, &err), SG_OK);
    sg_program prog = {0, n, (uint64_t *)words, NULL};
    assert_int_equal(sg_sm_load_program(sm, &prog, &err), SG_OK);
    buf *b = calloc(1, sizeof *b);
    assert_non_null(b);
    assert_int_equal(sg_sm_set_trace(sm, sink, b, "", &err), SG_OK);
    sg_launch l = {{1, 1, 1}, {8, 1, 1}, NULL, 0, 0};
    assert_int_equal(sg_sm_launch(sm, &l, &err), SG_OK);
    assert_int_not_equal(sg_sm_run(sm, 1000, &err), SG_OK);

    char want[96];
    snprintf(want, sizeof want, "at step %u, pc 0x%04x: ", step, pc);
    if (!strstr(err.msg, want))
        fail_msg("%s: message '%s' lacks '%s'", code, err.msg, want);

    unsigned k = 0;
    for (char *line = strtok(b->text, "\n"); line; line = strtok(NULL, "\n")) {
        if (line[0] == '#')
            continue;
        k++;
        const char *s = strstr(line, " step=");
        assert_non_null(s);
        unsigned got = (unsigned)strtoul(s + 6, NULL, 10);
        if (got != k)
            fail_msg("%s: record %u has step=%u", code, k, got);
        if (k < step && line[0] != 'I')
            fail_msg("%s: record %u is '%c'", code, k, line[0]);
        if (k == step) {
            char e[64];
            snprintf(e, sizeof e, " error=%s ", code);
            if (line[0] != 'E' || !strstr(line, e))
                fail_msg("%s: the last record is '%.60s...'", code, line);
        }
    }
    assert_int_equal(k, step);

    sg_warp_state ws;
    assert_int_equal(sg_sm_warp_state(sm, 0, &ws, &err), SG_OK);
    assert_int_equal(ws.status, 2); /* error */
    assert_int_equal(ws.steps, step);
    assert_int_equal(ws.pc, pc); /* STEP-4: nothing changed */
    free(b);
    sg_sm_destroy(sm);
}

#define MOV_R1 0x2800440400005de4ull /* MOV R1, c [0x1] [0x100]; (000:L1151) */
#define NOP 0x4000000000001de4ull    /* NOP CC.T; */
#define NOP_S 0x4000000000001df4ull  /* NOP.S CC.T; (000:L1191) */
#define LD_RZ 0x8000000003f01c85ull  /* LD R0, [RZ]; */
#define UNKNOWN 0x2800440400005decull /* not in the ISA table (tests/cli/test_cli_isa.sh) */

static void check_words(void)
{
    /* the encodings above are what their comments say */
    const struct {
        uint64_t w;
        const char *text;
    } t[] = {{MOV_R1, "MOV R1, c [0x1] [0x100];"}, {NOP, "NOP CC.T;"},
             {NOP_S, "NOP.S CC.T;"}, {LD_RZ, "LD R0, [RZ];"}};
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        sg_program p;
        sg_error err;
        sg_asm_options o = {0};
        assert_int_equal(sg_assemble(t[i].text, strlen(t[i].text), "t", &o, &p, &err), SG_OK);
        assert_int_equal(p.n, 1);
        if (p.words[0] != t[i].w)
            fail_msg("%s assembles to 0x%016llx", t[i].text, (unsigned long long)p.words[0]);
        sg_program_free(&p);
    }
}

/* BAD_PC: the third step fetches 0x10, past the two instructions. */
static void test_bad_pc_step(void **state)
{
    (void)state;
    check_words();
    const uint64_t w[] = {MOV_R1, NOP};
    expect_fault(w, 2, 3, 0x10, "BAD_PC");
}

/* EXEC_FAULT: the second step loads from the unmapped address 0. */
static void test_exec_fault_step(void **state)
{
    (void)state;
    const uint64_t w[] = {MOV_R1, LD_RZ, NOP};
    expect_fault(w, 3, 2, 0x08, "EXEC_FAULT");
}

/* UNKNOWN_INSN: the second word is not an instruction. */
static void test_unknown_insn_step(void **state)
{
    (void)state;
    const uint64_t w[] = {MOV_R1, UNKNOWN, NOP};
    expect_fault(w, 3, 2, 0x08, "UNKNOWN_INSN");
}

/* STACK_UNDERFLOW (the stack unit's own error) numbers its step the same way. */
static void test_stack_error_step(void **state)
{
    (void)state;
    const uint64_t w[] = {MOV_R1, NOP_S, NOP};
    expect_fault(w, 3, 2, 0x08, "STACK_UNDERFLOW");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_pc_step),
        cmocka_unit_test(test_exec_fault_step),
        cmocka_unit_test(test_unknown_insn_step),
        cmocka_unit_test(test_stack_error_step),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
