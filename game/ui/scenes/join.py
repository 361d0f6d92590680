"""Join a game: the host's address and invite code, a free remote seat and a name, then the table.

The connection runs in its own thread (``NetClient``); this scene reads what arrived each
frame. Games joined before are listed for a rejoin (the same seat, with the token the host gave,
so a player whose window closed takes the seat back at once).
"""

from __future__ import annotations

import queue
from typing import Any

import pygame

from game.games import get_game
from game.net import store
from game.net.client import NetClient, normal_url
from game.net.mirror import RemoteMatch
from game.ui import style
from game.ui.scenes.base import UIScene
from game.ui.scenes.remote_table import RemoteTableScene
from game.ui.widgets import Button
from game.ui.widgets import TextEntry as Entry


class JoinScene(UIScene):
    name = "join"

    def __init__(self, app: Any, url: str = "", code: str = "", seat: int | None = None, name: str | None = None,
                 auto: bool = False, token: str | None = None) -> None:
        super().__init__(app)
        self.url, self.code, self.seat = url, code, seat
        self.name_ = name or ""
        self.token = token
        self.client: NetClient | None = None
        self.mirror: RemoteMatch | None = None
        self.phase = "form"  # form | connecting | pick | waiting
        self.table: dict[str, Any] | None = None
        self.status: list[dict[str, Any]] = []
        self.message = ""
        if auto and url and code:
            self.connect()

    # ----- layout ---------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        w = min(size[0] - 40, style.px(560, size))
        x = (size[0] - w) // 2
        y = style.px(130, size)
        h = style.px(44, size)
        gap = style.px(34, size)
        fsz = style.fs(18, size)
        self.fields: dict[str, pygame.Rect] = {}
        if self.phase in ("form", "connecting"):
            for key, attr, ph in (("address", "url", "192.168.1.5:8765"), ("code", "code", "K7M2QX"),
                                  ("name", "name_", self.t("net.join.name"))):
                self.fields[key] = pygame.Rect(x, y, w, h)
                e = Entry(getattr(self, attr), (x, y, w, h), id=key, font_size=fsz, max_len=80 if key == "address" else 24,
                          on_change=(lambda v, a=attr: setattr(self, a, v)), on_submit=lambda _v: self.connect(),
                          placeholder=ph)
                self.ui.add(e)
                y += h + gap
            self.button("net.join.connect", self.connect, (x + w - style.px(200, size), y, style.px(200, size), h),
                        "connect", kind="primary")
            self.button("common.back", self.back, (x, y, style.px(160, size), h), "back", kind="ghost")
            y += h + style.px(40, size)
            self.recent_top = y
            for i, g in enumerate(store.joined_games()[:4]):
                r = (x, y + style.px(28, size) + i * (h + 8), w, h)
                self.ui.add(Button(self._recent_line(g), (lambda g=g: self.rejoin(g)), r, id=f"recent{i}",
                                   font_size=style.fs(16, size)))
        elif self.phase == "pick" and self.table is not None:
            for i, s in enumerate(self.table.get("seats") or []):
                r = (x, y + i * (h + 10), w, h)
                free = s.get("remote") and not s.get("connected")
                label = self.t("net.join.take", n=i + 1) + f" · {s.get('name', '')}" if free else \
                    f"{i + 1}. {s.get('name', '')} · " + self.t("net.join.taken" if s.get("remote") else "net.join.local")
                b = Button(label, (lambda k=i: self.take(k)), r, id=f"seat{i}", font_size=fsz,
                           kind="primary" if free else "normal")
                b.enabled = bool(free)
                self.ui.add(b)
            self.button("common.back", self.back, (x, size[1] - h - style.px(30, size), style.px(160, size), h),
                        "back", kind="ghost")
        else:
            self.button("common.cancel", self.back, (x, size[1] - h - style.px(30, size), style.px(160, size), h),
                        "back", kind="ghost")

    def _recent_line(self, g: dict[str, Any]) -> str:
        try:
            game = get_game(str(g.get("game"))).spec.localized_name(self.lang)
        except KeyError:
            game = str(g.get("game"))
        return self.t("net.join.recent_line", game=game, n=int(g.get("seat", 0)) + 1, name=g.get("name", ""),
                      url=str(g.get("url", "")).removeprefix("ws://"))

    # ----- actions --------------------------------------------------------------------------------
    def connect(self) -> None:
        if not self.url.strip() or not self.code.strip():
            self.message = self.t("net.join.need")
            return
        self._close()
        self.client = NetClient(self.url, self.code, self.seat, self.name_ or None, pick=self.seat is None)
        self.client.token = self.token
        self.client.start()
        self.phase, self.message = "connecting", self.t("net.join.connecting", url=normal_url(self.url))
        self.layout(self.size)

    def rejoin(self, g: dict[str, Any]) -> None:
        self.url, self.code, self.seat = str(g["url"]), str(g.get("code", "")), int(g["seat"])
        self.name_, self.token = str(g.get("name", "")), str(g.get("token") or "") or None
        self.connect()

    def take(self, seat: int) -> None:
        if self.client is not None:
            self.client.take_seat(seat, self.name_ or "")
            self.phase = "connecting"
            self.layout(self.size)

    def back(self) -> None:
        if self.phase != "form":
            self._close()
            self.phase, self.message, self.seat, self.token = "form", "", None, None
            self.layout(self.size)
            return
        self._close()
        self.app.scenes.pop()

    def on_back(self) -> bool:
        self.back()
        return True

    def _close(self) -> None:
        if self.client is not None:
            self.client.close()
            self.client = None
        self.mirror = None

    def on_exit(self) -> None:
        if self.mirror is None or self.phase != "table":
            self._close()

    # ----- what arrived ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        client = self.client
        while client is not None:
            try:
                kind, data = client.inbox.get_nowait()
            except queue.Empty:
                return
            if kind in ("refused", "gone"):
                self._failed(self.t("net.join.refused" if kind == "refused" else "net.join.unreachable",
                                    reason=net_reason(self, client.why, str(data))))
            elif kind == "message" and self._message(data):
                return
            client = self.client

    def _failed(self, text: str) -> None:
        self._close()
        self.phase, self.message = "form", text
        self.layout(self.size)

    def _message(self, msg: dict[str, Any]) -> bool:
        """Take one message; True once the table has taken over."""
        kind = msg.get("type")
        if kind == "table":
            self.table, self.phase, self.message = msg, "pick", ""
            self.layout(self.size)
        elif kind == "welcome" and self.client is not None:
            try:
                game = get_game(str(msg.get("game")))
            except KeyError:
                self._failed(self.t("net.join.refused", reason=msg.get("game")))
                return False
            self.mirror = RemoteMatch(game, msg, self.client.send)
            self.status = list(msg.get("seats") or [])
            seat = self.mirror.seat
            store.remember_joined(normal_url(self.url), self.code, seat, self.mirror.names[seat], game.spec.id,
                                  self.mirror.names, str(msg.get("token") or ""))
            self.phase = "waiting"
            self.message = self.t("net.join.waiting", name=self.mirror.names[seat], n=seat + 1)
            self.layout(self.size)
        elif kind in ("lobby", "seats") and self.mirror is not None:
            self.mirror.apply(msg)
        elif kind == "sync" and self.mirror is not None and self.client is not None:
            self.mirror.apply(msg)
            client, mirror = self.client, self.mirror
            self.phase = "table"
            self.app.to_menu()
            self.app.scenes.push(RemoteTableScene(self.app, client, mirror))
            return True
        return False

    # ----- drawing ----------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        size = self.size
        self.draw_title(surface, self.t("net.join.title"))
        ink, soft = style.SHELL["ink"], style.SHELL["ink_soft"]
        f = style.fs(16, size)
        for key, rect in getattr(self, "fields", {}).items():
            label = self.t("net.join.address" if key == "address" else f"net.join.{key}")
            style.blit_text(surface, label, f, soft, (rect.x, rect.y - style.px(4, size)), "bottomleft")
        if self.phase == "form" and store.joined_games():
            style.blit_text(surface, self.t("net.join.recent"), f, soft,
                            (self.fields["address"].x, self.recent_top), "topleft")
        if self.phase == "pick" and self.table is not None:
            try:
                game = get_game(str(self.table.get("game"))).spec.localized_name(self.lang)
            except KeyError:
                game = "?"
            style.blit_text(surface, self.t("net.join.pick", game=game), style.fs(20, size), ink,
                            (size[0] // 2, style.px(100, size)), "midtop", bold=True)
        if self.phase == "waiting" and self.mirror is not None:
            y = style.px(200, size)
            for i, s in enumerate(self.mirror.status):
                state = self.t("net.lobby.joined") if s.get("connected") else (
                    self.t("net.lobby.waiting") if s.get("remote") else self.t("net.join.local"))
                style.blit_text(surface, f"{i + 1}. {s.get('name', '')} · {state}", style.fs(18, size), ink,
                                (size[0] // 2, y), "midtop")
                y += style.fs(18, size) + style.px(14, size)
        if self.message:
            colour = style.SHELL["danger_ink"] if self.phase == "form" else soft
            style.blit_text(surface, self.message, style.fs(17, size), colour,
                            (size[0] // 2, style.px(96 if self.phase == "form" else 150, size)), "midtop",
                            max_width=size[0] - 40)


NET_REASONS = ("wrong_code", "seat_taken", "no_such_seat", "wrong_game", "wrong_version", "not_gameshelf",
               "bad_hello", "flood", "bad_url", "unreachable", "lost")


def net_reason(scene: Any, why: str, fallback: str) -> str:
    """Why the connection failed, in the player's language (the host's own words otherwise)."""
    return scene.t(f"net.why.{why}") if why in NET_REASONS else fallback
