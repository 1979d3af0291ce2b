/*
 * config.c - the configuration of a model instance (smgold/config.h,
 * specs/memory.md §10).
 *
 * One table of keys drives defaults, parsing, checking and formatting, so the
 * four cannot disagree: each key has its field, its legal range and how its
 * value is written.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "smgold/config.h"
#include "util/err.h"
#include "util/names.h"

typedef enum key_kind {
    K_UINT,  /* unsigned, decimal in the canonical text */
    K_BYTES, /* unsigned byte count, 0x hex in the canonical text */
    K_NAMES  /* one of a list of names, stored as its index */
} key_kind;

typedef struct key_desc {
    const char *name;
    size_t off;      /* offsetof the field */
    key_kind kind;
    uint32_t lo, hi; /* legal range (inclusive) */
    uint32_t align;  /* value must be a multiple of this (1: any) */
    uint32_t dflt;
    const char *const *names; /* K_NAMES: the names, NULL-terminated (hi = count - 1) */
    int quiet_default; /* sg_config_format leaves the key out when it holds its default */
} key_desc;

#define F(field) offsetof(sg_config, field)

static const char *const bb_policy_names[] = {"while-mask", "div-token", NULL};
static const char *const timing_names[] = {"functional", "cycle", NULL};
static const char *const sched_names[] = {"lrr", "gto", "two-level", "external", NULL};
static const char *const lane_names[] = {"baseline", "half-skip", "bcc", "scc", NULL};
static const char *const detail_names[] = {"control", "datapath", NULL};

/* In the order of the fields of sg_config, which is the canonical order. */
static const key_desc keys[] = {
    {"warp_size", F(warp_size), K_UINT, 1, 32, 1, 32, NULL, 0},
    {"stack_onchip_slots", F(stack_onchip_slots), K_UINT, 1, 1024, 1, 16, NULL, 0},
    {"stack_spill_bytes", F(stack_spill_bytes), K_BYTES, 0, UINT32_MAX, 1, 0, NULL, 0},
    {"backward_branch_policy", F(backward_branch_policy), K_NAMES, 0, 1, 1, SG_BB_WHILE_MASK,
     bb_policy_names, 0},
    {"while_mask_slots", F(while_mask_slots), K_UINT, 1, 1024, 1, 16, NULL, 0},
    {"schedulers", F(schedulers), K_UINT, 1, 2, 1, 2, NULL, 0},
    {"max_warps", F(max_warps), K_UINT, 1, 64, 1, 48, NULL, 0},
    {"max_blocks", F(max_blocks), K_UINT, 1, 16, 1, 8, NULL, 0},
    {"shared_bytes", F(shared_bytes), K_BYTES, 0, 0x10000, 1, 0xc000, NULL, 0},
    {"local_bytes", F(local_bytes), K_BYTES, 0, UINT32_MAX, 16, 0x1000, NULL, 0},
    /* the cycle model (specs/timing.md): sources and calibration there */
    {"regs_per_thread", F(regs_per_thread), K_UINT, 0, 64, 1, 0, NULL, 0},
    {"timing", F(timing), K_NAMES, 0, 1, 1, SG_TIMING_FUNCTIONAL, timing_names, 0},
    {"scheduler_policy", F(scheduler_policy), K_NAMES, 0, 3, 1, SG_SCHED_LRR, sched_names, 0},
    {"two_level_active", F(two_level_active), K_UINT, 1, 64, 1, 6, NULL, 0},
    {"lane_mode", F(lane_mode), K_NAMES, 0, 3, 1, 0, lane_names, 0},
    {"sched_clock_ratio", F(sched_clock_ratio), K_UINT, 1, 8, 1, 2, NULL, 0},
    {"reissue_clocks", F(reissue_clocks), K_UINT, 1, 256, 1, 6, NULL, 0},
    {"lat_alu", F(lat_alu), K_UINT, 1, 4096, 1, 20, NULL, 0},
    {"lat_imad", F(lat_imad), K_UINT, 1, 4096, 1, 22, NULL, 0},
    {"lat_cc", F(lat_cc), K_UINT, 1, 4096, 1, 26, NULL, 0},
    {"lat_pred", F(lat_pred), K_UINT, 1, 4096, 1, 56, NULL, 0},
    {"lat_fp64", F(lat_fp64), K_UINT, 1, 4096, 1, 22, NULL, 0},
    {"lat_sfu", F(lat_sfu), K_UINT, 1, 4096, 1, 40, NULL, 0},
    {"lat_shared", F(lat_shared), K_UINT, 1, 4096, 1, 30, NULL, 0},
    {"lat_const", F(lat_const), K_UINT, 1, 4096, 1, 20, NULL, 0},
    {"lat_global", F(lat_global), K_UINT, 1, 65536, 1, 600, NULL, 0},
    {"trace_cycles", F(trace_cycles), K_UINT, 0, 1, 1, 0, NULL, 0},
    /* specs/trace-format.md §2.2: written only when datapath (format-1 headers unchanged) */
    {"trace_detail", F(trace_detail), K_NAMES, 0, 1, 1, SG_TRACE_CONTROL, detail_names, 1},
    {"hang_cycles", F(hang_cycles), K_UINT, 0, UINT32_MAX, 1, 1000000, NULL, 0},
};
#define NKEYS (sizeof keys / sizeof keys[0])

