/*
 * smgold/isa.h - Fermi (GF100, sm_20) native instruction set: decode, encode,
 * disassemble, assemble.
 *
 * All four directions are driven by one table of instruction forms
 * (model/src/isa/isa_table.c, format in specs/isa.md): a form is a mnemonic,
 * the fixed bits of its encoding, its modifiers and its operands, each with
 * its bit field. Adding an instruction is adding one table entry.
 *
 * Bit n below is bit n of the 64-bit instruction value. cuobjdump prints an
 * instruction as 16 hex digits whose first 8 are bits 0-31 (the first 32-bit
 * word in memory) and whose last 8 are bits 32-63: "0x00005de428004404"
 * is the value 0x2800440400005de4. sg_word_from_cuobjdump() and
 * sg_word_to_cuobjdump() convert.
 *
 * Example:
 *     sg_insn in;
 *     char text[SG_TEXT_MAX];
 *     sg_decode(0x4003ffff600001e7ull, 0x90, &in);   // @P0 BRA 0x70
 *     sg_disasm(&in, text, sizeof text);              // "@P0 BRA 0x70;"
 */
#ifndef SMGOLD_ISA_H
#define SMGOLD_ISA_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/error.h"
#include "smgold/export.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SG_MAX_MODS 8     /* modifier fields per form */
#define SG_MAX_OPERANDS 7 /* operands per form (TEX: Rd, Ra, Rb, texture, sampler, dim, mask) */
#define SG_TEXT_MAX 160   /* enough for any disassembled instruction */
#define SG_FORM_UNKNOWN (-1)
#define SG_RZ 63          /* register 63 reads as zero, writes are dropped */
#define SG_PT 7           /* predicate 7 is always true */

/* What an instruction does, for the execution units. Several forms (register,
 * constant, immediate second source) share one operation. */
typedef enum sg_op {
    SG_OP_INVALID = 0,
    /* control flow */
    SG_OP_BRA, SG_OP_BRX, SG_OP_JMP, SG_OP_JMX, SG_OP_CAL, SG_OP_JCAL,
    SG_OP_RET, SG_OP_PRET, SG_OP_SSY, SG_OP_PBK, SG_OP_BRK, SG_OP_PCNT,
    SG_OP_CONT, SG_OP_EXIT, SG_OP_PLONGJMP, SG_OP_LONGJMP, SG_OP_KIL,
    SG_OP_NOP, SG_OP_BAR, SG_OP_MEMBAR, SG_OP_BPT, SG_OP_RTT,
    /* moves */
    SG_OP_MOV, SG_OP_MOV32I, SG_OP_S2R, SG_OP_SEL,
    /* integer */
    SG_OP_IADD, SG_OP_IADD32I, SG_OP_ISCADD, SG_OP_IMAD, SG_OP_IMUL,
    SG_OP_ISETP, SG_OP_ICMP, SG_OP_IMNMX, SG_OP_SHL, SG_OP_SHR, SG_OP_LOP,
    SG_OP_LOP32I, SG_OP_POPC, SG_OP_PSETP, SG_OP_BFE, SG_OP_FLO,
    SG_OP_VADD, SG_OP_VMNMX,
    /* floating point */
    SG_OP_FADD, SG_OP_FMUL, SG_OP_FFMA, SG_OP_FSETP, SG_OP_FMNMX,
    SG_OP_FADD32I, SG_OP_FMUL32I, SG_OP_DADD, SG_OP_DMUL, SG_OP_DFMA,
    SG_OP_MUFU, SG_OP_RRO,
    /* conversions */
    SG_OP_I2F, SG_OP_F2I, SG_OP_F2F, SG_OP_I2I,
    /* memory */
    SG_OP_LD, SG_OP_ST, SG_OP_LDS, SG_OP_STS, SG_OP_LDL, SG_OP_STL,
    SG_OP_LDC, SG_OP_LDU, SG_OP_LD_LDU,
    /* added for real kernels (issue 11); appended so earlier numbers stay */
    SG_OP_PSET, SG_OP_ISET, SG_OP_FSET, SG_OP_DSET, SG_OP_DSETP, SG_OP_BFI, SG_OP_PRMT,
    SG_OP_VOTE, SG_OP_VSHL, SG_OP_VSHR, SG_OP_RED, SG_OP_TLD, SG_OP_BRXC,
    SG_OP_DMNMX, SG_OP_ATOM, SG_OP_LDSLK, SG_OP_STSUL,
    SG_OP_VABSDIFF, SG_OP_VSET, SG_OP_TEX, SG_OP_TLD4, SG_OP_TXQ, SG_OP_CCTL,
    SG_OP_COUNT
} sg_op;

