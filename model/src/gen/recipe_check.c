/*
 * recipe_check.c - the rules of a well-formed recipe (specs/gen.md §2.3:
 * RC-1 to RC-5), the checks of the datapath nodes (the instruction of an alu
 * node, the space, size and bounds of a mem node), and the names and sizes
 * of a mem node's fields. Stands on tree.c (and the assembler) alone.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_internal.h"
#include "smgold/isa.h"

const char *const gen_msize_names[7] = {"u8", "s8", "u16", "s16", "32", "64", "128"};
const char *const gen_mop_names[GM_NOPS] = {"ld", "st", "lds", "sts", "ldl", "stl", "ldc"};
const char *const gen_ix_names[GI_NKINDS] = {"lane", "tid", "rev", "data"};
const char *const gen_class_names[GW_NCLASSES] = {"rnd",   "small", "edge", "shift",
                                                  "field", "tiny",  "neg",  "mix"};

unsigned gen_mem_bytes(int msize)
{
    static const unsigned b[7] = {1, 1, 2, 2, 4, 8, 16};
    return msize >= 0 && msize < 7 ? b[msize] : 0;
}

uint32_t gen_mem_space_bytes(const gen_node *n)
{
    switch (n->mop) {
    case GM_LD:
    case GM_ST:
        return GEN_G_BYTES;
    case GM_LDS:
    case GM_STS:
        return GEN_S_BYTES;
    case GM_LDL:
    case GM_STL:
        return GEN_L_BYTES;
    default:
        return n->bank ? GEN_C1_BYTES : GEN_C0_BYTES;
    }
}

/* the special registers an alu node may read (specs/execution.md §3.1; not the clocks,
 * whose values depend on the timing) */
static int sreg_ok(unsigned s)
{
    return s == 0 || (s >= 33 && s <= 35) || (s >= 37 && s <= 39) || (s >= 41 && s <= 43) ||
           (s >= 45 && s <= 47) || (s >= 56 && s <= 60);
}

const char *gen_alu_check(const char *text)
{
    static const sg_op ops[] = {SG_OP_MOV,  SG_OP_MOV32I, SG_OP_S2R,   SG_OP_SEL,  SG_OP_IADD,
                                SG_OP_IADD32I, SG_OP_ISCADD, SG_OP_IMAD, SG_OP_IMUL, SG_OP_ISETP,
                                SG_OP_ICMP, SG_OP_IMNMX,  SG_OP_SHL,   SG_OP_SHR,  SG_OP_LOP,
                                SG_OP_LOP32I, SG_OP_POPC, SG_OP_PSETP, SG_OP_BFE,  SG_OP_FLO,
                                SG_OP_PSET, SG_OP_ISET,   SG_OP_BFI};
    sg_insn in;
    sg_error e;
    if (!text[0])
        return "an alu node needs its instruction after ':'";
    if (sg_asm_insn(text, 0, &in, &e))
        return "the instruction does not assemble";
    int known = 0;
    for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++)
        known |= in.op == ops[i];
    if (!known)
        return "not one of the integer ALU instructions of the datapath profiles";
    if (in.guard != 7 || in.guard_neg || in.sflag)
        return "the guard is g=, and .S is not allowed";
    uint64_t w = in.word;
    int setp = in.op == SG_OP_ISETP || in.op == SG_OP_PSETP;
    for (unsigned i = 0; i < in.nops && i < (setp ? 2u : 1u); i++) {
        const sg_operand *o = &in.opnd[i];
        if (o->kind == SG_OPND_REG && o->reg != SG_RZ &&
            (o->reg < GEN_POOL_LO || o->reg > GEN_POOL_HI))
            return "the destination is not one of R32..R62 or RZ";
        if (o->kind == SG_OPND_PRED && (o->reg < 1 || o->reg > 7))
            return "a predicate destination is not one of P1..P6 or pt";
    }
    for (unsigned i = 0; i < in.nops; i++)
        if (in.opnd[i].kind == SG_OPND_SREG && !sreg_ok(in.opnd[i].reg))
            return "a special register outside the modelled, timing-independent ones";
    /* the encodings the model refuses (specs/execution.md §10) */
    unsigned na = (unsigned)(w >> 9) & 1, nb = (unsigned)(w >> 8) & 1;
    if (in.op == SG_OP_IADD && na && nb && ((w >> 6) & 1))
        return ".PO with .X";
    if (in.op == SG_OP_IMAD && na && nb && ((w >> 55) & 1))
        return ".PO with .X";
    if (in.op == SG_OP_IMAD && na && ((w >> 6) & 1))
        return ".HI with a negated product";
    if (setp && ((w >> 17) & 7) == ((w >> 14) & 7) && ((w >> 14) & 7) != 7)
        return "Pd and Pd2 are the same predicate";
    if (in.op == SG_OP_IMNMX && ((w >> 6) & 3))
        return ".XLO, .XMED and .XHI are not modelled";
    return NULL;
}

