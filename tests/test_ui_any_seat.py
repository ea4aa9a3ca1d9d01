"""No table assumes the player sits at seat 0: every real table plays from seats 1 to 3."""

from __future__ import annotations

import pytest
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game.i18n import tr


@pytest.mark.parametrize(("game_id", "seat"), [("gnav", 2), ("cuccu", 1), ("maumau", 3)])
def test_the_player_may_sit_at_any_seat(app, game_id, seat) -> None:
    """No table assumes the player is seat 0: names, the hand shown and the moves follow
    `human_seat` through a whole match start."""
    from game.ui.games import info

    app.settings["speed"] = "instant"
    table = info(game_id).table_class()(app, human_seat=seat)
    app.stack.push(table)
    app.stack.pop()  # the new-match panel
    table.nav.start_match("normal", 3, seed=5)
    for _ in range(3000):
        if table.can_act:
            break
        app.frame(16.0, [])
        app.tasks.run_all()
    assert table.can_act and table.session.human == seat
    names = [table.words.seat(s) for s in range(table.session.match.n_seats)]
    assert names[seat] == tr("table.you") and len(set(names)) == len(names), names
    mine = table.session.view()["zones"][f"hand:{seat}"]
    assert isinstance(mine, list) and mine, "the player's own hand is the one shown"
    before = len(table.session.match.history)
    action = table.session.human_actions()[0]
    assert table.submit(action) and table.session.match.history[before].startswith(f"{seat} ")
