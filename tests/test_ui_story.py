"""A finished match's story on the real tables: the results panel (placings, the chart's
history, the decisive moment, Mau Mau's rounds), the history through Resume, the
statistics scene (figures, old saves, Reset with its question) and the first-time tips
(shown once, never again, and again from the rules page)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest
from test_ui_support import app_fixture, data_dir_fixture, feed, key, tap  # noqa: F401

from game import storage
from game.engine.replay import replay
from game.i18n import tr, trn
from game.ui.scenes.lobby import LobbyScene
from game.ui.scenes.stats import StatsScene
from game.ui.table import guide, tally
from game.ui.table.results import ResultsOverlay, moment_text
from game.ui.widgets.dialog import ConfirmDialog

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import i18n_shots  # noqa: E402


def play_to_end(app, game_id: str, seed: int = 3):
    """A whole match at the real table, the human playing seeded random moves."""
    app.settings["speed"] = "instant"
    storage.clear_match(game_id)
    table = i18n_shots.open_table(app, game_id, seed=seed)
    i18n_shots.settle(app, lambda: table.can_act or table.finished)
    player = i18n_shots.Player(app, table, seed)
    player.until(lambda: table.finished and player.idle(), go_on=True)
    i18n_shots.settle(app, lambda: isinstance(app.stack.top, ResultsOverlay))
    return table, app.stack.top


def lives_after_each_deal(record: dict) -> list[list[int]]:
    """Independently of the kit: each seat's lives after every settle, action by action."""
    match = replay(record, upto=0)
    rows = [list(match.lives)]
    for action in record["actions"]:
        events = match.apply(action)
        if any(e.kind == "settle" for e in events):
            rows.append(list(match.lives))
    return rows


# ----------------------------------------------------------------------------- the end
def test_gnav_results_show_placings_history_and_the_decisive_deal(app) -> None:
    table, panel = play_to_end(app, "gnav")
    match = table.session.match
    result = match.result()
    r = panel.results
    assert r.rows == lives_after_each_deal(match.record())
    assert r.rows[0] == [3.0] * match.n_seats and r.rows[-1] == match.lives
    places = [seat for _, seat in r.placings]
    assert sorted(places) == list(range(match.n_seats)) and places[0] in result["winners"]
    # a seat knocked out later places above one knocked out earlier
    out_at = {s: next(k for k, row in enumerate(r.rows) if row[s] <= 0) for s in places[1:]}
    assert [out_at[s] for s in places[1:]] == sorted(out_at.values(), reverse=True)
    moment = tally.decisive(r.rows, result["winners"], lives=True)
    assert moment is not None and moment.winner == result["winners"][0]
    assert 1 <= moment.deal < len(r.rows)
    assert r.moment == moment_text(moment, r.names, table.human, "deal") and r.moment
    for seat in places[1:]:
        assert r.values[seat].startswith(trn("table.results.lives", 0))
    assert panel.box.contains(panel.chart_rect) and panel.box.contains(panel.table_rect)
    labels = [tr("table.end.restart"), tr("replay.button"), tr("table.end.lobby")]
    assert [b.label for b in panel.buttons] == labels
    app.render()


def test_decisive_moment_cases() -> None:
    """From the recorded rows alone: led throughout, pulled ahead, decided in the last
    deal, the last rival knocked out; none without a single winner."""
    led = [[3, 3], [3, 2], [3, 1], [2, 0]]
    assert tally.decisive(led, [0], lives=True).kind == "led"
    ahead = [[0, 0, 0], [5, 9, 0], [20, 9, 3], [30, 9, 3]]
    assert tally.decisive(ahead, [0]) == tally.Moment("ahead", 2, 0)
    last = [[0, 0], [10, 0], [10, 30]]
    assert tally.decisive(last, [1]) == tally.Moment("last", 2, 1)
    out = [[3, 3, 3], [2, 3, 3], [2, 3, 0], [2, 2, 0], [1, 0, 0]]
    assert tally.decisive(out, [0], lives=True) == tally.Moment("out", 4, 0, 1)
    low = [[3, 3], [13, 5], [20, 9]]  # penalty points: the least wins
    assert tally.decisive(low, [1]) == tally.Moment("led", 1, 1)
    assert tally.placings(low, [1]) == [(1, 1), (2, 0)]
    assert tally.decisive(low, [0, 1]) is None
    assert tally.placings([[3, 3, 3], [3, 0, 0]], [0]) == [(1, 0), (2, 1), (2, 2)]


