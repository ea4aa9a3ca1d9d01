"""The match behind a table: the human's seat, the opponents, saving after every action.

A table scene owns one `MatchSession`. The session knows nothing of drawing: it applies
actions (the human's, after the engine accepts them; the opponents', when their thinking
ends), saves the replay after each one so a reload can resume, and clears the save when the
match ends. Opponents think through the scene's task runner; the scene decides the pacing.

It is all a table sees of the match: the human's view, who acts, the human's legal actions
(`find` picks one of them by its parts, so a table never writes action text), the story
told so far, the record and the result. Text is for scenarios, saves and reports.
"""

from __future__ import annotations

import random
from collections.abc import Generator
from typing import Any

from game import storage
from game.ai.base import Decision, Opponent
from game.engine.actions import Action
from game.engine.errors import cut, shown
from game.engine.events import Event
from game.engine.match import Match
from game.engine.registry import descriptor, new_match
from game.engine.replay import check_record, replay
from game.engine.start import ScenarioError
from game.ui import dailyplay
from game.ui.dailyplay import Play
from game.ui.games import info

HUMAN = 0


class MatchSession:
    replaying = False  # a replay (game/ui/replay.py) never acts, ends or saves
    watcher: int | None = HUMAN  # the seat the table shows events as (None: every card)

    def __init__(
        self, game_id: str, match: Match, level: str, human: int = HUMAN, daily: Play | None = None
    ) -> None:
        self.game_id = game_id
        self.daily = daily  # a play of a daily deal (game/ui/dailyplay.py), else None
        self.match = match
        self.level = level
        self.human = self.watcher = human
        game = info(game_id)  # the game's one opponent factory
        others = [seat for seat in range(match.n_seats) if seat != human]
        self.opponents: dict[int, Opponent] = {
            seat: game.make_opponent(level, seat, match.seed) for seat in others
        }
        self._advisor = game.make_opponent("normal", human, match.seed)
        self._view: tuple[tuple[int, int], dict[str, Any]] | None = None

    # --- starting ---------------------------------------------------------------------------
    @classmethod
    def start(
        cls,
        game_id: str,
        level: str,
        options: dict[str, Any],
        seed: int | None,
        human: int = HUMAN,
        daily: Play | None = None,
    ) -> MatchSession:
        """A new match with the player at `human`; the seed is drawn at random unless given
        (tests, --seed, a daily deal's)."""
        seed = random.randrange(2**31) if seed is None else seed
        match = new_match(game_id, options=options, seed=seed)
        session = cls(game_id, match, level, human, daily)
        session.save()
        return session

    @classmethod
    def resume(cls, game_id: str) -> MatchSession | None:
        """The saved match of `game_id`, or None when there is none or it cannot be resumed:
        the level, the human seat, the options and the action list are checked before
        anything is built (`resume_problem`), and nothing that fails later escapes. A match
        that cannot be resumed is kept as a damaged copy, cleared, and logged with why."""
        saved = storage.load_match(game_id)
        if not saved:
            return None
        problem = resume_problem(game_id, saved)
        if problem is None:
            try:
                play = dailyplay.resumed(game_id, saved.get("daily"))
                session = cls(game_id, replay(saved), saved["level"], saved["human"], play)
            except Exception as error:  # e.g. a save of an older rules version
                problem = f"it does not replay ({type(error).__name__}: {cut(str(error), 200)})"
        if problem is not None:
            storage.drop_match(game_id, problem)
            return None
        storage.remember_match({**saved, "game": game_id})  # the latest match, for a report
        return session

    # --- who acts ---------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.match.is_over

    def human_may_act(self) -> bool:
        return not self.over and self.human in self.match.to_act()

    def to_act(self) -> list[int]:
        return self.match.to_act()

    def human_actions(self) -> list[Action]:
        """The human's legal actions now (none while another seat acts): the values a table
        chooses among and submits as they are, so `Match.apply` knows them at once."""
        return self.match.legal_actions(self.human) if self.human_may_act() else []

    def offered(self, verb: str, *cards: str, **params: object) -> Action | None:
        """The human's legal action with these parts (as `Action.of` lays them out; tokens
        in any order), or None when it is not legal now."""
        tokens = sorted(Action.of(self.human, verb, *cards, **params).args)
        same = (a for a in self.human_actions() if a.verb == verb and sorted(a.args) == tokens)
        return next(same, None)

    def find(self, verb: str, *cards: str, **params: object) -> Action:
        """The move the human chose, by its parts: the legal action when there is one, else
        the same action as a value, which `apply` refuses saying why (a toast)."""
        legal = self.offered(verb, *cards, **params)
        return legal if legal is not None else Action.of(self.human, verb, *cards, **params)

    def next_opponent(self) -> int | None:
        """The first opponent seat that may act now, when the human may not."""
        if self.over or self.human_may_act():
            return None
        return next((seat for seat in self.match.to_act() if seat in self.opponents), None)

    @property
    def n_seats(self) -> int:
        return self.match.n_seats

    @property
    def moves(self) -> int:
        """How many actions the match has had: a stamp for what a table works out once a
        move."""
        return len(self.match.history)

    def story(self) -> list[Event]:
        """Every event so far as the human's seat saw it (a resumed match's log, retold)."""
        return [event.for_seat(self.human) for event in self.match.log]

    def result(self) -> dict[str, Any]:
        """The ended match's result (``{}`` while it runs)."""
        return self.match.result() or {}

    def record(self) -> dict[str, Any]:
        """The match's replay record (set-up and action texts), for the results' history."""
        return self.match.record()

    def view(self) -> dict[str, Any]:
        """What the human may know now: the only way a table reads the match. Kept until
        the match moves on, so a table may ask every frame; treat it as read-only."""
        stamp = (len(self.match.log), len(self.match.history))
        if self._view is None or self._view[0] != stamp:
            self._view = (stamp, self.match.view(self.human))
        return self._view[1]

    # --- acting -----------------------------------------------------------------------------
    def think(self, seat: int) -> Generator[None, None, Decision]:
        """The opponent's thinking, for the scene's task runner (it sees only its view)."""
        return self.opponents[seat].think(self.match.view(seat))

    def hint(self) -> Generator[None, None, Decision]:
        """What the normal opponent would do in the human's place, and why."""
        return self._advisor.think(self.match.view(self.human))

    def apply(self, action: Action) -> list[Event]:
        """Apply one action (raises IllegalAction and changes nothing when refused)."""
        events = self.match.apply(action)
        self.save()
        return events

    def save(self) -> None:
        """Keep the match after every action (its replay record, with the level and the
        human seat); an ended match is cleared."""
        record = {**self.match.record(), "level": self.level, "human": self.human}
        if self.daily is not None:
            record["daily"] = self.daily.as_saved()
        storage.remember_match(record)  # for About's "Report a problem", ended ones too
        if self.match.is_over:
            storage.clear_match(self.game_id)
            storage.add_to_history(self.game_id, record)  # to replay from the statistics
        else:
            storage.save_match(self.game_id, record)


def resume_problem(game_id: str, saved: dict[str, Any]) -> str | None:
    """Why a saved match cannot be resumed, or None: the record (its options by the game's
    own validation, its actions), the level (one of the game's) and the human seat."""
    try:
        n_seats = check_record({**saved, "game": game_id})
    except ScenarioError as error:
        return str(error)
    level, human = saved.get("level"), saved.get("human")
    levels = descriptor(game_id).levels
    if level not in levels:
        return f"level: {shown(level)} is not one of {', '.join(levels)}"
    if isinstance(human, bool) or not isinstance(human, int) or not 0 <= human < n_seats:
        return f"human: {shown(human)} is not a seat (0-{n_seats - 1})"
    return None
