"""Opponents for the cuckoo games (Gnav, Cuccù): easy, normal and hard, acting on views only.

- Easy keeps or asks by a bar on its own card that wanders from turn to turn (often too
  eager, sometimes timid): plausible, beatable, and blind to everything else it could know.
- Normal weighs, from what its seat has seen this deal (revealed refusals, the knocked fool,
  cards that came back, cards it passed on), the chance that keeping leaves it with the
  lowest card against the chance that asking does, plus the life a dragoon, cat or hunter
  would take. The other cards are taken as they lie now.
- Hard plays the rest of the deal out: it completes its view into full states (the engine's
  completion), applies each choice to the same sampled states and plays on with every other
  seat acting as the normal opponent does, and values the outcome by the chance of winning
  the match from the state the deal leaves (lives, Gnav's resting fools, the dealer's seat:
  a table measured from matches of a hard seat among normal opponents, its own future
  deals played hard, game/ai/cuckoo_values.py). The inn's
  questions are played out the same way. A sampled state counts only if the normal rule,
  replayed through the deal so far in it, makes every choice the others made (a seat that
  kept probably holds a decent card; one handed an asker's card probably a low one). It
  takes the better choice, with no fallback. Its budget is a number of sampled deals, never
  wall-clock time.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any

from game.ai.base import Decision, Opponent, Thinking, plain_sum
from game.ai.cuckoo_values import VALUES
from game.engine import cuccu, gnav
from game.engine.actions import Action, shared
from game.engine.completion import Completion
from game.engine.cuckoo import PLAIN, CuckooMatch, card_ids

MATCH_CLASSES: dict[str, type[CuckooMatch]] = {"gnav": gnav.GnavMatch, "cuccu": cuccu.CuccuMatch}


# --- the rules as the AI needs them -----------------------------------------------------------
def face_of(card: str) -> str:
    return card.rpartition(".")[0]


@dataclass(frozen=True)
class Rules:
    """Per-game facts the opponents reason with."""

    game: str
    faces: tuple[str, ...]
    calls: dict[str, str]
    fool: str
    penalty: frozenset[str]  # faces that cost the asker a life
    passes: frozenset[str]  # faces that pass a request on
    safe: frozenset[str]  # faces that never lose at settlement
    ask_below: str  # easy's usual bar: ask with a card below this face
    trade_below: str  # ... and trade as dealer below this face
    keep_verb: str  # "stand" in Gnav, "keep" in Cuccù
    #: Gnav: a lone fool always loses and stock cards refuse as they do in hand (a dealer's
    #: trade meets horses, dragoons and cats); Cuccù: two Mattos count 14½, the stock's
    #: cards never act.
    fool_always_loses: bool
    stock_cards_act: bool

    #: Tables built once from the fields above (the normal rule asks them a lot).
    _strength: dict[str, float] = field(init=False, repr=False, compare=False)
    _protectors: dict[str, frozenset[str]] = field(init=False, repr=False, compare=False)
    #: Every card id of the pack in order, and each card's face (read for every card of
    #: every simulated seat's view).
    deck: tuple[str, ...] = field(init=False, repr=False, compare=False)
    card_face: dict[str, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        deck = tuple(card_ids(self.faces))
        object.__setattr__(self, "deck", deck)
        object.__setattr__(self, "card_face", {card: face_of(card) for card in deck})
        strength = {face: float(i) for i, face in enumerate(self.faces)}
        strength[self.fool] = -10.0
        object.__setattr__(self, "_strength", strength)
        protectors = {
            mine: frozenset(
                other
                for other in self.faces
                if other != self.fool and other not in self.safe and strength[other] < value
            )
            for mine, value in strength.items()
        }
        object.__setattr__(self, "_protectors", protectors)

    def strength(self, face: str) -> float:
        """Comparison value; the fool sorts lowest (it loses alone or with the lowest)."""
        return self._strength[face]

    def protects(self, other: str, mine: str) -> bool:
        """True when `other`, held by someone else, keeps `mine` from being the lowest."""
        return other in self._protectors[mine]

    def protectors(self, mine: str) -> frozenset[str]:
        """Every face that `protects` `mine`."""
        return self._protectors[mine]


RULES = {
    "gnav": Rules(
        "gnav",
        gnav.FACES,
        gnav.CALLS,
        "narr",
        frozenset({"dragon", "katt"}),
        frozenset({"hest", "hus"}),
        frozenset(),
        "V",
        "III",
        keep_verb="stand",
        fool_always_loses=True,
        stock_cards_act=True,
    ),
    "cuccu": Rules(
        "cuccu",
        cuccu.FACES,
        cuccu.CALLS,
        "matto",
        frozenset({"bragon", "gatto"}),
        frozenset({"cavallo"}),
        frozenset({"cucco"}),
        "III",
        "II",
        keep_verb="keep",
        fool_always_loses=False,
        stock_cards_act=False,
    ),
}


# --- what a seat knows ------------------------------------------------------------------------
@dataclass
class Knowledge:
    """A seat's picture of the deal, read from its view."""

    rules: Rules
    seat: int
    mine: str  # my card's face
    pool: list[str]  # faces of the cards whose place I do not know
    others: list[int]  # live participants other than me
    known: dict[int, str]  # seat -> face I know it holds now
    plain: set[int]  # seats known to hold a card that does not refuse
    lives: list[int]
    order: list[int]
    dealer: int

    @classmethod
    def read(cls, view: dict[str, Any]) -> Knowledge:
        public = view["public"]
        seat = view["seat"]
        rules = RULES[view["game"]]
        face = rules.card_face
        mine = face[view["zones"][f"hand:{seat}"][0]]
        known_cards = set(view["seen"])
        for content in view["zones"].values():
            if type(content) is list:
                known_cards.update(content)
        pool = [face[c] for c in rules.deck if c not in known_cards]
        lives = list(public["lives"])
        others = [s for s in public["order"] if s != seat and lives[s] > 0]
        known: dict[int, str] = {}
        for card, zone in view["seen"].items():
            if zone.startswith("hand:"):
                holder = int(zone.partition(":")[2])
                if holder != seat:
                    known[holder] = face[card]
        plain = set()
        for s, hint in enumerate(public["hints"]):
            if s in known or s == seat or hint is None:
                continue
            if hint == PLAIN:
                plain.add(s)
            elif hint in pool:
                known[s] = hint
                pool.remove(hint)
        return cls(
            rules, seat, mine, pool, others, known, plain, lives, public["order"], public["dealer"]
        )

    def next_live(self, seat: int) -> int | None:
        index = self.order.index(seat) + 1
        while index < len(self.order) and self.lives[self.order[index]] <= 0:
            index += 1
        return self.order[index] if index < len(self.order) else None

    def lose_chance(self, face: str, pool: list[str], known: dict[int, str]) -> float:
        """Chance that `face` ends lowest if every other live card stays as it is now."""
        r = self.rules
        if face in r.safe:
            return 0.0
        if face == r.fool:
            if r.fool_always_loses:
                return 1.0
            # a second live Matto makes both 14½; then only Cuccos are above
            others_known = [f for s, f in known.items() if s in self.others]
            if r.fool in others_known:
                return 0.1
            unknown = len(self.others) - len(others_known)
            p_other = _chance_any(pool.count(r.fool), len(pool), unknown)
            return 1.0 - 0.9 * p_other
        protectors = r.protectors(face)
        if any(f in protectors for s, f in known.items() if s in self.others):
            return 0.0
        unknown = len([s for s in self.others if s not in known])
        protecting = sum(map(protectors.__contains__, pool))
        return 1.0 - _chance_any(protecting, len(pool), unknown)


