/*
 * checkpoint_state.c - the sections of a checkpoint (specs/checkpoint.md §2):
 * the SM's state (state.h) field by field, one save_ and one load_
 * function per section in the same order, so the two cannot disagree. The
 * load functions check every value against what this model can hold before
 * (in the applying pass) storing it.
 */
#include <stdlib.h>
#include <string.h>

#include "ckpt_codec.h"
#include "state.h"

/* Every sg_stats field is a uint64_t: stored as a count and the values, so a
 * checkpoint of a build with other counters is refused rather than misread. */
#define STAT_WORDS (sizeof(sg_stats) / sizeof(uint64_t))
#define WSTAT_WORDS (sizeof(sg_warp_stats) / sizeof(uint64_t))
_Static_assert(sizeof(sg_stats) % sizeof(uint64_t) == 0, "sg_stats holds only uint64_t");
_Static_assert(sizeof(sg_warp_stats) % sizeof(uint64_t) == 0, "sg_warp_stats: uint64_t only");

static void save_launch(ck_wr *w, const sg_sm *sm)
{
    size_t at = ck_w_begin(w, "LNCH");
    ck_w_u32(w, (uint32_t)sm->launched);
    ck_w_u32s(w, sm->launch.grid, 3);
    ck_w_u32s(w, sm->launch.block, 3);
    ck_w_u32(w, (uint32_t)sm->launch.param_bytes);
    ck_w_u32(w, sm->launch.entry);
    ck_w_u32(w, sm->nblocks);
    ck_w_u32(w, sm->next_block);
    ck_w_u32(w, sm->blocks_done);
    ck_w_u32(w, sm->threads_per_block);
    ck_w_u32(w, sm->warps_per_block);
    ck_w_end(w, at);
}

static void load_launch(ck_rd *r, sg_sm *sm)
{
    size_t end = ck_r_begin(r, "LNCH");
    uint32_t launched = ck_r_max(r, "launched", 1), g[3], b[3];
    for (int i = 0; i < 3; i++)
        g[i] = ck_r_max(r, "a grid dimension", 65535);
    for (int i = 0; i < 3; i++)
        b[i] = ck_r_max(r, "a block dimension", 1024);
    uint32_t pb = ck_r_max(r, "param_bytes", 0x1000 - 0x20), entry = ck_r_u32(r);
    uint32_t nb = ck_r_u32(r), next = ck_r_max(r, "next_block", nb), done = ck_r_max(r, "blocks_done", nb);
    uint32_t tpb = ck_r_max(r, "threads_per_block", 1024);
    uint32_t wpb = ck_r_max(r, "warps_per_block", sm->cfg.max_warps);
    /* a launched model divides by these (sg_sm_launch checked them when it launched) */
    uint64_t blocks = (uint64_t)g[0] * g[1] * g[2], threads = (uint64_t)b[0] * b[1] * b[2];
    if (!r->bad && launched &&
        (!blocks || !threads || blocks != nb || threads != tpb ||
         wpb != (threads + sm->cfg.warp_size - 1) / sm->cfg.warp_size))
        ck_r_fail(r, SG_ERR_SYNTAX, "the launch's grid, block and counts do not agree");
    if (r->apply && !r->bad) {
        sm->launched = (int)launched;
        memcpy(sm->launch.grid, g, sizeof g);
        memcpy(sm->launch.block, b, sizeof b);
        sm->launch.params = NULL;
        sm->launch.param_bytes = pb;
        sm->launch.entry = entry;
        sm->nblocks = nb;
        sm->next_block = next;
        sm->blocks_done = done;
        sm->threads_per_block = tpb;
        sm->warps_per_block = wpb;
    }
    ck_r_end(r, end);
}

