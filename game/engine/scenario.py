"""Scenario runner: play a match from a JSON file and print what happened.

    python -m game.engine.scenario FILE.json [--reveal]

The file names a game, its options, a seed, a dealer, an optional starting state, an
optional stacked deck and a list of actions. Seats may be written as letters ``A, B, C, ...``
in turn order of the first deal with the dealer last (as the rules specs write them) or as
seat numbers, wherever a seat is. See README.md, "Scenario files".

Every malformed input is one line on stderr naming the culprit (any value it echoes cut
short) and exit status 2: a file that is not UTF-8 or not JSON (NaN and Infinity included,
an integer of thousands of digits, nesting deeper than `MAX_DEPTH`), an unknown key, game,
option or card, an option's value out of its type or range, a card listed twice or left
without a place, a seat or dealer out of range, a counter out of the rules' range, a
starting state the rules cannot reach (checked against the invariants before the first
action). An action the rules refuse stops the run with its reason and exit status 1. A
failure of the runner itself is one line and exit status 3, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.engine.errors import IllegalAction, cut, shown
from game.engine.match import Match
from game.engine.registry import GameDescriptor, descriptor, game_ids, seated_options
from game.engine.start import ScenarioError, resolve_seat, seat_letters

#: The keys of a scenario file (``report``: what "Report a problem" adds, read past).
KEYS = ("game", "options", "seed", "dealer", "deck", "decks", "start", "actions", "report")
MAX_DEPTH = 32
SEED_LIMIT = 2**63
LINE_MAX = 400  # characters of the one line a failure prints


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _depth(value: Any) -> int:
    """How deeply `value` nests (without recursion: the file may nest very deep)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        deepest = max(deepest, depth)
        if isinstance(item, dict):
            stack.extend((child, depth + 1) for child in item.values())
        elif isinstance(item, list):
            stack.extend((child, depth + 1) for child in item)
    return deepest


def parse(text: str, path: str) -> dict[str, Any]:
    """A scenario's JSON text as an object, or a ScenarioError that says what is wrong."""
    try:
        spec = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise ScenarioError(
            f"{path}: not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        ) from None
    except RecursionError:
        raise ScenarioError(f"{path}: not valid JSON (nested too deep)") from None
    except ValueError as error:  # NaN, Infinity, an integer of more than 4300 digits
        raise ScenarioError(f"{path}: not valid JSON ({cut(str(error), 80)})") from None
    if not isinstance(spec, dict):
        raise ScenarioError(f"{path}: a scenario is a JSON object, not {type(spec).__name__}")
    if _depth(spec) > MAX_DEPTH:
        raise ScenarioError(f"{path}: nested deeper than {MAX_DEPTH} levels")
    return spec


def load(path: str) -> dict[str, Any]:
    """The scenario in a file, or a ScenarioError that says what is wrong with it."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as error:
        raise ScenarioError(f"{path}: cannot read the file ({error.strerror})") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ScenarioError(f"{path}: not UTF-8 text (byte {error.start})") from None
    return parse(text, path)


def game_of(spec: dict[str, Any]) -> GameDescriptor:
    unknown = [key for key in spec if key not in KEYS]
    if unknown:
        raise ScenarioError(f"unknown key {shown(unknown[0])} (allowed: {', '.join(KEYS)})")
    if "game" not in spec:
        raise ScenarioError(f"game: missing; the games are {', '.join(game_ids())}")
    try:
        return descriptor(spec["game"])
    except (KeyError, TypeError):
        raise ScenarioError(
            f"game: unknown game {shown(spec['game'])}; the games are {', '.join(game_ids())}"
        ) from None


def _checked_keys(spec: dict[str, Any]) -> int:
    """The seed, after the plain keys' types are checked (deck, decks, actions, report)."""
    seed = spec.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int) or abs(seed) >= SEED_LIMIT:
        raise ScenarioError(f"seed: expected a whole number below 2**63, not {shown(seed)}")
    for key in ("deck", "decks"):
        if spec.get(key) is not None and not isinstance(spec[key], list):
            raise ScenarioError(f"{key}: expected a list, not {type(spec[key]).__name__}")
    for index, deck in enumerate(spec.get("decks") or []):
        if not isinstance(deck, list):
            raise ScenarioError(f"decks[{index}]: expected a list of cards, not {shown(deck)}")
    if "report" in spec and not isinstance(spec["report"], dict):
        raise ScenarioError("report: expected an object")
    actions = spec.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError('actions: expected a list of texts like "A ask"')
    return seed


def build(spec: dict[str, Any]) -> tuple[Match, list[str], dict[str, int]]:
    """The match a scenario sets up, before its actions, with its action list translated.
    The set-up is checked against the invariants (every card in exactly one zone, the
    game's counters in range) before anything is played."""
    game = game_of(spec)
    options, n_seats = seated_options(game, spec.get("options", {}))
    seed = _checked_keys(spec)
    dealer = spec.get("dealer", n_seats - 1)
    try:
        if dealer is None:  # null: the seed picks the dealer, as in a saved match's record
            turn = game.new_match(options=dict(options), seed=seed).turn_order()
        else:
            dealer = resolve_seat(dealer, "dealer", n_seats, {})
            turn = game.seat_order(n_seats, dealer, options)
        letters = seat_letters(turn)
        start = spec.get("start")
        if start is not None:  # letters become seat numbers with the game's own parser
            probe = game.new_match(options=dict(options), seed=seed, dealer=dealer)
            start = probe.start_parser(letters).parse(start)
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
    except Exception as error:  # the input asks for what the game cannot set up
        raise ScenarioError(
            f"start: the game cannot set this up ({type(error).__name__}: {cut(str(error), 120)})"
        ) from None
    try:
        match.check_invariants()
    except AssertionError as error:
        raise ScenarioError(
            f"start: the state breaks an invariant ({cut(str(error), 160)})"
        ) from None
    texts = [
        translate_action(text, f"actions[{i}]", letters)
        for i, text in enumerate(spec.get("actions", []))
    ]
    return match, texts, letters


def translate_action(text: Any, where: str, letters: dict[str, int]) -> str:
    if not isinstance(text, str) or len(text.split()) < 2:
        raise ScenarioError(f'{where}: {shown(text)} is not an action like "A ask"')
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


def run(spec: dict[str, Any], reveal: bool = False, out: Any = None) -> Match:
    """Play a scenario and print it (to `out`, else standard output as it is now). Raises
    ScenarioError for a malformed one and the engine's IllegalAction for an action the
    rules refuse."""
    out = sys.stdout if out is None else out
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


def one_line(text: str) -> str:
    """A message as exactly one line of at most `LINE_MAX` characters."""
    text = " ".join(text.split())
    return text if len(text) <= LINE_MAX else text[: LINE_MAX - 1] + "…"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.engine.scenario")
    parser.add_argument("file")
    parser.add_argument("--reveal", action="store_true", help="show every hand and private event")
    args = parser.parse_args(argv)
    try:
        run(load(args.file), args.reveal)
    except ScenarioError as error:
        print(one_line(f"error: {error}"), file=sys.stderr)
        return 2
    except IllegalAction as error:  # a scenario that stops early still says why
        print(one_line(f"refused: {error} ({error.code})"), file=sys.stderr)
        return 1
    except Exception as error:  # a bug of ours: one line to report, never a traceback
        text = f"internal error: {type(error).__name__}: {error} (please report this file)"
        print(one_line(text), file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
