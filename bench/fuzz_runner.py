"""The scenario runner under hostile input: mutations of scenarios/*.json and generated
starting states, run in-process through the runner's own `main(argv)`.

    python -m bench.fuzz_runner [--inputs 50000] [--seed 0] [--out bench/results/fuzz_runner.json]

Every input must end in exit status 0, 1 (an action refused) or 2 (malformed): never an
exception out of `main`, never status 3 (the runner's own failure); a failure prints exactly
one line on stderr, a success none. A malformed starting state must be refused by the
game's own checks: the runner's safety net ("breaks an invariant") counts as a miss, and an
accepted set-up is checked against the invariants again here. Inputs that break a rule are
written to ``build/fuzz-runner/`` to replay with the runner. Seeded: the same seed gives the
same inputs.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game.engine import registry, scenario
from game.engine.start import whole

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "fuzz_runner.json"
FAILURES = ROOT / "build" / "fuzz-runner"
INPUTS = 50_000

#: Values a hostile file puts where anything else belongs.
HOSTILE: tuple[Any, ...] = (
    None,
    True,
    -1,
    0,
    1.5,
    -0.0,
    10**30,
    -(10**30),
    2**63,
    "",
    "²",
    "٣",
    "Z",
    "A",
    "x" * 5000,
    [],
    {},
    [[[[]]]],
    {"a": {"b": {}}},
    ["A ask"],
    "7H",
    "V.1",
)
#: Text-level damage: each turns valid JSON into something only a parser meets.
TEXT_DAMAGE = (
    lambda t, r: t[: r.randrange(len(t) + 1)],
    lambda t, r: t.replace("1", "Infinity", 1),
    lambda t, r: t.replace("0", "NaN", 1),
    lambda t, r: t.replace("1", "9" * r.choice((30, 4400, 5000)), 1),
    lambda t, r: t.replace("[", "[" * r.choice((40, 1000, 100_000)), 1),
    lambda t, r: t.replace(" ", " \ufeff", 1),
)


def corpus() -> list[dict[str, Any]]:
    """The scenario files as objects: what the mutations start from."""
    specs = []
    for path in sorted((ROOT / "scenarios").glob("*.json")):
        specs.append(json.loads(path.read_text("utf-8")))
    return specs


def paths_of(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path (keys and indexes) to a value inside `value`."""
    out = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            out += paths_of(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value[:12]):
            out += paths_of(child, (*prefix, index))
    return out


def _set(root: Any, path: tuple, value: Any) -> Any:
    value = json.loads(json.dumps(value))  # its own copy: never a shared HOSTILE value
    if not path:
        return value
    parent = root
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = value
    return root


def _drop(root: Any, path: tuple) -> Any:
    if not path:
        return root
    parent = root
    for step in path[:-1]:
        parent = parent[step]
    del parent[path[-1]]
    return root


def mutate(spec: dict[str, Any], rng: random.Random) -> str | bytes:
    """One hostile variant of a scenario: values replaced, keys dropped or added, cards
    moved, or the text itself damaged (bytes for invalid UTF-8)."""
    spec = json.loads(json.dumps(spec))
    for _ in range(rng.choice((1, 1, 2, 3))):
        path = rng.choice(paths_of(spec)[1:] or [("game",)])
        roll = rng.random()
        if roll < 0.5:
            spec = _set(spec, path, rng.choice(HOSTILE))
        elif roll < 0.65:
            spec = _drop(spec, path)
        elif roll < 0.75:
            target = spec if rng.random() < 0.5 else spec.setdefault("start", {})
            if isinstance(target, dict):
                target[rng.choice(("stok", "x", "report", "options", "round", "turn"))] = (
                    rng.choice(HOSTILE)
                )
        else:
            spec = _set(spec, path, rng.choice(card_tokens(spec, rng)))
    text = json.dumps(spec, ensure_ascii=rng.random() < 0.5)
    roll = rng.random()
    if roll < 0.15:
        text = rng.choice(TEXT_DAMAGE)(text, rng)
    elif roll < 0.2:
        data = text.encode("utf-8")
        cut = rng.randrange(len(data) + 1)
        return data[:cut] + rng.choice((b"\xff", b"\xc3", b"\xed\xa0\x80")) + data[cut:]
    return text


def card_tokens(spec: dict[str, Any], rng: random.Random) -> list[Any]:
    """Cards of the spec's game (ids and faces), for moving cards where they do not go."""
    try:
        match = registry.descriptor(spec.get("game")).new_match(seed=0)
    except Exception:
        return list(HOSTILE)
    ids = sorted(match.cards)
    return [rng.choice(ids), match.cards[rng.choice(ids)].face, rng.sample(ids, 3)]


