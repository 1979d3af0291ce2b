/*
 * trace_cmp.c - first difference between two trace vectors.
 */
#include <stdio.h>
#include <string.h>

#include "smgold/trace.h"
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

/* Next field of a record line: "key=value" or the kind letter; a value may be
 * "quoted" (spaces inside). Returns 0 at the end of the line. */
static int next_field(const char **p, const char *e, const char **fs, const char **fe)
{
    while (*p < e && **p == ' ')
        (*p)++;
    if (*p >= e)
        return 0;
    *fs = *p;
    int q = 0;
    while (*p < e && (q || **p != ' ')) {
        if (**p == '"')
            q = !q;
        (*p)++;
    }
    *fe = *p;
    return 1;
}

static void copy(char *dst, size_t n, const char *s, const char *e)
{
    size_t k = (size_t)(e - s);
    if (k >= n)
        k = n - 1;
    memcpy(dst, s, k);
    dst[k] = '\0';
}

static int is_record(const char *s, const char *e)
{
    return e - s >= 2 && strchr("IUEXWS", s[0]) && s[0] && s[1] == ' ';
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
    copy(key + 7, n - 7, k, ke);
}

static void set_context(sg_trace_diff *d, const char *s, const char *e)
{
    /* kind, cyc, w, step, pc: the first six fields */
    const char *p = s, *fs = s, *fe = s, *last = s;
    for (int i = 0; i < 6 && next_field(&p, e, &fs, &fe); i++)
        last = fe;
    copy(d->context, sizeof d->context, s, last);
}

sg_status sg_trace_compare(const char *expected, size_t elen, const char *actual, size_t alen,
                           const char *name, sg_trace_diff *d, sg_error *err)
{
    if (!d || (!expected && elen) || (!actual && alen))
        return sg_fail(err, SG_ERR_ARG, "sg_trace_compare: NULL argument");
    memset(d, 0, sizeof *d);
    cursor ce = {expected, expected + elen, 0}, ca = {actual, actual + alen, 0};
    const char *es, *ee, *as, *ae;
    unsigned record = 0;
    int first = 1;
    for (;;) {
        int he = meaningful(&ce, &es, &ee), ha = meaningful(&ca, &as, &ae);
        if (!he && !ha)
            return SG_OK;
        if (he && !(es[0] == '#' || is_record(es, ee))) {
            sg_fail(err, SG_ERR_SYNTAX, "bad vector: expected a '#' header line or a record "
                                        "(I, U, E, X, W or S followed by key=value fields)");
            sg_error_at(err, name, ce.line, 1);
            return SG_ERR_SYNTAX;
        }
        if (first && he) {
            first = 0;
            const char *fmt = "# smgold trace format=";
            size_t fl = strlen(fmt);
            if ((size_t)(ee - es) < fl || strncmp(es, fmt, fl)) {
                sg_fail(err, SG_ERR_SYNTAX, "bad vector: the first line must be '%s%d'", fmt,
                        SG_TRACE_FORMAT);
                sg_error_at(err, name, ce.line, 1);
                return SG_ERR_SYNTAX;
            }
            char v[16];
            copy(v, sizeof v, es + fl, ee);
            if (strcmp(v, "1")) {
                sg_fail(err, SG_ERR_UNKNOWN, "vector format %s: this smgold reads format %d", v,
                        SG_TRACE_FORMAT);
                sg_error_at(err, name, ce.line, (unsigned)fl + 1);
                return SG_ERR_UNKNOWN;
            }
        }
        d->line = he ? ce.line : 0;
        if (!he || !ha) {
            d->differs = 1;
            d->record = record + 1;
            snprintf(d->field, sizeof d->field, "record");
            if (he) {
                copy(d->expected, sizeof d->expected, es, ee);
                set_context(d, es, ee);
            } else {
                snprintf(d->expected, sizeof d->expected, "(end of trace)");
                if (ha && as[0] != '#')
                    set_context(d, as, ae);
            }
            if (ha)
                copy(d->actual, sizeof d->actual, as, ae);
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
                copy(d->expected, sizeof d->expected, es, ee);
                copy(d->actual, sizeof d->actual, as, ae);
                return SG_OK;
            }
            continue;
        }
        record++;
        const char *pe = es, *pa = as, *fs = es, *fe = es, *gs = as, *ge = as;
        for (;;) {
            int fe_ok = next_field(&pe, ee, &fs, &fe), fa_ok = next_field(&pa, ae, &gs, &ge);
            if (!fe_ok && !fa_ok)
                break;
            int same = fe_ok && fa_ok && (fe - fs) == (ge - gs) && !memcmp(fs, gs, (size_t)(fe - fs));
            if (same)
                continue;
            d->differs = 1;
            d->record = record;
            set_context(d, es, ee);
            const char *ks = fe_ok ? fs : gs, *ke = fe_ok ? fe : ge;
            const char *eq = memchr(ks, '=', (size_t)(ke - ks));
            if (ks == es)
                snprintf(d->field, sizeof d->field, "kind");
            else
                copy(d->field, sizeof d->field, ks, eq ? eq : ke);
            if (fe_ok) {
                const char *v = memchr(fs, '=', (size_t)(fe - fs));
                copy(d->expected, sizeof d->expected, v ? v + 1 : fs, fe);
            } else {
                snprintf(d->expected, sizeof d->expected, "(no such field)");
            }
            if (fa_ok) {
                const char *v = memchr(gs, '=', (size_t)(ge - gs));
                /* the same key on both sides: show just the values */
                int same_key = fe_ok && v && eq && (v - gs) == (eq - fs) && !memcmp(gs, fs, (size_t)(v - gs));
                copy(d->actual, sizeof d->actual, same_key ? v + 1 : gs, ge);
                if (!same_key && fe_ok)
                    copy(d->expected, sizeof d->expected, fs, fe);
            } else {
                snprintf(d->actual, sizeof d->actual, "(no such field)");
            }
            return SG_OK;
        }
    }
}
