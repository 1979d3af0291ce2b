// sm_top.sv - one Fermi SM as far as the lock-step checks it: block launcher, warp
// schedulers, fetch/decode and predicate unit feeding simt_stack_unit; the operand collector
// feeding, per issue port, the integer ALU lanes and the LD/ST unit.
//
// The reference units by default: simt_stack_unit, alu_lanes and ldst_unit (rtl_stubs/).
// The others are DPI-backed stand-ins (rtl_stubs/sm_units_dpi.sv) driven by the golden
// model, and sm_model_clock_dpi steps the model once per clock (falling edge). The lock-step
// checker (testbench/sv/smgold_checker.sv) observes the stack through the ports below (the
// issue valid bits and step outputs before each rising edge, the read port after it) and the
// datapath units' retire records after each rising edge (specs/datapath.md).
//
// Swapping in your own RTL unit
// -----------------------------
// Each unit is instantiated through a macro naming its module; the defaults are the
// stand-ins. To put your unit in, give it the stand-in's ports (names, widths, packing:
// specs/dpi.md §3.2; wrap it if it has more) and the parameters sm_top passes it, compile
// your file with the others, and define the macro, e.g. +define+SM_SCHED_UNIT=my_sched (or
// `define it before this file). The macros and their stand-ins:
//     SM_LAUNCH_UNIT  sm_launch_dpi   #(NWARPS, WARP_SIZE)    configuration + launch bundle
//     SM_SCHED_UNIT   sm_sched_dpi    #(NSCHED)               iss_valid, iss_warp
//     SM_DECODE_UNIT  sm_decode_dpi   #(NSCHED, WARP_SIZE)    iss_ctrl/cond/sflag/uni/target/lane_target
//     SM_ALU_UNIT     sm_alu_dpi      #(NSCHED, WARP_SIZE)    iss_guard (predicate unit)
//     SM_STACK_UNIT   simt_stack_unit #(all)                  the token stacks
//     SM_OPC_UNIT     sm_opc_dpi      #(NSCHED, WARP_SIZE)    operand bundles (datapath.md §2)
//     SM_ALU_LANES    alu_lanes       #(WARP_SIZE), per port  integer results (datapath.md §6);
//                                                             stand-in: sm_alu_lanes_dpi
//     SM_LDST_UNIT    ldst_unit       #(WARP_SIZE), per port  memory accesses (datapath.md §7);
//                                                             stand-in: sm_ldst_unit_dpi
// Your unit must produce, clock by clock, what the model does: the checker compares the
// stack's state and the datapath units' retire records with the model's after every edge,
// so a unit that deviates shows as the first field that differs (with the lane). The remaining stand-ins serve the model's issue of each
// clock; sm_decode_dpi stops the run when the scheduler issued other warps than the model.
// Keep sm_model_clock_dpi whatever you swap: it is the model's clock, not an SM unit.
//
// Plain SystemVerilog (IEEE 1800-2017); nothing simulator specific.

`ifndef SM_LAUNCH_UNIT
`define SM_LAUNCH_UNIT sm_launch_dpi
`endif
`ifndef SM_SCHED_UNIT
`define SM_SCHED_UNIT sm_sched_dpi
`endif
`ifndef SM_DECODE_UNIT
`define SM_DECODE_UNIT sm_decode_dpi
`endif
`ifndef SM_ALU_UNIT
`define SM_ALU_UNIT sm_alu_dpi
`endif
`ifndef SM_OPC_UNIT
`define SM_OPC_UNIT sm_opc_dpi
`endif
`ifndef SM_ALU_LANES
`define SM_ALU_LANES alu_lanes
`endif
`ifndef SM_LDST_UNIT
`define SM_LDST_UNIT ldst_unit
`endif
`ifndef SM_STACK_UNIT
`define SM_STACK_UNIT simt_stack_unit
`endif

