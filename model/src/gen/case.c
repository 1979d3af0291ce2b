/*
 * case.c - a case directory: the generated files, then the expected files
 * from running the model exactly as "smgold run program.lst @launch.args"
 * does (the same argument parser, set-up, trace and memory-dump format).
 * Also the quick in-memory run the generator uses to accept a recipe.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gen_internal.h"
#include "smgold/image.h"
#include "smgold/run.h"
#include "smgold/smgold.h"
#include "util/err.h"

#define GEN_MAX_CYCLES 2000000u

/* Write len bytes to dir/name through a temporary file and a rename. */
static sg_status write_file(const char *dir, const char *name, const char *data, size_t len,
                            sg_error *err)
{
    char path[4096], tmp[4112];
    if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, name) >= sizeof path)
        return sg_fail(err, SG_ERR_ARG, "%s/%s: path too long", dir, name);
    snprintf(tmp, sizeof tmp, "%s.tmpXXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0)
        return sg_fail(err, SG_ERR_IO, "%s: cannot create: %s", path, strerror(errno));
    FILE *f = fdopen(fd, "wb");
    int ok = f && fwrite(data, 1, len, f) == len;
    if (f)
        ok = (fclose(f) == 0) && ok;
    else
        close(fd);
    if (ok && rename(tmp, path) != 0)
        ok = 0;
    if (!ok) {
        int e = errno;
        unlink(tmp);
        return sg_fail(err, SG_ERR_IO, "%s: cannot write: %s", path, strerror(e));
    }
    return SG_OK;
}

static void remove_file(const char *dir, const char *name)
{
    char path[4096];
    if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, name) < sizeof path)
        unlink(path);
}

typedef struct sink {
    char *buf;
    size_t len, cap;
} sink;

static int sink_write(void *ctx, const char *text, size_t len)
{
    sink *s = ctx;
    if (s->len + len + 1 > s->cap) {
        size_t cap = s->cap ? s->cap : 1 << 16;
        while (cap < s->len + len + 1)
            cap *= 2;
        char *nb = realloc(s->buf, cap);
        if (!nb)
            return -1;
        s->buf = nb;
        s->cap = cap;
    }
    memcpy(s->buf + s->len, text, len);
    s->len += len;
    return 0;
}

/* Is this run error one of the stack errors a case may end in by design? */
static int stack_error(const sg_error *e)
{
    return strstr(e->msg, "STACK_OVERFLOW") || strstr(e->msg, "STACK_UNDERFLOW") ||
           strstr(e->msg, "WMASK_OVERFLOW");
}

/* The memory dump d as smgold run writes it. */
static sg_status dump_text(sg_sm *sm, const sg_run_mem *d, char **text, size_t *len, sg_error *err)
{
    size_t n = (size_t)d->len / 4;
    uint8_t *bytes = malloc((size_t)d->len);
    uint32_t *words = malloc(n * sizeof *words);
    *text = NULL;
    sg_status st = SG_OK;
    if (!bytes || !words)
        st = sg_fail(err, SG_ERR_NOMEM, "out of memory");
    else
        st = sg_sm_read_global(sm, d->addr, bytes, (size_t)d->len, err);
    if (!st) {
        for (size_t k = 0; k < n; k++)
            words[k] = (uint32_t)bytes[4 * k] | (uint32_t)bytes[4 * k + 1] << 8 |
                       (uint32_t)bytes[4 * k + 2] << 16 | (uint32_t)bytes[4 * k + 3] << 24;
        char comment[128];
        snprintf(comment, sizeof comment, "smgold global memory 0x%llx, 0x%llx bytes",
                 (unsigned long long)d->addr, (unsigned long long)d->len);
        size_t need = sg_image_format(words, n, comment, NULL, 0) + 1;
        *text = malloc(need);
        if (!*text)
            st = sg_fail(err, SG_ERR_NOMEM, "out of memory");
        else
            *len = sg_image_format(words, n, comment, *text, need);
    }
    free(bytes);
    free(words);
    return st;
}

