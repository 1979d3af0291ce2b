/*
 * parse.c - the assembler for one instruction: cuobjdump text -> sg_insn,
 * read from the same table as the disassembler.
 *
 * The text is first split into a guard, a mnemonic with its dot-separated
 * suffixes and a list of operands, each recognised by its syntax alone
 * (register, predicate, c[][], [..], number, label ...). Then every form with
 * that mnemonic is tried: its modifiers must account for the suffixes in
 * table order and its operand kinds must accept the operands. The first form
 * that accepts everything wins; otherwise the error of the form that got
 * furthest is reported, with the column of the offending token.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isa_internal.h"
#include "../util/err.h"

#define MAX_SUFFIX 12
#define MAX_TEXT_OPS 8

/* Syntactic operand classes. */
enum syn { SYN_REG, SYN_PRED, SYN_CONST, SYN_CMEM, SYN_MEM, SYN_SREG, SYN_CC, SYN_NUM, SYN_LABEL,
           SYN_TEXDIM };

typedef struct tok_opnd {
    enum syn syn;
    unsigned col;
    unsigned reg;
    int neg, abs, cc, inv, paren;
    int minus; /* SYN_NUM written with a leading '-' (so "-0x0" is the negate bit) */
    unsigned bank;
    int has_reg; /* MEM/CMEM: a base register was written */
    int64_t num;
    char label[64];
} tok_opnd;

typedef struct parsed {
    unsigned guard, guard_neg;
    char mnem[32];
    unsigned mnem_col;
    unsigned nsuf;
    char suf[MAX_SUFFIX][32];
    unsigned suf_col[MAX_SUFFIX];
    unsigned nops;
    tok_opnd op[MAX_TEXT_OPS];
    unsigned end_col;
} parsed;

typedef struct cursor {
    const char *s;
    size_t i;
} cursor;

static void skip_ws(cursor *c)
{
    while (c->s[c->i] == ' ' || c->s[c->i] == '\t')
        c->i++;
}

static unsigned col(const cursor *c)
{
    return (unsigned)c->i + 1;
}

static sg_status fail_at(sg_error *err, unsigned column, sg_status code, const char *msg,
                         const char *detail)
{
    sg_fail(err, code, "%s%s", msg, detail ? detail : "");
    if (err)
        err->col = column;
    return code;
}

/* A number: [-]0x hex or decimal. */
static int parse_number(cursor *c, int64_t *v)
{
    size_t i = c->i;
    int neg = 0;
    if (c->s[i] == '-') {
        neg = 1;
        i++;
    } else if (c->s[i] == '+') {
        i++;
    }
    const char *p = c->s + i;
    char *end;
    unsigned long long u;
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        if (!isxdigit((unsigned char)p[2]))
            return 0;
        u = strtoull(p + 2, &end, 16);
    } else if (isdigit((unsigned char)p[0])) {
        u = strtoull(p, &end, 10);
    } else {
        return 0;
    }
    if (isalnum((unsigned char)*end) || *end == '_')
        return 0;
    if (u > 0xffffffffffffull)
        return 0; /* wider than any field: reported as out of range by caller */
    *v = neg ? -(int64_t)u : (int64_t)u;
    c->i = (size_t)(end - c->s);
    return 1;
}

/* "R12", "RZ" -> register number; 0 if not a register. */
static int parse_reg(cursor *c, unsigned *r)
{
    const char *p = c->s + c->i;
    if (p[0] != 'R')
        return 0;
    if (p[1] == 'Z' && !isalnum((unsigned char)p[2]) && p[2] != '_') {
        *r = SG_RZ;
        c->i += 2;
        return 1;
    }
    if (!isdigit((unsigned char)p[1]))
        return 0;
    unsigned v = 0, k = 1;
    while (isdigit((unsigned char)p[k]) && k < 4)
        v = v * 10 + (unsigned)(p[k++] - '0');
    if (isalnum((unsigned char)p[k]) || p[k] == '_' || v > 62)
        return 0;
    *r = v;
    c->i += k;
    return 1;
}

