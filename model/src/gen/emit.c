/*
 * emit.c - from a recipe to the files of a case: the program (a listing with
 * addresses and hex, assembled and disassembled by the library), the data
 * and sentinel images, launch.args, README.md and the recipe text.
 * specs/gen.md §3 shows the code of every node.
 *
 * Registers: R0 tid.x, R1 global thread id t, R2 the accumulator, R3
 * &in[t*NS], R4 &out[t], R5-R7 scratch (never live across a node), R8.. one
 * loop counter per loop. P0 is the only predicate, computed right before its
 * use.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_internal.h"
#include "smgold/isa.h"
#include "smgold/listing.h"
#include "util/err.h"

#define OUT_ADDR 0x100000u
#define IN_ADDR 0x200000u

uint64_t gen_hash(uint64_t seed, uint64_t t)
{
    uint64_t z = seed * 0x9e3779b97f4a7c15ull + t * 0xbf58476d1ce4e5b9ull + 0x94d049bb133111ebull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* a data slot: one word per thread */
enum { SL_PRED, SL_VAL, SL_SEL };
typedef struct slot {
    int type;
    uint32_t seed, a; /* PRED: density; VAL: max; SEL: number of cases */
    unsigned node;
    const char *what;
} slot;

typedef struct insn {
    char text[96];  /* may hold one "{N}" placeholder: label N's address */
    int label;      /* N, or -1 */
    char note[80];
} insn;

typedef struct em {
    const sg_recipe *r;
    insn *v;
    unsigned n, cap;
    unsigned *label_at;
    unsigned nlabels, lcap;
    slot *slots;
    unsigned nslots, scap;
    unsigned loops, ordinal;
    int func_label[GEN_MAX_FUNCS];
    int oom;
} em;

static int new_label(em *e)
{
    if (e->nlabels == e->lcap) {
        unsigned cap = e->lcap ? 2 * e->lcap : 64;
        unsigned *nl = realloc(e->label_at, cap * sizeof *nl);
        if (!nl) {
            e->oom = 1;
            return 0;
        }
        e->label_at = nl;
        e->lcap = cap;
    }
    e->label_at[e->nlabels] = UINT32_MAX;
    return (int)e->nlabels++;
}

static void place(em *e, int label)
{
    if (!e->oom)
        e->label_at[label] = e->n;
}

/* Append an instruction; "{}" in fmt stands for label's address. */
static insn *emit(em *e, int label, const char *fmt, ...) SG_PRINTF(3, 4);
static insn *emit(em *e, int label, const char *fmt, ...)
{
    if (e->oom)
        return NULL;
    if (e->n == e->cap) {
        unsigned cap = e->cap ? 2 * e->cap : 256;
        insn *nv = realloc(e->v, cap * sizeof *nv);
        if (!nv) {
            e->oom = 1;
            return NULL;
        }
        e->v = nv;
        e->cap = cap;
    }
    insn *in = &e->v[e->n++];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(in->text, sizeof in->text, fmt, ap);
    va_end(ap);
    in->label = label;
    in->note[0] = '\0';
    return in;
}

static void note(insn *in, const char *fmt, ...) SG_PRINTF(2, 3);
static void note(insn *in, const char *fmt, ...)
{
    if (!in)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(in->note, sizeof in->note, fmt, ap);
    va_end(ap);
}

static unsigned new_slot(em *e, int type, uint32_t seed, uint32_t a, const char *what)
{
    if (e->nslots == e->scap) {
        unsigned cap = e->scap ? 2 * e->scap : 32;
        slot *ns = realloc(e->slots, cap * sizeof *ns);
        if (!ns) {
            e->oom = 1;
            return 0;
        }
        e->slots = ns;
        e->scap = cap;
    }
    e->slots[e->nslots] = (slot){type, seed, a, e->ordinal, what};
    return e->nslots++;
}

/* The code that sets P0 to the predicate; returns the guard text. */
static const char *emit_pred(em *e, const gen_pred *p, const char *what)
{
    if (p->kind == GP_DATA) {
        unsigned s = new_slot(e, SL_PRED, p->seed, p->a, what);
        note(emit(e, -1, "LD R5, [R3+0x%x];", 4 * s), "n%u %s: slot %u (density %u/8)",
             e->ordinal, what, s, p->a);
        emit(e, -1, "ISETP.NE.AND P0, pt, R5, RZ, pt;");
        return "@P0 ";
    }
    if (p->kind == GP_LANE) {
        note(emit(e, -1, "LOP.AND R5, R0, 0x%" PRIx32 ";", p->a), "n%u %s: (tid.x & 0x%" PRIx32
             ") == 0x%" PRIx32, e->ordinal, what, p->a, p->b);
        emit(e, -1, "ISETP.EQ.AND P0, pt, R5, 0x%" PRIx32 ", pt;", p->b);
        return "@P0 ";
    }
    return "";
}

