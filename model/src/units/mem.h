/*
 * mem.h - memory spaces and the LD/ST unit (internal).
 *
 * Global memory is a set of mapped regions (made at set-up time: memory
 * images, dump ranges, explicit allocations); an access outside every region
 * is an error naming the lane and the address, never a silent zero. Constant
 * memory is 18 banks of 64 KiB, always present. Shared memory is per block and
 * local memory per thread; the SM owns those buffers and passes them in.
 * Nothing here allocates on the per-cycle path (sg_ldst_exec).
 */
#ifndef SMGOLD_UNITS_MEM_H
#define SMGOLD_UNITS_MEM_H

#include <stddef.h>
#include <stdint.h>

#include "exec.h"

typedef struct sg_memory sg_memory;

/* A memory with no global region and zeroed constant banks. */
sg_status sg_memory_create(sg_memory **out, sg_error *err);
void sg_memory_destroy(sg_memory *m);

/* Map [addr, addr+len) of global memory, zero-filled. Overlapping or adjacent
 * regions are merged (contents kept). len 0 or wrap past 2^64: SG_ERR_RANGE. */
sg_status sg_memory_map(sg_memory *m, uint64_t addr, uint64_t len, sg_error *err);

/* Bulk access for set-up, images and dumps: every byte must be mapped
 * (SG_ERR_RANGE naming the first unmapped address otherwise). */
sg_status sg_memory_write(sg_memory *m, uint64_t addr, const void *src, size_t len, sg_error *err);
sg_status sg_memory_read(const sg_memory *m, uint64_t addr, void *dst, size_t len, sg_error *err);

/* The mapped regions, sorted by address, disjoint and never adjacent
 * (adjacent or overlapping mappings are merged): for dumps and tests.
 * sg_memory_region: SG_ERR_ARG if i >= sg_memory_nregions(m). */
size_t sg_memory_nregions(const sg_memory *m);
sg_status sg_memory_region(const sg_memory *m, size_t i, uint64_t *addr, uint64_t *len);

/* For the LD/ST path: the host address of global bytes [addr, addr + size)
 * (size >= 1) if they all lie in one mapped region, else NULL. If addr itself
 * is mapped, *base and *last (when not NULL) are set to the first and last
 * byte of its region; otherwise they are left unchanged. Updates the
 * last-hit cache; never allocates. */
uint8_t *sg_memory_span(sg_memory *m, uint64_t addr, uint64_t size, uint64_t *base,
                        uint64_t *last);

/* Largest region (after merging): 4 GiB. A mapping that would make a larger
 * one is SG_ERR_RANGE. */
#define SG_MEMORY_REGION_MAX 0x100000000ull

/* Textures (specs/execution.md §10): the minimal texture model binds
 * texture number tex (0..SG_NTEX-1) to a linear buffer of global memory at
 * addr holding `texels` texels of `comps` 32-bit components (1, 2 or 4),
 * as cudaBindTexture binds tex1Dfetch's buffer. comps 0 unbinds. The buffer
 * must be mapped when a TLD reads it. */
#define SG_NTEX 128
typedef struct sg_texture {
    uint64_t addr;
    uint32_t texels;
    uint8_t comps;
} sg_texture;
sg_status sg_memory_bind_texture(sg_memory *m, unsigned tex, uint64_t addr, uint32_t texels,
                                 unsigned comps, sg_error *err);
const sg_texture *sg_memory_texture(const sg_memory *m, unsigned tex);

/* Constant bank b (0..17): SG_CBANK_BYTES bytes (NULL if b > 17). */
uint8_t *sg_memory_cbank(sg_memory *m, unsigned b);

/* Where one warp's shared and local memory are. */
typedef struct sg_ldst_env {
    sg_memory *mem;
    uint8_t *shared;       /* the warp's block's shared memory */
    uint32_t shared_bytes;
    uint32_t *shared_lock; /* LDSLK/STSUL: one bit per shared word (NULL: none) */
    uint8_t *local;        /* lane i's local memory at local + i * local_bytes */
    uint32_t local_bytes;
    const sg_exec_env *exec; /* constant banks, warp size; NULL: 32 lanes and the
                                constant banks of mem */
} sg_ldst_env;

/* 32-bit words of a lock bitmap for `bytes` of shared memory (a bit per word). */
#define SG_LOCK_WORDS(bytes) (((bytes) / 4u + 31u) / 32u)

/* Memory instructions (unit SG_UNIT_LDST except MEMBAR): LD, LDU, ST, LDL,
 * STL, LDS, STS, LDC, LD_LDU, and MEMBAR (no effect in this functional model).
 * Every lane's address is checked (mapped, in range, naturally aligned) before
 * anything is written, so an error leaves registers, memory and *fx unchanged.
 * Where several lanes store to the same byte the highest lane's value stays.
 * fx (may be NULL) gets lanes, the registers written and one sg_store per lane
 * per store, appended (specs/memory.md MEM-14 to MEM-16). */
sg_status sg_ldst_exec(const sg_insn *in, uint32_t lanes, sg_regfile *rf, sg_ldst_env *env,
                       sg_effects *fx, sg_error *err);

#endif