def _chance_any(good: int, total: int, draws: int) -> float:
    """Chance that `draws` cards drawn from `total` include one of `good` (hypergeometric)."""
    if draws <= 0 or good <= 0:
        return 0.0
    if draws > total - good:
        return 1.0
    none = 1.0
    for i in range(draws):
        none *= (total - good - i) / (total - i)
    return 1.0 - none


# --- the normal rule --------------------------------------------------------------------------
@dataclass(frozen=True)
class Estimate:
    """Expected lives lost this deal by each choice (static model), with the facts behind it."""

    keep: float
    other: float
    lower_share: float  # share of unseen cards below mine


def estimate(k: Knowledge, verb: str) -> Estimate:
    """Normal's model for the turn's two choices: keep, or `verb` (ask or trade)."""
    r = k.rules
    keep = k.lose_chance(k.mine, k.pool, k.known)
    other = _ask_cost(k, keep) if verb == "ask" else _trade_cost(k, keep)
    below = sum(1 for f in k.pool if r.protects(f, k.mine))
    return Estimate(keep, other, below / max(1, len(k.pool)))


def _target_faces(k: Knowledge, target: int) -> list[str]:
    if target in k.known:
        return [k.known[target]]
    if target in k.plain:
        return [f for f in k.pool if f not in k.rules.calls] or list(k.pool)
    return list(k.pool)


