"""Opponents for the cuckoo games (Gnav, Cuccù): easy, normal and hard, acting on views only.

- Easy keeps or asks by a bar on its own card that wanders from turn to turn (often too
  eager, sometimes timid): plausible, beatable, and blind to everything else it could know.
- Normal weighs, from what its seat has seen this deal (revealed refusals, the knocked fool,
  cards that came back, cards it passed on), the chance that keeping leaves it with the
  lowest card against the chance that asking does, plus the life a dragoon, cat or hunter
  would take. The other cards are taken as they lie now.
- Hard plays the rest of the deal out: it completes its view into full states (the engine's
  `determinize`), applies each choice to the same sampled states and plays on with a simple
  threshold policy for every seat, scoring the lives it loses. The sampled states are
  weighted by what the others' public actions suggest (a seat that kept probably holds a
  decent card; one handed an asker's card probably a low one). When the simulations cannot
  tell the choices apart it falls back on the normal rule. Its budget is a number of sampled
  deals, never wall-clock time.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import Any

from game.ai.base import Decision, Opponent, Thinking
from game.engine import cuccu, gnav
from game.engine.actions import Action
from game.engine.completion import Completion
from game.engine.cuckoo import PLAIN, CuckooMatch

MATCH_CLASSES: dict[str, type[CuckooMatch]] = {"gnav": gnav.GnavMatch, "cuccu": cuccu.CuccuMatch}


# --- the rules as the AI needs them -----------------------------------------------------------
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
    sim_ask_below: str  # the bars of the policy hard assumes for every seat in simulations
    sim_trade_below: str
    keep_verb: str  # "stand" in Gnav, "keep" in Cuccù
    #: Gnav: a lone fool always loses and stock cards refuse as they do in hand (a dealer's
    #: trade meets horses, dragoons and cats); Cuccù: two Mattos count 14½, the stock's
    #: cards never act.
    fool_always_loses: bool
    stock_cards_act: bool

    def strength(self, face: str) -> float:
        """Comparison value; the fool sorts lowest (it loses alone or with the lowest)."""
        if face == self.fool:
            return -10.0
        return float(self.faces.index(face))

    def protects(self, other: str, mine: str) -> bool:
        """True when `other`, held by someone else, keeps `mine` from being the lowest."""
        if other == self.fool or other in self.safe:
            return False
        return self.strength(other) < self.strength(mine)


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
        "II",
        "II",
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
        "I",
        "IV",
        keep_verb="keep",
        fool_always_loses=False,
        stock_cards_act=False,
    ),
}


def face_of(card: str) -> str:
    return card.rpartition(".")[0]


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
        mine = face_of(view["zones"][f"hand:{seat}"][0])
        known_cards = set(view["seen"])
        for content in view["zones"].values():
            if isinstance(content, list):
                known_cards.update(content)
        deck = [f"{face}.{c}" for face in rules.faces for c in (1, 2)]
        pool = [face_of(c) for c in deck if c not in known_cards]
        lives = list(public["lives"])
        others = [s for s in public["order"] if s != seat and lives[s] > 0]
        known: dict[int, str] = {}
        for card, zone in view["seen"].items():
            if zone.startswith("hand:"):
                holder = int(zone.partition(":")[2])
                if holder != seat:
                    known[holder] = face_of(card)
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
        if any(r.protects(f, face) for s, f in known.items() if s in self.others):
            return 0.0
        unknown = len([s for s in self.others if s not in known])
        protecting = sum(1 for f in pool if r.protects(f, face))
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


def inn_decision(
    k: Knowledge, view: dict[str, Any], legal: list[Action], careful: bool
) -> Decision:
    """The inn (Cuccù): the asker always asks for insurance when careful (a refusal hands it
    the Osteria; an acceptance covers a Nulla); the innkeeper accepts unless the asker very
    likely holds the Nulla."""
    verbs = {a.verb: a for a in legal}
    if "insure" in verbs:
        if careful or k.mine == "nulla":
            return Decision(verbs["insure"], "ai.cuckoo.insure", {"card": k.mine})
        return Decision(verbs["keep"], "ai.cuckoo.inn_keep", {"card": k.mine})
    asker = view["public"]["pending"]["asker"]
    if asker in k.known:
        nulla = 1.0 if k.known[asker] == "nulla" else 0.0
    else:
        low = [f for f in k.pool if cuccu.VALUES.get(f, 99) <= 4 or f == "matto"]
        nulla = low.count("nulla") / max(1, len(low))
    params = {"chance": round(100 * nulla)}
    if not careful or nulla < 0.3:
        return Decision(verbs["accept"], "ai.cuckoo.accept_insurance", params)
    return Decision(verbs["refuse"], "ai.cuckoo.refuse_insurance", params)


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
            return inn_decision(k, view, legal, careful=self.level != "easy")
        decision = yield from self.turn(view, k, legal)
        return decision

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


def rollout_action(match: CuckooMatch, rules: Rules, seat: int) -> str:
    """The simple policy every seat follows in hard's simulations (its own card only)."""
    face = match.face(match.hand(seat))
    if match.phase == "inn_choice":
        return f"{seat} insure"
    if match.phase == "inn_answer":
        return f"{seat} accept"
    if match.is_dealer(seat):
        low = rules.strength(face) < rules.strength(rules.sim_trade_below)
        return f"{seat} {'trade' if low else rules.keep_verb}"
    low = rules.strength(face) < rules.strength(rules.sim_ask_below)
    return f"{seat} {'ask' if low else rules.keep_verb}"


