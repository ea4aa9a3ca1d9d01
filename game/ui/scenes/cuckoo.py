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

import functools
import unicodedata
from collections.abc import Callable
from typing import Any, ClassVar

import pygame

from game import i18n
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.registry import descriptor, engine
from game.i18n import N_, keyed, tr
from game.ui import art, fastblit, fonts, theme
from game.ui.anim import linear
from game.ui.scenes.cuckoo_events import (
    BANNER_MS,
    CALL_MS,
    EVENTS,
    START_LIVES,
    card_of,
    insured,
)
from game.ui.scenes.cuckoo_words import LOSS_MARK, VERB_TIPS, VERBS, Words
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
#: Each verb's key is its first letter (S for Stand...; only two buttons show at once).
KEYS: dict[str, int] = {verb: getattr(pygame, f"K_{verb[0]}") for verb in VERBS}
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
#: What the four seats on the arc leave free (their blocks reach 212 in from each side and
#: 183 below the felt's top across), as (inset from each side, the centre's depth below the
#: felt's top, its shift right): the deal's summary sits between the side seats, the seat
#: across and yours, covering no name or marker; the hint's strip between the seat across
#: and the stock.
BANDS = {"panel": (224, 331, 0), "strip": (230, 194, 10)}
#: ...and on a phone, where the seats are larger: the panel between the mark under the seat
#: across (to 190 below the felt's top) and your plate (from 453).
COMPACT_BANDS = {**BANDS, "panel": (250, 322, 0)}
#: What the player is asked while the inn's question is open (its answer names the asker).
INN_PROMPTS = keyed("cuckoo.prompt.*", "inn_choice inn_answer")
#: The piles in the middle and the words of their counts.
PILES = {"stock": N_("cuckoo.stock.count"), "discard": N_("cuckoo.discard.count")}
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
        faces = engine(self.game_id).FACES
        self.faces = {f"{face}.{copy_}": face for face in faces for copy_ in (1, 2)}
        self.controls = Controls(self, [])
        self.verbs: list[str] = []  # the verbs the buttons offer, as laid out
        self.seats: dict[int, CardSeat] = {}  # the seats' cards and badges
        self._prompt: tuple[Any, str] = (None, "")
        self.losing: dict[int, float] = {}  # seat -> how far its life lost has shrunk
        self._clear_deal()
        super().__init__(app, resume, human_seat)
        deck = descriptor(self.game_id).deck_size
        self.shown = TableModel(EVENTS, 4, human_seat, None, None, deck)  # no match yet

    # --- the table's picture of the deal ---------------------------------------------------
    def reset_table(self, fresh: bool) -> None:
        self.losing = {}
        self._clear_deal()
        super().reset_table(fresh)

    def lives(self, seat: int) -> int:
        """The lives a seat shows: a life being lost stays until it has shrunk away."""
        return self.shown.lives[seat] + (1 if seat in self.losing else 0)

    # --- layout ------------------------------------------------------------------------------
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

    def band(self, name: str) -> pygame.Rect:
        """One of the `BANDS` the seats leave free on the felt as it is now."""
        side, dy, dx = (COMPACT_BANDS if self.profile.name == "compact" else BANDS)[name]
        area = self.table_rect
        return pygame.Rect(0, 0, area.w - 2 * side, 0).move_to(
            center=(area.centerx + dx, area.y + dy)
        )

    def strip_room(self) -> pygame.Rect:
        return self.band("strip")

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
        if public["phase"] in INN_PROMPTS:
            asker = (public["pending"] or {}).get("asker")
            return f"{tr(INN_PROMPTS[public['phase']], seat=self.words.seat(asker))} {covers}"
        if public["dealer"] == self.human:
            return tr("cuckoo.prompt.dealer")
        order = public["order"]
        later = order[order.index(self.human) + 1 :]
        target = next((s for s in later if public["lives"][s] > 0), order[-1])
        return tr("cuckoo.prompt.turn", target=self.words.seat(target))

    def handle(self, event: pygame.event.Event) -> None:
        """A tap on a card set aside says what it does; the rest as every scene does."""
        tap = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.anim.busy
        if tap and not self.log.covers(event.pos, self.profile):
            aside = enumerate(self.aside())
            tapped = [card for i, card in aside if self._aside_rect(i).collidepoint(event.pos)]
            if tapped:
                self.explain(tapped[0])
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
        numbers = [f for f in faces if f.isupper() and f.isalpha()]  # the Roman numerals
        names = {numbers[0]: f"{numbers[0]}–{numbers[-1]}"}  # the numbers as one rung
        ladder = [
            names.get(f) or art.card_name(self.game_id, f, i18n.get_language())
            for f in faces
            if f not in numbers[1:]
        ]
        return [
            Note(tr("cuckoo.ref.ladder", ladder=" · ".join(ladder))),
            Note(tr("cuckoo.ref.lowest")),
            *(
                Note(self.words.power(face) or "", art.card_surface(self.game_id, face, PICTURE_W))
                for face in REFERENCE_FACES[self.game_id]
            ),
        ]

    def make_words(self, human: int) -> Words:
        return Words(self.game_id, self.faces, human, self.events.kinds)

    def update_stats(self, stats: dict[str, Any], result: dict[str, Any]) -> None:
        """Lives the player lost over the match (the lobby tile shows them)."""
        assert self.session is not None  # a cuckoo game's only counter is the lives
        mine = [e.data for e in self.session.story() if e.kind == "counter"]
        lost = sum(d["delta"] < 0 for d in mine if d["seat"] == self.human)
        stats["lives_lost"] = stats.get("lives_lost", 0) + lost

    def result_text(self, result: dict[str, Any]) -> tuple[str, list[str]]:
        """The winner by name (a draw, or your win, in the kit's words)."""
        title = super().result_text(result)[0]
        if result.get("draw"):
            title = tr("table.end.draw")
        elif self.human not in result["winners"]:
            title = tr("cuckoo.end.winner", seat=self.words.seat(result["winners"][0]))
        return title, self.summary_lines()

    def pause_after(self, event: Event) -> bool:
        """A settled deal's summary waits for the next deal (none after the match's end)."""
        upcoming = self.queue[0].kind if self.queue else None
        return upcoming in ("deal_start", "deal_skipped") and self.settlement() is not None

    def overlay_place(self) -> tuple[tuple[int, int], int]:
        room = self.band("panel")
        return room.center, room.w

    def human_out(self) -> bool:
        return self.session is not None and self.session.view()["public"]["lives"][self.human] <= 0

    def on_pause(self, event: Event) -> None:
        self.ending.show_summary(
            tr("cuckoo.summary.title", n=self.shown.deal), self.summary_lines()
        )

    def settlement(self) -> dict[str, Any] | None:
        """The deal's settlement, once it has been shown."""
        return next((e.data for e in self.deal_events if e.kind == "settle"), None)

    def summary_lines(self) -> list[str]:
        """Who lost a life this deal and why, the insurance paid, who is out."""
        settle = self.settlement()
        if settle is None:
            return []
        lines, events = [], self.deal_events
        for d in (e.data for e in events if e.kind == "counter" and e.data["delta"] < 0):
            seat, reason = d["seat"], d.get("reason", "lowest")
            card = settle["cards"].get(str(seat))
            why = self.words.loss(reason)
            if card is not None and reason in ("lowest", "fool", "lone_card"):
                why = f"{why} ({self.words.card(card)})"
            key = N_("cuckoo.summary.loss.you") if seat == self.human else N_("cuckoo.summary.loss")
            lines.append(tr(key, seat=self.words.seat(seat), why=why))
        for asker, inn in settle.get("insurance_paid", []):
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
        out = [e.data for e in events if e.kind == "eliminated" and not e.data.get("during_deal")]
        lines += [self.words.line("out", d["seat"]) for d in out]
        return lines

    # --- showing events (the event table names these) -------------------------------------
    def show_event(self, event: Event) -> None:
        """The deal's events are kept for its summary (its start clears them)."""
        self.deal_events.append(event)
        super().show_event(event)

    def show_deal_start(self, d: dict[str, Any]) -> None:
        self._clear_deal()
        key = self.words.you(d["dealer"], N_("cuckoo.banner.deal"), N_("cuckoo.banner.deal.you"))
        self.cue(
            "banner", tr(key, n=d["deal"], dealer=self.words.seat(d["dealer"])), BANNER_MS, "banner"
        )

    def _clear_deal(self) -> None:
        self.losers: dict[int, str] = {}
        self.deal_events: list[Event] = []  # what the deal's summary tells

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
        return self.shown.acting is None and not self.aside() and self.shown.count("discard") == 0

    def _surface(self, card: str | None, face_up: bool, width: int) -> pygame.Surface:
        if card is not None and face_up:
            return art.card_surface(self.game_id, self.faces[card], width)
        return art.back_surface(self.game_id, width)

    def spot(self, zone: str, card: str | None) -> Spot:
        """Where a card lies in `zone` and how it looks there (reads the model: a seat's
        card shows its face when it lies face up, or to its own seat)."""
        if zone.startswith("hand:"):
            seat = int(zone[5:])
            up = seat in self.shown.up or seat == self.human or self.replay is not None
            rect = self.seats[seat].rect
            image = self._surface(card or card_of(self.shown, seat), up, rect.w)
            return Spot(rect.center, image, rect.w, up)
        width, up = self.zone_card(zone), zone == "aside"  # the piles lie face down
        at = self.where(zone)
        if up:  # its place in the row (a card flying there goes after the last)
            cards = self.shown.cards("aside")
            at = self._aside_rect(cards.index(card) if card in cards else len(cards))
        return Spot(at.center, self._surface(card, up, width), width, up)

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
        settlement, group = event.data.get("settlement"), [event]
        while settlement and self.queue and self.queue[0].kind == "reveal":
            group.append(self.queue.popleft())
        for item in group:
            super().show_reveal(item)
        settle = next((e for e in self.queue if e.kind == "settle"), None) if settlement else None
        if settle is not None:  # the losing cards are marked as they turn up
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
        """A life lost: a call's reason in a bubble over the badge; the life shrinks away."""
        seat = d["seat"]
        if d["name"] != "lives" or d["delta"] >= 0:
            return
        if d.get("reason") not in ("lowest", "fool", "lone_card", "insurance"):
            x, y = self.seats[seat].badge.center
            self.cue((x, y - 60), self.words.loss(d["reason"]), CALL_MS, "bubble")
        self.losing[seat] = 0.0  # the life stays on show until it has shrunk away
        shrink = functools.partial(self.losing.__setitem__, seat)
        self.anim.tween(LIFE_MS, shrink, linear, lambda: self.losing.pop(seat, None))

    def show_settle(self, d: dict[str, Any]) -> None:
        self.losers = _losers(d)
        self.anim.wait(BUBBLE_MS)

    def show_rest(self, d: dict[str, Any]) -> None:
        for seat in d["seats"]:
            self.cue(seat, tr("cuckoo.bubble.rest"), look="bubble")

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
        if self.queue or self.paused:
            return self.shown.acting
        return next(iter(self.session.to_act()), None)

    def badges(self) -> list[Seat]:
        """Each seat's badge, read from the model: lives, the dealer, the turn and its
        markers, the word of the last move first."""
        turn, move, model = self.turn_seat(), self.last_move(), self.shown
        last = {move.seat: [Marker(self.words.verb(move.kind), LAST_INK)]} if move else {}
        return [
            Seat(
                self.words.seat(seat),
                emblem_index(seat, self.human),
                dealer=tr("cuckoo.mark.dealer") if seat == model.dealer else None,
                tokens=self.lives(seat),
                max_tokens=START_LIVES,
                markers=last.get(seat, [])
                + [Marker(tr(k), ink) for k, ink, on in MARKERS if on(self, seat)],
                turn=seat == turn,
                out=self.lives(seat) <= 0,
                resting=model.resting[seat],
                losing=self.losing.get(seat, 0.0),
            )
            for seat in range(model.n_seats)
        ]

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
        """The stock and the discard (a few backs, an outline when empty) with their
        counts, and the row of cards set aside with its word."""
        back = art.back_surface(self.game_id, self.zone_card("stock"))
        for zone, key in PILES.items():
            rect, count = self.where(zone), self.shown_count(zone)
            for i in reversed(range(min(3, count))):
                fastblit.blit(surface, back, rect.move(-2 * i, -2 * i))
            if not count:
                pygame.draw.rect(surface, theme.ON_FELT_MUTED, rect, width=2, border_radius=6)
            _label(surface, tr(key, n=count), rect.midbottom, self.profile.min_text)
        aside = self.aside()
        for i, card in enumerate(aside):
            image = art.card_surface(self.game_id, self.faces[card], self.zone_card("aside"))
            fastblit.blit(surface, image, self._aside_rect(i))
        if aside:
            first = self._aside_rect(0).move(20, 0).midbottom
            _label(surface, tr("cuckoo.aside"), first, self.profile.min_text)

    def seat_card(self, seat: int) -> pygame.Surface | None:
        """A seat's card as it lies (None: none there, or one still in the air)."""
        if not self.shown.hand_size(seat) or self.flights.landing(hand(seat)):
            return None
        return self.spot(hand(seat), None).image


def _label(surface: pygame.Surface, text: str, midbottom: tuple[int, int], size: int) -> None:
    """A word on the felt under what lies there (`size` px)."""
    image = fonts.render(text, size, theme.ON_FELT)
    x, y = midbottom
    surface.blit(image, image.get_rect(midtop=(x, y + 6)))


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
