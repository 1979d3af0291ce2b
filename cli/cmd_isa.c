/*
 * cmd_isa.c - "smgold disasm", "smgold asm", "smgold forms" and "smgold isa".
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "commands.h"
#include "fileio.h"
#include "program.h"
#include "smgold/decode.h"
#include "smgold/isa.h"
#include "smgold/listing.h"

/* Render prog as a listing into a malloc'd string in a dialect; counts
 * unknown words. */
static char *render_listing(const sg_program *prog, unsigned dialect, size_t *len,
                            size_t *unknown)
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
        n += sg_disasm_line_dialect(&in, dialect, out + n, cap - n);
        out[n++] = '\n';
    }
    out[n] = '\0';
    *len = n;
    return out;
}

typedef struct isa_args {
    const char *in, *out;
    enum fmt fmt;
    int flag; /* --strict (disasm) or --listing (asm) */
    sg_asm_options opt; /* --base, --dialect, --function */
} isa_args;

/* The options disasm and asm share. Returns 0 to go on, 1 after --help, 2 on
 * bad usage (message printed). */
static int parse_isa_args(int argc, char **argv, const char *flag, const char *help, isa_args *a)
{
    const char *cmd = argv[0];
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            fputs(help, stdout);
            return 1;
        } else if (!strcmp(arg, "--base")) {
            if (!v || !cli_parse_u32(v, &a->opt.base)) {
                fprintf(stderr, "smgold %s: --base needs an address (e.g. 0x100)\n", cmd);
                return 2;
            }
            a->opt.base_given = 1;
            i++;
        } else if (!strcmp(arg, "--dialect")) {
            if (!v || cli_parse_dialect(v, &a->opt.dialect)) {
                fprintf(stderr, "smgold %s: --dialect takes 'default' or 'old'\n", cmd);
                return 2;
            }
            i++;
        } else if (!strcmp(arg, "--function")) {
            if (!v) {
                fprintf(stderr, "smgold %s: --function needs a function name\n", cmd);
                return 2;
            }
            a->opt.function = v;
            i++;
        } else if (!strcmp(arg, "--format")) {
            if (!v || (strcmp(v, "binary") && strcmp(v, "listing"))) {
                fprintf(stderr, "smgold %s: --format takes 'listing' or 'binary'\n", cmd);
                return 2;
            }
            a->fmt = v[0] == 'b' ? FMT_BINARY : FMT_LISTING;
            i++;
        } else if (!strcmp(arg, flag)) {
            a->flag = 1;
        } else if (!strcmp(arg, "-o")) {
            if (!v) {
                fprintf(stderr, "smgold %s: -o needs a file name\n", cmd);
                return 2;
            }
            a->out = v;
            i++;
        } else if (arg[0] == '-' && arg[1]) {
            fprintf(stderr, "smgold %s: unknown option '%s' (see --help)\n", cmd, arg);
            return 2;
        } else if (!a->in) {
            a->in = arg;
        } else {
            fprintf(stderr, "smgold %s: one input file only ('%s')\n", cmd, arg);
            return 2;
        }
    }
    return 0;
}

int cmd_disasm(int argc, char **argv)
{
    isa_args a = {NULL, "-", FMT_AUTO, 0, {0}};
    int rc = parse_isa_args(
        argc, argv, "--strict",
        "usage: smgold disasm FILE [--format listing|binary] [--base ADDR] [--function NAME]\n"
        "                     [--dialect default|old] [--strict] [-o OUT]\n\n"
        "Disassemble FILE into a cuobjdump-style listing:\n"
        "  /*0090*/ /*0x600001e74003ffff*/ @P0 BRA 0x70;\n\n"
        "FILE is a binary image (little-endian 64-bit words; assumed for *.bin) or a\n"
        "listing, whose words are taken from its hex comments (lines without one are\n"
        "assembled). FILE '-' reads standard input.\n\n"
        "  --format F   listing or binary, overriding the file name\n"
        "  --base ADDR  address of the first instruction (default: the listing's first\n"
        "               address comment, else 0)\n"
        "  --function NAME  the function NAME of a cuobjdump file holding several\n"
        "               ('Function : NAME' headers)\n"
        "  --dialect D  'old': print the older cuobjdump's spelling of SHL/SHR's .W\n"
        "               (on bit 9 clear; specs/isa.md); 'default': the newer one\n"
        "  --strict     exit 1 if a word is not a known instruction (default: warn)\n"
        "  -o OUT       write to OUT instead of standard output\n",
        &a);
    if (rc)
        return rc == 1 ? 0 : rc;
    if (!a.in) {
        fprintf(stderr, "smgold disasm: no input file (see --help)\n");
        return 2;
    }
    sg_program prog;
    a.opt.trust_hex = 1;
    rc = cli_load_program(a.in, a.fmt, &a.opt, &prog);
    if (rc)
        return rc;
    size_t len, unknown;
    char *text = render_listing(&prog, a.opt.dialect, &len, &unknown);
    sg_program_free(&prog);
    if (!text) {
        fprintf(stderr, "smgold disasm: out of memory\n");
        return 2;
    }
    if (unknown)
        fprintf(stderr, "smgold disasm: %s: %zu word%s not in the ISA table (shown as UNKNOWN)\n",
                a.in, unknown, unknown == 1 ? " is" : "s are");
    if (unknown && a.flag) {
        free(text);
        return 1;
    }
    rc = cli_write_file(a.out, text, len) ? 2 : 0;
    free(text);
    return rc;
}

