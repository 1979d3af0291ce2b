/*
 * emit.c - from a recipe to its program: the layout (the preamble, main,
 * the functions, the labels resolved) and the code of every control-flow
 * node; emit_dp.c writes the datapath nodes, into the program builder of
 * emit_buf.c; emit_files.c (above) makes the files of it.
 * specs/gen.md §3 shows the code of every node.
 *
 * Registers: R0 tid.x, R1 global thread id t, R2 the accumulator, R3
 * &in[t*NS], R4 &out[t], R5-R7 scratch (never live across a node), R8.. one
 * loop counter per loop, R32..R62 the data of the datapath nodes. P0 is the
 * only predicate of the control flow, computed right before its use; P1..P6
 * are the datapath's.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "gen_emit.h"

/* The code that sets P0 to the predicate; returns the guard text. */
static const char *emit_pred(gen_em *e, const gen_pred *p, const char *what)
{
    if (p->kind == GP_DATA) {
        unsigned s = em_slot(e, SL_PRED, p->seed, p->a, what);
        em_note(em_emit(e, -1, "LD R5, [R3+0x%x];", 4 * s), "n%u %s: slot %u (density %u/8)",
             e->ordinal, what, s, p->a);
        em_emit(e, -1, "ISETP.NE.AND P0, pt, R5, RZ, pt;");
        return "@P0 ";
    }
    if (p->kind == GP_LANE) {
        em_note(em_emit(e, -1, "LOP.AND R5, R0, 0x%" PRIx32 ";", p->a),
                "n%u %s: (tid.x & 0x%" PRIx32 ") == 0x%" PRIx32, e->ordinal, what, p->a, p->b);
        em_emit(e, -1, "ISETP.EQ.AND P0, pt, R5, 0x%" PRIx32 ", pt;", p->b);
        return "@P0 ";
    }
    return "";
}

static void emit_block(gen_em *e, const gen_block *b, int func);

/* The end of a region: .S on the block's last IADD when asked and possible,
 * else NOP.S. */
static void join(gen_em *e, const gen_block *b, unsigned first, int s_on_add, unsigned ord,
                 const char *what)
{
    if (s_on_add && b->n && b->v[b->n - 1]->kind == GK_ADD && e->n > first && !e->oom) {
        gen_insn *last = &e->v[e->n - 1];
        if (!strncmp(last->text, "IADD R2", 7)) {
            char t[sizeof last->text];
            snprintf(t, sizeof t, "IADD.S%s", last->text + 4);
            memcpy(last->text, t, sizeof t);
            return;
        }
    }
    em_note(em_emit(e, -1, "NOP.S CC.T;"), "n%u %s", ord, what);
}

