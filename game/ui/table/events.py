"""A game's event table: what each kind of event does at its table, in one place.

Every event the pipeline shows passes through the game's table once. Its `On` entry says
the event's change to the table's model (`model`), its line in the log (`words`: one key
for a line about no one, or a teller, a function of the narration and the data; the
narration's `line(name)` is the game's line about the event's seat and `between(...)` one
from it to another seat, game/ui/table/narration.py), its sound (`sound`:
a name, or a function of the data and the player's seat) and what the table shows of it
besides the flight (`show`: a callout, the round's board; `before`, from the table as it
was before the change: a Lemur's old pile).

The generic events (``move``, ``reveal``, ``counter``) and the match's end have the kit's
entries (`GENERIC`); a game's entry of the same kind takes their place field by field, so
a game that changes what a move does writes its own change (calling the generic one:
``model.move(d)``) and keeps the generic sound. `table` joins a game's entries over the
generic ones into its `EventTable` (game/ui/table/model.py), which also says what the
model keeps besides the zones: the public facts the table names, with their defaults, the
per-seat counters, what a new match shows before its deal, the zones before a deal, and
what else to read from a view.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from game.engine.events import Event
from game.i18n import tr
from game.ui import sound
from game.ui.table.model import Data, EventTable, On, Show, TableModel


def table(kinds: dict[str, On], **kept: Any) -> EventTable:
    """A game's event table: its `kinds` over the generic entries, field by field, and what
    its model keeps (`EventTable`'s other fields)."""
    joined = dict(GENERIC)
    for kind, entry in kinds.items():
        given = {f.name: v for f in fields(On) if (v := getattr(entry, f.name)) is not None}
        joined[kind] = replace(joined.get(kind, On()), **given)
    return EventTable(joined, **kept)


# --- the generic entries --------------------------------------------------------------------
PILES = ("discard", "aside")


def move_sound(d: Data, human: int) -> str:
    src, dst = str(d.get("from", "")), str(d.get("to", ""))
    if src == "stock" and dst.startswith("hand"):
        return "deal"
    return "drop" if dst in PILES else "slide"


def counter_sound(d: Data, human: int) -> str | None:
    delta = d.get("delta", 0)
    if d.get("name") == "lives" and delta < 0:
        return "life"
    return "chip" if d.get("name") in ("chips", "score") and delta else None


GENERIC: dict[str, On] = {
    "move": On(model=TableModel.move, sound=move_sound),
    "reveal": On(model=TableModel.reveal, sound="flip"),
    "counter": On(model=TableModel.counter, sound=counter_sound),
    "match_over": On(sound=lambda d, human: "win" if human in d.get("winners", ()) else "loss"),
}


def says(
    key: str, at: str = "seat", look: str = "cue", ms: float | None = None, **fields: str
) -> Show:
    """A show: the words of `key` in a callout (`look`, for `ms` or the table's time) over
    the seat the data's field `at` names (none when it names nobody), or over the place
    `at` ("centre"), its fields filled from the data's (field -> data key)."""

    def show(table: Any, d: Data) -> None:
        where = d.get(at, at)
        if where is not None:  # an event about nobody (a Rectangle with no one left)
            words = tr(key, **{name: d[src] for name, src in fields.items()})
            table.cue(where, words, ms, look)

    return show


def gathers(key: str, zone: str = "stock") -> Show:
    """A show: the discards fly back into the draw pile (`zone`) as one stack, the words
    of `key` over the middle."""

    def show(table: Any, d: Data) -> None:
        table.cue("centre", tr(key), 900)
        back, at, to = table.spot(zone, None).image, table.discard_pile.center, table.stock_pile
        table.flights.gather(table.anim, back, at, to.rect.center, len(d["cards"]))

    return show


def sound_for(kinds: dict[str, On], event: Event, human: int) -> str | None:
    """The effect of `event` as seat `human` sees it, or None."""
    entry = kinds.get(event.kind)
    effect = entry.sound if entry is not None else None
    return effect(event.data, human) if callable(effect) else effect


def play_sound(kinds: dict[str, On], event: Event, human: int) -> None:
    """Play the effect of `event`, if it has one (silent when sound is off)."""
    if (name := sound_for(kinds, event, human)) is not None:
        sound.play(name)
