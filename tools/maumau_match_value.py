"""Fit Mau Mau hard's match value (issue 16): the chance to win the match from the totals.

A round between normal opponents does not depend on the totals (the normal policy never
reads them), so a match between them is a race: each round one seat, about uniformly, goes
out and adds a gain drawn from the same distribution. This script
1. plays normal-vs-normal matches and keeps each round's gain, per number of players;
2. plays races with those gains from many totals (uniform starts and the states the races
   pass through) and notes who reaches the target first;
3. fits P(seat i wins) = w(need_i) / sum_j w(need_j), need = target - total, log w piecewise
   linear over the knots NEEDS (maximum likelihood, then made non-increasing), and prints the weights for
   game/ai/maumau_rollout.py's MATCH_LOG_WEIGHTS with the fit's log-loss next to a constant model's.

    python -m tools.maumau_match_value [MATCHES] [RACES]   (seeded: the same output each time)
"""

from __future__ import annotations

import random
import sys

import numpy as np

from game.ai.maumau import play_match
from game.engine.maumau import TARGET

#: Knots of need (target - total) where log w is fitted; linear in between.
NEEDS = (0, 10, 20, 30, 45, 60, 80, 100, 125, 150)


def round_gains(players: int, matches: int) -> list[int]:
    """Every round's gain in `matches` normal-vs-normal matches."""
    gains = []
    for seed in range(matches):
        match = play_match(["normal"] * players, 7_000_000 + seed)
        gains += [sum(e.data["hands"].values()) for e in match.log if e.kind == "round_end"]
    return gains


def races(players: int, gains: list[int], count: int, rng: random.Random):
    """States (needs, one per seat) and the seat that finished first from each."""
    states, winners = [], []
    for _ in range(count):
        scores = [rng.randrange(TARGET) if rng.random() < 0.7 else 0 for _ in range(players)]
        seen = []
        while max(scores) < TARGET:
            seen.append([TARGET - s for s in scores])
            winner = rng.randrange(players)
            scores[winner] += rng.choice(gains)
        won = scores.index(max(scores))
        states += seen
        winners += [won] * len(seen)
    return np.array(states, dtype=float), np.array(winners)


def features(needs: np.ndarray) -> np.ndarray:
    """Hat-function weights of each need on the knots (states x seats x knots)."""
    knots = np.array(NEEDS, dtype=float)
    x = np.clip(needs, knots[0], knots[-1])[..., None]
    left, right = knots[:-1], knots[1:]
    out = np.zeros(needs.shape + (len(knots),))
    t = (x - left) / (right - left)
    inside = (x >= left) & (x <= right)
    out[..., :-1] += np.where(inside, 1 - t, 0)
    out[..., 1:] += np.where(inside, t, 0)
    out /= out.sum(-1, keepdims=True)
    return out


def fit(states: np.ndarray, winners: np.ndarray, steps: int = 3000) -> tuple[np.ndarray, float]:
    """Maximum-likelihood log weights (Adam); the last knot is pinned at 0."""
    phi = features(states)
    theta = np.zeros(len(NEEDS))
    m = v = np.zeros_like(theta)
    rows = np.arange(len(winners))
    for step in range(1, steps + 1):
        logits = phi @ theta
        logits -= logits.max(1, keepdims=True)
        p = np.exp(logits)
        p /= p.sum(1, keepdims=True)
        target = np.zeros_like(p)
        target[rows, winners] = 1.0
        grad = np.einsum("ns,nsk->k", p - target, phi) / len(winners)
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad**2
        theta -= 0.05 * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-9)
        theta -= theta[-1]
    theta = monotone(theta)
    logits = phi @ theta
    logits -= logits.max(1, keepdims=True)
    p = np.exp(logits)
    p /= p.sum(1, keepdims=True)
    return theta, float(-np.log(p[rows, winners]).mean())


def monotone(theta: np.ndarray) -> np.ndarray:
    """Non-increasing in need (pool adjacent violators): more to go is never better."""
    blocks: list[list[float]] = []
    for value in theta:
        blocks.append([float(value), 1.0])
        while len(blocks) > 1 and blocks[-2][0] < blocks[-1][0]:
            value, size = blocks.pop()
            blocks[-1] = [
                (blocks[-1][0] * blocks[-1][1] + value * size) / (blocks[-1][1] + size),
                blocks[-1][1] + size,
            ]
    out = np.concatenate([[v] * int(n) for v, n in blocks])
    return out - out[-1]


def main(argv: list[str]) -> None:
    matches = int(argv[0]) if argv else 1500
    count = int(argv[1]) if len(argv) > 1 else 40_000
    rng = random.Random(16)
    print(f"NEEDS = {NEEDS}")
    for players in (2, 3, 4):
        gains = round_gains(players, matches)
        states, winners = races(players, gains, count, rng)
        theta, loss = fit(states, winners)
        print(
            f"# {players} players: {len(gains)} rounds, mean gain {np.mean(gains):.1f}; "
            f"{len(winners)} states, log-loss {loss:.4f} (uniform {np.log(players):.4f})"
        )
        print(f"{players}: ({', '.join(f'{t:.3f}' for t in theta)}),")


if __name__ == "__main__":
    main(sys.argv[1:])
