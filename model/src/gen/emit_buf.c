/*
 * emit_buf.c - the program builder (gen_emit.h) the emitting files write
 * into: instructions as text with a label placeholder, labels and their
 * places, the per-thread data slots and the value of a slot for a thread.
 * Stands on rng.c alone.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "gen_emit.h"

int em_label(gen_em *e)
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

void em_place(gen_em *e, int label)
{
    if (!e->oom)
        e->label_at[label] = e->n;
}

gen_insn *em_emit(gen_em *e, int label, const char *fmt, ...)
{
    if (e->oom)
        return NULL;
    if (e->n == e->cap) {
        unsigned cap = e->cap ? 2 * e->cap : 256;
        gen_insn *nv = realloc(e->v, cap * sizeof *nv);
        if (!nv) {
            e->oom = 1;
            return NULL;
        }
        e->v = nv;
        e->cap = cap;
    }
    gen_insn *in = &e->v[e->n++];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(in->text, sizeof in->text, fmt, ap);
    va_end(ap);
    in->label = label;
    in->note[0] = '\0';
    return in;
}

void em_note(gen_insn *in, const char *fmt, ...)
{
    if (!in)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(in->note, sizeof in->note, fmt, ap);
    va_end(ap);
}

unsigned em_slot(gen_em *e, int type, uint32_t seed, uint32_t a, const char *what)
{
    if (e->nslots == e->scap) {
        unsigned cap = e->scap ? 2 * e->scap : 32;
        gen_slot *ns = realloc(e->slots, cap * sizeof *ns);
        if (!ns) {
            e->oom = 1;
            return 0;
        }
        e->slots = ns;
        e->scap = cap;
    }
    e->slots[e->nslots] = (gen_slot){type, seed, a, e->ordinal, what};
    return e->nslots++;
}

uint32_t gen_slot_value(const gen_slot *s, uint32_t t)
{
    uint64_t h = gen_hash(s->seed, t);
    switch (s->type) {
    case SL_PRED:
        return (uint32_t)(h % 8) < s->a;
    case SL_VAL:
        return (uint32_t)(h % (s->a + 1));
    case SL_WORD:
        return gen_class_word(s->a, h);
    default:
        return (uint32_t)(h % s->a);
    }
}

void gen_em_free(gen_em *e)
{
    free(e->v);
    free(e->label_at);
    free(e->slots);
}
