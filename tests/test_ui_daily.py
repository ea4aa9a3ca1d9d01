"""The daily deal at the table (issue 33): the lobby's Daily button, the first play of the
day counts and later ones are practice, the end's title and Share, the share card and its
text, the result kept, and ``?daily=`` links."""

from __future__ import annotations

import random
from datetime import date, timedelta

import pytest
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game import daily, storage
from game.i18n import tr
from game.ui import dailyplay
from game.ui.scenes.lobby import LobbyScene
from game.ui.sharecard import ShareCard
from game.ui.table.overlay import PanelOverlay
from game.ui.table.results import ResultsOverlay
from tools.table_stage import run

GAME = "mada"  # short matches; the rule itself is every game's (tests/test_daily.py)


@pytest.fixture(autouse=True)
def instant(app):
    app.settings["speed"] = "instant"
    yield


def open_daily(app, day: date | None = None):
    """The lobby, its Daily for GAME, frames until the table is up."""
    lobby = app.stack.push(LobbyScene(app))
    tile = next(t for t in lobby.tiles if t.game.id == GAME)
    lobby.play_daily(tile.game, day)
    for _ in range(400):
        run(app, 1, 50)
        if app.stack.top is not lobby:
            break
    table = app.stack.top
    assert getattr(table, "game_id", None) == GAME and table.session is not None
    return table


def play_to_the_end(app, table, seed: int = 3) -> None:
    """The player picks among its legal actions (a seeded choice) until the match ends;
    a deal's summary goes on."""
    chooser = random.Random(seed)
    for _ in range(20_000):
        if table.finished and isinstance(app.stack.top, ResultsOverlay):
            return
        top = app.stack.top
        if top is not table and isinstance(top, PanelOverlay) and not table.finished:
            top.choose(0)
        elif top is not table:
            app.stack.close_above(table)
        elif table.can_act and table.session.human_may_act():
            table.submit(chooser.choice(table.session.human_actions()))
        run(app, 1, 50)
    raise AssertionError("the daily never ended")


def test_the_lobby_offers_a_daily_for_every_table(app) -> None:
    lobby = app.stack.push(LobbyScene(app))
    labels = [b.label for b in lobby.ui.widgets if getattr(b, "label", "") == tr("daily.button")]
    assert len(labels) == sum(t.built for t in lobby.tiles)


def test_todays_first_daily_counts_is_kept_and_shares(app) -> None:
    table = open_daily(app)
    deal = daily.deal(GAME, daily.today())
    session = table.session
    assert session.daily is not None and session.daily.counts
    assert session.match.seed == deal.seed and session.level == "hard"
    assert session.n_seats == deal.players
    assert storage.load_daily(GAME)[deal.day.isoformat()]["place"] == 0, "kept from the start"
    assert storage.load_match(GAME)["daily"] == {"day": deal.day.isoformat(), "counts": True}
    play_to_the_end(app, table)
    panel = app.stack.top
    assert panel.results.title.startswith(tr("daily.title", day=deal.day.isoformat(), result=""))
    kept = storage.load_daily(GAME)[deal.day.isoformat()]
    assert 1 <= kept["place"] <= deal.players and kept["of"] == deal.players
    assert kept["marks"] and set(kept["marks"]) <= set("wpl")
    assert panel.choices[0][0] == tr("daily.share")
    panel.choose(0)
    card = app.stack.top
    assert isinstance(card, ShareCard)
    lines = card.text.split("\n")
    assert lines[0] == tr("daily.share.head", name="Mada", day=deal.day.isoformat())
    assert lines[2] == "".join(dailyplay.EMOJI[m] for m in kept["marks"])
    assert lines[3].endswith(f"?daily={deal.day.isoformat()}&game={GAME}")
    card.choose(1)  # Close: the results again
    assert isinstance(app.stack.top, ResultsOverlay)


