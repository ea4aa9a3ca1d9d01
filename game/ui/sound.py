"""Sound effects: one mixer for the whole app, silent whenever sound cannot or may not play.

The effects are short OGG files (tools/make_sounds.py writes them) loaded by path from
assets/sounds/, since the browser build cannot load sounds from memory buffers. The mixer
stays silent:

- when it is not `enabled` (headless runs, the tests, a dummy audio driver);
- on the web until the player's first tap, click or key (browsers refuse audio before a
  gesture; the page's gate is one, and the app keeps its own guard);
- when pygame's mixer or the audio device is missing (it logs once and goes on);
- when muted or at volume 0.

`pygame.mixer` is started lazily at the first sound, so a game that never plays one never
opens the audio device. Scenes and widgets call the module-level `play(name)`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from game.ui.fonts import APP_DIR

log = logging.getLogger(__name__)

SOUND_DIR = APP_DIR / "assets" / "sounds"
NAMES: tuple[str, ...] = (
    "deal",
    "flip",
    "slide",
    "drop",
    "shuffle",
    "life",
    "chip",
    "mau",
    "catch",
    "win",
    "loss",
    "tap",
)
#: The same effect is not restarted within this many ms (a burst of events in one frame,
#: e.g. a hand revealed at once, sounds once instead of stacking up louder).
MIN_GAP_MS = 45
CHANNELS = 16
GESTURES = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN, pygame.KEYDOWN)


def sound_path(name: str) -> str:
    """The file of one effect, with `/` separators as the browser build needs."""
    return (SOUND_DIR / f"{name}.ogg").as_posix()


def gain(volume: int) -> float:
    """Slider 0..100 to a mixer gain: squared, so the low half of the slider stays usable."""
    return (max(0, min(100, volume)) / 100) ** 2


class Mixer:
    """Plays the named effects at the player's volume, or nothing (see the module doc)."""

    def __init__(
        self,
        enabled: bool = False,
        needs_gesture: bool = False,
        clock: Callable[[], int] = pygame.time.get_ticks,
    ) -> None:
        self.enabled = enabled
        self.unlocked = not needs_gesture
        self.volume = 70
        self.muted = False
        self.clock = clock
        self.started: list[str] = []  # every effect started, oldest first (tests read it)
        self._sounds: dict[str, pygame.mixer.Sound] | None = None
        self._broken = False
        self._last: dict[str, int] = {}

    @property
    def audible(self) -> bool:
        return (
            self.enabled
            and self.unlocked
            and not self._broken
            and not self.muted
            and self.volume > 0
        )

    def configure(self, volume: int, muted: bool) -> None:
        """Take the settings; muting (or volume 0) also stops what is playing now."""
        self.volume = max(0, min(100, int(volume)))
        self.muted = bool(muted)
        if self._sounds:
            for sound in self._sounds.values():
                sound.set_volume(gain(self.volume))
            if not self.audible:
                pygame.mixer.stop()

    def notice(self, event: pygame.event.Event) -> None:
        """Every input event passes here: the first gesture unlocks sound."""
        if not self.unlocked and event.type in GESTURES:
            self.unlocked = True

    def load(self) -> bool:
        """Start the mixer and load every effect (once); False, and silent, if that fails."""
        if self._sounds is not None:
            return True
        if self._broken:
            return False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            pygame.mixer.set_num_channels(CHANNELS)
            sounds = {name: pygame.mixer.Sound(sound_path(name)) for name in NAMES}
        except (pygame.error, NotImplementedError, OSError) as exc:
            log.warning("sound is off: %s", exc)
            self._broken = True
            return False
        for sound in sounds.values():
            sound.set_volume(gain(self.volume))
        self._sounds = sounds
        # Once per session, so a browser run's console shows that sound started.
        print(f"sound: {len(sounds)} effects loaded, mixer {pygame.mixer.get_init()}")
        return True

    def play(self, name: str) -> None:
        """Start effect `name` if sound may play now; an unknown name is a programming error."""
        if name not in NAMES:
            raise KeyError(f"no sound called {name!r}")
        if not self.audible or not self.load():
            return
        now = self.clock()
        last = self._last.get(name)
        if last is not None and now - last < MIN_GAP_MS:
            return
        self._last[name] = now
        assert self._sounds is not None
        self._sounds[name].play()
        self.started.append(name)
        del self.started[:-64]


#: The app's mixer; silent until the app enables it (tests and tools never do).
mixer = Mixer()


def install(new: Mixer) -> Mixer:
    """Make `new` the app's mixer (the App does this at start-up)."""
    global mixer
    mixer = new
    return new


def play(name: str) -> None:
    """Play an effect on the app's mixer."""
    mixer.play(name)
