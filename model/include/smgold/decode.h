/*
 * smgold/decode.h - the decode bundle: the decoded fields of one instruction
 * word that the SM uses (fetch/decode, token stack, scoreboard, issue, operand
 * collection), in one fixed-width form; and the reference RTL of a decoder
 * that produces it, generated from the same ISA table.
 *
 * Normative: specs/decode.md (every field, its width, its source in the ISA
 * table, worked examples). The bundle is computed from sg_decode()'s result
 * and the table's names and fields, as the SM's predecode does
 * (model/src/sm/sm.c predecode, model/src/sm/timing.c sg_timing_predecode).
 *
 * The SystemVerilog decoder (rtl_stubs/sm_decode_pkg.sv, rtl_stubs/sm_decode.sv,
 * rtl_stubs/decode_bugs.svh) is generated from the table by
 * sg_decode_sv_render() ("smgold isa --emit-sv DIR"); its output ports
 * dec_<name> are the fields below, one port per field, in this order and with
 * these widths (sg_decoded_field_name / sg_decoded_field_width).
 *
 * Example:
 *     sg_decoded d;
 *     if (sg_decode_bundle(0x4003ffff600001e7ull, &d))   // @P0 BRA 0x70
 *         ...  d.ctrl == SG_DEC_CTRL_BRA, d.guard == 0, d.tgt == SG_DEC_TGT_REL,
 *              (int32_t)d.imm == -0x28 (target = pc + 8 + imm)
 */
#ifndef SMGOLD_DECODE_H
#define SMGOLD_DECODE_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/error.h"
#include "smgold/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Issue classes (specs/timing.md IC-1; the numbers of timing.c's SG_IC_*). */
enum {
    SG_DEC_IC_ALU = 0,
    SG_DEC_IC_ALU_HALF = 1,
    SG_DEC_IC_FP64 = 2,
    SG_DEC_IC_SFU = 3,
    SG_DEC_IC_LDST = 4,
    SG_DEC_IC_CTRL = 5
};

/* Control classes (specs/dpi.md iss_ctrl; the numbers of sg_ctrl). */
enum {
    SG_DEC_CTRL_OTHER = 0, SG_DEC_CTRL_SSY, SG_DEC_CTRL_PBK, SG_DEC_CTRL_PCNT, SG_DEC_CTRL_PRET,
    SG_DEC_CTRL_CAL, SG_DEC_CTRL_BRA, SG_DEC_CTRL_BRX, SG_DEC_CTRL_BRK, SG_DEC_CTRL_CONT,
    SG_DEC_CTRL_RET, SG_DEC_CTRL_EXIT
};

/* Branch target kinds (tgt). */
enum { SG_DEC_TGT_NONE = 0, SG_DEC_TGT_REL = 1, SG_DEC_TGT_ABS = 2 };

/* Kinds of the operand whose field starts at bit 26 (b_kind). */
enum {
    SG_DEC_B_NONE = 0,
    SG_DEC_B_REG = 1,   /* register rb (bits 26-31) */
    SG_DEC_B_CONST = 2, /* c[cbank][coff] */
    SG_DEC_B_IMM = 3,   /* integer immediate imm (sign- or zero-extended to 32 bits) */
    SG_DEC_B_FIMM = 4,  /* 20-bit float immediate: imm = field << 12 */
    SG_DEC_B_SREG = 5   /* special register sreg (S2R) */
};

/* Memory access kinds (mem; as sg_mem_kind, specs/datapath.md DP-2). */
enum { SG_DEC_MEM_NONE = 0, SG_DEC_MEM_LOAD = 1, SG_DEC_MEM_STORE = 2, SG_DEC_MEM_RMW = 3 };

/* The decode bundle. Every field is 0 when valid == 0. "None" is 0 for
 * registers and counts and 7 for predicates. Widths (bits) are those of the
 * RTL ports; specs/decode.md §2 defines each field. */
