/*
 * smgold/smgold.h - the golden model of one Fermi (GF100) streaming
 * multiprocessor: the public C API. Opaque handle, no global state; every
 * function that can fail returns an sg_status and fills an optional
 * sg_error; nothing exits, aborts or prints.
 *
 * Life of a model (the order is checked: SG_ERR_ARG otherwise):
 *
 *     sg_config cfg;  sg_config_default(&cfg);          // or sg_config_parse()
 *     sg_sm *sm;      sg_sm_create(&cfg, &sm, &err);
 *     sg_sm_load_program(sm, &prog, &err);               // from sg_assemble()
 *     sg_sm_map_global(sm, 0x100000, 4096, &err);        // memory the kernel uses
 *     sg_sm_write_global(sm, 0x100000, data, n, &err);
 *     sg_launch l = {.grid = {1,1,1}, .block = {28,1,1}, .params = p, .param_bytes = 16};
 *     sg_sm_launch(sm, &l, &err);
 *     while (!sg_sm_done(sm)) sg_sm_step(sm, &err);      // one clock per call
 *     // or: sg_sm_run(sm, max_cycles, &err);
 *     sg_sm_read_global(sm, 0x100000, out, n, &err);
 *     sg_sm_destroy(sm);
 *
 * Timing (specs/sm.md): each of cfg.schedulers warp schedulers issues at most
 * one warp step (an instruction, or an unwind pop of the token stack) per
 * clock; warp w belongs to scheduler w % schedulers; a scheduler picks its
 * ready warps round robin; every instruction completes in the clock it
 * issues. Blocks are made resident in launch order as warp and block slots
 * allow.
 */
#ifndef SMGOLD_SMGOLD_H
#define SMGOLD_SMGOLD_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/config.h"
#include "smgold/error.h"
#include "smgold/export.h"
#include "smgold/isa.h"
#include "smgold/listing.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SMGOLD_VERSION_STRING "0.3.0"

typedef struct sg_sm sg_sm;

/* Create a model (configuration checked: SG_ERR_RANGE naming the field). */
SG_API sg_status sg_sm_create(const sg_config *cfg, sg_sm **out, sg_error *err);
SG_API void sg_sm_destroy(sg_sm *sm);
SG_API const sg_config *sg_sm_config(const sg_sm *sm);

/* Load the program (copied and decoded; any earlier program and launch are
 * dropped). Unknown words are accepted here and fault only if executed. */
SG_API sg_status sg_sm_load_program(sg_sm *sm, const sg_program *prog, sg_error *err);

/* Global memory: map a zero-filled region (before launch), bulk write and
 * read (every byte must be mapped: SG_ERR_RANGE naming the address). */
SG_API sg_status sg_sm_map_global(sg_sm *sm, uint64_t addr, uint64_t len, sg_error *err);
SG_API sg_status sg_sm_write_global(sg_sm *sm, uint64_t addr, const void *src, size_t len,
                                    sg_error *err);
SG_API sg_status sg_sm_read_global(const sg_sm *sm, uint64_t addr, void *dst, size_t len,
                                   sg_error *err);

/* The minimal texture model (specs/execution.md §10): bind texture number
 * tex (0..127, the TLD's texture operand) to `texels` texels of `comps`
 * 32-bit components (1, 2 or 4) at global address addr, as cudaBindTexture
 * does for tex1Dfetch; TLD.LZ then fetches texel Ra unfiltered (an index past
 * the buffer reads 0). comps 0 unbinds. Unbound textures make TLD an error.
 * Errors: SG_ERR_RANGE (texture number, component count, alignment).
 * Example: sg_sm_bind_texture(sm, 0, 0x200000, n, 1, &err); // float x[n] */
SG_API sg_status sg_sm_bind_texture(sg_sm *sm, unsigned tex, uint64_t addr, uint32_t texels,
                                    unsigned comps, sg_error *err);

/* Load a memory image (smgold/image.h: $readmemh style, len bytes of text,
 * name for messages) at addr: maps [addr, addr + 4 * (last word offset + 1))
 * zero-filled and stores each word little-endian. *bytes (may be NULL) gets
 * the mapped length. Errors: the image's own (name:line:column), an image
 * with no word or reaching beyond 1 GiB (SG_ERR_RANGE). */
SG_API sg_status sg_sm_load_image(sg_sm *sm, uint64_t addr, const char *text, size_t len,
                                  const char *name, uint64_t *bytes, sg_error *err);

