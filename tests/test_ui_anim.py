"""Tweens and the animator: easing, speed scaling, instant, reduced motion, skip."""

from __future__ import annotations

import pytest

from game.ui.anim import Animator, ease_out, lerp


def animator(**settings) -> Animator:
    return Animator(lambda: settings)


def test_a_tween_runs_from_0_to_1_eased_and_calls_back_once() -> None:
    a = animator(speed="normal")
    seen, done = [], []
    a.tween(200, seen.append, on_done=lambda: done.append(1))
    a.update(100)
    assert seen[0] == 0.0 and seen[-1] == pytest.approx(ease_out(0.5))
    assert a.update(150) and seen[-1] == 1.0 and done == [1]
    assert not a.busy and not a.update(16)


@pytest.mark.parametrize(("speed", "frames"), [("slow", 20), ("normal", 13), ("fast", 7)])
def test_speed_scales_durations(speed, frames) -> None:
    a = animator(speed=speed)
    a.tween(200, lambda t: None)
    count = 0
    while a.busy:
        a.update(16)
        count += 1
    assert count == frames


def test_instant_finishes_at_once_with_callbacks() -> None:
    a = animator(speed="instant")
    seen, done = [], []
    a.tween(250, seen.append, on_done=lambda: done.append(1))
    a.wait(500, on_done=lambda: done.append(2))
    assert seen == [1.0] and done == [1, 2] and not a.busy


def test_reduced_motion_turns_a_slide_into_a_fade() -> None:
    a = animator(speed="normal", reduced_motion=True)
    pos, alpha = [], []
    a.slide(250, lambda t: pos.append(lerp(0, 100, t)), lambda t: alpha.append(t))
    assert pos == [100.0], "the card is in place at once"
    a.update(125)
    assert 0 < alpha[-1] < 1
    a.update(200)
    assert alpha[-1] == 1.0


def test_skip_finishes_everything_including_what_callbacks_start() -> None:
    a = animator(speed="normal")
    order = []
    a.tween(
        300,
        lambda t: None,
        on_done=lambda: a.tween(300, lambda t: None, on_done=lambda: order.append("second")),
    )
    a.tween(100, lambda t: order.append(round(t, 2)) if t == 1.0 else None)
    a.update(10)
    a.skip()
    assert not a.busy and order == [1.0, "second"]


def test_a_pause_draws_no_frame_and_an_overlay_keeps_the_picture() -> None:
    """What a tween changes decides what a frame draws: a pause (`wait`) nothing until
    it ends, an overlay tween (a card in the air) a frame but not the picture beneath,
    any other tween the picture too; a tween's start and end always change the picture
    (their callbacks change what the scene shows)."""
    a = animator(speed="normal")
    done = []
    a.wait(100, on_done=lambda: done.append("waited"))
    assert a.changed  # begun
    a.changed = False
    assert not a.update(16) and not a.changed  # a pause: nothing to draw
    assert a.update(100) and a.changed and done == ["waited"]  # ended: its callback ran
    a.changed = False
    a.tween(100, lambda t: None, overlay=True)
    a.changed = False
    assert a.update(16) and not a.changed  # the card moved; the table did not
    a.tween(100, lambda t: None)
    a.changed = False
    assert a.update(16) and a.changed  # something in the picture itself moved


def test_a_delayed_tween_is_still_until_it_starts() -> None:
    a = animator(speed="normal")
    a.tween(100, lambda t: None, delay=50, overlay=True)
    a.changed = False
    assert not a.update(16)
    assert a.update(40) and not a.changed
