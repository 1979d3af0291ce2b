// lockstep_top.sv - what the C++ and SystemC lock-step testbenches verilate: the reference
// units of an SM that the model checks clock by clock, side by side, each with its own ports
// brought out unchanged (specs/dpi.md §3.2 for the stack, specs/datapath.md §6-§7 for the
// datapath units):
//   simt_stack_unit              the token stacks of every warp
//   alu_lanes  u_alu[s]          the integer ALU lanes of issue port s
//   ldst_unit  u_ldst[s]         the LD/ST unit of issue port s
//   sm_decode  u_dec[s]          the decoder of issue port s (generated from the ISA table,
//                                specs/decode.md): the packed decode bundle of the issued word
//   lane_compactor u_lc[s][i]    the lane schedules of issue port s on a group of 16, 8 and 4
//                                ALU lanes per clock (i = 0, 1, 2: ALU and LD/ST; half-rate
//                                and FP64; SFU - specs/timing.md UN-1, specs/lanes-rtl.md)
// The testbench drives each unit with the model's bundles (issue bundle, operand bundle, the
// issue's guard and lane mode) and compares what comes out with the model's state, retire
// records and lane schedules. Per-port signals are packed with port s at [s*W +: W] (W = the
// unit port's width; the compactors at [(s*3+i)*W +: W]). One bug_sel drives every unit: the
// ids do not overlap (simt_bugs.svh 1-63, alu_bugs.svh 64-95, ldst_bugs.svh 96-127,
// lane_bugs.svh 128-159, decode_bugs.svh 160-191; sched_bugs.svh 192-223).
// The warp schedulers (rtl_stubs/warp_sched.sv, specs/timing.md WR-1..WR-8) are verilated as a
// model of their own beside this one, in the same executable (Vwarp_sched), with the same clock,
// reset, launch bundle (launch_valid) and bug_sel: the testbench evaluates it only when the run
// compares the schedulers (cycle timing), so that a functional-timing run does not pay for its
// combinational logic at every evaluation of this top (one per warp slot read each clock).
module lockstep_top #(
    parameter int NWARPS    = 48,
    parameter int WARP_SIZE = 32,
    parameter int NSCHED    = 2,
    parameter int CAPACITY  = 64,
    parameter int WT_SLOTS  = 16,
    parameter int DEC_BITS  = 213   // the decode bundle's width (sum of its field widths)
) (
    input  logic                             clk,
    input  logic                             rst_n,
    // ---- simt_stack_unit (specs/dpi.md §3.2)
    input  logic [15:0]                      cfg_onchip,
    input  logic [15:0]                      cfg_capacity,
    input  logic [15:0]                      cfg_wt_slots,
    input  logic                             cfg_policy,
    input  logic [NWARPS-1:0]                launch_valid,
    input  logic [31:0]                      launch_pc,
    input  logic [NWARPS*WARP_SIZE-1:0]      launch_live,
    input  logic [NSCHED-1:0]                iss_valid,
    input  logic [NSCHED*6-1:0]              iss_warp,
    input  logic [NSCHED*4-1:0]              iss_ctrl,
    input  logic [NSCHED-1:0]                iss_cond,
    input  logic [NSCHED-1:0]                iss_sflag,
    input  logic [NSCHED-1:0]                iss_uni,
    input  logic [NSCHED*WARP_SIZE-1:0]      iss_guard,
    input  logic [NSCHED*32-1:0]             iss_target,
    input  logic [NSCHED*WARP_SIZE*32-1:0]   iss_lane_target,
    output logic [NSCHED*32-1:0]             st_pc,
    output logic [NSCHED*WARP_SIZE-1:0]      st_am,
    output logic [NSCHED*2-1:0]              st_push,
    output logic [NSCHED*2-1:0]              st_pop,
    output logic [NSCHED*2-1:0]              st_spill,
    output logic [NSCHED*2-1:0]              st_fill,
    output logic [NSCHED*2-1:0]              st_error,
    input  logic [5:0]                       rd_warp,
    output logic [1:0]                       rd_status,
    output logic [1:0]                       rd_error,
    output logic [31:0]                      rd_pc,
    output logic [WARP_SIZE-1:0]             rd_am,
    output logic [WARP_SIZE-1:0]             rd_bm,
    output logic [WARP_SIZE-1:0]             rd_cm,
    output logic [WARP_SIZE-1:0]             rd_rm,
    output logic [WARP_SIZE-1:0]             rd_xm,
    output logic [WARP_SIZE-1:0]             rd_live,
    output logic [15:0]                      rd_depth,
    output logic [CAPACITY*3-1:0]            rd_tok_type,
    output logic [CAPACITY*WARP_SIZE-1:0]    rd_tok_mask,
    output logic [CAPACITY*32-1:0]           rd_tok_pc,
    output logic [WT_SLOTS-1:0]              rd_wt_valid,
    output logic [WT_SLOTS*32-1:0]           rd_wt_pc,
    output logic [WT_SLOTS*16-1:0]           rd_wt_depth,
    output logic [WT_SLOTS*WARP_SIZE-1:0]    rd_wt_mask,
    // ---- the operand bundle of each port (specs/datapath.md §2)
    input  logic [NSCHED-1:0]                alu_in_valid,
    input  logic [NSCHED-1:0]                ldst_in_valid,
    input  logic [NSCHED*6-1:0]              op_warp,
    input  logic [NSCHED*64-1:0]             op_word,
    input  logic [NSCHED*WARP_SIZE-1:0]      op_lanes,
    input  logic [NSCHED*WARP_SIZE*32-1:0]   op_a,
    input  logic [NSCHED*WARP_SIZE*32-1:0]   op_a_hi,
    input  logic [NSCHED*WARP_SIZE*32-1:0]   op_b,
    input  logic [NSCHED*WARP_SIZE*32-1:0]   op_c,
    input  logic [NSCHED*4*WARP_SIZE*32-1:0] op_d,
    input  logic [NSCHED*8*WARP_SIZE-1:0]    op_pred,
    input  logic [NSCHED*WARP_SIZE*4-1:0]    op_cc,
    input  logic [NSCHED*4*WARP_SIZE*32-1:0] op_rdata,
    // ---- alu_lanes' records (specs/datapath.md §6)
    output logic [NSCHED-1:0]                alu_valid,
    output logic [NSCHED-1:0]                alu_handled,
    output logic [NSCHED*6-1:0]              alu_warp,
    output logic [NSCHED*WARP_SIZE-1:0]      alu_lanes_o,
    output logic [NSCHED-1:0]                alu_reg_we,
    output logic [NSCHED*6-1:0]              alu_reg,
    output logic [NSCHED*WARP_SIZE*32-1:0]   alu_value,
    output logic [NSCHED*8-1:0]              alu_pred_we,
    output logic [NSCHED*8*WARP_SIZE-1:0]    alu_pred,
    output logic [NSCHED-1:0]                alu_cc_we,
    output logic [NSCHED*WARP_SIZE*4-1:0]    alu_cc,
    // ---- ldst_unit's records (specs/datapath.md §7)
    output logic [NSCHED-1:0]                ldst_valid,
    output logic [NSCHED-1:0]                ldst_handled,
    output logic [NSCHED*6-1:0]              ldst_warp,
    output logic [NSCHED*WARP_SIZE-1:0]      ldst_lanes,
    output logic [NSCHED*2-1:0]              ldst_kind,
    output logic [NSCHED*2-1:0]              ldst_space,
    output logic [NSCHED*5-1:0]              ldst_size,
    output logic [NSCHED*WARP_SIZE*64-1:0]   ldst_addr,
    output logic [NSCHED*WARP_SIZE*16-1:0]   ldst_be,
    output logic [NSCHED*4*WARP_SIZE*32-1:0] ldst_wdata,
    output logic [NSCHED*3-1:0]              ldst_nregs,
    output logic [NSCHED*6-1:0]              ldst_reg,
    output logic [NSCHED*4*WARP_SIZE*32-1:0] ldst_value,
    output logic [NSCHED*6-1:0]              ldst_ntrans,
    output logic [NSCHED*32*64-1:0]          ldst_trans,
    output logic [NSCHED*6-1:0]              ldst_passes,
    // ---- lane_compactor (specs/lanes-rtl.md), three per port
    input  logic [NSCHED*3-1:0]              lc_valid,
    input  logic [NSCHED*2-1:0]              lc_mode,
    input  logic [NSCHED*WARP_SIZE-1:0]      lc_mask,
    output logic [NSCHED*3-1:0]              lc_out_valid,
    output logic [NSCHED*3*6-1:0]            lc_clocks,
    output logic [NSCHED*3*WARP_SIZE-1:0]    lc_enable,
    output logic [NSCHED*3*WARP_SIZE*6-1:0]  lc_src,
    // ---- sm_decode (specs/decode.md), one per port: dec_bundle packs every field LSB-first
    input  logic [NSCHED-1:0]                dec_in_valid,
    input  logic [NSCHED*64-1:0]             dec_in_word,
    output logic [NSCHED-1:0]                dec_out_valid,
    output logic [NSCHED*DEC_BITS-1:0]       dec_bundle,
`ifdef SMGOLD_LOAD_PORT
    // ---- simt_stack_unit's state load (specs/checkpoint.md §7, the warm start)
    input  logic                             ld_valid,
    input  logic [1:0]                       ld_what,
    input  logic [5:0]                       ld_warp,
    input  logic [15:0]                      ld_idx,
    input  logic [31:0]                      ld_pc,
    input  logic [WARP_SIZE-1:0]             ld_mask,
    input  logic [WARP_SIZE-1:0]             ld_bm,
    input  logic [WARP_SIZE-1:0]             ld_cm,
    input  logic [WARP_SIZE-1:0]             ld_rm,
    input  logic [WARP_SIZE-1:0]             ld_xm,
    input  logic [WARP_SIZE-1:0]             ld_live,
    input  logic [15:0]                      ld_depth,
    input  logic [2:0]                       ld_type,
    input  logic [1:0]                       ld_status,
    input  logic [1:0]                       ld_error,
    input  logic [WT_SLOTS-1:0]              ld_wt_valid,
`endif
    input  logic [7:0]                       bug_sel
);
  localparam int W = WARP_SIZE;

  simt_stack_unit #(
      .NWARPS   (NWARPS),
      .WARP_SIZE(WARP_SIZE),
      .NSCHED   (NSCHED),
      .CAPACITY (CAPACITY),
      .WT_SLOTS (WT_SLOTS)
  ) u_stack (.*);

  for (genvar s = 0; s < NSCHED; s++) begin : g_port
    alu_lanes #(
        .WARP_SIZE(WARP_SIZE)
    ) u_alu (
        .clk        (clk),
        .rst_n      (rst_n),
        .in_valid   (alu_in_valid[s]),
        .in_warp    (op_warp[s*6+:6]),
        .in_word    (op_word[s*64+:64]),
        .in_lanes   (op_lanes[s*W+:W]),
        .in_a       (op_a[s*W*32+:W*32]),
        .in_b       (op_b[s*W*32+:W*32]),
        .in_c       (op_c[s*W*32+:W*32]),
        .in_pred    (op_pred[s*8*W+:8*W]),
        .in_cc      (op_cc[s*W*4+:W*4]),
        .bug_sel    (bug_sel),
        .out_valid  (alu_valid[s]),
        .out_handled(alu_handled[s]),
        .out_warp   (alu_warp[s*6+:6]),
        .out_lanes  (alu_lanes_o[s*W+:W]),
        .out_reg_we (alu_reg_we[s]),
        .out_reg    (alu_reg[s*6+:6]),
        .out_value  (alu_value[s*W*32+:W*32]),
        .out_pred_we(alu_pred_we[s*8+:8]),
        .out_pred   (alu_pred[s*8*W+:8*W]),
        .out_cc_we  (alu_cc_we[s]),
        .out_cc     (alu_cc[s*W*4+:W*4])
    );

    ldst_unit #(
        .WARP_SIZE(WARP_SIZE)
    ) u_ldst (
        .clk        (clk),
        .rst_n      (rst_n),
        .in_valid   (ldst_in_valid[s]),
        .in_warp    (op_warp[s*6+:6]),
        .in_word    (op_word[s*64+:64]),
        .in_lanes   (op_lanes[s*W+:W]),
        .in_a       (op_a[s*W*32+:W*32]),
        .in_a_hi    (op_a_hi[s*W*32+:W*32]),
        .in_d       (op_d[s*4*W*32+:4*W*32]),
        .in_rdata   (op_rdata[s*4*W*32+:4*W*32]),
        .bug_sel    (bug_sel),
        .out_valid  (ldst_valid[s]),
        .out_handled(ldst_handled[s]),
        .out_warp   (ldst_warp[s*6+:6]),
        .out_lanes  (ldst_lanes[s*W+:W]),
        .out_kind   (ldst_kind[s*2+:2]),
        .out_space  (ldst_space[s*2+:2]),
        .out_size   (ldst_size[s*5+:5]),
        .out_addr   (ldst_addr[s*W*64+:W*64]),
        .out_be     (ldst_be[s*W*16+:W*16]),
        .out_wdata  (ldst_wdata[s*4*W*32+:4*W*32]),
        .out_nregs  (ldst_nregs[s*3+:3]),
        .out_reg    (ldst_reg[s*6+:6]),
        .out_value  (ldst_value[s*4*W*32+:4*W*32]),
        .out_ntrans (ldst_ntrans[s*6+:6]),
        .out_trans  (ldst_trans[s*32*64+:32*64]),
        .out_passes (ldst_passes[s*6+:6])
    );

    // the decoder: only its packed bundle is used here (the single dec_* ports carry the
    // same bits)
    /* verilator lint_off PINMISSING */
    sm_decode u_dec (
        .clk       (clk),
        .rst_n     (rst_n),
        .in_valid  (dec_in_valid[s]),
        .in_word   (dec_in_word[s*64+:64]),
        .bug_sel   (bug_sel),
        .out_valid (dec_out_valid[s]),
        .dec_bundle(dec_bundle[s*DEC_BITS+:DEC_BITS])
    );
    /* verilator lint_on PINMISSING */

    // 16, 8 and 4 lanes per clock: G * LPC = W slots each (W a multiple of 16)
    for (genvar i = 0; i < 3; i++) begin : g_lc
      lane_compactor #(
          .WIDTH(WARP_SIZE),
          .LPC  (16 >> i)
      ) u_lc (
          .clk       (clk),
          .rst_n     (rst_n),
          .in_valid  (lc_valid[s*3+i]),
          .in_mode   (lc_mode[s*2+:2]),
          .in_mask   (lc_mask[s*W+:W]),
          .bug_sel   (bug_sel),
          .out_valid (lc_out_valid[s*3+i]),
          .out_clocks(lc_clocks[(s*3+i)*6+:6]),
          .out_enable(lc_enable[(s*3+i)*W+:W]),
          .out_src   (lc_src[(s*3+i)*W*6+:W*6])
      );
    end
  end
endmodule
