/*
 * checkpoint.c - sg_sm_save / sg_sm_restore (smgold/checkpoint.h): the header
 * of a checkpoint (magic, version, byte order, length, the hashes of program
 * and configuration, specs/checkpoint.md CK-1 to CK-3), its sections
 * (checkpoint_state.c) and the trailing checksum; restore checks it all in a
 * dry pass before a second pass changes the model (CK-8). The file helpers are
 * checkpoint_file.c.
 *
 * Not on the clocked path: these are host calls between clocks, and they
 * allocate freely.
 */
#include <stdio.h>
#include <string.h>

#include "ckpt_codec.h"
#include "state.h"
#include "smgold/checkpoint.h"

/* ---- the whole checkpoint ----------------------------------------------- */

static uint64_t config_hash(const sg_config *cfg, char *text, size_t cap)
{
    size_t n = sg_config_format(cfg, text, cap);
    return ck_fnv64(CK_FNV_SEED, text, n < cap ? n : cap - 1);
}

static void save_all(ck_wr *w, const sg_sm *sm)
{
    char cfg[1024];
    uint64_t ch = config_hash(&sm->cfg, cfg, sizeof cfg);
    ck_w_bytes(w, CK_MAGIC, 8);
    ck_w_u32(w, SG_CHECKPOINT_VERSION);
    ck_w_u32(w, 0x04030201u); /* bytes 01 02 03 04: the fields are little-endian */
    size_t total_at = w->len;
    ck_w_u64(w, 0); /* the file's length, filled in below */
    ck_w_u64(w, sm->prog_hash);
    ck_w_u64(w, ch);
    ck_w_u32(w, sm->base);
    ck_w_u32(w, (uint32_t)sm->n);
    ck_w_u64(w, sm->cycle);
    ck_w_str(w, cfg, sizeof cfg);
    ck_save_state(w, sm);
    if (w->buf) {
        uint64_t total = w->len + 8;
        for (int i = 0; i < 8; i++)
            w->buf[total_at + i] = (uint8_t)(total >> (8 * i));
    }
    uint64_t sum = w->buf ? ck_fnv64(CK_FNV_SEED, w->buf, w->len) : 0;
    ck_w_u64(w, sum);
}

sg_status sg_sm_save(const sg_sm *sm, void *buf, size_t cap, size_t *len, sg_error *err)
{
    if (!sm || !len)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_save: NULL argument");
    if (!sm->loaded)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_save: no program loaded");
    ck_wr count = {NULL, 0};
    save_all(&count, sm);
    if (!buf) {
        *len = count.len;
        return SG_OK;
    }
    if (cap < count.len)
        return sg_fail(err, SG_ERR_RANGE, "sg_sm_save: a buffer of %zu bytes; the checkpoint "
                       "needs %zu", cap, count.len);
    ck_wr out = {buf, 0};
    save_all(&out, sm);
    *len = out.len;
    return SG_OK;
}

/* CK-3: name the first configuration key whose value differs. */
static void config_differs(ck_rd *r, const char *saved, const char *mine)
{
    const char *sides[2][2] = {{saved, mine}, {mine, saved}};
    for (int s = 0; s < 2; s++) {
        const char *a = sides[s][0], *b = sides[s][1];
        for (const char *p = a; *p;) {
            size_t n = strcspn(p, " "), k = strcspn(p, "=");
            int found = 0;
            for (const char *q = b; *q && !found;) {
                size_t m = strcspn(q, " ");
                if (m == n && !memcmp(p, q, n))
                    found = 1;
                q += m + (q[m] == ' ');
            }
            if (!found) {
                const char *other = "its default";
                char buf[128];
                for (const char *q = b; *q; q += strcspn(q, " ") + (q[strcspn(q, " ")] == ' '))
                    if (!strncmp(q, p, k + 1)) {
                        snprintf(buf, sizeof buf, "%.*s", (int)strcspn(q, " "), q);
                        other = buf;
                    }
                ck_r_fail(r, SG_ERR_RANGE, "saved with another configuration: the %s has %.*s, "
                       "the %s %s", s ? "model" : "checkpoint", (int)n, p,
                       s ? "checkpoint" : "model", other);
                return;
            }
            p += n + (p[n] == ' ');
        }
    }
    ck_r_fail(r, SG_ERR_RANGE, "saved with another configuration");
}

