/*
 * cmd_cover.c - "smgold cover": merge token-stack coverage files (from
 * `smgold run --coverage`), print a summary per bin group, write an HTML page,
 * check a goal file (specs/coverage.md CV-8), and write the merged counts in
 * smgold's form or as a Verilator coverage.dat (CV-9).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "fileio.h"
#include "smgold/coverage.h"

static void usage(void)
{
    printf("usage: smgold cover COVERAGE... [-o MERGED] [--format smgold|verilator]\n"
           "                    [--source NAME] [--html PAGE] [--goal GOALS]\n\n"
           "Merge the coverage files of many runs (smgold run --coverage), print how many\n"
           "bins of each group were hit and which stayed empty.\n\n"
           "  -o MERGED      write the merged counts (a coverage file)\n"
           "  --format F     the form of MERGED: smgold (default), or verilator: a\n"
           "                 Verilator coverage.dat, one point per bin, that\n"
           "                 verilator_coverage merges with the RTL's coverage and\n"
           "                 annotates (specs/coverage.md CV-9)\n"
           "  --source NAME  verilator: the file the points name (default token_stack.cov);\n"
           "                 bin i is its line i + 2, as in a file written by -o in smgold\n"
           "                 form, which --annotate then shows with each bin's count\n"
           "  --html PAGE    write an HTML page of every bin and its count\n"
           "  --goal GOALS   lines 'PATTERN [MIN]' (PATTERN a bin name, or a prefix ending\n"
           "                 in '*'; MIN default 1; '#' comments): fail when a bin it names\n"
           "                 has fewer hits\n\n"
           "Exit status: 0; 1 a goal is not met; 2 bad input.\n");
}

/* ---- CV-9: the bins as Verilator coverage points ---------------------------
 * The form Verilator 5's VerilatedCovContext::write() gives
 * (include/verilated_cov.cpp): "# SystemC::Coverage-3", then per point
 * C '<keys>' COUNT, the keys "\001KEY\002VALUE" in the order f (file),
 * l (line), n (column), page, o (comment), h (hierarchy), lines sorted
 * bytewise as its std::map sorts them. page "v_user/..." makes them
 * functional (user) coverage beside the RTL's v_line, v_toggle, v_branch. */

/* A key's value as Verilator quotes it (dequote(): non-printing bytes, '%'
 * and '"' as %XX), and "'", which would end the point's text. */
static void vl_value(char *dst, size_t cap, const char *v)
{
    size_t n = 0;
    for (const unsigned char *p = (const unsigned char *)v; *p && n + 4 < cap; p++) {
        if (*p < 0x20 || *p > 0x7e || *p == '%' || *p == '"' || *p == '\'')
            n += (size_t)snprintf(dst + n, cap - n, "%%%02X", *p);
        else
            dst[n++] = (char)*p;
    }
    dst[n] = '\0';
}

static int line_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int write_verilator(const sg_coverage *cov, const char *path, const char *source)
{
    unsigned nb = sg_cov_nbins();
    char file[3 * 256 + 1];
    vl_value(file, sizeof file, source);
    char **lines = calloc(nb, sizeof *lines);
    size_t total = strlen("# SystemC::Coverage-3\n");
    int rc = lines ? 0 : 2;
    for (unsigned i = 0; i < nb && !rc; i++) {
        char name[64], bin[3 * 64 + 1];
        sg_cov_bin_name(i, name, sizeof name);
        vl_value(bin, sizeof bin, name);
        const char *fmt = "C '\001f\002%s\001l\002%u\001n\0020\001page\002v_user/token_stack"
                          "\001o\002%s\001h\002smgold.token_stack' %llu\n";
        int n = snprintf(NULL, 0, fmt, file, i + 2, bin, (unsigned long long)cov->hits[i]);
        if (n < 0 || !(lines[i] = malloc((size_t)n + 1))) {
            rc = 2;
            break;
        }
        snprintf(lines[i], (size_t)n + 1, fmt, file, i + 2, bin, (unsigned long long)cov->hits[i]);
        total += (size_t)n;
    }
    char *text = rc ? NULL : malloc(total + 1);
    if (text) {
        qsort(lines, nb, sizeof *lines, line_cmp);
        size_t len = (size_t)sprintf(text, "# SystemC::Coverage-3\n");
        for (unsigned i = 0; i < nb; i++)
            len += (size_t)sprintf(text + len, "%s", lines[i]);
        rc = cli_write_file(path, text, len) ? 2 : 0;
    } else {
        fprintf(stderr, "smgold cover: out of memory\n");
        rc = 2;
    }
    free(text);
    for (unsigned i = 0; lines && i < nb; i++)
        free(lines[i]);
    free(lines);
    return rc;
}