def _ask_cost(k: Knowledge, keep: float) -> float:
    r = k.rules
    target = k.next_live(k.seat)
    if target is None:
        return keep
    faces = _target_faces(k, target)
    counts = Counter(faces)
    total = 0.0
    weight = 0.0
    for face, count in counts.items():
        if face in r.passes:
            continue  # passed on: assume the next card is like the others
        p = count
        if face in r.penalty:
            cost = 1.0 + keep
        elif face in r.calls:  # cuckoo, or the inn (insurance is worth little to price here)
            cost = keep
        else:
            pool = list(k.pool)
            if face in pool and target not in k.known:
                pool.remove(face)
            known = dict(k.known)
            if r.strength(k.mine) >= r.strength(r.trade_below):
                known[target] = k.mine  # my card stays in play; a lower one is traded away
            cost = k.lose_chance(face, pool, known)
        total += p * cost
        weight += p
    return total / weight if weight else keep


def _trade_cost(k: Knowledge, keep: float) -> float:
    r = k.rules
    counts = Counter(k.pool)
    total = weight = 0.0
    for face, count in counts.items():
        if r.stock_cards_act and face in r.passes:
            continue  # set aside, the next card is drawn
        if r.stock_cards_act and face in r.penalty:
            cost = 1.0 + keep
        elif r.stock_cards_act and face in r.calls:
            cost = keep
        else:
            pool = list(k.pool)
            pool.remove(face)
            cost = k.lose_chance(face, pool, k.known)
        total += count * cost
        weight += count
    return total / weight if weight else keep


def normal_turn(k: Knowledge, legal: list[Action]) -> Decision:
    keep_action = next(a for a in legal if a.verb in ("stand", "keep"))
    other = next(a for a in legal if a is not keep_action)
    est = estimate(k, other.verb)
    params = {
        "card": k.mine,
        "keep_risk": round(100 * est.keep),
        "other_risk": round(100 * est.other),
        "lower": round(100 * est.lower_share),
    }
    if est.other < est.keep:
        reason = "ai.cuckoo.low_card" if other.verb == "ask" else "ai.cuckoo.dealer_trade"
        return Decision(other, reason, params)
    if est.keep <= 0.05:
        return Decision(keep_action, "ai.cuckoo.high_card", params)
    return Decision(keep_action, "ai.cuckoo.risk_too_high", params)


#: The reason given for each answer to the inn's questions.
INN_REASONS = {
    "insure": "ai.cuckoo.insure",
    "keep": "ai.cuckoo.inn_keep",
    "accept": "ai.cuckoo.accept_insurance",
    "refuse": "ai.cuckoo.refuse_insurance",
}


def inn_decision(
    k: Knowledge, view: dict[str, Any], legal: list[Action], careful: bool
) -> Decision:
    """The inn (Cuccù): the asker always asks for insurance when careful (a refusal hands it
    the Osteria; an acceptance covers a Nulla); the innkeeper accepts unless the asker very
    likely holds the Nulla."""
    verbs = {a.verb: a for a in legal}
    if "insure" in verbs:
        if careful or k.mine == "nulla":
            return Decision(verbs["insure"], INN_REASONS["insure"], {"card": k.mine})
        return Decision(verbs["keep"], INN_REASONS["keep"], {"card": k.mine})
    asker = view["public"]["pending"]["asker"]
    if asker in k.known:
        nulla = 1.0 if k.known[asker] == "nulla" else 0.0
    else:
        low = [f for f in k.pool if cuccu.VALUES.get(f, 99) <= 4 or f == "matto"]
        nulla = low.count("nulla") / max(1, len(low))
    params = {"chance": round(100 * nulla)}
    if not careful or nulla < 0.3:
        return Decision(verbs["accept"], INN_REASONS["accept"], params)
    return Decision(verbs["refuse"], INN_REASONS["refuse"], params)


