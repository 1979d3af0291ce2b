// sm_units_dpi.sv - DPI-backed stand-ins for the units of a Fermi SM that have no RTL here.
//
// Each stand-in is a module with explicit ports carrying exactly the bundles that
// simt_stack_unit takes (specs/dpi.md §3.2), with the same names, widths and packing; its
// outputs come from the golden model through DPI-C (dpi/smgold_dpi.svh, imported by
// smgold_pkg). sm_top.sv wires them to simt_stack_unit; any of them can be replaced by a
// user's RTL unit with the same ports (sm_top.sv says how).
//
//   sm_model_clock_dpi  the golden model's clock: steps the model once per SM clock
//   sm_launch_dpi       block launcher: launch bundle and the SM's configuration registers
//   sm_sched_dpi        warp schedulers: which warp each scheduler issues this clock (the
//                       model's issue; sm_top's issue when warp_sched does not pick)
//   sm_sched_port_dpi   what the rest of the SM tells the warp schedulers and scoreboard
//                       (warp_sched's inputs, specs/timing.md WR-3, WR-4): candidates, each
//                       warp's next-step needs, external picks, the booking of each issue
//   sm_fetch_dpi        fetch: the instruction word of each port's issue (the decoders' input)
//   sm_decode_dpi       fetch/decode: control class, flags, targets of each issued warp
//   sm_lane_sel_dpi     issue: the ALU lane group (16, 8, 4 lanes per clock) and lane mode of
//                       each port's issue (which lane compactor takes it)
//   sm_alu_dpi          predicate unit: the guard mask of each issued warp
//   sm_opc_dpi          operand collector: the operand bundle of each port (datapath.md §2)
//   sm_alu_lanes_dpi    stand-in for alu_lanes: the model's retire records (datapath.md §6)
//   sm_ldst_unit_dpi    stand-in for ldst_unit: the model's retire records (datapath.md §7)
//
// Order of events in one SM clock (the only ordering the stand-ins rely on):
//   falling edge   sm_model_clock_dpi calls smgold_step (the model takes clock c), then
//                  increments smgold_pkg::tick - in the same process, so the step always
//                  comes first;
//   same time      every other stand-in wakes on the change of tick and reads the model's
//                  bundle of clock c (smgold_issue, smgold_launched, smgold_warp_state:
//                  read-only queries of the state after the step, so the order in which the
//                  stand-ins run among themselves does not matter) and drives its outputs
//                  with blocking assignments; simt_stack_unit's combinational step outputs
//                  settle in the same time step;
//   rising edge    simt_stack_unit commits clock c.
// Before the first step, the first falling edge after reset only raises tick to 1: the
// launch bundle of the kernel launch is driven with no issue, for the launch edge
// (specs/dpi.md CO-3).
//
// DPI calls stand in statements of their own, never behind && or ?: (Verilator evaluates a
// function call in such an expression even when the condition before it is false).
//
// The handle: smgold_pkg::h (a chandle cannot be a port; smgold_pkg.sv says why), created
// by the testbench before the first falling edge after reset.
//
// Plain SystemVerilog (IEEE 1800-2017) with DPI-C; nothing simulator specific.

// ---------------------------------------------------------------------------------------------
// The golden model's clock. Not an SM unit: it keeps the model in step with the SM's clock and
// must stay in the design whatever units are replaced (the lock-step checker relies on it).
module sm_model_clock_dpi (
    input logic clk,
    input logic rst_n
);
  timeunit 1ns;
  timeprecision 1ps;
  import smgold_pkg::*;

  always @(negedge clk) begin
    if (rst_n && h != null) begin
      if (tick == 0) begin
        tick = 1;  // the launch bundle (no step)
      end else if (smgold_done(h) == 0) begin
        if (smgold_step(h) != 0)
          die($sformatf("model error (the vector is not a valid stimulus): %s",
                        smgold_last_error(h)));
        tick = tick + 1;
      end
    end
  end
endmodule

