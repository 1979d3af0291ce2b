/*
 * smgold/gen.h - constrained-random test programs for the token stack and
 * the datapath (specs/gen.md): recipes, the generator, case directories,
 * the shrinker.
 *
 * A recipe is the structured description of one test case: the launch and
 * configuration, and a tree of nodes (if/else regions, loops with per-lane
 * trip counts, BRK/CONT, calls, BRX switches, ...) from which the program,
 * its data images and its launch arguments are generated. Recipes are plain
 * text (sg_recipe_print, sg_recipe_parse; specs/gen.md §2 has the grammar),
 * so a case can be edited and regenerated, and the shrinker works on them.
 *
 * Everything is deterministic: the same seed, index and profile give the same
 * recipe, and the same recipe gives byte-identical files. No global state.
 *
 * Example:
 *     sg_recipe *r;
 *     sg_gen_result res;
 *     if (sg_gen_recipe(42, 0, SG_GEN_FAST, &r, &err) == SG_OK) {
 *         sg_gen_write_case(r, "case-00000", &res, &err);   // an existing, empty folder
 *         sg_recipe_free(r);
 *     }
 */
#ifndef SMGOLD_GEN_H
#define SMGOLD_GEN_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/error.h"
#include "smgold/export.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum sg_gen_profile {
    SG_GEN_FAST,  /* small programs, 1-2 warps (the default) */
    SG_GEN_DEEP,  /* nesting deeper than the on-chip slots: spills and fills */
    SG_GEN_ERROR, /* ends in a stack error by design (expected-error.txt) */
    SG_GEN_MULTI, /* several blocks and warps, fewer warp slots, other warp sizes */
    SG_GEN_BRX,   /* indirect branches with 1 to 32 targets */
    SG_GEN_MIXED, /* each case one of the above, in turn */
    SG_GEN_ALU,   /* integer ALU instructions on lane-varying data, under divergence */
    SG_GEN_MEM,   /* loads and stores of every space and size at lane-dependent addresses */
    SG_GEN_DATAPATH, /* alu and mem in turn (trace format 2: M records) */
    SG_GEN_NPROFILES
} sg_gen_profile;

/* "fast", "deep", ...; NULL for a value out of range. */
SG_API const char *sg_gen_profile_name(sg_gen_profile p);
/* SG_ERR_ARG naming the accepted names when name is not one of them. */
SG_API sg_status sg_gen_profile_parse(const char *name, sg_gen_profile *out, sg_error *err);

typedef struct sg_recipe sg_recipe;

/* The recipe of case `index` of the run with `seed` and profile p. */
SG_API sg_status sg_gen_recipe(uint64_t seed, unsigned index, sg_gen_profile p, sg_recipe **out,
                               sg_error *err);

/* Recipe text (specs/gen.md §2). Errors name name:line:column and what was
 * expected (SG_ERR_SYNTAX), or the rule a well-formed recipe breaks
 * (SG_ERR_RANGE: e.g. a BRK outside any PBK loop, a recursive call). */
SG_API sg_status sg_recipe_parse(const char *text, size_t len, const char *name, sg_recipe **out,
                                 sg_error *err);
/* The text of r, malloc'd and NUL-terminated (*len may be NULL); NULL when
 * out of memory. sg_recipe_parse(sg_recipe_print(r)) equals r. */
SG_API char *sg_recipe_print(const sg_recipe *r, size_t *len);
/* 1 when a and b describe the same case. */
SG_API int sg_recipe_equal(const sg_recipe *a, const sg_recipe *b);
/* A deep copy; NULL when out of memory. */
SG_API sg_recipe *sg_recipe_clone(const sg_recipe *r);
SG_API void sg_recipe_free(sg_recipe *r);

typedef struct sg_recipe_size {
    unsigned nodes;        /* recipe nodes (every node of main and of the functions) */
    unsigned instructions; /* instructions of the generated program */
    unsigned threads;      /* grid * block */
    unsigned warps;        /* warps of the launch */
    unsigned params;       /* sum of the shrinkable parameters (trip bounds, ...) */
} sg_recipe_size;

SG_API sg_status sg_recipe_size_of(const sg_recipe *r, sg_recipe_size *out, sg_error *err);

/* The files of a case, in memory: program.lst, launch.args, in.hex, out.hex,
 * recipe.txt, and for a datapath recipe g.hex and gh.hex (README.md and the
 * expected files come from running the model: sg_gen_write_case). */
#define SG_GEN_MAX_FILES 8
typedef struct sg_gen_file {
    const char *name; /* static string */
    char *data;       /* malloc'd */
    size_t len;
} sg_gen_file;

typedef struct sg_gen_files {
    sg_gen_file f[SG_GEN_MAX_FILES];
    unsigned n;
    unsigned instructions; /* of the program */
} sg_gen_files;

SG_API sg_status sg_gen_emit(const sg_recipe *r, sg_gen_files *out, sg_error *err);
SG_API void sg_gen_files_free(sg_gen_files *f);

typedef struct sg_gen_result {
    int error;             /* 1: the run ends in a stack error (expected-error.txt) */
    char error_line[640];  /* that error, as smgold run prints it after "smgold: " */
    uint64_t steps;        /* warp steps (instructions and unwind steps) of the run */
    uint64_t cycles;
    unsigned instructions; /* of the program */
} sg_gen_result;

/* Write the case of r into the existing folder dir: the files of
 * sg_gen_emit, then expected.trace and expected-*.hex from running the model
 * on them exactly as "smgold run program.lst @launch.args" does, or
 * expected-error.txt when the run ends in STACK_OVERFLOW, STACK_UNDERFLOW or
 * WMASK_OVERFLOW. Any other failure of the run (a fault, a hang, the cycle
 * limit) is an error of the recipe: SG_ERR_RANGE naming it. Each file is
 * written to a temporary name and renamed. */
SG_API sg_status sg_gen_write_case(const sg_recipe *r, const char *dir, sg_gen_result *out,
                                   sg_error *err);

/* ---- shrinking (specs/gen.md §6) ---- */

/* The failure signature of a checker's output: the field of the first
 * "MISMATCH" (the lock-step's "... MISMATCH cycle C warp W field F[i] ..." or
 * smgold check's "MISMATCH ..." followed by "field:    F"), without its
 * index. Returns 1 and fills sig, or 0 when the output holds no mismatch. */
SG_API int sg_verdict_signature(const char *output, char *sig, size_t n);

/* Does the candidate still fail the same way? 1 yes, 0 no, -1 stop (err
 * filled). */
typedef int (*sg_shrink_test)(void *ctx, const sg_recipe *candidate, sg_error *err);
/* One line of progress (no newline). */
typedef void (*sg_shrink_note)(void *ctx, const char *line);

typedef struct sg_shrink_stats {
    unsigned candidates; /* tested */
    unsigned accepted;   /* edits kept */
    unsigned rounds;     /* passes over the edits until one changed nothing */
    sg_recipe_size from, to;
} sg_shrink_stats;

/* Greedy delta debugging on the recipe: try every edit (specs/gen.md §6) in
 * a fixed order; keep a candidate when it is smaller and test() says it still
 * fails; repeat until a whole pass keeps nothing. *best is the smallest
 * recipe found (a copy of start when nothing could be removed). note may be
 * NULL. */
SG_API sg_status sg_shrink(const sg_recipe *start, sg_shrink_test test, void *ctx,
                           sg_shrink_note note, void *note_ctx, sg_recipe **best,
                           sg_shrink_stats *stats, sg_error *err);

#ifdef __cplusplus
}
#endif

#endif
