"""Hover texts and short labels for the Waterdeep table, derived from the content data.

Only words for the view: the rules never read these. English, with the Hungarian names the
content gives; effect texts follow the spec's paraphrases (sections 2.5, 2.6, 6.2-6.4).
"""

from __future__ import annotations

from game.games.waterdeep.content import (
    ALL_QUESTS,
    BASIC,
    BUILDINGS,
    CUBE_NAMES,
    CUBES,
    INTRIGUE,
    LORDS,
    MANDATORY,
)

CUBE_HU = {"C": "pap", "F": "harcos", "R": "tolvaj", "W": "varázsló"}
TYPE_HU = {"Arcana": "Elixír", "Commerce": "Kereskedelem", "Piety": "Kegyelet", "Skullduggery": "Fondorlat",
           "Warfare": "Hadviselés", "Mandatory": "Kötelező"}

PLOT_TEXT = {
    "plot:intrigue_on_wizard_gain": "Whenever you take an action that provides any wizards, also draw 1 Intrigue card.",
    "plot:magisters_orb": "Once per round you may assign an agent to an action space that already holds an opponent's agent.",
    "plot:bonus_on_complete_arcana": "Whenever you complete an Arcana quest, score 2 more VP.",
    "plot:rogue_on_gold_gain": "Whenever you take an action that provides any gold, also take 1 rogue.",
    "plot:bonus_on_complete_commerce": "Whenever you complete a Commerce quest, score 2 more VP.",
    "plot:vp_on_buy_building": "Whenever you buy a building, score 4 VP.",
    "plot:start_round_gain_any": "At the start of each round, take 1 adventurer of your choice.",
    "plot:miracle_swap_to_cleric": "Once per round, when an action gives you clerics, you may swap 1 fighter, rogue or wizard for 1 cleric.",
    "plot:bonus_on_complete_piety": "Whenever you complete a Piety quest, score 2 more VP.",
    "plot:gold_on_rogue_gain": "Whenever you take an action that provides any rogues, also take 2 gold.",
    "plot:bonus_on_complete_skullduggery": "Whenever you complete a Skullduggery quest, score 2 more VP.",
    "plot:vp_on_play_intrigue": "Whenever you play an Intrigue card, score 2 VP.",
    "plot:fighter_on_fighter_gain": "Whenever you take an action that provides any fighters, also take 1 fighter.",
    "plot:bonus_on_complete_warfare": "Whenever you complete a Warfare quest, score 2 more VP.",
    "plot:lieutenant": "The Lieutenant joins your Agent Pool for the rest of the game.",
}
SPECIAL_TEXT = {
    "return_own_agent": "Return one of your assigned agents to your pool; you may assign it again at once.",
    "draw_quest_from_deck": "Draw 1 quest from the quest deck.",
    "free_building_from_builders_hall": "Put 1 building from Builder's Hall into play for free.",
    "free_building_from_stack": "Put the top building of the stack into play for free.",
    "opponent_gains_gold_4": "Choose an opponent: they take 4 gold.",
    "take_faceup_quest": "Take 1 face-up quest from Cliffwatch Inn.",
    "vp_per_controlled_building_2": "Score 2 VP for each building you control.",
    "play_intrigue_now": "Play an Intrigue card at once.",
}


def res_text(cubes: tuple[int, ...], gold: int = 0, sep: str = ", ") -> str:
    """(1,0,2,0), 3 -> '1 cleric, 2 rogues, 3 gold'."""
    parts = []
    for n, c in zip(cubes, CUBES, strict=False):
        if n:
            name = CUBE_NAMES[c]
            parts.append(f"{n} {name}{'s' if n > 1 else ''}")
    if gold:
        parts.append(f"{gold} gold")
    return sep.join(parts)


def res_short(cubes: tuple[int, ...], gold: int = 0) -> str:
    """(1,0,2,0), 3 -> 'C R R 3g' style compact text: 'C1 R2 G3'."""
    parts = [f"{c}{n}" for n, c in zip(cubes, CUBES, strict=False) if n]
    if gold:
        parts.append(f"{gold}g")
    return " ".join(parts)


