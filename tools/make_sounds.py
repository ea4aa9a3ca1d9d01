"""Synthesize the game's sound effects and write them as OGG Vorbis to assets/sounds/.

Every sound is ours: shaped noise and a few sine partials, no recordings, so they can be
shipped with the game under its own licence. The recipes aim at short, soft, physical
sounds (STYLE.md): paper noise for cards, a wooden click for chips and buttons, a soft bell
for a life lost, a small chime for a win. Each sound is normalised to a quiet peak with a
soft attack and decay, so that repeating one never clicks or grates.

A dev tool, not part of the game: it needs numpy and soundfile (whose wheels bundle
libsndfile with Vorbis), e.g. in a throwaway venv:

    python3 -m venv /tmp/snd && /tmp/snd/bin/pip install numpy soundfile
    /tmp/snd/bin/python tools/make_sounds.py            # writes assets/sounds/*.ogg
    /tmp/snd/bin/python tools/make_sounds.py --report   # peak, RMS and length of each file

The same seed gives the same samples (the encoder may still vary a few bytes by version).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

import numpy as np
import soundfile as sf

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
QUALITY = 0.25  # Vorbis compression level 0..1 (higher = smaller); these are tiny anyway

rng = np.random.default_rng(15)


# --- building blocks ---------------------------------------------------------------------
def seconds(duration: float) -> np.ndarray:
    return np.arange(int(duration * RATE)) / RATE


def noise(duration: float) -> np.ndarray:
    return rng.standard_normal(int(duration * RATE))


def band(signal: np.ndarray, low: float, high: float, soft: float = 0.3) -> np.ndarray:
    """Keep `low`..`high` Hz with soft (log-Gaussian) skirts, through the FFT."""
    spectrum = np.fft.rfft(signal)
    freqs = np.fft.rfftfreq(len(signal), 1 / RATE)
    f = np.maximum(freqs, 1.0)
    gain = np.ones_like(f)
    gain = np.where(f < low, np.exp(-((np.log(f / low) / soft) ** 2)), gain)
    gain = np.where(f > high, np.exp(-((np.log(f / high) / soft) ** 2)), gain)
    return np.fft.irfft(spectrum * gain, len(signal))


def envelope(n: int, attack: float, decay: float, hold: float = 0.0) -> np.ndarray:
    """A soft rise (raised cosine over `attack` s), a hold, then an exponential fall whose
    time constant is `decay` s; the last 5 ms fade to zero so nothing clicks at the end."""
    t = np.arange(n) / RATE
    rise = np.clip(t / max(attack, 1e-4), 0, 1)
    env = 0.5 - 0.5 * np.cos(np.pi * rise)
    after = np.clip(t - attack - hold, 0, None)
    env = env * np.exp(-after / decay)
    tail = min(n, int(0.005 * RATE))
    env[n - tail :] *= np.linspace(1, 0, tail)
    return env


def tone(freq: float, duration: float, partials: dict[float, float] | None = None) -> np.ndarray:
    """A sum of sine partials: {ratio: level}; the default is a pure sine."""
    t = seconds(duration)
    out = np.zeros_like(t)
    for ratio, level in (partials or {1.0: 1.0}).items():
        out += level * np.sin(2 * np.pi * freq * ratio * t)
    return out


def bell(freq: float, duration: float, decay: float) -> np.ndarray:
    """A soft bell: inharmonic partials, the higher ones dying sooner."""
    t = seconds(duration)
    out = np.zeros_like(t)
    for ratio, level, life in ((1.0, 1.0, 1.0), (2.76, 0.35, 0.45), (5.4, 0.12, 0.25)):
        out += level * np.sin(2 * np.pi * freq * ratio * t) * np.exp(-t / (decay * life))
    return out * envelope(len(t), 0.004, 10.0)


def place(length: float, parts: list[tuple[float, np.ndarray]]) -> np.ndarray:
    """Mix sounds starting at the given times (s) into one buffer `length` s long."""
    out = np.zeros(int(length * RATE))
    for start, part in parts:
        i = int(start * RATE)
        j = min(len(out), i + len(part))
        out[i:j] += part[: j - i]
    return out


def normalise(signal: np.ndarray, peak: float) -> np.ndarray:
    return signal * (peak / max(1e-9, float(np.max(np.abs(signal)))))


def paper(duration: float, low: float, high: float, attack: float, decay: float) -> np.ndarray:
    burst = band(noise(duration), low, high)
    return burst * envelope(len(burst), attack, decay)


def click(freq: float, duration: float, decay: float) -> np.ndarray:
    """A wooden click: a short resonance at `freq` with a breath of noise at its start."""
    body = tone(freq, duration, {1.0: 1.0, 2.3: 0.4}) * envelope(int(duration * RATE), 0.001, decay)
    snap = band(noise(duration), 2000, 6000) * envelope(int(duration * RATE), 0.0005, decay / 4)
    return body + 0.5 * snap


# --- the sounds --------------------------------------------------------------------------
def deal() -> np.ndarray:
    """One card dealt: a short, bright paper flick."""
    return paper(0.09, 1200, 4500, 0.004, 0.022)


def flip() -> np.ndarray:
    """A card turned over: two quick paper snaps, the second softer."""
    a = paper(0.05, 1500, 5000, 0.002, 0.012)
    b = paper(0.07, 1200, 4000, 0.003, 0.02)
    return place(0.12, [(0.0, a), (0.045, 0.6 * b)])


def slide() -> np.ndarray:
    """A card sliding over felt: a swish that swells and fades, darker than a flick."""
    duration = 0.2
    swish = band(noise(duration), 700, 3500)
    t = seconds(duration)
    swell = np.sin(np.pi * np.clip(t / duration, 0, 1)) ** 1.5
    return swish * swell * envelope(len(t), 0.01, 1.0)


def drop() -> np.ndarray:
    """A card landing on a pile: a dull pat."""
    pat = paper(0.08, 250, 1800, 0.002, 0.018)
    thump = tone(140, 0.08) * envelope(int(0.08 * RATE), 0.002, 0.015)
    return pat + 0.4 * thump


def shuffle() -> np.ndarray:
    """A riffle: many small paper clicks, quickening then slowing, under a soft hiss."""
    length = 0.62
    parts: list[tuple[float, np.ndarray]] = []
    t = 0.03
    while t < length - 0.06:
        speed = 0.5 + np.sin(np.pi * t / length)  # fastest in the middle
        parts.append((t, rng.uniform(0.5, 1.0) * paper(0.03, 1500, 5000, 0.001, 0.005)))
        t += 0.018 / speed * rng.uniform(0.8, 1.2)
    hiss = band(noise(length), 1000, 4000) * envelope(int(length * RATE), 0.08, 0.25, 0.2)
    return place(length, parts) + 0.25 * hiss


def life() -> np.ndarray:
    """A life lost: one soft, low bell."""
    return bell(523.25, 1.0, 0.35)


def chip() -> np.ndarray:
    """A chip set down: two wooden clicks, the second a bounce."""
    return place(0.14, [(0.0, click(1900, 0.06, 0.012)), (0.05, 0.45 * click(2100, 0.06, 0.01))])


def mau() -> np.ndarray:
    """The Mau call: two soft notes going up (G5 then C6)."""
    warm = {1.0: 1.0, 2.0: 0.25, 3.0: 0.08}
    first = tone(783.99, 0.16, warm) * envelope(int(0.16 * RATE), 0.01, 0.08)
    second = tone(1046.5, 0.3, warm) * envelope(int(0.3 * RATE), 0.01, 0.12)
    return place(0.42, [(0.0, first), (0.12, second)])


def catch() -> np.ndarray:
    """Caught: a sharp tap on the table, a high click over a short knock."""
    knock = tone(220, 0.1) * envelope(int(0.1 * RATE), 0.001, 0.02)
    return click(2600, 0.1, 0.008) + 0.6 * knock


def win() -> np.ndarray:
    """A small chime: C6, E6, G6, then C7, as light bells."""
    notes = (1046.5, 1318.5, 1568.0, 2093.0)
    return place(1.3, [(i * 0.11, bell(f, 1.0, 0.3) * (1 - 0.15 * i)) for i, f in enumerate(notes)])


def loss() -> np.ndarray:
    """A match lost: a low, soft tone falling a third, no sting."""
    warm = {1.0: 1.0, 2.0: 0.15}
    a = tone(293.66, 0.35, warm) * envelope(int(0.35 * RATE), 0.03, 0.15)
    b = tone(246.94, 0.6, warm) * envelope(int(0.6 * RATE), 0.03, 0.22)
    return place(0.9, [(0.0, a), (0.25, b)])


def tap() -> np.ndarray:
    """A button tap: one small wooden click."""
    return click(1500, 0.045, 0.008)


#: name -> (recipe, peak level). Peaks stay quiet (-12 dBFS and below); the sounds heard
#: most often (deal, slide, tap) are the softest.
SOUNDS: dict[str, tuple[Callable[[], np.ndarray], float]] = {
    "deal": (deal, 0.18),
    "flip": (flip, 0.2),
    "slide": (slide, 0.16),
    "drop": (drop, 0.2),
    "shuffle": (shuffle, 0.18),
    "life": (life, 0.22),
    "chip": (chip, 0.22),
    "mau": (mau, 0.22),
    "catch": (catch, 0.25),
    "win": (win, 0.22),
    "loss": (loss, 0.22),
    "tap": (tap, 0.14),
}


def report(path: Path) -> str:
    data, rate = sf.read(path)
    peak = float(np.max(np.abs(data)))
    rms = float(np.sqrt(np.mean(data**2)))
    db = lambda v: 20 * np.log10(max(v, 1e-9))  # noqa: E731
    return (
        f"{path.name:<13} {len(data) / rate * 1000:6.0f} ms  peak {db(peak):6.1f} dBFS"
        f"  RMS {db(rms):6.1f} dBFS  {path.stat().st_size / 1024:5.1f} KB"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--report", action="store_true", help="measure the written files")
    args = parser.parse_args()
    if not args.report:
        OUT.mkdir(parents=True, exist_ok=True)
        for name, (recipe, peak) in SOUNDS.items():
            samples = normalise(recipe(), peak).astype(np.float32)
            sf.write(
                OUT / f"{name}.ogg",
                samples,
                RATE,
                format="OGG",
                subtype="VORBIS",
                compression_level=QUALITY,
            )
    total = 0
    for name in SOUNDS:
        path = OUT / f"{name}.ogg"
        total += path.stat().st_size
        print(report(path))
    print(f"total {total / 1024:.1f} KB")


if __name__ == "__main__":
    main()
