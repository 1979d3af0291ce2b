/*
 * trace_cmp.c - first difference between two trace vectors of the same
 * format (specs/trace-format.md §4); what is inside a record: trace_rec.c.
 */
#include <stdio.h>
#include <string.h>

#include "smgold/trace.h"
#include "trace_rec.h"
#include "../util/err.h"

typedef struct cursor {
    const char *p, *end;
    unsigned line;
} cursor;

/* Next line as [*s, *e); returns 0 at the end. */
static int next_line(cursor *c, const char **s, const char **e)
{
    if (c->p >= c->end)
        return 0;
    *s = c->p;
    const char *nl = memchr(c->p, '\n', (size_t)(c->end - c->p));
    *e = nl ? nl : c->end;
    c->p = nl ? nl + 1 : c->end;
    c->line++;
    if (*e > *s && (*e)[-1] == '\r')
        (*e)--;
    return 1;
}

/* Skip lines that are blank or "# model"; return the next meaningful line. */
static int meaningful(cursor *c, const char **s, const char **e)
{
    while (next_line(c, s, e)) {
        if (*s == *e)
            continue;
        if (*e - *s >= 7 && !strncmp(*s, "# model", 7))
            continue;
        return 1;
    }
    return 0;
}

static void header_key(const char *s, const char *e, char *key, size_t n)
{
    const char *k = s + 2, *ke = k;
    while (ke < e && *ke != ' ')
        ke++;
    snprintf(key, n, "header:");
    sg_tr_copy(key + 7, n - 7, k, ke);
}

static void set_context(sg_trace_diff *d, const char *s, const char *e)
{
    /* kind, cyc, w, blk, step, pc: the first six fields (an M record: up to pc) */
    const char *p = s, *fs = s, *fe = s, *last = s;
    for (int i = 0; i < 6 && sg_tr_next_field(&p, e, &fs, &fe); i++) {
        last = fe;
        if (s[0] == 'M' && fe - fs > 3 && !memcmp(fs, "pc=", 3))
            break;
    }
    sg_tr_copy(d->context, sizeof d->context, s, last);
}

static const char format_line[] = "# smgold trace format=";

/* The format a first line declares: 1 or 2; 0 when it is no format line;
 * -1 for another number (its text in v). */
static int line_format(const char *s, const char *e, char *v, size_t n)
{
    size_t fl = sizeof format_line - 1;
    if ((size_t)(e - s) < fl || strncmp(s, format_line, fl))
        return 0;
    sg_tr_copy(v, n, s + fl, e);
    return !strcmp(v, "1") ? 1 : !strcmp(v, "2") ? 2 : -1;
}

static sg_status fail_line(sg_error *err, const char *name, unsigned line, unsigned col,
                           sg_status code)
{
    sg_error_at(err, name, line, col);
    return code;
}

/* Two records [es, ee) and [as, ae) differ: the first field that does. */
static void field_diff(sg_trace_diff *d, const char *es, const char *ee, const char *as,
                       const char *ae)
{
    const char *pe = es, *pa = as, *fs = es, *fe = es, *gs = as, *ge = as;
    for (;;) {
        int fe_ok = sg_tr_next_field(&pe, ee, &fs, &fe);
        int fa_ok = sg_tr_next_field(&pa, ae, &gs, &ge);
        if (!fe_ok && !fa_ok)
            return;
        int same = fe_ok && fa_ok && (fe - fs) == (ge - gs) && !memcmp(fs, gs, (size_t)(fe - fs));
        if (same)
            continue;
        d->differs = 1;
        set_context(d, es, ee);
        const char *ks = fe_ok ? fs : gs, *ke = fe_ok ? fe : ge;
        const char *eq = memchr(ks, '=', (size_t)(ke - ks));
        const char *v = fa_ok ? memchr(gs, '=', (size_t)(ge - gs)) : NULL;
        /* the same key on both sides */
        int same_key =
            fe_ok && v && eq && (v - gs) == (eq - fs) && !memcmp(gs, fs, (size_t)(v - gs));
        /* a list-valued field: the first element that differs (lane 7, trans[1]) */
        if (same_key && sg_tr_list_diff(fs, eq, eq + 1, fe, v + 1, ge, d))
            return;
        if (ks == es)
            snprintf(d->field, sizeof d->field, "kind");
        else
            sg_tr_copy(d->field, sizeof d->field, ks, eq ? eq : ke);
        if (fe_ok)
            sg_tr_copy(d->expected, sizeof d->expected, eq ? eq + 1 : fs, fe);
        else
            snprintf(d->expected, sizeof d->expected, "(no such field)");
        if (fa_ok) {
            sg_tr_copy(d->actual, sizeof d->actual, same_key ? v + 1 : gs, ge);
            if (!same_key && fe_ok)
                sg_tr_copy(d->expected, sizeof d->expected, fs, fe);
        } else {
            snprintf(d->actual, sizeof d->actual, "(no such field)");
        }
        return;
    }
}

