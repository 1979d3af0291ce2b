/*
 * recipe_print.c - the recipe text (specs/gen.md §2): the canonical print of
 * a recipe, and the growing text buffer the printer and the emitter share.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_internal.h"

const char *const gen_br_names[3] = {"bra", "jmp", "cc"};
const char *const gen_via_names[3] = {"cal", "jcal", "pret"};
const char *const gen_loop_names[3] = {"ssy", "pbk", "none"};
const char *const gen_end_names[5] = {"ret", "s", "brk", "cont", "tail"};

void gen_bput(gen_buf *o, const char *fmt, ...)
{
    if (o->oom)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(o->buf ? o->buf + o->len : NULL, o->buf ? o->cap - o->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) {
            o->oom = 1;
            return;
        }
        if (o->buf && o->len + (size_t)n < o->cap) {
            o->len += (size_t)n;
            return;
        }
        size_t cap = o->cap ? o->cap : 4096;
        while (cap <= o->len + (size_t)n)
            cap *= 2;
        char *nb = realloc(o->buf, cap);
        if (!nb) {
            o->oom = 1;
            return;
        }
        o->buf = nb;
        o->cap = cap;
    }
}

static const char *pred_text(const gen_pred *p, char *buf, size_t n)
{
    if (p->kind == GP_DATA)
        snprintf(buf, n, "data:0x%08" PRIx32 ":%" PRIu32, p->seed, p->a);
    else if (p->kind == GP_LANE)
        snprintf(buf, n, "lane:0x%" PRIx32 ":0x%" PRIx32, p->a, p->b);
    else
        snprintf(buf, n, "always");
    return buf;
}

static const char *val_text(const gen_val *v, char *buf, size_t n)
{
    if (v->on)
        snprintf(buf, n, "0x%08" PRIx32 ":%" PRIu32, v->seed, v->max);
    else
        snprintf(buf, n, "none");
    return buf;
}

/* a datapath guard: pt, P1..P6, !P1..!P6 */
static const char *guard_text(const gen_node *n, char *buf, size_t sz)
{
    if (n->guard == 7)
        snprintf(buf, sz, "pt");
    else
        snprintf(buf, sz, "%sP%u", n->gneg ? "!" : "", n->guard);
    return buf;
}

static const char *reg_text(unsigned r, char *buf, size_t sz)
{
    if (r == GEN_RZ)
        snprintf(buf, sz, "RZ");
    else
        snprintf(buf, sz, "R%u", r);
    return buf;
}

static void print_block(gen_buf *o, const gen_block *b, int ind);