def test_the_decisive_moment_reads_the_whole_history() -> None:
    """A winner who led earlier never 'took the lead only at the finish': Mada's winner led
    after rounds 2 and 3, fell behind, and won it back in the last round; Kadabra's (fewest
    points win) led after round 1 and again at the end."""
    mada = [[0, 0, 0], [2, 3, 1], [9, 5, 4], [12, 8, 7], [13, 15, 9], [20, 15, 11]]
    assert tally.decisive(mada, [0]) == tally.Moment("back", 5, 0)
    kadabra = [[3, 3, 3], [4, 9, 7], [16, 12, 14], [25, 30, 41]]
    assert tally.decisive(kadabra, [0]) == tally.Moment("back", 3, 0)
    pulled_back = [[0, 0], [5, 0], [5, 9], [15, 9], [20, 12]]  # ahead again from round 3
    assert tally.decisive(pulled_back, [0]) == tally.Moment("back", 3, 0)
    level_at_end = [[0, 0], [4, 1], [4, 6], [8, 8]]  # the result broke the tie
    assert tally.decisive(level_at_end, [0]) == tally.Moment("back", 3, 0)
    assert tally.decisive([[0, 0], [0, 2], [5, 2]], [0]).kind == "last"  # first lead: last
    text = moment_text(tally.Moment("back", 5, 0), ["Aina", "Rivo", "You"], 2, "round")
    assert text == tr("table.moment.back", when=tr("table.when.round", n=5), name="Aina")
    assert "only at the finish" not in text


def test_maumau_results_break_the_match_down_round_by_round(app) -> None:
    table, panel = play_to_end(app, "maumau", seed=4)
    match = table.session.match
    r = panel.results
    rounds = sum(1 for e in match.log if e.kind == "round_end")
    assert len(r.breakdown) == rounds and len(r.rows) == rounds + 1
    for seat in range(match.n_seats):
        assert sum(gain[seat] for gain in r.breakdown) == match.scores[seat]
    ends = [e for e in match.log if e.kind == "round_end"]
    for gain, event in zip(r.breakdown, ends, strict=True):
        assert max(range(match.n_seats), key=lambda s: gain[s]) == event.data["winner"]
    assert 1 <= panel.columns <= rounds
    shown_columns = [panel.column(i) for i in range(panel.columns)]
    for seat in range(match.n_seats):  # every round is shown or folded: the columns add up
        assert sum(gains[seat] for _, gains in shown_columns) == match.scores[seat]
    assert r.axis == tr("table.results.axis.round")
    best = r.placings[0][1]
    assert r.values[best] == trn("table.results.points", match.scores[best])
    app.render()


