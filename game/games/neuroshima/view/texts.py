"""The view's own words in English and Hungarian (tile names and rule texts come from the rules)."""
from __future__ import annotations

from typing import Any

EN: dict[str, str] = {
    "hand.own": "{who}: tiles in hand",
    "hand.held": "{who}: held tiles",
    "hand.counts": "Pile {pile} · Discarded {disc}",
    "hand.discard": "Discard",
    "hand.other": "{held} held · pile {pile}",
    "rot.ok": "OK",
    "rot.hint": "Facing {dir} · wheel or Q/E turns · click to set",
    "rot.aim": "Facing {dir} · wheel or Q/E turns · click a hex to place",
    "replay": "Replay last battle",
    "log.battle": "Battle",
    "log.last": "Last battle",
    "log.more": "{n} more above: scroll",
    "battle.phase": "INITIATIVE {p}",
    "battle.start": "START: POISON",
    "battle.banner": "BATTLE!",
    "banner.battle": "Battle: {name} decides",
    "banner.decides": "{name} decides",
    "aim.several": "{n} choices here: click to pick one",
    "aim.card": "Right-click or F1: the card of what stands here.",
    "float.medic": "MEDIC",
    "float.venom": "VENOM",
    "float.boom": "BOOM",
    "hidden.title": "Hidden tile",
    "hidden.body": "{who} holds this tile face down.",
    "hq.title": "{army} HQ",
    "hq.body": "{who}: {hp} / 20 HP\nThe army with the most HP left wins at the end.",
    "why.wait": "Wait: it is not your decision now.",
    "why.discard": "You cannot discard that tile now.",
    "why.play": "That tile cannot be played now.",
    "why.rot": "Turn the tile (wheel, Q/E, the arrows or a click beside it), then click it or OK.",
    "why.confirm": "Confirm or cancel the chosen action first.",
    "why.place": "A tile can only go on a free, glowing hex.",
    "why.glow": "Only glowing hexes can be chosen now.",
    "why.pick": "Pick a tile from your hand first.",
    "why.nothing": "Nothing to do on the board now: use the buttons below.",
    "panel.hq": "HQ {hp}/20",
    "panel.counts": "Hand {hand} · Pile {pile} · Discard {disc}",
    "player": "Player {n}",
    "info.in_army": "{n} in the army",
    "info.initiative": "Initiative: {v}",
    "info.attacks": "Attacks: {v}",
    "info.all_sides": "{type} {strength} on all sides",
    "info.armor": "Armor: {v}",
    "info.net": "Net: {v}",
    "info.links": "Links: {v}",
    "info.toughness": "Toughness: {v}",
    "info.hq_hp": "HQ: {hp} / 20 HP",
    "info.wounds": "Wounds: {dmg} / toughness {tough}",
    "info.netted": "NETTED: does not attack, its abilities are off",
    "info.now": "Now: {v}",
    "info.melee_bonus": "+{v} melee",
    "info.ranged_bonus": "+{v} ranged",
    "info.init_mod": "{v:+d} initiative",
    "info.extra": "{v} extra action(s)",
    "info.acts": "Acts in phase(s): {v}",
    "info.poisoned": "Poisoned: {v} venom marker(s)",
    "info.rewards": "Rewards: {v}",
    "info.owner": "Owner: {who}",
    "info.terrain": "Terrain",
    "kind.hq": "Headquarters", "kind.soldier": "Soldier", "kind.module": "Module", "kind.foundation": "Foundation",
    "kind.instant": "Instant tile", "kind.turret": "Turret", "kind.reward": "Reward",
    "edge.F": "front", "edge.FR": "front-right", "edge.BR": "back-right", "edge.B": "back", "edge.BL": "back-left",
    "edge.FL": "front-left",
    "atk.melee": "melee", "atk.ranged": "ranged", "atk.shotgun": "shotgun", "atk.rocket": "rocket", "atk.gauss": "gauss",
}

