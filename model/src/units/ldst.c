/*
 * ldst.c - the LD/ST unit: LD, LDU, ST, LDL, STL, LDS, STS, LDC, LD_LDU,
 * MEMBAR (specs/memory.md §4-§8).
 *
 * One warp instruction runs in three phases so that an error changes nothing:
 *   1. plan: the form's modifiers and operands -> one or two accesses (space,
 *      size, extension, 64-bit addressing, data and address operands);
 *      register alignment is checked here (independent of lanes);
 *   2. check: every lane's address is computed from the registers as they are
 *      before the instruction, checked (naturally aligned, inside its space /
 *      a mapped region) and resolved to a host pointer; the first bad lane,
 *      in lane order (LD part before LDU part), is the error;
 *   3. apply: loads read every lane, then write the destination registers;
 *      stores write memory in lane order (so where several lanes write the
 *      same byte the highest lane's value stays) and record one sg_store per
 *      lane.
 * No allocation: the per-lane state lives on the stack (about 2.5 KiB).
 */
#include <string.h>

#include "smgold/datapath.h"
#include "mem.h"
#include "../isa/isa_table.h"
#include "../util/err.h"

typedef struct access {
    sg_space space;
    int store;
    unsigned size;          /* bytes: 1, 2, 4, 8, 16 */
    int sext;               /* loads of 1 or 2 bytes: sign-extend */
    int wide;               /* global: 64-bit address from Ra:Ra+1 */
    unsigned data_reg;      /* first data register (SG_RZ: none) */
    const sg_operand *addr; /* MEM or CMEM operand */
    const char *part;       /* "" or " (LD part)" / " (LDU part)" */
} access;

typedef struct lane_state {
    const uint8_t *src[SG_MAX_LANES]; /* loads */
    uint8_t *dst[SG_MAX_LANES];       /* stores */
    uint64_t addr[SG_MAX_LANES];
    uint32_t data[SG_MAX_LANES][4];
} lane_state;

static uint32_t rd(const sg_regfile *rf, unsigned r, unsigned lane)
{
    return r >= SG_RZ ? 0 : rf->r[r][lane];
}

static const char *space_name(sg_space s)
{
    switch (s) {
    case SG_SPACE_GLOBAL: return "global";
    case SG_SPACE_SHARED: return "shared";
    case SG_SPACE_LOCAL: return "local";
    case SG_SPACE_CONST: return "constant";
    }
    return "?";
}

/* Value of the modifier field of in's form at bits lo..lo+width-1, or -1
 * when the form has no such field. */
static int mod_at(const sg_insn *in, unsigned lo, unsigned width)
{
    const sg_form *f = &sg_isa_forms[in->form];
    unsigned n = sg_form_nmods(f);
    for (unsigned i = 0; i < n && i < in->nmods; i++)
        if (f->mods[i].f.lo == lo && f->mods[i].f.width == width)
            return in->mod[i];
    return -1;
}

/* The size field (bits 5-7): 0 U8, 1 S8, 2 U16, 3 S16, 4 32, 5 64, 6 128. */
static sg_status size_mod(const sg_insn *in, access *a, sg_error *err)
{
    static const unsigned bytes[7] = {1, 1, 2, 2, 4, 8, 16};
    int v = mod_at(in, 5, 3);
    if (v < 0 || v > 6)
        return sg_fail(err, SG_ERR_UNKNOWN, "%s: size field value %d is not defined",
                       sg_isa_forms[in->form].mnemonic, v);
    a->size = bytes[v];
    a->sext = (v == 1 || v == 3);
    return SG_OK;
}

static sg_status check_data_reg(const sg_insn *in, const access *a, const char *role,
                                sg_error *err)
{
    unsigned r = a->data_reg;
    unsigned n = a->size <= 4 ? 1 : a->size / 4;
    if (r == SG_RZ || n == 1)
        return SG_OK;
    if (r % n != 0)
        return sg_fail(err, SG_ERR_OPERAND,
                       "%s%s: %s R%u is not a multiple of %u (%u-byte accesses use an "
                       "aligned register %s such as R%u..R%u)",
                       sg_isa_forms[in->form].mnemonic, a->part, role, r, n, a->size,
                       n == 2 ? "pair" : "quad", r - r % n, r - r % n + n - 1);
    if (r + n - 1 >= SG_RZ)
        return sg_fail(err, SG_ERR_OPERAND,
                       "%s%s: %s R%u..R%u would include RZ (R63)",
                       sg_isa_forms[in->form].mnemonic, a->part, role, r, r + n - 1);
    return SG_OK;
}

