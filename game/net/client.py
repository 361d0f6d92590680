"""A seat's connection to the host, in its own thread, so nothing that draws or thinks waits on it.

``NetClient`` connects, says hello (with the invite code, the seat and name, and after the
first welcome the seat's token, so a reconnection takes the same seat back at once), and puts
every message it receives into ``inbox`` as ``("message", dict)``. Connection events arrive as
``("lost", reason)`` (the host went away; it tries again for ``retry_s`` seconds, so a host
that restarts from its autosave finds its players again), ``("refused", error message)`` (a
fatal refusal: wrong code, seat taken, another version) and ``("gone", reason)`` (it gave up);
``why`` then holds the reason as a code a window can word in the player's language.
``send`` may be called from any thread.
"""

from __future__ import annotations

import asyncio
import queue
import threading
import time
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.net import protocol as P

FIRST_TRY_S = 10.0  # reaching the host at all (it may be starting)
RETRY_S = 120.0  # a lost host: how long to keep trying


def normal_url(text: str) -> str:
    """"192.168.1.5:8765" or "ws://host:port" as a websocket URL."""
    text = text.strip()
    if "://" not in text:
        text = "ws://" + text
    return text


class NetClient:
    def __init__(self, url: str, code: str, seat: int | None = None, name: str | None = None,
                 game: str | None = None, pick: bool = False, retry_s: float = RETRY_S,
                 first_try_s: float = FIRST_TRY_S) -> None:
        self.url = normal_url(url)
        self.code = code
        self.seat = seat
        self.name = name
        self.game = game
        self.pick = pick
        self.token: str | None = None
        self.retry_s = retry_s
        self.first_try_s = first_try_s
        self.inbox: queue.Queue[tuple[str, Any]] = queue.Queue()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.ws: ClientConnection | None = None
        self.thread: threading.Thread | None = None
        self.closing = False
        self.done = threading.Event()
        self.why = ""  # the error code of a refusal ("wrong_code"...), "bad_url", "unreachable" or "lost"
        self._out: asyncio.Queue | None = None

    def start(self) -> None:
        self.thread = threading.Thread(target=lambda: asyncio.run(self._main()), name="gameshelf-join",
                                       daemon=True)
        self.thread.start()

    def send(self, msg: dict[str, Any]) -> None:
        loop, out = self.loop, self._out
        if loop is None or out is None or self.closing:
            return
        try:
            loop.call_soon_threadsafe(out.put_nowait, P.dumps(msg))
        except RuntimeError:
            pass

    def take_seat(self, seat: int, name: str) -> None:
        """After ``pick``: take one of the free seats the ``table`` message listed."""
        self.seat, self.name = seat, name
        self.send({"type": "take_seat", "seat": seat, "name": name})

    def close(self) -> None:
        self.closing = True
        loop, ws = self.loop, self.ws
        if loop is not None and ws is not None:
            try:
                asyncio.run_coroutine_threadsafe(ws.close(1000, "bye"), loop)
            except RuntimeError:
                pass

    # ----- the network thread -------------------------------------------------------------
    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        welcomed = False
        deadline = time.monotonic() + self.first_try_s
        reason = "cannot reach the host"
        try:
            while not self.closing:
                try:
                    async with connect(self.url, max_size=P.MAX_HOST_FRAME, compression=None, proxy=None,
                                       open_timeout=5, ping_interval=10, ping_timeout=20) as ws:
                        self.ws = ws
                        outcome = await self._session(ws)
                except (TimeoutError, OSError, InvalidHandshake) as exc:
                    outcome = ("lost", _why(exc))
                except InvalidURI as exc:
                    self.why = "bad_url"
                    self.inbox.put(("refused", f"not a websocket address: {exc}"))
                    return
                finally:
                    self.ws = None
                kind, detail = outcome
                if kind in ("refused", "over") or self.closing:
                    if kind == "refused":
                        self.inbox.put(("refused", detail))
                    return
                if kind == "welcomed":
                    welcomed = True
                    deadline = time.monotonic() + self.retry_s
                    detail = "the connection to the host was lost"
                    self.inbox.put(("lost", detail))
                reason = detail
                if time.monotonic() > deadline:
                    break
                await asyncio.sleep(0.5 if welcomed else 0.3)
            if not self.closing:
                self.why = "lost" if welcomed else "unreachable"
                self.inbox.put(("gone", reason))
        finally:
            self.done.set()

    async def _session(self, ws: ClientConnection) -> tuple[str, str]:
        """One connection: hello, then messages until it closes. Returns why it ended."""
        hello = P.hello(self.code, self.seat, self.name, self.game, self.token)
        if self.pick and self.seat is None:
            hello["pick"] = True
        await ws.send(P.dumps(hello))
        self._out = asyncio.Queue()
        writer = asyncio.ensure_future(self._writer(ws, self._out))
        welcomed = False
        over = False
        try:
            async for frame in ws:
                try:
                    msg = P.parse(frame, P.HOST_TYPES)
                except P.ProtocolError:
                    continue  # a host of another version: the hello has been refused already
                if msg["type"] == "error" and msg.get("fatal"):
                    self.why = str(msg.get("code") or "")
                    return "refused", str(msg.get("message") or msg.get("code"))
                if msg["type"] == "welcome":
                    welcomed = True
                    self.seat = msg.get("seat")
                    self.token = msg.get("token") or self.token
                over = over or msg["type"] == "game_over"
                self.inbox.put(("message", msg))
        except ConnectionClosed:
            pass
        finally:
            writer.cancel()
            self._out = None
        if over:
            return "over", ""
        return ("welcomed" if welcomed else "lost"), "the host closed the connection"

    async def _writer(self, ws: ClientConnection, q: asyncio.Queue) -> None:
        try:
            while True:
                await ws.send(await q.get())
        except ConnectionClosed:
            pass


def _why(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return f"cannot reach the host ({text[:120]})"
