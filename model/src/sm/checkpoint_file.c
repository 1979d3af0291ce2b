/*
 * checkpoint_file.c - sg_sm_save_file / sg_sm_restore_file (smgold/checkpoint.h):
 * a checkpoint written all or nothing (sg_write_output) and read whole within
 * SG_LIMIT_CHECKPOINT, a pipe or FIFO through sg_read_input, a folder refused.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "smgold/checkpoint.h"
#include "smgold/files.h"
#include "../util/err.h"

sg_status sg_sm_save_file(const sg_sm *sm, const char *path, sg_error *err)
{
    if (!sm || !path)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_save_file: NULL argument");
    size_t n = strlen(path);
    if (n >= 3 && !strcmp(path + n - 3, ".gz")) {
        sg_fail(err, SG_ERR_IO, "checkpoints are not compressed: choose a name without .gz");
        sg_error_at(err, path, 0, 0);
        return SG_ERR_IO;
    }
    size_t len = 0;
    sg_status st = sg_sm_save(sm, NULL, 0, &len, err);
    if (st)
        return st;
    void *buf = malloc(len);
    if (!buf)
        return sg_fail(err, SG_ERR_NOMEM, "out of memory for a checkpoint of %zu bytes", len);
    st = sg_sm_save(sm, buf, len, &len, err);
    if (!st)
        st = sg_write_output(path, buf, len, err);
    free(buf);
    return st;
}

static sg_status file_fail(sg_error *err, sg_status code, const char *path, const char *what)
{
    sg_fail(err, code, "%s", what);
    sg_error_at(err, path, 0, 0);
    return code;
}

sg_status sg_sm_restore_file(sg_sm *sm, const char *path, sg_error *err)
{
    if (!sm || !path)
        return sg_fail(err, SG_ERR_ARG, "sg_sm_restore_file: NULL argument");
    struct stat sb;
    if (stat(path, &sb))
        return file_fail(err, SG_ERR_IO, path, strerror(errno));
    if (S_ISDIR(sb.st_mode))
        return file_fail(err, SG_ERR_IO, path, "a folder, not a checkpoint file");
    if (S_ISREG(sb.st_mode) && (uint64_t)sb.st_size > SG_LIMIT_CHECKPOINT)
        return file_fail(err, SG_ERR_RANGE, path,
                         "larger than a checkpoint can be (SG_LIMIT_CHECKPOINT, 2 GiB)");
    if (!S_ISREG(sb.st_mode)) { /* a FIFO, pipe or device: the common reader, which gives up
                                  on a stream that stays silent rather than block (files.h) */
        char *text;
        size_t n;
        sg_status rs = sg_read_input(NULL, path, SG_FILE_CHECKPOINT, &text, &n, err);
        if (rs)
            return rs;
        rs = sg_sm_restore(sm, text, n, path, err);
        free(text);
        return rs;
    }
    FILE *f = fopen(path, "rb");
    if (!f)
        return file_fail(err, SG_ERR_IO, path, strerror(errno));
    /* a pipe or FIFO is read in chunks up to the limit, a regular file at once */
    size_t cap = S_ISREG(sb.st_mode) ? (size_t)sb.st_size + 1 : 1u << 20, len = 0;
    uint8_t *buf = malloc(cap);
    sg_status st = buf ? SG_OK : file_fail(err, SG_ERR_NOMEM, path, "out of memory");
    while (!st) {
        if (len == cap) {
            if (cap > SG_LIMIT_CHECKPOINT) {
                st = file_fail(err, SG_ERR_RANGE, path,
                               "larger than a checkpoint can be (SG_LIMIT_CHECKPOINT, 2 GiB)");
                break;
            }
            uint8_t *nb = realloc(buf, 2 * cap);
            if (!nb) {
                st = file_fail(err, SG_ERR_NOMEM, path, "out of memory");
                break;
            }
            buf = nb;
            cap *= 2;
        }
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (!got) {
            if (ferror(f))
                st = file_fail(err, SG_ERR_IO, path, "read error");
            break;
        }
    }
    fclose(f);
    if (!st && !len)
        st = file_fail(err, SG_ERR_SYNTAX, path, "empty: not an smgold checkpoint");
    if (!st)
        st = sg_sm_restore(sm, buf, len, path, err);
    free(buf);
    return st;
}
