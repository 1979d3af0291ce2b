/*
 * draw_dp.c - drawing the datapath nodes of the profiles alu, mem and
 * datapath (specs/gen.md §3.2, §4): val nodes (a data word of a value class
 * into a data register), alu nodes (one integer ALU instruction on the data
 * registers R32..R62 and predicates P1..P6, drawn from a weighted table of
 * forms and modifiers, and the .CC/.X pairs) and mem nodes (a load or store
 * of a space, size, index, stride, base and offset that keep every lane's
 * access in bounds and aligned). An alu node's text is assembled and stored
 * as the disassembler prints it. Below draw.c, which draws these nodes among
 * the others; it calls only the drawing primitives of gen_draw.h, rng.c and
 * recipe_check.c.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "gen_draw.h"
#include "smgold/isa.h"

#define POOL_N (GEN_POOL_HI - GEN_POOL_LO + 1)
#define POOL_ALL ((uint32_t)((1ull << POOL_N) - 1))

/* a weighted pick: the index i with probability w[i] / sum */
static unsigned pick_w(gctx *c, const unsigned *w, unsigned n)
{
    unsigned total = 0;
    for (unsigned i = 0; i < n; i++)
        total += w[i];
    unsigned x = gen_rng_below(&c->g, total);
    for (unsigned i = 0; i < n; i++) {
        if (x < w[i])
            return i;
        x -= w[i];
    }
    return 0;
}

/* the k-th set bit of m (k < popcount(m)) */
static unsigned nth_bit(uint32_t m, unsigned k)
{
    for (unsigned i = 0; i < 32; i++)
        if ((m >> i & 1) && k-- == 0)
            return i;
    return 0;
}

