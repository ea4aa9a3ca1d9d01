"""Which emblem each picture card of the cuckoo decks shows, in which inks."""

from __future__ import annotations

from collections.abc import Callable

from . import creatures, figures, things
from .palette import WHITE_INK, Inks, mix
from .pen import Pen

Emblem = Callable[[Pen, Inks], None]

EMBLEMS: dict[str, dict[str, Emblem]] = {
    "gnav": {
        "narr": lambda p, k: figures.fool(p, k, (k.red, k.accent), points=3),
        "ugle": creatures.owl,
        "potte": things.flower_pot,
        "hus": things.house,
        "hest": lambda p, k: creatures.horse(p, k, mix(WHITE_INK, k.accent, 0.12), k.key),
        "katt": lambda p, k: creatures.cat(p, k, k.key),
        "dragon": figures.dragoon,
        "gjok": creatures.cuckoo,
    },
    "cuccu": {
        "leone": creatures.lion,
        "mascherone": figures.mask,
        "secchia": things.bucket,
        "nulla": things.nothing,
        "osteria": things.wine_jug,
        "gatto": lambda p, k: creatures.cat(p, k, k.ochre, stripes=True),
        "cavallo": lambda p, k: creatures.horse(p, k, mix(k.red, k.key, 0.45), k.key),
        "bragon": figures.hunter,
        "cucco": lambda p, k: creatures.owl(p, k, crowned=True),
        "matto": lambda p, k: figures.fool(p, k, (k.accent, k.ochre), points=2),
    },
}
