/*
 * replay.c - `smgold replay` (specs/dpi.md §7): read the call log that
 * record.c wrote (its format is described there), make the checker again
 * and drive it through smgold/cosim.h with the values the RTL showed, then
 * hold the new verdict against the recorded one. The top of
 * model/src/cosim: it calls the public API (cosim.c, retire.c) and nothing
 * calls it but the CLI.
 */
#include <stdlib.h>
#include <string.h>

#include "compare.h"
#include "smgold/decode.h"
#include "smgold/files.h"
#include "../util/err.h"

/* Read n hex numbers from *s (space separated), advancing *s. */
static int hex_run(const char **s, uint32_t *v, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        char *end;
        while (**s == ' ')
            (*s)++;
        if (!**s)
            return 0;
        unsigned long x = strtoul(*s, &end, 16);
        if (end == *s || x > 0xffffffffu)
            return 0;
        v[i] = (uint32_t)x;
        *s = end;
    }
    return 1;
}

/* Exactly n hex numbers make up s. */
static int hexes(const char *s, uint32_t *v, unsigned n)
{
    if (!hex_run(&s, v, n))
        return 0;
    while (*s == ' ')
        s++;
    return *s == '\0';
}

static int hex64(const char **s, uint64_t *v)
{
    uint32_t w[2];
    if (!hex_run(s, w, 2))
        return 0;
    *v = (uint64_t)w[1] << 32 | w[0];
    return 1;
}

/* A "cd" line after its name: one sg_cosim_check_decode call (decode.c). */
static int parse_decode(const char *s, unsigned *sched, sg_decoded *o)
{
    char *end;
    memset(o, 0, sizeof *o);
    unsigned long v = strtoul(s, &end, 16);
    if (end == s)
        return 0;
    *sched = (unsigned)v;
    for (unsigned k = 0; k < sg_decoded_field_count(); k++) {
        s = end;
        unsigned long long x = strtoull(s, &end, 16);
        if (end == s)
            return 0;
        sg_decoded_set_field(o, k, x);
    }
    while (*end == ' ')
        end++;
    return *end == '\0';
}

/* A "csch" line after its name: one sg_cosim_check_sched call (sg_cosim_rec_sched). */
static int parse_sched(const char *s, sg_obs_sched *o)
{
    unsigned long long v[14];
    char *end;
    memset(o, 0, sizeof *o);
    for (unsigned i = 0; i < 14; i++, s = end) {
        v[i] = strtoull(s, &end, 16);
        if (end == s)
            return 0;
    }
    if (v[0] < 1 || v[0] > 64)
        return 0;
    o->nslots = (uint32_t)v[0];
    o->pick_valid = (uint32_t)v[1];
    o->refused = (uint32_t)v[2];
    o->pick_warp[0] = (uint32_t)v[3];
    o->pick_warp[1] = (uint32_t)v[4];
    o->cause[0] = (uint32_t)v[5];
    o->cause[1] = (uint32_t)v[6];
    o->ready = v[7];
    o->stalled_long = v[8];
    o->active = v[9];
    for (unsigned q = 0; q < 4; q++)
        o->pipe_rem[q] = (uint32_t)v[10 + q];
    for (unsigned k = 0; k < 2 * o->nslots; k++, s = end) {
        unsigned long x = strtoul(s, &end, 16);
        if (end == s || x > 0xff)
            return 0;
        (k < o->nslots ? o->why : o->dep)[k % o->nslots] = (uint8_t)x;
    }
    while (*s == ' ')
        s++;
    return *s == '\0';
}

/* A "cl" line after its name: one sg_cosim_check_lanes call (sg_cosim_rec_lanes). */
static int parse_lanes(const char *s, unsigned *sched, sg_lane_view *o)
{
    uint32_t v[3], x;
    memset(o, 0, sizeof *o);
    memset(o->lane, 0xff, sizeof o->lane);
    if (!hex_run(&s, v, 3) || v[1] > 32 || v[2] > 32)
        return 0;
    *sched = v[0];
    o->clocks = v[1];
    o->lanes = v[2];
    for (unsigned c = 0; c < o->clocks; c++) {
        if (!hex_run(&s, &o->enable[c], 1))
            return 0;
        for (unsigned n = 0; n < o->lanes; n++) {
            if (!hex_run(&s, &x, 1) || x > 0xff)
                return 0;
            o->lane[c][n] = (uint8_t)x;
        }
    }
    return hexes(s, v, 0);
}

/* A "cr" line after its name: the arguments of one sg_cosim_check_retire call
 * (written by sg_cosim_rec_retire, record.c). */
