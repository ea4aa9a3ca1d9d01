"""The app under a hostile store: Hypothesis writes JSON at every document and every key
(objects where counters belong, nulls, huge numbers, damaged text), then the app starts
headless, draws the lobby, opens each game's statistics and resumes each game.

    python -m bench.fuzz_storage [--examples 1000] [--out bench/results/fuzz_storage.json]

Nothing may raise (the app's crash screen is off: ``CARD_ATLAS_CRASH=raise``), and nothing
valid is lost: a document left whole reads back equal, and beside a damaged value in a
document every other value of it stands. Half the stores are files (the desktop), half a
localStorage (the browser). The counts (stores, documents, damaged ones) go to the results
file; a failure is Hypothesis's shrunk example, printed and kept there.
"""

from __future__ import annotations

import argparse
import copy
import json
import logging
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("CARD_ATLAS_NO_TIPS", "1")
os.environ.setdefault("CARD_ATLAS_CRASH", "raise")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from game import storage  # noqa: E402
from game.engine import registry  # noqa: E402
from game.storage_schema import PARTS  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "fuzz_storage.json"
EXAMPLES = 1000
GAMES = [d.id for d in registry.games() if d.engine.startswith("game.engine.")]


# --------------------------------------------------------------------------- a valid store
def saved_match(game: str, seed: int) -> dict[str, Any]:
    """A match in progress as the table saves it: a few random legal moves."""
    d = registry.descriptor(game)
    match = d.new_match(options={"players": d.default_players}, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randint(1, 8)):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions(rng.choice(match.to_act()))))
    return {**match.record(), "level": "normal", "human": 0, "saved_at": 1000.0 + seed}


def valid_store() -> dict[str, Any]:
    """Every document, valid, with something in every key the schema knows."""
    settings_doc = storage.default_settings()
    settings_doc.update(language="de", speed="fast", contrast=30, muted=True)
    docs: dict[str, Any] = {"settings": settings_doc, "tips": {"seen": GAMES[:2]}}
    for n, game in enumerate(GAMES):
        docs[f"stats.{game}"] = {
            "played": 9,
            "won": 4,
            "lives_lost": 3,
            "rounds": 5,
            "rounds_won": 2,
            "streak": 1,
            "best_streak": 3,
            "score_sum": 12.5,
            "scored": 4,
            "best": 7,
            "lower_better": 0,
            "deals": 20,
            "deals_won": 8,
            "levels": {"easy": {"played": 5, "won": 3}, "hard": {"played": 4, "won": 1}},
        }
        docs[f"match.{game}"] = saved_match(game, n + 1)
        docs[f"daily.{game}"] = {
            "2026-12-02": {"place": 2, "of": 4, "points": 17, "marks": "wpl"},
            "2026-12-03": {"place": 0, "of": 4},
        }
        docs[f"history.{game}"] = {"1764780000000": saved_match(game, n + 2)}
    return docs


VALID = valid_store()


# --------------------------------------------------------------------------- hostility
LEAF = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=10**15)
    | st.integers(max_value=-1)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
    | st.sampled_from(["", "easy", "normal", *registry.game_ids(), "0 ask", "ru", "1e400"])
)
JSON = st.recursive(
    LEAF,
    lambda kids: (
        st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4)
    ),
    max_leaves=12,
)
TEXT_DAMAGE = st.sampled_from(["truncate", "nan", "huge", "deep", "bytes"])


def key_paths(doc: Any, prefix: tuple = ()) -> list[tuple]:
    """Every key path inside a document (nested objects included)."""
    out = []
    if isinstance(doc, dict):
        for key, value in doc.items():
            out.append((*prefix, key))
            out += key_paths(value, (*prefix, key))
    return out


@st.composite
def stores(draw: st.DrawFn) -> tuple[dict[str, str | None], dict[str, Any]]:
    """(each document's stored text or None when absent, what was done to each)."""
    texts: dict[str, str | None] = {}
    done: dict[str, Any] = {}
    for name, doc in VALID.items():
        how = draw(st.sampled_from(["keep", "keep", "key", "key", "whole", "text", "absent"]))
        if how == "absent":
            texts[name], done[name] = None, "absent"
            continue
        value = copy.deepcopy(doc)
        if how == "key":
            path = draw(st.sampled_from(key_paths(value)))
            parent = value
            for step in path[:-1]:
                parent = parent[step]
            parent[path[-1]] = draw(JSON | st.sampled_from([{"a": 1}, [1], None, 10**400]))
            done[name] = ("key", path)
        elif how == "whole":
            value = draw(JSON)
            done[name] = "whole"
        else:
            done[name] = how
        text = json.dumps(value, allow_nan=True)
        if how == "text":
            text = damage(text, draw(TEXT_DAMAGE), draw(st.integers(0, len(text))))
        texts[name] = text
    return texts, done


def damage(text: str, kind: str, at: int) -> str:
    if kind == "truncate":
        return text[:at]
    if kind == "nan":
        return text.replace("9", "NaN", 1)
    if kind == "huge":
        return text.replace("9", "9" * 5000, 1)
    if kind == "deep":
        return text.replace("{", "[" * 5000 + "{", 1)
    return text[:at] + "\udcff" + text[at:]  # a lone surrogate: not UTF-8 once encoded


# --------------------------------------------------------------------------- the check
class FakeStorage:
    """A browser's localStorage: strings in, str or None out."""

    def __init__(self, items: dict[str, str]) -> None:
        self.items = items

    def getItem(self, key: str) -> str | None:  # noqa: N802 - the JS name
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        self.items[key] = value

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(key, None)


class Window:
    def __init__(self, items: dict[str, str]) -> None:
        self.localStorage = FakeStorage(items)  # noqa: N815 - the JS name


