"""The words of Waterdeep's cards, buildings and spaces: names, effect texts and hover texts (pure).

Derived from the content data; the table's hover cards and the strip's tooltips
(``labels.choice_tip``) read them, the rules never do. English and Hungarian (``lang``): the
Hungarian terms follow the Hungarian rulebook seed (Kalandor, Intrikus kártya, Kocsma, GYP,
Konspirációs Küldetés...); building names are the rulebook's, the card names it leaves in
English are translated in the data files (``name_hu``). Every text is in one language only.
Effect texts follow the spec's paraphrases (sections 2.5, 2.6, 6.2-6.4).
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
from game.games.waterdeep.words import local_name

CUBE_HU = {"C": "pap", "F": "harcos", "R": "tolvaj", "W": "varázsló"}
CUBE_ACC_HU = {"C": "papot", "F": "harcost", "R": "tolvajt", "W": "varázslót"}
TYPE_HU = {"Arcana": "Elixír", "Commerce": "Kereskedelem", "Piety": "Kegyelet", "Skullduggery": "Fondorlat",
           "Warfare": "Hadviselés", "Mandatory": "Kötelező"}

# The letter each adventurer cube carries (colour is never alone): Cleric/Pap, Fighter/Harcos,
# Rogue/Tolvaj, Wizard/Varázsló.
CUBE_LETTER_EN = {"C": "C", "F": "F", "R": "R", "W": "W"}
CUBE_LETTER_HU = {"C": "P", "F": "H", "R": "T", "W": "V"}
QUEST_TYPE_CUBE = {"Arcana": "W", "Piety": "C", "Skullduggery": "R", "Warfare": "F"}


def _hu(lang: str) -> bool:
    return lang == "hu"


def cube_letter(c: str, lang: str = "en") -> str:
    """The letter on an adventurer cube of kind ``c`` ("C", "F", "R", "W") in ``lang``."""
    return (CUBE_LETTER_HU if _hu(lang) else CUBE_LETTER_EN).get(c, c)


def quest_icon(qtype: str, lang: str = "en") -> str:
    """The mark on a quest card's type band: the letter of the adventurer it needs most,
    "$" for Commerce, "!" for a Mandatory Quest."""
    if qtype in QUEST_TYPE_CUBE:
        return cube_letter(QUEST_TYPE_CUBE[qtype], lang)
    return {"Commerce": "$", "Mandatory": "!"}.get(qtype, "?")


def card_name(name: str, lang: str = "en") -> str:
    """A quest, Intrigue card or Lord by its English name, in ``lang``."""
    return local_name(name, lang)


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
PLOT_TEXT_HU = {
    "plot:intrigue_on_wizard_gain": "Ha egy akció varázslót ad neked, húzz 1 Intrikus kártyát is.",
    "plot:magisters_orb": "Körönként egyszer elhelyezhetsz egy Ügynököt olyan akcióhelyre, ahol egy ellenfél Ügynöke található.",
    "plot:bonus_on_complete_arcana": "Minden teljesített Elixír küldetésért +2 GYP.",
    "plot:rogue_on_gold_gain": "Ha egy akció aranyat ad neked, kapsz 1 tolvajt is.",
    "plot:bonus_on_complete_commerce": "Minden teljesített Kereskedelem küldetésért +2 GYP.",
    "plot:vp_on_buy_building": "Minden megvásárolt épületért 4 GYP.",
    "plot:start_round_gain_any": "Minden kör elején kapsz 1 tetszőleges Kalandort.",
    "plot:miracle_swap_to_cleric": "Körönként egyszer, ha egy akció papot ad, 1 harcost, tolvajt vagy varázslót papra cserélhetsz.",
    "plot:bonus_on_complete_piety": "Minden teljesített Kegyelet küldetésért +2 GYP.",
    "plot:gold_on_rogue_gain": "Ha egy akció tolvajt ad neked, kapsz 2 aranyat is.",
    "plot:bonus_on_complete_skullduggery": "Minden teljesített Fondorlat küldetésért +2 GYP.",
    "plot:vp_on_play_intrigue": "Minden kijátszott Intrikus kártyáért 2 GYP.",
    "plot:fighter_on_fighter_gain": "Ha egy akció harcost ad neked, kapsz 1 harcost is.",
    "plot:bonus_on_complete_warfare": "Minden teljesített Hadviselés küldetésért +2 GYP.",
    "plot:lieutenant": "A Hadnagy a játék végéig az Ügynök készletedbe kerül.",
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
SPECIAL_TEXT_HU = {
    "return_own_agent": "Vedd vissza egy lerakott Ügynöködet a készletedbe; azonnal újra lerakhatod.",
    "draw_quest_from_deck": "Húzz 1 küldetést a küldetéspakliból.",
    "free_building_from_builders_hall": "Helyezz játékba ingyen 1 épületet az Épület Csarnokból.",
    "free_building_from_stack": "Helyezd játékba ingyen az épületpakli felső lapkáját.",
    "opponent_gains_gold_4": "Válassz egy ellenfelet: kap 4 aranyat.",
    "take_faceup_quest": "Vegyél el 1 felfordított küldetést a Sziklaszirt Fogadóból.",
    "vp_per_controlled_building_2": "2 GYP minden épületedért.",
    "play_intrigue_now": "Játssz ki azonnal egy Intrikus kártyát.",
}


def plot_text(key: str, lang: str = "en") -> str:
    if _hu(lang):
        return PLOT_TEXT_HU.get(key) or SPECIAL_TEXT_HU.get(key) or PLOT_TEXT.get(key) or SPECIAL_TEXT.get(key, key)
    return PLOT_TEXT.get(key) or SPECIAL_TEXT.get(key, key)


def cube_word(c: str, n: int, lang: str = "en") -> str:
    if _hu(lang):
        return CUBE_HU[c]  # Hungarian keeps the singular after a number
    return CUBE_NAMES[c] + ("s" if n > 1 else "")


def res_text(cubes: tuple[int, ...], gold: int = 0, sep: str = ", ", lang: str = "en") -> str:
    """(1,0,2,0), 3 -> '1 cleric, 2 rogues, 3 gold' ('1 pap, 2 tolvaj, 3 arany')."""
    parts = []
    for n, c in zip(cubes, CUBES, strict=False):
        if n:
            parts.append(f"{n} {cube_word(c, n, lang)}")
    if gold:
        parts.append(f"{gold} {'arany' if _hu(lang) else 'gold'}")
    return sep.join(parts)


def res_short(cubes: tuple[int, ...], gold: int = 0) -> str:
    """(1,0,2,0), 3 -> 'C R R 3g' style compact text: 'C1 R2 G3'."""
    parts = [f"{c}{n}" for n, c in zip(cubes, CUBES, strict=False) if n]
    if gold:
        parts.append(f"{gold}g")
    return " ".join(parts)


STEP_HU = {
    "take_faceup_quest": "Vegyél el 1 felfordított küldetést a Sziklaszirt Fogadóból",
    "first_player": "Vedd el a Kezdő játékos jelzőt",
    "buy_building": "Vásárolj egy épületet az Épület Csarnokból (fizesd ki az árát, kapd meg a GYP jelzőit)",
    "play_intrigue": "Játssz ki 1 Intrikus kártyát; ezt az Ügynököt a lerakás végén áthelyezed",
    "take_ambassador": "Vedd el a Nagykövetet; a következő körben elsőként rakod le",
    "copy_space": "Használd egy olyan hely akcióját, ahol ellenfél Ügynöke áll",
    "heroes_garden": "Vegyél el 1 felfordított küldetést; ha most teljesíted, +4 GYP",
    "gold_per_building": "Kapsz 1 aranyat minden játékban lévő Épület lapkáért",
    "cliffwatch_reset": "Dobd el a felfordított küldetéseket, tegyél ki 4 újat, és vegyél el 1-et",
}


def step_text(step: tuple, stock: str = "", lang: str = "en") -> str:
    kind = step[0]
    hu = _hu(lang)
    if hu and kind in STEP_HU:
        return STEP_HU[kind]
    if kind == "gain":
        return ("Kapsz: " if hu else "Take ") + res_text(step[1], step[2], lang=lang)
    if kind == "gain_choice":
        n, types = step[1], step[2]
        if types == "CFRW":
            if hu:
                return f"Kapsz {n} tetszőleges Kalandort"
            return f"Take {n} adventurer{'s' if n > 1 else ''} of any type"
        if hu:
            return f"Kapsz {n} × " + " vagy ".join(CUBE_HU[t] for t in types)
        names = " or ".join(CUBE_NAMES[t] for t in types)
        return f"Take {n} × {names}"
    if kind == "pay_gold":
        return f"Fizess {step[1]} aranyat" if hu else f"Pay {step[1]} gold"
    if kind == "return_any":
        return f"Adj vissza {step[1]} tetszőleges Kalandort" if hu else f"Return {step[1]} adventurers of any type"
    if kind == "take_stock":
        return f"Vedd el az épületen lévő összes {stock or 'készletet'}" if hu else f"Take all {stock or 'stock'} on this building"
    if kind == "vp":
        return f"Kapsz {step[1]} GYP-t" if hu else f"Score {step[1]} VP"
    if kind == "draw_intrigue":
        return f"Húzz {step[1]} Intrikus kártyát" if hu else f"Draw {step[1]} Intrigue card{'s' if step[1] > 1 else ''}"
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


def steps_text(steps: tuple, stock: str = "", lang: str = "en") -> str:
    return "; ".join(step_text(s, stock, lang) for s in steps) + "."


STOCK_NAMES = {"C": "clerics", "F": "fighters", "R": "rogues", "W": "wizards", "G": "gold", "VP": "VP tokens"}
STOCK_NAMES_HU = {"C": "pap", "F": "harcos", "R": "tolvaj", "W": "varázsló", "G": "arany", "VP": "GYP jelző"}


def building_title(key: str, lang: str = "en") -> str:
    if key in BUILDINGS:
        b = BUILDINGS[key]
        return b.name_hu if lang == "hu" else b.name
    if key in BASIC:
        b = BASIC[key]
        return b.name_hu if lang == "hu" else b.name
    return key


def building_info(key: str, owner_name: str = "", stock: int = 0, vp_tokens: int | None = None,
                  cost: int | None = None, occupant: str = "", lang: str = "en") -> tuple[str, str]:
    hu = _hu(lang)
    if key in BASIC:
        sp = BASIC[key]
        body = steps_text(sp.action, lang=lang)
        if key in ("h1", "h2", "h3"):
            body += ("\nCsak akkor rakhatsz ide, ha van kijátszható Intrikus kártyád." if hu
                     else "\nYou may only place here if you hold an Intrigue card you can play.")
        if key == "builders_hall":
            body += ("\nMinden kör elején 1 GYP jelző kerül a Csarnok minden épületére." if hu
                     else "\nAt the start of each round, 1 VP token goes onto each building in the Hall.")
        if key == "castle":
            body = ("Vedd el a Kezdő játékos jelzőt és húzz 1 Intrikus kártyát." if hu
                    else "Take the First Player marker and draw 1 Intrigue card.")
        if occupant:
            body += f"\nFoglalja: {occupant}." if hu else f"\nOccupied by {occupant}."
        return (sp.name_hu if hu else sp.name), body
    b = BUILDINGS[key]
    kind = (STOCK_NAMES_HU if hu else STOCK_NAMES).get(b.stock_kind, "")
    price = b.cost if cost is None else cost
    lines = [f"Ár: {price} arany" if hu else f"Cost: {price} gold"]
    if b.stock_kind:
        one = {"clerics": "cleric", "fighters": "fighter", "rogues": "rogue", "wizards": "wizard", "VP tokens": "VP token"}
        kind1 = one.get(kind, kind) if b.stock_amount == 1 and not hu else kind
        lines.append(f"Megépítéskor és minden kör elején {b.stock_amount} {kind1} kerül rá." if hu
                     else f"Adds {b.stock_amount} {kind1} when built and at every round start.")
    lines.append(("Akció: " if hu else "Action: ") + steps_text(b.action, kind, lang))
    owner = steps_text(b.owner, lang=lang).rstrip(".")
    lines.append(f"Tulajdonos: {owner} (ha más használja)." if hu
                 else f"Owner benefit: {owner} (when another player uses it).")
    if owner_name:
        lines.append(f"Tulajdonosa: {owner_name}" if hu else f"Owner: {owner_name}")
    if b.stock_kind and stock:
        lines.append(f"Rajta most: {stock} {kind}" if hu else f"On it now: {stock} {kind}")
    if vp_tokens:
        lines.append(f"GYP jelzők rajta: {vp_tokens} (a vásárlóé)" if hu
                     else f"VP tokens on it: {vp_tokens} (scored by the buyer)")
    if occupant:
        lines.append(f"Foglalja: {occupant}." if hu else f"Occupied by {occupant}.")
    return (b.name_hu if hu else b.name), "\n".join(lines)


def quest_type_name(qtype: str, lang: str = "en") -> str:
    return TYPE_HU.get(qtype, qtype) if _hu(lang) else qtype


def quest_reward(name: str, lang: str = "en") -> str:
    q = ALL_QUESTS.get(name)
    if q is None:
        return ""
    hu = _hu(lang)
    rew = [f"{q.vp} {'GYP' if hu else 'VP'}"] if q.vp else []
    r = res_text(q.rew, q.rew_gold, lang=lang)
    if r:
        rew.append(r)
    if q.rew_intrigue:
        rew.append(f"{q.rew_intrigue} Intrikus kártya" if hu
                   else f"{q.rew_intrigue} Intrigue card{'s' if q.rew_intrigue > 1 else ''}")
    return ", ".join(rew) or "—"


def quest_cost(name: str, lang: str = "en") -> str:
    q = ALL_QUESTS.get(name)
    if q is None:
        return ""
    return res_text(q.req, q.req_gold, lang=lang) or ("semmi" if _hu(lang) else "nothing")


def quest_info(name: str, lang: str = "en") -> tuple[str, str]:
    q = ALL_QUESTS.get(name)
    if q is None:
        return card_name(name, lang), ""
    hu = _hu(lang)
    lines = []
    if q.mandatory:
        lines.append("Kötelező Küldetés: amíg nálad van, más küldetést nem teljesíthetsz." if hu
                     else "Mandatory Quest: while you hold it you may complete no other quest.")
    elif hu:
        lines.append(f"{TYPE_HU.get(q.type, q.type)} küldetés" + (" — Konspirációs Küldetés" if q.plot else ""))
    else:
        lines.append(f"{q.type} quest" + (" — Plot Quest" if q.plot else ""))
    lines.append(("Feltétel: " if hu else "Requires: ") + quest_cost(name, lang))
    lines.append(("Jutalom: " if hu else "Reward: ") + quest_reward(name, lang))
    if q.special:
        lines.append(plot_text(q.special, lang))
    return card_name(name, lang), "\n".join(lines)


INTRIGUE_TEXT = {
    "bribe_agent": ("Pay 2 gold, then use the action of a space holding an opponent's agent as if you had assigned an agent there.",
                    "Fizess 2 aranyat, majd használd egy ellenfél Ügynökét tartó hely akcióját, mintha oda raktál volna Ügynököt."),
    "steal_adventurer": ("Choose an opponent and move 1 adventurer of your choice from their tavern to yours.",
                         "Válassz egy ellenfelet, és vegyél át 1 általad választott Kalandort a Kocsmájából a sajátodba."),
    "accelerate_plans": ("Return 1 of your agents on a Harbor space to your pool, then immediately assign 2 agents.",
                         "Vedd vissza 1 kikötői Ügynöködet a készletedbe, majd azonnal rakj le 2 Ügynököt."),
    "bidding_war": ("Draw as many quests as there are players. Keep 1 and pass the rest to your left; each player keeps 1.",
                    "Húzz annyi küldetést, ahány játékos van. Tarts meg 1-et, a többit add balra; mindenki megtart 1-et."),
    "call_for_adventurers": ("Take 2 adventurers of your choice. Each opponent takes 1 adventurer of their choice.",
                             "Kapsz 2 tetszőleges Kalandort. Minden ellenfél kap 1 tetszőleges Kalandort."),
    "call_in_a_favor": ("Take one of: 4 gold, 2 fighters, 2 rogues, 1 wizard or 1 cleric.",
                        "Válassz egyet: 4 arany, 2 harcos, 2 tolvaj, 1 varázsló vagy 1 pap."),
    "change_of_plans": ("Discard 1 of your uncompleted quests and score 6 VP. Each opponent may discard 1 of theirs to score 3 VP.",
                        "Dobd el 1 teljesítetlen küldetésedet: 6 GYP. Minden ellenfél eldobhat 1-et a sajátjából 3 GYP-ért."),
    "real_estate_deal": ("Discard a building you control with no agent on it. Then put 1 Builder's Hall building into play under your control for free.",
                         "Dobd el egy épületedet, amelyen nincs Ügynök. Aztán helyezz játékba ingyen 1 épületet az Épület Csarnokból."),
    "recall_agent": ("Return 1 of your assigned agents (not the Ambassador) to your pool.",
                     "Vedd vissza 1 lerakott Ügynöködet (nem a Nagykövetet) a készletedbe."),
    "sample_wares": ("Assign 1 agent from your pool to a building in Builder's Hall and use its action as if you controlled it.",
                     "Rakj 1 Ügynököt az Épület Csarnok egyik épületére, és használd az akcióját, mintha a tiéd lenne."),
    "special_assignment": ("Name a quest type. Reveal quests until one of that type appears; keep it, discard the others.",
                           "Nevezz meg egy küldetéstípust. Fordíts fel küldetéseket, amíg ilyen típusú nem jön; azt tartsd meg, a többit dobd el."),
}


def intrigue_text(name: str, lang: str = "en") -> str:
    c = INTRIGUE.get(name)
    if c is None:
        return ""
    hu = _hu(lang)
    e = c.effect
    if e == "attack_each":
        cube = CUBE_ACC_HU[c.param("cube")] if hu else CUBE_NAMES[c.param("cube")]
        if hu:
            other = {"fighter": "kapsz 1 harcost", "intrigue": "húzol 1 Intrikus kártyát", "gold2": "kapsz 2 aranyat",
                     "vp2": "kapsz 2 GYP-t"}[c.param("else")]
            return f"Minden ellenfél visszaad 1 {cube} a készletbe. Minden ellenfélért, akinek nem volt, {other}."
        other = {"fighter": "take 1 fighter", "intrigue": "draw 1 Intrigue card", "gold2": "take 2 gold",
                 "vp2": "score 2 VP"}[c.param("else")]
        return f"Each opponent returns 1 {cube} to the supply. For each opponent who had none, you {other}."
    if e == "gain_and_gift":
        g, gg = c.param("gain"), c.param("gift")
        if hu:
            return f"Kapsz: {res_text(*g, lang=lang)}. Válassz 1 ellenfelet, aki kap: {res_text(*gg, lang=lang)}."
        return f"Take {res_text(*g)}. Choose 1 opponent, who takes {res_text(*gg)}."
    if e == "gain_and_request":
        g, gv = c.param("gain"), c.param("give")
        if hu:
            return (f"Kapsz: {res_text(*g, lang=lang)}. Minden ellenfél egyszer adhat neked ennyit: "
                    f"{res_text(*gv, lang=lang)}, és kap {c.param('vp')} GYP-t.")
        return (f"Take {res_text(*g)}. Each opponent may give you {res_text(*gv)}, once, "
                f"to score {c.param('vp')} VP.")
    if e == "mandatory":
        q = MANDATORY[name]
        if hu:
            return (f"Kötelező Küldetés: add egy ellenfélnek. Feltétel: {res_text(q.req, q.req_gold, lang=lang)}; "
                    f"jutalom {q.vp} GYP. Amíg nála van, más küldetést nem teljesíthet.")
        return (f"Mandatory Quest: give it to an opponent. Requires {res_text(q.req, q.req_gold)}; "
                f"reward {q.vp} VP. While they hold it they may complete no other quest.")
    pair = INTRIGUE_TEXT.get(e)
    if pair is None:
        return e
    return pair[1] if hu else pair[0]


INTRIGUE_TYPE_HU = {"Attack": "Támadás", "Utility": "Hasznos", "Mandatory Quest": "Kötelező Küldetés"}


def intrigue_info(name: str, lang: str = "en") -> tuple[str, str]:
    c = INTRIGUE.get(name)
    if c is None:
        return card_name(name, lang), ""
    if _hu(lang):
        return card_name(name, lang), f"{INTRIGUE_TYPE_HU.get(c.type, c.type)} Intrikus kártya\n{intrigue_text(name, lang)}"
    return name, f"{c.type} Intrigue card\n{intrigue_text(name)}"


def lord_text(name: str, lang: str = "en") -> str:
    lo = LORDS.get(name)
    if lo is None:
        return ""
    if _hu(lang):
        if lo.bonus == "buildings":
            return f"A játék végén {lo.vp_each} GYP minden épületedért."
        a, b = (quest_type_name(t, lang) for t in lo.types[:2])
        return f"A játék végén {lo.vp_each} GYP minden teljesített {a} és {b} küldetésedért."
    if lo.bonus == "buildings":
        return f"At game end, score {lo.vp_each} VP for each building you control."
    return f"At game end, score {lo.vp_each} VP for each {lo.types[0]} and {lo.types[1]} quest you completed."


def lord_info(name: str, lang: str = "en") -> tuple[str, str]:
    head = "Titkos Vízmélyvárai Lordod." if _hu(lang) else "Your secret Lord of Waterdeep."
    return card_name(name, lang), head + "\n" + lord_text(name, lang)


def lord_bonus(name: str, completed: tuple[str, ...], n_buildings: int) -> int:
    lo = LORDS.get(name)
    if lo is None:
        return 0
    if lo.bonus == "buildings":
        return lo.vp_each * n_buildings
    return lo.vp_each * sum(1 for q in completed if q in ALL_QUESTS and ALL_QUESTS[q].type in lo.types)
