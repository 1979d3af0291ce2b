/*
 * listing.c - whole programs: cuobjdump-style listings (two passes: labels and
 * addresses, then instructions) and binary images.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "smgold/listing.h"
#include "isa_internal.h"
#include "../util/err.h"

#define LINE_MAX_LEN 1024
#define LABEL_MAX 64

typedef struct label {
    char name[LABEL_MAX];
    uint32_t addr;
    unsigned line;
} label;

/* One source line split into its parts (columns are 1-based, 0 = absent). */
typedef struct line_parts {
    int has_addr;
    uint32_t addr;
    unsigned addr_col;
    int has_hex;
    uint64_t hex; /* as printed (cuobjdump order) */
    unsigned hex_col;
    unsigned nlabels;
    char labels[4][LABEL_MAX];
    unsigned label_col[4];
    const char *text; /* instruction text (NUL-terminated copy), "" if none */
    unsigned text_col;
    const char *function; /* a "Function : NAME" header: NAME; else NULL */
    unsigned function_line;
} line_parts;

typedef struct asm_state {
    const char *name;
    label *labels;
    size_t nlabels, cap;
} asm_state;

static int resolve(void *ctx, const char *name, uint32_t *addr)
{
    asm_state *st = ctx;
    for (size_t i = 0; i < st->nlabels; i++)
        if (!strcmp(st->labels[i].name, name)) {
            *addr = st->labels[i].addr;
            return 1;
        }
    return 0;
}

static sg_status fail_line(sg_error *err, const char *name, unsigned line, unsigned col,
                           sg_status code, const char *msg)
{
    sg_fail(err, code, "%s", msg);
    sg_error_at(err, name, line, col);
    return code;
}

static int is_header_line(const char *s)
{
    return !strncmp(s, "code for ", 9) || !strncmp(s, "Function :", 10) ||
           !strncmp(s, "Fatbin ", 7) || !strncmp(s, ".", 1);
}

