"""The widget contract and the focus group that routes input to widgets.

A widget has a canvas `rect`, can be `enabled`, may take keyboard focus, and draws itself
with its state (hovered, pressed, focused). `handle(event)` returns True when the event
changed something (the scene then redraws). Pointer input arrives as mouse events (a tap
is a mouse event too; FINGER events are dropped by the app), already in canvas pixels.

The `FocusGroup` owns a scene's widgets: pointer events go to the widget under the
pointer (a press captures the pointer until release, so drags work), key events go to the
focused widget, and Tab / Shift-Tab / arrows move the focus. The focus ring shows once the
keyboard is used and hides again on a pointer press, as on the web.

Tooltips never stand in the way: a press hides the tooltip of the widget pressed until the
pointer leaves it, and nothing is hover-only: a long press (a finger or the mouse held still
for `LONG_PRESS_MS`) shows the same help, and from then on the press does nothing else: the
widget undoes what the press began (`on_cancel`: a slider goes back to its value) and
neither the finger's moves nor its release reach it.
"""

from __future__ import annotations

import pygame

from game.ui import theme

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
LONG_PRESS_MS = 500  # held this long without moving, a press asks for the help text
PRESS_SLOP = 10  # canvas pixels a held press may drift and still be a long press
EXPLAIN_MS = 4000  # how long a long press's help stays up after the finger lifts
PREV_KEYS = (pygame.K_UP, pygame.K_LEFT)
NEXT_KEYS = (pygame.K_DOWN, pygame.K_RIGHT)


class Widget:
    focusable = True
    #: True for a control that works during animations (the mute switch, the top bar's
    #: navigation): a press on it
    #: acts at once instead of skipping the animation.
    live = False

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], tooltip: str = "") -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.visible = True
        self.hovered = False
        self.pressed = False
        self.tooltip = tooltip

    # --- input ---------------------------------------------------------------------------
    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def on_press(self, pos: tuple[int, int]) -> bool:
        self.pressed = True
        return True

    def on_drag(self, pos: tuple[int, int]) -> bool:
        return False

    def on_release(self, pos: tuple[int, int], inside: bool) -> bool:
        self.pressed = False
        if inside:
            self.activate()
        return True

    def on_cancel(self) -> None:
        """The press became a long press (its help is shown): undo what the press began;
        no drag or release follows."""
        self.pressed = False

    def on_wheel(self, dy: int) -> bool:
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        """Keys for the focused widget; Enter/Space activate by default."""
        if event.key in ACTIVATE_KEYS:
            self.activate()
            return True
        return False

    def activate(self) -> None:
        """The widget's main action (click, Enter, Space)."""

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        raise NotImplementedError


