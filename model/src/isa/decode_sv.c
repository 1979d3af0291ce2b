/*
 * decode_sv.c - the reference RTL of the decoder, generated from the ISA
 * table (specs/decode.md §5): sm_decode_pkg.sv (the form table), sm_decode.sv
 * (the module) and decode_bugs.svh (its injected bugs). This file renders
 * the package and the module and is the entry point (sg_decode_sv_render);
 * decode_sv_plan.c builds the recipes, decode_sv_bugs.c holds the bugs.
 *
 * This is the structural path: every bundle field of every form becomes a
 * "recipe" read off the table's bit fields - a constant, a bit field (split,
 * sign-extended, shifted) or a small table indexed by a modifier field - and
 * each recipe becomes one assignment of the generated module. The semantic
 * path (decode_bundle.c) computes the same fields from sg_decode()'s operands
 * and the modifier names; rtl_decode compares the two (decode_check.cpp).
 *
 * The text depends on the table only (no dates, no paths): regenerating is
 * byte-for-byte stable. Nothing here is global and mutable: a render builds
 * its tables on the stack.
 */
#include <stdio.h>
#include <string.h>

#include "smgold/decode.h"
#include "decode_sv_internal.h"

#define OPCODE_BITS 0xf000000000000007ull /* codec.c: bits every form fixes */
#define SG_ISA_MAX_FORMS 512 /* dec_form is 9 bits */

static const uint8_t field_width[SG_DF_COUNT] = {
#define SG_DEC_W_(name, width) width,
    SG_DEC_FIELDS(SG_DEC_W_)
#undef SG_DEC_W_
};
static const char *const field_name[SG_DF_COUNT] = {
#define SG_DEC_N_(name, width) #name,
    SG_DEC_FIELDS(SG_DEC_N_)
#undef SG_DEC_N_
};

#define SG_DEC_SUM_(name, width) +width
enum { DEC_BITS = 0 SG_DEC_FIELDS(SG_DEC_SUM_) }; /* the width of dec_bundle */
#undef SG_DEC_SUM_

unsigned sg_decoded_bits(void)
{
    return DEC_BITS;
}

/* ---- emitting --------------------------------------------------------------- */

static void lut_name(sg_strbuf *b, const lutset *s, int i)
{
    sg_sb_printf(b, "sm_decode_pkg::LUT%d_%s", i, i >= 0 ? s->t[i].tag : "?");
}

/* A FIELD recipe as a W-bit concatenation of word bits and zeros. */
static void emit_field(sg_strbuf *b, const rcp *r, unsigned W)
{
    int src[64];
    unsigned n = 0;
    int top = r->hi.width ? r->hi.lo + r->hi.width - 1 : r->f.lo + r->f.width - 1;
    for (unsigned k = 0; k < r->shift && n < W; k++)
        src[n++] = -1;
    for (unsigned k = 0; k < r->f.width && n < W; k++)
        src[n++] = r->f.lo + (int)k;
    for (unsigned k = 0; k < r->hi.width && n < W; k++)
        src[n++] = r->hi.lo + (int)k;
    while (n < W)
        src[n++] = r->sext ? top : -1;
    char parts[64][48];
    unsigned np = 0;
    for (int i = (int)W - 1; i >= 0;) {
        int j = i;
        if (src[i] < 0) {
            while (j > 0 && src[j - 1] < 0)
                j--;
            snprintf(parts[np++], sizeof parts[0], "%d'b0", i - j + 1);
        } else if (i > 0 && src[i - 1] == src[i]) {
            while (j > 0 && src[j - 1] == src[i])
                j--;
            snprintf(parts[np++], sizeof parts[0], "{%d{w[%d]}}", i - j + 1, src[i]);
        } else {
            while (j > 0 && src[j - 1] >= 0 && src[j - 1] == src[j] - 1)
                j--;
            if (i == j)
                snprintf(parts[np++], sizeof parts[0], "w[%d]", src[i]);
            else
                snprintf(parts[np++], sizeof parts[0], "w[%d:%d]", src[i], src[j]);
        }
        i = j - 1;
    }
    if (np == 1) {
        sg_sb_printf(b, "%s", parts[0]);
        return;
    }
    sg_sb_printf(b, "{");
    for (unsigned k = 0; k < np; k++)
        sg_sb_printf(b, "%s%s", k ? ", " : "", parts[k]);
    sg_sb_printf(b, "}");
}

