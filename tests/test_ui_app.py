"""main.py end to end (in-process), the scenes by name, the lobby, settings, rules, about,
the window mapping in the app, and the app surviving a corrupt settings file."""

from __future__ import annotations

import ast
import asyncio
from pathlib import Path

import pygame
import pytest
from test_ui_support import (  # noqa: F401
    app_fixture,
    data_dir_fixture,
    down,
    feed,
    key,
    motion,
    set_tables,
    tap,
    up,
)

from game import i18n, storage
from game.engine import registry
from game.i18n import tr
from game.ui import games, rulestext
from game.ui.scene import Scene
from game.ui.scenes.about import AboutScene
from game.ui.scenes.lobby import LobbyScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.widgets import Button
from game.ui.widgets.dialog import ConfirmDialog

ROOT = Path(__file__).resolve().parent.parent


def main_function():
    """main.py's `main` without running the module's last line (asyncio.run(main()))."""
    tree = ast.parse((ROOT / "main.py").read_text("utf-8"))
    last = tree.body[-1]
    assert isinstance(last, ast.Expr) and ast.unparse(last) == "asyncio.run(main())"
    tree.body = tree.body[:-1]
    namespace: dict = {"__name__": "card_atlas_main"}
    exec(compile(tree, "main.py", "exec"), namespace)
    return namespace["main"]


@pytest.mark.parametrize(
    ("extra", "size"), [([], (1280, 720)), (["--size", "960x540"], (960, 540))]
)
def test_main_headless_writes_a_screenshot_of_the_window_size(
    data_dir, tmp_path, extra, size
) -> None:
    shot = tmp_path / "shot.png"
    argv = ["--headless", "--frames", "5", "--screenshot", str(shot), "--browser-junk", *extra]
    asyncio.run(main_function()(argv))
    image = pygame.image.load(str(shot))
    assert image.get_size() == size
    grid = [(x, y) for x in range(0, size[0], 40) for y in range(40, size[1], 40)]
    assert len({image.get_at(p)[:3] for p in grid}) > 3, "not blank"


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("lobby", LobbyScene),
        ("settings", SettingsScene),
        ("rules", RulesScene),
        ("about", AboutScene),
        ("maumau", LobbyScene),
        ("nonsense", LobbyScene),
    ],
)
def test_scenes_by_name(app, name, kind) -> None:
    assert type(app.open_scene(name)) is kind


class FakeTable(Scene):
    def __init__(self, app, resume):
        super().__init__(app)
        self.resume_flag = resume


@pytest.fixture(autouse=True)
def no_tables(monkeypatch):
    """Start with no game's table: what is built changes as the games land."""
    set_tables(monkeypatch, {game.id: None for game in games.lobby_games()})


@pytest.fixture
def fake_table(monkeypatch):
    set_tables(monkeypatch, {"maumau": f"{__name__}:FakeTable"})


def lobby(app) -> LobbyScene:
    app.settings["speed"] = "instant"
    scene = app.stack.push(LobbyScene(app))
    return scene


def buttons(scene, label) -> list[Button]:
    return [w for w in scene.ui.widgets if isinstance(w, Button) and w.label == label]


def test_lobby_all_coming_soon_and_a_tap_on_a_tile_explains(app) -> None:
    scene = lobby(app)
    shown = games.lobby_games()
    assert len(scene.tiles) == len(shown) >= 5
    assert [g.id for g in shown[:3]] == ["gnav", "cuccu", "maumau"]
    soon = buttons(scene, tr("lobby.soon"))
    assert len(soon) == len(shown) and not any(b.enabled for b in soon)
    assert not buttons(scene, tr("lobby.play"))
    feed(app.stack, tap(scene.tiles[2].rect.move(0, 100).topleft))
    assert app.toasts.active and "Mau Mau" in app.toasts.queue[-1].text
    assert isinstance(app.stack.top, LobbyScene)


