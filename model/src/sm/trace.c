/*
 * trace.c - trace vectors (specs/trace-format.md): the header and one
 * record per warp step; in format 2 (trace_detail = datapath) an M record
 * after each memory access, from the step's retire record (§2.2). Only
 * called when a trace sink is set, so the step path formats nothing when
 * tracing is off.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "state.h"
#include "../util/err.h"
#include "../util/strbuf.h"


static sg_status flush(sg_sm *sm, sg_strbuf *t, sg_error *err)
{
    if (t->len >= t->cap)
        return sg_fail(err, SG_ERR_RANGE, "trace record longer than %zu bytes", t->cap);
    if (sm->tfn(sm->tctx, t->buf, t->len))
        return sg_fail(err, SG_ERR_IO, "cannot write the trace");
    return SG_OK;
}

static int mask_digits(const sg_sm *sm)
{
    return (int)((sm->cfg.warp_size + 3) / 4);
}

sg_status sg_trace_header(sg_sm *sm, sg_error *err)
{
    if (!sm->tfn)
        return SG_OK;
    sg_strbuf t = {sm->tbuf, sm->tcap, 0};
    char cfg[1024];
    sg_config_format(&sm->cfg, cfg, sizeof cfg);
    sg_sb_printf(&t, "# smgold trace format=%d\n# model smgold-%s\n# config %s\n",
                 sm->cfg.trace_detail == SG_TRACE_DATAPATH ? 2 : 1, SMGOLD_VERSION_STRING, cfg);
    sg_sb_printf(&t, "# program base=0x%04x words=%zu fnv1a64=0x%016llx\n", sm->base, sm->n,
        (unsigned long long)sm->prog_hash);
    /* the launch as the model sees it: geometry, parameter bytes, every mapped
     * global region with a hash of its contents now, and the stimuli */
    sg_sb_printf(&t, "# launch grid=%u,%u,%u block=%u,%u,%u entry=0x%04x params=", sm->launch.grid[0],
        sm->launch.grid[1], sm->launch.grid[2], sm->launch.block[0], sm->launch.block[1],
        sm->launch.block[2], sm->launch.entry);
    const uint8_t *c0 = sm->env.cbank[0];
    if (!sm->launch.param_bytes)
        sg_sb_printf(&t, "-");
    for (size_t i = 0; i < sm->launch.param_bytes; i++)
        sg_sb_printf(&t, "%02x", c0[0x20 + i]);
    sg_sb_printf(&t, " mem=[");
    for (size_t i = 0; i < sg_memory_nregions(sm->mem); i++) {
        uint64_t addr, len, h = 0xcbf29ce484222325ull;
        uint8_t chunk[4096];
        sg_memory_region(sm->mem, i, &addr, &len);
        for (uint64_t off = 0; off < len; off += sizeof chunk) {
            size_t n = len - off < sizeof chunk ? (size_t)(len - off) : sizeof chunk;
            sg_memory_read(sm->mem, addr + off, chunk, n, NULL);
            for (size_t k = 0; k < n; k++)
                h = (h ^ chunk[k]) * 0x100000001b3ull;
        }
        sg_sb_printf(&t, "%s0x%llx+0x%llx:fnv1a64=0x%016llx", i ? "," : "", (unsigned long long)addr,
            (unsigned long long)len, (unsigned long long)h);
    }
    sg_sb_printf(&t, "] force-guard=[");
    for (unsigned i = 0; i < sm->nstim; i++)
        sg_sb_printf(&t, "%s0x%x:0x%x:%u", i ? "," : "", sm->stim[i].pc, sm->stim[i].mask, sm->stim[i].nth);
    sg_sb_printf(&t, "]%s%s\n", sm->launch_text[0] ? " note=" : "", sm->launch_text);
    return flush(sm, &t, err);
}

static void put_token(sg_strbuf *t, int d, const sg_token *k)
{
    sg_sb_printf(t, "%s:0x%0*x:0x%04x", sg_tok_name(k->type), d, k->mask, k->pc);
}

