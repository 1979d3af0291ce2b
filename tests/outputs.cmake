# Machine-readable outputs (issue 15 items 4-6): the one JSON writer and what
# python3's json module reads back (unit test test_json, picked up from
# tests/unit/), --stats-format json/csv, `smgold cover --format verilator`
# merged and annotated by verilator_coverage, and the Accel-Sim trace set read
# by a parser written from Accel-Sim's trace format.
add_test(NAME cli_outputs COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_outputs.sh
  $<TARGET_FILE:smgold_cli> ${PROJECT_SOURCE_DIR})
set_tests_properties(cli_outputs PROPERTIES LABELS "cli;python")
if(SMGOLD_COSIM)
  # the same, with the RTL's coverage.dat written by Verilator now rather than the
  # checked-in tests/data/rtl-coverage/coverage.dat (a 5-second verilated build)
  add_test(NAME cli_outputs_live_rtl_coverage COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_outputs.sh
    $<TARGET_FILE:smgold_cli> ${PROJECT_SOURCE_DIR} live)
  set_tests_properties(cli_outputs_live_rtl_coverage PROPERTIES LABELS "cli;python;cosim")
endif()