static sg_status check_addr_reg(const sg_insn *in, const access *a, sg_error *err)
{
    unsigned r = a->addr->reg;
    if (!a->wide || r == SG_RZ)
        return SG_OK;
    if (r % 2 != 0 || r + 1 >= SG_RZ)
        return sg_fail(err, SG_ERR_OPERAND,
                       "%s%s: the 64-bit address register R%u is not the even register of "
                       "a pair below RZ (Ra:Ra+1)",
                       sg_isa_forms[in->form].mnemonic, a->part, r);
    return SG_OK;
}

static sg_status want(const sg_insn *in, unsigned o, sg_opnd_kind kind, sg_error *err)
{
    if (o >= in->nops || in->opnd[o].kind != kind)
        return sg_fail(err, SG_ERR_OPERAND, "%s: operand %u is not of the form's kind",
                       sg_isa_forms[in->form].mnemonic, o);
    return SG_OK;
}

/* Parse "32.64" (LD_LDU's fixed suffix) into the two access sizes. */
static int ldldu_sizes(const char *s, unsigned *ld, unsigned *ldu)
{
    unsigned v[2] = {0, 0}, k = 0;
    for (; *s && k < 2; s++) {
        if (*s == '.') {
            k++;
            continue;
        }
        if (*s < '0' || *s > '9' || v[k] > 1000)
            return 0;
        v[k] = v[k] * 10 + (unsigned)(*s - '0');
    }
    if (k != 1)
        return 0;
    for (unsigned i = 0; i < 2; i++)
        if (v[i] != 32 && v[i] != 64 && v[i] != 128)
            return 0;
    *ld = v[0] / 8;
    *ldu = v[1] / 8;
    return 1;
}

/* Phase 1. */
static sg_status plan(const sg_insn *in, access acc[2], unsigned *nacc, sg_error *err)
{
    sg_status s;
    memset(acc, 0, 2 * sizeof *acc);
    acc[0].part = acc[1].part = "";
    *nacc = 1;
    access *a = &acc[0];
    switch ((sg_op)in->op) {
    case SG_OP_LD:
    case SG_OP_LDU:
    case SG_OP_ST:
    case SG_OP_LDL:
    case SG_OP_STL:
    case SG_OP_LDS:
    case SG_OP_STS:
    case SG_OP_LDC: {
        int store = in->op == SG_OP_ST || in->op == SG_OP_STL || in->op == SG_OP_STS;
        unsigned mo = store ? 0 : 1, ro = store ? 1 : 0;
        sg_opnd_kind mk = in->op == SG_OP_LDC ? SG_OPND_CMEM : SG_OPND_MEM;
        if ((s = want(in, mo, mk, err)) != SG_OK || (s = want(in, ro, SG_OPND_REG, err)) != SG_OK)
            return s;
        a->store = store;
        a->addr = &in->opnd[mo];
        a->data_reg = in->opnd[ro].reg;
        switch ((sg_op)in->op) {
        case SG_OP_LDL: case SG_OP_STL: a->space = SG_SPACE_LOCAL; break;
        case SG_OP_LDS: case SG_OP_STS: a->space = SG_SPACE_SHARED; break;
        case SG_OP_LDC: a->space = SG_SPACE_CONST; break;
        default: a->space = SG_SPACE_GLOBAL; break;
        }
        if (a->space == SG_SPACE_GLOBAL) {
            int e = mod_at(in, 58, 1);
            if (e < 0)
                return sg_fail(err, SG_ERR_UNKNOWN, "%s: the form has no .E field",
                               sg_isa_forms[in->form].mnemonic);
            a->wide = e == 1;
        }
        if ((s = size_mod(in, a, err)) != SG_OK)
            return s;
        if (store)
            a->sext = 0; /* .S8/.S16 store the low bits, as .U8/.U16 */
        if (a->space == SG_SPACE_CONST && a->addr->bank >= SG_NCBANKS)
            return sg_fail(err, SG_ERR_RANGE, "LDC: constant bank %u does not exist (banks 0-%u)",
                           a->addr->bank, SG_NCBANKS - 1);
        if ((s = check_data_reg(in, a, store ? "source" : "destination", err)) != SG_OK)
            return s;
        return check_addr_reg(in, a, err);
    }
    case SG_OP_LD_LDU: {
        const sg_form *f = &sg_isa_forms[in->form];
        unsigned ld = 0, ldu = 0;
        if (sg_form_nmods(f) < 2 || f->mods[1].f.width != 0 ||
            !ldldu_sizes(f->mods[1].names[0], &ld, &ldu))
            return sg_fail(err, SG_ERR_UNKNOWN, "LD_LDU: the form has no size pair");
        int e = mod_at(in, 58, 2);
        if (e < 0)
            return sg_fail(err, SG_ERR_UNKNOWN, "LD_LDU: the form has no .E field");
        for (unsigned o = 0; o < 2; o++)
            if ((s = want(in, o, SG_OPND_REG, err)) != SG_OK ||
                (s = want(in, o + 2, SG_OPND_MEM, err)) != SG_OK)
                return s;
        *nacc = 2;
        for (unsigned p = 0; p < 2; p++) {
            access *b = &acc[p];
            b->space = SG_SPACE_GLOBAL;
            b->size = p == 0 ? ld : ldu;
            b->wide = p == 0 ? (e & 2) != 0 : (e & 1) != 0;
            b->data_reg = in->opnd[p].reg;
            b->addr = &in->opnd[p + 2];
            b->part = p == 0 ? " (LD part)" : " (LDU part)";
            if ((s = check_data_reg(in, b, "destination", err)) != SG_OK ||
                (s = check_addr_reg(in, b, err)) != SG_OK)
                return s;
        }
        return SG_OK;
    }
    case SG_OP_MEMBAR:
        *nacc = 0;
        return SG_OK;
    default:
        return sg_fail(err, SG_ERR_ARG, "sg_ldst_exec: %s is not a memory instruction",
                       sg_isa_forms[in->form].mnemonic);
    }
}

