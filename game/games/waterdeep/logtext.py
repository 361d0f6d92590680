"""What an action did, in words, for the log (issue 8): Intrigue card effects, the targets of
"choose an opponent" steps, and the forced steps the engine resolves without asking.

``enrich(s, a, lang, line)`` takes the plain log line of ``text.describe`` and adds the effect.
It reads only public information (it is called on the public view), never ids or coordinates:
seats are named with ``seat_label`` (the table swaps in the players' names) and cards by name
(``words``, the names both this module and ``text`` use).
"""

from __future__ import annotations

from game.games.waterdeep import legality as lg
from game.games.waterdeep.content import ALL_QUESTS, BASIC, BUILDINGS, CUBE_NAMES, CUBES, INTRIGUE, SPACE_INDEX
from game.games.waterdeep.state import WDState
from game.games.waterdeep.words import (
    CUBE_NOUN_HU,
    cube_text,
    goods_text,
    join,
    local_name,
    place_name,
    seat_name,
    vp_text,
)

SLEEPER = "plot:vp_on_play_intrigue"


def _opponents(s: WDState, seat: int) -> list[int]:
    n = s.num_players
    return [(seat + k) % n for k in range(1, n)]


# ----- Intrigue cards ---------------------------------------------------------------------


def _attack(s: WDState, seat: int, card, lang: str) -> str:
    hu = lang == "hu"
    cube, fallback = card.param("cube"), card.param("else")
    i = CUBES.index(cube)
    parts, missing = [], []
    for o in _opponents(s, seat):
        if s.players[o].cubes[i] > 0:
            parts.append(
                f"{seat_name(o, lang)} visszatesz {cube_text(cube, 1, lang)}"
                if hu
                else f"{seat_name(o, lang)} returns {cube_text(cube, 1, lang)}"
            )
        else:
            missing.append(seat_name(o, lang))
    if missing:
        m, me = len(missing), seat_name(seat, lang)
        if fallback == "vp2":
            gain = f"{me} kap {vp_text(2 * m, lang)}" if hu else f"{me} scores {vp_text(2 * m, lang)}"
        elif fallback == "intrigue":
            gain = f"{me} húz {m} Intrikus kártyát" if hu else f"{me} draws {m} Intrigue card{'s' if m > 1 else ''}"
        elif fallback == "gold2":
            gain = f"{me} kap {2 * m} aranyat" if hu else f"{me} takes {2 * m} gold"
        else:
            got = min(m, s.supply[CUBES.index("F")])
            gain = f"{me} kap {cube_text('F', got, lang)}" if hu else f"{me} takes {cube_text('F', got, lang)}"
        names = join(missing, lang)
        if hu:
            parts.append(f"nincs {CUBE_NOUN_HU[cube]}: {names}, ezért {gain}")
        else:
            verb = "have" if m > 1 else "has"
            parts.append(f"{names} {verb} no {CUBE_NAMES[cube]}, so {gain}")
    return "; ".join(parts)


def _gain_and_gift(s: WDState, seat: int, card, lang: str) -> str:
    hu = lang == "hu"
    mine = goods_text(*card.param("gain"), lang)
    gift = goods_text(*card.param("gift"), lang)
    opps = _opponents(s, seat)
    if len(opps) == 1:
        other = f"{seat_name(opps[0], lang)} kap {gift}" if hu else f"{seat_name(opps[0], lang)} takes {gift}"
    else:
        other = f"egy választott ellenfél kap {gift}" if hu else f"an opponent of their choice takes {gift}"
    return f"kap {mine}; {other}" if hu else f"takes {mine}; {other}"


def _gain_and_request(card, lang: str) -> str:
    mine = goods_text(*card.param("gain"), lang)
    give = goods_text(*card.param("give"), lang)
    if lang == "hu":
        return f"kap {mine}; minden ellenfél adhat neki {give} {card.param('vp')} GYP-ért"
    return f"takes {mine}; each opponent may give them {give} to score {vp_text(card.param('vp'), lang)}"


def _own_agents_text(s: WDState, seat: int, harbor_only: bool, lang: str) -> str:
    spaces = lg.own_agent_spaces(s, seat, harbor_only=harbor_only)
    if len(spaces) == 1:
        where = place_name(spaces[0], lang)
        return f"visszaveszi ügynökét innen: {where}" if lang == "hu" else f"returns the agent from {where} to the pool"
    if lang == "hu":
        return "visszavesz egy ügynököt a készletébe"
    return "returns one of their agents to the pool"