static void emit_block(em *e, const gen_block *b, int func);

/* The end of a region: .S on the block's last IADD when asked and possible,
 * else NOP.S. */
static void join(em *e, const gen_block *b, unsigned first, int s_on_add, unsigned ord,
                 const char *what)
{
    if (s_on_add && b->n && b->v[b->n - 1]->kind == GK_ADD && e->n > first && !e->oom) {
        insn *last = &e->v[e->n - 1];
        if (!strncmp(last->text, "IADD R2", 7)) {
            char t[96];
            snprintf(t, sizeof t, "IADD.S%s", last->text + 4);
            memcpy(last->text, t, sizeof t);
            return;
        }
    }
    note(emit(e, -1, "NOP.S CC.T;"), "n%u %s", ord, what);
}

static void emit_node(em *e, const gen_node *n, int func)
{
    unsigned ord = ++e->ordinal;
    const char *g;
    int l1, l2, l3, l4;
    unsigned first, reg;
    switch (n->kind) {
    case GK_ADD:
        note(emit(e, -1, "IADD R2, R2, 0x%" PRIx32 ";", n->k), "n%u add", ord);
        break;
    case GK_IF: {
        static const char *const br[] = {"bra", "jmp", "cc"};
        l1 = new_label(e); /* then */
        l2 = new_label(e); /* join */
        note(emit(e, l2, "SSY {};"), "n%u if (%s, join %s)", ord, br[n->br],
             n->join_s ? ".S" : "NOP.S");
        if (n->br == GB_CC) {
            unsigned s = new_slot(e, SL_PRED, n->p.seed, n->p.a, "if");
            note(emit(e, -1, "LD R5, [R3+0x%x];", 4 * s), "n%u if: slot %u (density %u/8)", ord,
                 s, n->p.a);
            emit(e, -1, "LOP.AND R5.CC, R5, 0x1;");
            emit(e, l1, "BRA CC.NE, {};");
        } else {
            g = emit_pred(e, &n->p, "if");
            emit(e, l1, n->br == GB_JMP ? "%sJMP {};" : "%sBRA {};", g);
        }
        first = e->n;
        emit_block(e, &n->blk[1], func);
        join(e, &n->blk[1], first, n->join_s, ord, "if: end of else");
        place(e, l1);
        first = e->n;
        emit_block(e, &n->blk[0], func);
        join(e, &n->blk[0], first, n->join_s, ord, "if: end of then");
        place(e, l2);
        break;
    }
    case GK_UIF:
        g = emit_pred(e, &n->p, "uif");
        l1 = new_label(e);
        note(emit(e, l1, "%sBRA.U {};", g), "n%u uif", ord);
        emit(e, -1, "@!P0 IADD R2, R2, 0x%" PRIx32 ";", n->k);
        place(e, l1);
        break;
    case GK_ULOOP:
        reg = 8 + e->loops++;
        l1 = new_label(e);
        note(emit(e, -1, "MOV R%u, RZ;", reg), "n%u uloop %u", ord, n->k);
        place(e, l1);
        emit_block(e, &n->blk[0], func);
        note(emit(e, -1, "IADD R%u, R%u, 0x1;", reg, reg), "n%u uloop: next", ord);
        emit(e, -1, "ISETP.LT.AND P0, pt, R%u, 0x%" PRIx32 ", pt;", reg, n->k);
        emit(e, l1, "@P0 BRA.U {};");
        break;
    case GK_LOOP: {
        int pbk = n->lkind == GL_PBK, none = n->lkind == GL_NONE;
        static const char *const lk[] = {"ssy", "pbk", "none"};
        reg = 8 + e->loops++;
        l1 = new_label(e); /* top */
        l2 = new_label(e); /* end (token target) */
        l3 = new_label(e); /* next (PCNT target) */
        l4 = new_label(e); /* ssy: the exits */
        unsigned ts = new_slot(e, SL_VAL, n->trips.seed, n->trips.max, "trips");
        if (none) { /* no token, no zero-trip test: max(1, trips) passes */
            note(emit(e, -1, "MOV R%u, RZ;", reg), "n%u loop none%s (no token), passes 1..%u%s",
                 ord, n->cont ? "+pcnt" : "", n->trips.max ? n->trips.max : 1,
                 n->exit.on ? ", exit" : "");
        } else {
            note(emit(e, l2, pbk ? "PBK {};" : "SSY {};"), "n%u loop %s%s, trips 0..%u%s", ord,
                 lk[n->lkind], n->cont ? "+pcnt" : "", n->trips.max, n->exit.on ? ", exit" : "");
            emit(e, -1, "MOV R%u, RZ;", reg);
            note(emit(e, -1, "LD R5, [R3+0x%x];", 4 * ts), "n%u loop: slot %u (trips)", ord, ts);
            emit(e, -1, "ISETP.EQ.AND P0, pt, R5, RZ, pt;");
            if (pbk)
                note(emit(e, -1, "@P0 BRK;"), "n%u loop: no trip", ord);
            else
                note(emit(e, l4, "@P0 BRA {};"), "n%u loop: no trip", ord);
        }
        place(e, l1);
        if (n->cont)
            note(emit(e, l3, "PCNT {};"), "n%u loop: top", ord);
        emit_block(e, &n->blk[0], func);
        if (n->cont)
            note(emit(e, -1, "CONT;"), "n%u loop: end of body", ord);
        place(e, l3);
        note(emit(e, -1, "IADD R%u, R%u, 0x1;", reg, reg), "n%u loop: next", ord);
        int lx = -1;
        if (n->exit.on) {
            unsigned xs = new_slot(e, SL_VAL, n->exit.seed, n->exit.max, "exit pass");
            note(emit(e, -1, "LD R7, [R3+0x%x];", 4 * xs), "n%u loop: slot %u (exit pass)", ord,
                 xs);
            emit(e, -1, "ISETP.EQ.AND P0, pt, R%u, R7, pt;", reg);
            if (pbk) {
                note(emit(e, -1, "@P0 BRK;"), "n%u loop: exit", ord);
            } else if (none) {
                note(emit(e, -1, "@P0 EXIT;"), "n%u loop: exit (leaves the kernel)", ord);
            } else {
                lx = new_label(e);
                note(emit(e, lx, "@P0 BRA {};"), "n%u loop: exit (forward)", ord);
            }
        }
        note(emit(e, -1, "LD R5, [R3+0x%x];", 4 * ts), "n%u loop: test", ord);
        emit(e, -1, "ISETP.LT.AND P0, pt, R%u, R5, pt;", reg);
        emit(e, l1, "@P0 BRA {};");
        if (none) {
            place(e, l2);
            place(e, l4);
        } else if (pbk) {
            note(emit(e, -1, "BRK;"), "n%u loop: done", ord);
        } else {
            place(e, l4);
            note(emit(e, -1, "NOP.S CC.T;"), "n%u loop: done", ord);
            if (lx >= 0) {
                place(e, lx);
                note(emit(e, -1, "IADD R2, R2, 0x%" PRIx32 ";", n->k), "n%u loop: exit path", ord);
                emit(e, -1, "NOP.S CC.T;");
            }
        }
        place(e, l2);
        break;
    }
    case GK_BRK:
    case GK_CONT:
    case GK_RET:
    case GK_EXIT:
    case GK_XBRK:
    case GK_XRET:
    case GK_XCONT: {
        const char *op = n->kind == GK_BRK || n->kind == GK_XBRK   ? "BRK"
                         : n->kind == GK_CONT || n->kind == GK_XCONT ? "CONT"
                         : n->kind == GK_RET || n->kind == GK_XRET ? "RET"
                         : n->kil                                  ? "KIL"
                                                                   : "EXIT";
        g = emit_pred(e, &n->p, gen_kind_name[n->kind]);
        note(emit(e, -1, "%s%s;", g, op), "n%u %s", ord, gen_kind_name[n->kind]);
        break;
    }
    case GK_CALL: {
        int f = e->func_label[n->func];
        if (n->via == GV_PRET) {
            l1 = new_label(e);
            note(emit(e, l1, "PRET {};"), "n%u call f%u (PRET + BRA)", ord, n->func);
            emit(e, f, "BRA {};");
            place(e, l1);
        } else {
            note(emit(e, f, n->via == GV_JCAL ? "JCAL {};" : "CAL {};"), "n%u call f%u", ord,
                 n->func);
        }
        break;
    }
    case GK_BRX: {
        unsigned k = n->nblk;
        if (n->sel == GS_DATA) {
            unsigned s = new_slot(e, SL_SEL, n->sel_seed, k, "case");
            note(emit(e, -1, "LD R6, [R3+0x%x];", 4 * s), "n%u brx: slot %u (case 0..%u)", ord,
                 s, k - 1);
        } else {
            note(emit(e, -1, "LOP.AND R6, R0, 0x%x;", k - 1), "n%u brx: case = tid.x & 0x%x",
                 ord, k - 1);
        }
        insn *shl = emit(e, -1, "SHL R6, R6, 0x3;");
        l1 = new_label(e); /* join */
        l2 = new_label(e); /* table */
        /* the join token and the instruction that ends a case (and the lanes outside the
         * guard); end=tail has no token: its cases leave the function (RET, the call's
         * token joins) or, in main, the kernel */
        static const char *const tok[] = {"PRET {};", "SSY {};", "PBK {};", "PCNT {};", ""};
        static const char *const fin[] = {"RET;", "NOP.S CC.T;", "BRK;", "CONT;", ""};
        int tail = n->ends == GE_TAIL;
        if (tail)
            note(shl, "n%u brx: %u cases, no token (tail: every case %s)", ord, k,
                 func < 0 ? "exits" : "returns");
        else
            note(emit(e, l1, "%s", tok[n->ends]), "n%u brx: %u cases", ord, k);
        g = emit_pred(e, &n->p, "brx guard");
        emit(e, l2, n->op == GX_JMX ? "%sJMX R6, {};" : "%sBRX R6, {};", g);
        if (n->p.kind != GP_ALWAYS) {
            insn *x = tail && func < 0 ? emit(e, -1, "ST [R4], R2;")
                                       : emit(e, -1, "%s", tail ? "RET;" : fin[n->ends]);
            note(x, "n%u brx: lanes outside the guard", ord);
            if (tail && func < 0)
                emit(e, -1, "EXIT;");
        }
        int cl[GEN_MAX_CASES];
        place(e, l2);
        for (unsigned i = 0; i < k; i++) {
            cl[i] = new_label(e);
            note(emit(e, cl[i], "BRA {};"), "n%u brx: table[%u]", ord, i);
        }
        for (unsigned i = 0; i < k; i++) {
            place(e, cl[i]);
            first = e->n;
            emit_block(e, &n->blk[i], func);
            if (n->ends == GE_S) {
                join(e, &n->blk[i], first, 1, ord, "brx: end of case");
            } else if (tail && func < 0) {
                note(emit(e, -1, "ST [R4], R2;"), "n%u brx: end of case %u", ord, i);
                emit(e, -1, "EXIT;");
            } else {
                note(emit(e, -1, "%s", tail ? "RET;" : fin[n->ends]), "n%u brx: end of case %u",
                     ord, i);
            }
        }
        if (!tail)
            place(e, l1);
        break;
    }
    case GK_REGION:
        l1 = new_label(e);
        note(emit(e, l1, "SSY {};"), "n%u region", ord);
        emit_block(e, &n->blk[0], func);
        note(emit(e, -1, "NOP.S CC.T;"), "n%u region: end", ord);
        place(e, l1);
        break;
    case GK_SSKIP:
        l1 = new_label(e);
        note(emit(e, l1, "SSY {};"), "n%u sskip", ord);
        g = emit_pred(e, &n->p, "sskip");
        note(emit(e, -1, "%sNOP.S CC.T;", g), "n%u sskip: guarded .S", ord);
        emit_block(e, &n->blk[0], func);
        note(emit(e, -1, "NOP.S CC.T;"), "n%u sskip: end", ord);
        place(e, l1);
        break;
    case GK_SELF:
        l1 = new_label(e);
        l2 = new_label(e);
        note(emit(e, l1, "SSY {};"), "n%u self", ord);
        g = emit_pred(e, &n->p, "self");
        place(e, l2);
        note(emit(e, l2, "%sBRA.S {};", g), "n%u self: branch to itself", ord);
        emit(e, -1, "IADD R2, R2, 0x%" PRIx32 ";", n->k);
        emit(e, -1, "NOP.S CC.T;");
        place(e, l1);
        break;
    case GK_XSPOP:
        note(emit(e, -1, "NOP.S CC.T;"), "n%u xspop: .S on the empty stack", ord);
        break;
    case GK_XGSPOP:
        g = emit_pred(e, &n->p, "xgspop");
        note(emit(e, -1, "%sNOP.S CC.T;", g), "n%u xgspop: guarded .S on the empty stack", ord);
        break;
    default:
        break;
    }
}