static void put_state(sg_strbuf *t, const sg_sm *sm, const sg_warp *w, uint32_t am0)
{
    int d = mask_digits(sm);
    const sg_simt *s = &w->st;
    sg_sb_printf(t, " am=0x%0*x>0x%0*x npc=0x%04x bm=0x%0*x cm=0x%0*x rm=0x%0*x xm=0x%0*x", d, am0, d, s->am,
        s->pc, d, s->bm, d, s->cm, d, s->rm, d, s->xm);
    unsigned onchip = s->depth < sm->scfg.onchip ? s->depth : sm->scfg.onchip;
    sg_sb_printf(t, " depth=%u spilled=%u stack=[", s->depth, s->depth - onchip);
    for (unsigned i = 0; i < s->depth; i++) {
        if (i)
            sg_sb_printf(t, ",");
        put_token(t, d, &s->stack[s->depth - 1 - i]);
    }
    sg_sb_printf(t, "] wt=[");
    for (unsigned i = 0; i < s->nwt; i++)
        sg_sb_printf(t, "%s0x%04x:%u:0x%0*x", i ? "," : "", s->wt[i].pc, s->wt[i].depth, d,
                     s->wt[i].mask);
    static const char *const status[] = {"RUNNING", "DONE", "ERROR"};
    sg_sb_printf(t, "] status=%s", status[s->status < 3 ? s->status : 2]);
}

static void put_events(sg_strbuf *t, const sg_sm *sm, const sg_simt_out *so)
{
    int d = mask_digits(sm);
    sg_sb_printf(t, " ev=[");
    for (unsigned i = 0; so && i < so->nev; i++) {
        const sg_event *e = &so->ev[i];
        sg_sb_printf(t, "%s%s", i ? "," : "", sg_event_name(e->kind));
        switch (e->kind) {
        case SG_EV_PUSH:
        case SG_EV_POP:
            sg_sb_printf(t, ":");
            put_token(t, d, &e->tok);
            break;
        case SG_EV_WM_NEW:
        case SG_EV_WM_DEL:
        case SG_EV_WM_DISCARD:
            sg_sb_printf(t, ":0x%04x:%u:0x%0*x", e->wm.pc, e->wm.depth, d, e->wm.mask);
            break;
        case SG_EV_LOST_LANES:
            sg_sb_printf(t, ":0x%0*x", d, e->mask);
            break;
        default:
            break;
        }
    }
    sg_sb_printf(t, "]");
}

static void put_effects(sg_strbuf *t, const sg_sm *sm, const sg_warp *w, const sg_effects *fx)
{
    int d = mask_digits(sm);
    for (unsigned i = 0; i < fx->nregs; i++) {
        unsigned r = fx->regs[i];
        sg_sb_printf(t, " R%u=[", r);
        int first = 1;
        for (uint32_t m = fx->lanes; m; m &= m - 1) {
            unsigned l = (unsigned)__builtin_ctz(m);
            sg_sb_printf(t, "%s%u:%08x", first ? "" : ",", l, w->rf.r[r][l]);
            first = 0;
        }
        sg_sb_printf(t, "]");
    }
    for (unsigned p = 0; p < 7; p++)
        if (fx->preds & (1u << p))
            sg_sb_printf(t, " P%u=0x%0*x", p, d, w->rf.p[p] & sm->scfg.lanes_all);
    if (fx->cc) {
        sg_sb_printf(t, " CC=[");
        int first = 1;
        for (uint32_t m = fx->lanes; m; m &= m - 1) {
            unsigned l = (unsigned)__builtin_ctz(m);
            sg_sb_printf(t, "%s%u:%x", first ? "" : ",", l, w->rf.cc[l]);
            first = 0;
        }
        sg_sb_printf(t, "]");
    }
    if (fx->nstores) {
        static const char space[] = "gslc";
        sg_sb_printf(t, " ST=[");
        for (unsigned i = 0; i < fx->nstores; i++) {
            const sg_store *s = &fx->stores[i];
            sg_sb_printf(t, "%s%u:%c:0x%llx:%u:", i ? "," : "", s->lane, space[s->space & 3],
                (unsigned long long)s->addr, s->size);
            unsigned words = s->size < 4 ? 1 : s->size / 4;
            for (unsigned k = 0; k < words; k++)
                sg_sb_printf(t, "%s%0*x", k ? "_" : "", s->size < 4 ? 2 * s->size : 8,
                    s->size < 4 ? s->data[0] & ((1u << (8 * s->size)) - 1) : s->data[k]);
        }
        sg_sb_printf(t, "]");
    }
}

/* Format 2 (specs/trace-format.md §2.2): the M record of a memory access, from
 * the step's retire record (specs/datapath.md DP-2). */