static unsigned popc(uint32_t m)
{
    unsigned n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

/* ---- registers and predicates ------------------------------------------ */

/* a source: mostly a register written before; sometimes RZ or R0 (tid.x) */
static unsigned src_reg(gctx *c)
{
    unsigned x = gen_rng_below(&c->g, 100);
    if (x < 4)
        return GEN_RZ;
    if (x < 9)
        return 0;
    if (c->live)
        return GEN_POOL_LO + nth_bit(c->live, gen_rng_below(&c->g, popc(c->live)));
    return GEN_POOL_LO + gen_rng_below(&c->g, POOL_N);
}

/* a destination (marked written): an unwritten register now and then, RZ rarely */
static unsigned dst_reg(gctx *c)
{
    unsigned x = gen_rng_below(&c->g, 100), r;
    uint32_t fresh = ~c->live & POOL_ALL;
    if (x < 2)
        return GEN_RZ;
    if (fresh && x < 40)
        r = GEN_POOL_LO + nth_bit(fresh, gen_rng_below(&c->g, popc(fresh)));
    else
        r = GEN_POOL_LO + gen_rng_below(&c->g, POOL_N);
    c->live |= 1u << (r - GEN_POOL_LO);
    return r;
}

/* n registers from R32 aligned to n (1, 2, 4); a store prefers written ones */
static unsigned aligned_reg(gctx *c, unsigned n, int store)
{
    unsigned groups = (POOL_N - (n - 1)) / n, g = 0; /* R32..R62, R32..R61, R32..R59 */
    for (unsigned tries = 0; tries < 4; tries++) {
        g = gen_rng_below(&c->g, groups);
        uint32_t m = ((1u << n) - 1) << (g * n);
        if (!store || (c->live & m) == m)
            break;
    }
    unsigned r = GEN_POOL_LO + g * n;
    if (!store)
        c->live |= ((1u << n) - 1) << (r - GEN_POOL_LO);
    return r;
}

static const char *rn(unsigned r, char *buf)
{
    if (r == GEN_RZ)
        snprintf(buf, 8, "RZ");
    else
        snprintf(buf, 8, "R%u", r);
    return buf;
}

/* a predicate source: a data predicate written before (40% negated), else pt */
static const char *psrc(gctx *c, char *buf)
{
    if (c->preds && gen_rng_chance(&c->g, 75)) {
        unsigned p = nth_bit((uint32_t)c->preds, gen_rng_below(&c->g, popc(c->preds)));
        snprintf(buf, 8, "%sP%u", gen_rng_chance(&c->g, 40) ? "!" : "", p);
    } else {
        snprintf(buf, 8, "%s", gen_rng_chance(&c->g, 12) ? "!pt" : "pt");
    }
    return buf;
}

/* two setp destinations: Pd one of P1..P6, Pd2 another one (40%) or pt */
static void pdst(gctx *c, char *d1, char *d2)
{
    unsigned p = 1 + gen_rng_below(&c->g, 6), q = 7;
    if (gen_rng_chance(&c->g, 40))
        q = 1 + (p + gen_rng_below(&c->g, 5)) % 6;
    c->preds |= 1u << p;
    snprintf(d1, 8, "P%u", p);
    if (q == 7) {
        snprintf(d2, 8, "pt");
    } else {
        c->preds |= 1u << q;
        snprintf(d2, 8, "P%u", q);
    }
}

/* ---- immediates and the second source ------------------------------------ */

enum { B_ANY, B_SHIFT, B_FIELD };

static uint32_t imm20(gctx *c, int hint)
{
    static const uint32_t edge[] = {0x0,     0x1,     0x1f,    0x20,   0x21,   0xff,
                                    0x7ffff, 0x80000, 0xfffff, 0xffffe, 0x8000, 0x7fff};
    unsigned x = gen_rng_below(&c->g, 100);
    if (hint == B_SHIFT)
        return x < 35 ? 32 + gen_rng_below(&c->g, 9) : gen_rng_below(&c->g, 32);
    if (hint == B_FIELD) {
        uint32_t pos = gen_rng_below(&c->g, x < 80 ? 32 : 40);
        return pos | gen_rng_below(&c->g, 34) << 8;
    }
    if (x < 35)
        return gen_rng_below(&c->g, 41);
    if (x < 60)
        return edge[gen_rng_below(&c->g, sizeof edge / sizeof edge[0])];
    return gd_r32(c) & 0xfffff;
}

static uint32_t imm32(gctx *c)
{
    unsigned x = gen_rng_below(&c->g, 100);
    if (x < 30)
        return gen_rng_below(&c->g, 64);
    if (x < 60)
        return gen_class_word(GW_EDGE, gen_rng_next(&c->g));
    return gd_r32(c);
}

static uint32_t ctab(gctx *c)
{
    if (gen_rng_chance(&c->g, 12))
        return 0x8 + 4 * gen_rng_below(&c->g, 8); /* the launch words, out, in */
    return GEN_CTAB_OFF + 4 * gen_rng_below(&c->g, GEN_CTAB_WORDS);
}

/* the operand at bit 26: a register (55%), a 20-bit immediate (imm_pct) or
 * c[0x0][...]; pre is "-" or "~" (or "") */
static const char *opb(gctx *c, char *buf, size_t n, const char *pre, int hint, unsigned imm_pct)
{
    char r[8];
    unsigned x = gen_rng_below(&c->g, 100);
    if (x < 55)
        snprintf(buf, n, "%s%s", pre, rn(src_reg(c), r));
    else if (x < 55 + imm_pct)
        snprintf(buf, n, "%s0x%" PRIx32, pre, imm20(c, hint));
    else
        snprintf(buf, n, "%sc [0x0] [0x%" PRIx32 "]", pre, ctab(c));
    return buf;
}

/* ---- the alu forms ------------------------------------------------------- */

enum {
    A_MOV, A_MOV32I, A_S2R, A_SEL, A_IADD, A_IADD32I, A_ISCADD, A_ISCADD32I, A_IMAD, A_IMUL,
    A_IMUL32I, A_ISETP, A_ISET, A_ICMP, A_IMNMX, A_SHL, A_SHR, A_LOP, A_LOP32I, A_POPC, A_BFE,
    A_BFI, A_FLO, A_PSETP, A_PSET, A_ADD64, A_CMP64, A_NFORMS
};
static const unsigned alu_w[A_NFORMS] = {3, 3, 3, 5, 10, 4, 5, 2, 9, 5, 2, 8, 5, 5,
                                         5, 5, 6, 6, 3, 4, 6, 5, 4, 4, 3, 5, 5};

static const char *const cmps[8] = {".F", ".LT", ".EQ", ".LE", ".GT", ".NE", ".GE", ".T"};
static const unsigned cmp_w[8] = {1, 6, 6, 4, 4, 5, 4, 1};
static const char *const combs[3] = {".AND", ".OR", ".XOR"};
static const char *const lops[4] = {".AND", ".OR", ".XOR", ".PASS_B"};
/* IMAD/IMUL bits 5-7: src2 signed, .HI, Ra signed */
static const char *const msign[8] = {".U32.U32", ".U32.S32", ".U32.U32.HI", ".U32.S32.HI",
                                     ".S32.U32", "",         ".S32.U32.HI", ".HI"};
static const char *const sregs[] = {"SR_LaneId", "SR_Tid_X",  "SR_CTAid_X", "SR_NTid_X",
                                    "SR_EqMask", "SR_LtMask", "SR_LeMask",  "SR_GtMask",
                                    "SR_GeMask", "SR_Tid_Y",  "SR_NCTAid_X"};

#define CH(p) gen_rng_chance(&c->g, p)
#define S(cond, s) ((cond) ? (s) : "")

static const char *cmp(gctx *c)
{
    return cmps[pick_w(c, cmp_w, 8)];
}

/* The text of one instruction of form f (A_ADD64 / A_CMP64: the first of the pair, the
 * second in t2). Every draw is its own statement: the order of the random stream never
 * depends on the compiler's order of evaluating arguments. */
static void alu_text(gctx *c, unsigned f, char *t, size_t n, char *t2, size_t n2)
{
    char d[8], a[8], r3[8], b[80], p1[8], p2[8], p3[8], q1[8], q2[8];
    const char *cm, *o1, *o2;
    unsigned cc = CH(30), x, na, nb, u, sat, sh, bf, sg, hi;
    t2[0] = '\0';
    switch (f) {
    case A_MOV:
        opb(c, b, sizeof b, "", B_ANY, 25);
        rn(dst_reg(c), d);
        snprintf(t, n, "MOV %s, %s", d, b);
        break;
    case A_MOV32I:
        x = imm32(c);
        rn(dst_reg(c), d);
        snprintf(t, n, "MOV32I %s, 0x%x", d, x);
        break;
    case A_S2R:
        x = gen_rng_below(&c->g, sizeof sregs / sizeof sregs[0]);
        rn(dst_reg(c), d);
        snprintf(t, n, "S2R %s, %s", d, sregs[x]);
        break;
    case A_SEL:
        rn(src_reg(c), a);
        opb(c, b, sizeof b, "", B_ANY, 25);
        psrc(c, p1);
        rn(dst_reg(c), d);
        snprintf(t, n, "SEL %s, %s, %s, %s", d, a, b, p1);
        break;
    case A_IADD:
        sat = CH(20);
        x = CH(20);
        na = CH(25);
        nb = CH(25);
        if (x && na && nb)
            nb = 0;
        rn(src_reg(c), a);
        opb(c, b, sizeof b, nb ? "-" : "", B_ANY, 25);
        rn(dst_reg(c), d);
        snprintf(t, n, "IADD%s%s %s%s, %s%s, %s", S(sat, ".SAT"), S(x, ".X"), d, S(cc, ".CC"),
                 S(na, "-"), a, b);
        break;
    case A_IADD32I:
        sat = CH(25);
        x = CH(25);
        na = CH(30);
        rn(src_reg(c), a);
        u = imm32(c);
        rn(dst_reg(c), d);
        snprintf(t, n, "IADD32I%s%s %s%s, %s%s, 0x%x", S(sat, ".SAT"), S(x, ".X"), d,
                 S(cc, ".CC"), S(na, "-"), a, u);
        break;
    case A_ISCADD:
        na = CH(35);
        nb = CH(20);
        sh = CH(70) ? 1 + gen_rng_below(&c->g, 8) : gen_rng_below(&c->g, 32);
        rn(src_reg(c), a);
        opb(c, b, sizeof b, nb ? "-" : "", B_ANY, 25);
        rn(dst_reg(c), d);
        snprintf(t, n, "ISCADD %s%s, %s%s, %s, 0x%x", d, S(cc, ".CC"), S(na, "-"), a, b, sh);
        break;
    case A_ISCADD32I:
        rn(src_reg(c), a);
        u = imm32(c);
        sh = 1 + gen_rng_below(&c->g, 8);
        rn(dst_reg(c), d);
        snprintf(t, n, "ISCADD32I %s%s, %s, 0x%x, 0x%x", d, S(cc, ".CC"), a, u, sh);
        break;
    case A_IMAD: {
        char b1[48];
        sg = gen_rng_below(&c->g, 8);
        hi = (sg >> 1) & 1;
        sat = CH(15);
        x = CH(20);
        na = !hi && CH(20);
        nb = CH(25);
        if (x && na && nb)
            nb = 0;
        rn(src_reg(c), a);
        rn(src_reg(c), r3);
        if (CH(25)) { /* the Rc-slot form: Ra, Rc, [-]c[..] */
            u = ctab(c);
            snprintf(b, sizeof b, "%s, %sc [0x0] [0x%x]", r3, S(nb, "-"), u);
        } else {
            opb(c, b1, sizeof b1, "", B_ANY, 20);
            snprintf(b, sizeof b, "%s, %s%s", b1, S(nb, "-"), r3);
        }
        rn(dst_reg(c), d);
        snprintf(t, n, "IMAD%s%s%s %s%s, %s%s, %s", msign[sg], S(x, ".X"), S(sat, ".SAT"), d,
                 S(cc, ".CC"), S(na, "-"), a, b);
        break;
    }
    case A_IMUL:
        sg = gen_rng_below(&c->g, 8);
        rn(src_reg(c), a);
        opb(c, b, sizeof b, "", B_ANY, 25);
        rn(dst_reg(c), d);
        snprintf(t, n, "IMUL%s %s%s, %s, %s", msign[sg], d, S(cc, ".CC"), a, b);
        break;
    case A_IMUL32I:
        sg = gen_rng_below(&c->g, 8);
        rn(src_reg(c), a);
        u = imm32(c);
        rn(dst_reg(c), d);
        snprintf(t, n, "IMUL32I%s %s%s, %s, 0x%x", msign[sg], d, S(cc, ".CC"), a, u);
        break;
    case A_ISETP:
        cm = cmp(c);
        u = CH(50);
        x = CH(15);
        o1 = combs[gen_rng_below(&c->g, 3)];
        rn(src_reg(c), a);
        opb(c, b, sizeof b, "", B_ANY, 25);
        psrc(c, p3);
        pdst(c, p1, p2);
        snprintf(t, n, "ISETP%s%s%s%s %s, %s, %s, %s, %s", cm, S(u, ".U32"), S(x, ".X"), o1, p1,
                 p2, a, b, p3);
        break;
    case A_ISET:
        cm = cmp(c);
        bf = CH(35);
        u = CH(50);
        x = CH(15);
        o1 = combs[gen_rng_below(&c->g, 3)];
        rn(src_reg(c), a);
        opb(c, b, sizeof b, "", B_ANY, 25);
        psrc(c, p1);
        rn(dst_reg(c), d);
        snprintf(t, n, "ISET%s%s%s%s%s %s%s, %s, %s, %s", S(bf, ".BF"), cm, S(u, ".U32"),
                 S(x, ".X"), o1, d, S(cc, ".CC"), a, b, p1);
        break;
    case A_ICMP: {
        char b1[48];
        cm = cmp(c);
        u = CH(50);
        rn(src_reg(c), a);
        rn(src_reg(c), r3);
        if (CH(25)) { /* the Rc-slot form: Ra, Rc, c[..] */
            x = ctab(c);
            snprintf(b, sizeof b, "%s, c [0x0] [0x%x]", r3, x);
        } else {
            opb(c, b1, sizeof b1, "", B_ANY, 25);
            snprintf(b, sizeof b, "%s, %s", b1, r3);
        }
        rn(dst_reg(c), d);
        snprintf(t, n, "ICMP%s%s %s, %s, %s", cm, S(u, ".U32"), d, a, b);
        break;
    }
    case A_IMNMX:
        u = CH(50);
        rn(src_reg(c), a);
        opb(c, b, sizeof b, "", B_ANY, 25);
        psrc(c, p1);
        rn(dst_reg(c), d);
        snprintf(t, n, "IMNMX%s %s%s, %s, %s, %s", S(u, ".U32"), d, S(cc, ".CC"), a, b, p1);
        break;
    case A_SHL:
        x = CH(25);
        rn(src_reg(c), a);
        opb(c, b, sizeof b, "", B_SHIFT, 35);
        rn(dst_reg(c), d);
        snprintf(t, n, "SHL%s %s%s, %s, %s", S(x, ".W"), d, S(cc, ".CC"), a, b);
        break;
    case A_SHR:
        u = CH(50);
        x = CH(25);
        rn(src_reg(c), a);
        opb(c, b, sizeof b, "", B_SHIFT, 35);
        rn(dst_reg(c), d);
        snprintf(t, n, "SHR%s%s %s%s, %s, %s", S(u, ".U32"), S(x, ".W"), d, S(cc, ".CC"), a, b);
        break;
    case A_LOP:
        o1 = lops[gen_rng_below(&c->g, 4)];
        na = CH(30);
        nb = CH(30);
        rn(src_reg(c), a);
        opb(c, b, sizeof b, nb ? "~" : "", B_ANY, 25);
        rn(dst_reg(c), d);
        snprintf(t, n, "LOP%s %s%s, %s%s, %s", o1, d, S(cc, ".CC"), S(na, "~"), a, b);
        break;
    case A_LOP32I:
        o1 = lops[gen_rng_below(&c->g, 4)];
        na = CH(35);
        rn(src_reg(c), a);
        u = imm32(c);
        rn(dst_reg(c), d);
        snprintf(t, n, "LOP32I%s %s%s, %s%s, 0x%x", o1, d, S(cc, ".CC"), S(na, "~"), a, u);
        break;
    case A_POPC:
        na = CH(30);
        nb = CH(30);
        rn(src_reg(c), a);
        opb(c, b, sizeof b, nb ? "~" : "", B_ANY, 25);
        rn(dst_reg(c), d);
        snprintf(t, n, "POPC %s, %s%s, %s", d, S(na, "~"), a, b);
        break;
    case A_BFE:
        u = CH(50);
        x = CH(20);
        rn(src_reg(c), a);
        opb(c, b, sizeof b, "", B_FIELD, 40);
        rn(dst_reg(c), d);
        snprintf(t, n, "BFE%s%s %s%s, %s, %s", S(u, ".U32"), S(x, ".BREV"), d, S(cc, ".CC"), a,
                 b);
        break;
    case A_BFI: {
        char b1[48];
        rn(src_reg(c), a);
        rn(src_reg(c), r3);
        if (CH(25)) { /* the Rc-slot form: Ra, Rc, c[..] (the control from the table) */
            x = ctab(c);
            snprintf(b, sizeof b, "%s, c [0x0] [0x%x]", r3, x);
        } else {
            opb(c, b1, sizeof b1, "", B_FIELD, 40);
            snprintf(b, sizeof b, "%s, %s", b1, r3);
        }
        rn(dst_reg(c), d);
        snprintf(t, n, "BFI %s%s, %s, %s", d, S(cc, ".CC"), a, b);
        break;
    }
    case A_FLO:
        u = CH(50);
        sh = CH(30);
        nb = CH(30);
        opb(c, b, sizeof b, nb ? "~" : "", B_ANY, 25);
        rn(dst_reg(c), d);
        snprintf(t, n, "FLO%s%s %s%s, %s", S(u, ".U32"), S(sh, ".SH"), d, S(cc, ".CC"), b);
        break;
    case A_PSETP:
        o1 = combs[gen_rng_below(&c->g, 3)];
        o2 = combs[gen_rng_below(&c->g, 3)];
        psrc(c, p3);
        psrc(c, q1);
        psrc(c, q2);
        pdst(c, p1, p2);
        snprintf(t, n, "PSETP%s%s %s, %s, %s, %s, %s", o1, o2, p1, p2, p3, q1, q2);
        break;
    case A_PSET:
        o1 = combs[gen_rng_below(&c->g, 3)];
        o2 = combs[gen_rng_below(&c->g, 3)];
        bf = CH(35);
        psrc(c, p1);
        psrc(c, p2);
        psrc(c, p3);
        rn(dst_reg(c), d);
        snprintf(t, n, "PSET%s%s%s %s%s, %s, %s, %s", S(bf, ".BF"), o1, o2, d, S(cc, ".CC"), p1,
                 p2, p3);
        break;
    case A_ADD64: /* IADD.CC low words, then IADD.X (or IADD32I.X) high words */
        nb = CH(30);
        rn(src_reg(c), a);
        opb(c, b, sizeof b, nb ? "-" : "", B_ANY, 25);
        rn(dst_reg(c), d);
        snprintf(t, n, "IADD %s.CC, %s, %s", d, a, b);
        sat = CH(30);
        cc = CH(30);
        rn(src_reg(c), a);
        if (CH(30)) {
            u = imm32(c);
            rn(dst_reg(c), d);
            snprintf(t2, n2, "IADD32I%s.X %s%s, %s, 0x%x", S(sat, ".SAT"), d, S(cc, ".CC"), a, u);
        } else {
            na = CH(25);
            opb(c, b, sizeof b, "", B_ANY, 25);
            rn(dst_reg(c), d);
            snprintf(t2, n2, "IADD%s.X %s%s, %s%s, %s", S(sat, ".SAT"), d, S(cc, ".CC"),
                     S(na, "-"), a, b);
        }
        break;
    default: /* A_CMP64: IADD RZ.CC low words, then ISETP.X / ISET.X high words */
        rn(src_reg(c), a);
        rn(src_reg(c), r3);
        snprintf(t, n, "IADD RZ.CC, %s, -%s", a, r3);
        cm = cmp(c);
        u = CH(50);
        o1 = combs[gen_rng_below(&c->g, 3)];
        rn(src_reg(c), a);
        if (CH(35))
            snprintf(q1, sizeof q1, "%s", a); /* equal high words: the chained Z decides EQ */
        else
            rn(src_reg(c), q1);
        psrc(c, p3);
        if (CH(60)) {
            pdst(c, p1, p2);
            snprintf(t2, n2, "ISETP%s%s.X%s %s, %s, %s, %s, %s", cm, S(u, ".U32"), o1, p1, p2, a,
                     q1, p3);
        } else {
            bf = CH(35);
            rn(dst_reg(c), d);
            snprintf(t2, n2, "ISET%s%s%s.X%s %s, %s, %s, %s", S(bf, ".BF"), cm, S(u, ".U32"), o1,
                     d, a, q1, p3);
        }
        break;
    }
}

/* an alu node of text t (canonical: assembled, then disassembled); guarded now and then */
static gen_node *alu_node(gctx *c, gen_node *n, const char *t)
{
    if (!n) {
        c->oom = 1;
        return NULL;
    }
    sg_insn in;
    sg_error err;
    char canon[SG_TEXT_MAX];
    /* a text the assembler refuses is kept as it is: the recipe then fails its checks
     * (a generator bug, reported by sg_gen_recipe) */
    if (!sg_asm_insn(t, 0, &in, &err) && sg_disasm(&in, canon, sizeof canon) < sizeof n->text)
        t = canon;
    size_t len = strlen(t);
    while (len && (t[len - 1] == ';' || t[len - 1] == ' '))
        len--;
    if (len >= sizeof n->text)
        len = sizeof n->text - 1;
    memcpy(n->text, t, len);
    n->text[len] = '\0';
    if (c->preds && CH(25)) {
        n->guard = nth_bit((uint32_t)c->preds, gen_rng_below(&c->g, popc(c->preds)));
        n->gneg = CH(40);
    }
    return n;
}

static gen_node *draw_alu(gctx *c, gen_node *n, int f)
{
    char t[256], t2[256];
    if (f < 0)
        f = (int)pick_w(c, alu_w, A_NFORMS);
    alu_text(c, (unsigned)f, t, sizeof t, t2, sizeof t2);
    if (t2[0]) {
        c->follow = alu_node(c, gen_node_new(GK_ALU), t2);
        if (c->follow) { /* the pair's second half runs where the first does */
            c->follow->guard = 7;
            c->follow->gneg = 0;
        }
    }
    return alu_node(c, n, t);
}

/* ---- val ----------------------------------------------------------------- */

static gen_node *draw_val(gctx *c, gen_node *n, int cls)
{
    static const unsigned w[GW_NCLASSES] = {30, 8, 25, 6, 6, 5, 12, 8};
    if (!n) {
        c->oom = 1;
        return NULL;
    }
    uint32_t fresh = ~c->live & POOL_ALL;
    n->reg = fresh && CH(70) ? GEN_POOL_LO + nth_bit(fresh, gen_rng_below(&c->g, popc(fresh)))
                             : GEN_POOL_LO + gen_rng_below(&c->g, POOL_N);
    c->live |= 1u << (n->reg - GEN_POOL_LO);
    n->wseed = gd_r32(c);
    n->wclass = cls >= 0 ? (unsigned)cls : pick_w(c, w, GW_NCLASSES);
    return n;
}

/* ---- mem ----------------------------------------------------------------- */

static gen_node *draw_mem(gctx *c, gen_node *n, int op)
{
    static const unsigned op_w[GM_NOPS] = {22, 16, 14, 12, 8, 8, 12};
    static const unsigned size_w[7] = {10, 12, 10, 12, 26, 15, 15};
    static const unsigned ix_w[GI_NKINDS] = {45, 12, 15, 28};
    static const uint32_t lane_masks[] = {0, 1, 3, 7, 15, 31, 31, 31, 31};
    static const uint32_t data_masks[] = {1, 3, 7, 15, 31, 63, 127, 255};
    static const uint32_t strides[] = {0, 1, 1, 1, 1, 2, 2, 3, 4, 4, 8, 16, 32, 33};
    if (!n) {
        c->oom = 1;
        return NULL;
    }
    n->mop = op >= 0 ? op : (int)pick_w(c, op_w, GM_NOPS);
    n->msize = (int)pick_w(c, size_w, 7);
    unsigned bytes = gen_mem_bytes(n->msize), nregs = bytes > 4 ? bytes / 4 : 1;
    if (n->mop == GM_LD || n->mop == GM_ST) {
        unsigned x = gen_rng_below(&c->g, 100);
        n->wide = x < 45 ? 0 : x < 70 ? 1 : 2;
    }
    if (n->mop == GM_LDC)
        n->bank = CH(35);
    n->ixk = (int)pick_w(c, ix_w, GI_NKINDS);
    if (n->ixk == GI_DATA) {
        n->wseed = gd_r32(c);
        n->mask = data_masks[gen_rng_below(&c->g, sizeof data_masks / sizeof data_masks[0])];
    } else {
        n->mask = lane_masks[gen_rng_below(&c->g, sizeof lane_masks / sizeof lane_masks[0])];
        if (n->ixk == GI_TID && CH(30))
            n->mask = 63;
    }
    uint32_t k = strides[gen_rng_below(&c->g, sizeof strides / sizeof strides[0])];
    if ((n->mop == GM_LDS || n->mop == GM_STS) && CH(20))
        k = bytes >= 4 ? 32 / (bytes / 4) : 128 / bytes; /* every lane on one bank */
    n->stride = k * bytes;
    uint32_t space = gen_mem_space_bytes(n);
    while (n->mask && (uint64_t)n->mask * n->stride + bytes > space)
        n->mask >>= 1;
    uint32_t room = space - n->mask * n->stride - bytes;
    n->base = CH(30) ? 0 : gen_rng_below(&c->g, room / bytes + 1) * bytes;
    unsigned x = gen_rng_below(&c->g, 100);
    if (x < 45)
        n->off = 0;
    else if (x < 70)
        n->off = (int32_t)(4 * (1 + gen_rng_below(&c->g, 64)));
    else if (x < 92)
        n->off = -(int32_t)(4 * (1 + gen_rng_below(&c->g, 64)));
    else
        n->off = (int32_t)gen_rng_below(&c->g, 0x200) - 0x100;
    int load = n->mop == GM_LD || n->mop == GM_LDS || n->mop == GM_LDL || n->mop == GM_LDC;
    n->reg = load && CH(5) ? GEN_RZ : aligned_reg(c, nregs, !load);
    if (c->preds && CH(25)) {
        n->guard = nth_bit((uint32_t)c->preds, gen_rng_below(&c->g, popc(c->preds)));
        n->gneg = CH(40);
    }
    return n;
}

gen_node *gd_dp_node(gctx *c, gen_kind k)
{
    gen_node *n = gd_mk(c, k);
    if (k == GK_VAL)
        return draw_val(c, n, -1);
    if (k == GK_MEM)
        return draw_mem(c, n, -1);
    return draw_alu(c, n, -1);
}

void gd_dp_prologue(gctx *c)
{
    gen_block *b = &c->r->main;
    /* values: a shift amount, a bit-field control, a tiny value, then any classes */
    unsigned nval = (c->dp == DP_MEM ? 4 : 6) + gen_rng_below(&c->g, 4);
    static const int first[3] = {GW_SHIFT, GW_FIELD, GW_TINY};
    for (unsigned i = 0; i < nval && !c->oom; i++)
        gd_push(c, b, draw_val(c, gen_node_new(GK_VAL), i < 3 ? first[i] : -1));
    char t[32];
    unsigned lane = dst_reg(c);
    if (lane == GEN_RZ) {
        lane = GEN_POOL_HI;
        c->live |= 1u << (lane - GEN_POOL_LO);
    }
    snprintf(t, sizeof t, "S2R R%u, SR_LaneId", lane);
    gd_push(c, b, alu_node(c, gen_node_new(GK_ALU), t));
    /* the data predicates: two or three ISETPs */
    unsigned np = 2 + gen_rng_below(&c->g, 2);
    for (unsigned i = 0; i < np && !c->oom; i++)
        gd_push(c, b, draw_alu(c, gen_node_new(GK_ALU), A_ISETP));
    /* mem: stores first, so that the loads read what the lanes wrote */
    if (c->dp == DP_MEM)
        for (unsigned i = 0, ns = 2 + gen_rng_below(&c->g, 3); i < ns && !c->oom; i++) {
            static const int st[] = {GM_STS, GM_STL, GM_ST};
            gen_node *n = draw_mem(c, gen_node_new(GK_MEM), st[gen_rng_below(&c->g, 3)]);
            if (n) {
                n->guard = 7;
                n->gneg = 0;
            }
            gd_push(c, b, n);
        }
}
