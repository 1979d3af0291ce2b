/*
 * report.c - the JSON Lines report of a lock-step run (specs/dpi.md §6):
 * formatted only when a clock first fails and when the report is written,
 * never on the per-clock path. Above compare.c, below cosim.c (report.h).
 * Every record goes through the one JSON writer (util/json.h).
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "report.h"
#include "smgold/isa.h"
#include "../util/err.h"
#include "../util/json.h"
#include "../util/strbuf.h"

static const char *const ctrl_names[] = {"OTHER", "SSY",  "PBK", "PCNT", "PRET", "CAL",
                                         "BRA",   "BRX",  "BRK", "CONT", "RET",  "EXIT"};
static const char *const tok_names[] = {"-", "SSY", "DIV", "CALL", "PRET", "PBK", "PCNT"};

static const char *tok_name(uint32_t t)
{
    return t < 7 ? tok_names[t] : "?";
}

static void hex(sg_json *j, const char *key, uint64_t v, int digits)
{
    sg_json_strf(j, key, "0x%0*llx", digits, (unsigned long long)v);
}

static void issue_line(sg_json *j, const sg_hist *hi)
{
    const sg_issue *is = &hi->iss;
    char text[160] = "(unwind)";
    if (!is->unwind) {
        sg_insn in;
        sg_decode(is->word, is->pc, &in);
        sg_disasm(&in, text, sizeof text);
    }
    sg_json_obj_begin(j, NULL);
    sg_json_str(j, "kind", "issue");
    sg_json_i64(j, "cycle", hi->cycle);
    sg_json_u64(j, "sched", hi->sched);
    sg_json_u64(j, "warp", is->warp);
    hex(j, "pc", is->pc, 4);
    sg_json_str(j, "insn", text);
    sg_json_u64(j, "unwind", is->unwind);
    sg_json_str(j, "ctrl", is->ctrl < 12 ? ctrl_names[is->ctrl] : "?");
    sg_json_u64(j, "cond", is->cond);
    sg_json_u64(j, "s", is->sflag);
    sg_json_u64(j, "u", is->uni);
    hex(j, "guard", is->guard, 8);
    hex(j, "target", is->target, 4);
    hex(j, "next_pc", is->next_pc, 4);
    hex(j, "next_am", is->next_am, 8);
    sg_json_u64(j, "push", is->push);
    sg_json_u64(j, "pop", is->pop);
    sg_json_u64(j, "error", is->error);
    sg_json_obj_end(j);
    sg_json_newline(j);
}

/* A scheduler clock: candidates, ready set, pick, and why each other candidate waited
 * (smgold/sched.h; timing.md WS-6). */
static void sched_line(sg_json *j, const sg_shist *sh)
{
    const sg_sched_view *v = &sh->v;
    sg_json_obj_begin(j, NULL);
    sg_json_str(j, "kind", "sched");
    sg_json_i64(j, "cycle", sh->cycle);
    sg_json_u64(j, "sched", sh->sched);
    hex(j, "candidates", v->candidates, 16);
    hex(j, "ready", v->ready, 16);
    sg_json_i64(j, "pick", v->pick);
    if (v->external >= 0) {
        sg_json_i64(j, "external", v->external);
        sg_json_u64(j, "refused", v->refused);
    }
    sg_json_obj_begin(j, "waiting");
    for (unsigned w = 0; w < 64; w++) {
        unsigned why = v->why[w];
        if (why == SG_WHY_NONE || why == SG_WHY_READY || why == SG_WHY_STOPPED)
            continue;
        char dep[16] = "", key[8];
        if (why == SG_WHY_DEPENDENCY)
            snprintf(dep, sizeof dep, v->dep[w] < SG_DEP_PRED ? " R%u"
                                      : v->dep[w] < SG_DEP_CC ? " P%u"
                                                              : " $c",
                     v->dep[w] < SG_DEP_PRED ? v->dep[w] : v->dep[w] - SG_DEP_PRED);
        snprintf(key, sizeof key, "%u", w);
        sg_json_strf(j, key, "%s%s", sg_why_name(why), dep);
    }
    sg_json_obj_end(j);
    sg_json_obj_end(j);
    sg_json_newline(j);
}

