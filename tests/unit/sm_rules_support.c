/*
 * sm_rules_support.c - the harness of the test_sm_rules_*.c tests
 * (sm_rules_support.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "sm_rules_support.h"

uint32_t sentinel(uint32_t i)
{
    return 0x5e000000u | i;
}

void check(sg_status st, const sg_error *err, const char *what)
{
    if (st != SG_OK) {
        char buf[1024];
        fail_msg("%s: %s", what, sg_error_format(err, buf, sizeof buf));
    }
}

/* Assemble src, create a model with cfg (NULL: the defaults), load, map the
 * output words (filled with sentinels) and trace into a buffer. */
void rig_make(rig *r, const sg_config *cfg, const char *src)
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
void rig_launch(rig *r, uint32_t grid, uint32_t block, uint32_t entry, uint32_t p1,
                       uint32_t p2)
{
    uint32_t params[3] = {OUT_BASE, p1, p2};
    sg_launch l = {{grid, 1, 1}, {block, 1, 1}, params, sizeof params, entry};
    sg_error err;
    check(sg_sm_launch(r->sm, &l, &err), &err, "launch");
}

void rig_run_ok(rig *r)
{
    sg_error err;
    check(sg_sm_run(r->sm, 1000000, &err), &err, "run");
    assert_true(sg_sm_done(r->sm));
}

void rig_free(rig *r)
{
    sg_sm_destroy(r->sm);
    free(r->tr.buf);
    r->sm = NULL;
    r->tr.buf = NULL;
}

/* The stored words: want[i] for i < n (NOSTORE: the sentinel), the
 * sentinel everywhere after. */
void expect_out(rig *r, uint32_t n, const uint32_t *want)
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

sg_warp_state wstate(const rig *r, unsigned slot)
{
    sg_warp_state ws;
    sg_error err;
    check(sg_sm_warp_state(r->sm, slot, &ws, &err), &err, "warp state");
    return ws;
}

/* Step the SM until the warp in slot is running at pc with a non-empty AM
 * (about to execute the instruction there). */
void run_until_pc(rig *r, unsigned slot, uint32_t pc)
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

void expect_token(const rig *r, unsigned slot, unsigned i, uint32_t type, uint32_t mask,
                         uint32_t pc)
{
    sg_token_state t;
    sg_error err;
    check(sg_sm_warp_token(r->sm, slot, i, &t, &err), &err, "token");
    if (t.type != type || t.mask != mask || t.pc != pc)
        fail_msg("slot %u token %u = {%u, 0x%08x, 0x%04x}, expected {%u, 0x%08x, 0x%04x}", slot,
                 i, t.type, t.mask, t.pc, type, mask, pc);
}

/* ---- trace records -------------------------------------------------------- */

/* Does the record line (up to its newline) hold " key=" ... ? */
int rec_has(const char *line, const char *pat)
{
    const char *end = strchr(line, '\n');
    size_t n = end ? (size_t)(end - line) : strlen(line);
    size_t m = strlen(pat);
    for (size_t i = 0; i + m <= n; i++)
        if (!memcmp(line + i, pat, m))
            return 1;
    return 0;
}

int rec_match(const char *line, char kind, unsigned w, int pc)
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
const char *rec_find(const tbuf *t, char kind, unsigned w, int pc, unsigned nth)
{
    unsigned seen = 0;
    for (const char *l = t->buf; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL)
        if (rec_match(l, kind, w, pc) && ++seen == nth)
            return l;
    return NULL;
}

unsigned rec_count(const tbuf *t, char kind, unsigned w, int pc)
{
    unsigned n = 0;
    for (const char *l = t->buf; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL)
        n += rec_match(l, kind, w, pc);
    return n;
}

/* The next record of warp w after record `after`, of any kind. */
const char *rec_next(const char *after, unsigned w)
{
    for (const char *l = strchr(after, '\n'); l && *++l; l = strchr(l, '\n'))
        if (rec_match(l, 'I', w, -1) || rec_match(l, 'U', w, -1) || rec_match(l, 'E', w, -1))
            return l;
    return NULL;
}

const char *rec_last(const tbuf *t, unsigned w)
{
    const char *last = NULL;
    for (const char *l = t->buf; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL)
        if (rec_match(l, 'I', w, -1) || rec_match(l, 'U', w, -1) || rec_match(l, 'E', w, -1))
            last = l;
    return last;
}

/* Records of warp slot w whose line contains pat. */
unsigned rec_count_with(const tbuf *t, unsigned w, const char *pat)
{
    unsigned n = 0;
    for (const char *l = t->buf; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL)
        if ((rec_match(l, 'I', w, -1) || rec_match(l, 'U', w, -1)) && rec_has(l, pat))
            n++;
    return n;
}

/* Is the record of block 0? (A slot holds the warps of several blocks in
 * turn when blocks wait for slots.) */
int rec_block0(const char *line)
{
    return rec_has(line, " blk=0 ");
}

/* Value of field key in a record. */
void rec_field(const char *line, const char *key, char *out, size_t n)
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

void expect_field(const char *line, const char *key, const char *want, int at)
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

uint32_t field_hex(const char *line, const char *key)
{
    char v[64];
    rec_field(line, key, v, sizeof v);
    assert_true(v[0] != '\0');
    return (uint32_t)strtoul(v, NULL, 0);
}

/* The active mask after a record's step ("am=BEFORE>AFTER"). */
uint32_t am_after(const char *line)
{
    char v[64];
    rec_field(line, "am", v, sizeof v);
    const char *gt = strchr(v, '>');
    assert_non_null(gt);
    return (uint32_t)strtoul(gt + 1, NULL, 0);
}

/* Occurrences of pat in the whole trace. */
unsigned trace_count(const tbuf *t, const char *pat)
{
    unsigned n = 0;
    for (const char *p = t->buf; p && (p = strstr(p, pat)); p++)
        n++;
    return n;
}

