/*
 * mem.c - global memory (mapped regions) and the constant banks
 * (specs/memory.md §2, §3).
 *
 * Regions are kept sorted by address, disjoint and never adjacent: a mapping
 * that overlaps or touches existing regions merges them into one (contents
 * kept, new bytes zero). So a byte range that is entirely mapped always lies
 * in one region, and a lookup is a binary search, short-cut by a last-hit
 * cache for the LD/ST path. Ends are kept as "last byte" (base + len - 1) so
 * that a region ending at 2^64 - 1 needs no special case.
 */
#include <stdlib.h>
#include <string.h>

#include "mem.h"
#include "../util/err.h"

typedef struct sg_region {
    uint64_t base, last; /* first and last byte */
    uint8_t *data;       /* last - base + 1 bytes */
} sg_region;

struct sg_memory {
    sg_region *r; /* sorted by base, disjoint, never adjacent */
    size_t n, cap;
    size_t hit;   /* last region found by the LD/ST path (may be >= n: none) */
    uint8_t cbank[SG_NCBANKS][SG_CBANK_BYTES];
    sg_texture tex[SG_NTEX];
};

sg_status sg_memory_bind_texture(sg_memory *m, unsigned tex, uint64_t addr, uint32_t texels,
                                 unsigned comps, sg_error *err)
{
    if (!m)
        return sg_fail(err, SG_ERR_ARG, "sg_memory_bind_texture: NULL argument");
    if (tex >= SG_NTEX)
        return sg_fail(err, SG_ERR_RANGE, "texture %u: textures are 0-%u", tex, SG_NTEX - 1);
    if (comps != 0 && comps != 1 && comps != 2 && comps != 4)
        return sg_fail(err, SG_ERR_RANGE,
                       "texture %u: %u components per texel (1, 2 or 4 32-bit components)", tex,
                       comps);
    if (addr % (4u * (comps ? comps : 1)))
        return sg_fail(err, SG_ERR_RANGE, "texture %u: buffer 0x%llx is not aligned to its texel",
                       tex, (unsigned long long)addr);
    m->tex[tex] = (sg_texture){addr, comps ? texels : 0, (uint8_t)comps};
    return SG_OK;
}

const sg_texture *sg_memory_texture(const sg_memory *m, unsigned tex)
{
    return m && tex < SG_NTEX && m->tex[tex].comps ? &m->tex[tex] : NULL;
}

sg_status sg_memory_create(sg_memory **out, sg_error *err)
{
    if (!out)
        return sg_fail(err, SG_ERR_ARG, "sg_memory_create: NULL argument");
    *out = NULL;
    sg_memory *m = calloc(1, sizeof *m);
    if (!m)
        return sg_fail(err, SG_ERR_NOMEM, "out of memory (constant banks)");
    *out = m;
    return SG_OK;
}

void sg_memory_destroy(sg_memory *m)
{
    if (!m)
        return;
    for (size_t i = 0; i < m->n; i++)
        free(m->r[i].data);
    free(m->r);
    free(m);
}

uint8_t *sg_memory_cbank(sg_memory *m, unsigned b)
{
    if (!m || b >= SG_NCBANKS)
        return NULL;
    return m->cbank[b];
}

size_t sg_memory_nregions(const sg_memory *m)
{
    return m ? m->n : 0;
}

sg_status sg_memory_region(const sg_memory *m, size_t i, uint64_t *addr, uint64_t *len)
{
    if (!m || i >= m->n)
        return SG_ERR_ARG;
    if (addr)
        *addr = m->r[i].base;
    if (len)
        *len = m->r[i].last - m->r[i].base + 1;
    return SG_OK;
}

/* Index of the last region whose base is <= addr, or m->n if none. */
static size_t floor_index(const sg_memory *m, uint64_t addr)
{
    size_t lo = 0, hi = m->n; /* find the first region whose base is > addr */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (m->r[mid].base <= addr)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo == 0 ? m->n : lo - 1;
}

/* The region holding addr, or NULL. Reads the last-hit cache but does not
 * update it (m may be shared read-only). */
static const sg_region *lookup(const sg_memory *m, uint64_t addr)
{
    if (m->hit < m->n) {
        const sg_region *r = &m->r[m->hit];
        if (r->base <= addr && addr <= r->last)
            return r;
    }
    size_t i = floor_index(m, addr);
    if (i == m->n || addr > m->r[i].last)
        return NULL;
    return &m->r[i];
}

uint8_t *sg_memory_span(sg_memory *m, uint64_t addr, uint64_t size, uint64_t *base,
                        uint64_t *last)
{
    if (!m || size == 0)
        return NULL;
    sg_region *r = NULL;
    if (m->hit < m->n && m->r[m->hit].base <= addr && addr <= m->r[m->hit].last) {
        r = &m->r[m->hit];
    } else {
        size_t i = floor_index(m, addr);
        if (i == m->n || addr > m->r[i].last)
            return NULL;
        m->hit = i;
        r = &m->r[i];
    }
    if (base)
        *base = r->base;
    if (last)
        *last = r->last;
    if (size - 1 > r->last - addr) /* runs past the region (or past 2^64) */
        return NULL;
    return r->data + (addr - r->base);
}

/* Region r lies strictly below [addr, ...) with at least one unmapped byte
 * between them. */
static int gap_below(const sg_region *r, uint64_t addr)
{
    return r->last < addr && addr - r->last >= 2;
}

/* Region r lies strictly above [..., last] with a gap. */
static int gap_above(const sg_region *r, uint64_t last)
{
    return r->base > last && r->base - last >= 2;
}

