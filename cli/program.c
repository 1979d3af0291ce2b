/*
 * program.c - see program.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"
#include "program.h"
#include "smgold/isa.h"


static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && !strcmp(s + n - k, suffix);
}

int cli_parse_dialect(const char *v, unsigned *dialect)
{
    if (!strcmp(v, "default"))
        *dialect = SG_DIALECT_DEFAULT;
    else if (!strcmp(v, "old"))
        *dialect = SG_DIALECT_SHIFT_W_CLEAR;
    else
        return -1;
    return 0;
}

int cli_load_program(const char *path, enum fmt fmt, const sg_asm_options *opt, sg_program *prog)
{
    size_t len;
    if (fmt == FMT_AUTO)
        fmt = ends_with(path, ".bin") || ends_with(path, ".bin.gz") ? FMT_BINARY : FMT_LISTING;
    char *text = cli_read_file(path, fmt == FMT_BINARY ? SG_FILE_BINARY : SG_FILE_LISTING, &len);
    if (!text)
        return 2;
    sg_error err;
    sg_status st;
    if (fmt == FMT_BINARY) {
        st = sg_program_from_binary((const uint8_t *)text, len, opt->base, path, prog, &err);
    } else {
        st = sg_assemble(text, len, path, opt, prog, &err);
    }
    free(text);
    if (st) {
        char msg[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
        fprintf(stderr, "%s\n", sg_error_format(&err, msg, sizeof msg));
        if (fmt == FMT_LISTING && err.line == 1 && err.code == SG_ERR_SYNTAX)
            fprintf(stderr, "smgold: (if %s is a binary image, use --format binary)\n", path);
        return 2;
    }
    return 0;
}