// ---------------------------------------------------------------------------------------------
// Block launcher: the warp slots made resident this clock (launch bundle), and the SM's
// configuration registers, which the launcher programs from the model's configuration
// before the launch edge and never changes during a run.
module sm_launch_dpi #(
    parameter int NWARPS    = 48,
    parameter int WARP_SIZE = 32
) (
    output logic [15:0]                 cfg_onchip,
    output logic [15:0]                 cfg_capacity,
    output logic [15:0]                 cfg_wt_slots,
    output logic                        cfg_policy,
    output logic [NWARPS-1:0]           launch_valid,
    output logic [31:0]                 launch_pc,
    output logic [NWARPS*WARP_SIZE-1:0] launch_live
);
  timeunit 1ns;
  timeprecision 1ps;
  import smgold_pkg::*;

  initial begin
    longint lv;
    int st, er, pc, am, bm, cm, rm, xm, live, depth;
    cfg_onchip   = '0;
    cfg_capacity = '0;
    cfg_wt_slots = '0;
    cfg_policy   = 1'b0;
    launch_valid = '0;
    launch_pc    = '0;
    launch_live  = '0;
    forever begin
      @(tick);
      if (tick == 1) begin
        cfg_onchip   = 16'(smgold_config(h, "stack_onchip_slots"));
        cfg_capacity = 16'(smgold_config(h, "capacity"));
        cfg_wt_slots = 16'(smgold_config(h, "while_mask_slots"));
        cfg_policy   = smgold_config(h, "backward_branch_policy") == 1;
      end
      lv = smgold_launched(h);
      for (int w = 63; w >= NWARPS; w--)  // the highest slot, as smgold_lockstep reports it
        if (lv[w])
          die($sformatf("the vector does not fit the RTL: the model puts a warp into slot %0d, the RTL has NWARPS = %0d",
                        w, NWARPS));
      launch_valid = NWARPS'(lv);
      launch_live  = '0;
      for (int w = 0; w < NWARPS; w++) begin
        if (lv[w]) begin
          if (smgold_warp_state(h, w, st, er, pc, am, bm, cm, rm, xm, live, depth) != 0) begin
            launch_live[w*WARP_SIZE+:WARP_SIZE] = WARP_SIZE'(live);
            launch_pc = pc;
          end
        end
      end
      check_ok("sm_launch_dpi");
    end
  end
endmodule

// ---------------------------------------------------------------------------------------------
// Warp schedulers: for each scheduler s, whether it issues a warp step this clock and which
// warp slot (warp w belongs to scheduler w % NSCHED). An unwind step is an issue too.
module sm_sched_dpi #(
    parameter int NSCHED = 2
) (
    output logic [NSCHED-1:0]   iss_valid,
    output logic [NSCHED*6-1:0] iss_warp
);
  timeunit 1ns;
  timeprecision 1ps;
  import smgold_pkg::*;

  initial begin
    int v, warp, ctrl, cond, sflag, uni, guard, target, pc, unwind;
    iss_valid = '0;
    iss_warp  = '0;
    forever begin
      @(tick);
      for (int s = 0; s < NSCHED; s++) begin
        v = 0;
        warp = 0;
        if (s < nsched)
          v = smgold_issue(h, s, warp, ctrl, cond, sflag, uni, guard, target, pc, unwind);
        iss_valid[s]       = v != 0;
        iss_warp[s*6+:6]   = v != 0 ? 6'(warp) : 6'd0;
      end
      check_ok("sm_sched_dpi");
    end
  end
endmodule

