/*
 * launch.c - kernel launch: constant-bank launch words, blocks made resident
 * in launch order as warp and block slots allow, and retired when done
 * (specs/sm.md §2).
 */
#include <string.h>

#include "state.h"
#include "../util/err.h"

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

sg_status sg_sm_launch(sg_sm *sm, const sg_launch *l, sg_error *err)
{
    if (!sm || !l)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_launch: NULL argument");
    if (!sm->loaded)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_launch: no program loaded");
    uint64_t nblocks = 1, threads = 1;
    for (int i = 0; i < 3; i++) {
        if (!l->grid[i] || !l->block[i])
            return sg_fail(err, SG_ERR_RANGE, "launch: grid and block dimensions must be >= 1");
        nblocks *= l->grid[i];
        threads *= l->block[i];
    }
    if (l->block[0] > 1024 || l->block[1] > 1024 || l->block[2] > 64 || threads > 1024)
        return sg_fail(err, SG_ERR_RANGE,
                       "launch: block %ux%ux%u exceeds Fermi's limits (x,y <= 1024, z <= 64, "
                       "1024 threads)",
                       l->block[0], l->block[1], l->block[2]);
    if (l->grid[0] > 65535 || l->grid[1] > 65535 || l->grid[2] > 65535)
        return sg_fail(err, SG_ERR_RANGE, "launch: grid dimensions must be <= 65535");
    uint32_t W = sm->cfg.warp_size;
    uint32_t wpb = (uint32_t)((threads + W - 1) / W);
    if (wpb > sm->cfg.max_warps)
        return sg_fail(err, SG_ERR_RANGE,
                       "launch: a block of %llu threads needs %u warps of %u lanes, more than "
                       "max_warps = %u",
                       (unsigned long long)threads, wpb, W, sm->cfg.max_warps);
    uint32_t limit = sg_sm_warp_limit(&sm->cfg);
    if (wpb > limit)
        return sg_fail(err, SG_ERR_RANGE,
                       "launch: a block of %llu threads needs %u warps; %u registers per thread "
                       "leave room for %u warps (32768 / (32 x %u))",
                       (unsigned long long)threads, wpb, sm->cfg.regs_per_thread, limit,
                       sm->cfg.regs_per_thread);
    if (l->param_bytes > 0x1000 - 0x20 || (l->param_bytes && !l->params))
        return sg_fail(err, SG_ERR_RANGE, "launch: at most 0xfe0 bytes of parameters");
    if (l->entry < sm->base || l->entry >= sm->base + 8 * sm->n || (l->entry - sm->base) % 8)
        return sg_fail(err, SG_ERR_RANGE, "launch: entry 0x%x is not an instruction of the program",
                       l->entry);

    sm->launch = *l;
    sm->launch.params = NULL;
    sm->nblocks = (uint32_t)nblocks;
    sm->threads_per_block = (uint32_t)threads;
    sm->warps_per_block = wpb;
    sm->next_block = sm->blocks_done = 0;
    sm->cycle = sm->instructions = 0;
    for (unsigned s = 0; s < sm->nstim; s++)
        sm->stim[s].seen = 0;
    /* round robin starts as if the last slot had issued: scheduler s first
     * picks its lowest slot (specs/sm.md CLK-1) */
    for (unsigned s = 0; s < 2; s++)
        sg_sched_init(&sm->sched[s], sm->cfg.scheduler_policy, sm->cfg.max_warps,
                      sm->cfg.two_level_active);
    sm->next_age = 0;
    memset(&sm->stats, 0, sizeof sm->stats);
    if (sm->cov_on)
        sg_cov_policy(sm);
    memset(sm->pipe_free, 0, sizeof sm->pipe_free);
    sm->failed = 0;
    sm->new_warps = sm->retired = 0;
    memset(sm->issue, 0, sizeof sm->issue);
    sm->issue_lt_dirty = 0;
    for (unsigned i = 0; i < sm->cfg.max_warps; i++)
        sm->warps[i].valid = 0;
    for (unsigned i = 0; i < sm->cfg.max_blocks; i++)
        sm->blocks[i].valid = 0;
    sm->runnable = 0;
    memset(sm->t_acc, 0, sizeof sm->t_acc);
    memset(sm->eval_next, 0, sizeof sm->eval_next);
    sg_sm_sched_slots(sm);
    sm->retire_check = 0;
    sm->launch_retry = 1;

    /* c[0x0]: 0x8-0x10 block dimensions, 0x14-0x1c grid dimensions, parameters
     * from 0x20 (000 Figure 9: blockDim.x at c[0x0][0x8]); c[0x1][0x100]: the
     * local stack pointer, the top of each thread's local memory. */
    uint8_t *c0 = sg_memory_cbank(sm->mem, 0), *c1 = sg_memory_cbank(sm->mem, 1);
    for (int i = 0; i < 3; i++) {
        put32(c0 + 0x8 + 4 * i, l->block[i]);
        put32(c0 + 0x14 + 4 * i, l->grid[i]);
    }
    if (l->param_bytes)
        memcpy(c0 + 0x20, l->params, l->param_bytes);
    put32(c1 + 0x100, sm->cfg.local_bytes);

    sm->launched = 1;
    /* specs/trace-format.md §2.2: format 2 takes its M records from the retire records */
    if (sm->tfn && sm->cfg.trace_detail == SG_TRACE_DATAPATH && !sm->dp_on)
        sg_sm_set_datapath(sm, 1, NULL);
    sg_status st = sg_trace_header(sm, err);
    if (st)
        return st;
    return sg_sm_launch_blocks(sm, err);
}