static void emit_block(em *e, const gen_block *b, int func)
{
    for (unsigned i = 0; i < b->n; i++)
        emit_node(e, b->v[i], func);
}

/* ---- text helpers -------------------------------------------------------- */

typedef struct tb {
    char *buf;
    size_t len, cap;
    int oom;
} tb;

static void tput(tb *t, const char *fmt, ...) SG_PRINTF(2, 3);
static void tput(tb *t, const char *fmt, ...)
{
    if (t->oom)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(t->buf ? t->buf + t->len : NULL, t->buf ? t->cap - t->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) {
            t->oom = 1;
            return;
        }
        if (t->buf && t->len + (size_t)n < t->cap) {
            t->len += (size_t)n;
            return;
        }
        size_t cap = t->cap ? t->cap : 4096;
        while (cap <= t->len + (size_t)n)
            cap *= 2;
        char *nb = realloc(t->buf, cap);
        if (!nb) {
            t->oom = 1;
            return;
        }
        t->buf = nb;
        t->cap = cap;
    }
}

static int add_file(sg_gen_files *f, const char *name, tb *t)
{
    if (t->oom || !t->buf) {
        free(t->buf);
        return 0;
    }
    f->f[f->n].name = name;
    f->f[f->n].data = t->buf;
    f->f[f->n].len = t->len;
    f->n++;
    return 1;
}