static void emit_node(gen_em *e, const gen_node *n, int func)
{
    unsigned ord = ++e->ordinal;
    const char *g;
    int l1, l2, l3, l4;
    unsigned first, reg;
    switch (n->kind) {
    case GK_ADD:
        em_note(em_emit(e, -1, "IADD R2, R2, 0x%" PRIx32 ";", n->k), "n%u add", ord);
        break;
    case GK_IF: {
        static const char *const br[] = {"bra", "jmp", "cc"};
        l1 = em_label(e); /* then */
        l2 = em_label(e); /* join */
        em_note(em_emit(e, l2, "SSY {};"), "n%u if (%s, join %s)", ord, br[n->br],
             n->join_s ? ".S" : "NOP.S");
        if (n->br == GB_CC) {
            unsigned s = em_slot(e, SL_PRED, n->p.seed, n->p.a, "if");
            em_note(em_emit(e, -1, "LD R5, [R3+0x%x];", 4 * s), "n%u if: slot %u (density %u/8)",
                    ord, s, n->p.a);
            em_emit(e, -1, "LOP.AND R5.CC, R5, 0x1;");
            em_emit(e, l1, "BRA CC.NE, {};");
        } else {
            g = emit_pred(e, &n->p, "if");
            em_emit(e, l1, n->br == GB_JMP ? "%sJMP {};" : "%sBRA {};", g);
        }
        first = e->n;
        emit_block(e, &n->blk[1], func);
        join(e, &n->blk[1], first, n->join_s, ord, "if: end of else");
        em_place(e, l1);
        first = e->n;
        emit_block(e, &n->blk[0], func);
        join(e, &n->blk[0], first, n->join_s, ord, "if: end of then");
        em_place(e, l2);
        break;
    }
    case GK_UIF:
        g = emit_pred(e, &n->p, "uif");
        l1 = em_label(e);
        em_note(em_emit(e, l1, "%sBRA.U {};", g), "n%u uif", ord);
        em_emit(e, -1, "@!P0 IADD R2, R2, 0x%" PRIx32 ";", n->k);
        em_place(e, l1);
        break;
    case GK_ULOOP:
        reg = 8 + e->loops++;
        l1 = em_label(e);
        em_note(em_emit(e, -1, "MOV R%u, RZ;", reg), "n%u uloop %u", ord, n->k);
        em_place(e, l1);
        emit_block(e, &n->blk[0], func);
        em_note(em_emit(e, -1, "IADD R%u, R%u, 0x1;", reg, reg), "n%u uloop: next", ord);
        em_emit(e, -1, "ISETP.LT.AND P0, pt, R%u, 0x%" PRIx32 ", pt;", reg, n->k);
        em_emit(e, l1, "@P0 BRA.U {};");
        break;
    case GK_LOOP: {
        int pbk = n->lkind == GL_PBK, none = n->lkind == GL_NONE;
        static const char *const lk[] = {"ssy", "pbk", "none"};
        reg = 8 + e->loops++;
        l1 = em_label(e); /* top */
        l2 = em_label(e); /* end (token target) */
        l3 = em_label(e); /* next (PCNT target) */
        l4 = em_label(e); /* ssy: the exits */
        unsigned ts = em_slot(e, SL_VAL, n->trips.seed, n->trips.max, "trips");
        if (none) { /* no token, no zero-trip test: max(1, trips) passes */
            em_note(em_emit(e, -1, "MOV R%u, RZ;", reg),
                    "n%u loop none%s (no token), passes 1..%u%s", ord, n->cont ? "+pcnt" : "",
                    n->trips.max ? n->trips.max : 1, n->exit.on ? ", exit" : "");
        } else {
            em_note(em_emit(e, l2, pbk ? "PBK {};" : "SSY {};"), "n%u loop %s%s, trips 0..%u%s",
                    ord, lk[n->lkind], n->cont ? "+pcnt" : "", n->trips.max,
                    n->exit.on ? ", exit" : "");
            em_emit(e, -1, "MOV R%u, RZ;", reg);
            em_note(em_emit(e, -1, "LD R5, [R3+0x%x];", 4 * ts), "n%u loop: slot %u (trips)", ord,
                    ts);
            em_emit(e, -1, "ISETP.EQ.AND P0, pt, R5, RZ, pt;");
            if (pbk)
                em_note(em_emit(e, -1, "@P0 BRK;"), "n%u loop: no trip", ord);
            else
                em_note(em_emit(e, l4, "@P0 BRA {};"), "n%u loop: no trip", ord);
        }
        em_place(e, l1);
        if (n->cont)
            em_note(em_emit(e, l3, "PCNT {};"), "n%u loop: top", ord);
        emit_block(e, &n->blk[0], func);
        if (n->cont)
            em_note(em_emit(e, -1, "CONT;"), "n%u loop: end of body", ord);
        em_place(e, l3);
        em_note(em_emit(e, -1, "IADD R%u, R%u, 0x1;", reg, reg), "n%u loop: next", ord);
        int lx = -1;
        if (n->exit.on) {
            unsigned xs = em_slot(e, SL_VAL, n->exit.seed, n->exit.max, "exit pass");
            em_note(em_emit(e, -1, "LD R7, [R3+0x%x];", 4 * xs), "n%u loop: slot %u (exit pass)",
                    ord, xs);
            em_emit(e, -1, "ISETP.EQ.AND P0, pt, R%u, R7, pt;", reg);
            if (pbk) {
                em_note(em_emit(e, -1, "@P0 BRK;"), "n%u loop: exit", ord);
            } else if (none) {
                em_note(em_emit(e, -1, "@P0 EXIT;"), "n%u loop: exit (leaves the kernel)", ord);
            } else {
                lx = em_label(e);
                em_note(em_emit(e, lx, "@P0 BRA {};"), "n%u loop: exit (forward)", ord);
            }
        }
        em_note(em_emit(e, -1, "LD R5, [R3+0x%x];", 4 * ts), "n%u loop: test", ord);
        em_emit(e, -1, "ISETP.LT.AND P0, pt, R%u, R5, pt;", reg);
        em_emit(e, l1, "@P0 BRA {};");
        if (none) {
            em_place(e, l2);
            em_place(e, l4);
        } else if (pbk) {
            em_note(em_emit(e, -1, "BRK;"), "n%u loop: done", ord);
        } else {
            em_place(e, l4);
            em_note(em_emit(e, -1, "NOP.S CC.T;"), "n%u loop: done", ord);
            if (lx >= 0) {
                em_place(e, lx);
                em_note(em_emit(e, -1, "IADD R2, R2, 0x%" PRIx32 ";", n->k), "n%u loop: exit path",
                        ord);
                em_emit(e, -1, "NOP.S CC.T;");
            }
        }
        em_place(e, l2);
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
        em_note(em_emit(e, -1, "%s%s;", g, op), "n%u %s", ord, gen_kind_name[n->kind]);
        break;
    }
    case GK_CALL: {
        int f = e->func_label[n->func];
        if (n->via == GV_PRET) {
            l1 = em_label(e);
            em_note(em_emit(e, l1, "PRET {};"), "n%u call f%u (PRET + BRA)", ord, n->func);
            em_emit(e, f, "BRA {};");
            em_place(e, l1);
        } else {
            em_note(em_emit(e, f, n->via == GV_JCAL ? "JCAL {};" : "CAL {};"), "n%u call f%u", ord,
                 n->func);
        }
        break;
    }
    case GK_BRX: {
        unsigned k = n->nblk;
        if (n->sel == GS_DATA) {
            unsigned s = em_slot(e, SL_SEL, n->sel_seed, k, "case");
            em_note(em_emit(e, -1, "LD R6, [R3+0x%x];", 4 * s), "n%u brx: slot %u (case 0..%u)",
                    ord, s, k - 1);
        } else {
            em_note(em_emit(e, -1, "LOP.AND R6, R0, 0x%x;", k - 1), "n%u brx: case = tid.x & 0x%x",
                 ord, k - 1);
        }
        gen_insn *shl = em_emit(e, -1, "SHL R6, R6, 0x3;");
        l1 = em_label(e); /* join */
        l2 = em_label(e); /* table */
        /* the join token and the instruction that ends a case (and the lanes outside the
         * guard); end=tail has no token: its cases leave the function (RET, the call's
         * token joins) or, in main, the kernel */
        static const char *const tok[] = {"PRET {};", "SSY {};", "PBK {};", "PCNT {};", ""};
        static const char *const fin[] = {"RET;", "NOP.S CC.T;", "BRK;", "CONT;", ""};
        int tail = n->ends == GE_TAIL;
        if (tail)
            em_note(shl, "n%u brx: %u cases, no token (tail: every case %s)", ord, k,
                 func < 0 ? "exits" : "returns");
        else
            em_note(em_emit(e, l1, "%s", tok[n->ends]), "n%u brx: %u cases", ord, k);
        g = emit_pred(e, &n->p, "brx guard");
        em_emit(e, l2, n->op == GX_JMX ? "%sJMX R6, {};" : "%sBRX R6, {};", g);
        if (n->p.kind != GP_ALWAYS) {
            gen_insn *x = tail && func < 0 ? em_emit(e, -1, "ST [R4], R2;")
                                       : em_emit(e, -1, "%s", tail ? "RET;" : fin[n->ends]);
            em_note(x, "n%u brx: lanes outside the guard", ord);
            if (tail && func < 0)
                em_emit(e, -1, "EXIT;");
        }
        int cl[GEN_MAX_CASES];
        em_place(e, l2);
        for (unsigned i = 0; i < k; i++) {
            cl[i] = em_label(e);
            em_note(em_emit(e, cl[i], "BRA {};"), "n%u brx: table[%u]", ord, i);
        }
        for (unsigned i = 0; i < k; i++) {
            em_place(e, cl[i]);
            first = e->n;
            emit_block(e, &n->blk[i], func);
            if (n->ends == GE_S) {
                join(e, &n->blk[i], first, 1, ord, "brx: end of case");
            } else if (tail && func < 0) {
                em_note(em_emit(e, -1, "ST [R4], R2;"), "n%u brx: end of case %u", ord, i);
                em_emit(e, -1, "EXIT;");
            } else {
                em_note(em_emit(e, -1, "%s", tail ? "RET;" : fin[n->ends]),
                        "n%u brx: end of case %u", ord, i);
            }
        }
        if (!tail)
            em_place(e, l1);
        break;
    }
    case GK_REGION:
        l1 = em_label(e);
        em_note(em_emit(e, l1, "SSY {};"), "n%u region", ord);
        emit_block(e, &n->blk[0], func);
        em_note(em_emit(e, -1, "NOP.S CC.T;"), "n%u region: end", ord);
        em_place(e, l1);
        break;
    case GK_SSKIP:
        l1 = em_label(e);
        em_note(em_emit(e, l1, "SSY {};"), "n%u sskip", ord);
        g = emit_pred(e, &n->p, "sskip");
        em_note(em_emit(e, -1, "%sNOP.S CC.T;", g), "n%u sskip: guarded .S", ord);
        emit_block(e, &n->blk[0], func);
        em_note(em_emit(e, -1, "NOP.S CC.T;"), "n%u sskip: end", ord);
        em_place(e, l1);
        break;
    case GK_SELF:
        l1 = em_label(e);
        l2 = em_label(e);
        em_note(em_emit(e, l1, "SSY {};"), "n%u self", ord);
        g = emit_pred(e, &n->p, "self");
        em_place(e, l2);
        em_note(em_emit(e, l2, "%sBRA.S {};", g), "n%u self: branch to itself", ord);
        em_emit(e, -1, "IADD R2, R2, 0x%" PRIx32 ";", n->k);
        em_emit(e, -1, "NOP.S CC.T;");
        em_place(e, l1);
        break;
    case GK_XSPOP:
        em_note(em_emit(e, -1, "NOP.S CC.T;"), "n%u xspop: .S on the empty stack", ord);
        break;
    case GK_XGSPOP:
        g = emit_pred(e, &n->p, "xgspop");
        em_note(em_emit(e, -1, "%sNOP.S CC.T;", g), "n%u xgspop: guarded .S on the empty stack",
                ord);
        break;
    case GK_VAL:
    case GK_ALU:
    case GK_MEM:
        gen_emit_dp(e, n, ord);
        break;
    default:
        break;
    }
}

