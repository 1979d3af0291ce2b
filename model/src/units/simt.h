/*
 * simt.h - the SIMT token stack of one warp (specs/simt-stack.md).
 *
 * Per-cycle interface, the same bundle the RTL's stack unit carries: the SM
 * passes the decoded control class of the instruction, whether it is
 * conditional, its .S and .U bits, the guard mask G and the target(s); the
 * unit updates PC, AM, the disable masks, the stack and the while-mask table
 * and lists what happened (events). A step that would overflow or underflow
 * has no effect and puts the warp in ERROR (spec §10); nothing here
 * allocates after sg_simt_init.
 */
#ifndef SMGOLD_UNITS_SIMT_H
#define SMGOLD_UNITS_SIMT_H

#include <stdint.h>

#include "smgold/config.h"
#include "smgold/error.h"

/* Token types (spec TK-1; numeric codes as the trace and DPI carry them). */
typedef enum sg_tok_type {
    SG_TOK_SSY = 1,
    SG_TOK_DIV = 2,
    SG_TOK_CALL = 3,
    SG_TOK_PRET = 4,
    SG_TOK_PBK = 5,
    SG_TOK_PCNT = 6
} sg_tok_type;

typedef struct sg_token {
    uint8_t type;
    uint32_t mask;
    uint32_t pc;
} sg_token;

typedef struct sg_wm_entry {
    uint32_t pc, depth, mask;
} sg_wm_entry;

/* Control class of an instruction (spec IN-1). */
typedef enum sg_ctrl {
    SG_CTRL_OTHER = 0,
    SG_CTRL_SSY, SG_CTRL_PBK, SG_CTRL_PCNT, SG_CTRL_PRET,
    SG_CTRL_CAL, /* CAL, JCAL */
    SG_CTRL_BRA, /* BRA, JMP */
    SG_CTRL_BRX, /* BRX, JMX */
    SG_CTRL_BRK, SG_CTRL_CONT, SG_CTRL_RET,
    SG_CTRL_EXIT, /* EXIT, KIL */
    SG_CTRL_COUNT
} sg_ctrl;

typedef enum sg_warp_status { SG_WARP_RUNNING = 0, SG_WARP_DONE = 1, SG_WARP_ERROR = 2 } sg_warp_status;

/* Error codes and causes (spec ERR-1). */
typedef enum sg_stack_error {
    SG_SERR_NONE = 0,
    SG_SERR_STACK_OVERFLOW = 1,
    SG_SERR_STACK_UNDERFLOW = 2,
    SG_SERR_WMASK_OVERFLOW = 3
} sg_stack_error;

typedef enum sg_stack_cause {
    SG_CAUSE_NONE = 0,
    SG_CAUSE_SPOP_EMPTY,      /* unconditional .S on an empty stack */
    SG_CAUSE_GUARDED_S_EMPTY, /* conditional .S removing lanes with an empty stack */
    SG_CAUSE_UNWIND_PARKED    /* AM empty, stack empty, lanes parked in BM/CM/RM */
} sg_stack_cause;

/* Events of one step (spec TR-1), in order. */
typedef enum sg_event_kind {
    SG_EV_PUSH = 1, SG_EV_POP, SG_EV_SPILL, SG_EV_FILL,
    SG_EV_WM_NEW, SG_EV_WM_DEL, SG_EV_WM_DISCARD, SG_EV_LOST_LANES
} sg_event_kind;

typedef struct sg_event {
    uint8_t kind;
    sg_token tok;   /* PUSH, POP */
    sg_wm_entry wm; /* WM_*: the entry; WM_DISCARD: wm.mask = waiting lanes */
    uint32_t mask;  /* LOST_LANES */
} sg_event;

/* Per-instance parameters, derived from sg_config. */
typedef struct sg_simt_cfg {
    unsigned warp_size;
    uint32_t lanes_all;   /* (1 << warp_size) - 1 */
    unsigned onchip;      /* stack_onchip_slots */
    unsigned capacity;    /* onchip + spill slots */
    unsigned wt_slots;
    sg_bb_policy policy;
    unsigned max_events;  /* room in an event buffer for one step */
} sg_simt_cfg;

