/*
 * decode_sv_internal.h - what the parts of the RTL decoder generator share
 * (specs/decode.md §5): the injected bug ids, the recipes a form's fields are
 * read off the ISA table as (decode_sv_plan.c), and the bug rendering
 * (decode_sv_bugs.c) the module rendering (decode_sv.c) calls.
 */
#ifndef SMGOLD_DECODE_SV_INTERNAL_H
#define SMGOLD_DECODE_SV_INTERNAL_H

#include <stdint.h>

#include "decode_internal.h"
#include "../util/strbuf.h"

/* ---- the injected bugs (ids 160-191; decode_sv_bugs.c) -------------------- */

enum {
    B_X_DROPPED = 160,
    B_ISCADD_SRC_SWAPPED,
    B_U_FROM_LMT_BIT,
    B_IMM20_ZERO_EXTENDED,
    B_SETP_PD_BITS,
    B_GUARD_NEG_IGNORED,
    B_SIZE64_AS_32,
    B_LDL_MATCH_BIT56,
    B_CC32I_FROM_BIT48,
    B_REL_TARGET_ZERO_EXTENDED,
    B_CBANK_HI_DROPPED,
    B_RC_SLOT_AS_REGISTER,
    B_UNDEFINED_MODS_ACCEPTED,
    B_KIL_NOT_EXIT,
    B_FP64_RA_SINGLE,
    B_NOGUARD_READS_GUARD,
    B_IMAD_X_FROM_BIT6,
    B_E_IGNORED,
    B_CONV_DST64_SINGLE,
    B_END
};

/* "DBUG_<NAME>" of bug id (the localparam of decode_bugs.svh). */
void sg_dsv_bug_const(sg_strbuf *b, unsigned id);
/* The text of decode_bugs.svh. */
void sg_dsv_render_bugs(sg_strbuf *b);
/* The "GENERATED ... do not edit" header every generated file starts with (decode_sv.c). */
void sg_dsv_header(sg_strbuf *b, const char *file, const char *what);

/* ---- recipes (decode_sv_plan.c) --------------------------------------------- */

enum { RK_CONST, RK_FIELD, RK_LUT };

typedef struct rcp {
    uint8_t kind;
    sg_bits f, hi;  /* FIELD: value f, then hi above it; LUT: the index field f */
    uint8_t sext;   /* FIELD: sign-extend from the top of the value */
    uint8_t shift;  /* FIELD: then shift left */
    uint32_t k;     /* CONST */
    int lut;        /* LUT: index in the LUT set */
} rcp;

#define MAX_ALTS 2
typedef struct fld {
    rcp r;
    unsigned nalt;
    struct {
        unsigned bug;
        rcp r;
    } alt[MAX_ALTS]; /* under bug `bug` the field is alt.r instead */
} fld;

/* Small tables indexed by a field (at most 6 bits), shared by the forms. */
#define MAX_LUTS 64
typedef struct lut {
    uint8_t in_w, out_w;
    uint8_t v[64];
    char tag[24];
} lut;

typedef struct lutset {
    unsigned n;
    lut t[MAX_LUTS];
} lutset;

typedef struct plan {
    fld v[SG_DF_COUNT];
    unsigned ndef;
    struct {
        sg_bits f;
        int lut;
    } def[SG_MAX_MODS + 1]; /* modifier (and texture dimensionality) fields with undefined values */
    uint64_t drop_bits;      /* bits the mask loses under drop_bug */
    unsigned drop_bug;
} plan;

/* Every field of form i as recipes, with its bugs (specs/decode.md §3-§4); the tables it
 * needs are added to *s (shared by the forms: the same build order, the same numbering). */
void sg_dsv_build(lutset *s, int i, plan *p);

#endif
