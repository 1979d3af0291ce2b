/*
 * bits.h - population counts without a library call.
 *
 * __builtin_popcount() is a call into libgcc's table loop unless the build
 * targets a CPU with POPCNT (-mpopcnt), which a portable build cannot assume;
 * on the per-step path that call was 4% of a standalone run (issue 14). The
 * SWAR form below is a dozen ALU instructions, and GCC and Clang turn it into
 * one POPCNT when the target has it.
 */
#ifndef SMGOLD_UTIL_BITS_H
#define SMGOLD_UTIL_BITS_H

#include <stdint.h>

static inline unsigned sg_popcount32(uint32_t v)
{
    v = v - ((v >> 1) & 0x55555555u);
    v = (v & 0x33333333u) + ((v >> 2) & 0x33333333u);
    v = (v + (v >> 4)) & 0x0f0f0f0fu;
    return (v * 0x01010101u) >> 24;
}

static inline unsigned sg_popcount64(uint64_t v)
{
    return sg_popcount32((uint32_t)v) + sg_popcount32((uint32_t)(v >> 32));
}

#endif
