"""A remote seat's table: the same table, fed by the host's messages instead of a local Match.

``RemoteMatch`` (game/net/mirror.py) stands where the Match stands: every state in it is this
seat's own view as the host sent it, so the game's view draws, animates and hovers exactly as
at a local table (steps whose action this seat may not know come without it). The network has
its own thread (``NetClient``); each frame takes what arrived, never waits. A click sends the
action; the table takes no other until the host's answer comes back. The log lines are the
host's public lines in this player's language. Undo asks the host, which applies the same rule
as at a local table (own actions, back to the last reveal).
"""

from __future__ import annotations

import queue
from typing import Any

import pygame

from game.engine.core import CHANCE
from game.engine.text import personalize
from game.net import store
from game.net.mirror import RemoteMatch
from game.ui.render.gamelog import Entry, GameLog
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.table import TableScene


class RemoteLog(GameLog):
    """The log from the host's lines (already public, in every language)."""

    def __init__(self, mirror: RemoteMatch) -> None:
        super().__init__(mirror.game)
        self.mirror = mirror

    def sync(self, states: Any, steps: Any, names: Any, lang: str) -> bool:
        changed = False
        if lang != self.lang:
            self.entries, self.lang, changed = [], lang, True
        if len(self.entries) > len(steps):
            del self.entries[len(steps):]
            changed = True
        self.first_round = self.mirror.first_round
        for step in steps[len(self.entries):]:
            words = step.log or {}
            text = words.get(lang) or words.get("en")
            line = personalize(str(text), list(names), lang) if text else None
            self.entries.append(Entry(line, step.player >= 0 and line is not None, step.round_after))
            changed = True
        return changed


class RemoteGameOver(GameOverScene):
    """The results as the host sent them (places and scores of the true final state)."""

    def places(self) -> list[int]:
        places = (self.match.result or {}).get("places")
        if isinstance(places, list) and len(places) == self.match.num_players:
            return [int(p) for p in places]
        return super().places()

    def rematch(self) -> None:
        self.app.toast(self.t("net.over.rematch"), 5.0)

    def save_replay(self) -> None:
        self.app.toast(self.t("net.over.host_keeps"), 5.0)


