"""Spec 8.1 (hit counting), 8.2 (Appendix A bomb defusal replayed) and 8.2.1 (further defusal
tests), written from the rule text with scripted dice."""

from __future__ import annotations

import pytest

from game.games.rogue_agent import engine as E
from game.games.rogue_agent.state import BombBoard
from tests.games.rogue_agent.helpers import bomb, city, die, legal, play, player, replace, top, turn_of

# ----- 8.1 ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("blasts", "amps", "hits"), [(3, 0, 3), (4, 2, 6), (1, 3, 2)], ids=["HIT-1", "HIT-2", "HIT-3"]
)
def test_hit_counting(blasts: int, amps: int, hits: int) -> None:
    roll = (("R", "BLAST"),) * blasts + (("K", "AMPLIFY"),) * amps + (("G", "CAR"),) * 2
    assert E.hits_of(roll) == hits


# ----- 8.2 Appendix A ---------------------------------------------------------------------------
def _start(timer: int = 4):
    """An agent at a district (M4 = Old Quarter) with one bomb, no police; the defusal begins."""
    s = city(police="B1")
    s = player(s, 0, pos="M4")
    s = bomb(s, "M4", timer)
    s = turn_of(s, 0)
    s = play(s, ("defuse", 1))
    assert s.board is not None and s.board.timer == timer  # step 1: the timer die, value unchanged
    return s


WIRE1 = [die("Br"), die("Br"), die("AMMO2:r"), die("Xg"), die("CAR:g"), die("FUEL2:g"),
         die("EVIDENCE2:k"), die("CREDIT:k"), die("UP_AGENT:k")]


def _place(sym: str, colour: str, col: int) -> tuple:
    return ("place", {"B": "BLAST", "X": "AMPLIFY"}[sym], colour, col - 1)


def _cols(s) -> list[list[str]]:
    return [[sym[0].replace("A", "X") + c.lower().replace("k", "k") for sym, c in col] for col in s.board.cols]


@pytest.mark.parametrize(
    ("order", "timer"),
    [
        ([("B", "R", 1), ("B", "R", 1), ("X", "G", 1)], 4),
        ([("B", "R", 1), ("X", "G", 1), ("B", "R", 2)], 3),
        ([("X", "G", 1), ("B", "R", 2), ("B", "R", 2)], 3),
    ],
    ids=["option1", "option2", "option3"],
)
def test_appendix_a_wire_1_alternatives(order, timer) -> None:
    s = play(_start(), *WIRE1)
    for sym, colour, col in order:
        s = play(s, _place(sym, colour, col))
    assert s.board.timer == timer
    assert top(s)[2] == "wire"


def test_appendix_a_blast_under_an_x_is_illegal() -> None:
    s = play(_start(), *WIRE1, _place("X", "G", 1))
    assert _place("B", "R", 1) not in legal(s)


def _after_wire_2() -> object:
    s = play(_start(), *WIRE1, _place("X", "G", 1), _place("B", "R", 2), _place("B", "R", 2), ("wire",))
    assert sorted(s.board.pool) == ["G", "G", "K", "K", "K", "R"]
    s = play(s, die("UP_WEAPON:r"), die("CAR:g"), die("HEAL:g"), die("Xk"), die("Bk"), die("CREDIT:k"))
    # option 2: the B may not open column 3 while column 2 is open
    assert _place("B", "K", 3) not in legal(s)
    s = play(s, _place("X", "K", 2), _place("B", "K", 3))
    assert s.board.timer == 2
    s = play(s, ("wire",))
    assert sorted(s.board.pool) == ["G", "G", "K", "R"]
    return play(s, die("AMMO2:r"), die("Xg"), die("Xg"), die("EVIDENCE2:k"))


def test_appendix_a_wire_2_option_1_keeps_column_2_open() -> None:
    s = play(_start(), *WIRE1, _place("X", "G", 1), _place("B", "R", 2), _place("B", "R", 2), ("wire",))
    s = play(s, die("UP_WEAPON:r"), die("CAR:g"), die("HEAL:g"), die("Xk"), die("Bk"), die("CREDIT:k"))
    s = play(s, _place("X", "K", 1), _place("B", "K", 2))
    assert s.board.timer == 3 and E.circuit_dice(s.board.cols) == [("BLAST", "K")]


def test_appendix_a_chosen_line_defuses_without_a_check() -> None:
    s = _after_wire_2()
    influence = s.players[0].influence
    bag = s.bag.count("B")
    s = play(s, _place("X", "G", 3), _place("X", "G", 4))
    assert s.board is None and not s.bombs  # defused, no destabilisation roll
    assert s.players[0].influence == influence + 1
    assert s.bag.count("B") == bag + 1


def test_appendix_a_timer_after_the_diagonal_is_one() -> None:
    s = _after_wire_2()
    s = play(s, _place("X", "G", 3))
    board = s.board
    s2 = E.decide(s, _place("X", "G", 4))
    assert s2.board.timer == 1 and E.line(s2.board.cols)
    assert sorted(s2.board.pool) == ["K", "R"]  # two dice never placed
    assert board is not None


