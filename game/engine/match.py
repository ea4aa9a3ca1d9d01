"""The match contract every game implements (see DESIGN.md, "The engine contract").

A game subclasses `Match` and provides `_setup`, `_to_act`, `_legal_actions`, `_apply` and
`_public_state`. The base class owns what every game shares: the seeded RNG, the zones,
the event log with per-seat visibility, what each seat has seen, the action history for
replays, the check that `apply` succeeds exactly for legal actions, decisions inside a turn
(pending choices, game/engine/choices.py), the search API (`search_copy`,
`apply_unchecked`), views and equality.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from itertools import repeat
from operator import is_
from typing import Any, ClassVar

from game.engine.actions import Action
from game.engine.cards import Card, index_cards
from game.engine.choices import PendingChoice
from game.engine.errors import IllegalAction, MatchOver, NotYourTurn, RuleViolation, UnknownAction
from game.engine.events import Event
from game.engine.start import StartParser, check_deck, resolve_seat
from game.engine.zones import Zones, owner_of


class Match:
    """One match of one game: all of its state, chance included."""

    game_id: ClassVar[str] = ""
    #: Zones whose contents every seat sees (besides each seat's own ``kind:<seat>`` zones).
    public_zones: ClassVar[frozenset[str]] = frozenset()
    #: Prefixes of seat zones that everyone sees (e.g. a Mada pile): ``("pile",)``.
    public_seat_zone_kinds: ClassVar[tuple[str, ...]] = ()
    #: False in a search copy: events are neither stored nor remembered (see `search_copy`).
    recording: bool = True
    #: What a starting state may hold, key -> kind, and per seat (game/engine/start.py).
    START_KEYS: ClassVar[dict[str, Any]] = {}
    SEAT_KEYS: ClassVar[dict[str, Any]] = {}
    #: Open decisions inside a turn, innermost last (game/engine/choices.py). A tuple, so
    #: that copies made without `__init__` (search, determinization) share it safely.
    choices: tuple[PendingChoice, ...] = ()
    #: How `search_copy` copies some of the game's attributes without `_fresh`'s checks of
    #: every item (the costly part of a copy in a search that copies thousands of times):
    #: "flat" a list or dict of immutable values, "rows" a list of such lists. A test
    #: plays every game and checks that each declared attribute keeps that shape.
    COPY_AS: ClassVar[dict[str, str]] = {}

    def __init__(
        self,
        n_seats: int,
        options: dict[str, Any] | None = None,
        seed: int = 0,
        dealer: int | None = None,
        deck: list[str] | None = None,
        decks: list[list[str]] | None = None,
        start: dict[str, Any] | None = None,
    ) -> None:
        self.n_seats = n_seats
        self.options = dict(options or {})
        self.seed = seed
        self.rng = random.Random(seed)
        self.setup_args: dict[str, Any] = {
            "game": self.game_id,
            "options": self.options,
            "seed": seed,
            "dealer": dealer,
            "deck": list(deck) if deck is not None else None,
            "decks": [list(d) for d in decks] if decks is not None else None,
            "start": None if start is None else copy.deepcopy(start),
        }
        self.cards: dict[str, Card] = self.card_index()
        if dealer is not None:
            dealer = resolve_seat(dealer, "dealer", n_seats, {})
        if deck is not None:
            check_deck(self.cards, self.game_id, deck, "deck")
        for index, stacked in enumerate(decks or []):
            check_deck(self.cards, self.game_id, stacked, f"decks[{index}]")
        if start is not None:
            start = self.start_parser().parse(start)
        self.zones = Zones()
        self.log: list[Event] = []
        self.history: list[str] = []
        self.seen: list[dict[str, str]] = [{} for _ in range(n_seats)]
        self._pending_events: list[Event] = []
        self._stacked_decks: list[list[str]] = []
        if deck is not None:
            self._stacked_decks.append(list(deck))
        if decks is not None:
            self._stacked_decks.extend(list(d) for d in decks)
        self._setup(dealer, start)
        self._commit_events()

    # --- what a game provides -------------------------------------------------------------
    def make_deck(self) -> list[Card]:
        raise NotImplementedError

    def card_index(self) -> dict[str, Card]:
        """The id -> card map of this match's deck. A game whose deck never changes may
        return one map built once: cards are immutable, and a quick game makes many
        matches (indexing the deck was a tenth of making a Kadabra match)."""
        return index_cards(self.make_deck())

    def _setup(self, dealer: int | None, start: dict[str, Any] | None) -> None:
        raise NotImplementedError

    def _to_act(self) -> list[int]:
        """The seats that may act when no choice is open."""
        raise NotImplementedError

    def _legal_actions(self, seat: int) -> list[Action]:
        """What `seat` may do when no choice is open."""
        raise NotImplementedError

    def _apply(self, action: Action) -> None:
        raise NotImplementedError

    def _public_state(self) -> dict[str, Any]:
        """Every piece of state that all seats know (lives, turn, phase...), as JSON data."""
        raise NotImplementedError

    def why_illegal(self, action: Action) -> IllegalAction:
        """Explain a refusal. Games override this to say which rule refuses the action."""
        return RuleViolation(f"{action} is not allowed now", "not_allowed", action=str(action))

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def result(self) -> dict[str, Any] | None:
        """None while the match runs; then e.g. ``{"winners": [2]}`` or ``{"draw": True}``."""
        raise NotImplementedError

    def turn_order(self) -> list[int]:
        """Seats in turn order of the current deal, dealer last (the A, B, C... of the specs)."""
        raise NotImplementedError

    def start_parser(self, letters: dict[str, int] | None = None) -> StartParser:
        """The checker of this game's starting states; `letters` name seats A, B, C..."""
        return StartParser(
            self.START_KEYS, self.SEAT_KEYS, self.cards, self.game_id, self.n_seats, letters
        )

    # --- the shared contract ---------------------------------------------------------------
    def to_act(self) -> list[int]:
        """The seats that may act now: an open choice's seats, else the game's turn."""
        if self.is_over or self.halted:
            return []
        if self.choices:
            return list(self.choices[-1].seats)
        return self._to_act()

    def legal_actions(self, seat: int) -> list[Action]:
        return self._legal_for(seat)[:]

    #: The last seat's legal actions, ``(seat, actions)``: kept until the state changes
    #: (`apply`, `apply_unchecked` and copies clear it), so that `apply` checks an action
    #: taken from that list by identity instead of building the list again.
    _legal_cache: list[Action] | None = None
    _legal_seat: int = -1

    def _legal_for(self, seat: int) -> list[Action]:
        """The cached list itself: never hand it out (`legal_actions` gives a copy)."""
        cache = self._legal_cache
        if cache is not None and self._legal_seat == seat:
            return cache
        if self.is_over or self.halted:
            legal: list[Action] = []
        elif self.choices:
            legal = self.choices[-1].actions_for(seat)
        else:
            legal = self._legal_actions(seat)
        self._legal_cache = legal
        self._legal_seat = seat
        return legal

    # --- decisions inside a turn -----------------------------------------------------------
    @property
    def choice(self) -> PendingChoice | None:
        """The open choice being answered, if any."""
        return self.choices[-1] if self.choices else None

    def offer_choice(self, choice: PendingChoice) -> None:
        """Ask a question inside the turn; it is answered before anything else happens."""
        self.choices = (*self.choices, choice)

    def close_choice(self) -> PendingChoice:
        """The open choice is settled (the game calls this from `_apply`)."""
        choice = self.choices[-1]
        self.choices = self.choices[:-1]
        return choice

    def replace_choice(self, choice: PendingChoice) -> None:
        """The open choice goes on in a new form (e.g. one seat of a window answered)."""
        self.choices = (*self.choices[:-1], choice)

    def why_not_answer(self, action: Action) -> IllegalAction:
        """Refuse an action while a choice is open. Games override for a specific reason."""
        choice = self.choices[-1]
        verbs = ", ".join(verb for verb, _ in choice.answers)
        return RuleViolation(
            f"answer the open question first ({choice.kind}: {verbs})",
            "choice_open",
            choice=choice.kind,
            answers=verbs,
        )

    # --- completing a view (game/engine/completion.py) ----------------------------------
    def _restore_public(self, view: dict[str, Any]) -> None:
        """Set the game's own attributes from a view's public state (the inverse of
        `_public_state`), for determinization."""
        raise NotImplementedError

    def restore_choice(self, data: dict[str, Any]) -> PendingChoice:
        """An open choice from its public form (`PendingChoice.to_json`): games with
        choices say which answers its kind has."""
        raise NotImplementedError

    def _analyse_completion(self, completion: Any) -> dict[str, Any]:
        """What the game's `_deal_unseen` needs from a view, worked out once."""
        return {}

    def _deal_unseen(self, completion: Any, rng: random.Random) -> dict[str, list[str]]:
        """The hidden zones' piles for one sample: at random unless public facts constrain
        where the unseen cards may be."""
        return completion.deal_at_random(rng)

    def _complete(self, completion: Any, rng: random.Random) -> None:
        """Last touches once the cards lie (e.g. which hidden card was just drawn)."""

    # --- the random number generator ------------------------------------------------------
    #: True while `_rng` may be shared with a search copy (or its original): the first draw
    #: then copies its state into a generator of this match's own.
    _rng_shared: bool = False

    @property
    def rng(self) -> random.Random:
        """The match's RNG (all chance goes through it). A search copy shares it with its
        original until either draws: copying a Mersenne Twister's state costs as much as
        the rest of a copy, and most rollouts end before they shuffle."""
        if self._rng is None:  # seeded on first use (`seed_rng_later`)
            self._rng = random.Random(self._rng_seed)
            self._rng_shared = False
        elif self._rng_shared:
            rng = random.Random.__new__(random.Random)  # unseeded: setstate is all it needs
            rng.setstate(self._rng.getstate())
            self._rng = rng
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._rng_shared = False

    #: The seed of a generator not made yet (`seed_rng_later`).
    _rng_seed: int | None = None

    def seed_rng_later(self, seed: int) -> None:
        """Give the match `random.Random(seed)`, made when it first draws: seeding a
        Mersenne Twister costs as much as a search copy, and a sampled state searched on
        usually ends its rollouts without drawing. Its draws are exactly those of the
        generator made now."""
        self._rng, self._rng_shared, self._rng_seed = None, False, seed

    # --- search ----------------------------------------------------------------------------
    def search_copy(self, record: bool = False, deal_only: bool = False) -> Match:
        """An independent copy for AI search, equal to this match.

        Unless `record`, the copy stores no events and remembers nothing (rollouts do not
        need the story, and it is the costly part). With `deal_only` it stops when the deal
        under way is settled instead of dealing the next one (see `deal_settled`): a
        rollout that values one deal. The copy shares only immutable values (cards, events,
        choices); the game's own attributes are copied as JSON-like data (`_fresh`)."""
        new = object.__new__(type(self))
        state = dict(self.__dict__)
        shaped = self.COPY_AS
        for name, value in state.items():
            if type(value) not in _IMMUTABLE and name not in _CORE:
                shape = shaped.get(name)
                if shape == "flat":
                    state[name] = value.copy()
                elif shape == "rows":
                    state[name] = [row.copy() for row in value]
                else:
                    state[name] = _fresh(value)
        state["zones"] = self.zones.__deepcopy__(None)
        state["_rng"] = self._rng  # shared until either side draws (see `rng`)
        state["_rng_shared"] = self._rng_shared = True
        self._copy_log(state)
        state["history"] = list(self.history)
        state["seen"] = [dict(memory) for memory in self.seen]
        state["_stacked_decks"] = [list(deck) for deck in self._stacked_decks]
        state["_pending_events"] = []
        state["recording"] = record
        state["deal_only"] = deal_only
        state["_legal_cache"] = None
        new.__dict__.update(state)
        return new

    def apply_unchecked(self, action: Action) -> None:
        """Apply an action taken from `legal_actions` without checking it again: search
        only. A recording copy still keeps history and log, so its views stay right."""
        self._pending_events = []
        self._legal_cache = None
        self._apply(action)
        if self.recording:
            self.history.append(str(action))
            self._commit_events()
        else:
            self._pending_events = []

    #: Set by `search_copy(deal_only=True)`: stop when the deal under way is settled.
    deal_only: bool = False
    #: True once a deal-only copy has stopped: nobody acts any more.
    halted: bool = False

    def deal_settled(self) -> bool:
        """The game calls this when a deal (round) is scored, before it ends the match or
        deals again; True means stop there (a deal-only search copy): deal no more."""
        if self.deal_only:
            self.halted = True
        return self.deal_only

    def apply(self, action: Action | str) -> Sequence[Event]:
        """Perform a legal action and return its events; refuse anything else unchanged."""
        if isinstance(action, str):
            action = Action.parse(action)
        cache = self._legal_cache
        if (
            cache is not None
            and self._legal_seat == action.seat
            and any(map(is_, cache, repeat(action)))
        ):  # taken from `legal_actions`: legal as it is
            canonical: Action = action
        else:
            canonical = self._check(action)
        self._pending_events = []
        self._legal_cache = None
        self._apply(canonical)
        self.history.append(canonical._text or str(canonical))
        return self._commit_events()

    def _commit_events(self) -> Sequence[Event]:
        """The action's events join the log; returns them (a game with a lazy log,
        game/engine/lazy_log.py, builds them when they are read)."""
        events, self._pending_events = self._pending_events, []
        self.log.extend(events)
        return events

    def _copy_log(self, state: dict[str, Any]) -> None:
        """A search copy's log: its own list of the (shared, immutable) events."""
        state["log"] = list(self.log)

    def _check(self, action: Action) -> Action:
        """The legal action `action` stands for, or the refusal that says why not."""
        if self.is_over:
            raise MatchOver("the match is over", "match_over")
        if not 0 <= action.seat < self.n_seats:
            raise UnknownAction(f"there is no seat {action.seat}", "no_such_seat", seat=action.seat)
        canonical = self._find_legal(action)
        if canonical is None:
            if action.seat not in self.to_act():
                raise NotYourTurn(
                    f"seat {action.seat} may not act now", "not_your_turn", seat=action.seat
                )
            if self.choices:
                raise self.why_not_answer(action)
            raise self.why_illegal(action)
        return canonical

    def _find_legal(self, action: Action) -> Action | None:
        """The legal action equal to `action` with its tokens in any order."""
        if action.seat not in self.to_act():
            return None
        wanted = (action.verb, sorted(action.args))
        for legal in self._legal_for(action.seat):
            if (legal.verb, sorted(legal.args)) == wanted:
                return legal
        return None

    def is_legal(self, action: Action | str) -> bool:
        if isinstance(action, str):
            action = Action.parse(action)
        return not self.is_over and self._find_legal(action) is not None

    def emit(self, event: Event) -> Event:
        """Record an event of the action under way and update what each seat has seen."""
        if not self.recording:
            return event
        self._pending_events.append(event)
        self._remember(event)
        return event

    def _remember(self, event: Event) -> None:
        """What each seat has seen after `event` (a move or a reveal changes it)."""
        kind = event.kind
        if kind == "move":
            data = event.data
            self._remember_move(data["card"], data["to"], event.audience)
        elif kind == "reveal":
            card = event.data["card"]
            zone = self.zones.where.get(card)
            for seat in range(self.n_seats):
                self.seen[seat][card] = zone

    def _remember_move(self, card: str, dst: str, audience: frozenset[int] | None) -> None:
        """The seats that saw `card` go to `dst` (all when `audience` is None) know it there."""
        seen = self.seen
        if audience is None:
            for memory in seen:
                memory[card] = dst
        else:
            for seat in audience:
                seen[seat][card] = dst

    def emit_move(
        self, card: str, src: str, dst: str, audience: frozenset[int] | None = None
    ) -> None:
        """`emit(events.move(card, src, dst, audience is None, audience))` for hot paths:
        the same event and memories, without the dispatch (`audience` a frozenset)."""
        if not self.recording:
            return
        data = {"card": card, "from": src, "to": dst, "face_up": audience is None}
        self._pending_events.append(Event("move", data, audience))
        self._remember_move(card, dst, audience)

    def learn(self, seat: int, card: str) -> None:
        """`seat` sees `card` where it now lies (its own card, a card shown to it)."""
        self.seen[seat][card] = self.zones.where[card]

    def forget_deal(self) -> None:
        """A new deal: memories of the last deal's cards no longer apply."""
        for memory in self.seen:
            memory.clear()

    def next_deck(self) -> list[str] | None:
        """The next stacked deck, if the scenario gave one; else None (shuffle)."""
        return self._stacked_decks.pop(0) if self._stacked_decks else None

    def shuffled(self, card_ids: list[str]) -> list[str]:
        cards = list(card_ids)
        self.rng.shuffle(cards)
        return cards

    def zone_visible_to(self, zone: str, seat: int) -> bool:
        owner = owner_of(zone)
        if owner is not None:
            kind = zone.partition(":")[0]
            return owner == seat or kind in self.public_seat_zone_kinds
        return zone in self.public_zones

    def view(self, seat: int) -> dict[str, Any]:
        """What `seat` may know, as JSON data, and nothing more."""
        zones: dict[str, Any] = {}
        for name, pile in self.zones.piles.items():
            zones[name] = list(pile) if self.zone_visible_to(name, seat) else len(pile)
        return {
            "game": self.game_id,
            "seat": seat,
            "n_seats": self.n_seats,
            "options": self.options,
            "public": self._public_state(),
            "zones": zones,
            "seen": dict(sorted(self.seen[seat].items())),
            "log": self._seat_log(seat),
            "choice": self.choices[-1].to_json() if self.choices else None,
            "to_act": self.to_act() if not self.is_over else [],
            "legal": [str(a) for a in self.legal_actions(seat)] if not self.is_over else [],
        }

    def _seat_log(self, seat: int) -> list[dict[str, Any]]:
        """The log as `seat` sees it, as JSON data. Each event is converted once per seat
        (the log only grows), so a view per decision does not cost the whole story again;
        the entries are shared between views: treat them as read-only, like the events."""
        cache = self.__dict__.get("_log_views")
        if cache is None or cache[0] is not self.log:  # a copy's or a replaced log
            cache = self._log_views = (self.log, {})
        entries = cache[1].setdefault(seat, [])
        if len(entries) > len(self.log):
            entries.clear()
        entries.extend(event.for_seat(seat).to_json() for event in self.log[len(entries) :])
        return list(entries)

    def unseen_cards(self, seat: int) -> list[str]:
        """Card ids whose place `seat` cannot see now (sorted, so the list leaks no order)."""
        return sorted(
            card
            for name, pile in self.zones.piles.items()
            if not self.zone_visible_to(name, seat)
            for card in pile
        )

    def record(self) -> dict[str, Any]:
        """The replay: set-up and action texts, JSON data."""
        return {**copy.deepcopy(self.setup_args), "actions": list(self.history)}

    def check_invariants(self) -> None:
        """Raise AssertionError unless every card is in exactly one zone and the game's
        counters are inside the rules' ranges (`counter_problems`)."""
        self.zones.check(self.cards)
        problems = self.counter_problems()
        if problems:
            raise AssertionError("; ".join(problems))

    def counter_problems(self) -> list[str]:
        """hook: the game's counters (lives, scores, chips...) outside the rules' ranges."""
        return []

    def _comparable(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        for name in _COPY_SETTINGS:  # how a copy was made, not what state it holds
            state.pop(name, None)
        state.pop("_legal_cache", None)
        state.pop("_legal_seat", None)
        state.pop("_log_views", None)
        state.pop("_rng", None)
        state.pop("_rng_shared", None)
        state.pop("_rng_seed", None)
        state["rng"] = self.rng.getstate()
        state["choices"] = self.choices
        return state

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self._comparable() == other._comparable()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]


