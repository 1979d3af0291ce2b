/*
 * test_sm_rules.c - the resolutions R1-R10 of specs/simt-stack.md (Annex)
 * at the SM level: small real programs, written as listing text (every
 * instruction carries its address comment, so the assembler checks the
 * addresses this file relies on), assembled with sg_assemble and run through
 * sg_sm_*. Each test checks the results the program stores (one word per
 * thread at c[0x0][0x20]) against a C model of the structured program, and
 * the warp state where the rule is about it: sg_sm_warp_state /
 * sg_sm_warp_token while the program runs, or the trace records
 * (specs/trace-format.md) captured with a buffer sink.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"

#include "smgold/smgold.h"

/* ---- harness -------------------------------------------------------------- */

#define OUT_BASE 0x00100000u
#define OUT_WORDS 4096u
#define NOSTORE 0xffffffffu /* expected: this thread stores nothing */

static uint32_t sentinel(uint32_t i)
{
    return 0x5e000000u | i;
}

static void check(sg_status st, const sg_error *err, const char *what)
{
    if (st != SG_OK) {
        char buf[1024];
        fail_msg("%s: %s", what, sg_error_format(err, buf, sizeof buf));
    }
}

typedef struct rig {
    sg_sm *sm;
    tbuf tr;
    uint32_t out[OUT_WORDS];
} rig;

/* Assemble src, create a model with cfg (NULL: the defaults), load, map the
 * output words (filled with sentinels) and trace into a buffer. */
static void rig_make(rig *r, const sg_config *cfg, const char *src)
{
    memset(r, 0, sizeof *r);
    sg_config def;
    sg_config_default(&def);
    sg_program prog;
    sg_error err;
    check(sg_assemble(src, strlen(src), "rules.lst", NULL, &prog, &err), &err, "assemble");
    check(sg_sm_create(cfg ? cfg : &def, &r->sm, &err), &err, "create");
    check(sg_sm_load_program(r->sm, &prog, &err), &err, "load");
    sg_program_free(&prog);
    check(sg_sm_map_global(r->sm, OUT_BASE, 4 * OUT_WORDS, &err), &err, "map");
    uint32_t init[OUT_WORDS];
    for (uint32_t i = 0; i < OUT_WORDS; i++)
        init[i] = sentinel(i);
    check(sg_sm_write_global(r->sm, OUT_BASE, init, sizeof init, &err), &err, "write");
    check(sg_sm_set_trace(r->sm, tbuf_sink, &r->tr, "", &err), &err, "trace");
}

/* Launch grid x block threads at entry; the parameters are OUT_BASE and
 * then p1, p2 (c[0x0][0x24], c[0x0][0x28]). */
static void rig_launch(rig *r, uint32_t grid, uint32_t block, uint32_t entry, uint32_t p1,
                       uint32_t p2)
{
    uint32_t params[3] = {OUT_BASE, p1, p2};
    sg_launch l = {{grid, 1, 1}, {block, 1, 1}, params, sizeof params, entry};
    sg_error err;
    check(sg_sm_launch(r->sm, &l, &err), &err, "launch");
}

static void rig_run_ok(rig *r)
{
    sg_error err;
    check(sg_sm_run(r->sm, 1000000, &err), &err, "run");
    assert_true(sg_sm_done(r->sm));
}

static void rig_free(rig *r)
{
    sg_sm_destroy(r->sm);
    free(r->tr.buf);
    r->sm = NULL;
    r->tr.buf = NULL;
}

/* The stored words: want[i] for i < n (NOSTORE: the sentinel), the
 * sentinel everywhere after. */
static void expect_out(rig *r, uint32_t n, const uint32_t *want)
{
    sg_error err;
    check(sg_sm_read_global(r->sm, OUT_BASE, r->out, sizeof r->out, &err), &err, "read");
    for (uint32_t i = 0; i < OUT_WORDS; i++) {
        uint32_t w = i < n && want[i] != NOSTORE ? want[i] : sentinel(i);
        if (r->out[i] != w)
            fail_msg("out[%u] = 0x%08x, expected 0x%08x%s", i, r->out[i], w,
                     w == sentinel(i) ? " (no store)" : "");
    }
}

static sg_warp_state wstate(const rig *r, unsigned slot)
{
    sg_warp_state ws;
    sg_error err;
    check(sg_sm_warp_state(r->sm, slot, &ws, &err), &err, "warp state");
    return ws;
}

/* Step the SM until the warp in slot is running at pc with a non-empty AM
 * (about to execute the instruction there). */
static void run_until_pc(rig *r, unsigned slot, uint32_t pc)
{
    for (int k = 0; k < 1000000; k++) {
        sg_warp_state ws = wstate(r, slot);
        if (ws.valid && ws.status == 0 && ws.pc == pc && ws.am)
            return;
        sg_error err;
        check(sg_sm_step(r->sm, &err), &err, "step");
        assert_false(sg_sm_done(r->sm));
    }
    fail_msg("warp %u never reached pc 0x%x", slot, pc);
}

static void expect_token(const rig *r, unsigned slot, unsigned i, uint32_t type, uint32_t mask,
                         uint32_t pc)
{
    sg_token_state t;
    sg_error err;
    check(sg_sm_warp_token(r->sm, slot, i, &t, &err), &err, "token");
    if (t.type != type || t.mask != mask || t.pc != pc)
        fail_msg("slot %u token %u = {%u, 0x%08x, 0x%04x}, expected {%u, 0x%08x, 0x%04x}", slot,
                 i, t.type, t.mask, t.pc, type, mask, pc);
}

enum { TOK_SSY = 1, TOK_DIV, TOK_CALL, TOK_PRET, TOK_PBK, TOK_PCNT };

/* ---- trace records -------------------------------------------------------- */

/* Does the record line (up to its newline) hold " key=" ... ? */
static int rec_has(const char *line, const char *pat)
{
    const char *end = strchr(line, '\n');
    size_t n = end ? (size_t)(end - line) : strlen(line);
    size_t m = strlen(pat);
    for (size_t i = 0; i + m <= n; i++)
        if (!memcmp(line + i, pat, m))
            return 1;
    return 0;
}

static int rec_match(const char *line, char kind, unsigned w, int pc)
{
    if (line[0] != kind || line[1] != ' ')
        return 0;
    char pat[48];
    snprintf(pat, sizeof pat, " w=%u ", w);
    if (!rec_has(line, pat))
        return 0;
    if (pc >= 0) {
        snprintf(pat, sizeof pat, " pc=0x%04x ", (unsigned)pc);
        if (!rec_has(line, pat))
            return 0;
    }
    return 1;
}

/* The nth (1-based) record of kind of warp slot w at pc (pc < 0: any). */
static const char *rec_find(const tbuf *t, char kind, unsigned w, int pc, unsigned nth)
{
    unsigned seen = 0;
    for (const char *l = t->buf; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL)
        if (rec_match(l, kind, w, pc) && ++seen == nth)
            return l;
    return NULL;
}

static unsigned rec_count(const tbuf *t, char kind, unsigned w, int pc)
{
    unsigned n = 0;
    for (const char *l = t->buf; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL)
        n += rec_match(l, kind, w, pc);
    return n;
}

/* The next record of warp w after record `after`, of any kind. */
static const char *rec_next(const char *after, unsigned w)
{
    for (const char *l = strchr(after, '\n'); l && *++l; l = strchr(l, '\n'))
        if (rec_match(l, 'I', w, -1) || rec_match(l, 'U', w, -1) || rec_match(l, 'E', w, -1))
            return l;
    return NULL;
}

static const char *rec_last(const tbuf *t, unsigned w)
{
    const char *last = NULL;
    for (const char *l = t->buf; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL)
        if (rec_match(l, 'I', w, -1) || rec_match(l, 'U', w, -1) || rec_match(l, 'E', w, -1))
            last = l;
    return last;
}

/* Records of warp slot w whose line contains pat. */
static unsigned rec_count_with(const tbuf *t, unsigned w, const char *pat)
{
    unsigned n = 0;
    for (const char *l = t->buf; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL)
        if ((rec_match(l, 'I', w, -1) || rec_match(l, 'U', w, -1)) && rec_has(l, pat))
            n++;
    return n;
}

/* Is the record of block 0? (A slot holds the warps of several blocks in
 * turn when blocks wait for slots.) */
static int rec_block0(const char *line)
{
    return rec_has(line, " blk=0 ");
}

/* Value of field key in a record. */
static void rec_field(const char *line, const char *key, char *out, size_t n)
{
    assert_non_null(line);
    const char *end = strchr(line, '\n');
    if (!end)
        end = line + strlen(line);
    const char *p = line; /* instruction texts hold no '=' */
    char pat[32];
    snprintf(pat, sizeof pat, " %s=", key);
    size_t m = strlen(pat);
    for (; p + m <= end; p++)
        if (!memcmp(p, pat, m)) {
            p += m;
            size_t k = 0;
            while (p + k < end && p[k] != ' ' && k + 1 < n)
                k++;
            memcpy(out, p, k);
            out[k] = '\0';
            return;
        }
    out[0] = '\0';
}

#define EXPECT_FIELD(line, key, want) expect_field(line, key, want, __LINE__)

static void expect_field(const char *line, const char *key, const char *want, int at)
{
    if (!line)
        fail_msg("line %d: no such record (field %s)", at, key);
    char v[1024];
    rec_field(line, key, v, sizeof v);
    if (strcmp(v, want)) {
        const char *end = strchr(line, '\n');
        fail_msg("line %d: %s=%s, expected %s in\n%.*s", at, key, v, want,
                 (int)(end ? end - line : (long)strlen(line)), line);
    }
}

