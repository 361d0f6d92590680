"""The bots' turns at the table: starting a bot's search, waiting for it, playing its move.

Bots think in a worker (their own process) so the window keeps answering; they get
``match.view_for(seat)`` only. The pause between their moves follows the "AI turns" setting.
"""
from __future__ import annotations

from game.ui import bots

AI_PAUSE = {"every": 0.45, "fast": 0.08, "skip": 0.0}


class BotTurns:
    """Playing the non-human seats (a part of ``TableScene``)."""

    def stop_bot(self) -> None:
        """Cancel the search; the worker (and its process) stays for the next decision."""
        if self.worker is not None:
            try:
                self.worker.cancel()
            except Exception:
                self.worker = None
        self.thinking_seat = None

    def _run_bot(self, seat: int, dt: float) -> None:
        m = self.match
        mode = self.app.settings.ai_turns
        if self.thinking_seat is None:
            if self.worker is None:  # its process starts now, during the pause before the move
                self.worker = bots.make_worker()
            if mode == "skip" and self.view.busy:
                self.view.skip_animations()
            if mode == "every" and self.view.busy:
                return
            if self.ai_wait > 0:
                self.ai_wait -= dt
                return
            try:
                bot = self.bots.get(seat)
                if bot is None:
                    bot = bots.make_bot(m.seats[seat], self.game, seat, m.seed * 7919 + seat, m.num_players)
                    self.bots[seat] = bot
                self.worker.start(bot, m.view_for(seat))
                self.thinking_seat = seat
                self.think_ply = len(m.steps)
            except Exception as exc:
                self._bot_failed(seat, exc)
            return
        done, action, error = self.worker.poll()
        if not done:
            return
        self.thinking_seat = None
        if error is not None or action is None or action not in m.legal_actions():
            self._bot_failed(seat, error or ValueError(f"bot chose {action!r}"))
            return
        m.submit(action, player=seat)
        m.advance()
        self.ai_wait = AI_PAUSE.get(mode, 0.3)
        self.refresh_when_idle()  # a running battle is not cut short by the bot's next move
        if mode == "skip":
            self.view.skip_animations()

    def _bot_failed(self, seat: int, exc: BaseException) -> None:
        """A bot that fails must not stop the game: say so, and play its first legal action."""
        self.app.toast(self.t("table.bot_error", name=self.match.names[seat], error=str(exc)[:100]), 5.0)
        self.thinking_seat = None
        legal = self.match.legal_actions()
        if legal:
            self.match.submit(legal[0], player=seat)
            self.match.advance()
            self.refresh()