/* Which pipe executes a form (used by the scheduler and timing). */
typedef enum sg_unit {
    SG_UNIT_CTRL, /* branch unit / token stack */
    SG_UNIT_ALU,  /* integer and single-precision lanes */
    SG_UNIT_FPU64,
    SG_UNIT_SFU,
    SG_UNIT_LDST
} sg_unit;

/* Operand kinds, as the table describes them and the decoder returns them. */
typedef enum sg_opnd_kind {
    SG_OPND_NONE = 0,
    SG_OPND_REG,    /* Rn, RZ: reg; neg/abs/cc flags may be set */
    SG_OPND_PRED,   /* Pn, pt: reg; neg = "!" */
    SG_OPND_CONST,  /* c [bank] [imm]: bank, imm (byte offset) */
    SG_OPND_IMM,    /* signed integer immediate: imm */
    SG_OPND_UIMM,   /* unsigned integer immediate: imm */
    SG_OPND_FIMM,   /* 20-bit float immediate, raw field (value = imm << 12) */
    SG_OPND_TARGET, /* branch target address: imm (relative forms resolved) */
    SG_OPND_MEM,    /* [Ra+imm]: reg, imm (signed offset) */
    SG_OPND_CMEM,   /* c [bank] [Ra+imm]: bank, reg, imm */
    SG_OPND_SREG,   /* special register: reg = number */
    SG_OPND_CC,     /* condition-code test: reg = test number (15 = CC.T) */
    SG_OPND_TEXDIM  /* texture dimensionality (1D, ...): reg = field value */
} sg_opnd_kind;

typedef struct sg_operand {
    uint8_t kind; /* sg_opnd_kind */
    uint8_t reg;  /* register / predicate / special register / CC test */
    uint8_t neg;  /* "-" (numbers, registers) or "!" (predicates) */
    uint8_t abs;  /* |x| */
    uint8_t cc;   /* ".CC" written after a destination register */
    uint8_t inv;  /* "~": bitwise inversion (LOP, POPC) */
    uint8_t bank; /* constant bank */
    int64_t imm;  /* immediate, offset or absolute target */
} sg_operand;

/* One decoded instruction. form == SG_FORM_UNKNOWN means the table does not
 * know the word: only word and addr are meaningful then. */
typedef struct sg_insn {
    uint64_t word;
    uint32_t addr;
    int form;        /* index into the ISA table */
    uint8_t op;      /* sg_op of the form */
    uint8_t guard;   /* guard predicate 0-7 (7 = PT) */
    uint8_t guard_neg;
    uint8_t sflag;   /* ".S": pop the token stack after this instruction */
    uint8_t nmods, nops;
    uint16_t mod[SG_MAX_MODS]; /* value of each modifier field, in table order */
    sg_operand opnd[SG_MAX_OPERANDS];
} sg_insn;

/* Description of one form, for tools and tests (read-only view of the table). */
typedef struct sg_form_info {
    const char *mnemonic;
    uint64_t match;  /* fixed bits */
    uint64_t mask;   /* which bits are fixed (every bit no field owns) */
    sg_op op;
    sg_unit unit;
    int guarded;     /* 0: the form has no guard (bits 10-13 are fixed to 0) */
    unsigned nmods, nops;
} sg_form_info;

