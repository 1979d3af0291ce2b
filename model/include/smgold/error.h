/*
 * smgold/error.h - how every smgold function reports failure.
 *
 * The library never exits, aborts or prints. A function that can fail returns
 * an sg_status (SG_OK = 0) and, when the caller passes a non-NULL sg_error,
 * fills it with the same code, the location of the bad input (file, line,
 * column; 0 when not applicable) and a one-line message that says what was
 * expected.  sg_error_format() renders it as "file:line:col: message".
 *
 * Example:
 *     sg_error err;
 *     if (sg_assemble(text, len, "k.lst", &opts, &prog, &err) != SG_OK)
 *         fprintf(stderr, "%s\n", sg_error_format(&err, buf, sizeof buf));
 */
#ifndef SMGOLD_ERROR_H
#define SMGOLD_ERROR_H

#include <stddef.h>

#include "smgold/export.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum sg_status {
    SG_OK = 0,
    SG_ERR_ARG,        /* a NULL pointer or an out-of-range argument */
    SG_ERR_NOMEM,      /* an allocation failed */
    SG_ERR_IO,         /* a file could not be read or written */
    SG_ERR_SYNTAX,     /* malformed text: listing, number, hex comment */
    SG_ERR_UNKNOWN,    /* unknown mnemonic, modifier or encoding */
    SG_ERR_OPERAND,    /* wrong operand count or kind */
    SG_ERR_RANGE,      /* immediate, offset, register or branch target out of range */
    SG_ERR_MISMATCH,   /* a listing's hex and text (or address) disagree */
    SG_ERR_TRUNCATED,  /* binary input is not a whole number of 8-byte words */
    SG_ERR_HANG        /* a warp made no progress for hang_cycles clocks (specs/sm.md CLK-8) */
} sg_status;

#define SG_ERROR_FILE_MAX 256
#define SG_ERROR_MSG_MAX 512

typedef struct sg_error {
    sg_status code;
    char file[SG_ERROR_FILE_MAX]; /* "" when not about a file */
    unsigned line;                /* 1-based; 0 = not applicable */
    unsigned col;                 /* 1-based; 0 = not applicable */
    char msg[SG_ERROR_MSG_MAX];
} sg_error;

/* Name of a status code, e.g. "syntax error". Never NULL. */
SG_API const char *sg_status_name(sg_status code);

/* Render "file:line:col: message" (parts that are absent are left out) into
 * buf (always NUL-terminated when n > 0) and return buf. */
SG_API char *sg_error_format(const sg_error *err, char *buf, size_t n);

#ifdef __cplusplus
}
#endif

#endif
