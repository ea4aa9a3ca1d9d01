"""L.A.M.A. Kadabra (id `kadabra`): the rules of ../shared/rules/lama_kadabra.md on the
shedding core, without its reshuffle (D19: the draw pile is never reshuffled).

Chips are counters in the state (white 1 point, black 10, the blue magic chip held by one
seat or lying in the supply; the magic stage holds white and black chips); they change with
``counter`` events (seat None for the stage). Cards: number cards 1-6, doubles ``2/3`` and
``4/5`` and llamas ``L``; a symbol letter in the face marks the action cards: ``G`` give a
chip (every 1), ``R`` rectangle (the next player draws), ``S`` star (take the blue chip).
Ids are ``<face>.<copy>``: ``1G.3``, ``6R.2``, ``4.1``, ``2/3.4``, ``L.12``. The counts per
card are a proposal (D1) and live in `DECK`, as data.

Actions (text form ``"<seat> <verb> [tokens]"``):

- ``play <card>``: play a card (in a magic show only a llama);
- ``draw``: draw one card (the turn ends); ``quit``: leave the round;
- ``skip``: return the blue chip to skip the rest of the turn;
- ``take``: in a magic show, take all chips from the stage (then act normally);
- ``exchange``: ten white chips for one black, a free action at any own decision;
- pending choices inside a turn: ``give to=<seat>`` (a 1's recipient), ``place`` (a
  llama's chip when an exchange could come first), ``return white|black`` or ``keep``
  (the going-out bonus at round end).

Refusals raise `RuleViolation` with a code and params; ``refuse.kadabra.<code>`` in the
kadabra_rules catalog says it in words (the table names the codes).
"""

from __future__ import annotations

import random
from itertools import chain, repeat
from typing import Any, ClassVar

from game.engine import events
from game.engine.actions import Action, shared
from game.engine.cards import Card, index_cards
from game.engine.choices import PendingChoice
from game.engine.completion import Completion
from game.engine.errors import RuleViolation, shown
from game.engine.events import SEAT_AUDIENCES, Event
from game.engine.lazy_log import NOTE, LazyLog
from game.engine.quick import OneSeatTurns
from game.engine.registry import GameDescriptor, Option, seated_options
from game.engine.shedding import (
    DISCARD,
    HANDS,
    STOCK,
    SheddingMatch,
    clockwise_from_left,
    hand_zone,
)
from game.engine.start import ScenarioError, whole

DEFAULT_PLAYERS = 4
TARGET = 40
DESCRIPTOR = GameDescriptor(
    id="kadabra",
    engine=__name__,
    players=(2, 6),
    default_players=DEFAULT_PLAYERS,
    deck_size=60,
    stats_fields=("rounds",),
    options={
        "target": Option(int, TARGET, 1, 1000),
        "stage_persists_between_rounds": Option(bool, False),
    },
)

#: The proposed deck (§1, D1, D2): (value, copies, {symbol: copies carrying it}). Data only:
#: replacing it changes the deck without code changes.
DECK: tuple[tuple[str, int, dict[str, int]], ...] = (
    ("1", 8, {"G": 8}),
    ("2", 6, {"R": 1, "S": 1}),
    ("3", 6, {"R": 1, "S": 1}),
    ("4", 6, {"R": 1, "S": 1}),
    ("5", 6, {"R": 1, "S": 1}),
    ("6", 8, {"R": 2, "S": 2}),
    ("2/3", 4, {}),
    ("4/5", 4, {}),
    ("L", 12, {}),
)
LLAMA = "L"
#: Numbers each value scores and plays as; a llama plays as 7 (6 -> L -> 1 closes the cycle).
NUMBERS = {
    "1": (1,), "2": (2,), "3": (3,), "4": (4,), "5": (5,), "6": (6,),
    "2/3": (2, 3), "4/5": (4, 5), "L": (),
}  # fmt: skip
PLAY_VALUES = {value: nums or (7,) for value, nums in NUMBERS.items()}
SYMBOLS = {"G": "give", "R": "rectangle", "S": "star"}
HAND_SIZE = 6
START_WHITES = 3
SHOW_AT = 5
EXCHANGE = 10
WHITE, BLACK = "white", "black"


def _build_cards() -> tuple[list[str], dict[str, str], dict[str, str | None]]:
    ids: list[str] = []
    value_of: dict[str, str] = {}
    symbol_of: dict[str, str | None] = {}
    for value, copies, symbols in DECK:
        faces = [value + letter for letter, n in symbols.items() for _ in range(n)]
        faces += [value] * (copies - len(faces))
        counter: dict[str, int] = {}
        for face in faces:
            counter[face] = counter.get(face, 0) + 1
            card = f"{face}.{counter[face]}"
            ids.append(card)
            value_of[card] = value
            symbol_of[card] = SYMBOLS.get(face[len(value) :])
    return ids, value_of, symbol_of


