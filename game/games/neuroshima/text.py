"""Words: log lines (describe), prompts, battle log lines, tile information for tooltips."""

from __future__ import annotations

from typing import Any

from game.engine.core import HIDDEN
from game.engine.text import seat_label

from .board import DIR_NAMES
from .content import EDGE_NAMES, INSTANT_TEXT, REWARDS, TILES, TURRETS, army_name, tile_name
from .state import State
from .turn import push_chooser

DIR_HU = ("É", "ÉK", "DK", "D", "DNy", "ÉNy")

ATTACK_WORDS = {
    "melee": ("melee", "közelharci"), "ranged": ("ranged", "lövés"), "shotgun": ("shotgun", "sörét"),
    "rocket": ("rocket", "rakéta"), "gauss": ("gauss", "gauss"), "turret": ("turret", "torony"),
    "explosion": ("explosion", "robbanás"), "poison": ("poison", "méreg"), "radioactive": ("radiation", "sugárzás"),
    "poisonous": ("poisonous forest", "mérgező erdő"), "defence": ("base defence", "védelmi rendszer"),
    "whirlpool": ("whirlpool", "örvény"), "instant": ("instant tile", "akciólapka"),
}
EFFECT_WORDS = {
    "melee_plus": ("+{v} melee strength", "+{v} közelharci erő"),
    "ranged_plus": ("+{v} ranged strength", "+{v} lövési erő"),
    "init_plus": ("+{v} initiative", "+{v} kezdeményezés"),
    "init_minus": ("-{v} initiative to enemies", "-{v} kezdeményezés az ellenségnek"),
    "extra_action": ("one extra action", "egy plusz akció"),
    "medic": ("Medic: absorbs one hit", "Életmentő: elnyel egy találatot"),
    "mobility_grant": ("grants Mobility", "mozgékonyságot ad"),
    "move_doubler": ("Move and Mobility go up to 2 hexes", "a mozgás 2 mezőig terjed"),
    "scoper": ("Scoper (enemy modules linked to it are ignored)", "Átállító"),
    "quartermaster": ("Quartermaster: once per battle one attack direction of the linked unit turns from melee to ranged or back",
                      "Szállásmester: csatánként egyszer a kapcsolt egység egy támadási iránya közelharciból lövéssé válik, vagy fordítva"),
    "toughness_plus": ("+{v} toughness to adjacent own units", "+{v} szívósság a szomszédos saját egységeknek"),
    "homeland": ("Homeland: modules linked to it help the whole homeland", "Szülőföld: a hozzá kapcsolt modulok az egész szülőföldet segítik"),
}
ABILITY_WORDS = {
    "sharpshooter": ("Sharpshooter", "Mesterlövész"), "spy": ("Spy", "Kém"), "venom": ("Venom", "Méreg"),
    "push": ("Push", "Taszítás"), "mobility": ("Mobility", "Mozgékonyság"), "explosion": ("Explosion", "Robbanás"),
}


who = seat_label  # the table swaps these labels for the players' names (game.engine.text)


# why a unit left the board, in the battle log (ops.remove_unit's causes)
_CAUSE_EN = {"wounds": "wounds", "fell": "fell", "mine": "mine", "sank": "sank", "eliminated": "army out",
             "medic": "spent on a rescue", "terrain": "terrain", "grenade": "grenade"}
_CAUSE_HU = {"wounds": "sebek", "fell": "lezuhant", "mine": "akna", "sank": "elsüllyedt", "eliminated": "a sereg kiesett",
             "medic": "mentés után lekerült", "terrain": "terep", "grenade": "gránát"}


def _h(h: Any) -> str:
    if h is None:
        return "-"
    return f"({h[0]},{h[1]})"


def _tn(name: Any, lang: str) -> str:
    if name is HIDDEN or name is None:
        return "?"
    return tile_name(name, lang)


