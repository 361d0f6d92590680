"""Undo at the table: the button, Ctrl+Z and why it is greyed out.

A seat may take back its own actions up to the last point where hidden information or a
random outcome was revealed (``Match.can_undo``); one gesture (a tile dropped, turned,
confirmed) is taken back whole. The button's tooltip says why undo is not possible now.
"""
from __future__ import annotations

from game.engine.core import IllegalAction


class UndoControl:
    """The table's undo (a part of ``TableScene``)."""

    def _undo_seat(self) -> int | None:
        cp = self.match.current_player
        if cp >= 0 and self.match.is_human(cp) and not self.needs_pass(cp):
            return cp
        return self.viewer

    def undo_reason(self) -> str | None:
        """None if undo is possible now, else why not (shown as the button's tooltip)."""
        m = self.match
        seat = self._undo_seat()
        if m.is_over:
            return self.t("undo.over")
        if seat is None or not m.is_human(seat):
            return self.t("undo.not_yours")
        if not m.steps:
            return self.t("undo.nothing")
        if m.can_undo(seat):
            return None
        for step in reversed(m.steps):
            if step.barrier:
                return self.t("undo.revealed")
            if step.player == seat:
                break
            if m.is_human(step.player) and step.player != seat:
                return self.t("undo.other_human")
        return self.t("undo.nothing")

    def _update_undo(self) -> None:
        reason = self.undo_reason()
        self.undo_btn.enabled = reason is None
        self.undo_btn.tooltip = reason or self.t("undo.hint")

    def undo(self) -> None:
        if self.undo_reason() is not None:
            self.view.message = self.undo_reason() or ""
            return
        self.stop_bot()
        seat = self._undo_seat()
        start, end = self.gesture
        whole = end - start > 1 and end == len(self.match.steps)
        try:
            self.match.undo(seat)
            # one gesture (a tile dropped on a hex: hex, facing, confirm) is taken back whole
            while whole and len(self.match.steps) > start and self.match.can_undo(seat):
                self.match.undo(seat)
        except IllegalAction as exc:
            self.view.message = str(exc)
            return
        self.gesture = (0, 0)
        self.forced_hold = len(self.match.steps)  # a one-answer decision here now waits for a click
        self.forced_note = ""
        self.view.skip_animations()
        self.last_active = self.match.current_player
        self.refresh(animate=False)
