"""Make game/ai/cuckoo_values.py: the hard opponent's chance to win a Gnav or Cuccù match
against three normal opponents from any state between two deals (lives, Gnav's resting
fools, the last dealer), for it to value a deal's outcome by.

Why: one deal rarely takes just one life from a random seat. Dragoons and cats take lives
mid-deal, a fool takes the next-lowest down with it, a Gnav fool holder who survives rests
(cannot lose a life) next deal, the seat order moves the risk around, and Cuccù gives all
four three lives again when the last ones go out together. So the value of a state is
measured, not assumed:

1. Every deal that can be played (2-4 participants, each with 1-3 lives, in turn order
   from the dealer's neighbour to the dealer) is played `DEALS` times by four normal
   opponents with the real engine, seeded; each outcome is counted: the participants'
   lives after settlement, who rests next deal, whether Cuccù's reset came.
2. The hard seat plays its own future deals better than a normal one would, and a table of
   four normal seats values its lives as a normal seat's. So the first `HARD` of those
   deals are played again with the hard opponent at each turn position, on the same seeds
   (valuing its deals by the four normal seats' values solved from step 1's deals), and
   the outcomes it changed shift that position's chances (most deals end the same, so
   the shift is measured far more closely than the chances themselves).
3. The match is a Markov chain over (lives, resting, last dealer) with those deals as its
   steps and the engine's match rules around them (who takes part, the next dealer, a
   skipped deal, the end, a draw shared by those who went out together). The hard seat's
   win chance is solved by value iteration, its deals those of step 2.
4. The values are written relative to the hard seat (it first, then the others in play
   order) as a small data module, rounded to 1/10,000.

Run: `.venv/bin/python -m tools.cuckoo_values [DEALS] [HARD] [WORKERS]` (default 3000, 200,
2; seeded, so the module is the same on every run); about 40 minutes here on two cores,
most of it the hard seat's decisions (each deal with it takes about 30 ms).
"""

from __future__ import annotations

import itertools
import sys
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

from game.ai.cuckoo import HardOpponent, policy_action
from game.ai.cuckoo_values import VALUES
from game.engine import cuccu, gnav
from game.engine.cuckoo import START_LIVES, CuckooMatch

GAMES: dict[str, type[CuckooMatch]] = {"gnav": gnav.GnavMatch, "cuccu": cuccu.CuccuMatch}
SEATS = 4
OUT = Path(__file__).resolve().parent.parent / "game" / "ai" / "cuckoo_values.py"

#: A deal's outcome: participants' lives after it (turn order), who rests next, reset.
Outcome = tuple[tuple[int, ...], tuple[bool, ...], bool]


def step(game: str, seat: int) -> int:
    """The next seat in play direction (Gnav clockwise, Cuccù anticlockwise)."""
    return (seat + 1) % SEATS if game == "gnav" else (seat - 1) % SEATS


def play_deal(game: str, lives: tuple[int, ...], seed: int, hero: int | None = None) -> Outcome:
    """Play one seeded deal whose participants, in turn order, have `lives`; every seat a
    normal opponent, or the participant at turn position `hero` the hard one."""
    n = len(lives)
    # participants are seats 0..n-1; the dealer is the one that makes them act in order
    seats = list(range(n)) if game == "gnav" else list(range(n - 1, -1, -1))
    start = {
        "seats": {
            s: ({"lives": lives[seats.index(s)]} if s < n else {"eliminated": True})
            for s in range(SEATS)
        }
    }
    match = GAMES[game](SEATS, {"players": SEATS}, seed=seed, dealer=seats[-1], start=start)
    assert match.order == seats, (match.order, seats)
    match.deal_only = True
    hard = None if hero is None else HardOpponent(seats[hero], seed, game)
    while to_act := match.to_act():  # as `play_out`, with the hard seat deciding its turns
        seat = to_act[0]
        if hard is not None and seat == hard.seat:
            match.apply_unchecked(hard.decide(match.view(seat)).action)
        else:
            match.apply_unchecked(policy_action(match, seat))
    reset = any(e.kind == "lives_reset" for e in match.log)
    after = tuple(0 if reset else match.lives[s] for s in seats)
    rest = tuple(bool(match.resting[s]) for s in seats)
    return after, rest, reset


