"""The host's network side: a websockets server in its own thread with its own event loop.

It greets each connection (``hello``: the app, the protocol and app version, the game, the
invite code), gives it a remote seat from the ``SeatBook`` and from then on passes what the
seat sends to the game's thread (``HostSession.inbox``). It never touches the Match.

Hostile input is refused here before it costs the game anything: a frame over
``MAX_CLIENT_FRAME`` closes the connection (the library refuses it unread), malformed JSON or
an unknown type is answered with an error (too many of them close the connection), a flood
(more than ``RATE`` messages a second for long) closes it, a connection that says nothing
useful is dropped after ``HELLO_TIMEOUT_S``. Each kind is logged once per connection.
"""

from __future__ import annotations

import asyncio
import itertools
import threading
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.net import protocol as P
from game.net.session import HostSession, Inbound

HELLO_TIMEOUT_S = 15.0
PICK_TIMEOUT_S = 600.0  # a joiner looking at the free seats
RATE = 100.0  # messages a second a connection may keep up...
BURST = 300.0  # ...after a burst this large
MAX_ERRORS = 30  # refused messages before the connection is closed
MAX_CONNECTIONS = 64
MAX_OUT_QUEUE = 5000  # messages waiting for a slow client before it is dropped (it resyncs on return)


class _Bucket:
    def __init__(self) -> None:
        self.tokens = BURST
        self.t = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.t) * RATE)
        self.t = now
        self.tokens -= 1
        return self.tokens >= 0