static uint32_t field_hex(const char *line, const char *key)
{
    char v[64];
    rec_field(line, key, v, sizeof v);
    assert_true(v[0] != '\0');
    return (uint32_t)strtoul(v, NULL, 0);
}

/* The active mask after a record's step ("am=BEFORE>AFTER"). */
static uint32_t am_after(const char *line)
{
    char v[64];
    rec_field(line, "am", v, sizeof v);
    const char *gt = strchr(v, '>');
    assert_non_null(gt);
    return (uint32_t)strtoul(gt + 1, NULL, 0);
}

/* Occurrences of pat in the whole trace. */
static unsigned trace_count(const tbuf *t, const char *pat)
{
    unsigned n = 0;
    for (const char *p = t->buf; p && (p = strstr(p, pat)); p++)
        n++;
    return n;
}

/* ---- R1: bit i of every mask is lane i ------------------------------------ */

static const char *prog_parity =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ LOP.AND R1, R0, 0x1;\n"
    "/*0018*/ ISETP.EQ.AND P0, pt, R1, RZ, pt;          // P0: even threads\n"
    "/*0020*/ ISETP.LT.U32.AND P1, pt, R0, 0x3, pt;     // P1: threads 0-2\n"
    "/*0028*/ SSY join;\n"
    "/*0030*/ @P0 BRA even;\n"
    "/*0038*/ MOV32I R2, 0x1;\n"
    "/*0040*/ NOP.S CC.T;\n"
    "even:\n"
    "/*0048*/ MOV32I R2, 0x2;\n"
    "/*0050*/ NOP.S CC.T;\n"
    "join:\n"
    "/*0058*/ @P1 IADD R2, R2, 0x10;\n"
    "/*0060*/ ST [R10], R2;\n"
    "/*0068*/ EXIT;\n";

static void test_r1_lane_order(void **state)
{
    (void)state;
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = (t % 2 ? 1u : 2u) + (t < 3 ? 0x10u : 0u);

    /* W = 32: a predicate from SR_Tid_X parity is 0x55555555 */
    rig r;
    rig_make(&r, NULL, prog_parity);
    rig_launch(&r, 1, 32, 0, 0, 0);
    run_until_pc(&r, 0, 0x28);
    uint32_t p0, p1;
    sg_error err;
    check(sg_sm_pred_mask(r.sm, 0, 0, &p0, &err), &err, "P0");
    check(sg_sm_pred_mask(r.sm, 0, 1, &p1, &err), &err, "P1");
    assert_int_equal(p0, 0x55555555);
    assert_int_equal(p1, 0x00000007); /* threads 0-2 are the low bits */
    run_until_pc(&r, 0, 0x38);        /* after the divergent branch */
    sg_warp_state ws = wstate(&r, 0);
    assert_int_equal(ws.am, 0xaaaaaaaa); /* odd lanes, the not-taken path, first */
    assert_int_equal(ws.depth, 2);
    expect_token(&r, 0, 0, TOK_DIV, 0x55555555, 0x48);
    expect_token(&r, 0, 1, TOK_SSY, 0xffffffff, 0x58);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x18, 1), "P0", "0x55555555");
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x30, 1), "g", "0x55555555");
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x30, 1), "am", "0xffffffff>0xaaaaaaaa");
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x58, 1), "g", "0x00000007");
    rig_free(&r);

    /* W = 8: four warps; masks have two digits, lane i still bit i */
    sg_config cfg;
    sg_config_default(&cfg);
    cfg.warp_size = 8;
    rig_make(&r, &cfg, prog_parity);
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    for (unsigned w = 0; w < 4; w++) {
        EXPECT_FIELD(rec_find(&r.tr, 'I', w, 0x18, 1), "P0", "0x55");
        EXPECT_FIELD(rec_find(&r.tr, 'I', w, 0x20, 1), "P1", w ? "0x00" : "0x07");
        EXPECT_FIELD(rec_find(&r.tr, 'I', w, 0x30, 1), "am", "0xff>0xaa");
        EXPECT_FIELD(rec_find(&r.tr, 'I', w, 0x30, 1), "stack", "[DIV:0x55:0x0048,SSY:0xff:0x0058]");
    }
    rig_free(&r);
}

/* ---- R2: exited lanes never come back -------------------------------------- */

/* A guarded EXIT inside the not-taken side of an IF/ELSE. */
static const char *prog_exit_in_divergence =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ LOP.AND R1, R0, 0x3;\n"
    "/*0018*/ ISETP.EQ.AND P0, pt, R1, RZ, pt;          // t % 4 == 0: taken\n"
    "/*0020*/ ISETP.EQ.AND P1, pt, R1, 0x1, pt;         // t % 4 == 1: exits\n"
    "/*0028*/ MOV32I R2, 0x1;\n"
    "/*0030*/ SSY join;\n"
    "/*0038*/ @P0 BRA taken;\n"
    "/*0040*/ @P1 EXIT;\n"
    "/*0048*/ MOV32I R2, 0x2;\n"
    "/*0050*/ NOP.S CC.T;\n"
    "taken:\n"
    "/*0058*/ IADD R2, R2, 0x10;\n"
    "/*0060*/ NOP.S CC.T;\n"
    "join:\n"
    "/*0068*/ IADD R2, R2, 0x100;\n"
    "/*0070*/ ST [R10], R2;\n"
    "/*0078*/ EXIT;\n";

static void exit_in_divergence_want(uint32_t n, uint32_t *want)
{
    for (uint32_t t = 0; t < n; t++)
        want[t] = t % 4 == 0 ? 0x111u : t % 4 == 1 ? NOSTORE : 0x102u;
}

/* The whole not-taken side exits: the unwind pops the DIV, and the SSY's
 * restore leaves the exited lanes out. */
static const char *prog_side_exits =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ ISETP.LT.U32.AND P0, pt, R0, 0x10, pt;\n"
    "/*0018*/ SSY join;\n"
    "/*0020*/ @P0 BRA taken;\n"
    "/*0028*/ EXIT;\n"
    "taken:\n"
    "/*0030*/ NOP.S CC.T;\n"
    "join:\n"
    "/*0038*/ MOV32I R2, 0x5;\n"
    "/*0040*/ ST [R10], R2;\n"
    "/*0048*/ EXIT;\n";

static void test_r2_exit_never_returns(void **state)
{
    (void)state;
    uint32_t want[32];
    exit_in_divergence_want(32, want);
    rig r;
    rig_make(&r, NULL, prog_exit_in_divergence);
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    const char *x = rec_find(&r.tr, 'I', 0, 0x40, 1); /* @P1 EXIT, not-taken side */
    EXPECT_FIELD(x, "g", "0x22222222");
    EXPECT_FIELD(x, "am", "0xeeeeeeee>0xcccccccc");
    EXPECT_FIELD(x, "xm", "0x22222222");
    EXPECT_FIELD(x, "depth", "2");
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x50, 1), "am", "0xcccccccc>0x11111111");
    const char *pop = rec_find(&r.tr, 'I', 0, 0x60, 1); /* the SSY pop */
    EXPECT_FIELD(pop, "am", "0x11111111>0xdddddddd");  /* 0xffffffff & ~XM */
    EXPECT_FIELD(pop, "ev", "[POP:SSY:0xffffffff:0x0068]");
    const char *last = rec_last(&r.tr, 0);
    EXPECT_FIELD(last, "pc", "0x0078");
    EXPECT_FIELD(last, "am", "0xdddddddd>0x00000000");
    EXPECT_FIELD(last, "xm", "0xffffffff");
    assert_int_equal(rec_count(&r.tr, 'I', 0, 0x68), 1); /* join runs once, no lane comes back */
    rig_free(&r);

    uint32_t want2[32];
    for (uint32_t t = 0; t < 32; t++)
        want2[t] = t < 16 ? 5u : NOSTORE;
    rig_make(&r, NULL, prog_side_exits);
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want2);
    const char *e = rec_find(&r.tr, 'I', 0, 0x28, 1);
    EXPECT_FIELD(e, "am", "0xffff0000>0x00000000");
    EXPECT_FIELD(e, "xm", "0xffff0000");
    const char *u = rec_next(e, 0); /* AM empty, stack not: unwind */
    assert_true(u[0] == 'U');
    EXPECT_FIELD(u, "pc", "0x0030");
    EXPECT_FIELD(u, "ev", "[POP:DIV:0x0000ffff:0x0030]");
    EXPECT_FIELD(u, "am", "0x00000000>0x0000ffff");
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x30, 1), "am", "0x0000ffff>0x0000ffff");
    EXPECT_FIELD(rec_last(&r.tr, 0), "xm", "0xffffffff");
    rig_free(&r);
}

/* ---- R3: scoped disable masks: nested loops with break and continue ------- */

/* for (i = 0; i < (t&3)+1; i++) {
 *     if (i == ((t>>2)&3)) continue;                    // outer CONT
 *     for (j = 0; j < 6; j++) {
 *         if (j == ((t+i)&7)+2) break;                  // inner BRK
 *         if ((j+t)&1) continue;                        // inner CONT
 *         acc = acc*3 + j; acc += i << 4; acc += 1;
 *     }
 *     if (acc > limit) break;                           // outer BRK
 * }
 * out[t] = acc;                                          t = global thread id */
