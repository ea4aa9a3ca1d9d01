"""Sound: every effect loads by path, mute and volume 0 silence the mixer, nothing plays
before the first gesture on the web or when audio is missing, the table's events map to
the right effects, buttons tap, and the mute switch works while cards move."""

from __future__ import annotations

import logging

import pygame
import pytest
from test_ui_support import app_fixture, data_dir_fixture, feed, tap  # noqa: F401

from game import storage
from game.engine import events
from game.engine.events import Event
from game.ui import sound
from game.ui.scenes.settings import SettingsScene
from game.ui.table.events import sound_for
from game.ui.widgets import Button, ChoiceList, FocusGroup, MuteButton, Toggle


class Clock:
    """A hand-moved clock for the repeat guard (no timing in tests)."""

    def __init__(self) -> None:
        self.now = 1000

    def __call__(self) -> int:
        return self.now


@pytest.fixture
def mixer():
    pygame.mixer.init()
    clock = Clock()
    loud = sound.Mixer(enabled=True, clock=clock)
    loud.clock_hand = clock  # type: ignore[attr-defined]
    yield loud
    pygame.mixer.stop()


@pytest.fixture
def heard(monkeypatch):
    """Every effect the app asks for, by name (whether or not the mixer would play it)."""
    names: list[str] = []
    monkeypatch.setattr(sound, "play", names.append)
    return names


def test_every_sound_file_is_there_small_and_loads_by_path(mixer) -> None:
    on_disk = sorted(p.stem for p in sound.SOUND_DIR.glob("*.ogg"))
    assert on_disk == sorted(sound.NAMES), "every effect has its file and no file is stray"
    assert sum(p.stat().st_size for p in sound.SOUND_DIR.glob("*")) < 150 * 1024
    assert mixer.load()
    for name in sound.NAMES:
        assert "/" in sound.sound_path(name) and "\\" not in sound.sound_path(name)
        length = pygame.mixer.Sound(sound.sound_path(name)).get_length()
        assert 0.03 < length < 1.5, f"{name} lasts {length:.2f} s: short, never a tune"


def test_mute_and_volume_zero_silence_the_mixer(mixer) -> None:
    mixer.play("deal")
    assert mixer.started == ["deal"] and pygame.mixer.get_busy()
    mixer.configure(70, muted=True)
    assert not pygame.mixer.get_busy(), "muting stops what is playing"
    mixer.play("chip")
    assert mixer.started == ["deal"] and not pygame.mixer.get_busy()
    mixer.configure(0, muted=False)
    mixer.play("chip")
    assert mixer.started == ["deal"], "volume 0 is silent too"
    mixer.configure(50, muted=False)
    mixer.play("chip")
    assert mixer.started == ["deal", "chip"] and pygame.mixer.get_busy()


def test_volume_sets_the_gain_of_every_sound(mixer) -> None:
    mixer.load()
    mixer.configure(50, muted=False)
    volumes = {round(s.get_volume(), 2) for s in mixer._sounds.values()}
    assert volumes == {0.25}
    assert sound.gain(100) == 1.0 and sound.gain(0) == 0.0 and sound.gain(140) == 1.0


def test_a_burst_of_the_same_sound_plays_once(mixer) -> None:
    for _ in range(5):
        mixer.play("flip")
    mixer.play("deal")
    assert mixer.started == ["flip", "deal"]
    mixer.clock_hand.now += sound.MIN_GAP_MS
    mixer.play("flip")
    assert mixer.started == ["flip", "deal", "flip"]


def test_on_the_web_nothing_plays_before_the_first_gesture(mixer) -> None:
    web = sound.Mixer(enabled=True, needs_gesture=True, clock=mixer.clock)
    web.play("tap")
    web.notice(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
    web.play("tap")
    assert web.started == [], "a pointer moving is no gesture"
    web.notice(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))
    web.play("tap")
    assert web.started == ["tap"]


