/*
 * smgold/cosim.h - lock-step co-simulation: the model as the golden side of
 * an RTL token stack, compared every clock (specs/dpi.md). The DPI-C layer
 * (dpi/smgold_dpi.h) is a thin shim over this; the C++ and SystemC
 * testbenches call it directly.
 *
 * Legal order of calls in one clock (specs/dpi.md CO-2; anything else is
 * SG_ERR_ARG and nothing is compared):
 *
 *     sg_cosim_create(args...)                   // model created and launched
 *     // launch edge (cycle -1): drive sg_cosim_launched() into the RTL, clock it
 *     for each warp slot w valid in the model:   // after the edge
 *         sg_cosim_check_warp(h, w, &obs);       // and check_token / check_wt
 *     sg_cosim_end_cycle(h);
 *     while (!sg_cosim_done(h)) {
 *         sg_cosim_step(h, &err);                // the model takes clock c
 *         // drive sg_cosim_issue(h, s) and sg_cosim_launched(h) into the RTL
 *         sg_cosim_check_step(h, s, &obs_step);  // RTL step outputs, before the edge
 *         sg_cosim_check_sched(h, &obs_sched);   // cycle timing: the schedulers, before it
 *         // rising edge
 *         sg_cosim_check_warp(...) ...           // every valid slot, after the edge
 *         sg_cosim_end_cycle(h);
 *     }
 *     sg_cosim_mismatch_count(h) == 0 && sg_cosim_total_compares(h) > 0  => pass
 *
 * Mismatches are queued (the first SG_COSIM_QUEUE are kept with their text;
 * the count goes on); nothing is printed, nothing exits: the testbench
 * decides. Every compare is counted per field, so a run that compared nothing
 * can be failed. The first clock with a mismatch is snapshotted (both states
 * of the warp, the last issued steps) for sg_cosim_write_report.
 */
#ifndef SMGOLD_COSIM_H
#define SMGOLD_COSIM_H

#include <stdint.h>

#include "smgold/datapath.h"
#include "smgold/error.h"
#include "smgold/export.h"
#include "smgold/smgold.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Version of this interface and of the DPI layer over it: a testbench built
 * against another version is refused by sg_cosim_create_checked. */
#define SG_COSIM_ABI_VERSION 4
#define SG_COSIM_QUEUE 256

typedef struct sg_cosim sg_cosim;

/* Create a model from `smgold run` arguments (smgold/run.h; relative file
 * names relative to dir) and launch the kernel. abi = the
 * SG_COSIM_ABI_VERSION the caller was built with: a different value is
 * SG_ERR_ARG "ABI version mismatch". history = issued steps kept for reports
 * (0 = 16). */
SG_API sg_status sg_cosim_create(int argc, const char *const *argv, const char *dir, unsigned abi,
                                 unsigned history, sg_cosim **out, sg_error *err);
SG_API void sg_cosim_destroy(sg_cosim *h);

/* The model, for state accessors (smgold/smgold.h). */
SG_API const sg_sm *sg_cosim_sm(const sg_cosim *h);

/* Record the call stream (create arguments, every step and check, the
 * verdict) into path, for `smgold replay`. Call before the first check. The
 * file is complete after sg_cosim_finish. */
SG_API sg_status sg_cosim_record(sg_cosim *h, const char *path, sg_error *err);

/* One model clock (sg_sm_step). A model error (a warp in ERROR for a cause
 * other than the stack's, or a deadlock) is returned; stack errors are not
 * errors here: they are state to compare (CO-6). */
SG_API sg_status sg_cosim_step(sg_cosim *h, sg_error *err);

/* 1 when the run is over: every block done, or a warp of the model in ERROR
 * and its clock closed (CO-6). */
SG_API int sg_cosim_done(const sg_cosim *h);
/* The clock being compared: -1 for the launch edge, then 0, 1, ... */
SG_API int64_t sg_cosim_cycle(const sg_cosim *h);

/* With scheduler_policy = external: the slot scheduler `sched` issues in the
 * next clock (sg_sm_set_pick; recorded for replay). */
SG_API sg_status sg_cosim_set_pick(sg_cosim *h, unsigned sched, int slot, sg_error *err);

/* Token-stack coverage of the run from now on (sg_sm_set_coverage). */
SG_API sg_status sg_cosim_set_coverage(sg_cosim *h, int on, sg_error *err);

