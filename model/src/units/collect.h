/*
 * collect.h - the datapath bundles of one issue (specs/datapath.md): what the
 * operand collector hands an execution unit before the step (DP-1) and the
 * retire record built from the step's effects after it (DP-2). Nothing here
 * allocates, prints or fails; the SM calls these only when recording is on.
 */
#ifndef SMGOLD_UNITS_COLLECT_H
#define SMGOLD_UNITS_COLLECT_H

#include "smgold/datapath.h"
#include "exec.h"

/* Which operand of an instruction feeds each port of the collector (DP-1): its
 * Ra, Rc and Rd registers (-1: none) and its b operand (-1: none). The same for
 * every execution of a program word, so the SM finds them once, at load. */
typedef struct sg_dp_roles {
    int8_t ra, rc, rd, b;
} sg_dp_roles;

void sg_collect_roles(const sg_insn *in, sg_dp_roles *roles);

/* Fill o's unit, lanes, word and source values (a, a_hi, b, c, d, pred, cc) from
 * the register file before the step; rdata is zero (the LD/ST unit fills it
 * through sg_effects.rdata). d (store data) is read for LD/ST-unit
 * instructions only and is 0 otherwise. o holds this port's previous bundle
 * (all zero at first): rows only an LD/ST bundle writes (d, rdata) are
 * cleared only after one. valid, warp and pc are the caller's. roles are
 * sg_collect_roles(in). */
void sg_collect_operands(const sg_insn *in, const sg_dp_roles *roles, unsigned unit,
                         uint32_t lanes, const sg_regfile *rf, const sg_exec_env *env,
                         sg_operands *o);

/* Fill r from the step's effects and the register file after the step.
 * valid, warp, pc, word and step are the caller's. */
void sg_collect_retire(const sg_effects *fx, const sg_regfile *rf, sg_retire *r);

#endif
