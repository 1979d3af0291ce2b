/*
 * test_memtime.c - passes, segments and bytes of a warp's memory access
 * (specs/timing-memory.md MT-1 to MT-9): shared-memory bank conflicts under
 * both same-word policies, the constant cache, global coalescing into
 * segments, token-stack spill traffic. Worked examples for each rule, then
 * exhaustive and random checks against a brute-force reference. "001:Lnnn"
 * is a line of /work/shared/seeds/001_323a0d80263d86b8.txt.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <limits.h>

#include <cmocka.h>

#include "units/memtime.h"

enum { BC = SG_SMEM_BROADCAST, SER = SG_SMEM_SERIALIZE };

#define ALL 0xFFFFFFFFu

/* Lane i at base + stride * i. */
static void strided32(uint32_t *a, uint32_t base, uint32_t stride)
{
    for (unsigned i = 0; i < 32; i++)
        a[i] = base + stride * i;
}

static void strided64(uint64_t *a, uint64_t base, uint64_t stride)
{
    for (unsigned i = 0; i < 32; i++)
        a[i] = base + stride * i;
}

static unsigned smem(const uint32_t *a, uint32_t mask, unsigned size, unsigned policy)
{
    return sg_shared_passes_ex(a, mask, size, SG_SMEM_BANKS, (sg_smem_policy)policy);
}

static unsigned popcount(uint32_t m)
{
    return (unsigned)__builtin_popcount(m);
}

/* ---- brute-force references (quadratic, obviously right) ---- */

/* MT-2 to MT-4 by definition: for each bank, the words of the lanes in it,
 * distinct (broadcast) or one per lane (serialize); nbanks <= 64. */
static unsigned ref_shared(const uint32_t *a, uint32_t mask, unsigned size, unsigned nbanks,
                           unsigned policy)
{
    uint64_t words[64][32 * 5];
    unsigned cnt[64] = {0}, best = 0;
    size = size == 0 ? 1 : size > 16 ? 16 : size;
    for (unsigned i = 0; i < 32; i++) {
        if (!(mask >> i & 1u))
            continue;
        for (uint64_t w = a[i] / 4; w <= ((uint64_t)a[i] + size - 1) / 4; w++) {
            unsigned b = (unsigned)(w % nbanks), seen = 0;
            for (unsigned j = 0; j < cnt[b] && policy == BC; j++)
                seen |= words[b][j] == w;
            if (!seen)
                words[b][cnt[b]++] = w;
        }
    }
    for (unsigned b = 0; b < nbanks; b++)
        best = cnt[b] > best ? cnt[b] : best;
    return best;
}

static unsigned ref_const(const uint32_t *a, uint32_t mask)
{
    unsigned n = 0;
    for (unsigned i = 0; i < 32; i++) {
        unsigned first = mask >> i & 1u;
        for (unsigned j = 0; j < i && first; j++)
            if ((mask >> j & 1u) && a[j] == a[i])
                first = 0;
        n += first;
    }
    return n;
}

/* Every segment of every lane, listed; the distinct ones counted. */
static unsigned ref_global(const uint64_t *a, uint32_t mask, unsigned size, unsigned seg)
{
    uint64_t segs[32 * 17];
    unsigned n = 0;
    size = size == 0 ? 1 : size > 16 ? 16 : size;
    seg = seg ? seg : 1;
    for (unsigned i = 0; i < 32; i++) {
        if (!(mask >> i & 1u))
            continue;
        uint64_t end = a[i] > UINT64_MAX - (size - 1) ? UINT64_MAX : a[i] + size - 1;
        for (uint64_t s = a[i] / seg; s <= end / seg; s++) {
            unsigned seen = 0;
            for (unsigned j = 0; j < n; j++)
                seen |= segs[j] == s;
            if (!seen)
                segs[n++] = s;
            if (s == UINT64_MAX)
                break;
        }
    }
    return n;
}