@pytest.mark.parametrize("width", [480, 620, 900])
def test_the_round_columns_add_up_to_the_total_in_any_room(app, width) -> None:
    """Six rounds in a narrow room: every round has a column, or the earliest are folded
    into one ("1–3") holding their subtotal; the columns always sum to the total (a
    Hungarian Mada showed rounds 3-6 summing to 20 beside a total of 25)."""
    from game.ui.table.results import Results, ResultsOverlay
    from game.ui.table.tally import breakdown

    rows = [[0, 0, 0, 0], [0, 6, 6, 6], [4, 6, 6, 6], [5, 5, 0, 3], [5, 5, 0, 4], [5, 3, 5, 0]]
    rows = [[sum(r[s] for r in rows[: k + 1]) for s in range(4)] for k in range(len(rows))]
    names = ["Aina", "Mialy", "Rivo", "Te"]
    values = [trn("table.results.points", int(v)) for v in rows[-1]]
    results = Results(
        "Aina",
        names,
        [0, 1, 2, 4],
        [(1, 0), (2, 1), (3, 2), (4, 3)],
        values,
        rows,
        tr("table.results.axis.round"),
        "",
        breakdown(rows),
    )
    room = pygame.Rect(100, 80, width, 600)
    panel = ResultsOverlay(app, results, [("Ok", lambda: None)], room)
    app.stack.push(panel)
    assert panel.columns >= 2
    columns = [panel.column(i) for i in range(panel.columns)]
    covered = panel.fold or 1
    assert covered + panel.columns - 1 == 5  # the last round is always there
    if panel.fold:
        assert columns[0][0] == f"1–{panel.fold}"
    for seat in range(4):
        assert sum(gains[seat] for _, gains in columns) == rows[-1][seat]
    app.render()


def test_a_start_column_makes_kadabras_rows_add_up(app) -> None:
    """Every seat starts L.A.M.A. Kadabra with three chips: a Start column shows them, so
    the columns add up to the total (6 + 19 - 6 beside 22 did not)."""
    from game.ui.table.results import Results, ResultsOverlay
    from game.ui.table.tally import breakdown

    rows = [[3, 3], [9, 5], [28, 7], [22, 11]]
    values = [trn("table.results.points", v) for v in (22, 11)]
    results = Results(
        "Lotte",
        ["Lotte", "You"],
        [0, 4],
        [(1, 1), (2, 0)],
        values,
        rows,
        tr("table.results.axis.round"),
        "",
        breakdown(rows),
    )
    panel = ResultsOverlay(app, results, [("Ok", lambda: None)], pygame.Rect(80, 80, 620, 600))
    app.stack.push(panel)
    columns = [panel.column(i) for i in range(panel.columns)]
    assert columns[0] == (tr("table.results.start"), [3, 3])
    for seat in range(2):
        assert sum(gains[seat] for _, gains in columns) == rows[-1][seat]
    app.render()


@pytest.mark.parametrize("game_id", ["maumau", "kadabra", "mada", "gnav"])
def test_resume_tells_the_story_again_from_the_record(app, game_id) -> None:
    """Resume keeps the story: the log is told again from the saved record (as the
    player's seat saw it), not replaced by one line."""
    from game.ui.table.logpanel import KEEP
    from tools import table_stage

    app.settings["speed"] = "instant"
    table = table_stage.open_table(app, game_id, 3, 5)
    for _ in range(6):  # a few of the player's moves, the opponents' between them
        table_stage.settle(app, table)
        if app.stack.top is not table or not table.can_act:
            break
        session = table.session
        table.submit(session._advisor.decide(session.view()).action)
    table_stage.run(app, 3)
    told = list(table.log.lines)
    assert len(told) > 5
    table.nav.leave()
    again = i18n_shots.open_table(app, game_id, resume=True)
    assert again.session.match.history == table.session.match.history
    assert again.log.lines[-1] == tr("table.log.resumed")
    story = again.log.lines[:-1]  # the whole record told: what was shown, and what was due
    tail = told[-20:]
    assert any(story[i : i + len(tail)] == tail for i in range(len(story))), (story, tail)
    assert len(again.log.lines) == min(KEEP, len(again.log.lines))
    assert again.log.panel is not None and len(again.log.panel.blocks) == len(again.log.lines)


def test_resume_keeps_the_whole_history(app) -> None:
    """Leave mid-match (after a few deals) and Resume: the history has every deal."""
    i18n_shots.staged_match(
        "gnav", lambda match, moves: sum(e.kind == "settle" for e in match.log) >= 3
    )
    saved = storage.load_match("gnav")
    table = i18n_shots.open_table(app, "gnav", resume=True)
    i18n_shots.settle(app, lambda: table.can_act)
    assert table.ending.history() == lives_after_each_deal(saved)
    assert len(table.ending.history()) >= 4


