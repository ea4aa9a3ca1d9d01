"""Every test scenario of ../shared/rules/gnav.md §8, by name (order A, B, C, D*)."""

from cuckoo_util import hand_faces, kinds, lives, play, settle_of, table

from game.engine import gnav


def test_gnav_scenario_01_all_stand():
    m, n = table(gnav, ["V", "IX", "0", "potte"])
    evs = play(m, n, "A stand", "B stand", "C stand", "D stand")
    assert settle_of(evs) == {n["D"]: ["lowest"]}
    assert lives(m, n) == {"A": 3, "B": 3, "C": 3, "D": 2}
    assert not any(m.resting) and m.deal == 2


def test_gnav_scenario_02_forced_swaps():
    m, n = table(gnav, ["II", "XI", "ugle", "X"])
    play(m, n, "A ask")
    assert hand_faces(m, n) == {"A": "XI", "B": "II", "C": "ugle", "D": "X"}
    play(m, n, "B ask")
    assert hand_faces(m, n) == {"A": "XI", "B": "ugle", "C": "II", "D": "X"}
    evs = play(m, n, "C stand", "D stand")
    assert settle_of(evs) == {n["B"]: ["lowest"]}
    assert lives(m, n)["B"] == 2


def test_gnav_scenario_03_cuckoo_stops_the_deal():
    m, n = table(gnav, ["III", "gjok", "I", "VI"])
    evs = play(m, n, "A ask")
    assert [c["call"] for c in kinds(evs, "call")] == ["cuckoo"]
    assert settle_of(evs) == {n["C"]: ["lowest"]}
    assert lives(m, n) == {"A": 3, "B": 3, "C": 2, "D": 3}
    assert m.deal == 2  # C and D did not act: the next deal is already dealt


def test_gnav_scenario_04_dragoon():
    m, n = table(gnav, ["0", "dragon", "IV", "XII"])
    play(m, n, "A ask")
    assert lives(m, n)["A"] == 2 and hand_faces(m, n)["A"] == "0"
    assert m.to_act() == [n["C"]]  # B's turn is lost
    evs = play(m, n, "C stand", "D stand")
    assert settle_of(evs) == {n["A"]: ["lowest"]}
    assert lives(m, n)["A"] == 1


def test_gnav_scenario_05_horse_and_house_passed():
    m, n = table(gnav, ["potte", "hest", "hus", "V", "hus", "VIII"])
    evs = play(m, n, "A ask")
    assert [c["call"] for c in kinds(evs, "call")] == ["horse", "house"]
    assert hand_faces(m, n) == {"A": "V", "B": "hest", "C": "hus", "D": "potte"}
    assert m.to_act() == [n["B"]]
    play(m, n, "B stand", "C stand")
    potte = m.hand(n["D"])
    evs = play(m, n, "D trade")
    aside = [m.face(e["card"]) for e in kinds(evs, "move") if e["to"] == "aside"]
    assert aside == ["hus"]
    discarded = [e["card"] for e in kinds(evs, "move") if e["to"] == "discard"]
    assert discarded == [potte]
    cards = kinds(evs, "settle")[0]["cards"]
    assert m.face(cards[str(n["D"])]) == "VIII"
    assert settle_of(evs) == {n["A"]: ["lowest"]}


def test_gnav_scenario_06_cat_undoes_everything_even_across_a_stand():
    m, n = table(gnav, ["I", "III", "II", "katt"])
    play(m, n, "A ask")
    assert hand_faces(m, n)["A"] == "III" and hand_faces(m, n)["B"] == "I"
    play(m, n, "B stand")
    evs = play(m, n, "C ask")
    assert kinds(evs, "undo")[0]["seat"] == n["C"]
    cards = kinds(evs, "settle")[0]["cards"]
    assert {k: m.face(cards[str(s)]) for k, s in n.items()} == {
        "A": "I",
        "B": "III",
        "C": "II",
        "D": "katt",
    }
    assert settle_of(evs) == {n["A"]: ["lowest"]}
    assert lives(m, n) == {"A": 2, "B": 3, "C": 2, "D": 3}