void sg_gen_files_free(sg_gen_files *f)
{
    for (unsigned i = 0; i < f->n; i++)
        free(f->f[i].data);
    f->n = 0;
}

static uint32_t slot_value(const slot *s, uint32_t t)
{
    uint64_t h = gen_hash(s->seed, t);
    switch (s->type) {
    case SL_PRED:
        return (uint32_t)(h % 8) < s->a;
    case SL_VAL:
        return (uint32_t)(h % (s->a + 1));
    default:
        return (uint32_t)(h % s->a);
    }
}


/* ---- the case ----------------------------------------------------------- */

static void free_em(em *e)
{
    free(e->v);
    free(e->label_at);
    free(e->slots);
}

/* Lay out the instructions of r (into e). */
static sg_status layout(const sg_recipe *r, em *e, sg_error *err)
{
    memset(e, 0, sizeof *e);
    e->r = r;
    for (unsigned i = 0; i < r->nfuncs; i++)
        e->func_label[i] = new_label(e);
    note(emit(e, -1, "S2R R0, SR_Tid_X;"), "tid.x");
    emit(e, -1, "S2R R1, SR_CTAid_X;");
    note(emit(e, -1, "IMAD.U32.U32 R1, R1, c [0x0] [0x8], R0;"), "t = ctaid.x * ntid.x + tid.x");
    note(emit(e, -1, "ISCADD R4, R1, c [0x0] [0x20], 0x2;"), "&out[t]");
    unsigned imul = e->n;
    emit(e, -1, "IMUL R3, R1, 0x4;");
    note(emit(e, -1, "IADD R3, R3, c [0x0] [0x24];"), "&in[t * NS]");
    note(emit(e, -1, "MOV R2, RZ;"), "the accumulator");
    emit_block(e, &r->main, -1);
    note(emit(e, -1, "ST [R4], R2;"), "out[t] = the accumulator");
    emit(e, -1, "EXIT;");
    for (unsigned i = 0; i < r->nfuncs; i++) {
        place(e, e->func_label[i]);
        unsigned first = e->n;
        emit_block(e, &r->funcs[i], (int)i);
        emit(e, -1, "RET;");
        if (!e->oom) {
            char t[sizeof e->v[first].note + 16];
            snprintf(t, sizeof t, "f%u%s%s", i, e->v[first].note[0] ? ": " : "",
                     e->v[first].note);
            snprintf(e->v[first].note, sizeof e->v[first].note, "%.75s", t);
        }
    }
    if (e->oom)
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    unsigned ns = e->nslots ? e->nslots : 1;
    snprintf(e->v[imul].text, sizeof e->v[imul].text, "IMUL R3, R1, 0x%x;", 4 * ns);
    note(&e->v[imul], "NS = %u data slots per thread", ns);
    /* resolve the labels */
    for (unsigned i = 0; i < e->n; i++) {
        insn *in = &e->v[i];
        if (in->label < 0)
            continue;
        char *ph = strstr(in->text, "{}");
        unsigned at = e->label_at[in->label];
        if (!ph || at == UINT32_MAX)
            return sg_fail(err, SG_ERR_ARG, "internal: unplaced label in '%s'", in->text);
        char t[96];
        snprintf(t, sizeof t, "%.*s0x%x%s", (int)(ph - in->text), in->text, 8 * at, ph + 2);
        memcpy(in->text, t, sizeof t);
    }
    return SG_OK;
}