/* Number of forms in the table. */
SG_API int sg_isa_form_count(void);
/* Read-only description of form i; SG_ERR_ARG if i is out of range. */
SG_API sg_status sg_isa_form_info(int i, sg_form_info *out);
/* Number of values modifier m of form i can take and its bit width; 0 if out of range. */
SG_API unsigned sg_isa_mod_width(int form, unsigned m);
/* Field widths of operand o of form i, for generating random operands in tests:
 * main field width, second field (bank / base register) width. */
SG_API sg_status sg_isa_operand_fields(int form, unsigned o, sg_opnd_kind *kind,
                                       unsigned *width, unsigned *aux_width);

/* A one-line description of form i for documentation: mnemonic, modifiers
 * ("[.A|.B]" optional, "{.A|.B}" required) with their bits, operands with
 * their bit fields, e.g. "IADD [.SAT](5) [.X](6) R(14-19)[.CC](48), ...".
 * Returns the length (truncated but NUL-terminated if n is too small). */
SG_API size_t sg_isa_form_syntax(int i, char *buf, size_t n);

/* Decode a word at address addr (needed to resolve relative branch targets).
 * Always fills *out; returns SG_ERR_UNKNOWN (out->form = SG_FORM_UNKNOWN) when
 * no form matches or a field holds a value the form does not define. */
SG_API sg_status sg_decode(uint64_t word, uint32_t addr, sg_insn *out);

/* Encode a decoded (or assembled) instruction. Checks every field fits
 * (SG_ERR_RANGE: e.g. a branch target beyond +-8 MiB, an immediate wider
 * than its field). */
SG_API sg_status sg_encode(const sg_insn *in, uint64_t *word, sg_error *err);

/* cuobjdump versions spell some bits differently (specs/isa.md §4). The
 * default is the newer cuobjdump's spelling; SG_DIALECT_SHIFT_W_CLEAR is the
 * older one (the seeds'), which prints ".W" on SHL/SHR when bit 9 is CLEAR
 * (VSHL/VSHR: bit 7) and nothing when it is set. */
enum { SG_DIALECT_DEFAULT = 0, SG_DIALECT_SHIFT_W_CLEAR = 1 };

/* sg_disasm, sg_disasm_line and sg_asm_insn in a dialect (SG_ERR_ARG for an
 * unknown one). */
SG_API size_t sg_disasm_dialect(const sg_insn *in, unsigned dialect, char *buf, size_t n);
SG_API size_t sg_disasm_line_dialect(const sg_insn *in, unsigned dialect, char *buf, size_t n);
SG_API sg_status sg_asm_insn_dialect(const char *text, uint32_t addr, unsigned dialect,
                                     sg_insn *out, sg_error *err);

/* Disassemble into cuobjdump text, e.g. "@P0 BRA 0x70;" ("UNKNOWN 0x...;"
 * for an unknown word). Returns the length written (text is truncated, but
 * always NUL-terminated, if n is too small). */
SG_API size_t sg_disasm(const sg_insn *in, char *buf, size_t n);

/* One cuobjdump listing line: address comment, hex comment (cuobjdump word
 * order), then the disassembly, separated by single spaces. The address has
 * at least 4 hex digits. */
SG_API size_t sg_disasm_line(const sg_insn *in, char *buf, size_t n);

/* Assemble one instruction's text (no address or hex comments, ';' optional)
 * at address addr. Labels are not known here: a branch target must be a
 * number. On failure err->col is the 1-based column of the offending token. */
SG_API sg_status sg_asm_insn(const char *text, uint32_t addr, sg_insn *out, sg_error *err);

/* cuobjdump's printed order (low word first) <-> the 64-bit value. */
SG_API uint64_t sg_word_from_cuobjdump(uint64_t printed);
SG_API uint64_t sg_word_to_cuobjdump(uint64_t word);

#ifdef __cplusplus
}
#endif

#endif