/* Phase 2 for one access and one lane: the address, checked, resolved. */
static sg_status resolve(const access *a, unsigned lane, const sg_regfile *rf,
                         sg_ldst_env *env, lane_state *ls, sg_error *err)
{
    unsigned ra = a->addr->reg;
    uint64_t addr;
    if (a->space == SG_SPACE_GLOBAL && a->wide)
        addr = ((uint64_t)rd(rf, ra + (ra != SG_RZ), lane) << 32 | rd(rf, ra, lane)) +
               (uint64_t)a->addr->imm;
    else
        addr = (uint32_t)(rd(rf, ra, lane) + (uint32_t)a->addr->imm);
    ls->addr[lane] = addr;

    const char *sp = space_name(a->space);
    if (addr % a->size != 0) {
        if (a->space == SG_SPACE_CONST)
            return sg_fail(err, SG_ERR_RANGE,
                           "lane %u: constant address c[0x%x][0x%llx] is not aligned to the "
                           "%u-byte access%s",
                           lane, a->addr->bank, (unsigned long long)addr, a->size, a->part);
        return sg_fail(err, SG_ERR_RANGE,
                       "lane %u: %s address 0x%llx is not aligned to the %u-byte access%s", lane,
                       sp, (unsigned long long)addr, a->size, a->part);
    }

    uint8_t *base = NULL;
    uint64_t limit = 0;
    switch (a->space) {
    case SG_SPACE_GLOBAL: {
        if (!env->mem)
            return sg_fail(err, SG_ERR_ARG, "sg_ldst_exec: no memory for a global access");
        uint64_t rb = 1, rl = 0;
        uint8_t *p = sg_memory_span(env->mem, addr, a->size, &rb, &rl);
        if (!p) {
            if (rb > rl)
                return sg_fail(err, SG_ERR_RANGE,
                               "lane %u: global address 0x%llx is outside every mapped region%s",
                               lane, (unsigned long long)addr, a->part);
            return sg_fail(err, SG_ERR_RANGE,
                           "lane %u: global address 0x%llx: the %u-byte access runs past the "
                           "end of its mapped region [0x%llx, 0x%llx]%s",
                           lane, (unsigned long long)addr, a->size, (unsigned long long)rb,
                           (unsigned long long)rl, a->part);
        }
        ls->src[lane] = p;
        ls->dst[lane] = p;
        return SG_OK;
    }
    case SG_SPACE_SHARED:
        base = env->shared;
        limit = env->shared_bytes;
        break;
    case SG_SPACE_LOCAL:
        base = env->local ? env->local + (size_t)lane * env->local_bytes : NULL;
        limit = env->local_bytes;
        break;
    case SG_SPACE_CONST: {
        const uint8_t *cb = NULL;
        if (env->exec)
            cb = env->exec->cbank[a->addr->bank];
        else if (env->mem)
            cb = sg_memory_cbank(env->mem, a->addr->bank);
        if (!cb)
            return sg_fail(err, SG_ERR_RANGE, "lane %u: constant bank %u is not bound", lane,
                           a->addr->bank);
        if (addr + a->size > SG_CBANK_BYTES)
            return sg_fail(err, SG_ERR_RANGE,
                           "lane %u: constant address c[0x%x][0x%llx]: the %u-byte access is "
                           "outside the 64 KiB bank",
                           lane, a->addr->bank, (unsigned long long)addr, a->size);
        ls->src[lane] = cb + addr;
        return SG_OK;
    }
    }
    if (addr + a->size > limit)
        return sg_fail(err, SG_ERR_RANGE,
                       "lane %u: %s address 0x%llx: the %u-byte access is outside %s memory "
                       "[0, 0x%llx)",
                       lane, sp, (unsigned long long)addr, a->size, sp,
                       (unsigned long long)limit);
    if (!base)
        return sg_fail(err, SG_ERR_ARG, "sg_ldst_exec: no %s memory buffer", sp);
    ls->src[lane] = base + addr;
    ls->dst[lane] = base + addr;
    return SG_OK;
}

