/*
 * smgold/run.h - setting a model up from command-line style arguments, the
 * one parser shared by "smgold run/check", the lock-step testbenches and the
 * DPI layer (as Dromajo's init(argc, argv) serves both its CLI and co-sim).
 *
 * Arguments (the options of `smgold run --help`; a vector's launch.args):
 *     PROGRAM                 a listing, or a binary image (*.bin, --format binary)
 *     --config FILE, --set KEY=VALUE, --grid X[,Y[,Z]], --block X[,Y[,Z]],
 *     --param TYPE:VALUE, --mem-init ADDR:FILE, --mem-alloc ADDR:LEN,
 *     --mem-dump ADDR:LEN:FILE, --force-guard PC:MASK[:N], --stimulus FILE,
 *     --trace OUT, --trace-detail control|datapath (= --set trace_detail=...),
 *     --expect VECTOR, --max-cycles N, --entry ADDR, --base ADDR,
 *     --cosim-ignore FIELD[:LANES] (lock-step only: sg_cosim_create applies it as
 *     sg_cosim_ignore; a standalone run does not compare and ignores it),
 *     --stats, --stats-format text|json|csv, --stats-out FILE,
 *     --format listing|binary, --quiet, @FILE (more arguments from FILE: white
 *     space separated words, "#" to the end of a line is a comment)
 * The library acts on everything but the outputs (--trace, --expect, the
 * --mem-dump files, --quiet, --stats*), which it only parses for the front end.
 * Relative file names (PROGRAM, @FILE, --config, --mem-init, --stimulus) are
 * taken relative to dir when dir is not NULL.
 *
 * Example:
 *     const char *args[] = {"program.lst", "@launch.args"};
 *     sg_run_opts *o;  sg_sm *sm;
 *     if (sg_run_parse(2, args, "vectors/seed/000-table5", &o, &err) ||
 *         sg_run_setup(o, &sm, &err) || sg_run_launch(o, sm, &err)) ...
 *     sg_sm_run(sm, o->max_cycles, &err);
 *     sg_sm_destroy(sm);  sg_run_free(o);
 */
#ifndef SMGOLD_RUN_H
#define SMGOLD_RUN_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/error.h"
#include "smgold/export.h"
#include "smgold/smgold.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SG_RUN_MAX_ITEMS 64

typedef struct sg_run_mem {
    uint64_t addr, len;
    const char *file; /* as given (relative to the run's dir) */
} sg_run_mem;

typedef struct sg_run_opts {
    const char *dir;           /* base of relative file names, or NULL */
    const char *program, *config, *trace, *expect, *stimulus, *coverage, *accelsim;
    const char *accelsim_dir;  /* --accelsim-dir DIR: Accel-Sim's trace set (kernelslist.g and
                                  kernel-N.traceg), one more kernel per run */
    const char *sets[SG_RUN_MAX_ITEMS];
    unsigned nsets;
    uint32_t grid[3], block[3];
    uint8_t params[0x1000];
    size_t param_bytes;
    sg_run_mem init[SG_RUN_MAX_ITEMS], alloc[SG_RUN_MAX_ITEMS], dump[SG_RUN_MAX_ITEMS];
    unsigned ninit, nalloc, ndump;
    struct {
        uint32_t pc, mask, nth;
    } force[SG_RUN_MAX_ITEMS];
    unsigned nforce;
    struct {
        uint64_t addr;
        uint32_t tex, texels, comps;
    } tex[SG_RUN_MAX_ITEMS];   /* --texture: the minimal texture model's bindings */
    unsigned ntex;
    uint64_t max_cycles;       /* default 10000000 */
    int base_given, entry_given, quiet, help, stats;
    int stats_format;          /* --stats-format: SG_STATS_TEXT (0, default), _JSON, _CSV
                                  (smgold/stats.h); giving it implies --stats */
    const char *stats_out;     /* --stats-out FILE: the stats go there, not to standard
                                  output (implies --stats) */
    uint32_t base, entry;
    int format;                /* 0 by the name (.bin = binary), 1 listing, 2 binary */
    const char *function;      /* --function: one function of a cuobjdump file */
    unsigned dialect;          /* --dialect: SG_DIALECT_* of the listing (smgold/isa.h) */
    uint32_t program_base;     /* set by sg_run_setup: the loaded program's base */
    struct {
        const char *field;     /* as given; sg_cosim_create checks the name */
        uint32_t lanes;        /* non-zero; 0xffffffff when no LANES was given */
    } ignore[SG_RUN_MAX_ITEMS]; /* --cosim-ignore (specs/datapath.md DP-4) */
    unsigned nignore;
    /* owned storage (the expanded argument words) */
    char **argv;
    int argc;
    char **texts;
    unsigned ntexts;
} sg_run_opts;

/* Parse the arguments (argv[0] is the first argument, not a command name).
 * "--help" sets help and stops. Errors: SG_ERR_SYNTAX naming the option and
 * what was expected; SG_ERR_IO for an unreadable @FILE. */
SG_API sg_status sg_run_parse(int argc, const char *const *argv, const char *dir, sg_run_opts **out,
                              sg_error *err);
SG_API void sg_run_free(sg_run_opts *o);

/* The usage text of the options above (for --help). */
SG_API const char *sg_run_usage(void);

/* Build the configuration, create the model, load the program, map and fill
 * memory, install the stimuli. Errors name the file and line at fault. */
SG_API sg_status sg_run_setup(sg_run_opts *o, sg_sm **out, sg_error *err);

/* Launch the kernel as the options say. */
SG_API sg_status sg_run_launch(const sg_run_opts *o, sg_sm *sm, sg_error *err);

/* Read a whole file (relative to dir when not NULL and the name is relative;
 * "-" is standard input). The text is NUL-terminated; free() it. The same as
 * sg_read_input(dir, path, SG_FILE_TEXT, ...) (smgold/files.h): at most
 * SG_LIMIT_TEXT, gzip-decompressed when the name ends in .gz; the files the
 * options above name are each read with the limit of their kind. */
SG_API sg_status sg_read_file(const char *dir, const char *path, char **text, size_t *len,
                              sg_error *err);

#ifdef __cplusplus
}
#endif

#endif