static const char *prog_nested =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ S2R R1, SR_CTAid_X;\n"
    "/*0010*/ IMAD.U32.U32 R0, R1, c [0x0] [0x8], R0;\n"
    "/*0018*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0020*/ MOV R2, RZ;\n"
    "/*0028*/ LOP.AND R3, R0, 0x3;\n"
    "/*0030*/ IADD R3, R3, 0x1;\n"
    "/*0038*/ SHR.U32 R5, R0, 0x2;\n"
    "/*0040*/ LOP.AND R5, R5, 0x3;\n"
    "/*0048*/ MOV R4, RZ;\n"
    "/*0050*/ PBK outer_end;\n"
    "outer:\n"
    "/*0058*/ PCNT outer_next;\n"
    "/*0060*/ ISETP.EQ.AND P0, pt, R4, R5, pt;\n"
    "/*0068*/ @P0 CONT;\n"
    "/*0070*/ PBK inner_end;\n"
    "/*0078*/ MOV R6, RZ;\n"
    "inner:\n"
    "/*0080*/ PCNT inner_next;\n"
    "/*0088*/ IADD R7, R0, R4;\n"
    "/*0090*/ LOP.AND R7, R7, 0x7;\n"
    "/*0098*/ IADD R7, R7, 0x2;\n"
    "/*00a0*/ ISETP.EQ.AND P1, pt, R6, R7, pt;\n"
    "/*00a8*/ @P1 BRK;\n"
    "/*00b0*/ IADD R8, R6, R0;\n"
    "/*00b8*/ LOP.AND R8, R8, 0x1;\n"
    "/*00c0*/ ISETP.NE.AND P2, pt, R8, RZ, pt;\n"
    "/*00c8*/ @P2 CONT;\n"
    "/*00d0*/ IMAD R2, R2, 0x3, R6;\n"
    "/*00d8*/ ISCADD R2, R4, R2, 0x4;\n"
    "/*00e0*/ IADD R2, R2, 0x1;\n"
    "/*00e8*/ CONT;\n"
    "inner_next:\n"
    "/*00f0*/ IADD R6, R6, 0x1;\n"
    "/*00f8*/ ISETP.LT.AND P3, pt, R6, 0x6, pt;\n"
    "/*0100*/ @P3 BRA inner;\n"
    "/*0108*/ BRK;\n"
    "inner_end:\n"
    "/*0110*/ ISETP.GT.U32.AND P4, pt, R2, c [0x0] [0x24], pt;\n"
    "/*0118*/ @P4 BRK;\n"
    "/*0120*/ CONT;\n"
    "outer_next:\n"
    "/*0128*/ IADD R4, R4, 0x1;\n"
    "/*0130*/ ISETP.LT.AND P5, pt, R4, R3, pt;\n"
    "/*0138*/ @P5 BRA outer;\n"
    "/*0140*/ BRK;\n"
    "outer_end:\n"
    "/*0148*/ ST [R10], R2;\n"
    "/*0150*/ EXIT;\n";

#define NESTED_LIMIT 40u
#define MAXI 4

typedef struct nested_info {
    uint32_t acc;
    int broke_at;       /* outer iteration of the outer break, -1 none */
    uint32_t n_outer;
    uint32_t skip;
} nested_info;

static nested_info nested_ref(uint32_t t, uint32_t limit)
{
    nested_info r = {0, -1, (t & 3) + 1, (t >> 2) & 3};
    for (uint32_t i = 0; i < r.n_outer; i++) {
        if (i == r.skip)
            continue;
        for (uint32_t j = 0; j < 6; j++) {
            if (j == ((t + i) & 7) + 2)
                break;
            if ((j + t) & 1)
                continue;
            r.acc = r.acc * 3 + j;
            r.acc += i << 4;
            r.acc += 1;
        }
        if (r.acc > limit) {
            r.broke_at = (int)i;
            break;
        }
    }
    return r;
}

/* Run prog_nested and check the results, and at each pop of the inner PBK
 * (one per outer iteration that enters the inner loop): the PBK holds the
 * lanes that entered the inner loop; BM still holds the lanes parked by an
 * outer break (and, under div-token, the lanes that left the outer loop
 * normally: they BRK at 0x140 while the others go on); CM holds the lanes
 * that continued the outer loop in this iteration. */
static void run_nested(const sg_config *cfg, uint32_t grid, uint32_t block)
{
    uint32_t n = grid * block, want[OUT_WORDS];
    assert_true(n <= OUT_WORDS);
    nested_info info[OUT_WORDS];
    int outer_breaks = 0, normal = 0, outer_conts = 0;
    for (uint32_t t = 0; t < n; t++) {
        info[t] = nested_ref(t, NESTED_LIMIT);
        want[t] = info[t].acc;
        outer_breaks += info[t].broke_at >= 0;
        normal += info[t].broke_at < 0;
        outer_conts += info[t].skip < info[t].n_outer;
    }
    assert_true(outer_breaks > 0 && normal > 0 && outer_conts > 0); /* every path is taken */

    rig r;
    rig_make(&r, cfg, prog_nested);
    rig_launch(&r, grid, block, 0, NESTED_LIMIT, 0);
    rig_run_ok(&r);
    expect_out(&r, n, want);

    unsigned W = cfg->warp_size, wpb = (block + W - 1) / W, pops = 0;
    for (unsigned slot = 0; slot < wpb; slot++) { /* the first block's warps */
        const char *u = NULL;
        unsigned nth = 1;
        for (int k = 0; k < MAXI; k++) {
            uint32_t entered = 0, broke_before = 0, finished_before = 0, cont = 0;
            for (unsigned l = 0; l < W && slot * W + l < block; l++) {
                const nested_info *f = &info[slot * W + l];
                int alive = (f->broke_at < 0 || f->broke_at >= k) && f->n_outer > (uint32_t)k;
                if (f->broke_at >= 0 && f->broke_at < k)
                    broke_before |= 1u << l;
                else if (f->n_outer <= (uint32_t)k)
                    finished_before |= 1u << l;
                if (alive && f->skip == (uint32_t)k)
                    cont |= 1u << l;
                else if (alive)
                    entered |= 1u << l;
            }
            if (!entered)
                continue;
            /* the next unwind pop of a PBK to inner_end */
            for (;;) {
                u = rec_find(&r.tr, 'U', slot, -1, nth++);
                if (!u)
                    fail_msg("slot %u: no inner PBK pop for outer iteration %d", slot, k);
                if (!rec_block0(u))
                    continue;
                char ev[256];
                rec_field(u, "ev", ev, sizeof ev);
                uint32_t m, pc;
                if (sscanf(ev, "[POP:PBK:0x%x:0x%x", &m, &pc) == 2 && pc == 0x110) {
                    if (m != entered)
                        fail_msg("slot %u iteration %d: inner PBK mask 0x%x, expected 0x%x", slot,
                                 k, m, entered);
                    break;
                }
            }
            uint32_t bm_want = broke_before;
            if (cfg->backward_branch_policy == SG_BB_DIV_TOKEN)
                bm_want |= finished_before;
            uint32_t bm = field_hex(u, "bm"), cm = field_hex(u, "cm");
            if (bm != bm_want || cm != cont)
                fail_msg("slot %u outer iteration %d, after the inner PBK pop: bm 0x%x cm 0x%x, "
                         "expected bm 0x%x cm 0x%x",
                         slot, k, bm, cm, bm_want, cont);
            assert_int_equal(am_after(u), entered);
            pops++;
        }
    }
    assert_true(pops > 0);
    /* and no other PBK pop: one of the outer PBK per warp */
    unsigned all = 0, outer = 0;
    for (const char *l = r.tr.buf; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL)
        if (l[0] == 'U' && rec_block0(l) && rec_has(l, " ev=[POP:PBK:")) {
            char ev[256];
            uint32_t m, pc;
            rec_field(l, "ev", ev, sizeof ev);
            assert_int_equal(sscanf(ev, "[POP:PBK:0x%x:0x%x", &m, &pc), 2);
            all++;
            outer += pc == 0x148;
        }
    assert_int_equal(outer, wpb);
    assert_int_equal(all, pops + wpb);
    rig_free(&r);
}

static void test_r3_nested_break_continue(void **state)
{
    (void)state;
    sg_config cfg;
    sg_config_default(&cfg);
    run_nested(&cfg, 2, 64);
    cfg.backward_branch_policy = SG_BB_DIV_TOKEN;
    run_nested(&cfg, 2, 64);
}

/* ---- R4: unwinding, one pop per record ------------------------------------ */

static const char *prog_unwind =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ MOV R2, RZ;\n"
    "/*0018*/ ISETP.LT.U32.AND P0, pt, R0, 0x10, pt;\n"
    "/*0020*/ PBK after;\n"
    "/*0028*/ SSY join;\n"
    "/*0030*/ @P0 BRA low;\n"
    "/*0038*/ BRK;\n"
    "low:\n"
    "/*0040*/ IADD R2, R2, 0x1;\n"
    "/*0048*/ BRK;\n"
    "join:\n"
    "/*0050*/ IADD R2, R2, 0x100;\n"
    "after:\n"
    "/*0058*/ ST [R10], R2;\n"
    "/*0060*/ EXIT;\n";

static void test_r4_one_pop_per_unwind_step(void **state)
{
    (void)state;
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = t < 16 ? 1u : 0u;
    rig r;
    rig_make(&r, NULL, prog_unwind);
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    const char *b1 = rec_find(&r.tr, 'I', 0, 0x38, 1);
    EXPECT_FIELD(b1, "am", "0xffff0000>0x00000000");
    EXPECT_FIELD(b1, "bm", "0xffff0000");
    const char *u1 = rec_next(b1, 0);
    assert_true(u1[0] == 'U');
    EXPECT_FIELD(u1, "ev", "[POP:DIV:0x0000ffff:0x0040]");
    EXPECT_FIELD(u1, "am", "0x00000000>0x0000ffff");
    const char *b2 = rec_find(&r.tr, 'I', 0, 0x48, 1);
    EXPECT_FIELD(b2, "bm", "0xffffffff");
    const char *u2 = rec_next(b2, 0), *u3 = rec_next(u2, 0), *s = rec_next(u3, 0);
    assert_true(u2[0] == 'U' && u3[0] == 'U' && s[0] == 'I');
    EXPECT_FIELD(u2, "pc", "0x0050");
    EXPECT_FIELD(u2, "ev", "[POP:SSY:0xffffffff:0x0050]"); /* restores nothing: all in BM */
    EXPECT_FIELD(u2, "am", "0x00000000>0x00000000");
    EXPECT_FIELD(u2, "bm", "0xffffffff");
    EXPECT_FIELD(u3, "pc", "0x0050");
    EXPECT_FIELD(u3, "ev", "[POP:PBK:0xffffffff:0x0058]");
    EXPECT_FIELD(u3, "am", "0x00000000>0xffffffff");
    EXPECT_FIELD(u3, "bm", "0x00000000");
    EXPECT_FIELD(u3, "npc", "0x0058");
    EXPECT_FIELD(s, "pc", "0x0058");
    assert_int_equal(rec_count(&r.tr, 'I', 0, 0x50), 0);
    assert_int_equal(rec_count(&r.tr, 'U', 0, -1), 3);
    rig_free(&r);
}

