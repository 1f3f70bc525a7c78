"""Shared test setup: offscreen Qt unless --onscreen is given."""

from __future__ import annotations

import os

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--onscreen", action="store_true", help="show Qt windows on a real screen")


def pytest_configure(config: pytest.Config) -> None:
    if not config.getoption("--onscreen"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