static void emit_index(sg_strbuf *b, sg_bits f)
{
    if (f.width == 1)
        sg_sb_printf(b, "w[%u]", f.lo);
    else
        sg_sb_printf(b, "w[%u:%u]", f.lo + f.width - 1, f.lo);
}

static void emit_const(sg_strbuf *b, uint32_t k, unsigned W)
{
    if (W >= 16)
        sg_sb_printf(b, "%u'h%x", W, k);
    else
        sg_sb_printf(b, "%u'd%u", W, k);
}

static const char *const ic_names[] = {"IC_ALU", "IC_ALU_HALF", "IC_FP64", "IC_SFU", "IC_LDST",
                                       "IC_CTRL"};
static const char *const ctrl_names[] = {"CTRL_OTHER", "CTRL_SSY", "CTRL_PBK", "CTRL_PCNT",
                                         "CTRL_PRET",  "CTRL_CAL", "CTRL_BRA", "CTRL_BRX",
                                         "CTRL_BRK",   "CTRL_CONT", "CTRL_RET", "CTRL_EXIT"};
static const char *const bk_names[] = {NULL, "B_REG", "B_CONST", "B_IMM", "B_FIMM", "B_SREG"};
static const char *const tgt_names[] = {NULL, "TGT_REL", "TGT_ABS"};
static const char *const mem_names[] = {NULL, "MEM_LOAD", "MEM_STORE", "MEM_RMW"};

/* The package's name of constant k of field fi, NULL when it has none. */
static const char *const_name(unsigned fi, uint32_t k)
{
    switch (fi) {
    case SG_DF_iclass: return k < 6 ? ic_names[k] : NULL;
    case SG_DF_ctrl: return k < 12 ? ctrl_names[k] : NULL;
    case SG_DF_b_kind: return k < 6 ? bk_names[k] : NULL;
    case SG_DF_tgt: return k < 3 ? tgt_names[k] : NULL;
    case SG_DF_mem: return k < 4 ? mem_names[k] : NULL;
    default: return NULL;
    }
}

static void emit_rcp(sg_strbuf *b, const lutset *s, const rcp *r, unsigned W, unsigned fi)
{
    const char *name;
    switch (r->kind) {
    case RK_CONST:
        if ((name = const_name(fi, r->k)) != NULL)
            sg_sb_printf(b, "sm_decode_pkg::%s", name);
        else
            emit_const(b, r->k, W);
        break;
    case RK_FIELD: emit_field(b, r, W); break;
    default: /* entry v of a W-bit table at bits [v*W +: W] */
        lut_name(b, s, r->lut);
        sg_sb_printf(b, "[");
        if (W > 1)
            sg_sb_printf(b, "%u * ", W);
        emit_index(b, r->f);
        if (W > 1)
            sg_sb_printf(b, " +: %u", W);
        sg_sb_printf(b, "]");
        break;
    }
}

static const char *const unit_names[] = {"CTRL", "ALU", "FPU64", "SFU", "LDST"};

