/*
 * corpus_check.c - smgold's ISA against real cuobjdump output (issue 11).
 *
 * Reads the corpus files (tests/corpus/PROJECT/NAME.sass: cuobjdump -sass
 * listings of public sm_20/sm_21 code, SOURCES.tsv says where each comes
 * from) and checks both directions on every instruction:
 *   - disassembly: the hex word decoded and printed by smgold equals the text
 *     cuobjdump printed (runs of blanks aside);
 *   - assembly: every function, as cuobjdump printed it (addresses, hex and
 *     text), assembles, i.e. every text assembles to its word.
 * A disassembly difference passes only when specs/isa.md lists the word in
 * its table of corpus exceptions (between the markers
 * "<!-- corpus-exceptions:begin -->" and "...:end -->", one row per word:
 * | `0xHEX` | cuobjdump's text | smgold's text | reason |); a listed word
 * that no longer differs is an error too, so the list stays exact.
 *
 * usage: corpus_check SPEC_ISA_MD SOURCES_TSV FILE.sass... [--show N] [--min-distinct N]
 *                     [--min-projects N] [--min-equal PERCENT]
 * Exit 0 when everything holds, 1 otherwise (each failure printed).
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "smgold/isa.h"
#include "smgold/listing.h"

#define LINE_MAX_LEN 512

typedef struct insn_rec {
    uint64_t word;      /* instruction value (not cuobjdump's print order) */
    uint32_t addr;
    char *text;         /* cuobjdump's text, blanks collapsed */
    const char *file;
    unsigned line;
    int project;
    char dialect;
} insn_rec;

/* SHL/SHR bit 9 (VSHL/VSHR bit 7): cuobjdump versions label it oppositely
 * (specs/isa.md §4). Dialect A (the seeds' older cuobjdump) prints ".W" when
 * the bit is clear, dialect B (newer, smgold's default) when it is set:
 * SOURCES.tsv names each file's, and the library reads and prints both
 * (SG_DIALECT_SHIFT_W_CLEAR is A). */
static unsigned lib_dialect(char d)
{
    return d == 'A' ? SG_DIALECT_SHIFT_W_CLEAR : SG_DIALECT_DEFAULT;
}

/* SOURCES.tsv: file (relative to the corpus directory), repository, path,
 * commit, licence, shift dialect (A or B). Returns the dialect of path. */
static char dialect_of(const char *sources, const char *path)
{
    FILE *f = fopen(sources, "r");
    if (!f)
        return 0;
    char line[1024];
    char d = 0;
    while (!d && fgets(line, sizeof line, f)) {
        char *tab = strchr(line, '\t');
        if (!tab || line[0] == '#')
            continue;
        *tab = '\0';
        size_t lf = strlen(line), lp = strlen(path);
        if (lp < lf || strcmp(path + lp - lf, line) || (lp > lf && path[lp - lf - 1] != '/'))
            continue;
        char *last = strrchr(tab + 1, '\t');
        if (last && (last[1] == 'A' || last[1] == 'B'))
            d = last[1];
    }
    fclose(f);
    return d;
}

typedef struct exc {
    uint64_t word;
    int used;
} exc;

typedef struct vec {
    void *p;
    size_t n, cap, size;
} vec;

static void *vec_push(vec *v)
{
    if (v->n == v->cap) {
        v->cap = v->cap ? 2 * v->cap : 1024;
        void *np = realloc(v->p, v->cap * v->size);
        if (!np) {
            fprintf(stderr, "corpus_check: out of memory\n");
            exit(2);
        }
        v->p = np;
    }
    return (char *)v->p + v->size * v->n++;
}

/* Collapse runs of blanks to one space, trim both ends. */
static void squeeze(const char *in, char *out, size_t n)
{
    size_t k = 0;
    int blank = 0;
    while (*in == ' ' || *in == '\t')
        in++;
    for (; *in && *in != '\n' && *in != '\r' && k + 1 < n; in++) {
        if (*in == ' ' || *in == '\t') {
            blank = 1;
            continue;
        }
        if (blank && k)
            out[k++] = ' ';
        blank = 0;
        out[k++] = *in;
    }
    out[k] = '\0';
}

