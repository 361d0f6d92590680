"""The Metro table's hover texts: stations, heroes, cards of every kind, the column's items, and
the player panels' lines and hovers."""
from __future__ import annotations

from typing import Any

import game.games.metro2033.view.odds as O
from game.engine.core import HIDDEN
from game.engine.text import personalize
from game.games.metro2033 import flow, orders
from game.games.metro2033 import text as T
from game.games.metro2033.basics import annex_cost
from game.games.metro2033.content import (
    ABILITIES,
    COMBAT,
    DANGERS,
    EQUIPMENT,
    FACTIONS,
    GOALS,
    HEROES,
    LAWS,
    QUESTS,
    STATIONS,
    ZONE_NAMES,
    name,
)
from game.games.metro2033.state import hero_wounded
from game.games.metro2033.view.texts import FACTION_ABILITY, HERO_ABILITY


class TooltipsMixin:
    """Full texts on hover (mixed into ``Metro2033View``)."""

    def hover_info(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        if self.state is None:
            return None
        for rect, kind, payload in reversed(self.hot):
            if rect.collidepoint(pos):
                return self._item_info(kind, payload)
        if self.renderer is not None and self.map_rect.collidepoint(pos):
            hero = self._hero_at_pos(pos)
            if hero is not None:
                return self.hero_info(hero)
            army = self._army_at_pos(pos)
            if army is not None and self.renderer.node_at(pos, slack=0) is None:
                return self.army_info(army)
            st = self.renderer.node_at(pos, slack=self.px(4))
            if st is not None:
                return self.station_info(st)
        return None

    def _item_info(self, kind: str, payload: Any) -> tuple[str, str] | None:
        if kind in ("card", "hand"):
            return self.card_info(payload)
        if kind == "law":
            return self.card_info(payload) if payload else (self.t("law"), self.t("law.none"))
        if kind == "action":
            return self.choice_label(payload), self.choice_tip(payload)
        if kind == "step":
            return self.step_info(payload)
        if kind == "seat":
            return self.panel_hover(payload)
        if kind == "hero":
            return self.hero_info(payload)
        if kind == "army":
            return self.army_info(payload)
        if kind == "round":
            return self._round_info(payload)
        if kind == "track":
            return payload, self.t("track.help")
        if kind == "seat_head":
            return self.t("tbl.title"), self.t("tbl.help")
        return None

    def station_info(self, st: str) -> tuple[str, str]:
        s, info = self.state, STATIONS[st]
        lines = [self.t(f"type.{info.type}")]
        lines.append(self.t("st.zone", z=name({"name": ZONE_NAMES[info.zone]}, self.lang)))
        if self._active and st not in self._active:
            lines.append(self.t("st.inactive"))
        if info.res:
            lines.append(self.t("st.res", r=self.t(f"res.{info.res}")))
        if info.home:
            lines.append(self.t("st.home", f=name(FACTIONS[info.home], self.lang)))
        owner = s.owner_map().get(st)
        if info.type in ("regular", "polis"):
            lines.append(self.t("st.owner", who=self._seat_faction(owner)) if owner is not None else self.t("st.neutral"))
        heroes = self._hero_seats_at(st)
        if heroes:
            lines.append(self.t("st.heroes", h=", ".join(f"{name(HEROES[s.players[i].hero], self.lang)} ({self.who(i)})"
                                                         for i in heroes)))
        acts = self.station_actions(st) if self.acting is not None else []
        for a in acts:
            lines.append(self.t("st.click", what=self.choice_label(a)))
            lines += self.odds_lines(a)
        inactive = bool(self._active) and st not in self._active
        if self.acting is not None and not acts and self.lit_targets() and not inactive:  # why a click is refused
            why = orders.refusal(self.state, self.acting, st, self.lang)
            lines.append(self.t("st.not_now", why=personalize(why, self.ctx.names, self.lang)))
        return T.st_name(st, self.lang), "\n".join(lines)

    # ----- fight odds (issue 17) --------------------------------------------------------------------
    def odds_lines(self, a: Any) -> list[str]:
        """The chance to win, draw or lose the fight a legal action starts, and what it rests on."""
        if self.acting is None or self.state is None:
            return []
        try:
            o = O.action_odds(self.state, self.acting, a, self.viewer)
        except Exception:  # a hover text is a nicety: never let it break the table
            return []
        return self._odds_words(o) + self._annex_words(a)

    def _annex_words(self, a: Any) -> list[str]:
        """What annexing the station after a win costs (the engine's price), and whether the
        player could pay it now."""
        s, seat = self.state, self.acting
        if a[0] != "attack" or seat is None:
            return []
        st = a[1] if len(a) > 1 else s.players[seat].hero_at
        owner = s.owner_map().get(st)
        cost = annex_cost(s, seat, st, 1 if owner is not None else 0)
        words = orders.cost_words(cost, self.lang)
        ok = all(s.players[seat].r(r) >= k for r, k in cost.items())
        return [self.t("odds.annex" if ok else "odds.annex_short", cost=words)]

    def _odds_words(self, o: O.Odds | None) -> list[str]:
        if o is None:
            return []
        pct = [round(100 * x) for x in (o.win, o.draw, o.lose)]
        line = self.t("odds.line", w=pct[0], d=pct[1], l=pct[2])
        s = self.state
        out = [line, self.t(f"odds.{o.why}", n=o.n, s="II" if s.stage == 2 else "I")]
        return out + ([self.t("odds.hero")] if o.hero_may_defend else [])

    def _wounded(self, seat: int) -> bool:
        """Wounded now: until the end of the hero phase it misses (the engine keeps the round
        number afterwards, so the field alone is not the answer)."""
        return hero_wounded(self.state, self.state.players[seat])

    def _seat_faction(self, seat: int) -> str:
        p = self.state.players[seat]
        return f"{self.who(seat)} ({name(FACTIONS[p.faction], self.lang)})" if p.faction else self.who(seat)

    def hero_info(self, seat: int) -> tuple[str, str]:
        p = self.state.players[seat]
        h = HEROES[p.hero]
        lines = [self._seat_faction(seat),
                 self.t("hero.line", s=flow.hero_base_strength(p), v=flow.hero_speed(p)),
                 f"{name({'name': h['ability_name']}, self.lang)}: {self.t(HERO_ABILITY.get(h['ability'], ''))}"]
        if p.equipment:
            lines.append(self.t("hero.equipment", e=", ".join(T.card_name(e, self.lang) for e in p.equipment)))
        lines.append(self.t("hero.wounded", r=p.wounded) if self._wounded(seat) else self.t("hero.fine"))
        lines.append(self.t("hero.reach"))
        for a in self.legal if self.acting is not None else []:
            if a[0] in ("attack_hero", "duel") and a[1] == seat:
                lines.append(self.t("st.click", what=self.choice_label(a)))
                lines += self.odds_lines(a)
        return name(h, self.lang), "\n".join(lines)

    def card_info(self, cid: Any) -> tuple[str, str]:
        lang = self.lang
        if cid is HIDDEN or not isinstance(cid, str):
            return self.t("quest.hidden"), ""
        if cid in EQUIPMENT:
            e = EQUIPMENT[cid]
            lines = [self.t("eq.line", s=e["str"], v=e["spd"])]
            lines += [self.t("eq.vs", t=self.t(f"dtype.{k}"), n=v) for k, v in e["vs"].items() if v]
            lines.append(self.t("eq.cost"))
            return name(e, lang), "\n".join(lines)
        if cid in QUESTS:
            q = QUESTS[cid]
            g, ab = GOALS[q["goal"]], ABILITIES[q["ability"]]
            help_ = ab.get(f"help_{lang}") or ab["help_en"]
            return name(q, lang), "\n".join([self.t("quest.goal", g=g.get(lang) or g["en"]),
                                             self.t("quest.ability", a=ab.get(lang) or ab["en"], h=help_)])
        if cid in DANGERS:
            d = DANGERS[cid]
            lines = [self.t("danger.line", t=self.t(f"dtype.{d['type']}").capitalize(), s=d["str"])]
            lines.append(self.t("danger.reward", r=", ".join(self._reward(k, v) for k, v in d["reward"].items())))
            if d["property"]:
                lines.append(self.t(f"danger.prop.{d['property']}"))
            return name(d, lang), "\n".join(lines)
        if cid in COMBAT:
            c = COMBAT[cid]
            lines = [self.t("combat.line", t=self.t(f"ctype.{c['type']}").capitalize())]
            lines += [self.t("combat.vs", t=self.t(f"ctype.{k}"), n=v) for k, v in c["vs"].items()]
            s = self.state
            if s is not None and self.viewer is not None and s.combat is not None and not s.combat.revealed:
                lines += self._odds_words(O.hand_odds(s, self.viewer, cid))
            return name(c, lang), "\n".join(lines)
        if cid in HEROES:
            h = HEROES[cid]
            return name(h, lang), "\n".join([
                self.t("hero.line", s=h["str"], v=h["spd"]),
                f"{name({'name': h['ability_name']}, lang)}: {self.t(HERO_ABILITY.get(h['ability'], ''))}"])
        if cid in FACTIONS:
            return name(FACTIONS[cid], lang), T.faction_help(cid, lang)
        if cid in LAWS:
            law = LAWS[cid]
            body = law["text"].get(lang) or law["text"]["en"]
            s = self.state
            if s is not None and s.law == cid and s.opt("law_duration"):
                body += "\n" + self.t("law.until", r=s.law_round + s.opt("law_duration") - 1)
            return name(law, lang), body
        return T.card_name(cid, lang), ""

    def _reward(self, k: str, v: int) -> str:
        if k in ("equipment", "army"):
            return self.t(f"reward.{k}")
        return f"{v} {self.t(f'res.{k}')}"

    # ----- player panels -----------------------------------------------------------------
    def panel_lines(self, view_state: Any, seat: int) -> list[str]:
        s = view_state
        if s is None or seat >= len(s.players):
            return []
        p = s.players[seat]
        if not p.faction:
            return []
        hero = name(HEROES[p.hero], self.lang) if p.hero else self.t("panel.nohero")
        if p.hero and hero_wounded(s, p):
            hero += f" ({self.t('panel.wounded')})"
        lim = flow.eq_limit(s)
        out = [self.t("panel.vp_army_hero", v=p.vp(), t=flow.vp_target(p), x=p.army, h=hero),
               self.t("panel.res", p=p.res[0], m=p.res[1], a=p.res[2]),
               f"{name(FACTIONS[p.faction], self.lang)} · " + self.t("panel.st_eq_q", s=len(p.stations), n=len(p.equipment),
                                                                      lim=lim, q=len(p.quests), d=len(p.done))]
        return out

    def panel_hover(self, seat: int) -> tuple[str, str] | None:
        s = self.state
        if s is None or seat >= len(s.players) or not s.players[seat].faction:
            return None
        p = s.players[seat]
        f = FACTIONS[p.faction]
        lines = [self.t("panel.faction", f=name({"name": f["ability_name"]}, self.lang), a=self.t(FACTION_ABILITY.get(f["ability"], "")))]
        if p.hero:
            key = "panel.hero_w" if hero_wounded(s, p) else "panel.hero"
            lines.append(self.t(key, h=name(HEROES[p.hero], self.lang), st=T.st_name(p.hero_at, self.lang) if p.hero_at else "–"))
            lines.append(self.t("hero.line", s=flow.hero_base_strength(p), v=flow.hero_speed(p)))
        lines.append(self.t("panel.res", p=p.res[0], m=p.res[1], a=p.res[2]))
        lines.append(self.t("panel.army", a=p.army, s=len(p.stations)))
        lines.append(self.t("panel.eq", n=len(p.equipment), lim=flow.eq_limit(s)) +
                     (": " + ", ".join(T.card_name(e, self.lang) for e in p.equipment) if p.equipment else ""))
        lines.append(self.t("panel.vp", v=p.vp(), t=flow.vp_target(p), q=len(p.quests), d=len(p.done)))
        if p.done:
            lines.append(self.t("panel.done", q=", ".join(T.card_name(q, self.lang) for q in p.done)))
        if p.stations:
            lines.append(self.t("panel.stations", s=", ".join(T.st_name(x, self.lang) for x in p.stations)))
        if p.scout:
            lines.append(self.t("panel.scout"))
        if s.first == seat:
            lines.append(self.t("panel.first"))
        return f"{self.who(seat)} – {name(f, self.lang)}", "\n".join(lines)
