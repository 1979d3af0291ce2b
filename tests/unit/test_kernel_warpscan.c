/*
 * test_kernel_warpscan.c - Modern GPU's warp scan snippet (issue 11's real
 * kernels): tests/corpus/mgpu_old/snippets__warpscan1.sass, WarpScan1, as
 * cuobjdump printed it from seanbaxter/mgpu_old snippets/warpscan1.isa.
 *
 * The kernel, read off its SASS: thread t of a 32-thread block loads
 * in[t] (c[0x0][0x20]), scans the warp through shared memory with offsets
 * 1, 2, 4, 8, 16 (Hillis-Steele), stores the inclusive scan at
 * c[0x0][0x24] + 4t and the exclusive one (inclusive - in[t]) at
 * c[0x0][0x28] + 4t. Reference: the same sums in C, 32-bit wrapping.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "real_kernel.h"

#define IN 0x100000u
#define INC 0x200000u
#define EXC 0x300000u

static void run_warpscan(unsigned timing, uint32_t seed)
{
    uint32_t in[32], inc[32], exc[32], want_inc[32], want_exc[32], sum = 0;
    for (int t = 0; t < 32; t++) {
        in[t] = rk_rand(&seed) >> (seed & 7); /* small and large values, sums wrap */
        sum += in[t];
        want_inc[t] = sum;
        want_exc[t] = sum - in[t];
    }
    rk_run r;
    rk_begin(&r, "mgpu_old/snippets__warpscan1.sass", "WarpScan1", timing);
    rk_buffer(&r, IN, in, sizeof in);
    rk_buffer(&r, INC, NULL, sizeof inc);
    rk_buffer(&r, EXC, NULL, sizeof exc);
    uint32_t params[3] = {IN, INC, EXC};
    rk_launch(&r, 1, 32, params, sizeof params);
    rk_read(&r, INC, inc, sizeof inc);
    rk_read(&r, EXC, exc, sizeof exc);
    rk_expect_words(&r, "inclusive", inc, want_inc, 32);
    rk_expect_words(&r, "exclusive", exc, want_exc, 32);
    rk_end(&r);
}

static void test_warpscan1(void **state)
{
    (void)state;
    for (uint32_t k = 0; k < 8; k++) {
        run_warpscan(SG_TIMING_FUNCTIONAL, 0x1234567u + k);
        run_warpscan(SG_TIMING_CYCLE, 0x1234567u + k);
    }
}

/* vectors/cosim/real-warpscan1: its expected-out.hex is the C scan of in.hex. */
static void test_vector(void **state)
{
    (void)state;
    uint32_t in[32], out[64], want[64], sum = 0;
    assert_int_equal(rk_read_image("vectors/cosim/real-warpscan1/in.hex", in, 32), 32);
    assert_int_equal(rk_read_image("vectors/cosim/real-warpscan1/expected-out.hex", out, 64), 64);
    for (int t = 0; t < 32; t++) {
        sum += in[t];
        want[t] = sum;
        want[32 + t] = sum - in[t];
    }
    for (int i = 0; i < 64; i++)
        if (out[i] != want[i])
            fail_msg("real-warpscan1 expected-out.hex word %d: 0x%08x, C gives 0x%08x", i, out[i],
                     want[i]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_warpscan1),
        cmocka_unit_test(test_vector),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
