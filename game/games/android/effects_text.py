"""Words of Android's effects (en / hu): what a twilight card, a location ability or an event
does, from its ``ops`` (spec 10.0's mini-language). Pure: the table's hover texts and the
choice labels (``labels``) both use it."""

from __future__ import annotations

from typing import Any

from game.games.android.text import _lang

EFFECTS: dict[str, dict[str, str]] = {
    "en": {
        "bad.self": "you get {n} bad baggage", "bad.target": "{who} gets {n} bad baggage",
        "cancel": "cancels the action that triggered it", "else": "{a}; if that is not possible: {b}",
        "evidence": "draw {n} evidence for the {f} file", "favor": "gain {n} {f} favor",
        "favor.any": "gain {n} favor of any kind", "lose_favor": "{who} loses {n} {f} favor",
        "lose_favor.any": "{who} loses {n} favor of any kind",
        "fight": "a fight: {who} picks a tactic (fight: {a} · flee: {b} · talk: {c})",
        "flip_last": "the last evidence placed turns face up", "follow_here": "follow up the lead here",
        "good": "{n} good baggage on your plot", "good_if_plot": "{n} more good baggage if your plot is {p}",
        "hit": "put {n} hit on a suspect", "keep_best": "draw {n} evidence and keep the best",
        "look_memory": "look at a Memory card", "money.self": "money {n}", "money.target": "{who}: money {n}",
        "move": "move for free to a place up to {n} map squares away", "npc_favor": "{n} favor of {p}",
        "peek": "look at {n} face-down evidence", "peek_pile": "look at the top {n} of the evidence pile",
        "peek_suspect": "look at every evidence on {n} suspect", "remove_alibi": "remove {n} alibi",
        "remove_bad": "remove {n} bad baggage", "reveal": "turn {n} face-down evidence face up",
        "sanity": "sanity {n}", "shift.self": "you shift {n} toward the {side}",
        "shift.target": "{who} shifts {n} toward the {side}", "time.self": "{n} Time", "time.target": "{who}: {n} Time",
        "trauma.self": "you get {n} trauma", "trauma.target": "{who} gets {n} trauma",
        "side.light": "light", "side.dark": "dark", "target": "the target",
        "when.action": "as an action (1 Time)", "when.response": "in response, in your own turn",
        "when.turn_start": "when {who} starts a turn", "when.turn_end": "when {who} ends a turn",
        "when.enter_location": "when {who} enters a place", "when.enter_seedy": "when {who} enters a seedy place",
        "when.enter_ritzy": "when {who} enters a ritzy place",
        "when.enter_restricted": "when {who} enters a restricted place",
        "when.enter_type": "when {who} enters a {t} place", "when.follow_up": "when {who} follows up a lead",
        "when.place_evidence": "when {who} places evidence", "when.play_light": "when {who} plays a light card",
        "when.use_ability": "when {who} uses an ability", "when.draw_card": "when {who} draws a card",
        "when.board_beanstalk": "when {who} boards the Beanstalk", "effect": "Effect: {e}", "when": "Played: {w}",
        "traits": "Traits: {t}", "trait.Fight": "Fight", "trait.Family": "Family", "trait.Psychic": "Psychic",
        "heal": "remove {n} trauma", "token": "gain a {t} token", "token.haas": "Haas", "token.jinteki": "Jinteki",
        "dropship": "gain a dropship pass", "warrant": "place a warrant on a restricted place",
        "draw": "draw a light card", "alibi": "give a suspect {n} alibi",
    },
    "hu": {
        "bad.self": "{n} rossz poggyászt kapsz", "bad.target": "{who} {n} rossz poggyászt kap",
        "cancel": "semmissé teszi a kiváltó akciót", "else": "{a}; ha ez nem lehet: {b}",
        "evidence": "húzz {n} bizonyítékot a(z) {f} aktához", "favor": "kapsz {n} {f} szívességet",
        "favor.any": "kapsz {n} tetszőleges szívességet", "lose_favor": "{who} elveszít {n} {f} szívességet",
        "lose_favor.any": "{who} elveszít {n} tetszőleges szívességet",
        "fight": "harc: {who} taktikát választ (harc: {a} · menekülés: {b} · szóváltás: {c})",
        "flip_last": "az utoljára letett bizonyíték felfordul", "follow_here": "kövesd az itteni nyomot",
        "good": "{n} jó poggyász a száladra", "good_if_plot": "még {n} jó poggyász, ha a szálad: {p}",
        "hit": "tegyél {n} vérdíjat egy gyanúsítottra", "keep_best": "húzz {n} bizonyítékot, a legjobbat tartsd meg",
        "look_memory": "megnézhetsz egy emlékkártyát", "money.self": "pénz {n}", "money.target": "{who}: pénz {n}",
        "move": "ingyen léphetsz egy legfeljebb {n} térképmezőnyire lévő helyre", "npc_favor": "{n} szívesség: {p}",
        "peek": "megnézhetsz {n} lefordított bizonyítékot", "peek_pile": "megnézheted a bizonyítékok felső {n} jelzőjét",
        "peek_suspect": "megnézheted {n} gyanúsított összes bizonyítékát", "remove_alibi": "levehetsz {n} alibit",
        "remove_bad": "levehetsz {n} rossz poggyászt", "reveal": "felfordíthatsz {n} lefordított bizonyítékot",
        "sanity": "épelméjűség {n}", "shift.self": "{n} eltolás {side} felé",
        "shift.target": "{who}: {n} eltolás {side} felé", "time.self": "{n} idő", "time.target": "{who}: {n} idő",
        "trauma.self": "{n} traumát kapsz", "trauma.target": "{who} {n} traumát kap",
        "side.light": "a világos", "side.dark": "a sötét", "target": "a célpont",
        "when.action": "akcióként (1 idő)", "when.response": "válaszként, a saját körödben",
        "when.turn_start": "amikor {who} kezdi a körét", "when.turn_end": "amikor {who} befejezi a körét",
        "when.enter_location": "amikor {who} belép egy helyre", "when.enter_seedy": "amikor {who} lepusztult helyre lép",
        "when.enter_ritzy": "amikor {who} előkelő helyre lép", "when.enter_restricted": "amikor {who} korlátozott helyre lép",
        "when.enter_type": "amikor {who} {t} helyre lép", "when.follow_up": "amikor {who} nyomot követ",
        "when.place_evidence": "amikor {who} bizonyítékot tesz le", "when.play_light": "amikor {who} világos lapot játszik ki",
        "when.use_ability": "amikor {who} képességet használ", "when.draw_card": "amikor {who} lapot húz",
        "when.board_beanstalk": "amikor {who} felszáll a Babszárra", "effect": "Hatás: {e}", "when": "Kijátszás: {w}",
        "traits": "Jellemzők: {t}", "trait.Fight": "Harc", "trait.Family": "Család", "trait.Psychic": "Médium",
        "heal": "levehetsz {n} traumát", "token": "kapsz egy {t} jelzőt", "token.haas": "Haas", "token.jinteki": "Jinteki",
        "dropship": "kapsz egy űrkompjegyet", "warrant": "parancsot tehetsz egy lezárt helyre",
        "draw": "húzhatsz egy világos lapot", "alibi": "adhatsz {n} alibit egy gyanúsítottnak",
    },
}


