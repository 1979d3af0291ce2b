/*
 * smgold/image.h - memory images in $readmemh style.
 *
 * Text, 32-bit words in hex (1 to 8 digits, "_" allowed between digits), one
 * or more per line separated by white space; "@N" (hex) sets the word offset,
 * from the load address, of the next word; "//" comments to the end of the
 * line and C block comments on one line are ignored. Each word is stored
 * little-endian at load address + 4 * offset. Errors (a non-hex character,
 * more than 8 digits, "x"/"z" digits, an "@" without a number) name
 * name:line:column.
 *
 * Example:
 *     // A[0..3]
 *     00000001 00000002
 *     @4 deadbeef        // word 4: address + 0x10
 */
#ifndef SMGOLD_IMAGE_H
#define SMGOLD_IMAGE_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/error.h"
#include "smgold/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Called for each word in file order; a non-OK return stops the parse. */
typedef sg_status (*sg_image_word_fn)(void *ctx, uint64_t word_offset, uint32_t value,
                                      sg_error *err);

/* Parse an image of len bytes. */
SG_API sg_status sg_image_parse(const char *text, size_t len, const char *name, sg_image_word_fn fn,
                                void *ctx, sg_error *err);

/* Format n words as an image: a header comment line "// <comment>" (if
 * comment is not NULL), then 4 words per line, 8 lower-case hex digits each.
 * Returns the length; truncated but NUL-terminated if cap is too small
 * (sg_image_format(words, n, comment, NULL, 0) gives the size needed - 1). */
SG_API size_t sg_image_format(const uint32_t *words, size_t n, const char *comment, char *buf,
                              size_t cap);

#ifdef __cplusplus
}
#endif

#endif