# --- the opponents ----------------------------------------------------------------------------
class CuckooOpponent(Opponent):
    """Shared plumbing: read the view, route the inn, leave the turn to the level."""

    level = "normal"

    def __init__(self, seat: int, match_seed: int, game_id: str) -> None:
        super().__init__(seat, match_seed)
        self.game_id = game_id

    def think(self, view: dict[str, Any]) -> Thinking:
        legal = [Action.parse(a) for a in view["legal"]]
        if not legal:
            raise ValueError("asked to decide with nothing to do")
        k = Knowledge.read(view)
        if view["public"]["phase"] != "turn":
            decision = yield from self.answer(view, k, legal)
        else:
            decision = yield from self.turn(view, k, legal)
        return decision

    def answer(self, view: dict[str, Any], k: Knowledge, legal: list[Action]) -> Thinking:
        """The inn's questions (Cuccù): insure or keep, accept or refuse."""
        return inn_decision(k, view, legal, careful=self.level != "easy")
        yield  # pragma: no cover

    def turn(self, view: dict[str, Any], k: Knowledge, legal: list[Action]) -> Thinking:
        raise NotImplementedError
        yield  # pragma: no cover


class EasyOpponent(CuckooOpponent):
    """A beginner: asks with a card below a bar that wanders from turn to turn (some turns
    bold, some timid), and uses nothing it has seen."""

    level = "easy"

    def turn(self, view: dict[str, Any], k: Knowledge, legal: list[Action]) -> Thinking:
        rng = self.rng_for(view)
        r = k.rules
        keep_action = next(a for a in legal if a.verb in ("stand", "keep"))
        other = next(a for a in legal if a is not keep_action)
        bar = r.strength(r.ask_below if other.verb == "ask" else r.trade_below)
        threshold = bar + rng.randint(-3, 6)
        params = {"card": k.mine}
        if r.strength(k.mine) < threshold:
            return Decision(other, "ai.cuckoo.low_card_simple", params)
        return Decision(keep_action, "ai.cuckoo.high_card_simple", params)
        yield  # pragma: no cover


class NormalOpponent(CuckooOpponent):
    level = "normal"

    def turn(self, view: dict[str, Any], k: Knowledge, legal: list[Action]) -> Thinking:
        return normal_turn(k, legal)
        yield  # pragma: no cover


#: How often normal keeps (stands) with each face when it is not the dealer, measured in
#: normal-vs-normal matches (300 per game): hard's model of what a seat's choice says about
#: its card. Faces not listed: always kept.
KEEP_CHANCE = {
    "gnav": {"narr": 0.06, "ugle": 0.07, "potte": 0.11, "0": 0.16, "I": 0.19, "II": 0.77}
    | {"III": 0.7, "IV": 0.93},
    "cuccu": {"leone": 0.0, "mascherone": 0.06, "secchia": 0.12, "nulla": 0.13, "I": 0.99}
    | {"II": 0.65, "III": 0.89, "matto": 0.01},
}
#: The weight of a sampled deal per choice of another seat that the normal rule does not
#: reproduce in it (used only when too few deals reproduce them all).
MISS_WEIGHT = 0.05
#: The misses of a sampled deal that contradicts the rules themselves (weight nil).
IMPOSSIBLE = 1000
#: No choice is taken as certain proof (the model is not the seat's whole reasoning).
LIKELIHOOD_FLOOR = 0.03


def keep_likelihood(game: str, face: str, kept: bool) -> float:
    """How likely a normal seat holding `face` made the choice it made (kept or asked)."""
    p = KEEP_CHANCE[game].get(face, 1.0)
    return max(LIKELIHOOD_FLOOR, min(1.0 - LIKELIHOOD_FLOOR, p if kept else 1.0 - p))


def choices_this_deal(view: dict[str, Any], keep_verb: str) -> list[tuple[int, bool]]:
    """The other seats' public choices this deal as (seat that holds the judged card now,
    kept): a keep judges the keeper's card; an ask judges the asker's card, which a swap
    then hands to its target. A stock trade takes the dealer's card away."""
    log = view["log"]
    start = max((i for i, e in enumerate(log) if e["kind"] == "deal_start"), default=0)
    judged: list[list[Any]] = []
    for event in log[start:]:
        kind = event["kind"]
        if kind == keep_verb and "inn" not in event:
            judged.append([event["seat"], True])
        elif kind == "ask":
            judged.append([event["seat"], False])
        elif kind == "swap":
            a, b = event["seat"], event["target"]
            for entry in judged:
                entry[0] = b if entry[0] == a else a if entry[0] == b else entry[0]
        elif kind == "stock_trade":
            judged = [entry for entry in judged if entry[0] != event["seat"]]
        elif kind == "undo":
            judged.clear()
    me = view["seat"]
    return [(holder, kept) for holder, kept in judged if holder != me]