static int parse_pred(cursor *c, unsigned *p)
{
    const char *s = c->s + c->i;
    if ((s[0] == 'p' || s[0] == 'P') && (s[1] == 't' || s[1] == 'T') && !isalnum((unsigned char)s[2])) {
        *p = SG_PT;
        c->i += 2;
        return 1;
    }
    if (s[0] == 'P' && s[1] >= '0' && s[1] <= '6' && !isalnum((unsigned char)s[2])) {
        *p = (unsigned)(s[1] - '0');
        c->i += 2;
        return 1;
    }
    return 0;
}

/* A texture dimensionality name ("1D"); 0 if there is none here. */
static int parse_texdim(cursor *c, unsigned *v)
{
    const char *s = c->s + c->i;
    for (unsigned k = 0; k < 8; k++) {
        const char *n = sg_texdim_names[k];
        size_t len = n ? strlen(n) : 0;
        if (len && !strncmp(s, n, len) && !isalnum((unsigned char)s[len]) && s[len] != '_') {
            *v = k;
            c->i += len;
            return 1;
        }
    }
    return 0;
}

static int parse_ident(cursor *c, char *buf, size_t n)
{
    size_t k = 0;
    const char *s = c->s + c->i;
    if (!(isalpha((unsigned char)s[0]) || s[0] == '_' || s[0] == '.' || s[0] == '$'))
        return 0;
    while (isalnum((unsigned char)s[k]) || s[k] == '_' || s[k] == '.' || s[k] == '$') {
        if (k + 1 < n)
            buf[k] = s[k];
        k++;
    }
    if (k >= n)
        return 0;
    buf[k] = '\0';
    c->i += k;
    return 1;
}

/* "[R4]", "[R4+0x10]", "[R4+-0x10]", "[R4-0x10]", "[0x10]" */
static sg_status parse_brackets(cursor *c, tok_opnd *t, sg_error *err)
{
    unsigned start = col(c);
    c->i++; /* '[' */
    skip_ws(c);
    t->has_reg = 0;
    t->num = 0;
    t->reg = SG_RZ;
    if (parse_reg(c, &t->reg)) {
        t->has_reg = 1;
        skip_ws(c);
        if (c->s[c->i] == '+' || c->s[c->i] == '-') {
            int minus = c->s[c->i] == '-';
            c->i++;
            skip_ws(c);
            unsigned ncol = col(c);
            if (!parse_number(c, &t->num))
                return fail_at(err, ncol, SG_ERR_SYNTAX, "expected an offset after '+' or '-'",
                               NULL);
            if (minus)
                t->num = -t->num;
        }
    } else if (!parse_number(c, &t->num)) {
        return fail_at(err, col(c), SG_ERR_SYNTAX,
                       "expected a register or an offset inside '[ ]'", NULL);
    }
    skip_ws(c);
    if (c->s[c->i] != ']') {
        sg_fail(err, SG_ERR_SYNTAX, "expected ']' closing the '[' at column %u", start);
        if (err)
            err->col = col(c);
        return SG_ERR_SYNTAX;
    }
    c->i++;
    return SG_OK;
}

