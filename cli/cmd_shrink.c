/*
 * cmd_shrink.c - "smgold shrink": reduce a failing generated case to a small
 * one that fails the same way (specs/gen.md §6). The search is the library's
 * (sg_shrink); this front end regenerates each candidate into a scratch
 * folder and asks the checker about it:
 *   --check 'CMD {}'  a shell command ({} = the candidate folder); the first
 *                     MISMATCH of its standard output is the verdict (the
 *                     lock-step testbench, smgold check, ...);
 *   --standalone --reference SMGOLD
 *                     the expected trace of each candidate is written by the
 *                     reference executable SMGOLD (the model the case was
 *                     made with, e.g. the build before a change) and compared
 *                     in-process with this model's run, as smgold check does.
 * The result is written to a temporary folder next to OUT_DIR and renamed.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "commands.h"
#include "fileio.h"
#include "smgold/gen.h"
#include "smgold/limits.h"
#include "smgold/run.h"
#include "smgold/smgold.h"
#include "smgold/trace.h"

static void usage(void)
{
    printf("usage: smgold shrink CASE_DIR -o OUT_DIR --check 'CMD {}' [options]\n"
           "       smgold shrink CASE_DIR -o OUT_DIR --standalone --reference SMGOLD [options]\n\n"
           "Shrink a failing case of smgold gen (its recipe.txt) to a small case that still\n"
           "fails the same way: the field of the first MISMATCH is the signature. Edits of\n"
           "the recipe (delete nodes, a loop or an if by its body, fewer trips, cases,\n"
           "warps, ...) are tried greedily to a fixpoint (specs/gen.md §6); each candidate is\n"
           "regenerated in full (listing, images, expected trace from the model).\n\n"
           "  --check 'CMD {}'    shell command run on each candidate ({} is replaced by the\n"
           "                      candidate folder); its standard output holds the verdict,\n"
           "                      e.g. 'build/testbench/smgold_lockstep --quiet --no-wave\n"
           "                      --out /tmp/ls --bug 4 {}'\n"
           "  --standalone        no command: compare this model's run of each candidate with\n"
           "                      the trace the --reference executable writes for it\n"
           "  --reference SMGOLD  the smgold executable whose traces are expected\n"
           "  -o OUT_DIR          the smallest failing case (must not exist, or be empty)\n"
           "  --max-candidates N  check at most N candidates, then write the smallest failing\n"
           "                      case found so far (default 100000)\n"
           "  --quiet             only the final line\n\n"
           "Exit status: 0 shrunk (OUT_DIR written); 2 bad arguments, a case that does not\n"
           "fail, or a failure (nothing is left behind).\n");
}

static char *quote(const char *s)
{
    size_t n = 3;
    for (const char *p = s; *p; p++)
        n += *p == '\'' ? 4 : 1;
    char *q = malloc(n), *o = q;
    if (!q)
        return NULL;
    *o++ = '\'';
    for (const char *p = s; *p; p++) {
        if (*p == '\'') {
            memcpy(o, "'\\''", 4);
            o += 4;
        } else {
            *o++ = *p;
        }
    }
    *o++ = '\'';
    *o = '\0';
    return q;
}

/* Run a shell command; its standard output (malloc'd, the first
 * SG_LIMIT_CHECK_OUTPUT bytes: the rest is read and dropped) and exit status. */
static char *run_capture(const char *cmd, int *status)
{
    FILE *p = popen(cmd, "r");
    if (!p)
        return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (n + 1024 > SG_LIMIT_CHECK_OUTPUT) { /* full: drain, so the command can end */
            char sink[4096];
            while (fread(sink, 1, sizeof sink, p) > 0)
                ;
            break;
        }
        if (n + 1024 > cap) {
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap *= 2;
        }
        size_t k = fread(buf + n, 1, cap - n - 1, p);
        n += k;
        if (!k)
            break;
    }
    int st = pclose(p);
    *status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    if (buf)
        buf[n] = '\0';
    return buf;
}

typedef struct shrink_ctx {
    const char *check;     /* command template, or NULL (standalone) */
    const char *reference; /* standalone: the reference smgold */
    char *work;            /* scratch folder */
    char cand[4200];       /* the candidate folder */
    char sig[64];          /* the signature to keep */
    char last[64];         /* the candidate's signature */
    char first_line[512];  /* of the last verdict */
    unsigned max_candidates, tested; /* candidates checked */
    int exhausted;                   /* more were left when the budget was spent */
    int quiet;
} shrink_ctx;