def test_a_second_play_of_the_day_is_practice_and_changes_nothing_kept(app) -> None:
    today = daily.today().isoformat()
    storage.save_daily(GAME, {today: {"place": 2, "of": 4, "points": 9, "marks": "wl"}})
    table = open_daily(app)
    assert not table.session.daily.counts
    assert tr("daily.practice.toast", day=today) in [t.text for t in app.toasts.queue]
    play_to_the_end(app, table)
    assert app.stack.top.results.title.startswith(tr("daily.title.practice", day=today, result=""))
    assert storage.load_daily(GAME)[today] == {"place": 2, "of": 4, "points": 9, "marks": "wl"}


def test_an_older_days_deal_is_practice(app) -> None:
    day = daily.today() - timedelta(days=3)
    table = open_daily(app, day)
    assert table.session.match.seed == daily.daily_seed(GAME, day)
    assert not table.session.daily.counts and storage.load_daily(GAME) == {}


def test_a_resumed_daily_is_still_the_counted_play(app) -> None:
    table = open_daily(app)
    from game.ui.table.session import MatchSession

    again = MatchSession.resume(GAME)
    assert again is not None and again.daily == table.session.daily


def test_the_share_card_copies_and_never_fails_loudly(app, monkeypatch) -> None:
    from game.ui import sharecard

    class Clipboard:
        def __init__(self) -> None:
            self.text = None

        def writeText(self, text):  # noqa: N802 (the browser's name)
            self.text = text

    class Window:
        def __init__(self) -> None:
            self.navigator = type("Navigator", (), {})()
            self.navigator.clipboard = Clipboard()

    window = Window()
    monkeypatch.setattr(sharecard.webpage, "page_window", lambda: window)
    assert sharecard.copy_text("x\n🟩") and window.navigator.clipboard.text == "x\n🟩"
    window.navigator = None  # a page without a clipboard
    assert sharecard.copy_text("x") is False


def test_a_daily_link_opens_that_days_deal_and_a_bad_one_is_told(data_dir) -> None:
    import asyncio

    from game.ui.app import App, Options

    day = daily.today().isoformat()
    app = App(Options(headless=True, frames=40, game=GAME, daily=day))
    asyncio.run(app.run())
    table = app.stack.top
    assert getattr(table, "game_id", None) == GAME and table.session.daily.counts
    later = (daily.today() + timedelta(days=1)).isoformat()
    app = App(Options(headless=True, frames=4, game=GAME, daily=later))
    asyncio.run(app.run())
    assert tr("link.ignored", key="daily") in [t.text for t in app.toasts.queue]


def test_the_statistics_show_the_daily_streak_and_the_last_30_days(app) -> None:
    from game.ui.scenes.stats import StatsScene

    today = daily.today()
    back = [today - timedelta(days=n) for n in range(40)]
    days = {back[n].isoformat(): {"place": 2, "of": 4} for n in (1, 2, 3, 5, 35)}
    days[today.isoformat()] = {"place": 0, "of": 4}  # started, not finished
    storage.save_daily(GAME, days)
    storage.save_stats(GAME, {"played": 3, "won": 1})
    scene = app.stack.push(StatsScene(app, GAME))
    run(app, 2)
    f = scene.figures()
    assert f["daily_streak"] == 3, "yesterday and the two days before; today is unfinished"
    shown = f["calendar"]
    assert [day for day, _ in shown] == back[:30][::-1]
    assert shown[-1][1] == {"place": 0, "of": 4} and shown[-5][1] is None


@pytest.mark.parametrize(
    ("played", "streak"),
    [((), 0), ((0,), 1), ((1,), 1), ((0, 1, 2), 3), ((1, 2, 4), 2), ((2, 3), 0)],
)
def test_the_streak_counts_days_in_a_row_up_to_today_or_yesterday(played, streak) -> None:
    today = date(2026, 12, 3)
    days = {(today - timedelta(days=n)).isoformat(): {"place": 1} for n in played}
    assert dailyplay.streak(days, today) == streak


def test_one_mark_per_round_the_player_played() -> None:
    rows = [[0, 0, 0], [3, 1, 0], [3, 4, 0], [5, 5, 5], [5, 9, 6]]
    assert dailyplay.marks(rows, 0, higher=True, lives=False) == "wlpl"
    lives = [[2, 2], [1, 2], [0, 2], [0, 1]]
    assert dailyplay.marks(lives, 0, higher=True, lives=True) == "ll", "out after two deals"
