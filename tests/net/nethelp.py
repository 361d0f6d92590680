"""Shared pieces of the network tests: a headless host and joiners as real processes on
127.0.0.1, their logs, and the no-leak check (every message a seat received holds nothing
that seat's player_view did not show at that moment)."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from websockets.sync.client import ClientConnection, connect

from game import __version__
from game.engine.core import CHANCE
from game.engine.match import Match
from game.games import get_game
from game.net.protocol import MAX_HOST_FRAME, PROTOCOL

ROOT = Path(__file__).resolve().parents[2]
STARTED: list[subprocess.Popen] = []  # every host and joiner a test started: conftest ends any left running


def env(home: Path) -> dict[str, str]:
    e = dict(os.environ)
    e["GAMESHELF_HOME"] = str(home)
    e["PYTHONPATH"] = str(ROOT) + os.pathsep + e.get("PYTHONPATH", "")
    e.pop("HTTP_PROXY", None)
    e.pop("http_proxy", None)
    return e


class Host:
    def __init__(self, home: Path, args: list[str], port: int = 0) -> None:
        self.home = home
        self.err_path = home / f"host-{time.monotonic_ns()}.err"
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "game", "host", "--bind", "127.0.0.1", "--port", str(port), *args],
            stdout=subprocess.PIPE, stderr=open(self.err_path, "w"), env=env(home), text=True, cwd=str(ROOT))
        STARTED.append(self.proc)
        line = self.proc.stdout.readline() if self.proc.stdout else ""
        if not line:
            raise AssertionError(f"the host printed nothing: {self.err_path.read_text()}")
        info = json.loads(line)
        self.url, self.code = info["url"], info["code"]
        self.port = int(self.url.rsplit(":", 1)[1])

    def wait(self, timeout: float) -> int:
        return self.proc.wait(timeout)

    def stderr(self) -> str:
        return self.err_path.read_text()

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def autosave(self) -> Path:
        for line in self.stderr().splitlines():
            if line.startswith("host: autosave "):
                return Path(line.split("host: autosave ", 1)[1].strip())
        raise AssertionError("the host named no autosave")


def join(home: Path, url: str, code: str, seat: int | None, log: Path, bot: str = "random",
         bot_seed: int | None = None, extra: list[str] | None = None) -> subprocess.Popen:
    args = [sys.executable, "-m", "game", "join", url, "--code", code, "--bot", bot, "--log", str(log)]
    if seat is not None:
        args += ["--seat", str(seat + 1)]
    if bot_seed is not None:
        args += ["--bot-seed", str(bot_seed)]
    proc = subprocess.Popen(args + list(extra or []), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env(home), text=True, cwd=str(ROOT))
    STARTED.append(proc)
    return proc


def read_log(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def finish(procs: list[subprocess.Popen], timeout: float) -> list[tuple[int, str]]:
    out = []
    end = time.monotonic() + timeout
    for p in procs:
        try:
            _o, e = p.communicate(timeout=max(1.0, end - time.monotonic()))
        except subprocess.TimeoutExpired:
            p.kill()
            _o, e = p.communicate()
        out.append((p.returncode, e))
    return out


def replayed(out: Path) -> Match:
    return Match.load(out, get_game)


# ----- the no-leak check -----------------------------------------------------------------------
def _strings(j: Any, out: set[str]) -> set[str]:
    if isinstance(j, str):
        out.add(j)
    elif isinstance(j, dict):
        for v in j.values():
            _strings(v, out)
    elif isinstance(j, list):
        for v in j:
            _strings(v, out)
    return out


class LeakCheck:
    """Checks one seat's received messages against the true states of the finished game: every
    view is exactly that seat's player_view then; a step's action is told to another seat only
    when no other candidate of that moment leaves it the same view, and names nothing of the
    game that the seat's views around it do not show; legal actions only on its own turn."""

    def __init__(self, match: Match, seat: int) -> None:
        self.m = match
        self.game = match.game
        self.seat = seat
        self._strings: dict[tuple[int, bool], set[str]] = {}
        self.checked_views = 0
        self.checked_actions = 0
        self.last_ply = 0

    def view_json(self, i: int) -> Any:
        return json.loads(json.dumps(self.game.to_json(self.game.player_view(self.m.states[i], self.seat))))

    def names(self, i: int, true: bool) -> set[str]:
        key = (i, true)
        if key not in self._strings:
            j = self.game.to_json(self.m.states[i]) if true else self.view_json(i)
            self._strings[key] = _strings(json.loads(json.dumps(j)), set())
        return self._strings[key]

    def check_view(self, i: int, sent: Any) -> None:
        assert sent == self.view_json(i), f"seat {self.seat}: the view of state {i} is not its player_view"
        self.checked_views += 1

    def check_step(self, j: dict[str, Any], seen: list[int]) -> None:
        """``seen``: the states whose views the seat has been shown around this step."""
        ply = j["ply"]
        step = self.m.steps[ply]
        player = CHANCE if j["player"] == "chance" else j["player"]
        assert player == step.player
        if "action" not in j:
            return
        assert self.game.decode_action(j["action"]) == step.action
        if player == self.seat:
            return
        content = self.names(0, True)  # every card, tile and token of the game starts somewhere in the set-up
        secret = (self.names(ply + 1, True) & content) - set().union(*(self.names(i, False) for i in seen))
        leaked = _strings(j["action"], set()) & secret
        assert not leaked, f"seat {self.seat} was told {leaked} at ply {ply}"
        before, after = self.m.states[ply], self.m.states[ply + 1]
        mine = self.game.player_view(after, self.seat)
        others = ([o for o, _p in self.game.chance_outcomes(before)] if player == CHANCE
                  else list(self.game.legal_actions(before)))
        for other in others:
            if other != step.action:
                assert self.game.player_view(self.game.apply(before, other), self.seat) != mine, (
                    f"seat {self.seat} was told the action of ply {ply}, which its view cannot tell apart")
        self.checked_actions += 1

    def check_turn(self, t: dict[str, Any]) -> None:
        ply = t["ply"]
        state = self.m.states[ply]
        cp = self.game.current_player(state)
        assert t["current"] == cp
        if t["legal"] is not None:
            assert cp == self.seat, "legal actions sent to a seat whose turn it is not"
            assert [self.game.decode_action(a) for a in t["legal"]] == list(self.game.legal_actions(state))

    def check(self, messages: list[dict[str, Any]]) -> None:
        for msg in messages:
            kind = msg["type"]
            if kind in ("sync", "update"):
                now = msg["turn"]["ply"]
                self.check_view(now, msg["view"])
                for j in msg["steps"]:
                    self.check_step(j, [now, j["ply"] + 1] if kind == "sync" else [now, self.last_ply])
                self.check_turn(msg["turn"])
                self.last_ply = now
            elif kind in ("welcome", "table"):
                assert "seed" not in msg and "initial_state" not in msg


