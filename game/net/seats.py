"""The host's seat book: which remote seat is held by which connection (shared by two threads).

The network thread claims and releases seats as players join and drop; the game's thread
reads who is connected and hands a dropped seat to the AI. Every method takes the lock, so
the two never see a half-made change.
"""

from __future__ import annotations

import secrets
import threading
from dataclasses import dataclass, field

from game.net import protocol as P


@dataclass
class SeatInfo:
    name: str
    remote: bool
    conn: int | None = None  # the connection holding the seat
    token: str = ""  # handed to the holder: presenting it again takes the seat back at once
    ai: str | None = None  # an AI level plays the seat while its player is away
    joined: bool = False  # a player has taken the seat at least once


@dataclass
class SeatBook:
    seats: list[SeatInfo]
    lock: threading.Lock = field(default_factory=threading.Lock)

    @classmethod
    def for_match(cls, names: list[str], remote: list[bool]) -> SeatBook:
        return cls([SeatInfo(n, r) for n, r in zip(names, remote)])

    def claim(self, seat: int | None, conn: int, name: str, token: str | None) -> tuple[int, str, int | None]:
        """Give ``conn`` a remote seat: the one asked for, or the first free one. Returns
        (seat, token, evicted connection or None); ProtocolError when it cannot."""
        with self.lock:
            if seat is None:
                free = [i for i, s in enumerate(self.seats) if s.remote and s.conn is None]
                if not free:
                    raise P.ProtocolError(P.SEAT_TAKEN, "every remote seat at this table is taken")
                seat = free[0]
            info = self.seats[seat]
            if not info.remote:
                raise P.ProtocolError(P.NO_SEAT, f"seat {seat + 1} is not a remote seat")
            evicted = None
            if info.conn is not None:
                if not token or not secrets.compare_digest(str(token), info.token):
                    raise P.ProtocolError(P.SEAT_TAKEN, f"seat {seat + 1} is taken ({info.name} is playing it)")
                evicted = info.conn
            if not info.joined:
                info.name = P.clean_name(name, info.name)
            info.joined = True
            info.conn = conn
            info.token = info.token or secrets.token_hex(12)
            return seat, info.token, evicted

    def release(self, seat: int, conn: int) -> bool:
        """The connection is gone; True if it still held the seat (then the seat is free)."""
        with self.lock:
            info = self.seats[seat]
            if info.conn != conn:
                return False
            info.conn = None
            return True

    def holder(self, seat: int) -> int | None:
        with self.lock:
            return self.seats[seat].conn

    def set_ai(self, seat: int, level: str | None) -> None:
        with self.lock:
            self.seats[seat].ai = level

    def status(self) -> list[dict]:
        """Every seat as clients see it: name, whether it is remote, connected, AI-played."""
        with self.lock:
            return [{"name": s.name, "remote": s.remote, "connected": s.conn is not None, "ai": s.ai,
                     "joined": s.joined} for s in self.seats]

    def names(self) -> list[str]:
        with self.lock:
            return [s.name for s in self.seats]

    def all_remote_here(self) -> bool:
        with self.lock:
            return all(s.conn is not None for s in self.seats if s.remote)

    def missing(self) -> list[int]:
        with self.lock:
            return [i for i, s in enumerate(self.seats) if s.remote and s.conn is None]