static void print_node(gen_buf *o, const gen_node *n, int ind)
{
    char p[64], v1[64], v2[64];
    gen_bput(o, "%*s%s", ind, "", gen_kind_name[n->kind]);
    switch (n->kind) {
    case GK_ADD:
        gen_bput(o, " k=0x%" PRIx32, n->k);
        break;
    case GK_IF:
        gen_bput(o, " p=%s join=%s br=%s", pred_text(&n->p, p, sizeof p), n->join_s ? "s" : "nop",
            gen_br_names[n->br]);
        break;
    case GK_UIF:
    case GK_SELF:
        gen_bput(o, " p=%s k=0x%" PRIx32, pred_text(&n->p, p, sizeof p), n->k);
        break;
    case GK_ULOOP:
        gen_bput(o, " n=%" PRIu32, n->k);
        break;
    case GK_LOOP:
        gen_bput(o, " kind=%s cont=%d trips=%s exit=%s k=0x%" PRIx32, gen_loop_names[n->lkind],
            n->cont, val_text(&n->trips, v1, sizeof v1), val_text(&n->exit, v2, sizeof v2), n->k);
        break;
    case GK_EXIT:
        gen_bput(o, " p=%s op=%s", pred_text(&n->p, p, sizeof p), n->kil ? "kil" : "exit");
        break;
    case GK_CALL:
        gen_bput(o, " f=%u via=%s", n->func, gen_via_names[n->via]);
        break;
    case GK_BRX:
        if (n->sel == GS_LANE)
            snprintf(v1, sizeof v1, "lane");
        else
            snprintf(v1, sizeof v1, "data:0x%08" PRIx32, n->sel_seed);
        gen_bput(o, " op=%s end=%s sel=%s g=%s", n->op == GX_JMX ? "jmx" : "brx",
                 gen_end_names[n->ends], v1, pred_text(&n->p, p, sizeof p));
        break;
    case GK_BRK:
    case GK_CONT:
    case GK_RET:
    case GK_SSKIP:
    case GK_XGSPOP:
    case GK_XBRK:
    case GK_XRET:
    case GK_XCONT:
        gen_bput(o, " p=%s", pred_text(&n->p, p, sizeof p));
        break;
    case GK_VAL:
        gen_bput(o, " d=%s seed=0x%08" PRIx32 " class=%s", reg_text(n->reg, v1, sizeof v1),
                 n->wseed, gen_class_names[n->wclass]);
        break;
    case GK_ALU:
        gen_bput(o, " g=%s : %s", guard_text(n, p, sizeof p), n->text);
        break;
    case GK_MEM:
        gen_bput(o, " op=%s size=%s", gen_mop_names[n->mop], gen_msize_names[n->msize]);
        if (n->mop == GM_LD || n->mop == GM_ST)
            gen_bput(o, " e=%d", n->wide);
        if (n->mop == GM_LDC)
            gen_bput(o, " bank=%d", n->bank);
        if (n->ixk == GI_DATA)
            snprintf(v2, sizeof v2, "data:0x%08" PRIx32 ":0x%" PRIx32 ":0x%" PRIx32, n->wseed,
                     n->mask, n->stride);
        else
            snprintf(v2, sizeof v2, "%s:0x%" PRIx32 ":0x%" PRIx32, gen_ix_names[n->ixk], n->mask,
                     n->stride);
        gen_bput(o, " d=%s at=%s base=0x%" PRIx32 " off=%s0x%" PRIx32 " g=%s",
                 reg_text(n->reg, v1, sizeof v1), v2, n->base, n->off < 0 ? "-" : "",
                 n->off < 0 ? (uint32_t)0 - (uint32_t)n->off : (uint32_t)n->off,
                 guard_text(n, p, sizeof p));
        break;
    default:
        break;
    }
    if (!n->nblk) {
        gen_bput(o, "\n");
        return;
    }
    gen_bput(o, " {\n");
    for (unsigned i = 0; i < n->nblk; i++) {
        if (i)
            gen_bput(o, "%*s} %s {\n", ind, "", n->kind == GK_IF ? "else" : "case");
        print_block(o, &n->blk[i], ind + 2);
    }
    gen_bput(o, "%*s}\n", ind, "");
}

static void print_block(gen_buf *o, const gen_block *b, int ind)
{
    for (unsigned i = 0; i < b->n; i++)
        print_node(o, b->v[i], ind);
}

char *sg_recipe_print(const sg_recipe *r, size_t *len)
{
    gen_buf o = {0};
    gen_bput(&o, "# smgold gen recipe: the structure the case is generated from (specs/gen.md)\n");
    gen_bput(&o, "recipe 1\n");
    gen_bput(&o, "profile %s\n", r->profile);
    gen_bput(&o, "seed 0x%" PRIx64 "\n", r->seed);
    gen_bput(&o, "index %u\n", r->index);
    gen_bput(&o, "warp_size %u\n", r->warp_size);
    gen_bput(&o, "grid %u\n", r->grid);
    gen_bput(&o, "block %u\n", r->block);
    gen_bput(&o, "max_warps %u\n", r->max_warps);
    gen_bput(&o, "onchip %u\n", r->onchip);
    gen_bput(&o, "spill_bytes 0x%" PRIx32 "\n", r->spill_bytes);
    gen_bput(&o, "policy %s\n", r->policy ? "div-token" : "while-mask");
    gen_bput(&o, "wm_slots %u\n", r->wm_slots);
    if (r->dseed)
        gen_bput(&o, "datapath 0x%08" PRIx32 "\n", r->dseed);
    gen_bput(&o, "main {\n");
    print_block(&o, &r->main, 2);
    gen_bput(&o, "}\n");
    for (unsigned i = 0; i < r->nfuncs; i++) {
        gen_bput(&o, "func %u {\n", i);
        print_block(&o, &r->funcs[i], 2);
        gen_bput(&o, "}\n");
    }
    if (o.oom) {
        free(o.buf);
        return NULL;
    }
    if (len)
        *len = o.len;
    return o.buf;
}
