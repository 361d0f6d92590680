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
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.core import HIDDEN
from game.engine.text import personalize
from game.games.android import scoring
from game.games.android import text as AT
from game.games.android.content import CONTENT
from game.games.android.view.dialogs import Dialogs
from game.games.android.view.panels import ORDER_KINDS, SidePanels
from game.games.android.view.texts import EFFECTS, WORDS, effect_words, tr
from game.ui import style
from game.ui.game_view import DEFAULT_THEME, GameView, ViewContext
from game.ui.render.effects import darken, lighten
from game.ui.render.fonts import get_font, render_text
from game.ui.render.graphmap import Edge, GraphMapRenderer, Node
from game.ui.render.textfit import ellipsize, wrap

RGB = tuple[int, int, int]
LOC = CONTENT.locations
MAP_KINDS = ("move", "fly", "npc_to", "lead_to", "lead", "warrant")
ROUTE_KINDS = ("move", "fly")

THEME: dict[str, RGB] = {
    **DEFAULT_THEME,
    "bg": (10, 16, 30),
    "bg2": (6, 10, 20),
    "board": (12, 20, 38),
    "panel": (20, 32, 56),
    "panel_hi": (30, 48, 80),
    "edge": (62, 98, 150),
    "ink": (228, 240, 255),
    "ink_soft": (170, 196, 226),
    "ink_faint": (110, 136, 170),
    "accent": (84, 220, 255),
    "danger": (255, 92, 120),
    "ok": (110, 230, 170),
}
TYPE_COLOURS: dict[str, RGB] = {
    "civic": (92, 170, 255), "business": (80, 230, 210), "nightlife": (236, 96, 220),
    "religious": (250, 214, 110), "residential": (150, 140, 255),
}
FILE_COLOURS: dict[str, RGB] = {"physical": (255, 150, 80), "document": (120, 220, 255), "testimony": (250, 110, 170)}
DISTRICT_COLOURS: dict[str, RGB] = {
    "Yellow": (230, 200, 60), "Orange": (240, 140, 50), "Blue": (70, 130, 240), "Red": (230, 70, 70),
    "Grey": (150, 150, 165), "White": (225, 232, 245),
}
QUALITY_SHAPES = {"ritzy": "diamond", "normal": "circle", "seedy": "triangle"}
LIGHT: RGB = (220, 236, 255)
DARK: RGB = (70, 40, 110)


def _bounds() -> tuple[float, float, float, float]:
    xs = [loc.x for loc in LOC.values()]
    ys = [loc.y for loc in LOC.values()]
    return min(xs), min(ys), max(xs), max(ys)


GRID = (12, 8)  # columns A-L, rows 1-8 of the printed map (spec 9.2)
TABS = ("case", "detectives", "puzzle", "orders")
PUZZLE_TASKS = ("put_piece", "lead_use", "shift_any", "favor_any", "bag_any")


