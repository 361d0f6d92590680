"""Decisions with one possible answer: the table takes them without asking, and says so.

A decision whose only legal action does not end the turn (``choices.forced_action``) is a
dead click (look-and-feel: "Never ask a decision that has one answer"). The table takes it
once the running animation has finished, as the follow-up of the player's last gesture
(so Undo takes both back together), and the strip says what was taken and why until the
player's next own choice; the log marks the step "(only choice)". After an Undo that lands
on such a decision the table waits for the player's click there instead, or Undo could
never get past it.
"""

from __future__ import annotations

from typing import Any

from game.ui.choices import forced_action, order_label


class ForcedDecisions:
    """Taking one-answer decisions for the acting seat (a part of ``TableScene``)."""

    def forced_now(self) -> Any | None:
        """The action the table takes for the acting seat now, or None."""
        m = self.match
        if self.in_replay or self.view.acting is None or self.view.acting != m.current_player:
            return None
        if self.forced_hold == len(m.steps):  # an undo came back here: the player decides
            return None
        return forced_action(self.game, self.vs, self.view.legal, getattr(self, "strip_choice_list", []))

    def take_forced(self) -> bool:
        """Take the acting seat's one-answer decision, if there is one; True if taken."""
        action = self.forced_now()
        if action is None or self.view.busy:
            return False
        label = order_label(self.game, self.vs, action, self.lang)
        if not self.submit(action, forced=True):
            return False
        self.forced_note = self.t("table.only_choice", what=label) if label else self.t("table.only_choice_plain")
        return True
