"""Links into the game (issue 33): `?game=<id>` (`--game <id>`) opens that game's new-match
panel over the lobby; an unknown or malformed part of the address is ignored with a toast."""

from __future__ import annotations

import asyncio

import pytest
from test_ui_support import data_dir_fixture  # noqa: F401

from game import storage
from game.i18n import tr
from game.ui import games
from game.ui.scenes.lobby import LobbyScene
from game.ui.table.newmatch import NewMatchPanel
from game.ui.widgets.dialog import ConfirmDialog


def started(**options):
    """The app after its first frames, started with `options` (main.py's flags)."""
    from game.ui.app import App, Options

    app = App(Options(headless=True, frames=4, **options))
    asyncio.run(app.run())
    return app


def toasts(app) -> list[str]:
    return [toast.text for toast in app.toasts.queue]


@pytest.mark.parametrize("game_id", games.table_ids())
def test_a_game_link_opens_its_new_match_panel_over_the_lobby(data_dir, game_id) -> None:
    app = started(game=game_id)
    scenes = app.stack.scenes
    assert isinstance(scenes[0], LobbyScene)
    assert isinstance(scenes[-1], NewMatchPanel) and scenes[-1].game_id == game_id
    assert toasts(app) == []


def test_a_game_link_asks_first_when_that_game_has_a_match_saved(data_dir) -> None:
    from game.ui.table.session import MatchSession

    game_id = games.table_ids()[0]
    MatchSession.start(game_id, "easy", {}, seed=7)  # saved as it starts
    assert storage.load_match(game_id) is not None
    app = started(game=game_id)
    assert isinstance(app.stack.top, ConfirmDialog)
    assert storage.load_match(game_id) is not None, "nothing is lost before the answer"


def test_an_unknown_game_or_key_is_ignored_with_a_toast(data_dir) -> None:
    app = started(game="nosuchgame", ignored=("colour", "colour"))
    assert [type(scene) for scene in app.stack.scenes] == [LobbyScene]
    assert toasts(app) == [tr("link.ignored", key="colour"), tr("link.ignored", key="game")]


def test_main_turns_the_page_query_into_the_apps_options() -> None:
    import importlib.util
    from pathlib import Path

    spec = importlib.util.spec_from_file_location(
        "card_atlas_main", Path(__file__).resolve().parent.parent / "main.py"
    )
    assert spec is not None and spec.loader is not None
    source = Path(spec.origin).read_text(encoding="utf-8")
    namespace: dict = {}
    exec(compile(source.replace("asyncio.run(main())", ""), spec.origin, "exec"), namespace)
    args = namespace["parse_options"](["--game", "x", "--ignored", "a", "--ignored", "b"])
    assert args.game == "x" and args.ignored == ["a", "b"]