/* Split buf (one line, modifiable) into parts. */
static sg_status split_line(char *buf, line_parts *lp, const char *name, unsigned lineno,
                            sg_error *err)
{
    memset(lp, 0, sizeof *lp);
    lp->text = "";
    char *s = buf;
    /* strip a // comment ("*//*" between two comments is not one) */
    for (char *cm = strstr(s, "//"); cm; cm = strstr(cm + 1, "//"))
        if (cm == s || cm[-1] != '*') {
            *cm = '\0';
            break;
        }
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
    char *p = s;
    while (isspace((unsigned char)*p))
        p++;
    if (!strncmp(p, "Function :", 10)) {
        p += 10;
        while (isspace((unsigned char)*p))
            p++;
        lp->function = p;
        return SG_OK;
    }
    if (!*p || *p == '#' || is_header_line(p))
        return SG_OK;
    /* up to two comments: address then hex */
    while (p[0] == '/' && p[1] == '*') {
        unsigned c0 = (unsigned)(p - buf) + 1;
        char *end = strstr(p + 2, "*/");
        if (!end)
            return fail_line(err, name, lineno, c0, SG_ERR_SYNTAX, "unterminated '/*' comment");
        char *q = p + 2;
        while (*q == ' ')
            q++;
        int is_hex = q[0] == '0' && (q[1] == 'x' || q[1] == 'X');
        char *digits = is_hex ? q + 2 : q;
        char *e = digits;
        while (isxdigit((unsigned char)*e))
            e++;
        char *after = e;
        while (*after == ' ')
            after++;
        size_t nd = (size_t)(e - digits);
        if (after != end || nd == 0)
            return fail_line(err, name, lineno, c0, SG_ERR_SYNTAX,
                             "malformed comment: expected an address /*0090*/ or a hex word "
                             "/*0x0123456789abcdef*/");
        if (is_hex) {
            if (lp->has_hex)
                return fail_line(err, name, lineno, c0, SG_ERR_SYNTAX, "two hex words on one line");
            if (nd != 16)
                return fail_line(err, name, lineno, c0 + (unsigned)(digits - p), SG_ERR_SYNTAX,
                                 "malformed hex word: expected exactly 16 hex digits after 0x");
            lp->has_hex = 1;
            lp->hex = strtoull(digits, NULL, 16);
            lp->hex_col = c0;
        } else {
            if (lp->has_addr || lp->has_hex)
                return fail_line(err, name, lineno, c0, SG_ERR_SYNTAX,
                                 "unexpected address comment: the address comes first, once");
            if (nd > 8)
                return fail_line(err, name, lineno, c0, SG_ERR_RANGE,
                                 "address wider than 32 bits");
            lp->has_addr = 1;
            lp->addr = (uint32_t)strtoul(digits, NULL, 16);
            lp->addr_col = c0;
        }
        p = end + 2;
        while (isspace((unsigned char)*p))
            p++;
    }
    /* labels */
    for (;;) {
        char *q = p;
        if (!(isalpha((unsigned char)*q) || *q == '_' || *q == '.' || *q == '$'))
            break;
        while (isalnum((unsigned char)*q) || *q == '_' || *q == '.' || *q == '$')
            q++;
        char *r = q;
        while (*r == ' ' || *r == '\t')
            r++;
        if (*r != ':')
            break;
        if (lp->nlabels == 4)
            return fail_line(err, name, lineno, (unsigned)(p - buf) + 1, SG_ERR_SYNTAX,
                             "more than 4 labels on one line");
        size_t len = (size_t)(q - p);
        if (len >= LABEL_MAX)
            return fail_line(err, name, lineno, (unsigned)(p - buf) + 1, SG_ERR_SYNTAX,
                             "label longer than 63 characters");
        memcpy(lp->labels[lp->nlabels], p, len);
        lp->labels[lp->nlabels][len] = '\0';
        lp->label_col[lp->nlabels] = (unsigned)(p - buf) + 1;
        lp->nlabels++;
        p = r + 1;
        while (isspace((unsigned char)*p))
            p++;
    }
    lp->text = p;
    lp->text_col = (unsigned)(p - buf) + 1;
    return SG_OK;
}

/* Iterate over the lines of text; calls fn for each. */
typedef sg_status (*line_fn)(void *ctx, char *line, unsigned lineno, sg_error *err);

static sg_status for_each_line(const char *text, size_t len, const char *name, line_fn fn,
                               void *ctx, sg_error *err)
{
    char buf[LINE_MAX_LEN + 1];
    size_t i = 0;
    unsigned lineno = 0;
    while (i < len) {
        size_t j = i;
        while (j < len && text[j] != '\n')
            j++;
        lineno++;
        size_t n = j - i;
        if (n && text[i + n - 1] == '\r')
            n--;
        if (n > LINE_MAX_LEN)
            return fail_line(err, name, lineno, LINE_MAX_LEN + 1, SG_ERR_SYNTAX,
                             "line longer than 1024 characters");
        if (memchr(text + i, '\0', n))
            return fail_line(err, name, lineno, 1, SG_ERR_SYNTAX, "NUL byte in a text listing");
        memcpy(buf, text + i, n);
        buf[n] = '\0';
        sg_status st = fn(ctx, buf, lineno, err);
        if (st)
            return st;
        i = j + 1;
    }
    return SG_OK;
}

typedef struct pass_ctx {
    asm_state *st;
    const sg_asm_options *opt;
    int base_set;
    uint32_t base;
    uint32_t pc;
    size_t n;
    /* pass 2 */
    sg_program *out;
    int pass;
    /* cuobjdump's functions: how many headers so far, inside the one asked for */
    unsigned nfunctions;
    int in_fn, found_fn;
} pass_ctx;