static void state_head(sg_json *j, const char *side, int64_t cycle, unsigned w, uint32_t status,
                       uint32_t error, uint32_t pc, const uint32_t m[6], uint32_t depth)
{
    static const char *const masks[6] = {"am", "bm", "cm", "rm", "xm", "live"};
    sg_json_obj_begin(j, NULL);
    sg_json_str(j, "kind", "state");
    sg_json_str(j, "side", side);
    sg_json_i64(j, "cycle", cycle);
    sg_json_u64(j, "warp", w);
    sg_json_u64(j, "status", status);
    sg_json_u64(j, "error", error);
    hex(j, "pc", pc, 4);
    for (unsigned i = 0; i < 6; i++)
        hex(j, masks[i], m[i], 8);
    sg_json_u64(j, "depth", depth);
    sg_json_arr_begin(j, "stack");
}

static void token(sg_json *j, const sg_token_state *t)
{
    sg_json_obj_begin(j, NULL);
    sg_json_str(j, "type", tok_name(t->type));
    hex(j, "mask", t->mask, 8);
    hex(j, "pc", t->pc, 4);
    sg_json_obj_end(j);
}

static void wt_entry(sg_json *j, const sg_wt_state *e)
{
    sg_json_obj_begin(j, NULL);
    hex(j, "pc", e->pc, 4);
    sg_json_u64(j, "depth", e->depth);
    hex(j, "mask", e->mask, 8);
    sg_json_obj_end(j);
}

static void write_snapshot(sg_json *j, const sg_cosim *h, unsigned w)
{
    for (unsigned k = 0; k < h->hn; k++)
        issue_line(j, &h->hist[(h->hpos + h->hcap - h->hn + k) % h->hcap]);
    for (unsigned k = 0; k < h->sn; k++)
        sched_line(j, &h->shist[(h->spos + h->hcap - h->sn + k) % h->hcap]);
    sg_warp_state m;
    sg_sm_warp_state(h->sm, w, &m, NULL);
    const uint32_t mm[6] = {m.am, m.bm, m.cm, m.rm, m.xm, m.live};
    state_head(j, "model", h->cycle, w, m.status == 3 ? 0 : m.status, m.error, m.pc, mm, m.depth);
    for (unsigned i = 0; i < m.depth; i++) { /* bottom first, as the RTL's read port */
        sg_token_state t;
        sg_sm_warp_token(h->sm, w, m.depth - 1 - i, &t, NULL);
        token(j, &t);
    }
    sg_json_arr_end(j);
    sg_json_arr_begin(j, "wt");
    for (unsigned i = 0; i < m.wt_entries; i++) {
        sg_wt_state e;
        sg_sm_warp_wt(h->sm, w, i, &e, NULL);
        wt_entry(j, &e);
    }
    sg_json_arr_end(j);
    sg_json_obj_end(j);
    sg_json_newline(j);
    const sg_obs_warp *o = &h->obs[w];
    const uint32_t om[6] = {o->am, o->bm, o->cm, o->rm, o->xm, o->live};
    state_head(j, "rtl", h->cycle, w, o->status, o->error, o->pc, om, o->depth);
    for (unsigned i = 0; i < o->depth && i < h->capacity; i++)
        token(j, &h->obs_tok[(size_t)w * h->capacity + i]);
    sg_json_arr_end(j);
    sg_json_arr_begin(j, "wt");
    for (unsigned i = 0; i < h->obs_nwt[w]; i++)
        wt_entry(j, &h->obs_wt[(size_t)w * h->wt_slots + i]);
    sg_json_arr_end(j);
    sg_json_obj_end(j);
    sg_json_newline(j);
}

/* {"<lane>":"0x...",...} over the lanes of a retire record. */
static void per_lane(sg_json *j, const char *key, uint32_t lanes, const uint32_t *v32,
                     const uint64_t *v64)
{
    sg_json_obj_begin(j, key);
    for (uint32_t m = lanes; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        char name[4];
        snprintf(name, sizeof name, "%d", l);
        if (v32)
            hex(j, name, v32[l], 8);
        else
            sg_json_strf(j, name, "0x%llx", (unsigned long long)v64[l]);
    }
    sg_json_obj_end(j);
}

