/*
 * footprint.c - the model's memory for a full SM (issue 14 item 3), as
 * scripts/bench reports it.
 *
 * The architectural state is computed from the default configuration
 * (sg_config_default, GF100): registers max_warps x 63 x warp_size x 4 bytes
 * (63 per thread: R0-R62; RZ is not stored), shared_bytes of shared memory
 * per block, the token-stack spill area max_warps x stack_spill_bytes, and
 * local memory max_warps x warp_size x local_bytes (spilled tokens live in a
 * warp's local memory). What the model really takes is measured around it:
 * the heap that sg_sm_create allocates (glibc's mallinfo2: bytes in use in
 * the arena plus mmapped blocks), the heap and resident set (/proc/self/statm)
 * after Figure 8's kernel ran with 48 warps resident (grid 6 x block 256),
 * and the heap growth over two more runs, which is 0 when the step path
 * allocates nothing it keeps (item 3: no per-step allocation).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "bench.h"
#include "smgold/run.h"

static long long heap_bytes(void)
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 33)
    struct mallinfo2 m = mallinfo2();
    return (long long)(m.uordblks + m.hblkhd);
#else
    return -1;
#endif
}

static long long resident_bytes(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    long long size, res;
    int ok = f && fscanf(f, "%lld %lld", &size, &res) == 2;
    if (f)
        fclose(f);
    return ok ? res * sysconf(_SC_PAGESIZE) : -1;
}

int bench_footprint(const char *listing)
{
    sg_error err;
    char *text;
    size_t len;
    sg_program prog;
    if (sg_read_file(NULL, listing, &text, &len, &err) ||
        sg_assemble(text, len, listing, NULL, &prog, &err))
        bench_die(listing, &err);
    free(text);
    sg_config cfg;
    sg_config_default(&cfg);
    unsigned long long regs = 4ull * cfg.max_warps * 63 * cfg.warp_size,
                       spill = (unsigned long long)cfg.max_warps * cfg.stack_spill_bytes,
                       local = (unsigned long long)cfg.max_warps * cfg.warp_size * cfg.local_bytes;

    const uint32_t grid = 6, block = 256, n = grid * block, c_base = 0x00100000u;
    long long heap0 = heap_bytes(), rss0 = resident_bytes();
    sg_sm *sm;
    if (sg_sm_create(&cfg, &sm, &err))
        bench_die("sg_sm_create", &err);
    long long heap_create = heap_bytes() - heap0;
    uint32_t params[4] = {0, 0, c_base, n};
    sg_launch l = {{grid, 1, 1}, {block, 1, 1}, params, sizeof params, 0};
    if (sg_sm_load_program(sm, &prog, &err) || sg_sm_map_global(sm, c_base, 4ull * n, &err))
        bench_die("set-up", &err);
    sg_program_free(&prog);
    long long heap_run = 0;
    for (int run = 0; run < 3; run++) {
        if (sg_sm_launch(sm, &l, &err) || sg_sm_run(sm, UINT64_MAX, &err))
            bench_die("run", &err);
        if (!run)
            heap_run = heap_bytes();
    }
    long long growth = heap_bytes() - heap_run;
    long long rss = resident_bytes() - rss0;
    printf("max_warps=%u warp_size=%u regs_bytes=%llu shared_bytes=%u max_blocks=%u "
           "spill_bytes=%llu stack_spill_bytes=%u onchip_slots=%u local_bytes=%llu arch_bytes=%llu "
           "heap_create=%lld heap_after_run=%lld rss_growth=%lld heap_growth_2_runs=%lld\n",
           cfg.max_warps, cfg.warp_size, regs, cfg.shared_bytes, cfg.max_blocks, spill,
           cfg.stack_spill_bytes, cfg.stack_onchip_slots, local, regs + cfg.shared_bytes + spill,
           heap_create,
           heap_run < 0 || heap0 < 0 ? -1 : heap_run - heap0, rss0 < 0 ? -1 : rss,
           heap_run < 0 ? -1 : growth);
    sg_sm_destroy(sm);
    return 0;
}
