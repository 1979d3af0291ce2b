// tb_top.sv - the pure-SystemVerilog lock-step testbench: a whole SM (rtl_stubs/sm_top.sv:
// the reference units - warp schedulers, token stack, decoders, lane compactors, ALU lanes,
// LD/ST - with DPI stand-ins for the rest) and the checker (smgold_checker.sv), both over the
// smgold DPI-C layer. Same verdicts as smgold_lockstep (the C++ testbench).
//
// Plusargs:
//   +vector=DIR          the vector: DIR/program.lst with DIR/launch.args (required)
//   +bug=N               the injected bug N of any reference unit (rtl_stubs/bugs.tsv; 0 =
//                        clean, the default); needs the build with `define SMGOLD_BUG_PORT
//                        (the bug_sel port)
//   +max_mismatches=N    stop after the clock of the N-th mismatch (default 1; 0 = never)
//   +out=DIR             report.jsonl of a failure goes here (default ".")
//   +record=LOG          log the DPI call stream for `smgold replay LOG` (specs/dpi.md §7)
//   +args=WORDS          the model's `smgold run` arguments, relative to DIR (default
//                        "program.lst @launch.args"; one shell word: quote it)
//   +mode=cycle|ordered  how retire records are matched (specs/datapath.md DP-3; default cycle)
//   +ignore=F:LANES,...  fields not compared in those lanes (DP-4), counted as ignored
//   +no_datapath         no retire records (the datapath units' results) compared
// The warp schedulers (warp_sched) are compared, and pick the issue, when the model runs
// cycle timing (e.g. +args="program.lst @launch.args --set timing=cycle") with NSCHED
// schedulers; the lane compactors when its warp_size is WARP_SIZE; the decoders always.
// Prints one verdict line "DIR: pass: ..." / "DIR: MISMATCH ..."; ends with $finish on a
// pass, $fatal (non-zero exit status) on a mismatch, a set-up error or a model error.
//
// Plain SystemVerilog (IEEE 1800-2017) with DPI-C; nothing simulator specific.
module tb_top #(
    parameter int NWARPS    = 16,
    parameter int WARP_SIZE = 32,
    parameter int NSCHED    = 2,
    parameter int CAPACITY  = 64,
    parameter int WT_SLOTS  = 16,
    parameter int SCHED_CW  = 18,   // warp_sched's counter width (specs/timing.md WR-1)
    parameter int DEC_BITS  = 213   // the decode bundle's width (specs/decode.md §5)
);
  timeunit 1ns;
  timeprecision 1ps;
  import smgold_pkg::*;

  logic clk = 1'b0;
  logic rst_n = 1'b0;
  logic [7:0] bug_sel = 8'd0;
  always #5 clk = ~clk;

  logic [NSCHED-1:0]             iss_valid;
  logic [NSCHED*6-1:0]           iss_warp;
  logic [NSCHED*32-1:0]          st_pc;
  logic [NSCHED*WARP_SIZE-1:0]   st_am;
  logic [NSCHED*2-1:0]           st_push, st_pop, st_spill, st_fill, st_error;
  logic [5:0]                    rd_warp;
  logic [1:0]                    rd_status, rd_error;
  logic [31:0]                   rd_pc;
  logic [WARP_SIZE-1:0]          rd_am, rd_bm, rd_cm, rd_rm, rd_xm, rd_live;
  logic [15:0]                   rd_depth;
  logic [CAPACITY*3-1:0]         rd_tok_type;
  logic [CAPACITY*WARP_SIZE-1:0] rd_tok_mask;
  logic [CAPACITY*32-1:0]        rd_tok_pc;
  logic [WT_SLOTS-1:0]           rd_wt_valid;
  logic [WT_SLOTS*32-1:0]        rd_wt_pc;
  logic [WT_SLOTS*16-1:0]        rd_wt_depth;
  logic [WT_SLOTS*WARP_SIZE-1:0] rd_wt_mask;
  // the datapath units' retire records (specs/datapath.md §6, §7)
  logic [NSCHED-1:0]                alu_valid, alu_handled, alu_reg_we, alu_cc_we;
  logic [NSCHED*6-1:0]              alu_warp, alu_reg;
  logic [NSCHED*WARP_SIZE-1:0]      alu_lanes_o;
  logic [NSCHED*WARP_SIZE*32-1:0]   alu_value;
  logic [NSCHED*8-1:0]              alu_pred_we;
  logic [NSCHED*8*WARP_SIZE-1:0]    alu_pred;
  logic [NSCHED*WARP_SIZE*4-1:0]    alu_cc;
  logic [NSCHED-1:0]                ldst_valid, ldst_handled;
  logic [NSCHED*6-1:0]              ldst_warp, ldst_reg, ldst_ntrans, ldst_passes;
  logic [NSCHED*WARP_SIZE-1:0]      ldst_lanes;
  logic [NSCHED*2-1:0]              ldst_kind, ldst_space;
  logic [NSCHED*5-1:0]              ldst_size;
  logic [NSCHED*WARP_SIZE*64-1:0]   ldst_addr;
  logic [NSCHED*WARP_SIZE*16-1:0]   ldst_be;
  logic [NSCHED*4*WARP_SIZE*32-1:0] ldst_wdata, ldst_value;
  logic [NSCHED*3-1:0]              ldst_nregs;
  logic [NSCHED*32*64-1:0]          ldst_trans;
  // the warp schedulers (specs/timing.md WR-3), the decoders, the lane compactors
  logic [NSCHED-1:0]                ws_pick_valid, ws_refused;
  logic [NSCHED*6-1:0]              ws_pick_warp;
  logic [NSCHED*2-1:0]              ws_cause;
  logic [NWARPS-1:0]                ws_ready, ws_stalled_long, ws_active;
  logic [NWARPS*3-1:0]              ws_why;
  logic [NWARPS*7-1:0]              ws_dep;
  logic [4*SCHED_CW-1:0]            ws_pipe_rem;
  logic [NSCHED*DEC_BITS-1:0]       dec_bundle;
  logic [NSCHED*3-1:0]              lc_out_valid;
  logic [NSCHED*3*6-1:0]            lc_clocks;
  logic [NSCHED*3*WARP_SIZE-1:0]    lc_enable;
  logic [NSCHED*3*WARP_SIZE*6-1:0]  lc_src;

  // Set-up: the model from the vector, checked against the RTL's parameters, then reset.
  initial begin : setup
    string dir, rec, args;
    int bug, v;
    if (!$value$plusargs("vector=%s", dir))
      die("no vector: run with +vector=DIR [+bug=N] [+max_mismatches=N] [+out=DIR] [+record=LOG] [+args=WORDS]");
    if (!$value$plusargs("bug=%d", bug)) bug = 0;
    if (bug < 0 || bug > 255) die("+bug takes 0-255");
    bug_sel = 8'(bug);
    vec_dir = dir;
    if (!$value$plusargs("args=%s", args)) args = "program.lst @launch.args";
    h = smgold_create(args, dir, SMGOLD_DPI_ABI);
    if (h == null) die("smgold_create: out of memory");
    if (smgold_ok(h) == 0) die(smgold_last_error(h));
    // (DPI calls are never put behind && / ?: here: Verilator evaluates such calls even
    // when the condition before them is false)
    if ($value$plusargs("record=%s", rec)) begin
      if (smgold_record(h, rec) != 0) die(smgold_last_error(h));
    end
    if (!$test$plusargs("no_datapath")) begin
      string mode, ign;
      if (!$value$plusargs("mode=%s", mode)) mode = "cycle";
      if (smgold_set_datapath(h, mode) != 0) die(smgold_last_error(h));
      dp_ordered = int'(mode == "ordered");
      dp_on = 1;
      if ($value$plusargs("ignore=%s", ign)) ignore_fields(ign);
    end
    nsched = smgold_config(h, "schedulers");
    if (nsched > NSCHED)
      die($sformatf("the vector does not fit the RTL: schedulers %0d > NSCHED %0d", nsched, NSCHED));
    v = smgold_config(h, "capacity");
    if (v > CAPACITY)
      die($sformatf("the vector does not fit the RTL: stack capacity %0d > CAPACITY %0d", v, CAPACITY));
    v = smgold_config(h, "while_mask_slots");
    if (v > WT_SLOTS)
      die($sformatf("the vector does not fit the RTL: while_mask_slots %0d > WT_SLOTS %0d", v, WT_SLOTS));
    sched_setup();
    // two rising edges with rst_n low (synchronous reset), released 1 ns after the second
    // (between edges: neither the RTL nor the model clock samples it then)
    repeat (2) @(posedge clk);
    #1 rst_n = 1'b1;
  end

  // The warp schedulers: compared, and their picks the issue, in cycle timing with NSCHED
  // schedulers (smgold_pkg::sched_on; else sched_why). WR-1: every delay the unit counts must
  // fit its SCHED_CW-bit counters and its configuration pins, or the vector does not fit.
  function automatic void sched_setup();
    string names[11] = '{"reissue_clocks", "lat_pred", "lat_cc", "lat_shared", "lat_global",
                         "lat_const", "lat_alu", "lat_imad", "lat_fp64", "lat_sfu",
                         "two_level_active"};
    longint limit[11] = '{512, 8192, 8192, 8192, 0, 0, 0, 0, 0, 0, 128};
    int v;
    if (smgold_config(h, "timing") != 1) begin
      sched_why = "functional timing (warp_sched models cycle timing: +args=\"program.lst @launch.args --set timing=cycle\")";
      return;
    end
    if (nsched != NSCHED) begin
      sched_why = $sformatf("the model has %0d scheduler(s), the RTL NSCHED = %0d", nsched, NSCHED);
      return;
    end
    for (int i = 0; i < 11; i++) begin
      if (limit[i] == 0) limit[i] = (longint'(1) << SCHED_CW) / 2;
      v = smgold_config(h, names[i]);
      if (longint'(v) >= limit[i])
        die($sformatf("the vector does not fit the RTL: the warp_sched RTL takes %s below %0d (the run has %0d)",
                      names[i], limit[i], v));
    end
    sched_on = 1;
  endfunction

  // "+ignore=rt_cc,mem_addr:0x80": each FIELD[:LANES] (default all lanes) to smgold_ignore.
  function automatic void ignore_fields(string list);
    string item, field;
    int start = 0, lanes, colon;
    for (int i = 0; i <= list.len(); i++) begin
      if (i < list.len() && list[i] != ",") continue;
      item = list.substr(start, i - 1);
      start = i + 1;
      colon = -1;
      for (int k = 0; k < item.len(); k++) if (item[k] == ":") colon = k;
      field = colon < 0 ? item : item.substr(0, colon - 1);
      lanes = colon < 0 ? -1 : int'(item.substr(colon + 1, item.len() - 1).atohex());
      if (item.len() > 2 && colon >= 0 && item.substr(colon + 1, colon + 2) == "0x")
        lanes = int'(item.substr(colon + 3, item.len() - 1).atohex());
      if (smgold_ignore(h, field, lanes) != 0) die(smgold_last_error(h));
    end
  endfunction

  final begin
    if (h != null) smgold_destroy(h);
  end

  sm_top #(
      .NWARPS   (NWARPS),
      .WARP_SIZE(WARP_SIZE),
      .NSCHED   (NSCHED),
      .CAPACITY (CAPACITY),
      .WT_SLOTS (WT_SLOTS),
      .SCHED_CW (SCHED_CW),
      .DEC_BITS (DEC_BITS)
  ) u_sm (.*);  // every port has the signal of the same name above

  smgold_checker #(
      .NWARPS   (NWARPS),
      .WARP_SIZE(WARP_SIZE),
      .NSCHED   (NSCHED),
      .CAPACITY (CAPACITY),
      .WT_SLOTS (WT_SLOTS),
      .SCHED_CW (SCHED_CW),
      .DEC_BITS (DEC_BITS)
  ) u_checker (.*);

endmodule