class RemoteTableScene(TableScene):
    name = "table"

    def __init__(self, app: Any, client: Any, mirror: RemoteMatch, colours: list[int] | None = None) -> None:
        mirror.play_seconds = 0.0
        super().__init__(app, mirror, colours)
        self.client = client
        self.recorder.armed = False  # the host keeps the record
        self.gamelog = RemoteLog(mirror)
        self.lost = False
        if hasattr(self.view, "viewer"):  # a view that works out whose secrets it shows: this seat's, always
            self.view.viewer = mirror.seat

    # ----- who may act here: this seat, when the host says it is its turn ------------------------
    def needs_pass(self, seat: int) -> bool:
        return False

    def open_decision(self) -> bool:
        return False

    def acting_seat(self) -> int | None:
        return self.match.seat if self.match.my_turn() else None

    def _undo_seat(self) -> int | None:
        return self.match.seat

    def seat_label(self, seat: int) -> str:
        label = super().seat_label(seat)
        m = self.match
        if m.ai_level(seat):
            return f"{label} · {self.t('net.seat.ai')}"
        return label if m.connected(seat) else f"{label} · {self.t('net.seat.away')}"

    def _prompt_text(self) -> str:
        m = self.match
        cp = m.current_player
        if m.is_over or cp < 0:
            return super()._prompt_text()
        if cp == m.seat and m.pending:
            return self.t("net.table.sent", name=m.names[cp])
        if cp != m.seat:
            if m.kinds[cp] == "remote" and not m.connected(cp) and not m.ai_level(cp):
                return self.t("net.table.away", name=m.names[cp])
            return self.t("net.table.deciding", name=m.names[cp])
        return super()._prompt_text()

    # ----- acting: a request to the host ------------------------------------------------------
    def submit(self, action: Any) -> bool:
        m = self.match
        seat = self.acting_seat()
        if seat is None or action not in m.legal_actions():
            return False
        start = len(m.steps)
        m.submit(action, player=seat)
        try:
            self.app.sound.play("place")
        except Exception:
            pass
        self.gesture = (start, start + 1)
        self.following = True
        self.refresh_frame()
        return True

    def _follow_gesture(self, seat: int) -> None:
        """The next part of a gesture (a tile dropped: its facing, then confirm), one at a time:
        each waits for the host's answer to the one before."""
        try:
            nxt = self.view.auto_action()
        except Exception:
            nxt = None
        if nxt is None or self.acting_seat() != seat or nxt not in self.match.legal_actions():
            self.following = False
            return
        start = self.gesture[0]
        self.match.submit(nxt, player=seat)
        self.gesture = (start, len(self.match.steps) + 1)

    def undo(self) -> None:
        reason = self.undo_reason()
        if reason is not None:
            self.view.message = reason
            return
        m = self.match
        start = self.gesture[0]
        since = m.steps[start:] if self.gesture != (0, 0) else []
        # one gesture (a tile dropped: hex, facing, confirm) is taken back whole, as at a local table
        whole = len(since) > 1 and all(st.player in (m.seat, CHANCE) for st in since)
        m.undo(m.seat, start if whole else None)
        self.gesture = (0, 0)
        self.refresh_frame()

    def undo_reason(self) -> str | None:
        m = self.match
        if m.is_over:
            return self.t("undo.over")
        if not m.steps:
            return self.t("undo.nothing")
        if m.can_undo(m.seat):
            return None
        for step in reversed(m.steps):
            if step.barrier:
                return self.t("undo.revealed")
            if step.player == m.seat:
                break
            if step.player >= 0 and step.player != m.seat and m.is_person(step.player):
                return self.t("undo.other_human")
        return self.t("undo.nothing")

    # ----- replay last: the states this seat was shown -------------------------------------------
    def replay_last(self) -> None:
        if self.in_replay or not self.is_top:
            return
        self.view.skip_animations()
        m = self.match
        try:
            span = self._replay_range(m.seat)
        except Exception:
            span = None
        known = [k for k, s in enumerate(m.states) if s is not None]
        if span is not None:
            first, last = span
            start = max((k for k in known if k <= first), default=None)
            frames = [k for k in known if start is not None and start <= k <= last + 1]
        else:
            frames = []
        if len(frames) < 2:
            self.view.message = self.t("undo.nothing")
            return
        self.view.set_state(m.states[frames[0]], [], None, [], None)
        self.replay = [m.states[k] for k in frames[1:]]
        self.replay_steps = [list(m.steps[a:b]) for a, b in zip(frames, frames[1:])]
        self.in_replay = True
        self.vs = m.states[frames[0]]
        self._replay_next(self.vs)
        self.prompt = self.t("table.replaying", what=self._replay_tip())
        self._build_choices()

    def _replay_next(self, prev: Any) -> None:
        nxt = self.replay.pop(0)
        steps = self.replay_steps.pop(0) if self.replay_steps else []
        self.view.set_state(nxt, [], None, steps, prev)
        self.vs = nxt
        self._panel_texts()

    # ----- the network, each frame -----------------------------------------------------------------
    def _take_messages(self) -> None:
        m = self.match
        for _ in range(200):
            try:
                kind, data = self.client.inbox.get_nowait()
            except queue.Empty:
                return
            if kind == "lost" and not self.lost:
                self.lost = True
                self.app.toast(self.t("net.table.lost"), 4.0)
            elif kind in ("gone", "refused"):
                if not m.is_over:
                    reason = self.t(f"net.why.{self.client.why}") if self.client.why else str(data)
                    self.app.show_dialog(self.t("common.error"), self.t("net.table.gone", reason=reason),
                                         [(self.t("common.ok"), self.app.to_menu)])
            elif kind == "message":
                if data.get("type") == "welcome" and self.lost:
                    self.lost = False
                    self.app.toast(self.t("net.table.back"), 3.0)
                self._apply(data)

    def _apply(self, msg: dict[str, Any]) -> None:
        what = self.match.apply(msg)
        if what in ("sync", "rewind"):
            self.view.skip_animations()
            self.last_active = self.match.current_player
            self.refresh(animate=False)
        elif what == "update":
            self.refresh_when_idle()
            if getattr(self, "following", False) and not self.view.busy and not self.stale:
                self._follow_gesture(self.match.seat)
        elif what == "error":  # the host refused the click (the game had moved on, or undo came too late)
            self.view.message = self.t("undo.revealed" if msg.get("code") == "no_undo" else "table.illegal")
            self.refresh_frame()
        elif what == "seats":
            self.refresh_frame()

    def update(self, dt: float) -> None:
        self._take_messages()
        self.clock += dt
        was_busy = self.view.busy
        self.view.update(dt)
        if was_busy:
            self._panel_texts()
        self.ui.update(dt)
        if self.banner is not None:
            self.banner["t"] += dt
            if self.banner["t"] > 2.2:
                self.banner = None
        if self.in_replay:
            self._replay_update()
            return
        if not self.is_top:
            return
        m = self.match
        if self.stale:
            self.refresh_when_idle()
            if not self.stale and getattr(self, "following", False):
                self._follow_gesture(m.seat)
            return
        if m.is_over and m.result is not None and not self.over_shown and not self.view.busy:
            self.over_shown = True
            store.forget_joined(self.client.url, self.client.code, m.seat)  # nothing left to rejoin
            self.refresh()
            self.app.scenes.push(RemoteGameOver(self.app, self))

    def on_exit(self) -> None:
        super().on_exit()
        self.client.close()

    def handle_event(self, e: pygame.event.Event) -> bool:
        return super().handle_event(e)