#: Every card id in a fixed canonical order; each card's value and symbol (None: plain).
CANONICAL, VALUE, SYMBOL = _build_cards()
FACE = {card: card.rpartition(".")[0] for card in CANONICAL}
#: The deck's cards and their id -> card map, built once (cards are immutable).
CARDS = tuple(Card(card, FACE[card]) for card in CANONICAL)
CARD_INDEX = index_cards(list(CARDS))
#: A fresh deal's indexes before the cards leave the stock, copied each round (copying a
#: dict costs a fraction of building one from the shuffled deck).
IN_STOCK = dict.fromkeys(CANONICAL, STOCK)
FIRST_GENERATION = dict.fromkeys(CANONICAL, 0)


def _successor(n: int) -> int:
    return 1 if n == 7 else n + 1


#: FITS[top value] = the card values that may be played on it (§4.1, D4).
FITS: dict[str, frozenset[str]] = {
    top: frozenset(
        value
        for value, nums in PLAY_VALUES.items()
        if any(c == t or c == _successor(t) for c in nums for t in PLAY_VALUES[top])
    )
    for top in PLAY_VALUES
}


def fits(card: str, top: str) -> bool:
    """May `card` be played on `top` (card ids)?"""
    return VALUE[card] in FITS[VALUE[top]]


#: Each card's numbers as bits 1-6 and bit 7 for a llama; a hand's penalty is read from the
#: union of its cards' bits (AI rollouts ask for it often).
BITS = {card: sum(1 << n for n in PLAY_VALUES[VALUE[card]]) for card in CANONICAL}
PENALTY_OF_BITS = [
    (sum(n for n in range(1, 7) if bits >> n & 1), bits >> 7 & 1) for bits in range(256)
]


def penalty(cards: list[str]) -> tuple[int, int]:
    """A hand's penalty as (white chips, black chips): the distinct numbers summed, plus one
    black for any number of llamas (§6, D14)."""
    bits = 0
    for card in cards:
        bits |= BITS[card]
    return PENALTY_OF_BITS[bits]


#: FITS_CARD[top card] = the card ids that may be played on it.
FITS_CARD = {top: frozenset(c for c in CANONICAL if fits(c, top)) for top in CANONICAL}
#: Every seat's actions, built once (`apply` knows a listed action by identity).
PLAYS = tuple({card: shared(seat, "play", (card,)) for card in CANONICAL} for seat in range(6))
LLAMAS = frozenset(card for card in CANONICAL if VALUE[card] == LLAMA)
#: LLAMAS_FIT[top card] = the llamas that may be played on it (all a magic show allows).
LLAMAS_FIT = {top: fit & LLAMAS for top, fit in FITS_CARD.items()}
DRAW, QUIT, SKIP, TAKE, EXCHANGES = (
    tuple(shared(seat, verb) for seat in range(6))
    for verb in ("draw", "quit", "skip", "take", "exchange")
)


# --- the commonest events, as LazyLog's makers (game/engine/lazy_log.py) -------------------
def _counter_maker(name: str):  # -> Callable[[int | None, int, int], Event]
    def made(seat: int | None, delta: int, value: int) -> Event:
        return Event("counter", {"seat": seat, "name": name, "delta": delta, "value": value})

    return made


COUNTERS = {
    name: _counter_maker(name) for name in (WHITE, BLACK, "blue", "stage_white", "stage_black")
}


def played(seat: int, card: str, _: None) -> Event:
    return Event("play", {"seat": seat, "card": card})


def drew(seat: int, n: int, reason: str) -> Event:
    return Event("draw", {"seat": seat, "n": n, "reason": reason})


def revealed(card: str, seat: int, _: None) -> Event:
    return Event("reveal", {"card": card, "seat": seat})


def seat_order(n_seats: int, dealer: int, options: dict[str, Any] | None = None) -> list[int]:
    """Clockwise from the seat after `dealer` (the round's first player), `dealer` last."""
    return clockwise_from_left(n_seats, dealer)


