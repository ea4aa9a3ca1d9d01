"""The Scene base class and the scene stack.

A scene owns its widgets (a `FocusGroup` in `self.ui`), its animations (`self.anim`) and
its background tasks (started with `run_task`, cancelled when it leaves the stack). The
stack calls the hooks: `enter` when a scene is pushed, `pause` when another covers it,
`resume` when it is on top again, `exit` when it leaves. Input goes to the top scene only;
drawing goes bottom-up from the top-most opaque scene, so an overlay (a dialog) shows the
scene beneath it. A push, pop or replace cross-fades from the old picture: the frame on
screen, copied (not drawn again: a transition costs no more than any frame).

Base behaviour every table relies on:
- while `self.anim` runs, a tap, click or key press only skips the animations (finishes
  them at once) and never reaches a control: controls are disabled until it settles;
  except `live` widgets (the top bar's navigation, the mute switch) and Esc (back), which
  act at once;
- Esc means back (`back()`, by default pop);
- when the language changes, `layout()` runs again to rebuild every text.

A scene with `live_bar` (a table) keeps its top bar working under the overlays it opens (a
deal's summary, a question, the tips): a press in the bar goes to it, and the bar is drawn
undimmed over the overlays' shade. Rules and Settings open over everything and come back
to the overlay; Back and New match ask first, as on the bare table.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.ui import theme
from game.ui.anim import SPEED_FACTORS, Animator
from game.ui.tasks import Task
from game.ui.widgets import FocusGroup, draw_tooltip

if TYPE_CHECKING:
    from game.ui.services import App

TRANSITION_MS = 180
SKIP_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)


class Scene:
    """Base class of every screen and overlay."""

    opaque = True  # False for overlays: the scenes below stay visible
    felt = "lobby"  # background colour key (theme.FELT)
    home = False  # the lobby: where leaving a table returns to
    live_bar = False  # its top bar keeps working under its overlays (a table)
    #: True when background + `draw_content` change only on `relayout()` (menus): they
    #: are then drawn once into a layer, and a redraw is one blit plus the widgets.
    #: A scene that sets it calls `invalidate()` if its content changes otherwise.
    static_content = False
    #: True when the scene's picture (background, content and widgets) is kept in a layer
    #: and reused while only its overlay moves (`draw_overlay`: cards in the air,
    #: callouts): a frame of a card's flight is one blit plus the card (a table).
    layered = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.ui = FocusGroup()
        self.anim = Animator(lambda: app.settings)
        self.dirty = True
        self._revision = -1
        self._layer: pygame.Surface | None = None
        self._picture: pygame.Surface | None = None  # the `layered` scene's picture

    # --- lifecycle (called by the stack) --------------------------------------------------
    def enter(self) -> None:
        self.relayout()

    def exit(self) -> None:
        self.app.tasks.cancel_owned(self)

    def pause(self) -> None:
        """Another scene now covers this one."""

    def resume(self) -> None:
        """On top again: settings or language may have changed meanwhile."""
        self.relayout()

    def profile_changed(self) -> None:
        """The app's profile (`app.profile`: the sizes of a phone's compact canvas or of
        the full one) changed: `layout` reads it, so the widgets are built again. A table
        overrides this (it takes the new profile, then lays out its zones)."""
        self.relayout()

    # --- building --------------------------------------------------------------------------
    def layout(self) -> None:
        """Create the widgets (with the current language's texts) into `self.ui`."""

    def relayout(self) -> None:
        """Rebuild the widgets, keeping the keyboard focus on the same position."""
        focus, ring = self.ui.focus_index, self.ui.show_ring
        self.ui.clear()
        self.layout()
        if focus is not None:  # else keep the focus `layout` chose, if any
            self.ui.focus_index = focus if focus < len(self.ui.widgets) else None
            self.ui.show_ring = ring and self.ui.focus_index is not None
        self._revision = i18n.revision
        self.invalidate()

    def invalidate(self) -> None:
        """The content changed: redraw it (and rebuild the cached layer, if any)."""
        self._layer = None
        self.dirty = True

    # --- input -----------------------------------------------------------------------------
    @property
    def controls_enabled(self) -> bool:
        return not self.anim.busy

    def handle(self, event: pygame.event.Event) -> None:
        if self.anim.busy:
            if self._live_press(event):
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.back()  # Esc is navigation, never a skip
                self.dirty = True
                return
            if event.type in SKIP_EVENTS:
                self.anim.skip()
                self.dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if self.ui.handle(event):
            self.dirty = True

    def _live_press(self, event: pygame.event.Event) -> bool:
        """A press on a `live` widget (the mute switch) acts even while cards move."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        widget = self.ui.widget_at(event.pos)
        if widget is None or not widget.live or not widget.enabled:
            return False
        widget.activate()
        self.dirty = True
        return True

    def back(self) -> None:
        self.app.stack.pop()

    # --- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        """Advance by `dt` ms; True while something animates."""
        if self._revision != i18n.revision:
            self.relayout()
        moving = self.anim.update(dt)
        if self.anim.changed:  # more than the overlay moved: draw the picture again
            self.anim.changed = False
            self.dirty = True
        if self.ui.tick(dt):  # a long press's help appeared or went
            self.dirty = True
        return moving

    def run_task(self, gen: Generator[Any, Any, Any], on_done: Callable[[Any], None]) -> Task:
        """Step `gen` (e.g. an opponent's think()) over frames; `on_done(result)` at the end."""
        return self.app.tasks.start(gen, on_done, owner=self)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The scene's picture, then its overlay. A `layered` scene draws its picture
        into its layer only when it is dirty (something but the overlay changed since the
        last frame) and otherwise shows the layer as it was."""
        if self.layered and self.opaque:
            if self._picture is None or self._picture.get_size() != surface.get_size():
                self._picture = pygame.Surface(surface.get_size()).convert()
                self.dirty = True
            if self.dirty:
                self.draw_picture(self._picture)
                self.anim.changed = False  # what the tweens changed so far is in it
            surface.blit(self._picture, (0, 0))
        else:
            self.draw_picture(surface)
        self.draw_overlay(surface)

    def draw_picture(self, surface: pygame.Surface) -> None:
        """Background, content and widgets."""
        if self.static_content and self.opaque:
            if self._layer is None:
                self._layer = pygame.Surface(surface.get_size()).convert()
                self.draw_background(self._layer)
                self.draw_content(self._layer)
            surface.blit(self._layer, (0, 0))
        else:
            self.draw_background(surface)
            self.draw_content(surface)
        self.ui.draw(surface)

    def draw_background(self, surface: pygame.Surface) -> None:
        if self.opaque:
            surface.blit(theme.background(self.felt_colour()), (0, 0))

    def felt_colour(self) -> tuple[int, int, int]:
        """The colour of the felt under the scene (a table's: its game's)."""
        return theme.felt(self.felt)

    def draw_content(self, surface: pygame.Surface) -> None:
        """What the scene shows besides its widgets (drawn under them)."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """What moves over the picture, drawn on every frame: only what `overlay` tweens
        change (game/ui/anim.py)."""

    def draw_top(self, surface: pygame.Surface) -> None:
        """Drawn last, for the top scene only: the tooltip."""
        target = self.ui.tooltip_target()
        if target is not None:
            draw_tooltip(surface, target)


class SceneStack:
    def __init__(self, app: App) -> None:
        self.app = app
        self.scenes: list[Scene] = []
        self._fade_from: pygame.Surface | None = None
        self._fade_ms = 0.0
        self._fade_total = 0.0
        self._bar_press: Scene | None = None  # the scene whose bar got the pointer press

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    # --- changes ---------------------------------------------------------------------------
    def _start_fade(self) -> None:
        factor = SPEED_FACTORS.get(self.app.settings.get("speed", "normal"), 1.0)
        total = TRANSITION_MS * min(1.0, factor)
        if not self.scenes or total <= 0:
            self._fade_from = None
            return
        snapshot = self.app.screen_copy()
        if snapshot is None:  # nothing shown yet (or the window changed): draw it
            snapshot = pygame.Surface(theme.CANVAS_SIZE)
            self.draw(snapshot)
            self.app.postfx.apply(snapshot)
        self._fade_from = snapshot
        self._fade_ms = 0.0
        self._fade_total = total

    def push(self, scene: Scene) -> Scene:
        self._start_fade()
        if self.top is not None:
            self.top.pause()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        """Remove the top scene (never the last one)."""
        if len(self.scenes) <= 1:
            return None
        self._start_fade()
        scene = self.scenes.pop()
        scene.exit()
        self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for `scene`."""
        self._start_fade()
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def close_above(self, scene: Scene) -> None:
        """Pop the overlays over `scene` (a new match leaves no old summary behind)."""
        while scene in self.scenes and self.top is not scene:
            self.pop()

    def reset(self, scene: Scene) -> Scene:
        """Leave every scene and start over from `scene` (e.g. back to the lobby)."""
        self._start_fade()
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        return scene

    # --- frame -----------------------------------------------------------------------------
    @property
    def live_bar_owner(self) -> Scene | None:
        """The scene beneath the overlays whose top bar stays live, if any."""
        visible = self.visible
        if len(visible) > 1 and visible[0].live_bar:
            return visible[0]
        return None

    def _bar_target(self, event: pygame.event.Event) -> Scene | None:
        """Where a pointer event in a live bar under overlays goes: a press there, the
        motion and the release that follow it, and hovering over the bar."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return None
        pressed = self._bar_press
        if event.type == pygame.MOUSEBUTTONUP:
            self._bar_press = None
        if pressed is not None and pressed in self.scenes:
            return pressed
        owner = self.live_bar_owner
        if owner is None or event.pos[1] >= self.app.profile.top_bar:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._bar_press = owner
        return owner if event.type != pygame.MOUSEBUTTONUP else None

    def handle(self, event: pygame.event.Event) -> None:
        target = self._bar_target(event) or self.top
        if target is not None:
            target.handle(event)

    def update(self, dt: float) -> bool:
        moving = self.top.update(dt) if self.top is not None else False
        if self._fade_from is not None:
            self._fade_ms += dt
            if self._fade_ms >= self._fade_total:
                self._fade_from = None
            moving = True
        return moving

    @property
    def visible(self) -> list[Scene]:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    @property
    def dirty(self) -> bool:
        return self._fade_from is not None or any(s.dirty for s in self.visible)

    def mark_all_dirty(self) -> None:
        for scene in self.scenes:
            scene.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        visible = self.visible
        bar = None
        for i, scene in enumerate(visible):
            scene.draw(surface)
            if i == 0 and self.live_bar_owner is scene:
                bar = surface.subsurface((0, 0, surface.get_width(), self.app.profile.top_bar))
                bar = bar.copy()
        if bar is not None:
            surface.blit(bar, (0, 0))  # the live bar, undimmed by the overlays' shade
        if visible:
            visible[-1].draw_top(surface)

    def draw_fade(self, surface: pygame.Surface) -> None:
        """The old picture over the finished frame (both post-processed once), fading."""
        if self._fade_from is not None:
            t = min(1.0, self._fade_ms / self._fade_total) if self._fade_total else 1.0
            self._fade_from.set_alpha(round(255 * (1 - t)))
            surface.blit(self._fade_from, (0, 0))

    def mark_clean(self) -> None:
        for scene in self.scenes:
            scene.dirty = False