def value_key(
    lives: list[int], resting: list[bool], dealer: int, seat: int, step: Callable[[int], int]
) -> str:
    """The value table's key of a state seen from `seat`: lives from the seat on in play
    order, the resting flags in the same order, the last dealer's distance from the seat."""
    seats = [seat]
    while len(seats) < len(lives):
        seats.append(step(seats[-1]))
    return (
        "".join(str(lives[s]) for s in seats)
        + "".join("1" if resting[s] else "0" for s in seats)
        + str(seats.index(dealer))
    )


def match_value(
    game: str,
    lives: list[int],
    resting: list[bool],
    dealer: int,
    seat: int,
    step: Callable[[int], int],
) -> float:
    """The chance `seat`, the hard opponent, wins the match from a state between deals, read
    from the table of matches it plays against normal opponents (game/ai/cuckoo_values.py):
    a life is worth what it is worth to it at those counts, a resting fool holder is safe
    for a deal, the seat order counts. A Gnav seat out of the match has no entry; a Cuccù
    seat at zero may come back by a reset."""
    return VALUES[game].get(value_key(lives, resting, dealer, seat, step), 0) / 10_000


def deal_value(match: CuckooMatch, seat: int) -> float:
    """What a settled deal (a deal-only search copy) is worth to `seat`: its match won or
    lost, a Gnav draw shared by those who went out together, else `match_value` of the
    state the next deal starts from (Cuccù's lives reset is already in `match.lives`)."""
    lives = match.lives
    alive = [s for s, n in enumerate(lives) if n > 0]
    if not alive:
        start = match.alive_at_start
        return 1.0 / len(start) if seat in start else 0.0
    if len(alive) == 1:
        return float(alive[0] == seat)
    resting = getattr(match, "resting", None) or [False] * len(lives)
    return match_value(match.game_id, lives, resting, match.dealer, seat, match.step)


#: The normal rule's turns already worked out in simulated states, by everything the rule
#: reads (it is a function of the seat's knowledge): many sampled deals show a seat the same.
#: Keys and values are strings, numbers and tuples of them, which the collector stops
#: tracking: a cache of containers would bring on long full collections mid-decision.
_TURNS: dict[tuple[Any, ...], str] = {}
_TURNS_MAX = 20_000


#: Which zones each seat of each game sees, by zone name (`Match.zone_visible_to` is a
#: function of the game's class, the zone and the seat alone).
_VISIBLE: dict[tuple[type, int], dict[str, bool]] = {}


def sim_view(match: CuckooMatch, seat: int) -> dict[str, Any]:
    """The parts of `match.view(seat)` the normal rule reads, without copies, the log or
    the legal actions: a simulated seat's view, made often (read-only: it shares the
    match's lists)."""
    visible = _VISIBLE.setdefault((type(match), seat), {})
    zones = {}
    for name, pile in match.zones.piles.items():
        shown = visible.get(name)
        if shown is None:
            shown = visible[name] = match.zone_visible_to(name, seat)
        zones[name] = pile if shown else len(pile)
    return {
        "game": match.game_id,
        "seat": seat,
        "public": {
            "lives": match.lives,
            "order": match.order,
            "dealer": match.dealer,
            "hints": match.hints,
            "phase": match.phase,
            "pending": match.pending,
        },
        "zones": zones,
        "seen": match.seen[seat],
    }


def policy_action(match: CuckooMatch, seat: int) -> Action:
    """What a normal opponent at `seat` does in a simulated state, from its own view."""
    view = sim_view(match, seat)
    legal = match.legal_actions(seat)
    k = Knowledge.read(view)
    if match.phase != "turn":
        return inn_decision(k, view, legal, careful=True).action
    key = (
        k.rules.game,
        k.seat,
        k.mine,
        tuple(k.pool),
        tuple(k.known.items()),
        tuple(sorted(k.plain)),
        tuple(k.lives),
        tuple(k.order),
        k.dealer,
        tuple(a.verb for a in legal),  # a cuckoo action is its seat and verb
    )
    verb = _TURNS.get(key)
    if verb is None:
        if len(_TURNS) >= _TURNS_MAX:
            _TURNS.clear()
        verb = _TURNS[key] = normal_turn(k, legal).action.verb
    return next(a for a in legal if a.verb == verb)