def describe(s: State, a: tuple, lang: str) -> str:
    hu = lang == "hu"
    kind = a[0]
    if kind == "first":
        return f"Kezdő: {who(a[1], lang)}" if hu else f"{who(a[1], lang)} goes first"
    if kind == "draw":
        return f"{who(a[1], lang)} húz egy lapkát" if hu else f"{who(a[1], lang)} draws a tile"
    answering = push_chooser(s)
    if answering is not None and kind == "hex":
        return _push_answer_text(s, a, answering, lang)
    me = who(s.turn, lang)
    if kind == "hq":
        return f"{me} lerakja a főhadiszállást: ({a[1]},{a[2]})" if hu else f"{me} places the HQ at ({a[1]},{a[2]})"
    if kind == "discard":
        return f"{me} eldobja: {_tn(a[1], lang)}" if hu else f"{me} discards {_tn(a[1], lang)}"
    if kind == "play":
        return f"{me} kijátssza: {_tn(a[1], lang)}" if hu else f"{me} plays {_tn(a[1], lang)}"
    if kind == "end":
        return f"{me} befejezi a körét" if hu else f"{me} ends the turn"
    if kind == "ability":
        name = {"push": ("Push", "taszítás"), "mobility": ("Mobility", "mozgékonyság"), "gloomy": ("gloomy forest move", "komor erdei mozgás")}[a[1]]
        return f"{me}: {name[1]} ({a[2]},{a[3]})" if hu else f"{me} uses {name[0]} at ({a[2]},{a[3]})"
    if kind == "reward":
        return f"{me} jutalmat helyez el: {tile_name(a[1], lang)}" if hu else f"{me} places a reward: {tile_name(a[1], lang)}"
    if kind == "turret":
        return f"{me} egy tornyot forgat" if hu else f"{me} rotates a turret"
    if kind == "ally":
        return f"{me} szövetséges egységet választ: {_tn(a[1], lang)}" if hu else f"{me} chooses an allied {_tn(a[1], lang)}"
    if kind in ("hex", "unit", "target"):
        word = {"hex": ("mező", "hex"), "unit": ("egység", "unit"), "target": ("célpont", "target")}[kind]
        return f"{me}: {word[0]} ({a[1]},{a[2]})" if hu else f"{me} chooses {word[1]} ({a[1]},{a[2]})"
    if kind == "rot":
        d = (DIR_HU if hu else DIR_NAMES)[a[1] % 6]
        return f"{me}: irány {d}" if hu else f"{me} faces {d}"
    if kind == "area":
        hexes = ", ".join(f"({a[k]},{a[k + 1]})" for k in (1, 3, 5))
        return f"{me}: terület {hexes}" if hu else f"{me} targets {hexes}"
    if kind == "hit":
        return f"{me}: {'egység' if a[1] == 'unit' else 'alaplapka'}" if hu else f"{me} hits the {a[1]}"
    if kind == "confirm":
        return _confirm_text(s, lang)
    if kind == "cancel":
        return f"{me} visszavonja a választást" if hu else f"{me} cancels"
    if kind in BATTLE_KINDS:
        return f"{me}: {battle_choice_text(s, a, lang)}"
    return repr(a)


BATTLE_KINDS = ("sharpshoot", "rocket", "explode", "medic", "convert")


def _push_answer_text(s: State, a: tuple, owner: int, lang: str) -> str:
    pd = s.pending
    name, pusher, me = _name_at(s, pd[3], lang), who(s.turn, lang), who(owner, lang)
    if lang == "hu":
        return f"{pusher} eltaszítja: {name} {_h(pd[3])} → ({a[1]},{a[2]}) (a mezőt {me} választotta)"
    return f"{pusher} pushes {name} from {_h(pd[3])} to ({a[1]},{a[2]}) ({me} chose where)"


def _name_at(s: State, h: Any, lang: str) -> str:
    i = s.lay.index.get(tuple(h)) if h is not None else None
    if i is None:
        return "?"
    p = s.board[i]
    if p is None:
        return "raktár" if lang == "hu" else "warehouse"
    return _tn(p.name, lang)


def _option_info(s: State, a: tuple) -> Any:
    b = s.battle
    if b and a in b[6][3]:
        return b[6][5][b[6][3].index(a)]
    return None


