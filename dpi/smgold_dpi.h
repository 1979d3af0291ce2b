/*
 * smgold_dpi.h - the DPI-C functions of smgold (specs/dpi.md §5): a thin
 * shim over smgold/cosim.h for SystemVerilog testbenches. Declared here with
 * extern "C" guards (Verilator compiles DPI users as C++; never include
 * Verilator's generated V<top>__Dpi.h from C). dpi/smgold_dpi.svh holds the
 * matching `import "DPI-C"` declarations.
 *
 * Every function takes the handle (chandle) smgold_create returned. Nothing
 * exits or prints: failures are kept in the handle (smgold_ok,
 * smgold_last_error), mismatches queued (smgold_mismatch_count, smgold_mismatch,
 * smgold_clear_mismatches), and the SystemVerilog side decides.
 *
 * A NULL handle (smgold_create out of memory, or a chandle never set) is
 * allowed everywhere and changes nothing: smgold_ok 0, smgold_done 1 (a step
 * loop ends), smgold_finish 1 (never a pass), calls that return 0/-1 return
 * -1, look-ups by name -1, other queries 0 or "" (their output arguments
 * untouched), checks and smgold_destroy do nothing.
 *
 * Masks and PCs travel as SV `int` (32 bits, two's complement: compare them
 * as bit patterns).
 *
 * Example (SV):
 *     chandle h = smgold_create("program.lst @launch.args", "vectors/seed/000-table5",
 *                               SMGOLD_DPI_ABI);
 *     if (!smgold_ok(h)) $fatal(1, "%s", smgold_last_error(h));
 */
#ifndef SMGOLD_DPI_H
#define SMGOLD_DPI_H

#include "smgold/export.h"
#include "svdpi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The interface version this library implements (= SG_COSIM_ABI_VERSION). */
SG_API int smgold_abi_version(void);

/* Create a model from `smgold run` arguments (white-space separated; @FILE,
 * relative names relative to dir, "" = the current directory) and launch
 * it. abi = the version the SV side was written for (SMGOLD_DPI_ABI of
 * smgold_dpi.svh): a mismatch, like any set-up error, leaves a handle whose
 * smgold_ok is 0 and whose smgold_last_error says why. NULL only when out
 * of memory. */
SG_API void *smgold_create(const char *args, const char *dir, int abi);
SG_API void smgold_destroy(void *h);
SG_API int smgold_ok(void *h);
SG_API const char *smgold_last_error(void *h);

/* Record the call stream for `smgold replay` (before the first check). 0 ok. */
SG_API int smgold_record(void *h, const char *path);

/* Checkpoints (specs/checkpoint.md): save the model's whole state to path, or,
 * at the launch edge (before the first smgold_step), replace it by the state
 * saved in path - a warm start: the model continues from the saved clock, and
 * smgold_step's clocks are the kernel's (specs/checkpoint.md CK-8). The handle
 * must have been made with the saving run's arguments. 0 ok, -1 error
 * (smgold_last_error: another program or configuration, a bad file, ...). */
SG_API int smgold_save(void *h, const char *path);
SG_API int smgold_restore(void *h, const char *path);

/* One model clock: 0, or -1 on a model error (smgold_last_error). */
SG_API int smgold_step(void *h);
SG_API int smgold_done(void *h);
SG_API long long smgold_cycle(void *h);
/* Warp steps (instructions and unwind pops) the model took since the launch. */
SG_API long long smgold_instructions(void *h);

/* A configuration value by name: the sg_config field names, plus "capacity"
 * (on-chip + spill slots); -1 for an unknown name. */
SG_API int smgold_config(void *h, const char *key);

/* With scheduler_policy = external: the warp slot scheduler s issues in the
 * next clock (-1: none). 0 ok, -1 error (smgold_last_error). */
SG_API int smgold_set_pick(void *h, int s, int slot);

/* A counter of the launch (specs/timing.md CT-1) by name: "cycles",
 * "warp_instructions", "unwind_steps", "thread_instructions", "issue_slots",
 * "stall_idle", "stall_reissue", "stall_dependency", "stall_unit", "busy_alu0",
 * "busy_alu1", "busy_sfu", "busy_ldst", "stack_spills", "stack_fills",
 * "stack_traffic_bytes", "bank_conflicts", "const_serial", "global_segments"; -1 for
 * another name. */
