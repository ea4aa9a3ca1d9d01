"""Sort my hand (issue 30, point 16): Mau Mau by suit or by rank, L.A.M.A. Kadabra by
number or by symbol; a tap on the table's sort button switches, and the choice is
remembered in the settings for the next match and the next visit."""

from __future__ import annotations

import pytest
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game import storage
from game.i18n import tr
from game.ui.scenes.kadabra import kind_key
from game.ui.scenes.kadabra import sort_key as number_key
from game.ui.scenes.maumau import rank_key
from game.ui.scenes.maumau import sort_key as suit_key
from tools import table_stage

CASES = {
    "maumau": (("suit", "table.sort.suit", suit_key), ("rank", "table.sort.rank", rank_key)),
    "kadabra": (
        ("rank", "kadabra.sort.number", number_key),
        ("suit", "kadabra.sort.kind", kind_key),
    ),
}


@pytest.mark.parametrize("game_id", sorted(CASES))
def test_the_hand_sorts_either_way_and_the_choice_is_remembered(app, game_id) -> None:
    app.settings["speed"] = "instant"
    first, second = CASES[game_id]
    table = table_stage.open_table(app, game_id, 3, 9)
    table_stage.settle(app, table)
    cards = list(table.hand_view.cards)
    assert table.hand_sort == first[0] and table.sort_button.label == tr(first[1])
    assert cards == sorted(cards, key=first[2])
    table_stage.tap_at(app, table.sort_button.rect.center)
    assert table.hand_sort == second[0] and table.sort_button.label == tr(second[1])
    assert table.hand_view.cards == sorted(cards, key=second[2])
    assert storage.load_settings()["hand_sort"][game_id] == second[0]
    again = table_stage.open_table(app, game_id, 3, 10)  # a new match keeps the order
    table_stage.settle(app, again)
    assert again.hand_view.cards == sorted(again.hand_view.cards, key=second[2])
    table_stage.tap_at(app, again.sort_button.rect.center)
    assert storage.load_settings()["hand_sort"][game_id] == first[0]


def test_the_orders_differ() -> None:
    hand = ["KH", "7S", "KC", "9H", "7D"]
    assert sorted(hand, key=suit_key) == ["KC", "9H", "KH", "7S", "7D"]
    assert [c[:-1] for c in sorted(hand, key=rank_key)] == ["7", "7", "9", "K", "K"]
    kadabra = ["L.1", "3.1", "1G.1", "5R.1", "2S.1", "2/3.1"]
    assert sorted(kadabra, key=kind_key)[:3] == ["1G.1", "5R.1", "2S.1"]
    by_number = sorted(kadabra, key=number_key)
    assert by_number[0] == "1G.1" and by_number[-1] == "L.1"


def test_storage_keeps_only_good_sort_choices(data_dir) -> None:
    raw = '{"hand_sort": {"maumau": "rank", "kadabra": "up", "Bad Id": "suit"}}'
    (data_dir / f"{storage.SETTINGS}.json").write_text(raw)  # the settings document
    assert storage.load_settings()["hand_sort"] == {"maumau": "rank"}
    assert storage.default_settings()["hand_sort"] == {}
