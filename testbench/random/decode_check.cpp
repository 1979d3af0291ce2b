// decode_check.cpp - equivalence of the generated RTL decoder sm_decode (rtl_stubs/sm_decode.sv,
// Verilator) and the model's decode bundle (sg_decode_bundle, model/src/isa/decode_bundle.c):
// the same ISA table read two ways, structurally (the generator's bit fields) and semantically
// (sg_decode's operands and the modifier names). specs/decode.md §6.
//
// Words, in three phases, each compared field by field (every dec_* port against the C field
// of the same name; accept/reject is dec_valid):
//   forms    every form of the table: its match value, then PER_FORM words with random bits in
//            every bit the form does not fix (its fields: registers, modifiers, immediates)
//   mutants  MUTANTS words: a random form's random instance with 1-3 bits flipped anywhere (words
//            next to a form: aliasing, priority, definedness)
//   random   WORDS uniformly random 64-bit words
// Every word also checks dec_bundle: each field's bits (LSB-first in field order, field i at the
// sum of the widths of fields 0..i-1, sg_decoded_bits() wide) must equal its dec_* port.
// Clean RTL: 0 mismatches required. --bugs: each injected bug (decode_bugs.svh, through the
// bug_sel port) must be caught; the first word and field that catch it are printed.
// Built and run by scripts/rtl-decode.
// Usage: decode_check [--bugs] [--bug ID] [--per-form N] [--mutants N] [--words N] [--seed S]
#include <chrono>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "Vsm_decode.h"
#include "verilated.h"

extern "C" {
#include "smgold/decode.h"
#include "smgold/isa.h"
}

// ------------------------------------------------------------------ the ports, by field name
struct Port {
    const char *name;
    uint64_t (*get)(const Vsm_decode *);
};
#define P(n) {#n, [](const Vsm_decode *t) -> uint64_t { return (uint64_t)t->dec_##n; }}
static const Port ports[] = {
    P(valid), P(form),   P(op),     P(unit),  P(iclass), P(ctrl),   P(guard), P(guard_neg),
    P(cond),  P(sflag),  P(uni),    P(cctest), P(tgt),   P(x),      P(wcc),   P(rcc),
    P(rd),    P(rd_n),   P(rd_rn),  P(re),    P(re_n),   P(pd),     P(pd2),   P(ra),
    P(ra_n),  P(b_kind), P(rb),     P(b_n),   P(sreg),   P(cbank),  P(coff),  P(rc),
    P(rc_n),  P(imm),    P(imm2),   P(pa),    P(pa_neg), P(pb),     P(pb_neg), P(pc),
    P(pc_neg), P(mem),   P(mspace), P(msize), P(msigned),
};
#undef P
static const unsigned NPORTS = sizeof ports / sizeof ports[0];

// dec_bundle (sg_decoded_bits() wide): 32-bit words, bit 0 first (Verilator's VlWide)
static const unsigned BUNDLE_WORDS = sizeof(((Vsm_decode *)nullptr)->dec_bundle) / 4;
static unsigned bundle_lo[NPORTS];  // field i's lowest bit in dec_bundle

static uint64_t bundle_field(const Vsm_decode *t, unsigned lo, unsigned width) {
    uint64_t v = 0;
    for (unsigned k = 0; k < width; k++)
        v |= (uint64_t)((t->dec_bundle[(lo + k) / 32] >> ((lo + k) % 32)) & 1u) << k;
    return v;
}

// ------------------------------------------------------------------ random (xorshift64*)
struct Rng {
    uint64_t s;
    uint64_t next() {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 2685821657736338717ull;
    }
    unsigned below(unsigned n) { return (unsigned)(next() % n); }
};

// ------------------------------------------------------------------ the DUT
struct Mismatch {
    uint64_t word = 0;
    unsigned field = 0;
    uint64_t expected = 0, actual = 0;
};