static void emit_block(gen_em *e, const gen_block *b, int func)
{
    for (unsigned i = 0; i < b->n; i++)
        emit_node(e, b->v[i], func);
}

/* Lay out the instructions of r (into e). */
sg_status gen_layout(const sg_recipe *r, gen_em *e, sg_error *err)
{
    memset(e, 0, sizeof *e);
    e->r = r;
    for (unsigned i = 0; i < r->nfuncs; i++)
        e->func_label[i] = em_label(e);
    em_note(em_emit(e, -1, "S2R R0, SR_Tid_X;"), "tid.x");
    em_emit(e, -1, "S2R R1, SR_CTAid_X;");
    em_note(em_emit(e, -1, "IMAD.U32.U32 R1, R1, c [0x0] [0x8], R0;"),
            "t = ctaid.x * ntid.x + tid.x");
    em_note(em_emit(e, -1, "ISCADD R4, R1, c [0x0] [0x20], 0x2;"), "&out[t]");
    unsigned imul = e->n;
    em_emit(e, -1, "IMUL R3, R1, 0x4;");
    em_note(em_emit(e, -1, "IADD R3, R3, c [0x0] [0x24];"), "&in[t * NS]");
    em_note(em_emit(e, -1, "MOV R2, RZ;"), "the accumulator");
    emit_block(e, &r->main, -1);
    em_note(em_emit(e, -1, "ST [R4], R2;"), "out[t] = the accumulator");
    em_emit(e, -1, "EXIT;");
    for (unsigned i = 0; i < r->nfuncs; i++) {
        em_place(e, e->func_label[i]);
        unsigned first = e->n;
        emit_block(e, &r->funcs[i], (int)i);
        em_emit(e, -1, "RET;");
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
    em_note(&e->v[imul], "NS = %u data slots per thread", ns);
    /* resolve the labels */
    for (unsigned i = 0; i < e->n; i++) {
        gen_insn *in = &e->v[i];
        if (in->label < 0)
            continue;
        char *ph = strstr(in->text, "{}");
        unsigned at = e->label_at[in->label];
        if (!ph || at == UINT32_MAX)
            return sg_fail(err, SG_ERR_ARG, "internal: unplaced label in '%s'", in->text);
        char t[sizeof in->text];
        snprintf(t, sizeof t, "%.*s0x%x%s", (int)(ph - in->text), in->text, 8 * at, ph + 2);
        memcpy(in->text, t, sizeof t);
    }
    return SG_OK;
}
