"""Mau Mau (id `maumau`): the rules of ../shared/rules/maumau.md on the shedding core.

Actions (text form ``"<seat> <verb> [tokens]"``):

- ``play <card> [wish=<suit>] [mau]``: play a card; a jack needs ``wish=C|S|H|D``; ``mau``
  is the call flag ("Mau" when one card is left, "Mau Mau" on a last jack; allowed on
  any play, it only matters when the call is required).
- ``draw``: with a draw-two pending, take the whole penalty (the turn ends); otherwise draw
  one card voluntarily. If that card is legal the seat may then ``play`` it (only it) or
  ``keep``; if it is not legal the turn ends at once.
- ``keep``: after a voluntary draw, keep the drawn card and end the turn.
- ``pass``: only when no card is legal and nothing can be drawn (D9).
- ``catch`` / ``let_go``: only in a catch window, a pending choice of kind ``catch_window``
  (game/engine/choices.py; the view's ``public.window`` keeps its old form). During a window
  `to_act()` lists every seat that may still react, in turn order from the offender's next
  seat; any of them may answer (a table asks them in that order) and the first ``catch``
  closes it.

Refusals raise `RuleViolation` with a code (``must_follow``, ``pending_draw``, ...) and
params; ``refuse.maumau.<code>`` in the maumau_rules catalog says it in words.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from game.engine import events
from game.engine.actions import Action
from game.engine.cards import Card
from game.engine.choices import PendingChoice
from game.engine.completion import Completion
from game.engine.errors import RuleViolation
from game.engine.events import SEAT_AUDIENCES, Event
from game.engine.lazy_log import NOTE, LazyLog
from game.engine.registry import GameDescriptor, Option, seated_options
from game.engine.shedding import (
    DISCARD,
    HANDS,
    STOCK,
    ReactionWindow,
    SheddingMatch,
    clockwise_from_left,
    hand_zone,
    sample_hidden,
    stacked_deck,
)
from game.engine.start import ScenarioError, whole

DEFAULT_PLAYERS = 4
TARGET = 150
DESCRIPTOR = GameDescriptor(
    id="maumau",
    engine=__name__,
    players=(2, 4),
    default_players=DEFAULT_PLAYERS,
    deck_size=32,
    stats_fields=("rounds",),
    options={"target": Option(int, TARGET, 1, 1000)},
)
HAND_SIZE = 5
RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("C", "S", "H", "D")
POINTS = {"7": 7, "8": 8, "9": 9, "10": 10, "J": 20, "Q": 10, "K": 10, "A": 10}
CANONICAL = [rank + suit for suit in SUITS for rank in RANKS]
CARD_POINTS = {card: POINTS[card[:-1]] for card in CANONICAL}
#: The deck's cards, built once (immutable values every match shares).
DECK = tuple(Card(card, card) for card in CANONICAL)
WISH_TOKENS = tuple(f"wish={suit}" for suit in SUITS)
#: The catch window's choice: its kind and answers.
CATCH = "catch_window"
CATCH_ANSWERS = (("catch", ()), ("let_go", ()))


def rank_of(card: str) -> str:
    return card[:-1]


def suit_of(card: str) -> str:
    return card[-1]


def is_jack(card: str) -> bool:
    return card[0] == "J"


def seat_order(n_seats: int, dealer: int, options: dict[str, Any] | None = None) -> list[int]:
    """Clockwise from the dealer's left, dealer last."""
    return clockwise_from_left(n_seats, dealer)


def matches(card: str, top: str, active: str) -> bool:
    """Legal on top/active suit with no draw-two pending: a jack, the suit or the rank."""
    return card[0] == "J" or card[-1] == active or card[:-1] == top[:-1]


def _build_variants(seat: int, card: str) -> tuple[Action, ...]:
    bases = [(card, token) for token in WISH_TOKENS] if is_jack(card) else [(card,)]
    return tuple(Action(seat, "play", args) for base in bases for args in (base, (*base, "mau")))


#: Every action value Mau Mau offers, built once and shared by all matches: play variants
#: by seat and card, and each seat's draw, keep and pass.
VARIANTS = tuple({card: _build_variants(seat, card) for card in CANONICAL} for seat in range(4))
DRAW = tuple(Action(seat, "draw") for seat in range(4))
KEEP = tuple(Action(seat, "keep") for seat in range(4))
PASS = tuple(Action(seat, "pass") for seat in range(4))