static sg_status parse_operand(cursor *c, tok_opnd *t, sg_error *err)
{
    memset(t, 0, sizeof *t);
    skip_ws(c);
    t->col = col(c);
    if (c->s[c->i] == '!') {
        c->i++;
        t->neg = 1;
        if (!parse_pred(c, &t->reg))
            return fail_at(err, col(c), SG_ERR_SYNTAX, "expected a predicate after '!'", NULL);
        t->syn = SYN_PRED;
        return SG_OK;
    }
    if (c->s[c->i] == '~') {
        t->inv = 1;
        c->i++;
    }
    if (c->s[c->i] == '-' && !isdigit((unsigned char)c->s[c->i + 1])) {
        t->neg = 1;
        c->i++;
    }
    if (c->s[c->i] == '|') {
        t->abs = 1;
        c->i++;
    }
    if (c->s[c->i] == '(') {
        t->paren = 1;
        c->i++;
    }
    const char *s = c->s + c->i;
    int reg_like = s[0] == 'R' && isdigit((unsigned char)s[1]);
    if (parse_reg(c, &t->reg)) {
        t->syn = SYN_REG;
    } else if (!t->neg && !t->abs && !t->inv && parse_pred(c, &t->reg)) {
        t->syn = SYN_PRED;
    } else if (s[0] == 'c' && (s[1] == ' ' || s[1] == '[' || s[1] == '\t')) {
        c->i++;
        skip_ws(c);
        if (c->s[c->i] != '[')
            return fail_at(err, col(c), SG_ERR_SYNTAX, "expected '[' after 'c'", NULL);
        c->i++;
        skip_ws(c);
        int64_t b;
        unsigned bcol = col(c);
        if (!parse_number(c, &b))
            return fail_at(err, bcol, SG_ERR_SYNTAX, "expected a constant bank number", NULL);
        if (b < 0 || b > 31)
            return fail_at(err, bcol, SG_ERR_RANGE, "constant bank must be 0x0-0x1f", NULL);
        t->bank = (unsigned)b;
        skip_ws(c);
        if (c->s[c->i] != ']')
            return fail_at(err, col(c), SG_ERR_SYNTAX, "expected ']' after the constant bank", NULL);
        c->i++;
        skip_ws(c);
        if (c->s[c->i] != '[')
            return fail_at(err, col(c), SG_ERR_SYNTAX, "expected '[offset]' after 'c [bank]'",
                           NULL);
        sg_status st = parse_brackets(c, t, err);
        if (st)
            return st;
        t->syn = t->has_reg ? SYN_CMEM : SYN_CONST;
    } else if (s[0] == '[') {
        sg_status st = parse_brackets(c, t, err);
        if (st)
            return st;
        t->syn = SYN_MEM;
    } else if (s[0] == 'C' && s[1] == 'C' && s[2] == '.') {
        char name[24];
        if (!parse_ident(c, name, sizeof name))
            return fail_at(err, t->col, SG_ERR_SYNTAX, "malformed condition-code test", NULL);
        int found = -1;
        for (int i = 0; i < 32; i++)
            if (sg_cc_names[i] && !strcmp(sg_cc_names[i], name))
                found = i;
        if (found < 0)
            return fail_at(err, t->col, SG_ERR_UNKNOWN, "unknown condition-code test ", name);
        t->reg = (unsigned)found;
        t->syn = SYN_CC;
    } else if (s[0] == 'S' && s[1] == 'R') {
        char name[40];
        if (!parse_ident(c, name, sizeof name))
            return fail_at(err, t->col, SG_ERR_SYNTAX, "malformed special register", NULL);
        int found = -1;
        for (int i = 0; i < 256; i++)
            if (sg_sreg_names[i] && !strcmp(sg_sreg_names[i], name))
                found = i;
        if (found < 0 && isdigit((unsigned char)name[2])) {
            char *end;
            long v = strtol(name + 2, &end, 10);
            if (!*end && v >= 0 && v < 256)
                found = (int)v;
        }
        if (found < 0)
            return fail_at(err, t->col, SG_ERR_UNKNOWN, "unknown special register ", name);
        t->reg = (unsigned)found;
        t->syn = SYN_SREG;
    } else if (reg_like) {
        return fail_at(err, col(c), SG_ERR_RANGE,
                       "register out of range: R0-R62 and RZ exist (R63 is written RZ)", NULL);
    } else if (parse_texdim(c, &t->reg)) {
        t->syn = SYN_TEXDIM; /* also a label's name where a branch target is wanted */
        snprintf(t->label, sizeof t->label, "%s", sg_texdim_names[t->reg]);
    } else if ((t->minus = c->s[c->i] == '-'), parse_number(c, &t->num)) {
        t->syn = SYN_NUM;
    } else if (!t->neg && !t->abs && !t->inv && parse_ident(c, t->label, sizeof t->label)) {
        t->syn = SYN_LABEL;
    } else {
        return fail_at(err, col(c), SG_ERR_SYNTAX,
                       "expected an operand (register, predicate, c [bank] [offset], [address], "
                       "number or label)", NULL);
    }
    if (t->paren) {
        if (c->s[c->i] != ')')
            return fail_at(err, col(c), SG_ERR_SYNTAX, "expected ')'", NULL);
        c->i++;
    }
    if (t->abs) {
        if (c->s[c->i] != '|')
            return fail_at(err, col(c), SG_ERR_SYNTAX, "expected '|' closing the absolute value",
                           NULL);
        c->i++;
    }
    if (t->syn == SYN_REG && !strncmp(c->s + c->i, ".CC", 3) && !isalnum((unsigned char)c->s[c->i + 3])) {
        t->cc = 1;
        c->i += 3;
    }
    return SG_OK;
}

