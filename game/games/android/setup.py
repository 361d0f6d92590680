"""Android rules: the setup of spec 3 (suspects, leads, decks, hunches, plots, first player,
memories) and Rachel's extra setup draws.
"""

from __future__ import annotations

from dataclasses import replace

from game.games.android import puzzle
from game.games.android.content import CONTENT
from game.games.android.flow import LOC, R, _push, dark_keys_for, deck_available, hand_limit, light_key
from game.games.android.state import AState, Lead, SuspectState, set_key


def _auto_setup(s: AState, _head: tuple) -> AState:
    murder = CONTENT.murders[s.murder]
    n = s.num_players
    suspects = tuple(SuspectState(sid) for sid, _loc in murder.suspects[: n + 1])
    leads = [Lead(f"testimony:{sid}", "testimony", LOC[loc].type, loc) for sid, loc in murder.suspects[: n + 1]]
    players = []
    bank = dict(R["banks"])
    for p in s.players:
        d = CONTENT.detectives[p.detective]
        for kind in ("physical", "document"):
            loc = d.leads[kind]
            leads.append(Lead(f"{kind}:{d.id}", kind, LOC[loc].type, loc))
        npc_f = tuple(sorted((npc.name, 0) for npc in d.npcs if npc.favor))
        alive = tuple(sorted((npc.name, npc.start_side == "alive") for npc in d.npcs))
        p2 = replace(p, location=d.start, npc_favors=npc_f, npc_alive=alive, warrants=d.warrants,
                     warrants_left=2 - len(d.warrants))
        for key, v in d.start_tokens.items():
            if key.startswith("npc:"):
                p2 = replace(p2, npc_favors=set_key(p2.npc_favors, key[4:], v))
            elif key == "money":
                p2 = replace(p2, money=v)
            elif key == "dropship":
                p2 = replace(p2, passes=v)
                bank["dropship"] -= v
        if d.id == "caprice":
            p2 = replace(p2, sanity=0)
        if d.id == "floyd":
            p2 = replace(p2, directives=(1, 2, 3))
        if d.id == "louis":
            p2 = replace(p2, mood="bad")
        if d.id == "raymond":
            p2 = replace(p2, wrapped=True)
        players.append(p2)
    in_play = {p.detective for p in players}
    decks = tuple(sorted((k, v) for k, v in CONTENT.decks.items() if k.split(":")[0] in in_play))
    hunches = tuple(sorted(f"{c}_{x.id}" for x in suspects for c in ("guilty", "innocent")))
    s = replace(s, players=tuple(players), suspects=suspects, leads=tuple(leads),
                lily=murder.lily[0], jimmy=murder.jimmy[0],
                evidence_pile=tuple(sorted(c for c, k in CONTENT.evidence_mix.items() for _ in range(k))),
                hunch_pool=hunches, decks=decks, discards=tuple((k, ()) for k, _v in decks),
                event_deck=CONTENT.general_events, bank=tuple(sorted(bank.items())),
                grid=(puzzle.CENTRE,),
                piles=tuple(tuple(sorted(pid for pid, pc in CONTENT.pieces.items() if pc.pile == pile))
                            if not (pile == "shift" and s.opt("empty_first_pile") == "on") else ()
                            for pile in ("shift", "favor", "baggage")))
    tasks: list[tuple] = []
    tasks += [("hunch", i, "guilty") for i in range(n)] + [("hunch", i, "innocent") for i in range(n)]
    tasks += [("plot", i) for i in range(n)]
    for i, p in enumerate(players):
        tasks += [("draw", i, light_key(p)), ("draw", i, light_key(p)),
                  ("draw", i, f"{players[(i + 1) % n].detective}:dark")]
    for i, p in enumerate(players):
        if p.detective == "rachel":
            tasks += [("extra_draw", i), ("extra_draw", i)]
    tasks.append(("specific",))
    fp = str(s.opt("first_player"))
    if fp == "random":
        tasks.append(("first",))
    else:
        first = min(int(fp) - 1, n - 1)
        s = replace(s, first_player=first, crime_hero=first)  # his hero marker on the crime scene
    if "raymond" in in_play:
        s = replace(s, memory_pool=tuple(sorted(CONTENT.memories)))
        tasks += [("memory", i) for i, p in enumerate(players) if p.detective != "raymond"]
    tasks.append(("start_day",))
    return _push(s, *tasks)


def _legal_extra(s: AState, head: tuple) -> list[tuple]:
    p = s.players[head[1]]
    if len(p.hand) >= hand_limit(p):
        return []
    return [("take", k) for k in [light_key(p)] + dark_keys_for(s, head[1]) if deck_available(s, k)]


def _apply_extra(s: AState, head: tuple, a: tuple) -> AState:
    return _push(s, ("draw", head[1], a[1]))
