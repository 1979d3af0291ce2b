/*
 * fuzz_parsers.c - libFuzzer entry for every text the model reads from users:
 * listings (assembler), memory images, configuration files, trace vectors
 * (comparison) and binary images (disassembler). The first byte picks the
 * parser. Whatever the input, the library must return a status, never crash,
 * leak or read out of bounds. Run with scripts/fuzz.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "smgold/config.h"
#include "smgold/image.h"
#include "smgold/isa.h"
#include "smgold/listing.h"
#include "smgold/trace.h"

static sg_status count_word(void *ctx, uint64_t off, uint32_t v, sg_error *err)
{
    (void)off;
    (void)v;
    (void)err;
    ++*(size_t *)ctx;
    return SG_OK;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const char *text = (const char *)data + 1;
    size_t len = size - 1;
    sg_error err;
    switch (data[0] % 5) {
    case 0: {
        sg_program p;
        sg_asm_options opt = {0};
        opt.trust_hex = data[0] & 0x80 ? 1 : 0;
        if (sg_assemble(text, len, "fuzz.lst", &opt, &p, &err) == SG_OK) {
            for (size_t i = 0; i < p.n; i++) {
                sg_insn in;
                char buf[SG_TEXT_MAX];
                sg_decode(p.words[i], p.base + 8u * (uint32_t)i, &in);
                sg_disasm_line(&in, buf, sizeof buf);
            }
            sg_program_free(&p);
        }
        break;
    }
    case 1: {
        size_t n = 0;
        sg_image_parse(text, len, "fuzz.hex", count_word, &n, &err);
        break;
    }
    case 2: {
        sg_config c;
        sg_config_default(&c);
        if (sg_config_parse(text, len, "fuzz.cfg", &c, &err) == SG_OK) {
            char buf[1024];
            sg_config_format(&c, buf, sizeof buf);
        }
        break;
    }
    case 3: {
        sg_trace_diff d;
        size_t half = len / 2;
        sg_trace_compare(text, half, text + half, len - half, "fuzz.trace", &d, &err);
        break;
    }
    default: {
        sg_program p;
        if (sg_program_from_binary((const uint8_t *)text, len, 0, "fuzz.bin", &p, &err) == SG_OK) {
            for (size_t i = 0; i < p.n; i++) {
                sg_insn in;
                char buf[SG_TEXT_MAX];
                if (sg_decode(p.words[i], 8u * (uint32_t)i, &in) == SG_OK) {
                    uint64_t w;
                    sg_insn back;
                    sg_disasm(&in, buf, sizeof buf);
                    if (sg_encode(&in, &w, &err) != SG_OK || w != p.words[i])
                        abort(); /* decode -> encode must give the word back */
                    if (sg_asm_insn(buf, in.addr, &back, &err) != SG_OK || back.word != w)
                        abort(); /* and so must the text */
                }
            }
            sg_program_free(&p);
        }
        break;
    }
    }
    return 0;
}
