// ldst_bugs.svh - injected design bugs of ldst_unit (included inside the module).
//
// bug_sel == 0 is the correct design. bug_sel == LBUG_x switches on exactly one plausible
// design error; each one changes behaviour only in the situation its comment names (and is
// invisible otherwise). Ids 96-127 belong to ldst_unit (specs/datapath.md §8: the token stack
// has 1-63, alu_lanes 64-95), so that one bug_sel selects exactly one bug in one unit of a
// lock-step build. Ids are stable: tests and reports refer to them.

// bug_sel == 0: no bug.
localparam logic [7:0] LBUG_BE_ST16_LOW_HALF        = 8'd96;  // 16-bit store (ST/STS/STL .U16/.S16) at addr % 4 == 2: byte enables on the low half of the word (bytes addr-2, addr-1) instead of addr, addr+1
localparam logic [7:0] LBUG_BANK_BITS               = 8'd97;  // shared access: bank taken from addr[7:3] instead of addr[6:2]: wrong passes when that regroups the lanes' words over the banks
localparam logic [7:0] LBUG_LANE7_NEIGHBOUR_BASE    = 8'd98;  // lane 7 forms its address from lane 6's Ra (and Ra+1): wrong address (and counts) when lane 7 executes and its base differs from lane 6's (WARP_SIZE > 7)
localparam logic [7:0] LBUG_SEG_256                 = 8'd99;  // global coalescing on 256-byte blocks: two touched 128-byte segments of one 256-byte block merge into one transaction
localparam logic [7:0] LBUG_NO_SIGN_EXTEND          = 8'd100; // .S8/.S16 loads (LD, LDU, LDL, LDS, LDC) are zero-extended: wrong value when the loaded byte/half is negative
localparam logic [7:0] LBUG_ST64_WORDS_SWAPPED      = 8'd101; // 64-bit stores put Rd+1 in the low word and Rd in the high word: wrong wdata when Rd and Rd+1 differ
localparam logic [7:0] LBUG_IMM_NOT_SIGN_EXTENDED   = 8'd102; // a negative address offset is zero-extended from its field (24-bit shared/local, 16-bit LDC, 32-bit .E global): wrong address when the offset is negative (non-.E global is not affected: 32-bit wrap)
localparam logic [7:0] LBUG_SAME_WORD_CONFLICT      = 8'd103; // broadcast policy (SMEM_POLICY 0): lanes on the same shared word are counted as conflicting passes: wrong passes when two executing lanes access one word
localparam logic [7:0] LBUG_INACTIVE_LANE_SEGMENT   = 8'd104; // global coalescing uses every lane's address, executing or not: extra transactions when a lane outside in_lanes addresses a segment no executing lane touches
localparam logic [7:0] LBUG_E_IGNORES_HI            = 8'd105; // .E global addressing ignores Ra+1 (high address word taken as 0): wrong address when Ra+1 != 0
localparam logic [7:0] LBUG_ADDR_NO_WRAP            = 8'd106; // a 32-bit address (shared, local, LDC offset, non-.E global) keeps the carry out of Ra+offset in bit 32: wrong address when the 32-bit sum wraps (e.g. a negative offset)
localparam logic [7:0] LBUG_LOAD_RZ_WRITTEN         = 8'd107; // a load into RZ reports its registers as written (out_nregs 1/2/4 from R63) when a lane executes
localparam logic [7:0] LBUG_LDC_ADDR_BANK           = 8'd108; // LDC address folds in bank * 0x10000 (or, with LDC_BANK_IN_ADDR = 1, leaves it out) unlike the record: wrong address when bank != 0
localparam logic [7:0] LBUG_BYTE_STORE_LANE0        = 8'd109; // 1-byte store at addr % 4 != 0: the data byte lands in byte 0 of its word (outside the byte enables), the addressed byte reads 0
localparam logic [7:0] LBUG_LD128_WORDS_REVERSED    = 8'd110; // 128-bit loads write chunk word k to Rd+3-k: wrong values when the four words differ
localparam logic [7:0] LBUG_CONST_PASSES_BY_WORD    = 8'd111; // LDC passes count distinct 4-byte words instead of distinct addresses: too few when lanes read different bytes/halves of one word
localparam logic [7:0] LBUG_TRANS_LANE_ORDER        = 8'd112; // global transactions listed in the order of their lowest lane instead of ascending: wrong trans order when a lower lane's segment is above a later lane's new one
