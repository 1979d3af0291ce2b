/*
 * test_kernel_spmv.c - Modern GPU's sparse matrix * vector product, float
 * (issue 11's real kernels): tests/corpus/mgpu_old/
 * sparse__src__isa__spmxv_float.sass, functions SpMxV_4, SpMxV_6, SpMxV_8,
 * SpMxV_10, SpMxV_12, SpMxV_16, SpMxV_20 and Finalize, as cuobjdump printed
 * them from seanbaxter/mgpu_old sparse/src/isa/spmxv_float.isa at 1ed302f3.
 * At that commit the kernels are sparse/src/kernels/spmxv.cu (template
 * SpMxV<VT>, MAT_TYPE_FLOAT: WARPS_PER_BLOCK 8, BLOCK_SIZE 256) and
 * sparse/src/kernels/finalize.cu; the matrix is encoded on the host by
 * sparse/src/mgpusparse/encoder.cpp (EncoderBuilder/EncoderFeeder).
 *
 * y = alpha * A x (+ beta * y), A a CSR float matrix of height x width, in
 * two kernels:
 *
 *   SpMxV_VT, grid ceil(numWarps / 8) x 256 threads, one warp per "group" of
 *   32 * VT matrix values (VT values per thread, stored transposed so that
 *   value v of lane t is at group * 32 * VT + 32 * v + t):
 *     c[0x0][0x20] rowIndices (uint[numWarps]: the group's first tempOutput slot)
 *     c[0x0][0x24] colIndices (uint[], column | flags, see below)
 *     c[0x0][0x28] sparseValues (float[])
 *     c[0x0][0x2c] tempOutput (float[outputSize])
 *     c[0x0][0x30] numWarps (number of groups)
 *   x is read through texture 0 (xVec_texture, tex1Dfetch of a float buffer of
 *   `width` texels: TLD.LZ.T Rd, Ra, 0x0, 1D, 0x1). Each lane multiplies its
 *   VT values with x (FFMA, a running sum) and stores the sum to a shared slot
 *   at each value with STORE_FLAG (bit 25) and at its last value, restarting
 *   from 0; the warp then runs a segmented Hillis-Steele scan over the 64
 *   slots (deltas in the column words) and lane t < (number of rows in the
 *   group) writes the sum of one row's slots to tempOutput[rowIndices[g] + t].
 *   Column word fields read by the kernel (value v of a lane):
 *     bits 0-24 column (v any), bit 25 STORE_FLAG (v any),
 *     v = 0: bits 26-31 the lane's first shared slot (scanOffset)
 *     v = 1: bit 26 storeToGlobal, bits 27-31 deltaX (scan reach of slot t)
 *     v = 2: bits 26-31 deltaY (scan reach of slot 32 + t)
 *     v = 3: bits 26-31 rowSumIndex (the slot holding the lane's row sum)
 *
 *   Finalize, grid ceil(height / 256) x 256 threads:
 *     c[0x0][0x20] tempOutput   c[0x0][0x24] rowIndices (uint[height + 1]:
 *     first tempOutput slot of each row)   c[0x0][0x28] numRows
 *     c[0x0][0x2c] yVec   c[0x0][0x30] alpha   c[0x0][0x34] beta
 *     c[0x0][0x38] useBeta
 *   y[r] = alpha * (0 + t[o_r] + ... + t[o_{r+1} - 1]) (FMUL), then, when
 *   useBeta, fma(beta, y[r], that) (FFMA).
 *
 * The encoder below is encoder.cpp's algorithm (groups of 32 * VT values
 * covering at most 32 consecutive rows, padded with zero values repeating the
 * previous row and column, row-major per lane then transposed; shared slots,
 * scan deltas and output slots as ProcessWarp computes them) with the bit
 * positions the kernel of this commit reads. encoder.cpp as stored (commit
 * c5cb6781) puts every field one bit lower (LastThreadRow bit 24, the slot
 * fields at bit 25, SerializeRow bit 25) and sets FirstThreadRow at bit 23,
 * which this kernel's 25-bit column mask would fetch as part of the column:
 * the kernel reads no FirstThreadRow, so it is not set here (inferred). The
 * row offsets for Finalize are encoder.cpp's unpacked exclusive scan
 * (packedSizeShift 0, height + 1 entries), the only form this Finalize reads.
 * The engine.cpp versions stored push the parameters in another order and
 * another Finalize; the launch shapes here are read off the kernels
 * (BLOCK_SIZE 256, one warp per group, Finalize 256 rows a block).
 *
 * Two references:
 *  - exact: small integer values and x (every product and partial sum is
 *    exact in float), compared with a plain CSR SpMV in row order: this checks
 *    the encoder and the kernels end to end independently of the summation
 *    order;
 *  - ordered: random floats, compared with a C SpMV that sums in the kernel's
 *    order (per lane fmaf in value order from +0, the 64-slot segmented
 *    Hillis-Steele scan with offsets 1..16, slot 32 + t adding slot t when its
 *    reach is >= 32, Finalize adding the row's fragments from +0 in order),
 *    word for word on tempOutput and y. The reference itself is checked
 *    against a double CSR SpMV within a tolerance.
 * Matrices: empty rows (single, runs longer than 32 rows so a group starts at
 * a later row, leading and trailing), short and long rows, a row spanning
 * more than 8 groups (several warps and blocks), rows of VT - 1 values (32
 * rows a group, up to 62 shared slots and 32 output slots), duplicate
 * columns, one nonzero, no nonzero (Finalize only), for every SpMxV_VT, grids
 * of 1 to 7 blocks, full and partial last blocks. The kernel's
 * `WARP_SIZE <= deltaPairY` branch is never taken with this encoder (a row has
 * at most one slot per lane, so a segment spans at most 32 slots and every
 * delta is <= 31); the reference keeps it.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "real_kernel.h"

#define FILE_SASS "mgpu_old/sparse__src__isa__spmxv_float.sass"

#define WS 32
#define STORE_FLAG (1u << 25)
#define SERIALIZE (1u << 26)
#define COL_MASK 0x1ffffffu

#define ROWIDX 0x0100000u
#define COLIDX 0x0200000u
#define VALUES 0x0600000u
#define TEMP 0x0a00000u
#define OUTIDX 0x0b00000u
#define XVEC 0x0c00000u
#define YVEC 0x0d00000u

typedef struct csr {
    int height, width, nz;
    int *rowptr; /* height + 1 */
    int *cols;
    float *vals;
} csr;

