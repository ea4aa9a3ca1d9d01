"""The cuckoo family's shared machinery (Gnav, Cuccù): one hidden card each, keep or ask
along the turn order, picture cards that refuse a swap, a dealer who may trade with the
stock, lives and elimination.

A game is a thin subclass that names its faces and calls, its direction and its verbs, and
fills in the few hooks where the two games really differ (what a refusing card does, how
the dealer trades, who loses at settlement, what happens after it).

Every exchange is recorded by seats only (`records`), never by card: undoing an exchange
is the same positional swap again, which is what both games' cats need. All state except
where the cards lie is public and lives in `_public_state()`, so `determinize` can rebuild
a full match from a view by sampling the unseen cards.
"""

from __future__ import annotations

import copy
import random
from functools import cache
from typing import Any, ClassVar

from game.engine.actions import Action, shared
from game.engine.cards import Card
from game.engine.completion import Completion
from game.engine.errors import IllegalAction, RuleViolation, UnknownAction
from game.engine.events import SEAT_AUDIENCES, Event
from game.engine.lazy_log import LazyLog
from game.engine.match import Match, fresh_copy
from game.engine.quick import QuickShuffle
from game.engine.start import ScenarioError, whole

START_LIVES = 3
#: Match attributes that make up the public state (everything but the card placement).
STATE_FIELDS = (
    "lives",
    "resting",
    "dealer",
    "deal",
    "order",
    "pos",
    "phase",
    "pending",
    "records",
    "knocked",
    "insured",
    "revealed",
    "hints",
    "alive_at_start",
    "result_data",
    "first_deal",
)
#: A hint about a seat's current card that everyone can infer: a face, or PLAIN (a card
#: that does not refuse a swap), or None (nothing known).
PLAIN = "*plain"


class CuckooRuleError(RuleViolation):
    """A cuckoo-game action that the rules refuse now; `code` names the rule."""


def card_ids(faces: tuple[str, ...]) -> list[str]:
    """The pack's card ids in canonical order: two copies of every face."""
    return list(_card_ids(faces))


