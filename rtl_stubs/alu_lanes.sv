// alu_lanes.sv - the integer ALU lanes of one issue port of a Fermi SM (reference RTL).
//
// Normative: specs/datapath.md §6 (parameters, ports, packing, the instruction list) with §2
// (the operand bundle this unit takes) and §3 (the retire record it produces); the semantics
// are model/src/units/alu.c (op_mov, op_s2r, op_sel, op_iadd, op_iscadd, op_imad, op_isetp,
// op_iset, op_icmp, op_imnmx, op_shift, op_lop, op_popc, op_flo, op_bfe, op_bfi, op_psetp,
// op_pset and their helpers), documented with sources in specs/execution.md §3-§4. The
// instruction forms (match/mask, bit fields) are model/src/isa/isa_table.c, tabulated in
// specs/isa.md §5 (the form numbers "#n" below are that table's). This module must match the
// model bit for bit; the lock-step testbench compares every lane of every record.
//
// Instructions (every form: register, c[bank][offset] and immediate second source, the
// Rc-slot-register forms of the three-source ones, the *32I forms):
//   MOV, MOV32I, S2R (value = in_b), SEL, IADD, IADD32I, ISCADD, ISCADD32I, IMAD, IMUL,
//   IMUL32I, ISETP, ISET, ICMP, IMNMX, SHL, SHR, LOP, LOP32I, POPC, FLO, BFE, BFI, PSETP, PSET;
//   modifiers .CC (bit 48; bit 58 on the *32I forms), .X, .SAT, .HI and the IMAD/IMUL
//   signedness (bits 5-7), .U32/.S32, .W, .BREV, .SH, .BF, the negations (IADD/ISCADD/IMAD,
//   read as the model's adder table: add, sub, subr, .PO) and inversions (LOP, POPC, FLO),
//   the compare codes and the setp/set combining operations (AND, OR, XOR).
// Everything else - any other word, and every encoding the model refuses to execute
// (specs/execution.md §10: IMNMX .XLO/.XMED/.XHI, .PO with .X, IMAD .HI with a negated
// product, ISETP/PSETP with Pd == Pd2 != PT, S2R of an unmodelled special register) - gives
// out_handled = 0 and writes nothing. (When in_lanes == 0 the model does not execute the
// instruction at all, so those refused encodings are handled then: a record that writes
// nothing.)
//
// Operands (specs/datapath.md §2): in_a = Ra (bits 20-25), in_b = the operand whose field
// starts at bit 26 before its negate/invert flags (Rb, the c[][] value, the sign- or
// zero-extended immediate, the special register of S2R), in_c = Rc (bits 49-54). In the
// Rc-slot forms of IMAD/ICMP/BFI (bits 46-47 = 2) the second source is Rc (in_c) and the
// constant (in_b) is the third. ISCADD's shift (bits 5-9) and every predicate source and
// destination are decoded from the word; predicate p is read from in_pred, PT (7) as all ones.
//
// Structure
// ---------
//  * decode (always_comb "decode"): recognises the form by (in_word & mask) == match and
//    extracts the controls d_* shared by all lanes: the operation family d_kind, the
//    negation / inversion bits in the model's operand roles, .X, .SAT, .CC, the destination,
//    the predicate source masks, and d_unsup (an encoding the model refuses).
//  * lanes (generate loop g_lane, one always_comb "lane" per lane), with the datapath shared
//    by the families: one multiplier (33x33 signed: IMAD, IMUL), one 32-bit adder with carry
//    in and C/O out (IADD, ISCADD, IMAD, and the compares of ISETP/ISET/IMNMX as a + ~b + cin,
//    which also gives ISETP.X's chained 64-bit compare), one left shifter (ISCADD, SHL, BFI)
//    and one right shifter (SHR, BFE); then the result of the family (functions for the
//    logic, bit-count and bit-field operations), its $c (Z=1 S=2 C=4 O=8) and the lane's
//    setp bits Pd/Pd2 (or ISET/PSET's truth value).
//  * record (always_comb "record"): the retire record of this clock's input: what is written
//    (never RZ, never PT, nothing when in_lanes == 0), values masked to the executing lanes.
//  * in_stage (always_ff): one register stage at the input: the operand bundle (and the bug
//    select) of clock c is latched at the edge of c, and decode, lanes and record compute
//    from the latch (q_*), so the record of clock c appears after the edge of clock c
//    (DP-3a). Synchronous active-low reset clears the latch (out_valid = 0).
//
// Parameters: WARP_SIZE 1..32, BUG (0 = none).
//
// Injected bugs (alu_bugs.svh, ids 64-95): bug_sel is the parameter BUG or, with
// `define SMGOLD_BUG_PORT, the last input port. Every `bug_sel == ABUG_x` test below is a
// deliberate deviation, active only for that id; with bug_sel == 0 none is.

