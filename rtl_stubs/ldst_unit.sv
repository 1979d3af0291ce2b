// ldst_unit.sv - the LD/ST unit of one issue port of a Fermi SM (reference RTL).
//
// Normative: specs/datapath.md §7 (parameters, ports, packing), §2 (the operand bundle this
// unit reads: DP-1) and §3 (the retire record it produces: DP-2); the semantics are those of
// model/src/units/ldst.c (plan / resolve / load_read / store_apply; specs/memory.md MEM-6 to
// MEM-12), the memory-pipe counts those of model/src/units/memtime.c (specs/timing.md MT-1 to
// MT-6), and the record is built as model/src/units/collect.c builds sg_retire. The lock-step
// testbench compares every field of every record of this unit with the C model's, lane by
// lane, so it must match the model bit for bit.
//
// Instructions (recognised by their forms' match/mask, specs/isa.md forms 180-186 and 201, and
// a defined size field, bits 5-7 != 7):
//   LD, LDU, ST      global   [Ra + s32(26-57)], .E (bit 58): 64-bit address Ra:Ra+1
//   LDL, STL         local    [Ra + s24(26-49)]
//   LDS, STS         shared   [Ra + s24(26-49)]
//   LDC              constant c[bank(42-46)][Ra + s16(26-41)]; the recorded address is the
//                    offset, as the model records it (see LDC_BANK_IN_ADDR below)
// every size (U8 S8 U16 S16 32 64 128), sign extension of .S8/.S16 loads, multi-register data
// Rd..Rd+n-1, every cache-operation modifier (bits 8-9: they change nothing here).
// Everything else - ATOM, RED, LDSLK, STSUL, LD_LDU, TLD, TEX, TLD4, TXQ, CCTL, MEMBAR, any
// non-memory word - gives out_handled = 0 (the testbench then serves the record from a
// stand-in and says so) and an all-zero record.
//
// Structure (one register stage at the input, then one always_comb per stage)
// ---------
//  * decode: form match/mask -> kind (1 load, 2 store), space (0 global, 1 shared, 2 local,
//    3 constant), size in bytes, sign extension, .E, Rd, the sign-extended offset, LDC bank.
//  * lanes: per lane l, from in_a / in_a_hi (the model's registers before the step):
//      address  .E: {Ra+1, Ra} + sext64(off) mod 2^64;
//               otherwise (Ra + off) mod 2^32, zero-extended (global without .E, shared,
//               local, LDC's offset);
//      be       `size` bits from addr % 16 (bit j = byte j of the 16-byte aligned chunk);
//      wdata    stores: Rd..Rd+n-1 (1- and 2-byte stores: the low byte/half of Rd; RZ: 0)
//               shifted to its chunk position, bytes outside be 0;
//      value    loads: in_rdata (the chunk as memory holds it) shifted down by addr % 16;
//               .U8/.S8/.U16/.S16 zero-/sign-extended into Rd; .64 Rd, Rd+1; .128 Rd..Rd+3.
//    Lanes outside in_lanes output 0 in every per-lane field. out_nregs = 1/2/4 by size for a
//    load with Rd != RZ and at least one executing lane (ldst.c load_write), else 0.
//  * first: one "key" per lane, chosen by space - global: the 128-byte segment addr[63:7];
//    shared: the aligned block of words a lane touches, addr[31:2+lg] with lg = log2(words per
//    lane) = 0 (1-4 bytes), 1 (8), 2 (16); constant: the whole address - and a lane is
//    "first" when it executes and no lower executing lane has the same key (a W*(W-1)/2
//    equality triangle). popcount(first) is the number of distinct keys.
//  * global (MT-6): ntrans = popcount(first); the segments are put in ascending order by rank
//    (rank of a first lane = number of first lanes with a smaller segment: a W*(W-1)/2
//    comparator triangle) and scattered into out_trans[rank]. Accesses are naturally aligned
//    (MEM-9: a misaligned step fails and is never recorded), so a lane's 1-16 bytes lie in one
//    segment, its bank words in distinct banks, and its bytes inside one 16-byte chunk.
//  * shared (MT-2 to MT-4): a lane touches the banks of its aligned block, bank group
//    addr[6:2] & ~(2^lg - 1). Per bank b: broadcast (SMEM_POLICY 0, and any value but 1,
//    MT-3) counts the first lanes touching b (distinct blocks = distinct words of bank b);
//    serialize (SMEM_POLICY 1) counts every executing lane touching b (one (lane, word) pair
//    each). passes = the largest count over the 32 banks. (The model's record uses
//    sg_shared_passes, i.e. broadcast: a lock-step build keeps SMEM_POLICY 0.)
//  * constant (MT-5): passes = popcount(first) (distinct addresses). local: passes = 1.
//    Every count is 0 when no lane executes (MT-1); such a step has no memory record at all
//    (kind, space, size 0: model/src/units/collect.c), only its lanes.
//  * in_stage: one register stage at the input: the operand bundle (and the bug select) of
//    clock c is latched at the rising edge of c and every stage above computes from the
//    latch (q_*), so the record of clock c appears after that edge (DP-3a). Synchronous
//    active-low reset clears the latch (out_valid = 0).
//
// Parameters: WARP_SIZE 1..32, SMEM_POLICY (0 broadcast, 1 serialize), BUG (0 = none).
// Injected bugs (ldst_bugs.svh, ids 96-127): bug_sel is the parameter BUG or, with
// `define SMGOLD_BUG_PORT, the input port bug_sel. Every `bug_sel == LBUG_x` test below is a
// deliberate deviation, active only for that id; with bug_sel == 0 none is.

