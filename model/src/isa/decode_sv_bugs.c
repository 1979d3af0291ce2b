/*
 * decode_sv_bugs.c - the injected bugs of the generated RTL decoder (ids
 * 160-191, specs/decode.md §4): their names and descriptions
 * (sg_decode_bug_info) and decode_bugs.svh, the localparams DBUG_<NAME> that
 * sm_decode.sv tests. Where each bug acts is a recipe alternative set by
 * decode_sv_plan.c.
 */
#include <stdio.h>
#include <string.h>

#include "smgold/decode.h"
#include "decode_sv_internal.h"

/* The first lines of every generated file (used by decode_sv.c too: this file is below it). */
void sg_dsv_header(sg_strbuf *b, const char *file, const char *what)
{
    sg_sb_printf(b,
                 "// %s - %s\n"
                 "//\n"
                 "// GENERATED from the ISA table (model/src/isa/isa_table.c) by model/src/isa/decode_sv.c;\n"
                 "// do not edit. Regenerate with: smgold isa --emit-sv rtl_stubs\n"
                 "// (ctest rtl_decode_generated fails when this file differs from a regeneration).\n"
                 "// Normative: specs/decode.md (the bundle, the generator, the bugs).\n",
                 file, what);
}

static const struct {
    unsigned id;
    const char *name, *what;
} bugs[] = {
    {B_X_DROPPED, "x_dropped",
     ".X is never decoded: dec_x = 0 (IADD, IADD32I, IMAD, ISETP, ISET), so the carry is not "
     "read (dec_rcc)"},
    {B_ISCADD_SRC_SWAPPED, "iscadd_src_swapped",
     "ISCADD with a register second source: Ra and Rb swapped (dec_ra from bits 26-31, dec_rb "
     "from 20-25)"},
    {B_U_FROM_LMT_BIT, "u_from_lmt_bit", ".U of BRA/JMP read from bit 16 (.LMT) instead of bit 15"},
    {B_IMM20_ZERO_EXTENDED, "imm20_zero_extended",
     "20-bit integer immediates (bits 26-45) zero-extended instead of sign-extended"},
    {B_SETP_PD_BITS, "setp_pd_bits",
     "ISETP/FSETP/DSETP/PSETP: the first predicate destination read from bits 16-18 instead of "
     "17-19"},
    {B_GUARD_NEG_IGNORED, "guard_neg_ignored", "the guard's negation (bit 13) ignored: @!P decodes as @P"},
    {B_SIZE64_AS_32, "size64_as_32",
     "memory size field value 5 (.64) decoded as 32 bits: 1 register, 4 bytes"},
    {B_LDL_MATCH_BIT56, "ldl_match_bit56",
     "LDL's match ignores opcode bit 56: LDS words (opcode 0xc1) decode as LDL (0xc0)"},
    {B_CC32I_FROM_BIT48, "cc32i_from_bit48",
     "the 32-bit-immediate forms (IADD32I, LOP32I, ...) read .CC from bit 48 instead of 58"},
    {B_REL_TARGET_ZERO_EXTENDED, "rel_target_zero_extended",
     "relative branch offsets (BRA, CAL, SSY, PBK, PCNT, PRET, PLONGJMP) zero-extended: "
     "backward targets go forward"},
    {B_CBANK_HI_DROPPED, "cbank_hi_dropped",
     "c[bank][offset] operands lose bank bit 4 (bit 26): banks 0x10-0x11 read as 0x0-0x1"},
    {B_RC_SLOT_AS_REGISTER, "rc_slot_as_register",
     "three-source forms with Rc as second source (bits 46-47 = 2) decoded as the register form: "
     "b = register 26-31 instead of c[bank][offset]"},
    {B_UNDEFINED_MODS_ACCEPTED, "undefined_mods_accepted",
     "modifier values without a name (and undefined texture dimensionalities) accepted: a form "
     "matches on its fixed bits alone"},
    {B_KIL_NOT_EXIT, "kil_not_exit", "KIL decoded as control class OTHER instead of EXIT"},
    {B_FP64_RA_SINGLE, "fp64_ra_single",
     "double-precision Ra read as one register (dec_ra_n 1) instead of a pair"},
    {B_NOGUARD_READS_GUARD, "noguard_reads_guard",
     "unguarded forms (CAL, JCAL, SSY, PBK, PCNT, PRET, PLONGJMP, RTT, BPT) take bits 10-13 as a "
     "guard: @P0 instead of PT"},
    {B_IMAD_X_FROM_BIT6, "imad_x_from_bit6", "IMAD's .X read from bit 6 (IADD's) instead of bit 55"},
    {B_E_IGNORED, "e_ignored", ".E ignored: global addresses read as one register (dec_ra_n 1)"},
    {B_CONV_DST64_SINGLE, "conv_dst64_single",
     "conversions to a 64-bit type (F2F.F64, F2I.S64, I2F.F64, I2I.S64, ...) write one register"},
};
_Static_assert(sizeof bugs / sizeof bugs[0] == B_END - 160, "one entry per bug id");
_Static_assert(B_END - 1 <= 191, "decoder bug ids are 160-191");

unsigned sg_decode_bug_count(void)
{
    return (unsigned)(sizeof bugs / sizeof bugs[0]);
}

sg_status sg_decode_bug_info(unsigned i, unsigned *id, const char **name, const char **what)
{
    if (i >= sg_decode_bug_count())
        return SG_ERR_ARG;
    if (id)
        *id = bugs[i].id;
    if (name)
        *name = bugs[i].name;
    if (what)
        *what = bugs[i].what;
    return SG_OK;
}

static const char *bug_name(unsigned id)
{
    return id >= 160 && id < B_END ? bugs[id - 160].name : "?";
}

void sg_dsv_render_bugs(sg_strbuf *b)
{
    sg_dsv_header(b, "decode_bugs.svh", "injected design bugs of sm_decode (included inside the module)");
    sg_sb_printf(b,
                 "//\n"
                 "// bug_sel == 0 is the correct design. bug_sel == DBUG_x switches on exactly one plausible\n"
                 "// decoder error, applied where sm_decode.sv tests it. Ids 160-191 belong to sm_decode (1-63\n"
                 "// simt_stack_unit, 64-95 alu_lanes, 96-127 ldst_unit, 128-159 lane_compactor). Ids are\n"
                 "// stable: tests and reports refer to them. scripts/rtl-decode --bugs shows that each one is\n"
                 "// caught and by which word and field.\n\n");
    size_t w = 0;
    for (unsigned i = 0; i < sg_decode_bug_count(); i++)
        w = strlen(bugs[i].name) > w ? strlen(bugs[i].name) : w;
    for (unsigned i = 0; i < sg_decode_bug_count(); i++) {
        char up[64];
        size_t k = 0;
        for (; bugs[i].name[k] && k + 1 < sizeof up; k++)
            up[k] = (char)(bugs[i].name[k] >= 'a' && bugs[i].name[k] <= 'z' ? bugs[i].name[k] - 32
                                                                           : bugs[i].name[k]);
        up[k] = 0;
        sg_sb_printf(b, "localparam logic [7:0] DBUG_%-*s = 8'd%u; // %s\n", (int)w, up, bugs[i].id,
                     bugs[i].what);
    }
}

void sg_dsv_bug_const(sg_strbuf *b, unsigned id)
{
    const char *n = bug_name(id);
    sg_sb_printf(b, "DBUG_");
    for (; *n; n++)
        sg_sb_printf(b, "%c", *n >= 'a' && *n <= 'z' ? *n - 32 : *n);
}
