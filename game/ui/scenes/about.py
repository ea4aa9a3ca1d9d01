"""About: who made what (the sounds included), the font's licence (its name, its copyright
and terms as they apply to the font we ship, and a link to it online; the Debian packaging
fields of the file we keep beside the font are not shown), and 'Report a problem', which
copies the latest match as a scenario file."""

from __future__ import annotations

from game.i18n import tr
from game.ui import fonts, theme
from game.ui.fonts import APP_DIR
from game.ui.links import open_url
from game.ui.report import report_problem
from game.ui.scene import Scene
from game.ui.widgets import Button, TextPanel
from game.ui.widgets.topbar import TopBar

MARGIN = 40
REPORT_W = 300  # at least; a longer label widens it (12 px inset, 12 px air either side)
REPORT_ROOM = 12 + 24 + fonts.SLACK
FONT_LICENCE = APP_DIR / "assets" / "fonts" / "LICENSE-DejaVu.txt"
FONT_LICENCE_NAME = "Bitstream Vera Fonts Copyright (DejaVu changes in the public domain)"
FONT_LICENCE_URL = "https://dejavu-fonts.github.io/License.html"


def font_terms(text: str) -> list[str]:
    """The paragraphs of the font's own stanza (``Files: *``) of a Debian copyright file:
    its copyright lines, then the licence text."""
    stanza = next((s for s in text.split("\n\n") if s.startswith("Files: *")), "")
    paragraphs, current = [], []
    for line in stanza.splitlines()[1:]:
        field, _, value = line.partition(":")
        if line[:1] not in (" ", "\t") and field in ("Copyright", "License"):
            if current:
                paragraphs.append(current)
            current = [value.strip()] if field == "Copyright" else []
        elif line.strip() == ".":
            paragraphs.append(current)
            current = []
        else:
            current.append(line.strip())
    paragraphs.append(current)
    return [" ".join(p) for p in paragraphs if p]


def about_source() -> str:
    """The about page in the tiny markup; the licence text itself stays in English."""
    parts = [tr("about.body"), tr("about.sounds")]
    try:
        terms = font_terms(FONT_LICENCE.read_text(encoding="utf-8"))
    except OSError:
        terms = []
    parts.append("# " + tr("about.font_licence"))
    parts.append(f"{FONT_LICENCE_NAME}: {FONT_LICENCE_URL}")
    parts.extend(terms)
    return "\n\n".join(parts)


class AboutScene(Scene):
    static_content = True

    def layout(self) -> None:
        self.bar = TopBar(self, tr("about.title"), rules_game=None)
        link_h = self.app.profile.button_h  # a tap target's height (taller on a phone)
        y = self.app.profile.top_bar + 16
        width, height = theme.CANVAS_SIZE
        bottom = height - 16 - link_h
        rect = (MARGIN, y, width - 2 * MARGIN, bottom - 8 - y)
        self.panel = self.ui.add(TextPanel(rect, about_source()))
        label = tr("about.report")
        report_w = max(REPORT_W, fonts.width(label, theme.BODY_TEXT) + REPORT_ROOM)
        self.link = Button(
            (MARGIN, bottom, width - 2 * MARGIN - report_w - 16, link_h),
            tr("about.font_link"),
            self.open_licence,
            "link",
            size=22,
            tooltip=FONT_LICENCE_URL,
        )
        self.ui.add(self.link)
        report = (width - MARGIN - report_w, bottom, report_w, link_h)
        self.report = self.ui.add(
            Button(report, label, self.report_problem, tooltip=tr("about.report.tip"))
        )
        if self.ui.focus_index is None:
            self.ui.focus(self.panel)

    def open_licence(self) -> None:
        if not open_url(FONT_LICENCE_URL):
            self.app.toast(tr("lobby.link.failed", url=FONT_LICENCE_URL))

    def report_problem(self) -> None:
        """Copy the latest match as a scenario file and say where it went."""
        key, params = report_problem()
        self.app.toast(tr(key, **params))

    def draw_content(self, surface) -> None:
        self.bar.draw(surface)