/* MT-3: names for configuration and traces. */
static void test_policy_names(void **state)
{
    (void)state;
    const char *names[] = {"broadcast", "serialize"};
    for (unsigned p = 0; p < SG_SMEM_POLICY_COUNT; p++) {
        sg_smem_policy got = SG_SMEM_POLICY_COUNT;
        assert_string_equal(sg_smem_policy_name(p), names[p]);
        assert_int_equal(sg_smem_policy_parse(names[p], strlen(names[p]), &got), SG_OK);
        assert_int_equal(got, p);
    }
    assert_string_equal(sg_smem_policy_name(SG_SMEM_POLICY_COUNT), "?");
    const char *bad[] = {"", "Broadcast", "serialise", "broadcast ", "serial"};
    for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        sg_smem_policy got = SG_SMEM_SERIALIZE;
        assert_int_equal(sg_smem_policy_parse(bad[i], strlen(bad[i]), &got), SG_ERR_RANGE);
        assert_int_equal(got, SG_SMEM_SERIALIZE); /* unchanged */
    }
    sg_smem_policy got;
    assert_int_equal(sg_smem_policy_parse("serialize,", 9, &got), SG_OK); /* length-bounded */
    assert_int_equal(got, SG_SMEM_SERIALIZE);
    assert_int_equal(sg_smem_policy_parse(NULL, 0, &got), SG_ERR_ARG);
    assert_int_equal(sg_smem_policy_parse("broadcast", 9, NULL), SG_ERR_ARG);
}

/* MT-1: empty masks, NULL, clamping. */
static void test_clamping(void **state)
{
    (void)state;
    uint32_t a[32];
    uint64_t g[32];
    strided32(a, 0, 4);
    strided64(g, 0, 4);
    assert_int_equal(sg_shared_passes(a, 0, 4, 32), 0);
    assert_int_equal(sg_shared_passes_ex(a, 0, 4, 32, SG_SMEM_SERIALIZE), 0);
    assert_int_equal(sg_shared_passes(NULL, ALL, 4, 32), 0);
    assert_int_equal(sg_const_passes(a, 0), 0);
    assert_int_equal(sg_const_passes(NULL, ALL), 0);
    assert_int_equal(sg_global_segments(g, 0, 4, 128), 0);
    assert_int_equal(sg_global_segments(NULL, ALL, 4, 128), 0);
    /* size 0 is read as 1, sizes above 16 as 16 */
    strided32(a, 0, 128); /* every lane in bank 0 */
    assert_int_equal(sg_shared_passes(a, 0x3, 0, 32), sg_shared_passes(a, 0x3, 1, 32));
    strided32(a, 0, 64); /* lanes 16 words apart: banks 0 and 16 */
    assert_int_equal(sg_shared_passes(a, ALL, 64, 32), sg_shared_passes(a, ALL, 16, 32));
    assert_int_equal(sg_shared_passes(a, ALL, 64, 32), 16); /* words 16i..16i+3: 16 per bank */
    assert_int_equal(sg_global_segments(g, 0x1, 0, 1), 1);
    assert_int_equal(sg_global_segments(g, 0x1, 1000, 128), 1); /* 16 bytes at 0 */
    /* nbanks 0 is read as 1: every distinct word is a pass */
    strided32(a, 0, 4);
    assert_int_equal(sg_shared_passes(a, ALL, 4, 0), 32);
    assert_int_equal(sg_shared_passes(a, 0xF0, 4, 1), 4);
    /* seg_bytes 0 is read as 1: every byte is a segment */
    assert_int_equal(sg_global_segments(g, 0x1, 4, 0), 4);
    assert_int_equal(sg_global_segments(g, ALL, 4, 0), 128);
    /* an unknown policy is broadcast */
    uint32_t same[32] = {0};
    assert_int_equal(sg_shared_passes_ex(same, ALL, 4, 32, (sg_smem_policy)7), 1);
}

