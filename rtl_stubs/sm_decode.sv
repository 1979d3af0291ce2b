// sm_decode.sv - the instruction decoder of a Fermi SM (reference RTL)
//
// GENERATED from the ISA table (model/src/isa/isa_table.c) by model/src/isa/decode_sv.c;
// do not edit. Regenerate with: smgold isa --emit-sv rtl_stubs
// (ctest rtl_decode_generated fails when this file differs from a regeneration).
// Normative: specs/decode.md (the bundle, the generator, the bugs).
//
// Decodes one 64-bit instruction word into the decode bundle of specs/decode.md §2 (the C
// model's sg_decode_bundle, model/include/smgold/decode.h): one output port dec_<field> per
// field, in the bundle's order and widths. Every field is 0 when dec_valid is 0.
// dec_bundle: all the dec_<field> ports as one 213-bit vector (sg_decoded_bits()), packed
// LSB-first in field order: field i at bit (the sum of the widths of fields 0..i-1), i.e.
// {dec_msigned, ..., dec_form, dec_valid} (specs/decode.md §5):
// dec_valid bit 0, dec_form bits 1-9, dec_op bits 10-16, ..., dec_msigned bit 212.
//
// Structure
//  * in_stage (always_ff): the word of clock c is latched at the edge of c (synchronous
//    active-low reset clears it, out_valid = 0); everything below computes from the latch,
//    so the bundle of clock c shows right after that edge (the convention of alu_lanes).
//  * match (always_comb): hit[i] = the word is form i of sm_decode_pkg (fixed bits equal,
//    modifier values defined).
//  * first hit: sel = the lowest-numbered form that hits (one-hot), as the C table's
//    decoder tries the forms in order.
//  * fields: each dec_<field> is an AND-OR of its recipes selected by sel; then the
//    fields derived from others (cond, rcc); dec_bundle, their concatenation.
//
// Parameters: BUG (0 = none). Injected bugs (decode_bugs.svh, ids 160-191): bug_sel is the
// parameter BUG or, with `define SMGOLD_BUG_PORT, the last input port. Every
// `bug_q == DBUG_x` below is a deliberate deviation, active only for that id.

module sm_decode #(
    parameter int BUG = 0
) (
    input  logic        clk,
    input  logic        rst_n,
    input  logic        in_valid,
    input  logic [63:0] in_word,
    output logic        out_valid,
    output logic        dec_valid,
    output logic [ 8:0] dec_form,
    output logic [ 6:0] dec_op,
    output logic [ 2:0] dec_unit,
    output logic [ 2:0] dec_iclass,
    output logic [ 3:0] dec_ctrl,
    output logic [ 2:0] dec_guard,
    output logic        dec_guard_neg,
    output logic        dec_cond,
    output logic        dec_sflag,
    output logic        dec_uni,
    output logic [ 4:0] dec_cctest,
    output logic [ 1:0] dec_tgt,
    output logic        dec_x,
    output logic        dec_wcc,
    output logic        dec_rcc,
    output logic [ 5:0] dec_rd,
    output logic [ 2:0] dec_rd_n,
    output logic [ 2:0] dec_rd_rn,
    output logic [ 5:0] dec_re,
    output logic [ 2:0] dec_re_n,
    output logic [ 2:0] dec_pd,
    output logic [ 2:0] dec_pd2,
    output logic [ 5:0] dec_ra,
    output logic [ 1:0] dec_ra_n,
    output logic [ 2:0] dec_b_kind,
    output logic [ 5:0] dec_rb,
    output logic [ 1:0] dec_b_n,
    output logic [ 7:0] dec_sreg,
    output logic [ 4:0] dec_cbank,
    output logic [15:0] dec_coff,
    output logic [ 5:0] dec_rc,
    output logic [ 1:0] dec_rc_n,
    output logic [31:0] dec_imm,
    output logic [31:0] dec_imm2,
    output logic [ 2:0] dec_pa,
    output logic        dec_pa_neg,
    output logic [ 2:0] dec_pb,
    output logic        dec_pb_neg,
    output logic [ 2:0] dec_pc,
    output logic        dec_pc_neg,
    output logic [ 1:0] dec_mem,
    output logic [ 1:0] dec_mspace,
    output logic [ 4:0] dec_msize,
    output logic        dec_msigned,
    output logic [212:0] dec_bundle  // {dec_msigned, ..., dec_valid}
`ifdef SMGOLD_BUG_PORT
    ,
    input  logic [7:0]  bug_sel
`endif
);

  `include "decode_bugs.svh"

`ifndef SMGOLD_BUG_PORT
  localparam logic [7:0] bug_q = BUG[7:0];