/* An address comment, a hex comment and the text -> fields; 0 if the line
 * is not an instruction. */
static int split_line(const char *s, uint32_t *addr, uint64_t *printed, const char **text)
{
    while (*s == ' ' || *s == '\t')
        s++;
    if (strncmp(s, "/*", 2))
        return 0;
    char *end;
    unsigned long a = strtoul(s + 2, &end, 16);
    if (strncmp(end, "*/", 2))
        return 0;
    s = end + 2;
    while (*s == ' ' || *s == '\t')
        s++;
    if (strncmp(s, "/*0x", 4))
        return 0;
    unsigned long long h = strtoull(s + 4, &end, 16);
    if (end - (s + 4) != 16 || strncmp(end, "*/", 2))
        return 0;
    *addr = (uint32_t)a;
    *printed = h;
    *text = end + 2;
    return 1;
}

static char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (!d) {
        fprintf(stderr, "corpus_check: out of memory\n");
        exit(2);
    }
    return memcpy(d, s, n);
}

/* The exceptions table of specs/isa.md. */
static int load_exceptions(const char *path, vec *out)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "corpus_check: cannot read %s\n", path);
        return -1;
    }
    char line[1024];
    int in = 0;
    while (fgets(line, sizeof line, f)) {
        if (strstr(line, "<!-- corpus-exceptions:begin -->"))
            in = 1;
        else if (strstr(line, "<!-- corpus-exceptions:end -->"))
            in = 0;
        else if (in && !strncmp(line, "| `0x", 5)) {
            exc *e = vec_push(out);
            e->word = sg_word_from_cuobjdump(strtoull(line + 5, NULL, 16));
            e->used = 0;
        }
    }
    fclose(f);
    return 0;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

typedef struct pair {
    uint64_t word;
    const char *text;
    size_t rec;
} pair;

static int cmp_pair(const void *a, const void *b)
{
    const pair *x = a, *y = b;
    if (x->word != y->word)
        return x->word < y->word ? -1 : 1;
    return strcmp(x->text, y->text);
}

/* Assemble one function's lines of the file's text. */
static int check_function(const char *name, const char *text, size_t len, unsigned first_line,
                          const char *fn, char dialect)
{
    sg_program prog;
    sg_error err;
    sg_asm_options opt = {0};
    opt.dialect = lib_dialect(dialect);
    if (sg_assemble(text, len, name, &opt, &prog, &err) == SG_OK) {
        sg_program_free(&prog);
        return 1;
    }
    char buf[1024];
    err.line += first_line - 1; /* the function's text starts at first_line */
    printf("ASSEMBLY %s (function %s): %s\n", name, fn, sg_error_format(&err, buf, sizeof buf));
    return 0;
}

/* Differences counted by cuobjdump's mnemonic, with the first example. */
typedef struct mn_count {
    char mn[24];
    size_t n;
    char theirs[LINE_MAX_LEN], mine[SG_TEXT_MAX];
    uint64_t word;
} mn_count;