// ---------------------------------------------------------------------------------------------
// The rest of the SM as the warp schedulers and the scoreboard see it (warp_sched's inputs,
// specs/timing.md WR-3, WR-4): the model's scheduler port bundle of each clock
// (smgold_sched_port, sg_sched_port of smgold/sched.h) - the candidates and, per warp, its
// next step's needs (from the stack, barriers and decode), the external picks, and the booking
// bundle of each port's issue (what the execution side knows of the step) - and the
// configuration pins (static from before the launch edge). sched_rtl = 1 when warp_sched's
// picks are the issue (smgold_pkg::sched_on: cycle timing, NSCHED schedulers). In functional
// timing the model records no port bundle: everything 0, nothing picks.
module sm_sched_port_dpi #(
    parameter int NWARPS = 48,
    parameter int NSCHED = 2,
    parameter int CW     = 18
) (
    output logic                 sched_rtl,
    output logic [1:0]           cfg_policy,
    output logic [6:0]           cfg_two_level_active,
    output logic [8:0]           cfg_reissue,
    output logic [12:0]          cfg_lat_pred,
    output logic [12:0]          cfg_lat_cc,
    output logic [12:0]          cfg_lat_shared,
    output logic                 sched_clock,
    output logic [NWARPS-1:0]    cand,
    output logic [NWARPS-1:0]    resident,
    output logic [NWARPS-1:0]    at_bar,
    output logic [NWARPS*48-1:0] dep_src,
    output logic [NWARPS*8-1:0]  dep_src_v,
    output logic [NWARPS*8-1:0]  dep_preds,
    output logic [NWARPS-1:0]    dep_cc,
    output logic [NWARPS-1:0]    dep_unwind,
    output logic [NWARPS*2-1:0]  dep_pipe,
    output logic [NSCHED-1:0]    ext_set,
    output logic [NSCHED-1:0]    ext_valid,
    output logic [NSCHED*6-1:0]  ext_warp,
    output logic [NSCHED-1:0]    bk_error,
    output logic [NSCHED*2-1:0]  bk_spill,
    output logic [NSCHED*2-1:0]  bk_fill,
    output logic [NSCHED*CW-1:0] bk_busy,
    output logic [NSCHED*64-1:0] bk_regs,
    output logic [NSCHED*CW-1:0] bk_delay,
    output logic [NSCHED*8-1:0]  bk_preds,
    output logic [NSCHED-1:0]    bk_cc,
    output logic [NSCHED-1:0]    bk_long
);
  timeunit 1ns;
  timeprecision 1ps;
  import smgold_pkg::*;

  initial begin
    int nsrc[64], src[512], preds[64], pipe[64], ext[2], rem[4];
    int error[2], spill[2], fill[2], busy[2], delay[2], bpreds[2], cc[2], lng[2];
    longint regs[2];
    longint m_cand, m_resident, m_at_bar, m_unwind, m_cc;
    int v, sclk;
    {sched_rtl, cfg_policy, cfg_two_level_active, cfg_reissue} = '0;
    {cfg_lat_pred, cfg_lat_cc, cfg_lat_shared} = '0;
    {sched_clock, cand, resident, at_bar, dep_cc, dep_unwind, dep_pipe} = '0;
    {dep_src, dep_src_v, dep_preds} = '0;
    {ext_set, ext_valid, ext_warp} = '0;
    {bk_error, bk_spill, bk_fill, bk_busy, bk_regs, bk_delay, bk_preds, bk_cc, bk_long} = '0;
    forever begin
      @(tick);
      if (tick == 1) begin
        sched_rtl            = sched_on != 0;
        cfg_policy           = 2'(smgold_config(h, "scheduler_policy"));
        cfg_two_level_active = 7'(smgold_config(h, "two_level_active"));
        cfg_reissue          = 9'(smgold_config(h, "reissue_clocks"));
        cfg_lat_pred         = 13'(smgold_config(h, "lat_pred"));
        cfg_lat_cc           = 13'(smgold_config(h, "lat_cc"));
        cfg_lat_shared       = 13'(smgold_config(h, "lat_shared"));
      end
      v = 0;
      sclk = 0;
      {m_cand, m_resident, m_at_bar, m_unwind, m_cc} = '0;
      if (tick >= 2)
        v = smgold_sched_port(h, sclk, m_cand, m_resident, m_at_bar, m_unwind, m_cc, nsrc, src,
                              preds, pipe, ext, rem, error, spill, fill, busy, delay, regs,
                              bpreds, cc, lng);
      {sched_clock, cand, resident, at_bar, dep_cc, dep_unwind, dep_pipe} = '0;
      {dep_src, dep_src_v, dep_preds} = '0;
      {ext_set, ext_valid, ext_warp} = '0;
      {bk_error, bk_spill, bk_fill, bk_busy, bk_regs, bk_delay, bk_preds, bk_cc, bk_long} = '0;
      if (v != 0) begin
        sched_clock = sclk != 0;
        cand        = NWARPS'(m_cand);
        resident    = NWARPS'(m_resident);
        at_bar      = NWARPS'(m_at_bar);
        dep_unwind  = NWARPS'(m_unwind);
        dep_cc      = NWARPS'(m_cc);
        for (int w = 0; w < NWARPS; w++) begin
          for (int i = 0; i < 8; i++)
            if (i < nsrc[w]) begin
              dep_src[(w*8+i)*6+:6] = 6'(src[w*8+i]);
              dep_src_v[w*8+i]      = 1'b1;
            end
          dep_preds[w*8+:8] = 8'(preds[w]);
          dep_pipe[w*2+:2]  = 2'(pipe[w]);
        end
        for (int s = 0; s < NSCHED && s < 2; s++) begin
          if (sclk != 0) begin  // the model's held external pick, offered when it is consumed
            ext_set[s]         = 1'b1;
            ext_valid[s]       = ext[s] >= 0;
            ext_warp[s*6+:6]   = ext[s] >= 0 ? 6'(ext[s]) : 6'd0;
          end
          bk_error[s]         = error[s] != 0;
          bk_spill[s*2+:2]    = 2'(spill[s]);
          bk_fill[s*2+:2]     = 2'(fill[s]);
          bk_busy[s*CW+:CW]   = CW'(busy[s]);
          bk_delay[s*CW+:CW]  = CW'(delay[s]);
          bk_regs[s*64+:64]   = regs[s];
          bk_preds[s*8+:8]    = 8'(bpreds[s]);
          bk_cc[s]            = cc[s] != 0;
          bk_long[s]          = lng[s] != 0;
        end
      end
      check_ok("sm_sched_port_dpi");
    end
  end