static int parse_retire(const char *s, unsigned *sched, sg_retire *o)
{
    uint32_t v[6], x;
    memset(o, 0, sizeof *o);
    if (!hex_run(&s, v, 6) || v[5] > SG_DP_MAX_REGS)
        return 0;
    *sched = v[0];
    o->valid = v[1];
    o->warp = v[2];
    o->pc = v[3];
    o->lanes = v[4];
    o->nregs = v[5];
    for (unsigned i = 0; i < o->nregs; i++)
        if (!hex_run(&s, &o->reg[i], 1) || !hex_run(&s, o->value[i], SG_DP_LANES))
            return 0;
    if (!hex_run(&s, &o->preds, 1) || o->preds > 0x7f)
        return 0;
    for (unsigned p = 0; p < 7; p++)
        if ((o->preds >> p & 1) && !hex_run(&s, &o->pred[p], 1))
            return 0;
    if (!hex_run(&s, &o->cc_written, 1) || o->cc_written > 1)
        return 0;
    for (unsigned l = 0; o->cc_written && l < SG_DP_LANES; l++) {
        if (!hex_run(&s, &x, 1) || x > 0xf)
            return 0;
        o->cc[l] = (uint8_t)x;
    }
    if (!hex_run(&s, &o->mem, 1) || o->mem > SG_MEM_RMW)
        return 0;
    if (o->mem) {
        if (!hex_run(&s, &o->space, 1) || !hex_run(&s, &o->size, 1))
            return 0;
        for (unsigned l = 0; l < SG_DP_LANES; l++)
            if (!hex64(&s, &o->addr[l]))
                return 0;
        for (unsigned l = 0; l < SG_DP_LANES; l++) {
            if (!hex_run(&s, &x, 1) || x > 0xffff)
                return 0;
            o->be[l] = (uint16_t)x;
        }
        for (unsigned k = 0; k < 4; k++)
            if (!hex_run(&s, o->wdata[k], SG_DP_LANES))
                return 0;
        if (!hex_run(&s, &o->ntrans, 1) || o->ntrans > SG_DP_LANES)
            return 0;
        for (unsigned i = 0; i < o->ntrans; i++)
            if (!hex64(&s, &o->trans[i]))
                return 0;
        if (!hex_run(&s, &o->passes, 1))
            return 0;
    }
    return hexes(s, v, 0); /* nothing after */
}

/* ---- replay ------------------------------------------------------------- */

static sg_status bad_line(sg_error *err, const char *path, unsigned line, const char *what)
{
    sg_fail(err, SG_ERR_SYNTAX, "bad co-simulation log: %s", what);
    sg_error_at(err, path, line, 1);
    return SG_ERR_SYNTAX;
}

#define MAX_WT_ENTRIES 1024

