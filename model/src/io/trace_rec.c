/*
 * trace_rec.c - one record of a trace vector (specs/trace-format.md §2, §4):
 * its fields, its syntax (what a malformed vector is) and the first differing
 * element of a list-valued field, so that "smgold check" names the lane.
 */
#include "trace_rec.h"

#include <stdio.h>
#include <string.h>

#include "../util/err.h"

#define MAX_ELEMS 256 /* elements of one list the reader takes apart */
#define SG_TRACE_LANES 32 /* lanes of a warp at most */

int sg_tr_next_field(const char **p, const char *e, const char **fs, const char **fe)
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

void sg_tr_copy(char *dst, size_t n, const char *s, const char *e)
{
    size_t k = (size_t)(e - s);
    if (k >= n)
        k = n - 1;
    memcpy(dst, s, k);
    dst[k] = '\0';
}

int sg_tr_is_record(const char *s, const char *e)
{
    return e - s >= 2 && s[0] && strchr("IUEMXWS", s[0]) && s[1] == ' ';
}

static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static int is_hex(char c)
{
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static int is_key_char(char c)
{
    return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static int key_is(const char *ks, const char *ke, const char *name)
{
    size_t n = strlen(name);
    return (size_t)(ke - ks) == n && !memcmp(ks, name, n);
}

/* ---- lists ------------------------------------------------------------- */

typedef struct elem {
    unsigned lane;      /* lane lists: the lane; other lists: the index */
    const char *vs, *ve; /* the value (after "LANE:") */
} elem;

/* Take the list [s, e) apart: "[E,E,...]" ("[]" is empty); in a lane list
 * each E is LANE:VALUE (LANE decimal). Returns the number of elements, or -1
 * with *bad at the fault. */
static int parse_list(const char *s, const char *e, int lanes, elem *out, int max,
                      const char **bad)
{
    if (e - s < 2 || s[0] != '[' || e[-1] != ']') {
        *bad = s;
        return -1;
    }
    const char *p = s + 1, *end = e - 1;
    int n = 0;
    if (p == end)
        return 0;
    for (;;) {
        const char *q = p;
        while (q < end && *q != ',')
            q++;
        if (n == max) {
            *bad = p;
            return -1;
        }
        elem *x = &out[n];
        const char *v = p;
        unsigned lane = (unsigned)n;
        if (lanes) {
            lane = 0;
            while (v < q && is_digit(*v) && lane < 1000)
                lane = lane * 10 + (unsigned)(*v++ - '0');
            if (v == p || v >= q || *v != ':') {
                *bad = v;
                return -1;
            }
            v++;
        }
        if (v == q) {
            *bad = v;
            return -1;
        }
        for (const char *c = v; c < q; c++)
            if (*c == '[' || *c == ']' || *c == '"') {
                *bad = c;
                return -1;
            }
        x->lane = lane;
        x->vs = v;
        x->ve = q;
        n++;
        if (q == end)
            return n;
        p = q + 1;
    }
}

/* The fields whose value is a list of per-lane elements (§2, §2.2). */
static int is_lane_list(const char *ks, const char *ke)
{
    if (ke - ks >= 2 && ks[0] == 'R') {
        for (const char *c = ks + 1; c < ke; c++)
            if (!is_digit(*c))
                return 0;
        return 1;
    }
    return key_is(ks, ke, "CC") || key_is(ks, ke, "ST") || key_is(ks, ke, "addr") ||
           key_is(ks, ke, "be") || key_is(ks, ke, "wdata");
}

/* ---- the syntax of a record ----------------------------------------------- */

static int is_dec(const char *s, const char *e)
{
    if (s == e)
        return 0;
    for (; s < e; s++)
        if (!is_digit(*s))
            return 0;
    return 1;
}

static int is_hex0x(const char *s, const char *e)
{
    if (e - s < 3 || s[0] != '0' || s[1] != 'x')
        return 0;
    for (s += 2; s < e; s++)
        if (!is_hex(*s))
            return 0;
    return 1;
}

/* W0_W1_W2_W3, 8 hex digits each */
static int is_chunk(const char *s, const char *e)
{
    if (e - s != 35)
        return 0;
    for (int i = 0; i < 35; i++)
        if (i % 9 == 8 ? s[i] != '_' : !is_hex(s[i]))
            return 0;
    return 1;
}

/* The column of at in the line: the error's location. */
static sg_status at_col(unsigned *col, const char *line, const char *at)
{
    *col = (unsigned)(at - line) + 1;
    return SG_ERR_SYNTAX;
}

/* At most 48 characters of [s, e), for messages. */
#define SHOW(s, e) (int)((e) - (s) > 48 ? 48 : (e) - (s)), (s)

/* The M record's fields in order (§2.2); wdata only for kind store and rmw,
 * trans only for space g. */
enum { MK_CYC, MK_W, MK_STEP, MK_PC, MK_KIND, MK_SPACE, MK_SIZE, MK_ADDR, MK_BE, MK_WDATA,
       MK_TRANS, MK_PASSES, MK_N };
static const char *const m_key[MK_N] = {"cyc", "w",  "step",  "pc",    "kind",  "space",
                                        "size", "addr", "be", "wdata", "trans", "passes"};
static const char *const m_want[MK_N] = {
    "N (decimal)", "N (decimal)", "N (decimal)", "0xPC", "load|store|rmw", "g|s|l|c",
    "N (decimal)", "[LANE:0xADDRESS,...] (lanes ascending)", "[LANE:0xBYTES,...] (lanes ascending)",
    "[LANE:W0_W1_W2_W3,...] (8 hex digits a word; lanes ascending)", "[0xSEGMENT,...]",
    "N (decimal)"};
#define M_ORDER "M cyc w step pc kind space size addr be [wdata] [trans] passes"

/* The value [vs, ve) of M field k: 0 when well formed, else the fault. */
static const char *m_value_fault(int k, const char *vs, const char *ve)
{
    elem x[MAX_ELEMS];
    const char *bad = vs;
    int n;
    switch (k) {
    case MK_PC:
        return is_hex0x(vs, ve) ? NULL : vs;
    case MK_KIND:
        return key_is(vs, ve, "load") || key_is(vs, ve, "store") || key_is(vs, ve, "rmw") ? NULL
                                                                                         : vs;
    case MK_SPACE:
        return ve - vs == 1 && strchr("gslc", *vs) ? NULL : vs;
    case MK_ADDR:
    case MK_BE:
    case MK_WDATA:
    case MK_TRANS:
        n = parse_list(vs, ve, k != MK_TRANS, x, SG_TRACE_LANES, &bad);
        if (n < 0)
            return bad;
        for (int i = 0; i < n; i++) {
            int ok = k == MK_WDATA ? is_chunk(x[i].vs, x[i].ve) : is_hex0x(x[i].vs, x[i].ve);
            if (k != MK_TRANS && (x[i].lane >= SG_TRACE_LANES || (i && x[i].lane <= x[i - 1].lane)))
                ok = 0;
            if (!ok)
                return x[i].vs;
        }
        return NULL;
    default:
        return is_dec(vs, ve) ? NULL : vs;
    }
}

sg_status sg_tr_check_record(const char *s, const char *e, int format, unsigned *col,
                             sg_error *err)
{
    *col = 1;
    if (!sg_tr_is_record(s, e))
        return sg_fail(err, SG_ERR_SYNTAX, "bad vector: expected a '#' header line or a record "
                                           "(I, U, E, M, X, W or S followed by key=value fields)");
    int m = s[0] == 'M';
    if (m && format < 2)
        return sg_fail(err, SG_ERR_SYNTAX, "bad vector: an M record (datapath records, format 2) "
                                           "in a format %d vector", format);
    const char *p = s + 1, *fs, *fe;
    int k = 0, need_wdata = 0, need_trans = 0;
    while (sg_tr_next_field(&p, e, &fs, &fe)) {
        const char *ks = fs, *ke = memchr(fs, '=', (size_t)(fe - fs));
        int key_ok = ke && ke > ks;
        for (const char *c = ks; key_ok && c < ke; c++)
            key_ok = is_key_char(*c);
        if (!key_ok) {
            sg_fail(err, SG_ERR_SYNTAX, "bad record: expected key=value, found '%.*s'",
                    SHOW(fs, fe));
            return at_col(col, s, fs);
        }
        const char *vs = ke + 1, *fault;
        char key[32];
        sg_tr_copy(key, sizeof key, ks, ke);
        if (!m) {
            elem x[MAX_ELEMS];
            if (is_lane_list(ks, ke) && parse_list(vs, fe, 1, x, MAX_ELEMS, &fault) < 0) {
                sg_fail(err, SG_ERR_SYNTAX, "bad record: %s= must be a list [LANE:VALUE,...], "
                        "not '%.*s'", key, SHOW(vs, fe));
                return at_col(col, s, fault);
            }
            continue;
        }
        while ((k == MK_WDATA && !need_wdata) || (k == MK_TRANS && !need_trans))
            k++;
        if (k == MK_N) {
            sg_fail(err, SG_ERR_SYNTAX, "bad M record (" M_ORDER "): unexpected field '%.*s' after "
                    "passes", SHOW(fs, fe));
            return at_col(col, s, fs);
        }
        if (strcmp(key, m_key[k])) {
            sg_fail(err, SG_ERR_SYNTAX, "bad M record (" M_ORDER "): expected %s=%s, found '%.*s'",
                    m_key[k], m_want[k], SHOW(fs, fe));
            return at_col(col, s, fs);
        }
        if ((fault = m_value_fault(k, vs, fe))) {
            sg_fail(err, SG_ERR_SYNTAX, "bad M record: %s= must be %s, not '%.*s'", m_key[k],
                    m_want[k], SHOW(vs, fe));
            return at_col(col, s, fault);
        }
        if (k == MK_KIND)
            need_wdata = vs[0] != 'l';
        if (k == MK_SPACE)
            need_trans = vs[0] == 'g';
        k++;
    }
    while (m && ((k == MK_WDATA && !need_wdata) || (k == MK_TRANS && !need_trans)))
        k++;
    if (m && k < MK_N) {
        sg_fail(err, SG_ERR_SYNTAX, "bad M record (" M_ORDER "): expected %s=%s, found the end of "
                "the line", m_key[k], m_want[k]);
        return at_col(col, s, e);
    }
    return SG_OK;
}

/* ---- the first differing element ----------------------------------------- */

/* A value as shown: bare hex digits (R<n>, CC) with 0x, others as written. */
static void show(char *dst, size_t n, const elem *x)
{
    int hex = x->vs < x->ve;
    for (const char *c = x->vs; c < x->ve; c++)
        hex &= is_hex(*c);
    snprintf(dst, n, "%s%.*s", hex ? "0x" : "", (int)(x->ve - x->vs), x->vs);
}

static const elem *find_lane(const elem *x, int n, unsigned lane)
{
    for (int i = 0; i < n; i++)
        if (x[i].lane == lane)
            return &x[i];
    return NULL;
}

/* Report element `lane` of key: either side may lack it (NULL). */
static int report(sg_trace_diff *d, const char *key, int lanes, unsigned lane, const elem *x,
                  const elem *y)
{
    if (lanes)
        snprintf(d->field, sizeof d->field, "%s lane %u", key, lane);
    else
        snprintf(d->field, sizeof d->field, "%s[%u]", key, lane);
    char *out[2] = {d->expected, d->actual};
    const elem *v[2] = {x, y};
    for (int i = 0; i < 2; i++) {
        if (v[i])
            show(out[i], sizeof d->expected, v[i]);
        else if (lanes)
            snprintf(out[i], sizeof d->expected, "(no lane %u)", lane);
        else
            snprintf(out[i], sizeof d->expected, "(no %s[%u])", key, lane);
    }
    return 1;
}

int sg_tr_list_diff(const char *ks, const char *ke, const char *es, const char *ee,
                    const char *as, const char *ae, sg_trace_diff *d)
{
    int lanes = is_lane_list(ks, ke);
    if (!lanes && !key_is(ks, ke, "trans"))
        return 0;
    elem x[MAX_ELEMS], y[MAX_ELEMS];
    const char *bad;
    int nx = parse_list(es, ee, lanes, x, MAX_ELEMS, &bad);
    int ny = parse_list(as, ae, lanes, y, MAX_ELEMS, &bad);
    if (nx < 0 || ny < 0)
        return 0;
    char key[32];
    sg_tr_copy(key, sizeof key, ks, ke);
    int i = 0;
    for (; i < nx && i < ny && x[i].lane == y[i].lane; i++)
        if (x[i].ve - x[i].vs != y[i].ve - y[i].vs ||
            memcmp(x[i].vs, y[i].vs, (size_t)(x[i].ve - x[i].vs)))
            return report(d, key, lanes, x[i].lane, &x[i], &y[i]);
    if (i == nx && i == ny)
        return 0; /* the same elements: leave it to the whole values */
    /* lists are in ascending lanes: the first lane one side lacks */
    if (i < nx && !find_lane(y, ny, x[i].lane))
        return report(d, key, lanes, x[i].lane, &x[i], NULL);
    if (i < ny && !find_lane(x, nx, y[i].lane))
        return report(d, key, lanes, y[i].lane, NULL, &y[i]);
    return 0;
}
