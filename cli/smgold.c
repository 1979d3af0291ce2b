/*
 * smgold.c - the command-line front end: one executable, one subcommand per
 * job. Thin by design: parsing arguments, reading and writing files, printing;
 * everything else is a libsmgold call.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "fileio.h"
#include "smgold/smgold.h"

static const struct {
    const char *name;
    int (*fn)(int argc, char **argv);
    const char *summary;
} commands[] = {
    {"disasm", cmd_disasm, "disassemble a listing or a binary image"},
    {"asm", cmd_asm, "assemble a listing into a binary image or a checked listing"},
    {"forms", cmd_forms, "list every instruction form of the ISA table (Markdown)"},
    {"isa", cmd_isa, "the ISA table's generated decoder RTL and decode bundles"},
    {"run", cmd_run, "run a kernel: trace vector, memory dumps, stats, Accel-Sim traces"},
    {"check", cmd_check, "run a kernel and compare it with an expected trace vector"},
    {"table", cmd_table, "print a trace's token-stack states as the seed tables do"},
    {"replay", cmd_replay, "re-run a recorded lock-step run without the simulator"},
    {"cover", cmd_cover, "merge token-stack coverage files, summary, HTML, goals, Verilator .dat"},
    {"gen", cmd_gen, "generate constrained-random test cases (specs/gen.md)"},
    {"shrink", cmd_shrink, "shrink a failing generated case to a small one"},
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

/* Append p to the growing argument vector; 0 when out of memory. */
static int push_arg(char ***out, int *n, int *cap, char *p)
{
    if (*n + 2 > *cap) {
        *cap *= 2;
        char **no = realloc(*out, (size_t)*cap * sizeof *no);
        if (!no)
            return 0;
        *out = no;
    }
    (*out)[(*n)++] = p;
    return 1;
}

/* The texts of the @FILEs, which the expanded argv points into. */
typedef struct texts {
    char **v;
    int n;
} texts;

static int keep_text(texts *t, char *text)
{
    char **nv = realloc(t->v, (size_t)(t->n + 1) * sizeof *nv);
    if (!nv)
        return 0;
    t->v = nv;
    t->v[t->n++] = text;
    return 1;
}

/* Expand "@FILE" arguments: FILE's words (white space separated, "#" to the
 * end of a line is a comment) take its place. Returns a new argv or NULL. */
static char **expand_args(int *argc, char **argv, texts *kept)
{
    int cap = *argc + 1, n = 0;
    char **out = malloc((size_t)cap * sizeof *out);
    for (int i = 0; out && i < *argc; i++) {
        if (argv[i][0] != '@' || !argv[i][1]) {
            if (!push_arg(&out, &n, &cap, argv[i]))
                goto fail;
            continue;
        }
        size_t len;
        char *text = cli_read_file(argv[i] + 1, SG_FILE_ARGS, &len); /* kept: argv points into it */
        if (!text || !keep_text(kept, text)) {
            free(text);
            goto fail;
        }
        for (char *p = text; *p;) {
            if (*p == '#') { /* a comment: to the end of the line */
                while (*p && *p != '\n')
                    *p++ = '\0';
            } else if (isspace((unsigned char)*p)) {
                *p++ = '\0';
            } else {
                if (!push_arg(&out, &n, &cap, p))
                    goto fail;
                while (*p && !isspace((unsigned char)*p) && *p != '#')
                    p++;
            }
        }
    }
    if (out)
        out[n] = NULL;
    *argc = n;
    return out;
fail:
    free(out);
    return NULL;
}

static int dispatch(int argc, char **argv)
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
        printf("smgold %s\n", SMGOLD_VERSION_STRING);
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name))
            return commands[i].fn(argc - 1, argv + 1);
    fprintf(stderr, "smgold: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}

int main(int argc, char **argv)
{
    texts kept = {NULL, 0};
    char **args = expand_args(&argc, argv, &kept);
    int rc = args ? dispatch(argc, args) : 2;
    free(args);
    for (int i = 0; i < kept.n; i++)
        free(kept.v[i]);
    free(kept.v);
    return rc;
}
