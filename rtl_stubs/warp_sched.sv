// warp_sched.sv - the warp schedulers and the scoreboard of one Fermi SM (reference RTL).
//
// Normative: specs/timing.md TM-2 (what "ready" means), IC-1/UN-1 (pipes), SB-1..SB-4 (the
// scoreboard), LAT-1, MT-10 (token traffic on the LD/ST pipe), WS-1..WS-4 (the policies) and
// "§ warp_sched RTL" (these ports, the booking bundle, a worked example). The C golden model is
// model/src/sm/timing.c (sg_timing_ready: which candidates can issue; sg_timing_issued: what
// an issue books), model/src/units/scoreboard.h (sg_score_ready) and model/src/units/sched.c
// (sg_sched_pick), called per scheduler from sg_sm_step (model/src/sm/sm.c); ages come from
// launch.c (a warp's age is the order it was made resident). This module must give the same
// ready set, stall causes and pick as those functions every FU clock; the random harness
// testbench/random/sched_random.cpp drives the model's own functions and this unit side by
// side (scripts/rtl-sched, ctest rtl_sched).
//
// Timing model: one clk edge is one FU (shader) clock (TM-1). `sched_clock` = 1 in the clocks
// in which the schedulers pick (every sched_clock_ratio-th FU clock in the model); in the
// others nothing issues, but the scoreboard and the pipes count down and the ready / why
// outputs still show the state. The scheduler ports are evaluated in order s = 0, 1, ... in
// one clock, as sg_sm_step does: scheduler s sees the pipes as booked by the schedulers
// before it in the same clock (UN-1), and its candidates (cand) may reflect a barrier that
// an earlier scheduler's step released. So, within a clock, cand bits of scheduler s's slots
// and the booking bundle of port s may depend combinationally on pick_* of ports < s (the
// execution side answers the pick in the same clock); pick_* of port s depends only on the
// inputs of its own slots, the state, and the bookings of ports < s.
//
// Ports
// -----
//  clk, rst_n                 rising edge; synchronous active-low reset = a kernel launch
//                             (sg_sm_launch): scoreboard and pipes free, ages cleared, every
//                             scheduler as after sg_sched_init (LRR/two-level "last" = slot
//                             NWARPS-1, GTO no greedy warp, two-level active set empty, no
//                             external pick).
//  configuration (static; change only with rst_n low)
//    cfg_policy [1:0]         0 lrr (WS-1), 1 gto (WS-2), 2 two-level (WS-3), 3 external (WS-4)
//    cfg_two_level_active[6:0] two_level_active, 1..64 (0 is read as 1, as sg_sched_init)
//    cfg_reissue [8:0]        reissue_clocks, 1..256 (SB-3)
//    cfg_lat_pred[12:0]       lat_pred (SB-4: every predicate of the warp)
//    cfg_lat_cc [12:0]        lat_cc ($c)
//    cfg_lat_shared[12:0]     lat_shared (a token fill holds the warp, MT-10)
//  per clock
//    sched_clock              the schedulers pick in this clock
//    launch [NWARPS]          slot w is made resident at the end of this clock (after the
//                             issues): its scoreboard is cleared and it becomes the youngest
//                             warp; several launched in one clock are aged in slot order
//                             (launch.c init_warp: age = next_age++, blocks in slot order)
//    cand [NWARPS]            slot w holds a running warp not waiting at a barrier (the
//                             candidates; scheduler w % NSCHED uses bit w)
//    resident [NWARPS]        slot w holds a warp (running, done or stopped on an error;
//                             sg_warp.valid) - for `why` only
//    at_bar [NWARPS]          slot w's running warp waits at a barrier - for `why` only
//    the next step of each warp w (SB-1, decided at load in the model: sg_pre):
//    dep_src [NWARPS*8*6]     up to 8 register numbers it names, entry i of warp w at
//                             bits (w*8+i)*6 +: 6, in the model's sg_deps.src order
//    dep_src_v [NWARPS*8]     entry i valid (the model's first nsrc entries)
//    dep_preds [NWARPS*8]     bit p: predicate p is read
//    dep_cc [NWARPS]          $c is read or written
//    dep_unwind [NWARPS]      the step is an unwind (AM empty): needs only the re-issue
//                             interval, books no pipe and no result
//    dep_pipe [NWARPS*2]      pipe class: 0 none (control, a fetch fault), 1 ALU (group 0,
//                             else group 1), 2 SFU, 3 LD/ST (IC-1)
//    ext_set/ext_valid [NSCHED], ext_warp [NSCHED*6]
//                             external policy: sg_sm_set_pick in this clock (ext_valid = 0:
//                             slot -1). The supplied pick is held until the next scheduler
//                             clock, which consumes it (an ext_set in that clock counts).
//    booking bundle of port s, read in a clock in which pick_valid[s] = 1 (what the execution
//    side knows of the step it issued; mirrors sg_timing_issued, see below):
//    bk_error [NSCHED]        the step failed: only the re-issue interval is booked
//    bk_spill [NSCHED*2]      tokens spilled by the step (sg_issue.spill)
//    bk_fill [NSCHED*2]       tokens filled by the step (sg_issue.fill)
//    bk_busy [NSCHED*CW]      FU clocks the instruction holds its pipe: lane cycles of the
//                             lanes that executed (LN, baseline for LD/ST) + MT-10's extra
//                             passes/segments; ignored for pipe class 0
//    bk_regs [NSCHED*64]      bit r: register r written
//    bk_delay [NSCHED*CW]     their result latency LAT-1 in FU clocks (LD/ST: incl. bk_busy)
//    bk_preds [NSCHED*8]      bit p: predicate p written (any bit: all eight after lat_pred)
//    bk_cc [NSCHED]           $c written (ready after lat_cc)
//    bk_long [NSCHED]         a global load that writes registers: the warp waits on a
//                             long-latency result for bk_delay clocks (two-level, WS-3)
//  outputs (combinational, valid for the clock)
//    pick_valid [NSCHED]      scheduler s issues (only when sched_clock)
//    pick_warp [NSCHED*6]     its slot (0 when none)
//    refused [NSCHED]         external: the supplied slot was not ready; nothing issues
//    cause [NSCHED*2]         the strongest reason among s's candidates that are not ready:
//                             0 none/no candidate, 1 re-issue, 2 dependency, 3 unit (the
//                             model's stall cause; counted when nothing is ready)
//    ready [NWARPS]           the candidates that can issue (sg_timing_ready)
//    stalled_long [NWARPS]    candidates stopped by a dependency while a long wait runs
//    active [NWARPS]          two-level: the active set after this clock's update (0 for the
//                             other policies)
//    why [NWARPS*3]           per slot, the codes of sg_why (smgold/sched.h, timing.md WS-6)
//                             plus 7: 0 none (no warp), 1 ready, 2 stopped (resident, not
//                             running), 3 waits at a barrier, 4 re-issue (SB-3), 5 dependency
//                             (SB-2), 6 unit busy (UN-1), 7 ready but outside the two-level
//                             active set (the model's view says 1 and gives the active set)
//    dep [NWARPS*7]           why = 5: what it waits for, the first in SB-1's order: register
//                             n (0-63), 64 + p predicate p, 72 $c; else 0
//    pipe_rem [4*CW]          clocks each pipe stays busy from this clock (0 = free):
//                             ALU0, ALU1, SFU, LD/ST at bits p*CW (= pipe_free[p] - now)
//
// Structure
// ---------
//  * State: per warp w and register r reg_q[w*64+r] = clocks until r is ready (the model keeps
//    the absolute clock sg_score.reg[r]; reg_q = max(0, reg - now)), likewise pred_q[w*8+p],
//    cc_q, ni_q (next_issue), long_q (long_pending); pipe_q[4] (pipe_free); the age matrix
//    older_q[w][j] = warp j is older than warp w; the two-level active set; per scheduler
//    last_q (slot issued last), issued_q (GTO: some warp issued since reset), the held
//    external pick. Every counter counts down by one per clock and stops at 0; an entry is
//    ready when it is 0 (SB-2: ready at clock t when reg <= t). CW bits each: every delay
//    booked (bk_busy, bk_delay, the cfg latencies, a fill's wait, LD/ST busy + tokens) must be
//    below 2^CW; the default 18 covers lat_global (<= 65536) plus any access. No clock counter.
//  * scoreboard_view / dependences (always_comb): per warp the busy bits and the first thing
//    its next step waits for.
//  * schedulers (always_comb): for s = 0 .. NSCHED-1 in order: the ready set of its slots
//    under the pipes as booked so far (TM-2: re-issue, then unwind, then the scoreboard, then a
//    free pipe), the stall cause, the two-level active-set update, the pick of the policy, and
//    the booking of the pick into the running pipe state (sg_timing_issued order: re-issue;
//    if the step did not fail, the token traffic on the LD/ST pipe and a fill's wait; unless
//    it is an unwind, its pipe (chosen after the token traffic, as the model does) for
//    bk_busy clocks).
//  * warp_regs / sched_regs (always_ff): the picked warps' scoreboard bookings (registers:
//    bk_delay; predicates: all eight lat_pred; $c: lat_cc; long: bk_delay), launches (clear),
//    the age matrix, the scheduler state and the pipes.
//
// Parameters: NWARPS 1..64 (= max_warps; 6-bit slot numbers), NSCHED 1..4 (the model has
// 1..2), CW >= 14 (counter width), BUG (0 = none).
//
// Injected bugs (sched_bugs.svh, ids 192-223): bug_sel is the parameter BUG or, with
// `define SMGOLD_BUG_PORT, the last input port. Every `bug_sel == SBUG_x` test below is a
// deliberate deviation, active only for that id; with bug_sel == 0 none is.

