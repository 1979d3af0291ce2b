/*
 * memtime.c - passes, segments and bytes of a warp's memory access. Every
 * rule cites its number in specs/timing-memory.md (MT-n) and its source:
 * a line of seed 001 or the project's issue text.
 */
#include "memtime.h"

#include <limits.h>
#include <string.h>

#include "../util/names.h"

static const char *const policy_names[SG_SMEM_POLICY_COUNT] = {"broadcast", "serialize"};

const char *sg_smem_policy_name(unsigned policy)
{
    return policy < SG_SMEM_POLICY_COUNT ? policy_names[policy] : "?";
}

sg_status sg_smem_policy_parse(const char *s, size_t n, sg_smem_policy *out)
{
    if (!s || !out)
        return SG_ERR_ARG;
    int i = sg_name_find(policy_names, SG_SMEM_POLICY_COUNT, s, n);
    if (i < 0)
        return SG_ERR_RANGE;
    *out = (sg_smem_policy)i;
    return SG_OK;
}

/* Most 4-byte words one lane's access touches: a 16-byte access that is not
 * 4-byte aligned (MT-4). */
#define WORDS_PER_LANE_MAX (SG_MEM_ACCESS_MAX / SG_SMEM_WORD_BYTES + 1u)

/* A pair of keys, ordered by (a, b): (bank, word) for shared memory,
 * (address, 0) for the constant cache, (first, last segment) for global. */
typedef struct key2 {
    uint64_t a, b;
} key2;

static int key_less(const key2 *x, const key2 *y)
{
    return x->a < y->a || (x->a == y->a && x->b < y->b);
}

static void sift_down(key2 *k, unsigned root, unsigned n)
{
    for (;;) {
        unsigned c = 2 * root + 1;
        if (c >= n)
            return;
        if (c + 1 < n && key_less(&k[c], &k[c + 1]))
            c++;
        if (!key_less(&k[root], &k[c]))
            return;
        key2 t = k[root];
        k[root] = k[c];
        k[c] = t;
        root = c;
    }
}

/* Heapsort: O(n log n), in place, no allocation. */
static void sort_keys(key2 *k, unsigned n)
{
    for (unsigned i = n / 2; i-- > 0;)
        sift_down(k, i, n);
    for (unsigned end = n; end > 1; end--) {
        key2 t = k[0];
        k[0] = k[end - 1];
        k[end - 1] = t;
        sift_down(k, 0, end - 1);
    }
}

/* MT-1: the access size, 1..SG_MEM_ACCESS_MAX. */
static unsigned clamp_size(unsigned size)
{
    return size == 0 ? 1 : size > SG_MEM_ACCESS_MAX ? SG_MEM_ACCESS_MAX : size;
}

static unsigned saturate(uint64_t v)
{
    return v > UINT_MAX ? UINT_MAX : (unsigned)v;
}

unsigned sg_shared_passes(const uint32_t *addr, uint32_t mask, unsigned size, unsigned nbanks)
{
    return sg_shared_passes_ex(addr, mask, size, nbanks, SG_SMEM_BROADCAST);
}

unsigned sg_shared_passes_ex(const uint32_t *addr, uint32_t mask, unsigned size, unsigned nbanks,
                             sg_smem_policy policy)
{
    key2 k[32 * WORDS_PER_LANE_MAX];
    unsigned n = 0, best = 0;
    if (!addr || !mask) /* MT-1 */
        return 0;
    size = clamp_size(size);
    if (nbanks == 0)
        nbanks = 1;
    /* MT-2, MT-4: every word of every lane's access, keyed by its bank.
     * 64-bit end: an access never wraps past 2^32 - 1. */
    for (uint32_t m = mask; m; m &= m - 1) {
        uint32_t a = addr[__builtin_ctz(m)];
        uint64_t first = a / SG_SMEM_WORD_BYTES, last = ((uint64_t)a + size - 1) / SG_SMEM_WORD_BYTES;
        for (uint64_t w = first; w <= last; w++) {
            k[n].a = w % nbanks;
            k[n].b = w;
            n++;
        }
    }
    sort_keys(k, n);
    /* MT-2, MT-3: per bank (a run of equal .a), the distinct words
     * (broadcast) or every lane's word (serialize); the most loaded bank
     * sets the passes. */
    for (unsigned i = 0; i < n;) {
        unsigned j = i, count = 0;
        for (; j < n && k[j].a == k[i].a; j++)
            if (policy == SG_SMEM_SERIALIZE || j == i || k[j].b != k[j - 1].b)
                count++;
        if (count > best)
            best = count;
        i = j;
    }
    return best;
}

unsigned sg_const_passes(const uint32_t *addr, uint32_t mask)
{
    key2 k[32];
    unsigned n = 0, distinct = 0;
    if (!addr || !mask) /* MT-1 */
        return 0;
    for (uint32_t m = mask; m; m &= m - 1) {
        k[n].a = addr[__builtin_ctz(m)];
        k[n].b = 0;
        n++;
    }
    sort_keys(k, n);
    for (unsigned i = 0; i < n; i++) /* MT-5: one pass per distinct address */
        distinct += i == 0 || k[i].a != k[i - 1].a;
    return distinct;
}

unsigned sg_global_segments(const uint64_t *addr, uint32_t mask, unsigned size, unsigned seg_bytes)
{
    key2 k[32];
    unsigned n = 0;
    uint64_t total = 0, hi = 0;
    if (!addr || !mask) /* MT-1 */
        return 0;
    size = clamp_size(size);
    if (seg_bytes == 0)
        seg_bytes = 1;
    /* MT-6: lane i touches segments [first, last]; an access running past
     * 2^64 - 1 is cut there. */
    for (uint32_t m = mask; m; m &= m - 1) {
        uint64_t a = addr[__builtin_ctz(m)];
        uint64_t end = a > UINT64_MAX - (size - 1) ? UINT64_MAX : a + (size - 1);
        k[n].a = a / seg_bytes;
        k[n].b = end / seg_bytes;
        n++;
    }
    sort_keys(k, n);
    /* the size of the union of the intervals, sorted by first segment */
    for (unsigned i = 0; i < n; i++) {
        uint64_t lo = k[i].a;
        if (i > 0 && lo <= hi)
            lo = hi + 1; /* the part already counted */
        if (i == 0 || k[i].b > hi) {
            total += k[i].b - lo + 1;
            hi = k[i].b;
        }
    }
    return saturate(total);
}

unsigned sg_spill_bytes(unsigned tokens, unsigned token_bytes)
{
    return saturate((uint64_t)tokens * token_bytes); /* MT-7 */
}

sg_mem_cost sg_stack_traffic(unsigned tokens, unsigned token_bytes, unsigned seg_bytes)
{
    sg_mem_cost c;
    if (seg_bytes == 0)
        seg_bytes = 1;
    /* MT-7: one access per token; a token_bytes-aligned slot spans
     * ceil(token_bytes / seg_bytes) segments */
    uint64_t per_token = token_bytes == 0 ? 0 : ((uint64_t)token_bytes + seg_bytes - 1) / seg_bytes;
    c.passes = tokens;
    c.segments = saturate((uint64_t)tokens * per_token);
    c.bytes = sg_spill_bytes(tokens, token_bytes);
    return c;
}
