# scripts/bench's driver: the speed of 000 Figure 8's kernel (not a test)
add_executable(bench_fig8 bench/bench_fig8.c)
target_link_libraries(bench_fig8 PRIVATE smgold)
target_compile_definitions(bench_fig8 PRIVATE _POSIX_C_SOURCE=200809L)
