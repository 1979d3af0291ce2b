/*
 * check_vector.c - what `smgold check` does, over the installed C API: run a
 * trace vector (a directory holding program.lst, launch.args and
 * expected.trace, as share/smgold/vectors/seed/ has) and compare the model's
 * trace with the expected one.
 *
 *     check_vector VECTOR_DIR [EXPECTED_TRACE]
 *
 * Prints "DIR: match (...)" and exits 0, or names the first difference and
 * exits 1; any error (bad vector, model error) is a message and exit 2.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <smgold/run.h>
#include <smgold/smgold.h>
#include <smgold/trace.h>

typedef struct {
    char *buf;
    size_t len, cap;
} text;

/* sg_trace_fn: collect the trace in memory (whole lines arrive at a time) */
static int append(void *ctx, const char *s, size_t n)
{
    text *t = ctx;
    if (t->len + n + 1 > t->cap) {
        size_t cap = (t->len + n + 1) * 2;
        char *p = realloc(t->buf, cap);
        if (!p)
            return 1; /* reported by sg_sm_run as SG_ERR_IO */
        t->buf = p;
        t->cap = cap;
    }
    memcpy(t->buf + t->len, s, n);
    t->len += n;
    t->buf[t->len] = '\0';
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: check_vector VECTOR_DIR [EXPECTED_TRACE]\n");
        return 2;
    }
    const char *dir = argv[1];
    const char *expect = argc > 2 ? argv[2] : "expected.trace"; /* relative to dir */
    const char *args[] = {"program.lst", "@launch.args"};
    sg_error err;
    sg_run_opts *o = NULL;
    sg_sm *sm = NULL;
    text tr = {NULL, 0, 0};
    char *exp = NULL;
    size_t elen = 0;
    sg_trace_diff d;
    int rc = 2;

    if (sg_run_parse(2, args, dir, &o, &err) || sg_run_setup(o, &sm, &err) ||
        sg_sm_set_trace(sm, append, &tr, NULL, &err) || sg_run_launch(o, sm, &err) ||
        sg_sm_run(sm, o->max_cycles, &err) || sg_read_file(dir, expect, &exp, &elen, &err) ||
        sg_trace_compare(exp, elen, tr.buf ? tr.buf : "", tr.len, expect, &d, &err)) {
        char msg[1024];
        fprintf(stderr, "check_vector: %s\n", sg_error_format(&err, msg, sizeof msg));
    } else if (d.differs) {
        printf("%s: MISMATCH record %u (line %u) field %s: expected %s, actual %s\n", dir,
               d.record, d.line, d.field, d.expected, d.actual);
        rc = 1;
    } else {
        printf("%s: match (%llu warp steps in %llu cycles, smgold %s)\n", dir,
               (unsigned long long)sg_sm_instructions(sm), (unsigned long long)sg_sm_cycle(sm),
               SMGOLD_VERSION_STRING);
        rc = 0;
    }
    free(exp);
    free(tr.buf);
    sg_sm_destroy(sm);
    sg_run_free(o);
    return rc;
}