static void save_clock(ck_wr *w, const sg_sm *sm)
{
    size_t at = ck_w_begin(w, "CLCK");
    ck_w_u64(w, sm->cycle);
    ck_w_u64(w, sm->instructions);
    ck_w_u32(w, (uint32_t)sm->failed);
    ck_w_u32(w, (uint32_t)sm->first_err.code);
    ck_w_str(w, sm->first_err.file, sizeof sm->first_err.file);
    ck_w_u32(w, sm->first_err.line);
    ck_w_u32(w, sm->first_err.col);
    ck_w_str(w, sm->first_err.msg, sizeof sm->first_err.msg);
    ck_w_u64(w, sm->retired);
    ck_w_u64(w, sm->new_warps);
    ck_w_u32(w, sm->issue_lt_dirty);
    ck_w_u32(w, (uint32_t)sm->retire_check);
    ck_w_u32(w, (uint32_t)sm->launch_retry);
    ck_w_u64(w, sm->next_age);
    ck_w_u64s(w, sm->age, 64);
    ck_w_u32(w, SG_NPIPES);
    ck_w_u64s(w, sm->pipe_free, SG_NPIPES);
    /* the schedulers' per-slot words (CK-6: stored, not recomputed, since the
       dependency-stall count is settled lazily from them) */
    ck_w_u64(w, sm->runnable);
    ck_w_u64s(w, sm->t_next, 64);
    ck_w_u64s(w, sm->t_dep, 64);
    ck_w_u64s(w, sm->t_long, 64);
    ck_w_bytes(w, sm->t_class, 64);
    ck_w_u64s(w, sm->t_acc, 64);
    ck_w_u64s(w, sm->eval_next, 2);
    ck_w_u64s(w, sm->dbg_depstall, 64);
    ck_w_end(w, at);
}

static void load_clock(ck_rd *r, sg_sm *sm)
{
    size_t end = ck_r_begin(r, "CLCK");
    uint64_t slots = sm->cfg.max_warps == 64 ? ~0ull : (1ull << sm->cfg.max_warps) - 1;
    PUT(sm->cycle, ck_r_u64(r));
    PUT(sm->instructions, ck_r_u64(r));
    PUT(sm->failed, (int)ck_r_max(r, "failed", 1));
    PUT(sm->first_err.code, (sg_status)ck_r_u32(r));
    ck_r_str(r, sm->first_err.file, sizeof sm->first_err.file);
    PUT(sm->first_err.line, ck_r_u32(r));
    PUT(sm->first_err.col, ck_r_u32(r));
    ck_r_str(r, sm->first_err.msg, sizeof sm->first_err.msg);
    uint64_t ret = ck_r_u64(r), nw = ck_r_u64(r);
    if ((ret | nw) & ~slots)
        ck_r_fail(r, SG_ERR_SYNTAX, "retired or launched warps beyond %u slots", sm->cfg.max_warps);
    PUT(sm->retired, ret);
    PUT(sm->new_warps, nw);
    PUT(sm->issue_lt_dirty, ck_r_max(r, "issue_lt_dirty", 3));
    PUT(sm->retire_check, (int)ck_r_max(r, "retire_check", 1));
    PUT(sm->launch_retry, (int)ck_r_max(r, "launch_retry", 1));
    PUT(sm->next_age, ck_r_u64(r));
    ck_r_u64s(r, sm->age, 64);
    (void)ck_r_max(r, "the pipe count", SG_NPIPES);
    ck_r_u64s(r, sm->pipe_free, SG_NPIPES);
    uint64_t run = ck_r_u64(r);
    if (run & ~slots)
        ck_r_fail(r, SG_ERR_SYNTAX, "runnable warps beyond %u slots", sm->cfg.max_warps);
    PUT(sm->runnable, run);
    r->runnable = run; /* checked against the warps once they are read */
    ck_r_u64s(r, sm->t_next, 64);
    ck_r_u64s(r, sm->t_dep, 64);
    ck_r_u64s(r, sm->t_long, 64);
    const uint8_t *cls = ck_r_take(r, 64);
    if (cls && r->apply)
        memcpy(sm->t_class, cls, 64);
    ck_r_u64s(r, sm->t_acc, 64);
    ck_r_u64s(r, sm->eval_next, 2);
    ck_r_u64s(r, sm->dbg_depstall, 64);
    ck_r_end(r, end);
}

