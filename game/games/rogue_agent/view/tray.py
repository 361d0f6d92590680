"""Rogue Agent table: the dice tray -- which roll it shows (the acting side's, the defender's, the
Time phase's regular dice), throwing it, its heading (hits, patrol cars) and picking dice for a reroll.

A mixin of ``table.RogueAgentView``: it reads the view's state, layout and choices.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.games.rogue_agent import content as K
from game.games.rogue_agent.view import layout as LY
from game.games.rogue_agent.view import paint as P
from game.games.rogue_agent.view.texts import name as cname
from game.games.rogue_agent.view.texts import t
from game.ui import style
from game.ui.render.dice import DiceTray

ROLL_KINDS = ("attack", "attack_assassin", "attack_android", "attack_agent", "attack_location")
ROLL_STARTS = ROLL_KINDS + ("search", "defuse", "steal", "assign")  # actions that lead to a roll


class DiceTrayPart:
    """The tray's part of the table view."""

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

    def bench_roll(self) -> None:
        """For ``python -m game bench``: a full attack-and-search pool (3 red, 3 green, 3 black)
        tumbles in the tray, thrown again each time it settles: frame times while dice roll."""
        self.bench_rolling = True
        self._bench_throw()

    def _bench_throw(self) -> None:
        rng = self.ui_rng
        self.shown_rolls = [[(c, rng.choice(K.FACES[c])) for c in "RRRGGGKKK"]]
        self._make_trays(animate=True)

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
        self.white_rows = self._white_rows(L)
        for tr in self.trays if not self.white_rows else ():
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
        if self.white_rows:  # choosing a white group's colour: each colour's six faces, click one
            self._draw_white_rows(surface, L)
        elif not any(self.shown_rolls):  # wrapped: a narrow tray takes it on two lines
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

    def _white_rows(self, L: LY.Layout) -> list[tuple[tuple, pygame.Rect]]:
        """While a white search group's colour is chosen: one row per colour offered, in the tray."""
        offered = [a for a in self.legal if a and a[0] == "colour"] if self.acting is not None else []
        if not offered:
            return []
        area = L.tray.inflate(-L.px(8), -L.px(8))
        h = min(L.px(44), area.h // len(offered))
        return [(a, pygame.Rect(area.x, area.y + i * h, area.w, h - L.px(3))) for i, a in enumerate(offered)]

    def _draw_white_rows(self, surface: pygame.Surface, L: LY.Layout) -> None:
        """Each colour with its six faces: what a die of that colour can roll (spec 2.10)."""
        font = style.font(L.fs(14), True)
        label_w = max(font.size(cname(K.COLOUR_NAMES[a[1]], self.lang).capitalize())[0] for a, _r in self.white_rows)
        for a, r in self.white_rows:
            colour = a[1]
            hot = r.collidepoint(self.mouse)
            style.panel(surface, r, (44, 52, 74) if hot else (30, 36, 52), P.GLOW if hot else (70, 86, 120),
                        radius=L.px(6))
            size = max(8, min(r.h - L.px(8), (r.w - label_w - L.px(20)) // 6 - L.px(4)))
            P.text(surface, cname(K.COLOUR_NAMES[colour], self.lang).capitalize(), L.fs(14), P.INK,
                   (r.x + L.px(8), r.centery), "midleft", bold=True, max_width=label_w + L.px(4))
            x = r.right - 6 * (size + L.px(4))
            for face in K.FACES[colour]:
                surface.blit(P.die_image(colour, face, size), (x, r.centery - size // 2))
                x += size + L.px(4)