static void render_pkg(sg_strbuf *b)
{
    lutset s;
    s.n = 0;
    plan p;
    for (int i = 0; i < sg_isa_nforms; i++)
        sg_dsv_build(&s, i, &p);
    sg_dsv_header(b, "sm_decode_pkg.sv", "the form table of the generated decoder sm_decode");
    sg_sb_printf(b,
                 "//\n"
                 "// Per form i (the \"#\" of specs/isa.md §5): Fi_MATCH and Fi_MASK (a word is the form when\n"
                 "// (word & Fi_MASK) == Fi_MATCH and each of its modifier fields holds a defined value, the\n"
                 "// first such form in table order wins), and the form's constant fields: Fi_OP (sg_op),\n"
                 "// Fi_UNIT (sg_unit), Fi_ICLASS (issue class), Fi_CTRL (control class). LUTk_*: tables\n"
                 "// indexed by a modifier field (DEF: the value is defined; the others give a field of the\n"
                 "// bundle), entry v at bits [v*W +: W].\n\n"
                 "package sm_decode_pkg;\n\n"
                 "  localparam int NFORMS = %d;\n\n"
                 "  // issue classes (specs/timing.md IC-1)\n"
                 "  localparam logic [2:0] IC_ALU = 3'd0, IC_ALU_HALF = 3'd1, IC_FP64 = 3'd2, IC_SFU = 3'd3,\n"
                 "                         IC_LDST = 3'd4, IC_CTRL = 3'd5;\n"
                 "  // control classes (specs/dpi.md iss_ctrl)\n"
                 "  localparam logic [3:0] CTRL_OTHER = 4'd0, CTRL_SSY = 4'd1, CTRL_PBK = 4'd2, CTRL_PCNT = 4'd3,\n"
                 "                         CTRL_PRET = 4'd4, CTRL_CAL = 4'd5, CTRL_BRA = 4'd6, CTRL_BRX = 4'd7,\n"
                 "                         CTRL_BRK = 4'd8, CTRL_CONT = 4'd9, CTRL_RET = 4'd10, CTRL_EXIT = 4'd11;\n"
                 "  // kinds of the bit-26 operand, branch targets, memory accesses\n"
                 "  // (0 is none)\n"
                 "  localparam logic [2:0] B_REG = 3'd1, B_CONST = 3'd2, B_IMM = 3'd3, B_FIMM = 3'd4, B_SREG = 3'd5;\n"
                 "  localparam logic [1:0] TGT_REL = 2'd1, TGT_ABS = 2'd2;\n"
                 "  localparam logic [1:0] MEM_LOAD = 2'd1, MEM_STORE = 2'd2, MEM_RMW = 2'd3;\n\n",
                 sg_isa_nforms);
    sg_sb_printf(b, "  // tables indexed by a field\n");
    for (unsigned i = 0; i < s.n; i++) {
        const lut *l = &s.t[i];
        unsigned n = 1u << l->in_w, bits = n * l->out_w;
        sg_sb_printf(b, "  localparam logic [%u:0] LUT%u_%s = ", bits - 1, i, l->tag);
        if (l->out_w == 1) {
            sg_sb_printf(b, "%u'b", n);
            for (unsigned v = n; v-- > 0;)
                sg_sb_printf(b, "%u%s", l->v[v], v && v % 8 == 0 ? "_" : "");
            sg_sb_printf(b, ";\n");
            continue;
        }
        sg_sb_printf(b, "{");
        for (unsigned v = n; v-- > 0;)
            sg_sb_printf(b, "%u'd%u%s", l->out_w, l->v[v], v ? ", " : "");
        sg_sb_printf(b, "};\n");
    }
    sg_sb_printf(b, "\n");
    for (int i = 0; i < sg_isa_nforms; i++) {
        const sg_form *f = &sg_isa_forms[i];
        char syn[1024];
        sg_isa_form_syntax(i, syn, sizeof syn);
        sg_sb_printf(b, "  // #%d %s\n", i, syn);
        sg_sb_printf(b, "  localparam logic [63:0] F%d_MATCH = 64'h%016llx;\n", i,
                     (unsigned long long)f->match);
        sg_sb_printf(b, "  localparam logic [63:0] F%d_MASK = 64'h%016llx;\n", i,
                     (unsigned long long)(sg_form_mask(f) | OPCODE_BITS));
        sg_sb_printf(b,
                     "  localparam logic [6:0] F%d_OP = 7'd%u;\n"
                     "  localparam logic [2:0] F%d_UNIT = 3'd%u;  // %s\n"
                     "  localparam logic [2:0] F%d_ICLASS = %s;\n"
                     "  localparam logic [3:0] F%d_CTRL = %s;\n",
                     i, f->op, i, f->unit, unit_names[f->unit % 5], i,
                     ic_names[sg_dec_iclass_of(f->op, f->unit)], i,
                     ctrl_names[sg_dec_ctrl_of(f->op)]);
    }
    sg_sb_printf(b, "\nendpackage\n");
}
static int rcp_eq(const rcp *a, const rcp *b)
{
    return a->kind == b->kind && a->f.lo == b->f.lo && a->f.width == b->f.width &&
           a->hi.lo == b->hi.lo && a->hi.width == b->hi.width && a->sext == b->sext &&
           a->shift == b->shift && a->k == b->k && (a->kind != RK_LUT || a->lut == b->lut);
}

