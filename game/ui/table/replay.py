"""Replay last: the table shows the last battle or another seat's last turn again.

The view marks its shared moments (``replay_focus``: a battle, a combat reveal); without one,
the last turn of a seat other than the viewer is shown. The frames are the viewer's own views
of the past states, so a replay never shows a secret; then the table comes back to now.
"""
from __future__ import annotations

from typing import Any

from game.engine.core import CHANCE


class ReplayLast:
    """The table's replay of the last moment (a part of ``TableScene``)."""

    def _replay_tip(self) -> str:
        try:
            label = self.view.replay_label()
        except Exception:
            label = None
        return str(label) if label else self.t("table.replay_turn")

    def _replay_range(self, who: int | None) -> tuple[int, int] | None:
        """(first, last) ply of what "replay last" shows: the last run of steps the view marks
        as its moment (a battle), else the last turn of a seat other than the one looking."""
        m = self.match
        n = len(m.steps)
        seen: dict[int, Any] = {}

        def pv(i: int) -> Any:
            if i not in seen:
                seen[i] = self.game.player_view(m.states[i], who)
            return seen[i]

        for i in range(n - 1, max(-1, n - 400), -1):
            try:
                hit = self.view.replay_focus(pv(i), pv(i + 1))
            except Exception:
                hit = False
            if hit:
                first = i
                while first > 0 and self.view.replay_focus(pv(first - 1), pv(first)):
                    first -= 1
                return first, i
        me = self.viewer
        for i in range(n - 1, -1, -1):
            seat = m.steps[i].player
            if seat >= 0 and seat != me:
                first = i
                while first > 0 and m.steps[first - 1].player in (seat, CHANCE):
                    first -= 1
                return first, i
        return None

    def replay_whole_game(self) -> None:
        """Play the whole game again from its first step, as everyone may see it (public views:
        a finished game's records replay it this way), then come back to now."""
        if self.in_replay or not self.match.steps:
            return
        from game.ui.table.coach import hints_line  # the replay is honest about help too (issue 19)

        what, hints = self.t("records.replay"), hints_line(self.match, self.t)
        self._start_replay(0, len(self.match.steps) - 1, None, f"{what} · {hints}" if hints else what)

    def replay_last(self) -> None:
        """Show the last battle (or the last turn of another seat) again, as the viewer may see
        it, then come back to now."""
        if self.in_replay or not self.is_top:
            return
        self.view.skip_animations()
        who = self.vs_viewer
        try:
            span = self._replay_range(who)
        except Exception:
            span = None
        if span is None:
            self.view.message = self.t("undo.nothing")
            return
        first, last = span
        self._start_replay(first, last, who, self._replay_tip())

    def _start_replay(self, first: int, last: int, who: int | None, what: str) -> None:
        m = self.match
        frames = [self.game.player_view(m.states[k], who) for k in range(first, last + 2)]
        self.view.set_state(frames[0], [], None, [], None)
        self.replay, self.replay_steps = frames[1:], list(m.steps[first:last + 1])
        self.in_replay = True
        self.vs = frames[0]
        self._replay_next(frames[0])
        self.prompt = self.t("table.replaying", what=what)
        self._build_choices()

    def _replay_next(self, prev: Any) -> None:
        nxt = self.replay.pop(0)
        step = self.replay_steps.pop(0) if self.replay_steps else None
        self.view.set_state(nxt, [], None, [step] if step is not None else [], prev)
        self.vs = nxt
        self._panel_texts()

    def _replay_update(self) -> None:
        """One frame of a replay: the next step once the view is idle; at the end, now again."""
        if self.view.busy:
            return
        if self.replay:
            self._replay_next(self.vs)
            return
        self.end_replay()

    def end_replay(self) -> None:
        self.replay, self.replay_steps = [], []
        self.view.skip_animations()
        self.refresh(animate=False)