#: The cards that follow a top card under an active suit, by (top, active): a jack, the
#: suit or the rank. The legality test's lookup table.
FOLLOWS = {
    (top, active): frozenset(c for c in CANONICAL if matches(c, top, active))
    for top in CANONICAL
    for active in SUITS
}


def play_args(action: Action) -> tuple[str, str | None, bool]:
    """A play's card, wish and call flag."""
    return action.args[0], action.param("wish"), "mau" in action.args


#: `play_args` of every prebuilt play, by its tokens.
PLAY_ARGS = {action.args: play_args(action) for each in VARIANTS[0].values() for action in each}


# --- the commonest events, as LazyLog's makers (game/engine/lazy_log.py) -------------------
def played(seat: int, card: str, _: None) -> Event:
    return Event("play", {"seat": seat, "card": card})


def wished(seat: int, suit: str, _: None) -> Event:
    return Event("wish", {"seat": seat, "suit": suit})


def drew_one(seat: int, _: None, __: None) -> Event:
    return Event("draw", {"seat": seat, "n": 1, "owed": 1, "reason": "voluntary"})


def pending_draw(seat: int, n: int, _: None) -> Event:
    return Event("pending_draw", {"seat": seat, "n": n})


def skipped(seat: int, _: None, __: None) -> Event:
    return Event("skip", {"seat": seat})


def reversed_to(direction: int, _: None, __: None) -> Event:
    return Event("reverse", {"direction": direction})


def play_variants(seat: int, card: str) -> list[Action]:
    """Every spelling of playing `card`: each wish for a jack, with and without the call."""
    return list(VARIANTS[seat][card])


