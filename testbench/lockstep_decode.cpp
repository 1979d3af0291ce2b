// lockstep_decode.cpp - the decoders' side of a lock-step run (lockstep_decode.h).
#include "lockstep_decode.h"

#include "smgold/decode.h"
#include "smgold/smgold.h"

namespace lockstep {

bool Decoder::start(std::string &why)
{
    on_ = dut_.has_decoder();
    if (!on_)
        return true;
    unsigned bits = 0;
    for (unsigned k = 0; k < sg_decoded_field_count(); k++)
        bits += sg_decoded_field_width(k);
    if (bits != TB_DEC_BITS || bits > 32 * TB_DEC_WORDS) {
        why = "the decode bundle is " + std::to_string(bits) + " bits, the testbench was built "
              "for " + std::to_string(TB_DEC_BITS) + ": regenerate rtl_stubs/sm_decode.sv "
              "(smgold isa --emit-sv) and rebuild";
        return false;
    }
    return true;
}

void Decoder::drive()
{
    if (!on_)
        return;
    DecodeIn di;
    unsigned nsched = sg_sm_config(sg_cosim_sm(h_))->schedulers;
    for (unsigned s = 0; s < nsched && s < TB_NSCHED; s++) {
        sg_issue is;
        if (sg_cosim_issue(h_, s, &is, nullptr) || !is.valid || is.unwind)
            continue;
        di.valid |= 1u << s;
        di.word[s] = is.word;
    }
    dut_.drive_decoder(di);
}

void Decoder::check()
{
    if (!on_)
        return;
    DecodeOut dout;
    dut_.read_decoder(dout);
    unsigned nsched = sg_sm_config(sg_cosim_sm(h_))->schedulers;
    for (unsigned s = 0; s < nsched && s < TB_NSCHED; s++) {
        sg_decoded obs = {};
        const uint32_t *bw = dout.bundle[s];
        unsigned bit = 0;
        for (unsigned k = 0; k < sg_decoded_field_count(); k++) { // LSB-first, field order
            unsigned w = sg_decoded_field_width(k);
            // the (up to 64-bit) field from the three words it can touch
            unsigned i = bit / 32, o = bit % 32;
            uint64_t lo = bw[i] | (i + 1 < TB_DEC_WORDS ? (uint64_t)bw[i + 1] << 32 : 0);
            uint64_t hi = i + 2 < TB_DEC_WORDS ? bw[i + 2] : 0;
            uint64_t v = o ? lo >> o | hi << (64 - o) : lo;
            if (w < 64)
                v &= (1ull << w) - 1;
            sg_decoded_set_field(&obs, k, v);
            bit += w;
        }
        sg_cosim_check_decode(h_, s, &obs, nullptr);
    }
}

} // namespace lockstep