/* MT-2: 4-byte accesses, the stride table of the spec. */
static void test_shared_strides(void **state)
{
    (void)state;
    static const struct {
        uint32_t stride_words;
        unsigned passes;
    } ex[] = {
        {1, 1}, {2, 2}, {3, 1}, {4, 4}, {5, 1}, {8, 8}, {16, 16}, {17, 1}, {31, 1}, {32, 32}, {33, 1},
        {64, 32}, {0, 1},
    };
    uint32_t a[32];
    for (unsigned i = 0; i < sizeof ex / sizeof ex[0]; i++) {
        strided32(a, 0x100, 4 * ex[i].stride_words);
        unsigned got = sg_shared_passes(a, ALL, 4, SG_SMEM_BANKS);
        if (got != ex[i].passes)
            fail_msg("stride %u words: %u passes, expected %u", ex[i].stride_words, got, ex[i].passes);
    }
    /* the mask: stride 2 on the lower half-warp only is conflict-free */
    strided32(a, 0, 8);
    assert_int_equal(sg_shared_passes(a, 0x0000FFFFu, 4, 32), 1);
    assert_int_equal(sg_shared_passes(a, 0x00010001u, 4, 32), 2); /* words 0 and 32: bank 0 */
    assert_int_equal(sg_shared_passes(a, 0x00000001u, 4, 32), 1);
    /* the base does not matter, only the words */
    strided32(a, 0x7ffc, 4);
    assert_int_equal(sg_shared_passes(a, ALL, 4, 32), 1);
    /* 16 banks (a what-if): stride-1 words conflict two ways */
    strided32(a, 0, 4);
    assert_int_equal(sg_shared_passes(a, ALL, 4, 16), 2);
}

/* MT-3: lanes on one word, both policies. */
static void test_shared_same_word(void **state)
{
    (void)state;
    uint32_t a[32];
    /* every lane on word 0x40: one broadcast pass; 32 under 001:L532 literally */
    strided32(a, 0x100, 0);
    assert_int_equal(smem(a, ALL, 4, BC), 1);
    assert_int_equal(smem(a, ALL, 4, SER), 32);
    assert_int_equal(smem(a, 0x00F0000Fu, 4, SER), 8);
    /* lane i on word i / 2 (pairs): 1 / 2 */
    for (unsigned i = 0; i < 32; i++)
        a[i] = 4 * (i / 2);
    assert_int_equal(smem(a, ALL, 4, BC), 1);
    assert_int_equal(smem(a, ALL, 4, SER), 2);
    /* lanes 0-15 on word 0, lanes 16-31 on word 32: both bank 0, two distinct words */
    for (unsigned i = 0; i < 32; i++)
        a[i] = i < 16 ? 0 : 128;
    assert_int_equal(smem(a, ALL, 4, BC), 2);
    assert_int_equal(smem(a, ALL, 4, SER), 32);
    /* different bytes of one word are one word (001:L531: 4-byte blocks) */
    for (unsigned i = 0; i < 32; i++)
        a[i] = 0x20 + i % 4;
    assert_int_equal(smem(a, ALL, 1, BC), 1);
    assert_int_equal(smem(a, ALL, 1, SER), 32);
    /* serialize equals broadcast when every lane has its own word */
    strided32(a, 0, 4 * 8);
    assert_int_equal(smem(a, ALL, 4, BC), 8);
    assert_int_equal(smem(a, ALL, 4, SER), 8);
}

/* MT-4: accesses of 1, 2, 8 and 16 bytes; misaligned ones. */
static void test_shared_sizes(void **state)
{
    (void)state;
    static const struct {
        uint32_t base, stride;
        unsigned size, bc, ser;
        const char *what;
    } ex[] = {
        {0, 8, 8, 2, 2, "64-bit stride 1: 64 words, 2 per bank"},
        {0, 16, 8, 4, 4, "64-bit stride 2: words 4i, 4i+1"},
        {0, 16, 16, 4, 4, "128-bit stride 1: 128 words, 4 per bank"},
        {0, 32, 16, 8, 8, "128-bit stride 2"},
        {0, 0, 8, 1, 32, "64-bit, every lane on one pair of words"},
        {0, 0, 16, 1, 32, "128-bit, every lane on one quad"},
        {0, 1, 1, 1, 4, "bytes stride 1: words 0-7, 4 lanes each"},
        {0, 4, 1, 1, 1, "bytes stride 4: one byte per word"},
        {0, 128, 1, 32, 32, "bytes stride 128: 32 words of bank 0"},
        {3, 1, 1, 1, 4, "bytes stride 1 from 3: words 0-8"},
        {0, 2, 2, 1, 2, "16-bit stride 1: words 0-15"},
        {0, 256, 2, 32, 32, "16-bit stride 128 words"},
        {2, 4, 4, 2, 2, "4-byte at 2 + 4i (misaligned): words i and i+1"},
        {4, 8, 8, 2, 2, "64-bit at 4 + 8i (misaligned pairs)"},
    };
    uint32_t a[32];
    for (unsigned i = 0; i < sizeof ex / sizeof ex[0]; i++) {
        strided32(a, ex[i].base, ex[i].stride);
        unsigned bc = smem(a, ALL, ex[i].size, BC), ser = smem(a, ALL, ex[i].size, SER);
        if (bc != ex[i].bc || ser != ex[i].ser)
            fail_msg("%s: broadcast %u serialize %u, expected %u %u", ex[i].what, bc, ser, ex[i].bc,
                     ex[i].ser);
    }
    /* a 64-bit half-warp alone is conflict-free: one pass (half the warp's 2) */
    strided32(a, 0, 8);
    assert_int_equal(sg_shared_passes(a, 0x0000FFFFu, 8, 32), 1);
    assert_int_equal(sg_shared_passes(a, 0xFFFF0000u, 8, 32), 1);
    /* a 128-bit quarter-warp alone: one pass */
    strided32(a, 0, 16);
    assert_int_equal(sg_shared_passes(a, 0x000000FFu, 16, 32), 1);
    /* 32-bit addresses do not wrap: 0xFFFFFFFE touches words 0x3FFFFFFF
     * (bank 31) and 0x40000000 (bank 0), which is not word 0 */
    a[0] = 0xFFFFFFFEu;
    a[1] = 0;
    assert_int_equal(sg_shared_passes(a, 0x1, 4, 32), 1);
    assert_int_equal(sg_shared_passes(a, 0x3, 4, 32), 2);
    assert_int_equal(sg_shared_passes(a, 0x3, 16, 32), 2);
}