/* Field access: every field is an unsigned, a uint32_t or an enum, all
 * stored as 32-bit unsigned values on the platforms smgold supports (checked
 * below). */
_Static_assert(sizeof(unsigned) == sizeof(uint32_t), "unsigned is 32 bits");
_Static_assert(sizeof(sg_bb_policy) == sizeof(uint32_t), "enums are 32 bits");

static uint32_t get_field(const sg_config *cfg, const key_desc *k)
{
    const char *p = (const char *)cfg + k->off;
    uint32_t v;
    memcpy(&v, p, sizeof v);
    return v;
}

static void set_field(sg_config *cfg, const key_desc *k, uint32_t v)
{
    char *p = (char *)cfg + k->off;
    memcpy(p, &v, sizeof v);
}

void sg_config_default(sg_config *cfg)
{
    if (!cfg)
        return;
    memset(cfg, 0, sizeof *cfg);
    for (size_t i = 0; i < NKEYS; i++)
        set_field(cfg, &keys[i], keys[i].dflt);
}

static const key_desc *find_key(const char *s, size_t n)
{
    for (size_t i = 0; i < NKEYS; i++)
        if (strlen(keys[i].name) == n && !memcmp(keys[i].name, s, n))
            return &keys[i];
    return NULL;
}

/* "1..32", "0..0x10000", "a multiple of 16" ... for messages. */
static void describe_range(const key_desc *k, char *buf, size_t n)
{
    if (k->kind == K_NAMES) {
        size_t len = 0;
        buf[0] = '\0';
        for (uint32_t i = 0; k->names[i] && len < n; i++) {
            const char *sep = !i ? "" : k->names[i + 1] ? ", " : " or ";
            int w = snprintf(buf + len, n - len, "%s%s", sep, k->names[i]);
            if (w < 0)
                break;
            len += (size_t)w;
        }
    }
    else if (k->align > 1)
        snprintf(buf, n, "a multiple of %u in 0..0x%x", (unsigned)k->align,
                 (unsigned)(k->hi - k->hi % k->align));
    else if (k->kind == K_BYTES)
        snprintf(buf, n, "0x%x..0x%x", (unsigned)k->lo, (unsigned)k->hi);
    else
        snprintf(buf, n, "%u..%u", (unsigned)k->lo, (unsigned)k->hi);
}

static int in_range(const key_desc *k, uint32_t v)
{
    return v >= k->lo && v <= k->hi && v % k->align == 0;
}

/* Parse the value text s[0..n) for key k. On error: the status, the message
 * and the offset in s of the offending character. */
static sg_status parse_value(const key_desc *k, const char *s, size_t n, uint32_t *out,
                             size_t *bad, sg_error *err)
{
    char want[128];
    describe_range(k, want, sizeof want);
    *bad = 0;
    if (n == 0)
        return sg_fail(err, SG_ERR_SYNTAX, "%s: expected a value (%s)", k->name, want);
    if (k->kind == K_NAMES) {
        int i = sg_name_find(k->names, k->hi + 1, s, n);
        if (i >= 0) {
            *out = (uint32_t)i;
            return SG_OK;
        }
        return sg_fail(err, SG_ERR_RANGE, "%s: expected %s, not '%.*s'", k->name, want,
                       (int)(n > 40 ? 40 : n), s);
    }
    uint64_t v = 0;
    size_t i = 0;
    int hex = n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    if (n == 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        *bad = 2;
        return sg_fail(err, SG_ERR_SYNTAX, "%s: expected hex digits after '0x'", k->name);
    }
    if (hex) {
        for (i = 2; i < n; i++) {
            char c = s[i];
            int d = (c >= '0' && c <= '9') ? c - '0'
                    : (c >= 'a' && c <= 'f') ? c - 'a' + 10
                    : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
            if (d < 0) {
                *bad = i;
                return sg_fail(err, SG_ERR_SYNTAX,
                               "%s: expected a number (decimal or 0x hex), found '%c'", k->name,
                               (c >= 0x20 && c < 0x7f) ? c : '?');
            }
            if (v > 0xffffffffull) /* keep going only to find bad characters */
                continue;
            v = v << 4 | (uint64_t)d;
        }
    } else {
        if (s[0] == '0' && n > 1) {
            *bad = 0;
            return sg_fail(err, SG_ERR_SYNTAX,
                           "%s: a decimal number has no leading zero (write 0x for hex)",
                           k->name);
        }
        for (i = 0; i < n; i++) {
            char c = s[i];
            if (c < '0' || c > '9') {
                *bad = i;
                return sg_fail(err, SG_ERR_SYNTAX,
                               "%s: expected a number (decimal or 0x hex), found '%c'", k->name,
                               (c >= 0x20 && c < 0x7f) ? c : '?');
            }
            if (v > 0xffffffffull)
                continue;
            v = v * 10 + (uint64_t)(c - '0');
        }
    }
    if (v > 0xffffffffull || !in_range(k, (uint32_t)v))
        return sg_fail(err, SG_ERR_RANGE, "%s must be %s, not %.*s", k->name, want,
                       (int)(n > 40 ? 40 : n), s);
    *out = (uint32_t)v;
    return SG_OK;
}