static void save_sched(ck_wr *w, const sg_sm *sm)
{
    size_t at = ck_w_begin(w, "SCHD");
    for (unsigned s = 0; s < 2; s++) {
        const sg_sched *q = &sm->sched[s];
        ck_w_u32(w, q->policy);
        ck_w_u32(w, q->nslots);
        ck_w_u32(w, q->last);
        ck_w_u32(w, (uint32_t)q->issued);
        ck_w_u32(w, q->active_max);
        ck_w_u64(w, q->active);
        ck_w_u32(w, (uint32_t)q->external);
    }
    for (unsigned s = 0; s < 2; s++) {
        const sg_issue *is = &sm->issue[s];
        ck_w_u32(w, is->valid);
        ck_w_u32(w, is->warp);
        ck_w_u32(w, is->unwind);
        ck_w_u32(w, is->pc);
        ck_w_u64(w, is->word);
        ck_w_u32(w, is->ctrl);
        ck_w_u32(w, is->cond);
        ck_w_u32(w, is->sflag);
        ck_w_u32(w, is->uni);
        ck_w_u32(w, is->guard);
        ck_w_u32(w, is->target);
        ck_w_u32s(w, is->lane_target, 32);
        ck_w_u32(w, is->next_pc);
        ck_w_u32(w, is->next_am);
        ck_w_u32(w, is->push);
        ck_w_u32(w, is->pop);
        ck_w_u32(w, is->spill);
        ck_w_u32(w, is->fill);
        ck_w_u32(w, is->error);
    }
    ck_w_end(w, at);
}

static void load_sched(ck_rd *r, sg_sm *sm)
{
    size_t end = ck_r_begin(r, "SCHD");
    unsigned nw = sm->cfg.max_warps;
    for (unsigned s = 0; s < 2; s++) {
        sg_sched *q = &sm->sched[s];
        PUT(q->policy, (uint8_t)ck_r_max(r, "the scheduler policy", SG_SCHED_EXTERNAL));
        uint32_t ns = ck_r_max(r, "the scheduler's slots", nw);
        PUT(q->nslots, ns);
        PUT(q->last, ck_r_max(r, "the last slot issued", 63));
        PUT(q->issued, (int)ck_r_max(r, "issued", 1));
        PUT(q->active_max, ck_r_max(r, "two_level_active", 64));
        PUT(q->active, ck_r_u64(r));
        uint32_t ext = ck_r_u32(r);
        if (ext != 0xffffffffu && ext >= nw)
            ck_r_fail(r, SG_ERR_SYNTAX, "external pick %u beyond %u slots", ext, nw);
        PUT(q->external, (int)ext);
    }
    for (unsigned s = 0; s < 2; s++) {
        sg_issue *is = &sm->issue[s];
        PUT(is->valid, ck_r_max(r, "valid", 1));
        PUT(is->warp, ck_r_max(r, "the issue's warp", nw - 1));
        PUT(is->unwind, ck_r_max(r, "unwind", 1));
        PUT(is->pc, ck_r_u32(r));
        PUT(is->word, ck_r_u64(r));
        PUT(is->ctrl, ck_r_max(r, "ctrl", SG_CTRL_COUNT - 1));
        PUT(is->cond, ck_r_u32(r));
        PUT(is->sflag, ck_r_u32(r));
        PUT(is->uni, ck_r_u32(r));
        PUT(is->guard, ck_r_u32(r));
        PUT(is->target, ck_r_u32(r));
        ck_r_u32s(r, is->lane_target, 32);
        PUT(is->next_pc, ck_r_u32(r));
        PUT(is->next_am, ck_r_u32(r));
        PUT(is->push, ck_r_u32(r));
        PUT(is->pop, ck_r_u32(r));
        PUT(is->spill, ck_r_u32(r));
        PUT(is->fill, ck_r_u32(r));
        PUT(is->error, ck_r_u32(r));
    }
    ck_r_end(r, end);
}

