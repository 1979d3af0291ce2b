/*
 * emit_files.c - the files of a case in memory (specs/gen.md GEN-1):
 * program.lst (assembled, then every line disassembled from its word, with
 * the node each instruction belongs to), in.hex, out.hex, launch.args,
 * recipe.txt, and for a datapath recipe g.hex and gh.hex; also the one-line
 * summary of a recipe's shapes and a recipe's size (what the shrinker
 * minimises: nodes, instructions, warps, threads, parameters). On top of the
 * emitting files: emit.c lays the program out, emit_dp.c makes the data.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_emit.h"
#include "smgold/isa.h"
#include "smgold/listing.h"

/* Add the text t as file name when ok (else, or when t is incomplete, free it). */
static int add_file(int ok, sg_gen_files *f, const char *name, gen_buf *t)
{
    if (!ok || t->oom || !t->buf) {
        free(t->buf);
        return 0;
    }
    f->f[f->n].name = name;
    f->f[f->n].data = t->buf;
    f->f[f->n].len = t->len;
    f->n++;
    return 1;
}

void sg_gen_files_free(sg_gen_files *f)
{
    for (unsigned i = 0; i < f->n; i++)
        free(f->f[i].data);
    f->n = 0;
}

static const char *slot_range(int type)
{
    switch (type) {
    case SL_PRED:
        return "0 or 1";
    case SL_VAL:
        return "0..bound";
    case SL_SEL:
        return "case index";
    default:
        return "a word of its class";
    }
}