SG_API long long smgold_stat(void *h, const char *name);

/* Lanes of scheduler s's issue this clock (specs/timing.md LN-8, LN-9):
 * the clocks it occupies its pipe; for clock c, the enabled ALU lanes
 * (smgold_lane_enable) and the warp lane ALU lane n computes (smgold_lane_src,
 * -1 when off): the swizzle settings an RTL datapath carries. */
SG_API int smgold_lane_clocks(void *h, int s);
SG_API int smgold_lane_enable(void *h, int s, int c);
SG_API int smgold_lane_src(void *h, int s, int c, int n);

/* Token-stack coverage (specs/coverage.md): smgold_cover_on starts it (counts
 * cleared); smgold_cover_hits gives a bin's count by name (-1 unknown). */
SG_API int smgold_cover_on(void *h);
SG_API long long smgold_cover_hits(void *h, const char *bin);

/* Launch bundle: bit w = warp slot w made resident in this clock. */
SG_API long long smgold_launched(void *h);

/* Issue bundle of scheduler s (specs/dpi.md §3.2). Returns valid. */
SG_API int smgold_issue(void *h, int s, int *warp, int *ctrl, int *cond, int *sflag, int *uni,
                        int *guard, int *target, int *pc, int *unwind);
SG_API int smgold_issue_lane_target(void *h, int s, int lane);
/* The instruction word scheduler s issued this clock: what fetch hands the
 * decoder (0 when it issued nothing or an unwind step, which decodes nothing). */
SG_API long long smgold_issue_word(void *h, int s);
/* The ALU lane group of scheduler s's issue this clock (specs/timing.md UN-1,
 * LN-9): ALU lanes per clock of its pipe - 16 (ALU, LD/ST), 8 (half-rate,
 * FP64), 4 (SFU); 0 when it occupies no pipe (control, unwind, nothing) - and
 * in *mode the lane mode that applied (0 baseline, 1 half-skip, 2 bcc, 3 scc):
 * which lane compactor takes the issue and how (specs/lanes-rtl.md). */
SG_API int smgold_lane_group(void *h, int s, int *mode);

/* Model state of warp slot w after the clock. Returns 1 when the slot is to be
 * compared: it holds a warp, or its warp finished in this clock (its final
 * state); 0 for an empty slot. */
SG_API int smgold_warp_state(void *h, int w, int *status, int *error, int *pc, int *am, int *bm,
                             int *cm, int *rm, int *xm, int *live, int *depth);
/* Token i from the bottom. Returns 0 when there is no such token. */
SG_API int smgold_warp_token(void *h, int w, int i, int *type, int *mask, int *pc);
/* While-mask entry i in (depth, pc) order. Returns 0 when there is none. */
SG_API int smgold_warp_wt(void *h, int w, int i, int *pc, int *depth, int *mask);

/* Checkers: the RTL's values (specs/dpi.md CO-2). A call out of order sets
 * smgold_ok to 0. */
SG_API void smgold_check_step(void *h, int s, int pc, int am, int push, int pop, int spill,
                              int fill, int error);
SG_API void smgold_check_warp(void *h, int w, int status, int error, int pc, int am, int bm, int cm,
                              int rm, int xm, int live, int depth);
SG_API void smgold_check_token(void *h, int w, int i, int type, int mask, int pc);
/* While-mask entries one by one (any order), then done. */
SG_API void smgold_check_wt_entry(void *h, int w, int pc, int depth, int mask);
SG_API void smgold_check_wt_done(void *h, int w);
SG_API void smgold_end_cycle(void *h);

/* Mismatch queue and counters. */
SG_API int smgold_mismatch_count(void *h);
SG_API const char *smgold_mismatch(void *h, int i);
SG_API void smgold_clear_mismatches(void *h);
SG_API long long smgold_compares(void *h, const char *field);
SG_API long long smgold_total_compares(void *h);