/* MT-5: the constant cache (001:L482-484). */
static void test_const(void **state)
{
    (void)state;
    uint32_t a[32];
    strided32(a, 0x20, 0); /* warp-uniform: one broadcast */
    assert_int_equal(sg_const_passes(a, ALL), 1);
    strided32(a, 0x20, 4); /* 32 distinct cells: 32 */
    assert_int_equal(sg_const_passes(a, ALL), 32);
    for (unsigned i = 0; i < 32; i++) /* four groups of 8 lanes */
        a[i] = 0x100 + 4 * (i / 8);
    assert_int_equal(sg_const_passes(a, ALL), 4);
    for (unsigned i = 0; i < 32; i++) /* four addresses interleaved */
        a[i] = 0x100 + 4 * (i % 4);
    assert_int_equal(sg_const_passes(a, ALL), 4);
    assert_int_equal(sg_const_passes(a, 0x11111111u), 1); /* the lanes on lane 0's address */
    assert_int_equal(sg_const_passes(a, 0x3u), 2);
    /* the bank folded in: c[0x2][0x10] and c[0x3][0x10] differ */
    a[0] = 0x2 * 0x10000 + 0x10;
    a[1] = 0x3 * 0x10000 + 0x10;
    assert_int_equal(sg_const_passes(a, 0x3u), 2);
    /* addresses are compared exactly: two bytes of one word are two */
    a[0] = 0x40;
    a[1] = 0x41;
    assert_int_equal(sg_const_passes(a, 0x3u), 2);
}