static void save_stats(ck_wr *w, const sg_sm *sm)
{
    size_t at = ck_w_begin(w, "STAT");
    uint64_t v[STAT_WORDS];
    memcpy(v, &sm->stats, sizeof v);
    ck_w_u32(w, (uint32_t)STAT_WORDS);
    ck_w_u64s(w, v, STAT_WORDS);
    ck_w_u64s(w, sm->t_depstall, 64);
    ck_w_u32(w, (uint32_t)sm->cov_on);
    ck_w_u32(w, SG_COV_MAX_BINS);
    ck_w_u64s(w, sm->cov.hits, SG_COV_MAX_BINS);
    ck_w_u32(w, sm->nstim);
    for (unsigned i = 0; i < sm->nstim; i++) {
        ck_w_u32(w, sm->stim[i].pc);
        ck_w_u32(w, sm->stim[i].nth);
        ck_w_u32(w, sm->stim[i].mask);
        ck_w_u32(w, sm->stim[i].seen);
    }
    ck_w_end(w, at);
}

static void load_stats(ck_rd *r, sg_sm *sm)
{
    size_t end = ck_r_begin(r, "STAT");
    uint64_t v[STAT_WORDS];
    if (ck_r_u32(r) != STAT_WORDS && !r->bad)
        ck_r_fail(r, SG_ERR_SYNTAX, "statistics of another smgold version (not %u counters)",
               (unsigned)STAT_WORDS);
    ck_r_u64s(r, v, STAT_WORDS);
    if (r->apply && !r->bad)
        memcpy(&sm->stats, v, sizeof v);
    ck_r_u64s(r, sm->t_depstall, 64);
    (void)ck_r_max(r, "coverage on", 1); /* the restoring model's choice stands (CK-6) */
    if (ck_r_u32(r) != SG_COV_MAX_BINS && !r->bad)
        ck_r_fail(r, SG_ERR_SYNTAX, "coverage of another smgold version (not %u bins)",
               SG_COV_MAX_BINS);
    ck_r_u64s(r, sm->cov.hits, SG_COV_MAX_BINS);
    uint32_t n = ck_r_max(r, "the stimulus count", SG_MAX_STIMULI);
    PUT(sm->nstim, n);
    for (unsigned i = 0; i < n && !r->bad; i++) {
        PUT(sm->stim[i].pc, ck_r_u32(r));
        PUT(sm->stim[i].nth, ck_r_u32(r));
        PUT(sm->stim[i].mask, ck_r_u32(r));
        PUT(sm->stim[i].seen, ck_r_u32(r));
    }
    ck_r_end(r, end);
}

/* Global memory (regions and contents), textures, constant banks. */
static void save_memory(ck_wr *w, const sg_sm *sm)
{
    size_t at = ck_w_begin(w, "MEMS");
    size_t n = sg_memory_nregions(sm->mem);
    ck_w_u64(w, n);
    for (size_t i = 0; i < n; i++) {
        uint64_t base = 0, len = 0;
        sg_memory_region(sm->mem, i, &base, &len);
        ck_w_u64(w, base);
        ck_w_u64(w, len);
        ck_w_sparse(w, sg_memory_span(sm->mem, base, len, NULL, NULL), len);
    }
    uint32_t ntex = 0;
    for (unsigned t = 0; t < SG_NTEX; t++)
        ntex += sg_memory_texture(sm->mem, t) != NULL;
    ck_w_u32(w, ntex);
    for (unsigned t = 0; t < SG_NTEX; t++) {
        const sg_texture *x = sg_memory_texture(sm->mem, t);
        if (!x)
            continue;
        ck_w_u32(w, t);
        ck_w_u64(w, x->addr);
        ck_w_u32(w, x->texels);
        ck_w_u32(w, x->comps);
    }
    ck_w_u32(w, SG_NCBANKS);
    for (unsigned b = 0; b < SG_NCBANKS; b++)
        ck_w_sparse(w, sg_memory_cbank(sm->mem, b), SG_CBANK_BYTES);
    ck_w_end(w, at);
}

