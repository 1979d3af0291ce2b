// vl_bits.h - bit fields of Verilator ports, for the random equivalence harnesses
// (simt_random.cpp, sched_random.cpp): ports up to 64 bits are integers, wider ones VlWide.
#ifndef SMGOLD_VL_BITS_H
#define SMGOLD_VL_BITS_H

#include <cstddef>
#include <cstdint>

#include "verilated.h"

template <typename T> static void setb(T &p, int lsb, int w, uint64_t v) {
    uint64_t m = (w >= 64) ? ~0ull : ((1ull << w) - 1);
    uint64_t x = (uint64_t)p;
    x &= ~(m << lsb);
    x |= (v & m) << lsb;
    p = (T)x;
}
template <std::size_t N> static void setb(VlWide<N> &p, int lsb, int w, uint64_t v) {
    for (int i = 0; i < w; i++) {
        int b = lsb + i;
        uint32_t &word = p[b / 32];
        if ((v >> i) & 1) word |= 1u << (b % 32);
        else word &= ~(1u << (b % 32));
    }
}
template <typename T> static uint64_t getb(const T &p, int lsb, int w) {
    uint64_t m = (w >= 64) ? ~0ull : ((1ull << w) - 1);
    return ((uint64_t)p >> lsb) & m;
}
template <std::size_t N> static uint64_t getb(const VlWide<N> &p, int lsb, int w) {
    uint64_t v = 0;
    for (int i = 0; i < w; i++) {
        int b = lsb + i;
        if ((p[b / 32] >> (b % 32)) & 1) v |= 1ull << i;
    }
    return v;
}
template <typename T> static void clear(T &p) { p = 0; }
template <std::size_t N> static void clear(VlWide<N> &p) {
    for (std::size_t i = 0; i < N; i++) p[i] = 0;
}

#endif