endmodule

// ---------------------------------------------------------------------------------------------
// Fetch: the instruction word of each port's issue this clock, for the decoders: fetch_valid[s]
// when scheduler s issued an instruction (not an unwind step, which decodes nothing).
module sm_fetch_dpi #(
    parameter int NSCHED = 2
) (
    output logic [NSCHED-1:0]    fetch_valid,
    output logic [NSCHED*64-1:0] fetch_word
);
  timeunit 1ns;
  timeprecision 1ps;
  import smgold_pkg::*;

  initial begin
    int v, warp, ctrl, cond, sflag, uni, guard, target, pc, unwind;
    longint word;
    fetch_valid = '0;
    fetch_word  = '0;
    forever begin
      @(tick);
      for (int s = 0; s < NSCHED; s++) begin
        v = 0;
        unwind = 0;
        word = 0;
        if (s < nsched) begin
          v = smgold_issue(h, s, warp, ctrl, cond, sflag, uni, guard, target, pc, unwind);
          word = smgold_issue_word(h, s);
        end
        fetch_valid[s]      = v != 0 && unwind == 0;
        fetch_word[s*64+:64] = word;
      end
      check_ok("sm_fetch_dpi");
    end
  end
endmodule

// ---------------------------------------------------------------------------------------------
// Issue: the ALU lane group each port's issue occupies (specs/timing.md UN-1) and the lane
// mode, i.e. which of the port's three lane compactors takes it (lc_valid[s*3 + i]: i = 0 16
// ALU lanes per clock - ALU and LD/ST; 1 8 - half-rate and FP64; 2 4 - SFU) and how
// (lc_mode[s*2 +: 2]: 0 baseline, 1 half-skip, 2 bcc, 3 scc; specs/lanes-rtl.md). Nothing for
// an issue that occupies no lane group (control, unwind).
module sm_lane_sel_dpi #(
    parameter int NSCHED = 2
) (
    output logic [NSCHED*3-1:0] lc_valid,
    output logic [NSCHED*2-1:0] lc_mode
);
  timeunit 1ns;
  timeprecision 1ps;
  import smgold_pkg::*;

  initial begin
    int lanes, mode;
    lc_valid = '0;
    lc_mode  = '0;
    forever begin
      @(tick);
      for (int s = 0; s < NSCHED; s++) begin
        lanes = 0;
        mode = 0;
        if (s < nsched) lanes = smgold_lane_group(h, s, mode);
        lc_valid[s*3+:3] = lanes == 16 ? 3'b001 : lanes == 8 ? 3'b010 : lanes == 4 ? 3'b100
                                                                                   : 3'b000;
        lc_mode[s*2+:2]  = 2'(mode);
      end
      check_ok("sm_lane_sel_dpi");
    end
  end
