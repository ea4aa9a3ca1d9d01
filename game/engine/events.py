"""Events: plain data the UI animates and the log narrates through i18n. No display text.

An event may be private: `audience` lists the seats that see it whole. Everyone else sees
the redacted form, with card ids replaced by None, so that "a swap happened" is public while
the cards are not.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

CARD_KEYS = ("card", "cards", "gave", "got")


@dataclass(slots=True)
class Event:
    """Treat as immutable: the log shares events with search copies. (Not a frozen
    dataclass only because its checked `__init__` triples the cost of an event.)"""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    audience: frozenset[int] | None = None  # None: public

    def visible_to(self, seat: int | None) -> bool:
        """True when `seat` sees this event whole (seat None is the omniscient observer)."""
        return self.audience is None or seat is None or seat in self.audience

    def for_seat(self, seat: int | None) -> Event:
        if self.visible_to(seat):
            return self
        redacted = {
            key: (_hide(value) if key in CARD_KEYS else value) for key, value in self.data.items()
        }
        return Event(self.kind, redacted, self.audience)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        """The event a `to_json` form (e.g. a view's log entry) stands for."""
        rest = {key: value for key, value in data.items() if key not in ("kind", "audience")}
        audience = data.get("audience")
        return cls(data["kind"], rest, None if audience is None else frozenset(audience))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, **self.data}
        if self.audience is not None:
            out["audience"] = sorted(self.audience)
        return out


def _hide(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [None] * len(value)
    return None


#: One-seat audiences, built once (the commonest private event: a card drawn into a hand).
SEAT_AUDIENCES = tuple(frozenset((seat,)) for seat in range(16))


def move(card: str, src: str, dst: str, face_up: bool, audience=None, **extra: Any) -> Event:
    """A card went from one zone to another; `face_up` says whether everyone saw its face."""
    data = {"card": card, "from": src, "to": dst, "face_up": face_up}
    if extra:
        data.update(extra)
    if face_up:
        return Event("move", data)
    return Event("move", data, _audience(audience or ()))


def reveal(card: str, seat: int | None, **extra: Any) -> Event:
    """A card is shown to everyone (seat: whose card it is, or None)."""
    return Event("reveal", {"card": card, "seat": seat, **extra})


def counter(seat: int, name: str, delta: int | float, value: int | float, **extra: Any) -> Event:
    """A counter changed: lives, points, chips. `value` is the new total."""
    return Event("counter", {"seat": seat, "name": name, "delta": delta, "value": value, **extra})


def custom(kind: str, audience=None, **data: Any) -> Event:
    return Event(kind, data, _audience(audience))


def _audience(audience) -> frozenset[int] | None:
    if audience is None or type(audience) is frozenset:
        return audience
    return frozenset(audience)