/* MT-6: global coalescing into 128-byte segments. */
static void test_global(void **state)
{
    (void)state;
    static const struct {
        uint64_t base, stride;
        unsigned size, seg, segments;
        const char *what;
    } ex[] = {
        {0x1000, 4, 4, 128, 1, "32 consecutive words, aligned"},
        {0x1004, 4, 4, 128, 2, "32 consecutive words, misaligned by 4"},
        {0x107c, 4, 4, 128, 2, "misaligned by 124"},
        {0x1000, 128, 4, 128, 32, "stride 128"},
        {0x1000, 256, 4, 128, 32, "stride 256"},
        {0x1000, 64, 4, 128, 16, "stride 64: two lanes per segment"},
        {0x1000, 8, 8, 128, 2, "64-bit consecutive"},
        {0x1000, 16, 16, 128, 4, "128-bit consecutive"},
        {0x1008, 16, 16, 128, 5, "128-bit consecutive, misaligned by 8"},
        {0x1000, 0, 4, 128, 1, "every lane on one word"},
        {0x1000, 1, 1, 128, 1, "bytes consecutive"},
        {0x107e, 0, 4, 128, 2, "one word straddling a boundary"},
        {0x1000, 4, 4, 32, 4, "32 consecutive words, 32-byte segments (L1 bypassed)"},
        {0x1000, 4, 4, 64, 2, "64-byte segments"},
        {0xFFFFFFFF00000000ull, 4, 4, 128, 1, "high addresses"},
    };
    uint64_t g[32];
    for (unsigned i = 0; i < sizeof ex / sizeof ex[0]; i++) {
        strided64(g, ex[i].base, ex[i].stride);
        unsigned got = sg_global_segments(g, ALL, ex[i].size, ex[i].seg);
        if (got != ex[i].segments)
            fail_msg("%s: %u segments, expected %u", ex[i].what, got, ex[i].segments);
    }
    /* the order of the lanes does not matter: reversed */
    for (unsigned i = 0; i < 32; i++)
        g[i] = 0x2000 + 4 * (31 - i);
    assert_int_equal(sg_global_segments(g, ALL, 4, 128), 1);
    /* the mask: stride 128 on 5 lanes is 5 segments */
    strided64(g, 0, 128);
    assert_int_equal(sg_global_segments(g, 0x1Fu, 4, 128), 5);
    assert_int_equal(sg_global_segments(g, 0x80000001u, 4, 128), 2);
    /* the top of the address space: an access past 2^64 - 1 is cut there */
    g[0] = UINT64_MAX - 1;
    assert_int_equal(sg_global_segments(g, 0x1, 4, 128), 1);
    assert_int_equal(sg_global_segments(g, 0x1, 16, 1), 2);
    g[1] = 0; /* and does not wrap to segment 0 */
    assert_int_equal(sg_global_segments(g, 0x3, 16, 128), 2);
}

/* MT-7: token-stack spill and fill traffic (16 bytes a token, the issue text). */
static void test_spill(void **state)
{
    (void)state;
    assert_int_equal(SG_TOKEN_SPILL_BYTES, 16);
    assert_int_equal(sg_spill_bytes(0, 16), 0);
    assert_int_equal(sg_spill_bytes(1, 16), 16); /* the 17th push with 16 on-chip slots */
    assert_int_equal(sg_spill_bytes(48, 16), 768);
    assert_int_equal(sg_spill_bytes(5, 0), 0);
    assert_int_equal(sg_spill_bytes(UINT_MAX, 16), UINT_MAX); /* saturates */
    sg_mem_cost c = sg_stack_traffic(3, 16, 128);
    assert_int_equal(c.passes, 3);
    assert_int_equal(c.segments, 3);
    assert_int_equal(c.bytes, 48);
    c = sg_stack_traffic(2, 256, 128); /* a token wider than a segment */
    assert_int_equal(c.passes, 2);
    assert_int_equal(c.segments, 4);
    assert_int_equal(c.bytes, 512);
    c = sg_stack_traffic(4, 16, 0); /* seg 0 read as 1 */
    assert_int_equal(c.segments, 64);
    c = sg_stack_traffic(0, 16, 128);
    assert_int_equal(c.passes + c.segments + c.bytes, 0);
    c = sg_stack_traffic(7, 0, 128);
    assert_int_equal(c.passes, 7);
    assert_int_equal(c.segments + c.bytes, 0);
    c = sg_stack_traffic(UINT_MAX, 4096, 1);
    assert_int_equal(c.segments, UINT_MAX);
    assert_int_equal(c.bytes, UINT_MAX);
}

/* A small local generator (xorshift32): the same draws on every run. */
static uint32_t next(uint32_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 17;
    *x ^= *x << 5;
    return *x;
}

/* Addresses for a random test: a mix of strides, small ranges (many
 * collisions) and wide ranges; aligned to `align` bytes. */
static void random_addrs(uint32_t *x, uint32_t *a, unsigned align)
{
    unsigned kind = next(x) % 4;
    uint32_t base = next(x) % 0x10000, stride = next(x) % 70;
    for (unsigned i = 0; i < 32; i++) {
        uint32_t v;
        switch (kind) {
        case 0:
            v = base + stride * i * align;
            break;
        case 1:
            v = next(x) % 256; /* 64 words: collisions in words and banks */
            break;
        case 2:
            v = base + (next(x) % 8) * 128; /* bank conflicts */
            break;
        default:
            v = next(x) % 0x10000;
            break;
        }
        a[i] = v / align * align;
    }
}

