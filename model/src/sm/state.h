/*
 * state.h - the SM's state, shared by sm.c (fetch/decode, the warp step
 * and the clocked loop), setup.c (creation, memories, observers), accessors.c
 * (the public reads of the state), launch.c (blocks and warps), trace.c
 * (records), timing.c, coverage.c and datapath.c.
 */
#ifndef SMGOLD_SM_STATE_H
#define SMGOLD_SM_STATE_H

#include "smgold/coverage.h"
#include "smgold/smgold.h"
#include "smgold/datapath.h"
#include "smgold/sched.h"
#include "../units/exec.h"
#include "../units/collect.h"
#include "../units/fastpath.h"
#include "../units/mem.h"
#include "../units/scoreboard.h"
#include "../units/sched.h"
#include "../units/simt.h"

#define SG_MAX_STIMULI 64
#define SG_NBARRIERS 16

/* Warp errors beyond the stack's own (sg_stack_error 1-3). */
enum {
    SG_WERR_BAD_PC = 4,       /* PC outside the program or not 8-byte aligned */
    SG_WERR_UNKNOWN_INSN = 5, /* a word the ISA table does not know */
    SG_WERR_EXEC_FAULT = 6,   /* an execution unit refused (memory fault, ...) */
    SG_WERR_UNSUPPORTED = 7   /* an instruction the model does not execute */
};

/* The name of a warp error code: the stack's (1-3, sg_stack_error_name) or SG_WERR_*
 * (4-7). Here, not in sm.c, because the trace records name them too. */
static inline const char *sg_warp_error_name(unsigned code)
{
    static const char *const n[] = {"BAD_PC", "UNKNOWN_INSN", "EXEC_FAULT", "UNSUPPORTED"};
    return code >= SG_WERR_BAD_PC && code <= SG_WERR_UNSUPPORTED ? n[code - SG_WERR_BAD_PC]
                                                                 : sg_stack_error_name(code);
}

typedef struct sg_pre sg_pre;

/* An operand bundle not yet built (sm->dp_lazy_ops, datapath.c). */
typedef struct sg_dp_pending_ops {
    int pending;
    unsigned slot;
    const sg_insn *in;
    const sg_pre *p;
    uint32_t lanes;
    unsigned kept;              /* bit k: rows[k] holds port k (0 a, 1 a_hi, 2 b, 3 c) */
    unsigned snap;              /* bit 0: pred holds the predicates, bit 1: cc holds $c */
    uint32_t rows[4][SG_MAX_LANES];
    uint32_t pred[8];
    uint8_t cc[SG_MAX_LANES];
} sg_dp_pending_ops;

/* What the SM precomputes for each instruction at load time. */
struct sg_pre {
    uint8_t ctrl;      /* sg_ctrl */
    uint8_t unit;      /* sg_unit */
    uint8_t uni;       /* .U */
    uint8_t cctest;    /* CC test (15 = T) for ops that have one */
    uint8_t cond;      /* guard or CC test present (specs/simt-stack.md IN-2) */
    uint8_t brx_reg;   /* BRX/JMX: Ra */
    uint32_t target;   /* resolved target of BRA/JMP/CAL/JCAL/SSY/PBK/PCNT/PRET */
    int64_t brx_off;   /* BRX/JMX: offset added to Ra */
    uint8_t iclass;    /* issue class (timing.c, specs/timing.md IC-1) */
    uint8_t imad;      /* IMAD: its own latency (LAT-1) */
    uint8_t space;     /* LD/ST: sg_space */
    sg_deps deps;      /* what it reads (scoreboard) */
    sg_fast fast;      /* the whole-warp form of a common ALU/FPU operation (fastpath.h) */
    sg_dp_roles roles; /* which operand feeds each port of the datapath bundle (collect.h) */
    uint8_t dp_keep;   /* bit k: port k (a, a_hi, b, c) reads a register the step may write */
    int8_t dp_row[4];  /* ... and which (datapath.c) */
    uint8_t dp_snap;   /* bit 0: the step may write predicates, bit 1: $c (kept before it) */
};

/* Issue classes of the cycle model (specs/timing.md IC-1). */
enum { SG_IC_ALU, SG_IC_ALU_HALF, SG_IC_FP64, SG_IC_SFU, SG_IC_LDST, SG_IC_CTRL };
#define SG_PIPE_NONE (-2) /* an issue class that occupies no pipe */

