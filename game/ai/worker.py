"""Runs a bot off the drawing loop so the window keeps drawing and answering input.

``BotWorker`` (the one the table uses) searches in a separate process: a thread would share
the GIL with the drawing loop, which then got about half the interpreter (the table's frame
rate halved while a bot thought). One persistent process per table is started lazily, reused
for every decision and shut down by ``close()`` (or when the worker is dropped, or the app
exits: it is a daemon). Each decision sends ``(bot, view)`` pickled and gets back the action
and the bot's updated RNG state, so the table's bot goes on exactly as if it had chosen
in-process (same seed, same choices).

Cancel is at once: a ``multiprocessing.Event`` given to the child at creation is set by
``cancel()``, and the search's budget checks ``cancel.is_set()`` every iteration. A child
that dies or stops answering is reported by ``poll()`` as an error (never a hang of the
window) and the next ``start()`` makes a new process. If no process can be started at all,
the worker says so in one log line and thinks in a thread instead (``ThreadBotWorker``).
"""

from __future__ import annotations

import importlib
import io
import logging
import multiprocessing
import multiprocessing.spawn
import pickle
import signal
import sys
import threading
import time
import traceback
import weakref
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger(__name__)

_SWITCH_INTERVAL_S = 0.002
# A search's own time cap is its budget; past that plus this grace the child is taken as hung
# (the first decision also pays the child's start-up and imports).
_HANG_GRACE_S = 20.0
_NO_BUDGET_DEADLINE_S = 60.0  # bots without a time budget (random, greedy) answer in far less
_CANCEL_WAIT_S = 0.5  # start() after cancel(): how long the old search may take to stop
_PRELOAD = ["game.ai.worker", "game.games"]
# the bot attributes that describe it rather than change as it plays: never sent back
_FIXED_ATTRS = {"game", "rng", "config", "seat", "num_players", "kind"}


_PROC_NAME = "gameshelf-bot"


def _no_main_for_bots() -> None:
    """The bot process needs nothing from the parent's ``__main__``: without this, spawn and
    forkserver children run the main script again as ``__mp_main__``, and a script without an
    ``if __name__ == "__main__"`` guard would start a second app inside the bot's process.
    Installed once; only processes named ``_PROC_NAME`` are affected."""
    original = multiprocessing.spawn.get_preparation_data
    if getattr(original, "gameshelf_bots", False):
        return

    def get_preparation_data(name: str) -> dict[str, Any]:
        data = original(name)
        if name == _PROC_NAME:
            data.pop("init_main_from_path", None)
            data.pop("init_main_from_name", None)
        return data

    get_preparation_data.gameshelf_bots = True  # type: ignore[attr-defined]
    multiprocessing.spawn.get_preparation_data = get_preparation_data


def start_method() -> str:
    """"forkserver" where it exists (Linux, macOS): a clean interpreter forks the workers, not
    the app's process with SDL and its threads; "spawn" elsewhere (Windows)."""
    methods = multiprocessing.get_all_start_methods()
    return "forkserver" if "forkserver" in methods and sys.platform != "win32" else "spawn"


# ----- the thread worker (the fallback) ------------------------------------------------------
@dataclass
class _ThreadJob:
    cancel: threading.Event = field(default_factory=threading.Event)
    result: Any = None
    error: str | None = None
    done: bool = False


