/*
 * stats.c - the counters of a launch as text, JSON or CSV (smgold/stats.h,
 * specs/stats-format.md). The three formats come from one list of rows
 * (scope, name, value, unit), so they cannot disagree about a counter;
 * the text is the prose `smgold run --stats` has always printed.
 */
#include "smgold/stats.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../util/json.h"
#include "../util/strbuf.h"

int sg_stats_format_id(const char *name)
{
    if (!name)
        return -1;
    return !strcmp(name, "text")   ? SG_STATS_TEXT
           : !strcmp(name, "json") ? SG_STATS_JSON
           : !strcmp(name, "csv")  ? SG_STATS_CSV
                                   : -1;
}

enum { SCOPE_SM, SCOPE_UNIT, SCOPE_WARP };

typedef struct row {
    int scope;
    unsigned index;   /* the pipe or the warp slot */
    const char *name;
    int real;         /* value is d (a percentage), else u */
    uint64_t u;
    double d;
    const char *unit;
} row;

typedef struct rows {
    row *v;
    size_t n, cap;
} rows;

static void add(rows *r, int scope, unsigned index, const char *name, uint64_t u, const char *unit)
{
    if (r->n < r->cap)
        r->v[r->n++] = (row){scope, index, name, 0, u, 0.0, unit};
}

static void add_pct(rows *r, int scope, unsigned index, const char *name, double num, double den)
{
    if (r->n < r->cap)
        r->v[r->n++] = (row){scope, index, name, 1, 0, den ? 100.0 * num / den : 0.0, "percent"};
}

static const char *const stall_rows[SG_NSTALLS] = {"stall_idle", "stall_reissue",
                                                   "stall_dependency", "stall_unit"};

/* Every counter, in the order the formats print them (specs/stats-format.md). */
static void collect(const sg_sm *sm, const sg_stats *st, rows *r)
{
    unsigned ws = sg_sm_config(sm)->warp_size;
    add(r, SCOPE_SM, 0, "cycles", st->cycles, "clocks");
    add(r, SCOPE_SM, 0, "warp_instructions", st->warp_instructions, "warp instructions");
    add(r, SCOPE_SM, 0, "unwind_steps", st->unwind_steps, "unwind steps");
    add(r, SCOPE_SM, 0, "thread_instructions", st->thread_instructions, "thread instructions");
    add_pct(r, SCOPE_SM, 0, "simd_efficiency", (double)st->thread_instructions,
            (double)st->warp_instructions * ws);
    add(r, SCOPE_SM, 0, "issue_slots", st->issue_slots, "issue slots");
    add(r, SCOPE_SM, 0, "issued", st->warp_instructions + st->unwind_steps, "issue slots");
    for (unsigned c = 0; c < SG_NSTALLS; c++)
        add(r, SCOPE_SM, 0, stall_rows[c], st->stalls[c], "issue slots");
    add(r, SCOPE_SM, 0, "bank_conflicts", st->bank_conflicts, "shared-memory passes");
    add(r, SCOPE_SM, 0, "const_serial", st->const_serial, "constant-bank passes");
    add(r, SCOPE_SM, 0, "global_segments", st->global_segments, "128-byte segments");
    add(r, SCOPE_SM, 0, "stack_spills", st->stack_spills, "tokens");
    add(r, SCOPE_SM, 0, "stack_fills", st->stack_fills, "tokens");
    add(r, SCOPE_SM, 0, "stack_traffic", st->stack_traffic_bytes, "bytes");
    for (unsigned p = 0; p < SG_NPIPES; p++) {
        add(r, SCOPE_UNIT, p, "busy", st->unit_busy[p], "FU clocks");
        add_pct(r, SCOPE_UNIT, p, "utilisation", (double)st->unit_busy[p], (double)st->cycles);
    }
    for (unsigned s = 0; s < sg_sm_warp_slots(sm); s++) {
        sg_warp_stats w;
        /* only the slots that ran; a slot's counters are those of the last warp made
           resident in it (sg_sm_warp_stats): earlier occupants count in the totals only */
        if (sg_sm_warp_stats(sm, s, &w, NULL) || !w.steps)
            continue;
        add(r, SCOPE_WARP, s, "steps", w.steps, "warp steps");
        add(r, SCOPE_WARP, s, "thread_instructions", w.thread_instructions, "thread instructions");
        add(r, SCOPE_WARP, s, "dep_stalls", w.dep_stalls, "scheduler clocks");
    }
}

