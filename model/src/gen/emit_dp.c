/*
 * emit_dp.c - the datapath nodes (specs/gen.md §3.2): the code of val, alu
 * and mem nodes (into the program builder of emit_buf.c; emit.c calls it
 * for each), and the per-case data they read: the constant table and the
 * global buffers g.hex and gh.hex (their words from rng.c).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "gen_emit.h"

uint32_t gen_ctab_word(const sg_recipe *r, unsigned i)
{
    return gen_class_word(GW_MIX, gen_hash((uint64_t)r->dseed ^ 0xc0c0c0c000000000ull, i));
}

char *gen_gbuf_image(const sg_recipe *r, int high, size_t *len)
{
    gen_buf b = {0};
    unsigned nw = GEN_G_BYTES / 4;
    uint64_t seed = (uint64_t)r->dseed ^ (high ? 0x6868686800000000ull : 0x6767676700000000ull);
    gen_bput(&b, "// %s: %u words at 0x%" PRIx64 " (values of every class, specs/gen.md §2.2)\n",
             high ? "gh.hex" : "g.hex", nw, high ? (uint64_t)GEN_GH_ADDR : (uint64_t)GEN_G_ADDR);
    for (unsigned i = 0; i < nw; i++)
        gen_bput(&b, "%08" PRIx32 "%s", gen_class_word(GW_MIX, gen_hash(seed, i)),
                 i % 8 == 7 ? "\n" : " ");
    if (b.oom) {
        free(b.buf);
        return NULL;
    }
    *len = b.len;
    return b.buf;
}

static const char *reg_name(unsigned r, char *buf, size_t n)
{
    if (r == GEN_RZ)
        snprintf(buf, n, "RZ");
    else
        snprintf(buf, n, "R%u", r);
    return buf;
}

/* "[R6+0x10]", "[R6+-0x10]", "[R6]" */
static const char *addr_text(int32_t off, char *buf, size_t n)
{
    if (!off)
        snprintf(buf, n, "[R6]");
    else if (off < 0)
        snprintf(buf, n, "[R6+-0x%" PRIx32 "]", (uint32_t)0 - (uint32_t)off);
    else
        snprintf(buf, n, "[R6+0x%" PRIx32 "]", (uint32_t)off);
    return buf;
}

/* A mem node: the lane's index into R5, the address into R6 (R6:R7 for .E),
 * then the access. */
static void emit_mem(gen_em *e, const gen_node *n, unsigned ord, const char *g)
{
    static const char *const sz[7] = {".U8", ".S8", ".U16", ".S16", "", ".64", ".128"};
    static const char *const ix[GI_NKINDS] = {"lane", "tid.x", "mask - lane", "data"};
    static const char *const sp[GM_NOPS] = {"global", "global", "shared", "shared",
                                            "local",  "local",  "constant"};
    uint64_t space = 0;
    if (n->mop == GM_LD || n->mop == GM_ST)
        space = n->wide == 2 ? GEN_GH_ADDR : GEN_G_ADDR;
    uint64_t ra = space + n->base - (uint64_t)(int64_t)n->off; /* + index * stride */
    char d[8], a[32];
    reg_name(n->reg, d, sizeof d);
    addr_text(n->off, a, sizeof a);
    gen_insn *first;
    if (n->ixk == GI_DATA) {
        unsigned s = em_slot(e, SL_VAL, n->wseed, n->mask, "mem index");
        first = em_emit(e, -1, "LD R5, [R3+0x%x];", 4 * s);
    } else if (n->ixk == GI_TID) {
        first = em_emit(e, -1, "LOP.AND R5, R0, 0x%" PRIx32 ";", n->mask);
    } else {
        first = em_emit(e, -1, "S2R R5, SR_LaneId;");
        em_emit(e, -1, "LOP.AND R5, R5, 0x%" PRIx32 ";", n->mask);
        if (n->ixk == GI_REV)
            em_emit(e, -1, "IADD R5, -R5, 0x%" PRIx32 ";", n->mask);
    }
    em_note(first, "n%u mem %s: index = %s%s, 0..0x%" PRIx32 ", stride 0x%" PRIx32, ord,
            sp[n->mop], ix[n->ixk], n->ixk == GI_DATA ? " (slot)" : "", n->mask, n->stride);
    em_emit(e, -1, "IMUL R5, R5, 0x%" PRIx32 ";", n->stride);
    em_note(em_emit(e, -1, "IADD32I R6, R5, 0x%" PRIx32 ";", (uint32_t)ra),
            "n%u mem: base 0x%" PRIx32 " - offset", ord, n->base);
    if (n->wide)
        em_note(em_emit(e, -1, "MOV32I R7, 0x%" PRIx32 ";", (uint32_t)(ra >> 32)),
                "n%u mem: the high address word", ord);
    const char *E = n->wide ? ".E" : "";
    gen_insn *in;
    switch (n->mop) {
    case GM_LD:
        in = em_emit(e, -1, "%sLD%s%s %s, %s;", g, E, sz[n->msize], d, a);
        break;
    case GM_ST:
        in = em_emit(e, -1, "%sST%s%s %s, %s;", g, E, sz[n->msize], a, d);
        break;
    case GM_LDS:
        in = em_emit(e, -1, "%sLDS%s %s, %s;", g, sz[n->msize], d, a);
        break;
    case GM_STS:
        in = em_emit(e, -1, "%sSTS%s %s, %s;", g, sz[n->msize], a, d);
        break;
    case GM_LDL:
        in = em_emit(e, -1, "%sLDL%s %s, %s;", g, sz[n->msize], d, a);
        break;
    case GM_STL:
        in = em_emit(e, -1, "%sSTL%s %s, %s;", g, sz[n->msize], a, d);
        break;
    default:
        in = em_emit(e, -1, "%sLDC%s %s, c [0x%x] %s;", g, sz[n->msize], d, n->bank, a);
        break;
    }
    em_note(in, "n%u mem: %s %u bytes", ord, sp[n->mop], gen_mem_bytes(n->msize));
}

void gen_emit_dp(gen_em *e, const gen_node *n, unsigned ord)
{
    char g[8] = "";
    if (n->guard != 7)
        snprintf(g, sizeof g, "@%sP%u ", n->gneg ? "!" : "", n->guard);
    switch (n->kind) {
    case GK_VAL: {
        unsigned s = em_slot(e, SL_WORD, n->wseed, n->wclass, "val");
        em_note(em_emit(e, -1, "LD R%u, [R3+0x%x];", n->reg, 4 * s), "n%u val: slot %u (%s)",
                ord, s, gen_class_names[n->wclass]);
        break;
    }
    case GK_ALU:
        em_note(em_emit(e, -1, "%s%s;", g, n->text), "n%u alu", ord);
        break;
    default:
        emit_mem(e, n, ord, g);
        break;
    }
}
