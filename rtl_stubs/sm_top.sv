// sm_top.sv - one Fermi SM as far as the lock-step checks it: block launcher, warp
// schedulers and scoreboard, fetch/decode and predicate unit feeding simt_stack_unit; the
// decoders and the lane compactors of each issue port; the operand collector feeding, per
// issue port, the integer ALU lanes and the LD/ST unit.
//
// The reference units by default (rtl_stubs/): warp_sched (the warp schedulers and the
// scoreboard, specs/timing.md WR-1..WR-8), simt_stack_unit, and per issue port sm_decode
// (specs/decode.md), three lane_compactor (16, 8 and 4 ALU lanes per clock, specs/
// lanes-rtl.md), alu_lanes and ldst_unit: a whole SM of reference RTL but the block launcher.
// What no reference unit covers comes from DPI-backed stand-ins (rtl_stubs/sm_units_dpi.sv)
// driven by the golden model, and sm_model_clock_dpi steps the model once per clock (falling
// edge). The lock-step checker (testbench/sv/smgold_checker.sv) observes the units through
// the ports below: the issue, the stack's step outputs and the schedulers' decisions before
// each rising edge; the stack's read port, the datapath units' retire records, the decoders'
// bundles and the compactors' lane schedules after it (specs/dpi.md §8).
//
// Who issues (iss_valid / iss_warp, into the stack and every unit behind it)
// ---------------------------------------------------------------------------
//  * cycle timing, the model's schedulers = NSCHED (smgold_pkg::sched_on, decided by the
//    testbench at set-up): warp_sched's pick. Its inputs are the model's scheduler port bundle
//    of the clock (sm_sched_port_dpi: candidates, each warp's next-step needs, the bookings of
//    the issues - what the rest of the SM would tell it), so its picks, ready set, reasons and
//    pipes must equal the model's views, and the checker compares them every clock before the
//    edge (smgold_check_sched, fields sched_*). An RTL pick other than the model's is reported
//    as a sched_issue mismatch and ends the run after that clock: the stand-ins behind the
//    scheduler (decode, predicate unit, operand collector) can serve only the model's issue.
//  * functional timing (warp_sched models the cycle model's scoreboard and pipes only), or
//    other scheduler counts: the stand-in sm_sched_dpi, i.e. the model's issue; warp_sched
//    then sees no scheduler clock and is not compared.
//  * `define SM_SCHED_UNIT (a unit with sm_sched_dpi's ports, e.g. +define+SM_SCHED_UNIT=
//    sm_sched_dpi for the stand-in): that unit issues in every timing; warp_sched still runs
//    beside it on the model's bundles and is compared in cycle timing.
// The control bundle of each issue (iss_ctrl, iss_cond, iss_sflag, iss_uni, iss_target,
// iss_lane_target) still comes from the stand-in sm_decode_dpi, and the guard from sm_alu_dpi:
// the reference decoders (sm_decode) decode the same issued words beside them and are compared
// field by field after the edge (smgold_check_decode), and the lane compactors take each
// issue's guard and lane mode and are compared after the edge (smgold_check_lanes; runs whose
// warp_size is WARP_SIZE).
//
// Swapping in your own RTL unit
// -----------------------------
// Each unit is instantiated through a macro naming its module; the defaults are the
// reference units and the stand-ins. To put your unit in, give it the ports of the module it
// replaces (names, widths, packing: specs/dpi.md §3.2, specs/timing.md WR-3, specs/decode.md
// §5, specs/lanes-rtl.md, specs/datapath.md §6-§7; wrap it if it has more) and the parameters
// sm_top passes it, compile your file with the others, and define the macro, e.g.
// +define+SM_WARP_SCHED=my_sched (or `define it before this file). The macros:
//     SM_LAUNCH_UNIT     sm_launch_dpi     #(NWARPS, WARP_SIZE)  configuration + launch bundle
//     SM_WARP_SCHED      warp_sched        #(NWARPS, NSCHED, CW) the schedulers and scoreboard:
//                                                                the issue in cycle timing
//     SM_SCHED_PORT_UNIT sm_sched_port_dpi #(NWARPS, NSCHED, CW) warp_sched's inputs
//     SM_SCHED_UNIT      sm_sched_dpi      #(NSCHED)             iss_valid, iss_warp otherwise
//                                                                (defined: always, see above)
//     SM_FETCH_UNIT      sm_fetch_dpi      #(NSCHED)             each port's issued word
//     SM_DECODER         sm_decode         per port              decode bundle (dec_bundle)
//     SM_DECODE_UNIT     sm_decode_dpi     #(NSCHED, WARP_SIZE)  iss_ctrl/cond/sflag/uni/target/
//                                                                lane_target
//     SM_ALU_UNIT        sm_alu_dpi        #(NSCHED, WARP_SIZE)  iss_guard (predicate unit)
//     SM_LANE_SEL_UNIT   sm_lane_sel_dpi   #(NSCHED)             each issue's lane group, mode
//     SM_LANE_COMPACTOR  lane_compactor    #(WIDTH, LPC), 3 per port  lane schedules
//     SM_STACK_UNIT      simt_stack_unit   #(all)                the token stacks
//     SM_OPC_UNIT        sm_opc_dpi        #(NSCHED, WARP_SIZE)  operand bundles (datapath.md §2)
//     SM_ALU_LANES       alu_lanes         #(WARP_SIZE), per port integer results (datapath.md
//                                                                §6); stand-in: sm_alu_lanes_dpi
//     SM_LDST_UNIT       ldst_unit         #(WARP_SIZE), per port memory accesses (datapath.md
//                                                                §7); stand-in: sm_ldst_unit_dpi
// Your unit must produce, clock by clock, what the model does: the checker compares the
// schedulers' decisions, the stack's state, the decode bundles, the lane schedules and the
// datapath units' retire records with the model's every clock, so a unit that deviates shows
// as the first field that differs (with the slot, port or lane). The remaining stand-ins serve
// the model's issue of each clock; sm_decode_dpi stops the run when an SM_SCHED_UNIT of yours
// issued other warps than the model. Keep sm_model_clock_dpi whatever you swap: it is the
// model's clock, not an SM unit. One bug_sel (with `define SMGOLD_BUG_PORT) drives every
// reference unit: the ids do not overlap (rtl_stubs/bugs.tsv; warp_sched 192-223).
//
// Plain SystemVerilog (IEEE 1800-2017); nothing simulator specific.

