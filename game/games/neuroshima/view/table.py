"""The Neuroshima Hex table (``NeuroshimaView``, a GameView): state changes, animation time and the
hooks the shell asks (strip choices, seat panels, Replay, setup previews, colours). Aiming,
input, transitions and drawing are mixins in their own modules."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.games.neuroshima.content import army_name
from game.ui.game_view import DEFAULT_THEME, Choice, GameView, ViewContext

from . import theme as T
from .aiming import AimMixin
from .anchors import AnchorMixin
from .battle_playback import Playback
from .board import BoardRenderer, Shown
from .controller import Choices
from .drawing import DrawMixin
from .hand import is_hidden
from .input import InputMixin
from .layout import TableLayout, compute
from .shown import Hex, shown_from_state
from .texts import t as _t
from .thumb import scenario_thumbnail
from .transitions import TransitionMixin


class NeuroshimaView(AnchorMixin, AimMixin, TransitionMixin, InputMixin, DrawMixin, GameView):
    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.board = BoardRenderer()
        self.lay: TableLayout | None = None
        self.choices = Choices([])
        self.shown: dict[Hex, Shown] = {}
        self.play: Playback | None = None
        self.time = 0.0
        self.mouse: tuple[int, int] = (-1, -1)
        self.hover_hex: Hex | None = None
        self.rot = 0
        self.rot_manual = False  # the player turned the aimed tile himself: hovering keeps his facing
        self.aim_key: tuple = ()
        self.auto: list[str] = []  # rest of a gesture: "rot", "confirm" (a tile dropped on a hex)
        self.auto_rot = 0
        self.drag: str | None = None
        self.menu: tuple[tuple[int, int], list[tuple[str, Any, pygame.Rect]]] | None = None
        self.big_info: tuple[str, list[str], str | None, str] | None = None
        self.battle_lines: list[str] = []
        self.viewer: int | None = None
        self.log_scroll = 0  # rows of the battle log scrolled up from its newest line
        self.side_state: Any = None  # the side column's state while a battle plays (the one before it)
        self.side_viewer: int | None = None  # whose hand the column showed when it began

    # ================================================================== layout and state
    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        self._relayout()

    def _relayout(self) -> None:
        if self.state is None or self.rect.w <= 0 or self.rect.h <= 0:
            return
        s = self.state
        cells = list(s.lay.hexes)
        self.lay = compute(self.rect, cells, s.num_players, self.ctx.window_size)
        terrain = {h: s.lay.terrain[i] for i, h in enumerate(cells) if s.lay.terrain[i]}
        self.board.setup(self.lay.board, self.lay.hex, cells, terrain)
        self.board.min_text = self.lay.fs(14)  # tile text grows with the tile; never below 14 px at 720p
        Playback._size = self.board.size

    def set_state(self, view_state: Any, legal_actions: Sequence[Any], acting_seat: int | None,
                  steps_since_last: Sequence[Any], previous_view_state: Any | None) -> None:
        prev_state = self.state
        self.side_viewer = self.viewer
        old_lay = (prev_state.scenario, prev_state.num_players) if prev_state is not None else None
        super().set_state(view_state, legal_actions, acting_seat, steps_since_last, previous_view_state)
        s = view_state
        occupied = self._occupied(s) if getattr(s, "phase", "") == "battle_choice" else None
        self.choices = Choices(self.legal if acting_seat is not None else [], occupied)
        self.menu = None
        if (s.scenario, s.num_players) != old_lay or self.lay is None:
            self._relayout()
        self.viewer = self._find_viewer(s)
        new_shown = shown_from_state(s)
        if self.play is not None:
            self.play.finish()
            self.play = None
        self.side_state = None
        speed = self.ctx.anim_speed
        prev = previous_view_state
        if prev is not None and speed > 0:
            self._animate_transition(prev, s, new_shown)
        else:
            self.shown = self._paused_board(new_shown, s.last_battle) if s.phase == "battle_choice" else new_shown
        if self.drag is not None:
            pd = getattr(s, "pending", ())
            if not (pd and pd[0] == "place" and len(pd) == 2 and pd[1] == self.drag):
                self.drag = None
        if previous_view_state is None or acting_seat is None:
            self.auto = []
        aim = self._aim()
        key = (aim, self._pending()[:3]) if aim is not None else ()
        if key != self.aim_key:
            self.aim_key = key
            self.rot_manual = False
            if aim is not None and aim[1] is not None:
                self.rot = aim[1]  # a unit about to move keeps its facing until turned
        if self.choices.rots and self.rot not in self.choices.rots:
            self.rot = self._same_facing(self.rot, tuple(self.choices.rots)) or self._default_rot()
        try:
            lines = list(self._battle_log(s))
        except Exception:
            lines = []
        if lines != self.battle_lines:
            self.log_scroll = 0
        self.battle_lines = lines

    def _battle_log(self, s: Any) -> list[str]:
        try:
            from game.games.neuroshima.rules import battle_log
            return battle_log(s, self.ctx.lang)
        except ImportError:
            from game.games.neuroshima.text import battle_log_lines
            return battle_log_lines(s, self.ctx.lang)

    def _find_viewer(self, s: Any) -> int | None:
        if self.acting is not None:
            return self.acting
        visible = [k for k, h in enumerate(s.hands) if h and not any(is_hidden(x) for x in h)]
        hidden_any = any(is_hidden(x) for h in s.hands for x in h)
        if hidden_any and len(visible) == 1:
            return visible[0]
        return None


    # ================================================================== animation
    @property
    def busy(self) -> bool:
        return self.play is not None and not self.play.done

    def skip_animations(self) -> None:
        if self.play is not None:
            self.play.finish()
            self.play = None
        self.side_state = None

    def update(self, dt: float) -> None:
        self.time += dt
        if self.play is not None:
            speed = self.ctx.anim_speed
            if speed <= 0:
                self.skip_animations()
                return
            self.play.update(dt * speed)
            if self.play.done:
                self.play = None
                self.side_state = None

    def _side(self) -> Any:
        """The state the side column shows: the one before a battle while it plays."""
        return self.side_state if self.side_state is not None else self.state

    def playback_prompt(self) -> str:
        """The strip's words while a battle plays ("Battle: initiative 2"), for the table."""
        pb = self.play
        if pb is None or not pb.battle:
            return ""
        head = self._t("log.battle")
        label = pb.phase_label
        if not label or label == self._t("battle.banner"):
            return head
        return f"{head}: {label[:1]}{label[1:].lower()}"

    def _t(self, key: str, **fmt: Any) -> str:
        return _t(key, self.ctx.lang, **fmt)

    def _name(self, seat: int) -> str:
        names = self.ctx.names or []
        return names[seat] if 0 <= seat < len(names) and names[seat] else self._t("player", n=seat + 1)


    # ================================================================== shell hooks
    def extra_choices(self) -> list[Choice]:
        """The strip's buttons: every choice not taken on the board or in the hand, as an order
        with its tooltip (the rules' ``label`` and ``choice_tip``); End turn marked as such."""
        if self.acting is None:
            return []
        out = []
        # rotations are chosen with the on-board control (wheel, Q/E, arrows, OK), not here:
        # a prompt-strip button built once would go stale while the player turns the tile
        for a in self.choices.other:
            out.append(Choice(self.choice_label(a), a, tip=self._choice_tip(a), end_turn=a == ("end",)))
        return out

    def _choice_tip(self, a: Any) -> str:
        tip = getattr(self.ctx.game, "choice_tip", None)
        try:
            return str(tip(self.state, a, self.ctx.lang)) if tip is not None else ""
        except Exception:
            return ""

    def panel_lines(self, view_state: Any, seat: int) -> list[str]:
        s = view_state
        try:
            army = s.armies[seat]
            if s is self.state and self.side_state is not None:
                s = self.side_state  # mid-battle: the hands and piles from before it
            if view_state is self.state and self.play is not None:
                hp = self._hp(seat)  # mid-playback: what the animation has reached
            else:
                hp = 0 if (s.eliminated and s.eliminated[seat]) else self._hp_of(s, seat)
            return [f"{army_name(army, self.ctx.lang)} ({T.army_letter(army)})", self._t("panel.hq", hp=hp),
                    self._t("panel.counts", hand=len(s.hands[seat]), pile=len(s.piles[seat]), disc=len(s.discards[seat]))]
        except Exception:
            return []

    def turn_banner(self, seat: int, name: str) -> str | None:
        """A seat answering inside another seat's turn is told so: "Battle: NAME decides" for a
        battle's decision (a rocket's path, a Medic's save), "NAME decides" for a Medic's save
        against an instant or a pushed unit's retreat; None ("NAME's turn") otherwise."""
        s = self.state
        if s is None:
            return None
        lang = self.ctx.lang
        if s.phase in ("battle_choice", "medic_choice") and s.battle:
            if s.battle[1] != "instant":
                return _t("banner.battle", lang, name=name)
            return None if seat == s.battle[3] else _t("banner.decides", lang, name=name)
        if s.pending and s.pending[0] == "push" and seat != s.turn:
            return _t("banner.decides", lang, name=name)
        return None

    def replay_label(self) -> str | None:
        s = self.state
        return self._t("replay") if s is not None and getattr(s, "battles", 0) > 0 else None

    def replay_focus(self, before: Any, after: Any) -> bool:
        """A battle: the step that fought it, or any step of a battle waiting for decisions."""
        return (getattr(after, "battles", 0) > getattr(before, "battles", 0)
                or getattr(after, "phase", "") == "battle_choice" or getattr(before, "phase", "") == "battle_choice")

    @classmethod
    def option_preview(cls, key: str, value: Any, players: int, size: tuple[int, int]) -> pygame.Surface | None:
        """The setup page shows the chosen battlefield as a small map."""
        if key != "scenario":
            return None
        return scenario_thumbnail(str(value), players, size)

    def seat_colours(self, view_state: Any) -> list[tuple[int, int, int]] | None:
        """Each seat plays in its army's colour (tiles, HQ bar, panel, banner alike)."""
        armies = getattr(view_state, "armies", None)
        if not armies:
            return None
        return [T.army_colour(a) for a in armies]

    def theme(self) -> dict[str, tuple[int, int, int]]:
        th = dict(DEFAULT_THEME)
        th.update({"bg": (30, 32, 34), "bg2": (20, 21, 23), "board": (36, 38, 40), "panel": (48, 52, 56),
                   "panel_hi": (66, 72, 78), "edge": (120, 100, 70), "accent": T.HAZARD_YELLOW,
                   "danger": (214, 80, 60)})
        return th