static void put_memory(sg_strbuf *t, const sg_sm *sm, const sg_retire *r)
{
    static const char *const kind[] = {"none", "load", "store", "rmw"};
    static const char space[] = "gslc";
    sg_sb_printf(t, "M cyc=%llu w=%u step=%llu pc=0x%04x kind=%s space=%c size=%u addr=[",
                 (unsigned long long)sm->cycle, r->warp, (unsigned long long)r->step, r->pc,
                 kind[r->mem & 3], space[r->space & 3], r->size);
    for (uint32_t m = r->lanes; m; m &= m - 1) {
        unsigned l = (unsigned)__builtin_ctz(m);
        sg_sb_printf(t, "%s%u:0x%llx", m == r->lanes ? "" : ",", l,
                     (unsigned long long)r->addr[l]);
    }
    sg_sb_printf(t, "] be=[");
    for (uint32_t m = r->lanes; m; m &= m - 1) {
        unsigned l = (unsigned)__builtin_ctz(m);
        sg_sb_printf(t, "%s%u:0x%04x", m == r->lanes ? "" : ",", l, r->be[l]);
    }
    sg_sb_printf(t, "]");
    if (r->mem == SG_MEM_STORE || r->mem == SG_MEM_RMW) {
        sg_sb_printf(t, " wdata=[");
        for (uint32_t m = r->lanes; m; m &= m - 1) {
            unsigned l = (unsigned)__builtin_ctz(m);
            sg_sb_printf(t, "%s%u:%08x_%08x_%08x_%08x", m == r->lanes ? "" : ",", l,
                         r->wdata[0][l], r->wdata[1][l], r->wdata[2][l], r->wdata[3][l]);
        }
        sg_sb_printf(t, "]");
    }
    if (r->space == SG_SPACE_GLOBAL) {
        sg_sb_printf(t, " trans=[");
        for (unsigned i = 0; i < r->ntrans && i < SG_DP_LANES; i++)
            sg_sb_printf(t, "%s0x%llx", i ? "," : "", (unsigned long long)r->trans[i]);
        sg_sb_printf(t, "]");
    }
    sg_sb_printf(t, " passes=%u\n", r->passes);
}

sg_status sg_trace_accelsim(sg_sm *sm, unsigned slot, const sg_insn *in, const sg_issue *is,
                            sg_error *err)
{
    const sg_warp *w = &sm->warps[slot];
    const sg_effects *fx = &sm->fx;
    char line[2048], text[SG_TEXT_MAX];
    sg_strbuf t = {line, sizeof line, 0};
    /* The mask: the lanes that executed (G); for a memory access exactly the lanes whose
     * addresses follow, since Accel-Sim reads one address per mask bit. One destination
     * at most, the first register written (R2 of R2:R3), as NVBit reports the operand:
     * Accel-Sim's trace parser asserts dest_num <= MAX_DST = 1. */
    int mem = fx->mem && fx->lanes;
    unsigned ndst = fx->nregs ? 1 : 0;
    sg_sb_printf(&t, "%04x %08x %u", is->pc, mem ? fx->lanes : is->guard, ndst);
    if (ndst)
        sg_sb_printf(&t, " R%u", fx->regs[0]);
    /* the opcode: the disassembly's mnemonic with its modifiers, without a guard */
    sg_disasm(in, text, sizeof text);
    const char *op = text[0] == '@' ? strchr(text, ' ') + 1 : text;
    size_t oplen = strcspn(op, " ;");
    sg_sb_printf(&t, " %.*s", (int)oplen, op);
    /* sources: the register operands after the destination (all when nothing is written) */
    unsigned first = fx->nregs && in->nops && in->opnd[0].kind == SG_OPND_REG ? 1 : 0, nsrc = 0;
    char srcs[64] = ""; /* stays empty when no operand is a source register */
    sg_strbuf sb = {srcs, sizeof srcs, 0};
    /* at most 4: the parser asserts src_num <= MAX_SRC = 4 (any further register
       operand is left out) */
    for (unsigned o = first; o < in->nops && nsrc < 4; o++) {
        const sg_operand *x = &in->opnd[o];
        if ((x->kind == SG_OPND_REG || x->kind == SG_OPND_MEM || x->kind == SG_OPND_CMEM) &&
            x->reg != SG_RZ) {
            sg_sb_printf(&sb, " R%u", x->reg);
            nsrc++;
        }
    }
    sg_sb_printf(&t, " %u%s", nsrc, srcs);
    if (mem) {
        sg_sb_printf(&t, " %u 0", fx->msize); /* address format 0: one address per lane */
        for (uint32_t m = fx->lanes; m; m &= m - 1)
            sg_sb_printf(&t, " 0x%llx", (unsigned long long)fx->maddr[__builtin_ctz(m)]);
    } else {
        sg_sb_printf(&t, " 0");
    }
    sg_sb_printf(&t, "\n");
    if (t.len >= t.cap)
        return sg_fail(err, SG_ERR_RANGE, "Accel-Sim line longer than %zu bytes", t.cap);
    if (sm->afn(sm->actx, sm->blocks[w->block_slot].index, w->warp_in_block, line, t.len))
        return sg_fail(err, SG_ERR_IO, "cannot write the Accel-Sim trace");
    return SG_OK;
}