def intrigue_effect(s: WDState, seat: int, name: str, lang: str) -> str:
    """What playing ``name`` does, judged on the state before it is played."""
    hu = lang == "hu"
    card = INTRIGUE.get(name)
    if card is None:
        return ""
    eff = card.effect
    opps = _opponents(s, seat)
    if eff == "attack_each":
        text = _attack(s, seat, card, lang)
    elif eff == "bribe_agent":
        text = (
            "fizet 2 aranyat, és egy ellenfél által elfoglalt akcióhely akcióját használja"
            if hu
            else "pays 2 gold to use the action of a space an opponent occupies"
        )
    elif eff == "steal_adventurer":
        options = [(o, c) for o in opps for i, c in enumerate(CUBES) if s.players[o].cubes[i] > 0]
        if not options:
            text = "egyik ellenfélnek sincs kalandora, nem történik semmi" if hu else "no opponent has an adventurer"
        elif len(options) == 1:
            o, c = options[0]
            text = (
                f"elvesz {cube_text(c, 1, lang)} tőle: {seat_name(o, lang)}"
                if hu
                else f"takes {cube_text(c, 1, lang)} from {seat_name(o, lang)}"
            )
        else:
            text = "elvesz 1 kalandort egy ellenféltől" if hu else "takes 1 adventurer from an opponent"
    elif eff == "accelerate_plans":
        back = _own_agents_text(s, seat, True, lang)
        if s.accelerate_may_stop:  # the "up to 2" house rule
            text = f"{back}, és azonnal legfeljebb 2 ügynököt rakhat le" if hu else f"{back} and may place up to 2 agents at once"
        else:
            text = f"{back}, és azonnal lerak 2 ügynököt" if hu else f"{back} and places 2 agents at once"
    elif eff == "bidding_war":
        n = s.num_players
        text = (
            f"felfordít {n} küldetést; sorban mindenki megtart egyet, elsőként ő"
            if hu
            else f"reveals {n} quests; each player keeps one in turn, starting with them"
        )
    elif eff == "call_for_adventurers":
        text = (
            "választ 2 kalandort, és minden ellenfél választ 1-et"
            if hu
            else "takes 2 adventurers of their choice; each opponent takes 1"
        )
    elif eff == "call_in_a_favor":
        text = (
            "választ: 4 arany, 2 harcos, 2 tolvaj, 1 varázsló vagy 1 pap"
            if hu
            else "chooses 4 gold, 2 fighters, 2 rogues, 1 wizard or 1 cleric"
        )
    elif eff == "change_of_plans":
        quests = s.players[seat].quests
        own = (
            (f"eldobja: {local_name(quests[0], lang)}, és 6 GYP-t kap" if hu else f"discards {quests[0]} to score 6 VP")
            if len(set(quests)) == 1
            else ("eldobja egy küldetését 6 GYP-ért" if hu else "discards one of their quests to score 6 VP")
        )
        text = (
            f"{own}; minden ellenfél eldobhat egyet 3 GYP-ért"
            if hu
            else f"{own}; each opponent may discard one to score 3 VP"
        )
    elif eff == "gain_and_gift":
        text = _gain_and_gift(s, seat, card, lang)
    elif eff == "real_estate_deal":
        idle = [k for k, o, _st in s.buildings if o == seat and not s.occupancy[SPACE_INDEX[k]]]
        if len(idle) == 1:
            b = BUILDINGS[idle[0]]
            gone = f"eldobja: {b.name_hu}" if hu else f"discards {b.name}"
        else:
            gone = "eldobja egy épületét" if hu else "discards one of their buildings"
        free = _free_hall_pick(s, lang) or (
            "ingyen kap egy épületet az Épület Csarnokból" if hu else "takes one from Builder's Hall for free"
        )
        text = f"{gone}, és {free}" if hu else f"{gone} and {free}"
    elif eff == "recall_agent":
        text = _own_agents_text(s, seat, False, lang)
    elif eff == "gain_and_request":
        text = _gain_and_request(card, lang)
    elif eff == "sample_wares":
        text = (
            "lerak egy ügynököt egy épületre az Épület Csarnokban, és használja"
            if hu
            else "places an agent on a building in Builder's Hall and uses it"
        )
    elif eff == "special_assignment":
        text = (
            "megnevez egy küldetéstípust, és addig fordít fel küldetéseket, amíg ilyet nem talál"
            if hu
            else "names a quest type and reveals quests until one of that type turns up"
        )
    elif eff == "mandatory":
        if len(opps) == 1:
            text = (
                f"Kötelező Küldetésként odaadja neki: {seat_name(opps[0], lang)}"
                if hu
                else f"gives it to {seat_name(opps[0], lang)} as a Mandatory Quest"
            )
        else:
            text = (
                "Kötelező Küldetésként egy ellenfélnek adja" if hu else "gives it to an opponent as a Mandatory Quest"
            )
    else:
        text = ""
    if SLEEPER in s.players[seat].plots:
        plot = local_name("Place a Sleeper Agent in Skullport", lang)
        text += f"; 2 GYP-t kap ({plot})" if hu else f"; scores 2 VP ({plot})"
    return text


# ----- the enriched log line --------------------------------------------------------------


def _steps(space: str) -> tuple:
    if space in BASIC:
        return BASIC[space].action
    if space in BUILDINGS:
        return BUILDINGS[space].action
    return ()


