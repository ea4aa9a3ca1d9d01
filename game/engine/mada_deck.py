"""Mada's 70 cards as data (rules spec §1, decision D1), in this one place.

The printed cactus distribution is not known; the spec proposes the table below. Change
`CACTUS` or `SPECIALS` here and nothing else: the engine, the AI, the bust risk and the
tests read the deck from these two tables.

Card ids: ``"<value>.<copy>"`` for cactus cards (``"9.3"``), ``"L.<n>"``, ``"DL.<n>"``,
``"S.<n>"`` for Lemurs, Double Lemurs and Scorpions. A card's face is the part before the dot.
"""

from __future__ import annotations

#: Cactus value -> (copies, prickly pears per card).
CACTUS: dict[int, tuple[int, int]] = {
    1: (5, 1),
    2: (5, 1),
    3: (5, 2),
    4: (5, 2),
    5: (5, 3),
    6: (5, 3),
    7: (5, 3),
    8: (5, 4),
    9: (4, 4),
    10: (4, 5),
    11: (4, 5),
    12: (4, 6),
    13: (4, 6),
}
LEMUR, DOUBLE, SCORPION = "L", "DL", "S"
#: Special face -> copies.
SPECIALS: dict[str, int] = {LEMUR: 4, DOUBLE: 3, SCORPION: 3}

HAND_LIMIT = 3
#: The game ends when a bank reaches this many cards (D10).
BANK_TARGET = 5

FACES: tuple[str, ...] = (*(str(v) for v in CACTUS), *SPECIALS)
COPIES: dict[str, int] = {**{str(v): n for v, (n, _) in CACTUS.items()}, **SPECIALS}
CANONICAL: tuple[str, ...] = tuple(
    f"{face}.{copy}" for face in FACES for copy in range(1, COPIES[face] + 1)
)
#: Card id -> cactus value (0 for the special cards), precomputed for the hot paths.
VALUE: dict[str, int] = {
    card: (int(card.partition(".")[0]) if card[0].isdigit() else 0) for card in CANONICAL
}
#: Card id -> prickly pears (0 for the special cards).
PEARS: dict[str, int] = {card: CACTUS[v][1] if v else 0 for card, v in VALUE.items()}


def face_of(card: str) -> str:
    return card.partition(".")[0]


def is_cactus(card: str) -> bool:
    return VALUE[card] > 0


def is_lemur(card: str) -> bool:
    return card[0] == "L"


def is_double(card: str) -> bool:
    return card[0] == "D"


def is_scorpion(card: str) -> bool:
    return card[0] == "S"