static sg_status add_label(asm_state *st, const char *nm, uint32_t addr, unsigned line,
                           unsigned col, sg_error *err)
{
    for (size_t i = 0; i < st->nlabels; i++)
        if (!strcmp(st->labels[i].name, nm)) {
            char msg[160];
            snprintf(msg, sizeof msg, "label '%s' already defined on line %u", nm,
                     st->labels[i].line);
            return fail_line(err, st->name, line, col, SG_ERR_SYNTAX, msg);
        }
    if (st->nlabels == st->cap) {
        size_t cap = st->cap ? st->cap * 2 : 16;
        label *nl = realloc(st->labels, cap * sizeof *nl);
        if (!nl)
            return sg_fail(err, SG_ERR_NOMEM, "out of memory");
        st->labels = nl;
        st->cap = cap;
    }
    label *l = &st->labels[st->nlabels++];
    snprintf(l->name, sizeof l->name, "%s", nm);
    l->addr = addr;
    l->line = line;
    return SG_OK;
}

static sg_status on_line(void *vctx, char *buf, unsigned lineno, sg_error *err)
{
    pass_ctx *c = vctx;
    line_parts lp;
    const char *name = c->st->name;
    sg_status s = split_line(buf, &lp, name, lineno, err);
    if (s)
        return s;
    if (lp.function) {
        c->nfunctions++;
        if (c->opt->function) {
            c->in_fn = !strcmp(lp.function, c->opt->function);
            c->found_fn |= c->in_fn;
        } else if (c->nfunctions == 2) {
            char msg[SG_ERROR_MSG_MAX];
            snprintf(msg, sizeof msg,
                     "a second function ('%.200s'): a listing assembles into one program; name "
                     "the function to take (smgold --function NAME)",
                     lp.function);
            return fail_line(err, name, lineno, 1, SG_ERR_SYNTAX, msg);
        }
        return SG_OK;
    }
    if (c->opt->function && !c->in_fn)
        return SG_OK; /* outside the function asked for */
    int has_insn = lp.has_hex || lp.text[0];
    if (lp.has_addr && !c->base_set) {
        c->base = c->pc = lp.addr;
        c->base_set = 1;
    }
    if (c->pass == 1)
        for (unsigned i = 0; i < lp.nlabels; i++) {
            s = add_label(c->st, lp.labels[i], c->pc, lineno, lp.label_col[i], err);
            if (s)
                return s;
        }
    if (!has_insn) {
        if (lp.has_addr)
            return fail_line(err, name, lineno, lp.addr_col, SG_ERR_SYNTAX,
                             "an address comment must be followed by an instruction");
        return SG_OK;
    }
    c->base_set = 1;
    if (lp.has_addr && lp.addr != c->pc) {
        char msg[160];
        snprintf(msg, sizeof msg,
                 "address comment says 0x%04x but this instruction is at 0x%04x (listings are "
                 "contiguous, 8 bytes per instruction)",
                 lp.addr, c->pc);
        return fail_line(err, name, lineno, lp.addr_col, SG_ERR_MISMATCH, msg);
    }
    if (c->pass == 2) {
        uint64_t word = 0;
        if (lp.has_hex)
            word = sg_word_from_cuobjdump(lp.hex);
        if (lp.text[0] && !(lp.has_hex && c->opt->trust_hex)) {
            sg_insn in;
            sg_error e;
            s = sg_asm_insn_ex(lp.text, c->pc, c->opt->dialect, resolve, c->st, &in, &e);
            if (s) {
                if (err) {
                    *err = e;
                    sg_error_at(err, name, lineno, e.col ? lp.text_col + e.col - 1 : lp.text_col);
                }
                return s;
            }
            if (lp.has_hex && in.word != word) {
                char have[SG_TEXT_MAX], want[SG_TEXT_MAX], msg[SG_ERROR_MSG_MAX];
                sg_insn hx;
                sg_decode(word, c->pc, &hx);
                sg_disasm_dialect(&hx, c->opt->dialect, have, sizeof have);
                sg_disasm_dialect(&in, c->opt->dialect, want, sizeof want);
                snprintf(msg, sizeof msg,
                         "hex and text disagree: the text assembles to /*0x%016llx*/ (%s) but the "
                         "hex comment /*0x%016llx*/ decodes as %s",
                         (unsigned long long)sg_word_to_cuobjdump(in.word), want,
                         (unsigned long long)lp.hex, have);
                return fail_line(err, name, lineno, lp.hex_col, SG_ERR_MISMATCH, msg);
            }
            word = in.word;
        }
        c->out->words[c->n] = word;
        c->out->lines[c->n] = lineno;
    }
    c->n++;
    c->pc += 8;
    return SG_OK;
}

