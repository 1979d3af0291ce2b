// sm_top.sv - one Fermi SM as far as the SIMT token stack sees it: block launcher, warp
// schedulers, fetch/decode, ALU/predicate unit and LD/ST pipe feeding simt_stack_unit.
//
// Every unit but the stack is a DPI-backed stand-in (rtl_stubs/sm_units_dpi.sv) driven by
// the golden model, and sm_model_clock_dpi steps the model once per clock (falling edge).
// The lock-step checker (testbench/sv/smgold_checker.sv) observes the stack through the
// ports below: the issue valid bits and step outputs before each rising edge, the read port
// after it.
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
//     SM_ALU_UNIT     sm_alu_dpi      #(NSCHED, WARP_SIZE)    iss_guard
//     SM_LDST_UNIT    sm_ldst_dpi                             busy (placeholder)
//     SM_STACK_UNIT   simt_stack_unit #(all)                  the unit under test
// Your unit must produce, clock by clock, what the model does: the checker compares the
// stack's state with the model's after every edge, so a unit that deviates shows as the
// first stack field that differs. The remaining stand-ins serve the model's issue of each
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
`ifndef SM_LDST_UNIT
`define SM_LDST_UNIT sm_ldst_dpi
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
    // the LD/ST pipe's busy (always 0 today, see sm_ldst_dpi)
    output logic                          ldst_busy
`ifdef SMGOLD_BUG_PORT
    ,
    input  logic [7:0]                    bug_sel  // simt_stack_unit's injected bug (0 = none)
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

  `SM_LDST_UNIT u_ldst (
      .busy(ldst_busy)
  );

  `SM_STACK_UNIT #(
      .NWARPS   (NWARPS),
      .WARP_SIZE(WARP_SIZE),
      .NSCHED   (NSCHED),
      .CAPACITY (CAPACITY),
      .WT_SLOTS (WT_SLOTS)
  ) u_stack (.*);  // the ports of specs/dpi.md §3.2, each wired to the signal of its name
endmodule
