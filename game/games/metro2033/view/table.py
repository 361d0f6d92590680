"""The Metro 2033 table view: the class the registry names, its layout, state and animation
clock; the map, names, column, tracks, fight, tooltips, choices and input are its parts (mixins),
each in its own module."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

import game.games.metro2033.view.labels as L
import game.games.metro2033.view.paint as P
from game.engine.text import personalize
from game.games.metro2033 import flow
from game.games.metro2033 import text as T
from game.games.metro2033.content import COMBAT, EDGES, STATIONS
from game.games.metro2033.view.amounts import AmountsMixin
from game.games.metro2033.view.board import BoardMixin
from game.games.metro2033.view.choices import ChoicesMixin
from game.games.metro2033.view.column import ColumnMixin
from game.games.metro2033.view.controller import ControllerMixin
from game.games.metro2033.view.fight import FightMixin
from game.games.metro2033.view.metromap import MetroMapRenderer
from game.games.metro2033.view.names import StationNamesMixin
from game.games.metro2033.view.preview import map_thumbnail
from game.games.metro2033.view.texts import tr
from game.games.metro2033.view.theme import RGB, THEME
from game.games.metro2033.view.tooltips import TooltipsMixin
from game.games.metro2033.view.tracks import TracksMixin
from game.ui import style
from game.ui.game_view import GameView, ViewContext
from game.ui.render.effects import mix
from game.ui.render.graphmap import Edge, Node


class Metro2033View(ControllerMixin, ChoicesMixin, AmountsMixin, TooltipsMixin, BoardMixin, StationNamesMixin, ColumnMixin,
                    TracksMixin, FightMixin, GameView):
    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.lang = ctx.lang
        self.viewer: int | None = None
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self.side = pygame.Rect(0, 0, 0, 0)
        self.renderer: MetroMapRenderer | None = None
        self._active: frozenset[str] = frozenset()
        self.mouse: tuple[int, int] = (-1, -1)
        self.press: tuple[int, int] | None = None
        self.dragging = False
        self.selected: str | None = None
        self.selected_card: str | None = None  # a card clicked that can be taken in several ways
        self.time = 0.0
        self.flip = 0.0  # seconds left of the combat cards' flip
        self.flip_total = 0.35
        self.fight_flash = 0.0  # seconds left of the result highlight
        self.hold = 0.0  # seconds the table waits on a fight's result before the next step
        self.playback: dict[str, Any] | None = None  # the fight that just resolved
        self._played: dict[int, str] = {}  # combat cards played in the fight on the table (drawn only once fought)
        self.hot: list[tuple[pygame.Rect, str, Any]] = []  # hover/click areas of the column: (rect, kind, payload)
        self._prev_hot: list[tuple[pygame.Rect, str, Any]] = []
        self.buttons: list[tuple[pygame.Rect, str]] = []  # zoom buttons
        self.list_scroll = 0
        self.pick: dict[str, Any] = {}  # the amount controls' settings (recruit, exchange)
        self.col_scroll = 0  # the column scrolls when its sections are taller than the window
        self._col_max = 0
        self._list_rect = pygame.Rect(0, 0, 0, 0)
        # drawn pictures kept between frames (the map without its pulsing glows, the column)
        self._map_cache: pygame.Surface | None = None
        self._map_key: tuple = ()
        self._col_cache: pygame.Surface | None = None
        self._col_key: tuple = ()
        self._col_hot: list[tuple[pygame.Rect, str, Any]] = []
        self._targets_key: tuple = ()
        self._targets: set[str] = set()
        self._gen = 0  # counts the states set (keys the kept pictures)
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple = ()
        self._plan: dict[Any, L.Placed] = {}  # station names placed without overlaps (unpanned coordinates)
        self._plan_key: tuple = ()
        self._name_imgs: dict[tuple[str, int], pygame.Surface] = {}
        self._name_lines: dict[tuple[str, int], list[str]] = {}

    # ----- words -------------------------------------------------------------------------
    def t(self, key: str, **fmt: Any) -> str:
        return tr(self.lang, key, **fmt)

    def who(self, seat: int) -> str:
        names = self.ctx.names
        return names[seat] if 0 <= seat < len(names) else T.seat_label(seat, self.lang)

    def choice_label(self, action: Any) -> str:
        """The game's short label; a combat card or a danger order names the cards (only the
        deciding seat, who knows them, is offered these)."""
        if isinstance(action, tuple) and action and action[0] == "play" and len(action) > 1:
            return T.card_name(action[1], self.lang)
        if isinstance(action, tuple) and action and action[0] == "order":
            return " → ".join(T.card_name(c, self.lang) for c in action[1:])
        return personalize(super().choice_label(action), self.ctx.names, self.lang)

    def theme(self) -> dict[str, RGB]:
        return dict(THEME)

    # ----- layout and state --------------------------------------------------------------
    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        r = self.rect
        side_w = max(self.px(250), min(int(r.w * 0.34), self.px(360)))
        self.side = pygame.Rect(r.right - side_w, r.y, side_w, r.h)
        self.map_rect = pygame.Rect(r.x, r.y, r.w - side_w - self.px(8), r.h)
        self._build_map(keep_view=False)

    def _build_map(self, keep_view: bool = True) -> None:
        if self.map_rect.w <= 0 or self.map_rect.h <= 0:
            return
        old = self.renderer
        margin = self.px(26)
        inner_w, inner_h = self.map_rect.w - 2 * margin, self.map_rect.h - 2 * margin
        side = max(1, min(inner_w, inner_h))
        sx, sy = side / max(1, inner_w), side / max(1, inner_h)
        nodes = []
        for sid, st in STATIONS.items():
            on = sid in self._active or not self._active
            colour = P.LINE_COLOURS.get(st.line, (160, 160, 160))
            if st.type == "abandoned":
                colour = (96, 96, 100)
            if not on:
                colour = mix(colour, (30, 32, 36), 0.8)
            nodes.append(Node(sid, 0.5 + (st.x - 50) / 100 * sx, 0.5 + (st.y - 50) / 100 * sy, T.st_name(sid, self.lang),
                              colour, 1.15 if st.type == "polis" else 1.0))
        edges = []
        for e in EDGES:
            a, b = STATIONS[e.a], STATIONS[e.b]
            on = not self._active or (e.a in self._active and e.b in self._active)
            if e.kind == "transfer":
                col, width, dashed = (150, 150, 156), 0.55, True
            else:
                col, width, dashed = P.LINE_COLOURS.get(a.line if a.line == b.line or a.line != 5 else b.line, (150, 150, 150)), 1.0, False
            if not on:
                col = mix(col, (30, 32, 36), 0.82)
            edges.append(Edge(e.a, e.b, col, width, dashed))
        radius = max(5.0, side / 58)
        self.renderer = MetroMapRenderer(nodes, edges, self.map_rect, node_radius=radius, margin=margin,
                                         highlight_colour=(245, 248, 255), label_colour=(236, 232, 222))
        self.renderer.max_zoom = 5.0
        self.renderer.label_max = self.fs(15)
        self.renderer.show_labels = False  # the view places the names itself (labels.py)
        if keep_view and old is not None:
            self.renderer.zoom, self.renderer.offset = old.zoom, old.offset
        self._labels()
        self._layer = None

    def _labels(self) -> None:
        """The zoom changed: the station names are placed again when next drawn."""
        self._plan_key = ()

    def set_state(self, view_state: Any, legal_actions: Sequence[Any], acting_seat: int | None,
                  steps_since_last: Sequence[Any], previous_view_state: Any | None) -> None:
        prev = previous_view_state
        super().set_state(view_state, legal_actions, acting_seat, steps_since_last, previous_view_state)
        if acting_seat is not None:
            self.viewer = acting_seat
        s = view_state
        # all zones stay lit until every seat has its faction (the draft offers them)
        active = frozenset(flow.active(s)) if all(p.faction for p in s.players) else frozenset()
        if active != self._active:
            self._active = active
            self._build_map(keep_view=True)
        self.selected = None
        self.selected_card = None
        self.list_scroll = 0
        self._fresh_pick()
        self._layer = None
        self._plan_key = ()
        self._gen += 1
        speed = self.ctx.anim_speed
        c, pc = s.combat, (prev.combat if prev is not None else None)
        if speed > 0 and c is not None and c.revealed and pc is not None and not pc.revealed:
            self.flip_total = 0.35 / speed
            self.flip = self.flip_total
        if prev is None:
            self.playback, self._played = None, {}
        for st in steps_since_last:  # kept unseen until the fight is fought (then both cards are public)
            a = getattr(st, "action", None)
            if isinstance(a, tuple) and len(a) == 2 and a[0] == "play" and a[1] in COMBAT:
                self._played[getattr(st, "player", -9)] = a[1]
        if prev is not None and s.fights > prev.fights:
            self.playback = self._playback_from(s, prev)
            if speed > 0:
                self.fight_flash = 2.5 / speed
                pvp = self.playback is not None and self.playback["dfn"] >= 0
                if pvp and not (pc is not None and pc.revealed):
                    self.flip_total = 0.35 / speed
                    self.flip = self.flip_total
                self.hold = 1.0 / speed

    @classmethod
    def option_preview(cls, key: str, value: Any, players: int, size: tuple[int, int]) -> pygame.Surface | None:
        """The setup page shows the map with every faction's zone and home stations under the
        factions option (the same picture for the draft and for choosing now)."""
        if key != "faction_choice":
            return None
        return map_thumbnail(tuple(size))

    def replay_label(self) -> str | None:
        s = self.state
        return self.t("replay.fight") if s is not None and s.fights > 0 else None

    def replay_focus(self, before: Any, after: Any) -> bool:
        """A fight: every step while a combat is on the table, and the step that resolved it."""
        return (getattr(after, "combat", None) is not None or getattr(before, "combat", None) is not None
                or getattr(after, "fights", 0) > getattr(before, "fights", 0))

    # ----- animation ---------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.flip > 0 or self.hold > 0

    def skip_animations(self) -> None:
        self.flip = 0.0
        self.hold = 0.0

    def update(self, dt: float) -> None:
        self.time += dt
        if self.flip > 0:
            self.flip = max(0.0, self.flip - dt)
        else:
            self.hold = max(0.0, self.hold - dt)
        self.fight_flash = max(0.0, self.fight_flash - dt)

    # ----- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.state is None or self.renderer is None:
            return
        self._prev_hot = self.hot  # last frame's items (the map lights what the pointer is on in the column)
        self.hot = []
        self.buttons = []
        gap = pygame.Rect(self.map_rect.right, self.rect.y, max(0, self.side.x - self.map_rect.right), self.rect.h)
        pygame.draw.rect(surface, THEME["board"], gap)  # the map and the column cover the rest
        self._draw_map(surface)
        self._draw_side(surface)

    def _seat_colour(self, seat: int) -> RGB:
        cols = self.ctx.colours
        return tuple(cols[seat % len(cols)]) if cols else (200, 200, 200)

    @staticmethod
    def _ink(colour: RGB) -> RGB:
        """A seat colour lifted to 4.5:1 on the column, for words."""
        return tuple(style.readable(colour, THEME["panel"]))

    def _shape(self, seat: int) -> str:
        shapes = self.ctx.shapes
        return shapes[seat % len(shapes)] if shapes else "circle"
