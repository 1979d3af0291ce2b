#!/usr/bin/env python3
"""A reader of Accel-Sim's SASS trace set, written from its published
format (accel-sim-framework: gpu-simulator/trace-parser/trace_parser.{h,cc},
util/tracer_nvbit/tracer_tool/traces-processing/post-traces-processing.cpp),
strict where Accel-Sim asserts or would misread:

  kernelslist.g   lines "MemcpyHtoD,ADDR,COUNT" or a kernel trace file name
                  starting "kernel", relative to the list's folder, ending
                  .traceg (PipeReader refuses any other name)
  kernel-N.traceg "-key = value" header lines up to the first line starting
                  '#'; then per thread block "#BEGIN_TB", "thread block =
                  x,y,z", per warp "warp = w", "insts = n" and n instruction
                  lines, "#END_TB"
  instruction     (tracer version >= 3, no line info) PC(hex) mask(hex)
                  dest_num(<= MAX_DST 1) R<n>... opcode src_num(<= MAX_SRC 4)
                  R<n>... mem_width, and when mem_width > 0 an address
                  format: 0 = one hex address per mask bit, 1 = base(hex)
                  stride(dec), 2 = base(hex) then a decimal delta per further
                  mask bit; then an optional immediate.

Usage: accelsim_parse.py KERNELSLIST  -> prints one JSON summary on stdout,
exit 1 naming file:line and what was expected when the set is malformed."""
import json
import os
import re
import sys

MAX_DST, MAX_SRC, WARP_SIZE = 1, 4, 32
HEADER = {  # the keys trace_parser::parse_kernel_info() reads, and how
    "kernel name": r".+",
    "kernel id": r"\d+",
    "grid dim": r"\(\d+,\d+,\d+\)",
    "block dim": r"\(\d+,\d+,\d+\)",
    "shmem": r"\d+",
    "nregs": r"\d+",
    "cuda stream id": r"\d+",
    "binary version": r"\d+",
    "nvbit version": r".*",
    "accelsim tracer version": r"\d+",
    "shmem base_addr": r"0x[0-9a-fA-F]+",
    "local mem base_addr": r"0x[0-9a-fA-F]+",
}


class Bad(Exception):
    pass


def reg(tok, where):
    if not re.fullmatch(r"R\d+", tok):
        raise Bad("%s: expected a register R<n>, got %r" % (where, tok))
    return int(tok[1:])


def parse_insn(line, where):
    t = line.split()
    k = 0

    def take(what):
        nonlocal k
        if k >= len(t):
            raise Bad("%s: line ends before the %s" % (where, what))
        k += 1
        return t[k - 1]

    pc = int(take("PC"), 16)
    mask = int(take("mask"), 16)
    if mask >> WARP_SIZE:
        raise Bad("%s: mask wider than %d lanes" % (where, WARP_SIZE))
    ndst = int(take("dest_num"))
    if ndst > MAX_DST:
        raise Bad("%s: dest_num %d > MAX_DST %d (Accel-Sim asserts)" % (where, ndst, MAX_DST))
    dsts = [reg(take("destination"), where) for _ in range(ndst)]
    opcode = take("opcode")
    if not re.fullmatch(r"[A-Z][A-Z0-9_]*(\.[A-Za-z0-9_]+)*", opcode):
        raise Bad("%s: %r is not an opcode" % (where, opcode))
    nsrc = int(take("src_num"))
    if nsrc > MAX_SRC:
        raise Bad("%s: src_num %d > MAX_SRC %d (Accel-Sim asserts)" % (where, nsrc, MAX_SRC))
    srcs = [reg(take("source"), where) for _ in range(nsrc)]
    width = int(take("mem_width"))
    addrs = []
    if width > 0:
        mode = int(take("address format"))
        lanes = [l for l in range(WARP_SIZE) if mask >> l & 1]
        if mode == 0:
            addrs = [int(take("address of lane %d" % l), 16) for l in lanes]
        elif mode == 1:
            base, stride = int(take("base"), 16), int(take("stride"))
            addrs = [base + i * stride for i in range(len(lanes))]
        elif mode == 2:
            a = int(take("base"), 16)
            addrs = [a]
            for _ in lanes[1:]:
                a += int(take("delta"))
                addrs.append(a)
        else:
            raise Bad("%s: address format %d unknown" % (where, mode))
    if k < len(t):
        take("immediate")
        int(t[k - 1], 0)
    if k < len(t):
        raise Bad("%s: %d unexpected tokens at the end: %r" % (where, len(t) - k, t[k:]))
    return {"pc": pc, "mask": mask, "dst": dsts, "opcode": opcode, "src": srcs,
            "width": width, "addrs": addrs}


