"""Issue 17: the City phase plays on the board for everyone, one event at a time: a criminal slides
along the event path before the next one moves, the assassin strikes where it stands, the police
moves and what it removes goes back to the bag, a bomb's timer drops when it ticks, the bag
changes hands. Each event has its caption (the log's words); clicking skips it all."""

from __future__ import annotations

import pygame

from game.games.rogue_agent import engine as E
from game.games.rogue_agent.state import RAState
from game.games.rogue_agent.view import playback as PB
from tests.games.rogue_agent.helpers import GAME
from tests.games.rogue_agent.test_city_log import _last_turn
from tests.games.rogue_agent.test_view_effects import play, shown
from tests.games.rogue_agent.test_view_table import make_view


def _city() -> tuple[RAState, RAState]:
    """The City phase of test_city_log (criminal 1 moves, the bomb ticks, the assassin moves on
    and strikes, the police removes a bomb, bombs tick, a new director), both steps at once."""
    s = _last_turn()
    after = GAME.apply(GAME.apply(s, ("end",)), ("bomb", "B2"))
    return GAME.player_view(s, None), GAME.player_view(after, None)


def test_the_city_phase_becomes_a_timeline_of_every_event() -> None:
    prev, s = _city()
    pb = PB.build(prev, s, "en")
    assert pb is not None
    words = [w for _t, w in pb.captions]
    assert words[0] == "City phase" and words[-1] == "Player 2 is the new operations director"
    assert "Criminal 1 moves to Motor Pool" in words
    starts = [t for t, _w in pb.captions]
    assert starts == sorted(starts) and len(set(starts)) == len(starts)  # one after the other
    crim = pb.tracks[("crim", 1)]
    assert crim.where(0.0)[0] == "B1" and crim.last() == "B2"
    police = pb.tracks[("police",)]
    assert police.at == "B1" and police.last() == "B3"
    assassin = next(tr for k, tr in pb.tracks.items() if k[0] == "assassin")
    assert assassin.at == "B4" and assassin.last() == "B5"
    removed = next(tr for k, tr in pb.tracks.items() if k[0] == "bomb" and tr.at == "B3")
    assert removed.last() == PB.BAG  # the police sent it back to the bag
    ticking = next(tr for k, tr in pb.tracks.items() if k[0] == "bomb" and tr.at == "B2")
    assert ticking.timer(0) == 3 and ticking.timer(pb.total) == 1
    assert [e.kind for e in pb.effects].count("ticked") == 3 and "struck" in [e.kind for e in pb.effects]
    move_at = next(t for t, w in pb.captions if w.startswith("Criminal 1"))
    strike_at = next(t for t, w in pb.captions if "strikes" in w)
    assert crim.legs[0][0] == move_at < strike_at  # the criminal moves before the assassin strikes


def test_no_playback_outside_the_city_phase() -> None:
    s = _last_turn()
    assert PB.build(GAME.player_view(s, None), GAME.player_view(s, None), "en") is None


def test_the_board_plays_it_and_a_click_skips_it() -> None:
    prev, s = _city()
    v = make_view()
    shown(v, prev, None)
    surf = shown(v, s, prev)
    assert v.playback is not None and v.busy and v.banner is None  # the round's banner waits
    cap = v.playback.caption()
    assert cap is not None and cap[0] == "City phase"
    play(v, 1.5)
    surf = pygame.Surface((1280, 720))
    v.draw(surf)
    assert v.playback.caption()[0] != "City phase"
    v.skip_animations()
    assert not v.busy and v.playback is None


def test_the_playback_ends_by_itself_and_the_banner_follows() -> None:
    prev, s = _city()
    v = make_view()
    shown(v, prev, None)
    shown(v, s, prev)
    total = v.playback.total
    play(v, total + 0.5)
    assert v.playback is None
    assert v.banner is not None or not v.busy


def test_pieces_in_the_playback_stand_where_the_static_board_draws_them() -> None:
    prev, s = _city()
    v = make_view()
    shown(v, s, None)
    static = {piece: at for piece, at, _r in v.piece_spots}
    pb = PB.build(prev, s, "en")
    pb.elapsed = pb.total
    rest = PB._rest_spots(v, v.L, s, pb)
    assert rest[("crim", 1)] == static[("crim", 1)]
    assert rest[("police",)] == static[("police",)]
    assert E.crim(s, 1).pos == "B2"


def test_the_dice_tray_is_cleared_when_the_next_turn_starts() -> None:
    from game.games.rogue_agent.state import Turn, replace
    from tests.games.rogue_agent.ra_view_fixture import state

    v = make_view()
    s1 = state()
    shown(v, s1, None)
    assert any(v.shown_rolls) and v.trays[0].dice  # seat 1's attack dice
    s2 = replace(s1, roll=(), roll2=(), turn=Turn(seat=2), stack=(("D", 2, "main"),))
    shown(v, s2, s1)
    assert not any(v.shown_rolls) and not any(tr.dice for tr in v.trays)
