"""Each widget by mouse (and touch) and by keyboard, the focus order and ring, tap sizes."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import down, feed, key, motion, tap, up, wheel

from game.ui import theme
from game.ui.markup import Block, parse
from game.ui.widgets import Button, ChoiceList, FocusGroup, Slider, TextPanel, Toasts, Toggle
from game.ui.widgets.tooltip import draw_tooltip


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield


def group(*widgets) -> FocusGroup:
    g = FocusGroup()
    for w in widgets:
        g.add(w)
    return g


def test_button_clicks_by_mouse_only_when_released_inside() -> None:
    hits = []
    b = Button((10, 10, 200, 60), "Go", lambda: hits.append(1))
    g = group(b)
    feed(g, tap((50, 30)))
    assert hits == [1]
    feed(g, [down((50, 30)), motion((500, 500), buttons=(1, 0, 0)), up((500, 500))])
    assert hits == [1], "a press dragged off the button is not a click"


def test_button_by_keyboard_tab_then_enter_and_space() -> None:
    hits = []
    a = Button((10, 10, 200, 60), "A", lambda: hits.append("a"))
    b = Button((10, 100, 200, 60), "B", lambda: hits.append("b"))
    g = group(a, b)
    feed(g, [key(pygame.K_TAB), key(pygame.K_RETURN)])
    feed(g, [key(pygame.K_TAB), key(pygame.K_SPACE)])
    feed(g, [key(pygame.K_TAB, pygame.KMOD_SHIFT), key(pygame.K_KP_ENTER)])
    assert hits == ["a", "b", "a"]


def test_disabled_button_ignores_everything_and_is_skipped_by_tab() -> None:
    hits = []
    a = Button((10, 10, 200, 60), "A", lambda: hits.append("a"))
    a.enabled = False
    b = Button((10, 100, 200, 60), "B", lambda: hits.append("b"))
    g = group(a, b)
    feed(g, tap((50, 30)))
    feed(g, [key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert hits == ["b"]


def test_touch_tap_works_and_leaves_no_hover() -> None:
    hits = []
    b = Button((10, 10, 200, 60), "Go", lambda: hits.append(1))
    g = group(b)
    feed(g, tap((50, 30), touch=True))
    assert hits == [1]
    assert g.hovered is None, "a finger must not leave a sticky hover (and tooltip)"


def test_tap_targets_are_at_least_56_pixels() -> None:
    b = Button((0, 0, 10, 10), "x")
    t = Toggle((0, 0, 300, 10), "x", False)
    c = ChoiceList((0, 0, 300, 10), [(1, "a"), (2, "b")], 1)
    s = Slider((0, 0, 300, 10), "x", 50)
    assert b.rect.w >= 56 and b.rect.h >= 56
    assert t.rect.h >= 56
    assert all(cell.h >= 56 for cell in c.cells)
    assert s.rect.h >= 56


def test_focus_ring_shows_after_keyboard_and_hides_after_a_press() -> None:
    surface = pygame.Surface((400, 300))
    b = Button((100, 100, 200, 60), "A")
    g = group(b)
    feed(g, [key(pygame.K_TAB)])
    surface.fill((0, 0, 0))
    g.draw(surface)
    ring_point = (b.rect.centerx, b.rect.top - 3)
    assert surface.get_at(ring_point)[:3] == theme.FOCUS
    feed(g, [down((5, 5)), up((5, 5))])
    surface.fill((0, 0, 0))
    g.draw(surface)
    assert surface.get_at(ring_point)[:3] != theme.FOCUS


def test_toggle_by_click_and_by_space() -> None:
    seen = []
    t = Toggle((10, 10, 300, 56), "Reduced motion", False, seen.append)
    g = group(t)
    feed(g, tap((100, 30)))
    feed(g, [key(pygame.K_TAB), key(pygame.K_SPACE)])
    assert seen == [True, False] and t.value is False


def test_slider_by_tap_drag_and_keys() -> None:
    seen = []
    s = Slider((0, 0, 440, 112), "Contrast", 50, seen.append)
    g = group(s)
    track = s.track
    feed(g, [down((track.left, track.centery))])
    assert s.value == 0
    feed(g, [motion((track.right + 50, track.centery), buttons=(1, 0, 0)), up((track.right, 0))])
    assert s.value == 100, "a drag follows the pointer even outside, clamped"
    feed(g, [key(pygame.K_TAB), key(pygame.K_LEFT), key(pygame.K_PAGEDOWN)])
    assert s.value == 89
    feed(g, [key(pygame.K_HOME)])
    assert s.value == 0
    feed(g, [key(pygame.K_END)])
    assert s.value == 100
    assert seen[-1] == 100 and seen[:2] == [0, 100]


def test_a_slider_commits_once_a_drag_is_let_go_and_at_each_key_step() -> None:
    changes, commits = [], []
    s = Slider((0, 0, 440, 112), "Grain", 50, changes.append, on_commit=commits.append)
    g = group(s)
    track = s.track
    feed(g, [down((track.left, track.centery))])
    for x in range(track.left, track.right, 40):
        feed(g, [motion((x, track.centery), buttons=(1, 0, 0))])
    assert len(changes) > 5 and commits == [], "no commit while the drag goes on"
    feed(g, [up((track.right, track.centery))])
    assert commits == [s.value], "one commit when it is let go"
    feed(g, tap((track.left + track.w * s.value // 100, track.centery)))
    assert len(commits) == 1, "a press and release that change nothing commit nothing"
    before = s.value
    feed(g, [key(pygame.K_TAB), key(pygame.K_LEFT), key(pygame.K_END), key(pygame.K_END)])
    assert commits[1:] == [before - 1, 100], "each key step commits; a step to nowhere does not"


def test_choice_list_by_tap_and_arrows_in_a_grid() -> None:
    seen = []
    options = [(c, c.upper()) for c in "abcdefgh"]
    c = ChoiceList((0, 0, 600, 118), options, "a", seen.append, columns=4)
    g = group(c)
    cell = c.cells[5]
    feed(g, tap(cell.center))
    assert c.value == "f"
    feed(g, [key(pygame.K_UP), key(pygame.K_LEFT), key(pygame.K_RIGHT), key(pygame.K_RIGHT)])
    assert seen == ["f", "b", "a", "b", "c"]


def test_choice_list_at_its_edge_lets_the_arrow_move_focus() -> None:
    c = ChoiceList((0, 0, 400, 56), [(1, "a"), (2, "b")], 2)
    after = Button((0, 100, 100, 56), "next")
    g = group(c, after)
    feed(g, [key(pygame.K_TAB), key(pygame.K_RIGHT)])
    assert g.focused is after


def test_text_panel_wraps_and_scrolls_by_wheel_drag_and_keys() -> None:
    text = "# Title\n\n" + "\n\n".join(f"- point {i} " + "word " * 30 for i in range(30))
    p = TextPanel((0, 0, 600, 400), text)
    assert all(x + img.get_width() <= p.inner.w for x, _y, img in p.lines), "wrapped to width"
    assert p.max_scroll > 0
    g = group(p)
    feed(g, [motion((100, 100)), wheel(-2)])
    assert p.scroll == 96
    feed(g, [down((100, 300)), motion((100, 200), buttons=(1, 0, 0)), up((100, 200))])
    assert p.scroll == 196, "dragging the text up scrolls down (touch)"
    feed(g, [key(pygame.K_TAB), key(pygame.K_END)])
    assert p.scroll == p.max_scroll
    feed(g, [key(pygame.K_HOME), key(pygame.K_PAGEDOWN)])
    assert p.scroll == p.inner.h - 48
    feed(g, [key(pygame.K_UP)])
    assert p.scroll == p.inner.h - 96


def test_markup_headings_bullets_and_paragraphs() -> None:
    blocks = parse("# Rules\n\nFirst line\nsecond line.\n\n- one\n  more\n- two\n## Scoring\nEnd")
    assert blocks == [
        Block("h1", "Rules"),
        Block("p", "First line second line."),
        Block("bullet", "one more"),
        Block("bullet", "two"),
        Block("h2", "Scoring"),
        Block("p", "End"),
    ]


def test_tooltip_shows_for_hover_and_stays_on_screen() -> None:
    b = Button((1200, 680, 60, 40), "?", tooltip="Read the rules of the games")
    g = group(b)
    feed(g, [motion(b.rect.center)])
    assert g.tooltip_target() is b
    box = draw_tooltip(pygame.Surface((1280, 720)), b)
    assert pygame.Rect(0, 0, 1280, 720).contains(box)
    assert not box.colliderect(b.rect)


def test_toasts_expire() -> None:
    toasts = Toasts()
    toasts.show("Hello")
    toasts.show("Hello")
    assert len(toasts.queue) == 1
    surface = pygame.Surface((1280, 720))
    toasts.draw(surface)
    assert toasts.update(1000) and toasts.active
    toasts.update(2000)
    assert not toasts.active


def test_tooltip_follows_the_last_input() -> None:
    a = Button((10, 10, 200, 60), "A", tooltip="tip a")
    b = Button((10, 100, 200, 60), "B", tooltip="tip b")
    g = group(a, b)
    feed(g, [key(pygame.K_TAB)])
    assert g.tooltip_target() is a, "keyboard: the focused widget's tip"
    feed(g, [motion(b.rect.center)])
    assert g.tooltip_target() is b, "pointer: the hovered widget's tip"
    feed(g, [key(pygame.K_TAB)])
    assert g.tooltip_target() is b and g.focused is b
    feed(g, [motion((500, 500))])
    assert g.tooltip_target() is None


def test_a_click_hides_the_tooltip_until_the_pointer_leaves() -> None:
    """The tooltip does not stay over what matters after a click (Hint's covered Draw)."""
    hits = []
    a = Button((10, 10, 200, 60), "Hint", lambda: hits.append(1), tooltip="A careful move")
    b = Button((10, 100, 200, 60), "Draw", tooltip="Draw a card")
    g = group(a, b)
    feed(g, [motion(a.rect.center)])
    assert g.tooltip_target() is a
    feed(g, [down(a.rect.center), up(a.rect.center)])
    assert hits == [1] and g.tooltip_target() is None
    feed(g, [motion((a.rect.centerx + 5, a.rect.centery))])
    assert g.tooltip_target() is None, "still on the pressed button: still quiet"
    feed(g, [motion(b.rect.center), motion(a.rect.center)])
    assert g.tooltip_target() is a, "back on it after leaving: the help is there again"


@pytest.mark.parametrize("touch", [True, False])
def test_a_long_press_shows_the_help_and_does_not_act(touch) -> None:
    """Touch has no hover: holding a finger (or the mouse) still shows the same help text;
    letting go then does not press the button; the next press clears it."""
    from game.ui.widgets.base import EXPLAIN_MS, LONG_PRESS_MS

    hits = []
    a = Button((10, 10, 200, 60), "Luck", lambda: hits.append(1), tooltip="Turn the top card")
    g = group(a)
    feed(g, [down(a.rect.center, touch=touch)])
    assert not g.tick(LONG_PRESS_MS + 300), "the press's own frame: its time was before it"
    assert not g.tick(LONG_PRESS_MS - 100) and g.tooltip_target() is None
    assert g.tick(150) and g.tooltip_target() is a
    feed(g, [up(a.rect.center, touch=touch)])
    assert hits == [] and g.tooltip_target() is a, "the help stays up to be read"
    feed(g, [down((600, 600), touch=touch), up((600, 600), touch=touch)])
    assert g.tooltip_target() is None
    feed(g, [down(a.rect.center, touch=touch)])  # a short press still acts
    g.tick(100)
    feed(g, [up(a.rect.center, touch=touch)])
    assert hits == [1]
    feed(g, [down(a.rect.center, touch=touch)])
    g.tick(16)
    g.tick(LONG_PRESS_MS + 10)
    feed(g, [up(a.rect.center, touch=touch)])
    g.tick(EXPLAIN_MS + 10)
    assert g.tooltip_target() is None, "the help goes by itself after a while"


def test_a_press_that_moves_is_no_long_press_and_a_disabled_button_explains_itself() -> None:
    from game.ui.widgets.base import LONG_PRESS_MS

    a = Button((10, 10, 200, 60), "Draw", tooltip="Draw a card")
    g = group(a)
    feed(g, [down(a.rect.center), motion((a.rect.centerx + 40, a.rect.centery), (1, 0, 0))])
    g.tick(16)
    g.tick(LONG_PRESS_MS + 10)
    assert g.tooltip_target() is None
    feed(g, [up(a.rect.center)])
    a.enabled = False
    feed(g, [down(a.rect.center, touch=True)])
    g.tick(16)
    g.tick(LONG_PRESS_MS + 10)
    assert g.tooltip_target() is a


def test_a_press_whose_release_was_lost_ends_at_the_next_press() -> None:
    """A release the group never saw (it went to a skip, or to the page's card) leaves no
    widget captured: the next press starts afresh, and its release elsewhere does not
    press the old widget."""
    hits = []
    a = Button((10, 10, 200, 60), "A", lambda: hits.append("a"))
    g = group(a)
    feed(g, [down(a.rect.center, touch=True)])
    assert a.pressed and g.captured is a
    feed(g, [down((600, 600), touch=True)])  # the release above never came
    assert not a.pressed and g.captured is None
    feed(g, [up(a.rect.center, touch=True)])
    assert hits == []
    feed(g, tap(a.rect.center, touch=True))
    assert hits == ["a"]
