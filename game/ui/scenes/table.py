"""The table scene: the frame every game is played in, put together from its parts.

The board area belongs to the game's GameView; around it the table draws the player panels
(``table.panels``), the prompt strip with the decision's choices (``table.strip``), the
collapsible game log (``table.logpanel``), Undo (``table.undo``), Replay last
(``table.replay``) and the Menu button; ``table.layout`` places them, ``table.input`` routes
keys and clicks, ``table.seats`` decides who may see the screen (pass-the-screen) and
``table.turns`` plays the bots. This module holds the scene itself: its state, the refresh
that gives the view what the viewer may see, submitting an action, the frame's update and draw.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import CHANCE, IllegalAction
from game.ui import style
from game.ui.game_view import DEFAULT_THEME, ViewContext
from game.ui.gamelog import GameLog
from game.ui.render import fonts
from game.ui.scene import Scene
from game.ui.scenes.base import background
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.passscreen import PassScreen
from game.ui.seatnames import shown_names
from game.ui.table.coach import Coach
from game.ui.table.forced import ForcedDecisions
from game.ui.table.guide import TableGuide
from game.ui.table.input import TableInput
from game.ui.table.layout import TableLayout
from game.ui.table.logpanel import LogPanel
from game.ui.table.panels import MAX_PANEL_LINES, PlayerPanels, pack_panel_lines
from game.ui.table.recorder import GameRecorder
from game.ui.table.replay import ReplayLast
from game.ui.table.seats import SeatPrivacy
from game.ui.table.strip import PromptStrip, draw_warning_icon
from game.ui.table.turns import AI_PAUSE, BotTurns
from game.ui.table.undo import UndoControl
from game.ui.views import make_view
from game.ui.widgets import Button, WidgetGroup
from game.ui.widgets.base import draw_tooltip

__all__ = ["AI_PAUSE", "MAX_PANEL_LINES", "TableScene", "draw_warning_icon", "pack_panel_lines"]


class TableScene(SeatPrivacy, TableLayout, PlayerPanels, PromptStrip, ForcedDecisions, LogPanel, TableInput,
                 UndoControl, ReplayLast, BotTurns, Scene):
    name = "table"

    def __init__(self, app: Any, match: Any, colours: list[int] | None = None) -> None:
        super().__init__(app)
        self.match = match
        match.names[:] = shown_names(match.names, app.settings.lang)  # "Player 2" follows the language
        self.names_lang = app.settings.lang
        self.game = match.game
        self.recorder = GameRecorder(match)
        n = match.num_players
        palette, shapes = style.player_palette()
        idx = list(colours) if colours and len(colours) == n else list(range(n))
        self.colour_idx = idx
        self.colours = [palette[i % len(palette)] for i in idx]
        self.shapes = [shapes[i % len(shapes)] for i in idx]
        self.ctx = ViewContext(
            game=self.game, names=list(match.names), seats=list(match.seats), colours=self.colours,
            shapes=self.shapes, lang=app.settings.lang, tr=app.tr, settings=app.settings, sound=app.sound,
            fonts=fonts, window_size=app.size,
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
        self.gamelog = GameLog(self.game, lambda line: self.t("table.log_only_choice", line=line))
        self.log_lines: list[str] = []  # per step, "" for a step the log leaves out
        self.log_rows: list[tuple[str, str]] = []  # what the panel shows: ("round"|"line", text)
        self.log_wrapped: list[tuple[str, str]] = []
        self.log_wrap_key: tuple = ()
        self.over_shown = False
        self.clock = 0.0
        self.mouse = (-1, -1)
        self.ui = WidgetGroup()
        self.choice_buttons: list[Button] = []
        self.choice_menus: list[Any] = []  # the menus of the strip's grouped choices
        self.choice_items: list[Any] = []  # what each strip button stands for (choices.StripItem)
        self.strip_choice_list: list[Any] = []  # the decision's choices (game.ui.choices.Choice)
        self.choice_sig: list[Any] = []  # (label, action) of each choice the strip offers
        self.choice_key: list[Any] = []  # the choices in full: the strip is rebuilt when they change
        self.tip_clicked: Any = None  # (where, (title, text)) of a clicked target: its tooltip stays away
        self.forced_note = ""  # what the table took for the player (the only choice), until their next click
        self.forced_hold = -1  # after an undo: the ply at which a one-answer decision waits for a click
        self.prompt = ""
        self.panel_text: dict[int, list[str]] = {}
        self.panel_info: dict[int, tuple[str, str]] = {}  # view.panel_hover(seat): tooltip over a panel
        self.panel_lines_shown = 1
        self.view_draws = 0
        self.pass_pending: int | None = None
        self.screen_lent = False  # another person took a decision in the open at this screen
        self.stale = False  # the match moved on while the view was still animating
        self.replay: list[Any] = []  # "replay last": view states still to show, then back to now
        self.replay_steps: list[Any] = []
        self.in_replay = False
        self.vs_viewer: int | None = None
        self.gesture = (0, 0)  # plies [start, end) of the last submit and its follow-ups
        self.coach = Coach(self)  # the Hint button (issue 19)
        self.guide = TableGuide.for_table(self)  # a guided first game's lesson, else None

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
        self.coach.cancel()
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
        return bool(self.view.busy) or self.banner is not None or self.coach.animating()

    def ambient(self) -> bool:
        """Glowing targets pulse and the thinking dots tick: the idle frame rate will do."""
        return self.is_top

    # ----- state -----------------------------------------------------------------------
    def refresh(self, animate: bool = True) -> None:
        """Give the view the state as the viewer may see it, and rebuild the frame's texts."""
        m = self.match
        cp = m.current_player
        in_open = m.is_human(cp) and cp != self.viewer and self.viewer is not None and self.open_decision()
        self.take_screen_back(in_open)
        if cp >= 0 and m.is_human(cp) and not self.needs_pass(cp) and not in_open:
            self.viewer = cp
        acting = self.acting_seat()
        # a pass is due, or a bot acts while several people share the screen: the view shows only
        # public information (what led here plays for everyone, with nobody's secrets on screen)
        public = m.is_over or (cp >= 0 and self.needs_pass(cp)) or in_open or self.machine_acts()
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

    def _banner_text(self, seat: int, name: str) -> str:
        """"NAME's turn", or the game's own words when the seat decides inside another's turn."""
        try:
            own = self.view.turn_banner(seat, name)
        except Exception:
            own = None
        return str(own) if own else self.t("table.turn", name=name)

    def refresh_frame(self) -> None:
        m = self.match
        if self.names_lang != self.lang:  # the language changed: default seat names follow it
            m.names[:] = shown_names(m.names, self.lang)
            self.ctx.names[:] = m.names
            self.names_lang = self.lang
        cp = m.current_player
        if cp >= 0 and cp != self.last_active and not self.view.busy:  # the next turn's banner waits for the playback
            self.last_active = cp
            self.banner = {"seat": cp, "t": 0.0, "text": self._banner_text(cp, m.names[cp])}
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
        if self.guide is not None:
            self.guide.sync()
        self.coach.refresh_button()

    # ----- actions ---------------------------------------------------------------------
    def submit(self, action: Any, forced: bool = False) -> bool:
        """Play ``action`` for the acting seat (a click, a strip button, a shortcut; ``forced``: the
        table took the decision's only answer), then the follow-ups of the same gesture."""
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
        if not forced:
            self.forced_note = ""
        try:
            self.app.sound.play("place")
        except Exception:
            pass
        m.advance()
        self.refresh()
        self._follow_gesture(seat)
        if forced and self.gesture[1] == start:  # taken right after the player's gesture: part of it
            start = self.gesture[0]
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

    # ----- update ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.recorder.tick(dt)
        was_busy = self.view.busy
        self.view.update(dt)
        if was_busy:  # panels follow the playback
            self._panel_texts()
            if not self.view.busy:  # it has ended: now the next turn is shown (banner, panels, strip)
                self.refresh_frame()
        self.ui.update(dt)
        if self.banner is not None:
            self.banner["t"] += dt
            if self.banner["t"] > 2.2:
                self.banner = None
        self.coach.update()
        if self.in_replay:  # the match waits while the table shows the past
            self._replay_update()
            return
        if not self.is_top:
            return
        m = self.match
        if m.is_over:
            self.stop_bot()
            self.recorder.game_over()
            if not self.over_shown and not self.view.busy:
                self.over_shown = True
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
                self.pass_pending = cp
                self.refresh_frame()
                self.app.scenes.push(PassScreen(self.app, self, cp))
                return
            if self.view.acting != cp:
                self.refresh_when_idle()
            elif not self.view.busy:
                self.take_forced()
            return
        if self.guide is not None and self.guide.holds_bots():
            return  # the lesson's message waits for the learner, and so do the bots
        self._run_bot(cp, dt)

    def shown_seat(self) -> int:
        """The seat the frame presents as acting: while a playback runs (a battle), the one
        that acted before it; the next seat's turn is shown once it has played."""
        if self.view.busy and self.last_active is not None:
            return self.last_active
        return self.match.current_player

    def refresh_when_idle(self) -> None:
        """Refresh now, or once the running animation has finished: a new state would cut a
        playback short (a battle must not vanish because the next draw was resolved)."""
        if self.view.busy:
            self.stale = True
            return
        self.stale = False
        self.refresh()

    # ----- drawing ---------------------------------------------------------------------
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
        if self.guide is not None and not self.coach.showing():
            self.guide.draw(surface)
        self.coach.draw(surface)
        self.draw_tooltips(surface)

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        tip = self.ui.tooltip()
        size = self.size
        if tip:
            draw_tooltip(surface, tip[0], tip[1], style.fs(15, size))
            return
        if self.coach.covers(self.mouse) or (self.guide is not None and self.guide.covers(self.mouse)):
            return  # a callout is being read: what lies under it keeps its tooltip to itself
        if self.board.collidepoint(self.mouse) and self.is_top:
            try:
                info = self.view.hover_info(self.mouse)
            except Exception:
                info = None
            if self.tip_clicked is not None and (self.mouse == self.tip_clicked[0]
                                                 or (info and (str(info[0]), str(info[1])) == self.tip_clicked[1])):
                return  # its target was clicked: the tooltip stays away until the pointer moves on
            self.tip_clicked = None
            if info:
                try:  # a view may name a rect the tooltip must not cover (an enlarged card)
                    avoid = self.view.hover_avoid(self.mouse) if hasattr(self.view, "hover_avoid") else None
                except Exception:
                    avoid = None
                draw_tooltip(surface, info[1], self.mouse, style.fs(16, size), title=info[0], avoid=avoid)
            return
        seat = self.panel_at(self.mouse) if self.is_top else None
        if seat is not None and self.tip_clicked is not None and (
                self.mouse == self.tip_clicked[0] or self.panel_info.get(seat) == self.tip_clicked[1]):
            return
        if seat is not None and seat in self.panel_info:
            title, body = self.panel_info[seat]
            tip_w = max(style.px(300, size), min(size[0] * 2 // 5, style.px(460, size)))
            x = max(0, self.panel_rect(seat).x - tip_w - style.px(24, size))  # opens to the left of the column
            draw_tooltip(surface, body, (x, self.mouse[1] - style.px(20, size)), style.fs(15, size), title=title,
                         max_width=tip_w)
