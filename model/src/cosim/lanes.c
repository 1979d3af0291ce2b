/*
 * lanes.c - the lane compactor's check (smgold/cosim.h sg_cosim_check_lanes;
 * specs/lanes-rtl.md): the schedule of each issue on its ALU lane group - how
 * many clocks it holds the group, which ALU lanes are on in each clock and
 * which warp lane each one computes - compared with the model's
 * (sg_sm_last_lanes, specs/timing.md LN-9, LN-10). A layer beside retire.c:
 * it calls only compare.c and the call log (record.c).
 */
#include "record.h"

sg_status sg_cosim_check_lanes(sg_cosim *h, unsigned sched, const sg_lane_view *obs,
                               sg_error *err)
{
    sg_status st = sg_cosim_port_check_open(h, obs, sched, "sg_cosim_check_lanes", err);
    if (st)
        return st;
    if (h->rec)
        sg_cosim_rec_lanes(h, sched, obs);
    sg_lane_view m;
    sg_issue is;
    if (sg_sm_last_lanes(h->sm, sched, &m, err) || sg_sm_last_issue(h->sm, sched, &is, err))
        return SG_ERR_ARG;
    unsigned w = is.valid ? is.warp : 0;
    sg_cosim_cmp(h, w, SG_F_LANE_CLOCKS, (int)sched, -1, -1, m.clocks, obs->clocks);
    if (m.clocks != obs->clocks)
        return SG_OK; /* the clocks differ: the rows would only repeat it */
    for (unsigned c = 0; c < m.clocks && c < 32; c++) {
        sg_cosim_cmp(h, w, SG_F_LANE_ENABLE, (int)c, -1, -1, m.enable[c], obs->enable[c]);
        for (unsigned n = 0; n < m.lanes && n < 32; n++)
            if (m.enable[c] >> n & 1)
                sg_cosim_cmp(h, w, SG_F_LANE_SRC, (int)c, (int)n, -1, m.lane[c][n],
                             obs->lane[c][n]);
    }
    return SG_OK;
}