@cache
def _card_ids(faces: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(f"{face}.{copy_}" for face in faces for copy_ in (1, 2))


@cache
def _deck(faces: tuple[str, ...]) -> tuple[Card, ...]:
    """The pack's cards, made once per game (cards are immutable)."""
    return tuple(Card(f"{face}.{copy_}", face) for face in faces for copy_ in (1, 2))


@cache
def _turn_actions(keep: str, seat: int, deals: bool) -> tuple[Action, Action]:
    """A turn's two actions: keep, and ask (trade for the dealer)."""
    return shared(seat, keep), shared(seat, "trade" if deals else "ask")


#: Turn orders by game, seats, dealer and players (see `CuckooMatch._turn_order`).
_ORDERS: dict[tuple[Any, ...], tuple[int, ...]] = {}
#: Zone names of the hands, by seat (made once: they are named on every move), and the
#: seats as the settle event's keys.
HANDS = tuple(f"hand:{seat}" for seat in range(16))
SEAT_NAMES = tuple(str(seat) for seat in range(16))


# --- the commonest events, as LazyLog's makers (game/engine/lazy_log.py) -------------------
def _revealed(card: str, seat: int, settlement: bool) -> Event:
    if settlement:
        return Event("reveal", {"card": card, "seat": seat, "settlement": True})
    return Event("reveal", {"card": card, "seat": seat})


def _life_lost(seat: int, value: int, reason: str) -> Event:
    data = {"seat": seat, "name": "lives", "delta": -1, "value": value, "reason": reason}
    return Event("counter", data)


class CuckooMatch(LazyLog, QuickShuffle, Match):
    """A match of a cuckoo game: several deals until one player (or nobody) is left."""

    public_zones: ClassVar[frozenset[str]] = frozenset({"aside"})
    #: Faces lowest first (the comparison order of the game's table).
    FACES: ClassVar[tuple[str, ...]] = ()
    #: Face -> call of a card that refuses a swap when asked.
    CALLS: ClassVar[dict[str, str]] = {}
    #: Calls that pass a request on to the next player.
    PASS_CALLS: ClassVar[frozenset[str]] = frozenset()
    #: The word for keeping one's card ("stand" in Gnav, "keep" in Cuccù).
    KEEP: ClassVar[str] = "keep"
    #: Calls that cost the requester a life.
    PENALTY_CALLS: ClassVar[frozenset[str]] = frozenset()
    #: The fool's face (special only in settlement).
    FOOL: ClassVar[str] = ""
    #: A starting state: per seat its lives, whether it is out or resting, and its card;
    #: `stock` the stock's next cards in the order the dealer's trade draws them, and
    #: `stock_top` cards put on top of the stock (the last one topmost).
    START_KEYS: ClassVar[dict[str, Any]] = {
        "seats": "seats",
        "stock": "cards",
        "stock_top": "cards",
    }
    SEAT_KEYS: ClassVar[dict[str, Any]] = {
        "lives": whole(0, START_LIVES),
        "eliminated": "flag",
        "resting": "flag",
        "hand": "cards",
    }

    # --- deck and set-up ------------------------------------------------------------------
    def make_deck(self) -> list[Card]:
        return list(_deck(self.FACES))

    #: Card id -> its face, and -> its face's place in FACES (made per game class: the
    #: rules ask them of every live card in every deal).
    FACE_OF: ClassVar[dict[str, str]] = {}
    RANK_OF: ClassVar[dict[str, int]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.FACE_OF = {card.id: card.face for card in _deck(cls.FACES)}
        cls.RANK_OF = {card.id: cls.FACES.index(card.face) for card in _deck(cls.FACES)}

    def face(self, card: str) -> str:
        return self.FACE_OF[card]

    def rank(self, card: str) -> int:
        return self.RANK_OF[card]

    def _setup(self, dealer: int | None, start: dict[str, Any] | None) -> None:
        n = self.n_seats
        start = start or {}
        seats = {int(k): v for k, v in dict(start.get("seats", {})).items()}
        self.lives = [START_LIVES] * n
        self.resting = [False] * n
        for seat, info in seats.items():
            self.lives[seat] = int(info.get("lives", START_LIVES))
            if info.get("eliminated"):
                self.lives[seat] = 0
            self.resting[seat] = bool(info.get("resting", False))
        for seat, info in seats.items():
            if info.get("hand") and seat not in self.participants():
                why = "is out of the match" if self.lives[seat] == 0 else "rests this deal"
                raise ScenarioError(f"start.seats: seat {seat} {why}, so it is dealt no hand")
        self.dealer = self.rng.randrange(n) if dealer is None else dealer
        self.first_deal = True
        self.deal = 0
        self.result_data: dict[str, Any] | None = None
        stock = self.canonical_order()
        self.zones.piles = {"stock": stock, "aside": [], "discard": []}
        self.zones.piles.update((HANDS[seat], []) for seat in range(n))
        self.zones.where = dict.fromkeys(stock, "stock")
        self._clear_deal()
        given = {seat: info["hand"] for seat, info in seats.items() if info.get("hand")}
        self._start_deal(given, start.get("stock_top"), start.get("stock"))

    def canonical_order(self) -> list[str]:
        return list(_card_ids(self.FACES))

    def _clear_deal(self) -> None:
        self.order: list[int] = []
        self.pos = 0
        self.phase = "turn"
        self.pending: dict[str, int] | None = None
        self.records: list[list[Any]] = []
        self.knocked: list[int] = []
        self.insured: list[list[int]] = []
        self.revealed: list[dict[str, Any]] = []
        self.hints: list[str | None] = [None] * self.n_seats
        self.alive_at_start: list[int] = []

    def resolve(self, token: str, used: set[str]) -> str:
        """A card id from an id or a face (the first copy not used yet)."""
        if token in self.cards:
            return token
        for copy_ in (1, 2):
            card = f"{token}.{copy_}"
            if card in self.cards and card not in used:
                return card
        raise ValueError(f"no free card for {token!r}")

    def counter_problems(self) -> list[str]:
        return [
            f"seat {seat} has {lives} lives"
            for seat, lives in enumerate(self.lives)
            if not (isinstance(lives, int) and 0 <= lives <= START_LIVES)
        ]

    # --- the variant's hooks ----------------------------------------------------------------
    def participants(self) -> list[int]:
        """Seats that take part in the next deal (alive, and in Gnav not resting)."""
        return [s for s in range(self.n_seats) if self.lives[s] > 0]

    def step(self, seat: int) -> int:
        """The next seat in play direction."""
        raise NotImplementedError

    def stock_to_pile(self, deal_list: list[str]) -> list[str]:
        """The stock pile (bottom->top) holding `deal_list` in its dealing order."""
        raise NotImplementedError

    def after_deal(self) -> None:
        """Announcements at the deal (Gnav's knock)."""

    def refuse(self, call: str, asker: int, target: int, index: int) -> None:
        """What a refusing card does (pass-on calls are handled by the shared code)."""
        raise NotImplementedError

    def passed_dealer(self, asker: int) -> None:
        """A request passed the dealer's horse (or house): the asker trades with the stock."""
        raise NotImplementedError

    def dealer_trade(self, dealer: int) -> None:
        raise NotImplementedError

    def losers(self, live: dict[int, str]) -> dict[int, str]:
        """Settlement: seat -> why it loses, from the live cards (seat -> card)."""
        raise NotImplementedError

    def adjust_losses(self, losses: dict[int, list[str]], live: dict[int, str]) -> dict[str, Any]:
        """Change the settlement's losses before they are applied (Cuccù's insurance);
        returns extra data for the settle event."""
        return {}

    def after_settlement(self, live: dict[int, str]) -> None:
        """Resting (Gnav) or the lives reset (Cuccù), before the match end is checked."""

    def match_end(self) -> dict[str, Any] | None:
        alive = [s for s in range(self.n_seats) if self.lives[s] > 0]
        if len(alive) == 1:
            return {"winners": alive}
        if not alive:
            return {"draw": True}
        return None

    def apply_extra(self, action: Action) -> None:
        """Answer a pending choice the variant offered (Cuccù's inn); `phase` names it."""
        raise NotImplementedError

    # --- deals --------------------------------------------------------------------------------
    def _next_dealer(self, players: list[int]) -> int:
        if self.first_deal and self.dealer in players:
            return self.dealer
        seat = self.step(self.dealer)
        while seat not in players:
            seat = self.step(seat)
        return seat

    def _turn_order(self, dealer: int, players: list[int]) -> list[int]:
        key = (type(self), self.n_seats, dealer, tuple(players))
        known = _ORDERS.get(key)
        if known is None:  # a few per game: worked out once
            order, seat = [], self.step(dealer)
            for _ in range(self.n_seats):
                if seat in players:
                    order.append(seat)
                seat = self.step(seat)
            order.remove(dealer)
            known = _ORDERS[key] = (*order, dealer)
        return list(known)

    def _gather(self) -> None:
        """Every card back to the stock (in no particular order: the deal lays it anew)."""
        stock, where = self.zones.piles["stock"], self.zones.where
        for name, pile in self.zones.piles.items():
            if name != "stock" and pile:
                for card in pile:
                    where[card] = "stock"
                stock += pile
                pile.clear()

    def _start_deal(
        self, given: dict[int, str] | None = None, stock_top: Any = None, stock: Any = None
    ) -> None:
        """Form the next deal (skipping deals that cannot be played) and deal it."""
        while True:
            players = self.participants()
            if len(players) >= 2:
                break
            self.deal += 1
            self.note(
                "deal_skipped", {"deal": self.deal, "players": players, "dealer": self.dealer}
            )
            self.skip_deal()
            self.first_deal = False  # the dealer stays; the next deal moves on from it
            if len(self.participants()) < 2:
                raise ValueError("fewer than two players can take part: no deal possible")
        self.forget_deal()
        self._gather()
        self._clear_deal()
        self.deal += 1
        self.dealer = self._next_dealer(players)
        self.first_deal = False
        self.order = self._turn_order(self.dealer, players)
        self.alive_at_start = [s for s in range(self.n_seats) if self.lives[s] > 0]
        deal_list = self._deal_list(given or {})
        self.note(
            "deal_start", {"deal": self.deal, "dealer": self.dealer, "order": list(self.order)}
        )
        self._deal(deal_list)
        if stock or stock_top:
            self._arrange_stock(stock or [], stock_top or [])
        self.after_deal()
        self.pos = 0

    def _deal(self, deal_list: list[str]) -> None:
        """One card from the head of `deal_list` to each seat of the turn order, the rest
        the stock (`stock_to_pile`), each dealt card a move that only its seat sees."""
        piles, where, seen, tape = self.zones.piles, self.zones.where, self.seen, self._tape
        recording = self.recording
        piles["stock"][:] = self.stock_to_pile(deal_list[len(self.order) :])  # the gathered
        for seat, card in zip(self.order, deal_list):  # noqa: B905 (the list's head)
            hand = HANDS[seat]
            piles[hand].append(card)
            where[card] = hand
            if recording:
                tape += (card, "stock", hand, SEAT_AUDIENCES[seat])
                seen[seat][card] = hand

    def _arrange_stock(self, nxt: Any, top: Any) -> None:
        """Scenario set-up after the deal: `nxt` are the stock's next cards in the order the
        dealer's trade draws them (Gnav: from the top; Cuccù: from the bottom), `top` the
        cards put on top of the stock (the last one topmost)."""
        pile = self.zones.piles["stock"]
        hands = set(self.zones.where) - set(pile)
        wanted = [self.resolve(t, hands) for t in (nxt if isinstance(nxt, list) else [nxt])]
        for card in wanted:
            pile.remove(card)
        pile[:] = self.stock_to_pile(wanted + self.stock_to_pile(pile))  # an involution
        for token in top if isinstance(top, list) else [top]:
            card = self.resolve(token, hands)
            pile.remove(card)
            pile.append(card)

    def skip_deal(self) -> None:
        """A skipped deal's consequences (Gnav: rests end)."""

    def _deal_list(self, given: dict[int, str]) -> list[str]:
        """All cards in dealing order: one per seat of the turn order, then the stock."""
        stacked = self.next_deck()
        if stacked is None and not given:  # the deal as shuffled
            return self.shuffled(_card_ids(self.FACES))
        used: set[str] = set()
        fixed: dict[int, str] = {}
        for seat, token in given.items():
            fixed[seat] = self.resolve(token, used)
            used.add(fixed[seat])
        if stacked is not None:
            rest: list[str] = []
            for token in stacked:
                card = self.resolve(token, used | set(rest))
                rest.append(card)
            rest += [c for c in self.canonical_order() if c not in used and c not in rest]
        else:
            rest = self.shuffled([c for c in self.canonical_order() if c not in used])
        rest = [c for c in rest if c not in used]
        head = []
        for seat in self.order:
            head.append(fixed[seat] if seat in fixed else rest.pop(0))
        return head + rest

    # --- moves and what seats learn ------------------------------------------------------------
    def _move(
        self, card: str, dst: str, audience: list[int] | None = None, index: int | None = None
    ) -> None:
        """Move a card and tell it: face up to all when `audience` is None. Besides what the
        core remembers, a seat that knew the card in a hand follows it, since a hand holds
        one card and the move out of it is public."""
        src = self.zones.move(card, dst, index)
        if not self.recording:
            return
        seats = None if audience is None else frozenset(audience)
        self._tape += (card, src, dst, seats)
        if seats is None or not src.startswith("hand:"):
            self._remember_move(card, dst, seats)
            return
        for seat, memory in enumerate(self.seen):  # the audience, and who knew it there
            if seat in seats or memory.get(card) == src:
                memory[card] = dst

    def hand(self, seat: int) -> str:
        return self.zones.piles[HANDS[seat]][0]

    def _swap(self, a: int, b: int, *, record: bool = True, **why: Any) -> None:
        """Exchange the cards of `a` and `b`; only the two of them see the cards."""
        ca, cb = self.hand(a), self.hand(b)
        self.note("swap", {"seat": a, "target": b, **why})
        self._move(ca, HANDS[b], audience=[a, b])
        self._move(cb, HANDS[a], audience=[a, b])
        self.hints[a], self.hints[b] = self.hints[b] or PLAIN, self.hints[a]
        if record:
            self.records.append(["swap", a, b, False])

    def _take_from_stock(self, seat: int, card: str, source: str) -> None:
        """`seat` discards its card face down and takes `card` from the stock, unseen by others."""
        old = self.hand(seat)
        self.note("stock_trade", {"seat": seat, "source": source})
        self._move(old, "discard", audience=[seat])
        self._move(card, HANDS[seat], audience=[seat])
        self.hints[seat] = None
        self.records.append(["stock", seat, None, False])

    def _undo_record(self, record: list[Any]) -> None:
        """Undo one exchange positionally (valid when later exchanges were undone first)."""
        kind, a, b, _ = record
        if kind == "swap":
            ca, cb = self.hand(a), self.hand(b)
            self._move(ca, f"hand:{b}", audience=[a, b])
            self._move(cb, f"hand:{a}", audience=[a, b])
            self.hints[a], self.hints[b] = None, None
        else:
            back = self.zones.top("discard")
            self._move(self.hand(a), "stock", audience=[a])
            self._move(back, f"hand:{a}", audience=[a])
            self.hints[a] = None
        record[3] = True

    def _reveal(self, seat: int, call: str, asker: int | None, **extra: Any) -> str:
        card = self.hand(seat)
        self._show(card, seat)
        self.note("call", {"seat": seat, "asker": asker, "card": card, "call": call, **extra})
        self.revealed.append({"seat": seat, "card": card, "call": call})
        self.hints[seat] = self.FACE_OF[card]
        return card

    def _show(self, card: str, seat: int) -> None:
        """`events.reveal(card, seat)`: every seat now knows where the card lies."""
        if self.recording:
            self._tape += (_revealed, card, seat, False)
            zone = self.zones.where[card]
            for memory in self.seen:
                memory[card] = zone

    def _remember_shown(self, live: dict[int, str]) -> None:
        """Every seat knows the live cards shown at the settlement in their hands: written
        only when no deal follows, since the next deal forgets them first (`forget_deal`)."""
        if self.recording:
            for seat, card in live.items():
                for memory in self.seen:
                    memory[card] = HANDS[seat]

    def _set_aside(self, card: str, asker: int) -> None:
        self._move(card, "aside")
        call = self.CALLS.get(self.FACE_OF[card])
        self.note("call", {"seat": None, "asker": asker, "card": card, "call": call, "stock": True})

    def lose_life(self, seat: int, why: str, **params: Any) -> None:
        """A life lost during the deal (a penalty): out at once at zero."""
        if self.lives[seat] <= 0:
            return
        self.lives[seat] -= 1
        value = self.lives[seat]
        self.note(
            "counter",
            {"seat": seat, "name": "lives", "delta": -1, "value": value, "reason": why, **params},
        )
        if self.lives[seat] == 0:
            self.note("eliminated", {"seat": seat, "during_deal": True})

    # --- turns --------------------------------------------------------------------------------
    def resume(self, index: int) -> None:
        """The next turn goes to the first live participant at or after `index`; none: settle."""
        order, lives = self.order, self.lives
        while index < len(order) and lives[order[index]] <= 0:
            index += 1
        if index >= len(order):
            self.settle()
        else:
            self.pos = index
            self.phase = "turn"

    def resume_after(self, seat: int) -> None:
        self.resume(self.order.index(seat) + 1)

    def next_target(self, index: int) -> int | None:
        """The index of the first live participant after `index`, or None."""
        order, lives = self.order, self.lives
        index += 1
        while index < len(order) and lives[order[index]] <= 0:
            index += 1
        return index if index < len(order) else None

    def request(self, asker: int) -> None:
        """Resolve `asker`'s request along the turn order (§4.3 of both specs)."""
        index = self.order.index(asker)
        passed: list[int] = []
        while True:
            target_index = self.next_target(index)
            if target_index is None:  # cannot happen: the dealer is always a live target
                raise AssertionError("a request found no target")
            target = self.order[target_index]
            call = self.CALLS.get(self.FACE_OF[self.hand(target)])
            if call is None:
                self._swap(asker, target, passed=passed)
                self.resume_after(asker)
                return
            self._reveal(target, call, asker, passed=list(passed))
            if call in self.PASS_CALLS:
                passed.append(target)
                if target == self.dealer:
                    self.passed_dealer(asker)
                    return
                index = target_index
                continue
            self.refuse(call, asker, target, target_index)
            return

    # --- the contract ---------------------------------------------------------------------------
    def _to_act(self) -> list[int]:
        if self.result_data is not None or self.phase != "turn":
            return []
        return [self.order[self.pos]]

    def to_act(self) -> list[int]:
        """`Match.to_act` without the general path's calls (it is asked before every
        action)."""
        if self.result_data is not None or self.halted:
            return []
        if self.choices:
            return list(self.choices[-1].seats)
        return [self.order[self.pos]] if self.phase == "turn" else []

    def legal_actions(self, seat: int) -> list[Action]:
        """`Match.legal_actions`, a turn's two actions without the general path's calls."""
        cache = self._legal_cache
        if cache is None or self._legal_seat != seat:
            if self.choices or self.result_data is not None or self.halted:
                return self._legal_for(seat)[:]
            cache = self._legal_cache = self._legal_actions(seat)
            self._legal_seat = seat
        return cache[:]

    def _legal_actions(self, seat: int) -> list[Action]:
        if self.phase != "turn" or seat != self.order[self.pos]:
            return []
        return list(_turn_actions(self.KEEP, seat, seat == self.dealer))

    def why_illegal(self, action: Action) -> IllegalAction:
        verbs = {self.KEEP, "ask", "trade", "insure", "accept", "refuse"}
        if action.verb not in verbs:
            return UnknownAction(
                f"{action.verb!r} is not an action of {self.game_id}",
                "unknown_verb",
                verb=action.verb,
            )
        if action.args:
            return CuckooRuleError(
                f"{action.verb} takes no arguments", "no_arguments", verb=action.verb
            )
        if self.phase == "inn_choice":
            return CuckooRuleError(
                "the inn halted your request: keep your card or ask for insurance",
                "inn_choice_pending",
            )
        if self.phase == "inn_answer":
            return CuckooRuleError(
                "the innkeeper must accept or refuse the insurance", "inn_answer_pending"
            )
        if action.verb == "trade":
            return CuckooRuleError(
                "only the dealer may trade with the stock", "dealer_only_trade", seat=action.seat
            )
        if action.verb == "ask":
            return CuckooRuleError(
                "the dealer never asks a player: keep or trade with the stock",
                "dealer_cannot_ask",
                seat=action.seat,
            )
        return CuckooRuleError(
            f"{action.verb} answers an inn's halt, and no request is halted now",
            "no_inn_pending",
            verb=action.verb,
        )

    def why_not_answer(self, action: Action) -> IllegalAction:
        return self.why_illegal(action)  # it names the open question (the inn's phases)

    def _apply(self, action: Action) -> None:
        seat = action.seat
        if self.phase != "turn":
            self.apply_extra(action)
            return
        if action.verb == self.KEEP:
            self.note(self.KEEP, {"seat": seat})
            if seat == self.dealer:
                self.settle()
            else:
                self.resume_after(seat)
        elif action.verb == "ask":
            target_index = self.next_target(self.pos)
            self.note("ask", {"seat": seat, "target": self.order[target_index or 0]})
            self.request(seat)
        else:
            self.note("trade", {"seat": seat})
            self.dealer_trade(seat)

    # --- settlement ----------------------------------------------------------------------------
    def settle(self) -> None:
        """Show the live cards, take the lives, then end the match or deal the next deal."""
        piles, lives, tape = self.zones.piles, self.lives, self._tape
        live: dict[int, str] = {}
        cards: dict[str, str] = {}  # the settle event's
        for seat in self.order:
            if lives[seat] > 0:
                card = live[seat] = cards[SEAT_NAMES[seat]] = piles[HANDS[seat]][0]
                if self.recording:  # shown (the memories in `_remember_shown`)
                    tape += (_revealed, card, seat, True)
        losses = {seat: [reason] for seat, reason in self.losers(live).items()}
        extra = self.adjust_losses(losses, live)
        losers: dict[str, list[str]] = {}
        out = []
        for seat in sorted(losses):
            reasons = losses[seat]
            for reason in reasons:
                if lives[seat] > 0:
                    lives[seat] -= 1
                    if self.recording:
                        self._tape += (_life_lost, seat, lives[seat], reason)
            if reasons:
                losers[SEAT_NAMES[seat]] = reasons
                if lives[seat] == 0:
                    out.append(seat)
        self.note("settle", {"losers": losers, "cards": cards, **extra})
        for seat in out:
            self.note("eliminated", {"seat": seat, "during_deal": False})
        self.after_settlement(live)
        if self.deal_settled():  # a search copy that values this deal only
            self._remember_shown(live)
            self.phase = "settled"
            return
        self.result_data = self.match_end()
        if self.result_data is not None:
            self._remember_shown(live)
            self.phase = "over"
            self.note("match_over", dict(self.result_data))
            return
        self._start_deal()

    # --- public state, results ---------------------------------------------------------------
    def _public_state(self) -> dict[str, Any]:
        state = {name: fresh_copy(getattr(self, name)) for name in STATE_FIELDS}
        state["turn"] = self.to_act()[0] if self.to_act() else None
        state["eliminated"] = [s for s in range(self.n_seats) if self.lives[s] <= 0]
        state["result"] = fresh_copy(self.result_data)
        return state

    @property
    def is_over(self) -> bool:
        return self.result_data is not None

    def result(self) -> dict[str, Any] | None:
        return copy.deepcopy(self.result_data)

    def turn_order(self) -> list[int]:
        return list(self.order)

    # --- completing a view (game/engine/completion.py) ----------------------------------
    def _restore_public(self, view: dict[str, Any]) -> None:
        public = view["public"]
        for name in STATE_FIELDS:
            setattr(self, name, fresh_copy(public[name]))

    def _analyse_completion(self, completion: Completion) -> dict[str, Any]:
        """The cards the seat knows stay where it knows them; hidden hands are dealt most
        constrained first by the public hints (a knocked fool still held, a card that did
        not refuse a swap)."""
        known = {card: name for name, pile in completion.visible.items() for card in pile}
        for card, zone in completion.view["seen"].items():
            known.setdefault(card, zone)
        visible, sizes = completion.visible, completion.sizes
        fixed = {
            name: visible.get(name) or [card for card, z in known.items() if z == name]
            for name in sizes
        }
        hints = completion.view["public"]["hints"]
        hands = [
            (name, hints[int(name.partition(":")[2])])
            for name in sizes
            if name.startswith("hand:") and sizes[name] and not fixed[name]
        ]
        return {
            "fixed": fixed,
            "unseen": [c for c in sorted(self.cards) if c not in known],
            "hands": sorted(hands, key=lambda h: (h[1] is None, h[1] == PLAIN)),
            "piles": [n for n in sizes if not n.startswith("hand:") and n not in visible],
        }

    def _deal_unseen(self, completion: Completion, rng: random.Random) -> dict[str, list[str]]:
        extra, cards = completion.extra, self.cards
        unseen = list(extra["unseen"])
        rng.shuffle(unseen)
        piles = {name: list(pile) for name, pile in extra["fixed"].items()}
        for name, hint in extra["hands"]:
            pick = len(unseen) - 1
            if hint is not None:
                for i in range(len(unseen) - 1, -1, -1):
                    face = cards[unseen[i]].face
                    if face == hint if hint != PLAIN else face not in self.CALLS:
                        pick = i
                        break
            piles[name].append(unseen.pop(pick))
        for name in extra["piles"]:
            pile = piles[name]
            while len(pile) < completion.sizes[name]:
                pile.append(unseen.pop())
        return piles


# --- determinization ------------------------------------------------------------------------
def determinize(cls: type[CuckooMatch], view: dict[str, Any], rng: random.Random) -> CuckooMatch:
    """One full match consistent with `view` (see `CuckooMatch._deal_unseen`)."""
    return Completion(cls, view).sample(rng)  # type: ignore[return-value]