static int is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

/* A key or a value runs to white space, '=', '#' or the end of the line. */
static int is_value_char(char c)
{
    return c != '#' && !is_blank(c) && c != '\n' && c != '=';
}

static sg_status fail_at(sg_error *err, const char *name, unsigned line, unsigned col,
                         sg_status code, const char *msg, const char *arg)
{
    sg_fail(err, code, msg, arg);
    sg_error_at(err, name, line, col);
    return code;
}

static void known_keys(char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < NKEYS && len < n; i++) {
        int w = snprintf(buf + len, n - len, "%s%s", i ? ", " : "", keys[i].name);
        if (w < 0)
            break;
        len += (size_t)w;
    }
}

sg_status sg_config_parse(const char *text, size_t len, const char *name, sg_config *cfg,
                          sg_error *err)
{
    if (!cfg || (!text && len))
        return sg_fail(err, SG_ERR_ARG, "sg_config_parse: NULL argument");
    if (!name)
        name = "";
    sg_config work = *cfg;
    unsigned set_line[NKEYS];
    memset(set_line, 0, sizeof set_line);
    unsigned line = 1;
    size_t i = 0;
    while (i <= len) {
        size_t ls = i, le = i;
        while (le < len && text[le] != '\n')
            le++;
#define COL(p) ((unsigned)((p) - ls + 1))
        size_t p = ls;
        while (p < le && is_blank(text[p]))
            p++;
        if (p < le && text[p] != '#') {
            /* key */
            size_t ks = p;
            while (p < le && is_value_char(text[p])) /* up to blank, '=' or '#' */
                p++;
            if (p == ks) {
                char c[2] = {text[p], 0};
                if ((unsigned char)c[0] < 0x20 || (unsigned char)c[0] >= 0x7f)
                    c[0] = '?';
                return fail_at(err, name, line, COL(p), SG_ERR_SYNTAX,
                               "expected a key (a parameter name), found '%s'", c);
            }
            const key_desc *k = find_key(text + ks, p - ks);
            if (!k) {
                char kn[1024];
                known_keys(kn, sizeof kn);
                sg_fail(err, SG_ERR_UNKNOWN, "unknown key '%.*s' (expected one of %s)",
                        (int)(p - ks > 64 ? 64 : p - ks), text + ks, kn);
                sg_error_at(err, name, line, COL(ks));
                return SG_ERR_UNKNOWN;
            }
            size_t ki = (size_t)(k - keys);
            if (set_line[ki]) {
                sg_fail(err, SG_ERR_SYNTAX, "%s is already set on line %u", k->name,
                        set_line[ki]);
                sg_error_at(err, name, line, COL(ks));
                return SG_ERR_SYNTAX;
            }
            while (p < le && is_blank(text[p]))
                p++;
            if (p >= le || text[p] != '=')
                return fail_at(err, name, line, COL(p), SG_ERR_SYNTAX,
                               "expected '=' after %s", k->name);
            p++;
            while (p < le && is_blank(text[p]))
                p++;
            size_t vs = p;
            while (p < le && is_value_char(text[p]))
                p++;
            size_t ve = p;
            while (p < le && is_blank(text[p]))
                p++;
            if (vs == ve) {
                sg_fail(err, SG_ERR_SYNTAX, "expected a value for %s", k->name);
                sg_error_at(err, name, line, COL(vs));
                return SG_ERR_SYNTAX;
            }
            if (p < le && text[p] != '#') {
                sg_fail(err, SG_ERR_SYNTAX,
                        "expected the end of the line or a '#' comment after the value of %s",
                        k->name);
                sg_error_at(err, name, line, COL(p));
                return SG_ERR_SYNTAX;
            }
            uint32_t v;
            size_t bad;
            sg_status s = parse_value(k, text + vs, ve - vs, &v, &bad, err);
            if (s != SG_OK) {
                sg_error_at(err, name, line, COL(vs + bad));
                return s;
            }
            set_field(&work, k, v);
            set_line[ki] = line;
        }
#undef COL
        if (le >= len)
            break;
        i = le + 1;
        line++;
    }
    *cfg = work;
    return SG_OK;
}

