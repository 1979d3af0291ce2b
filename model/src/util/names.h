/*
 * names.h - looking a name up in a list of names (internal): the enumerated
 * configuration keys and the units' mode names share it.
 */
#ifndef SMGOLD_UTIL_NAMES_H
#define SMGOLD_UTIL_NAMES_H

#include <stddef.h>
#include <string.h>

/* Index of s[0..n) in names[0..count) (NULL entries end the list early), or -1. */
static inline int sg_name_find(const char *const *names, unsigned count, const char *s, size_t n)
{
    for (unsigned i = 0; i < count && names[i]; i++)
        if (strlen(names[i]) == n && !memcmp(names[i], s, n))
            return (int)i;
    return -1;
}

#endif