module warp_sched #(
    parameter int NWARPS = 48,
    parameter int NSCHED = 2,
    parameter int CW     = 18,
    parameter int BUG    = 0
) (
    input  logic                     clk,
    input  logic                     rst_n,
    // configuration (static during a run)
    input  logic [1:0]               cfg_policy,
    input  logic [6:0]               cfg_two_level_active,
    input  logic [8:0]               cfg_reissue,
    input  logic [12:0]              cfg_lat_pred,
    input  logic [12:0]              cfg_lat_cc,
    input  logic [12:0]              cfg_lat_shared,
    // clock kind and launch bundle
    input  logic                     sched_clock,
    input  logic [NWARPS-1:0]        launch,
    // candidates and the next step of each warp
    input  logic [NWARPS-1:0]        cand,
    input  logic [NWARPS-1:0]        resident,
    input  logic [NWARPS-1:0]        at_bar,
    input  logic [NWARPS*48-1:0]     dep_src,
    input  logic [NWARPS*8-1:0]      dep_src_v,
    input  logic [NWARPS*8-1:0]      dep_preds,
    input  logic [NWARPS-1:0]        dep_cc,
    input  logic [NWARPS-1:0]        dep_unwind,
    input  logic [NWARPS*2-1:0]      dep_pipe,
    // external picks
    input  logic [NSCHED-1:0]        ext_set,
    input  logic [NSCHED-1:0]        ext_valid,
    input  logic [NSCHED*6-1:0]      ext_warp,
    // booking bundle, one per scheduler port
    input  logic [NSCHED-1:0]        bk_error,
    input  logic [NSCHED*2-1:0]      bk_spill,
    input  logic [NSCHED*2-1:0]      bk_fill,
    input  logic [NSCHED*CW-1:0]     bk_busy,
    input  logic [NSCHED*64-1:0]     bk_regs,
    input  logic [NSCHED*CW-1:0]     bk_delay,
    input  logic [NSCHED*8-1:0]      bk_preds,
    input  logic [NSCHED-1:0]        bk_cc,
    input  logic [NSCHED-1:0]        bk_long,
    // picks and the view
    output logic [NSCHED-1:0]        pick_valid,
    output logic [NSCHED*6-1:0]      pick_warp,
    output logic [NSCHED-1:0]        refused,
    output logic [NSCHED*2-1:0]      cause,
    output logic [NWARPS-1:0]        ready,
    output logic [NWARPS-1:0]        stalled_long,
    output logic [NWARPS-1:0]        active,
    output logic [NWARPS*3-1:0]      why,
    output logic [NWARPS*7-1:0]      dep,
    output logic [4*CW-1:0]          pipe_rem
`ifdef SMGOLD_BUG_PORT
    ,
    input  logic [7:0]               bug_sel
`endif
);

  `include "sched_bugs.svh"

`ifndef SMGOLD_BUG_PORT
  localparam logic [7:0] bug_sel = BUG[7:0];