def install(texts: dict[str, str | None], folder: Path, browser: bool) -> None:
    """Put the store where the app will read it."""
    if browser:
        items = {storage.KEY_PREFIX + n: t for n, t in texts.items() if t is not None}
        storage.use_backend(storage.LocalStorageBackend(Window(items)))
        return
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in texts.items():
        if text is not None:
            (folder / f"{name}.json").write_bytes(text.encode("utf-8", "surrogateescape"))
    storage.use_backend(storage.FileBackend(folder))


def drive_app() -> None:
    """Start the app, draw the lobby, open each game's statistics, resume each game."""
    from game.ui import games
    from game.ui.app import App, Options
    from game.ui.scenes.lobby import LobbyScene
    from game.ui.scenes.stats import StatsScene

    app = App(Options(headless=True))
    app.stack.push(LobbyScene(app))
    app.frame(16.0, [])
    for game in GAMES:
        app.stack.push(StatsScene(app, game))
        app.frame(16.0, [])
        app.stack.pop()
    for game in GAMES:
        app.stack.push(games.table_scene(app, game, resume=True))
        app.frame(16.0, [])
        app.stack.reset(LobbyScene(app))
    app.frame(16.0, [])


LOADERS = {
    "settings": lambda name: storage.load_settings(),
    "tips": lambda name: {"seen": sorted(g for g in GAMES if storage.tips_seen(g))},
    "stats": lambda name: storage.load_stats(name.partition(".")[2]),
    "match": lambda name: storage.load_match(name.partition(".")[2]),
    "daily": lambda name: storage.load_daily(name.partition(".")[2]),
    "history": lambda name: storage.load_history(name.partition(".")[2]),
}


def lost_values(done: dict[str, Any]) -> list[str]:
    """What valid was lost: a document kept whole that reads back different, or beside a
    damaged key a top-level value that no longer stands."""
    lost = []
    for name, how in done.items():
        loaded = LOADERS[name.partition(".")[0]](name)
        valid = VALID[name]
        if name == "tips" and isinstance(loaded, dict):
            valid = {"seen": sorted(valid["seen"])}
        if how == "keep" and within(loaded, valid) != valid:
            lost.append(f"{name} was valid and reads {loaded!r}")
        elif isinstance(how, tuple) and loaded is not None:
            touched = partners(how[1][0])
            for key, value in valid.items():
                if key in touched:
                    continue
                if key in loaded and loaded[key] != value:
                    lost.append(f"{name}.{key} was {value!r}, reads {loaded[key]!r}")
                if key not in loaded and name.startswith("settings"):
                    lost.append(f"{name}.{key} is gone")
    return lost


def within(loaded: Any, valid: Any) -> Any:
    """`loaded` cut to the keys `valid` has: defaults the store never held (a game
    registered later, say) are no loss."""
    if isinstance(loaded, dict) and isinstance(valid, dict):
        return {k: within(v, valid[k]) for k, v in loaded.items() if k in valid}
    return loaded


def partners(key: str) -> set[str]:
    """The damaged key and the keys checked against it (wins against matches played...):
    a value of the right type beside its partner makes the pair ambiguous."""
    return {key} | {b if a == key else a for a, b in PARTS if key in (a, b)}


class Counts:
    def __init__(self) -> None:
        self.stores = 0
        self.documents = 0
        self.damaged = 0
        self.lost: list[str] = []


def check(
    texts: dict[str, str | None], done: dict[str, Any], browser: bool, counts: Counts
) -> None:
    """One hostile store through the app; raises on any exception or a lost value."""
    storage.reset_save_problem()
    storage._warned.clear()
    storage._latest.clear()
    with tempfile.TemporaryDirectory() as folder:
        install(texts, Path(folder) / "data", browser)
        try:
            drive_app()
            lost = lost_values(done)
        finally:
            storage.use_backend(None)
    counts.stores += 1
    counts.documents += sum(t is not None for t in texts.values())
    counts.damaged += sum(h not in ("keep", "absent") for h in done.values())
    if lost:
        counts.lost.extend(lost)
        raise AssertionError("valid values lost: " + "; ".join(lost))


def run(examples: int, counts: Counts, seed: int | None = None) -> None:
    """`examples` hostile stores (Hypothesis, no database: every run starts fresh)."""
    from game.ui import preload

    preload.finish()

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=seed is not None,
        suppress_health_check=list(HealthCheck),
    )
    @given(stores(), st.booleans())
    def hostile(store: tuple[dict[str, str | None], dict[str, Any]], browser: bool) -> None:
        check(store[0], store[1], browser, counts)

    quiet = logging.getLogger("game")
    level = quiet.level
    quiet.setLevel(logging.ERROR)  # every store is damaged: no chatter
    try:
        hostile()
    finally:
        quiet.setLevel(level)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.fuzz_storage")
    parser.add_argument("--examples", type=int, default=EXAMPLES)
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    counts = Counts()
    began = time.perf_counter()
    failure = None
    try:
        run(args.examples, counts)
    except Exception as error:
        text = traceback.format_exc()
        cause = "".join(traceback.format_exception_only(type(error), error)).strip()
        failure = f"{cause}\n{text[:3000]}\n...\n{text[-3000:]}"
    result = {
        "stores": counts.stores,
        "documents": counts.documents,
        "damaged_documents": counts.damaged,
        "lost_values": counts.lost[:20],
        "failure": failure,
        "seconds": round(time.perf_counter() - began, 1),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n", "utf-8")
    print(json.dumps({k: v for k, v in result.items() if k != "failure"}))
    if failure:
        print(failure)
    return 1 if failure else 0


if __name__ == "__main__":
    sys.exit(main())
