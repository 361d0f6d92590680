"""Android rules: leads and evidence (spec 6): following up a lead, moving it (the player on the
right), keeping and placing evidence, and the suspect markers (hits, alibis, peeks, warrants).
"""

from __future__ import annotations

from dataclasses import replace

from game.games.android import board
from game.games.android.conspiracy import _dig, _dig_target
from game.games.android.economy import _baggage, _bank_add, _pay, _pay_options, _plot_trigger
from game.games.android.flow import LOC, R, _note, _prepend, _push, cal, living, pile_size
from game.games.android.state import (
    AState,
    SuspectState,
    Token,
    multiset_add,
    set_at,
    with_player,
    with_suspect,
)


def _learn_suspect(s: AState, seat: int, sid: str, file: str | None = None) -> AState:
    sus = s.suspect(sid)
    toks = tuple(t if (file and t.file != file) else replace(t, known_by=tuple(sorted(set(t.known_by) | {seat})))
                 for t in sus.tokens)
    return with_suspect(s, replace(sus, tokens=toks))


def _legal_look(s: AState, head: tuple) -> list[tuple]:
    return [("look", x.id) for x in living(s)]


def _apply_look(s: AState, head: tuple, a: tuple) -> AState:
    return _push(_learn_suspect(s, head[1], a[1]))


def _follow(s: AState, seat: int, own: bool = True) -> AState:
    """Follow up the lead at the detective's location. ``own``: his follow-up action (it emits the
    follow_up and place_evidence triggers); a card effect such as follow_here emits none (8.2: effects
    of cards never open a card window)."""
    p = s.players[seat]
    lead = s.lead_at(p.location)
    assert lead is not None
    tasks: list[tuple] = []
    if cal(s).is_climax(s.day):
        s = _move_lead(s, lead.id, None)
    else:
        mover = (seat - 1) % s.num_players
        dests = board.lead_destinations(s, lead.id, mover)
        if not dests:
            s = _move_lead(s, lead.id, None)
        elif len(dests) == 1:
            s = _move_lead(s, lead.id, dests[0])
        elif s.opt("auto_move_leads") == "on":
            here = LOC[lead.location]
            s = _move_lead(s, lead.id, max(dests, key=lambda d: board.dist(here, LOC[d])))
        else:
            tasks.append(("lead_move", mover, lead.id))
    s = _plot_trigger(s, seat, "follow_up", loc=p.location)
    if own and s.active == seat and s.queue and s.queue[0][0] == "act":  # his own action, not a card effect
        tasks.append(("window", seat, ("follow_up",), ()))
        tasks.append(("lead_use", seat, lead.kind))
    else:
        tasks.append(("lead_use", seat, lead.kind, "effect"))
    return _prepend(s, *tasks)


def _move_lead(s: AState, lead_id: str, to: str | None) -> AState:
    return replace(s, leads=tuple(replace(ld, location=to) if ld.id == lead_id else ld for ld in s.leads))


def _legal_lead_move(s: AState, head: tuple) -> list[tuple]:
    return [("lead_to", lid) for lid in board.lead_destinations(s, head[2], head[1])]


def _apply_lead_move(s: AState, head: tuple, a: tuple) -> AState:
    return _push(_move_lead(s, head[2], a[1]))


def _legal_lead_use(s: AState, head: tuple) -> list[tuple]:
    out = []
    if pile_size(s) and living(s):
        out.append(("evidence",))
    p = s.players[head[1]]
    if 2 in p.directives:  # Floyd's Second Directive: he must place evidence
        return out
    if p.pile >= 0 and s.piles[p.pile]:
        out.append(("reveal",))
    if _dig_target(s, p.pile) is not None:
        out.append(("dig",))
    return out


def _apply_lead_use(s: AState, head: tuple, a: tuple) -> AState:
    seat, file = head[1], head[2]
    if a[0] == "reveal":
        return _push(s, ("piece", seat))
    if a[0] == "dig":
        return _push(_dig(s, seat))
    return _push(s, *_evidence_tasks(s, seat, file, lead=len(head) < 4))


