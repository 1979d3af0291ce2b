/*
 * cmd_isa.c - "smgold disasm" and "smgold asm".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "fileio.h"
#include "program.h"
#include "smgold/isa.h"
#include "smgold/listing.h"

/* Render prog as a listing into a malloc'd string; counts unknown words. */
static char *render_listing(const sg_program *prog, size_t *len, size_t *unknown)
{
    size_t cap = prog->n * (SG_TEXT_MAX + 48) + 1, n = 0;
    char *out = malloc(cap);
    if (!out)
        return NULL;
    *unknown = 0;
    for (size_t i = 0; i < prog->n; i++) {
        sg_insn in;
        if (sg_decode(prog->words[i], prog->base + 8u * (uint32_t)i, &in) != SG_OK)
            (*unknown)++;
        n += sg_disasm_line(&in, out + n, cap - n);
        out[n++] = '\n';
    }
    out[n] = '\0';
    *len = n;
    return out;
}

static int parse_common(int argc, char **argv, int i, enum fmt *fmt, int *base_given,
                        uint32_t *base)
{
    if (!strcmp(argv[i], "--base")) {
        if (i + 1 >= argc || !cli_parse_u32(argv[i + 1], base)) {
            fprintf(stderr, "smgold %s: --base needs an address (e.g. 0x100)\n", argv[0]);
            return -1;
        }
        *base_given = 1;
        return 2;
    }
    if (!strcmp(argv[i], "--format")) {
        if (i + 1 < argc && !strcmp(argv[i + 1], "binary"))
            *fmt = FMT_BINARY;
        else if (i + 1 < argc && !strcmp(argv[i + 1], "listing"))
            *fmt = FMT_LISTING;
        else {
            fprintf(stderr, "smgold %s: --format takes 'listing' or 'binary'\n", argv[0]);
            return -1;
        }
        return 2;
    }
    return 0;
}

int cmd_disasm(int argc, char **argv)
{
    const char *in = NULL, *outp = "-";
    enum fmt fmt = FMT_AUTO;
    int base_given = 0, strict = 0;
    uint32_t base = 0;
    for (int i = 1; i < argc; i++) {
        int k = parse_common(argc, argv, i, &fmt, &base_given, &base);
        if (k < 0)
            return 2;
        if (k) {
            i += k - 1;
        } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: smgold disasm FILE [--format listing|binary] [--base ADDR] [--strict] [-o OUT]\n\n"
                   "Disassemble FILE into a cuobjdump-style listing:\n"
                   "  /*0090*/ /*0x600001e74003ffff*/ @P0 BRA 0x70;\n\n"
                   "FILE is a binary image (little-endian 64-bit words; assumed for *.bin) or a\n"
                   "listing, whose words are taken from its hex comments (lines without one are\n"
                   "assembled). FILE '-' reads standard input.\n\n"
                   "  --format F   listing or binary, overriding the file name\n"
                   "  --base ADDR  address of the first instruction (default: the listing's first\n"
                   "               address comment, else 0)\n"
                   "  --strict     exit 1 if a word is not a known instruction (default: warn)\n"
                   "  -o OUT       write to OUT instead of standard output\n");
            return 0;
        } else if (!strcmp(argv[i], "--strict")) {
            strict = 1;
        } else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
            outp = argv[++i];
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "smgold disasm: unknown option '%s' (see --help)\n", argv[i]);
            return 2;
        } else if (!in) {
            in = argv[i];
        } else {
            fprintf(stderr, "smgold disasm: one input file only ('%s')\n", argv[i]);
            return 2;
        }
    }
    if (!in) {
        fprintf(stderr, "smgold disasm: no input file (see --help)\n");
        return 2;
    }
    sg_program prog;
    int rc = cli_load_program(in, fmt, base_given, base, 1, &prog);
    if (rc)
        return rc;
    size_t len, unknown;
    char *text = render_listing(&prog, &len, &unknown);
    sg_program_free(&prog);
    if (!text) {
        fprintf(stderr, "smgold disasm: out of memory\n");
        return 2;
    }
    if (unknown)
        fprintf(stderr, "smgold disasm: %s: %zu word%s not in the ISA table (shown as UNKNOWN)\n",
                in, unknown, unknown == 1 ? " is" : "s are");
    if (unknown && strict) {
        free(text);
        return 1;
    }
    rc = cli_write_file(outp, text, len) ? 2 : 0;
    free(text);
    return rc;
}

