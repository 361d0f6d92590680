"""Rogue Agent table view: the 3-5-5 city of Rain City, its pieces, the agent boards, the
criminal cards, the influence track, the bomb board and a pymunk dice tray.

Modules: ``layout`` (rectangles), ``paint`` (tiles, pieces, cards, bomb board), ``panels``
(agent boards, influence track, panel words), ``controller`` (legal actions by place),
``texts`` (the view's words, en + hu). Content names come from the engine's data files.

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

from game.engine.core import CHANCE, HIDDEN
from game.games.rogue_agent import content as K
from game.ui import style
from game.ui.game_view import DEFAULT_THEME, GameView, ViewContext
from game.ui.render.dice import DiceTray
from game.ui.render.tokens import PLAYER_COLOURS, PLAYER_SHAPES

from . import effects as FX
from . import layout as LY
from . import odds as OD
from . import paint as P
from . import panels as PN
from .controller import LOCAL_KINDS, ODDS_KINDS, Choices, criminal_pos
from .texts import name as cname
from .texts import t

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

def pct(x: float) -> int:
    """A chance as a whole percent."""
    return round(x * 100)


ROLL_KINDS = ("attack", "attack_assassin", "attack_android", "attack_agent", "attack_location")
ROLL_STARTS = ROLL_KINDS + ("search", "defuse", "steal", "assign")  # actions that lead to a roll


class RogueAgentView(GameView):
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
        self.chosen_die: tuple[str, str] | None = None  # the bomb-board die picked to place
        self.dragging = False  # the chosen die follows the mouse until dropped on a column
        self.roll_due = False  # dice were rolled since the tray last threw
        self.reroll_mask = 0  # the dice of the last roll that a reroll threw again
        self.moves: dict[tuple, list] = {}  # piece -> [from position, to position, elapsed s]
        self.flips: dict[int, float] = {}  # criminal number -> elapsed s of its card turning face up
        self.fx: list[FX.Effect] = []  # board effects playing (explosions, defusals, strikes, arrests)
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
        self.moves = self._moves(prev, s) if prev is not None and self.ctx.anim_speed > 0 else {}
        self.fx = FX.effects_between(prev, s) if prev is not None and self.ctx.anim_speed > 0 else []
        if prev is not None and self.ctx.anim_speed > 0 and (prev.phase, prev.round) != (s.phase, s.round) \
                and s.phase in ("time", "action", "city", "over"):
            self.banner = [t("round", self.lang, r=max(1, s.round), n=s.rounds) + " · " + t(f"phase.{s.phase}", self.lang),
                           0.0]
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
        self.reroll_mask = 0

    def _rolls(self, s: Any) -> list[list[tuple[str, Any]]]:
        """What the dice tray shows: the acting side's roll, the defender's, or the Time
        phase's regular dice."""
        if s is None:
            return [[]]
        if s.drawn and s.time_dice:  # the director assigns these regular dice to the drawn discs
            return [[("D", v) for v in s.time_dice]]
        if s.roll or s.roll2:
            out = [list(s.roll)]
            if s.roll2:
                out.append(list(s.roll2))
            return out
        return [[]]

    def _make_trays(self, animate: bool) -> None:
        if self.L is None:
            return
        rolls = self.shown_rolls or [[]]
        area = self.L.tray
        n = len(rolls)
        gap = self.L.px(6)
        w = (area.w - gap * (n - 1)) // max(1, n)
        self.trays = []
        for i, roll in enumerate(rolls):
            r = pygame.Rect(area.x + i * (w + gap), area.y, w, area.h)
            size = max(14, min(int(min(r.w, r.h) / 3.2), int((r.w * r.h / max(1, len(roll))) ** 0.5 * 0.5)))
            tray = DiceTray(r, die_size=size, felt=(24, 40, 60) if i == 0 else (50, 30, 44), rim=(50, 56, 74),
                            on_land=lambda _i: self._sound("dice_land"))
            if roll:
                kinds = [P.custom_die(c) for c, _f in roll]
                results = [P.face_index(c, f) for c, f in roll]
                tray.throw(results, kinds, self.ui_rng)
                if not animate:
                    tray.skip()
            self.trays.append(tray)

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
        return bool(self.moves) or bool(self.flips) or bool(self.fx) or any(tr.dice and not tr.settled for tr in self.trays)

    def skip_animations(self) -> None:
        self.moves = {}
        self.flips = {}
        self.fx = []
        for tr in self.trays:
            tr.skip()

    def bench_roll(self) -> None:
        """For ``python -m game bench``: a full attack-and-search pool (3 red, 3 green, 3 black)
        tumbles in the tray, thrown again each time it settles: frame times while dice roll."""
        self.bench_rolling = True
        self._bench_throw()

    def _bench_throw(self) -> None:
        rng = self.ui_rng
        self.shown_rolls = [[(c, rng.choice(K.FACES[c])) for c in "RRRGGGKKK"]]
        self._make_trays(animate=True)

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
            self.moves, self.flips, self.fx = {}, {}, []
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

    def _draw_moving(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        rad = max(6, int(L.tile * 0.09))
        for key, (a, b, el) in self.moves.items():
            k = max(0.0, min(1.0, el / self.MOVE_TIME))
            k = k * k * (3 - 2 * k)  # ease in and out
            (ax, ay) = L.bag.center if a == "BAG" else L.tiles[a].center
            (bx, by) = L.tiles[b].center
            at = (int(ax + (bx - ax) * k), int(ay + (by - ay) * k - rad * 1.5 * (1 - abs(2 * k - 1))))
            if key[0] == "agent" and key[1] < len(s.players):
                p = s.players[key[1]]
                P.agent_figure(surface, at, rad, self.colours[key[1] % len(self.colours)],
                               self.shapes[key[1] % len(self.shapes)], p.exposed, len(p.custody))
            elif key[0] == "crim":
                c = next((c for c in s.criminals if c.num == key[1]), None)
                if c is not None:
                    P.criminal_disc(surface, at, rad, c.num, c.defeated)
            elif key[0] == "police":
                P.police_badge(surface, at, rad)
            elif key[0] == "bomb":
                b = next((b for b in s.bombs if b.id == key[1]), None)
                if b is not None:
                    P.bomb_disc(surface, at, rad, b.timer)
            elif key[0] == "assassin":
                P.assassin_disc(surface, at, rad)

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

    def extra_choices(self) -> list[tuple[str, Any]]:
        """Buttons for the choices that are not on the table. A reroll offers "reroll all" and
        "keep" here; the dice picked in the tray are rerolled with the tray's own button
        (the strip's buttons are built once per decision)."""
        if self.acting is None:
            return []
        out = [(self._label(a), a) for a in self.choices.buttons]
        if self.choices.reroll:
            keep = self.choices.reroll_action(set())
            full = max((a for a in self.legal if a[0] == "reroll"), key=lambda a: a[1], default=None)
            if full is not None and full != keep:
                out.append((t("reroll.all", self.lang), full))
            if keep is not None:
                out.append((self.choice_label(keep), keep))
        if self._strip_width(out) > self._strip_room():
            # too many for the strip: what is done where you stand stays in your location's menu
            here = [lab_a for lab_a in out if lab_a[1][0] not in LOCAL_KINDS]
            if here:
                out = here
        return out

    def _strip_width(self, buttons: list[tuple[str, Any]]) -> int:
        """About how wide the table's prompt strip buttons for ``buttons`` are."""
        size = self.ctx.window_size
        font = style.font(style.fs(17, size), True)
        return sum(max(style.px(110, size), font.size(lab)[0] + style.px(32, size)) + style.px(10, size)
                   for lab, _a in buttons)

    def _strip_room(self) -> int:
        """Room for buttons in the strip, leaving the prompt's words about a third."""
        return int(self.ctx.window_size[0] * 0.62)

    def _reroll_button(self) -> tuple[pygame.Rect, tuple] | None:
        """The tray's "Reroll picked dice" button while dice are picked."""
        if not self.choices.reroll or not self.picked or self.L is None or not self.trays:
            return None
        a = self.choices.reroll_action(self.picked)
        if a is None:
            return None
        L = self.L
        label = t("tray.reroll", self.lang, n=len(self.picked))
        w = style.font(L.fs(14), True).size(label)[0] + L.px(16)
        h = L.tray_title.h
        r = pygame.Rect(0, 0, min(w, L.tray.w - L.px(8)), h)
        r.midright = L.tray_title.midright  # in the tray's heading row, never over a die
        return r, a

    # ================================================================== odds
    def _odds_text(self, a: tuple, full: bool = True) -> str:
        """"71%", "45% · with 3 ammo 71%" when spending ammo changes the chance, a defusal's
        three outcomes, a fight's chance with and without the defender's fuel (``odds``:
        computed from the dice faces). ``full=False``: the best chance only (menus, buttons)."""
        s = self.state
        if s is None or not a or a[0] not in ODDS_KINDS or self.acting is None:
            return ""
        lang = self.lang
        try:
            if a[0] == "defuse":
                d = OD.defusal(s, a[1])
                if d is None:
                    return ""
                if not full:
                    return f"{pct(d[0])}%"
                return t("odds.defuse", lang, d=pct(d[0]), e=pct(d[1]), s=pct(d[2]))
            best = OD.chance(s, a)
            bare = OD.chance(s, a, ammo=0)
            free = OD.chance(s, a, defended=False) if a[0] in ("attack_android", "attack_agent") else None
        except Exception:
            return ""
        if best is None:
            return ""
        ammo = min(3, s.players[self.acting].ammo)
        text = f"{pct(best)}%"
        if not full:
            return text
        if bare is not None and ammo and pct(bare) != pct(best):
            text = t("odds.ammo", lang, p=pct(bare), ammo=ammo, q=pct(best))
        if free is not None and pct(free) != pct(best):
            text += " · " + t("odds.undefended", lang, p=pct(free))
        return text

    def _start_wire_odds(self, s: Any) -> None:
        """Before "cut another wire / stop": the planner's odds, at once with few dice left, else
        in a thread (the hover says "computing" until they are there)."""
        key = OD.wire_key(s) if self.acting is not None else None
        if key is None or key in self.wire or key in self.wire_busy:
            return
        if len(key[1]) <= 6:
            self.wire[key] = OD.wire_odds(key)
            return
        import threading

        def work() -> None:
            try:
                self.wire[key] = OD.wire_odds(key)
            finally:
                self.wire_busy.discard(key)

        self.wire_busy.add(key)
        threading.Thread(target=work, daemon=True).start()

    def _wire_text(self, a: tuple) -> str:
        """The odds of cutting another wire or of stopping now (empty while computing)."""
        key = OD.wire_key(self.state)
        odds = self.wire.get(key) if key is not None else None
        if odds is None:
            return ""
        if a[0] == "wire":
            return t("odds.wire", self.lang, d=pct(odds[0]), e=pct(odds[1]))
        return t("odds.stop", self.lang, e=pct(odds[2]))

    # ================================================================== hover
    def hover_info(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        s, L = self.state, self.L
        if s is None or L is None or not self.rect.collidepoint(pos):
            return None
        if self.menu is not None and self.menu[0].collidepoint(pos):
            return None
        lang = self.lang
        if self.track_label.collidepoint(pos):
            return t("round", lang, r=max(1, s.round), n=s.rounds), t(f"phase.{s.phase}", lang)
        for i, c in enumerate(self.track_cells):
            if c.collidepoint(pos):
                who = [self.names[k] for k, p in enumerate(s.players) if p.influence == i]
                return f"{t('influence', lang)}: {i}", ", ".join(who) or t("none", lang)
        if L.bag.collidepoint(pos):
            crims = ", ".join(d[1:] for d in s.bag if d.startswith("C")) or t("none", lang)
            return (t("bag", lang, n=len(s.bag)),
                    t("bag.body", lang, bombs=s.bag.count("B"), assassins=s.bag.count("A"), crims=crims)
                    + "\n" + t("director", lang) + ": " + self._seat_name(s.director))
        if L.deck.collidepoint(pos):
            return t("deck", lang, n=len(s.deck)), t("first", lang) + ": " + self._seat_name(s.first_player)
        hit = self._hit(pos)
        if hit is None:
            return None
        if hit[0] == "tile":  # a piece on the location: its own text
            piece = next((pc for pc, (x, y), r in self.piece_spots
                          if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (r + 2) ** 2), None)
            info = self._piece_info(piece) if piece else None
            if info:
                return info
        if hit[0] == "pending" and hit[1] < len(self.pending_dice):
            colour, face = self.pending_dice[hit[1]][0][1], self.pending_dice[hit[1]][0][0]
            if colour in K.COLOUR_NAMES:
                return cname(K.SYMBOL_NAMES.get(face), lang), cname(K.COLOUR_NAMES[colour], lang)
        if hit[0] == "crim":
            return self._card_info(hit[1])
        if hit[0] == "islot":
            a = self._informant_targets().get((hit[1], hit[2]))
            return (self.choice_label(a), self.game.prompt(s, lang)) if a else None
        if hit[0] == "tile":
            return self._tile_info(hit[1])
        if hit[0] == "seat":
            return PN.panel_hover(s, hit[1], lang, self.names, self.viewer)
        if hit[0] in ("col", "bomb") and s.board is not None:
            body = t("bomb.body", lang)
            key = OD.wire_key(s)
            if key is not None and self.acting is not None:
                if key in self.wire:
                    body += "\n" + "\n".join(f"{self.choice_label(a)}: {self._wire_text(a)}" for a in (("wire",), ("stop",)))
                else:
                    body += "\n" + t("odds.computing", lang)
            return t("bomb.title", lang) + " · " + t("bomb.timer", lang, t=s.board.timer), body
        if hit[0] == "die":
            roll = self.shown_rolls[hit[1]] if hit[1] < len(self.shown_rolls) else []
            if hit[2] < len(roll):
                colour, face = roll[hit[2]]
                if colour in K.COLOUR_NAMES:
                    return cname(K.SYMBOL_NAMES.get(face), lang), cname(K.COLOUR_NAMES[colour], lang)
                return t("d6", lang, v=face), t("d6.body", lang)
        return None

    def _piece_info(self, piece: tuple) -> tuple[str, str] | None:
        """The hover text of a disc or figure on a location."""
        s, lang = self.state, self.lang
        kind = piece[0]
        if kind == "crim":
            return self._card_info(piece[1])
        if kind == "agent":
            return PN.panel_hover(s, piece[1], lang, self.names, self.viewer)
        if kind == "bomb":
            b = next((b for b in s.bombs if b.id == piece[1]), None)
            if b is None:
                return None
            body = t("disc.bomb_body", lang)
            for a in self.choices.by_target.get(("tile", b.pos), []):
                if a[0] == "defuse" and a[1] == b.id:
                    body += "\n" + self._odds_text(a)
            return t("disc.bomb", lang, t=b.timer), body
        if kind == "assassin":
            return t("disc.assassin", lang), t("disc.assassin_body", lang)
        if kind == "police":
            return t("disc.police", lang), t("disc.police_body", lang)
        return None

    def _seat_name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "-"

    def _tile_info(self, pos: str) -> tuple[str, str] | None:
        s, lang = self.state, self.lang
        idx = K.POS_ORDER.index(pos)
        tid = s.layout[idx] if idx < len(s.layout) else ""
        if tid not in K.TILES:
            return None
        tile = K.TILES[tid]
        destroyed = pos in s.destroyed
        lines = []
        route = self._route(s, pos)
        if route is not None:
            lines.append(route[1])
        if tile.number:
            lines.append(t("district", lang, n=tile.number))
        if destroyed:
            lines.append(t("tile.destroyed", lang))
        else:
            if tile.shield == "human":
                lines.append(t("tile.safe_agents", lang))
            elif tile.shield == "android":
                lines.append(t("tile.safe_androids", lang))
            if tile.kind == "hq":
                lines.append(t("tile.hq_note", lang))
            if tile.kind == "hospital":
                lines.append(t("tile.hospital_note", lang))
            dice = []
            for colour, count in tile.search:
                if colour == "W":
                    dice.append(t("tile.white", lang, n=count))
                else:
                    dice.append(f"{count} {cname(K.COLOUR_NAMES[colour], lang)}")
            if dice:
                lines.append(t("tile.search", lang, dice=" + ".join(dice)))
            goods = []
            for g in tile.goods:
                up = "UP_" + g.target.upper()
                if g.kind == "upgrade" and up in K.SYMBOL_NAMES:  # "weapon upgrade", not just "weapon"
                    what = cname(K.SYMBOL_NAMES[up], lang)
                elif g.target in K.TRACK_NAMES:
                    what = cname(K.TRACK_NAMES[g.target], lang)
                else:
                    what = t("influence", lang) if g.target == "influence" else t("stamina", lang)
                cur = t("credits" if g.price != 1 else "credit", lang) if g.currency == "credits" else t("evidence", lang)
                goods.append(t("tile.good", lang, amount=g.amount, what=what.lower(), price=g.price, currency=cur))
            if goods:
                lines.append(t("tile.goods", lang, goods="; ".join(goods)))
            if tile.gangsters:
                lines.append(t("tile.gangsters", lang, n=tile.gangsters))
            if tile.slots:
                top, bottom = s.slots[idx]
                who = [f"{t('tile.top', lang)}: {self._seat_name(top) if top >= 0 else t('tile.slot_empty', lang)}",
                       f"{t('tile.bottom', lang)}: {self._seat_name(bottom) if bottom >= 0 else t('tile.slot_empty', lang)}"]
                lines.append(t("tile.slots", lang, who=", ".join(who)))
        here = [self._seat_name(k) for k, p in enumerate(s.players) if p.pos == pos]
        if s.police == pos:
            here.append(t("tile.police", lang))
        here += [t("tile.assassin", lang) for a in s.assassins if a == pos]
        here += [t("tile.bomb", lang, t=b.timer) for b in s.bombs if b.pos == pos]
        here += [t("tile.criminal", lang, n=c.num, state=t("defeated" if c.defeated else "unruly", lang))
                 for c in s.criminals if c.pos == pos]
        if here:
            lines.append(t("tile.here", lang, who=", ".join(here)))
        for a in self.choices.tile_actions(s, pos):
            odds = self._odds_text(a)
            if odds:
                lines.append(f"{self.choice_label(a)}: {odds if a[0] == 'defuse' else t('odds', lang, p=odds)}")
        return cname(tile.name, lang), "\n".join(lines)

    def _card_info(self, num: int) -> tuple[str, str] | None:
        s, lang = self.state, self.lang
        c = next((c for c in s.criminals if c.num == num), None)
        if c is None:
            return None
        lines = []
        title = t("card.title", lang, n=num)
        if c.card is not HIDDEN and c.card in K.CARDS:
            card = K.CARDS[c.card]
            title = f"{cname(card.name, lang)} (#{num})"
            if not c.face_up:
                lines.append(t("card.seen", lang))
            lines.append(t("card.syndicate", lang, name=cname(K.SYNDICATE_NAMES[card.syndicate], lang)))
            lines.append(t("card.hits", lang, n=card.hits) + " · " + t("card.reward", lang, n=card.reward))
            if card.reveal:
                key = "card.reveal_red" if card.reveal.startswith("R_") else "card.reveal_white"
                lines.append(t(key, lang, text=cname(K.EFFECT_NAMES.get(card.reveal), lang)))
            if card.retaliation:
                txt = cname(K.EFFECT_NAMES.get(card.retaliation), lang)
                if card.retaliation in K.CLOCK_EFFECTS:
                    txt += " " + t("card.clock", lang)
                lines.append(t("card.retaliation", lang, text=txt))
            if card.exit:
                lines.append(t("card.exit", lang, text=cname(K.EFFECT_NAMES.get(card.exit), lang)))
        else:
            lines.append(t("card.face_down", lang))
        if c.investigators:
            lines.append(t("card.investigated", lang, who=", ".join(self._seat_name(k) for k in c.investigators)))
        if c.defeated:
            lines.append(t("card.defeated", lang))
        if c.pos is not None:
            idx = K.POS_ORDER.index(c.pos)
            tid = s.layout[idx] if idx < len(s.layout) else ""
            if tid in K.TILES:
                lines.append(t("card.where_city", lang, tile=cname(K.TILES[tid].name, lang)))
        elif 0 <= c.holder < len(s.players):
            lines.append(t("card.where_custody", lang, name=self._seat_name(c.holder)))
        for a in self.choices.by_target.get(("crim", num), []):
            odds = self._odds_text(a)
            if odds:
                lines.append(f"{self.choice_label(a)}: {odds if a[0] == 'defuse' else t('odds', lang, p=odds)}")
        return title, "\n".join(lines)

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

    # ================================================================== drawing
    def draw(self, surface: pygame.Surface) -> None:
        L, s = self.L, self.state
        if L is None:
            return
        old = surface.get_clip()
        surface.set_clip(self.rect)
        if s is None:
            pygame.draw.rect(surface, P.BOARD, self.rect, border_radius=L.px(8))
        else:
            self._draw_all(surface, L, s)
        surface.set_clip(old)

    def _base_sig(self, surface: pygame.Surface) -> tuple:
        """What the still layer (city, cards, boards, track) depends on besides the state."""
        card = next((n for n, r in self.card_rects if r.collidepoint(self.mouse)), None)
        tile = next((p for p, r in self.L.tiles.items() if r.collidepoint(self.mouse)), None)
        return (self.gen, id(self.L), id(self.choices), self.lang, tuple(self.rect), surface.get_size(),
                self.viewer, self.chosen_die, card, tile)

    def _draw_all(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        """The still layer is drawn once and kept while nothing on it changes (dice rolling in the
        tray redraw only the tray); glows, the tray, moving pieces and effects go on top."""
        live = bool(self.moves or self.flips or self.fx or self.dragging)
        sig = self._base_sig(surface)
        area = self.rect.clip(surface.get_rect())
        if not live and self.base is not None and sig == self.base_sig:
            surface.blit(self.base, area)
        else:
            pygame.draw.rect(surface, P.BOARD, self.rect, border_radius=L.px(8))
            self._draw_base(surface, L, s)
            self.base, self.base_sig = (None, None) if live else (surface.subsurface(area).copy(), sig)
        self._draw_live(surface, L, s)

    def _draw_base(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        lang = self.lang
        self.piece_spots = []
        self.track_label, self.track_cells = PN.draw_track(surface, L.track, s, L, lang, self.colours, self.shapes)
        self._draw_city(surface, L, s)
        self._draw_bag_and_deck(surface, L, s)
        if s.board is not None:
            self._draw_bomb(surface, L, s)
        else:
            self.bomb_rect = None
            self.pending_dice = []
            self._draw_cards(surface, L, s)
        for seat, r in enumerate(L.boards):
            if seat < len(s.players) and r.h > 10:
                full = seat == L.big or r.h >= 260  # a big window has room for every board's tracks (rows of 24 px+)
                PN.draw_board(surface, r, s, seat, full, L, lang, self.names, self.colours, self.shapes,
                              seat == L.big, self.viewer)

    def _draw_live(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        lit = self.choices.lit_tiles(s)
        for pos, r in L.tiles.items():
            if pos in lit:
                P.glow_rect(surface, r, P.GLOW, self._pulse(), max(2, L.px(3)))
            elif r.collidepoint(self.mouse):
                pygame.draw.rect(surface, P.INK_SOFT, r, 2, border_radius=L.px(6))
        self._draw_informant_rings(surface, L)
        self._draw_route(surface, L, s)
        if self.moves:
            self._draw_moving(surface, L, s)
        for e in self.fx:
            self._draw_effect(surface, L, s, e)
        self._draw_tray(surface, L, s)
        for seat, r in enumerate(L.boards):
            if seat < len(s.players) and r.h > 10 and ("seat", seat) in self.choices.by_target:
                P.glow_rect(surface, r, P.GLOW, self._pulse(), 3)
        if self.dragging and self.chosen_die is not None and s.board is not None:
            size = max(16, L.px(34))
            img = P.die_image(self.chosen_die[1], self.chosen_die[0], size)
            surface.blit(img, img.get_rect(center=self.mouse))
        if self.menu is not None:
            self._draw_menu(surface, L)
        if self.banner is not None:
            self._draw_banner(surface, L)

    def _draw_informant_rings(self, surface: pygame.Surface, L: LY.Layout) -> None:
        """A pulsing ring around every informant the deciding player may remove (the hovered one
        brighter), so the choice is made on the informant itself."""
        pulse = self._pulse() / 250
        for (x, y, rad) in self._informant_rings().values():
            hot = (self.mouse[0] - x) ** 2 + (self.mouse[1] - y) ** 2 <= (rad + 3) ** 2
            col = P.INK if hot else tuple(min(255, int(c * pulse)) for c in P.GLOW)
            pygame.draw.circle(surface, col, (x, y), rad + max(3, L.px(4)), max(2, L.px(3)))

    def _draw_banner(self, surface: pygame.Surface, L: LY.Layout) -> None:
        """The new round or phase, sliding down over the city and fading out."""
        words, el = self.banner
        k = el / self.BANNER_TIME
        alpha = int(255 * min(1.0, k * 6, (1 - k) * 4))
        if alpha <= 0:
            return
        size = L.fs(22)
        font = style.font(size, True)
        box = pygame.Rect(0, 0, font.size(words)[0] + L.px(40), font.get_linesize() + L.px(14))
        city = L.tiles["HQ"] if "HQ" in L.tiles else self.rect
        box.center = (city.centerx, self.rect.y + L.px(60) + int(L.px(20) * min(1.0, k * 5)))
        img = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(img, (12, 14, 24, 230), img.get_rect(), border_radius=L.px(10))
        pygame.draw.rect(img, (*P.NEON_CYAN, 255), img.get_rect(), 2, border_radius=L.px(10))
        P.text(img, words, size, P.INK, (box.w // 2, box.h // 2), "center", bold=True, max_width=box.w - L.px(12))
        img.set_alpha(alpha)
        surface.blit(img, box)

    def _pulse(self) -> int:
        import math
        return int(150 + 100 * (0.5 + 0.5 * math.sin(self.time * 4.0)))

    def _draw_city(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        lang = self.lang
        path = K.EVENT_PATH
        for pos, r in L.tiles.items():
            idx = K.POS_ORDER.index(pos)
            tid = s.layout[idx] if idx < len(s.layout) else ""
            if tid not in K.TILES:
                pygame.draw.rect(surface, (30, 34, 46), r, border_radius=L.px(6))
                continue
            tile = K.TILES[tid]
            style.draw_shadow(surface, r, L.px(6), offset=L.px(3), alpha=120)
            surface.blit(P.tile_surface(tile, r.size, pos in s.destroyed, lang, L), r)
            if tile.slots and pos not in s.destroyed:
                P.draw_informants(surface, r, s.slots[idx], self.colours, self.shapes, bool(tile.shield))
            self._draw_pieces(surface, L, s, pos, r)
        # the event path: an arrow on every shared edge it crosses, in walking order
        arrow = max(5, L.px(7))
        for a, b in zip(path, path[1:]):
            if a in L.tiles and b in L.tiles:
                (ax, ay), (bx, by) = L.tiles[a].center, L.tiles[b].center
                mx, my = (ax + bx) / 2, (ay + by) / 2
                dx, dy = (bx - ax) / max(1, abs(bx - ax) + abs(by - ay)), (by - ay) / max(1, abs(bx - ax) + abs(by - ay))
                pts = [(mx + dx * arrow, my + dy * arrow), (mx - dx * arrow - dy * arrow, my - dy * arrow + dx * arrow),
                       (mx - dx * arrow + dy * arrow, my - dy * arrow - dx * arrow)]
                pygame.draw.polygon(surface, (200, 120, 255), pts)
                pygame.draw.polygon(surface, (40, 20, 60), pts, 1)
        if path and path[-1] in L.tiles:  # where criminals leave the city
            r = L.tiles[path[-1]]
            P.sym(surface, "upgrade", (r.centerx, r.y - L.px(2)), L.px(14), (200, 120, 255))
        if path and path[0] in L.tiles:
            r = L.tiles[path[0]]
            pygame.draw.circle(surface, (200, 120, 255), (r.x + L.px(2), r.centery), L.px(5))

    def _route(self, s: Any, to: str | None = None) -> tuple[list[str], str] | None:
        """The patrol route to location ``to`` (default: the hovered one), if a patrol step goes
        there: the locations in walking order and the words of its cost."""
        if self.L is None or self.acting is None or self.menu is not None:
            return None
        if to is None:
            to = next((p for p, r in self.L.tiles.items() if r.collidepoint(self.mouse)), None)
        a = next((a for a in self.choices.by_target.get(("tile", to), []) if a[0] == "move"), None)
        if a is None:
            return None
        me = s.players[self.acting]
        path = [p for p in s.turn.visited if p in self.L.tiles] if s.turn.steps_left else []
        if not path or path[-1] != me.pos:
            path.append(me.pos)
        path.append(to)
        lang = self.lang
        parts = []
        from game.games.rogue_agent import text as TX

        if TX._parts(s, a, lang)[0] == "move.fuel":
            parts.append(t("route.fuel", lang))
        idx = K.POS_ORDER.index(to)
        tid = s.layout[idx] if idx < len(s.layout) else ""
        tile = K.TILES.get(tid)
        if tile is not None and tile.gangsters and s.police != to and to not in s.destroyed:
            parts.append(t("route.gangsters", lang, n=tile.gangsters))
        if s.mode == "android" and to in s.destroyed and not me.exposed:
            parts.append(t("route.flames", lang))
        left = s.turn.steps_left - 1 if s.turn.steps_left else self._patrol_length(me) - 1
        parts.append(t("route.left", lang, n=max(0, left)))
        return path, t("route", lang) + ": " + " · ".join(parts)

    @staticmethod
    def _patrol_length(p: Any) -> int:
        from game.games.rogue_agent.engine import icon_count

        return 3 if icon_count(p, "engine") else 2

    def _draw_route(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        """Before a patrol step is clicked: the route so far and the step (its cost is in the
        location's hover text)."""
        route = self._route(s)
        if route is None:
            return
        path, _words = route
        pts = [L.tiles[p].center for p in path if p in L.tiles]
        colour = self.colours[self.acting % len(self.colours)]
        w = max(3, L.px(5))
        for (ax, ay), (bx, by) in zip(pts, pts[1:]):
            pygame.draw.line(surface, (0, 0, 0), (ax + 2, ay + 2), (bx + 2, by + 2), w + 2)
            pygame.draw.line(surface, colour, (ax, ay), (bx, by), w)
        for p in pts[:-1]:
            pygame.draw.circle(surface, colour, p, w + 2)
        end = pts[-1]
        pygame.draw.circle(surface, (0, 0, 0), end, w * 2 + 3)
        pygame.draw.circle(surface, colour, end, w * 2 + 1, max(2, w // 2 + 1))

    def _draw_effect(self, surface: pygame.Surface, L: LY.Layout, s: Any, e: FX.Effect) -> None:
        r = L.tiles.get(e.pos)
        if r is None:
            return
        intact = None
        if e.kind == "destroyed":  # the location keeps its face until its effect turns it over
            tid = s.layout[K.POS_ORDER.index(e.pos)]
            if tid in K.TILES:
                intact = P.tile_surface(K.TILES[tid], r.size, False, self.lang, L)
                if e.k < 0:
                    surface.blit(intact, r)
        if e.k >= 0:
            FX.draw_effect(surface, r, e, self.lang, L, intact)

    def _draw_pieces(self, surface: pygame.Surface, L: LY.Layout, s: Any, pos: str, r: pygame.Rect) -> None:
        size = max(12, int(r.h * 0.18))
        rad = size // 2
        slot_w = rad * 2 + 2 if K.TILES[s.layout[K.POS_ORDER.index(pos)]].slots else 0
        x0, x = r.x + L.px(4) + rad, r.x + L.px(4) + rad
        y = r.bottom - L.px(4) - rad
        right = r.right - slot_w - L.px(4)

        def nxt(piece: tuple = ()) -> tuple[int, int]:
            nonlocal x, y
            at = (x, y)
            if piece:
                self.piece_spots.append((piece, at, rad))
            x += size + 2
            if x + rad > right:
                x, y = x0, y - size - 2
            return at

        if s.police == pos and ("police",) not in self.moves:
            P.police_badge(surface, nxt(("police",)), rad)
        for c in s.criminals:
            if c.pos == pos and ("crim", c.num) not in self.moves:
                P.criminal_disc(surface, nxt(("crim", c.num)), rad, c.num, c.defeated)
        for k in range(s.assassins.count(pos)):
            if ("assassin", pos, k) not in self.moves:
                P.assassin_disc(surface, nxt(("assassin", pos)), rad)
        for b in s.bombs:
            if b.pos == pos and ("bomb", b.id) not in self.moves:
                P.bomb_disc(surface, nxt(("bomb", b.id)), rad, b.timer)
                if b.timer > 0 and x != x0:  # room for its timer die beside it
                    x += rad
                    if x + rad > right:
                        x, y = x0, y - size - 2
        for seat, p in enumerate(s.players):
            if p.pos == pos and ("agent", seat) not in self.moves:
                P.agent_figure(surface, nxt(("agent", seat)), rad, self.colours[seat % len(self.colours)],
                               self.shapes[seat % len(self.shapes)], p.exposed, len(p.custody))

    def _draw_bag_and_deck(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        lang = self.lang
        b = L.bag
        style.panel(surface, b, (34, 30, 46), (120, 90, 160), radius=L.px(10))
        pygame.draw.ellipse(surface, (70, 56, 96), b.inflate(-b.w // 3, -b.h // 3).move(0, b.h // 12))
        pygame.draw.rect(surface, (110, 90, 140), (b.centerx - b.w // 6, b.y + b.h // 5, b.w // 3, b.h // 10),
                         border_radius=3)
        P.text(surface, str(len(s.bag)), L.fs(20), P.INK, (b.centerx, b.centery + b.h // 12), "center", bold=True)
        P.text(surface, t("bag", lang, n=len(s.bag)).split(":")[0], L.fs(14), P.INK_SOFT,
               (b.centerx, b.bottom - L.px(3)), "midbottom", max_width=b.w - 4)
        if 0 <= s.director < len(s.players):  # the director holds the bag
            rr = max(6, L.px(9))
            style.draw_badge(surface, (b.right - rr - 2, b.y + rr + 2), rr, self.colours[s.director],
                             self.shapes[s.director])
        d = L.deck
        cw = int(min(d.w * 0.62, d.h * 0.5))
        card = pygame.Rect(0, 0, cw, int(cw * 1.4))
        card.center = (d.centerx, d.centery - L.px(6))
        for k in range(min(3, max(1, len(s.deck) // 10 + 1))):
            rr = card.move(k * 2, -k * 2)
            pygame.draw.rect(surface, (44, 48, 66), rr, border_radius=L.px(5))
            pygame.draw.rect(surface, P.NEON_CYAN, rr, 1, border_radius=L.px(5))
        P.text(surface, str(len(s.deck)), L.fs(18), P.INK, card.center, "center", bold=True)
        P.text(surface, t("deck", lang, n=len(s.deck)).split(":")[0], L.fs(14), P.INK_SOFT,
               (d.centerx, d.bottom - L.px(2)), "midbottom", max_width=d.w + L.px(8))

    def _draw_cards(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        area = L.cards
        style.panel(surface, area, (26, 30, 44), (50, 58, 80), radius=L.px(8))
        crims = sorted(s.criminals, key=lambda c: c.num)
        self.card_rects = []
        if not crims:
            return
        gap = L.px(8)
        h = area.h - 2 * gap
        w = int(h * 0.68)
        n = len(crims)
        if n * w + (n + 1) * gap > area.w:
            w = (area.w - (n + 1) * gap) // n
            h = min(h, int(w * 1.6))
        x = area.x + gap
        for c in crims:
            r = pygame.Rect(x, area.y + gap, w, h)
            self.card_rects.append((c.num, r))
            hot = ("crim", c.num) in self.choices.by_target
            lift = L.px(4) if r.collidepoint(self.mouse) else 0
            if c.num in self.flips:  # turning face up: the back narrows, then the face widens
                k = min(1.0, self.flips[c.num] / self.FLIP_TIME)
                shown = c if k >= 0.5 else replace(c, card=HIDDEN, face_up=False)
                img = pygame.Surface((r.w + 8, r.h + 8), pygame.SRCALPHA)
                P.draw_card(img, pygame.Rect(4, 4, r.w, r.h), shown, self.lang, self.colours, self.shapes, L, hot)
                w2 = max(2, int((r.w + 8) * abs(1 - 2 * k)))
                img = pygame.transform.smoothscale(img, (w2, r.h + 8))
                surface.blit(img, img.get_rect(center=r.move(0, -lift).center))
            else:
                P.draw_card(surface, r.move(0, -lift), c, self.lang, self.colours, self.shapes, L, hot)
            if c.pos is None and 0 <= c.holder < len(s.players):
                rr = max(6, L.px(8))
                style.draw_badge(surface, (r.right - rr, r.y + rr + L.px(14)), rr, self.colours[c.holder],
                                 self.shapes[c.holder])
            x += w + gap

    def _draw_bomb(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        area = L.cards
        board = s.board
        lang = self.lang
        head = L.fs(15) + L.px(8)
        title = t("bomb.title", lang) + " · " + t("bomb.timer", lang, t=board.timer)
        P.text(surface, title, L.fs(15), (255, 190, 160), (area.x + L.px(4), area.y), bold=True, max_width=area.w)
        # dice rolled and waiting to be placed (right of the board): click one to pick it
        self.pending_dice = []
        body = pygame.Rect(area.x, area.y + head, area.w, max(20, area.h - head))
        pw = int(body.w * 0.3) if board.to_place else 0
        gap = L.px(4)
        size = max(16, min(L.px(32), (pw - 2 * gap) // 3 - gap)) if pw else 0
        per_row = max(1, (pw + gap) // max(1, size + gap)) if pw else 1
        placing = {(a[1], a[2]) for a in self.legal if a and a[0] == "place"}
        if self.chosen_die is None and placing:
            self.chosen_die = next((d for d in board.to_place if d in placing), None)
        for i, d in enumerate(board.to_place):
            row, col = divmod(i, per_row)
            r = pygame.Rect(body.right - pw + col * (size + gap), body.y + row * (size + gap), size, size)
            surface.blit(P.die_image(d[1], d[0], size), r)
            if d == self.chosen_die:
                pygame.draw.rect(surface, P.GLOW, r.inflate(4, 4), 2, border_radius=4)
            self.pending_dice.append((d, r))
        self.bomb_rect = pygame.Rect(body.x, body.y, body.w - pw - (gap if pw else 0), body.h)
        hot = {a[3] for a in self.legal if a and a[0] == "place" and (a[1], a[2]) == self.chosen_die}
        P.draw_bomb_board(surface, self.bomb_rect, board, hot, L)

    def _draw_tray(self, surface: pygame.Surface, L: LY.Layout, s: Any) -> None:
        lang = self.lang
        title = t("tray", lang)
        roll = self.shown_rolls[0] if self.shown_rolls else []
        settled = all(tr.settled for tr in self.trays)
        hits = next((e[1] for e in getattr(s, "events", ()) if e and e[0] == "hits" and len(e) > 1), None)
        if roll and settled and (hits is not None or self.roll_kind in ROLL_KINDS):
            if hits is None:  # hits = blasts + one amplify per blast (the engine's count when it gives one)
                b = sum(1 for c, f in roll if f == "BLAST")
                hits = b + min(b, sum(1 for c, f in roll if f == "AMPLIFY"))
            title += " · " + t("tray.hits", lang, n=hits)
        if len(self.shown_rolls) > 1 and settled:
            cars = sum(1 for c, f in self.shown_rolls[1] if f == "CAR")
            title += " · " + t("tray.cars", lang, n=cars)
        if self.choices.reroll:
            title += " · " + t("tray.pick", lang)
        elif any(k[0] == "die" for k in self.choices.by_target):
            title += " · " + t("tray.amp", lang)
        label = t("criminals", lang, n=len(s.criminals)) if s.board is None else ""
        used = P.text(surface, label, L.fs(14), P.INK_SOFT, L.cards_title.midleft, "midleft", bold=True,
                      max_width=L.cards_title.w).w if label else 0
        btn = self._reroll_button()
        right = btn[0].x - L.px(6) if btn is not None else L.tray_title.right
        room = right - L.cards_title.x - used - L.px(16)
        w = style.font(L.fs(14), True).size(title)[0]
        fits = w <= right - L.tray_title.x
        anchor = (L.tray_title.x, L.tray_title.centery) if fits else (right, L.tray_title.centery)
        P.text(surface, title, L.fs(14), P.INK_SOFT, anchor, "midleft" if fits else "midright", bold=True,
               max_width=room)
        for tr in self.trays:
            tr.draw(surface)
        if s.drawn:  # the discs drawn from the Data Stream, the next one to place first
            rad = max(9, L.px(11))
            x, y = L.tray.x + rad + L.px(8), L.tray.y + rad + L.px(8)
            for k, disc in enumerate(s.drawn):
                if disc == "A":
                    P.assassin_disc(surface, (x, y), rad)
                elif disc == "B":
                    P.bomb_disc(surface, (x, y), rad, 0)
                else:
                    P.criminal_disc(surface, (x, y), rad, int(disc[1:]) if disc[1:].isdigit() else 0, False)
                if k == 0:
                    pygame.draw.circle(surface, P.GLOW, (x, y), rad + 3, 2)
                x += 2 * rad + L.px(6)
        if not any(self.shown_rolls):  # wrapped: a narrow tray takes it on two lines
            lines = style.wrap(t("tray.empty", lang), L.fs(14), L.tray.w - L.px(12))
            lh = style.font(L.fs(14)).get_linesize()
            y0 = L.tray.centery - lh * len(lines) // 2
            for i, line in enumerate(lines):
                P.text(surface, line, L.fs(14), P.INK_FAINT, (L.tray.centerx, y0 + i * lh), "midtop",
                       max_width=L.tray.w - L.px(8))
        if self.trays and self.choices.reroll:  # picked dice for a reroll are ringed
            tray = self.trays[0]
            for i, die in enumerate(tray.dice):
                if i in self.picked:
                    x, y = die.body.position
                    pygame.draw.circle(surface, P.GLOW, (int(x), int(y)), int(tray.die_size * 0.75), 3)
        btn = self._reroll_button()
        if btn is not None:
            r = btn[0]
            hot = r.collidepoint(self.mouse)
            style.panel(surface, r, (255, 214, 102) if hot else (224, 178, 92), (40, 30, 10), radius=L.px(6))
            P.text(surface, t("tray.reroll", lang, n=len(self.picked)), L.fs(14), (30, 22, 8), r.center, "center",
                   bold=True, max_width=r.w - L.px(6))
        top = s.stack[-1] if s.stack else ()
        if self.trays and len(top) > 3 and top[0] == "D" and top[2] == "amp":  # the amplify being assigned
            tray = self.trays[0]
            amps = [j for j, (_c, f) in enumerate(self.shown_rolls[0] if self.shown_rolls else []) if f == "AMPLIFY"]
            if isinstance(top[3], int) and top[3] < len(amps) and amps[top[3]] < len(tray.dice):
                x, y = tray.dice[amps[top[3]]].body.position
                pygame.draw.circle(surface, P.NEON_PINK, (int(x), int(y)), int(tray.die_size * 0.8), 3)
        if self.trays:  # dice an amplify may double glow
            tray = self.trays[0]
            for i, die in enumerate(tray.dice):
                if ("die", i) in self.choices.by_target:
                    x, y = die.body.position
                    pygame.draw.circle(surface, (120, 255, 160), (int(x), int(y)), int(tray.die_size * 0.75), 2)

    def _draw_menu(self, surface: pygame.Surface, L: LY.Layout) -> None:
        box, items = self.menu
        style.panel(surface, box, (30, 34, 50), P.NEON_CYAN, radius=L.px(6), shadow_offset=L.px(4))
        for label, _a, r in items:
            if r.collidepoint(self.mouse):
                pygame.draw.rect(surface, (60, 70, 100), r, border_radius=L.px(4))
            P.text(surface, label, L.fs(15), P.INK, (r.x + L.px(8), r.centery), "midleft", max_width=r.w - L.px(12))

    # ================================================================== helpers for tests
    def tile_rect(self, pos: str) -> pygame.Rect | None:
        return self.L.tiles.get(pos) if self.L is not None else None


__all__ = ["RogueAgentView", "THEME", "criminal_pos"]
