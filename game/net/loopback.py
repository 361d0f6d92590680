"""Bot seats over real sockets in this process: the self-test's network check and the bench.

``BotSeat`` is a headless joiner in a thread (a ``NetClient``, a ``RemoteMatch`` and a bot that
decides from what it received). It notes when each message arrived, so the bench can measure
the time from a seat's action to every seat's update.
"""

from __future__ import annotations

import queue
import threading
import time
from typing import Any

from game.ai import make_bot
from game.games import get_game
from game.net.client import NetClient
from game.net.mirror import RemoteMatch


class BotSeat:
    def __init__(self, url: str, code: str, seat: int, level: str = "random", seed: int = 0) -> None:
        self.client = NetClient(url, code, seat, f"Bot {seat + 1}", retry_s=5.0)
        self.level = level
        self.seed = seed
        self.mirror: RemoteMatch | None = None
        self.arrivals: dict[int, float] = {}  # ply reached by an update -> when it arrived
        self.sent: dict[int, float] = {}  # ply an action was sent at -> when
        self.over = False
        self.error: str | None = None
        self.clock = time.perf_counter  # the bench's joiners in other processes use the wall clock
        self.thread = threading.Thread(target=self._run, name=f"gameshelf-botseat-{seat}", daemon=True)

    def start(self) -> None:
        self.client.start()
        self.thread.start()

    def join(self, timeout: float) -> None:
        self.thread.join(timeout)
        self.client.close()

    def _run(self) -> None:
        bot = None
        while not self.over and self.error is None:
            try:
                kind, data = self.client.inbox.get(timeout=0.5 if not self._my_turn() else 0.0)
            except queue.Empty:
                kind, data = "", None
            if kind in ("refused", "gone"):
                self.error = str(data)
                return
            if kind == "message":
                self._take(data)
                if data["type"] == "welcome" and bot is None:
                    game = get_game(data["game"])
                    self.mirror = RemoteMatch(game, data, self.client.send)
                    bot = make_bot(self.level, game, self.mirror.seat, self.seed, self.mirror.num_players)
                continue
            if bot is not None and self.mirror is not None and self._my_turn():
                action = bot.choose(self.mirror.state)
                self.sent[len(self.mirror.steps)] = self.clock()
                self.mirror.submit(action if action in self.mirror.legal else self.mirror.legal[0])

    def _take(self, msg: dict[str, Any]) -> None:
        if msg["type"] in ("update", "sync"):
            self.arrivals.setdefault(int(msg["turn"]["ply"]), self.clock())
        if self.mirror is not None and msg["type"] != "welcome":
            self.over = self.mirror.apply(msg) == "over"

    def _my_turn(self) -> bool:
        return self.mirror is not None and self.mirror.synced and self.mirror.my_turn()


def loopback_game(game_id: str = "duel", players: int = 2, seed: int = 1, level: str = "random",
                  options: dict[str, Any] | None = None, timeout: float = 120.0) -> dict[str, Any]:
    """A whole game on 127.0.0.1 with every seat remote and played by a ``BotSeat``."""
    from game.engine.match import REMOTE, Match
    from game.net.host import close_table, open_table, play_until_over
    from game.net.protocol import new_code

    game = get_game(game_id)
    match = Match(game, players, [REMOTE] * players, None, options or {}, seed)
    code = new_code()
    session, server = open_table(match, [True] * players, code, "127.0.0.1", 0)
    url = f"ws://127.0.0.1:{server.port}"
    seats = [BotSeat(url, code, i, level, seed * 101 + i) for i in range(players)]
    started = time.perf_counter()
    for s in seats:
        s.start()
    stop = threading.Event()
    driver = threading.Thread(target=play_until_over, args=(match, session, stop), daemon=True)
    driver.start()
    driver.join(timeout)
    stop.set()
    close_table(session, server, 5.0)
    for s in seats:
        s.join(5.0)
    errors = [s.error for s in seats if s.error]
    if not match.is_over or errors or not all(s.over for s in seats):
        raise RuntimeError(f"the loopback game did not finish ({errors or 'timeout'})")
    return {"plies": len(match.steps), "seconds": time.perf_counter() - started, "seats": seats}
