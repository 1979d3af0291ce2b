/*
 * smgold/config.h - the configuration of a model instance.
 *
 * Every parameter has a default (sg_config_default) equal to GF100 where the
 * seeds give a value. A configuration file is text, one "key = value" per line
 * ("#" starts a comment; blank lines are ignored; keys as the field names
 * below; numbers in decimal or 0x hex; policy names as written below). Unknown
 * keys, repeated keys, malformed or out-of-range values are errors naming the
 * file, line and what was expected. The RTL takes the same values as
 * parameters; a trace header records all of them (sg_config_format).
 *
 * Example file:
 *     # 8-lane warps, as 003 Figure 2
 *     warp_size = 8
 *     backward_branch_policy = div-token
 */
#ifndef SMGOLD_CONFIG_H
#define SMGOLD_CONFIG_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/error.h"
#include "smgold/export.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum sg_bb_policy {
    SG_BB_WHILE_MASK = 0, /* "while-mask": 000 §3.3.2 (specs/simt-stack.md §9.5) */
    SG_BB_DIV_TOKEN = 1   /* "div-token": backward branches push DIV like forward ones */
} sg_bb_policy;

typedef enum sg_timing {
    SG_TIMING_FUNCTIONAL = 0, /* "functional": every step completes in its clock (specs/sm.md) */
    SG_TIMING_CYCLE = 1       /* "cycle": the cycle model of specs/timing.md */
} sg_timing;

typedef enum sg_trace_detail {
    SG_TRACE_CONTROL = 0,  /* "control": format 1 records (specs/trace-format.md) */
    SG_TRACE_DATAPATH = 1  /* "datapath": format 2, with M records of memory accesses (§2.2) */
} sg_trace_detail;

typedef enum sg_sched_policy {
    SG_SCHED_LRR = 0,       /* "lrr": loose round robin (001 §7.2) */
    SG_SCHED_GTO = 1,       /* "gto": greedy then oldest */
    SG_SCHED_TWO_LEVEL = 2, /* "two-level": round robin in an active set */
    SG_SCHED_EXTERNAL = 3   /* "external": the pick is supplied each clock (sg_sm_set_pick) */
} sg_sched_policy;

typedef struct sg_config {
    unsigned warp_size;              /* lanes per warp, 1..32 (32) */
    unsigned stack_onchip_slots;     /* on-chip token slots per warp, 1..1024 (16) */
    uint32_t stack_spill_bytes;      /* per-warp local memory for spilled tokens (0):
                                        48 slots per 0x200 bytes */
    sg_bb_policy backward_branch_policy; /* (while-mask) */
    unsigned while_mask_slots;       /* live while-mask entries per warp, 1..1024 (16) */
    unsigned schedulers;             /* warp schedulers, 1..2 (2); warp w -> w % schedulers */
    unsigned max_warps;              /* resident warps per SM, 1..64 (48) */
    unsigned max_blocks;             /* resident blocks per SM, 1..16 (8) */
    uint32_t shared_bytes;           /* shared memory per block, <= 0x10000 (0xc000) */
    uint32_t local_bytes;            /* local memory per thread, multiple of 16 (0x1000) */
    unsigned regs_per_thread;        /* registers the kernel uses per thread, 0..64 (0 = they
                                        do not limit residency): at most 32768 / (32 * regs)
                                        warps are resident (001:L1215-1244) */
    /* the cycle model (specs/timing.md); all times in FU (shader) clocks */
    unsigned timing;                 /* sg_timing: functional, cycle (functional) */
    unsigned scheduler_policy;       /* sg_sched_policy: lrr, gto, two-level, external (lrr) */
    unsigned two_level_active;       /* two-level: active warps per scheduler, 1..64 (6) */
    unsigned lane_mode;              /* ALU lanes: baseline, half-skip, bcc, scc (baseline) */
    unsigned sched_clock_ratio;      /* FU clocks per scheduler clock, 1..8 (2) */
    unsigned reissue_clocks;         /* FU clocks between two issues of one warp, 1..256 (6) */
    unsigned lat_alu;                /* result latency: full-rate ALU op (20) */
    unsigned lat_imad;               /* result latency of IMAD (22); the other half-rate ops
                                        (IMUL POPC SEL IMNMX ICMP PSETP) have lat_alu */
    unsigned lat_cc;                 /* $c written, for its next reader or writer (26) */
    unsigned lat_pred;               /* a predicate written, for its readers (56) */
    unsigned lat_fp64;               /* double precision (22) */
    unsigned lat_sfu;                /* MUFU (40) */
    unsigned lat_shared;             /* shared and local memory load (30) */
    unsigned lat_const;              /* constant load (20) */
    unsigned lat_global;             /* global memory load, 1..65536 (600) */
    unsigned trace_cycles;           /* 1: cycle timing writes X, W and S records into the
                                        trace (specs/trace-format.md TR-4) (0) */
    unsigned trace_detail;           /* sg_trace_detail: control, datapath (control); the
                                        canonical text names it only when it is datapath */
    uint32_t hang_cycles;            /* a running warp without progress for this many clocks
                                        ends the run with a hang (specs/sm.md CLK-8);
                                        0 = never (1000000) */
} sg_config;

/* Fill *cfg with the defaults above. */
SG_API void sg_config_default(sg_config *cfg);

/* Apply the "key = value" lines of a configuration file (len bytes, need not
 * be NUL-terminated) over *cfg. On error *cfg is unchanged and err names
 * name:line:column. Errors: SG_ERR_SYNTAX, SG_ERR_UNKNOWN (key), SG_ERR_RANGE. */
SG_API sg_status sg_config_parse(const char *text, size_t len, const char *name, sg_config *cfg,
                                 sg_error *err);

/* Apply one "key=value" setting (as given on a command line). */
SG_API sg_status sg_config_set(sg_config *cfg, const char *key, const char *value, sg_error *err);

/* Check every field is in range (SG_ERR_RANGE naming the field). */
SG_API sg_status sg_config_check(const sg_config *cfg, sg_error *err);

/* The value of one key (the field names above; the policy as 0 while-mask,
 * 1 div-token). SG_ERR_UNKNOWN for another name. */
SG_API sg_status sg_config_get(const sg_config *cfg, const char *key, uint32_t *value,
                               sg_error *err);

/* Token-stack capacity per warp: on-chip slots + 48 per 0x200 spill bytes
 * (specs/simt-stack.md CFG-2). */
SG_API uint32_t sg_config_stack_capacity(const sg_config *cfg);

/* The canonical text of a configuration: "key=value" pairs in a fixed order,
 * separated by single spaces (what a trace header records); trace_detail
 * appears only when it is not control, so that a format-1 trace header is the
 * same as before the key existed (specs/memory.md CF-4). Returns the
 * length; the text is truncated but NUL-terminated if n is too small. */
SG_API size_t sg_config_format(const sg_config *cfg, char *buf, size_t n);

#ifdef __cplusplus
}
#endif

#endif