def _evidence_tasks(s: AState, seat: int, file: str, lead: bool = False) -> list[tuple]:
    p = s.players[seat]
    place = ("place", seat, file, "lead") if lead else ("place", seat, file)
    two = p.mood == "bad" or "keep_best" in p.turn_used  # Louis's rough interrogation, Bioroid Precision
    if two and pile_size(s) >= 2:
        return [("ev", seat), ("ev", seat), ("keep", seat), place]
    return [("ev", seat), place]


def _legal_keep(s: AState, head: tuple) -> list[tuple]:
    return [("keep", c) for c in sorted(set(s.drawn))]


def _apply_keep(s: AState, head: tuple, a: tuple) -> AState:
    p = s.players[head[1]]
    s = with_player(s, head[1], turn_used=tuple(x for x in p.turn_used if x != "keep_best"))
    known = s.drawn_known + ((),) * (len(s.drawn) - len(s.drawn_known))
    i = s.drawn.index(a[1])
    rest = [(c, kn) for j, (c, kn) in enumerate(zip(s.drawn, known, strict=False)) if j != i]
    # the others go face down to the bottom of the pile; he knows them, and so does anyone who
    # already knew them (8.15.3, 10.0 keep_best, 11)
    bottom = tuple((c, tuple(sorted(set(kn) | {head[1]}))) for c, kn in rest) + s.pile_bottom
    return _push(replace(s, drawn=(a[1],), drawn_known=(known[i],), pile_bottom=bottom))


def _legal_place(s: AState, head: tuple) -> list[tuple]:
    if not s.drawn:
        return []
    ups = (0,) if len(head) > 3 and head[3] == "down" else (0, 1)  # an effect may demand face down
    return [("place", x.id, up) for x in living(s) for up in ups]


def _apply_place(s: AState, head: tuple, a: tuple) -> AState:
    seat, file = head[1], head[2]
    code = s.drawn[0]
    sus = s.suspect(a[1])
    knew = set(s.drawn_known[0]) if s.drawn_known else set()  # seen on the pile before (peek_pile, keep_best)
    tok = Token(code, file, bool(a[2]), seat, tuple(sorted(knew | {seat})))
    s = with_suspect(replace(s, drawn=(), drawn_known=()), replace(sus, tokens=sus.tokens + (tok,)))
    s = _plot_trigger(s, seat, "place_evidence", face_up=bool(a[2]))
    s = _note(s, "placed", seat, a[1], file, code if a[2] else None)
    if len(head) > 3 and head[3] == "lead" and s.active == seat:  # his own follow-up, not an effect
        return _push(s, ("window", seat, ("place_evidence",), ("token", a[1], len(sus.tokens))))
    return _push(s)


def _legal_hit(s: AState, head: tuple) -> list[tuple]:
    if s.bank_of("hit") < 1 or 1 in s.players[head[1]].directives:  # Floyd's First Directive
        return []
    optional = [("nohit",)] if len(head) > 2 and head[2] == "opt" else []
    return [("hit", x.id) for x in living(s)] + optional


def _apply_hit(s: AState, head: tuple, a: tuple) -> AState:
    if a[0] == "nohit":
        return _push(s)
    return _push(place_hit(s, head[1], a[1]))


def place_hit(s: AState, seat: int, sid: str) -> AState:
    sus = s.suspect(sid)
    s = _bank_add(s, "hit", -1)
    sus = replace(sus, hits=sus.hits + 1)
    if seat >= 0:
        s = _plot_trigger(s, seat, "place_hit")
    if sus.hits >= R["hits_to_kill"]:  # a third hit kills him at once (8.5)
        s = _bank_add(_bank_add(s, "hit", sus.hits), "alibi", sus.alibis)
        codes = [t.code for t in sus.tokens] + [c for c, _k in s.pile_top + s.pile_bottom]  # shuffled back in
        s = replace(s, evidence_pile=multiset_add(s.evidence_pile, *codes), pile_top=(), pile_bottom=())
        sus = SuspectState(sus.id, alive=False)
        s = _note(s, "killed", sid)
    return with_suspect(s, sus)


