"""A remote seat's picture of the game, built from the host's messages only (pure).

``RemoteMatch`` answers what the table and the bots ask of a ``Match`` (``state``, ``states``,
``steps``, ``current_player``, ``legal_actions``, ``view_for``, ``names``, ``seats``...), but
every state in it is this seat's ``player_view`` as the host sent it, and ``submit`` / ``undo``
only send a request: the host decides, and its next ``update`` brings the result. Until then
the seat is ``pending`` and offers no decision (a click is not taken twice).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine.core import CHANCE, TERMINAL, IllegalAction
from game.engine.match import REMOTE


@dataclass(frozen=True)
class RemoteStep:
    """A step as this seat may know it: ``action`` is None when it is not this seat's to know."""

    ply: int
    player: int  # a seat or CHANCE
    action: Any
    text: str
    barrier: bool
    log: dict[str, str] | None
    round_after: int | None


class RemoteMatch:
    def __init__(self, game: Any, welcome: dict[str, Any], send: Callable[[dict[str, Any]], None]) -> None:
        self.game = game
        self.seat: int = int(welcome["seat"])
        self.num_players = int(welcome["players"])
        self.names: list[str] = list(welcome.get("names") or [])
        self.kinds: list[str] = list(welcome.get("kinds") or [REMOTE] * self.num_players)
        self.options: dict[str, Any] = dict(welcome.get("options") or {})
        self.status: list[dict[str, Any]] = list(welcome.get("seats") or [])
        self.send = send
        self.states: list[Any] = []
        self.steps: list[RemoteStep] = []
        self.first_round: int | None = None
        self.current: int = CHANCE
        self.legal: list[Any] = []
        self.undo_ok = False
        self.pending = False
        self.synced = False
        self.result: dict[str, Any] | None = None
        self.seed = 0
        self.autosave_path = None

    # ----- messages -------------------------------------------------------------------------
    def apply(self, msg: dict[str, Any]) -> str:
        """Take in one host message; returns what changed: "sync", "update", "rewind",
        "seats", "over" or "" (nothing the table draws)."""
        kind = msg.get("type")
        if kind == "sync":
            self._sync(msg)
            return "sync"
        if kind == "update":
            return self._update(msg)
        if kind in ("seats", "lobby"):
            self.status = list(msg.get("seats") or self.status)
            self.names = [s.get("name", n) for s, n in zip(self.status, self.names)] or self.names
            return "seats"
        if kind == "game_over":
            self.result = msg
            return "over"
        if kind == "error":
            self.pending = False
            return "error"
        return ""

    def _sync(self, msg: dict[str, Any]) -> None:
        self.names = list(msg.get("names") or self.names)
        self.kinds = list(msg.get("kinds") or self.kinds)
        self.status = list(msg.get("seats") or self.status)
        self.first_round = msg.get("first_round")
        self.steps = [self._step(j) for j in msg.get("steps") or []]
        self.states = [None] * len(self.steps) + [self.game.from_json(msg["view"])]
        self._turn(msg.get("turn") or {})
        self.synced = True

    def _update(self, msg: dict[str, Any]) -> str:
        keep = int(msg.get("keep", len(self.steps)))
        rewound = keep < len(self.steps)
        del self.steps[keep:]
        del self.states[keep + 1:]
        for j in msg.get("steps") or []:  # the states between are not this seat's to see drawn
            self.steps.append(self._step(j))
            self.states.append(None)
        self.states[-1] = self.game.from_json(msg["view"])
        self._turn(msg.get("turn") or {})
        return "rewind" if rewound else "update"

    def _step(self, j: dict[str, Any]) -> RemoteStep:
        player = CHANCE if j.get("player") == "chance" else int(j["player"])
        action = self.game.decode_action(j["action"]) if "action" in j else None
        log = j.get("log")
        return RemoteStep(int(j["ply"]), player, action, (log or {}).get("en", ""), bool(j.get("barrier")),
                          log, j.get("round"))

    def _turn(self, t: dict[str, Any]) -> None:
        self.current = int(t.get("current", CHANCE))
        legal = t.get("legal")
        self.legal = [self.game.decode_action(a) for a in legal] if legal is not None else []
        self.undo_ok = bool(t.get("undo"))
        self.pending = False

    # ----- what the table and the bots read -------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def initial_state(self) -> Any:
        return self.states[0]

    @property
    def seats(self) -> list[str]:
        return self.kinds

    @property
    def current_player(self) -> int:
        return self.current

    @property
    def is_over(self) -> bool:
        return self.current == TERMINAL

    def my_turn(self) -> bool:
        return self.current == self.seat and bool(self.legal) and not self.pending

    def legal_actions(self) -> list[Any]:
        return list(self.legal) if self.my_turn() else []

    def view_for(self, seat: int | None) -> Any:
        if seat == self.seat:
            return self.state
        return self.game.player_view(self.state, None)

    def is_human(self, seat: int) -> bool:
        """The person at this screen: only this seat."""
        return seat == self.seat

    def is_person(self, seat: int) -> bool:
        return 0 <= seat < self.num_players and self.kinds[seat] in ("human", REMOTE)

    def human_seats(self) -> list[int]:
        return [self.seat]

    def connected(self, seat: int) -> bool:
        if not 0 <= seat < len(self.status):
            return True
        return bool(self.status[seat].get("connected", True)) or not self.status[seat].get("remote")

    def ai_level(self, seat: int) -> str | None:
        if not 0 <= seat < len(self.status):
            return None
        return self.status[seat].get("ai")

    # ----- requests --------------------------------------------------------------------------
    def submit(self, action: Any, player: int | None = None) -> None:
        if not self.my_turn() or action not in self.legal:
            raise IllegalAction("That action is not allowed now.")
        self.pending = True
        self.send({"type": "action", "ply": len(self.steps), "action": self.game.encode_action(action)})

    def advance(self) -> list[Any]:
        return []

    def can_undo(self, seat: int) -> bool:
        return seat == self.seat and self.undo_ok and not self.pending

    def undo(self, seat: int, to: int | None = None) -> None:
        if not self.can_undo(seat):
            raise IllegalAction("Nothing to undo: new information has been revealed since.")
        self.pending = True
        msg: dict[str, Any] = {"type": "undo", "ply": len(self.steps)}
        if to is not None:
            msg["to"] = to
        self.send(msg)

    # ----- the end ----------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return list((self.result or {}).get("scores") or [])

    def winners(self) -> list[int]:
        return list((self.result or {}).get("winners") or [])

    def result_line(self) -> dict[str, Any]:
        r = self.result or {}
        return {"type": "result", "scores": r.get("scores", []), "winners": r.get("winners", []),
                "plies": r.get("plies", len(self.steps)), "breakdown": r.get("breakdown", []),
                "places": r.get("places")}

    def save(self, path: Any, with_states: bool = False) -> None:
        raise OSError("the host keeps this game's record")

    def autosave(self) -> None:
        pass
