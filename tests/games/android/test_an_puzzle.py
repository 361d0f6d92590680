"""The conspiracy puzzle (spec 7, example 12.9), written from the spec text."""

from __future__ import annotations

import random
from dataclasses import replace

from game.games.android import puzzle as P
from game.games.android import scoring
from game.games.android.content import CONTENT
from game.games.android.state import with_player
from tests.games.android.anhelp import act, at, legal, new_game


def _at_lead_use(s, seat, pile=0):
    """Seat ``seat`` has just followed up a lead: it chooses how to use it."""
    s = at(s, seat, s.players[seat].location, time=5)
    s = with_player(s, seat, pile=pile)
    return replace(s, queue=(("lead_use", seat, "document"), ("act", seat)))


def test_the_centre_is_placed_at_the_start():
    s = new_game(["louis", "rachel", "raymond"])
    assert s.grid == ((2, 2, "centre", 0),)
    assert [len(p) for p in s.piles] == [10, 8, 6]
    assert all(p.pile == 0 for p in s.players)


def test_12_9_dig_deeper_moves_the_marker_up_without_a_piece():
    s = _at_lead_use(new_game(["louis", "rachel", "raymond"]), 0)
    assert {a[0] for a in legal(s)} == {"evidence", "reveal", "dig"}
    s = act(s, "dig")
    assert s.players[0].pile == 1 and [len(p) for p in s.piles] == [10, 8, 6]
    # with the favor pile empty, the marker jumps straight to the baggage pile
    s2 = replace(_at_lead_use(new_game(["louis", "rachel", "raymond"]), 0), piles=(("S01",), (), ("B01",)))
    assert act(s2, "dig").players[0].pile == 2
    # at the baggage pile digging is not offered
    s3 = _at_lead_use(new_game(["louis", "rachel", "raymond"]), 0, pile=2)
    assert ("dig",) not in legal(s3)


def test_12_9_the_last_favor_piece_moves_the_ladder():
    s = new_game(["louis", "rachel", "raymond"])
    s = with_player(s, 0, pile=1)  # Louis at the favor pile too
    s = _at_lead_use(s, 1, pile=1)
    s = replace(s, piles=(s.piles[0], ("F04",), s.piles[2]))
    s = act(s, "reveal")
    assert s.queue[0] == ("piece", 1)
    s = act(s, "piece", "F04")
    assert s.players[0].pile == 2  # Louis advances to the baggage pile
    assert s.players[1].pile == 0  # Rachel goes back to the shift pile
    assert s.queue[0] == ("favor_any", 1)  # favor piece: one normal favor of her choice
    s = act(s, "favor", "street")
    assert s.players[1].favors[3] == 1
    assert s.queue[0] == ("put_piece", 1)
    assert ("toss",) in legal(s)
    s = act(s, "toss")
    assert s.queue[0] == ("hit", 1)  # F04's hit bonus applies even when the piece is discarded
    assert "F04" in s.tossed


def test_12_9_extra_piece_draws_again_from_the_shift_pile():
    s = _at_lead_use(new_game(["louis", "rachel", "raymond"]), 1, pile=1)
    s = act(act(s, "reveal"), "piece", "F03")
    s = act(s, "favor", "corp")
    s = act(s, "toss")
    assert s.queue[0] == ("piece", 1) and s.players[1].pile == 0


def test_placement_needs_a_neighbour_and_an_extended_line():
    grid = (P.CENTRE,)
    # a stub only fits where its single port faces one of the centre's four ports
    assert sorted(P.placements(grid, "S09")) == [(1, 2, 2), (2, 1, 1), (2, 3, 3), (3, 2, 0)]
    # a corner next to the centre: both turns that face the centre
    assert {(r, c) for r, c, _k in P.placements(grid, "S04")} == {(1, 2), (2, 1), (2, 3), (3, 2)}
    # never outside the 5x5 grid
    full_row = grid + tuple((2, c, "S01", 1) for c in (0, 1, 3, 4))
    assert all(0 <= r < 5 and 0 <= c < 5 for r, c, _k in P.placements(full_row, "S07"))


