"""The Android table: New Angeles, the Beanstalk and the Moon in cyberpunk blues.

The left of the board area is the city map (``GraphMapRenderer``: fitted at first, zoomed with
the wheel or +/-, panned by dragging with the right button). Every location is a disc in the
colour of its type, with the detectives standing there, the lead on it, Lily and Jimmy. Legal
moves glow with their Time cost; a first click on one shows the route and its cost, a second
click (or the Confirm button) makes the move. The right column holds the calendar with today
marked, the suspect board (evidence values only as the viewer may know them), the viewer's
own hunches and hand, and the list of the other legal actions.

Every click answers with an element of ``legal_actions`` or with nothing. The view only reads
the ``player_view`` it is given, so it can show nothing its viewer may not know.

The class is put together from parts named for what they draw or decide: ``citymap``,
``column``, ``case_tab``, ``detectives_tab``, ``puzzle_tab``, ``orders_tab``, ``dialogs``,
``hovers``, ``choices`` and ``input``; ``theme`` holds the colours and shapes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.core import HIDDEN
from game.games.android import text as AT
from game.games.android.content import CONTENT
from game.games.android.view.anchors import AnchorPart
from game.games.android.view.case_tab import CaseTab
from game.games.android.view.choices import TableChoices
from game.games.android.view.citymap import CityMap
from game.games.android.view.column import Column
from game.games.android.view.detectives_tab import DetectivesTab
from game.games.android.view.dialogs import Dialogs
from game.games.android.view.hovers import HoverTexts
from game.games.android.view.input import TableInput
from game.games.android.view.orders_tab import OrdersTab
from game.games.android.view.puzzle_tab import PuzzleTab
from game.games.android.view.texts import tr
from game.games.android.view.theme import (
    FILE_COLOURS,
    LOC,
    PUZZLE_TASKS,
    RGB,
    THEME,
    TYPE_COLOURS,
    map_bounds,
)
from game.ui.game_view import GameView, ViewContext
from game.ui.render.graphmap import Edge, GraphMapRenderer, Node


class AndroidView(TableChoices, TableInput, HoverTexts, CityMap, Column, CaseTab, Dialogs, DetectivesTab, PuzzleTab,
                  OrdersTab, AnchorPart, GameView):
    """The Android table (see the module's docstring)."""

    THEME = THEME
    FILE_COLOURS = FILE_COLOURS

    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.tab = "case"
        self.tab_opened: tuple[str, str] | None = None  # (tab a decision opened, tab shown before)
        self.tab_scroll = 0  # the open tab scrolled by the wheel when taller than its room
        self.tab_max = 0
        self.tab_clip: pygame.Rect | None = None
        self.puzzle_rect = pygame.Rect(0, 0, 0, 0)
        self.lang = ctx.lang
        self.viewer: int | None = None
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self.side = pygame.Rect(0, 0, 0, 0)
        self.renderer: GraphMapRenderer | None = None
        self.mouse: tuple[int, int] = (-1, -1)
        self.press: tuple[int, int] | None = None
        self.dragging = False
        self.selected: Any = None  # a move / fly picked on the map, waiting for confirmation
        self.options: list[Any] = []  # every legal action at the picked place (walk or fly, which lead)
        self.hot: list[tuple[pygame.Rect, str, Any]] = []  # drawn items: (rect, kind, payload)
        self.buttons: list[tuple[pygame.Rect, str]] = []
        self.clock = 0.0

    def t(self, key: str, **fmt: Any) -> str:
        return tr(self.lang, key, **fmt)

    def theme(self) -> dict[str, RGB]:
        return dict(THEME)

    def who(self, seat: int) -> str:
        if self.state is not None:
            return AT.seat_name(self.state, seat, self.lang)
        return str(seat + 1)

    def loc_name(self, lid: str) -> str:
        return AT.loc_name(lid, self.lang)

    def card_name(self, cid: Any) -> str:
        c = CONTENT.cards.get(cid) if isinstance(cid, str) else None
        return c.name.get(self.lang, c.name["en"]) if c else "?"

    def seat_colour(self, seat: int) -> RGB:
        cols = self.ctx.colours
        return tuple(cols[seat]) if 0 <= seat < len(cols) else (200, 200, 200)  # type: ignore[return-value]

    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        r = self.rect
        side_w = max(self.px(260), min(int(r.w * 0.36), self.px(480)))  # room for the hand as whole cards
        self.side = pygame.Rect(r.right - side_w, r.y, side_w, r.h)
        self.map_rect = pygame.Rect(r.x, r.y, max(10, r.w - side_w - self.px(8)), r.h)
        self._build_map()

    def _build_map(self) -> None:
        if self.map_rect.w <= 10 or self.map_rect.h <= 10:
            self.renderer = None
            return
        x0, y0, x1, y1 = map_bounds()
        nodes = [Node(lid, (loc.x - x0) / (x1 - x0), (loc.y - y0) / (y1 - y0), self.loc_name(lid),
                      TYPE_COLOURS.get(loc.type, (200, 200, 200)), 1.25 if loc.major else 0.9)
                 for lid, loc in LOC.items()]
        stalk = CONTENT.beanstalk
        edges = [Edge(a, b, (200, 220, 255), 0.6) for a, b in zip(stalk, stalk[1:])]
        old = self.renderer
        g = GraphMapRenderer(nodes, edges, self.map_rect, margin=self.px(34), edge_colour=(60, 90, 140),
                             highlight_colour=(120, 255, 230), label_colour=(220, 234, 255))
        g.max_zoom = 4.0
        g.label_max = self.fs(18)
        g.show_labels = False  # the view places the labels that fit (see _draw_labels)
        if old is not None and old.rect.size == g.rect.size:
            g.zoom, g.offset = old.zoom, old.offset
        self.renderer = g

    def set_state(self, view_state: Any, legal_actions: Sequence[Any], acting_seat: int | None,
                  steps_since_last: Sequence[Any], previous_view_state: Any | None) -> None:
        super().set_state(view_state, legal_actions, acting_seat, steps_since_last, previous_view_state)
        self.version = getattr(self, "version", 0) + 1  # the side column's cache key
        if acting_seat is not None:
            self.viewer = acting_seat
        else:  # the seat whose secrets this view holds; none in a public view (a bot's turn)
            seen = self._secret_holders(view_state)
            if not seen or len(seen) == 1 or self.viewer not in seen:  # the closed case: keep who it was
                self.viewer = seen[0] if seen else None
        self.selected, self.options = None, []
        self.tab_scroll = 0
        self.card_pick = None
        self.face_up = False
        head = view_state.queue[0][0] if getattr(view_state, "queue", ()) else ""
        opened = None
        if head in PUZZLE_TASKS and acting_seat is not None:
            opened = "puzzle"
        elif head == "review" and acting_seat is not None:
            opened = "orders"  # the standing orders before another seat's turn (8.2.1)
        self._open_tab_for_decision(opened)

    def _open_tab_for_decision(self, opened: str | None) -> None:
        """A decision made in a tab opens it; once over, the tab shown before comes back (the
        hand is in the Case tab: after a lead was used it stayed hidden behind the Conspiracy),
        unless the player has opened another tab meanwhile."""
        if opened is not None:
            if self.tab_opened is None and self.tab != opened:
                self.tab_opened = (opened, self.tab)
            self.tab = opened
        elif self.tab_opened is not None:
            if self.tab == self.tab_opened[0]:
                self.tab = self.tab_opened[1]
            self.tab_opened = None

    @staticmethod
    def _secret_holders(s: Any) -> list[int]:
        """The seats whose hunches this view shows (one seat's own view; every seat once the
        case is closed; none in a public view)."""
        return [i for i, p in enumerate(getattr(s, "players", ())) if p.guilty is not HIDDEN and p.guilty != ""]

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        self.hot = []
        if self.state is None or self.renderer is None:
            pygame.draw.rect(surface, THEME["board"], self.rect)
            return
        gap = pygame.Rect(self.map_rect.right, self.rect.y, self.side.x - self.map_rect.right, self.rect.h)
        pygame.draw.rect(surface, THEME["board"], gap)  # the map and the column cover the rest
        self._draw_map(surface)
        self._draw_side(surface)
        self.draw_evidence_dialog(surface)
        self.draw_closing(surface)
