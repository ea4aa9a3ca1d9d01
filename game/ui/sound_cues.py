"""Which sound a table event makes: the one place that maps engine events to effects.

Every game's events pass through `cue(event, human)` as the table shows them, so the sound
follows what the player sees (a card dealt when its flight starts, not when the engine
dealt it). Events with no sound of their own (a turn, a wish) map to None.
"""

from __future__ import annotations

from game.engine.events import Event
from game.ui import sound

#: Custom event kinds with a fixed effect.
KINDS: dict[str, str] = {
    "deal": "shuffle",  # Mau Mau: a new round is shuffled and dealt
    "deal_start": "shuffle",  # the cuckoo games
    "reshuffle": "shuffle",  # the discard turned into a new stock
    "reveal": "flip",
    "up_card": "flip",
    "call": "mau",  # Mau Mau's "Mau" and "Mau-Mau"; the cuckoo games' calls
    "caught": "catch",  # a missed call caught
    "knock": "catch",  # Gnav: a knock on the table
}
PILES = ("discard", "aside")


def sound_for(event: Event, human: int) -> str | None:
    """The effect for `event` as seat `human` sees it, or None."""
    data = event.data
    if event.kind == "move":
        src, dst = str(data.get("from", "")), str(data.get("to", ""))
        if src == "stock" and dst.startswith("hand"):
            return "deal"
        if dst in PILES:
            return "drop"
        return "slide"
    if event.kind == "counter":
        delta = data.get("delta", 0)
        if data.get("name") == "lives" and delta < 0:
            return "life"
        if data.get("name") in ("chips", "score") and delta:
            return "chip"
        return None
    if event.kind == "match_over":
        return "win" if human in data.get("winners", ()) else "loss"
    return KINDS.get(event.kind)


def cue(event: Event, human: int) -> None:
    """Play the effect of `event`, if it has one (silent when sound is off)."""
    name = sound_for(event, human)
    if name is not None:
        sound.play(name)
