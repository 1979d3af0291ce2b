// tb_top.sv - the pure-SystemVerilog lock-step testbench: a whole SM (rtl_stubs/sm_top.sv:
// DPI stand-ins around simt_stack_unit) and the checker (smgold_checker.sv), both over the
// smgold DPI-C layer. Same verdicts as smgold_lockstep (the C++ testbench).
//
// Plusargs:
//   +vector=DIR          the vector: DIR/program.lst with DIR/launch.args (required)
//   +bug=N               simt_stack_unit's injected bug N (0 = clean, the default); needs the
//                        build with `define SMGOLD_BUG_PORT (the bug_sel port)
//   +max_mismatches=N    stop after the clock of the N-th mismatch (default 1; 0 = never)
//   +out=DIR             report.jsonl of a failure goes here (default ".")
//   +record=LOG          log the DPI call stream for `smgold replay LOG` (specs/dpi.md §7)
//   +args=WORDS          the model's `smgold run` arguments, relative to DIR (default
//                        "program.lst @launch.args"; one shell word: quote it)
//   +mode=cycle|ordered  how retire records are matched (specs/datapath.md DP-3; default cycle)
//   +ignore=F:LANES,...  fields not compared in those lanes (DP-4), counted as ignored
//   +no_datapath         compare the token stack only
// Prints one verdict line "DIR: pass: ..." / "DIR: MISMATCH ..."; ends with $finish on a
// pass, $fatal (non-zero exit status) on a mismatch, a set-up error or a model error.
//
// Plain SystemVerilog (IEEE 1800-2017) with DPI-C; nothing simulator specific.
module tb_top #(
    parameter int NWARPS    = 16,
    parameter int WARP_SIZE = 32,
    parameter int NSCHED    = 2,
    parameter int CAPACITY  = 64,
    parameter int WT_SLOTS  = 16
);
  timeunit 1ns;
  timeprecision 1ps;
  import smgold_pkg::*;

  logic clk = 1'b0;
  logic rst_n = 1'b0;
  logic [7:0] bug_sel = 8'd0;
  always #5 clk = ~clk;

  logic [NSCHED-1:0]             iss_valid;
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
    // two rising edges with rst_n low (synchronous reset), released 1 ns after the second
    // (between edges: neither the RTL nor the model clock samples it then)
    repeat (2) @(posedge clk);
    #1 rst_n = 1'b1;
  end

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
      .WT_SLOTS (WT_SLOTS)
  ) u_sm (.*);  // every port has the signal of the same name above

  smgold_checker #(
      .NWARPS   (NWARPS),
      .WARP_SIZE(WARP_SIZE),
      .NSCHED   (NSCHED),
      .CAPACITY (CAPACITY),
      .WT_SLOTS (WT_SLOTS)
  ) u_checker (.*);

endmodule
