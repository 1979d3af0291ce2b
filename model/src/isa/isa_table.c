/*
 * isa_table.c - THE Fermi (GF100, sm_20) instruction table. Decoder, encoder,
 * disassembler and assembler all read it; adding an instruction is adding an
 * entry here. Format: isa_table.h; every field and its source: specs/isa.md.
 *
 * Bit numbers are bits of the 64-bit instruction value (word0 = bits 0-31).
 * One entry per operand form: the second source of most ALU instructions is
 * a register (bits 46-47 = 0), a constant c[bank][offset] (1), or an
 * immediate (3); three-source instructions add "Rc-slot register as second
 * source, constant as third" (2).
 */
#include "isa_table.h"

#define N(lo, w) {lo, w}

/* second-source select, bits 46-47 */
#define S_R 0ull
#define S_C (1ull << 46)
#define S_RC (2ull << 46)
#define S_I (3ull << 46)

#define OPC(top, cls) (((uint64_t)(top) << 56) | (cls))
#define GUARD_PT (7ull << 10)

/* ---- modifier names ---------------------------------------------------- */
static const char *const n_x[2] = {"", "X"};
static const char *const n_sat[2] = {"", "SAT"};
static const char *const n_ftz[2] = {"", "FTZ"};
static const char *const n_fmz[2] = {"", "FMZ"};
static const char *const n_u32[2] = {"U32", ""}; /* bit set = signed */
/* bit 9 set = wrap the shift amount (".W", taken modulo 32), clear = clamp:
 * nouveau's emitter sets bit 9 for NV50_IR_SUBOP_SHIFT_WRAP, envytools'
 * shclamp agrees, and so does the newer cuobjdump ("dialect B", specs/isa.md
 * §4); the seeds' older cuobjdump labels the bit the other way round */
static const char *const n_w[2] = {"", "W"};
static const char *const n_e[2] = {"", "E"};
static const char *const n_u[2] = {"", "U"};
static const char *const n_lmt[2] = {"", "LMT"};
static const char *const n_noinc[2] = {"NOINC", ""}; /* bit 16 set = default */
static const char *const n_brev[2] = {"", "BREV"};
static const char *const n_ud[2] = {"UD", ""};
static const char *const n_mx[2] = {"", "MX"};
static const char *const n_rnd[4] = {"", "RM", "RP", "RZ"};
static const char *const n_irnd[4] = {"ROUND", "FLOOR", "CEIL", "TRUNC"};
static const char *const n_f2irnd[4] = {"", "FLOOR", "CEIL", "TRUNC"};
static const char *const n_icmp[8] = {"F", "LT", "EQ", "LE", "GT", "NE", "GE", "T"};
static const char *const n_fcmp[16] = {"F",   "LT",  "EQ",  "LE",  "GT",  "NE",  "GE",  "NUM",
                                       "NAN", "LTU", "EQU", "LEU", "GTU", "NEU", "GEU", "T"};
static const char *const n_logic[4] = {"AND", "OR", "XOR", NULL};
static const char *const n_lop[4] = {"AND", "OR", "XOR", "PASS_B"};
static const char *const n_mnmx[4] = {"", "XLO", "XMED", "XHI"};
static const char *const n_size[8] = {"U8", "S8", "U16", "S16", "", "64", "128", NULL};
static const char *const n_ldcop[4] = {"", "CG", "CS", "CV"};
static const char *const n_stcop[4] = {"", "CG", "CS", "WT"};
static const char *const n_ldlcop[4] = {"", "CG", "LU", "CV"};
static const char *const n_mufu[8] = {"COS", "SIN", "EX2", "LG2", "RCP", "RSQ", "RCP64H", "RSQ64H"};
static const char *const n_rro[2] = {"SINCOS", "EX2"};
static const char *const n_bar[8] = {"RED.POPC", "RED.AND", "RED.OR", NULL, "ARV", NULL, NULL, NULL};
/* set instructions writing a register: bit set = 1.0f for true (".BF"),
 * clear = 0xffffffff */
static const char *const n_bf[2] = {"", "BF"};
/* FLO bit 6: the shift amount (31 - position) instead of the position */
static const char *const n_sh[2] = {"", "SH"};
/* PRMT modes, bits 5-7 (PTX prmt: default, f4e, b4e, rc8, ecl, ecr, rc16) */
static const char *const n_prmt[8] = {"", "F4E", "B4E", "RC8", "ECL", "ECR", "RC16", NULL};
static const char *const n_vote[4] = {"ALL", "ANY", "EQ", NULL};
/* video shifts, bit 7: set = wrap the shift amount (".W", as SHL bit 9) */
static const char *const n_vw[2] = {"", "W"};
/* RED operation, bits 5-8 */
static const char *const n_redop[16] = {"ADD", "MIN", "MAX", "INC", "DEC", "AND", "OR", "XOR"};
/* ATOM (32-bit unsigned) operation, bits 5-9: RED's, and 8 = EXCH */
static const char *const n_atomop[32] = {"ADD", "MIN", "MAX", "INC", "DEC", "AND", "OR", "XOR",
                                         "EXCH"};
/* signed reductions (opcode 0x58/0x18 with bit 9 set): ADD, MIN, MAX */
static const char *const n_redop_s32[16] = {"ADD.S32", "MIN.S32", "MAX.S32"};
static const char *const n_cas[1] = {"CAS"};
static const char *const n_fadd_atom[1] = {"ADD.F32.FTZ.RN"};
/* TEX: level of detail, bits 57-59 (envytools lauto, lzero, lbias, llod,
 * lbiasa, lloda); depth compare (56); offsets (54); TLD4's component (5-6)
 * and offsets (54-55); TXQ's query (54-59); CCTL's operation (5-9) and
 * variant (26-27). No corpus word shows these: the names are smgold's, after
 * PTX and Kepler's cuobjdump. */
static const char *const n_lodt[8] = {"", "LZ", "LB", "LL", NULL, NULL, "LBA", "LLA"};
static const char *const n_dc[2] = {"", "DC"};
static const char *const n_aoffi[2] = {"", "AOFFI"};
static const char *const n_rgba[4] = {"R", "G", "B", "A"};
static const char *const n_toffg[4] = {"", "AOFFI", "PTP", NULL};
static const char *const n_txq[64] = {[0] = "TEX_HEADER_DIMENSION", [1] = "TEX_HEADER_TEXTURE_TYPE",
                                      [2] = "TEX_HEADER_SAMPLER_POS", [8] = "TEX_SAMPLER_FILTER",
                                      [9] = "TEX_SAMPLER_LOD", [10] = "TEX_SAMPLER_WRAP",
                                      [11] = "TEX_SAMPLER_BORDER_COLOR"};
static const char *const n_cctl[32] = {"QRY1", "PF1", "PF1_5", "PF2", "WB", "IV", "IVALL", "RS"};
static const char *const n_cctlv[4] = {"", "U", "C", "I"};
/* texture fetch: LOD zero / LOD from a register (bit 57); texm (bits 7-8) */
static const char *const n_lodf[2] = {"LZ", "LL"};
static const char *const n_texm[4] = {"", "T", "P", NULL};
static const char *const n_membar[4] = {"CTA", "GL", "SYS", NULL};
static const char *const n_bpt[4] = {"DRAIN", "CAL", "PAUSE", "TRAP"};
/* FMUL post-scale, bits 49-51 (names are smgold's: cuobjdump's are unknown) */
static const char *const n_fmulscale[8] = {"", "D2", "D4", "D8", "M8", "M4", "M2", NULL};
/* video secondary operation, bits 55-57 */
static const char *const n_vsec[8] = {"MRG_16H", "MRG_16L", "MRG_8B0", "MRG_8B2",
                                      "ACC",     "MIN",     "MAX",     ""};
