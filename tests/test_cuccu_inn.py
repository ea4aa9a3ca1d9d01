"""The inn beyond the spec's scenarios: D13 (a refused insurance is a swap a cat can undo)
and D14 (an Osteria can be asked twice in a round; each insurance stands on its own)."""

from cuckoo_util import hand_faces, kinds, lives, play, settle_of, table

from game.engine import cuccu


def test_inn_asked_twice_insures_twice():
    # A asks past B's horse to C's Osteria; later B asks C's Osteria itself
    m, n = table(cuccu, ["nulla", "cavallo", "osteria", "IX"], dealer=0)
    play(m, n, "A ask", "A insure", "C accept")
    assert m.to_act() == [n["B"]]
    play(m, n, "B ask", "B insure", "C accept")
    assert m.insured == [[n["A"], n["C"]], [n["B"], n["C"]]]
    evs = play(m, n, "C keep", "D keep")
    # A's Nulla is lowest and insured: C pays instead; B (Cavallo) is not a loser
    assert settle_of(evs) == {n["C"]: ["insurance"]}
    assert lives(m, n) == {"A": 3, "B": 3, "C": 2, "D": 3}


def test_refused_insurance_swap_is_undone_by_a_cat():
    # A's Nulla goes to the innkeeper B by a refusal; B passes it to C; C asks D's Gatto:
    # the chain of C's Nulla runs back through B to A (D13)
    m, n = table(cuccu, ["nulla", "osteria", "V", "gatto"], dealer=0)
    play(m, n, "A ask", "A insure", "B refuse")
    assert hand_faces(m, n)["A"] == "osteria"
    play(m, n, "B ask")
    evs = play(m, n, "C ask")
    assert kinds(evs, "undo")[0]["exchanges"] == [[n["B"], n["C"]], [n["A"], n["B"]]]
    assert hand_faces(m, n) == {"A": "nulla", "B": "osteria", "C": "V", "D": "gatto"}
    assert lives(m, n)["C"] == 2