HU: dict[str, str] = {
    "hand.own": "{who}: lapkák a kézben",
    "hand.held": "{who}: tartott lapkák",
    "hand.counts": "Pakli {pile} · Dobott {disc}",
    "hand.discard": "Eldob",
    "hand.other": "{held} lapka · pakli {pile}",
    "rot.ok": "OK",
    "rot.hint": "Irány: {dir} · görgő vagy Q/E forgat · kattintás rögzít",
    "rot.aim": "Irány: {dir} · görgő vagy Q/E forgat · kattints a mezőre",
    "replay": "Utolsó csata újra",
    "log.battle": "Csata",
    "log.last": "Utolsó csata",
    "log.more": "még {n} sor feljebb: görgess",
    "battle.phase": "KEZDEMÉNYEZÉS {p}",
    "battle.start": "KEZDET: MÉREG",
    "battle.banner": "CSATA!",
    "banner.battle": "Csata: {name} dönt",
    "banner.decides": "{name} dönt",
    "aim.several": "{n} lehetőség itt: kattints, és válassz",
    "aim.card": "Jobb klikk vagy F1: az itt álló lapka kártyája.",
    "float.medic": "ÉLETMENTŐ",
    "float.venom": "MÉREG",
    "float.boom": "BUMM",
    "hidden.title": "Rejtett lapka",
    "hidden.body": "{who} lefordítva tartja ezt a lapkát.",
    "hq.title": "{army} FSZ",
    "hq.body": "{who}: {hp} / 20 életerő\nA végén a legtöbb életerővel maradt sereg nyer.",
    "why.wait": "Várj: most nem te döntesz.",
    "why.discard": "Ezt a lapkát most nem dobhatod el.",
    "why.play": "Ezt a lapkát most nem játszhatod ki.",
    "why.rot": "Forgasd a lapkát (görgő, Q/E, a nyilak vagy kattintás mellé), majd kattints rá vagy az OK-ra.",
    "why.confirm": "Előbb hagyd jóvá vagy vond vissza a választott lépést.",
    "why.place": "Lapka csak szabad, világító mezőre kerülhet.",
    "why.glow": "Most csak világító mező választható.",
    "why.pick": "Előbb válassz lapkát a kezedből.",
    "why.nothing": "A táblán most nincs teendő: használd a lenti gombokat.",
    "panel.hq": "FSZ {hp}/20",
    "panel.counts": "Kéz {hand} · Pakli {pile} · Dobott {disc}",
    "player": "{n}. játékos",
    "info.in_army": "{n} db a seregben",
    "info.initiative": "Kezdeményezés: {v}",
    "info.attacks": "Támadás: {v}",
    "info.all_sides": "{type} {strength} minden oldalon",
    "info.armor": "Páncél: {v}",
    "info.net": "Háló: {v}",
    "info.links": "Kapcsolat: {v}",
    "info.toughness": "Szívósság: {v}",
    "info.hq_hp": "FSZ: {hp} / 20 életerő",
    "info.wounds": "Sebek: {dmg} / szívósság {tough}",
    "info.netted": "LEHÁLÓZVA: nem támad, képességei nem működnek",
    "info.now": "Most: {v}",
    "info.melee_bonus": "+{v} közelharc",
    "info.ranged_bonus": "+{v} lövés",
    "info.init_mod": "{v:+d} kezdeményezés",
    "info.extra": "{v} plusz akció",
    "info.acts": "Akció a fázis(ok)ban: {v}",
    "info.poisoned": "Mérgezett: {v} jelző",
    "info.rewards": "Jutalmak: {v}",
    "info.owner": "Tulajdonos: {who}",
    "info.terrain": "Terep",
    "kind.hq": "Főhadiszállás", "kind.soldier": "Katona", "kind.module": "Modul", "kind.foundation": "Alaplapka",
    "kind.instant": "Akciólapka", "kind.turret": "Torony", "kind.reward": "Jutalom",
    "edge.F": "elöl", "edge.FR": "jobbra elöl", "edge.BR": "jobbra hátul", "edge.B": "hátul", "edge.BL": "balra hátul",
    "edge.FL": "balra elöl",
    "atk.melee": "közelharc", "atk.ranged": "lövés", "atk.shotgun": "sörét", "atk.rocket": "rakéta", "atk.gauss": "gauss",
}


def t(key: str, lang: str = "en", **fmt: Any) -> str:
    table = HU if lang == "hu" else EN
    text = table.get(key) or EN.get(key, key)
    if fmt:
        try:
            return text.format(**fmt)
        except (KeyError, IndexError, ValueError):
            return text
    return text