endmodule

// ---------------------------------------------------------------------------------------------
// Fetch/decode: for the warp each scheduler issues (iss_valid/iss_warp from the scheduler),
// the decoded control fields of its instruction at its PC: control class, conditional, .S,
// .U, resolved target and, for BRX/JMX, the per-lane targets. All 0 for an unwind step
// (simt_stack_unit decides itself that a step is an unwind step) and for idle schedulers.
// The stand-in decodes what the model issued: at every rising edge it checks that the
// scheduler issued the same warps, and stops the simulation if not (a replaced scheduler
// that picks another warp than the model cannot be served by the model's decode).
module sm_decode_dpi #(
    parameter int NSCHED    = 2,
    parameter int WARP_SIZE = 32
) (
    input  logic                          clk,
    input  logic [NSCHED-1:0]             iss_valid,
    input  logic [NSCHED*6-1:0]           iss_warp,
    output logic [NSCHED*4-1:0]           iss_ctrl,
    output logic [NSCHED-1:0]             iss_cond,
    output logic [NSCHED-1:0]             iss_sflag,
    output logic [NSCHED-1:0]             iss_uni,
    output logic [NSCHED*32-1:0]          iss_target,
    output logic [NSCHED*WARP_SIZE*32-1:0] iss_lane_target
);
  timeunit 1ns;
  timeprecision 1ps;
  import smgold_pkg::*;

  initial begin
    int v, warp, ctrl, cond, sflag, uni, guard, target, pc, unwind;
    iss_ctrl        = '0;
    iss_cond        = '0;
    iss_sflag       = '0;
    iss_uni         = '0;
    iss_target      = '0;
    iss_lane_target = '0;
    forever begin
      @(tick);
      for (int s = 0; s < NSCHED; s++) begin
        v = 0;
        {ctrl, cond, sflag, uni, target} = '0;
        if (s < nsched)
          v = smgold_issue(h, s, warp, ctrl, cond, sflag, uni, guard, target, pc, unwind);
        iss_ctrl[s*4+:4]    = 4'(ctrl);
        iss_cond[s]         = cond[0];
        iss_sflag[s]        = sflag[0];
        iss_uni[s]          = uni[0];
        iss_target[s*32+:32] = target;
        for (int l = 0; l < WARP_SIZE; l++) begin
          iss_lane_target[(s*WARP_SIZE+l)*32+:32] = 32'd0;
          if (v != 0) iss_lane_target[(s*WARP_SIZE+l)*32+:32] = smgold_issue_lane_target(h, s, l);
        end
      end
      check_ok("sm_decode_dpi");
    end
  end

  // (not when the checker has already reported the difference as the scheduler's mismatch:
  // smgold_pkg::issue_diverged, the run ends after this clock)
  always @(posedge clk) begin
    if (tick >= 2 && issue_diverged == 0) expect_issue("sm_decode_dpi", iss_valid, iss_warp);
  end

  // The issue the scheduler made must be the model's.
  function automatic void expect_issue(string unit, logic [NSCHED-1:0] valid,
                                       logic [NSCHED*6-1:0] warp);
    int v, w, ctrl, cond, sflag, uni, guard, target, pc, unwind;
    for (int s = 0; s < NSCHED; s++) begin
      v = 0;
      w = 0;
      if (s < nsched)
        v = smgold_issue(h, s, w, ctrl, cond, sflag, uni, guard, target, pc, unwind);
      if ((v != 0) != (valid[s] == 1'b1) || (v != 0 && w != int'(warp[s*6+:6])))
        die($sformatf("%s: clock %0d scheduler %0d: the scheduler issued %s, the model %s: the DPI stand-ins can only serve the model's issue",
                      unit, smgold_cycle(h), s,
                      valid[s] ? $sformatf("warp %0d", warp[s*6+:6]) : "nothing",
                      v != 0 ? $sformatf("warp %0d", w) : "nothing"));
    end
  endfunction
endmodule

