/*
 * gen_support.h - what the generator's tests share (test_gen.c, test_gen_datapath.c):
 * recipes by seed, index and profile, their text, and scratch case folders.
 */
#ifndef SMGOLD_TEST_GEN_SUPPORT_H
#define SMGOLD_TEST_GEN_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/error.h"
#include "smgold/gen.h"

/* Every file a case folder may hold (control-flow and datapath profiles, error cases). */
extern const char *const case_files[];
extern const size_t NCASE_FILES;

void fail_err(const char *what, const sg_error *e);   /* fail the test with the error text */
sg_recipe *recipe(uint64_t seed, unsigned index, sg_gen_profile p); /* sg_gen_recipe or fail */
char *print(const sg_recipe *r);                      /* its text (free it) */
char *make_dir(void);                                 /* a new empty scratch folder */
void remove_dir(char *d);                             /* remove it and the case files in it */
char *read_opt(const char *dir, const char *name);    /* dir/name's text, NULL if absent */

#endif