/* ---- R5: a conditional .S takes lanes out without popping ------------------ */

static const char *prog_cond_s =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ MOV R2, RZ;\n"
    "/*0018*/ ISETP.LT.U32.AND P0, pt, R0, 0x8, pt;\n"
    "/*0020*/ SSY join1;\n"
    "/*0028*/ @P0 NOP.S CC.T;\n"
    "/*0030*/ IADD R2, R2, 0x1;\n"
    "/*0038*/ IADD.S R2, R2, 0x1000;          // .S on an ALU instruction: add, then pop\n"
    "join1:\n"
    "/*0040*/ IADD R2, R2, 0x10;\n"
    "/*0048*/ ISETP.GE.U32.AND P1, pt, R0, RZ, pt;\n"
    "/*0050*/ SSY join2;\n"
    "/*0058*/ @P1 NOP.S CC.T;\n"
    "/*0060*/ IADD R2, R2, 0x100;\n"
    "join2:\n"
    "/*0068*/ ST [R10], R2;\n"
    "/*0070*/ EXIT;\n";

static void test_r5_conditional_s(void **state)
{
    (void)state;
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = t < 8 ? 0x10u : 0x1011u;
    rig r;
    rig_make(&r, NULL, prog_cond_s);
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    const char *s1 = rec_find(&r.tr, 'I', 0, 0x28, 1);
    EXPECT_FIELD(s1, "g", "0x000000ff");
    EXPECT_FIELD(s1, "am", "0xffffffff>0xffffff00");
    EXPECT_FIELD(s1, "depth", "1"); /* no pop */
    EXPECT_FIELD(s1, "ev", "[]");
    const char *s2 = rec_find(&r.tr, 'I', 0, 0x38, 1);
    EXPECT_FIELD(s2, "am", "0xffffff00>0xffffffff");
    EXPECT_FIELD(s2, "depth", "0");
    EXPECT_FIELD(s2, "ev", "[POP:SSY:0xffffffff:0x0040]");
    const char *s3 = rec_find(&r.tr, 'I', 0, 0x58, 1); /* every lane's guard true */
    EXPECT_FIELD(s3, "am", "0xffffffff>0x00000000");
    EXPECT_FIELD(s3, "depth", "1");
    EXPECT_FIELD(s3, "npc", "0x0060");
    const char *u = rec_next(s3, 0);
    assert_true(u[0] == 'U');
    EXPECT_FIELD(u, "ev", "[POP:SSY:0xffffffff:0x0068]");
    EXPECT_FIELD(u, "am", "0x00000000>0xffffffff");
    assert_int_equal(rec_count(&r.tr, 'I', 0, 0x60), 0);
    rig_free(&r);
}

/* ---- R6: conditional BRK/CONT/RET/EXIT; a divergent call ------------------ */

static const char *prog_call =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ MOV R2, RZ;\n"
    "/*0018*/ LOP.AND R1, R0, 0x1;\n"
    "/*0020*/ ISETP.NE.AND P0, pt, R1, RZ, pt;          // odd threads\n"
    "/*0028*/ LOP.AND R1, R0, 0x3;\n"
    "/*0030*/ ISETP.EQ.AND P1, pt, R1, RZ, pt;          // t % 4 == 0\n"
    "/*0038*/ SSY join;\n"
    "/*0040*/ @P0 BRA odd;\n"
    "/*0048*/ CAL func;                                 // even threads only\n"
    "/*0050*/ IADD R2, R2, 0x1000;\n"
    "/*0058*/ NOP.S CC.T;\n"
    "odd:\n"
    "/*0060*/ IADD R2, R2, 0x20000;\n"
    "/*0068*/ NOP.S CC.T;\n"
    "join:\n"
    "/*0070*/ ST [R10], R2;\n"
    "/*0078*/ EXIT;\n"
    "func:\n"
    "/*0080*/ IADD R2, R2, 0x1;\n"
    "/*0088*/ @P1 RET;                                  // guarded return\n"
    "/*0090*/ IADD R2, R2, 0x10;\n"
    "/*0098*/ RET;\n";

/* A call whose function returns from inside a PBK loop (spec §9.7's last
 * example): ret = (t&7)+1, brk = ((t>>3)&3)+2; r counts up from 0; the lane
 * returns when r >= ret, breaks when r >= brk (then r += 0x100 and returns). */
static const char *prog_ret_in_loop =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ MOV R2, RZ;\n"
    "/*0018*/ LOP.AND R6, R0, 0x7;\n"
    "/*0020*/ IADD R6, R6, 0x1;\n"
    "/*0028*/ SHR.U32 R7, R0, 0x3;\n"
    "/*0030*/ LOP.AND R7, R7, 0x3;\n"
    "/*0038*/ IADD R7, R7, 0x2;\n"
    "/*0040*/ CAL func;\n"
    "/*0048*/ ST [R10], R2;\n"
    "/*0050*/ EXIT;\n"
    "func:\n"
    "/*0058*/ PBK fend;\n"
    "floop:\n"
    "/*0060*/ IADD R2, R2, 0x1;\n"
    "/*0068*/ ISETP.GE.AND P1, pt, R2, R6, pt;\n"
    "/*0070*/ @P1 RET;\n"
    "/*0078*/ ISETP.GE.AND P2, pt, R2, R7, pt;\n"
    "/*0080*/ @P2 BRK;\n"
    "/*0088*/ BRA floop;\n"
    "fend:\n"
    "/*0090*/ IADD R2, R2, 0x100;\n"
    "/*0098*/ RET;\n";

static void test_r6_divergent_call_guarded_ret(void **state)
{
    (void)state;
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = t % 2 ? 0x20000u : t % 4 == 0 ? 0x1001u : 0x1011u;
    rig r;
    rig_make(&r, NULL, prog_call);
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    const char *c = rec_find(&r.tr, 'I', 0, 0x48, 1);
    EXPECT_FIELD(c, "am", "0x55555555>0x55555555");
    EXPECT_FIELD(c, "npc", "0x0080");
    EXPECT_FIELD(c, "stack",
                 "[CALL:0x55555555:0x0050,DIV:0xaaaaaaaa:0x0060,SSY:0xffffffff:0x0070]");
    const char *g = rec_find(&r.tr, 'I', 0, 0x88, 1);
    EXPECT_FIELD(g, "g", "0x11111111");
    EXPECT_FIELD(g, "am", "0x55555555>0x44444444");
    EXPECT_FIELD(g, "rm", "0x11111111");
    EXPECT_FIELD(g, "npc", "0x0090");
    EXPECT_FIELD(g, "depth", "3"); /* RET never pops itself */
    const char *ret = rec_find(&r.tr, 'I', 0, 0x98, 1);
    EXPECT_FIELD(ret, "am", "0x44444444>0x00000000");
    EXPECT_FIELD(ret, "rm", "0x55555555");
    const char *u = rec_next(ret, 0);
    assert_true(u[0] == 'U');
    EXPECT_FIELD(u, "pc", "0x00a0");
    EXPECT_FIELD(u, "ev", "[POP:CALL:0x55555555:0x0050]");
    EXPECT_FIELD(u, "am", "0x00000000>0x55555555");
    EXPECT_FIELD(u, "rm", "0x00000000");
    EXPECT_FIELD(u, "npc", "0x0050");
    rig_free(&r);

    /* RET from inside a loop inside the call: RM keeps the returning lanes
     * out of the PBK's restore */
    uint32_t ret_lanes = 0, brk_lanes = 0;
    for (uint32_t t = 0; t < 32; t++) {
        uint32_t rt = (t & 7) + 1, bk = ((t >> 3) & 3) + 2;
        want[t] = rt <= bk ? rt : bk + 0x100;
        if (rt <= bk)
            ret_lanes |= 1u << t;
        else
            brk_lanes |= 1u << t;
    }
    assert_true(ret_lanes && brk_lanes);
    rig_make(&r, NULL, prog_ret_in_loop);
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    const char *p = NULL;
    for (unsigned k = 1; (u = rec_find(&r.tr, 'U', 0, -1, k)); k++)
        if (rec_has(u, "ev=[POP:PBK:"))
            p = u;
    assert_non_null(p);
    EXPECT_FIELD(p, "ev", "[POP:PBK:0xffffffff:0x0090]");
    char s[64];
    snprintf(s, sizeof s, "0x00000000>0x%08x", brk_lanes);
    EXPECT_FIELD(p, "am", s);
    snprintf(s, sizeof s, "0x%08x", ret_lanes);
    EXPECT_FIELD(p, "rm", s);
    EXPECT_FIELD(p, "bm", "0x00000000");
    const char *last_u = rec_find(&r.tr, 'U', 0, -1, rec_count(&r.tr, 'U', 0, -1));
    EXPECT_FIELD(last_u, "ev", "[POP:CALL:0xffffffff:0x0048]");
    EXPECT_FIELD(last_u, "am", "0x00000000>0xffffffff");
    EXPECT_FIELD(last_u, "rm", "0x00000000");
    rig_free(&r);
}