/* MOV/MOV32I lane mask, bits 5-8: only "all lanes" (0xf) is defined */
static const char *const n_lanes[16] = {[15] = ""};
/* IMAD/IMUL bits 5-7: src2 signed (5), .HI (6), Ra signed (7); both signed
 * prints nothing, both unsigned ".U32.U32"; the first type is Ra's. */
static const char *const n_imul[8] = {
    "U32.U32", "U32.S32", "U32.U32.HI", "U32.S32.HI", "S32.U32", "", "S32.U32.HI", "HI",
};
/* Video types, bits 5-6 (src2 signed, Ra signed), 32-bit operands; with an
 * immediate second source cuobjdump names it as 8-bit. */
static const char *const n_vtype_r[4] = {"U32.U32", "U32.S32", "S32.U32", ""};
static const char *const n_vtype_i[4] = {"U32.U8", "U32.S8", "S32.U8", "S32.S8"};

/* Conversion types, bits 20-25: destination size 20-21, bit 22 zero, source
 * size 23-25. Index = dst | src << 3. */
#define T(d, s) [(d) | (s) << 3]
static const char *const n_f2f[64] = {
    T(1, 1) = "F16.F16", T(1, 2) = "F16.F32", T(1, 3) = "F16.F64",
    T(2, 1) = "F32.F16", T(2, 2) = "",        T(2, 3) = "F32.F64",
    T(3, 1) = "F64.F16", T(3, 2) = "F64.F32", T(3, 3) = "F64.F64",
};
static const char *const n_f2i_u[64] = {
    T(1, 1) = "U16.F16", T(1, 2) = "U16.F32", T(1, 3) = "U16.F64",
    T(2, 1) = "U32.F16", T(2, 2) = "U32.F32", T(2, 3) = "U32.F64",
    T(3, 1) = "U64.F16", T(3, 2) = "U64.F32", T(3, 3) = "U64.F64",
};
static const char *const n_f2i_s[64] = {
    T(1, 1) = "S16.F16", T(1, 2) = "S16.F32", T(1, 3) = "S16.F64",
    T(2, 1) = "S32.F16", T(2, 2) = "S32.F32", T(2, 3) = "S32.F64",
    T(3, 1) = "S64.F16", T(3, 2) = "S64.F32", T(3, 3) = "S64.F64",
};
static const char *const n_i2f_u[64] = {
    T(1, 0) = "F16.U8", T(1, 1) = "F16.U16", T(1, 2) = "F16.U32", T(1, 3) = "F16.U64",
    T(2, 0) = "F32.U8", T(2, 1) = "F32.U16", T(2, 2) = "F32.U32", T(2, 3) = "F32.U64",
    T(3, 0) = "F64.U8", T(3, 1) = "F64.U16", T(3, 2) = "F64.U32", T(3, 3) = "F64.U64",
};
static const char *const n_i2f_s[64] = {
    T(1, 0) = "F16.S8", T(1, 1) = "F16.S16", T(1, 2) = "F16.S32", T(1, 3) = "F16.S64",
    T(2, 0) = "F32.S8", T(2, 1) = "F32.S16", T(2, 2) = "F32.S32", T(2, 3) = "F32.S64",
    T(3, 0) = "F64.S8", T(3, 1) = "F64.S16", T(3, 2) = "F64.S32", T(3, 3) = "F64.S64",
};
#define I2I_NAMES(name, D, S)                                                                      \
    static const char *const name[64] = {                                                         \
        T(0, 0) = D "8." S "8",  T(0, 1) = D "8." S "16",  T(0, 2) = D "8." S "32",                 \
        T(1, 0) = D "16." S "8", T(1, 1) = D "16." S "16", T(1, 2) = D "16." S "32",                \
        T(2, 0) = D "32." S "8", T(2, 1) = D "32." S "16", T(2, 2) = D "32." S "32",                \
        T(3, 0) = D "64." S "8", T(3, 1) = D "64." S "16", T(3, 2) = D "64." S "32",                \
    }
I2I_NAMES(n_i2i_uu, "U", "U");
I2I_NAMES(n_i2i_us, "U", "S");
I2I_NAMES(n_i2i_su, "S", "U");
I2I_NAMES(n_i2i_ss, "S", "S");
#undef T

/* LD_LDU 64-bit addressing: bit 59 for the LD part, bit 58 for the LDU part.
 * Both set prints ".E" as LD does; cuobjdump's spelling of one alone is not
 * known, so these two are smgold's (specs/isa.md). */
static const char *const n_ldldu_e[4] = {"", "LDU_E", "LD_E", "E"};

/* LD_LDU: the size pair is fixed per form (bits 53-57), printed as a fixed
 * suffix; offsets are scaled by the access size. */
static const char *const n_ldldu_32_32[1] = {"32.32"};
static const char *const n_ldldu_64_64[1] = {"64.64"};
static const char *const n_ldldu_32_64[1] = {"32.64"};
static const char *const n_ldldu_64_32[1] = {"64.32"};
static const char *const n_ldldu_128_128[1] = {"128.128"};

/* ---- modifier fields ---------------------------------------------------- */
#define M(lo, w, names) {{lo, w}, names}
#define M_FIX(names) {{0, 0}, names}

/* ---- operands ----------------------------------------------------------- */
#define O_R(lo) {.kind = SG_OPND_REG, .reg = N(lo, 6)}
#define O_RN(lo, ng, ab) {.kind = SG_OPND_REG, .reg = N(lo, 6), .neg = ng, .abs = ab}
#define O_RI(lo, iv) {.kind = SG_OPND_REG, .reg = N(lo, 6), .inv = iv}
#define O_RD {.kind = SG_OPND_REG, .reg = N(14, 6)}
#define O_RDCC(b) {.kind = SG_OPND_REG, .reg = N(14, 6), .cc = b}
#define O_RA O_R(20)
#define O_RB O_R(26)
#define O_RC O_R(49)
#define O_P(lo, ng) {.kind = SG_OPND_PRED, .reg = N(lo, 3), .neg = ng}
#define O_PD O_P(17, 0)
#define O_PD2 O_P(14, 0)
#define O_PC O_P(49, 52)
/* c [bank] [offset]: offset bits 28-41 in words, bank bits 42-45 + bit 26 */
#define O_C {.kind = SG_OPND_CONST, .val = N(28, 14), .vshift = 2, .bank = N(42, 4), .bank_hi = 26}
#define O_CN(ng, ab) {.kind = SG_OPND_CONST, .val = N(28, 14), .vshift = 2, .bank = N(42, 4), \
                      .bank_hi = 26, .neg = ng, .abs = ab}
#define O_CI(iv) {.kind = SG_OPND_CONST, .val = N(28, 14), .vshift = 2, .bank = N(42, 4), \
                  .bank_hi = 26, .inv = iv}
