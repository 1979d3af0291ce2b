/*
 * read_input.c - sg_read_input (smgold/files.h): every file smgold reads,
 * bounded by the limit of its kind (smgold/limits.h), whatever it is: a
 * regular file, a FIFO or pipe, a device, standard input, gzip-compressed.
 * Memory stays within the limit (plus one input chunk); time stays bounded
 * by the limit and, for a stream, by SG_LIMIT_STREAM_IDLE_MS between bytes.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "smgold/files.h"
#include "smgold/limits.h"
#include "../util/err.h"

static const struct {
    const char *what, *limit_name;
    uint64_t limit;
    int text; /* a NUL byte means the file is not of this kind */
} kinds[SG_FILE_NKINDS] = {
    [SG_FILE_TEXT] = {"a text file", "SG_LIMIT_TEXT", SG_LIMIT_TEXT, 1},
    [SG_FILE_LISTING] = {"a listing", "SG_LIMIT_LISTING", SG_LIMIT_LISTING, 1},
    [SG_FILE_BINARY] = {"a binary program image", "SG_LIMIT_BINARY", SG_LIMIT_BINARY, 0},
    [SG_FILE_IMAGE] = {"a memory image", "SG_LIMIT_IMAGE", SG_LIMIT_IMAGE, 1},
    [SG_FILE_TRACE] = {"a trace vector", "SG_LIMIT_TRACE", SG_LIMIT_TRACE, 1},
    [SG_FILE_LOG] = {"a lock-step log", "SG_LIMIT_LOG", SG_LIMIT_LOG, 1},
    [SG_FILE_CONFIG] = {"a configuration", "SG_LIMIT_CONFIG", SG_LIMIT_CONFIG, 1},
    [SG_FILE_ARGS] = {"an argument file", "SG_LIMIT_ARGS", SG_LIMIT_ARGS, 1},
    [SG_FILE_STIMULUS] = {"a stimulus file", "SG_LIMIT_STIMULUS", SG_LIMIT_STIMULUS, 1},
    [SG_FILE_COVERAGE] = {"a coverage file", "SG_LIMIT_COVERAGE", SG_LIMIT_COVERAGE, 1},
    [SG_FILE_GOALS] = {"a coverage goal file", "SG_LIMIT_GOALS", SG_LIMIT_GOALS, 1},
    [SG_FILE_RECIPE] = {"a generator recipe", "SG_LIMIT_RECIPE", SG_LIMIT_RECIPE, 1},
    [SG_FILE_CHECKPOINT] = {"an smgold checkpoint", "SG_LIMIT_CHECKPOINT", SG_LIMIT_CHECKPOINT, 0},
};

#define CHUNK (1u << 16)

uint64_t sg_file_limit(sg_file_kind kind)
{
    return (unsigned)kind < SG_FILE_NKINDS ? kinds[kind].limit : 0;
}

const char *sg_file_kind_name(sg_file_kind kind)
{
    return (unsigned)kind < SG_FILE_NKINDS ? kinds[kind].what : "a file";
}

/* The state of one read: where the bytes come from and where they go. */
typedef struct reader {
    int fd;
    int stream;         /* FIFO, pipe, socket: wait for bytes with a time limit */
    sg_file_kind kind;
    const char *name;   /* for messages */
    sg_error *err;
    char *buf;          /* the (decompressed) text */
    size_t len, cap;    /* cap counts the room for the closing NUL */
} reader;

static sg_status fail_file(reader *r, sg_status code, const char *fmt, const char *arg)
{
    sg_fail(r->err, code, fmt, arg);
    sg_error_at(r->err, r->name, 0, 0);
    return code;
}

/* "16 MiB", "1 GiB": the limits are whole MiB. */
static void size_text(uint64_t n, char *out, size_t cap)
{
    if (n >= (1ull << 30) && n % (1ull << 30) == 0)
        snprintf(out, cap, "%llu GiB", (unsigned long long)(n >> 30));
    else if (n >= (1ull << 20) && n % (1ull << 20) == 0)
        snprintf(out, cap, "%llu MiB", (unsigned long long)(n >> 20));
    else
        snprintf(out, cap, "%llu bytes", (unsigned long long)n);
}

/* how: "is 17179869185 bytes," / "holds" / "decompresses to". */
static sg_status too_large(reader *r, const char *how)
{
    char lim[32];
    size_text(kinds[r->kind].limit, lim, sizeof lim);
    sg_fail(r->err, SG_ERR_RANGE, "%s more than the %s %s may have (%s, smgold/limits.h)", how,
            lim, kinds[r->kind].what, kinds[r->kind].limit_name);
    sg_error_at(r->err, r->name, 0, 0);
    return SG_ERR_RANGE;
}