void sg_simt_cfg_from(const sg_config *cfg, sg_simt_cfg *out);

/* One warp's control state (spec ST-1). */
typedef struct sg_simt {
    uint32_t pc, am, bm, cm, rm, xm, live;
    unsigned depth;
    sg_token *stack;      /* [capacity], bottom first */
    unsigned nwt;
    sg_wm_entry *wt;      /* [wt_slots], ordered by (depth, pc) */
    uint8_t status;       /* sg_warp_status */
    uint8_t err;          /* sg_stack_error */
    uint8_t cause;        /* sg_stack_cause */
    uint8_t err_tok;      /* STACK_OVERFLOW: type of the token that did not fit */
    uint64_t steps;       /* steps taken (the error record's step number) */
    uint64_t spills, fills;
} sg_simt;

/* What one step produced. */
typedef struct sg_simt_out {
    unsigned nev;
    sg_event *ev;         /* caller's buffer of cfg->max_events */
} sg_simt_out;

/* The stack unit's inputs for one instruction step. */
typedef struct sg_simt_in {
    uint8_t ctrl;                /* sg_ctrl */
    uint8_t cond;                /* conditional (spec IN-2) */
    uint8_t sflag;               /* .S */
    uint8_t uni;                 /* .U (BRA/JMP) */
    uint32_t g;                  /* guard mask, subset of AM */
    uint32_t target;             /* BRA/JMP/CAL/JCAL/SSY/PBK/PCNT/PRET */
    const uint32_t *lane_target; /* BRX/JMX: target of each lane in g */
} sg_simt_in;

/* Allocate the stack and while-mask table (the only allocation). */
sg_status sg_simt_init(sg_simt *w, const sg_simt_cfg *cfg, sg_error *err);
void sg_simt_free(sg_simt *w);

/* Launch state (spec ST-2): PC = entry, AM = live, everything else empty. */
void sg_simt_launch(sg_simt *w, uint32_t entry, uint32_t live);

/* An instruction step (spec §8 phases 1-4; phase 1 is the caller's). Returns
 * SG_OK, or SG_ERR_RANGE when the warp entered ERROR (state unchanged). */
sg_status sg_simt_step(sg_simt *w, const sg_simt_cfg *cfg, const sg_simt_in *in, sg_simt_out *out);

/* The step of an instruction that is neither a control instruction nor .S
 * (OTH-1: most instructions) on a warp with lanes active: only the PC moves,
 * nothing is pushed or popped and the step cannot fail, so the SM takes it
 * without sg_simt_step's plan (issue 14). The same as sg_simt_step for such
 * an input: tests/unit/test_simt.c compares the two. */
static inline void sg_simt_step_plain(sg_simt *w, sg_simt_out *out)
{
    if (out)
        out->nev = 0;
    if (w->status != SG_WARP_RUNNING)
        return;
    w->steps++;
    w->pc += 8;
}

/* Would sg_simt_step succeed? (1 = yes.) Lets the SM check a step before an
 * execution unit writes registers, so that a failing step has no effect. */
int sg_simt_check(const sg_simt *w, const sg_simt_cfg *cfg, const sg_simt_in *in);

/* An unwind step (spec §9.10): AM is empty. */
sg_status sg_simt_unwind(sg_simt *w, const sg_simt_cfg *cfg, sg_simt_out *out);

/* The invariants of spec ST-3; returns NULL when they hold, else which one
 * fails. The SM checks them after every step in builds with
 * SMGOLD_CHECK_INVARIANTS (the Debug and sanitizer builds, so every test
 * checks them) and reports a violation as an internal error. */
const char *sg_simt_invariant_violation(const sg_simt *w, const sg_simt_cfg *cfg);

/* Names for traces and messages. */
const char *sg_tok_name(unsigned type);
const char *sg_stack_error_name(unsigned err);
const char *sg_stack_cause_name(unsigned cause);
const char *sg_event_name(unsigned kind);

#endif