/* The JSON Lines report (0 ok) and the verdict line ("pass: ..." or
 * "MISMATCH ..."); smgold_finish returns 0 for pass. */
SG_API int smgold_write_report(void *h, const char *path);
SG_API int smgold_finish(void *h);
SG_API const char *smgold_verdict(void *h);

/* ---- datapath (specs/datapath.md): one call per issue port per clock ----
 * Per-lane values travel in SV open arrays of int (longint for addresses);
 * two-dimensional bundles are flattened as [k*32 + lane]. Sizes: reg 8,
 * value 256 (8 registers), pred 8, cc 32, addr 32, be 32, wdata 128, trans 32;
 * operand arrays a, a_hi, b, c, cc 32, d and rdata 128, pred 8. A shorter
 * array is a set-up error (smgold_ok = 0).
 *
 * Example (SV, after each rising edge, cycle mode):
 *     smgold_check_retire(h, s, v, warp, pc, lanes, nregs, reg, value, preds, pred,
 *                         ccw, cc, mem, space, size, addr, be, wdata, ntrans, trans,
 *                         passes);
 */
/* Turn datapath comparison on, before the first smgold_step: mode "cycle"
 * or "ordered" (DP-3). 0, or -1 (smgold_last_error says why). */
SG_API int smgold_set_datapath(void *h, const char *mode);
/* DP-4: ignore field (by name, e.g. "rt_cc") in the lanes of lanes. */
SG_API int smgold_ignore(void *h, const char *field, int lanes);
SG_API long long smgold_ignored(void *h, const char *field);
/* Compares per unit: "stack", "alu", "fpu64", "sfu", "ldst", "sched", "lanes",
 * "decode" (-1 otherwise; sg_cosim_unit_compares). */
SG_API long long smgold_unit_compares(void *h, const char *unit);
/* sg_dp_reference_unit: 1 alu_lanes, 4 ldst_unit, 0 neither (a stand-in). */
SG_API int smgold_reference_unit(long long word);
/* The operand bundle of port s this clock (DP-1); returns valid. */
SG_API int smgold_operands(void *h, int s, int *warp, int *pc, int *unit, int *lanes,
                           long long *word, const svOpenArrayHandle a, const svOpenArrayHandle a_hi,
                           const svOpenArrayHandle b, const svOpenArrayHandle c,
                           const svOpenArrayHandle d, const svOpenArrayHandle pred,
                           const svOpenArrayHandle cc, const svOpenArrayHandle rdata);
/* The model's retire record of port s this clock (DP-2), for stand-ins of
 * units that have no RTL; returns valid. */
SG_API int smgold_retire(void *h, int s, int *warp, int *pc, int *lanes, int *nregs,
                         const svOpenArrayHandle reg, const svOpenArrayHandle value, int *preds,
                         const svOpenArrayHandle pred, int *cc_written, const svOpenArrayHandle cc,
                         int *mem, int *space, int *size, const svOpenArrayHandle addr,
                         const svOpenArrayHandle be, const svOpenArrayHandle wdata, int *ntrans,
                         const svOpenArrayHandle trans, int *passes);
/* Compare the RTL's record of port s (cycle mode: every port every clock,
 * valid = 0 when it retired nothing; ordered: each retirement, s unused). */
SG_API void smgold_check_retire(void *h, int s, int valid, int warp, int pc, int lanes, int nregs,
                                const svOpenArrayHandle reg, const svOpenArrayHandle value,
                                int preds, const svOpenArrayHandle pred, int cc_written,
                                const svOpenArrayHandle cc, int mem, int space, int size,
                                const svOpenArrayHandle addr, const svOpenArrayHandle be,
                                const svOpenArrayHandle wdata, int ntrans,
                                const svOpenArrayHandle trans, int passes);

