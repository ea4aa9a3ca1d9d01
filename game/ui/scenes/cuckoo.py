"""The cuckoo tables: Gnav and Cuccù on one `TableScene`, themed per deck.

The table keeps its own picture of the deal (who holds a card, which cards are face up,
lives, markers, the stock, the cards set aside) and changes it only as events are shown,
so the screen lags the engine exactly as long as the animations take. Each event has its
moment: cards fly (deal, swaps both at once, stock trades, the cat's undo pair by pair),
refusing pictures turn over with their call in two languages, lives shrink away, and
banners mark the deal, a skipped deal and Cuccù's reset. Settlement turns every card up
and marks the losers; the pipeline then pauses for the summary (Next deal).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Any, ClassVar

import pygame

from game import i18n
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.registry import descriptor, engine
from game.i18n import N_, tr
from game.ui import art, fastblit, fonts, theme
from game.ui.anim import linear
from game.ui.scenes.cuckoo_events import (
    BANNER_MS,
    CALL_MS,
    EVENTS,
    START_LIVES,
    card_of,
    holds,
    insured,
)
from game.ui.scenes.cuckoo_words import LOSS_MARK, VERB_TIPS, Words
from game.ui.table.cards import CardTable
from game.ui.table.controls import Control, Controls, legal_verbs
from game.ui.table.flight import DEAL_MS, SLIDE_MS
from game.ui.table.hooks import TableHooks
from game.ui.table.layout import Layout, Place, Placed, arc
from game.ui.table.model import TableModel, hand
from game.ui.table.moves import Spot
from game.ui.table.reference import PICTURE_W, Note
from game.ui.table.seats import CardSeat, Marker, Seat, card_seats, emblem_index
from game.ui.table.session import HUMAN

BUBBLE_MS = 700
LIFE_MS = 650
KEYS: dict[str, int] = {
    "stand": pygame.K_s,
    "keep": pygame.K_k,
    "ask": pygame.K_a,
    "trade": pygame.K_t,
    "insure": pygame.K_i,
    "accept": pygame.K_a,
    "refuse": pygame.K_r,
}
DEALER_INK = (43, 38, 32)
LAST_INK = (36, 84, 120)  # the seat that made the last move (a deep blue, light text)
#: A seat's markers under its badge, each read from the table's model: words, ink, rule.
MARKERS: tuple[tuple[str, tuple[int, int, int], Callable[[Any, int], bool]], ...] = (
    (N_("cuckoo.mark.knocked"), (128, 36, 30), lambda t, seat: seat in t.shown.knocked),
    (N_("cuckoo.mark.resting"), (40, 62, 112), lambda t, seat: t.shown.resting[seat]),
    (N_("cuckoo.mark.insured"), (30, 92, 52), lambda t, seat: insured(t.shown, seat)),
    (N_("cuckoo.mark.out"), (70, 64, 58), lambda t, seat: t.lives(seat) <= 0),
)
#: The cards the reference card explains, lowest first (their powers: cuckoo_words).
REFERENCE_FACES = {
    "gnav": ("narr", "hus", "hest", "katt", "dragon", "gjok"),
    "cuccu": ("leone", "nulla", "matto", "osteria", "gatto", "cavallo", "bragon", "cucco"),
}
#: Where the cuckoo tables' zones lie: the opponents round the top arc (`card_seats` puts
#: each one's card and badge there), your card at the foot with the two buttons at its
#: right, the stock in the middle, the discard left of it and the cards set aside right.
LAYOUT = Layout(
    seating=arc,
    table={
        "stock": Place("table.center", -30, -10, card=92, pin="center"),
        "discard": Place("table.center", -150, -10, card=92, pin="center"),
        "aside": Place("table.center", 100, -10, card=64, step=30, pin="center"),
        "controls": Place("table.midbottom", 80, -162),
    },
    mine={"hand": Place("table.midbottom", 0, -12, card=112, pin="midbottom")},
    theirs={"hand": Place("table.center", card=92)},
)
#: On a phone: the opponents' cards smaller than yours, the middle row a little higher,
#: the two (taller) answers lower at your card's right.
COMPACT_LAYOUT = LAYOUT.but(
    table={
        "stock": Place("table.center", -30, -20, card=92, pin="center"),
        "discard": Place("table.center", -180, -20, card=92, pin="center"),
        "aside": Place("table.center", 100, -20, card=64, step=30, pin="center"),
        "controls": Place("table.midbottom", 96, -196),
    },
    theirs={"hand": Place("table.center", card=80)},
)
#: The answers that leave things as they are: the first, primary button.
FIRST = frozenset({"stand", "keep", "accept"})


def control(verb: str) -> Control:
    """A verb's button: the verb with its key once the keyboard is used, its tip only while
    the player may use it (none over the others' play)."""
    words = lambda table, legal: table.button_label(verb)  # noqa: E731
    style = "primary" if verb in FIRST else "secondary"
    return Control(verb, "", VERB_TIPS[verb], KEYS[verb], style, True, words=words, quiet=True)


CONTROLS = {verb: control(verb) for verb in KEYS}


def latin(text: str) -> bool:
    """True when every letter of `text` is a Latin one."""
    return all(
        c.isascii() or unicodedata.name(c, "").startswith("LATIN") for c in text if c.isalpha()
    )


class CuckooTable(Placed, CardTable):
    """The table of a cuckoo game; `GnavTable` and `CuccuTable` name the game."""

    plans = {"full": LAYOUT, "compact": COMPACT_LAYOUT}
    events = EVENTS
    cue_ms = BUBBLE_MS
    move_kinds = frozenset(KEYS)  # each verb stays marked on its seat's badge until the next
    keep_verb: ClassVar[str] = "keep"  # the first button's verb before the player may act
    #: The tip on the buttons: their verbs and the pictures that refuse differ per game.
    buttons_tip: ClassVar[str] = ""

    def __init__(self, app: Any, resume: bool = False, human_seat: int = HUMAN) -> None:
        module = engine(self.game_id)
        self.deck_size = descriptor(self.game_id).deck_size
        self.faces = {f"{face}.{copy_}": face for face in module.FACES for copy_ in (1, 2)}
        self.controls = Controls(self, [])
        self.verbs: list[str] = []  # the verbs the buttons offer, as laid out
        self.seats: dict[int, CardSeat] = {}  # the seats' cards and badges
        self._prompt: tuple[Any, str] = (None, "")
        self._clear_table(4)
        super().__init__(app, resume, human_seat)
        self.shown = TableModel(EVENTS, 4, human_seat, None, None, self.deck_size)  # no match yet

    # --- the table's picture of the deal ---------------------------------------------------
    def _clear_table(self, n: int) -> None:
        self.n = n
        self.losers: dict[int, str] = {}
        self.losing: dict[int, float] = {}
        self.acting: int | None = None
        self.summary: dict[str, Any] | None = None
        self.deal_losses: list[tuple[int, str]] = []

    def reset_table(self, fresh: bool) -> None:
        assert self.session is not None
        self._clear_table(self.session.n_seats)
        super().reset_table(fresh)

    def lives(self, seat: int) -> int:
        """The lives a seat shows: a life being lost stays until it has shrunk away."""
        return self.shown.lives[seat] + (1 if seat in self.losing else 0)

    # --- layout ------------------------------------------------------------------------------
    def match_options(self, opponents: int) -> dict[str, Any]:
        return {"players": 4}

    def layout_table(self) -> None:
        area = self.table_rect
        others = self.plan.seating(self.opponents(), area)
        mine = (self.human, self.where(f"hand:{self.human}"))
        self.seats = card_seats(others, mine, area, self.back_w, self.explain_seat, self.profile)
        for seat in self.seats.values():
            self.ui.add(seat)
        self.verbs = self.shown_verbs() if self.session is not None else []
        self.controls = Controls(self, [CONTROLS[verb] for verb in self.verbs])
        p = self.profile  # the two answers are bigger than the column's buttons
        x, y = self.where("controls").topleft
        self.controls.layout(x, y, 210, p.button_h + 8, p.button_step + 10)
        self.controls_changed()

    def plate(self, seat: int) -> pygame.Rect:
        """A seat's plate is its badge."""
        return self.seats[seat].badge

    hint_rect = TableHooks.hint_rect  # the Hint button at the felt's corner
    results_room = TableHooks.results_room  # the results take the felt

    def strip_room(self) -> pygame.Rect:
        """The hint's strip: in the free band between the seat across the table and the
        stock, as wide as the room between the side seats' blocks."""
        across = self.seats[(self.human + 2) % self.n].rect
        top = across.bottom if self.n == 4 else self.table_rect.y
        stock = self.where("stock")
        centre = (stock.centerx + 40, (top + stock.top) // 2)
        return pygame.Rect(0, 0, self.table_rect.w - 2 * 230, 0).move_to(center=centre)

    # --- the human's controls ------------------------------------------------------------
    def shown_verbs(self) -> list[str]:
        """The two verbs the buttons offer now (the legal ones when the player may act)."""
        session = self.session
        if session is not None and session.human_may_act():
            return [a.verb for a in session.human_actions()][:2]
        other = "trade" if self.shown.dealer == self.human else "ask"
        return [self.keep_verb, other]

    def controls_changed(self) -> None:
        self.sync_shown()  # markers, counts and face-up cards come from the state
        if self.session is not None and self.shown_verbs() != self.verbs:
            self.relayout()  # the inn's question changes the verbs
            return
        self.controls.sync(legal_verbs(self))

    def move_name(self, action: Action) -> str:
        return self.words.verb(action.verb)

    def hint_target(self, action: Action) -> pygame.Rect | None:
        return self.controls.rect_of(action.verb)

    def button_label(self, verb: str) -> str:
        """The verb, with its key ('Stand  [S]') once the keyboard was used, and only when
        the label is in Latin letters (never a Latin key inside a Cyrillic word)."""
        word = self.words.verb(verb)
        if not self.app.keyboard_used or not latin(word):
            return word
        return tr("cuckoo.button", verb=word, key=pygame.key.name(KEYS[verb]).upper())

    def prompt_text(self) -> str:
        """What the player is asked now; worked out once per action, not per frame."""
        session = self.session
        if session is None:
            return ""
        stamp = (id(session), session.moves, i18n.revision)
        if self._prompt[0] != stamp:
            self._prompt = (stamp, self._make_prompt(session.view()["public"]))
        return self._prompt[1]

    def _make_prompt(self, public: dict[str, Any]) -> str:
        covers = tr("cuckoo.prompt.insurance_covers")  # on screen: touch has no tooltips
        if public["phase"] == "inn_choice":
            return f"{tr('cuckoo.prompt.inn_choice')} {covers}"
        if public["phase"] == "inn_answer":
            asker = self.words.seat(public["pending"]["asker"])
            return f"{tr('cuckoo.prompt.inn_answer', seat=asker)} {covers}"
        if public["dealer"] == self.human:
            return tr("cuckoo.prompt.dealer")
        order = public["order"]
        later = order[order.index(self.human) + 1 :]
        target = next((s for s in later if public["lives"][s] > 0), order[-1])
        return tr("cuckoo.prompt.turn", target=self.words.seat(target))

    def handle(self, event: pygame.event.Event) -> None:
        """A tap on a card set aside; the rest as every scene does."""
        if (
            not self.anim.busy
            and event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.handle_aside_tap(event.pos)
        ):
            return
        super().handle(event)

    def explain_seat(self, seat: int) -> None:
        card = card_of(self.shown, seat)
        if card is not None and (seat in self.shown.up or seat == self.human):
            self.explain(card)

    def explain(self, card: str) -> None:
        text = self.words.power(self.faces[card])
        if text:
            self.app.toast(text)

    def handle_aside_tap(self, pos: tuple[int, int]) -> bool:
        for i, card in enumerate(self.aside()):
            if self._aside_rect(i).collidepoint(pos):
                self.explain(card)
                return True
        return False

    # --- hooks of the table ----------------------------------------------------------------
    def guide_tips(self) -> list[tuple[str, pygame.Rect]]:
        """Your one card, the two buttons (the game's own verbs and pictures), your lives,
        and the story (where a face-up picture explains itself when tapped)."""
        buttons = [b.rect for b in self.controls.buttons.values()]
        return [
            (N_("cuckoo.guide.card"), pygame.Rect(self.seats[self.human].rect)),
            (self.buttons_tip, buttons[0].unionall(buttons[1:])),
            (N_("cuckoo.guide.lives"), pygame.Rect(self.seats[self.human].badge)),
            (N_("cuckoo.guide.log"), self.log.target()),
        ]

    def reference_notes(self) -> list[Note]:
        """The game's ladder from its lowest card to its highest, how a deal is lost, and
        what each picture card does (the words a tap on a card shows)."""
        module = engine(self.game_id)
        ranked = getattr(module, "VALUES", None)  # Cuccù's fool has no rank: its note says why
        faces = [f for f in module.FACES if ranked is None or f in ranked]
        lang = i18n.get_language()
        numbers = [f for f in faces if f.isupper() and f.isalpha()]  # the Roman numerals
        ladder: list[str] = []
        for face in faces:
            if face in numbers[1:]:
                continue
            name = (
                f"{numbers[0]}–{numbers[-1]}"
                if face == numbers[0]
                else art.card_name(self.game_id, face, lang)
            )
            ladder.append(name)
        notes = [
            Note(tr("cuckoo.ref.ladder", ladder=" · ".join(ladder))),
            Note(tr("cuckoo.ref.lowest")),
        ]
        for face in REFERENCE_FACES[self.game_id]:
            picture = art.card_surface(self.game_id, face, PICTURE_W)
            notes.append(Note(self.words.power(face) or "", picture))
        return notes

    def make_words(self, human: int) -> Words:
        return Words(self.game_id, self.faces, human, self.events.kinds)

    def update_stats(self, stats: dict[str, Any], result: dict[str, Any]) -> None:
        """Lives the player lost over the match (the lobby tile shows them)."""
        assert self.session is not None
        lost = sum(
            1
            for e in self.session.story()
            if e.kind == "counter"
            and e.data["seat"] == self.human
            and e.data["name"] == "lives"
            and e.data["delta"] < 0
        )
        stats["lives_lost"] = stats.get("lives_lost", 0) + lost

    def result_text(self, result: dict[str, Any]) -> tuple[str, list[str]]:
        if result.get("draw"):
            title = tr("table.end.draw")
        elif self.human in result.get("winners", []):
            title = tr("table.end.won")
        else:
            title = tr("cuckoo.end.winner", seat=self.words.seat(result["winners"][0]))
        return title, self.summary_lines()

    def pause_after(self, event: Event) -> bool:
        return (
            self.summary is not None
            and bool(self.queue)
            and self.queue[0].kind in ("deal_start", "deal_skipped")
        )

    def overlay_place(self) -> tuple[tuple[int, int], int]:
        """Between the side seats and below the seat across: no name or marker covered."""
        area = self.table_rect
        left, right, top = area.left, area.right, area.top
        for seat in range(self.n):
            if seat == self.human:
                continue
            taken = self.seats[seat].area
            if taken.centerx < area.centerx - 150:
                left = max(left, taken.right)
            elif taken.centerx > area.centerx + 150:
                right = min(right, taken.left)
            else:
                top = max(top, taken.bottom)
        bottom = min(self.seats[self.human].area.top, area.bottom)
        room = pygame.Rect(left + 12, top + 8, right - left - 24, max(0, bottom - top - 16))
        return room.center, room.w

    def human_out(self) -> bool:
        return self.session is not None and self.session.view()["public"]["lives"][self.human] <= 0

    def on_pause(self, event: Event) -> None:
        self.ending.show_summary(
            tr("cuckoo.summary.title", n=self.shown.deal), self.summary_lines()
        )

    def summary_lines(self) -> list[str]:
        if self.summary is None:
            return []
        lines = []
        for seat, reason in self.deal_losses:
            card = self.summary["cards"].get(str(seat))
            why = self.words.loss(reason)
            if card is not None and reason in ("lowest", "fool", "lone_card"):
                why = f"{why} ({self.words.card(card)})"
            key = N_("cuckoo.summary.loss.you") if seat == self.human else N_("cuckoo.summary.loss")
            lines.append(tr(key, seat=self.words.seat(seat), why=why))
        for asker, inn in self.summary.get("insured", []):
            key = self.words.you(
                asker,
                N_("cuckoo.summary.insured"),
                N_("cuckoo.summary.insured.you"),
                N_("cuckoo.summary.insured.to_you"),
                inn,
            )
            lines.append(tr(key, asker=self.words.seat(asker), inn=self.words.seat(inn)))
        if not lines:
            lines.append(tr("cuckoo.summary.nobody"))
        for seat in self.summary.get("out", []):
            key = N_("cuckoo.log.out.you") if seat == self.human else N_("cuckoo.log.out")
            lines.append(tr(key, seat=self.words.seat(seat)))
        return lines

    # --- showing events (the event table names these) -------------------------------------
    def acted(self, verb: str, d: dict[str, Any]) -> None:
        """A seat's move in a word at its card; the ring stays on it meanwhile."""
        self.acting = d["seat"]
        word = tr("cuckoo.bubble.insure") if verb == "insure" else self.words.verb(verb)
        self.cue(d["seat"], word, look="bubble")

    def show_deal_start(self, d: dict[str, Any]) -> None:
        self._clear_deal()
        self.acting = None
        mine = d["dealer"] == self.human
        key = N_("cuckoo.banner.deal.you") if mine else N_("cuckoo.banner.deal")
        self.cue(
            "banner", tr(key, n=d["deal"], dealer=self.words.seat(d["dealer"])), BANNER_MS, "banner"
        )

    def _clear_deal(self) -> None:
        self.losers = {}
        self.summary = None
        self.deal_losses = []

    def show_move(self, event: Event) -> None:
        """A card flies; a swap's two cards (hand to hand and back) fly at once."""
        d, moves = event.data, [event]
        back = self.queue[0].data if self.queue and self.queue[0].kind == "move" else {}
        swap = d["from"].startswith("hand:") and d["to"].startswith("hand:")
        if swap and (back.get("from"), back.get("to")) == (d["to"], d["from"]):
            moves.append(self.queue.popleft())
        ms = DEAL_MS if d["from"] == "stock" and self.deal_opening() else SLIDE_MS
        self.flights.move(self.anim, moves, self.spot, self.apply_shown, ms)

    def deal_opening(self) -> bool:
        """True while the deal's cards are going out (no seat has acted yet)."""
        return self.acting is None and not self.aside() and self.shown.count("discard") == 0

    def _surface(self, card: str | None, face_up: bool, width: int) -> pygame.Surface:
        if card is not None and face_up:
            return art.card_surface(self.game_id, self.faces[card], width)
        return art.back_surface(self.game_id, width)

    def spot(self, zone: str, card: str | None) -> Spot:
        """Where a card lies in `zone` and how it looks there (reads the model: a seat's
        card shows its face when it lies face up, or to its own seat)."""
        if zone.startswith("hand:"):
            seat = int(zone[5:])
            up = seat in self.shown.up or seat == self.human
            rect = self.seats[seat].rect
            image = self._surface(card or card_of(self.shown, seat), up, rect.w)
            return Spot(rect.center, image, rect.w, up)
        if zone == "aside":
            cards = self.shown.cards("aside")
            at = self._aside_rect(cards.index(card) if card in cards else len(cards)).center
            width = self.zone_card("aside")
            return Spot(at, self._surface(card, True, width), width)
        width = self.zone_card(zone)
        return Spot(self.where(zone).center, art.back_surface(self.game_id, width), width, False)

    def shown_count(self, zone: str) -> int:
        """A pile's count as drawn: the cards still flying to it are not there yet."""
        return self.shown.count(zone) - self.flights.landing(zone)

    def aside(self) -> list[str]:
        """The cards set aside that have landed, in order."""
        cards = [c for c in self.shown.cards("aside") if c]
        return cards[: self.shown_count("aside")]

    def _aside_rect(self, index: int) -> pygame.Rect:
        return self.where("aside").move(index * self.zone_place("aside").step, 0)

    def show_reveal(self, event: Event) -> None:
        """A card turned up; a settlement turns every card up at once."""
        d, group = event.data, [event]
        if d.get("settlement"):
            while self.queue and self.queue[0].kind == "reveal":
                group.append(self.queue.popleft())
        for item in group:
            super().show_reveal(item)
        if d.get("settlement"):
            self.acting = None
            settle = next((e for e in self.queue if e.kind == "settle"), None)
            if settle is not None:
                self.losers = _losers(settle.data)

    def show_call(self, d: dict[str, Any]) -> None:
        if d["call"] is None:
            return
        where = d["seat"]
        if d.get("stock"):  # above the card just set aside, so it stays visible
            card = self._aside_rect(max(0, len(self.aside()) - 1))
            where = (card.centerx, card.top - 34)
        self.cue(where, self.words.call_line(d["call"]), CALL_MS, "strong")

    def show_counter(self, d: dict[str, Any]) -> None:
        if d["name"] != "lives":
            return
        seat = d["seat"]
        if d["delta"] >= 0:
            return
        if d.get("reason") not in ("lowest", "fool", "lone_card", "insurance"):
            x, y = self.seats[seat].badge.center
            self.cue((x, y - 60), self.words.loss(d["reason"]), CALL_MS, "bubble")
        self.deal_losses.append((seat, d.get("reason", "lowest")))

        def shrink(t: float) -> None:
            self.losing[seat] = t

        def done() -> None:
            self.losing.pop(seat, None)

        self.losing[seat] = 0.0  # the life stays on show until it has shrunk away
        self.anim.tween(LIFE_MS, shrink, linear, done)

    def show_settle(self, d: dict[str, Any]) -> None:
        self.losers = _losers(d)
        self.summary = {
            "cards": dict(d["cards"]),
            "out": [],
            "insured": d.get("insurance_paid", []),
        }
        self.anim.wait(BUBBLE_MS)

    def show_eliminated(self, d: dict[str, Any]) -> None:
        self.cue(d["seat"], tr("cuckoo.bubble.out"), BANNER_MS, "strong")
        if self.summary is not None:
            self.summary["out"].append(d["seat"])

    def show_rest(self, d: dict[str, Any]) -> None:
        for seat in d["seats"]:
            self.cue(seat, tr("cuckoo.bubble.rest"), look="bubble")

    def show_match_over(self, d: dict[str, Any]) -> None:
        self.acting = None

    # --- callouts ------------------------------------------------------------------------------
    def place(self, where: Any) -> tuple[int, int]:
        """Where a callout shows: at a seat's card, or (a banner, the stock's word) the
        stock."""
        return (
            self.seats[where].rect.center if isinstance(where, int) else self.where("stock").center
        )

    # --- drawing -----------------------------------------------------------------------------
    def turn_seat(self) -> int | None:
        if self.session is None or self.finished:
            return None
        if not self.queue and not self.paused:
            acting = self.session.to_act()
            return acting[0] if acting else None
        return self.acting

    def badges(self) -> list[Seat]:
        turn = self.turn_seat()
        move = self.last_move()
        out, model = [], self.shown
        for seat in range(self.n):
            last = move is not None and move.seat == seat
            markers = [Marker(self.words.verb(move.kind), LAST_INK)] if last else []
            markers += [Marker(tr(key), ink) for key, ink, on in MARKERS if on(self, seat)]
            lost = self.lives(seat) <= 0
            badge = Seat(
                self.words.seat(seat),
                emblem_index(seat, self.human),
                dealer=tr("cuckoo.mark.dealer") if seat == model.dealer else None,
                tokens=self.lives(seat),
                max_tokens=START_LIVES,
                markers=markers,
                turn=seat == turn,
                out=lost,
                resting=model.resting[seat],
                losing=self.losing.get(seat, 0.0),
            )
            out.append(badge)
        return out

    def draw_table(self, surface: pygame.Surface) -> None:
        if self.session is None:
            return
        self._draw_centre(surface)
        for seat, badge in enumerate(self.badges()):
            reason = self.losers.get(seat)
            mark = tr(LOSS_MARK.get(reason, LOSS_MARK["lowest"])) if reason else None
            card = self.seat_card(seat)
            self.seats[seat].paint(surface, badge, card, mark, DEALER_INK)

    def _draw_centre(self, surface: pygame.Surface) -> None:
        back = art.back_surface(self.game_id, self.zone_card("stock"))
        stock, discard = self.shown_count("stock"), self.shown_count("discard")
        for zone, count, label in (
            ("stock", stock, tr("cuckoo.stock.count", n=stock)),
            ("discard", discard, tr("cuckoo.discard.count", n=discard)),
        ):
            rect = self.where(zone)
            if count:
                for i in range(min(3, count) - 1, -1, -1):
                    fastblit.blit(surface, back, rect.move(-2 * i, -2 * i))
            else:
                pygame.draw.rect(surface, theme.ON_FELT_MUTED, rect, width=2, border_radius=6)
            image = fonts.render(label, self.profile.min_text, theme.ON_FELT)
            surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.bottom + 6)))
        aside = self.aside()
        for i, card in enumerate(aside):
            image = art.card_surface(self.game_id, self.faces[card], self.zone_card("aside"))
            fastblit.blit(surface, image, self._aside_rect(i))
        if aside:
            label = fonts.render(tr("cuckoo.aside"), self.profile.min_text, theme.ON_FELT)
            first = self._aside_rect(0)
            surface.blit(label, label.get_rect(midtop=(first.centerx + 20, first.bottom + 6)))

    def seat_card(self, seat: int) -> pygame.Surface | None:
        """A seat's card as it lies (None: none there, or one still in the air)."""
        if not holds(self.shown, seat) or self.flights.landing(hand(seat)):
            return None
        up = seat in self.shown.up or seat == self.human
        return self._surface(card_of(self.shown, seat), up, self.seats[seat].rect.w)


def _losers(settle: dict[str, Any]) -> dict[int, str]:
    """Seat -> the first reason it loses a life at settlement (the mark under its card)."""
    return {int(s): reasons[0] for s, reasons in settle["losers"].items() if reasons}


class GnavTable(CuckooTable):
    game_id = "gnav"
    keep_verb = "stand"
    buttons_tip = N_("cuckoo.guide.buttons.gnav")


class CuccuTable(CuckooTable):
    game_id = "cuccu"
    buttons_tip = N_("cuckoo.guide.buttons.cuccu")
