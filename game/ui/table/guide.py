"""The guided first game at the table: the lesson's callouts on the real table.

A lesson game carries its guide's progress in the save (``match.table_notes["learn"]``), so
it resumes from Running games where it stopped. ``TableGuide`` watches the match's steps: the
learner's own decisions get the lesson's step callout (pointing at the suggested choice,
which is highlighted as a glowing target), another legal choice gets the guide's word on what
it did, other seats' moves get the lesson's note, the welcome and the farewell are said once.
Messages (welcome, feedback, notes, farewell) wait for Continue (Enter), and the bots wait with
them, so the game goes at the learner's pace; a step callout is answered by taking any choice.
"Skip the guide" ends the guidance; the game goes on as a normal game.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.learn.guide import DONE, INTRO, Callout, Guide
from game.learn.headless import lesson_bots, lesson_of
from game.ui import style
from game.ui.table.callout import Bubble, draw_highlight, place_bubble
from game.ui.table.coach import anchor_of, preview
from game.ui.widgets import Button


class TableGuide:
    """The lesson's guide at one table (``table.guide``; None at an ordinary table)."""

    def __init__(self, table: Any, lesson: Any, progress: Any) -> None:
        self.table = table
        self.lesson = lesson
        self.guide = Guide(lesson, table.game)
        self.guide.restore(progress)
        self.learner = lesson.learner
        self.seen = len(table.match.steps)  # resumed: the moves before this sitting need no word
        self.queue: list[Callout] = []
        self.step_ply = -1  # the ply of the decision the current step callout is for
        self.step_lang = ""
        self.bubble: Bubble | None = None
        self.bubble_key: tuple = ()
        if not self.guide.finished:  # the lesson's own rivals: its game is the one it was written for
            for seat, bot in lesson_bots(lesson, table.game).items():
                if table.match.seats[seat] == lesson.seats[seat]:
                    table.bots[seat] = bot
        intro = self.guide.intro(self._tr)
        if intro is not None:
            self.queue.append(intro)
        self._save()

    @classmethod
    def for_table(cls, table: Any) -> TableGuide | None:
        """The guide of a lesson game, or None (an ordinary game, or a lesson no longer known)."""
        notes = getattr(table.match, "table_notes", None)
        data = notes.get("learn") if isinstance(notes, dict) else None
        if not isinstance(data, dict) or data.get("game") != table.game.spec.id:
            return None
        try:
            lesson = lesson_of(table.game.spec.id)
        except KeyError:
            return None
        if table.match.num_players != lesson.players or not table.match.is_human(lesson.learner):
            return None
        return cls(table, lesson, data)

    def _tr(self, key: str, **fmt: Any) -> str:
        return self.table.t(key, **fmt)

    # ----- following the match -----------------------------------------------------------
    def sync(self) -> None:
        """Word the steps taken since the last look; find the step callout for the decision now."""
        t, m, g = self.table, self.table.match, self.guide
        if len(m.steps) < self.seen:  # undo: the decision comes back, its callout with it
            self.seen = len(m.steps)
            g.current, self.step_ply = None, -1
            self.queue = [c for c in self.queue if c.kind in (INTRO, DONE)]
        for i in range(self.seen, len(m.steps)):
            self._word_step(i)
        self.seen = len(m.steps)
        bye = g.farewell(self._tr)
        if bye is not None:
            self.queue.append(bye)
        learner_decides = (not g.finished and m.current_player == self.learner and t.view.acting == self.learner)
        if learner_decides and (self.step_ply != len(m.steps) or self.step_lang != t.lang):
            self.step_ply, self.step_lang = len(m.steps), t.lang
            if g.callout(m.view_for(self.learner), m.legal_actions(), self._tr, t.lang) is not None:
                g.callouts += 1
        self._save()

    def _word_step(self, i: int) -> None:
        t, m, g = self.table, self.table.match, self.guide
        step = m.steps[i]
        before = t.game.player_view(m.states[i], None)
        after = t.game.player_view(m.states[i + 1], None)
        if step.player < 0:
            said = g.after_chance(before, after, self._tr, t.lang, m.names)
        elif step.player == self.learner:
            # the learner moved on: what was said about earlier moves is past
            self.queue = [c for c in self.queue if c.kind in (INTRO, DONE)]
            said = g.after_move(before, step.action, after, self._tr, t.lang, m.names)
            self.step_ply = -1
        else:
            said = g.after_other(before, step.action, after, self._tr, t.lang, m.names)
        g.callouts += len(said)
        self.queue.extend(said)

    def _save(self) -> None:
        m = self.table.match
        data = self.guide.to_json()
        if m.table_notes.get("learn") != data:
            m.table_notes["learn"] = data
            try:
                m.autosave()
            except OSError:
                pass

    # ----- what shows --------------------------------------------------------------------
    def holds_bots(self) -> bool:
        """A message waits for the learner: the other seats wait too."""
        return bool(self.queue)

    def shown(self) -> Callout | None:
        if self.queue:
            return self.queue[0]
        t, g = self.table, self.guide
        c = g.current
        if (c is None or g.finished or t.view.busy or t.view.acting != self.learner
                or self.step_ply != len(t.match.steps) or t.forced_now() is not None):
            return None
        return c if c.action in t.view.legal else None

    def covers(self, pos: tuple[int, int]) -> bool:
        """The callout on screen lies under ``pos`` (the board's hover tooltips stay away from it)."""
        return self.shown() is not None and self.bubble is not None and self.bubble.rect.collidepoint(pos)

    def dismiss(self) -> None:
        if self.queue:
            self.queue.pop(0)
        self.bubble_key = ()

    def skip(self) -> None:
        self.guide.skip()
        self.queue = []
        self._save()
        self.table.app.toast(self._tr("learn.skipped"))

    # ----- input -------------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        c = self.shown()
        if c is None:
            return False
        if c.waits and e.type == pygame.KEYDOWN and getattr(e, "key", 0) in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                                             pygame.K_SPACE):
            self.dismiss()
            return True
        return self.bubble is not None and self.bubble.handle_event(e)

    # ----- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        c = self.shown()
        if c is None:
            self.bubble = None
            return
        t = self.table
        key = (id(c), t.lang, t.size)
        if (key != self.bubble_key or self.bubble is None) and c.kind == "step" and c.action is not None:
            preview(t, c.action)  # once: the player may turn it another way afterwards
        target = anchor_of(t, c.action) if c.action is not None and c.kind in ("step", "note", "feedback") else None
        if key != self.bubble_key or self.bubble is None:
            self.bubble_key = key
            self.bubble = self._bubble(c)
        bounds = pygame.Rect(0, t.top_h, t.size[0], t.size[1] - t.top_h).inflate(-2 * t.pad, -2 * t.pad)
        avoid = [] if target is not None and t.strip.colliderect(target) else [t.strip]
        if target is not None:
            avoid.append(target)
        rect = place_bubble((self.bubble.width, self.bubble.height), target, bounds, avoid, t.size, home=t.board)
        self.bubble.place(rect)
        if target is not None:
            colour = style.SHELL["accent"] if c.kind == "step" else style.SHELL["ink_soft"]
            draw_highlight(surface, target, colour, t.clock, t.size)
        self.bubble.draw(surface, target)

    def _bubble(self, c: Callout) -> Bubble:
        size = self.table.size
        fsz = style.fs(16, size)
        skip = Button(self._tr("learn.skip"), self.skip, id="learn_skip", kind="ghost", font_size=fsz,
                      theme=style.SHELL, tooltip=self._tr("learn.skip_tip"))
        buttons = [skip]
        if c.waits:
            label = "learn.start" if c.kind == INTRO else "learn.continue"
            buttons = ([] if c.kind == DONE else [skip]) + [
                Button(self._tr(label), self.dismiss, id="learn_continue", kind="primary", font_size=fsz,
                       theme=style.SHELL, key_hint="Enter")]
            note = ""
        else:
            note = self._tr("learn.step_note")
        accent = style.SHELL["accent"] if c.kind in ("step", INTRO, DONE) else style.SHELL["ink_soft"]
        return Bubble(c.title, c.body, size, accent=accent, buttons=buttons, note=note)
