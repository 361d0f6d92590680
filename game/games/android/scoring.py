"""Closing the case (spec 8.14): the murder computation and every VP source."""

from __future__ import annotations

from typing import Any

from game.games.android import puzzle
from game.games.android.content import CONTENT, FAVORS
from game.games.android.state import AState, SuspectState

R = CONTENT.rules
VALUE = CONTENT.evidence_value


def suspect_total(sus: SuspectState) -> dict[str, Any]:
    """Steps 2-4 for one living suspect: perjury, strong/weak discards, the total.

    Returns the files after the discards (values), the alibi values, what was discarded and the total.
    """
    info = CONTENT.suspects[sus.id]
    files = {f: [VALUE[t.code] if t.code != "W" else -5 for t in sus.tokens if t.file == f and t.code != "P"]
             for f in ("physical", "document", "testimony")}
    kinds = {f: [t.code for t in sus.tokens if t.file == f and t.code != "P"] for f in files}
    alibis = [-5] * sus.alibis
    perjuries = sum(1 for t in sus.tokens if t.code == "P")
    # step 2: each perjury turns one alibi (first) or surprise witness (normal, strong, weak file) into +5
    for _ in range(perjuries):
        if -5 in alibis:
            alibis[alibis.index(-5)] = 5
            continue
        for f in (info.normal, info.strong, info.weak):
            idx = next((i for i, k in enumerate(kinds[f]) if k == "W" and files[f][i] == -5), None)
            if idx is not None:
                files[f][idx] = 5
                break
    # step 3: the weak file loses its highest token, the strong file its lowest
    discarded = {}
    if files[info.weak]:
        v = max(files[info.weak])
        files[info.weak].remove(v)
        discarded["weak"] = v
    if files[info.strong]:
        v = min(files[info.strong])
        files[info.strong].remove(v)
        discarded["strong"] = v
    total = sum(sum(v) for v in files.values()) + sum(alibis)
    return {"files": files, "alibis": alibis, "discarded": discarded, "total": total,
            "strong_sum": sum(files[info.strong])}


def murderer(s: AState) -> str | None:
    """Step 5: the living suspect with the highest positive total (tie: higher strong file)."""
    totals = {x.id: suspect_total(x) for x in s.suspects if x.alive}
    if not totals:
        return None
    best = max(t["total"] for t in totals.values())
    if best <= 0:
        return None
    top = [sid for sid, t in totals.items() if t["total"] == best]
    if len(top) > 1:
        strong = max(totals[sid]["strong_sum"] for sid in top)
        top = [sid for sid in top if totals[sid]["strong_sum"] == strong]
    return top[0] if len(top) == 1 else None


def links(s: AState) -> dict[str, int]:
    """Conspiracy links per group (7.7)."""
    return puzzle.links(s.grid)


def breakdown(s: AState) -> list[dict[str, Any]]:
    """VP per seat by source (8.14): ``hunches`` (with obsession and Commissioner Dawn), ``plots``
    (ending cards with their links), ``tokens`` (Jinteki and Haas), ``conspiracy`` (conspiracy
    tokens and the favors the links value), ``trauma``, ``extras`` (Rachel's money, Raymond's
    memories, ending-card effects) and ``total``, the sum of the others."""
    totals = {x.id: suspect_total(x)["total"] for x in s.suspects if x.alive}
    killer = murderer(s) if s.over else None
    lk = links(s)
    rows = []
    for p in s.players:
        rows.append(_row(s, p, killer, totals, lk))
    return rows


def _row(s: AState, p, killer: str | None, totals: dict[str, int], lk: dict[str, int]) -> dict[str, Any]:
    alive = {x.id for x in s.suspects if x.alive}
    hunch = 0
    correct_innocent = 0
    if s.over and alive:
        guilty_ok = killer is not None and p.guilty == killer
        innocent_ok = p.innocent in alive and p.innocent != killer
        if killer is not None and p.guilty == killer and p.innocent == killer:
            others = [v for sid, v in totals.items() if sid != killer]
            if all(totals[killer] >= v + R["obsession_margin"] for v in others):
                innocent_ok = True
                hunch += R["obsession_vp"]
        hunch += R["guilty_vp"] * guilty_ok + R["innocent_vp"] * innocent_ok
        correct_innocent = int(innocent_ok)
    link_of = {g.id: lk[g.id] for g in CONTENT.groups}
    fav = list(p.favors)
    for name, c in p.npc_favors:
        t = next((n.favor for n in CONTENT.detectives[p.detective].npcs if n.name == name), None)
        if t:
            fav[FAVORS.index(t)] += c
    favor_vp = 0
    for g in CONTENT.groups:
        if g.per_link[0] == "favor":
            favor_vp += fav[FAVORS.index(g.per_link[1])] * g.per_link[2] * link_of[g.id]
    tokens = p.jinteki * (R["jinteki_vp"] + link_of["jinteki"]) + p.haas * (R["haas_vp"] + link_of["haas_bioroid"])
    conspiracy = p.conspiracy * int(dict(s.options).get("conspiracy_token_vp", R["conspiracy_token_vp"]))
    conspiracy += favor_vp  # favors are worth only what the conspiracy's links give them (8.14)
    trauma = p.trauma * (R["trauma_vp"] - link_of["the_syndicate"])
    endings = 0
    extras = 0
    for pid, key in p.endings:
        card = CONTENT.plots[pid].cards[key]
        endings += card.vp
        if card.vp >= 1:
            endings += link_of["order_of_sol"]
        elif card.vp <= -1:
            endings -= link_of["cardinal_reese"]
        for op in card.effect:
            if op[0] == "vp_per_npc_favor":
                extras += dict(p.npc_favors).get(op[1], 0)
    hunch += correct_innocent * 2 * link_of["commissioner_dawn"]
    if p.detective == "rachel":
        extras += p.money // 1000 * R["money_vp_per_1000"]
    extras += len(p.recovered) * R["memory_vp"]
    total = hunch + endings + tokens + conspiracy + trauma + extras
    return {"hunches": hunch, "plots": endings, "tokens": tokens, "conspiracy": conspiracy, "trauma": trauma,
            "extras": extras, "total": total}


def winners(s: AState) -> list[int]:
    """Most VP; ties: more VP from hunches, then fewer trauma; else shared."""
    rows = breakdown(s)
    keys = [(r["total"], r["hunches"], -s.players[i].trauma) for i, r in enumerate(rows)]
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]