# ----------------------------------------------------------------------------- statistics
def test_statistics_after_played_matches(app) -> None:
    app.settings["games"]["gnav"]["difficulty"] = "easy"
    first, _ = play_to_end(app, "gnav", seed=3)
    rows_first = first.ending.history()
    app.settings["games"]["gnav"]["difficulty"] = "hard"
    second, _ = play_to_end(app, "gnav", seed=8)
    rows_second = second.ending.history()
    won = [0 in t.session.match.result().get("winners", []) for t in (first, second)]
    scene = StatsScene(app, "gnav")
    app.stack.push(scene)
    i18n_shots.settle(app)
    f = scene.figures()
    assert f["played"] == 2 and f["won"] == sum(won)
    assert f["levels"] == {"easy": (int(won[0]), 1), "hard": (int(won[1]), 1)}
    assert f["deals"] == sum(tally.deals_played(r, 0, True) for r in (rows_first, rows_second))
    assert f["deals_won"] == sum(
        tally.deals_won(r, 0, True, True) for r in (rows_first, rows_second)
    )
    assert f["best"] == max(rows_first[-1][0], rows_second[-1][0])
    assert f["average"] == (rows_first[-1][0] + rows_second[-1][0]) / 2
    assert f["streak"] == (2 if all(won) else int(won[1]))
    assert f["best_streak"] == max(f["streak"], int(won[0]))
    app.render()


def test_statistics_of_an_older_version_still_show(app) -> None:
    storage.save_stats("gnav", {"played": 5, "won": 2, "lives_lost": 9})
    scene = StatsScene(app, "gnav")
    app.stack.push(scene)
    i18n_shots.settle(app)
    f = scene.figures()
    assert (f["played"], f["won"], f["levels"], f["best"], f["streak"]) == (5, 2, {}, None, 0)
    app.render()


def test_reset_asks_first_and_clears_only_on_yes(app) -> None:
    storage.save_stats("maumau", {"played": 3, "won": 1, "streak": 1, "best_streak": 1})
    scene = StatsScene(app, "maumau")
    app.stack.push(scene)
    i18n_shots.settle(app)
    feed(app.stack, tap(scene.reset_button.rect.center))
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog) and storage.load_stats("maumau")["played"] == 3
    feed(app.stack, [key(pygame.K_ESCAPE)])  # no
    assert app.stack.top is scene and storage.load_stats("maumau")["played"] == 3
    feed(app.stack, tap(scene.reset_button.rect.center))
    dialog = app.stack.top
    yes = next(w for w in dialog.ui.widgets if w.label == tr("stats.reset"))
    feed(app.stack, tap(yes.rect.center))
    assert app.stack.top is scene and storage.load_stats("maumau") == {"played": 0, "won": 0}
    assert scene.figures()["played"] == 0 and not scene.reset_button.enabled


def test_the_lobby_tile_opens_its_game_s_statistics(app) -> None:
    lobby = app.stack.reset(LobbyScene(app))
    i18n_shots.settle(app)
    tile = next(t for t in lobby.tiles if t.game.id == "cuccu")
    feed(app.stack, tap(tile.stats_button.rect.center))
    assert isinstance(app.stack.top, StatsScene) and app.stack.top.game_id == "cuccu"
    unbuilt = [t for t in lobby.tiles if not t.built]
    assert all(t.stats_button is None for t in unbuilt)


# ----------------------------------------------------------------------------- the tips
@pytest.fixture
def tips_on(monkeypatch):
    monkeypatch.delenv(guide.NO_TIPS_ENV, raising=False)


def open_gnav(app):
    storage.clear_match("gnav")
    table = i18n_shots.open_table(app, "gnav", seed=3)
    i18n_shots.settle(app, lambda: table.can_act or app.stack.top is not table)
    return table