typedef struct encoded {
    int vt, ngroups, outsize, cap;
    uint32_t *col; /* ngroups * 32 * vt, transposed per group */
    float *val;
    uint32_t *rowidx; /* ngroups */
    uint32_t *outidx; /* height + 1 */
} encoded;

static uint32_t f2u(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* ------------------------------------------------------------------------ */
/* The encoder (encoder.cpp's EncoderFeeder/EncoderBuilder, see the header). */

static void encode(const csr *m, int vt, encoded *e)
{
    const int gs = WS * vt;
    int *rows = malloc(sizeof(int) * (size_t)(m->nz ? m->nz : 1));
    for (int r = 0; r < m->height; r++)
        for (int k = m->rowptr[r]; k < m->rowptr[r + 1]; k++)
            rows[k] = r;
    int *row2 = malloc(sizeof(int) * (size_t)gs), *col2 = malloc(sizeof(int) * (size_t)gs);
    uint32_t *wc = malloc(sizeof(uint32_t) * (size_t)gs);
    uint32_t *counts = calloc((size_t)m->height + 1, sizeof(uint32_t));
    int slots[2 * WS], deltas[2 * WS], outslots[WS], included[WS];

    memset(e, 0, sizeof *e);
    e->vt = vt;
    e->cap = 4;
    e->col = malloc(sizeof(uint32_t) * (size_t)(e->cap * gs));
    e->val = malloc(sizeof(float) * (size_t)(e->cap * gs));
    e->rowidx = malloc(sizeof(uint32_t) * (size_t)e->cap);
    e->outidx = malloc(sizeof(uint32_t) * ((size_t)m->height + 1));

    int pos = 0;
    while (pos < m->nz) {
        if (e->ngroups == e->cap) {
            e->cap *= 2;
            e->col = realloc(e->col, sizeof(uint32_t) * (size_t)(e->cap * gs));
            e->val = realloc(e->val, sizeof(float) * (size_t)(e->cap * gs));
            e->rowidx = realloc(e->rowidx, sizeof(uint32_t) * (size_t)e->cap);
        }
        uint32_t *colout = e->col + (size_t)e->ngroups * gs;
        float *valout = e->val + (size_t)e->ngroups * gs;

        /* ConsumeAndWrite: at most 32 rows from the first one */
        int last_row = rows[pos] + WS - 1, consumed = 0, remaining = m->nz - pos;
        int row = rows[pos], col = m->cols[pos];
        for (int i = 0; i < gs; i++) {
            float v = 0.0f;
            if (consumed < remaining && rows[pos + consumed] <= last_row) {
                row = rows[pos + consumed];
                col = m->cols[pos + consumed];
                v = m->vals[pos + consumed];
                consumed++;
            }
            row2[i] = row;
            col2[i] = col;
            valout[(i % vt) * WS + i / vt] = v;
        }

        /* ProcessWarp */
        int cur_slot = 0;
        for (int tid = 0, i = 0; tid < WS; tid++) {
            int cur_row = -1, thread_slot = cur_slot;
            for (int v = 0; v < vt; v++, i++) {
                if (row2[i] != cur_row) {
                    if (v) {
                        wc[i - 1] |= STORE_FLAG;
                        slots[cur_slot++] = i - 1;
                    }
                    cur_row = row2[i];
                }
                wc[i] = (uint32_t)col2[i];
            }
            wc[i - 1] |= STORE_FLAG;
            slots[cur_slot++] = i - 1;
            wc[i - vt] |= (uint32_t)thread_slot << 26;
        }
        int prev_row = -1, prev_start = -1, nout = 0;
        for (int tid = 0; tid < 2 * WS; tid++) {
            int delta = 0;
            if (tid < cur_slot) {
                int r = row2[slots[tid]];
                if (r != prev_row) {
                    if (tid) {
                        outslots[nout] = tid - 1;
                        included[nout++] = prev_row;
                    }
                    prev_start = tid;
                    prev_row = r;
                }
                delta = tid - prev_start;
            }
            deltas[tid] = delta;
        }
        outslots[nout] = cur_slot - 1;
        included[nout++] = prev_row;
        for (int tid = 0, i = 0; tid < WS; tid++, i += vt) {
            wc[i + 1] |= (uint32_t)deltas[tid] << 27;
            wc[i + 2] |= (uint32_t)deltas[WS + tid] << 26;
            if (tid < nout) {
                wc[i + 1] |= SERIALIZE;
                wc[i + 3] |= (uint32_t)outslots[tid] << 26;
            }
        }
        for (int i = 0; i < gs; i++)
            colout[(i % vt) * WS + i / vt] = wc[i];

        /* EncoderFeeder::Process */
        e->rowidx[e->ngroups++] = (uint32_t)e->outsize;
        e->outsize += nout;
        for (int k = 0; k < nout; k++)
            counts[included[k]]++;
        pos += consumed;
    }
    /* EncoderFeeder::Finalize, unpacked: exclusive scan over height + 1 */
    uint32_t sum = 0;
    for (int r = 0; r <= m->height; r++) {
        e->outidx[r] = sum;
        sum += counts[r];
    }
    free(rows);
    free(row2);
    free(col2);
    free(wc);
    free(counts);
}

static void encoded_free(encoded *e)
{
    free(e->col);
    free(e->val);
    free(e->rowidx);
    free(e->outidx);
}

/* ------------------------------------------------------------------------ */
/* References. */

/* SpMxV in the kernel's order, from the encoded matrix (spmxv.cu). */
static void spmxv_ref(const encoded *e, const float *x, int width, float *temp)
{
    const int vt = e->vt;
    for (int g = 0; g < e->ngroups; g++) {
        float sh[2 * WS];
        int dx[WS], dy[WS], rsum[WS], store[WS];
        for (int s = 0; s < 2 * WS; s++)
            sh[s] = 0.0f; /* never read for a result */
        for (int t = 0; t < WS; t++) {
            const uint32_t *c = e->col + (size_t)g * WS * vt + t;
            const float *v = e->val + (size_t)g * WS * vt + t;
            uint32_t scan = c[0] >> 26;
            dx[t] = (int)(c[WS] >> 27);
            dy[t] = (int)(c[2 * WS] >> 26);
            rsum[t] = (int)(c[3 * WS] >> 26);
            store[t] = (c[WS] & SERIALIZE) != 0;
            float sum = 0.0f;
            for (int i = 0; i < vt; i++) {
                uint32_t ci = c[i * WS], xi = ci & COL_MASK;
                float xv = xi < (uint32_t)width ? x[xi] : 0.0f;
                sum = fmaf(v[i * WS], xv, sum);
                if (i == vt - 1 || (ci & STORE_FLAG)) {
                    sh[scan++] = sum;
                    sum = 0.0f;
                }
            }
        }
        for (int off = 1; off < WS; off <<= 1) {
            float nx[WS], ny[WS];
            for (int t = 0; t < WS; t++) {
                nx[t] = off <= dx[t] ? sh[t] + sh[t - off] : sh[t];
                ny[t] = off <= dy[t] ? sh[WS + t] + sh[WS + t - off] : sh[WS + t];
            }
            for (int t = 0; t < WS; t++) {
                sh[t] = nx[t];
                sh[WS + t] = ny[t];
            }
        }
        for (int t = 0; t < WS; t++)
            if (WS <= dy[t])
                sh[WS + t] = sh[t] + sh[WS + t];
        for (int t = 0; t < WS; t++)
            if (store[t])
                temp[e->rowidx[g] + (uint32_t)t] = sh[rsum[t]];
    }
}

/* Finalize (finalize.cu). */
static void finalize_ref(const float *temp, const uint32_t *outidx, int height, float *y,
                         float alpha, float beta, int use_beta)
{
    for (int r = 0; r < height; r++) {
        float sum = 0.0f;
        for (uint32_t k = outidx[r]; k < outidx[r + 1]; k++)
            sum = sum + temp[k];
        sum = alpha * sum;
        if (use_beta)
            sum = fmaf(beta, y[r], sum);
        y[r] = sum;
    }
}

/* A plain CSR SpMV in float, row order (exact for the integer matrices). */
static void csr_float(const csr *m, const float *x, float *y, float alpha, float beta,
                      int use_beta)
{
    for (int r = 0; r < m->height; r++) {
        float s = 0.0f;
        for (int k = m->rowptr[r]; k < m->rowptr[r + 1]; k++)
            s += m->vals[k] * x[m->cols[k]];
        s = alpha * s;
        y[r] = use_beta ? beta * y[r] + s : s;
    }
}

/* ------------------------------------------------------------------------ */
/* Matrices. */

typedef struct shape {
    int height, width;
    int long_row;     /* a row this long (0: none), at row height / 3 */
    int gap_from;     /* rows [gap_from, gap_to) empty */
    int gap_to;
    int lead, trail;  /* leading and trailing empty rows */
    int single;       /* exactly one nonzero */
    int fixed;        /* every row this long (0: random lengths) */
} shape;

static float rand_value(uint32_t *s, int exact)
{
    if (exact) {
        int v = (int)(rk_rand(s) % 15) - 7; /* -7..7, not 0 */
        return (float)(v ? v : 8);
    }
    return (float)(int32_t)rk_rand(s) * (1.0f / 2147483648.0f);
}

static void make_matrix(const shape *sh, uint32_t seed, int exact, csr *m)
{
    m->height = sh->height;
    m->width = sh->width;
    m->rowptr = malloc(sizeof(int) * ((size_t)sh->height + 1));
    int *len = malloc(sizeof(int) * (size_t)sh->height);
    int nz = 0;
    for (int r = 0; r < sh->height; r++) {
        uint32_t k = rk_rand(&seed) % 100;
        int n;
        if (k < 22)
            n = 0;
        else if (k < 75)
            n = 1 + (int)(rk_rand(&seed) % 8);
        else if (k < 96)
            n = 9 + (int)(rk_rand(&seed) % 56);
        else
            n = 65 + (int)(rk_rand(&seed) % 300);
        if (r < sh->lead || r >= sh->height - sh->trail || (r >= sh->gap_from && r < sh->gap_to))
            n = 0;
        if (sh->long_row && r == sh->height / 3)
            n = sh->long_row;
        if (sh->single)
            n = r == sh->height / 2;
        if (sh->fixed)
            n = sh->fixed;
        len[r] = n;
        nz += n;
    }
    m->nz = nz;
    m->cols = malloc(sizeof(int) * (size_t)(nz ? nz : 1));
    m->vals = malloc(sizeof(float) * (size_t)(nz ? nz : 1));
    int k = 0;
    for (int r = 0; r < sh->height; r++) {
        m->rowptr[r] = k;
        for (int j = 0; j < len[r]; j++, k++) {
            m->cols[k] = (int)(rk_rand(&seed) % (uint32_t)sh->width); /* duplicates allowed */
            m->vals[k] = rand_value(&seed, exact);
        }
    }
    m->rowptr[sh->height] = k;
    free(len);
}

static void csr_free(csr *m)
{
    free(m->rowptr);
    free(m->cols);
    free(m->vals);
}

/* ------------------------------------------------------------------------ */
/* One case: encode, run SpMxV_vt then Finalize on one model, compare. */

static void run_case(unsigned timing, int vt, const shape *sh, uint32_t seed, int exact,
                     float alpha, float beta, int use_beta)
{
    csr m;
    make_matrix(sh, seed, exact, &m);
    encoded e;
    encode(&m, vt, &e);

    uint32_t s2 = seed ^ 0x9e3779b9u;
    float *x = malloc(sizeof(float) * (size_t)m.width);
    for (int i = 0; i < m.width; i++)
        x[i] = exact ? (float)((int)(rk_rand(&s2) % 17) - 8) : rand_value(&s2, 0);
    float *y0 = malloc(sizeof(float) * (size_t)m.height);
    for (int i = 0; i < m.height; i++)
        y0[i] = exact ? (float)((int)(rk_rand(&s2) % 33) - 16) : rand_value(&s2, 0);

    size_t tsize = (size_t)(e.outsize ? e.outsize : 1);
    float *want_t = malloc(sizeof(float) * tsize);
    uint32_t *sentinel = malloc(sizeof(uint32_t) * tsize);
    for (size_t i = 0; i < tsize; i++)
        sentinel[i] = 0x7fbadbadu;
    memcpy(want_t, sentinel, sizeof(float) * tsize);
    float *want_y = malloc(sizeof(float) * (size_t)m.height);
    memcpy(want_y, y0, sizeof(float) * (size_t)m.height);
    spmxv_ref(&e, x, m.width, want_t);
    finalize_ref(want_t, e.outidx, m.height, want_y, alpha, beta, use_beta);

    if (exact) {
        /* the kernel's order against a plain CSR SpMV: all sums exact */
        float *csr_y = malloc(sizeof(float) * (size_t)m.height);
        memcpy(csr_y, y0, sizeof(float) * (size_t)m.height);
        csr_float(&m, x, csr_y, alpha, beta, use_beta);
        for (int r = 0; r < m.height; r++)
            if (f2u(csr_y[r]) != f2u(want_y[r]))
                fail_msg("reference: row %d: ordered %a, CSR %a", r, (double)want_y[r],
                         (double)csr_y[r]);
        free(csr_y);
    } else {
        /* the ordered reference is an SpMV (within float rounding) */
        for (int r = 0; r < m.height; r++) {
            double s = 0.0, mag = 0.0;
            for (int k = m.rowptr[r]; k < m.rowptr[r + 1]; k++) {
                s += (double)m.vals[k] * x[m.cols[k]];
                mag += fabs((double)m.vals[k] * x[m.cols[k]]);
            }
            double want = alpha * s + (use_beta ? (double)beta * y0[r] : 0.0);
            double tol = 1e-5 * (fabs(alpha) * mag + fabs(beta * y0[r])) + 1e-30;
            if (fabs(want - (double)want_y[r]) > tol)
                fail_msg("reference: row %d: ordered %g, double CSR %g", r, (double)want_y[r],
                         want);
        }
    }

    rk_run r;
    char fn[32];
    snprintf(fn, sizeof fn, "SpMxV_%d", vt);
    rk_begin(&r, FILE_SASS, fn, timing);
    size_t nvals = (size_t)e.ngroups * WS * (size_t)vt;
    rk_buffer(&r, ROWIDX, e.rowidx, sizeof(uint32_t) * (e.ngroups ? (size_t)e.ngroups : 1));
    rk_buffer(&r, COLIDX, e.col, sizeof(uint32_t) * (nvals ? nvals : 1));
    rk_buffer(&r, VALUES, e.val, sizeof(float) * (nvals ? nvals : 1));
    rk_buffer(&r, TEMP, sentinel, sizeof(float) * tsize);
    rk_buffer(&r, OUTIDX, e.outidx, sizeof(uint32_t) * ((size_t)m.height + 1));
    rk_buffer(&r, XVEC, x, sizeof(float) * (size_t)m.width);
    rk_buffer(&r, YVEC, y0, sizeof(float) * (size_t)m.height);
    sg_error err;
    if (sg_sm_bind_texture(r.sm, 0, XVEC, (uint32_t)m.width, 1, &err) != SG_OK)
        fail_msg("%s: bind texture: %s", r.name, err.msg);

    if (e.ngroups) {
        uint32_t p[5] = {ROWIDX, COLIDX, VALUES, TEMP, (uint32_t)e.ngroups};
        rk_launch(&r, (uint32_t)(e.ngroups + 7) / 8, 256, p, sizeof p);
        uint32_t *got_t = malloc(sizeof(uint32_t) * tsize);
        rk_read(&r, TEMP, got_t, sizeof(uint32_t) * tsize);
        uint32_t *wt = malloc(sizeof(uint32_t) * tsize);
        memcpy(wt, want_t, sizeof(uint32_t) * tsize);
        rk_expect_words(&r, "tempOutput", got_t, wt, tsize);
        free(got_t);
        free(wt);
    }

    rk_load(&r, FILE_SASS, "Finalize");
    uint32_t fp[7] = {TEMP, OUTIDX, (uint32_t)m.height, YVEC, f2u(alpha), f2u(beta),
                      (uint32_t)use_beta};
    rk_launch(&r, (uint32_t)(m.height + 255) / 256, 256, fp, sizeof fp);
    uint32_t *got_y = malloc(sizeof(uint32_t) * (size_t)m.height);
    uint32_t *wy = malloc(sizeof(uint32_t) * (size_t)m.height);
    rk_read(&r, YVEC, got_y, sizeof(uint32_t) * (size_t)m.height);
    memcpy(wy, want_y, sizeof(uint32_t) * (size_t)m.height);
    rk_expect_words(&r, "y", got_y, wy, (size_t)m.height);
    rk_end(&r);

    free(got_y);
    free(wy);
    free(x);
    free(y0);
    free(want_t);
    free(want_y);
    free(sentinel);
    encoded_free(&e);
    csr_free(&m);
}

static const int VTS[] = {4, 6, 8, 10, 12, 16, 20};

static void both(int vt, const shape *sh, uint32_t seed, int exact, float alpha, float beta,
                 int use_beta)
{
    run_case(SG_TIMING_FUNCTIONAL, vt, sh, seed, exact, alpha, beta, use_beta);
    run_case(SG_TIMING_CYCLE, vt, sh, seed, exact, alpha, beta, use_beta);
}

/* Integer matrices against a plain CSR SpMV, every SpMxV_VT. */
static void test_spmv_exact(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof VTS / sizeof VTS[0]; i++) {
        shape sh = {230, 120, 0, 60, 110, 3, 5, 0, 0};
        both(VTS[i], &sh, 0x51ed270u + (uint32_t)i, 1, -2.0f, 0.5f, 1);
    }
}