// ---------------------------------------------------------------------------------------------
// ALU lanes / predicate unit: the guard mask G of each issued warp's instruction (for
// BRA/BRX the taken mask: the lanes whose predicate holds and, for BRX, whose target was
// computed), 0 for idle schedulers and unwind steps. iss_valid/iss_warp name the warp whose
// predicates a real unit evaluates; the stand-in reads the model's result for that issue.
module sm_alu_dpi #(
    parameter int NSCHED    = 2,
    parameter int WARP_SIZE = 32
) (
    input  logic [NSCHED-1:0]           iss_valid,
    input  logic [NSCHED*6-1:0]         iss_warp,
    output logic [NSCHED*WARP_SIZE-1:0] iss_guard
);
  timeunit 1ns;
  timeprecision 1ps;
  import smgold_pkg::*;

  initial begin
    int v, warp, ctrl, cond, sflag, uni, guard, target, pc, unwind;
    iss_guard = '0;
    forever begin
      @(tick);
      for (int s = 0; s < NSCHED; s++) begin
        v = 0;
        guard = 0;
        if (s < nsched)
          v = smgold_issue(h, s, warp, ctrl, cond, sflag, uni, guard, target, pc, unwind);
        iss_guard[s*WARP_SIZE+:WARP_SIZE] = v != 0 ? WARP_SIZE'(guard) : '0;
      end
      check_ok("sm_alu_dpi");
    end
  end

  // The stand-in serves whatever the model issued; sm_decode_dpi checks that the scheduler
  // issued the same. A real unit would use these inputs to pick the warp's predicates.
  logic unused_issue;
  assign unused_issue = ^{iss_valid, iss_warp};
endmodule

// ---------------------------------------------------------------------------------------------
// Operand collector: for each issue port, the operand bundle of the instruction the model
// issued this clock (specs/datapath.md §2, smgold_operands), and which datapath unit takes
// it (alu_in_valid for the ALU, ldst_in_valid for the LD/ST unit). Packing as sm_top's.
module sm_opc_dpi #(
    parameter int NSCHED    = 2,
    parameter int WARP_SIZE = 32
) (
    output logic [NSCHED-1:0]                alu_in_valid,
    output logic [NSCHED-1:0]                ldst_in_valid,
    output logic [NSCHED*6-1:0]              op_warp,
    output logic [NSCHED*64-1:0]             op_word,
    output logic [NSCHED*WARP_SIZE-1:0]      op_lanes,
    output logic [NSCHED*WARP_SIZE*32-1:0]   op_a,
    output logic [NSCHED*WARP_SIZE*32-1:0]   op_a_hi,
    output logic [NSCHED*WARP_SIZE*32-1:0]   op_b,
    output logic [NSCHED*WARP_SIZE*32-1:0]   op_c,
    output logic [NSCHED*4*WARP_SIZE*32-1:0] op_d,
    output logic [NSCHED*8*WARP_SIZE-1:0]    op_pred,
    output logic [NSCHED*WARP_SIZE*4-1:0]    op_cc,
    output logic [NSCHED*4*WARP_SIZE*32-1:0] op_rdata
);
  timeunit 1ns;
  timeprecision 1ps;
  import smgold_pkg::*;
  localparam int W = WARP_SIZE;

  initial begin
    int a[32], a_hi[32], b[32], c[32], d[128], pred[8], cc[32], rdata[128];
    int v, warp, pc, unit, lanes;
    longint word;
    {alu_in_valid, ldst_in_valid, op_warp, op_word, op_lanes} = '0;
    op_a     = '0;
    op_a_hi  = '0;
    op_b     = '0;
    op_c     = '0;
    op_d     = '0;
    op_pred  = '0;
    op_cc    = '0;
    op_rdata = '0;
    forever begin
      @(tick);
      for (int s = 0; s < NSCHED; s++) begin
        v = 0;
        if (s < nsched)
          v = smgold_operands(h, s, warp, pc, unit, lanes, word, a, a_hi, b, c, d, pred, cc,
                              rdata);
        alu_in_valid[s]       = v != 0 && unit == 1;
        ldst_in_valid[s]      = v != 0 && unit == 4;
        op_warp[s*6+:6]       = 6'(warp);
        op_word[s*64+:64]     = word;
        op_lanes[s*W+:W]      = W'(lanes);
        for (int l = 0; l < W; l++) begin
          op_a[(s*W+l)*32+:32]    = a[l];
          op_a_hi[(s*W+l)*32+:32] = a_hi[l];
          op_b[(s*W+l)*32+:32]    = b[l];
          op_c[(s*W+l)*32+:32]    = c[l];
          op_cc[(s*W+l)*4+:4]     = 4'(cc[l]);
          for (int k = 0; k < 4; k++) begin
            op_d[((s*4+k)*W+l)*32+:32]     = d[k*32+l];
            op_rdata[((s*4+k)*W+l)*32+:32] = rdata[k*32+l];
          end
        end
        for (int p = 0; p < 8; p++) op_pred[(s*8+p)*W+:W] = W'(pred[p]);
      end
      check_ok("sm_opc_dpi");
    end
  end