static void load_memory(ck_rd *r, sg_sm *sm)
{
    size_t end = ck_r_begin(r, "MEMS");
    uint64_t n = ck_r_u64(r);
    size_t have = sg_memory_nregions(sm->mem);
    /* CK-5: each region this model maps must lie within one of the checkpoint's (a
       mapping cannot be undone); the checkpoint's are sorted, disjoint and apart, so
       mapping them all gives exactly its layout */
    char *inside = have ? calloc(have, 1) : NULL;
    if (have && !inside) {
        ck_r_fail(r, SG_ERR_NOMEM, "out of memory");
        return;
    }
    uint64_t prev_last = 0;
    for (uint64_t i = 0; i < n && !r->bad; i++) {
        uint64_t base = ck_r_u64(r), len = ck_r_u64(r);
        if (!r->bad && (!len || len > SG_MEMORY_REGION_MAX || base + (len - 1) < base ||
                        (i && base <= prev_last + 1)))
            ck_r_fail(r, SG_ERR_SYNTAX, "global region 0x%llx of 0x%llx bytes: empty, too large, "
                   "or not after the one before", (unsigned long long)base,
                   (unsigned long long)len);
        if (r->bad)
            break;
        prev_last = base + (len - 1);
        for (size_t k = 0; k < have; k++) {
            uint64_t hb = 0, hl = 0;
            sg_memory_region(sm->mem, k, &hb, &hl);
            if (hb >= base && hb + (hl - 1) <= prev_last)
                inside[k] = 1;
        }
        sg_error e;
        if (r->apply && sg_memory_map(sm->mem, base, len, &e)) {
            ck_r_fail(r, e.code, "%s", e.msg);
            break;
        }
        ck_r_sparse(r, r->apply ? sg_memory_span(sm->mem, base, len, NULL, NULL) : NULL, len);
    }
    for (size_t k = 0; k < have && !r->bad && !r->apply; k++)
        if (!inside[k]) {
            uint64_t hb = 0, hl = 0;
            sg_memory_region(sm->mem, k, &hb, &hl);
            ck_r_fail(r, SG_ERR_RANGE, "this model maps global memory 0x%llx-0x%llx, which the "
                   "checkpoint does not have (set it up as the saved run was)",
                   (unsigned long long)hb, (unsigned long long)(hb + hl - 1));
        }
    free(inside);
    uint32_t ntex = ck_r_max(r, "the texture count", SG_NTEX);
    if (r->apply && !r->bad)
        for (unsigned t = 0; t < SG_NTEX; t++)
            sg_memory_bind_texture(sm->mem, t, 0, 0, 0, NULL);
    int last = -1;
    for (uint32_t i = 0; i < ntex && !r->bad; i++) {
        uint32_t t = ck_r_u32(r);
        uint64_t addr = ck_r_u64(r);
        uint32_t texels = ck_r_u32(r), comps = ck_r_u32(r);
        if (!r->bad && ((int)t <= last || t >= SG_NTEX ||
                        (comps != 1 && comps != 2 && comps != 4) || addr % (4u * comps)))
            ck_r_fail(r, SG_ERR_SYNTAX, "texture %u: out of order, or a bad binding", t);
        last = (int)t;
        if (r->apply && !r->bad)
            sg_memory_bind_texture(sm->mem, t, addr, texels, comps, NULL);
    }
    (void)ck_r_max(r, "the constant bank count", SG_NCBANKS);
    for (unsigned b = 0; b < SG_NCBANKS; b++)
        ck_r_sparse(r, r->apply ? sg_memory_cbank(sm->mem, b) : NULL, SG_CBANK_BYTES);
    ck_r_end(r, end);
}

