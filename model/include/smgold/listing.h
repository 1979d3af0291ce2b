/*
 * smgold/listing.h - programs: cuobjdump-style listings and binary images.
 *
 * A listing is text, one instruction per line, as cuobjdump prints it:
 *
 *     SLASH-STAR 0090 STAR-SLASH   SLASH-STAR 0x600001e74003ffff STAR-SLASH   @P0 BRA 0x70;
 *
 * (SLASH-STAR and STAR-SLASH stand for the C comment delimiters cuobjdump
 * writes around the address and the hex word.)
 *
 * Both comments are optional. The address comment, when given, must be the
 * address the line assembles at (the first one sets the base when the caller
 * gives none). When both the hex comment and the text are given they must
 * encode the same word (SG_ERR_MISMATCH otherwise). A line may start with
 * labels ("loop:") that branch targets can name; "//" starts a comment; lines
 * of cuobjdump's headers ("code for sm_20", "Function : k", "....") are
 * skipped. specs/isa.md has the full grammar.
 *
 * A binary image is the instructions as little-endian 64-bit words, word0
 * (bits 0-31) first, exactly as they sit in memory.
 *
 * Example:
 *     sg_program prog;
 *     sg_error err;
 *     sg_asm_options opt = {0};
 *     if (sg_assemble(text, strlen(text), "k.lst", &opt, &prog, &err) == SG_OK) {
 *         ... prog.words[i] is the instruction at prog.base + 8 * i ...
 *         sg_program_free(&prog);
 *     }
 */
#ifndef SMGOLD_LISTING_H
#define SMGOLD_LISTING_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/error.h"
#include "smgold/export.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sg_program {
    uint32_t base;    /* address of words[0] */
    size_t n;         /* number of instructions */
    uint64_t *words;  /* n instruction words */
    unsigned *lines;  /* source line of each word (NULL for binary images) */
} sg_program;

typedef struct sg_asm_options {
    uint32_t base;   /* address of the first instruction ... */
    int base_given;  /* ... when non-zero; else the first address comment, else 0 */
    int trust_hex;   /* take a line's word from its hex comment without
                        assembling its text (for disassembling listings whose
                        text is not trusted); lines without hex are assembled */
    unsigned dialect; /* SG_DIALECT_* of the text (smgold/isa.h); 0: the default */
    const char *function; /* a cuobjdump file holds several functions ("Function :
                             NAME" headers, addresses from 0 in each): take this
                             one (NULL: the text must hold at most one) */
} sg_asm_options;

/* Assemble a listing (len bytes of text; need not be NUL-terminated). name is
 * used in error messages. On success *out owns its arrays (sg_program_free);
 * on failure *out is empty and err says file:line:column and what was
 * expected. Errors: SG_ERR_SYNTAX, SG_ERR_UNKNOWN, SG_ERR_OPERAND,
 * SG_ERR_RANGE, SG_ERR_MISMATCH, SG_ERR_NOMEM. */
SG_API sg_status sg_assemble(const char *text, size_t len, const char *name,
                             const sg_asm_options *opt, sg_program *out, sg_error *err);

/* A program from a binary image of len bytes. SG_ERR_TRUNCATED if len is not
 * a multiple of 8 (err names the trailing byte count). */
SG_API sg_status sg_program_from_binary(const uint8_t *bytes, size_t len, uint32_t base,
                                        const char *name, sg_program *out, sg_error *err);

/* Write the binary image of p into buf (8 * p->n bytes). */
SG_API void sg_program_to_binary(const sg_program *p, uint8_t *buf);

SG_API void sg_program_free(sg_program *p);

#ifdef __cplusplus
}
#endif

#endif
