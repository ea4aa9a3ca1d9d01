"""Settings: language (live), card-animation speed, reduced motion, four-colour suits,
confirm before playing a card (off by default, against touch slips), fullscreen (desktop only), the display sliders, and the sound (volume and mute). Every
change is saved at once and applies live."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import LANGUAGES, N_, NATIVE_NAMES, get_language, tr
from game.ui import fonts, theme
from game.ui.scene import Scene
from game.ui.widgets import Button, ChoiceList, Slider, Toggle
from game.ui.widgets.topbar import TopBar

if TYPE_CHECKING:
    from game.ui.services import App

SPEED_KEYS = {
    "slow": N_("settings.speed.slow"),
    "normal": N_("settings.speed.normal"),
    "fast": N_("settings.speed.fast"),
    "instant": N_("settings.speed.instant"),
}
# slider key -> (label, low end, high end, tooltip)
SLIDERS = {
    "contrast": (
        N_("settings.contrast"),
        N_("settings.contrast.low"),
        N_("settings.contrast.high"),
        N_("settings.contrast.tip"),
    ),
    "grain": (
        N_("settings.grain"),
        N_("settings.grain.low"),
        N_("settings.grain.high"),
        N_("settings.grain.tip"),
    ),
    "temperature": (
        N_("settings.temperature"),
        N_("settings.temperature.low"),
        N_("settings.temperature.high"),
        N_("settings.temperature.tip"),
    ),
}
LEFT, RIGHT, COL_W = 40, 680, 560
#: The left column's choosers take its whole width: language names and speeds are long words.
LEFT_W = RIGHT - LEFT - 30
HEADING = 26
SLIDER_STEP = 112
MUTE_W = 260


class SettingsScene(Scene):
    """Two columns on the full canvas; on a phone's compact canvas, whose taps are taller,
    they do not fit one screen: two pages (language, speed and the switches; the display
    and the sound), turned by a button in the top bar named after the other page."""

    static_content = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0  # the compact profile's page shown

    def layout(self) -> None:
        self.bar = TopBar(self, tr("settings.title"), settings=False, rules_game=None, mute=False)
        self.headings: list[tuple[str, tuple[int, int]]] = []
        self.toggles: dict[str, Toggle] = {}
        self.sliders: dict[str, Slider] = {}
        h = self.app.profile.button_h
        if h <= theme.MIN_TARGET:  # the full canvas: both columns
            self._layout_toggles(LEFT, self._layout_choices(92) + 16, LEFT_W)
            self._layout_sound(self._layout_display(RIGHT, 92) + 14)
            return
        top = self.app.profile.top_bar + 20
        pages = (
            f"‹ {tr('settings.language')} · {tr('settings.speed')}",
            f"{tr('settings.display')} · {tr('settings.sound')} ›",
        )
        self.bar.add_left(pages[1 - self.page], self.turn_page, "")
        if self.page == 0:
            self._layout_choices(top)
            self._layout_toggles(RIGHT, top, COL_W)
        else:
            self._layout_display(LEFT, top)
            self._layout_sound(top)

    def turn_page(self) -> None:
        self.page = 1 - self.page
        self.relayout()

    def _layout_choices(self, top: int) -> int:
        """The language and the speed, in the left column; returns the bottom."""
        h = self.app.profile.button_h
        y = self._heading(tr("settings.language"), LEFT, top)
        languages = [(code, NATIVE_NAMES[code]) for code in LANGUAGES]
        self.language = self.ui.add(
            ChoiceList(
                (LEFT, y, LEFT_W, 2 * h + 6),
                languages,
                get_language(),  # the language shown (--lang may differ from the saved one)
                self._set("language"),
                columns=4,
                size=22,
            )
        )
        y = self._heading(tr("settings.speed"), LEFT, self.language.rect.bottom + 16)
        speeds = [(key, tr(label)) for key, label in SPEED_KEYS.items()]
        s = self.app.settings
        self.speed = self.ui.add(
            ChoiceList(
                (LEFT, y, LEFT_W, h), speeds, s.get("speed", "normal"), self._set("speed"), size=22
            )
        )
        return self.speed.rect.bottom

    def _layout_toggles(self, x: int, y: int, width: int) -> None:
        """The switches, one under the other from `y`, `width` wide."""
        s, h = self.app.settings, self.app.profile.button_h
        flags = [
            ("reduced_motion", tr("settings.reduced_motion"), tr("settings.reduced_motion.tip")),
            ("four_colour", tr("settings.four_colour"), tr("settings.four_colour.tip")),
            ("confirm_play", tr("settings.confirm_play"), tr("settings.confirm_play.tip")),
        ]
        if self.app.can_fullscreen:
            flags.append(("fullscreen", tr("settings.fullscreen"), ""))
        for key, label, tip in flags:
            toggle = Toggle((x, y, width, h), label, bool(s.get(key)), self._set(key), tooltip=tip)
            self.toggles[key] = self.ui.add(toggle)
            y += h + 8

    def _layout_display(self, x: int, top: int) -> int:
        """The display's sliders and their reset; returns the bottom."""
        s = self.app.settings
        y = self._heading(tr("settings.display"), x, top)
        for key, (label, low, high, tip) in SLIDERS.items():
            slider = Slider(
                (x, y, COL_W, 112),
                tr(label),
                int(s.get(key, 50)),
                self._set(key, save=False),
                tr(low),
                tr(high),
                tooltip=tr(tip),
                on_commit=self._commit,
            )
            self.sliders[key] = self.ui.add(slider)
            y += SLIDER_STEP
        self.reset = self.ui.add(
            Button(
                (x + 20, y + 4, COL_W - 40, self.app.profile.button_h),
                tr("settings.display.reset"),
                self.reset_display,
            )
        )
        return self.reset.rect.bottom

    def _layout_sound(self, top: int) -> None:
        """The sound's heading with the mute switch beside it, then the volume."""
        s = self.app.settings
        y = self._heading(tr("settings.sound"), RIGHT, top)
        mute = Toggle(
            (RIGHT + COL_W - 12 - MUTE_W, top - 10, MUTE_W, self.app.profile.button_h),
            tr("settings.muted"),
            bool(s.get("muted")),
            self._set("muted"),
            tooltip=tr("settings.muted.tip"),
        )
        self.toggles["muted"] = self.ui.add(mute)
        self.volume = self.ui.add(
            Slider(
                (RIGHT, max(y, mute.rect.bottom), COL_W, 112),
                tr("settings.volume"),
                int(s.get("volume", 70)),
                self._set("volume", save=False),
                tr("settings.volume.low"),
                tr("settings.volume.high"),
                tooltip=tr("settings.volume.tip"),
                on_commit=self._commit,
            )
        )

    def _heading(self, text: str, x: int, y: int) -> int:
        self.headings.append((text, (x, y)))
        return y + fonts.line_height(HEADING, True) + 6

    def _set(self, key: str, save: bool = True):
        """Apply a setting live; a slider saves it when the change settles (`_commit`)."""

        def apply(value: Any) -> None:
            self.app.set_setting(key, value, save=save)
            self.dirty = True

        return apply

    def _commit(self, _value: int) -> None:
        self.app.save_settings()

    def exit(self) -> None:
        self.app.save_settings()  # a drag the scene closed under still keeps its value
        super().exit()

    def reset_display(self) -> None:
        for key, slider in self.sliders.items():
            slider.value = 50
            self.app.set_setting(key, 50)
        self.dirty = True

    def draw_content(self, surface: pygame.Surface) -> None:
        self.bar.draw(surface)
        for text, (x, y) in self.headings:
            surface.blit(fonts.render(text, HEADING, theme.ON_FELT, True), (x, y))