static void first_line_of(const char *text, char *out, size_t n)
{
    size_t k = 0;
    while (text && text[k] && text[k] != '\n' && k + 1 < n)
        k++;
    if (text)
        memcpy(out, text, k);
    out[k] = '\0';
}

/* The check of the command mode: the verdict's signature into c->last. */
static int check_cmd(shrink_ctx *c, const char *dir, sg_error *err)
{
    char *q = quote(dir);
    if (!q)
        return -1;
    size_t ql = strlen(q), n = 16;
    for (const char *p = c->check; *p; p++)
        n += (p[0] == '{' && p[1] == '}') ? ql : 1;
    char *cmd = malloc(n + 32);
    if (!cmd) {
        free(q);
        return -1;
    }
    char *o = cmd;
    o += sprintf(o, "{ ");
    for (const char *p = c->check; *p; p++) {
        if (p[0] == '{' && p[1] == '}') {
            memcpy(o, q, ql);
            o += ql;
            p++;
        } else {
            *o++ = *p;
        }
    }
    strcpy(o, " ; } 2>/dev/null");
    free(q);
    int status;
    char *outp = run_capture(cmd, &status);
    free(cmd);
    if (!outp) {
        snprintf(err->msg, sizeof err->msg, "cannot run the check command");
        err->code = SG_ERR_IO;
        return -1;
    }
    first_line_of(outp, c->first_line, sizeof c->first_line);
    int has = sg_verdict_signature(outp, c->last, sizeof c->last);
    free(outp);
    if (status == 127) {
        snprintf(err->msg, sizeof err->msg, "the check command was not found (exit 127): %s",
                 c->check);
        err->code = SG_ERR_IO;
        return -1;
    }
    if (!has)
        c->last[0] = '\0';
    return 0;
}

typedef struct sink {
    char *buf;
    size_t len, cap;
} sink;

static int sink_write(void *ctx, const char *text, size_t len)
{
    sink *s = ctx;
    if (s->len + len + 1 > s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 1 << 16;
        while (cap < s->len + len + 1)
            cap *= 2;
        char *nb = realloc(s->buf, cap);
        if (!nb)
            return -1;
        s->buf = nb;
        s->cap = cap;
    }
    memcpy(s->buf + s->len, text, len);
    s->len += len;
    return 0;
}

/* The check of the standalone mode: the reference writes ref.trace (or
 * fails, printing its error); this model runs the case in-process; the
 * first difference of the traces, or "error" when only one of them fails or
 * they fail differently, is the signature. */
static int check_standalone(shrink_ctx *c, const char *dir, sg_error *err)
{
    char *qd = quote(dir), *qr = quote(c->reference);
    if (!qd || !qr) {
        free(qd);
        free(qr);
        return -1;
    }
    size_t n = strlen(qd) + strlen(qr) + 128;
    char *cmd = malloc(n);
    if (!cmd) {
        free(qd);
        free(qr);
        return -1;
    }
    snprintf(cmd, n, "cd %s && %s run program.lst @launch.args --trace ref.trace --quiet 2>&1", qd,
             qr);
    free(qd);
    free(qr);
    int status;
    char *ref_out = run_capture(cmd, &status);
    free(cmd);
    if (!ref_out || status == 127 || status == 126) {
        free(ref_out);
        snprintf(err->msg, sizeof err->msg, "cannot run the reference '%s'", c->reference);
        err->code = SG_ERR_IO;
        return -1;
    }
    /* this model */
    const char *args[] = {"program.lst", "@launch.args"};
    sg_run_opts *o = NULL;
    sg_sm *sm = NULL;
    sink tr = {0};
    sg_error e, run_err;
    int run_failed = 0;
    char mine[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64] = "";
    if (sg_run_parse(2, args, dir, &o, &e) || sg_run_setup(o, &sm, &e) ||
        sg_sm_set_trace(sm, sink_write, &tr, NULL, &e) || sg_run_launch(o, sm, &e)) {
        sg_error_format(&e, mine, sizeof mine);
        run_failed = 1;
    } else if (sg_sm_run(sm, o->max_cycles, &run_err)) {
        sg_error_format(&run_err, mine, sizeof mine);
        run_failed = 1;
    }
    c->last[0] = '\0';
    snprintf(c->first_line, sizeof c->first_line, "match");
    if (status != 0 || run_failed) {
        /* compare the error lines: the reference prints "smgold: LINE" */
        char theirs[1024] = "";
        const char *p = strstr(ref_out, "smgold: ");
        if (status != 0 && p)
            first_line_of(p + 8, theirs, sizeof theirs);
        if (status == 0 || !run_failed || strcmp(theirs, mine)) {
            snprintf(c->last, sizeof c->last, "error");
            snprintf(c->first_line, sizeof c->first_line,
                     "MISMATCH error: reference '%.200s', this model '%.200s'",
                     status ? theirs : "(no error)", run_failed ? mine : "(no error)");
        }
    } else {
        char path[4300];
        snprintf(path, sizeof path, "%s/ref.trace", dir);
        size_t elen;
        char *exp = NULL;
        if (sg_read_input(NULL, path, SG_FILE_TRACE, &exp, &elen, &e) == SG_OK) {
            sg_trace_diff d;
            if (sg_trace_compare(exp, elen, tr.buf ? tr.buf : "", tr.len, "ref.trace", &d, &e)) {
                snprintf(c->last, sizeof c->last, "vector");
            } else if (d.differs) {
                snprintf(c->last, sizeof c->last, "%.*s", (int)strcspn(d.field, "["), d.field);
                snprintf(c->first_line, sizeof c->first_line,
                         "MISMATCH record %u field %.40s expected %.180s actual %.180s", d.record,
                         d.field, d.expected, d.actual);
            }
            free(exp);
        }
    }
    free(ref_out);
    free(tr.buf);
    sg_sm_destroy(sm);
    sg_run_free(o);
    return 0;
}