/* Up to n bytes of the file: the count, 0 at its end, -1 on an error (set). */
static long raw_read(reader *r, void *dst, size_t n)
{
    for (;;) {
        if (r->stream) {
            struct pollfd p = {r->fd, POLLIN, 0};
            int k = poll(&p, 1, SG_LIMIT_STREAM_IDLE_MS);
            if (k < 0 && errno == EINTR)
                continue;
            if (k == 0) {
                sg_fail(r->err, SG_ERR_IO,
                        "nothing to read for %d s and not closed: a FIFO or pipe whose writer "
                        "neither writes nor closes it, or a FIFO no one opened for writing "
                        "(SG_LIMIT_STREAM_IDLE_MS, smgold/limits.h)",
                        SG_LIMIT_STREAM_IDLE_MS / 1000);
                sg_error_at(r->err, r->name, 0, 0);
                return -1;
            }
        }
        ssize_t k = read(r->fd, dst, n);
        if (k >= 0)
            return (long)k;
        if (errno == EINTR)
            continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) { /* a non-blocking standard input */
            r->stream = 1;
            continue;
        }
        fail_file(r, SG_ERR_IO, "read error: %s", strerror(errno));
        return -1;
    }
}

/* Room for at least one more byte and the NUL, never more than the limit + 1
 * bytes (one past the limit shows that it is passed). */
static sg_status make_room(reader *r)
{
    uint64_t most = kinds[r->kind].limit + 2;
    if (r->len + 1 < r->cap)
        return SG_OK;
    uint64_t cap = r->cap ? 2 * (uint64_t)r->cap : CHUNK;
    if (cap > most)
        cap = most;
    if (cap > SIZE_MAX || cap <= r->cap)
        return too_large(r, "holds");
    char *nb = realloc(r->buf, (size_t)cap);
    if (!nb)
        return fail_file(r, SG_ERR_NOMEM, "%s", "out of memory");
    r->buf = nb;
    r->cap = (size_t)cap;
    return SG_OK;
}

/* n new bytes at the end of the text: text kinds hold no NUL. */
static sg_status took(reader *r, size_t n, const char *how)
{
    if (kinds[r->kind].text) {
        const char *nul = memchr(r->buf + r->len, '\0', n);
        if (nul) {
            char msg[SG_ERROR_MSG_MAX];
            snprintf(msg, sizeof msg,
                     "%sbyte %zu is NUL: not text, expected %s%s", how,
                     r->len + (size_t)(nul - (r->buf + r->len)), kinds[r->kind].what,
                     r->kind == SG_FILE_LISTING
                         ? " (a binary program image needs a .bin name or --format binary)"
                         : "");
            return fail_file(r, SG_ERR_SYNTAX, "%s", msg);
        }
    }
    r->len += n;
    if (r->len > kinds[r->kind].limit)
        return too_large(r, *how ? "decompresses to" : "holds");
    return SG_OK;
}

static sg_status read_plain(reader *r)
{
    for (;;) {
        sg_status st = make_room(r);
        if (st)
            return st;
        long k = raw_read(r, r->buf + r->len, r->cap - r->len - 1);
        if (k < 0)
            return r->err ? r->err->code : SG_ERR_IO;
        if (k == 0)
            return SG_OK;
        st = took(r, (size_t)k, "");
        if (st)
            return st;
    }
}

/* The compressed bytes may exceed the decompressed ones a little (stored
 * blocks, headers): a bound that keeps a stream of empty members finite. */
static uint64_t compressed_limit(sg_file_kind kind)
{
    return kinds[kind].limit + kinds[kind].limit / 1024 + 1024;
}

