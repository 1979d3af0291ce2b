/*
 * report.c - the JSON Lines report of a lock-step run (specs/dpi.md §6):
 * formatted only when a clock first fails and when the report is written,
 * never on the per-clock path. Above compare.c, below cosim.c (report.h).
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "report.h"
#include "smgold/isa.h"
#include "../util/err.h"
#include "../util/strbuf.h"

static const char *const ctrl_names[] = {"OTHER", "SSY",  "PBK", "PCNT", "PRET", "CAL",
                                         "BRA",   "BRX",  "BRK", "CONT", "RET",  "EXIT"};
static const char *const tok_names[] = {"-", "SSY", "DIV", "CALL", "PRET", "PBK", "PCNT"};

static const char *tok_name(uint32_t t)
{
    return t < 7 ? tok_names[t] : "?";
}

/* Length of the valid UTF-8 sequence at s (1-4), 0 if it is not one. */
static unsigned utf8_len(const unsigned char *s)
{
    unsigned n = s[0] < 0x80 ? 1 : (s[0] & 0xe0) == 0xc0 ? 2 : (s[0] & 0xf0) == 0xe0 ? 3
               : (s[0] & 0xf8) == 0xf0 ? 4 : 0;
    if (n == 2 && s[0] < 0xc2)
        return 0; /* overlong */
    for (unsigned i = 1; i < n; i++)
        if ((s[i] & 0xc0) != 0x80)
            return 0;
    return n;
}

/* JSON string contents (RFC 8259 §7): quote, backslash and every control
 * character escaped; bytes that are not UTF-8 escaped as the code point of
 * their value, so that the line is always valid JSON. */
static void json_text(sg_strbuf *b, const char *text)
{
    for (const unsigned char *s = (const unsigned char *)text; *s;) {
        unsigned n = utf8_len(s);
        if (*s == '"' || *s == '\\')
            sg_sb_printf(b, "\\%c", *s);
        else if (*s == '\n')
            sg_sb_printf(b, "\\n");
        else if (*s == '\t')
            sg_sb_printf(b, "\\t");
        else if (*s < 0x20 || *s == 0x7f || !n)
            sg_sb_printf(b, "\\u%04x", *s);
        else
            sg_sb_printf(b, "%.*s", (int)n, (const char *)s);
        s += n ? n : 1;
    }
}

static void issue_line(sg_strbuf *b, const sg_hist *hi)
{
    const sg_issue *is = &hi->iss;
    char text[160] = "(unwind)";
    if (!is->unwind) {
        sg_insn in;
        sg_decode(is->word, is->pc, &in);
        sg_disasm(&in, text, sizeof text);
    }
    sg_sb_printf(b, "{\"kind\":\"issue\",\"cycle\":%lld,\"sched\":%u,\"warp\":%u,\"pc\":\"0x%04x\","
                    "\"insn\":\"", (long long)hi->cycle, hi->sched, is->warp, is->pc);
    json_text(b, text);
    sg_sb_printf(b, "\",\"unwind\":%u,\"ctrl\":\"%s\",\"cond\":%u,\"s\":%u,\"u\":%u,"
                    "\"guard\":\"0x%08x\",\"target\":\"0x%04x\",\"next_pc\":\"0x%04x\","
                    "\"next_am\":\"0x%08x\",\"push\":%u,\"pop\":%u,\"error\":%u}\n",
                 is->unwind, is->ctrl < 12 ? ctrl_names[is->ctrl] : "?", is->cond, is->sflag,
                 is->uni, is->guard, is->target, is->next_pc, is->next_am, is->push, is->pop,
                 is->error);
}

/* A scheduler clock: candidates, ready set, pick, and why each other candidate waited
 * (smgold/sched.h; timing.md WS-6). */