class FocusGroup:
    """A scene's widgets, in focus order."""

    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self.focus_index: int | None = None
        self.show_ring = False
        self.captured: Widget | None = None
        self.hovered: Widget | None = None
        self.pointer_last = False  # was the last input the pointer (else the keyboard)?
        self.quiet: Widget | None = None  # pressed: no tooltip until the pointer leaves it
        self.held: Widget | None = None  # under a press that may become a long press
        self.held_at = (0, 0)
        self.held_ms = 0.0
        self.explained: Widget | None = None  # a long press asked for its help text
        self.explained_ms = 0.0

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets.clear()
        self.captured = None
        self.hovered = None
        self.quiet = self.held = self.explained = None

    @property
    def focused(self) -> Widget | None:
        if self.focus_index is None or self.focus_index >= len(self.widgets):
            return None
        widget = self.widgets[self.focus_index]
        return widget if self._can_focus(widget) else None

    def focus(self, widget: Widget | None, ring: bool | None = None) -> None:
        self.focus_index = None if widget is None else self.widgets.index(widget)
        if ring is not None:
            self.show_ring = ring

    @staticmethod
    def _can_focus(widget: Widget) -> bool:
        return widget.focusable and widget.enabled and widget.visible

    def move_focus(self, step: int) -> bool:
        candidates = [i for i, w in enumerate(self.widgets) if self._can_focus(w)]
        if not candidates:
            return False
        if self.focused is None:
            index = candidates[0] if step > 0 else candidates[-1]
        else:
            pos = candidates.index(self.focus_index) if self.focus_index in candidates else 0
            index = candidates[(pos + step) % len(candidates)]
        self.focus_index = index
        self.show_ring = True
        return True

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        for widget in reversed(self.widgets):
            if widget.hit(pos):
                return widget
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        """Route one event; True when something visible changed."""
        if event.type == pygame.MOUSEMOTION:
            self._drift(event.pos)
            if getattr(event, "touch", False) and self.captured is None:
                return False  # a finger has no hover: no sticky highlight or tooltip
            self.pointer_last = True
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            target = self.hovered or self.focused
            return bool(target and target.enabled and target.on_wheel(event.y))
        if event.type == pygame.KEYDOWN:
            changed = self.tooltip_target() is not None and (
                self.pointer_last or self.explained is not None
            )
            self.pointer_last = False
            self.explained = None
            return self._key(event) or changed
        return False

    # --- the long press --------------------------------------------------------------------
    def tick(self, dt: float) -> bool:
        """Time for the long press (the scene calls it every frame); True when a tooltip
        appeared or went."""
        if self.explained is not None and self.held is None:
            self.explained_ms += dt
            if self.explained_ms >= EXPLAIN_MS:
                self.explained = None
                return True
        if self.held is None or self.explained is self.held:
            return False
        if self.held_ms < 0:  # the frame the press came in: its time passed before the press
            self.held_ms = 0.0  # (after a slow frame, a tap would otherwise be a long press)
            return False
        self.held_ms += dt
        if self.held_ms < LONG_PRESS_MS or not self.held.tooltip:
            return False
        self.explained, self.explained_ms = self.held, 0.0
        if self.captured is self.held:  # asking what it does is all this press does
            self.captured.on_cancel()
            self.captured = None
        return True

    def let_go(self) -> None:
        """The pointer went elsewhere (the page covered the game): a press under way ends
        here without acting, since its release will not come."""
        if self.captured is not None:
            self.captured.on_cancel()
        self.captured = self.held = None

    def _drift(self, pos: tuple[int, int]) -> None:
        """A press that moves is a drag, not a long press."""
        if self.held is None or self.explained is self.held:
            return
        dx, dy = pos[0] - self.held_at[0], pos[1] - self.held_at[1]
        if dx * dx + dy * dy > PRESS_SLOP * PRESS_SLOP:
            self.held = None

    def _motion(self, pos: tuple[int, int]) -> bool:
        if self.captured is not None:
            return self.captured.on_drag(pos)
        over = self.widget_at(pos)
        if over is not self.quiet:
            self.quiet = None  # left the pressed widget: its tooltip may show again
        if over is self.hovered:
            return False
        if self.hovered is not None:
            self.hovered.hovered = False
        self.hovered = over
        if over is not None:
            over.hovered = True
        return True

    def _press(self, pos: tuple[int, int]) -> bool:
        self.let_go()  # a press still under way lost its release (the scene was busy)
        widget = self.widget_at(pos)
        changed = self.show_ring or self.explained is not None
        self.show_ring = False
        self.explained = None
        self.quiet = self.held = widget  # a disabled button may still be asked why
        self.held_at, self.held_ms = pos, -1.0  # timed from the next frame on
        if widget is None or not widget.enabled:
            return changed
        self.captured = widget
        if self._can_focus(widget):
            self.focus_index = self.widgets.index(widget)
        widget.on_press(pos)
        return True

    def _release(self, pos: tuple[int, int]) -> bool:
        widget = self.captured
        explained = self.explained is not None and self.explained is self.held
        self.captured = self.held = None
        self.explained_ms = 0.0
        if widget is None:  # no press, or a long press (its widget let go at the help)
            return explained
        widget.on_release(pos, widget.hit(pos) and widget.enabled)
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_TAB:
            return self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        focused = self.focused
        if focused is not None:
            if not self.show_ring and event.key in ACTIVATE_KEYS + PREV_KEYS + NEXT_KEYS:
                self.show_ring = True
            if focused.on_key(event):
                return True
        if event.key in NEXT_KEYS:
            return self.move_focus(1)
        if event.key in PREV_KEYS:
            return self.move_focus(-1)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        focused = self.focused if self.show_ring else None
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, widget is focused)
        if focused is not None:
            theme.focus_ring(surface, focused.rect)

    def tooltip_target(self) -> Widget | None:
        """The widget whose tooltip shows: one a long press asked about, the hovered one
        after pointer moves (not once pressed, until the pointer leaves it), the focused
        one after keys."""
        if self.explained is not None and self.explained.tooltip:
            return self.explained
        if self.pointer_last:
            hovered = self.hovered
            if (
                hovered is not None
                and hovered.tooltip
                and self.captured is None
                and hovered is not self.quiet
            ):
                return hovered
            return None
        if self.show_ring and self.focused is not None and self.focused.tooltip:
            return self.focused
        return None