def battle_choice_text(s: State, a: tuple, lang: str) -> str:
    """The full text of a battle decision (without the player)."""
    hu = lang == "hu"
    kind = a[0]
    u = (a[1], a[2])
    un = _name_at(s, u, lang)
    info = _option_info(s, a)
    if kind == "sharpshoot":
        t = (a[3], a[4])
        dmg = f", {info} sebzés" if hu and info is not None else (f", {info} wounds" if info is not None else "")
        return (f"{un} {_h(u)} célpontja: {_name_at(s, t, lang)} {_h(t)}{dmg}" if hu
                else f"{un} at {_h(u)} shoots {_name_at(s, t, lang)} at {_h(t)}{dmg}")
    if kind == "rocket":
        path = [(a[k], a[k + 1]) for k in range(3, len(a), 2)]
        way = " → ".join(_h(h) for h in path)
        if info is None or not s.battle:
            return f"{un} {_h(u)} rakétája: {way}" if hu else f"{un} at {_h(u)} fires its rocket along {way}"
        if info == 0 and s.lay.index.get(path[-1]) is not None and s.board[s.lay.index[path[-1]]] is None:
            return (f"{un} {_h(u)} rakétája: {way}, nem talál el semmit" if hu
                    else f"{un} at {_h(u)} fires its rocket along {way}, hitting nothing")
        return (f"{un} {_h(u)} rakétája: {way}, {_name_at(s, path[-1], lang)} {info} sebzés" if hu
                else f"{un} at {_h(u)} fires its rocket along {way} into {_name_at(s, path[-1], lang)} for {info}")
    if kind == "explode":
        if a[3]:
            return f"{un} {_h(u)} felrobban" if hu else f"{un} at {_h(u)} explodes"
        return f"{un} {_h(u)} nem robban fel, támad" if hu else f"{un} at {_h(u)} attacks instead of exploding"
    if kind == "medic":
        t = (a[3], a[4])
        src = ""
        if info is not None:
            sh, amount, akind = info
            aw = ATTACK_WORDS.get(akind, (akind, akind))[1 if hu else 0]
            src = (f" ({aw} {_h(sh)}, {amount})" if hu else f" ({aw} from {_h(sh)}, {amount})") if sh is not None else f" ({aw}, {amount})"
        return (f"Életmentő {_h(u)} elnyeli a(z) {_name_at(s, t, lang)} {_h(t)} találatát{src}" if hu
                else f"Medic at {_h(u)} absorbs the hit on {_name_at(s, t, lang)} at {_h(t)}{src}")
    if kind == "convert":
        conv = _converted(s, a, lang)
        if conv:
            return (f"Szállásmester: {un} {_h(u)} {conv}" if hu else f"Quartermaster: {un} at {_h(u)} turns {conv}")
        return f"{un} {_h(u)}: nincs átalakítás" if hu else f"{un} at {_h(u)} keeps its attacks"
    return repr(a)


def _converted(s: State, a: tuple, lang: str) -> str:
    """"its melee attack N into ranged" for a Quartermaster option, "" for keeping the attacks."""
    hu = lang == "hu"
    i = s.lay.index.get((a[1], a[2]))
    if a[3] < 0 or i is None or s.board[i] is None:
        return ""
    p = s.board[i]
    atk = TILES[p.name].attacks[a[3]]
    d = (DIR_HU if hu else DIR_NAMES)[(atk.edge + p.rot) % 6]
    if atk.type == "melee":
        return f"{d} közelharc → lövés" if hu else f"its {d} melee attack into ranged"
    return f"{d} lövés → közelharc" if hu else f"its {d} ranged attack into melee"


def _confirm_text(s: State, lang: str) -> str:
    hu = lang == "hu"
    me = who(s.turn, lang)
    pd = s.pending
    if not pd:
        return f"{me} megerősít" if hu else f"{me} confirms"
    kind = pd[0]
    if kind == "place":
        d = (DIR_HU if hu else DIR_NAMES)[pd[3] % 6]
        nm = _tn(pd[1], lang)
        return (f"{me} lerakja: {nm} ({pd[2][0]},{pd[2][1]}), irány {d}" if hu
                else f"{me} places {nm} at ({pd[2][0]},{pd[2][1]}) facing {d}")
    if kind == "battle":
        return f"{me} csatát indít" if hu else f"{me} starts a battle"
    if kind == "move":
        return (f"{me} mozgat: {_h(pd[2])} → {_h(pd[3])}" if hu else f"{me} moves {_h(pd[2])} to {_h(pd[3])}")
    if kind == "push":
        return (f"{me} eltaszítja {_h(pd[3])} → {_h(pd[4])}" if hu else f"{me} pushes {_h(pd[3])} to {_h(pd[4])}")
    if kind == "sniper":
        return f"{me} orvlövészt küld, célpont {_h(pd[2])}" if hu else f"{me} snipes {_h(pd[2])}"
    if kind == "area" and pd[2] == "air":
        return f"{me} légicsapást mér, középpont {_h(pd[3])}" if hu else f"{me} calls an air strike around {_h(pd[3])}"
    if kind == "area":
        hexes = ", ".join(_h(h) for h in pd[3])
        return f"{me} kisbombát dob, mezők {hexes}" if hu else f"{me} drops a small bomb on {hexes}"
    if kind == "castle":
        return f"{me} sáncol: {_h(pd[2])} és {_h(pd[3])} helyet cserél" if hu else f"{me} castles {_h(pd[2])} with {_h(pd[3])}"
    if kind == "grenade":
        return f"{me} gránátot dob, célpont {_h(pd[2])}" if hu else f"{me} throws a grenade at {_h(pd[2])}"
    if kind == "reward":
        return f"{me} jutalom → {_h(pd[2])}" if hu else f"{me} puts {tile_name(pd[1], lang)} on {_h(pd[2])}"
    return f"{me} megerősít" if hu else f"{me} confirms"


