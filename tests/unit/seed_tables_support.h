/*
 * seed_tables_support.h - the harness of the test_seed_tables_*.c tests: the
 * seed vectors of vectors/seed/ reproduce the seed tables row by row
 * (specs/simt-stack.md §11 TR-2, §14-§17 tests A1, A2, B1, B2, C1, C2).
 *
 * For every vector the model is run through the public API with the setup its
 * launch.args describes (parsed here, options as `smgold run` reads them), and:
 *
 *  1. the trace the model writes is byte-identical to the vector's
 *     expected.trace (determinism and regression; the CLI is checked the same
 *     way by tests/cli/test_seed_vectors.sh);
 *  2. every row of the seed table is transcribed in the test file exactly as
 *     printed (PC, active mask, disable mask, TOS / TOS-1 / TOS-2), with the
 *     seed line it stands on; the transcription itself is checked against the seed file
 *     when ../shared/seeds is present. The masks are converted per R1
 *     (specs/simt-stack.md §3 CONV-1: 003 prints hex, bit i = lane i; 000
 *     Table 4 and Table 6 print binary strings with lane 0 on the RIGHT, 000
 *     Table 5 with lane 0 on the LEFT, §14.3, §15.1, §16.1) and compared with
 *     the record TR-2 maps the row to: PC (= the record's npc), active mask
 *     (after the step), disable mask (bm | cm | rm) and the top three tokens
 *     (type, mask, pc); a row that prints fewer than three tokens also fixes
 *     the depth. "BRA" in Table 6 is the DIV token (§13 C1), "SYNC" in Table 5
 *     the SSY token (C2);
 *  3. the memory the kernel writes equals the C code of the seed figure run
 *     here on the vector's input images, and equals its expected-*.hex.
 *
 * TR-2 mapping. A seed row shows the state BEFORE the instruction at its PC
 * (003:L68-75, "Before SSY" / "After SSY"); a record shows the state AFTER its
 * step. So a row with PC p is the record whose npc is p. Where a step leaves
 * the active mask empty (BRK), the seed shows that step together with the
 * unwind pop after it, so the row is the unwind record (§16.3). Rows printed as
 * ".." are elided and skipped. Each row names the step number it maps to;
 * the walkthroughs of specs/simt-stack.md §14.2, §15.2 and §16.2 derive those
 * numbers from the listings by hand, and check_row verifies that the mapping
 * obeys TR-2 (npc == p; never an instruction step that emptied AM).
 */
#ifndef SMGOLD_TESTS_SEED_TABLES_SUPPORT_H
#define SMGOLD_TESTS_SEED_TABLES_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

#include "support.h"

#include "smgold/config.h"
#include "smgold/smgold.h"

/* ------------------------------------------------------------------------ */
/* trace records (specs/trace-format.md §2)                                  */

#define MAX_TOK 8

typedef struct tok {
    char type[16];
    uint32_t mask, pc;
} tok;

typedef struct rec {
    char kind;            /* I, U, E */
    unsigned step;
    uint32_t pc, npc, am0, am, bm, cm, rm, xm;
    unsigned depth;
    unsigned ntok;        /* tokens listed (all of them: depth <= MAX_TOK here) */
    tok t[MAX_TOK];       /* top first */
    char insn[96];
    char g[16];           /* "-" or the guard mask */
    char ev[256];
    char wt[128];
} rec;

/* ------------------------------------------------------------------------ */
/* a vector: launch.args parsed, the model run through the public API        */

#define MAX_ITEMS 16

typedef struct image {
    uint64_t addr;
    uint32_t *w;
    size_t n;
    char path[1400]; /* the image file */
} image;

typedef struct vec {
    char name[64];
    char dir[1024];
    sg_config cfg;
    uint32_t grid[3], block[3];
    uint8_t params[0x200];
    size_t nparam;
    char param_text[1024];
    image img[MAX_ITEMS];
    unsigned nimg;
    struct {
        uint64_t addr, len;
        char file[256];
    } dump[MAX_ITEMS];
    unsigned ndump;
    struct {
        uint32_t pc, mask, nth;
    } force[MAX_ITEMS];
    unsigned nforce;
    sg_sm *sm;
    tbuf tr;              /* what the model wrote */
    rec *r;               /* its records; r[k] is step k + 1 (one warp) */
    unsigned nr;
} vec;

/* Read launch.args of vectors/seed/<name> and run its program.lst with that
 * setup through the public API; parse the trace (r[k] is step k + 1). */
void run_vector(vec *v, const char *name);
void free_vector(vec *v);
/* The 32-bit word at byte offset off of the kernel parameters. */
uint32_t param_u32(const vec *v, size_t off);
/* The initial word at addr from the vector's input images. */
uint32_t init_word(const vec *v, uint64_t addr);
float as_float(uint32_t w);
uint32_t float_bits(float f);

/* (1) the trace the model writes is expected.trace, byte for byte */
void check_expected_trace(const vec *v);
/* (3) memory: the model's memory and expected-<name>.hex both equal want[] */
void check_memory(const vec *v, const char *name, uint64_t addr, const uint32_t *want,
                  size_t n);
/* The vector's program.lst is a verbatim copy of its source listing. */
void check_copy(const vec *v, const char *source_rel);

/* ------------------------------------------------------------------------ */
/* seed tables                                                               */

typedef enum maskfmt {
    HEX,          /* "0x0F": bit i = lane i already (003, token masks of 000 Tables 4 and 6) */
    LANE0_RIGHT,  /* binary, lane 0 the rightmost character: int(s, 2) (000 Tables 4 and 6) */
    LANE0_LEFT    /* binary, lane 0 the leftmost character (000 Table 5) */
} maskfmt;

typedef struct row {
    unsigned line;        /* seed line of the row */
    const char *id;       /* the seed's entry id, or "" */
    const char *pc;       /* PC as printed */
    const char *am;       /* active mask as printed */
    const char *dis;      /* disable mask as printed; NULL: the table has no such column */
    const char *tos[3];   /* TOS, TOS-1, TOS-2 as printed; NULL or "Empty": no token */
    unsigned step;        /* TR-2: the record the row is (0: the launch state) */
    const char *model_dis; /* non-NULL where the model differs from the printed
                              disable mask (specs/simt-stack.md §13 C3): the model's value */
} row;

typedef struct table {
    const char *what;     /* "000 Table 6" */
    const char *seed;     /* seed file */
    maskfmt am_fmt, tok_fmt;
    const row *rows;
    size_t n;
} table;

#define SEED000 "000_493cbca27899cba9.txt"
#define SEED003 "003_6f3ae78e150b8283.txt"

/* Every row of t that maps to a step <= last_step. */
void check_table(const vec *v, const table *t, unsigned last_step);
/* The transcription: each printed field stands on the cited seed line, in
 * the row's order. Skipped when the seeds are not beside the checkout. */
void check_transcription(const table *t);
/* The last record: the EXIT at pc, every live lane exited, nothing left. */
void check_exit(const vec *v, uint32_t pc, uint32_t live);

#endif
