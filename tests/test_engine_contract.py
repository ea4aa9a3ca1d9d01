"""The engine contract, checked on every registered game (DESIGN.md, "Adding a game").

A game gets these checks by registering its descriptor; nothing here names a game. Each
seeded match is played by random legal actions with random (mostly illegal) probes in
between, and checks after every action:

- `apply` succeeds exactly for a legal action, and a refusal leaves the state equal;
- seats that may not act have no legal actions;
- every card is in exactly one zone;
- (after one action in twenty, for a random seat) no view names a card id its seat was
  never shown (a zone it sees, an event it sees whole).

At a few points of each match:

- a search copy (recording or not) is equal to the match and independent of it;
- for a seat that may act, twin states (the cards the seat has not seen permuted among their
  hidden places) give that seat equal views, and (one time in ten) the game's opponents at
  every level the same decision;
- for every seat, the game's determinizer completes its view into a state whose view is
  the same.

And every match ends within a bound, with a result; its replay is equal to it; matches
played by the game's opponents end too. SOAK=1 plays 10,000 seeded matches per game
(SOAK_MATCHES=N another number).
"""

from __future__ import annotations

import json
import os
import random
from typing import Any

import pytest
import toygame  # noqa: F401 - registers the test-only toy game

from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.match import Match, immutable
from game.engine.registry import descriptor, game_ids
from game.engine.replay import replay
from game.ui import games

SOAK = os.environ.get("SOAK") == "1"
MATCHES = int(os.environ.get("SOAK_MATCHES", 10_000)) if SOAK else 300
AI_MATCHES = 20 if SOAK else 2
MAX_ACTIONS = 20_000
PROBE = 0.2  # share of steps that try a random, mostly illegal action first
CHECKS = 3  # points per match where copies, twins and determinization are checked
DECISION_CHECKS = 0.1  # share of twin checks that also compare the opponents' decisions
VIEW_CHECKS = 0.05  # share of steps after which a random seat's view is searched for cards
#: The default run plays seeds 0, 1, ... until MATCHES matches or ACTIONS actions per game
#: (at least MIN_MATCHES), a few seconds per game; SOAK=1 plays exactly MATCHES.
ACTIONS = 10**9 if SOAK else 12_000
MIN_MATCHES = 3
GAMES = game_ids()


# --- playing -----------------------------------------------------------------------------------
def new_match(game: str, seed: int) -> Match:
    low, high = descriptor(game).players
    players = random.Random(seed).randint(low, high)
    return descriptor(game).new_match(options={"players": players}, seed=seed)


def probe_action(match: Match, rng: random.Random, verbs: set[str], tokens: set[str]) -> Action:
    """Any action at all: a seat, a verb and tokens seen in this match, or nonsense."""
    seat = rng.randrange(match.n_seats)
    verb = rng.choice(sorted(verbs | {"fly"}))
    args = tuple(rng.sample(sorted(tokens), min(len(tokens), rng.randint(0, 2))))
    return Action(seat, verb, args)


def is_legal(match: Match, action: Action) -> bool:
    wanted = (action.verb, sorted(action.args))
    return any((a.verb, sorted(a.args)) == wanted for a in match.legal_actions(action.seat))


def attempt(match: Match, action: Action) -> bool:
    """Apply `action`; its success must match its legality, a refusal must change nothing."""
    legal = is_legal(match, action)
    before = None if legal else match.search_copy(record=True)
    try:
        match.apply(action)
    except IllegalAction:
        assert not legal, f"legal {action} refused"
        assert match == before, f"refused {action} changed the state"
        return False
    assert legal, f"illegal {action} accepted"
    return True


def card_ids_in(value: Any, cards: dict[str, Any], found: set[str]) -> None:
    if isinstance(value, str):
        if value in cards:
            found.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            card_ids_in(item, cards, found)
    elif isinstance(value, (list, tuple)):
        for item in value:
            card_ids_in(item, cards, found)


