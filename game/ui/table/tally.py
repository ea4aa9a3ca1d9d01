"""A match's story in numbers: each seat's lives or points after every deal, the placings
and the decisive deal, for the results panel and the statistics.

The history is derived from the match record (set-up plus actions): the record is replayed
action by action and, after each action whose events close a deal, every seat's value is
read from the public state. A resumed match is a replay of its saved record too, so the
history survives Resume without anything extra in the save. No pygame: tested cheaply.

What a table provides (`TableScene.tally_spec`): which public per-seat list to follow and
which events close a deal. The default follows ``lives`` (the cuckoo games), else
``scores`` (Mau Mau, L.A.M.A. Kadabra), else ``banked`` (Mada), closing a deal on
``settle`` or ``round_end``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.match import Match
from game.engine.replay import replay

#: Public per-seat lists the default spec looks for, in order.
KEYS: tuple[str, ...] = ("lives", "scores", "banked")
#: Events that close a deal in the built games.
DEAL_ENDS: frozenset[str] = frozenset({"settle", "round_end"})


@dataclass(frozen=True)
class TallySpec:
    """What the history follows: `key`, a per-seat list in the public state; `ends`, the
    event kinds that close a deal; `lives`: the values are lives (0 is out of the match);
    `read`, when given, reads the values instead of `key` (Mada's pears, hidden in the banks
    until the end: the history is only shown once the match is over)."""

    key: str
    ends: frozenset[str] = DEAL_ENDS
    lives: bool = False
    read: Callable[[Match], Sequence[float]] | None = None


def guess_spec(view: dict[str, Any]) -> TallySpec | None:
    """The default spec: the first of `KEYS` that the public state of a view (any seat's)
    holds per seat."""
    public = view["public"]
    for key in KEYS:
        value = public.get(key)
        if isinstance(value, list) and len(value) == view["n_seats"]:
            return TallySpec(key, DEAL_ENDS, lives=key == "lives")
    return None


def values(match: Match, spec: TallySpec) -> list[float]:
    found = spec.read(match) if spec.read is not None else match._public_state()[spec.key]
    return [float(v) for v in found]


def history(record: dict[str, Any], spec: TallySpec) -> list[list[float]]:
    """Each seat's value at the start (row 0) and after each deal (row k: deal k)."""
    match = replay(record, upto=0)
    rows = [values(match, spec)]
    for text in record.get("actions", []):
        events = match.apply(text)
        if any(event.kind in spec.ends for event in events):
            rows.append(values(match, spec))
    final = values(match, spec)
    if match.is_over and final != rows[-1]:  # the end itself counted something (Mada)
        rows.append(final)
    return rows


# ----------------------------------------------------------------------------- reading it
def final(rows: Sequence[Sequence[float]], result: dict[str, Any]) -> Sequence[float]:
    """Each seat's final value: the result's scores when it has them (they count over the
    last row: a game scored only at the end), else the last row."""
    scores = result.get("scores")
    return [float(v) for v in scores] if scores and len(scores) == len(rows[-1]) else rows[-1]


def higher_wins(final: Sequence[float], winners: Sequence[int]) -> bool:
    """Whether more is better, read from the result: the winners hold the least only in a
    game of penalty points (a draw or an even table counts as more-is-better)."""
    if not winners:
        return True
    best = [final[w] for w in winners]
    return not (max(best) == min(final) and min(final) != max(final))


def placings(
    rows: Sequence[Sequence[float]], winners: Sequence[int], final: Sequence[float] | None = None
) -> list[tuple[int, int]]:
    """(place, seat) from first to last: the winners first (sharing the first place), then by the final value, ties
    broken by the deals before, latest first (who was knocked out later places higher);
    seats still level share a place. `final` replaces the last row (a game whose score is
    counted only at the end)."""
    last = list(final) if final is not None else list(rows[-1])
    sign = 1 if higher_wins(last, winners) else -1

    def key(seat: int) -> tuple:
        if seat in winners:  # winners share the first place
            return (1,)
        earlier = tuple(sign * row[seat] for row in reversed(rows[:-1]))
        return (0, sign * last[seat], *earlier)

    order = sorted(range(len(last)), key=key, reverse=True)
    out: list[tuple[int, int]] = []
    for i, seat in enumerate(order):
        place = out[-1][0] if i and key(seat) == key(order[i - 1]) else i + 1
        out.append((place, seat))
    return out


@dataclass(frozen=True)
class Moment:
    """The decisive moment: `kind` is "led" (ahead from the first deal), "ahead" (pulled
    ahead for good in `deal`, never alone in front before), "back" (had led earlier, lost
    the lead and took it back for good in `deal`), "last" (took the lead for the first time
    in the last deal) or "out" (the last deal knocked out `rival`); `winner` is the seat it
    is about."""

    kind: str
    deal: int
    winner: int
    rival: int | None = None


def decisive(
    rows: Sequence[Sequence[float]], winners: Sequence[int], lives: bool = False
) -> Moment | None:
    """The deal where the winner pulled ahead for good (alone in front after it and after
    every later deal), told against the whole history: a winner who had led before and
    lost the lead took it *back*; None without a single winner or without a deal."""
    if len(winners) != 1 or len(rows) < 2:
        return None
    winner = winners[0]
    up = higher_wins(rows[-1], winners)

    def alone_in_front(row: Sequence[float]) -> bool:
        others = [v for s, v in enumerate(row) if s != winner]
        return all((row[winner] > v) if up else (row[winner] < v) for v in others)

    last = deal = len(rows) - 1
    while deal >= 1 and alone_in_front(rows[deal]):
        deal -= 1
    deal += 1
    led_before = any(alone_in_front(row) for row in rows[1 : min(deal, last)])
    if deal > last:  # level at the end, the result broke the tie
        return Moment("back" if led_before else "last", last, winner)
    if deal == 1:
        return Moment("led", 1, winner)
    if deal == last and lives:
        before = rows[last - 1]
        knocked = [s for s, v in enumerate(rows[last]) if v <= 0 < before[s] and s != winner]
        if knocked:
            return Moment("out", deal, winner, knocked[0])
    kind = "back" if led_before else ("last" if deal == last else "ahead")
    return Moment(kind, deal, winner)


def breakdown(rows: Sequence[Sequence[float]]) -> list[list[float]]:
    """What each deal brought each seat (row k-1: deal k), e.g. Mau Mau's round points."""
    return [
        [b - a for a, b in zip(prev, row, strict=True)]
        for prev, row in zip(rows[:-1], rows[1:], strict=True)
    ]


def deals_won(rows: Sequence[Sequence[float]], seat: int, higher: bool, lives: bool) -> int:
    """The deals `seat` came out of best (in a lives game: without losing a life) while
    something separated the seats; deals it sat out (no lives left) do not count."""
    deals = zip(rows[:-1], breakdown(rows), strict=True)
    played = (gains for prev, gains in deals if in_deal(prev, seat, lives))
    return sum(came_out_best(gains, seat, higher) for gains in played)


def came_out_best(gains: Sequence[float], seat: int, higher: bool = True) -> bool:
    """`seat` gained the most in a deal (the least, when lower wins), ties included, while
    something separated the seats (a deal where all gained alike is nobody's)."""
    best = max(gains) if higher else min(gains)
    return gains[seat] == best and min(gains) != max(gains)


def deals_played(rows: Sequence[Sequence[float]], seat: int, lives: bool) -> int:
    return sum(1 for prev in rows[:-1] if in_deal(prev, seat, lives))


def in_deal(before: Sequence[float], seat: int, lives: bool) -> bool:
    """`seat` played the deal that began at `before` (in a lives game: it had lives left)."""
    return not (lives and before[seat] <= 0)