static int fld_eq(const fld *a, const fld *b)
{
    if (!rcp_eq(&a->r, &b->r) || a->nalt != b->nalt)
        return 0;
    for (unsigned i = 0; i < a->nalt; i++)
        if (a->alt[i].bug != b->alt[i].bug || !rcp_eq(&a->alt[i].r, &b->alt[i].r))
            return 0;
    return 1;
}

/* A sign extension that adds no bit to a W-bit field is none. */
static void normalize(rcp *r, unsigned W)
{
    if (r->kind == RK_FIELD && (unsigned)(r->f.width + r->hi.width + r->shift) >= W)
        r->sext = 0;
}

/* A set of form numbers as an n-bit literal (bit i = form i). */
static void emit_mask(sg_strbuf *b, const uint64_t *m, unsigned n)
{
    unsigned nd = (n + 3) / 4;
    sg_sb_printf(b, "%u'h", n);
    for (unsigned d = nd; d-- > 0;)
        sg_sb_printf(b, "%x%s", (unsigned)(m[d / 16] >> (4 * (d % 16))) & 0xfu,
                     d && d % 16 == 0 ? "_" : "");
}

/* Field fi's bits in dec_bundle as "bit N" or "bits N-M" (LSB-first in field order). */
static void bundle_bits(sg_strbuf *b, unsigned fi)
{
    unsigned lo = 0;
    for (unsigned k = 0; k < fi; k++)
        lo += field_width[k];
    if (field_width[fi] == 1)
        sg_sb_printf(b, "bit %u", lo);
    else
        sg_sb_printf(b, "bits %u-%u", lo, lo + field_width[fi] - 1u);
}

static void bundle_comment(sg_strbuf *b)
{
    sg_sb_printf(b,
                 "// dec_bundle: all the dec_<field> ports as one %u-bit vector (sg_decoded_bits()), packed\n"
                 "// LSB-first in field order: field i at bit (the sum of the widths of fields 0..i-1), i.e.\n"
                 "// {dec_%s, ..., dec_%s, dec_%s} (specs/decode.md §5):\n"
                 "// dec_%s ",
                 (unsigned)DEC_BITS, field_name[SG_DF_COUNT - 1], field_name[1], field_name[0],
                 field_name[0]);
    bundle_bits(b, 0);
    sg_sb_printf(b, ", dec_%s ", field_name[1]);
    bundle_bits(b, 1);
    sg_sb_printf(b, ", dec_%s ", field_name[2]);
    bundle_bits(b, 2);
    sg_sb_printf(b, ", ..., dec_%s ", field_name[SG_DF_COUNT - 1]);
    bundle_bits(b, SG_DF_COUNT - 1);
    sg_sb_printf(b, ".\n");
}

/* assign dec_bundle = {the last field, ..., the first}; */
static void render_bundle(sg_strbuf *b)
{
    sg_sb_printf(b,
                 "  // the bundle as one vector: field 0 (valid) at bit 0, each next field above the last\n"
                 "  assign dec_bundle = {");
    unsigned col = 23; /* lines of at most 100 characters */
    for (unsigned k = SG_DF_COUNT; k-- > 0;) {
        unsigned n = (unsigned)strlen(field_name[k]) + 4;
        if (k + 1 < SG_DF_COUNT) {
            if (col + 2 + n + 2 > 100) {
                sg_sb_printf(b, ",\n                      ");
                col = 22;
            } else {
                sg_sb_printf(b, ", ");
                col += 2;
            }
        }
        sg_sb_printf(b, "dec_%s", field_name[k]);
        col += n;
    }
    sg_sb_printf(b, "};\n");
}