class Shown:
    """Every card id each seat was shown so far: cards in zones it sees, and the cards of
    events it sees whole. A view may name these and no other card."""

    def __init__(self, match: Match) -> None:
        self.cards: list[set[str]] = [set() for _ in range(match.n_seats)]
        self.update(match, match.log)

    def update(self, match: Match, events) -> None:
        for seat, shown in enumerate(self.cards):
            for name, pile in match.zones.piles.items():
                if match.zone_visible_to(name, seat):
                    shown.update(pile)
            for event in events:
                if event.visible_to(seat):
                    card_ids_in(event.data, match.cards, shown)

    def check(self, match: Match, seat: int) -> None:
        named: set[str] = set()
        card_ids_in(json.loads(json.dumps(match.view(seat))), match.cards, named)
        assert named <= self.cards[seat], f"seat {seat} sees {sorted(named - self.cards[seat])}"


def play_random(game: str, seed: int) -> Match:
    rng = random.Random(seed)
    match = new_match(game, seed)
    shown = Shown(match)
    verbs: set[str] = set()
    tokens: set[str] = set()
    checks = {rng.randrange(60) for _ in range(CHECKS)}
    for step in range(MAX_ACTIONS):
        if match.is_over:
            break
        actors = match.to_act()
        assert actors, "a running match always has a seat to act"
        for seat in range(match.n_seats):
            if seat not in actors:
                assert match.legal_actions(seat) == [], f"seat {seat} may act out of turn"
        seat = rng.choice(actors)
        legal = match.legal_actions(seat)
        assert legal, f"seat {seat} is to act with nothing to do"
        for action in legal:
            verbs.add(action.verb)
            tokens.update(action.args)
        if step in checks:
            check_copies(match, rng)
            check_twins(game, match, rng.choice(actors), rng)
            for each in range(match.n_seats):
                check_determinization(game, match, each, rng)
        if rng.random() < PROBE:
            since = len(match.log)
            if attempt(match, probe_action(match, rng, verbs, tokens)):
                shown.update(match, match.log[since:])
                match.check_invariants()
                continue
        since = len(match.log)
        assert attempt(match, rng.choice(legal))
        shown.update(match, match.log[since:])
        match.check_invariants()
        if rng.random() < VIEW_CHECKS:
            shown.check(match, rng.randrange(match.n_seats))
    assert match.is_over, f"{game} seed {seed} did not end in {MAX_ACTIONS} actions"
    assert match.result() is not None and match.to_act() == []
    return match


# --- the checks at a point of a match ----------------------------------------------------------
def check_copies(match: Match, rng: random.Random) -> None:
    """Copies are equal to the match, and playing on them leaves the match as it was."""
    snapshot = match.search_copy(record=True)
    for copy in (match.search_copy(record=True), match.search_copy()):
        assert copy == match
        check_copy_shapes(match, copy)
        seat = rng.choice(copy.to_act())
        action = rng.choice(copy.legal_actions(seat))
        if copy.recording:
            copy.apply(action)
            assert copy.history == [*match.history, str(action)]
        else:
            copy.apply_unchecked(action)
        copy.check_invariants()
        assert match == snapshot, "playing on a copy changed the match"


def check_copy_shapes(match: Match, copy: Match) -> None:
    """The attributes a game lets `search_copy` copy shallowly (`Match.COPY_AS`) have the
    shape it declared, and the copy has its own containers of them."""
    for name, shape in type(match).COPY_AS.items():
        value, copied = getattr(match, name), getattr(copy, name)
        assert shape in ("flat", "rows"), (name, shape)
        pairs = zip(value, copied, strict=True) if shape == "rows" else [(value, copied)]
        for row, copied_row in pairs:
            items = row.values() if type(row) is dict else row
            assert type(row) in (list, dict) and all(map(immutable, items)), (name, row)
            assert copied_row is not row, f"{name}: the copy shares a mutable container"


def unknown_cards(match: Match, seat: int) -> list[tuple[str, int]]:
    """Places (zone, index) of the cards `seat` cannot see and does not know the place of."""
    places = []
    for name, pile in match.zones.piles.items():
        if match.zone_visible_to(name, seat):
            continue
        for index, card in enumerate(pile):
            if match.seen[seat].get(card) != name:
                places.append((name, index))
    return places