`ifndef SM_LAUNCH_UNIT
`define SM_LAUNCH_UNIT sm_launch_dpi
`endif
`ifndef SM_WARP_SCHED
`define SM_WARP_SCHED warp_sched
`endif
`ifndef SM_SCHED_PORT_UNIT
`define SM_SCHED_PORT_UNIT sm_sched_port_dpi
`endif
`ifdef SM_SCHED_UNIT
`define SM_SCHED_UNIT_ALWAYS  // a unit named by the user issues in every timing
`else
`define SM_SCHED_UNIT sm_sched_dpi
`endif
`ifndef SM_FETCH_UNIT
`define SM_FETCH_UNIT sm_fetch_dpi
`endif
`ifndef SM_DECODER
`define SM_DECODER sm_decode
`endif
`ifndef SM_DECODE_UNIT
`define SM_DECODE_UNIT sm_decode_dpi
`endif
`ifndef SM_ALU_UNIT
`define SM_ALU_UNIT sm_alu_dpi
`endif
`ifndef SM_LANE_SEL_UNIT
`define SM_LANE_SEL_UNIT sm_lane_sel_dpi
`endif
`ifndef SM_LANE_COMPACTOR
`define SM_LANE_COMPACTOR lane_compactor
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
    parameter int WT_SLOTS  = 16,
    parameter int SCHED_CW  = 18,   // warp_sched's counter width (specs/timing.md WR-1)
    parameter int DEC_BITS  = 213   // the decode bundle's width (specs/decode.md §5)
) (
    input  logic                          clk,
    input  logic                          rst_n,
    // observation (the lock-step checker): the issue and the step outputs, before the edge
    output logic [NSCHED-1:0]             iss_valid,
    output logic [NSCHED*6-1:0]           iss_warp,
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
    // the warp schedulers and scoreboard (warp_sched, specs/timing.md WR-3), before the edge:
    // picks, refusals, stall causes (port s at [s*W +: W]), per slot w ready, long stall,
    // two-level active set, why (3 bits) and dep (7 bits), and the pipes' busy clocks left
    output logic [NSCHED-1:0]             ws_pick_valid,
    output logic [NSCHED*6-1:0]           ws_pick_warp,
    output logic [NSCHED-1:0]             ws_refused,
    output logic [NSCHED*2-1:0]           ws_cause,
    output logic [NWARPS-1:0]             ws_ready,
    output logic [NWARPS-1:0]             ws_stalled_long,
    output logic [NWARPS-1:0]             ws_active,
    output logic [NWARPS*3-1:0]           ws_why,
    output logic [NWARPS*7-1:0]           ws_dep,
    output logic [4*SCHED_CW-1:0]         ws_pipe_rem,
    // the decoders (sm_decode, specs/decode.md §5), after the edge: port s's packed bundle at
    // [s*DEC_BITS +: DEC_BITS]
    output logic [NSCHED*DEC_BITS-1:0]    dec_bundle,
    // the lane compactors (specs/lanes-rtl.md), after the edge: compactor i (16 >> i ALU lanes
    // per clock) of port s at index s*3 + i: [(s*3+i)*W +: W] with W = its port's width
    output logic [NSCHED*3-1:0]           lc_out_valid,
    output logic [NSCHED*3*6-1:0]         lc_clocks,
    output logic [NSCHED*3*WARP_SIZE-1:0] lc_enable,
    output logic [NSCHED*3*WARP_SIZE*6-1:0] lc_src,
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

  if (WARP_SIZE % 16 != 0) begin : g_param_check
    $error("sm_top: WARP_SIZE must be a multiple of 16 (the lane compactors' groups)");
  end
  localparam int W = WARP_SIZE;

  // configuration registers and launch bundle
  logic [15:0]                 cfg_onchip, cfg_capacity, cfg_wt_slots;
  logic                        cfg_policy;
  logic [NWARPS-1:0]           launch_valid;
  logic [31:0]                 launch_pc;
  logic [NWARPS*WARP_SIZE-1:0] launch_live;
  // issue bundle
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

  // ---- the warp schedulers and the scoreboard (specs/timing.md WR-1..WR-8), and who issues
  logic                     sched_rtl;   // warp_sched's pick is the issue (cycle timing)
  logic [1:0]               ws_cfg_policy;
  logic [6:0]               ws_cfg_two_level_active;
  logic [8:0]               ws_cfg_reissue;
  logic [12:0]              ws_cfg_lat_pred, ws_cfg_lat_cc, ws_cfg_lat_shared;
  logic                     ws_sched_clock;
  logic [NWARPS-1:0]        ws_cand, ws_resident, ws_at_bar, ws_dep_cc, ws_dep_unwind;
  logic [NWARPS*48-1:0]     ws_dep_src;
  logic [NWARPS*8-1:0]      ws_dep_src_v, ws_dep_preds;
  logic [NWARPS*2-1:0]      ws_dep_pipe;
  logic [NSCHED-1:0]        ws_ext_set, ws_ext_valid;
  logic [NSCHED*6-1:0]      ws_ext_warp;
  logic [NSCHED-1:0]        ws_bk_error, ws_bk_cc, ws_bk_long;
  logic [NSCHED*2-1:0]      ws_bk_spill, ws_bk_fill;
  logic [NSCHED*SCHED_CW-1:0] ws_bk_busy, ws_bk_delay;
  logic [NSCHED*64-1:0]     ws_bk_regs;
  logic [NSCHED*8-1:0]      ws_bk_preds;

  `SM_SCHED_PORT_UNIT #(
      .NWARPS(NWARPS),
      .NSCHED(NSCHED),
      .CW    (SCHED_CW)
  ) u_sched_port (
      .sched_rtl           (sched_rtl),
      .cfg_policy          (ws_cfg_policy),
      .cfg_two_level_active(ws_cfg_two_level_active),
      .cfg_reissue         (ws_cfg_reissue),
      .cfg_lat_pred        (ws_cfg_lat_pred),
      .cfg_lat_cc          (ws_cfg_lat_cc),
      .cfg_lat_shared      (ws_cfg_lat_shared),
      .sched_clock         (ws_sched_clock),
      .cand                (ws_cand),
      .resident            (ws_resident),
      .at_bar              (ws_at_bar),
      .dep_src             (ws_dep_src),
      .dep_src_v           (ws_dep_src_v),
      .dep_preds           (ws_dep_preds),
      .dep_cc              (ws_dep_cc),
      .dep_unwind          (ws_dep_unwind),
      .dep_pipe            (ws_dep_pipe),
      .ext_set             (ws_ext_set),
      .ext_valid           (ws_ext_valid),
      .ext_warp            (ws_ext_warp),
      .bk_error            (ws_bk_error),
      .bk_spill            (ws_bk_spill),
      .bk_fill             (ws_bk_fill),
      .bk_busy             (ws_bk_busy),
      .bk_regs             (ws_bk_regs),
      .bk_delay            (ws_bk_delay),
      .bk_preds            (ws_bk_preds),
      .bk_cc               (ws_bk_cc),
      .bk_long             (ws_bk_long)
  );

  `SM_WARP_SCHED #(
      .NWARPS(NWARPS),
      .NSCHED(NSCHED),
      .CW    (SCHED_CW)
  ) u_warp_sched (
      .clk                 (clk),
      .rst_n               (rst_n),
      .cfg_policy          (ws_cfg_policy),
      .cfg_two_level_active(ws_cfg_two_level_active),
      .cfg_reissue         (ws_cfg_reissue),
      .cfg_lat_pred        (ws_cfg_lat_pred),
      .cfg_lat_cc          (ws_cfg_lat_cc),
      .cfg_lat_shared      (ws_cfg_lat_shared),
      .sched_clock         (ws_sched_clock),
      .launch              (launch_valid),
      .cand                (ws_cand),
      .resident            (ws_resident),
      .at_bar              (ws_at_bar),
      .dep_src             (ws_dep_src),
      .dep_src_v           (ws_dep_src_v),
      .dep_preds           (ws_dep_preds),
      .dep_cc              (ws_dep_cc),
      .dep_unwind          (ws_dep_unwind),
      .dep_pipe            (ws_dep_pipe),
      .ext_set             (ws_ext_set),
      .ext_valid           (ws_ext_valid),
      .ext_warp            (ws_ext_warp),
      .bk_error            (ws_bk_error),
      .bk_spill            (ws_bk_spill),
      .bk_fill             (ws_bk_fill),
      .bk_busy             (ws_bk_busy),
      .bk_regs             (ws_bk_regs),
      .bk_delay            (ws_bk_delay),
      .bk_preds            (ws_bk_preds),
      .bk_cc               (ws_bk_cc),
      .bk_long             (ws_bk_long),
      .pick_valid          (ws_pick_valid),
      .pick_warp           (ws_pick_warp),
      .refused             (ws_refused),
      .cause               (ws_cause),
      .ready               (ws_ready),
      .stalled_long        (ws_stalled_long),
      .active              (ws_active),
      .why                 (ws_why),
      .dep                 (ws_dep),
`ifdef SMGOLD_BUG_PORT
      .pipe_rem            (ws_pipe_rem),
      .bug_sel             (bug_sel)