# ----- a hand-made client on one seat ------------------------------------------------------------
def _hello(**over: Any) -> str:
    msg = {"type": "hello", "app": "gameshelf", "protocol": PROTOCOL, "version": __version__}
    msg.update(over)
    return json.dumps(msg)


class Seat:
    """A hand-made client on one seat that plays random legal moves when told to."""

    def __init__(self, url: str, code: str, seat: int, token: str | None = None, name: str = "Mallory") -> None:
        self.ws: ClientConnection = connect(url, proxy=None, open_timeout=10, max_size=MAX_HOST_FRAME)
        self.ws.send(_hello(code=code, seat=seat, name=name, **({"token": token} if token else {})))
        welcome = self.recv()
        assert welcome["type"] == "welcome", welcome
        self.token = welcome["token"]
        self.turn: dict[str, Any] = {}
        self.errors: list[str] = []
        self.over = False

    def recv(self, timeout: float = 30) -> dict[str, Any]:
        msg = json.loads(self.ws.recv(timeout=timeout))
        if msg["type"] in ("sync", "update"):
            self.turn = msg["turn"]
        elif msg["type"] == "error":
            self.errors.append(msg["code"])
        elif msg["type"] == "game_over":
            self.over = True
        return msg

    def drain(self, seconds: float = 0.3) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            try:
                self.recv(timeout=max(0.01, end - time.monotonic()))
            except TimeoutError:
                return

    def wait_turn(self, mine: bool) -> None:
        while not self.over and (self.turn.get("legal") is not None) != mine:
            self.recv()



def play_to_end(seats: list[Seat], rng: random.Random) -> None:
    """Every hand-made seat plays random legal moves until the game is over."""
    end = time.monotonic() + 180
    while not all(s.over for s in seats) and time.monotonic() < end:
        for s in seats:
            s.drain(0.02)
            if s.turn.get("legal") and not s.over:
                s.ws.send(json.dumps({"type": "action", "ply": s.turn["ply"], "action": rng.choice(s.turn["legal"])}))
                s.turn = {}
    assert all(s.over for s in seats)