static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Phase 3, loads: read every lane, then write the registers. */
static void load_read(const access *a, uint32_t lanes, lane_state *ls)
{
    for (unsigned l = 0; l < SG_MAX_LANES; l++) {
        if (!(lanes >> l & 1))
            continue;
        const uint8_t *p = ls->src[l];
        uint32_t *w = ls->data[l];
        switch (a->size) {
        case 1: w[0] = a->sext ? (uint32_t)(int32_t)(int8_t)p[0] : p[0]; break;
        case 2: {
            uint16_t h = (uint16_t)(p[0] | p[1] << 8);
            w[0] = a->sext ? (uint32_t)(int32_t)(int16_t)h : h;
            break;
        }
        default:
            for (unsigned k = 0; k < a->size / 4; k++)
                w[k] = le32(p + 4 * k);
            break;
        }
    }
}

static void load_write(const access *a, uint32_t lanes, const lane_state *ls, sg_regfile *rf,
                       sg_effects *fx)
{
    if (a->data_reg == SG_RZ || !lanes)
        return; /* RZ: the data is dropped (the access was still checked) */
    unsigned n = a->size <= 4 ? 1 : a->size / 4;
    for (unsigned k = 0; k < n; k++) {
        for (unsigned l = 0; l < SG_MAX_LANES; l++)
            if (lanes >> l & 1)
                rf->r[a->data_reg + k][l] = ls->data[l][k];
        sg_fx_reg(fx, a->data_reg + k);
    }
}

/* DP-1 (specs/datapath.md): the bytes lane l reads, in their position in the
 * 16-byte chunk that holds addr. The SM zeroes fx->rdata before the step. */
static void fx_rdata(sg_effects *fx, unsigned l, uint64_t addr, const uint8_t *p, unsigned size)
{
    if (!fx || !fx->rdata || !p)
        return;
    unsigned off = (unsigned)(addr % 16);
    for (unsigned b = 0; b < size && off + b < 16; b++)
        fx->rdata[(off + b) / 4][l] |= (uint32_t)p[b] << (8 * ((off + b) % 4));
}

/* Append a store to the effects (lane order; 32 at most, one per lane). */
static void fx_store(sg_effects *fx, unsigned lane, unsigned space, unsigned size, uint64_t addr,
                     const uint32_t *w)
{
    if (!fx || fx->nstores >= SG_MAX_LANES)
        return;
    sg_store *st = &fx->stores[fx->nstores++];
    memset(st, 0, sizeof *st);
    st->lane = (uint8_t)lane;
    st->space = (uint8_t)space;
    st->size = (uint8_t)size;
    st->addr = addr;
    memcpy(st->data, w, size <= 4 ? 4 : size);
}

