/*
 * memtime.h - how many passes, segments and bytes a warp's memory access
 * costs, from its per-lane addresses (specs/timing-memory.md, rules MT-1 to
 * MT-9).
 *
 * Shared memory: 32 banks of 4-byte words, bank = word mod nbanks; a warp
 * access takes as many passes as the bank with the most distinct words
 * (lanes on one word are served together, or serialised under the literal
 * reading of 001:L532). Constant cache: one pass per distinct address
 * (001:L482-484). Global memory: one transaction per aligned 128-byte segment
 * the warp touches. Token-stack spill and fill: one local-memory access of
 * a token's bytes per token moved.
 *
 * Nothing here allocates, prints or keeps state; the work arrays are fixed
 * and on the stack, and every function is O(n log n) in the lanes' accesses
 * (n <= 32 * 5). Arguments out of range are clamped (MT-1), so every
 * function is total. The latency of an access is not computed here: it is a
 * configuration key of the cycle model (lat_shared, lat_const, lat_global,
 * smgold/config.h).
 */
#ifndef SMGOLD_UNITS_MEMTIME_H
#define SMGOLD_UNITS_MEMTIME_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/error.h"

/* Shared-memory banks on GF100 (the project's issue text; 001 gives none). */
#define SG_SMEM_BANKS 32u
/* Bytes in a shared-memory word, one word per bank row (001:L531). */
#define SG_SMEM_WORD_BYTES 4u
/* Bytes of an aligned global-memory segment (an L1 line, the issue text). */
#define SG_GLOBAL_SEGMENT_BYTES 128u
/* Bytes of local-memory traffic per spilled or filled token (the issue
 * text: type + mask + PC, padded). */
#define SG_TOKEN_SPILL_BYTES 16u
/* Largest access of one lane (LDS.128 / LD.128); larger sizes are read as
 * this, 0 as 1 (MT-1). */
#define SG_MEM_ACCESS_MAX 16u

/* What the lanes that address the same shared word cost (MT-3); numeric
 * codes as a configuration or a trace would carry them. */
typedef enum sg_smem_policy {
    SG_SMEM_BROADCAST = 0, /* "broadcast": one pass serves every lane on a word (Fermi) */
    SG_SMEM_SERIALIZE,     /* "serialize": each lane's access is its own pass (001:L532 literally) */
    SG_SMEM_POLICY_COUNT
} sg_smem_policy;

/* "broadcast", "serialize"; "?" for anything else. */
const char *sg_smem_policy_name(unsigned policy);

/* Parse s[0..n) (exactly one of the names above, case-sensitive) into *out.
 * SG_OK, SG_ERR_RANGE with *out unchanged, or SG_ERR_ARG for NULL. */
sg_status sg_smem_policy_parse(const char *s, size_t n, sg_smem_policy *out);

/*
 * Passes of a warp's shared-memory access (MT-2 to MT-4) under the broadcast
 * policy: lane i (bit i of mask) accesses bytes [addr[i], addr[i] + size),
 * that is, the 4-byte words addr[i]/4 .. (addr[i]+size-1)/4. The result is
 * the largest number of distinct words that fall into one bank
 * (bank = word mod nbanks). 0 for an empty mask or a NULL addr.
 */
unsigned sg_shared_passes(const uint32_t *addr, uint32_t mask, unsigned size, unsigned nbanks);

/* The same under either policy (MT-3): SG_SMEM_SERIALIZE counts, per bank,
 * one pass per (lane, word) instead of one per distinct word. A policy
 * outside the enum is computed as SG_SMEM_BROADCAST. */
unsigned sg_shared_passes_ex(const uint32_t *addr, uint32_t mask, unsigned size, unsigned nbanks,
                             sg_smem_policy policy);

/* Passes of a warp's constant-cache access (MT-5): the number of distinct
 * addresses among the lanes of mask (1 when warp-uniform, 32 when all
 * differ). Addresses are compared exactly as given; the caller folds the
 * bank in (bank * 0x10000 + offset). 0 for an empty mask or a NULL addr. */
unsigned sg_const_passes(const uint32_t *addr, uint32_t mask);

/* Transactions of a warp's global-memory access (MT-6): the number of
 * distinct aligned seg_bytes-byte segments that the bytes
 * [addr[i], addr[i] + size) of the lanes of mask touch. seg_bytes 0 is read
 * as 1; an access running past 2^64 - 1 is cut there. 0 for an empty mask or
 * a NULL addr. */
unsigned sg_global_segments(const uint64_t *addr, uint32_t mask, unsigned size, unsigned seg_bytes);

/* Local-memory bytes moved by `tokens` spills (or fills) of token_bytes each
 * (MT-7), saturating at UINT_MAX. */
unsigned sg_spill_bytes(unsigned tokens, unsigned token_bytes);

/* The cost of one memory operation of the LD/ST path, as the cycle model
 * consumes it. */
typedef struct sg_mem_cost {
    unsigned passes;   /* accesses the LD/ST unit makes one after another */
    unsigned segments; /* aligned segments transferred */
    unsigned bytes;    /* bytes transferred */
} sg_mem_cost;

/* The traffic of `tokens` token spills (or fills) (MT-7): one access per
 * token, each touching ceil(token_bytes / seg_bytes) segments (the slots are
 * token_bytes-aligned), sg_spill_bytes() bytes. seg_bytes 0 is read as 1;
 * every field saturates at UINT_MAX. */
sg_mem_cost sg_stack_traffic(unsigned tokens, unsigned token_bytes, unsigned seg_bytes);

#endif