/* 20-bit integer immediates: signed values, printed raw (cuobjdump) */
#define I20F (SG_OF_SIGNED | SG_OF_RAW)
#define O_I20 {.kind = SG_OPND_IMM, .val = N(26, 20), .flags = I20F}
#define O_I20N(ng) {.kind = SG_OPND_IMM, .val = N(26, 20), .flags = I20F, .neg = ng}
#define O_I20I(iv) {.kind = SG_OPND_IMM, .val = N(26, 20), .flags = I20F, .inv = iv}
#define O_F20 {.kind = SG_OPND_FIMM, .val = N(26, 20)}
#define O_F20N(ng, ab) {.kind = SG_OPND_FIMM, .val = N(26, 20), .neg = ng, .abs = ab}
#define O_U32 {.kind = SG_OPND_UIMM, .val = N(26, 32)}
/* 32-bit integer immediates of the *32I forms: cuobjdump prints them signed
 * (MOV32I R0, -0x1; LOP32I.AND R0, R0, -0x80000000) */
#define O_S32 {.kind = SG_OPND_IMM, .val = N(26, 32), .flags = SG_OF_SIGNED}
#define O_S32I(iv) {.kind = SG_OPND_IMM, .val = N(26, 32), .flags = SG_OF_SIGNED, .inv = iv}
#define O_SHIFT {.kind = SG_OPND_UIMM, .val = N(5, 5)}
#define O_REL {.kind = SG_OPND_TARGET, .val = N(26, 24), .flags = SG_OF_REL}
#define O_ABS {.kind = SG_OPND_TARGET, .val = N(26, 32)}
#define O_CCT {.kind = SG_OPND_CC, .reg = N(5, 5), .flags = SG_OF_OPTIONAL, .dflt = 15}
#define O_SREG {.kind = SG_OPND_SREG, .reg = N(26, 8)}
/* [Ra + offset]: global 32-bit signed offset, shared/local 24-bit */
#define O_MEMG {.kind = SG_OPND_MEM, .reg = N(20, 6), .val = N(26, 32), .flags = SG_OF_SIGNED}
#define O_MEMS {.kind = SG_OPND_MEM, .reg = N(20, 6), .val = N(26, 24), .flags = SG_OF_SIGNED}
/* texture operands: Rb (26-31, shown unless RZ), texture 32-39, sampler
 * 40-44, dimensionality 51-53, component mask 46-49 */
#define O_RB_OPT {.kind = SG_OPND_REG, .reg = N(26, 6), .flags = SG_OF_OPTIONAL, .dflt = 63}
#define O_TEXNUM {.kind = SG_OPND_UIMM, .val = N(32, 8)}
#define O_SAMP {.kind = SG_OPND_UIMM, .val = N(40, 5)}
#define O_DIM {.kind = SG_OPND_TEXDIM, .reg = N(51, 3)}
#define O_TMASK {.kind = SG_OPND_UIMM, .val = N(46, 4)}
/* ATOM: [Ra + signed 20-bit offset in 26-42 and 55-57] */
#define O_MEMA {.kind = SG_OPND_MEM, .reg = N(20, 6), .val = N(26, 17), .val_hi = N(55, 3), \
                .flags = SG_OF_SIGNED}
/* LDC: c [bank] [Ra + signed 16-bit offset], bank bits 42-46 */
#define O_CMEM {.kind = SG_OPND_CMEM, .reg = N(20, 6), .val = N(26, 16), .bank = N(42, 5), \
                .flags = SG_OF_SIGNED}

/* ---- forms -------------------------------------------------------------- */
#define MODS(...) {__VA_ARGS__}
#define OPS(...) {__VA_ARGS__}
#define FORM(mn, match, op, unit, flags, ...) {mn, match, op, unit, flags, __VA_ARGS__}
#define A SG_UNIT_ALU
#define X SG_UNIT_CTRL
#define D SG_UNIT_FPU64
#define SF SG_UNIT_SFU
#define L SG_UNIT_LDST
#define NG SG_FF_NOGUARD

/* An ALU instruction with register, constant and immediate second source.
 * pre/post: the operands before and after the second source. */
#define RCI(mn, opc, op, u, mods, pre, sr, sc, si, post)                                   \
    FORM(mn, (opc) | S_R, op, u, 0, mods, OPS(UNPACK pre, sr UNPACK post)),                  \
    FORM(mn, (opc) | S_C, op, u, 0, mods, OPS(UNPACK pre, sc UNPACK post)),                  \
    FORM(mn, (opc) | S_I, op, u, 0, mods, OPS(UNPACK pre, si UNPACK post))