/* ---- the rules of a well-formed recipe ---------------------------------- */

typedef struct vctx {
    const sg_recipe *r;
    int func;       /* -1 main */
    unsigned loops, slots, nodes, ordinal;
    /* every call of function f seen so far lies in a PBK / PCNT scope (a loop
     * kind=pbk or brx end=brk; a loop cont=1 or brx end=cont) of its caller, or
     * in a function for which this holds: a BRK / CONT at the top of f is then
     * bound to that scope (RC-1). A function nobody calls is vacuously bound. */
    unsigned char fpbk[GEN_MAX_FUNCS], fcont[GEN_MAX_FUNCS];
    sg_error *err;
} vctx;

static sg_status vfail(vctx *c, const gen_node *n, const char *fmt, ...) SG_PRINTF(3, 4);
static sg_status vfail(vctx *c, const gen_node *n, const char *fmt, ...)
{
    char msg[SG_ERROR_MSG_MAX - 96];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (n)
        return sg_fail(c->err, SG_ERR_RANGE, "node n%u (%s) in %s: %s", c->ordinal,
                       gen_kind_name[n->kind], c->func < 0 ? "main" : "a function", msg);
    return sg_fail(c->err, SG_ERR_RANGE, "%s", msg);
}

static sg_status check_pred(vctx *c, const gen_node *n, const gen_pred *p)
{
    if (p->kind == GP_DATA) {
        c->slots++;
        if (p->a > 8)
            return vfail(c, n, "data density %u: expected 0..8", p->a);
    } else if (p->kind == GP_LANE) {
        if (p->b & ~p->a)
            return vfail(c, n, "lane predicate value 0x%x has bits outside its mask 0x%x", p->b,
                         p->a);
    }
    return SG_OK;
}

static int pow2(unsigned k)
{
    return k && !(k & (k - 1));
}

/* RC-5: the datapath nodes */
static sg_status check_dp(vctx *c, const gen_node *n)
{
    if (!c->r->dseed)
        return vfail(c, n, "a datapath node needs the recipe's 'datapath SEED' setting");
    if ((n->kind == GK_ALU || n->kind == GK_MEM) && (n->guard < 1 || n->guard > 7))
        return vfail(c, n, "guard P%u: expected pt or P1..P6", n->guard);
    if (n->kind == GK_VAL) {
        c->slots++;
        if (n->reg < GEN_POOL_LO || n->reg > GEN_POOL_HI || n->wclass >= GW_NCLASSES)
            return vfail(c, n, "R%u: a value goes to one of R32..R62", n->reg);
        return SG_OK;
    }
    if (n->kind == GK_ALU) {
        const char *why = gen_alu_check(n->text);
        return why ? vfail(c, n, "'%s': %s", n->text, why) : SG_OK;
    }
    unsigned bytes = gen_mem_bytes(n->msize), nregs = bytes > 4 ? bytes / 4 : 1;
    if (n->mop < 0 || n->mop >= GM_NOPS || !bytes || n->ixk < 0 || n->ixk >= GI_NKINDS)
        return vfail(c, n, "bad op, size or index");
    if (n->reg != GEN_RZ && (n->reg < GEN_POOL_LO || n->reg + nregs - 1 > GEN_POOL_HI ||
                             n->reg % nregs))
        return vfail(c, n, "R%u: the data registers are %u of R32..R62, aligned to %u", n->reg,
                     nregs, nregs);
    if (n->wide && n->mop != GM_LD && n->mop != GM_ST)
        return vfail(c, n, "e=%d: only ld and st address 64 bits", n->wide);
    if (n->bank > 1 || (n->bank && n->mop != GM_LDC))
        return vfail(c, n, "bank %d: ldc reads bank 0 or 1", n->bank);
    if (n->base % bytes || n->stride % bytes)
        return vfail(c, n, "base 0x%x and stride 0x%x are not multiples of the %u-byte access",
                     n->base, n->stride, bytes);
    uint32_t space = gen_mem_space_bytes(n);
    if (n->mask > 0xffff ||
        (uint64_t)n->base + (uint64_t)n->mask * n->stride + bytes > space)
        return vfail(c, n, "base 0x%x + 0x%x * 0x%x + %u is outside the 0x%x bytes of its space",
                     n->base, n->mask, n->stride, bytes, space);
    if (n->off < -0x8000 || n->off > 0x7fff)
        return vfail(c, n, "off %d: expected -0x8000..0x7fff", (int)n->off);
    if (n->ixk == GI_DATA)
        c->slots++;
    return SG_OK;
}