`else
  if (BUG != 0) begin : g_bug_param_check
    $error("warp_sched: with SMGOLD_BUG_PORT the port bug_sel selects the bug; BUG must be 0");
  end
`endif
  if (NWARPS < 1 || NWARPS > 64 || NSCHED < 1 || NSCHED > 4 || CW < 14) begin : g_param_check
    $error("warp_sched: NWARPS 1..64, NSCHED 1..4, CW >= 14");
  end

  // ------------------------------------------------------------------ codes
  localparam int NW  = NWARPS;
  localparam int SIW = (NSCHED > 1) ? $clog2(NSCHED) : 1;   // scheduler port index
  typedef logic [CW-1:0] cnt_t;
  // cfg_policy (0 = lrr is the default branch) and dep_pipe (0 = none is the default branch)
  localparam logic [1:0] POL_GTO = 2'd1, POL_TWO = 2'd2, POL_EXT = 2'd3;
  localparam logic [1:0] NEED_ALU = 2'd1, NEED_SFU = 2'd2, NEED_LDST = 2'd3;
  localparam int PIPE_ALU0 = 0, PIPE_ALU1 = 1, PIPE_SFU = 2, PIPE_LDST = 3;
  localparam logic [2:0] WHY_NONE = 3'd0, WHY_READY = 3'd1, WHY_STOPPED = 3'd2,
                         WHY_BARRIER = 3'd3, WHY_REISSUE = 3'd4, WHY_DEP = 3'd5,
                         WHY_UNIT = 3'd6, WHY_INACTIVE = 3'd7;
  localparam logic [1:0] CAUSE_IDLE = 2'd0, CAUSE_REISSUE = 2'd1, CAUSE_DEP = 2'd2,
                         CAUSE_UNIT = 2'd3;
  localparam logic [6:0] DEP_PRED = 7'd64, DEP_CC = 7'd72;

  // one clock passes: a counter stops at 0
  function automatic cnt_t tick(input cnt_t x);
    tick = (x == '0) ? '0 : x - 1'b1;
  endfunction

  // WS-1: the first slot of m after `after`, in slot order, wrapping; bit 6 set = none
  function automatic logic [6:0] next_after(input logic [NW-1:0] m, input logic [5:0] after);
    logic [6:0] lo, hi;
    lo = 7'h40;
    hi = 7'h40;
    for (int i = NW - 1; i >= 0; i--) begin
      if (m[i]) lo = 7'(i);
      if (m[i] && 7'(i) > {1'b0, after}) hi = 7'(i);
    end
    next_after = hi[6] ? lo : hi;
  endfunction

  // the lowest set slot of m; bit 6 set = none
  function automatic logic [6:0] lowest(input logic [NW-1:0] m);
    lowest = 7'h40;
    for (int i = NW - 1; i >= 0; i--)
      if (m[i]) lowest = 7'(i);
  endfunction

  // ------------------------------------------------------------------ state
  // One counter an entry, unpacked (register r of warp w at reg_q[w*64 + r], predicate p at
  // pred_q[w*8 + p]), written by one always_ff per warp slot (g_warp). Unpacked on purpose:
  // as a packed 64*CW-bit vector per warp, every counter update was a wide bit insert in the
  // verilated model, and this unit cost 60% of a cycle-timing lock-step run.
  (* mem2reg *) cnt_t reg_q  [NW*64];   // clocks until register r of warp w is ready
  (* mem2reg *) cnt_t pred_q [NW*8];    // ... predicate p
  (* mem2reg *) cnt_t cc_q   [NW];       // ... $c
  (* mem2reg *) cnt_t ni_q   [NW];       // ... the warp may issue again (SB-3)
  (* mem2reg *) cnt_t long_q [NW];       // ... its global load's result arrives (WS-3)
  (* mem2reg *) logic [NW-1:0] older_q [NW]; // older_q[w][j]: warp j is older than warp w
  logic [NW-1:0]       active_q;         // two-level active sets (each scheduler its slots)
  logic [4*CW-1:0]     pipe_q;           // clocks until each pipe is free (UN-1), pipe p at p*CW
  logic [NSCHED*6-1:0] last_q;           // per scheduler: the slot issued last
  logic [NSCHED-1:0]   issued_q;         // GTO: a warp has issued since the reset
  logic [NSCHED-1:0]   extv_q;           // a held external pick ...
  logic [NSCHED*6-1:0] extw_q;           // ... and its slot

  // ------------------------------------------------------------------ scoreboard view
  (* mem2reg *) logic [63:0] rbusy [NW];
  (* mem2reg *) logic [7:0]  pbusy [NW];
  logic [NW-1:0] rs_v, ccb_v, lng_v;
  // Two blocks on purpose: the busy bits depend on the state alone, so a simulator evaluates
  // them once per clock edge, not again whenever an input (here bug_sel) changes.
  always_comb begin : scoreboard_view
    for (int w = 0; w < NW; w++) begin
      rs_v[w]  = ni_q[w] != '0;
      ccb_v[w] = cc_q[w] != '0;
      for (int r = 0; r < 64; r++) rbusy[w][r] = reg_q[w*64 + r] != '0;
      for (int p = 0; p < 8; p++) pbusy[w][p] = pred_q[w*8 + p] != '0;
    end
  end
  always_comb begin : long_view
    for (int w = 0; w < NW; w++)
      lng_v[w] = (bug_sel == SBUG_LONG_STALL_NOT_SEEN) ? (long_q[w] > CW'(1))
                                                         : (long_q[w] != '0);
  end

  // SB-2: is the next step of w blocked by the scoreboard, and by what (SB-1 order: the
  // named registers in order, the predicates from P0, $c)
  logic [NW-1:0] blk_v;
  (* mem2reg *) logic [6:0]    code_v [NW];
  always_comb begin : dependences
    for (int w = 0; w < NW; w++) begin
      logic       found;
      logic [6:0] code;
      logic [5:0] src;
      logic [7:0] pm;
      found = 1'b0;
      code  = '0;
      for (int i = 0; i < 8; i++) begin
        src = dep_src[(w*8+i)*6 +: 6];
        if (!found && dep_src_v[w*8+i] && rbusy[w][src]) begin
          found = 1'b1;
          code  = {1'b0, src};
        end
      end
      pm = dep_preds[w*8 +: 8] & pbusy[w];
      for (int p = 0; p < 8; p++)
        if (!found && pm[p]) begin
          found = 1'b1;
          code  = DEP_PRED + 7'(p);
        end
      if (!found && dep_cc[w] && ccb_v[w] && bug_sel != SBUG_CC_DEP_IGNORED) begin
        found = 1'b1;
        code  = DEP_CC;
      end
      blk_v[w]  = found;
      code_v[w] = code;
    end
  end

  // ------------------------------------------------------------------ the schedulers
  // Results per port for the registers: the booked warp and what it books.
  logic [NSCHED-1:0] b_en, b_full;
  (* mem2reg *) logic [5:0]        b_w  [NSCHED];
  (* mem2reg *) cnt_t              b_ni [NSCHED];
  logic [4*CW-1:0]   pipe_d;
  logic [NW-1:0]     active_d;
  (* mem2reg *) logic [6:0]        pick_d [NSCHED];

  always_comb begin : schedulers
    logic [4*CW-1:0] p;    // the pipes as booked so far in this clock (pipe q at q*CW)
    logic [4*CW-1:0] pv;   // ... as scheduler s sees them
    p = pipe_q;
    pick_valid   = '0;
    pick_warp    = '0;
    refused      = '0;
    cause        = '0;
    ready        = '0;
    stalled_long = '0;
    active_d     = '0;
    why          = '0;
    dep          = '0;
    b_en         = '0;
    b_full       = '0;
    for (int s = 0; s < NSCHED; s++) begin
      logic [NW-1:0] own, cands, pfree, nrs, unw, ins, dstall, ustall, rdy, sl;
      logic [NW-1:0] act1, pend, joins, act_new, pool;
      logic [63:0]   rdy64, cand64, unw64;
      logic [127:0]  need128;
      logic          free_alu, free_sfu, free_ldst, e_v, e_ok, pv_ok;
      logic [5:0]    e_w, pw;
      logic [6:0]    pk, old;
      logic [7:0]    nact, rank, amax;
      logic [1:0]    need;
      logic [2:0]    tok;
      cnt_t          ni, start, fd, busy;
      b_w[s]    = '0;
      b_ni[s]   = '0;
      pick_d[s] = 7'h40;
      pv = (bug_sel == SBUG_PIPE_NOT_FORWARDED) ? pipe_q : p;
      // CLK-1: scheduler s owns the slots w % NSCHED == s
      for (int w = 0; w < NW; w++)
        own[w] = (((w + ((bug_sel == SBUG_SCHED_PARITY_SWAPPED) ? 1 : 0)) % NSCHED) == s);
      cands = cand & own;
      // TM-2 / UN-1: ready = re-issue passed, and an unwind, or scoreboard clear and a pipe
      free_alu  = (pv[PIPE_ALU0*CW +: CW] == '0) ||
                  (pv[PIPE_ALU1*CW +: CW] == '0 && bug_sel != SBUG_ALU1_NEVER_USED);
      free_sfu  = pv[PIPE_SFU*CW +: CW] == '0;
      free_ldst = pv[PIPE_LDST*CW +: CW] == '0;
      for (int w = 0; w < NW; w++)
        case (dep_pipe[w*2 +: 2])
          NEED_ALU:  pfree[w] = free_alu;
          NEED_SFU:  pfree[w] = free_sfu;
          NEED_LDST: pfree[w] = free_ldst;
          default:   pfree[w] = 1'b1;
        endcase
      nrs    = cands & ~rs_v;
      unw    = nrs & dep_unwind;
      ins    = nrs & ~dep_unwind;
      dstall = ins & blk_v;
      ustall = ins & ~blk_v & ~pfree;
      rdy    = ((bug_sel == SBUG_UNWIND_WAITS_DEPS) ? (unw & ~blk_v) : unw) |
               (ins & ~blk_v & pfree);
      sl     = dstall & lng_v;
      if (ustall != '0)                     cause[s*2 +: 2] = CAUSE_UNIT;
      else if (dstall != '0)                cause[s*2 +: 2] = CAUSE_DEP;
      else if ((cands & rs_v) != '0)        cause[s*2 +: 2] = CAUSE_REISSUE;
      else                                  cause[s*2 +: 2] = CAUSE_IDLE;
      ready        = ready | rdy;
      stalled_long = stalled_long | sl;

      // WS-3: the active set loses what is no longer a candidate or stalls long, and is
      // filled from the other candidates, oldest first, up to two_level_active
      act1  = active_q & cands & ((bug_sel == SBUG_TWO_LEVEL_KEEPS_LONG) ? '1 : ~sl);
      pend  = cands & ~act1 & ~sl;
      nact  = 8'($countones(act1));
      amax  = (cfg_two_level_active == '0) ? 8'd1 : {1'b0, cfg_two_level_active};
      joins = '0;
      for (int w = 0; w < NW; w++) begin
        logic [NW-1:0] ahead;   // the pending warps that join before w
        if (bug_sel == SBUG_TWO_LEVEL_FILL_YOUNGEST)
          for (int j = 0; j < NW; j++) ahead[j] = older_q[j][w];
        else
          ahead = older_q[w];
        rank = 8'($countones(pend & ahead));
        joins[w] = pend[w] && (nact + rank < amax);
      end
      act_new  = (cfg_policy == POL_TWO) ? (act1 | joins) : '0;
      active_d = active_d | act_new;

      // the policies (sg_sched_pick)
      rdy64  = 64'(rdy);
      cand64 = 64'(cands);
      pool   = (cfg_policy == POL_GTO && bug_sel == SBUG_GTO_LOWEST_SLOT) ? '0 : rdy;
      old    = 7'h40;   // WS-2: the oldest ready warp (ages are unique among candidates)
      for (int w = NW - 1; w >= 0; w--)
        if (pool[w] && (rdy & older_q[w]) == '0) old = 7'(w);
      if (cfg_policy == POL_GTO && bug_sel == SBUG_GTO_LOWEST_SLOT) old = lowest(rdy);
      e_v = ext_set[s] ? ext_valid[s] : extv_q[s];
      e_w = ext_set[s] ? ext_warp[s*6 +: 6] : extw_q[s*6 +: 6];
      e_ok = (bug_sel == SBUG_EXTERNAL_NOT_CHECKED) ? cand64[e_w] : rdy64[e_w];
      case (cfg_policy)
        POL_GTO:
          pk = (issued_q[s] && rdy64[last_q[s*6 +: 6]]) ? {1'b0, last_q[s*6 +: 6]} : old;
        POL_TWO:
          pk = next_after(rdy & act_new, last_q[s*6 +: 6]);
        POL_EXT:
          pk = (e_v && e_ok) ? {1'b0, e_w} : 7'h40;
        default:
          pk = next_after(rdy, (bug_sel == SBUG_LRR_RESTART_AT_ZERO) ? 6'(NW - 1)
                                                                     : last_q[s*6 +: 6]);
      endcase
      if (!sched_clock) pk = 7'h40;
      refused[s] = sched_clock && cfg_policy == POL_EXT && e_v && !e_ok;
      pick_d[s]  = pk;
      pick_valid[s] = !pk[6];
      pick_warp[s*6 +: 6] = pk[6] ? 6'd0 : pk[5:0];

      // why / dep of the slots of this scheduler
      for (int w = 0; w < NW; w++)
        if (own[w]) begin
          logic [2:0] y;
          if (!cand[w])                                y = !resident[w] ? WHY_NONE
                                                         : at_bar[w]    ? WHY_BARRIER
                                                                        : WHY_STOPPED;
          else if (rs_v[w])                            y = WHY_REISSUE;
          else if (dep_unwind[w] && !(bug_sel == SBUG_UNWIND_WAITS_DEPS && blk_v[w]))
                                                       y = WHY_READY;
          else if (blk_v[w])                           y = WHY_DEP;
          else if (!pfree[w])                          y = WHY_UNIT;
          else                                         y = WHY_READY;
          if (y == WHY_READY && cfg_policy == POL_TWO && !act_new[w]) y = WHY_INACTIVE;
          why[w*3 +: 3] = y;
          dep[w*7 +: 7] = (y == WHY_DEP) ? code_v[w] : 7'd0;
        end

      // sg_timing_issued: what the issue books into the pipes (the warp's own bookings are
      // applied by warp_regs from b_*)
      pv_ok = !pk[6];
      pw    = pk[5:0];
      unw64   = 64'(dep_unwind);
      need128 = 128'(dep_pipe);
      need  = need128[{1'b0, pw} * 2 +: 2];
      ni    = CW'(cfg_reissue) - ((bug_sel == SBUG_REISSUE_OFF_BY_ONE) ? CW'(1) : CW'(0));
      busy  = bk_busy[s*CW +: CW] + ((bug_sel == SBUG_PIPE_RELEASE_LATE) ? CW'(1) : CW'(0));
      tok   = {1'b0, bk_spill[s*2 +: 2]} + {1'b0, bk_fill[s*2 +: 2]};
      start = p[PIPE_LDST*CW +: CW];
      fd    = start + CW'(tok) + CW'(cfg_lat_shared);
      if (pv_ok && !bk_error[s]) begin
        if (tok != '0) begin   // MT-10: token traffic after any access already booked
          p[PIPE_LDST*CW +: CW] = start + CW'(tok);
          if (bk_fill[s*2 +: 2] != '0 && bug_sel != SBUG_FILL_NO_WAIT && fd > ni) ni = fd;
        end
        if (!unw64[pw]) begin   // UN-1: the pipe free after the traffic
          case (need)
            NEED_ALU:
              if (p[PIPE_ALU0*CW +: CW] == '0) p[PIPE_ALU0*CW +: CW] = busy;
              else if (p[PIPE_ALU1*CW +: CW] == '0 && bug_sel != SBUG_ALU1_NEVER_USED)
                p[PIPE_ALU1*CW +: CW] = busy;
            NEED_SFU:  if (p[PIPE_SFU*CW +: CW] == '0) p[PIPE_SFU*CW +: CW] = busy;
            NEED_LDST: if (p[PIPE_LDST*CW +: CW] == '0) p[PIPE_LDST*CW +: CW] = busy;
            default: ;
          endcase
        end
      end
      b_en[s]   = pv_ok;
      b_full[s] = pv_ok && !bk_error[s] && !unw64[pw];
      b_w[s]    = pw;
      b_ni[s]   = ni;
    end
    pipe_d   = p;
    pipe_rem = pipe_q;
    active = active_d;
  end

  // ------------------------------------------------------------------ registers
  // One block per warp slot: the booking of the port that picked it (at most one; if two
  // named one warp the higher port would win), else one clock less; a launch clears
  // everything (launch.c init_warp: sg_score_reset, long_pending = 0). Ages (launch.c:
  // age = next_age++ in slot order): a launched warp is younger than every warp not
  // launched in the same clock, and older than those launched with it above it.
  for (genvar w = 0; w < NW; w++) begin : g_warp
    logic       hit, full;
    logic [SIW-1:0] hs;
    always_comb begin : port_select
      hit  = 1'b0;
      full = 1'b0;
      hs   = '0;
      for (int s = 0; s < NSCHED; s++)
        if (b_en[s] && b_w[s] == 6'(w)) begin
          hit  = 1'b1;
          full = b_full[s];
          hs   = SIW'(s);
        end
    end

    always_ff @(posedge clk) begin : warp_regs
      if (!rst_n || (launch[w] && bug_sel != SBUG_LAUNCH_KEEPS_SCORE)) begin
        for (int r = 0; r < 64; r++) reg_q[w*64 + r] <= '0;
        for (int q = 0; q < 8; q++) pred_q[w*8 + q] <= '0;
        cc_q[w]   <= '0;
        ni_q[w]   <= '0;
        long_q[w] <= '0;
      end else begin
        cnt_t       dly;
        logic [7:0] bp;
        logic [63:0] br;
        dly = bk_delay[hs*CW +: CW];
        bp  = bk_preds[hs*8 +: 8];
        br  = bk_regs[hs*64 +: 64];
        if (bug_sel == SBUG_REG_RELEASE_EARLY) dly = tick(dly);
        // Enables: counters that are all 0 and get no booking stay 0 (tick(0) = 0), so
        // they are left alone - in a simulator the commonest case costs nothing.
        if (rbusy[w] != '0 || (full && br != '0))
          for (int r = 0; r < 64; r++)
            reg_q[w*64 + r] <= tick((full && br[r]) ? dly : reg_q[w*64 + r]);
        if (pbusy[w] != '0 || (full && bp != '0))
          for (int q = 0; q < 8; q++)   // SB-4: any predicate write holds all eight
            pred_q[w*8 + q] <= tick((full && bp != '0 &&
                                     (bug_sel != SBUG_PRED_WRITE_OWN_ONLY || bp[q]))
                                        ? CW'(cfg_lat_pred) : pred_q[w*8 + q]);
        cc_q[w]   <= tick((full && bk_cc[hs]) ? CW'(cfg_lat_cc) : cc_q[w]);
        long_q[w] <= tick((full && bk_long[hs]) ? bk_delay[hs*CW +: CW] : long_q[w]);
        ni_q[w]   <= tick(hit ? b_ni[hs] : ni_q[w]);
      end
    end

    always_ff @(posedge clk) begin : age_regs
      if (!rst_n)         older_q[w] <= '0;
      else if (launch[w]) older_q[w] <= (~launch & ~(NW'(1) << w)) |
                                        (launch & ((NW'(1) << w) - 1'b1));
      else                older_q[w] <= older_q[w] & ~launch;
    end
  end

  always_ff @(posedge clk) begin : sched_regs
    if (!rst_n) begin
      active_q <= '0;
      issued_q <= '0;
      extv_q   <= '0;
      extw_q   <= '0;
      for (int s = 0; s < NSCHED; s++)
        last_q[s*6 +: 6] <= 6'(NW - 1);   // as if the last slot had issued (CLK-1)
      pipe_q <= '0;
    end else begin
      if (sched_clock) active_q <= active_d;
      for (int s = 0; s < NSCHED; s++) begin
        if (sched_clock) begin
          if (!pick_d[s][6]) begin
            last_q[s*6 +: 6] <= pick_d[s][5:0];
            issued_q[s]      <= 1'b1;
          end else if (bug_sel == SBUG_GTO_FORGETS_GREEDY) begin
            issued_q[s] <= 1'b0;
          end
          extv_q[s] <= 1'b0;   // WS-4: a supplied pick lasts until a scheduler clock
        end else if (ext_set[s]) begin
          extv_q[s]        <= ext_valid[s];
          extw_q[s*6 +: 6] <= ext_warp[s*6 +: 6];
        end
      end
      for (int q = 0; q < 4; q++) pipe_q[q*CW +: CW] <= tick(pipe_d[q*CW +: CW]);
    end
  end

endmodule