static void sched_line(sg_strbuf *b, const sg_shist *sh)
{
    const sg_sched_view *v = &sh->v;
    sg_sb_printf(b, "{\"kind\":\"sched\",\"cycle\":%lld,\"sched\":%u,\"candidates\":\"0x%016llx\","
                    "\"ready\":\"0x%016llx\",\"pick\":%d",
                 (long long)sh->cycle, sh->sched, (unsigned long long)v->candidates,
                 (unsigned long long)v->ready, v->pick);
    if (v->external >= 0)
        sg_sb_printf(b, ",\"external\":%d,\"refused\":%u", v->external, v->refused);
    sg_sb_printf(b, ",\"waiting\":{");
    int first = 1;
    for (unsigned w = 0; w < 64; w++) {
        unsigned why = v->why[w];
        if (why == SG_WHY_NONE || why == SG_WHY_READY || why == SG_WHY_STOPPED)
            continue;
        char dep[16] = "";
        if (why == SG_WHY_DEPENDENCY)
            snprintf(dep, sizeof dep, v->dep[w] < SG_DEP_PRED ? " R%u"
                                      : v->dep[w] < SG_DEP_CC ? " P%u"
                                                              : " $c",
                     v->dep[w] < SG_DEP_PRED ? v->dep[w] : v->dep[w] - SG_DEP_PRED);
        sg_sb_printf(b, "%s\"%u\":\"%s%s\"", first ? "" : ",", w, sg_why_name(why), dep);
        first = 0;
    }
    sg_sb_printf(b, "}}\n");
}

static void state_head(sg_strbuf *b, const char *side, int64_t cycle, unsigned w, uint32_t status,
                       uint32_t error, uint32_t pc, const uint32_t m[6], uint32_t depth)
{
    sg_sb_printf(b, "{\"kind\":\"state\",\"side\":\"%s\",\"cycle\":%lld,\"warp\":%u,\"status\":%u,"
                    "\"error\":%u,\"pc\":\"0x%04x\",\"am\":\"0x%08x\",\"bm\":\"0x%08x\","
                    "\"cm\":\"0x%08x\",\"rm\":\"0x%08x\",\"xm\":\"0x%08x\",\"live\":\"0x%08x\","
                    "\"depth\":%u,\"stack\":[",
                 side, (long long)cycle, w, status, error, pc, m[0], m[1], m[2], m[3], m[4], m[5],
                 depth);
}

static void token(sg_strbuf *b, unsigned i, const sg_token_state *t)
{
    sg_sb_printf(b, "%s{\"type\":\"%s\",\"mask\":\"0x%08x\",\"pc\":\"0x%04x\"}", i ? "," : "",
                 tok_name(t->type), t->mask, t->pc);
}

static void wt_entry(sg_strbuf *b, unsigned i, const sg_wt_state *e)
{
    sg_sb_printf(b, "%s{\"pc\":\"0x%04x\",\"depth\":%u,\"mask\":\"0x%08x\"}", i ? "," : "", e->pc,
                 e->depth, e->mask);
}

static void write_snapshot(sg_strbuf *b, const sg_cosim *h, unsigned w)
{
    for (unsigned k = 0; k < h->hn; k++)
        issue_line(b, &h->hist[(h->hpos + h->hcap - h->hn + k) % h->hcap]);
    for (unsigned k = 0; k < h->sn; k++)
        sched_line(b, &h->shist[(h->spos + h->hcap - h->sn + k) % h->hcap]);
    sg_warp_state m;
    sg_sm_warp_state(h->sm, w, &m, NULL);
    const uint32_t mm[6] = {m.am, m.bm, m.cm, m.rm, m.xm, m.live};
    state_head(b, "model", h->cycle, w, m.status == 3 ? 0 : m.status, m.error, m.pc, mm, m.depth);
    for (unsigned i = 0; i < m.depth; i++) { /* bottom first, as the RTL's read port */
        sg_token_state t;
        sg_sm_warp_token(h->sm, w, m.depth - 1 - i, &t, NULL);
        token(b, i, &t);
    }
    sg_sb_printf(b, "],\"wt\":[");
    for (unsigned i = 0; i < m.wt_entries; i++) {
        sg_wt_state e;
        sg_sm_warp_wt(h->sm, w, i, &e, NULL);
        wt_entry(b, i, &e);
    }
    sg_sb_printf(b, "]}\n");
    const sg_obs_warp *o = &h->obs[w];
    const uint32_t om[6] = {o->am, o->bm, o->cm, o->rm, o->xm, o->live};
    state_head(b, "rtl", h->cycle, w, o->status, o->error, o->pc, om, o->depth);
    for (unsigned i = 0; i < o->depth && i < h->capacity; i++)
        token(b, i, &h->obs_tok[(size_t)w * h->capacity + i]);
    sg_sb_printf(b, "],\"wt\":[");
    for (unsigned i = 0; i < h->obs_nwt[w]; i++)
        wt_entry(b, i, &h->obs_wt[(size_t)w * h->wt_slots + i]);
    sg_sb_printf(b, "]}\n");
}

