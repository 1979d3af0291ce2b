// simt_stack_unit.sv - the SIMT token stack of every warp of one Fermi SM (reference RTL).
//
// Normative: specs/dpi.md §3 (parameters, ports, packing) and specs/simt-stack.md §5-§10 (the
// rules; the IDs in the comments below, e.g. POP-2, are that spec's). The C golden model
// model/src/units/simt.c implements the same rules; this module must match it bit for bit
// (sg_simt_step, sg_simt_unwind, make_plan), and the lock-step testbench checks that it does.
//
// Structure
// ---------
//  * State (flops), per warp slot w < NWARPS (ST-1):
//      pc_q, am_q, bm_q, cm_q, rm_q, xm_q, live_q, depth_q, status_q, err_q;
//      the token stack tok_*_q[w][0..CAPACITY-1], stored bottom first: position i is the i-th
//      token from the bottom, the top is at depth_q-1. Positions >= cfg_onchip stand for the
//      spill area in local memory; pushes into / pops out of them are counted as spill / fill
//      events (OP-2, POP-2, OP-5). Positions >= depth are don't care and never reset;
//      the while-mask table wt_*_q[w][0..WT_SLOTS-1] with a valid bit per slot. Slots are
//      unordered; an entry is found by its key (pc, depth) (WM-0, WM-1). Only slots below
//      cfg_wt_slots are ever filled, so "no free slot among the first cfg_wt_slots" is exactly
//      the model's "nwt >= while_mask_slots" (WM-2).
//  * Step logic (always_comb "step", a loop over the issue ports s): for port s it reads the
//    state of warp iss_warp[s] (registers, the stored top token and the one below it, the WT)
//    and computes that warp's complete next state, in the order of simt.c:
//      - plan: G, T, N, direction, the tokens to push, the WT lookup, and every error check,
//        from the pre-step state only, so that a failing step has no effect (STEP-4);
//      - phase 2, the instruction's effect (§9.1-§9.8), or nothing for an unwind step (STEP-2);
//      - phase 3, .S (S-1 pop / S-2 AM &= ~G), or the single pop of an unwind step (UNW-2);
//      - phase 4, the done check (STEP-6).
//    Its results (c_*) drive the step outputs st_* and, at the edge, the commit.
//  * Commit (generate block g_warp per warp slot: warp_regs, g_tok, g_wt): synchronous
//    active-low reset (every slot DONE, all 0); a launch wins over an issue to the same slot
//    (CO-4, ST-2); otherwise the port that issued to the warp writes its next state, up to two
//    token slots and at most one new WT entry. A step issued to a DONE or ERROR warp, or to a
//    slot >= NWARPS (iss_warp is 6 bits whatever NWARPS is), changes nothing.
//  * Read port (always_comb "read"): the state of slot rd_warp after the last edge.
//
// Parameters: NWARPS <= 64 (6-bit slot numbers), WARP_SIZE 1..32, every one >= 1.
// Configuration: cfg_capacity above CAPACITY and cfg_wt_slots above WT_SLOTS are illegal
// (dpi.md §3.1); the unit clamps both to its storage so that it never indexes outside it.
//
// Injected bugs (simt_bugs.svh, rtl_stubs/bugs.tsv): bug_sel is the parameter BUG or, with
// `define SMGOLD_BUG_PORT, the last input port. Every `bug_sel == BUG_x` test below is a
// deliberate deviation, active only for that id; with bug_sel == 0 none is.

