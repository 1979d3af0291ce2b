/*
 * coverage.c - stack-transition coverage (smgold/coverage.h,
 * specs/coverage.md CV-1..CV-7): the bin table, the per-step sampling the
 * SM calls when coverage is on, and the text form.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "state.h"
#include "smgold/coverage.h"
#include "../util/err.h"

static const char *const tok[] = {"none", "SSY", "DIV", "CALL", "PRET", "PBK", "PCNT"};
static const char *const cls[] = {"OTHER", "SSY", "PBK", "PCNT", "PRET", "CAL",
                                  "BRA",   "BRX", "BRK", "CONT", "RET",  "EXIT"};
static const char *const causes[] = {"s", "unwind-brk", "unwind-cont", "unwind-ret",
                                     "unwind-exit", "unwind-gs", "unwind-pop", "unwind-other"};
enum { C_S, C_BRK, C_CONT, C_RET, C_EXIT, C_GS, C_POP, C_OTHER };
static const char *const fixed[] = {
    "policy.while-mask", "policy.div-token",
    "wm.new", "wm.del", "wm.discard",
    "ev.spill", "ev.fill", "ev.lost-lanes",
    "error.overflow", "error.underflow.spop", "error.underflow.guarded-s",
    "error.underflow.unwind", "error.wmask-overflow",
    "brx.targets.1", "brx.targets.2", "brx.targets.3-4", "brx.targets.5-8",
    "brx.targets.9-16", "brx.targets.17-32", "brx.not-taken-lanes",
    "bra.divergent", "bra.uniform-u", "bra.backward-divergent",
    "s.guarded", "exit.in-divergence",
};
enum { F_POLICY, F_WM = 2, F_EV = 5, F_ERR = 8, F_BRX = 13, F_BRX_NT = 19, F_BRA_DIV = 20,
       F_BRA_U, F_BRA_BACK, F_S_GUARDED, F_EXIT_DIV, F_N };
#define NFIXED ((int)(sizeof fixed / sizeof fixed[0]))
_Static_assert(F_N == NFIXED, "fixed bins and their indices agree");
#define NDEPTH 18 /* depth.0 .. depth.16, depth.spill (beyond the on-chip slots) */

/* CV-1: push[6] pop.type[6] pop.cause[8] depth[18] pair[7 x 12] fixed[25] */
enum { B_PUSH = 0, B_POPT = 6, B_POPC = 12, B_DEPTH = 20, B_PAIR = B_DEPTH + NDEPTH,
       B_FIXED = B_PAIR + 7 * 12, B_COUNT = B_FIXED + NFIXED };
_Static_assert(B_COUNT <= SG_COV_MAX_BINS, "coverage bins fit");

unsigned sg_cov_nbins(void)
{
    return B_COUNT;
}

size_t sg_cov_bin_name(unsigned i, char *buf, size_t n)
{
    int w;
    if (i < B_POPT)
        w = snprintf(buf, n, "push.%s", tok[i - B_PUSH + 1]);
    else if (i < B_POPC)
        w = snprintf(buf, n, "pop.type.%s", tok[i - B_POPT + 1]);
    else if (i < B_DEPTH)
        w = snprintf(buf, n, "pop.cause.%s", causes[i - B_POPC]);
    else if (i < B_DEPTH + NDEPTH - 1)
        w = snprintf(buf, n, "depth.%u", i - B_DEPTH);
    else if (i < B_PAIR)
        w = snprintf(buf, n, "depth.spill");
    else if (i < B_FIXED)
        w = snprintf(buf, n, "pair.%s.%s", tok[(i - B_PAIR) / 12], cls[(i - B_PAIR) % 12]);
    else if (i < B_COUNT)
        w = snprintf(buf, n, "%s", fixed[i - B_FIXED]);
    else
        w = 0;
    return w < 0 ? 0 : (size_t)w;
}

int sg_cov_bin_find(const char *name, size_t len)
{
    char b[64];
    for (unsigned i = 0; i < B_COUNT; i++)
        if (sg_cov_bin_name(i, b, sizeof b) == len && !memcmp(b, name, len))
            return (int)i;
    return -1;
}