sg_status gen_emit(const sg_recipe *r, sg_gen_files *out, sg_error *err)
{
    memset(out, 0, sizeof *out);
    sg_status st = gen_recipe_validate(r, err);
    if (st)
        return st;
    em e;
    st = layout(r, &e, err);
    if (st) {
        free_em(&e);
        return st;
    }
    out->instructions = e.n;
    /* assemble, then write the checked listing: every line disassembled from its word */
    tb src = {0};
    for (unsigned i = 0; i < e.n; i++)
        tput(&src, "%s\n", e.v[i].text);
    sg_program prog = {0};
    sg_asm_options ao = {0};
    if (src.oom) {
        free(src.buf);
        free_em(&e);
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    }
    st = sg_assemble(src.buf, src.len, "generated program", &ao, &prog, err);
    free(src.buf);
    if (st) {
        free_em(&e);
        return st;
    }
    unsigned ns = e.nslots ? e.nslots : 1;
    unsigned nt = r->grid * r->block;
    char sh[256];
    tb lst = {0};
    tput(&lst, "// smgold gen case %u: profile %s, seed 0x%" PRIx64 "; generated from recipe.txt "
               "(specs/gen.md)\n",
         r->index, r->profile, r->seed);
    tput(&lst, "// shapes: %s\n", gen_shapes(r, sh, sizeof sh));
    tput(&lst, "// R0 tid.x, R1 thread t, R2 accumulator (out[t] at the end), R3 &in[t*%u], R4 "
               "&out[t], R8.. loop counters; nN = recipe node N\n",
         ns);
    for (size_t i = 0; i < prog.n; i++) {
        sg_insn in;
        char line[SG_TEXT_MAX + 48];
        sg_decode(prog.words[i], prog.base + 8u * (uint32_t)i, &in);
        size_t ln = sg_disasm_line(&in, line, sizeof line);
        if (e.v[i].note[0])
            tput(&lst, "%-64s // %s\n", line, e.v[i].note);
        else
            tput(&lst, "%.*s\n", (int)ln, line);
    }
    sg_program_free(&prog);
    int ok = add_file(out, "program.lst", &lst);

    /* in.hex: NS words per thread */
    tb in = {0};
    tput(&in, "// in[t*%u + s] (u32) at 0x%x: data slot s of thread t (program.lst names each "
              "slot's node)\n",
         ns, IN_ADDR);
    for (unsigned s = 0; s < e.nslots; s++) {
        const slot *sl = &e.slots[s];
        tput(&in, "// slot %u: n%u %s, %s\n", s, sl->node, sl->what,
             sl->type == SL_PRED  ? "0 or 1"
             : sl->type == SL_VAL ? "0..bound"
                                  : "case index");
    }
    for (unsigned t = 0; t < nt; t++) {
        for (unsigned s = 0; s < ns; s++)
            tput(&in, "%s%08" PRIx32, s ? " " : "", s < e.nslots ? slot_value(&e.slots[s], t) : 0);
        tput(&in, "  // t=%u\n", t);
    }
    ok = ok && add_file(out, "in.hex", &in);

    tb o = {0};
    tput(&o, "// out[t] = 0xcccc0000 + t: sentinels at 0x%x (a thread that stores overwrites its "
             "word)\n",
         OUT_ADDR);
    for (unsigned t = 0; t < nt; t++)
        tput(&o, "%08x%s", 0xcccc0000u + t, t % 8 == 7 || t + 1 == nt ? "\n" : " ");
    ok = ok && add_file(out, "out.hex", &o);

    tb la = {0};
    tput(&la, "# smgold gen case %u (profile %s, seed 0x%" PRIx64 "): run from this directory:\n"
              "#   smgold run program.lst @launch.args --trace actual.trace\n"
              "# recipe.txt is the structure the case is generated from (specs/gen.md)\n",
         r->index, r->profile, r->seed);
    tput(&la, "--grid %u\n--block %u\n", r->grid, r->block);
    tput(&la, "--param ptr:0x%x              # out: c[0x0][0x20]\n", OUT_ADDR);
    tput(&la, "--param ptr:0x%x              # in: c[0x0][0x24]\n", IN_ADDR);
    tput(&la, "--mem-init 0x%x:out.hex       # sentinels\n", OUT_ADDR);
    tput(&la, "--mem-init 0x%x:in.hex        # %u data words per thread\n", IN_ADDR, ns);
    tput(&la, "--mem-dump 0x%x:0x%x:actual-out.hex   # compare with expected-out.hex\n", OUT_ADDR,
         4 * nt);
    if (r->warp_size != 32)
        tput(&la, "--set warp_size=%u\n", r->warp_size);
    tput(&la, "--set max_warps=%u               # the RTL has 16 warp slots\n", r->max_warps);
    if (r->onchip != 16)
        tput(&la, "--set stack_onchip_slots=%u\n", r->onchip);
    if (r->spill_bytes)
        tput(&la, "--set stack_spill_bytes=0x%" PRIx32 "\n", r->spill_bytes);
    if (r->policy)
        tput(&la, "--set backward_branch_policy=div-token\n");
    if (r->wm_slots != 16)
        tput(&la, "--set while_mask_slots=%u\n", r->wm_slots);
    ok = ok && add_file(out, "launch.args", &la);

    tb rc = {0};
    size_t rlen;
    char *rtext = sg_recipe_print(r, &rlen);
    if (rtext) {
        rc.buf = rtext;
        rc.len = rlen;
        rc.cap = rlen + 1;
    } else {
        rc.oom = 1;
    }
    ok = ok && add_file(out, "recipe.txt", &rc);
    free_em(&e);
    if (!ok) {
        sg_gen_files_free(out);
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    }
    return SG_OK;
}