sg_status gen_emit(const sg_recipe *r, sg_gen_files *out, sg_error *err)
{
    memset(out, 0, sizeof *out);
    sg_status st = gen_recipe_validate(r, err);
    if (st)
        return st;
    gen_em e;
    st = gen_layout(r, &e, err);
    if (st) {
        gen_em_free(&e);
        return st;
    }
    out->instructions = e.n;
    /* assemble, then write the checked listing: every line disassembled from its word */
    gen_buf src = {0};
    for (unsigned i = 0; i < e.n; i++)
        gen_bput(&src, "%s\n", e.v[i].text);
    sg_program prog = {0};
    sg_asm_options ao = {0};
    if (src.oom) {
        free(src.buf);
        gen_em_free(&e);
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    }
    st = sg_assemble(src.buf, src.len, "generated program", &ao, &prog, err);
    free(src.buf);
    if (st) {
        gen_em_free(&e);
        return st;
    }
    unsigned ns = e.nslots ? e.nslots : 1;
    unsigned nt = r->grid * r->block;
    char sh[256];
    gen_buf lst = {0};
    gen_bput(&lst,
             "// smgold gen case %u: profile %s, seed 0x%" PRIx64 "; generated from recipe.txt "
             "(specs/gen.md)\n",
             r->index, r->profile, r->seed);
    gen_bput(&lst, "// shapes: %s\n", gen_shapes(r, sh, sizeof sh));
    gen_bput(&lst, "// R0 tid.x, R1 thread t, R2 accumulator (out[t] at the end), R3 &in[t*%u], R4 "
               "&out[t], R8.. loop counters; nN = recipe node N\n",
         ns);
    if (r->dseed)
        gen_bput(&lst, "// datapath: R32..R62 data, P1..P6 data predicates; g.hex at 0x%x, gh.hex "
                       "at 0x%" PRIx64 " (.E, high word 1), c[0x0][0x%x..] the constant table\n",
                 GEN_G_ADDR, (uint64_t)GEN_GH_ADDR, GEN_CTAB_OFF);
    for (size_t i = 0; i < prog.n; i++) {
        sg_insn in;
        char line[SG_TEXT_MAX + 48];
        sg_decode(prog.words[i], prog.base + 8u * (uint32_t)i, &in);
        size_t ln = sg_disasm_line(&in, line, sizeof line);
        if (e.v[i].note[0])
            gen_bput(&lst, "%-64s // %s\n", line, e.v[i].note);
        else
            gen_bput(&lst, "%.*s\n", (int)ln, line);
    }
    sg_program_free(&prog);
    int ok = add_file(1, out, "program.lst", &lst);

    /* in.hex: NS words per thread */
    gen_buf in = {0};
    gen_bput(&in, "// in[t*%u + s] (u32) at 0x%x: data slot s of thread t (program.lst names each "
              "slot's node)\n",
         ns, GEN_IN_ADDR);
    for (unsigned s = 0; s < e.nslots; s++) {
        const gen_slot *sl = &e.slots[s];
        if (sl->type == SL_WORD)
            gen_bput(&in, "// slot %u: n%u %s, class %s\n", s, sl->node, sl->what,
                     gen_class_names[sl->a]);
        else
            gen_bput(&in, "// slot %u: n%u %s, %s\n", s, sl->node, sl->what, slot_range(sl->type));
    }
    for (unsigned t = 0; t < nt; t++) {
        for (unsigned s = 0; s < ns; s++)
            gen_bput(&in, "%s%08" PRIx32, s ? " " : "",
                     s < e.nslots ? gen_slot_value(&e.slots[s], t) : 0);
        gen_bput(&in, "  // t=%u\n", t);
    }
    ok = add_file(ok, out, "in.hex", &in);

    gen_buf o = {0};
    gen_bput(&o,
             "// out[t] = 0xcccc0000 + t: sentinels at 0x%x (a thread that stores overwrites its "
             "word)\n",
             GEN_OUT_ADDR);
    for (unsigned t = 0; t < nt; t++)
        gen_bput(&o, "%08x%s", 0xcccc0000u + t, t % 8 == 7 || t + 1 == nt ? "\n" : " ");
    ok = add_file(ok, out, "out.hex", &o);

    gen_buf la = {0};
    gen_bput(&la,
             "# smgold gen case %u (profile %s, seed 0x%" PRIx64 "): run from this directory:\n"
             "#   smgold run program.lst @launch.args --trace actual.trace\n"
             "# recipe.txt is the structure the case is generated from (specs/gen.md)\n",
             r->index, r->profile, r->seed);
    gen_bput(&la, "--grid %u\n--block %u\n", r->grid, r->block);
    gen_bput(&la, "--param ptr:0x%x              # out: c[0x0][0x20]\n", GEN_OUT_ADDR);
    gen_bput(&la, "--param ptr:0x%x              # in: c[0x0][0x24]\n", GEN_IN_ADDR);
    for (unsigned i = 0; r->dseed && i < GEN_CTAB_WORDS; i++)
        gen_bput(&la, "--param u32:0x%08" PRIx32 "         # c[0x0][0x%x]: the constant table\n",
                 gen_ctab_word(r, i), GEN_CTAB_OFF + 4 * i);
    gen_bput(&la, "--mem-init 0x%x:out.hex       # sentinels\n", GEN_OUT_ADDR);
    gen_bput(&la, "--mem-init 0x%x:in.hex        # %u data words per thread\n", GEN_IN_ADDR, ns);
    gen_bput(&la, "--mem-dump 0x%x:0x%x:actual-out.hex   # compare with expected-out.hex\n",
             GEN_OUT_ADDR, 4 * nt);
    if (r->dseed) {
        gen_bput(&la, "--mem-init 0x%x:g.hex         # the global buffer\n", GEN_G_ADDR);
        gen_bput(&la, "--mem-init 0x%" PRIx64 ":gh.hex     # the global buffer above 4 GiB\n",
                 (uint64_t)GEN_GH_ADDR);
        gen_bput(&la, "--mem-dump 0x%x:0x%x:actual-g.hex\n", GEN_G_ADDR, GEN_G_BYTES);
        gen_bput(&la, "--mem-dump 0x%" PRIx64 ":0x%x:actual-gh.hex\n", (uint64_t)GEN_GH_ADDR,
                 GEN_G_BYTES);
    }
    if (r->warp_size != 32)
        gen_bput(&la, "--set warp_size=%u\n", r->warp_size);
    gen_bput(&la, "--set max_warps=%u               # the RTL has 16 warp slots\n", r->max_warps);
    if (r->onchip != 16)
        gen_bput(&la, "--set stack_onchip_slots=%u\n", r->onchip);
    if (r->spill_bytes)
        gen_bput(&la, "--set stack_spill_bytes=0x%" PRIx32 "\n", r->spill_bytes);
    if (r->policy)
        gen_bput(&la, "--set backward_branch_policy=div-token\n");
    if (r->wm_slots != 16)
        gen_bput(&la, "--set while_mask_slots=%u\n", r->wm_slots);
    if (r->dseed)
        gen_bput(&la, "--set trace_detail=datapath     # M records (trace-format.md §2.2)\n");
    ok = add_file(ok, out, "launch.args", &la);
    if (r->dseed) {
        gen_buf g = {0}, gh = {0};
        g.buf = gen_gbuf_image(r, 0, &g.len);
        gh.buf = gen_gbuf_image(r, 1, &gh.len);
        ok = add_file(ok, out, "g.hex", &g);
        ok = add_file(ok, out, "gh.hex", &gh);
    }

    gen_buf rc = {0};
    size_t rlen;
    char *rtext = sg_recipe_print(r, &rlen);
    if (rtext) {
        rc.buf = rtext;
        rc.len = rlen;
        rc.cap = rlen + 1;
    } else {
        rc.oom = 1;
    }
    ok = add_file(ok, out, "recipe.txt", &rc);
    gen_em_free(&e);
    if (!ok) {
        sg_gen_files_free(out);
        return sg_fail(err, SG_ERR_NOMEM, "out of memory");
    }
    return SG_OK;
}