module ldst_unit #(
    parameter int WARP_SIZE   = 32,
    parameter int SMEM_POLICY = 0,
    parameter int BUG         = 0
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

  `include "ldst_bugs.svh"

`ifndef SMGOLD_BUG_PORT
  localparam logic [7:0] bug_q = BUG[7:0];
`else
  if (BUG != 0) begin : g_bug_param_check
    $error("ldst_unit: with SMGOLD_BUG_PORT the port bug_sel selects the bug; BUG must be 0");
  end
  // the bug select is latched like the operands: it is static during a run (set before
  // reset), and nothing combinational hangs on an input port
  logic [7:0] bug_q;
  always_ff @(posedge clk) bug_q <= bug_sel;
`endif

  // ------------------------------------------------------------------ input stage
  // The operand bundle of clock c is latched at the rising edge of c; the record is computed
  // from the latch, so it shows right after that edge (DP-3a) and holds for the clock. In a
  // simulator the datapath logic then evaluates once per clock, not whenever an input of
  // the design around it changes (the lock-step reads the token stack's warps through its
  // read port several times per clock). Synchronous active-low reset clears the latch, so
  // out_valid = 0.
  logic              q_valid;
  logic [5:0]        q_warp;
  logic [63:0]       q_word;
  logic [WARP_SIZE-1:0]      q_lanes;
  logic [WARP_SIZE*32-1:0]   q_a, q_a_hi;
  logic [4*WARP_SIZE*32-1:0] q_d, q_rdata;
  always_ff @(posedge clk) begin : in_stage
    if (!rst_n) begin
      q_valid  <= '0;
      q_warp   <= '0;
      q_word   <= '0;
      q_lanes  <= '0;
      q_a      <= '0;
      q_a_hi   <= '0;
      q_d      <= '0;
      q_rdata  <= '0;
    end else begin
      q_valid  <= in_valid;
      q_warp   <= in_warp;
      q_word   <= in_word;
      q_lanes  <= in_lanes;
      q_a      <= in_a;
      q_a_hi   <= in_a_hi;
      q_d      <= in_d;
      q_rdata  <= in_rdata;
    end
  end

  if (WARP_SIZE < 1 || WARP_SIZE > 32) begin : g_warp_size_check
    $error("ldst_unit: WARP_SIZE must be 1..32");
  end

  localparam int W = WARP_SIZE;
  // LBUG_LANE7_NEIGHBOUR_BASE: the lane whose base lane 7 takes (kept in range when W <= 7,
  // where lane 7 does not exist and the bug changes nothing)
  localparam int NEIGHBOUR = (W > 7) ? 6 : 0;

  // ------------------------------------------------------------------ forms (specs/isa.md)
  // match / mask of the 64-bit instruction value (bit n = bit n of q_word)
  localparam logic [63:0] MASK_LD  = 64'hf80000000000000f, MATCH_LD  = 64'h8000000000000005;
  localparam logic [63:0] MASK_LDU = 64'hf80000000000030f, MATCH_LDU = 64'h8800000000000005;
  localparam logic [63:0] MASK_ST  = 64'hf80000000000000f, MATCH_ST  = 64'h9000000000000005;
  localparam logic [63:0] MASK_LDL = 64'hfffc00000000000f, MATCH_LDL = 64'hc000000000000005;
  localparam logic [63:0] MASK_LDS = 64'hfffc00000000030f, MATCH_LDS = 64'hc100000000000005;
  localparam logic [63:0] MASK_STL = 64'hfffc00000000000f, MATCH_STL = 64'hc800000000000005;
  localparam logic [63:0] MASK_STS = 64'hfffc00000000030f, MATCH_STS = 64'hc900000000000005;
  localparam logic [63:0] MASK_LDC = 64'hffff80000000030f, MATCH_LDC = 64'h1400000000000006;

  // record codes (DP-2)
  localparam logic [1:0] K_NONE = 2'd0, K_LOAD = 2'd1, K_STORE = 2'd2;
  localparam logic [1:0] SP_GLOBAL = 2'd0, SP_SHARED = 2'd1, SP_LOCAL = 2'd2, SP_CONST = 2'd3;
  localparam logic [5:0] RZ = 6'd63;

  // MT-3: anything but serialize (1) is computed as broadcast
  localparam bit SERIALIZE = (SMEM_POLICY == 1);

  // LDC's recorded address: specs/datapath.md §3 records the offset in its bank (the model's
  // ldst.c resolve: addr = Ra + off mod 2^32 -> collect.c: r->addr), 0 here. 1 would fold the
  // bank in (bank * 0x10000 + offset), the form bug LBUG_LDC_ADDR_BANK injects. Passes and
  // byte enables are the same either way (one bank per instruction, 0x10000 % 16 = 0).
  localparam bit LDC_BANK_IN_ADDR = 1'b0;

  // ------------------------------------------------------------------ decode
  logic        d_handled;   // one of the eight instructions, size field defined
  logic        d_store;
  logic [1:0]  d_space;
  logic [4:0]  d_size;      // bytes: 1, 2, 4, 8, 16
  logic        d_sext;      // .S8 / .S16 load
  logic        d_wide;      // .E global
  logic [5:0]  d_rd;        // data register Rd (bits 14-19)
  logic [63:0] d_off;       // the address offset, sign-extended to 64 bits
  logic [4:0]  d_bank;      // LDC bank (bits 42-46)
  logic [1:0]  d_lg;        // log2 of the 4-byte words a lane touches (MT-4): 0, 1, 2
  logic [2:0]  d_nregs;     // registers of the data: 1, 2, 4

  always_comb begin : decode
    logic is_ld, is_ldu, is_st, is_ldl, is_lds, is_stl, is_sts, is_ldc;
    logic [2:0] szf;
    is_ld  = (q_word & MASK_LD)  == MATCH_LD;
    is_ldu = (q_word & MASK_LDU) == MATCH_LDU;
    is_st  = (q_word & MASK_ST)  == MATCH_ST;
    is_ldl = (q_word & MASK_LDL) == MATCH_LDL;
    is_lds = (q_word & MASK_LDS) == MATCH_LDS;
    is_stl = (q_word & MASK_STL) == MATCH_STL;
    is_sts = (q_word & MASK_STS) == MATCH_STS;
    is_ldc = (q_word & MASK_LDC) == MATCH_LDC;
    szf    = q_word[7:5];          // 0 U8, 1 S8, 2 U16, 3 S16, 4 32, 5 64, 6 128, 7 undefined

    d_handled = (szf != 3'd7) &&
                (is_ld || is_ldu || is_st || is_ldl || is_lds || is_stl || is_sts || is_ldc);
    d_store   = is_st || is_stl || is_sts;
    if (is_lds || is_sts)      d_space = SP_SHARED;
    else if (is_ldl || is_stl) d_space = SP_LOCAL;
    else if (is_ldc)           d_space = SP_CONST;
    else                       d_space = SP_GLOBAL;

    case (szf)
      3'd0, 3'd1: begin d_size = 5'd1;  d_lg = 2'd0; d_nregs = 3'd1; end
      3'd2, 3'd3: begin d_size = 5'd2;  d_lg = 2'd0; d_nregs = 3'd1; end
      3'd5:       begin d_size = 5'd8;  d_lg = 2'd1; d_nregs = 3'd2; end
      3'd6:       begin d_size = 5'd16; d_lg = 2'd2; d_nregs = 3'd4; end
      default:    begin d_size = 5'd4;  d_lg = 2'd0; d_nregs = 3'd1; end
    endcase
    // ldst.c size_mod / plan: stores of .S8/.S16 store the low bits as .U8/.U16
    d_sext = !d_store && (szf == 3'd1 || szf == 3'd3) && bug_q != LBUG_NO_SIGN_EXTEND;
    d_wide = (d_space == SP_GLOBAL) && q_word[58];
    d_rd   = q_word[19:14];
    d_bank = q_word[46:42];

    // the offset field of the form, signed (O_MEMG 26-57, O_MEMS 26-49, O_CMEM 26-41)
    if (bug_q == LBUG_IMM_NOT_SIGN_EXTENDED) begin
      case (d_space)
        SP_GLOBAL: d_off = {32'd0, q_word[57:26]};
        SP_CONST:  d_off = {48'd0, q_word[41:26]};
        default:   d_off = {40'd0, q_word[49:26]};
      endcase
    end else begin
      case (d_space)
        SP_GLOBAL: d_off = {{32{q_word[57]}}, q_word[57:26]};
        SP_CONST:  d_off = {{48{q_word[41]}}, q_word[41:26]};
        default:   d_off = {{40{q_word[49]}}, q_word[49:26]};
      endcase
    end
  end

  // Operand isolation: the lane, key, segment and bank stages compute only for an instruction
  // of this unit (their results are zero otherwise, as the record is), so an idle unit costs
  // a simulator one test per stage and clock, not the comparator triangles.
  logic active;
  assign active = q_valid && d_handled;

  // Bits of the word that no LD/ST field of this unit uses: .S (4) and the guard (10-13) are
  // the scheduler's; bits 8-9 are the cache operation (no effect here) or must-be-zero bits
  // already covered by the masks.
  logic unused_word;
  assign unused_word = ^{q_word[13:8], q_word[4]};

  // ------------------------------------------------------------------ lanes
  logic [W*64-1:0]   l_addr;    // every lane's address, executing or not (coalescing bug 104)
  logic [W*64-1:0]   c_addr;    // DP-2 addr: executing lanes only
  logic [W*16-1:0]   c_be;
  logic [4*W*32-1:0] c_wdata;
  logic [4*W*32-1:0] c_value;
  logic              c_any;     // some lane executes
  logic [2:0]        c_nregs;
  logic [5:0]        c_reg;

  always_comb begin : lanes
    logic [31:0]  lo, hi;
    logic [32:0]  s33;
    logic [63:0]  a;
    logic [3:0]   off4;
    logic [15:0]  be;
    logic [127:0] bmask;       // be, one bit per byte expanded to 8
    logic [127:0] data;        // store data, right-aligned
    logic [127:0] wd;
    logic [127:0] chunk;       // q_rdata of the lane
    logic [127:0] sh;          // chunk >> 8 * (addr % 16)
    logic [127:0] v;           // loaded registers Rd+k at [k*32 +: 32]
    logic         load_regs;

    lo = '0; hi = '0; s33 = '0; a = '0; off4 = '0; be = '0; bmask = '0; data = '0; wd = '0;
    chunk = '0; sh = '0; v = '0;
    c_any = |q_lanes;
    // ldst.c load_write: RZ drops the data; no executing lane, no register
    load_regs = !d_store && c_any && (d_rd != RZ || bug_q == LBUG_LOAD_RZ_WRITTEN);
    c_nregs   = load_regs ? d_nregs : 3'd0;
    c_reg     = load_regs ? d_rd : 6'd0;

    l_addr  = '0;
    c_addr  = '0;
    c_be    = '0;
    c_wdata = '0;
    c_value = '0;
    if (active) for (int l = 0; l < W; l++) begin
      // ---- address (ldst.c resolve; MEM-8, MEM-10 to MEM-12)
      lo = q_a[l*32 +: 32];
      hi = q_a_hi[l*32 +: 32];
      if (bug_q == LBUG_LANE7_NEIGHBOUR_BASE && l == 7) begin
        lo = q_a[NEIGHBOUR*32 +: 32];
        hi = q_a_hi[NEIGHBOUR*32 +: 32];
      end
      if (bug_q == LBUG_E_IGNORES_HI) hi = 32'd0;
      // low word Ra + off[31:0] (with its carry); .E adds Ra+1 + off[63:32] + carry above it
      s33 = {1'b0, lo} + {1'b0, d_off[31:0]};
      if (d_wide)
        a = {hi + d_off[63:32] + {31'd0, s33[32]}, s33[31:0]};        // mod 2^64
      else
        a = {31'd0, (bug_q == LBUG_ADDR_NO_WRAP) ? s33[32] : 1'b0, s33[31:0]};  // mod 2^32
      if (d_space == SP_CONST && (LDC_BANK_IN_ADDR != (bug_q == LBUG_LDC_ADDR_BANK)))
        a[33:16] = a[33:16] + {13'd0, d_bank};              // bank * 0x10000 + offset
      l_addr[l*64 +: 64] = a;

      // ---- byte enables (DP-2 be)
      off4 = a[3:0];
      case (d_size)
        5'd1:    be = 16'h0001;
        5'd2:    be = 16'h0003;
        5'd4:    be = 16'h000f;
        5'd8:    be = 16'h00ff;
        default: be = 16'hffff;
      endcase
      be = be << off4;
      for (int j = 0; j < 16; j++) bmask[j*8 +: 8] = {8{be[j]}};
      if (bug_q == LBUG_BE_ST16_LOW_HALF && d_store && d_size == 5'd2 && off4[1])
        be = 16'h0003 << {off4[3:2], 2'b00};

      // ---- store data in chunk position (ldst.c store_apply; MEM-6)
      case (d_size)
        5'd1:    data = {120'd0, q_d[(0*W + l)*32 +: 8]};
        5'd2:    data = {112'd0, q_d[(0*W + l)*32 +: 16]};
        5'd4:    data = {96'd0, q_d[(0*W + l)*32 +: 32]};
        5'd8:    data = (bug_q == LBUG_ST64_WORDS_SWAPPED) ?
                        {64'd0, q_d[(0*W + l)*32 +: 32], q_d[(1*W + l)*32 +: 32]} :
                        {64'd0, q_d[(1*W + l)*32 +: 32], q_d[(0*W + l)*32 +: 32]};
        default: data = {q_d[(3*W + l)*32 +: 32], q_d[(2*W + l)*32 +: 32],
                         q_d[(1*W + l)*32 +: 32], q_d[(0*W + l)*32 +: 32]};
      endcase
      if (d_rd == RZ) data = '0;                           // RZ as a source stores zeros
      wd = (data << {off4, 3'b000}) & bmask;
      if (bug_q == LBUG_BYTE_STORE_LANE0 && d_size == 5'd1 && off4[1:0] != 2'd0)
        wd = data << {off4[3:2], 5'b00000};

      // ---- load data (ldst.c load_read; MEM-6)
      chunk = {q_rdata[(3*W + l)*32 +: 32], q_rdata[(2*W + l)*32 +: 32],
               q_rdata[(1*W + l)*32 +: 32], q_rdata[(0*W + l)*32 +: 32]};
      sh = chunk >> {off4, 3'b000};
      case (d_size)
        5'd1:    v = {96'd0, {24{d_sext & sh[7]}}, sh[7:0]};
        5'd2:    v = {96'd0, {16{d_sext & sh[15]}}, sh[15:0]};
        5'd4:    v = {96'd0, sh[31:0]};
        5'd8:    v = {64'd0, sh[63:0]};
        default: v = (bug_q == LBUG_LD128_WORDS_REVERSED) ?
                     {sh[31:0], sh[63:32], sh[95:64], sh[127:96]} : sh;
      endcase

      // ---- the executing lanes' fields (others stay 0)
      if (q_lanes[l]) begin
        c_addr[l*64 +: 64] = a;
        c_be[l*16 +: 16]   = be;
        if (d_store) begin
          for (int k = 0; k < 4; k++) c_wdata[(k*W + l)*32 +: 32] = wd[k*32 +: 32];
        end else if (load_regs) begin
          for (int k = 0; k < 4; k++) c_value[(k*W + l)*32 +: 32] = v[k*32 +: 32];
        end
      end
    end
  end

  // ------------------------------------------------------------------ first occurrences
  // key of lane l per space (see the header); a lane is first when it is in k_mask and no lower
  // lane of k_mask has the same key.
  logic [W*64-1:0] l_key;
  logic [W-1:0]    k_mask;
  logic [W-1:0]    first;

  always_comb begin : keys
    logic [63:0] a;
    a      = '0;
    k_mask = !active ? '0 :
             (d_space == SP_GLOBAL && bug_q == LBUG_INACTIVE_LANE_SEGMENT) ? '1 : q_lanes;
    l_key  = '0;
    if (active) for (int l = 0; l < W; l++) begin
      a = l_addr[l*64 +: 64];
      case (d_space)
        SP_GLOBAL: l_key[l*64 +: 64] = (bug_q == LBUG_SEG_256) ? {8'd0, a[63:8]} :
                                                                    {7'd0, a[63:7]};
        SP_SHARED: l_key[l*64 +: 64] = (d_lg == 2'd2) ? {36'd0, a[31:4]} :
                                       (d_lg == 2'd1) ? {35'd0, a[31:3]} : {34'd0, a[31:2]};
        SP_CONST:  l_key[l*64 +: 64] = (bug_q == LBUG_CONST_PASSES_BY_WORD) ? {2'd0, a[63:2]} :
                                                                                 a;
        default:   l_key[l*64 +: 64] = '0;
      endcase
    end
    for (int l = 0; l < W; l++) begin
      first[l] = k_mask[l];
      if (active) for (int j = 0; j < l; j++)
        if (k_mask[j] && l_key[j*64 +: 64] == l_key[l*64 +: 64]) first[l] = 1'b0;
    end
  end

  // ------------------------------------------------------------------ global segments (MT-6)
  logic [W*W-1:0]   seg_lt;    // [l*W + j]: segment of lane j < segment of lane l
  logic [W*6-1:0]   seg_rank;  // first lanes: position in ascending order
  logic [5:0]       c_nfirst;  // popcount(first)
  logic [32*64-1:0] c_trans;
  logic [5:0]       c_ntrans;

  always_comb begin : segments
    logic [5:0] r;
    logic       glob;      // the triangle and the ranks serve global accesses only
    glob   = active && d_space == SP_GLOBAL;
    r      = '0;
    seg_lt = '0;
    if (glob) for (int l = 0; l < W; l++)
      for (int j = 0; j < l; j++)
        seg_lt[l*W + j] = l_addr[j*64 + 7 +: 57] < l_addr[l*64 + 7 +: 57];
    // above the diagonal: the complement of the mirrored entry (the first lanes' segments are
    // distinct, and ranks are only taken among them)
    if (glob) for (int l = 0; l < W; l++)
      for (int j = l + 1; j < W; j++)
        seg_lt[l*W + j] = !seg_lt[j*W + l];

    c_nfirst = '0;
    for (int l = 0; l < W; l++) c_nfirst = c_nfirst + {5'd0, first[l]};

    seg_rank = '0;
    if (glob) for (int l = 0; l < W; l++) begin
      r = '0;
      for (int j = 0; j < W; j++)
        if (j != l && first[j] &&
            ((bug_q == LBUG_TRANS_LANE_ORDER) ? (j < l) : seg_lt[l*W + j]))
          r = r + 6'd1;
      seg_rank[l*6 +: 6] = r;
    end

    c_trans = '0;
    if (glob) begin
      for (int i = 0; i < W; i++)
        for (int l = 0; l < W; l++)
          if (first[l] && seg_rank[l*6 +: 6] == 6'(i))
            c_trans[i*64 +: 64] = c_trans[i*64 +: 64] | {l_addr[l*64 + 7 +: 57], 7'd0};
    end
    c_ntrans = (d_space == SP_GLOBAL) ? c_nfirst : 6'd0;
  end

  // ------------------------------------------------------------------ passes (MT-2 .. MT-5)
  logic [5:0] c_bank_passes;
  logic [5:0] c_passes;

  always_comb begin : passes
    logic [4:0]   bank0;
    logic [4:0]   grp;        // bank bits that select the group of banks a lane's block spans
    logic [W-1:0] cm;         // lanes counted
    logic [5:0]   n;
    logic [32*5-1:0] lbank;
    grp = (d_lg == 2'd2) ? 5'b11100 : (d_lg == 2'd1) ? 5'b11110 : 5'b11111;
    cm  = (SERIALIZE || bug_q == LBUG_SAME_WORD_CONFLICT) ? q_lanes : first;
    bank0 = '0;
    n     = '0;
    lbank = '0;
    for (int l = 0; l < W; l++)
      lbank[l*5 +: 5] = (bug_q == LBUG_BANK_BITS) ? l_addr[l*64 + 3 +: 5] : l_addr[l*64 + 2 +: 5];
    c_bank_passes = '0;
    // the bank count serves shared accesses only
    if (active && d_space == SP_SHARED) for (int b = 0; b < 32; b++) begin
      n = '0;
      for (int l = 0; l < W; l++) begin
        bank0 = lbank[l*5 +: 5];
        if (cm[l] && ((bank0 ^ 5'(b)) & grp) == 5'd0) n = n + 6'd1;
      end
      if (n > c_bank_passes) c_bank_passes = n;
    end
    case (d_space)
      SP_GLOBAL: c_passes = c_ntrans;
      SP_SHARED: c_passes = c_bank_passes;
      SP_CONST:  c_passes = c_nfirst;
      default:   c_passes = c_any ? 6'd1 : 6'd0;
    endcase
  end

  // ------------------------------------------------------------------ record (from the latch, DP-3a)
  always_comb begin : record
    out_valid   = q_valid;
    out_handled = q_valid && d_handled;
    out_warp    = q_valid ? q_warp : 6'd0;
    out_lanes   = q_valid ? q_lanes : '0;
    if (q_valid && d_handled) begin
      // collect.c: a step with no executing lane has no memory record (mem = 0)
      out_kind   = !c_any ? K_NONE : d_store ? K_STORE : K_LOAD;
      out_space  = c_any ? d_space : 2'd0;
      out_size   = c_any ? d_size : 5'd0;
      out_addr   = c_addr;
      out_be     = c_be;
      out_wdata  = c_wdata;
      out_nregs  = c_nregs;
      out_reg    = c_reg;
      out_value  = c_value;
      out_ntrans = c_ntrans;
      out_trans  = c_trans;
      out_passes = c_passes;
    end else begin
      out_kind   = K_NONE;
      out_space  = '0;
      out_size   = '0;
      out_addr   = '0;
      out_be     = '0;
      out_wdata  = '0;
      out_nregs  = '0;
      out_reg    = '0;
      out_value  = '0;
      out_ntrans = '0;
      out_trans  = '0;
      out_passes = '0;
    end
  end

endmodule