static void note_mnemonic(vec *mn, const char *theirs, const char *mine, uint64_t word)
{
    const char *t = theirs;
    if (*t == '@')
        while (*t && *t != ' ')
            t++;
    while (*t == ' ')
        t++;
    char name[24];
    size_t k = 0;
    while (t[k] && t[k] != ' ' && t[k] != '.' && t[k] != ';' && k + 1 < sizeof name)
        k++;
    memcpy(name, t, k);
    name[k] = '\0';
    mn_count *m = mn->p;
    for (size_t i = 0; i < mn->n; i++)
        if (!strcmp(m[i].mn, name)) {
            m[i].n++;
            return;
        }
    m = vec_push(mn);
    snprintf(m->mn, sizeof m->mn, "%s", name);
    m->n = 1;
    snprintf(m->theirs, sizeof m->theirs, "%s", theirs);
    snprintf(m->mine, sizeof m->mine, "%s", mine);
    m->word = word;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: corpus_check SPEC_ISA_MD SOURCES_TSV FILE.sass... [--show N] "
                        "[--min-distinct N] [--min-projects N] [--min-equal PERCENT]\n");
        return 2;
    }
    long show = 20, min_distinct = 0, min_projects = 0;
    double min_equal = 100.0;
    vec recs = {.size = sizeof(insn_rec)}, excs = {.size = sizeof(exc)};
    vec projects = {.size = sizeof(char *)}, mn = {.size = sizeof(mn_count)};
    if (load_exceptions(argv[1], &excs))
        return 2;
    const char *sources = argv[2];
    int fails = 0;
    size_t functions = 0, functions_ok = 0;
    for (int i = 3; i < argc; i++) {
        if (!strcmp(argv[i], "--show") && i + 1 < argc) {
            show = atol(argv[++i]);
            continue;
        } else if (!strcmp(argv[i], "--min-distinct") && i + 1 < argc) {
            min_distinct = atol(argv[++i]);
            continue;
        } else if (!strcmp(argv[i], "--min-projects") && i + 1 < argc) {
            min_projects = atol(argv[++i]);
            continue;
        } else if (!strcmp(argv[i], "--min-equal") && i + 1 < argc) {
            min_equal = atof(argv[++i]);
            continue;
        }
        const char *path = argv[i];
        /* project = the directory holding the file */
        char proj[256];
        snprintf(proj, sizeof proj, "%s", path);
        char *slash = strrchr(proj, '/');
        if (slash)
            *slash = '\0';
        int pi = -1;
        for (size_t k = 0; k < projects.n; k++)
            if (!strcmp(((char **)projects.p)[k], proj))
                pi = (int)k;
        if (pi < 0) {
            *(char **)vec_push(&projects) = xstrdup(proj);
            pi = (int)projects.n - 1;
        }
        char dialect = dialect_of(sources, path);
        if (!dialect) {
            printf("SOURCES %s: not listed in %s with its dialect (A or B)\n", path, sources);
            fails++;
            continue;
        }
        FILE *f = fopen(path, "r");
        if (!f) {
            printf("cannot read %s\n", path);
            fails++;
            continue;
        }
        /* the whole file, for assembling functions */
        char *all = NULL;
        size_t alen = 0, acap = 0;
        char line[LINE_MAX_LEN];
        unsigned ln = 0, fn_line = 0;
        size_t fn_start = 0;
        char fn_name[256] = "";
        int in_fn = 0;
        while (1) {
            char *got = fgets(line, sizeof line, f);
            int is_fn = got && !strncmp(line, "Function : ", 11);
            if ((is_fn || !got) && in_fn) {
                functions++;
                functions_ok += (size_t)check_function(path, all + fn_start, alen - fn_start,
                                                       fn_line, fn_name, dialect);
                in_fn = 0;
            }
            if (!got)
                break;
            ln++;
            size_t l = strlen(line);
            if (alen + l + 1 > acap) {
                acap = (alen + l + 1) * 2;
                char *na = realloc(all, acap);
                if (!na) {
                    fprintf(stderr, "corpus_check: out of memory\n");
                    return 2;
                }
                all = na;
            }
            if (is_fn) {
                squeeze(line + 11, fn_name, sizeof fn_name);
                in_fn = 1;
                fn_start = alen;
                fn_line = ln;
            }
            uint32_t addr;
            uint64_t printed;
            const char *text;
            int is_insn = split_line(line, &addr, &printed, &text);
            memcpy(all + alen, line, l + 1);
            alen += l;
            if (!is_insn)
                continue;
            if (!in_fn) { /* instructions before any Function line form one */
                in_fn = 1;
                fn_start = alen - l;
                fn_line = ln;
                snprintf(fn_name, sizeof fn_name, "(unnamed)");
            }
            insn_rec *r = vec_push(&recs);
            char t[LINE_MAX_LEN];
            squeeze(text, t, sizeof t);
            r->word = sg_word_from_cuobjdump(printed);
            r->addr = addr;
            r->text = xstrdup(t);
            r->file = path;
            r->line = ln;
            r->project = pi;
            r->dialect = dialect;
        }
        fclose(f);
        free(all);
    }

    /* distinct word/text pairs */
    insn_rec *R = recs.p;
    pair *P = malloc((recs.n + 1) * sizeof *P);
    uint64_t *W = malloc((recs.n + 1) * sizeof *W);
    if (!P || !W)
        return 2;
    for (size_t k = 0; k < recs.n; k++) {
        P[k] = (pair){R[k].word, R[k].text, k};
        W[k] = R[k].word;
    }
    qsort(P, recs.n, sizeof *P, cmp_pair);
    qsort(W, recs.n, sizeof *W, cmp_u64);
    size_t nwords = 0;
    for (size_t k = 0; k < recs.n; k++)
        nwords += !k || W[k] != W[k - 1];
    size_t npairs = 0, equal = 0, excused = 0, shown = 0, dialect_a = 0;
    exc *E = excs.p;
    for (size_t k = 0; k < recs.n; k++) {
        if (k && P[k].word == P[k - 1].word && !strcmp(P[k].text, P[k - 1].text))
            continue;
        npairs++;
        const insn_rec *r = &R[P[k].rec];
        sg_insn in;
        char mine[SG_TEXT_MAX];
        sg_decode(r->word, r->addr, &in);
        sg_disasm(&in, mine, sizeof mine);
        char dflt[SG_TEXT_MAX];
        sg_disasm_dialect(&in, lib_dialect(r->dialect), mine, sizeof mine);
        sg_disasm(&in, dflt, sizeof dflt);
        if (!strcmp(mine, r->text)) {
            equal++;
            dialect_a += r->dialect == 'A' && strcmp(dflt, r->text);
            continue;
        }
        int listed = 0;
        for (size_t e = 0; e < excs.n; e++)
            if (E[e].word == r->word) {
                E[e].used = listed = 1;
            }
        if (listed) {
            excused++;
            continue;
        }
        fails++;
        note_mnemonic(&mn, r->text, mine, r->word);
        if (shown++ < (size_t)show)
            printf("DIFF %s:%u: 0x%016llx\n  cuobjdump: %s\n  smgold:    %s\n", r->file, r->line,
                   (unsigned long long)sg_word_to_cuobjdump(r->word), r->text, mine);
    }
    for (size_t e = 0; e < excs.n; e++)
        if (!E[e].used) {
            printf("STALE exception 0x%016llx: listed in %s but the corpus has no difference "
                   "for it\n",
                   (unsigned long long)sg_word_to_cuobjdump(E[e].word), argv[1]);
            fails++;
        }
    for (size_t i = 0; i < mn.n; i++) {
        const mn_count *m = (const mn_count *)mn.p + i;
        printf("BY MNEMONIC %-8s %6zu  e.g. 0x%016llx  cuobjdump: %s  smgold: %s\n", m->mn, m->n,
               (unsigned long long)sg_word_to_cuobjdump(m->word), m->theirs, m->mine);
    }
    double pct = npairs ? 100.0 * (double)equal / (double)npairs : 0.0;
    printf("corpus: %zu projects, %zu instructions, %zu distinct words, %zu distinct word/text "
           "pairs\n",
           projects.n, recs.n, nwords, npairs);
    printf("disassembly: %zu/%zu equal (%.3f%%; %zu of them in dialect A's SHL/SHR spelling), "
           "%zu listed exceptions, %zu unlisted differences\n",
           equal, npairs, pct, dialect_a, excused, npairs - equal - excused);
    printf("assembly: %zu/%zu functions assemble to their words\n", functions_ok, functions);
    if (functions_ok != functions)
        fails++;
    if ((long)nwords < min_distinct) {
        printf("FAIL: %zu distinct words, at least %ld wanted\n", nwords, min_distinct);
        fails++;
    }
    if ((long)projects.n < min_projects) {
        printf("FAIL: %zu projects, at least %ld wanted\n", projects.n, min_projects);
        fails++;
    }
    if (pct < min_equal) {
        printf("FAIL: %.3f%% equal, at least %.3f%% wanted\n", pct, min_equal);
        fails++;
    }
    printf("%s\n", fails ? "corpus_check: FAILED" : "corpus_check: ok");
    for (size_t k = 0; k < recs.n; k++)
        free(R[k].text);
    for (size_t k = 0; k < projects.n; k++)
        free(((char **)projects.p)[k]);
    free(recs.p);
    free(excs.p);
    free(projects.p);
    free(mn.p);
    free(P);
    free(W);
    return fails ? 1 : 0;
}
