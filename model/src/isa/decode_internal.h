/*
 * decode_internal.h - what the decode bundle (decode_bundle.c) and the
 * generated RTL decoder (decode_sv.c) share: the list of bundle fields and
 * the operation roles the ISA table does not state (specs/decode.md §3).
 */
#ifndef SMGOLD_DECODE_INTERNAL_H
#define SMGOLD_DECODE_INTERNAL_H

#include <stdint.h>

#include "isa_table.h"

/* The bundle's fields in port order: X(name, width). */
#define SG_DEC_FIELDS(X)                                                                           \
    X(valid, 1) X(form, 9) X(op, 7) X(unit, 3) X(iclass, 3) X(ctrl, 4) X(guard, 3)              \
    X(guard_neg, 1) X(cond, 1) X(sflag, 1) X(uni, 1) X(cctest, 5) X(tgt, 2) X(x, 1) X(wcc, 1)    \
    X(rcc, 1) X(rd, 6) X(rd_n, 3) X(rd_rn, 3) X(re, 6) X(re_n, 3) X(pd, 3) X(pd2, 3) X(ra, 6)    \
    X(ra_n, 2) X(b_kind, 3) X(rb, 6) X(b_n, 2) X(sreg, 8) X(cbank, 5) X(coff, 16) X(rc, 6)       \
    X(rc_n, 2) X(imm, 32) X(imm2, 32) X(pa, 3) X(pa_neg, 1) X(pb, 3) X(pb_neg, 1) X(pc, 3)       \
    X(pc_neg, 1) X(mem, 2) X(mspace, 2) X(msize, 5) X(msigned, 1)

#define SG_DEC_ENUM_(name, width) SG_DF_##name,
enum { SG_DEC_FIELDS(SG_DEC_ENUM_) SG_DF_COUNT };
#undef SG_DEC_ENUM_

/* Control class of an operation (sm.c ctrl_of; specs/dpi.md iss_ctrl). */
uint8_t sg_dec_ctrl_of(unsigned op);
/* Issue class of an operation in a form of unit `unit` (timing.c issue_class, IC-1). */
uint8_t sg_dec_iclass_of(unsigned op, unsigned unit);
/* Double-precision operations: every register source is a pair (fpu.c). */
int sg_dec_fp64_op(unsigned op);
/* ... and those whose result is a pair (DSET writes one register, DSETP predicates). */
int sg_dec_fp64_result(unsigned op);
/* F2F, F2I, I2F, I2I: type field 20-25, destination size bits 0-1, source 3-5 (conv.c). */
int sg_dec_conv_op(unsigned op);
/* TLD, TEX, TLD4, TXQ: Rd and the next registers, one per bit of the mask 46-49. */
int sg_dec_tex_op(unsigned op);
/* The operations with the size modifier at bits 5-7 (ldst.c size_mod). */
int sg_dec_size_op(unsigned op);
/* Stores: the Rd field is the data read (ST, STL, STS, STSUL). */
int sg_dec_store_op(unsigned op);
/* Memory access kind and space of an operation (ldst.c plan, exec_atomic, exec_lock). */
void sg_dec_mem_of(unsigned op, uint8_t *kind, uint8_t *space);

/* Registers of a data size in bytes (0 -> 0, 1-4 -> 1, 8 -> 2, 16 -> 4), and LD_LDU's fixed
 * size pair ("32.64": LD part, LDU part) in bytes: shared by the bundle and the generator. */
uint8_t sg_dec_regs_of(unsigned bytes);
void sg_dec_ldldu_sizes(const sg_form *f, unsigned *ld, unsigned *ldu);

#endif
