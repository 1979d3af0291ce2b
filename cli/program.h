/*
 * program.h - loading a program (listing or binary image) in the CLI.
 */
#ifndef SMGOLD_CLI_PROGRAM_H
#define SMGOLD_CLI_PROGRAM_H

#include <stdint.h>

#include "smgold/listing.h"

enum fmt { FMT_AUTO, FMT_LISTING, FMT_BINARY };

/* Load FILE as a program: binary when fmt says so or the name ends in .bin
 * (opt->base), else a listing assembled with opt. Prints the error and
 * returns 2 on failure, 0 on success. */
int cli_load_program(const char *path, enum fmt fmt, const sg_asm_options *opt, sg_program *prog);

/* "--dialect default|old" (smgold/isa.h SG_DIALECT_*): 0 and *dialect set,
 * or -1 for another word. */
int cli_parse_dialect(const char *v, unsigned *dialect);

#endif