static sg_status read_gzip(reader *r)
{
    unsigned char *in = malloc(CHUNK);
    z_stream z;
    memset(&z, 0, sizeof z);
    if (!in || inflateInit2(&z, 16 + MAX_WBITS) != Z_OK) {
        free(in);
        return fail_file(r, SG_ERR_NOMEM, "%s", "out of memory");
    }
    uint64_t taken = 0;
    int ended = 0; /* the last member is complete */
    sg_status st = SG_OK;
    while (!st) {
        if (z.avail_in == 0) {
            long k = raw_read(r, in, CHUNK);
            if (k < 0) {
                st = r->err ? r->err->code : SG_ERR_IO;
                break;
            }
            if (k == 0)
                break;
            taken += (uint64_t)k;
            if (taken > compressed_limit(r->kind)) {
                st = too_large(r, "has compressed data of");
                break;
            }
            z.next_in = in;
            z.avail_in = (uInt)k;
        }
        if (ended) { /* another gzip member follows (as gzip itself allows) */
            inflateReset(&z);
            ended = 0;
        }
        st = make_room(r);
        if (st)
            break;
        size_t room = r->cap - r->len - 1;
        z.next_out = (unsigned char *)r->buf + r->len;
        z.avail_out = room > CHUNK ? CHUNK : (uInt)room;
        uInt before = z.avail_out;
        int zr = inflate(&z, Z_NO_FLUSH);
        st = took(r, before - z.avail_out, "decompressed ");
        if (st)
            break;
        if (zr == Z_STREAM_END) {
            ended = 1;
        } else if (zr != Z_OK && zr != Z_BUF_ERROR) {
            char msg[256];
            snprintf(msg, sizeof msg, "%s (compressed byte %llu)", z.msg ? z.msg : "bad data",
                     (unsigned long long)(taken - z.avail_in));
            st = fail_file(r, SG_ERR_SYNTAX, "not a valid gzip file: %s", msg);
        }
    }
    if (!st && taken && !ended)
        st = fail_file(r, SG_ERR_SYNTAX, "%s",
                       "the gzip data ends early (a truncated file): expected more compressed "
                       "data");
    inflateEnd(&z);
    free(in);
    return st;
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && !strcmp(s + n - k, suffix);
}

static char *join_path(const char *dir, const char *path)
{
    if (!dir || !*dir || path[0] == '/' || !strcmp(path, "-"))
        return strdup(path);
    size_t n = strlen(dir) + strlen(path) + 2;
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%s/%s", dir, path);
    return p;
}

/* Open the file and say how to read it (or refuse it). */
static sg_status open_input(reader *r, const char *full, int gz)
{
    int std = !strcmp(full, "-");
    r->fd = std ? 0 : open(full, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (r->fd < 0)
        return fail_file(r, SG_ERR_IO, "cannot open: %s", strerror(errno));
    struct stat st;
    if (fstat(r->fd, &st))
        return fail_file(r, SG_ERR_IO, "cannot open: %s", strerror(errno));
    char msg[160];
    if (S_ISDIR(st.st_mode)) {
        snprintf(msg, sizeof msg, "is a directory, expected %s", kinds[r->kind].what);
        return fail_file(r, SG_ERR_IO, "%s", msg);
    }
    if (S_ISREG(st.st_mode)) {
        uint64_t most = gz ? compressed_limit(r->kind) : kinds[r->kind].limit;
        if ((uint64_t)st.st_size > most) {
            snprintf(msg, sizeof msg, "is %llu bytes%s,", (unsigned long long)st.st_size,
                     gz ? " compressed" : "");
            return too_large(r, msg);
        }
        if (!gz && st.st_size > 0) { /* one allocation for the usual case */
            r->cap = (size_t)st.st_size + 2;
            r->buf = malloc(r->cap);
            if (!r->buf)
                return fail_file(r, SG_ERR_NOMEM, "%s", "out of memory");
        }
    } else if (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)) {
        r->stream = 1; /* opened without waiting for a writer; poll waits, with a limit */
    } else if (!std) { /* a device: plain blocking reads, bounded by the limit */
        int fl = fcntl(r->fd, F_GETFL);
        if (fl >= 0)
            fcntl(r->fd, F_SETFL, fl & ~O_NONBLOCK);
    }
    return SG_OK;
}

sg_status sg_read_input(const char *dir, const char *path, sg_file_kind kind, char **text,
                        size_t *len, sg_error *err)
{
    if (text)
        *text = NULL;
    if (len)
        *len = 0;
    if (!path || !text || !len)
        return sg_fail(err, SG_ERR_ARG, "sg_read_input: NULL argument");
    if ((unsigned)kind >= SG_FILE_NKINDS)
        return sg_fail(err, SG_ERR_ARG, "sg_read_input: file kind %d out of range", (int)kind);
    char *full = join_path(dir, path);
    if (!full)
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    reader r = {-1, 0, kind, strcmp(full, "-") ? full : "(standard input)", err, NULL, 0, 0};
    int gz = ends_with(full, ".gz");
    sg_status st = open_input(&r, full, gz);
    if (!st)
        st = gz ? read_gzip(&r) : read_plain(&r);
    if (!st && r.len == 0) {
        char msg[160];
        snprintf(msg, sizeof msg, "empty file, expected %s", kinds[kind].what);
        st = fail_file(&r, SG_ERR_SYNTAX, "%s", msg);
    }
    if (r.fd > 0)
        close(r.fd);
    if (st) {
        free(r.buf);
        free(full);
        return st;
    }
    r.buf[r.len] = '\0';
    *text = r.buf;
    *len = r.len;
    free(full);
    return SG_OK;
}