def test_appendix_a_option_1_of_wire_3_checks_the_black_blast() -> None:
    s = _after_wire_2()
    s = play(s, _place("X", "G", 1), _place("X", "G", 1))
    assert E.circuit_dice(s.board.cols) == [("BLAST", "K")]  # (c)
    assert top(s)[:2] == ("R", "die") and top(s)[2] == "K"
    passed = play(s, die("CREDIT:k"), die("Xk"))
    assert not passed.bombs and passed.players[0].influence == 1  # (a) passes
    exploded = play(s, die("Bk"))
    assert not exploded.bombs and exploded.players[0].influence == 0  # (a) explosion, no influence
    assert exploded.players[0].stamina == 3  # 4 stamina lost at the bomb's location


def test_appendix_a_opening_column_2_at_timer_1_explodes() -> None:
    s = play(_start(timer=1), *WIRE1, _place("B", "R", 1), _place("X", "G", 1))
    s = play(s, _place("B", "R", 2))  # (b) timer 1 -> 0
    assert not s.bombs and s.board is None
    assert s.players[0].stamina == 3


# ----- 8.2.1 ------------------------------------------------------------------------------------
DEF4B_WIRE1 = [die("Br"), die("Br"), die("Br"), die("CAR:g"), die("CAR:g"), die("FUEL2:g"),
               die("Bk"), die("CREDIT:k"), die("EVIDENCE2:k")]


def _def4b():
    s = play(_start(), *DEF4B_WIRE1)
    for sym, colour in (("B", "R"), ("B", "R"), ("B", "R"), ("B", "K")):
        forced = [a for a in legal(s) if a[1] == {"B": "BLAST"}[sym] and a[2] == colour]
        assert {a[3] for a in forced} == {0}  # each blast forced into column 1
        s = play(s, _place(sym, colour, 1))
    return s


def test_def_4b_four_blasts_do_not_block_but_are_live() -> None:
    s = _def4b()
    cols = s.board.cols
    assert len(cols[0]) == 4 and s.board.timer == 4
    assert not E.can_add(cols[0], "AMPLIFY")
    assert E.new_column(cols) == 1
    assert E.circuit_dice(cols) == [("BLAST", "K")]


def _def4b_wire2(green: list[str], black: list[str]):
    s = play(_def4b(), ("wire",))
    assert sorted(s.board.pool) == ["G", "G", "G", "K", "K"]
    return play(s, *[die(g) for g in green], *[die(k) for k in black])


def test_def_4b_continued_check_explodes_on_a_blast() -> None:
    s = _def4b_wire2(["Xg", "CAR:g", "HEAL:g"], ["CREDIT:k", "EVIDENCE2:k"])
    s = play(s, _place("X", "G", 2))
    assert s.board.timer == 3
    s = play(s, ("stop",))
    assert top(s)[2] == "K"  # the black die of column 1 is rolled
    boom = play(s, die("Bk"))
    assert not boom.bombs
    kept = play(s, die("UP_AGENT:k"), die("Xk"))
    assert kept.board is None and kept.bombs[0].timer == 3


def test_def_multi_two_live_circuits_roll_together() -> None:
    s = _def4b_wire2(["Bg", "CAR:g", "HEAL:g"], ["CREDIT:k", "EVIDENCE2:k"])
    s = play(s, _place("B", "G", 2), ("stop",))
    assert E.circuit_dice(s.board.cols) == [("BLAST", "K"), ("BLAST", "G")]
    assert play(s, die("Xk"), die("CAR:g")).bombs  # passes
    assert not play(s, die("Xk"), die("Bg")).bombs  # any blast explodes
    again = play(s, die("CREDIT:k"), die("CAR:g"), die("UP_AGENT:k"), die("Xg"))
    assert again.bombs and again.board is None


def test_def_new_block_two_legal_results() -> None:
    s = city(police="B1")
    s = player(s, 0, pos="M4")
    s = bomb(s, "M4", 3)
    s = turn_of(s, 0)
    s = replace(s, turn=replace(s.turn, justice=1, used=(("defuse", "M4"),)))
    board = BombBoard(bomb=1, timer=3, cols=((("BLAST", "R"),),) + ((),) * 5,
                      pool=("G", "G", "G", "K", "K", "K", "R", "R"))
    s = E.advance(E.push(replace(s, board=board, stack=s.stack[:-1]), ("wire", 0)))
    s = play(s, die("CAR:g"), die("CAR:g"), die("FUEL2:g"), die("Xk"), die("CREDIT:k"), die("UP_AGENT:k"),
             die("Br"), die("AMMO2:r"))
    assert sorted(legal(s)) == sorted([_place("B", "R", 1), _place("X", "K", 1)])
    first = play(s, _place("B", "R", 1))
    assert legal(first) == [_place("X", "K", 1)]
    first = play(first, _place("X", "K", 1))
    assert [len(c) for c in first.board.cols[:2]] == [3, 0] and first.board.timer == 3
    second = play(s, _place("X", "K", 1))
    assert legal(second) == [_place("B", "R", 2)]
    second = play(second, _place("B", "R", 2))
    assert second.board.timer == 2