sg_status sg_gen_emit(const sg_recipe *r, sg_gen_files *out, sg_error *err)
{
    return gen_emit(r, out, err);
}

/* ---- a summary of the shapes, for the README and the listing ------------- */

typedef struct census {
    unsigned k[GK_NKINDS];
    unsigned depth, max_cases, pbk, cont, exitfwd, guarded_brx, divtok;
} census;

static void count(census *c, const gen_block *b, unsigned depth)
{
    if (depth > c->depth)
        c->depth = depth;
    for (unsigned i = 0; i < b->n; i++) {
        const gen_node *n = b->v[i];
        c->k[n->kind]++;
        if (n->kind == GK_LOOP) {
            c->pbk += n->lkind == GL_PBK;
            c->cont += (unsigned)n->cont;
            c->exitfwd += n->exit.on && n->lkind == GL_SSY;
        }
        if (n->kind == GK_BRX) {
            if (n->nblk > c->max_cases)
                c->max_cases = n->nblk;
            c->guarded_brx += n->p.kind != GP_ALWAYS;
        }
        for (unsigned j = 0; j < n->nblk; j++)
            count(c, &n->blk[j], depth + 1);
    }
}

const char *gen_shapes(const sg_recipe *r, char *buf, size_t n)
{
    census c;
    memset(&c, 0, sizeof c);
    count(&c, &r->main, 0);
    for (unsigned i = 0; i < r->nfuncs; i++)
        count(&c, &r->funcs[i], 1);
    size_t len = 0;
    buf[0] = '\0';
    for (int k = GK_IF; k < GK_NKINDS; k++) {
        if (!c.k[k] || len + 24 >= n)
            continue;
        len += (size_t)snprintf(buf + len, n - len, "%s%s %u", len ? ", " : "", gen_kind_name[k],
                                c.k[k]);
        if (k == GK_BRX && len + 24 < n)
            len += (size_t)snprintf(buf + len, n - len, " (up to %u cases)", c.max_cases);
    }
    if (len + 24 < n)
        snprintf(buf + len, n - len, "%snesting %u", len ? ", " : "", c.depth);
    return buf;
}
