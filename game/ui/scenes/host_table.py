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
        status = self.session.book.status()
        if status != getattr(self, "seat_status", None):  # someone joined or left: panels and prompt say so
            self.seat_status = status
            self.refresh_frame()
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
            if self.connected(cp):
                return self.t("net.table.waiting_remote", name=name)
            return f"{self.t('net.table.away', name=name)} · {self.host_info()}"  # how they get back in
        return super()._prompt_text()

    def host_info(self) -> str:
        address = f"{local_addresses(self.server.bind)[0]}:{self.server.port}"
        return self.t("net.table.host_info", address=address, code=self.server.code)

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
