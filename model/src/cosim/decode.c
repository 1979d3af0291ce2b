/*
 * decode.c - the decoder's check (smgold/cosim.h sg_cosim_check_decode;
 * specs/decode.md): the decode bundle the RTL made of the word each port issued,
 * compared field by field with the model's sg_decode_bundle of the same word. A
 * layer beside retire.c and lanes.c: it calls compare.c and the call log.
 */
#include "record.h"
#include "smgold/decode.h"

sg_status sg_cosim_check_decode(sg_cosim *h, unsigned sched, const sg_decoded *obs,
                                sg_error *err)
{
    sg_status st = sg_cosim_port_check_open(h, obs, sched, "sg_cosim_check_decode", err);
    if (st)
        return st;
    if (h->rec)
        sg_cosim_rec_decode(h, sched, obs);
    sg_issue is;
    if (sg_sm_last_issue(h->sm, sched, &is, err))
        return SG_ERR_ARG;
    if (!is.valid || is.unwind)
        return SG_OK; /* the port decoded nothing this clock */
    sg_decoded m;
    sg_decode_bundle(is.word, &m);
    for (unsigned k = 0; k < sg_decoded_field_count(); k++)
        sg_cosim_cmp(h, is.warp, SG_F_DEC, (int)sched, -1, (int)k, sg_decoded_field(&m, k),
                     sg_decoded_field(obs, k));
    return SG_OK;
}