/* The bundles to drive (specs/dpi.md §3.2): sg_sm_last_issue and
 * sg_sm_last_launched of the model, for the current clock. */
SG_API sg_status sg_cosim_issue(const sg_cosim *h, unsigned sched, sg_issue *out, sg_error *err);
SG_API uint64_t sg_cosim_launched(const sg_cosim *h);

/* What the RTL shows. */
typedef struct sg_obs_step { /* step outputs of one issue port, before the edge */
    uint32_t pc, am, push, pop, spill, fill, error;
} sg_obs_step;

typedef struct sg_obs_warp { /* one warp slot's state, after the edge */
    uint32_t status; /* 0 RUNNING, 1 DONE, 2 ERROR */
    uint32_t error;  /* stack error code 0-3 */
    uint32_t pc, am, bm, cm, rm, xm, live, depth;
} sg_obs_warp;

/* Compare (each field counted, each difference queued). check_step compares
 * the issue port of a scheduler that issued this clock (a port the model did
 * not use is not compared). check_token compares the token at position i
 * from the bottom (0 = oldest) for i below the larger depth; a position only
 * one side has is a mismatch of field "tok_type". check_wt takes the RTL's
 * valid while-mask entries in any order (the checker orders them by depth,
 * then pc, WM-1). */
SG_API sg_status sg_cosim_check_step(sg_cosim *h, unsigned sched, const sg_obs_step *obs,
                                     sg_error *err);
SG_API sg_status sg_cosim_check_warp(sg_cosim *h, unsigned slot, const sg_obs_warp *obs,
                                     sg_error *err);
SG_API sg_status sg_cosim_check_token(sg_cosim *h, unsigned slot, unsigned i, uint32_t type,
                                      uint32_t mask, uint32_t pc, sg_error *err);
SG_API sg_status sg_cosim_check_wt(sg_cosim *h, unsigned slot, const sg_wt_state *entries,
                                   unsigned n, sg_error *err);
/* Close the clock: checks that every valid warp slot was compared (else a
 * mismatch of field "unchecked"), snapshots the first failing clock. */
SG_API sg_status sg_cosim_end_cycle(sg_cosim *h, sg_error *err);

/* Fields compared (counters and mismatch records name them). */
typedef enum sg_field {
    SG_F_STATUS, SG_F_ERROR, SG_F_PC, SG_F_AM, SG_F_BM, SG_F_CM, SG_F_RM, SG_F_XM, SG_F_LIVE,
    SG_F_DEPTH, SG_F_TOK_TYPE, SG_F_TOK_MASK, SG_F_TOK_PC, SG_F_WT_COUNT, SG_F_WT_PC,
    SG_F_WT_DEPTH, SG_F_WT_MASK, SG_F_STEP_PC, SG_F_STEP_AM, SG_F_STEP_PUSH, SG_F_STEP_POP,
    SG_F_STEP_SPILL, SG_F_STEP_FILL, SG_F_STEP_ERROR, SG_F_UNCHECKED,
    /* datapath (specs/datapath.md DP-5) */
    SG_F_RT_VALID, SG_F_RT_PC, SG_F_RT_LANES, SG_F_RT_NREGS, SG_F_RT_REG, SG_F_RT_VALUE,
    SG_F_RT_PREDS, SG_F_RT_PRED, SG_F_RT_CC_WRITTEN, SG_F_RT_CC, SG_F_MEM_KIND, SG_F_MEM_SPACE,
    SG_F_MEM_SIZE, SG_F_MEM_ADDR, SG_F_MEM_BE, SG_F_MEM_WDATA, SG_F_MEM_NTRANS, SG_F_MEM_TRANS,
    SG_F_MEM_PASSES, SG_F_RT_QUEUE,
    /* the scheduler (specs/dpi.md, legality mode): an RTL pick the model could not issue */
    SG_F_SCHED_PICK,
    /* the lane compactor (specs/lanes-rtl.md): clocks on the pipe, enables and sources per clock */
    SG_F_LANE_CLOCKS, SG_F_LANE_ENABLE, SG_F_LANE_SRC,
    /* the decoder (specs/decode.md): field k of the decode bundle (index = k) */
    SG_F_DEC,
    /* the warp schedulers and the scoreboard (specs/timing.md WR-3, sg_cosim_check_sched):
     * per scheduler (index = s) the pick (slot, 0xffffffff none), the refusal and the stall
     * cause; per slot (warp = w) ready, long stall, two-level active, why and dep; per
     * pipe (index = p) the busy clocks left */
    SG_F_SCHED_ISSUE, SG_F_SCHED_REFUSED, SG_F_SCHED_CAUSE, SG_F_SCHED_READY, SG_F_SCHED_LONG,
    SG_F_SCHED_ACTIVE, SG_F_SCHED_WHY, SG_F_SCHED_DEP, SG_F_SCHED_PIPE, SG_F_COUNT
} sg_field;
/* The field of a name ("rt_value"), -1 if none. */
SG_API int sg_cosim_field_by_name(const char *name);
SG_API const char *sg_cosim_field_name(unsigned field);

