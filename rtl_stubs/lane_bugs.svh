// lane_bugs.svh - injected design bugs of lane_compactor (included inside the module).
//
// bug_sel == 0 is the correct design. bug_sel == CBUG_x switches on exactly one plausible
// design error; each one changes behaviour only in the situation its comment names (and there
// only where the wrong schedule differs from the right one). Ids 128-159 belong to
// lane_compactor (1-63 simt_stack_unit, 64-95 alu_lanes, 96-127 ldst_unit), so that one
// bug_sel can drive every unit of a lock-step build. The names are also meant for
// rtl_stubs/bugs.tsv (name = localparam name without CBUG_, lower case). Ids are stable:
// tests and reports refer to them. "G" is the number of groups ceil(WIDTH/LPC), "H" the
// half split ceil(G/2), "o" the SCC clock count ceil(popcount/LPC) (specs/timing.md LN-1..LN-10).

// bug_sel == 0: no bug.
localparam logic [7:0] CBUG_SCC_DONOR_HIGHEST      = 8'd128; // SCC swizzle branch: the highest surplus lane donates first instead of the lowest (LN-10 tie-break): wrong sources when two lanes have surplus at once
localparam logic [7:0] CBUG_SCC_DONOR_NEWEST       = 8'd129; // SCC swizzle branch: a donor gives its newest element (highest group) instead of its oldest: wrong sources when a donor with 2+ elements left donates
localparam logic [7:0] CBUG_SCC_NO_BCC_BRANCH      = 8'd130; // SCC: the BCC-like branch (busy groups == o, 002:L206-207) is left out, every mask goes through the swizzle loop: groups mixed in a clock (e.g. 0x0F01 at LPC 4)
localparam logic [7:0] CBUG_SCC_CLOCKS_PLUS_ONE    = 8'd131; // SCC: o counted as floor(popcount/LPC)+1 (">=" for ">" in the thermometer): one clock too many when popcount is a multiple of LPC below G*LPC, 1 clock for the all-zero mask
localparam logic [7:0] CBUG_ZERO_MASK_AS_BASELINE  = 8'd132; // the all-zero mask under half-skip, bcc and scc runs as the baseline (G clocks, every lane off) instead of 0 clocks (LN-7)
localparam logic [7:0] CBUG_HALF_SKIP_LOW_KEPT     = 8'd133; // half-skip only skips an empty high half: an empty low half (e.g. 0xFF00 at width 16) still runs all G groups (LN-4)
localparam logic [7:0] CBUG_HALF_SKIP_MIDDLE_HIGH  = 8'd134; // half-skip split H = floor(G/2): the middle group of an odd G goes to the high half (LN-4 puts it in the low half); only odd G
localparam logic [7:0] CBUG_SCC_LAST_LANE_SRC      = 8'd135; // SCC swizzle branch: a donation onto the last ALU lane (LPC-1) reports source lane m+1 instead of m (crossbar select off by one)
localparam logic [7:0] CBUG_BCC_LAST_GROUP_ALWAYS  = 8'd136; // bcc: the last group is issued whether or not a lane of it is on (its busy bit tied to 1); not in scc's BCC-like branch
localparam logic [7:0] CBUG_SCC_CLOCKS_FROM_BCC    = 8'd137; // scc swizzle branch: out_clocks reports the busy-group count (BCC's) while the schedule is SCC's
localparam logic [7:0] CBUG_GROUP1_ROTATED         = 8'd138; // baseline/half-skip/bcc: group 1's lanes are rotated by one ALU lane (ALU lane n computes lane (n-1) mod LPC of the group); G >= 2
localparam logic [7:0] CBUG_SCC_SURPLUS_SHORT      = 8'd139; // SCC swizzle branch: surplus = len - o - 1 (a lane with len > o donates one element too few): a lane of the mask is never computed
localparam logic [7:0] CBUG_PAD_LANES_ENABLED      = 8'd140; // baseline/half-skip/bcc: the padding lanes (>= WIDTH) of a partial last group are enabled when that group issues; only WIDTH % LPC != 0
localparam logic [7:0] CBUG_HALF_SKIP_AS_BCC       = 8'd141; // half-skip: inside the half that runs, empty groups are skipped too (it behaves as bcc): fewer clocks when the running half has an empty group (G >= 3)
