# Issue 15: the installed smgold (label install; tests/install/install_test.sh). install_tree
# runs `cmake --install` into a temporary prefix outside the source and build trees, moves it
# and checks it; the others use that prefix only: the exported symbols of libsmgold.so.0 and
# libsmgold_dpi.so.0 against the installed headers' declarations, a C program by
# find_package(smgold) and by pkg-config, and (with SMGOLD_COSIM) a Verilator lock-step of
# simt_stack_unit, each on a seed vector; install_cleanup removes the prefix.
set(SMGOLD_INSTALL_TEST ${CMAKE_CURRENT_SOURCE_DIR}/install/install_test.sh)
set(SMGOLD_INSTALL_STATE ${CMAKE_CURRENT_BINARY_DIR}/install-test)
add_test(NAME install_tree COMMAND ${SMGOLD_INSTALL_TEST} tree ${SMGOLD_INSTALL_STATE}
  ${PROJECT_BINARY_DIR} ${PROJECT_SOURCE_DIR})
add_test(NAME install_cleanup COMMAND ${SMGOLD_INSTALL_TEST} cleanup ${SMGOLD_INSTALL_STATE})
set_tests_properties(install_tree PROPERTIES FIXTURES_SETUP smgold_prefix
  # cmake --install writes install_manifest.txt into the build tree: one at a time
  RESOURCE_LOCK smgold_install_manifest)
set_tests_properties(install_cleanup PROPERTIES FIXTURES_CLEANUP smgold_prefix)
add_test(NAME install_symbols COMMAND ${SMGOLD_INSTALL_TEST} symbols ${SMGOLD_INSTALL_STATE}
  ${CMAKE_C_COMPILER} ${SVDPI_INCLUDE_DIR})
add_test(NAME install_cmake COMMAND ${SMGOLD_INSTALL_TEST} cmake ${SMGOLD_INSTALL_STATE})
add_test(NAME install_pkgconfig COMMAND ${SMGOLD_INSTALL_TEST} pkgconfig ${SMGOLD_INSTALL_STATE})
set(SMGOLD_INSTALL_TESTS install_symbols install_cmake install_pkgconfig)
if(SMGOLD_COSIM)
  add_test(NAME install_verilator COMMAND ${SMGOLD_INSTALL_TEST} verilator
    ${SMGOLD_INSTALL_STATE})
  list(APPEND SMGOLD_INSTALL_TESTS install_verilator)
endif()
set_tests_properties(${SMGOLD_INSTALL_TESTS} PROPERTIES FIXTURES_REQUIRED smgold_prefix)
set_tests_properties(install_tree install_cleanup ${SMGOLD_INSTALL_TESTS} PROPERTIES
  LABELS install)