module sm_top #(
    parameter int NWARPS    = 48,
    parameter int WARP_SIZE = 32,
    parameter int NSCHED    = 2,
    parameter int CAPACITY  = 64,
    parameter int WT_SLOTS  = 16
) (
    input  logic                          clk,
    input  logic                          rst_n,
    // observation (the lock-step checker): issue valid bits and step outputs, before the edge
    output logic [NSCHED-1:0]             iss_valid,
    output logic [NSCHED*32-1:0]          st_pc,
    output logic [NSCHED*WARP_SIZE-1:0]   st_am,
    output logic [NSCHED*2-1:0]           st_push,
    output logic [NSCHED*2-1:0]           st_pop,
    output logic [NSCHED*2-1:0]           st_spill,
    output logic [NSCHED*2-1:0]           st_fill,
    output logic [NSCHED*2-1:0]           st_error,
    // the stack's read port, after the edge
    input  logic [5:0]                    rd_warp,
    output logic [1:0]                    rd_status,
    output logic [1:0]                    rd_error,
    output logic [31:0]                   rd_pc,
    output logic [WARP_SIZE-1:0]          rd_am,
    output logic [WARP_SIZE-1:0]          rd_bm,
    output logic [WARP_SIZE-1:0]          rd_cm,
    output logic [WARP_SIZE-1:0]          rd_rm,
    output logic [WARP_SIZE-1:0]          rd_xm,
    output logic [WARP_SIZE-1:0]          rd_live,
    output logic [15:0]                   rd_depth,
    output logic [CAPACITY*3-1:0]         rd_tok_type,
    output logic [CAPACITY*WARP_SIZE-1:0] rd_tok_mask,
    output logic [CAPACITY*32-1:0]        rd_tok_pc,
    output logic [WT_SLOTS-1:0]           rd_wt_valid,
    output logic [WT_SLOTS*32-1:0]        rd_wt_pc,
    output logic [WT_SLOTS*16-1:0]        rd_wt_depth,
    output logic [WT_SLOTS*WARP_SIZE-1:0] rd_wt_mask,
    // the datapath units' retire records, after the edge (specs/datapath.md §6, §7),
    // port s at [s*W +: W]
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
    output logic [NSCHED*6-1:0]              ldst_passes
`ifdef SMGOLD_BUG_PORT
    ,
    input  logic [7:0]                    bug_sel  // the injected bug of any unit (0 = none)
`endif
);
  timeunit 1ns;
  timeprecision 1ps;

  // configuration registers and launch bundle
  logic [15:0]                 cfg_onchip, cfg_capacity, cfg_wt_slots;
  logic                        cfg_policy;
  logic [NWARPS-1:0]           launch_valid;
  logic [31:0]                 launch_pc;
  logic [NWARPS*WARP_SIZE-1:0] launch_live;
  // issue bundle
  logic [NSCHED*6-1:0]           iss_warp;
  logic [NSCHED*4-1:0]           iss_ctrl;
  logic [NSCHED-1:0]             iss_cond, iss_sflag, iss_uni;
  logic [NSCHED*WARP_SIZE-1:0]   iss_guard;
  logic [NSCHED*32-1:0]          iss_target;
  logic [NSCHED*WARP_SIZE*32-1:0] iss_lane_target;

  sm_model_clock_dpi u_model_clock (
      .clk  (clk),
      .rst_n(rst_n)
  );

  `SM_LAUNCH_UNIT #(
      .NWARPS   (NWARPS),
      .WARP_SIZE(WARP_SIZE)
  ) u_launch (
      .cfg_onchip  (cfg_onchip),
      .cfg_capacity(cfg_capacity),
      .cfg_wt_slots(cfg_wt_slots),
      .cfg_policy  (cfg_policy),
      .launch_valid(launch_valid),
      .launch_pc   (launch_pc),
      .launch_live (launch_live)
  );

  `SM_SCHED_UNIT #(
      .NSCHED(NSCHED)
  ) u_sched (
      .iss_valid(iss_valid),
      .iss_warp (iss_warp)
  );

  `SM_DECODE_UNIT #(
      .NSCHED   (NSCHED),
      .WARP_SIZE(WARP_SIZE)
  ) u_decode (
      .clk            (clk),
      .iss_valid      (iss_valid),
      .iss_warp       (iss_warp),
      .iss_ctrl       (iss_ctrl),
      .iss_cond       (iss_cond),
      .iss_sflag      (iss_sflag),
      .iss_uni        (iss_uni),
      .iss_target     (iss_target),
      .iss_lane_target(iss_lane_target)
  );

  `SM_ALU_UNIT #(
      .NSCHED   (NSCHED),
      .WARP_SIZE(WARP_SIZE)
  ) u_alu (
      .iss_valid(iss_valid),
      .iss_warp (iss_warp),
      .iss_guard(iss_guard)
  );

  // operand bundles (specs/datapath.md §2)
  localparam int W = WARP_SIZE;
  logic [NSCHED-1:0]                alu_in_valid, ldst_in_valid;
  logic [NSCHED*6-1:0]              op_warp;
  logic [NSCHED*64-1:0]             op_word;
  logic [NSCHED*WARP_SIZE-1:0]      op_lanes;
  logic [NSCHED*WARP_SIZE*32-1:0]   op_a, op_a_hi, op_b, op_c;
  logic [NSCHED*4*WARP_SIZE*32-1:0] op_d, op_rdata;
  logic [NSCHED*8*WARP_SIZE-1:0]    op_pred;
  logic [NSCHED*WARP_SIZE*4-1:0]    op_cc;

  `SM_OPC_UNIT #(
      .NSCHED   (NSCHED),
      .WARP_SIZE(WARP_SIZE)
  ) u_opc (
      .alu_in_valid (alu_in_valid),
      .ldst_in_valid(ldst_in_valid),
      .op_warp      (op_warp),
      .op_word      (op_word),
      .op_lanes     (op_lanes),
      .op_a         (op_a),
      .op_a_hi      (op_a_hi),
      .op_b         (op_b),
      .op_c         (op_c),
      .op_d         (op_d),
      .op_pred      (op_pred),
      .op_cc        (op_cc),
      .op_rdata     (op_rdata)
  );

  for (genvar s = 0; s < NSCHED; s++) begin : g_port
    `SM_ALU_LANES #(
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
`ifdef SMGOLD_BUG_PORT
        .bug_sel    (bug_sel),
`endif
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

    `SM_LDST_UNIT #(
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
`ifdef SMGOLD_BUG_PORT
        .bug_sel    (bug_sel),
`endif
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
  end

  `SM_STACK_UNIT #(
      .NWARPS   (NWARPS),
      .WARP_SIZE(WARP_SIZE),
      .NSCHED   (NSCHED),
      .CAPACITY (CAPACITY),
      .WT_SLOTS (WT_SLOTS)
  ) u_stack (.*);  // the ports of specs/dpi.md §3.2, each wired to the signal of its name
endmodule