def play_out(match: CuckooMatch) -> None:
    """Play the deal under way to its settlement, every seat as a normal opponent
    (`match` is a deal-only search copy: it stops there)."""
    while True:
        seats = match.to_act()
        if not seats:
            return
        match.apply_unchecked(policy_action(match, seats[0]))


# --- exact inference: replay the deal in a sampled world ------------------------------------
@dataclass(frozen=True)
class DealStory:
    """The deal so far as the hero saw it, for replaying it in sampled states: the actions
    in order (seat, verb), the swaps to undo back to the deal's start, the lives at its
    start and the knocks. `replayable` is False when the deal touched the stock or undid
    exchanges (then the start is not simply the hands swapped back)."""

    actions: tuple[tuple[int, str], ...]
    swaps: tuple[tuple[int, int], ...]
    start_lives: tuple[int, ...]
    knocked: tuple[int, ...]
    replayable: bool
    #: Gnav: whoever is dealt a fool knocks, so the knocks name exactly the fools dealt.
    knocks: bool = False

    @classmethod
    def read(cls, view: dict[str, Any], keep_verb: str) -> DealStory:
        log = view["log"]
        start = max((i for i, e in enumerate(log) if e["kind"] == "deal_start"), default=None)
        public = view["public"]
        lives = list(public["lives"])
        if start is None:
            return cls((), (), tuple(lives), (), False)
        actions: list[tuple[int, str]] = []
        swaps: list[tuple[int, int]] = []
        replayable = not public["records"] or all(r[0] == "swap" for r in public["records"])
        for event in log[start:]:
            kind = event["kind"]
            if kind in (keep_verb, "keep", "ask", "trade", "insure", "refuse"):
                actions.append((event["seat"], kind))  # the event names the action
            elif kind == "insured":
                actions.append((event["seat"], "accept"))
            elif kind == "swap":
                swaps.append((event["seat"], event["target"]))
            elif kind in ("undo", "stock_trade"):
                replayable = False
            elif kind == "counter" and event.get("name") == "lives":
                lives[event["seat"]] -= event["delta"]
        if view["zones"].get("aside"):
            replayable = False
        knocked = tuple(public["knocked"])
        knocks = view["game"] == "gnav"
        return cls(tuple(actions), tuple(swaps), tuple(lives), knocked, replayable, knocks)

    def rebuild(self, match: CuckooMatch) -> CuckooMatch:
        """`match` (a sampled search state, changed in place) set back to the deal's start:
        the swaps undone, the deal's public state and every seat's memory as dealt."""
        piles = match.zones.piles
        for a, b in reversed(self.swaps):
            ha, hb = piles[f"hand:{a}"], piles[f"hand:{b}"]
            ha[0], hb[0] = hb[0], ha[0]
        match.zones.where.update(
            {pile[0]: name for name, pile in piles.items() if name.startswith("hand:") and pile}
        )
        n = match.n_seats
        match.lives = list(self.start_lives)
        match.pos = 0
        match.phase = "turn"
        match.pending = None
        match.records = []
        match.insured = []
        match.revealed = []
        match.hints = [(match.FOOL if s in self.knocked else None) for s in range(n)]
        match.choices = ()
        match.seen = [{} for _ in range(n)]
        for s in match.order:
            pile = piles[f"hand:{s}"]
            if pile:
                match.seen[s][pile[0]] = f"hand:{s}"
        return match

    def replay(self, world: CuckooMatch, me: int) -> tuple[CuckooMatch, int]:
        """Replay the deal in `world` (a sampled search state, used up): the state brought
        back to now, the other seats remembering what they saw, and how many of their
        choices the normal rule does not reproduce in it."""
        match = self.rebuild(world)
        if self.knocks:
            dealt = {s for s in match.order if match.face(match.hand(s)) == match.FOOL}
            if dealt != set(self.knocked):
                return match, IMPOSSIBLE  # a fool dealt without a knock, or a knock without
        match.resume(0)
        misses = 0
        for seat, verb in self.actions:
            if seat != me and policy_action(match, seat).verb != verb:
                misses += 1
            match.apply_unchecked(shared(seat, verb))
        return match, misses


Probe = Callable[[CuckooMatch], float]