def test_lobby_link_opens_the_page(app, monkeypatch) -> None:
    opened = []
    monkeypatch.setattr("game.ui.scenes.lobby.open_url", lambda url: opened.append(url) or True)
    scene = lobby(app)
    link = next(w for w in scene.ui.widgets if tr("lobby.link.wikipedia") in w.tooltip)
    assert scene.tiles[0].rect.contains(link.rect)  # in the tile's band
    feed(app.stack, tap(link.rect.center))
    assert opened == ["https://en.wikipedia.org/wiki/Gnav"]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_lobby_descriptions_and_statistics_fit_with_resume(app, lang, monkeypatch) -> None:
    """Every built game with a saved match (Resume shown) and a long record: no pitch is
    cut off and every statistics line fits its tile on one line."""
    from game.ui import fonts
    from game.ui.scenes import lobby as lobby_module

    builtin = {g.id: g for g in registry.games() if g.engine in registry.BUILTIN}
    monkeypatch.setattr(registry, "_REGISTERED", builtin)  # the shipped five tiles only
    i18n.set_language(lang)
    for game_id, extra in (("gnav", {"lives_lost": 123}), ("cuccu", {"lives_lost": 123})):
        storage.save_stats(game_id, {"played": 130, "won": 125, **extra})
        storage.save_match(game_id, {"game": game_id, "actions": []})
    storage.save_stats("maumau", {"played": 130, "won": 125, "rounds": 400, "rounds_won": 170})
    storage.save_match("maumau", {"game": "maumau", "actions": []})
    cut = []
    real = fonts.fit_box

    def spy(text, size, width, height, bold=False):
        size, lines = real(text, size, width, height, bold)
        if lines and lines[-1].endswith("…"):
            cut.append(text)
        return size, lines

    monkeypatch.setattr(lobby_module.fonts, "fit_box", spy)
    scene = lobby(app)
    for tile in scene.tiles:
        tile.compose()
        record = tile.texts()[1][0]
        for line in record.split("\n"):
            assert fonts.width(line, fonts.min_text) <= tile.rect.w - 2 * lobby_module.PAD - 3
    assert not cut


def test_lobby_shows_statistics(app) -> None:
    storage.save_stats("gnav", {"played": 3, "won": 1})
    scene = lobby(app)
    blocks, record = scene.tiles[0].texts()
    assert record[0] == tr("lobby.stats.wins", won=1, played=3) == "Wins: 1/3"


def test_a_built_game_plays_and_resumes(app, fake_table) -> None:
    scene = lobby(app)
    play = buttons(scene, tr("lobby.play"))
    assert len(play) == 1 and not buttons(scene, tr("lobby.resume"))
    feed(app.stack, tap(play[0].rect.center))
    assert isinstance(app.stack.top, FakeTable) and app.stack.top.resume_flag is False
    app.stack.pop()
    storage.save_match("maumau", {"game": "maumau", "seed": 1, "actions": []})
    scene.relayout()
    resume = buttons(scene, tr("lobby.resume"))
    assert len(resume) == 1
    feed(app.stack, tap(resume[0].rect.center))
    assert app.stack.top.resume_flag is True
    app.stack.pop()
    feed(app.stack, tap(buttons(scene, tr("lobby.play"))[0].rect.center))
    assert isinstance(app.stack.top, ConfirmDialog), "a new game over a saved one asks first"
    feed(app.stack, [key(pygame.K_ESCAPE)])
    assert storage.load_match("maumau") is not None


def test_a_slider_drag_applies_live_and_writes_once(app, monkeypatch) -> None:
    """A drag sends many motions a frame: each applies live, the texture is rebuilt once
    for the frame and the settings are written once, when the drag is let go."""
    from game.ui import postfx

    app.settings["speed"] = "instant"
    app.stack.push(app.open_scene("lobby"))
    scene = app.stack.push(SettingsScene(app))
    track = scene.sliders["grain"].track
    writes, rebuilds = [], []
    real_save, real_make = storage.save_settings, postfx._Plan.make
    monkeypatch.setattr(storage, "save_settings", lambda s: (writes.append(dict(s)), real_save(s)))
    monkeypatch.setattr(postfx._Plan, "make", lambda *a: (rebuilds.append(a), real_make(*a))[1])
    drag = [down((track.left, track.centery))]
    drag += [
        motion((x, track.centery), buttons=(1, 0, 0)) for x in range(track.left, track.centerx, 10)
    ]
    app.frame(16.0, drag)
    assert app.postfx.grain == scene.sliders["grain"].value > 0, "applied live"
    assert writes == [] and len(rebuilds) == 1, (len(writes), len(rebuilds))
    app.frame(16.0, [up((track.centerx, track.centery))])
    assert [w["grain"] for w in writes] == [scene.sliders["grain"].value]
    assert storage.load_settings()["grain"] == scene.sliders["grain"].value
    app.frame(16.0, [down((track.right, track.centery))])
    app.stack.pop()
    assert storage.load_settings()["grain"] == 100, "leaving mid-drag keeps the value"


def test_settings_save_at_once_and_apply_live(app) -> None:
    app.settings["speed"] = "instant"
    scene = app.stack.push(SettingsScene(app))
    slider = scene.sliders["temperature"]
    feed(app.stack, tap((slider.track.right, slider.track.centery)))
    assert storage.load_settings()["temperature"] == 100 and app.postfx.temperature == 100
    feed(app.stack, tap(scene.speed.cells[3].center))
    assert storage.load_settings()["speed"] == "instant"
    feed(app.stack, tap(scene.toggles["reduced_motion"].rect.center))
    assert storage.load_settings()["reduced_motion"] is True
    assert "fullscreen" not in scene.toggles, "no fullscreen switch where it cannot work"
    russian = scene.language.cells[5]
    feed(app.stack, tap(russian.center))
    assert i18n.get_language() == "ru" and storage.load_settings()["language"] == "ru"
    app.frame(16, events=[])
    assert scene.bar.title == "Настройки", "the scene re-laid itself out in Russian"