def generated_start(game: str, rng: random.Random) -> dict[str, Any]:
    """A starting state drawn from the game's START_KEYS/SEAT_KEYS: cards dealt without
    repeats (so many set-ups are well formed), counters mostly in range, now and then not."""
    d = registry.descriptor(game)
    low, high = d.players
    players = rng.randint(low, high)
    probe = d.new_match(options={"players": players}, seed=0)
    deck = sorted(probe.cards)
    rng.shuffle(deck)
    letters = [chr(65 + i) for i in range(players)]

    def value(kind: Any) -> Any:
        if isinstance(kind, dict):
            keys = [k for k in kind if rng.random() < 0.4]
            return {k: value(kind[k]) for k in keys}
        if isinstance(kind, whole):
            if rng.random() < 0.9:
                return rng.randint(kind.low, kind.high)
            return rng.choice((kind.low - 1, kind.high + 1, 0.5, 10**18))
        if isinstance(kind, tuple):
            return rng.choice(kind) if rng.random() < 0.9 else rng.choice(HOSTILE)
        if kind == "seats":
            chosen = [s for s in letters if rng.random() < 0.5]
            return {s: value(probe.SEAT_KEYS) for s in chosen}
        if kind in ("cards", "card_list"):
            n = rng.choice((0, 1, 1, 2, 3, 5, 8))
            taken = [deck.pop() for _ in range(min(n, len(deck)))]
            return taken if kind == "card_list" or len(taken) != 1 else taken[0]
        if kind == "card":
            return rng.choice(sorted(probe.cards))
        if kind == "seat":
            return rng.choice(letters) if rng.random() < 0.9 else rng.choice(HOSTILE)
        if kind == "seat_list":
            return rng.sample(letters, rng.randint(0, players))
        if kind == "flag":
            return rng.random() < 0.3
        if kind == "text":
            return rng.choice(("draw", "discard", "mau", "x"))
        return rng.choice(HOSTILE)

    start = value(probe.START_KEYS)
    actions = [f"{rng.choice(letters)} {verb}" for verb in rng.sample(VERBS, 2)]
    return {"game": game, "options": {"players": players}, "seed": rng.randrange(1000),
            "dealer": players - 1, "start": start, "actions": actions}  # fmt: skip


VERBS = ["ask", "stand", "keep", "trade", "draw", "pass", "luck", "quit", "play 7H", "play V"]


class Tally:
    """Counts by outcome, and the inputs that broke a rule."""

    def __init__(self) -> None:
        self.inputs = 0
        self.status = {0: 0, 1: 0, 2: 0}
        self.crashes = 0  # an exception out of main, or status 3
        self.bad_lines = 0  # a failure that is not exactly one stderr line
        self.invariant_breaks = 0
        self.failures: list[str] = []


def run_one(content: str | bytes, path: Path, tally: Tally, out_dir: Path) -> None:
    """Run one input through `main` and check what it did."""
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    err = io.StringIO()
    broke = ""
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            status = scenario.main([str(path)])
    except BaseException as error:  # noqa: BLE001 - the very thing counted
        status, broke = 3, f"exception out of main: {type(error).__name__}: {error}"
    tally.inputs += 1
    text = err.getvalue()
    if status == 3:
        tally.crashes += 1
        broke = broke or text.strip()
    else:
        tally.status[status] += 1
        lines = text.count("\n")
        if (status == 0 and text) or (status != 0 and (lines != 1 or not text.endswith("\n"))):
            tally.bad_lines += 1
            broke = f"status {status} with stderr {text[:200]!r}"
        elif "breaks an invariant" in text:
            tally.invariant_breaks += 1
            broke = text.strip()
        elif status in (0, 1):
            broke = _setup_broken(content)
            tally.invariant_breaks += bool(broke)
    if broke:
        out_dir.mkdir(parents=True, exist_ok=True)
        kept = out_dir / f"input-{tally.inputs}.json"
        kept.write_bytes(path.read_bytes())
        tally.failures.append(f"{kept}: {broke[:300]}")


def _setup_broken(content: str | bytes) -> str:
    """The invariants right after an accepted set-up, checked here too."""
    try:
        match, _, _ = scenario.build(scenario.parse(_text(content), "input"))
        match.check_invariants()
    except AssertionError as error:
        return f"set-up breaks an invariant: {error}"
    return ""


def _text(content: str | bytes) -> str:
    return content if isinstance(content, str) else content.decode("utf-8")


def fuzz(inputs: int, seed: int = 0, out_dir: Path = FAILURES) -> Tally:
    """`inputs` inputs: every third a generated starting state, the rest mutations."""
    rng = random.Random(seed)
    specs = corpus()
    games = [d.id for d in registry.games() if d.engine.startswith("game.engine.")]
    tally = Tally()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "input.json"
        for n in range(inputs):
            if n % 3 == 2:
                spec = generated_start(rng.choice(games), rng)
                content: str | bytes = json.dumps(spec) if rng.random() < 0.7 else mutate(spec, rng)
            else:
                content = mutate(rng.choice(specs), rng)
            run_one(content, path, tally, out_dir)
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.fuzz_runner")
    parser.add_argument("--inputs", type=int, default=INPUTS)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    began = time.perf_counter()
    tally = fuzz(args.inputs, args.seed)
    seconds = round(time.perf_counter() - began, 1)
    result = {
        "inputs": tally.inputs,
        "exit_status": {str(k): v for k, v in tally.status.items()},
        "crashes": tally.crashes,
        "not_one_line": tally.bad_lines,
        "invariant_breaks": tally.invariant_breaks,
        "failures": tally.failures[:50],
        "seed": args.seed,
        "seconds": seconds,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n", "utf-8")
    print(json.dumps({k: v for k, v in result.items() if k != "failures"}))
    for line in tally.failures[:10]:
        print(line)
    return 1 if tally.crashes or tally.bad_lines or tally.invariant_breaks else 0


if __name__ == "__main__":
    sys.exit(main())