def effect_words(ops: Any, lang: str, who: str, favors: dict[str, str], files: dict[str, str],
                 plot_name: Any = None, npc_name: Any = None, fighter: bool = False) -> str:
    """A twilight card's effects (its ``ops``) in words; ``who`` names the target detective."""
    E = EFFECTS[_lang(lang)]
    out = []
    for op in ops:
        k, args = op[0], op[1:]
        tgt = "target" if fighter or "target" in args else "self"
        num = next((a for a in args if isinstance(a, int)), 1)
        if k == "else":
            w = [effect_words((args[0],), lang, who, favors, files, plot_name, npc_name, fighter),
                 effect_words((args[1],), lang, who, favors, files, plot_name, npc_name, fighter)]
            out.append(E["else"].format(a=w[0], b=w[1]))
        elif k == "fight" and args and isinstance(args[0], dict):
            t = {key: effect_words(v, lang, who, favors, files, fighter=True) for key, v in args[0].items()}
            out.append(E["fight"].format(who=who, a=t.get("fight", ""), b=t.get("flee", ""), c=t.get("talk", "")))
        elif k in ("bad", "trauma", "time", "money"):
            n = f"{num:+,}" if k == "money" else (f"{num:+d}" if k == "time" else num)
            out.append(E[f"{k}.{tgt}"].format(n=n, who=who))
        elif k == "shift":
            side = E[f"side.{args[1]}"] if len(args) > 1 and f"side.{args[1]}" in E else ""
            out.append(E[f"shift.{'target' if fighter or args[0] == 'target' else 'self'}"].format(n=num, who=who, side=side))
        elif k in ("favor", "lose_favor"):
            kind = args[0] if args else "any"
            key = f"{k}.any" if kind == "any" else k
            out.append(E[key].format(n=num, f=favors.get(kind, kind), who=who))
        elif k == "evidence":
            out.append(E[k].format(n=num, f=files.get(args[0], args[0])))
        elif k == "good_if_plot":
            out.append(E[k].format(n=1, p=plot_name(args[0]) if plot_name else args[0]))
        elif k == "npc_favor":
            out.append(E[k].format(n=num, p=npc_name(args[0]) if npc_name else args[0]))
        elif k == "sanity":
            out.append(E[k].format(n=f"{num:+d}"))
        elif k == "move":
            out.append(E[k].format(n=f"{num / 100:g}".replace(".5", "½")))
        elif k == "token":
            out.append(E[k].format(t=E.get(f"token.{args[0]}", args[0])))
        elif k in E:
            out.append(E[k].format(n=num, who=who))
        else:
            out.append(k.replace("_", " "))
    return "; ".join(out)