def deal_outcomes(game: str, lives: tuple[int, ...], deals: int, seed: int) -> Counter[Outcome]:
    """Play `deals` deals whose participants, in turn order, have `lives`."""
    return Counter(play_deal(game, lives, seed + i) for i in range(deals))


#: Every playable deal's participants' lives, in turn order: 2-4 seats with 1-3 lives.
SHAPES = [lv for n in range(2, SEATS + 1) for lv in itertools.product(range(1, 4), repeat=n)]

#: Deals per shape, keyed by those lives: each outcome's chance.
Deals = dict[tuple[int, ...], list[tuple[float, Outcome]]]
#: The same with the hard seat, keyed by the lives and the hard seat's turn position.
HeroDeals = dict[tuple[tuple[int, ...], int], list[tuple[float, Outcome]]]


def shape_seed(lives: tuple[int, ...]) -> int:
    """The first seed of a shape's deals (the hard seat's deals replay the same ones)."""
    return 1_000_003 * (SHAPES.index(lives) + 1)


def all_deals(game: str, deals: int) -> Deals:
    """Outcome chances of every playable deal, by the participants' lives in turn order."""
    table = {}
    for lives in SHAPES:
        counts = deal_outcomes(game, lives, deals, seed=shape_seed(lives))
        table[lives] = [(c / deals, o) for o, c in sorted(counts.items())]
    return table


#: A hard seat's shape: the participants' lives and the hard seat's turn position.
HeroShape = tuple[str, tuple[int, ...], int]


def hero_shift(task: tuple[str, tuple[int, ...], int, int]) -> tuple[HeroShape, dict, int]:
    """Play a shape's first `deals` seeded deals twice, all normal and with the hard seat
    at `position`, and count what the hard seat moved: +1 for the outcome it reached, -1
    for the one the normal seat reached, where they differ (common seeds: most deals end
    the same, so the difference is measured far more closely than either chance alone)."""
    game, lives, position, deals = task
    seed = shape_seed(lives)
    shift: dict[Outcome, int] = {}
    changed = 0
    for i in range(deals):
        normal = play_deal(game, lives, seed + i)
        hard = play_deal(game, lives, seed + i, hero=position)
        if hard != normal:
            changed += 1
            shift[hard] = shift.get(hard, 0) + 1
            shift[normal] = shift.get(normal, 0) - 1
    return (game, lives, position), shift, changed


def shifted(
    chances: list[tuple[float, Outcome]], shift: dict[Outcome, int], deals: int
) -> list[tuple[float, Outcome]]:
    """Outcome chances moved by a hard seat's `shift` over `deals` common deals; a chance
    the shift takes below zero (sampling noise) is dropped and the rest scaled back to 1."""
    moved = Counter({o: p for p, o in chances})
    for o, n in shift.items():
        moved[o] += n / deals
    kept = {o: p for o, p in moved.items() if p > 0}
    total = sum(kept.values())
    return [(p / total, o) for o, p in sorted(kept.items())]


def install(game: str, values: dict[str, int]) -> None:
    """Have the hard opponent value deals by `values` (keys as in game/ai/cuckoo_values.py):
    the hard seats of step 2 read the four normal seats' table of step 1, whatever table is
    committed, so the generator writes the same module on every run."""
    VALUES[game].clear()
    VALUES[game].update(values)


def state_word(lives: tuple[int, ...], rest: tuple[bool, ...]) -> str:
    """A state's lives and resting flags as the data module writes them: "3213" "0100"."""
    return "".join(map(str, lives)) + "".join(str(int(r)) for r in rest)


def as_keys(values: dict[tuple[tuple[int, ...], tuple[bool, ...], int], int]) -> dict[str, int]:
    """`relative`'s values under the data module's keys ("3213" "0100" "2")."""
    return {state_word(lives, rest) + str(d): v for (lives, rest, d), v in values.items()}


