"""From a view back to a full state: the one view-to-state completion every game's
determinizer uses (the AI samples these to search; the conformance test checks that a
completed state shows its seat the view it came from).

`Completion(cls, view)` analyses the view once: the core's part of the state (seats,
options, the seat's story and memory, the open choice), the game's public state (the
game's `_restore_public` hook), the piles the seat sees and the sizes of the others, and
the cards whose place it does not see. `sample(rng)` then deals those cards into the hidden
places: at random by default, or by the game's `_deal_unseen` hook when public facts
constrain them (a knocked fool, stock generations), and reopens the open choice (the game's
`restore_choice`, which may read the sampled hands). Sampling is cheap; analyse once per
decision, sample many times.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.cards import Card, index_cards
from game.engine.events import Event
from game.engine.match import Match
from game.engine.zones import Zones

_DECKS: dict[type, dict[str, Card]] = {}


def deck_index(cls: type[Match]) -> dict[str, Card]:
    """The id -> card map of a game (cards are immutable, so one map serves all states)."""
    if cls not in _DECKS:
        _DECKS[cls] = index_cards(cls.make_deck(cls.__new__(cls)))
    return _DECKS[cls]


class Completion:
    """Full states consistent with one seat's view (see the module docstring)."""

    def __init__(self, cls: type[Match], view: dict[str, Any], story: bool = True) -> None:
        """`story` False leaves the log out of the samples (they start with an empty
        log): search that never reads the past saves rebuilding and copying it, which
        late in a match is most of a sample's cost."""
        self.view = view
        self.seat: int = view["seat"]
        n = view["n_seats"]
        match = cls.__new__(cls)
        match.n_seats = n
        match.options = dict(view["options"])
        match.seed = 0
        match.rng = random.Random(0)
        match.setup_args = {"game": cls.game_id, "options": match.options}
        match.cards = deck_index(cls)
        match.zones = Zones()
        match.log = [Event.from_json(event) for event in view["log"]] if story else []
        match.history = []
        match.seen = [{} for _ in range(n)]
        match.seen[self.seat] = dict(view["seen"])
        match._pending_events = []
        match._stacked_decks = []
        match._restore_public(view)
        self.template = match
        zones = view["zones"]
        #: The piles the seat sees, exactly; and every zone's size.
        self.visible = {name: list(pile) for name, pile in zones.items() if isinstance(pile, list)}
        self.sizes = {name: (n if isinstance(n, int) else len(n)) for name, n in zones.items()}
        shown = {card for pile in self.visible.values() for card in pile}
        #: Cards in no pile the seat sees, in deck order.
        self.unseen = [card for card in match.cards if card not in shown]
        #: The game's own analysis, made once (`_analyse_completion`).
        self.extra: dict[str, Any] = match._analyse_completion(self)

    def sample(
        self,
        rng: random.Random,
        own_rng: bool = True,
        deal_only: bool = False,
        record: bool = True,
    ) -> Match:
        """One full state. Its RNG is drawn from `rng` unless `own_rng` is False (then it
        is the template's fixed one: enough for a state that stops at the deal's end).
        `deal_only` and `record` are `Match.search_copy`'s: for a state to search on."""
        match = self.template.search_copy(record=record, deal_only=deal_only)
        piles = {name: list(pile) for name, pile in self.visible.items()}
        piles.update(match._deal_unseen(self, rng))
        zones = Zones()
        zones.piles = {name: piles[name] for name in self.sizes}
        zones.where = {card: name for name, pile in zones.piles.items() for card in pile}
        match.zones = zones
        if self.view.get("choice"):  # once the cards lie: answers may name a hand's cards
            match.choices = (match.restore_choice(self.view["choice"]),)
        if own_rng:
            match.seed_rng_later(rng.getrandbits(64))
        match._complete(self, rng)
        return match

    def deal_at_random(self, rng: random.Random) -> dict[str, list[str]]:
        """The default deal: the unseen cards shuffled into the hidden zones, in zone order."""
        unseen = list(self.unseen)
        rng.shuffle(unseen)
        piles = {}
        for name, size in self.sizes.items():
            if name not in self.visible:
                piles[name], unseen = unseen[:size], unseen[size:]
        return piles