module alu_lanes #(
    parameter int WARP_SIZE = 32,
    parameter int BUG       = 0
) (
    input  logic                      clk,
    input  logic                      rst_n,
    // operand bundle (specs/datapath.md §2)
    input  logic                      in_valid,
    input  logic [5:0]                in_warp,
    input  logic [63:0]               in_word,
    input  logic [WARP_SIZE-1:0]      in_lanes,
    input  logic [WARP_SIZE*32-1:0]   in_a,
    input  logic [WARP_SIZE*32-1:0]   in_b,
    input  logic [WARP_SIZE*32-1:0]   in_c,
    input  logic [8*WARP_SIZE-1:0]    in_pred,
    input  logic [WARP_SIZE*4-1:0]    in_cc,
    // retire record (specs/datapath.md §3), from the input latch: valid after the edge
    output logic                      out_valid,
    output logic                      out_handled,
    output logic [5:0]                out_warp,
    output logic [WARP_SIZE-1:0]      out_lanes,
    output logic                      out_reg_we,
    output logic [5:0]                out_reg,
    output logic [WARP_SIZE*32-1:0]   out_value,
    output logic [7:0]                out_pred_we,
    output logic [8*WARP_SIZE-1:0]    out_pred,
    output logic                      out_cc_we,
    output logic [WARP_SIZE*4-1:0]    out_cc
`ifdef SMGOLD_BUG_PORT
    ,
    input  logic [7:0]                bug_sel
`endif
);

  `include "alu_bugs.svh"

`ifndef SMGOLD_BUG_PORT
  localparam logic [7:0] bug_q = BUG[7:0];