static void store_apply(const access *a, uint32_t lanes, lane_state *ls, const sg_regfile *rf,
                        sg_effects *fx)
{
    unsigned n = a->size <= 4 ? 1 : a->size / 4;
    for (unsigned l = 0; l < SG_MAX_LANES; l++) {
        if (!(lanes >> l & 1))
            continue;
        uint32_t w[4] = {0, 0, 0, 0};
        for (unsigned k = 0; k < n; k++)
            w[k] = a->data_reg == SG_RZ ? 0 : rd(rf, a->data_reg + k, l);
        if (a->size < 4)
            w[0] &= a->size == 1 ? 0xffu : 0xffffu;
        uint8_t *p = ls->dst[l];
        for (unsigned b = 0; b < a->size; b++)
            p[b] = (uint8_t)(w[b / 4] >> (8 * (b % 4)));
        fx_store(fx, l, a->space, a->size, ls->addr[l], w);
    }
}

/* The global address of lane l for operand o ([Ra+off], .E: a register
 * pair), checked 4-byte aligned and mapped; *p = its bytes. */
static sg_status global_word(const sg_insn *in, unsigned o, int wide, unsigned l,
                             const sg_regfile *rf, sg_ldst_env *env, uint64_t *a, uint8_t **p,
                             sg_error *err)
{
    const sg_operand *m = &in->opnd[o];
    unsigned ra = m->reg;
    *a = wide ? ((uint64_t)rd(rf, ra + (ra != SG_RZ), l) << 32 | rd(rf, ra, l)) + (uint64_t)m->imm
              : (uint32_t)(rd(rf, ra, l) + (uint32_t)m->imm);
    const char *mn = sg_isa_forms[in->form].mnemonic;
    if (*a % 4)
        return sg_fail(err, SG_ERR_RANGE, "%s: lane %u: global address 0x%llx is not aligned to "
                       "4 bytes", mn, l, (unsigned long long)*a);
    *p = env->mem ? sg_memory_span(env->mem, *a, 4, NULL, NULL) : NULL;
    if (!*p)
        return sg_fail(err, SG_ERR_RANGE, "%s: lane %u: global address 0x%llx is not mapped", mn,
                       l, (unsigned long long)*a);
    return SG_OK;
}

/* One atomic update of a 32-bit word: op 0-7 ADD MIN MAX INC DEC AND OR XOR,
 * 8 EXCH, 9 CAS (c = the value stored when old == v); type 'u', 's' (MIN, MAX
 * signed) or 'f' (ADD in float, flushing subnormals to zero, round to
 * nearest even). */
static uint32_t atomic_new(unsigned op, char type, uint32_t old, uint32_t v, uint32_t c)
{
    if (type == 'f') {
        float a, b;
        uint32_t oa = (old & 0x7f800000u) ? old : old & 0x80000000u;
        uint32_t vb = (v & 0x7f800000u) ? v : v & 0x80000000u;
        memcpy(&a, &oa, 4);
        memcpy(&b, &vb, 4);
        volatile float r = a + b; /* the default environment: round to nearest even */
        float rf = r;
        uint32_t u;
        memcpy(&u, &rf, 4);
        if ((u & 0x7fffffffu) > 0x7f800000u)
            return 0x7fffffffu; /* the canonical NaN (specs/execution.md §5.2) */
        return (u & 0x7f800000u) ? u : u & 0x80000000u;
    }
    int s = type == 's';
    switch (op) {
    case 0: return old + v;
    case 1: return (s ? (int32_t)old < (int32_t)v : old < v) ? old : v;
    case 2: return (s ? (int32_t)old > (int32_t)v : old > v) ? old : v;
    case 3: return old >= v ? 0 : old + 1;
    case 4: return (old == 0 || old > v) ? v : old - 1;
    case 5: return old & v;
    case 6: return old | v;
    case 7: return old ^ v;
    case 8: return v;
    default: return old == v ? c : old;
    }
}

/* RED and ATOM (specs/execution.md §10): for each executing lane in lane
 * order, mem[a] = op(mem[a], Rd); ATOM also returns the old word in its
 * first operand. Every lane's address is checked before anything changes. */