/* ---- R7: divergent backward branches, both policies ----------------------- */

static const char *prog_loop =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ MOV R2, RZ;\n"
    "/*0018*/ MOV R3, RZ;\n"
    "/*0020*/ LOP.AND R4, R0, 0x7;\n"
    "/*0028*/ IADD R4, R4, 0x1;                         // trips = (t&7)+1\n"
    "/*0030*/ SSY done;\n"
    "loop:\n"
    "/*0038*/ IMAD R2, R2, 0x3, R0;\n"
    "/*0040*/ IADD R3, R3, 0x1;\n"
    "/*0048*/ ISETP.LT.AND P0, pt, R3, R4, pt;\n"
    "/*0050*/ @P0 BRA loop;\n"
    "/*0058*/ NOP.S CC.T;\n"
    "done:\n"
    "/*0060*/ ST [R10], R2;\n"
    "/*0068*/ EXIT;\n";

static void test_r7_backward_branch_policies(void **state)
{
    (void)state;
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++) {
        uint32_t acc = 0;
        for (uint32_t j = 0; j < (t & 7) + 1; j++)
            acc = acc * 3 + t;
        want[t] = acc;
    }
    uint64_t steps[2];
    for (int pol = 0; pol < 2; pol++) {
        sg_config cfg;
        sg_config_default(&cfg);
        cfg.backward_branch_policy = pol ? SG_BB_DIV_TOKEN : SG_BB_WHILE_MASK;
        rig r;
        rig_make(&r, &cfg, prog_loop);
        rig_launch(&r, 1, 32, 0, 0, 0);
        rig_run_ok(&r);
        expect_out(&r, 32, want);
        steps[pol] = sg_sm_instructions(r.sm);
        const char *b1 = rec_find(&r.tr, 'I', 0, 0x50, 1);
        EXPECT_FIELD(b1, "g", "0xfefefefe");
        assert_int_equal(rec_count(&r.tr, 'I', 0, 0x50), 8);
        if (!pol) {
            /* the taken lanes loop, the others wait in the while-mask entry */
            EXPECT_FIELD(b1, "am", "0xffffffff>0xfefefefe");
            EXPECT_FIELD(b1, "npc", "0x0038");
            EXPECT_FIELD(b1, "depth", "1");
            EXPECT_FIELD(b1, "wt", "[0x0050:1:0xffffffff]");
            EXPECT_FIELD(b1, "ev", "[WM_NEW:0x0050:1:0xffffffff]");
            const char *b8 = rec_find(&r.tr, 'I', 0, 0x50, 8);
            EXPECT_FIELD(b8, "g", "0x00000000");
            EXPECT_FIELD(b8, "am", "0x80808080>0xffffffff");
            EXPECT_FIELD(b8, "ev", "[WM_DEL:0x0050:1:0xffffffff]");
            EXPECT_FIELD(b8, "wt", "[]");
            assert_int_equal(rec_count_with(&r.tr, 0, "PUSH:DIV"), 0);
            assert_int_equal(rec_count_with(&r.tr, 0, "WM_NEW"), 1);
            assert_int_equal(rec_count(&r.tr, 'I', 0, 0x58), 1);
            assert_int_equal(steps[0], 42);
        } else {
            /* the not-taken lanes run first; the NOP.S pops the DIV */
            EXPECT_FIELD(b1, "am", "0xffffffff>0x01010101");
            EXPECT_FIELD(b1, "npc", "0x0058");
            EXPECT_FIELD(b1, "stack", "[DIV:0xfefefefe:0x0038,SSY:0xffffffff:0x0060]");
            EXPECT_FIELD(b1, "wt", "[]");
            EXPECT_FIELD(rec_next(b1, 0), "am", "0x01010101>0xfefefefe");
            assert_int_equal(rec_count_with(&r.tr, 0, "PUSH:DIV"), 7);
            assert_int_equal(rec_count_with(&r.tr, 0, "WM_"), 0);
            assert_int_equal(rec_count(&r.tr, 'I', 0, 0x58), 8);
        }
        rig_free(&r);
    }
    assert_int_equal(steps[1], steps[0] + 7);
}

/* ---- R8: BRA.U never changes AM or the stack ------------------------------- */

static const char *prog_uniform =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ MOV R2, RZ;\n"
    "/*0018*/ ISETP.LT.U32.AND P0, pt, R0, 0x10, pt;\n"
    "/*0020*/ @P0 BRA.U skip;                           // mixed: nobody jumps\n"
    "/*0028*/ @!P0 IADD R2, R2, 0x1;\n"
    "/*0030*/ @P0 IADD R2, R2, 0x2;\n"
    "skip:\n"
    "/*0038*/ ISETP.GE.U32.AND P1, pt, R0, RZ, pt;\n"
    "/*0040*/ @P1 BRA.U over;                           // all true: jumps\n"
    "/*0048*/ IADD R2, R2, 0x100;\n"
    "over:\n"
    "/*0050*/ MOV R3, RZ;\n"
    "/*0058*/ LOP.AND R4, R0, 0x3;\n"
    "/*0060*/ IADD R4, R4, 0x2;\n"
    "loop:\n"
    "/*0068*/ IADD R3, R3, 0x1;\n"
    "/*0070*/ ISETP.LT.AND P2, pt, R3, R4, pt;\n"
    "/*0078*/ @P2 BRA.U loop;                           // backward: while all are true\n"
    "/*0080*/ ISCADD R2, R3, R2, 0xc;\n"
    "/*0088*/ ST [R10], R2;\n"
    "/*0090*/ EXIT;\n";

static void test_r8_uniform_branch(void **state)
{
    (void)state;
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = (t < 16 ? 2u : 1u) + (2u << 12); /* the loop stops when t&3 == 0 stops */
    for (int pol = 0; pol < 2; pol++) {
        sg_config cfg;
        sg_config_default(&cfg);
        cfg.backward_branch_policy = pol ? SG_BB_DIV_TOKEN : SG_BB_WHILE_MASK;
        rig r;
        rig_make(&r, &cfg, prog_uniform);
        rig_launch(&r, 1, 32, 0, 0, 0);
        rig_run_ok(&r);
        expect_out(&r, 32, want);
        const char *b = rec_find(&r.tr, 'I', 0, 0x20, 1);
        EXPECT_FIELD(b, "g", "0x0000ffff");
        EXPECT_FIELD(b, "am", "0xffffffff>0xffffffff");
        EXPECT_FIELD(b, "npc", "0x0028");
        EXPECT_FIELD(b, "depth", "0");
        EXPECT_FIELD(b, "ev", "[]");
        EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x28, 1), "g", "0xffff0000");
        EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x40, 1), "npc", "0x0050");
        assert_int_equal(rec_count(&r.tr, 'I', 0, 0x48), 0);
        assert_int_equal(rec_count(&r.tr, 'I', 0, 0x78), 2);
        for (unsigned k = 1; k <= 2; k++) {
            const char *l = rec_find(&r.tr, 'I', 0, 0x78, k);
            EXPECT_FIELD(l, "am", "0xffffffff>0xffffffff");
            EXPECT_FIELD(l, "npc", k == 1 ? "0x0068" : "0x0080");
            EXPECT_FIELD(l, "g", k == 1 ? "0xffffffff" : "0xeeeeeeee");
            EXPECT_FIELD(l, "wt", "[]");
            EXPECT_FIELD(l, "ev", "[]");
            EXPECT_FIELD(l, "depth", "0");
        }
        rig_free(&r);
    }
}

/* ---- R9: BRX, serialized in ascending target order ------------------------ */

/* Three cases first (entry 0x30): t%4 == 0 -> 0x20, 1 -> 0x10, 2 and 3 ->
 * 0x00: lane 0 has the highest target. Ra = 0x100 + case * 16, offset
 * -0x100 (target = Ra + offset, IN-4). */
static const char *prog_brx3_fmt =
    "/*0000*/ IADD R2, R2, 0x1;\n"
    "/*0008*/ RET;\n"
    "/*0010*/ IADD R2, R2, 0x2;\n"
    "/*0018*/ RET;\n"
    "/*0020*/ IADD R2, R2, 0x4;\n"
    "/*0028*/ RET;\n"
    "/*0030*/ S2R R0, SR_Tid_X;\n"
    "/*0038*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0040*/ MOV32I R2, 0x100;\n"
    "/*0048*/ LOP.AND R1, R0, 0x3;\n"
    "/*0050*/ IMNMX.U32 R1, R1, 0x2, pt;\n"
    "/*0058*/ IADD R1, -R1, 0x2;\n"
    "/*0060*/ ISCADD R1, R1, 0x100, 0x4;\n"
    "/*0068*/ ISETP.LT.U32.AND P0, pt, R0, 0x18, pt;\n"
    "/*0070*/ PRET ret;\n"
    "/*0078*/ %sBRX R1, -0x100;\n"
    "/*0080*/ IADD R2, R2, 0x8;\n"
    "/*0088*/ RET;\n"
    "ret:\n"
    "/*0090*/ ST [R10], R2;\n"
    "/*0098*/ EXIT;\n";

