"""Rogue Agent table view: the 3-5-5 city of Rain City, its pieces, the agent boards, the
criminal cards, the influence track, the bomb board and a pymunk dice tray.

``RogueAgentView`` keeps the state and the choices, lays the table out, plays the moves and
answers clicks; its parts are mixins named for what they do: ``drawing`` (the table),
``hover`` (hover texts and odds), ``tray`` (the dice tray).

The view sees only ``player_view`` states: face-down criminal cards are HIDDEN unless the
viewer investigated them, and other players' identity tokens are HIDDEN. Every click is
answered with an element of ``legal_actions`` (or a reason in the prompt strip).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pygame

from game.engine.core import CHANCE
from game.games.rogue_agent import content as K
from game.games.rogue_agent.view import effects as FX
from game.games.rogue_agent.view import layout as LY
from game.games.rogue_agent.view import odds as OD
from game.games.rogue_agent.view import paint as P
from game.games.rogue_agent.view import panels as PN
from game.games.rogue_agent.view import playback as PB
from game.games.rogue_agent.view.anchors import AnchorPart
from game.games.rogue_agent.view.controller import LOCAL_KINDS, ODDS_KINDS, Choices
from game.games.rogue_agent.view.drawing import TableDrawing
from game.games.rogue_agent.view.hover import HoverTexts
from game.games.rogue_agent.view.texts import t
from game.games.rogue_agent.view.tray import ROLL_STARTS, DiceTrayPart
from game.ui import style
from game.ui.game_view import DEFAULT_THEME, Choice, GameView, ViewContext
from game.ui.render.dice import DiceTray
from game.ui.render.tokens import PLAYER_COLOURS, PLAYER_SHAPES

THEME: dict[str, tuple[int, int, int]] = {
    **DEFAULT_THEME,
    "bg": (14, 17, 26),
    "bg2": (9, 11, 18),
    "board": P.BOARD,
    "panel": (30, 34, 50),
    "panel_hi": (44, 50, 72),
    "edge": (70, 86, 120),
    "ink": P.INK,
    "ink_soft": P.INK_SOFT,
    "ink_faint": P.INK_FAINT,
    "accent": P.NEON_CYAN,
    "danger": P.DANGER,
    "ok": (110, 220, 150),
}



class RogueAgentView(AnchorPart, HoverTexts, TableDrawing, DiceTrayPart, GameView):
    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        n = max(4, len(ctx.colours or []))
        self.colours = [tuple(c)[:3] for c in (ctx.colours or [])] + \
            [PLAYER_COLOURS[i % len(PLAYER_COLOURS)] for i in range(len(ctx.colours or []), n)]
        self.shapes = list(ctx.shapes or []) + [PLAYER_SHAPES[i % len(PLAYER_SHAPES)]
                                                for i in range(len(ctx.shapes or []), n)]
        self.names = list(ctx.names or []) + [t("player", ctx.lang, n=i + 1) for i in range(len(ctx.names or []), n)]
        self.L: LY.Layout | None = None
        self.choices = Choices(None, [])
        self.viewer: int | None = None
        self.mouse = (-10_000, -10_000)
        self.time = 0.0
        self.trays: list[DiceTray] = []
        self.shown_rolls: list[list[tuple[str, Any]]] = []  # per tray: (colour, face) of each die
        self.roll_kind = ""  # the action the last roll belongs to (attack: the hit counter shows)
        self.picked: set[int] = set()  # dice picked for a reroll
        self.menu: tuple[pygame.Rect, list[tuple[str, tuple, pygame.Rect]]] | None = None
        self.card_rects: list[tuple[int, pygame.Rect]] = []
        self.track_label = pygame.Rect(0, 0, 0, 0)
        self.track_cells: list[pygame.Rect] = []
        self.bomb_rect: pygame.Rect | None = None
        self.pending_dice: list[tuple[tuple[str, str], pygame.Rect]] = []
        self.white_rows: list[tuple[tuple, pygame.Rect]] = []  # ("colour", c) and its row in the tray
        self.chosen_die: tuple[str, str] | None = None  # the bomb-board die picked to place
        self.dragging = False  # the chosen die follows the mouse until dropped on a column
        self.roll_due = False  # dice were rolled since the tray last threw
        self.reroll_mask = 0  # the dice of the last roll that a reroll threw again
        self.moves: dict[tuple, list] = {}  # piece -> [from position, to position, elapsed s]
        self.flips: dict[int, float] = {}  # criminal number -> elapsed s of its card turning face up
        self.fx: list[FX.Effect] = []  # board effects playing (explosions, defusals, strikes, arrests)
        self.playback: PB.Playback | None = None  # the City phase playing on the board, event by event
        self.banner_next: str | None = None  # a new round's banner waits for the City phase's playback
        self.ui_rng = random.Random(11)  # visual randomness only
        self.bench_rolling = False  # `bench`: the tray throws again whenever its dice settle
        self.wire: dict[tuple, tuple[float, float, float]] = {}  # bomb board -> odds of wire / stop
        self.wire_busy: set[tuple] = set()  # boards whose odds a thread is computing
        self.banner: list | None = None  # [words, elapsed s]: a new round or phase slides in
        self.gen = 0  # bumped by every new state or layout: the still layer is drawn again
        self.base: pygame.Surface | None = None  # the still layer, kept while nothing on it changes
        self.base_sig: tuple | None = None
        self.piece_spots: list[tuple[tuple, tuple[int, int], int]] = []  # (piece, centre, radius) for hover

    @property
    def lang(self) -> str:
        return "hu" if self.ctx.lang == "hu" else "en"

    # ================================================================== layout and state
    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        self._relayout()

    def _window(self) -> tuple[int, int]:
        ws = tuple(self.ctx.window_size or (1280, 720))
        return (max(ws[0], self.rect.right), max(ws[1], self.rect.bottom))

    def _big_seat(self) -> int | None:
        s = self.state
        if s is None:
            return None
        if self.acting is not None:
            return self.acting
        if s.turn.seat is not None and 0 <= s.turn.seat < len(s.players):
            return s.turn.seat
        return self.viewer if self.viewer is not None else 0

    def _relayout(self) -> None:
        self.gen += 1
        if self.rect.w <= 0 or self.rect.h <= 0:
            self.L = None
            return
        seats = len(self.state.players) if self.state is not None else len(self.ctx.names or [1, 2])
        old = self.L
        self.L = LY.compute(self.rect, self._window(), seats, self._big_seat())
        if old is None or old.tray != self.L.tray or len(self.trays) == 0:
            self._make_trays(animate=False)

    def set_state(self, view_state: Any, legal_actions: Sequence[Any], acting_seat: int | None,
                  steps_since_last: Sequence[Any], previous_view_state: Any | None) -> None:
        super().set_state(view_state, legal_actions, acting_seat, steps_since_last, previous_view_state)
        self.gen += 1
        s = view_state
        self.legal = [tuple(a) for a in legal_actions] if acting_seat is not None else []
        self.choices = Choices(s, self.legal)
        self.menu = None
        self._start_wire_odds(s)
        if acting_seat is not None:
            self.viewer = acting_seat
        if not self.choices.reroll:
            self.picked = set()
        if self.chosen_die is not None and (s.board is None or self.chosen_die not in s.board.to_place):
            self.chosen_die = None
        self._relayout()
        for st in steps_since_last:
            a = getattr(st, "action", None)
            if isinstance(a, (tuple, list)) and a and getattr(st, "player", -1) >= 0 and a[0] in ROLL_STARTS:
                self.roll_kind = str(a[0])
            if isinstance(a, (tuple, list)) and len(a) > 1 and a[0] == "reroll" and getattr(st, "player", -1) >= 0:
                self.reroll_mask = int(a[1])
        prev = previous_view_state
        animate = prev is not None and self.ctx.anim_speed > 0
        self.playback = PB.build(prev, s, self.lang) if animate else None
        self.moves = self._moves(prev, s) if animate and self.playback is None else {}
        self.fx = (self.playback.effects if self.playback else FX.effects_between(prev, s)) if animate else []
        if animate and (prev.phase, prev.round) != (s.phase, s.round) and s.phase in ("time", "action", "city", "over"):
            words = t("round", self.lang, r=max(1, s.round), n=s.rounds) + " · " + t(f"phase.{s.phase}", self.lang)
            self.banner, self.banner_next = (None, words) if self.playback else ([words, 0.0], None)
        self.flips = {}
        if prev is not None and self.ctx.anim_speed > 0:
            was_up = {c.num for c in prev.criminals if c.face_up}
            self.flips = {c.num: 0.0 for c in s.criminals if c.face_up and c.num not in was_up
                          and any(p.num == c.num for p in prev.criminals)}
        rolls = self._rolls(s)
        if any(getattr(st, "player", 0) == CHANCE and isinstance(getattr(st, "action", None), (tuple, list))
               and st.action and st.action[0] in ("die", "d6") for st in steps_since_last):
            self.roll_due = True
        if prev is None:
            self.roll_due = False
            self.shown_rolls = rolls
            self._make_trays(animate=False)
        elif self.roll_due and not (s.stack and s.stack[-1][0] == "R") and any(rolls):
            # a roll is thrown once all its dice are known (a replay brings them one by one)
            self.roll_due = False
            same_dice = len(rolls[0]) == len(self.shown_rolls[0] if self.shown_rolls else [])
            self.shown_rolls = rolls
            self._make_trays(animate=self.ctx.anim_speed > 0)
            if self.reroll_mask and same_dice and self.trays:  # only the rerolled dice tumble
                self.trays[0].hold([i for i in range(len(rolls[0])) if not self.reroll_mask >> i & 1])
            self._sound("dice_roll")
        elif not any(rolls) and not (s.stack and s.stack[-1][0] == "R"):
            # the roll is over (a new turn, the Time phase's dice placed): the tray is cleared, never
            # showing the previous player's dice as if they were this one's
            self.roll_due = False
            if any(self.shown_rolls):
                self.shown_rolls = rolls
                self._make_trays(animate=False)
        self.reroll_mask = 0

    def _sound(self, name: str) -> None:
        try:
            if self.ctx.sound is not None:
                self.ctx.sound.play(name)
        except Exception:
            pass

    # ================================================================== animation
    MOVE_TIME = 0.35  # seconds for a piece to slide to its new location

    BANNER_TIME = 1.6  # seconds a new round or phase is announced on the board

    FLIP_TIME = 0.3  # seconds for a criminal card to turn face up

    @staticmethod
    def _moves(prev: Any, s: Any) -> dict[tuple, list]:
        """Pieces that changed location between two states: agents, criminals, the police."""
        out: dict[tuple, list] = {}
        if prev is None or len(prev.players) != len(s.players):
            return out
        for seat, (a, b) in enumerate(zip(prev.players, s.players)):
            if a.pos != b.pos and a.pos in LY.POSITIONS and b.pos in LY.POSITIONS:
                out[("agent", seat)] = [a.pos, b.pos, 0.0]
        before = {c.num: c.pos for c in prev.criminals}
        for c in s.criminals:
            old = before.get(c.num, "BAG" if c.num not in before else None)
            if old is not None and c.pos is not None and old != c.pos:  # moved, or drawn from the bag
                out[("crim", c.num)] = [old, c.pos, 0.0]
            elif old not in (None, "BAG") and c.pos is None and 0 <= c.holder < len(s.players):
                to = s.players[c.holder].pos  # arrested: the disc goes to the agent's custody
                if to in LY.POSITIONS and to != old:
                    out[("crim", c.num)] = [old, to, 0.0]
        old_bombs = {b.id for b in prev.bombs}
        for b in s.bombs:
            if b.id not in old_bombs and b.pos in LY.POSITIONS:
                out[("bomb", b.id)] = ["BAG", b.pos, 0.0]
        lost = [p for p in set(prev.assassins) for _ in range(prev.assassins.count(p) - s.assassins.count(p))]
        for pos in sorted(set(s.assassins), key=K.POS_ORDER.index):
            for k in range(prev.assassins.count(pos), s.assassins.count(pos)):
                # an assassin that walked the event path (fled or struck) comes from behind, else from the bag
                src = next((p for p in lost if p in K.EVENT_PATH and pos in K.EVENT_PATH
                            and 0 < K.EVENT_PATH.index(pos) - K.EVENT_PATH.index(p) <= 3), None)
                if src is not None:
                    lost.remove(src)
                out[("assassin", pos, k)] = [src or "BAG", pos, 0.0]
        if prev.police in LY.POSITIONS and s.police in LY.POSITIONS and prev.police != s.police:
            out[("police",)] = [prev.police, s.police, 0.0]
        return out

    @property
    def busy(self) -> bool:
        return bool(self.moves) or bool(self.flips) or bool(self.fx) or self.playback is not None \
            or any(tr.dice and not tr.settled for tr in self.trays)

    def skip_animations(self) -> None:
        self.moves = {}
        self.flips = {}
        self.fx = []
        self.playback, self.banner_next = None, None
        for tr in self.trays:
            tr.skip()

    def update(self, dt: float) -> None:
        self.time += dt
        speed = self.ctx.anim_speed
        if self.bench_rolling and all(tr.settled for tr in self.trays):
            self._bench_throw()
        if self.banner is not None:
            self.banner[1] += dt * max(speed, 0.5)
            if self.banner[1] >= self.BANNER_TIME or speed <= 0:
                self.banner = None
        for tr in self.trays:
            if speed <= 0:
                tr.skip()
            else:
                tr.update(dt * speed)
        if speed <= 0:
            self.moves, self.flips, self.fx, self.playback = {}, {}, [], None
        if self.playback is not None:
            self.playback.elapsed += dt * speed
            if self.playback.done:
                self.playback = None
                if self.banner_next:
                    self.banner, self.banner_next = [self.banner_next, 0.0], None
        if self.fx and all(tr.settled for tr in self.trays):  # the roll lands first, then the board answers
            for e in self.fx:
                e.elapsed += dt * speed
                if e.k >= 0 and not e.sounded:
                    e.sounded = True
                    if e.kind in FX.SOUND:
                        self._sound(FX.SOUND[e.kind])
            self.fx = [e for e in self.fx if not e.done]
        for num in list(self.flips):
            self.flips[num] += dt * speed
            if self.flips[num] >= self.FLIP_TIME:
                del self.flips[num]
        for key in list(self.moves):
            self.moves[key][2] += dt * speed
            if self.moves[key][2] >= self.MOVE_TIME:
                del self.moves[key]

    # ================================================================== input
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEMOTION and pos is not None:
            self.mouse = tuple(pos)
            return None
        if event.type == pygame.KEYDOWN and getattr(event, "key", None) == pygame.K_ESCAPE and self.menu:
            self.menu = None
            return None
        if event.type == pygame.MOUSEBUTTONUP and self.dragging and pos is not None:
            self.dragging = False
            hit = self._hit(pos)
            if hit is not None and hit[0] == "col" and self.acting is not None:
                return self._click(pos)
            return None
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) != 1 or pos is None:
            return None
        if not self.rect.collidepoint(pos) or self.state is None or self.L is None:
            return None
        self.mouse = tuple(pos)
        if self.busy:
            self.skip_animations()
            return None
        btn = self._reroll_button()
        if btn is not None and btn[0].collidepoint(pos):
            return btn[1]
        if self.menu is not None:
            box, items = self.menu
            self.menu = None
            for _label, a, r in items:
                if r.collidepoint(pos) and a in self.legal:
                    return a
            if box.collidepoint(pos):
                return None
        if self.acting is None or not self.legal:
            if self._hit(pos) is not None:
                self.message = t("why.wait", self.lang)
            return None
        return self._click(pos)

    def _hit(self, pos: tuple[int, int]) -> tuple | None:
        """What is under ``pos``: ("die", tray, i), ("pending", i), ("col", c), ("crim", n),
        ("seat", k), ("tile", pos) or None."""
        L, s = self.L, self.state
        if L is None or s is None:
            return None
        for a, r in self.white_rows:  # over the tray while a white group's colour is chosen
            if r.collidepoint(pos):
                return ("white", a)
        for ti, tray in enumerate(self.trays):
            for i, die in enumerate(tray.dice):
                x, y = die.body.position
                if abs(pos[0] - x) <= tray.die_size * 0.6 and abs(pos[1] - y) <= tray.die_size * 0.6:
                    return ("die", ti, i)
        for i, (_d, r) in enumerate(self.pending_dice):
            if r.collidepoint(pos):
                return ("pending", i)
        if self.bomb_rect is not None and s.board is not None and self.bomb_rect.collidepoint(pos):
            _timer, cells = P.bomb_cells(self.bomb_rect.inflate(-L.px(10), -L.px(10)), K.BOMB_ROWS, K.BOMB_COLS)
            for (c, _r), cr in cells.items():
                if cr.inflate(4, 4).collidepoint(pos):
                    return ("col", c)
            return ("bomb",)
        for num, r in self.card_rects:
            if r.collidepoint(pos):
                return ("crim", num)
        for seat, r in enumerate(L.boards):
            if r.collidepoint(pos):
                return ("seat", seat)
        for (p, slot), (x, y, rad) in self._informant_rings().items():
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (rad + 3) ** 2:
                return ("islot", p, slot)
        for p, r in L.tiles.items():
            if r.collidepoint(pos):
                return ("tile", p)
        return None

    def _informant_targets(self) -> dict[tuple[str, int], tuple]:
        """The informants a card effect lets the deciding player remove, by (position, slot 0 top /
        1 bottom): ``kill_any`` names the slot (any informant in the city, A-16's flag);
        ``kill_inf`` removes the player's own one at the place (the top one if both are his)."""
        s = self.state
        out: dict[tuple[str, int], tuple] = {}
        if s is None or not s.stack or self.acting is None:
            return out
        seat = s.stack[-1][1]
        for a in self.legal:
            if len(a) < 2 or a[0] != "informant" or a[1] not in K.POS_ORDER:
                continue
            cell = s.slots[K.POS_ORDER.index(a[1])]
            slot = int(a[2]) if len(a) > 2 else (0 if cell[0] == seat else 1)
            out[(a[1], slot)] = a
        return out

    def _informant_rings(self) -> dict[tuple[str, int], tuple[int, int, int]]:
        """Where each removable informant is drawn: (centre x, centre y, radius)."""
        s, L = self.state, self.L
        out: dict[tuple[str, int], tuple[int, int, int]] = {}
        if s is None or L is None:
            return out
        for pos, slot in self._informant_targets():
            tid = s.layout[K.POS_ORDER.index(pos)]
            r = L.tiles.get(pos)
            if r is not None and tid in K.TILES:
                out[(pos, slot)] = P.informant_slots(r, r.h, bool(K.TILES[tid].shield))[slot]
        return out

    def _click(self, pos: tuple[int, int]) -> Any | None:
        s = self.state
        hit = self._hit(pos)
        if hit is None:
            return None
        kind = hit[0]
        acts: list[tuple] = []
        if kind == "die":
            ti, i = hit[1], hit[2]
            if ti == 0 and self.choices.reroll:
                self.picked ^= {i}
                return None
            acts = self.choices.by_target.get(("die", i), []) if ti == 0 else []
        elif kind == "pending":  # pick a rolled die; drag it onto a column or click the column
            self.chosen_die = self.pending_dice[hit[1]][0]
            self.dragging = True
            return None
        elif kind == "col":
            acts = [a for a in self.choices.by_target.get(("col", hit[1]), [])
                    if self.chosen_die is None or (a[1], a[2]) == self.chosen_die]
            if not acts:
                self.message = t("why.slot", self.lang)
                return None
        elif kind == "crim":
            acts = self.choices.by_target.get(("crim", hit[1]), [])
        elif kind == "seat":
            acts = self.choices.by_target.get(("seat", hit[1]), [])
        elif kind == "white":  # a white group's colour, chosen on its row of faces
            acts = [hit[1]] if hit[1] in self.legal else []
        elif kind == "islot":  # an informant to remove: the ringed slot itself
            a = self._informant_targets().get((hit[1], hit[2]))
            acts = [a] if a else []
        elif kind == "tile":
            acts = self.choices.tile_actions(s, hit[1])
        if len(acts) == 1:
            return acts[0]
        if len(acts) > 1:
            self._open_menu(pos, acts)
            return None
        if kind == "tile" and self._tile_reason(hit[1]):
            self.message = self._tile_reason(hit[1])
        elif kind in ("tile", "crim", "seat", "die"):
            self.message = t("why.tile", self.lang)
            if self.choices.buttons or self.choices.reroll:
                self.message += " " + t("why.buttons", self.lang)
        return None

    def _tile_reason(self, pos: str) -> str:
        """Why a location offers nothing now, when the reason is a rule worth saying."""
        s = self.state
        me = s.players[self.acting] if self.acting is not None and self.acting < len(s.players) else None
        if me is not None and pos == me.pos == s.police:
            return t("why.police", self.lang)
        if any(a[0] == "move" for a in self.legal) and pos != (me.pos if me else None):
            return t("why.reach", self.lang)
        return ""

    def _open_menu(self, pos: tuple[int, int], acts: list[tuple]) -> None:
        L = self.L
        fs = L.fs(15)
        labels = [self._label(a) for a in acts]
        w = max(style.font(fs).size(x)[0] for x in labels) + L.px(24)
        h = style.font(fs).get_linesize() + L.px(10)
        box = pygame.Rect(pos[0], pos[1], w, h * len(acts) + L.px(8))
        box.clamp_ip(self.rect)
        items = [(lab, a, pygame.Rect(box.x + L.px(4), box.y + L.px(4) + i * h, box.w - L.px(8), h))
                 for i, (lab, a) in enumerate(zip(labels, acts))]
        self.menu = (box, items)

    def _label(self, a: tuple) -> str:
        label = self.choice_label(a)
        if a and a[0] in ("wire", "stop") and OD.wire_key(self.state) is not None:
            odds = self._wire_text(a)
            return f"{label} ({odds})" if odds else label
        odds = self._odds_text(a, full=False)
        return f"{label} ({odds})" if odds else label

    def extra_choices(self) -> list[Choice]:
        """Buttons for the choices that are not on the table, each an order with its cost and a
        tooltip; End turn marked as such. A reroll offers "reroll all" and "keep" here; the dice
        picked in the tray are rerolled with the tray's own button (the strip's buttons are built
        once per decision)."""
        if self.acting is None:
            return []
        out = [self._choice(a) for a in self.choices.buttons]
        if self.choices.reroll:
            keep = self.choices.reroll_action(set())
            full = max((a for a in self.legal if a[0] == "reroll"), key=lambda a: a[1], default=None)
            if full is not None and full != keep:
                out.append(Choice(t("reroll.all", self.lang), full, self.choice_tip(full)))
            if keep is not None:
                out.append(self._choice(keep, plain=True))
        if self._strip_width(out) > self._strip_room():
            # too many for the strip: what is done where you stand folds into one menu named
            # after the place (also opened by a click on it), so the strip never shows only End turn
            group = self._here_group()
            out = [replace(c, group=group) if c.action[0] in LOCAL_KINDS else c for c in out]
        return out

    def _here_group(self) -> str:
        """The strip menu of the actions taken where the acting agent stands ("Motor Pool actions")."""
        from game.games.rogue_agent.text import place_name
        try:
            pos = self.state.players[self.acting].pos
            place = place_name(self.state, pos, self.lang)
        except Exception:
            place = ""
        if not place:
            return t("strip.here_plain", self.lang)
        return t("strip.here", self.lang, place=place).replace("/", "-")  # "/" would nest a sub-menu

    def _choice(self, a: tuple, plain: bool = False) -> Choice:
        label = self.choice_label(a) if plain else self._label(a)
        return Choice(label, a, self.choice_tip(a), end_turn=a == ("end",))

    def choice_tip(self, a: tuple) -> str:
        """The rule behind a choice (``rules.choice_tip``), plus its odds where the dice decide."""
        try:
            tip = str(self.game.choice_tip(self.state, a, self.lang))
        except Exception:
            tip = ""
        odds = self._odds_text(a) if a and a[0] in ODDS_KINDS else ""
        if odds:
            tip += "\n" + (odds if a[0] == "defuse" else t("odds", self.lang, p=odds))
        return tip

    def _strip_width(self, buttons: list[Choice]) -> int:
        """About how wide the table's prompt strip buttons for ``buttons`` are (a group is one
        button, labelled with the group's name)."""
        size = self.ctx.window_size
        font = style.font(style.fs(17, size), True)
        labels: list[str] = []
        for c in buttons:
            group = getattr(c, "group", "")
            if not group:
                labels.append(c.label)
            elif group not in labels:
                labels.append(group)
        return sum(max(style.px(110, size), font.size(lab)[0] + style.px(32, size)) + style.px(10, size)
                   for lab in labels)

    def _strip_room(self) -> int:
        """Room for buttons in the strip, leaving the prompt's words about a third."""
        return int(self.ctx.window_size[0] * 0.62)

    # ================================================================== panels
    def panel_lines(self, view_state: Any, seat: int) -> list[str]:
        return PN.panel_lines(view_state, seat, self.lang)

    def panel_hover(self, seat: int) -> tuple[str, str] | None:
        s = self.state
        if s is None or not 0 <= seat < len(s.players):
            return None
        return PN.panel_hover(s, seat, self.lang, self.names, self.viewer)

    def theme(self) -> dict[str, tuple[int, int, int]]:
        return dict(THEME)

    # ================================================================== helpers for tests
    def tile_rect(self, pos: str) -> pygame.Rect | None:
        return self.L.tiles.get(pos) if self.L is not None else None