struct Dut {
    VerilatedContext ctx;
    Vsm_decode *top;
    uint64_t words = 0, accepted = 0, mismatches = 0;
    Mismatch first;
    uint64_t bundle_bad = 0;  // words whose dec_bundle is not the packing of the dec_* ports
    Mismatch bundle_first;    // expected: the port, actual: the bundle's bits
    explicit Dut() { top = new Vsm_decode{&ctx}; }
    ~Dut() {
        top->final();
        delete top;
    }
    void edge() {
        top->clk = 1;
        top->eval();
        top->clk = 0;
        top->eval();
    }
    void reset(unsigned bug) {
        top->bug_sel = (uint8_t)bug;
        top->in_valid = 0;
        top->in_word = 0;
        top->rst_n = 0;
        edge();
        edge();
        top->rst_n = 1;
        edge();
        words = accepted = mismatches = 0;
    }
    // One word through the latch; returns 1 when every field agrees.
    bool check(uint64_t w) {
        top->in_word = w;
        top->in_valid = 1;
        top->clk = 1;
        top->eval();
        sg_decoded d;
        int ok = sg_decode_bundle(w, &d);
        words++;
        accepted += ok;
        bool same = top->out_valid == 1;
        unsigned bad = 0;
        uint64_t e = 0, a = 0;
        for (unsigned i = 0; same && i < NPORTS; i++) {
            e = sg_decoded_field(&d, i);
            a = ports[i].get(top);
            if (e != a) {
                same = false;
                bad = i;
            }
        }
        for (unsigned i = 0; i < NPORTS; i++) {
            uint64_t port = ports[i].get(top);
            uint64_t packed = bundle_field(top, bundle_lo[i], sg_decoded_field_width(i));
            if (port != packed) {
                if (!bundle_bad++)
                    bundle_first = Mismatch{w, i, port, packed};
                break;
            }
        }
        top->clk = 0;
        top->eval();
        if (!same) {
            if (!mismatches++) {
                first.word = w;
                first.field = bad;
                first.expected = e;
                first.actual = a;
            }
        }
        return same;
    }
};

static std::string text_of(uint64_t w) {
    sg_insn in;
    char t[SG_TEXT_MAX];
    sg_decode(w, 0, &in);
    sg_disasm(&in, t, sizeof t);
    return t;
}

struct Opts {
    unsigned per_form = 1000, mutants = 200000, words = 1000000;
    uint64_t seed = 1;
};

// The three phases; stop_at_first: return at the first mismatch (bug hunting).
static const char *run(Dut &dut, const Opts &o, bool stop_at_first, bool verbose) {
    Rng r{o.seed * 0x9e3779b97f4a7c15ull + 1};
    int nf = sg_isa_form_count();
    uint64_t own = 0, total = 0;
    // forms
    for (int f = 0; f < nf; f++) {
        sg_form_info fi;
        sg_isa_form_info(f, &fi);
        for (unsigned k = 0; k <= o.per_form; k++) {
            uint64_t w = k == 0 ? fi.match : (fi.match | (r.next() & ~fi.mask));
            if (!dut.check(w) && stop_at_first)
                return "forms";
            sg_decoded d;
            own += sg_decode_bundle(w, &d) && d.form == (unsigned)f;
            total++;
        }
    }
    if (verbose)
        printf("  forms:   %8" PRIu64 " words (%d forms x (match + %u)), %" PRIu64
               " decode to their own form, mismatches so far %" PRIu64 "\n",
               total, nf, o.per_form, own, dut.mismatches);
    // mutants
    uint64_t m0 = dut.mismatches;
    for (unsigned k = 0; k < o.mutants; k++) {
        sg_form_info fi;
        sg_isa_form_info((int)r.below((unsigned)nf), &fi);
        uint64_t w = fi.match | (r.next() & ~fi.mask);
        unsigned flips = 1 + r.below(3);
        for (unsigned j = 0; j < flips; j++)
            w ^= 1ull << r.below(64);
        if (!dut.check(w) && stop_at_first)
            return "mutants";
    }
    if (verbose)
        printf("  mutants: %8u words (1-3 bits flipped), mismatches %" PRIu64 "\n", o.mutants,
               dut.mismatches - m0);
    // random
    uint64_t r0 = dut.mismatches, acc0 = dut.accepted;
    for (unsigned k = 0; k < o.words; k++)
        if (!dut.check(r.next()) && stop_at_first)
            return "random";
    if (verbose)
        printf("  random:  %8u words, %" PRIu64 " accepted, mismatches %" PRIu64 "\n", o.words,
               dut.accepted - acc0, dut.mismatches - r0);
    return nullptr;
}

static void print_mismatch(const Mismatch &m, const char *indent) {
    printf("%sword 0x%016" PRIx64 " (%s) field %s: model 0x%" PRIx64 ", RTL 0x%" PRIx64 "\n",
           indent, m.word, text_of(m.word).c_str(), sg_decoded_field_name(m.field), m.expected,
           m.actual);
}

