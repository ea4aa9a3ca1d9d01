"""Shared fixtures and synthetic events for the UI tests (no tests here).

Every UI test runs with SDL's dummy drivers (conftest.py) and a private data folder, so
the real settings file is never touched.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import i18n, storage


# Named with `name=` so a test module can import them without shadowing its arguments.
@pytest.fixture(name="data_dir")
def data_dir_fixture(tmp_path, monkeypatch) -> Iterator:
    monkeypatch.setenv(storage.ENV_DATA_DIR, str(tmp_path))
    storage.use_backend(None)
    yield tmp_path
    storage.use_backend(None)
    i18n.set_language("en")


@pytest.fixture(name="app")
def app_fixture(data_dir):
    from game.ui.app import App, Options

    application = App(Options(headless=True))
    yield application
    i18n.set_language("en")


def down(pos: tuple[int, int], button: int = 1, touch: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=touch)


def up(pos: tuple[int, int], button: int = 1, touch: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=touch)


def motion(pos: tuple[int, int], buttons=(0, 0, 0), touch: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons, touch=touch)


def wheel(y: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, touch=False)


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def tap(pos: tuple[int, int], touch: bool = False) -> list[pygame.event.Event]:
    """What a click (or a finger tap, with touch=True) sends: move, press, release."""
    return [motion(pos, touch=touch), down(pos, touch=touch), up(pos, touch=touch)]


def feed(target, events: list[pygame.event.Event]) -> None:
    """Hand events to anything with `handle` (a FocusGroup, a scene, the stack)."""
    for event in events:
        target.handle(event)


def set_tables(monkeypatch, tables: dict[str, str | None]) -> None:
    """Give registered games the table scenes named (None: no table, "coming soon") for
    one test; `monkeypatch` puts the real joins back."""
    from dataclasses import replace

    from game.ui import games

    for game in games.lobby_games():
        if game.id in tables:
            monkeypatch.setitem(games._JOINED, game.id, replace(game, table=tables[game.id]))


def history(table) -> list[str]:
    """The actions of a table's match so far, in their text form."""
    return list(table.session.match.history)


def human_moves(table, human: int = 0) -> list[str]:
    """The actions the player's seat made."""
    return [a for a in history(table) if a.startswith(f"{human} ")]