/* One side of the first failing pair of retire records (DP-2): every field,
 * lanes of the record only. */
static void retire_line(sg_strbuf *b, const char *side, int64_t cycle, unsigned unit,
                        const sg_retire *r)
{
    static const char *const kinds[4] = {"none", "load", "store", "rmw"};
    char text[160] = "";
    if (r->valid) {
        sg_insn in;
        sg_decode(r->word, r->pc, &in);
        sg_disasm(&in, text, sizeof text);
    }
    sg_sb_printf(b, "{\"kind\":\"retire\",\"side\":\"%s\",\"cycle\":%lld,\"unit\":\"%s\","
                    "\"valid\":%u,\"warp\":%u,\"pc\":\"0x%04x\",\"insn\":\"",
                 side, (long long)cycle, sg_cosim_unit_name(unit), r->valid, r->warp, r->pc);
    json_text(b, text);
    sg_sb_printf(b, "\",\"lanes\":\"0x%08x\",\"regs\":[", r->lanes);
    for (unsigned i = 0; i < r->nregs && i < SG_DP_MAX_REGS; i++) {
        sg_sb_printf(b, "%s{\"reg\":%u,\"values\":{", i ? "," : "", r->reg[i]);
        int first = 1;
        for (uint32_t m = r->lanes; m; m &= m - 1, first = 0)
            sg_sb_printf(b, "%s\"%d\":\"0x%08x\"", first ? "" : ",", __builtin_ctz(m),
                         r->value[i][__builtin_ctz(m)]);
        sg_sb_printf(b, "}}");
    }
    sg_sb_printf(b, "],\"preds\":\"0x%02x\",\"pred\":[", r->preds);
    for (unsigned p = 0; p < 7; p++)
        sg_sb_printf(b, "%s\"0x%08x\"", p ? "," : "", r->pred[p]);
    sg_sb_printf(b, "],\"cc_written\":%u,\"mem\":\"%s\"", r->cc_written,
                 kinds[r->mem < 4 ? r->mem : 0]);
    if (r->mem) {
        sg_sb_printf(b, ",\"space\":%u,\"size\":%u,\"addr\":{", r->space, r->size);
        int first = 1;
        for (uint32_t m = r->lanes; m; m &= m - 1, first = 0)
            sg_sb_printf(b, "%s\"%d\":\"0x%llx\"", first ? "" : ",", __builtin_ctz(m),
                         (unsigned long long)r->addr[__builtin_ctz(m)]);
        sg_sb_printf(b, "},\"trans\":[");
        for (unsigned i = 0; i < r->ntrans && i < SG_DP_LANES; i++)
            sg_sb_printf(b, "%s\"0x%llx\"", i ? "," : "", (unsigned long long)r->trans[i]);
        sg_sb_printf(b, "],\"passes\":%u", r->passes);
    }
    sg_sb_printf(b, "}\n");
}

/* Format into a growing buffer: measure, then write. */
typedef void (*writer)(sg_strbuf *b, const sg_cosim *h, unsigned w);

