"""The host's side of a network game: the Match and what each remote seat is told.

``HostSession`` runs on the thread that owns the Match (the window's loop, or the headless
host's loop); the network thread only puts what arrives into ``inbox`` (``Inbound``) and
sends what ``send`` is given. Nothing here waits on the network.

Each remote seat receives, after every change: the new steps (whose action it is told only
when it could tell it anyway, see ``redact``), the public log line of each step in every
language, its own ``player_view`` now (the game's ``to_json``), and on its turn its legal
actions. A seat's actions are checked exactly as a local click: it must be that seat's
decision, on the state the seat saw (``ply``), and one of the legal actions.
"""

from __future__ import annotations

import queue
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.engine.core import CHANCE, TERMINAL, IllegalAction, game_breakdown, game_places
from game.engine.match import REMOTE, Match
from game.i18n import LANGUAGES
from game.net import protocol as P
from game.net.redact import holds, log_round, log_words, seats_that_see
from game.net.seats import SeatBook

_VIEW_MARK = "\u0000view\u0000"  # where a message's view goes (its JSON text is spliced in)
_VIEW_MARK_JSON = P.dumps(_VIEW_MARK)
TRUE_STATE = "true"  # the key of the true state in the JSON cache (never sent)


@dataclass
class Inbound:
    """What the network thread hands the game's thread: a seat joined or left, or a message."""

    kind: str  # "joined" | "left" | "message"
    seat: int
    conn: int
    msg: dict[str, Any] | None = None


@dataclass
class _StepInfo:
    step: Any
    json: dict[str, Any]  # ply, player, barrier, log, round (the action is added per seat)
    action: Any  # the encoded action
    sees: set[int]  # seats that may be told the action


@dataclass
class _Conn:
    seat: int
    synced: bool = False
    sent: list[Any] = field(default_factory=list)  # the Step objects this connection has
    turn: tuple = ()
    over_sent: bool = False


