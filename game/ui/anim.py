"""Tweens and the per-scene animator: speed setting, instant, reduced motion, tap-to-skip.

A tween drives a callback with an eased progress 0..1 over a duration in milliseconds. The
animator scales every duration by the player's speed (instant = 0: the tween completes at
once, callbacks included), turns slides into fades under reduced motion, and can `skip()`:
every running tween jumps to its end, in order, so game state shown on screen is the same
as if the animation had played. Scenes use `busy` to keep controls disabled meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out(t: float) -> float:
    """Cubic ease-out: quick start, gentle landing (STYLE.md: moves are eased out)."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (lerp(a[0], b[0], t), lerp(a[1], b[1], t))


@dataclass
class Tween:
    """One animated value: `apply(eased_t)` each frame, `on_done()` once at the end.

    What it changes decides what a frame must draw (see `Animator.changed`): `still` for
    a pause (nothing on screen changes while it runs: no frame is drawn for it),
    `overlay` when `apply` changes only what the scene draws over its cached picture
    (cards in the air, callouts: the picture is reused), else the picture itself."""

    duration: float  # ms, already scaled by the speed
    apply: Callable[[float], None]
    easing: Easing = ease_out
    on_done: Callable[[], None] | None = None
    delay: float = 0.0
    elapsed: float = 0.0
    done: bool = field(default=False)
    overlay: bool = False
    still: bool = False

    def advance(self, dt: float) -> bool:
        """True when it applied a new value (it is past its delay)."""
        if self.done:
            return False
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            return False
        if self.duration <= 0 or t >= self.duration:
            self.finish()
        else:
            self.apply(self.easing(t / self.duration))
        return True

    def finish(self) -> None:
        if self.done:
            return
        self.done = True
        self.apply(1.0)
        if self.on_done is not None:
            self.on_done()


class Animator:
    """The animations of one scene. `speed` and `reduced_motion` are read from a settings
    getter at each new tween, so a change in the settings applies to the next move."""

    def __init__(self, settings: Callable[[], dict] | None = None) -> None:
        self._settings = settings or (lambda: {})
        self.tweens: list[Tween] = []
        #: the scene's picture (not only its overlay) may have changed since the scene
        #: last looked: a tween began or ended (their callbacks change what is shown) or
        #: one that is neither `still` nor `overlay` moved; the scene clears it
        self.changed = False

    @property
    def factor(self) -> float:
        return SPEED_FACTORS.get(self._settings().get("speed", "normal"), 1.0)

    @property
    def reduced_motion(self) -> bool:
        return bool(self._settings().get("reduced_motion", False))

    @property
    def busy(self) -> bool:
        return any(not t.done for t in self.tweens)

    def tween(
        self,
        ms: float,
        apply: Callable[[float], None],
        easing: Easing = ease_out,
        on_done: Callable[[], None] | None = None,
        delay: float = 0.0,
        overlay: bool = False,
        still: bool = False,
    ) -> Tween:
        """Animate over `ms` (before speed scaling). At instant speed it completes now.
        `overlay` and `still` say what it changes (see `Tween`)."""
        factor = self.factor
        tween = Tween(ms * factor, apply, easing, on_done, delay * factor)
        tween.overlay, tween.still = overlay, still
        self.changed = True
        if tween.duration <= 0 and tween.delay <= 0:
            tween.finish()
        else:
            apply(0.0)
            self.tweens.append(tween)
        return tween

    def wait(self, ms: float, on_done: Callable[[], None] | None = None) -> Tween:
        """A pause that counts as an animation (e.g. before an opponent's move shows)."""
        return self.tween(ms, lambda _t: None, linear, on_done, still=True)

    def slide(
        self,
        ms: float,
        move: Callable[[float], None],
        fade: Callable[[float], None] | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> Tween:
        """A movement; under reduced motion the thing appears in place and fades in instead."""
        if self.reduced_motion:
            move(1.0)
            return self.tween(ms, fade or (lambda _t: None), linear, on_done)
        return self.tween(ms, move, ease_out, on_done)

    def update(self, dt: float) -> bool:
        """Advance by `dt` ms; True when something on screen moved (a frame must be
        drawn); `changed` says whether the picture beneath the overlay did."""
        if not self.tweens:
            return False
        moved = False
        for tween in list(self.tweens):
            applied = tween.advance(dt)
            if tween.done:
                self.changed = moved = True
            elif applied and not tween.still:
                moved = True
                self.changed = self.changed or not tween.overlay
        self.tweens = [t for t in self.tweens if not t.done]
        return moved

    def skip(self) -> None:
        """Finish everything now (a tap during an animation). Callbacks may queue new
        tweens: those are finished too, so the scene ends fully settled."""
        for _ in range(1000):
            pending = [t for t in self.tweens if not t.done]
            if not pending:
                break
            self.changed = True
            for tween in pending:
                tween.finish()
        self.tweens = [t for t in self.tweens if not t.done]