def prompt(s: State, lang: str) -> str:
    hu = lang == "hu"
    ph = s.phase
    if ph == "over":
        return "Vége a játéknak" if hu else "The game is over"
    if ph in ("first", "draw"):
        return "Húzás..." if hu else "Drawing..."
    if ph == "hq":
        return "Helyezd el a főhadiszállásodat" if hu else "Place your HQ"
    if ph == "ally":
        if not s.pending:
            return "Válassz szövetséges egységet" if hu else "Choose an allied unit"
        return "Válassz mezőt" if hu and len(s.pending) == 2 else ("Válassz irányt" if hu else (
            "Choose a hex" if len(s.pending) == 2 else "Choose a facing"))
    if ph == "survivor":
        return "Helyezd el a túlélő Moloch egységet" if hu else "Place a surviving Moloch unit"
    if ph == "turret":
        return "Helyezz el egy tornyot" if hu else "Place a turret"
    if ph == "discard":
        return "Dobj el egy lapkát" if hu else "Discard one tile"
    if ph in ("battle_choice", "medic_choice") and s.battle:
        _seat, kind, u, _opts, _d, _info = s.battle[6]
        un = _name_at(s, u, lang)
        texts = {
            "sharpshoot": (f"{un} {_h(u)}: válaszd ki a célpontját", f"{un} at {_h(u)}: choose its target"),
            "rocket": (f"{un} {_h(u)}: válaszd ki a rakéta útját", f"{un} at {_h(u)}: choose the rocket's path"),
            "explode": (f"{un} {_h(u)}: felrobban vagy támad?", f"{un} at {_h(u)}: explode or attack?"),
            "medic": (f"Életmentő {_h(u)}: melyik találatot nyeli el?", f"Medic at {_h(u)}: choose the hit it absorbs"),
            "convert": (f"{un} {_h(u)}: átalakít egy támadást a Szállásmester?", f"{un} at {_h(u)}: convert one attack with the Quartermaster?"),
        }
        text = texts.get(kind, ("Csata: dönts", "Battle: decide"))
        return text[0] if hu else text[1]
    pd = s.pending
    if not pd:
        return "Játssz ki lapkát, használj képességet vagy fejezd be a kört" if hu else "Play a tile, use an ability or end your turn"
    if push_chooser(s) is not None:
        name, pusher = _name_at(s, pd[3], lang), who(s.turn, lang)
        return (f"Taszítás: {pusher} eltaszítja ezt az egységedet: {name} - válaszd ki, hová kerüljön" if hu
                else f"Push: {pusher} pushes your {name} - choose where it goes")
    kind = pd[0]
    name = _tn(pd[1], lang) if kind in ("place", "sniper", "castle", "grenade", "battle") else ""
    if kind in ("sniper", "grenade") and len(pd) == 3:
        from .decisions import _needs_hit_choice
        if _needs_hit_choice(s, pd[2], s.turn):
            return (f"{name}: az egységet vagy az alaplapkát éri?" if hu
                    else f"{name}: hit the unit or the foundation?")
    if kind == "place":
        if len(pd) == 2:
            return f"{name} lerakása: válassz mezőt" if hu else f"Place {name}: choose a hex"
        if len(pd) == 3:
            return f"{name} lerakása: válassz irányt" if hu else f"Place {name}: choose a facing"
        return f"{name} lerakása: erősítsd meg" if hu else f"Place {name}: confirm"
    if kind == "battle":
        return "Csata: erősítsd meg" if hu else "Battle: confirm"
    steps = {
        "move": [("Mozgás: válassz egységet", "Move: choose a unit"), ("Mozgás: válassz célmezőt", "Move: choose the destination"),
                 ("Mozgás: válassz irányt", "Move: choose a facing"), ("Mozgás: erősítsd meg", "Move: confirm")],
        "push": [("Taszítás: válassz taszító egységet", "Push: choose the pushing unit"), ("Taszítás: válassz célpontot", "Push: choose the enemy"),
                 ("Taszítás: válassz célmezőt", "Push: choose where it goes"), ("Taszítás: erősítsd meg", "Push: confirm")],
        "sniper": [("Orvlövész: válassz célpontot", "Sniper: choose a target"), ("Orvlövész: erősítsd meg", "Sniper: confirm")],
        "castle": [("Sáncolás: válassz egységet", "Castling: choose a unit"), ("Sáncolás: válassz párt", "Castling: choose the other unit"),
                   ("Sáncolás: erősítsd meg", "Castling: confirm")],
        "grenade": [("Gránát: válassz célpontot", "Grenade: choose a target"), ("Gránát: erősítsd meg", "Grenade: confirm")],
        "reward": [("Jutalom: válassz egységet", "Reward: choose a unit"), ("Jutalom: erősítsd meg", "Reward: confirm")],
        "area": ([("Légicsapás: válaszd ki a középső mezőt (a 7 mezőt, amit ér, kijelöli)",
                   "Air strike: choose the centre hex (the 7 hexes it hits light up)"),
                  ("Légicsapás: erősítsd meg", "Air strike: confirm")] if pd[2:3] == ("air",) else
                 [("Kisbomba: válassz 3 egymás melletti mezőt", "Small bomb: choose 3 adjacent hexes"),
                  ("Kisbomba: erősítsd meg", "Small bomb: confirm")]),
        "turret": [("Torony: válassz irányt", "Turret: choose a facing")],
    }[kind]
    base = 3 if kind == "area" else (2 if kind != "turret" else 2)
    k = min(len(pd) - base, len(steps) - 1)
    if kind in ("move", "push") and pd[1] in ("mobility", "gloomy", "ability"):
        k = min(len(pd) - 2, len(steps) - 1)
    text = steps[max(0, k)]
    return text[0] if hu else text[1]


