"""Mada (id `mada`): the rules of ../shared/rules/mada.md on the plain match core.

Zones: ``draw`` (face down, top last), ``discard`` (public), ``hand:<seat>`` (own),
``pile:<seat>`` (public, bottom -> top), ``bank:<seat>`` (own; others see the count, D11).
The deck itself is data in game/engine/mada_deck.py (D1).

Actions (text form ``"<seat> <verb> [tokens]"``):

- ``play <card>``: a cactus card on your pile (empty pile, Lemur on top, or value >= top),
  a Lemur (pull-down, §5.1) or a Double Lemur (pile swap, §5.2).
- ``draw``: take the top card of the draw pile (hand below 3 cards).
- ``luck``: try your luck: the top card of the draw pile is revealed and resolved (§4 C).
- ``scorpion <card>``: answer a Scorpion: `card` goes with it to the discard (D4).
- ``swap to=<seat>``: answer a Double Lemur: swap piles with that seat (D6).
- ``discard [card ...]``: the round's loser sets aside any of its hand cards (0 to all).

The three answers are pending choices of the core (game/engine/choices.py). Refusals raise
`RuleViolation` with a code and params; ``refuse.mada.<code>`` in the mada_rules catalog.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any, ClassVar

from game.engine import events
from game.engine.actions import Action, shared
from game.engine.cards import Card
from game.engine.choices import PendingChoice
from game.engine.errors import RuleViolation
from game.engine.events import SEAT_AUDIENCES, Event
from game.engine.lazy_log import NOTE, LazyLog
from game.engine.mada_deck import (
    BANK_TARGET,
    CANONICAL,
    COPIES,
    HAND_LIMIT,
    PEARS,
    VALUE,
    face_of,
    is_double,
    is_lemur,
    is_scorpion,
)
from game.engine.mada_view import generations_of, sample_hidden
from game.engine.quick import OneSeatTurns, shuffle
from game.engine.registry import GameDescriptor, seated_options
from game.engine.start import ScenarioError, whole
from game.engine.zones import Zones

DEFAULT_PLAYERS = 4
DESCRIPTOR = GameDescriptor(
    id="mada",
    engine=__name__,
    players=(2, 5),
    default_players=DEFAULT_PLAYERS,
    deck_size=len(CANONICAL),
    stats_fields=("rounds",),
)
DRAW = "draw"
DISCARD = "discard"
HANDS = tuple(f"hand:{seat}" for seat in range(8))
PILES = tuple(f"pile:{seat}" for seat in range(8))
BANKS = tuple(f"bank:{seat}" for seat in range(8))
#: The audience of a card moved face down into a zone (its owner's hand or bank).
OWNER = {zone: seat for names in (HANDS, BANKS) for seat, zone in enumerate(names)}
HIDDEN_TO = {zone: SEAT_AUDIENCES[seat] for zone, seat in OWNER.items()}
#: Every seat's actions, built once (`apply` knows a listed action by identity).
PLAYS = tuple({card: shared(seat, "play", (card,)) for card in CANONICAL} for seat in range(8))
DRAWS = tuple(shared(seat, "draw") for seat in range(8))
LUCKS = tuple(shared(seat, "luck") for seat in range(8))
#: The refusal an open choice gives to any other action, by choice kind.
ANSWER_FIRST = {"scorpion": "answer_scorpion", "swap": "answer_swap", "discard": "answer_discard"}


# --- the commonest events, as LazyLog's makers (game/engine/lazy_log.py) -------------------
def played(seat: int, card: str, _: None) -> Event:
    return Event("play", {"seat": seat, "card": card})


def lucky(seat: int, card: str, _: None) -> Event:
    return Event("luck", {"seat": seat, "card": card})


def banked(seat: int, value: int, _: None) -> Event:
    return Event("counter", {"seat": seat, "name": "banked", "delta": 1, "value": value})


def seat_order(n_seats: int, dealer: int, options: dict[str, Any] | None = None) -> list[int]:
    """Clockwise from the first player (the seat left of `dealer`), `dealer` last."""
    return [(dealer + 1 + i) % n_seats for i in range(n_seats)]


def top_value(pile: list[str]) -> int:
    """What a cactus card must reach on this pile: 0 when empty or a Lemur is on top."""
    return VALUE[pile[-1]] if pile else 0


def fits(card: str, pile: list[str]) -> bool:
    """May `card` be played on `pile` (§4 A)? Lemurs and Double Lemurs always may."""
    value = VALUE[card]
    return not value or value >= top_value(pile)


def lemur_pull(pile: list[str]) -> list[str]:
    """The pile after a Lemur (already on top of `pile`) pulls the top group down (§5.1, D5)."""
    lemur, rest = pile[-1], pile[:-1]
    if not rest:
        return [lemur]
    start = len(rest) - 1
    value = VALUE[rest[start]]
    if value:
        while start > 0 and VALUE[rest[start - 1]] == value:
            start -= 1
    return rest[start:] + [lemur] + rest[:start]


class MadaMatch(LazyLog, OneSeatTurns):
    game_id = "mada"
    public_zones = frozenset({DISCARD})
    public_seat_zone_kinds = ("pile",)
    #: A starting state (see `place_start`): every card placed, or "rest" says where.
    START_KEYS: ClassVar[dict[str, Any]] = {
        "seats": "seats",
        "draw": "card_list",
        "discard": "card_list",
        "rest": "text",
        "turn": "seat",
        "round": whole(1, 10_000),
    }
    SEAT_KEYS: ClassVar[dict[str, Any]] = {
        "hand": "card_list",
        "pile": "card_list",
        "bank": "card_list",
    }
    #: A generation's card list never changes once made (a tuple), so a copy shares them.
    COPY_AS: ClassVar[dict[str, str]] = {
        "generations": "flat",
        "card_gen": "flat",
        "sources": "rows",
    }

    def make_deck(self) -> list[Card]:
        return list(CARDS.values())

    # --- set-up ----------------------------------------------------------------------------
    def _setup(self, dealer: int | None, start: dict[str, Any] | None) -> None:
        n = self.n_seats
        self.dealer = self.rng.randrange(n) if dealer is None else dealer % n  # D2
        self.turn = (self.dealer + 1) % n
        self.round_no = 1
        self.loser: int | None = None
        self.winners: list[int] | None = None
        self.opening = False
        # Draw-pile generations: the reshuffles so far (public card lists), each card's
        # generation, and how many cards of each generation each hand holds (public).
        self.generation = 0
        self.generations: list[tuple[str, ...]] = [()]
        self.card_gen: dict[str, int] = dict.fromkeys(CANONICAL, 0)
        self.sources: list[list[int]] = [[0] for _ in range(n)]
        piles: dict[str, list[str]] = {DRAW: [], DISCARD: []}
        for seat in range(n):
            piles[HANDS[seat]] = []
            piles[PILES[seat]] = []
            piles[BANKS[seat]] = []
        self.zones.piles = piles
        if start:
            self._setup_start(start)
            return
        deck = self.next_deck()
        if deck is None:
            deck_ids = self.shuffled(list(CANONICAL))
        else:  # a stacked prefix in deal order, the rest in canonical order
            deck_ids = resolve_tokens(deck)
            taken = set(deck_ids)
            deck_ids += [card for card in CANONICAL if card not in taken]
        piles[DRAW] = list(reversed(deck_ids))
        self.zones.where = dict.fromkeys(CANONICAL, DRAW)
        self.note("deal", {"first": self.turn, "round": 1})
        order = self.turn_order()
        for _ in range(HAND_LIMIT):
            for seat in order:
                card = piles[DRAW][-1]
                self._move(card, HANDS[seat], face_up=False)
                self.sources[seat][0] += 1
        self.opening = True
        self._resolve_opening()

    def _setup_start(self, start: dict[str, Any]) -> None:
        """A starting state (scenario runner); see README.md, "Scenario files" (Mada)."""
        placed = place_start(start, self.n_seats, self.rng)
        self.zones.piles.update(placed)
        self.zones.where = {card: zone for zone, pile in placed.items() for card in pile}
        self.round_no = int(start.get("round", 1))
        self.turn = int(start.get("turn", self.turn)) % self.n_seats
        for seat in range(self.n_seats):
            self.sources[seat][0] = len(placed[HANDS[seat]])
            visible = [z for z in placed if self.zone_visible_to(z, seat)]
            for zone in visible:
                for card in placed[zone]:
                    self.learn(seat, card)
        self.emit(events.custom("start", round=self.round_no, turn=self.turn))

    def _resolve_opening(self) -> None:
        """Opening-hand Scorpions, seat by seat in turn order (§3.5, D3); stops at a choice."""
        piles = self.zones.piles
        for seat in self.turn_order():
            for card in list(piles[HANDS[seat]]):
                if is_scorpion(card) and card in piles[HANDS[seat]]:
                    self._leave_hand(seat, card)
                    self._sting(seat)
                    if self.choices:
                        return
        self.opening = False
        self.turn = (self.dealer + 1) % self.n_seats

    # --- the contract ----------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.winners is not None

    def result(self) -> dict[str, Any] | None:
        if self.winners is None:
            return None
        return {"winners": list(self.winners), "scores": self.scores()}

    def scores(self) -> list[int]:
        """Prickly pears in each bank (public only once the game is over)."""
        piles = self.zones.piles
        return [sum(PEARS[c] for c in piles[BANKS[s]]) for s in range(self.n_seats)]

    def turn_order(self) -> list[int]:
        return seat_order(self.n_seats, self.dealer)

    def _to_act(self) -> list[int]:
        return [self.turn]

    def _legal_actions(self, seat: int) -> list[Action]:
        if seat != self.turn:
            return []
        piles = self.zones.piles
        hand = piles[HANDS[seat]]
        pile = piles[PILES[seat]]
        floor = top_value(pile)
        plays = PLAYS[seat]
        actions = [plays[c] for c in hand if VALUE[c] >= floor or not VALUE[c]]
        if len(hand) < HAND_LIMIT:
            actions.append(DRAWS[seat])
        actions.append(LUCKS[seat])
        return actions

    def why_illegal(self, action: Action) -> RuleViolation:
        seat, verb = action.seat, action.verb
        if verb in ANSWER_FIRST:
            return RuleViolation(
                f"there is no open question for {verb!r}", "no_question", verb=verb
            )
        if verb == "play":
            card = action.card
            hand = self.zones.piles[HANDS[seat]]
            if len(action.args) != 1:
                return RuleViolation(
                    "play names one card", "bad_token", token=" ".join(action.args)
                )
            if card not in hand:
                return RuleViolation(f"{card} is not in your hand", "not_in_hand", card=card)
            top = self.zones.piles[PILES[seat]][-1]
            return RuleViolation(
                f"{card} is lower than the top of your pile ({top})",
                "too_low",
                card=face_of(card),
                top=face_of(top),
            )
        if verb == "draw" and not action.args:
            return RuleViolation(
                f"your hand is full ({HAND_LIMIT} cards)", "hand_full", limit=HAND_LIMIT
            )
        if verb in ("draw", "luck"):
            return RuleViolation(
                f"{verb} takes no tokens", "bad_token", token=" ".join(action.args)
            )
        return RuleViolation(f"{verb!r} is not a Mada action", "unknown_verb", verb=verb)

    def why_not_answer(self, action: Action) -> RuleViolation:
        choice = self.choices[-1]
        code = ANSWER_FIRST[choice.kind]
        if action.verb == choice.answers[0][0]:
            return RuleViolation(
                f"{action} does not answer the {choice.kind} question",
                "bad_answer",
                verb=action.verb,
            )
        return RuleViolation(f"answer the {choice.kind} question first", code, seat=choice.seats[0])

    # --- applying ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        verb, seat = action.verb, action.seat
        if verb == "play":
            self._play(seat, action.args[0])
        elif verb == "draw":
            self._draw(seat)
        elif verb == "luck":
            self._luck(seat)
        else:
            self._answer(seat, verb, action.args)

    def _next(self, seat: int) -> int:
        return (seat + 1) % self.n_seats

    def _play(self, seat: int, card: str) -> None:
        self.turn = self._next(seat)
        if self.recording:
            self._tape += (played, seat, card, None)
        if is_double(card):
            self._leave_hand(seat, card)
            self._double(seat)
            return
        self.sources[seat][self.card_gen[card]] -= 1
        self._move(card, PILES[seat], face_up=True)
        if is_lemur(card):
            self._lemur(seat)

    def _draw(self, seat: int) -> None:
        self.turn = self._next(seat)
        card = self._take()
        if is_scorpion(card):
            self._move(card, DISCARD, face_up=True)
            if self.recording:
                self.emit(events.custom("scorpion", seat=seat, card=card))
            self._sting(seat)
            return
        self._move(card, HANDS[seat], face_up=False)
        self.sources[seat][self.generation] += 1

    def _luck(self, seat: int) -> None:
        self.turn = self._next(seat)
        card = self._take()
        if self.recording:
            self._tape += (lucky, seat, card, None)
        if is_scorpion(card):
            self._move(card, DISCARD, face_up=True)
            self._sting(seat)
        elif is_double(card):
            self._move(card, DISCARD, face_up=True)
            self._double(seat)
        else:
            pile = self.zones.piles[PILES[seat]]
            floor = top_value(pile)
            top = pile[-1] if pile else None
            self._move(card, PILES[seat], face_up=True)
            if is_lemur(card):
                self._lemur(seat)
            elif VALUE[card] < floor:
                if self.recording:
                    self.emit(events.custom("bust", seat=seat, card=card, top=top))
                self._round_end(seat)

    def _answer(self, seat: int, verb: str, args: tuple[str, ...]) -> None:
        self.close_choice()
        if verb == "scorpion":
            self._leave_hand(seat, args[0])
        elif verb == "swap":
            self._swap(seat, int(args[0][3:]))
        else:
            for card in args:
                self._leave_hand(seat, card)
        if self.opening:
            self._resolve_opening()

    # --- effects ------------------------------------------------------------------------------
    def _move(self, card: str, dst: str, face_up: bool) -> None:
        zones = self.zones
        src = zones.where[card]
        pile = zones.piles[src]
        if pile[-1] == card:
            pile.pop()
        else:
            pile.remove(card)
        zones.piles[dst].append(card)
        zones.where[card] = dst
        if self.recording:  # `emit_move`, inline: the commonest event
            audience = None if face_up else HIDDEN_TO[dst]
            self._tape += (card, src, dst, audience)
            if audience is None:
                for memory in self.seen:
                    memory[card] = dst
            else:
                self.seen[OWNER[dst]][card] = dst

    def _leave_hand(self, seat: int, card: str) -> None:
        """A hand card goes face up to the discard (Scorpion, its price, the loser's cards)."""
        self.sources[seat][self.card_gen[card]] -= 1
        self._move(card, DISCARD, face_up=True)

    def _take(self) -> str:
        """The top card of the draw pile, reshuffling first when it is empty (§5.4, D9)."""
        if not self.zones.piles[DRAW]:
            self._reshuffle()
        return self.zones.piles[DRAW][-1]

    def _reshuffle(self) -> None:
        piles = self.zones.piles
        for seat in range(self.n_seats):
            pile = piles[PILES[seat]]
            for card in pile[:-1]:
                self._move(card, DISCARD, face_up=True)
        cards = piles[DISCARD]
        if not cards:
            raise RuntimeError("nothing to reshuffle: the 30-card invariant is broken")
        shuffle(self.rng, cards)
        piles[DRAW], piles[DISCARD] = cards, []
        self.generation += 1
        listed = sorted(cards)
        self.generations.append(tuple(listed))
        where, gens = self.zones.where, self.card_gen
        for card in cards:
            where[card] = DRAW
            gens[card] = self.generation
        for counts in self.sources:
            counts.append(0)
        if self.recording:
            self.emit(events.custom("reshuffle", cards=listed, generation=self.generation))
            for memory in self.seen:
                for card in cards:
                    memory[card] = DRAW

    def _sting(self, seat: int) -> None:
        """A Scorpion was taken: one other card of the hand goes with it (§5.3, D4)."""
        hand = self.zones.piles[HANDS[seat]]
        payable = [card for card in hand if not is_scorpion(card)]
        if len({face_of(card) for card in payable}) > 1:
            answers = tuple(("scorpion", (card,)) for card in payable)
            self.offer_choice(PendingChoice("scorpion", (seat,), answers, {"seat": seat}))
        elif payable:
            self._leave_hand(seat, payable[0])

    def _lemur(self, seat: int) -> None:
        pile = self.zones.piles[PILES[seat]]
        pile[:] = lemur_pull(pile)
        if self.recording:
            self._tape += (NOTE, "lemur", {"seat": seat, "pile": list(pile)}, None)

    def _double(self, seat: int) -> None:
        """A Double Lemur: the seat swaps piles with another seat of its choice (D6, D20)."""
        others = [s for s in range(self.n_seats) if s != seat]
        if len(others) == 1:
            self._swap(seat, others[0])
            return
        answers = tuple(("swap", (f"to={s}",)) for s in others)
        self.offer_choice(PendingChoice("swap", (seat,), answers, {"seat": seat}))

    def _swap(self, seat: int, other: int) -> None:
        piles, where = self.zones.piles, self.zones.where
        a, b = PILES[seat], PILES[other]
        piles[a], piles[b] = piles[b], piles[a]
        for card in piles[a]:
            where[card] = a
        for card in piles[b]:
            where[card] = b
        if self.recording:
            self.emit(events.custom("swap", seat=seat, other=other))
            for zone, src in ((a, b), (b, a)):
                for index, card in enumerate(piles[zone]):
                    self.emit(events.move(card, src, zone, True, index=index))

    def _round_end(self, loser: int) -> None:
        """Banking, the game-end check, the piles to the discard, the loser's discard (§6)."""
        piles = self.zones.piles
        n = self.n_seats
        for seat in seat_order(n, loser)[:-1]:
            pile = piles[PILES[seat]]
            if pile and VALUE[pile[-1]]:  # a Lemur on top banks nothing (D7)
                self._move(pile[-1], BANKS[seat], face_up=False)
                if self.recording:
                    self._tape += (banked, seat, len(piles[BANKS[seat]]), None)
        if any(len(piles[BANKS[s]]) >= BANK_TARGET for s in range(n)):  # D10
            self._game_end()
            return
        for seat in range(n):
            for card in list(piles[PILES[seat]]):
                self._move(card, DISCARD, face_up=True)
        self.loser = loser
        self.round_no += 1
        self.turn = self._next(loser)
        if self.recording:
            self.emit(events.custom("round_end", loser=loser, round=self.round_no))
        hand = piles[HANDS[loser]]
        if hand:
            answers = tuple(
                ("discard", tuple(subset))
                for size in range(len(hand) + 1)
                for subset in combinations(hand, size)
            )
            self.offer_choice(PendingChoice("discard", (loser,), answers, {"seat": loser}))

    def _game_end(self) -> None:
        scores = self.scores()
        best = max(scores)
        self.winners = [s for s in range(self.n_seats) if scores[s] == best]
        if self.recording:
            for seat in range(self.n_seats):
                for card in self.zones.piles[BANKS[seat]]:
                    self.emit(events.reveal(card, seat))
                self.emit(events.counter(seat, "pears", scores[seat], scores[seat]))
            self.emit(events.custom("game_end", winners=list(self.winners), scores=scores))

    # --- views ---------------------------------------------------------------------------------
    def _public_state(self) -> dict[str, Any]:
        piles = self.zones.piles
        n = self.n_seats
        return {
            "dealer": self.dealer,
            "turn": self.turn,
            "round": self.round_no,
            "loser": self.loser,
            "opening": self.opening,
            "hand_counts": [len(piles[HANDS[s]]) for s in range(n)],
            "banked": [len(piles[BANKS[s]]) for s in range(n)],
            "draw": len(piles[DRAW]),
            "generation": self.generation,
            "reshuffled": [list(cards) for cards in self.generations[1:]],
            "sources": [list(counts) for counts in self.sources],
            "result": self.result(),
        }


# --- starting states -------------------------------------------------------------------------
def resolve_tokens(tokens: list[str], taken: set[str] | None = None) -> list[str]:
    """Card ids for tokens that are ids (``"9.2"``) or faces (``"9"``: the lowest free copy).
    Ids are claimed first, so faces never take a copy named elsewhere by id."""
    taken = set() if taken is None else taken
    for token in tokens:
        if "." in token:
            if token not in VALUE:
                raise ScenarioError(f"unknown card {token!r}")
            if token in taken:
                raise ScenarioError(f"card {token} is placed twice")
            taken.add(token)
    out = []
    for token in tokens:
        if "." in token:
            out.append(token)
            continue
        if token not in COPIES:
            raise ScenarioError(f"unknown card {token!r}")
        free = [f"{token}.{i}" for i in range(1, COPIES[token] + 1) if f"{token}.{i}" not in taken]
        if not free:
            raise ScenarioError(f"no copy of card {token} is left ({COPIES[token]} in the deck)")
        taken.add(free[0])
        out.append(free[0])
    return out


def place_start(start: dict[str, Any], n_seats: int, rng: random.Random) -> dict[str, list[str]]:
    """The zones of a starting state, every one of the 70 cards placed exactly once (D21).

    Keys: ``seats`` ({seat: {hand, pile, bank}}, piles bottom -> top), ``draw`` (top
    first), ``discard`` (bottom -> top), ``rest`` ("draw" or "discard": where unlisted cards
    go, shuffled by the seed; without it an unlisted card is an error naming it)."""
    seats = {int(k): dict(v) for k, v in dict(start.get("seats", {})).items()}
    named: list[tuple[str, list[str]]] = []
    for seat, data in sorted(seats.items()):
        if not 0 <= seat < n_seats:
            raise ScenarioError(f"there is no seat {seat}")
        for kind, names in (("hand", HANDS), ("pile", PILES), ("bank", BANKS)):
            named.append((names[seat], list(data.get(kind, []))))
    named.append((DRAW, list(reversed(start.get("draw", [])))))
    named.append((DISCARD, list(start.get("discard", []))))
    ids = resolve_tokens([t for _, tokens in named for t in tokens])
    placed: dict[str, list[str]] = {DRAW: [], DISCARD: []}
    for seat in range(n_seats):
        placed[HANDS[seat]], placed[PILES[seat]], placed[BANKS[seat]] = [], [], []
    for zone, tokens in named:
        placed[zone], ids = ids[: len(tokens)], ids[len(tokens) :]
    unlisted = [card for card in CANONICAL if card not in set().union(*placed.values())]
    rest = start.get("rest")
    if rest is not None and rest not in (DRAW, DISCARD):
        raise ScenarioError(f'start.rest: "draw" or "discard", not {rest!r}')
    if unlisted and rest is None:
        raise ScenarioError(
            f"the starting state does not place card {unlisted[0]} ({len(unlisted)} unplaced): "
            'list all 70 cards or set "rest" to "draw" or "discard"'
        )
    rng.shuffle(unlisted)
    if rest == DRAW:
        placed[DRAW] = unlisted + placed[DRAW]
    elif rest == DISCARD:
        placed[DISCARD] = unlisted + placed[DISCARD]
    check_start(placed, n_seats)
    return placed


def check_start(placed: dict[str, list[str]], n_seats: int) -> None:
    """Refuse starting states the rules can never reach (one line naming the card)."""
    for seat in range(n_seats):
        hand = placed[HANDS[seat]]
        if len(hand) > HAND_LIMIT:
            raise ScenarioError(f"seat {seat} holds {len(hand)} cards; the limit is {HAND_LIMIT}")
        for card in hand:
            if is_scorpion(card):
                raise ScenarioError(f"card {card}: a Scorpion is never kept in a hand")
        for card in placed[PILES[seat]]:
            if is_double(card) or is_scorpion(card):
                raise ScenarioError(f"card {card} cannot lie on a personal pile")
        bank = placed[BANKS[seat]]
        if len(bank) >= BANK_TARGET:
            raise ScenarioError(f"seat {seat} has {len(bank)} banked cards: the game would be over")
        for card in bank:
            if not VALUE[card]:
                raise ScenarioError(f"card {card} cannot be banked (only cactus cards are)")


# --- module functions ------------------------------------------------------------------------
def new_match(
    options: dict[str, Any] | None = None,
    seed: int = 0,
    dealer: int | None = None,
    deck: list[str] | None = None,
    decks: list[list[str]] | None = None,
    start: dict[str, Any] | None = None,
) -> MadaMatch:
    options, n = seated_options(DESCRIPTOR, options)
    return MadaMatch(n, options, seed, dealer, deck, decks, start)


def determinize(view: dict[str, Any], rng: random.Random) -> MadaMatch:
    """A full state consistent with `view` (its log included, so it gives the same view)."""
    world = sample_world(view, rng)
    world.log = [_event_from_json(data) for data in view["log"]]
    world.seen[view["seat"]] = dict(view["seen"])
    return world


def _event_from_json(data: dict[str, Any]) -> Event:
    data = dict(data)
    kind = data.pop("kind")
    audience = data.pop("audience", None)
    return Event(kind, data, None if audience is None else frozenset(audience))


def sample_world(view: dict[str, Any], rng: random.Random) -> MadaMatch:
    """The AI's determinization: the unseen cards dealt into the other hands (right count
    per draw-pile generation), the draw pile (newest generation only) and the other banks
    (cactus cards only); no log. See `sample_hidden` for why this is always possible."""
    me, pub, zones = view["seat"], view["public"], view["zones"]
    n = view["n_seats"]
    hands, draw, banks = sample_hidden(view, rng)
    hands[me] = list(zones[HANDS[me]])
    banks[me] = list(zones[BANKS[me]])
    seed = rng.getrandbits(64)
    world = object.__new__(MadaMatch)
    world.__dict__.update(
        {
            "n_seats": n,
            "options": dict(view["options"]),
            "seed": 0,
            "setup_args": {},
            "cards": CARDS,
            "zones": Zones(),
            "_built": [],
            "_tape": [],
            "history": [],
            "seen": [{} for _ in range(n)],
            "_pending_events": [],
            "_stacked_decks": [],
            "dealer": pub["dealer"],
            "turn": pub["turn"],
            "round_no": pub["round"],
            "loser": pub["loser"],
            "winners": None,
            "opening": pub["opening"],
            "generation": pub["generation"],
            "generations": [(), *[tuple(c) for c in pub["reshuffled"]]],
            "card_gen": generations_of(pub),
            "sources": [list(c) for c in pub["sources"]],
        }
    )
    world.seed_rng_later(seed)
    piles: dict[str, list[str]] = {DRAW: draw, DISCARD: list(zones[DISCARD])}
    for seat in range(n):
        piles[HANDS[seat]] = hands[seat]
        piles[PILES[seat]] = list(zones[PILES[seat]])
        piles[BANKS[seat]] = banks[seat]
    world.zones.piles = piles
    world.zones.where = {card: zone for zone, pile in piles.items() for card in pile}
    if view["choice"]:
        world.choices = (rebuild_choice(world, view["choice"]),)
    return world


CARDS = {card: Card(card, face_of(card)) for card in CANONICAL}


def rebuild_choice(world: MadaMatch, choice: dict[str, Any]) -> PendingChoice:
    """The open choice of a view, its answers rebuilt from the (determinized) state."""
    seat = choice["seats"][0]
    kind = choice["kind"]
    hand = world.zones.piles[HANDS[seat]]
    if kind == "scorpion":
        answers = tuple(("scorpion", (card,)) for card in hand if not is_scorpion(card))
    elif kind == "swap":
        answers = tuple(("swap", (f"to={s}",)) for s in range(world.n_seats) if s != seat)
    else:
        answers = tuple(
            ("discard", tuple(subset))
            for size in range(len(hand) + 1)
            for subset in combinations(hand, size)
        )
    return PendingChoice.from_json(choice, answers)