def test_settings_by_keyboard_only(app) -> None:
    app.settings["speed"] = "instant"
    scene = app.stack.push(SettingsScene(app))
    order = [scene.bar.back, scene.language, scene.speed]
    seen = []
    for _ in order:
        feed(app.stack, [key(pygame.K_TAB)])
        seen.append(scene.ui.focused)
    assert seen == order
    feed(app.stack, [key(pygame.K_LEFT)])  # from instant
    assert app.settings["speed"] == "fast"


def test_the_window_maps_taps_to_the_canvas(app) -> None:
    scene = lobby(app)
    app.window = pygame.display.set_mode((960, 540), pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(960, 540), w=960, h=540))
    settings_button = buttons(scene, tr("topbar.settings"))[0]
    x, y = app.viewport.to_window(settings_button.rect.center)
    for event in tap((x, y)):
        app.dispatch(event)
    assert isinstance(app.stack.top, SettingsScene)
    app.render()
    assert app.window.get_size() == (960, 540)


def test_finger_events_are_ignored(app) -> None:
    scene = lobby(app)
    finger = pygame.event.Event(
        pygame.FINGERDOWN, x=0.5, y=0.5, dx=0, dy=0, finger_id=0, touch_id=0, pressure=1
    )
    app.dispatch(finger)
    assert app.stack.top is scene and not app.toasts.active


