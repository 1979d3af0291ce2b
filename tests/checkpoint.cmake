# Checkpoints (issue 16 items 1-2, specs/checkpoint.md): the save/restore unit test
# (tests/unit/test_checkpoint.c, a cmocka test like every tests/unit/test_*.c; it also
# drives the DPI functions, hence smgold_dpi), the CLI property test over the seed, cosim
# and generated vectors in both timings, and with the Verilator testbench the warm-start
# lock-step of simt_stack_unit.
if(TARGET test_checkpoint)
  target_link_libraries(test_checkpoint PRIVATE smgold_dpi)
endif()
add_test(NAME cli_checkpoint COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_checkpoint.sh
  $<TARGET_FILE:smgold_cli> ${PROJECT_SOURCE_DIR})
set_tests_properties(cli_checkpoint PROPERTIES LABELS cli TIMEOUT 600)
if(SMGOLD_COSIM)
  # the warm start: simt_stack_unit loaded from a checkpoint at the deepest-stack clock of
  # a generated program, lock-step from there; with injected bugs, the cold start's first
  # mismatch (clock and field) when it falls after that clock
  add_test(NAME cosim_warm_start COMMAND ${PROJECT_SOURCE_DIR}/testbench/test_warm_start.sh
    $<TARGET_FILE:smgold_cli> $<TARGET_FILE:smgold_lockstep> ${PROJECT_SOURCE_DIR})
  set_tests_properties(cosim_warm_start PROPERTIES LABELS cosim TIMEOUT 600)
endif()
