"""Android rules: the conspiracy (spec 7): the ladder of piles, revealing and placing a puzzle piece,
the piece's benefit and bonuses, dig deeper, conspiracy tokens for completed links.
"""

from __future__ import annotations

from dataclasses import replace

from game.games.android import puzzle
from game.games.android.content import CONTENT
from game.games.android.economy import _baggage, _bank_add, _plot_trigger, _shift
from game.games.android.flow import _push, cal
from game.games.android.state import AState, multiset_remove, set_at, with_player


def _next_pile(s: AState, after: int) -> int | None:
    """The next more valuable pile that still has pieces."""
    return next((i for i in range(after + 1, 3) if s.piles[i]), None)


def _dig_target(s: AState, pile: int) -> int | None:
    return _next_pile(s, pile) if pile >= 0 else None


def _dig(s: AState, seat: int) -> AState:
    t = _dig_target(s, s.players[seat].pile)
    return with_player(s, seat, pile=t) if t is not None else s


def _drew_piece(s: AState, seat: int, pid: str) -> AState:
    """Take the piece, then adjust the ladder (7.3: others first, then the drawer)."""
    pile = s.players[seat].pile
    piles = set_at(s.piles, pile, multiset_remove(s.piles[pile], pid))
    s = replace(s, piles=piles, piece=(seat, pile, pid))
    if not piles[pile]:
        for i, p in enumerate(s.players):
            if i != seat and p.pile == pile:
                nxt = _next_pile(s, pile)
                s = with_player(s, i, pile=-1 if nxt is None else nxt)
    least = next((i for i in range(3) if s.piles[i]), None)
    s = with_player(s, seat, pile=-1 if least is None else least)
    if least is None:  # every pile is exhausted: all markers leave the ladder
        s = replace(s, players=tuple(replace(p, pile=-1) for p in s.players))
    return _plot_trigger(s, seat, "reveal_information")


def _benefit_tasks(s: AState, seat: int) -> list[tuple]:
    pile = s.players[seat].pile
    kind = ("shift_any", "favor_any", "bag_any")[pile]
    return [(kind, seat), ("put_piece", seat)]


def _legal_shift_any(s: AState, head: tuple) -> list[tuple]:
    return [("shift", i, d) for i in range(s.num_players) for d in (-1, 1)] + [("noshift",)]


def _apply_shift_any(s: AState, head: tuple, a: tuple) -> AState:
    return _push(_shift(s, a[1], a[2]) if a[0] == "shift" else s)


def _legal_bag_any(s: AState, head: tuple) -> list[tuple]:
    out = [("bag", i, side) for i, p in enumerate(s.players)
           if p.plot and p.plot_card not in ("++", "+-", "-+", "--") for side in ("good", "bad")]
    return out + [("nobag",)] if s.bank_of("baggage") > 0 else [("nobag",)]


def _apply_bag_any(s: AState, head: tuple, a: tuple) -> AState:
    return _push(_baggage(s, a[1], a[2], 1) if a[0] == "bag" else s)


def _legal_put_piece(s: AState, head: tuple) -> list[tuple]:
    if not s.piece:
        return []
    pid = s.piece[2]
    return [("put", r, c, k) for r, c, k in puzzle.placements(s.grid, pid)] + [("toss",)]


def _apply_put_piece(s: AState, head: tuple, a: tuple) -> AState:
    seat, _pile, pid = s.piece
    s = replace(s, piece=())
    if a[0] == "toss":
        s = replace(s, tossed=s.tossed + (pid,))
    else:
        s = replace(s, grid=s.grid + ((a[1], a[2], pid, a[3]),))
        done = puzzle.completed(s.grid, s.opt("conspiracy_diagonals") == "on") - set(s.lines_done)
        for line in sorted(done):
            s = replace(s, lines_done=s.lines_done + (line,))
            if s.bank_of("conspiracy") > 0:
                p = s.players[seat]
                s = _bank_add(with_player(s, seat, conspiracy=p.conspiracy + 1), "conspiracy", -1)
    tasks: list[tuple] = []
    for bonus in CONTENT.pieces[pid].bonuses:
        p = s.players[seat]
        if bonus == "hit" and 1 not in p.directives:
            tasks.append(("hit", seat))
        elif bonus == "move_lead" and not cal(s).is_climax(s.day):
            tasks.append(("any_lead", seat))
        elif bonus == "dropship" and s.bank_of("dropship") > 0:
            s = _bank_add(with_player(s, seat, passes=p.passes + 1), "dropship", -1)
        elif bonus == "extra_piece" and p.pile >= 0:
            tasks.append(("piece", seat))
    return _push(s, *tasks)