static void test_r9_brx_three_targets(void **state)
{
    (void)state;
    for (int guarded = 0; guarded < 2; guarded++) {
        char src[2048];
        snprintf(src, sizeof src, prog_brx3_fmt, guarded ? "@P0 " : "");
        uint32_t want[32];
        for (uint32_t t = 0; t < 32; t++)
            want[t] = 0x100u + (guarded && t >= 24 ? 8u : t % 4 == 0 ? 4u : t % 4 == 1 ? 2u : 1u);
        rig r;
        rig_make(&r, NULL, src);
        rig_launch(&r, 1, 32, 0x30, 0, 0);
        rig_run_ok(&r);
        expect_out(&r, 32, want);
        assert_int_equal(rec_count(&r.tr, 'I', 0, 0x78), 3);
        const char *x1 = rec_find(&r.tr, 'I', 0, 0x78, 1), *x2 = rec_find(&r.tr, 'I', 0, 0x78, 2),
                   *x3 = rec_find(&r.tr, 'I', 0, 0x78, 3);
        if (!guarded) {
            EXPECT_FIELD(x1, "am", "0xffffffff>0xcccccccc");
            EXPECT_FIELD(x1, "npc", "0x0000");
            EXPECT_FIELD(x1, "stack", "[DIV:0x33333333:0x0078,PRET:0xffffffff:0x0090]");
            EXPECT_FIELD(x2, "am", "0x33333333>0x22222222");
            EXPECT_FIELD(x2, "npc", "0x0010");
            EXPECT_FIELD(x2, "stack", "[DIV:0x11111111:0x0078,PRET:0xffffffff:0x0090]");
            EXPECT_FIELD(x3, "am", "0x11111111>0x11111111");
            EXPECT_FIELD(x3, "npc", "0x0020");
            EXPECT_FIELD(x3, "stack", "[PRET:0xffffffff:0x0090]");
        } else {
            /* the guard-false lanes wait on a DIV at PC+8, below the others */
            EXPECT_FIELD(x1, "g", "0x00ffffff");
            EXPECT_FIELD(x1, "am", "0xffffffff>0x00cccccc");
            EXPECT_FIELD(x1, "stack", "[DIV:0x00333333:0x0078,DIV:0xff000000:0x0080,"
                                      "PRET:0xffffffff:0x0090]");
            EXPECT_FIELD(x2, "g", "0x00333333");
            EXPECT_FIELD(x2, "am", "0x00333333>0x00222222");
            EXPECT_FIELD(x2, "stack", "[DIV:0x00111111:0x0078,DIV:0xff000000:0x0080,"
                                      "PRET:0xffffffff:0x0090]");
            EXPECT_FIELD(x3, "am", "0x00111111>0x00111111");
            EXPECT_FIELD(x3, "stack", "[DIV:0xff000000:0x0080,PRET:0xffffffff:0x0090]");
            EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x80, 1), "am", "0xff000000>0xff000000");
        }
        const char *last_u = rec_find(&r.tr, 'U', 0, -1, rec_count(&r.tr, 'U', 0, -1));
        EXPECT_FIELD(last_u, "ev", "[POP:PRET:0xffffffff:0x0090]");
        EXPECT_FIELD(last_u, "am", "0x00000000>0xffffffff");
        EXPECT_FIELD(last_u, "rm", "0x00000000");
        rig_free(&r);
    }
}

/* 32 targets, one per lane, lane t -> case 31 - t at 16 * (31 - t): the BRX
 * runs 32 times and serves lane 31 first. */
static void test_r9_brx_32_targets(void **state)
{
    (void)state;
    char src[8192];
    size_t n = 0;
    for (unsigned k = 0; k < 32; k++)
        n += (size_t)snprintf(src + n, sizeof src - n,
                              "/*%04x*/ IADD R2, R0, 0x%x;\n/*%04x*/ RET;\n", 16 * k, 0x100 * k,
                              16 * k + 8);
    snprintf(src + n, sizeof src - n,
             "/*0200*/ S2R R0, SR_Tid_X;\n"
             "/*0208*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
             "/*0210*/ IADD R1, -R0, 0x1f;\n"
             "/*0218*/ ISCADD R1, R1, -0x40, 0x4;\n"
             "/*0220*/ PRET ret;\n"
             "/*0228*/ BRX R1, 0x40;\n"
             "/*0230*/ EXIT;\n"
             "ret:\n"
             "/*0238*/ ST [R10], R2;\n"
             "/*0240*/ EXIT;\n");
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = t + 0x100u * (31u - t);
    rig r;
    rig_make(&r, NULL, src);
    rig_launch(&r, 1, 32, 0x200, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    assert_int_equal(rec_count(&r.tr, 'I', 0, 0x228), 32);
    for (unsigned k = 0; k < 32; k++) {
        const char *x = rec_find(&r.tr, 'I', 0, 0x228, k + 1);
        uint32_t lane = 31 - k, rest = lane ? (1u << lane) - 1 : 0;
        char s[128];
        snprintf(s, sizeof s, "0x%08x>0x%08x", lane == 31 ? 0xffffffffu : (2u << lane) - 1,
                 1u << lane);
        EXPECT_FIELD(x, "am", s);
        snprintf(s, sizeof s, "0x%04x", 16 * k);
        EXPECT_FIELD(x, "npc", s);
        if (rest)
            snprintf(s, sizeof s, "[DIV:0x%08x:0x0228,PRET:0xffffffff:0x0238]", rest);
        else
            snprintf(s, sizeof s, "[PRET:0xffffffff:0x0238]");
        EXPECT_FIELD(x, "stack", s);
    }
    assert_int_equal(rec_count(&r.tr, 'I', 0, 0x230), 0);
    rig_free(&r);
}

/* ---- R10: capacity, spilling, overflow and underflow ---------------------- */

/* Push c[0x0][0x24] SSY tokens (a uniform loop), then pop them one by one. */
static const char *prog_push_pop =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ MOV R3, RZ;\n"
    "/*0018*/ MOV R4, RZ;\n"
    "push:\n"
    "/*0020*/ SSY popped;\n"
    "/*0028*/ IADD R3, R3, 0x1;\n"
    "/*0030*/ ISETP.LT.AND P0, pt, R3, c [0x0] [0x24], pt;\n"
    "/*0038*/ @P0 BRA.U push;\n"
    "pop:\n"
    "/*0040*/ NOP.S CC.T;\n"
    "popped:\n"
    "/*0048*/ IADD R4, R4, 0x1;\n"
    "/*0050*/ ISETP.LT.AND P1, pt, R4, R3, pt;\n"
    "/*0058*/ @P1 BRA.U pop;\n"
    "/*0060*/ ST [R10], R4;\n"
    "/*0068*/ EXIT;\n";

static void spill_case(unsigned onchip, uint32_t spill, uint32_t pushes, int fits)
{
    sg_config cfg;
    sg_config_default(&cfg);
    cfg.stack_onchip_slots = onchip;
    cfg.stack_spill_bytes = spill;
    uint32_t capacity = onchip + 48 * (spill / 0x200);
    rig r;
    rig_make(&r, &cfg, prog_push_pop);
    rig_launch(&r, 1, 32, 0, pushes, 0);
    uint32_t want[32];
    if (fits) {
        assert_true(pushes <= capacity);
        run_until_pc(&r, 0, 0x40); /* every token pushed */
        sg_warp_state ws = wstate(&r, 0);
        assert_int_equal(ws.depth, pushes);
        assert_int_equal(ws.onchip, pushes < onchip ? pushes : onchip);
        assert_int_equal(ws.spilled, pushes > onchip ? pushes - onchip : 0);
        expect_token(&r, 0, 0, TOK_SSY, 0xffffffff, 0x48);
        expect_token(&r, 0, pushes - 1, TOK_SSY, 0xffffffff, 0x48);
        rig_run_ok(&r);
        for (uint32_t t = 0; t < 32; t++)
            want[t] = pushes;
        expect_out(&r, 32, want);
        uint32_t sp = pushes > onchip ? pushes - onchip : 0;
        assert_int_equal(rec_count_with(&r.tr, 0, ",SPILL]"), sp);
        assert_int_equal(rec_count_with(&r.tr, 0, ",FILL]"), sp);
        if (sp) {
            char s[32];
            snprintf(s, sizeof s, "%u", sp);
            EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x20, pushes), "spilled", s);
            EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x20, onchip), "spilled", "0");
            EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x20, onchip + 1), "ev",
                         "[PUSH:SSY:0xffffffff:0x0048,SPILL]");
            EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x40, 1), "ev",
                         "[POP:SSY:0xffffffff:0x0048,FILL]");
        }
    } else {
        assert_true(pushes == capacity + 1);
        sg_error err;
        sg_status st = sg_sm_run(r.sm, 1000000, &err);
        assert_int_not_equal(st, SG_OK);
        if (!strstr(err.msg, "pc 0x0020") || !strstr(err.msg, "STACK_OVERFLOW"))
            fail_msg("error message does not name the pc and the cause: %s", err.msg);
        sg_warp_state ws = wstate(&r, 0);
        assert_int_equal(ws.status, 2);
        assert_int_equal(ws.error, 1);
        assert_int_equal(ws.depth, capacity); /* the failing push had no effect */
        assert_int_equal(ws.pc, 0x20);
        assert_int_equal(ws.am, 0xffffffff);
        assert_int_equal(ws.spilled, capacity - onchip);
        const char *e = rec_last(&r.tr, 0);
        assert_true(e[0] == 'E');
        EXPECT_FIELD(e, "pc", "0x0020");
        EXPECT_FIELD(e, "error", "STACK_OVERFLOW");
        char s[32];
        snprintf(s, sizeof s, "%u", capacity);
        EXPECT_FIELD(e, "capacity", s);
        EXPECT_FIELD(e, "depth", s);
        uint32_t r3;
        check(sg_sm_reg(r.sm, 0, 0, 3, &r3, &err), &err, "reg");
        assert_int_equal(r3, capacity); /* counted the pushes that happened */
        for (uint32_t t = 0; t < 32; t++)
            want[t] = NOSTORE;
        expect_out(&r, 32, want);
    }
    rig_free(&r);
}