typedef struct sg_mismatch {
    int64_t cycle;
    unsigned warp;      /* slot */
    unsigned field;     /* sg_field */
    int index;          /* token position from the bottom, WT entry, register / transaction
                           position in a retire record, or -1 */
    int lane;           /* datapath fields: the lane, or -1 */
    int reg;            /* rt_value: the register; rt_pred: the predicate; mem_wdata: the
                           chunk word; or -1 */
    uint64_t expected, actual;
    char text[192];     /* "cycle 12 warp 3 field am expected 0x0000000f actual 0x000000ff",
                           "cycle 40 warp 1 lane 7 field rt_value R4 expected ..." */
} sg_mismatch;

/* ---- datapath: retire records (specs/datapath.md) ----------------------
 *
 * sg_cosim_set_datapath (before the first sg_cosim_step) turns the model's
 * operand bundles and retire records on and chooses how the RTL's records
 * are matched with the model's (DP-3):
 *   SG_COSIM_CYCLE    each clock, for every scheduler, after the edge:
 *                     sg_cosim_check_retire(h, s, &obs) with obs.valid = 0
 *                     when the RTL retired nothing on port s; the model's
 *                     record of the same clock and port is compared. A port
 *                     the model retired on and the testbench did not check is
 *                     an "unchecked" mismatch at sg_cosim_end_cycle.
 *   SG_COSIM_ORDERED  whenever the RTL retires (obs.valid = 1, any clock):
 *                     compared with the oldest record of obs.warp not yet
 *                     compared (program order per warp); records the RTL
 *                     never retired are rt_valid mismatches at the end.
 * The operand bundle to drive into the unit: sg_sm_operands(sg_cosim_sm(h), s). */
enum { SG_COSIM_CYCLE = 0, SG_COSIM_ORDERED = 1 };
#define SG_RETIRE_QUEUE 32 /* records per warp the RTL may be behind (ordered) */
SG_API sg_status sg_cosim_set_datapath(sg_cosim *h, unsigned mode, sg_error *err);
/* The lane compactor of scheduler sched's issue this clock (specs/lanes-rtl.md,
 * specs/timing.md LN-9, LN-10): after the edge, the RTL's schedule (clocks,
 * enable[c], lane[c][n]; 0xff = ALU lane off) is compared with the model's
 * sg_sm_last_lanes: fields lane_clocks, lane_enable (index = clock c) and
 * lane_src (index = clock c, lane = ALU lane n). An issue that occupies no
 * pipe (control, unwind) has clocks = 0. Call it once per scheduler and clock
 * (also when the RTL shows nothing: clocks = 0). */
SG_API sg_status sg_cosim_check_lanes(sg_cosim *h, unsigned sched, const sg_lane_view *obs,
                                      sg_error *err);
/* The decoder of scheduler sched's issue this clock (specs/decode.md): after the
 * edge, the RTL's decode bundle of the issued word is compared field by field with
 * sg_decode_bundle's (field dec, index = the bundle field, the text names it).
 * Only when the model issued an instruction on that port (not an unwind step);
 * otherwise the call compares nothing. */
struct sg_decoded;
SG_API sg_status sg_cosim_check_decode(sg_cosim *h, unsigned sched, const struct sg_decoded *obs,
                                       sg_error *err);
SG_API sg_status sg_cosim_check_retire(sg_cosim *h, unsigned sched, const sg_retire *obs,
                                       sg_error *err);