def test_rules_fall_back_to_english_then_to_coming_soon(monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(rulestext, "RULES_DIR", tmp_path)
    assert "# Gnav" in rulestext.rules_source("gnav", "Gnav", "ru")
    (tmp_path / "gnav.en.md").write_text("# Gnav rules\n\nEnglish.", "utf-8")
    assert rulestext.rules_source("gnav", "Gnav", "ru").endswith("English.")
    (tmp_path / "gnav.ru.md").write_text("# Правила\n\nПо-русски.", "utf-8")
    assert rulestext.rules_source("gnav", "Gnav", "ru").endswith("По-русски.")


def test_rules_scene_switches_game(app) -> None:
    app.settings["speed"] = "instant"
    scene = app.stack.push(RulesScene(app))
    feed(app.stack, tap(scene.chooser.cells[2].center))
    assert scene.game_id == "maumau"
    assert scene.panel.blocks[0].text == "Mau Mau"
    fixed = app.stack.push(RulesScene(app, "cuccu"))
    assert fixed.bar.title == tr("rules.title.game", name="Cuccù")


def test_about_shows_credits_and_the_font_licence(app) -> None:
    scene = app.stack.push(AboutScene(app))
    text = " ".join(b.text for b in scene.panel.blocks)
    assert "pygame-ce" in text and "Lesser General Public License" in text
    assert "Bitstream" in text and "DejaVu" in text
    # our credits and the licence's name with its link, not the Debian packaging fields
    assert "Card Atlas team" in text and "https://dejavu-fonts.github.io/" in text
    for packaging in ("Format:", "Upstream", "debian", "GPL-2", "Files:"):
        assert packaging not in text, packaging
    assert scene.link.label == tr("about.font_link") and scene.link.rect.bottom <= 720


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_report_a_problem_keeps_its_full_size_label_in_every_language(app, lang) -> None:
    """The button is as wide as its label at the body size needs (it used to be a fixed
    300 px, so the Russian, Ukrainian and Georgian labels shrank edge to edge)."""
    from game.ui import fonts

    i18n.set_language(lang)
    scene = app.stack.push(AboutScene(app))
    room = scene.report.rect.w - 12 - 24 - fonts.SLACK  # the inset, 12 px air either side
    assert fonts.width(tr("about.report"), scene.report.size) <= room
    assert scene.report.rect.right <= 1280 - 40 and scene.link.rect.right < scene.report.rect.x


def test_a_corrupt_settings_file_leaves_the_app_running_with_defaults(data_dir) -> None:
    (data_dir / "settings.json").write_text("{not json", "utf-8")
    from game.ui.app import App, Options

    application = App(Options(headless=True, frames=3))
    asyncio.run(application.run())
    assert application.settings["contrast"] == 50 and application.draws >= 1


def test_a_language_switch_redraws_the_cached_menu_layer(app) -> None:
    scene = lobby(app)
    tile_area = scene.tiles[0].rect
    app.render()
    english = pygame.image.tobytes(app.canvas.subsurface(tile_area), "RGB")
    app.set_setting("language", "ru")
    app.frame(16, events=[])
    russian = pygame.image.tobytes(app.canvas.subsurface(tile_area), "RGB")
    assert english != russian, "the tile texts, drawn in the cached layer, changed language"
    assert tr("topbar.rules") in {b.label for b in scene.ui.widgets if isinstance(b, Button)}
    assert tr("topbar.rules") == "Правила"


def test_a_game_registered_without_a_table_is_coming_soon_once(app, monkeypatch) -> None:
    """A game whose join names no table has one tile, "coming soon", that shows its rules
    facts as registered; --scene mada opens the lobby."""
    from dataclasses import replace

    mada = replace(registry.descriptor("mada"), deck_size=71)
    monkeypatch.setitem(registry._REGISTERED, "mada", mada)
    scene = lobby(app)
    tiles = [t for t in scene.tiles if t.game.id == "mada"]
    assert len(tiles) == 1 and tiles[0].game.rules.deck_size == 71 and not tiles[0].built
    ids = [g.id for g in games.lobby_games()]
    assert ids[:5] == ["gnav", "cuccu", "maumau", "mada", "kadabra"]
    assert len(buttons(scene, tr("lobby.soon"))) == len(scene.tiles)
    assert type(app.open_scene("mada")) is LobbyScene


def test_unknown_scene_and_lang_warn_with_the_valid_values(data_dir, capsys) -> None:
    asyncio.run(main_function()(["--headless", "--frames", "1", "--scene", "x", "--lang", "zz"]))
    err = capsys.readouterr().err
    assert "--scene 'x'" in err and "about" in err and "settings" in err
    assert "--lang 'zz'" in err and "nb" in err and "ka" in err


def test_an_unwritable_screenshot_is_one_error_line(data_dir, tmp_path, capsys) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    argv = ["--headless", "--frames", "1", "--screenshot", str(blocker / "shot.png")]
    asyncio.run(main_function()(argv))
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: cannot write the screenshot")


def test_settings_highlight_the_language_given_on_the_command_line(data_dir) -> None:
    from game.ui.app import App, Options

    application = App(Options(headless=True, lang="de"))
    settings = SettingsScene(application)
    application.stack.push(settings)
    assert settings.language.value == "de"


def test_page_keys_scroll_the_rules_after_a_game_tab_was_clicked(app) -> None:
    scene = app.stack.push(RulesScene(app))
    feed(app.stack, tap(scene.chooser.cells[1].center))
    assert scene.panel.max_scroll > 0 and scene.panel.scroll == 0
    feed(app.stack, [key(pygame.K_PAGEDOWN)])
    assert scene.panel.scroll > 0
    feed(app.stack, [key(pygame.K_PAGEUP)])
    assert scene.panel.scroll == 0


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_bar_buttons_fit_their_labels_on_one_line(app, lang) -> None:
    from game.ui import fonts
    from game.ui.scenes.cuckoo import GnavTable
    from game.ui.widgets.topbar import BAR_TEXT

    i18n.set_language(lang)
    for scene in (LobbyScene(app), RulesScene(app), SettingsScene(app), GnavTable(app)):
        app.stack.push(scene)
        buttons = [w for w in scene.ui.widgets if isinstance(w, Button) and w.style == "bar"]
        assert buttons
        for button in buttons:
            size, lines = fonts.fit_lines(button.label, BAR_TEXT, button.rect.w - 12, 1)
            assert size == BAR_TEXT and len(lines) == 1, (lang, button.label)
        assert scene.bar.title_right - scene.bar.title_x > 150, lang


def test_card_faces_are_drawn_ahead_only_on_still_frames(app, monkeypatch) -> None:
    """A frame that draws, or one while an opponent thinks, never draws a face ahead;
    after a few frames in a row with nothing to draw, each idle frame draws one."""
    from game.ui import app as app_module

    calls = []
    monkeypatch.setattr(app_module.art, "warm_up", lambda: calls.append(app.frames) or True)
    app.stack.push(app.open_scene("lobby"))
    idle_run = 0
    for _ in range(40):
        drew = app.frame(16.0, [])
        idle_run = 0 if drew else idle_run + 1
        busy = app.tasks.busy
        expected = not drew and idle_run >= app_module.WARM_UP_AFTER and not busy
        assert (calls[-1:] == [app.frames]) == expected
    assert len(calls) > 20
    app.tasks.start((x for x in range(10**6)), lambda r: None)
    before = len(calls)
    for _ in range(app_module.WARM_UP_AFTER + 2):
        app.frame(16.0, [])
    assert len(calls) == before  # thinking: the frame's time is the opponent's
