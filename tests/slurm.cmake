# Issue 17: regressions on a Slurm cluster. cli_regress_merge: scripts/regress
# --results/--merge and scripts/regress.slurm's shard arithmetic without Slurm;
# slurm_regress: scripts/regress-slurm on a single-node Slurm the test starts
# and stops itself (munge, slurmctld, slurmd from scripts/setup's packages),
# skipped (exit 77) when Slurm is not installed or does not start.
if(SMGOLD_COSIM)
  set(SMGOLD_SLURM_LOCKSTEP $<TARGET_FILE:smgold_lockstep>)
endif()
add_test(NAME cli_regress_merge COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_regress_merge.sh
  $<TARGET_FILE:smgold_cli> ${PROJECT_SOURCE_DIR} ${SMGOLD_SLURM_LOCKSTEP})
set_tests_properties(cli_regress_merge PROPERTIES LABELS cli)
add_test(NAME slurm_regress COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_slurm.sh
  $<TARGET_FILE:smgold_cli> ${PROJECT_SOURCE_DIR} ${SMGOLD_SLURM_LOCKSTEP})
set_tests_properties(slurm_regress PROPERTIES LABELS slurm SKIP_RETURN_CODE 77 TIMEOUT 600)
