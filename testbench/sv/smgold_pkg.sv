// smgold_pkg.sv - what the DPI stand-ins of an SM (rtl_stubs/sm_units_dpi.sv), the lock-step
// checker (smgold_checker.sv) and the testbench top (tb_top.sv) share: the DPI imports of
// dpi/smgold_dpi.svh, the one model handle, the model clock counter and the run's set-up
// decisions (what is compared).
//
// Why a package and not a port: SystemVerilog does not allow a chandle as a module port
// (IEEE 1800-2017 6.14), and passing it through an init(chandle) task from the top would
// need hierarchical calls into every stand-in. A package variable is plain, portable
// SystemVerilog: the top writes smgold_pkg::h once, before the first clock that uses it,
// and every module that imports the package reads it.
//
// Plain SystemVerilog (IEEE 1800-2017) with DPI-C; nothing simulator specific.
package smgold_pkg;
  timeunit 1ns;
  timeprecision 1ps;

  `include "smgold_dpi.svh"

  // The golden model (smgold_create in tb_top); null until created.
  chandle h;
  // Its name for messages (the vector directory).
  string vec_dir = "";
  // Warp schedulers of the model's configuration (issue ports 0 .. nsched-1 are used).
  int nsched = 0;
  // Datapath comparison on (tb_top: unless +no_datapath), and in ordered mode.
  int dp_on = 0;
  int dp_ordered = 0;
  // The warp schedulers (warp_sched, specs/timing.md WR-1..WR-8) are compared, and their
  // picks are the SM's issue (rtl_stubs/sm_top.sv): the model runs cycle timing with NSCHED
  // schedulers (tb_top decides at set-up; sched_why says why not).
  int sched_on = 0;
  string sched_why = "";
  // The SM's issue of this clock differs from the model's and the checker has reported the
  // scheduler's mismatch (sched_issue): the stand-ins, which can serve only the model's issue,
  // do not stop the run themselves, and the checker ends it after the clock.
  int issue_diverged = 0;

  // The model clock (sm_model_clock_dpi in sm_units_dpi.sv) counts here: 0 before the
  // first bundle; 1 once the launch bundle of the kernel launch is driven (before the
  // launch edge, specs/dpi.md CO-3); c + 2 once the model has taken clock c and its
  // bundles are driven. The stand-ins wait for a change of tick, then read the model.
  int unsigned tick = 0;

  // Stop the simulation because the set-up or the model failed (not a mismatch).
  // The line says why; $fatal ends the run with a non-zero exit status.
  function automatic void die(string what);
    if (vec_dir == "") $display("smgold: %s", what);
    else $display("smgold: %s: %s", vec_dir, what);
    $fatal(1, "smgold: stopped (the line above says why)");
  endfunction

  // Die if the handle has recorded an API error (smgold_last_error says which).
  function automatic void check_ok(string where);
    if (smgold_ok(h) == 0)
      die($sformatf("%s: %s", where, smgold_last_error(h)));
  endfunction
endpackage
