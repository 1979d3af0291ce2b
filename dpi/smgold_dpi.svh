// smgold_dpi.svh - SystemVerilog imports of the smgold DPI-C layer
// (dpi/smgold_dpi.h documents every function; specs/dpi.md the contract).
// Include inside a package or module; plain SystemVerilog, no simulator
// specifics. Link dpi/smgold_dpi.c and libsmgold into the simulation.
`ifndef SMGOLD_DPI_SVH
`define SMGOLD_DPI_SVH

// The interface version this file was written for: smgold_create refuses a
// library of another version (smgold_ok = 0, smgold_last_error says so).
localparam int SMGOLD_DPI_ABI = 4;

import "DPI-C" function int     smgold_abi_version();
import "DPI-C" function chandle smgold_create(input string args, input string dir, input int abi);
import "DPI-C" function void    smgold_destroy(input chandle h);
import "DPI-C" function int     smgold_ok(input chandle h);
import "DPI-C" function string  smgold_last_error(input chandle h);
import "DPI-C" function int     smgold_record(input chandle h, input string path);
// checkpoints (specs/checkpoint.md): smgold_restore only at the launch edge (a warm start)
import "DPI-C" function int     smgold_save(input chandle h, input string path);
import "DPI-C" function int     smgold_restore(input chandle h, input string path);
import "DPI-C" function int     smgold_step(input chandle h);
import "DPI-C" function int     smgold_done(input chandle h);
import "DPI-C" function longint smgold_cycle(input chandle h);
import "DPI-C" function longint smgold_instructions(input chandle h);
import "DPI-C" function int     smgold_config(input chandle h, input string key);
import "DPI-C" function int     smgold_set_pick(input chandle h, input int s, input int slot);
import "DPI-C" function longint smgold_stat(input chandle h, input string name);
import "DPI-C" function int     smgold_lane_clocks(input chandle h, input int s);
import "DPI-C" function int     smgold_lane_enable(input chandle h, input int s, input int c);
import "DPI-C" function int     smgold_lane_src(input chandle h, input int s, input int c,
                                                input int n);
import "DPI-C" function int     smgold_cover_on(input chandle h);
import "DPI-C" function longint smgold_cover_hits(input chandle h, input string bin);
import "DPI-C" function longint smgold_launched(input chandle h);
import "DPI-C" function int     smgold_issue(input chandle h, input int s, output int warp,
                                             output int ctrl, output int cond, output int sflag,
                                             output int uni, output int guard,
                                             output int target, output int pc,
                                             output int unwind);
import "DPI-C" function int     smgold_issue_lane_target(input chandle h, input int s,
                                                         input int lane);
import "DPI-C" function longint smgold_issue_word(input chandle h, input int s);
import "DPI-C" function int     smgold_lane_group(input chandle h, input int s,
                                                  output int mode);
import "DPI-C" function int     smgold_warp_state(input chandle h, input int w,
                                                  output int status, output int error,
                                                  output int pc, output int am, output int bm,
                                                  output int cm, output int rm, output int xm,
                                                  output int live, output int depth);
import "DPI-C" function int     smgold_warp_token(input chandle h, input int w, input int i,
                                                  output int typ, output int mask,
                                                  output int pc);
import "DPI-C" function int     smgold_warp_wt(input chandle h, input int w, input int i,
                                               output int pc, output int depth,
                                               output int mask);
import "DPI-C" function void    smgold_check_step(input chandle h, input int s, input int pc,
                                                  input int am, input int push, input int pop,
                                                  input int spill, input int fill,
                                                  input int error);
import "DPI-C" function void    smgold_check_warp(input chandle h, input int w, input int status,
                                                  input int error, input int pc, input int am,
                                                  input int bm, input int cm, input int rm,
                                                  input int xm, input int live, input int depth);
import "DPI-C" function void    smgold_check_token(input chandle h, input int w, input int i,
                                                   input int typ, input int mask, input int pc);
import "DPI-C" function void    smgold_check_wt_entry(input chandle h, input int w, input int pc,
                                                      input int depth, input int mask);