static sg_status split(const char *text, parsed *p, sg_error *err)
{
    cursor c = {text, 0};
    memset(p, 0, sizeof *p);
    p->guard = SG_PT;
    skip_ws(&c);
    if (c.s[c.i] == '@') {
        c.i++;
        if (c.s[c.i] == '!') {
            p->guard_neg = 1;
            c.i++;
        }
        if (!parse_pred(&c, &p->guard))
            return fail_at(err, col(&c), SG_ERR_SYNTAX, "expected a guard predicate (P0-P6, pt) after '@'",
                           NULL);
        skip_ws(&c);
    }
    p->mnem_col = col(&c);
    size_t k = 0;
    while (isalnum((unsigned char)c.s[c.i]) || c.s[c.i] == '_') {
        if (k + 1 >= sizeof p->mnem)
            return fail_at(err, p->mnem_col, SG_ERR_SYNTAX, "mnemonic too long", NULL);
        p->mnem[k++] = c.s[c.i++];
    }
    p->mnem[k] = '\0';
    if (!k)
        return fail_at(err, p->mnem_col, SG_ERR_SYNTAX, "expected a mnemonic", NULL);
    while (c.s[c.i] == '.') {
        c.i++;
        if (p->nsuf == MAX_SUFFIX)
            return fail_at(err, col(&c), SG_ERR_SYNTAX, "too many modifiers", NULL);
        p->suf_col[p->nsuf] = col(&c);
        k = 0;
        while (isalnum((unsigned char)c.s[c.i]) || c.s[c.i] == '_') {
            if (k + 1 >= sizeof p->suf[0])
                return fail_at(err, p->suf_col[p->nsuf], SG_ERR_SYNTAX, "modifier too long", NULL);
            p->suf[p->nsuf][k++] = c.s[c.i++];
        }
        p->suf[p->nsuf][k] = '\0';
        if (!k)
            return fail_at(err, col(&c), SG_ERR_SYNTAX, "expected a modifier after '.'", NULL);
        p->nsuf++;
    }
    skip_ws(&c);
    while (c.s[c.i] && c.s[c.i] != ';') {
        if (p->nops == MAX_TEXT_OPS)
            return fail_at(err, col(&c), SG_ERR_OPERAND, "too many operands", NULL);
        sg_status st = parse_operand(&c, &p->op[p->nops], err);
        if (st)
            return st;
        p->nops++;
        skip_ws(&c);
        if (c.s[c.i] == ',') {
            c.i++;
            skip_ws(&c);
            if (!c.s[c.i] || c.s[c.i] == ';')
                return fail_at(err, col(&c), SG_ERR_SYNTAX, "expected an operand after ','", NULL);
        } else if (c.s[c.i] && c.s[c.i] != ';') {
            return fail_at(err, col(&c), SG_ERR_SYNTAX, "expected ',' or ';' after an operand", NULL);
        }
    }
    p->end_col = col(&c);
    if (c.s[c.i] == ';') {
        c.i++;
        skip_ws(&c);
        if (c.s[c.i])
            return fail_at(err, col(&c), SG_ERR_SYNTAX, "unexpected text after ';'", NULL);
    }
    return SG_OK;
}

static const char *syn_name(enum syn s)
{
    static const char *const n[] = {"register",  "predicate",        "constant c [bank] [offset]",
                                    "c [bank] [register+offset]", "memory operand [..]",
                                    "special register", "condition-code test", "number", "label",
                                    "texture dimensionality"};
    return n[s];
}

static const char *kind_want(unsigned k)
{
    switch (k) {
    case SG_OPND_REG: return "a register";
    case SG_OPND_PRED: return "a predicate";
    case SG_OPND_CONST: return "a constant c [bank] [offset]";
    case SG_OPND_IMM:
    case SG_OPND_UIMM:
    case SG_OPND_FIMM: return "an immediate";
    case SG_OPND_TARGET: return "a branch target (address or label)";
    case SG_OPND_MEM: return "a memory operand [Ra+offset]";
    case SG_OPND_CMEM: return "a constant operand c [bank] [Ra+offset]";
    case SG_OPND_SREG: return "a special register";
    case SG_OPND_CC: return "a condition-code test (CC.T, ...)";
    case SG_OPND_TEXDIM: return "a texture dimensionality (1D)";
    }
    return "?";
}

