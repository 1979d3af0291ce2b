/*
 * cmd_table.c - "smgold table": a trace vector as the seed documents print
 * their SIMT-stack tables (000 Tables 4-6, 003 Figure 2c), for reading a
 * trace beside the seed. One row per record of one warp: the state after
 * the step, i.e. what the seeds show before the instruction at the next PC
 * (specs/simt-stack.md TR-2).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "fileio.h"

typedef struct opts {
    const char *file;
    long warp;
    unsigned lanes;
    int lane0_left;
    int style; /* 5: 000 Table 5; 6: 000 Table 6 */
} opts;

/* value of "key=" in a record line (up to the next space), copied to out */
static int field(const char *line, const char *key, char *out, size_t n)
{
    size_t k = strlen(key);
    for (const char *p = line; (p = strstr(p, key)); p++) {
        if (p != line && p[-1] != ' ')
            continue;
        if (p[k] != '=')
            continue;
        p += k + 1;
        size_t len = strcspn(p, " \n");
        if (len >= n)
            len = n - 1;
        memcpy(out, p, len);
        out[len] = '\0';
        return 1;
    }
    return 0;
}

static void bits(char *out, unsigned long mask, unsigned lanes, int lane0_left)
{
    for (unsigned i = 0; i < lanes; i++) {
        unsigned lane = lane0_left ? i : lanes - 1 - i;
        out[i] = (mask >> lane) & 1 ? '1' : '0';
    }
    out[lanes] = '\0';
}

/* "TYPE:MASK:PC" -> printed per style */
static void token(char *out, size_t n, const char *tok, const opts *o)
{
    char type[8] = "", *c1 = strchr(tok, ':');
    if (!c1) {
        snprintf(out, n, "?");
        return;
    }
    size_t tl = (size_t)(c1 - tok) < sizeof type ? (size_t)(c1 - tok) : sizeof type - 1;
    memcpy(type, tok, tl);
    unsigned long mask = strtoul(c1 + 1, NULL, 16);
    const char *c2 = strchr(c1 + 1, ':');
    unsigned long pc = c2 ? strtoul(c2 + 1, NULL, 16) : 0;
    if (o->style == 5) {
        char b[40];
        bits(b, mask, o->lanes, o->lane0_left);
        snprintf(out, n, "Stack mask: %s rp: 0x%03lx  %s", b, pc, type);
    } else {
        snprintf(out, n, "%s, 0x%0*lX, 0x%lX", type, (int)((o->lanes + 3) / 4), mask, pc);
    }
}

