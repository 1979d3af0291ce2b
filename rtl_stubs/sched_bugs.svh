// sched_bugs.svh - injected design bugs of warp_sched (included inside the module).
//
// bug_sel == 0 is the correct design. bug_sel == SBUG_x switches on exactly one plausible
// design error; each one changes behaviour only in the situation its comment names (and there
// only where the wrong choice differs from the right one). Ids 192-223 belong to warp_sched
// (1-63 simt_stack_unit, 64-95 alu_lanes, 96-127 ldst_unit, 128-159 lane_compactor), so that
// one bug_sel can drive every unit of a lock-step build. The names are also meant for
// rtl_stubs/bugs.tsv (name = localparam name without SBUG_, lower case). Ids are stable:
// tests and reports refer to them. Rules: specs/timing.md SB-1..SB-4, UN-1, WS-1..WS-4 and
// "§ warp_sched RTL"; scripts/rtl-sched --bugs checks that the random harness catches each.

// bug_sel == 0: no bug.
localparam logic [7:0] SBUG_REG_RELEASE_EARLY     = 8'd192; // SB-4: a written register is ready one clock before its latency has passed (booked delay - 1)
localparam logic [7:0] SBUG_GTO_FORGETS_GREEDY    = 8'd193; // WS-2: a scheduler clock without an issue clears the greedy warp, so the next pick is the oldest even when the last warp is ready again
localparam logic [7:0] SBUG_LRR_RESTART_AT_ZERO   = 8'd194; // WS-1: round robin searches from slot 0 every time (the lowest ready slot) instead of after the slot issued last
localparam logic [7:0] SBUG_SCHED_PARITY_SWAPPED  = 8'd195; // CLK-1: scheduler s takes the slots w with (w + 1) % NSCHED == s (wrong parity; only NSCHED >= 2)
localparam logic [7:0] SBUG_TWO_LEVEL_KEEPS_LONG  = 8'd196; // WS-3: a warp of the active set that stalls on a long-latency result stays in the set
localparam logic [7:0] SBUG_REISSUE_OFF_BY_ONE    = 8'd197; // SB-3: the re-issue interval is reissue_clocks - 1 FU clocks
localparam logic [7:0] SBUG_PRED_WRITE_OWN_ONLY   = 8'd198; // SB-4: a predicate write holds only the predicates written, not all eight of the warp
localparam logic [7:0] SBUG_CC_DEP_IGNORED        = 8'd199; // SB-1/SB-2: the $c dependence (.X, a CC test, a .CC writer) is not checked
localparam logic [7:0] SBUG_EXTERNAL_NOT_CHECKED  = 8'd200; // WS-4: an external pick of a candidate is issued even when it is not ready (no refusal)
localparam logic [7:0] SBUG_GTO_LOWEST_SLOT       = 8'd201; // WS-2: ages ignored: "oldest" is the lowest ready slot
localparam logic [7:0] SBUG_ALU1_NEVER_USED       = 8'd202; // UN-1: an ALU-class instruction waits for ALU group 0 and never takes a free group 1
localparam logic [7:0] SBUG_UNWIND_WAITS_DEPS     = 8'd203; // TM-2: an unwind step waits for the scoreboard of the warp's next instruction (it needs only the re-issue interval)
localparam logic [7:0] SBUG_PIPE_NOT_FORWARDED    = 8'd204; // UN-1: scheduler s > 0 sees the pipes as at the start of the clock, not as booked by the schedulers before it (two can take one pipe; only NSCHED >= 2)
localparam logic [7:0] SBUG_FILL_NO_WAIT          = 8'd205; // MT-10: a step that fills tokens does not hold its warp until lat_shared after the token traffic
localparam logic [7:0] SBUG_LAUNCH_KEEPS_SCORE    = 8'd206; // a warp made resident inherits the scoreboard of the slot's previous warp (not cleared at launch)
localparam logic [7:0] SBUG_TWO_LEVEL_FILL_YOUNGEST = 8'd207; // WS-3: the active set is filled from the youngest waiting candidates instead of the oldest
localparam logic [7:0] SBUG_PIPE_RELEASE_LATE     = 8'd208; // UN-1: a pipe stays busy one FU clock longer than the booked occupancy
localparam logic [7:0] SBUG_LONG_STALL_NOT_SEEN   = 8'd209; // WS-3: stalled_long also needs the long wait to be at least 2 clocks away (a global load's last clock is not a long stall)