static int syn_fits(enum syn s, unsigned kind)
{
    switch (kind) {
    case SG_OPND_REG: return s == SYN_REG;
    case SG_OPND_PRED: return s == SYN_PRED;
    case SG_OPND_CONST: return s == SYN_CONST;
    case SG_OPND_IMM:
    case SG_OPND_UIMM:
    case SG_OPND_FIMM: return s == SYN_NUM;
    case SG_OPND_TARGET: return s == SYN_NUM || s == SYN_LABEL || s == SYN_TEXDIM;
    case SG_OPND_MEM: return s == SYN_MEM;
    case SG_OPND_CMEM: return s == SYN_CMEM || s == SYN_CONST;
    case SG_OPND_SREG: return s == SYN_SREG;
    case SG_OPND_CC: return s == SYN_CC;
    case SG_OPND_TEXDIM: return s == SYN_TEXDIM;
    }
    return 0;
}

/* Does modifier name (possibly "A.B") match the suffixes from index s on?
 * Returns the number of suffixes it spans, 0 if it does not match. */
static unsigned name_matches(const char *name, const parsed *p, unsigned s)
{
    unsigned k = 0;
    const char *n = name;
    while (s + k < p->nsuf) {
        size_t len = strlen(p->suf[s + k]);
        if (strncmp(n, p->suf[s + k], len))
            return 0;
        n += len;
        k++;
        if (!*n)
            return k;
        if (*n != '.')
            return 0;
        n++;
    }
    return 0;
}

/* The spellings of an immediate cuobjdump uses, mapped onto the field:
 * "-0x8" on an operand with a negate bit is that bit and 0x8 (IADD R1, R1,
 * -0x8); a signed field also takes its raw unsigned value (ISETP ... 0xfffff
 * is -1 in 20 bits); a 32-bit unsigned field takes a negative value (it
 * wraps). Out-of-range values are left for the encoder to report. */
static void imm_spelling(const sg_opnd_desc *d, const tok_opnd *t, sg_operand *o)
{
    if (d->kind != SG_OPND_IMM && d->kind != SG_OPND_UIMM && d->kind != SG_OPND_FIMM)
        return;
    unsigned w = sg_opnd_val_width(d);
    if (d->neg && !t->neg && !t->paren && t->minus) {
        o->neg = 1;
        o->imm = -o->imm;
    }
    if ((d->flags & SG_OF_SIGNED) && w < 63 && o->imm >= (int64_t)1 << (w - 1) &&
               o->imm < (int64_t)1 << w) {
        o->imm -= (int64_t)1 << w;
    } else if (!(d->flags & SG_OF_SIGNED) && w == 32 && o->imm < 0 &&
               o->imm >= -(int64_t)0x80000000ll) {
        o->imm += 0x100000000ll;
    }
}

/* Try form f; on success fill *out. Returns SG_OK or an error in *err, with
 * *progress telling how far the form got (to pick the best error). */