/* The fields every step reads or writes come first, so that a step touches a few cache
 * lines of its warp rather than lines spread over its 10 KiB (issue 14). */
typedef struct sg_warp {
    int valid;
    unsigned block_slot;     /* index into sm->blocks */
    int at_barrier;          /* waiting at barrier (id + 1), 0 = not */
    uint8_t werr;            /* error beyond the stack's: SG_WERR_* */
    uint8_t emptied_by;      /* coverage: what last left AM empty (specs/coverage.md CV-3) */
    int local_dirty;         /* local memory written since it was last cleared: a launch
                                clears only then (4 MiB a launch at the defaults) */
    sg_simt st;
    uint64_t progress;       /* the clock of its last progress (specs/sm.md CLK-8) */
    sg_warp_stats stats;
    uint64_t long_pending;   /* cycle timing: a global load's result arrives then */
    uint32_t warp_in_block;
    uint8_t *local;          /* lane l at local + l * cfg.local_bytes */
    sg_regfile rf;
    sg_thread_ids ids;       /* ids.clock is set before the steps that can read it */
    sg_score score;          /* cycle timing: when results and the next issue are ready */
    char fault[SG_ERROR_MSG_MAX];
} sg_warp;

typedef struct sg_block {
    int valid;
    uint32_t index;          /* linear block index */
    unsigned first_slot, nwarps;
    unsigned arrived[SG_NBARRIERS];
    uint8_t *shared;
    uint32_t *shared_lock;   /* LDSLK/STSUL locks, one bit per shared word */
} sg_block;

struct sg_sm {
    sg_config cfg;
    sg_simt_cfg scfg;
    sg_memory *mem;
    sg_exec_env env;

    /* program */
    uint32_t base;
    size_t n;
    sg_insn *insn;
    sg_pre *pre;
    uint64_t prog_hash;
    int loaded;

    /* launch */
    int launched;
    sg_launch launch;
    uint32_t nblocks, next_block, blocks_done;
    uint32_t threads_per_block, warps_per_block;

    sg_warp *warps;          /* cfg.max_warps slots */
    sg_block *blocks;        /* cfg.max_blocks slots */
    uint8_t *shared_pool, *local_pool;
    uint32_t *lock_pool;     /* the blocks' shared_lock bitmaps */

    sg_sched sched[2];       /* the warp schedulers' policy state */
    uint64_t age[64];        /* per slot: launch order of its warp (older = lower) */
    uint64_t next_age;
    sg_issue issue[2];       /* per scheduler: the bundle of the last clock */
    unsigned issue_lt_dirty; /* bit s: issue[s].lane_target holds lane targets to clear */
    uint64_t retired;        /* slots whose block retired in the last clock */
    uint64_t new_warps;      /* slots made resident in the last clock (launch bundle) */
    int failed;              /* a warp entered ERROR: first_err says which */
    sg_error first_err;
    uint64_t cycle, instructions;
    sg_stats stats;
    int cov_on;
    sg_coverage cov;
    uint64_t pipe_free[SG_NPIPES]; /* cycle timing: the clock each pipe is free again */

    /* The schedulers' hot state, one bit or word per slot, apart from the warps so that
     * a clock reads a few cache lines rather than every warp (issue 14). */
    uint64_t runnable;       /* valid, RUNNING and not at a barrier (sg_sm_runnable_update) */
    uint64_t slots_of[2];    /* per scheduler: the slots it picks from */
    int retire_check;        /* a warp stopped running since the last retire check */
    int fp_held;             /* the default FP environment is in force (sm.c fp_hold) */
    int launch_retry;        /* a block retired since the last launch attempt */
    /* cycle timing (sg_timing_refresh): when the warp may issue again (SB-3), when the
     * operands of the word at its PC are ready (SB-2), its issue class (0xff: none, an
     * unwind step or a fetch fault) and when its last global load returns */
    uint64_t t_next[64], t_dep[64], t_long[64];
    uint64_t t_depstall[64]; /* the warp's dep_stalls statistic, up to t_acc (below) */
    uint64_t t_acc[64];      /* the first scheduler clock whose dependency stall is not counted */
    uint64_t eval_next[2];   /* per scheduler: the first clock it has not yet looked at */
    uint64_t dbg_depstall[64]; /* Debug builds: dep_stalls counted clock by clock, to check */
    uint8_t t_class[64];

    struct {
        uint32_t pc, nth, mask, seen;
    } stim[SG_MAX_STIMULI];
    unsigned nstim;