class HostSession:
    def __init__(self, match: Match, book: SeatBook, remote: list[bool], send: Callable[[int, dict], None],
                 log: Callable[[str], None] = lambda line: None) -> None:
        self.match = match
        self.game = match.game
        self.book = book
        self.remote = list(remote)  # the seats played from other computers (also while the AI stands in)
        self.send = send
        self.log = log
        self.inbox: queue.Queue[Inbound] = queue.Queue()
        self.started = False
        self.conns: dict[int, _Conn] = {}
        self.feed: list[_StepInfo] = []
        self._json: dict[tuple[int, Any], Any] = {}  # (state index, seat or TRUE) -> to_json of that view
        self.logged: set[tuple[Any, ...]] = set()
        self.kind_changed: list[int] = []  # seats whose kind changed (the table drops its bot)

    # ----- what the network thread may ask (immutable or lock-protected) ---------------
    def table_info(self) -> dict[str, Any]:
        m = self.match
        return {"game": self.game.spec.id, "players": m.num_players, "kinds": self.kinds(),
                "options": m.options, "seats": self.book.status(), "started": self.started}

    def kinds(self) -> list[str]:
        return [REMOTE if r else k for r, k in zip(self.remote, self.match.seats)]

    # ----- the game's thread ------------------------------------------------------------
    def start(self) -> None:
        """Begin (or go on with) the game: remote players' names go into the Match."""
        for seat, name in enumerate(self.book.names()):
            if self.remote[seat]:
                self.match.names[seat] = name
        self.started = True
        self.match.autosave()
        for conn in list(self.conns):
            self._sync(conn)
        self._send_seats()

    def pump(self, wait: float = 0.0) -> bool:
        """Handle what arrived (waiting up to ``wait`` seconds for something), resolve chance,
        tell every remote seat what changed. True when the Match changed (the table redraws)."""
        changed = False
        if wait > 0:
            try:
                changed |= self.handle(self.inbox.get(timeout=wait))
            except queue.Empty:
                pass
        while True:
            try:
                ev = self.inbox.get_nowait()
            except queue.Empty:
                break
            changed |= self.handle(ev)
        if self.started:
            if self.match.current_player == CHANCE:
                self.match.advance()
                changed = True
            self.broadcast()
        return changed

    def handle(self, ev: Inbound) -> bool:
        if ev.kind == "joined":
            self._joined(ev.conn, ev.seat)
            return False
        if ev.kind == "left":
            if self.conns.pop(ev.conn, None) is not None:
                self.log(f"seat {ev.seat + 1} ({self.match.names[ev.seat]}) left")
                self._send_seats()
            return False
        conn = self.conns.get(ev.conn)
        if conn is None or ev.msg is None:
            return False
        try:
            if ev.msg["type"] == "action":
                return self._action(conn.seat, ev.msg)
            if ev.msg["type"] == "undo":
                return self._undo(conn.seat, ev.msg)
            raise P.ProtocolError(P.UNKNOWN_TYPE, f"{ev.msg['type']!r} is not expected now")
        except P.ProtocolError as exc:
            self.refuse(ev.conn, conn.seat, exc)
            return False

    def refuse(self, conn: int, seat: int, exc: P.ProtocolError) -> None:
        """Answer with an error; log each kind of refusal once per seat."""
        key = (seat, exc.code)
        if key not in self.logged:
            self.logged.add(key)
            self.log(f"refused from seat {seat + 1}: {exc.code}: {exc}")
        self.send(conn, P.error(exc.code, str(exc)))

    def hand_to_ai(self, seat: int, level: str | None) -> None:
        """A dropped remote seat is played by an AI level (None: it waits for its player again)."""
        if not self.remote[seat]:
            return
        self.match.seats[seat] = level or REMOTE
        self.book.set_ai(seat, level)
        self.kind_changed.append(seat)
        self._send_seats()

    # ----- joining ------------------------------------------------------------------------
    def _joined(self, conn: int, seat: int) -> None:
        self.conns[conn] = _Conn(seat)
        if self.match.seats[seat] != REMOTE:  # the AI stood in: the player takes the seat back
            self.match.seats[seat] = REMOTE
            self.book.set_ai(seat, None)
            self.kind_changed.append(seat)
        self.log(f"seat {seat + 1} ({self.book.names()[seat]}) joined")
        if self.started:
            self._sync(conn)
        self._send_seats()

    def _send_seats(self) -> None:
        msg = {"type": "seats" if self.started else "lobby", "seats": self.book.status(), "started": self.started}
        for conn in self.conns:
            self.send(conn, msg)

    # ----- a seat's requests ------------------------------------------------------------
    def _check_turn(self, seat: int, msg: dict[str, Any]) -> None:
        m = self.match
        if not self.started:
            raise P.ProtocolError(P.NOT_STARTED, "the game has not started yet")
        if m.is_over:
            raise P.ProtocolError(P.ILLEGAL, "the game is over")
        if msg.get("ply") != len(m.steps):
            raise P.ProtocolError(P.STALE, "the game has moved on since (ply "
                                           f"{len(m.steps)}, not {str(msg.get('ply'))[:12]})")

    def _action(self, seat: int, msg: dict[str, Any]) -> bool:
        m = self.match
        self._check_turn(seat, msg)
        if m.current_player != seat or m.seats[seat] != REMOTE:
            raise P.ProtocolError(P.NOT_YOUR_TURN, "it is not your decision")
        try:
            action = self.game.decode_action(msg.get("action"))
            legal = action in m.legal_actions()
        except Exception:
            legal = False
        if not legal:
            raise P.ProtocolError(P.ILLEGAL, "that action is not allowed now")
        try:
            m.submit(action, player=seat)
        except IllegalAction as exc:
            raise P.ProtocolError(P.ILLEGAL, str(exc)) from None
        m.advance()
        return True

    def _undo(self, seat: int, msg: dict[str, Any]) -> bool:
        m = self.match
        self._check_turn(seat, msg)
        if not m.can_undo(seat):
            raise P.ProtocolError(P.NO_UNDO, "nothing to undo: new information has been revealed since")
        m.undo(seat)
        to = msg.get("to")
        if isinstance(to, int) and not isinstance(to, bool):  # one gesture (several steps) back whole
            while len(m.steps) > to and m.can_undo(seat):
                m.undo(seat)
        return True

    # ----- telling the seats ------------------------------------------------------------
    def _update_feed(self) -> None:
        """Work out once, for the steps not yet examined, what each remote seat may know of them.

        The steps since the last examination form one batch; a seat sees the views at its two
        ends (it was shown the first, it will be shown the last), so an action may be told to a
        seat only if every name it holds that is a name of the game's content (found in the
        set-up or in the true states at the batch's ends) shows in one of those two views."""
        steps = self.match.steps
        keep = _common_prefix([f.step for f in self.feed], steps)
        if keep < len(self.feed):
            self._forget(keep + 1)
        del self.feed[keep:]
        if keep == len(steps):
            return
        states = self.match.states
        end = len(steps)
        remote_seats = [i for i, r in enumerate(self.remote) if r]
        true_texts = [self._state_json(0, TRUE_STATE), self._state_json(keep, TRUE_STATE),
                      self._state_json(end, TRUE_STATE)]

        def hides(seat: int, names: set[str]) -> bool:
            """A name of the game's content (somewhere in the set-up or the true states at the
            batch's ends) that neither of the seat's views at the batch's ends shows."""
            seen = (self._state_json(keep, seat), self._state_json(end, seat))
            return any(any(holds(t, n) for t in true_texts) and not any(holds(v, n) for v in seen) for n in names)

        public_after = self.game.player_view(states[keep], None)
        for i in range(keep, end):
            step = steps[i]
            before, after = states[i], states[i + 1]
            public_before, public_after = public_after, self.game.player_view(after, None)
            info = {"ply": step.ply, "player": "chance" if step.player == CHANCE else step.player,
                    "barrier": step.barrier, "round": log_round(self.game, public_after),
                    "log": log_words(self.game, public_before, step.action, public_after, LANGUAGES)}
            sees = seats_that_see(self.game, before, step.action, after, step.player, remote_seats, hides)
            self.feed.append(_StepInfo(step, info, self.game.encode_action(step.action), sees))
        self._forget_old(keep)

    def _state_json(self, index: int, seat: Any) -> str:
        """The JSON text of the seat's view of states[index] (TRUE_STATE: the true state, never
        sent), written once: it is both sent and searched for names."""
        key = (index, seat)
        if key not in self._json:
            s = self.match.states[index]
            self._json[key] = P.dumps(self.game.to_json(s if seat == TRUE_STATE else self.game.player_view(s, seat)))
        return self._json[key]

    def _forget(self, first: int) -> None:
        """Drop what was kept of states[first:] (they were undone)."""
        for key in [k for k in self._json if k[0] >= first]:
            del self._json[key]

    def _forget_old(self, below: int) -> None:
        for key in [k for k in self._json if 0 < k[0] < below]:
            del self._json[key]

    def _step_json(self, k: int, seat: int) -> dict[str, Any]:
        info = self.feed[k]
        out = dict(info.json)
        if seat in info.sees:
            out["action"] = info.action
        return out

    def _with_view(self, msg: dict[str, Any], state_index: int, seat: int) -> str:
        """The message's text with the seat's view spliced in (the view is written only once)."""
        text = P.dumps({**msg, "view": _VIEW_MARK})
        return text.replace(_VIEW_MARK_JSON, self._state_json(state_index, seat), 1)

    def _turn(self, seat: int) -> dict[str, Any]:
        m = self.match
        cp = m.current_player
        mine = self.started and cp == seat and m.seats[seat] == REMOTE
        return {"current": cp, "ply": len(m.steps),
                "legal": [self.game.encode_action(a) for a in m.legal_actions()] if mine else None,
                "undo": bool(self.started and not m.is_over and m.can_undo(seat))}

    def _sync(self, conn_id: int) -> None:
        conn = self.conns[conn_id]
        self._update_feed()
        m = self.match
        n = len(m.steps)
        msg = {"type": "sync", "seat": conn.seat, "names": list(m.names), "kinds": self.kinds(),
               "seats": self.book.status(), "first_round": log_round(self.game, self.game.player_view(m.states[0], None)),
               "steps": [self._step_json(k, conn.seat) for k in range(n)], "turn": self._turn(conn.seat)}
        self.send(conn_id, self._with_view(msg, n, conn.seat))
        conn.synced, conn.sent, conn.turn = True, list(m.steps), self._turn_key(conn.seat)
        conn.over_sent = False
        self._maybe_over(conn_id)

    def _turn_key(self, seat: int) -> tuple:
        t = self._turn(seat)
        return (t["current"], t["ply"], t["legal"] is not None, t["undo"])

    def broadcast(self) -> None:
        if not any(c.synced for c in self.conns.values()):
            return
        self._update_feed()
        steps = self.match.steps
        for conn_id, conn in list(self.conns.items()):
            if not conn.synced:
                continue
            keep = _common_prefix(conn.sent, steps)
            turn = self._turn_key(conn.seat)
            if keep == len(conn.sent) == len(steps) and turn == conn.turn:
                self._maybe_over(conn_id)
                continue
            msg = {"type": "update", "keep": keep,
                   "steps": [self._step_json(k, conn.seat) for k in range(keep, len(steps))],
                   "turn": self._turn(conn.seat)}
            self.send(conn_id, self._with_view(msg, len(steps), conn.seat))
            conn.sent, conn.turn = list(steps), turn
            self._maybe_over(conn_id)

    def _maybe_over(self, conn_id: int) -> None:
        conn = self.conns[conn_id]
        if conn.over_sent or self.match.current_player != TERMINAL:
            return
        conn.over_sent = True
        self.send(conn_id, self.result())

    def result(self) -> dict[str, Any]:
        m = self.match
        try:
            places = game_places(self.game, m.state)
        except Exception:
            won = set(m.winners())
            places = [1 if i in won else 2 for i in range(m.num_players)]
        return {"type": "game_over", "scores": m.scores(), "winners": m.winners(), "places": places,
                "breakdown": game_breakdown(self.game, m.state), "plies": len(m.steps)}

    def all_told(self) -> bool:
        """Every connected seat has been told the end of the game."""
        return all(c.over_sent for c in self.conns.values())


def _common_prefix(old: list[Any], steps: list[Any]) -> int:
    """How many of ``old`` are still the Match's first steps (the Match only appends steps, or
    drops its last ones on an undo, so the last one still in place tells it at once)."""
    n = len(old)
    if n <= len(steps) and (n == 0 or steps[n - 1] is old[-1]):
        return n
    keep = 0
    while keep < min(n, len(steps)) and old[keep] is steps[keep]:
        keep += 1
    return keep
