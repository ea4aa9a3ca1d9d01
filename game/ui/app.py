"""The app: window, canvas, settings, the frame loop and the services scenes share.

One `frame(dt)` does: events (pointer mapped to the canvas, FINGER events dropped since a
tap also arrives as mouse events), the task runner's slice, updates, and a redraw only
when a scene is dirty or something moves. An idle frame therefore costs an event poll and
the clock. The redraw is: scenes bottom-up, toasts, the post-process, then the canvas is
put into the window (scaled and letterboxed on a resized desktop window; when the window
has the canvas size, as always in the browser, the canvas is the window itself).

The profile (game/ui/table/profile.py) follows the size the canvas is shown at: compact on
a phone held sideways (its sizes then are bigger on the same 1280x720 canvas), full
elsewhere. It is chosen at start and again whenever the shown size changes (the desktop's
window resized; the browser's page measured every PROFILE_POLL frames), unless forced
(`?profile=` on the page, `CARD_ATLAS_PROFILE` on the desktop); every scene on the stack
hears of a change (`Scene.profile_changed`).

Browser (sys.platform == "emscripten"): the window is the fixed 1280x720 canvas, no
RESIZABLE, no SCALED, no fullscreen switch, no Quit, no pygame.quit(). While the page holds
the game under its "turn your phone" card (game/ui/webpage.py `held`), a frame only drops
the input: the game waits exactly where it was.
"""

from __future__ import annotations

import asyncio
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game import i18n, storage
from game.ui import art, collect, crash, fonts, sound, startlink, theme, weblook, webpage
from game.ui.canvas import Viewport
from game.ui.postfx import PostFX
from game.ui.scene import Scene, SceneStack
from game.ui.table.profile import PROFILES, Profile, pick
from game.ui.tasks import TaskRunner
from game.ui.widgets import Toasts

FPS = 60
WEB = sys.platform == "emscripten"
#: Idle frames in a row before card faces are drawn ahead (game/ui/art warm_up): the screen
#: has been still for a moment, so a face's few ms stall nothing on the move.
WARM_UP_AFTER = 6
#: The thinking's share of a frame: the task runner never starts a step that would run past
#: it (game/ui/tasks.py); the browser's frame has the room for a little more.
TASK_BUDGET_MS = 5.0 if WEB else 4.0
FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION)
DISPLAY_KEYS = ("contrast", "grain", "temperature")
SOUND_KEYS = ("volume", "muted")
#: In the browser the page's size can change under the game (a phone turned, a frame
#: resized, full screen): the canvas's shown height is asked for every this many frames.
PROFILE_POLL = 30
#: The environment variable that forces a profile on the desktop (tests, tools/shots.py).
PROFILE_ENV = "CARD_ATLAS_PROFILE"


@dataclass
class Options:
    """What main.py's flags ask for."""

    headless: bool = False
    frames: int | None = None
    screenshot: str | None = None
    scene: str = "lobby"
    lang: str | None = None
    seed: int | None = None
    size: tuple[int, int] = theme.CANVAS_SIZE
    game: str | None = None  # open this game's new-match panel (?game=, game/ui/startlink.py)
    daily: str | None = None  # with `game`: that day's daily deal (?daily=YYYY-MM-DD)
    profile: str | None = None  # "compact" or "full": forced (?profile=); else by size
    replay: str | None = None  # a report file whose match to replay (desktop)
    ignored: tuple[str, ...] = ()  # the address's parts not understood: a toast says so


def option_warnings(options: Options) -> list[str]:
    """One line for each flag whose value is unknown, naming the values that work."""
    from game.ui.scenes import registry

    lines = []
    if options.scene not in registry.names():
        valid = ", ".join(registry.names())
        lines.append(f"warning: unknown --scene {options.scene!r}; opening the lobby ({valid})")
    if options.lang is not None and options.lang not in i18n.LANGUAGES:
        valid = ", ".join(i18n.LANGUAGES)
        lines.append(f"warning: unknown --lang {options.lang!r}; using English ({valid})")
    return lines


