# cmake --install rules of the files that are not a target's (the targets install
# themselves: model/, dpi/, cli/), and the two package descriptions: the CMake
# package (lib/cmake/smgold: smgold::smgold and friends) and lib/pkgconfig/smgold.pc.
# Layout under the prefix:
#   bin/smgold                         the command
#   lib/libsmgold.so.0, libsmgold.a    the C API; libsmgold_dpi.so.0, .a the DPI-C shim
#   include/smgold/*.h, smgold_dpi.h   the public headers
#   share/smgold/sv/                   smgold_dpi.svh, the SV package and checker
#   share/smgold/rtl/                  the reference RTL (rtl_stubs/)
#   share/smgold/testbench/            the lock-step sources a user builds a bench from
#   share/smgold/specs/, vectors/seed/, examples/
# Nothing installed names the source or build tree, and every path inside is relative to
# the prefix, so the tree can be moved (ctest install_tree checks both).
include(CMakePackageConfigHelpers)
set(_data ${SMGOLD_INSTALL_DATADIR})

# the SystemVerilog side of the DPI flow (the .svh is dpi/'s): package and checker
install(FILES testbench/sv/smgold_pkg.sv testbench/sv/smgold_checker.sv DESTINATION ${_data}/sv)
install(DIRECTORY rtl_stubs/ DESTINATION ${_data}/rtl
  FILES_MATCHING PATTERN "*.sv" PATTERN "*.svh" PATTERN "*.tsv" PATTERN "*.md")
# The lock-step run (lockstep_core and its units' halves, C++ over the C API only) and the
# three benches built on it, as a user's template: testbench/README.md says which is which.
# Not the scripts (they drive the source tree) nor random/ (it uses the model's internals).
file(GLOB _tb CONFIGURE_DEPENDS testbench/lockstep_*.h testbench/lockstep_*.cpp)
install(FILES ${_tb} testbench/lockstep_top.sv testbench/tb_verilator.cpp
  testbench/tb_systemc.cpp testbench/sc_smgold.h testbench/sc_smgold.cpp testbench/README.md
  DESTINATION ${_data}/testbench)
install(FILES testbench/sv/tb_top.sv testbench/sv/sv_main.cpp DESTINATION ${_data}/testbench/sv)
install(DIRECTORY specs/ DESTINATION ${_data}/specs)
# not what a run in the source tree leaves there (README's examples run in a vector's folder)
install(DIRECTORY vectors/seed DESTINATION ${_data}/vectors
  PATTERN "actual-*" EXCLUDE PATTERN "report.jsonl" EXCLUDE PATTERN "wave.fst" EXCLUDE
  PATTERN "*.tmp*" EXCLUDE PATTERN ".gitignore" EXCLUDE)
# the consumer projects the install tests build (tests/install/examples): a C program by
# CMake and by pkg-config, a Verilator lock-step of simt_stack_unit (sources only)
install(DIRECTORY tests/install/examples/ DESTINATION ${_data}/examples FILES_MATCHING
  PATTERN "*.c" PATTERN "*.cpp" PATTERN "CMakeLists.txt" PATTERN "Makefile")

# ---- CMake package: find_package(smgold) -> smgold::smgold (libsmgold.so),
# smgold::smgold_static, smgold::dpi, smgold::dpi_static, smgold::cli, and smgold_*_DIR
set(_cmakedir ${CMAKE_INSTALL_LIBDIR}/cmake/smgold)
install(EXPORT smgoldTargets NAMESPACE smgold:: DESTINATION ${_cmakedir})
configure_package_config_file(cmake/smgoldConfig.cmake.in
  ${PROJECT_BINARY_DIR}/smgoldConfig.cmake INSTALL_DESTINATION ${_cmakedir}
  PATH_VARS SMGOLD_INSTALL_DATADIR CMAKE_INSTALL_INCLUDEDIR)
# SameMajorVersion, as the SONAME (libsmgold.so.0) promises
write_basic_package_version_file(${PROJECT_BINARY_DIR}/smgoldConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/smgoldConfig.cmake
  ${PROJECT_BINARY_DIR}/smgoldConfigVersion.cmake DESTINATION ${_cmakedir})

# ---- pkg-config: prefix found from the .pc file's own place (${pcfiledir}), not the
# configure-time CMAKE_INSTALL_PREFIX, because `cmake --install --prefix P` may put it
# anywhere
set(_pcdir ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(SMGOLD_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
else()
  string(REGEX REPLACE "[^/]+" ".." _up "${_pcdir}")
  set(SMGOLD_PC_PREFIX "\${pcfiledir}/${_up}")
endif()
configure_file(cmake/smgold.pc.in ${PROJECT_BINARY_DIR}/smgold.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/smgold.pc DESTINATION ${_pcdir})
