"""About: who made what (the sounds included), and the licences (the DejaVu font licence is
shown in full)."""

from __future__ import annotations

from game.i18n import tr
from game.ui import theme
from game.ui.fonts import APP_DIR
from game.ui.scene import Scene
from game.ui.widgets import TextPanel
from game.ui.widgets.topbar import TopBar

MARGIN = 40
FONT_LICENCE = APP_DIR / "assets" / "fonts" / "LICENSE-DejaVu.txt"


def about_source() -> str:
    """The about page in the tiny markup; the licence text itself stays in English."""
    parts = [tr("about.body"), tr("about.sounds")]
    try:
        licence = FONT_LICENCE.read_text(encoding="utf-8")
    except OSError:
        licence = ""
    if licence:
        licence = licence.replace("\n .\n", "\n\n")  # Debian copyright-format paragraphs
        paragraphs = [" ".join(p.split()) for p in licence.split("\n\n") if p.strip()]
        parts.append("# " + tr("about.font_licence"))
        parts.extend(paragraphs)
    return "\n\n".join(parts)


class AboutScene(Scene):
    static_content = True

    def layout(self) -> None:
        self.bar = TopBar(self, tr("about.title"), rules_game=None)
        y = theme.TOP_BAR_HEIGHT + 16
        rect = (MARGIN, y, 1280 - 2 * MARGIN, theme.CANVAS_SIZE[1] - y - 24)
        self.panel = self.ui.add(TextPanel(rect, about_source()))
        if self.ui.focus_index is None:
            self.ui.focus(self.panel)

    def draw_content(self, surface) -> None:
        self.bar.draw(surface)
