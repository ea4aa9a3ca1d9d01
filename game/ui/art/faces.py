"""Which faces each deck has, which are pictures, and what is printed on them.

Pure data (no pygame), so the UI can ask for names and face lists without drawing.
Face strings are exactly the engines' (see the rules specs, section 1).
"""

from __future__ import annotations

DECKS: tuple[str, ...] = ("gnav", "cuccu", "french32", "mada")

ROMAN: tuple[str, ...] = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")

GNAV_PICTURES_LOW: tuple[str, ...] = ("narr", "ugle", "potte")
GNAV_PICTURES_HIGH: tuple[str, ...] = ("hus", "hest", "katt", "dragon", "gjok")
CUCCU_PICTURES_LOW: tuple[str, ...] = ("leone", "mascherone", "secchia", "nulla")
CUCCU_PICTURES_HIGH: tuple[str, ...] = ("osteria", "gatto", "cavallo", "bragon", "cucco", "matto")

FRENCH_RANKS: tuple[str, ...] = ("7", "8", "9", "10", "J", "Q", "K", "A")
FRENCH_SUITS: tuple[str, ...] = ("C", "S", "H", "D")

FACES: dict[str, tuple[str, ...]] = {
    "gnav": GNAV_PICTURES_LOW + ("0",) + ROMAN + GNAV_PICTURES_HIGH,
    "cuccu": CUCCU_PICTURES_LOW + ROMAN[:10] + CUCCU_PICTURES_HIGH,
    "french32": tuple(r + s for s in FRENCH_SUITS for r in FRENCH_RANKS),
    "mada": tuple(str(v) for v in range(1, 14)) + ("L", "DL", "S"),
}

# The native names printed on the ribbons (Norwegian for Gnav, Italian for Cuccù).
NATIVE_NAMES: dict[str, dict[str, str]] = {
    "gnav": {
        "narr": "Narr",
        "ugle": "Ugle",
        "potte": "Potte",
        "hus": "Hus",
        "hest": "Hest",
        "katt": "Katt",
        "dragon": "Dragon",
        "gjok": "Gjøk",
    },
    "cuccu": {
        "leone": "Leone",
        "mascherone": "Mascherone",
        "secchia": "Secchia",
        "nulla": "Nulla",
        "osteria": "Osteria",
        "gatto": "Gatto",
        "cavallo": "Cavallo",
        "bragon": "Bragon",
        "cucco": "Cucco",
        "matto": "Matto",
    },
}

# Mada's special cards by their published names (the table shows the translation beside).
MADA_NAMES: dict[str, str] = {"L": "Lemur", "DL": "Double Lemur", "S": "Scorpion"}

# The value printed in a picture's corner, as on the Cuccù originals (XIIII, not XIV);
# the negative cards carry a small minus mark. Gnav's pictures carry no value.
CUCCU_MARKS: dict[str, str] = {
    "leone": "-3",
    "mascherone": "-2",
    "secchia": "-1",
    "nulla": "0",
    "osteria": "XI",
    "gatto": "XII",
    "cavallo": "XIII",
    "bragon": "XIIII",
    "cucco": "XV",
}

# Court and ace letters per language (a Russian pack reads В Д К Т); others use J Q K A.
_COURT_LETTERS: dict[str, dict[str, str]] = {
    "ru": {"J": "В", "Q": "Д", "K": "К", "A": "Т"},
    "uk": {"J": "В", "Q": "Д", "K": "К", "A": "Т"},
    "de": {"J": "B", "Q": "D", "K": "K", "A": "A"},
}
SUIT_SYMBOLS: dict[str, str] = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}


def check(deck: str, face: str) -> None:
    """Refuse an unknown deck or face early, with a message naming both."""
    if deck not in FACES:
        raise ValueError(f"unknown deck {deck!r}; expected one of {DECKS}")
    if face not in FACES[deck]:
        raise ValueError(f"unknown face {face!r} for deck {deck!r}")


def is_picture(deck: str, face: str) -> bool:
    """True for the cuckoo decks' picture cards and the French court cards."""
    if deck == "french32":
        return split_french(face)[0] in ("J", "Q", "K")
    if deck == "mada":
        return face in MADA_NAMES
    return face in NATIVE_NAMES[deck]


def split_french(face: str) -> tuple[str, str]:
    """'10H' -> ('10', 'H')."""
    return face[:-1], face[-1]


def numeral(face: str) -> str:
    """The numeral a cuckoo number card shows (Gnav's zero is the digit 0 everywhere: on
    the card, in the log and in the rules)."""
    return face


def rank_label(rank: str, lang: str = "en") -> str:
    """The index letter or number of a French rank in the player's language."""
    return _COURT_LETTERS.get(lang, {}).get(rank, rank)


def letters_language(lang: str) -> str:
    """The language whose court letters `lang` uses ('en' when it has none of its own), so
    caches can share one surface between languages that print the same card."""
    return lang if lang in _COURT_LETTERS else "en"


def card_name(deck: str, face: str, lang: str = "en") -> str:
    """The card's name as printed on it: the native name of a picture ('Gjøk', 'Cucco'),
    the numeral of a number card ('XII', '0'), or a French card's index and suit ('10♥',
    and 'Д♠' in Russian). The UI puts the translation beside it, e.g. 'Katt — the cat'."""
    check(deck, face)
    if deck == "french32":
        rank, suit = split_french(face)
        return rank_label(rank, lang) + SUIT_SYMBOLS[suit]
    if deck == "mada":
        return MADA_NAMES.get(face, face)
    return NATIVE_NAMES[deck].get(face) or numeral(face)