/* One side of the first failing pair of retire records (DP-2): every field,
 * lanes of the record only. */
static void retire_line(sg_json *j, const char *side, int64_t cycle, unsigned unit,
                        const sg_retire *r)
{
    static const char *const kinds[4] = {"none", "load", "store", "rmw"};
    char text[160] = "";
    if (r->valid) {
        sg_insn in;
        sg_decode(r->word, r->pc, &in);
        sg_disasm(&in, text, sizeof text);
    }
    sg_json_obj_begin(j, NULL);
    sg_json_str(j, "kind", "retire");
    sg_json_str(j, "side", side);
    sg_json_i64(j, "cycle", cycle);
    sg_json_str(j, "unit", sg_cosim_unit_name(unit));
    sg_json_u64(j, "valid", r->valid);
    sg_json_u64(j, "warp", r->warp);
    hex(j, "pc", r->pc, 4);
    sg_json_str(j, "insn", text);
    hex(j, "lanes", r->lanes, 8);
    sg_json_arr_begin(j, "regs");
    for (unsigned i = 0; i < r->nregs && i < SG_DP_MAX_REGS; i++) {
        sg_json_obj_begin(j, NULL);
        sg_json_u64(j, "reg", r->reg[i]);
        per_lane(j, "values", r->lanes, r->value[i], NULL);
        sg_json_obj_end(j);
    }
    sg_json_arr_end(j);
    hex(j, "preds", r->preds, 2);
    sg_json_arr_begin(j, "pred");
    for (unsigned p = 0; p < 7; p++)
        hex(j, NULL, r->pred[p], 8);
    sg_json_arr_end(j);
    sg_json_u64(j, "cc_written", r->cc_written);
    sg_json_str(j, "mem", kinds[r->mem < 4 ? r->mem : 0]);
    if (r->mem) {
        sg_json_u64(j, "space", r->space);
        sg_json_u64(j, "size", r->size);
        per_lane(j, "addr", r->lanes, NULL, r->addr);
        sg_json_arr_begin(j, "trans");
        for (unsigned i = 0; i < r->ntrans && i < SG_DP_LANES; i++)
            sg_json_strf(j, NULL, "0x%llx", (unsigned long long)r->trans[i]);
        sg_json_arr_end(j);
        sg_json_u64(j, "passes", r->passes);
    }
    sg_json_obj_end(j);
    sg_json_newline(j);
}

/* Format into a growing buffer: measure, then write. */
typedef void (*writer)(sg_json *j, const sg_cosim *h, unsigned w);

static char *format_all(writer fn, const sg_cosim *h, unsigned w)
{
    sg_strbuf b = {NULL, 0, 0};
    sg_json j;
    sg_json_init(&j, &b);
    fn(&j, h, w);
    size_t need = b.len + 1;
    char *buf = malloc(need);
    if (!buf)
        return NULL;
    sg_strbuf b2 = {buf, need, 0};
    sg_json_init(&j, &b2);
    fn(&j, h, w);
    return buf;
}

char *sg_cosim_snapshot(const sg_cosim *h, unsigned warp)
{
    return format_all(write_snapshot, h, warp);
}