static void test_r10_spill_and_overflow(void **state)
{
    (void)state;
    spill_case(16, 0, 16, 1);        /* default: 16 on-chip, no spill area */
    spill_case(16, 0, 17, 0);
    spill_case(2, 0x200, 50, 1);     /* 2 on-chip + 48 spilled */
    spill_case(2, 0x200, 51, 0);
    spill_case(2, 0x3ff, 50, 1);     /* 48 slots per whole 0x200 bytes */
    spill_case(2, 0x3ff, 51, 0);
    spill_case(1, 0x400, 97, 1);     /* 1 + 96 */
    spill_case(1, 0x400, 98, 0);
}

/* An error stops only its warp (ERR-3): warp 1 overflows, warp 0 finishes. */
static const char *prog_push_per_warp =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ SHR.U32 R5, R0, 0x5;\n"
    "/*0018*/ IADD R5, R5, c [0x0] [0x24];                  // pushes: 16 + warp\n"
    "/*0020*/ MOV R3, RZ;\n"
    "push:\n"
    "/*0028*/ SSY out;\n"
    "/*0030*/ IADD R3, R3, 0x1;\n"
    "/*0038*/ ISETP.LT.AND P0, pt, R3, R5, pt;\n"
    "/*0040*/ @P0 BRA.U push;\n"
    "out:\n"
    "/*0048*/ ST [R10], R3;\n"
    "/*0050*/ EXIT;\n";

static void test_r10_error_contained(void **state)
{
    (void)state;
    rig r;
    rig_make(&r, NULL, prog_push_per_warp);
    rig_launch(&r, 1, 64, 0, 16, 0);
    unsigned errors = 0;
    for (int k = 0; k < 1000; k++) {
        sg_error err;
        if (sg_sm_step(r.sm, &err) != SG_OK) {
            errors++;
            assert_non_null(strstr(err.msg, "warp 1 "));
            assert_non_null(strstr(err.msg, "pc 0x0028"));
        }
    }
    assert_int_equal(errors, 1);
    assert_false(sg_sm_done(r.sm)); /* the block never completes */
    sg_warp_state w0 = wstate(&r, 0), w1 = wstate(&r, 1);
    assert_int_equal(w0.status, 1);
    assert_int_equal(w1.status, 2);
    assert_int_equal(w1.error, 1);
    assert_int_equal(w1.depth, 16);
    /* warp 0 stores with its 16 tokens on the stack; its EXIT empties AM,
     * and 16 unwind pops, each restoring nothing (every lane exited), empty
     * the stack before the warp is done */
    uint32_t want[64];
    for (uint32_t t = 0; t < 64; t++)
        want[t] = t < 32 ? 16u : NOSTORE;
    expect_out(&r, 64, want);
    assert_int_equal(rec_count(&r.tr, 'U', 0, -1), 16);
    assert_int_equal(rec_count(&r.tr, 'I', 0, 0x48), 1);
    const char *last = rec_last(&r.tr, 0);
    EXPECT_FIELD(last, "am", "0x00000000>0x00000000");
    EXPECT_FIELD(last, "depth", "0");
    EXPECT_FIELD(rec_last(&r.tr, 1), "error", "STACK_OVERFLOW");
    rig_free(&r);
}

static void underflow_case(const char *src, uint32_t err_pc, uint32_t cause, uint32_t am)
{
    rig r;
    rig_make(&r, NULL, src);
    rig_launch(&r, 1, 32, 0, 0, 0);
    sg_error err;
    assert_int_not_equal(sg_sm_run(r.sm, 1000, &err), SG_OK);
    char pc[32];
    snprintf(pc, sizeof pc, "pc 0x%04x", err_pc);
    if (!strstr(err.msg, pc) || !strstr(err.msg, "STACK_UNDERFLOW"))
        fail_msg("error message does not name %s and STACK_UNDERFLOW: %s", pc, err.msg);
    sg_warp_state ws = wstate(&r, 0);
    assert_int_equal(ws.status, 2);
    assert_int_equal(ws.error, 2);
    assert_int_equal(ws.cause, cause);
    assert_int_equal(ws.pc, err_pc);
    assert_int_equal(ws.am, am);
    assert_int_equal(ws.depth, 0);
    const char *e = rec_last(&r.tr, 0);
    assert_true(e[0] == 'E');
    EXPECT_FIELD(e, "error", "STACK_UNDERFLOW");
    uint32_t r2;
    check(sg_sm_reg(r.sm, 0, 0, 2, &r2, &err), &err, "reg");
    assert_int_equal(r2, 7); /* the failing step wrote nothing (STEP-4) */
    rig_free(&r);
}

static void test_r10_underflow(void **state)
{
    (void)state;
    underflow_case("/*0000*/ MOV32I R2, 0x7;\n/*0008*/ IADD.S R2, R2, 0x1;\n/*0010*/ EXIT;\n",
                   0x08, 1 /* SPOP_EMPTY */, 0xffffffff);
    underflow_case("/*0000*/ MOV32I R2, 0x7;\n/*0008*/ NOP.S CC.T;\n/*0010*/ EXIT;\n", 0x08, 1,
                   0xffffffff);
    underflow_case("/*0000*/ MOV32I R2, 0x7;\n"
                   "/*0008*/ S2R R0, SR_Tid_X;\n"
                   "/*0010*/ ISETP.LT.U32.AND P0, pt, R0, 0x4, pt;\n"
                   "/*0018*/ @P0 IADD.S R2, R2, 0x1;\n/*0020*/ EXIT;\n",
                   0x18, 2 /* GUARDED_S_EMPTY */, 0xffffffff);
    underflow_case("/*0000*/ MOV32I R2, 0x7;\n/*0008*/ BRK;\n/*0010*/ EXIT;\n", 0x10,
                   3 /* UNWIND_PARKED */, 0);
    underflow_case("/*0000*/ MOV32I R2, 0x7;\n/*0008*/ RET;\n/*0010*/ EXIT;\n", 0x10, 3, 0);

    /* a conditional .S whose guard is false everywhere is no error (S-3) */
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = 8;
    rig r;
    rig_make(&r, NULL,
             "/*0000*/ S2R R0, SR_Tid_X;\n"
             "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
             "/*0010*/ MOV32I R2, 0x7;\n"
             "/*0018*/ ISETP.GT.U32.AND P0, pt, R0, 0x40, pt;\n"
             "/*0020*/ @P0 NOP.S CC.T;\n"
             "/*0028*/ IADD R2, R2, 0x1;\n"
             "/*0030*/ ST [R10], R2;\n"
             "/*0038*/ EXIT;\n");
    rig_launch(&r, 1, 32, 0, 0, 0);
    rig_run_ok(&r);
    expect_out(&r, 32, want);
    rig_free(&r);
}

/* WMASK_OVERFLOW: two nested divergent loops with one while-mask slot. */
static const char *prog_two_loops =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ ISCADD R10, R0, c [0x0] [0x20], 0x2;\n"
    "/*0010*/ LOP.AND R5, R0, 0x1;\n"
    "/*0018*/ IADD R5, R5, 0x1;                         // inner trips 1-2\n"
    "/*0020*/ LOP.AND R6, R0, 0x2;\n"
    "/*0028*/ IADD R6, R6, 0x1;                         // outer trips 1 or 3\n"
    "/*0030*/ MOV R2, RZ;\n"
    "/*0038*/ MOV R3, RZ;\n"
    "outer:\n"
    "/*0040*/ MOV R4, RZ;\n"
    "inner:\n"
    "/*0048*/ IADD R2, R2, 0x1;\n"
    "/*0050*/ IADD R4, R4, 0x1;\n"
    "/*0058*/ ISETP.LT.AND P0, pt, R4, R5, pt;\n"
    "/*0060*/ @P0 BRA inner;\n"
    "/*0068*/ IADD R3, R3, 0x1;\n"
    "/*0070*/ ISETP.LT.AND P1, pt, R3, R6, pt;\n"
    "/*0078*/ @P1 BRA outer;\n"
    "/*0080*/ ST [R10], R2;\n"
    "/*0088*/ EXIT;\n";

static void test_r10_while_mask_overflow(void **state)
{
    (void)state;
    uint32_t want[32];
    for (uint32_t t = 0; t < 32; t++)
        want[t] = ((t & 1) + 1) * ((t & 2) + 1);
    for (unsigned slots = 1; slots <= 2; slots++) {
        sg_config cfg;
        sg_config_default(&cfg);
        cfg.while_mask_slots = slots;
        rig r;
        rig_make(&r, &cfg, prog_two_loops);
        rig_launch(&r, 1, 32, 0, 0, 0);
        if (slots == 2) {
            rig_run_ok(&r);
            expect_out(&r, 32, want);
        } else {
            sg_error err;
            assert_int_not_equal(sg_sm_run(r.sm, 100000, &err), SG_OK);
            assert_non_null(strstr(err.msg, "WMASK_OVERFLOW"));
            assert_non_null(strstr(err.msg, "pc 0x0060"));
            sg_warp_state ws = wstate(&r, 0);
            assert_int_equal(ws.status, 2);
            assert_int_equal(ws.error, 3);
            assert_int_equal(ws.wt_entries, 1);
            EXPECT_FIELD(rec_last(&r.tr, 0), "wt", "[0x0078:0:0xffffffff]");
            assert_int_equal(rec_count(&r.tr, 'I', 0, 0x60), 2); /* the third one fails: */
            EXPECT_FIELD(rec_last(&r.tr, 0), "pc", "0x0060");
            EXPECT_FIELD(rec_last(&r.tr, 0), "error", "WMASK_OVERFLOW");
        }
        rig_free(&r);
    }
}

/* ---- warp sizes, partial warps, blocks and barriers ----------------------- */

/* The programs above give the same results with 8-lane and 1-lane warps; a
 * 1-lane warp never diverges. */