static void save_blocks(ck_wr *w, const sg_sm *sm)
{
    size_t at = ck_w_begin(w, "BLKS");
    uint32_t lw = SG_LOCK_WORDS(sm->cfg.shared_bytes);
    ck_w_u32(w, sm->cfg.max_blocks);
    for (unsigned i = 0; i < sm->cfg.max_blocks; i++) {
        const sg_block *b = &sm->blocks[i];
        ck_w_u32(w, (uint32_t)b->valid);
        ck_w_u32(w, b->index);
        ck_w_u32(w, b->first_slot);
        ck_w_u32(w, b->nwarps);
        ck_w_u32s(w, b->arrived, SG_NBARRIERS);
        /* from the pools: a slot never used has no pointers yet */
        ck_w_sparse(w, sm->shared_pool + (size_t)i * sm->cfg.shared_bytes, sm->cfg.shared_bytes);
        ck_w_u32s(w, sm->lock_pool + (size_t)i * lw, lw);
    }
    ck_w_end(w, at);
}

static void load_blocks(ck_rd *r, sg_sm *sm)
{
    size_t end = ck_r_begin(r, "BLKS");
    uint32_t lw = SG_LOCK_WORDS(sm->cfg.shared_bytes);
    if (ck_r_u32(r) != sm->cfg.max_blocks && !r->bad)
        ck_r_fail(r, SG_ERR_SYNTAX, "not %u block slots", sm->cfg.max_blocks);
    for (unsigned i = 0; i < sm->cfg.max_blocks && !r->bad; i++) {
        sg_block *b = &sm->blocks[i];
        PUT(b->valid, (int)ck_r_max(r, "valid", 1));
        PUT(b->index, ck_r_u32(r));
        uint32_t first = ck_r_max(r, "first_slot", sm->cfg.max_warps);
        uint32_t nw = ck_r_max(r, "nwarps", sm->cfg.max_warps - first);
        PUT(b->first_slot, first);
        PUT(b->nwarps, nw);
        ck_r_u32s(r, b->arrived, SG_NBARRIERS);
        uint8_t *shared = sm->shared_pool + (size_t)i * sm->cfg.shared_bytes;
        uint32_t *lock = sm->lock_pool + (size_t)i * lw;
        ck_r_sparse(r, r->apply ? shared : NULL, sm->cfg.shared_bytes);
        ck_r_u32s(r, lock, lw);
        PUT(b->shared, shared);
        PUT(b->shared_lock, lock);
    }
    ck_r_end(r, end);
}

static void save_warp(ck_wr *w, const sg_sm *sm, const sg_warp *x)
{
    const sg_simt *st = &x->st;
    ck_w_u32(w, (uint32_t)x->valid);
    ck_w_u32(w, x->block_slot);
    ck_w_u32(w, (uint32_t)x->at_barrier);
    ck_w_u8(w, x->werr);
    ck_w_u8(w, x->emptied_by);
    ck_w_u8(w, (uint8_t)x->local_dirty);
    /* the token stack (its spilled part included) and the while-mask table */
    ck_w_u32(w, st->pc);
    ck_w_u32(w, st->am);
    ck_w_u32(w, st->bm);
    ck_w_u32(w, st->cm);
    ck_w_u32(w, st->rm);
    ck_w_u32(w, st->xm);
    ck_w_u32(w, st->live);
    ck_w_u32(w, st->depth);
    for (unsigned d = 0; d < st->depth; d++) {
        ck_w_u8(w, st->stack[d].type);
        ck_w_u32(w, st->stack[d].mask);
        ck_w_u32(w, st->stack[d].pc);
    }
    ck_w_u32(w, st->nwt);
    for (unsigned k = 0; k < st->nwt; k++) {
        ck_w_u32(w, st->wt[k].pc);
        ck_w_u32(w, st->wt[k].depth);
        ck_w_u32(w, st->wt[k].mask);
    }
    ck_w_u8(w, st->status);
    ck_w_u8(w, st->err);
    ck_w_u8(w, st->cause);
    ck_w_u8(w, st->err_tok);
    ck_w_u64(w, st->steps);
    ck_w_u64(w, st->spills);
    ck_w_u64(w, st->fills);
    /* the rest of the warp */
    ck_w_u64(w, x->progress);
    uint64_t ws[WSTAT_WORDS];
    memcpy(ws, &x->stats, sizeof ws);
    ck_w_u32(w, (uint32_t)WSTAT_WORDS);
    ck_w_u64s(w, ws, WSTAT_WORDS);
    ck_w_u64(w, x->long_pending);
    ck_w_u32(w, x->warp_in_block);
    for (unsigned i = 0; i < SG_NREGS; i++)
        ck_w_u32s(w, x->rf.r[i], SG_MAX_LANES);
    ck_w_u32s(w, x->rf.p, 8);
    ck_w_bytes(w, x->rf.cc, SG_MAX_LANES);
    const sg_thread_ids *id = &x->ids;
    ck_w_u32s(w, id->tid_x, SG_MAX_LANES);
    ck_w_u32s(w, id->tid_y, SG_MAX_LANES);
    ck_w_u32s(w, id->tid_z, SG_MAX_LANES);
    ck_w_u32s(w, id->ctaid, 3);
    ck_w_u32s(w, id->ntid, 3);
    ck_w_u32s(w, id->nctaid, 3);
    ck_w_u32(w, id->warpid);
    ck_w_u32(w, id->gridid);
    ck_w_u64(w, id->clock);
    ck_w_u64s(w, x->score.reg, 64);
    ck_w_u64s(w, x->score.pred, 8);
    ck_w_u64(w, x->score.cc);
    ck_w_u64(w, x->score.next_issue);
    ck_w_str(w, x->fault, sizeof x->fault);
    ck_w_sparse(w, x->local, (uint64_t)sm->cfg.warp_size * sm->cfg.local_bytes);
}

