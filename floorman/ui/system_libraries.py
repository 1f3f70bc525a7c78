"""Checking, before Qt starts, that a Linux desktop has the system libraries Qt needs.

Qt's xcb platform plugin fails with a cryptic "could not load the Qt platform plugin"
when a system library is missing (libxcb-cursor0 is the usual one). floorman looks for
them first and names the packages to install instead. No Qt import here: this runs
before Qt is loaded.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from floorman.text import Lang

# library name for ctypes -> (Debian/Ubuntu package, Fedora package)
XCB_LIBRARIES = {
    "xcb-cursor": ("libxcb-cursor0", "xcb-util-cursor"),
    "xcb-icccm": ("libxcb-icccm4", "xcb-util-wm"),
    "xcb-image": ("libxcb-image0", "xcb-util-image"),
    "xcb-keysyms": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "xcb-render-util": ("libxcb-render-util0", "xcb-util-renderutil"),
    "xkbcommon-x11": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "EGL": ("libegl1", "libglvnd-egl"),
    "fontconfig": ("libfontconfig1", "fontconfig"),
}


def uses_xcb(platform: str = sys.platform, environ: dict[str, str] | None = None) -> bool:
    """Whether Qt will start its X11 (xcb) platform plugin."""
    env = os.environ if environ is None else environ
    if not platform.startswith("linux"):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.startswith("xcb")
    return bool(env.get("DISPLAY")) and not env.get("WAYLAND_DISPLAY")


def no_screen(platform: str = sys.platform, environ: dict[str, str] | None = None) -> bool:
    """Whether this is a Linux session with no screen Qt could use (no X11, no Wayland,
    and no platform chosen), where Qt would fail with a misleading plugin error."""
    env = os.environ if environ is None else environ
    return (platform.startswith("linux") and not env.get("QT_QPA_PLATFORM")
            and not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"))


def no_screen_advice(lang: Lang = "en") -> str:
    if lang == "es":
        return ("floorman no encuentra una pantalla donde abrir su ventana (no hay DISPLAY ni "
                "WAYLAND_DISPLAY). Ejecútelo dentro de una sesión de escritorio. Los comandos "
                "de administración ('floorman db upgrade', 'floorman print ...') funcionan "
                "sin pantalla.")
    return ("floorman finds no screen to open its window on (neither DISPLAY nor "
            "WAYLAND_DISPLAY is set). Run it inside a desktop session. The admin commands "
            "('floorman db upgrade', 'floorman print ...') work without a screen.")


def missing_libraries(find: Callable[[str], str | None] | None = None) -> list[str]:
    """The ctypes names of the libraries Qt's xcb plugin needs that are not installed."""
    if find is None:
        import ctypes.util

        find = ctypes.util.find_library
    return [name for name in XCB_LIBRARIES if find(name) is None]


def install_advice(missing: list[str], lang: Lang = "en") -> str:
    """What to tell the user: the packages to install, for Debian/Ubuntu and Fedora."""
    debian = " ".join(XCB_LIBRARIES[name][0] for name in missing)
    fedora = " ".join(XCB_LIBRARIES[name][1] for name in missing)
    if lang == "es":
        head = ("floorman no puede abrir su ventana: a este sistema le faltan bibliotecas que "
                f"Qt necesita ({', '.join(missing)}).")
        tail = ("Después vuelva a ejecutar floorman. (Los comandos de administración como "
                "'floorman db upgrade' funcionan sin ellas.)")
    else:
        head = ("floorman cannot open its window: this system lacks libraries Qt needs "
                f"({', '.join(missing)}).")
        tail = ("Then run floorman again. (Admin commands such as 'floorman db upgrade' work "
                "without them.)")
    return (f"{head}\n  Debian/Ubuntu: sudo apt install {debian}\n"
            f"  Fedora:        sudo dnf install {fedora}\n{tail}")