def parse_kernel(path):
    with open(path, "rb") as f:
        lines = f.read().decode("latin-1").split("\n")  # names may hold any byte
    if lines and lines[-1] == "":
        lines.pop()  # the newline ending the last line (PipeReader asserts every line has one)
    else:
        raise Bad("%s: the last line has no newline" % path)
    head, i = {}, 0
    while i < len(lines) and not lines[i].startswith("#"):
        ln = lines[i]
        i += 1
        if not ln:
            continue
        m = re.fullmatch(r"-([a-z_ ]+?) = (.*)", ln)
        if not m or m.group(1) not in HEADER:
            raise Bad("%s:%d: expected a header line '-key = value', got %r" % (path, i, ln))
        if not re.fullmatch(HEADER[m.group(1)], m.group(2)):
            raise Bad("%s:%d: bad value for %r: %r" % (path, i, m.group(1), m.group(2)))
        head[m.group(1)] = m.group(2)
    missing = [k for k in HEADER if k not in head]
    if missing:
        raise Bad("%s: header lacks %s" % (path, ", ".join(missing)))
    if int(head["accelsim tracer version"]) < 3:
        raise Bad("%s: tracer version < 3 puts block and warp ids on every line" % path)
    grid = [int(x) for x in head["grid dim"][1:-1].split(",")]
    block = [int(x) for x in head["block dim"][1:-1].split(",")]
    nwarps = -(-block[0] * block[1] * block[2] // WARP_SIZE)
    i += 1  # the "#traces format" comment ends the header (parse_kernel_info breaks there)
    blocks, tb, warp, left = [], None, None, 0
    while i < len(lines):
        ln = lines[i]
        i += 1
        where = "%s:%d" % (path, i)
        if not ln:
            continue
        if ln == "#BEGIN_TB":
            if tb is not None:
                raise Bad("%s: a block starts before the previous one ended" % where)
            tb = {"id": None, "warps": {}}
        elif ln == "#END_TB":
            if tb is None or tb["id"] is None or left:
                raise Bad("%s: #END_TB without a block, its id, or with %d instructions "
                          "missing" % (where, left))
            blocks.append(tb)
            tb, warp = None, None
        elif tb is None:
            raise Bad("%s: %r outside a thread block" % (where, ln))
        elif ln.startswith("thread block = "):
            xyz = [int(v) for v in ln[len("thread block = "):].split(",")]
            if len(xyz) != 3 or any(v >= g for v, g in zip(xyz, grid)):
                raise Bad("%s: block %r outside grid %r" % (where, xyz, grid))
            tb["id"] = tuple(xyz)
        elif ln.startswith("warp = "):
            if left:
                raise Bad("%s: the previous warp lacks %d instructions" % (where, left))
            warp = int(ln[len("warp = "):])
            if warp >= nwarps or warp in tb["warps"]:
                raise Bad("%s: warp %d repeated or beyond the block's %d" % (where, warp, nwarps))
        elif ln.startswith("insts = "):
            if warp is None:
                raise Bad("%s: insts before warp" % where)
            left = int(ln[len("insts = "):])
            tb["warps"][warp] = []
        else:
            if warp is None or left <= 0:
                raise Bad("%s: more instruction lines than insts says" % where)
            try:
                tb["warps"][warp].append(parse_insn(ln, where))
            except ValueError as e:
                raise Bad("%s: %s in %r" % (where, e, ln))
            left -= 1
    if tb is not None:
        raise Bad("%s: the last block has no #END_TB" % path)
    return head, blocks


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    listing = sys.argv[1]
    folder = os.path.dirname(listing) or "."
    summary = {"kernels": [], "memcpy": 0}
    try:
        with open(listing, "rb") as f:
            entries = f.read().decode("ascii").split("\n")
        for n, ln in enumerate(entries, 1):
            if not ln:
                continue
            if ln.startswith("MemcpyHtoD"):
                parts = ln.split(",")
                if len(parts) != 3:
                    raise Bad("%s:%d: expected MemcpyHtoD,ADDR,COUNT" % (listing, n))
                int(parts[1], 16), int(parts[2])
                summary["memcpy"] += 1
            elif ln.startswith("kernel"):
                if not ln.endswith(".traceg"):
                    raise Bad("%s:%d: %r: Accel-Sim reads .traceg (or .xz) only" % (listing, n, ln))
                head, blocks = parse_kernel(os.path.join(folder, ln))
                insts = [i for b in blocks for w in b["warps"].values() for i in w]
                summary["kernels"].append({
                    "file": ln,
                    "header": head,
                    "blocks": [list(b["id"]) for b in blocks],
                    "warps": sum(len(b["warps"]) for b in blocks),
                    "instructions": len(insts),
                    "thread_instructions": sum(bin(i["mask"]).count("1") for i in insts),
                    "memory_instructions": sum(1 for i in insts if i["width"]),
                    "addresses": sum(len(i["addrs"]) for i in insts),
                    "opcodes": sorted({i["opcode"].split(".")[0] for i in insts}),
                })
            else:
                raise Bad("%s:%d: neither MemcpyHtoD nor a kernel: %r" % (listing, n, ln))
    except (Bad, ValueError, OSError, UnicodeDecodeError) as e:
        print("accelsim_parse: %s" % e, file=sys.stderr)
        return 1
    json.dump(summary, sys.stdout, sort_keys=True)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
