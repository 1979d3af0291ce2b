/*
 * rng.c - every random number of the generator (specs/gen.md §2.2, §4):
 * the splitmix64 stream a recipe is drawn from, the hash all generated data
 * comes from (per-thread slots, the constant table, the global buffers), and
 * the data word of a value class. Calls nothing: the drawing and the emitting
 * files stand on it.
 */
#include <stdint.h>

#include "gen_internal.h"

uint64_t gen_rng_next(gen_rng *g)
{
    uint64_t z = (g->s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

uint32_t gen_rng_below(gen_rng *g, uint32_t n)
{
    return n <= 1 ? 0 : (uint32_t)(gen_rng_next(g) % n);
}

int gen_rng_chance(gen_rng *g, unsigned percent)
{
    return gen_rng_below(g, 100) < percent;
}

uint64_t gen_hash(uint64_t seed, uint64_t t)
{
    uint64_t z = seed * 0x9e3779b97f4a7c15ull + t * 0xbf58476d1ce4e5b9ull + 0x94d049bb133111ebull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

uint32_t gen_class_word(unsigned c, uint64_t h)
{
    static const uint32_t edge[16] = {0,          1,          2,          0x7f,
                                      0x80,       0xff,       0x7fff,     0x8000,
                                      0xffff,     0x7fffffff, 0x80000000, 0x80000001,
                                      0xfffffffe, 0xffffffff, 0x55555555, 0xaaaaaaaa};
    switch (c) {
    case GW_SMALL:
        return (uint32_t)(h % 32);
    case GW_EDGE:
        return edge[h % 16];
    case GW_SHIFT:
        return (uint32_t)(h % 41);
    case GW_FIELD: /* a BFE/BFI control: position | length << 8, each 0..34 */
        return (uint32_t)(h % 35) | (uint32_t)((h >> 16) % 35) << 8;
    case GW_TINY:
        return (uint32_t)(h % 4);
    case GW_NEG:
        return (uint32_t)((int32_t)(h % 32) - 16);
    case GW_MIX:
        return gen_class_word((unsigned)((h >> 56) % 7), h);
    default:
        return (uint32_t)h;
    }
}