sg_status sg_gen_emit(const sg_recipe *r, sg_gen_files *out, sg_error *err)
{
    return gen_emit(r, out, err);
}

/* ---- a summary of the shapes, for the README and the listing ------------- */

typedef struct census {
    unsigned k[GK_NKINDS];
    unsigned depth, max_cases, pbk, cont, exitfwd, guarded_brx, divtok;
} census;

static void count(census *c, const gen_block *b, unsigned depth)
{
    if (depth > c->depth)
        c->depth = depth;
    for (unsigned i = 0; i < b->n; i++) {
        const gen_node *n = b->v[i];
        c->k[n->kind]++;
        if (n->kind == GK_LOOP) {
            c->pbk += n->lkind == GL_PBK;
            c->cont += (unsigned)n->cont;
            c->exitfwd += n->exit.on && n->lkind == GL_SSY;
        }
        if (n->kind == GK_BRX) {
            if (n->nblk > c->max_cases)
                c->max_cases = n->nblk;
            c->guarded_brx += n->p.kind != GP_ALWAYS;
        }
        for (unsigned j = 0; j < n->nblk; j++)
            count(c, &n->blk[j], depth + 1);
    }
}

const char *gen_shapes(const sg_recipe *r, char *buf, size_t n)
{
    census c;
    memset(&c, 0, sizeof c);
    count(&c, &r->main, 0);
    for (unsigned i = 0; i < r->nfuncs; i++)
        count(&c, &r->funcs[i], 1);
    size_t len = 0;
    buf[0] = '\0';
    for (int k = GK_IF; k < GK_NKINDS; k++) {
        if (!c.k[k] || len + 24 >= n)
            continue;
        len += (size_t)snprintf(buf + len, n - len, "%s%s %u", len ? ", " : "", gen_kind_name[k],
                                c.k[k]);
        if (k == GK_BRX && len + 24 < n)
            len += (size_t)snprintf(buf + len, n - len, " (up to %u cases)", c.max_cases);
    }
    if (len + 24 < n)
        snprintf(buf + len, n - len, "%snesting %u", len ? ", " : "", c.depth);
    return buf;
}

/* ---- the size of a recipe (what the shrinker minimises) ------------------- */

static unsigned block_params(const gen_block *b)
{
    unsigned s = 0;
    for (unsigned i = 0; i < b->n; i++) {
        const gen_node *n = b->v[i];
        if (gen_has_pred(n->kind) && n->p.kind != GP_ALWAYS)
            s++;
        switch (n->kind) {
        case GK_IF:
            s += (unsigned)n->join_s + (n->br != GB_BRA);
            break;
        case GK_ULOOP:
            s += n->k;
            break;
        case GK_LOOP:
            s += n->trips.max + (n->exit.on ? 1 + n->exit.max : 0) + (unsigned)n->cont +
                 (n->lkind != GL_SSY);
            break;
        case GK_CALL:
            s += n->via != GV_CAL;
            break;
        case GK_BRX:
            s += n->nblk + (n->op == GX_JMX) + (n->ends != GE_RET) + (n->sel == GS_DATA);
            break;
        case GK_EXIT:
            s += (unsigned)n->kil;
            break;
        case GK_ALU:
            s += n->guard != 7;
            break;
        case GK_MEM:
            s += (n->guard != 7) + (n->off != 0) + (unsigned)n->wide;
            break;
        default:
            break;
        }
        for (unsigned j = 0; j < n->nblk; j++)
            s += block_params(&n->blk[j]);
    }
    return s;
}

sg_status sg_recipe_size_of(const sg_recipe *r, sg_recipe_size *out, sg_error *err)
{
    memset(out, 0, sizeof *out);
    sg_gen_files f;
    sg_status st = gen_emit(r, &f, err);
    if (st)
        return st;
    out->instructions = f.instructions;
    sg_gen_files_free(&f);
    out->nodes = gen_block_count(&r->main);
    out->params = block_params(&r->main);
    for (unsigned i = 0; i < r->nfuncs; i++) {
        out->nodes += gen_block_count(&r->funcs[i]) + 1;
        out->params += block_params(&r->funcs[i]);
    }
    /* a configuration away from its defaults counts as a parameter */
    out->params += (unsigned)r->policy + (r->spill_bytes != 0) + (r->wm_slots != 16) +
                   (r->onchip != 16);
    out->threads = r->grid * r->block;
    out->warps = r->grid * ((r->block + r->warp_size - 1) / r->warp_size);
    return SG_OK;
}