def forced_pick(s: WDState, seat: int, space: str, lang: str) -> str:
    """The building bought or the quest taken by the action of ``space`` when there is only one
    to choose (the engine takes it without asking, decisions.FORCED)."""
    steps = _steps(space)
    hu = lang == "hu"
    if ("buy_building",) in steps:
        gold = s.players[seat].gold
        keys = [k for k, _t in s.hall if lg.cost(s, k) <= gold]
        if len(keys) == 1:
            name = BUILDINGS[keys[0]].name_hu if hu else BUILDINGS[keys[0]].name
            return f"megvásárolja: {name}" if hu else f"buys {name}"
    if ("take_faceup_quest",) in steps or ("heroes_garden",) in steps:
        quests = set(s.cliffwatch)
        if len(quests) == 1:
            q = next(iter(quests))
            return f"elviszi a küldetést: {local_name(q, lang)}" if hu else f"takes the quest {q}"
    return ""


def _with(line: str, extra: str, lang: str) -> str:
    if not extra:
        return line
    return f"{line} – {extra}" if lang == "hu" else f"{line}: {extra}"


def _free_hall_pick(s: WDState, lang: str) -> str:
    if len(s.hall) != 1:
        return ""
    b = BUILDINGS[s.hall[0][0]]
    return f"ingyen megkapja: {b.name_hu}" if lang == "hu" else f"takes {b.name} for free"


def _task(s: WDState) -> tuple:
    return s.stack[-1] if s.stack else ("",)


def _after_pick(s: WDState, a: tuple, lang: str) -> str:
    """Bidding War: the last quest goes to the last player without a question."""
    rest = list(s.reveal)
    if a[1] in rest:
        rest.remove(a[1])
    nxt = [t for t in s.stack[:-1] if t[0] == "bid_pick"]
    if len(set(rest)) == 1 and len(nxt) == 1:
        q, o = rest[0], nxt[0][1]
        return f"; {seat_name(o, lang)} megtartja: {local_name(q, lang)}" if lang == "hu" else f"; {seat_name(o, lang)} keeps {q}"
    return ""


def _after_complete(s: WDState, seat: int, name: str, lang: str) -> str:
    """Quest rewards whose only choice is forced (the only agent, the only opponent)."""
    q = ALL_QUESTS.get(name)
    if q is None:
        return ""
    if q.special == "return_own_agent" and len(lg.own_agent_spaces(s, seat)) == 1:
        return "; " + _own_agents_text(s, seat, False, lang)
    if q.special == "take_faceup_quest" and len(set(s.cliffwatch)) == 1:
        q1 = s.cliffwatch[0]
        return f"; elviszi a küldetést: {local_name(q1, lang)}" if lang == "hu" else f"; takes the quest {q1}"
    if q.special == "free_building_from_builders_hall" and len(s.hall) == 1:
        return "; " + _free_hall_pick(s, lang)
    if q.special == "opponent_gains_gold_4" and s.num_players == 2:
        o = _opponents(s, seat)[0]
        return f"; {seat_name(o, lang)} kap 4 aranyat" if lang == "hu" else f"; {seat_name(o, lang)} takes 4 gold"
    return ""


def enrich(s: WDState, a: tuple, lang: str, line: str) -> str:
    """``line`` plus what the action did, when the plain line does not say it."""
    hu = lang == "hu"
    kind = a[0]
    task = _task(s)
    seat = task[1] if len(task) > 1 and isinstance(task[1], int) else 0
    if kind == "intrigue" and task[0] == "play_intrigue":
        effect = intrigue_effect(s, seat, a[1], lang)
        return f"{line} – {effect}" if effect and hu else (f"{line}: {effect}" if effect else line)
    if kind == "opponent" and task[0] == "gift":
        goods = goods_text(task[2], task[3], lang)
        return f"{line} – {seat_name(a[1], lang)} kap {goods}" if hu else f"{line}: {seat_name(a[1], lang)} takes {goods}"
    if kind == "opponent" and task[0] == "mandatory_target":
        card = local_name(task[2], lang)
        return f"{line} – Kötelező Küldetés: {card}" if hu else f"{line}: {card} is a Mandatory Quest for them"
    if kind == "give" and task[0] == "may_give":
        goods, to, vp = goods_text(task[3], task[4], lang), seat_name(task[2], lang), vp_text(task[5], lang)
        me = seat_name(seat, lang)
        return f"{me} ad {goods} neki: {to}, és {vp} kap" if hu else f"{me} gives {goods} to {to} and scores {vp}"
    if kind == "pass" and task[0] == "cop_opp":
        me = seat_name(seat, lang)
        return f"{me} megtartja a küldetéseit" if hu else f"{me} keeps their quests"
    if kind == "quest" and task[0] in ("cop_own", "cop_opp"):
        vp = vp_text(6 if task[0] == "cop_own" else 3, lang)
        return f"{line}, és {vp} kap" if hu else f"{line} and scores {vp}"
    if kind == "quest" and task[0] == "bid_pick":
        return line + _after_pick(s, a, lang)
    if kind == "complete":
        return line + _after_complete(s, seat, a[1], lang)
    if kind == "place" and task[0] == "place":
        return _with(line, forced_pick(s, seat, a[1], lang), lang)
    if kind == "copy" or (kind == "building" and task[0] == "sample"):
        return _with(line, forced_pick(s, seat, a[1], lang), lang)
    return line
