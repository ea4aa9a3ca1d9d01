"""The cached table picture (Scene.layered): a flight's frame reuses the table beneath and
draws only the card in the air, a pause draws nothing, and what the player sees is always
what a full redraw would show."""

from __future__ import annotations

import random

import pygame
import pytest
from test_ui_support import data_dir_fixture  # noqa: F401

from tools.table_stage import make_app, open_table

GAMES = ("mada", "kadabra", "maumau", "gnav", "cuccu")


def full_redraw(app) -> pygame.Surface:
    """The frame drawn from scratch: every cached picture dropped first."""
    app.stack.mark_all_dirty()
    for scene in app.stack.scenes:
        scene._picture = None
    app.render()
    return app.canvas.copy()


def play(app, table, frames: int, rng: random.Random, each_frame) -> None:
    from game.ui.table.overlay import PanelOverlay

    for _ in range(frames):
        app.tasks.run_all()
        top = app.stack.top
        if isinstance(top, PanelOverlay) and not top.anim.busy:
            top.choose(0)
        elif top is table and table.can_act:
            table.submit(rng.choice(table.session.human_actions()))
        app.frame(16.0, [])
        each_frame()


@pytest.mark.parametrize("game", GAMES)
def test_every_frame_shows_what_a_full_redraw_shows(data_dir, game) -> None:  # noqa: F811
    app = make_app(speed="normal")
    table = open_table(app, game, 4, seed=3)
    rng = random.Random(1)
    checked = []

    def compare() -> None:
        if rng.random() < 0.1:
            shown = app.canvas.copy()
            fresh = full_redraw(app)
            assert shown.get_view("2").raw == fresh.get_view("2").raw, f"stale picture in {game}"
            checked.append(table.flights.busy)

    play(app, table, 240, rng, compare)
    assert len(checked) > 10 and any(checked)  # some of them in the middle of a flight


def test_a_flight_redraws_only_the_card_and_a_pause_draws_nothing(data_dir) -> None:  # noqa: F811
    app = make_app(speed="normal")
    table = open_table(app, "maumau", 4, seed=3)
    pictures = []
    draw_picture = table.draw_picture
    table.draw_picture = lambda surface: (pictures.append(1), draw_picture(surface))
    flight_frames = paused_frames = drawn_in_pause = 0
    app.frame(16.0, [])  # the first frame draws everything
    for _ in range(400):
        before_pictures, before_draws = len(pictures), app.draws
        pausing = table.anim.busy and all(t.still for t in table.anim.tweens)
        tweens = list(table.anim.tweens)
        app.tasks.run_all()  # the opponents think at once (what they decide is drawn)
        app.frame(16.0, [])
        same = tweens == table.anim.tweens  # none began or ended in this frame
        if same and table.flights.busy and all(t.overlay for t in tweens):
            flight_frames += 1
            assert len(pictures) == before_pictures  # the table beneath is the cached one
        if same and pausing and tweens:
            paused_frames += 1
            drawn_in_pause += app.draws - before_draws
        if table.can_act:
            break
    assert flight_frames > 10 and paused_frames > 10
    assert drawn_in_pause == 0