endmodule

// The model's retire record of the port whose instruction is (in_valid, in_warp): the
// stand-ins below look it up by warp among the model's ports of this clock.
// ---------------------------------------------------------------------------------------------
// Stand-in for alu_lanes (the ports of specs/datapath.md §6): after each rising edge, the
// model's record of the instruction it was given. For a team without ALU RTL yet; a check
// against it compares the model with itself.
module sm_alu_lanes_dpi #(
    parameter int WARP_SIZE = 32
) (
    input  logic                    clk,
    input  logic                    rst_n,
    input  logic                    in_valid,
    input  logic [5:0]              in_warp,
    input  logic [63:0]             in_word,
    input  logic [WARP_SIZE-1:0]    in_lanes,
    input  logic [WARP_SIZE*32-1:0] in_a,
    input  logic [WARP_SIZE*32-1:0] in_b,
    input  logic [WARP_SIZE*32-1:0] in_c,
    input  logic [8*WARP_SIZE-1:0]  in_pred,
    input  logic [WARP_SIZE*4-1:0]  in_cc,
`ifdef SMGOLD_BUG_PORT
    input  logic [7:0]              bug_sel,
`endif
    output logic                    out_valid,
    output logic                    out_handled,
    output logic [5:0]              out_warp,
    output logic [WARP_SIZE-1:0]    out_lanes,
    output logic                    out_reg_we,
    output logic [5:0]              out_reg,
    output logic [WARP_SIZE*32-1:0] out_value,
    output logic [7:0]              out_pred_we,
    output logic [8*WARP_SIZE-1:0]  out_pred,
    output logic                    out_cc_we,
    output logic [WARP_SIZE*4-1:0]  out_cc
);
  timeunit 1ns;
  timeprecision 1ps;
  import smgold_pkg::*;
  localparam int W = WARP_SIZE;

  always @(posedge clk) begin
    int reg_[8], value[256], pred[8], cc[32], be[32], wdata[128];
    longint addr[32], trans[32];
    int v, warp, pc, lanes, nregs, preds, ccw, mem, space, size, ntrans, passes;
    {out_valid, out_handled, out_warp, out_lanes, out_reg_we, out_reg} <= '0;
    {out_value, out_pred_we, out_pred, out_cc_we, out_cc} <= '0;
    if (rst_n && in_valid) begin
      for (int s = 0; s < nsched; s++) begin
        v = smgold_retire(h, s, warp, pc, lanes, nregs, reg_, value, preds, pred, ccw, cc, mem,
                          space, size, addr, be, wdata, ntrans, trans, passes);
        if (v != 0 && warp == int'(in_warp)) begin
          out_valid   <= 1'b1;
          out_handled <= 1'b1;
          out_warp    <= in_warp;
          out_lanes   <= W'(lanes);
          out_reg_we  <= nregs != 0;
          out_reg     <= 6'(reg_[0]);
          for (int l = 0; l < W; l++) begin
            out_value[l*32+:32] <= value[l];
            out_cc[l*4+:4]      <= 4'(cc[l]);
          end
          out_pred_we <= 8'(preds);
          for (int p = 0; p < 8; p++) out_pred[p*W+:W] <= W'(pred[p]);
          out_cc_we <= ccw != 0;
        end
      end
    end
  end

  logic unused;
  assign unused = ^{in_word, in_lanes, in_a, in_b, in_c, in_pred, in_cc
`ifdef SMGOLD_BUG_PORT
                   , bug_sel
`endif
                   };
endmodule

// ---------------------------------------------------------------------------------------------
// Stand-in for ldst_unit (the ports of specs/datapath.md §7): the model's record, as above.
module sm_ldst_unit_dpi #(
    parameter int WARP_SIZE = 32
) (
    input  logic                      clk,
    input  logic                      rst_n,
    input  logic                      in_valid,
    input  logic [5:0]                in_warp,
    input  logic [63:0]               in_word,
    input  logic [WARP_SIZE-1:0]      in_lanes,
    input  logic [WARP_SIZE*32-1:0]   in_a,
    input  logic [WARP_SIZE*32-1:0]   in_a_hi,
    input  logic [4*WARP_SIZE*32-1:0] in_d,
    input  logic [4*WARP_SIZE*32-1:0] in_rdata,
`ifdef SMGOLD_BUG_PORT
    input  logic [7:0]                bug_sel,
`endif
    output logic                      out_valid,
    output logic                      out_handled,
    output logic [5:0]                out_warp,
    output logic [WARP_SIZE-1:0]      out_lanes,
    output logic [1:0]                out_kind,
    output logic [1:0]                out_space,
    output logic [4:0]                out_size,
    output logic [WARP_SIZE*64-1:0]   out_addr,
    output logic [WARP_SIZE*16-1:0]   out_be,
    output logic [4*WARP_SIZE*32-1:0] out_wdata,
    output logic [2:0]                out_nregs,
    output logic [5:0]                out_reg,
    output logic [4*WARP_SIZE*32-1:0] out_value,
    output logic [5:0]                out_ntrans,
    output logic [32*64-1:0]          out_trans,
    output logic [5:0]                out_passes
);
  timeunit 1ns;
  timeprecision 1ps;
  import smgold_pkg::*;
  localparam int W = WARP_SIZE;

  always @(posedge clk) begin
    int reg_[8], value[256], pred[8], cc[32], be[32], wdata[128];
    longint addr[32], trans[32];
    int v, warp, pc, lanes, nregs, preds, ccw, mem, space, size, ntrans, passes;
    {out_valid, out_handled, out_warp, out_lanes, out_kind, out_space, out_size} <= '0;
    {out_be, out_nregs, out_reg} <= '0;
    out_addr  <= '0;
    out_wdata <= '0;
    out_value <= '0;
    {out_ntrans, out_trans, out_passes} <= '0;
    if (rst_n && in_valid) begin
      for (int s = 0; s < nsched; s++) begin
        v = smgold_retire(h, s, warp, pc, lanes, nregs, reg_, value, preds, pred, ccw, cc, mem,
                          space, size, addr, be, wdata, ntrans, trans, passes);
        if (v != 0 && warp == int'(in_warp)) begin
          out_valid   <= 1'b1;
          out_handled <= 1'b1;
          out_warp    <= in_warp;
          out_lanes   <= W'(lanes);
          out_kind    <= 2'(mem);
          out_space   <= 2'(space);
          out_size    <= 5'(size);
          out_nregs   <= 3'(nregs);
          out_reg     <= 6'(reg_[0]);
          out_ntrans  <= 6'(ntrans);
          out_passes  <= 6'(passes);
          for (int l = 0; l < W; l++) begin
            out_addr[l*64+:64] <= addr[l];
            out_be[l*16+:16]   <= 16'(be[l]);
            for (int k = 0; k < 4; k++) begin
              out_wdata[(k*W+l)*32+:32] <= wdata[k*32+l];
              out_value[(k*W+l)*32+:32] <= value[k*32+l];
            end
          end
          for (int i = 0; i < 32; i++) out_trans[i*64+:64] <= trans[i];
        end
      end
    end
  end

  logic unused;
  assign unused = ^{in_word, in_lanes, in_a, in_a_hi, in_d, in_rdata
`ifdef SMGOLD_BUG_PORT
                   , bug_sel
`endif
                   };
endmodule