def test_gnav_scenario_07_horse_at_the_dealer_sends_the_request_to_the_stock():
    m, n = table(gnav, ["X", "IV", "ugle", "hest", "VII"])
    play(m, n, "A stand", "B stand")
    ugle = m.hand(n["C"])
    evs = play(m, n, "C ask")
    assert hand_faces(m, n)["C"] == "VII"
    assert m.zones.where[ugle] == "discard"
    assert kinds(evs, "stock_trade")[0]["seat"] == n["C"]
    assert m.to_act() == [n["D"]]
    evs = play(m, n, "D stand")
    assert settle_of(evs) == {n["B"]: ["lowest"]}


def test_gnav_scenario_08_dragoon_from_the_stock():
    m, n = table(gnav, ["VI", "II", "XI", "0", "dragon"])
    play(m, n, "A stand", "B stand", "C stand")
    evs = play(m, n, "D trade")
    counters = kinds(evs, "counter")
    assert counters[0] == {
        "seat": n["D"],
        "name": "lives",
        "delta": -1,
        "value": 2,
        "reason": "dragoon",
        "stock": True,
    }
    cards = kinds(evs, "settle")[0]["cards"]
    assert m.face(cards[str(n["D"])]) == "0"
    assert settle_of(evs) == {n["D"]: ["lowest"]}
    assert lives(m, n)["D"] == 1


def test_gnav_scenario_09_stock_cat_undoes_a_chain_one_fool():
    m, n = table(gnav, ["narr", "VI", "IX", "IV", "katt"])
    assert m.knocked == [n["A"]]
    play(m, n, "A ask")
    assert hand_faces(m, n)["B"] == "narr"
    play(m, n, "B ask", "C ask")
    assert hand_faces(m, n) == {"A": "VI", "B": "IX", "C": "IV", "D": "narr"}
    evs = play(m, n, "D trade")
    cards = kinds(evs, "settle")[0]["cards"]
    assert {k: m.face(cards[str(s)]) for k, s in n.items()} == {
        "A": "narr",
        "B": "VI",
        "C": "IX",
        "D": "IV",
    }
    assert settle_of(evs) == {n["A"]: ["fool"], n["D"]: ["lowest"]}
    assert lives(m, n) == {"A": 2, "B": 3, "C": 3, "D": 1}
    assert m.resting[n["A"]] and n["A"] not in m.order


def test_gnav_scenario_10_two_fools():
    m, n = table(gnav, ["narr", "V", "narr", "0"])
    evs = play(m, n, "A stand", "B stand", "C stand", "D stand")
    assert settle_of(evs) == {n["A"]: ["fool"], n["C"]: ["fool"]}
    assert lives(m, n) == {"A": 2, "B": 3, "C": 2, "D": 3}
    assert sorted(m.order) == sorted([n["B"], n["D"]])
    assert kinds(evs, "rest")[0]["seats"] == [n["A"], n["C"]]


def test_gnav_scenario_11_rest_leaves_one_participant():
    # A, B, C, D are seats 0-3; C (2) dealt the last deal, D is out, A and B rest
    start = {"seats": {0: {"resting": True}, 1: {"resting": True}, 3: {"eliminated": True}}}
    m = gnav.new_match(seed=3, dealer=2, start=start)
    skipped = [e.data for e in m.log if e.kind == "deal_skipped"]
    assert skipped == [{"deal": 1, "players": [2], "dealer": 2}]
    assert m.lives == [3, 3, 3, 0] and not any(m.resting)
    assert m.dealer == 0 and m.order == [1, 2, 0]


