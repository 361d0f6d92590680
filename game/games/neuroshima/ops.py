"""Board operations outside battles: entering hexes (terrain, Mine), removing units, the
continuous-state invariants of spec 1.12 (settle) and the full-board test.
"""

from __future__ import annotations

from .content import TILES
from .derive import derive
from .state import Found, Piece, State, replace, setv


def can_enter(s: State, i: int, name: str, seat: int, ignore: tuple[int, ...] = ()) -> bool:
    """May a unit of type ``name`` controlled by ``seat`` be placed or moved onto hex i?"""
    if i < 0 or (s.board[i] is not None and i not in ignore):
        return False
    lay = s.lay
    props = lay.props[i]
    if not props:  # plain terrain: nothing below can forbid it (the common case)
        return True
    t = TILES[name]
    if "closed" in props:
        return False
    if t.kind == "hq" and ("deadly" in props or "panel" in props):
        return False
    if "jungle" in props and t.big:
        return False
    if "narrow" in props and not narrow_ok(s, i, t.army, seat, ignore):
        return False
    return True


def narrow_ok(s: State, i: int, army: str, seat: int, ignore: tuple[int, ...] = ()) -> bool:
    lay = s.lay
    code = lay.plate[i]
    occupants = [s.board[j] for j in lay.plates.get(code, ()) if s.board[j] is not None and j not in ignore]
    if not occupants:
        return True
    if lay.narrow_mode == "army":
        return army in {TILES[p.name].army for p in occupants}
    return all(p.owner == seat for p in occupants)


def place_found(s: State, i: int, name: str, seat: int) -> State:
    return replace(s, found=setv(s.found, i, Found(name, seat)))


def remove_unit(s: State, i: int, log: list | None = None, cause: str = "wounds") -> State:
    p = s.board[i]
    if p is None:
        return s
    if log is not None:
        log.append(("killed", s.lay.hexes[i], p.name, p.owner, cause))
    board = setv(s.board, i, None)
    discards = s.discards
    if TILES[p.name].army == s.armies[p.owner]:
        discards = setv(discards, p.owner, discards[p.owner] + (p.name,))
    s = replace(s, board=board, discards=discards)
    if TILES[p.name].kind == "hq":
        s = replace(s, eliminated=setv(s.eliminated, p.owner, True))
    return s


def remove_found(s: State, i: int, log: list | None = None) -> State:
    f = s.found[i]
    if f is None:
        return s
    if log is not None:
        log.append(("found_destroyed", s.lay.hexes[i], f.name, f.owner))
    discards = setv(s.discards, f.owner, s.discards[f.owner] + (f.name,))
    return replace(s, found=setv(s.found, i, None), discards=discards)


def enter(s: State, i: int, piece: Piece, log: list | None = None, pushed_from_rocky: bool = False) -> State:
    """Put ``piece`` on hex i (already known to be enterable) and resolve entry effects."""
    s = replace(s, board=setv(s.board, i, piece))
    t = TILES[piece.name]
    f = s.found[i]
    if f is not None and f.name == "ny.mine":
        s = remove_found(s, i, log)
        if t.kind != "hq":
            return remove_unit(s, i, log, "mine")
    props = s.lay.props[i]
    if t.kind != "hq":
        if "deadly" in props:
            return remove_unit(s, i, log, "fell")
        if t.big and "swamp" in props:
            return remove_unit(s, i, log, "sank")
    return s


def new_piece(s: State, name: str, seat: int, rot: int) -> tuple[State, Piece]:
    p = Piece(name, seat, rot, 0, (), (), s.next_uid)
    return replace(s, next_uid=s.next_uid + 1), p


def settle(s: State, log: list | None = None) -> State:
    """Remove every unit whose wounds reach its toughness, repeatedly; then eliminations."""
    while True:
        d = derive(s.lay, s.armies, s.board, s.found, s.teams)
        dead = [i for i, p in enumerate(s.board) if p is not None and p.dmg >= d.tough[i]]
        if not dead:
            break
        for i in dead:
            s = remove_unit(s, i, log, "wounds")
    s = check_warehouse_guard(s)
    return eliminate_players(s, log)


def eliminate_players(s: State, log: list | None = None) -> State:
    for seat in range(s.num_players):
        if s.eliminated[seat] and any(p is not None and p.owner == seat for p in s.board):
            for i, p in enumerate(s.board):
                if p is not None and p.owner == seat:
                    s = remove_unit(s, i, None, "eliminated")
            if log is not None:
                log.append(("eliminated", seat))
    return s


def check_warehouse_guard(s: State) -> State:
    """Campaign 4: the radio is lost once no Outpost unit is left in the bunker."""
    if s.scenario != "campaign_4" or not s.wh or not s.wh[0][1]:
        return s
    lay = s.lay
    bunker = [i for i in range(len(lay.hexes)) if lay.terrain[i] == "bunker"]
    if any(s.board[i] is not None and TILES[s.board[i].name].army == "outpost" for i in bunker):
        return s
    return replace(s, wh=tuple((w, False) for w, _open in s.wh))


def board_full(s: State, seat: int) -> bool:
    lay = s.lay
    empty = [i for i in lay.countable if s.board[i] is None]
    if not empty:
        return True
    for i in empty:
        if "narrow" not in lay.props[i]:
            return False
        if narrow_ok(s, i, s.armies[seat], seat):
            return False
    return True


def alive_seats(s: State) -> list[int]:
    return [k for k in range(s.num_players) if not s.eliminated[k]]
