/*
 * fileio.c - see fileio.h.
 */
#include "fileio.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

char *cli_read_file(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    if (!f) {
        fprintf(stderr, "smgold: %s: cannot open: %s\n", path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap + 1);
    while (buf) {
        size_t k = fread(buf + n, 1, cap - n, f);
        n += k;
        if (n < cap)
            break;
        cap *= 2;
        char *nb = realloc(buf, cap + 1);
        if (!nb) {
            free(buf);
            buf = NULL;
        }
        buf = nb;
    }
    int bad = !buf || ferror(f);
    if (f != stdin)
        fclose(f);
    if (bad) {
        fprintf(stderr, "smgold: %s: %s\n", path, buf ? "read error" : "out of memory");
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

int cli_write_file(const char *path, const void *data, size_t len)
{
    if (!strcmp(path, "-")) {
        if (fwrite(data, 1, len, stdout) != len || fflush(stdout)) {
            fprintf(stderr, "smgold: cannot write to standard output\n");
            return -1;
        }
        return 0;
    }
    size_t n = strlen(path);
    char *tmp = malloc(n + 16);
    if (!tmp) {
        fprintf(stderr, "smgold: out of memory\n");
        return -1;
    }
    snprintf(tmp, n + 16, "%s.tmpXXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        fprintf(stderr, "smgold: %s: cannot create: %s\n", path, strerror(errno));
        free(tmp);
        return -1;
    }
    FILE *f = fdopen(fd, "wb");
    int ok = f && fwrite(data, 1, len, f) == len;
    if (f)
        ok = (fclose(f) == 0) && ok;
    else
        close(fd);
    if (ok && rename(tmp, path) != 0)
        ok = 0;
    if (!ok) {
        fprintf(stderr, "smgold: %s: cannot write: %s\n", path, strerror(errno));
        unlink(tmp);
    }
    free(tmp);
    return ok ? 0 : -1;
}

int cli_parse_u32(const char *s, uint32_t *v)
{
    if (!s || !*s)
        return 0;
    char *end;
    errno = 0;
    unsigned long long x = strtoull(s, &end, 0);
    if (*end || errno || x > 0xffffffffull || s[0] == '-')
        return 0;
    *v = (uint32_t)x;
    return 1;
}

/* Remove a folder this command made (its files and sub-folders). */
void cli_remove_tree(const char *path)
{
    DIR *d = opendir(path);
    if (d) {
        struct dirent *e;
        while ((e = readdir(d))) {
            if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
                continue;
            char sub[4096];
            snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
            struct stat st;
            if (!lstat(sub, &st) && S_ISDIR(st.st_mode))
                cli_remove_tree(sub);
            else
                unlink(sub);
        }
        closedir(d);
    }
    rmdir(path);
}

/* DIR must not exist, or be an empty folder. */
int cli_usable_out_dir(const char *dir)
{
    struct stat st;
    if (stat(dir, &st))
        return errno == ENOENT;
    if (!S_ISDIR(st.st_mode))
        return 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    struct dirent *e;
    int empty = 1;
    while ((e = readdir(d)))
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
            empty = 0;
    closedir(d);
    return empty;
}
