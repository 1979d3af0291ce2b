// sm_decode_pkg.sv - the form table of the generated decoder sm_decode
//
// GENERATED from the ISA table (model/src/isa/isa_table.c) by model/src/isa/decode_sv.c;
// do not edit. Regenerate with: smgold isa --emit-sv rtl_stubs
// (ctest rtl_decode_generated fails when this file differs from a regeneration).
// Normative: specs/decode.md (the bundle, the generator, the bugs).
//
// Per form i (the "#" of specs/isa.md §5): Fi_MATCH and Fi_MASK (a word is the form when
// (word & Fi_MASK) == Fi_MATCH and each of its modifier fields holds a defined value, the
// first such form in table order wins), and the form's constant fields: Fi_OP (sg_op),
// Fi_UNIT (sg_unit), Fi_ICLASS (issue class), Fi_CTRL (control class). LUTk_*: tables
// indexed by a modifier field (DEF: the value is defined; the others give a field of the
// bundle), entry v at bits [v*W +: W].

package sm_decode_pkg;

  localparam int NFORMS = 207;

  // issue classes (specs/timing.md IC-1)
  localparam logic [2:0] IC_ALU = 3'd0, IC_ALU_HALF = 3'd1, IC_FP64 = 3'd2, IC_SFU = 3'd3,
                         IC_LDST = 3'd4, IC_CTRL = 3'd5;
  // control classes (specs/dpi.md iss_ctrl)
  localparam logic [3:0] CTRL_OTHER = 4'd0, CTRL_SSY = 4'd1, CTRL_PBK = 4'd2, CTRL_PCNT = 4'd3,
                         CTRL_PRET = 4'd4, CTRL_CAL = 4'd5, CTRL_BRA = 4'd6, CTRL_BRX = 4'd7,
                         CTRL_BRK = 4'd8, CTRL_CONT = 4'd9, CTRL_RET = 4'd10, CTRL_EXIT = 4'd11;
  // kinds of the bit-26 operand, branch targets, memory accesses
  // (0 is none)
  localparam logic [2:0] B_REG = 3'd1, B_CONST = 3'd2, B_IMM = 3'd3, B_FIMM = 3'd4, B_SREG = 3'd5;
  localparam logic [1:0] TGT_REL = 2'd1, TGT_ABS = 2'd2;
  localparam logic [1:0] MEM_LOAD = 2'd1, MEM_STORE = 2'd2, MEM_RMW = 2'd3;

  // tables indexed by a field
  localparam logic [7:0] LUT0_DEF = 8'b00010111;
  localparam logic [3:0] LUT1_DEF = 4'b0111;
  localparam logic [15:0] LUT2_DEF = 16'b10000000_00000000;
  localparam logic [7:0] LUT3_DEF = 8'b01111111;
  localparam logic [63:0] LUT4_DEF = 64'b00000000_00000000_00000000_00000000_00001110_00001110_00001110_00000000;
  localparam logic [191:0] LUT5_CONV_DST_REGS = {3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1, 3'd2, 3'd1, 3'd1, 3'd1};
  localparam logic [127:0] LUT6_CONV_SRC_REGS = {2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd2, 2'd2, 2'd2, 2'd2, 2'd2, 2'd2, 2'd2, 2'd2, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1, 2'd1};
  localparam logic [63:0] LUT7_DEF = 64'b00000000_00000000_00000000_00000000_00001110_00001110_00001110_00001110;
  localparam logic [63:0] LUT8_DEF = 64'b00000000_00000000_00000000_00000000_00000000_00001111_00001111_00001111;
  localparam logic [23:0] LUT9_SIZE_REGS = {3'd0, 3'd4, 3'd2, 3'd1, 3'd1, 3'd1, 3'd1, 3'd1};
  localparam logic [23:0] LUT10_SIZE_REGS_BUG = {3'd0, 3'd4, 3'd1, 3'd1, 3'd1, 3'd1, 3'd1, 3'd1};
  localparam logic [39:0] LUT11_SIZE_BYTES = {5'd0, 5'd16, 5'd8, 5'd4, 5'd2, 5'd2, 5'd1, 5'd1};
  localparam logic [39:0] LUT12_SIZE_BYTES_BUG = {5'd0, 5'd16, 5'd4, 5'd4, 5'd2, 5'd2, 5'd1, 5'd1};
  localparam logic [7:0] LUT13_SIZE_SIGNED = 8'b00001010;
  localparam logic [3:0] LUT14_E_REGS = {2'd2, 2'd1};
  localparam logic [15:0] LUT15_DEF = 16'b00000000_11111111;
  localparam logic [15:0] LUT16_DEF = 16'b00000000_00000111;
  localparam logic [31:0] LUT17_DEF = 32'b00000000_00000000_00000001_11111111;
  localparam logic [7:0] LUT18_DEF = 8'b11011111;
  localparam logic [47:0] LUT19_POPC = {3'd4, 3'd3, 3'd3, 3'd2, 3'd3, 3'd2, 3'd2, 3'd1, 3'd3, 3'd2, 3'd2, 3'd1, 3'd2, 3'd1, 3'd1, 3'd0};
  localparam logic [7:0] LUT20_DEF = 8'b11001111;
  localparam logic [63:0] LUT21_DEF = 64'b00000000_00000000_00000000_00000000_00000000_00000000_00001111_00000111;
  localparam logic [31:0] LUT22_DEF = 32'b00000000_00000000_00000000_11111111;
  localparam logic [3:0] LUT23_U = 4'b0010;
  localparam logic [7:0] LUT24_E_REGS = {2'd2, 2'd2, 2'd1, 2'd1};
  localparam logic [7:0] LUT25_LDU_E_REGS = {2'd2, 2'd1, 2'd2, 2'd1};

  // #0 [@P] BRA [.U](15) [.LMT](16) [.S](4) [CC(5-9)], pc+8+s(26-49)
  localparam logic [63:0] F0_MATCH = 64'h4000000000000007;
  localparam logic [63:0] F0_MASK = 64'hfffc000003fe400f;
  localparam logic [6:0] F0_OP = 7'd1;
  localparam logic [2:0] F0_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F0_ICLASS = IC_CTRL;
  localparam logic [3:0] F0_CTRL = CTRL_BRA;
  // #1 [@P] BRX [.LMT](16) [.S](4) [CC(5-9)], R(20-25), s(26-49)
  localparam logic [63:0] F1_MATCH = 64'h4800000000000007;
  localparam logic [63:0] F1_MASK = 64'hfffc0000000ec00f;
  localparam logic [6:0] F1_OP = 7'd2;
  localparam logic [2:0] F1_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F1_ICLASS = IC_CTRL;
  localparam logic [3:0] F1_CTRL = CTRL_BRX;
  // #2 [@P] BRX [.LMT](16) [.S](4) [CC(5-9)], c[(42-46)][R(20-25)+s(26-41)]
  localparam logic [63:0] F2_MATCH = 64'h4800000000004007;
  localparam logic [63:0] F2_MASK = 64'hffff8000000ec00f;
  localparam logic [6:0] F2_OP = 7'd82;
  localparam logic [2:0] F2_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F2_ICLASS = IC_CTRL;
  localparam logic [3:0] F2_CTRL = CTRL_OTHER;
  // #3 [@P] JMP [.U](15) [.LMT](16) [.S](4) [CC(5-9)], abs(26-57)
  localparam logic [63:0] F3_MATCH = 64'h0000000000000007;
  localparam logic [63:0] F3_MASK = 64'hfc00000003fe400f;
  localparam logic [6:0] F3_OP = 7'd3;
  localparam logic [2:0] F3_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F3_ICLASS = IC_CTRL;
  localparam logic [3:0] F3_CTRL = CTRL_BRA;
  // #4 [@P] JMX [.LMT](16) [.S](4) [CC(5-9)], R(20-25), u(26-57)
  localparam logic [63:0] F4_MATCH = 64'h0800000000000007;
  localparam logic [63:0] F4_MASK = 64'hfc000000000ec00f;
  localparam logic [6:0] F4_OP = 7'd4;
  localparam logic [2:0] F4_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F4_ICLASS = IC_CTRL;
  localparam logic [3:0] F4_CTRL = CTRL_BRX;
  // #5 CAL [.NOINC](16) [.S](4) pc+8+s(26-49)
  localparam logic [63:0] F5_MATCH = 64'h5000000000000007;
  localparam logic [63:0] F5_MASK = 64'hfffc000003feffef;
  localparam logic [6:0] F5_OP = 7'd5;
  localparam logic [2:0] F5_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F5_ICLASS = IC_CTRL;
  localparam logic [3:0] F5_CTRL = CTRL_CAL;
  // #6 JCAL [.NOINC](16) [.S](4) abs(26-57)
  localparam logic [63:0] F6_MATCH = 64'h1000000000000007;
  localparam logic [63:0] F6_MASK = 64'hfc00000003feffef;
  localparam logic [6:0] F6_OP = 7'd6;
  localparam logic [2:0] F6_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F6_ICLASS = IC_CTRL;
  localparam logic [3:0] F6_CTRL = CTRL_CAL;
  // #7 PLONGJMP [.S](4) pc+8+s(26-49)
  localparam logic [63:0] F7_MATCH = 64'h5800000000000007;
  localparam logic [63:0] F7_MASK = 64'hfffc000003ffffef;
  localparam logic [6:0] F7_OP = 7'd15;
  localparam logic [2:0] F7_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F7_ICLASS = IC_CTRL;
  localparam logic [3:0] F7_CTRL = CTRL_OTHER;
  // #8 SSY [.S](4) pc+8+s(26-49)
  localparam logic [63:0] F8_MATCH = 64'h6000000000000007;
  localparam logic [63:0] F8_MASK = 64'hfffc000003ffffef;
  localparam logic [6:0] F8_OP = 7'd9;
  localparam logic [2:0] F8_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F8_ICLASS = IC_CTRL;
  localparam logic [3:0] F8_CTRL = CTRL_SSY;
  // #9 PBK [.S](4) pc+8+s(26-49)
  localparam logic [63:0] F9_MATCH = 64'h6800000000000007;
  localparam logic [63:0] F9_MASK = 64'hfffc000003ffffef;
  localparam logic [6:0] F9_OP = 7'd10;
  localparam logic [2:0] F9_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F9_ICLASS = IC_CTRL;
  localparam logic [3:0] F9_CTRL = CTRL_PBK;
  // #10 PCNT [.S](4) pc+8+s(26-49)
  localparam logic [63:0] F10_MATCH = 64'h7000000000000007;
  localparam logic [63:0] F10_MASK = 64'hfffc000003ffffef;
  localparam logic [6:0] F10_OP = 7'd12;
  localparam logic [2:0] F10_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F10_ICLASS = IC_CTRL;
  localparam logic [3:0] F10_CTRL = CTRL_PCNT;
  // #11 PRET [.S](4) pc+8+s(26-49)
  localparam logic [63:0] F11_MATCH = 64'h7800000000000007;
  localparam logic [63:0] F11_MASK = 64'hfffc000003ffffef;
  localparam logic [6:0] F11_OP = 7'd8;
  localparam logic [2:0] F11_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F11_ICLASS = IC_CTRL;
  localparam logic [3:0] F11_CTRL = CTRL_PRET;
  // #12 [@P] EXIT [.S](4) [CC(5-9)]
  localparam logic [63:0] F12_MATCH = 64'h8000000000000007;
  localparam logic [63:0] F12_MASK = 64'hffffffffffffc00f;
  localparam logic [6:0] F12_OP = 7'd14;
  localparam logic [2:0] F12_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F12_ICLASS = IC_CTRL;
  localparam logic [3:0] F12_CTRL = CTRL_EXIT;
  // #13 [@P] LONGJMP [.S](4) [CC(5-9)]
  localparam logic [63:0] F13_MATCH = 64'h8800000000000007;
  localparam logic [63:0] F13_MASK = 64'hffffffffffffc00f;
  localparam logic [6:0] F13_OP = 7'd16;
  localparam logic [2:0] F13_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F13_ICLASS = IC_CTRL;
  localparam logic [3:0] F13_CTRL = CTRL_OTHER;
  // #14 [@P] RET [.S](4) [CC(5-9)]
  localparam logic [63:0] F14_MATCH = 64'h9000000000000007;
  localparam logic [63:0] F14_MASK = 64'hffffffffffffc00f;
  localparam logic [6:0] F14_OP = 7'd7;
  localparam logic [2:0] F14_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F14_ICLASS = IC_CTRL;
  localparam logic [3:0] F14_CTRL = CTRL_RET;
  // #15 [@P] KIL [.S](4) [CC(5-9)]
  localparam logic [63:0] F15_MATCH = 64'h9800000000000007;
  localparam logic [63:0] F15_MASK = 64'hffffffffffffc00f;
  localparam logic [6:0] F15_OP = 7'd17;
  localparam logic [2:0] F15_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F15_ICLASS = IC_CTRL;
  localparam logic [3:0] F15_CTRL = CTRL_EXIT;
  // #16 RTT [.S](4)
  localparam logic [63:0] F16_MATCH = 64'ha000000000000007;
  localparam logic [63:0] F16_MASK = 64'hffffffffffffffef;
  localparam logic [6:0] F16_OP = 7'd22;
  localparam logic [2:0] F16_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F16_ICLASS = IC_CTRL;
  localparam logic [3:0] F16_CTRL = CTRL_OTHER;
  // #17 [@P] BRK [.S](4) [CC(5-9)]
  localparam logic [63:0] F17_MATCH = 64'ha800000000000007;
  localparam logic [63:0] F17_MASK = 64'hffffffffffffc00f;
  localparam logic [6:0] F17_OP = 7'd11;
  localparam logic [2:0] F17_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F17_ICLASS = IC_CTRL;
  localparam logic [3:0] F17_CTRL = CTRL_BRK;
  // #18 [@P] CONT [.S](4) [CC(5-9)]
  localparam logic [63:0] F18_MATCH = 64'hb000000000000007;
  localparam logic [63:0] F18_MASK = 64'hffffffffffffc00f;
  localparam logic [6:0] F18_OP = 7'd13;
  localparam logic [2:0] F18_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F18_ICLASS = IC_CTRL;
  localparam logic [3:0] F18_CTRL = CTRL_CONT;
  // #19 BPT {.DRAIN|.CAL|.PAUSE|.TRAP}(14-15) [.S](4) u(26-45)
  localparam logic [63:0] F19_MATCH = 64'hd000000000000007;
  localparam logic [63:0] F19_MASK = 64'hffffc00003ff3fef;
  localparam logic [6:0] F19_OP = 7'd21;
  localparam logic [2:0] F19_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F19_ICLASS = IC_CTRL;
  localparam logic [3:0] F19_CTRL = CTRL_OTHER;
  // #20 [@P] NOP [.S](4) CC(5-9), [u(26-41)]
  localparam logic [63:0] F20_MATCH = 64'h4000000000000004;
  localparam logic [63:0] F20_MASK = 64'hfffffc0003ffc00f;
  localparam logic [6:0] F20_OP = 7'd18;
  localparam logic [2:0] F20_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F20_ICLASS = IC_ALU;
  localparam logic [3:0] F20_CTRL = CTRL_OTHER;
  // #21 [@P] BAR {.RED.POPC|.RED.AND|.RED.OR|.ARV}(5-7) [.S](4) R(14-19), [P(53-55)], R(20-25), [R(26-31)], [[!](52)P(49-51)]
  localparam logic [63:0] F21_MATCH = 64'h5000000000000004;
  localparam logic [63:0] F21_MASK = 64'hff01ffff0000030f;
  localparam logic [6:0] F21_OP = 7'd19;
  localparam logic [2:0] F21_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F21_ICLASS = IC_CTRL;
  localparam logic [3:0] F21_CTRL = CTRL_OTHER;
  // #22 [@P] BAR {.RED.POPC|.RED.AND|.RED.OR|.ARV}(5-7) [.S](4) R(14-19), [P(53-55)], u(20-25), [R(26-31)], [[!](52)P(49-51)]
  localparam logic [63:0] F22_MATCH = 64'h5000800000000004;
  localparam logic [63:0] F22_MASK = 64'hff01ffff0000030f;
  localparam logic [6:0] F22_OP = 7'd19;
  localparam logic [2:0] F22_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F22_ICLASS = IC_CTRL;
  localparam logic [3:0] F22_CTRL = CTRL_OTHER;
  // #23 [@P] BAR {.RED.POPC|.RED.AND|.RED.OR|.ARV}(5-7) [.S](4) R(14-19), [P(53-55)], R(20-25), u(26-37), [[!](52)P(49-51)]
  localparam logic [63:0] F23_MATCH = 64'h5000400000000004;
  localparam logic [63:0] F23_MASK = 64'hff01ffc00000030f;
  localparam logic [6:0] F23_OP = 7'd19;
  localparam logic [2:0] F23_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F23_ICLASS = IC_CTRL;
  localparam logic [3:0] F23_CTRL = CTRL_OTHER;
  // #24 [@P] BAR {.RED.POPC|.RED.AND|.RED.OR|.ARV}(5-7) [.S](4) R(14-19), [P(53-55)], u(20-25), u(26-37), [[!](52)P(49-51)]
  localparam logic [63:0] F24_MATCH = 64'h5000c00000000004;
  localparam logic [63:0] F24_MASK = 64'hff01ffc00000030f;
  localparam logic [6:0] F24_OP = 7'd19;
  localparam logic [2:0] F24_UNIT = 3'd0;  // CTRL
  localparam logic [2:0] F24_ICLASS = IC_CTRL;
  localparam logic [3:0] F24_CTRL = CTRL_OTHER;
  // #25 [@P] MEMBAR {.CTA|.GL|.SYS}(5-6) [.S](4)
  localparam logic [63:0] F25_MATCH = 64'he000000000000005;
  localparam logic [63:0] F25_MASK = 64'hffffffffffffc38f;
  localparam logic [6:0] F25_OP = 7'd20;
  localparam logic [2:0] F25_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F25_ICLASS = IC_LDST;
  localparam logic [3:0] F25_CTRL = CTRL_OTHER;
  // #26 [@P] MOV <(5-8) = 0xf> [.S](4) R(14-19), R(26-31)
  localparam logic [63:0] F26_MATCH = 64'h2800000000000004;
  localparam logic [63:0] F26_MASK = 64'hffffffff03f0020f;
  localparam logic [6:0] F26_OP = 7'd23;
  localparam logic [2:0] F26_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F26_ICLASS = IC_ALU;
  localparam logic [3:0] F26_CTRL = CTRL_OTHER;
  // #27 [@P] MOV <(5-8) = 0xf> [.S](4) R(14-19), c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F27_MATCH = 64'h2800400000000004;
  localparam logic [63:0] F27_MASK = 64'hffffc0000bf0020f;
  localparam logic [6:0] F27_OP = 7'd23;
  localparam logic [2:0] F27_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F27_ICLASS = IC_ALU;
  localparam logic [3:0] F27_CTRL = CTRL_OTHER;
  // #28 [@P] MOV <(5-8) = 0xf> [.S](4) R(14-19), s(26-45)
  localparam logic [63:0] F28_MATCH = 64'h2800c00000000004;
  localparam logic [63:0] F28_MASK = 64'hffffc00003f0020f;
  localparam logic [6:0] F28_OP = 7'd23;
  localparam logic [2:0] F28_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F28_ICLASS = IC_ALU;
  localparam logic [3:0] F28_CTRL = CTRL_OTHER;
  // #29 [@P] MOV32I <(5-8) = 0xf> [.S](4) R(14-19), s(26-57)
  localparam logic [63:0] F29_MATCH = 64'h1800000000000002;
  localparam logic [63:0] F29_MASK = 64'hfc00000003f0020f;
  localparam logic [6:0] F29_OP = 7'd24;
  localparam logic [2:0] F29_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F29_ICLASS = IC_ALU;
  localparam logic [3:0] F29_CTRL = CTRL_OTHER;
  // #30 [@P] S2R [.S](4) R(14-19), SR(26-33)
  localparam logic [63:0] F30_MATCH = 64'h2c00000000000004;
  localparam logic [63:0] F30_MASK = 64'hfffffffc03f003ef;
  localparam logic [6:0] F30_OP = 7'd25;
  localparam logic [2:0] F30_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F30_ICLASS = IC_ALU;
  localparam logic [3:0] F30_CTRL = CTRL_OTHER;
  // #31 [@P] SEL [.S](4) R(14-19), R(20-25), R(26-31), [!](52)P(49-51)
  localparam logic [63:0] F31_MATCH = 64'h2000000000000004;
  localparam logic [63:0] F31_MASK = 64'hffe1ffff000003ef;
  localparam logic [6:0] F31_OP = 7'd26;
  localparam logic [2:0] F31_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F31_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F31_CTRL = CTRL_OTHER;
  // #32 [@P] SEL [.S](4) R(14-19), R(20-25), c[(42-45)+(26)][(28-41)*4], [!](52)P(49-51)
  localparam logic [63:0] F32_MATCH = 64'h2000400000000004;
  localparam logic [63:0] F32_MASK = 64'hffe1c000080003ef;
  localparam logic [6:0] F32_OP = 7'd26;
  localparam logic [2:0] F32_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F32_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F32_CTRL = CTRL_OTHER;
  // #33 [@P] SEL [.S](4) R(14-19), R(20-25), s(26-45), [!](52)P(49-51)
  localparam logic [63:0] F33_MATCH = 64'h2000c00000000004;
  localparam logic [63:0] F33_MASK = 64'hffe1c000000003ef;
  localparam logic [6:0] F33_OP = 7'd26;
  localparam logic [2:0] F33_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F33_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F33_CTRL = CTRL_OTHER;
  // #34 [@P] IADD [.SAT](5) [.X](6) [.S](4) R(14-19)[.CC](48), [-](9)R(20-25), [-](8)R(26-31)
  localparam logic [63:0] F34_MATCH = 64'h4800000000000003;
  localparam logic [63:0] F34_MASK = 64'hfffeffff0000008f;
  localparam logic [6:0] F34_OP = 7'd27;
  localparam logic [2:0] F34_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F34_ICLASS = IC_ALU;
  localparam logic [3:0] F34_CTRL = CTRL_OTHER;
  // #35 [@P] IADD [.SAT](5) [.X](6) [.S](4) R(14-19)[.CC](48), [-](9)R(20-25), [-](8)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F35_MATCH = 64'h4800400000000003;
  localparam logic [63:0] F35_MASK = 64'hfffec0000800008f;
  localparam logic [6:0] F35_OP = 7'd27;
  localparam logic [2:0] F35_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F35_ICLASS = IC_ALU;
  localparam logic [3:0] F35_CTRL = CTRL_OTHER;
  // #36 [@P] IADD [.SAT](5) [.X](6) [.S](4) R(14-19)[.CC](48), [-](9)R(20-25), [-](8)s(26-45)
  localparam logic [63:0] F36_MATCH = 64'h4800c00000000003;
  localparam logic [63:0] F36_MASK = 64'hfffec0000000008f;
  localparam logic [6:0] F36_OP = 7'd27;
  localparam logic [2:0] F36_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F36_ICLASS = IC_ALU;
  localparam logic [3:0] F36_CTRL = CTRL_OTHER;
  // #37 [@P] IADD32I [.SAT](5) [.X](6) [.S](4) R(14-19)[.CC](58), [-](9)R(20-25), s(26-57)
  localparam logic [63:0] F37_MATCH = 64'h0800000000000002;
  localparam logic [63:0] F37_MASK = 64'hf80000000000018f;
  localparam logic [6:0] F37_OP = 7'd28;
  localparam logic [2:0] F37_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F37_ICLASS = IC_ALU;
  localparam logic [3:0] F37_CTRL = CTRL_OTHER;
  // #38 [@P] ISCADD [.S](4) R(14-19)[.CC](48), [-](56)R(20-25), [-](55)R(26-31), u(5-9)
  localparam logic [63:0] F38_MATCH = 64'h4000000000000003;
  localparam logic [63:0] F38_MASK = 64'hfe7effff0000000f;
  localparam logic [6:0] F38_OP = 7'd29;
  localparam logic [2:0] F38_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F38_ICLASS = IC_ALU;
  localparam logic [3:0] F38_CTRL = CTRL_OTHER;
  // #39 [@P] ISCADD [.S](4) R(14-19)[.CC](48), [-](56)R(20-25), [-](55)c[(42-45)+(26)][(28-41)*4], u(5-9)
  localparam logic [63:0] F39_MATCH = 64'h4000400000000003;
  localparam logic [63:0] F39_MASK = 64'hfe7ec0000800000f;
  localparam logic [6:0] F39_OP = 7'd29;
  localparam logic [2:0] F39_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F39_ICLASS = IC_ALU;
  localparam logic [3:0] F39_CTRL = CTRL_OTHER;
  // #40 [@P] ISCADD [.S](4) R(14-19)[.CC](48), [-](56)R(20-25), [-](55)s(26-45), u(5-9)
  localparam logic [63:0] F40_MATCH = 64'h4000c00000000003;
  localparam logic [63:0] F40_MASK = 64'hfe7ec0000000000f;
  localparam logic [6:0] F40_OP = 7'd29;
  localparam logic [2:0] F40_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F40_ICLASS = IC_ALU;
  localparam logic [3:0] F40_CTRL = CTRL_OTHER;
  // #41 [@P] IMAD [.U32.U32|.U32.S32|.U32.U32.HI|.U32.S32.HI|.S32.U32|.S32.U32.HI|.HI](5-7) [.X](55) [.SAT](56) [.S](4) R(14-19)[.CC](48), [-](9)R(20-25), R(26-31), [-](8)R(49-54)
  localparam logic [63:0] F41_MATCH = 64'h2000000000000003;
  localparam logic [63:0] F41_MASK = 64'hfe00ffff0000000f;
  localparam logic [6:0] F41_OP = 7'd30;
  localparam logic [2:0] F41_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F41_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F41_CTRL = CTRL_OTHER;
  // #42 [@P] IMAD [.U32.U32|.U32.S32|.U32.U32.HI|.U32.S32.HI|.S32.U32|.S32.U32.HI|.HI](5-7) [.X](55) [.SAT](56) [.S](4) R(14-19)[.CC](48), [-](9)R(20-25), c[(42-45)+(26)][(28-41)*4], [-](8)R(49-54)
  localparam logic [63:0] F42_MATCH = 64'h2000400000000003;
  localparam logic [63:0] F42_MASK = 64'hfe00c0000800000f;
  localparam logic [6:0] F42_OP = 7'd30;
  localparam logic [2:0] F42_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F42_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F42_CTRL = CTRL_OTHER;
  // #43 [@P] IMAD [.U32.U32|.U32.S32|.U32.U32.HI|.U32.S32.HI|.S32.U32|.S32.U32.HI|.HI](5-7) [.X](55) [.SAT](56) [.S](4) R(14-19)[.CC](48), [-](9)R(20-25), R(49-54), [-](8)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F43_MATCH = 64'h2000800000000003;
  localparam logic [63:0] F43_MASK = 64'hfe00c0000800000f;
  localparam logic [6:0] F43_OP = 7'd30;
  localparam logic [2:0] F43_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F43_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F43_CTRL = CTRL_OTHER;
  // #44 [@P] IMAD [.U32.U32|.U32.S32|.U32.U32.HI|.U32.S32.HI|.S32.U32|.S32.U32.HI|.HI](5-7) [.X](55) [.SAT](56) [.S](4) R(14-19)[.CC](48), [-](9)R(20-25), s(26-45), [-](8)R(49-54)
  localparam logic [63:0] F44_MATCH = 64'h2000c00000000003;
  localparam logic [63:0] F44_MASK = 64'hfe00c0000000000f;
  localparam logic [6:0] F44_OP = 7'd30;
  localparam logic [2:0] F44_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F44_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F44_CTRL = CTRL_OTHER;
  // #45 [@P] IMUL [.U32.U32|.U32.S32|.U32.U32.HI|.U32.S32.HI|.S32.U32|.S32.U32.HI|.HI](5-7) [.S](4) R(14-19)[.CC](48), R(20-25), R(26-31)
  localparam logic [63:0] F45_MATCH = 64'h5000000000000003;
  localparam logic [63:0] F45_MASK = 64'hfffeffff0000030f;
  localparam logic [6:0] F45_OP = 7'd31;
  localparam logic [2:0] F45_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F45_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F45_CTRL = CTRL_OTHER;
  // #46 [@P] IMUL [.U32.U32|.U32.S32|.U32.U32.HI|.U32.S32.HI|.S32.U32|.S32.U32.HI|.HI](5-7) [.S](4) R(14-19)[.CC](48), R(20-25), c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F46_MATCH = 64'h5000400000000003;
  localparam logic [63:0] F46_MASK = 64'hfffec0000800030f;
  localparam logic [6:0] F46_OP = 7'd31;
  localparam logic [2:0] F46_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F46_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F46_CTRL = CTRL_OTHER;
  // #47 [@P] IMUL [.U32.U32|.U32.S32|.U32.U32.HI|.U32.S32.HI|.S32.U32|.S32.U32.HI|.HI](5-7) [.S](4) R(14-19)[.CC](48), R(20-25), s(26-45)
  localparam logic [63:0] F47_MATCH = 64'h5000c00000000003;
  localparam logic [63:0] F47_MASK = 64'hfffec0000000030f;
  localparam logic [6:0] F47_OP = 7'd31;
  localparam logic [2:0] F47_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F47_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F47_CTRL = CTRL_OTHER;
  // #48 [@P] ISETP {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.T}(55-57) [.U32](5) [.X](6) {.AND|.OR|.XOR}(53-54) [.S](4) P(17-19), P(14-16), R(20-25), R(26-31), [!](52)P(49-51)
  localparam logic [63:0] F48_MATCH = 64'h1800000000000003;
  localparam logic [63:0] F48_MASK = 64'hfc01ffff0000038f;
  localparam logic [6:0] F48_OP = 7'd32;
  localparam logic [2:0] F48_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F48_ICLASS = IC_ALU;
  localparam logic [3:0] F48_CTRL = CTRL_OTHER;
  // #49 [@P] ISETP {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.T}(55-57) [.U32](5) [.X](6) {.AND|.OR|.XOR}(53-54) [.S](4) P(17-19), P(14-16), R(20-25), c[(42-45)+(26)][(28-41)*4], [!](52)P(49-51)
  localparam logic [63:0] F49_MATCH = 64'h1800400000000003;
  localparam logic [63:0] F49_MASK = 64'hfc01c0000800038f;
  localparam logic [6:0] F49_OP = 7'd32;
  localparam logic [2:0] F49_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F49_ICLASS = IC_ALU;
  localparam logic [3:0] F49_CTRL = CTRL_OTHER;
  // #50 [@P] ISETP {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.T}(55-57) [.U32](5) [.X](6) {.AND|.OR|.XOR}(53-54) [.S](4) P(17-19), P(14-16), R(20-25), s(26-45), [!](52)P(49-51)
  localparam logic [63:0] F50_MATCH = 64'h1800c00000000003;
  localparam logic [63:0] F50_MASK = 64'hfc01c0000000038f;
  localparam logic [6:0] F50_OP = 7'd32;
  localparam logic [2:0] F50_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F50_ICLASS = IC_ALU;
  localparam logic [3:0] F50_CTRL = CTRL_OTHER;
  // #51 [@P] ICMP {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.T}(55-57) [.U32](5) [.S](4) R(14-19), R(20-25), R(26-31), R(49-54)
  localparam logic [63:0] F51_MATCH = 64'h3000000000000003;
  localparam logic [63:0] F51_MASK = 64'hfc01ffff000003cf;
  localparam logic [6:0] F51_OP = 7'd33;
  localparam logic [2:0] F51_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F51_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F51_CTRL = CTRL_OTHER;
  // #52 [@P] ICMP {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.T}(55-57) [.U32](5) [.S](4) R(14-19), R(20-25), c[(42-45)+(26)][(28-41)*4], R(49-54)
  localparam logic [63:0] F52_MATCH = 64'h3000400000000003;
  localparam logic [63:0] F52_MASK = 64'hfc01c000080003cf;
  localparam logic [6:0] F52_OP = 7'd33;
  localparam logic [2:0] F52_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F52_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F52_CTRL = CTRL_OTHER;
  // #53 [@P] ICMP {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.T}(55-57) [.U32](5) [.S](4) R(14-19), R(20-25), R(49-54), c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F53_MATCH = 64'h3000800000000003;
  localparam logic [63:0] F53_MASK = 64'hfc01c000080003cf;
  localparam logic [6:0] F53_OP = 7'd33;
  localparam logic [2:0] F53_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F53_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F53_CTRL = CTRL_OTHER;
  // #54 [@P] ICMP {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.T}(55-57) [.U32](5) [.S](4) R(14-19), R(20-25), s(26-45), R(49-54)
  localparam logic [63:0] F54_MATCH = 64'h3000c00000000003;
  localparam logic [63:0] F54_MASK = 64'hfc01c000000003cf;
  localparam logic [6:0] F54_OP = 7'd33;
  localparam logic [2:0] F54_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F54_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F54_CTRL = CTRL_OTHER;
  // #55 [@P] IMNMX [.U32](5) [.XLO|.XMED|.XHI](6-7) [.S](4) R(14-19)[.CC](48), R(20-25), R(26-31), [!](52)P(49-51)
  localparam logic [63:0] F55_MATCH = 64'h0800000000000003;
  localparam logic [63:0] F55_MASK = 64'hffe0ffff0000030f;
  localparam logic [6:0] F55_OP = 7'd34;
  localparam logic [2:0] F55_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F55_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F55_CTRL = CTRL_OTHER;
  // #56 [@P] IMNMX [.U32](5) [.XLO|.XMED|.XHI](6-7) [.S](4) R(14-19)[.CC](48), R(20-25), c[(42-45)+(26)][(28-41)*4], [!](52)P(49-51)
  localparam logic [63:0] F56_MATCH = 64'h0800400000000003;
  localparam logic [63:0] F56_MASK = 64'hffe0c0000800030f;
  localparam logic [6:0] F56_OP = 7'd34;
  localparam logic [2:0] F56_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F56_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F56_CTRL = CTRL_OTHER;
  // #57 [@P] IMNMX [.U32](5) [.XLO|.XMED|.XHI](6-7) [.S](4) R(14-19)[.CC](48), R(20-25), s(26-45), [!](52)P(49-51)
  localparam logic [63:0] F57_MATCH = 64'h0800c00000000003;
  localparam logic [63:0] F57_MASK = 64'hffe0c0000000030f;
  localparam logic [6:0] F57_OP = 7'd34;
  localparam logic [2:0] F57_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F57_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F57_CTRL = CTRL_OTHER;
  // #58 [@P] SHL [.W](9) [.S](4) R(14-19)[.CC](48), R(20-25), R(26-31)
  localparam logic [63:0] F58_MATCH = 64'h6000000000000003;
  localparam logic [63:0] F58_MASK = 64'hfffeffff000001ef;
  localparam logic [6:0] F58_OP = 7'd35;
  localparam logic [2:0] F58_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F58_ICLASS = IC_ALU;
  localparam logic [3:0] F58_CTRL = CTRL_OTHER;
  // #59 [@P] SHL [.W](9) [.S](4) R(14-19)[.CC](48), R(20-25), c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F59_MATCH = 64'h6000400000000003;
  localparam logic [63:0] F59_MASK = 64'hfffec000080001ef;
  localparam logic [6:0] F59_OP = 7'd35;
  localparam logic [2:0] F59_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F59_ICLASS = IC_ALU;
  localparam logic [3:0] F59_CTRL = CTRL_OTHER;
  // #60 [@P] SHL [.W](9) [.S](4) R(14-19)[.CC](48), R(20-25), s(26-45)
  localparam logic [63:0] F60_MATCH = 64'h6000c00000000003;
  localparam logic [63:0] F60_MASK = 64'hfffec000000001ef;
  localparam logic [6:0] F60_OP = 7'd35;
  localparam logic [2:0] F60_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F60_ICLASS = IC_ALU;
  localparam logic [3:0] F60_CTRL = CTRL_OTHER;
  // #61 [@P] SHR [.U32](5) [.W](9) [.S](4) R(14-19)[.CC](48), R(20-25), R(26-31)
  localparam logic [63:0] F61_MATCH = 64'h5800000000000003;
  localparam logic [63:0] F61_MASK = 64'hfffeffff000001cf;
  localparam logic [6:0] F61_OP = 7'd36;
  localparam logic [2:0] F61_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F61_ICLASS = IC_ALU;
  localparam logic [3:0] F61_CTRL = CTRL_OTHER;
  // #62 [@P] SHR [.U32](5) [.W](9) [.S](4) R(14-19)[.CC](48), R(20-25), c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F62_MATCH = 64'h5800400000000003;
  localparam logic [63:0] F62_MASK = 64'hfffec000080001cf;
  localparam logic [6:0] F62_OP = 7'd36;
  localparam logic [2:0] F62_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F62_ICLASS = IC_ALU;
  localparam logic [3:0] F62_CTRL = CTRL_OTHER;
  // #63 [@P] SHR [.U32](5) [.W](9) [.S](4) R(14-19)[.CC](48), R(20-25), s(26-45)
  localparam logic [63:0] F63_MATCH = 64'h5800c00000000003;
  localparam logic [63:0] F63_MASK = 64'hfffec000000001cf;
  localparam logic [6:0] F63_OP = 7'd36;
  localparam logic [2:0] F63_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F63_ICLASS = IC_ALU;
  localparam logic [3:0] F63_CTRL = CTRL_OTHER;
  // #64 [@P] LOP {.AND|.OR|.XOR|.PASS_B}(6-7) [.S](4) R(14-19)[.CC](48), [~](9)R(20-25), [~](8)R(26-31)
  localparam logic [63:0] F64_MATCH = 64'h6800000000000003;
  localparam logic [63:0] F64_MASK = 64'hfffeffff0000002f;
  localparam logic [6:0] F64_OP = 7'd37;
  localparam logic [2:0] F64_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F64_ICLASS = IC_ALU;
  localparam logic [3:0] F64_CTRL = CTRL_OTHER;
  // #65 [@P] LOP {.AND|.OR|.XOR|.PASS_B}(6-7) [.S](4) R(14-19)[.CC](48), [~](9)R(20-25), [~](8)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F65_MATCH = 64'h6800400000000003;
  localparam logic [63:0] F65_MASK = 64'hfffec0000800002f;
  localparam logic [6:0] F65_OP = 7'd37;
  localparam logic [2:0] F65_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F65_ICLASS = IC_ALU;
  localparam logic [3:0] F65_CTRL = CTRL_OTHER;
  // #66 [@P] LOP {.AND|.OR|.XOR|.PASS_B}(6-7) [.S](4) R(14-19)[.CC](48), [~](9)R(20-25), [~](8)s(26-45)
  localparam logic [63:0] F66_MATCH = 64'h6800c00000000003;
  localparam logic [63:0] F66_MASK = 64'hfffec0000000002f;
  localparam logic [6:0] F66_OP = 7'd37;
  localparam logic [2:0] F66_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F66_ICLASS = IC_ALU;
  localparam logic [3:0] F66_CTRL = CTRL_OTHER;
  // #67 [@P] IMUL32I [.U32.U32|.U32.S32|.U32.U32.HI|.U32.S32.HI|.S32.U32|.S32.U32.HI|.HI](5-7) [.S](4) R(14-19)[.CC](58), R(20-25), s(26-57)
  localparam logic [63:0] F67_MATCH = 64'h1000000000000002;
  localparam logic [63:0] F67_MASK = 64'hf80000000000030f;
  localparam logic [6:0] F67_OP = 7'd31;
  localparam logic [2:0] F67_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F67_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F67_CTRL = CTRL_OTHER;
  // #68 [@P] ISCADD32I [.S](4) R(14-19)[.CC](58), R(20-25), s(26-57), u(5-9)
  localparam logic [63:0] F68_MATCH = 64'h4000000000000002;
  localparam logic [63:0] F68_MASK = 64'hf80000000000000f;
  localparam logic [6:0] F68_OP = 7'd29;
  localparam logic [2:0] F68_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F68_ICLASS = IC_ALU;
  localparam logic [3:0] F68_CTRL = CTRL_OTHER;
  // #69 [@P] FADD32I [.FTZ](5) [.S](4) R(14-19)[.CC](58), [-](9)[|..|](7)R(20-25), u(26-57)
  localparam logic [63:0] F69_MATCH = 64'h2800000000000002;
  localparam logic [63:0] F69_MASK = 64'hf80000000000014f;
  localparam logic [6:0] F69_OP = 7'd45;
  localparam logic [2:0] F69_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F69_ICLASS = IC_ALU;
  localparam logic [3:0] F69_CTRL = CTRL_OTHER;
  // #70 [@P] FMUL32I [.FTZ](6) [.FMZ](7) [.SAT](5) [.S](4) R(14-19)[.CC](58), R(20-25), u(26-57)
  localparam logic [63:0] F70_MATCH = 64'h3000000000000002;
  localparam logic [63:0] F70_MASK = 64'hf80000000000030f;
  localparam logic [6:0] F70_OP = 7'd46;
  localparam logic [2:0] F70_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F70_ICLASS = IC_ALU;
  localparam logic [3:0] F70_CTRL = CTRL_OTHER;
  // #71 [@P] FFMA32I [.FTZ](6) [.FMZ](7) [.SAT](5) [.S](4) R(14-19)[.CC](58), [-](9)R(20-25), u(26-57), [-](8)R(14-19)
  localparam logic [63:0] F71_MATCH = 64'h2000000000000002;
  localparam logic [63:0] F71_MASK = 64'hf80000000000000f;
  localparam logic [6:0] F71_OP = 7'd47;
  localparam logic [2:0] F71_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F71_ICLASS = IC_ALU;
  localparam logic [3:0] F71_CTRL = CTRL_OTHER;
  // #72 [@P] LOP32I {.AND|.OR|.XOR|.PASS_B}(6-7) [.S](4) R(14-19)[.CC](58), [~](9)R(20-25), s(26-57)
  localparam logic [63:0] F72_MATCH = 64'h3800000000000002;
  localparam logic [63:0] F72_MASK = 64'hf80000000000012f;
  localparam logic [6:0] F72_OP = 7'd38;
  localparam logic [2:0] F72_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F72_ICLASS = IC_ALU;
  localparam logic [3:0] F72_CTRL = CTRL_OTHER;
  // #73 [@P] POPC [.S](4) R(14-19), [~](9)R(20-25), [~](8)R(26-31)
  localparam logic [63:0] F73_MATCH = 64'h5400000000000004;
  localparam logic [63:0] F73_MASK = 64'hffffffff000000ef;
  localparam logic [6:0] F73_OP = 7'd39;
  localparam logic [2:0] F73_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F73_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F73_CTRL = CTRL_OTHER;
  // #74 [@P] POPC [.S](4) R(14-19), [~](9)R(20-25), [~](8)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F74_MATCH = 64'h5400400000000004;
  localparam logic [63:0] F74_MASK = 64'hffffc000080000ef;
  localparam logic [6:0] F74_OP = 7'd39;
  localparam logic [2:0] F74_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F74_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F74_CTRL = CTRL_OTHER;
  // #75 [@P] POPC [.S](4) R(14-19), [~](9)R(20-25), [~](8)s(26-45)
  localparam logic [63:0] F75_MATCH = 64'h5400c00000000004;
  localparam logic [63:0] F75_MASK = 64'hffffc000000000ef;
  localparam logic [6:0] F75_OP = 7'd39;
  localparam logic [2:0] F75_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F75_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F75_CTRL = CTRL_OTHER;
  // #76 [@P] BFE [.U32](5) [.BREV](8) [.S](4) R(14-19)[.CC](48), R(20-25), R(26-31)
  localparam logic [63:0] F76_MATCH = 64'h7000000000000003;
  localparam logic [63:0] F76_MASK = 64'hfffeffff000002cf;
  localparam logic [6:0] F76_OP = 7'd41;
  localparam logic [2:0] F76_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F76_ICLASS = IC_ALU;
  localparam logic [3:0] F76_CTRL = CTRL_OTHER;
  // #77 [@P] BFE [.U32](5) [.BREV](8) [.S](4) R(14-19)[.CC](48), R(20-25), c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F77_MATCH = 64'h7000400000000003;
  localparam logic [63:0] F77_MASK = 64'hfffec000080002cf;
  localparam logic [6:0] F77_OP = 7'd41;
  localparam logic [2:0] F77_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F77_ICLASS = IC_ALU;
  localparam logic [3:0] F77_CTRL = CTRL_OTHER;
  // #78 [@P] BFE [.U32](5) [.BREV](8) [.S](4) R(14-19)[.CC](48), R(20-25), s(26-45)
  localparam logic [63:0] F78_MATCH = 64'h7000c00000000003;
  localparam logic [63:0] F78_MASK = 64'hfffec000000002cf;
  localparam logic [6:0] F78_OP = 7'd41;
  localparam logic [2:0] F78_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F78_ICLASS = IC_ALU;
  localparam logic [3:0] F78_CTRL = CTRL_OTHER;
  // #79 [@P] PSETP {.AND|.OR|.XOR}(30-31) {.AND|.OR|.XOR}(53-54) [.S](4) P(17-19), P(14-16), [!](52)P(49-51), [!](29)P(26-28), [!](23)P(20-22)
  localparam logic [63:0] F79_MATCH = 64'h0c00000000000004;
  localparam logic [63:0] F79_MASK = 64'hff81ffff030003ef;
  localparam logic [6:0] F79_OP = 7'd40;
  localparam logic [2:0] F79_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F79_ICLASS = IC_ALU_HALF;
  localparam logic [3:0] F79_CTRL = CTRL_OTHER;
  // #80 [@P] PSET [.BF](5) {.AND|.OR|.XOR}(30-31) {.AND|.OR|.XOR}(53-54) [.S](4) R(14-19)[.CC](48), [!](52)P(49-51), [!](29)P(26-28), [!](23)P(20-22)
  localparam logic [63:0] F80_MATCH = 64'h0800000000000004;
  localparam logic [63:0] F80_MASK = 64'hff80ffff030003cf;
  localparam logic [6:0] F80_OP = 7'd70;
  localparam logic [2:0] F80_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F80_ICLASS = IC_ALU;
  localparam logic [3:0] F80_CTRL = CTRL_OTHER;
  // #81 [@P] ISET [.BF](7) {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.T}(55-57) [.U32](5) [.X](6) {.AND|.OR|.XOR}(53-54) [.S](4) R(14-19)[.CC](48), R(20-25), R(26-31), [!](52)P(49-51)
  localparam logic [63:0] F81_MATCH = 64'h1000000000000003;
  localparam logic [63:0] F81_MASK = 64'hfc00ffff0000030f;
  localparam logic [6:0] F81_OP = 7'd71;
  localparam logic [2:0] F81_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F81_ICLASS = IC_ALU;
  localparam logic [3:0] F81_CTRL = CTRL_OTHER;
  // #82 [@P] ISET [.BF](7) {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.T}(55-57) [.U32](5) [.X](6) {.AND|.OR|.XOR}(53-54) [.S](4) R(14-19)[.CC](48), R(20-25), c[(42-45)+(26)][(28-41)*4], [!](52)P(49-51)
  localparam logic [63:0] F82_MATCH = 64'h1000400000000003;
  localparam logic [63:0] F82_MASK = 64'hfc00c0000800030f;
  localparam logic [6:0] F82_OP = 7'd71;
  localparam logic [2:0] F82_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F82_ICLASS = IC_ALU;
  localparam logic [3:0] F82_CTRL = CTRL_OTHER;
  // #83 [@P] ISET [.BF](7) {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.T}(55-57) [.U32](5) [.X](6) {.AND|.OR|.XOR}(53-54) [.S](4) R(14-19)[.CC](48), R(20-25), s(26-45), [!](52)P(49-51)
  localparam logic [63:0] F83_MATCH = 64'h1000c00000000003;
  localparam logic [63:0] F83_MASK = 64'hfc00c0000000030f;
  localparam logic [6:0] F83_OP = 7'd71;
  localparam logic [2:0] F83_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F83_ICLASS = IC_ALU;
  localparam logic [3:0] F83_CTRL = CTRL_OTHER;
  // #84 [@P] BFI [.S](4) R(14-19)[.CC](48), R(20-25), R(26-31), R(49-54)
  localparam logic [63:0] F84_MATCH = 64'h2800000000000003;
  localparam logic [63:0] F84_MASK = 64'hff80ffff000003ef;
  localparam logic [6:0] F84_OP = 7'd75;
  localparam logic [2:0] F84_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F84_ICLASS = IC_ALU;
  localparam logic [3:0] F84_CTRL = CTRL_OTHER;
  // #85 [@P] BFI [.S](4) R(14-19)[.CC](48), R(20-25), c[(42-45)+(26)][(28-41)*4], R(49-54)
  localparam logic [63:0] F85_MATCH = 64'h2800400000000003;
  localparam logic [63:0] F85_MASK = 64'hff80c000080003ef;
  localparam logic [6:0] F85_OP = 7'd75;
  localparam logic [2:0] F85_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F85_ICLASS = IC_ALU;
  localparam logic [3:0] F85_CTRL = CTRL_OTHER;
  // #86 [@P] BFI [.S](4) R(14-19)[.CC](48), R(20-25), R(49-54), c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F86_MATCH = 64'h2800800000000003;
  localparam logic [63:0] F86_MASK = 64'hff80c000080003ef;
  localparam logic [6:0] F86_OP = 7'd75;
  localparam logic [2:0] F86_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F86_ICLASS = IC_ALU;
  localparam logic [3:0] F86_CTRL = CTRL_OTHER;
  // #87 [@P] BFI [.S](4) R(14-19)[.CC](48), R(20-25), s(26-45), R(49-54)
  localparam logic [63:0] F87_MATCH = 64'h2800c00000000003;
  localparam logic [63:0] F87_MASK = 64'hff80c000000003ef;
  localparam logic [6:0] F87_OP = 7'd75;
  localparam logic [2:0] F87_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F87_ICLASS = IC_ALU;
  localparam logic [3:0] F87_CTRL = CTRL_OTHER;
  // #88 [@P] FLO [.U32](5) [.SH](6) [.S](4) R(14-19)[.CC](48), [~](8)R(26-31)
  localparam logic [63:0] F88_MATCH = 64'h7800000000000003;
  localparam logic [63:0] F88_MASK = 64'hfffeffff03f0028f;
  localparam logic [6:0] F88_OP = 7'd42;
  localparam logic [2:0] F88_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F88_ICLASS = IC_ALU;
  localparam logic [3:0] F88_CTRL = CTRL_OTHER;
  // #89 [@P] FLO [.U32](5) [.SH](6) [.S](4) R(14-19)[.CC](48), [~](8)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F89_MATCH = 64'h7800400000000003;
  localparam logic [63:0] F89_MASK = 64'hfffec0000bf0028f;
  localparam logic [6:0] F89_OP = 7'd42;
  localparam logic [2:0] F89_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F89_ICLASS = IC_ALU;
  localparam logic [3:0] F89_CTRL = CTRL_OTHER;
  // #90 [@P] FLO [.U32](5) [.SH](6) [.S](4) R(14-19)[.CC](48), [~](8)s(26-45)
  localparam logic [63:0] F90_MATCH = 64'h7800c00000000003;
  localparam logic [63:0] F90_MASK = 64'hfffec00003f0028f;
  localparam logic [6:0] F90_OP = 7'd42;
  localparam logic [2:0] F90_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F90_ICLASS = IC_ALU;
  localparam logic [3:0] F90_CTRL = CTRL_OTHER;
  // #91 [@P] PRMT [.F4E|.B4E|.RC8|.ECL|.ECR|.RC16](5-7) [.S](4) R(14-19), R(20-25), R(26-31), R(49-54)
  localparam logic [63:0] F91_MATCH = 64'h2400000000000004;
  localparam logic [63:0] F91_MASK = 64'hff81ffff0000030f;
  localparam logic [6:0] F91_OP = 7'd76;
  localparam logic [2:0] F91_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F91_ICLASS = IC_ALU;
  localparam logic [3:0] F91_CTRL = CTRL_OTHER;
  // #92 [@P] PRMT [.F4E|.B4E|.RC8|.ECL|.ECR|.RC16](5-7) [.S](4) R(14-19), R(20-25), c[(42-45)+(26)][(28-41)*4], R(49-54)
  localparam logic [63:0] F92_MATCH = 64'h2400400000000004;
  localparam logic [63:0] F92_MASK = 64'hff81c0000800030f;
  localparam logic [6:0] F92_OP = 7'd76;
  localparam logic [2:0] F92_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F92_ICLASS = IC_ALU;
  localparam logic [3:0] F92_CTRL = CTRL_OTHER;
  // #93 [@P] PRMT [.F4E|.B4E|.RC8|.ECL|.ECR|.RC16](5-7) [.S](4) R(14-19), R(20-25), R(49-54), c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F93_MATCH = 64'h2400800000000004;
  localparam logic [63:0] F93_MASK = 64'hff81c0000800030f;
  localparam logic [6:0] F93_OP = 7'd76;
  localparam logic [2:0] F93_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F93_ICLASS = IC_ALU;
  localparam logic [3:0] F93_CTRL = CTRL_OTHER;
  // #94 [@P] PRMT [.F4E|.B4E|.RC8|.ECL|.ECR|.RC16](5-7) [.S](4) R(14-19), R(20-25), s(26-45), R(49-54)
  localparam logic [63:0] F94_MATCH = 64'h2400c00000000004;
  localparam logic [63:0] F94_MASK = 64'hff81c0000000030f;
  localparam logic [6:0] F94_OP = 7'd76;
  localparam logic [2:0] F94_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F94_ICLASS = IC_ALU;
  localparam logic [3:0] F94_CTRL = CTRL_OTHER;
  // #95 [@P] VOTE {.ALL|.ANY|.EQ}(5-6) [.S](4) R(14-19), P(54-56), [!](23)P(20-22)
  localparam logic [63:0] F95_MATCH = 64'h4800000000000004;
  localparam logic [63:0] F95_MASK = 64'hfe3fffffff00038f;
  localparam logic [6:0] F95_OP = 7'd77;
  localparam logic [2:0] F95_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F95_ICLASS = IC_ALU;
  localparam logic [3:0] F95_CTRL = CTRL_OTHER;
  // #96 [@P] VADD [.UD](42) [.U32.U32|.U32.S32|.S32.U32](5-6) [.SAT](9) [.MRG_16H|.MRG_16L|.MRG_8B0|.MRG_8B2|.ACC|.MIN|.MAX](55-57) [.S](4) R(14-19)[.CC](48), [-](8)R(20-25), [-](7)R(26-31), R(49-54)
  localparam logic [63:0] F96_MATCH = 64'hc000e00600000004;
  localparam logic [63:0] F96_MASK = 64'hfc00fbff0000000f;
  localparam logic [6:0] F96_OP = 7'd43;
  localparam logic [2:0] F96_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F96_ICLASS = IC_ALU;
  localparam logic [3:0] F96_CTRL = CTRL_OTHER;
  // #97 [@P] VADD [.UD](42) {.U32.U8|.U32.S8|.S32.U8|.S32.S8}(5-6) [.SAT](9) [.MRG_16H|.MRG_16L|.MRG_8B0|.MRG_8B2|.ACC|.MIN|.MAX](55-57) [.S](4) R(14-19)[.CC](48), [-](8)R(20-25), [-](7)u(26-41), R(49-54)
  localparam logic [63:0] F97_MATCH = 64'hc000600000000004;
  localparam logic [63:0] F97_MASK = 64'hfc00f8000000000f;
  localparam logic [6:0] F97_OP = 7'd43;
  localparam logic [2:0] F97_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F97_ICLASS = IC_ALU;
  localparam logic [3:0] F97_CTRL = CTRL_OTHER;
  // #98 [@P] VMNMX [.UD](42) [.U32.U32|.U32.S32|.S32.U32](5-6) [.MX](7) [.SAT](9) [.MRG_16H|.MRG_16L|.MRG_8B0|.MRG_8B2|.ACC|.MIN|.MAX](55-57) [.S](4) R(14-19)[.CC](48), R(20-25), R(26-31), R(49-54)
  localparam logic [63:0] F98_MATCH = 64'hc800e00600000004;
  localparam logic [63:0] F98_MASK = 64'hfc00fbff0000010f;
  localparam logic [6:0] F98_OP = 7'd44;
  localparam logic [2:0] F98_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F98_ICLASS = IC_ALU;
  localparam logic [3:0] F98_CTRL = CTRL_OTHER;
  // #99 [@P] VMNMX [.UD](42) {.U32.U8|.U32.S8|.S32.U8|.S32.S8}(5-6) [.MX](7) [.SAT](9) [.MRG_16H|.MRG_16L|.MRG_8B0|.MRG_8B2|.ACC|.MIN|.MAX](55-57) [.S](4) R(14-19)[.CC](48), R(20-25), u(26-41), R(49-54)
  localparam logic [63:0] F99_MATCH = 64'hc800600000000004;
  localparam logic [63:0] F99_MASK = 64'hfc00f8000000010f;
  localparam logic [6:0] F99_OP = 7'd44;
  localparam logic [2:0] F99_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F99_ICLASS = IC_ALU;
  localparam logic [3:0] F99_CTRL = CTRL_OTHER;
  // #100 [@P] VABSDIFF [.UD](42) [.U32.U32|.U32.S32|.S32.U32](5-6) [.SAT](9) [.MRG_16H|.MRG_16L|.MRG_8B0|.MRG_8B2|.ACC|.MIN|.MAX](55-57) [.S](4) R(14-19)[.CC](48), R(20-25), R(26-31), R(49-54)
  localparam logic [63:0] F100_MATCH = 64'hd000e00600000004;
  localparam logic [63:0] F100_MASK = 64'hfc00fbff0000018f;
  localparam logic [6:0] F100_OP = 7'd87;
  localparam logic [2:0] F100_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F100_ICLASS = IC_ALU;
  localparam logic [3:0] F100_CTRL = CTRL_OTHER;
  // #101 [@P] VABSDIFF [.UD](42) {.U32.U8|.U32.S8|.S32.U8|.S32.S8}(5-6) [.SAT](9) [.MRG_16H|.MRG_16L|.MRG_8B0|.MRG_8B2|.ACC|.MIN|.MAX](55-57) [.S](4) R(14-19)[.CC](48), R(20-25), u(26-41), R(49-54)
  localparam logic [63:0] F101_MATCH = 64'hd000600000000004;
  localparam logic [63:0] F101_MASK = 64'hfc00f8000000018f;
  localparam logic [6:0] F101_OP = 7'd87;
  localparam logic [2:0] F101_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F101_ICLASS = IC_ALU;
  localparam logic [3:0] F101_CTRL = CTRL_OTHER;
  // #102 [@P] VSET {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.T}(7-9) [.U32.U32|.U32.S32|.S32.U32](5-6) [.MRG_16H|.MRG_16L|.MRG_8B0|.MRG_8B2|.ACC|.MIN|.MAX](55-57) [.S](4) R(14-19)[.CC](48), R(20-25), R(26-31), R(49-54)
  localparam logic [63:0] F102_MATCH = 64'hd800e00600000004;
  localparam logic [63:0] F102_MASK = 64'hfc00ffff0000000f;
  localparam logic [6:0] F102_OP = 7'd88;
  localparam logic [2:0] F102_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F102_ICLASS = IC_ALU;
  localparam logic [3:0] F102_CTRL = CTRL_OTHER;
  // #103 [@P] VSET {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.T}(7-9) {.U32.U8|.U32.S8|.S32.U8|.S32.S8}(5-6) [.MRG_16H|.MRG_16L|.MRG_8B0|.MRG_8B2|.ACC|.MIN|.MAX](55-57) [.S](4) R(14-19)[.CC](48), R(20-25), u(26-41), R(49-54)
  localparam logic [63:0] F103_MATCH = 64'hd800600000000004;
  localparam logic [63:0] F103_MASK = 64'hfc00fc000000000f;
  localparam logic [6:0] F103_OP = 7'd88;
  localparam logic [2:0] F103_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F103_ICLASS = IC_ALU;
  localparam logic [3:0] F103_CTRL = CTRL_OTHER;
  // #104 [@P] VSHL [.UD](42) [.U32.U32|.U32.S32|.S32.U32](5-6) [.W](7) [.SAT](9) [.MRG_16H|.MRG_16L|.MRG_8B0|.MRG_8B2|.ACC|.MIN|.MAX](55-57) [.S](4) R(14-19)[.CC](48), R(20-25), R(26-31), R(49-54)
  localparam logic [63:0] F104_MATCH = 64'he800e00600000004;
  localparam logic [63:0] F104_MASK = 64'hfc00fbff0000010f;
  localparam logic [6:0] F104_OP = 7'd78;
  localparam logic [2:0] F104_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F104_ICLASS = IC_ALU;
  localparam logic [3:0] F104_CTRL = CTRL_OTHER;
  // #105 [@P] VSHL [.UD](42) {.U32.U8|.U32.S8|.S32.U8|.S32.S8}(5-6) [.W](7) [.SAT](9) [.MRG_16H|.MRG_16L|.MRG_8B0|.MRG_8B2|.ACC|.MIN|.MAX](55-57) [.S](4) R(14-19)[.CC](48), R(20-25), u(26-41), R(49-54)
  localparam logic [63:0] F105_MATCH = 64'he800600000000004;
  localparam logic [63:0] F105_MASK = 64'hfc00f8000000010f;
  localparam logic [6:0] F105_OP = 7'd78;
  localparam logic [2:0] F105_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F105_ICLASS = IC_ALU;
  localparam logic [3:0] F105_CTRL = CTRL_OTHER;
  // #106 [@P] VSHR [.UD](42) [.U32.U32|.U32.S32|.S32.U32](5-6) [.W](7) [.SAT](9) [.MRG_16H|.MRG_16L|.MRG_8B0|.MRG_8B2|.ACC|.MIN|.MAX](55-57) [.S](4) R(14-19)[.CC](48), R(20-25), R(26-31), R(49-54)
  localparam logic [63:0] F106_MATCH = 64'he000e00600000004;
  localparam logic [63:0] F106_MASK = 64'hfc00fbff0000010f;
  localparam logic [6:0] F106_OP = 7'd79;
  localparam logic [2:0] F106_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F106_ICLASS = IC_ALU;
  localparam logic [3:0] F106_CTRL = CTRL_OTHER;
  // #107 [@P] VSHR [.UD](42) {.U32.U8|.U32.S8|.S32.U8|.S32.S8}(5-6) [.W](7) [.SAT](9) [.MRG_16H|.MRG_16L|.MRG_8B0|.MRG_8B2|.ACC|.MIN|.MAX](55-57) [.S](4) R(14-19)[.CC](48), R(20-25), u(26-41), R(49-54)
  localparam logic [63:0] F107_MATCH = 64'he000600000000004;
  localparam logic [63:0] F107_MASK = 64'hfc00f8000000010f;
  localparam logic [6:0] F107_OP = 7'd79;
  localparam logic [2:0] F107_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F107_ICLASS = IC_ALU;
  localparam logic [3:0] F107_CTRL = CTRL_OTHER;
  // #108 [@P] FADD [.FTZ](5) [.RM|.RP|.RZ](55-56) [.SAT](49) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)R(26-31)
  localparam logic [63:0] F108_MATCH = 64'h5000000000000000;
  localparam logic [63:0] F108_MASK = 64'hfe7cffff0000000f;
  localparam logic [6:0] F108_OP = 7'd45;
  localparam logic [2:0] F108_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F108_ICLASS = IC_ALU;
  localparam logic [3:0] F108_CTRL = CTRL_OTHER;
  // #109 [@P] FADD [.FTZ](5) [.RM|.RP|.RZ](55-56) [.SAT](49) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F109_MATCH = 64'h5000400000000000;
  localparam logic [63:0] F109_MASK = 64'hfe7cc0000800000f;
  localparam logic [6:0] F109_OP = 7'd45;
  localparam logic [2:0] F109_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F109_ICLASS = IC_ALU;
  localparam logic [3:0] F109_CTRL = CTRL_OTHER;
  // #110 [@P] FADD [.FTZ](5) [.RM|.RP|.RZ](55-56) [.SAT](49) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)f(26-45)
  localparam logic [63:0] F110_MATCH = 64'h5000c00000000000;
  localparam logic [63:0] F110_MASK = 64'hfe7cc0000000000f;
  localparam logic [6:0] F110_OP = 7'd45;
  localparam logic [2:0] F110_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F110_ICLASS = IC_ALU;
  localparam logic [3:0] F110_CTRL = CTRL_OTHER;
  // #111 [@P] FMUL [.FTZ](6) [.FMZ](7) [.RM|.RP|.RZ](55-56) [.SAT](5) [.D2|.D4|.D8|.M8|.M4|.M2](49-51) [.S](4) R(14-19)[.CC](48), R(20-25), [-](57)R(26-31)
  localparam logic [63:0] F111_MATCH = 64'h5800000000000000;
  localparam logic [63:0] F111_MASK = 64'hfc70ffff0000030f;
  localparam logic [6:0] F111_OP = 7'd46;
  localparam logic [2:0] F111_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F111_ICLASS = IC_ALU;
  localparam logic [3:0] F111_CTRL = CTRL_OTHER;
  // #112 [@P] FMUL [.FTZ](6) [.FMZ](7) [.RM|.RP|.RZ](55-56) [.SAT](5) [.D2|.D4|.D8|.M8|.M4|.M2](49-51) [.S](4) R(14-19)[.CC](48), R(20-25), [-](57)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F112_MATCH = 64'h5800400000000000;
  localparam logic [63:0] F112_MASK = 64'hfc70c0000800030f;
  localparam logic [6:0] F112_OP = 7'd46;
  localparam logic [2:0] F112_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F112_ICLASS = IC_ALU;
  localparam logic [3:0] F112_CTRL = CTRL_OTHER;
  // #113 [@P] FMUL [.FTZ](6) [.FMZ](7) [.RM|.RP|.RZ](55-56) [.SAT](5) [.D2|.D4|.D8|.M8|.M4|.M2](49-51) [.S](4) R(14-19)[.CC](48), R(20-25), [-](57)f(26-45)
  localparam logic [63:0] F113_MATCH = 64'h5800c00000000000;
  localparam logic [63:0] F113_MASK = 64'hfc70c0000000030f;
  localparam logic [6:0] F113_OP = 7'd46;
  localparam logic [2:0] F113_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F113_ICLASS = IC_ALU;
  localparam logic [3:0] F113_CTRL = CTRL_OTHER;
  // #114 [@P] FFMA [.FTZ](6) [.FMZ](7) [.RM|.RP|.RZ](55-56) [.SAT](5) [.S](4) R(14-19)[.CC](48), R(20-25), [-](9)R(26-31), [-](8)R(49-54)
  localparam logic [63:0] F114_MATCH = 64'h3000000000000000;
  localparam logic [63:0] F114_MASK = 64'hfe00ffff0000000f;
  localparam logic [6:0] F114_OP = 7'd47;
  localparam logic [2:0] F114_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F114_ICLASS = IC_ALU;
  localparam logic [3:0] F114_CTRL = CTRL_OTHER;
  // #115 [@P] FFMA [.FTZ](6) [.FMZ](7) [.RM|.RP|.RZ](55-56) [.SAT](5) [.S](4) R(14-19)[.CC](48), R(20-25), [-](9)c[(42-45)+(26)][(28-41)*4], [-](8)R(49-54)
  localparam logic [63:0] F115_MATCH = 64'h3000400000000000;
  localparam logic [63:0] F115_MASK = 64'hfe00c0000800000f;
  localparam logic [6:0] F115_OP = 7'd47;
  localparam logic [2:0] F115_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F115_ICLASS = IC_ALU;
  localparam logic [3:0] F115_CTRL = CTRL_OTHER;
  // #116 [@P] FFMA [.FTZ](6) [.FMZ](7) [.RM|.RP|.RZ](55-56) [.SAT](5) [.S](4) R(14-19)[.CC](48), R(20-25), [-](9)R(49-54), [-](8)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F116_MATCH = 64'h3000800000000000;
  localparam logic [63:0] F116_MASK = 64'hfe00c0000800000f;
  localparam logic [6:0] F116_OP = 7'd47;
  localparam logic [2:0] F116_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F116_ICLASS = IC_ALU;
  localparam logic [3:0] F116_CTRL = CTRL_OTHER;
  // #117 [@P] FFMA [.FTZ](6) [.FMZ](7) [.RM|.RP|.RZ](55-56) [.SAT](5) [.S](4) R(14-19)[.CC](48), R(20-25), [-](9)f(26-45), [-](8)R(49-54)
  localparam logic [63:0] F117_MATCH = 64'h3000c00000000000;
  localparam logic [63:0] F117_MASK = 64'hfe00c0000000000f;
  localparam logic [6:0] F117_OP = 7'd47;
  localparam logic [2:0] F117_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F117_ICLASS = IC_ALU;
  localparam logic [3:0] F117_CTRL = CTRL_OTHER;
  // #118 [@P] FSETP {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.NUM|.NAN|.LTU|.EQU|.LEU|.GTU|.NEU|.GEU|.T}(55-58) [.FTZ](59) {.AND|.OR|.XOR}(53-54) [.S](4) P(17-19), P(14-16), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)R(26-31), [!](52)P(49-51)
  localparam logic [63:0] F118_MATCH = 64'h2000000000000000;
  localparam logic [63:0] F118_MASK = 64'hf001ffff0000002f;
  localparam logic [6:0] F118_OP = 7'd48;
  localparam logic [2:0] F118_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F118_ICLASS = IC_ALU;
  localparam logic [3:0] F118_CTRL = CTRL_OTHER;
  // #119 [@P] FSETP {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.NUM|.NAN|.LTU|.EQU|.LEU|.GTU|.NEU|.GEU|.T}(55-58) [.FTZ](59) {.AND|.OR|.XOR}(53-54) [.S](4) P(17-19), P(14-16), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4], [!](52)P(49-51)
  localparam logic [63:0] F119_MATCH = 64'h2000400000000000;
  localparam logic [63:0] F119_MASK = 64'hf001c0000800002f;
  localparam logic [6:0] F119_OP = 7'd48;
  localparam logic [2:0] F119_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F119_ICLASS = IC_ALU;
  localparam logic [3:0] F119_CTRL = CTRL_OTHER;
  // #120 [@P] FSETP {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.NUM|.NAN|.LTU|.EQU|.LEU|.GTU|.NEU|.GEU|.T}(55-58) [.FTZ](59) {.AND|.OR|.XOR}(53-54) [.S](4) P(17-19), P(14-16), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)f(26-45), [!](52)P(49-51)
  localparam logic [63:0] F120_MATCH = 64'h2000c00000000000;
  localparam logic [63:0] F120_MASK = 64'hf001c0000000002f;
  localparam logic [6:0] F120_OP = 7'd48;
  localparam logic [2:0] F120_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F120_ICLASS = IC_ALU;
  localparam logic [3:0] F120_CTRL = CTRL_OTHER;
  // #121 [@P] FSET [.BF](5) {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.NUM|.NAN|.LTU|.EQU|.LEU|.GTU|.NEU|.GEU|.T}(55-58) [.FTZ](59) {.AND|.OR|.XOR}(53-54) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)R(26-31), [!](52)P(49-51)
  localparam logic [63:0] F121_MATCH = 64'h1000000000000000;
  localparam logic [63:0] F121_MASK = 64'hf000ffff0000000f;
  localparam logic [6:0] F121_OP = 7'd72;
  localparam logic [2:0] F121_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F121_ICLASS = IC_ALU;
  localparam logic [3:0] F121_CTRL = CTRL_OTHER;
  // #122 [@P] FSET [.BF](5) {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.NUM|.NAN|.LTU|.EQU|.LEU|.GTU|.NEU|.GEU|.T}(55-58) [.FTZ](59) {.AND|.OR|.XOR}(53-54) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4], [!](52)P(49-51)
  localparam logic [63:0] F122_MATCH = 64'h1000400000000000;
  localparam logic [63:0] F122_MASK = 64'hf000c0000800000f;
  localparam logic [6:0] F122_OP = 7'd72;
  localparam logic [2:0] F122_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F122_ICLASS = IC_ALU;
  localparam logic [3:0] F122_CTRL = CTRL_OTHER;
  // #123 [@P] FSET [.BF](5) {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.NUM|.NAN|.LTU|.EQU|.LEU|.GTU|.NEU|.GEU|.T}(55-58) [.FTZ](59) {.AND|.OR|.XOR}(53-54) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)f(26-45), [!](52)P(49-51)
  localparam logic [63:0] F123_MATCH = 64'h1000c00000000000;
  localparam logic [63:0] F123_MASK = 64'hf000c0000000000f;
  localparam logic [6:0] F123_OP = 7'd72;
  localparam logic [2:0] F123_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F123_ICLASS = IC_ALU;
  localparam logic [3:0] F123_CTRL = CTRL_OTHER;
  // #124 [@P] FMNMX [.FTZ](5) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)R(26-31), [!](52)P(49-51)
  localparam logic [63:0] F124_MATCH = 64'h0800000000000000;
  localparam logic [63:0] F124_MASK = 64'hffe0ffff0000000f;
  localparam logic [6:0] F124_OP = 7'd49;
  localparam logic [2:0] F124_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F124_ICLASS = IC_ALU;
  localparam logic [3:0] F124_CTRL = CTRL_OTHER;
  // #125 [@P] FMNMX [.FTZ](5) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4], [!](52)P(49-51)
  localparam logic [63:0] F125_MATCH = 64'h0800400000000000;
  localparam logic [63:0] F125_MASK = 64'hffe0c0000800000f;
  localparam logic [6:0] F125_OP = 7'd49;
  localparam logic [2:0] F125_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F125_ICLASS = IC_ALU;
  localparam logic [3:0] F125_CTRL = CTRL_OTHER;
  // #126 [@P] FMNMX [.FTZ](5) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)f(26-45), [!](52)P(49-51)
  localparam logic [63:0] F126_MATCH = 64'h0800c00000000000;
  localparam logic [63:0] F126_MASK = 64'hffe0c0000000000f;
  localparam logic [6:0] F126_OP = 7'd49;
  localparam logic [2:0] F126_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F126_ICLASS = IC_ALU;
  localparam logic [3:0] F126_CTRL = CTRL_OTHER;
  // #127 [@P] MUFU {.COS|.SIN|.EX2|.LG2|.RCP|.RSQ|.RCP64H|.RSQ64H}(26-28) [.SAT](5) [.S](4) R(14-19), [-](9)[|..|](7)R(20-25)
  localparam logic [63:0] F127_MATCH = 64'hc800000000000000;
  localparam logic [63:0] F127_MASK = 64'hffffffffe000014f;
  localparam logic [6:0] F127_OP = 7'd55;
  localparam logic [2:0] F127_UNIT = 3'd3;  // SFU
  localparam logic [2:0] F127_ICLASS = IC_SFU;
  localparam logic [3:0] F127_CTRL = CTRL_OTHER;
  // #128 [@P] RRO {.SINCOS|.EX2}(5) [.S](4) R(14-19), [-](8)[|..|](6)R(26-31)
  localparam logic [63:0] F128_MATCH = 64'h6000000000000000;
  localparam logic [63:0] F128_MASK = 64'hffffffff03f0028f;
  localparam logic [6:0] F128_OP = 7'd56;
  localparam logic [2:0] F128_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F128_ICLASS = IC_ALU;
  localparam logic [3:0] F128_CTRL = CTRL_OTHER;
  // #129 [@P] RRO {.SINCOS|.EX2}(5) [.S](4) R(14-19), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F129_MATCH = 64'h6000400000000000;
  localparam logic [63:0] F129_MASK = 64'hffffc0000bf0028f;
  localparam logic [6:0] F129_OP = 7'd56;
  localparam logic [2:0] F129_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F129_ICLASS = IC_ALU;
  localparam logic [3:0] F129_CTRL = CTRL_OTHER;
  // #130 [@P] RRO {.SINCOS|.EX2}(5) [.S](4) R(14-19), [-](8)[|..|](6)f(26-45)
  localparam logic [63:0] F130_MATCH = 64'h6000c00000000000;
  localparam logic [63:0] F130_MASK = 64'hffffc00003f0028f;
  localparam logic [6:0] F130_OP = 7'd56;
  localparam logic [2:0] F130_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F130_ICLASS = IC_ALU;
  localparam logic [3:0] F130_CTRL = CTRL_OTHER;
  // #131 [@P] DADD [.RM|.RP|.RZ](55-56) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)R(26-31)
  localparam logic [63:0] F131_MATCH = 64'h4800000000000001;
  localparam logic [63:0] F131_MASK = 64'hfe7effff0000002f;
  localparam logic [6:0] F131_OP = 7'd52;
  localparam logic [2:0] F131_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F131_ICLASS = IC_FP64;
  localparam logic [3:0] F131_CTRL = CTRL_OTHER;
  // #132 [@P] DADD [.RM|.RP|.RZ](55-56) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F132_MATCH = 64'h4800400000000001;
  localparam logic [63:0] F132_MASK = 64'hfe7ec0000800002f;
  localparam logic [6:0] F132_OP = 7'd52;
  localparam logic [2:0] F132_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F132_ICLASS = IC_FP64;
  localparam logic [3:0] F132_CTRL = CTRL_OTHER;
  // #133 [@P] DADD [.RM|.RP|.RZ](55-56) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)f(26-45)
  localparam logic [63:0] F133_MATCH = 64'h4800c00000000001;
  localparam logic [63:0] F133_MASK = 64'hfe7ec0000000002f;
  localparam logic [6:0] F133_OP = 7'd52;
  localparam logic [2:0] F133_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F133_ICLASS = IC_FP64;
  localparam logic [3:0] F133_CTRL = CTRL_OTHER;
  // #134 [@P] DMUL [.RM|.RP|.RZ](55-56) [.S](4) R(14-19)[.CC](48), R(20-25), [-](9)R(26-31)
  localparam logic [63:0] F134_MATCH = 64'h5000000000000001;
  localparam logic [63:0] F134_MASK = 64'hfe7effff000001ef;
  localparam logic [6:0] F134_OP = 7'd53;
  localparam logic [2:0] F134_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F134_ICLASS = IC_FP64;
  localparam logic [3:0] F134_CTRL = CTRL_OTHER;
  // #135 [@P] DMUL [.RM|.RP|.RZ](55-56) [.S](4) R(14-19)[.CC](48), R(20-25), [-](9)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F135_MATCH = 64'h5000400000000001;
  localparam logic [63:0] F135_MASK = 64'hfe7ec000080001ef;
  localparam logic [6:0] F135_OP = 7'd53;
  localparam logic [2:0] F135_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F135_ICLASS = IC_FP64;
  localparam logic [3:0] F135_CTRL = CTRL_OTHER;
  // #136 [@P] DMUL [.RM|.RP|.RZ](55-56) [.S](4) R(14-19)[.CC](48), R(20-25), [-](9)f(26-45)
  localparam logic [63:0] F136_MATCH = 64'h5000c00000000001;
  localparam logic [63:0] F136_MASK = 64'hfe7ec000000001ef;
  localparam logic [6:0] F136_OP = 7'd53;
  localparam logic [2:0] F136_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F136_ICLASS = IC_FP64;
  localparam logic [3:0] F136_CTRL = CTRL_OTHER;
  // #137 [@P] DSET [.BF](5) {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.NUM|.NAN|.LTU|.EQU|.LEU|.GTU|.NEU|.GEU|.T}(55-58) {.AND|.OR|.XOR}(53-54) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)R(26-31), [!](52)P(49-51)
  localparam logic [63:0] F137_MATCH = 64'h1000000000000001;
  localparam logic [63:0] F137_MASK = 64'hf800ffff0000000f;
  localparam logic [6:0] F137_OP = 7'd73;
  localparam logic [2:0] F137_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F137_ICLASS = IC_FP64;
  localparam logic [3:0] F137_CTRL = CTRL_OTHER;
  // #138 [@P] DSET [.BF](5) {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.NUM|.NAN|.LTU|.EQU|.LEU|.GTU|.NEU|.GEU|.T}(55-58) {.AND|.OR|.XOR}(53-54) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4], [!](52)P(49-51)
  localparam logic [63:0] F138_MATCH = 64'h1000400000000001;
  localparam logic [63:0] F138_MASK = 64'hf800c0000800000f;
  localparam logic [6:0] F138_OP = 7'd73;
  localparam logic [2:0] F138_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F138_ICLASS = IC_FP64;
  localparam logic [3:0] F138_CTRL = CTRL_OTHER;
  // #139 [@P] DSET [.BF](5) {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.NUM|.NAN|.LTU|.EQU|.LEU|.GTU|.NEU|.GEU|.T}(55-58) {.AND|.OR|.XOR}(53-54) [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)f(26-45), [!](52)P(49-51)
  localparam logic [63:0] F139_MATCH = 64'h1000c00000000001;
  localparam logic [63:0] F139_MASK = 64'hf800c0000000000f;
  localparam logic [6:0] F139_OP = 7'd73;
  localparam logic [2:0] F139_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F139_ICLASS = IC_FP64;
  localparam logic [3:0] F139_CTRL = CTRL_OTHER;
  // #140 [@P] DSETP {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.NUM|.NAN|.LTU|.EQU|.LEU|.GTU|.NEU|.GEU|.T}(55-58) {.AND|.OR|.XOR}(53-54) [.S](4) P(17-19), P(14-16), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)R(26-31), [!](52)P(49-51)
  localparam logic [63:0] F140_MATCH = 64'h1800000000000001;
  localparam logic [63:0] F140_MASK = 64'hf801ffff0000002f;
  localparam logic [6:0] F140_OP = 7'd74;
  localparam logic [2:0] F140_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F140_ICLASS = IC_FP64;
  localparam logic [3:0] F140_CTRL = CTRL_OTHER;
  // #141 [@P] DSETP {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.NUM|.NAN|.LTU|.EQU|.LEU|.GTU|.NEU|.GEU|.T}(55-58) {.AND|.OR|.XOR}(53-54) [.S](4) P(17-19), P(14-16), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4], [!](52)P(49-51)
  localparam logic [63:0] F141_MATCH = 64'h1800400000000001;
  localparam logic [63:0] F141_MASK = 64'hf801c0000800002f;
  localparam logic [6:0] F141_OP = 7'd74;
  localparam logic [2:0] F141_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F141_ICLASS = IC_FP64;
  localparam logic [3:0] F141_CTRL = CTRL_OTHER;
  // #142 [@P] DSETP {.F|.LT|.EQ|.LE|.GT|.NE|.GE|.NUM|.NAN|.LTU|.EQU|.LEU|.GTU|.NEU|.GEU|.T}(55-58) {.AND|.OR|.XOR}(53-54) [.S](4) P(17-19), P(14-16), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)f(26-45), [!](52)P(49-51)
  localparam logic [63:0] F142_MATCH = 64'h1800c00000000001;
  localparam logic [63:0] F142_MASK = 64'hf801c0000000002f;
  localparam logic [6:0] F142_OP = 7'd74;
  localparam logic [2:0] F142_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F142_ICLASS = IC_FP64;
  localparam logic [3:0] F142_CTRL = CTRL_OTHER;
  // #143 [@P] DMNMX [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)R(26-31), [!](52)P(49-51)
  localparam logic [63:0] F143_MATCH = 64'h0800000000000001;
  localparam logic [63:0] F143_MASK = 64'hffe0ffff0000002f;
  localparam logic [6:0] F143_OP = 7'd83;
  localparam logic [2:0] F143_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F143_ICLASS = IC_FP64;
  localparam logic [3:0] F143_CTRL = CTRL_OTHER;
  // #144 [@P] DMNMX [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4], [!](52)P(49-51)
  localparam logic [63:0] F144_MATCH = 64'h0800400000000001;
  localparam logic [63:0] F144_MASK = 64'hffe0c0000800002f;
  localparam logic [6:0] F144_OP = 7'd83;
  localparam logic [2:0] F144_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F144_ICLASS = IC_FP64;
  localparam logic [3:0] F144_CTRL = CTRL_OTHER;
  // #145 [@P] DMNMX [.S](4) R(14-19)[.CC](48), [-](9)[|..|](7)R(20-25), [-](8)[|..|](6)f(26-45), [!](52)P(49-51)
  localparam logic [63:0] F145_MATCH = 64'h0800c00000000001;
  localparam logic [63:0] F145_MASK = 64'hffe0c0000000002f;
  localparam logic [6:0] F145_OP = 7'd83;
  localparam logic [2:0] F145_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F145_ICLASS = IC_FP64;
  localparam logic [3:0] F145_CTRL = CTRL_OTHER;
  // #146 [@P] DFMA [.RM|.RP|.RZ](55-56) [.S](4) R(14-19)[.CC](48), R(20-25), [-](9)R(26-31), [-](8)R(49-54)
  localparam logic [63:0] F146_MATCH = 64'h2000000000000001;
  localparam logic [63:0] F146_MASK = 64'hfe00ffff000000ef;
  localparam logic [6:0] F146_OP = 7'd54;
  localparam logic [2:0] F146_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F146_ICLASS = IC_FP64;
  localparam logic [3:0] F146_CTRL = CTRL_OTHER;
  // #147 [@P] DFMA [.RM|.RP|.RZ](55-56) [.S](4) R(14-19)[.CC](48), R(20-25), [-](9)c[(42-45)+(26)][(28-41)*4], [-](8)R(49-54)
  localparam logic [63:0] F147_MATCH = 64'h2000400000000001;
  localparam logic [63:0] F147_MASK = 64'hfe00c000080000ef;
  localparam logic [6:0] F147_OP = 7'd54;
  localparam logic [2:0] F147_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F147_ICLASS = IC_FP64;
  localparam logic [3:0] F147_CTRL = CTRL_OTHER;
  // #148 [@P] DFMA [.RM|.RP|.RZ](55-56) [.S](4) R(14-19)[.CC](48), R(20-25), [-](9)R(49-54), [-](8)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F148_MATCH = 64'h2000800000000001;
  localparam logic [63:0] F148_MASK = 64'hfe00c000080000ef;
  localparam logic [6:0] F148_OP = 7'd54;
  localparam logic [2:0] F148_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F148_ICLASS = IC_FP64;
  localparam logic [3:0] F148_CTRL = CTRL_OTHER;
  // #149 [@P] DFMA [.RM|.RP|.RZ](55-56) [.S](4) R(14-19)[.CC](48), R(20-25), [-](9)f(26-45), [-](8)R(49-54)
  localparam logic [63:0] F149_MATCH = 64'h2000c00000000001;
  localparam logic [63:0] F149_MASK = 64'hfe00c000000000ef;
  localparam logic [6:0] F149_OP = 7'd54;
  localparam logic [2:0] F149_UNIT = 3'd2;  // FPU64
  localparam logic [2:0] F149_ICLASS = IC_FP64;
  localparam logic [3:0] F149_CTRL = CTRL_OTHER;
  // #150 [@P] F2F [.FTZ](55) <(20-25) = 0x9> [.RM|.RP|.RZ](49-50) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)R(26-31)
  localparam logic [63:0] F150_MATCH = 64'h1000000000000004;
  localparam logic [63:0] F150_MASK = 64'hff78ffff0000028f;
  localparam logic [6:0] F150_OP = 7'd59;
  localparam logic [2:0] F150_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F150_ICLASS = IC_ALU;
  localparam logic [3:0] F150_CTRL = CTRL_OTHER;
  // #151 [@P] F2F [.FTZ](55) <(20-25) = 0x9> [.RM|.RP|.RZ](49-50) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F151_MATCH = 64'h1000400000000004;
  localparam logic [63:0] F151_MASK = 64'hff78c0000800028f;
  localparam logic [6:0] F151_OP = 7'd59;
  localparam logic [2:0] F151_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F151_ICLASS = IC_ALU;
  localparam logic [3:0] F151_CTRL = CTRL_OTHER;
  // #152 [@P] F2F [.FTZ](55) <(20-25) = 0x9> [.RM|.RP|.RZ](49-50) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)f(26-45)
  localparam logic [63:0] F152_MATCH = 64'h1000c00000000004;
  localparam logic [63:0] F152_MASK = 64'hff78c0000000028f;
  localparam logic [6:0] F152_OP = 7'd59;
  localparam logic [2:0] F152_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F152_ICLASS = IC_ALU;
  localparam logic [3:0] F152_CTRL = CTRL_OTHER;
  // #153 [@P] F2F [.FTZ](55) <(20-25) = 0x9> {.ROUND|.FLOOR|.CEIL|.TRUNC}(49-50) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)R(26-31)
  localparam logic [63:0] F153_MATCH = 64'h1000000000000084;
  localparam logic [63:0] F153_MASK = 64'hff78ffff0000028f;
  localparam logic [6:0] F153_OP = 7'd59;
  localparam logic [2:0] F153_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F153_ICLASS = IC_ALU;
  localparam logic [3:0] F153_CTRL = CTRL_OTHER;
  // #154 [@P] F2F [.FTZ](55) <(20-25) = 0x9> {.ROUND|.FLOOR|.CEIL|.TRUNC}(49-50) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F154_MATCH = 64'h1000400000000084;
  localparam logic [63:0] F154_MASK = 64'hff78c0000800028f;
  localparam logic [6:0] F154_OP = 7'd59;
  localparam logic [2:0] F154_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F154_ICLASS = IC_ALU;
  localparam logic [3:0] F154_CTRL = CTRL_OTHER;
  // #155 [@P] F2F [.FTZ](55) <(20-25) = 0x9> {.ROUND|.FLOOR|.CEIL|.TRUNC}(49-50) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)f(26-45)
  localparam logic [63:0] F155_MATCH = 64'h1000c00000000084;
  localparam logic [63:0] F155_MASK = 64'hff78c0000000028f;
  localparam logic [6:0] F155_OP = 7'd59;
  localparam logic [2:0] F155_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F155_ICLASS = IC_ALU;
  localparam logic [3:0] F155_CTRL = CTRL_OTHER;
  // #156 [@P] F2I [.FTZ](55) {.U16.F16|.U32.F16|.U64.F16|.U16.F32|.U32.F32|.U64.F32|.U16.F64|.U32.F64|.U64.F64}(20-25) [.FLOOR|.CEIL|.TRUNC](49-50) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)R(26-31)
  localparam logic [63:0] F156_MATCH = 64'h1400000000000004;
  localparam logic [63:0] F156_MASK = 64'hff78ffff000002af;
  localparam logic [6:0] F156_OP = 7'd58;
  localparam logic [2:0] F156_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F156_ICLASS = IC_ALU;
  localparam logic [3:0] F156_CTRL = CTRL_OTHER;
  // #157 [@P] F2I [.FTZ](55) {.U16.F16|.U32.F16|.U64.F16|.U16.F32|.U32.F32|.U64.F32|.U16.F64|.U32.F64|.U64.F64}(20-25) [.FLOOR|.CEIL|.TRUNC](49-50) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F157_MATCH = 64'h1400400000000004;
  localparam logic [63:0] F157_MASK = 64'hff78c000080002af;
  localparam logic [6:0] F157_OP = 7'd58;
  localparam logic [2:0] F157_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F157_ICLASS = IC_ALU;
  localparam logic [3:0] F157_CTRL = CTRL_OTHER;
  // #158 [@P] F2I [.FTZ](55) {.U16.F16|.U32.F16|.U64.F16|.U16.F32|.U32.F32|.U64.F32|.U16.F64|.U32.F64|.U64.F64}(20-25) [.FLOOR|.CEIL|.TRUNC](49-50) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)f(26-45)
  localparam logic [63:0] F158_MATCH = 64'h1400c00000000004;
  localparam logic [63:0] F158_MASK = 64'hff78c000000002af;
  localparam logic [6:0] F158_OP = 7'd58;
  localparam logic [2:0] F158_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F158_ICLASS = IC_ALU;
  localparam logic [3:0] F158_CTRL = CTRL_OTHER;
  // #159 [@P] F2I [.FTZ](55) {.S16.F16|.S32.F16|.S64.F16|.S16.F32|.S32.F32|.S64.F32|.S16.F64|.S32.F64|.S64.F64}(20-25) [.FLOOR|.CEIL|.TRUNC](49-50) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)R(26-31)
  localparam logic [63:0] F159_MATCH = 64'h1400000000000084;
  localparam logic [63:0] F159_MASK = 64'hff78ffff000002af;
  localparam logic [6:0] F159_OP = 7'd58;
  localparam logic [2:0] F159_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F159_ICLASS = IC_ALU;
  localparam logic [3:0] F159_CTRL = CTRL_OTHER;
  // #160 [@P] F2I [.FTZ](55) {.S16.F16|.S32.F16|.S64.F16|.S16.F32|.S32.F32|.S64.F32|.S16.F64|.S32.F64|.S64.F64}(20-25) [.FLOOR|.CEIL|.TRUNC](49-50) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F160_MATCH = 64'h1400400000000084;
  localparam logic [63:0] F160_MASK = 64'hff78c000080002af;
  localparam logic [6:0] F160_OP = 7'd58;
  localparam logic [2:0] F160_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F160_ICLASS = IC_ALU;
  localparam logic [3:0] F160_CTRL = CTRL_OTHER;
  // #161 [@P] F2I [.FTZ](55) {.S16.F16|.S32.F16|.S64.F16|.S16.F32|.S32.F32|.S64.F32|.S16.F64|.S32.F64|.S64.F64}(20-25) [.FLOOR|.CEIL|.TRUNC](49-50) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)f(26-45)
  localparam logic [63:0] F161_MATCH = 64'h1400c00000000084;
  localparam logic [63:0] F161_MASK = 64'hff78c000000002af;
  localparam logic [6:0] F161_OP = 7'd58;
  localparam logic [2:0] F161_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F161_ICLASS = IC_ALU;
  localparam logic [3:0] F161_CTRL = CTRL_OTHER;
  // #162 [@P] I2F {.F16.U8|.F32.U8|.F64.U8|.F16.U16|.F32.U16|.F64.U16|.F16.U32|.F32.U32|.F64.U32|.F16.U64|.F32.U64|.F64.U64}(20-25) [.RM|.RP|.RZ](49-50) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)R(26-31)
  localparam logic [63:0] F162_MATCH = 64'h1800000000000004;
  localparam logic [63:0] F162_MASK = 64'hfff8ffff000002af;
  localparam logic [6:0] F162_OP = 7'd57;
  localparam logic [2:0] F162_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F162_ICLASS = IC_ALU;
  localparam logic [3:0] F162_CTRL = CTRL_OTHER;
  // #163 [@P] I2F {.F16.U8|.F32.U8|.F64.U8|.F16.U16|.F32.U16|.F64.U16|.F16.U32|.F32.U32|.F64.U32|.F16.U64|.F32.U64|.F64.U64}(20-25) [.RM|.RP|.RZ](49-50) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F163_MATCH = 64'h1800400000000004;
  localparam logic [63:0] F163_MASK = 64'hfff8c000080002af;
  localparam logic [6:0] F163_OP = 7'd57;
  localparam logic [2:0] F163_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F163_ICLASS = IC_ALU;
  localparam logic [3:0] F163_CTRL = CTRL_OTHER;
  // #164 [@P] I2F {.F16.U8|.F32.U8|.F64.U8|.F16.U16|.F32.U16|.F64.U16|.F16.U32|.F32.U32|.F64.U32|.F16.U64|.F32.U64|.F64.U64}(20-25) [.RM|.RP|.RZ](49-50) [.S](4) R(14-19)[.CC](48), [-](8)s(26-45)
  localparam logic [63:0] F164_MATCH = 64'h1800c00000000004;
  localparam logic [63:0] F164_MASK = 64'hfff8c000000002ef;
  localparam logic [6:0] F164_OP = 7'd57;
  localparam logic [2:0] F164_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F164_ICLASS = IC_ALU;
  localparam logic [3:0] F164_CTRL = CTRL_OTHER;
  // #165 [@P] I2F {.F16.S8|.F32.S8|.F64.S8|.F16.S16|.F32.S16|.F64.S16|.F16.S32|.F32.S32|.F64.S32|.F16.S64|.F32.S64|.F64.S64}(20-25) [.RM|.RP|.RZ](49-50) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)R(26-31)
  localparam logic [63:0] F165_MATCH = 64'h1800000000000204;
  localparam logic [63:0] F165_MASK = 64'hfff8ffff000002af;
  localparam logic [6:0] F165_OP = 7'd57;
  localparam logic [2:0] F165_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F165_ICLASS = IC_ALU;
  localparam logic [3:0] F165_CTRL = CTRL_OTHER;
  // #166 [@P] I2F {.F16.S8|.F32.S8|.F64.S8|.F16.S16|.F32.S16|.F64.S16|.F16.S32|.F32.S32|.F64.S32|.F16.S64|.F32.S64|.F64.S64}(20-25) [.RM|.RP|.RZ](49-50) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F166_MATCH = 64'h1800400000000204;
  localparam logic [63:0] F166_MASK = 64'hfff8c000080002af;
  localparam logic [6:0] F166_OP = 7'd57;
  localparam logic [2:0] F166_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F166_ICLASS = IC_ALU;
  localparam logic [3:0] F166_CTRL = CTRL_OTHER;
  // #167 [@P] I2F {.F16.S8|.F32.S8|.F64.S8|.F16.S16|.F32.S16|.F64.S16|.F16.S32|.F32.S32|.F64.S32|.F16.S64|.F32.S64|.F64.S64}(20-25) [.RM|.RP|.RZ](49-50) [.S](4) R(14-19)[.CC](48), [-](8)s(26-45)
  localparam logic [63:0] F167_MATCH = 64'h1800c00000000204;
  localparam logic [63:0] F167_MASK = 64'hfff8c000000002ef;
  localparam logic [6:0] F167_OP = 7'd57;
  localparam logic [2:0] F167_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F167_ICLASS = IC_ALU;
  localparam logic [3:0] F167_CTRL = CTRL_OTHER;
  // #168 [@P] I2I {.U8.U8|.U16.U8|.U32.U8|.U64.U8|.U8.U16|.U16.U16|.U32.U16|.U64.U16|.U8.U32|.U16.U32|.U32.U32|.U64.U32}(20-25) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)R(26-31)
  localparam logic [63:0] F168_MATCH = 64'h1c00000000000004;
  localparam logic [63:0] F168_MASK = 64'hfffeffff0000028f;
  localparam logic [6:0] F168_OP = 7'd60;
  localparam logic [2:0] F168_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F168_ICLASS = IC_ALU;
  localparam logic [3:0] F168_CTRL = CTRL_OTHER;
  // #169 [@P] I2I {.U8.U8|.U16.U8|.U32.U8|.U64.U8|.U8.U16|.U16.U16|.U32.U16|.U64.U16|.U8.U32|.U16.U32|.U32.U32|.U64.U32}(20-25) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F169_MATCH = 64'h1c00400000000004;
  localparam logic [63:0] F169_MASK = 64'hfffec0000800028f;
  localparam logic [6:0] F169_OP = 7'd60;
  localparam logic [2:0] F169_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F169_ICLASS = IC_ALU;
  localparam logic [3:0] F169_CTRL = CTRL_OTHER;
  // #170 [@P] I2I {.U8.U8|.U16.U8|.U32.U8|.U64.U8|.U8.U16|.U16.U16|.U32.U16|.U64.U16|.U8.U32|.U16.U32|.U32.U32|.U64.U32}(20-25) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)s(26-45)
  localparam logic [63:0] F170_MATCH = 64'h1c00c00000000004;
  localparam logic [63:0] F170_MASK = 64'hfffec000000002cf;
  localparam logic [6:0] F170_OP = 7'd60;
  localparam logic [2:0] F170_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F170_ICLASS = IC_ALU;
  localparam logic [3:0] F170_CTRL = CTRL_OTHER;
  // #171 [@P] I2I {.U8.S8|.U16.S8|.U32.S8|.U64.S8|.U8.S16|.U16.S16|.U32.S16|.U64.S16|.U8.S32|.U16.S32|.U32.S32|.U64.S32}(20-25) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)R(26-31)
  localparam logic [63:0] F171_MATCH = 64'h1c00000000000204;
  localparam logic [63:0] F171_MASK = 64'hfffeffff0000028f;
  localparam logic [6:0] F171_OP = 7'd60;
  localparam logic [2:0] F171_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F171_ICLASS = IC_ALU;
  localparam logic [3:0] F171_CTRL = CTRL_OTHER;
  // #172 [@P] I2I {.U8.S8|.U16.S8|.U32.S8|.U64.S8|.U8.S16|.U16.S16|.U32.S16|.U64.S16|.U8.S32|.U16.S32|.U32.S32|.U64.S32}(20-25) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F172_MATCH = 64'h1c00400000000204;
  localparam logic [63:0] F172_MASK = 64'hfffec0000800028f;
  localparam logic [6:0] F172_OP = 7'd60;
  localparam logic [2:0] F172_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F172_ICLASS = IC_ALU;
  localparam logic [3:0] F172_CTRL = CTRL_OTHER;
  // #173 [@P] I2I {.U8.S8|.U16.S8|.U32.S8|.U64.S8|.U8.S16|.U16.S16|.U32.S16|.U64.S16|.U8.S32|.U16.S32|.U32.S32|.U64.S32}(20-25) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)s(26-45)
  localparam logic [63:0] F173_MATCH = 64'h1c00c00000000204;
  localparam logic [63:0] F173_MASK = 64'hfffec000000002cf;
  localparam logic [6:0] F173_OP = 7'd60;
  localparam logic [2:0] F173_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F173_ICLASS = IC_ALU;
  localparam logic [3:0] F173_CTRL = CTRL_OTHER;
  // #174 [@P] I2I {.S8.U8|.S16.U8|.S32.U8|.S64.U8|.S8.U16|.S16.U16|.S32.U16|.S64.U16|.S8.U32|.S16.U32|.S32.U32|.S64.U32}(20-25) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)R(26-31)
  localparam logic [63:0] F174_MATCH = 64'h1c00000000000084;
  localparam logic [63:0] F174_MASK = 64'hfffeffff0000028f;
  localparam logic [6:0] F174_OP = 7'd60;
  localparam logic [2:0] F174_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F174_ICLASS = IC_ALU;
  localparam logic [3:0] F174_CTRL = CTRL_OTHER;
  // #175 [@P] I2I {.S8.U8|.S16.U8|.S32.U8|.S64.U8|.S8.U16|.S16.U16|.S32.U16|.S64.U16|.S8.U32|.S16.U32|.S32.U32|.S64.U32}(20-25) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F175_MATCH = 64'h1c00400000000084;
  localparam logic [63:0] F175_MASK = 64'hfffec0000800028f;
  localparam logic [6:0] F175_OP = 7'd60;
  localparam logic [2:0] F175_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F175_ICLASS = IC_ALU;
  localparam logic [3:0] F175_CTRL = CTRL_OTHER;
  // #176 [@P] I2I {.S8.U8|.S16.U8|.S32.U8|.S64.U8|.S8.U16|.S16.U16|.S32.U16|.S64.U16|.S8.U32|.S16.U32|.S32.U32|.S64.U32}(20-25) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)s(26-45)
  localparam logic [63:0] F176_MATCH = 64'h1c00c00000000084;
  localparam logic [63:0] F176_MASK = 64'hfffec000000002cf;
  localparam logic [6:0] F176_OP = 7'd60;
  localparam logic [2:0] F176_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F176_ICLASS = IC_ALU;
  localparam logic [3:0] F176_CTRL = CTRL_OTHER;
  // #177 [@P] I2I {.S8.S8|.S16.S8|.S32.S8|.S64.S8|.S8.S16|.S16.S16|.S32.S16|.S64.S16|.S8.S32|.S16.S32|.S32.S32|.S64.S32}(20-25) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)R(26-31)
  localparam logic [63:0] F177_MATCH = 64'h1c00000000000284;
  localparam logic [63:0] F177_MASK = 64'hfffeffff0000028f;
  localparam logic [6:0] F177_OP = 7'd60;
  localparam logic [2:0] F177_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F177_ICLASS = IC_ALU;
  localparam logic [3:0] F177_CTRL = CTRL_OTHER;
  // #178 [@P] I2I {.S8.S8|.S16.S8|.S32.S8|.S64.S8|.S8.S16|.S16.S16|.S32.S16|.S64.S16|.S8.S32|.S16.S32|.S32.S32|.S64.S32}(20-25) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)[|..|](6)c[(42-45)+(26)][(28-41)*4]
  localparam logic [63:0] F178_MATCH = 64'h1c00400000000284;
  localparam logic [63:0] F178_MASK = 64'hfffec0000800028f;
  localparam logic [6:0] F178_OP = 7'd60;
  localparam logic [2:0] F178_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F178_ICLASS = IC_ALU;
  localparam logic [3:0] F178_CTRL = CTRL_OTHER;
  // #179 [@P] I2I {.S8.S8|.S16.S8|.S32.S8|.S64.S8|.S8.S16|.S16.S16|.S32.S16|.S64.S16|.S8.S32|.S16.S32|.S32.S32|.S64.S32}(20-25) [.SAT](5) [.S](4) R(14-19)[.CC](48), [-](8)s(26-45)
  localparam logic [63:0] F179_MATCH = 64'h1c00c00000000284;
  localparam logic [63:0] F179_MASK = 64'hfffec000000002cf;
  localparam logic [6:0] F179_OP = 7'd60;
  localparam logic [2:0] F179_UNIT = 3'd1;  // ALU
  localparam logic [2:0] F179_ICLASS = IC_ALU;
  localparam logic [3:0] F179_CTRL = CTRL_OTHER;
  // #180 [@P] LD [.E](58) [.CG|.CS|.CV](8-9) [.U8|.S8|.U16|.S16|.64|.128](5-7) [.S](4) R(14-19), [R(20-25)+s(26-57)]
  localparam logic [63:0] F180_MATCH = 64'h8000000000000005;
  localparam logic [63:0] F180_MASK = 64'hf80000000000000f;
  localparam logic [6:0] F180_OP = 7'd61;
  localparam logic [2:0] F180_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F180_ICLASS = IC_LDST;
  localparam logic [3:0] F180_CTRL = CTRL_OTHER;
  // #181 [@P] LDU [.E](58) [.U8|.S8|.U16|.S16|.64|.128](5-7) [.S](4) R(14-19), [R(20-25)+s(26-57)]
  localparam logic [63:0] F181_MATCH = 64'h8800000000000005;
  localparam logic [63:0] F181_MASK = 64'hf80000000000030f;
  localparam logic [6:0] F181_OP = 7'd68;
  localparam logic [2:0] F181_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F181_ICLASS = IC_LDST;
  localparam logic [3:0] F181_CTRL = CTRL_OTHER;
  // #182 [@P] ST [.E](58) [.CG|.CS|.WT](8-9) [.U8|.S8|.U16|.S16|.64|.128](5-7) [.S](4) [R(20-25)+s(26-57)], R(14-19)
  localparam logic [63:0] F182_MATCH = 64'h9000000000000005;
  localparam logic [63:0] F182_MASK = 64'hf80000000000000f;
  localparam logic [6:0] F182_OP = 7'd62;
  localparam logic [2:0] F182_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F182_ICLASS = IC_LDST;
  localparam logic [3:0] F182_CTRL = CTRL_OTHER;
  // #183 [@P] LDL [.CG|.LU|.CV](8-9) [.U8|.S8|.U16|.S16|.64|.128](5-7) [.S](4) R(14-19), [R(20-25)+s(26-49)]
  localparam logic [63:0] F183_MATCH = 64'hc000000000000005;
  localparam logic [63:0] F183_MASK = 64'hfffc00000000000f;
  localparam logic [6:0] F183_OP = 7'd65;
  localparam logic [2:0] F183_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F183_ICLASS = IC_LDST;
  localparam logic [3:0] F183_CTRL = CTRL_OTHER;
  // #184 [@P] LDS [.U8|.S8|.U16|.S16|.64|.128](5-7) [.S](4) R(14-19), [R(20-25)+s(26-49)]
  localparam logic [63:0] F184_MATCH = 64'hc100000000000005;
  localparam logic [63:0] F184_MASK = 64'hfffc00000000030f;
  localparam logic [6:0] F184_OP = 7'd63;
  localparam logic [2:0] F184_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F184_ICLASS = IC_LDST;
  localparam logic [3:0] F184_CTRL = CTRL_OTHER;
  // #185 [@P] STL [.CG|.CS|.WT](8-9) [.U8|.S8|.U16|.S16|.64|.128](5-7) [.S](4) [R(20-25)+s(26-49)], R(14-19)
  localparam logic [63:0] F185_MATCH = 64'hc800000000000005;
  localparam logic [63:0] F185_MASK = 64'hfffc00000000000f;
  localparam logic [6:0] F185_OP = 7'd66;
  localparam logic [2:0] F185_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F185_ICLASS = IC_LDST;
  localparam logic [3:0] F185_CTRL = CTRL_OTHER;
  // #186 [@P] STS [.U8|.S8|.U16|.S16|.64|.128](5-7) [.S](4) [R(20-25)+s(26-49)], R(14-19)
  localparam logic [63:0] F186_MATCH = 64'hc900000000000005;
  localparam logic [63:0] F186_MASK = 64'hfffc00000000030f;
  localparam logic [6:0] F186_OP = 7'd64;
  localparam logic [2:0] F186_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F186_ICLASS = IC_LDST;
  localparam logic [3:0] F186_CTRL = CTRL_OTHER;
  // #187 [@P] LDSLK [.U8|.S8|.U16|.S16|.64|.128](5-7) [.S](4) P(50-52), R(14-19), [R(20-25)+s(26-49)]
  localparam logic [63:0] F187_MATCH = 64'hc400000000000005;
  localparam logic [63:0] F187_MASK = 64'hffe000000000030f;
  localparam logic [6:0] F187_OP = 7'd85;
  localparam logic [2:0] F187_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F187_ICLASS = IC_LDST;
  localparam logic [3:0] F187_CTRL = CTRL_OTHER;
  // #188 [@P] STSUL [.U8|.S8|.U16|.S16|.64|.128](5-7) [.S](4) [R(20-25)+s(26-49)], R(14-19)
  localparam logic [63:0] F188_MATCH = 64'hcc00000000000005;
  localparam logic [63:0] F188_MASK = 64'hfffc00000000030f;
  localparam logic [6:0] F188_OP = 7'd86;
  localparam logic [2:0] F188_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F188_ICLASS = IC_LDST;
  localparam logic [3:0] F188_CTRL = CTRL_OTHER;
  // #189 [@P] RED [.E](58) {.ADD|.MIN|.MAX|.INC|.DEC|.AND|.OR|.XOR}(5-8) [.S](4) [R(20-25)+s(26-57)], R(14-19)
  localparam logic [63:0] F189_MATCH = 64'h1000000000000005;
  localparam logic [63:0] F189_MASK = 64'hf80000000000020f;
  localparam logic [6:0] F189_OP = 7'd80;
  localparam logic [2:0] F189_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F189_ICLASS = IC_LDST;
  localparam logic [3:0] F189_CTRL = CTRL_OTHER;
  // #190 [@P] RED [.E](58) {.ADD.S32|.MIN.S32|.MAX.S32}(5-8) [.S](4) [R(20-25)+s(26-57)], R(14-19)
  localparam logic [63:0] F190_MATCH = 64'h1800000000000205;
  localparam logic [63:0] F190_MASK = 64'hf80000000000020f;
  localparam logic [6:0] F190_OP = 7'd80;
  localparam logic [2:0] F190_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F190_ICLASS = IC_LDST;
  localparam logic [3:0] F190_CTRL = CTRL_OTHER;
  // #191 [@P] RED [.E](58) .ADD.F32.FTZ.RN [.S](4) [R(20-25)+s(26-57)], R(14-19)
  localparam logic [63:0] F191_MATCH = 64'h2800000000000205;
  localparam logic [63:0] F191_MASK = 64'hf8000000000003ef;
  localparam logic [6:0] F191_OP = 7'd80;
  localparam logic [2:0] F191_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F191_ICLASS = IC_LDST;
  localparam logic [3:0] F191_CTRL = CTRL_OTHER;
  // #192 [@P] ATOM [.E](58) {.ADD|.MIN|.MAX|.INC|.DEC|.AND|.OR|.XOR|.EXCH}(5-9) [.S](4) R(43-48), [R(20-25)+s(26-42)(55-57)], R(14-19)
  localparam logic [63:0] F192_MATCH = 64'h507e000000000005;
  localparam logic [63:0] F192_MASK = 64'hf87e00000000000f;
  localparam logic [6:0] F192_OP = 7'd84;
  localparam logic [2:0] F192_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F192_ICLASS = IC_LDST;
  localparam logic [3:0] F192_CTRL = CTRL_OTHER;
  // #193 [@P] ATOM [.E](58) {.ADD.S32|.MIN.S32|.MAX.S32}(5-8) [.S](4) R(43-48), [R(20-25)+s(26-42)(55-57)], R(14-19)
  localparam logic [63:0] F193_MATCH = 64'h587e000000000205;
  localparam logic [63:0] F193_MASK = 64'hf87e00000000020f;
  localparam logic [6:0] F193_OP = 7'd84;
  localparam logic [2:0] F193_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F193_ICLASS = IC_LDST;
  localparam logic [3:0] F193_CTRL = CTRL_OTHER;
  // #194 [@P] ATOM [.E](58) .ADD.F32.FTZ.RN [.S](4) R(43-48), [R(20-25)+s(26-42)(55-57)], R(14-19)
  localparam logic [63:0] F194_MATCH = 64'h687e000000000205;
  localparam logic [63:0] F194_MASK = 64'hf87e0000000003ef;
  localparam logic [6:0] F194_OP = 7'd84;
  localparam logic [2:0] F194_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F194_ICLASS = IC_LDST;
  localparam logic [3:0] F194_CTRL = CTRL_OTHER;
  // #195 [@P] ATOM [.E](58) .CAS [.S](4) R(43-48), [R(20-25)+s(26-42)(55-57)], R(14-19), R(49-54)
  localparam logic [63:0] F195_MATCH = 64'h5000000000000125;
  localparam logic [63:0] F195_MASK = 64'hf8000000000003ef;
  localparam logic [6:0] F195_OP = 7'd84;
  localparam logic [2:0] F195_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F195_ICLASS = IC_LDST;
  localparam logic [3:0] F195_CTRL = CTRL_OTHER;
  // #196 [@P] TLD {.LZ|.LL}(57) [.T|.P](7-8) [.S](4) R(14-19), R(20-25), [R(26-31)], u(32-39), DIM(51-53), u(46-49)
  localparam logic [63:0] F196_MATCH = 64'h9000000000000006;
  localparam logic [63:0] F196_MASK = 64'hfdc43f000000026f;
  localparam logic [6:0] F196_OP = 7'd81;
  localparam logic [2:0] F196_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F196_ICLASS = IC_LDST;
  localparam logic [3:0] F196_CTRL = CTRL_OTHER;
  // #197 [@P] TEX [.LZ|.LB|.LL|.LBA|.LLA](57-59) [.DC](56) [.AOFFI](54) [.T|.P](7-8) [.S](4) R(14-19), R(20-25), [R(26-31)], u(32-39), u(40-44), DIM(51-53), u(46-49)
  localparam logic [63:0] F197_MATCH = 64'h8000000000000006;
  localparam logic [63:0] F197_MASK = 64'hf08420000000026f;
  localparam logic [6:0] F197_OP = 7'd89;
  localparam logic [2:0] F197_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F197_ICLASS = IC_LDST;
  localparam logic [3:0] F197_CTRL = CTRL_OTHER;
  // #198 [@P] TLD4 {.R|.G|.B|.A}(5-6) [.DC](56) [.AOFFI|.PTP](54-55) [.T|.P](7-8) [.S](4) R(14-19), R(20-25), [R(26-31)], u(32-39), u(40-44), DIM(51-53), u(46-49)
  localparam logic [63:0] F198_MATCH = 64'ha000000000000006;
  localparam logic [63:0] F198_MASK = 64'hfe0420000000020f;
  localparam logic [6:0] F198_OP = 7'd90;
  localparam logic [2:0] F198_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F198_ICLASS = IC_LDST;
  localparam logic [3:0] F198_CTRL = CTRL_OTHER;
  // #199 [@P] TXQ {.TEX_HEADER_DIMENSION|.TEX_HEADER_TEXTURE_TYPE|.TEX_HEADER_SAMPLER_POS|.TEX_SAMPLER_FILTER|.TEX_SAMPLER_LOD|.TEX_SAMPLER_WRAP|.TEX_SAMPLER_BORDER_COLOR}(54-59) [.T|.P](7-8) [.S](4) R(14-19), R(20-25), [R(26-31)], u(32-39), u(40-44), u(46-49)
  localparam logic [63:0] F199_MATCH = 64'hc000000000000006;
  localparam logic [63:0] F199_MASK = 64'hf03c20000000026f;
  localparam logic [6:0] F199_OP = 7'd91;
  localparam logic [2:0] F199_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F199_ICLASS = IC_LDST;
  localparam logic [3:0] F199_CTRL = CTRL_OTHER;
  // #200 [@P] CCTL [.E](58) {.QRY1|.PF1|.PF1_5|.PF2|.WB|.IV|.IVALL|.RS}(5-9) [.U|.C|.I](26-27) [.S](4) R(14-19), [R(20-25)+s(28-57)*4]
  localparam logic [63:0] F200_MATCH = 64'h9800000000000005;
  localparam logic [63:0] F200_MASK = 64'hf80000000000000f;
  localparam logic [6:0] F200_OP = 7'd92;
  localparam logic [2:0] F200_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F200_ICLASS = IC_LDST;
  localparam logic [3:0] F200_CTRL = CTRL_OTHER;
  // #201 [@P] LDC [.U8|.S8|.U16|.S16|.64|.128](5-7) [.S](4) R(14-19), c[(42-46)][R(20-25)+s(26-41)]
  localparam logic [63:0] F201_MATCH = 64'h1400000000000006;
  localparam logic [63:0] F201_MASK = 64'hffff80000000030f;
  localparam logic [6:0] F201_OP = 7'd67;
  localparam logic [2:0] F201_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F201_ICLASS = IC_LDST;
  localparam logic [3:0] F201_CTRL = CTRL_OTHER;
  // #202 [@P] LD_LDU [.LDU_E|.LD_E|.E](58-59) .32.32 [.S](4) R(32-37), R(14-19), [R(20-25)+s(43-52)*4], [R(26-31)+s(5-9)(38-42)*4]
  localparam logic [63:0] F202_MATCH = 64'hb300000000000005;
  localparam logic [63:0] F202_MASK = 64'hf3e000000000000f;
  localparam logic [6:0] F202_OP = 7'd69;
  localparam logic [2:0] F202_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F202_ICLASS = IC_LDST;
  localparam logic [3:0] F202_CTRL = CTRL_OTHER;
  // #203 [@P] LD_LDU [.LDU_E|.LD_E|.E](58-59) .32.64 [.S](4) R(32-37), R(14-19), [R(20-25)+s(43-52)*4], [R(26-31)+s(5-9)(38-42)*8]
  localparam logic [63:0] F203_MATCH = 64'hb320000000000005;
  localparam logic [63:0] F203_MASK = 64'hf3e000000000000f;
  localparam logic [6:0] F203_OP = 7'd69;
  localparam logic [2:0] F203_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F203_ICLASS = IC_LDST;
  localparam logic [3:0] F203_CTRL = CTRL_OTHER;
  // #204 [@P] LD_LDU [.LDU_E|.LD_E|.E](58-59) .64.32 [.S](4) R(32-37), R(14-19), [R(20-25)+s(43-52)*8], [R(26-31)+s(5-9)(38-42)*4]
  localparam logic [63:0] F204_MATCH = 64'hb360000000000005;
  localparam logic [63:0] F204_MASK = 64'hf3e000000000000f;
  localparam logic [6:0] F204_OP = 7'd69;
  localparam logic [2:0] F204_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F204_ICLASS = IC_LDST;
  localparam logic [3:0] F204_CTRL = CTRL_OTHER;
  // #205 [@P] LD_LDU [.LDU_E|.LD_E|.E](58-59) .64.64 [.S](4) R(32-37), R(14-19), [R(20-25)+s(43-52)*8], [R(26-31)+s(5-9)(38-42)*8]
  localparam logic [63:0] F205_MATCH = 64'hb380000000000005;
  localparam logic [63:0] F205_MASK = 64'hf3e000000000000f;
  localparam logic [6:0] F205_OP = 7'd69;
  localparam logic [2:0] F205_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F205_ICLASS = IC_LDST;
  localparam logic [3:0] F205_CTRL = CTRL_OTHER;
  // #206 [@P] LD_LDU [.LDU_E|.LD_E|.E](58-59) .128.128 [.S](4) R(32-37), R(14-19), [R(20-25)+s(43-52)*16], [R(26-31)+s(5-9)(38-42)*16]
  localparam logic [63:0] F206_MATCH = 64'hb3e0000000000005;
  localparam logic [63:0] F206_MASK = 64'hf3e000000000000f;
  localparam logic [6:0] F206_OP = 7'd69;
  localparam logic [2:0] F206_UNIT = 3'd4;  // LDST
  localparam logic [2:0] F206_ICLASS = IC_LDST;
  localparam logic [3:0] F206_CTRL = CTRL_OTHER;

endpackage
