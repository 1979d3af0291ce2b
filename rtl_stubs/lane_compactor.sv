// lane_compactor.sv - the lane scheduler of an ALU lane group under divergence (reference RTL):
// how the executing lanes of one warp instruction are issued onto a group of LPC ALU lanes,
// clock by clock, under the lane modes baseline, half-skip, BCC and SCC.
//
// Normative: specs/timing.md "ALU lanes: execution cycles under divergence", rules LN-1 to
// LN-13 (the clock counts LN-3 to LN-7, the schedules LN-9 and LN-10 with smgold's tie-break),
// and specs/lanes-rtl.md (this unit's ports, packing and a worked example). The semantics are
// model/src/units/lanes.c: out_clocks is sg_lane_cycles(mask, WIDTH, LPC, mode) and the slots
// are sg_lane_schedule()'s enable / src_group*LPC + src_lane, i.e. what sg_sm_last_lanes and
// the DPI functions smgold_lane_clocks / smgold_lane_enable / smgold_lane_src expose. The
// algorithms come from seed 002 (Vaidya et al., BCC/SCC; 002:L72-73, L198-240, L308) as
// cleaned in ../shared/reference/bcc-scc.md §3.1. This module must match the model bit for
// bit: scripts/rtl-lanes compares it with lanes.c over every 16-bit mask and mode (and 32-bit
// half-pattern families and random masks), slot by slot.
//
// Ports
// -----
//   in_valid, in_mode, in_mask   one issue: in_mode 0 baseline, 1 half-skip, 2 bcc, 3 scc
//                                (sg_lane_mode); in_mask[i] = warp lane i executes (the final
//                                execution mask, LN-1)
//   out_valid                    the latch holds an issue
//   out_clocks [5:0]             clocks the issue holds the lane group (0 .. G)
//   out_enable [G*LPC]           bit k*LPC + n: ALU lane n computes in clock k
//   out_src    [G*LPC*6]         bits (k*LPC + n)*6 +: 6: the warp lane ALU lane n computes in
//                                clock k, as a 6-bit two's complement number: 0..WIDTH-1, or
//                                -1 (6'h3f) when the ALU lane is off; bit 5 is the "off" bit
//                                ($signed(slot) == smgold_lane_src(h, s, k, n))
// with G = ceil(WIDTH/LPC), the most clocks any mode takes. Clocks k >= out_clocks (and every
// slot while out_valid = 0) are defined as disabled slots: enable 0, src -1 (what the DPI
// functions return there; lanes.c does not write those rows of sg_lane_sched).
//
// Structure
// ---------
//  * in_stage (always_ff): one register stage at the input: mode and mask of clock c are
//    latched at the rising edge of c and everything below computes from the latch (q_*), so
//    the schedule of clock c's issue appears after that edge and holds for the clock.
//    Synchronous active-low reset clears the latch (out_valid = 0).
//  * groups (always_comb): operand isolation (the logic computes only while q_valid; else
//    everything is 0 / off), the mask padded to G*LPC lanes, busy[q] (group q has a lane on,
//    LN-5), popcount, the busy-group count and o = ceil(popcount/LPC) as a thermometer
//    sum_k (popcount > k*LPC) (LN-6).
//  * plan (always_comb): per mode, the groups issued one per clock (iss: all G; the running
//    half [0,H) / [H,G) / all / none with H = ceil(G/2); the busy groups), whether the
//    schedule is that identity schedule (every mode but SCC's swizzle branch: in scc, when the
//    busy-group count equals o, 002:L206-207), and out_clocks.
//  * id_sched (always_comb): the identity schedule (LN-9): issued group q goes to clock
//    rank(q) = popcount(iss[q-1:0]), ALU lane n computes lane q*LPC + n, enabled when on.
//  * scc_init + g_cell[i] (SCC's swizzle branch; Fig. 6, 002:L198-240, LN-10): scc_init builds
//    state 0 - per ALU lane n the queue (bit q = lane n of group q on, oldest = lowest q), the
//    surplus max(0, len - o) as a G-bit thermometer and the donor bit (surplus > 0). Then a
//    chain of G*LPC cells, cell i = c*LPC + n in Fig. 6's loop order (clock c, ALU lane n),
//    each reading state i and forwarding state i + 1: in a clock c < o, ALU lane n dequeues
//    the oldest element of its own queue; else, if a donor is left, the oldest element of the
//    lowest donor's queue (one-hot donors & -donors: smgold's tie-break, LN-10), shifting that
//    donor's surplus thermometer down by one; else it is off. Each cell is a priority pick
//    over LPC queues of G bits.
//  * out_sched (always_comb): selects the identity or the SCC slots and encodes src.
//
// Parameters: WIDTH (warp lanes, 1..32), LPC (ALU lanes per clock, 1..32; LPC > WIDTH gives
// G = 1), BUG (0 = none). (lanes.c clamps out-of-range widths; here they are an elaboration
// error.)
//
// Injected bugs (lane_bugs.svh, ids 128-159): bug_sel is the parameter BUG or, with
// `define SMGOLD_BUG_PORT, the last input port. Every `bug_q == CBUG_x` test below is a
// deliberate deviation, active only for that id; with bug_sel == 0 none is.

