/*
 * cmd_gen.c - "smgold gen": constrained-random test cases (specs/gen.md).
 * Every case is written into a temporary folder next to the output, which is
 * renamed to it only when all of them are written: no partial output.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "commands.h"
#include "fileio.h"
#include "smgold/gen.h"

static void usage(void)
{
    printf("usage: smgold gen --seed S --count N [--profile P] -o DIR [--quiet]\n\n"
           "Write N constrained-random test cases DIR/case-00000 ... (specs/gen.md), each a\n"
           "vector directory: program.lst (a checked listing), launch.args, in.hex, out.hex,\n"
           "recipe.txt (the structure the program is generated from), expected.trace and\n"
           "expected-out.hex from the model (or expected-error.txt when the case ends in a\n"
           "stack error by design) and README.md; a datapath case also g.hex, gh.hex and\n"
           "their expected-*.hex. Every program terminates. The same seed,\n"
           "count and profile give byte-identical files.\n\n"
           "  --seed S      64-bit seed (decimal or 0x hex)\n"
           "  --count N     number of cases (1..1000000)\n"
           "  --profile P   fast (default: small, 1-2 warps), deep (nesting past the on-chip\n"
           "                slots), error (ends in a stack error), multi (blocks, warps, warp\n"
           "                sizes), brx (1 to 32 targets), mixed (each of those in turn);\n"
           "                alu (integer ALU instructions on lane-varying data), mem (loads\n"
           "                and stores of every space and size), datapath (alu and mem in\n"
           "                turn): their traces have M records (trace format 2)\n"
           "  -o DIR        the output folder: must not exist, or be empty\n"
           "  --quiet       no summary line\n\n"
           "Exit status: 0; 2 bad arguments or a failure (nothing is left behind).\n");
}

static int parse_u64(const char *s, uint64_t *v)
{
    if (!s || !*s || *s == '-')
        return 0;
    char *end;
    errno = 0;
    unsigned long long x = strtoull(s, &end, 0);
    if (*end || errno)
        return 0;
    *v = x;
    return 1;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int cmd_gen(int argc, char **argv)
{
    uint64_t seed = 0, count = 0;
    int have_seed = 0, have_count = 0, quiet = 0;
    const char *out = NULL, *pname = "fast";
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage();
            return 0;
        } else if (!strcmp(a, "--quiet")) {
            quiet = 1;
        } else if (!strcmp(a, "--seed") || !strcmp(a, "--count") || !strcmp(a, "--profile") ||
                   !strcmp(a, "-o")) {
            if (!v) {
                fprintf(stderr, "smgold gen: %s needs a value\n", a);
                return 2;
            }
            i++;
            if (!strcmp(a, "--seed")) {
                if (!parse_u64(v, &seed)) {
                    fprintf(stderr, "smgold gen: --seed takes a 64-bit number, not '%s'\n", v);
                    return 2;
                }
                have_seed = 1;
            } else if (!strcmp(a, "--count")) {
                if (!parse_u64(v, &count) || count < 1 || count > 1000000) {
                    fprintf(stderr, "smgold gen: --count takes 1..1000000, not '%s'\n", v);
                    return 2;
                }
                have_count = 1;
            } else if (!strcmp(a, "--profile")) {
                pname = v;
            } else {
                out = v;
            }
        } else {
            fprintf(stderr, "smgold gen: unknown argument '%s' (see --help)\n", a);
            return 2;
        }
    }
    sg_gen_profile prof;
    sg_error err;
    if (sg_gen_profile_parse(pname, &prof, &err)) {
        fprintf(stderr, "smgold gen: %s\n", err.msg);
        return 2;
    }
    if (!have_seed || !have_count || !out) {
        fprintf(stderr, "smgold gen: --seed, --count and -o are required (see --help)\n");
        return 2;
    }
    if (!cli_usable_out_dir(out)) {
        fprintf(stderr, "smgold gen: %s: exists and is not an empty folder\n", out);
        return 2;
    }
    size_t olen = strlen(out);
    char *tmp = malloc(olen + 16);
    if (!tmp) {
        fprintf(stderr, "smgold gen: out of memory\n");
        return 2;
    }
    while (olen > 1 && out[olen - 1] == '/')
        olen--;
    snprintf(tmp, olen + 16, "%.*s.tmpXXXXXX", (int)olen, out);
    if (!mkdtemp(tmp)) {
        fprintf(stderr, "smgold gen: %s: cannot create a folder next to it: %s\n", out,
                strerror(errno));
        free(tmp);
        return 2;
    }
    double t0 = now();
    uint64_t steps = 0, errors = 0, insns = 0;
    int rc = 0;
    for (uint64_t i = 0; i < count && !rc; i++) {
        char dir[4096];
        snprintf(dir, sizeof dir, "%s/case-%05" PRIu64, tmp, i);
        sg_recipe *r = NULL;
        sg_gen_result res;
        if (mkdir(dir, 0777)) {
            fprintf(stderr, "smgold gen: %s: cannot create: %s\n", dir, strerror(errno));
            rc = 2;
        } else if (sg_gen_recipe(seed, (unsigned)i, prof, &r, &err) ||
                   sg_gen_write_case(r, dir, &res, &err)) {
            char buf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
            fprintf(stderr, "smgold gen: case %" PRIu64 ": %s\n", i,
                    sg_error_format(&err, buf, sizeof buf));
            rc = 2;
        } else {
            steps += res.steps;
            errors += (uint64_t)res.error;
            insns += res.instructions;
        }
        sg_recipe_free(r);
    }
    if (!rc) {
        rmdir(out); /* an empty folder given as the output */
        if (rename(tmp, out)) {
            fprintf(stderr, "smgold gen: %s: cannot rename %s to it: %s\n", out, tmp,
                    strerror(errno));
            rc = 2;
        }
    }
    if (rc)
        cli_remove_tree(tmp);
    double dt = now() - t0;
    if (!rc && !quiet)
        printf("smgold gen: %" PRIu64 " case%s (profile %s, seed 0x%" PRIx64 ") in %s: %" PRIu64
               " end in a stack error by design; %.1f instructions and %.1f warp steps per "
               "case; %.2f s (%.0f cases/s)\n",
               count, count == 1 ? "" : "s", pname, seed, out, errors,
               (double)insns / (double)count, (double)steps / (double)count, dt,
               dt > 0 ? (double)count / dt : 0.0);
    free(tmp);
    return rc;
}
