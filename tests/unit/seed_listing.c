/*
 * seed_listing.c - see seed_listing.h.
 */
#include "seed_listing.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *source_path(const char *relpath, char *buf, size_t n)
{
    snprintf(buf, n, "%s/%s", SMGOLD_SOURCE_DIR, relpath);
    return buf;
}

size_t seed_listing_load(const char *relpath, seed_line **out)
{
    char path[1024];
    FILE *f = fopen(source_path(relpath, path, sizeof path), "r");
    if (!f) {
        fprintf(stderr, "cannot open %s\n", path);
        exit(2);
    }
    size_t n = 0, cap = 64;
    seed_line *v = calloc(cap, sizeof *v);
    char line[1024];
    unsigned lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        seed_line s;
        memset(&s, 0, sizeof s);
        s.lineno = lineno;
        char *cm = NULL;
        for (char *p = strstr(line, "//"); p; p = strstr(p + 1, "//"))
            if (p == line || p[-1] != '*') {
                cm = p;
                break;
            }
        if (cm) {
            size_t cl = strlen(cm + 2);
            if (cl >= sizeof s.comment)
                cl = sizeof s.comment - 1;
            memcpy(s.comment, cm + 2, cl);
            s.comment[cl] = '\0';
            s.comment[strcspn(s.comment, "\r\n")] = '\0';
            char *l = strstr(s.comment, "L");
            if (l && isdigit((unsigned char)l[1]))
                s.seed_line = (unsigned)strtoul(l + 1, NULL, 10);
            *cm = '\0';
        }
        char *p = line;
        while (isspace((unsigned char)*p))
            p++;
        if (!strncmp(p, "/*", 2) && strncmp(p, "/*0x", 4)) {
            s.has_addr = 1;
            s.addr = (uint32_t)strtoul(p + 2, NULL, 16);
            p = strstr(p, "*/") + 2;
            while (isspace((unsigned char)*p))
                p++;
        }
        if (!strncmp(p, "/*0x", 4)) {
            s.has_hex = 1;
            uint64_t printed = strtoull(p + 4, NULL, 16);
            s.word = (printed >> 32) | (printed << 32);
            p = strstr(p, "*/") + 2;
            while (isspace((unsigned char)*p))
                p++;
        }
        size_t k = strlen(p);
        while (k && isspace((unsigned char)p[k - 1]))
            p[--k] = '\0';
        if (k >= sizeof s.text) {
            fprintf(stderr, "%s:%u: instruction text too long\n", path, lineno);
            exit(2);
        }
        memcpy(s.text, p, k + 1);
        if (!s.has_hex && !s.text[0])
            continue;
        if (n == cap) {
            cap *= 2;
            v = realloc(v, cap * sizeof *v);
        }
        v[n++] = s;
    }
    fclose(f);
    *out = v;
    return n;
}