/* top: 1 the top level of main, 2 the top level of a function, 0 nested; last:
 * the last node of its block */
static sg_status vblock(vctx *c, const gen_block *b, int in_pbk, int in_cont, int top);

static sg_status vnode(vctx *c, const gen_node *n, int in_pbk, int in_cont, int top, int last)
{
    sg_status st;
    c->ordinal++;
    c->nodes++;
    if (gen_want_blocks(n) != n->nblk || (n->kind == GK_BRX && n->nblk == 0))
        return vfail(c, n, "%u blocks", n->nblk);
    if (gen_has_pred(n->kind) && (st = check_pred(c, n, &n->p)))
        return st;
    if (gen_has_k(n->kind) && n->k > 0x7ffff)
        return vfail(c, n, "constant 0x%x: expected at most 0x7ffff", n->k);
    switch (n->kind) {
    case GK_IF:
        if (n->br == GB_CC && n->p.kind != GP_DATA)
            return vfail(c, n, "br=cc needs a data predicate");
        if (n->p.kind == GP_ALWAYS)
            return vfail(c, n, "an if needs a predicate (data or lane)");
        break;
    case GK_UIF:
    case GK_SSKIP:
    case GK_SELF:
        if (n->p.kind == GP_ALWAYS)
            return vfail(c, n, "needs a predicate (data or lane)");
        break;
    case GK_ULOOP:
        c->loops++;
        if (n->k < 1 || n->k > GEN_MAX_ULOOP)
            return vfail(c, n, "n=%u: expected 1..%d", n->k, GEN_MAX_ULOOP);
        break;
    case GK_LOOP:
        c->loops++;
        c->slots++;
        if (!n->trips.on || n->trips.max > GEN_MAX_TRIPS)
            return vfail(c, n, "trips bound %u: expected 0..%d", n->trips.max, GEN_MAX_TRIPS);
        if (n->exit.on) {
            c->slots++;
            if (n->exit.max > GEN_MAX_TRIPS)
                return vfail(c, n, "exit bound %u: expected 0..%d", n->exit.max, GEN_MAX_TRIPS);
        }
        if (n->lkind == GL_NONE && !top)
            return vfail(c, n, "a loop of kind none (no token) belongs at the top level of main "
                               "or of a function");
        break;
    case GK_BRK:
        if (!in_pbk)
            return vfail(c, n, "BRK outside any PBK loop or brx end=brk (of its body, or around "
                               "every call of its function)");
        break;
    case GK_CONT:
        if (!in_cont)
            return vfail(c, n, "CONT outside any loop with cont=1 or brx end=cont (of its body, "
                               "or around every call of its function)");
        break;
    case GK_RET:
        if (c->func < 0)
            return vfail(c, n, "RET in main (only in functions)");
        break;
    case GK_CALL:
        if (n->func >= c->r->nfuncs)
            return vfail(c, n, "call of function %u: the recipe has %u", n->func, c->r->nfuncs);
        if (c->func >= 0 && n->func <= (unsigned)c->func)
            return vfail(c, n, "function %d calls function %u: a function calls only later "
                               "ones (no recursion)",
                         c->func, n->func);
        c->fpbk[n->func] &= (unsigned char)(in_pbk != 0);
        c->fcont[n->func] &= (unsigned char)(in_cont != 0);
        break;
    case GK_BRX:
        if (n->nblk > GEN_MAX_CASES)
            return vfail(c, n, "%u cases: expected 1..%d", n->nblk, GEN_MAX_CASES);
        if (n->sel == GS_LANE && !pow2(n->nblk))
            return vfail(c, n, "sel=lane needs a power of two cases, not %u", n->nblk);
        if (n->sel == GS_DATA)
            c->slots++;
        if (n->ends == GE_TAIL && (!top || !last))
            return vfail(c, n, "a brx with end=tail is the last node of main or of a function");
        break;
    case GK_VAL:
    case GK_ALU:
    case GK_MEM:
        if ((st = check_dp(c, n)))
            return st;
        break;
    case GK_XSPOP:
    case GK_XGSPOP:
    case GK_XBRK:
    case GK_XRET:
    case GK_XCONT:
        if (top != 1)
            return vfail(c, n, "an error node belongs at the top level of main");
        if (n->kind == GK_XGSPOP && n->p.kind == GP_ALWAYS)
            return vfail(c, n, "needs a predicate");
        break;
    default:
        break;
    }
    for (unsigned i = 0; i < n->nblk; i++) {
        int pbk = in_pbk || (n->kind == GK_LOOP && n->lkind == GL_PBK) ||
                  (n->kind == GK_BRX && n->ends == GE_BRK);
        int cont = in_cont || (n->kind == GK_LOOP && n->cont) ||
                   (n->kind == GK_BRX && n->ends == GE_CONT);
        if ((st = vblock(c, &n->blk[i], pbk, cont, 0)))
            return st;
    }
    return SG_OK;
}

