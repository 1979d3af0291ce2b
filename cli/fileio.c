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

char *cli_read_file(const char *path, sg_file_kind kind, size_t *len)
{
    char *text;
    sg_error err;
    if (sg_read_input(NULL, path, kind, &text, len, &err)) {
        char msg[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
        fprintf(stderr, "smgold: %s\n", sg_error_format(&err, msg, sizeof msg));
        return NULL;
    }
    return text;
}

int cli_write_file(const char *path, const void *data, size_t len)
{
    sg_error err;
    if (sg_write_output(path, data, len, &err)) {
        char msg[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
        fprintf(stderr, "smgold: %s\n", sg_error_format(&err, msg, sizeof msg));
        return -1;
    }
    return 0;
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
