"""About: who made what (the sounds included), the licences (the DejaVu font licence is
shown in full), and 'Report a problem', which copies the latest match as a scenario file."""

from __future__ import annotations

from game.i18n import tr
from game.ui import theme
from game.ui.fonts import APP_DIR
from game.ui.report import report_problem
from game.ui.scene import Scene
from game.ui.widgets import Button, TextPanel
from game.ui.widgets.topbar import TopBar

MARGIN = 40
REPORT_SIZE = (300, 48)
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
        width, height = theme.CANVAS_SIZE
        bottom = height - 24 - REPORT_SIZE[1] - 12
        self.panel = self.ui.add(
            TextPanel((MARGIN, y, width - 2 * MARGIN, bottom - y), about_source())
        )
        report = (width - MARGIN - REPORT_SIZE[0], height - 24 - REPORT_SIZE[1], *REPORT_SIZE)
        self.report = self.ui.add(
            Button(report, tr("about.report"), self.report_problem, tooltip=tr("about.report.tip"))
        )
        if self.ui.focus_index is None:
            self.ui.focus(self.panel)

    def report_problem(self) -> None:
        """Copy the latest match as a scenario file and say where it went."""
        key, params = report_problem()
        self.app.toast(tr(key, **params))

    def draw_content(self, surface) -> None:
        self.bar.draw(surface)