def test_missing_audio_device_means_silence_not_a_crash(monkeypatch, caplog) -> None:
    def refuse(*_args, **_kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    quiet = sound.Mixer(enabled=True)
    with caplog.at_level(logging.WARNING):
        quiet.play("win")
        quiet.play("loss")
    assert quiet.started == [] and not quiet.audible
    assert sum("sound is off" in r.getMessage() for r in caplog.records) == 1


def test_unknown_sound_name_is_a_programming_error(mixer) -> None:
    with pytest.raises(KeyError):
        mixer.play("trumpet")


def test_headless_app_is_silent_and_takes_the_saved_settings(data_dir) -> None:
    from game.ui.app import App, Options

    storage.save_settings({**storage.default_settings(), "volume": 35, "muted": True})
    app = App(Options(headless=True))
    assert sound.mixer is app.sound and not app.sound.enabled
    assert (app.sound.volume, app.sound.muted) == (35, True)
    app.sound.play("deal")
    assert app.sound.started == []


@pytest.mark.parametrize(
    ("game", "event", "name"),
    [
        ("generic", events.move("K♠", "stock", "hand:2", False, audience=[2]), "deal"),
        ("generic", events.move("K♠", "hand:0", "discard", True), "drop"),
        ("generic", events.move("K♠", "hand:0", "hand:1", False, audience=[0, 1]), "slide"),
        ("generic", events.reveal("K♠", 1), "flip"),
        ("generic", events.counter(1, "lives", -1, 2), "life"),
        ("generic", events.counter(1, "lives", 3, 3), None),
        ("generic", events.counter(0, "score", 12, 40), "chip"),
        ("generic", events.counter(0, "chips", -2, 5), "chip"),
        ("generic", events.custom("match_over", winners=[0]), "win"),
        ("generic", events.custom("match_over", winners=[2, 3]), "loss"),
        ("generic", events.custom("turn", seat=1), None),
        ("maumau", events.custom("up_card", card="7H"), "flip"),
        ("maumau", events.custom("deal", dealer=0, round=1), "shuffle"),
        ("maumau", events.custom("reshuffle", cards=20, generation=1), "shuffle"),
        ("maumau", events.custom("call", seat=0, call="mau", needed=True), "mau"),
        ("maumau", events.custom("caught", seat=1, by=0, call="mau", n=2), "catch"),
        ("maumau", events.move("K♠", "hand:0", "discard", True), "drop"),
        ("gnav", events.custom("deal_start", deal=1, dealer=0, order=[1, 2, 3, 0]), "shuffle"),
        ("gnav", events.custom("knock", seat=2), "catch"),
        ("gnav", events.counter(1, "lives", -1, 2), "life"),
        ("mada", events.custom("reshuffle", cards=20, generation=1), "shuffle"),
    ],
)
def test_table_events_map_to_sounds(game: str, event: Event, name: str | None) -> None:
    """Each game's event table says the sound of its events; the generic ones are the
    kit's (a game's entry keeps them unless it names its own)."""
    from game.ui.scenes import cuckoo_events, mada_events, maumau_events
    from game.ui.table.events import table

    kinds = {
        "generic": table({}),
        "maumau": maumau_events.EVENTS,
        "gnav": cuckoo_events.EVENTS,
        "mada": mada_events.EVENTS,
    }[game].kinds
    assert sound_for(kinds, event, human=0) == name
    assert name is None or name in sound.NAMES


def test_the_table_plays_the_deal_as_it_shows_it(app, heard) -> None:
    from test_ui_table_scene import BareTable, open_table, settle

    table = open_table(app, seed=3)
    assert isinstance(table, BareTable)
    settle(app, table)
    assert heard[0] == "shuffle" and heard.count("deal") >= 4, heard[:8]


@pytest.mark.parametrize(
    "make",
    [
        lambda: Button((10, 10, 200, 60), "Go"),
        lambda: Toggle((10, 10, 300, 60), "Four colours", False),
        lambda: ChoiceList((10, 10, 300, 60), [("a", "A"), ("b", "B")], "b"),
    ],
    ids=["button", "toggle", "choice"],
)
def test_a_press_on_a_control_taps(heard, make) -> None:
    widgets = FocusGroup()
    widgets.add(make())
    feed(widgets, tap((40, 30)))
    assert heard == ["tap"]


def test_the_mute_switch_taps_only_when_it_turns_sound_on(mixer, monkeypatch) -> None:
    monkeypatch.setattr(sound, "mixer", mixer)
    switch = MuteButton((0, 0, 64, 56), False, lambda muted: mixer.configure(70, muted))
    switch.activate()
    assert mixer.muted and mixer.started == []
    switch.activate()
    assert not mixer.muted and mixer.started == ["tap"]


def test_the_mute_switch_on_the_top_bar_works_while_cards_move(app) -> None:
    from test_ui_table_scene import open_table, settle

    table = open_table(app, seed=3)
    settle(app, table)
    table.anim.tween(10_000, lambda _t: None)
    mute = table.bar.mute
    assert mute is not None and not mute.muted
    feed(app.stack, tap(mute.rect.center))
    assert table.anim.busy, "the tap on the mute switch did not skip the animation"
    assert app.settings["muted"] is True and app.sound.muted
    assert storage.load_settings()["muted"] is True
    feed(app.stack, tap(mute.rect.center))
    assert app.settings["muted"] is False and table.anim.busy


def test_settings_volume_and_mute_save_and_apply(app) -> None:
    app.settings["speed"] = "instant"
    scene = app.stack.push(SettingsScene(app))
    scene.volume.set_value(20)
    feed(app.stack, tap(scene.toggles["muted"].rect.center))
    saved = storage.load_settings()
    assert (saved["volume"], saved["muted"]) == (20, True)
    assert (app.sound.volume, app.sound.muted) == (20, True)


def test_about_credits_the_sounds() -> None:
    from game.ui.scenes.about import about_source

    assert "tools/make_sounds.py" in about_source()
