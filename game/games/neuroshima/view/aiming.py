"""Aiming a tile (NeuroshimaView mixin): the ghost that follows the pointer, its facing (wheel,
keys, towards the board centre), the drop-to-place gesture and the steps the player need not
confirm; the tile or unit being placed or moved and the hex already chosen for it."""
from __future__ import annotations

from typing import Any

from game.games.neuroshima.content import HQ_OF, TILES
from game.games.neuroshima.targets import _signature, rotations

from .shown import Hex, army_of


class AimMixin:
    def _aim(self) -> tuple[str, int | None] | None:
        """The tile being aimed before its hex is chosen: (tile id, facing of a moving unit or
        None for a tile from the hand). Its ghost follows the pointer with the facing it will get."""
        s, pd = self.state, self._pending()
        if s is None or self.acting is None or not pd:
            return None
        if pd[0] == "place" and len(pd) == 2 and pd[1] in TILES:
            return pd[1], None
        if pd[0] == "move" and len(pd) == 3:
            i = s.lay.index.get(tuple(pd[2]))
            p = s.board[i] if i is not None else None
            if p is not None:
                return p.name, p.rot
        return None

    def _aim_rots(self) -> tuple[int, ...]:
        aim = self._aim()
        if aim is None:
            return ()
        try:
            return tuple(rotations(aim[0]))
        except Exception:
            return tuple(range(6))

    def _tile_name(self) -> str | None:
        g = self._ghost_piece()
        return g[0] if g is not None else None

    def _same_facing(self, rot: int, rots: tuple[int, ...]) -> int | None:
        """``rot`` if it is among ``rots``, else the one of ``rots`` giving the tile the same edges
        (the rules list one rotation per distinct facing), else None."""
        if rot in rots:
            return rot
        name = self._tile_name()
        if name in TILES:
            try:
                sig = _signature(name, rot)
                return next((k for k in rots if _signature(name, k) == sig), None)
            except Exception:
                return None
        return None

    def _can_turn(self) -> bool:
        return bool(self.choices.rots) or len(self._aim_rots()) > 1

    def _turn(self, step: int) -> None:
        """Turn the tile one legal facing clockwise (1) or counter-clockwise (-1)."""
        if self.choices.rots:
            self.rot = self.choices.next_rot(self.rot, step)
            return
        rots = self._aim_rots()
        if len(rots) < 2:
            return
        cur = self._same_facing(self.rot, rots)
        k = rots.index(cur) if cur is not None else 0
        self.rot = rots[(k + step) % len(rots)]
        self.rot_manual = True

    def _aim_at(self, h: Hex | None) -> None:
        """The pointer moved to hex ``h``: an unturned tile from the hand faces the board centre."""
        aim = self._aim()
        if aim is None or aim[1] is not None or self.rot_manual or h is None:
            return
        if h in self.choices.by_hex:
            self.rot = self._facing_centre(h, self._aim_rots() or (0,))

    def _queue_gesture(self, a: Any) -> Any:
        """A hex chosen for an aimed tile places it with the facing shown, at once."""
        if a is not None and self._aim() is not None and a[0] == "hex":
            self.auto = ["rot", "confirm"]
            self.auto_rot = self.rot
        return a

    def auto_action(self) -> Any | None:
        """The next step of the gesture (GameView hook): the previewed facing, then confirm.
        Steps the rules no longer ask (one facing only) are skipped; anything unexpected stops."""
        while self.auto and self.acting is not None:
            head = self.auto.pop(0)
            if head == "rot":
                if not self.choices.rots:
                    if self.choices.confirm:
                        continue  # the rules fixed the facing themselves
                    break
                r = self._same_facing(self.auto_rot, tuple(self.choices.rots))
                if r is None:
                    break  # this facing is not allowed here (turning in place): the player chooses
                self.rot = r
                return self._checked(("rot", r))
            if head == "confirm" and self._confirm_only():
                return self._checked(self.choices.confirm)
            break
        self.auto = []
        # the player has just made the last choice of a tile's action (its target, its hit):
        # nothing is left to decide, so it is done without a separate confirm (Undo takes it
        # back). Not for a Battle tile: starting a battle stays an explicit decision.
        if self.acting is not None and self._confirm_only() and len(self._pending()) > 2 and not self._air_strike_aimed():
            return self._checked(self.choices.confirm)
        return None

    def _air_strike_aimed(self) -> bool:
        """An air strike hits 7 hexes, the player's own units too: it waits for an explicit
        confirm with the hexes shown (issue 17), unlike the one-target instants."""
        pd = self._pending()
        return len(pd) >= 4 and pd[0] == "area" and pd[2] == "air"

    def air_strike_hexes(self) -> list[Hex]:
        """The 7 hexes the air strike being aimed would hit: around the chosen centre, or
        around the glowing centre under the pointer before one is chosen."""
        pd, s = self._pending(), self.state
        if s is None or len(pd) < 3 or pd[0] != "area" or pd[2] != "air" or self.acting is None:
            return []
        centre = tuple(pd[3]) if len(pd) >= 4 else self.hover_hex
        if centre is None or (len(pd) == 3 and centre not in self.choices.by_hex):
            return []
        i = s.lay.index.get(centre)
        if i is None:
            return []
        return [centre] + [s.lay.hexes[j] for j in s.lay.nb[i] if j >= 0]

    def _confirm_only(self) -> bool:
        return (getattr(self.state, "phase", "") == "main" and self.choices.confirm is not None
                and all(a in (("confirm",), ("cancel",)) for a in self.legal))

    def _facing_towards(self, h: Hex) -> int | None:
        """The legal facing whose front points from the tile being turned to its neighbour h."""
        at = self._pending_hex()
        if at is None:
            return None
        d = (h[0] - at[0], h[1] - at[1])
        dirs = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
        if d not in dirs:
            return None
        return self._same_facing(dirs.index(d), tuple(self.choices.rots))

    def _facing_centre(self, h: Hex, rots) -> int:
        best, bd = rots[0], 1e9
        for k in rots:
            dq, dr = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))[k]
            tq, tr = h[0] + dq * 2, h[1] + dr * 2
            d = max(abs(tq), abs(tr), abs(tq + tr))
            if d < bd:
                best, bd = k, d
        return best

    def _default_rot(self) -> int:
        rots = self.choices.rots
        if not rots:
            return self.rot
        # face the centre of the board if possible: direction from the hex to (0, 0)
        h = self._pending_hex()
        if h is not None:
            best, bd = rots[0], 1e9
            for k in rots:
                dq, dr = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))[k]
                tq, tr = h[0] + dq * 2, h[1] + dr * 2
                d = max(abs(tq), abs(tr), abs(tq + tr))
                if d < bd:
                    best, bd = k, d
            return best
        return rots[0]


    def _pending(self) -> tuple:
        return tuple(getattr(self.state, "pending", ()) or ())

    def _pending_hex(self) -> Hex | None:
        """The hex already chosen for the tile being placed or the unit being moved."""
        pd = self._pending()
        if not pd:
            return None
        if pd[0] == "place" and len(pd) >= 3:
            return tuple(pd[2])
        if pd[0] == "move" and len(pd) >= 4:
            return tuple(pd[3])
        if pd[0] in ("ally",) and len(pd) >= 3:
            return tuple(pd[2])
        if pd[0] == "survivor" and len(pd) >= 2:
            return tuple(pd[1])
        if pd[0] == "turret" and self.state.phase == "main" and len(pd) == 2:
            try:
                tid, i, _r = self.state.turrets[pd[1]]
                return self.state.lay.hexes[i]
            except Exception:
                return None
        if pd[0] == "turret" and len(pd) >= 3:
            return tuple(pd[2])
        return None

    def _ghost_piece(self) -> tuple[str, str, int] | None:
        """(tile id, army, rotation) of the tile being placed or moved, or None."""
        s = self.state
        if s is None or self.acting is None:
            return None
        pd = self._pending()
        seat = s.turn
        if s.phase == "hq":
            try:
                step = s.setup[0]
                return HQ_OF[s.armies[step[1]]], s.armies[step[1]], 0
            except Exception:
                return None
        if not pd:
            return None
        if pd[0] in ("place", "ally") and len(pd) >= 2:
            name = pd[1]
            rot = pd[3] if len(pd) >= 4 else self.rot
            return name, army_of(name, seat, s.armies), rot
        if pd[0] == "survivor":
            try:
                name = s.setup[0][2][0]
                return name, army_of(name, seat, s.armies), self.rot
            except Exception:
                return None
        if pd[0] == "move" and len(pd) >= 3:
            i = s.lay.index.get(tuple(pd[2]))
            p = s.board[i] if i is not None else None
            if p is None:
                return None
            rot = pd[4] if len(pd) >= 5 else (self.rot if len(pd) in (3, 4) else p.rot)
            return p.name, army_of(p.name, p.owner, s.armies), rot
        if pd[0] == "turret" and s.phase in ("turret", "main"):
            try:
                if s.phase == "main":
                    tid = s.turrets[pd[1]][0]
                else:
                    tid = pd[1]
                return tid, "", self.rot
            except Exception:
                return None
        return None