/* Header and checks (CK-2, CK-3); returns 0 with r->bad set on failure. */
static void check_header(ck_rd *r, const sg_sm *sm)
{
    const uint8_t *magic = ck_r_take(r, 8);
    if (magic && memcmp(magic, CK_MAGIC, 8)) {
        ck_r_fail(r, SG_ERR_SYNTAX, "not an smgold checkpoint (it does not start with %s)",
               CK_MAGIC);
        return;
    }
    uint32_t version = ck_r_u32(r), bom = ck_r_u32(r);
    if (!r->bad && version != SG_CHECKPOINT_VERSION) {
        ck_r_fail(r, SG_ERR_SYNTAX, "format version %u; this smgold reads version %u", version,
               SG_CHECKPOINT_VERSION);
        return;
    }
    if (!r->bad && bom != 0x04030201u) {
        ck_r_fail(r, SG_ERR_SYNTAX, "bad byte-order mark 0x%08x", bom);
        return;
    }
    uint64_t total = ck_r_u64(r);
    if (!r->bad && total != r->len) {
        ck_r_fail(r, SG_ERR_SYNTAX, "%zu bytes, but it says it has %llu (truncated or extended)",
               r->len, (unsigned long long)total);
        return;
    }
    if (r->bad)
        return;
    uint64_t sum = 0;
    for (int i = 0; i < 8; i++)
        sum |= (uint64_t)r->p[r->len - 8 + i] << (8 * i);
    if (!r->apply && sum != ck_fnv64(CK_FNV_SEED, r->p, r->len - 8)) { /* once: in the dry pass */
        ck_r_fail(r, SG_ERR_SYNTAX, "the checksum does not match its contents (corrupt)");
        return;
    }
    uint64_t ph = ck_r_u64(r), ch = ck_r_u64(r);
    uint32_t base = ck_r_u32(r), n = ck_r_u32(r);
    (void)ck_r_u64(r); /* the cycle, for a reader of the header */
    char saved[1024] = "", mine[1024];
    uint32_t tl = ck_r_max(r, "the configuration's length", sizeof saved - 1);
    const uint8_t *text = ck_r_take(r, tl);
    if (r->bad)
        return;
    memcpy(saved, text, tl);
    saved[tl] = '\0';
    if (ph != sm->prog_hash || base != sm->base || n != sm->n) {
        ck_r_fail(r, SG_ERR_RANGE, "saved from another program (%u instructions at 0x%x, hash "
               "0x%016llx); the model holds %zu at 0x%x, hash 0x%016llx", n, base,
               (unsigned long long)ph, sm->n, sm->base, (unsigned long long)sm->prog_hash);
        return;
    }
    if (ch != config_hash(&sm->cfg, mine, sizeof mine))
        config_differs(r, saved, mine);
}

static sg_status restore_pass(sg_sm *sm, const uint8_t *p, size_t len, const char *name,
                              int apply, sg_error *err)
{
    ck_rd r = {p, len - 8, 0, apply, 0, err, name, NULL, 0, 0}; /* the checksum: no field */
    if (len < CK_HEADER + 8) {
        r.len = len;
        ck_r_fail(&r, SG_ERR_SYNTAX, "%zu bytes: too short for an smgold checkpoint", len);
        return SG_ERR_SYNTAX;
    }
    r.len = len;
    check_header(&r, sm);
    r.len = len - 8;
    ck_load_state(&r, sm);
    if (!r.bad && r.pos != r.len)
        ck_r_fail(&r, SG_ERR_SYNTAX, "%zu bytes after the last section", r.len - r.pos);
    return r.bad ? err ? err->code : SG_ERR_SYNTAX : SG_OK;
}

sg_status sg_sm_restore(sg_sm *sm, const void *buf, size_t len, const char *name, sg_error *err)
{
    if (!sm || (!buf && len))
        return sg_fail(err, SG_ERR_ARG, "sg_sm_restore: NULL argument");
    if (!sm->loaded)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_restore: no program loaded");
    sg_error e;
    sg_error *ep = err ? err : &e;
    sg_status st = restore_pass(sm, buf, len, name, 0, ep);
    if (!st)
        st = restore_pass(sm, buf, len, name, 1, ep);
    if (st)
        return st;
    /* CK-6: what follows from the configuration is recomputed, not stored */
    sg_sm_sched_slots(sm);
    for (unsigned s = 0; s < 2; s++) {
        sm->dp_ops[s].valid = sm->dp_rt[s].valid = 0;
        sm->dp_lazy[s].pending = sm->dp_lazy_ops[s].pending = 0; /* bundles built on read */
        sm->view[s].valid = 0;
    }
    /* as sg_sm_launch does: a datapath trace takes its M records from the retire records */
    if (sm->tfn && sm->cfg.trace_detail == SG_TRACE_DATAPATH && !sm->dp_on)
        sg_sm_set_datapath(sm, 1, NULL);
    return SG_OK;
}