static void load_warp(ck_rd *r, sg_sm *sm, sg_warp *x)
{
    sg_simt *st = &x->st;
    const sg_simt_cfg *sc = &sm->scfg;
    uint32_t valid = ck_r_max(r, "valid", 1);
    PUT(x->valid, (int)valid);
    PUT(x->block_slot, ck_r_max(r, "block_slot", sm->cfg.max_blocks - 1));
    uint32_t barrier = ck_r_max(r, "at_barrier", SG_NBARRIERS);
    PUT(x->at_barrier, (int)barrier);
    PUT(x->werr, ck_r_u8(r));
    PUT(x->emptied_by, ck_r_u8(r));
    PUT(x->local_dirty, (int)ck_r_u8(r));
    PUT(st->pc, ck_r_u32(r));
    PUT(st->am, ck_r_u32(r));
    PUT(st->bm, ck_r_u32(r));
    PUT(st->cm, ck_r_u32(r));
    PUT(st->rm, ck_r_u32(r));
    PUT(st->xm, ck_r_u32(r));
    PUT(st->live, ck_r_u32(r));
    uint32_t depth = ck_r_max(r, "the stack depth", sc->capacity);
    PUT(st->depth, depth);
    for (unsigned d = 0; d < depth && !r->bad; d++) {
        PUT(st->stack[d].type, ck_r_u8(r));
        PUT(st->stack[d].mask, ck_r_u32(r));
        PUT(st->stack[d].pc, ck_r_u32(r));
    }
    uint32_t nwt = ck_r_max(r, "the while-mask entries", sc->wt_slots);
    PUT(st->nwt, nwt);
    for (unsigned k = 0; k < nwt && !r->bad; k++) {
        PUT(st->wt[k].pc, ck_r_u32(r));
        PUT(st->wt[k].depth, ck_r_u32(r));
        PUT(st->wt[k].mask, ck_r_u32(r));
    }
    uint8_t status = ck_r_u8(r);
    if (status > SG_WARP_ERROR)
        ck_r_fail(r, SG_ERR_SYNTAX, "warp status %u", status);
    PUT(st->status, status);
    if (valid && status == SG_WARP_RUNNING && !barrier)
        r->want |= 1ull << (x - sm->warps);
    PUT(st->err, ck_r_u8(r));
    PUT(st->cause, ck_r_u8(r));
    PUT(st->err_tok, ck_r_u8(r));
    PUT(st->steps, ck_r_u64(r));
    PUT(st->spills, ck_r_u64(r));
    PUT(st->fills, ck_r_u64(r));
    PUT(x->progress, ck_r_u64(r));
    if (ck_r_u32(r) != WSTAT_WORDS && !r->bad)
        ck_r_fail(r, SG_ERR_SYNTAX, "warp statistics of another smgold version");
    uint64_t ws[WSTAT_WORDS];
    ck_r_u64s(r, ws, WSTAT_WORDS);
    if (r->apply && !r->bad)
        memcpy(&x->stats, ws, sizeof ws);
    PUT(x->long_pending, ck_r_u64(r));
    PUT(x->warp_in_block, ck_r_u32(r));
    for (unsigned i = 0; i < SG_NREGS; i++)
        ck_r_u32s(r, x->rf.r[i], SG_MAX_LANES);
    ck_r_u32s(r, x->rf.p, 8);
    const uint8_t *cc = ck_r_take(r, SG_MAX_LANES);
    if (cc && r->apply)
        memcpy(x->rf.cc, cc, SG_MAX_LANES);
    sg_thread_ids *id = &x->ids;
    ck_r_u32s(r, id->tid_x, SG_MAX_LANES);
    ck_r_u32s(r, id->tid_y, SG_MAX_LANES);
    ck_r_u32s(r, id->tid_z, SG_MAX_LANES);
    ck_r_u32s(r, id->ctaid, 3);
    ck_r_u32s(r, id->ntid, 3);
    ck_r_u32s(r, id->nctaid, 3);
    PUT(id->warpid, ck_r_max(r, "warpid", sm->cfg.max_warps - 1));
    PUT(id->gridid, ck_r_u32(r));
    PUT(id->clock, ck_r_u64(r));
    ck_r_u64s(r, x->score.reg, 64);
    ck_r_u64s(r, x->score.pred, 8);
    PUT(x->score.cc, ck_r_u64(r));
    PUT(x->score.next_issue, ck_r_u64(r));
    ck_r_str(r, x->fault, sizeof x->fault);
    ck_r_sparse(r, r->apply ? x->local : NULL, (uint64_t)sm->cfg.warp_size * sm->cfg.local_bytes);
}

