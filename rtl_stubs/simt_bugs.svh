// simt_bugs.svh - injected design bugs of simt_stack_unit (included inside the module).
//
// bug_sel == 0 is the correct design. bug_sel == BUG_x switches on exactly one plausible
// design error; each one changes behaviour only in the situation its comment names. The ids
// and names are also listed in rtl_stubs/bugs.tsv (name = localparam name without BUG_,
// lower case). Ids are stable: tests and reports refer to them.

// bug_sel == 0: no bug.
localparam logic [7:0] BUG_POP_ORDER                   = 8'd1;  // a pop takes the token below the top when depth >= 2 (POP-2)
localparam logic [7:0] BUG_DIV_MASK_INVERTED           = 8'd2;  // divergent BRA: the DIV token holds the not-taken mask N instead of T (BRA-3.3)
localparam logic [7:0] BUG_NOT_TAKEN_FIRST_SWAPPED     = 8'd3;  // divergent BRA runs the taken path first: AM=T, PC=target, DIV {N, PC+8} (BRA-3.3)
localparam logic [7:0] BUG_DISABLE_MASK_UNSCOPED       = 8'd4;  // popping a PBK clears all of BM, not only the token's lanes (POP-2, C7)
localparam logic [7:0] BUG_EXITED_RESURRECTED          = 8'd5;  // restore on pop ignores XM: exited lanes come back (OP-1, POP-3)
localparam logic [7:0] BUG_TARGET_OFF_BY_ONE           = 8'd6;  // BRA goes to target+8 (PC' and DIV token PC) whenever it takes its target (BRA-1..4)
localparam logic [7:0] BUG_GUARDED_S_IGNORED           = 8'd7;  // conditional .S does not remove G from AM (S-2)
localparam logic [7:0] BUG_UNWIND_POPS_TWO             = 8'd8;  // an unwind step pops two tokens when depth >= 2 (UNW-2)
localparam logic [7:0] BUG_OVERFLOW_NOT_FLAGGED        = 8'd9;  // a push onto a full stack overwrites the top slot, no STACK_OVERFLOW (OP-2, BRX-4)
localparam logic [7:0] BUG_BRX_ORDER                   = 8'd10; // BRX serves the largest target first instead of the smallest (BRX-3, BRX-5)
localparam logic [7:0] BUG_CALL_RETURN_PC              = 8'd11; // the CALL token holds the CAL's own PC instead of PC+8 (CAL-1)
localparam logic [7:0] BUG_BRK_PARKS_ALL               = 8'd12; // a conditional BRK parks all of AM instead of G (PARK-1)
localparam logic [7:0] BUG_CONT_INTO_BM                = 8'd13; // CONT parks its lanes in BM instead of CM (PARK-1)
localparam logic [7:0] BUG_CALL_POP_KEEPS_RM           = 8'd14; // popping a CALL or PRET token does not clear RM (POP-2)
localparam logic [7:0] BUG_SSY_PC_NEXT                 = 8'd15; // the SSY token holds PC+8 instead of the SSY target (PUSH-1)
localparam logic [7:0] BUG_UNIFORM_IGNORED             = 8'd16; // .U ignored: a conditional BRA.U splits AM like a plain BRA (BRA-2)
localparam logic [7:0] BUG_EXIT_NOT_RECORDED           = 8'd17; // EXIT/KIL removes G from AM but does not add it to XM (EXIT-1)
localparam logic [7:0] BUG_SPILL_THRESHOLD_OFF_BY_ONE  = 8'd18; // a push is counted as a spill from position cfg_onchip-1 on (OP-2, OP-5)
localparam logic [7:0] BUG_DONE_IGNORES_PARKED         = 8'd19; // DONE when AM == 0 and depth == 0 even with BM|CM|RM != 0 (STEP-6)
localparam logic [7:0] BUG_WT_NOT_DISCARDED            = 8'd20; // a pop keeps WT entries deeper than the new depth (POP-4, WM-5)
localparam logic [7:0] BUG_WT_EXIT_DROPS_WAITING       = 8'd21; // loop exit restores only the current AM, not the entry's waiting lanes (WM-4)
localparam logic [7:0] BUG_BACKWARD_AS_FORWARD         = 8'd22; // while-mask policy ignored: a divergent backward BRA pushes DIV (BRA-4)
localparam logic [7:0] BUG_UNDERFLOW_NOT_FLAGGED       = 8'd23; // unconditional .S on an empty stack: no error, nothing popped (S-1, POP-1)
localparam logic [7:0] BUG_SECOND_PORT_DROPPED         = 8'd24; // when both schedulers issue in one clock, port 1's step is not committed
localparam logic [7:0] BUG_BRX_REPUSH_PC               = 8'd25; // the BRX-3 DIV token holds PC+8 instead of the BRX's own PC (BRX-3)
localparam logic [7:0] BUG_PCNT_POP_CLEARS_BM          = 8'd26; // popping a PCNT token clears its lanes in BM instead of CM (POP-2)
localparam logic [7:0] BUG_LAUNCH_AM_ALL_LANES         = 8'd27; // launch sets AM to all WARP_SIZE lanes instead of LIVE (ST-2)
localparam logic [7:0] BUG_WT_OVERFLOW_NOT_FLAGGED     = 8'd28; // a full WT drops the new entry instead of raising WMASK_OVERFLOW (WM-2)
localparam logic [7:0] BUG_BRX_NOT_TAKEN_DROPPED       = 8'd29; // a guarded BRX does not push the DIV token of its guard-false lanes (BRX-2)
localparam logic [7:0] BUG_FILL_THRESHOLD_OFF_BY_ONE   = 8'd30; // a pop is counted as a fill when depth before the pop >= cfg_onchip (POP-2)
localparam logic [7:0] BUG_WT_KEY_IGNORES_DEPTH        = 8'd31; // WT lookup matches the branch PC only, not (PC, depth) (WM-0, WM-1)
localparam logic [7:0] BUG_WT_NEW_HOLDS_TAKEN          = 8'd32; // a new WT entry records the taken lanes T instead of AM (WM-2)
localparam logic [7:0] BUG_SELF_BRANCH_FORWARD         = 8'd33; // a branch to itself (target == PC) is treated as forward (IN-4)
localparam logic [7:0] BUG_ERROR_ADVANCES_PC           = 8'd34; // a failing instruction step still moves PC to PC+8 (STEP-4)
localparam logic [7:0] BUG_BRX_SECOND_SPILL_UNCOUNTED  = 8'd35; // a two-token push (BRX-2 + BRX-3) whose second token lands on position cfg_onchip is not counted as a spill (OP-2, BRX-4)
localparam logic [7:0] BUG_CALL_POP_KEEPS_EXITED       = 8'd36; // popping a CALL or PRET token restores its lanes without removing XM: exited lanes return (OP-1, POP-3)