static int group_len(const char *name)
{
    /* the group is the name up to its first '.' ("depth", "pair", "error"), but
     * "pop.type" and "pop.cause" are groups of their own */
    const char *dot = strchr(name, '.');
    if (dot && !strncmp(name, "pop.", 4))
        dot = strchr(dot + 1, '.');
    return dot ? (int)(dot - name) : (int)strlen(name);
}

static void summary(const sg_coverage *cov)
{
    unsigned n = sg_cov_nbins(), hit = 0;
    for (unsigned i = 0; i < n; i++)
        hit += cov->hits[i] != 0;
    printf("coverage: %u bins, %u hit (%.1f%%), %u empty\n", n, hit, 100.0 * hit / n, n - hit);
    for (unsigned i = 0; i < n;) {
        char name[64], first[64];
        sg_cov_bin_name(i, first, sizeof first);
        int gl = group_len(first);
        unsigned j = i, gh = 0;
        for (; j < n; j++) {
            sg_cov_bin_name(j, name, sizeof name);
            if (group_len(name) != gl || strncmp(name, first, (size_t)gl))
                break;
            gh += cov->hits[j] != 0;
        }
        printf("  %-22.*s %3u/%-3u", gl, first, gh, j - i);
        if (gh < j - i) {
            printf("  empty:");
            for (unsigned k = i; k < j; k++)
                if (!cov->hits[k]) {
                    sg_cov_bin_name(k, name, sizeof name);
                    printf(" %s", name + gl + 1);
                }
        }
        printf("\n");
        i = j;
    }
}

static int write_html(const sg_coverage *cov, const char *path)
{
    size_t cap = 1 << 16, len = 0;
    char *b = malloc(cap);
    if (!b)
        return 2;
    len += (size_t)snprintf(b + len, cap - len,
                            "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>smgold "
                            "token-stack coverage</title>\n<style>body{font-family:sans-serif}"
                            "td{padding:2px 8px}.hit{background:#cfc}.empty{background:#fcc}"
                            "</style></head><body>\n<h1>Token-stack coverage</h1>\n<table>\n"
                            "<tr><th>bin</th><th>hits</th></tr>\n");
    for (unsigned i = 0; i < sg_cov_nbins(); i++) {
        char name[64];
        sg_cov_bin_name(i, name, sizeof name);
        if (cap - len < 256) {
            cap *= 2;
            char *nb = realloc(b, cap);
            if (!nb) {
                free(b);
                return 2;
            }
            b = nb;
        }
        len += (size_t)snprintf(b + len, cap - len,
                                "<tr class=\"%s\"><td>%s</td><td>%llu</td></tr>\n",
                                cov->hits[i] ? "hit" : "empty", name,
                                (unsigned long long)cov->hits[i]);
    }
    len += (size_t)snprintf(b + len, cap - len, "</table>\n</body></html>\n");
    int rc = cli_write_file(path, b, len) ? 2 : 0;
    free(b);
    return rc;
}

/* CV-8: every bin a goal line names must have at least MIN hits. text: the
 * goal file, read before anything is printed (the caller frees it). */
