"""Build step: compile the Qt Linguist catalogues into the .qm files the desk loads.

The .qm files are generated from ``resources/translations/*.ts`` and not committed, so
every build (a wheel from a clean checkout, an sdist, an editable install) makes them
with Qt's own ``lrelease``, which PySide6 ships; ``pyproject.toml`` names PySide6 as a
build requirement for that. Everything else about the package is in ``pyproject.toml``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

TRANSLATIONS = Path(__file__).resolve().parent / "resources" / "translations"
# PySide6's own wrapper finds its lrelease binary on every platform.
LRELEASE = ("import sys; from PySide6.scripts.pyside_tool import lrelease; "
            "sys.argv[0] = 'lrelease'; lrelease()")


def compile_catalogues() -> None:
    for catalogue in sorted(TRANSLATIONS.glob("*.ts")):
        subprocess.run([sys.executable, "-c", LRELEASE, "-silent", str(catalogue),
                        "-qm", str(catalogue.with_suffix(".qm"))], check=True)


class BuildWithCatalogues(build_py):
    """``build_py`` that compiles the catalogues first, so package data carries them."""

    def run(self) -> None:
        compile_catalogues()
        super().run()


setup(cmdclass={"build_py": BuildWithCatalogues})