int cmd_asm(int argc, char **argv)
{
    const char *in = NULL, *outp = NULL;
    enum fmt fmt = FMT_LISTING;
    int base_given = 0, listing = 0;
    uint32_t base = 0;
    for (int i = 1; i < argc; i++) {
        int k = parse_common(argc, argv, i, &fmt, &base_given, &base);
        if (k < 0)
            return 2;
        if (k) {
            i += k - 1;
        } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: smgold asm FILE -o OUT [--listing] [--base ADDR]\n\n"
                   "Assemble the listing FILE (cuobjdump syntax; labels allowed as branch\n"
                   "targets; address and hex comments optional, checked against the text\n"
                   "when given) into OUT.\n\n"
                   "  -o OUT       output file ('-' = standard output); written only on success\n"
                   "  --listing    write a cuobjdump-style listing with addresses and hex\n"
                   "               instead of a binary image (little-endian 64-bit words)\n"
                   "  --base ADDR  address of the first instruction (default: the first\n"
                   "               address comment, else 0)\n");
            return 0;
        } else if (!strcmp(argv[i], "--listing")) {
            listing = 1;
        } else if (!strcmp(argv[i], "-o")) {
            if (i + 1 >= argc) {
                fprintf(stderr, "smgold asm: -o needs a file name\n");
                return 2;
            }
            outp = argv[++i];
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "smgold asm: unknown option '%s' (see --help)\n", argv[i]);
            return 2;
        } else if (!in) {
            in = argv[i];
        } else {
            fprintf(stderr, "smgold asm: one input file only ('%s')\n", argv[i]);
            return 2;
        }
    }
    if (!in || !outp) {
        fprintf(stderr, "smgold asm: need FILE and -o OUT (see --help)\n");
        return 2;
    }
    sg_program prog;
    int rc = cli_load_program(in, fmt, base_given, base, 0, &prog);
    if (rc)
        return rc;
    if (listing) {
        size_t len, unknown;
        char *text = render_listing(&prog, &len, &unknown);
        rc = !text ? 2 : cli_write_file(outp, text, len) ? 2 : 0;
        free(text);
    } else {
        uint8_t *bin = malloc(prog.n * 8 + 1);
        if (bin) {
            sg_program_to_binary(&prog, bin);
            rc = cli_write_file(outp, bin, prog.n * 8) ? 2 : 0;
        } else {
            rc = 2;
        }
        free(bin);
    }
    sg_program_free(&prog);
    return rc;
}

int cmd_forms(int argc, char **argv)
{
    if (argc > 1) {
        if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
            printf("usage: smgold forms\n\nList every instruction form of the ISA table as a Markdown "
                   "table:\nits syntax with the bit field of each modifier and operand, the fixed\n"
                   "bits (match) and which bits are fixed (mask), as 64-bit values.\n");
            return 0;
        }
        fprintf(stderr, "smgold forms: takes no arguments (see --help)\n");
        return 2;
    }
    printf("| # | form | match | mask |\n|---|---|---|---|\n");
    for (int i = 0; i < sg_isa_form_count(); i++) {
        char syn[1024];
        sg_form_info fi;
        sg_isa_form_info(i, &fi);
        sg_isa_form_syntax(i, syn, sizeof syn);
        printf("| %d | `", i); /* "|" is escaped: it separates Markdown table cells */
        for (const char *c = syn; *c; c++)
            fputs(*c == '|' ? "\\|" : (char[2]){*c, 0}, stdout);
        printf("` | 0x%016llx | 0x%016llx |\n", (unsigned long long)fi.match,
               (unsigned long long)fi.mask);
    }
    return 0;
}