static void save_warps(ck_wr *w, const sg_sm *sm)
{
    size_t at = ck_w_begin(w, "WARP");
    ck_w_u32(w, sm->cfg.max_warps);
    for (unsigned i = 0; i < sm->cfg.max_warps; i++)
        save_warp(w, sm, &sm->warps[i]);
    ck_w_end(w, at);
}

static void load_warps(ck_rd *r, sg_sm *sm)
{
    size_t end = ck_r_begin(r, "WARP");
    if (ck_r_u32(r) != sm->cfg.max_warps && !r->bad)
        ck_r_fail(r, SG_ERR_SYNTAX, "not %u warp slots", sm->cfg.max_warps);
    for (unsigned i = 0; i < sm->cfg.max_warps && !r->bad; i++)
        load_warp(r, sm, &sm->warps[i]);
    ck_r_end(r, end);
}

void ck_save_state(ck_wr *w, const sg_sm *sm)
{
    save_launch(w, sm);
    save_clock(w, sm);
    save_sched(w, sm);
    save_stats(w, sm);
    save_memory(w, sm);
    save_blocks(w, sm);
    save_warps(w, sm);
}

void ck_load_state(ck_rd *r, sg_sm *sm)
{
    load_launch(r, sm);
    load_clock(r, sm);
    load_sched(r, sm);
    load_stats(r, sm);
    load_memory(r, sm);
    load_blocks(r, sm);
    load_warps(r, sm);
    if (!r->bad && r->runnable != r->want)
        ck_r_fail(r, SG_ERR_SYNTAX, "the runnable warps 0x%llx are not the running warps 0x%llx",
                  (unsigned long long)r->runnable, (unsigned long long)r->want);
}
