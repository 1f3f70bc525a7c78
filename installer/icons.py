"""Render the app icon (``resources/floorman.svg``) into the files the installers need.

    python installer/icons.py [OUTPUT_FOLDER]      (default: build/icons)

writes ``floorman.png`` (256 px: the Linux ``.desktop`` entry's icon), ``floorman.ico``
(16 to 256 px: the Windows executables, the installer and its uninstaller) and
``floorman.icns`` (128 to 1024 px: the macOS ``.app``). Qt draws every size from the
SVG, so the small sizes are drawn for their size rather than shrunk from a large
bitmap. The ICO and ICNS containers are written here: Qt's own ICO writer keeps one
size a file, and Pillow is not among floorman's dependencies. Nothing here is
committed: the spec runs this at every build.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "floorman.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry types holding a PNG of that many pixels a side (ic10 is 512 pt at 2x).
ICNS_TYPES = ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024))


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """The icon drawn at ``size`` x ``size`` pixels, with its transparency."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6's stubs ask bytes for the format; the binding itself takes only str.
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise RuntimeError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def dib_bytes(image: QImage) -> bytes:
    """An ICO entry as a classic device-independent bitmap (32-bit BGRA, bottom-up, with
    the AND mask every reader expects after it): what every Windows version reads at
    small sizes."""
    size = image.width()
    argb = image.convertToFormat(QImage.Format.Format_ARGB32)
    row = size * 4
    pixels = bytes(argb.constBits())
    stride = argb.bytesPerLine()
    # ARGB32 is stored B, G, R, A on little-endian machines: already the DIB's order.
    if sys.byteorder != "little":
        raise RuntimeError("the ICO writer assumes a little-endian machine")
    rows = [pixels[y * stride:y * stride + row] for y in range(size)]
    mask_row = ((size + 31) // 32) * 4  # 1 bit a pixel, rows padded to 32 bits
    header = struct.pack("<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0,
                         row * size + mask_row * size, 0, 0, 0, 0)
    return header + b"".join(reversed(rows)) + bytes(mask_row * size)


def ico_bytes(images: dict[int, QImage]) -> bytes:
    """A multi-size ICO: bitmaps up to 128 px, a PNG at 256 px (as Windows writes it)."""
    entries = [(size, png_bytes(img) if size >= 256 else dib_bytes(img))
               for size, img in sorted(images.items())]
    offset = 6 + 16 * len(entries)
    directory, blobs = [], []
    for size, blob in entries:
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        directory.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return struct.pack("<HHH", 0, 1, len(entries)) + b"".join(directory) + b"".join(blobs)


def icns_bytes(images: dict[int, QImage]) -> bytes:
    """An ICNS of PNG entries (what macOS 10.7 and later read)."""
    body = b""
    for kind, size in ICNS_TYPES:
        blob = png_bytes(images[size])
        body += kind + struct.pack(">I", 8 + len(blob)) + blob
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(folder: Path) -> list[Path]:
    """Write the three icon files into ``folder``; returns their paths."""
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise RuntimeError(f"Qt cannot read the icon {SVG}")
    sizes = sorted(set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    images = {size: render(renderer, size) for size in sizes}
    folder.mkdir(parents=True, exist_ok=True)
    written = {
        folder / "floorman.png": png_bytes(images[256]),
        folder / "floorman.ico": ico_bytes({size: images[size] for size in ICO_SIZES}),
        folder / "floorman.icns": icns_bytes(images),
    }
    for path, data in written.items():
        path.write_bytes(data)
    return list(written)


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else ROOT / "build" / "icons"
    # No window is shown: the offscreen platform draws on any machine, even without a
    # screen (a CI runner, a build server).
    app = QGuiApplication.instance() or QGuiApplication(["icons", "-platform", "offscreen"])
    for path in write_icons(folder):
        print(path)
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
