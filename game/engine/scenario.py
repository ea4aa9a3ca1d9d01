"""Scenario runner: play a match from a JSON file and print what happened.

    python -m game.engine.scenario FILE.json [--reveal]

The file names a game, its options, a seed, a dealer, an optional starting state, an
optional stacked deck and a list of actions. Seats may be written as letters ``A, B, C, ...``
in turn order of the first deal with the dealer last (as the rules specs write them) or as
seat numbers, wherever a seat is. See README.md, "Scenario files".

A malformed file (bad JSON, an unknown key or card, a card listed twice or left without a
place, a seat or dealer out of range) is one line on stderr naming the culprit and exit
status 2; an action the rules refuse stops the run with its reason and exit status 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.engine.errors import IllegalAction
from game.engine.match import Match
from game.engine.registry import GameDescriptor, descriptor, game_ids
from game.engine.start import ScenarioError, resolve_seat, seat_letters

#: The keys of a scenario file.
KEYS = ("game", "options", "seed", "dealer", "deck", "decks", "start", "actions")


def load(path: str) -> dict[str, Any]:
    """The scenario in a file, or a ScenarioError that says what is wrong with it."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except OSError as error:
        raise ScenarioError(f"{path}: cannot read the file ({error.strerror})") from None
    try:
        spec = json.loads(text)
    except json.JSONDecodeError as error:
        raise ScenarioError(
            f"{path}: not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        ) from None
    if not isinstance(spec, dict):
        raise ScenarioError(f"{path}: a scenario is a JSON object, not {type(spec).__name__}")
    return spec


def game_of(spec: dict[str, Any]) -> GameDescriptor:
    unknown = [key for key in spec if key not in KEYS]
    if unknown:
        raise ScenarioError(f"unknown key {unknown[0]!r} (allowed: {', '.join(KEYS)})")
    if "game" not in spec:
        raise ScenarioError(f"game: missing; the games are {', '.join(game_ids())}")
    try:
        return descriptor(spec["game"])
    except (KeyError, TypeError):
        raise ScenarioError(
            f"game: unknown game {spec['game']!r}; the games are {', '.join(game_ids())}"
        ) from None


def players_of(game: GameDescriptor, options: Any) -> int:
    if not isinstance(options, dict):
        raise ScenarioError('options: expected an object, e.g. {"players": 3}')
    players = options.get("players", game.default_players)
    low, high = game.players
    if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
        raise ScenarioError(
            f"options.players: {players!r} is not a number of players ({low}-{high})"
        )
    return players


def build(spec: dict[str, Any]) -> tuple[Match, list[str], dict[str, int]]:
    """The match a scenario sets up, before its actions, with its action list translated."""
    game = game_of(spec)
    options = dict(spec.get("options", {}))
    n_seats = players_of(game, options)
    options["players"] = n_seats
    seed = spec.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ScenarioError(f"seed: expected a whole number, not {seed!r}")
    dealer = spec.get("dealer", n_seats - 1)
    if dealer is None:  # null: the seed picks the dealer, as in a saved match's record
        turn = game.new_match(options=dict(options), seed=seed).turn_order()
    else:
        dealer = resolve_seat(dealer, "dealer", n_seats, {})
        turn = game.seat_order(n_seats, dealer, options)
    letters = seat_letters(turn)
    start = spec.get("start")
    if start is not None:  # letters become seat numbers with the game's own start parser
        probe = game.new_match(options=dict(options), seed=seed, dealer=dealer)
        start = probe.start_parser(letters).parse(start)
    try:
        match = game.new_match(
            options=options,
            seed=seed,
            dealer=dealer,
            deck=spec.get("deck"),
            decks=spec.get("decks"),
            start=start,
        )
    except ScenarioError:
        raise
    except (ValueError, KeyError, TypeError, IndexError) as error:
        raise ScenarioError(f"start: the game cannot set this up ({error})") from None
    actions = spec.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError('actions: expected a list of texts like "A ask"')
    texts = [translate_action(text, f"actions[{i}]", letters) for i, text in enumerate(actions)]
    return match, texts, letters


def translate_action(text: Any, where: str, letters: dict[str, int]) -> str:
    if not isinstance(text, str) or len(text.split()) < 2:
        raise ScenarioError(f'{where}: {text!r} is not an action like "A ask"')
    head, _, rest = text.strip().partition(" ")
    return f"{resolve_seat(head, where, len(letters), letters)} {rest}".strip()


def summary(match: Match, reveal: bool) -> dict[str, Any]:
    out: dict[str, Any] = {
        "game": match.game_id,
        "public": match._public_state(),
        "choice": match.choice.to_json() if match.choice else None,
        "to_act": match.to_act(),
        "result": match.result(),
        "zone_sizes": {name: len(pile) for name, pile in match.zones.piles.items()},
    }
    if reveal:
        out["zones"] = {name: list(pile) for name, pile in match.zones.piles.items()}
    return out


def run(spec: dict[str, Any], reveal: bool = False, out=sys.stdout) -> Match:
    """Play a scenario and print it. Raises ScenarioError for a malformed one and the
    engine's IllegalAction for an action the rules refuse."""
    match, actions, letters = build(spec)
    names = {seat: letter for letter, seat in letters.items()}
    print(f"# seats: {json.dumps({n: s for s, n in names.items()})}", file=out)
    for event in match.log:
        print(json.dumps(_shown(event, reveal)), file=out)
    for text in actions:
        print(f"> {text}", file=out)
        for event in match.apply(text):
            print(json.dumps(_shown(event, reveal)), file=out)
    print(json.dumps(summary(match, reveal), indent=2, sort_keys=True), file=out)
    return match


def _shown(event, reveal: bool) -> dict[str, Any]:
    return (event if reveal else event.for_seat(-1)).to_json()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.engine.scenario")
    parser.add_argument("file")
    parser.add_argument("--reveal", action="store_true", help="show every hand and private event")
    args = parser.parse_args(argv)
    try:
        run(load(args.file), args.reveal)
    except ScenarioError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except IllegalAction as error:  # a scenario that stops early still says why
        print(f"refused: {error} ({error.code})", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