class NetServer:
    def __init__(self, session: HostSession, code: str, bind: str = "0.0.0.0", port: int = 0,
                 log: Callable[[str], None] = lambda line: None) -> None:
        self.session = session
        self.code = code
        self.bind = bind
        self.port = port
        self.log = log
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread: threading.Thread | None = None
        self.ready = threading.Event()
        self.error: BaseException | None = None
        self.queues: dict[int, asyncio.Queue] = {}
        self.sockets: dict[int, ServerConnection] = {}
        self.ids = itertools.count(1)
        self._stop: asyncio.Event | None = None
        self.logged: set[tuple[Any, ...]] = set()
        self._out_lock = threading.Lock()
        self._outbox: list[tuple[int, str]] = []
        self._woken = False

    # ----- life -------------------------------------------------------------------------
    def start(self, timeout: float = 10.0) -> int:
        """Listen (in the network thread); returns the port. Raises OSError if it cannot."""
        self.thread = threading.Thread(target=self._run, name="gameshelf-host", daemon=True)
        self.thread.start()
        self.ready.wait(timeout)
        if self.error is not None:
            raise self.error
        if not self.ready.is_set():
            raise OSError("the network did not start in time")
        return self.port

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # a port in use, an address we do not have
            self.error = exc
            self.ready.set()

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        # no per-message compression: a seat's view is a few kilobytes (4-18 KB), and deflating it
        # for every seat cost the host a fifth of its CPU per action (bench: 5.9 -> 4.6 ms)
        async with serve(self._handler, self.bind, self.port, max_size=P.MAX_CLIENT_FRAME,
                         compression=None, ping_interval=10, ping_timeout=20, max_queue=64) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            self.ready.set()
            await self._stop.wait()
            for ws in list(self.sockets.values()):
                await ws.close(1001, "the host is closing")

    def stop(self, timeout: float = 5.0) -> None:
        """Close every connection and stop listening."""
        if self.loop is not None and self._stop is not None:
            try:
                self.loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:  # the loop has already ended
                pass
        if self.thread is not None:
            self.thread.join(timeout)

    def flushed(self) -> bool:
        """Nothing waits to be sent."""
        with self._out_lock:
            if self._outbox:
                return False
        return all(q.empty() for q in list(self.queues.values()))

    # ----- sending (any thread) -----------------------------------------------------------
    def send(self, conn: int, msg: dict[str, Any] | str) -> None:
        """Queue a message (a dict, or its JSON text) for a connection. The network thread is
        woken once for all that was queued since it last looked (one wake-up per batch)."""
        text = msg if isinstance(msg, str) else P.dumps(msg)
        loop = self.loop
        if loop is None:
            return
        with self._out_lock:
            self._outbox.append((conn, text))
            if self._woken:
                return
            self._woken = True
        try:
            loop.call_soon_threadsafe(self._drain)
        except RuntimeError:
            pass

    def _drain(self) -> None:
        with self._out_lock:
            items, self._outbox, self._woken = self._outbox, [], False
        for conn, text in items:
            self._enqueue(conn, text)

    def _enqueue(self, conn: int, text: str) -> None:
        q = self.queues.get(conn)
        if q is None:
            return
        if q.qsize() > MAX_OUT_QUEUE:
            ws = self.sockets.get(conn)
            if ws is not None:
                self._log_once(conn, "slow", "a client does not read its messages; closing its connection")
                asyncio.ensure_future(ws.close(1008, "too slow"))
            return
        q.put_nowait(text)

    async def _writer(self, ws: ServerConnection, q: asyncio.Queue) -> None:
        while True:
            text = await q.get()
            await ws.send(text)
            q.task_done()

    # ----- one connection -----------------------------------------------------------------
    def _log_once(self, conn: Any, kind: str, line: str) -> None:
        if (conn, kind) not in self.logged:
            self.logged.add((conn, kind))
            self.log(line)

    async def _handler(self, ws: ServerConnection) -> None:
        conn = next(self.ids)
        peer = _peer(ws)
        if len(self.sockets) >= MAX_CONNECTIONS:
            self._log_once("server", "full", f"too many connections; refusing {peer}")
            await ws.close(1013, "too many connections")
            return
        q: asyncio.Queue = asyncio.Queue()
        self.queues[conn], self.sockets[conn] = q, ws
        writer = asyncio.ensure_future(self._writer(ws, q))
        seat: int | None = None
        try:
            seat = await self._greet(ws, conn, q)
            if seat is not None:
                await self._serve_seat(ws, conn, seat, q)
        except ConnectionClosed as exc:
            rcvd = exc.rcvd
            if rcvd is None and exc.sent is not None and exc.sent.code == 1009:
                self._log_once(peer, "big", f"{peer}: a message over {P.MAX_CLIENT_FRAME} bytes; connection closed")
        except P.ProtocolError as exc:
            self._log_once(peer, exc.code, f"{peer}: refused: {exc}")
            await self._fatal(ws, q, exc)
        except TimeoutError:
            self._log_once(peer, "timeout", f"{peer}: said nothing useful in time; connection closed")
            await ws.close(1008, "timeout")
        finally:
            writer.cancel()
            self.queues.pop(conn, None)
            self.sockets.pop(conn, None)
            if seat is not None:
                self.session.book.release(seat, conn)
                self.session.inbox.put(Inbound("left", seat, conn))

    async def _fatal(self, ws: ServerConnection, q: asyncio.Queue, exc: P.ProtocolError) -> None:
        try:
            await asyncio.wait_for(q.join(), 2.0)
            await ws.send(P.dumps(P.error(exc.code, str(exc))))
            await ws.close(1008, exc.code)
        except (TimeoutError, ConnectionClosed):
            pass

    async def _recv(self, ws: ServerConnection, timeout: float | None) -> Any:
        if timeout is None:
            return await ws.recv()
        return await asyncio.wait_for(ws.recv(), timeout)

    async def _greet(self, ws: ServerConnection, conn: int, q: asyncio.Queue) -> int | None:
        """The hello, then (if it named no seat) the pick: returns the seat taken."""
        msg = P.parse(await self._recv(ws, HELLO_TIMEOUT_S), P.CLIENT_TYPES)
        info = self.session.table_info()
        P.check_hello(msg, self.code, info["game"])
        want = P.seat_number(msg.get("seat"), info["players"])
        name = msg.get("name")
        if "seat" not in msg and msg.get("pick"):
            q.put_nowait(P.dumps({"type": "table", **self.session.table_info()}))
            pick = P.parse(await self._recv(ws, PICK_TIMEOUT_S), P.CLIENT_TYPES)
            if pick["type"] != "take_seat":
                raise P.ProtocolError(P.BAD_HELLO, "expected take_seat")
            want = P.seat_number(pick.get("seat"), info["players"])
            name = pick.get("name", name)
        seat, token, evicted = self.session.book.claim(want, conn, str(name or ""), msg.get("token"))
        if evicted is not None and evicted in self.sockets:
            asyncio.ensure_future(self.sockets[evicted].close(1000, "the seat was taken back"))
        info = self.session.table_info()
        q.put_nowait(P.dumps({"type": "welcome", "seat": seat, "token": token, "protocol": P.PROTOCOL,
                              "names": self.session.book.names(), **info}))
        self.session.inbox.put(Inbound("joined", seat, conn))
        return seat

    async def _serve_seat(self, ws: ServerConnection, conn: int, seat: int, q: asyncio.Queue) -> None:
        bucket = _Bucket()
        errors = 0
        peer = _peer(ws)
        async for frame in ws:
            if not bucket.take():
                self._log_once(peer, P.FLOOD, f"{peer} (seat {seat + 1}): flooding; connection closed")
                raise P.ProtocolError(P.FLOOD, "too many messages")
            try:
                msg = P.parse(frame, P.CLIENT_TYPES)
                if msg["type"] not in ("action", "undo"):
                    raise P.ProtocolError(P.UNKNOWN_TYPE, f"{msg['type']!r} is not expected now")
            except P.ProtocolError as exc:
                errors += 1
                self._log_once(peer, exc.code, f"{peer} (seat {seat + 1}): refused: {exc}")
                q.put_nowait(P.dumps(P.error(exc.code, str(exc))))
                if errors > MAX_ERRORS:
                    self._log_once(peer, "errors", f"{peer} (seat {seat + 1}): too many bad messages; closed")
                    await ws.close(1008, "too many bad messages")
                    return
                continue
            self.session.inbox.put(Inbound("message", seat, conn, msg))


def _peer(ws: ServerConnection) -> str:
    try:
        host, port = ws.remote_address[:2]
        return f"{host}:{port}"
    except Exception:
        return "a client"