class KadabraMatch(LazyLog, OneSeatTurns, SheddingMatch):
    game_id = "kadabra"
    RESHUFFLE = False  # D19: the draw pile simply runs out
    #: A starting state (see `_setup_start`).
    START_KEYS: ClassVar[dict[str, Any]] = {
        "seats": "seats",
        "stock": "card_list",
        "discard": "card_list",
        "top": "card",
        "stage": "any",
        "show": "flag",
        "turn": "seat",
        "owe": "seat",
        "round": whole(1, 10_000),
    }
    SEAT_KEYS: ClassVar[dict[str, Any]] = {
        "hand": "card_list",
        "white": whole(0, 1000),
        "black": whole(0, 100),
        "blue": "flag",
        "quit": "flag",
    }

    def make_deck(self) -> list[Card]:
        return list(CARDS)

    def card_index(self) -> dict[str, Card]:
        return CARD_INDEX

    # --- set-up ----------------------------------------------------------------------------
    def _setup(self, dealer: int | None, start: dict[str, Any] | None) -> None:
        n = self.n_seats
        self.target = int(self.options.get("target", TARGET))
        self.persist = bool(self.options.get("stage_persists_between_rounds", False))
        self.whites = [START_WHITES] * n
        self.blacks = [0] * n
        self.blue: int | None = None
        self.stage_w = self.stage_b = 0
        self.round_no = 0
        self.winners: list[int] | None = None
        first = self.rng.randrange(n) if dealer is None else (dealer + 1) % n  # D18
        if start:
            self._setup_start(first, start)
        else:
            self._deal_round(first)

    def _reset_round(self, first: int) -> None:
        self.first = first
        self.turn = first
        self.active = [True] * self.n_seats
        self.quit_order: list[int] = []
        self.show = False
        self.took = False
        self.owe: int | None = None
        self.going_out: int | None = None

    def _deal_round(self, first: int) -> None:
        """Shuffle (or take the next stacked deck), deal six each from `first`, turn up."""
        self.round_no += 1
        self.forget_deal()
        self._reset_round(first)
        given = self.next_deck()
        deck = self.shuffled(CANONICAL) if given is None else complete_deck(given)
        self.note("deal", {"first": first, "round": self.round_no})
        up = self._lay_out(deck, self.turn_order())  # D3: the up card is inert
        self.note("up_card", {"card": up})

    def _lay_out(self, deck: list[str], order: list[int]) -> str:
        """`reset_zones(deck)`, `deal(order, HAND_SIZE)` and `turn_up()` at once (a round
        of random play is a dozen actions, so the deal weighs): the same piles, counts,
        moves and memories in the same order, deck[0] dealt first; the card -> zone
        index's keys come in canonical order, which nothing reads. Returns the up card."""
        n, k = self.n_seats, len(order)
        dealt, up = deck[: k * HAND_SIZE], deck[k * HAND_SIZE]
        stock = deck[k * HAND_SIZE + 1 :]
        stock.reverse()  # deck[0] lay on top
        hands = [HANDS[seat] for seat in order] * HAND_SIZE
        piles = {STOCK: stock, DISCARD: [up]}
        for seat in range(n):
            piles[HANDS[seat]] = []
        for i, seat in enumerate(order):
            piles[HANDS[seat]] += dealt[i::k]
        where = IN_STOCK.copy()
        where.update(zip(dealt, hands, strict=True))
        where[up] = DISCARD
        self.zones.piles, self.zones.where = piles, where
        self.generation = 0
        self.generations: list[tuple[str, ...]] = [()]
        self.sources: list[list[int]] = [[0] for _ in range(n)]
        for seat in order:
            self.sources[seat][0] += HAND_SIZE
        self.card_generation: dict[str, int] = FIRST_GENERATION.copy()
        if not self.recording:
            return up
        seen = self.seen
        for i, seat in enumerate(order):
            seen[seat].update(dict.fromkeys(dealt[i::k], HANDS[seat]))
        audiences = [SEAT_AUDIENCES[seat] for seat in order] * HAND_SIZE
        self._tape += chain.from_iterable(
            zip(dealt, repeat(STOCK, len(dealt)), hands, audiences, strict=True)
        )
        self.emit_move(up, STOCK, DISCARD)
        return up

    def _setup_start(self, first: int, start: dict[str, Any]) -> None:
        """A starting state (scenario runner), see README "Scenario files": ``seats`` ({seat:
        {hand, white, black, blue, quit}}), ``discard`` (top last) and/or ``top``, ``stock``
        (bottom -> top), ``stage`` (a number of white chips or {white, black}), ``show``,
        ``turn``, ``owe`` (the seat owing a rectangle draw), ``round``. Unlisted cards fill
        the hands left open (six each) and then the stock, shuffled by the seed; when
        ``stock`` is given they all go to the open hands."""
        n = self.n_seats
        self.round_no = int(start.get("round", 1))
        self._reset_round(first)
        self.turn = int(start.get("turn", first))
        seats = {int(k): v for k, v in dict(start.get("seats", {})).items()}
        for seat, data in seats.items():
            self.whites[seat] = int(data.get("white", START_WHITES))
            self.blacks[seat] = int(data.get("black", 0))
            if data.get("blue"):
                self.blue = seat
            if data.get("quit"):
                self.active[seat] = False
                self.quit_order.append(seat)
        ids = CardIds()
        hands = {seat: ids.take(data["hand"]) for seat, data in seats.items() if "hand" in data}
        discard = ids.take(start.get("discard", []))
        top = start.get("top")
        if top and not (discard and top in (discard[-1], FACE[discard[-1]])):
            discard += ids.take([top])
        stock = ids.take(start.get("stock", []))
        placed = ids.used
        unlisted = [c for c in self.shuffled(CANONICAL) if c not in placed]
        open_seats = [seat for seat in seat_order(n, (first - 1) % n) if seat not in hands]
        if "stock" in start:
            if unlisted and not open_seats:
                raise ScenarioError(
                    f"start: {len(unlisted)} cards have no place ({', '.join(unlisted)}):"
                    " list them or leave a hand open"
                )
            for i, card in enumerate(unlisted):
                hands.setdefault(open_seats[i % len(open_seats)], []).append(card)
        else:
            for seat in open_seats:
                hands[seat], unlisted = unlisted[:HAND_SIZE], unlisted[HAND_SIZE:]
            stock = unlisted
        if not discard:
            discard, stock = [stock[-1]], stock[:-1]
        self.reset_zones(CANONICAL, n)
        piles = self.zones.piles
        piles[STOCK], piles[DISCARD] = stock, discard
        for seat in range(n):
            piles[hand_zone(seat)] = hands.get(seat, [])
            self.sources[seat][0] = len(piles[hand_zone(seat)])
        self.zones.where = {card: zone for zone, pile in piles.items() for card in pile}
        self.stage_w, self.stage_b = stage_chips(start.get("stage", 0))
        self._check_start(seats)
        self.show = bool(start.get("show", False))
        owe = start.get("owe")
        self.owe = None if owe is None else int(owe)
        for seat in range(n):
            for card in [*piles[hand_zone(seat)], *discard]:
                self.learn(seat, card)
        self.emit(events.custom("start", round=self.round_no, first=self.first))

    def counter_problems(self) -> list[str]:
        chips = [*self.whites, *self.blacks, self.stage_w, self.stage_b]
        if all(isinstance(n, int) and n >= 0 for n in chips):
            return []
        return [f"chips out of range: {self.whites}, {self.blacks}, stage {self.stage_w}"]

    def _check_start(self, seats: dict[int, Any]) -> None:
        """What the parser cannot see: one blue chip, and a seat to act that has not quit.
        (A score may pass the target inside a round: the match ends only at its end.)"""
        blue = [seat for seat, data in seats.items() if data.get("blue")]
        if len(blue) > 1:
            raise ScenarioError(
                f"start.seats: there is one blue chip, not {len(blue)} (seats {blue})"
            )
        if not self.active[self.turn]:
            raise ScenarioError(f"start.turn: seat {self.turn} has quit the round")

    # --- the contract ----------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.winners is not None

    def result(self) -> dict[str, Any] | None:
        if self.winners is None:
            return None
        return {"winners": list(self.winners), "scores": self.scores()}

    def scores(self) -> list[int]:
        return [w + 10 * b for w, b in zip(self.whites, self.blacks, strict=True)]

    def turn_order(self) -> list[int]:
        return seat_order(self.n_seats, (self.first - 1) % self.n_seats)

    def _to_act(self) -> list[int]:
        return [self.turn]

    def in_show(self) -> bool:
        """A show is running and the seat to act has not taken the stage yet (§4.2 step 3)."""
        return self.show and not self.took

    def can_draw(self, seat: int) -> bool:
        """Draw pile not empty and another player still active (§4.2 step 4, D13, D19)."""
        if not self.zones.piles[STOCK]:
            return False
        return sum(self.active) > self.active[seat]

    def _legal_actions(self, seat: int) -> list[Action]:
        if seat != self.turn:
            return []
        piles = self.zones.piles
        in_show = self.show and not self.took  # in a show: a llama or take the stage
        ok = (LLAMAS_FIT if in_show else FITS_CARD)[piles[DISCARD][-1]]
        plays = PLAYS[seat]
        acts = [plays[c] for c in piles[HANDS[seat]] if c in ok]
        if in_show:
            acts.append(TAKE[seat])
        else:
            if piles[STOCK] and sum(self.active) > self.active[seat]:  # `can_draw`
                acts.append(DRAW[seat])
            acts.append(QUIT[seat])
        if self.blue == seat and not self.took:
            acts.append(SKIP[seat])
        if self.whites[seat] >= EXCHANGE:
            acts.append(EXCHANGES[seat])
        return acts

    # --- refusals ----------------------------------------------------------------------------
    def why_illegal(self, action: Action) -> RuleViolation:
        seat, verb = action.seat, action.verb
        if verb in ("give", "place", "return", "keep"):
            return RuleViolation(f"nothing asks for {verb!r} now", "no_choice", verb=verb)
        if verb == "play":
            return self._why_not_play(seat, action.card)
        if verb == "exchange":
            return RuleViolation(
                "an exchange needs ten white chips", "few_whites", whites=self.whites[seat]
            )
        if verb == "skip":
            if self.blue == seat:
                return RuleViolation(
                    "the blue chip skips only before taking the stage", "skip_after_take"
                )
            return RuleViolation("only the holder of the blue chip may skip", "no_blue")
        if verb in ("draw", "quit") and self.in_show():
            return RuleViolation(
                "a magic show runs: play a llama or take the stage chips first",
                "show_take_first",
                stage=self.stage_w + self.stage_b,
            )
        if verb == "draw":
            if not self.zones.piles[STOCK]:
                return RuleViolation("the draw pile is empty", "stock_empty")
            return RuleViolation("the last active player may not draw", "last_active")
        if verb == "take":
            return RuleViolation("no magic show is running", "no_show")
        return RuleViolation(f"{verb!r} is not a Kadabra action", "unknown_verb", verb=verb)

    def _why_not_play(self, seat: int, card: str | None) -> RuleViolation:
        if card not in self.zones.piles[HANDS[seat]]:
            return RuleViolation(f"{card} is not in your hand", "not_in_hand", card=card)
        top = self.zones.piles[DISCARD][-1]
        if self.in_show():
            return RuleViolation(
                "a magic show runs: play a llama or take the stage chips",
                "show_llama_only",
                card=card,
            )
        return RuleViolation(
            f"{card} does not follow {top}: play the same number or the next",
            "not_successor",
            card=card,
            top=top,
        )

    def why_not_answer(self, action: Action) -> RuleViolation:
        choice = self.choices[-1]
        if action.verb == "give" and choice.kind == "give":
            return RuleViolation(
                "give the chip to another active player", "bad_recipient", to=action.param("to")
            )
        if action.verb == "return" and choice.kind == "return":
            return RuleViolation(
                "you have no such chip to return", "no_such_chip", chip=action.card
            )
        if action.verb == "exchange":
            return RuleViolation(
                "an exchange needs ten white chips", "few_whites", whites=self.whites[action.seat]
            )
        verbs = ", ".join(sorted({verb for verb, _ in choice.answers}))
        return RuleViolation(
            f"answer the open question first ({choice.kind}: {verbs})",
            "choice_open",
            choice=choice.kind,
            answers=verbs,
        )

    # --- pending choices -------------------------------------------------------------------
    def make_choice(self, kind: str, seat: int) -> PendingChoice:
        """The open question `kind` for `seat`, its answers derived from the state (so a
        determinized state rebuilds it from the view)."""
        answers: list[tuple[str, tuple[str, ...]]]
        if kind == "give":
            answers = [("give", (f"to={s}",)) for s in self.recipients(seat)]
        elif kind == "place":
            answers = [("place", ())]
        else:
            answers = [("return", (chip,)) for chip, n in self.own_chips(seat) if n]
            answers.append(("keep", ()))
        if self.whites[seat] >= EXCHANGE:
            answers.append(("exchange", ()))
        return PendingChoice(kind, (seat,), tuple(answers))

    def own_chips(self, seat: int) -> tuple[tuple[str, int], tuple[str, int]]:
        return (WHITE, self.whites[seat]), (BLACK, self.blacks[seat])

    def recipients(self, seat: int) -> list[int]:
        """Other active players, clockwise from `seat` (§5.1, D12)."""
        n = self.n_seats
        return [s for i in range(1, n) if self.active[s := (seat + i) % n]]

    def _offer(self, kind: str, seat: int) -> None:
        """Open (or renew) a choice; a question with a single answer is answered at once."""
        choice = self.make_choice(kind, seat)
        if len(choice.answers) == 1:
            verb, args = choice.answers[0]
            self._answer(Action(seat, verb, args), kind)
        else:
            self.offer_choice(choice)
            self._log("choice", seat=seat, choice=kind)

    def _answer(self, action: Action, kind: str) -> None:
        seat, verb = action.seat, action.verb
        if verb == "exchange":
            self._exchange(seat)
            self._offer(kind, seat)
            return
        if kind == "give":
            self._give(seat, int(action.args[0][3:]))
            self._after_play(seat)
        elif kind == "place":
            self._place(seat)
            self._after_play(seat)
        else:
            if verb == "return":
                self._return_chip(seat, action.args[0])
            self._finish_round()

    # --- applying ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        if self.choices:
            kind = self.close_choice().kind
            self._answer(action, kind)
            return
        verb, seat = action.verb, action.seat
        if verb == "play":
            self._play(seat, action.args[0])
        elif verb == "draw":
            self._draw_one(seat, "voluntary")
            self._next_turn(seat)
        elif verb == "quit":
            self._quit(seat)
        elif verb == "skip":
            self.blue = None
            self._counter(seat, "blue", -1, 0)
            self._log("skip", seat=seat)
            self._next_turn(seat)
        elif verb == "take":
            self._take(seat)
        elif verb == "exchange":
            self._exchange(seat)

    def _log(self, kind: str, **data: Any) -> None:
        if self.recording:
            self._tape += (NOTE, kind, data, None)

    def _counter(self, seat: int | None, name: str, delta: int, value: int) -> None:
        if self.recording:
            self._tape += (COUNTERS[name], seat, delta, value)

    def reveal_hands(self, seats: list[int]) -> None:
        """`SheddingMatch.reveal_hands` noted on the tape: every seat sees each card."""
        if not self.recording:
            return
        piles, tape = self.zones.piles, self._tape
        shown: dict[str, str] = {}
        for seat in seats:
            hand = HANDS[seat]
            for card in piles[hand]:
                tape += (revealed, card, seat, None)
                shown[card] = hand
        for memory in self.seen:
            memory.update(shown)

    def _play(self, seat: int, card: str) -> None:
        zones, hand = self.zones, HANDS[seat]  # `discard_from_hand` inline: the hot verb
        zones.piles[hand].remove(card)
        zones.piles[DISCARD].append(card)
        zones.where[card] = DISCARD
        self.sources[seat][self.card_generation[card]] -= 1
        if self.recording:  # the move, face up, and the play (LazyLog's records)
            self._tape += (card, hand, DISCARD, None, played, seat, card, None)
            for memory in self.seen:
                memory[card] = DISCARD
        if VALUE[card] == LLAMA:
            if self.whites[seat] >= EXCHANGE:
                self._offer("place", seat)
            else:
                self._place(seat)
                self._after_play(seat)
            return
        symbol = SYMBOL[card]
        if symbol == "give":
            if (self.whites[seat] or self.blacks[seat] or self.blue == seat) and self.recipients(
                seat
            ):
                self._offer("give", seat)
                return
            self._log("give", seat=seat, to=None, chip=None)
        elif symbol == "rectangle":
            nxt = self.recipients(seat)
            self.owe = nxt[0] if nxt else None  # D20: nobody else active, no effect
            self._log("rectangle", seat=seat, target=self.owe)
        elif symbol == "star":
            self._star(seat)
        self._after_play(seat)

    def _after_play(self, seat: int) -> None:
        if self.choices:
            return
        if not self.zones.piles[HANDS[seat]]:
            self._end_round(seat)
        else:
            self._next_turn(seat)

    def _give(self, seat: int, to: int) -> None:
        """One of the giver's lowest chips: white, else blue, else black (§5.1, D6)."""
        if self.whites[seat]:
            self._chip(seat, WHITE, -1)
            self._chip(to, WHITE, 1)
            chip = WHITE
        elif self.blue == seat:
            self.blue = to
            self._counter(seat, "blue", -1, 0)
            self._counter(to, "blue", 1, 1)
            chip = "blue"
        else:
            self._chip(seat, BLACK, -1)
            self._chip(to, BLACK, 1)
            chip = BLACK
        self._log("give", seat=seat, to=to, chip=chip)

    def _chip(self, seat: int, chip: str, delta: int) -> None:
        chips = self.whites if chip == WHITE else self.blacks
        chips[seat] += delta
        self._counter(seat, chip, delta, chips[seat])

    def _star(self, seat: int) -> None:
        """Take the blue chip from wherever it is (§5.3, D12)."""
        holder = self.blue
        if holder == seat:
            self._log("star", seat=seat, source=seat)
            return
        if holder is not None:
            self._counter(holder, "blue", -1, 0)
        self.blue = seat
        self._counter(seat, "blue", 1, 1)
        self._log("star", seat=seat, source=holder)

    def _place(self, seat: int) -> None:
        """A llama's chip to the stage: white, else black, never blue (§5.4, D8); five or
        more on the stage start a show (D9)."""
        if self.whites[seat]:
            self._chip(seat, WHITE, -1)
            self.stage_w += 1
            self._counter(None, "stage_white", 1, self.stage_w)
        elif self.blacks[seat]:
            self._chip(seat, BLACK, -1)
            self.stage_b += 1
            self._counter(None, "stage_black", 1, self.stage_b)
        if not self.show and self.stage_w + self.stage_b >= SHOW_AT:
            self.show = True
            self._log("show_start", seat=seat, stage=self.stage_w + self.stage_b)

    def _take(self, seat: int) -> None:
        """Take every chip of the stage; the show ends (§5.5, D17)."""
        w, b = self.stage_w, self.stage_b
        self.stage_w = self.stage_b = 0
        self.show = False
        self.took = True
        if w:
            self._counter(None, "stage_white", -w, 0)
            self._chip(seat, WHITE, w)
        if b:
            self._counter(None, "stage_black", -b, 0)
            self._chip(seat, BLACK, b)
        self._log("take_stage", seat=seat, white=w, black=b)

    def _exchange(self, seat: int) -> None:
        """Ten white chips for one black (D7, D21)."""
        self._chip(seat, WHITE, -EXCHANGE)
        self._chip(seat, BLACK, 1)
        self._log("exchange", seat=seat)

    def _quit(self, seat: int) -> None:
        self.active[seat] = False
        self.quit_order.append(seat)
        self._log("quit", seat=seat)
        if not any(self.active):
            self._end_round(None)
        else:
            self._next_turn(seat)

    def _next_turn(self, seat: int) -> None:
        """The next active player clockwise; a rectangle's draw comes first (D5)."""
        n, active, nxt = self.n_seats, self.active, seat
        for _ in range(n):
            nxt = nxt + 1 if nxt + 1 < n else 0
            if active[nxt]:
                break
        else:
            raise RuntimeError("nobody is active")
        self.turn = nxt
        self.took = False
        if self.owe == nxt:
            self.owe = None
            self._draw_one(nxt, "rectangle")

    def _draw_one(self, seat: int, reason: str) -> None:
        """`draw(seat, 1)` and its event (none left: n is 0)."""
        got = 0
        if self.zones.piles[STOCK]:
            self._take_from_stock(seat)
            got = 1
        if self.recording:
            self._tape += (drew, seat, got, reason)

    # --- round end -------------------------------------------------------------------------
    def _end_round(self, out: int | None) -> None:
        """Hand penalties, the blue chip's black, then the going-out return (§6)."""
        self.going_out = out
        self.owe = None
        self.reveal_hands(list(range(self.n_seats)))
        hands: dict[str, list[int]] = {}
        piles, whites, blacks = self.zones.piles, self.whites, self.blacks
        for seat in range(self.n_seats):
            cards = piles[HANDS[seat]]
            if not cards:
                continue
            w, b = penalty(cards)
            hands[str(seat)] = [w, b]
            if w:  # `_chip` inline: every hand left pays at every round's end
                whites[seat] += w
                if self.recording:
                    self._tape += (COUNTERS[WHITE], seat, w, whites[seat])
            if b:
                blacks[seat] += b
                if self.recording:
                    self._tape += (COUNTERS[BLACK], seat, b, blacks[seat])
        holder = self.blue
        if holder is not None:
            self.blue = None
            self._counter(holder, "blue", -1, 0)
            self._chip(holder, BLACK, 1)
        self._log("round_end", round=self.round_no, out=out, penalties=hands, blue=holder)
        if out is not None and (self.whites[out] or self.blacks[out]):
            self._offer("return", out)
        else:
            self._finish_round()

    def _return_chip(self, seat: int, chip: str) -> None:
        self._chip(seat, chip, -1)
        self._log("return_chip", seat=seat, chip=chip)

    def _finish_round(self) -> None:
        """Stage chips back to the supply (D11), the 40-point check (D16), the next deal."""
        if not self.persist:
            if self.stage_w:
                self._counter(None, "stage_white", -self.stage_w, 0)
            if self.stage_b:
                self._counter(None, "stage_black", -self.stage_b, 0)
            self.stage_w = self.stage_b = 0
        self.show = False
        if self.deal_settled():  # a search copy that values this round only
            return
        scores = self.scores()
        if max(scores) >= self.target:
            low = min(scores)
            self.winners = [s for s in range(self.n_seats) if scores[s] == low]
            self._log("match_over", winners=list(self.winners), scores=scores)
            return
        first = self.going_out if self.going_out is not None else self.quit_order[-1]
        self._deal_round(first)

    # --- completing a view (game/engine/completion.py) ----------------------------------
    def _restore_public(self, view: dict[str, Any]) -> None:
        pub = view["public"]
        result = pub["result"]
        self.target = pub["target"]
        self.persist = bool(view["options"].get("stage_persists_between_rounds", False))
        self.whites, self.blacks = list(pub["whites"]), list(pub["blacks"])
        self.blue = pub["blue"]
        self.stage_w, self.stage_b = pub["stage"]
        self.round_no, self.first, self.turn = pub["round"], pub["first"], pub["turn"]
        self.winners = None if result is None else list(result["winners"])
        self.active = list(pub["active"])
        self.quit_order = list(pub["quit_order"])
        self.show, self.took, self.owe = pub["show"], pub["took"], pub["owe"]
        self.going_out = pub["going_out"]
        self.generation, self.generations = 0, [()]
        self.sources = [[count] for count in pub["hand_counts"]]
        self.card_generation = dict.fromkeys(CANONICAL, 0)

    def restore_choice(self, data: dict[str, Any]) -> PendingChoice:
        return self.make_choice(data["kind"], data["seats"][0])

    def _deal_unseen(self, completion: Completion, rng: random.Random) -> dict[str, list[str]]:
        """At random, except that cards the seat saw in a hand (shown at round end) stay
        there."""
        hidden = [name for name in completion.sizes if name not in completion.visible]
        piles: dict[str, list[str]] = {name: [] for name in hidden}
        for card, zone in completion.view["seen"].items():
            if zone in piles and zone != STOCK:
                piles[zone].append(card)
        fixed = {card for pile in piles.values() for card in pile}
        rest = [card for card in completion.unseen if card not in fixed]
        rng.shuffle(rest)
        for name in hidden:
            size = completion.sizes[name] - len(piles[name])
            piles[name], rest = piles[name] + rest[:size], rest[size:]
        return piles

    # --- views ------------------------------------------------------------------------------
    def _public_state(self) -> dict[str, Any]:
        piles = self.zones.piles
        return {
            "round": self.round_no,
            "first": self.first,
            "turn": self.turn,
            "top": piles[DISCARD][-1],
            "whites": list(self.whites),
            "blacks": list(self.blacks),
            "scores": self.scores(),
            "blue": self.blue,
            "stage": [self.stage_w, self.stage_b],
            "show": self.show,
            "took": self.took,
            "owe": self.owe,
            "active": list(self.active),
            "quit_order": list(self.quit_order),
            "going_out": self.going_out,
            "hand_counts": [len(piles[HANDS[s]]) for s in range(self.n_seats)],
            "stock": len(piles[STOCK]),
            "target": self.target,
            "result": self.result(),
        }


