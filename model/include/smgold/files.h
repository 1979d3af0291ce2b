/*
 * smgold/files.h - reading and writing smgold's files: every input within the
 * size limit of its kind (smgold/limits.h), every output all or nothing, and
 * gzip on both sides for a name ending in ".gz".
 *
 * Reading: a regular file over its limit is refused before it is read; a
 * FIFO, pipe, socket or device (and "-", standard input) is streamed and
 * refused as soon as it passes the limit, or when it sends nothing for
 * SG_LIMIT_STREAM_IDLE_MS; a directory is refused; an empty file is refused;
 * a text kind holding a NUL byte is refused at once (it is not text: random
 * or binary data). A name ending in ".gz" is decompressed, the limit applying
 * to the decompressed bytes; a corrupt or truncated gzip file is an error
 * naming it. Every error names the file and says what was expected.
 *
 * Writing: a temporary file next to the target, renamed over it only when
 * complete (a failure leaves no partial file); gzip-compressed when the name
 * ends in ".gz" (deterministic: the same data gives the same bytes); "-" is
 * standard output.
 *
 * Example:
 *     char *text; size_t len;
 *     if (sg_read_input(NULL, "expected.trace.gz", SG_FILE_TRACE, &text, &len, &err)) ...
 *     sg_write_output("actual.trace.gz", text, len, &err);
 *     free(text);
 */
#ifndef SMGOLD_FILES_H
#define SMGOLD_FILES_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/error.h"
#include "smgold/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What a file holds: each kind has its limit (smgold/limits.h). */
typedef enum sg_file_kind {
    SG_FILE_TEXT,     /* any text (SG_LIMIT_TEXT) */
    SG_FILE_LISTING,  /* a program listing */
    SG_FILE_BINARY,   /* a binary program image (not text) */
    SG_FILE_IMAGE,    /* a memory image */
    SG_FILE_TRACE,    /* a trace vector */
    SG_FILE_LOG,      /* a lock-step log */
    SG_FILE_CONFIG,   /* a configuration */
    SG_FILE_ARGS,     /* an argument file (@FILE) */
    SG_FILE_STIMULUS, /* a stimulus file */
    SG_FILE_COVERAGE, /* a coverage file */
    SG_FILE_GOALS,    /* a coverage goal file */
    SG_FILE_RECIPE,   /* a generator recipe */
    SG_FILE_CHECKPOINT, /* a checkpoint (smgold/checkpoint.h; not text) */
    SG_FILE_NKINDS
} sg_file_kind;

/* The size limit of a kind in bytes (0 for a kind out of range). */
SG_API uint64_t sg_file_limit(sg_file_kind kind);

/* What a kind holds, for messages: "a trace vector", ... ("a file" for a kind
 * out of range). Never NULL. */
SG_API const char *sg_file_kind_name(sg_file_kind kind);

/* Read the whole of path (relative to dir when dir is not NULL and path is
 * relative; "-" is standard input) as a kind: *text is malloc'd and
 * NUL-terminated (free() it), *len excludes the NUL. On failure *text is NULL
 * and err names the file: SG_ERR_IO (cannot open, a directory, a read error,
 * a stream that stalls), SG_ERR_RANGE (over the limit), SG_ERR_SYNTAX (empty,
 * not text, corrupt gzip), SG_ERR_NOMEM, SG_ERR_ARG (a NULL argument or a kind
 * out of range). */
SG_API sg_status sg_read_input(const char *dir, const char *path, sg_file_kind kind, char **text,
                               size_t *len, sg_error *err);

/* Write len bytes of data to path, all or nothing (gzip when path ends in
 * ".gz"; "-" is standard output). Errors: SG_ERR_IO naming path,
 * SG_ERR_NOMEM, SG_ERR_ARG. */
SG_API sg_status sg_write_output(const char *path, const void *data, size_t len, sg_error *err);

#ifdef __cplusplus
}
#endif

#endif
