"""The cuckoo tables' (Gnav, Cuccù) moments worth checking (tools/shots.py,
bench/frame_table.py) and their tournaments' format (bench/tournament.py).

    .venv/bin/python tools/shots.py OUT_DIR --games gnav,cuccu [--sizes 960x540] [--lang ru]

Stacked decks and scripted opponents bring each table to the start of a deal, Cuccù's inn
choice (and an insured Nulla's settlement), the moment after a cat's undo, the settlement
summary and the end of the match; the player's moves are clicks on the action buttons (at
window coordinates, so --sizes exercises the scaling too). Four seats always.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from functools import partial
from typing import Any

from game.ai.base import Decision, Opponent
from game.engine.actions import Action
from game.engine.registry import new_match
from game.ui.table.session import MatchSession
from tools.table_stage import Stages


class Scripted(Opponent):
    """An opponent that plays the given verbs in order, then the first legal action."""

    def __init__(self, seat: int, verbs: list[str]) -> None:
        super().__init__(seat, 0)
        self.verbs = list(verbs)

    def think(self, view: dict[str, Any]) -> Generator[None, None, Decision]:
        yield
        legal = [Action.parse(text) for text in view["legal"]]
        wanted = self.verbs.pop(0) if self.verbs else legal[0].verb
        action = next((a for a in legal if a.verb == wanted), legal[0])
        return Decision(action, "scripted")


def staged_session(
    game_id: str,
    deck: list[str],
    dealer: int,
    script: dict[int, list[str]],
    start: dict[str, Any] | None = None,
    seed: int = 1,
) -> MatchSession:
    """A match with a stacked first deal and scripted opponents (seats not scripted play
    the first legal action)."""
    match = new_match(
        game_id, options={"players": 4}, seed=seed, dealer=dealer, deck=deck, start=start
    )
    session = MatchSession(game_id, match, "normal")
    for seat in range(1, 4):
        session.opponents[seat] = Scripted(seat, script.get(seat, []))
    session.save()
    return session


#: game -> moment -> (deck, dealer, opponents' verbs, start state, the player's verbs)
STAGES: dict[str, dict[str, tuple[list[str], int, dict[int, list[str]], Any, list[str]]]] = {
    "gnav": {
        # clockwise, dealer 3: order 0, 1, 2, 3 (the deck is listed from the top).
        "start": (["V", "IX", "0", "potte"], 3, {}, None, []),
        "undo": (["I", "III", "katt", "X"], 3, {1: ["ask"], 3: ["stand"]}, None, ["ask"]),
        "settlement": (["II", "VIII", "potte", "XI"], 3, {}, None, ["stand"]),
        "end": (
            ["X", "ugle"],
            1,
            {1: ["stand"]},
            {"seats": {"2": {"eliminated": True}, "3": {"eliminated": True}, "1": {"lives": 1}}},
            ["stand"],
        ),
    },
    "cuccu": {
        # anticlockwise, dealer 1: order 0, 3, 2, 1 (the deck is listed from the bottom).
        "start": (["V", "IX", "nulla", "II"], 1, {}, None, []),
        "inn": (["nulla", "osteria", "V", "VI"], 1, {}, None, ["ask"]),
        "insured": (["nulla", "osteria", "V", "VI"], 1, {}, None, ["ask", "insure"]),
        "undo": (["I", "III", "gatto", "X"], 1, {3: ["ask"], 2: ["keep"]}, None, ["ask"]),
        "settlement": (["IV", "VIII", "secchia", "IX"], 1, {}, None, ["keep"]),
        "end": (
            ["X", "leone"],
            1,
            {1: ["keep"]},
            {"seats": {"2": {"eliminated": True}, "3": {"eliminated": True}, "1": {"lives": 1}}},
            ["keep"],
        ),
    },
}


class Driver:
    """Runs the app frame by frame and clicks like a person (window coordinates)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.shown: list[str] = []

    def frames(self, until: Callable[[], bool], limit: int = 4000, dt: float = 16.0) -> bool:
        for _ in range(limit):
            if until():
                return True
            self.app.frame(dt, [])
            self.app.tasks.run_all()
        return until()

    def click(self, canvas_pos: tuple[int, int]) -> None:
        import pygame

        pos = self.app.viewport.to_window(canvas_pos)
        events = [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
        self.app.frame(16.0, events)

    def move_away(self) -> None:
        """The pointer off every control, so no tooltip covers the picture."""
        import pygame

        away = self.app.viewport.to_window((640, 100))
        rest = pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))
        self.app.frame(16.0, [rest])

    def press(self, table: Any, verb: str) -> None:
        """Click the action button offering `verb` once the player may act."""
        if not self.frames(lambda: table.can_act):
            raise RuntimeError(f"the player never got to {verb}")
        self.click(table.controls.buttons[verb].rect.center)


def open_table(app: Any, game_id: str, session: MatchSession, driver: Driver) -> Any:
    """The game's table on the stack, playing `session` from its first event."""
    app.options.scene, app.options.seed = game_id, 1
    app.stack.push(app.open_scene(game_id))
    table = app.stack.top
    original = table.show_event

    def record(event: Any) -> None:
        driver.shown.append(event.kind)
        original(event)

    table.show_event = record
    table.attach(session, fresh=True)
    return table


def bring(game_id: str, moment: str, app: Any, players: int = 4) -> Any:
    """A fresh table of `game_id` at `moment` on top of the stack (four seats always)."""
    from game.ui.table.overlay import PanelOverlay

    deck, dealer, script, start, mine = STAGES[game_id][moment]
    driver = Driver(app)
    while len(app.stack) > 1:
        app.stack.pop()
    table = open_table(app, game_id, staged_session(game_id, deck, dealer, script, start), driver)
    for verb in mine:
        driver.press(table, verb)
    if moment in ("start", "inn"):
        driver.frames(lambda: table.can_act)
    elif moment == "undo":
        driver.frames(lambda: "undo" in driver.shown and (table.waiting or table.paused))
    else:
        driver.frames(lambda: isinstance(app.stack.top, PanelOverlay))
        driver.frames(lambda: False, limit=20)  # let the cross-fade end
    driver.move_away()
    return table


def _stages(game_id: str) -> Stages:
    moments = {name: partial(bring, game_id, name) for name in STAGES[game_id]}
    frames = tuple((m, 4, ("off",), ("full redraw", "idle")) for m in ("start", "settlement"))
    return Stages(moments, players=(4,), frames=frames, tournament={"format": "pairings"})


GNAV = _stages("gnav")
CUCCU = _stages("cuccu")