@dataclass
class Outcomes:
    """What playing each choice out on the sampled deals added up to: the weighted match
    value and the weighted chance of losing a life, per choice."""

    totals: list[float]
    losses: list[float]
    weight: float = 0.0
    probe: float = 0.0
    samples: int = 0
    #: Each sampled deal's weight and the values of the choices on it (for `clear`).
    deals: list[tuple[float, list[float]]] = field(default_factory=list)

    def add(self, weight: float, values: list[float]) -> None:
        for j, value in enumerate(values):
            self.totals[j] += weight * value
        self.weight += weight
        self.deals.append((weight, values))

    def best(self) -> int:
        return max(range(len(self.totals)), key=lambda j: self.totals[j])

    def clear(self, z: float) -> bool:
        """True when the best choice leads the next best by more than `z` standard errors
        of their weighted paired difference over the sampled deals (or when they never
        differ): more deals would not change the choice."""
        if len(self.totals) < 2 or not self.weight:
            return True
        best = self.best()
        second = max((j for j in range(len(self.totals)) if j != best), key=self.totals.__getitem__)
        total = self.weight
        square = plain_sum(weight * weight for weight, _ in self.deals)
        spread = 0.0
        mean = (self.totals[best] - self.totals[second]) / total
        for weight, values in self.deals:
            spread += weight * (values[best] - values[second] - mean) ** 2
        if spread == 0.0:
            return True
        error_sq = spread / total * square / (total * total)  # variance / effective count
        return mean * mean > z * z * error_sq

    def risk(self, j: int) -> int:
        """The chance (in %) that choice `j` cost a life in the sampled deals."""
        return round(100 * self.losses[j] / (self.weight or 1.0))


