"""Shared by the binding's tests: where the tree and the smgold executable are, the
seed vectors, and small readers of trace vectors and memory images written from
specs/trace-format.md and smgold/image.h (independent of the binding).

Environment (tests/python.cmake sets all three in ctest):
    SMGOLD_LIBRARY  the libsmgold.so.0 under test
    SMGOLD_CLI      the smgold executable the Python front end is compared with
    CC              a C compiler for the ABI test (default: cc)
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path
from typing import Dict, List, Optional, Tuple

HERE = Path(__file__).resolve().parent
PYTHON_DIR = HERE.parent
SOURCE_DIR = PYTHON_DIR.parent
SEED = SOURCE_DIR / "vectors" / "seed"
COSIM = SOURCE_DIR / "vectors" / "cosim"
SEED_VECTORS = sorted(p for p in SEED.iterdir() if (p / "launch.args").is_file())
MIN_SEED_VECTORS = 6  # vectors/seed/ holds six; fewer means the tests read the wrong tree


def cli() -> Optional[str]:
    """The smgold executable, or None when SMGOLD_CLI is not set."""
    path = os.environ.get("SMGOLD_CLI")
    if path and not os.access(path, os.X_OK):
        raise RuntimeError(f"SMGOLD_CLI={path} is not an executable")
    return path or None


def require_cli(test: unittest.TestCase) -> str:
    path = cli()
    if path is None:
        test.skipTest("SMGOLD_CLI not set (ctest sets it)")
    return path  # type: ignore[return-value]


class TempDirTest(unittest.TestCase):
    """A test with a scratch folder self.tmp, removed afterwards."""

    def setUp(self) -> None:
        self.tmp = Path(tempfile.mkdtemp(prefix="smgold-py-"))
        self.addCleanup(shutil.rmtree, self.tmp, True)

    def copy_vector(self, src: Path, name: Optional[str] = None) -> Path:
        """A copy of a vector folder without earlier outputs (never write into the tree)."""
        dst = self.tmp / (name or src.name)
        shutil.copytree(src, dst)
        for p in dst.glob("actual*"):
            p.unlink()
        return dst


def run(cmd: List[str], cwd: Path, env: Optional[Dict[str, str]] = None
        ) -> Tuple[int, bytes, bytes]:
    p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=300)
    return p.returncode, p.stdout, p.stderr


def python_smgold() -> List[str]:
    """The command `python3 -m smgold` with this tree's package first on the path."""
    return [sys.executable, "-m", "smgold"]


def env_with_package(extra: Optional[Dict[str, str]] = None) -> Dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(PYTHON_DIR)] +
                                        [p for p in [env.get("PYTHONPATH")] if p])
    env.update(extra or {})
    return env


# ---- trace vectors (specs/trace-format.md): "I key=value ..." records ------------------

_FIELD = re.compile(r'(\w+)=("(?:[^"\\]|\\.)*"|\[[^\]]*\]|\S+)')


def trace_records(text: str, kind: str = "I") -> List[Dict[str, str]]:
    """The records of one kind, each as {field: text}."""
    out = []
    for line in text.splitlines():
        if line.startswith(kind + " "):
            out.append({k: v for k, v in _FIELD.findall(line[2:])})
    return out


def trace_list(value: str) -> List[str]:
    """The elements of a list field "[a,b,c]"."""
    inner = value.strip("[]")
    return inner.split(",") if inner else []


def lane_values(value: str) -> Dict[int, int]:
    """R<n>=[lane:hex,...] -> {lane: value}."""
    out = {}
    for e in trace_list(value):
        lane, v = e.split(":")
        out[int(lane)] = int(v, 16)
    return out


# ---- memory images ($readmemh style, smgold/image.h) ----------------------------------

def image_words(text: str) -> List[int]:
    """The words of an image without "@" offsets (what --mem-dump writes)."""
    words = []
    for line in text.splitlines():
        line = line.split("//", 1)[0]
        words += [int(w.replace("_", ""), 16) for w in line.split()]
    return words