module simt_stack_unit #(
    parameter int NWARPS    = 48,
    parameter int WARP_SIZE = 32,
    parameter int NSCHED    = 2,
    parameter int CAPACITY  = 64,
    parameter int WT_SLOTS  = 16,
    parameter int BUG       = 0
) (
    input  logic                             clk,
    input  logic                             rst_n,
    // configuration (static during a run)
    input  logic [15:0]                      cfg_onchip,
    input  logic [15:0]                      cfg_capacity,
    input  logic [15:0]                      cfg_wt_slots,
    input  logic                             cfg_policy,      // 0 while-mask, 1 div-token
    // launch bundle
    input  logic [NWARPS-1:0]                launch_valid,
    input  logic [31:0]                      launch_pc,
    input  logic [NWARPS*WARP_SIZE-1:0]      launch_live,
    // issue bundles, one per scheduler
    input  logic [NSCHED-1:0]                iss_valid,
    input  logic [NSCHED*6-1:0]              iss_warp,
    input  logic [NSCHED*4-1:0]              iss_ctrl,
    input  logic [NSCHED-1:0]                iss_cond,
    input  logic [NSCHED-1:0]                iss_sflag,
    input  logic [NSCHED-1:0]                iss_uni,
    input  logic [NSCHED*WARP_SIZE-1:0]      iss_guard,
    input  logic [NSCHED*32-1:0]             iss_target,
    input  logic [NSCHED*WARP_SIZE*32-1:0]   iss_lane_target,
    // step outputs (combinational)
    output logic [NSCHED*32-1:0]             st_pc,
    output logic [NSCHED*WARP_SIZE-1:0]      st_am,
    output logic [NSCHED*2-1:0]              st_push,
    output logic [NSCHED*2-1:0]              st_pop,
    output logic [NSCHED*2-1:0]              st_spill,
    output logic [NSCHED*2-1:0]              st_fill,
    output logic [NSCHED*2-1:0]              st_error,
    // read port (combinational)
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
    output logic [WT_SLOTS*WARP_SIZE-1:0]    rd_wt_mask
`ifdef SMGOLD_LOAD_PORT
    ,
    // state load (specs/checkpoint.md §7, a warm start from a checkpoint): with ld_valid, one
    // clock writes warp ld_warp's registers (ld_what 0), its token at position ld_idx from the
    // bottom (1) or its while-mask slot ld_idx (2); the testbench drives no launch or issue
    // meanwhile. Absent (tied off) without `define SMGOLD_LOAD_PORT.
    input  logic                             ld_valid,
    input  logic [1:0]                       ld_what,
    input  logic [5:0]                       ld_warp,
    input  logic [15:0]                      ld_idx,
    input  logic [31:0]                      ld_pc,       // PC; the token's or entry's pc
    input  logic [WARP_SIZE-1:0]             ld_mask,     // AM; the token's or entry's mask
    input  logic [WARP_SIZE-1:0]             ld_bm,
    input  logic [WARP_SIZE-1:0]             ld_cm,
    input  logic [WARP_SIZE-1:0]             ld_rm,
    input  logic [WARP_SIZE-1:0]             ld_xm,
    input  logic [WARP_SIZE-1:0]             ld_live,
    input  logic [15:0]                      ld_depth,    // depth; the entry's depth
    input  logic [2:0]                       ld_type,     // the token's type
    input  logic [1:0]                       ld_status,
    input  logic [1:0]                       ld_error,
    input  logic [WT_SLOTS-1:0]              ld_wt_valid  // the warp's filled WT slots
`endif
`ifdef SMGOLD_BUG_PORT
    ,
    input  logic [7:0]                       bug_sel
`endif
);

  `include "simt_bugs.svh"

`ifndef SMGOLD_BUG_PORT
  localparam logic [7:0] bug_sel = BUG[7:0];
`else
  if (BUG != 0) begin : g_bug_param_check
    $error("simt_stack_unit: with SMGOLD_BUG_PORT the port bug_sel selects the bug; BUG must be 0");
  end
`endif

`ifndef SMGOLD_LOAD_PORT
  // no state-load port: never loading (synthesis removes the load paths)
  localparam logic                 ld_valid    = 1'b0;
  localparam logic [1:0]           ld_what     = '0;
  localparam logic [5:0]           ld_warp     = '0;
  localparam logic [15:0]          ld_idx      = '0;
  localparam logic [31:0]          ld_pc       = '0;
  localparam logic [WARP_SIZE-1:0] ld_mask     = '0;
  localparam logic [WARP_SIZE-1:0] ld_bm       = '0;
  localparam logic [WARP_SIZE-1:0] ld_cm       = '0;
  localparam logic [WARP_SIZE-1:0] ld_rm       = '0;
  localparam logic [WARP_SIZE-1:0] ld_xm       = '0;
  localparam logic [WARP_SIZE-1:0] ld_live     = '0;
  localparam logic [15:0]          ld_depth    = '0;
  localparam logic [2:0]           ld_type     = '0;
  localparam logic [1:0]           ld_status   = '0;
  localparam logic [1:0]           ld_error    = '0;
  localparam logic [WT_SLOTS-1:0]  ld_wt_valid = '0;
`endif

  // ------------------------------------------------------------------ widths and codes
  localparam int W    = WARP_SIZE;
  localparam int DW   = $clog2(CAPACITY + 1);                 // depth 0..CAPACITY
  localparam int PW   = (CAPACITY > 1) ? $clog2(CAPACITY) : 1; // token position
  localparam int WIW  = (NWARPS > 1) ? $clog2(NWARPS) : 1;     // warp slot index
  localparam int XIW  = (WT_SLOTS > 1) ? $clog2(WT_SLOTS) : 1; // WT slot index
  localparam int SIW  = (NSCHED > 1) ? $clog2(NSCHED) : 1;     // issue port index

  // control classes (IN-1, dpi.md §3.2 iss_ctrl)
  localparam logic [3:0] C_SSY = 4'd1, C_PBK = 4'd2, C_PCNT = 4'd3, C_PRET = 4'd4, C_CAL = 4'd5,
                         C_BRA = 4'd6, C_BRX = 4'd7, C_BRK = 4'd8, C_CONT = 4'd9, C_RET = 4'd10,
                         C_EXIT = 4'd11;
  // token types (TK-1)
  localparam logic [2:0] T_SSY = 3'd1, T_DIV = 3'd2, T_CALL = 3'd3, T_PRET = 3'd4, T_PBK = 3'd5,
                         T_PCNT = 3'd6;
  // warp status and stack error codes (ERR-1)
  localparam logic [1:0] S_RUNNING = 2'd0, S_DONE = 2'd1, S_ERROR = 2'd2;
  localparam logic [1:0] E_NONE = 2'd0, E_OVERFLOW = 2'd1, E_UNDERFLOW = 2'd2, E_WMASK = 2'd3;

  // OP-1: the lanes that become active when mask m is taken back
  function automatic logic [W-1:0] restore(input logic [W-1:0] m, input logic [W-1:0] xm,
                                           input logic [W-1:0] bm, input logic [W-1:0] cm,
                                           input logic [W-1:0] rm);
    restore = m & ~xm & ~bm & ~cm & ~rm;
  endfunction

  // effective limits (clamped to the storage, see the header)
  logic [16:0] cap_eff;   // capacity (CFG-2), <= CAPACITY
  logic [16:0] onchip;    // stack_onchip_slots
  logic [16:0] wt_lim;    // while_mask_slots, <= WT_SLOTS
  always_comb begin : limits
    cap_eff = ({1'b0, cfg_capacity} > 17'(CAPACITY)) ? 17'(CAPACITY) : {1'b0, cfg_capacity};
    onchip  = {1'b0, cfg_onchip};
    wt_lim  = ({1'b0, cfg_wt_slots} > 17'(WT_SLOTS)) ? 17'(WT_SLOTS) : {1'b0, cfg_wt_slots};
  end

  // a loaded depth, clamped to the storage as cfg_capacity is (never indexes outside it)
  logic [DW-1:0] ld_depth_c;
  always_comb begin : load_depth
    ld_depth_c = ({1'b0, ld_depth} > 17'(CAPACITY)) ? DW'(CAPACITY) : ld_depth[DW-1:0];
  end

  // ------------------------------------------------------------------ state (ST-1)
  // (* mem2reg *) on every array: they are registers read with variable indices; saying so
  // keeps yosys from inferring memories or warning that it converted them.
  (* mem2reg *) logic [31:0]   pc_q     [NWARPS];
  (* mem2reg *) logic [W-1:0]  am_q     [NWARPS];
  (* mem2reg *) logic [W-1:0]  bm_q     [NWARPS];
  (* mem2reg *) logic [W-1:0]  cm_q     [NWARPS];
  (* mem2reg *) logic [W-1:0]  rm_q     [NWARPS];
  (* mem2reg *) logic [W-1:0]  xm_q     [NWARPS];
  (* mem2reg *) logic [W-1:0]  live_q   [NWARPS];
  (* mem2reg *) logic [DW-1:0] depth_q  [NWARPS];
  (* mem2reg *) logic [1:0]    status_q [NWARPS];
  (* mem2reg *) logic [1:0]    err_q    [NWARPS];
  // token stack, bottom first (TK-1)
  (* mem2reg *) logic [2:0]    tok_type_q [NWARPS][CAPACITY];
  (* mem2reg *) logic [W-1:0]  tok_mask_q [NWARPS][CAPACITY];
  (* mem2reg *) logic [31:0]   tok_pc_q   [NWARPS][CAPACITY];
  // while-mask table (WM-0): unordered slots
  (* mem2reg *) logic [WT_SLOTS-1:0] wt_valid_q [NWARPS];
  (* mem2reg *) logic [31:0]   wt_pc_q    [NWARPS][WT_SLOTS];
  (* mem2reg *) logic [DW-1:0] wt_depth_q [NWARPS][WT_SLOTS];
  (* mem2reg *) logic [W-1:0]  wt_mask_q  [NWARPS][WT_SLOTS];

  // ------------------------------------------------------------------ per-port step results
  // (* mem2reg *): these small arrays are plain signals; tell yosys so instead of having it
  // warn that it turned them into registers.
  (* mem2reg *) logic          c_we     [NSCHED];  // commit this port's result at the edge
  (* mem2reg *) logic [WIW-1:0] c_wi    [NSCHED];  // warp slot
  (* mem2reg *) logic [31:0]   c_pc     [NSCHED];
  (* mem2reg *) logic [W-1:0]  c_am     [NSCHED];
  (* mem2reg *) logic [W-1:0]  c_bm     [NSCHED];
  (* mem2reg *) logic [W-1:0]  c_cm     [NSCHED];
  (* mem2reg *) logic [W-1:0]  c_rm     [NSCHED];
  (* mem2reg *) logic [W-1:0]  c_xm     [NSCHED];
  (* mem2reg *) logic [DW-1:0] c_depth  [NSCHED];
  (* mem2reg *) logic [1:0]    c_status [NSCHED];
  (* mem2reg *) logic [1:0]    c_err    [NSCHED];
  (* mem2reg *) logic [1:0]    c_np     [NSCHED];  // token slots written (0-2)
  (* mem2reg *) logic [PW-1:0] c_pos0   [NSCHED];
  (* mem2reg *) logic [PW-1:0] c_pos1   [NSCHED];
  (* mem2reg *) logic [2:0]    c_t0_type[NSCHED];
  (* mem2reg *) logic [W-1:0]  c_t0_mask[NSCHED];
  (* mem2reg *) logic [31:0]   c_t0_pc  [NSCHED];
  (* mem2reg *) logic [2:0]    c_t1_type[NSCHED];
  (* mem2reg *) logic [W-1:0]  c_t1_mask[NSCHED];
  (* mem2reg *) logic [31:0]   c_t1_pc  [NSCHED];
  (* mem2reg *) logic [WT_SLOTS-1:0] c_wt_valid [NSCHED];
  (* mem2reg *) logic          c_wt_ins  [NSCHED]; // write a new entry into slot c_wt_slot
  (* mem2reg *) logic [XIW-1:0] c_wt_slot [NSCHED];
  (* mem2reg *) logic [31:0]   c_wt_pc   [NSCHED];
  (* mem2reg *) logic [DW-1:0] c_wt_depth[NSCHED];
  (* mem2reg *) logic [W-1:0]  c_wt_mask [NSCHED];

  // ------------------------------------------------------------------ step logic
  always_comb begin : step
    for (int s = 0; s < NSCHED; s++) begin
      // -------- the issue bundle of port s (dpi.md §3.2)
      logic [5:0]    wraw;
      logic          hit;       // valid and names an existing slot
      logic [WIW-1:0] wi;
      logic [3:0]    ctrl;
      logic          cond, sflag, uni;
      logic [W-1:0]  gin;
      logic [31:0]   tgt;
      // -------- the warp's state before the step
      logic [31:0]   pc0;
      logic [W-1:0]  am0, bm0, cm0, rm0, xm0;
      logic [16:0]   d0;
      logic          running, unwind;
      logic [2:0]    top_type, bel_type;   // stored tokens at depth-1 and depth-2
      logic [W-1:0]  top_mask, bel_mask;
      logic [31:0]   top_pc, bel_pc;
      // -------- plan (make_plan)
      logic [W-1:0]  g, tk, nt;
      logic          backward, uni_eff;
      logic [31:0]   pc8, bra_dest;
      logic [1:0]    np;                   // tokens to push (0-2)
      logic [2:0]    p0_type, p1_type;     // p0 pushed first (deeper), p1 second
      logic [W-1:0]  p0_mask, p1_mask;
      logic [31:0]   p0_pc, p1_pc;
      logic          wm_found, wm_new, wm_del, wt_free;
      logic [XIW-1:0] wm_idx, free_idx;
      logic [31:0]   brx_t;
      logic [W-1:0]  brx_s, brx_r;
      logic [1:0]    err;
      // -------- next state
      logic [31:0]   n_pc;
      logic [W-1:0]  n_am, n_bm, n_cm, n_rm, n_xm;
      logic [16:0]   n_depth, db;
      logic [1:0]    n_status;
      logic [WT_SLOTS-1:0] n_wt_valid;
      logic          wt_ins;
      logic          do_pop;
      logic [1:0]    npop, nspill, nfill;
      logic [16:0]   pos0, pos1;
      logic [2:0]    t_type;
      logic [W-1:0]  t_mask;
      logic [31:0]   t_pc;
      logic [DW-1:0] e_depth;

      wraw  = iss_warp[s*6 +: 6];
      hit   = iss_valid[s] && ({1'b0, wraw} < 7'(NWARPS));
      wi    = hit ? wraw[WIW-1:0] : '0;
      ctrl  = iss_ctrl[s*4 +: 4];
      cond  = iss_cond[s];
      sflag = iss_sflag[s];
      uni   = iss_uni[s];
      gin   = iss_guard[s*W +: W];
      tgt   = iss_target[s*32 +: 32];

      pc0 = pc_q[wi];
      am0 = am_q[wi];
      bm0 = bm_q[wi];
      cm0 = cm_q[wi];
      rm0 = rm_q[wi];
      xm0 = xm_q[wi];
      d0  = 17'(depth_q[wi]);
      running = hit && (status_q[wi] == S_RUNNING);     // STEP-1, ERR-3
      unwind  = (am0 == '0);                             // STEP-2
      top_type = tok_type_q[wi][(d0 >= 17'd1) ? PW'(d0 - 17'd1) : '0];
      top_mask = tok_mask_q[wi][(d0 >= 17'd1) ? PW'(d0 - 17'd1) : '0];
      top_pc   = tok_pc_q  [wi][(d0 >= 17'd1) ? PW'(d0 - 17'd1) : '0];
      bel_type = tok_type_q[wi][(d0 >= 17'd2) ? PW'(d0 - 17'd2) : '0];
      bel_mask = tok_mask_q[wi][(d0 >= 17'd2) ? PW'(d0 - 17'd2) : '0];
      bel_pc   = tok_pc_q  [wi][(d0 >= 17'd2) ? PW'(d0 - 17'd2) : '0];

      // ---------------------------------------------------------------- plan
      g   = cond ? (gin & am0) : am0;                      // IN-3
      tk  = g;                                             // T: taken lanes (BRA/BRX)
      nt  = am0 & ~g;                                      // N: not-taken lanes
      // IN-4: backward = target <= own PC
      backward = (bug_sel == BUG_SELF_BRANCH_FORWARD) ? (tgt < pc0) : (tgt <= pc0);
      uni_eff  = uni && (bug_sel != BUG_UNIFORM_IGNORED);
      pc8      = pc0 + 32'd8;                              // CONV-3: modulo 2^32
      bra_dest = (bug_sel == BUG_TARGET_OFF_BY_ONE) ? tgt + 32'd8 : tgt;

      // WM-1: the entry with key (PC, depth), if any
      wm_found = 1'b0;
      wm_idx   = '0;
      for (int j = 0; j < WT_SLOTS; j++) begin
        if (!wm_found && wt_valid_q[wi][j] && wt_pc_q[wi][j] == pc0 &&
            (17'(wt_depth_q[wi][j]) == d0 || bug_sel == BUG_WT_KEY_IGNORES_DEPTH)) begin
          wm_found = 1'b1;
          wm_idx   = XIW'(j);
        end
      end
      // WM-2: a free slot among the first while_mask_slots
      wt_free  = 1'b0;
      free_idx = '0;
      for (int j = 0; j < WT_SLOTS; j++) begin
        if (!wt_free && !wt_valid_q[wi][j] && 17'(j) < wt_lim) begin
          wt_free  = 1'b1;
          free_idx = XIW'(j);
        end
      end

      // phase 2 defaults: PC' = PC+8, nothing else changes (OTH-1)
      n_pc = pc8;
      n_am = am0;
      n_bm = bm0;
      n_cm = cm0;
      n_rm = rm0;
      n_xm = xm0;
      np = 2'd0;
      p0_type = '0; p0_mask = '0; p0_pc = '0;
      p1_type = '0; p1_mask = '0; p1_pc = '0;
      wm_new = 1'b0;
      wm_del = 1'b0;
      brx_t = '0;
      brx_s = '0;
      brx_r = '0;

      // ---------------------------------------------------------------- phase 2 (§9)
      case (ctrl)
        C_SSY, C_PBK, C_PCNT, C_PRET: begin                // PUSH-1: push(T, AM, target)
          np      = 2'd1;
          p0_mask = am0;
          p0_pc   = tgt;
          case (ctrl)
            C_SSY: begin
              p0_type = T_SSY;
              if (bug_sel == BUG_SSY_PC_NEXT) p0_pc = pc8;
            end
            C_PBK:   p0_type = T_PBK;
            C_PCNT:  p0_type = T_PCNT;
            default: p0_type = T_PRET;
          endcase
        end
        C_CAL: begin                                       // CAL-1: push(CALL, AM, PC+8), PC' = t
          np      = 2'd1;
          p0_type = T_CALL;
          p0_mask = am0;
          p0_pc   = (bug_sel == BUG_CALL_RETURN_PC) ? pc0 : pc8;
          n_pc    = tgt;
        end
        C_BRA: begin
          if (!cond) begin                                 // BRA-1: unconditional
            n_pc = bra_dest;
          end else if (uni_eff) begin                      // BRA-2: .U never splits AM
            if (nt == '0) n_pc = bra_dest;
          end else if (!backward || cfg_policy || bug_sel == BUG_BACKWARD_AS_FORWARD) begin
            // BRA-3: forward, or backward under div-token
            if (nt == '0) begin                            // BRA-3.1 all taken
              n_pc = bra_dest;
            end else if (tk != '0) begin                   // BRA-3.3 divergent: not-taken first
              np      = 2'd1;
              p0_type = T_DIV;
              if (bug_sel == BUG_NOT_TAKEN_FIRST_SWAPPED) begin
                p0_mask = nt;
                p0_pc   = pc8;
                n_am    = tk;
                n_pc    = bra_dest;
              end else begin
                p0_mask = (bug_sel == BUG_DIV_MASK_INVERTED) ? nt : tk;
                p0_pc   = bra_dest;
                n_am    = nt;
              end
            end                                            // BRA-3.2 none taken: PC+8
          end else if (tk != '0) begin                     // BRA-4 while-mask: WM-2, WM-3
            wm_new = !wm_found;
            n_am   = tk;
            n_pc   = bra_dest;
          end else if (wm_found) begin                     // WM-4: loop ends
            n_am   = (bug_sel == BUG_WT_EXIT_DROPS_WAITING) ? am0 :
                     restore(wt_mask_q[wi][wm_idx] | am0, xm0, bm0, cm0, rm0);
            wm_del = 1'b1;
          end                                              // WM-2: T == 0, no entry: PC+8
        end
        C_BRX: begin                                       // BRX-1 .. BRX-4
          if (g != '0) begin
            // BRX-3/BRX-5: t* = unsigned minimum of the targets of G
            brx_t = (bug_sel == BUG_BRX_ORDER) ? 32'h0 : 32'hFFFF_FFFF;
            for (int l = 0; l < W; l++) begin
              if (g[l]) begin
                if (bug_sel == BUG_BRX_ORDER) begin
                  if (iss_lane_target[(s*W + l)*32 +: 32] > brx_t)
                    brx_t = iss_lane_target[(s*W + l)*32 +: 32];
                end else if (iss_lane_target[(s*W + l)*32 +: 32] < brx_t) begin
                  brx_t = iss_lane_target[(s*W + l)*32 +: 32];
                end
              end
            end
            for (int l = 0; l < W; l++)
              brx_s[l] = g[l] && (iss_lane_target[(s*W + l)*32 +: 32] == brx_t);
            brx_r = g & ~brx_s;
            if (nt != '0 && bug_sel != BUG_BRX_NOT_TAKEN_DROPPED) begin
              np      = 2'd1;                              // BRX-2: guard-false lanes, deeper
              p0_type = T_DIV;
              p0_mask = nt;
              p0_pc   = pc8;
            end
            if (brx_r != '0) begin                         // BRX-3: lanes not served yet
              if (np == 2'd0) begin
                p0_type = T_DIV;
                p0_mask = brx_r;
                p0_pc   = (bug_sel == BUG_BRX_REPUSH_PC) ? pc8 : pc0;
              end else begin
                p1_type = T_DIV;
                p1_mask = brx_r;
                p1_pc   = (bug_sel == BUG_BRX_REPUSH_PC) ? pc8 : pc0;
              end
              np = np + 2'd1;
            end
            n_am = brx_s;
            n_pc = brx_t;
          end                                              // BRX-1: G == 0: PC+8
        end
        C_BRK: begin                                       // PARK-1 with P = BM
          if (bug_sel == BUG_BRK_PARKS_ALL) begin
            n_bm = bm0 | am0;
            n_am = '0;
          end else begin
            n_bm = bm0 | g;
            n_am = am0 & ~g;
          end
        end
        C_CONT: begin                                      // PARK-1 with P = CM
          if (bug_sel == BUG_CONT_INTO_BM) n_bm = bm0 | g;
          else n_cm = cm0 | g;
          n_am = am0 & ~g;
        end
        C_RET: begin                                       // PARK-1 with P = RM; PARK-3: no pop
          n_rm = rm0 | g;
          n_am = am0 & ~g;
        end
        C_EXIT: begin                                      // EXIT-1, KIL-1
          if (bug_sel != BUG_EXIT_NOT_RECORDED) n_xm = xm0 | g;
          n_am = am0 & ~g;
        end
        default: ;                                         // OTH-1
      endcase

      // ---------------------------------------------------------------- errors (STEP-4)
      // Checked in make_plan's order, from the pre-step state only.
      err = E_NONE;
      if (unwind) begin
        if (d0 == 17'd0) err = E_UNDERFLOW;                // UNW-1 (UNWIND_PARKED)
      end else if (d0 + 17'(np) > cap_eff) begin
        if (bug_sel != BUG_OVERFLOW_NOT_FLAGGED) err = E_OVERFLOW;   // OP-2, BRX-4
      end else if (wm_new && !wt_free) begin
        if (bug_sel != BUG_WT_OVERFLOW_NOT_FLAGGED) err = E_WMASK;   // WM-2
      end else if (sflag && d0 + 17'(np) == 17'd0 && (!cond || g != '0)) begin
        // POP-1 (SPOP_EMPTY) and S-3 (GUARDED_S_EMPTY)
        if (!(bug_sel == BUG_UNDERFLOW_NOT_FLAGGED && !cond)) err = E_UNDERFLOW;
      end

      // An unwind step ignores the instruction fields (STEP-2, dpi.md §3.2).
      if (unwind) begin
        n_pc = pc0;
        n_am = am0;
        n_bm = bm0;
        n_cm = cm0;
        n_rm = rm0;
        n_xm = xm0;
        np = 2'd0;
        wm_new = 1'b0;
        wm_del = 1'b0;
      end

      // ---------------------------------------------------------------- pushes (OP-2)
      // Positions d0 and d0+1; a push at a position >= stack_onchip_slots spills (OP-5).
      pos0 = d0;
      pos1 = d0 + 17'd1;
      if (bug_sel == BUG_OVERFLOW_NOT_FLAGGED) begin       // the bug: overwrite the top slot
        if (pos0 >= cap_eff) pos0 = cap_eff - 17'd1;
        if (pos1 >= cap_eff) pos1 = cap_eff - 17'd1;
      end
      nspill = 2'd0;
      if (np >= 2'd1 && (pos0 >= onchip ||
          (bug_sel == BUG_SPILL_THRESHOLD_OFF_BY_ONE && pos0 + 17'd1 >= onchip)))
        nspill = nspill + 2'd1;
      if (np == 2'd2 && ((pos1 >= onchip &&
           !(bug_sel == BUG_BRX_SECOND_SPILL_UNCOUNTED && pos1 == onchip)) ||
          (bug_sel == BUG_SPILL_THRESHOLD_OFF_BY_ONE && pos1 + 17'd1 >= onchip)))
        nspill = nspill + 2'd1;
      db = (np == 2'd0) ? d0 : ((np == 2'd1) ? pos0 : pos1) + 17'd1;   // depth after the pushes

      // ---------------------------------------------------------------- WT, phase 2 part
      n_wt_valid = wt_valid_q[wi];
      if (wm_del) n_wt_valid[wm_idx] = 1'b0;               // WM-4: delete E
      wt_ins = wm_new && wt_free;                          // WM-2: E = {PC, depth, AM}
      if (wt_ins) n_wt_valid[free_idx] = 1'b1;

      // ---------------------------------------------------------------- phase 3 (§9.9, §9.10)
      do_pop = 1'b0;
      if (unwind) begin
        do_pop = 1'b1;                                     // UNW-2: exactly one pop
      end else if (sflag) begin
        if (!cond) begin
          do_pop = !(bug_sel == BUG_UNDERFLOW_NOT_FLAGGED && db == 17'd0);   // S-1
        end else if (bug_sel != BUG_GUARDED_S_IGNORED) begin
          n_am = n_am & ~g;                                // S-2: guard-true lanes leave AM
        end
      end

      n_depth = db;
      t_type  = '0;
      t_mask  = '0;
      t_pc    = '0;
      e_depth = '0;
      npop  = 2'd0;
      nfill = 2'd0;
      for (int k = 0; k < 2; k++) begin
        if (do_pop && (k == 0 ||
            (bug_sel == BUG_UNWIND_POPS_TWO && unwind && d0 >= 17'd2))) begin
          // POP-2: the top token of the stack as it is after the pushes of this step
          if (k == 0 && !(bug_sel == BUG_POP_ORDER && n_depth >= 17'd2)) begin
            t_type = (np == 2'd0) ? top_type : ((np == 2'd1) ? p0_type : p1_type);
            t_mask = (np == 2'd0) ? top_mask : ((np == 2'd1) ? p0_mask : p1_mask);
            t_pc   = (np == 2'd0) ? top_pc   : ((np == 2'd1) ? p0_pc   : p1_pc);
          end else begin                                   // one below the top (bugs 1, 8)
            t_type = (np == 2'd0) ? bel_type : ((np == 2'd1) ? top_type : p0_type);
            t_mask = (np == 2'd0) ? bel_mask : ((np == 2'd1) ? top_mask : p0_mask);
            t_pc   = (np == 2'd0) ? bel_pc   : ((np == 2'd1) ? top_pc   : p0_pc);
          end
          if (n_depth > onchip ||
              (bug_sel == BUG_FILL_THRESHOLD_OFF_BY_ONE && n_depth >= onchip))
            nfill = nfill + 2'd1;                          // POP-2: FILL
          // POP-2: clear the disable mask of this token type, only the token's lanes (R3)
          case (t_type)
            T_PBK: n_bm = (bug_sel == BUG_DISABLE_MASK_UNSCOPED) ? '0 : n_bm & ~t_mask;
            T_PCNT: begin
              if (bug_sel == BUG_PCNT_POP_CLEARS_BM) n_bm = n_bm & ~t_mask;
              else n_cm = n_cm & ~t_mask;
            end
            T_CALL, T_PRET: if (bug_sel != BUG_CALL_POP_KEEPS_RM) n_rm = n_rm & ~t_mask;
            default: ;                                     // SSY, DIV: nothing
          endcase
          // POP-3: AM := restore(t.mask) with the masks after POP-2; PC := t.pc
          n_am = restore(t_mask, (bug_sel == BUG_EXITED_RESURRECTED ||
                                  (bug_sel == BUG_CALL_POP_KEEPS_EXITED &&
                                   (t_type == T_CALL || t_type == T_PRET))) ? '0 : n_xm,
                         n_bm, n_cm, n_rm);
          n_pc = t_pc;
          n_depth = n_depth - 17'd1;
          npop = npop + 2'd1;
          // POP-4 / WM-5: discard every WT entry deeper than the new depth
          if (bug_sel != BUG_WT_NOT_DISCARDED) begin
            for (int j = 0; j < WT_SLOTS; j++) begin
              e_depth = (wt_ins && free_idx == XIW'(j)) ? DW'(d0) : wt_depth_q[wi][j];
              if (17'(e_depth) > n_depth) n_wt_valid[j] = 1'b0;
            end
          end
        end
      end

      // ---------------------------------------------------------------- phase 4 (STEP-6)
      n_status = S_RUNNING;
      if (n_am == '0 && n_depth == 17'd0 &&
          ((n_bm | n_cm | n_rm) == '0 || bug_sel == BUG_DONE_IGNORES_PARKED))
        n_status = S_DONE;

      // ---------------------------------------------------------------- results
      c_we[s]      = running;
      c_wi[s]      = wi;
      c_pos0[s]    = PW'(pos0);
      c_pos1[s]    = PW'(pos1);
      c_t0_type[s] = p0_type;
      c_t0_mask[s] = p0_mask;
      c_t0_pc[s]   = p0_pc;
      c_t1_type[s] = p1_type;
      c_t1_mask[s] = p1_mask;
      c_t1_pc[s]   = p1_pc;
      c_wt_slot[s] = free_idx;
      c_wt_pc[s]   = pc0;
      c_wt_depth[s] = DW'(d0);
      c_wt_mask[s] = (bug_sel == BUG_WT_NEW_HOLDS_TAKEN) ? tk : am0;
      if (err != E_NONE) begin
        // STEP-4: a failing step changes nothing but status and error code
        c_pc[s]     = (bug_sel == BUG_ERROR_ADVANCES_PC && !unwind) ? pc8 : pc0;
        c_am[s]     = am0;
        c_bm[s]     = bm0;
        c_cm[s]     = cm0;
        c_rm[s]     = rm0;
        c_xm[s]     = xm0;
        c_depth[s]  = DW'(d0);
        c_status[s] = S_ERROR;
        c_err[s]    = err;
        c_np[s]     = 2'd0;
        c_wt_valid[s] = wt_valid_q[wi];
        c_wt_ins[s] = 1'b0;
      end else begin
        c_pc[s]     = n_pc;
        c_am[s]     = n_am;
        c_bm[s]     = n_bm;
        c_cm[s]     = n_cm;
        c_rm[s]     = n_rm;
        c_xm[s]     = n_xm;
        c_depth[s]  = DW'(n_depth);
        c_status[s] = n_status;
        c_err[s]    = E_NONE;
        c_np[s]     = np;
        c_wt_valid[s] = n_wt_valid;
        c_wt_ins[s] = wt_ins;
      end

      // step outputs (dpi.md §3.2): the step that the coming edge commits
      st_pc[s*32 +: 32]  = running ? c_pc[s] : (hit ? pc0 : '0);
      st_am[s*W +: W]    = running ? c_am[s] : (hit ? am0 : '0);
      st_push[s*2 +: 2]  = (running && err == E_NONE) ? np : 2'd0;
      st_pop[s*2 +: 2]   = (running && err == E_NONE) ? npop : 2'd0;
      st_spill[s*2 +: 2] = (running && err == E_NONE) ? nspill : 2'd0;
      st_fill[s*2 +: 2]  = (running && err == E_NONE) ? nfill : 2'd0;
      st_error[s*2 +: 2] = running ? err : E_NONE;
    end
  end

  // ------------------------------------------------------------------ commit
  // One block of flops per warp slot. u_en/u_s: the port whose step this warp commits (the
  // model never issues two steps to one warp in a clock, dpi.md §3.2; if two ports named one
  // warp, the higher port would win).
  for (genvar w = 0; w < NWARPS; w++) begin : g_warp
    logic           u_en;
    logic [SIW-1:0] u_s;
    always_comb begin : port_select
      u_en = 1'b0;
      u_s  = '0;
      for (int s = 0; s < NSCHED; s++) begin
        if (c_we[s] && c_wi[s] == WIW'(w) &&
            !(bug_sel == BUG_SECOND_PORT_DROPPED && s == 1 && iss_valid[0] && iss_valid[s])) begin
          u_en = 1'b1;
          u_s  = SIW'(s);
        end
      end
    end

    always_ff @(posedge clk) begin : warp_regs
      if (!rst_n) begin
        // reset: every slot empty and DONE, all state 0 (dpi.md §3.2)
        pc_q[w]       <= '0;
        am_q[w]       <= '0;
        bm_q[w]       <= '0;
        cm_q[w]       <= '0;
        rm_q[w]       <= '0;
        xm_q[w]       <= '0;
        live_q[w]     <= '0;
        depth_q[w]    <= '0;
        status_q[w]   <= S_DONE;
        err_q[w]      <= E_NONE;
        wt_valid_q[w] <= '0;
      end else if (ld_valid && ld_what == 2'd0 && ld_warp == 6'(w)) begin
        // state load (specs/checkpoint.md §7): the warp's registers as the model holds them
        pc_q[w]       <= ld_pc;
        am_q[w]       <= ld_mask;
        bm_q[w]       <= ld_bm;
        cm_q[w]       <= ld_cm;
        rm_q[w]       <= ld_rm;
        xm_q[w]       <= ld_xm;
        live_q[w]     <= ld_live;
        depth_q[w]    <= ld_depth_c;
        status_q[w]   <= ld_status;
        err_q[w]      <= ld_error;
        wt_valid_q[w] <= ld_wt_valid;
      end else if (launch_valid[w]) begin
        // ST-2 launch; it wins over an issue to the same slot (CO-4)
        pc_q[w]       <= launch_pc;
        am_q[w]       <= (bug_sel == BUG_LAUNCH_AM_ALL_LANES) ? '1 : launch_live[w*W +: W];
        bm_q[w]       <= '0;
        cm_q[w]       <= '0;
        rm_q[w]       <= '0;
        xm_q[w]       <= '0;
        live_q[w]     <= launch_live[w*W +: W];
        depth_q[w]    <= '0;
        status_q[w]   <= (launch_live[w*W +: W] == '0) ? S_DONE : S_RUNNING;
        err_q[w]      <= E_NONE;
        wt_valid_q[w] <= '0;
      end else if (u_en) begin
        pc_q[w]       <= c_pc[u_s];
        am_q[w]       <= c_am[u_s];
        bm_q[w]       <= c_bm[u_s];
        cm_q[w]       <= c_cm[u_s];
        rm_q[w]       <= c_rm[u_s];
        xm_q[w]       <= c_xm[u_s];
        depth_q[w]    <= c_depth[u_s];
        status_q[w]   <= c_status[u_s];
        err_q[w]      <= c_err[u_s];
        wt_valid_q[w] <= c_wt_valid[u_s];
      end
    end
  end

  // Token slots and while-mask entries: one process for all warps (a single writer per
  // array, which synthesis wants), indexed writes by warp slot and position. Written by the
  // pushes of a committing step (OP-2; the second push is on top) and by WM-2; never reset
  // (don't care above depth, and the WT valid bits are in warp_regs). A launch of the slot
  // wins (CO-4); with two ports naming one warp the higher port wins, as in warp_regs.
  always_ff @(posedge clk) begin : tok_wt_regs
    for (int s = 0; s < NSCHED; s++) begin
      if (rst_n && c_we[s] && !launch_valid[c_wi[s]] &&
          !(bug_sel == BUG_SECOND_PORT_DROPPED && s == 1 && iss_valid[0] && iss_valid[s])) begin
        if (c_np[s] != 2'd0) begin
          tok_type_q[c_wi[s]][c_pos0[s]] <= c_t0_type[s];
          tok_mask_q[c_wi[s]][c_pos0[s]] <= c_t0_mask[s];
          tok_pc_q[c_wi[s]][c_pos0[s]]   <= c_t0_pc[s];
        end
        if (c_np[s] == 2'd2) begin
          tok_type_q[c_wi[s]][c_pos1[s]] <= c_t1_type[s];
          tok_mask_q[c_wi[s]][c_pos1[s]] <= c_t1_mask[s];
          tok_pc_q[c_wi[s]][c_pos1[s]]   <= c_t1_pc[s];
        end
        if (c_wt_ins[s]) begin
          wt_pc_q[c_wi[s]][c_wt_slot[s]]    <= c_wt_pc[s];
          wt_depth_q[c_wi[s]][c_wt_slot[s]] <= c_wt_depth[s];
          wt_mask_q[c_wi[s]][c_wt_slot[s]]  <= c_wt_mask[s];
        end
      end
    end
    // state load (specs/checkpoint.md §7): one token or one while-mask entry of a warp
    if (rst_n && ld_valid && {1'b0, ld_warp} < 7'(NWARPS)) begin
      if (ld_what == 2'd1 && {1'b0, ld_idx} < 17'(CAPACITY)) begin
        tok_type_q[ld_warp[WIW-1:0]][ld_idx[PW-1:0]] <= ld_type;
        tok_mask_q[ld_warp[WIW-1:0]][ld_idx[PW-1:0]] <= ld_mask;
        tok_pc_q[ld_warp[WIW-1:0]][ld_idx[PW-1:0]]   <= ld_pc;
      end
      if (ld_what == 2'd2 && {1'b0, ld_idx} < 17'(WT_SLOTS)) begin
        wt_pc_q[ld_warp[WIW-1:0]][ld_idx[XIW-1:0]]    <= ld_pc;
        wt_depth_q[ld_warp[WIW-1:0]][ld_idx[XIW-1:0]] <= ld_depth_c;
        wt_mask_q[ld_warp[WIW-1:0]][ld_idx[XIW-1:0]]  <= ld_mask;
      end
    end
  end

  // ------------------------------------------------------------------ read port
  always_comb begin : read
    logic           rhit;
    logic [WIW-1:0] ri;
    rhit = ({1'b0, rd_warp} < 7'(NWARPS));
    ri   = rhit ? rd_warp[WIW-1:0] : '0;
    rd_status = rhit ? status_q[ri] : S_DONE;
    rd_error  = rhit ? err_q[ri] : E_NONE;
    rd_pc     = rhit ? pc_q[ri] : '0;
    rd_am     = rhit ? am_q[ri] : '0;
    rd_bm     = rhit ? bm_q[ri] : '0;
    rd_cm     = rhit ? cm_q[ri] : '0;
    rd_rm     = rhit ? rm_q[ri] : '0;
    rd_xm     = rhit ? xm_q[ri] : '0;
    rd_live   = rhit ? live_q[ri] : '0;
    rd_depth  = rhit ? 16'(depth_q[ri]) : '0;
    for (int p = 0; p < CAPACITY; p++) begin
      rd_tok_type[p*3 +: 3] = tok_type_q[ri][p];
      rd_tok_mask[p*W +: W] = tok_mask_q[ri][p];
      rd_tok_pc[p*32 +: 32] = tok_pc_q[ri][p];
    end
    rd_wt_valid = rhit ? wt_valid_q[ri] : '0;
    for (int j = 0; j < WT_SLOTS; j++) begin
      rd_wt_pc[j*32 +: 32]    = wt_pc_q[ri][j];
      rd_wt_depth[j*16 +: 16] = 16'(wt_depth_q[ri][j]);
      rd_wt_mask[j*W +: W]    = wt_mask_q[ri][j];
    end
  end

endmodule