class AndroidView(Dialogs, SidePanels, GameView):
    THEME = THEME
    FILE_COLOURS = FILE_COLOURS

    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.tab = "case"
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
        self.list_scroll = 0
        self.hot: list[tuple[pygame.Rect, str, Any]] = []  # drawn items: (rect, kind, payload)
        self.buttons: list[tuple[pygame.Rect, str]] = []
        self.clock = 0.0

    # ----- small helpers -------------------------------------------------------------------
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

    def choice_label(self, action: Any) -> str:
        label = personalize(super().choice_label(action), self.ctx.names, self.lang)
        outcome = self.fight_outcome(action)
        return f"{label}: {outcome}" if outcome and outcome not in label else label

    def fight_outcome(self, action: Any) -> str:
        """What a fight tactic costs (the dark card's three outcomes, spec 8.13)."""
        s = self.state
        if s is None or not s.queue or s.queue[0][0] != "fight" or not isinstance(action, tuple) or action[0] != "tactic":
            return ""
        try:
            ops = CONTENT.cards[s.queue[0][2]].ops[0][1][action[1]]
            return AT.outcome_words(ops, self.lang)
        except (KeyError, IndexError, TypeError):
            return ""

    def seat_colour(self, seat: int) -> RGB:
        cols = self.ctx.colours
        return tuple(cols[seat]) if 0 <= seat < len(cols) else (200, 200, 200)  # type: ignore[return-value]

    # ----- layout and state ------------------------------------------------------------------
    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        r = self.rect
        side_w = max(self.px(260), min(int(r.w * 0.32), self.px(440)))
        self.side = pygame.Rect(r.right - side_w, r.y, side_w, r.h)
        self.map_rect = pygame.Rect(r.x, r.y, max(10, r.w - side_w - self.px(8)), r.h)
        self._build_map()

    def _build_map(self) -> None:
        if self.map_rect.w <= 10 or self.map_rect.h <= 10:
            self.renderer = None
            return
        x0, y0, x1, y1 = _bounds()
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
        elif self.viewer is None:
            self.viewer = self._guess_viewer(view_state)
        self.selected, self.options = None, []
        self.list_scroll = self.tab_scroll = 0
        self.face_up = False
        head = view_state.queue[0][0] if getattr(view_state, "queue", ()) else ""
        if head in PUZZLE_TASKS and acting_seat is not None:
            self.tab = "puzzle"

    @staticmethod
    def _guess_viewer(s: Any) -> int | None:
        """The seat whose secrets this view holds (its hunches are not hidden)."""
        for i, p in enumerate(getattr(s, "players", ())):
            if p.guilty is not HIDDEN and p.guilty != "":
                return i
        return None

    # ----- what the legal actions say ----------------------------------------------------------
    @staticmethod
    def target_of(action: Any) -> str | None:
        """The location a map action names (moves, dropships, NPCs, leads, warrants)."""
        if not isinstance(action, tuple) or not action or action[0] not in MAP_KINDS:
            return None
        for x in action[1:]:
            if isinstance(x, str) and x in LOC:
                return x
        return None

    def location_actions(self, lid: str) -> list[Any]:
        acts = [a for a in self.legal if self.target_of(a) == lid]
        acts.sort(key=lambda a: 0 if a[0] == "move" else 1)  # walking before flying
        return acts

    def map_targets(self) -> set[str]:
        return {t for a in self.legal if (t := self.target_of(a)) is not None}

    def list_actions(self) -> list[Any]:
        """The legal actions not answered on the map, the puzzle or the orders tab."""
        return [a for a in self.legal if self.target_of(a) is None and a[0] not in ("put", "place")
                and not (a[0] in ORDER_KINDS and self.tab == "orders")
                and not (a[0] == "draw" and self.tab == "case")]

    def suspect_actions(self, sid: str) -> list[Any]:
        return [a for a in self.list_actions() if len(a) > 1 and a[1] == sid]

    def cost_of(self, action: Any) -> int | None:
        """Time a move or a dropship flight costs the active detective (spec 9.4, 4.8)."""
        s = self.state
        if s is None or not isinstance(action, tuple) or action[0] not in ROUTE_KINDS or s.active < 0:
            return None
        from game.games.android import rules
        p = s.players[s.active]
        try:
            if action[0] == "move":
                return int(rules._move_cost(s, p, action[1]))
            surcharge = s.opt("dropship_restricted_surcharge") == "on"
            return int(rules.board.entry_cost(p, action[1])) if surcharge else 1
        except Exception:
            return None

    def extra_choices(self) -> list[tuple[str, Any]]:
        if self.selected is not None and self.selected in self.legal:
            return [(self.choice_label(self.selected), self.selected)]
        acts = self.list_actions()
        if len(acts) <= 3 and not self.map_targets():
            return [(self.choice_label(a), a) for a in acts]
        return []

    # ----- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        et = event.type
        if et == pygame.MOUSEMOTION:
            self._motion(event)
            return None
        if et == pygame.MOUSEWHEEL:
            self._wheel(event)
            return None
        if et == pygame.MOUSEBUTTONUP:
            self.press, self.dragging = None, False
            return None
        if et == pygame.MOUSEBUTTONDOWN:
            pos = getattr(event, "pos", None)
            button = getattr(event, "button", 1)
            if pos is None or button in (4, 5):
                return None
            self.mouse = pos
            if button != 1:
                if self.map_rect.collidepoint(pos):
                    self.press = pos
                return None
            return self._click(pos)
        if et == pygame.KEYDOWN and self.renderer is not None:
            key = getattr(event, "key", 0)
            if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.renderer.zoom_at(self.map_rect.center, 1.25)
            elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.renderer.zoom_at(self.map_rect.center, 0.8)
            elif key in (pygame.K_0, pygame.K_HOME):
                self.renderer.fit()
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected in self.legal:
                return self.selected
            elif key == pygame.K_ESCAPE:
                self.selected, self.options = None, []
        return None

    def _motion(self, event: pygame.event.Event) -> None:
        pos = getattr(event, "pos", self.mouse)
        self.mouse = pos
        if self.press is not None and self.renderer is not None:
            if not any(getattr(event, "buttons", (0, 0, 0))):
                self.press, self.dragging = None, False
            else:
                dx, dy = pos[0] - self.press[0], pos[1] - self.press[1]
                if self.dragging or math.hypot(dx, dy) > 5:
                    self.dragging = True
                    self.renderer.pan_by(dx, dy)
                    self.press = pos
        if self.renderer is not None:
            self.renderer.update_hover(pos)

    def _wheel(self, event: pygame.event.Event) -> None:
        y = getattr(event, "y", 0)
        if not y:
            return
        if self.renderer is not None and self.map_rect.collidepoint(self.mouse):
            self.renderer.zoom_at(self.mouse, 1.2 ** y)
        elif getattr(self, "tab_clip", None) is not None and self.tab_clip.collidepoint(self.mouse):
            self.tab_scroll = max(0, min(self.tab_max, self.tab_scroll - int(y) * self.px(40)))
        elif self.side.collidepoint(self.mouse):
            self.list_scroll = max(0, self.list_scroll - int(y) * self.px(30))

    def _click(self, pos: tuple[int, int]) -> Any | None:
        for rect, kind in self.buttons:
            if rect.collidepoint(pos) and self.renderer is not None:
                if kind == "fit":
                    self.renderer.fit()
                else:
                    self.renderer.zoom_at(self.map_rect.center, 1.25 if kind == "in" else 0.8)
                return None
        for rect, kind, payload in reversed(self.hot):
            if not rect.collidepoint(pos):
                continue
            if kind == "action":
                return payload if payload in self.legal else None
            if kind == "tab":
                self.tab, self.list_scroll, self.tab_scroll = payload, 0, 0
                return None
            if kind == "order_step":
                self.step_order_pick(*payload)
                return None
            if kind == "confirm":
                self.selected, self.options = None, []
                return payload if payload in self.legal else None
            if kind == "cancel":
                self.selected, self.options = None, []
                return None
            if kind == "cell":
                return self.click_cell(payload)
            if kind == "ev_face":
                if bool(payload) in self.evidence_faces():  # only a face the engine allows
                    self.face_up = bool(payload)
                return None
            if kind == "ev_suspect":
                return payload[1] if payload[1] in self.legal else None
            if kind == "closing":
                self.closing_hidden = not self.closing_hidden
                return None
            if kind == "dialog":
                return None  # a click on the dialog's background goes nowhere (not to the map under it)
            if kind == "suspect":
                acts = self.suspect_actions(payload)
                return acts[0] if len(acts) == 1 else None
        if self.renderer is not None and self.map_rect.collidepoint(pos):
            lid = self.renderer.node_at(pos)
            if lid is not None:
                if self.pick_place(str(lid)):
                    return None  # the orders tab waits for a place: the click sets the condition
                return self._click_location(str(lid))
        return None

    def _click_location(self, lid: str) -> Any | None:
        acts = self.location_actions(lid)
        if not acts:
            if self.legal:
                self.message = self.t("click_map")
            return None
        a = acts[0]
        if len(acts) == 1 and (a[0] not in ROUTE_KINDS or self.selected == a):
            self.selected, self.options = None, []
            return a  # the only thing to do there (a move: its second click)
        self.selected, self.options = a, acts  # show the route / the choices there first
        return None

    # ----- hover texts ---------------------------------------------------------------------------
    def hover_info(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        for rect, kind, payload in reversed(self.hot):
            if rect.collidepoint(pos):
                return self._item_info(kind, payload)
        if self.renderer is not None and self.map_rect.collidepoint(pos):
            lid = self.renderer.node_at(pos)
            if lid is not None:
                return self.location_info(str(lid))
        return None

    def _item_info(self, kind: str, payload: Any) -> tuple[str, str] | None:
        if kind == "suspect":
            return self.suspect_info(payload)
        if kind == "card":
            return self.card_info(payload)
        if kind == "hunch":
            return self.hunch_info(payload)
        if kind == "action":
            return self.choice_label(payload), self.describe(payload)
        if kind == "detective":
            return self.detective_info(payload)
        if kind == "lead":
            return self.lead_info(payload)
        if kind == "npc":
            name = AT.T[AT._lang(self.lang)]["lily" if payload == "lily" else "jimmy_n"]
            return name, self.t(f"npc.{payload}")
        if kind == "warrant":
            return self.t("warrant", who=self.who(payload)), self.t("warrant_help")
        if kind == "cell":
            return self.cell_info(payload)
        if kind == "ev_suspect":
            return self.evidence_row_info(payload)
        if kind == "ev_face":
            return self.t("ev.up" if payload else "ev.down"), self.t("ev.up_help" if payload else "ev.down_help")
        if kind == "score":
            return self.score_info(payload)
        if kind == "closing":
            return self.t("close.hide" if not self.closing_hidden else "close.show"), ""
        if kind == "group":
            return self.group_info(payload)
        if kind == "order_step":
            return self.order_step_info(payload)
        if kind == "tab":
            return self.t(f"tab.{payload}"), ""
        if kind in ("confirm", "cancel"):
            return self.t(kind), self.choice_label(payload) if payload is not None else ""
        if kind == "events":
            return self.events_info()
        if kind == "deck":
            return self.deck_info(payload)
        if kind == "time":
            s = self.state
            return self.t("time", n=s.time), self.t("time_help", who=self.who(s.active))
        if kind == "event_marker":
            return self.event_marker_info(payload)
        if kind == "day":
            return self.day_info(payload)
        return None

    def location_info(self, lid: str) -> tuple[str, str]:
        s, loc = self.state, LOC[lid]
        lines = [self.t("type", t=self.t(f"type.{loc.type}")), self.t("quality", q=self.t(f"quality.{loc.quality}")),
                 self.t("district", d=CONTENT.districts[loc.district]["name"].get(self.lang, loc.district))]
        lines.append(self.t("square", g=loc.grid))
        if loc.restricted:
            lines.append(self.t("restricted"))
        for kind, where in CONTENT.banks.items():
            if where == lid and s is not None and f"bank.{kind}" in WORDS["en"]:
                lines.append(self.t(f"bank.{kind}", n=s.bank_of(kind)))
        if s is not None:
            murder = CONTENT.murders.get(s.murder)
            if murder is not None and murder.crime_scene == lid:
                lines.append(self.t("crime"))
            here = [self.who(i) for i, p in enumerate(s.players) if p.location == lid]
            if here:
                lines.append(self.t("here", who=", ".join(here)))
            lead = s.lead_at(lid)
            if lead is not None:
                lines.append(self.t("lead_here", k=AT.FILE_NAMES[AT._lang(self.lang)][lead.kind]))
            for which, name_key in (("lily", "lily"), ("jimmy", "jimmy_n")):
                if getattr(s, which) == lid:
                    lines.append(self.t("npc", n=AT.T[AT._lang(self.lang)][name_key]))
            for i, p in enumerate(s.players):
                if lid in p.warrants:
                    lines.append(self.t("warrant", who=self.who(i)))
            for eid in self.event_places().get(lid, ()):
                lines.append(self.t("event_here", e=self.event_name(eid)))
        for a in self.location_actions(lid):
            cost = self.cost_of(a)
            words = self.choice_label(a)
            lines.append(words + (f" ({self.t('cost', n=cost)})" if cost is not None else ""))
        return self.loc_name(lid), "\n".join(lines)

    def day_info(self, d: int) -> tuple[str, str]:
        cal = CONTENT.calendars.get(self.state.calendar)
        lines = []
        if cal is not None and 1 <= d <= len(cal.days):
            day = cal.day(d)
            lines.append(self.t("week_day", w=cal.week_of(d), k=cal.day_of_week(d)))
            lines += [self.t(f"day.{k}") for k in (*day.start, *day.end) if f"day.{k}" in WORDS["en"]]
            if d == cal.last_day:
                lines.append(self.t("day.close"))
            if cal.is_climax(d):
                lines.append(self.t("climax"))
        if d == self.state.day:
            lines.append(self.t("today"))
        return self.t("calendar", d=d, n=self._last_day()), "\n".join(lines)

    def lead_info(self, lead_id: str) -> tuple[str, str]:
        lead = next((ld for ld in self.state.leads if ld.id == lead_id), None)
        if lead is None:
            return "?", ""
        file = AT.FILE_NAMES[AT._lang(self.lang)].get(lead.kind, lead.kind)
        body = self.t("lead_help", t=self.t(f"type.{lead.colour}"))
        if lead.location in LOC:
            body = self.loc_name(lead.location) + "\n" + body
        return self.t("lead_here", k=file), body

    def suspect_info(self, sid: str) -> tuple[str, str]:
        s = self.state
        sus = CONTENT.suspects[sid]
        fn = AT.FILE_NAMES[AT._lang(self.lang)]
        lines = [self.t("strong", f=fn[sus.strong]), self.t("normal", f=fn[sus.normal]), self.t("weak", f=fn[sus.weak])]
        st = next((x for x in s.suspects if x.id == sid), None) if s is not None else None
        if st is not None:
            lines.append(self.t("hits", n=st.hits) + ", " + self.t("alibis", n=st.alibis)
                         + ("" if st.alive else ", " + self.t("dead")))
            for tok in st.tokens:
                lines.append(f"{self.token_text(tok)} · {self.t('file', f=fn.get(tok.file, tok.file))} · "
                             f"{self.t('placed_by', who=self.who(tok.placer))}")
            if s.over and st.alive and not any(t.code is HIDDEN for t in st.tokens):
                calc = scoring.suspect_total(st)
                for side, v in calc["discarded"].items():
                    lines.append(self.t(f"discard.{side}", v=v))
                lines.append(self.t("guilt", n=calc["total"]))
        return AT.sus_name(sid, self.lang), "\n".join(lines)

    def token_text(self, tok: Any) -> str:
        if tok.code is HIDDEN:
            return self.t("unknown_token")
        words = AT._token_words(tok.code, self.lang)
        return words if tok.face_up else self.t("token_known", v=words)

    def hunch_info(self, which: str) -> tuple[str, str]:
        p = self.state.players[self.viewer] if self.viewer is not None else None
        if p is None or p.guilty in ("", HIDDEN):
            return self.t("hunches"), ""
        sid = p.guilty if which == "guilty" else p.innocent
        body = self.t(f"hunch.{which}")
        if p.guilty == p.innocent:
            body += "\n" + self.t("obsessed")
        return self.t(which, s=AT.sus_name(sid, self.lang)), body

    def card_info(self, cid: Any) -> tuple[str, str]:
        c = CONTENT.cards.get(cid) if isinstance(cid, str) else None
        if c is None:
            return "?", ""
        L = AT._lang(self.lang)
        E = EFFECTS[L]
        side = self.t("light_card" if c.side == "light" else "dark_card", n=c.cost)
        det = CONTENT.detectives.get(c.detective)
        who = det.name.get(self.lang, det.name["en"]) if det is not None else E["target"]
        timing, _, arg = c.timing.partition("(")
        key = f"when.{timing}"
        when = E[key].format(who=who, t=self.t(f"type.{arg.rstrip(')')}") if arg else "") if key in E else \
            self.t("timing.trigger")
        effect = effect_words(c.ops, L, who, AT.FAVOR_NAMES[L], AT.FILE_NAMES[L],
                              lambda pid: CONTENT.plots[pid].name.get(L, pid) if pid in CONTENT.plots else pid,
                              lambda n: AT.npc_name(n, L))
        lines = [side, E["when"].format(w=when), E["effect"].format(e=effect)]
        v = self.viewer
        if self.state is not None and v is not None and 0 <= v < len(self.state.players):
            order = dict(self.state.players[v].orders).get(cid)
            if order is not None:
                lines.append(self.order_status(order))
        if c.traits:
            lines.append(E["traits"].format(t=", ".join(E.get(f"trait.{t}", t) for t in c.traits)))
        return self.card_name(cid), "\n".join(lines)

    # ----- player panels ---------------------------------------------------------------------
    def panel_lines(self, view_state: Any, seat: int) -> list[str]:
        s = view_state
        if s is None or not 0 <= seat < len(s.players):
            return []
        p = s.players[seat]
        out = [AT.seat_name(s, seat, self.lang)] if p.detective else []
        if s.active == seat:
            out.append(self.t("time", n=s.time))
        if s.first_player == seat:
            out.append(self.t("first"))
        out.append(self.t("twilight", n=p.twilight) + " · " + self.t("cards", n=len(p.hand)))
        c, po, so, st = p.favors
        out.append(self.t("favors", c=c, p=po, so=so, st=st))
        if p.trauma:
            out.append(self.t("trauma", n=p.trauma))
        return out

    def panel_hover(self, seat: int) -> tuple[str, str] | None:
        s = self.state
        if s is None or not 0 <= seat < len(s.players):
            return None
        p = s.players[seat]
        lines = self.panel_lines(s, seat)
        if p.plot:
            plot = CONTENT.plots.get(p.plot)
            name = plot.name.get(self.lang, plot.name["en"]) if plot else p.plot
            lines.append(self.t("plot", p=name, g=p.good, b=p.bad))
        lines.append(self.loc_name(p.location) if p.location in LOC else "")
        det = CONTENT.detectives.get(p.detective)
        title = det.title.get(self.lang, det.title["en"]) if det else ""
        return self.who(seat) + (f" — {title}" if title else ""), "\n".join(x for x in lines if x)

    # ----- animation ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt

    # ----- drawing -------------------------------------------------------------------------------
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

    def _draw_map(self, surface: pygame.Surface) -> None:
        g = self.renderer
        if g is None:
            return
        targets = self.map_targets()
        key = (tuple(self.map_rect), g.zoom, g.offset, self.lang, surface.get_size(), frozenset(targets),
               tuple(tuple(r) for r, _k in self.buttons))
        surface.blit(self._cached_layer("map", key, surface, lambda layer: self._paint_still_map(layer, targets)),
                     self.map_rect)
        old = surface.get_clip()
        surface.set_clip(self.map_rect)
        self._draw_glow(surface, targets)
        self._draw_reach(surface)
        self._draw_pieces(surface)
        self._draw_costs(surface, targets)
        self._draw_route(surface)
        surface.set_clip(old)
        self._draw_zoom_buttons(surface)
        self._draw_interruption(surface)
        if self.state.over:
            self._banner(surface, self.verdict())

    def _cached_layer(self, name: str, key: Any, surface: pygame.Surface, paint: Any) -> pygame.Surface:
        """A slow, still layer of the map, drawn once per view (zoom, pan, size, language, lit
        places) and blitted every frame after: the table keeps 60 frames per second."""
        cache = self.__dict__.setdefault("_layers", {})
        hit = cache.get(name)
        if hit is not None and hit[0] == key:
            return hit[1]
        full = pygame.Surface(surface.get_size())
        full.fill((8, 14, 28))
        full.set_clip(self.map_rect)
        paint(full)
        layer = full.subsurface(self.map_rect.clip(full.get_rect())).copy()
        cache[name] = (key, layer)
        return layer

    def _paint_still_map(self, surface: pygame.Surface, targets: set[str]) -> None:
        """District tints, the grid, edges and discs (the renderer's base), quality marks and names."""
        g = self.renderer
        self._draw_districts(surface)
        self._draw_grid(surface)
        if g._base is None:
            g._base = g._render_base()
        surface.blit(g._base, g.rect.topleft)
        self._draw_marks(surface)
        self._draw_labels(surface, targets)

    def _draw_interruption(self, surface: pygame.Surface) -> None:
        """An "ask me" dark-card prompt (8.2.1): a banner naming the card and its target over the
        map, and a ring around the target's figure."""
        s = self.state
        head = s.queue[0] if s.queue else ()
        if self.acting is None or len(head) < 4 or head[0] != "ask" or not 0 <= head[2] < len(s.players):
            return
        target = head[2]
        loc = s.players[target].location
        if loc in self.renderer.nodes:
            x, y = self.renderer.node_pos(loc)
            pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
            pygame.draw.circle(surface, (190, 120, 255), (int(x), int(y)),
                               int(self.renderer.scaled_radius * 2.2 + 4 * pulse), 3)
        self._banner(surface, self.t("ask_banner", c=self.card_name(head[3]), who=self.who(target)), top=True)

    def _draw_glow(self, surface: pygame.Surface, targets: set[str]) -> None:
        """What moves on the still map: the pulse of lit places, the hovered and the picked disc."""
        g = self.renderer
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4.0)
        for lid in targets:
            if lid in g.nodes:
                x, y = g.node_pos(lid)
                r = g.scaled_radius * g.nodes[lid].radius + 4 + 3 * pulse
                pygame.draw.aacircle(surface, darken(g.highlight_colour, 0.85), (x, y), r, 5)
                pygame.draw.aacircle(surface, g.highlight_colour, (x, y), r, 3)
        if g.hover is not None and g.hover in g.nodes:
            x, y = g.node_pos(g.hover)
            pygame.draw.aacircle(surface, (255, 255, 255), (x, y), g.scaled_radius * g.nodes[g.hover].radius + 2, 2)
        card = self.map_pick_card()
        if card is not None:  # the place the orders tab's condition names
            lid = self.order_pick(card).partition(":")[2]
            if lid in g.nodes:
                x, y = g.node_pos(lid)
                pygame.draw.aacircle(surface, (190, 120, 255), (x, y), g.scaled_radius * g.nodes[lid].radius + 6, 3)
        sel = self._selected_target()
        if sel is not None and sel in g.nodes:
            x, y = g.node_pos(sel)
            pygame.draw.aacircle(surface, lighten(g.highlight_colour, 0.4), (x, y),
                                 g.scaled_radius * g.nodes[sel].radius + 6, 3)

    def _draw_districts(self, surface: pygame.Surface) -> None:
        """District tints behind the discs (district colours never on the discs: spec 9.2) and
        the names of the two cities."""
        g = self.renderer
        pad = g.scaled_radius * 1.7
        boxes: dict[str, pygame.Rect] = {}
        for lid, loc in LOC.items():
            x, y = g.node_pos(lid)
            dot = pygame.Rect(int(x - pad), int(y - pad), int(2 * pad), int(2 * pad))
            boxes[loc.district] = boxes[loc.district].union(dot) if loc.district in boxes else dot
        layer = pygame.Surface(self.map_rect.size, pygame.SRCALPHA)
        for dist, box in boxes.items():
            col = DISTRICT_COLOURS.get(dist)
            if col is None:
                continue
            r = box.move(-self.map_rect.x, -self.map_rect.y)
            pygame.draw.rect(layer, (*col, 26), r, border_radius=int(pad))
            pygame.draw.rect(layer, (*col, 70), r, 2, border_radius=int(pad))
        surface.blit(layer, self.map_rect.topleft)
        self.district_boxes = boxes

    def _draw_city_names(self, surface: pygame.Surface, taken: list[pygame.Rect]) -> None:
        """The names of the two cities, at the first corner of their districts that covers
        no place name or disc."""
        boxes = getattr(self, "district_boxes", {})
        g = self.renderer
        discs = []
        for lid in LOC:
            x, y = g.node_pos(lid)
            rr = g.scaled_radius * g.nodes[lid].radius
            discs.append(pygame.Rect(int(x - rr), int(y - rr), int(2 * rr), int(2 * rr)))
        for city, dists in (("earth", ("Yellow", "Orange", "Blue", "Red")), ("moon", ("Grey", "White")),
                            ("stalk", ("Yellow",))):
            rects = [boxes[d] for d in dists if d in boxes]
            if not rects:
                continue
            area = rects[0].unionall(rects[1:])
            img = render_text(self.t(f"city.{city}"), self.fs(15), (150, 180, 220), bold=True)
            r = img.get_rect()
            below = [r.move(xx, area.bottom + dy) for dy in (2, r.h // 2, r.h) for xx in
                     (area.x + 4, area.centerx - r.w // 2, area.right - r.w - 4)]
            above = [r.move(xx, area.y - r.h - dy) for dy in (2, r.h // 2) for xx in
                     (area.right - r.w - 4, area.x + 4, area.centerx - r.w // 2)]
            spots = above + below if city == "moon" else below + above
            spots.append(self._beside_stalk(r) if city == "stalk" else spots[0])
            if city == "stalk":
                spots = [spots[-1]]
            m, band = self.map_rect, self.grid_band
            free = pygame.Rect(m.x + band, m.y + band, m.w - band - 4, m.h - band - 4)
            for spot in spots + [spots[0]]:
                if free.contains(spot) and not any(spot.colliderect(o) for o in taken + discs):
                    break
            taken.append(spot)
            surface.blit(img, spot)

    def _beside_stalk(self, r: pygame.Rect) -> pygame.Rect:
        """Where the Beanstalk's name goes: right of the middle of its line."""
        g = self.renderer
        pts = [g.node_pos(lid) for lid in CONTENT.beanstalk if lid in g.nodes]
        x, y = pts[len(pts) // 2] if pts else self.map_rect.center
        return r.move(int(x + g.scaled_radius * 1.4), int(y - r.h // 2))

    def world_to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        """A point of the printed map (map.json units, 100 to a grid square) on the screen."""
        g = self.renderer
        x0, y0, x1, y1 = _bounds()
        return g.to_screen((g.inner.x + (wx - x0) / (x1 - x0) * g.inner.w,
                            g.inner.y + (wy - y0) / (y1 - y0) * g.inner.h))

    @property
    def grid_band(self) -> int:
        """Width of the band along the map's top and left edges holding the grid letters."""
        return get_font(self.fs(14), bold=True).get_linesize()

    def _draw_grid(self, surface: pygame.Surface) -> None:
        """The printed map's A-L / 1-8 grid (spec 9.2): faint square lines and the letters and
        numbers along the top and left edges of the map, following zoom and pan."""
        m = self.map_rect
        cols, rows = GRID
        left, top = self.world_to_screen(0, 0)
        right, bottom = self.world_to_screen(cols * 100, rows * 100)
        line = (26, 40, 66)
        for i in range(cols + 1):
            x = int(left + (right - left) * i / cols)
            pygame.draw.line(surface, line, (x, max(m.y, int(top))), (x, min(m.bottom, int(bottom))))
        for j in range(rows + 1):
            y = int(top + (bottom - top) * j / rows)
            pygame.draw.line(surface, line, (max(m.x, int(left)), y), (min(m.right, int(right)), y))
        ink = (120, 150, 196)
        bw = self.grid_band
        band = pygame.Surface((m.w, bw), pygame.SRCALPHA)
        band.fill((6, 10, 22, 200))
        surface.blit(band, m.topleft)
        band = pygame.Surface((bw, m.h), pygame.SRCALPHA)
        band.fill((6, 10, 22, 200))
        surface.blit(band, m.topleft)
        for i in range(cols):
            x = left + (right - left) * (i + 0.5) / cols
            if m.x + bw < x < m.right - 6:
                img = render_text("ABCDEFGHIJKL"[i], self.fs(14), ink, bold=True)
                surface.blit(img, img.get_rect(center=(int(x), m.y + bw // 2)))
        for j in range(rows):
            y = top + (bottom - top) * (j + 0.5) / rows
            if m.y + bw < y < m.bottom - 6:
                img = render_text(str(j + 1), self.fs(14), ink, bold=True)
                surface.blit(img, img.get_rect(center=(m.x + bw // 2, int(y))))

    def verdict(self) -> str:
        """Game over: who is convicted (spec 8.14; every token is face up by then)."""
        s = self.state
        if any(t.code is HIDDEN for x in s.suspects for t in x.tokens):
            return self.t("over")
        killer = scoring.murderer(s)
        if killer is None:
            return self.t("over") + " · " + self.t("nobody")
        return self.t("over") + " · " + self.t("convicted", s=AT.sus_name(killer, self.lang))

    def _selected_target(self) -> str | None:
        return self.target_of(self.selected) if self.selected is not None else None

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        s, g = self.state, self.renderer
        r = max(9, int(g.scaled_radius * 0.6))
        by_loc: dict[str, list[int]] = {}
        for i, p in enumerate(s.players):
            if p.location in LOC:
                by_loc.setdefault(p.location, []).append(i)
        for lid, seats in by_loc.items():
            x, y = g.node_pos(lid)
            nr = g.scaled_radius * g.nodes[lid].radius
            for k, seat in enumerate(seats):
                ang = math.radians(200 + 50 * k)
                c = (int(x + math.cos(ang) * (nr + r * 0.6)), int(y + math.sin(ang) * (nr + r * 0.6)))
                shape = self.ctx.shapes[seat] if seat < len(self.ctx.shapes) else "circle"
                style.draw_badge(surface, c, r, self.seat_colour(seat), shape, self.ctx.show_shapes)
                self.hot.append((pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r), "detective", seat))
        for lead in s.leads:
            if lead.location in LOC:
                x, y = g.node_pos(lead.location)
                nr = g.scaled_radius * g.nodes[lead.location].radius
                c = (x + nr * 0.9, y - nr * 0.9)
                d = max(5, int(r * 0.8))
                pts = [(c[0], c[1] - d), (c[0] + d, c[1]), (c[0], c[1] + d), (c[0] - d, c[1])]
                pygame.draw.polygon(surface, FILE_COLOURS.get(lead.kind, (255, 255, 255)), pts)
                pygame.draw.polygon(surface, (10, 10, 20), pts, 2)
                self.hot.append((pygame.Rect(int(c[0] - d), int(c[1] - d), 2 * d, 2 * d), "lead", lead.id))
        for which, letter in (("lily", "L"), ("jimmy", "J")):
            lid = getattr(s, which)
            if lid in LOC:
                x, y = g.node_pos(lid)
                nr = g.scaled_radius * g.nodes[lid].radius
                c = (x + nr, y + nr * 0.6)
                pygame.draw.rect(surface, (255, 236, 150), (c[0] - r * 0.8, c[1] - r * 0.8, r * 1.6, r * 1.6),
                                 border_radius=3)
                img = render_text(letter, 14, (30, 20, 10), bold=True)
                surface.blit(img, img.get_rect(center=c))
                self.hot.append((pygame.Rect(int(c[0] - r * 0.8), int(c[1] - r * 0.8), int(r * 1.6), int(r * 1.6)),
                                 "npc", which))
        for seat, p in enumerate(s.players):  # warrant markers on restricted places
            for k, lid in enumerate(p.warrants):
                if lid in LOC:
                    x, y = g.node_pos(lid)
                    nr = g.scaled_radius * g.nodes[lid].radius
                    wr = pygame.Rect(int(x + nr * 0.4 + k * 8), int(y - nr - 4), 9, 9)
                    pygame.draw.rect(surface, self.seat_colour(seat), wr)
                    pygame.draw.rect(surface, (10, 10, 20), wr, 1)
                    self.hot.append((wr, "warrant", seat))
        self._draw_event_markers(surface, r)
        murder = CONTENT.murders.get(s.murder)
        if murder is not None and murder.crime_scene in g.nodes:
            x, y = g.node_pos(murder.crime_scene)
            nr = g.scaled_radius * g.nodes[murder.crime_scene].radius
            pygame.draw.circle(surface, THEME["danger"], (x, y), nr + 3, 2)
            pygame.draw.circle(surface, THEME["danger"], (x, y), nr + 7, 1)
            if 0 <= s.crime_hero < len(s.players):
                style.draw_badge(surface, (int(x - nr), int(y + nr)), max(7, r - 2), self.seat_colour(s.crime_hero),
                                 self.ctx.shapes[s.crime_hero] if s.crime_hero < len(self.ctx.shapes) else "circle",
                                 self.ctx.show_shapes)

    def event_places(self) -> dict[str, list[str]]:
        """Events in effect whose ability (and NPC) sits at a place: place -> event ids."""
        s = self.state
        live = [e for e, on in s.track if on]
        if s.specific_active and s.specific not in ("", HIDDEN):
            live.append(s.specific)
        out: dict[str, list[str]] = {}
        for eid in live:
            ev = CONTENT.events.get(eid) if isinstance(eid, str) else None
            ab = ev.data.get("ability") if ev is not None else None
            if isinstance(ab, dict) and ab.get("location") in LOC:
                out.setdefault(ab["location"], []).append(eid)
        return out

    def _draw_event_markers(self, surface: pygame.Surface, r: int) -> None:
        """An NPC (or event) marker where an event in effect offers its ability: the NPC's
        initial on an amber tag, "!" for an event without an NPC."""
        g = self.renderer
        for lid, eids in self.event_places().items():
            x, y = g.node_pos(lid)
            nr = g.scaled_radius * g.nodes[lid].radius
            for k, eid in enumerate(eids):
                ev = CONTENT.events[eid]
                c = (int(x - nr - r * 0.3 - k * r * 1.5), int(y - nr * 0.7))
                tag = pygame.Rect(0, 0, int(r * 1.4), int(r * 1.4))
                tag.center = c
                pygame.draw.rect(surface, (255, 190, 90), tag, border_radius=tag.w // 2)
                pygame.draw.rect(surface, (40, 20, 6), tag, 1, border_radius=tag.w // 2)
                letter = AT.npc_name(ev.npc, self.lang)[:1] if ev.npc else "!"
                img = render_text(letter, 14, (40, 20, 6), bold=True)
                surface.blit(img, img.get_rect(center=tag.center))
                self.hot.append((tag, "event_marker", eid))

    def event_marker_info(self, eid: str) -> tuple[str, str]:
        ev = CONTENT.events[eid]
        ab = ev.data.get("ability", {})
        lines = []
        if ev.npc:
            lines.append(self.t("npc", n=AT.npc_name(ev.npc, self.lang)))
        lines.append(self.t("ev_ability", n=ab.get("time", 0), loc=self.loc_name(ab.get("location", ""))))
        only = ab.get("only")
        if only in CONTENT.detectives:
            det = CONTENT.detectives[only]
            lines.append(self.t("ev_only", d=det.name.get(self.lang, det.name["en"])))
        if ab.get("first_only"):
            lines.append(self.t("ev_once"))
        return self.event_name(eid), "\n".join(lines)

    def _draw_reach(self, surface: pygame.Surface) -> None:
        """The ruler's reach around the acting detective (spec 9.4) while he may move."""
        s, g = self.state, self.renderer
        if self.acting is None or s.active != self.acting or not any(a[0] == "move" for a in self.legal):
            return
        p = s.players[s.active]
        det = CONTENT.detectives.get(p.detective)
        if det is None or p.location not in g.nodes or LOC[p.location].city == "beanstalk":
            return
        x0, y0, x1, y1 = _bounds()  # the map is stretched to the view: the reach is an ellipse
        rx = det.ruler * g.inner.w / (x1 - x0) * g.zoom
        ry = det.ruler * g.inner.h / (y1 - y0) * g.zoom
        cx, cy = g.node_pos(p.location)
        pygame.draw.ellipse(surface, (90, 200, 220), pygame.Rect(int(cx - rx), int(cy - ry), int(2 * rx), int(2 * ry)), 1)

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """Quality shapes on the discs and the restricted slash (a still layer, see _cached_layer)."""
        g = self.renderer
        for lid, loc in LOC.items():
            x, y = g.node_pos(lid)
            if not self.map_rect.collidepoint(x, y):
                continue
            nr = g.scaled_radius * g.nodes[lid].radius
            if loc.major:  # a major location's picture frame
                frame = pygame.Rect(0, 0, int(2 * nr + 8), int(2 * nr + 8))
                frame.center = (int(x), int(y))
                pygame.draw.rect(surface, (200, 216, 240), frame, 2, border_radius=4)
            style.draw_shape(surface, QUALITY_SHAPES[loc.quality], (x, y), max(4, nr * 0.42), (12, 18, 34))
            if loc.restricted:
                pygame.draw.line(surface, THEME["danger"], (x - nr * 0.8, y + nr * 0.8), (x + nr * 0.8, y - nr * 0.8), 3)

    def _draw_labels(self, surface: pygame.Surface, targets: set[str]) -> None:
        """Names under the discs where they fit: lit places first, then major ones, then the
        rest; a name that would cover another is left out (zoom in or hover to read it)."""
        g = self.renderer
        size = max(14, min(self.fs(16), int(g.scaled_radius * 1.1)))
        order = sorted(LOC, key=lambda lid: (lid not in targets, not LOC[lid].major, lid))
        discs = {lid: pygame.Rect(0, 0, 0, 0) for lid in LOC}
        for lid in LOC:
            x, y = g.node_pos(lid)
            rr = g.scaled_radius * g.nodes[lid].radius * 0.7
            discs[lid] = pygame.Rect(int(x - rr), int(y - rr), int(2 * rr), int(2 * rr))
        taken: list[pygame.Rect] = [r.inflate(6, 6) for r, _k in self.buttons]  # the zoom buttons (last frame)
        for lid in order:
            x, y = g.node_pos(lid)
            if not self.map_rect.collidepoint(x, y):
                continue
            img = render_text(self.loc_name(lid), size, (224, 238, 255), bold=lid in targets)
            nr = g.scaled_radius * g.nodes[lid].radius + 2
            m, band = self.map_rect, self.grid_band
            inside = pygame.Rect(m.x + band, m.y + band, m.w - band - 4, m.h - band - 4)
            for rr in (img.get_rect(midtop=(x, y + nr)), img.get_rect(midbottom=(x, y - nr))):  # under, else over
                rr.clamp_ip(inside)  # a name at the edge moves in, never cut
                if not any(rr.colliderect(o) for o in taken) and not any(
                        rr.colliderect(d) for k, d in discs.items() if k != lid):
                    break
            else:
                continue
            taken.append(rr)
            shade = pygame.Surface(rr.inflate(6, 0).size, pygame.SRCALPHA)
            shade.fill((4, 8, 18, 170))
            surface.blit(shade, rr.inflate(6, 0))
            surface.blit(img, rr)
        self._draw_city_names(surface, taken)

    def _draw_costs(self, surface: pygame.Surface, targets: set[str]) -> None:
        g = self.renderer
        for lid in targets:
            acts = self.location_actions(lid)
            cost = self.cost_of(acts[0]) if acts else None
            if cost is None:
                continue
            x, y = g.node_pos(lid)
            label = str(cost)
            img = render_text(label, self.fs(14), (6, 20, 30), bold=True)
            rr = img.get_rect(center=(x, y)).inflate(8, 2)
            pygame.draw.rect(surface, (160, 255, 236), rr, border_radius=rr.h // 2)
            surface.blit(img, img.get_rect(center=rr.center))

    def _draw_route(self, surface: pygame.Surface) -> None:
        s, g = self.state, self.renderer
        dest = self._selected_target()
        if dest is None:
            return
        here = s.players[s.active].location if 0 <= s.active < len(s.players) else None
        if self.selected[0] in ROUTE_KINDS and here in g.nodes:
            a, b = g.node_pos(here), g.node_pos(dest)
            pygame.draw.line(surface, (10, 30, 40), a, b, 7)
            pygame.draw.line(surface, (150, 255, 235), a, b, 3)
            cost = self.cost_of(self.selected)
            label = self.t("route", a=self.loc_name(here), b=self.loc_name(dest), n=cost if cost is not None else "?")
        else:
            label = self.loc_name(dest)
        box = self._banner(surface, label, top=True)
        self.draw_confirm(surface, box.centerx, box.bottom + self.px(6))

    def draw_confirm(self, surface: pygame.Surface, cx: int, y: int) -> pygame.Rect:
        """Confirm / Cancel under a previewed move or placement (also: a second click, Enter)."""
        size = self.fs(15)
        f = get_font(size, bold=True)
        h = f.get_linesize() + self.px(8)
        opts = [a for a in self.options if a in self.legal] if len(self.options) > 1 else [self.selected]
        words = []
        for a in opts:
            if len(opts) == 1:
                words.append(("confirm", self.t("confirm"), a))
                continue
            cost = self.cost_of(a)
            word = self.choice_label(a) + (f" ({self.t('cost', n=cost)})" if cost is not None else "")
            words.append(("confirm", word, a))
        words.append(("cancel", self.t("cancel"), None))
        room = max(self.px(120), (self.map_rect.w if cx < self.map_rect.right else self.side.w) - self.px(20))
        widths = [min(room, f.size(w)[0] + self.px(24)) for _k, w, _a in words]
        stacked = sum(widths) + self.px(8) * len(widths) > room
        x = cx - (sum(widths) + self.px(8)) // 2 if not stacked else cx - max(widths) // 2
        out = pygame.Rect(x, y, 0, h)
        for (kind, word, a), w in zip(words, widths):
            if stacked:
                x = cx - w // 2
            r = pygame.Rect(x, y, w, h)
            word = ellipsize(word, f, w - self.px(12))
            hot = r.collidepoint(self.mouse)
            fill = (40, 150, 140) if kind == "confirm" else THEME["panel_hi"]
            pygame.draw.rect(surface, lighten(fill, 0.15) if hot else fill, r, border_radius=8)
            pygame.draw.rect(surface, THEME["accent"], r, 1, border_radius=8)
            img = render_text(word, size, THEME["ink"], bold=True)
            surface.blit(img, img.get_rect(center=r.center))
            self.hot.append((r, kind, a))
            out.union_ip(r)
            if stacked:
                y += h + self.px(4)
            else:
                x += w + self.px(8)
        return out

    def _banner(self, surface: pygame.Surface, label: str, top: bool = False) -> pygame.Rect:
        size = self.fs(18)
        f = get_font(size, bold=True)
        label = ellipsize(label, f, self.map_rect.w - self.px(40))
        img = render_text(label, size, THEME["ink"], bold=True)
        rect = img.get_rect()
        rect.midtop = (self.map_rect.centerx, self.map_rect.y + self.px(8)) if top else self.map_rect.center
        box = rect.inflate(self.px(24), self.px(12))
        pygame.draw.rect(surface, THEME["panel"], box, border_radius=8)
        pygame.draw.rect(surface, THEME["accent"], box, 2, border_radius=8)
        surface.blit(img, rect)
        return box

    def _draw_zoom_buttons(self, surface: pygame.Surface) -> None:
        self.buttons = []
        size = self.fs(16)
        bw = self.px(34)
        x = self.map_rect.right - self.px(8)
        y = self.map_rect.bottom - bw - self.px(8)
        for kind, label in (("fit", self.t("fit")), ("out", "−"), ("in", "+")):
            w = max(bw, get_font(size).size(label)[0] + self.px(14))
            r = pygame.Rect(x - w, y, w, bw)
            x -= w + self.px(6)
            hot = r.collidepoint(self.mouse)
            pygame.draw.rect(surface, THEME["panel_hi"] if hot else THEME["panel"], r, border_radius=6)
            pygame.draw.rect(surface, THEME["edge"], r, 1, border_radius=6)
            img = render_text(label, size, THEME["ink"])
            surface.blit(img, img.get_rect(center=r.center))
            self.buttons.append((r, kind))

    # ----- the right column ---------------------------------------------------------------------
    def _draw_side(self, surface: pygame.Surface) -> None:
        """The right column, redrawn only when what it shows changes (a new state, a tab, a
        scroll, a preview, the pointer over it); otherwise last frame's picture and hot spots."""
        r = self.side
        inside = r.collidepoint(self.mouse)
        key = (getattr(self, "version", 0), self.acting, self.viewer, self.tab, self.list_scroll, self.tab_scroll,
               self.selected,
               self.face_up, self.mouse if inside else None, tuple(r), surface.get_size(), self.lang)
        hit = self.__dict__.get("_side_cache")
        if hit is not None and hit[0] == key:
            surface.blit(hit[1], r)
            self.hot.extend(hit[2])
            return
        start = len(self.hot)
        self._paint_side(surface)
        self._side_cache = (key, surface.subsurface(r.clip(surface.get_rect())).copy(), self.hot[start:])

    def _paint_side(self, surface: pygame.Surface) -> None:
        r = self.side
        pygame.draw.rect(surface, THEME["panel"], r, border_radius=8)
        old = surface.get_clip()
        surface.set_clip(r)
        x, w = r.x + self.px(10), r.w - self.px(20)
        y = r.y + self.px(8)
        y = self._draw_calendar(surface, x, y, w)
        y = self._draw_tabs(surface, x, y + self.px(2), w)
        acts = self.side_actions() if self.acting is not None else []
        row = get_font(self.fs(14)).get_linesize() + self.px(9)
        reserve = min(len(acts), 4) * row + (row if acts else 0)
        bottom = r.bottom - self.px(6) - reserve
        clip = pygame.Rect(r.x, y, r.w, max(0, bottom - y))
        surface.set_clip(clip)
        start = len(self.hot)
        scroll = 0 if self.tab == "puzzle" else self.tab_scroll  # the puzzle fits itself to the room
        top, far = y - scroll, bottom + 100000
        if self.tab == "detectives":
            end = self.draw_detectives(surface, x, top, w, far)
        elif self.tab == "puzzle":
            end = self.draw_puzzle(surface, x, y, w, bottom)
        elif self.tab == "orders":
            end = self.draw_orders(surface, x, top, w, far)
        else:
            end = self._draw_drawn(surface, x, top, w)
            end = self._draw_suspects(surface, x, end, w)
            end = self._draw_decks(surface, x, end + self.px(6), w)
            end = self._draw_private(surface, x, end + self.px(6), w)
        # a tab taller than its room scrolls with the wheel; only what is in view answers clicks
        self.tab_clip, self.tab_max = clip, max(0, end + scroll - bottom)
        self.hot[start:] = [(c, k, p) for rect, k, p in self.hot[start:] if (c := rect.clip(clip)).w and c.h]
        if self.tab_max > scroll:
            img = render_text("▼", self.fs(14), THEME["accent"])
            surface.blit(img, img.get_rect(bottomright=(clip.right - self.px(6), clip.bottom - 2)))
        if scroll:
            img = render_text("▲", self.fs(14), THEME["accent"])
            surface.blit(img, img.get_rect(topright=(clip.right - self.px(6), clip.y + 2)))
        surface.set_clip(r)
        self._draw_actions(surface, x, min(end, bottom) + self.px(6), w)
        surface.set_clip(old)

    def tab_layout(self, x: int, y: int, w: int) -> tuple[int, list[tuple[str, pygame.Rect, list[str]]], int]:
        """Tabs as wide as their names (the spare room shared out), the largest size at which
        every name fits whole on one line; two lines only if even 14 px does not fit."""
        labels = [(tab, self.t(f"tab.{tab}")) for tab in TABS]
        gap = 3
        room = w - gap * (len(labels) - 1)
        pad = self.px(8)
        size = self.fs(14)
        while size > 14 and sum(get_font(size, bold=True).size(lb)[0] + pad for _t, lb in labels) > room:
            size -= 1
        f = get_font(size, bold=True)
        natural = [f.size(lb)[0] + pad for _t, lb in labels]
        lines = [[lb] for _t, lb in labels]
        if sum(natural) > room:  # 14 px is the floor: the longest names take two lines
            natural = [min(n, room // len(labels)) for n in natural]
            lines = [wrap(lb, f, n - 4) for (_t, lb), n in zip(labels, natural)]
        spare = max(0, room - sum(natural)) // len(labels)
        h = f.get_linesize() * max(len(ls) for ls in lines) + self.px(6)
        out, xx = [], x
        for (tab, _lb), n, ls in zip(labels, natural, lines):
            out.append((tab, pygame.Rect(xx, y, n + spare, h), ls))
            xx += n + spare + gap
        return size, out, h

    def _draw_tabs(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        size, tabs, h = self.tab_layout(x, y, w)
        attention = {"orders": bool(self.order_actions()), "puzzle": bool(self.puzzle_actions())}
        lh = get_font(size, bold=True).get_linesize()
        for tab, r, lines in tabs:
            on = tab == self.tab
            fill = THEME["panel_hi"] if on else darken(THEME["panel"], 0.25)
            pygame.draw.rect(surface, fill, r, border_top_left_radius=6, border_top_right_radius=6)
            edge = THEME["accent"] if (on or attention.get(tab)) else THEME["edge"]
            pygame.draw.rect(surface, edge, r, 2 if attention.get(tab) else 1, border_top_left_radius=6,
                             border_top_right_radius=6)
            ty = r.centery - lh * len(lines) // 2
            for line in lines:
                img = render_text(line, size, THEME["ink"] if on else THEME["ink_soft"], bold=True)
                surface.blit(img, img.get_rect(midtop=(r.centerx, ty)))
                ty += lh
            self.hot.append((r, "tab", tab))
        return y + h + self.px(6)

    def _last_day(self) -> int:
        cal = CONTENT.calendars.get(self.state.calendar) if self.state is not None else None
        return len(cal.days) if cal is not None else 0

    def _line(self, surface: pygame.Surface, label: str, x: int, y: int, w: int, size: int | None = None,
              colour: RGB | None = None, bold: bool = False) -> int:
        size = size or self.fs(15)
        f = get_font(size, bold=bold)
        img = render_text(ellipsize(label, f, w), size, colour or THEME["ink"], bold=bold)
        surface.blit(img, (x, y))
        return y + f.get_linesize()

    def _para(self, surface: pygame.Surface, text: str, x: int, y: int, w: int, size: int | None = None,
              colour: RGB | None = None, bold: bool = False) -> int:
        """``text`` whole on as many lines as it needs: broken between its " · " parts first,
        then between words (never an ellipsis)."""
        size = size or self.fs(15)
        f = get_font(size, bold=bold)
        lines: list[str] = []
        for part in text.split(" · "):
            cand = f"{lines[-1]} · {part}" if lines else part
            if lines and f.size(cand)[0] <= w:
                lines[-1] = cand
            else:
                lines += wrap(part, f, w)
        for line in lines:
            surface.blit(render_text(line, size, colour or THEME["ink"], bold=bold), (x, y))
            y += f.get_linesize()
        return y

    def _draw_calendar(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        s = self.state
        n = self._last_day()
        cal = CONTENT.calendars.get(s.calendar)
        y = self._line(surface, self.t("calendar", d=s.day, n=n), x, y, w, self.fs(17), THEME["accent"], True)
        if n <= 0:
            return y
        weeks = cal.weeks if cal is not None else 1
        gap = self.px(6)  # between weeks: a 7-day week (long_calendar) reads as a week
        cw = max(6, (w - (n - weeks) * 2 - (weeks - 1) * gap) // n)
        h = self.px(12)
        for d in range(1, n + 1):
            wk = cal.week_of(d) - 1 if cal is not None else 0
            rr = pygame.Rect(x + (d - 1) * (cw + 2) + wk * (gap - 2), y + 2, cw, h)
            colour = THEME["accent"] if d == s.day else (THEME["panel_hi"] if d > s.day else THEME["edge"])
            pygame.draw.rect(surface, colour, rr, border_radius=3)
            if cal is not None and cal.is_climax(d):
                pygame.draw.rect(surface, THEME["danger"], rr, 2, border_radius=3)
            self.hot.append((rr, "day", d))
        y += h + self.px(4)
        y = self._draw_time_sheet(surface, x, y, w)
        names = [self.event_name(e) for e, on in s.track if on]
        none = self.t("no_events_now" if s.track else "no_events")  # events came and went: none in effect
        label = self.t("events", e=", ".join(names) if names else none)
        nxt = self._para(surface, label, x, y, w, self.fs(14), THEME["ink_soft"])
        self.hot.append((pygame.Rect(x, y, w, nxt - y), "events", None))
        return nxt + self.px(2)

    def _draw_time_sheet(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """The Time sheet (spec 4.2): the active detective's Time left as lit pips out of 12."""
        s = self.state
        if not 0 <= s.active < len(s.players):
            return y
        n = 12
        size = self.fs(14)
        label = self.t("time", n=s.time)
        img = render_text(label, size, THEME["ink_soft"], bold=True)
        surface.blit(img, (x, y))
        px0 = x + img.get_width() + self.px(8)
        pw = max(4, (x + w - px0 - (n - 1) * 2) // n)
        ph = max(6, img.get_height() - 8)
        for i in range(n):
            r = pygame.Rect(px0 + i * (pw + 2), y + (img.get_height() - ph) // 2, pw, ph)
            on = i < s.time
            pygame.draw.rect(surface, self.seat_colour(s.active) if on else THEME["panel_hi"], r, border_radius=2)
        self.hot.append((pygame.Rect(x, y, w, img.get_height()), "time", None))
        return y + img.get_height() + self.px(2)

    def event_name(self, eid: Any) -> str:
        ev = CONTENT.events.get(eid) if isinstance(eid, str) else None
        return ev.name.get(self.lang, ev.name["en"]) if ev is not None else "?"

    def events_info(self) -> tuple[str, str]:
        s = self.state
        lines = [f"{self.event_name(e)} ({self.t('event_on' if on else 'event_off')})" for e, on in s.track]
        spec = self.t("specific_hidden") if s.specific is HIDDEN or not s.specific_done else self.event_name(s.specific)
        lines.append(f"{self.t('specific')}: {spec}")
        lines.append(self.t("event_deck", n=len(s.event_deck)))
        return self.t("events", e="").rstrip(": "), "\n".join(lines or [self.t("no_events")])

    def _draw_drawn(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """Evidence just drawn by the deciding seat (its own secret until placed)."""
        s = self.state
        codes = [c for c in s.drawn if c is not HIDDEN]
        if not codes or self.acting is None:
            return y
        words = ", ".join(AT._token_words(c, self.lang) for c in codes)
        return self._line(surface, self.t("drawn", v=words), x, y, w, self.fs(15), THEME["accent"], True)

    def _draw_suspects(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        s = self.state
        y = self._line(surface, self.t("suspects"), x, y, w, self.fs(16), THEME["ink_soft"], True)
        size = self.fs(14)
        f = get_font(size)
        lh = f.get_linesize()
        names = {st.id: AT.sus_name(st.id, self.lang) for st in s.suspects}
        name_w = min(int(w * 0.55), max((f.size(n)[0] for n in names.values()), default=0) + self.px(8))
        for st in s.suspects:
            colour = THEME["ink"] if st.alive else THEME["ink_faint"]
            lines = wrap(names[st.id], f, name_w - 4)  # a long name takes two lines, never an ellipsis
            row = pygame.Rect(x, y, w, lh * len(lines) + 2)
            for k, line in enumerate(lines):
                surface.blit(render_text(line, size, colour), (x, y + k * lh))
            if not st.alive:
                pygame.draw.line(surface, THEME["ink_faint"], (x, y + lh // 2), (x + f.size(lines[0])[0], y + lh // 2))
            tx = x + name_w
            if s.over and st.alive and not any(t.code is HIDDEN for t in st.tokens):
                img = render_text(f"Σ {scoring.suspect_total(st)['total']}", size, THEME["accent"], bold=True)
                surface.blit(img, (tx, y))
                tx += img.get_width() + 6
            marks = ("×" * st.hits) + ("◆" * st.alibis)
            if marks:
                img = render_text(marks, size, THEME["danger"])
                surface.blit(img, (tx, y))
                tx += img.get_width() + 4
            ty = y
            for tok in st.tokens:  # chips wrap under themselves when the row is full
                nx = self._token_chip(surface, tok, tx, ty, lh, x + w)
                if nx == tx:
                    tx, ty = x + name_w, ty + lh
                    row.h = max(row.h, ty + lh + 2 - y)
                    nx = self._token_chip(surface, tok, tx, ty, lh, x + w)
                tx = nx
            if self.suspect_actions(st.id):
                pygame.draw.rect(surface, (120, 255, 230), row.inflate(4, 0), 1, border_radius=4)
            self.hot.append((row, "suspect", st.id))
            y += row.h
        return y

    def _token_chip(self, surface: pygame.Surface, tok: Any, x: int, y: int, h: int, limit: int) -> int:
        label = "?" if tok.code is HIDDEN else str(tok.code)
        size = max(14, min(self.fs(14), h - 4))
        img = render_text(label, size, (8, 12, 24), bold=True)
        rr = pygame.Rect(x, y + 1, max(h - 2, img.get_width() + 6), h - 2)
        if rr.right > limit:
            return x
        fill = FILE_COLOURS.get(tok.file, (200, 200, 200))
        if not tok.face_up:
            fill = darken(fill, 0.45)
        pygame.draw.rect(surface, fill, rr, border_radius=4)
        surface.blit(img, img.get_rect(center=rr.center))
        return rr.right + 3

    def deck_row(self) -> list[str]:
        """The decks the viewer's detective may draw from: his own light deck, then every other
        detective's dark deck (spec 8.1), in seat order."""
        s, v = self.state, self.viewer
        if v is None or not 0 <= v < len(s.players):
            return []
        mine = s.players[v].detective
        dets = [p.detective for p in s.players if p.detective]
        keys = [f"{mine}:light"] + [f"{d}:dark" for d in dets if d != mine]
        return [k for k in keys if k in dict(s.decks)]

    def _draw_decks(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """The twilight decks as card backs with their sizes: the light one pale, the dark ones
        deep violet; a deck the deciding seat may draw from now is lit and answers a click."""
        keys = self.deck_row()
        if not keys:
            return y
        y = self._line(surface, self.t("decks"), x, y, w, self.fs(16), THEME["ink_soft"], True)
        size = self.fs(14)
        f = get_font(size, bold=True)
        gap = self.px(5)
        cw = (w - gap * (len(keys) - 1)) // len(keys)
        ch = f.get_linesize() * 2 + self.px(8)
        for i, key in enumerate(keys):
            det, side = key.split(":")
            r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
            light = side == "light"
            fill, ink = (LIGHT, (10, 20, 40)) if light else (DARK, (236, 226, 255))
            for k in (2, 1):  # a small stack
                pygame.draw.rect(surface, darken(fill, 0.25 * k), r.move(k * 2, k * 2), border_radius=6)
            pygame.draw.rect(surface, fill, r, border_radius=6)
            act = ("draw", key)
            lit = act in self.legal
            pygame.draw.rect(surface, (120, 255, 230) if lit else lighten(fill, 0.3), r, 2 if lit else 1,
                             border_radius=6)
            d = CONTENT.detectives.get(det)
            name = d.name.get(self.lang, d.name["en"]).split(" ")[0] if d else det
            if f.size(name)[0] > cw - 6:
                name = name[:1]
            img = render_text(name, size, ink, bold=True)
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + self.px(3))))
            n = len(self.state.deck(key))
            img = render_text(str(n), size, ink)
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + self.px(3) + f.get_linesize())))
            self.hot.append((r, "action" if lit else "deck", act if lit else key))
        return y + ch + self.px(6)

    def deck_info(self, key: str) -> tuple[str, str]:
        n = len(self.state.deck(key))
        return AT.deck_name(key, self.lang), self.t("deck_left", n=n)

    def _draw_private(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """The viewer's own hunches and hand, drawn as cards (three a row)."""
        s, v = self.state, self.viewer
        if v is None or not 0 <= v < len(s.players):
            return y
        p = s.players[v]
        if p.guilty is HIDDEN:
            return y  # a decision taken in the open (a lead moved): this view holds none of his secrets
        size = self.fs(14)
        cards: list[tuple[str, Any, str, RGB, RGB]] = []  # (kind, payload, title, fill, ink)
        if p.guilty not in ("", HIDDEN):
            cards.append(("hunch", "guilty", self.t("guilty", s=AT.sus_name(p.guilty, self.lang)), (110, 30, 50),
                          (255, 230, 236)))
            cards.append(("hunch", "innocent", self.t("innocent", s=AT.sus_name(p.innocent, self.lang)),
                          (28, 90, 80), (226, 255, 246)))
        armed = {c for c, _f in p.orders}
        for _deck, cid in p.hand:
            if cid is HIDDEN:
                continue  # the case closed: hunches are public, hands are not
            c = CONTENT.cards.get(cid) if isinstance(cid, str) else None
            light = c is not None and c.side == "light"
            cards.append(("card", cid, self.card_name(cid), LIGHT if light else DARK,
                          (10, 20, 40) if light else (236, 226, 255)))
        if not cards:
            return y
        y = self._line(surface, self.t("hand"), x, y, w, self.fs(16), THEME["ink_soft"], True)
        f = get_font(size)
        gap = self.px(5)
        cw = (w - 2 * gap) // 3
        badge_w = get_font(14, bold=True).size("0")[0] + 10
        texts = [wrap(title, f, cw - self.px(10) - (badge_w if kind == "card" else 0))
                 for kind, _p, title, _f, _i in cards]
        if p.guilty == p.innocent and p.guilty not in ("", HIDDEN):  # obsessed: both hunches on one suspect
            for i, (kind, *_rest) in enumerate(cards):
                if kind == "hunch":
                    texts[i] = texts[i] + ["★" + self.t("obsessed_badge")]
        ch = f.get_linesize() * max(3, *(len(t) for t in texts)) + self.px(10)  # a long name makes every card taller
        head = s.queue[0] if s.queue else ()
        asked = head[3] if len(head) > 3 and head[0] == "ask" and self.acting == v else None
        for i, ((kind, payload, _title, fill, ink), lines) in enumerate(zip(cards, texts)):
            col, row = i % 3, i // 3
            r = pygame.Rect(x + col * (cw + gap), y + row * (ch + gap), cw, ch)
            pygame.draw.rect(surface, darken(fill, 0.4), r.move(0, 2), border_radius=6)
            pygame.draw.rect(surface, fill, r, border_radius=6)
            pygame.draw.rect(surface, lighten(fill, 0.35), r, 1, border_radius=6)
            if kind == "card" and payload in armed:  # an armed standing order: a bright bar at the foot
                bar = pygame.Rect(r.x + 4, r.bottom - 6, r.w - 8, 3)
                pygame.draw.rect(surface, (120, 255, 230), bar, border_radius=2)
            if kind == "card" and payload == asked:  # the dark card this interruption asks about
                pygame.draw.rect(surface, (120, 255, 230), r.inflate(4, 4), 3, border_radius=8)
            c = CONTENT.cards.get(payload) if kind == "card" and isinstance(payload, str) else None
            inner = r.inflate(-self.px(10), -self.px(8))
            if c is not None:  # cost badge
                badge = render_text(str(c.cost), 14, (250, 250, 255) if c.side == "light" else (20, 10, 40), bold=True)
                br = badge.get_rect(topright=(r.right - 4, r.y + 3)).inflate(6, 0)
                pygame.draw.rect(surface, (60, 60, 120) if c.side == "light" else (220, 200, 255), br,
                                 border_radius=br.h // 2)
                surface.blit(badge, badge.get_rect(center=br.center))
            ty = inner.y
            for line in lines:
                if line.startswith("★"):  # the obsessed badge (a drawn star: the font has none)
                    style.draw_shape(surface, "star", (inner.x + 6, ty + f.get_linesize() // 2), 6, (250, 214, 110))
                    img = render_text(line[1:], size, (250, 214, 110), bold=True)
                    surface.blit(img, (inner.x + 14, ty))
                else:
                    surface.blit(render_text(line, size, ink), (inner.x, ty))
                ty += f.get_linesize()
            self.hot.append((r, kind, payload))
        rows = (len(cards) + 2) // 3
        return y + rows * (ch + gap)

    def side_actions(self) -> list[Any]:
        """The action list of the column: what the strip's buttons do not already offer."""
        strip = [a for _label, a in self.extra_choices()]
        return [a for a in self.list_actions() if a not in strip]

    def _draw_actions(self, surface: pygame.Surface, x: int, y: int, w: int) -> None:
        acts = self.side_actions()
        size = self.fs(14)
        if self.acting is None:
            return
        if self.map_targets():
            for line in style.wrap(self.t("click_map"), size, w):
                y = self._line(surface, line, x, y, w, size, THEME["ink_soft"])
        if not acts:
            return
        f = get_font(size)
        lh = f.get_linesize() + self.px(6)
        room = self.side.bottom - y - self.px(6) - get_font(14).get_linesize()  # the "more below" line
        if room < lh:
            return
        rows = []  # a long label takes two lines (then an ellipsis; the hover has it all)
        for a in acts:
            lines = wrap(self.choice_label(a), f, w - 12)
            if len(lines) > 2:
                lines = [lines[0], ellipsize(" ".join(lines[1:]), f, w - 12)]
            rows.append((a, lines))
        total = sum(lh + (len(ls) - 1) * f.get_linesize() + 3 for _a, ls in rows)
        self.list_scroll = max(0, min(self.list_scroll, total - room))
        clip = pygame.Rect(x, y, w, room)
        old = surface.get_clip()
        surface.set_clip(clip.clip(old) if old else clip)
        yy = y - self.list_scroll
        for a, lines in rows:
            rr = pygame.Rect(x, yy, w, lh + (len(lines) - 1) * f.get_linesize())
            if rr.bottom > y and rr.top < y + room:
                hot = rr.collidepoint(self.mouse)
                pygame.draw.rect(surface, THEME["panel_hi"] if hot else darken(THEME["panel_hi"], 0.2), rr,
                                 border_radius=6)
                pygame.draw.rect(surface, THEME["accent"] if hot else THEME["edge"], rr, 1, border_radius=6)
                ty = rr.y + self.px(3)
                for line in lines:
                    ty = self._line(surface, line, rr.x + 6, ty, w - 12, size)
                self.hot.append((rr.clip(clip), "action", a))
            yy += rr.h + 3
        surface.set_clip(old)
        if self.list_scroll < total - room:
            img = render_text("▼ " + self.t("more"), 14, THEME["accent"])
            surface.blit(img, img.get_rect(bottomright=(x + w, self.side.bottom - 2)))


__all__ = ["AndroidView", "ViewContext"]
