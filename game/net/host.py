"""A host without a window: the Match, its session and its server, played until the game ends.

Used by ``gameshelf host`` and by the self-test's loopback game. Machine seats (and the AI
standing in for a dropped player) move on this thread; the network waits on its own.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from game.ai import make_bot
from game.engine.match import REMOTE, Match
from game.net.seats import SeatBook
from game.net.server import NetServer
from game.net.session import HostSession


def open_table(match: Match, remote: list[bool], code: str, bind: str, port: int, resumed: bool = False,
               log: Callable[[str], None] = lambda line: None) -> tuple[HostSession, NetServer]:
    """Listen for the remote seats; raises OSError when the address or port cannot be had."""
    book = SeatBook.for_match(list(match.names), remote)
    if resumed:
        for seat, info in enumerate(book.seats):
            info.joined = remote[seat]  # the names stay those of the game
    holder: list[NetServer] = []
    session = HostSession(match, book, remote, lambda conn, msg: holder[0].send(conn, msg) if holder else None,
                          log=log)
    server = NetServer(session, code, bind, port, log=log)
    holder.append(server)
    server.start()
    return session, server


def play_until_over(match: Match, session: HostSession, stop: threading.Event | None = None) -> None:
    """Start once every remote seat is here, let machine seats move, wait for the network else."""
    bots: dict[tuple[int, str], Any] = {}
    while not match.is_over and not (stop is not None and stop.is_set()):
        if not session.started and session.book.all_remote_here():
            session.start()
        session.pump()
        seat = match.current_player
        if session.started and seat >= 0 and match.seats[seat] != REMOTE:
            kind = match.seats[seat]
            bot = bots.get((seat, kind))
            if bot is None:
                bot = bots[(seat, kind)] = make_bot(kind, match.game, seat, match.seed * 101 + seat, match.num_players)
            match.submit(bot.choose(match.view_for(seat)), seat)
            match.advance()
            continue
        session.pump(wait=0.5)


def close_table(session: HostSession, server: NetServer, flush_s: float = 10.0) -> None:
    """Tell every seat the end of the game (or what is left to tell), then stop listening."""
    session.pump()
    deadline = time.monotonic() + flush_s
    while time.monotonic() < deadline and not (session.all_told() and server.flushed()):
        session.pump(wait=0.05)
    time.sleep(0.2)
    server.stop()
