"""The lobby: one printed card per game, with its facts, the player's record and a link.

Every game comes from its descriptor (game/ui/games.py): a game whose descriptor names no
table yet says "coming soon" and cannot be opened; tapping it explains why. Resume shows when a match of a built game is
saved. Play over a saved match asks first, since it starts over.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pygame

from game import daily, storage
from game.i18n import tr, trn
from game.ui import fonts, games, preload, theme
from game.ui.links import open_url
from game.ui.scene import Scene
from game.ui.statlines import stats_line
from game.ui.widgets import Button, Widget
from game.ui.widgets.dialog import ConfirmDialog
from game.ui.widgets.topbar import TopBar

MARGIN, GAP = 16, 12
PAD = 12
#: The tiles' sizes come from the app's profile (game/ui/table/profile.py): a button's
#: height is a tap target's (the link and statistics buttons are square), the name's band
#: holds the link with 4 px of air above and below, the small text is the smallest.
Block = tuple[str, int, tuple[int, int, int], bool]


class StatsButton(Button):
    """The tile's statistics button: three bars, drawn (no font has a chart glyph)."""

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        label, self.label = self.label, ""
        super().draw(surface, focused)
        self.label = label
        ink = theme.DISABLED_INK if not self.enabled else theme.INK
        base = self.rect.centery + 12
        for i, h in enumerate((12, 24, 18)):
            x = self.rect.centerx - 14 + i * 10
            pygame.draw.rect(surface, ink, (x, base - h, 8, h))
        pygame.draw.line(
            surface, ink, (self.rect.centerx - 18, base), (self.rect.centerx + 18, base), 2
        )


class DailyButton(Button):
    """The daily deal beside Resume: a calendar leaf with today's day of the month (UTC),
    drawn (its label is the tooltip)."""

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        label, self.label = self.label, ""
        super().draw(surface, focused)
        self.label = label
        ink = theme.DISABLED_INK if not self.enabled else theme.INK
        leaf = pygame.Rect(0, 0, 34, 34)
        leaf.center = self.rect.center
        pygame.draw.rect(surface, ink, leaf, 2, border_radius=4)
        pygame.draw.rect(
            surface,
            ink,
            (leaf.x, leaf.y, leaf.w, 9),
            border_top_left_radius=4,
            border_top_right_radius=4,
        )
        day = fonts.render(str(daily.today().day), fonts.min_text, ink, True)
        surface.blit(day, day.get_rect(center=(leaf.centerx, leaf.centery + 4)))


