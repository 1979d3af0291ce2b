/*
 * setup.c - making the SM and what the host does to it outside the clock:
 * create and destroy, global memory (written and read back), textures,
 * images and constant banks, guard stimuli, and the observers (trace,
 * Accel-Sim export, coverage).
 *
 * Apart from sm.c because none of it is on the clocked path: these calls
 * come before a launch (or between clocks) and only set, or read back,
 * state that the warp step uses.
 */
#include <stdlib.h>
#include <string.h>

#include "state.h"
#include "smgold/image.h"
#include "../util/err.h"

/* ---- creation and set-up ------------------------------------------------ */

sg_status sg_sm_create(const sg_config *cfg, sg_sm **out, sg_error *err)
{
    if (!cfg || !out)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_create: NULL argument");
    *out = NULL;
    sg_status st = sg_config_check(cfg, err);
    if (st)
        return st;
    sg_sm *sm = calloc(1, sizeof *sm);
    if (!sm)
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    sm->cfg = *cfg;
    sg_simt_cfg_from(cfg, &sm->scfg);
    st = sg_memory_create(&sm->mem, err);
    if (st) {
        free(sm);
        return st;
    }
    for (unsigned b = 0; b < SG_NCBANKS; b++)
        sm->env.cbank[b] = sg_memory_cbank(sm->mem, b);
    sm->env.warp_size = cfg->warp_size;
    sm->warps = calloc(cfg->max_warps, sizeof *sm->warps);
    sm->blocks = calloc(cfg->max_blocks, sizeof *sm->blocks);
    sm->shared_pool = calloc((size_t)cfg->max_blocks * cfg->shared_bytes + 1, 1);
    sm->local_pool = calloc((size_t)cfg->max_warps * cfg->warp_size * cfg->local_bytes + 1, 1);
    sm->lock_pool = calloc((size_t)cfg->max_blocks * SG_LOCK_WORDS(cfg->shared_bytes) + 1, 4);
    sm->ev = calloc(sm->scfg.max_events, sizeof *sm->ev);
    if (!sm->warps || !sm->blocks || !sm->shared_pool || !sm->local_pool || !sm->lock_pool ||
        !sm->ev) {
        sg_sm_destroy(sm);
        return sg_fail(err, SG_ERR_NOMEM, "out of memory for %u warps", cfg->max_warps);
    }
    for (unsigned i = 0; i < cfg->max_warps; i++) {
        sg_warp *w = &sm->warps[i];
        w->local = sm->local_pool + (size_t)i * cfg->warp_size * cfg->local_bytes;
        st = sg_simt_init(&w->st, &sm->scfg, err);
        if (st) {
            sg_sm_destroy(sm);
            return st;
        }
    }
    *out = sm;
    return SG_OK;
}

void sg_sm_destroy(sg_sm *sm)
{
    if (!sm)
        return;
    if (sm->warps)
        for (unsigned i = 0; i < sm->cfg.max_warps; i++)
            sg_simt_free(&sm->warps[i].st);
    sg_memory_destroy(sm->mem);
    free(sm->warps);
    free(sm->blocks);
    free(sm->shared_pool);
    free(sm->local_pool);
    free(sm->lock_pool);
    free(sm->ev);
    free(sm->insn);
    free(sm->pre);
    free(sm->launch_text);
    free(sm->tbuf);
    free(sm);
}

sg_status sg_sm_map_global(sg_sm *sm, uint64_t addr, uint64_t len, sg_error *err)
{
    if (!sm)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_map_global: NULL model");
    return sg_memory_map(sm->mem, addr, len, err);
}

sg_status sg_sm_bind_texture(sg_sm *sm, unsigned tex, uint64_t addr, uint32_t texels,
                             unsigned comps, sg_error *err)
{
    if (!sm)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_bind_texture: NULL model");
    return sg_memory_bind_texture(sm->mem, tex, addr, texels, comps, err);
}

sg_status sg_sm_write_global(sg_sm *sm, uint64_t addr, const void *src, size_t len, sg_error *err)
{
    if (!sm)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_write_global: NULL model");
    return sg_memory_write(sm->mem, addr, src, len, err);
}

sg_status sg_sm_read_global(const sg_sm *sm, uint64_t addr, void *dst, size_t len, sg_error *err)
{
    if (!sm)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_read_global: NULL model");
    return sg_memory_read(sm->mem, addr, dst, len, err);
}

typedef struct image_load {
    sg_sm *sm;
    uint64_t addr, words; /* pass 1: the extent; pass 2: store */
    int store;
} image_load;

static sg_status image_word(void *ctx, uint64_t off, uint32_t value, sg_error *err)
{
    image_load *il = ctx;
    if (off >= (1ull << 28))
        return sg_fail(err, SG_ERR_RANGE, "word offset 0x%llx reaches beyond 1 GiB",
                       (unsigned long long)off);
    if (!il->store) {
        if (off + 1 > il->words)
            il->words = off + 1;
        return SG_OK;
    }
    const uint8_t b[4] = {(uint8_t)value, (uint8_t)(value >> 8), (uint8_t)(value >> 16),
                          (uint8_t)(value >> 24)};
    return sg_memory_write(il->sm->mem, il->addr + 4 * off, b, 4, err);
}