static sg_status try_form(const parsed *p, int fi, uint32_t addr, unsigned dialect,
                          sg_label_fn resolve, void *ctx, sg_insn *out, sg_error *err,
                          int *progress)
{
    const sg_form *f = &sg_isa_forms[fi];
    memset(out, 0, sizeof *out);
    out->form = fi;
    out->op = f->op;
    out->addr = addr;
    out->guard = (uint8_t)p->guard;
    out->guard_neg = (uint8_t)p->guard_neg;
    *progress = 0;
    /* modifiers, greedily in table order */
    unsigned s = 0;
    out->nmods = (uint8_t)sg_form_nmods(f);
    for (unsigned m = 0; m < out->nmods; m++) {
        const sg_mod_desc *md = &f->mods[m];
        unsigned nvals = 1u << md->f.width;
        int dflt = -1, hit = -1;
        unsigned span = 0;
        for (unsigned v = 0; v < nvals; v++) {
            const char *name = md->names[v];
            if (!name)
                continue;
            if (!name[0]) {
                if (dflt < 0)
                    dflt = (int)v;
                continue;
            }
            unsigned k = name_matches(name, p, s);
            if (k > span) { /* the longest name wins: "U32.U32.HI" over "U32.U32" */
                span = k;
                hit = (int)v;
            }
        }
        if (hit >= 0) {
            out->mod[m] = (uint16_t)hit;
            s += span;
        } else if (dflt >= 0) {
            out->mod[m] = (uint16_t)dflt;
        }
        if ((hit >= 0 || dflt >= 0) && (dialect & SG_DIALECT_SHIFT_W_CLEAR) &&
            sg_mod_is_shift_w(md))
            out->mod[m] ^= 1;
        if (hit < 0 && dflt < 0) {
            unsigned c = s < p->nsuf ? p->suf_col[s] : p->end_col;
            char want[200] = "";
            size_t len = 0;
            for (unsigned v = 0; v < nvals && len < sizeof want - 24; v++)
                if (md->names[v])
                    len += (size_t)snprintf(want + len, sizeof want - len, "%s.%s",
                                            len ? ", " : "", md->names[v]);
            sg_fail(err, SG_ERR_UNKNOWN, "%s needs one of the modifiers %s here", f->mnemonic, want);
            if (err)
                err->col = c;
            return SG_ERR_UNKNOWN;
        }
        *progress = 1 + (int)s;
    }
    if (s < p->nsuf && !strcmp(p->suf[s], "S") && s + 1 == p->nsuf) {
        out->sflag = 1;
        s++;
    }
    if (s < p->nsuf) {
        sg_fail(err, SG_ERR_UNKNOWN, "unknown or misplaced modifier '.%s' for %s", p->suf[s],
                f->mnemonic);
        if (err)
            err->col = p->suf_col[s];
        return SG_ERR_UNKNOWN;
    }
    *progress = 100;
    if ((f->flags & SG_FF_NOGUARD) && (p->guard != SG_PT || p->guard_neg)) {
        sg_fail(err, SG_ERR_OPERAND, "%s takes no guard predicate", f->mnemonic);
        if (err)
            err->col = 1;
        return SG_ERR_OPERAND;
    }
    /* operands: an optional one is skipped when the next text operand does
     * not fit its kind (or none is left) */
    unsigned nops = sg_form_nops(f), need = 0, t_i = 0;
    int text_of[SG_MAX_OPERANDS];
    for (unsigned i = 0; i < nops; i++)
        need += !(f->opnd[i].flags & SG_OF_OPTIONAL);
    out->nops = (uint8_t)nops;
    for (unsigned i = 0; i < nops; i++) {
        const sg_opnd_desc *d = &f->opnd[i];
        sg_operand *o = &out->opnd[i];
        o->kind = d->kind;
        text_of[i] = -1;
        if (d->flags & SG_OF_OPTIONAL) {
            if (t_i >= p->nops || !syn_fits(p->op[t_i].syn, d->kind)) {
                o->reg = d->dflt;
                continue;
            }
        }
        if (t_i >= p->nops) {
            sg_fail(err, SG_ERR_OPERAND, "%s takes %u operand%s, not %u", f->mnemonic, need,
                    need == 1 ? "" : "s", p->nops);
            if (err)
                err->col = p->end_col;
            return SG_ERR_OPERAND;
        }
        const tok_opnd *t = &p->op[t_i];
        text_of[i] = (int)t_i++;
        *progress = 200 + (int)i;
        if (!syn_fits(t->syn, d->kind)) {
            sg_fail(err, SG_ERR_OPERAND, "%s operand %u: expected %s, found a %s", f->mnemonic,
                    i + 1, kind_want(d->kind), syn_name(t->syn));
            if (err)
                err->col = t->col;
            return SG_ERR_OPERAND;
        }
        if ((t->neg && !d->neg) || (t->abs && !d->abs) || (t->cc && !d->cc) || (t->inv && !d->inv)) {
            const char *what = t->cc && !d->cc     ? "'.CC'"
                               : t->abs && !d->abs ? "'|..|'"
                               : t->inv && !d->inv ? "'~'"
                               : t->syn == SYN_PRED ? "'!'"
                                                    : "'-'";
            sg_fail(err, SG_ERR_OPERAND, "%s operand %u cannot take %s", f->mnemonic, i + 1, what);
            if (err)
                err->col = t->col;
            return SG_ERR_OPERAND;
        }
        o->reg = d->reg.width ? (uint8_t)t->reg : 0;
        o->neg = (uint8_t)t->neg;
        o->abs = (uint8_t)t->abs;
        o->cc = (uint8_t)t->cc;
        o->inv = (uint8_t)t->inv;
        o->bank = (uint8_t)t->bank;
        o->imm = t->num;
        if ((d->kind == SG_OPND_MEM || d->kind == SG_OPND_CMEM) && !t->has_reg)
            o->reg = SG_RZ;
        if ((d->flags & SG_OF_NOREG) && t->has_reg && t->reg != SG_RZ) {
            sg_fail(err, SG_ERR_OPERAND, "%s operand %u takes no base register", f->mnemonic, i + 1);
            if (err)
                err->col = t->col;
            return SG_ERR_OPERAND;
        }
        if (d->kind == SG_OPND_TARGET && (t->syn == SYN_LABEL || t->syn == SYN_TEXDIM)) {
            uint32_t a;
            if (!resolve || !resolve(ctx, t->label, &a)) {
                sg_fail(err, SG_ERR_UNKNOWN, "undefined label '%s'", t->label);
                if (err)
                    err->col = t->col;
                return SG_ERR_UNKNOWN;
            }
            o->imm = a;
        }
        imm_spelling(d, t, o);
    }
    if (t_i < p->nops) {
        sg_fail(err, SG_ERR_OPERAND, "%s takes %u operand%s, not %u", f->mnemonic, need,
                need == 1 ? "" : "s", p->nops);
        if (err)
            err->col = p->op[t_i].col;
        return SG_ERR_OPERAND;
    }
    *progress = 300;
    uint64_t w;
    int bad;
    sg_status st = sg_encode_ex(out, &w, err, &bad);
    if (st) {
        if (err)
            err->col = (bad >= 0 && text_of[bad] >= 0) ? p->op[text_of[bad]].col : p->mnem_col;
        return st;
    }
    out->word = w;
    return SG_OK;
}

