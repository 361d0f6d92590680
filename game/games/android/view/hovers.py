"""The Android table's hover texts: every place, suspect, card, hunch, lead, marker, day and
deck says what it is and what it does, from the view's own state only.

Mixed into ``AndroidView`` (``table.py``): the methods use its state, fonts, words and ``hot`` list."""

from __future__ import annotations

from typing import Any

from game.engine.core import HIDDEN
from game.games.android import labels, scoring
from game.games.android import text as AT
from game.games.android.content import CONTENT
from game.games.android.flow import time_spent
from game.games.android.view.texts import EFFECTS, WORDS, effect_words
from game.games.android.view.theme import (
    LOC,
)


class HoverTexts:
    """The (title, body) of whatever is under the pointer."""

    def hover_info(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        for rect, kind, payload in reversed(self.hot):
            if rect.collidepoint(pos):
                return self._item_info(kind, payload)
        if self.renderer is not None and self.map_rect.collidepoint(pos):
            lid = self.renderer.node_at(pos)
            if lid is not None:
                return self.location_info(str(lid))
        return None

    def _item_info(self, kind: str, payload: Any) -> tuple[str, str] | None:
        if kind == "suspect":
            return self.suspect_info(payload)
        if kind == "card":
            return self.card_info(payload)
        if kind == "hunch":
            return self.hunch_info(payload)
        if kind == "action":
            return self.choice_label(payload), self.describe(payload)
        if kind == "detective":
            return self.detective_info(payload)
        if kind == "lead":
            return self.lead_info(payload)
        if kind == "npc":
            name = AT.T[AT._lang(self.lang)]["lily" if payload == "lily" else "jimmy_n"]
            return name, self.t(f"npc.{payload}")
        if kind == "warrant":
            return self.t("warrant", who=self.who(payload)), self.t("warrant_help")
        if kind == "cell":
            return self.cell_info(payload)
        if kind == "ev_suspect":
            return self.evidence_row_info(payload)
        if kind == "ev_face":
            return self.t("ev.up" if payload else "ev.down"), self.t("ev.up_help" if payload else "ev.down_help")
        if kind == "score":
            return self.score_info(payload)
        if kind == "closing":
            return self.t("close.hide" if not self.closing_hidden else "close.show"), ""
        if kind == "group":
            return self.group_info(payload)
        if kind == "order_step":
            return self.order_step_info(payload)
        if kind == "tab":
            return self.t(f"tab.{payload}"), ""
        if kind in ("confirm", "cancel"):
            return self.t(kind), self.choice_label(payload) if payload is not None else ""
        if kind == "events":
            return self.events_info()
        if kind == "deck":
            return self.deck_info(payload)
        if kind == "time":
            s = self.state
            body = self.t("time_help", who=self.who(s.active))
            if time_spent(s):
                body += "\n" + self.t("time_over")
            return self.t("time", n=s.time), body
        if kind == "event_marker":
            return self.event_marker_info(payload)
        if kind == "day":
            return self.day_info(payload)
        return None

    def location_info(self, lid: str) -> tuple[str, str]:
        s, loc = self.state, LOC[lid]
        lines = [self.t("type", t=self.t(f"type.{loc.type}")), self.t("quality", q=self.t(f"quality.{loc.quality}")),
                 self.t("district", d=CONTENT.districts[loc.district]["name"].get(self.lang, loc.district))]
        lines.append(self.t("square", g=loc.grid))
        if loc.restricted:
            lines.append(self.t("restricted"))
        for kind, where in CONTENT.banks.items():
            if where == lid and s is not None and f"bank.{kind}" in WORDS["en"]:
                lines.append(self.t(f"bank.{kind}", n=s.bank_of(kind)))
        if s is not None:
            murder = CONTENT.murders.get(s.murder)
            if murder is not None and murder.crime_scene == lid:
                lines.append(self.t("crime"))
            here = [self.who(i) for i, p in enumerate(s.players) if p.location == lid]
            if here:
                lines.append(self.t("here", who=", ".join(here)))
            lead = s.lead_at(lid)
            if lead is not None:
                lines.append(self.t("lead_here", k=AT.FILE_NAMES[AT._lang(self.lang)][lead.kind]))
            for which, name_key in (("lily", "lily"), ("jimmy", "jimmy_n")):
                if getattr(s, which) == lid:
                    lines.append(self.t("npc", n=AT.T[AT._lang(self.lang)][name_key]))
            for i, p in enumerate(s.players):
                if lid in p.warrants:
                    lines.append(self.t("warrant", who=self.who(i)))
            for eid in self.event_places().get(lid, ()):
                lines.append(self.t("event_here", e=self.event_name(eid)))
        acts = self.location_actions(lid)
        lines += [self.choice_label(a) for a in acts]  # the order names its cost
        if not acts and s is not None and self.acting is not None and s.queue and s.queue[0][0] == "act":
            why = labels.refusal(s, self.acting, lid, self.lang)
            if why:
                lines.append(why)
        return self.loc_name(lid), "\n".join(lines)

    def day_info(self, d: int) -> tuple[str, str]:
        cal = CONTENT.calendars.get(self.state.calendar)
        lines = []
        if cal is not None and 1 <= d <= len(cal.days):
            day = cal.day(d)
            lines.append(self.t("week_day", w=cal.week_of(d), k=cal.day_of_week(d)))
            lines += [self.t(f"day.{k}") for k in (*day.start, *day.end) if f"day.{k}" in WORDS["en"]]
            if d == cal.last_day:
                lines.append(self.t("day.close"))
            if cal.is_climax(d):
                lines.append(self.t("climax"))
        if d == self.state.day:
            lines.append(self.t("today"))
        return self.t("calendar", d=d, n=self._last_day()), "\n".join(lines)

    def lead_info(self, lead_id: str) -> tuple[str, str]:
        lead = next((ld for ld in self.state.leads if ld.id == lead_id), None)
        if lead is None:
            return "?", ""
        file = AT.FILE_NAMES[AT._lang(self.lang)].get(lead.kind, lead.kind)
        body = self.t("lead_help", t=self.t(f"type.{lead.colour}"))
        if lead.location in LOC:
            body = self.loc_name(lead.location) + "\n" + body
        return self.t("lead_here", k=file), body

    def suspect_info(self, sid: str) -> tuple[str, str]:
        s = self.state
        sus = CONTENT.suspects[sid]
        fn = AT.FILE_NAMES[AT._lang(self.lang)]
        lines = [self.t("strong", f=fn[sus.strong]), self.t("normal", f=fn[sus.normal]), self.t("weak", f=fn[sus.weak])]
        st = next((x for x in s.suspects if x.id == sid), None) if s is not None else None
        if st is not None:
            lines.append(self.t("hits", n=st.hits) + ", " + self.t("alibis", n=st.alibis)
                         + ("" if st.alive else ", " + self.t("dead")))
            for tok in st.tokens:
                lines.append(f"{self.token_text(tok)} · {self.t('file', f=fn.get(tok.file, tok.file))} · "
                             f"{self.t('placed_by', who=self.who(tok.placer))}")
            if s.over and st.alive and not any(t.code is HIDDEN for t in st.tokens):
                calc = scoring.suspect_total(st)
                for side, v in calc["discarded"].items():
                    lines.append(self.t(f"discard.{side}", v=v))
                lines.append(self.t("guilt", n=calc["total"]))
        return AT.sus_name(sid, self.lang), "\n".join(lines)

    def token_text(self, tok: Any) -> str:
        if tok.code is HIDDEN:
            return self.t("unknown_token")
        words = AT._token_words(tok.code, self.lang)
        return words if tok.face_up else self.t("token_known", v=words)

    def hunch_info(self, which: str) -> tuple[str, str]:
        p = self.state.players[self.viewer] if self.viewer is not None else None
        if p is None or p.guilty in ("", HIDDEN):
            return self.t("hunches"), ""
        sid = p.guilty if which == "guilty" else p.innocent
        body = self.t(f"hunch.{which}")
        if p.guilty == p.innocent:
            body += "\n" + self.t("obsessed")
        return self.t(which, s=AT.sus_name(sid, self.lang)), body

    def card_info(self, cid: Any) -> tuple[str, str]:
        c = CONTENT.cards.get(cid) if isinstance(cid, str) else None
        if c is None:
            return "?", ""
        L = AT._lang(self.lang)
        E = EFFECTS[L]
        side = self.t("light_card" if c.side == "light" else "dark_card", n=c.cost)
        det = CONTENT.detectives.get(c.detective)
        who = det.name.get(self.lang, det.name["en"]) if det is not None else E["target"]
        timing, _, arg = c.timing.partition("(")
        key = f"when.{timing}"
        when = E[key].format(who=who, t=self.t(f"type.{arg.rstrip(')')}") if arg else "") if key in E else \
            self.t("timing.trigger")
        effect = effect_words(c.ops, L, who, AT.FAVOR_NAMES[L], AT.FILE_NAMES[L],
                              lambda pid: CONTENT.plots[pid].name.get(L, pid) if pid in CONTENT.plots else pid,
                              lambda n: AT.npc_name(n, L))
        lines = [side, E["when"].format(w=when), E["effect"].format(e=effect)]
        v = self.viewer
        if self.state is not None and v is not None and 0 <= v < len(self.state.players):
            order = dict(self.state.players[v].orders).get(cid)
            if order is not None:
                lines.append(self.order_status(order))
        if c.traits:
            lines.append(E["traits"].format(t=", ".join(E.get(f"trait.{t}", t) for t in c.traits)))
        return self.card_name(cid), "\n".join(lines)

    def event_marker_info(self, eid: str) -> tuple[str, str]:
        ev = CONTENT.events[eid]
        ab = ev.data.get("ability", {})
        lines = []
        if ev.npc:
            lines.append(self.t("npc", n=AT.npc_name(ev.npc, self.lang)))
        lines.append(self.t("ev_ability", n=ab.get("time", 0), loc=self.loc_name(ab.get("location", ""))))
        only = ab.get("only")
        if only in CONTENT.detectives:
            det = CONTENT.detectives[only]
            lines.append(self.t("ev_only", d=det.name.get(self.lang, det.name["en"])))
        if ab.get("first_only"):
            lines.append(self.t("ev_once"))
        return self.event_name(eid), "\n".join(lines)

    def events_info(self) -> tuple[str, str]:
        s = self.state
        lines = [f"{self.event_name(e)} ({self.t('event_on' if on else 'event_off')})" for e, on in s.track]
        spec = self.t("specific_hidden") if s.specific is HIDDEN or not s.specific_done else self.event_name(s.specific)
        lines.append(f"{self.t('specific')}: {spec}")
        lines.append(self.t("event_deck", n=len(s.event_deck)))
        return self.t("events", e="").rstrip(": "), "\n".join(lines or [self.t("no_events")])

    def deck_info(self, key: str) -> tuple[str, str]:
        n = len(self.state.deck(key))
        return AT.deck_name(key, self.lang), self.t("deck_left", n=n)

    def event_name(self, eid: Any) -> str:
        ev = CONTENT.events.get(eid) if isinstance(eid, str) else None
        return ev.name.get(self.lang, ev.name["en"]) if ev is not None else "?"

    def panel_lines(self, view_state: Any, seat: int) -> list[str]:
        s = view_state
        if s is None or not 0 <= seat < len(s.players):
            return []
        p = s.players[seat]
        out = [AT.seat_name(s, seat, self.lang)] if p.detective else []
        counts = [self.t("time", n=s.time)] if s.active == seat else []
        # the first player is not known before the setup (and a random one's draw) is done
        drawn = not any(task and task[0] in ("deal_det", "setup", "first") for task in s.queue)
        if s.first_player == seat and drawn:
            counts.append(self.t("first"))
        counts += [self.t("twilight", n=p.twilight), self.t("cards", n=len(p.hand))]
        out.append(" · ".join(counts))  # one line the table breaks at its " · " where the panel is narrow
        c, po, so, st = p.favors
        out.append(self.t("favors", c=c, p=po, so=so, st=st))
        if p.trauma:
            out.append(self.t("trauma", n=p.trauma))
        return out

    def panel_hover(self, seat: int) -> tuple[str, str] | None:
        s = self.state
        if s is None or not 0 <= seat < len(s.players):
            return None
        p = s.players[seat]
        lines = self.panel_lines(s, seat)
        if p.plot:
            plot = CONTENT.plots.get(p.plot)
            name = plot.name.get(self.lang, plot.name["en"]) if plot else p.plot
            lines.append(self.t("plot", p=name, g=p.good, b=p.bad))
        lines.append(self.loc_name(p.location) if p.location in LOC else "")
        det = CONTENT.detectives.get(p.detective)
        title = det.title.get(self.lang, det.title["en"]) if det else ""
        return self.who(seat) + (f" — {title}" if title else ""), "\n".join(x for x in lines if x)