static sg_status exec_atomic(const sg_insn *in, uint32_t lanes, sg_regfile *rf, sg_ldst_env *env,
                             sg_effects *fx, sg_error *err)
{
    const sg_form *f = &sg_isa_forms[in->form];
    int atom = in->op == SG_OP_ATOM, wide = f->mods[0].names[in->mod[0]][0] != '\0'; /* .E */
    unsigned family = (unsigned)(f->match >> 59) & 7; /* 2: U32, 3: S32, 5: F32 (ATOM: +8) */
    char type = family == 3 ? 's' : family == 5 ? 'f' : 'u';
    unsigned op = !strcmp(f->mods[1].names[in->mod[1]], "CAS") ? 9
                  : type == 'f'                                  ? 0
                                                                 : in->mod[1];
    if (op > 9)
        return sg_fail(err, SG_ERR_UNKNOWN, "%s: operation %u is not defined", f->mnemonic, op);
    unsigned mo = atom ? 1 : 0, rdat = in->opnd[mo + 1].reg;
    unsigned rret = atom ? in->opnd[0].reg : SG_RZ, rcas = op == 9 ? in->opnd[3].reg : SG_RZ;
    uint64_t a[SG_MAX_LANES];
    uint8_t *p[SG_MAX_LANES];
    sg_status s;
    for (unsigned l = 0; l < SG_MAX_LANES; l++)
        if ((lanes >> l & 1) && (s = global_word(in, mo, wide, l, rf, env, &a[l], &p[l], err)))
            return s;
    if (fx) {
        fx->lanes = lanes;
        fx->mem = 1;
        fx->mkind = SG_MEM_RMW;
        fx->mspace = SG_SPACE_GLOBAL;
        fx->msize = 4;
        for (unsigned l = 0; l < SG_MAX_LANES; l++) /* memory as it was before the step */
            if (lanes >> l & 1)
                fx_rdata(fx, l, a[l], p[l], 4);
    }
    for (unsigned l = 0; l < SG_MAX_LANES; l++) {
        if (!(lanes >> l & 1))
            continue;
        uint32_t old, r;
        memcpy(&old, p[l], 4);
        r = atomic_new(op, type, old, rd(rf, rdat, l), rd(rf, rcas, l));
        memcpy(p[l], &r, 4);
        if (rret != SG_RZ)
            rf->r[rret][l] = old;
        if (fx)
            fx->maddr[l] = a[l];
        fx_store(fx, l, SG_SPACE_GLOBAL, 4, a[l], &r);
    }
    if (rret != SG_RZ)
        sg_fx_reg(fx, rret);
    return SG_OK;
}

/* LDSLK and STSUL (specs/execution.md §10): a lock bit per 32-bit shared
 * word. LDSLK, for each executing lane in lane order: Rd = the word; if it is
 * unlocked, lock it and set the lane's Pd, else clear Pd. STSUL: store and
 * unlock. 32-bit accesses only. */
