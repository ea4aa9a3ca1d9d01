"""Make game/ai/cuckoo_values.py: each seat's chance to win a Gnav or Cuccù match of four
normal opponents from any state between two deals (lives, Gnav's resting fools, the last
dealer), for the hard opponent to value a deal's outcome by.

Why: one deal rarely takes just one life from a random seat. Dragoons and cats take lives
mid-deal, a fool takes the next-lowest down with it, a Gnav fool holder who survives rests
(cannot lose a life) next deal, the seat order moves the risk around, and Cuccù gives all
four three lives again when the last ones go out together. So the value of a state is
measured, not assumed:

1. Every deal that can be played (2-4 participants, each with 1-3 lives, in turn order
   from the dealer's neighbour to the dealer) is played `DEALS` times by four normal
   opponents with the real engine, seeded; each outcome is counted: the participants'
   lives after settlement, who rests next deal, whether Cuccù's reset came.
2. The match is a Markov chain over (lives, resting, last dealer) with those deals as its
   steps and the engine's match rules around them (who takes part, the next dealer, a
   skipped deal, the end, a draw shared by those who went out together). Each seat's
   win chance is solved by value iteration.
3. The values are written relative to one seat (the seat itself first, then the others in
   play order) as a small data module, rounded to 1/10,000.

Run: `.venv/bin/python -m tools.cuckoo_values [DEALS]` (default 3000; seeded, so the
module is the same on every run); about two minutes per game here.
"""

from __future__ import annotations

import itertools
import sys
import time
from collections import Counter
from pathlib import Path

from game.ai.cuckoo import play_out
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


def deal_outcomes(game: str, lives: tuple[int, ...], deals: int, seed: int) -> Counter[Outcome]:
    """Play `deals` deals whose participants, in turn order, have `lives`."""
    n = len(lives)
    # participants are seats 0..n-1; the dealer is the one that makes them act in order
    seats = list(range(n)) if game == "gnav" else list(range(n - 1, -1, -1))
    dealer = seats[-1]
    start = {
        "seats": {
            s: ({"lives": lives[seats.index(s)]} if s < n else {"eliminated": True})
            for s in range(SEATS)
        }
    }
    outcomes: Counter[Outcome] = Counter()
    for i in range(deals):
        match = GAMES[game](SEATS, {"players": SEATS}, seed=seed + i, dealer=dealer, start=start)
        assert match.order == seats, (match.order, seats)
        match.deal_only = True
        play_out(match)
        reset = any(e.kind == "lives_reset" for e in match.log)
        after = tuple(0 if reset else match.lives[s] for s in seats)
        rest = tuple(bool(match.resting[s]) for s in seats)
        outcomes[(after, rest, reset)] += 1
    return outcomes


def all_deals(game: str, deals: int) -> dict[tuple[int, ...], list[tuple[float, Outcome]]]:
    """Outcome chances of every playable deal, by the participants' lives in turn order."""
    table = {}
    for index, lives in enumerate(
        lv for n in range(2, SEATS + 1) for lv in itertools.product(range(1, 4), repeat=n)
    ):
        counts = deal_outcomes(game, lives, deals, seed=1_000_003 * (index + 1))
        table[lives] = [(c / deals, o) for o, c in sorted(counts.items())]
    return table


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


def solve(game: str, deals: dict[tuple[int, ...], list[tuple[float, Outcome]]]) -> dict:
    """Each seat's win chance (a draw shared by k counts 1/k) from every state."""
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
        for p, (after, rested, reset) in deals[tuple(lives[s] for s in order)]:
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


def relative(game: str, value: dict) -> dict[tuple[tuple[int, ...], tuple[bool, ...], int], int]:
    """The values seen from each seat: (lives, rest) from that seat on in play order, the
    last dealer's distance from it; in 1/10,000."""
    out = {}
    for (lives, rest, dealer), v in value.items():
        for me in range(SEATS):
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


def render(tables: dict[str, dict]) -> str:
    """The data module: per game a text of `key=values` words, one per lives and resting
    flags, with the value at each distance of the last dealer (0..3; one value when all four
    agree): half the bytes of a word per state, so the web bundle stays small (ruff leaves
    text as it is; parsing it on import takes a millisecond)."""
    lines = [
        '"""Generated by tools/cuckoo_values.py: do not edit. Each seat\'s chance (in 1/10,000)',
        "to win a match of four normal opponents from a state between deals, seen from the seat:",
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
            key = "".join(map(str, lives)) + "".join(str(int(r)) for r in rest)
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
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    tables = {}
    for game in GAMES:
        started = time.perf_counter()
        table = all_deals(game, deals)
        print(f"{game}: deals played in {time.perf_counter() - started:.0f} s", flush=True)
        tables[game] = relative(game, solve(game, table))
    OUT.write_text(render(tables), encoding="utf-8")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
