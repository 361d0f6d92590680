"""The fight in the Metro table's column: both sides, their strengths before and after the combat
cards, the two cards flipping together, the result, the viewer's hand, and the last fight kept
until the next one."""
from __future__ import annotations

import math
from typing import Any

import pygame

import game.games.metro2033.view.odds as O
import game.games.metro2033.view.paint as P
from game.engine.core import HIDDEN
from game.engine.text import personalize
from game.games.metro2033 import flow
from game.games.metro2033 import text as T
from game.games.metro2033.content import COMBAT, DANGERS, HEROES, STATIONS, name
from game.games.metro2033.state import replace as _replace
from game.games.metro2033.view.theme import THEME


class FightMixin:
    """The combat box (mixed into ``Metro2033View``)."""

    def _fight_model(self) -> dict[str, Any] | None:
        """What the combat box shows: the fight on the table, or the one that just resolved
        (its two cards, which are public once revealed, and the engine's strengths and result)."""
        s = self.state
        c = s.combat
        if c is not None:
            base, total = self._strengths()
            resolved = c.revealed and bool(c.result or c.strengths != (0, 0)) or (c.defender < 0 and c.strengths != (0, 0))
            return {"att": c.attacker, "att_unit": c.att_unit, "dfn": c.defender, "def_unit": c.def_unit,
                    "station": c.station, "danger": c.danger,
                    "cards": list(c.cards) if c.defender >= 0 else ["", c.danger],
                    "revealed": c.revealed or c.defender < 0, "base": base, "total": total,
                    "result": c.result if resolved else None, "live": True}
        pb = self.playback
        if pb is not None and pb.get("fights") == s.fights:
            return pb
        return None

    def _playback_from(self, s: Any, prev: Any) -> dict[str, Any] | None:
        if not s.last_fight:
            return None
        _purpose, att, att_unit, dfn, def_unit, station, danger, sa, sd, result = s.last_fight
        cards: list[Any] = ["", danger] if dfn < 0 else ["", ""]
        if dfn >= 0:
            pc = prev.combat if prev is not None else None
            if pc is not None and pc.defender == dfn:
                cards = [x if x is not HIDDEN else "" for x in pc.cards]
            cards[0] = cards[0] or self._played.get(att, "")
            cards[1] = cards[1] or self._played.get(dfn, "")
        self._played = {}
        base = total = (sa, sd)
        if dfn >= 0 and cards[0] in COMBAT and cards[1] in COMBAT:
            bonus = (COMBAT[cards[0]]["vs"][COMBAT[cards[1]]["type"]], COMBAT[cards[1]]["vs"][COMBAT[cards[0]]["type"]])
            base = (sa - bonus[0], sd - bonus[1])
        return {"att": att, "att_unit": att_unit, "dfn": dfn, "def_unit": def_unit, "station": station,
                "danger": danger, "cards": cards, "revealed": True, "base": base, "total": total,
                "result": result, "live": False, "fights": s.fights}

    def _draw_combat(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        s = self.state
        size = self.fs(14)
        m = self._fight_model()
        if m is None:
            f = s.last_fight
            y = self._heading(surface, self.t("fight.last"), x, y, w)
            line = personalize(T.fight_words(f, self.lang), self.ctx.names, self.lang)
            return y + P.block(surface, line, size, THEME["ink_soft"], pygame.Rect(x, y, w, 300)) + self.px(8)
        y = self._heading(surface, self.t("fight") if m["live"] else self.t("fight.last"), x, y, w)
        left = self._side_name(m["att"], m["att_unit"])
        if m["dfn"] >= 0:
            right = self._side_name(m["dfn"], m["def_unit"])
        elif m["danger"]:
            right = T.card_name(m["danger"], self.lang)
        else:
            right = T.st_name(m["station"], self.lang)
        half = (w - self.px(8)) // 2
        right_col = self._seat_colour(m["dfn"]) if m["dfn"] >= 0 else (226, 110, 90)
        for i, (label, colr) in enumerate(((left, self._seat_colour(m["att"])), (right, right_col))):
            P.block(surface, label, size, self._ink(colr), pygame.Rect(x + i * (half + self.px(8)), y, half, 80), bold=True,
                    max_lines=2)
        y += P.line_h(size, True) * 2 + self.px(2)
        if m["station"]:
            y += P.block(surface, T.st_name(m["station"], self.lang), size, THEME["ink_soft"], pygame.Rect(x, y, w, 60))
        # the two played cards (or the danger card) flip together
        ch = int(P.line_h(size, True) * 2 + P.line_h(size) + self.px(12))
        progress = 1 - self.flip / max(1e-6, self.flip_total) if self.flip > 0 else 1.0
        squeeze = abs(math.cos(progress * math.pi)) if self.flip > 0 else 1.0
        cards = m["cards"]
        for i, card in enumerate(cards):
            r = pygame.Rect(x + i * (half + self.px(8)), y, half, ch)
            if not card:
                if i == 0 and m["dfn"] < 0 and any(cards):  # against a danger: the attacking unit faces its card
                    self._unit_card(surface, r, m["att"], m["att_unit"], size)
                continue
            pvp = m["dfn"] >= 0
            face = card is not HIDDEN and (not pvp or not m["revealed"] or progress >= 0.5)
            accent = (200, 90, 70) if card in DANGERS else (120, 150, 210)
            P.card_box(surface, r, T.card_name(card, self.lang) if face else self.t("fight.hidden"),
                       self._card_sub(card) if face else "", size, accent, face_up=face,
                       squeeze=squeeze if pvp and self.flip > 0 else 1.0)
            self.hot.append((r, "card", card))
        if any(cards):
            y += ch + self.px(6)
        base, total = m["base"], m["total"]
        if base is not None and total is not None and self.flip <= 0:
            big = self.fs(18)
            for i in (0, 1):  # before the reveal: each side's own strength (public); after it the cards add up
                bonus = total[i] - base[i]
                words = f"{base[i]} + {bonus} = {total[i]}" if m["dfn"] >= 0 and m["revealed"] else f"{base[i]}"
                P.text(surface, words, big, THEME["ink"], (x + i * (half + self.px(8)), y), bold=True)
            y += P.line_h(big, True)
        if m["live"] and m["result"] is None and not (m["dfn"] >= 0 and m["revealed"]) and not self._my_hand():
            # (a seat choosing its card has the odds of each card on its hover, and needs the room)
            y = self._draw_live_odds(surface, x, y, w, left, size)
        if m["result"] is not None and self.flip <= 0:
            verdict = {1: "fight.wins", -1: "fight.loses", 0: "fight.draw"}[m["result"]]
            words = self.t(verdict, w=left, l=right) if m["result"] > 0 else self.t(verdict, w=right, l=left)
            colour = THEME["accent"] if self.fight_flash > 0 or m["live"] else THEME["ink_soft"]
            y += P.block(surface, words, size, colour, pygame.Rect(x, y, w, 80), bold=True)
        mine = self._my_hand()
        if mine:
            y = self._heading(surface, self.t("fight.hand"), x, y + self.px(4), w)
            per = max(1, (w + self.px(6)) // (self.px(130) + self.px(6)))
            for k in range(0, len(mine), per):
                y = self._card_row(surface, mine[k:k + per], x, y, w, "hand", (120, 150, 210), max_h=ch)
        return y + self.px(6)

    def _draw_live_odds(self, surface: pygame.Surface, x: int, y: int, w: int, left: str, size: int) -> int:
        """The attacker's chance in the fight on the table (public: its strengths and, between
        players, the 7 combat cards at random), before the cards are revealed."""
        s = self.state
        c = s.combat
        try:
            if c.defender >= 0:
                o = O.vs_player(s, c.attacker, c.att_unit, c.defender, c.def_unit, c.station, c.purpose)
            elif c.danger or STATIONS.get(c.station) is not None and STATIONS[c.station].type == "polis":
                a, d = flow.combat_strengths(s)
                o = O.Odds(float(a > d), float(a == d), float(a < d), "known", 1)
            else:
                return y
        except Exception:  # the odds are a nicety: never let them break the table
            return y
        if o is None:
            return y
        pct = [round(100 * v) for v in (o.win, o.draw, o.lose)]
        line = self.t("odds.side", who=left, w=pct[0], d=pct[1], l=pct[2])
        return y + P.block(surface, line, size, THEME["ink_soft"], pygame.Rect(x, y, w, 80)) + self.px(2)

    def _unit_card(self, surface: pygame.Surface, r: pygame.Rect, seat: int, unit: str, size: int) -> None:
        """The army or hero that fights a danger, as a card in its seat's colour: its name and strength."""
        p = self.state.players[seat]
        if unit == "hero" and p.hero:
            title = name(HEROES[p.hero], self.lang)
            sub = self.t("hero.line", s=flow.hero_base_strength(p), v=flow.hero_speed(p))
            self.hot.append((r, "hero", seat))
        else:
            title = self._side_name(seat, unit)
            sub = self.t("army.card", a=p.army)
            self.hot.append((r, "army", seat))
        P.card_box(surface, r, title, sub, size, self._seat_colour(seat))

    def _my_hand(self) -> list[str]:
        c, me = self.state.combat, self.viewer
        if c is None or me is None or c.defender < 0:
            return []
        for i, seat in enumerate((c.attacker, c.defender)):
            if seat == me and c.hands[i] and all(x is not HIDDEN for x in c.hands[i]) and not c.revealed:
                return list(c.hands[i])
        return []

    def _strengths(self) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
        """Both sides' strength before the combat cards and with them (the engine's own sum)."""
        s = self.state
        c = s.combat
        if c is None:
            return None, None
        if c.defender < 0:
            if c.strengths != (0, 0):
                return c.strengths, c.strengths
            try:
                v = flow.combat_strengths(s)
                return v, v
            except Exception:
                return None, None
        try:
            base = flow.combat_strengths(_replace(s, combat=_replace(c, revealed=False)))
            total = flow.combat_strengths(s) if c.revealed else base
            return base, total
        except Exception:
            return None, None

    def _side_name(self, seat: int, unit: str) -> str:
        return f"{self.who(seat)} – {T.UNIT['hu' if self.lang == 'hu' else 'en'].get(unit, unit)}"