/* Lanes permuted: lane i's address moves to lane perm[i], and its mask bit. */
static void permute(uint32_t *x, const uint32_t *a, uint32_t mask, uint32_t *pa, uint32_t *pmask)
{
    unsigned perm[32];
    for (unsigned i = 0; i < 32; i++)
        perm[i] = i;
    for (unsigned i = 31; i > 0; i--) {
        unsigned j = next(x) % (i + 1), t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
    }
    *pmask = 0;
    for (unsigned i = 0; i < 32; i++) {
        pa[perm[i]] = a[i];
        *pmask |= (mask >> i & 1u) << perm[i];
    }
}

/* MT-2 to MT-4 properties: equal to the reference; for aligned 4-byte
 * accesses 1 <= passes <= popcount; at least ceil(distinct words / banks);
 * serialize >= broadcast; invariant under lane permutation; monotonic in
 * the mask. */
static void test_shared_random(void **state)
{
    (void)state;
    static const unsigned sizes[] = {1, 2, 4, 8, 16, 3, 12};
    static const unsigned banks[] = {32, 32, 32, 16, 8, 1, 33, 64};
    uint32_t x = 0x2545F491u, a[32], pa[32];
    for (unsigned it = 0; it < 20000; it++) {
        unsigned size = sizes[it % 7], nb = banks[(it / 7) % 8];
        unsigned align = size == 3 ? 1 : size == 12 ? 4 : size;
        random_addrs(&x, a, it % 5 == 4 ? 1 : align); /* some misaligned */
        uint32_t mask = next(&x);
        if (it % 3 == 1)
            mask &= next(&x);
        else if (it % 3 == 2)
            mask = ALL;
        unsigned bc = sg_shared_passes_ex(a, mask, size, nb, SG_SMEM_BROADCAST);
        unsigned ser = sg_shared_passes_ex(a, mask, size, nb, SG_SMEM_SERIALIZE);
        unsigned rbc = ref_shared(a, mask, size, nb, BC), rser = ref_shared(a, mask, size, nb, SER);
        if (bc != rbc || ser != rser)
            fail_msg("it %u size %u banks %u mask 0x%x: %u/%u passes, reference %u/%u", it, size, nb, mask,
                     bc, ser, rbc, rser);
        if (nb == 32 && bc != sg_shared_passes(a, mask, size, 32))
            fail_msg("it %u: sg_shared_passes differs from the broadcast policy", it);
        if (bc > ser || (mask != 0) != (bc != 0))
            fail_msg("it %u mask 0x%x: broadcast %u serialize %u", it, mask, bc, ser);
        if (size == 4 && it % 5 != 4 && (bc > popcount(mask) || ser > popcount(mask)))
            fail_msg("it %u mask 0x%x: %u passes for %u lanes", it, mask, bc, popcount(mask));
        if (mask && bc * nb < ref_shared(a, mask, size, 1, BC)) /* ceil(distinct / banks) */
            fail_msg("it %u: %u passes for %u distinct words in %u banks", it, bc,
                     ref_shared(a, mask, size, 1, BC), nb);
        uint32_t pmask;
        permute(&x, a, mask, pa, &pmask);
        if (sg_shared_passes_ex(pa, pmask, size, nb, SG_SMEM_BROADCAST) != bc ||
            sg_shared_passes_ex(pa, pmask, size, nb, SG_SMEM_SERIALIZE) != ser)
            fail_msg("it %u: permuting the lanes changed the passes", it);
        uint32_t sub = mask & next(&x);
        if (sg_shared_passes_ex(a, sub, size, nb, SG_SMEM_BROADCAST) > bc ||
            sg_shared_passes_ex(a, sub, size, nb, SG_SMEM_SERIALIZE) > ser)
            fail_msg("it %u: fewer lanes, more passes", it);
    }
}

/* MT-2, MT-3: every mask of the lower 16 lanes, on four address patterns,
 * against the reference. */