sg_status sg_config_set(sg_config *cfg, const char *key, const char *value, sg_error *err)
{
    if (!cfg || !key || !value)
        return sg_fail(err, SG_ERR_ARG, "sg_config_set: NULL argument");
    const key_desc *k = find_key(key, strlen(key));
    if (!k) {
        char kn[1024];
        known_keys(kn, sizeof kn);
        return sg_fail(err, SG_ERR_UNKNOWN, "unknown key '%.64s' (expected one of %s)", key, kn);
    }
    /* white space around the value is not significant */
    size_t n = strlen(value);
    while (n && is_blank(value[n - 1]))
        n--;
    while (n && is_blank(*value)) {
        value++;
        n--;
    }
    uint32_t v;
    size_t bad;
    sg_status s = parse_value(k, value, n, &v, &bad, err);
    if (s != SG_OK)
        return s;
    set_field(cfg, k, v);
    return SG_OK;
}

sg_status sg_config_get(const sg_config *cfg, const char *key, uint32_t *value, sg_error *err)
{
    if (!cfg || !key || !value)
        return sg_fail(err, SG_ERR_ARG, "sg_config_get: NULL argument");
    const key_desc *k = find_key(key, strlen(key));
    if (!k) {
        char kn[1024];
        known_keys(kn, sizeof kn);
        return sg_fail(err, SG_ERR_UNKNOWN, "unknown key '%.64s' (expected one of %s)", key, kn);
    }
    *value = get_field(cfg, k);
    return SG_OK;
}

uint32_t sg_config_stack_capacity(const sg_config *cfg)
{
    return cfg->stack_onchip_slots + 48u * (cfg->stack_spill_bytes / 0x200u); /* CFG-2 */
}

sg_status sg_config_check(const sg_config *cfg, sg_error *err)
{
    if (!cfg)
        return sg_fail(err, SG_ERR_ARG, "sg_config_check: NULL argument");
    for (size_t i = 0; i < NKEYS; i++) {
        const key_desc *k = &keys[i];
        uint32_t v = get_field(cfg, k);
        if (!in_range(k, v)) {
            char want[128];
            describe_range(k, want, sizeof want);
            if (k->kind == K_BYTES)
                return sg_fail(err, SG_ERR_RANGE, "%s must be %s, not 0x%x", k->name, want,
                               (unsigned)v);
            return sg_fail(err, SG_ERR_RANGE, "%s must be %s, not %u", k->name, want,
                           (unsigned)v);
        }
    }
    return SG_OK;
}

size_t sg_config_format(const sg_config *cfg, char *buf, size_t n)
{
    char tmp[1024];
    size_t len = 0;
    tmp[0] = '\0';
    if (cfg) {
        for (size_t i = 0; i < NKEYS; i++) {
            const key_desc *k = &keys[i];
            uint32_t v = get_field(cfg, k);
            if (k->quiet_default && v == k->dflt)
                continue;
            const char *sep = len ? " " : "";
            int w;
            if (k->kind == K_NAMES)
                w = snprintf(tmp + len, sizeof tmp - len, "%s%s=%s", sep, k->name,
                             v <= k->hi ? k->names[v] : "invalid");
            else if (k->kind == K_BYTES)
                w = snprintf(tmp + len, sizeof tmp - len, "%s%s=0x%x", sep, k->name,
                             (unsigned)v);
            else
                w = snprintf(tmp + len, sizeof tmp - len, "%s%s=%u", sep, k->name, (unsigned)v);
            if (w < 0 || (size_t)w >= sizeof tmp - len)
                break; /* cannot happen: tmp holds the longest text */
            len += (size_t)w;
        }
    }
    if (buf && n) {
        size_t c = len < n ? len : n - 1;
        memcpy(buf, tmp, c);
        buf[c] = '\0';
    }
    return len;
}