sg_status sg_gen_write_case(const sg_recipe *r, const char *dir, sg_gen_result *out,
                            sg_error *err)
{
    memset(out, 0, sizeof *out);
    sg_gen_files f;
    sg_status st = gen_emit(r, &f, err);
    if (st)
        return st;
    out->instructions = f.instructions;
    for (unsigned i = 0; !st && i < f.n; i++)
        st = write_file(dir, f.f[i].name, f.f[i].data, f.f[i].len, err);
    sg_gen_files_free(&f);
    if (st)
        return st;
    remove_file(dir, "expected.trace");
    remove_file(dir, "expected-error.txt");
    remove_file(dir, "expected-out.hex");
    remove_file(dir, "expected-g.hex");
    remove_file(dir, "expected-gh.hex");

    /* the run, as smgold run does it */
    const char *args[] = {"program.lst", "@launch.args"};
    sg_run_opts *o = NULL;
    sg_sm *sm = NULL;
    sink tr = {0};
    st = sg_run_parse(2, args, dir, &o, err);
    if (!st)
        st = sg_run_setup(o, &sm, err);
    if (!st)
        st = sg_sm_set_trace(sm, sink_write, &tr, NULL, err);
    if (!st)
        st = sg_run_launch(o, sm, err);
    if (!st) {
        sg_error run_err;
        if (sg_sm_run(sm, GEN_MAX_CYCLES, &run_err)) {
            if (!stack_error(&run_err)) {
                char buf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
                st = sg_fail(err, SG_ERR_RANGE, "%s: the generated case fails: %s", dir,
                             sg_error_format(&run_err, buf, sizeof buf));
            } else {
                out->error = 1;
                sg_error_format(&run_err, out->error_line, sizeof out->error_line);
            }
        }
        out->steps = sg_sm_instructions(sm);
        out->cycles = sg_sm_cycle(sm);
    }
    if (!st && out->error) {
        char line[sizeof out->error_line + 2];
        int n = snprintf(line, sizeof line, "%s\n", out->error_line);
        st = write_file(dir, "expected-error.txt", line, (size_t)n, err);
    } else if (!st) {
        st = write_file(dir, "expected.trace", tr.buf ? tr.buf : "", tr.len, err);
        for (unsigned i = 0; !st && i < o->ndump; i++) {
            const char *name = o->dump[i].file;
            char ename[256];
            if (!strncmp(name, "actual-", 7))
                snprintf(ename, sizeof ename, "expected-%s", name + 7);
            else
                snprintf(ename, sizeof ename, "expected-%s", name);
            char *text = NULL;
            size_t len = 0;
            st = dump_text(sm, &o->dump[i], &text, &len, err);
            if (!st)
                st = write_file(dir, ename, text, len, err);
            free(text);
        }
    }
    free(tr.buf);
    sg_sm_destroy(sm);
    sg_run_free(o);
    if (st)
        return st;

    /* README.md: one line */
    sg_recipe_size sz;
    st = sg_recipe_size_of(r, &sz, err);
    if (st)
        return st;
    char sh[256], readme[1536];
    unsigned wpb = (r->block + r->warp_size - 1) / r->warp_size;
    int n = snprintf(readme, sizeof readme,
                     "smgold gen case %u (profile %s, seed 0x%" PRIx64 "): %u recipe nodes, %u "
                     "instructions, %u block%s of %u threads (%u warp%s of %u lanes), %" PRIu64
                     " warp steps; %s; %s (format and shapes: specs/gen.md).\n",
                     r->index, r->profile, r->seed, sz.nodes, sz.instructions, r->grid,
                     r->grid == 1 ? "" : "s", r->block, wpb * r->grid, wpb * r->grid == 1 ? "" : "s",
                     r->warp_size, out->steps, gen_shapes(r, sh, sizeof sh),
                     out->error ? "ends in a stack error by design: expected-error.txt"
                                : "out[t] in expected-out.hex");
    return write_file(dir, "README.md", readme, (size_t)n, err);
}

/* ---- the quick run (no files) ------------------------------------------ */