int cmd_asm(int argc, char **argv)
{
    isa_args a = {NULL, NULL, FMT_LISTING, 0, {0}};
    int rc = parse_isa_args(
        argc, argv, "--listing",
        "usage: smgold asm FILE -o OUT [--listing] [--base ADDR] [--function NAME]\n"
        "                  [--dialect default|old]\n\n"
        "Assemble the listing FILE (cuobjdump syntax; labels allowed as branch\n"
        "targets; address and hex comments optional, checked against the text\n"
        "when given) into OUT.\n\n"
        "  -o OUT       output file ('-' = standard output); written only on success\n"
        "  --listing    write a cuobjdump-style listing with addresses and hex\n"
        "               instead of a binary image (little-endian 64-bit words)\n"
        "  --base ADDR  address of the first instruction (default: the first\n"
        "               address comment, else 0)\n"
        "  --function NAME  the function NAME of a cuobjdump file holding several\n"
        "  --dialect D  'old': read (and with --listing write) the older cuobjdump's\n"
        "               SHL/SHR .W (on bit 9 clear; specs/isa.md); 'default': the newer\n",
        &a);
    if (rc)
        return rc == 1 ? 0 : rc;
    if (!a.in || !a.out) {
        fprintf(stderr, "smgold asm: need FILE and -o OUT (see --help)\n");
        return 2;
    }
    sg_program prog;
    rc = cli_load_program(a.in, a.fmt, &a.opt, &prog);
    if (rc)
        return rc;
    if (a.flag) {
        size_t len, unknown;
        char *text = render_listing(&prog, a.opt.dialect, &len, &unknown);
        rc = !text ? 2 : cli_write_file(a.out, text, len) ? 2 : 0;
        free(text);
    } else {
        uint8_t *bin = malloc(prog.n * 8 + 1);
        if (bin) {
            sg_program_to_binary(&prog, bin);
            rc = cli_write_file(a.out, bin, prog.n * 8) ? 2 : 0;
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

/* "smgold isa": the ISA table's generated artefacts (specs/decode.md). */
static int emit_sv(const char *dir)
{
    if (mkdir(dir, 0777) && errno != EEXIST) {
        fprintf(stderr, "smgold isa: %s: %s\n", dir, strerror(errno));
        return 2;
    }
    for (unsigned i = 0; i < sg_decode_sv_file_count(); i++) {
        size_t n = sg_decode_sv_render(i, NULL, 0);
        char *text = malloc(n + 1);
        if (!text) {
            fprintf(stderr, "smgold isa: out of memory\n");
            return 2;
        }
        sg_decode_sv_render(i, text, n + 1);
        size_t plen = strlen(dir) + strlen(sg_decode_sv_file_name(i)) + 2;
        char *path = malloc(plen);
        int rc = 2;
        if (path) {
            snprintf(path, plen, "%s/%s", dir, sg_decode_sv_file_name(i));
            rc = cli_write_file(path, text, n) ? 2 : 0;
        }
        free(path);
        free(text);
        if (rc)
            return rc;
    }
    return 0;
}

/* One word's decode bundle, one "name=value" per field, on one line. */
static int print_bundle(const char *arg)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(arg, &end, 0);
    if (errno || end == arg || *end) {
        fprintf(stderr, "smgold isa: '%s' is not a 64-bit word (e.g. 0x4003ffff600001e7)\n", arg);
        return 2;
    }
    sg_decoded d;
    sg_decode_bundle((uint64_t)v, &d);
    printf("0x%016llx", v);
    for (unsigned i = 0; i < sg_decoded_field_count(); i++) {
        uint64_t x = sg_decoded_field(&d, i);
        if (sg_decoded_field_width(i) >= 16)
            printf(" %s=0x%llx", sg_decoded_field_name(i), (unsigned long long)x);
        else
            printf(" %s=%llu", sg_decoded_field_name(i), (unsigned long long)x);
    }
    printf("\n");
    return 0;
}

int cmd_isa(int argc, char **argv)
{
    const char *help =
        "usage: smgold isa --emit-sv DIR\n"
        "       smgold isa --bundle WORD...\n\n"
        "Artefacts of the ISA table (specs/decode.md):\n"
        "  --emit-sv DIR   write the generated reference RTL of the decoder into DIR (made if\n"
        "                  missing): sm_decode_pkg.sv (the form table), sm_decode.sv (the\n"
        "                  module) and decode_bugs.svh (its injected bugs); the same table\n"
        "                  always gives the same bytes. The checked-in copies are rtl_stubs/.\n"
        "  --bundle WORD   print the decode bundle of each 64-bit WORD (the value, not\n"
        "                  cuobjdump's word order), one line of name=value per word\n";
    if (argc < 2) {
        fprintf(stderr, "%s", help);
        return 2;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        fputs(help, stdout);
        return 0;
    }
    if (!strcmp(argv[1], "--emit-sv")) {
        if (argc != 3) {
            fprintf(stderr, "smgold isa: --emit-sv takes one folder (see --help)\n");
            return 2;
        }
        return emit_sv(argv[2]);
    }
    if (!strcmp(argv[1], "--bundle")) {
        if (argc < 3) {
            fprintf(stderr, "smgold isa: --bundle needs at least one word (see --help)\n");
            return 2;
        }
        for (int i = 2; i < argc; i++)
            if (print_bundle(argv[i]))
                return 2;
        return 0;
    }
    fprintf(stderr, "smgold isa: unknown option '%s' (see --help)\n", argv[1]);
    return 2;
}
