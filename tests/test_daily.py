"""The daily deal (issue 33): its seed rule pinned with literal seeds (stable across
versions: a shared result must open the same deal after an update), its fixed options from
the registry, and a recorded daily replayed to the move."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest

from bench import daily_replay
from bench.decision_hashes import SLICED
from game import daily
from game.engine.registry import descriptor
from game.ui.games import BUILTIN

#: The rule's seeds (SHA-256 of "card-atlas-daily/<game>/<YYYY-MM-DD>", first four bytes,
#: big-endian, shifted right by one), worked out once by hand with `sha256sum`.
SEEDS = {
    ("gnav", "2026-12-03"): 1353259697,
    ("cuccu", "2026-12-03"): 199383114,
    ("maumau", "2026-12-03"): 1752331277,
    ("mada", "2026-12-03"): 1433385103,
    ("kadabra", "2026-12-03"): 1321885117,
    ("gnav", "2027-01-01"): 1278150540,
    ("cuccu", "2027-01-01"): 1128055757,
    ("maumau", "2027-01-01"): 81808648,
    ("mada", "2027-01-01"): 2097368019,
    ("kadabra", "2027-01-01"): 1497494232,
}

#: Every action and the result of each game's daily of 2026-12-03 with the stand-in
#: player's moves (bench/daily_replay.py), on the desktop and under WebAssembly alike. A
#: change means old dailies no longer replay: only with a reason in the commit.
FINGERPRINTS = {
    "gnav": "1ac797449b958104510bca1fd8b4286ec739215cc1f5c4801434bec2376bd211",
    "cuccu": "8c9199feb00ba954f781dcbe5de3675d01d9c050657d2675bd00793cfc91e72c",
    "maumau": "82e25d5a0b624854cbbb843c183c76f0862b60a94ea87c69e48588d5cd159938",
    "mada": "7ecc29803e96795f0de9f9c94af5fa86592f177c759adb83bc5a64fc70592c85",
    "kadabra": "49423668cbd863bf7e4678f4217c4a6305523e0a7b87e35a18ce3403046fafae",
}


#: The built-in games (a test's toy game may join the registry meanwhile).
GAMES = [game.id for game in BUILTIN]


@pytest.mark.parametrize(("game", "day"), sorted(SEEDS))
def test_the_seed_rule_gives_the_pinned_seeds(game: str, day: str) -> None:
    assert daily.daily_seed(game, date.fromisoformat(day)) == SEEDS[(game, day)]


def test_every_game_is_pinned() -> None:
    assert {game for game, _ in SEEDS} == set(GAMES) == set(FINGERPRINTS)


def test_seeds_differ_by_game_and_by_day_and_fit_a_match_seed() -> None:
    day = date(2026, 12, 3)
    seeds = {daily.daily_seed(g, day + timedelta(days=n)) for g in GAMES for n in range(60)}
    assert len(seeds) == 60 * len(GAMES)
    assert all(0 <= seed < 2**31 for seed in seeds)


@pytest.mark.parametrize("game", GAMES)
def test_the_deal_is_the_usual_table_against_hard_opponents(game: str) -> None:
    deal = daily.deal(game, date(2026, 12, 3))
    rules = descriptor(game)
    assert deal.level == "hard" == rules.levels[-1]
    assert deal.players == rules.default_players and deal.options == {"players": deal.players}
    assert deal.opponents == rules.opponent_range[2]
    assert deal.query() == f"?daily=2026-12-03&game={game}"


def test_the_day_is_the_utc_date() -> None:
    late_in_tbilisi = datetime(2026, 12, 4, 1, 30, tzinfo=timezone(timedelta(hours=4)))
    assert daily.today(late_in_tbilisi) == date(2026, 12, 3)
    assert isinstance(daily.today(), date)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("2026-12-03", date(2026, 12, 3)),
        ("2026-02-30", None),
        ("2026-1-3", None),
        ("20261203", None),
        ("2026-12-03x", None),
        ("", None),
        (None, None),
    ],
)
def test_a_links_day_is_read_strictly(text, day) -> None:
    assert daily.parse_day(text) == day


@pytest.mark.parametrize("game", GAMES)
def test_a_recorded_daily_replays_to_the_same_match(game: str) -> None:
    """The player's moves alone give the match back: the opponents decide again, alike,
    and as they did when the fingerprint was pinned."""
    moves, lines = daily_replay.play(game, daily_replay.DAY)
    _, again = daily_replay.play(game, daily_replay.DAY, moves)
    assert moves and again == lines
    assert daily_replay.fingerprint(lines) == FINGERPRINTS[game]


def test_the_browsers_shorter_search_slices_replay_it_alike(monkeypatch) -> None:
    """WebAssembly yields three times as often (game/ai/search.py): same decisions."""
    import importlib

    for name in SLICED:
        module = importlib.import_module(name)
        monkeypatch.setattr(module, "YIELD_EVERY", max(1, module.YIELD_EVERY // 3))
    game = "mada"
    moves, lines = daily_replay.play(game, daily_replay.DAY)
    assert daily_replay.fingerprint(lines) == FINGERPRINTS[game]


def test_the_opponents_add_floats_as_every_python_does() -> None:
    """Left to right, each step rounded (Python 3.11's sum); 3.12's compensated sum() gives
    1.0 here, and the browser's CPython is 3.12: a mean off by a bit turned a hard Mada
    opponent's close call on the daily of 2026-12-03 under WebAssembly."""
    from game.ai.base import plain_sum

    assert plain_sum([1e16, 1.0, -1e16]) == 0.0
    assert plain_sum(iter([0.1] * 10)) == 0.9999999999999999  # 3.12's sum(): 1.0