    /* scheduler views (smgold/sched.h), per scheduler; off: untouched */
    int view_on;             /* SG_VIEW_OFF, SG_VIEW_ON, SG_VIEW_LEGALITY */
    sg_sched_view view[2];
    sg_sched_port port;      /* cycle timing: the scheduler unit's ports (smgold/sched.h) */

    /* datapath recording (specs/datapath.md), per scheduler; off: untouched */
    int dp_on;
    sg_operands dp_ops[2];
    sg_retire dp_rt[2];
    /* A retire record without a memory access is built when it is read (sg_sm_retire):
     * its rows are the warp's registers after the step, which nothing changes before the
     * record is replaced (only the warp's next step, a later clock of the same
     * scheduler, writes them). What the step wrote is kept here until then. */
    struct {
        int pending;
        unsigned slot;
        sg_effects fx; /* lanes, nregs, regs, preds, cc (mem = 0) */
    } dp_lazy[2];
    /* Likewise an operand bundle outside the LD/ST unit: the registers it reads are the
     * warp's after the step except those the step wrote - its destination Rd (Rd + 1 for
     * a pair; Debug builds check that nothing else was written) - whose rows, and the
     * predicates and $c, are kept here from before the step. */
    sg_dp_pending_ops dp_lazy_ops[2];

    /* per-step scratch (no allocation on the step path) */
    sg_event *ev;
    sg_effects fx;
    uint32_t lane_target[SG_MAX_LANES];

    /* Accel-Sim export */
    sg_insn_fn afn;
    void *actx;

    /* trace */
    sg_trace_fn tfn;
    void *tctx;
    char *launch_text;
    char *tbuf;
    size_t tcap;
};

/* trace.c */
sg_status sg_trace_header(sg_sm *sm, sg_error *err);
/* One record: kind 'I', 'U' or 'E'; insn NULL for U/E; am0 = AM before. */
sg_status sg_trace_record(sg_sm *sm, unsigned slot, char kind, uint32_t pc, const sg_insn *insn,
                          int cond, uint32_t g, uint32_t am0, const sg_simt_out *so,
                          const sg_effects *fx, sg_error *err);

/* One Accel-Sim line for an executed instruction step (trace.c, §5). */
sg_status sg_trace_accelsim(sg_sm *sm, unsigned slot, const sg_insn *in, const sg_issue *is,
                            sg_error *err);

/* Cycle records (specs/trace-format.md TR-4): a scheduler clock without an
 * issue, and an issue's pipe occupancy and result times. */
sg_status sg_trace_stall(sg_sm *sm, unsigned sched, unsigned cause, sg_error *err);
sg_status sg_trace_execute(sg_sm *sm, unsigned slot, uint32_t pc, int pipe, uint64_t start,
                           unsigned clocks, uint64_t ready, const sg_effects *fx, sg_error *err);

/* coverage.c (specs/coverage.md) */
void sg_cov_policy(sg_sm *sm);
void sg_cov_step(sg_sm *sm, unsigned slot, const sg_issue *is, const sg_simt_out *so,
                 unsigned top_before, uint32_t am_before, uint32_t xm_before);

/* timing.c (specs/timing.md) */
void sg_timing_predecode(const sg_insn *in, sg_pre *p);
/* UN-1 as the scheduler unit's dep_pipe code (specs/timing.md WR-3): 0 none, 1 ALU, 2 SFU,
 * 3 LD/ST. */
uint8_t sg_timing_dep_pipe(uint8_t iclass);
/* The candidates of a scheduler that can issue at this clock (SB-2, SB-3, UN-1);
 * counts the stall cause when none can; *stalled_long = those waiting on a global
 * load; with view, each candidate's reason goes into view->why/dep (smgold/sched.h). */
uint64_t sg_timing_ready(sg_sm *sm, uint64_t cand, uint64_t *stalled_long,
                         unsigned *cause, sg_sched_view *view);
/* The same clock's pick under round robin (WS-1) without a view: the candidates are
 * looked at in the policy's order from the slot after the last pick and the first that
 * can issue is the pick, so the clock costs what the search costs; -1 and *cause (counted
 * in the stats) when none can. Equals sg_timing_ready + sg_sched_pick (Debug builds
 * check it every clock). */
int sg_timing_pick_lrr(sg_sm *sm, unsigned s, uint64_t cand, unsigned *cause);
/* sched_view.c: the view of scheduler s for this clock, and (cycle timing)
 * the scheduler unit's ports: sg_port_begin opens the clock's, sg_view_begin
 * records scheduler s's slots (smgold/sched.h) */
