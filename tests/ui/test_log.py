"""The table's game log: one line per decision that matters, in words (no coordinates),
round separators, chance steps only when they tell something, and a move counter that
counts players' decisions rather than plies."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

import pytest

from game.engine.core import CHANCE, GameBase
from game.engine.match import Match
from game.games import get_game
from game.games.neuroshima import loglines as NL
from game.games.neuroshima.board import BASE_19
from game.ui.gamelog import GameLog
from game.ui.settings import Settings, save_settings
from tests.games.neuroshima.nshelp import G as NS
from tests.games.neuroshima.nshelp import build
from tests.ui.helpers import make_app, step

COORD = re.compile(r"\(-?\d+,\s*-?\d+\)")


@dataclass
class Step:
    player: int
    action: Any
    text: str = ""


class Toy(GameBase):
    """Rounds of two seats; 'pick' then 'ok' is one decision; chance 'shuffle' says nothing."""

    def describe(self, s, a, lang):
        return f"P{s['turn']} {a}"

    def player_view(self, s, viewer):
        return s

    def log_line(self, before, a, after, lang):
        if a in ("pick", "shuffle"):
            return None
        return super().log_line(before, a, after, lang)

    def log_round(self, s):
        return s["round"]


def toy_match():
    plan = [(0, "pick", 1), (0, "ok", 1), (CHANCE, "shuffle", 1), (1, "ok", 2), (0, "ok", 2), (CHANCE, "reveal", 2)]
    states = [{"turn": 0, "round": 1}]  # states[i]: before step i, whose turn it is
    steps = []
    for i, (player, action, rnd_after) in enumerate(plan):
        steps.append(Step(player, action))
        nxt = plan[i + 1][0] if i + 1 < len(plan) else 0
        states.append({"turn": max(0, nxt), "round": rnd_after})
    return states, steps


def test_default_log_line_is_describe_and_none_leaves_the_step_out():
    states, steps = toy_match()
    log = GameLog(Toy())
    assert log.sync(states, steps, ["Anna", "Béla"], "en")
    rows = log.rows(lambda n: f"— Round {n} —")
    assert rows == [("round", "— Round 1 —"), ("line", "P0 ok"), ("line", "P1 ok"), ("round", "— Round 2 —"),
                    ("line", "P0 ok"), ("line", "P0 reveal")]
    # moves: the players' decisions that got a line (not the pick, not chance): 3 of 6 plies
    assert log.moves == 3
    assert log.step_lines() == ["", "P0 ok", "", "P1 ok", "P0 ok", "P0 reveal"]


def test_undo_drops_the_lines_of_the_steps_taken_back():
    states, steps = toy_match()
    log = GameLog(Toy())
    log.sync(states, steps, [], "en")
    assert log.sync(states[:3], steps[:2], [], "en")
    assert log.moves == 1 and [k for k, _t in log.rows(str)] == ["round", "line"]
    assert not log.sync(states[:3], steps[:2], [], "en")  # nothing new


def play(game_id: str, n: int, plies: int, seed: int) -> Match:
    m = Match(get_game(game_id), n, ["random"] * n, seed=seed)
    m.advance()
    rng = random.Random(seed)
    while len(m.steps) < plies and not m.is_over:
        if m.current_player < 0:
            m.advance()
            continue
        m.submit(rng.choice(m.legal_actions()), player=m.current_player)
        m.advance()
    return m


def test_neuroshima_placement_is_one_line_in_words():
    s = build([("ny.hq", (0, 0), 0), ("nj.hq", (2, -2), 0)], hands=[("ny.sharpshooter",), ()])
    lines = []
    for a in (("play", "ny.sharpshooter"), ("hex", 0, 2), ("rot", 0), ("confirm",)):
        after = NS.apply(s, a)
        lines.append(NS.log_line(s, a, after, "en"))
        s = after
    said = [x for x in lines if x]
    assert len(said) == 1, lines
    assert said[0] == "Player 1 places Sharpshooter at the 6 o'clock edge hex facing N"
    assert not COORD.search(said[0])
    hu = NS.log_line(NS.apply(NS.apply(NS.apply(build([("ny.hq", (0, 0), 0), ("nj.hq", (2, -2), 0)],
                                                      hands=[("ny.sharpshooter",), ()]), ("play", "ny.sharpshooter")),
                                          ("hex", 0, 2)), ("rot", 0)), ("confirm",), None, "hu")
    assert hu and "6 órás szélső mező" in hu and not COORD.search(hu)


def test_every_hex_of_the_board_has_its_own_name():
    names = {NL.hex_words(q, r, 2, "en") for q, r in BASE_19}
    assert len(names) == 19
    assert NL.hex_words(0, 0, 2, "en") == "the centre hex"
    assert NL.hex_words(0, -1, 2, "en") == "the 12 o'clock inner hex"
    assert NL.hex_words(2, -1, 2, "en") == "the 3 o'clock edge hex"


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_neuroshima_log_has_no_coordinates_no_draws_and_counts_moves(lang):
    m = play("neuroshima", 2, 260, 4)
    log = GameLog(m.game)
    log.sync(m.states, m.steps, m.names, lang)
    rows = log.rows(lambda n: f"--{n}--")
    lines = [t for k, t in rows if k == "line"]
    assert lines and not any(COORD.search(t) for t in lines)
    decisions = sum(1 for st in m.steps if st.player >= 0)
    assert 0 < log.moves < decisions  # picks, facings, cancels and turn ends are no moves
    assert len(lines) < len(m.steps)
    rounds = [int(t.strip("-")) for k, t in rows if k == "round"]
    assert rounds == list(range(1, len(rounds) + 1)) and len(rounds) >= 3


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_waterdeep_log_has_round_separators_and_skips_empty_steps(lang):
    m = play("waterdeep", 3, 250, 4)
    log = GameLog(m.game)
    log.sync(m.states, m.steps, m.names, lang)
    rows = log.rows(lambda n: f"--{n}--")
    rounds = [int(t.strip("-")) for k, t in rows if k == "round"]
    assert rounds == list(range(1, m.state.round + 1))
    lines = [t for k, t in rows if k == "line"]
    assert not any("completes no quest" in t or "nem teljesít küldetést" in t for t in lines)
    assert not any("is dealt a Lord" in t or "Lord kártyát" in t for t in lines)
    passes = sum(1 for st in m.steps if st.player >= 0 and tuple(st.action)[0] == "pass")
    assert passes > 0
    assert log.moves == sum(1 for st in m.steps if st.player >= 0) - passes


def test_the_table_counts_moves_and_shows_round_separators(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="fast"))
    app = make_app()
    app.new_match("waterdeep", 3, ["random"] * 3, None, 2, {})
    table = app.scenes.top
    m = table.match
    rng = random.Random(2)
    while m.state.round < 3 and not m.is_over:
        if m.current_player < 0:
            m.advance()
            continue
        m.submit(rng.choice(m.legal_actions()), player=m.current_player)
        m.advance()
    table.refresh(animate=False)
    step(app, 2)
    kinds = [k for k, _t in table.log_rows]
    assert kinds.count("round") == m.state.round
    assert ("round", "— Round 2 —") in table.log_rows
    assert table.gamelog.moves < len(m.steps)
    # one move counter: the table's log counts as engine.core.game_moves (menu, Running games, records)
    from game.engine.core import game_moves

    assert table.gamelog.moves == game_moves(m.game, m.states, m.steps)
    assert any(k == "round" for k, _t in table._wrapped_log())


def test_the_last_battle_names_hexes_in_words():
    from game.games.neuroshima.rules import battle_log
    from tests.games.neuroshima.nshelp import battle

    s = battle(build([("ny.hq", (-2, 2), 0), ("nj.hq", (2, -2), 0), ("ny.cop", (0, 0), 0), ("nj.slicer", (0, -1), 3)]), 0)
    en, hu = battle_log(s, "en"), battle_log(s, "hu")
    assert any("Cop (centre) hits Slicer (inner 12 o'clock) for 1" in line for line in en), en
    assert any("Zsaru (közép) → Szeletelő (belső, 12 óra): 1 sebzés" in line for line in hu), hu
    assert not any(COORD.search(line) for line in en + hu)