/* Constant bank bank (0..17), bytes [off, off+len) of 64 KiB. The launch
 * writes c[0x0][0x8..0x1f] (block and grid dimensions), the parameters from
 * c[0x0][0x20] and c[0x1][0x100] (the local stack pointer): specs/sm.md. */
SG_API sg_status sg_sm_write_const(sg_sm *sm, unsigned bank, uint32_t off, const void *src,
                                   size_t len, sg_error *err);
SG_API sg_status sg_sm_read_const(const sg_sm *sm, unsigned bank, uint32_t off, void *dst,
                                  size_t len, sg_error *err);

typedef struct sg_launch {
    uint32_t grid[3];     /* blocks in x, y, z (each >= 1) */
    uint32_t block[3];    /* threads per block in x, y, z (each >= 1) */
    const void *params;   /* kernel parameters as laid out from c[0x0][0x20] */
    size_t param_bytes;   /* <= 0x1000 - 0x20 */
    uint32_t entry;       /* address of the first instruction (usually the program base) */
} sg_launch;

/* Launch the kernel: resets warps, shared and local memory; keeps global
 * memory and constant banks other than the launch words above. */
SG_API sg_status sg_sm_launch(sg_sm *sm, const sg_launch *l, sg_error *err);

/* Force the guard of an instruction (a stimulus for illustrative seed tables,
 * specs/sm.md): the n-th time (1-based; 0 = every time) any warp executes the
 * instruction at pc, its guard mask is `mask` instead of the computed one
 * (still limited to the active lanes). At most 64 stimuli. */
SG_API sg_status sg_sm_force_guard(sg_sm *sm, uint32_t pc, uint32_t nth, uint32_t mask,
                                   sg_error *err);

/* The scheduler's pick for the next clock, when the configuration says
 * scheduler_policy = external (specs/timing.md WS-4): warp slot `slot` of
 * scheduler `sched` issues (-1: nothing issues). An RTL scheduler that picks
 * differently from the model's policies can drive the model this way. The
 * next sg_sm_step returns SG_ERR_ARG when the slot cannot issue (not the
 * scheduler's, empty, done, or waiting); no pick set = nothing issues.
 * Errors: another policy, a scheduler or slot out of range (SG_ERR_ARG). */
SG_API sg_status sg_sm_set_pick(sg_sm *sm, unsigned sched, int slot, sg_error *err);

/* Advance one clock. Returns SG_OK while the model is healthy; when a warp
 * enters ERROR (stack overflow/underflow, a fault in an execution unit, a PC
 * outside the program, an unknown instruction) the error names the warp, the
 * step, the PC and the cause, and the warp stops; other warps go on. */
SG_API sg_status sg_sm_step(sg_sm *sm, sg_error *err);

/* Step until every block is done, a warp errs, or max_cycles clocks passed
 * (SG_ERR_RANGE "did not finish within N cycles", listing the warps' PCs),
 * or no warp can issue (deadlock at a barrier). Called after a warp error of
 * this launch, it returns that first error again without stepping. */
SG_API sg_status sg_sm_run(sg_sm *sm, uint64_t max_cycles, sg_error *err);

/* 1 when every block of the launch has finished (or nothing is launched). */
SG_API int sg_sm_done(const sg_sm *sm);
SG_API uint64_t sg_sm_cycle(const sg_sm *sm);
/* Warp instructions executed and unwind steps taken since the launch. */
SG_API uint64_t sg_sm_instructions(const sg_sm *sm);

/* ---- state, for comparison with RTL ---- */

/* Warp slots on the SM (cfg.max_warps); a slot holds a warp while its block
 * is resident. */
SG_API unsigned sg_sm_warp_slots(const sg_sm *sm);

typedef struct sg_warp_state {
    int valid;            /* the slot holds a warp */
    int retired;          /* the slot's warp finished and its block retired in the last
                             clock: the fields are its final state (compared once more in
                             lock-step, specs/dpi.md CO-5) */
    uint32_t block;       /* linear block index (x fastest) */
    uint32_t warp_in_block;
    uint32_t status;      /* 0 running, 1 done, 2 error, 3 waiting at a barrier */
    uint32_t pc, am, bm, cm, rm, xm, live;
    uint32_t depth, onchip, spilled;
    uint32_t wt_entries;
    uint32_t error, cause; /* stack/warp error code and cause (specs/simt-stack.md §10) */
    uint64_t steps;
} sg_warp_state;

typedef struct sg_token_state {
    uint32_t type;        /* 1 SSY, 2 DIV, 3 CALL, 4 PRET, 5 PBK, 6 PCNT */
    uint32_t mask, pc;
} sg_token_state;

SG_API sg_status sg_sm_warp_state(const sg_sm *sm, unsigned slot, sg_warp_state *out,
                                  sg_error *err);