class ThreadBotWorker:
    """The bot thinks in a thread of this process (shares the GIL with the drawing loop)."""

    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._job: _ThreadJob | None = None

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and not self._job_cancelled()

    def _job_cancelled(self) -> bool:
        return self._job is not None and self._job.cancel.is_set()

    def start(self, bot: Any, view: Any) -> None:
        if self.busy:
            raise RuntimeError("the bot worker is already thinking")
        sys.setswitchinterval(_SWITCH_INTERVAL_S)
        self._job = job = _ThreadJob()  # a cancelled search still running writes to its own job
        self._thread = threading.Thread(target=self._run, args=(bot, view, job), daemon=True)
        self._thread.start()

    @staticmethod
    def _run(bot: Any, view: Any, job: _ThreadJob) -> None:
        try:
            result = bot.choose(view, job.cancel)
            if not job.cancel.is_set():
                job.result = result
        except Exception:  # reported to the table through poll(), never lost
            job.error = traceback.format_exc(limit=5)
        finally:
            job.done = True

    def poll(self) -> tuple[bool, Any, str | None]:
        """(done, action, error). After a cancel, done is reported with no action."""
        job = self._job
        if job is None or not job.done:
            return (False, None, None)
        return (True, job.result, job.error)

    def cancel(self) -> None:
        if self._job is not None:
            self._job.cancel.set()

    def join(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def close(self) -> None:
        self.cancel()


# ----- the process worker ---------------------------------------------------------------------
def _level_tables(game: Any) -> list[tuple[str, dict[str, Any]]]:
    """Where difficulty settings live: a game's own ``heuristics.AI_LEVELS``, then ``LEVELS``."""
    from game.ai.bots import LEVELS

    heuristics = getattr(game, "heuristics", None)
    own = getattr(heuristics, "AI_LEVELS", None)
    tables = [(heuristics.__name__, own)] if isinstance(own, dict) else []
    return tables + [("", LEVELS)]


def dumps_decision(bot: Any, view: Any) -> bytes:
    """``(bot, view)`` pickled. A difficulty's settings go by name (module, level), not by
    value: a game's level may carry functions (lambdas) that cannot be pickled."""
    levels: dict[int, tuple[str, str]] = {}
    for module, table in reversed(_level_tables(getattr(bot, "game", None))):  # the game's own win
        levels.update({id(config): (module, level) for level, config in table.items()})

    class _Pickler(pickle.Pickler):
        def persistent_id(self, obj: Any) -> Any:
            ref = levels.get(id(obj))
            return ("ai-level", *ref) if ref is not None else None

    out = io.BytesIO()
    _Pickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump((bot, view))
    return out.getvalue()


def loads_decision(data: bytes) -> tuple[Any, Any]:
    class _Unpickler(pickle.Unpickler):
        def persistent_load(self, pid: Any) -> Any:
            _, module, level = pid
            if not module:
                from game.ai.bots import LEVELS

                return LEVELS[level]
            return importlib.import_module(module).AI_LEVELS[level]

    return _Unpickler(io.BytesIO(data)).load()


def _serve(conn: Any, cancel: Any) -> None:
    """The child: answer decisions until told to stop (None) or the parent is gone (EOF)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the app's; the app ends this process
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        seq, payload = message
        try:
            bot, view = loads_decision(payload)
            action = bot.choose(view, cancel)
            state = {k: v for k, v in vars(bot).items() if k not in _FIXED_ATTRS}
            reply = (seq, action, bot.rng.getstate(), state, None)
            data = pickle.dumps(reply, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:
            data = pickle.dumps((seq, None, None, {}, traceback.format_exc(limit=5)))
        try:
            conn.send_bytes(data)
        except (EOFError, OSError):
            return


@dataclass
class _Job:
    seq: int
    bot: Any
    view: Any
    deadline: float
    cancelled: bool = False
    done: bool = False
    result: Any = None
    error: str | None = None


def _stop_process(proc: Any, conn: Any, graceful: bool = True) -> None:
    """End the child and reap it (no zombie). Graceful: ask first (a child that may be hung or
    stuck in a search is terminated at once instead)."""
    if graceful:
        try:
            conn.send(None)
            proc.join(0.5)
        except Exception:
            pass
    try:
        if proc.is_alive():
            proc.terminate()
            proc.join(1.0)
        if proc.is_alive():
            proc.kill()
            proc.join(1.0)
    except Exception:
        pass
    try:
        conn.close()
    except Exception:
        pass


class ProcessBotWorker:
    """The BotWorker interface (start, poll, cancel, join, busy) over one persistent child."""

    def __init__(self, method: str | None = None) -> None:
        self.method = method or start_method()
        self._ctx = multiprocessing.get_context(self.method)
        self._proc: Any = None
        self._conn: Any = None
        self._cancel: Any = None
        self._finalizer: Any = None
        self._launcher: threading.Thread | None = None
        self._launch_error: BaseException | None = None
        self._job: _Job | None = None
        self._seq = 0
        self.fallback: ThreadBotWorker | None = None  # for good: no process could be started
        self._local: ThreadBotWorker | None = None  # this decision only: it could not be pickled
        self.start_s: float | None = None  # how long starting the process took (measured)

    # -- the child process --
    @property
    def pid(self) -> int | None:
        self._wait_launch(5.0)
        return self._proc.pid if self._proc is not None else None

    def _launching(self) -> bool:
        return self._launcher is not None and self._launcher.is_alive()

    def _alive(self) -> bool:
        if self._launching():
            return True
        return self._proc is not None and self._launch_error is None and self._proc.is_alive()

    def _launch(self) -> None:
        """Create the child; it starts in a helper thread, since a forkserver's first start
        (a fresh interpreter importing the rules) takes most of a second and the window must
        keep drawing meanwhile. Requests sent before it runs wait in the pipe."""
        if self._ctx.get_start_method() == "forkserver":
            self._ctx.set_forkserver_preload(_PRELOAD)
        parent, child = self._ctx.Pipe(duplex=True)
        cancel = self._ctx.Event()
        _no_main_for_bots()
        proc = self._ctx.Process(target=_serve, args=(child, cancel), name=_PROC_NAME, daemon=True)
        self._proc, self._conn, self._cancel, self._launch_error = proc, parent, cancel, None
        self._finalizer = weakref.finalize(self, _stop_process, proc, parent)
        self._launcher = threading.Thread(target=self._start_child, args=(proc, child), daemon=True)
        self._launcher.start()

    def _start_child(self, proc: Any, child: Any) -> None:
        started = time.perf_counter()
        try:
            proc.start()
            self.start_s = time.perf_counter() - started
        except BaseException as exc:  # noticed by _collect, which falls back to a thread
            self._launch_error = exc
        finally:
            child.close()

    def _wait_launch(self, timeout: float) -> None:
        if self._launcher is not None:
            self._launcher.join(timeout)

    def _drop_process(self, graceful: bool = False) -> None:
        """Stop the child (if any) and forget it: the next start makes a new one."""
        self._wait_launch(10.0)
        if self._finalizer is not None and self._finalizer.detach() is not None:
            _stop_process(self._proc, self._conn, graceful)
        self._proc = self._conn = self._cancel = self._finalizer = self._launcher = None

    # -- the interface --
    def _thread(self) -> ThreadBotWorker | None:
        """The thread worker answering the current decision, if a thread answers it."""
        return self.fallback or self._local

    @property
    def busy(self) -> bool:
        self._collect()
        if self._thread() is not None:
            return self._thread().busy
        return self._job is not None and not self._job.done and not self._job.cancelled

    def start(self, bot: Any, view: Any) -> None:
        if self.busy:
            raise RuntimeError("the bot worker is already thinking")
        if self.fallback is None:
            try:
                payload = dumps_decision(bot, view)
            except Exception as exc:  # a bot that cannot be sent still plays, in a thread
                log.warning("bot %s cannot go to its process (%s); it thinks in a thread", type(bot).__name__, exc)
                self._local = ThreadBotWorker()
            else:
                self._local = None
        if self._thread() is not None:
            self._thread().start(bot, view)
            return
        self._finish_cancelled()
        self._seq += 1
        self._job = _Job(self._seq, bot, view, time.monotonic() + _deadline_s(bot))
        try:
            if not self._alive():
                self._drop_process()
                self._launch()
            self._cancel.clear()
            self._conn.send((self._seq, payload))
        except Exception as exc:
            self._use_thread(exc)

    def prepare(self) -> None:
        """Start the process now (in the background), before the first decision needs it."""
        if self._thread() is None and not self._alive():
            try:
                self._drop_process()
                self._launch()
            except Exception as exc:
                self._use_thread(exc)

    def _use_thread(self, exc: BaseException) -> None:
        """No process: think in a thread from now on, so the game is never blocked."""
        log.warning("bot process could not start (%s); the bot thinks in a thread", exc)
        job, self._job = self._job, None
        self._drop_process()
        self.fallback = ThreadBotWorker()
        if job is not None and not job.cancelled:
            self.fallback.start(job.bot, job.view)

    def _finish_cancelled(self) -> None:
        """A cancelled search still running must stop before the Event is cleared for the next."""
        job = self._job
        if job is None or job.done or not self._alive():
            return
        self.join(_CANCEL_WAIT_S)
        if not job.done:  # it did not stop: a new process rather than a wrong answer
            self._drop_process()
            job.done = True

    def poll(self) -> tuple[bool, Any, str | None]:
        """(done, action, error). After a cancel, done is reported with no action."""
        self._collect()
        if self._thread() is not None:
            return self._thread().poll()
        job = self._job
        if job is None or not job.done:
            return (False, None, None)
        return (True, None if job.cancelled else job.result, job.error)

    def cancel(self) -> None:
        if self._thread() is not None:
            self._thread().cancel()
            return
        if self._job is not None and not self._job.done:
            self._job.cancelled = True
            if self._cancel is not None:
                self._cancel.set()

    def join(self, timeout: float | None = None) -> None:
        """Wait until the current decision is answered (or the timeout passes)."""
        end = None if timeout is None else time.monotonic() + timeout
        while self._thread() is None and self._job is not None and not self._job.done:
            wait = 0.05 if end is None else max(0.0, min(0.05, end - time.monotonic()))
            if self._launching():
                self._wait_launch(wait)
            else:
                try:
                    if self._conn is not None:
                        self._conn.poll(wait)
                except (EOFError, OSError):
                    pass
            self._collect()
            if end is not None and time.monotonic() >= end:
                return
        if self._thread() is not None:
            self._thread().join(None if end is None else max(0.0, end - time.monotonic()))

    def close(self) -> None:
        """Stop thinking and end the child process (the table is closing)."""
        if self._thread() is not None:
            self._thread().close()
        self.cancel()
        self._drop_process(graceful=True)
        if self._job is not None and not self._job.done:
            self._job.done = True

    # -- answers --
    def _collect(self) -> None:
        """Take the child's answer if there is one; notice a dead or hung child."""
        job = self._job
        if job is None or job.done or self._thread() is not None:
            return
        if self._launching():
            if time.monotonic() > job.deadline:
                self._fail(job, "the bot's process did not start in time")
            return
        if self._launch_error is not None:
            self._use_thread(self._launch_error)
            return
        try:
            while self._conn is not None and self._conn.poll(0):
                reply = pickle.loads(self._conn.recv_bytes())
                if reply[0] == job.seq:
                    self._accept(job, reply)
                    return
        except (EOFError, OSError) as exc:
            self._fail(job, f"the bot's process stopped answering ({exc or type(exc).__name__})")
            return
        if not self._alive():
            code = self._proc.exitcode if self._proc is not None else None
            self._fail(job, f"the bot's process ended (exit code {code})")
        elif time.monotonic() > job.deadline:
            self._fail(job, "the bot's process did not answer in time")

    @staticmethod
    def _accept(job: _Job, reply: tuple[Any, ...]) -> None:
        _, action, rng_state, state, error = reply
        if error is None:
            job.bot.rng.setstate(rng_state)  # the parent's bot goes on as if it had chosen itself
            for key, value in state.items():
                setattr(job.bot, key, value)
            job.result = action
        job.error = error
        job.done = True

    def _fail(self, job: _Job, message: str) -> None:
        job.error = None if job.cancelled else message
        job.done = True
        self._drop_process()


def _deadline_s(bot: Any) -> float:
    budget = getattr(getattr(bot, "config", None), "budget", None)
    seconds = getattr(budget, "seconds", None)
    return (seconds + _HANG_GRACE_S) if seconds else _NO_BUDGET_DEADLINE_S


BotWorker = ProcessBotWorker