sg_status sg_sm_load_image(sg_sm *sm, uint64_t addr, const char *text, size_t len,
                           const char *name, uint64_t *bytes, sg_error *err)
{
    if (!sm || (!text && len))
        return sg_fail(err, SG_ERR_ARG, "sg_sm_load_image: NULL argument");
    image_load il = {sm, addr, 0, 0};
    sg_status st = sg_image_parse(text, len, name, image_word, &il, err);
    if (st)
        return st;
    if (!il.words) {
        sg_fail(err, SG_ERR_RANGE, "the image holds no words");
        sg_error_at(err, name, 0, 0);
        return SG_ERR_RANGE;
    }
    st = sg_memory_map(sm->mem, addr, 4 * il.words, err);
    il.store = 1;
    if (!st)
        st = sg_image_parse(text, len, name, image_word, &il, err);
    if (!st && bytes)
        *bytes = 4 * il.words;
    return st;
}

static sg_status const_range(unsigned bank, uint32_t off, size_t len, sg_error *err)
{
    if (bank >= SG_NCBANKS || off > SG_CBANK_BYTES || len > SG_CBANK_BYTES - off)
        return sg_fail(err, SG_ERR_RANGE,
                       "constant bank 0x%x bytes [0x%x, +0x%zx) are outside c[0x0]-c[0x11] of "
                       "64 KiB",
                       bank, off, len);
    return SG_OK;
}

sg_status sg_sm_write_const(sg_sm *sm, unsigned bank, uint32_t off, const void *src, size_t len,
                            sg_error *err)
{
    if (!sm || (!src && len))
        return sg_fail(err, SG_ERR_ARG, "sg_sm_write_const: NULL argument");
    sg_status st = const_range(bank, off, len, err);
    if (!st && len)
        memcpy(sg_memory_cbank(sm->mem, bank) + off, src, len);
    return st;
}

sg_status sg_sm_read_const(const sg_sm *sm, unsigned bank, uint32_t off, void *dst, size_t len,
                           sg_error *err)
{
    if (!sm || (!dst && len))
        return sg_fail(err, SG_ERR_ARG, "sg_sm_read_const: NULL argument");
    sg_status st = const_range(bank, off, len, err);
    if (!st && len)
        memcpy(dst, sm->env.cbank[bank] + off, len);
    return st;
}

sg_status sg_sm_force_guard(sg_sm *sm, uint32_t pc, uint32_t nth, uint32_t mask, sg_error *err)
{
    if (!sm)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_force_guard: NULL model");
    if (sm->nstim == SG_MAX_STIMULI)
        return sg_fail(err, SG_ERR_RANGE, "at most %d guard stimuli", SG_MAX_STIMULI);
    sm->stim[sm->nstim].pc = pc;
    sm->stim[sm->nstim].nth = nth;
    sm->stim[sm->nstim].mask = mask;
    sm->stim[sm->nstim].seen = 0;
    sm->nstim++;
    return SG_OK;
}

/* ---- observers ----------------------------------------------------------- */

sg_status sg_sm_set_accelsim(sg_sm *sm, sg_insn_fn fn, void *ctx, sg_error *err)
{
    if (!sm)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_set_accelsim: NULL model");
    sm->afn = fn;
    sm->actx = ctx;
    return SG_OK;
}

sg_status sg_sm_set_coverage(sg_sm *sm, int on, sg_error *err)
{
    if (!sm)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_set_coverage: NULL model");
    sm->cov_on = on != 0;
    memset(&sm->cov, 0, sizeof sm->cov);
    if (sm->cov_on && sm->launched)
        sg_cov_policy(sm); /* the launch already happened: its policy counts */
    return SG_OK;
}

sg_status sg_sm_set_trace(sg_sm *sm, sg_trace_fn fn, void *ctx, const char *note, sg_error *err)
{
    if (!sm)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_set_trace: NULL model");
    free(sm->launch_text);
    sm->launch_text = NULL;
    sm->tfn = fn;
    sm->tctx = ctx;
    if (!fn)
        return SG_OK;
    size_t n = note ? strlen(note) : 0;
    sm->launch_text = malloc(n + 1);
    if (!sm->tbuf) {
        sm->tcap = 64 * 1024;
        sm->tbuf = malloc(sm->tcap);
    }
    if (!sm->launch_text || !sm->tbuf) {
        sm->tfn = NULL;
        return sg_fail(err, SG_ERR_NOMEM, "out of memory for the trace");
    }
    for (size_t i = 0; i < n; i++)
        sm->launch_text[i] = note[i] == ' ' || note[i] == '\n' ? '_' : note[i];
    sm->launch_text[n] = '\0';
    return SG_OK;
}