module lane_compactor #(
    parameter int WIDTH = 32,
    parameter int LPC   = 16,
    parameter int BUG   = 0
) (
    input  logic                                             clk,
    input  logic                                             rst_n,
    input  logic                                             in_valid,
    input  logic [1:0]                                       in_mode,
    input  logic [WIDTH-1:0]                                 in_mask,
    output logic                                             out_valid,
    output logic [5:0]                                       out_clocks,
    output logic [((WIDTH + LPC - 1) / LPC) * LPC - 1:0]     out_enable,  // [k*LPC + n]
    output logic [((WIDTH + LPC - 1) / LPC) * LPC * 6 - 1:0] out_src      // [(k*LPC + n)*6 +: 6]
`ifdef SMGOLD_BUG_PORT
    ,
    input  logic [7:0]                                       bug_sel
`endif
);

  `include "lane_bugs.svh"

  localparam int G  = (WIDTH + LPC - 1) / LPC;  // groups = most clocks
  localparam int NS = G * LPC;                  // slots: clock k, ALU lane n at k*LPC + n
  localparam int H  = (G + 1) / 2;              // the low half is groups [0, H) (LN-4)
  localparam int HB = G / 2;                    // the split of CBUG_HALF_SKIP_MIDDLE_HIGH

  localparam logic [1:0] M_BASE = 2'd0, M_HALF = 2'd1, M_BCC = 2'd2, M_SCC = 2'd3;

  if (WIDTH < 1 || WIDTH > 32 || LPC < 1 || LPC > 32) begin : g_param_check
    $error("lane_compactor: WIDTH and LPC must be 1..32");
  end

`ifndef SMGOLD_BUG_PORT
  localparam logic [7:0] bug_q = BUG[7:0];