class GameTile(Widget):
    """The card of one game. A tap on the card itself plays, or says it is coming soon."""

    focusable = False

    def __init__(self, scene: LobbyScene, game: games.Game, rect: pygame.Rect) -> None:
        super().__init__(rect)
        self.scene = scene
        self.game = game
        self.built = game.table is not None
        self.saved = self.built and storage.load_match(game.id) is not None
        self.stats = storage.load_stats(game.id)
        self.name = tr(game.name_key)
        self.profile = scene.app.profile
        self.band_h = self.profile.button_h + 8
        self.buttons_top = rect.bottom
        self.stats_button: Button | None = None
        self.daily_button: Button | None = None
        self._composed: list[tuple[pygame.Surface, tuple[int, int]]] | None = None
        self._band: pygame.Surface | None = None

    def activate(self) -> None:
        self.scene.play(self.game)

    def texts(self) -> tuple[list[Block], Block]:
        """The text blocks under the band, top to bottom, and the record (shown last)."""
        g = self.game
        low, high = g.rules.players
        players = str(high) if low == high else f"{low}–{high}"
        record = stats_line(g.rules, self.stats)
        cards, people = trn("count.cards", g.rules.deck_size), tr("lobby.players", range=players)
        facts = f"{cards}\n{people}"
        small = self.profile.min_text
        blocks = [
            (tr(g.origin_key), small, theme.INK_MUTED, False),
            (facts, small, theme.INK, True),
            (tr(g.pitch_key), 22, theme.INK, False),
        ]
        return blocks, (record, small, theme.INK_MUTED, False)

    def compose(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """Lay out and render the tile's texts once (its rect and language are fixed)."""
        rect = self.rect
        out: list[tuple[pygame.Surface, tuple[int, int]]] = []
        band = pygame.Rect(rect.x, rect.y, rect.w, self.band_h)
        inner_w = rect.w - 2 * PAD
        name_w = inner_w - self.profile.button_h  # the link's button sits at the band's right
        size, lines = fonts.fit_lines(self.name, 28, name_w, 1, bold=True)
        if len(lines) > 1:
            size, lines = fonts.fit_lines(self.name, 24, name_w, 2, bold=True)
        step = fonts.line_height(size, True)
        y = band.centery - step * len(lines) // 2
        for line in lines:
            image = fonts.render(line, size, theme.STOCK, True)
            centre = band.x + PAD + name_w // 2
            out.append((image, image.get_rect(midtop=(centre, y)).topleft))
            y += step
        blocks, record = self.texts()
        text, size, colour, bold = record
        record_lines = fonts.wrap(text, size, inner_w, bold)
        step = fonts.line_height(size, bold)
        bottom = self.buttons_top - 6 - step * len(record_lines)
        for i, line in enumerate(record_lines):
            out.append(
                (fonts.render(line, size, colour, bold), (rect.x + PAD, bottom + 4 + i * step))
            )
        placed, cut = self._place(blocks, band.bottom + 8, bottom - 2)
        if cut:  # a short tile (a phone's): the origin's lines go, the pitch keeps its words
            placed, cut = self._place(blocks[1:], band.bottom + 8, bottom - 2)
        return out + placed

    def _place(
        self, blocks: list[Block], y: int, bottom: int
    ) -> tuple[list[tuple[pygame.Surface, tuple[int, int]]], bool]:
        """The blocks rendered from `y` down, the last (the pitch) in the room left above
        `bottom`; and whether the pitch had to be cut short."""
        out: list[tuple[pygame.Surface, tuple[int, int]]] = []
        inner_w, cut = self.rect.w - 2 * PAD, False
        for n, (text, size, colour, bold) in enumerate(blocks):
            gap = 6
            if n == len(blocks) - 1:  # the pitch gets the room the others leave
                size, lines = fonts.fit_box(text, size, inner_w, bottom - y, bold)
                cut = lines[-1].endswith("…") and not text.endswith("…")
            else:
                lines = fonts.wrap(text, size, inner_w, bold)
            for line in lines:
                out.append((fonts.render(line, size, colour, bold), (self.rect.x + PAD, y)))
                y += fonts.line_height(size, bold)
            y += gap
        return out, cut

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        """Nothing here: the card is static, drawn by the scene into its cached layer."""

    def draw_card(self, surface: pygame.Surface) -> None:
        if self._composed is None:
            self._composed = self.compose()
        rect = self.rect
        theme.card_panel(surface, rect)
        if self._band is None:
            self._band = theme.keyed_surface((rect.w, self.band_h))
            pygame.draw.rect(
                self._band,
                self.game.felt,
                self._band.get_rect(),
                border_top_left_radius=theme.RADIUS,
                border_top_right_radius=theme.RADIUS,
            )
        surface.blit(self._band, rect.topleft)
        surface.blits(self._composed, doreturn=False)


class LobbyScene(Scene):
    static_content = True
    home = True

    def enter(self) -> None:
        super().enter()
        preload.start(self.app)  # the tables' code, on the frames the lobby idles

    def layout(self) -> None:
        app = self.app
        self.bar = TopBar(
            self, tr("lobby.title"), back=False, rules_game="", about=True, quit_button=not app.web
        )
        shown = games.lobby_games()
        width = (theme.CANVAS_SIZE[0] - 2 * MARGIN - GAP * (len(shown) - 1)) // len(shown)
        top = app.profile.top_bar + 20
        height = theme.CANVAS_SIZE[1] - top - 20
        self.tiles: list[GameTile] = []
        for i, game in enumerate(shown):
            rect = pygame.Rect(MARGIN + i * (width + GAP), top, width, height)
            tile = GameTile(self, game, rect)
            self.ui.add(tile)
            self.tiles.append(tile)
            self._tile_buttons(tile)

    def _tile_buttons(self, tile: GameTile) -> None:
        rect, game = tile.rect, tile.game
        w = rect.w - 2 * PAD
        button_h = tile.profile.button_h
        rows: list[Button] = []
        if tile.built:
            rows.append(
                Button(
                    (0, 0, w - button_h - 6, button_h),
                    tr("lobby.play"),
                    lambda: self.play(game),
                    "primary",
                    bold=True,
                )
            )
            # The daily deal: a labelled row of its own, or, beside Resume, a calendar leaf
            # (the tile keeps two rows, so its description keeps its room).
            daily_play, label = (lambda: self.play_daily(game)), self.daily_label(game)
            if tile.saved:
                resume = (0, 0, w - button_h - 6, button_h)
                rows.append(Button(resume, tr("lobby.resume"), lambda: self.resume_game(game)))
                leaf = DailyButton((0, 0, button_h, button_h), label, daily_play, tooltip=label)
                tile.daily_button = leaf
            else:
                rows.append(Button((0, 0, w, button_h), label, daily_play))
        else:
            soon = Button((0, 0, w, button_h), tr("lobby.soon"), None)
            soon.enabled = False
            rows.append(soon)
        # The page about the game: a compact button in the band, so a tile with Resume still
        # shows its whole description; the tooltip (and the page's tab) names the site.
        link = Button(
            (rect.right - 4 - button_h, rect.y + (tile.band_h - button_h) // 2, button_h, button_h),
            "↗",
            lambda: self.open_link(game),
            "bar",
            size=26,
            tooltip=f"{tr(game.link_key)} {game.url}",
        )
        self.ui.add(link)
        y = rect.bottom - PAD - len(rows) * button_h - (len(rows) - 1) * 6
        tile.buttons_top = y
        for button in rows:
            button.rect.topleft = (rect.x + PAD, y)
            self.ui.add(button)
            y += button_h + 6
        if tile.daily_button is not None:  # beside Resume, the last row
            tile.daily_button.rect.topleft = (rect.x + PAD + w - button_h, y - button_h - 6)
            self.ui.add(tile.daily_button)
        if tile.built:  # beside Play: the game's statistics
            x = rect.x + PAD + w - button_h
            tile.stats_button = StatsButton(
                (x, tile.buttons_top, button_h, button_h),
                tr("stats.open"),
                lambda: self.open_stats(game),
                tooltip=tr("stats.open"),
            )
            self.ui.add(tile.stats_button)

    # --- actions -----------------------------------------------------------------------------
    def play(self, game: games.Game) -> None:
        if game.table is None:
            self.app.toast(tr("lobby.soon.toast", name=tr(game.name_key)))
            return
        self._over_saved(game, lambda: self._start(game))

    def _over_saved(self, game: games.Game, start: Callable[[], None]) -> None:
        """`start`, after asking first when a match of `game` is saved (it starts over)."""
        if storage.load_match(game.id) is None:
            start()
            return
        self.app.stack.push(
            ConfirmDialog(
                self.app,
                tr("lobby.new.confirm", name=tr(game.name_key)),
                lambda yes: yes and start(),
                yes=tr("lobby.new.yes"),
                no=tr("common.cancel"),
            )
        )

    def _start(self, game: games.Game, day: date | None = None) -> None:
        storage.clear_match(game.id)
        self._open_table(game, resume=False, day=day)

    def resume_game(self, game: games.Game) -> None:
        self._open_table(game, resume=True)

    def daily_label(self, game: games.Game) -> str:
        """Daily deal, ticked once today's deal has been played (a play now is practice)."""
        played = daily.today().isoformat() in storage.load_daily(game.id)
        return tr("daily.button.practice" if played else "daily.button")

    def play_daily(self, game: games.Game, day: date | None = None) -> None:
        """The daily deal of `day` (today's by default); over a saved match, ask first."""
        chosen = day or daily.today()
        self._over_saved(game, lambda: self._start(game, chosen))

    def _open_table(self, game: games.Game, resume: bool, day: date | None = None) -> None:
        """Push the table once its code is loaded (see game/ui/preload.py), unless the
        player has gone elsewhere meanwhile; `day`: open with that day's daily deal."""

        def push() -> None:
            if self.app.stack.top is self:
                table = games.table_scene(self.app, game.id, resume=resume)
                if day is not None:
                    table.nav.daily = day
                self.app.stack.push(table)

        preload.then(self.app, push)

    def open_stats(self, game: games.Game) -> None:
        from game.ui.scenes.stats import StatsScene

        self.app.stack.push(StatsScene(self.app, game.id))

    def open_link(self, game: games.Game) -> None:
        if not open_url(game.url):
            self.app.toast(tr("lobby.link.failed", url=game.url))

    def back(self) -> None:
        if self.app.web:
            return
        self.app.stack.push(
            ConfirmDialog(self.app, tr("lobby.quit.confirm"), lambda yes: yes and self.app.quit())
        )

    def draw_content(self, surface: pygame.Surface) -> None:
        self.bar.draw(surface)
        for tile in self.tiles:
            tile.draw_card(surface)