static int check_goals(const sg_coverage *cov, const char *path, char *text)
{
    int rc = 0;
    unsigned line = 0;
    for (char *p = text; *p && rc != 2;) {
        char *nl = strchr(p, '\n');
        if (nl)
            *nl = '\0';
        line++;
        char *hash = strchr(p, '#');
        if (hash)
            *hash = '\0';
        char pat[64];
        unsigned long long min = 1;
        int n = sscanf(p, "%63s %llu", pat, &min);
        if (n >= 1) {
            size_t pl = strlen(pat);
            int prefix = pat[pl - 1] == '*';
            unsigned matched = 0;
            for (unsigned i = 0; i < sg_cov_nbins(); i++) {
                char name[64];
                sg_cov_bin_name(i, name, sizeof name);
                if (prefix ? strncmp(name, pat, pl - 1) : strcmp(name, pat))
                    continue;
                matched++;
                if (cov->hits[i] < min) {
                    printf("goal not met: %s has %llu hits, %s:%u wants %llu\n", name,
                           (unsigned long long)cov->hits[i], path, line, min);
                    rc = 1;
                }
            }
            if (!matched) {
                fprintf(stderr, "smgold cover: %s:%u: '%s' names no coverage bin\n", path, line,
                        pat);
                rc = 2;
            }
        }
        p = nl ? nl + 1 : p + strlen(p);
    }
    return rc;
}

int cmd_cover(int argc, char **argv)
{
    const char *out = NULL, *html = NULL, *goal = NULL, *source = "token_stack.cov";
    int verilator = 0;
    sg_coverage cov = {{0}};
    int nfiles = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage();
            return 0;
        } else if ((!strcmp(a, "-o") || !strcmp(a, "--html") || !strcmp(a, "--goal")) &&
                   i + 1 < argc) {
            *(a[1] == 'o' ? &out : a[2] == 'h' ? &html : &goal) = argv[++i];
        } else if (!strcmp(a, "--format") && i + 1 < argc) {
            const char *f = argv[++i];
            if (strcmp(f, "smgold") && strcmp(f, "verilator")) {
                fprintf(stderr, "smgold cover: --format takes 'smgold' or 'verilator', not '%s'\n",
                        f);
                return 2;
            }
            verilator = f[0] == 'v';
        } else if (!strcmp(a, "--source") && i + 1 < argc) {
            source = argv[++i];
            if (!*source || strlen(source) > 256) {
                fprintf(stderr, "smgold cover: --source takes a file name of 1 to 256 bytes\n");
                return 2;
            }
        } else if (a[0] == '-') {
            fprintf(stderr, "smgold cover: unknown option or missing value '%s' (see --help)\n",
                    a);
            return 2;
        } else {
            size_t len;
            char *text = cli_read_file(a, SG_FILE_COVERAGE, &len);
            if (!text)
                return 2;
            sg_error err;
            sg_status st = sg_cov_merge_text(&cov, text, len, a, &err);
            free(text);
            if (st) {
                char buf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
                fprintf(stderr, "smgold cover: %s\n", sg_error_format(&err, buf, sizeof buf));
                return 2;
            }
            nfiles++;
        }
    }
    if (!nfiles) {
        fprintf(stderr, "smgold cover: no coverage file (see --help)\n");
        return 2;
    }
    if (verilator && !out) {
        fprintf(stderr, "smgold cover: --format verilator needs -o OUT (the coverage.dat)\n");
        return 2;
    }
    size_t glen;
    char *gtext = goal ? cli_read_file(goal, SG_FILE_GOALS, &glen) : NULL;
    if (goal && !gtext)
        return 2; /* before any output: a bad goal file prints nothing on stdout */
    printf("%d file%s merged\n", nfiles, nfiles == 1 ? "" : "s");
    summary(&cov);
    int rc = 0;
    if (out && verilator) {
        rc = write_verilator(&cov, out, source);
    } else if (out) {
        size_t n = sg_cov_format(&cov, NULL, 0) + 1;
        char *text = malloc(n);
        if (!text) {
            free(gtext);
            return 2;
        }
        sg_cov_format(&cov, text, n);
        rc = cli_write_file(out, text, n - 1) ? 2 : 0;
        free(text);
    }
    if (!rc && html)
        rc = write_html(&cov, html);
    if (!rc && goal)
        rc = check_goals(&cov, goal, gtext);
    free(gtext);
    return rc;
}