static char *format_all(writer fn, const sg_cosim *h, unsigned w)
{
    sg_strbuf b = {NULL, 0, 0};
    fn(&b, h, w);
    size_t need = b.len + 1;
    char *buf = malloc(need);
    if (!buf)
        return NULL;
    sg_strbuf b2 = {buf, need, 0};
    fn(&b2, h, w);
    return buf;
}

char *sg_cosim_snapshot(const sg_cosim *h, unsigned warp)
{
    return format_all(write_snapshot, h, warp);
}

static void write_report(sg_strbuf *b, const sg_cosim *h, unsigned unused)
{
    (void)unused;
    char cfg[512];
    sg_config_format(sg_sm_config(h->sm), cfg, sizeof cfg);
    sg_sb_printf(b, "{\"kind\":\"header\",\"format\":1,\"smgold\":\"%s\",\"abi\":%d,"
                    "\"config\":\"%s\",\"program_hash\":\"0x%016llx\",\"args\":\"",
                 SMGOLD_VERSION_STRING, SG_COSIM_ABI_VERSION, cfg,
                 (unsigned long long)sg_sm_program_hash(h->sm));
    for (int i = 0; i < h->opts->argc; i++) {
        sg_sb_printf(b, "%s", i ? " " : "");
        json_text(b, h->opts->argv[i]);
    }
    sg_sb_printf(b, "\"}\n");
    for (unsigned i = 0; i < h->nq; i++) {
        const sg_mismatch *m = &h->q[i];
        int w = m->expected > 0xffffffffu || m->actual > 0xffffffffu ? 16 : 8;
        sg_sb_printf(b, "{\"kind\":\"mismatch\",\"cycle\":%lld,\"warp\":%u,\"field\":\"%s\","
                        "\"index\":%d,\"lane\":%d,\"sub\":%d,\"expected\":\"0x%0*llx\","
                        "\"actual\":\"0x%0*llx\",\"text\":\"",
                     (long long)m->cycle, m->warp, sg_cosim_field_name(m->field), m->index,
                     m->lane, m->reg, w, (unsigned long long)m->expected, w,
                     (unsigned long long)m->actual);
        json_text(b, m->text);
        sg_sb_printf(b, "\"}\n");
    }
    if (h->snapshot)
        sg_sb_printf(b, "%s", h->snapshot);
    if (h->dp_failed) {
        retire_line(b, "model", h->fail_model.cycle, h->fail_model.unit, &h->fail_model.r);
        retire_line(b, "rtl", h->fail_model.cycle, h->fail_model.unit, &h->fail_rtl);
    }
    sg_sb_printf(b, "{\"kind\":\"summary\",\"cycles\":%llu,\"warp_steps\":%llu,\"mismatches\":%llu,"
                    "\"compares\":{",
                 (unsigned long long)sg_sm_cycle(h->sm),
                 (unsigned long long)sg_sm_instructions(h->sm), (unsigned long long)h->nmis);
    for (unsigned f = 0; f < SG_F_COUNT; f++)
        sg_sb_printf(b, "%s\"%s\":%llu", f ? "," : "", sg_cosim_field_name(f),
                     (unsigned long long)h->compares[f]);
    sg_sb_printf(b, "},\"ignored\":{");
    for (unsigned f = 0, k = 0; f < SG_F_COUNT; f++)
        if (h->ignored[f] || h->ignore[f])
            sg_sb_printf(b, "%s\"%s\":%llu", k++ ? "," : "", sg_cosim_field_name(f),
                         (unsigned long long)h->ignored[f]);
    sg_sb_printf(b, "},\"units\":{");
    for (unsigned u = 0; u < SG_COSIM_UNITS; u++)
        sg_sb_printf(b, "%s\"%s\":%llu", u ? "," : "", sg_cosim_unit_name(u),
                     (unsigned long long)sg_cosim_unit_compares(h, u));
    sg_sb_printf(b, "},\"verdict\":\"%s\"}\n",
                 h->nmis ? "mismatch" : sg_cosim_total_compares(h) ? "pass" : "nothing-compared");
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
