"""The one table model (game/ui/table/model.py) without a display: generic events move
cards, turn them up and set counters for every game; a game's event table adds its own
changes (its entry for a generic kind takes that kind's place, calling the generic change
itself); the cuckoo markers come from state, so a rest ends even when no event announces
it."""

from __future__ import annotations

import pytest

from game.engine.events import Event
from game.engine.registry import new_match
from game.ui.scenes.cuckoo_events import EVENTS as CUCKOO
from game.ui.scenes.cuckoo_events import card_of, insured
from game.ui.table.events import GENERIC, table
from game.ui.table.model import On, TableModel


def counting() -> TableModel:
    def moved(model, d) -> None:
        model.move(d)
        model.set(moves=model.moves + 1)

    kinds = {"move": On(moved), "bell": On(lambda model, d: model.set(rang=d["seat"]))}
    events = table(kinds, state={"moves": 0, "rang": None}, counters={"score": "scores"})
    return TableModel(events, 3, 1, {"stock": [None, None], "hand:1": ["A"], "hand:2": [None]})


def test_generic_events_move_reveal_and_count() -> None:
    model = counting()
    model.apply(Event("move", {"card": None, "from": "stock", "to": "hand:2", "face_up": False}))
    model.apply(Event("move", {"card": "A", "from": "hand:1", "to": "discard", "face_up": True}))
    assert model.count("stock") == 1 and model.hand_size(2) == 2 and model.hand_size(1) == 0
    assert model.top_of("discard") == "A" and model.moves == 2, "the game's move moves too"
    model.apply(Event("reveal", {"seat": 2, "card": "Q"}))
    assert model.revealed == {2: ["Q"]} and "Q" in model.cards("hand:2")
    model.apply(Event("counter", {"seat": 0, "name": "score", "delta": 5, "value": 5}))
    assert model.scores == [5, 0, 0], "a named counter is the game's state"
    model.apply(Event("counter", {"seat": 2, "name": "chips", "delta": 1, "value": 1}))
    assert model.counters["chips"] == [0, 0, 1]
    model.apply(Event("bell", {"seat": 2}))
    assert model.rang == 2, "a game's own event changes its state"
    model.apply(Event("unknown", {}))  # events nobody handles change nothing
    with pytest.raises(KeyError):
        model.set(nothing=1)  # the table keeps only the facts it names
    with pytest.raises(AttributeError):
        model.nothing  # noqa: B018


def test_a_game_entry_takes_a_generic_kind_field_by_field() -> None:
    events = table({"move": On(words="log.move")})
    assert events.kinds["move"].model is GENERIC["move"].model, "the generic change stays"
    assert events.kinds["move"].sound is GENERIC["move"].sound
    assert events.kinds["move"].words == "log.move"


def test_a_model_from_a_view_hides_what_the_seat_cannot_see() -> None:
    match = new_match("maumau", options={"players": 3}, seed=5)
    view = match.view(2)
    events = table({}, state={"turn": None, "target": 0}, counters={"score": "scores"})
    model = TableModel.of(events, view)
    assert model.human == 2 and model.n_seats == 3
    assert model.cards("hand:2") == view["zones"]["hand:2"]
    assert model.cards("hand:0") == [None] * view["zones"]["hand:0"]
    assert model.turn == view["public"]["turn"] and model.target == view["public"]["target"]
    assert model.scores == view["public"]["scores"] and model.scores is not view["public"]["scores"]
    fresh = TableModel.fresh(events, view)
    assert fresh.count("stock") == 32 and fresh.turn is None, "before the deal: the deck"


def rest_then_settle() -> list[Event]:
    return [
        Event("deal_start", {"deal": 2, "dealer": 1, "order": [2, 3, 0, 1]}),
        Event("knock", {"seat": 2}),
        Event("insured", {"asker": 0, "seat": 3}),
        Event("settle", {"losers": {}, "cards": {}}),
        Event("rest", {"seats": [2]}),
    ]


def test_cuckoo_markers_come_from_state_and_a_rest_ends_unannounced() -> None:
    model = TableModel(CUCKOO, 4, deck_size=42)
    for event in rest_then_settle():
        model.apply(event)
    assert model.dealer == 1 and model.deal == 2
    assert 2 in model.knocked and insured(model, 0)
    assert not model.resting[2], "the summary is of the deal seat 2 played"
    model.apply(Event("deal_start", {"deal": 3, "dealer": 2, "order": [3, 0, 1, 2]}))
    assert 2 not in model.knocked and not insured(model, 0)
    assert model.resting[2], "a rest shows through the next deal"
    model.apply(Event("settle", {"losers": {}, "cards": {}}))  # nobody rests this time
    assert not model.resting[2], "the old rest ends though no event announced it"


def test_a_skipped_deal_consumes_a_rest_unseen() -> None:
    model = TableModel(CUCKOO, 4, deck_size=42)
    for event in [*rest_then_settle(), Event("deal_skipped", {"deal": 3, "players": [0]})]:
        model.apply(event)
    model.apply(Event("deal_start", {"deal": 4, "dealer": 2, "order": [3, 0, 1, 2]}))
    assert not any(model.resting)


def test_cuckoo_lives_and_face_up_cards() -> None:
    model = TableModel(CUCKOO, 4, deck_size=40)
    model.apply(Event("deal_start", {"deal": 1, "dealer": 0, "order": [1, 2, 3, 0]}))
    model.apply(Event("move", {"card": None, "from": "stock", "to": "hand:1", "face_up": False}))
    model.apply(Event("reveal", {"seat": 1, "card": "V.1"}))
    assert card_of(model, 1) == "V.1" and 1 in model.up and model.count("stock") == 39
    model.apply(Event("move", {"card": None, "from": "hand:1", "to": "hand:2", "face_up": False}))
    assert 1 not in model.up and model.hand_size(2) and not model.hand_size(1)
    model.apply(Event("counter", {"seat": 3, "name": "lives", "delta": -1, "value": 2}))
    assert model.lives == [3, 3, 3, 2]
    model.apply(Event("lives_reset", {"lives": [3, 3, 3, 3]}))
    assert model.lives == [3, 3, 3, 3]


def test_one_callout_layer_places_replaces_and_lets_go() -> None:
    import pygame

    from game.ui.anim import Animator
    from game.ui.table.callouts import Callouts

    anim = Animator(lambda: {"speed": "normal"})
    layer = Callouts()
    layer.show(anim, 1, "Skipped", 500, "cue", fade=False, replace=True)
    layer.show(anim, 1, "Mau!", 500, "cue", fade=False, replace=True)
    layer.show(anim, "banner", "Deal 2", 800, "banner")
    layer.show(anim, (40, 40), "-1", 300)
    assert layer.texts(1) == ["Mau!"], "a new cue over a seat replaces the old one"
    surface = pygame.Surface((400, 300))
    placed = []
    layer.draw(surface, lambda where: placed.append(where) or (200, 150))
    assert placed == [1, "banner"], "keys are placed by the table; points stand as given"
    anim.update(400)
    assert [c.text for c in layer.items] == ["Mau!", "Deal 2"]
    assert layer.items[1].alpha == 255
    anim.update(300)
    assert [c.text for c in layer.items] == ["Deal 2"] and layer.items[0].alpha < 255
    anim.update(200)
    assert not layer.items