typedef struct sg_decoded {
    uint8_t valid;     /* 1: the word is a form of the ISA table (sg_decode accepts it) */
    uint16_t form;     /* 9: table index (specs/isa.md §5 "#") */
    uint8_t op;        /* 7: sg_op */
    uint8_t unit;      /* 3: sg_unit of the form */
    uint8_t iclass;    /* 3: issue class SG_DEC_IC_* (timing.md IC-1) */
    uint8_t ctrl;      /* 4: control class SG_DEC_CTRL_* */
    uint8_t guard;     /* 3: guard predicate (7 = PT; unguarded forms 7) */
    uint8_t guard_neg; /* 1: @!P */
    uint8_t cond;      /* 1: guard != PT, or guard_neg, or cctest != 15 (simt-stack.md IN-2) */
    uint8_t sflag;     /* 1: .S (bit 4) */
    uint8_t uni;       /* 1: a modifier value named "U" is set (.U) */
    uint8_t cctest;    /* 5: CC test (15 = CC.T, also for forms without one) */
    uint8_t tgt;       /* 2: SG_DEC_TGT_*: target = pc + 8 + imm (REL) or imm (ABS) */
    uint8_t x;         /* 1: .X (reads the carry) */
    uint8_t wcc;       /* 1: .CC on the destination (writes $c) */
    uint8_t rcc;       /* 1: reads $c: x, or cctest != 15 */
    uint8_t rd;        /* 6: register field 14-19 (Rd, or store data), 0 if none */
    uint8_t rd_n;      /* 3: registers written from rd (0, 1, 2, 4; textures 0-4) */
    uint8_t rd_rn;     /* 3: registers read from rd (store data, RED/ATOM operand; 0, 1, 2, 4) */
    uint8_t re;        /* 6: extra destination: ATOM R(43-48), LD_LDU R(32-37); 0 if none */
    uint8_t re_n;      /* 3: registers written from re */
    uint8_t pd;        /* 3: first predicate destination (7 = none) */
    uint8_t pd2;       /* 3: second predicate destination (7 = none) */
    uint8_t ra;        /* 6: register field 20-25 (Ra, [Ra+off] base), 0 if none */
    uint8_t ra_n;      /* 2: registers read from ra (0, 1, 2 = a 64-bit source or .E address) */
    uint8_t b_kind;    /* 3: SG_DEC_B_*: the operand whose field starts at bit 26 */
    uint8_t rb;        /* 6: its register (b_kind REG) */
    uint8_t b_n;       /* 2: registers / constant words it reads (0, 1, 2) */
    uint8_t sreg;      /* 8: its special register (b_kind SREG) */
    uint8_t cbank;     /* 5: constant bank (c[][] operands, LDC and BRX c[][Ra+off]) */
    uint16_t coff;     /* 16: constant byte offset (b_kind CONST) */
    uint8_t rc;        /* 6: register field 49-54 (Rc), 0 if none */
    uint8_t rc_n;      /* 2: registers read from rc */
    uint32_t imm;      /* 32: the immediate (b_kind IMM/FIMM), target value, or memory offset */
    uint32_t imm2;     /* 32: the second immediate (shift, barrier id, texture, LDU offset) */
    uint8_t pa;        /* 3: predicate source, bits 20-22 (7 = none) */
    uint8_t pa_neg;    /* 1: its "!" (bit 23) */
    uint8_t pb;        /* 3: predicate source, bits 26-28 (7 = none) */
    uint8_t pb_neg;    /* 1: bit 29 */
    uint8_t pc;        /* 3: predicate source, bits 49-51 (7 = none) */
    uint8_t pc_neg;    /* 1: bit 52 */
    uint8_t mem;       /* 2: SG_DEC_MEM_* */
    uint8_t mspace;    /* 2: sg_space of the access (0 global, 1 shared, 2 local, 3 constant) */
    uint8_t msize;     /* 5: bytes per lane of the (first) access: 1, 2, 4, 8, 16; 0 none */
    uint8_t msigned;   /* 1: the size modifier is .S8 or .S16 */
} sg_decoded;

/* Decode word into *out (always filled; all zero for an unsupported word).
 * Returns 1 when the word is a supported form, 0 when not (or out is NULL). */
SG_API int sg_decode_bundle(uint64_t word, sg_decoded *out);

/* The fields in port order: count, name ("valid", "form", ...; the RTL port
 * is "dec_" + name), width in bits, and the value of field i of d. Out of
 * range: NULL / 0. */
SG_API unsigned sg_decoded_field_count(void);
SG_API const char *sg_decoded_field_name(unsigned i);
SG_API unsigned sg_decoded_field_width(unsigned i);
/* The sum of the field widths (213): the width of the generated decoder's dec_bundle port,
 * every field packed LSB-first in field order (field i at the sum of the widths of fields
 * 0..i-1; specs/decode.md §5). */
SG_API unsigned sg_decoded_bits(void);
SG_API uint64_t sg_decoded_field(const sg_decoded *d, unsigned i);
/* Set field i of *d to v (cut to the field's C type; i out of range: nothing), e.g. to
 * rebuild an RTL's bundle read port by port (the lock-step, smgold replay). */
SG_API void sg_decoded_set_field(sg_decoded *d, unsigned i, uint64_t v);

/* The generated SystemVerilog decoder (specs/decode.md §5): file i of
 * sg_decode_sv_file_count() (0: sm_decode_pkg.sv, 1: sm_decode.sv,
 * 2: decode_bugs.svh). sg_decode_sv_render writes its text into buf (always
 * NUL-terminated when n > 0) and returns the full length, as snprintf does:
 * call it with n = 0 to size the buffer. Deterministic: the text depends on
 * the ISA table only. */
SG_API unsigned sg_decode_sv_file_count(void);
SG_API const char *sg_decode_sv_file_name(unsigned i);
SG_API size_t sg_decode_sv_render(unsigned i, char *buf, size_t n);

/* The injected bugs of the generated decoder (DBUG_<NAME>, ids 160-191): i of
 * sg_decode_bug_count(); SG_ERR_ARG when out of range. name is lower case
 * (the localparam without DBUG_). */
SG_API unsigned sg_decode_bug_count(void);
SG_API sg_status sg_decode_bug_info(unsigned i, unsigned *id, const char **name, const char **what);

#ifdef __cplusplus
}
#endif

#endif
