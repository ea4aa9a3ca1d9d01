"""The pygame side of Card Atlas: app loop, scene stack, canvas, widgets, effects.

How a game's table plugs in (for the table helpers):

1. Write a `TableScene` subclass (game/ui/table/scene.py), e.g. game/ui/scenes/maumau.py,
   with a constructor ``(app, resume: bool)``; its felt is its game's colour. Build
   widgets in ``layout()`` (called on enter, on resume and when the language changes; use
   ``tr()`` for every text); draw the table in ``draw_content(surface)``; widgets in
   ``self.ui`` (a FocusGroup) get mouse, touch and keyboard input and draw themselves.
   Use ``TopBar(self, title, rules_game=<game id>)`` for back / rules / settings.
   The kit does the rest: one event table per game (table/events.py: each kind's
   change to the model, its words, its sound and what the table shows of it) feeds the
   one `TableModel` (table/model.py, no pygame), the picture of the match, rebuilt from
   ``session.view()`` (tables read views, never a match's private state); `CardTable`
   (table/cards.py) shows moves and reveals through the one flight (table/moves.py); a
   `Narration` subclass (table/narration.py) gives the log lines the table names, the
   refusals, hint reasons and names, relative to ``self.human`` (never assumed to be 0: a
   table takes ``human_seat``); `Seat` and `draw_seat` (table/seats.py) draw every seat,
   with the one emblem palette; `Callouts` (table/callouts.py) shows the short words;
   `stats.py` the lobby's statistics line.
   tests/toygame_table.py is a whole table in under a hundred lines.
2. Name it in the game's join (game/ui/games.py, beside its felt, deck and name keys):
   ``table="game.ui.scenes.maumau:MauMauTable"``. The lobby then offers Play (and Resume when ``storage.load_match`` has a match), and
   ``python main.py --scene maumau`` opens it.
3. Animate with ``self.anim`` (game/ui/anim.py): ``self.anim.slide(250, move, fade)`` for a
   card move, ``self.anim.tween(ms, apply)``, ``self.anim.wait(500)`` before an opponent's
   move shows. Durations are scaled by the speed setting (instant = done at once, callbacks
   included) and slides become fades under reduced motion. While ``self.anim.busy``, the
   base `Scene.handle` turns a tap/click/key into ``anim.skip()`` and keeps it from the
   controls, so controls are effectively disabled until the animation ends; `live`
   widgets (the top bar's buttons, New match, the mute switch) and Esc act at once.
4. Let opponents think with ``self.run_task(opponent.think(view), on_decision)``: the app's
   task runner steps the generator a few ms per frame (`game/ui/tasks.py`), the browser
   never freezes, and the task is cancelled if the scene leaves the stack.
5. Set ``self.dirty = True`` whenever the picture changes outside widgets and animations:
   the app draws only dirty or animating frames. Menus set ``static_content = True`` (their
   background and ``draw_content`` are cached in one layer until ``relayout``/``invalidate``);
   a table whose content moves leaves it False. ``self.app.toast(text)`` shows a short
   message; push ``ConfirmDialog(app, question, on_answer)`` for a yes/no question;
   ``self.app.settings`` holds the settings (``four_colour``, ``speed``, ...) and
   ``self.app.options.seed`` the ``--seed`` flag (None: pick a seed yourself).
6. Only the top scene updates: a table under a dialog is paused until the dialog closes
   (its tasks keep running). Input reaches the top scene only.
7. Sound: a `TableScene` plays each event's effect as it shows it (the `sound` of the
   event's entry in the game's event table, the kit's for the generic kinds); elsewhere call
   ``sound.play("chip")`` (game/ui/sound.py: silent headless, in tests, before the first
   tap on the web, and when muted).

Modules: app.py (loop), scene.py (Scene, SceneStack), canvas.py (window mapping),
widgets/ (button, toggle, slider, choice, textpanel, tooltip, toast, mute), anim.py,
tasks.py, postfx.py (the printed look: contrast, grain, temperature), sound.py (effects), fonts.py, theme.py, markup.py and rulestext.py (rules texts in
game/ui/rules/), games.py (each game's rules joined to its opponents and presentation),
widgets/topbar.py and widgets/dialog.py (below every scene), table/ (the table kit: it
never imports a scene),
scenes/ (lobby, settings, rules, about, the games' tables, registry).
tests/test_ui_imports.py keeps the import graph free of cycles.
"""
