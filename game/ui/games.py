"""What the lobby says about each game: facts, texts (i18n keys) and a link to read more."""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_


@dataclass(frozen=True)
class GameInfo:
    game_id: str
    deck_size: int
    players: tuple[int, int]  # fewest, most seats in this app (rules specs, section 2)
    url: str
    link_key: str  # the link's label: Wikipedia, or another source where it has no article
    name_key: str
    origin_key: str
    pitch_key: str


GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        "gnav",
        42,
        (4, 4),
        "https://en.wikipedia.org/wiki/Gnav",
        N_("lobby.link.wikipedia"),
        N_("games.gnav.name"),
        N_("games.gnav.origin"),
        N_("games.gnav.pitch"),
    ),
    GameInfo(
        "cuccu",
        40,
        (4, 4),
        "https://en.wikipedia.org/wiki/Cucc%C3%B9",
        N_("lobby.link.wikipedia"),
        N_("games.cuccu.name"),
        N_("games.cuccu.origin"),
        N_("games.cuccu.pitch"),
    ),
    GameInfo(
        "maumau",
        32,
        (2, 4),
        "https://en.wikipedia.org/wiki/Mau-Mau_(card_game)",
        N_("lobby.link.wikipedia"),
        N_("games.maumau.name"),
        N_("games.maumau.origin"),
        N_("games.maumau.pitch"),
    ),
    GameInfo(
        "mada",
        70,
        (2, 5),
        "https://boardgamegeek.com/boardgame/365983/mada",
        N_("lobby.link.bgg"),
        N_("games.mada.name"),
        N_("games.mada.origin"),
        N_("games.mada.pitch"),
    ),
    GameInfo(
        "kadabra",
        60,
        (2, 6),
        "https://de.wikipedia.org/wiki/L.A.M.A.",
        N_("lobby.link.wikipedia"),
        N_("games.kadabra.name"),
        N_("games.kadabra.origin"),
        N_("games.kadabra.pitch"),
    ),
)
GAME_IDS: tuple[str, ...] = tuple(g.game_id for g in GAMES)


def info(game_id: str) -> GameInfo:
    for game in GAMES:
        if game.game_id == game_id:
            return game
    raise KeyError(game_id)