/* Three sources: R,R,R / R,c,R / R,R,c / R,imm,R (the third in 49-54). */
#define RCI3(mn, opc, op, u, mods, pre, sr, sc, si, rc, rcn)                               \
    FORM(mn, (opc) | S_R, op, u, 0, mods, OPS(UNPACK pre, sr, rc)),                          \
    FORM(mn, (opc) | S_C, op, u, 0, mods, OPS(UNPACK pre, sc, rc)),                          \
    FORM(mn, (opc) | S_RC, op, u, 0, mods, OPS(UNPACK pre, rcn, O_CN(rc##_NEG, 0))),         \
    FORM(mn, (opc) | S_I, op, u, 0, mods, OPS(UNPACK pre, si, rc))
#define UNPACK(...) __VA_ARGS__
#define NOPOST ()
/* the Rc operand of three-source forms, and the bit negating it */
#define RC_PLAIN O_RC
#define RC_PLAIN_NEG 0
#define RC_NEG8 {.kind = SG_OPND_REG, .reg = N(49, 6), .neg = 8}
#define RC_NEG8_NEG 8
/* the register in the Rc slot used as second source (select 2) */
#define RCS_PLAIN O_RC
#define RCS_NEG9 {.kind = SG_OPND_REG, .reg = N(49, 6), .neg = 9}

/* Control flow: guarded ops with a CC test (printed when not CC.T). */
#define CTRL_CC(mn, top, op) FORM(mn, OPC(top, 7), op, X, 0, MODS(), OPS(O_CCT))
/* Unguarded ops pushing a token: relative target, bits 5-13 zero. */
#define CTRL_PUSH(mn, top, op) FORM(mn, OPC(top, 7), op, X, NG, MODS(), OPS(O_REL))

/* Video shifts: 32-bit selects, register or 16-bit immediate shift amount. */
#define VIDEO_SHIFT(mn, top, op)                                                            \
    FORM(mn, OPC(top, 4) | (6ull << 44) | (1ull << 47) | (6ull << 32), op, A, 0,            \
         MODS(M(42, 1, n_ud), M(5, 2, n_vtype_r), M(7, 1, n_vw), M(9, 1, n_sat),            \
              M(55, 3, n_vsec)),                                                            \
         OPS(O_RDCC(48), O_RA, O_RB, O_RC)),                                                \
    FORM(mn, OPC(top, 4) | (6ull << 44), op, A, 0,                                          \
         MODS(M(42, 1, n_ud), M(5, 2, n_vtype_i), M(7, 1, n_vw), M(9, 1, n_sat),            \
              M(55, 3, n_vsec)),                                                            \
         OPS(O_RDCC(48), O_RA, {.kind = SG_OPND_UIMM, .val = N(26, 16)}, O_RC))

#define LD_LDU(names, lds, ldus)                                                            \
    FORM("LD_LDU", OPC(0xb0, 5) | ((uint64_t)(names##_CODE) << 53), SG_OP_LD_LDU, L, 0,      \
         MODS(M(58, 2, n_ldldu_e), M_FIX(names)),                                   \
         OPS({.kind = SG_OPND_REG, .reg = N(32, 6)}, O_RD,                                   \
             {.kind = SG_OPND_MEM, .reg = N(20, 6), .val = N(43, 10), .vshift = lds,          \
              .flags = SG_OF_SIGNED},                                                        \
             {.kind = SG_OPND_MEM, .reg = N(26, 6), .val = N(5, 5), .val_hi = N(38, 5),      \
              .vshift = ldus, .flags = SG_OF_SIGNED}))
#define n_ldldu_32_32_CODE 24
#define n_ldldu_32_64_CODE 25
#define n_ldldu_64_32_CODE 27
#define n_ldldu_64_64_CODE 28
#define n_ldldu_128_128_CODE 31

const sg_form sg_isa_forms[] = {
    /* ---- class 7: control flow (000 Table 2, 003 Table I) ---- */
    FORM("BRA", OPC(0x40, 7), SG_OP_BRA, X, 0, MODS(M(15, 1, n_u), M(16, 1, n_lmt)),
         OPS(O_CCT, O_REL)),
    FORM("BRX", OPC(0x48, 7), SG_OP_BRX, X, 0, MODS(M(16, 1, n_lmt)),
         OPS(O_CCT, O_RA, {.kind = SG_OPND_IMM, .val = N(26, 24), .flags = SG_OF_SIGNED})),
    /* BRX through a constant-bank table (bit 14): c[bank 42-46][Ra + signed
     * 26-41], printed with its offset even when 0 (BRX c [0x10] [R4+0x0], mgpu's
     * search); executing it is an error (specs/simt-stack.md IN-4) */
    FORM("BRX", OPC(0x48, 7) | (1ull << 14), SG_OP_BRXC, X, 0, MODS(M(16, 1, n_lmt)),
         OPS(O_CCT, {.kind = SG_OPND_CMEM, .reg = N(20, 6), .val = N(26, 16), .bank = N(42, 5),
                     .flags = SG_OF_SIGNED | SG_OF_SHOWOFF})),
    FORM("JMP", OPC(0x00, 7), SG_OP_JMP, X, 0, MODS(M(15, 1, n_u), M(16, 1, n_lmt)),
         OPS(O_CCT, O_ABS)),
    FORM("JMX", OPC(0x08, 7), SG_OP_JMX, X, 0, MODS(M(16, 1, n_lmt)), OPS(O_CCT, O_RA, O_U32)),
    FORM("CAL", OPC(0x50, 7), SG_OP_CAL, X, NG, MODS(M(16, 1, n_noinc)), OPS(O_REL)),
    FORM("JCAL", OPC(0x10, 7), SG_OP_JCAL, X, NG, MODS(M(16, 1, n_noinc)), OPS(O_ABS)),
    CTRL_PUSH("PLONGJMP", 0x58, SG_OP_PLONGJMP),
    CTRL_PUSH("SSY", 0x60, SG_OP_SSY),
    CTRL_PUSH("PBK", 0x68, SG_OP_PBK),
    CTRL_PUSH("PCNT", 0x70, SG_OP_PCNT),
    CTRL_PUSH("PRET", 0x78, SG_OP_PRET),
    CTRL_CC("EXIT", 0x80, SG_OP_EXIT),
    CTRL_CC("LONGJMP", 0x88, SG_OP_LONGJMP),
    CTRL_CC("RET", 0x90, SG_OP_RET),
    CTRL_CC("KIL", 0x98, SG_OP_KIL),
    FORM("RTT", OPC(0xa0, 7), SG_OP_RTT, X, NG, MODS(), OPS()),
    CTRL_CC("BRK", 0xa8, SG_OP_BRK),
    CTRL_CC("CONT", 0xb0, SG_OP_CONT),
    FORM("BPT", OPC(0xd0, 7), SG_OP_BPT, X, NG, MODS(M(14, 2, n_bpt)),
         OPS({.kind = SG_OPND_UIMM, .val = N(26, 20)})),

    /* ---- class 4: misc ---- */
    FORM("NOP", OPC(0x40, 4), SG_OP_NOP, A, 0, MODS(),
         OPS({.kind = SG_OPND_CC, .reg = N(5, 5)},
             {.kind = SG_OPND_UIMM, .val = N(26, 16), .flags = SG_OF_OPTIONAL})),
    /* BAR: mode 5-7; Rd 14-19 (reduction result); barrier id: register Ra or
     * (bit 47) immediate 20-25; thread count: register 26-31 (RZ = all, not
     * printed) or (bit 46) immediate 26-37; Pd 53-55 (7 = none); Pc 49-52. */
    FORM("BAR", OPC(0x50, 4), SG_OP_BAR, X, 0, MODS(M(5, 3, n_bar)),
         OPS(O_RD, {.kind = SG_OPND_PRED, .reg = N(53, 3), .flags = SG_OF_OPTIONAL, .dflt = 7},
             O_RA, {.kind = SG_OPND_REG, .reg = N(26, 6), .flags = SG_OF_OPTIONAL, .dflt = 63},
             {.kind = SG_OPND_PRED, .reg = N(49, 3), .neg = 52, .flags = SG_OF_OPTIONAL, .dflt = 7})),
    FORM("BAR", OPC(0x50, 4) | (1ull << 47), SG_OP_BAR, X, 0, MODS(M(5, 3, n_bar)),
         OPS(O_RD, {.kind = SG_OPND_PRED, .reg = N(53, 3), .flags = SG_OF_OPTIONAL, .dflt = 7},
             {.kind = SG_OPND_UIMM, .val = N(20, 6)},
             {.kind = SG_OPND_REG, .reg = N(26, 6), .flags = SG_OF_OPTIONAL, .dflt = 63},
             {.kind = SG_OPND_PRED, .reg = N(49, 3), .neg = 52, .flags = SG_OF_OPTIONAL, .dflt = 7})),
    FORM("BAR", OPC(0x50, 4) | (1ull << 46), SG_OP_BAR, X, 0, MODS(M(5, 3, n_bar)),
         OPS(O_RD, {.kind = SG_OPND_PRED, .reg = N(53, 3), .flags = SG_OF_OPTIONAL, .dflt = 7},
             O_RA, {.kind = SG_OPND_UIMM, .val = N(26, 12)},
             {.kind = SG_OPND_PRED, .reg = N(49, 3), .neg = 52, .flags = SG_OF_OPTIONAL, .dflt = 7})),
    FORM("BAR", OPC(0x50, 4) | (3ull << 46), SG_OP_BAR, X, 0, MODS(M(5, 3, n_bar)),
         OPS(O_RD, {.kind = SG_OPND_PRED, .reg = N(53, 3), .flags = SG_OF_OPTIONAL, .dflt = 7},
             {.kind = SG_OPND_UIMM, .val = N(20, 6)}, {.kind = SG_OPND_UIMM, .val = N(26, 12)},
             {.kind = SG_OPND_PRED, .reg = N(49, 3), .neg = 52, .flags = SG_OF_OPTIONAL, .dflt = 7})),
    FORM("MEMBAR", OPC(0xe0, 5), SG_OP_MEMBAR, L, 0, MODS(M(5, 2, n_membar)), OPS()),

    /* ---- moves ---- */
    RCI("MOV", OPC(0x28, 4), SG_OP_MOV, A, MODS(M(5, 4, n_lanes)), (O_RD), O_RB, O_C, O_I20,
        NOPOST),
    FORM("MOV32I", OPC(0x18, 2), SG_OP_MOV32I, A, 0, MODS(M(5, 4, n_lanes)), OPS(O_RD, O_S32)),
    FORM("S2R", OPC(0x2c, 4), SG_OP_S2R, A, 0, MODS(), OPS(O_RD, O_SREG)),
    RCI("SEL", OPC(0x20, 4), SG_OP_SEL, A, MODS(), (O_RD, O_RA), O_RB, O_C, O_I20, (, O_PC)),

    /* ---- integer (class 3) ---- */
    RCI("IADD", OPC(0x48, 3), SG_OP_IADD, A, MODS(M(5, 1, n_sat), M(6, 1, n_x)),
        (O_RDCC(48), O_RN(20, 9, 0)), O_RN(26, 8, 0), O_CN(8, 0), O_I20N(8), NOPOST),
    FORM("IADD32I", OPC(0x08, 2), SG_OP_IADD32I, A, 0, MODS(M(5, 1, n_sat), M(6, 1, n_x)),
         OPS(O_RDCC(58), O_RN(20, 9, 0), O_S32)),
    RCI("ISCADD", OPC(0x40, 3), SG_OP_ISCADD, A, MODS(), (O_RDCC(48), O_RN(20, 56, 0)),
        O_RN(26, 55, 0), O_CN(55, 0), O_I20N(55), (, O_SHIFT)),
    RCI3("IMAD", OPC(0x20, 3), SG_OP_IMAD, A, MODS(M(5, 3, n_imul), M(55, 1, n_x), M(56, 1, n_sat)),
         (O_RDCC(48), O_RN(20, 9, 0)), O_RB, O_C, O_I20, RC_NEG8, RCS_PLAIN),
    RCI("IMUL", OPC(0x50, 3), SG_OP_IMUL, A, MODS(M(5, 3, n_imul)), (O_RDCC(48), O_RA), O_RB, O_C,
        O_I20, NOPOST),
    RCI("ISETP", OPC(0x18, 3), SG_OP_ISETP, A,
        MODS(M(55, 3, n_icmp), M(5, 1, n_u32), M(6, 1, n_x), M(53, 2, n_logic)),
        (O_PD, O_PD2, O_RA), O_RB, O_C, O_I20, (, O_PC)),
    RCI3("ICMP", OPC(0x30, 3), SG_OP_ICMP, A, MODS(M(55, 3, n_icmp), M(5, 1, n_u32)), (O_RD, O_RA),
         O_RB, O_C, O_I20, RC_PLAIN, O_RC),
    RCI("IMNMX", OPC(0x08, 3), SG_OP_IMNMX, A, MODS(M(5, 1, n_u32), M(6, 2, n_mnmx)),
        (O_RDCC(48), O_RA), O_RB, O_C, O_I20, (, O_PC)),
    RCI("SHL", OPC(0x60, 3), SG_OP_SHL, A, MODS(M(9, 1, n_w)), (O_RDCC(48), O_RA), O_RB, O_C, O_I20,
        NOPOST),
    RCI("SHR", OPC(0x58, 3), SG_OP_SHR, A, MODS(M(5, 1, n_u32), M(9, 1, n_w)), (O_RDCC(48), O_RA),
        O_RB, O_C, O_I20, NOPOST),
    RCI("LOP", OPC(0x68, 3), SG_OP_LOP, A, MODS(M(6, 2, n_lop)), (O_RDCC(48), O_RI(20, 9)),
        O_RI(26, 8), O_CI(8), O_I20I(8), NOPOST),
    /* the other 32-bit-immediate forms (class 2, envytools): operations of
     * their 20-bit-immediate relatives, .CC in bit 58. cuobjdump's text of
     * these is not in the corpus yet: smgold spells them as the relatives */
    FORM("IMUL32I", OPC(0x10, 2), SG_OP_IMUL, A, 0, MODS(M(5, 3, n_imul)),
         OPS(O_RDCC(58), O_RA, O_S32)),
    FORM("ISCADD32I", OPC(0x40, 2), SG_OP_ISCADD, A, 0, MODS(),
         OPS(O_RDCC(58), O_RA, O_S32, O_SHIFT)),
    FORM("FADD32I", OPC(0x28, 2), SG_OP_FADD, A, 0, MODS(M(5, 1, n_ftz)),
         OPS(O_RDCC(58), O_RN(20, 9, 7), O_U32)),
    FORM("FMUL32I", OPC(0x30, 2), SG_OP_FMUL, A, 0,
         MODS(M(6, 1, n_ftz), M(7, 1, n_fmz), M(5, 1, n_sat)), OPS(O_RDCC(58), O_RA, O_U32)),
    /* FFMA32I: the third source is the destination register (one field,
     * printed twice; the assembler checks both spellings agree) */
    FORM("FFMA32I", OPC(0x20, 2), SG_OP_FFMA, A, 0,
         MODS(M(6, 1, n_ftz), M(7, 1, n_fmz), M(5, 1, n_sat)),
         OPS(O_RDCC(58), O_RN(20, 9, 0), O_U32, {.kind = SG_OPND_REG, .reg = N(14, 6), .neg = 8, .flags = SG_OF_SAMEREG})),
    FORM("LOP32I", OPC(0x38, 2), SG_OP_LOP32I, A, 0, MODS(M(6, 2, n_lop)),
         OPS(O_RDCC(58), O_RI(20, 9), O_S32)),
    RCI("POPC", OPC(0x54, 4), SG_OP_POPC, A, MODS(), (O_RD, O_RI(20, 9)), O_RI(26, 8), O_CI(8),
        O_I20I(8), NOPOST),
    RCI("BFE", OPC(0x70, 3), SG_OP_BFE, A, MODS(M(5, 1, n_u32), M(8, 1, n_brev)),
        (O_RDCC(48), O_RA), O_RB, O_C, O_I20, NOPOST),
    /* PSETP/PSET: (Pa op Pb) comb Pc with Pa 20-22 (!23), Pb 26-28 (!29), Pc
     * 49-51 (!52); cuobjdump prints them Pc, Pb, Pa (specs/isa.md) */
    FORM("PSETP", OPC(0x0c, 4), SG_OP_PSETP, A, 0, MODS(M(30, 2, n_logic), M(53, 2, n_logic)),
         OPS(O_PD, O_PD2, O_PC, O_P(26, 29), O_P(20, 23))),
    FORM("PSET", OPC(0x08, 4), SG_OP_PSET, A, 0,
         MODS(M(5, 1, n_bf), M(30, 2, n_logic), M(53, 2, n_logic)),
         OPS(O_RDCC(48), O_PC, O_P(26, 29), O_P(20, 23))),
    RCI("ISET", OPC(0x10, 3), SG_OP_ISET, A,
        MODS(M(7, 1, n_bf), M(55, 3, n_icmp), M(5, 1, n_u32), M(6, 1, n_x), M(53, 2, n_logic)),
        (O_RDCC(48), O_RA), O_RB, O_C, O_I20, (, O_PC)),
    RCI3("BFI", OPC(0x28, 3), SG_OP_BFI, A, MODS(), (O_RDCC(48), O_RA), O_RB, O_C, O_I20, RC_PLAIN,
         O_RC),
    RCI("FLO", OPC(0x78, 3), SG_OP_FLO, A, MODS(M(5, 1, n_u32), M(6, 1, n_sh)), (O_RDCC(48)),
        O_RI(26, 8), O_CI(8), O_I20I(8), NOPOST),
    RCI3("PRMT", OPC(0x24, 4), SG_OP_PRMT, A, MODS(M(5, 3, n_prmt)), (O_RD, O_RA), O_RB, O_C, O_I20,
         RC_PLAIN, O_RC),
    /* VOTE: Rd = the ballot of Ps, Pd (54-56) = the vote */
    FORM("VOTE", OPC(0x48, 4), SG_OP_VOTE, A, 0, MODS(M(5, 2, n_vote)),
         OPS(O_RD, O_P(54, 0), O_P(20, 23))),

    /* ---- video (class 4): 32-bit operand selects only ---- */
    FORM("VADD", OPC(0xc0, 4) | (6ull << 44) | (1ull << 47) | (6ull << 32), SG_OP_VADD, A, 0,
         MODS(M(42, 1, n_ud), M(5, 2, n_vtype_r), M(9, 1, n_sat), M(55, 3, n_vsec)),
         OPS(O_RDCC(48), O_RN(20, 8, 0), O_RN(26, 7, 0), O_RC)),
    FORM("VADD", OPC(0xc0, 4) | (6ull << 44), SG_OP_VADD, A, 0,
         MODS(M(42, 1, n_ud), M(5, 2, n_vtype_i), M(9, 1, n_sat), M(55, 3, n_vsec)),
         OPS(O_RDCC(48), O_RN(20, 8, 0), {.kind = SG_OPND_UIMM, .val = N(26, 16), .neg = 7}, O_RC)),
    FORM("VMNMX", OPC(0xc8, 4) | (6ull << 44) | (1ull << 47) | (6ull << 32), SG_OP_VMNMX, A, 0,
         MODS(M(42, 1, n_ud), M(5, 2, n_vtype_r), M(7, 1, n_mx), M(9, 1, n_sat), M(55, 3, n_vsec)),
         OPS(O_RDCC(48), O_RA, O_RB, O_RC)),
    FORM("VMNMX", OPC(0xc8, 4) | (6ull << 44), SG_OP_VMNMX, A, 0,
         MODS(M(42, 1, n_ud), M(5, 2, n_vtype_i), M(7, 1, n_mx), M(9, 1, n_sat), M(55, 3, n_vsec)),
         OPS(O_RDCC(48), O_RA, {.kind = SG_OPND_UIMM, .val = N(26, 16)}, O_RC)),

    /* VABSDIFF (0xd0) and VSET (0xd8, compare in bits 7-9): envytools; no corpus
     * word yet, spelled as the corpus' VADD */
    FORM("VABSDIFF", OPC(0xd0, 4) | (6ull << 44) | (1ull << 47) | (6ull << 32), SG_OP_VABSDIFF, A,
         0, MODS(M(42, 1, n_ud), M(5, 2, n_vtype_r), M(9, 1, n_sat), M(55, 3, n_vsec)),
         OPS(O_RDCC(48), O_RA, O_RB, O_RC)),
    FORM("VABSDIFF", OPC(0xd0, 4) | (6ull << 44), SG_OP_VABSDIFF, A, 0,
         MODS(M(42, 1, n_ud), M(5, 2, n_vtype_i), M(9, 1, n_sat), M(55, 3, n_vsec)),
         OPS(O_RDCC(48), O_RA, {.kind = SG_OPND_UIMM, .val = N(26, 16)}, O_RC)),
    FORM("VSET", OPC(0xd8, 4) | (6ull << 44) | (1ull << 47) | (6ull << 32), SG_OP_VSET, A, 0,
         MODS(M(7, 3, n_icmp), M(5, 2, n_vtype_r), M(55, 3, n_vsec)),
         OPS(O_RDCC(48), O_RA, O_RB, O_RC)),
    FORM("VSET", OPC(0xd8, 4) | (6ull << 44), SG_OP_VSET, A, 0,
         MODS(M(7, 3, n_icmp), M(5, 2, n_vtype_i), M(55, 3, n_vsec)),
         OPS(O_RDCC(48), O_RA, {.kind = SG_OPND_UIMM, .val = N(26, 16)}, O_RC)),
    VIDEO_SHIFT("VSHL", 0xe8, SG_OP_VSHL),
    VIDEO_SHIFT("VSHR", 0xe0, SG_OP_VSHR),

    /* ---- single precision (class 0) ---- */
    RCI("FADD", OPC(0x50, 0), SG_OP_FADD, A, MODS(M(5, 1, n_ftz), M(55, 2, n_rnd), M(49, 1, n_sat)),
        (O_RDCC(48), O_RN(20, 9, 7)), O_RN(26, 8, 6), O_CN(8, 6), O_F20N(8, 6), NOPOST),
    RCI("FMUL", OPC(0x58, 0), SG_OP_FMUL, A,
        MODS(M(6, 1, n_ftz), M(7, 1, n_fmz), M(55, 2, n_rnd), M(5, 1, n_sat), M(49, 3, n_fmulscale)),
        (O_RDCC(48), O_RA), O_RN(26, 57, 0), O_CN(57, 0), O_F20N(57, 0), NOPOST),
    RCI3("FFMA", OPC(0x30, 0), SG_OP_FFMA, A,
         MODS(M(6, 1, n_ftz), M(7, 1, n_fmz), M(55, 2, n_rnd), M(5, 1, n_sat)),
         (O_RDCC(48), O_RA), O_RN(26, 9, 0), O_CN(9, 0), O_F20N(9, 0), RC_NEG8, RCS_NEG9),
    RCI("FSETP", OPC(0x20, 0), SG_OP_FSETP, A,
        MODS(M(55, 4, n_fcmp), M(59, 1, n_ftz), M(53, 2, n_logic)),
        (O_PD, O_PD2, O_RN(20, 9, 7)), O_RN(26, 8, 6), O_CN(8, 6), O_F20N(8, 6), (, O_PC)),
    RCI("FSET", OPC(0x10, 0), SG_OP_FSET, A,
        MODS(M(5, 1, n_bf), M(55, 4, n_fcmp), M(59, 1, n_ftz), M(53, 2, n_logic)),
        (O_RDCC(48), O_RN(20, 9, 7)), O_RN(26, 8, 6), O_CN(8, 6), O_F20N(8, 6), (, O_PC)),
    RCI("FMNMX", OPC(0x08, 0), SG_OP_FMNMX, A, MODS(M(5, 1, n_ftz)),
        (O_RDCC(48), O_RN(20, 9, 7)), O_RN(26, 8, 6), O_CN(8, 6), O_F20N(8, 6), (, O_PC)),
    FORM("MUFU", OPC(0xc8, 0), SG_OP_MUFU, SF, 0, MODS(M(26, 3, n_mufu), M(5, 1, n_sat)),
         OPS(O_RD, O_RN(20, 9, 7))),
    RCI("RRO", OPC(0x60, 0), SG_OP_RRO, A, MODS(M(5, 1, n_rro)), (O_RD), O_RN(26, 8, 6), O_CN(8, 6),
        O_F20N(8, 6), NOPOST),

    /* ---- double precision (class 1) ---- */
    RCI("DADD", OPC(0x48, 1), SG_OP_DADD, D, MODS(M(55, 2, n_rnd)), (O_RDCC(48), O_RN(20, 9, 7)),
        O_RN(26, 8, 6), O_CN(8, 6), O_F20N(8, 6), NOPOST),
    RCI("DMUL", OPC(0x50, 1), SG_OP_DMUL, D, MODS(M(55, 2, n_rnd)), (O_RDCC(48), O_RA),
        O_RN(26, 9, 0), O_CN(9, 0), O_F20N(9, 0), NOPOST),
    RCI("DSET", OPC(0x10, 1), SG_OP_DSET, D,
        MODS(M(5, 1, n_bf), M(55, 4, n_fcmp), M(53, 2, n_logic)),
        (O_RDCC(48), O_RN(20, 9, 7)), O_RN(26, 8, 6), O_CN(8, 6), O_F20N(8, 6), (, O_PC)),
    RCI("DSETP", OPC(0x18, 1), SG_OP_DSETP, D, MODS(M(55, 4, n_fcmp), M(53, 2, n_logic)),
        (O_PD, O_PD2, O_RN(20, 9, 7)), O_RN(26, 8, 6), O_CN(8, 6), O_F20N(8, 6), (, O_PC)),
    RCI("DMNMX", OPC(0x08, 1), SG_OP_DMNMX, D, MODS(), (O_RDCC(48), O_RN(20, 9, 7)), O_RN(26, 8, 6),
        O_CN(8, 6), O_F20N(8, 6), (, O_PC)),
    RCI3("DFMA", OPC(0x20, 1), SG_OP_DFMA, D, MODS(M(55, 2, n_rnd)), (O_RDCC(48), O_RA),
         O_RN(26, 9, 0), O_CN(9, 0), O_F20N(9, 0), RC_NEG8, RCS_NEG9),

    /* ---- conversions (class 4): source in the second-source slot ---- */
    RCI("F2F", OPC(0x10, 4), SG_OP_F2F, A,
        MODS(M(55, 1, n_ftz), M(20, 6, n_f2f), M(49, 2, n_rnd), M(5, 1, n_sat)), (O_RDCC(48)),
        O_RN(26, 8, 6), O_CN(8, 6), O_F20N(8, 6), NOPOST),
    RCI("F2F", OPC(0x10, 4) | (1ull << 7), SG_OP_F2F, A,
        MODS(M(55, 1, n_ftz), M(20, 6, n_f2f), M(49, 2, n_irnd), M(5, 1, n_sat)), (O_RDCC(48)),
        O_RN(26, 8, 6), O_CN(8, 6), O_F20N(8, 6), NOPOST),
    RCI("F2I", OPC(0x14, 4), SG_OP_F2I, A, MODS(M(55, 1, n_ftz), M(20, 6, n_f2i_u), M(49, 2, n_f2irnd)),
        (O_RDCC(48)), O_RN(26, 8, 6), O_CN(8, 6), O_F20N(8, 6), NOPOST),
    RCI("F2I", OPC(0x14, 4) | (1ull << 7), SG_OP_F2I, A,
        MODS(M(55, 1, n_ftz), M(20, 6, n_f2i_s), M(49, 2, n_f2irnd)), (O_RDCC(48)), O_RN(26, 8, 6),
        O_CN(8, 6), O_F20N(8, 6), NOPOST),
    RCI("I2F", OPC(0x18, 4), SG_OP_I2F, A, MODS(M(20, 6, n_i2f_u), M(49, 2, n_rnd)), (O_RDCC(48)),
        O_RN(26, 8, 6), O_CN(8, 6), O_I20N(8), NOPOST),
    RCI("I2F", OPC(0x18, 4) | (1ull << 9), SG_OP_I2F, A, MODS(M(20, 6, n_i2f_s), M(49, 2, n_rnd)),
        (O_RDCC(48)), O_RN(26, 8, 6), O_CN(8, 6), O_I20N(8), NOPOST),
    RCI("I2I", OPC(0x1c, 4), SG_OP_I2I, A, MODS(M(20, 6, n_i2i_uu), M(5, 1, n_sat)), (O_RDCC(48)),
        O_RN(26, 8, 6), O_CN(8, 6), O_I20N(8), NOPOST),
    RCI("I2I", OPC(0x1c, 4) | (1ull << 9), SG_OP_I2I, A, MODS(M(20, 6, n_i2i_us), M(5, 1, n_sat)),
        (O_RDCC(48)), O_RN(26, 8, 6), O_CN(8, 6), O_I20N(8), NOPOST),
    RCI("I2I", OPC(0x1c, 4) | (1ull << 7), SG_OP_I2I, A, MODS(M(20, 6, n_i2i_su), M(5, 1, n_sat)),
        (O_RDCC(48)), O_RN(26, 8, 6), O_CN(8, 6), O_I20N(8), NOPOST),
    RCI("I2I", OPC(0x1c, 4) | (1ull << 7) | (1ull << 9), SG_OP_I2I, A,
        MODS(M(20, 6, n_i2i_ss), M(5, 1, n_sat)), (O_RDCC(48)), O_RN(26, 8, 6), O_CN(8, 6),
        O_I20N(8), NOPOST),

    /* ---- memory (class 5, LDC class 6) ---- */
    FORM("LD", OPC(0x80, 5), SG_OP_LD, L, 0, MODS(M(58, 1, n_e), M(8, 2, n_ldcop), M(5, 3, n_size)),
         OPS(O_RD, O_MEMG)),
    FORM("LDU", OPC(0x88, 5), SG_OP_LDU, L, 0, MODS(M(58, 1, n_e), M(5, 3, n_size)),
         OPS(O_RD, O_MEMG)),
    FORM("ST", OPC(0x90, 5), SG_OP_ST, L, 0, MODS(M(58, 1, n_e), M(8, 2, n_stcop), M(5, 3, n_size)),
         OPS(O_MEMG, O_RD)),
    FORM("LDL", OPC(0xc0, 5), SG_OP_LDL, L, 0, MODS(M(8, 2, n_ldlcop), M(5, 3, n_size)),
         OPS(O_RD, O_MEMS)),
    FORM("LDS", OPC(0xc1, 5), SG_OP_LDS, L, 0, MODS(M(5, 3, n_size)), OPS(O_RD, O_MEMS)),
    FORM("STL", OPC(0xc8, 5), SG_OP_STL, L, 0, MODS(M(8, 2, n_stcop), M(5, 3, n_size)),
         OPS(O_MEMS, O_RD)),
    FORM("STS", OPC(0xc9, 5), SG_OP_STS, L, 0, MODS(M(5, 3, n_size)), OPS(O_MEMS, O_RD)),
    /* shared-memory atomics as Fermi builds them: LDSLK loads and tries to
     * lock the word (Pd 50-52 = got it), STSUL stores and unlocks; the text
     * is smgold's (no corpus word yet), the encodings envytools' */
    FORM("LDSLK", OPC(0xc4, 5), SG_OP_LDSLK, L, 0, MODS(M(5, 3, n_size)),
         OPS(O_P(50, 0), O_RD, O_MEMS)),
    FORM("STSUL", OPC(0xcc, 5), SG_OP_STSUL, L, 0, MODS(M(5, 3, n_size)), OPS(O_MEMS, O_RD)),
    /* RED: global reduction, 32-bit unsigned (bit 9 clear), signed (0x18, bit
     * 9), float add (0x28, bit 9). ATOM: the same returning the old value in
     * bits 43-48, address [Ra + signed 26-42:55-57]; unused Rc (49-54) = RZ.
     * Only RED.E.ADD is in the corpus: the other spellings are smgold's. */
    FORM("RED", OPC(0x10, 5), SG_OP_RED, L, 0, MODS(M(58, 1, n_e), M(5, 4, n_redop)),
         OPS(O_MEMG, O_RD)),
    FORM("RED", OPC(0x18, 5) | (1ull << 9), SG_OP_RED, L, 0,
         MODS(M(58, 1, n_e), M(5, 4, n_redop_s32)), OPS(O_MEMG, O_RD)),
    FORM("RED", OPC(0x28, 5) | (1ull << 9), SG_OP_RED, L, 0, MODS(M(58, 1, n_e), M_FIX(n_fadd_atom)),
         OPS(O_MEMG, O_RD)),
    FORM("ATOM", OPC(0x50, 5) | (0x3full << 49), SG_OP_ATOM, L, 0,
         MODS(M(58, 1, n_e), M(5, 5, n_atomop)), OPS(O_R(43), O_MEMA, O_RD)),
    FORM("ATOM", OPC(0x58, 5) | (0x3full << 49) | (1ull << 9), SG_OP_ATOM, L, 0,
         MODS(M(58, 1, n_e), M(5, 4, n_redop_s32)), OPS(O_R(43), O_MEMA, O_RD)),
    FORM("ATOM", OPC(0x68, 5) | (0x3full << 49) | (1ull << 9), SG_OP_ATOM, L, 0,
         MODS(M(58, 1, n_e), M_FIX(n_fadd_atom)), OPS(O_R(43), O_MEMA, O_RD)),
    FORM("ATOM", OPC(0x50, 5) | (9ull << 5), SG_OP_ATOM, L, 0, MODS(M(58, 1, n_e), M_FIX(n_cas)),
         OPS(O_R(43), O_MEMA, O_RD, O_RC)),
    /* TLD: texel fetch. Rd (and the next registers per the mask 46-49),
     * coordinates from Ra, Rb (26-31, shown unless RZ), texture 32-39,
     * dimensionality 51-53. Fields whose cuobjdump spelling is not known
     * (sampler 40-44, 45, indirect 50, 54-56, bits 5-6 and 9) stay 0. */
    FORM("TLD", OPC(0x90, 6), SG_OP_TLD, L, 0, MODS(M(57, 1, n_lodf), M(7, 2, n_texm)),
         OPS(O_RD, O_RA, O_RB_OPT, O_TEXNUM, O_DIM, O_TMASK)),
    FORM("TEX", OPC(0x80, 6), SG_OP_TEX, L, 0,
         MODS(M(57, 3, n_lodt), M(56, 1, n_dc), M(54, 1, n_aoffi), M(7, 2, n_texm)),
         OPS(O_RD, O_RA, O_RB_OPT, O_TEXNUM, O_SAMP, O_DIM, O_TMASK)),
    FORM("TLD4", OPC(0xa0, 6), SG_OP_TLD4, L, 0,
         MODS(M(5, 2, n_rgba), M(56, 1, n_dc), M(54, 2, n_toffg), M(7, 2, n_texm)),
         OPS(O_RD, O_RA, O_RB_OPT, O_TEXNUM, O_SAMP, O_DIM, O_TMASK)),
    FORM("TXQ", OPC(0xc0, 6), SG_OP_TXQ, L, 0, MODS(M(54, 6, n_txq), M(7, 2, n_texm)),
         OPS(O_RD, O_RA, O_RB_OPT, O_TEXNUM, O_SAMP, O_TMASK)),
    /* CCTL: cache control on global memory, [Ra + 30-bit word offset] */
    FORM("CCTL", OPC(0x98, 5), SG_OP_CCTL, L, 0, MODS(M(58, 1, n_e), M(5, 5, n_cctl), M(26, 2, n_cctlv)),
         OPS(O_RD, {.kind = SG_OPND_MEM, .reg = N(20, 6), .val = N(28, 30), .vshift = 2,
                    .flags = SG_OF_SIGNED})),
    FORM("LDC", OPC(0x14, 6), SG_OP_LDC, L, 0, MODS(M(5, 3, n_size)), OPS(O_RD, O_CMEM)),
    LD_LDU(n_ldldu_32_32, 2, 2),
    LD_LDU(n_ldldu_32_64, 2, 3),
    LD_LDU(n_ldldu_64_32, 3, 2),
    LD_LDU(n_ldldu_64_64, 3, 3),
    LD_LDU(n_ldldu_128_128, 4, 4),
};

const int sg_isa_nforms = (int)(sizeof sg_isa_forms / sizeof sg_isa_forms[0]);

/* S2R special registers, bits 26-33 (cuobjdump names; 004 lists the set). */
const char *const sg_sreg_names[256] = {
    [0] = "SR_LaneId",        [2] = "SR_VirtCfg",        [3] = "SR_VirtId",
    [4] = "SR_PM0",           [5] = "SR_PM1",            [6] = "SR_PM2",
    [7] = "SR_PM3",           [8] = "SR_PM4",            [9] = "SR_PM5",
    [10] = "SR_PM6",          [11] = "SR_PM7",           [16] = "SR_PRIM_TYPE",
    [17] = "SR_INVOCATION_ID", [18] = "SR_Y_DIRECTION",  [24] = "SR_MACHINE_ID_0",
    [25] = "SR_MACHINE_ID_1", [26] = "SR_MACHINE_ID_2",  [27] = "SR_MACHINE_ID_3",
    [28] = "SR_AFFINITY",     [32] = "SR_Tid",           [33] = "SR_Tid_X",
    [34] = "SR_Tid_Y",        [35] = "SR_Tid_Z",         [36] = "SR_CTAParam",
    [37] = "SR_CTAid_X",      [38] = "SR_CTAid_Y",       [39] = "SR_CTAid_Z",
    [40] = "SR_NTid",         [41] = "SR_NTid_X",        [42] = "SR_NTid_Y",
    [43] = "SR_NTid_Z",       [44] = "SR_GridParam",     [45] = "SR_NCTAid_X",
    [46] = "SR_NCTAid_Y",     [47] = "SR_NCTAid_Z",      [48] = "SR_SWinLo",
    [49] = "SR_SWINSZ",       [50] = "SR_SMemSz",        [51] = "SR_SMemBanks",
    [52] = "SR_LWinLo",       [53] = "SR_LWINSZ",        [54] = "SR_LMemLoSz",
    [55] = "SR_LMemHiOff",    [56] = "SR_EqMask",        [57] = "SR_LtMask",
    [58] = "SR_LeMask",       [59] = "SR_GtMask",        [60] = "SR_GeMask",
    [80] = "SR_ClockLo",      [81] = "SR_ClockHi",
};

/* Texture dimensionality (envytools t1d, a1d, t2d, a2d, t3d, tcube, acube);
 * only "1D" is seen in the corpus, the others are Kepler cuobjdump's names. */
const char *const sg_texdim_names[8] = {"1D", "ARRAY_1D", "2D", "ARRAY_2D", "3D", NULL, "CUBE",
                                        "ARRAY_CUBE"};

/* Condition-code tests, bits 5-9 of control ops and NOP. */
const char *const sg_cc_names[32] = {
    "CC.F",      "CC.LT",     "CC.EQ",     "CC.LE",      "CC.GT",      "CC.NE",     "CC.GE",
    "CC.NUM",    "CC.NAN",    "CC.LTU",    "CC.EQU",     "CC.LEU",     "CC.GTU",    "CC.NEU",
    "CC.GEU",    "CC.T",      "CC.OFF",    "CC.LO",      "CC.SFF",     "CC.LS",      "CC.HI",
    "CC.SFT",    "CC.HS",     "CC.OFT",    "CC.CSM_TA",  "CC.CSM_TR",  "CC.CSM_MX", "CC.FCSM_TA",
    "CC.FCSM_TR", "CC.FCSM_MX", "CC.RLE",  "CC.RGT",
};
