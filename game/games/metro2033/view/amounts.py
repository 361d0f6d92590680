"""The Metro table's amount controls in the column: how many soldiers to recruit, and what to
exchange for what and how much at a Hansa station. One control with an amount stands for many
legal actions (issue 17: no flat list of a button per amount); the strip's one button takes the
action the control shows."""

from __future__ import annotations

from typing import Any

import pygame

import game.games.metro2033.view.paint as P
from game.games.metro2033 import text as T
from game.games.metro2033.content import RESOURCES
from game.games.metro2033.view.theme import THEME
from game.ui.render.effects import darken


class AmountsMixin:
    """Recruit and exchange steppers (mixed into ``Metro2033View``)."""

    # ----- what the legal actions offer ----------------------------------------------------------------
    def _recruits(self) -> list[int]:
        """Recruit amounts above nothing, when there are several (one is just a button)."""
        ks = sorted(a[1] for a in self.legal if a[0] == "recruit" and a[1] > 0)
        return ks if len(ks) > 1 else []

    def _exchanges(self) -> list[tuple]:
        return [a for a in self.legal if a[0] == "exchange"]

    def stepped(self, a: Any) -> bool:
        """Whether a legal action is taken through an amount control (not a button of its own)."""
        return (a[0] == "recruit" and a[1] > 0 and bool(self._recruits())) or a[0] == "exchange"

    def _fresh_pick(self) -> None:
        """Keep the control's settings while they still name legal actions, else start over."""
        s = self.state
        decision = (self.acting, s.round, s.stack[-1][:2] if s is not None and s.stack else ())
        if self.pick.get("decision") != decision:  # another seat or another decision starts afresh
            self.pick = {"decision": decision}
        pick = self.pick
        ks = self._recruits()
        if ks and pick.get("recruit") not in ks:
            pick["recruit"] = ks[0]
        ex = self._exchanges()
        if not ex:
            return
        me = self._me()

        def held(r: str) -> int:
            return me.r(r) if me is not None else 0

        gives = sorted({a[1] for a in ex}, key=RESOURCES.index)
        if pick.get("give") not in gives:
            pick["give"] = max(gives, key=held)  # what the player has most of
        gets = sorted({a[2] for a in ex if a[1] == pick["give"]}, key=RESOURCES.index)
        if pick.get("get") not in gets:
            pick["get"] = min(gets, key=held)  # for what it has least of
        amounts = [a[3] for a in ex if a[1] == pick["give"] and a[2] == pick["get"]]
        if pick.get("amount") not in amounts:
            pick["amount"] = min(amounts)

    def _me(self) -> Any:
        return self.state.players[self.acting] if self.acting is not None else None

    def stepper_actions(self) -> list[Any]:
        """The legal actions the controls show now: the recruit one is the strip's button, the
        exchange one the control's own button in the column."""
        out: list[Any] = []
        if self._recruits():
            out.append(("recruit", self.pick["recruit"]))
        out += self._exchange_now()
        return [a for a in out if a in self.legal]

    def _exchange_now(self) -> list[Any]:
        if not self._exchanges():
            return []
        a = ("exchange", self.pick["give"], self.pick["get"], self.pick["amount"])
        return [a] if a in self.legal else []

    def step(self, payload: tuple) -> None:
        """A click on a control: (what, value) - a recruit or amount step, a resource picked."""
        what, value = payload
        pick = self.pick
        if what == "recruit":
            ks = self._recruits()
            i = ks.index(pick["recruit"]) + value if pick.get("recruit") in ks else 0
            pick["recruit"] = ks[max(0, min(len(ks) - 1, i))]
        elif what in ("give", "get"):
            pick[what] = value
            if what == "give" and pick.get("get") == value:
                pick["get"] = None
        elif what == "amount":
            ex = self._exchanges()
            amounts = sorted(a[3] for a in ex if a[1] == pick["give"] and a[2] == pick["get"])
            if amounts:
                cur = pick.get("amount", amounts[0])
                pick["amount"] = max(amounts[0], min(amounts[-1], cur + value))
        self._fresh_pick()
        self._gen += 1  # the column is drawn again

    # ----- drawing ---------------------------------------------------------------------------------------
    def _draw_amounts(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        if self._recruits():
            y = self._heading(surface, self.t("amt.recruit"), x, y, w)
            k = self.pick["recruit"]
            y = self._stepper(surface, x, y, w, ("recruit", -1), ("recruit", 1),
                              self.choice_label(("recruit", k)), k > self._recruits()[0], k < self._recruits()[-1])
            y += self.px(6)
        if self._exchanges():
            y = self._heading(surface, self.t("amt.exchange"), x, y, w)
            gives = {a[1] for a in self._exchanges()}
            gets = {a[2] for a in self._exchanges() if a[1] == self.pick["give"]}
            y = self._res_row(surface, x, y, w, "give", gives)
            y = self._res_row(surface, x, y, w, "get", gets)
            ex = self._exchanges()
            amounts = sorted(a[3] for a in ex if a[1] == self.pick["give"] and a[2] == self.pick["get"])
            k = self.pick["amount"]
            words = self.t("amt.amount", k=k)
            y = self._stepper(surface, x, y, w, ("amount", -1), ("amount", 1), words,
                              bool(amounts) and k > amounts[0], bool(amounts) and k < amounts[-1])
            for a in self._exchange_now():  # the control's own button takes the exchange shown
                bh = P.line_h(self.fs(15), True) + self.px(12)
                r = pygame.Rect(x, y + self.px(2), w, bh)
                hot = r.collidepoint(self.mouse)
                pygame.draw.rect(surface, THEME["accent"] if hot else darken(THEME["accent"], 0.15), r, border_radius=8)
                P.text(surface, self.choice_label(a), self.fs(15), (20, 18, 16), r.center, "center", bold=True)
                self.hot.append((r, "action", a))
                y = r.bottom + self.px(4)
            y += self.px(6)
        return y

    def _small_button(self, surface: pygame.Surface, r: pygame.Rect, label: str, on: bool, payload: tuple,
                      lit: bool = False) -> None:
        hot = on and r.collidepoint(self.mouse)
        fill = THEME["panel_hi"] if on else darken(THEME["panel_hi"], 0.35)
        pygame.draw.rect(surface, darken(fill, 0.2) if lit else fill, r, border_radius=6)
        edge = THEME["accent"] if (hot or lit) else THEME["edge"]
        pygame.draw.rect(surface, edge, r, 2 if lit else 1, border_radius=6)
        if label:
            P.text(surface, label, self.fs(18), THEME["ink"] if on else THEME["ink_faint"], r.center, "center", bold=True)
        if on:
            self.hot.append((r, "step", payload))

    def _stepper(self, surface: pygame.Surface, x: int, y: int, w: int, minus: tuple, plus: tuple, words: str,
                 can_down: bool, can_up: bool) -> int:
        bh = P.line_h(self.fs(15)) + self.px(10)
        self._small_button(surface, pygame.Rect(x, y, bh, bh), "−", can_down, minus)
        self._small_button(surface, pygame.Rect(x + w - bh, y, bh, bh), "+", can_up, plus)
        inner = pygame.Rect(x + bh + self.px(6), y, w - 2 * bh - self.px(12), bh)
        size = self.fs(15)
        lines = P.wrap(words, P.get_font(size, True), inner.w)[:2]
        lh = P.line_h(size, True)
        top = inner.centery - lh * len(lines) // 2
        for i, line in enumerate(lines):
            P.text(surface, line, size, THEME["ink"], (inner.centerx, top + i * lh), "midtop", bold=True)
        return y + max(bh, lh * len(lines)) + self.px(4)

    def _res_row(self, surface: pygame.Surface, x: int, y: int, w: int, what: str, offered: set[str]) -> int:
        size = self.fs(14)
        lab_w = max(P.get_font(size, True).size(self.t(f"amt.{k}"))[0] for k in ("give", "get")) + self.px(8)
        P.text(surface, self.t(f"amt.{what}"), size, THEME["accent"], (x, y + self.px(14)), "midleft", bold=True)
        gap = self.px(4)
        cw = (w - lab_w - 2 * gap) // 3
        bh = self.px(28)
        me = self._me()
        for i, res in enumerate(RESOURCES):
            r = pygame.Rect(x + lab_w + i * (cw + gap), y, cw, bh)
            on = res in offered
            self._small_button(surface, r, "", on, (what, res), lit=self.pick.get(what) == res)
            P.res_icon(surface, res, (r.x + self.px(14), r.centery), self.px(6))
            count = str(me.r(res)) if me is not None else ""
            P.text(surface, count, size, THEME["ink"] if on else THEME["ink_faint"], (r.x + self.px(26), r.centery),
                   "midleft", bold=True)
        return y + bh + self.px(4)

    def step_info(self, payload: tuple) -> tuple[str, str]:
        what, value = payload
        if what in ("give", "get"):
            return self.t(f"amt.{what}.tip", r=T.res_name(value, self.lang)), self.t("amt.hint")
        if what == "recruit":
            return self.t("amt.recruit"), self.t("amt.recruit.tip")
        return self.t("amt.exchange"), self.t("amt.hint")
