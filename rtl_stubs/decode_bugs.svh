// decode_bugs.svh - injected design bugs of sm_decode (included inside the module)
//
// GENERATED from the ISA table (model/src/isa/isa_table.c) by model/src/isa/decode_sv.c;
// do not edit. Regenerate with: smgold isa --emit-sv rtl_stubs
// (ctest rtl_decode_generated fails when this file differs from a regeneration).
// Normative: specs/decode.md (the bundle, the generator, the bugs).
//
// bug_sel == 0 is the correct design. bug_sel == DBUG_x switches on exactly one plausible
// decoder error, applied where sm_decode.sv tests it. Ids 160-191 belong to sm_decode (1-63
// simt_stack_unit, 64-95 alu_lanes, 96-127 ldst_unit, 128-159 lane_compactor). Ids are
// stable: tests and reports refer to them. scripts/rtl-decode --bugs shows that each one is
// caught and by which word and field.

localparam logic [7:0] DBUG_X_DROPPED                = 8'd160; // .X is never decoded: dec_x = 0 (IADD, IADD32I, IMAD, ISETP, ISET), so the carry is not read (dec_rcc)
localparam logic [7:0] DBUG_ISCADD_SRC_SWAPPED       = 8'd161; // ISCADD with a register second source: Ra and Rb swapped (dec_ra from bits 26-31, dec_rb from 20-25)
localparam logic [7:0] DBUG_U_FROM_LMT_BIT           = 8'd162; // .U of BRA/JMP read from bit 16 (.LMT) instead of bit 15
localparam logic [7:0] DBUG_IMM20_ZERO_EXTENDED      = 8'd163; // 20-bit integer immediates (bits 26-45) zero-extended instead of sign-extended
localparam logic [7:0] DBUG_SETP_PD_BITS             = 8'd164; // ISETP/FSETP/DSETP/PSETP: the first predicate destination read from bits 16-18 instead of 17-19
localparam logic [7:0] DBUG_GUARD_NEG_IGNORED        = 8'd165; // the guard's negation (bit 13) ignored: @!P decodes as @P
localparam logic [7:0] DBUG_SIZE64_AS_32             = 8'd166; // memory size field value 5 (.64) decoded as 32 bits: 1 register, 4 bytes
localparam logic [7:0] DBUG_LDL_MATCH_BIT56          = 8'd167; // LDL's match ignores opcode bit 56: LDS words (opcode 0xc1) decode as LDL (0xc0)
localparam logic [7:0] DBUG_CC32I_FROM_BIT48         = 8'd168; // the 32-bit-immediate forms (IADD32I, LOP32I, ...) read .CC from bit 48 instead of 58
localparam logic [7:0] DBUG_REL_TARGET_ZERO_EXTENDED = 8'd169; // relative branch offsets (BRA, CAL, SSY, PBK, PCNT, PRET, PLONGJMP) zero-extended: backward targets go forward
localparam logic [7:0] DBUG_CBANK_HI_DROPPED         = 8'd170; // c[bank][offset] operands lose bank bit 4 (bit 26): banks 0x10-0x11 read as 0x0-0x1
localparam logic [7:0] DBUG_RC_SLOT_AS_REGISTER      = 8'd171; // three-source forms with Rc as second source (bits 46-47 = 2) decoded as the register form: b = register 26-31 instead of c[bank][offset]
localparam logic [7:0] DBUG_UNDEFINED_MODS_ACCEPTED  = 8'd172; // modifier values without a name (and undefined texture dimensionalities) accepted: a form matches on its fixed bits alone
localparam logic [7:0] DBUG_KIL_NOT_EXIT             = 8'd173; // KIL decoded as control class OTHER instead of EXIT
localparam logic [7:0] DBUG_FP64_RA_SINGLE           = 8'd174; // double-precision Ra read as one register (dec_ra_n 1) instead of a pair
localparam logic [7:0] DBUG_NOGUARD_READS_GUARD      = 8'd175; // unguarded forms (CAL, JCAL, SSY, PBK, PCNT, PRET, PLONGJMP, RTT, BPT) take bits 10-13 as a guard: @P0 instead of PT
localparam logic [7:0] DBUG_IMAD_X_FROM_BIT6         = 8'd176; // IMAD's .X read from bit 6 (IADD's) instead of bit 55
localparam logic [7:0] DBUG_E_IGNORED                = 8'd177; // .E ignored: global addresses read as one register (dec_ra_n 1)
localparam logic [7:0] DBUG_CONV_DST64_SINGLE        = 8'd178; // conversions to a 64-bit type (F2F.F64, F2I.S64, I2F.F64, I2I.S64, ...) write one register