class HardOpponent(CuckooOpponent):
    """Plays the rest of the deal out for each choice on the same sampled states, the other
    seats as the normal opponents they are, and values the outcome by the chance of winning
    the match from the state the deal leaves (`deal_value`). A sampled state counts only if the deal so far, replayed
    in it, has the normal rule make every choice the others made (exact inference: the
    rule is a function of a seat's view); when the deal cannot be replayed (the stock or a
    cat took part) the states are weighted by how likely the others' choices are instead."""

    level = "hard"
    #: Sampled deals per decision (each plays every choice out), and samples between yields.
    samples = 24
    chunk = 1
    #: Exact inference: up to `tries` times `samples` sampled deals are replayed to find
    #: `samples` in which the normal rule reproduces every choice the others made.
    tries = 4
    #: More samples when fewer seats play: fewer seats are cheaper to play out, and a life
    #: is worth more near the match's end.
    samples_when: dict[int, int] = {2: 96, 3: 48}
    #: A close call (the best choice leads by at most `margin` standard errors) plays
    #: `extend` times as many deals before choosing, and again while it stays close, up to
    #: `stages` times: most calls are clear, so the median decision stays short while the
    #: close ones, the ones more deals can turn, get them. Scored per decision against a
    #: 2,000-deal search (bench/hard_oracle.py, about 1,400 decisions per game), sampling
    #: noise costs a match 0.0018 of share in Gnav and 0.0013 in Cuccù with one stage at
    #: one standard error, 0.0007 and 0.0004 with these settings.
    extend = 4
    margin = 1.5
    stages = 2
    exact = True
    #: A whole decision plays at most this many deals times the seats in play (a deal
    #: costs about as much per seat): a close call with two or three seats left extended
    #: to 768 deals and took 230-470 ms here; issue 34 bounds a whole decision near 60 ms.
    seat_deals = 400

    #: The inn's questions are played out too (False: answered as normal answers them).
    simulate_inn = True

    def _simulate(
        self, view: dict[str, Any], k: Knowledge, legal: list[Action], probe: Probe | None = None
    ) -> Generator[None, None, Outcomes]:
        """Play every choice in `legal` out on the same sampled deals; `probe` measures a
        fact of each sampled deal (its weighted mean is returned with the outcomes)."""
        rng = self.rng_for(view)
        worlds = Completion(MATCH_CLASSES[self.game_id], view, story=False)
        judged = choices_this_deal(view, k.rules.keep_verb)
        story = DealStory.read(view, k.rules.keep_verb)
        exact = self.exact and story.replayable
        yield None
        game = self.game_id
        out = Outcomes([0.0] * len(legal), [0.0] * len(legal))
        played = attempt = stage = 0
        seats = len(k.others) + 1
        samples = self.samples_when.get(seats, self.samples)
        while played < samples:
            attempts = samples * self.tries if exact else samples
            if attempt >= attempts + samples:
                break
            attempt += 1
            world = worlds.sample(rng, own_rng=False, deal_only=True)  # never shuffles
            weight = 1.0
            if exact:
                # replayed, the others' memories are theirs; past `attempts`, too few
                # deals reproduced every choice: take any, each miss costs its weight
                world, misses = story.replay(world, self.seat)
                if misses >= IMPOSSIBLE or (misses and attempt <= attempts):
                    yield None
                    continue
                weight = MISS_WEIGHT**misses
            else:
                for holder, kept in judged:
                    weight *= keep_likelihood(game, world.face(world.hand(holder)), kept)
            if probe is not None:
                out.probe += weight * probe(world)
            yield from self._play(world, weight, legal, out)
            played += 1
            if played == samples and stage < self.stages and not out.clear(self.margin):
                # a close call: more deals before choosing, within the decision's bound
                samples = max(samples, min(samples * self.extend, self.seat_deals // seats))
                stage += 1
            if played % self.chunk == 0:
                yield None
        out.samples = played
        return out

    def turn(self, view: dict[str, Any], k: Knowledge, legal: list[Action]) -> Thinking:
        out = yield from self._simulate(view, k, legal)
        best = out.best()
        keep_index = next(j for j, a in enumerate(legal) if a.verb == k.rules.keep_verb)
        params = {
            "card": k.mine,
            "samples": out.samples,
            "keep_risk": out.risk(keep_index),
            "other_risk": out.risk(1 - keep_index),
        }
        if best == keep_index:
            return Decision(legal[best], "ai.cuckoo.simulated_keep", params)
        return Decision(legal[best], "ai.cuckoo.simulated_change", params)

    def answer(self, view: dict[str, Any], k: Knowledge, legal: list[Action]) -> Thinking:
        """Both of the inn's questions played out like a turn; the innkeeper's reason tells
        the sampled chance that the asker holds the Nulla."""
        if not self.simulate_inn:
            decision = yield from super().answer(view, k, legal)
            return decision
        asker = view["public"]["pending"]["asker"]
        out = yield from self._simulate(
            view, k, legal, probe=lambda world: float(world.face(world.hand(asker)) == "nulla")
        )
        action = legal[out.best()]
        if action.verb in ("insure", "keep"):
            params: dict[str, Any] = {"card": k.mine}
        else:
            params = {"chance": round(100 * out.probe / (out.weight or 1.0))}
        return Decision(action, INN_REASONS[action.verb], params)

    def _play(
        self, world: CuckooMatch, weight: float, legal: list[Action], out: Outcomes
    ) -> Generator[None, None, None]:
        """Play each choice out on `world` and add its weighted outcome, pausing between
        choices: a sampled deal played out twice is the longest slice (about 1 ms here,
        2-3 ms under WebAssembly)."""
        values = []
        for j, action in enumerate(legal):
            if j:
                yield None
            last = j == len(legal) - 1
            twin = world if last else world.search_copy(record=True, deal_only=True)
            since = len(twin.log)
            twin.apply_unchecked(action)
            play_out(twin)
            lost = lives_lost(twin, since)
            values.append(deal_value(twin, self.seat))
            out.losses[j] += weight * (lost[self.seat] > 0)
        out.add(weight, values)


def lives_lost(match: CuckooMatch, since: int) -> list[int]:
    """Lives each seat lost in the log after `since` (a Cuccù reset would hide them)."""
    lost = [0] * match.n_seats
    for event in match.log[since:]:
        if event.kind == "counter" and event.data["name"] == "lives":
            lost[event.data["seat"]] -= event.data["delta"]
    return lost


LEVEL_CLASSES: dict[str, type[CuckooOpponent]] = {
    "easy": EasyOpponent,
    "normal": NormalOpponent,
    "hard": HardOpponent,
}


def make_opponent(game_id: str, level: str, seat: int, match_seed: int) -> CuckooOpponent:
    """An opponent of `level` for seat `seat` of a Gnav or Cuccù match."""
    if game_id not in RULES:
        raise KeyError(f"no cuckoo game {game_id!r}")
    return LEVEL_CLASSES[level](seat, match_seed, game_id)


def make_gnav_opponent(level: str, seat: int, match_seed: int) -> CuckooOpponent:
    """The descriptor's opponent factory for Gnav (one signature for every game)."""
    return make_opponent("gnav", level, seat, match_seed)


def make_cuccu_opponent(level: str, seat: int, match_seed: int) -> CuckooOpponent:
    """The descriptor's opponent factory for Cuccù."""
    return make_opponent("cuccu", level, seat, match_seed)
