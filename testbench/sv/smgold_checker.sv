// smgold_checker.sv - the lock-step checker of an SM (rtl_stubs/sm_top.sv: the warp
// schedulers, the token stack, the decoders, the lane compactors and the datapath units)
// against the golden model, in plain SystemVerilog over DPI-C only (dpi/smgold_dpi.svh via
// smgold_pkg): the same sequence as testbench/lockstep_core.cpp (specs/dpi.md CO-1 .. CO-6).
//
// Event order (clock: always #5 clk = ~clk, rising edges at 5, 15, 25 ... ns; the model
// clock sm_model_clock_dpi steps the model at every falling edge, see sm_units_dpi.sv):
//   before the launch edge   wait until smgold_pkg::tick = 1: the launch bundle is driven;
//   rising edge + 1 ps       the RTL has committed the clock; for every warp slot the model
//                            holds: rd_warp = w, 1 ps later read the read port, then
//                            smgold_check_warp, smgold_check_token for every position below
//                            the larger of the two depths, smgold_check_wt_entry for every
//                            valid while-mask slot and smgold_check_wt_done; then, except
//                            after the launch edge (no issue), for every port: the datapath
//                            units' retire record (the ALU lanes', the LD/ST unit's, or for
//                            an instruction neither implements the model's own through
//                            smgold_retire, a stand-in) to smgold_check_retire (ordered mode:
//                            retirements only), the schedule its lane compactor shows to
//                            smgold_check_lanes (runs whose warp_size is WARP_SIZE) and its
//                            decoder's bundle to smgold_check_decode;
//                            smgold_end_cycle (the clock is closed);
//                            stop if the model is done, the issue diverged (below) or the
//                            mismatch limit is reached;
//   falling edge             the model takes the next clock, the stand-ins drive its bundles;
//   falling edge + 1 ps      the outputs have settled: in cycle timing (smgold_pkg::sched_on)
//                            the warp schedulers' picks, ready set, reasons and pipes to
//                            smgold_check_sched; the SM's issue against the model's (an issue
//                            that differs after a reported scheduler mismatch ends the run after
//                            this clock - the stand-ins serve only the model's issue -, one
//                            not reported stops it as a set-up error); smgold_check_step for
//                            every scheduler whose iss_valid is set;
//   next rising edge ...
// The read-port steps of 1 ps keep all of it between two edges (at most 64 warp slots).
//
// At the end: smgold_finish, the verdict line "VECTOR: pass: ..." or "VECTOR: MISMATCH ...",
// on a mismatch the JSON Lines report (OUT/report.jsonl), then $finish on a pass or
// $fatal(1, ...) otherwise (a non-zero exit status).
// Plusargs: +max_mismatches=N (stop after the clock in which the N-th mismatch was seen;
// default 1, 0 = run to the end), +out=DIR (where report.jsonl goes; default ".", must exist).
//
// Plain SystemVerilog (IEEE 1800-2017) with DPI-C; nothing simulator specific.
module smgold_checker #(
    parameter int NWARPS    = 48,
    parameter int WARP_SIZE = 32,
    parameter int NSCHED    = 2,
    parameter int CAPACITY  = 64,
    parameter int WT_SLOTS  = 16,
    parameter int SCHED_CW  = 18,
    parameter int DEC_BITS  = 213
) (
    input  logic                          clk,
    // before the edge
    input  logic [NSCHED-1:0]             iss_valid,
    input  logic [NSCHED*6-1:0]           iss_warp,
    input  logic [NSCHED*32-1:0]          st_pc,
    input  logic [NSCHED*WARP_SIZE-1:0]   st_am,
    input  logic [NSCHED*2-1:0]           st_push,
    input  logic [NSCHED*2-1:0]           st_pop,
    input  logic [NSCHED*2-1:0]           st_spill,
    input  logic [NSCHED*2-1:0]           st_fill,
    input  logic [NSCHED*2-1:0]           st_error,
    // before the edge: the warp schedulers (specs/timing.md WR-3)
    input  logic [NSCHED-1:0]             ws_pick_valid,
    input  logic [NSCHED*6-1:0]           ws_pick_warp,
    input  logic [NSCHED-1:0]             ws_refused,
    input  logic [NSCHED*2-1:0]           ws_cause,
    input  logic [NWARPS-1:0]             ws_ready,
    input  logic [NWARPS-1:0]             ws_stalled_long,
    input  logic [NWARPS-1:0]             ws_active,
    input  logic [NWARPS*3-1:0]           ws_why,
    input  logic [NWARPS*7-1:0]           ws_dep,
    input  logic [4*SCHED_CW-1:0]         ws_pipe_rem,
    // after the edge: the decoders' bundles and the lane compactors' schedules
    input  logic [NSCHED*DEC_BITS-1:0]    dec_bundle,
    input  logic [NSCHED*3-1:0]           lc_out_valid,
    input  logic [NSCHED*3*6-1:0]         lc_clocks,
    input  logic [NSCHED*3*WARP_SIZE-1:0] lc_enable,
    input  logic [NSCHED*3*WARP_SIZE*6-1:0] lc_src,
    // after the edge: the read port
    output logic [5:0]                    rd_warp,
    input  logic [1:0]                    rd_status,
    input  logic [1:0]                    rd_error,
    input  logic [31:0]                   rd_pc,
    input  logic [WARP_SIZE-1:0]          rd_am,
    input  logic [WARP_SIZE-1:0]          rd_bm,
    input  logic [WARP_SIZE-1:0]          rd_cm,
    input  logic [WARP_SIZE-1:0]          rd_rm,
    input  logic [WARP_SIZE-1:0]          rd_xm,
    input  logic [WARP_SIZE-1:0]          rd_live,
    input  logic [15:0]                   rd_depth,
    input  logic [CAPACITY*3-1:0]         rd_tok_type,
    input  logic [CAPACITY*WARP_SIZE-1:0] rd_tok_mask,
    input  logic [CAPACITY*32-1:0]        rd_tok_pc,
    input  logic [WT_SLOTS-1:0]           rd_wt_valid,
    input  logic [WT_SLOTS*32-1:0]        rd_wt_pc,
    input  logic [WT_SLOTS*16-1:0]        rd_wt_depth,
    input  logic [WT_SLOTS*WARP_SIZE-1:0] rd_wt_mask,
    // after the edge: the datapath units' retire records (specs/datapath.md §6, §7)
    input  logic [NSCHED-1:0]                alu_valid,
    input  logic [NSCHED-1:0]                alu_handled,
    input  logic [NSCHED*6-1:0]              alu_warp,
    input  logic [NSCHED*WARP_SIZE-1:0]      alu_lanes_o,
    input  logic [NSCHED-1:0]                alu_reg_we,
    input  logic [NSCHED*6-1:0]              alu_reg,
    input  logic [NSCHED*WARP_SIZE*32-1:0]   alu_value,
    input  logic [NSCHED*8-1:0]              alu_pred_we,
    input  logic [NSCHED*8*WARP_SIZE-1:0]    alu_pred,
    input  logic [NSCHED-1:0]                alu_cc_we,
    input  logic [NSCHED*WARP_SIZE*4-1:0]    alu_cc,
    input  logic [NSCHED-1:0]                ldst_valid,
    input  logic [NSCHED-1:0]                ldst_handled,
    input  logic [NSCHED*6-1:0]              ldst_warp,
    input  logic [NSCHED*WARP_SIZE-1:0]      ldst_lanes,
    input  logic [NSCHED*2-1:0]              ldst_kind,
    input  logic [NSCHED*2-1:0]              ldst_space,
    input  logic [NSCHED*5-1:0]              ldst_size,
    input  logic [NSCHED*WARP_SIZE*64-1:0]   ldst_addr,
    input  logic [NSCHED*WARP_SIZE*16-1:0]   ldst_be,
    input  logic [NSCHED*4*WARP_SIZE*32-1:0] ldst_wdata,
    input  logic [NSCHED*3-1:0]              ldst_nregs,
    input  logic [NSCHED*6-1:0]              ldst_reg,
    input  logic [NSCHED*4*WARP_SIZE*32-1:0] ldst_value,
    input  logic [NSCHED*6-1:0]              ldst_ntrans,
    input  logic [NSCHED*32*64-1:0]          ldst_trans,
    input  logic [NSCHED*6-1:0]              ldst_passes
);
  timeunit 1ns;
  timeprecision 1ps;
  import smgold_pkg::*;

  int max_mismatches = 1;
  string out = ".";

  // After the edge: every warp slot the model holds, field by field (CO-2 step 4).
  int slots = 0;  // warp slots of the model (max_warps), read once
  task automatic compare_warps();
    int st, er, pc, am, bm, cm, rm, xm, live, depth, n;
    for (int w = 0; w < slots && w < 64; w++) begin
      if (smgold_warp_state(h, w, st, er, pc, am, bm, cm, rm, xm, live, depth) == 0) continue;
      rd_warp = 6'(w);
      #1ps;
      smgold_check_warp(h, w, int'(rd_status), int'(rd_error), int'(rd_pc), int'(rd_am),
                        int'(rd_bm), int'(rd_cm), int'(rd_rm), int'(rd_xm), int'(rd_live),
                        int'(rd_depth));
      n = depth > int'(rd_depth) ? depth : int'(rd_depth);
      if (n > CAPACITY) n = CAPACITY;
      for (int i = 0; i < n; i++)
        smgold_check_token(h, w, i, int'(rd_tok_type[i*3+:3]),
                           int'(rd_tok_mask[i*WARP_SIZE+:WARP_SIZE]), int'(rd_tok_pc[i*32+:32]));
      for (int i = 0; i < WT_SLOTS; i++)
        if (rd_wt_valid[i])
          smgold_check_wt_entry(h, w, int'(rd_wt_pc[i*32+:32]), int'(rd_wt_depth[i*16+:16]),
                                int'(rd_wt_mask[i*WARP_SIZE+:WARP_SIZE]));
      smgold_check_wt_done(h, w);
    end
  endtask

  // After the edge: each port's retire record (specs/datapath.md DP-3). The PC travels with
  // the instruction (the testbench drove it); the rest is the unit's.
  localparam int W = WARP_SIZE;
  function automatic void compare_retires();
    int regs[8], value[256], pred[8], cc[32], be[32], wdata[128];
    longint addr[32], trans[32];
    int a[32], a_hi[32], b[32], c[32], d[128], opred[8], occ[32], rdata[128];
    int v, ref_unit, valid, warp, pc, unit, lanes, nregs, preds, ccw, mem, space, size;
    int ntrans, passes;
    longint word;
    int i, k, l, p, s;
    for (s = 0; s < NSCHED && s < nsched; s++) begin
      v = smgold_operands(h, s, warp, pc, unit, lanes, word, a, a_hi, b, c, d, opred, occ, rdata);
      ref_unit = smgold_reference_unit(word);
      {valid, warp, lanes, nregs, preds, ccw, mem, space, size, ntrans, passes} = '0;
      for (i = 0; i < $size(regs); i++) regs[i] = 0;
      for (i = 0; i < $size(value); i++) value[i] = 0;
      for (i = 0; i < $size(pred); i++) pred[i] = 0;
      for (i = 0; i < $size(cc); i++) cc[i] = 0;
      for (i = 0; i < $size(be); i++) be[i] = 0;
      for (i = 0; i < $size(wdata); i++) wdata[i] = 0;
      for (i = 0; i < $size(addr); i++) addr[i] = 0;
      for (i = 0; i < $size(trans); i++) trans[i] = 0;
      if (alu_valid[s] && alu_handled[s]) begin
        valid = 1;
        warp  = int'(alu_warp[s*6+:6]);
        lanes = int'(alu_lanes_o[s*W+:W]);
        nregs = int'(alu_reg_we[s]);
        regs[0] = int'(alu_reg[s*6+:6]);
        for (l = 0; l < W; l++) begin
          value[l] = alu_value[(s*W+l)*32+:32];
          cc[l]    = int'(alu_cc[(s*W+l)*4+:4]);
        end
        preds = int'(alu_pred_we[s*8+:7]);
        for (p = 0; p < 7; p++) pred[p] = int'(alu_pred[(s*8+p)*W+:W]);
        ccw = int'(alu_cc_we[s]);
      end else if (ldst_valid[s] && ldst_handled[s]) begin
        valid  = 1;
        warp   = int'(ldst_warp[s*6+:6]);
        lanes  = int'(ldst_lanes[s*W+:W]);
        nregs  = int'(ldst_nregs[s*3+:3]);
        for (k = 0; k < 4; k++) regs[k] = int'(ldst_reg[s*6+:6]) + k;
        mem    = int'(ldst_kind[s*2+:2]);
        space  = int'(ldst_space[s*2+:2]);
        size   = int'(ldst_size[s*5+:5]);
        ntrans = int'(ldst_ntrans[s*6+:6]);
        passes = int'(ldst_passes[s*6+:6]);
        for (l = 0; l < W; l++) begin
          addr[l] = ldst_addr[(s*W+l)*64+:64];
          be[l]   = int'(ldst_be[(s*W+l)*16+:16]);
          for (k = 0; k < 4; k++) begin
            wdata[k*32+l] = ldst_wdata[((s*4+k)*W+l)*32+:32];
            value[k*32+l] = ldst_value[((s*4+k)*W+l)*32+:32];
          end
        end
        for (i = 0; i < 32; i++) trans[i] = ldst_trans[(s*32+i)*64+:64];
      end else if (v != 0 && ref_unit == 0) begin
        // an instruction no reference unit implements (FP, SFU, atomics): the model's record
        valid = smgold_retire(h, s, warp, pc, lanes, nregs, regs, value, preds, pred, ccw, cc,
                              mem, space, size, addr, be, wdata, ntrans, trans, passes);
      end
      if (dp_ordered != 0 && valid == 0) continue;
      smgold_check_retire(h, s, valid, warp, pc, lanes, nregs, regs, value, preds, pred, ccw,
                          cc, mem, space, size, addr, be, wdata, ntrans, trans, passes);
    end
  endfunction

  // After the edge: each port's lane schedule (specs/lanes-rtl.md), from the compactor that
  // took its issue (at most one shows out_valid; none: clocks 0): clocks, and per clock c the
  // enabled ALU lanes and the warp lane ALU lane n computes (src 6'h3f: off, -1).
  int lanes_on = 0;
  function automatic void compare_lanes();
    int enable[32], src[1024];
    int clocks, lpc, inst, base;
    logic [5:0] slot;
    for (int s = 0; s < NSCHED && s < nsched; s++) begin
      for (int i = 0; i < 32; i++) enable[i] = 0;
      for (int i = 0; i < 1024; i++) src[i] = -1;
      clocks = 0;
      lpc = 0;
      inst = -1;
      for (int i = 2; i >= 0; i--)
        if (lc_out_valid[s*3+i]) inst = i;
      if (inst >= 0) begin
        lpc = 16 >> inst;
        base = s * 3 + inst;
        clocks = int'(lc_clocks[base*6+:6]);
        for (int c = 0; c < clocks && c * lpc < W; c++)
          for (int n = 0; n < lpc; n++) begin
            enable[c][n] = lc_enable[base*W+c*lpc+n];
            slot = lc_src[(base*W+c*lpc+n)*6+:6];
            src[c*32+n] = slot == 6'h3f ? -1 : int'(slot);
          end
      end
      smgold_check_lanes(h, s, clocks, lpc, enable, src);
    end
  endfunction

  // After the edge: each port's decode bundle (specs/decode.md §5), as 32-bit words.
  localparam int DEC_WORDS = (DEC_BITS + 31) / 32;
  function automatic void compare_decode();
    int words[DEC_WORDS];
    logic [DEC_WORDS*32-1:0] b;
    for (int s = 0; s < NSCHED && s < nsched; s++) begin
      b = '0;
      b[DEC_BITS-1:0] = dec_bundle[s*DEC_BITS+:DEC_BITS];
      for (int k = 0; k < DEC_WORDS; k++) words[k] = b[k*32+:32];
      smgold_check_decode(h, s, DEC_BITS, words);
    end
  endfunction

  // Before the edge: the warp schedulers' decisions and view (specs/timing.md WR-3).
  function automatic void compare_sched();
    int pick_warp[2], cause[2], why[64], dep[64], rem[4];
    for (int s = 0; s < 2; s++) begin
      pick_warp[s] = 0;
      cause[s] = 0;
      if (s < NSCHED) begin
        pick_warp[s] = int'(ws_pick_warp[s*6+:6]);
        cause[s] = int'(ws_cause[s*2+:2]);
      end
    end
    for (int w = 0; w < 64; w++) begin
      why[w] = 0;
      dep[w] = 0;
      if (w < NWARPS) begin
        why[w] = int'(ws_why[w*3+:3]);
        dep[w] = int'(ws_dep[w*7+:7]);
      end
    end
    for (int q = 0; q < 4; q++) rem[q] = int'(ws_pipe_rem[q*SCHED_CW+:SCHED_CW]);
    smgold_check_sched(h, NWARPS, int'(ws_pick_valid), int'(ws_refused), pick_warp, cause,
                       longint'(ws_ready), longint'(ws_stalled_long), longint'(ws_active), why,
                       dep, rem);
  endfunction

  // Before the edge: does the SM's issue (what the stack and the units behind it take) differ
  // from the model's?
  function automatic int issue_differs();
    int v, w, ctrl, cond, sflag, uni, guard, target, pc, unwind;
    for (int s = 0; s < NSCHED; s++) begin
      v = 0;
      w = 0;
      if (s < nsched)
        v = smgold_issue(h, s, w, ctrl, cond, sflag, uni, guard, target, pc, unwind);
      if ((v != 0) != (iss_valid[s] == 1'b1) || (v != 0 && w != int'(iss_warp[s*6+:6])))
        return 1;
    end
    return 0;
  endfunction

  // Before the edge: the step outputs of every scheduler that issued (CO-2 step 2).
  function automatic void compare_steps();
    for (int s = 0; s < NSCHED && s < nsched; s++)
      if (iss_valid[s])
        smgold_check_step(h, s, int'(st_pc[s*32+:32]), int'(st_am[s*WARP_SIZE+:WARP_SIZE]),
                          int'(st_push[s*2+:2]), int'(st_pop[s*2+:2]), int'(st_spill[s*2+:2]),
                          int'(st_fill[s*2+:2]), int'(st_error[s*2+:2]));
  endfunction

  // The verdict, the report, the exit status.
  function automatic void finish();
    int rc;
    string path;
    rc = smgold_finish(h);
    $display("%s: %s", vec_dir, smgold_verdict(h));
    if (dp_on != 0)
      $display("  units: stack=%0d alu=%0d fpu64=%0d sfu=%0d ldst=%0d sched=%0d lanes=%0d decode=%0d",
               smgold_unit_compares(h, "stack"), smgold_unit_compares(h, "alu"),
               smgold_unit_compares(h, "fpu64"), smgold_unit_compares(h, "sfu"),
               smgold_unit_compares(h, "ldst"), smgold_unit_compares(h, "sched"),
               smgold_unit_compares(h, "lanes"), smgold_unit_compares(h, "decode"));
    if (smgold_mismatch_count(h) > 0) begin
      path = {out, "/report.jsonl"};
      if (smgold_write_report(h, path) == 0) $display("  report: %s", path);
      else $display("  (report: %s)", smgold_last_error(h));
    end
    if (rc != 0) $fatal(1, "lock-step: %s", smgold_verdict(h));
    else $finish;
  endfunction

  initial begin : lockstep
    int unsigned want;
    int n0;
    rd_warp = '0;
    if (!$value$plusargs("max_mismatches=%d", max_mismatches)) max_mismatches = 1;
    if (!$value$plusargs("out=%s", out)) out = ".";
    wait (tick != 0);  // the launch bundle is driven: the next rising edge is the launch edge
    slots = smgold_config(h, "max_warps");
    lanes_on = int'(smgold_config(h, "warp_size") == WARP_SIZE);
    if (sched_on == 0) $display("smgold: %s: warp schedulers not compared: %s", vec_dir, sched_why);
    if (lanes_on == 0)
      $display("smgold: %s: lane compactors not compared: warp_size %0d, the RTL's WARP_SIZE %0d",
               vec_dir, smgold_config(h, "warp_size"), WARP_SIZE);
    want = 1;
    forever begin
      @(posedge clk);
      #1ps;
      compare_warps();
      if (want > 1) begin  // not the launch edge: the clock's issues (as lockstep_core.cpp)
        if (dp_on != 0) compare_retires();
        if (lanes_on != 0) compare_lanes();
        compare_decode();
      end
      smgold_end_cycle(h);
      check_ok("smgold_checker after the edge");
      if (smgold_done(h) != 0) break;
      if (issue_diverged != 0) break;
      if (max_mismatches > 0) begin
        if (smgold_mismatch_count(h) >= max_mismatches) break;
      end
      @(negedge clk);
      #1ps;
      want++;
      if (tick != want)
        die($sformatf("the model clock did not step at the falling edge (tick %0d, expected %0d): is sm_model_clock_dpi in the design?",
                      tick, want));
      n0 = smgold_mismatch_count(h);
      if (sched_on != 0) compare_sched();
      if (issue_differs() != 0) begin
        if (smgold_mismatch_count(h) == n0)
          die($sformatf("clock %0d: the SM issued other warps than the model (an SM_SCHED_UNIT of yours?): the DPI stand-ins can only serve the model's issue",
                        smgold_cycle(h)));
        issue_diverged = 1;  // reported (sched_issue): compare this clock, then stop
      end
      compare_steps();
      check_ok("smgold_checker before the edge");
    end
    finish();
  end
endmodule