const char *sg_stall_name(unsigned cause)
{
    static const char *const n[SG_NSTALLS] = {"idle", "reissue", "dependency", "unit"};
    return cause < SG_NSTALLS ? n[cause] : "?";
}

const char *sg_pipe_name(unsigned pipe)
{
    static const char *const n[SG_NPIPES] = {"alu0", "alu1", "sfu", "ldst"};
    return pipe < SG_NPIPES ? n[pipe] : "?";
}

sg_status sg_trace_stall(sg_sm *sm, unsigned sched, unsigned cause, sg_error *err)
{
    sg_strbuf t = {sm->tbuf, sm->tcap, 0};
    sg_sb_printf(&t, "S cyc=%llu sched=%u cause=%s\n", (unsigned long long)sm->cycle, sched,
                 sg_stall_name(cause));
    return flush(sm, &t, err);
}

sg_status sg_trace_execute(sg_sm *sm, unsigned slot, uint32_t pc, int pipe, uint64_t start,
                           unsigned clocks, uint64_t ready, const sg_effects *fx, sg_error *err)
{
    sg_strbuf t = {sm->tbuf, sm->tcap, 0};
    if (pipe >= 0)
        sg_sb_printf(&t, "X cyc=%llu w=%u pc=0x%04x pipe=%s start=%llu clocks=%u\n",
                     (unsigned long long)sm->cycle, slot, pc, sg_pipe_name((unsigned)pipe),
                     (unsigned long long)start, clocks);
    if (fx->nregs || fx->preds || fx->cc) {
        sg_sb_printf(&t, "W cyc=%llu w=%u pc=0x%04x at=%llu", (unsigned long long)sm->cycle, slot,
                     pc, (unsigned long long)ready);
        for (unsigned i = 0; i < fx->nregs; i++)
            sg_sb_printf(&t, "%sR%u", i ? "," : " regs=", fx->regs[i]);
        if (fx->preds)
            sg_sb_printf(&t, " preds=0x%02x", fx->preds);
        if (fx->cc)
            sg_sb_printf(&t, " cc=1");
        sg_sb_printf(&t, "\n");
    }
    return t.len ? flush(sm, &t, err) : SG_OK;
}

sg_status sg_trace_record(sg_sm *sm, unsigned slot, char kind, uint32_t pc, const sg_insn *insn,
                          int cond, uint32_t g, uint32_t am0, const sg_simt_out *so,
                          const sg_effects *fx, sg_error *err)
{
    const sg_warp *w = &sm->warps[slot];
    sg_strbuf t = {sm->tbuf, sm->tcap, 0};
    sg_sb_printf(&t, "%c cyc=%llu w=%u blk=%u step=%llu pc=0x%04x", kind, (unsigned long long)sm->cycle, slot,
        sm->blocks[w->block_slot].index, (unsigned long long)w->st.steps, pc);
    if (insn && insn->form >= 0) {
        char text[SG_TEXT_MAX];
        sg_disasm(insn, text, sizeof text);
        sg_sb_printf(&t, " insn=\"%s\"", text);
        if (cond)
            sg_sb_printf(&t, " g=0x%0*x", mask_digits(sm), g);
        else
            sg_sb_printf(&t, " g=-");
    }
    put_state(&t, sm, w, am0);
    put_events(&t, sm, so);
    if (kind == 'E') {
        unsigned code = w->werr ? w->werr : w->st.err;
        sg_sb_printf(&t, " error=%s cause=%s capacity=%u msg=\"%s\"", sg_warp_error_name(code),
            sg_stack_cause_name(w->st.cause), sm->scfg.capacity, w->fault);
    } else if (fx) {
        put_effects(&t, sm, w, fx);
    }
    sg_sb_printf(&t, "\n");
    if (kind == 'I' && sm->cfg.trace_detail == SG_TRACE_DATAPATH) {
        const sg_retire *r = &sm->dp_rt[slot % sm->cfg.schedulers];
        if (r->valid && r->warp == slot && r->step == w->st.steps && r->mem && r->lanes)
            put_memory(&t, sm, r);
    }
    return flush(sm, &t, err);
}