/* Regenerate r into the candidate folder and check it. */
static int check_recipe(shrink_ctx *c, const sg_recipe *r, sg_error *err)
{
    cli_remove_tree(c->cand);
    if (mkdir(c->cand, 0777)) {
        snprintf(err->msg, sizeof err->msg, "%.300s: cannot create: %.100s", c->cand,
                 strerror(errno));
        err->code = SG_ERR_IO;
        return -1;
    }
    sg_gen_result res;
    if (sg_gen_write_case(r, c->cand, &res, err)) {
        /* a candidate the model cannot run is not a reproduction */
        c->last[0] = '\0';
        snprintf(c->first_line, sizeof c->first_line, "(not generated: %.400s)", err->msg);
        memset(err, 0, sizeof *err);
        return 0;
    }
    return c->check ? check_cmd(c, c->cand, err) : check_standalone(c, c->cand, err);
}

static int test(void *ctx, const sg_recipe *cand, sg_error *err)
{
    shrink_ctx *c = ctx;
    if (c->tested >= c->max_candidates) { /* the budget is spent: keep what we have */
        c->exhausted = 1;
        return 0;
    }
    c->tested++;
    int r = check_recipe(c, cand, err);
    if (r < 0)
        return -1;
    return c->last[0] && !strcmp(c->last, c->sig);
}

static void note(void *ctx, const char *line)
{
    const shrink_ctx *c = ctx;
    if (!c->quiet) {
        printf("%s\n", line);
        fflush(stdout);
    }
}

