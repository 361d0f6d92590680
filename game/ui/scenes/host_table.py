"""The host's table in a network game: the local table plus the remote seats.

A remote seat is one more source of actions, like a bot: its actions arrive through the
host's session (``game.net.session``), which this table pumps every frame, and after any change
(a local click, a bot's move, an undo) the session tells every remote seat what it may see.
A remote seat's decision is never shown on this screen (it is not a human seat here).
The panel of a remote seat says whether its player is connected; clicking the panel of a
player who left lets an AI level play the seat until they come back (or gives it back).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.match import REMOTE
from game.net.addresses import local_addresses
from game.net.host import close_table
from game.ui.scenes.table import TableScene

AI_LEVELS = ("ai:easy", "ai:normal", "ai:hard")


class HostTableScene(TableScene):
    name = "table"

    def __init__(self, app: Any, match: Any, session: Any, server: Any, colours: list[int] | None = None) -> None:
        super().__init__(app, match, colours)
        self.session = session
        self.server = server
        self.closed = False

    # ----- the network's side ---------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.session.pump():
            self.refresh_when_idle()
        if self.session.kind_changed:
            for seat in self.session.kind_changed:
                self.bots.pop(seat, None)
                if self.thinking_seat == seat:
                    self.stop_bot()
            self.session.kind_changed.clear()
            self.refresh_frame()
        super().update(dt)

    def _run_bot(self, seat: int, dt: float) -> None:
        if self.match.seats[seat] == REMOTE:
            return  # its player decides at their own computer; the session brings the action
        super()._run_bot(seat, dt)

    def on_exit(self) -> None:
        super().on_exit()
        if not self.closed:
            self.closed = True
            close_table(self.session, self.server, 2.0)

    # ----- what the frame says ---------------------------------------------------------------
    def connected(self, seat: int) -> bool:
        return self.session.book.holder(seat) is not None

    def seat_label(self, seat: int) -> str:
        if not self.session.remote[seat]:
            return super().seat_label(seat)
        label = self.t("seat.remote")
        if self.match.seats[seat] != REMOTE:
            return f"{label} · {self.t('net.seat.ai')}"
        return label if self.connected(seat) else f"{label} · {self.t('net.seat.away')}"

    def _prompt_text(self) -> str:
        m = self.match
        cp = m.current_player
        if cp >= 0 and not m.is_over and m.seats[cp] == REMOTE:
            name = m.names[cp]
            return self.t("net.table.waiting_remote" if self.connected(cp) else "net.table.away", name=name)
        return super()._prompt_text()

    def host_info(self) -> str:
        address = f"{local_addresses(self.server.bind)[0]}:{self.server.port}"
        return self.t("net.table.host_info", address=address, code=self.server.code)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        super().draw_top_bar(surface)
        from game.ui import style

        size = self.size
        right = self.replay_btn.rect.x - style.px(16, size)
        text = self.host_info()
        f = style.fs(14, size)
        w = style.font(f).size(text)[0]
        if right - w > size[0] // 3:  # only where it does not crowd the title
            style.blit_text(surface, text, f, self.th["ink_soft"], (right, self.top_h // 2 + style.px(5, size)),
                            "midright")

    # ----- handing a dropped seat to the AI ------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.MOUSEBUTTONDOWN and getattr(e, "button", 1) == 1:
            seat = self.panel_at(getattr(e, "pos", (-1, -1)))
            if seat is not None and self.session.remote[seat] and not self.match.is_over:
                if self.match.seats[seat] != REMOTE:
                    self._offer_back(seat)
                    return True
                if not self.connected(seat):
                    self._offer_ai(seat)
                    return True
        return super().handle_event(e)

    def _offer_ai(self, seat: int) -> None:
        name = self.match.names[seat]
        buttons = [(self.t("seat." + level.replace(":", "_")), (lambda lv=level: self._hand(seat, lv)))
                   for level in AI_LEVELS]
        self.app.show_dialog(self.t("net.hand.title", name=name), self.t("net.hand.body", name=name),
                             [(self.t("net.hand.wait"), None)] + buttons)  # Esc takes the first: wait

    def _offer_back(self, seat: int) -> None:
        name = self.match.names[seat]
        self.app.show_dialog(self.t("net.hand.back_title", name=name), self.t("net.hand.back_body", name=name),
                             [(self.t("common.cancel"), None),
                              (self.t("net.hand.give_back"), lambda: self._hand(seat, None))])

    def _hand(self, seat: int, level: str | None) -> None:
        self.session.hand_to_ai(seat, level)
        self.match.autosave()