int cmd_table(int argc, char **argv)
{
    opts o = {NULL, -1, 0, 1, 5};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            printf("usage: smgold table TRACE [--warp W] [--lanes N] [--lane0 left|right] "
                   "[--style table5|table6]\n\n"
                   "Print the token-stack states of one warp of a trace vector as the seed\n"
                   "tables do: one row per step, the state after it (the seeds' 'PC' column is\n"
                   "the next PC).\n\n"
                   "  --warp W        warp slot (default: the first in the trace)\n"
                   "  --lanes N       mask width in lanes (default: warp_size of the trace)\n"
                   "  --lane0 SIDE    where lane 0 is printed (default left, as 000 Table 5;\n"
                   "                  000 Table 6 prints it right)\n"
                   "  --style S       table5: 'PC : mask  Stack mask: .. rp: ..  TYPE' (default);\n"
                   "                  table6: 'PC  mask  disable  TOS  TOS-1  TOS-2'\n");
            return 0;
        } else if (!strcmp(a, "--warp") && v) {
            o.warp = strtol(v, NULL, 0);
            i++;
        } else if (!strcmp(a, "--lanes") && v) {
            o.lanes = (unsigned)strtoul(v, NULL, 0);
            if (o.lanes < 1 || o.lanes > 32) {
                fprintf(stderr, "smgold table: --lanes takes 1-32\n");
                return 2;
            }
            i++;
        } else if (!strcmp(a, "--lane0") && v && (!strcmp(v, "left") || !strcmp(v, "right"))) {
            o.lane0_left = v[0] == 'l';
            i++;
        } else if (!strcmp(a, "--style") && v && (!strcmp(v, "table5") || !strcmp(v, "table6"))) {
            o.style = v[5] - '0';
            i++;
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "smgold table: unknown or incomplete option '%s' (see --help)\n", a);
            return 2;
        } else if (!o.file) {
            o.file = a;
        } else {
            fprintf(stderr, "smgold table: one trace only ('%s')\n", a);
            return 2;
        }
    }
    if (!o.file) {
        fprintf(stderr, "smgold table: no TRACE (see --help)\n");
        return 2;
    }
    size_t len;
    char *text = cli_read_file(o.file, SG_FILE_TRACE, &len);
    if (!text)
        return 2;
    /* the table is printed only when the whole trace is read: a bad record
     * leaves nothing on standard output, only the error */
    char *table = NULL;
    size_t tlen = 0;
    FILE *out = open_memstream(&table, &tlen);
    if (!out) {
        fprintf(stderr, "smgold table: out of memory\n");
        free(text);
        return 2;
    }
    unsigned lineno = 0, rows = 0;
    int rc = 0;
    if (o.style == 5)
        fprintf(out, "Active PC : Active Mask%*s Stack\n", o.lanes ? (int)o.lanes - 10 : 22, "");
    else
        fprintf(out, "PC      Active Mask  Disable  TOS | TOS-1 | TOS-2\n");
    for (char *save = NULL, *line = strtok_r(text, "\n", &save); line;
         line = strtok_r(NULL, "\n", &save)) {
        lineno++;
        char buf[128];
        if (line[0] == '#') {
            if (!o.lanes && strstr(line, "# config ") == line && field(line + 9, "warp_size", buf, sizeof buf))
                o.lanes = (unsigned)strtoul(buf, NULL, 0);
            continue;
        }
        if (line[1] == ' ' && strchr("XWSM", line[0]))
            continue; /* cycle (TR-4), datapath (§2.2) records: the table shows the stack only */
        if (!(line[0] == 'I' || line[0] == 'U' || line[0] == 'E') || line[1] != ' ') {
            fprintf(stderr, "smgold table: %s:%u: expected a trace record\n", o.file, lineno);
            rc = 2;
            break;
        }
        if (!o.lanes)
            o.lanes = 32;
        char w[16], am[64], npc[32], bm[32], cm[32], rm[32], stack[2048];
        if (!field(line, "w", w, sizeof w) || !field(line, "am", am, sizeof am) ||
            !field(line, "npc", npc, sizeof npc) || !field(line, "stack", stack, sizeof stack)) {
            fprintf(stderr, "smgold table: %s:%u: record without w, am, npc or stack\n", o.file,
                    lineno);
            rc = 2;
            break;
        }
        if (o.warp < 0)
            o.warp = strtol(w, NULL, 0);
        if (strtol(w, NULL, 0) != o.warp)
            continue;
        const char *after = strchr(am, '>');
        unsigned long amask = strtoul(after ? after + 1 : am, NULL, 16);
        unsigned long dis = 0;
        if (field(line, "bm", bm, sizeof bm) && field(line, "cm", cm, sizeof cm) &&
            field(line, "rm", rm, sizeof rm))
            dis = strtoul(bm, NULL, 16) | strtoul(cm, NULL, 16) | strtoul(rm, NULL, 16);
        char mb[40];
        bits(mb, amask, o.lanes, o.lane0_left);
        unsigned long pc = strtoul(npc, NULL, 16);
        /* tokens: stack=[A,B,C] */
        char *toks[3] = {NULL, NULL, NULL};
        int nt = 0;
        char *s = stack + 1;
        s[strcspn(s, "]")] = '\0';
        for (char *sv = NULL, *t = strtok_r(s, ",", &sv); t && nt < 3; t = strtok_r(NULL, ",", &sv))
            toks[nt++] = t;
        char tb[3][128];
        for (int k = 0; k < nt; k++)
            token(tb[k], sizeof tb[k], toks[k], &o);
        if (o.style == 5) {
            fprintf(out, "0x%03lx : %s %s%s\n", pc, mb, nt ? tb[0] : "",
                    line[0] == 'U' ? "  (pop)" : "");
        } else {
            fprintf(out, "0x%-5lx %s  0x%0*lX  %s | %s | %s%s\n", pc, mb,
                    (int)((o.lanes + 3) / 4), dis, nt > 0 ? tb[0] : "", nt > 1 ? tb[1] : "",
                    nt > 2 ? tb[2] : "", line[0] == 'U' ? "   (unwind pop)" : "");
        }
        rows++;
    }
    free(text);
    if (!rc && !rows) {
        fprintf(stderr, "smgold table: %s: no records for warp %ld\n", o.file, o.warp);
        rc = 2;
    }
    if (fclose(out) && !rc) {
        fprintf(stderr, "smgold table: out of memory\n");
        rc = 2;
    }
    if (!rc && (fwrite(table, 1, tlen, stdout) != tlen || fflush(stdout))) {
        fprintf(stderr, "smgold table: cannot write to standard output\n");
        rc = 2;
    }
    free(table);
    return rc;
}