static sg_status vblock(vctx *c, const gen_block *b, int in_pbk, int in_cont, int top)
{
    for (unsigned i = 0; i < b->n; i++) {
        sg_status st = vnode(c, b->v[i], in_pbk, in_cont, top, i + 1 == b->n);
        if (st)
            return st;
    }
    return SG_OK;
}

sg_status gen_recipe_validate(const sg_recipe *r, sg_error *err)
{
    vctx c = {r, -1, 0, 0, 0, 0, {0}, {0}, err};
    memset(c.fpbk, 1, sizeof c.fpbk);
    memset(c.fcont, 1, sizeof c.fcont);
    if (r->warp_size < 1 || r->warp_size > 32)
        return vfail(&c, NULL, "warp_size %u: expected 1..32", r->warp_size);
    if (r->grid < 1 || r->grid > 64)
        return vfail(&c, NULL, "grid %u: expected 1..64", r->grid);
    if (r->block < 1 || r->block > 1024)
        return vfail(&c, NULL, "block %u: expected 1..1024", r->block);
    if (r->max_warps < 1 || r->max_warps > 64)
        return vfail(&c, NULL, "max_warps %u: expected 1..64", r->max_warps);
    unsigned wpb = (r->block + r->warp_size - 1) / r->warp_size;
    if (wpb > r->max_warps)
        return vfail(&c, NULL, "a block of %u threads needs %u warps, max_warps is %u", r->block,
                     wpb, r->max_warps);
    if (r->onchip < 1 || r->onchip > 1024)
        return vfail(&c, NULL, "onchip %u: expected 1..1024", r->onchip);
    if (r->wm_slots < 1 || r->wm_slots > 1024)
        return vfail(&c, NULL, "wm_slots %u: expected 1..1024", r->wm_slots);
    sg_status st = vblock(&c, &r->main, 0, 0, 1);
    for (unsigned i = 0; !st && i < r->nfuncs; i++) {
        c.func = (int)i;
        st = vblock(&c, &r->funcs[i], c.fpbk[i], c.fcont[i], 2);
    }
    if (st)
        return st;
    if (c.loops > GEN_MAX_LOOPS)
        return vfail(&c, NULL, "%u loops: at most %d (one counter register each)", c.loops,
                     GEN_MAX_LOOPS);
    if (r->dseed && c.loops > GEN_DP_MAX_LOOPS)
        return vfail(&c, NULL, "%u loops: a datapath recipe has at most %d (R8..R31; R32..R62 "
                               "hold data)",
                     c.loops, GEN_DP_MAX_LOOPS);
    if (c.slots > GEN_MAX_SLOTS)
        return vfail(&c, NULL, "%u data slots: at most %d", c.slots, GEN_MAX_SLOTS);
    if (c.nodes > GEN_MAX_NODES)
        return vfail(&c, NULL, "%u nodes: at most %d", c.nodes, GEN_MAX_NODES);
    return SG_OK;
}
