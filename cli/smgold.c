/*
 * smgold.c - the command-line front end: one executable, one subcommand per
 * job. Thin by design: parsing arguments, reading and writing files, printing;
 * everything else is a libsmgold call.
 */
#include <stdio.h>
#include <string.h>

#include "commands.h"

static const struct {
    const char *name;
    int (*fn)(int argc, char **argv);
    const char *summary;
} commands[] = {
    {"disasm", cmd_disasm, "disassemble a listing or a binary image"},
    {"asm", cmd_asm, "assemble a listing into a binary image or a checked listing"},
    {"forms", cmd_forms, "list every instruction form of the ISA table (Markdown)"},
};

static void usage(FILE *f)
{
    fprintf(f, "usage: smgold COMMAND [options] ...\n\n"
               "smgold is a golden model of the NVIDIA Fermi (GF100) streaming multiprocessor.\n\n"
               "commands:\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %-8s %s\n", commands[i].name, commands[i].summary);
    fprintf(f, "\n'smgold COMMAND --help' describes each command.\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return 0;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("smgold %s\n", SMGOLD_VERSION);
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name))
            return commands[i].fn(argc - 1, argv + 1);
    fprintf(stderr, "smgold: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
