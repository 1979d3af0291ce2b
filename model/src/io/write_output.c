/*
 * write_output.c - sg_write_output (smgold/files.h): all-or-nothing writes,
 * gzip-compressed for a name ending in ".gz".
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "smgold/files.h"
#include "../util/err.h"

#define CHUNK (1u << 16)

static sg_status io_fail(sg_error *err, const char *path, const char *what, int e)
{
    sg_fail(err, SG_ERR_IO, "%s: %s", what, strerror(e));
    sg_error_at(err, path, 0, 0);
    return SG_ERR_IO;
}

/* All n bytes to fd: 0, or an errno value. */
static int write_all(int fd, const void *data, size_t n)
{
    const char *p = data;
    while (n) {
        ssize_t k = write(fd, p, n);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            return k < 0 ? errno : EIO;
        p += k;
        n -= (size_t)k;
    }
    return 0;
}

/* The data gzip-compressed to fd. zlib's gzip header without
 * deflateSetHeader has no time stamp or name: the same data gives the same
 * bytes on every run. Returns 0 or an errno value. */
static int write_gzip(int fd, const void *data, size_t n)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    unsigned char *out = malloc(CHUNK);
    if (!out || deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 8,
                             Z_DEFAULT_STRATEGY) != Z_OK) {
        free(out);
        return ENOMEM;
    }
    const unsigned char *p = data;
    int e = 0, zr = Z_OK;
    while (!e && zr != Z_STREAM_END) {
        if (z.avail_in == 0 && n) { /* uInt-sized pieces: n may exceed 4 GiB */
            uInt take = n > CHUNK ? CHUNK : (uInt)n;
            z.next_in = (unsigned char *)(uintptr_t)p;
            z.avail_in = take;
            p += take;
            n -= take;
        }
        z.next_out = out;
        z.avail_out = CHUNK;
        zr = deflate(&z, n || z.avail_in ? Z_NO_FLUSH : Z_FINISH);
        if (zr == Z_STREAM_ERROR)
            e = EIO;
        else
            e = write_all(fd, out, CHUNK - z.avail_out);
    }
    deflateEnd(&z);
    free(out);
    return e;
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && !strcmp(s + n - k, suffix);
}

sg_status sg_write_output(const char *path, const void *data, size_t len, sg_error *err)
{
    if (!path || (!data && len))
        return sg_fail(err, SG_ERR_ARG, "sg_write_output: NULL argument");
    if (!strcmp(path, "-")) {
        if (fwrite(data, 1, len, stdout) != len || fflush(stdout))
            return sg_fail(err, SG_ERR_IO, "cannot write to standard output");
        return SG_OK;
    }
    /* An existing path that is not a plain file - /dev/null, a FIFO, a terminal, a
     * symbolic link - is written in place: renaming a temporary file over it would replace
     * the device (or the link) with a regular file. */
    struct stat sb;
    if (!lstat(path, &sb) && !S_ISREG(sb.st_mode)) {
        if (S_ISDIR(sb.st_mode))
            return io_fail(err, path, "cannot write", EISDIR);
        int fd = open(path, O_WRONLY | (S_ISLNK(sb.st_mode) ? O_TRUNC : 0));
        if (fd < 0)
            return io_fail(err, path, "cannot open", errno);
        int e = ends_with(path, ".gz") ? write_gzip(fd, data, len) : write_all(fd, data, len);
        if (close(fd) && !e)
            e = errno;
        return e ? io_fail(err, path, "cannot write", e) : SG_OK;
    }
    size_t n = strlen(path);
    char *tmp = malloc(n + 16);
    if (!tmp)
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    snprintf(tmp, n + 16, "%s.tmpXXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        int e = errno;
        free(tmp);
        return io_fail(err, path, "cannot create", e);
    }
    int e = ends_with(path, ".gz") ? write_gzip(fd, data, len) : write_all(fd, data, len);
    if (close(fd) && !e)
        e = errno;
    if (!e && rename(tmp, path))
        e = errno;
    if (e)
        unlink(tmp);
    free(tmp);
    return e ? io_fail(err, path, "cannot write", e) : SG_OK;
}