def test_gnav_scenario_12_elimination_by_dragoon():
    m, n = table(gnav, ["0", "dragon", "I", "VII"], seats={"A": {"lives": 1}})
    evs = play(m, n, "A ask")
    assert kinds(evs, "eliminated") == [{"seat": n["A"], "during_deal": True}]
    assert m.to_act() == [n["C"]]
    evs = play(m, n, "C stand", "D stand")
    assert str(n["A"]) not in kinds(evs, "settle")[0]["cards"]
    assert settle_of(evs) == {n["C"]: ["lowest"]}
    assert lives(m, n) == {"A": 0, "B": 3, "C": 2, "D": 3}


def _two_alive(a: dict, b: dict, deck: list[str]):
    """Only A and B* alive: seats 0 and 1, seat 1 dealing (C, D out)."""
    start = {"seats": {0: a, 1: b, 2: {"eliminated": True}, 3: {"eliminated": True}}}
    m = gnav.new_match(seed=1, dealer=1, deck=deck, start=start)
    assert m.order == [0, 1]
    return m


def test_gnav_scenario_13_elimination_then_the_lone_card():
    m = _two_alive({"lives": 1}, {"lives": 3}, ["V", "katt"])
    evs = m.apply("0 ask")
    assert kinds(evs, "eliminated")[0]["seat"] == 0
    assert settle_of(evs) == {1: ["lone_card"]}
    assert m.lives[1] == 2 and m.result() == {"winners": [1]}
    assert kinds(evs, "match_over") == [{"winners": [1]}]


def test_gnav_scenario_13_variant_lone_card_at_one_life_draws():
    m = _two_alive({"lives": 1}, {"lives": 1}, ["V", "katt"])
    m.apply("0 ask")
    assert m.lives == [0, 0, 0, 0] and m.result() == {"draw": True}


def test_gnav_scenario_14_drawn_match():
    m = _two_alive({"lives": 1}, {"lives": 1}, ["narr", "narr"])
    assert m.knocked == [0, 1]
    evs = m.apply("0 stand") + m.apply("1 stand")
    assert settle_of(evs) == {0: ["fool"], 1: ["fool"]}
    assert m.result() == {"draw": True} and m.is_over and m.to_act() == []


def test_gnav_scenario_15_cuckoo_from_the_stock():
    m, n = table(gnav, ["V", "VI", "VII", "I", "gjok"])
    play(m, n, "A stand", "B stand", "C stand")
    evs = play(m, n, "D trade")
    assert [c["call"] for c in kinds(evs, "call")] == ["cuckoo"]
    cards = kinds(evs, "settle")[0]["cards"]
    assert m.face(cards[str(n["D"])]) == "I"
    assert settle_of(evs) == {n["D"]: ["lowest"]}


def test_gnav_scenario_16_lone_live_card_while_a_player_rests():
    start = {"seats": {0: {"lives": 1}, 2: {"resting": True}, 3: {"eliminated": True}}}
    m = gnav.new_match(seed=2, dealer=1, deck=["IV", "dragon"], start=start)
    assert m.order == [0, 1]
    evs = m.apply("0 ask")
    assert settle_of(evs) == {1: ["lone_card"]}
    assert m.lives == [0, 2, 3, 0] and not m.is_over
    assert not any(m.resting) and sorted(m.order) == [1, 2]


def test_gnav_scenario_17_stock_redraw_past_two():
    m, n = table(gnav, ["V", "VI", "VII", "VIII", "hest", "hus", "II"])
    play(m, n, "A stand", "B stand", "C stand")
    evs = play(m, n, "D trade")
    aside = [m.face(e["card"]) for e in kinds(evs, "move") if e["to"] == "aside"]
    assert aside == ["hest", "hus"]
    cards = kinds(evs, "settle")[0]["cards"]
    assert m.face(cards[str(n["D"])]) == "II"


def test_gnav_scenario_18_two_cuckoos_alone():
    m = _two_alive({"lives": 1}, {"lives": 1}, ["gjok", "gjok"])
    evs = m.apply("0 stand") + m.apply("1 stand")
    assert settle_of(evs) == {0: ["lowest"], 1: ["lowest"]}
    assert m.result() == {"draw": True}