sg_status sg_asm_insn_ex(const char *text, uint32_t addr, unsigned dialect, sg_label_fn resolve,
                         void *ctx, sg_insn *out, sg_error *err)
{
    if (dialect > SG_DIALECT_SHIFT_W_CLEAR)
        return sg_fail(err, SG_ERR_ARG, "sg_asm_insn: unknown dialect %u", dialect);
    if (!text || !out)
        return sg_fail(err, SG_ERR_ARG, "sg_asm_insn: NULL argument");
    parsed p;
    memset(out, 0, sizeof *out);
    out->form = SG_FORM_UNKNOWN;
    sg_status st = split(text, &p, err);
    if (st)
        return st;
    int best = -1, any = 0;
    sg_error best_err;
    memset(&best_err, 0, sizeof best_err);
    for (int i = 0; i < sg_isa_nforms; i++) {
        if (strcmp(sg_isa_forms[i].mnemonic, p.mnem))
            continue;
        any = 1;
        sg_error e;
        int progress;
        if (try_form(&p, i, addr, dialect, resolve, ctx, out, &e, &progress) == SG_OK)
            return SG_OK;
        if (progress > best) {
            best = progress;
            best_err = e;
        }
    }
    memset(out, 0, sizeof *out);
    out->form = SG_FORM_UNKNOWN;
    if (!any) {
        sg_fail(err, SG_ERR_UNKNOWN, "unknown mnemonic '%s'", p.mnem);
        if (err)
            err->col = p.mnem_col;
        return SG_ERR_UNKNOWN;
    }
    if (err)
        *err = best_err;
    return best_err.code ? best_err.code : SG_ERR_SYNTAX;
}

sg_status sg_asm_insn(const char *text, uint32_t addr, sg_insn *out, sg_error *err)
{
    return sg_asm_insn_ex(text, addr, SG_DIALECT_DEFAULT, NULL, NULL, out, err);
}

sg_status sg_asm_insn_dialect(const char *text, uint32_t addr, unsigned dialect, sg_insn *out,
                              sg_error *err)
{
    return sg_asm_insn_ex(text, addr, dialect, NULL, NULL, out, err);
}