class App:
    def __init__(self, options: Options | None = None) -> None:
        self.options = options or Options()
        self.web = WEB
        if self.options.headless and not self.web:  # the web build has no dummy driver
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        pygame.init()
        pygame.display.set_caption("Card Atlas")
        self.settings: dict[str, Any] = storage.load_settings()
        self._unsaved = False  # a live change (a slider's drag) not written yet
        for warning in option_warnings(self.options):
            print(warning, file=sys.stderr)
        i18n.set_language(self.options.lang or self.settings.get("language", "en"))
        self.window = self._open_window(bool(self.settings.get("fullscreen")))
        self._offscreen: pygame.Surface | None = None
        self.viewport = Viewport(self.window.get_size())
        self.canvas = self._pick_canvas()
        self.profile: Profile = self._chosen_profile()
        fonts.set_min_text(self.profile.min_text)
        self.postfx = PostFX()
        self._configure_postfx()
        # Silent when headless or on a dummy audio driver (tests, benches); on the web only
        # after the first gesture.
        quiet = self.options.headless or os.environ.get("SDL_AUDIODRIVER") == "dummy"
        self.sound = sound.install(sound.Mixer(enabled=not quiet, needs_gesture=self.web))
        self._configure_sound()
        self.tasks = TaskRunner(TASK_BUDGET_MS)
        collect.install()  # full collections at safe points only (game/ui/collect.py)
        self.toasts = Toasts()
        self.stack = SceneStack(self)
        self.clock = pygame.time.Clock()
        self.running = True
        #: a key was pressed (and no finger has tapped since): key hints may show
        self.keyboard_used = False
        self.frames = 0
        self.draws = 0
        self._force = True
        self._shown = False  # the canvas holds the frame on screen
        self._idle_frames = 0  # frames in a row that drew nothing
        self._waiting = False  # the page holds the game (see _wait)

    # --- window ----------------------------------------------------------------------------
    @property
    def can_fullscreen(self) -> bool:
        return not self.web and not self.options.headless

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if self.web:
            window = pygame.display.set_mode(theme.CANVAS_SIZE)
            webpage.fit_canvas()  # SDL resized the canvas: the page fits it again (16:9)
            return window
        if fullscreen and self.can_fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.options.size, pygame.RESIZABLE)

    def _pick_canvas(self) -> pygame.Surface:
        """Draw straight into the window when it has the canvas size (always in the
        browser), else into an off-screen canvas that is scaled into the window."""
        if self.viewport.identity:
            return self.window
        if self._offscreen is None:
            self._offscreen = pygame.Surface(theme.CANVAS_SIZE).convert()
        return self._offscreen

    def _window_changed(self) -> None:
        self._shown = False
        self.window = pygame.display.get_surface()
        self.viewport.resize(self.window.get_size())
        self.canvas = self._pick_canvas()
        self.update_profile()
        self.redraw()

    # --- profile ---------------------------------------------------------------------------
    def _chosen_profile(self) -> Profile:
        """The forced profile, if any (`?profile=`, or CARD_ATLAS_PROFILE off the web),
        else the one for the canvas's shown height: the page's CSS box in the browser
        (full while the page cannot tell), the letterboxed canvas in the desktop's window."""
        forced = self.options.profile or (None if self.web else os.environ.get(PROFILE_ENV))
        if forced in PROFILES:
            return PROFILES[forced]
        shown = webpage.shown_height() if self.web else self.viewport.rect.h
        return PROFILES["full"] if shown is None else pick(shown)

    def update_profile(self) -> None:
        """Choose the profile again; on a change every scene on the stack lays out anew."""
        chosen = self._chosen_profile()
        if chosen == self.profile:
            return
        self.profile = chosen
        fonts.set_min_text(chosen.min_text)
        for scene in self.stack.scenes:
            scene.profile_changed()
        self.redraw()

    # --- settings --------------------------------------------------------------------------
    def set_setting(self, key: str, value: Any, save: bool = True) -> None:
        """Change one setting and apply it live; save it at once, or (`save=False`, a
        slider being dragged) at `save_settings`, so a drag is not a write per motion."""
        self.settings[key] = value
        self._unsaved = True
        if save:
            self.save_settings()
        if key == "language":
            i18n.set_language(value)
        elif key in DISPLAY_KEYS:
            self._configure_postfx()
        elif key in SOUND_KEYS:
            self._configure_sound()
        elif key == "fullscreen" and self.can_fullscreen:
            self.window = self._open_window(bool(value))
            self._window_changed()
        self.redraw()

    def save_settings(self) -> None:
        """Write the settings if a change is not written yet."""
        if self._unsaved:
            storage.save_settings(self.settings)
            self._unsaved = False

    def _configure_postfx(self) -> None:
        """The printed look: in the browser the page filters the canvas (game/ui/weblook.py),
        which costs the frame nothing; elsewhere, or if the page cannot, our post-process."""
        look = [int(self.settings.get(k, 50)) for k in DISPLAY_KEYS]
        self.page_look = self.web and weblook.apply(*look)
        self.postfx.configure(*([0, 0, 0] if self.page_look else look))

    def _configure_sound(self) -> None:
        self.sound.configure(int(self.settings.get("volume", 70)), bool(self.settings.get("muted")))

    # --- services for scenes ---------------------------------------------------------------
    def toast(self, text: str) -> None:
        self.toasts.show(text)

    def redraw(self) -> None:
        """Ask for a full redraw on the next frame (settings, window or language changed)."""
        self._force = True

    def quit(self) -> None:
        self.save_settings()
        if not self.web:
            self.running = False

    def open_scene(self, name: str, *args: Any) -> Scene:
        """The scene for a `--scene` name: lobby, settings, rules, about, or a built game
        (`args` go to the screen, e.g. the rules page's game)."""
        from game.ui.scenes import registry

        return registry.make(self, name, *args)

    def first_scene(self) -> Scene:
        """The `--scene` asked for, or the match of a `--replay` report file (a file that
        is not one says why and opens that scene)."""
        if self.options.replay is not None:
            from game.ui.replay import open_replay, read_report

            try:
                return open_replay(self, read_report(self.options.replay))
            except (OSError, ValueError) as error:  # ScenarioError and JSON's are ValueErrors
                print(f"warning: --replay {self.options.replay}: {error}", file=sys.stderr)
        return self.open_scene(self.options.scene)

    # --- the frame -------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        self.sound.notice(event)
        if event.type == pygame.KEYDOWN:
            self.keyboard_used = True
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "touch", False):
            self.keyboard_used = False  # a touch player: no key hints
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._window_changed()
        elif event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED):
            self.redraw()
        elif event.type in FINGER_EVENTS:
            return  # the same tap also arrives as mouse events
        else:
            self.stack.handle(self.viewport.map_event(event))

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> bool:
        """One frame; True when it drew. No exception leaves it: an error in a scene
        becomes the crash screen and goes to the log and the report (game/ui/crash.py)."""
        try:
            return self._frame(dt, events)
        except Exception as error:
            crash.recover(self, error)
            return False

    def _frame(self, dt: float, events: list[pygame.event.Event] | None) -> bool:
        """The frame's work: events, tasks, updates, and the drawing when needed."""
        if self.web and webpage.held():
            self._wait(events)
            return False
        self._waiting = False
        if self.web and self.frames % PROFILE_POLL == 0:
            self.update_profile()
        for event in pygame.event.get() if events is None else events:
            self.dispatch(event)
        ended = self.tasks.ended
        self.tasks.step()
        if self.tasks.ended != ended:  # a decision came in: what it changed is drawn
            self.stack.mark_all_dirty()
            collect.safe_point()  # no thinking is timed until the next task starts
        if storage.save_problem():
            self.toast(i18n.tr("storage.cannot_save"))
        if storage.damage_notice():
            self.toast(i18n.tr("storage.damaged"))
        moving = self.stack.update(dt)
        moving = self.toasts.update(dt) or moving
        self.frames += 1
        if not (self._force or moving or self.stack.dirty):
            self._idle_frames += 1
            if self._idle_frames >= WARM_UP_AFTER and not self.tasks.busy:
                collect.safe_point()  # nothing moves: a full pass here costs no frame
                art.warm_up()  # a card face drawn ahead, while nothing moves
            return False
        self._idle_frames = 0
        self.render()
        return True

    def _wait(self, events: list[pygame.event.Event] | None) -> None:
        """The page's "turn your phone" card is over the game: the game waits as it is (no
        opponent thinks or moves, no timer runs out, nothing is drawn); input is the
        card's, so the events are dropped (a quit still quits) and a press under way ends
        without acting (its release is dropped too)."""
        if not self._waiting:
            self._waiting = True
            for scene in self.stack.scenes:
                scene.ui.let_go()
            self.redraw()  # on the way back: the pressed look is gone
        for event in pygame.event.get() if events is None else events:
            if event.type == pygame.QUIT:
                self.quit()

    def render(self) -> None:
        """Draw everything and show it."""
        if self._force:  # settings or the window changed: every cached picture too
            self.stack.mark_all_dirty()
        self.stack.draw(self.canvas)
        if self.toasts.active:
            self.toasts.draw(self.canvas)
        self.postfx.apply(self.canvas)
        self.stack.draw_fade(self.canvas)
        self.viewport.present(self.canvas, self.window)
        pygame.display.flip()
        self.stack.mark_clean()
        self._force = False
        self._shown = True
        self.draws += 1
        if self.draws == 1:
            webpage.first_frame_drawn()  # the page takes its loading screen away now

    def screen_copy(self) -> pygame.Surface | None:
        """The frame on screen (canvas size, post-processed), or None when there is none
        yet: a transition fades from it instead of drawing the old scenes again."""
        return self.canvas.copy() if self._shown else None

    async def run(self) -> None:
        """The loop: the same in the browser and on the desktop."""
        if not self.stack.scenes:
            try:
                self.stack.push(self.first_scene())
                startlink.follow(self)
            except Exception as error:
                crash.recover(self, error)
        limit = self.options.frames
        while self.running:
            dt = self.clock.tick(FPS)
            self.frame(float(dt))
            if limit is not None and self.frames >= limit:
                break
            await asyncio.sleep(0)
        if self.options.screenshot:
            self.save_screenshot(self.options.screenshot)
        if not self.web:
            pygame.quit()

    def save_screenshot(self, path: str) -> None:
        """What the player sees, at the window size; a path that cannot be written is one
        line on stderr (a script's mistake, not a crash)."""
        if self.draws == 0:
            self.render()
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.window, path)
        except (OSError, pygame.error) as error:
            print(f"error: cannot write the screenshot {path}: {error}", file=sys.stderr)