static sg_status exec_lock(const sg_insn *in, uint32_t lanes, sg_regfile *rf, sg_ldst_env *env,
                           sg_effects *fx, sg_error *err)
{
    int ld = in->op == SG_OP_LDSLK;
    const char *mn = sg_isa_forms[in->form].mnemonic;
    if (in->mod[0] != 4)
        return sg_fail(err, SG_ERR_UNKNOWN, "%s: only 32-bit accesses are modelled", mn);
    if (!env->shared || !env->shared_lock)
        return sg_fail(err, SG_ERR_ARG, "%s: no shared memory or locks", mn);
    const sg_operand *m = &in->opnd[ld ? 2 : 0];
    unsigned rdat = in->opnd[1].reg, pd = ld ? in->opnd[0].reg : SG_PT;
    uint32_t a[SG_MAX_LANES];
    for (unsigned l = 0; l < SG_MAX_LANES; l++) {
        if (!(lanes >> l & 1))
            continue;
        a[l] = rd(rf, m->reg, l) + (uint32_t)m->imm;
        if (a[l] % 4)
            return sg_fail(err, SG_ERR_RANGE,
                           "%s: lane %u: shared address 0x%x is not aligned to 4 bytes", mn, l,
                           a[l]);
        if ((uint64_t)a[l] + 4 > env->shared_bytes)
            return sg_fail(err, SG_ERR_RANGE,
                           "%s: lane %u: shared address 0x%x is outside the block's 0x%x bytes",
                           mn, l, a[l], env->shared_bytes);
    }
    if (fx) {
        fx->lanes = lanes;
        fx->mem = 1;
        fx->mkind = ld ? SG_MEM_RMW : SG_MEM_STORE;
        fx->mspace = SG_SPACE_SHARED;
        fx->msize = 4;
        for (unsigned l = 0; l < SG_MAX_LANES && ld; l++)
            if (lanes >> l & 1)
                fx_rdata(fx, l, a[l], env->shared + a[l], 4);
    }
    uint32_t got = 0;
    for (unsigned l = 0; l < SG_MAX_LANES; l++) {
        if (!(lanes >> l & 1))
            continue;
        uint32_t word = a[l] / 4, bit = 1u << (word % 32), *lk = &env->shared_lock[word / 32];
        uint8_t *p = env->shared + a[l];
        if (fx)
            fx->maddr[l] = a[l];
        if (ld) {
            if (rdat != SG_RZ)
                memcpy(&rf->r[rdat][l], p, 4);
            if (!(*lk & bit)) {
                *lk |= bit;
                got |= 1u << l;
            }
        } else {
            uint32_t v = rd(rf, rdat, l);
            memcpy(p, &v, 4);
            *lk &= ~bit;
            fx_store(fx, l, SG_SPACE_SHARED, 4, a[l], &v);
        }
    }
    if (ld) {
        sg_fx_reg(fx, rdat);
        if (pd != SG_PT) {
            rf->p[pd] = (rf->p[pd] & ~lanes) | got;
            if (fx)
                fx->preds |= (uint8_t)(1u << pd);
        }
    }
    return SG_OK;
}

/* TLD with the minimal texture model (specs/execution.md §10): texel Ra of
 * the linear buffer bound to the texture; the components the mask names go
 * to Rd, Rd+1, ... in order; a texel index past the buffer reads 0. */
static sg_status exec_tld(const sg_insn *in, uint32_t lanes, sg_regfile *rf, sg_ldst_env *env,
                          sg_effects *fx, sg_error *err)
{
    unsigned tex = (unsigned)in->opnd[3].imm, mask = (unsigned)in->opnd[5].imm;
    const sg_texture *t = sg_memory_texture(env->mem, tex);
    if (!t)
        return sg_fail(err, SG_ERR_UNKNOWN,
                       "TLD: texture 0x%x: texture sampling is not modelled; bind a linear buffer "
                       "to it (sg_sm_bind_texture, smgold run --texture) for tex1Dfetch",
                       tex);
    if (in->mod[0] != 0 || in->opnd[2].reg != SG_RZ || in->opnd[4].reg != 0)
        return sg_fail(err, SG_ERR_UNKNOWN,
                       "TLD: only 1D .LZ fetches with one coordinate register (tex1Dfetch) are "
                       "modelled");
    unsigned n = (unsigned)__builtin_popcount(mask), rdst = in->opnd[0].reg;
    if (mask >> t->comps)
        return sg_fail(err, SG_ERR_RANGE,
                       "TLD: mask 0x%x names components a %u-component texture %u does not have",
                       mask, t->comps, tex);
    if (rdst != SG_RZ && rdst + n > SG_RZ)
        return sg_fail(err, SG_ERR_RANGE, "TLD: R%u..R%u runs past R62", rdst, rdst + n - 1);
    uint8_t *p[SG_MAX_LANES];
    for (unsigned l = 0; l < SG_MAX_LANES; l++) {
        p[l] = NULL;
        uint32_t i = rd(rf, in->opnd[1].reg, l);
        if (!(lanes >> l & 1) || i >= t->texels)
            continue;
        uint64_t a = t->addr + (uint64_t)i * 4u * t->comps;
        p[l] = env->mem ? sg_memory_span(env->mem, a, 4u * t->comps, NULL, NULL) : NULL;
        if (!p[l])
            return sg_fail(err, SG_ERR_RANGE,
                           "TLD: lane %u: texel %u of texture %u at 0x%llx is not mapped", l, i,
                           tex, (unsigned long long)a);
    }
    if (fx)
        fx->lanes = lanes;
    if (rdst == SG_RZ)
        return SG_OK;
    for (unsigned l = 0; l < SG_MAX_LANES; l++) {
        if (!(lanes >> l & 1))
            continue;
        unsigned k = 0;
        for (unsigned c = 0; c < 4; c++) {
            if (!(mask >> c & 1))
                continue;
            uint32_t v = 0;
            if (p[l])
                memcpy(&v, p[l] + 4 * c, 4);
            rf->r[rdst + k++][l] = v;
        }
    }
    for (unsigned k = 0; k < n; k++)
        sg_fx_reg(fx, rdst + k);
    return SG_OK;
}