def step_text(step: tuple, stock: str = "") -> str:
    kind = step[0]
    if kind == "gain":
        return "Take " + res_text(step[1], step[2])
    if kind == "gain_choice":
        n, types = step[1], step[2]
        if types == "CFRW":
            return f"Take {n} adventurer{'s' if n > 1 else ''} of any type"
        names = " or ".join(CUBE_NAMES[t] for t in types)
        return f"Take {n} × {names}"
    if kind == "pay_gold":
        return f"Pay {step[1]} gold"
    if kind == "return_any":
        return f"Return {step[1]} adventurers of any type"
    if kind == "take_stock":
        return f"Take all {stock or 'stock'} on this building"
    if kind == "vp":
        return f"Score {step[1]} VP"
    if kind == "draw_intrigue":
        return f"Draw {step[1]} Intrigue card{'s' if step[1] > 1 else ''}"
    if kind == "take_faceup_quest":
        return "Take 1 face-up quest from Cliffwatch Inn"
    if kind == "first_player":
        return "Take the First Player marker"
    if kind == "buy_building":
        return "Buy a building from Builder's Hall (pay its cost, score its VP tokens)"
    if kind == "play_intrigue":
        return "Play 1 Intrigue card; reassign this agent after placement ends"
    if kind == "take_ambassador":
        return "Take the Ambassador; assign it first next round"
    if kind == "copy_space":
        return "Use the action of a space holding an opponent's agent"
    if kind == "heroes_garden":
        return "Take 1 face-up quest; complete it now for 4 bonus VP"
    if kind == "gold_per_building":
        return "Take 1 gold per Building tile in play"
    if kind == "cliffwatch_reset":
        return "Discard all face-up quests, deal 4 new ones, take 1"
    return kind


def steps_text(steps: tuple, stock: str = "") -> str:
    return "; ".join(step_text(s, stock) for s in steps) + "."


STOCK_NAMES = {"C": "clerics", "F": "fighters", "R": "rogues", "W": "wizards", "G": "gold", "VP": "VP tokens"}


def building_title(key: str, lang: str = "en") -> str:
    if key in BUILDINGS:
        b = BUILDINGS[key]
        return b.name_hu if lang == "hu" else b.name
    if key in BASIC:
        b = BASIC[key]
        return b.name_hu if lang == "hu" else b.name
    return key


def building_info(key: str, owner_name: str = "", stock: int = 0, vp_tokens: int | None = None,
                  cost: int | None = None, occupant: str = "") -> tuple[str, str]:
    if key in BASIC:
        sp = BASIC[key]
        body = steps_text(sp.action)
        if key in ("h1", "h2", "h3"):
            body += "\nYou may only place here if you hold an Intrigue card you can play."
        if key == "builders_hall":
            body += "\nAt the start of each round, 1 VP token goes onto each building in the Hall."
        if key == "castle":
            body = "Take the First Player marker and draw 1 Intrigue card."
        body += f"\n({sp.name_hu})"
        if occupant:
            body += f"\nOccupied by {occupant}."
        return sp.name, body
    b = BUILDINGS[key]
    kind = STOCK_NAMES.get(b.stock_kind, "")
    lines = [f"Cost: {b.cost if cost is None else cost} gold"]
    if b.stock_kind:
        one = {"clerics": "cleric", "fighters": "fighter", "rogues": "rogue", "wizards": "wizard", "VP tokens": "VP token"}
        kind1 = one.get(kind, kind) if b.stock_amount == 1 else kind
        lines.append(f"Adds {b.stock_amount} {kind1} when built and at every round start.")
    lines.append("Action: " + steps_text(b.action, kind))
    lines.append("Owner benefit: " + steps_text(b.owner) + " (when another player uses it)")
    if owner_name:
        lines.append(f"Owner: {owner_name}")
    if b.stock_kind and stock:
        lines.append(f"On it now: {stock} {kind}")
    if vp_tokens:
        lines.append(f"VP tokens on it: {vp_tokens} (scored by the buyer)")
    if occupant:
        lines.append(f"Occupied by {occupant}.")
    lines.append(f"({b.name_hu})")
    return b.name, "\n".join(lines)


