"""The ctypes mirrors against the C headers: a C program compiled against
model/include prints the size and every field offset of each structure the binding
exchanges with the library, and the constants it copies; they must be the mirrors'.
"""
from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import unittest

import smgold
from smgold import _native, _structs
from support import SOURCE_DIR, TempDirTest

CONSTANTS = {  # C expression -> the binding's value
    "SG_COSIM_ABI_VERSION": _native.COSIM_ABI_VERSION,
    "SG_FILE_TRACE": _native.FILE_TRACE,
    "SG_NSTALLS": _structs.SG_NSTALLS,
    "SG_NPIPES": _structs.SG_NPIPES,
    "SG_RUN_MAX_ITEMS": _structs.SG_RUN_MAX_ITEMS,
    "SG_COV_MAX_BINS": len(_structs.SgCoverage().hits),
    "SG_COSIM_QUEUE": 256,
    "sizeof(sg_config) <= 4096": 1,
}


class Abi(TempDirTest):
    def test_structures_and_constants(self) -> None:
        cc = shutil.which(os.environ.get("CC") or "cc")
        if not cc:
            self.skipTest("no C compiler (set CC)")
        lines = ['#include <stddef.h>', '#include <stdio.h>']
        lines += [f'#include "smgold/{h}"' for h in
                  ("smgold.h", "config.h", "run.h", "cosim.h", "coverage.h", "trace.h",
                   "datapath.h", "files.h")]
        lines.append("int main(void) {")
        want = []
        for cname, mirror in _structs.MIRRORS.items():
            lines.append(f'printf("{cname} %zu\\n", sizeof({cname}));')
            want.append(f"{cname} {ctypes.sizeof(mirror)}")
            for fname, _ in mirror._fields_:
                lines.append(f'printf("{cname}.{fname} %zu\\n", offsetof({cname}, {fname}));')
                want.append(f"{cname}.{fname} {getattr(mirror, fname).offset}")
        for expr, value in CONSTANTS.items():
            lines.append(f'printf("{expr} %lld\\n", (long long)({expr}));')
            want.append(f"{expr} {value}")
        lines.append(f'printf("version %s\\n", SMGOLD_VERSION_STRING);')
        want.append(f"version {smgold.__version__}")
        lines.append("return 0; }")
        src = self.tmp / "abi.c"
        src.write_text("\n".join(lines) + "\n")
        exe = self.tmp / "abi"
        subprocess.run([cc, "-std=c11", "-I", str(SOURCE_DIR / "model" / "include"), "-o",
                        str(exe), str(src)], check=True)
        got = subprocess.run([str(exe)], check=True, stdout=subprocess.PIPE,
                             text=True).stdout.split("\n")[:-1]
        self.assertEqual(got, want)
        self.assertGreater(len(want), 150)


if __name__ == "__main__":
    unittest.main()