size_t sg_cov_format(const sg_coverage *cov, char *buf, size_t n)
{
    size_t len = 0;
    char line[96];
    int w = snprintf(line, sizeof line, "# smgold coverage 1\n");
    for (unsigned i = 0; i <= B_COUNT; i++) {
        if (i) {
            char name[64];
            sg_cov_bin_name(i - 1, name, sizeof name);
            w = snprintf(line, sizeof line, "%s %llu\n", name,
                         (unsigned long long)cov->hits[i - 1]);
        }
        if (w > 0 && buf && len + (size_t)w < n)
            memcpy(buf + len, line, (size_t)w);
        len += w > 0 ? (size_t)w : 0;
    }
    if (buf && n)
        buf[len < n ? len : n - 1] = '\0';
    return len;
}

sg_status sg_cov_merge_text(sg_coverage *cov, const char *text, size_t len, const char *name,
                            sg_error *err)
{
    sg_coverage add = {{0}};
    unsigned line = 0;
    for (size_t i = 0; i < len;) {
        size_t e = i;
        while (e < len && text[e] != '\n')
            e++;
        line++;
        const char *s = text + i;
        size_t n = e - i;
        i = e + 1;
        if (line == 1) {
            if (n < 19 || memcmp(s, "# smgold coverage 1", 19)) {
                sg_fail(err, SG_ERR_SYNTAX, "expected '# smgold coverage 1' (a coverage file)");
                sg_error_at(err, name, line, 1);
                return SG_ERR_SYNTAX;
            }
            continue;
        }
        if (!n || s[0] == '#')
            continue;
        const char *sp = memchr(s, ' ', n);
        char num[32];
        size_t nl = sp ? n - (size_t)(sp + 1 - s) : 0;
        if (!sp || !nl || nl >= sizeof num) {
            sg_fail(err, SG_ERR_SYNTAX, "expected 'BIN COUNT'");
            sg_error_at(err, name, line, 1);
            return SG_ERR_SYNTAX;
        }
        memcpy(num, sp + 1, nl);
        num[nl] = '\0';
        char *end;
        unsigned long long v = strtoull(num, &end, 10);
        int b = sg_cov_bin_find(s, (size_t)(sp - s));
        if (*end || num[0] == '-') {
            sg_fail(err, SG_ERR_SYNTAX, "expected a count, not '%s'", num);
            sg_error_at(err, name, line, (unsigned)(sp - s) + 2);
            return SG_ERR_SYNTAX;
        }
        if (b < 0) {
            sg_fail(err, SG_ERR_UNKNOWN, "unknown coverage bin '%.*s'", (int)(sp - s), s);
            sg_error_at(err, name, line, 1);
            return SG_ERR_UNKNOWN;
        }
        add.hits[b] += v;
    }
    if (line == 0) {
        sg_fail(err, SG_ERR_SYNTAX, "empty coverage file");
        sg_error_at(err, name, 0, 0);
        return SG_ERR_SYNTAX;
    }
    for (unsigned b = 0; b < B_COUNT; b++)
        cov->hits[b] += add.hits[b];
    return SG_OK;
}

/* ---- sampling (CV-2..CV-7) --------------------------------------------- */

static void hit(sg_sm *sm, unsigned b)
{
    sm->cov.hits[b]++;
}

void sg_cov_policy(sg_sm *sm)
{
    hit(sm, B_FIXED + F_POLICY + (sm->cfg.backward_branch_policy == SG_BB_DIV_TOKEN));
}