`else
  if (BUG != 0) begin : g_bug_param_check
    $error("sm_decode: with SMGOLD_BUG_PORT the port bug_sel selects the bug; BUG must be 0");
  end
  // the bug select is latched like the word: static during a run (set before reset)
  logic [7:0] bug_q;
  always_ff @(posedge clk) bug_q <= bug_sel;
`endif

  // ------------------------------------------------------------------ input stage
  logic        q_valid;
  logic [63:0] q_word;
  always_ff @(posedge clk) begin : in_stage
    if (!rst_n) begin
      q_valid <= 1'b0;
      q_word  <= '0;
    end else begin
      q_valid <= in_valid;
      q_word  <= in_word;
    end
  end
  assign out_valid = q_valid;

  logic [63:0] w;
  assign w = q_word;

  // ------------------------------------------------------------------ form match
  logic [sm_decode_pkg::NFORMS-1:0] hit;
  always_comb begin : match
    hit[0] = ((w & sm_decode_pkg::F0_MASK) == sm_decode_pkg::F0_MATCH);
    hit[1] = ((w & sm_decode_pkg::F1_MASK) == sm_decode_pkg::F1_MATCH);
    hit[2] = ((w & sm_decode_pkg::F2_MASK) == sm_decode_pkg::F2_MATCH);
    hit[3] = ((w & sm_decode_pkg::F3_MASK) == sm_decode_pkg::F3_MATCH);
    hit[4] = ((w & sm_decode_pkg::F4_MASK) == sm_decode_pkg::F4_MATCH);
    hit[5] = ((w & sm_decode_pkg::F5_MASK) == sm_decode_pkg::F5_MATCH);
    hit[6] = ((w & sm_decode_pkg::F6_MASK) == sm_decode_pkg::F6_MATCH);
    hit[7] = ((w & sm_decode_pkg::F7_MASK) == sm_decode_pkg::F7_MATCH);
    hit[8] = ((w & sm_decode_pkg::F8_MASK) == sm_decode_pkg::F8_MATCH);
    hit[9] = ((w & sm_decode_pkg::F9_MASK) == sm_decode_pkg::F9_MATCH);
    hit[10] = ((w & sm_decode_pkg::F10_MASK) == sm_decode_pkg::F10_MATCH);
    hit[11] = ((w & sm_decode_pkg::F11_MASK) == sm_decode_pkg::F11_MATCH);
    hit[12] = ((w & sm_decode_pkg::F12_MASK) == sm_decode_pkg::F12_MATCH);
    hit[13] = ((w & sm_decode_pkg::F13_MASK) == sm_decode_pkg::F13_MATCH);
    hit[14] = ((w & sm_decode_pkg::F14_MASK) == sm_decode_pkg::F14_MATCH);
    hit[15] = ((w & sm_decode_pkg::F15_MASK) == sm_decode_pkg::F15_MATCH);
    hit[16] = ((w & sm_decode_pkg::F16_MASK) == sm_decode_pkg::F16_MATCH);
    hit[17] = ((w & sm_decode_pkg::F17_MASK) == sm_decode_pkg::F17_MATCH);
    hit[18] = ((w & sm_decode_pkg::F18_MASK) == sm_decode_pkg::F18_MATCH);
    hit[19] = ((w & sm_decode_pkg::F19_MASK) == sm_decode_pkg::F19_MATCH);
    hit[20] = ((w & sm_decode_pkg::F20_MASK) == sm_decode_pkg::F20_MATCH);
    hit[21] = ((w & sm_decode_pkg::F21_MASK) == sm_decode_pkg::F21_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT0_DEF[w[7:5]]);
    hit[22] = ((w & sm_decode_pkg::F22_MASK) == sm_decode_pkg::F22_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT0_DEF[w[7:5]]);
    hit[23] = ((w & sm_decode_pkg::F23_MASK) == sm_decode_pkg::F23_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT0_DEF[w[7:5]]);
    hit[24] = ((w & sm_decode_pkg::F24_MASK) == sm_decode_pkg::F24_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT0_DEF[w[7:5]]);
    hit[25] = ((w & sm_decode_pkg::F25_MASK) == sm_decode_pkg::F25_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[6:5]]);
    hit[26] = ((w & sm_decode_pkg::F26_MASK) == sm_decode_pkg::F26_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT2_DEF[w[8:5]]);
    hit[27] = ((w & sm_decode_pkg::F27_MASK) == sm_decode_pkg::F27_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT2_DEF[w[8:5]]);
    hit[28] = ((w & sm_decode_pkg::F28_MASK) == sm_decode_pkg::F28_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT2_DEF[w[8:5]]);
    hit[29] = ((w & sm_decode_pkg::F29_MASK) == sm_decode_pkg::F29_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT2_DEF[w[8:5]]);
    hit[30] = ((w & sm_decode_pkg::F30_MASK) == sm_decode_pkg::F30_MATCH);
    hit[31] = ((w & sm_decode_pkg::F31_MASK) == sm_decode_pkg::F31_MATCH);
    hit[32] = ((w & sm_decode_pkg::F32_MASK) == sm_decode_pkg::F32_MATCH);
    hit[33] = ((w & sm_decode_pkg::F33_MASK) == sm_decode_pkg::F33_MATCH);
    hit[34] = ((w & sm_decode_pkg::F34_MASK) == sm_decode_pkg::F34_MATCH);
    hit[35] = ((w & sm_decode_pkg::F35_MASK) == sm_decode_pkg::F35_MATCH);
    hit[36] = ((w & sm_decode_pkg::F36_MASK) == sm_decode_pkg::F36_MATCH);
    hit[37] = ((w & sm_decode_pkg::F37_MASK) == sm_decode_pkg::F37_MATCH);
    hit[38] = ((w & sm_decode_pkg::F38_MASK) == sm_decode_pkg::F38_MATCH);
    hit[39] = ((w & sm_decode_pkg::F39_MASK) == sm_decode_pkg::F39_MATCH);
    hit[40] = ((w & sm_decode_pkg::F40_MASK) == sm_decode_pkg::F40_MATCH);
    hit[41] = ((w & sm_decode_pkg::F41_MASK) == sm_decode_pkg::F41_MATCH);
    hit[42] = ((w & sm_decode_pkg::F42_MASK) == sm_decode_pkg::F42_MATCH);
    hit[43] = ((w & sm_decode_pkg::F43_MASK) == sm_decode_pkg::F43_MATCH);
    hit[44] = ((w & sm_decode_pkg::F44_MASK) == sm_decode_pkg::F44_MATCH);
    hit[45] = ((w & sm_decode_pkg::F45_MASK) == sm_decode_pkg::F45_MATCH);
    hit[46] = ((w & sm_decode_pkg::F46_MASK) == sm_decode_pkg::F46_MATCH);
    hit[47] = ((w & sm_decode_pkg::F47_MASK) == sm_decode_pkg::F47_MATCH);
    hit[48] = ((w & sm_decode_pkg::F48_MASK) == sm_decode_pkg::F48_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[49] = ((w & sm_decode_pkg::F49_MASK) == sm_decode_pkg::F49_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[50] = ((w & sm_decode_pkg::F50_MASK) == sm_decode_pkg::F50_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[51] = ((w & sm_decode_pkg::F51_MASK) == sm_decode_pkg::F51_MATCH);
    hit[52] = ((w & sm_decode_pkg::F52_MASK) == sm_decode_pkg::F52_MATCH);
    hit[53] = ((w & sm_decode_pkg::F53_MASK) == sm_decode_pkg::F53_MATCH);
    hit[54] = ((w & sm_decode_pkg::F54_MASK) == sm_decode_pkg::F54_MATCH);
    hit[55] = ((w & sm_decode_pkg::F55_MASK) == sm_decode_pkg::F55_MATCH);
    hit[56] = ((w & sm_decode_pkg::F56_MASK) == sm_decode_pkg::F56_MATCH);
    hit[57] = ((w & sm_decode_pkg::F57_MASK) == sm_decode_pkg::F57_MATCH);
    hit[58] = ((w & sm_decode_pkg::F58_MASK) == sm_decode_pkg::F58_MATCH);
    hit[59] = ((w & sm_decode_pkg::F59_MASK) == sm_decode_pkg::F59_MATCH);
    hit[60] = ((w & sm_decode_pkg::F60_MASK) == sm_decode_pkg::F60_MATCH);
    hit[61] = ((w & sm_decode_pkg::F61_MASK) == sm_decode_pkg::F61_MATCH);
    hit[62] = ((w & sm_decode_pkg::F62_MASK) == sm_decode_pkg::F62_MATCH);
    hit[63] = ((w & sm_decode_pkg::F63_MASK) == sm_decode_pkg::F63_MATCH);
    hit[64] = ((w & sm_decode_pkg::F64_MASK) == sm_decode_pkg::F64_MATCH);
    hit[65] = ((w & sm_decode_pkg::F65_MASK) == sm_decode_pkg::F65_MATCH);
    hit[66] = ((w & sm_decode_pkg::F66_MASK) == sm_decode_pkg::F66_MATCH);
    hit[67] = ((w & sm_decode_pkg::F67_MASK) == sm_decode_pkg::F67_MATCH);
    hit[68] = ((w & sm_decode_pkg::F68_MASK) == sm_decode_pkg::F68_MATCH);
    hit[69] = ((w & sm_decode_pkg::F69_MASK) == sm_decode_pkg::F69_MATCH);
    hit[70] = ((w & sm_decode_pkg::F70_MASK) == sm_decode_pkg::F70_MATCH);
    hit[71] = ((w & sm_decode_pkg::F71_MASK) == sm_decode_pkg::F71_MATCH);
    hit[72] = ((w & sm_decode_pkg::F72_MASK) == sm_decode_pkg::F72_MATCH);
    hit[73] = ((w & sm_decode_pkg::F73_MASK) == sm_decode_pkg::F73_MATCH);
    hit[74] = ((w & sm_decode_pkg::F74_MASK) == sm_decode_pkg::F74_MATCH);
    hit[75] = ((w & sm_decode_pkg::F75_MASK) == sm_decode_pkg::F75_MATCH);
    hit[76] = ((w & sm_decode_pkg::F76_MASK) == sm_decode_pkg::F76_MATCH);
    hit[77] = ((w & sm_decode_pkg::F77_MASK) == sm_decode_pkg::F77_MATCH);
    hit[78] = ((w & sm_decode_pkg::F78_MASK) == sm_decode_pkg::F78_MATCH);
    hit[79] = ((w & sm_decode_pkg::F79_MASK) == sm_decode_pkg::F79_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || (sm_decode_pkg::LUT1_DEF[w[31:30]] && sm_decode_pkg::LUT1_DEF[w[54:53]]));
    hit[80] = ((w & sm_decode_pkg::F80_MASK) == sm_decode_pkg::F80_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || (sm_decode_pkg::LUT1_DEF[w[31:30]] && sm_decode_pkg::LUT1_DEF[w[54:53]]));
    hit[81] = ((w & sm_decode_pkg::F81_MASK) == sm_decode_pkg::F81_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[82] = ((w & sm_decode_pkg::F82_MASK) == sm_decode_pkg::F82_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[83] = ((w & sm_decode_pkg::F83_MASK) == sm_decode_pkg::F83_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[84] = ((w & sm_decode_pkg::F84_MASK) == sm_decode_pkg::F84_MATCH);
    hit[85] = ((w & sm_decode_pkg::F85_MASK) == sm_decode_pkg::F85_MATCH);
    hit[86] = ((w & sm_decode_pkg::F86_MASK) == sm_decode_pkg::F86_MATCH);
    hit[87] = ((w & sm_decode_pkg::F87_MASK) == sm_decode_pkg::F87_MATCH);
    hit[88] = ((w & sm_decode_pkg::F88_MASK) == sm_decode_pkg::F88_MATCH);
    hit[89] = ((w & sm_decode_pkg::F89_MASK) == sm_decode_pkg::F89_MATCH);
    hit[90] = ((w & sm_decode_pkg::F90_MASK) == sm_decode_pkg::F90_MATCH);
    hit[91] = ((w & sm_decode_pkg::F91_MASK) == sm_decode_pkg::F91_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[7:5]]);
    hit[92] = ((w & sm_decode_pkg::F92_MASK) == sm_decode_pkg::F92_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[7:5]]);
    hit[93] = ((w & sm_decode_pkg::F93_MASK) == sm_decode_pkg::F93_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[7:5]]);
    hit[94] = ((w & sm_decode_pkg::F94_MASK) == sm_decode_pkg::F94_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[7:5]]);
    hit[95] = ((w & sm_decode_pkg::F95_MASK) == sm_decode_pkg::F95_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[6:5]]);
    hit[96] = ((w & sm_decode_pkg::F96_MASK) == sm_decode_pkg::F96_MATCH);
    hit[97] = ((w & sm_decode_pkg::F97_MASK) == sm_decode_pkg::F97_MATCH);
    hit[98] = ((w & sm_decode_pkg::F98_MASK) == sm_decode_pkg::F98_MATCH);
    hit[99] = ((w & sm_decode_pkg::F99_MASK) == sm_decode_pkg::F99_MATCH);
    hit[100] = ((w & sm_decode_pkg::F100_MASK) == sm_decode_pkg::F100_MATCH);
    hit[101] = ((w & sm_decode_pkg::F101_MASK) == sm_decode_pkg::F101_MATCH);
    hit[102] = ((w & sm_decode_pkg::F102_MASK) == sm_decode_pkg::F102_MATCH);
    hit[103] = ((w & sm_decode_pkg::F103_MASK) == sm_decode_pkg::F103_MATCH);
    hit[104] = ((w & sm_decode_pkg::F104_MASK) == sm_decode_pkg::F104_MATCH);
    hit[105] = ((w & sm_decode_pkg::F105_MASK) == sm_decode_pkg::F105_MATCH);
    hit[106] = ((w & sm_decode_pkg::F106_MASK) == sm_decode_pkg::F106_MATCH);
    hit[107] = ((w & sm_decode_pkg::F107_MASK) == sm_decode_pkg::F107_MATCH);
    hit[108] = ((w & sm_decode_pkg::F108_MASK) == sm_decode_pkg::F108_MATCH);
    hit[109] = ((w & sm_decode_pkg::F109_MASK) == sm_decode_pkg::F109_MATCH);
    hit[110] = ((w & sm_decode_pkg::F110_MASK) == sm_decode_pkg::F110_MATCH);
    hit[111] = ((w & sm_decode_pkg::F111_MASK) == sm_decode_pkg::F111_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[51:49]]);
    hit[112] = ((w & sm_decode_pkg::F112_MASK) == sm_decode_pkg::F112_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[51:49]]);
    hit[113] = ((w & sm_decode_pkg::F113_MASK) == sm_decode_pkg::F113_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[51:49]]);
    hit[114] = ((w & sm_decode_pkg::F114_MASK) == sm_decode_pkg::F114_MATCH);
    hit[115] = ((w & sm_decode_pkg::F115_MASK) == sm_decode_pkg::F115_MATCH);
    hit[116] = ((w & sm_decode_pkg::F116_MASK) == sm_decode_pkg::F116_MATCH);
    hit[117] = ((w & sm_decode_pkg::F117_MASK) == sm_decode_pkg::F117_MATCH);
    hit[118] = ((w & sm_decode_pkg::F118_MASK) == sm_decode_pkg::F118_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[119] = ((w & sm_decode_pkg::F119_MASK) == sm_decode_pkg::F119_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[120] = ((w & sm_decode_pkg::F120_MASK) == sm_decode_pkg::F120_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[121] = ((w & sm_decode_pkg::F121_MASK) == sm_decode_pkg::F121_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[122] = ((w & sm_decode_pkg::F122_MASK) == sm_decode_pkg::F122_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[123] = ((w & sm_decode_pkg::F123_MASK) == sm_decode_pkg::F123_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[124] = ((w & sm_decode_pkg::F124_MASK) == sm_decode_pkg::F124_MATCH);
    hit[125] = ((w & sm_decode_pkg::F125_MASK) == sm_decode_pkg::F125_MATCH);
    hit[126] = ((w & sm_decode_pkg::F126_MASK) == sm_decode_pkg::F126_MATCH);
    hit[127] = ((w & sm_decode_pkg::F127_MASK) == sm_decode_pkg::F127_MATCH);
    hit[128] = ((w & sm_decode_pkg::F128_MASK) == sm_decode_pkg::F128_MATCH);
    hit[129] = ((w & sm_decode_pkg::F129_MASK) == sm_decode_pkg::F129_MATCH);
    hit[130] = ((w & sm_decode_pkg::F130_MASK) == sm_decode_pkg::F130_MATCH);
    hit[131] = ((w & sm_decode_pkg::F131_MASK) == sm_decode_pkg::F131_MATCH);
    hit[132] = ((w & sm_decode_pkg::F132_MASK) == sm_decode_pkg::F132_MATCH);
    hit[133] = ((w & sm_decode_pkg::F133_MASK) == sm_decode_pkg::F133_MATCH);
    hit[134] = ((w & sm_decode_pkg::F134_MASK) == sm_decode_pkg::F134_MATCH);
    hit[135] = ((w & sm_decode_pkg::F135_MASK) == sm_decode_pkg::F135_MATCH);
    hit[136] = ((w & sm_decode_pkg::F136_MASK) == sm_decode_pkg::F136_MATCH);
    hit[137] = ((w & sm_decode_pkg::F137_MASK) == sm_decode_pkg::F137_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[138] = ((w & sm_decode_pkg::F138_MASK) == sm_decode_pkg::F138_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[139] = ((w & sm_decode_pkg::F139_MASK) == sm_decode_pkg::F139_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[140] = ((w & sm_decode_pkg::F140_MASK) == sm_decode_pkg::F140_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[141] = ((w & sm_decode_pkg::F141_MASK) == sm_decode_pkg::F141_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[142] = ((w & sm_decode_pkg::F142_MASK) == sm_decode_pkg::F142_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT1_DEF[w[54:53]]);
    hit[143] = ((w & sm_decode_pkg::F143_MASK) == sm_decode_pkg::F143_MATCH);
    hit[144] = ((w & sm_decode_pkg::F144_MASK) == sm_decode_pkg::F144_MATCH);
    hit[145] = ((w & sm_decode_pkg::F145_MASK) == sm_decode_pkg::F145_MATCH);
    hit[146] = ((w & sm_decode_pkg::F146_MASK) == sm_decode_pkg::F146_MATCH);
    hit[147] = ((w & sm_decode_pkg::F147_MASK) == sm_decode_pkg::F147_MATCH);
    hit[148] = ((w & sm_decode_pkg::F148_MASK) == sm_decode_pkg::F148_MATCH);
    hit[149] = ((w & sm_decode_pkg::F149_MASK) == sm_decode_pkg::F149_MATCH);
    hit[150] = ((w & sm_decode_pkg::F150_MASK) == sm_decode_pkg::F150_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT4_DEF[w[25:20]]);
    hit[151] = ((w & sm_decode_pkg::F151_MASK) == sm_decode_pkg::F151_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT4_DEF[w[25:20]]);
    hit[152] = ((w & sm_decode_pkg::F152_MASK) == sm_decode_pkg::F152_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT4_DEF[w[25:20]]);
    hit[153] = ((w & sm_decode_pkg::F153_MASK) == sm_decode_pkg::F153_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT4_DEF[w[25:20]]);
    hit[154] = ((w & sm_decode_pkg::F154_MASK) == sm_decode_pkg::F154_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT4_DEF[w[25:20]]);
    hit[155] = ((w & sm_decode_pkg::F155_MASK) == sm_decode_pkg::F155_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT4_DEF[w[25:20]]);
    hit[156] = ((w & sm_decode_pkg::F156_MASK) == sm_decode_pkg::F156_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT4_DEF[w[25:20]]);
    hit[157] = ((w & sm_decode_pkg::F157_MASK) == sm_decode_pkg::F157_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT4_DEF[w[25:20]]);
    hit[158] = ((w & sm_decode_pkg::F158_MASK) == sm_decode_pkg::F158_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT4_DEF[w[25:20]]);
    hit[159] = ((w & sm_decode_pkg::F159_MASK) == sm_decode_pkg::F159_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT4_DEF[w[25:20]]);
    hit[160] = ((w & sm_decode_pkg::F160_MASK) == sm_decode_pkg::F160_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT4_DEF[w[25:20]]);
    hit[161] = ((w & sm_decode_pkg::F161_MASK) == sm_decode_pkg::F161_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT4_DEF[w[25:20]]);
    hit[162] = ((w & sm_decode_pkg::F162_MASK) == sm_decode_pkg::F162_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT7_DEF[w[25:20]]);
    hit[163] = ((w & sm_decode_pkg::F163_MASK) == sm_decode_pkg::F163_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT7_DEF[w[25:20]]);
    hit[164] = ((w & sm_decode_pkg::F164_MASK) == sm_decode_pkg::F164_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT7_DEF[w[25:20]]);
    hit[165] = ((w & sm_decode_pkg::F165_MASK) == sm_decode_pkg::F165_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT7_DEF[w[25:20]]);
    hit[166] = ((w & sm_decode_pkg::F166_MASK) == sm_decode_pkg::F166_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT7_DEF[w[25:20]]);
    hit[167] = ((w & sm_decode_pkg::F167_MASK) == sm_decode_pkg::F167_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT7_DEF[w[25:20]]);
    hit[168] = ((w & sm_decode_pkg::F168_MASK) == sm_decode_pkg::F168_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT8_DEF[w[25:20]]);
    hit[169] = ((w & sm_decode_pkg::F169_MASK) == sm_decode_pkg::F169_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT8_DEF[w[25:20]]);
    hit[170] = ((w & sm_decode_pkg::F170_MASK) == sm_decode_pkg::F170_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT8_DEF[w[25:20]]);
    hit[171] = ((w & sm_decode_pkg::F171_MASK) == sm_decode_pkg::F171_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT8_DEF[w[25:20]]);
    hit[172] = ((w & sm_decode_pkg::F172_MASK) == sm_decode_pkg::F172_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT8_DEF[w[25:20]]);
    hit[173] = ((w & sm_decode_pkg::F173_MASK) == sm_decode_pkg::F173_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT8_DEF[w[25:20]]);
    hit[174] = ((w & sm_decode_pkg::F174_MASK) == sm_decode_pkg::F174_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT8_DEF[w[25:20]]);
    hit[175] = ((w & sm_decode_pkg::F175_MASK) == sm_decode_pkg::F175_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT8_DEF[w[25:20]]);
    hit[176] = ((w & sm_decode_pkg::F176_MASK) == sm_decode_pkg::F176_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT8_DEF[w[25:20]]);
    hit[177] = ((w & sm_decode_pkg::F177_MASK) == sm_decode_pkg::F177_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT8_DEF[w[25:20]]);
    hit[178] = ((w & sm_decode_pkg::F178_MASK) == sm_decode_pkg::F178_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT8_DEF[w[25:20]]);
    hit[179] = ((w & sm_decode_pkg::F179_MASK) == sm_decode_pkg::F179_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT8_DEF[w[25:20]]);
    hit[180] = ((w & sm_decode_pkg::F180_MASK) == sm_decode_pkg::F180_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[7:5]]);
    hit[181] = ((w & sm_decode_pkg::F181_MASK) == sm_decode_pkg::F181_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[7:5]]);
    hit[182] = ((w & sm_decode_pkg::F182_MASK) == sm_decode_pkg::F182_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[7:5]]);
    hit[183] = ((bug_q == DBUG_LDL_MATCH_BIT56) ? ((w & (sm_decode_pkg::F183_MASK & ~64'h0100000000000000)) == sm_decode_pkg::F183_MATCH)
                : ((w & sm_decode_pkg::F183_MASK) == sm_decode_pkg::F183_MATCH))
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[7:5]]);
    hit[184] = ((w & sm_decode_pkg::F184_MASK) == sm_decode_pkg::F184_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[7:5]]);
    hit[185] = ((w & sm_decode_pkg::F185_MASK) == sm_decode_pkg::F185_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[7:5]]);
    hit[186] = ((w & sm_decode_pkg::F186_MASK) == sm_decode_pkg::F186_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[7:5]]);
    hit[187] = ((w & sm_decode_pkg::F187_MASK) == sm_decode_pkg::F187_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[7:5]]);
    hit[188] = ((w & sm_decode_pkg::F188_MASK) == sm_decode_pkg::F188_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[7:5]]);
    hit[189] = ((w & sm_decode_pkg::F189_MASK) == sm_decode_pkg::F189_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT15_DEF[w[8:5]]);
    hit[190] = ((w & sm_decode_pkg::F190_MASK) == sm_decode_pkg::F190_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT16_DEF[w[8:5]]);
    hit[191] = ((w & sm_decode_pkg::F191_MASK) == sm_decode_pkg::F191_MATCH);
    hit[192] = ((w & sm_decode_pkg::F192_MASK) == sm_decode_pkg::F192_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT17_DEF[w[9:5]]);
    hit[193] = ((w & sm_decode_pkg::F193_MASK) == sm_decode_pkg::F193_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT16_DEF[w[8:5]]);
    hit[194] = ((w & sm_decode_pkg::F194_MASK) == sm_decode_pkg::F194_MATCH);
    hit[195] = ((w & sm_decode_pkg::F195_MASK) == sm_decode_pkg::F195_MATCH);
    hit[196] = ((w & sm_decode_pkg::F196_MASK) == sm_decode_pkg::F196_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || (sm_decode_pkg::LUT1_DEF[w[8:7]] && sm_decode_pkg::LUT18_DEF[w[53:51]]));
    hit[197] = ((w & sm_decode_pkg::F197_MASK) == sm_decode_pkg::F197_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || (sm_decode_pkg::LUT20_DEF[w[59:57]] && sm_decode_pkg::LUT1_DEF[w[8:7]] && sm_decode_pkg::LUT18_DEF[w[53:51]]));
    hit[198] = ((w & sm_decode_pkg::F198_MASK) == sm_decode_pkg::F198_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || (sm_decode_pkg::LUT1_DEF[w[55:54]] && sm_decode_pkg::LUT1_DEF[w[8:7]] && sm_decode_pkg::LUT18_DEF[w[53:51]]));
    hit[199] = ((w & sm_decode_pkg::F199_MASK) == sm_decode_pkg::F199_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || (sm_decode_pkg::LUT21_DEF[w[59:54]] && sm_decode_pkg::LUT1_DEF[w[8:7]]));
    hit[200] = ((w & sm_decode_pkg::F200_MASK) == sm_decode_pkg::F200_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT22_DEF[w[9:5]]);
    hit[201] = ((w & sm_decode_pkg::F201_MASK) == sm_decode_pkg::F201_MATCH)
             && ((bug_q == DBUG_UNDEFINED_MODS_ACCEPTED) || sm_decode_pkg::LUT3_DEF[w[7:5]]);
    hit[202] = ((w & sm_decode_pkg::F202_MASK) == sm_decode_pkg::F202_MATCH);
    hit[203] = ((w & sm_decode_pkg::F203_MASK) == sm_decode_pkg::F203_MATCH);
    hit[204] = ((w & sm_decode_pkg::F204_MASK) == sm_decode_pkg::F204_MATCH);
    hit[205] = ((w & sm_decode_pkg::F205_MASK) == sm_decode_pkg::F205_MATCH);
    hit[206] = ((w & sm_decode_pkg::F206_MASK) == sm_decode_pkg::F206_MATCH);
  end

  // ------------------------------------------------------------------ first hit
  // The lowest-numbered form that hits (the C decoder tries the forms in table order):
  // sel is one-hot, or 0 when no form hits.
  logic [sm_decode_pkg::NFORMS-1:0] sel;
  assign sel = hit & (~hit + 1'b1);

  // ------------------------------------------------------------------ fields
  // Each field is the OR of its recipes (a constant, bits of the word, a table entry),
  // each selected by the forms that use it (a mask of form numbers); a form that
  // contributes no term gives 0 (none). Per form: the #i comments of sm_decode_pkg.
  assign dec_valid = |hit;
  assign dec_form = ({9{sel[0]}} & 9'd0)
      | ({9{sel[1]}} & 9'd1)
      | ({9{sel[2]}} & 9'd2)
      | ({9{sel[3]}} & 9'd3)
      | ({9{sel[4]}} & 9'd4)
      | ({9{sel[5]}} & 9'd5)
      | ({9{sel[6]}} & 9'd6)
      | ({9{sel[7]}} & 9'd7)
      | ({9{sel[8]}} & 9'd8)
      | ({9{sel[9]}} & 9'd9)
      | ({9{sel[10]}} & 9'd10)
      | ({9{sel[11]}} & 9'd11)
      | ({9{sel[12]}} & 9'd12)
      | ({9{sel[13]}} & 9'd13)
      | ({9{sel[14]}} & 9'd14)
      | ({9{sel[15]}} & 9'd15)
      | ({9{sel[16]}} & 9'd16)
      | ({9{sel[17]}} & 9'd17)
      | ({9{sel[18]}} & 9'd18)
      | ({9{sel[19]}} & 9'd19)
      | ({9{sel[20]}} & 9'd20)
      | ({9{sel[21]}} & 9'd21)
      | ({9{sel[22]}} & 9'd22)
      | ({9{sel[23]}} & 9'd23)
      | ({9{sel[24]}} & 9'd24)
      | ({9{sel[25]}} & 9'd25)
      | ({9{sel[26]}} & 9'd26)
      | ({9{sel[27]}} & 9'd27)
      | ({9{sel[28]}} & 9'd28)
      | ({9{sel[29]}} & 9'd29)
      | ({9{sel[30]}} & 9'd30)
      | ({9{sel[31]}} & 9'd31)
      | ({9{sel[32]}} & 9'd32)
      | ({9{sel[33]}} & 9'd33)
      | ({9{sel[34]}} & 9'd34)
      | ({9{sel[35]}} & 9'd35)
      | ({9{sel[36]}} & 9'd36)
      | ({9{sel[37]}} & 9'd37)
      | ({9{sel[38]}} & 9'd38)
      | ({9{sel[39]}} & 9'd39)
      | ({9{sel[40]}} & 9'd40)
      | ({9{sel[41]}} & 9'd41)
      | ({9{sel[42]}} & 9'd42)
      | ({9{sel[43]}} & 9'd43)
      | ({9{sel[44]}} & 9'd44)
      | ({9{sel[45]}} & 9'd45)
      | ({9{sel[46]}} & 9'd46)
      | ({9{sel[47]}} & 9'd47)
      | ({9{sel[48]}} & 9'd48)
      | ({9{sel[49]}} & 9'd49)
      | ({9{sel[50]}} & 9'd50)
      | ({9{sel[51]}} & 9'd51)
      | ({9{sel[52]}} & 9'd52)
      | ({9{sel[53]}} & 9'd53)
      | ({9{sel[54]}} & 9'd54)
      | ({9{sel[55]}} & 9'd55)
      | ({9{sel[56]}} & 9'd56)
      | ({9{sel[57]}} & 9'd57)
      | ({9{sel[58]}} & 9'd58)
      | ({9{sel[59]}} & 9'd59)
      | ({9{sel[60]}} & 9'd60)
      | ({9{sel[61]}} & 9'd61)
      | ({9{sel[62]}} & 9'd62)
      | ({9{sel[63]}} & 9'd63)
      | ({9{sel[64]}} & 9'd64)
      | ({9{sel[65]}} & 9'd65)
      | ({9{sel[66]}} & 9'd66)
      | ({9{sel[67]}} & 9'd67)
      | ({9{sel[68]}} & 9'd68)
      | ({9{sel[69]}} & 9'd69)
      | ({9{sel[70]}} & 9'd70)
      | ({9{sel[71]}} & 9'd71)
      | ({9{sel[72]}} & 9'd72)
      | ({9{sel[73]}} & 9'd73)
      | ({9{sel[74]}} & 9'd74)
      | ({9{sel[75]}} & 9'd75)
      | ({9{sel[76]}} & 9'd76)
      | ({9{sel[77]}} & 9'd77)
      | ({9{sel[78]}} & 9'd78)
      | ({9{sel[79]}} & 9'd79)
      | ({9{sel[80]}} & 9'd80)
      | ({9{sel[81]}} & 9'd81)
      | ({9{sel[82]}} & 9'd82)
      | ({9{sel[83]}} & 9'd83)
      | ({9{sel[84]}} & 9'd84)
      | ({9{sel[85]}} & 9'd85)
      | ({9{sel[86]}} & 9'd86)
      | ({9{sel[87]}} & 9'd87)
      | ({9{sel[88]}} & 9'd88)
      | ({9{sel[89]}} & 9'd89)
      | ({9{sel[90]}} & 9'd90)
      | ({9{sel[91]}} & 9'd91)
      | ({9{sel[92]}} & 9'd92)
      | ({9{sel[93]}} & 9'd93)
      | ({9{sel[94]}} & 9'd94)
      | ({9{sel[95]}} & 9'd95)
      | ({9{sel[96]}} & 9'd96)
      | ({9{sel[97]}} & 9'd97)
      | ({9{sel[98]}} & 9'd98)
      | ({9{sel[99]}} & 9'd99)
      | ({9{sel[100]}} & 9'd100)
      | ({9{sel[101]}} & 9'd101)
      | ({9{sel[102]}} & 9'd102)
      | ({9{sel[103]}} & 9'd103)
      | ({9{sel[104]}} & 9'd104)
      | ({9{sel[105]}} & 9'd105)
      | ({9{sel[106]}} & 9'd106)
      | ({9{sel[107]}} & 9'd107)
      | ({9{sel[108]}} & 9'd108)
      | ({9{sel[109]}} & 9'd109)
      | ({9{sel[110]}} & 9'd110)
      | ({9{sel[111]}} & 9'd111)
      | ({9{sel[112]}} & 9'd112)
      | ({9{sel[113]}} & 9'd113)
      | ({9{sel[114]}} & 9'd114)
      | ({9{sel[115]}} & 9'd115)
      | ({9{sel[116]}} & 9'd116)
      | ({9{sel[117]}} & 9'd117)
      | ({9{sel[118]}} & 9'd118)
      | ({9{sel[119]}} & 9'd119)
      | ({9{sel[120]}} & 9'd120)
      | ({9{sel[121]}} & 9'd121)
      | ({9{sel[122]}} & 9'd122)
      | ({9{sel[123]}} & 9'd123)
      | ({9{sel[124]}} & 9'd124)
      | ({9{sel[125]}} & 9'd125)
      | ({9{sel[126]}} & 9'd126)
      | ({9{sel[127]}} & 9'd127)
      | ({9{sel[128]}} & 9'd128)
      | ({9{sel[129]}} & 9'd129)
      | ({9{sel[130]}} & 9'd130)
      | ({9{sel[131]}} & 9'd131)
      | ({9{sel[132]}} & 9'd132)
      | ({9{sel[133]}} & 9'd133)
      | ({9{sel[134]}} & 9'd134)
      | ({9{sel[135]}} & 9'd135)
      | ({9{sel[136]}} & 9'd136)
      | ({9{sel[137]}} & 9'd137)
      | ({9{sel[138]}} & 9'd138)
      | ({9{sel[139]}} & 9'd139)
      | ({9{sel[140]}} & 9'd140)
      | ({9{sel[141]}} & 9'd141)
      | ({9{sel[142]}} & 9'd142)
      | ({9{sel[143]}} & 9'd143)
      | ({9{sel[144]}} & 9'd144)
      | ({9{sel[145]}} & 9'd145)
      | ({9{sel[146]}} & 9'd146)
      | ({9{sel[147]}} & 9'd147)
      | ({9{sel[148]}} & 9'd148)
      | ({9{sel[149]}} & 9'd149)
      | ({9{sel[150]}} & 9'd150)
      | ({9{sel[151]}} & 9'd151)
      | ({9{sel[152]}} & 9'd152)
      | ({9{sel[153]}} & 9'd153)
      | ({9{sel[154]}} & 9'd154)
      | ({9{sel[155]}} & 9'd155)
      | ({9{sel[156]}} & 9'd156)
      | ({9{sel[157]}} & 9'd157)
      | ({9{sel[158]}} & 9'd158)
      | ({9{sel[159]}} & 9'd159)
      | ({9{sel[160]}} & 9'd160)
      | ({9{sel[161]}} & 9'd161)
      | ({9{sel[162]}} & 9'd162)
      | ({9{sel[163]}} & 9'd163)
      | ({9{sel[164]}} & 9'd164)
      | ({9{sel[165]}} & 9'd165)
      | ({9{sel[166]}} & 9'd166)
      | ({9{sel[167]}} & 9'd167)
      | ({9{sel[168]}} & 9'd168)
      | ({9{sel[169]}} & 9'd169)
      | ({9{sel[170]}} & 9'd170)
      | ({9{sel[171]}} & 9'd171)
      | ({9{sel[172]}} & 9'd172)
      | ({9{sel[173]}} & 9'd173)
      | ({9{sel[174]}} & 9'd174)
      | ({9{sel[175]}} & 9'd175)
      | ({9{sel[176]}} & 9'd176)
      | ({9{sel[177]}} & 9'd177)
      | ({9{sel[178]}} & 9'd178)
      | ({9{sel[179]}} & 9'd179)
      | ({9{sel[180]}} & 9'd180)
      | ({9{sel[181]}} & 9'd181)
      | ({9{sel[182]}} & 9'd182)
      | ({9{sel[183]}} & 9'd183)
      | ({9{sel[184]}} & 9'd184)
      | ({9{sel[185]}} & 9'd185)
      | ({9{sel[186]}} & 9'd186)
      | ({9{sel[187]}} & 9'd187)
      | ({9{sel[188]}} & 9'd188)
      | ({9{sel[189]}} & 9'd189)
      | ({9{sel[190]}} & 9'd190)
      | ({9{sel[191]}} & 9'd191)
      | ({9{sel[192]}} & 9'd192)
      | ({9{sel[193]}} & 9'd193)
      | ({9{sel[194]}} & 9'd194)
      | ({9{sel[195]}} & 9'd195)
      | ({9{sel[196]}} & 9'd196)
      | ({9{sel[197]}} & 9'd197)
      | ({9{sel[198]}} & 9'd198)
      | ({9{sel[199]}} & 9'd199)
      | ({9{sel[200]}} & 9'd200)
      | ({9{sel[201]}} & 9'd201)
      | ({9{sel[202]}} & 9'd202)
      | ({9{sel[203]}} & 9'd203)
      | ({9{sel[204]}} & 9'd204)
      | ({9{sel[205]}} & 9'd205)
      | ({9{sel[206]}} & 9'd206);
  assign dec_op = ({7{sel[0]}} & sm_decode_pkg::F0_OP)
      | ({7{sel[1]}} & sm_decode_pkg::F1_OP)
      | ({7{sel[2]}} & sm_decode_pkg::F2_OP)
      | ({7{sel[3]}} & sm_decode_pkg::F3_OP)
      | ({7{sel[4]}} & sm_decode_pkg::F4_OP)
      | ({7{sel[5]}} & sm_decode_pkg::F5_OP)
      | ({7{sel[6]}} & sm_decode_pkg::F6_OP)
      | ({7{sel[7]}} & sm_decode_pkg::F7_OP)
      | ({7{sel[8]}} & sm_decode_pkg::F8_OP)
      | ({7{sel[9]}} & sm_decode_pkg::F9_OP)
      | ({7{sel[10]}} & sm_decode_pkg::F10_OP)
      | ({7{sel[11]}} & sm_decode_pkg::F11_OP)
      | ({7{sel[12]}} & sm_decode_pkg::F12_OP)
      | ({7{sel[13]}} & sm_decode_pkg::F13_OP)
      | ({7{sel[14]}} & sm_decode_pkg::F14_OP)
      | ({7{sel[15]}} & sm_decode_pkg::F15_OP)
      | ({7{sel[16]}} & sm_decode_pkg::F16_OP)
      | ({7{sel[17]}} & sm_decode_pkg::F17_OP)
      | ({7{sel[18]}} & sm_decode_pkg::F18_OP)
      | ({7{sel[19]}} & sm_decode_pkg::F19_OP)
      | ({7{sel[20]}} & sm_decode_pkg::F20_OP)
      | ({7{sel[21]}} & sm_decode_pkg::F21_OP)
      | ({7{sel[22]}} & sm_decode_pkg::F22_OP)
      | ({7{sel[23]}} & sm_decode_pkg::F23_OP)
      | ({7{sel[24]}} & sm_decode_pkg::F24_OP)
      | ({7{sel[25]}} & sm_decode_pkg::F25_OP)
      | ({7{sel[26]}} & sm_decode_pkg::F26_OP)
      | ({7{sel[27]}} & sm_decode_pkg::F27_OP)
      | ({7{sel[28]}} & sm_decode_pkg::F28_OP)
      | ({7{sel[29]}} & sm_decode_pkg::F29_OP)
      | ({7{sel[30]}} & sm_decode_pkg::F30_OP)
      | ({7{sel[31]}} & sm_decode_pkg::F31_OP)
      | ({7{sel[32]}} & sm_decode_pkg::F32_OP)
      | ({7{sel[33]}} & sm_decode_pkg::F33_OP)
      | ({7{sel[34]}} & sm_decode_pkg::F34_OP)
      | ({7{sel[35]}} & sm_decode_pkg::F35_OP)
      | ({7{sel[36]}} & sm_decode_pkg::F36_OP)
      | ({7{sel[37]}} & sm_decode_pkg::F37_OP)
      | ({7{sel[38]}} & sm_decode_pkg::F38_OP)
      | ({7{sel[39]}} & sm_decode_pkg::F39_OP)
      | ({7{sel[40]}} & sm_decode_pkg::F40_OP)
      | ({7{sel[41]}} & sm_decode_pkg::F41_OP)
      | ({7{sel[42]}} & sm_decode_pkg::F42_OP)
      | ({7{sel[43]}} & sm_decode_pkg::F43_OP)
      | ({7{sel[44]}} & sm_decode_pkg::F44_OP)
      | ({7{sel[45]}} & sm_decode_pkg::F45_OP)
      | ({7{sel[46]}} & sm_decode_pkg::F46_OP)
      | ({7{sel[47]}} & sm_decode_pkg::F47_OP)
      | ({7{sel[48]}} & sm_decode_pkg::F48_OP)
      | ({7{sel[49]}} & sm_decode_pkg::F49_OP)
      | ({7{sel[50]}} & sm_decode_pkg::F50_OP)
      | ({7{sel[51]}} & sm_decode_pkg::F51_OP)
      | ({7{sel[52]}} & sm_decode_pkg::F52_OP)
      | ({7{sel[53]}} & sm_decode_pkg::F53_OP)
      | ({7{sel[54]}} & sm_decode_pkg::F54_OP)
      | ({7{sel[55]}} & sm_decode_pkg::F55_OP)
      | ({7{sel[56]}} & sm_decode_pkg::F56_OP)
      | ({7{sel[57]}} & sm_decode_pkg::F57_OP)
      | ({7{sel[58]}} & sm_decode_pkg::F58_OP)
      | ({7{sel[59]}} & sm_decode_pkg::F59_OP)
      | ({7{sel[60]}} & sm_decode_pkg::F60_OP)
      | ({7{sel[61]}} & sm_decode_pkg::F61_OP)
      | ({7{sel[62]}} & sm_decode_pkg::F62_OP)
      | ({7{sel[63]}} & sm_decode_pkg::F63_OP)
      | ({7{sel[64]}} & sm_decode_pkg::F64_OP)
      | ({7{sel[65]}} & sm_decode_pkg::F65_OP)
      | ({7{sel[66]}} & sm_decode_pkg::F66_OP)
      | ({7{sel[67]}} & sm_decode_pkg::F67_OP)
      | ({7{sel[68]}} & sm_decode_pkg::F68_OP)
      | ({7{sel[69]}} & sm_decode_pkg::F69_OP)
      | ({7{sel[70]}} & sm_decode_pkg::F70_OP)
      | ({7{sel[71]}} & sm_decode_pkg::F71_OP)
      | ({7{sel[72]}} & sm_decode_pkg::F72_OP)
      | ({7{sel[73]}} & sm_decode_pkg::F73_OP)
      | ({7{sel[74]}} & sm_decode_pkg::F74_OP)
      | ({7{sel[75]}} & sm_decode_pkg::F75_OP)
      | ({7{sel[76]}} & sm_decode_pkg::F76_OP)
      | ({7{sel[77]}} & sm_decode_pkg::F77_OP)
      | ({7{sel[78]}} & sm_decode_pkg::F78_OP)
      | ({7{sel[79]}} & sm_decode_pkg::F79_OP)
      | ({7{sel[80]}} & sm_decode_pkg::F80_OP)
      | ({7{sel[81]}} & sm_decode_pkg::F81_OP)
      | ({7{sel[82]}} & sm_decode_pkg::F82_OP)
      | ({7{sel[83]}} & sm_decode_pkg::F83_OP)
      | ({7{sel[84]}} & sm_decode_pkg::F84_OP)
      | ({7{sel[85]}} & sm_decode_pkg::F85_OP)
      | ({7{sel[86]}} & sm_decode_pkg::F86_OP)
      | ({7{sel[87]}} & sm_decode_pkg::F87_OP)
      | ({7{sel[88]}} & sm_decode_pkg::F88_OP)
      | ({7{sel[89]}} & sm_decode_pkg::F89_OP)
      | ({7{sel[90]}} & sm_decode_pkg::F90_OP)
      | ({7{sel[91]}} & sm_decode_pkg::F91_OP)
      | ({7{sel[92]}} & sm_decode_pkg::F92_OP)
      | ({7{sel[93]}} & sm_decode_pkg::F93_OP)
      | ({7{sel[94]}} & sm_decode_pkg::F94_OP)
      | ({7{sel[95]}} & sm_decode_pkg::F95_OP)
      | ({7{sel[96]}} & sm_decode_pkg::F96_OP)
      | ({7{sel[97]}} & sm_decode_pkg::F97_OP)
      | ({7{sel[98]}} & sm_decode_pkg::F98_OP)
      | ({7{sel[99]}} & sm_decode_pkg::F99_OP)
      | ({7{sel[100]}} & sm_decode_pkg::F100_OP)
      | ({7{sel[101]}} & sm_decode_pkg::F101_OP)
      | ({7{sel[102]}} & sm_decode_pkg::F102_OP)
      | ({7{sel[103]}} & sm_decode_pkg::F103_OP)
      | ({7{sel[104]}} & sm_decode_pkg::F104_OP)
      | ({7{sel[105]}} & sm_decode_pkg::F105_OP)
      | ({7{sel[106]}} & sm_decode_pkg::F106_OP)
      | ({7{sel[107]}} & sm_decode_pkg::F107_OP)
      | ({7{sel[108]}} & sm_decode_pkg::F108_OP)
      | ({7{sel[109]}} & sm_decode_pkg::F109_OP)
      | ({7{sel[110]}} & sm_decode_pkg::F110_OP)
      | ({7{sel[111]}} & sm_decode_pkg::F111_OP)
      | ({7{sel[112]}} & sm_decode_pkg::F112_OP)
      | ({7{sel[113]}} & sm_decode_pkg::F113_OP)
      | ({7{sel[114]}} & sm_decode_pkg::F114_OP)
      | ({7{sel[115]}} & sm_decode_pkg::F115_OP)
      | ({7{sel[116]}} & sm_decode_pkg::F116_OP)
      | ({7{sel[117]}} & sm_decode_pkg::F117_OP)
      | ({7{sel[118]}} & sm_decode_pkg::F118_OP)
      | ({7{sel[119]}} & sm_decode_pkg::F119_OP)
      | ({7{sel[120]}} & sm_decode_pkg::F120_OP)
      | ({7{sel[121]}} & sm_decode_pkg::F121_OP)
      | ({7{sel[122]}} & sm_decode_pkg::F122_OP)
      | ({7{sel[123]}} & sm_decode_pkg::F123_OP)
      | ({7{sel[124]}} & sm_decode_pkg::F124_OP)
      | ({7{sel[125]}} & sm_decode_pkg::F125_OP)
      | ({7{sel[126]}} & sm_decode_pkg::F126_OP)
      | ({7{sel[127]}} & sm_decode_pkg::F127_OP)
      | ({7{sel[128]}} & sm_decode_pkg::F128_OP)
      | ({7{sel[129]}} & sm_decode_pkg::F129_OP)
      | ({7{sel[130]}} & sm_decode_pkg::F130_OP)
      | ({7{sel[131]}} & sm_decode_pkg::F131_OP)
      | ({7{sel[132]}} & sm_decode_pkg::F132_OP)
      | ({7{sel[133]}} & sm_decode_pkg::F133_OP)
      | ({7{sel[134]}} & sm_decode_pkg::F134_OP)
      | ({7{sel[135]}} & sm_decode_pkg::F135_OP)
      | ({7{sel[136]}} & sm_decode_pkg::F136_OP)
      | ({7{sel[137]}} & sm_decode_pkg::F137_OP)
      | ({7{sel[138]}} & sm_decode_pkg::F138_OP)
      | ({7{sel[139]}} & sm_decode_pkg::F139_OP)
      | ({7{sel[140]}} & sm_decode_pkg::F140_OP)
      | ({7{sel[141]}} & sm_decode_pkg::F141_OP)
      | ({7{sel[142]}} & sm_decode_pkg::F142_OP)
      | ({7{sel[143]}} & sm_decode_pkg::F143_OP)
      | ({7{sel[144]}} & sm_decode_pkg::F144_OP)
      | ({7{sel[145]}} & sm_decode_pkg::F145_OP)
      | ({7{sel[146]}} & sm_decode_pkg::F146_OP)
      | ({7{sel[147]}} & sm_decode_pkg::F147_OP)
      | ({7{sel[148]}} & sm_decode_pkg::F148_OP)
      | ({7{sel[149]}} & sm_decode_pkg::F149_OP)
      | ({7{sel[150]}} & sm_decode_pkg::F150_OP)
      | ({7{sel[151]}} & sm_decode_pkg::F151_OP)
      | ({7{sel[152]}} & sm_decode_pkg::F152_OP)
      | ({7{sel[153]}} & sm_decode_pkg::F153_OP)
      | ({7{sel[154]}} & sm_decode_pkg::F154_OP)
      | ({7{sel[155]}} & sm_decode_pkg::F155_OP)
      | ({7{sel[156]}} & sm_decode_pkg::F156_OP)
      | ({7{sel[157]}} & sm_decode_pkg::F157_OP)
      | ({7{sel[158]}} & sm_decode_pkg::F158_OP)
      | ({7{sel[159]}} & sm_decode_pkg::F159_OP)
      | ({7{sel[160]}} & sm_decode_pkg::F160_OP)
      | ({7{sel[161]}} & sm_decode_pkg::F161_OP)
      | ({7{sel[162]}} & sm_decode_pkg::F162_OP)
      | ({7{sel[163]}} & sm_decode_pkg::F163_OP)
      | ({7{sel[164]}} & sm_decode_pkg::F164_OP)
      | ({7{sel[165]}} & sm_decode_pkg::F165_OP)
      | ({7{sel[166]}} & sm_decode_pkg::F166_OP)
      | ({7{sel[167]}} & sm_decode_pkg::F167_OP)
      | ({7{sel[168]}} & sm_decode_pkg::F168_OP)
      | ({7{sel[169]}} & sm_decode_pkg::F169_OP)
      | ({7{sel[170]}} & sm_decode_pkg::F170_OP)
      | ({7{sel[171]}} & sm_decode_pkg::F171_OP)
      | ({7{sel[172]}} & sm_decode_pkg::F172_OP)
      | ({7{sel[173]}} & sm_decode_pkg::F173_OP)
      | ({7{sel[174]}} & sm_decode_pkg::F174_OP)
      | ({7{sel[175]}} & sm_decode_pkg::F175_OP)
      | ({7{sel[176]}} & sm_decode_pkg::F176_OP)
      | ({7{sel[177]}} & sm_decode_pkg::F177_OP)
      | ({7{sel[178]}} & sm_decode_pkg::F178_OP)
      | ({7{sel[179]}} & sm_decode_pkg::F179_OP)
      | ({7{sel[180]}} & sm_decode_pkg::F180_OP)
      | ({7{sel[181]}} & sm_decode_pkg::F181_OP)
      | ({7{sel[182]}} & sm_decode_pkg::F182_OP)
      | ({7{sel[183]}} & sm_decode_pkg::F183_OP)
      | ({7{sel[184]}} & sm_decode_pkg::F184_OP)
      | ({7{sel[185]}} & sm_decode_pkg::F185_OP)
      | ({7{sel[186]}} & sm_decode_pkg::F186_OP)
      | ({7{sel[187]}} & sm_decode_pkg::F187_OP)
      | ({7{sel[188]}} & sm_decode_pkg::F188_OP)
      | ({7{sel[189]}} & sm_decode_pkg::F189_OP)
      | ({7{sel[190]}} & sm_decode_pkg::F190_OP)
      | ({7{sel[191]}} & sm_decode_pkg::F191_OP)
      | ({7{sel[192]}} & sm_decode_pkg::F192_OP)
      | ({7{sel[193]}} & sm_decode_pkg::F193_OP)
      | ({7{sel[194]}} & sm_decode_pkg::F194_OP)
      | ({7{sel[195]}} & sm_decode_pkg::F195_OP)
      | ({7{sel[196]}} & sm_decode_pkg::F196_OP)
      | ({7{sel[197]}} & sm_decode_pkg::F197_OP)
      | ({7{sel[198]}} & sm_decode_pkg::F198_OP)
      | ({7{sel[199]}} & sm_decode_pkg::F199_OP)
      | ({7{sel[200]}} & sm_decode_pkg::F200_OP)
      | ({7{sel[201]}} & sm_decode_pkg::F201_OP)
      | ({7{sel[202]}} & sm_decode_pkg::F202_OP)
      | ({7{sel[203]}} & sm_decode_pkg::F203_OP)
      | ({7{sel[204]}} & sm_decode_pkg::F204_OP)
      | ({7{sel[205]}} & sm_decode_pkg::F205_OP)
      | ({7{sel[206]}} & sm_decode_pkg::F206_OP);
  assign dec_unit = ({3{sel[0]}} & sm_decode_pkg::F0_UNIT)
      | ({3{sel[1]}} & sm_decode_pkg::F1_UNIT)
      | ({3{sel[2]}} & sm_decode_pkg::F2_UNIT)
      | ({3{sel[3]}} & sm_decode_pkg::F3_UNIT)
      | ({3{sel[4]}} & sm_decode_pkg::F4_UNIT)
      | ({3{sel[5]}} & sm_decode_pkg::F5_UNIT)
      | ({3{sel[6]}} & sm_decode_pkg::F6_UNIT)
      | ({3{sel[7]}} & sm_decode_pkg::F7_UNIT)
      | ({3{sel[8]}} & sm_decode_pkg::F8_UNIT)
      | ({3{sel[9]}} & sm_decode_pkg::F9_UNIT)
      | ({3{sel[10]}} & sm_decode_pkg::F10_UNIT)
      | ({3{sel[11]}} & sm_decode_pkg::F11_UNIT)
      | ({3{sel[12]}} & sm_decode_pkg::F12_UNIT)
      | ({3{sel[13]}} & sm_decode_pkg::F13_UNIT)
      | ({3{sel[14]}} & sm_decode_pkg::F14_UNIT)
      | ({3{sel[15]}} & sm_decode_pkg::F15_UNIT)
      | ({3{sel[16]}} & sm_decode_pkg::F16_UNIT)
      | ({3{sel[17]}} & sm_decode_pkg::F17_UNIT)
      | ({3{sel[18]}} & sm_decode_pkg::F18_UNIT)
      | ({3{sel[19]}} & sm_decode_pkg::F19_UNIT)
      | ({3{sel[20]}} & sm_decode_pkg::F20_UNIT)
      | ({3{sel[21]}} & sm_decode_pkg::F21_UNIT)
      | ({3{sel[22]}} & sm_decode_pkg::F22_UNIT)
      | ({3{sel[23]}} & sm_decode_pkg::F23_UNIT)
      | ({3{sel[24]}} & sm_decode_pkg::F24_UNIT)
      | ({3{sel[25]}} & sm_decode_pkg::F25_UNIT)
      | ({3{sel[26]}} & sm_decode_pkg::F26_UNIT)
      | ({3{sel[27]}} & sm_decode_pkg::F27_UNIT)
      | ({3{sel[28]}} & sm_decode_pkg::F28_UNIT)
      | ({3{sel[29]}} & sm_decode_pkg::F29_UNIT)
      | ({3{sel[30]}} & sm_decode_pkg::F30_UNIT)
      | ({3{sel[31]}} & sm_decode_pkg::F31_UNIT)
      | ({3{sel[32]}} & sm_decode_pkg::F32_UNIT)
      | ({3{sel[33]}} & sm_decode_pkg::F33_UNIT)
      | ({3{sel[34]}} & sm_decode_pkg::F34_UNIT)
      | ({3{sel[35]}} & sm_decode_pkg::F35_UNIT)
      | ({3{sel[36]}} & sm_decode_pkg::F36_UNIT)
      | ({3{sel[37]}} & sm_decode_pkg::F37_UNIT)
      | ({3{sel[38]}} & sm_decode_pkg::F38_UNIT)
      | ({3{sel[39]}} & sm_decode_pkg::F39_UNIT)
      | ({3{sel[40]}} & sm_decode_pkg::F40_UNIT)
      | ({3{sel[41]}} & sm_decode_pkg::F41_UNIT)
      | ({3{sel[42]}} & sm_decode_pkg::F42_UNIT)
      | ({3{sel[43]}} & sm_decode_pkg::F43_UNIT)
      | ({3{sel[44]}} & sm_decode_pkg::F44_UNIT)
      | ({3{sel[45]}} & sm_decode_pkg::F45_UNIT)
      | ({3{sel[46]}} & sm_decode_pkg::F46_UNIT)
      | ({3{sel[47]}} & sm_decode_pkg::F47_UNIT)
      | ({3{sel[48]}} & sm_decode_pkg::F48_UNIT)
      | ({3{sel[49]}} & sm_decode_pkg::F49_UNIT)
      | ({3{sel[50]}} & sm_decode_pkg::F50_UNIT)
      | ({3{sel[51]}} & sm_decode_pkg::F51_UNIT)
      | ({3{sel[52]}} & sm_decode_pkg::F52_UNIT)
      | ({3{sel[53]}} & sm_decode_pkg::F53_UNIT)
      | ({3{sel[54]}} & sm_decode_pkg::F54_UNIT)
      | ({3{sel[55]}} & sm_decode_pkg::F55_UNIT)
      | ({3{sel[56]}} & sm_decode_pkg::F56_UNIT)
      | ({3{sel[57]}} & sm_decode_pkg::F57_UNIT)
      | ({3{sel[58]}} & sm_decode_pkg::F58_UNIT)
      | ({3{sel[59]}} & sm_decode_pkg::F59_UNIT)
      | ({3{sel[60]}} & sm_decode_pkg::F60_UNIT)
      | ({3{sel[61]}} & sm_decode_pkg::F61_UNIT)
      | ({3{sel[62]}} & sm_decode_pkg::F62_UNIT)
      | ({3{sel[63]}} & sm_decode_pkg::F63_UNIT)
      | ({3{sel[64]}} & sm_decode_pkg::F64_UNIT)
      | ({3{sel[65]}} & sm_decode_pkg::F65_UNIT)
      | ({3{sel[66]}} & sm_decode_pkg::F66_UNIT)
      | ({3{sel[67]}} & sm_decode_pkg::F67_UNIT)
      | ({3{sel[68]}} & sm_decode_pkg::F68_UNIT)
      | ({3{sel[69]}} & sm_decode_pkg::F69_UNIT)
      | ({3{sel[70]}} & sm_decode_pkg::F70_UNIT)
      | ({3{sel[71]}} & sm_decode_pkg::F71_UNIT)
      | ({3{sel[72]}} & sm_decode_pkg::F72_UNIT)
      | ({3{sel[73]}} & sm_decode_pkg::F73_UNIT)
      | ({3{sel[74]}} & sm_decode_pkg::F74_UNIT)
      | ({3{sel[75]}} & sm_decode_pkg::F75_UNIT)
      | ({3{sel[76]}} & sm_decode_pkg::F76_UNIT)
      | ({3{sel[77]}} & sm_decode_pkg::F77_UNIT)
      | ({3{sel[78]}} & sm_decode_pkg::F78_UNIT)
      | ({3{sel[79]}} & sm_decode_pkg::F79_UNIT)
      | ({3{sel[80]}} & sm_decode_pkg::F80_UNIT)
      | ({3{sel[81]}} & sm_decode_pkg::F81_UNIT)
      | ({3{sel[82]}} & sm_decode_pkg::F82_UNIT)
      | ({3{sel[83]}} & sm_decode_pkg::F83_UNIT)
      | ({3{sel[84]}} & sm_decode_pkg::F84_UNIT)
      | ({3{sel[85]}} & sm_decode_pkg::F85_UNIT)
      | ({3{sel[86]}} & sm_decode_pkg::F86_UNIT)
      | ({3{sel[87]}} & sm_decode_pkg::F87_UNIT)
      | ({3{sel[88]}} & sm_decode_pkg::F88_UNIT)
      | ({3{sel[89]}} & sm_decode_pkg::F89_UNIT)
      | ({3{sel[90]}} & sm_decode_pkg::F90_UNIT)
      | ({3{sel[91]}} & sm_decode_pkg::F91_UNIT)
      | ({3{sel[92]}} & sm_decode_pkg::F92_UNIT)
      | ({3{sel[93]}} & sm_decode_pkg::F93_UNIT)
      | ({3{sel[94]}} & sm_decode_pkg::F94_UNIT)
      | ({3{sel[95]}} & sm_decode_pkg::F95_UNIT)
      | ({3{sel[96]}} & sm_decode_pkg::F96_UNIT)
      | ({3{sel[97]}} & sm_decode_pkg::F97_UNIT)
      | ({3{sel[98]}} & sm_decode_pkg::F98_UNIT)
      | ({3{sel[99]}} & sm_decode_pkg::F99_UNIT)
      | ({3{sel[100]}} & sm_decode_pkg::F100_UNIT)
      | ({3{sel[101]}} & sm_decode_pkg::F101_UNIT)
      | ({3{sel[102]}} & sm_decode_pkg::F102_UNIT)
      | ({3{sel[103]}} & sm_decode_pkg::F103_UNIT)
      | ({3{sel[104]}} & sm_decode_pkg::F104_UNIT)
      | ({3{sel[105]}} & sm_decode_pkg::F105_UNIT)
      | ({3{sel[106]}} & sm_decode_pkg::F106_UNIT)
      | ({3{sel[107]}} & sm_decode_pkg::F107_UNIT)
      | ({3{sel[108]}} & sm_decode_pkg::F108_UNIT)
      | ({3{sel[109]}} & sm_decode_pkg::F109_UNIT)
      | ({3{sel[110]}} & sm_decode_pkg::F110_UNIT)
      | ({3{sel[111]}} & sm_decode_pkg::F111_UNIT)
      | ({3{sel[112]}} & sm_decode_pkg::F112_UNIT)
      | ({3{sel[113]}} & sm_decode_pkg::F113_UNIT)
      | ({3{sel[114]}} & sm_decode_pkg::F114_UNIT)
      | ({3{sel[115]}} & sm_decode_pkg::F115_UNIT)
      | ({3{sel[116]}} & sm_decode_pkg::F116_UNIT)
      | ({3{sel[117]}} & sm_decode_pkg::F117_UNIT)
      | ({3{sel[118]}} & sm_decode_pkg::F118_UNIT)
      | ({3{sel[119]}} & sm_decode_pkg::F119_UNIT)
      | ({3{sel[120]}} & sm_decode_pkg::F120_UNIT)
      | ({3{sel[121]}} & sm_decode_pkg::F121_UNIT)
      | ({3{sel[122]}} & sm_decode_pkg::F122_UNIT)
      | ({3{sel[123]}} & sm_decode_pkg::F123_UNIT)
      | ({3{sel[124]}} & sm_decode_pkg::F124_UNIT)
      | ({3{sel[125]}} & sm_decode_pkg::F125_UNIT)
      | ({3{sel[126]}} & sm_decode_pkg::F126_UNIT)
      | ({3{sel[127]}} & sm_decode_pkg::F127_UNIT)
      | ({3{sel[128]}} & sm_decode_pkg::F128_UNIT)
      | ({3{sel[129]}} & sm_decode_pkg::F129_UNIT)
      | ({3{sel[130]}} & sm_decode_pkg::F130_UNIT)
      | ({3{sel[131]}} & sm_decode_pkg::F131_UNIT)
      | ({3{sel[132]}} & sm_decode_pkg::F132_UNIT)
      | ({3{sel[133]}} & sm_decode_pkg::F133_UNIT)
      | ({3{sel[134]}} & sm_decode_pkg::F134_UNIT)
      | ({3{sel[135]}} & sm_decode_pkg::F135_UNIT)
      | ({3{sel[136]}} & sm_decode_pkg::F136_UNIT)
      | ({3{sel[137]}} & sm_decode_pkg::F137_UNIT)
      | ({3{sel[138]}} & sm_decode_pkg::F138_UNIT)
      | ({3{sel[139]}} & sm_decode_pkg::F139_UNIT)
      | ({3{sel[140]}} & sm_decode_pkg::F140_UNIT)
      | ({3{sel[141]}} & sm_decode_pkg::F141_UNIT)
      | ({3{sel[142]}} & sm_decode_pkg::F142_UNIT)
      | ({3{sel[143]}} & sm_decode_pkg::F143_UNIT)
      | ({3{sel[144]}} & sm_decode_pkg::F144_UNIT)
      | ({3{sel[145]}} & sm_decode_pkg::F145_UNIT)
      | ({3{sel[146]}} & sm_decode_pkg::F146_UNIT)
      | ({3{sel[147]}} & sm_decode_pkg::F147_UNIT)
      | ({3{sel[148]}} & sm_decode_pkg::F148_UNIT)
      | ({3{sel[149]}} & sm_decode_pkg::F149_UNIT)
      | ({3{sel[150]}} & sm_decode_pkg::F150_UNIT)
      | ({3{sel[151]}} & sm_decode_pkg::F151_UNIT)
      | ({3{sel[152]}} & sm_decode_pkg::F152_UNIT)
      | ({3{sel[153]}} & sm_decode_pkg::F153_UNIT)
      | ({3{sel[154]}} & sm_decode_pkg::F154_UNIT)
      | ({3{sel[155]}} & sm_decode_pkg::F155_UNIT)
      | ({3{sel[156]}} & sm_decode_pkg::F156_UNIT)
      | ({3{sel[157]}} & sm_decode_pkg::F157_UNIT)
      | ({3{sel[158]}} & sm_decode_pkg::F158_UNIT)
      | ({3{sel[159]}} & sm_decode_pkg::F159_UNIT)
      | ({3{sel[160]}} & sm_decode_pkg::F160_UNIT)
      | ({3{sel[161]}} & sm_decode_pkg::F161_UNIT)
      | ({3{sel[162]}} & sm_decode_pkg::F162_UNIT)
      | ({3{sel[163]}} & sm_decode_pkg::F163_UNIT)
      | ({3{sel[164]}} & sm_decode_pkg::F164_UNIT)
      | ({3{sel[165]}} & sm_decode_pkg::F165_UNIT)
      | ({3{sel[166]}} & sm_decode_pkg::F166_UNIT)
      | ({3{sel[167]}} & sm_decode_pkg::F167_UNIT)
      | ({3{sel[168]}} & sm_decode_pkg::F168_UNIT)
      | ({3{sel[169]}} & sm_decode_pkg::F169_UNIT)
      | ({3{sel[170]}} & sm_decode_pkg::F170_UNIT)
      | ({3{sel[171]}} & sm_decode_pkg::F171_UNIT)
      | ({3{sel[172]}} & sm_decode_pkg::F172_UNIT)
      | ({3{sel[173]}} & sm_decode_pkg::F173_UNIT)
      | ({3{sel[174]}} & sm_decode_pkg::F174_UNIT)
      | ({3{sel[175]}} & sm_decode_pkg::F175_UNIT)
      | ({3{sel[176]}} & sm_decode_pkg::F176_UNIT)
      | ({3{sel[177]}} & sm_decode_pkg::F177_UNIT)
      | ({3{sel[178]}} & sm_decode_pkg::F178_UNIT)
      | ({3{sel[179]}} & sm_decode_pkg::F179_UNIT)
      | ({3{sel[180]}} & sm_decode_pkg::F180_UNIT)
      | ({3{sel[181]}} & sm_decode_pkg::F181_UNIT)
      | ({3{sel[182]}} & sm_decode_pkg::F182_UNIT)
      | ({3{sel[183]}} & sm_decode_pkg::F183_UNIT)
      | ({3{sel[184]}} & sm_decode_pkg::F184_UNIT)
      | ({3{sel[185]}} & sm_decode_pkg::F185_UNIT)
      | ({3{sel[186]}} & sm_decode_pkg::F186_UNIT)
      | ({3{sel[187]}} & sm_decode_pkg::F187_UNIT)
      | ({3{sel[188]}} & sm_decode_pkg::F188_UNIT)
      | ({3{sel[189]}} & sm_decode_pkg::F189_UNIT)
      | ({3{sel[190]}} & sm_decode_pkg::F190_UNIT)
      | ({3{sel[191]}} & sm_decode_pkg::F191_UNIT)
      | ({3{sel[192]}} & sm_decode_pkg::F192_UNIT)
      | ({3{sel[193]}} & sm_decode_pkg::F193_UNIT)
      | ({3{sel[194]}} & sm_decode_pkg::F194_UNIT)
      | ({3{sel[195]}} & sm_decode_pkg::F195_UNIT)
      | ({3{sel[196]}} & sm_decode_pkg::F196_UNIT)
      | ({3{sel[197]}} & sm_decode_pkg::F197_UNIT)
      | ({3{sel[198]}} & sm_decode_pkg::F198_UNIT)
      | ({3{sel[199]}} & sm_decode_pkg::F199_UNIT)
      | ({3{sel[200]}} & sm_decode_pkg::F200_UNIT)
      | ({3{sel[201]}} & sm_decode_pkg::F201_UNIT)
      | ({3{sel[202]}} & sm_decode_pkg::F202_UNIT)
      | ({3{sel[203]}} & sm_decode_pkg::F203_UNIT)
      | ({3{sel[204]}} & sm_decode_pkg::F204_UNIT)
      | ({3{sel[205]}} & sm_decode_pkg::F205_UNIT)
      | ({3{sel[206]}} & sm_decode_pkg::F206_UNIT);
  assign dec_iclass = ({3{sel[0]}} & sm_decode_pkg::F0_ICLASS)
      | ({3{sel[1]}} & sm_decode_pkg::F1_ICLASS)
      | ({3{sel[2]}} & sm_decode_pkg::F2_ICLASS)
      | ({3{sel[3]}} & sm_decode_pkg::F3_ICLASS)
      | ({3{sel[4]}} & sm_decode_pkg::F4_ICLASS)
      | ({3{sel[5]}} & sm_decode_pkg::F5_ICLASS)
      | ({3{sel[6]}} & sm_decode_pkg::F6_ICLASS)
      | ({3{sel[7]}} & sm_decode_pkg::F7_ICLASS)
      | ({3{sel[8]}} & sm_decode_pkg::F8_ICLASS)
      | ({3{sel[9]}} & sm_decode_pkg::F9_ICLASS)
      | ({3{sel[10]}} & sm_decode_pkg::F10_ICLASS)
      | ({3{sel[11]}} & sm_decode_pkg::F11_ICLASS)
      | ({3{sel[12]}} & sm_decode_pkg::F12_ICLASS)
      | ({3{sel[13]}} & sm_decode_pkg::F13_ICLASS)
      | ({3{sel[14]}} & sm_decode_pkg::F14_ICLASS)
      | ({3{sel[15]}} & sm_decode_pkg::F15_ICLASS)
      | ({3{sel[16]}} & sm_decode_pkg::F16_ICLASS)
      | ({3{sel[17]}} & sm_decode_pkg::F17_ICLASS)
      | ({3{sel[18]}} & sm_decode_pkg::F18_ICLASS)
      | ({3{sel[19]}} & sm_decode_pkg::F19_ICLASS)
      | ({3{sel[20]}} & sm_decode_pkg::F20_ICLASS)
      | ({3{sel[21]}} & sm_decode_pkg::F21_ICLASS)
      | ({3{sel[22]}} & sm_decode_pkg::F22_ICLASS)
      | ({3{sel[23]}} & sm_decode_pkg::F23_ICLASS)
      | ({3{sel[24]}} & sm_decode_pkg::F24_ICLASS)
      | ({3{sel[25]}} & sm_decode_pkg::F25_ICLASS)
      | ({3{sel[26]}} & sm_decode_pkg::F26_ICLASS)
      | ({3{sel[27]}} & sm_decode_pkg::F27_ICLASS)
      | ({3{sel[28]}} & sm_decode_pkg::F28_ICLASS)
      | ({3{sel[29]}} & sm_decode_pkg::F29_ICLASS)
      | ({3{sel[30]}} & sm_decode_pkg::F30_ICLASS)
      | ({3{sel[31]}} & sm_decode_pkg::F31_ICLASS)
      | ({3{sel[32]}} & sm_decode_pkg::F32_ICLASS)
      | ({3{sel[33]}} & sm_decode_pkg::F33_ICLASS)
      | ({3{sel[34]}} & sm_decode_pkg::F34_ICLASS)
      | ({3{sel[35]}} & sm_decode_pkg::F35_ICLASS)
      | ({3{sel[36]}} & sm_decode_pkg::F36_ICLASS)
      | ({3{sel[37]}} & sm_decode_pkg::F37_ICLASS)
      | ({3{sel[38]}} & sm_decode_pkg::F38_ICLASS)
      | ({3{sel[39]}} & sm_decode_pkg::F39_ICLASS)
      | ({3{sel[40]}} & sm_decode_pkg::F40_ICLASS)
      | ({3{sel[41]}} & sm_decode_pkg::F41_ICLASS)
      | ({3{sel[42]}} & sm_decode_pkg::F42_ICLASS)
      | ({3{sel[43]}} & sm_decode_pkg::F43_ICLASS)
      | ({3{sel[44]}} & sm_decode_pkg::F44_ICLASS)
      | ({3{sel[45]}} & sm_decode_pkg::F45_ICLASS)
      | ({3{sel[46]}} & sm_decode_pkg::F46_ICLASS)
      | ({3{sel[47]}} & sm_decode_pkg::F47_ICLASS)
      | ({3{sel[48]}} & sm_decode_pkg::F48_ICLASS)
      | ({3{sel[49]}} & sm_decode_pkg::F49_ICLASS)
      | ({3{sel[50]}} & sm_decode_pkg::F50_ICLASS)
      | ({3{sel[51]}} & sm_decode_pkg::F51_ICLASS)
      | ({3{sel[52]}} & sm_decode_pkg::F52_ICLASS)
      | ({3{sel[53]}} & sm_decode_pkg::F53_ICLASS)
      | ({3{sel[54]}} & sm_decode_pkg::F54_ICLASS)
      | ({3{sel[55]}} & sm_decode_pkg::F55_ICLASS)
      | ({3{sel[56]}} & sm_decode_pkg::F56_ICLASS)
      | ({3{sel[57]}} & sm_decode_pkg::F57_ICLASS)
      | ({3{sel[58]}} & sm_decode_pkg::F58_ICLASS)
      | ({3{sel[59]}} & sm_decode_pkg::F59_ICLASS)
      | ({3{sel[60]}} & sm_decode_pkg::F60_ICLASS)
      | ({3{sel[61]}} & sm_decode_pkg::F61_ICLASS)
      | ({3{sel[62]}} & sm_decode_pkg::F62_ICLASS)
      | ({3{sel[63]}} & sm_decode_pkg::F63_ICLASS)
      | ({3{sel[64]}} & sm_decode_pkg::F64_ICLASS)
      | ({3{sel[65]}} & sm_decode_pkg::F65_ICLASS)
      | ({3{sel[66]}} & sm_decode_pkg::F66_ICLASS)
      | ({3{sel[67]}} & sm_decode_pkg::F67_ICLASS)
      | ({3{sel[68]}} & sm_decode_pkg::F68_ICLASS)
      | ({3{sel[69]}} & sm_decode_pkg::F69_ICLASS)
      | ({3{sel[70]}} & sm_decode_pkg::F70_ICLASS)
      | ({3{sel[71]}} & sm_decode_pkg::F71_ICLASS)
      | ({3{sel[72]}} & sm_decode_pkg::F72_ICLASS)
      | ({3{sel[73]}} & sm_decode_pkg::F73_ICLASS)
      | ({3{sel[74]}} & sm_decode_pkg::F74_ICLASS)
      | ({3{sel[75]}} & sm_decode_pkg::F75_ICLASS)
      | ({3{sel[76]}} & sm_decode_pkg::F76_ICLASS)
      | ({3{sel[77]}} & sm_decode_pkg::F77_ICLASS)
      | ({3{sel[78]}} & sm_decode_pkg::F78_ICLASS)
      | ({3{sel[79]}} & sm_decode_pkg::F79_ICLASS)
      | ({3{sel[80]}} & sm_decode_pkg::F80_ICLASS)
      | ({3{sel[81]}} & sm_decode_pkg::F81_ICLASS)
      | ({3{sel[82]}} & sm_decode_pkg::F82_ICLASS)
      | ({3{sel[83]}} & sm_decode_pkg::F83_ICLASS)
      | ({3{sel[84]}} & sm_decode_pkg::F84_ICLASS)
      | ({3{sel[85]}} & sm_decode_pkg::F85_ICLASS)
      | ({3{sel[86]}} & sm_decode_pkg::F86_ICLASS)
      | ({3{sel[87]}} & sm_decode_pkg::F87_ICLASS)
      | ({3{sel[88]}} & sm_decode_pkg::F88_ICLASS)
      | ({3{sel[89]}} & sm_decode_pkg::F89_ICLASS)
      | ({3{sel[90]}} & sm_decode_pkg::F90_ICLASS)
      | ({3{sel[91]}} & sm_decode_pkg::F91_ICLASS)
      | ({3{sel[92]}} & sm_decode_pkg::F92_ICLASS)
      | ({3{sel[93]}} & sm_decode_pkg::F93_ICLASS)
      | ({3{sel[94]}} & sm_decode_pkg::F94_ICLASS)
      | ({3{sel[95]}} & sm_decode_pkg::F95_ICLASS)
      | ({3{sel[96]}} & sm_decode_pkg::F96_ICLASS)
      | ({3{sel[97]}} & sm_decode_pkg::F97_ICLASS)
      | ({3{sel[98]}} & sm_decode_pkg::F98_ICLASS)
      | ({3{sel[99]}} & sm_decode_pkg::F99_ICLASS)
      | ({3{sel[100]}} & sm_decode_pkg::F100_ICLASS)
      | ({3{sel[101]}} & sm_decode_pkg::F101_ICLASS)
      | ({3{sel[102]}} & sm_decode_pkg::F102_ICLASS)
      | ({3{sel[103]}} & sm_decode_pkg::F103_ICLASS)
      | ({3{sel[104]}} & sm_decode_pkg::F104_ICLASS)
      | ({3{sel[105]}} & sm_decode_pkg::F105_ICLASS)
      | ({3{sel[106]}} & sm_decode_pkg::F106_ICLASS)
      | ({3{sel[107]}} & sm_decode_pkg::F107_ICLASS)
      | ({3{sel[108]}} & sm_decode_pkg::F108_ICLASS)
      | ({3{sel[109]}} & sm_decode_pkg::F109_ICLASS)
      | ({3{sel[110]}} & sm_decode_pkg::F110_ICLASS)
      | ({3{sel[111]}} & sm_decode_pkg::F111_ICLASS)
      | ({3{sel[112]}} & sm_decode_pkg::F112_ICLASS)
      | ({3{sel[113]}} & sm_decode_pkg::F113_ICLASS)
      | ({3{sel[114]}} & sm_decode_pkg::F114_ICLASS)
      | ({3{sel[115]}} & sm_decode_pkg::F115_ICLASS)
      | ({3{sel[116]}} & sm_decode_pkg::F116_ICLASS)
      | ({3{sel[117]}} & sm_decode_pkg::F117_ICLASS)
      | ({3{sel[118]}} & sm_decode_pkg::F118_ICLASS)
      | ({3{sel[119]}} & sm_decode_pkg::F119_ICLASS)
      | ({3{sel[120]}} & sm_decode_pkg::F120_ICLASS)
      | ({3{sel[121]}} & sm_decode_pkg::F121_ICLASS)
      | ({3{sel[122]}} & sm_decode_pkg::F122_ICLASS)
      | ({3{sel[123]}} & sm_decode_pkg::F123_ICLASS)
      | ({3{sel[124]}} & sm_decode_pkg::F124_ICLASS)
      | ({3{sel[125]}} & sm_decode_pkg::F125_ICLASS)
      | ({3{sel[126]}} & sm_decode_pkg::F126_ICLASS)
      | ({3{sel[127]}} & sm_decode_pkg::F127_ICLASS)
      | ({3{sel[128]}} & sm_decode_pkg::F128_ICLASS)
      | ({3{sel[129]}} & sm_decode_pkg::F129_ICLASS)
      | ({3{sel[130]}} & sm_decode_pkg::F130_ICLASS)
      | ({3{sel[131]}} & sm_decode_pkg::F131_ICLASS)
      | ({3{sel[132]}} & sm_decode_pkg::F132_ICLASS)
      | ({3{sel[133]}} & sm_decode_pkg::F133_ICLASS)
      | ({3{sel[134]}} & sm_decode_pkg::F134_ICLASS)
      | ({3{sel[135]}} & sm_decode_pkg::F135_ICLASS)
      | ({3{sel[136]}} & sm_decode_pkg::F136_ICLASS)
      | ({3{sel[137]}} & sm_decode_pkg::F137_ICLASS)
      | ({3{sel[138]}} & sm_decode_pkg::F138_ICLASS)
      | ({3{sel[139]}} & sm_decode_pkg::F139_ICLASS)
      | ({3{sel[140]}} & sm_decode_pkg::F140_ICLASS)
      | ({3{sel[141]}} & sm_decode_pkg::F141_ICLASS)
      | ({3{sel[142]}} & sm_decode_pkg::F142_ICLASS)
      | ({3{sel[143]}} & sm_decode_pkg::F143_ICLASS)
      | ({3{sel[144]}} & sm_decode_pkg::F144_ICLASS)
      | ({3{sel[145]}} & sm_decode_pkg::F145_ICLASS)
      | ({3{sel[146]}} & sm_decode_pkg::F146_ICLASS)
      | ({3{sel[147]}} & sm_decode_pkg::F147_ICLASS)
      | ({3{sel[148]}} & sm_decode_pkg::F148_ICLASS)
      | ({3{sel[149]}} & sm_decode_pkg::F149_ICLASS)
      | ({3{sel[150]}} & sm_decode_pkg::F150_ICLASS)
      | ({3{sel[151]}} & sm_decode_pkg::F151_ICLASS)
      | ({3{sel[152]}} & sm_decode_pkg::F152_ICLASS)
      | ({3{sel[153]}} & sm_decode_pkg::F153_ICLASS)
      | ({3{sel[154]}} & sm_decode_pkg::F154_ICLASS)
      | ({3{sel[155]}} & sm_decode_pkg::F155_ICLASS)
      | ({3{sel[156]}} & sm_decode_pkg::F156_ICLASS)
      | ({3{sel[157]}} & sm_decode_pkg::F157_ICLASS)
      | ({3{sel[158]}} & sm_decode_pkg::F158_ICLASS)
      | ({3{sel[159]}} & sm_decode_pkg::F159_ICLASS)
      | ({3{sel[160]}} & sm_decode_pkg::F160_ICLASS)
      | ({3{sel[161]}} & sm_decode_pkg::F161_ICLASS)
      | ({3{sel[162]}} & sm_decode_pkg::F162_ICLASS)
      | ({3{sel[163]}} & sm_decode_pkg::F163_ICLASS)
      | ({3{sel[164]}} & sm_decode_pkg::F164_ICLASS)
      | ({3{sel[165]}} & sm_decode_pkg::F165_ICLASS)
      | ({3{sel[166]}} & sm_decode_pkg::F166_ICLASS)
      | ({3{sel[167]}} & sm_decode_pkg::F167_ICLASS)
      | ({3{sel[168]}} & sm_decode_pkg::F168_ICLASS)
      | ({3{sel[169]}} & sm_decode_pkg::F169_ICLASS)
      | ({3{sel[170]}} & sm_decode_pkg::F170_ICLASS)
      | ({3{sel[171]}} & sm_decode_pkg::F171_ICLASS)
      | ({3{sel[172]}} & sm_decode_pkg::F172_ICLASS)
      | ({3{sel[173]}} & sm_decode_pkg::F173_ICLASS)
      | ({3{sel[174]}} & sm_decode_pkg::F174_ICLASS)
      | ({3{sel[175]}} & sm_decode_pkg::F175_ICLASS)
      | ({3{sel[176]}} & sm_decode_pkg::F176_ICLASS)
      | ({3{sel[177]}} & sm_decode_pkg::F177_ICLASS)
      | ({3{sel[178]}} & sm_decode_pkg::F178_ICLASS)
      | ({3{sel[179]}} & sm_decode_pkg::F179_ICLASS)
      | ({3{sel[180]}} & sm_decode_pkg::F180_ICLASS)
      | ({3{sel[181]}} & sm_decode_pkg::F181_ICLASS)
      | ({3{sel[182]}} & sm_decode_pkg::F182_ICLASS)
      | ({3{sel[183]}} & sm_decode_pkg::F183_ICLASS)
      | ({3{sel[184]}} & sm_decode_pkg::F184_ICLASS)
      | ({3{sel[185]}} & sm_decode_pkg::F185_ICLASS)
      | ({3{sel[186]}} & sm_decode_pkg::F186_ICLASS)
      | ({3{sel[187]}} & sm_decode_pkg::F187_ICLASS)
      | ({3{sel[188]}} & sm_decode_pkg::F188_ICLASS)
      | ({3{sel[189]}} & sm_decode_pkg::F189_ICLASS)
      | ({3{sel[190]}} & sm_decode_pkg::F190_ICLASS)
      | ({3{sel[191]}} & sm_decode_pkg::F191_ICLASS)
      | ({3{sel[192]}} & sm_decode_pkg::F192_ICLASS)
      | ({3{sel[193]}} & sm_decode_pkg::F193_ICLASS)
      | ({3{sel[194]}} & sm_decode_pkg::F194_ICLASS)
      | ({3{sel[195]}} & sm_decode_pkg::F195_ICLASS)
      | ({3{sel[196]}} & sm_decode_pkg::F196_ICLASS)
      | ({3{sel[197]}} & sm_decode_pkg::F197_ICLASS)
      | ({3{sel[198]}} & sm_decode_pkg::F198_ICLASS)
      | ({3{sel[199]}} & sm_decode_pkg::F199_ICLASS)
      | ({3{sel[200]}} & sm_decode_pkg::F200_ICLASS)
      | ({3{sel[201]}} & sm_decode_pkg::F201_ICLASS)
      | ({3{sel[202]}} & sm_decode_pkg::F202_ICLASS)
      | ({3{sel[203]}} & sm_decode_pkg::F203_ICLASS)
      | ({3{sel[204]}} & sm_decode_pkg::F204_ICLASS)
      | ({3{sel[205]}} & sm_decode_pkg::F205_ICLASS)
      | ({3{sel[206]}} & sm_decode_pkg::F206_ICLASS);
  assign dec_ctrl = ({4{sel[0]}} & sm_decode_pkg::F0_CTRL)
      | ({4{sel[1]}} & sm_decode_pkg::F1_CTRL)
      | ({4{sel[2]}} & sm_decode_pkg::F2_CTRL)
      | ({4{sel[3]}} & sm_decode_pkg::F3_CTRL)
      | ({4{sel[4]}} & sm_decode_pkg::F4_CTRL)
      | ({4{sel[5]}} & sm_decode_pkg::F5_CTRL)
      | ({4{sel[6]}} & sm_decode_pkg::F6_CTRL)
      | ({4{sel[7]}} & sm_decode_pkg::F7_CTRL)
      | ({4{sel[8]}} & sm_decode_pkg::F8_CTRL)
      | ({4{sel[9]}} & sm_decode_pkg::F9_CTRL)
      | ({4{sel[10]}} & sm_decode_pkg::F10_CTRL)
      | ({4{sel[11]}} & sm_decode_pkg::F11_CTRL)
      | ({4{sel[12]}} & sm_decode_pkg::F12_CTRL)
      | ({4{sel[13]}} & sm_decode_pkg::F13_CTRL)
      | ({4{sel[14]}} & sm_decode_pkg::F14_CTRL)
      | ({4{sel[15]}} & ((bug_q == DBUG_KIL_NOT_EXIT) ? sm_decode_pkg::CTRL_OTHER : sm_decode_pkg::F15_CTRL))
      | ({4{sel[16]}} & sm_decode_pkg::F16_CTRL)
      | ({4{sel[17]}} & sm_decode_pkg::F17_CTRL)
      | ({4{sel[18]}} & sm_decode_pkg::F18_CTRL)
      | ({4{sel[19]}} & sm_decode_pkg::F19_CTRL)
      | ({4{sel[20]}} & sm_decode_pkg::F20_CTRL)
      | ({4{sel[21]}} & sm_decode_pkg::F21_CTRL)
      | ({4{sel[22]}} & sm_decode_pkg::F22_CTRL)
      | ({4{sel[23]}} & sm_decode_pkg::F23_CTRL)
      | ({4{sel[24]}} & sm_decode_pkg::F24_CTRL)
      | ({4{sel[25]}} & sm_decode_pkg::F25_CTRL)
      | ({4{sel[26]}} & sm_decode_pkg::F26_CTRL)
      | ({4{sel[27]}} & sm_decode_pkg::F27_CTRL)
      | ({4{sel[28]}} & sm_decode_pkg::F28_CTRL)
      | ({4{sel[29]}} & sm_decode_pkg::F29_CTRL)
      | ({4{sel[30]}} & sm_decode_pkg::F30_CTRL)
      | ({4{sel[31]}} & sm_decode_pkg::F31_CTRL)
      | ({4{sel[32]}} & sm_decode_pkg::F32_CTRL)
      | ({4{sel[33]}} & sm_decode_pkg::F33_CTRL)
      | ({4{sel[34]}} & sm_decode_pkg::F34_CTRL)
      | ({4{sel[35]}} & sm_decode_pkg::F35_CTRL)
      | ({4{sel[36]}} & sm_decode_pkg::F36_CTRL)
      | ({4{sel[37]}} & sm_decode_pkg::F37_CTRL)
      | ({4{sel[38]}} & sm_decode_pkg::F38_CTRL)
      | ({4{sel[39]}} & sm_decode_pkg::F39_CTRL)
      | ({4{sel[40]}} & sm_decode_pkg::F40_CTRL)
      | ({4{sel[41]}} & sm_decode_pkg::F41_CTRL)
      | ({4{sel[42]}} & sm_decode_pkg::F42_CTRL)
      | ({4{sel[43]}} & sm_decode_pkg::F43_CTRL)
      | ({4{sel[44]}} & sm_decode_pkg::F44_CTRL)
      | ({4{sel[45]}} & sm_decode_pkg::F45_CTRL)
      | ({4{sel[46]}} & sm_decode_pkg::F46_CTRL)
      | ({4{sel[47]}} & sm_decode_pkg::F47_CTRL)
      | ({4{sel[48]}} & sm_decode_pkg::F48_CTRL)
      | ({4{sel[49]}} & sm_decode_pkg::F49_CTRL)
      | ({4{sel[50]}} & sm_decode_pkg::F50_CTRL)
      | ({4{sel[51]}} & sm_decode_pkg::F51_CTRL)
      | ({4{sel[52]}} & sm_decode_pkg::F52_CTRL)
      | ({4{sel[53]}} & sm_decode_pkg::F53_CTRL)
      | ({4{sel[54]}} & sm_decode_pkg::F54_CTRL)
      | ({4{sel[55]}} & sm_decode_pkg::F55_CTRL)
      | ({4{sel[56]}} & sm_decode_pkg::F56_CTRL)
      | ({4{sel[57]}} & sm_decode_pkg::F57_CTRL)
      | ({4{sel[58]}} & sm_decode_pkg::F58_CTRL)
      | ({4{sel[59]}} & sm_decode_pkg::F59_CTRL)
      | ({4{sel[60]}} & sm_decode_pkg::F60_CTRL)
      | ({4{sel[61]}} & sm_decode_pkg::F61_CTRL)
      | ({4{sel[62]}} & sm_decode_pkg::F62_CTRL)
      | ({4{sel[63]}} & sm_decode_pkg::F63_CTRL)
      | ({4{sel[64]}} & sm_decode_pkg::F64_CTRL)
      | ({4{sel[65]}} & sm_decode_pkg::F65_CTRL)
      | ({4{sel[66]}} & sm_decode_pkg::F66_CTRL)
      | ({4{sel[67]}} & sm_decode_pkg::F67_CTRL)
      | ({4{sel[68]}} & sm_decode_pkg::F68_CTRL)
      | ({4{sel[69]}} & sm_decode_pkg::F69_CTRL)
      | ({4{sel[70]}} & sm_decode_pkg::F70_CTRL)
      | ({4{sel[71]}} & sm_decode_pkg::F71_CTRL)
      | ({4{sel[72]}} & sm_decode_pkg::F72_CTRL)
      | ({4{sel[73]}} & sm_decode_pkg::F73_CTRL)
      | ({4{sel[74]}} & sm_decode_pkg::F74_CTRL)
      | ({4{sel[75]}} & sm_decode_pkg::F75_CTRL)
      | ({4{sel[76]}} & sm_decode_pkg::F76_CTRL)
      | ({4{sel[77]}} & sm_decode_pkg::F77_CTRL)
      | ({4{sel[78]}} & sm_decode_pkg::F78_CTRL)
      | ({4{sel[79]}} & sm_decode_pkg::F79_CTRL)
      | ({4{sel[80]}} & sm_decode_pkg::F80_CTRL)
      | ({4{sel[81]}} & sm_decode_pkg::F81_CTRL)
      | ({4{sel[82]}} & sm_decode_pkg::F82_CTRL)
      | ({4{sel[83]}} & sm_decode_pkg::F83_CTRL)
      | ({4{sel[84]}} & sm_decode_pkg::F84_CTRL)
      | ({4{sel[85]}} & sm_decode_pkg::F85_CTRL)
      | ({4{sel[86]}} & sm_decode_pkg::F86_CTRL)
      | ({4{sel[87]}} & sm_decode_pkg::F87_CTRL)
      | ({4{sel[88]}} & sm_decode_pkg::F88_CTRL)
      | ({4{sel[89]}} & sm_decode_pkg::F89_CTRL)
      | ({4{sel[90]}} & sm_decode_pkg::F90_CTRL)
      | ({4{sel[91]}} & sm_decode_pkg::F91_CTRL)
      | ({4{sel[92]}} & sm_decode_pkg::F92_CTRL)
      | ({4{sel[93]}} & sm_decode_pkg::F93_CTRL)
      | ({4{sel[94]}} & sm_decode_pkg::F94_CTRL)
      | ({4{sel[95]}} & sm_decode_pkg::F95_CTRL)
      | ({4{sel[96]}} & sm_decode_pkg::F96_CTRL)
      | ({4{sel[97]}} & sm_decode_pkg::F97_CTRL)
      | ({4{sel[98]}} & sm_decode_pkg::F98_CTRL)
      | ({4{sel[99]}} & sm_decode_pkg::F99_CTRL)
      | ({4{sel[100]}} & sm_decode_pkg::F100_CTRL)
      | ({4{sel[101]}} & sm_decode_pkg::F101_CTRL)
      | ({4{sel[102]}} & sm_decode_pkg::F102_CTRL)
      | ({4{sel[103]}} & sm_decode_pkg::F103_CTRL)
      | ({4{sel[104]}} & sm_decode_pkg::F104_CTRL)
      | ({4{sel[105]}} & sm_decode_pkg::F105_CTRL)
      | ({4{sel[106]}} & sm_decode_pkg::F106_CTRL)
      | ({4{sel[107]}} & sm_decode_pkg::F107_CTRL)
      | ({4{sel[108]}} & sm_decode_pkg::F108_CTRL)
      | ({4{sel[109]}} & sm_decode_pkg::F109_CTRL)
      | ({4{sel[110]}} & sm_decode_pkg::F110_CTRL)
      | ({4{sel[111]}} & sm_decode_pkg::F111_CTRL)
      | ({4{sel[112]}} & sm_decode_pkg::F112_CTRL)
      | ({4{sel[113]}} & sm_decode_pkg::F113_CTRL)
      | ({4{sel[114]}} & sm_decode_pkg::F114_CTRL)
      | ({4{sel[115]}} & sm_decode_pkg::F115_CTRL)
      | ({4{sel[116]}} & sm_decode_pkg::F116_CTRL)
      | ({4{sel[117]}} & sm_decode_pkg::F117_CTRL)
      | ({4{sel[118]}} & sm_decode_pkg::F118_CTRL)
      | ({4{sel[119]}} & sm_decode_pkg::F119_CTRL)
      | ({4{sel[120]}} & sm_decode_pkg::F120_CTRL)
      | ({4{sel[121]}} & sm_decode_pkg::F121_CTRL)
      | ({4{sel[122]}} & sm_decode_pkg::F122_CTRL)
      | ({4{sel[123]}} & sm_decode_pkg::F123_CTRL)
      | ({4{sel[124]}} & sm_decode_pkg::F124_CTRL)
      | ({4{sel[125]}} & sm_decode_pkg::F125_CTRL)
      | ({4{sel[126]}} & sm_decode_pkg::F126_CTRL)
      | ({4{sel[127]}} & sm_decode_pkg::F127_CTRL)
      | ({4{sel[128]}} & sm_decode_pkg::F128_CTRL)
      | ({4{sel[129]}} & sm_decode_pkg::F129_CTRL)
      | ({4{sel[130]}} & sm_decode_pkg::F130_CTRL)
      | ({4{sel[131]}} & sm_decode_pkg::F131_CTRL)
      | ({4{sel[132]}} & sm_decode_pkg::F132_CTRL)
      | ({4{sel[133]}} & sm_decode_pkg::F133_CTRL)
      | ({4{sel[134]}} & sm_decode_pkg::F134_CTRL)
      | ({4{sel[135]}} & sm_decode_pkg::F135_CTRL)
      | ({4{sel[136]}} & sm_decode_pkg::F136_CTRL)
      | ({4{sel[137]}} & sm_decode_pkg::F137_CTRL)
      | ({4{sel[138]}} & sm_decode_pkg::F138_CTRL)
      | ({4{sel[139]}} & sm_decode_pkg::F139_CTRL)
      | ({4{sel[140]}} & sm_decode_pkg::F140_CTRL)
      | ({4{sel[141]}} & sm_decode_pkg::F141_CTRL)
      | ({4{sel[142]}} & sm_decode_pkg::F142_CTRL)
      | ({4{sel[143]}} & sm_decode_pkg::F143_CTRL)
      | ({4{sel[144]}} & sm_decode_pkg::F144_CTRL)
      | ({4{sel[145]}} & sm_decode_pkg::F145_CTRL)
      | ({4{sel[146]}} & sm_decode_pkg::F146_CTRL)
      | ({4{sel[147]}} & sm_decode_pkg::F147_CTRL)
      | ({4{sel[148]}} & sm_decode_pkg::F148_CTRL)
      | ({4{sel[149]}} & sm_decode_pkg::F149_CTRL)
      | ({4{sel[150]}} & sm_decode_pkg::F150_CTRL)
      | ({4{sel[151]}} & sm_decode_pkg::F151_CTRL)
      | ({4{sel[152]}} & sm_decode_pkg::F152_CTRL)
      | ({4{sel[153]}} & sm_decode_pkg::F153_CTRL)
      | ({4{sel[154]}} & sm_decode_pkg::F154_CTRL)
      | ({4{sel[155]}} & sm_decode_pkg::F155_CTRL)
      | ({4{sel[156]}} & sm_decode_pkg::F156_CTRL)
      | ({4{sel[157]}} & sm_decode_pkg::F157_CTRL)
      | ({4{sel[158]}} & sm_decode_pkg::F158_CTRL)
      | ({4{sel[159]}} & sm_decode_pkg::F159_CTRL)
      | ({4{sel[160]}} & sm_decode_pkg::F160_CTRL)
      | ({4{sel[161]}} & sm_decode_pkg::F161_CTRL)
      | ({4{sel[162]}} & sm_decode_pkg::F162_CTRL)
      | ({4{sel[163]}} & sm_decode_pkg::F163_CTRL)
      | ({4{sel[164]}} & sm_decode_pkg::F164_CTRL)
      | ({4{sel[165]}} & sm_decode_pkg::F165_CTRL)
      | ({4{sel[166]}} & sm_decode_pkg::F166_CTRL)
      | ({4{sel[167]}} & sm_decode_pkg::F167_CTRL)
      | ({4{sel[168]}} & sm_decode_pkg::F168_CTRL)
      | ({4{sel[169]}} & sm_decode_pkg::F169_CTRL)
      | ({4{sel[170]}} & sm_decode_pkg::F170_CTRL)
      | ({4{sel[171]}} & sm_decode_pkg::F171_CTRL)
      | ({4{sel[172]}} & sm_decode_pkg::F172_CTRL)
      | ({4{sel[173]}} & sm_decode_pkg::F173_CTRL)
      | ({4{sel[174]}} & sm_decode_pkg::F174_CTRL)
      | ({4{sel[175]}} & sm_decode_pkg::F175_CTRL)
      | ({4{sel[176]}} & sm_decode_pkg::F176_CTRL)
      | ({4{sel[177]}} & sm_decode_pkg::F177_CTRL)
      | ({4{sel[178]}} & sm_decode_pkg::F178_CTRL)
      | ({4{sel[179]}} & sm_decode_pkg::F179_CTRL)
      | ({4{sel[180]}} & sm_decode_pkg::F180_CTRL)
      | ({4{sel[181]}} & sm_decode_pkg::F181_CTRL)
      | ({4{sel[182]}} & sm_decode_pkg::F182_CTRL)
      | ({4{sel[183]}} & sm_decode_pkg::F183_CTRL)
      | ({4{sel[184]}} & sm_decode_pkg::F184_CTRL)
      | ({4{sel[185]}} & sm_decode_pkg::F185_CTRL)
      | ({4{sel[186]}} & sm_decode_pkg::F186_CTRL)
      | ({4{sel[187]}} & sm_decode_pkg::F187_CTRL)
      | ({4{sel[188]}} & sm_decode_pkg::F188_CTRL)
      | ({4{sel[189]}} & sm_decode_pkg::F189_CTRL)
      | ({4{sel[190]}} & sm_decode_pkg::F190_CTRL)
      | ({4{sel[191]}} & sm_decode_pkg::F191_CTRL)
      | ({4{sel[192]}} & sm_decode_pkg::F192_CTRL)
      | ({4{sel[193]}} & sm_decode_pkg::F193_CTRL)
      | ({4{sel[194]}} & sm_decode_pkg::F194_CTRL)
      | ({4{sel[195]}} & sm_decode_pkg::F195_CTRL)
      | ({4{sel[196]}} & sm_decode_pkg::F196_CTRL)
      | ({4{sel[197]}} & sm_decode_pkg::F197_CTRL)
      | ({4{sel[198]}} & sm_decode_pkg::F198_CTRL)
      | ({4{sel[199]}} & sm_decode_pkg::F199_CTRL)
      | ({4{sel[200]}} & sm_decode_pkg::F200_CTRL)
      | ({4{sel[201]}} & sm_decode_pkg::F201_CTRL)
      | ({4{sel[202]}} & sm_decode_pkg::F202_CTRL)
      | ({4{sel[203]}} & sm_decode_pkg::F203_CTRL)
      | ({4{sel[204]}} & sm_decode_pkg::F204_CTRL)
      | ({4{sel[205]}} & sm_decode_pkg::F205_CTRL)
      | ({4{sel[206]}} & sm_decode_pkg::F206_CTRL);
  assign dec_guard = ({3{|(sel & 207'h7fff_ffffffffffffffff_ffffffffffffffff_fffffffffff6f01f)}} & w[12:10])
      | ({3{|(sel & 207'h0000_0000000000000000_0000000000000000_0000000000090fe0)}} & ((bug_q == DBUG_NOGUARD_READS_GUARD) ? w[12:10] : 3'd7));
  assign dec_guard_neg = ({1{|(sel & 207'h7fff_ffffffffffffffff_ffffffffffffffff_fffffffffff6f01f)}} & ((bug_q == DBUG_GUARD_NEG_IGNORED) ? 1'd0 : w[13]))
      | ({1{|(sel & 207'h0000_0000000000000000_0000000000000000_0000000000090fe0)}} & ((bug_q == DBUG_NOGUARD_READS_GUARD) ? w[13] : 1'd0));
  assign dec_sflag = ({1{|(sel & 207'h7fff_ffffffffffffffff_ffffffffffffffff_ffffffffffffffff)}} & w[4]);
  assign dec_uni = ({1{|(sel & 207'h0000_0000000000000000_0000000000000000_0000000000000009)}} & ((bug_q == DBUG_U_FROM_LMT_BIT) ? w[16] : w[15]))
      | ({1{|(sel & 207'h0100_0000000000000000_0000000000000000_0000000000000000)}} & sm_decode_pkg::LUT23_U[w[27:26]]);
  assign dec_cctest = ({5{|(sel & 207'h0000_0000000000000000_0000000000000000_000000000016f01f)}} & w[9:5])
      | ({5{|(sel & 207'h7fff_ffffffffffffffff_ffffffffffffffff_ffffffffffe90fe0)}} & 5'd15);
  assign dec_tgt = ({2{|(sel & 207'h0000_0000000000000000_0000000000000000_0000000000000fa1)}} & sm_decode_pkg::TGT_REL)
      | ({2{|(sel & 207'h0000_0000000000000000_0000000000000000_0000000000000048)}} & sm_decode_pkg::TGT_ABS);
  assign dec_x = ({1{|(sel & 207'h0000_0000000000000000_00000000000e0000_0007003c00000000)}} & ((bug_q == DBUG_X_DROPPED) ? 1'd0 : w[6]))
      | ({1{|(sel & 207'h0000_0000000000000000_0000000000000000_00001e0000000000)}} & ((bug_q == DBUG_X_DROPPED) ? 1'd0 : (bug_q == DBUG_IMAD_X_FROM_BIT6) ? w[6] : w[55]));
  assign dec_wcc = ({1{|(sel & 207'h0000_000fffffffff8ff8_7e3fffff07ff7007_ff80ffdc00000000)}} & w[48])
      | ({1{|(sel & 207'h0000_0000000000000000_00000000000001f8_0000002000000000)}} & ((bug_q == DBUG_CC32I_FROM_BIT48) ? w[48] : w[58]));
  assign dec_rd = ({6{|(sel & 207'h7fff_ffffffffffff8fff_fe3fffffffff7fff_fff8fffffde00000)}} & w[19:14]);
  assign dec_rd_n = ({3{|(sel & 207'h0d00_0000000000000e07_fe3fffffffff7fff_fff8fffffde00000)}} & 3'd1)
      | ({3{|(sel & 207'h3000_00000000003f81f8_0000000000000000_0000000000000000)}} & 3'd2)
      | ({3{|(sel & 207'h0000_000fffffffc00000_0000000000000000_0000000000000000)}} & ((bug_q == DBUG_CONV_DST64_SINGLE) ? 3'd1 : sm_decode_pkg::LUT5_CONV_DST_REGS[3 * w[25:20] +: 3]))
      | ({3{|(sel & 207'h0200_09b0000000000000_0000000000000000_0000000000000000)}} & ((bug_q == DBUG_SIZE64_AS_32) ? sm_decode_pkg::LUT10_SIZE_REGS_BUG[3 * w[7:5] +: 3] : sm_decode_pkg::LUT9_SIZE_REGS[3 * w[7:5] +: 3]))
      | ({3{|(sel & 207'h00f0_0000000000000000_0000000000000000_0000000000000000)}} & sm_decode_pkg::LUT19_POPC[3 * w[49:46] +: 3])
      | ({3{|(sel & 207'h4000_0000000000000000_0000000000000000_0000000000000000)}} & 3'd4);
  assign dec_rd_rn = ({3{|(sel & 207'h000f_e000000000000000_0000000000000080_0000000000000000)}} & 3'd1)
      | ({3{|(sel & 207'h0000_1640000000000000_0000000000000000_0000000000000000)}} & ((bug_q == DBUG_SIZE64_AS_32) ? sm_decode_pkg::LUT10_SIZE_REGS_BUG[3 * w[7:5] +: 3] : sm_decode_pkg::LUT9_SIZE_REGS[3 * w[7:5] +: 3]));
  assign dec_re = ({6{|(sel & 207'h000f_0000000000000000_0000000000000000_0000000000000000)}} & w[48:43])
      | ({6{|(sel & 207'h7c00_0000000000000000_0000000000000000_0000000000000000)}} & w[37:32]);
  assign dec_re_n = ({3{|(sel & 207'h140f_0000000000000000_0000000000000000_0000000000000000)}} & 3'd1)
      | ({3{|(sel & 207'h2800_0000000000000000_0000000000000000_0000000000000000)}} & 3'd2)
      | ({3{|(sel & 207'h4000_0000000000000000_0000000000000000_0000000000000000)}} & 3'd4);
  assign dec_pd = ({3{|(sel & 207'h7fff_f7ffffffffff8fff_fe3fffff7fff7fff_fff8fffffe1fffff)}} & 3'd7)
      | ({3{|(sel & 207'h0000_0000000000000000_0000000000000000_0000000001e00000)}} & w[55:53])
      | ({3{|(sel & 207'h0000_0000000000007000_01c0000000008000_0007000000000000)}} & ((bug_q == DBUG_SETP_PD_BITS) ? w[18:16] : w[19:17]))
      | ({3{|(sel & 207'h0000_0000000000000000_0000000080000000_0000000000000000)}} & w[56:54])
      | ({3{|(sel & 207'h0000_0800000000000000_0000000000000000_0000000000000000)}} & w[52:50]);
  assign dec_pd2 = ({3{|(sel & 207'h7fff_ffffffffffff8fff_fe3fffffffff7fff_fff8ffffffffffff)}} & 3'd7)
      | ({3{|(sel & 207'h0000_0000000000007000_01c0000000008000_0007000000000000)}} & w[16:14]);
  assign dec_ra = ({6{|(sel & 207'h7fff_fff00000003ffff8_ffffffff78fe7fff_ffffffbf80a00016)}} & w[25:20])
      | ({6{|(sel & 207'h0000_0000000000000000_0000000000000000_0000004000000000)}} & ((bug_q == DBUG_ISCADD_SRC_SWAPPED) ? w[31:26] : w[25:20]));
  assign dec_ra_n = ({2{|(sel & 207'h02f0_1f80000000000000_ffffffff78fe7fff_ffffffff80a00016)}} & 2'd1)
      | ({2{|(sel & 207'h0000_00000000003ffff8_0000000000000000_0000000000000000)}} & ((bug_q == DBUG_FP64_RA_SINGLE) ? 2'd1 : 2'd2))
      | ({2{|(sel & 207'h010f_e070000000000000_0000000000000000_0000000000000000)}} & ((bug_q == DBUG_E_IGNORED) ? 2'd1 : sm_decode_pkg::LUT14_E_REGS[2 * w[58] +: 2]))
      | ({2{|(sel & 207'h7c00_0000000000000000_0000000000000000_0000000000000000)}} & ((bug_q == DBUG_E_IGNORED) ? 2'd1 : sm_decode_pkg::LUT24_E_REGS[2 * w[59:58] +: 2]));
  assign dec_b_kind = ({3{|(sel & 207'h0000_0009249000000000_00000aaa448849fc_9244913231980012)}} & sm_decode_pkg::B_IMM)
      | ({3{|(sel & 207'h7cf0_0002492492449249_1244955509121201_2489224484600000)}} & sm_decode_pkg::B_REG)
      | ({3{|(sel & 207'h0000_0004924924892492_2489200012242402_4912448908000000)}} & sm_decode_pkg::B_CONST)
      | ({3{|(sel & 207'h0000_0000000000000000_0000000000000000_0000000040000000)}} & sm_decode_pkg::B_SREG)
      | ({3{|(sel & 207'h0000_0000000000100000_0010000020400000_0020080000000000)}} & ((bug_q == DBUG_RC_SLOT_AS_REGISTER) ? sm_decode_pkg::B_REG : sm_decode_pkg::B_CONST))
      | ({3{|(sel & 207'h0000_0000000249224924_4922400000000000_0000000000000000)}} & sm_decode_pkg::B_FIMM);
  assign dec_rb = ({6{|(sel & 207'h7cf0_0002492492449249_1244955509121201_2489220484600000)}} & w[31:26])
      | ({6{|(sel & 207'h0000_0000000000000000_0000000000000000_0000004000000000)}} & ((bug_q == DBUG_ISCADD_SRC_SWAPPED) ? w[25:20] : w[31:26]))
      | ({6{|(sel & 207'h0000_0000000000100000_0010000020400000_0020080000000000)}} & ((bug_q == DBUG_RC_SLOT_AS_REGISTER) ? w[31:26] : 6'd0));
  assign dec_b_n = ({2{|(sel & 207'h00f0_0000000000000003_36ddb5553b763603_6dbb6ecd8c600000)}} & 2'd1)
      | ({2{|(sel & 207'h0000_00000000001db6d8_0000000000000000_0000000000000000)}} & 2'd2)
      | ({2{|(sel & 207'h0000_0006db6db6c00000_0000000000000000_0000000000000000)}} & sm_decode_pkg::LUT6_CONV_SRC_REGS[2 * w[25:20] +: 2])
      | ({2{|(sel & 207'h7c00_0000000000000000_0000000000000000_0000000000000000)}} & sm_decode_pkg::LUT25_LDU_E_REGS[2 * w[59:58] +: 2]);
  assign dec_sreg = ({8{|(sel & 207'h0000_0000000000000000_0000000000000000_0000000040000000)}} & w[33:26]);
  assign dec_cbank = ({5{|(sel & 207'h0200_0000000000000000_0000000000000000_0000000000000004)}} & w[46:42])
      | ({5{|(sel & 207'h0000_0004924924892492_2489200012242402_4912448908000000)}} & ((bug_q == DBUG_CBANK_HI_DROPPED) ? {1'b0, w[45:42]} : {w[26], w[45:42]}))
      | ({5{|(sel & 207'h0000_0000000000100000_0010000020400000_0020080000000000)}} & ((bug_q == DBUG_CBANK_HI_DROPPED) ? {1'b0, w[45:42]} : (bug_q == DBUG_RC_SLOT_AS_REGISTER) ? 5'd0 : {w[26], w[45:42]}));
  assign dec_coff = ({16{|(sel & 207'h0000_0004924924892492_2489200012242402_4912448908000000)}} & {w[41:28], 2'b0})
      | ({16{|(sel & 207'h0000_0000000000100000_0010000020400000_0020080000000000)}} & ((bug_q == DBUG_RC_SLOT_AS_REGISTER) ? 16'h0 : {w[41:28], 2'b0}));
  assign dec_rc = ({6{|(sel & 207'h0008_00000000003c0000_003c0fff78f00000_00781e0000000000)}} & w[54:49]);
  assign dec_rc_n = ({2{|(sel & 207'h0008_0000000000000000_003c0fff78f00000_00781e0000000000)}} & 2'd1)
      | ({2{|(sel & 207'h0000_00000000003c0000_0000000000000000_0000000000000000)}} & 2'd2);
  assign dec_imm = ({32{|(sel & 207'h0000_0000000000000000_0000000000000000_0000000000000fa1)}} & ((bug_q == DBUG_REL_TARGET_ZERO_EXTENDED) ? {8'b0, w[49:26]} : {{9{w[49]}}, w[48:26]}))
      | ({32{|(sel & 207'h0000_1f80000000000000_0000000000000000_0000000000000002)}} & {{9{w[49]}}, w[48:26]})
      | ({32{|(sel & 207'h0200_0000000000000000_0000000000000000_0000000000000004)}} & {{17{w[41]}}, w[40:26]})
      | ({32{|(sel & 207'h0000_e070000000000000_00000000000001f8_0000002020000058)}} & w[57:26])
      | ({32{|(sel & 207'h0000_0000000000000000_0000000000000000_0000000000080000)}} & {12'b0, w[45:26]})
      | ({32{|(sel & 207'h0000_0000000000000000_00000aaa00000000_0000000000100000)}} & {16'b0, w[41:26]})
      | ({32{|(sel & 207'h0000_0000000000000000_0000000000000000_0000000001800000)}} & {20'b0, w[37:26]})
      | ({32{|(sel & 207'h0000_0009249000000000_0000000044884804_9244911210000000)}} & ((bug_q == DBUG_IMM20_ZERO_EXTENDED) ? {12'b0, w[45:26]} : {{13{w[45]}}, w[44:26]}))
      | ({32{|(sel & 207'h0000_0000000249224924_4922400000000000_0000000000000000)}} & {w[45:26], 12'b0})
      | ({32{|(sel & 207'h000f_0000000000000000_0000000000000000_0000000000000000)}} & {{13{w[57]}}, w[56:55], w[42:26]})
      | ({32{|(sel & 207'h0100_0000000000000000_0000000000000000_0000000000000000)}} & {w[57:28], 2'b0})
      | ({32{|(sel & 207'h0c00_0000000000000000_0000000000000000_0000000000000000)}} & {{21{w[52]}}, w[51:43], 2'b0})
      | ({32{|(sel & 207'h3000_0000000000000000_0000000000000000_0000000000000000)}} & {{20{w[52]}}, w[51:43], 3'b0})
      | ({32{|(sel & 207'h4000_0000000000000000_0000000000000000_0000000000000000)}} & {{19{w[52]}}, w[51:43], 4'b0});
  assign dec_imm2 = ({32{|(sel & 207'h0000_0000000000000000_0000000000000000_0000000001400000)}} & {26'b0, w[25:20]})
      | ({32{|(sel & 207'h0000_0000000000000000_0000000000000010_000001c000000000)}} & {27'b0, w[9:5]})
      | ({32{|(sel & 207'h00f0_0000000000000000_0000000000000000_0000000000000000)}} & {24'b0, w[39:32]})
      | ({32{|(sel & 207'h1400_0000000000000000_0000000000000000_0000000000000000)}} & {{21{w[42]}}, w[41:38], w[9:5], 2'b0})
      | ({32{|(sel & 207'h2800_0000000000000000_0000000000000000_0000000000000000)}} & {{20{w[42]}}, w[41:38], w[9:5], 3'b0})
      | ({32{|(sel & 207'h4000_0000000000000000_0000000000000000_0000000000000000)}} & {{19{w[42]}}, w[41:38], w[9:5], 4'b0});
  assign dec_pa = ({3{|(sel & 207'h7fff_ffffffffffffffff_ffffffff7ffe7fff_ffffffffffffffff)}} & 3'd7)
      | ({3{|(sel & 207'h0000_0000000000000000_0000000080018000_0000000000000000)}} & w[22:20]);
  assign dec_pa_neg = ({1{|(sel & 207'h0000_0000000000000000_0000000080018000_0000000000000000)}} & w[23]);
  assign dec_pb = ({3{|(sel & 207'h7fff_ffffffffffffffff_fffffffffffe7fff_ffffffffffffffff)}} & 3'd7)
      | ({3{|(sel & 207'h0000_0000000000000000_0000000000018000_0000000000000000)}} & w[28:26]);
  assign dec_pb_neg = ({1{|(sel & 207'h0000_0000000000000000_0000000000018000_0000000000000000)}} & w[29]);
  assign dec_pc = ({3{|(sel & 207'h7fff_fffffffffffc01ff_803ffffffff07fff_fc78fffc7e1fffff)}} & 3'd7)
      | ({3{|(sel & 207'h0000_000000000003fe00_7fc00000000f8000_0387000381e00000)}} & w[51:49]);
  assign dec_pc_neg = ({1{|(sel & 207'h0000_000000000003fe00_7fc00000000f8000_0387000381e00000)}} & w[52]);
  assign dec_mem = ({2{|(sel & 207'h7e00_01b0000000000000_0000000000000000_0000000000000000)}} & sm_decode_pkg::MEM_LOAD)
      | ({2{|(sel & 207'h0000_1640000000000000_0000000000000000_0000000000000000)}} & sm_decode_pkg::MEM_STORE)
      | ({2{|(sel & 207'h000f_e800000000000000_0000000000000000_0000000000000000)}} & sm_decode_pkg::MEM_RMW);
  assign dec_mspace = ({2{|(sel & 207'h0000_0280000000000000_0000000000000000_0000000000000000)}} & 2'd2)
      | ({2{|(sel & 207'h0000_1d00000000000000_0000000000000000_0000000000000000)}} & 2'd1)
      | ({2{|(sel & 207'h0200_0000000000000000_0000000000000000_0000000000000000)}} & 2'd3);
  assign dec_msize = ({5{|(sel & 207'h0200_1ff0000000000000_0000000000000000_0000000000000000)}} & ((bug_q == DBUG_SIZE64_AS_32) ? sm_decode_pkg::LUT12_SIZE_BYTES_BUG[5 * w[7:5] +: 5] : sm_decode_pkg::LUT11_SIZE_BYTES[5 * w[7:5] +: 5]))
      | ({5{|(sel & 207'h0c0f_e000000000000000_0000000000000000_0000000000000000)}} & 5'd4)
      | ({5{|(sel & 207'h3000_0000000000000000_0000000000000000_0000000000000000)}} & 5'd8)
      | ({5{|(sel & 207'h4000_0000000000000000_0000000000000000_0000000000000000)}} & 5'd16);
  assign dec_msigned = ({1{|(sel & 207'h0200_1ff0000000000000_0000000000000000_0000000000000000)}} & sm_decode_pkg::LUT13_SIZE_SIGNED[w[7:5]]);
  // derived: IN-2's conditional step; the reads of $c (SB-1)
  assign dec_cond = dec_valid & ((dec_guard != 3'd7) | dec_guard_neg | (dec_cctest != 5'd15));
  assign dec_rcc = dec_valid & (dec_x | (dec_cctest != 5'd15));
  // the bundle as one vector: field 0 (valid) at bit 0, each next field above the last
  assign dec_bundle = {dec_msigned, dec_msize, dec_mspace, dec_mem, dec_pc_neg, dec_pc, dec_pb_neg,
                      dec_pb, dec_pa_neg, dec_pa, dec_imm2, dec_imm, dec_rc_n, dec_rc, dec_coff,
                      dec_cbank, dec_sreg, dec_b_n, dec_rb, dec_b_kind, dec_ra_n, dec_ra, dec_pd2,
                      dec_pd, dec_re_n, dec_re, dec_rd_rn, dec_rd_n, dec_rd, dec_rcc, dec_wcc,
                      dec_x, dec_tgt, dec_cctest, dec_uni, dec_sflag, dec_cond, dec_guard_neg,
                      dec_guard, dec_ctrl, dec_iclass, dec_unit, dec_op, dec_form, dec_valid};

endmodule
