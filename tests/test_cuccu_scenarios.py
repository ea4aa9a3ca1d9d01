"""Every test scenario of ../shared/rules/cuccu.md §8, by name (order A, B, C, D*; D15:
the stacked deck runs from the bottom of the pack up, A first)."""

from cuckoo_util import hand_faces, kinds, lives, play, settle_of, table

from game.engine import cuccu


def deal(deck, **kw):
    return table(cuccu, deck, dealer=0, **kw)


def test_cuccu_letters_run_anticlockwise():
    _, n = deal([])
    assert n == {"A": 3, "B": 2, "C": 1, "D": 0}


def test_cuccu_scenario_01_forced_swap_of_negative_cards():
    m, n = deal(["leone", "VII", "X", "IV"])
    play(m, n, "A ask")
    assert hand_faces(m, n) == {"A": "VII", "B": "leone", "C": "X", "D": "IV"}
    play(m, n, "B ask")
    assert hand_faces(m, n) == {"A": "VII", "B": "X", "C": "leone", "D": "IV"}
    evs = play(m, n, "C keep", "D keep")
    assert settle_of(evs) == {n["C"]: ["lowest"]}


def test_cuccu_scenario_02_cuckoo_refuses_without_penalty():
    m, n = deal(["I", "cucco", "V", "III"])
    evs = play(m, n, "A ask")
    assert [c["call"] for c in kinds(evs, "call")] == ["cuckoo"]
    assert not kinds(evs, "counter") and m.to_act() == [n["B"]]
    evs = play(m, n, "B keep", "C keep", "D keep")
    assert settle_of(evs) == {n["A"]: ["lowest"]}


def test_cuccu_scenario_03_hunter():
    m, n = deal(["nulla", "bragon", "VI", "VIII"])
    play(m, n, "A ask")
    assert lives(m, n)["A"] == 2 and hand_faces(m, n)["A"] == "nulla"
    evs = play(m, n, "B keep", "C keep", "D keep")
    assert settle_of(evs) == {n["A"]: ["lowest"]}
    assert lives(m, n)["A"] == 1


def test_cuccu_scenario_04_horse_passed():
    m, n = deal(["mascherone", "cavallo", "IX", "II", "VI"])
    play(m, n, "A ask")
    assert hand_faces(m, n) == {"A": "IX", "B": "cavallo", "C": "mascherone", "D": "II"}
    assert m.to_act() == [n["B"]]
    play(m, n, "B keep", "C ask")
    assert hand_faces(m, n)["C"] == "II" and hand_faces(m, n)["D"] == "mascherone"
    evs = play(m, n, "D trade")
    assert kinds(evs, "stock_trade") == [{"seat": n["D"], "source": "bottom"}]
    cards = kinds(evs, "settle")[0]["cards"]
    assert m.face(cards[str(n["D"])]) == "VI"
    assert settle_of(evs) == {n["C"]: ["lowest"]}


def test_cuccu_scenario_05_horse_at_the_dealer():
    m, n = deal(["X", "VIII", "secchia", "cavallo"], stock_top="bragon")
    play(m, n, "A keep", "B keep")
    secchia = m.hand(n["C"])
    evs = play(m, n, "C ask")
    assert kinds(evs, "stock_trade") == [{"seat": n["C"], "source": "top"}]
    assert hand_faces(m, n)["C"] == "bragon" and m.zones.where[secchia] == "discard"
    assert not kinds(evs, "counter")
    evs = play(m, n, "D keep")
    assert settle_of(evs) == {n["B"]: ["lowest"]}


def test_cuccu_scenario_06_cat_reverses_a_chain():
    m, n = deal(["II", "VIII", "X", "gatto"])
    play(m, n, "A ask", "B ask")
    assert hand_faces(m, n) == {"A": "VIII", "B": "X", "C": "II", "D": "gatto"}
    evs = play(m, n, "C ask")
    assert kinds(evs, "undo")[0]["exchanges"] == [[n["B"], n["C"]], [n["A"], n["B"]]]
    assert hand_faces(m, n) == {"A": "II", "B": "VIII", "C": "X", "D": "gatto"}
    evs = play(m, n, "D keep")
    assert settle_of(evs) == {n["A"]: ["lowest"]}
    assert lives(m, n) == {"A": 2, "B": 3, "C": 2, "D": 3}


def test_cuccu_scenario_07_cat_chain_stops_at_a_keep():
    m, n = deal(["II", "VIII", "III", "gatto"])
    play(m, n, "A ask", "B keep")
    evs = play(m, n, "C ask")
    assert kinds(evs, "undo")[0]["exchanges"] == []
    assert lives(m, n)["C"] == 2
    evs = play(m, n, "D keep")
    assert settle_of(evs) == {n["B"]: ["lowest"]}


def test_cuccu_scenario_08_cat_chain_skips_the_horse():
    m, n = deal(["I", "cavallo", "V", "gatto"])
    play(m, n, "A ask")
    assert hand_faces(m, n)["A"] == "V" and hand_faces(m, n)["C"] == "I"
    play(m, n, "B keep", "C ask")
    assert hand_faces(m, n) == {"A": "I", "B": "cavallo", "C": "V", "D": "gatto"}
    evs = play(m, n, "D keep")
    assert settle_of(evs) == {n["A"]: ["lowest"]}
    assert lives(m, n) == {"A": 2, "B": 3, "C": 2, "D": 3}


