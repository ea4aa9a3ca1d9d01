"""What a game's table fills in: every hook `TableScene` (game/ui/table/scene.py) and its
parts call, with its default. A table overrides the ones its game needs; the machinery
that calls them (the event pipeline, the hint, the tips, the end) lives elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.base import Decision
from game.engine.actions import Action
from game.engine.events import Event
from game.i18n import Keys, tr
from game.ui.table import guide, tally
from game.ui.table.narration import Narration
from game.ui.table.profile import FULL, Profile
from game.ui.table.reference import PICTURE_W, Note

if TYPE_CHECKING:
    from game.ui.table.session import MatchSession


class TableHooks:
    """The hooks of a game's table, with their defaults (see the module docstring)."""

    #: The canvas profile the table lays out with (game/ui/table/profile.py).
    profile: Profile = FULL
    #: The game's words (log lines, refusals, reasons, names): a `Narration`.
    narration: type[Narration] = Narration
    #: The reference card's notes in order (name -> key) and the cards some picture
    #: (name -> face, drawn by the table's `face`).
    reference: Keys = Keys()
    pictures: Mapping[str, str] = {}
    # what the table that takes these hooks has (game/ui/table/scene.py)
    session: MatchSession | None
    human: int
    words: Narration
    events: Any
    guide: Any
    table_rect: pygame.Rect
    resume_pipeline: Callable[[], None]
    act: Callable[..., bool]
    face: Callable[[str, int], pygame.Surface]

    # --- the match and its events ----------------------------------------------------------
    def match_options(self, opponents: int) -> dict[str, Any]:
        """Engine options for a new match."""
        return {"players": opponents + 1}

    def make_words(self, human: int) -> Narration:
        """The game's narration (log lines, refusals, reasons, names) for `human`."""
        return self.narration(human, self.events.kinds)

    def reset_table(self, fresh: bool) -> None:
        """Rebuild what the table shows from the session (`fresh`: a new match whose first
        events will be played; else the current state at once, e.g. on resume)."""

    def show_event(self, event: Event) -> None:
        """Show one event (start animations on ``self.anim``)."""

    def pause_after(self, event: Event) -> bool:
        """Stop the pipeline after this event (e.g. a deal's settlement)."""
        return False

    def on_pause(self, event: Event) -> None:
        """The pipeline stopped after `event` and its animation has settled; show a
        summary and call `resume_pipeline()` when the player goes on."""
        self.resume_pipeline()

    def human_out(self) -> bool:
        """The player is out of the match (the others play on without them)."""
        return False

    # --- the table -------------------------------------------------------------------------
    def layout_table(self) -> None:
        """Add the game's widgets (action buttons...) to ``self.ui``."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the table (seats, cards, piles) inside `table_rect`."""

    def controls_changed(self) -> None:
        """`can_act` may have changed (enable or disable the action buttons)."""

    def press(self, move: str) -> None:
        """A control's move (its button, its key): by default the legal action of that
        verb (game/ui/table/controls.py)."""
        self.act(move)

    def shortcuts(self) -> dict[int, Callable[[], None]]:
        """The table's own keys (pygame key -> what it does), heard while nothing
        animates (D to draw...)."""
        return {}

    def prompt_text(self) -> str:
        """What the player is asked to do now (shown when no hint is showing)."""
        return ""

    # --- the hint --------------------------------------------------------------------------
    @property
    def hint_rect(self) -> pygame.Rect:
        """Where the Hint button sits."""
        area, p = self.table_rect, self.profile
        top = area.bottom - p.button_h - p.pad
        return pygame.Rect(area.right - p.hint_w - p.pad, top, p.hint_w, p.button_h)

    @property
    def hint_line_centre(self) -> tuple[int, int]:
        """Where the hint's (or the prompt's) strip is centred."""
        return (self.table_rect.centerx, self.hint_rect.top - self.profile.strip_gap)

    @property
    def hint_room(self) -> int:
        """How wide the hint's strip may grow."""
        return self.table_rect.w - 2 * self.profile.pad

    def hint_allowed(self) -> bool:
        """False while a hint would give something away (Mau Mau's catch window)."""
        return True

    def move_name(self, action: Action) -> str:
        """The hinted move in words ('Trade'), or "" when the reason names it."""
        return ""

    def reason_text(self, decision: Decision) -> str:
        """A hint's reason in words."""
        return self.words.reason(decision)

    def hint_target(self, action: Action) -> pygame.Rect | None:
        """Where the hinted move is on screen (its button or card), to ring it."""
        return None

    # --- the tips and the reference card -------------------------------------------------
    def guide_tips(self) -> list[tuple[str, pygame.Rect]]:
        """The first-time tips, in order, each as (its i18n key, what it points at), so a
        tip and its target cannot get out of step. A table teaches what is special about
        its game; the default is the generic three (hand, buttons, story)."""
        return list(zip(guide.TIP_KEYS, self.guide.targets(), strict=True))

    def reference_notes(self) -> list[Note]:
        """The game's reference card, what its cards do (words from its rules); a table
        that has one gets the Cards button in its top bar; by default `reference`'s notes
        with `pictures`' cards."""
        faces = {name: self.face(card, PICTURE_W) for name, card in self.pictures.items()}
        return [Note(self.reference.text(name), faces.get(name)) for name in self.reference]

    # --- the end ---------------------------------------------------------------------------
    def result_text(self, result: dict[str, Any]) -> tuple[str, list[str]]:
        """The end panel's title and lines."""
        won = self.human in result.get("winners", [])
        return tr("table.end.won" if won else "table.end.lost"), []

    def update_stats(self, stats: dict[str, Any], result: dict[str, Any]) -> None:
        """The game's own counters, besides played and won."""

    def tally_spec(self) -> tally.TallySpec | None:
        """What the results chart follows (a public per-seat list, the events that close
        a deal); the default finds lives, scores or banked cards (game/ui/table/tally.py).
        None: the end shows the plain panel of `result_text`."""
        return tally.guess_spec(self.session.view()) if self.session is not None else None

    def results_room(self) -> pygame.Rect:
        """Where the results panel may go (the felt beside the log)."""
        return self.table_rect.inflate(-20, -16)

    def overlay_place(self) -> tuple[tuple[int, int], int]:
        """Where a summary or end panel sits (its centre) and how wide it may be (0: its
        own width), so it covers no seat's name or markers."""
        return self.table_rect.center, 0
