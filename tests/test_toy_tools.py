"""The seam's other half: the toy game (tests/toygame.py, tests/toygame_table.py), known only
through its registry entries, gets deck art, the benches, a tournament and screenshots
from the shared code, and nothing outside its own files names it."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pygame
import toygame_table  # noqa: F401  (registers the toy's table and deck)
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from bench import ai, engine_table, frame, frame_table, tournament
from game.engine.registry import descriptor
from game.ui import art, games
from tools import table_stage

ROOT = Path(__file__).resolve().parent.parent
TOY = "toy"


def test_nothing_outside_the_toy_s_own_files_names_it() -> None:
    """The app, the benches and the tools hold no "toy" id and import no toygame module."""
    files = subprocess.run(
        ["git", "ls-files", "game", "bench", "tools", "main.py", "Makefile"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    named = [
        name
        for name in files
        if (ROOT / name).suffix in (".py", ".sh", ".mjs", "")
        and (ROOT / name).is_file()
        and re.search(
            r"[\"']toy[\"']|import toygame|from toygame", (ROOT / name).read_text("utf-8")
        )
    ]
    assert not named


def test_the_toy_s_cards_are_drawn_from_its_registered_deck() -> None:
    deck = games.info(TOY).deck
    faces = art.faces(deck)
    assert len(faces) == descriptor(TOY).deck_size
    drawn = [art.card_surface(deck, face, 80) for face in faces]
    assert {s.get_size() for s in drawn} == {art.card_size(80)}
    assert len({pygame.image.tobytes(s, "RGBA") for s in drawn}) == len(faces), "all differ"
    back = art.back_surface(deck, 80)
    r, g, b, _ = pygame.transform.average_color(back, back.get_rect().inflate(-20, -20))
    felt = games.info(TOY).felt
    assert max(abs(r - felt[0]), abs(g - felt[1]), abs(b - felt[2])) < 45
    assert art.card_name(deck, "7") == "7"


def test_the_ai_and_engine_benches_measure_the_toy() -> None:
    views = ai.decision_points(TOY, 12)
    assert len(views) == 12 and all(len(v["legal"]) > 1 for v in views)
    times = ai.measure(
        lambda level, seat, seed: games.make_opponent(TOY, level, seat, seed), "hard", views
    )
    assert len(times.cpu) == 12
    assert "hard vs normal, 6 players" in ai.match_cost(
        descriptor(TOY).new_match, lambda *a: games.make_opponent(TOY, *a), 6, 1
    )
    assert engine_table.random_actions(TOY, 200) > 0
    assert engine_table.mid_match(TOY).search_copy() == engine_table.mid_match(TOY)


def test_the_toy_s_tournament_is_the_default_ladder_in_its_format(tmp_path) -> None:
    plan = tournament.plan(TOY, tmp_path)
    rules = descriptor(TOY)
    counts = sorted({rules.default_players, rules.players[1]})
    assert plan.format == "ladder" and plan.out == tmp_path / "toy.json"
    assert [t[0] for t in plan.tables] == [n for n in counts for _ in range(3)]
    assert tournament.main([TOY, "4", f"--results={tmp_path}"]) == 0
    data = json.loads((tmp_path / "toy.json").read_text())
    assert data["game"] == TOY and data["complete"] is False  # 4 of the planned 2,000
    assert [(r["players"], r["hero"], r["field"]) for r in data["tables"]] == plan.tables
    assert all(r["matches"] == 4 for r in data["tables"])
    kadabra = json.loads((ROOT / "bench" / "results" / "kadabra.json").read_text())
    assert list(data) == [k for k in kadabra if k != "hard_budget_steps"]  # the toy has none
    assert list(data["tables"][0]) == list(kadabra["tables"][0])
    assert list(data["claims"][0]) == list(kadabra["claims"][0])


def test_the_toy_is_shot_and_its_frames_measured_at_a_new_match(
    data_dir, tmp_path, monkeypatch
) -> None:
    written = table_stage.main([str(tmp_path), "--games", TOY, "--sizes", "640x360"])
    players = descriptor(TOY).default_players
    assert [p.name for p in written] == [f"toy_start_{players}p_640x360.png"]
    image = pygame.image.load(str(written[0]))
    assert image.get_size() == (640, 360)
    assert len({image.get_at((x, y))[:3] for x in range(0, 640, 32) for y in range(0, 360, 32)}) > 8
    monkeypatch.setattr(frame, "FRAMES", 5)
    monkeypatch.setattr(frame, "WARMUP", 1)
    rows = frame_table.game_rows(TOY)
    assert [row.split()[:5] for row in rows] == [
        [TOY, "start", str(players), "off", "full"],
        [TOY, "start", str(players), "off", "idle"],
    ]
