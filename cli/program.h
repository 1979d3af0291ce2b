/*
 * program.h - loading a program (listing or binary image) in the CLI.
 */
#ifndef SMGOLD_CLI_PROGRAM_H
#define SMGOLD_CLI_PROGRAM_H

#include <stdint.h>

#include "smgold/listing.h"

enum fmt { FMT_AUTO, FMT_LISTING, FMT_BINARY };

/* Load FILE as a program: binary when fmt says so or the name ends in .bin,
 * else a listing. Prints the error and returns 2 on failure, 0 on success. */
int cli_load_program(const char *path, enum fmt fmt, int base_given, uint32_t base, int trust_hex,
                     sg_program *prog);

#endif
