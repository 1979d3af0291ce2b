/*
 * smgold/limits.h - the size limit of every kind of file smgold reads, and
 * why it is that size: the one place these numbers live (smgold/files.h
 * applies them; the CLI, the DPI layer and the testbenches read every file
 * through it).
 *
 * A file over its limit is refused with an error naming the file, its kind
 * and the limit, before it is read (a regular file) or as soon as the limit
 * is passed (a pipe, FIFO or device, which is streamed). For a gzip file
 * (a name ending in .gz) the limit applies to the decompressed bytes, so a
 * small file that inflates without end (a gzip bomb) is refused as well.
 * An empty file is refused for every kind: an input named on a command line
 * is expected to say something, and an empty one is almost always the trace
 * of a step before that failed.
 */
#ifndef SMGOLD_LIMITS_H
#define SMGOLD_LIMITS_H

/* A binary program image: Fermi's relative branches (BRA, SSY, PBK, PCNT,
 * CAL, PRET) carry a signed 24-bit byte offset (specs/simt-stack.md), so
 * 16 MiB (2^21 instructions of 8 bytes) is the largest program in which every
 * instruction can reach every other. */
#define SG_LIMIT_BINARY (16ull << 20)

/* A listing (assembly text): the largest program, 2^21 instructions, at
 * 128 bytes a line (cuobjdump writes about 90 with its hex comment). */
#define SG_LIMIT_LISTING (256ull << 20)

/* A memory image ($readmemh text): 1 GiB of text is about 110 million words
 * (450 MiB of memory) written as 8 hex digits and a separator; the loader
 * itself stops at 1 GiB of memory from the load address (2^28 words). */
#define SG_LIMIT_IMAGE (1ull << 30)

/* A trace vector: compared in memory; 1 GiB is about 5 million records of
 * ~200 bytes, the trace of a kernel of millions of warp instructions, far
 * past anything a lock-step RTL simulation reaches. */
#define SG_LIMIT_TRACE (1ull << 30)

/* A lock-step log (smgold replay): one line per compared clock and unit, of
 * the size of a trace record: the same bound as a trace. */
#define SG_LIMIT_LOG (1ull << 30)

/* A configuration (--config): a few dozen "key = value" lines; 1 MiB leaves
 * room for any amount of comment. */
#define SG_LIMIT_CONFIG (1ull << 20)

/* An argument file (@FILE, launch.args): at most SG_RUN_MAX_ITEMS (64) of
 * each option, each under a few hundred bytes. */
#define SG_LIMIT_ARGS (1ull << 20)

/* A stimulus file (--stimulus): at most 64 stimuli (smgold.h). */
#define SG_LIMIT_STIMULUS (1ull << 20)

/* A coverage file: one line per bin, at most SG_COV_MAX_BINS (256) bins; a
 * goal file: at most one line per bin. */
#define SG_LIMIT_COVERAGE (1ull << 20)
#define SG_LIMIT_GOALS (1ull << 20)

/* A generator recipe (recipe.txt): one line per node of a program, and a
 * program has at most 2^21 instructions; 8 bytes a node on average. */
#define SG_LIMIT_RECIPE (16ull << 20)

/* A checkpoint (sg_sm_restore_file): global memory of up to 1 GiB (the most a
 * memory image fills) and the SM's own state (at most 64 warps of 8 KiB of
 * registers and their local memory). */
#define SG_LIMIT_CHECKPOINT (2ull << 30)

/* The standard output of a `smgold shrink --check` command, kept in memory
 * for its verdict (the first MISMATCH line, near the start): the rest is read
 * (so the command finishes) and dropped. */
#define SG_LIMIT_CHECK_OUTPUT (16ull << 20)

/* Any other text (sg_read_file): the largest limit above. */
#define SG_LIMIT_TEXT (1ull << 30)

/* A FIFO, pipe or socket that neither sends a byte nor closes for this long
 * (milliseconds) is taken for a writer that never will (or a FIFO nobody
 * opened for writing): an error instead of waiting for ever. */
#define SG_LIMIT_STREAM_IDLE_MS 10000

#endif
