"""The host's lobby: where friends join, the invite code, who has joined; Start when all have.

Opened by setup when a seat is a Remote player (or by a network game's autosave from Running
games: the same code and port, and the players rejoin). The server listens from the moment the
lobby opens; Start hands the Match, its session and its server to the host's table.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game import paths
from game.engine.match import REMOTE, Match
from game.games import get_game
from game.net import protocol as P
from game.net.addresses import local_addresses
from game.net.host import close_table, open_table
from game.net.store import read_card, write_card
from game.ui import style
from game.ui.scenes.base import UIScene
from game.ui.scenes.host_table import HostTableScene

DEFAULT_PORT = 8765


class HostLobbyScene(UIScene):
    name = "lobby"

    def __init__(self, app: Any, match: Any, remote: list[bool], colours: list[int] | None = None,
                 resumed: bool = False) -> None:
        super().__init__(app)
        self.match = match
        self.remote = list(remote)
        self.colours = colours
        self.resumed = resumed
        self.session: Any = None
        self.server: Any = None
        self.error = ""
        self.handed_over = False
        self.seen: list[dict[str, Any]] = []
        card = read_card(match.autosave_path) if (resumed and match.autosave_path) else None
        code = str(card["code"]) if card else P.new_code()
        port = int(card.get("port") or DEFAULT_PORT) if card else DEFAULT_PORT
        self._open(code, port)

    def _open(self, code: str, port: int) -> None:
        for p in (port, 0):  # the usual port, else any free one
            try:
                self.session, self.server = open_table(self.match, self.remote, code, "0.0.0.0", p, self.resumed)
                break
            except OSError as exc:
                self.error = self.t("net.lobby.no_port", error=exc.strerror or str(exc))
        if self.server is not None:
            self.error = ""
            if self.match.autosave_path is not None:
                try:
                    write_card(Path(self.match.autosave_path), code, self.server.port, "0.0.0.0", self.remote, None)
                except OSError:
                    pass

    # ----- layout and actions -------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        h = style.px(46, size)
        bw = style.px(250, size)
        y = size[1] - h - style.px(28, size)
        pad = style.px(40, size)
        self.button("common.cancel", self.cancel, (pad, y, style.px(160, size), h), "cancel", kind="ghost")
        start = self.button("net.lobby.start", self.start, (size[0] - pad - bw, y, bw, h), "start", kind="primary")
        ready = self.server is not None and self.session.book.all_remote_here()
        start.enabled = ready
        start.tooltip = "" if ready else self.t("net.lobby.start_tip")
        some = self.server is not None and any(s["remote"] and not s["connected"] for s in self.session.book.status())
        ai = self.button("net.lobby.start_ai", self.start_with_ai,
                         (size[0] - pad - 2 * bw - style.px(16, size), y, bw, h), "start_ai")
        ai.enabled = bool(some)
        ai.tooltip = self.t("net.lobby.start_ai_tip")

    def cancel(self) -> None:
        self._shut()
        self.app.scenes.pop()

    def on_back(self) -> bool:
        self.cancel()
        return True

    def _shut(self) -> None:
        if self.server is not None and not self.handed_over:
            close_table(self.session, self.server, 0.5)
            self.server = None

    def on_exit(self) -> None:
        self._shut()

    def start_with_ai(self) -> None:
        for seat, s in enumerate(self.session.book.status()):
            if s["remote"] and not s["connected"]:
                self.session.hand_to_ai(seat, "ai:normal")
        self.start()

    def start(self) -> None:
        if self.server is None:
            return
        self.session.start()
        self.handed_over = True
        table = HostTableScene(self.app, self.match, self.session, self.server, self.colours)
        self.app.to_menu()
        self.app.scenes.push(table)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.session is None:
            return
        self.session.pump()
        status = self.session.book.status()
        if status != self.seen:
            self.seen = status
            self.layout(self.size)

    # ----- drawing -------------------------------------------------------------------------------
    def addresses(self) -> list[str]:
        if self.server is None:
            return []
        return [f"{ip}:{self.server.port}" for ip in local_addresses("0.0.0.0")]

    def draw_content(self, surface: pygame.Surface) -> None:
        size = self.size
        ink, soft, accent = style.SHELL["ink"], style.SHELL["ink_soft"], style.SHELL["accent"]
        y = self.draw_title(surface, self.t("net.lobby.title"))
        name = self.match.game.spec.localized_name(self.lang)
        style.blit_text(surface, name, style.fs(18, size), soft, (size[0] // 2, y), "midtop")
        y += style.fs(18, size) + style.px(20, size)
        pad = style.px(60, size)
        half = (size[0] - 3 * pad) // 2
        left = pygame.Rect(pad, y, half, size[1] - y - style.px(110, size))
        right = pygame.Rect(2 * pad + half, y, half, left.h)
        for r in (left, right):
            style.panel(surface, r, style.SHELL["panel"], style.SHELL["edge"], radius=style.px(12, size))
        self._draw_invite(surface, left.inflate(-style.px(32, size), -style.px(28, size)), ink, soft, accent)
        self._draw_seats(surface, right.inflate(-style.px(32, size), -style.px(28, size)), ink, soft)

    def _draw_invite(self, surface: pygame.Surface, r: pygame.Rect, ink: Any, soft: Any, accent: Any) -> None:
        size = self.size
        y = r.y
        if self.error:
            style.blit_text(surface, self.error, style.fs(17, size), style.SHELL["danger_ink"], (r.x, y),
                            max_width=r.w)
            return
        style.blit_text(surface, self.t("net.lobby.code"), style.fs(16, size), soft, (r.x, y))
        y += style.fs(16, size) + style.px(8, size)
        code = self.server.code if self.server else ""
        y = style.blit_text(surface, code, style.fs(44, size), accent, (r.x, y), bold=True).bottom + style.px(18, size)
        style.blit_text(surface, self.t("net.lobby.addresses"), style.fs(16, size), soft, (r.x, y))
        y += style.fs(16, size) + style.px(8, size)
        for line in self.addresses():
            y = style.blit_text(surface, line, style.fs(22, size), ink, (r.x, y), bold=True,
                                max_width=r.w).bottom + style.px(6, size)
        y += style.px(12, size)
        hints = [self.t("net.lobby.resumed")] if self.resumed else []
        for text in hints + [self.t("net.lobby.hint")]:
            for part in style.wrap(text, style.fs(15, size), r.w):
                if y + style.fs(15, size) > r.bottom:
                    return
                style.blit_text(surface, part, style.fs(15, size), soft, (r.x, y))
                y += style.font(style.fs(15, size)).get_linesize()
            y += style.px(6, size)

    def _draw_seats(self, surface: pygame.Surface, r: pygame.Rect, ink: Any, soft: Any) -> None:
        size = self.size
        style.blit_text(surface, self.t("net.lobby.seats"), style.fs(16, size), soft, (r.x, r.y))
        y = r.y + style.fs(16, size) + style.px(12, size)
        status = self.session.book.status() if self.session else []
        palette, shapes = style.player_palette()
        idx = self.colours or list(range(len(status)))
        for seat, s in enumerate(status):
            colour = palette[idx[seat] % len(palette)]
            br = style.px(13, size)
            style.draw_badge(surface, (r.x + br, y + br), br, colour, shapes[idx[seat] % len(shapes)],
                             self.app.settings.shapes)
            x = r.x + 2 * br + style.px(12, size)
            style.blit_text(surface, s["name"], style.fs(19, size), ink, (x, y), bold=True, max_width=r.w // 2)
            if s["remote"]:
                if s["ai"]:
                    state, colour = self.t("net.seat.ai"), soft
                elif s["connected"]:
                    state, colour = self.t("net.lobby.joined"), style.SHELL["ok"]
                else:
                    state = self.t("net.lobby.away" if self.resumed else "net.lobby.waiting")
                    colour = soft
                state = f"{self.t('seat.remote')} · {state}"
            else:
                state, colour = self.t("seat." + self.match.seats[seat].replace(":", "_")), soft
            style.blit_text(surface, state, style.fs(16, size), colour, (x, y + style.fs(19, size) + style.px(4, size)),
                            max_width=r.w - (x - r.x))
            y += style.fs(19, size) + style.fs(16, size) + style.px(22, size)


def host_new_game(app: Any, game_id: str, players: int, seats: list[str], names: list[str], seed: int,
                  options: dict[str, Any], colours: list[int] | None = None) -> None:
    """A new game with remote seats: its Match (with its own autosave), then the lobby."""
    match = Match(get_game(game_id), players, seats, names, options, seed,
                  autosave_path=paths.new_autosave_file(game_id))
    match.autosave()
    app.scenes.push(HostLobbyScene(app, match, [s == REMOTE for s in seats], colours))


def resume_hosting(app: Any, match: Any, card: dict[str, Any]) -> None:
    """A network game's autosave from Running games: its lobby again, the same code and port."""
    remote = [bool(r) for r in card["remote"]][: match.num_players]
    for seat, r in enumerate(remote):
        if r:
            match.seats[seat] = REMOTE
    app.scenes.push(HostLobbyScene(app, match, remote, None, resumed=True))