def play_out(match: CuckooMatch, rules: Rules) -> None:
    """Play the deal under way to its settlement with the rollout policy (`match` is a
    deal-only search copy: it stops there)."""
    while match.to_act():
        seat = match.to_act()[0]
        match.apply_unchecked(Action.parse(rollout_action(match, rules, seat)))


def score(lost: list[int], seat: int) -> float:
    """How good a simulated deal is for `seat`: minus the lives it lost. (Extra weight for a
    last life, or credit for the others' losses, made no measurable difference.)"""
    return -float(lost[seat])


def reads(view: dict[str, Any], rules: Rules) -> dict[int, str]:
    """What the deal's public actions suggest about cards: a seat that kept probably holds
    a card at least as good as the usual asking bar ("high"); a seat handed the card of
    someone who asked probably holds one below it ("low")."""
    guess: dict[int, str] = {}
    log = view["log"]
    start = max((i for i, e in enumerate(log) if e["kind"] == "deal_start"), default=0)
    for event in log[start:]:
        kind = event["kind"]
        if kind in ("stand", "keep"):
            guess[event["seat"]] = "low" if "inn" in event else "high"
        elif kind == "swap":
            asker, target = event["seat"], event["target"]
            guess[target] = "low" if "inn" in event else guess.get(asker, "low")
            guess.pop(asker, None)
        elif kind == "stock_trade":
            guess.pop(event["seat"], None)
        elif kind == "undo":
            guess.clear()
    return guess


class HardOpponent(CuckooOpponent):
    """Simulates the rest of the deal for each choice on the same sampled states."""

    level = "hard"
    #: Sampled deals per decision (each plays every choice out), and samples between yields.
    samples = 24
    chunk = 3
    #: How much less likely a sampled card is when it contradicts a seat's public action.
    unlikely = 0.3

    def turn(self, view: dict[str, Any], k: Knowledge, legal: list[Action]) -> Thinking:
        fallback = normal_turn(k, legal)
        rng = self.rng_for(view)
        worlds = Completion(MATCH_CLASSES[self.game_id], view, story=False)
        yield None
        guess = {
            s: g for s, g in reads(view, k.rules).items() if s != self.seat and s not in k.known
        }
        bar = k.rules.strength(k.rules.sim_ask_below)
        sum_w = sum_d = sum_d2 = 0.0
        losses = [0.0, 0.0]
        for i in range(self.samples):
            world = worlds.sample(rng, own_rng=False)  # a deal-only copy never shuffles
            weight = 1.0
            for seat, g in guess.items():
                strength = k.rules.strength(world.face(world.hand(seat)))
                if (strength >= bar) != (g == "high"):
                    weight *= self.unlikely
            results = []
            for j, action in enumerate(legal):
                twin = world.search_copy(record=True, deal_only=True)
                since = len(twin.log)
                twin.apply_unchecked(action)
                play_out(twin, k.rules)
                lost = lives_lost(twin, since)
                results.append(score(lost, self.seat))
                losses[j] += weight * (lost[self.seat] > 0)
            diff = results[1] - results[0]
            sum_w += weight
            sum_d += weight * diff
            sum_d2 += weight * diff * diff
            if (i + 1) % self.chunk == 0:
                yield None
        mean = sum_d / sum_w
        var = max(0.0, sum_d2 / sum_w - mean * mean)
        stderr = math.sqrt(var / self.samples)
        params = {
            "card": k.mine,
            "samples": self.samples,
            "keep_risk": round(100 * losses[0] / sum_w),
            "other_risk": round(100 * losses[1] / sum_w),
        }
        if abs(mean) <= stderr:
            return Decision(fallback.action, fallback.reason, {**fallback.params, **params})
        if mean > 0:
            return Decision(legal[1], "ai.cuckoo.simulated_change", params)
        return Decision(legal[0], "ai.cuckoo.simulated_keep", params)


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
