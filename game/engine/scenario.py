"""Scenario runner: play a match from a JSON file and print what happened.

    python -m game.engine.scenario FILE.json [--reveal]

The file names a game, its options, a seed, a dealer, an optional starting state, an
optional stacked deck and a list of actions. Seats may be written as letters ``A, B, C, ...``
in turn order of the first deal with the dealer last (as the rules specs write them) or as
seat numbers. See README.md, "Scenario files".
"""

from __future__ import annotations

import argparse
import json
import string
import sys
from typing import Any

from game.engine.match import Match
from game.engine.registry import engine

LETTERS = string.ascii_uppercase


def letter_map(game_id: str, n_seats: int, dealer: int, options: dict[str, Any]) -> dict[str, int]:
    order = engine(game_id).seat_order(n_seats, dealer, options)
    return {LETTERS[i]: seat for i, seat in enumerate(order)}


def resolve_seat(token: str | int, letters: dict[str, int]) -> int:
    if isinstance(token, int):
        return token
    if token in letters:
        return letters[token]
    if token.lstrip("-").isdigit():
        return int(token)
    raise ValueError(f"unknown seat {token!r}; seats are {', '.join(letters)} or numbers")


def translate_start(start: dict[str, Any] | None, letters: dict[str, int]) -> dict[str, Any] | None:
    """Turn letter-keyed seat entries of a starting state into seat numbers."""
    if not start:
        return start
    out = dict(start)
    if "seats" in out:
        out["seats"] = {
            resolve_seat(key, letters): value for key, value in dict(out["seats"]).items()
        }
    return out


def translate_action(text: str, letters: dict[str, int]) -> str:
    head, _, rest = text.strip().partition(" ")
    return f"{resolve_seat(head, letters)} {rest}".strip()


def build(spec: dict[str, Any]) -> tuple[Match, list[str], dict[str, int]]:
    """The match a scenario sets up, before its actions, with its action list translated."""
    game_id = spec["game"]
    options = dict(spec.get("options", {}))
    module = engine(game_id)
    n_seats = int(options.get("players", module.DEFAULT_PLAYERS))
    options.setdefault("players", n_seats)
    raw_dealer = spec.get("dealer", n_seats - 1)
    dealer = raw_dealer if isinstance(raw_dealer, int) else int(raw_dealer)
    letters = letter_map(game_id, n_seats, dealer, options)
    match = module.new_match(
        options=options,
        seed=int(spec.get("seed", 0)),
        dealer=dealer,
        deck=spec.get("deck"),
        decks=spec.get("decks"),
        start=translate_start(spec.get("start"), letters),
    )
    actions = [translate_action(text, letters) for text in spec.get("actions", [])]
    return match, actions, letters


def summary(match: Match, reveal: bool) -> dict[str, Any]:
    out: dict[str, Any] = {
        "game": match.game_id,
        "public": match._public_state(),
        "to_act": [] if match.is_over else match.to_act(),
        "result": match.result(),
        "zone_sizes": {name: len(pile) for name, pile in match.zones.piles.items()},
    }
    if reveal:
        out["zones"] = {name: list(pile) for name, pile in match.zones.piles.items()}
    return out


def run(spec: dict[str, Any], reveal: bool = False, out=sys.stdout) -> Match:
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
    with open(args.file, encoding="utf-8") as handle:
        spec = json.load(handle)
    try:
        run(spec, args.reveal)
    except Exception as error:  # a scenario that stops early still says why
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