sg_status sg_ldst_exec(const sg_insn *in, uint32_t lanes, sg_regfile *rf, sg_ldst_env *env,
                       sg_effects *fx, sg_error *err)
{
    if (!in || !rf || !env)
        return sg_fail(err, SG_ERR_ARG, "sg_ldst_exec: NULL argument");
    if (in->form < 0 || in->form >= sg_isa_nforms || sg_isa_forms[in->form].op != in->op)
        return sg_fail(err, SG_ERR_ARG, "sg_ldst_exec: not a decoded instruction (form %d)",
                       in->form);
    unsigned ws = env->exec ? env->exec->warp_size : SG_MAX_LANES;
    if (ws < 1 || ws > SG_MAX_LANES)
        return sg_fail(err, SG_ERR_ARG, "sg_ldst_exec: warp size %u is not 1..32", ws);
    if (ws < SG_MAX_LANES && (lanes >> ws) != 0)
        return sg_fail(err, SG_ERR_ARG, "sg_ldst_exec: lane mask 0x%x has lanes beyond warp size %u",
                       lanes, ws);

    if (in->op == SG_OP_RED || in->op == SG_OP_ATOM)
        return exec_atomic(in, lanes, rf, env, fx, err);
    if (in->op == SG_OP_TLD)
        return exec_tld(in, lanes, rf, env, fx, err);
    if (in->op == SG_OP_LDSLK || in->op == SG_OP_STSUL)
        return exec_lock(in, lanes, rf, env, fx, err);
    if (in->op == SG_OP_TEX || in->op == SG_OP_TLD4 || in->op == SG_OP_TXQ)
        return sg_fail(err, SG_ERR_UNKNOWN, "%s: texture sampling is not modelled",
                       sg_isa_forms[in->form].mnemonic);
    if (in->op == SG_OP_CCTL) { /* no caches are modelled: maintenance is a no-op */
        if (in->mod[1] == 0 || in->opnd[0].reg != SG_RZ)
            return sg_fail(err, SG_ERR_UNKNOWN,
                           "CCTL: queries (and results in a register) are not modelled");
        if (fx)
            fx->lanes = lanes;
        return SG_OK;
    }

    access acc[2];
    unsigned nacc = 0;
    sg_status s = plan(in, acc, &nacc, err);
    if (s != SG_OK)
        return s;

    /* lane order; within a lane (LD_LDU) the LD part first */
    lane_state ls[2];
    for (unsigned l = 0; l < SG_MAX_LANES; l++)
        if (lanes >> l & 1)
            for (unsigned p = 0; p < nacc; p++)
                if ((s = resolve(&acc[p], l, rf, env, &ls[p], err)) != SG_OK)
                    return s;

    /* nothing has changed so far; from here on nothing can fail */
    if (fx) {
        fx->lanes = lanes;
        if (nacc) { /* the access as the cycle model sees it (specs/timing.md MT-*) */
            fx->mem = 1;
            fx->mkind = acc[0].store ? SG_MEM_STORE : SG_MEM_LOAD;
            fx->mspace = (uint8_t)acc[0].space;
            fx->msize = (uint8_t)acc[0].size;
            for (unsigned l = 0; l < SG_MAX_LANES; l++)
                if (lanes >> l & 1) {
                    fx->maddr[l] = ls[0].addr[l];
                    if (!acc[0].store)
                        fx_rdata(fx, l, ls[0].addr[l], ls[0].src[l], acc[0].size);
                }
        }
    }
    if (nacc && acc[0].store) {
        store_apply(&acc[0], lanes, &ls[0], rf, fx);
        return SG_OK;
    }
    for (unsigned p = 0; p < nacc; p++)
        load_read(&acc[p], lanes, &ls[p]);
    for (unsigned p = 0; p < nacc; p++) /* LD part first: where both write a register, LDU wins */
        load_write(&acc[p], lanes, &ls[p], rf, fx);
    return SG_OK;
}
