"""The tournament clock's two chimes: a minute before a level ends, and at the change.

floorman depends on PySide6-Essentials only. Qt's own sound player (QtMultimedia) is in
PySide6-Addons, which would add about 200 MB to every install and bundle for two
chimes, so the chimes are played the way the system plays any sound file: each is
written once as a short WAV file with the standard library's ``wave`` module (a few
sine tones with soft edges, no sample files to ship), kept in floorman's cache folder,
and handed to the platform's own player without waiting for it: ``winsound.PlaySound``
(asynchronous) on Windows, ``afplay`` on macOS, ``paplay`` (PulseAudio and PipeWire)
or else ``aplay`` (ALSA) on Linux, started detached through ``QProcess``. Where none is
found, or the file cannot be written, the clock still signals with the system beep
(``QApplication.beep``). A chime that cannot sound never stops the clock.

The clock screen takes its player as an argument (``ClockScreen(sound=...)``), so the
tests record the signals instead of sounding them.
"""

from __future__ import annotations

import math
import os
import shutil
import struct
import sys
import tempfile
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QProcess
from PySide6.QtWidgets import QApplication

from floorman.logs import LOG
from floorman.tournament.clock import Signal

RATE = 22_050  # samples a second: plenty for chimes, and a small file
VOLUME = 0.6
EDGE_MS = 12  # the fade in and out of each note, so no note clicks
# Each chime: its notes (frequency in Hz, length in ms, silence after in ms).
CHIMES: dict[Signal, tuple[tuple[float, int, int], ...]] = {
    # A minute left: two short, bright notes.
    Signal.ONE_MINUTE: ((880.0, 160, 90), (880.0, 160, 0)),
    # The level changes: three rising notes, the last held, heard across the room.
    Signal.LEVEL_CHANGE: ((659.3, 220, 40), (784.0, 220, 40), (1046.5, 600, 0)),
}
SOUND_VERSION = 1  # in the file names: a new shape of a chime gets a new file

Player = Callable[[Signal], None]


def tone_samples(notes: Sequence[tuple[float, int, int]], rate: int = RATE) -> bytes:
    """16-bit mono samples of ``notes`` (frequency, ms, silence ms after), each faded in
    and out over ``EDGE_MS``."""
    frames = bytearray()
    edge = max(1, rate * EDGE_MS // 1000)
    for frequency, length_ms, rest_ms in notes:
        count = rate * length_ms // 1000
        for n in range(count):
            fade = min(1.0, n / edge, (count - 1 - n) / edge)
            value = VOLUME * fade * math.sin(2 * math.pi * frequency * n / rate)
            frames += struct.pack("<h", round(value * 32767))
        frames += b"\x00\x00" * (rate * rest_ms // 1000)
    return bytes(frames)


def write_chime(path: Path, signal: Signal) -> Path:
    """Write the chime for ``signal`` as a WAV file at ``path`` (whole or not at all)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".partial",
                                        dir=path.parent)
    os.close(descriptor)
    try:
        with wave.open(name, "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(tone_samples(CHIMES[signal]))
        os.replace(name, path)
    except BaseException:
        Path(name).unlink(missing_ok=True)
        raise
    return path


def sound_folder() -> Path:
    """Where the chimes are kept: floorman's cache folder (beside a portable bundle, its
    own), else the temporary folder."""
    try:
        from floorman.places import places

        return places().cache / "sounds"
    except Exception:  # no home, a read-only profile: the temporary folder will do
        return Path(tempfile.gettempdir()) / "floorman-sounds"


def chime_file(signal: Signal, folder: Path | None = None) -> Path:
    """The WAV file of ``signal``'s chime, written the first time it is asked for."""
    path = (folder or sound_folder()) / f"clock-{signal.value}-{SOUND_VERSION}.wav"
    if not path.is_file() or path.stat().st_size <= 44:  # 44: a WAV header alone
        write_chime(path, signal)
    return path


def linux_player() -> list[str] | None:
    """The command that plays a WAV file here: PulseAudio's (PipeWire's too), else
    ALSA's; None when neither is installed."""
    for program, options in (("paplay", []), ("aplay", ["-q"])):
        found = shutil.which(program)
        if found:
            return [found, *options]
    return None


def play_file(path: Path) -> bool:
    """Start playing the WAV file ``path`` with the platform's player, without waiting;
    False when there is no player to start."""
    if sys.platform == "win32":
        import winsound

        winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC
                           | winsound.SND_NODEFAULT)
        return True
    if sys.platform == "darwin":
        command: list[str] | None = ["afplay"]
    else:
        command = linux_player()
    if command is None:
        return False
    started, _pid = QProcess.startDetached(command[0], [*command[1:], str(path)])
    return bool(started)


class ClockSound:
    """Plays the clock's chimes on this computer (see the module's docstring).

    Args:
        folder: where the WAV files are kept (default: floorman's cache folder).
    """

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder

    def __call__(self, signal: Signal) -> None:
        try:
            if play_file(chime_file(signal, self.folder)):
                return
        except Exception as error:  # a full disk, a missing player: still a beep
            LOG.warning("the clock's chime could not play: %s", error)
        QApplication.beep()


def play(signal: Signal) -> None:
    """Sound ``signal`` with the system's player (the clock screen's default)."""
    ClockSound()(signal)