/* Token i of the warp's stack, 0 = top. */
SG_API sg_status sg_sm_warp_token(const sg_sm *sm, unsigned slot, unsigned i, sg_token_state *out,
                                  sg_error *err);
/* Registers (r 0..63), predicates (as a lane mask, p 0..7) and $c of a lane. */
SG_API sg_status sg_sm_reg(const sg_sm *sm, unsigned slot, unsigned lane, unsigned r, uint32_t *out,
                           sg_error *err);
SG_API sg_status sg_sm_pred_mask(const sg_sm *sm, unsigned slot, unsigned p, uint32_t *out,
                                 sg_error *err);
SG_API sg_status sg_sm_cc(const sg_sm *sm, unsigned slot, unsigned lane, uint32_t *out,
                          sg_error *err);

/* While-mask entry i of the warp (0 = first in (depth, pc) order, WM-1). */
typedef struct sg_wt_state {
    uint32_t pc, depth, mask;
} sg_wt_state;
SG_API sg_status sg_sm_warp_wt(const sg_sm *sm, unsigned slot, unsigned i, sg_wt_state *out,
                               sg_error *err);

/* ---- what the last clock did (the bundles of specs/dpi.md) ---- */

/* The issue bundle of one scheduler in the last clock: the inputs the warp's
 * stack unit received (specs/dpi.md §3.2, = sg_simt_in) and what the model's
 * stack unit made of them. */
typedef struct sg_issue {
    uint32_t valid;       /* the scheduler issued a step */
    uint32_t warp;        /* warp slot */
    uint32_t unwind;      /* an unwind step (AM was empty): the fields below are 0 */
    uint32_t pc;          /* the warp's PC before the step */
    uint64_t word;        /* the instruction word (0 for an unwind step) */
    uint32_t ctrl;        /* control class: 0 OTHER, 1 SSY, 2 PBK, 3 PCNT, 4 PRET, 5 CAL,
                             6 BRA, 7 BRX, 8 BRK, 9 CONT, 10 RET, 11 EXIT */
    uint32_t cond, sflag, uni;
    uint32_t guard;       /* G (IN-3): the taken mask of BRA/BRX */
    uint32_t target;      /* resolved target (BRA/JMP/CAL/JCAL/SSY/PBK/PCNT/PRET) */
    uint32_t lane_target[32]; /* BRX/JMX: per lane, lanes of G only (others 0) */
    /* the model's outcome */
    uint32_t next_pc, next_am;
    uint32_t push, pop, spill, fill; /* token events of the step */
    uint32_t error;       /* 0, a stack error 1-3, or a warp error 4-7 (the step failed) */
} sg_issue;

/* The bundle of scheduler sched (0 .. schedulers-1) in the last clock
 * (valid = 0 when it issued nothing or no clock has run since the launch). */
SG_API sg_status sg_sm_last_issue(const sg_sm *sm, unsigned sched, sg_issue *out, sg_error *err);

/* The lanes of the last issue of a scheduler on its pipe (specs/timing.md
 * LN-9, LN-10, UN-1), under the configured lane_mode: clock c of the
 * instruction's occupancy, ALU lane n computes warp lane lane[c][n] (0xff:
 * the ALU lane is off, bit n of enable[c] clear). lanes = ALU lanes per clock
 * of the pipe (16 ALU, 8 for half-rate and FP64 ops, 4 SFU, 16 LD/ST; 0 for
 * a control instruction or an unwind step, which occupy no pipe). Computed on
 * request from the issue's G; the model's clock does not pay for it. */
typedef struct sg_lane_view {
    unsigned clocks, lanes;
    unsigned mode;      /* the lane_mode that applied (0 baseline, 1 half-skip, 2 bcc, 3 scc;
                           LD/ST always baseline: UN-1) */
    uint32_t enable[32];
    uint8_t lane[32][32];
} sg_lane_view;
SG_API sg_status sg_sm_last_lanes(const sg_sm *sm, unsigned sched, sg_lane_view *out,
                                  sg_error *err);

/* The launch bundle: bit w is set when warp slot w was made resident in the
 * last clock (after sg_sm_launch and before the first sg_sm_step: the blocks
 * made resident by the launch itself). The warp's entry PC and LIVE mask are
 * in sg_sm_warp_state. */
SG_API uint64_t sg_sm_last_launched(const sg_sm *sm);

/* ---- counters (specs/timing.md CT-1) ---- */