static void test_shared_every_mask(void **state)
{
    (void)state;
    uint32_t pat[4][32];
    strided32(pat[0], 0, 4);
    strided32(pat[1], 0, 8);
    for (unsigned i = 0; i < 32; i++) {
        pat[2][i] = 4 * ((i * 7) % 5) * 32; /* 5 words of bank 0 */
        pat[3][i] = 4 * (i / 3) + 128 * (i % 2);
    }
    for (unsigned p = 0; p < 4; p++)
        for (uint32_t m = 0; m <= 0xFFFF; m++) {
            uint32_t mask = m | (m << 16 & (p & 1 ? 0xFFFF0000u : 0));
            for (unsigned pol = 0; pol < SG_SMEM_POLICY_COUNT; pol++)
                if (smem(pat[p], mask, 4, pol) != ref_shared(pat[p], mask, 4, 32, pol))
                    fail_msg("pattern %u mask 0x%x %s: %u passes, reference %u", p, mask,
                             sg_smem_policy_name(pol), smem(pat[p], mask, 4, pol),
                             ref_shared(pat[p], mask, 4, 32, pol));
        }
}

/* MT-5 properties: the distinct count, 1..popcount, permutation-invariant. */
static void test_const_random(void **state)
{
    (void)state;
    uint32_t x = 0x9E3779B9u, a[32], pa[32];
    for (unsigned it = 0; it < 20000; it++) {
        random_addrs(&x, a, 4);
        uint32_t mask = it % 2 ? ALL : next(&x), pmask;
        unsigned n = sg_const_passes(a, mask);
        if (n != ref_const(a, mask) || n > popcount(mask) || (mask != 0) != (n != 0))
            fail_msg("it %u mask 0x%x: %u passes, reference %u", it, mask, n, ref_const(a, mask));
        permute(&x, a, mask, pa, &pmask);
        if (sg_const_passes(pa, pmask) != n)
            fail_msg("it %u: permuting the lanes changed the passes", it);
    }
}

/* MT-6 properties: equal to the reference; 1 <= segments <=
 * popcount * (ceil(size / seg) + 1); at least ceil(bytes touched / seg) for
 * lanes on disjoint bytes; permutation-invariant; monotonic in the mask. */
static void test_global_random(void **state)
{
    (void)state;
    static const unsigned sizes[] = {1, 2, 4, 8, 16};
    static const unsigned segs[] = {128, 128, 32, 64, 1, 100};
    uint32_t x = 0xB5297A4Du, a[32], pa[32];
    uint64_t g[32], pg[32];
    for (unsigned it = 0; it < 20000; it++) {
        unsigned size = sizes[it % 5], seg = segs[(it / 5) % 6];
        random_addrs(&x, a, it % 7 == 6 ? 1 : size);
        uint64_t high = it % 4 == 3 ? (uint64_t)next(&x) << 32 : 0;
        for (unsigned i = 0; i < 32; i++)
            g[i] = high + a[i];
        uint32_t mask = it % 3 == 2 ? ALL : next(&x), pmask;
        unsigned n = sg_global_segments(g, mask, size, seg), r = ref_global(g, mask, size, seg);
        if (n != r || (mask != 0) != (n != 0) || n > popcount(mask) * ((size + seg - 1) / seg + 1))
            fail_msg("it %u size %u seg %u mask 0x%x: %u segments, reference %u", it, size, seg, mask, n, r);
        permute(&x, a, mask, pa, &pmask);
        for (unsigned i = 0; i < 32; i++)
            pg[i] = high + pa[i];
        if (sg_global_segments(pg, pmask, size, seg) != n)
            fail_msg("it %u: permuting the lanes changed the segments", it);
        if (sg_global_segments(g, mask & next(&x), size, seg) > n)
            fail_msg("it %u: fewer lanes, more segments", it);
    }
    /* stride-1 words of a full warp: exactly 128 bytes, so 1 segment when
     * aligned and 2 otherwise, for every 4-byte aligned base */
    for (uint64_t base = 0; base < 1024; base += 4) {
        strided64(g, base, 4);
        unsigned want = base % 128 ? 2 : 1;
        if (sg_global_segments(g, ALL, 4, 128) != want)
            fail_msg("base 0x%llx: %u segments", (unsigned long long)base, sg_global_segments(g, ALL, 4, 128));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_policy_names),
        cmocka_unit_test(test_clamping),
        cmocka_unit_test(test_shared_strides),
        cmocka_unit_test(test_shared_same_word),
        cmocka_unit_test(test_shared_sizes),
        cmocka_unit_test(test_const),
        cmocka_unit_test(test_global),
        cmocka_unit_test(test_spill),
        cmocka_unit_test(test_shared_random),
        cmocka_unit_test(test_shared_every_mask),
        cmocka_unit_test(test_const_random),
        cmocka_unit_test(test_global_random),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
