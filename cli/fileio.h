/*
 * fileio.h - whole-file reads and all-or-nothing writes for the CLI.
 */
#ifndef SMGOLD_CLI_FILEIO_H
#define SMGOLD_CLI_FILEIO_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/files.h"

/* Read a whole file ("-" = stdin) of a kind into a malloc'd buffer
 * (NUL-terminated, *len excludes the NUL): within the kind's size limit,
 * decompressed when the name ends in .gz (sg_read_input, smgold/files.h).
 * Prints "smgold: PATH: reason" and returns NULL on failure. */
char *cli_read_file(const char *path, sg_file_kind kind, size_t *len);

/* Write len bytes to path atomically: a temporary file in the same folder,
 * renamed over path only when complete, so a failure never leaves a partial
 * file; gzip-compressed when path ends in .gz (sg_write_output). path "-"
 * writes to stdout. Prints the reason and returns -1 on failure, 0 on
 * success. */
int cli_write_file(const char *path, const void *data, size_t len);

/* Parse a number (0x hex or decimal) that must fit in 32 bits. */
int cli_parse_u32(const char *s, uint32_t *v);

/* Remove a folder a command made, with its files and sub-folders. */
void cli_remove_tree(const char *path);

/* 1 when dir does not exist or is an empty folder (an output folder a command
 * may fill). */
int cli_usable_out_dir(const char *dir);

#endif