import "DPI-C" function void    smgold_check_wt_done(input chandle h, input int w);
import "DPI-C" function void    smgold_end_cycle(input chandle h);
import "DPI-C" function int     smgold_mismatch_count(input chandle h);
import "DPI-C" function string  smgold_mismatch(input chandle h, input int i);
import "DPI-C" function void    smgold_clear_mismatches(input chandle h);
import "DPI-C" function longint smgold_compares(input chandle h, input string field);
import "DPI-C" function longint smgold_total_compares(input chandle h);
import "DPI-C" function int     smgold_write_report(input chandle h, input string path);
import "DPI-C" function int     smgold_finish(input chandle h);
import "DPI-C" function string  smgold_verdict(input chandle h);
// datapath (specs/datapath.md): open arrays, [k*32 + lane] for two-dimensional bundles
import "DPI-C" function int     smgold_set_datapath(input chandle h, input string mode);
import "DPI-C" function int     smgold_ignore(input chandle h, input string field,
                                              input int lanes);
import "DPI-C" function longint smgold_ignored(input chandle h, input string field);
import "DPI-C" function longint smgold_unit_compares(input chandle h, input string unit);
import "DPI-C" function int     smgold_reference_unit(input longint word);
import "DPI-C" function int     smgold_operands(input chandle h, input int s, output int warp,
                                                output int pc, output int unit,
                                                output int lanes, output longint word,
                                                output int a[], output int a_hi[],
                                                output int b[], output int c[],
                                                output int d[], output int pred[],
                                                output int cc[], output int rdata[]);
import "DPI-C" function int     smgold_retire(input chandle h, input int s, output int warp,
                                              output int pc, output int lanes,
                                              output int nregs, output int regs[],
                                              output int value[], output int preds,
                                              output int pred[], output int cc_written,
                                              output int cc[], output int mem,
                                              output int space, output int size,
                                              output longint addr[], output int be[],
                                              output int wdata[], output int ntrans,
                                              output longint trans[], output int passes);
import "DPI-C" function void    smgold_check_retire(input chandle h, input int s,
                                                    input int valid, input int warp,
                                                    input int pc, input int lanes,
                                                    input int nregs, input int regs[],
                                                    input int value[], input int preds,
                                                    input int pred[], input int cc_written,
                                                    input int cc[], input int mem,
                                                    input int space, input int size,
                                                    input longint addr[], input int be[],
                                                    input int wdata[], input int ntrans,
                                                    input longint trans[],
                                                    input int passes);
// the warp schedulers (specs/timing.md WR-3, WR-4), lane compactors (specs/lanes-rtl.md) and
// decoders (specs/decode.md)
import "DPI-C" function int     smgold_sched_port(input chandle h, output int sched_clock,
                                                  output longint cand, output longint resident,
                                                  output longint at_bar,
                                                  output longint dep_unwind,
                                                  output longint dep_cc, output int dep_nsrc[],
                                                  output int dep_src[], output int dep_preds[],
                                                  output int dep_pipe[], output int ext[],
                                                  output int pipe_rem[], output int bk_error[],
                                                  output int bk_spill[], output int bk_fill[],
                                                  output int bk_busy[], output int bk_delay[],
                                                  output longint bk_regs[],
                                                  output int bk_preds[], output int bk_cc[],
                                                  output int bk_long[]);
import "DPI-C" function void    smgold_check_sched(input chandle h, input int nslots,
                                                   input int pick_valid, input int refused,
                                                   input int pick_warp[], input int cause[],
                                                   input longint ready,
                                                   input longint stalled_long,
                                                   input longint active, input int why[],
                                                   input int dep[], input int pipe_rem[]);
import "DPI-C" function void    smgold_check_lanes(input chandle h, input int s,
                                                   input int clocks, input int lanes,
                                                   input int enable[], input int src[]);
import "DPI-C" function void    smgold_check_decode(input chandle h, input int s,
                                                    input int bits, input int bundle[]);

`endif