void sg_sm_sched_slots(sg_sm *sm)
{
    for (unsigned s = 0; s < 2; s++) {
        sm->slots_of[s] = 0;
        for (unsigned i = s; i < sm->cfg.max_warps && s < sm->cfg.schedulers;
             i += sm->cfg.schedulers)
            sm->slots_of[s] |= 1ull << i;
    }
}

static void init_warp(sg_sm *sm, sg_warp *w, unsigned bslot, const sg_block *b, uint32_t wib,
                      const uint32_t ctaid[3])
{
    uint32_t W = sm->cfg.warp_size;
    w->valid = 1;
    w->block_slot = bslot;
    w->warp_in_block = wib;
    w->at_barrier = 0;
    w->werr = 0;
    w->fault[0] = '\0';
    memset(&w->rf, 0, sizeof w->rf);
    w->rf.p[7] = sm->scfg.lanes_all;
    memset(&w->ids, 0, sizeof w->ids);
    uint32_t live = 0;
    const uint32_t *bd = sm->launch.block;
    for (uint32_t l = 0; l < W; l++) {
        uint32_t t = wib * W + l;
        if (t >= sm->threads_per_block)
            continue;
        live |= 1u << l;
        w->ids.tid_x[l] = t % bd[0];
        w->ids.tid_y[l] = (t / bd[0]) % bd[1];
        w->ids.tid_z[l] = t / (bd[0] * bd[1]);
    }
    for (int i = 0; i < 3; i++) {
        w->ids.ctaid[i] = ctaid[i];
        w->ids.ntid[i] = bd[i];
        w->ids.nctaid[i] = sm->launch.grid[i];
    }
    w->ids.warpid = (uint32_t)(w - sm->warps);
    sm->new_warps |= 1ull << w->ids.warpid;
    sm->age[w->ids.warpid] = sm->next_age++;
    sg_score_reset(&w->score);
    w->long_pending = 0;
    w->emptied_by = 0;
    w->progress = sm->cycle;
    memset(&w->stats, 0, sizeof w->stats);
    sm->t_depstall[w->ids.warpid] = 0;
    sm->dbg_depstall[w->ids.warpid] = 0;
    (void)b;
    if (w->local_dirty) /* zero since the pool was made or last cleared otherwise */
        memset(w->local, 0, (size_t)W * sm->cfg.local_bytes);
    w->local_dirty = 0;
    sg_simt_launch(&w->st, sm->launch.entry, live);
    sg_sm_runnable_update(sm, w->ids.warpid);
    if (sm->cfg.timing == SG_TIMING_CYCLE)
        sg_timing_refresh(sm, w->ids.warpid);
}

