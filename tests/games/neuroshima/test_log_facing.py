"""Issue 8: the table log names a placed tile's facing only when it matters (not for a Mine,
Roots or an HQ, whose sides are all alike), and never shows coordinates or tile ids."""
from __future__ import annotations

import random
import re

import pytest

from game.games.neuroshima import loglines as NL
from game.games.neuroshima.view.preview import make_match, policy

LEFTOVER = re.compile(r"\(-?\d+,\s*-?\d+\)|\b[a-z]{2}\.[a-z_]+\b|_")


def test_facing_matters_by_the_printed_edges():
    assert not NL.facing_matters("ny.mine")  # no edge at all
    assert not NL.facing_matters("nj.roots")
    assert not NL.facing_matters("mo.hq")  # the same on all six sides
    one_sided = [n for n, t in NL.TILES.items() if t.kind == "soldier" and len(t.attacks) == 1]
    assert one_sided and all(NL.facing_matters(n) for n in one_sided)


def _lines(lang: str, seeds=range(8)):
    for seed in seeds:
        m = make_match(2 + seed % 2, "new_york,neojungle" if seed % 2 == 0 else "new_york,neojungle,moloch",
                       seed, hidden=False)
        rng = random.Random(seed)
        for _ in range(160):
            m.advance()
            legal = m.legal_actions()
            if not legal:
                break
            seat = m.current_player
            before = m.view_for(seat)
            a = policy(legal, rng, True)
            m.submit(a)
            m.advance()
            line = NL.log_line(before, a, m.view_for(seat), lang)
            if line:
                yield before, a, line


@pytest.mark.parametrize("lang,mine,facing", [("en", "Mine", " facing "), ("hu", "Akna", ", irány ")])
def test_placement_lines(lang, mine, facing):
    seen_mine = seen_facing = False
    for before, a, line in _lines(lang):
        assert not LEFTOVER.search(line), line
        if a == ("confirm",) and before.pending and before.pending[0] == "place":
            name = before.pending[1]
            if NL.facing_matters(name):
                assert facing in line, line
                seen_facing = True
            else:
                assert facing not in line, line
                seen_mine = seen_mine or mine in line
    assert seen_facing and seen_mine


def test_every_cause_of_death_is_worded_in_both_languages():
    """The battle log's "destroyed (cause)" never shows an engine word in Hungarian."""
    import pathlib

    from game.games.neuroshima import text as TX

    src = "".join(p.read_text(encoding="utf-8") for p in pathlib.Path(TX.__file__).parent.glob("*.py"))
    causes = set(re.findall(r'remove_unit\([^)]*?"([a-z_]+)"', src)) | {"medic", "terrain"}
    assert {"wounds", "fell", "mine", "sank"} <= causes
    assert causes <= set(TX._CAUSE_EN) and causes <= set(TX._CAUSE_HU)
    assert all(TX._CAUSE_HU[c] != c for c in causes)


def test_short_hex_names_read_as_words():
    assert NL.hex_short(2, 0, 3, "en") == "ring 2, 4 o'clock"
    assert NL.hex_short(2, 0, 3, "hu") == "2. gyűrű, 4 óra"
    assert NL.hex_short(1, 0, 3, "en") == "inner 4 o'clock"
    assert NL.hex_short(3, 0, 3, "hu") == "szélső, 4 óra"


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_move_names_the_unit_and_both_hexes(lang):
    from game.games.neuroshima.text import _name_at

    seen = 0
    for before, a, line in _lines(lang, seeds=range(12)):
        if a == ("confirm",) and before.pending and before.pending[0] in ("move", "push"):
            src = before.pending[2] if before.pending[0] == "move" else before.pending[3]
            assert _name_at(before, src, lang) in line, line
            if before.pending[0] == "move" and before.pending[2] == before.pending[3]:
                assert ("turns" if lang == "en" else "elforgatja") in line, line  # turned where it stands
                continue
            assert (" from " in line and " to " in line) if lang == "en" else "→" in line, line
            seen += 1
    assert seen


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_move_that_only_turns_the_unit_says_so(lang):
    """A Move may leave the unit where it stands and only turn it: the log said 'moves Hammer
    from the 12 o'clock edge hex to the 12 o'clock edge hex'."""
    from game.games.neuroshima.state import Piece, replace
    m = make_match(2, "new_york,neojungle", 1, hidden=False)
    s = m.state
    i = s.lay.index[(0, -2)]
    board = list(s.board)
    board[i] = Piece("ny.hammer", 0, 0)
    s = replace(s, board=tuple(board), phase="main", turn=0, pending=("move", "ny.move", (0, -2), (0, -2), 3))
    line = NL.log_line(s, ("confirm",), s, lang)
    assert line.count("12") == 1, line
    assert ("turns" in line and "face S" in line) if lang == "en" else ("elforgatja" in line and "irány D" in line)


def test_choosing_the_unit_or_its_foundation_is_part_of_the_decision():
    """'Player 2 hits the unit' was a log line of its own before the strike's line."""
    from game.games.neuroshima.state import replace
    m = make_match(2, "new_york,neojungle", 1, hidden=False)
    s = replace(m.state, phase="main", turn=1, pending=("area", "nj.small_bomb", "bomb", ((0, -1), (1, -2), (1, -1))))
    after = replace(s, pending=s.pending + ("unit",))
    assert NL.log_line(s, ("hit", "unit"), after, "en") is None


def test_hungarian_strike_lines_have_one_colon_before_the_results():
    """'1. játékos gránát: (a 11 órás szélső mező): Blokkoló ... megsemmisült' read as two
    labels in a row; the line names the target and then, after one colon, what happened."""
    seen = 0
    for before, a, line in _lines("hu", seeds=range(12)):
        pd = before.pending
        if a == ("confirm",) and pd and pd[0] in ("sniper", "grenade", "area"):
            head = line.split(":")[0]
            assert "(" in head and line.count("):") <= 1, line
            seen += 1
    assert seen