def test_cuccu_scenario_09_inn_keep():
    m, n = deal(["nulla", "osteria", "IV", "VII"])
    play(m, n, "A ask")
    assert m.phase == "inn_choice" and m.to_act() == [n["A"]]
    assert {str(a) for a in m.legal_actions(n["A"])} == {f"{n['A']} keep", f"{n['A']} insure"}
    play(m, n, "A keep")
    assert m.to_act() == [n["B"]]
    evs = play(m, n, "B keep", "C keep", "D keep")
    assert settle_of(evs) == {n["A"]: ["lowest"]}


def test_cuccu_scenario_10_inn_insurance_accepted_nulla_loses():
    m, n = deal(["nulla", "osteria", "IV", "VII"])
    play(m, n, "A ask", "A insure")
    assert m.phase == "inn_answer" and m.to_act() == [n["B"]]
    play(m, n, "B accept")
    assert m.insured == [[n["A"], n["B"]]]
    evs = play(m, n, "B keep", "C keep", "D keep")
    assert settle_of(evs) == {n["B"]: ["insurance"]}
    assert kinds(evs, "settle")[0]["insurance_paid"] == [[n["A"], n["B"]]]
    assert lives(m, n) == {"A": 3, "B": 2, "C": 3, "D": 3}


def test_cuccu_scenario_11_insurance_does_not_cover_other_cards():
    m, n = deal(["leone", "osteria", "IV", "VII"])
    evs = play(m, n, "A ask", "A insure", "B accept", "B keep", "C keep", "D keep")
    assert settle_of(evs) == {n["A"]: ["lowest"]}
    assert lives(m, n) == {"A": 2, "B": 3, "C": 3, "D": 3}


def test_cuccu_scenario_12_insurance_refused():
    m, n = deal(["nulla", "osteria", "III", "V"])
    evs = play(m, n, "A ask", "A insure", "B refuse")
    assert kinds(evs, "refuse") == [{"seat": n["B"], "asker": n["A"]}]
    assert hand_faces(m, n)["A"] == "osteria" and hand_faces(m, n)["B"] == "nulla"
    assert m.to_act() == [n["B"]]
    play(m, n, "B ask")
    assert hand_faces(m, n)["B"] == "III" and hand_faces(m, n)["C"] == "nulla"
    evs = play(m, n, "C keep", "D keep")
    assert settle_of(evs) == {n["C"]: ["lowest"]}


def test_cuccu_scenario_13_one_matto():
    m, n = deal(["matto", "V", "V", "IX"])
    evs = play(m, n, "A keep", "B keep", "C keep", "D keep")
    assert settle_of(evs) == {n["A"]: ["fool"], n["B"]: ["lowest"], n["C"]: ["lowest"]}


def test_cuccu_scenario_14_matto_among_cuckoos():
    # A, B, C* alive: C (seat 1) deals, D (seat 0) is out, so A = 3 and B = 2
    m = cuccu.new_match(
        seed=4, dealer=1, deck=["matto", "cucco", "cucco"], start={"seats": {0: {"lives": 0}}}
    )
    assert m.order == [3, 2, 1]
    evs = m.apply("3 keep") + m.apply("2 keep") + m.apply("1 keep")
    assert settle_of(evs) == {3: ["fool"]}


def test_cuccu_scenario_15_two_mattos():
    m, n = deal(["matto", "matto", "bragon", "leone"])
    evs = play(m, n, "A keep", "B keep", "C keep", "D keep")
    assert settle_of(evs) == {n["D"]: ["lowest"]}


def test_cuccu_scenario_16_dealer_draws_a_special_card():
    m, n = deal(["V", "VI", "VII", "I", "gatto"])
    play(m, n, "A keep", "B keep", "C keep")
    evs = play(m, n, "D trade")
    cards = kinds(evs, "settle")[0]["cards"]
    assert m.face(cards[str(n["D"])]) == "gatto"
    assert [c["reason"] for c in kinds(evs, "counter")] == ["lowest"]
    assert settle_of(evs) == {n["A"]: ["lowest"]}


def _two_alive(deck):
    """Alive A (seat 0) and B* (seat 1) only, 1 life each."""
    start = {"seats": {0: {"lives": 1}, 1: {"lives": 1}, 2: {"lives": 0}, 3: {"lives": 0}}}
    m = cuccu.new_match(seed=5, dealer=1, deck=deck, start=start)
    assert m.order == [0, 1]
    return m


def test_cuccu_scenario_17_lone_living_card_reset():
    m = _two_alive(["V", "bragon"])
    evs = m.apply("0 ask")
    assert kinds(evs, "eliminated") == [{"seat": 0, "during_deal": True}]
    evs += m.apply("1 keep")
    assert settle_of(evs) == {1: ["lone_card"]}
    assert kinds(evs, "lives_reset") == [{"lives": [3, 3, 3, 3]}]
    assert m.lives == [3, 3, 3, 3] and not m.is_over and len(m.order) == 4


def test_cuccu_scenario_18_lone_cucco_survives():
    m = _two_alive(["V", "bragon", "cucco"])
    evs = m.apply("0 ask") + m.apply("1 trade")
    assert settle_of(evs) == {}
    assert m.lives == [0, 1, 0, 0] and m.result() == {"winners": [1]}


def test_cuccu_scenario_19_insurer_already_out():
    m, n = deal(["nulla", "osteria", "bragon", "VI"], seats={"B": {"lives": 1}})
    play(m, n, "A ask", "A insure", "B accept")
    evs = play(m, n, "B ask")
    assert kinds(evs, "eliminated") == [{"seat": n["B"], "during_deal": True}]
    evs = play(m, n, "C keep", "D keep")
    assert str(n["B"]) not in kinds(evs, "settle")[0]["cards"]
    assert settle_of(evs) == {n["A"]: ["lowest"]}
    assert lives(m, n) == {"A": 2, "B": 0, "C": 3, "D": 3}