`else
  if (BUG != 0) begin : g_bug_param_check
    $error("alu_lanes: with SMGOLD_BUG_PORT the port bug_sel selects the bug; BUG must be 0");
  end
  // the bug select is latched like the operands: it is static during a run (set before
  // reset), and nothing combinational hangs on an input port
  logic [7:0] bug_q;
  always_ff @(posedge clk) bug_q <= bug_sel;
`endif

  // ------------------------------------------------------------------ input stage
  // The operand bundle of clock c is latched at the rising edge of c; the record is computed
  // from the latch, so it shows right after that edge (DP-3a) and holds for the clock. In a
  // simulator the datapath logic then evaluates once per clock, not whenever an input of
  // the design around it changes (the lock-step reads the token stack's warps through its
  // read port several times per clock). Synchronous active-low reset clears the latch, so
  // out_valid = 0.
  logic              q_valid;
  logic [5:0]        q_warp;
  logic [63:0]       q_word;
  logic [WARP_SIZE-1:0]    q_lanes;
  logic [WARP_SIZE*32-1:0] q_a, q_b, q_c;
  logic [8*WARP_SIZE-1:0]  q_pred;
  logic [WARP_SIZE*4-1:0]  q_cc;
  always_ff @(posedge clk) begin : in_stage
    if (!rst_n) begin
      q_valid  <= '0;
      q_warp   <= '0;
      q_word   <= '0;
      q_lanes  <= '0;
      q_a      <= '0;
      q_b      <= '0;
      q_c      <= '0;
      q_pred   <= '0;
      q_cc     <= '0;
    end else begin
      q_valid  <= in_valid;
      q_warp   <= in_warp;
      q_word   <= in_word;
      q_lanes  <= in_lanes;
      q_a      <= in_a;
      q_b      <= in_b;
      q_c      <= in_c;
      q_pred   <= in_pred;
      q_cc     <= in_cc;
    end
  end

  localparam int W = WARP_SIZE;

  // ------------------------------------------------------------------ operation families
  localparam logic [4:0] K_NONE  = 5'd0,
                         K_MOV   = 5'd1,   // MOV, MOV32I, S2R: Rd = q_b
                         K_SEL   = 5'd2,
                         K_IADD  = 5'd3,   // IADD, IADD32I, ISCADD, ISCADD32I (the adder)
                         K_IMAD  = 5'd4,   // IMAD, IMUL, IMUL32I (multiplier, adder)
                         K_ISETP = 5'd5,
                         K_ISET  = 5'd6,
                         K_ICMP  = 5'd7,
                         K_IMNMX = 5'd8,
                         K_SHL   = 5'd9,
                         K_SHR   = 5'd10,
                         K_LOP   = 5'd11,  // LOP, LOP32I
                         K_POPC  = 5'd12,
                         K_FLO   = 5'd13,
                         K_BFE   = 5'd14,
                         K_BFI   = 5'd15,
                         K_PSETP = 5'd16,
                         K_PSET  = 5'd17;

  // $c bits (specs/execution.md §4)
  localparam int CC_Z = 0, CC_S = 1, CC_C = 2, CC_O = 3;

  // ------------------------------------------------------------------ helpers
  // A word is the form when every bit the form fixes equals its match (strict decoding).
  function automatic logic fm(input logic [63:0] w, input logic [63:0] match,
                              input logic [63:0] mask);
    fm = ((w & mask) == match);
  endfunction

  // A predicate source as a lane mask: "!" applied; PT reads 1 in every lane (sg_x_pred).
  function automatic logic [W-1:0] pmask(input logic [8*W-1:0] preds, input logic [2:0] p,
                                         input logic neg);
    logic [W-1:0] v;
    v = (p == 3'd7) ? {W{1'b1}} : preds[32'(p)*W +: W];
    pmask = neg ? ~v : v;
  endfunction

  // Combining / predicate operation: 0 AND, 1 OR, 2 XOR (plogic; 3 does not decode).
  function automatic logic plogic(input logic [1:0] op, input logic r, input logic c);
    case (op)
      2'd0:    plogic = r & c;
      2'd1:    plogic = r | c;
      default: plogic = r ^ c;
    endcase
  endfunction

  // Integer compare code (F LT EQ LE GT NE GE T, bits 55-57) applied to (lt, eq): the truth
  // table of icmp_table() indexed by lt | eq << 1.
  function automatic logic icmp_tt(input logic [2:0] code, input logic lt, input logic eq);
    logic [3:0] t;
    case (code)
      3'd0:    t = 4'h0;   // F
      3'd1:    t = 4'ha;   // LT
      3'd2:    t = 4'hc;   // EQ
      3'd3:    t = 4'he;   // LE
      3'd4:    t = 4'h1;   // GT
      3'd5:    t = 4'h3;   // NE
      3'd6:    t = 4'h5;   // GE
      default: t = 4'hf;   // T
    endcase
    icmp_tt = t[{eq, lt}];
  endfunction

  // Z and S of a 32-bit result (sg_cc_zs32).
  function automatic logic [3:0] zs32(input logic [31:0] r);
    zs32       = 4'd0;
    zs32[CC_Z] = (r == 32'd0);
    zs32[CC_S] = r[31];
  endfunction

  // LOP (op_lop): AND, OR, XOR, PASS_B of the already inverted operands.
  function automatic logic [31:0] lop32(input logic [1:0] op, input logic [31:0] a,
                                        input logic [31:0] b);
    case (op)
      2'd0:    lop32 = a & b;
      2'd1:    lop32 = a | b;
      2'd2:    lop32 = a ^ b;
      default: lop32 = b;
    endcase
  endfunction

  function automatic logic [31:0] popc32(input logic [31:0] v);
    logic [5:0] n;
    n = '0;
    for (int i = 0; i < 32; i++) n = n + {5'd0, v[i]};
    popc32 = {26'd0, n};
  endfunction

  function automatic logic [31:0] brev32(input logic [31:0] v);
    for (int i = 0; i < 32; i++) brev32[i] = v[31-i];
  endfunction

  // FLO (op_flo) of v (already inverted by ~): the position of the highest 1, or with sgn
  // of the highest bit unlike the sign; 0xffffffff when none; .SH: 31 - position.
  function automatic logic [31:0] flo32(input logic [31:0] v_in, input logic sgn,
                                        input logic sh, input logic no_inv_bug);
    logic [31:0] v;
    logic [4:0]  pos;
    v   = (sgn && v_in[31] && !no_inv_bug) ? ~v_in : v_in;
    pos = '0;
    for (int i = 0; i < 32; i++) if (v[i]) pos = 5'(i);
    if (v == 32'd0) flo32 = 32'hffff_ffff;
    else            flo32 = {27'd0, sh ? 5'd31 - pos : pos};
  endfunction

  // BFE (bfe) from f = a' >> pos (a' = Ra, bit-reversed with .BREV): pos = ctl[7:0], len =
  // ctl[15:8]; bits pos..pos+len-1 of a', the rest the sign (bit min(pos+len-1, 31) of a') or
  // 0; len 0 gives 0; pos > 31 gives 0 or 32 copies of bit 31.
  function automatic logic [31:0] bfe32(input logic [31:0] ar, input logic [31:0] f_in,
                                        input logic [15:0] ctl, input logic sgn);
    logic [7:0]  pos, len;
    logic [8:0]  top9;
    logic [4:0]  top, nm1;  // top bit of the field in a'; field width - 1
    logic [31:0] f;
    logic        fill;
    pos  = ctl[7:0];
    len  = ctl[15:8];
    top9 = {1'b0, pos} + {1'b0, len} - 9'd1;
    top  = (top9 > 9'd31) ? 5'd31 : top9[4:0];
    nm1  = top - pos[4:0];
    fill = sgn & ar[top];
    f    = f_in;
    for (int i = 0; i < 32; i++) if (5'(i) > nm1) f[i] = fill;
    if (len == 8'd0)      bfe32 = 32'd0;
    else if (pos > 8'd31) bfe32 = {32{sgn & ar[31]}};
    else                  bfe32 = f;
  endfunction

  // BFI (bfi) from sh = Ra << pos: the low len bits of Ra replace bits pos.. of c (bits past 31
  // dropped): the field is bits pos <= i < pos + len; len 0 or pos > 31 gives c.
  function automatic logic [31:0] bfi32(input logic [31:0] sh, input logic [15:0] ctl,
                                        input logic [31:0] c);
    logic [7:0]  pos, len;
    logic [8:0]  fend;
    logic [31:0] m;
    pos  = ctl[7:0];
    len  = ctl[15:8];
    fend = {1'b0, pos} + {1'b0, len};
    for (int i = 0; i < 32; i++) m[i] = (9'(i) >= {1'b0, pos}) && (9'(i) < fend);
    if (len == 8'd0 || pos > 8'd31) bfi32 = c;
    else                            bfi32 = (c & ~m) | (sh & m);
  endfunction

  // ------------------------------------------------------------------ decode
  logic           d_known;   // one of the forms of the instruction list (decodable)
  logic           d_unsup;   // an encoding the model refuses to execute (§10)
  logic [4:0]     d_kind;
  logic [5:0]     d_rd;      // destination register, bits 14-19
  logic           d_wreg;    // the family writes Rd (all but ISETP, PSETP)
  logic           d_wcc;     // .CC given (bit 48, or 58 on the *32I forms)
  logic           d_imm32;   // a *32I form
  logic           d_swap;    // Rc-slot register form: src2 = q_c, src3 = q_b
  logic           d_isc;     // ISCADD (A = Ra << shift)
  logic           d_mad;     // IMAD (else IMUL / IMUL32I)
  logic           d_na;      // negation of the first adder operand (Ra / the product)
  logic           d_nb;      // negation of the second adder operand (src2 / src3)
  logic           d_ia, d_ib;// LOP/POPC inversions of Ra and src2; FLO's is d_ib
  logic           d_x;       // .X: carry in (and ISETP/ISET: Z) from $c
  logic           d_sat;     // .SAT
  logic           d_sgn;     // bit 5: signed (IMNMX ISETP ISET ICMP SHR BFE FLO)
  logic [2:0]     d_cmp;     // compare code, bits 55-57
  logic [1:0]     d_comb;    // combining operation, bits 53-54
  logic [1:0]     d_pop;     // PSETP/PSET operation, bits 30-31
  logic [2:0]     d_pd, d_pd2;  // setp destinations, bits 17-19 and 14-16
  logic [W-1:0]   d_pc_m;    // [!]Pc (bits 49-52) as a lane mask
  logic [W-1:0]   d_psel_m;  // SEL's predicate (d_pc_m, or with the bug without its !)
  logic [W-1:0]   d_pa_m, d_pb_m;  // PSETP/PSET [!]Pa (20-23), [!]Pb (26-29)
  logic [31:0]    d_one;     // ISET/PSET true value: 1.0f (.BF) or 0xffffffff

  always_comb begin : decode
    logic [63:0] w;
    // forms (specs/isa.md §5, #n)
    logic f_mov, f_mov32i, f_s2r, f_sel;
    logic f_iadd, f_iadd32i, f_iscadd, f_iscadd32i;
    logic f_imad, f_imad_rc, f_imul, f_imul32i;
    logic f_isetp, f_iset, f_icmp, f_icmp_rc, f_imnmx;
    logic f_shl, f_shr, f_lop, f_lop32i, f_popc, f_flo, f_bfe, f_bfi, f_bfi_rc;
    logic f_psetp, f_pset;
    logic sr_ok, hi;

    w = q_word;

    f_mov       = fm(w, 64'h2800000000000004, 64'hffffffff03f0020f)     // #26 MOV R
                | fm(w, 64'h2800400000000004, 64'hffffc0000bf0020f)     // #27 MOV c
                | fm(w, 64'h2800c00000000004, 64'hffffc00003f0020f);    // #28 MOV imm
    f_mov32i    = fm(w, 64'h1800000000000002, 64'hfc00000003f0020f);    // #29
    f_s2r       = fm(w, 64'h2c00000000000004, 64'hfffffffc03f003ef);    // #30
    f_sel       = fm(w, 64'h2000000000000004, 64'hffe1ffff000003ef)     // #31-33
                | fm(w, 64'h2000400000000004, 64'hffe1c000080003ef)
                | fm(w, 64'h2000c00000000004, 64'hffe1c000000003ef);
    f_iadd      = fm(w, 64'h4800000000000003, 64'hfffeffff0000008f)     // #34-36
                | fm(w, 64'h4800400000000003, 64'hfffec0000800008f)
                | fm(w, 64'h4800c00000000003, 64'hfffec0000000008f);
    f_iadd32i   = fm(w, 64'h0800000000000002, 64'hf80000000000018f);    // #37
    f_iscadd    = fm(w, 64'h4000000000000003, 64'hfe7effff0000000f)     // #38-40
                | fm(w, 64'h4000400000000003, 64'hfe7ec0000800000f)
                | fm(w, 64'h4000c00000000003, 64'hfe7ec0000000000f);
    f_iscadd32i = fm(w, 64'h4000000000000002, 64'hf80000000000000f);    // #68
    f_imad_rc   = fm(w, 64'h2000800000000003, 64'hfe00c0000800000f);    // #43 R, Rc, c
    f_imad      = fm(w, 64'h2000000000000003, 64'hfe00ffff0000000f)     // #41, 42, 44
                | fm(w, 64'h2000400000000003, 64'hfe00c0000800000f)
                | fm(w, 64'h2000c00000000003, 64'hfe00c0000000000f)
                | f_imad_rc;
    f_imul      = fm(w, 64'h5000000000000003, 64'hfffeffff0000030f)     // #45-47
                | fm(w, 64'h5000400000000003, 64'hfffec0000800030f)
                | fm(w, 64'h5000c00000000003, 64'hfffec0000000030f);
    f_imul32i   = fm(w, 64'h1000000000000002, 64'hf80000000000030f);    // #67
    f_isetp     = fm(w, 64'h1800000000000003, 64'hfc01ffff0000038f)     // #48-50
                | fm(w, 64'h1800400000000003, 64'hfc01c0000800038f)
                | fm(w, 64'h1800c00000000003, 64'hfc01c0000000038f);
    f_icmp_rc   = fm(w, 64'h3000800000000003, 64'hfc01c000080003cf);    // #53 R, Rc, c
    f_icmp      = fm(w, 64'h3000000000000003, 64'hfc01ffff000003cf)     // #51, 52, 54
                | fm(w, 64'h3000400000000003, 64'hfc01c000080003cf)
                | fm(w, 64'h3000c00000000003, 64'hfc01c000000003cf)
                | f_icmp_rc;
    f_imnmx     = fm(w, 64'h0800000000000003, 64'hffe0ffff0000030f)     // #55-57
                | fm(w, 64'h0800400000000003, 64'hffe0c0000800030f)
                | fm(w, 64'h0800c00000000003, 64'hffe0c0000000030f);
    f_shl       = fm(w, 64'h6000000000000003, 64'hfffeffff000001ef)     // #58-60
                | fm(w, 64'h6000400000000003, 64'hfffec000080001ef)
                | fm(w, 64'h6000c00000000003, 64'hfffec000000001ef);
    f_shr       = fm(w, 64'h5800000000000003, 64'hfffeffff000001cf)     // #61-63
                | fm(w, 64'h5800400000000003, 64'hfffec000080001cf)
                | fm(w, 64'h5800c00000000003, 64'hfffec000000001cf);
    f_lop       = fm(w, 64'h6800000000000003, 64'hfffeffff0000002f)     // #64-66
                | fm(w, 64'h6800400000000003, 64'hfffec0000800002f)
                | fm(w, 64'h6800c00000000003, 64'hfffec0000000002f);
    f_lop32i    = fm(w, 64'h3800000000000002, 64'hf80000000000012f);    // #72
    f_popc      = fm(w, 64'h5400000000000004, 64'hffffffff000000ef)     // #73-75
                | fm(w, 64'h5400400000000004, 64'hffffc000080000ef)
                | fm(w, 64'h5400c00000000004, 64'hffffc000000000ef);
    f_bfe       = fm(w, 64'h7000000000000003, 64'hfffeffff000002cf)     // #76-78
                | fm(w, 64'h7000400000000003, 64'hfffec000080002cf)
                | fm(w, 64'h7000c00000000003, 64'hfffec000000002cf);
    f_psetp     = fm(w, 64'h0c00000000000004, 64'hff81ffff030003ef);    // #79
    f_pset      = fm(w, 64'h0800000000000004, 64'hff80ffff030003cf);    // #80
    f_iset      = fm(w, 64'h1000000000000003, 64'hfc00ffff0000030f)     // #81-83
                | fm(w, 64'h1000400000000003, 64'hfc00c0000800030f)
                | fm(w, 64'h1000c00000000003, 64'hfc00c0000000030f);
    f_bfi_rc    = fm(w, 64'h2800800000000003, 64'hff80c000080003ef);    // #86 R, Rc, c
    f_bfi       = fm(w, 64'h2800000000000003, 64'hff80ffff000003ef)     // #84, 85, 87
                | fm(w, 64'h2800400000000003, 64'hff80c000080003ef)
                | fm(w, 64'h2800c00000000003, 64'hff80c000000003ef)
                | f_bfi_rc;
    f_flo       = fm(w, 64'h7800000000000003, 64'hfffeffff03f0028f)     // #88-90
                | fm(w, 64'h7800400000000003, 64'hfffec0000bf0028f)
                | fm(w, 64'h7800c00000000003, 64'hfffec00003f0028f);

    // S2R: the special registers op_s2r models (others are refused)
    case (w[33:26])
      8'd0, 8'd3, 8'd33, 8'd34, 8'd35, 8'd37, 8'd38, 8'd39, 8'd41, 8'd42, 8'd43, 8'd44, 8'd45,
      8'd46, 8'd47, 8'd56, 8'd57, 8'd58, 8'd59, 8'd60, 8'd80, 8'd81: sr_ok = 1'b1;
      default: sr_ok = 1'b0;
    endcase

    // family
    d_kind = K_NONE;
    if (f_mov || f_mov32i || f_s2r)                    d_kind = K_MOV;
    if (f_sel)                                         d_kind = K_SEL;
    if (f_iadd || f_iadd32i || f_iscadd || f_iscadd32i) d_kind = K_IADD;
    if (f_imad || f_imul || f_imul32i)                 d_kind = K_IMAD;
    if (f_isetp)                                       d_kind = K_ISETP;
    if (f_iset)                                        d_kind = K_ISET;
    if (f_icmp)                                        d_kind = K_ICMP;
    if (f_imnmx)                                       d_kind = K_IMNMX;
    if (f_shl)                                         d_kind = K_SHL;
    if (f_shr)                                         d_kind = K_SHR;
    if (f_lop || f_lop32i)                             d_kind = K_LOP;
    if (f_popc)                                        d_kind = K_POPC;
    if (f_flo)                                         d_kind = K_FLO;
    if (f_bfe)                                         d_kind = K_BFE;
    if (f_bfi)                                         d_kind = K_BFI;
    if (f_psetp)                                       d_kind = K_PSETP;
    if (f_pset)                                        d_kind = K_PSET;

    // Modifier values the table does not define make the word undecodable (never executed):
    // MOV/MOV32I lane mask other than 0xf; combining or PSETP/PSET operation 3.
    d_known = (d_kind != K_NONE);
    if ((f_mov || f_mov32i) && w[8:5] != 4'hf) d_known = 1'b0;
    if ((f_isetp || f_iset || f_psetp || f_pset) && w[54:53] == 2'd3) d_known = 1'b0;
    if ((f_psetp || f_pset) && w[31:30] == 2'd3) d_known = 1'b0;

    d_imm32 = f_iadd32i || f_iscadd32i || f_imul32i || f_lop32i;
    d_swap  = (f_imad_rc || f_icmp_rc || f_bfi_rc) && (bug_q != ABUG_RC_SOURCES_SWAPPED);
    d_isc   = f_iscadd || f_iscadd32i;
    d_mad   = f_imad;
    d_rd    = w[19:14];
    d_wreg  = (d_kind != K_ISETP) && (d_kind != K_PSETP);

    // .CC: bit 48 on the forms with a .CC destination, bit 58 on the *32I forms
    d_wcc = 1'b0;
    if (f_iadd || f_iscadd || f_imad || f_imul || f_imnmx || f_shl || f_shr || f_lop ||
        f_bfe || f_bfi || f_flo || f_iset || f_pset)
      d_wcc = w[48];
    if (d_imm32) d_wcc = w[58];

    // negations (adder operands A, B) and inversions, per form (isa_table.c)
    d_na = 1'b0;
    d_nb = 1'b0;
    if (f_iadd)    begin d_na = w[9];  d_nb = w[8];  end  // -Ra, -src2
    if (f_iadd32i) begin d_na = w[9];                end  // -Ra (the immediate has none)
    if (f_iscadd)  begin d_na = w[56]; d_nb = w[55]; end  // -Ra, -src2
    if (f_imad)    begin d_na = w[9];  d_nb = w[8];  end  // -product, -src3
    d_ia = (f_lop || f_lop32i || f_popc) && w[9];
    d_ib = (f_lop || f_popc || f_flo) && w[8];
    d_x  = 1'b0;
    if (f_iadd || f_iadd32i || f_isetp || f_iset) d_x = w[6];
    if (f_imad) d_x = w[55];
    d_sat = 1'b0;
    if (f_iadd || f_iadd32i) d_sat = w[5];
    if (f_imad) d_sat = w[56];
    d_sgn  = w[5];
    d_cmp  = w[57:55];
    d_comb = w[54:53];
    d_pop  = w[31:30];
    d_pd   = w[19:17];
    d_pd2  = w[16:14];
    d_pc_m = pmask(q_pred, w[51:49], w[52]);
    d_psel_m = pmask(q_pred, w[51:49], w[52] && (bug_q != ABUG_SEL_PRED_NOT_NEGATED));
    d_pa_m = pmask(q_pred, w[22:20], w[23]);
    d_pb_m = pmask(q_pred, w[28:26], w[29]);
    d_one  = (((f_iset && w[7]) || (f_pset && w[5])) && (bug_q != ABUG_SET_BF_IGNORED)) ?
             32'h3f80_0000 : 32'hffff_ffff;

    // encodings the model refuses (specs/execution.md §10)
    hi = w[6];   // IMAD/IMUL .HI
    d_unsup = 1'b0;
    if (f_s2r && !sr_ok) d_unsup = 1'b1;
    if ((f_iadd || f_imad) && d_na && d_nb && d_x) d_unsup = 1'b1;   // .PO with .X
    if (f_imad && hi && d_na) d_unsup = 1'b1;                        // .HI, negated product
    if ((f_isetp || f_psetp) && d_pd == d_pd2 && d_pd != 3'd7) d_unsup = 1'b1;
    if (f_imnmx && w[7:6] != 2'd0) d_unsup = 1'b1;                   // .XLO .XMED .XHI
  end

  // the lanes compute only while the latch holds an instruction of this unit
  logic alu_on;
  assign alu_on = q_valid && d_known;

  // ------------------------------------------------------------------ lanes
  logic [W*32-1:0] l_value;   // the register result of each lane
  logic [W*4-1:0]  l_cc;      // its $c
  logic [W-1:0]    l_pd;      // ISETP/PSETP: Pd = r comb Pc; ISET/PSET: the lane is true
  logic [W-1:0]    l_pd2;     // ISETP/PSETP: Pd2 = (!r) comb Pc

  for (genvar l = 0; l < W; l++) begin : g_lane
    logic [31:0] a, b, c, s2, s3;    // Ra, q_b, q_c; second and third source
    logic [3:0]  cci;                // $c before the step
    // multiplier
    logic               sa, sb, hi;
    logic signed [32:0] ma, mb;
    logic signed [63:0] mp;          // the product modulo 2^64 (exact two's complement)
    logic [31:0]        t;           // low or high word of the product
    // adder: sum = A + B + cin, C and O out
    logic [31:0] xa, xb, add_a, add_b, sum, sat_v;
    logic        cin, neg_cin, co, ov;
    logic [32:0] s33;
    // shifters: one left (ISCADD, SHL, BFI), one right (SHR, BFE)
    logic [31:0] lsh_in, lsh, rsh_in, rsh, ar;
    logic [4:0]  lsh_n;
    logic        rsh_fill, sgn_shr, clamp;
    // compares, setp
    logic        lt, eq, sgn_cmp, r, pd1, pd2, ia, ib;
    // the lane's result
    logic [31:0] v;
    logic [3:0]  cco;

    always_comb begin : lane
      // operand isolation: the lane computes only for an instruction of this unit (the record
      // writes nothing otherwise), so an idle unit costs a simulator one test per lane and clock
      if (!alu_on) begin
        a = '0; b = '0; c = '0; s2 = '0; s3 = '0; cci = '0;
        sa = 1'b0; sb = 1'b0; hi = 1'b0; ma = '0; mb = '0; mp = '0; t = '0;
        xa = '0; xb = '0; add_a = '0; add_b = '0; sum = '0; sat_v = '0;
        cin = 1'b0; neg_cin = 1'b0; co = 1'b0; ov = 1'b0; s33 = '0;
        lsh_in = '0; lsh = '0; rsh_in = '0; rsh = '0; ar = '0; lsh_n = '0;
        rsh_fill = 1'b0; sgn_shr = 1'b0; clamp = 1'b0;
        lt = 1'b0; eq = 1'b0; sgn_cmp = 1'b0; r = 1'b0; pd1 = 1'b0; pd2 = 1'b0; ia = 1'b0;
        ib = 1'b0; v = '0; cco = '0;
      end else begin
        a   = q_a[l*32 +: 32];
        b   = q_b[l*32 +: 32];
        c   = q_c[l*32 +: 32];
        s2  = d_swap ? c : b;
        s3  = d_swap ? b : c;
        cci = q_cc[l*4 +: 4];

        // ---- multiplier (IMAD, IMUL): bits 5-7 = src2 signed, .HI, Ra signed (op_imad)
        sb = q_word[5];
        hi = q_word[6];
        sa = q_word[7];
        ma = {sa & a[31], a};
        mb = {sb & s2[31], s2};
        mp = ma * mb;
        t  = (hi && bug_q != ABUG_IMUL_HI_RETURNS_LOW) ? mp[63:32] : mp[31:0];

        // ---- the negation table (add_mode): one negation = ones' complement with carry in 1;
        // both (.PO) = a + b + 1; .X replaces the carry in by $c.C (below)
        xa      = (d_na && !d_nb) ? 32'hffff_ffff : 32'd0;
        xb      = (d_nb && !d_na) ? 32'hffff_ffff : 32'd0;
        neg_cin = d_na | d_nb;

        // ---- shifters. Left: Ra << (ISCADD: bits 5-9; SHL: src2 mod 32; BFI: src2[4:0] = pos).
        // Right: {fill, x} >> src2[4:0] (SHR: x = Ra, fill = the sign if signed; BFE: x = Ra
        // or its bit reversal with .BREV, the fill bits are replaced by bfe32).
        lsh_in = (d_isc && bug_q == ABUG_ISCADD_NEG_BEFORE_SHIFT) ? (a ^ xa) : a;
        lsh_n  = d_isc ? q_word[9:5] : s2[4:0];
        lsh    = lsh_in << lsh_n;
        ar     = q_word[8] ? brev32(a) : a;              // BFE .BREV
        sgn_shr  = d_sgn || bug_q == ABUG_SHR_U32_SIGN_FILL;
        rsh_fill = (d_kind == K_SHR) && sgn_shr && a[31];
        rsh_in   = (d_kind == K_BFE) ? ar : a;
        rsh      = 32'({{32{rsh_fill}}, rsh_in} >> s2[4:0]);
        // SHL/SHR clamp (bit 9 clear, "no .W"): an amount above 31 gives 0 or the sign fill
        clamp  = !q_word[9] && (bug_q != ABUG_SHIFT_AMOUNT_WRAPS) && (s2 > 32'd31);

        // ---- the adder: sum = A + B + cin (add3), C = carry out of bit 31, O = signed overflow
        add_a   = 32'd0;
        add_b   = 32'd0;
        cin     = 1'b0;
        case (d_kind)
          K_IADD: begin
            if (!d_isc)
              add_a = a ^ xa;
            else if (bug_q == ABUG_ISCADD_NEG_BEFORE_SHIFT)
              add_a = lsh;                                // the bug: (Ra ^ xa) << shift
            else
              add_a = lsh ^ xa;                           // ISCADD: (Ra << shift) ^ xa
            add_b = s2 ^ xb;
            cin   = (d_x && !(bug_q == ABUG_IADD_X_CARRY_IGNORED)) ? cci[CC_C] : neg_cin;
          end
          K_IMAD: begin
            add_a = t ^ xa;
            add_b = s3 ^ xb;
            cin   = d_x ? cci[CC_C] : neg_cin;
          end
          K_ISETP, K_ISET, K_IMNMX: begin                  // a - b, or with .X a + ~b + $c.C
            add_a = a;
            add_b = ~s2;
            cin   = d_x ? cci[CC_C] : 1'b1;
          end
          default: ;
        endcase
        s33 = {1'b0, add_a} + {1'b0, add_b} + {32'd0, cin};
        sum = s33[31:0];
        co  = (d_kind == K_IADD && !d_isc && bug_q == ABUG_IADD_CC_CARRY_BIT31) ?
              sum[31] : s33[32];
        ov  = ((add_a[31] ^ sum[31]) & (add_b[31] ^ sum[31]));
        // .SAT: a signed overflow saturates toward A's sign (add_sat)
        if (ov)
          sat_v = ((bug_q == ABUG_SAT_LIMIT_FROM_RESULT) ? sum[31] : add_a[31]) ?
                  32'h8000_0000 : 32'h7fff_ffff;
        else
          sat_v = sum;

        // ---- compare a with src2 (icmp_mask): lt, eq from the adder
        sgn_cmp = d_sgn ^ (d_kind == K_ISETP && bug_q == ABUG_ISETP_SIGN_SWAPPED);
        lt = sgn_cmp ? (sum[31] ^ ov) : !s33[32];
        eq = (sum == 32'd0) &&
             (!d_x || cci[CC_Z] || bug_q == ABUG_SETP_X_Z_NOT_CHAINED);   // .X: Z chained
        r  = icmp_tt(d_cmp, lt, eq);
        if (d_kind == K_PSETP || d_kind == K_PSET)
          r = plogic(d_pop, d_pa_m[l], d_pb_m[l]);                     // Pa op Pb
        pd1 = plogic(d_comb, r, d_pc_m[l]);
        pd2 = plogic(d_comb, (d_kind == K_PSETP && bug_q == ABUG_PSETP_PD2_NOT_INVERTED)
                             ? r : !r, d_pc_m[l]);

        // ---- result and $c of the family
        v   = 32'd0;
        cco = 4'd0;
        ia  = 1'b0;
        ib  = 1'b0;
        case (d_kind)
          K_MOV: v = b;
          K_SEL: v = d_psel_m[l] ? a : s2;
          K_IADD: begin
            v   = d_sat ? sat_v : sum;
            cco = zs32(v);
            cco[CC_C] = co;
            cco[CC_O] = ov;
          end
          K_IMAD: begin
            if (d_mad) begin
              v   = d_sat ? sat_v : sum;
              cco = zs32(v);
              cco[CC_C] = co;
              cco[CC_O] = ov;
            end else begin
              v   = t;                                        // IMUL: C = O = 0
              cco = zs32(v);
            end
          end
          K_ISET, K_PSET: begin
            v   = pd1 ? d_one : 32'd0;
            cco = zs32(v);
          end
          K_ICMP: begin
            // (c cmp 0) ? a : src2, c = src3 (signed: lt = its sign bit)
            if (icmp_tt(d_cmp, d_sgn & s3[31], s3 == 32'd0) ^
                (bug_q == ABUG_ICMP_SENSE_SWAPPED))
              v = a;
            else
              v = s2;
          end
          K_IMNMX: begin
            v   = (d_pc_m[l] == lt) ? a : s2;                 // min: a if a < b; max: a if not
            cco = zs32(v);
          end
          K_SHL: begin
            v   = clamp ? 32'd0 : lsh;
            cco = zs32(v);
          end
          K_SHR: begin
            v   = clamp ? {32{rsh_fill}} : rsh;
            cco = zs32(v);
          end
          K_LOP: begin
            ia  = (bug_q == ABUG_LOP_INV_SWAPPED) ? d_ib : d_ia;
            ib  = (bug_q == ABUG_LOP_INV_SWAPPED) ? d_ia : d_ib;
            v   = lop32(q_word[7:6], a ^ {32{ia}}, s2 ^ {32{ib}});
            cco = zs32(v);
          end
          K_POPC: begin
            ia = d_ia && (bug_q != ABUG_POPC_IGNORES_INV);
            ib = d_ib && (bug_q != ABUG_POPC_IGNORES_INV);
            v  = popc32((a ^ {32{ia}}) & (s2 ^ {32{ib}}));
          end
          K_FLO: begin
            v   = flo32(s2 ^ {32{d_ib}}, d_sgn, q_word[6], bug_q == ABUG_FLO_SIGNED_NO_INVERT);
            cco = zs32(v);
          end
          K_BFE: begin
            v   = bfe32(ar, rsh, s2[15:0], d_sgn && (bug_q != ABUG_BFE_NO_SIGN_EXTEND));
            cco = zs32(v);
          end
          K_BFI: begin
            v   = bfi32(lsh, s2[15:0], s3);
            cco = zs32(v);
          end
          default: ;
        endcase
      end
    end

    assign l_value[l*32 +: 32] = v;
    assign l_cc[l*4 +: 4]      = cco;
    assign l_pd[l]             = pd1;
    assign l_pd2[l]            = pd2;
  end

  // ------------------------------------------------------------------ record
  logic              n_handled, n_reg_we, n_cc_we;
  logic [5:0]        n_reg;
  logic [W*32-1:0]   n_value;
  logic [7:0]        n_pred_we;
  logic [8*W-1:0]    n_pred;
  logic [W*4-1:0]    n_cc;

  always_comb begin : record
    logic         exec;   // handled and some lane executes (else nothing is written)
    logic         setp;
    logic [W-1:0] pd_v;
    n_handled = q_valid && d_known && (!d_unsup || q_lanes == '0);
    exec      = n_handled && (q_lanes != '0);
    setp      = (d_kind == K_ISETP) || (d_kind == K_PSETP);
    // register: never RZ
    n_reg_we  = exec && d_wreg && (d_rd != 6'd63);
    n_reg     = n_reg_we ? d_rd : 6'd0;
    // $c: with .CC, also when Rd is RZ (sg_x_put_zs drops the register, not $c)
    n_cc_we   = exec && d_wcc && !(bug_q == ABUG_CC_DROPPED_FOR_RZ && d_rd == 6'd63);
    for (int l = 0; l < W; l++) begin
      n_value[l*32 +: 32] = (n_reg_we && q_lanes[l]) ? l_value[l*32 +: 32] : 32'd0;
      n_cc[l*4 +: 4]      = (n_cc_we && q_lanes[l]) ? l_cc[l*4 +: 4] : 4'd0;
    end
    // predicates: Pd then Pd2 (sg_x_put_setp); PT dropped; only the executing lanes
    n_pred_we = 8'd0;
    n_pred    = '0;
    pd_v      = l_pd & q_lanes;
    if (d_kind == K_ISETP && bug_q == ABUG_ISETP_PRED_INACTIVE_LANES)
      pd_v = l_pd;
    if (exec && setp) begin
      if (d_pd != 3'd7) begin
        n_pred_we[d_pd]          = 1'b1;
        n_pred[32'(d_pd)*W +: W] = pd_v;
      end
      if (d_pd2 != 3'd7) begin
        n_pred_we[d_pd2]          = 1'b1;
        n_pred[32'(d_pd2)*W +: W] = l_pd2 & q_lanes;
      end
    end
  end

  // ------------------------------------------------------------------ record (from the latch)
  always_comb begin : out_record
    out_valid   = q_valid;
    out_handled = n_handled;
    out_warp    = q_valid ? q_warp : 6'd0;
    out_lanes   = q_valid ? q_lanes : '0;
    out_reg_we  = n_reg_we;
    out_reg     = n_reg;
    out_value   = n_value;
    out_pred_we = n_pred_we;
    out_pred    = n_pred;
    out_cc_we   = n_cc_we;
    out_cc      = n_cc;
  end

endmodule