`else
      .pipe_rem            (ws_pipe_rem)
`endif
  );

  logic [NSCHED-1:0]   sd_valid;   // SM_SCHED_UNIT's issue (the model's, with the stand-in)
  logic [NSCHED*6-1:0] sd_warp;
  `SM_SCHED_UNIT #(
      .NSCHED(NSCHED)
  ) u_sched (
      .iss_valid(sd_valid),
      .iss_warp (sd_warp)
  );

`ifdef SM_SCHED_UNIT_ALWAYS
  localparam bit SCHED_UNIT_ALWAYS = 1'b1;
`else
  localparam bit SCHED_UNIT_ALWAYS = 1'b0;
`endif
  assign iss_valid = (sched_rtl && !SCHED_UNIT_ALWAYS) ? ws_pick_valid : sd_valid;
  assign iss_warp  = (sched_rtl && !SCHED_UNIT_ALWAYS) ? ws_pick_warp : sd_warp;

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

  // ---- fetch and the lane group of each issue: the decoders' and lane compactors' inputs
  logic [NSCHED-1:0]    fetch_valid;
  logic [NSCHED*64-1:0] fetch_word;
  logic [NSCHED-1:0]    dec_out_valid;   // (the bundle's valid field says the same)
  logic [NSCHED*3-1:0]  lc_valid;
  logic [NSCHED*2-1:0]  lc_mode;

  `SM_FETCH_UNIT #(
      .NSCHED(NSCHED)
  ) u_fetch (
      .fetch_valid(fetch_valid),
      .fetch_word (fetch_word)
  );

  `SM_LANE_SEL_UNIT #(
      .NSCHED(NSCHED)
  ) u_lane_sel (
      .lc_valid(lc_valid),
      .lc_mode (lc_mode)
  );

  // operand bundles (specs/datapath.md §2)
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
    // the decoder: only its packed bundle is used here (the dec_<field> ports carry the same
    // bits)
    /* verilator lint_off PINMISSING */
    `SM_DECODER u_dec (
        .clk       (clk),
        .rst_n     (rst_n),
        .in_valid  (fetch_valid[s]),
        .in_word   (fetch_word[s*64+:64]),
`ifdef SMGOLD_BUG_PORT
        .bug_sel   (bug_sel),
`endif
        .out_valid (dec_out_valid[s]),
        .dec_bundle(dec_bundle[s*DEC_BITS+:DEC_BITS])
    );
    /* verilator lint_on PINMISSING */

    // the lane compactors: 16, 8 and 4 ALU lanes per clock (G * LPC = W slots each), the
    // issue's guard as the execution mask
    for (genvar i = 0; i < 3; i++) begin : g_lc
      `SM_LANE_COMPACTOR #(
          .WIDTH(WARP_SIZE),
          .LPC  (16 >> i)
      ) u_lc (
          .clk       (clk),
          .rst_n     (rst_n),
          .in_valid  (lc_valid[s*3+i]),
          .in_mode   (lc_mode[s*2+:2]),
          .in_mask   (iss_guard[s*W+:W]),
`ifdef SMGOLD_BUG_PORT
          .bug_sel   (bug_sel),
`endif
          .out_valid (lc_out_valid[s*3+i]),
          .out_clocks(lc_clocks[(s*3+i)*6+:6]),
          .out_enable(lc_enable[(s*3+i)*W+:W]),
          .out_src   (lc_src[(s*3+i)*W*6+:W*6])
      );
    end

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

  logic unused_dec;
  assign unused_dec = ^dec_out_valid;
endmodule
