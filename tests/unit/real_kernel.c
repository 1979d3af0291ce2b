/*
 * real_kernel.c - see real_kernel.h.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "real_kernel.h"
#include "seed_listing.h"
#include "smgold/image.h"
#include "smgold/listing.h"
#include "support.h"

static void check(const rk_run *r, sg_status st, const sg_error *err, const char *what)
{
    if (st != SG_OK) {
        char buf[1024];
        fail_msg("%s: %s: %s", r->name, what, sg_error_format(err, buf, sizeof buf));
    }
}

/* The lines of function fn in a corpus listing, as a listing of its own. */
static char *function_text(const char *text, const char *fn, size_t *len)
{
    char head[256];
    snprintf(head, sizeof head, "Function : %s\n", fn);
    const char *p = strstr(text, head);
    if (!p)
        return NULL;
    p += strlen(head);
    const char *e = strstr(p, "Function : ");
    if (!e)
        e = p + strlen(p);
    *len = (size_t)(e - p);
    char *out = malloc(*len + 1);
    if (out) {
        memcpy(out, p, *len);
        out[*len] = '\0';
    }
    return out;
}

void rk_load(rk_run *r, const char *file, const char *fn)
{
    snprintf(r->name, sizeof r->name, "%s:%s (%s timing)", file, fn,
             r->cfg.timing == SG_TIMING_CYCLE ? "cycle" : "functional");
    char rel[512], path[1024];
    snprintf(rel, sizeof rel, "tests/corpus/%s", file);
    char *all = read_text(source_path(rel, path, sizeof path), NULL);
    size_t len = 0;
    char *text = function_text(all, fn, &len);
    free(all);
    if (!text)
        fail_msg("%s: no function %s", path, fn);
    /* the words of the hex comments, as cuobjdump printed them: the text is
     * checked against them by the corpus test, not here */
    sg_asm_options opt = {0};
    opt.trust_hex = 1;
    sg_program prog;
    sg_error err;
    sg_status st = sg_assemble(text, len, r->name, &opt, &prog, &err);
    free(text);
    check(r, st, &err, "assemble");
    st = sg_sm_load_program(r->sm, &prog, &err);
    sg_program_free(&prog);
    check(r, st, &err, "load");
}

void rk_begin_cfg(rk_run *r, const char *file, const char *fn, unsigned timing,
                  void (*cfg_edit)(sg_config *cfg))
{
    memset(r, 0, sizeof *r);
    snprintf(r->name, sizeof r->name, "%s (%s timing)", file,
             timing == SG_TIMING_CYCLE ? "cycle" : "functional");
    sg_config_default(&r->cfg);
    r->cfg.timing = timing;
    if (cfg_edit)
        cfg_edit(&r->cfg);
    sg_error err;
    check(r, sg_sm_create(&r->cfg, &r->sm, &err), &err, "create");
    rk_load(r, file, fn);
}

void rk_begin(rk_run *r, const char *file, const char *fn, unsigned timing)
{
    rk_begin_cfg(r, file, fn, timing, NULL);
}

void rk_buffer(rk_run *r, uint64_t addr, const void *data, size_t len)
{
    sg_error err;
    check(r, sg_sm_map_global(r->sm, addr, len, &err), &err, "map");
    if (data)
        check(r, sg_sm_write_global(r->sm, addr, data, len, &err), &err, "write");
}

uint64_t rk_launch(rk_run *r, uint32_t grid, uint32_t block, const void *params, size_t param_bytes)
{
    sg_error err;
    sg_launch l = {{grid, 1, 1}, {block, 1, 1}, params, param_bytes, 0};
    check(r, sg_sm_launch(r->sm, &l, &err), &err, "launch");
    uint64_t c0 = sg_sm_cycle(r->sm);
    check(r, sg_sm_run(r->sm, 500000000ull, &err), &err, "run");
    assert_true(sg_sm_done(r->sm));
    return sg_sm_cycle(r->sm) - c0;
}

void rk_read(rk_run *r, uint64_t addr, void *dst, size_t len)
{
    sg_error err;
    check(r, sg_sm_read_global(r->sm, addr, dst, len, &err), &err, "read");
}

void rk_end(rk_run *r)
{
    sg_sm_destroy(r->sm);
    r->sm = NULL;
}

typedef struct img_ctx {
    uint32_t *words;
    size_t max, n;
} img_ctx;

static sg_status img_word(void *ctx, uint64_t off, uint32_t v, sg_error *err)
{
    img_ctx *c = ctx;
    if (off >= c->max) {
        err->code = SG_ERR_RANGE;
        snprintf(err->msg, sizeof err->msg, "image word %llu past %zu", (unsigned long long)off,
                 c->max);
        return SG_ERR_RANGE;
    }
    c->words[off] = v;
    if (off + 1 > c->n)
        c->n = (size_t)off + 1;
    return SG_OK;
}

size_t rk_read_image(const char *relpath, uint32_t *words, size_t max)
{
    char path[1024];
    size_t len;
    char *text = read_text(source_path(relpath, path, sizeof path), &len);
    img_ctx c = {words, max, 0};
    sg_error err;
    memset(&err, 0, sizeof err);
    sg_status st = sg_image_parse(text, len, relpath, img_word, &c, &err);
    free(text);
    if (st != SG_OK) {
        char buf[1024];
        fail_msg("%s: %s", relpath, sg_error_format(&err, buf, sizeof buf));
    }
    return c.n;
}

uint32_t rk_rand(uint32_t *s)
{
    uint32_t x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *s = x;
}

void rk_expect_words(const rk_run *r, const char *what, const uint32_t *got, const uint32_t *want,
                     size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (got[i] != want[i])
            fail_msg("%s: %s[%zu] is 0x%08x, the C reference gives 0x%08x", r->name, what, i,
                     got[i], want[i]);
}