def _legal_alibi(s: AState, head: tuple) -> list[tuple]:
    if s.bank_of("alibi") < 1:
        return []
    return [("alibi", x.id) for x in living(s)]


def _apply_alibi(s: AState, head: tuple, a: tuple) -> AState:
    sus = s.suspect(a[1])
    s = _bank_add(s, "alibi", -1)
    return _push(with_suspect(s, replace(sus, alibis=sus.alibis + 1)))


def _legal_unalibi(s: AState, head: tuple) -> list[tuple]:
    most = max((x.alibis for x in living(s)), default=0)
    if most == 0:
        return []
    return [("unalibi", x.id) for x in living(s) if x.alibis == most]


def _apply_unalibi(s: AState, head: tuple, a: tuple) -> AState:
    sus = s.suspect(a[1])
    s = _bank_add(s, "alibi", 1)
    return _push(with_suspect(s, replace(sus, alibis=sus.alibis - 1)))


def _legal_peek(s: AState, head: tuple) -> list[tuple]:
    seat = head[1]
    return [("peek", x.id, i) for x in living(s) for i, t in enumerate(x.tokens)
            if not t.face_up and seat not in t.known_by]


def _apply_peek(s: AState, head: tuple, a: tuple) -> AState:
    sus = s.suspect(a[1])
    t = sus.tokens[a[2]]
    t = replace(t, known_by=tuple(sorted(set(t.known_by) | {head[1]})))
    return _push(with_suspect(s, replace(sus, tokens=set_at(sus.tokens, a[2], t))))


def _legal_warrant(s: AState, head: tuple) -> list[tuple]:
    p = s.players[head[1]]
    if p.warrants_left < 1:
        return []
    return [("warrant", lid) for lid, loc in LOC.items() if loc.restricted and lid not in p.warrants]


def _apply_warrant(s: AState, head: tuple, a: tuple) -> AState:
    p = s.players[head[1]]
    return _push(with_player(s, head[1], warrants=p.warrants + (a[1],), warrants_left=p.warrants_left - 1))


def _legal_li(s: AState, head: tuple) -> list[tuple]:
    return [(c,) for c in _li_choices(s, head[1])]


def _li_choices(s: AState, seat: int) -> list[str]:
    out = ["li_bad"]
    if _pay_options(s, seat, "street", False):
        out.insert(0, "li_pay")
    return out


def _apply_li(s: AState, head: tuple, a: tuple) -> AState:
    seat = head[1]
    if a[0] == "li_pay":
        return _push(_pay(s, seat, _pay_options(s, seat, "street", False)[0]))
    return _push(_baggage(s, seat, "bad", 1))


def _legal_any_lead(s: AState, head: tuple) -> list[tuple]:
    out = []
    for ld in s.leads:
        if ld.location is None:
            continue
        for dest in board.lead_destinations(s, ld.id, head[1]):
            out.append(("lead", ld.id, dest))
    return out


def _apply_any_lead(s: AState, head: tuple, a: tuple) -> AState:
    return _push(_move_lead(s, a[1], a[2]))


def _legal_hit_most(s: AState, head: tuple) -> list[tuple]:
    if s.bank_of("hit") < 1:
        return []
    alive = living(s)
    done = {x for x in head[2:]} if len(head) > 2 else set()
    pool = [x for x in alive if x.id not in done]
    most = max((x.hits for x in pool), default=-1)
    return [("hit", x.id) for x in pool if x.hits == most]


def _apply_hit_most(s: AState, head: tuple, a: tuple) -> AState:
    s = place_hit(s, -1, a[1])
    rest = s.queue[1:]
    if rest and rest[0][0] == "hit_most":  # the second hit goes to another suspect
        rest = (rest[0] + (a[1],),) + rest[1:]
    return replace(s, queue=rest)
