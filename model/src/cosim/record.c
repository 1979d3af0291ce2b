/*
 * record.c - record the call stream of a lock-step run (record.h), to be
 * replayed without the RTL by replay.c (`smgold replay`, specs/dpi.md §7).
 * The log is text, one call per line:
 *
 *     smgold-cosim-log 1
 *     dir /abs/path/of/the/vector        (or "-")
 *     arg program.lst                    (one per argument, @FILEs expanded)
 *     hash 0x...                         (the program's, checked at replay)
 *     cw SLOT status error pc am bm cm rm xm live depth     (hex)
 *     ct SLOT I type mask pc
 *     cwt SLOT N [pc depth mask]...
 *     cs SCHED pc am push pop spill fill error
 *     end                                (sg_cosim_end_cycle)
 *     step                               (sg_cosim_step)
 *     pick SCHED SLOT                    (sg_cosim_set_pick, external scheduler policy)
 *     dp MODE                            (sg_cosim_set_datapath)
 *     ign FIELD LANES                    (sg_cosim_ignore)
 *     cr SCHED valid warp pc lanes nregs [reg value*32]*nregs preds [pred]*popcount
 *        cc_written [cc*32] mem [space size [addr_lo addr_hi]*32 be*32 wdata*128
 *        ntrans [trans_lo trans_hi]*ntrans passes]   (sg_cosim_check_retire, hex)
 *     cl SCHED clocks lanes [enable lane*lanes]*clocks  (sg_cosim_check_lanes, hex)
 *     cd SCHED field*N                   (sg_cosim_check_decode: the N bundle fields, hex)
 *     csch NSLOTS PICKV REFUSED WARP0 WARP1 CAUSE0 CAUSE1 READY LONG ACTIVE PIPE*4 WHY*NSLOTS
 *        DEP*NSLOTS                      (sg_cosim_check_sched, hex)
 *     verdict TEXT                       (sg_cosim_finish)
 */
#define _XOPEN_SOURCE 700 /* realpath */
#include <stdarg.h>
#include <stdlib.h>

#include "record.h"
#include "smgold/decode.h"

void sg_cosim_rec(sg_cosim *h, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(h->rec, fmt, ap);
    va_end(ap);
}

sg_status sg_cosim_record(sg_cosim *h, const char *path, sg_error *err)
{
    if (!h || !path)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_record: NULL argument");
    if (h->rec || h->cycle != -1 || h->warp_checked)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_record: start recording before the first check");
    FILE *f = fopen(path, "w");
    if (!f) {
        sg_fail(err, SG_ERR_IO, "cannot create the record");
        sg_error_at(err, path, 0, 0);
        return SG_ERR_IO;
    }
    char *dir = h->opts->dir ? realpath(h->opts->dir, NULL) : realpath(".", NULL);
    fprintf(f, "smgold-cosim-log 1\ndir %s\n", dir ? dir : "-");
    free(dir);
    for (int i = 0; i < h->opts->argc; i++)
        fprintf(f, "arg %s\n", h->opts->argv[i]);
    fprintf(f, "hash 0x%016llx\n", (unsigned long long)sg_sm_program_hash(h->sm));
    h->rec = f;
    return SG_OK;
}

void sg_cosim_rec_close(sg_cosim *h, const char *verdict)
{
    if (!h->rec)
        return;
    if (verdict)
        fprintf(h->rec, "verdict %s\n", verdict);
    fclose(h->rec);
    h->rec = NULL;
}

void sg_cosim_rec_lanes(sg_cosim *h, unsigned sched, const sg_lane_view *o)
{
    FILE *f = h->rec;
    unsigned clocks = o->clocks <= 32 ? o->clocks : 32, lanes = o->lanes <= 32 ? o->lanes : 32;
    fprintf(f, "cl %x %x %x", sched, clocks, lanes);
    for (unsigned c = 0; c < clocks; c++) {
        fprintf(f, " %x", o->enable[c]);
        for (unsigned n = 0; n < lanes; n++)
            fprintf(f, " %x", o->lane[c][n]);
    }
    fprintf(f, "\n");
}

void sg_cosim_rec_decode(sg_cosim *h, unsigned sched, const sg_decoded *o)
{
    fprintf(h->rec, "cd %x", sched);
    for (unsigned k = 0; k < sg_decoded_field_count(); k++)
        fprintf(h->rec, " %llx", (unsigned long long)sg_decoded_field(o, k));
    fprintf(h->rec, "\n");
}

void sg_cosim_rec_sched(sg_cosim *h, const sg_obs_sched *o)
{
    FILE *f = h->rec;
    fprintf(f, "csch %x %x %x %x %x %x %x %llx %llx %llx", o->nslots, o->pick_valid, o->refused,
            o->pick_warp[0], o->pick_warp[1], o->cause[0], o->cause[1],
            (unsigned long long)o->ready, (unsigned long long)o->stalled_long,
            (unsigned long long)o->active);
    for (unsigned q = 0; q < 4; q++)
        fprintf(f, " %x", o->pipe_rem[q]);
    for (unsigned w = 0; w < o->nslots && w < 64; w++)
        fprintf(f, " %x", o->why[w]);
    for (unsigned w = 0; w < o->nslots && w < 64; w++)
        fprintf(f, " %x", o->dep[w]);
    fprintf(f, "\n");
}

void sg_cosim_rec_retire(sg_cosim *h, unsigned sched, const sg_retire *o)
{
    FILE *f = h->rec;
    unsigned nregs = o->nregs <= SG_DP_MAX_REGS ? o->nregs : SG_DP_MAX_REGS;
    fprintf(f, "cr %x %x %x %x %x %x", sched, o->valid, o->warp, o->pc, o->lanes, nregs);
    for (unsigned i = 0; i < nregs; i++) {
        fprintf(f, " %x", o->reg[i]);
        for (unsigned l = 0; l < SG_DP_LANES; l++)
            fprintf(f, " %x", o->value[i][l]);
    }
    fprintf(f, " %x", o->preds & 0x7fu);
    for (unsigned p = 0; p < 7; p++)
        if (o->preds >> p & 1)
            fprintf(f, " %x", o->pred[p]);
    fprintf(f, " %x", o->cc_written ? 1u : 0u);
    for (unsigned l = 0; o->cc_written && l < SG_DP_LANES; l++)
        fprintf(f, " %x", o->cc[l]);
    fprintf(f, " %x", o->mem);
    if (o->mem) {
        unsigned nt = o->ntrans <= SG_DP_LANES ? o->ntrans : SG_DP_LANES;
        fprintf(f, " %x %x", o->space, o->size);
        for (unsigned l = 0; l < SG_DP_LANES; l++)
            fprintf(f, " %x %x", (uint32_t)o->addr[l], (uint32_t)(o->addr[l] >> 32));
        for (unsigned l = 0; l < SG_DP_LANES; l++)
            fprintf(f, " %x", o->be[l]);
        for (unsigned k = 0; k < 4; k++)
            for (unsigned l = 0; l < SG_DP_LANES; l++)
                fprintf(f, " %x", o->wdata[k][l]);
        fprintf(f, " %x", nt);
        for (unsigned i = 0; i < nt; i++)
            fprintf(f, " %x %x", (uint32_t)o->trans[i], (uint32_t)(o->trans[i] >> 32));
        fprintf(f, " %x", o->passes);
    }
    fprintf(f, "\n");
}