`else
  if (BUG != 0) begin : g_bug_param_check
    $error("lane_compactor: with SMGOLD_BUG_PORT the port bug_sel selects the bug; BUG must be 0");
  end
  // the bug select is latched like the inputs: it is static during a run (set before reset),
  // and nothing combinational hangs on an input port
  logic [7:0] bug_q;
  always_ff @(posedge clk) bug_q <= bug_sel;
`endif

  // ------------------------------------------------------------------ input stage
  logic             q_valid;
  logic [1:0]       q_mode;
  logic [WIDTH-1:0] q_mask;
  always_ff @(posedge clk) begin : in_stage
    if (!rst_n) begin
      q_valid <= 1'b0;
      q_mode  <= '0;
      q_mask  <= '0;
    end else begin
      q_valid <= in_valid;
      q_mode  <= in_mode;
      q_mask  <= in_mask;
    end
  end

  // ------------------------------------------------------------------ groups
  logic [NS-1:0] m_pad;   // the mask padded with off lanes to G*LPC
  logic [G-1:0]  busy;    // group q has a lane on
  logic [5:0]    pop;     // lanes on
  logic [5:0]    nbusy;   // busy groups (BCC's clocks)
  logic [5:0]    scc_o;   // ceil(pop / LPC) (SCC's clocks)

  always_comb begin : groups
    m_pad = '0;
    busy  = '0;
    pop   = '0;
    nbusy = '0;
    scc_o = '0;
    // operand isolation: nothing computes unless the latch holds an issue
    if (q_valid) begin
      m_pad[WIDTH-1:0] = q_mask;
      for (int q = 0; q < G; q++) busy[q] = |m_pad[q*LPC +: LPC];
      for (int i = 0; i < WIDTH; i++) pop = pop + {5'd0, q_mask[i]};
      for (int q = 0; q < G; q++) nbusy = nbusy + {5'd0, busy[q]};
      // thermometer: o = #{k < G : pop > k*LPC} (pop <= WIDTH <= G*LPC)
      for (int k = 0; k < G; k++)
        if (pop > 6'(k * LPC) || (bug_q == CBUG_SCC_CLOCKS_PLUS_ONE && pop == 6'(k * LPC)))
          scc_o = scc_o + 6'd1;
    end
  end

  // ------------------------------------------------------------------ plan
  logic [G-1:0] iss;      // identity schedule: groups issued, one per clock, ascending
  logic         ident;    // the schedule is the identity one (else SCC's swizzle loop)
  logic [5:0]   clocks;

  always_comb begin : plan
    logic [1:0] mode;
    logic       low_on, high_on;
    int         hsplit;
    iss    = '0;
    ident  = 1'b1;
    clocks = '0;
    mode   = q_mode;
    low_on  = 1'b0;
    high_on = 1'b0;
    hsplit  = (bug_q == CBUG_HALF_SKIP_MIDDLE_HIGH) ? HB : H;
    if (q_valid) begin
      if (bug_q == CBUG_ZERO_MASK_AS_BASELINE && q_mask == '0) mode = M_BASE;
      for (int q = 0; q < G; q++) begin
        if (q < hsplit) low_on  = low_on  | busy[q];
        else            high_on = high_on | busy[q];
      end
      case (mode)
        M_BASE: iss = '1;                                   // LN-3: every group
        M_HALF: begin                                       // LN-4: the half that runs
          for (int q = 0; q < G; q++) begin
            if (!low_on && !high_on)
              iss[q] = 1'b0;                                // LN-7: nothing runs
            else if (!high_on)
              iss[q] = (q < hsplit);                        // the low half alone
            else if (!low_on && bug_q != CBUG_HALF_SKIP_LOW_KEPT)
              iss[q] = (q >= hsplit);                       // the high half alone
            else
              iss[q] = 1'b1;                                // both halves
          end
          if (bug_q == CBUG_HALF_SKIP_AS_BCC) iss = iss & busy;
        end
        M_BCC: begin                                        // LN-5: the busy groups
          iss = busy;
          if (bug_q == CBUG_BCC_LAST_GROUP_ALWAYS) iss[G-1] = 1'b1;
        end
        default: begin                                      // M_SCC, LN-6 / LN-10
          iss   = busy;
          ident = (nbusy == scc_o) && (bug_q != CBUG_SCC_NO_BCC_BRANCH);
        end
      endcase
      if (mode == M_SCC)
        clocks = (!ident && bug_q == CBUG_SCC_CLOCKS_FROM_BCC) ? nbusy : scc_o;
      else
        for (int q = 0; q < G; q++) clocks = clocks + {5'd0, iss[q]};
    end
  end

  // ------------------------------------------------------------------ identity schedule
  logic [NS-1:0]   id_en;    // slot enables
  logic [NS*5-1:0] id_lane;  // slot sources (warp lane)

  always_comb begin : id_sched
    logic [5:0] r;           // clock of the next issued group = rank
    int         s;           // lane of the group ALU lane n computes
    id_en   = '0;
    id_lane = '0;
    r       = '0;
    s       = 0;
    if (q_valid && ident) begin
      for (int q = 0; q < G; q++) begin
        if (iss[q]) begin
          for (int k = 0; k <= q; k++) begin
            if (r == 6'(k)) begin
              for (int n = 0; n < LPC; n++) begin
                s = (q == 1 && bug_q == CBUG_GROUP1_ROTATED) ? (n + LPC - 1) % LPC : n;
                id_en[k*LPC + n] = m_pad[q*LPC + s] ||
                                   (bug_q == CBUG_PAD_LANES_ENABLED && q*LPC + s >= WIDTH);
                id_lane[(k*LPC + n)*5 +: 5] = 5'(q*LPC + s);
              end
            end
          end
          r = r + 6'd1;
        end
      end
    end
  end

  // ------------------------------------------------------------------ SCC swizzle schedule
  logic [NS-1:0]   sc_en;
  logic [NS*5-1:0] sc_lane;

  // the lowest (oldest) set bit of a queue, one-hot
  function automatic logic [G-1:0] oldest(input logic [G-1:0] v);
    oldest = v & (~v + 1'b1);
  endfunction
  // the highest set bit, one-hot (CBUG_SCC_DONOR_NEWEST)
  function automatic logic [G-1:0] newest(input logic [G-1:0] v);
    newest = '0;
    for (int i = 0; i < G; i++)
      if (v[i]) begin
        newest    = '0;
        newest[i] = 1'b1;
      end
  endfunction
  function automatic logic [LPC-1:0] low1(input logic [LPC-1:0] v);
    low1 = v & (~v + 1'b1);
  endfunction
  function automatic logic [LPC-1:0] high1(input logic [LPC-1:0] v);
    high1 = '0;
    for (int i = 0; i < LPC; i++)
      if (v[i]) begin
        high1    = '0;
        high1[i] = 1'b1;
      end
  endfunction

  // The chain state between the cells: cell i = c*LPC + n (clock c, ALU lane n; Fig. 6's two
  // loops, 002:L223-224, in this order) reads state i and forwards state i + 1. Per lane n:
  // the queue [n*G +: G] (bit q = lane n of group q still to issue), the surplus as a
  // thermometer [n*G + j] (= surplus > j; surplus <= G - 1) and the donor bit (surplus > 0).
  localparam int NQ = LPC * G;
  logic [NS*NQ-1:0]  ch_qv  /*verilator split_var*/;
  logic [NS*NQ-1:0]  ch_sur /*verilator split_var*/;
  logic [NS*LPC-1:0] ch_don /*verilator split_var*/;
  logic              scc_on;
  logic [NQ-1:0]     s0_qv, s0_sur;
  logic [LPC-1:0]    s0_don;
  assign scc_on = q_valid && !ident;

  // state 0 (002:L202, L209-217): the queues, surplus = max(0, len - o), the donors
  always_comb begin : scc_init
    logic [5:0] len;
    s0_qv  = '0;
    s0_sur = '0;
    s0_don = '0;
    len    = '0;
    if (scc_on) begin
      for (int n = 0; n < LPC; n++) begin
        len = '0;
        for (int q = 0; q < G; q++) begin
          s0_qv[n*G + q] = m_pad[q*LPC + n];
          len = len + {5'd0, m_pad[q*LPC + n]};
        end
        for (int j = 0; j < G; j++)   // CBUG_SCC_SURPLUS_SHORT: len - o - 1
          s0_sur[n*G + j] = {1'b0, len} >
                            {1'b0, scc_o} + 7'(j) + ((bug_q == CBUG_SCC_SURPLUS_SHORT) ? 7'd1 : 7'd0);
        s0_don[n] = s0_sur[n*G];
      end
    end
  end
  assign ch_qv[NQ-1:0]   = s0_qv;
  assign ch_sur[NQ-1:0]  = s0_sur;
  assign ch_don[LPC-1:0] = s0_don;

  // the cells (002:L225-233)
  for (genvar i = 0; i < NS; i++) begin : g_cell
    localparam int C = i / LPC;   // clock
    localparam int N = i % LPC;   // ALU lane
    logic [NQ-1:0]  qv, sur;      // state i + 1
    logic [LPC-1:0] don;
    logic           en;
    logic [4:0]     ln;
    always_comb begin : slot
      logic [LPC-1:0] dsel;       // the donor, one-hot
      logic [G-1:0]   qn, hd;     // a queue, its head (one-hot)
      qv   = ch_qv[i*NQ +: NQ];
      sur  = ch_sur[i*NQ +: NQ];
      don  = ch_don[i*LPC +: LPC];
      en   = 1'b0;
      ln   = '0;
      dsel = '0;
      qn   = qv[N*G +: G];
      hd   = '0;
      if (scc_on && 6'(C) < scc_o) begin
        if (qn != '0) begin                                 // own lane, not swizzled
          hd = oldest(qn);
          qv[N*G +: G] = qn & ~hd;
          en = 1'b1;
          for (int q = 0; q < G; q++)
            if (hd[q]) ln = 5'(q*LPC + N);
        end else if (don != '0) begin                       // swizzled from donor m
          dsel = (bug_q == CBUG_SCC_DONOR_HIGHEST) ? high1(don) : low1(don);
          for (int m = 0; m < LPC; m++) begin
            if (dsel[m]) begin
              qn = qv[m*G +: G];
              hd = (bug_q == CBUG_SCC_DONOR_NEWEST) ? newest(qn) : oldest(qn);
              qv[m*G +: G] = qn & ~hd;
              en = 1'b1;
              for (int q = 0; q < G; q++)
                if (hd[q])
                  ln = 5'(q*LPC + m + ((bug_q == CBUG_SCC_LAST_LANE_SRC && N == LPC - 1) ? 1 : 0));
              sur[m*G +: G] = sur[m*G +: G] >> 1;           // surplus - 1
              don[m] = sur[m*G];
            end
          end
        end                                                 // else: ALU lane N off
      end
    end
    assign sc_en[i]          = en;
    assign sc_lane[i*5 +: 5] = ln;
    if (i < NS - 1) begin : g_fwd
      assign ch_qv[(i+1)*NQ +: NQ]    = qv;
      assign ch_sur[(i+1)*NQ +: NQ]   = sur;
      assign ch_don[(i+1)*LPC +: LPC] = don;
    end
  end

  // ------------------------------------------------------------------ outputs (from the latch)
  always_comb begin : out_sched
    logic       en;
    logic [4:0] ln;
    out_valid  = q_valid;
    out_clocks = clocks;
    out_enable = '0;
    out_src    = '1;
    for (int i = 0; i < NS; i++) begin
      en = ident ? id_en[i] : sc_en[i];
      ln = ident ? id_lane[i*5 +: 5] : sc_lane[i*5 +: 5];
      out_enable[i]     = en;
      out_src[i*6 +: 6] = en ? {1'b0, ln} : 6'h3f;
    end
  end

endmodule
