"""The contract between the table (shell) and each game's view.

A game's ``view.py`` subclasses ``GameView``. The table owns the frame (player panels, prompt
strip, log, undo, menu); the view owns the board area: it draws the state it was given,
turns clicks into actions chosen ONLY from the legal actions it was given, and animates the
steps between two states. The view never talks to the Match; it never sees the true state
(only ``match.view_for(viewer)``), so it cannot leak a secret.

Calls, in order of a turn::

    view = MyView(ctx)                 # ctx: ViewContext
    view.layout(board_rect)            # on start and on every resize
    view.set_state(view_state, legal_actions, acting_seat, steps_since_last, previous_view_state)
    action = view.handle_event(e)      # an element of legal_actions, or None (then maybe view.message)
    view.update(dt); view.draw(surface)
    view.hover_info(pos) -> (title, body) | None      # the table draws the tooltip
    view.busy / view.skip_animations()                 # Space or a click skips
    view.extra_choices() -> [Choice | (label, action)] # buttons in the prompt strip
    view.action_anchor(action) -> Rect | None          # where a click takes it (coach, guide)
    view.panel_lines(view_state, seat) -> [str]        # public counts in the player panel
    view.panel_hover(seat) -> (title, body) | None     # tooltip over that seat's player panel
    view.theme() -> {colour name: RGB}                 # see DEFAULT_THEME

``acting_seat`` is the seat whose decision the view may take (a human seat now shown on
screen), or None while a bot or chance acts or when the game is over: then
``legal_actions`` is empty and ``handle_event`` must return None.
``previous_view_state`` is None when the view should jump without animating (first state,
undo, load).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui import style
from game.ui.choices import Choice, as_choice

__all__ = ["DEFAULT_THEME", "Choice", "GameView", "GenericView", "ViewContext", "as_choice"]

DEFAULT_THEME: dict[str, tuple[int, int, int]] = {
    "bg": (28, 36, 40),          # table cloth behind everything
    "bg2": (19, 25, 29),         # darker: log, entries
    "board": (36, 46, 52),       # the board area's backing
    "panel": (42, 52, 58),       # player panels, prompt strip base
    "panel_hi": (56, 68, 76),    # raised surfaces, buttons
    "edge": (82, 98, 108),
    "ink": (238, 234, 224),
    "ink_soft": (180, 188, 192),  # >= 4.5:1 on every theme's raised panel (body text)
    "ink_faint": (120, 130, 136),
    "accent": (224, 178, 92),
    "danger": (214, 96, 78),
    "ok": (96, 186, 130),
}


@dataclass
class ViewContext:
    game: Any
    names: list[str]
    seats: list[str]
    colours: list[tuple[int, int, int]]
    shapes: list[str]
    lang: str = "en"
    tr: Callable[..., str] = lambda key, **fmt: key
    settings: Any = None
    sound: Any = None
    fonts: Any = None  # module with get_font(size, bold) (game.ui.render.fonts or game.ui.style)
    window_size: tuple[int, int] = (1280, 720)
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def anim_speed(self) -> float:
        """Multiplier for animation speed; 0 means instant."""
        return float(getattr(self.settings, "anim_factor", 1.0)) if self.settings is not None else 1.0

    @property
    def show_shapes(self) -> bool:
        return bool(getattr(self.settings, "shapes", True)) if self.settings is not None else True


class GameView:
    """Base class with safe defaults; override what the game needs."""

    def __init__(self, ctx: ViewContext) -> None:
        self.ctx = ctx
        self.game = ctx.game
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.state: Any = None
        self.legal: list[Any] = []
        self.acting: int | None = None
        self.message: str = ""  # why the last click did nothing (shown in the prompt strip)

    # ----- layout and state ------------------------------------------------------------
    def layout(self, board_rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(board_rect)

    def set_state(self, view_state: Any, legal_actions: Sequence[Any], acting_seat: int | None,
                  steps_since_last: Sequence[Any], previous_view_state: Any | None) -> None:
        self.state = view_state
        self.legal = list(legal_actions)
        self.acting = acting_seat
        self.message = ""

    # ----- input -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        return None

    def hover_info(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        return None

    def action_anchor(self, action: Any) -> pygame.Rect | None:
        """Where on the board a click takes ``action`` (the rect of its space, tile, station,
        card...), so the coach and the guided first game can point at it and highlight it as a
        click would; None when the action is a strip button (the table finds that itself)."""
        return None

    def extra_choices(self) -> list[Choice | tuple[str, Any]]:
        """The strip's buttons: ``Choice`` objects (label, tooltip, shortcut, End turn) or
        plain ``(label, action)`` pairs; every action an element of ``legal_actions``."""
        return []

    def auto_action(self) -> Any | None:
        """Optional: the next step of a gesture the player already made (a tile dropped on a
        hex is placed with the facing shown), asked right after each submitted action; an
        element of legal_actions, or None to wait for the player."""
        return None

    # ----- animation -------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return False

    def skip_animations(self) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    # ----- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pass

    def panel_lines(self, view_state: Any, seat: int) -> list[str]:
        return []

    def panel_hover(self, seat: int) -> tuple[str, str] | None:
        """Optional: what the table shows while the mouse is over ``seat``'s player panel
        (that seat's public details: its quests, buildings...), from the state the view was
        given (so only what the viewer may see). None: no tooltip."""
        return None

    def theme(self) -> dict[str, tuple[int, int, int]]:
        return dict(DEFAULT_THEME)

    def fs(self, base: float) -> int:
        """A font size scaled to the window, never below the 14 px reading floor."""
        return max(14, style.fs(base, self.ctx.window_size))

    def px(self, base: float) -> int:
        """A length scaled to the window."""
        return style.px(base, self.ctx.window_size)

    def seat_colours(self, view_state: Any) -> list[tuple[int, int, int]] | None:
        """Optional: one colour per seat when the game fixes them (Neuroshima's armies); the
        table then uses exactly these for panels, banner, prompt strip and pass screen, so a
        seat has one colour everywhere. None: the colours chosen at setup."""
        return None

    @classmethod
    def option_preview(cls, key: str, value: Any, players: int, size: tuple[int, int]) -> pygame.Surface | None:
        """Optional: a small picture of one option value for the setup page (a scenario's
        map), fitted into ``size``. None: no picture."""
        return None

    def replay_label(self) -> str | None:
        """Optional: the label of the table's "replay last" control when the game has a
        moment of its own to show again (e.g. "Replay last battle"); None: "Replay last turn"."""
        return None

    def replay_focus(self, before: Any, after: Any) -> bool:
        """Optional: whether the step from view state ``before`` to ``after`` belongs to the
        moment "replay last" shows (a battle); the table replays the last run of such steps,
        or, when there is none, the last turn of another seat."""
        return False

    def turn_banner(self, seat: int, name: str) -> str | None:
        """Optional: the banner's words when ``seat`` (called ``name``) comes to decide, or None
        for the shell's "NAME's turn". A game whose seats answer inside another seat's turn says
        so ("Battle: NAME decides"), since it is not their turn."""
        return None

    # helpers for subclasses
    def tr(self, key: str, **fmt: Any) -> str:
        return self.ctx.tr(key, **fmt)

    def describe(self, action: Any) -> str:
        try:
            return str(self.game.describe(self.state, action, self.ctx.lang))
        except Exception:
            return repr(action)

    def choice_label(self, action: Any) -> str:
        """A short button label ("Confirm", "End turn") from the game's ``label``, falling
        back to its log line when the game has none."""
        label = getattr(self.game, "label", None)
        if label is None:
            return self.describe(action)
        try:
            return str(label(self.state, action, self.ctx.lang))
        except Exception:
            return self.describe(action)


class GenericView(GameView):
    """Fallback for a game without a view: its legal actions as a grid of buttons, described
    by the game itself, and a plain text summary of the public state."""

    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.buttons: list[tuple[pygame.Rect, Any, str]] = []
        self.scroll = 0
        self.hover: tuple[int, int] = (-1, -1)
        self.summary: list[str] = []

    def set_state(self, view_state, legal_actions, acting_seat, steps_since_last, previous_view_state) -> None:
        super().set_state(view_state, legal_actions, acting_seat, steps_since_last, previous_view_state)
        self.scroll = 0
        self.summary = self._summary(view_state)
        self._layout_buttons()

    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        self._layout_buttons()

    def _summary(self, s: Any) -> list[str]:
        try:
            j = self.game.to_json(s)
        except Exception:
            return []
        out = []
        if isinstance(j, dict):
            for k, v in list(j.items())[:12]:
                text = str(v).replace("None", "?")
                out.append(f"{k}: {text[:120]}")
        return out

    def _layout_buttons(self) -> None:
        self.buttons = []
        if self.rect.w <= 0 or not self.legal:
            return
        size = self.ctx.window_size
        pad = style.px(12, size)
        bh = style.px(40, size)
        cols = max(1, self.rect.w // max(1, style.px(260, size)))
        bw = (self.rect.w - pad * (cols + 1)) // cols
        top = self.rect.y + self.rect.h // 2
        for i, a in enumerate(self.legal):
            r, c = divmod(i, cols)
            rect = pygame.Rect(self.rect.x + pad + c * (bw + pad), top + r * (bh + pad), bw, bh)
            self.buttons.append((rect, a, self.choice_label(a)))

    def handle_event(self, event: pygame.event.Event) -> Any | None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = getattr(event, "pos", (-1, -1))
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.hover):
            self.scroll = max(0, self.scroll - int(getattr(event, "y", 0)) * 30)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            pos = getattr(event, "pos", None)
            if pos is None:
                return None
            for rect, a, _label in self.buttons:
                if rect.move(0, -self.scroll).collidepoint(pos) and a in self.legal:
                    return a
        return None

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme()
        size = self.ctx.window_size
        f = style.fs(16, size)
        lh = style.font(f).get_linesize()
        old = surface.get_clip()
        surface.set_clip(self.rect)
        y = self.rect.y + style.px(16, size)
        for line in self.summary:
            if y > self.rect.centery - lh:
                break
            style.blit_text(surface, line, f, th["ink_soft"], (self.rect.x + style.px(16, size), y),
                            max_width=self.rect.w - style.px(32, size))
            y += lh
        for rect, _a, label in self.buttons:
            r = rect.move(0, -self.scroll)
            if r.bottom < self.rect.y or r.top > self.rect.bottom:
                continue
            hot = r.collidepoint(self.hover)
            pygame.draw.rect(surface, style.mix(th["panel_hi"], (255, 255, 255), 0.1 if hot else 0), r, border_radius=8)
            pygame.draw.rect(surface, th["accent"] if hot else th["edge"], r, 1, border_radius=8)
            style.blit_text(surface, label, f, th["ink"], r.center, "center", max_width=r.w - 12)
        surface.set_clip(old)