void sg_cov_step(sg_sm *sm, unsigned slot, const sg_issue *is, const sg_simt_out *so,
                 unsigned top_before, uint32_t am_before, uint32_t xm_before)
{
    sg_warp *w = &sm->warps[slot];
    /* CV-4: the token on top x the control class of the instruction */
    if (!is->unwind)
        hit(sm, B_PAIR + top_before * 12 + (is->ctrl < 12 ? is->ctrl : 0));
    /* CV-2, CV-3: pushes, pops and why */
    for (unsigned i = 0; i < so->nev; i++) {
        const sg_event *e = &so->ev[i];
        switch (e->kind) {
        case SG_EV_PUSH:
            if (e->tok.type >= 1 && e->tok.type <= 6)
                hit(sm, B_PUSH + e->tok.type - 1);
            break;
        case SG_EV_POP:
            if (e->tok.type >= 1 && e->tok.type <= 6)
                hit(sm, B_POPT + e->tok.type - 1);
            hit(sm, B_POPC + (is->unwind ? w->emptied_by : C_S));
            break;
        case SG_EV_SPILL: hit(sm, B_FIXED + F_EV); break;
        case SG_EV_FILL: hit(sm, B_FIXED + F_EV + 1); break;
        case SG_EV_LOST_LANES: hit(sm, B_FIXED + F_EV + 2); break;
        case SG_EV_WM_NEW: hit(sm, B_FIXED + F_WM); break;
        case SG_EV_WM_DEL: hit(sm, B_FIXED + F_WM + 1); break;
        case SG_EV_WM_DISCARD: hit(sm, B_FIXED + F_WM + 2); break;
        default: break;
        }
    }
    /* CV-5: depth reached */
    unsigned d = w->st.depth;
    hit(sm, B_DEPTH + (d > sm->scfg.onchip ? NDEPTH - 1 : d < NDEPTH - 1 ? d : NDEPTH - 2));
    /* CV-6: shapes of control flow */
    if (!is->unwind) {
        uint32_t g = is->guard, am = am_before;
        if (is->ctrl == SG_CTRL_BRA && is->cond && !is->uni && g && g != am)
            hit(sm, B_FIXED + (is->target <= is->pc ? F_BRA_BACK : F_BRA_DIV));
        if (is->ctrl == SG_CTRL_BRA && is->cond && is->uni)
            hit(sm, B_FIXED + F_BRA_U);
        if (is->ctrl == SG_CTRL_BRX && g) {
            uint32_t seen[32];
            unsigned k = 0;
            for (uint32_t m = g; m; m &= m - 1) {
                uint32_t t = is->lane_target[__builtin_ctz(m)];
                unsigned j = 0;
                while (j < k && seen[j] != t)
                    j++;
                if (j == k)
                    seen[k++] = t;
            }
            hit(sm, B_FIXED + F_BRX + (k <= 1 ? 0 : k == 2 ? 1 : k <= 4 ? 2 : k <= 8 ? 3 : k <= 16 ? 4 : 5));
            if (g != am)
                hit(sm, B_FIXED + F_BRX_NT);
        }
        if (is->sflag && is->cond)
            hit(sm, B_FIXED + F_S_GUARDED);
        if (is->ctrl == SG_CTRL_EXIT && w->st.xm != xm_before && (w->st.depth || w->st.am))
            hit(sm, B_FIXED + F_EXIT_DIV);
    }
    /* CV-7: errors */
    if (is->error >= 1 && is->error <= 3) {
        unsigned b = is->error == SG_SERR_STACK_OVERFLOW ? 0
                     : is->error == SG_SERR_WMASK_OVERFLOW ? 4
                     : w->st.cause == SG_CAUSE_SPOP_EMPTY ? 1
                     : w->st.cause == SG_CAUSE_GUARDED_S_EMPTY ? 2 : 3;
        hit(sm, B_FIXED + F_ERR + b);
    }
    /* what left AM empty, for the cause of the unwind pops that follow (CV-3) */
    if (is->pop && !w->st.am) {
        w->emptied_by = C_POP; /* POP-5: a pop that restored no lane */
    } else if (!is->unwind && am_before && !w->st.am) {
        switch (is->ctrl) {
        case SG_CTRL_BRK: w->emptied_by = C_BRK; break;
        case SG_CTRL_CONT: w->emptied_by = C_CONT; break;
        case SG_CTRL_RET: w->emptied_by = C_RET; break;
        case SG_CTRL_EXIT: w->emptied_by = C_EXIT; break;
        default: w->emptied_by = is->sflag && is->cond ? C_GS : C_OTHER; break;
        }
    }
}
