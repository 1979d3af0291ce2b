/*
 * gen_emit.h - the program builder (emit_buf.c) shared by emit_dp.c (the
 * datapath nodes), emit.c (the layout and the control-flow nodes) and
 * emit_files.c (the files of a case), each above the one before. Internal
 * to model/src/gen.
 *
 * Instructions are collected as text with at most one "{}" placeholder for a
 * label's address, resolved once the layout is done; data slots are the
 * per-thread words of in.hex, numbered in program order.
 */
#ifndef SMGOLD_GEN_EMIT_H
#define SMGOLD_GEN_EMIT_H

#include "gen_internal.h"

#define GEN_OUT_ADDR 0x100000u
#define GEN_IN_ADDR 0x200000u

/* a data slot: one word per thread */
enum { SL_PRED, SL_VAL, SL_SEL, SL_WORD };
typedef struct gen_slot {
    int type;
    uint32_t seed, a; /* PRED: density; VAL: max; SEL: number of cases; WORD: class */
    unsigned node;
    const char *what;
} gen_slot;

typedef struct gen_insn {
    char text[GEN_TEXT_MAX + 16]; /* may hold one "{}" placeholder: label N's address */
    int label;                    /* N, or -1 */
    char note[80];
} gen_insn;

typedef struct gen_em {
    const sg_recipe *r;
    gen_insn *v;
    unsigned n, cap;
    unsigned *label_at;
    unsigned nlabels, lcap;
    gen_slot *slots;
    unsigned nslots, scap;
    unsigned loops, ordinal;
    int func_label[GEN_MAX_FUNCS];
    int oom;
} gen_em;

/* the builder (emit_buf.c) */
int em_label(gen_em *e);
void em_place(gen_em *e, int label);
/* Append an instruction; "{}" in fmt stands for label's address. */
gen_insn *em_emit(gen_em *e, int label, const char *fmt, ...) SG_PRINTF(3, 4);
void em_note(gen_insn *in, const char *fmt, ...) SG_PRINTF(2, 3);
unsigned em_slot(gen_em *e, int type, uint32_t seed, uint32_t a, const char *what);
/* the value of slot s for thread t */
uint32_t gen_slot_value(const gen_slot *s, uint32_t t);

/* release what e holds */
void gen_em_free(gen_em *e);

/* the code of a val, alu or mem node (emit_dp.c); ord is its preorder number */
void gen_emit_dp(gen_em *e, const gen_node *n, unsigned ord);

/* Lay out the instructions of r into e (emit.c); gen_em_free releases them. */
sg_status gen_layout(const sg_recipe *r, gen_em *e, sg_error *err);

#endif
