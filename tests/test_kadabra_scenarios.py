"""Every test scenario of ../shared/rules/lama_kadabra.md §8, played from its JSON file
(scenarios/kadabra_NN_*.json) through the scenario runner, named after it.

Seats A-D are seats 0-3 (dealer 3, so A acts first); chips are written (W, B, blue)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from game.engine.kadabra import KadabraMatch, penalty
from game.engine.scenario import build, run
from tests.engine_kit import refused
from tests.kadabra_kit import chips, verbs

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


def spec(number: int) -> dict:
    (path,) = SCENARIOS.glob(f"kadabra_{number:02d}_*.json")
    return json.loads(path.read_text(encoding="utf-8"))


def played(number: int, data: dict | None = None) -> KadabraMatch:
    match = run(data or spec(number), out=io.StringIO())
    assert isinstance(match, KadabraMatch)
    return match


def plays(match: KadabraMatch, seat: int) -> set[str]:
    return {a.card for a in match.legal_actions(seat) if a.verb == "play"}


def test_every_scenario_file_has_a_test():
    names = sorted(p.stem for p in SCENARIOS.glob("kadabra_*.json"))
    tests = {name for name in globals() if name.startswith("test_kadabra_scenario_")}
    assert len(names) == 20
    assert {f"test_{name.replace('kadabra_', 'kadabra_scenario_', 1)}" for name in names} == tests


def test_kadabra_scenario_01_play_rule_on_a_one():
    m = played(1)
    assert plays(m, 0) == {"1G.2", "2.1", "2/3.1"}
    for card in ("3.1", "4/5.1", "L.1"):
        error = refused(m, f"0 play {card}")
        assert error.code == "not_successor" and error.params == {"card": card, "top": "1G.1"}


def test_kadabra_scenario_02_play_rule_on_a_double():
    m = played(2)
    assert plays(m, 0) == {"2.1", "3.1", "4.1", "2/3.2", "4/5.1"}
    for card in ("1G.1", "5.1", "6.1", "L.1"):
        assert refused(m, f"0 play {card}").code == "not_successor"


def test_kadabra_scenario_03_cycle():
    match, _, _ = build(spec(3))
    assert plays(match, 0) == {"6.2", "L.1"}
    m = played(3)
    assert m.top_card() == "L.1" and m.turn == 1
    assert plays(m, 1) == {"L.2", "1G.2"}
    assert refused(m, "1 play 2.2").code == "not_successor"
    assert refused(m, "1 play 2/3.2").code == "not_successor"


def test_kadabra_scenario_04_give_whites_first():
    match, _, _ = build(spec(4))
    before = match.whites[2]
    m = played(4)
    assert chips(m, 0) == (2, 1, False)
    assert m.whites[2] == before + 1 and m.turn == 1


def test_kadabra_scenario_05_give_the_blue_chip():
    m = played(5)
    assert m.blue == 1 and chips(m, 0) == (0, 2, False)


def test_kadabra_scenario_06_give_with_only_blacks():
    m = played(6)
    assert chips(m, 0) == (0, 1, False) and m.blacks[3] == 1


def test_kadabra_scenario_07_exchange_trick():
    m = played(7)
    assert chips(m, 0) == (0, 0, False) and m.blacks[1] == 1 and m.whites[1] == 3


def test_kadabra_scenario_08_no_recipient():
    m = played(8)
    assert [m.whites, m.blacks] == [[3, 3, 3, 3], [0, 0, 0, 0]]
    assert m.choice is None and m.turn == 0  # A, alone, goes on


def test_kadabra_scenario_09_llama_puts_a_chip_on_the_stage():
    m = played(9)
    assert chips(m, 0) == (0, 3, False)
    assert (m.stage_w, m.stage_b, m.show) == (3, 0, False)


def test_kadabra_scenario_10_llama_with_only_the_blue_chip():
    m = played(10)
    assert chips(m, 0) == (0, 0, True)
    assert (m.stage_w, m.stage_b, m.show) == (2, 0, False)


def test_kadabra_scenario_11_show_starts_and_is_broken():
    data = spec(11)
    shown = dict(data, actions=data["actions"][:1])
    m = played(11, shown)
    assert chips(m, 0) == (1, 0, False)
    assert (m.stage_w, m.show, m.turn) == (5, True, 1)
    assert verbs(m, 1) == ["take"]
    assert refused(m, "1 quit").code == "show_take_first"
    assert refused(m, "1 play 1G.1").code == "show_llama_only"
    m = played(11)
    assert chips(m, 1) == (8, 0, False)
    assert (m.stage_w, m.stage_b, m.show) == (0, 0, False)
    assert verbs(m, 1) == ["play 1G.1", "draw", "quit"]


def test_kadabra_scenario_12_show_continued():
    m = played(12)
    assert (m.stage_w, m.stage_b, m.show) == (5, 1, True)
    assert chips(m, 1) == (0, 1, False)
    assert m.turn == 2 and "take" in verbs(m, 2) and "draw" not in verbs(m, 2)


def test_kadabra_scenario_13_blue_chip_skip_during_a_show():
    match, _, _ = build(spec(13))
    hand_before = list(match.zones["hand:2"])
    m = played(13)
    assert m.blue is None and m.zones["hand:2"] == hand_before
    assert m.turn == 3 and m.show and (m.stage_w, m.stage_b) == (5, 0)
    assert "take" in verbs(m, 3) and "quit" not in verbs(m, 3)


def test_kadabra_scenario_14_rectangle():
    data = spec(14)
    m = played(14, dict(data, actions=data["actions"][:1]))
    assert m.turn == 1 and m.owe is None and len(m.zones["hand:1"]) == 4
    m = played(14)
    assert m.turn == 2 and len(m.zones["hand:1"]) == 3  # drew one, then played normally
    quit_b = json.loads(json.dumps(data))
    quit_b["start"]["seats"]["B"]["quit"] = True
    m = played(14, dict(quit_b, actions=data["actions"][:1]))
    assert m.turn == 2 and len(m.zones["hand:2"]) == 7 and len(m.zones["hand:1"]) == 3


def test_kadabra_scenario_15_rectangle_as_last_card():
    data = spec(15)
    m = played(15, dict(data, actions=data["actions"][:1]))
    assert m.zones["hand:1"] == ["3.1", "4.1", "6.1"]  # the round ended: no draw
    assert m.going_out == 0 and m.owe is None and m.to_act() == [0]
    assert verbs(m, 0) == ["return white", "keep"]
    m = played(15)
    assert m.round_no == 2 and m.whites[0] == 2 and m.first == 0


def test_kadabra_scenario_16_star_from_a_quitter():
    m = played(16)
    assert m.blue == 0 and not m.active[3]


def test_kadabra_scenario_17_last_active_player():
    m = played(17)
    assert m.zones["stock"]
    assert verbs(m, 0) == ["play 5.1", "quit", "skip"]
    assert refused(m, "0 draw").code == "last_active"


def test_kadabra_scenario_18_round_scoring():
    data = spec(18)
    m = played(18, dict(data, actions=data["actions"][:1]))
    assert [chips(m, s) for s in range(4)] == [
        (3, 1, False),
        (18, 1, False),
        (8, 0, False),
        (4, 0, False),
    ]
    assert m.scores() == [13, 28, 8, 4]
    assert verbs(m, 0) == ["return white", "return black", "keep"]
    assert (m.stage_w, m.round_no) == (3, 1)
    m = played(18)
    assert m.scores() == [3, 28, 8, 4] and m.blue is None
    assert (m.stage_w, m.stage_b, m.round_no, m.first) == (0, 0, 2, 0)


def test_kadabra_scenario_19_match_end_and_tie():
    m = played(19)
    assert m.is_over and m.scores() == [41, 12, 12, 30]
    assert m.result() == {"winners": [1, 2], "scores": [41, 12, 12, 30]}


def test_kadabra_scenario_20_all_quit():
    match, _, _ = build(spec(20))
    owed = [penalty(match.zones[f"hand:{s}"]) for s in range(4)]
    expected = [score + w + 10 * b for score, (w, b) in zip(match.scores(), owed, strict=True)]
    m = played(20)
    assert m.scores() == expected  # penalties only: nobody returned a chip
    assert m.round_no == 2 and m.first == 3 and m.turn == 3
    assert [e.data["out"] for e in m.log if e.kind == "round_end"] == [None]
    assert not [e for e in m.log if e.kind in ("return_chip", "choice")]