sg_status sg_memory_map(sg_memory *m, uint64_t addr, uint64_t len, sg_error *err)
{
    if (!m)
        return sg_fail(err, SG_ERR_ARG, "sg_memory_map: NULL memory");
    if (len == 0)
        return sg_fail(err, SG_ERR_RANGE, "cannot map 0 bytes at 0x%llx",
                       (unsigned long long)addr);
    if (len - 1 > UINT64_MAX - addr)
        return sg_fail(err, SG_ERR_RANGE,
                       "mapping 0x%llx bytes at 0x%llx wraps past the end of the 64-bit "
                       "address space",
                       (unsigned long long)len, (unsigned long long)addr);
    uint64_t last = addr + (len - 1);

    /* regions [i, j) overlap or touch [addr, last] */
    size_t i = 0;
    {
        size_t lo = 0, hi = m->n; /* first region without a gap below addr */
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            if (gap_below(&m->r[mid], addr))
                lo = mid + 1;
            else
                hi = mid;
        }
        i = lo;
    }
    size_t j = i;
    while (j < m->n && !gap_above(&m->r[j], last))
        j++;

    uint64_t nbase = addr, nlast = last;
    if (j > i) {
        if (m->r[i].base < nbase)
            nbase = m->r[i].base;
        if (m->r[j - 1].last > nlast)
            nlast = m->r[j - 1].last;
        if (j - i == 1 && nbase == m->r[i].base && nlast == m->r[i].last)
            return SG_OK; /* already mapped */
    }
    if (nlast - nbase >= SG_MEMORY_REGION_MAX)
        return sg_fail(err, SG_ERR_RANGE,
                       "mapping 0x%llx bytes at 0x%llx would make a region [0x%llx, 0x%llx] "
                       "larger than 4 GiB",
                       (unsigned long long)len, (unsigned long long)addr,
                       (unsigned long long)nbase, (unsigned long long)nlast);
    size_t nlen = (size_t)(nlast - nbase + 1);

    /* room for one more entry (when nothing merges) before touching anything */
    if (m->n == m->cap) {
        size_t cap = m->cap ? 2 * m->cap : 8;
        sg_region *r = realloc(m->r, cap * sizeof *r);
        if (!r)
            return sg_fail(err, SG_ERR_NOMEM, "out of memory (region table)");
        m->r = r;
        m->cap = cap;
    }
    uint8_t *data = calloc(nlen, 1);
    if (!data)
        return sg_fail(err, SG_ERR_NOMEM, "out of memory (mapping 0x%llx bytes)",
                       (unsigned long long)nlen);
    for (size_t k = i; k < j; k++) {
        memcpy(data + (m->r[k].base - nbase), m->r[k].data,
               (size_t)(m->r[k].last - m->r[k].base + 1));
        free(m->r[k].data);
    }
    sg_region nr = {nbase, nlast, data};
    if (j == i) { /* insert at i */
        memmove(&m->r[i + 1], &m->r[i], (m->n - i) * sizeof *m->r);
        m->n++;
    } else if (j - i > 1) { /* replace [i, j) by one */
        memmove(&m->r[i + 1], &m->r[j], (m->n - j) * sizeof *m->r);
        m->n -= j - i - 1;
    }
    m->r[i] = nr;
    m->hit = i;
    return SG_OK;
}

/* The region holding all of [addr, addr + len), len > 0, or an error naming
 * the first unmapped byte. */
static sg_status range_region(const sg_memory *m, uint64_t addr, size_t len, const char *what,
                              const sg_region **out, sg_error *err)
{
    if ((uint64_t)len - 1 > UINT64_MAX - addr)
        return sg_fail(err, SG_ERR_RANGE,
                       "%s of 0x%llx bytes at 0x%llx wraps past the end of the 64-bit "
                       "address space",
                       what, (unsigned long long)len, (unsigned long long)addr);
    const sg_region *r = lookup(m, addr);
    if (!r)
        return sg_fail(err, SG_ERR_RANGE,
                       "%s of 0x%llx bytes at 0x%llx: address 0x%llx is not mapped", what,
                       (unsigned long long)len, (unsigned long long)addr,
                       (unsigned long long)addr);
    uint64_t last = addr + ((uint64_t)len - 1);
    if (last > r->last)
        return sg_fail(err, SG_ERR_RANGE,
                       "%s of 0x%llx bytes at 0x%llx: address 0x%llx is not mapped", what,
                       (unsigned long long)len, (unsigned long long)addr,
                       (unsigned long long)(r->last + 1));
    *out = r;
    return SG_OK;
}

sg_status sg_memory_write(sg_memory *m, uint64_t addr, const void *src, size_t len, sg_error *err)
{
    if (!m || (!src && len))
        return sg_fail(err, SG_ERR_ARG, "sg_memory_write: NULL argument");
    if (len == 0)
        return SG_OK;
    const sg_region *r;
    sg_status s = range_region(m, addr, len, "write", &r, err);
    if (s != SG_OK)
        return s;
    memcpy(r->data + (addr - r->base), src, len);
    return SG_OK;
}

sg_status sg_memory_read(const sg_memory *m, uint64_t addr, void *dst, size_t len, sg_error *err)
{
    if (!m || (!dst && len))
        return sg_fail(err, SG_ERR_ARG, "sg_memory_read: NULL argument");
    if (len == 0)
        return SG_OK;
    const sg_region *r;
    sg_status s = range_region(m, addr, len, "read", &r, err);
    if (s != SG_OK)
        return s;
    memcpy(dst, r->data + (addr - r->base), len);
    return SG_OK;
}