int cmd_shrink(int argc, char **argv)
{
    shrink_ctx c;
    memset(&c, 0, sizeof c);
    c.max_candidates = 100000;
    const char *in = NULL, *out = NULL;
    int standalone = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage();
            return 0;
        } else if (!strcmp(a, "--quiet")) {
            c.quiet = 1;
        } else if (!strcmp(a, "--standalone")) {
            standalone = 1;
        } else if (!strcmp(a, "--check") || !strcmp(a, "-o") || !strcmp(a, "--reference") ||
                   !strcmp(a, "--max-candidates")) {
            if (!v) {
                fprintf(stderr, "smgold shrink: %s needs a value\n", a);
                return 2;
            }
            i++;
            if (!strcmp(a, "--check")) {
                c.check = v;
            } else if (!strcmp(a, "-o")) {
                out = v;
            } else if (!strcmp(a, "--reference")) {
                c.reference = v;
            } else {
                uint32_t m;
                if (!cli_parse_u32(v, &m) || !m) {
                    fprintf(stderr, "smgold shrink: --max-candidates takes a positive number, "
                                    "not '%s'\n",
                            v);
                    return 2;
                }
                c.max_candidates = m;
            }
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "smgold shrink: unknown option '%s' (see --help)\n", a);
            return 2;
        } else if (!in) {
            in = a;
        } else {
            fprintf(stderr, "smgold shrink: one case folder only; unexpected '%s'\n", a);
            return 2;
        }
    }
    if (!in || !out) {
        fprintf(stderr, "smgold shrink: CASE_DIR and -o OUT_DIR are required (see --help)\n");
        return 2;
    }
    if (!c.check == !standalone) {
        fprintf(stderr, "smgold shrink: give either --check 'CMD {}' or --standalone\n");
        return 2;
    }
    if (c.check && !strstr(c.check, "{}")) {
        fprintf(stderr, "smgold shrink: the --check command has no {} (the candidate folder)\n");
        return 2;
    }
    if (standalone && !c.reference) {
        fprintf(stderr, "smgold shrink: --standalone needs --reference SMGOLD (the executable "
                        "whose traces are expected)\n");
        return 2;
    }
    if (!standalone && c.reference) {
        fprintf(stderr, "smgold shrink: --reference goes with --standalone\n");
        return 2;
    }
    if (!cli_usable_out_dir(out)) {
        fprintf(stderr, "smgold shrink: %s: exists and is not an empty folder\n", out);
        return 2;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/recipe.txt", in);
    size_t len;
    char *text = cli_read_file(path, SG_FILE_RECIPE, &len);
    if (!text)
        return 2;
    sg_recipe *r = NULL;
    sg_error err;
    char ebuf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
    if (sg_recipe_parse(text, len, path, &r, &err)) {
        fprintf(stderr, "smgold shrink: %s\n", sg_error_format(&err, ebuf, sizeof ebuf));
        free(text);
        return 2;
    }
    free(text);
    size_t olen = strlen(out);
    while (olen > 1 && out[olen - 1] == '/')
        olen--;
    char work[4096];
    snprintf(work, sizeof work, "%.*s.tmpXXXXXX", (int)olen, out);
    if (!mkdtemp(work)) {
        fprintf(stderr, "smgold shrink: %s: cannot create a folder next to it: %s\n", out,
                strerror(errno));
        sg_recipe_free(r);
        return 2;
    }
    /* the candidate folder by an absolute name: the command may run anywhere */
    char *abs = NULL;
    if (work[0] != '/') {
        char cwd[4096];
        if (getcwd(cwd, sizeof cwd)) {
            abs = malloc(strlen(cwd) + strlen(work) + 2);
            if (abs)
                sprintf(abs, "%s/%s", cwd, work);
        }
    }
    c.work = abs ? abs : work;
    snprintf(c.cand, sizeof c.cand, "%s/candidate", c.work);
    int rc = 0;
    memset(&err, 0, sizeof err);
    /* the original, regenerated: its signature */
    if (check_recipe(&c, r, &err) < 0) {
        fprintf(stderr, "smgold shrink: %s\n", err.msg);
        rc = 2;
    } else if (!c.last[0]) {
        fprintf(stderr, "smgold shrink: %s does not fail: the check says '%s'\n", in,
                c.first_line);
        rc = 2;
    }
    sg_recipe *best = NULL;
    sg_shrink_stats st;
    memset(&st, 0, sizeof st);
    if (!rc) {
        snprintf(c.sig, sizeof c.sig, "%s", c.last);
        if (!c.quiet)
            printf("shrink: %s fails with signature '%s': %s\n", in, c.sig, c.first_line);
        memset(&err, 0, sizeof err);
        if (sg_shrink(r, test, &c, note, &c, &best, &st, &err)) {
            fprintf(stderr, "smgold shrink: %s\n", err.msg[0] ? err.msg : "failed");
            rc = 2;
        }
    }
    if (!rc) {
        char bestdir[4200];
        snprintf(bestdir, sizeof bestdir, "%s/best", c.work);
        sg_gen_result res;
        if (mkdir(bestdir, 0777) || sg_gen_write_case(best, bestdir, &res, &err)) {
            fprintf(stderr, "smgold shrink: %s: %s\n", bestdir,
                    err.msg[0] ? err.msg : strerror(errno));
            rc = 2;
        } else {
            rmdir(out);
            if (rename(bestdir, out)) {
                fprintf(stderr, "smgold shrink: %s: cannot write: %s\n", out, strerror(errno));
                rc = 2;
            }
        }
    }
    cli_remove_tree(c.work);
    if (!rc)
        printf("smgold shrink: %s -> %s: signature '%s'; %u -> %u instructions, %u -> %u "
               "recipe nodes, %u -> %u warps; %u candidates, %u edits kept, %u rounds\n",
               in, out, c.sig, st.from.instructions, st.to.instructions, st.from.nodes,
               st.to.nodes, st.from.warps, st.to.warps, c.tested, st.accepted, st.rounds);
    if (!rc && c.exhausted)
        printf("smgold shrink: stopped early: --max-candidates %u reached\n", c.max_candidates);
    free(abs);
    sg_recipe_free(best);
    sg_recipe_free(r);
    return rc;
}
