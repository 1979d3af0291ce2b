/*
 * err.c - sg_error helpers.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "err.h"

sg_status sg_fail(sg_error *err, sg_status code, const char *fmt, ...)
{
    if (err) {
        memset(err, 0, sizeof *err);
        err->code = code;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
    }
    return code;
}

void sg_error_at(sg_error *err, const char *file, unsigned line, unsigned col)
{
    if (!err)
        return;
    snprintf(err->file, sizeof err->file, "%s", file ? file : "");
    err->line = line;
    err->col = col;
}

const char *sg_status_name(sg_status code)
{
    switch (code) {
    case SG_OK: return "ok";
    case SG_ERR_ARG: return "invalid argument";
    case SG_ERR_NOMEM: return "out of memory";
    case SG_ERR_IO: return "i/o error";
    case SG_ERR_SYNTAX: return "syntax error";
    case SG_ERR_UNKNOWN: return "unknown";
    case SG_ERR_OPERAND: return "bad operand";
    case SG_ERR_RANGE: return "out of range";
    case SG_ERR_MISMATCH: return "mismatch";
    case SG_ERR_TRUNCATED: return "truncated input";
    case SG_ERR_HANG: return "hang";
    }
    return "unknown status";
}

char *sg_error_format(const sg_error *err, char *buf, size_t n)
{
    if (!buf || n == 0)
        return buf;
    if (!err) {
        snprintf(buf, n, "(no error)");
        return buf;
    }
    char loc[SG_ERROR_FILE_MAX + 32] = "";
    if (err->file[0] && err->line && err->col)
        snprintf(loc, sizeof loc, "%s:%u:%u: ", err->file, err->line, err->col);
    else if (err->file[0] && err->line)
        snprintf(loc, sizeof loc, "%s:%u: ", err->file, err->line);
    else if (err->file[0])
        snprintf(loc, sizeof loc, "%s: ", err->file);
    snprintf(buf, n, "%s%s", loc, err->msg);
    return buf;
}
