"""The hard level's list rollouts (game/ai/maumau_rollout.py) against the engine itself: from
sampled worlds of real positions, every searched move and then the normal rule for every
seat must leave the same round, card for card, as the engine's apply does, at the round's
end and when a rollout stops early."""

from __future__ import annotations

import copy
import random

import pytest

from game.ai.maumau import candidates
from game.ai.maumau_policy import normal_policy, table_from_match, table_from_view
from game.ai.maumau_rollout import Round
from game.engine.actions import Action
from game.engine.completion import Completion
from game.engine.maumau import MauMauMatch, new_match
from game.engine.shedding import DISCARD, HANDS, STOCK


def state_of_engine(match: MauMauMatch) -> tuple:
    piles = match.zones.piles
    hands = [piles[HANDS[s]] for s in range(match.n_seats)]
    if match.round_winner is not None:  # a finished round: the cards left and the totals
        return match.round_winner, hands, list(match.scores)
    return (
        None,
        hands,
        list(match.scores),
        piles[STOCK],
        piles[DISCARD],
        match.active_suit,
        match.pending,
        match.direction,
        match.turn,
        match.drawn,
    )


def state_of_round(r: Round) -> tuple:
    if r.winner is not None:
        return r.winner, r.hands, list(r.scores)
    return (
        None,
        r.hands,
        list(r.scores),
        r.stock,
        r.discard,
        r.active,
        r.pending,
        r.direction,
        r.turn,
        r.drawn,
    )


def moves_to_try(view: dict) -> list[Action]:
    """The search's candidates, plus each play without its call (a missed call is caught)."""
    moves = candidates(table_from_view(view))
    bare = [
        Action(m.seat, m.verb, tuple(a for a in m.args if a != "mau"))
        for m in moves
        if "mau" in m.args
    ]
    return moves + bare


def engine_rollout(match: MauMauMatch, limit: int) -> int:
    """Play up to `limit` steps of the round under the normal policy for every seat with
    the engine's unchecked apply (a catch window's first waiting seat answers); the steps
    played. The reference the hard AI's list rollouts are tested against."""
    steps = 0
    while match.round_winner is None and steps < limit:
        seat = match.choice.seats[0] if match.choice else match.turn
        action, _, _ = normal_policy(table_from_match(match, seat))
        match.apply_unchecked(action)
        steps += 1
    return steps


def positions(players: int, seed: int, every: int = 4) -> list[dict]:
    match = new_match(options={"players": players}, seed=seed)
    views = []
    for count in range(400):
        if match.is_over:
            break
        seat = match.to_act()[0]
        view = match.view(seat)
        if count % every == 0 and match.choice is None:
            views.append(view)
        match.apply(normal_policy(table_from_view(view))[0])
    return views


@pytest.mark.parametrize("players", [2, 3, 4])
def test_list_rollouts_end_every_round_as_the_engine_does(players: int) -> None:
    rng = random.Random(players)
    compared = finished = reshuffled = 0
    for seed in range(3):
        for view in positions(players, seed):
            worlds = Completion(MauMauMatch, view, story=False)
            for limit in (300, rng.randrange(1, 12)):
                world = worlds.sample(rng, deal_only=True, record=False)
                for move in moves_to_try(view):
                    trial = world.search_copy(deal_only=True)
                    trial.apply_unchecked(move)
                    caught = trial.choice is not None  # the catch is a step of its own there
                    expected_steps = engine_rollout(trial, limit + caught) - caught
                    fast = Round.of(world).copy()
                    fast.apply(move)
                    assert fast.advance(limit) == expected_steps
                    assert state_of_round(fast) == state_of_engine(trial), (view["seat"], move)
                    compared += 1
                    finished += trial.round_winner is not None
                    reshuffled += trial.generation > world.generation
    assert compared > 300 and finished > 100 and reshuffled > 5


def test_a_rollout_leaves_the_sampled_world_as_it_was() -> None:
    """Every move of a search starts from the same world: playing one must not change it."""
    view = positions(4, 5)[3]
    world = Completion(MauMauMatch, view, story=False).sample(
        random.Random(1), deal_only=True, record=False
    )
    before = copy.deepcopy(state_of_engine(world))
    start = Round.of(world)
    for move in moves_to_try(view):
        trial = start.copy()
        trial.apply(move)
        trial.advance(300)
    assert state_of_engine(world) == before