static const sg_gen_file *find(const sg_gen_files *f, const char *name)
{
    for (unsigned i = 0; i < f->n; i++)
        if (!strcmp(f->f[i].name, name))
            return &f->f[i];
    return NULL;
}

sg_status gen_quick_run(const sg_recipe *r, int *error, uint64_t *steps, sg_error *err)
{
    *error = 0;
    *steps = 0;
    sg_gen_files f;
    sg_status st = gen_emit(r, &f, err);
    if (st)
        return st;
    sg_config cfg;
    sg_config_default(&cfg);
    char v[5][32];
    snprintf(v[0], sizeof v[0], "%u", r->warp_size);
    snprintf(v[1], sizeof v[1], "%u", r->max_warps);
    snprintf(v[2], sizeof v[2], "%u", r->onchip);
    snprintf(v[3], sizeof v[3], "0x%" PRIx32, r->spill_bytes);
    snprintf(v[4], sizeof v[4], "%u", r->wm_slots);
    if (!st)
        st = sg_config_set(&cfg, "warp_size", v[0], err);
    if (!st)
        st = sg_config_set(&cfg, "max_warps", v[1], err);
    if (!st)
        st = sg_config_set(&cfg, "stack_onchip_slots", v[2], err);
    if (!st)
        st = sg_config_set(&cfg, "stack_spill_bytes", v[3], err);
    if (!st)
        st = sg_config_set(&cfg, "while_mask_slots", v[4], err);
    if (!st)
        st = sg_config_set(&cfg, "backward_branch_policy", r->policy ? "div-token" : "while-mask",
                           err);
    sg_sm *sm = NULL;
    sg_program prog = {0};
    sg_asm_options ao = {0};
    const sg_gen_file *lst = find(&f, "program.lst"), *in = find(&f, "in.hex"),
                      *outf = find(&f, "out.hex");
    if (!st)
        st = sg_sm_create(&cfg, &sm, err);
    if (!st)
        st = sg_assemble(lst->data, lst->len, "program.lst", &ao, &prog, err);
    if (!st)
        st = sg_sm_load_program(sm, &prog, err);
    if (!st)
        st = sg_sm_load_image(sm, 0x100000, outf->data, outf->len, "out.hex", NULL, err);
    if (!st)
        st = sg_sm_load_image(sm, 0x200000, in->data, in->len, "in.hex", NULL, err);
    /* the parameters: out, in and (datapath) the constant table; the global buffers */
    uint8_t params[8 + 4 * GEN_CTAB_WORDS] = {0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x20, 0x00};
    size_t nparams = 8;
    if (r->dseed) {
        for (unsigned i = 0; i < GEN_CTAB_WORDS; i++) {
            uint32_t v = gen_ctab_word(r, i);
            for (unsigned b = 0; b < 4; b++)
                params[nparams++] = (uint8_t)(v >> 8 * b);
        }
        const sg_gen_file *g = find(&f, "g.hex"), *gh = find(&f, "gh.hex");
        if (!st)
            st = sg_sm_load_image(sm, GEN_G_ADDR, g->data, g->len, "g.hex", NULL, err);
        if (!st)
            st = sg_sm_load_image(sm, GEN_GH_ADDR, gh->data, gh->len, "gh.hex", NULL, err);
    }
    sg_launch l = {{r->grid, 1, 1}, {r->block, 1, 1}, params, nparams, 0};
    if (!st)
        st = sg_sm_launch(sm, &l, err);
    if (!st) {
        sg_error run_err;
        if (sg_sm_run(sm, GEN_MAX_CYCLES, &run_err)) {
            if (!stack_error(&run_err)) {
                char buf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
                st = sg_fail(err, SG_ERR_RANGE, "the generated case fails: %s",
                             sg_error_format(&run_err, buf, sizeof buf));
            }
            *error = 1;
        }
        *steps = sg_sm_instructions(sm);
    }
    sg_program_free(&prog);
    sg_sm_destroy(sm);
    sg_gen_files_free(&f);
    return st;
}