def test_completing_the_middle_row_earns_a_conspiracy_token():
    s = new_game(["louis", "rachel", "raymond"])
    s = replace(s, grid=s.grid + ((2, 0, "S01", 1), (2, 1, "S02", 1), (2, 3, "S03", 1)))
    s = with_player(s, 0, pile=0)
    s = replace(s, piece=(0, 0, "F01"), queue=(("put_piece", 0), ("act", 0)))
    assert ("put", 2, 4, 1) in legal(s)
    bank = s.bank_of("conspiracy")
    s = act(s, "put", 2, 4, 1)
    assert s.players[0].conspiracy == 1 and s.bank_of("conspiracy") == bank - 1 and "row2" in s.lines_done


def test_a_discarded_piece_completes_nothing():
    s = new_game(["louis", "rachel", "raymond"])
    s = replace(s, grid=s.grid + ((2, 0, "S01", 1), (2, 1, "S02", 1), (2, 3, "S03", 1)))
    s = replace(s, piece=(0, 0, "F01"), queue=(("put_piece", 0), ("act", 0)))
    s = act(s, "toss")
    assert s.players[0].conspiracy == 0


def test_links_count_centre_sides_reaching_a_group():
    # a straight line from the centre's north side to the top edge at T2 (Jinteki)
    grid = (P.CENTRE, (1, 2, "S01", 0), (0, 2, "S02", 0))
    assert P.links(grid)["jinteki"] == 1 and sum(P.links(grid).values()) == 1
    # a dead end links nothing
    assert sum(P.links((P.CENTRE, (1, 2, "S09", 2))).values()) == 0
    # one network touching two centre sides gives its group two links
    grid2 = (P.CENTRE, (1, 2, "B05", 0), (0, 2, "S01", 0), (2, 1, "S04", 0), (1, 1, "S05", 1))
    assert P.links(grid2)["jinteki"] == 2


def test_links_reach_the_score():
    s = new_game(["louis", "rachel", "raymond"])
    s = replace(s, grid=(P.CENTRE, (1, 2, "S01", 0), (0, 2, "S02", 0)), over=True)
    s = with_player(s, 0, jinteki=2, endings=(), trauma=0, favors=(0, 0, 0, 0), npc_favors=(), money=0)
    assert scoring.breakdown(s)[0]["tokens"] == 2 * (3 + 1)


def test_balance_of_the_stand_in_puzzle_7_8():
    """Keep-ports-open placements: mean links 5-8, at most 4 pieces discarded (content test)."""
    rng = random.Random(1)
    totals, tossed = [], []
    for _ in range(120):
        grid, out = (P.CENTRE,), 0
        for pile in ("shift", "favor", "baggage"):
            pieces = sorted(p for p, pc in CONTENT.pieces.items() if pc.pile == pile)
            rng.shuffle(pieces)
            for pid in pieces:
                opts = P.placements(grid, pid)
                if not opts:
                    out += 1
                    continue
                r, c, k = max(opts, key=lambda o, g=grid, p=pid: _open_ports(g + ((o[0], o[1], p, o[2]),)))
                grid += ((r, c, pid, k),)
        totals.append(sum(P.links(grid).values()))
        tossed.append(out)
    assert 5 <= sum(totals) / len(totals) <= 8
    assert sum(tossed) / len(tossed) <= 4


def _open_ports(grid):
    cells = {(r, c) for r, c, _p, _k in grid}
    n = 0
    for r, c, pid, k in grid:
        for side in P.ports(pid, k):
            dr, dc = P.STEP[side]
            if 0 <= r + dr < 5 and 0 <= c + dc < 5 and (r + dr, c + dc) not in cells:
                n += 1
    return n


def test_second_directive_forces_evidence():
    s = new_game(["floyd", "rachel", "raymond"])
    s = _at_lead_use(s, 0)
    assert legal(s) == [("evidence",)]


def test_house_rules_empty_first_pile_and_two_vp_tokens():
    s = new_game(["louis", "rachel", "raymond"], empty_first_pile="on", conspiracy_token_vp="2")
    assert s.piles[0] == () and all(p.pile == 0 for p in s.players)
    s = _at_lead_use(s, 0)
    assert ("reveal",) not in legal(s) and ("dig",) in legal(s)  # first he must dig deeper
    s = replace(s, over=True)
    s = with_player(s, 0, conspiracy=2, jinteki=0, haas=0)
    assert scoring.breakdown(s)[0]["conspiracy"] == 4
