"""The Metro 2033 table: the metro map as a graph in the dark, lit by the line colours.

The left of the board area is the map (``GraphMapRenderer``, fitted at first, panned by
dragging and zoomed with the wheel or the +/-/fit buttons); the right column shows the round,
stage and phase with the next event, the active law, the VP and army tracks, the Hansa market,
the viewer's own secret cards (quests, a scouted danger, a look-ahead, a draw to keep one of)
and the combat, whose two cards flip together before the strengths are added up.

Every click answers with an element of ``legal_actions`` or with nothing (and a message): a
station answers with the legal actions naming it (moves, attacks, defences, flights...), a
card with the legal action naming it; other choices are the table's buttons or, when there
are many, a list in the column. The view only reads the ``player_view`` it is given.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.core import HIDDEN
from game.engine.text import personalize
from game.games.metro2033 import flow, graph
from game.games.metro2033 import text as T
from game.games.metro2033.content import (
    ABILITIES,
    COMBAT,
    CONST,
    DANGERS,
    EDGES,
    EQUIPMENT,
    FACTIONS,
    GOALS,
    HEROES,
    LAWS,
    QUESTS,
    STATIONS,
    ZONE_NAMES,
    name,
    track_space,
)
from game.games.metro2033.state import hero_wounded
from game.games.metro2033.view import labels as L
from game.games.metro2033.view import paint as P
from game.games.metro2033.view.texts import FACTION_ABILITY, HERO_ABILITY, tr
from game.ui import style
from game.ui.game_view import DEFAULT_THEME, GameView, ViewContext
from game.ui.render.effects import darken, lighten, mix
from game.ui.render.fonts import render_text
from game.ui.render.graphmap import Edge, GraphMapRenderer, Node

POLIS_LABEL = "@polis"  # the plan's id of the Polis's own name
MAP_KINDS = ("attack", "defend", "flee", "home", "move", "paths", "settle")
RGB = tuple[int, int, int]

THEME: dict[str, RGB] = {
    **DEFAULT_THEME,
    "bg": (16, 18, 22),
    "bg2": (10, 11, 14),
    "board": (20, 22, 27),
    "panel": (30, 32, 38),
    "panel_hi": (44, 47, 55),
    "edge": (78, 82, 92),
    "ink": (236, 232, 222),
    "ink_soft": (186, 190, 196),
    "ink_faint": (128, 132, 140),
    "accent": (240, 176, 64),
    "danger": (226, 88, 70),
    "ok": (110, 196, 120),
}


class Metro2033View(GameView):
    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.lang = ctx.lang
        self.viewer: int | None = None
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self.side = pygame.Rect(0, 0, 0, 0)
        self.renderer: GraphMapRenderer | None = None
        self._active: frozenset[str] = frozenset()
        self.mouse: tuple[int, int] = (-1, -1)
        self.press: tuple[int, int] | None = None
        self.dragging = False
        self.selected: str | None = None
        self.time = 0.0
        self.flip = 0.0  # seconds left of the combat cards' flip
        self.flip_total = 0.35
        self.fight_flash = 0.0  # seconds left of the result highlight
        self.hold = 0.0  # seconds the table waits on a fight's result before the next step
        self.playback: dict[str, Any] | None = None  # the fight that just resolved
        self._played: dict[int, str] = {}  # combat cards played in the fight on the table (drawn only once fought)
        self.hot: list[tuple[pygame.Rect, str, Any]] = []  # hover/click areas of the column: (rect, kind, payload)
        self.buttons: list[tuple[pygame.Rect, str]] = []  # zoom buttons
        self.list_scroll = 0
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
        self.renderer = GraphMapRenderer(nodes, edges, self.map_rect, node_radius=radius, margin=margin,
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
        active = frozenset(flow.active(s)) if any(p.faction for p in s.players) else frozenset()
        if active != self._active:
            self._active = active
            self._build_map(keep_view=True)
        self.selected = None
        self.list_scroll = 0
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

    # ----- what the legal actions say ------------------------------------------------------
    def _hero_seats_at(self, st: str) -> list[int]:
        s = self.state
        return [i for i, p in enumerate(s.players) if p.hero and p.hero_at == st]

    def station_actions(self, st: str) -> list[Any]:
        """The legal actions a click on ``st`` may mean."""
        s = self.state
        out = []
        for a in self.legal:
            if a[0] in MAP_KINDS and len(a) > 1 and a[1] == st:
                out.append(a)
            elif a[0] in ("attack_hero", "duel") and len(a) > 1 and s.players[a[1]].hero_at == st:
                out.append(a)
            elif a == ("attack",) and self.acting is not None and s.players[self.acting].hero_at == st:
                out.append(a)
            elif a[0] == "faction" and STATIONS[st].zone == a[1]:
                out.append(a)  # a faction is also picked by clicking its zone
        return out

    def map_targets(self) -> set[str]:
        return {st for st in STATIONS if self.station_actions(st)}

    def card_action(self, card: str) -> list[Any]:
        return [a for a in self.legal if len(a) > 1 and a[0] in ("buy", "keep", "play", "discard", "take", "hero",
                                                                   "faction", "destroy", "complete", "quest_use")
                and a[1] == card]

    def _mapped(self) -> set[Any]:
        return {a for st in STATIONS for a in self.station_actions(st)}

    def _button_actions(self) -> list[Any]:
        if self.selected is not None:
            return self.station_actions(self.selected)
        mapped = self._mapped()
        return [a for a in self.legal if a not in mapped or a[0] == "faction"]

    def _fits_strip(self, actions: list[Any]) -> bool:
        size = self.ctx.window_size
        f = style.font(style.fs(17, size), True)
        total = sum(f.size(self.choice_label(a))[0] + style.px(42, size) for a in actions)
        return len(actions) <= 6 and total <= size[0] * 0.62

    def extra_choices(self) -> list[tuple[str, Any]]:
        acts = self._button_actions()
        if not acts or not self._fits_strip(acts):
            return []
        return [(self.choice_label(a), a) for a in acts]

    def list_actions(self) -> list[Any]:
        """Choices too many for the table's strip: a list in the column."""
        acts = self._button_actions()
        return acts if acts and not self._fits_strip(acts) else []

    # ----- input -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        et = event.type
        if et == pygame.MOUSEMOTION:
            return self._motion(event)
        if et == pygame.MOUSEWHEEL:
            return self._wheel(event)
        if et == pygame.MOUSEBUTTONUP:
            self.press = None
            if self.dragging and self.renderer is not None:
                self.renderer.fast = False
                self.renderer._base = None  # smooth again
            self.dragging = False
            return None
        if et == pygame.MOUSEBUTTONDOWN:
            pos = getattr(event, "pos", None)
            button = getattr(event, "button", 1)
            if pos is None:
                return None
            self.mouse = pos
            if button in (4, 5):
                return None
            if button != 1:
                if self.map_rect.collidepoint(pos):
                    self.press = pos
                return None
            return self._click(pos)
        if et == pygame.KEYDOWN and self.renderer is not None:
            key = getattr(event, "key", 0)
            if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self._zoom(self.map_rect.center, 1.25)
            elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self._zoom(self.map_rect.center, 0.8)
            elif key in (pygame.K_0, pygame.K_HOME):
                self.renderer.fit()
                self._labels()
        return None

    def _motion(self, event: pygame.event.Event) -> None:
        pos = getattr(event, "pos", self.mouse)
        self.mouse = pos
        if self.press is not None and self.renderer is not None:
            buttons = getattr(event, "buttons", (1, 0, 0))
            if not any(buttons):
                self.press, self.dragging = None, False
                if self.renderer.fast:
                    self.renderer.fast, self.renderer._base = False, None
                return None
            dx, dy = pos[0] - self.press[0], pos[1] - self.press[1]
            if self.dragging or math.hypot(dx, dy) > 5:
                self.dragging = True
                self.renderer.fast = True
                self.renderer.pan_by(dx, dy)
                self.press = pos
                self._layer = None
        if self.renderer is not None:
            self.renderer.update_hover(pos)
        return None

    def _wheel(self, event: pygame.event.Event) -> None:
        y = getattr(event, "y", 0)
        pos = self.mouse
        if self.renderer is not None and self.map_rect.collidepoint(pos) and y:
            self._zoom(pos, 1.2 ** y)
        elif self._list_rect.collidepoint(pos) and y:
            self.list_scroll = max(0, self.list_scroll - int(y) * self.px(30))
        elif self.side.collidepoint(pos) and y:
            self.col_scroll = max(0, min(self._col_max, self.col_scroll - int(y) * self.px(40)))
        return None

    def _zoom(self, pos: tuple[int, int], factor: float) -> None:
        if self.renderer is not None and self.renderer.zoom_at(pos, factor):
            self._labels()
            self._layer = None

    def _click(self, pos: tuple[int, int]) -> Any | None:
        for rect, kind in self.buttons:
            if rect.collidepoint(pos):
                if kind == "fit" and self.renderer is not None:
                    self.renderer.fit()
                    self._labels()
                    self._layer = None
                else:
                    self._zoom(self.map_rect.center, 1.25 if kind == "in" else 0.8)
                return None
        for rect, kind, payload in reversed(self.hot):
            if rect.collidepoint(pos):
                return self._click_item(kind, payload)
        if self.map_rect.collidepoint(pos) and self.renderer is not None:
            st = self.renderer.node_at(pos, slack=self.px(5))
            if st is None:
                self.press = pos  # a drag may start here
                return None
            action = self._click_station(st)
            if action is None and self.selected is None:
                self.press = pos  # a station with nothing to do may start a drag too
            return action
        return None

    def _click_item(self, kind: str, payload: Any) -> Any | None:
        if self.acting is None:
            self.message = self.t("click.wait")
            return None
        if kind == "action":
            return payload if payload in self.legal else None
        if kind in ("card", "hand"):
            acts = self.card_action(payload)
            if len(acts) == 1:
                return acts[0]
            if acts:
                self.message = self.t("click.choose")
        return None

    def _click_station(self, st: str) -> Any | None:
        if self.acting is None:
            self.message = self.t("click.wait")
            return None
        acts = self.station_actions(st)
        if len(acts) == 1:
            self.selected = None
            return acts[0]
        if acts:
            self.selected = st
            self.message = self.t("click.choose")
            return None
        self.selected = None
        self.message = self.t("click.none", st=T.st_name(st, self.lang))
        return None

    @classmethod
    def option_preview(cls, key: str, value: Any, players: int, size: tuple[int, int]) -> pygame.Surface | None:
        """The setup page shows the map with every faction's zone and home stations (the
        factions are drafted at the table, so the picture is the same for every choice)."""
        if key != "first_player":
            return None
        from game.games.metro2033.view.preview import map_thumbnail

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

    # ----- hover -------------------------------------------------------------------------
    def hover_info(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        if self.state is None:
            return None
        for rect, kind, payload in reversed(self.hot):
            if rect.collidepoint(pos):
                return self._item_info(kind, payload)
        if self.renderer is not None and self.map_rect.collidepoint(pos):
            hero = self._hero_at_pos(pos)
            if hero is not None:
                return self.hero_info(hero)
            army = self._army_at_pos(pos)
            if army is not None and self.renderer.node_at(pos, slack=0) is None:
                return self.army_info(army)
            st = self.renderer.node_at(pos, slack=self.px(4))
            if st is not None:
                return self.station_info(st)
        return None

    def _item_info(self, kind: str, payload: Any) -> tuple[str, str] | None:
        if kind in ("card", "hand"):
            return self.card_info(payload)
        if kind == "law":
            return self.card_info(payload) if payload else (self.t("law"), self.t("law.none"))
        if kind == "action":
            return self.choice_label(payload), self.describe(payload)
        if kind == "seat":
            return self.panel_hover(payload)
        if kind == "hero":
            return self.hero_info(payload)
        if kind == "army":
            return self.army_info(payload)
        if kind == "round":
            return self._round_info(payload)
        if kind == "track":
            return payload, self.t("track.help")
        if kind == "seat_head":
            return self.t("tbl.title"), self.t("tbl.help")
        return None

    def station_info(self, st: str) -> tuple[str, str]:
        s, info = self.state, STATIONS[st]
        lines = [self.t(f"type.{info.type}")]
        lines.append(self.t("st.zone", z=name({"name": ZONE_NAMES[info.zone]}, self.lang)))
        if self._active and st not in self._active:
            lines.append(self.t("st.inactive"))
        if info.res:
            lines.append(self.t("st.res", r=self.t(f"res.{info.res}")))
        if info.home:
            lines.append(self.t("st.home", f=name(FACTIONS[info.home], self.lang)))
        owner = s.owner_map().get(st)
        if info.type in ("regular", "polis"):
            lines.append(self.t("st.owner", who=self._seat_faction(owner)) if owner is not None else self.t("st.neutral"))
        heroes = self._hero_seats_at(st)
        if heroes:
            lines.append(self.t("st.heroes", h=", ".join(f"{name(HEROES[s.players[i].hero], self.lang)} ({self.who(i)})"
                                                         for i in heroes)))
        acts = self.station_actions(st) if self.acting is not None else []
        for a in acts:
            lines.append(self.t("st.click", what=personalize(T._core(self.state, a, self.lang), self.ctx.names, self.lang)))
        return T.st_name(st, self.lang), "\n".join(lines)

    def _wounded(self, seat: int) -> bool:
        """Wounded now: until the end of the hero phase it misses (the engine keeps the round
        number afterwards, so the field alone is not the answer)."""
        return hero_wounded(self.state, self.state.players[seat])

    def _seat_faction(self, seat: int) -> str:
        p = self.state.players[seat]
        return f"{self.who(seat)} ({name(FACTIONS[p.faction], self.lang)})" if p.faction else self.who(seat)

    def hero_info(self, seat: int) -> tuple[str, str]:
        p = self.state.players[seat]
        h = HEROES[p.hero]
        lines = [self._seat_faction(seat),
                 self.t("hero.line", s=flow.hero_base_strength(p), v=flow.hero_speed(p)),
                 f"{name({'name': h['ability_name']}, self.lang)}: {self.t(HERO_ABILITY.get(h['ability'], ''))}"]
        if p.equipment:
            lines.append(self.t("hero.equipment", e=", ".join(T.card_name(e, self.lang) for e in p.equipment)))
        lines.append(self.t("hero.wounded", r=p.wounded) if self._wounded(seat) else self.t("hero.fine"))
        lines.append(self.t("hero.reach"))
        return name(h, self.lang), "\n".join(lines)

    def card_info(self, cid: Any) -> tuple[str, str]:
        lang = self.lang
        if cid is HIDDEN or not isinstance(cid, str):
            return self.t("quest.hidden"), ""
        if cid in EQUIPMENT:
            e = EQUIPMENT[cid]
            lines = [self.t("eq.line", s=e["str"], v=e["spd"])]
            lines += [self.t("eq.vs", t=self.t(f"dtype.{k}"), n=v) for k, v in e["vs"].items() if v]
            lines.append(self.t("eq.cost"))
            return name(e, lang), "\n".join(lines)
        if cid in QUESTS:
            q = QUESTS[cid]
            g, ab = GOALS[q["goal"]], ABILITIES[q["ability"]]
            help_ = ab.get(f"help_{lang}") or ab["help_en"]
            return name(q, lang), "\n".join([self.t("quest.goal", g=g.get(lang) or g["en"]),
                                             self.t("quest.ability", a=ab.get(lang) or ab["en"], h=help_)])
        if cid in DANGERS:
            d = DANGERS[cid]
            lines = [self.t("danger.line", t=self.t(f"dtype.{d['type']}").capitalize(), s=d["str"])]
            lines.append(self.t("danger.reward", r=", ".join(self._reward(k, v) for k, v in d["reward"].items())))
            if d["property"]:
                lines.append(self.t(f"danger.prop.{d['property']}"))
            return name(d, lang), "\n".join(lines)
        if cid in COMBAT:
            c = COMBAT[cid]
            lines = [self.t("combat.line", t=self.t(f"ctype.{c['type']}").capitalize())]
            lines += [self.t("combat.vs", t=self.t(f"ctype.{k}"), n=v) for k, v in c["vs"].items()]
            return name(c, lang), "\n".join(lines)
        if cid in HEROES:
            h = HEROES[cid]
            return name(h, lang), "\n".join([
                self.t("hero.line", s=h["str"], v=h["spd"]),
                f"{name({'name': h['ability_name']}, lang)}: {self.t(HERO_ABILITY.get(h['ability'], ''))}"])
        if cid in FACTIONS:
            f = FACTIONS[cid]
            homes = ", ".join(T.st_name(x, lang) for x in f["homes"])
            return name(f, lang), "\n".join([
                f"{name({'name': f['ability_name']}, lang)}: {self.t(FACTION_ABILITY.get(f['ability'], ''))}",
                self.t("faction.homes", s=homes)])
        if cid in LAWS:
            law = LAWS[cid]
            body = law["text"].get(lang) or law["text"]["en"]
            s = self.state
            if s is not None and s.law == cid and s.opt("law_duration"):
                body += "\n" + self.t("law.until", r=s.law_round + s.opt("law_duration") - 1)
            return name(law, lang), body
        return T.card_name(cid, lang), ""

    def _reward(self, k: str, v: int) -> str:
        if k in ("equipment", "army"):
            return self.t(f"reward.{k}")
        return f"{v} {self.t(f'res.{k}')}"

    # ----- player panels -----------------------------------------------------------------
    def panel_lines(self, view_state: Any, seat: int) -> list[str]:
        s = view_state
        if s is None or seat >= len(s.players):
            return []
        p = s.players[seat]
        if not p.faction:
            return []
        hero = name(HEROES[p.hero], self.lang) if p.hero else self.t("panel.nohero")
        if p.hero and hero_wounded(s, p):
            hero += f" ({self.t('panel.wounded')})"
        lim = flow.eq_limit(s)
        out = [self.t("panel.vp_army_hero", v=p.vp(), t=flow.vp_target(p), x=p.army, h=hero),
               self.t("panel.res", p=p.res[0], m=p.res[1], a=p.res[2]),
               f"{name(FACTIONS[p.faction], self.lang)} · " + self.t("panel.st_eq_q", s=len(p.stations), n=len(p.equipment),
                                                                      lim=lim, q=len(p.quests), d=len(p.done))]
        return out

    def panel_hover(self, seat: int) -> tuple[str, str] | None:
        s = self.state
        if s is None or seat >= len(s.players) or not s.players[seat].faction:
            return None
        p = s.players[seat]
        f = FACTIONS[p.faction]
        lines = [self.t("panel.faction", f=name({"name": f["ability_name"]}, self.lang), a=self.t(FACTION_ABILITY.get(f["ability"], "")))]
        if p.hero:
            key = "panel.hero_w" if hero_wounded(s, p) else "panel.hero"
            lines.append(self.t(key, h=name(HEROES[p.hero], self.lang), st=T.st_name(p.hero_at, self.lang) if p.hero_at else "–"))
            lines.append(self.t("hero.line", s=flow.hero_base_strength(p), v=flow.hero_speed(p)))
        lines.append(self.t("panel.res", p=p.res[0], m=p.res[1], a=p.res[2]))
        lines.append(self.t("panel.army", a=p.army, s=len(p.stations)))
        lines.append(self.t("panel.eq", n=len(p.equipment), lim=flow.eq_limit(s)) +
                     (": " + ", ".join(T.card_name(e, self.lang) for e in p.equipment) if p.equipment else ""))
        lines.append(self.t("panel.vp", v=p.vp(), t=flow.vp_target(p), q=len(p.quests), d=len(p.done)))
        if p.done:
            lines.append(self.t("panel.done", q=", ".join(T.card_name(q, self.lang) for q in p.done)))
        if p.stations:
            lines.append(self.t("panel.stations", s=", ".join(T.st_name(x, self.lang) for x in p.stations)))
        if p.scout:
            lines.append(self.t("panel.scout"))
        if s.first == seat:
            lines.append(self.t("panel.first"))
        return f"{self.who(seat)} – {name(f, self.lang)}", "\n".join(lines)

    # ----- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.state is None or self.renderer is None:
            return
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

    def _zone_layer(self) -> pygame.Surface:
        """Faction zones as soft tinted pools of light under their stations (cached per view)."""
        g = self.renderer
        key = (g.zoom, g.offset, tuple(self.map_rect), self._active)
        if self._layer is not None and self._layer_key == key:
            return self._layer
        if self.dragging and self._layer is not None and self._layer_key[0] == g.zoom and self._layer_key[2:] == key[2:]:
            return self._layer  # while dragging the cached pools just slide (see _layer_shift)
        k = 0.5
        w, h = max(1, int(self.map_rect.w * k)), max(1, int(self.map_rect.h * k))
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        r = g.scaled_radius * 2.6 * k
        ox, oy = self.map_rect.topleft
        for sid, st in STATIONS.items():
            if self._active and sid not in self._active:
                continue
            if st.zone in FACTIONS:
                col = P.hex_rgb(FACTIONS[st.zone]["colour"])
            elif st.zone == "polis":
                col = P.POLIS_GOLD
            else:
                col = P.HANSA_BROWN
            x, y = g.node_pos(sid)
            pygame.draw.circle(layer, (*lighten(col, 0.1), 46), ((x - ox) * k, (y - oy) * k), r)
        layer = pygame.transform.smoothscale(layer, self.map_rect.size)
        self._layer, self._layer_key = layer, key
        return layer

    def lit_targets(self) -> set[str]:
        """The stations to light now (cached per state, legal actions and selection)."""
        key = (self._gen, self.acting, self.selected)
        if key != self._targets_key:
            targets = self.map_targets() if self.acting is not None else set()
            self._targets = {self.selected} if self.selected is not None else targets
            self._targets_key = key
        return self._targets

    def _draw_map(self, surface: pygame.Surface) -> None:
        """The still picture of the map is kept between frames (redrawn when the state, zoom or
        pan changes; drawn directly while dragging); glows, hover and buttons go on top."""
        g = self.renderer
        old = surface.get_clip()
        surface.set_clip(self.map_rect)
        targets = self.lit_targets()
        if self.dragging or P.TEXT_LOG is not None:
            self._draw_map_still(surface, targets)
        else:
            key = (g.zoom, g.offset, tuple(self.map_rect), self._gen, self._active, tuple(sorted(targets)), surface.get_size())
            if self._map_cache is None or key != self._map_key:
                cache = self._map_cache
                if cache is None or cache.get_size() != surface.get_size():
                    cache = pygame.Surface(surface.get_size(), 0, surface)  # the same pixel format: a plain copy
                cache.fill(THEME["board"], self.map_rect)
                cache.set_clip(self.map_rect)
                self._draw_map_still(cache, targets)
                self._map_cache, self._map_key = cache, key
            surface.blit(self._map_cache, self.map_rect.topleft, area=self.map_rect)
        self._draw_map_live(surface, targets)
        surface.set_clip(old)

    def _draw_map_still(self, surface: pygame.Surface, targets: set[str]) -> None:
        g, s = self.renderer, self.state
        pygame.draw.rect(surface, (12, 13, 16), self.map_rect, border_radius=10)
        layer = self._zone_layer()
        shift = (0, 0)
        if self._layer_key and self._layer_key[1] != self.renderer.offset:
            shift = (int(self.renderer.offset[0] - self._layer_key[1][0]), int(self.renderer.offset[1] - self._layer_key[1][1]))
        surface.blit(layer, (self.map_rect.x + shift[0], self.map_rect.y + shift[1]))
        hover, g.hover = g.hover, None
        g.draw(surface, time=self.time)
        g.hover = hover
        rad = g.scaled_radius
        owner = s.owner_map()
        for sid, st in STATIONS.items():
            x, y = g.node_pos(sid)
            if not self.map_rect.inflate(40, 40).collidepoint(x, y):
                continue
            if st.type == "polis":
                pygame.draw.aacircle(surface, P.POLIS_GOLD, (x, y), rad * 1.15 + 3, 2)
            elif st.type == "hansa":
                pygame.draw.rect(surface, P.HANSA_BROWN, pygame.Rect(x - rad - 3, y - rad - 3, 2 * rad + 6, 2 * rad + 6), 2,
                                 border_radius=int(rad * 0.6))
            elif st.type == "abandoned":
                d = rad * 0.5
                pygame.draw.line(surface, (30, 30, 30), (x - d, y - d), (x + d, y + d), 2)
                pygame.draw.line(surface, (30, 30, 30), (x - d, y + d), (x + d, y - d), 2)
            if st.home and (not self._active or sid in self._active):
                pygame.draw.aacircle(surface, P.hex_rgb(FACTIONS[st.home]["colour"]), (x, y), rad + 1, 2)
            if sid in owner:
                seat = owner[sid]
                pygame.draw.circle(surface, self._seat_colour(seat), (x, y), rad * 0.62)
                style.draw_shape(surface, self._shape(seat), (x, y), rad * 0.34, style.ink_on(self._seat_colour(seat)))
            if st.res and (not self._active or sid in self._active) and rad >= 7:
                P.res_icon(surface, st.res, (x - rad * 1.05, y - rad * 1.05), rad * 0.42)
        self._draw_names(surface, targets)
        self._draw_armies(surface)
        self._draw_heroes(surface)

    def _draw_fight_mark(self, surface: pygame.Surface, pulse: float) -> None:
        """The station fought over, while the fight is on the table and a moment after it: a red
        pulsing ring with two crossed blades above it."""
        m = self._fight_model()
        if m is None or not m.get("station") or not (m["live"] or self.fight_flash > 0):
            return
        g = self.renderer
        x, y = g.node_pos(m["station"])
        rad = g.scaled_radius * g.nodes[m["station"]].radius
        red = (232, 70, 56)
        pygame.draw.aacircle(surface, (40, 8, 6), (x, y), rad + 9 + 2 * pulse, 6)
        pygame.draw.aacircle(surface, red, (x, y), rad + 9 + 2 * pulse, 3)
        d = max(6.0, rad * 0.7)
        cx, cy = x, y - rad - 12 - d
        for sx in (-1, 1):  # two blades crossing, hilts in red
            pygame.draw.line(surface, (20, 20, 22), (cx - sx * d, cy - d), (cx + sx * d, cy + d), 6)
            pygame.draw.line(surface, (230, 230, 236), (cx - sx * d, cy - d), (cx + sx * d, cy + d), 3)
            pygame.draw.circle(surface, red, (cx + sx * d, cy + d), 3)

    def _draw_map_live(self, surface: pygame.Surface, targets: set[str]) -> None:
        """What moves or follows the pointer: the legal targets' pulsing glow, the selection,
        the hovered station and hero reach, the zoom buttons and the game-over banner."""
        g, s = self.renderer, self.state
        rad = g.scaled_radius
        pulse = 0.5 + 0.5 * math.sin(self.time * 4.0)
        glow = (245, 248, 255)
        for sid in targets:
            x, y = g.node_pos(sid)
            r = rad * g.nodes[sid].radius + 4 + 3 * pulse
            pygame.draw.aacircle(surface, darken(glow, 0.85), (x, y), r, 5)
            pygame.draw.aacircle(surface, glow, (x, y), r, 3)
        if self.selected is not None:
            x, y = g.node_pos(self.selected)
            pygame.draw.aacircle(surface, lighten(glow, 0.4), (x, y), rad * g.nodes[self.selected].radius + 6, 3)
        if g.hover is not None:
            x, y = g.node_pos(g.hover)
            pygame.draw.aacircle(surface, (255, 255, 255), (x, y), rad * g.nodes[g.hover].radius + 2, 2)
        for sid in self._hover_reach():
            x, y = g.node_pos(sid)
            pygame.draw.aacircle(surface, (60, 190, 255), (x, y), rad + 3, 4)
        self._draw_fight_mark(surface, pulse)
        self._draw_hover_name(surface)
        self._draw_zoom_buttons(surface)
        if s.phase == "over" or (not s.stack and s.winner >= 0):
            self._draw_game_over(surface)

    def _hero_spots(self) -> list[tuple[int, tuple[float, float], float]]:
        g, s = self.renderer, self.state
        out = []
        by_station: dict[str, list[int]] = {}
        for i, p in enumerate(s.players):
            if p.hero and p.hero_at:
                by_station.setdefault(p.hero_at, []).append(i)
        h = max(g.scaled_radius * 2.3, self.px(16))
        for st, seats in by_station.items():
            x, y = g.node_pos(st)
            for k, seat in enumerate(seats):
                bx = x + g.scaled_radius * 0.9 + k * h * 0.55
                out.append((seat, (bx, y - g.scaled_radius * 0.2), h))
        return out

    def _hero_at_pos(self, pos: tuple[int, int]) -> int | None:
        for seat, (bx, by), h in reversed(self._hero_spots()):
            if pygame.Rect(int(bx - h * 0.32), int(by - h * 1.15), int(h * 0.64), int(h * 1.15)).collidepoint(pos):
                return seat
        return None

    def _hover_reach(self) -> frozenset[str]:
        """The stations the hovered hero can end on within its speed (the engine's graph helper)."""
        if not self.map_rect.collidepoint(self.mouse) or self.dragging:
            return frozenset()
        seat = self._hero_at_pos(self.mouse)
        if seat is None:
            return frozenset()
        p = self.state.players[seat]
        if not p.hero_at or not self._active:
            return frozenset()
        return graph.hero_reach(p.hero_at, flow.hero_speed(p), self._active) - {p.hero_at}

    # ----- armies (no map position in the rules: shown at home, where they "return") ------------
    def _army_station(self, seat: int) -> str | None:
        """Where a seat's army piece stands: at the station it fights over while a fight is on
        the table, else its first held home station, else its first station."""
        c = self.state.combat
        if c is not None and c.station and ((c.attacker == seat and c.att_unit == "army")
                                            or (c.defender == seat and c.def_unit == "army")):
            return c.station
        p = self.state.players[seat]
        if not p.faction or not p.stations:
            return None
        homes = [st for st in p.stations if STATIONS[st].home == p.faction]
        return (homes or list(p.stations))[0]

    def _army_spots(self) -> list[tuple[int, tuple[float, float], float]]:
        g = self.renderer
        out = []
        rad = max(float(self.px(9)), min(g.scaled_radius * 0.8, float(self.px(13))))
        c = self.state.combat
        for seat in range(len(self.state.players)):
            st = self._army_station(seat)
            if st is None:
                continue
            x, y = g.node_pos(st)
            side = 1 if c is not None and st == c.station and seat == c.defender else -1  # the defender on the right
            out.append((seat, (x + side * g.scaled_radius * 1.05, y + g.scaled_radius * 1.05), rad))
        return out

    def _army_at_pos(self, pos: tuple[int, int]) -> int | None:
        for seat, (x, y), r in reversed(self._army_spots()):
            if math.hypot(pos[0] - x, pos[1] - y + r * 0.2) <= r + 2:
                return seat
        return None

    def _draw_armies(self, surface: pygame.Surface) -> None:
        """Each army as a small stack of discs in its seat's colour with its strength on top."""
        size = self.fs(14)
        for seat, (x, y), r in self._army_spots():
            col = self._seat_colour(seat)
            p = self.state.players[seat]
            for k in (2, 1, 0):  # the stack: lower discs peek out below
                c = (x, y + k * r * 0.18)
                pygame.draw.circle(surface, (10, 10, 12), (c[0] + 1, c[1] + 2), r + 1)
                pygame.draw.circle(surface, darken(col, 0.35 if k else 0.0), c, r)
                pygame.draw.circle(surface, darken(col, 0.55), c, r, 1)
            P.text(surface, str(p.army), size, style.ink_on(col), (x, y), "center", bold=True)

    def army_info(self, seat: int) -> tuple[str, str]:
        p = self.state.players[seat]
        st = self._army_station(seat)
        lines = [self.t("army.strength", a=p.army), self.t("army.where", st=T.st_name(st, self.lang) if st else "–")]
        return self.t("army.title", who=self.who(seat)), "\n".join(lines)

    # ----- station names -----------------------------------------------------------------------
    def _name_size(self) -> int:
        return max(14, min(self.fs(16), int(self.renderer.scaled_radius * 1.05)))

    def _name_img(self, sid: str) -> pygame.Surface:
        """A station's name (a long one on two lines: the name, then its line in brackets),
        outlined in black so it reads over tunnels and pools."""
        size = self._name_size()
        key = (sid, size)
        img = self._name_imgs.get(key)
        if img is not None:
            return img
        full = name({"name": ZONE_NAMES["polis"]}, self.lang) if sid == POLIS_LABEL else T.st_name(sid, self.lang)
        font = P.get_font(size, True)
        lines = [full]
        if " (" in full and font.size(full)[0] > size * 9:
            head, _sep, tail = full.partition(" (")
            lines = [head, "(" + tail]
        ink, dark = (P.POLIS_GOLD if sid == POLIS_LABEL else (236, 232, 222)), (0, 0, 0)
        rows = [(render_text(t, size, ink, weight="semibold"), render_text(t, size, dark, weight="semibold")) for t in lines]
        w = max(a.get_width() for a, _b in rows) + 2
        h = sum(a.get_height() for a, _b in rows) + 2
        img = pygame.Surface((w, h), pygame.SRCALPHA)
        y = 1
        for a, b in rows:
            x = (w - a.get_width()) // 2
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1)):
                img.blit(b, (x + dx, y + dy))
            img.blit(a, (x, y))
            y += a.get_height()
        self._name_imgs[key] = img
        self._name_lines[key] = lines
        return img

    def _name_tier(self, sid: str, owner: dict[str, int], busy: set[str], targets: set[str]) -> int:
        st = STATIONS[sid]
        if self._active and sid not in self._active:
            return L.TIER_OFF
        if st.type == "polis" or st.home:
            return L.TIER_KEY
        if sid in busy or sid in targets:
            return L.TIER_PLAY
        if sid in owner or st.type == "hansa":
            return L.TIER_HELD
        return L.TIER_OTHER

    def name_plan(self, targets: set[str] | None = None) -> dict[Any, L.Placed]:
        """Where each shown station name goes (unpanned screen coordinates), cached per zoom
        and per what decides the priorities (owners, heroes, armies, legal targets)."""
        g, s = self.renderer, self.state
        targets = set(targets or ())
        owner = s.owner_map()
        busy = {p.hero_at for p in s.players if p.hero and p.hero_at}
        busy |= {st for st in (self._army_station(i) for i in range(len(s.players))) if st}
        key = (g.zoom, tuple(self.map_rect), self.lang, self._active, tuple(sorted(owner.items())),
               tuple(sorted(busy)), tuple(sorted(targets)))
        if key == self._plan_key:
            return self._plan
        ox, oy = g.offset
        limit = L.tiers_for_zoom(g.zoom)
        discs, ranked = [], []
        for k, sid in enumerate(STATIONS):
            x, y = g.node_pos(sid)
            r = g.scaled_radius * g.nodes[sid].radius + 3
            discs.append(((x - ox, y - oy), r))
            tier = self._name_tier(sid, owner, busy, targets)
            if tier <= limit:
                ranked.append((tier, k, sid, (x - ox, y - oy), r))
        polis = [discs[k] for k, sid in enumerate(STATIONS) if STATIONS[sid].type == "polis"]
        pc = (sum(c[0] for c, _r in polis) / len(polis), sum(c[1] for c, _r in polis) / len(polis))
        spread = max(math.hypot(c[0] - pc[0], c[1] - pc[1]) + r for c, r in polis)
        if limit < L.TIER_OTHER:  # the Polis named as one, first of all (zoomed in, each station names itself)
            ranked.append((-1, -1, POLIS_LABEL, pc, spread))
        fought = s.combat.station if s.combat is not None else ""
        if fought:  # the station fought over is named before all the others
            ranked = [(-2, *rest[1:]) if rest[2] == fought else rest for rest in ranked]
        ranked.sort()
        items = [L.LabelItem(sid, anchor, r, self._name_img(sid).get_size()) for _t, _k, sid, anchor, r in ranked]
        blockers = [pygame.Rect(int(bx - h * 0.35 - ox), int(by - h * 1.2 - oy), int(h * 0.7), int(h * 1.2))
                    for _seat, (bx, by), h in self._hero_spots()]
        blockers += [pygame.Rect(int(x - r - ox), int(y - r - oy), int(2 * r), int(2.4 * r)) for _s, (x, y), r in self._army_spots()]
        bounds = None
        if g.zoom <= 1.0 + 1e-9:
            bounds = self.map_rect.inflate(-self.px(4), -self.px(4))
            bw = self.px(30) + P.get_font(self.fs(14)).size(self.t("zoom.fit"))[0] + self.px(24)
            blockers.append(pygame.Rect(self.map_rect.right - bw, self.map_rect.y, bw, self.px(8 + 3 * 36)))
        lead = L.TIER_OFF if limit >= L.TIER_OFF else L.TIER_KEY  # zoomed in all the way every name may lead out
        far = [sid for tier, _k, sid, _a, _r in ranked if tier <= lead]  # may take a leader line
        self._plan = L.place_labels(items, discs, bounds, blockers, centre=self._crowd_centre(), far=far,
                                    must=[fought] if fought else [])
        self._plan_key = key
        return self._plan

    def _crowd_centre(self) -> tuple[float, float]:
        """The middle of the Polis (unpanned): names that leave their station go away from it."""
        g = self.renderer
        pts = [g.node_pos(sid) for sid, st in STATIONS.items() if st.type == "polis"]
        return (sum(p[0] for p in pts) / len(pts) - g.offset[0], sum(p[1] for p in pts) / len(pts) - g.offset[1])

    def _draw_names(self, surface: pygame.Surface, targets: set[str]) -> None:
        g = self.renderer
        ox, oy = int(g.offset[0]), int(g.offset[1])
        view = self.map_rect
        lines = self._name_lines
        for sid, spot in self.name_plan(targets).items():
            r = spot.rect.move(ox, oy)
            if not view.colliderect(r):
                continue
            if spot.leader and sid != POLIS_LABEL:
                x, y = g.node_pos(sid)
                end = (min(max(x, r.left), r.right), min(max(y, r.top), r.bottom))
                pygame.draw.line(surface, (150, 150, 150), (x, y), end, 1)
            img = self._name_img(sid)
            surface.blit(img, img.get_rect(center=r.center))
            if P.TEXT_LOG is not None:
                for t in lines.get((sid, self._name_size()), []):
                    P.TEXT_LOG.add((t, self._name_size()))

    def _draw_hover_name(self, surface: pygame.Surface) -> None:
        """The station under the pointer names itself on top of everything, on a dark plate."""
        g = self.renderer
        sid = g.hover
        if sid is None or self.dragging:
            return
        img = self._name_img(sid)
        spot = self._plan.get(sid) if self._plan_key else None
        if spot is not None:
            r = spot.rect.move(int(g.offset[0]), int(g.offset[1]))
        else:
            x, y = g.node_pos(sid)
            r = img.get_rect(midtop=(int(x), int(y + g.scaled_radius * g.nodes[sid].radius + 6)))
            r.clamp_ip(self.map_rect)
        plate = r.inflate(self.px(8), self.px(4))
        pygame.draw.rect(surface, (14, 15, 18), plate, border_radius=5)
        pygame.draw.rect(surface, THEME["accent"], plate, 1, border_radius=5)
        surface.blit(img, img.get_rect(center=r.center))

    def _draw_heroes(self, surface: pygame.Surface) -> None:
        for seat, base, h in self._hero_spots():
            P.hero_figure(surface, base, h, self._seat_colour(seat), self._shape(seat), self._wounded(seat),
                          self.ctx.show_shapes)

    def _draw_zoom_buttons(self, surface: pygame.Surface) -> None:
        size = self.px(30)
        x = self.map_rect.right - size - self.px(8)
        y = self.map_rect.y + self.px(8)
        for kind, label in (("in", "+"), ("out", "−"), ("fit", self.t("zoom.fit"))):
            w = size if kind != "fit" else max(size, P.get_font(self.fs(14)).size(label)[0] + self.px(14))
            r = pygame.Rect(self.map_rect.right - w - self.px(8), y, w, size)
            hot = r.collidepoint(self.mouse)
            pygame.draw.rect(surface, THEME["panel_hi"] if hot else THEME["panel"], r, border_radius=6)
            pygame.draw.rect(surface, THEME["accent"] if hot else THEME["edge"], r, 1, border_radius=6)
            P.text(surface, label, self.fs(14) if kind == "fit" else self.fs(18), THEME["ink"], r.center, "center", bold=True)
            self.buttons.append((r, kind))
            y += size + self.px(6)
        del x

    def _draw_game_over(self, surface: pygame.Surface) -> None:
        s = self.state
        msg = self.t("over.win", who=self.who(s.winner)) if s.winner >= 0 else self.t("over.none")
        why = self.t(f"over.{s.end_reason}") if s.winner >= 0 and s.end_reason in ("vp", "polis", "limit") else ""
        size, small = self.fs(24), self.fs(15)
        max_w = self.map_rect.w - self.px(40)
        f, fs_ = P.get_font(size, True), P.get_font(small)
        lines = P.wrap(msg, f, max_w - self.px(32))
        sub = P.wrap(why, fs_, max_w - self.px(32)) if why else []
        w = min(max_w, max([f.size(t)[0] for t in lines] + [fs_.size(t)[0] for t in sub]) + self.px(32))
        h = len(lines) * f.get_linesize() + len(sub) * fs_.get_linesize() + self.px(18)
        r = pygame.Rect(0, 0, w, h)
        r.midbottom = (self.map_rect.centerx, self.map_rect.bottom - self.px(16))
        style.draw_shadow(surface, r, 10)
        pygame.draw.rect(surface, THEME["panel"], r, border_radius=10)
        pygame.draw.rect(surface, THEME["accent"], r, 2, border_radius=10)
        y = r.y + self.px(9)
        for t in lines:
            P.text(surface, t, size, THEME["accent"], (r.centerx, y), "midtop", bold=True)
            y += f.get_linesize()
        for t in sub:
            P.text(surface, t, small, THEME["ink_soft"], (r.centerx, y), "midtop")
            y += fs_.get_linesize()

    # ----- the column --------------------------------------------------------------------
    def _draw_side(self, surface: pygame.Surface) -> None:
        """The column, kept between frames until the state, the pointer's item, the scroll or a
        running flip changes it."""
        if self.flip > 0 or P.TEXT_LOG is not None:
            self._draw_column(surface)
            return
        hovered = next((i for i, (r, _k, _p) in enumerate(self._col_hot) if r.collidepoint(self.mouse)), -1)
        key = (self._gen, self.message, self.acting, self.viewer, self.selected, hovered, self.col_scroll,
               self.list_scroll, self.fight_flash > 0, tuple(self.side), surface.get_size())
        if self._col_cache is None or key != self._col_key:
            cache = self._col_cache
            if cache is None or cache.get_size() != surface.get_size():
                cache = pygame.Surface(surface.get_size(), 0, surface)
            cache.fill(THEME["board"], self.side)
            start = len(self.hot)
            self._draw_column(cache)
            self._col_hot = self.hot[start:]
            del self.hot[start:]
            self._col_cache = cache
            hovered = next((i for i, (r, _k, _p) in enumerate(self._col_hot) if r.collidepoint(self.mouse)), -1)
            self._col_key = key[:5] + (hovered,) + key[6:]
        surface.blit(self._col_cache, self.side.topleft, area=self.side)
        self.hot.extend(self._col_hot)

    def _draw_column(self, surface: pygame.Surface) -> None:
        s = self.state
        col = self.side
        old = surface.get_clip()
        surface.set_clip(col)
        pygame.draw.rect(surface, THEME["panel"], col, border_radius=10)
        pad = self.px(10)
        self.col_scroll = max(0, min(self._col_max, self.col_scroll))
        first_hot = len(self.hot)
        self._list_rect = pygame.Rect(0, 0, 0, 0)
        x, y, w = col.x + pad, col.y + pad - self.col_scroll, col.w - 2 * pad
        y = self._draw_status(surface, x, y, w)
        y = self._draw_round_track(surface, x, y, w)
        y = self._draw_seats(surface, x, y, w)
        acts = self.list_actions() if self.acting is not None else []
        if acts:
            y = self._draw_action_list(surface, acts, x, y, w)
        y = self._draw_private(surface, x, y, w)
        if (s.event_card or any(st for st, _u in (s.defences or ()))) and s.combat is None:
            y = self._draw_event(surface, x, y, w)
        if s.combat is not None or s.last_fight:
            y = self._draw_combat(surface, x, y, w)
        y = self._draw_law(surface, x, y, w)
        if s.combat is None:  # during a fight the fight has the room
            y = self._draw_market(surface, x, y, w)
        y = self._draw_tracks(surface, x, y, w)
        y = self._draw_decks(surface, x, y, w)
        self._col_max = max(0, y + self.col_scroll + pad - col.bottom)
        # what scrolled out of the column answers no hover or click
        self.hot[first_hot:] = [(r.clip(col), k, p) for r, k, p in self.hot[first_hot:] if r.colliderect(col)]
        d = self.px(7)
        if self.col_scroll < self._col_max:  # more below / above: small arrows (the wheel scrolls)
            cx, by = col.right - self.px(14), col.bottom - self.px(5)
            pygame.draw.polygon(surface, THEME["accent"], [(cx - d, by - d), (cx + d, by - d), (cx, by)])
        if self.col_scroll > 0:
            cx, ty = col.right - self.px(14), col.y + self.px(5)
            pygame.draw.polygon(surface, THEME["accent"], [(cx - d, ty + d), (cx + d, ty + d), (cx, ty)])
        surface.set_clip(old)

    def _draw_seats(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """Every seat's public figures as one row each (the player panels beside the table have
        room for only a line or two with many seats): VP, army, the three resources, the hero
        (a red cross when wounded), equipment and quests. Hover a row for the whole panel text."""
        s = self.state
        seats = [i for i, p in enumerate(s.players) if p.faction]
        if not seats:
            return y
        size = self.fs(14)
        f = P.get_font(size)
        row_h = P.line_h(size) + self.px(2)
        icon = row_h * 0.32
        lim = flow.eq_limit(s)
        heads = ["", self.t("tbl.vp"), "army", "pig", "mushroom", "ammo", "hero", self.t("tbl.eq"), self.t("tbl.quests")]
        rows = []
        for seat in seats:
            p = s.players[seat]
            rows.append([seat, f"{p.vp()}/{flow.vp_target(p)}", str(p.army), *(str(n) for n in p.res), seat,
                         f"{len(p.equipment)}/{lim}", f"{len(p.quests)}" + (f" (+{len(p.done)})" if p.done else "")])
        icon_w = int(icon * 2.6)
        widths = [row_h]
        for k in range(1, len(heads)):
            words = [f.size(heads[k])[0] if k in (1, 7, 8) else icon_w]
            words += [f.size(r[k])[0] for r in rows if isinstance(r[k], str)]
            widths.append(max(words) + self.px(4))
        if sum(widths) > w:  # squeeze the gaps first
            widths = [max(1, c - self.px(3)) for c in widths]
        gap = max(0.0, (w - sum(widths)) / (len(widths) - 1))
        xs = [x]
        for c in widths[:-1]:
            xs.append(xs[-1] + c + gap)
        # the header: words or small icons
        for k, head in enumerate(heads):
            cx = xs[k] + widths[k] / 2
            cy = y + row_h / 2
            if head in ("pig", "mushroom", "ammo"):
                P.res_icon(surface, head, (cx, cy), icon)
            elif head == "army":
                pygame.draw.circle(surface, THEME["ink_soft"], (cx, cy), icon * 1.2, 2)
                pygame.draw.circle(surface, THEME["ink_soft"], (cx, cy + icon * 0.4), icon * 1.2, 2)
            elif head == "hero":
                P.hero_figure(surface, (cx, cy + row_h * 0.4), row_h * 0.75, THEME["ink_soft"], "circle", False, False)
            elif head:
                P.text(surface, head, size, THEME["accent"], (cx, cy), "center", bold=True)
        self.hot.append((pygame.Rect(x, y, w, row_h), "seat_head", None))
        y += row_h
        pygame.draw.line(surface, darken(THEME["accent"], 0.5), (x, y), (x + w, y), 1)
        y += self.px(2)
        for r in rows:
            seat = r[0]
            p = s.players[seat]
            rect = pygame.Rect(x, y, w, row_h)
            if s.stack and seat == self.acting or rect.collidepoint(self.mouse):
                pygame.draw.rect(surface, THEME["panel_hi"], rect, border_radius=4)
            cy = y + row_h / 2
            style.draw_badge(surface, (int(xs[0] + widths[0] / 2), int(cy)), int(row_h * 0.4), self._seat_colour(seat),
                             self._shape(seat), self.ctx.show_shapes)
            for k in range(1, len(heads)):
                cx = xs[k] + widths[k] / 2
                if k == 6:
                    if p.hero:
                        P.hero_figure(surface, (cx, y + row_h - 2), row_h * 0.78, self._seat_colour(seat), self._shape(seat),
                                      self._wounded(seat), False)
                    else:
                        P.text(surface, "–", size, THEME["ink_faint"], (cx, cy), "center")
                    continue
                P.text(surface, r[k], size, THEME["ink"] if k > 1 else THEME["accent"], (cx, cy), "center", bold=k == 1)
            self.hot.append((rect, "seat", seat))
            y += row_h
        return y + self.px(8)

    def _track_label_w(self) -> int:
        size = self.fs(14)
        keys = ("round_track.short", "vp_track.short", "army_track.short")
        return max(P.get_font(size, True).size(self.t(k))[0] for k in keys) + self.px(6)

    def _draw_round_track(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """The round track from this round on (one loop of its spaces): each space's round number
        and what it brings, resources produced (small tokens) or an event (Dangers from the dark:
        a red mark; a new law: a gold mark); the round limit's space edged in red."""
        s = self.state
        if s.round <= 0:
            return y
        size = self.fs(14)
        lab_w = self._track_label_w()
        limit = s.opt("max_rounds") or 0
        first = s.round
        n = 10
        cell = (w - lab_w - self.px(2)) / n
        ch, ih = self.px(20), self.px(14)
        P.text(surface, self.t("round_track.short"), size, THEME["accent"], (x, y + ch // 2), "midleft", bold=True)
        for k in range(n):
            r_no = first + k
            if limit and r_no > limit:
                break
            r = pygame.Rect(int(x + lab_w + k * cell), y, int(cell) - 2, ch + ih)
            now = k == 0
            pygame.draw.rect(surface, (52, 48, 40) if now else THEME["panel_hi"], r, border_radius=3)
            if now:
                pygame.draw.rect(surface, THEME["accent"], r, 2, border_radius=3)
            elif limit and r_no == limit:
                pygame.draw.rect(surface, THEME["danger"], r, 1, border_radius=3)
            P.text(surface, str(r_no), size, THEME["ink"] if now else THEME["ink_faint"], (r.centerx, y + ch // 2), "center")
            space = track_space(r_no)
            cy = y + ch + ih // 2 - 1
            ev = space.get("event")
            if ev == "danger":
                d = ih * 0.38
                pygame.draw.polygon(surface, THEME["danger"], [(r.centerx, cy - d), (r.centerx + d, cy + d * 0.8),
                                                               (r.centerx - d, cy + d * 0.8)])
            elif ev == "law":
                pygame.draw.rect(surface, P.POLIS_GOLD, pygame.Rect(r.centerx - ih * 0.3, cy - ih * 0.35, ih * 0.6, ih * 0.7),
                                 border_radius=2)
            else:
                res = space.get("res", [])
                for i, kind in enumerate(res):
                    P.res_icon(surface, kind, (r.centerx + (i - (len(res) - 1) / 2) * cell / 3.4, cy), max(2.0, cell / 9))
            self.hot.append((r, "round", r_no))
        return y + ch + ih + self.px(8)

    def _round_info(self, r_no: int) -> tuple[str, str]:
        space = track_space(r_no)
        ev = space.get("event")
        if ev:
            body = self.t(f"ev.{ev}", r=r_no)
        else:
            res = ", ".join(self.t(f"res.{k}") for k in space.get("res", []))
            body = self.t("round.res", r=res) + (" " + self.t("round.double") if space.get("double") else "")
        limit = self.state.opt("max_rounds") if self.state is not None else 0
        if limit and r_no == limit:
            body += "\n" + self.t("round.last")
        return self.t("round.nolimit", r=r_no), body[:1].upper() + body[1:]

    def _draw_decks(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """Pile sizes (public counters) when the column has room for them (larger windows)."""
        s = self.state
        size = self.fs(14)
        lines = []
        d = s.decks[s.stage - 1]
        lines.append(self.t("deck.danger", s="II" if s.stage == 2 else "I", n=d.size(), k=len(d.discard)))
        lines.append(self.t("deck.eq", n=len(s.eq_pile), k=len(s.eq_discard)))
        lines.append(self.t("deck.quest", n=len(s.q_pile)))
        lines.append(self.t("deck.law", n=len(s.law_pile)))
        need = P.line_h(self.fs(15), True) + self.px(4) + len(lines) * P.line_h(size)
        if y + self.col_scroll + need > self.side.bottom - self.px(6):  # only when it fits unscrolled
            return y
        y = self._heading(surface, self.t("decks"), x, y, w)
        for line in lines:
            y += P.block(surface, line, size, THEME["ink_soft"], pygame.Rect(x, y, w, 60))
        return y

    def _draw_event(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """Dangers from the dark: the revealed danger and each seat's chosen station and defender."""
        s = self.state
        y = self._heading(surface, self.t("event.title"), x, y, w)
        if s.event_card:
            y = self._card_lines(surface, [s.event_card], x, y, w) - self.px(4)
        unit = T.UNIT["hu" if self.lang == "hu" else "en"]
        for seat, (st, u) in enumerate(s.defences or ()):
            if st:
                line = f"{self.who(seat)}: {T.st_name(st, self.lang)} ({unit.get(u, u)})"
                y += P.block(surface, line, self.fs(14), self._ink(self._seat_colour(seat)), pygame.Rect(x, y, w, 60))
        return y + self.px(6)

    def _heading(self, surface: pygame.Surface, label: str, x: int, y: int, w: int) -> int:
        size = self.fs(15)
        P.text(surface, label.upper() if self.lang == "en" else label, size, THEME["accent"], (x, y), bold=True)
        y += P.line_h(size, True)
        pygame.draw.line(surface, darken(THEME["accent"], 0.5), (x, y), (x + w, y), 1)
        return y + self.px(4)

    def _draw_status(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        s = self.state
        size = self.fs(16)
        limit = s.opt("max_rounds")
        if s.round <= 0:
            head = self.t("round.setup")
        elif limit:
            head = self.t("round", r=s.round, n=limit)
        else:
            head = self.t("round.nolimit", r=s.round)
        head += " · " + self.t("stage", s="II" if s.stage == 2 else "I")
        y += P.block(surface, head, self.fs(17), THEME["ink"], pygame.Rect(x, y, w, 200), bold=True)
        y += P.block(surface, self.t(f"phase.{s.phase}"), size, THEME["ink_soft"], pygame.Rect(x, y, w, 200))
        nxt = self._next_event() if s.stack and s.round <= 0 else ""  # from round 1 on the round track shows it
        if nxt:
            y += P.block(surface, self.t("next", what=nxt), self.fs(14), THEME["ink_soft"], pygame.Rect(x, y, w, 200))
        return y + self.px(8)

    def _next_event(self) -> str:
        s = self.state
        start = max(1, s.round + (0 if s.phase in ("setup",) else 1))
        for r in range(start, start + 10):
            space = track_space(r)
            ev = space.get("event")
            if ev:
                return self.t(f"ev.{ev}", r=r)
        return ""

    def _draw_action_list(self, surface: pygame.Surface, acts: list[Any], x: int, y: int, w: int) -> int:
        size = self.fs(15)
        bh = P.line_h(size) + self.px(8)
        top = y
        room = max(bh * 3, int(self.side.h * 0.36))
        max_scroll = max(0, len(acts) * (bh + self.px(4)) - room)
        self.list_scroll = min(self.list_scroll, max_scroll)
        yy = y - self.list_scroll
        clip = pygame.Rect(x, top, w, room)
        self._list_rect = clip.clip(self.side)
        old = surface.get_clip()
        surface.set_clip(clip.clip(old) if old else clip)
        for a in acts:
            r = pygame.Rect(x, yy, w, bh)
            if r.bottom > top and r.top < top + room:
                hot = r.collidepoint(self.mouse)
                pygame.draw.rect(surface, THEME["panel_hi"] if hot else darken(THEME["panel_hi"], 0.15), r, border_radius=6)
                pygame.draw.rect(surface, THEME["accent"] if hot else THEME["edge"], r, 1, border_radius=6)
                label = self.choice_label(a)
                f = P.get_font(size)
                while f.size(label)[0] > w - self.px(12) and len(label) > 4:
                    label = label[:-2] + "…" if not label.endswith("…") else label[:-2] + "…"
                P.text(surface, label, size, THEME["ink"], (r.x + self.px(6), r.centery), "midleft")
                self.hot.append((r.clip(clip), "action", a))
            yy += bh + self.px(4)
        surface.set_clip(old)
        if self.list_scroll < max_scroll:  # more below: a small arrow (the wheel scrolls)
            cx, by = x + w - self.px(12), top + room - self.px(4)
            d = self.px(6)
            pygame.draw.polygon(surface, THEME["accent"], [(cx - d, by - d), (cx + d, by - d), (cx, by)])
        return top + min(room, len(acts) * (bh + self.px(4))) + self.px(6)

    def _card_row(self, surface: pygame.Surface, cards: Sequence[Any], x: int, y: int, w: int, kind: str,
                  accent: RGB, max_h: int | None = None) -> int:
        n = max(1, len(cards))
        gap = self.px(6)
        cw = (w - gap * (n - 1)) // n if n > 1 else min(w, self.px(150))
        cw = min(cw, self.px(150))
        size = self.fs(14)
        ch = max_h or int(P.line_h(size, True) * 3 + P.line_h(size) * 1.5 + self.px(14))
        for i, c in enumerate(cards):
            r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
            hot = r.collidepoint(self.mouse)
            lit = bool(self.card_action(c)) if isinstance(c, str) and self.acting is not None else False
            face = c is not HIDDEN and isinstance(c, str) and bool(c)
            title = T.card_name(c, self.lang) if face else ""
            P.card_box(surface, r, title, self._card_sub(c) if face else "", size, accent, hot, lit, face)
            self.hot.append((r, "card", c))
        return y + ch + self.px(8)

    def _card_sub(self, cid: str) -> str:
        if cid in HEROES:
            return self.t("hero.line", s=HEROES[cid]["str"], v=HEROES[cid]["spd"])
        if cid in FACTIONS:
            return name({"name": FACTIONS[cid]["ability_name"]}, self.lang)
        if cid in EQUIPMENT:
            e = EQUIPMENT[cid]
            return self.t("eq.line", s=e["str"], v=e["spd"])
        if cid in DANGERS:
            d = DANGERS[cid]
            return self.t("danger.line", t=self.t(f"dtype.{d['type']}").capitalize(), s=d["str"])
        if cid in COMBAT:  # the type and the bonus against each type of the other card
            c = COMBAT[cid]
            return self.t("combat.sub", t=self.t(f"ctype.{c['type']}").capitalize(), a=c["vs"]["attack"],
                          d=c["vs"]["defense"], n=c["vs"]["neutral"])
        return ""

    def _draw_private(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """Only what the view state shows the viewer: its quests, scouted card, look-ahead and draw."""
        s = self.state
        me = self.viewer
        picks = [a[1] for a in self.legal if a[0] in ("hero", "faction")] if self.acting is not None else []
        if picks:
            y = self._heading(surface, self.t("offer.own"), x, y, w)
            per, ph = self._pick_layout(picks, w)
            for k in range(0, len(picks), per):
                y = self._card_row(surface, picks[k:k + per], x, y, w, "card", (120, 160, 200), max_h=ph)
        if s.offer and any(c is not HIDDEN for c in s.offer) and s.offer_owner == me:
            y = self._heading(surface, self.t("offer.own"), x, y, w)
            y = self._card_row(surface, list(s.offer), x, y, w, "card", (120, 160, 200))
        if s.peek and s.peek_owner == me and all(c is not HIDDEN for c in s.peek):
            y = self._heading(surface, self.t("peek.own"), x, y, w)
            y = self._card_lines(surface, list(s.peek), x, y, w)
        if me is None or me >= len(s.players):
            return y
        p = s.players[me]
        quests = [q for q, _r in p.quests if q is not HIDDEN]
        if quests:
            y = self._heading(surface, self.t("quests.own"), x, y, w)
            y = self._card_lines(surface, quests, x, y, w)
        if p.scout and p.scout is not HIDDEN:
            y = self._heading(surface, self.t("scout.own"), x, y, w)
            y = self._card_lines(surface, [p.scout], x, y, w)
        return y

    def _pick_layout(self, picks: Sequence[str], w: int) -> tuple[int, int]:
        """Cards per row and card height for heroes or factions to pick: as many abreast (up to 3)
        as keep every word of every name whole, as tall as the longest name and detail need."""
        size = self.fs(14)
        bold, plain = P.get_font(size, True), P.get_font(size)
        gap = self.px(6)
        for per in (3, 2, 1):
            cw = min((w - gap * (per - 1)) // per, self.px(150))
            inner = cw - 12
            if per > 1 and any(bold.size(word)[0] > inner for c in picks for word in T.card_name(c, self.lang).split()):
                continue
            lines = max(len(P.wrap(T.card_name(c, self.lang), bold, inner)) * bold.get_linesize()
                        + min(2, len(P.wrap(self._card_sub(c), plain, inner))) * plain.get_linesize() for c in picks)
            return per, int((lines + 12) / 0.9) + 1  # card_box: a band of a tenth of the height, 11 px of margins
        return 1, P.line_h(size, True) * 3

    def _card_lines(self, surface: pygame.Surface, cards: Sequence[str], x: int, y: int, w: int) -> int:
        """Cards as one line each (name and detail; hover for the full text, click when legal)."""
        size = self.fs(14)
        for c in cards:
            r = pygame.Rect(x, y, w, P.line_h(size) + self.px(4))
            lit = bool(self.card_action(c)) and self.acting is not None
            if r.collidepoint(self.mouse) or lit:
                pygame.draw.rect(surface, THEME["panel_hi"], r, border_radius=4)
            sub = self._card_sub(c)
            label = T.card_name(c, self.lang) + (f" ({sub})" if sub else "")
            f = P.get_font(size)
            if f.size("◆ " + label)[0] > w - self.px(6):
                label = T.card_name(c, self.lang)
            P.text(surface, "◆ " + label, size, THEME["accent"] if lit else THEME["ink"], (x + self.px(4), r.centery), "midleft")
            self.hot.append((r, "card", c))
            y = r.bottom
        return y + self.px(6)

    def _fight_model(self) -> dict[str, Any] | None:
        """What the combat box shows: the fight on the table, or the one that just resolved
        (its two cards, which are public once revealed, and the engine's strengths and result)."""
        s = self.state
        c = s.combat
        if c is not None:
            base, total = self._strengths()
            resolved = c.revealed and bool(c.result or c.strengths != (0, 0)) or (c.defender < 0 and c.strengths != (0, 0))
            return {"att": c.attacker, "att_unit": c.att_unit, "dfn": c.defender, "def_unit": c.def_unit,
                    "station": c.station, "danger": c.danger,
                    "cards": list(c.cards) if c.defender >= 0 else ["", c.danger],
                    "revealed": c.revealed or c.defender < 0, "base": base, "total": total,
                    "result": c.result if resolved else None, "live": True}
        pb = self.playback
        if pb is not None and pb.get("fights") == s.fights:
            return pb
        return None

    def _playback_from(self, s: Any, prev: Any) -> dict[str, Any] | None:
        if not s.last_fight:
            return None
        _purpose, att, att_unit, dfn, def_unit, station, danger, sa, sd, result = s.last_fight
        cards: list[Any] = ["", danger] if dfn < 0 else ["", ""]
        if dfn >= 0:
            pc = prev.combat if prev is not None else None
            if pc is not None and pc.defender == dfn:
                cards = [x if x is not HIDDEN else "" for x in pc.cards]
            cards[0] = cards[0] or self._played.get(att, "")
            cards[1] = cards[1] or self._played.get(dfn, "")
        self._played = {}
        base = total = (sa, sd)
        if dfn >= 0 and cards[0] in COMBAT and cards[1] in COMBAT:
            bonus = (COMBAT[cards[0]]["vs"][COMBAT[cards[1]]["type"]], COMBAT[cards[1]]["vs"][COMBAT[cards[0]]["type"]])
            base = (sa - bonus[0], sd - bonus[1])
        return {"att": att, "att_unit": att_unit, "dfn": dfn, "def_unit": def_unit, "station": station,
                "danger": danger, "cards": cards, "revealed": True, "base": base, "total": total,
                "result": result, "live": False, "fights": s.fights}

    def _draw_combat(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        s = self.state
        size = self.fs(14)
        m = self._fight_model()
        if m is None:
            f = s.last_fight
            y = self._heading(surface, self.t("fight.last"), x, y, w)
            line = personalize(T.fight_words(f, self.lang), self.ctx.names, self.lang)
            return y + P.block(surface, line, size, THEME["ink_soft"], pygame.Rect(x, y, w, 300)) + self.px(8)
        y = self._heading(surface, self.t("fight") if m["live"] else self.t("fight.last"), x, y, w)
        left = self._side_name(m["att"], m["att_unit"])
        if m["dfn"] >= 0:
            right = self._side_name(m["dfn"], m["def_unit"])
        elif m["danger"]:
            right = T.card_name(m["danger"], self.lang)
        else:
            right = T.st_name(m["station"], self.lang)
        half = (w - self.px(8)) // 2
        right_col = self._seat_colour(m["dfn"]) if m["dfn"] >= 0 else (226, 110, 90)
        for i, (label, colr) in enumerate(((left, self._seat_colour(m["att"])), (right, right_col))):
            P.block(surface, label, size, self._ink(colr), pygame.Rect(x + i * (half + self.px(8)), y, half, 80), bold=True,
                    max_lines=2)
        y += P.line_h(size, True) * 2 + self.px(2)
        if m["station"]:
            y += P.block(surface, T.st_name(m["station"], self.lang), size, THEME["ink_soft"], pygame.Rect(x, y, w, 60))
        # the two played cards (or the danger card) flip together
        ch = int(P.line_h(size, True) * 2 + P.line_h(size) + self.px(12))
        progress = 1 - self.flip / max(1e-6, self.flip_total) if self.flip > 0 else 1.0
        squeeze = abs(math.cos(progress * math.pi)) if self.flip > 0 else 1.0
        cards = m["cards"]
        for i, card in enumerate(cards):
            r = pygame.Rect(x + i * (half + self.px(8)), y, half, ch)
            if not card:
                if i == 0 and m["dfn"] < 0 and any(cards):  # against a danger: the attacking unit faces its card
                    self._unit_card(surface, r, m["att"], m["att_unit"], size)
                continue
            pvp = m["dfn"] >= 0
            face = card is not HIDDEN and (not pvp or not m["revealed"] or progress >= 0.5)
            accent = (200, 90, 70) if card in DANGERS else (120, 150, 210)
            P.card_box(surface, r, T.card_name(card, self.lang) if face else self.t("fight.hidden"),
                       self._card_sub(card) if face else "", size, accent, face_up=face,
                       squeeze=squeeze if pvp and self.flip > 0 else 1.0)
            self.hot.append((r, "card", card))
        if any(cards):
            y += ch + self.px(6)
        base, total = m["base"], m["total"]
        if base is not None and total is not None and self.flip <= 0:
            big = self.fs(18)
            for i in (0, 1):  # before the reveal: each side's own strength (public); after it the cards add up
                bonus = total[i] - base[i]
                words = f"{base[i]} + {bonus} = {total[i]}" if m["dfn"] >= 0 and m["revealed"] else f"{base[i]}"
                P.text(surface, words, big, THEME["ink"], (x + i * (half + self.px(8)), y), bold=True)
            y += P.line_h(big, True)
        if m["result"] is not None and self.flip <= 0:
            verdict = {1: "fight.wins", -1: "fight.loses", 0: "fight.draw"}[m["result"]]
            colour = THEME["accent"] if self.fight_flash > 0 or m["live"] else THEME["ink_soft"]
            y += P.block(surface, f"{left}: {self.t(verdict)}", size, colour, pygame.Rect(x, y, w, 60), bold=True)
        mine = self._my_hand()
        if mine:
            y = self._heading(surface, self.t("fight.hand"), x, y + self.px(4), w)
            per = max(1, (w + self.px(6)) // (self.px(130) + self.px(6)))
            for k in range(0, len(mine), per):
                y = self._card_row(surface, mine[k:k + per], x, y, w, "hand", (120, 150, 210), max_h=ch)
        return y + self.px(6)

    def _unit_card(self, surface: pygame.Surface, r: pygame.Rect, seat: int, unit: str, size: int) -> None:
        """The army or hero that fights a danger, as a card in its seat's colour: its name and strength."""
        p = self.state.players[seat]
        if unit == "hero" and p.hero:
            title = name(HEROES[p.hero], self.lang)
            sub = self.t("hero.line", s=flow.hero_base_strength(p), v=flow.hero_speed(p))
            self.hot.append((r, "hero", seat))
        else:
            title = self._side_name(seat, unit)
            sub = self.t("army.card", a=p.army)
            self.hot.append((r, "army", seat))
        P.card_box(surface, r, title, sub, size, self._seat_colour(seat))

    def _my_hand(self) -> list[str]:
        c, me = self.state.combat, self.viewer
        if c is None or me is None or c.defender < 0:
            return []
        for i, seat in enumerate((c.attacker, c.defender)):
            if seat == me and c.hands[i] and all(x is not HIDDEN for x in c.hands[i]) and not c.revealed:
                return list(c.hands[i])
        return []

    def _strengths(self) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
        """Both sides' strength before the combat cards and with them (the engine's own sum)."""
        s = self.state
        c = s.combat
        if c is None:
            return None, None
        if c.defender < 0:
            if c.strengths != (0, 0):
                return c.strengths, c.strengths
            try:
                v = flow.combat_strengths(s)
                return v, v
            except Exception:
                return None, None
        try:
            from game.games.metro2033.state import replace as _replace

            base = flow.combat_strengths(_replace(s, combat=_replace(c, revealed=False)))
            total = flow.combat_strengths(s) if c.revealed else base
            return base, total
        except Exception:
            return None, None

    def _side_name(self, seat: int, unit: str) -> str:
        return f"{self.who(seat)} – {T.UNIT['hu' if self.lang == 'hu' else 'en'].get(unit, unit)}"

    def _draw_law(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        s = self.state
        y = self._heading(surface, self.t("law"), x, y, w)
        size = self.fs(14)
        start = y
        if s.law_new:
            y += P.block(surface, self.t("law.vote", law=T.card_name(s.law_new, self.lang)), size, THEME["accent"],
                         pygame.Rect(x, y, w, 200), bold=True)
            if s.votes:
                order = s.order()
                yes = [self.who(order[i]) for i, v in enumerate(s.votes) if v > 0 and i < len(order)]
                no = [self.who(order[i]) for i, v in enumerate(s.votes) if v < 0 and i < len(order)]
                y += P.block(surface, self.t("law.votes", y=", ".join(yes) or "–", n=", ".join(no) or "–"), size,
                             THEME["ink_soft"], pygame.Rect(x, y, w, 200))
            self.hot.append((pygame.Rect(x, start, w, y - start), "law", s.law_new))
            start = y
        if s.law:
            y += P.block(surface, T.card_name(s.law, self.lang), size, THEME["ink"], pygame.Rect(x, y, w, 200), bold=True)
            if s.opt("law_duration"):
                y += P.block(surface, self.t("law.until", r=s.law_round + s.opt("law_duration") - 1), size,
                             THEME["ink_soft"], pygame.Rect(x, y, w, 200))
        else:
            y += P.block(surface, self.t("law.none"), size, THEME["ink_soft"], pygame.Rect(x, y, w, 200))
        self.hot.append((pygame.Rect(x, start, w, y - start), "law", s.law))
        return y + self.px(8)

    def _draw_market(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        s = self.state
        y = self._heading(surface, self.t("market"), x, y, w)
        if not s.market:
            return y + P.block(surface, self.t("market.empty"), self.fs(14), THEME["ink_soft"], pygame.Rect(x, y, w, 40)) + self.px(8)
        cards = list(s.market)
        gap = self.px(6)
        cw = (w - gap) // 2
        size = self.fs(14)
        bold, plain = P.get_font(size, True), P.get_font(size)
        for k in range(0, len(cards), 2):  # each row as tall as its longer name and detail need
            row = cards[k:k + 2]
            words = max(len(P.wrap(T.card_name(c, self.lang), bold, cw - 12)) for c in row) * bold.get_linesize()
            subs = max(min(2, len(P.wrap(self._card_sub(c), plain, cw - 12))) for c in row) * plain.get_linesize()
            ch = int((words + subs + 12) / 0.9) + 1  # card_box: a band of a tenth of the height and margins
            for i, c in enumerate(row):
                r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
                lit = bool(self.card_action(c)) and self.acting is not None
                P.card_box(surface, r, T.card_name(c, self.lang), self._card_sub(c), size, P.HANSA_BROWN,
                           r.collidepoint(self.mouse), lit)
                self.hot.append((r, "card", c))
            y += ch + gap
        return y + self.px(6)

    def _draw_tracks(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        s = self.state
        seats = [i for i, p in enumerate(s.players) if p.faction]
        if not seats:
            return y
        for label, lo, hi, value, marks in (
            (self.t("vp_track"), 0, 10, lambda p: p.vp(), {9: "9", 10: "10"}),
            (self.t("army_track"), 1, CONST["army_max"], lambda p: p.army, {}),
        ):
            size = self.fs(14)
            lab_w = self._track_label_w()
            n = hi - lo + 1
            cell = (w - lab_w - self.px(2)) / n
            ch = self.px(22)
            short = self.t("vp_track.short") if lo == 0 else self.t("army_track.short")
            P.text(surface, short, size, THEME["accent"], (x, y + ch // 2), "midleft", bold=True)
            self.hot.append((pygame.Rect(x, y, lab_w, ch), "track", label))
            x0 = x
            x = x0 + lab_w
            for k in range(n):
                r = pygame.Rect(int(x + k * cell), y, int(cell) - 2, ch)
                goal = (lo + k) in marks
                pygame.draw.rect(surface, (52, 48, 40) if goal else THEME["panel_hi"], r, border_radius=3)
                if goal:
                    pygame.draw.rect(surface, THEME["accent"], r, 1, border_radius=3)
                P.text(surface, str(lo + k), size, THEME["ink_faint"] if not goal else THEME["accent"], r.center, "center")
            y += ch + self.px(2)
            # seat markers under the cells, two abreast
            rad = max(self.px(5), int(min(cell * 0.2, self.px(7))))
            stack: dict[int, int] = {}
            for seat in seats:
                v = max(lo, min(hi, value(s.players[seat])))
                k = stack.get(v, 0)
                stack[v] = k + 1
                cx = int(x + (v - lo) * cell + cell / 2 - 1 + (k % 2 * 2 - 1) * rad * 0.95)
                cy = y + rad + (k // 2) * (rad * 2)
                style.draw_badge(surface, (cx, cy), rad, self._seat_colour(seat), self._shape(seat), self.ctx.show_shapes)
            rows = (max(stack.values()) + 1) // 2 if stack else 1
            y += rows * rad * 2 + self.px(6)
            x = x0
        return y + self.px(4)
