"""Kadabra test helpers: a table from a starting state, the legal moves as text, a seat's
chips."""

from __future__ import annotations

from game.engine.kadabra import KadabraMatch, new_match


def table(seats: dict, players: int = 4, **extra) -> KadabraMatch:
    """A starting state with seat numbers; seat 0 acts first unless `turn` says."""
    start = {"seats": seats, **extra}
    return new_match(options={"players": players}, seed=5, dealer=players - 1, start=start)


def verbs(match: KadabraMatch, seat: int) -> list[str]:
    return [" ".join((a.verb, *a.args)) for a in match.legal_actions(seat)]


def chips(match: KadabraMatch, seat: int) -> tuple[int, int, bool]:
    """(white, black, holds the blue chip), as the spec writes chips."""
    return match.whites[seat], match.blacks[seat], match.blue == seat