# Words printed on tile faces (tiles.py), per language: a module's effect pill (long and short),
# the HQ's special ability (long and short), the HQ mark and a turret's mark.
FACE_EN: dict[str, dict[str, str]] = {
    "effect": {
        "melee_plus": "+{v} MELEE", "ranged_plus": "+{v} SHOT", "init_plus": "+{v} INIT", "init_minus": "-{v} INIT",
        "extra_action": "+ACTION", "medic": "MEDIC", "mobility_grant": "MOBILE", "move_doubler": "MOVE x2",
        "scoper": "SCOPER", "quartermaster": "QM", "toughness_plus": "+{v} TOUGH", "homeland": "HOMELAND",
    },
    "effect_short": {"melee_plus": "+{v}M", "ranged_plus": "+{v}S", "init_plus": "+{v}I", "init_minus": "-{v}I",
                     "toughness_plus": "+{v}T", "homeland": "HOME", "move_doubler": "MOVx2", "extra_action": "+ACT",
                     "medic": "MEDIC", "mobility_grant": "MOBIL", "scoper": "SCOPE"},
    "hq": {"melee_plus": "+1 melee", "ranged_plus": "+1 shot", "init_plus": "+1 init", "extra_action": "+action",
           "toughness_plus": "+1 tough", "homeland": "homeland"},
    "hq_short": {"melee_plus": "+1 M", "ranged_plus": "+1 S", "init_plus": "+1 I", "extra_action": "+act",
                 "toughness_plus": "+1 T", "homeland": "home"},
    "hq_tiny": {"melee_plus": "+1 M", "ranged_plus": "+1 S", "init_plus": "+1 I", "extra_action": "+act",
                "toughness_plus": "+1 T", "homeland": "home"},
    "mark": {"hq": "HQ", "turret": "TURRET"},
}
FACE_HU: dict[str, dict[str, str]] = {
    "effect": {
        "melee_plus": "+{v} KÖZEL", "ranged_plus": "+{v} LÖVÉS", "init_plus": "+{v} KEZD", "init_minus": "-{v} KEZD",
        "extra_action": "+AKCIÓ", "medic": "ÉLETMENTŐ", "mobility_grant": "MOZGÉKONY", "move_doubler": "MOZGÁS x2",
        "scoper": "ÁTÁLLÍTÓ", "quartermaster": "SZM", "toughness_plus": "+{v} SZÍVÓS", "homeland": "SZÜLŐFÖLD",
    },
    "effect_short": {"melee_plus": "+{v}K", "ranged_plus": "+{v}L", "init_plus": "+{v}KE", "init_minus": "-{v}KE",
                     "toughness_plus": "+{v}SZ", "homeland": "SZÜL", "move_doubler": "MOZx2", "extra_action": "+AKC",
                     "medic": "MENTŐ", "mobility_grant": "MOZG.", "scoper": "ÁTÁLL"},
    "hq": {"melee_plus": "+1 közelharc", "ranged_plus": "+1 lövés", "init_plus": "+1 kezdem.", "extra_action": "+akció",
           "toughness_plus": "+1 szívósság", "homeland": "szülőföld"},
    "hq_short": {"melee_plus": "+1 közel", "ranged_plus": "+1 lövés", "init_plus": "+1 kezd.", "extra_action": "+akció",
                 "toughness_plus": "+1 szívós", "homeland": "szülőföld"},
    "hq_tiny": {"melee_plus": "+1 K", "ranged_plus": "+1 L", "init_plus": "+1 KE", "extra_action": "+akc",
                "toughness_plus": "+1 SZ", "homeland": "szül."},
    "mark": {"hq": "FSZ", "turret": "TORONY"},
}


# Where a long one-word tile name may be hyphenated onto two lines on a small tile ("|").
FACE_BREAKS: dict[str, str] = {
    "Rohamosztagos": "Roham|osztagos", "Nehézgéppuska": "Nehéz|géppuska", "Megsemmisítő": "Meg|semmisítő",
    "Szupermutáns": "Szuper|mutáns", "Szállásmester": "Szállás|mester", "Acélbokszoló": "Acél|bokszoló",
    "Mesterlövész": "Mester|lövész", "Kommandós": "Kom|man|dós", "Neodzsungel": "Neo|dzsungel",
    "Quartermaster": "Quarter|master", "Stormtrooper": "Storm|trooper", "Sharpshooter": "Sharp|shooter",
    "Juggernaut": "Jugger|naut", "Commando": "Com|mando",
}


def face(table: str, key: str, lang: str = "en", default: str = "") -> str:
    """A word printed on a tile face (``table`` is one of FACE_EN's keys) in ``lang``."""
    words = (FACE_HU if lang == "hu" else FACE_EN).get(table, {})
    return words.get(key) or FACE_EN.get(table, {}).get(key, default)


# Terrain properties of a hex (the Babel 13 rulebook's Hungarian terms: sűrű, magas, komor...).
TERRAIN_PROPS_HU: dict[str, str] = {
    "dense": "sűrű: 2 vagy több mezőről érkező lövés hatástalan", "tall": "magas: elzárja a tűzvonalat",
    "gloomy": "komor: egy egység körönként egyszer átmozoghat az erdőn", "poisonous": "mérgező: 1 sebzés a csata elején",
    "jungle": "dzsungel", "rocky": "sziklás: a megsebzett vagy eltaszított egység lezuhan", "fortress": "erőd: +1 szívósság",
    "watchtower": "őrtorony: +1 lövési erő", "deep": "mély víz: a megsebzett egység megfullad",
    "whirlpool": "örvény", "swamp": "ingovány: az egységek elsüllyednek", "flat": "sík",
    "radioactive": "rádioaktív: 1 sebzés a csata elején", "closed": "zárt: lapka nem léphet be",
    "defence": "védelmi rendszer", "turrets": "tornyocska helye", "panel": "vezérlő panel",
    "narrow": "szűk: csak egy sereg léphet be", "hidden": "rejtett", "reward": "jutalomraktár",
    "deadly": "halálos: a belépő egység meghal",
}