class MauMauMatch(LazyLog, SheddingMatch):
    game_id = "maumau"
    #: A starting state (see `_setup_start`).
    START_KEYS: ClassVar[dict[str, Any]] = {
        "seats": "seats",
        "stock": "card_list",
        "discard": "card_list",
        "top": "card",
        "active_suit": SUITS,
        "pending": whole(0, 8),
        "direction": (1, -1, "cw", "ccw", "anticlockwise"),
        "turn": "seat",
        "round": whole(1, 10_000),
        "window": {
            "kind": ("mau", "maumau"),
            "offender": "seat",
            "waiting": "seat_list",
            "resume": "seat",
        },
        "drawn": "card",
    }
    SEAT_KEYS: ClassVar[dict[str, Any]] = {"hand": "card_list", "score": whole(0, 10_000)}

    def make_deck(self) -> list[Card]:
        return list(DECK)

    # --- set-up ----------------------------------------------------------------------------
    def _setup(self, dealer: int | None, start: dict[str, Any] | None) -> None:
        self.target = int(self.options.get("target", TARGET))
        self.dealer = self.rng.randrange(self.n_seats) if dealer is None else dealer
        self.scores = [0] * self.n_seats
        self.round_no = 0
        self.winners: list[int] | None = None
        #: Who won the round a deal-only search copy stopped at (`deal_settled`).
        self.round_winner: int | None = None
        if start:
            self._setup_start(start)
        else:
            self._deal_round()

    def _reset_turn_state(self) -> None:
        self.direction = 1
        self.pending = 0
        self.drawn: str | None = None
        self.choices = ()

    def _deal_round(self) -> None:
        """Shuffle (or take the next stacked deck), deal five each, turn the inert up-card."""
        self.round_no += 1
        self.forget_deal()
        self._reset_turn_state()
        deck = stacked_deck(self.next_deck(), CANONICAL) or self.shuffled(CANONICAL)
        self.reset_zones(deck, self.n_seats)
        order = seat_order(self.n_seats, self.dealer)
        self.emit(events.custom("deal", dealer=self.dealer, round=self.round_no))
        self.deal(order, HAND_SIZE)
        up = self.turn_up()
        self.active_suit = suit_of(up)
        self.emit(events.custom("up_card", card=up, suit=self.active_suit))
        self.turn = order[0]

    def _setup_start(self, start: dict[str, Any]) -> None:
        """A starting state (scenario runner). Keys: ``seats`` ({seat: {hand, score}}),
        ``stock`` (bottom -> top), ``discard`` (top last) and/or ``top``, ``active_suit``
        (default: the top card's suit), ``pending``, ``direction`` (1/-1 or "cw"/"ccw"),
        ``turn`` (a seat number), ``round``, and optionally ``window`` or ``drawn``.
        Unlisted cards fill the hands left open (five each) and the stock, in the order of
        the stacked ``deck`` if one is given (it is the first deal's), else shuffled by the
        seed; when ``stock`` is given they all go to the open hands."""
        self.round_no = int(start.get("round", 1))
        self._reset_turn_state()
        seats = {int(k): v for k, v in dict(start.get("seats", {})).items()}
        for seat, data in seats.items():
            self.scores[seat] = int(data.get("score", 0))
        hands = {seat: list(data["hand"]) for seat, data in seats.items() if "hand" in data}
        discard = list(start.get("discard", []))
        if start.get("top") and (not discard or discard[-1] != start["top"]):
            discard.append(start["top"])
        listed = [c for h in hands.values() for c in h]
        listed += list(start.get("stock", [])) + discard
        stacked = stacked_deck(self.next_deck(), CANONICAL)
        unlisted = [c for c in stacked or self.shuffled(CANONICAL) if c not in set(listed)]
        order = seat_order(self.n_seats, self.dealer)
        open_seats = [seat for seat in order if seat not in hands]
        if "stock" in start:
            stock = list(start["stock"])
            if unlisted and not open_seats:
                raise ScenarioError(
                    f"start: {len(unlisted)} cards have no place"
                    f" ({', '.join(sorted(unlisted, key=CANONICAL.index))}):"
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
        deck = list(reversed(stock))
        for seat in range(self.n_seats):
            deck += hands.get(seat, [])
        deck += discard
        if sorted(deck) != sorted(CANONICAL):
            twice = sorted({card for card in deck if deck.count(card) > 1})
            raise ScenarioError(
                f"start: the cards must be placed once each; listed twice: {', '.join(twice)}"
            )
        self.reset_zones(deck, self.n_seats)
        piles = self.zones.piles
        piles[STOCK] = stock
        piles[DISCARD] = discard
        for seat in range(self.n_seats):
            piles[hand_zone(seat)] = hands.get(seat, [])
            self.sources[seat][0] = len(piles[hand_zone(seat)])
        self.zones.where = {card: zone for zone, pile in piles.items() for card in pile}
        self.active_suit = start.get("active_suit") or suit_of(discard[-1])
        self.pending = int(start.get("pending", 0))
        direction = start.get("direction", 1)
        self.direction = -1 if direction in (-1, "ccw", "anticlockwise") else 1
        self.turn = int(start.get("turn", order[0]))
        self.drawn = start.get("drawn")
        self._check_start(start)
        if start.get("window"):
            w = start["window"]
            self._offer_catch(w["kind"], w["offender"], tuple(w["waiting"]), w["resume"])
        for seat in range(self.n_seats):
            for card in piles[hand_zone(seat)]:
                self.learn(seat, card)
            for card in discard:
                self.learn(seat, card)
        self.emit(events.custom("start", round=self.round_no, dealer=self.dealer))

    def counter_problems(self) -> list[str]:
        out = [f"seat {s} scores {v}" for s, v in enumerate(self.scores) if not v >= 0]
        if self.active_suit not in SUITS:
            out.append(f"the active suit is {self.active_suit!r}")
        if not (0 <= self.pending <= 8 and self.pending % 2 == 0):
            out.append(f"{self.pending} cards to draw are pending")
        if self.drawn is not None and self.drawn not in self.zones.piles[hand_zone(self.turn)]:
            out.append(f"the drawn card {self.drawn} is not in the hand of seat {self.turn}")
        return out

    def _check_start(self, start: dict[str, Any]) -> None:
        """What the parser cannot see: the counters against the rules, and the drawn card
        (it lies in the hand of the seat to act, with nothing else pending)."""
        for seat, score in enumerate(self.scores):
            if score >= self.target:
                raise ScenarioError(
                    f"start.seats: seat {seat}'s score {score} has reached the target"
                    f" ({self.target}): the match would be over"
                )
        if self.pending % 2:
            raise ScenarioError(
                f"start.pending: {self.pending} is not a number of sevens' two cards"
            )
        if self.drawn is not None:
            if self.drawn not in self.zones.piles[hand_zone(self.turn)]:
                raise ScenarioError(
                    f"start.drawn: {self.drawn} is not in the hand of the seat to act ({self.turn})"
                )
            if self.pending or start.get("window"):
                raise ScenarioError(
                    "start.drawn: no card is drawn while a draw or a window is open"
                )

    # --- the contract ----------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.winners is not None

    def result(self) -> dict[str, Any] | None:
        if self.winners is None:
            return None
        return {"winners": list(self.winners), "scores": list(self.scores)}

    def turn_order(self) -> list[int]:
        return seat_order(self.n_seats, self.dealer)

    def _to_act(self) -> list[int]:
        if self.winners is not None or self.round_winner is not None:
            return []
        return [self.turn]

    def to_act(self) -> list[int]:
        """`Match.to_act`, on Mau Mau's own attributes (the hot path of every turn)."""
        if self.winners is not None or self.halted:
            return []
        if self.choices:
            return list(self.choices[-1].seats)
        return [] if self.round_winner is not None else [self.turn]

    def playable(self, seat: int) -> list[str]:
        """The cards `seat` may play now (ignoring whose turn it is)."""
        piles = self.zones.piles
        follows = FOLLOWS[piles[DISCARD][-1], self.active_suit]
        if self.drawn is not None:
            return [self.drawn] if self.drawn in follows else []
        if self.pending:
            return [card for card in piles[HANDS[seat]] if card[0] == "7"]
        return [card for card in piles[HANDS[seat]] if card in follows]

    def _legal_actions(self, seat: int) -> list[Action]:
        if seat != self.turn or self.round_winner is not None or self.winners is not None:
            return []
        variants = VARIANTS[seat]
        actions: list[Action] = []
        for card in self.playable(seat):
            actions += variants[card]
        if self.drawn is not None:
            actions.append(KEEP[seat])
        elif self.pending or self.zones.piles[STOCK] or len(self.zones.piles[DISCARD]) > 1:
            actions.append(DRAW[seat])
        elif not actions:
            actions.append(PASS[seat])
        return actions

    def _legal_for(self, seat: int) -> list[Action]:
        self.legal_actions(seat)
        return self._legal_cache  # type: ignore[return-value]

    def legal_actions(self, seat: int) -> list[Action]:
        """`Match.legal_actions` with the common case (the seat to act, no choice open,
        nothing drawn or owed) worked out inline."""
        cache = self._legal_cache
        if cache is not None and self._legal_seat == seat:
            return cache[:]
        if (
            seat == self.turn
            and not self.choices
            and self.drawn is None
            and not self.pending
            and self.round_winner is None
            and self.winners is None
        ):
            piles = self.zones.piles
            follows = FOLLOWS[piles[DISCARD][-1], self.active_suit]
            variants = VARIANTS[seat]
            legal: list[Action] = []
            for card in piles[HANDS[seat]]:
                if card in follows:
                    legal += variants[card]
            if piles[STOCK] or len(piles[DISCARD]) > 1:
                legal.append(DRAW[seat])
            elif not legal:
                legal.append(PASS[seat])
        else:
            legal = super()._legal_for(seat)
        self._legal_cache = legal
        self._legal_seat = seat
        return legal[:]

    def why_illegal(self, action: Action) -> RuleViolation:
        seat, verb = action.seat, action.verb
        if verb in ("catch", "let_go"):
            return RuleViolation("there is nothing to catch", "nothing_to_catch")
        if verb == "play":
            return self._why_not_play(seat, action)
        if verb == "draw":
            if self.drawn is not None:
                return RuleViolation(
                    "you have drawn: play the drawn card or keep it", "drawn_only", card=self.drawn
                )
            return RuleViolation("there is no card left to draw", "cannot_draw")
        if verb == "keep":
            return RuleViolation("keep only follows a voluntary draw", "keep_without_draw")
        if verb == "pass":
            if self.pending:
                return RuleViolation(
                    f"a draw-two is pending: play a 7 or draw {self.pending}",
                    "pending_draw",
                    n=self.pending,
                )
            return RuleViolation(
                "you may pass only with no legal card and nothing to draw", "cannot_pass"
            )
        return RuleViolation(f"{verb!r} is not a Mau Mau action", "unknown_verb", verb=verb)

    def _why_not_play(self, seat: int, action: Action) -> RuleViolation:
        card = action.card
        hand = self.zones.piles[hand_zone(seat)]
        if card not in hand:
            return RuleViolation(f"{card} is not in your hand", "not_in_hand", card=card)
        wish = action.param("wish")
        if self.drawn is not None and card != self.drawn:
            return RuleViolation(
                f"after drawing only {self.drawn} may be played", "drawn_only", card=self.drawn
            )
        if self.pending:
            return RuleViolation(
                f"a draw-two is pending: play a 7 or draw {self.pending}",
                "pending_draw",
                n=self.pending,
            )
        if is_jack(card) and wish not in SUITS:
            return RuleViolation("a jack needs a wish: wish=C, S, H or D", "wish_required")
        if not is_jack(card) and wish is not None:
            return RuleViolation("only a jack wishes a suit", "wish_not_jack")
        extra = [t for t in action.args[1:] if t != "mau" and not t.startswith("wish=")]
        if len(set(action.args)) != len(action.args):
            extra.append(action.args[-1])
        if extra:
            return RuleViolation(f"unknown token {extra[0]!r}", "bad_token", token=extra[0])
        wished = rank_of(self.top_card()) == "J"
        return RuleViolation(
            "play a card of the active suit, the same rank or a jack",
            "must_follow",
            suit=self.active_suit,
            rank=None if wished else rank_of(self.top_card()),
            wished=wished,
        )

    # --- applying ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        verb, seat = action.verb, action.seat
        if verb == "play":
            self._play(seat, action)
        elif verb == "draw":
            self._draw(seat)
        elif verb == "keep":
            self.drawn = None
            self.note("keep", {"seat": seat})
            self.turn = self.step_seat(seat, 1, self.direction)
        elif verb == "pass":
            self._log("pass", seat=seat)
            self.turn = self.step_seat(seat, 1, self.direction)
        elif verb == "catch":
            self._catch(seat)
        elif verb == "let_go":
            self._let_go(seat)

    def _log(self, event_kind: str, **data: Any) -> None:
        self.note(event_kind, data)

    def _play(self, seat: int, action: Action) -> None:
        card, wish, call = PLAY_ARGS.get(action.args) or play_args(action)
        self.drawn = None
        zones, hand = self.zones, HANDS[seat]  # discard_from_hand, inlined: the hot verb
        cards = zones.piles[hand]
        cards.remove(card)
        zones.piles[DISCARD].append(card)
        zones.where[card] = DISCARD
        self.sources[seat][self.card_generation[card]] -= 1
        left = len(cards)
        jack = card[0] == "J"
        if self.recording:  # a search copy skips building events
            tape = self._tape  # the move, face up, and the play (LazyLog's records)
            tape += (card, hand, DISCARD, None, played, seat, card, None)
            for memory in self.seen:
                memory[card] = DISCARD
            if call:
                needed = left == 1 or (left == 0 and jack)
                call_name = "maumau" if left == 0 else "mau"
                tape += (NOTE, "call", {"seat": seat, "call": call_name, "needed": needed}, None)
            if jack:
                tape += (wished, seat, wish, None)
        if left == 0 and not (jack and not call):
            self._end_round(seat)
            return
        nxt = self._resolve_effect(seat, card, wish)
        if left == 1 and not call:
            self._open_window("mau", seat, nxt)
        elif left == 0:
            self._open_window("maumau", seat, nxt)
        else:
            self.turn = nxt

    def _resolve_effect(self, seat: int, card: str, wish: str | None) -> int:
        """Apply a played card's effect; returns the seat whose turn follows."""
        rank = card[0]
        if rank == "J":
            self.active_suit = wish
        else:
            self.active_suit = card[-1]
            if rank == "7":
                self.pending += 2
                nxt = (seat + self.direction) % self.n_seats
                if self.recording:
                    self._tape += (pending_draw, nxt, self.pending, None)
                return nxt
            if rank == "8":
                if self.recording:
                    self._tape += (skipped, (seat + self.direction) % self.n_seats, None, None)
                return (seat + 2 * self.direction) % self.n_seats
            if rank == "9":
                self.direction = -self.direction
                if self.recording:
                    self._tape += (reversed_to, self.direction, None, None)
        return (seat + self.direction) % self.n_seats

    def _draw(self, seat: int) -> None:
        if self.pending:
            owed = self.pending
            got = self.draw(seat, owed)
            self.pending = 0
            self.note("draw", {"seat": seat, "n": len(got), "owed": owed, "reason": "penalty"})
            self.turn = self.step_seat(seat, 1, self.direction)
            return
        zones = self.zones
        piles, stock = zones.piles, zones.piles[STOCK]
        if stock:  # _take_from_stock, inlined: the hot verb
            card = stock.pop()
            hand = HANDS[seat]
            piles[hand].append(card)
            zones.where[card] = hand
            self.sources[seat][self.generation] += 1
            if self.recording:  # a search copy skips building events
                self.seen[seat][card] = hand
                self._tape += (card, STOCK, hand, SEAT_AUDIENCES[seat], drew_one, seat, None, None)
        else:
            card = self.draw(seat, 1)[0]
            self.note("draw", {"seat": seat, "n": 1, "owed": 1, "reason": "voluntary"})
        if card in FOLLOWS[piles[DISCARD][-1], self.active_suit]:
            self.drawn = card
        else:
            self.turn = (seat + self.direction) % self.n_seats

    # --- the catch window: a pending choice (game/engine/choices.py) ---------------------
    def _open_window(self, kind: str, offender: int, resume: int) -> None:
        waiting = tuple(self.step_seat(offender, i, self.direction) for i in range(1, self.n_seats))
        self._offer_catch(kind, offender, waiting, resume)
        self._log("catch_window", call=kind, offender=offender, seats=list(waiting))

    def _offer_catch(self, call: str, offender: int, waiting: tuple[int, ...], resume: int) -> None:
        """Every other seat, in turn order from the offender's next, may catch the missed
        `call` ("mau" or "maumau") once; `resume` is the seat whose turn follows."""
        data = {"call": call, "offender": offender, "resume": resume}
        self.offer_choice(PendingChoice(CATCH, waiting, CATCH_ANSWERS, data))

    @property
    def window(self) -> ReactionWindow | None:
        """The open catch window, if any (read-only; the choice is the state)."""
        choice = self.choice
        if choice is None or choice.kind != CATCH:
            return None
        data = choice.data
        return ReactionWindow(data["call"], data["offender"], choice.seats, data["resume"])

    def restore_choice(self, data: dict[str, Any]) -> PendingChoice:
        return PendingChoice.from_json(data, CATCH_ANSWERS)

    def why_not_answer(self, action: Action) -> RuleViolation:
        return RuleViolation(
            "a catch window is open: catch or let it go",
            "window_open",
            offender=self.choices[-1].data["offender"],
        )

    def _catch(self, seat: int) -> None:
        data = self.close_choice().data
        offender = data["offender"]
        got = self.draw(offender, 2)
        self._log("caught", seat=offender, by=seat, call=data["call"], n=len(got))
        self.turn = data["resume"]

    def _let_go(self, seat: int) -> None:
        choice = self.choices[-1]
        data = choice.data
        self.note("let_go", {"seat": seat, "offender": data["offender"]})
        if len(choice.seats) > 1:
            self.replace_choice(choice.without(seat))
            return
        self.close_choice()
        if data["call"] == "maumau":
            self._end_round(data["offender"])
        else:
            self.turn = data["resume"]

    def _end_round(self, winner: int) -> None:
        """Score the round for the seat that went out; then end the match or deal again."""
        losers = [s for s in range(self.n_seats) if s != winner]
        points = {s: self.hand_points(s, CARD_POINTS) for s in losers}
        gain = sum(points.values())
        self.reveal_hands(losers)
        self._log(
            "round_end",
            winner=winner,
            round=self.round_no,
            hands={str(s): p for s, p in points.items()},
        )
        self.add_score(winner, gain)
        if self.deal_settled():  # a search copy that values this round only
            self.round_winner = winner
            return
        best = max(self.scores)
        if best >= self.target:
            self.winners = [s for s in range(self.n_seats) if self.scores[s] == best]
            self._log("match_over", winners=list(self.winners), scores=list(self.scores))
            return
        self.dealer = self.step_seat(self.dealer)
        self._deal_round()

    # --- completing a view (game/engine/completion.py) ----------------------------------
    def _restore_public(self, view: dict[str, Any]) -> None:
        pub = view["public"]
        self.target, self.dealer = pub["target"], pub["dealer"]
        self.scores = list(pub["scores"])
        self.round_no = pub["round"]
        self.winners = None
        self.round_winner = None
        self.direction, self.pending = pub["direction"], pub["pending"]
        self.drawn = None
        self.active_suit, self.turn = pub["active_suit"], pub["turn"]
        self.generation = pub["stock_generation"]
        self.generations = [(), *[tuple(c) for c in pub["reshuffled"]]]
        self.sources = [list(c) for c in pub["sources"]]
        generation = dict.fromkeys(CANONICAL, 0)
        for gen, cards in enumerate(pub["reshuffled"], start=1):
            for card in cards:
                generation[card] = gen
        self.card_generation = generation

    def _deal_unseen(self, completion: Completion, rng: random.Random) -> dict[str, list[str]]:
        """Each hidden hand gets as many cards of each stock generation as it drew (and
        holds); the stock holds only the newest generation (see shedding.sample_hidden)."""
        me, pub = completion.seat, completion.view["public"]
        others = {s: pub["sources"][s] for s in range(self.n_seats) if s != me}
        hands, stock = sample_hidden(
            completion.unseen,
            self.card_generation,
            others,
            pub["stock"],
            pub["stock_generation"],
            rng,
        )
        return {STOCK: stock, **{hand_zone(s): cards for s, cards in hands.items()}}

    def _complete(self, completion: Completion, rng: random.Random) -> None:
        """After a voluntary draw that fits, the drawn card: the view's own, or one of the
        actor's cards of the newest stock generation that fits (brought in from another
        hidden place, same generation, when the sample dealt the actor none)."""
        view, pub = completion.view, completion.view["public"]
        self.drawn = None
        if not pub["after_draw"]:
            return
        if view.get("drawn"):
            self.drawn = view["drawn"]
            return
        hand = self.zones.piles[hand_zone(pub["turn"])]
        newest, top, active = pub["stock_generation"], pub["top"], pub["active_suit"]

        def fits(card: str) -> bool:
            return self.card_generation.get(card, 0) == newest and matches(card, top, active)

        choices = [card for card in hand if fits(card)]
        if not choices:
            elsewhere = [
                (zone, card)
                for zone, pile in self.zones.piles.items()
                if zone not in completion.visible and pile is not hand
                for card in pile
                if fits(card)
            ]
            zone, card = rng.choice(elsewhere)
            mine = rng.choice([c for c in hand if self.card_generation.get(c, 0) == newest])
            pile = self.zones.piles[zone]
            pile[pile.index(card)], hand[hand.index(mine)] = mine, card
            self.zones.where[card], self.zones.where[mine] = hand_zone(pub["turn"]), zone
            choices = [card]
        self.drawn = rng.choice(choices)

    # --- views ------------------------------------------------------------------------------
    def _public_state(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "target": self.target,
            "dealer": self.dealer,
            "round": self.round_no,
            "turn": self.turn,
            "direction": self.direction,
            "top": self.top_card(),
            "active_suit": self.active_suit,
            "pending": self.pending,
            "hand_counts": [len(self.zones.piles[hand_zone(s)]) for s in range(self.n_seats)],
            "stock": len(self.zones.piles[STOCK]),
            "window": self.window.to_json() if self.window else None,
            "after_draw": self.drawn is not None,
            "result": self.result(),
            **self.stock_public_state(),
        }

    def view(self, seat: int) -> dict[str, Any]:
        out = super().view(seat)
        out["drawn"] = self.drawn if self.drawn is not None and self.turn == seat else None
        return out


def new_match(
    options: dict[str, Any] | None = None,
    seed: int = 0,
    dealer: int | None = None,
    deck: list[str] | None = None,
    decks: list[list[str]] | None = None,
    start: dict[str, Any] | None = None,
) -> MauMauMatch:
    options, n = seated_options(DESCRIPTOR, options)
    options.setdefault("target", TARGET)
    return MauMauMatch(n, options, seed, dealer, deck, decks, start)


def determinize(view: dict[str, Any], rng: random.Random) -> MauMauMatch:
    """A full state consistent with `view`: the unseen cards sampled into the other hands
    (right sizes, right stock generations) and the stock, in a random order."""
    return Completion(MauMauMatch, view).sample(rng)  # type: ignore[return-value]