static void test_warp_sizes(void **state)
{
    (void)state;
    static const unsigned sizes[] = {8, 1, 5};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        sg_config cfg;
        sg_config_default(&cfg);
        cfg.warp_size = sizes[k];
        run_nested(&cfg, 2, 32);
        cfg.backward_branch_policy = SG_BB_DIV_TOKEN;
        run_nested(&cfg, 2, 32);
        cfg.backward_branch_policy = SG_BB_WHILE_MASK;

        uint32_t want[32];
        exit_in_divergence_want(32, want);
        rig r;
        rig_make(&r, &cfg, prog_exit_in_divergence);
        rig_launch(&r, 1, 32, 0, 0, 0);
        rig_run_ok(&r);
        expect_out(&r, 32, want);
        unsigned nwarps = (32 + sizes[k] - 1) / sizes[k];
        for (unsigned w = 0; w < nwarps; w++)
            assert_true(rec_last(&r.tr, w) != NULL);
        if (sizes[k] == 8) {
            const char *x = rec_find(&r.tr, 'I', 1, 0x40, 1);
            EXPECT_FIELD(x, "g", "0x22");
            EXPECT_FIELD(x, "am", "0xee>0xcc");
            EXPECT_FIELD(rec_find(&r.tr, 'I', 1, 0x60, 1), "am", "0x11>0xdd");
        }
        if (sizes[k] == 1) {
            assert_int_equal(trace_count(&r.tr, "PUSH:DIV"), 0);
            for (unsigned w = 0; w < 32; w++)
                EXPECT_FIELD(rec_last(&r.tr, w), "xm", "0x1");
        }
        rig_free(&r);
    }
}

/* A block of 28 threads: one warp with AM = 0x0fffffff; lanes 28-31 never
 * run, so no restore ever brings them in. */
static void test_partial_warp(void **state)
{
    (void)state;
    uint32_t want[32];
    exit_in_divergence_want(28, want);
    rig r;
    rig_make(&r, NULL, prog_exit_in_divergence);
    rig_launch(&r, 1, 28, 0, 0, 0);
    sg_warp_state ws = wstate(&r, 0);
    assert_int_equal(ws.live, 0x0fffffff);
    assert_int_equal(ws.am, 0x0fffffff);
    assert_false(wstate(&r, 1).valid);
    rig_run_ok(&r);
    expect_out(&r, 28, want); /* and out[28..] untouched */
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x30, 1), "stack", "[SSY:0x0fffffff:0x0068]");
    EXPECT_FIELD(rec_find(&r.tr, 'I', 0, 0x60, 1), "am", "0x01111111>0x0ddddddd");
    EXPECT_FIELD(rec_last(&r.tr, 0), "xm", "0x0fffffff");
    rig_free(&r);

    /* 100 threads in 32-lane warps: 3 full warps and one of 4 lanes, in each
     * of 3 blocks */
    uint32_t n = 300, want3[300];
    nested_info f;
    for (uint32_t t = 0; t < n; t++) {
        f = nested_ref(t, NESTED_LIMIT);
        want3[t] = f.acc;
    }
    rig_make(&r, NULL, prog_nested);
    rig_launch(&r, 3, 100, 0, NESTED_LIMIT, 0);
    for (unsigned s = 0; s < 12; s++) {
        ws = wstate(&r, s);
        assert_true(ws.valid);
        assert_int_equal(ws.block, s / 4);
        assert_int_equal(ws.live, s % 4 == 3 ? 0xfu : 0xffffffffu);
    }
    rig_run_ok(&r);
    expect_out(&r, n, want3);
    rig_free(&r);
}

/* Several blocks of several warps exchange values through shared memory:
 * each thread stores gid*3+7 at s[4*tid], waits at BAR.RED.POPC RZ, 0x0, and
 * reads the value of thread (tid+37) % blockDim, usually another warp's. */
static const char *prog_exchange_fmt =
    "/*0000*/ S2R R0, SR_Tid_X;\n"
    "/*0008*/ S2R R1, SR_CTAid_X;\n"
    "/*0010*/ IMAD.U32.U32 R2, R1, c [0x0] [0x8], R0;\n"
    "/*0018*/ ISCADD R10, R2, c [0x0] [0x20], 0x2;\n"
    "/*0020*/ IMUL R4, R2, 0x3;\n"
    "/*0028*/ IADD R4, R4, 0x7;\n"
    "/*0030*/ SHL R3, R0, 0x2;\n"
    "/*0038*/ STS [R3], R4;\n"
    "/*0040*/ %s;\n"
    "/*0048*/ IADD R5, R0, 0x25;\n"
    "/*0050*/ ISETP.GE.U32.AND P0, pt, R5, c [0x0] [0x8], pt;\n"
    "/*0058*/ @P0 IADD R5, R5, -c [0x0] [0x8];\n"
    "/*0060*/ SHL R5, R5, 0x2;\n"
    "/*0068*/ LDS R6, [R5];\n"
    "/*0070*/ ST [R10], R6;\n"
    "/*0078*/ EXIT;\n";

/* Returns whether the results are the exchanged values; *waited_out: a
 * warp was seen waiting at the barrier between two clocks. */
static int run_exchange(const sg_config *cfg, uint32_t grid, uint32_t block, int barrier,
                        int *waited_out)
{
    char src[2048];
    snprintf(src, sizeof src, prog_exchange_fmt, barrier ? "BAR.RED.POPC RZ, 0x0" : "NOP CC.T");
    uint32_t n = grid * block, want[OUT_WORDS];
    for (uint32_t g = 0; g < n; g++) {
        uint32_t b = g / block, t = g % block, src_t = (t + 37) % block;
        want[g] = (b * block + src_t) * 3 + 7;
    }
    rig r;
    rig_make(&r, cfg, src);
    rig_launch(&r, grid, block, 0, 0, 0);
    int waited = 0;
    while (!sg_sm_done(r.sm)) {
        sg_error err;
        check(sg_sm_step(r.sm, &err), &err, "step");
        /* while a warp of a block waits, no warp of that block is past the
         * barrier */
        for (unsigned s = 0; s < sg_sm_warp_slots(r.sm); s++) {
            sg_warp_state ws = wstate(&r, s);
            if (!ws.valid || ws.status != 3)
                continue;
            waited = 1;
            assert_int_equal(ws.pc, 0x48);
            for (unsigned o = 0; o < sg_sm_warp_slots(r.sm); o++) {
                sg_warp_state os = wstate(&r, o);
                if (os.valid && os.block == ws.block && os.pc > 0x48)
                    fail_msg("block %u: warp %u at pc 0x%x while warp %u waits at the barrier",
                             ws.block, os.warp_in_block, os.pc, ws.warp_in_block);
            }
        }
        assert_true(sg_sm_cycle(r.sm) < 100000);
    }
    if (!barrier)
        assert_false(waited);
    *waited_out = waited;
    int same;
    if (barrier) {
        expect_out(&r, n, want);
        same = 1;
    } else {
        sg_error err;
        check(sg_sm_read_global(r.sm, OUT_BASE, r.out, 4 * n, &err), &err, "read");
        same = !memcmp(r.out, want, 4 * n);
    }
    rig_free(&r);
    return same;
}

static void test_barrier_shared_exchange(void **state)
{
    (void)state;
    sg_config cfg;
    sg_config_default(&cfg);
    int waited;
    run_exchange(&cfg, 3, 96, 1, &waited); /* 3 warps per block */
    assert_true(waited);
    run_exchange(&cfg, 3, 100, 1, &waited); /* the last warp has 4 lanes */
    assert_true(waited);
    run_exchange(&cfg, 7, 256, 1, &waited); /* 8 warps per block; the 7th waits for slots */
    assert_true(waited);
    cfg.max_blocks = 1;
    /* one block at a time (shared memory zeroed for each); its two warps,
     * one per scheduler, reach the barrier in the same clock */
    run_exchange(&cfg, 4, 64, 1, &waited);
    cfg.schedulers = 1;
    run_exchange(&cfg, 4, 64, 1, &waited); /* one scheduler: warp 0 waits for warp 1 */
    assert_true(waited);
    sg_config_default(&cfg);
    cfg.warp_size = 8;
    run_exchange(&cfg, 2, 60, 1, &waited); /* 8 warps of 8 lanes, the last of 4 */
    assert_true(waited);
    /* the barrier is what makes it work: in one block of 3 warps, warp 1
     * (alone on scheduler 1) reaches its LDS before warp 2 (sharing
     * scheduler 0 with warp 0) has stored, and reads zeros without it */
    sg_config_default(&cfg);
    assert_true(run_exchange(&cfg, 1, 96, 1, &waited));
    assert_true(waited);
    assert_false(run_exchange(&cfg, 1, 96, 0, &waited));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_r1_lane_order),
        cmocka_unit_test(test_r2_exit_never_returns),
        cmocka_unit_test(test_r3_nested_break_continue),
        cmocka_unit_test(test_r4_one_pop_per_unwind_step),
        cmocka_unit_test(test_r5_conditional_s),
        cmocka_unit_test(test_r6_divergent_call_guarded_ret),
        cmocka_unit_test(test_r7_backward_branch_policies),
        cmocka_unit_test(test_r8_uniform_branch),
        cmocka_unit_test(test_r9_brx_three_targets),
        cmocka_unit_test(test_r9_brx_32_targets),
        cmocka_unit_test(test_r10_spill_and_overflow),
        cmocka_unit_test(test_r10_error_contained),
        cmocka_unit_test(test_r10_underflow),
        cmocka_unit_test(test_r10_while_mask_overflow),
        cmocka_unit_test(test_warp_sizes),
        cmocka_unit_test(test_partial_warp),
        cmocka_unit_test(test_barrier_shared_exchange),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