def twin(match: Match, seat: int, rng: random.Random) -> Match:
    """The same state with the cards `seat` does not know permuted among their places."""
    other = match.search_copy(record=True)
    piles = other.zones.piles
    places = unknown_cards(other, seat)
    cards = [piles[zone][index] for zone, index in places]
    rng.shuffle(cards)
    for (zone, index), card in zip(places, cards, strict=True):
        piles[zone][index] = card
        other.zones.where[card] = zone
    other.check_invariants()
    return other


def check_twins(game: str, match: Match, seat: int, rng: random.Random) -> None:
    """Twin states give `seat` equal views, and its opponents the same decisions."""
    other = twin(match, seat, rng)
    view = match.view(seat)
    assert other.view(seat) == view, "a view depends on cards its seat never saw"
    if seat in match.to_act() and rng.random() < DECISION_CHECKS:
        joined = games.info(game)
        for level in joined.rules.levels:
            mine = joined.make_opponent(level, seat, match.seed).decide(view)
            theirs = joined.make_opponent(level, seat, match.seed).decide(other.view(seat))
            assert mine == theirs, f"{level} decides on cards it never saw"


def check_determinization(game: str, match: Match, seat: int, rng: random.Random) -> None:
    view = match.view(seat)
    state = descriptor(game).determinize(view, rng)
    state.check_invariants()
    assert state.view(seat) == view, "the determinized state shows its seat another view"


# --- the tests ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_random_matches_keep_the_contract_and_replay(game):
    actions = played = 0
    while played < MATCHES and (actions < ACTIONS or played < MIN_MATCHES):
        match = play_random(game, played)
        assert replay(match.record()) == match
        actions += len(match.history)
        played += 1
    print(f"{game}: {played} matches, {actions} actions")


@pytest.mark.parametrize("game", GAMES)
def test_matches_between_the_games_opponents_end(game):
    d = descriptor(game)
    for seed in range(AI_MATCHES):
        match = new_match(game, seed)
        levels = d.levels if SOAK else tuple(lv for lv in d.levels if lv != "hard")
        players = [
            games.make_opponent(game, levels[(seed + s) % len(levels)], s, seed)
            for s in range(match.n_seats)
        ]
        for _ in range(MAX_ACTIONS):
            if match.is_over:
                break
            seat = match.to_act()[0]
            decision = players[seat].decide(match.view(seat))
            assert match.is_legal(decision.action), f"{game}: the AI chose {decision.action}"
            match.apply(decision.action)
        assert match.is_over and match.result() is not None
        assert replay(match.record()) == match


@pytest.mark.parametrize("game", GAMES)
def test_twins_really_differ_and_the_view_shows_its_own_hand(game):
    """The twin construction is not vacuous: it moves cards, and the seat's own hand (which
    it sees) stays put."""
    moved = 0
    for seed in range(10):
        match = new_match(game, seed)
        other = twin(match, 0, random.Random(seed))
        moved += other.zones.piles != match.zones.piles
        assert other.zones.piles["hand:0"] == match.zones.piles["hand:0"]
    assert moved >= 5


@pytest.mark.parametrize("game", GAMES)
def test_a_views_log_is_every_event_as_the_seat_sees_it_as_the_match_goes_on(game):
    """Views keep each seat's log between calls; after more actions, in a copy that goes
    its own way, and in a copy of a copy, the log is still the whole story redacted."""

    def check(match: Match) -> None:
        for seat in range(match.n_seats):
            want = [event.for_seat(seat).to_json() for event in match.log]
            assert match.view(seat)["log"] == want

    rng = random.Random(5)
    match = new_match(game, 5)
    check(match)
    copies: list[Match] = []
    for step in range(60):
        if match.is_over:
            break
        seat = rng.choice(match.to_act())
        match.apply(rng.choice(match.legal_actions(seat)))
        check(match)
        if step % 20 == 5:
            copies.append(match.search_copy(record=True))
    assert len(match.log) > 0 and copies
    for other in copies + [copies[-1].search_copy(record=True)]:
        for _ in range(10):
            if other.is_over:
                break
            other.apply_unchecked(rng.choice(other.legal_actions(rng.choice(other.to_act()))))
        check(other)
    check(match)
