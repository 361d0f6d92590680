"""Who may see the screen: the pass-the-screen rule and the decisions taken in the open.

Whose view is shown: the human seat last confirmed at the screen (``viewer``). With hidden
information and more than one human, a different human's decision first pushes the opaque
pass-the-screen scene, and only after "I am NAME" does the view receive that seat's state:
nothing secret is ever drawn behind it. A game may mark a decision as taken in the open
(``decision_is_public``) or a seat's decision as not secret (``decision_seat_is_secret``).
"""
from __future__ import annotations


class SeatPrivacy:
    """The table's rule for who sees the screen (a part of ``TableScene``)."""

    def open_decision(self) -> bool:
        """The game says the current decision is taken in the open (Android: the player on the
        right moves a followed-up lead, spec 8.2.1): no pass screen, the screen's owner stays,
        and the view shows only public information while that seat answers."""
        fn = getattr(self.game, "decision_is_public", None)
        try:
            return bool(fn(self.match.state)) if fn else False
        except Exception:
            return False

    def needs_pass(self, seat: int) -> bool:
        m = self.match
        if len(m.human_seats()) < 2 or not m.is_human(seat):
            return False
        if seat == m.current_player and self.viewer is not None and self.open_decision():
            return False
        fn = getattr(self.game, "decision_seat_is_secret", None)
        try:
            secret = bool(fn(m.state)) if fn else bool(self.game.spec.hidden_info)
        except Exception:
            secret = bool(self.game.spec.hidden_info)
        return secret and seat != self.viewer

    def machine_acts(self) -> bool:
        """Two or more people share the screen and a machine seat (a bot) or chance acts now:
        nobody's secrets are drawn, so the last person's hand does not stay up for everyone
        while the bot plays (look and feel: no seat's secrets on screen while another acts)."""
        m = self.match
        if m.is_over or len(m.human_seats()) < 2 or not self.game.spec.hidden_info:
            return False
        cp = m.current_player
        return not (cp >= 0 and m.is_human(cp))

    def acting_seat(self) -> int | None:
        m = self.match
        cp = m.current_player
        if cp >= 0 and m.is_human(cp) and not self.needs_pass(cp):
            return cp
        return None

    def take_screen_back(self, in_open: bool) -> None:
        """After another person answered a decision in the open (they held the mouse, and may still
        be looking), the screen's owner gets it back through the pass screen, not straight away:
        forgetting the viewer makes ``needs_pass`` ask for "I am NAME" before any secret is drawn."""
        m = self.match
        if in_open:
            self.screen_lent = True
        elif self.screen_lent and m.current_player >= 0 and m.is_human(m.current_player):
            self.screen_lent = False
            self.viewer = None

    def confirm_pass(self, seat: int) -> None:
        self.viewer = seat
        self.pass_pending = None
        self.refresh(animate=False)
