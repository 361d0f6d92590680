"""Issue 17: the City phase is public. Every criminal step, assassin strike (the stamina lost, the
informant removed, a strike after moving on), police move and removal, bomb tick and the new
director is a line of the game log, in English and Hungarian, on its own row after the step that
ended the Action phase (spec 4.3)."""

from __future__ import annotations

import pytest

from game.games.rogue_agent import engine as E
from game.games.rogue_agent.state import RAState, Turn
from tests.games.rogue_agent.helpers import GAME, assassin, bomb, city, criminal, informant, player, replace, top


def _last_turn() -> RAState:
    """Seat 0 (the director) plays the round's last turn; the City phase follows."""
    s = city(police="B1", director=0)
    s = criminal(s, 1, "C01", "B1")  # Foundry -> Motor Pool, where a bomb ticks
    s = bomb(s, "B2", 3)
    s = bomb(s, "M4", 2)  # ticks in step 4 (two bombs apart: the director orders them)
    s = bomb(s, "B3", 4)  # the police arrives at Canal Heights (district 5) and removes it
    s = assassin(s, "B4")  # nobody at Maglev Terminal: it moves on to Docklands and strikes there
    s = player(s, 0, pos="HQ")
    s = player(s, 1, pos="B5", stamina=7)
    s = player(s, 2, pos="HQ")
    s = informant(s, "B5", 2)
    s = replace(s, phase="action", turn=Turn(seat=0),
                stack=(("round_start",), ("city_phase",), ("turn_end", 0), ("main", 0)))
    return E.advance(s)


def _lines(lang: str) -> list[str]:
    s = _last_turn()
    out: list[str] = []
    for a in (("end",), ("bomb", "B2")):
        assert top(s)[0] == "D" and a in GAME.legal_actions(s), (a, top(s))
        after = GAME.apply(s, a)
        out += (GAME.log_line(GAME.player_view(s, None), a, GAME.player_view(after, None), lang) or "").split("\n")
        s = after
    return out


EXPECTED = {
    "en": [
        "Player 1 ends the turn",
        "City phase",
        "Criminal 1 moves to Motor Pool",
        "The bomb at Motor Pool ticks: timer 2",
        "An assassin at Maglev Terminal moves on to Docklands",
        "The assassin at Docklands strikes: Player 2 loses 2 stamina, Player 3's informant is removed from the game",
        "The police squad moves to Canal Heights and removes a bomb",
        "Player 1 lets the bomb at Motor Pool tick next",
        "The bomb at Motor Pool ticks: timer 1",
        "The bomb at Old Quarter ticks: timer 1",
        "Player 2 is the new operations director",
    ],
    "hu": [
        "1. játékos befejezi a körét",
        "Város fázis",
        "A(z) 1. bűnöző továbblép: Gépjárműpark",
        "Bomba ketyeg: Gépjárműpark, időzítő 2",
        "Bérgyilkos továbblép innen: Maglev Pályaudvar, ide: Dokknegyed",
        "Bérgyilkos csap le: Dokknegyed (2. játékos 2 állóképességet veszít, 3. játékos informátora kikerül a játékból)",
        "A rendőrosztag ide lép: Csatornadomb, és eltávolít: egy bomba",
        "1. játékos: a(z) Gépjárműpark bombája ketyeg következőként",
        "Bomba ketyeg: Gépjárműpark, időzítő 1",
        "Bomba ketyeg: Óváros, időzítő 1",
        "2. játékos az új műveletirányító",
    ],
}


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_every_step_of_the_city_phase_is_a_log_line(lang: str) -> None:
    assert _lines(lang) == EXPECTED[lang]


def test_the_city_phase_leaves_the_step_state_as_before() -> None:
    """Only words and notes: the rules' outcome of this City phase."""
    s = _last_turn()
    s = GAME.apply(GAME.apply(s, ("end",)), ("bomb", "B2"))
    assert E.crim(s, 1).pos == "B2" and s.police == "B3" and s.assassins == ("B5",)
    assert {b.pos: b.timer for b in s.bombs} == {"B2": 1, "M4": 1}
    assert s.players[1].stamina == 5 and s.slots[E.pidx("B5")] == (-1, -1) and s.director == 1


def test_a_second_strike_and_an_assassin_leaving_the_path() -> None:
    s = city(police="B1")
    s = assassin(s, "M4")  # Old Quarter -> Records Archive (nobody) -> Skyline (agent there): 3 tasks
    s = player(s, 2, pos="T2", stamina=7)
    before = replace(s, stack=(), phase="city")
    after = E.advance(E.push(before, ("assassins_act",)))
    text = GAME.log_line(before, ("end",), after, "en") or ""
    assert "moves on to Records Archive" in text and "moves on to Skyline" in text
    assert "The assassin at Skyline strikes" in text or "the assassin at Skyline strikes" in text
