"""Rogue Agent table: what hovering says -- locations, criminal cards, discs and figures, dice, the
bomb board, the patrol route with its cost, and the odds of attacks, fights and defusals.

A mixin of ``table.RogueAgentView``: it reads the view's state, layout and choices.
"""

from __future__ import annotations

import threading
from typing import Any

from game.engine.core import HIDDEN
from game.games.rogue_agent import content as K
from game.games.rogue_agent import text as TX
from game.games.rogue_agent import tips as TP
from game.games.rogue_agent.engine import icon_count, safe
from game.games.rogue_agent.view import odds as OD
from game.games.rogue_agent.view import panels as PN
from game.games.rogue_agent.view.controller import ODDS_KINDS
from game.games.rogue_agent.view.texts import name as cname
from game.games.rogue_agent.view.texts import t


def pct(x: float) -> int:
    """A chance as a whole percent."""
    return round(x * 100)


CLICK_ORDERS = ("bomb", "assassin", "assign")  # a click on the location itself takes them

class HoverTexts:
    """The hover texts and odds of the table view."""

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
        if self.menu is not None and self.menu[0].collidepoint(pos):  # an entry of a location's menu
            item = next((a for _lab, a, r in self.menu[1] if r.collidepoint(pos)), None)
            return (self.choice_label(item), self.choice_tip(item)) if item is not None else None
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
                return self._die_info(colour, face)
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
                    return self._die_info(colour, face, defender=hit[1] == 1)
                return t("d6", lang, v=face), t("d6.body", lang)
        if hit[0] == "white":  # a white group's colour, on its row of faces
            return self.choice_label(hit[1]), self.choice_tip(hit[1])
        return None

    def _die_info(self, colour: str, face: str, defender: bool = False) -> tuple[str, str]:
        """A die: its face and colour, and what that face does in this roll (a blast costs a
        searcher 1 stamina unless cancelled, is a hit in an attack, goes on the bomb board...)."""
        lang = self.lang
        title = f"{cname(K.SYMBOL_NAMES.get(face), lang).capitalize()} · {cname(K.COLOUR_NAMES[colour], lang)}"
        s = self.state
        top = s.stack[-1] if s is not None and s.stack else ()
        if s is not None and s.board is not None:
            kind = "defuse"
        elif len(top) > 2 and top[0] == "D" and top[2] in ("reroll", "amp", "search_ammo"):
            kind = "search"  # the search's own decisions: whatever the tray was told before
        else:
            kind = self.roll_kind
        body = TP.face_tip(kind, face, lang, defender)
        seat = s.turn.seat if s is not None else -1
        if kind == "search" and face == "BLAST" and 0 <= seat < len(s.players) and safe(s, seat, s.players[seat].pos):
            body += "\n" + t("die.safe_here", lang)
        return title, body

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
        """A location's card; while its one choice is an order taken by clicking it (which bomb
        ticks or which assassin strikes next, where a disc goes), that order and what it does
        come first, as the title (issue 17: a lit target says what the click does)."""
        card = self._tile_card(pos)
        acts = [a for a in self.choices.by_target.get(("tile", pos), []) if a[0] in CLICK_ORDERS]
        if card is None or self.acting is None or len(acts) != 1:
            return card
        tip = self.choice_tip(acts[0])
        return self.choice_label(acts[0]), "\n".join(x for x in (tip, f"{card[0]}: {card[1]}") if x)

    def _tile_card(self, pos: str) -> tuple[str, str] | None:
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

        return 3 if icon_count(p, "engine") else 2