/* Random floats against the kernel's summation order, every SpMxV_VT, a
 * row spanning more than 8 groups (two blocks). */
static void test_spmv_ordered(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof VTS / sizeof VTS[0]; i++) {
        int vt = VTS[i];
        shape sh = {150, 200, 9 * WS * vt + 37, 90, 125, 1, 2, 0, 0};
        both(vt, &sh, 0xa11ce5u * (uint32_t)(i + 1), 0, 1.25f, 0.0f, 0);
        shape sh2 = {300, 257, 0, 0, 0, 0, 0, 0, 0};
        for (uint32_t k = 0; k < 3; k++)
            both(vt, &sh2, 0xbeef01u + 7 * (uint32_t)i + k, 0, -0.75f, 1.5f, 1);
    }
}

/* Every row vt - 1 long: 32 rows a group, most lanes holding two rows
 * (up to 63 shared slots, 32 output slots a warp). */
static void test_spmv_short_rows(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof VTS / sizeof VTS[0]; i++) {
        shape sh = {333, 64, 0, 0, 0, 0, 0, 0, VTS[i] - 1};
        both(VTS[i], &sh, 0x5107u + (uint32_t)i, 0, 1.0f, 0.0f, 0);
        both(VTS[i], &sh, 0x5108u + (uint32_t)i, 1, 1.0f, 1.0f, 1);
    }
}

/* One nonzero; no nonzero (Finalize only: y = alpha * 0 + beta * y). */
static void test_spmv_tiny(void **state)
{
    (void)state;
    shape one = {40, 7, 0, 0, 0, 0, 0, 1, 0};
    both(4, &one, 0x1234u, 0, 3.0f, -1.0f, 1);
    both(20, &one, 0x4321u, 1, 1.0f, 0.0f, 0);
    shape none = {20, 5, 0, 0, 0, 20, 0, 0, 0};
    both(8, &none, 0x77u, 0, 2.0f, 0.25f, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_spmv_exact),
        cmocka_unit_test(test_spmv_ordered),
        cmocka_unit_test(test_spmv_short_rows),
        cmocka_unit_test(test_spmv_tiny),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