enum { SG_STALL_IDLE, SG_STALL_REISSUE, SG_STALL_DEPENDENCY, SG_STALL_UNIT, SG_NSTALLS };
enum { SG_PIPE_ALU0, SG_PIPE_ALU1, SG_PIPE_SFU, SG_PIPE_LDST, SG_NPIPES };

/* Names of the stall causes ("idle", "reissue", "dependency", "unit") and of
 * the pipes ("alu0", "alu1", "sfu", "ldst"), as traces and --stats print them;
 * "?" out of range. */
SG_API const char *sg_stall_name(unsigned cause);
SG_API const char *sg_pipe_name(unsigned pipe);

typedef struct sg_stats {
    uint64_t cycles;              /* clocks since the launch (FU clocks in cycle timing) */
    uint64_t warp_instructions;   /* instruction steps */
    uint64_t unwind_steps;        /* unwind pops */
    uint64_t thread_instructions; /* active lanes summed over instruction steps */
    uint64_t issue_slots;         /* scheduler clocks x schedulers */
    uint64_t stalls[SG_NSTALLS];  /* issue slots without an issue, by cause: no candidate,
                                     re-issue interval, dependency, unit busy (cycle timing) */
    uint64_t unit_busy[SG_NPIPES]; /* FU clocks each pipe was occupied (cycle timing) */
    uint64_t stack_spills, stack_fills;
    uint64_t stack_traffic_bytes; /* local-memory bytes moved by spills and fills (MT-7) */
    uint64_t bank_conflicts;      /* shared-memory passes beyond the first (MT-2) */
    uint64_t const_serial;        /* constant passes beyond the first (MT-5) */
    uint64_t global_segments;     /* 128-byte segments of global accesses (MT-6) */
} sg_stats;

typedef struct sg_warp_stats {
    uint64_t steps, thread_instructions;
    uint64_t dep_stalls;          /* scheduler clocks it waited on a result (cycle timing) */
} sg_warp_stats;

/* Counters of the launch so far (specs/timing.md CT-1). SIMD efficiency is
 * thread_instructions / (warp_instructions * warp_size). */
SG_API sg_status sg_sm_stats(const sg_sm *sm, sg_stats *out, sg_error *err);
/* Counters of the warp in a slot since it was made resident. */
SG_API sg_status sg_sm_warp_stats(const sg_sm *sm, unsigned slot, sg_warp_stats *out,
                                  sg_error *err);

/* ---- coverage (specs/coverage.md) ---- */

struct sg_coverage;
/* Collect stack-transition coverage from now on (on != 0), the counts
 * cleared; off by default, and then free. Counts accumulate over launches. */
SG_API sg_status sg_sm_set_coverage(sg_sm *sm, int on, sg_error *err);
/* The counts so far (smgold/coverage.h). */
SG_API sg_status sg_sm_coverage(const sg_sm *sm, struct sg_coverage *out, sg_error *err);

/* ---- trace (specs/trace-format.md) ---- */

/* Receives the trace text in pieces (whole lines). Return non-zero to report
 * a write failure, which sg_sm_step returns as SG_ERR_IO. */
typedef int (*sg_trace_fn)(void *ctx, const char *text, size_t len);

/* Turn the trace on (fn != NULL) or off. The header is written at the next
 * sg_sm_launch and describes everything the run depends on: configuration,
 * program hash, grid, block, parameter bytes, every mapped global region with
 * a hash of its contents at launch, and the stimuli. note (may be NULL) is
 * appended to the launch line as "note=..." (no spaces: they are replaced).
 * Off by default, and then costs nothing. */
SG_API sg_status sg_sm_set_trace(sg_sm *sm, sg_trace_fn fn, void *ctx, const char *note,
                                 sg_error *err);

/* Accel-Sim export (specs/trace-format.md §5): fn (NULL = off) receives, for
 * every executed warp instruction (not unwind steps), its block (linear
 * index), its warp in the block and one line of Accel-Sim's SASS trace
 * format: "PC mask dest_num [dests] opcode src_num [srcs] mem_width
 * [0 addresses]". The front end groups the lines by block and warp and adds
 * the kernel header. Return non-zero from fn to report a write failure. */
typedef int (*sg_insn_fn)(void *ctx, uint32_t block, uint32_t warp, const char *line, size_t len);
SG_API sg_status sg_sm_set_accelsim(sg_sm *sm, sg_insn_fn fn, void *ctx, sg_error *err);

/* The FNV-1a 64-bit hash of the loaded program's words (little-endian bytes)
 * and its base, as the trace header records it. */
SG_API uint64_t sg_sm_program_hash(const sg_sm *sm);

#ifdef __cplusplus
}
#endif

#endif
