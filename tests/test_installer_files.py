"""The installer's files, checked without building the bundle (``make bundle-check``
builds and smoke-tests it): the PyInstaller spec, the Windows installer script, the
Linux desktop entry, the icons and the Makefile's bundle target."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
INSTALLER = ROOT / "installer"


def _module(name: str) -> ModuleType:
    """A script of installer/ (not a package), loaded by its path."""
    spec = importlib.util.spec_from_file_location(f"installer_{name}", INSTALLER / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def _calls(tree: ast.AST, name: str) -> list[ast.Call]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name) and node.func.id == name]


def _keyword(call: ast.Call, name: str) -> ast.expr:
    found = [keyword.value for keyword in call.keywords if keyword.arg == name]
    assert found, f"{ast.unparse(call.func)}() has no {name}="
    return found[0]


def test_the_spec_builds_both_executables_into_one_folder() -> None:
    tree = ast.parse((INSTALLER / "floorman.spec").read_text(encoding="utf-8"))
    executables = {ast.literal_eval(_keyword(call, "name")): call for call in _calls(tree, "EXE")}
    assert set(executables) == {"floorman", "floorman-cli"}
    assert ast.literal_eval(_keyword(executables["floorman-cli"], "console")) is True
    # The desk has no console on Windows (and is the .app's executable on macOS).
    assert "WINDOWS" in ast.unparse(_keyword(executables["floorman"], "console"))
    (collect,) = _calls(tree, "COLLECT")
    assert ast.literal_eval(_keyword(collect, "name")) == "floorman"
    shared = {arg.id for arg in collect.args if isinstance(arg, ast.Name)}
    assert {"desk", "cli"} <= shared
    assert len(_calls(tree, "Analysis")) == 1


def test_the_spec_ships_resources_and_migrations_inside_the_package() -> None:
    text = (INSTALLER / "floorman.spec").read_text(encoding="utf-8")
    assert '"floorman/resources"' in text
    assert '"floorman/migrations"' in text
    # The version comes from the package, the layout from pyproject's package-dir.
    assert '"floorman" / "__init__.py"' in text
    assert '["package-dir"]' in text
    for driver in ("sqlalchemy.dialects.sqlite", "sqlalchemy.dialects.postgresql.psycopg",
                   "psycopg_binary"):
        assert f'"{driver}"' in text


def test_the_entry_scripts_run_the_right_main() -> None:
    desk = (INSTALLER / "desk_entry.py").read_text(encoding="utf-8")
    cli = (INSTALLER / "cli_entry.py").read_text(encoding="utf-8")
    assert "raise SystemExit(windowed_main())" in desk
    assert "raise SystemExit(main())" in cli
    from floorman import app

    assert callable(app.windowed_main)
    assert callable(app.main)


def test_the_windows_installer_has_the_three_entries_and_an_uninstaller() -> None:
    text = (INSTALLER / "floorman.iss").read_text(encoding="utf-8")
    sections = re.split(r"^\[(\w+)\]\s*$", text, flags=re.MULTILINE)
    body = dict(zip(sections[1::2], sections[2::2], strict=True))
    icons = [line for line in body["Icons"].splitlines() if line.startswith("Name:")]
    start_menu = [line for line in icons if line.startswith('Name: "{group}')]
    desk = [line for line in start_menu if '"{app}\\floorman.exe"' in line]
    assert len(desk) == 3
    assert sorted(re.search(r'Parameters: "([^"]*)"', line).group(1)  # type: ignore[union-attr]
                  if "Parameters:" in line else "" for line in desk) == [
        "", "--board", "--dealer"]
    assert any("{uninstallexe}" in line for line in start_menu)
    assert "UninstallDisplayIcon={app}\\floorman.exe" in body["Setup"]
    assert "AppVersion={#AppVersion}" in body["Setup"]
    assert "#error" in sections[0]  # the version must be given on iscc's command line
    assert 'Source: "dist\\floorman\\*"' in body["Files"]
    assert "SetupIconFile=build\\icons\\floorman.ico" in body["Setup"]


def test_the_desktop_entry_parses_and_its_actions_exist() -> None:
    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(INSTALLER / "floorman.desktop", encoding="utf-8")
    main = entry["Desktop Entry"]
    assert main["Type"] == "Application"
    assert main["Exec"] == "floorman"
    assert main["Icon"] == "floorman"
    assert main["Categories"].endswith(";")
    assert main["Name[es]"] and main["Comment[es]"]
    actions = [name for name in main["Actions"].split(";") if name]
    assert actions == ["dealer", "board"]
    for name, option in zip(actions, ("--dealer", "--board"), strict=True):
        action = entry[f"Desktop Action {name}"]
        assert action["Exec"] == f"floorman {option}"
        assert action["Name"] and action["Name[es]"]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-utils is not installed")
def test_the_desktop_entry_is_valid_for_freedesktop() -> None:
    done = subprocess.run(["desktop-file-validate", str(INSTALLER / "floorman.desktop")],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_icons_are_drawn_at_every_size(qapp: object, tmp_path: Path) -> None:
    icons = _module("icons")
    png, ico, icns = icons.write_icons(tmp_path)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    data = ico.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    sides = [data[6 + 16 * i] or 256 for i in range(count)]
    assert sides == list(icons.ICO_SIZES)
    for i in range(count):
        size, offset = struct.unpack_from("<II", data, 6 + 16 * i + 8)
        assert offset + size <= len(data)
    mac = icns.read_bytes()
    assert mac[:4] == b"icns" and struct.unpack(">I", mac[4:8])[0] == len(mac)


def test_the_smoke_test_keeps_python_out_of_reach(tmp_path: Path) -> None:
    smoke = _module("smoke_test")
    machine = smoke.Machine(tmp_path / "bundle", tmp_path / "machine")
    for name in ("python", "python3"):
        assert shutil.which(name, path=machine.env["PATH"]) is None
    assert not {"PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV"} & machine.env.keys()
    assert all(Path(machine.env[name]).is_relative_to(machine.home) for name in (
        "HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"))
    assert machine.env["QT_QPA_PLATFORM"] == "offscreen"


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_knows_how_to_build_the_bundle() -> None:
    done = subprocess.run(["make", "-n", "bundle", "bundle-check"], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert "pyinstaller" in done.stdout and "installer/floorman.spec" in done.stdout
    assert "installer/smoke_test.py dist/floorman" in done.stdout