/* ---- the warp schedulers, lane compactors and decoders: one call per clock
 * (schedulers) or per issue port and clock (compactors, decoders) ----
 *
 * The warp schedulers and scoreboard (rtl_stubs/warp_sched.sv, specs/timing.md
 * WR-1..WR-8), cycle timing only. smgold_sched_port: the model's scheduler
 * port bundle of this clock (sg_sm_sched_port, smgold/sched.h), i.e. what the
 * rest of the SM tells the unit; returns its valid (0 in functional timing or
 * before the first clock: everything 0). Masks bit w = slot w; per slot arrays
 * of 64 (dep_nsrc, dep_preds, dep_pipe) and dep_src of 512 ([w*8 + i], the
 * first dep_nsrc[w] valid); ext 2 (-1 none); pipe_rem 4; the booking bundle
 * of port s (sg_sched_booking) at [s] of bk_* (2 each, bk_regs longint).
 * smgold_check_sched: what the unit shows before the edge - nslots = the RTL's
 * warp slots (NWARPS), pick_valid and refused bit s, pick_warp and cause [s]
 * (2), the ready / stalled_long / active masks, why and dep per slot (64: why
 * 0-6 as sg_why, 7 = ready outside the two-level active set), pipe_rem (4:
 * ALU0, ALU1, SFU, LD/ST) - compared with the model's views
 * (sg_cosim_check_sched: fields sched_issue .. sched_pipe, unit sched). Once
 * per clock after smgold_step and before the edge; in functional timing it is
 * an error (smgold_ok = 0).
 *
 * Example (SV, before each rising edge):
 *     smgold_check_sched(h, NWARPS, pick_valid, refused, pick_warp, cause, ready,
 *                        stalled_long, active, why, dep, pipe_rem);
 */
SG_API int smgold_sched_port(void *h, int *sched_clock, long long *cand, long long *resident,
                             long long *at_bar, long long *dep_unwind, long long *dep_cc,
                             const svOpenArrayHandle dep_nsrc, const svOpenArrayHandle dep_src,
                             const svOpenArrayHandle dep_preds, const svOpenArrayHandle dep_pipe,
                             const svOpenArrayHandle ext, const svOpenArrayHandle pipe_rem,
                             const svOpenArrayHandle bk_error, const svOpenArrayHandle bk_spill,
                             const svOpenArrayHandle bk_fill, const svOpenArrayHandle bk_busy,
                             const svOpenArrayHandle bk_delay, const svOpenArrayHandle bk_regs,
                             const svOpenArrayHandle bk_preds, const svOpenArrayHandle bk_cc,
                             const svOpenArrayHandle bk_long);
SG_API void smgold_check_sched(void *h, int nslots, int pick_valid, int refused,
                               const svOpenArrayHandle pick_warp, const svOpenArrayHandle cause,
                               long long ready, long long stalled_long, long long active,
                               const svOpenArrayHandle why, const svOpenArrayHandle dep,
                               const svOpenArrayHandle pipe_rem);
/* The lane compactor of issue port s (specs/lanes-rtl.md), after the edge: the
 * schedule it shows for this clock's issue - clocks on the lane group, lanes =
 * ALU lanes per clock (16, 8, 4), enable[c] (32) the ALU lanes on in clock c,
 * src[c*32 + n] (1024) the warp lane ALU lane n computes in clock c, -1 off;
 * clocks = 0 when the port's issue occupies no lane group - compared with
 * sg_sm_last_lanes (sg_cosim_check_lanes: lane_clocks, lane_enable, lane_src,
 * unit lanes). Every port every clock, also when the RTL shows nothing. */
SG_API void smgold_check_lanes(void *h, int s, int clocks, int lanes,
                               const svOpenArrayHandle enable, const svOpenArrayHandle src);
/* The decoder of issue port s (specs/decode.md), after the edge: its packed
 * decode bundle (dec_bundle, bits = its width, every field LSB-first in field
 * order) as 32-bit words, bit b at bundle[b / 32] bit b % 32 (7 words for 213
 * bits); unpacked field by field (sg_decoded_set_field) and compared with
 * sg_decode_bundle of the word the port issued (sg_cosim_check_decode: field
 * dec, unit decode; nothing when the port issued no instruction). bits other
 * than sg_decoded_bits() is a set-up error (regenerate the decoder). */
SG_API void smgold_check_decode(void *h, int s, int bits, const svOpenArrayHandle bundle);

#ifdef __cplusplus
}
#endif

#endif