static void render_module(sg_strbuf *b)
{
    lutset s;
    s.n = 0;
    plan p;
    for (int i = 0; i < sg_isa_nforms; i++) /* the same LUT numbering as the package */
        sg_dsv_build(&s, i, &p);
    sg_dsv_header(b, "sm_decode.sv", "the instruction decoder of a Fermi SM (reference RTL)");
    sg_sb_printf(b,
                 "//\n"
                 "// Decodes one 64-bit instruction word into the decode bundle of specs/decode.md §2 (the C\n"
                 "// model's sg_decode_bundle, model/include/smgold/decode.h): one output port dec_<field> per\n"
                 "// field, in the bundle's order and widths. Every field is 0 when dec_valid is 0.\n");
    bundle_comment(b);
    sg_sb_printf(b,
                 "//\n"
                 "// Structure\n"
                 "//  * in_stage (always_ff): the word of clock c is latched at the edge of c (synchronous\n"
                 "//    active-low reset clears it, out_valid = 0); everything below computes from the latch,\n"
                 "//    so the bundle of clock c shows right after that edge (the convention of alu_lanes).\n"
                 "//  * match (always_comb): hit[i] = the word is form i of sm_decode_pkg (fixed bits equal,\n"
                 "//    modifier values defined).\n"
                 "//  * first hit: sel = the lowest-numbered form that hits (one-hot), as the C table's\n"
                 "//    decoder tries the forms in order.\n"
                 "//  * fields: each dec_<field> is an AND-OR of its recipes selected by sel; then the\n"
                 "//    fields derived from others (cond, rcc); dec_bundle, their concatenation.\n"
                 "//\n"
                 "// Parameters: BUG (0 = none). Injected bugs (decode_bugs.svh, ids 160-191): bug_sel is the\n"
                 "// parameter BUG or, with `define SMGOLD_BUG_PORT, the last input port. Every\n"
                 "// `bug_q == DBUG_x` below is a deliberate deviation, active only for that id.\n\n");
    sg_sb_printf(b,
                 "module sm_decode #(\n"
                 "    parameter int BUG = 0\n"
                 ") (\n"
                 "    input  logic        clk,\n"
                 "    input  logic        rst_n,\n"
                 "    input  logic        in_valid,\n"
                 "    input  logic [63:0] in_word,\n"
                 "    output logic        out_valid");
    for (unsigned k = 0; k < SG_DF_COUNT; k++) {
        if (field_width[k] == 1)
            sg_sb_printf(b, ",\n    output logic        dec_%s", field_name[k]);
        else
            sg_sb_printf(b, ",\n    output logic [%2u:0] dec_%s", field_width[k] - 1u, field_name[k]);
    }
    sg_sb_printf(b, ",\n    output logic [%u:0] dec_bundle  // {dec_%s, ..., dec_%s}", DEC_BITS - 1u,
                 field_name[SG_DF_COUNT - 1], field_name[0]);
    sg_sb_printf(b,
                 "\n`ifdef SMGOLD_BUG_PORT\n"
                 "    ,\n"
                 "    input  logic [7:0]  bug_sel\n"
                 "`endif\n"
                 ");\n\n"
                 "  `include \"decode_bugs.svh\"\n\n"
                 "`ifndef SMGOLD_BUG_PORT\n"
                 "  localparam logic [7:0] bug_q = BUG[7:0];\n"
                 "`else\n"
                 "  if (BUG != 0) begin : g_bug_param_check\n"
                 "    $error(\"sm_decode: with SMGOLD_BUG_PORT the port bug_sel selects the bug; BUG must be 0\");\n"
                 "  end\n"
                 "  // the bug select is latched like the word: static during a run (set before reset)\n"
                 "  logic [7:0] bug_q;\n"
                 "  always_ff @(posedge clk) bug_q <= bug_sel;\n"
                 "`endif\n\n"
                 "  // ------------------------------------------------------------------ input stage\n"
                 "  logic        q_valid;\n"
                 "  logic [63:0] q_word;\n"
                 "  always_ff @(posedge clk) begin : in_stage\n"
                 "    if (!rst_n) begin\n"
                 "      q_valid <= 1'b0;\n"
                 "      q_word  <= '0;\n"
                 "    end else begin\n"
                 "      q_valid <= in_valid;\n"
                 "      q_word  <= in_word;\n"
                 "    end\n"
                 "  end\n"
                 "  assign out_valid = q_valid;\n\n"
                 "  logic [63:0] w;\n"
                 "  assign w = q_word;\n\n"
                 "  // ------------------------------------------------------------------ form match\n"
                 "  logic [sm_decode_pkg::NFORMS-1:0] hit;\n"
                 "  always_comb begin : match\n");
    for (int i = 0; i < sg_isa_nforms; i++) {
        sg_dsv_build(&s, i, &p);
        sg_sb_printf(b, "    hit[%d] = ", i);
        if (p.drop_bug) {
            sg_sb_printf(b, "((bug_q == ");
            sg_dsv_bug_const(b, p.drop_bug);
            sg_sb_printf(b, ") ? ((w & (sm_decode_pkg::F%d_MASK & ~64'h%016llx)) == sm_decode_pkg::F%d_MATCH)\n"
                            "                : ((w & sm_decode_pkg::F%d_MASK) == sm_decode_pkg::F%d_MATCH))",
                         i, (unsigned long long)p.drop_bits, i, i, i);
        } else {
            sg_sb_printf(b, "((w & sm_decode_pkg::F%d_MASK) == sm_decode_pkg::F%d_MATCH)", i, i);
        }
        if (p.ndef) {
            sg_sb_printf(b, "\n             && ((bug_q == ");
            sg_dsv_bug_const(b, B_UNDEFINED_MODS_ACCEPTED);
            sg_sb_printf(b, ") || %s", p.ndef > 1 ? "(" : "");
            for (unsigned k = 0; k < p.ndef; k++) {
                lut_name(b, &s, p.def[k].lut);
                sg_sb_printf(b, "[");
                emit_index(b, p.def[k].f);
                sg_sb_printf(b, "]%s", k + 1 < p.ndef ? " && " : "");
            }
            sg_sb_printf(b, "%s)", p.ndef > 1 ? ")" : "");
        }
        sg_sb_printf(b, ";\n");
    }
    sg_sb_printf(b,
                 "  end\n\n"
                 "  // ------------------------------------------------------------------ first hit\n"
                 "  // The lowest-numbered form that hits (the C decoder tries the forms in table order):\n"
                 "  // sel is one-hot, or 0 when no form hits.\n"
                 "  logic [sm_decode_pkg::NFORMS-1:0] sel;\n"
                 "  assign sel = hit & (~hit + 1'b1);\n\n"
                 "  // ------------------------------------------------------------------ fields\n"
                 "  // Each field is the OR of its recipes (a constant, bits of the word, a table entry),\n"
                 "  // each selected by the forms that use it (a mask of form numbers); a form that\n"
                 "  // contributes no term gives 0 (none). Per form: the #i comments of sm_decode_pkg.\n"
                 "  assign dec_valid = |hit;\n");
    for (unsigned k = 0; k < SG_DF_COUNT; k++) {
        if (k == SG_DF_valid || k == SG_DF_cond || k == SG_DF_rcc)
            continue;
        int table = k == SG_DF_form || k == SG_DF_op || k == SG_DF_unit || k == SG_DF_iclass ||
                    k == SG_DF_ctrl;
        unsigned W = field_width[k], nterm = 0;
        fld col[SG_ISA_MAX_FORMS];
        for (int i = 0; i < sg_isa_nforms; i++) {
            sg_dsv_build(&s, i, &p);
            col[i] = p.v[k];
            normalize(&col[i].r, W); /* so that equal terms group */
            for (unsigned a = 0; a < col[i].nalt; a++)
                normalize(&col[i].alt[a].r, W);
        }
        sg_sb_printf(b, "  assign dec_%s =", field_name[k]);
        for (int i = 0; i < sg_isa_nforms; i++) {
            const fld *fd = &col[i];
            if (!table && fd->r.kind == RK_CONST && fd->r.k == 0 && !fd->nalt)
                continue;
            int seen = 0;
            for (int j = 0; j < i && !table; j++)
                seen |= fld_eq(&col[j], fd);
            if (seen)
                continue;
            sg_sb_printf(b, "%s({%u{", nterm++ ? "\n      | " : " ", W);
            if (table) {
                sg_sb_printf(b, "sel[%d]", i);
            } else {
                uint64_t m[SG_ISA_MAX_FORMS / 64] = {0};
                for (int j = i; j < sg_isa_nforms; j++)
                    if (fld_eq(&col[j], fd))
                        m[j / 64] |= 1ull << (j % 64);
                sg_sb_printf(b, "|(sel & ");
                emit_mask(b, m, (unsigned)sg_isa_nforms);
                sg_sb_printf(b, ")");
            }
            sg_sb_printf(b, "}} & ");
            if (fd->nalt)
                sg_sb_printf(b, "(");
            for (unsigned a = 0; a < fd->nalt; a++) {
                sg_sb_printf(b, "(bug_q == ");
                sg_dsv_bug_const(b, fd->alt[a].bug);
                sg_sb_printf(b, ") ? ");
                emit_rcp(b, &s, &fd->alt[a].r, W, k);
                sg_sb_printf(b, " : ");
            }
            if (k == SG_DF_form) {
                sg_sb_printf(b, "%u'd%d", W, i);
            } else if (table) {
                static const char *const cn[] = {"OP", "UNIT", "ICLASS", "CTRL"};
                unsigned c = k == SG_DF_op ? 0 : k == SG_DF_unit ? 1 : k == SG_DF_iclass ? 2 : 3;
                sg_sb_printf(b, "sm_decode_pkg::F%d_%s", i, cn[c]);
            } else {
                emit_rcp(b, &s, &fd->r, W, k);
            }
            sg_sb_printf(b, "%s)", fd->nalt ? ")" : "");
        }
        sg_sb_printf(b, "%s;\n", nterm ? "" : " '0");
    }
    sg_sb_printf(b,
                 "  // derived: IN-2's conditional step; the reads of $c (SB-1)\n"
                 "  assign dec_cond = dec_valid & ((dec_guard != 3'd7) | dec_guard_neg | (dec_cctest != 5'd15));\n"
                 "  assign dec_rcc = dec_valid & (dec_x | (dec_cctest != 5'd15));\n");
    render_bundle(b);
    sg_sb_printf(b, "\nendmodule\n");
}

static const char *const sv_files[] = {"sm_decode_pkg.sv", "sm_decode.sv", "decode_bugs.svh"};

unsigned sg_decode_sv_file_count(void)
{
    return (unsigned)(sizeof sv_files / sizeof sv_files[0]);
}

const char *sg_decode_sv_file_name(unsigned i)
{
    return i < sg_decode_sv_file_count() ? sv_files[i] : NULL;
}

size_t sg_decode_sv_render(unsigned i, char *buf, size_t n)
{
    sg_strbuf b = {buf, n, 0};
    if (n)
        buf[0] = '\0';
    if (sg_isa_nforms > SG_ISA_MAX_FORMS)
        return 0; /* dec_form and the form masks hold 512 forms */
    switch (i) {
    case 0: render_pkg(&b); break;
    case 1: render_module(&b); break;
    case 2: sg_dsv_render_bugs(&b); break;
    default: return 0;
    }
    return b.len;
}