/* What a warp-scheduler RTL (rtl_stubs/warp_sched.sv, specs/timing.md WR-3)
 * shows in a clock, before the edge, driven with the model's sg_sched_port
 * (smgold/sched.h): its picks and what it knows of every slot. */
typedef struct sg_obs_sched {
    uint32_t nslots;              /* warp slots the RTL has (1..64): slots below it compared */
    uint32_t pick_valid, refused; /* bit s */
    uint32_t pick_warp[2];
    uint32_t cause[2];            /* 0 none, 1 re-issue, 2 dependency, 3 unit */
    uint64_t ready, stalled_long, active;
    uint8_t why[64];              /* sg_why; 7 = ready, outside the two-level active set */
    uint8_t dep[64];              /* as sg_sched_view.dep */
    uint32_t pipe_rem[4];         /* ALU0, ALU1, SFU, LD/ST: busy FU clocks left */
} sg_obs_sched;
/* The schedulers and the scoreboard this clock (cycle timing only; the views
 * are on in every lock-step): call once per clock after sg_cosim_step and
 * before the edge. Every clock: sched_pipe, and sched_issue = none for the
 * clocks the schedulers do not pick in; in scheduler clocks also each
 * scheduler's pick, refusal and cause and each slot's ready, long stall,
 * active, why and dep against the model's views (sg_sm_sched_view). Errors:
 * SG_ERR_ARG for a NULL argument, no open clock, functional timing or nslots
 * out of range. Example (a binding with NWARPS slots):
 *     sg_obs_sched o = {.nslots = NWARPS};
 *     ...read the RTL's outputs into o...
 *     sg_cosim_check_sched(h, &o, &err);  */
SG_API sg_status sg_cosim_check_sched(sg_cosim *h, const sg_obs_sched *obs, sg_error *err);

/* DP-4: stop comparing field in the lanes of lanes (fields without a lane:
 * any non-zero mask). Every comparison skipped is counted. */
SG_API sg_status sg_cosim_ignore(sg_cosim *h, unsigned field, uint32_t lanes, sg_error *err);
SG_API uint64_t sg_cosim_ignored(const sg_cosim *h, unsigned field);
/* Compares made per unit (sg_unit: 0 the token stack, 1 ALU, 2 FPU64, 3 SFU,
 * 4 LD/ST; 5 the schedulers: sg_cosim_check_sched and legality-mode picks; 6 the
 * lane compactor; 7 the decoder): the verdict names each. */
#define SG_COSIM_UNITS 8
SG_API uint64_t sg_cosim_unit_compares(const sg_cosim *h, unsigned unit);

SG_API uint64_t sg_cosim_mismatch_count(const sg_cosim *h);   /* all, also beyond the queue */
SG_API sg_status sg_cosim_mismatch(const sg_cosim *h, unsigned i, sg_mismatch *out, sg_error *err);
SG_API void sg_cosim_clear_mismatches(sg_cosim *h);            /* the counters stay */
SG_API uint64_t sg_cosim_compares(const sg_cosim *h, unsigned field);
SG_API uint64_t sg_cosim_total_compares(const sg_cosim *h);

/* Write the JSON Lines report (specs/dpi.md §6): header, every queued
 * mismatch, the snapshot of the first failing clock (the last issued steps,
 * model and RTL state of the warp), and a summary with the counters. All or
 * nothing (a temporary file renamed). */
SG_API sg_status sg_cosim_write_report(const sg_cosim *h, const char *path, sg_error *err);

/* The verdict line: "pass: N compares over C cycles" or "MISMATCH cycle ..
 * warp .. field ..: expected .., actual .. (N mismatches)"; "FAIL: nothing
 * compared" when the count is 0. Returns 0 pass, 1 mismatch or nothing
 * compared. Also closes the record file. */
SG_API int sg_cosim_finish(sg_cosim *h, char *buf, size_t n);

/* Replay a record (smgold replay): re-run the model side and compare the
 * recorded RTL observations again. verdict gets the replay's finish line,
 * recorded the line the recording ended with ("" if it ended early).
 * Returns SG_OK when the log was read whole; *same = 1 when the verdicts are
 * equal. */
SG_API sg_status sg_cosim_replay(const char *path, char *verdict, size_t vn, char *recorded,
                                 size_t rn, int *same, sg_error *err);

#ifdef __cplusplus
}
#endif

#endif
