"""The table: the frame every game is played in.

The board area belongs to the game's GameView; around it the table draws the player panels
(the active seat's lifted and outlined), a turn banner that slides in when the turn changes,
the prompt strip tinted with the active seat's colour (prompt, extra choices, why a click
was refused), a collapsible game log, Undo (button and Ctrl+Z, greyed with the reason) and
the Menu button (Esc: pause).

Whose view is shown: the human seat last confirmed at the screen (``viewer``). With hidden
information and more than one human, a different human's decision first pushes the opaque
pass-the-screen scene, and only after "I am NAME" does the view receive that seat's state:
nothing secret is ever drawn behind it. Bots get ``match.view_for(seat)`` only.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import CHANCE, IllegalAction, game_prompt
from game.engine.text import personalize
from game.ui import bots, style
from game.ui.game_view import DEFAULT_THEME, ViewContext
from game.ui.render.gamelog import GameLog
from game.ui.scene import Scene
from game.ui.scenes.base import background
from game.ui.views import make_view
from game.ui.widgets import Button, ScrollPanel, WidgetGroup
from game.ui.widgets.base import draw_tooltip

AI_PAUSE = {"every": 0.45, "fast": 0.08, "skip": 0.0}


def _fonts_module() -> Any:
    try:
        from game.ui.render import fonts

        return fonts
    except ImportError:
        return style


MAX_PANEL_LINES = 4


def draw_warning_icon(surface: pygame.Surface, midleft: tuple[int, int], size: int, colour: Any) -> int:
    """A warning triangle with an exclamation mark, drawn as shapes (the bundled font has no
    warning sign glyph); returns the width it takes, gap included."""
    h = max(8, int(size * 0.9))
    w = int(h * 1.12)
    x, cy = midleft
    top = cy - h // 2
    pygame.draw.polygon(surface, colour, [(x + w / 2, top), (x + w, top + h), (x, top + h)])
    bar = max(2, h // 7)
    cx = x + w / 2
    pygame.draw.rect(surface, (255, 255, 255), (round(cx - bar / 2), top + h * 0.32, bar, h * 0.38))
    pygame.draw.rect(surface, (255, 255, 255), (round(cx - bar / 2), top + h * 0.76, bar, bar))
    return w + max(4, size // 3)


def pack_panel_lines(lines: list[str], font: pygame.font.Font, width: int) -> list[str]:
    """A panel's count lines as drawn: a line too wide for the panel breaks between its
    " · "-separated parts (several short lines instead of one cut with "…")."""
    if width <= 0:
        return list(lines)
    out: list[str] = []
    for line in lines:
        if font.size(line)[0] <= width or " · " not in line:
            out.append(line)
            continue
        current = ""
        for part in line.split(" · "):
            joined = f"{current} · {part}" if current else part
            if current and font.size(joined)[0] > width:
                out.append(current)
                current = part
            else:
                current = joined
        out.append(current)
    return out


class TableScene(Scene):
    name = "table"

    def __init__(self, app: Any, match: Any, colours: list[int] | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.game = match.game
        n = match.num_players
        palette, shapes = style.player_palette()
        idx = list(colours) if colours and len(colours) == n else list(range(n))
        self.colour_idx = idx
        self.colours = [palette[i % len(palette)] for i in idx]
        self.shapes = [shapes[i % len(shapes)] for i in idx]
        self.ctx = ViewContext(
            game=self.game, names=list(match.names), seats=list(match.seats), colours=self.colours,
            shapes=self.shapes, lang=app.settings.lang, tr=app.tr, settings=app.settings, sound=app.sound,
            fonts=_fonts_module(), window_size=app.size,
        )
        self.view = make_view(self.game.spec.id, self.ctx)
        self.th = {**DEFAULT_THEME, **(self.view.theme() or {})}
        self._take_seat_colours()
        humans = match.human_seats()
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.vs: Any = None
        self.shown_plies = 0
        self.worker: Any = None
        self.bots: dict[int, Any] = {}
        self.thinking_seat: int | None = None
        self.ai_wait = 0.0
        self.banner: dict[str, Any] | None = None
        self.last_active: int | None = None
        self.log_open = True
        self.gamelog = GameLog(self.game)
        self.log_lines: list[str] = []  # per step, "" for a step the log leaves out
        self.log_rows: list[tuple[str, str]] = []  # what the panel shows: ("round"|"line", text)
        self.log_wrapped: list[tuple[str, str]] = []
        self.log_wrap_key: tuple = ()
        self.over_shown = False
        self.clock = 0.0
        self.mouse = (-1, -1)
        self.ui = WidgetGroup()
        self.choice_buttons: list[Button] = []
        self.prompt = ""
        self.panel_text: dict[int, list[str]] = {}
        self.panel_info: dict[int, tuple[str, str]] = {}  # view.panel_hover(seat): tooltip over a panel
        self.panel_lines_shown = 1
        self.view_draws = 0
        self.pass_pending: int | None = None
        self.stale = False  # the match moved on while the view was still animating
        self.replay: list[Any] = []  # "replay last": view states still to show, then back to now
        self.replay_steps: list[Any] = []
        self.in_replay = False
        self.vs_viewer: int | None = None
        self.gesture = (0, 0)  # plies [start, end) of the last submit and its follow-ups

    def _take_seat_colours(self) -> None:
        """Where the game fixes the colours (armies), the seats take them, so panels, banner,
        strip and pieces agree."""
        try:
            fixed = self.view.seat_colours(self.match.view_for(None))
        except Exception:
            fixed = None
        if fixed and len(fixed) == self.match.num_players:
            self.colours[:] = [tuple(int(v) for v in c[:3]) for c in fixed]

    # ----- lifecycle -------------------------------------------------------------------
    def on_enter(self) -> None:
        self.layout(self.app.size)
        self.refresh(animate=False)

    def on_exit(self) -> None:
        self.stop_bot()
        if self.worker is not None:  # the bot's process ends with its table
            self.worker.close()
            self.worker = None

    def on_resume(self) -> None:
        lang_changed = self.ctx.lang != self.app.settings.lang
        self.ctx.lang = self.app.settings.lang
        if lang_changed:
            self.log_lines, self.log_rows = [], []
        if self.size != self.app.size or lang_changed:
            self.layout(self.app.size)
        self.refresh(animate=False) if lang_changed else self.refresh_frame()

    # ----- redraw policy (App.step draws only when something changed or moves) ----------
    def animating(self) -> bool:
        """An animation, dice or the turn banner is running: the full frame rate."""
        return bool(self.view.busy) or self.banner is not None

    def ambient(self) -> bool:
        """Glowing targets pulse and the thinking dots tick: the idle frame rate will do."""
        return self.is_top

    # ----- layout ----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ctx.window_size = size
        self.ctx.lang = self.app.settings.lang
        w, h = size
        pad = style.px(12, size)
        self.pad = pad
        self.top_h = style.px(48, size)
        self.strip_h = style.px(70, size)
        side_w = int(max(style.px(220, size), min(w * 0.24, style.px(340, size))))
        side_w = min(side_w, max(80, w * 2 // 5))
        self.side = pygame.Rect(w - side_w - pad, self.top_h + pad, side_w, max(10, h - self.top_h - self.strip_h - 3 * pad))
        self.board = pygame.Rect(pad, self.top_h + pad, max(10, self.side.x - 2 * pad), self.side.h)
        self.strip = pygame.Rect(pad, h - self.strip_h - pad, max(10, w - 2 * pad), self.strip_h)
        n = self.match.num_players
        line_h = style.font(style.fs(14, size)).get_linesize()
        ph = style.px(8, size) + style.font(style.fs(18, size), True).get_linesize() + line_h * (1 + self.panel_lines_shown) + style.px(6, size)
        gap = style.px(10, size)
        max_panels_h = self.side.h * 7 // 10
        if n * (ph + gap) > max_panels_h:
            ph = max(style.px(40, size), max_panels_h // n - gap)
        self.panel_rects = [pygame.Rect(self.side.x, self.side.y + i * (ph + gap), self.side.w, ph) for i in range(n)]
        log_top = self.side.y + n * (ph + gap) + gap
        self.log_header = pygame.Rect(self.side.x, log_top, self.side.w, style.px(34, size))
        self.log_panel = ScrollPanel((self.side.x, self.log_header.bottom + 4, self.side.w,
                                      max(0, self.side.bottom - self.log_header.bottom - 4)), id="log",
                                     draw_content=self.draw_log, step=style.px(40, size), theme=self.th)
        self.log_wrap_key = ()
        self.view.layout(self.board)
        self._build_widgets()
        self._static = None

    def _build_widgets(self) -> None:
        size = self.size
        self.ui.clear()
        bh = style.px(34, size)
        bw = style.px(104, size)
        y = (self.top_h - bh) // 2 + style.px(4, size)
        x = self.size[0] - self.pad - bw
        fsz = style.fs(16, size)
        self.menu_btn = self.ui.add(Button(self.t("table.menu"), self.open_pause, (x, y, bw, bh), id="menu",
                                           font_size=fsz, theme=self.th))
        x -= bw + style.px(8, size)
        self.undo_btn = self.ui.add(Button(self.t("table.undo"), self.undo, (x, y, bw, bh), id="undo", font_size=fsz,
                                           theme=self.th))
        x -= bw + style.px(8, size)
        self.replay_btn = self.ui.add(Button(self.t("table.replay"), self.replay_last,
                                             (x - bw - style.px(8, size), y, bw, bh), id="replay", font_size=fsz,
                                             theme=self.th, tooltip=self._replay_tip()))
        self.rules_btn = self.ui.add(Button(self.t("table.rules"), self.open_rules, (x, y, bw, bh), id="rules",
                                            font_size=fsz, theme=self.th))
        lh = self.log_header
        tb = style.px(28, size)
        self.log_btn = self.ui.add(Button("−" if self.log_open else "+", self.toggle_log,
                                          (lh.right - tb - 4, lh.centery - tb // 2, tb, tb), id="log_toggle",
                                          font_size=fsz, theme=self.th, kind="ghost",
                                          tooltip=self.t("table.log_toggle")))
        self.log_panel.visible = self.log_open
        self.ui.add(self.log_panel)
        self._build_choices()
        self._update_undo()

    def _build_choices(self) -> None:
        for b in self.choice_buttons:
            if b in self.ui.widgets:
                self.ui.widgets.remove(b)
        self.choice_buttons = []
        choices = self.view.extra_choices() if self.view.acting is not None else []
        self.choice_sig = [(str(label), action) for label, action in choices]
        if not choices:
            return
        size = self.size
        bh = style.px(44, size)
        gap = style.px(10, size)
        fsz = style.fs(17, size)
        x = self.strip.right - style.px(14, size)
        seat = self.match.current_player
        tint = self.colours[seat] if 0 <= seat < len(self.colours) else None
        for i, (label, action) in enumerate(reversed(choices)):
            w = max(style.px(110, size), style.font(fsz, True).size(label)[0] + style.px(32, size))
            x -= w
            b = Button(label, (lambda a=action: self.submit(a)), (x, self.strip.centery - bh // 2, w, bh),
                       id=f"choice{len(choices) - 1 - i}", kind="primary", font_size=fsz, theme=self.th, tint=tint)
            self.ui.add(b)
            self.choice_buttons.append(b)
            x -= gap

    # ----- state -----------------------------------------------------------------------
    def open_decision(self) -> bool:
        """The game says the current decision is taken in the open (Android: the player on the
        right moves a followed-up lead, spec 8.2.1): no pass screen, the screen's owner stays,
        and the view shows only public information while that seat answers."""
        fn = getattr(self.game, "decision_is_public", None)
        try:
            return bool(fn(self.match.state)) if fn else False
        except Exception:
            return False

    def needs_pass(self, seat: int) -> bool:
        m = self.match
        if len(m.human_seats()) < 2 or not m.is_human(seat):
            return False
        if seat == m.current_player and self.viewer is not None and self.open_decision():
            return False
        fn = getattr(self.game, "decision_seat_is_secret", None)
        try:
            secret = bool(fn(m.state)) if fn else bool(self.game.spec.hidden_info)
        except Exception:
            secret = bool(self.game.spec.hidden_info)
        return secret and seat != self.viewer

    def acting_seat(self) -> int | None:
        m = self.match
        cp = m.current_player
        if cp >= 0 and m.is_human(cp) and not self.needs_pass(cp):
            return cp
        return None

    def refresh(self, animate: bool = True) -> None:
        """Give the view the state as the viewer may see it, and rebuild the frame's texts."""
        m = self.match
        cp = m.current_player
        in_open = m.is_human(cp) and cp != self.viewer and self.viewer is not None and self.open_decision()
        if cp >= 0 and m.is_human(cp) and not self.needs_pass(cp) and not in_open:
            self.viewer = cp
        acting = self.acting_seat()
        # a pass is due: until the pass screen is up, the view shows only public information
        # (the battle or dice that led here play for everyone, with nobody's secrets on screen)
        public = m.is_over or (cp >= 0 and self.needs_pass(cp)) or in_open
        vs = m.view_for(None) if public else m.view_for(self.viewer)
        self.vs_viewer = None if public else self.viewer
        self.replay, self.replay_steps, self.in_replay = [], [], False
        legal = m.legal_actions() if acting is not None else []
        if animate and self.shown_plies <= len(m.steps) and self.vs is not None:
            steps, prev = list(m.steps[self.shown_plies:]), self.vs
        else:
            steps, prev = [], None
        self.stale = False
        self.view.set_state(vs, legal, acting, steps, prev)
        self.vs = vs
        self.shown_plies = len(m.steps)
        self.refresh_frame()

    def refresh_frame(self) -> None:
        m = self.match
        cp = m.current_player
        if cp >= 0 and cp != self.last_active:
            self.last_active = cp
            self.banner = {"seat": cp, "t": 0.0, "text": self.t("table.turn", name=m.names[cp])}
            try:
                self.app.sound.play("chime")
            except Exception:
                pass
        self.prompt = self._prompt_text()
        self._panel_texts()
        self.panel_info = {}
        for seat in range(m.num_players):
            try:
                info = self.view.panel_hover(seat)
            except Exception:
                info = None
            if info:
                self.panel_info[seat] = (str(info[0]), str(info[1]))
        wanted = max((len(v) for v in self.panel_text.values()), default=0)
        if wanted != self.panel_lines_shown:  # panels grow to show every public count
            self.panel_lines_shown = wanted
            self.layout(self.size)
        self._sync_log()
        self._build_choices()
        self._update_undo()
        self.replay_btn.enabled = not m.is_over and (
            self.view.replay_label() is not None
            or any(st.player >= 0 and st.player != self.viewer for st in m.steps[-300:]))
        self.replay_btn.tooltip = self._replay_tip()

    def _panel_texts(self) -> None:
        """The public counts in the panels, as the view shows them now (mid-playback: the
        state the animation has reached, not the final one)."""
        self.panel_text = {}
        width = self.panel_text_width()
        for seat in range(self.match.num_players):
            try:
                lines = [str(x) for x in self.view.panel_lines(self.vs, seat)][:MAX_PANEL_LINES]
            except Exception:
                lines = []
            self.panel_text[seat] = pack_panel_lines(lines, style.font(style.fs(14, self.size)), width)

    def panel_text_width(self) -> int:
        """The width a panel's count lines get (as ``draw_panels`` lays them out), or 0 before layout."""
        side = getattr(self, "side", None)
        if side is None:
            return 0
        size = self.size
        pad, br = style.px(12, size), style.px(17, size)
        text_x = pad + br + style.px(4, size) + br + style.px(10, size)
        return max(0, side.w - text_x - pad - style.px(22, size))

    def _prompt_text(self) -> str:
        m = self.match
        cp = m.current_player
        if m.is_over:
            return self.t("table.game_over")
        if cp == CHANCE:
            return self.t("table.rolling")
        name = m.names[cp]
        if not m.is_human(cp):
            return self.t("table.thinking", name=name)
        if self.needs_pass(cp):
            return self.t("table.waiting_pass", name=name)
        try:
            p = game_prompt(self.game, self.vs, self.lang)
        except Exception:
            p = ""
        p = personalize(p, m.names, self.lang)
        return f"{name}: {p}" if p else self.t("table.your_move", name=name)

    def _sync_log(self) -> None:
        m = self.match
        if self.gamelog.sync(m.states, m.steps, m.names, self.lang) or not self.log_rows:
            self.log_lines = self.gamelog.step_lines()
            self.log_rows = self.gamelog.rows(lambda n: self.t("table.log_round", n=n))
        self.log_wrap_key = ()

    def _undo_seat(self) -> int | None:
        cp = self.match.current_player
        if cp >= 0 and self.match.is_human(cp) and not self.needs_pass(cp):
            return cp
        return self.viewer

    def undo_reason(self) -> str | None:
        """None if undo is possible now, else why not (shown as the button's tooltip)."""
        m = self.match
        seat = self._undo_seat()
        if m.is_over:
            return self.t("undo.over")
        if seat is None or not m.is_human(seat):
            return self.t("undo.not_yours")
        if not m.steps:
            return self.t("undo.nothing")
        if m.can_undo(seat):
            return None
        for step in reversed(m.steps):
            if step.barrier:
                return self.t("undo.revealed")
            if step.player == seat:
                break
            if m.is_human(step.player) and step.player != seat:
                return self.t("undo.other_human")
        return self.t("undo.nothing")

    def _update_undo(self) -> None:
        reason = self.undo_reason()
        self.undo_btn.enabled = reason is None
        self.undo_btn.tooltip = reason or self.t("undo.hint")

    # ----- actions ---------------------------------------------------------------------
    def submit(self, action: Any) -> bool:
        m = self.match
        seat = self.acting_seat()
        if seat is None or m.current_player != seat:
            return False
        if action not in m.legal_actions():
            self.view.message = self.t("table.illegal")
            return False
        start = len(m.steps)
        try:
            m.submit(action, player=seat)
        except IllegalAction as exc:
            self.view.message = str(exc)
            return False
        try:
            self.app.sound.play("place")
        except Exception:
            pass
        m.advance()
        self.refresh()
        self._follow_gesture(seat)
        self.gesture = (start, len(m.steps))
        return True

    def _follow_gesture(self, seat: int) -> None:
        """Submit the steps the view says the player's gesture already chose (at most a few)."""
        m = self.match
        for _ in range(6):
            try:
                nxt = self.view.auto_action()
            except Exception:
                nxt = None
            if nxt is None or self.acting_seat() != seat or nxt not in m.legal_actions():
                return
            try:
                m.submit(nxt, player=seat)
            except IllegalAction:
                return
            m.advance()
            self.refresh()

    def undo(self) -> None:
        if self.undo_reason() is not None:
            self.view.message = self.undo_reason() or ""
            return
        self.stop_bot()
        seat = self._undo_seat()
        start, end = self.gesture
        whole = end - start > 1 and end == len(self.match.steps)
        try:
            self.match.undo(seat)
            # one gesture (a tile dropped on a hex: hex, facing, confirm) is taken back whole
            while whole and len(self.match.steps) > start and self.match.can_undo(seat):
                self.match.undo(seat)
        except IllegalAction as exc:
            self.view.message = str(exc)
            return
        self.gesture = (0, 0)
        self.view.skip_animations()
        self.last_active = self.match.current_player
        self.refresh(animate=False)

    def stop_bot(self) -> None:
        """Cancel the search; the worker (and its process) stays for the next decision."""
        if self.worker is not None:
            try:
                self.worker.cancel()
            except Exception:
                self.worker = None
        self.thinking_seat = None

    def open_pause(self) -> None:
        from game.ui.scenes.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self))

    def open_rules(self, entry: tuple[str, str] | None = None) -> None:
        """The rules reference; over a component, opened at that component's own entry."""
        from game.ui.scenes.rules import RulesScene

        self.app.scenes.push(RulesScene(self.app, self.game.spec.id, overlay=True, entry=entry))

    def hovered_component(self) -> tuple[str, str] | None:
        """(title, full text) of what the mouse is over on the board or a panel, or None."""
        try:
            if self.board.collidepoint(self.mouse):
                info = self.view.hover_info(self.mouse)
            else:
                seat = self.panel_at(self.mouse)
                info = self.view.panel_hover(seat) if seat is not None else None
        except Exception:
            return None
        return (str(info[0]), str(info[1])) if info else None

    def toggle_log(self) -> None:
        self.log_open = not self.log_open
        self.log_btn.text = "−" if self.log_open else "+"
        self.log_panel.visible = self.log_open

    def confirm_pass(self, seat: int) -> None:
        self.viewer = seat
        self.pass_pending = None
        self.refresh(animate=False)

    # ----- events ----------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.MOUSEMOTION and getattr(e, "pos", None) is not None:
            self.mouse = e.pos
        if self.ui.handle_event(e):
            return True
        if self.in_replay and (e.type == pygame.KEYDOWN and getattr(e, "key", 0) in (pygame.K_SPACE, pygame.K_ESCAPE)
                               or e.type == pygame.MOUSEBUTTONDOWN
                               and self.board.collidepoint(getattr(e, "pos", (-1, -1)))):
            self.end_replay()
            return True
        if e.type == pygame.KEYDOWN:
            key = getattr(e, "key", 0)
            mod = getattr(e, "mod", 0)
            if key == pygame.K_ESCAPE:
                self.open_pause()
                return True
            if key == pygame.K_z and mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if key == pygame.K_SPACE:
                self.view.skip_animations()
                return True
            if key == pygame.K_l and not mod & pygame.KMOD_CTRL:
                self.toggle_log()
                return True
            if key == pygame.K_F1:
                self.open_rules(self.hovered_component())
                return True
        if e.type == pygame.MOUSEBUTTONDOWN and self.view.busy and self.board.collidepoint(getattr(e, "pos", (-1, -1))):
            self.view.skip_animations()
            return True
        try:
            action = self.view.handle_event(e)
        except Exception as exc:
            self.app._report(exc)
            return True
        if action is not None:
            self.submit(action)
            return True
        if e.type != pygame.MOUSEMOTION:
            self._requery_choices()
        return False

    def _requery_choices(self) -> None:
        """A step of a gesture inside the view (a move previewed, a piece turned) may change the
        choices of the strip: ask the view again after every such step, not only on a new state."""
        try:
            want = self.view.extra_choices() if self.view.acting is not None else []
            sig = [(str(label), action) for label, action in want]
        except Exception:
            return
        if sig != getattr(self, "choice_sig", None):
            self._build_choices()

    # ----- update ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        was_busy = self.view.busy
        self.view.update(dt)
        if was_busy:  # panels follow the playback
            self._panel_texts()
        self.ui.update(dt)
        if self.banner is not None:
            self.banner["t"] += dt
            if self.banner["t"] > 2.2:
                self.banner = None
        if self.in_replay:  # the match waits while the table shows the past
            self._replay_update()
            return
        if not self.is_top:
            return
        m = self.match
        if m.is_over:
            self.stop_bot()
            if not self.over_shown and not self.view.busy:
                self.over_shown = True
                from game.ui.scenes.gameover import GameOverScene

                self.refresh()
                self.app.scenes.push(GameOverScene(self.app, self))
            return
        cp = m.current_player
        if cp == CHANCE:
            m.advance()
            self.refresh_when_idle()
            return
        if self.stale:
            self.refresh_when_idle()
            return
        if m.is_human(cp):
            if self.needs_pass(cp):
                if self.view.busy:
                    return  # public animations (a battle, dice) play for everyone first
                from game.ui.scenes.passscreen import PassScreen

                self.pass_pending = cp
                self.refresh_frame()
                self.app.scenes.push(PassScreen(self.app, self, cp))
                return
            if self.view.acting != cp:
                self.refresh_when_idle()
            return
        self._run_bot(cp, dt)

    # ----- replay last ------------------------------------------------------------------
    def _replay_tip(self) -> str:
        try:
            label = self.view.replay_label()
        except Exception:
            label = None
        return str(label) if label else self.t("table.replay_turn")

    def _replay_range(self, who: int | None) -> tuple[int, int] | None:
        """(first, last) ply of what "replay last" shows: the last run of steps the view marks
        as its moment (a battle), else the last turn of a seat other than the one looking."""
        m = self.match
        n = len(m.steps)
        seen: dict[int, Any] = {}

        def pv(i: int) -> Any:
            if i not in seen:
                seen[i] = self.game.player_view(m.states[i], who)
            return seen[i]

        for i in range(n - 1, max(-1, n - 400), -1):
            try:
                hit = self.view.replay_focus(pv(i), pv(i + 1))
            except Exception:
                hit = False
            if hit:
                first = i
                while first > 0 and self.view.replay_focus(pv(first - 1), pv(first)):
                    first -= 1
                return first, i
        me = self.viewer
        for i in range(n - 1, -1, -1):
            seat = m.steps[i].player
            if seat >= 0 and seat != me:
                first = i
                while first > 0 and m.steps[first - 1].player in (seat, CHANCE):
                    first -= 1
                return first, i
        return None

    def replay_last(self) -> None:
        """Show the last battle (or the last turn of another seat) again, as the viewer may see
        it, then come back to now."""
        if self.in_replay or not self.is_top:
            return
        self.view.skip_animations()
        who = self.vs_viewer
        try:
            span = self._replay_range(who)
        except Exception:
            span = None
        if span is None:
            self.view.message = self.t("undo.nothing")
            return
        first, last = span
        m = self.match
        frames = [self.game.player_view(m.states[k], who) for k in range(first, last + 2)]
        self.view.set_state(frames[0], [], None, [], None)
        self.replay, self.replay_steps = frames[1:], list(m.steps[first:last + 1])
        self.in_replay = True
        self.vs = frames[0]
        self._replay_next(frames[0])
        self.prompt = self.t("table.replaying", what=self._replay_tip())
        self._build_choices()

    def _replay_next(self, prev: Any) -> None:
        nxt = self.replay.pop(0)
        step = self.replay_steps.pop(0) if self.replay_steps else None
        self.view.set_state(nxt, [], None, [step] if step is not None else [], prev)
        self.vs = nxt
        self._panel_texts()

    def _replay_update(self) -> None:
        """One frame of a replay: the next step once the view is idle; at the end, now again."""
        if self.view.busy:
            return
        if self.replay:
            self._replay_next(self.vs)
            return
        self.end_replay()

    def end_replay(self) -> None:
        self.replay, self.replay_steps = [], []
        self.view.skip_animations()
        self.refresh(animate=False)

    def refresh_when_idle(self) -> None:
        """Refresh now, or once the running animation has finished: a new state would cut a
        playback short (a battle must not vanish because the next draw was resolved)."""
        if self.view.busy:
            self.stale = True
            return
        self.stale = False
        self.refresh()

    def _run_bot(self, seat: int, dt: float) -> None:
        m = self.match
        mode = self.app.settings.ai_turns
        if self.thinking_seat is None:
            if self.worker is None:  # its process starts now, during the pause before the move
                self.worker = bots.make_worker()
            if mode == "skip" and self.view.busy:
                self.view.skip_animations()
            if mode == "every" and self.view.busy:
                return
            if self.ai_wait > 0:
                self.ai_wait -= dt
                return
            try:
                bot = self.bots.get(seat)
                if bot is None:
                    bot = bots.make_bot(m.seats[seat], self.game, seat, m.seed * 7919 + seat, m.num_players)
                    self.bots[seat] = bot
                self.worker.start(bot, m.view_for(seat))
                self.thinking_seat = seat
                self.think_ply = len(m.steps)
            except Exception as exc:
                self._bot_failed(seat, exc)
            return
        done, action, error = self.worker.poll()
        if not done:
            return
        self.thinking_seat = None
        if error is not None or action is None or action not in m.legal_actions():
            self._bot_failed(seat, error or ValueError(f"bot chose {action!r}"))
            return
        m.submit(action, player=seat)
        m.advance()
        self.ai_wait = AI_PAUSE.get(mode, 0.3)
        self.refresh_when_idle()  # a running battle is not cut short by the bot's next move
        if mode == "skip":
            self.view.skip_animations()

    def _bot_failed(self, seat: int, exc: BaseException) -> None:
        """A bot that fails must not stop the game: say so, and play its first legal action."""
        self.app.toast(self.t("table.bot_error", name=self.match.names[seat], error=str(exc)[:100]), 5.0)
        self.thinking_seat = None
        legal = self.match.legal_actions()
        if legal:
            self.match.submit(legal[0], player=seat)
            self.match.advance()
            self.refresh()

    # ----- drawing ---------------------------------------------------------------------
    def board_shadow(self, radius: int) -> pygame.Surface:
        """The board panel's drop shadow, kept by the table and rebuilt only when the board's
        size changes (the shared size cache may be cleared by many small shadows)."""
        key = (self.board.size, radius)
        if getattr(self, "_board_shadow", (None, None))[0] != key:
            self._board_shadow = (key, style.shadow(self.board.size, radius))
        return self._board_shadow[1]

    def draw(self, surface: pygame.Surface) -> None:
        size = self.size
        surface.blit(background(size, self.th["bg"], self.th["bg2"]), (0, 0))
        self.draw_top_bar(surface)
        # board backing, then the game's view inside it
        radius = style.px(14, size)
        style.panel(surface, self.board, self.th["board"], None, radius=radius, shadow_offset=style.px(4, size),
                    shadow_surf=self.board_shadow(radius))
        old = surface.get_clip()
        surface.set_clip(self.board)
        self.view_draws += 1
        self.view.draw(surface)
        surface.set_clip(old)
        self.draw_banner(surface)
        self.draw_panels(surface)
        self.draw_log_header(surface)
        self.draw_strip(surface)
        self.ui.draw(surface)
        self.draw_tooltips(surface)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        size = self.size
        name = self.game.spec.localized_name(self.lang)
        style.blit_text(surface, name, style.fs(22, size), self.th["ink"], (self.pad + style.px(6, size), self.top_h // 2 + style.px(4, size)),
                        "midleft", bold=True, max_width=max(0, self.replay_btn.rect.x - 3 * self.pad))
        info = self.t("table.ply", n=self.gamelog.moves)  # moves: players' decisions, not plies
        r = style.text(name, style.fs(22, size), self.th["ink"], True).get_rect()
        x = self.pad + style.px(6, size) + r.w + style.px(16, size)
        if x < self.replay_btn.rect.x - style.px(120, size):
            style.blit_text(surface, info, style.fs(15, size), self.th["ink_soft"], (x, self.top_h // 2 + style.px(5, size)),
                            "midleft", max_width=self.replay_btn.rect.x - x - 10)

    def panel_rect(self, seat: int) -> pygame.Rect:
        """Where seat's panel is drawn now (the active seat's is lifted to the left)."""
        rect = self.panel_rects[seat]
        if seat == self.match.current_player:
            return rect.move(-style.px(10, self.size), -style.px(2, self.size))
        return rect

    def panel_at(self, pos: tuple[int, int]) -> int | None:
        for seat in range(len(self.panel_rects)):
            if self.panel_rect(seat).collidepoint(pos):
                return seat
        return None

    def draw_panel_cue(self, surface: pygame.Surface, r: pygame.Rect, hot: bool) -> None:
        """A small "i" badge in the corner: hovering the panel shows the seat's details."""
        size = self.size
        rad = max(6, style.px(9, size))
        c = (r.right - style.px(8, size) - rad, r.y + style.px(8, size) + rad)
        col = self.th["accent"] if hot else self.th["ink_faint"]
        pygame.draw.circle(surface, col, c, rad, max(1, style.px(2, size) // 2 + 1))
        style.blit_text(surface, "i", max(10, rad + rad // 2), col, (c[0], c[1] + 1), "center", bold=True)

    def draw_panels(self, surface: pygame.Surface) -> None:
        size = self.size
        m = self.match
        cp = m.current_player
        rad = style.px(12, size)
        for seat, rect in enumerate(self.panel_rects):
            active = seat == cp
            colour = self.colours[seat]
            r = rect.move(-style.px(10, size), -style.px(2, size)) if active else rect
            if active:
                style.draw_shadow(surface, r, rad, offset=style.px(8, size), alpha=140)
                fill = style.mix(self.th["panel_hi"], colour, 0.14)
            else:
                fill = self.th["panel"]
            pygame.draw.rect(surface, fill, r, border_radius=rad)
            pygame.draw.rect(surface, colour, (r.x, r.y + rad // 2, style.px(6, size), r.h - rad), border_radius=3)
            if active:
                pygame.draw.rect(surface, colour, r, max(2, style.px(3, size)), border_radius=rad)
            else:
                pygame.draw.rect(surface, self.th["edge"], r, 1, border_radius=rad)
            br = max(6, min(style.px(17, size), r.h // 3))
            pad = style.px(12, size)
            bc = (r.x + pad + br + style.px(4, size), r.y + min(r.h // 2, pad + br))
            style.draw_badge(surface, bc, br, colour, self.shapes[seat], self.app.settings.shapes)
            tx = bc[0] + br + style.px(10, size)
            tw = max(0, r.right - tx - pad)
            if seat in self.panel_info:
                self.draw_panel_cue(surface, r, r.collidepoint(self.mouse) and self.is_top)
                tw = max(0, tw - style.px(22, size))
            f1, f2 = style.fs(18, size), style.fs(14, size)
            y = r.y + style.px(8, size)
            style.blit_text(surface, m.names[seat], f1, self.th["ink"], (tx, y), bold=True, max_width=tw)
            y += style.font(f1, True).get_linesize() - style.px(2, size)
            kind = m.seats[seat]
            label = self.t("seat." + kind.replace(":", "_"))
            if self.thinking_seat == seat:
                label += " · " + self.t("table.thinking_short") + "." * (1 + int(self.clock * 3) % 3)
            elif active:
                label += " · " + self.t("table.to_move")
            if y + style.font(f2).get_linesize() <= r.bottom:
                ink = style.readable(colour, fill) if active else self.th["ink_soft"]  # a blue seat on slate: lifted
                style.blit_text(surface, label, f2, ink, (tx, y), max_width=tw)
                y += style.font(f2).get_linesize()
            for line in self.panel_text.get(seat, []):
                if y + style.font(f2).get_linesize() > r.bottom - 2:
                    break
                style.blit_text(surface, line, f2, self.th["ink_soft"], (tx, y), max_width=tw)
                y += style.font(f2).get_linesize()

    def draw_log_header(self, surface: pygame.Surface) -> None:
        size = self.size
        r = self.log_header
        if r.bottom > self.side.bottom + 4:
            return
        style.blit_text(surface, self.t("table.log"), style.fs(16, size), self.th["ink_soft"], (r.x + style.px(4, size), r.centery),
                        "midleft", bold=True, max_width=r.w - style.px(40, size))

    def _log_fs(self) -> int:
        """The log's text size: 14 px at 720 p, growing at half the window's rate, so a
        larger window shows more lines rather than the same lines larger."""
        k = style.ui_scale(self.size)
        return max(14, int(round(14 * (1 + (k - 1) * 0.5)))) if k > 1 else style.fs(14, self.size)

    def _wrapped_log(self) -> list[tuple[str, str]]:
        size = self.size
        f = self._log_fs()
        key = (len(self.log_rows), self.log_panel.rect.w, f, self.lang)
        if key != self.log_wrap_key:
            out: list[tuple[str, str]] = []
            width = self.log_panel.rect.w - style.px(24, size)
            for kind, line in self.log_rows:
                if kind == "round":
                    out.append((kind, style.fit_text(line, f, width, bold=True)))
                    continue
                parts = style.wrap(line, f, width)
                out.extend([(kind, parts[0])] + [(kind, "  " + p) for p in parts[1:]])
            self.log_wrapped = out
            at_end = self.log_panel.offset >= self.log_panel.max_offset - 2
            self.log_panel.content_height = len(out) * style.font(f).get_linesize() + style.px(12, size)
            if at_end:
                self.log_panel.scroll_to_end()
            self.log_wrap_key = key
        return self.log_wrapped

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
        size = self.size
        f = self._log_fs()
        lh = style.font(f).get_linesize()
        lines = self._wrapped_log()
        first = max(0, offset // lh - 1)
        y = rect.y + style.px(6, size) + first * lh - offset
        last_line = max((i for i, (k, _t) in enumerate(lines) if k == "line"), default=-1)
        for i in range(first, len(lines)):
            if y > rect.bottom:
                break
            kind, text = lines[i]
            if kind == "round":  # a separator: centred, gold leaf, between two faint rules
                img = style.text(text, f, self.th["accent"], True)
                cx = rect.x + rect.w // 2
                surface.blit(img, img.get_rect(midtop=(cx, y)))
                rule_y = y + lh // 2
                half = img.get_width() // 2 + style.px(8, size)
                for x0, x1 in ((rect.x + style.px(10, size), cx - half), (cx + half, rect.right - style.px(14, size))):
                    if x1 > x0:
                        pygame.draw.line(surface, self.th["edge"], (x0, rule_y), (x1, rule_y), 1)
            else:
                colour = self.th["ink"] if i >= last_line - 1 else self.th["ink_soft"]
                surface.blit(style.text(text, f, colour), (rect.x + style.px(10, size), y))
            y += lh
        if not lines:
            style.blit_text(surface, self.t("table.log_empty"), f, self.th["ink_soft"],
                            (rect.x + style.px(10, size), rect.y + style.px(8, size)), max_width=rect.w - 20)

    def draw_strip(self, surface: pygame.Surface) -> None:
        size = self.size
        m = self.match
        cp = m.current_player
        r = self.strip
        colour = self.colours[cp] if 0 <= cp < len(self.colours) else self.th["edge"]
        fill = style.mix(self.th["panel"], colour, 0.30 if cp >= 0 else 0.0)
        style.panel(surface, r, fill, colour, radius=style.px(14, size), shadow_offset=style.px(4, size),
                    width=max(2, style.px(2, size)))
        pad = style.px(16, size)
        x = r.x + pad
        if cp >= 0:
            br = max(6, min(style.px(18, size), r.h // 3))
            style.draw_badge(surface, (x + br, r.centery), br, colour, self.shapes[cp], self.app.settings.shapes)
            x += 2 * br + style.px(14, size)
        right = min((b.rect.x for b in self.choice_buttons), default=r.right - pad) - pad
        ink = style.ink_on(fill)
        prompt = self.prompt
        if self.thinking_seat is not None and cp == self.thinking_seat:
            prompt += "." * (1 + int(self.clock * 3) % 3)
        f1 = style.fs(21, size)
        msg = self.view.message
        if msg:
            style.blit_text(surface, prompt, f1, ink, (x, r.centery - style.px(2, size)), "bottomleft", bold=True,
                            max_width=max(0, right - x))
            warn = style.mix(ink, self.th["danger"], 0.55) if style.luminance(fill) < 0.2 else (120, 30, 20)
            warn = style.readable(warn, fill)  # the why-not line reads on any seat's tint (>= 4.5:1)
            f2 = style.fs(16, size)
            top = r.centery + style.px(2, size)
            icon_w = draw_warning_icon(surface, (x, top + style.font(f2).get_linesize() // 2), f2, warn)
            style.blit_text(surface, msg, f2, warn, (x + icon_w, top), "topleft",
                            max_width=max(0, right - x - icon_w))
        else:
            style.blit_text(surface, prompt, f1, ink, (x, r.centery), "midleft", bold=True, max_width=max(0, right - x))

    def draw_banner(self, surface: pygame.Surface) -> None:
        """The "NAME's turn" banner slides down into the top bar, between the title and the
        buttons: it never covers the board or a game's tracks."""
        b = self.banner
        if b is None:
            return
        size = self.size
        t = b["t"]
        speed = self.app.settings.anim_factor or 4.0
        t_in, hold, t_out = 0.28 / speed, 1.3, 0.3 / speed
        if t < t_in:
            k = 1 - (1 - t / t_in) ** 3
        elif t < t_in + hold:
            k = 1.0
        elif t < t_in + hold + t_out:
            k = 1 - ((t - t_in - hold) / t_out) ** 2
        else:
            return
        seat = b["seat"]
        colour = self.colours[seat]
        title_w = style.text(self.game.spec.localized_name(self.lang), style.fs(22, size), self.th["ink"], True).get_width()
        left = self.pad + style.px(6, size) + title_w + style.px(16, size)
        right = self.replay_btn.rect.x - style.px(12, size)
        h = max(10, self.top_h - style.px(8, size))
        room = right - left
        if room < style.px(120, size):
            return
        f = style.fs(24, size)
        txt = style.text(b["text"], f, style.ink_on(colour), True)
        while txt.get_width() + h + style.px(40, size) > room and f > style.fs(14, size):
            f -= 1
            txt = style.text(b["text"], f, style.ink_on(colour), True)
        w = min(room, txt.get_width() + h + style.px(40, size))
        rect = pygame.Rect(0, 0, w, h)
        rect.centerx = max(left + w // 2, min(right - w // 2, size[0] // 2))
        rest_y = (self.top_h - h) // 2 + style.px(4, size)
        rect.y = int(-h + k * (h + rest_y))
        old_clip = surface.get_clip()
        surface.set_clip(pygame.Rect(0, 0, size[0], self.board.y - 1))  # the top bar only
        style.draw_shadow(surface, rect, h // 2, offset=style.px(3, size), alpha=120)
        surface.set_clip(old_clip)
        pygame.draw.rect(surface, colour, rect, border_radius=h // 2)
        pygame.draw.rect(surface, style.mix(colour, (255, 255, 255), 0.5), rect, 2, border_radius=h // 2)
        br = h // 3
        style.draw_badge(surface, (rect.x + br + style.px(12, size), rect.centery), br,
                         style.mix(colour, (0, 0, 0), 0.15), self.shapes[seat], self.app.settings.shapes)
        tx = rect.x + 2 * br + style.px(20, size)
        surface.blit(txt, txt.get_rect(midleft=(tx, rect.centery), width=txt.get_width()).clamp(rect))

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        tip = self.ui.tooltip()
        size = self.size
        if tip:
            draw_tooltip(surface, tip[0], tip[1], style.fs(15, size))
            return
        if self.board.collidepoint(self.mouse) and self.is_top:
            try:
                info = self.view.hover_info(self.mouse)
            except Exception:
                info = None
            if info:
                try:  # a view may name a rect the tooltip must not cover (an enlarged card)
                    avoid = self.view.hover_avoid(self.mouse) if hasattr(self.view, "hover_avoid") else None
                except Exception:
                    avoid = None
                draw_tooltip(surface, info[1], self.mouse, style.fs(16, size), title=info[0], avoid=avoid)
            return
        seat = self.panel_at(self.mouse) if self.is_top else None
        if seat is not None and seat in self.panel_info:
            title, body = self.panel_info[seat]
            tip_w = max(style.px(300, size), min(size[0] * 2 // 5, style.px(460, size)))
            x = max(0, self.panel_rect(seat).x - tip_w - style.px(24, size))  # opens to the left of the column
            draw_tooltip(surface, body, (x, self.mouse[1] - style.px(20, size)), style.fs(15, size), title=title,
                         max_width=tip_w)
