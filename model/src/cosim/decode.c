/*
 * decode.c - the decoder's check (smgold/cosim.h sg_cosim_check_decode;
 * specs/decode.md): the decode bundle the RTL made of the word each port issued,
 * compared field by field with the model's sg_decode_bundle of the same word. A
 * layer beside retire.c and lanes.c: it calls compare.c and the call log.
 */
#include <string.h>

#include "record.h"
#include "smgold/decode.h"

sg_status sg_cosim_check_decode(sg_cosim *h, unsigned sched, const sg_decoded *obs,
                                sg_error *err)
{
    if (!h || !obs)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_check_decode: NULL argument");
    if (h->phase != PHASE_OPEN)
        return sg_fail(err, SG_ERR_ARG,
                       "sg_cosim_check_decode: no clock is open (call sg_cosim_step first)");
    if (sched >= h->nsched)
        return sg_fail(err, SG_ERR_ARG, "sg_cosim_check_decode: scheduler %u does not exist",
                       sched);
    if (h->rec) {
        REC(h, "cd %x", sched);
        for (unsigned k = 0; k < sg_decoded_field_count(); k++)
            REC(h, " %llx", (unsigned long long)sg_decoded_field(obs, k));
        REC(h, "\n");
    }
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
