/*
 * isa_internal.h - ISA functions shared inside the library.
 */
#ifndef SMGOLD_ISA_INTERNAL_H
#define SMGOLD_ISA_INTERNAL_H

#include "isa_table.h"

/* Resolve a label to an address; returns 0 if the label is not defined. */
typedef int (*sg_label_fn)(void *ctx, const char *label, uint32_t *addr);

/* sg_asm_insn with labels: resolve (may be NULL) looks up target labels. */
sg_status sg_asm_insn_ex(const char *text, uint32_t addr, unsigned dialect, sg_label_fn resolve,
                         void *ctx, sg_insn *out, sg_error *err);

/* sg_encode that also says which operand (0-based; -1 = none) was bad. */
sg_status sg_encode_ex(const sg_insn *in, uint64_t *word, sg_error *err, int *bad_operand);

#endif