def quest_info(name: str) -> tuple[str, str]:
    q = ALL_QUESTS.get(name)
    if q is None:
        return name, ""
    lines = []
    if q.mandatory:
        lines.append("Mandatory Quest: while you hold it you may complete no other quest.")
    else:
        lines.append(f"{q.type} quest" + (" — Plot Quest" if q.plot else "") + f" ({TYPE_HU.get(q.type, '')})")
    lines.append("Requires: " + (res_text(q.req, q.req_gold) or "nothing"))
    rew = [f"{q.vp} VP"] if q.vp else []
    r = res_text(q.rew, q.rew_gold)
    if r:
        rew.append(r)
    if q.rew_intrigue:
        rew.append(f"{q.rew_intrigue} Intrigue card{'s' if q.rew_intrigue > 1 else ''}")
    lines.append("Reward: " + (", ".join(rew) or "—"))
    if q.special:
        lines.append(PLOT_TEXT.get(q.special) or SPECIAL_TEXT.get(q.special, q.special))
    return name, "\n".join(lines)


def intrigue_text(name: str) -> str:
    c = INTRIGUE.get(name)
    if c is None:
        return ""
    e = c.effect
    if e == "attack_each":
        cube = CUBE_NAMES[c.param("cube")]
        other = {"fighter": "take 1 fighter", "intrigue": "draw 1 Intrigue card", "gold2": "take 2 gold",
                 "vp2": "score 2 VP"}[c.param("else")]
        return f"Each opponent returns 1 {cube} to the supply. For each opponent who had none, you {other}."
    if e == "gain_and_gift":
        g, gg = c.param("gain"), c.param("gift")
        return f"Take {res_text(*g)}. Choose 1 opponent, who takes {res_text(*gg)}."
    if e == "gain_and_request":
        g, gv = c.param("gain"), c.param("give")
        return (f"Take {res_text(*g)}. Each opponent may give you {res_text(*gv)}, once, "
                f"to score {c.param('vp')} VP.")
    if e == "mandatory":
        q = MANDATORY[name]
        return (f"Mandatory Quest: give it to an opponent. Requires {res_text(q.req, q.req_gold)}; "
                f"reward {q.vp} VP. While they hold it they may complete no other quest.")
    return {
        "bribe_agent": "Pay 2 gold, then use the action of a space holding an opponent's agent as if you had assigned an agent there.",
        "steal_adventurer": "Choose an opponent and move 1 adventurer of your choice from their tavern to yours.",
        "accelerate_plans": "Return 1 of your agents on a Harbor space to your pool, then assign up to 2 agents at once.",
        "bidding_war": "Draw as many quests as there are players. Keep 1 and pass the rest to your left; each player keeps 1.",
        "call_for_adventurers": "Take 2 adventurers of your choice. Each opponent takes 1 adventurer of their choice.",
        "call_in_a_favor": "Take one of: 4 gold, 2 fighters, 2 rogues, 1 wizard or 1 cleric.",
        "change_of_plans": "Discard 1 of your uncompleted quests and score 6 VP. Each opponent may discard 1 of theirs to score 3 VP.",
        "real_estate_deal": "Discard a building you control with no agent on it. Then put 1 Builder's Hall building into play under your control for free.",
        "recall_agent": "Return 1 of your assigned agents (not the Ambassador) to your pool.",
        "sample_wares": "Assign 1 agent from your pool to a building in Builder's Hall and use its action as if you controlled it.",
        "special_assignment": "Name a quest type. Reveal quests until one of that type appears; keep it, discard the others.",
    }.get(e, e)


def intrigue_info(name: str) -> tuple[str, str]:
    c = INTRIGUE.get(name)
    if c is None:
        return name, ""
    return name, f"{c.type} Intrigue card\n{intrigue_text(name)}"


def lord_text(name: str) -> str:
    lo = LORDS.get(name)
    if lo is None:
        return ""
    if lo.bonus == "buildings":
        return f"At game end, score {lo.vp_each} VP for each building you control."
    return f"At game end, score {lo.vp_each} VP for each {lo.types[0]} and {lo.types[1]} quest you completed."


def lord_info(name: str) -> tuple[str, str]:
    return name, "Your secret Lord of Waterdeep.\n" + lord_text(name)


def lord_bonus(name: str, completed: tuple[str, ...], n_buildings: int) -> int:
    lo = LORDS.get(name)
    if lo is None:
        return 0
    if lo.bonus == "buildings":
        return lo.vp_each * n_buildings
    return lo.vp_each * sum(1 for q in completed if q in ALL_QUESTS and ALL_QUESTS[q].type in lo.types)
