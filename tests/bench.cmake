# scripts/bench's driver (issue 14): the model against native C on the benchmark kernels
# (tests/bench/kernels.c), the generated-program row and the full-SM footprint. Not a
# test by itself. -ffp-contract=off: the native C kernels round a * x + y twice, as the
# listings' FMUL and FADD do, so their results are the model's bit for bit.
add_executable(bench_kernel bench/bench_kernel.c bench/kernels.c bench/gen_cases.c
  bench/footprint.c)
target_link_libraries(bench_kernel PRIVATE smgold)
target_compile_definitions(bench_kernel PRIVATE _POSIX_C_SOURCE=200809L)
target_compile_options(bench_kernel PRIVATE -ffp-contract=off)

# CI runs the benchmark once in its short mode: every kernel's results check against its
# C code and the table prints; nothing about time is asserted (tests/bench/smoke.sh).
add_test(NAME bench_smoke COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/bench/smoke.sh
  ${PROJECT_SOURCE_DIR} $<TARGET_FILE:bench_kernel> $<TARGET_FILE:smgold_cli>)
set_tests_properties(bench_smoke PROPERTIES LABELS bench TIMEOUT 300)
