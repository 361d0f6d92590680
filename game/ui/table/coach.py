"""The coach at the table: the Hint button (key H), its search in the bot worker, the hint shown.

A hint is the move ``ai:normal`` would take for the seat to move, decided from that seat's own
view only (``game.learn.coach``), searched in the table's bot worker (its own process: the
window never stalls). After about two seconds the wait shows its progress and a Cancel button
(Esc cancels too). The answer is highlighted where a click would take it (the view's
``action_anchor``, else the strip button that offers it) with a one-line reason from the game's
``learn`` module. Fair: offered only while the screen shows that seat's own view and nobody
else may be watching a decision the game keeps secret; off when the table switched hints off at
setup. Honest: every hint taken is counted per seat in the save (asking again for the same
decision shows the same hint and is not counted twice).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.games import entry
from game.learn import coach as pure
from game.ui import bots, style
from game.ui.table.callout import Bubble, draw_highlight, place_bubble
from game.ui.widgets import Button

PROGRESS_AFTER_S = 2.0  # a hint taking longer shows its progress and a Cancel button


@dataclass
class _Job:
    seat: int
    ply: int
    view: Any
    started: float
    cap: float | None
    bot: Any = None  # the coach's bot: after the search it holds what it weighed (last_weighed)


@dataclass
class Shown:
    seat: int
    ply: int
    action: Any
    weighed: list = field(default_factory=list)  # the search's best moves (game.learn.coach.weighed_of)


class Coach:
    """The Hint control of one table (a part of ``TableScene``, reached as ``table.coach``)."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.job: _Job | None = None
        self.shown: Shown | None = None
        self.answers: dict[tuple[int, int], Shown] = {}  # (seat, ply) -> the hint: asked again, shown again
        self.button: Button | None = None
        self.bubble: Bubble | None = None
        self.bubble_key: tuple = ()
        self.message = ""

    # ----- who may have a hint -----------------------------------------------------------
    def off_reason(self) -> str | None:
        """Why no hint can be given now (the button's tooltip), or None."""
        t, m = self.table, self.table.match
        notes = getattr(m, "table_notes", None)
        if notes is None:
            return t.t("coach.off_remote")
        if not pure.hints_allowed(notes):
            return t.t("coach.off_table")
        if m.is_over:
            return t.t("coach.off_over")
        seat = t.acting_seat()
        if seat is None or t.view.acting != seat or t.in_replay:
            return t.t("coach.off_not_yours")
        if t.vs_viewer != seat or self._watched(seat):
            return t.t("coach.off_watched")
        return None

    def _watched(self, seat: int) -> bool:
        """Another person at this screen could see this seat's secrets in a hint: the game has
        hidden information, several people share the screen, and the game does not keep this
        decision behind a pass screen."""
        t, m = self.table, self.table.match
        if len(m.human_seats()) < 2 or not t.game.spec.hidden_info:
            return False
        fn = getattr(t.game, "decision_seat_is_secret", None)
        try:
            return not bool(fn(m.state)) if fn else False
        except Exception:
            return True

    # ----- the button --------------------------------------------------------------------
    def make_button(self, rect: Any, font_size: int, theme: dict[str, Any]) -> Button:
        self.button = Button(self.t("coach.hint"), self.toggle, rect, id="hint", font_size=font_size, theme=theme,
                             key_hint="H")
        self.refresh_button()
        return self.button

    def refresh_button(self) -> None:
        b = self.button
        if b is None:
            return
        reason = self.off_reason()
        b.enabled = reason is None and self.job is None
        b.text = self.t("coach.thinking") if self.job is not None else self.t("coach.hint")
        b.tooltip = reason or self.t("coach.hint_tip")

    def t(self, key: str, **fmt: Any) -> str:
        return self.table.t(key, **fmt)

    # ----- asking ------------------------------------------------------------------------
    def toggle(self) -> None:
        """H or the button: ask for a hint, or put the one shown away."""
        if self.shown is not None:
            self.shown = None
            return
        if self.job is not None:
            return
        reason = self.off_reason()
        if reason is not None:
            self.table.view.message = reason
            return
        self.ask()

    def ask(self) -> None:
        t, m = self.table, self.table.match
        seat, ply = t.acting_seat(), len(m.steps)
        known = self.answers.get((seat, ply))
        if known is not None:
            self.shown = known
            return
        view = m.view_for(seat)  # the seat's own view: all the coach ever sees
        bot = pure.coach_bot(t.game, seat, m.num_players, pure.hint_seed(m.seed, seat, ply))
        try:
            if t.worker is None:
                t.worker = bots.make_worker()  # the table's bot worker (it ends with the table)
            t.worker.start(bot, view)
        except Exception as exc:
            t.view.message = self.t("coach.failed", error=str(exc)[:80])
            return
        self.job = _Job(seat, ply, view, time.perf_counter(), pure.think_seconds(bot), bot)
        self.refresh_button()

    def cancel(self) -> None:
        if self.job is None:
            return
        self.job = None
        try:
            self.table.worker.cancel()
        except Exception:
            pass
        self.refresh_button()

    def update(self) -> None:
        """Take the worker's answer when it comes; forget a hint once its decision is gone."""
        t, m = self.table, self.table.match
        if self.job is not None and not self._current(self.job.seat, self.job.ply):
            self.cancel()
        if self.shown is not None and not self._current(self.shown.seat, self.shown.ply):
            self.shown = None
        if self.job is None:
            return
        try:
            done, action, error = t.worker.poll()
        except Exception as exc:
            done, action, error = True, None, str(exc)
        if not done:
            return
        job, self.job = self.job, None
        self.refresh_button()
        if error is not None or action is None or action not in m.legal_actions():
            t.view.message = self.t("coach.failed", error=str(error or "")[-80:].strip())
            return
        self.shown = Shown(job.seat, job.ply, action, pure.weighed_of(job.bot, action))
        self.answers[(job.seat, job.ply)] = self.shown
        pure.count_hint(m.table_notes, job.seat, m.num_players)
        try:
            m.autosave()  # honest: the count is in the save at once
        except OSError:
            pass

    def _current(self, seat: int, ply: int) -> bool:
        t = self.table
        return len(t.match.steps) == ply and t.acting_seat() == seat and t.view.acting == seat and not t.in_replay

    # ----- input -------------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and not getattr(e, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            key = getattr(e, "key", 0)
            if key == pygame.K_h:
                self.toggle()
                return True
            if key == pygame.K_ESCAPE and self.job is not None:
                self.cancel()
                return True
            if key == pygame.K_ESCAPE and self.shown is not None:
                self.shown = None
                return True
        if self.bubble is not None and (self.job is not None or self.shown is not None):
            return self.bubble.handle_event(e)
        return False

    # ----- drawing -----------------------------------------------------------------------
    def showing(self) -> bool:
        return self.shown is not None or self._progress_due()

    def covers(self, pos: tuple[int, int]) -> bool:
        """The hint (or its progress) on screen lies under ``pos``."""
        return self.showing() and self.bubble is not None and self.bubble.rect.collidepoint(pos)

    def _progress_due(self) -> bool:
        return self.job is not None and time.perf_counter() - self.job.started >= PROGRESS_AFTER_S

    def animating(self) -> bool:
        """A search is running: the progress bar moves."""
        return self.job is not None

    def draw(self, surface: pygame.Surface) -> None:
        if self.shown is not None:
            self._draw_hint(surface)
        elif self._progress_due():
            self._draw_progress(surface)
        else:
            self.bubble, self.bubble_key = None, ()

    def _draw_hint(self, surface: pygame.Surface) -> None:
        t = self.table
        s = self.shown
        target = anchor_of(t, s.action)
        key = ("hint", s.seat, s.ply, t.lang, t.size)
        if key != self.bubble_key or self.bubble is None:
            preview(t, s.action)
            target = anchor_of(t, s.action)
            self.bubble_key = key
            label = _label(t, s.action)
            reason = hint_reason(t, s.seat, s.action, s.weighed)
            ok = Button(self.t("common.ok"), self.toggle, id="hint_ok", kind="primary", font_size=style.fs(16, t.size),
                        theme=style.SHELL)
            self.bubble = Bubble(self.t("coach.title", move=label), reason, t.size, buttons=[ok],
                                 note=self.t("coach.note"))
        self._place(target)
        if target is not None:
            draw_highlight(surface, target, style.SHELL["accent"], t.clock, t.size)
        self.bubble.draw(surface, target)

    def _draw_progress(self, surface: pygame.Surface) -> None:
        t = self.table
        job = self.job
        elapsed = time.perf_counter() - job.started
        key = ("progress", t.lang, t.size)
        if key != self.bubble_key or self.bubble is None:
            self.bubble_key = key
            cancel = Button(self.t("common.cancel"), self.cancel, id="hint_cancel", font_size=style.fs(16, t.size),
                            theme=style.SHELL, key_hint="Esc")
            self.bubble = Bubble(self.t("coach.thinking_title"), self.t("coach.thinking_body"), t.size,
                                 buttons=[cancel], note=" ")
        anchor = self.button.rect if self.button is not None else None
        self._place(anchor)
        b = self.bubble
        b.note = self.t("coach.seconds", s=int(elapsed))
        b.draw(surface, anchor)
        self._draw_bar(surface, elapsed, job.cap)

    def _draw_bar(self, surface: pygame.Surface, elapsed: float, cap: float | None) -> None:
        """The search's progress towards the bot's time cap (a sweep when it has none)."""
        b = self.bubble
        s = self.table.size
        h = max(4, style.px(6, s))
        bar = pygame.Rect(b.rect.x + b.pad, b.rect.bottom - b.pad - h, b.rect.w // 2, h)
        if b.buttons:
            bar.centery = b.buttons[0].rect.centery
        pygame.draw.rect(surface, style.SHELL["bg2"], bar, border_radius=h // 2)
        frac = min(1.0, elapsed / cap) if cap else (elapsed % 2.0) / 2.0
        pygame.draw.rect(surface, style.SHELL["accent"], (bar.x, bar.y, max(h, int(bar.w * frac)), h),
                         border_radius=h // 2)

    def _place(self, target: pygame.Rect | None) -> None:
        t = self.table
        bounds = pygame.Rect(0, 0, *t.size).inflate(-2 * t.pad, -2 * t.pad)
        avoid = [] if target is not None and t.strip.colliderect(target) else [t.strip]
        rect = place_bubble((self.bubble.width, self.bubble.height), target, bounds, avoid, t.size, home=t.board)
        self.bubble.place(rect)


def hints_line(match: Any, t: Any) -> str:
    """Honest results (issue 19): how many hints each seat took, or that hints were off; empty
    when nobody took one (the game-over screen and the whole-game replay say it)."""
    notes = getattr(match, "table_notes", None)
    if notes is None:
        return ""
    if not pure.hints_allowed(notes):
        return t("coach.over_off")
    taken = pure.hints_taken(notes, match.num_players)
    if not any(taken):
        return ""
    parts = [f"{match.names[i]} {n}" for i, n in enumerate(taken) if match.is_human(i) or n]
    return t("coach.over_line", list=", ".join(parts))


def preview(table: Any, action: Any) -> None:
    """Let the view show a suggested move as a click would take it (a view's optional
    ``preview_action``: Neuroshima turns the tile being placed to the suggested facing)."""
    fn = getattr(table.view, "preview_action", None)
    if fn is not None:
        try:
            fn(action)
        except Exception:
            pass


def anchor_of(table: Any, action: Any) -> pygame.Rect | None:
    """Where a click takes ``action``: the board's anchor (the view), else its strip button."""
    try:
        rect = table.view.action_anchor(action)
    except Exception:
        rect = None
    if rect is not None and rect.w > 0 and rect.h > 0:
        return pygame.Rect(rect).clip(table.board) or None
    try:
        return table.strip_anchor(action)
    except Exception:
        return None


def _label(table: Any, action: Any) -> str:
    try:
        return str(table.game.label(table.vs, action, table.lang))
    except Exception:
        return table.view.describe(action)


def hint_reason(table: Any, seat: int, action: Any, weighed: Any = ()) -> str:
    """The coach's reason for ``action``, from the seat's own view. First the game's own words;
    where the game has none for this kind of move (a die's colour, a facing, which adventurer to
    return), what the move does to the seat's own figures (its panel before and after, on one
    determinization of the seat's view). Then, on a line of its own, what the search weighed
    (``weighed``: its chances after this move and after the runner-up); with none of these,
    that it is the search's pick: never only the move's own label again."""
    e = entry(table.game.spec.id)
    view = table.match.view_for(seat)
    text = pure.reason(table.game, getattr(e, "learn", None), view, action, seat, table.lang)
    if not text or text == _label(table, action):
        effect = _effect_line(table, view, seat, action)
        text = table.t("coach.reason_effect", effect=effect) if effect else ""
    weighed_line = pure.weighed_reason(table.game, view, list(weighed or ()), table.lang)
    lines = [x for x in (text, weighed_line) if x]
    return "\n".join(lines) if lines else table.t("coach.reason_search")


def _effect_line(table: Any, view: Any, seat: int, action: Any) -> str:
    """"Fuel 2 → 4, Stamina 7 → 6": the seat's panel figures the move changes."""
    from game.learn.reasons import outcome

    try:
        _before, after = outcome(table.game, view, seat, action, settle=True)
        old = table.view.panel_lines(view, seat)
        new = table.view.panel_lines(table.game.player_view(after, seat), seat)
    except Exception:
        return ""
    changes = [_change(a, b) for la, lb in zip(old, new) for a, b in zip(_items(la), _items(lb)) if a != b]
    return ", ".join(c for c in changes[:3] if c)


def _items(line: str) -> list[str]:
    return [part.strip() for part in str(line).split("·")]


def _change(a: str, b: str) -> str:
    """One panel item before and after: only the word that changed, with its context."""
    ta, tb = a.split(), b.split()
    diff = [k for k in range(min(len(ta), len(tb))) if ta[k] != tb[k]]
    if len(ta) != len(tb) or len(diff) != 1:
        return f"{a} → {b}"
    k = diff[0]
    tail = ta[k + 1:] if len(ta) - k - 1 <= 1 else []  # "0 → 2 pig", but "Tavern: C1 → C0" (not its row)
    return " ".join(ta[:k] + [f"{ta[k]} → {tb[k]}"] + tail)