class CardIds:
    """Card tokens of a starting state or a stacked deck as ids: an id stands for itself,
    a face for its first copy not taken yet (the core's parser has checked them)."""

    def __init__(self) -> None:
        self.used: set[str] = set()

    def take(self, tokens: list[str]) -> list[str]:
        out = []
        for token in tokens:
            if token in self.used:  # e.g. a `top` that lies in a hand too
                raise ScenarioError(f"start: card {token} is placed twice")
            card = (
                token
                if token in VALUE
                else next(c for c in CANONICAL if FACE[c] == token and c not in self.used)
            )
            self.used.add(card)
            out.append(card)
        return out


def stage_chips(stage: Any) -> tuple[int, int]:
    """A starting state's ``stage``: a number of white chips, or {white, black}."""
    if isinstance(stage, dict) and set(stage) <= {WHITE, BLACK}:
        chips = (stage.get(WHITE, 0), stage.get(BLACK, 0))
    else:
        chips = (stage, 0)
    if not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 100 for n in chips):
        raise ScenarioError(
            f"start.stage: {shown(stage)} is not a number of white chips (0-100)"
            " or {white, black}"
        )
    return chips


def complete_deck(prefix: list[str]) -> list[str]:
    """A stacked deck: `prefix` (ids or faces) then the other cards in canonical order."""
    ids = CardIds()
    given = ids.take(prefix)
    return given + [card for card in CANONICAL if card not in ids.used]


def new_match(
    options: dict[str, Any] | None = None,
    seed: int = 0,
    dealer: int | None = None,
    deck: list[str] | None = None,
    decks: list[list[str]] | None = None,
    start: dict[str, Any] | None = None,
) -> KadabraMatch:
    """A match; `dealer` is the seat before round 1's first player (None: random, D18)."""
    options, n = seated_options(DESCRIPTOR, options)
    options.setdefault("target", TARGET)
    options.setdefault("stage_persists_between_rounds", False)
    return KadabraMatch(n, options, seed, dealer, deck, decks, start)


def determinize(view: dict[str, Any], rng: random.Random) -> KadabraMatch:
    """A full state consistent with `view`: the cards the seat cannot see dealt at random
    into the other hands (their sizes are public) and the draw pile; cards it saw in a hand
    (shown at round end) stay there."""
    return Completion(KadabraMatch, view).sample(rng)  # type: ignore[return-value]
