/*
 * gen_support.c - what the generator's tests share (gen_support.h).
 */
#include "gen_support.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "support.h"

const char *const case_files[] = {
    "program.lst", "launch.args",    "in.hex",           "out.hex",
    "recipe.txt",  "README.md",      "expected.trace",   "expected-out.hex",
    "expected-error.txt", /* the datapath profiles (tests/unit/test_gen_datapath.c): */
    "g.hex",       "gh.hex",         "expected-g.hex",   "expected-gh.hex"};
const size_t NCASE_FILES = sizeof case_files / sizeof case_files[0];

void fail_err(const char *what, const sg_error *e)
{
    char buf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
    fail_msg("%s: %s", what, sg_error_format(e, buf, sizeof buf));
}

sg_recipe *recipe(uint64_t seed, unsigned index, sg_gen_profile p)
{
    sg_recipe *r = NULL;
    sg_error err;
    if (sg_gen_recipe(seed, index, p, &r, &err))
        fail_err("sg_gen_recipe", &err);
    return r;
}

char *print(const sg_recipe *r)
{
    char *t = sg_recipe_print(r, NULL);
    assert_non_null(t);
    return t;
}

char *make_dir(void)
{
    char *d = strdup("/tmp/smgold-test-gen-XXXXXX");
    assert_non_null(d);
    assert_non_null(mkdtemp(d));
    return d;
}

void remove_dir(char *d)
{
    char path[512];
    for (size_t i = 0; i < NCASE_FILES; i++) {
        snprintf(path, sizeof path, "%s/%s", d, case_files[i]);
        unlink(path);
    }
    assert_int_equal(rmdir(d), 0); /* nothing else was left in it (no temporary files) */
    free(d);
}

char *read_opt(const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    struct stat st;
    if (stat(path, &st))
        return NULL;
    return read_text(path, NULL);
}