/* The prose of `smgold run --stats` (unchanged since CT-1 was written). */
static void text(sg_strbuf *b, const sg_sm *sm, const sg_stats *st)
{
    unsigned ws = sg_sm_config(sm)->warp_size;
    double eff = st->warp_instructions
                     ? 100.0 * (double)st->thread_instructions / ((double)st->warp_instructions * ws)
                     : 0.0;
    sg_sb_printf(b, "cycles %llu, warp instructions %llu, unwind steps %llu, thread instructions "
                    "%llu, SIMD efficiency %.1f%%\n",
                 (unsigned long long)st->cycles, (unsigned long long)st->warp_instructions,
                 (unsigned long long)st->unwind_steps, (unsigned long long)st->thread_instructions,
                 eff);
    sg_sb_printf(b, "issue slots %llu: issued %llu; no issue: no warp %llu, re-issue interval %llu, "
                    "dependency %llu, unit busy %llu\n",
                 (unsigned long long)st->issue_slots,
                 (unsigned long long)(st->warp_instructions + st->unwind_steps),
                 (unsigned long long)st->stalls[SG_STALL_IDLE],
                 (unsigned long long)st->stalls[SG_STALL_REISSUE],
                 (unsigned long long)st->stalls[SG_STALL_DEPENDENCY],
                 (unsigned long long)st->stalls[SG_STALL_UNIT]);
    sg_sb_printf(b, "unit busy (FU clocks):");
    for (unsigned p = 0; p < SG_NPIPES; p++)
        sg_sb_printf(b, " %s %llu (%.1f%%)", sg_pipe_name(p), (unsigned long long)st->unit_busy[p],
                     st->cycles ? 100.0 * (double)st->unit_busy[p] / (double)st->cycles : 0.0);
    sg_sb_printf(b, "\nmemory: shared bank conflicts %llu, constant serialisation %llu, global "
                    "segments %llu; stack spills %llu, fills %llu (%llu bytes)\n",
                 (unsigned long long)st->bank_conflicts, (unsigned long long)st->const_serial,
                 (unsigned long long)st->global_segments, (unsigned long long)st->stack_spills,
                 (unsigned long long)st->stack_fills, (unsigned long long)st->stack_traffic_bytes);
}

static void json_value(sg_json *j, const row *r)
{
    sg_json_obj_begin(j, r->name);
    if (r->real)
        sg_json_real(j, "value", r->d, 3);
    else
        sg_json_u64(j, "value", r->u);
    sg_json_str(j, "unit", r->unit);
    sg_json_obj_end(j);
}

/* {"format":1,"smgold":V,"program":P,..., "sm":{NAME:{"value":V,"unit":U},...}, "units":{PIPE:{...}},
 *  "warp_slots":[{"slot":S, NAME:{...}},...]} */
static void json(sg_strbuf *b, const sg_sm *sm, const char *program, const rows *r)
{
    sg_json j;
    sg_json_init(&j, b);
    sg_json_obj_begin(&j, NULL);
    sg_json_u64(&j, "format", 1);
    sg_json_str(&j, "smgold", SMGOLD_VERSION_STRING);
    if (program)
        sg_json_str(&j, "program", program);
    sg_json_u64(&j, "warp_size", sg_sm_config(sm)->warp_size);
    sg_json_u64(&j, "schedulers", sg_sm_config(sm)->schedulers);
    size_t i = 0;
    sg_json_obj_begin(&j, "sm");
    for (; i < r->n && r->v[i].scope == SCOPE_SM; i++)
        json_value(&j, &r->v[i]);
    sg_json_obj_end(&j);
    sg_json_obj_begin(&j, "units");
    while (i < r->n && r->v[i].scope == SCOPE_UNIT) {
        unsigned p = r->v[i].index;
        sg_json_obj_begin(&j, sg_pipe_name(p));
        for (; i < r->n && r->v[i].scope == SCOPE_UNIT && r->v[i].index == p; i++)
            json_value(&j, &r->v[i]);
        sg_json_obj_end(&j);
    }
    sg_json_obj_end(&j);
    sg_json_arr_begin(&j, "warp_slots");
    while (i < r->n) {
        unsigned s = r->v[i].index;
        sg_json_obj_begin(&j, NULL);
        sg_json_u64(&j, "slot", s);
        for (; i < r->n && r->v[i].index == s; i++)
            json_value(&j, &r->v[i]);
        sg_json_obj_end(&j);
    }
    sg_json_arr_end(&j);
    sg_json_obj_end(&j);
    sg_json_newline(&j);
}

/* scope,name,value,unit; scope "sm", "unit.PIPE" or "slot.SLOT". No field
 * holds a comma, a quote or a line break, so none is quoted (RFC 4180). */
static void csv(sg_strbuf *b, const rows *r)
{
    sg_sb_printf(b, "scope,name,value,unit\n");
    for (size_t i = 0; i < r->n; i++) {
        const row *x = &r->v[i];
        if (x->scope == SCOPE_SM)
            sg_sb_printf(b, "sm,");
        else if (x->scope == SCOPE_UNIT)
            sg_sb_printf(b, "unit.%s,", sg_pipe_name(x->index));
        else
            sg_sb_printf(b, "slot.%u,", x->index);
        if (x->real)
            sg_sb_printf(b, "%s,%.3f,%s\n", x->name, x->d, x->unit);
        else
            sg_sb_printf(b, "%s,%llu,%s\n", x->name, (unsigned long long)x->u, x->unit);
    }
}

size_t sg_stats_format(const sg_sm *sm, int format, const char *program, char *buf, size_t n)
{
    sg_stats st;
    if (!sm || format < SG_STATS_TEXT || format > SG_STATS_CSV || sg_sm_stats(sm, &st, NULL))
        return 0;
    sg_strbuf b = {n ? buf : NULL, n, 0};
    if (n)
        buf[0] = '\0';
    if (format == SG_STATS_TEXT) {
        text(&b, sm, &st);
        return b.len;
    }
    rows r = {NULL, 0, 32 + 2 * SG_NPIPES + 3 * (size_t)sg_sm_warp_slots(sm)};
    r.v = malloc(r.cap * sizeof *r.v);
    if (!r.v)
        return 0;
    collect(sm, &st, &r);
    if (format == SG_STATS_JSON)
        json(&b, sm, program, &r);
    else
        csv(&b, &r);
    free(r.v);
    return b.len;
}