void sg_program_free(sg_program *p)
{
    if (!p)
        return;
    free(p->words);
    free(p->lines);
    memset(p, 0, sizeof *p);
}

sg_status sg_assemble(const char *text, size_t len, const char *name, const sg_asm_options *opt,
                      sg_program *out, sg_error *err)
{
    sg_asm_options dflt = {0};
    if (!out || (!text && len))
        return sg_fail(err, SG_ERR_ARG, "sg_assemble: NULL argument");
    memset(out, 0, sizeof *out);
    if (!opt)
        opt = &dflt;
    if (!name)
        name = "<input>";
    asm_state st = {name, NULL, 0, 0};
    pass_ctx c = {&st, opt, opt->base_given, opt->base, opt->base, 0, out, 1, 0, 0, 0};
    sg_status s = for_each_line(text, len, name, on_line, &c, err);
    if (!s && opt->function && !c.found_fn)
        s = sg_fail(err, SG_ERR_UNKNOWN, "%s: no function '%.200s' (no line 'Function : %.200s')",
                    name, opt->function, opt->function);
    if (!s) {
        size_t n = c.n ? c.n : 1;
        out->base = c.base;
        out->words = calloc(n, sizeof *out->words);
        out->lines = calloc(n, sizeof *out->lines);
        if (!out->words || !out->lines)
            s = sg_fail(err, SG_ERR_NOMEM, "out of memory");
    }
    if (!s) {
        pass_ctx c2 = {&st, opt, opt->base_given, opt->base, opt->base, 0, out, 2, 0, 0, 0};
        s = for_each_line(text, len, name, on_line, &c2, err);
        out->n = c2.n;
    }
    free(st.labels);
    if (s)
        sg_program_free(out);
    return s;
}

sg_status sg_program_from_binary(const uint8_t *bytes, size_t len, uint32_t base, const char *name,
                                 sg_program *out, sg_error *err)
{
    if (!out || (!bytes && len))
        return sg_fail(err, SG_ERR_ARG, "sg_program_from_binary: NULL argument");
    memset(out, 0, sizeof *out);
    if (len % 8) {
        sg_fail(err, SG_ERR_TRUNCATED,
                "binary is %zu bytes, not a whole number of 8-byte instructions (%zu trailing "
                "bytes at offset 0x%zx)",
                len, len % 8, len - len % 8);
        sg_error_at(err, name, 0, 0);
        return SG_ERR_TRUNCATED;
    }
    out->base = base;
    out->n = len / 8;
    out->words = calloc(out->n ? out->n : 1, sizeof *out->words);
    if (!out->words)
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    for (size_t i = 0; i < out->n; i++) {
        uint64_t w = 0;
        for (int b = 7; b >= 0; b--)
            w = (w << 8) | bytes[8 * i + (size_t)b];
        out->words[i] = w;
    }
    return SG_OK;
}

void sg_program_to_binary(const sg_program *p, uint8_t *buf)
{
    for (size_t i = 0; i < p->n; i++)
        for (int b = 0; b < 8; b++)
            buf[8 * i + (size_t)b] = (uint8_t)(p->words[i] >> (8 * b));
}