void sg_port_begin(sg_sm *sm, int sched_clock);
void sg_view_begin(sg_sm *sm, unsigned s, uint64_t cand);
void sg_view_end(sg_sm *sm, unsigned s, uint64_t ready, uint64_t stalled_long, int pick,
                 int refused, int external, unsigned cause);
/* Book an issue: pipe, result times, next issue. With bk, what was booked goes
 * there too (the booking bundle, specs/timing.md WR-4). */
void sg_timing_issued(sg_sm *sm, unsigned slot, const sg_issue *is, sg_sched_booking *bk);

/* datapath.c (specs/datapath.md): the operand bundle of an execution-unit
 * instruction before it runs (also points fx.rdata at it), and its retire
 * record after the step (ok = 0: the step failed, no record). */
void sg_dp_begin(sg_sm *sm, unsigned sched, unsigned slot, const sg_insn *in, const sg_pre *p,
                 uint32_t g);
/* At load: which ports of the instruction's operand bundle read a register its step may
 * write (its Rd or Rd + 1), kept before the step when the bundle is built lazily. */
void sg_dp_predecode(const sg_insn *in, sg_pre *p);
/* Returns 0, or (Debug builds) 1 when the step wrote a register a pending operand bundle
 * did not keep: an internal error. */
int sg_dp_end(sg_sm *sm, unsigned sched, unsigned slot, int ok);

/* The dep_stalls statistic (CT-1) is counted lazily (issue 14): a candidate is in a
 * dependency stall at scheduler clock c exactly when t_next <= c < t_dep (SB-5), and
 * those words and its being a candidate change only at the points that call
 * sg_depstall_settle first (sg_sm_runnable_update, sg_timing_refresh). So the
 * clocks between two such points are counted at once, and a scheduler clock need not
 * visit every candidate. The count of the clocks its scheduler has looked at and
 * not yet settled: */
static inline uint64_t sg_depstall_pending(const sg_sm *sm, unsigned slot)
{
    if (sm->cfg.timing != SG_TIMING_CYCLE || !(sm->runnable >> slot & 1) ||
        sm->t_class[slot] == 0xff)
        return 0;
    uint64_t end = sm->eval_next[(sm->slots_of[0] >> slot & 1) ? 0 : 1];
    uint64_t lo = sm->t_acc[slot] > sm->t_next[slot] ? sm->t_acc[slot] : sm->t_next[slot];
    uint64_t hi = end < sm->t_dep[slot] ? end : sm->t_dep[slot];
    if (hi <= lo)
        return 0;
    uint64_t r = sm->cfg.sched_clock_ratio; /* scheduler clocks: the multiples of r */
    return (hi + r - 1) / r - (lo + r - 1) / r;
}

static inline void sg_depstall_settle(sg_sm *sm, unsigned slot)
{
    sm->t_depstall[slot] += sg_depstall_pending(sm, slot);
    uint64_t end = sm->eval_next[(sm->slots_of[0] >> slot & 1) ? 0 : 1];
    if (end > sm->t_acc[slot])
        sm->t_acc[slot] = end;
}

/* Keep sm->runnable's bit of slot in step with the warp: called wherever valid,
 * status or at_barrier change (the step, barrier release, launch and retire). */
static inline void sg_sm_runnable_update(sg_sm *sm, unsigned slot)
{
    const sg_warp *w = &sm->warps[slot];
    sg_depstall_settle(sm, slot);
    uint64_t bit = 1ull << slot;
    if (w->valid && w->st.status == SG_WARP_RUNNING && !w->at_barrier)
        sm->runnable |= bit;
    else
        sm->runnable &= ~bit;
}

/* timing.c: the per-slot words of the cycle model (t_next, t_dep, t_class, t_long) from
 * the warp's scoreboard and PC; after every issue of the warp and at its launch. */
void sg_timing_refresh(sg_sm *sm, unsigned slot);

/* launch.c */
/* sm->slots_of: the slots each scheduler picks from (slot % schedulers), from the
 * configuration (at launch and restore). */
void sg_sm_sched_slots(sg_sm *sm);
uint32_t sg_sm_warp_limit(const sg_config *cfg);
sg_status sg_sm_launch_blocks(sg_sm *sm, sg_error *err);
void sg_sm_retire_blocks(sg_sm *sm);

#endif