def hero_deals(
    game: str, table: Deals, deals: int, workers: int, base: dict[str, int]
) -> HeroDeals:
    """Outcome chances of every deal with the hard seat at each turn position (valuing deals
    by `base`): the normal chances plus the hard seat's shift over `deals` common deals
    (clipped at zero)."""
    tasks = [(game, lives, pos, deals) for lives in SHAPES for pos in range(len(lives))]
    out = {}
    moved = 0
    with Pool(workers, initializer=install, initargs=(game, base)) as pool:
        for (_, lives, pos), shift, changed in pool.imap_unordered(hero_shift, tasks):
            moved += changed
            out[(lives, pos)] = shifted(table[lives], shift, deals)
    print(f"{game}: the hard seat changed {moved} of {len(tasks) * deals} deals", flush=True)
    return out


State = tuple[tuple[int, ...], tuple[bool, ...], int]


def states() -> list[State]:
    """Every state between deals with two or more seats alive (resting seats are alive)."""
    found = []
    for lives in itertools.product(range(START_LIVES + 1), repeat=SEATS):
        alive = [s for s in range(SEATS) if lives[s] > 0]
        if len(alive) < 2:
            continue
        for rest in itertools.product((False, True), repeat=SEATS):
            if any(r and lives[s] == 0 for s, r in enumerate(rest)) or sum(rest) > 2:
                continue
            for dealer in range(SEATS):
                found.append((lives, rest, dealer))
    return found


def solve(
    game: str,
    deals: Deals,
    hero: HeroDeals | None = None,
) -> dict:
    """Each seat's win chance (a draw shared by k counts 1/k) from every state; with `hero`
    seat 0 plays its deals as the hard opponent (only its own chance is then meaningful)."""
    everything = states()
    if game == "cuccu":
        everything = [s for s in everything if not any(s[1])]
    plans = {}
    for lives, rest, dealer in everything:
        rest_now = rest
        players = [s for s in range(SEATS) if lives[s] > 0 and not rest_now[s]]
        if len(players) < 2:  # skipped deal: rests end, the dealer stays
            rest_now = (False,) * SEATS
            players = [s for s in range(SEATS) if lives[s] > 0]
        seat = step(game, dealer)
        while seat not in players:
            seat = step(game, seat)
        new_dealer = seat
        order = []
        seat = step(game, new_dealer)
        for _ in range(SEATS):
            if seat in players:
                order.append(seat)
            seat = step(game, seat)
        starting = [s for s in range(SEATS) if lives[s] > 0]
        steps = []
        shape = tuple(lives[s] for s in order)
        chances = hero[(shape, order.index(0))] if hero and 0 in order else deals[shape]
        for p, (after, rested, reset) in chances:
            if reset:
                steps.append((p, ((START_LIVES,) * SEATS, (False,) * SEATS, new_dealer)))
                continue
            new = list(lives)
            new_rest = [False] * SEATS
            for s, n, r in zip(order, after, rested, strict=True):
                new[s] = n
                new_rest[s] = r
            alive = [s for s in range(SEATS) if new[s] > 0]
            if len(alive) == 1:
                steps.append((p, tuple(float(s == alive[0]) for s in range(SEATS))))
            elif not alive:  # Gnav's draw, shared by those alive when the deal began
                share = 1.0 / len(starting)
                steps.append((p, tuple(share if s in starting else 0.0 for s in range(SEATS))))
            else:
                steps.append((p, (tuple(new), tuple(new_rest), new_dealer)))
        plans[(lives, rest, dealer)] = steps
    # fewest lives first: most steps lead to states already near their value
    keys = sorted(plans, key=lambda s: sum(s[0]))
    value = {s: (1.0 / SEATS,) * SEATS for s in keys}
    for sweep in range(500):
        change = 0.0
        for key in keys:
            total = [0.0] * SEATS
            for p, nxt in plans[key]:
                v = nxt if isinstance(nxt[0], float) else value[nxt]
                for s in range(SEATS):
                    total[s] += p * v[s]
            change = max(change, max(abs(a - b) for a, b in zip(total, value[key], strict=True)))
            value[key] = tuple(total)
        if change < 1e-7:
            print(f"{game}: {len(keys)} states, converged after {sweep + 1} sweeps", flush=True)
            break
    return value