int main(int argc, char **argv) {
    Opts o;
    bool bugs = false;
    int only_bug = -1;
    for (int i = 1; i < argc; i++) {
        std::string a = argv[i];
        auto num = [&](const char *what) -> unsigned long long {
            if (i + 1 >= argc) {
                fprintf(stderr, "decode_check: %s needs a number\n", what);
                exit(2);
            }
            return strtoull(argv[++i], nullptr, 0);
        };
        if (a == "--bugs") bugs = true;
        else if (a == "--bug") only_bug = (int)num("--bug");
        else if (a == "--per-form") o.per_form = (unsigned)num("--per-form");
        else if (a == "--mutants") o.mutants = (unsigned)num("--mutants");
        else if (a == "--words") o.words = (unsigned)num("--words");
        else if (a == "--seed") o.seed = num("--seed");
        else {
            fprintf(stderr, "decode_check: unknown argument '%s'\n", argv[i]);
            return 2;
        }
    }
    // the ports are the bundle's fields, in order
    if (NPORTS != sg_decoded_field_count()) {
        fprintf(stderr, "decode_check: %u ports, the bundle has %u fields: rebuild against the "
                        "generated RTL\n", NPORTS, sg_decoded_field_count());
        return 2;
    }
    for (unsigned i = 0; i < NPORTS; i++)
        if (strcmp(ports[i].name, sg_decoded_field_name(i))) {
            fprintf(stderr, "decode_check: port %u is dec_%s, field %u is %s\n", i, ports[i].name,
                    i, sg_decoded_field_name(i));
            return 2;
        }
    // dec_bundle: sg_decoded_bits() = the sum of the field widths, in as many 32-bit words
    unsigned bits = 0;
    for (unsigned i = 0; i < NPORTS; i++) {
        bundle_lo[i] = bits;
        bits += sg_decoded_field_width(i);
    }
    if (bits != sg_decoded_bits() || BUNDLE_WORDS != (bits + 31) / 32) {
        fprintf(stderr, "decode_check: the fields have %u bits, sg_decoded_bits() %u, dec_bundle "
                        "%u words: rebuild against the generated RTL\n", bits, sg_decoded_bits(),
                BUNDLE_WORDS);
        return 2;
    }

    Dut dut;
    auto t0 = std::chrono::steady_clock::now();
    int rc = 0;
    if (only_bug < 0) {
        printf("sm_decode vs sg_decode_bundle, clean RTL (seed %" PRIu64 "):\n", o.seed);
        dut.reset(0);
        run(dut, o, false, true);
        printf("clean: words=%" PRIu64 " accepted=%" PRIu64 " mismatches=%" PRIu64 "\n", dut.words,
               dut.accepted, dut.mismatches);
        if (dut.mismatches) {
            print_mismatch(dut.first, "  first: ");
            rc = 1;
        }
    }
    if (only_bug < 0) {
        printf("dec_bundle (%u bits, field i at the sum of the widths of 0..i-1): %" PRIu64
               " words not the packing of the dec_* ports\n", sg_decoded_bits(), dut.bundle_bad);
        if (dut.bundle_bad) {
            const Mismatch &m = dut.bundle_first;
            printf("  first: word 0x%016" PRIx64 " field %s (bits %u-%u): port 0x%" PRIx64
                   ", dec_bundle 0x%" PRIx64 "\n", m.word, sg_decoded_field_name(m.field),
                   bundle_lo[m.field], bundle_lo[m.field] + sg_decoded_field_width(m.field) - 1,
                   m.expected, m.actual);
            rc = 1;
        }
    }
    if (bugs || only_bug >= 0) {
        unsigned caught = 0, n = 0;
        for (unsigned b = 0; b < sg_decode_bug_count(); b++) {
            unsigned id;
            const char *name, *what;
            sg_decode_bug_info(b, &id, &name, &what);
            if (only_bug >= 0 && id != (unsigned)only_bug)
                continue;
            n++;
            dut.reset(id);
            const char *phase = run(dut, o, true, false);
            if (phase) {
                caught++;
                printf("bug %u %s: caught in %s after %" PRIu64 " words:\n", id, name, phase,
                       dut.words);
                print_mismatch(dut.first, "    ");
            } else {
                printf("bug %u %s: NOT caught in %" PRIu64 " words\n", id, name, dut.words);
            }
        }
        printf("bugs caught: %u/%u\n", caught, n);
        if (caught != n || n == 0)
            rc = 1;
        if (dut.bundle_bad) {  // with any bug, dec_bundle is still the packing of the ports
            printf("dec_bundle: %" PRIu64 " words not the packing of the dec_* ports (first 0x%016"
                   PRIx64 ", field %s)\n", dut.bundle_bad, dut.bundle_first.word,
                   sg_decoded_field_name(dut.bundle_first.field));
            rc = 1;
        }
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    printf("time: %.2f s\n", s);
    return rc;
}