/* SM-5: resident warps allowed by the register file (001:L518 32768 registers;
 * L1215-1244: max warps = min(48, floor(32768 / (32 x regs))), no granularity). */
uint32_t sg_sm_warp_limit(const sg_config *cfg)
{
    if (!cfg->regs_per_thread)
        return cfg->max_warps;
    uint32_t w = 32768u / (32u * cfg->regs_per_thread);
    return w < cfg->max_warps ? w : cfg->max_warps;
}

sg_status sg_sm_launch_blocks(sg_sm *sm, sg_error *err)
{
    (void)err;
    /* room for a block appears only when one retires: no need to look before */
    if (!sm->launch_retry)
        return SG_OK;
    sm->launch_retry = 0;
    uint32_t limit = sg_sm_warp_limit(&sm->cfg);
    while (sm->next_block < sm->nblocks) {
        unsigned resident = 0;
        for (unsigned i = 0; i < sm->cfg.max_warps; i++)
            resident += sm->warps[i].valid;
        if (resident + sm->warps_per_block > limit)
            return SG_OK;
        /* a free block slot and wpb consecutive free warp slots */
        unsigned bslot = sm->cfg.max_blocks;
        for (unsigned i = 0; i < sm->cfg.max_blocks; i++)
            if (!sm->blocks[i].valid) {
                bslot = i;
                break;
            }
        if (bslot == sm->cfg.max_blocks)
            return SG_OK;
        unsigned first = sm->cfg.max_warps, run = 0;
        for (unsigned i = 0; i < sm->cfg.max_warps; i++) {
            run = sm->warps[i].valid ? 0 : run + 1;
            if (run == sm->warps_per_block) {
                first = i + 1 - run;
                break;
            }
        }
        if (first == sm->cfg.max_warps)
            return SG_OK;
        uint32_t idx = sm->next_block++;
        const uint32_t *gd = sm->launch.grid;
        uint32_t ctaid[3] = {idx % gd[0], (idx / gd[0]) % gd[1], idx / (gd[0] * gd[1])};
        sg_block *b = &sm->blocks[bslot];
        memset(b, 0, sizeof *b);
        b->valid = 1;
        b->index = idx;
        b->first_slot = first;
        b->nwarps = sm->warps_per_block;
        b->shared = sm->shared_pool + (size_t)bslot * sm->cfg.shared_bytes;
        memset(b->shared, 0, sm->cfg.shared_bytes);
        b->shared_lock = sm->lock_pool + (size_t)bslot * SG_LOCK_WORDS(sm->cfg.shared_bytes);
        memset(b->shared_lock, 0, 4u * SG_LOCK_WORDS(sm->cfg.shared_bytes));
        for (unsigned k = 0; k < b->nwarps; k++)
            init_warp(sm, &sm->warps[first + k], bslot, b, k, ctaid);
    }
    return SG_OK;
}

void sg_sm_retire_blocks(sg_sm *sm)
{
    for (unsigned i = 0; i < sm->cfg.max_blocks; i++) {
        sg_block *b = &sm->blocks[i];
        if (!b->valid)
            continue;
        int done = 1;
        for (unsigned k = 0; k < b->nwarps && done; k++)
            done = sm->warps[b->first_slot + k].st.status == SG_WARP_DONE;
        if (!done)
            continue;
        for (unsigned k = 0; k < b->nwarps; k++) {
            sm->warps[b->first_slot + k].valid = 0;
            sm->retired |= 1ull << (b->first_slot + k);
            sg_sm_runnable_update(sm, b->first_slot + k);
        }
        b->valid = 0;
        sm->launch_retry = 1;
        sm->blocks_done++;
    }
}
