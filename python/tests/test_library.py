"""Finding libsmgold: SMGOLD_LIBRARY, beside the package, lib/ of an installed prefix,
and a clear ImportError naming every place tried. Each case imports a copy of the
package in a fresh interpreter."""
from __future__ import annotations

import ctypes.util
import os
import shutil
import subprocess
import sys
import unittest
from pathlib import Path
from typing import Dict, Tuple

import smgold
from support import PYTHON_DIR, TempDirTest

PROBE = "import smgold; print(smgold.library_path); print(smgold.Config()['warp_size'])"


class Discovery(TempDirTest):
    def setUp(self) -> None:
        super().setUp()
        self.lib = Path(smgold.library_path).resolve()  # the library under test

    def install_package(self, where: Path) -> Path:
        where.mkdir(parents=True, exist_ok=True)
        shutil.copytree(PYTHON_DIR / "smgold", where / "smgold",
                        ignore=shutil.ignore_patterns("__pycache__"))
        return where

    def probe(self, pythonpath: Path, env: Dict[str, str]) -> Tuple[int, str, str]:
        e = {k: v for k, v in os.environ.items()
             if k not in ("SMGOLD_LIBRARY", "PYTHONPATH", "LD_LIBRARY_PATH")}
        e.update(env)
        e["PYTHONPATH"] = str(pythonpath)
        p = subprocess.run([sys.executable, "-c", PROBE], env=e, cwd=self.tmp,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=60)
        return p.returncode, p.stdout, p.stderr

    def test_environment_variable(self) -> None:
        site = self.install_package(self.tmp / "site")
        rc, out, err = self.probe(site, {"SMGOLD_LIBRARY": str(self.lib)})
        self.assertEqual((rc, out.split()), (0, [str(self.lib), "32"]), err)
        rc, out, err = self.probe(site, {"SMGOLD_LIBRARY": str(self.tmp / "nope.so")})
        self.assertNotEqual(rc, 0)
        self.assertIn("LibraryNotFoundError", err)
        self.assertIn(f"cannot load {self.tmp / 'nope.so'}", err)

    def test_beside_the_package(self) -> None:
        site = self.install_package(self.tmp / "site")
        shutil.copy(self.lib, site / "smgold" / "libsmgold.so.0")
        rc, out, err = self.probe(site, {})
        self.assertEqual((rc, out.split()), (0, [str(site / "smgold" / "libsmgold.so.0"), "32"]),
                         err)

    def test_installed_prefix(self) -> None:
        prefix = self.tmp / "prefix"
        (prefix / "lib").mkdir(parents=True)
        shutil.copy(self.lib, prefix / "lib" / "libsmgold.so.0.3.0")
        os.symlink("libsmgold.so.0.3.0", prefix / "lib" / "libsmgold.so.0")
        for site in (prefix / "lib" / "python3" / "dist-packages",
                     prefix / "share" / "smgold" / "python"):
            with self.subTest(site=str(site.relative_to(prefix))):
                self.install_package(site)
                rc, out, err = self.probe(site, {})
                self.assertEqual((rc, out.split()), (0, [str(prefix / "lib" / "libsmgold.so.0"),
                                                         "32"]), err)

    def test_not_found_names_every_place(self) -> None:
        if ctypes.util.find_library("smgold"):
            self.skipTest("a libsmgold is installed on this machine's library path")
        site = self.install_package(self.tmp / "site")
        rc, out, err = self.probe(site, {})
        self.assertNotEqual(rc, 0)
        last = err.strip().splitlines()[-1]
        self.assertTrue(last.startswith("smgold.errors.LibraryNotFoundError: smgold: cannot "
                                        "find the shared library"), last)
        self.assertIn("SMGOLD_LIBRARY (not set)", last)
        self.assertIn(f"{site / 'smgold'}/libsmgold.so*", last)
        self.assertIn(f"{self.tmp}/lib/libsmgold.so*", last)
        self.assertIn('find_library("smgold") (not found)', last)
        self.assertIsInstance(smgold.LibraryNotFoundError("x"), ImportError)


if __name__ == "__main__":
    unittest.main()