static void write_report(sg_json *j, const sg_cosim *h, unsigned unused)
{
    (void)unused;
    char cfg[512];
    sg_config_format(sg_sm_config(h->sm), cfg, sizeof cfg);
    sg_json_obj_begin(j, NULL);
    sg_json_str(j, "kind", "header");
    sg_json_u64(j, "format", 1);
    sg_json_str(j, "smgold", SMGOLD_VERSION_STRING);
    sg_json_i64(j, "abi", SG_COSIM_ABI_VERSION);
    sg_json_str(j, "config", cfg);
    hex(j, "program_hash", sg_sm_program_hash(h->sm), 16);
    sg_json_str_begin(j, "args"); /* the words, space separated, each escaped */
    for (int i = 0; i < h->opts->argc; i++) {
        if (i)
            sg_json_str_part(j, " ", 1);
        sg_json_str_part(j, h->opts->argv[i], strlen(h->opts->argv[i]));
    }
    sg_json_str_end(j);
    sg_json_obj_end(j);
    sg_json_newline(j);
    for (unsigned i = 0; i < h->nq; i++) {
        const sg_mismatch *m = &h->q[i];
        int w = m->expected > 0xffffffffu || m->actual > 0xffffffffu ? 16 : 8;
        sg_json_obj_begin(j, NULL);
        sg_json_str(j, "kind", "mismatch");
        sg_json_i64(j, "cycle", m->cycle);
        sg_json_u64(j, "warp", m->warp);
        sg_json_str(j, "field", sg_cosim_field_name(m->field));
        sg_json_i64(j, "index", m->index);
        sg_json_i64(j, "lane", m->lane);
        sg_json_i64(j, "sub", m->reg);
        hex(j, "expected", m->expected, w);
        hex(j, "actual", m->actual, w);
        sg_json_str(j, "text", m->text);
        sg_json_obj_end(j);
        sg_json_newline(j);
    }
    if (h->snapshot) /* written by this file's writer when the clock failed */
        sg_sb_printf(j->b, "%s", h->snapshot);
    if (h->dp_failed) {
        retire_line(j, "model", h->fail_model.cycle, h->fail_model.unit, &h->fail_model.r);
        retire_line(j, "rtl", h->fail_model.cycle, h->fail_model.unit, &h->fail_rtl);
    }
    sg_json_obj_begin(j, NULL);
    sg_json_str(j, "kind", "summary");
    sg_json_u64(j, "cycles", sg_sm_cycle(h->sm));
    sg_json_u64(j, "warp_steps", sg_sm_instructions(h->sm));
    sg_json_u64(j, "mismatches", h->nmis);
    sg_json_obj_begin(j, "compares");
    for (unsigned f = 0; f < SG_F_COUNT; f++)
        sg_json_u64(j, sg_cosim_field_name(f), h->compares[f]);
    sg_json_obj_end(j);
    sg_json_obj_begin(j, "ignored");
    for (unsigned f = 0; f < SG_F_COUNT; f++)
        if (h->ignored[f] || h->ignore[f])
            sg_json_u64(j, sg_cosim_field_name(f), h->ignored[f]);
    sg_json_obj_end(j);
    sg_json_obj_begin(j, "units");
    for (unsigned u = 0; u < SG_COSIM_UNITS; u++)
        sg_json_u64(j, sg_cosim_unit_name(u), sg_cosim_unit_compares(h, u));
    sg_json_obj_end(j);
    sg_json_str(j, "verdict",
                h->nmis ? "mismatch" : sg_cosim_total_compares(h) ? "pass" : "nothing-compared");
    sg_json_obj_end(j);
    sg_json_newline(j);
}

sg_status sg_cosim_write_report(const sg_cosim *h, const char *path, sg_error *err)
{
    if (!h || !path)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_write_report: NULL argument");
    char *text = format_all(write_report, h, 0);
    if (!text)
        return sg_fail(err, SG_ERR_NOMEM, "out of memory for the report");
    size_t n = strlen(path) + 16;
    char *tmp = malloc(n);
    sg_status st = SG_OK;
    FILE *f = NULL;
    if (tmp) {
        snprintf(tmp, n, "%s.tmpXXXXXX", path);
        int fd = mkstemp(tmp);
        f = fd >= 0 ? fdopen(fd, "wb") : NULL;
        if (fd >= 0 && !f)
            close(fd);
    }
    if (!f) {
        st = sg_fail(err, SG_ERR_IO, "cannot create the report");
    } else {
        int ok = fputs(text, f) >= 0;
        ok = (fclose(f) == 0) && ok;
        if (!ok || rename(tmp, path)) {
            unlink(tmp);
            st = sg_fail(err, SG_ERR_IO, "cannot write the report");
        }
    }
    if (st)
        sg_error_at(err, path, 0, 0);
    free(tmp);
    free(text);
    return st;
}
