# Issue 16.5: scripts/regress --soak, a short soak of generated programs (every
# profile; lock-step in both timings when the build has the testbench), an
# injected crash and, with the testbench, an injected RTL bug. Included from
# tests/CMakeLists.txt.
if(SMGOLD_COSIM)
  set(SMGOLD_SOAK_LOCKSTEP $<TARGET_FILE:smgold_lockstep>)
endif()
add_test(NAME cli_soak COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_soak.sh
  $<TARGET_FILE:smgold_cli> ${PROJECT_SOURCE_DIR} ${SMGOLD_SOAK_LOCKSTEP})
set_tests_properties(cli_soak PROPERTIES LABELS cli TIMEOUT 300)