def relative(
    game: str, value: dict, seats_seen: tuple[int, ...] = tuple(range(SEATS))
) -> dict[tuple[tuple[int, ...], tuple[bool, ...], int], int]:
    """The values seen from each seat of `seats_seen`: (lives, rest) from that seat on in
    play order, the last dealer's distance from it; in 1/10,000."""
    out = {}
    for (lives, rest, dealer), v in value.items():
        for me in seats_seen:
            if lives[me] <= 0 and game == "gnav":
                continue  # out for good (a Cuccù seat at zero comes back with a reset)
            seats = [me]
            while len(seats) < SEATS:
                seats.append(step(game, seats[-1]))
            key = (
                tuple(lives[s] for s in seats),
                tuple(rest[s] for s in seats),
                seats.index(dealer),
            )
            out[key] = round(10_000 * v[me])
    return out


#: Whose chances the table holds: the hard seat's, whose own future deals are played hard.
WHOSE = (
    "The hard seat's chance (in 1/10,000) to win a match against three normal opponents",
    "from a state between deals, its own deals played by the hard search (seen from it):",
)


def render(tables: dict[str, dict]) -> str:
    """The data module: per game a text of `key=values` words, one per lives and resting
    flags, with the value at each distance of the last dealer (0..3; one value when all four
    agree): half the bytes of a word per state, so the web bundle stays small (ruff leaves
    text as it is; parsing it on import takes a millisecond)."""
    lines = [
        '"""Generated by tools/cuckoo_values.py: do not edit.',
        *WHOSE,
        "key = lives (the seat first, then the others in play order) + resting flags (1/0, same",
        'order) + the last dealer\'s distance from the seat in play order: "3213" "0100" "2".',
        'The text holds "32130100=a,b,c,d" (distances 0..3, "-" where a distance has no state)',
        'or "32130100=a" when all four agree.',
        '"""',
        "",
        "_TEXT = {",
    ]
    for game, table in tables.items():
        grouped: dict[str, list[str]] = {}
        for (lives, rest, d), v in sorted(table.items()):
            key = state_word(lives, rest)
            grouped.setdefault(key, ["-"] * SEATS)[d] = str(v)
        words = []
        for key, values in grouped.items():
            same = "-" not in values and len(set(values)) == 1
            words.append(f"{key}={values[0] if same else ','.join(values)}")
        lines.append(f'    "{game}": """')
        line = ""
        for word in words:  # lines of at most 99 characters
            if line and len(line) + 1 + len(word) > 99:
                lines.append(line)
                line = ""
            line = f"{line} {word}" if line else word
        lines.append(line)
        lines.append('""",')
    lines += [
        "}",
        "",
        "",
        "def _read(text: str) -> dict[str, int]:",
        "    out = {}",
        "    for word in text.split():",
        '        key, _, values = word.partition("=")',
        '        parts = values.split(",")',
        "        for d in range(4):",
        "            value = parts[d if len(parts) > 1 else 0]",
        '            if value != "-":',
        "                out[key + str(d)] = int(value)",
        "    return out",
        "",
        "",
        "VALUES: dict[str, dict[str, int]] = {game: _read(text) for game, text in _TEXT.items()}",
    ]
    return "\n".join(lines) + "\n"


def main() -> None:
    args = sys.argv[1:]
    deals = int(args[0]) if args else 3000
    hard = int(args[1]) if len(args) > 1 else 200
    workers = int(args[2]) if len(args) > 2 else 2
    tables = {}
    for game in GAMES:
        started = time.perf_counter()
        table = all_deals(game, deals)
        normal = as_keys(relative(game, solve(game, table)))
        hero = hero_deals(game, table, hard, workers, base=normal)
        print(f"{game}: deals played in {time.perf_counter() - started:.0f} s", flush=True)
        tables[game] = relative(game, solve(game, table, hero), seats_seen=(0,))
    OUT.write_text(render(tables), encoding="utf-8")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
