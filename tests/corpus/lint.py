#!/usr/bin/env python3
"""Structural check of a transcribed cuobjdump corpus file (helpers use it)."""
import re, sys
ins = re.compile(r'^/\*([0-9a-f]{4,})\*/ /\*0x([0-9a-f]{16})\*/ (.*;)$')
bad = 0
for path in sys.argv[1:]:
    expect = None
    n = 0
    for ln, line in enumerate(open(path), 1):
        line = line.rstrip('\n')
        if not line.strip():
            continue
        if line.startswith('code for sm_') or line.startswith('Function : ') or line.startswith('#'):
            if line.startswith('Function : '):
                expect = 0
            continue
        m = ins.match(line)
        if not m:
            print(f'{path}:{ln}: not an instruction line: {line!r}'); bad += 1; continue
        a = int(m.group(1), 16)
        if expect is not None and a != expect:
            print(f'{path}:{ln}: address {a:#x}, expected {expect:#x}'); bad += 1
        expect = a + 8
        n += 1
    print(f'{path}: {n} instructions')
sys.exit(1 if bad else 0)