def battle_log_lines(s: State, lang: str) -> list[str]:
    """One line per event of the last battle (phases, hits, Medics, venom, deaths)."""
    hu = lang == "hu"
    out = []
    for ev in s.last_battle:
        kind = ev[0]
        if kind == "battle":
            out.append(f"Csata ({who(ev[1], lang)} indította)" if hu else f"Battle (started by {who(ev[1], lang)})")
        elif kind == "start":
            out.append("Csata eleje: méreg" if hu else "Start of battle: poison")
        elif kind == "phase":
            out.append(f"{ev[1]}. kezdeményezési fázis" if hu else f"Initiative {ev[1]}")
        elif kind == "hit":
            _k, src, tgt, amount, atype, sname, tname, absorbed = ev
            aw = ATTACK_WORDS.get(atype, (atype, atype))[1 if hu else 0]
            sn, tn = _tn(sname, lang) if sname in TILES or sname in TURRETS else aw, _tn(tname, lang)
            if hu:
                line = f"{sn} {_h(src)} → {tn} {_h(tgt)}: {amount} sebzés ({aw})"
            else:
                line = f"{sn} {_h(src)} hits {tn} {_h(tgt)} for {amount} ({aw})"
            if absorbed:
                line += " — elnyelte az életmentő" if hu else " — absorbed by a Medic"
            out.append(line)
        elif kind == "medic":
            out.append(f"Életmentő {_h(ev[1])} védi: {_h(ev[2])}" if hu else f"Medic {_h(ev[1])} saves {_h(ev[2])}")
        elif kind == "venom":
            out.append(f"Mérgezésjelző: {_h(ev[1])}" if hu else f"Venom marker on {_h(ev[1])}")
        elif kind == "explode":
            out.append(f"{_tn(ev[2], lang)} {_h(ev[1])} felrobban" if hu else f"{_tn(ev[2], lang)} {_h(ev[1])} explodes")
        elif kind == "killed":
            why = _CAUSE_HU.get(ev[4], ev[4]) if hu else _CAUSE_EN.get(ev[4], ev[4])
            out.append(f"{_tn(ev[2], lang)} {_h(ev[1])} elpusztult ({why})" if hu else f"{_tn(ev[2], lang)} {_h(ev[1])} is destroyed ({why})")
        elif kind == "found_destroyed":
            out.append(f"{_tn(ev[2], lang)} {_h(ev[1])} megsemmisült" if hu else f"{_tn(ev[2], lang)} {_h(ev[1])} is destroyed")
        elif kind == "break_in":
            toks = ", ".join(tile_name(t, lang) for t in ev[3])
            out.append(f"{who(ev[2], lang)} feltöri a raktárat {_h(ev[1])}: {toks}" if hu else f"{who(ev[2], lang)} breaks into {_h(ev[1])}: {toks}")
        elif kind == "tokens_lost":
            out.append(f"A raktár {_h(ev[1])} jutalmai elvesztek" if hu else f"The rewards of {_h(ev[1])} are destroyed")
        elif kind == "eliminated":
            out.append(f"{who(ev[1], lang)} kiesett" if hu else f"{who(ev[1], lang)} is eliminated")
    return out


