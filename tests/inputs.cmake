# Bad input and API misuse (issue 16.3, 16.4) and compressed vectors (issue 15.7):
# included from tests/CMakeLists.txt.

# every file argument of every command, given /dev/urandom, an oversized sparse file,
# FIFOs (fed without end, no writer, a writer that never writes), an empty file and a
# directory: a clear error, exit 2, nothing on stdout, no output file (smgold/limits.h)
add_test(NAME cli_bad_input COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_bad_input.sh
  $<TARGET_FILE:smgold_cli> ${PROJECT_SOURCE_DIR})
set_tests_properties(cli_bad_input PROPERTIES LABELS cli TIMEOUT 600)

# .gz vectors and images, read and written: the results of the uncompressed files,
# corrupt files and gzip bombs refused, scripts/regress on a compressed suite
add_test(NAME cli_gzip COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_gzip.sh
  $<TARGET_FILE:smgold_cli> ${PROJECT_SOURCE_DIR})
set_tests_properties(cli_gzip PROPERTIES LABELS cli)

# The API-misuse fuzz harness (tests/fuzz/fuzz_api.c; scripts/fuzz runs it under
# libFuzzer) on a fixed sequence of pseudo-random call programs, with the project's
# compiler: label unit, so scripts/test also runs it under ASan + UBSan.
add_executable(fuzz_api_smoke fuzz/fuzz_api.c fuzz/fuzz_main.c)
target_link_libraries(fuzz_api_smoke PRIVATE smgold_dpi smgold)
target_include_directories(fuzz_api_smoke PRIVATE ${PROJECT_SOURCE_DIR}/dpi ${SVDPI_INCLUDE_DIR})
target_compile_definitions(fuzz_api_smoke PRIVATE _POSIX_C_SOURCE=200809L
  SMGOLD_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
add_test(NAME fuzz_api_smoke COMMAND fuzz_api_smoke 20000)
set_tests_properties(fuzz_api_smoke PROPERTIES LABELS unit)
