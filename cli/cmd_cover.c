/*
 * cmd_cover.c - "smgold cover": merge token-stack coverage files (from
 * `smgold run --coverage`), print a summary per bin group, write an HTML page,
 * and check a goal file (specs/coverage.md CV-8).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "fileio.h"
#include "smgold/coverage.h"

static void usage(void)
{
    printf("usage: smgold cover COVERAGE... [-o MERGED] [--html PAGE] [--goal GOALS]\n\n"
           "Merge the coverage files of many runs (smgold run --coverage), print how many\n"
           "bins of each group were hit and which stayed empty.\n\n"
           "  -o MERGED      write the merged counts (a coverage file)\n"
           "  --html PAGE    write an HTML page of every bin and its count\n"
           "  --goal GOALS   lines 'PATTERN [MIN]' (PATTERN a bin name, or a prefix ending\n"
           "                 in '*'; MIN default 1; '#' comments): fail when a bin it names\n"
           "                 has fewer hits\n\n"
           "Exit status: 0; 1 a goal is not met; 2 bad input.\n");
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

/* CV-8: every bin a goal line names must have at least MIN hits. */
static int check_goals(const sg_coverage *cov, const char *path)
{
    size_t len;
    char *text = cli_read_file(path, &len);
    if (!text)
        return 2;
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
    free(text);
    return rc;
}

int cmd_cover(int argc, char **argv)
{
    const char *out = NULL, *html = NULL, *goal = NULL;
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
        } else if (a[0] == '-') {
            fprintf(stderr, "smgold cover: unknown option or missing value '%s' (see --help)\n",
                    a);
            return 2;
        } else {
            size_t len;
            char *text = cli_read_file(a, &len);
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
    printf("%d file%s merged\n", nfiles, nfiles == 1 ? "" : "s");
    summary(&cov);
    int rc = 0;
    if (out) {
        size_t n = sg_cov_format(&cov, NULL, 0) + 1;
        char *text = malloc(n);
        if (!text)
            return 2;
        sg_cov_format(&cov, text, n);
        rc = cli_write_file(out, text, n - 1) ? 2 : 0;
        free(text);
    }
    if (!rc && html)
        rc = write_html(&cov, html);
    if (!rc && goal)
        rc = check_goals(&cov, goal);
    return rc;
}