def test_the_tips_show_once_then_never(app, tips_on) -> None:
    app.settings["speed"] = "instant"
    table = open_gnav(app)
    tips = app.stack.top
    assert isinstance(tips, guide.GuideOverlay) and tips.step == 0
    shown = table.guide_tips()
    assert tips.keys == [k for k, _ in shown] and tips.targets == [r for _, r in shown]
    assert tips.keys[0] == "cuckoo.guide.card" and tips.target == table.seats[table.human].rect
    assert len(table.session.match.history) == 0  # up as soon as the deal is shown
    feed(app.stack, tap((5, 700)))  # a tap goes on
    assert tips.step == 1 and app.stack.top is tips
    feed(app.stack, [key(pygame.K_ESCAPE)])  # Esc dismisses them all
    assert app.stack.top is table and storage.tips_seen("gnav")
    i18n_shots.settle(app)
    assert app.stack.top is table
    again = open_gnav(app)  # a new visit
    i18n_shots.settle(app)
    assert app.stack.top is again and again.can_act


def test_got_it_on_the_last_tip_and_the_rules_page_brings_them_back(app, tips_on) -> None:
    app.settings["speed"] = "instant"
    storage.set_tips_seen("gnav", True)
    table = open_gnav(app)
    assert app.stack.top is table
    rules = next(b for b in table.bar.buttons if b.label == tr("topbar.rules"))
    feed(app.stack, tap(rules.rect.center))
    page = app.stack.top
    assert page.tips_button is not None and page.tips_button.label == tr("rules.tips")
    feed(app.stack, tap(page.tips_button.rect.center))
    tips = app.stack.top
    assert isinstance(tips, guide.GuideOverlay) and not storage.tips_seen("gnav")
    last = len(tips.targets) - 1
    for _ in range(last):
        feed(app.stack, tap(tips.ui.widgets[0].rect.center))  # Next
    assert tips.step == last and [w.label for w in tips.ui.widgets] == [tr("guide.done")]
    feed(app.stack, tap(tips.ui.widgets[0].rect.center))
    assert app.stack.top is table and storage.tips_seen("gnav")


def test_from_the_lobby_s_rules_the_tips_wait_for_the_table(app, tips_on) -> None:
    storage.set_tips_seen("maumau", True)
    app.stack.reset(LobbyScene(app))
    page = app.stack.push(app.open_scene("rules"))
    i18n_shots.settle(app)
    page.choose("maumau")
    feed(app.stack, tap(page.tips_button.rect.center))
    assert app.stack.top is page and not storage.tips_seen("maumau")
    page.choose("mada")  # a game without a table offers no tips
    assert (page.tips_button is not None) == info_has_table("mada")


def info_has_table(game_id: str) -> bool:
    from game.ui.games import info

    return info(game_id).table is not None


def test_the_moment_speaks_to_the_player_when_it_is_about_them() -> None:
    names = ["You", "Sigrid", "Bjørn"]
    won = tally.Moment("out", 7, 0, 1)
    assert moment_text(won, names, 0, "deal") == tr(
        "table.moment.out.you", when=tr("table.when.deal", n=7), rival="Sigrid", name="You"
    )
    lost = tally.Moment("out", 4, 2, 0)
    assert moment_text(lost, names, 0, "round") == tr(
        "table.moment.out.lost", when=tr("table.when.round", n=4), name="Bjørn"
    )
    assert moment_text(tally.Moment("ahead", 3, 1), names, 0, "deal") == tr(
        "table.moment.ahead", when=tr("table.when.deal", n=3), name="Sigrid"
    )
    assert moment_text(None, names, 0, "deal") == ""


def test_the_tips_survive_a_bad_store(data_dir) -> None:
    (data_dir / "tips.json").write_text('{"seen": ["gnav", 7, "Bad Id"]}')
    assert storage.tips_seen("gnav") and not storage.tips_seen("maumau")
    storage.set_tips_seen("maumau")
    assert storage.tips_seen("maumau") and storage.tips_seen("gnav")
    (data_dir / "tips.json").write_text('"nonsense"')
    assert not storage.tips_seen("gnav")