def tile_info(name: str, lang: str = "en") -> dict[str, Any]:
    """Full stats and ability text of a tile type, for hover tooltips."""
    hu = lang == "hu"
    if name in TURRETS:
        en, hun, init, attacks = TURRETS[name]
        return {"id": name, "name": hun if hu else en, "kind": "turret", "initiative": list(init),
                "attacks": [{"edge": EDGE_NAMES[e], "type": "ranged", "strength": v} for e, v in attacks],
                "text": "Hits the first unit of any army on its line." if not hu else "A vonalán az első egységet lövi, bármely seregét."}
    if name in REWARDS:
        r = REWARDS[name]
        return {"id": name, "name": r[1] if hu else r[0], "kind": "reward", "text": r[3] if hu else r[2]}
    t = TILES[name]
    lines = []
    if t.instant:
        lines.append(INSTANT_TEXT[t.instant][1 if hu else 0])
    for ab in sorted(t.abilities):
        lines.append(ABILITY_WORDS[ab][1 if hu else 0])
    for eff, v in t.effects:
        lines.append(EFFECT_WORDS[eff][1 if hu else 0].format(v=v))
    if t.kind == "foundation":
        lines.append({"ny.mine": ("Destroys any unit placed or moved onto it (an HQ only destroys the Mine).",
                                  "Megsemmisít minden rá kerülő egységet (FSZ esetén csak az akna pusztul)."),
                      "nj.roots": ("Part of the homeland, conducts it even under enemy units.",
                                   "A szülőföld része, ellenséges egység alatt is vezeti.")}[name][1 if hu else 0])
    return {
        "id": t.id, "name": t.name_hu if hu else t.name_en, "army": army_name(t.army, lang), "kind": t.kind,
        "count": t.count, "initiative": list(t.initiative),
        "attacks": [{"edge": EDGE_NAMES[a.edge], "type": a.type, "strength": a.strength} for a in t.attacks],
        "armor": [EDGE_NAMES[e] for e in sorted(t.armor)], "nets": [EDGE_NAMES[e] for e in t.nets],
        "links": [EDGE_NAMES[e] for e in t.links], "toughness": t.toughness if t.kind != "hq" else 20,
        "abilities": sorted(t.abilities), "effects": [list(e) for e in t.effects], "big": t.big,
        "text": " ".join(lines),
    }


def edge_features(name: str, rotation: int) -> list[list[dict[str, Any]]]:
    """Per board direction 0..5 (N, NE, SE, S, SW, NW), the features on that side of a placed tile."""
    out: list[list[dict[str, Any]]] = [[] for _ in range(6)]
    if name not in TILES:
        return out
    t = TILES[name]
    for a in t.attacks:
        out[(a.edge + rotation) % 6].append({"feature": a.type, "strength": a.strength})
    for e in t.armor:
        out[(e + rotation) % 6].append({"feature": "armor"})
    for e in t.nets:
        out[(e + rotation) % 6].append({"feature": "net"})
    for e in t.links:
        out[(e + rotation) % 6].append({"feature": "link"})
    return out