sg_status sg_cosim_replay(const char *path, char *verdict, size_t vn, char *recorded, size_t rn,
                          int *same, sg_error *err)
{
    if (!path || !same)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_replay: NULL argument");
    *same = 0;
    if (recorded && rn)
        recorded[0] = '\0';
    char *text;
    size_t len;
    sg_status st = sg_read_input(NULL, path, SG_FILE_LOG, &text, &len, err);
    if (st)
        return st;
    char **args = NULL;
    int nargs = 0;
    char *dir = NULL;
    sg_cosim *h = NULL;
    unsigned line = 0;
    uint64_t hash = 0;
    int have_verdict = 0;
    sg_wt_state *wt = NULL;
    sg_retire *rt = NULL;
    for (char *p = text; !st && *p;) {
        char *nl = strchr(p, '\n');
        if (nl)
            *nl = '\0';
        line++;
        char *rest = strchr(p, ' ');
        rest = rest ? rest + 1 : p + strlen(p);
        uint32_t v[12];
        if (line == 1) {
            if (strcmp(p, "smgold-cosim-log 1"))
                st = bad_line(err, path, line, "expected 'smgold-cosim-log 1' (format 1)");
        } else if (!strncmp(p, "dir ", 4)) {
            dir = strcmp(rest, "-") ? rest : NULL;
        } else if (!strncmp(p, "arg ", 4)) {
            char **na = realloc(args, (size_t)(nargs + 1) * sizeof *na);
            if (!na) {
                st = sg_fail(err, SG_ERR_NOMEM, "out of memory");
                break;
            }
            args = na;
            args[nargs++] = rest;
        } else if (!strncmp(p, "hash ", 5)) {
            hash = strtoull(rest, NULL, 0);
            st = sg_cosim_create(nargs, (const char *const *)args, dir, SG_COSIM_ABI_VERSION, 0,
                                 &h, err);
            if (!st && sg_sm_program_hash(h->sm) != hash)
                st = bad_line(err, path, line, "the program differs from the recorded one");
            if (!st) {
                wt = calloc(MAX_WT_ENTRIES, sizeof *wt);
                if (!wt)
                    st = sg_fail(err, SG_ERR_NOMEM, "out of memory");
            }
        } else if (!h && strncmp(p, "verdict ", 8)) {
            st = bad_line(err, path, line, "a call before 'hash' (no model yet)");
        } else if (!strcmp(p, "step")) {
            sg_error e;
            if (sg_cosim_step(h, &e) && h->model_failed)
                break; /* the recorded run ended here too */
        } else if (!strncmp(p, "pick ", 5)) {
            unsigned sched;
            int slot;
            if (sscanf(rest, "%u %d", &sched, &slot) != 2)
                st = bad_line(err, path, line, "pick needs SCHED SLOT");
            else
                st = sg_cosim_set_pick(h, sched, slot, err);
        } else if (!strcmp(p, "end")) {
            st = sg_cosim_end_cycle(h, err);
        } else if (!strncmp(p, "cw ", 3)) {
            if (!hexes(rest, v, 11))
                st = bad_line(err, path, line, "cw needs 11 hex numbers");
            else {
                sg_obs_warp o = {v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10]};
                st = sg_cosim_check_warp(h, v[0], &o, err);
            }
        } else if (!strncmp(p, "ct ", 3)) {
            if (!hexes(rest, v, 5))
                st = bad_line(err, path, line, "ct needs 5 hex numbers");
            else
                st = sg_cosim_check_token(h, v[0], v[1], v[2], v[3], v[4], err);
        } else if (!strncmp(p, "cs ", 3)) {
            if (!hexes(rest, v, 8))
                st = bad_line(err, path, line, "cs needs 8 hex numbers");
            else {
                sg_obs_step o = {v[1], v[2], v[3], v[4], v[5], v[6], v[7]};
                st = sg_cosim_check_step(h, v[0], &o, err);
            }
        } else if (!strncmp(p, "cwt ", 4)) {
            const char *q = rest;
            uint32_t head[2], e[3];
            int good = hex_run(&q, head, 2) && head[1] <= MAX_WT_ENTRIES;
            for (uint32_t k = 0; good && k < head[1]; k++) {
                good = hex_run(&q, e, 3);
                wt[k] = (sg_wt_state){e[0], e[1], e[2]};
            }
            if (!good || !hexes(q, e, 0))
                st = bad_line(err, path, line, "cwt needs SLOT N and N entries of 3 hex numbers");
            else
                st = sg_cosim_check_wt(h, head[0], wt, head[1], err);
        } else if (!strncmp(p, "dp ", 3)) {
            if (!hexes(rest, v, 1))
                st = bad_line(err, path, line, "dp needs MODE");
            else
                st = sg_cosim_set_datapath(h, v[0], err);
        } else if (!strncmp(p, "ign ", 4)) {
            if (!hexes(rest, v, 2))
                st = bad_line(err, path, line, "ign needs FIELD LANES");
            else
                st = sg_cosim_ignore(h, v[0], v[1], err);
        } else if (!strncmp(p, "cr ", 3)) {
            unsigned sched;
            if (!rt && !(rt = malloc(sizeof *rt)))
                st = sg_fail(err, SG_ERR_NOMEM, "out of memory");
            else if (!parse_retire(rest, &sched, rt))
                st = bad_line(err, path, line, "cr: a retire record (see record.c) was expected");
            else
                st = sg_cosim_check_retire(h, sched, rt, err);
        } else if (!strncmp(p, "cd ", 3)) {
            sg_decoded dv;
            unsigned sched_d;
            if (!parse_decode(rest, &sched_d, &dv))
                st = bad_line(err, path, line, "cd: SCHED and the decode bundle's fields (see record.c)");
            else
                st = sg_cosim_check_decode(h, sched_d, &dv, err);
        } else if (!strncmp(p, "csch ", 5)) {
            sg_obs_sched so;
            if (!parse_sched(rest, &so))
                st = bad_line(err, path, line, "csch: the scheduler outputs (see record.c)");
            else
                st = sg_cosim_check_sched(h, &so, err);
        } else if (!strncmp(p, "cl ", 3)) {
            sg_lane_view lv;
            unsigned sched_l;
            if (!parse_lanes(rest, &sched_l, &lv))
                st = bad_line(err, path, line, "cl: SCHED clocks lanes and the rows (see record.c)");
            else
                st = sg_cosim_check_lanes(h, sched_l, &lv, err);
        } else if (!strncmp(p, "verdict ", 8)) {
            have_verdict = 1;
            if (recorded && rn)
                snprintf(recorded, rn, "%s", rest);
        } else if (*p) {
            st = bad_line(err, path, line, "unknown call");
        }
        if (st && err && !err->line)
            sg_error_at(err, path, line, 1);
        p = nl ? nl + 1 : p + strlen(p);
    }
    if (!st && !h)
        st = bad_line(err, path, line, "the log ends before the model was created");
    if (!st) {
        char buf[512];
        sg_cosim_finish(h, buf, sizeof buf);
        if (verdict && vn)
            snprintf(verdict, vn, "%s", buf);
        *same = have_verdict && recorded && !strcmp(buf, recorded);
    }
    sg_cosim_destroy(h);
    free(rt);
    free(wt);
    free(args);
    free(text);
    return st;
}