sg_status sg_trace_compare(const char *expected, size_t elen, const char *actual, size_t alen,
                           const char *name, sg_trace_diff *d, sg_error *err)
{
    if (!d || (!expected && elen) || (!actual && alen))
        return sg_fail(err, SG_ERR_ARG, "sg_trace_compare: NULL argument");
    memset(d, 0, sizeof *d);
    cursor ce = {expected, expected + elen, 0}, ca = {actual, actual + alen, 0};
    const char *es, *ee, *as, *ae;
    unsigned record = 0, col;
    int first = 1, format = 0;
    for (;;) {
        int he = meaningful(&ce, &es, &ee), ha = meaningful(&ca, &as, &ae);
        if (!he && !ha)
            return SG_OK;
        if (he && es[0] != '#' && !sg_tr_is_record(es, ee)) {
            sg_tr_check_record(es, ee, format, &col, err);
            return fail_line(err, name, ce.line, col, SG_ERR_SYNTAX);
        }
        if (first && he) {
            first = 0;
            char v[16], va[16];
            format = line_format(es, ee, v, sizeof v);
            if (!format) {
                sg_fail(err, SG_ERR_SYNTAX, "bad vector: the first line must be '%s1' or '%s2'",
                        format_line, format_line);
                return fail_line(err, name, ce.line, 1, SG_ERR_SYNTAX);
            }
            if (format < 0) {
                sg_fail(err, SG_ERR_UNKNOWN, "vector format %s: this smgold reads formats 1 and 2",
                        v);
                return fail_line(err, name, ce.line, (unsigned)sizeof format_line, SG_ERR_UNKNOWN);
            }
            int fa = ha ? line_format(as, ae, va, sizeof va) : 0;
            if (fa && fa != format) {
                sg_fail(err, SG_ERR_UNKNOWN, "the vector is format %d and the trace format %s: "
                        "they compare only in the same format (format 2, with datapath records, is "
                        "written with trace_detail = datapath: --trace-detail datapath)", format,
                        va);
                return fail_line(err, name, ce.line, (unsigned)sizeof format_line, SG_ERR_UNKNOWN);
            }
        }
        if (he && es[0] != '#' && sg_tr_check_record(es, ee, format, &col, err))
            return fail_line(err, name, ce.line, col, SG_ERR_SYNTAX);
        d->line = he ? ce.line : 0;
        if (!he || !ha) {
            d->differs = 1;
            d->record = record + 1;
            snprintf(d->field, sizeof d->field, "record");
            if (he) {
                sg_tr_copy(d->expected, sizeof d->expected, es, ee);
                set_context(d, es, ee);
            } else {
                snprintf(d->expected, sizeof d->expected, "(end of trace)");
                if (ha && as[0] != '#')
                    set_context(d, as, ae);
            }
            if (ha)
                sg_tr_copy(d->actual, sizeof d->actual, as, ae);
            else
                snprintf(d->actual, sizeof d->actual, "(end of trace)");
            return SG_OK;
        }
        if (es[0] == '#' || as[0] == '#') {
            if (es[0] != '#' || as[0] != '#' || (ee - es) != (ae - as) ||
                memcmp(es, as, (size_t)(ee - es))) {
                d->differs = 1;
                header_key(es[0] == '#' ? es : as, es[0] == '#' ? ee : ae, d->field,
                           sizeof d->field);
                sg_tr_copy(d->expected, sizeof d->expected, es, ee);
                sg_tr_copy(d->actual, sizeof d->actual, as, ae);
                return SG_OK;
            }
            continue;
        }
        record++;
        field_diff(d, es, ee, as, ae);
        if (d->differs) {
            d->record = record;
            return SG_OK;
        }
    }
}