_COPY_SETTINGS = ("recording", "deal_only")
#: Core attributes a search copy shares (immutable once set up) or copies itself.
_CORE = frozenset(
    {"n_seats", "seed", "options", "setup_args", "cards", "zones", "_rng", "log", "history"}
    | {"seen", "_stacked_decks", "_pending_events", "choices", "_legal_cache", "_legal_seat"}
    | {"_built", "_tape"}  # a lazy log's (game/engine/lazy_log.py)
)
#: Types whose values a copy may share; frozen dataclasses join on first sight.
_IMMUTABLE: set[type] = {int, float, str, bool, type(None), tuple, frozenset}
_KNOWN_IMMUTABLE = _IMMUTABLE.__contains__


def immutable(value: Any) -> bool:
    """True for a value a copy may share (frozen dataclasses join the known types)."""
    kind = type(value)
    if kind in _IMMUTABLE:
        return True
    params = getattr(kind, "__dataclass_params__", None)
    if params is not None and params.frozen:
        _IMMUTABLE.add(kind)
        return True
    return False


def fresh_copy(value: Any) -> Any:
    """A copy of JSON-like game data (lists, dicts, immutable values) that shares only the
    immutable values: `copy.deepcopy` for game state, at a fraction of its cost."""
    return _fresh(value)


def _fresh(value: Any) -> Any:
    """A copy of JSON-like game data that shares only immutable values (fast for the flat
    lists and dicts games keep; anything else is deep-copied)."""
    kind = type(value)
    if kind in _IMMUTABLE:
        return value
    if kind is list:
        if all(map(_KNOWN_IMMUTABLE, map(type, value))):
            return value.copy()
        return [_fresh(item) for item in value]
    if kind is dict:
        if all(map(_KNOWN_IMMUTABLE, map(type, value.values()))):
            return value.copy()
        return {key: _fresh(item) for key, item in value.items()}
    if immutable(value):
        return value
    return copy.deepcopy(value)
