"""Army content of Neuroshima Hex + Babel 13 (spec sections 2 and 7.7), loaded and validated at import.

Every tile type is one row of a compact table; ``TILES`` maps a tile id (``"ny.cop"``) to a
``TileType``. Edges are local (0=F, 1=FR, 2=BR, 3=B, 4=BL, 5=FL). Attack notation in the rows:
``M2@F`` melee 2 on F, ``R1@FL`` ranged, ``SG@F`` shotgun, ``RK@F`` rocket, ``GA@F`` gauss;
``@ALL`` means all six edges. Module effects: ``effect+N`` separated by ``,`` then ``>`` and the
link edges (``ALL`` for six, empty for none).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

EDGE_NAMES = ("F", "FR", "BR", "B", "BL", "FL")
EDGE_INDEX = {name: i for i, name in enumerate(EDGE_NAMES)}

KINDS = ("hq", "soldier", "module", "foundation", "instant")
ATTACK_TYPES = {"M": "melee", "R": "ranged", "SG": "shotgun", "RK": "rocket", "GA": "gauss"}
ABILITIES = {"sharpshooter", "spy", "venom", "push", "mobility", "explosion"}
EFFECTS = {
    "melee_plus", "ranged_plus", "init_plus", "init_minus", "extra_action", "medic",
    "mobility_grant", "move_doubler", "scoper", "quartermaster", "toughness_plus", "homeland",
}
HOSTILE_EFFECTS = {"init_minus", "scoper"}
INSTANTS = {"battle", "move", "push_back", "sniper", "small_bomb", "castling", "air_strike", "grenade"}

ARMY_NAMES = {
    "new_york": ("New York", "New York"),
    "neojungle": ("Neojungle", "Neodzsungel"),
    "moloch": ("Moloch", "Moloch"),
    "borgo": ("Borgo", "Borgo"),
    "outpost": ("Outpost", "Előőrs"),  # the Hungarian Babel 13 rulebook: "előőrs egységek"
    "hegemony": ("Hegemony", "Hegemónia"),
}
ARMY_PREFIX = {"ny": "new_york", "nj": "neojungle", "mo": "moloch", "bo": "borgo", "op": "outpost", "he": "hegemony"}

INSTANT_TEXT = {
    "battle": ("A battle starts at once; your turn ends after it.", "Azonnal csata kezdődik; utána a köröd véget ér."),
    "move": ("Move one own unit to an adjacent empty hex and/or rotate it.", "Egy saját egység szomszédos üres mezőre lép és/vagy elfordul."),
    "push_back": ("An own unit pushes an adjacent enemy unit one hex away; where several hexes are free, the pushed unit's owner picks.",
                  "Egy saját egység egy szomszédos ellenséges egységet egy mezővel eltaszít; ha több mező szabad, az eltaszított egység gazdája választ."),
    "sniper": ("1 wound to any enemy unit except an HQ, or destroy a foundation.", "1 sebzés bármely nem FSZ ellenséges egységre, vagy egy alaplapka megsemmisítése."),
    "small_bomb": ("1 wound to every unit in 3 mutually adjacent hexes (not HQs).", "1 sebzés 3 egymással szomszédos mező minden egységére (FSZ-t nem)."),
    "castling": ("Two own units swap places, keeping their facings.", "Két saját egység helyet cserél, irányuk marad."),
    "air_strike": ("1 wound to every unit in a hex and its 6 neighbours (not HQs).", "1 sebzés egy mező és 6 szomszédja minden egységére (FSZ-t nem)."),
    "grenade": ("Destroy one enemy unit adjacent to your HQ (not an HQ), whatever its toughness (no Medic saves it), or an enemy "
                "foundation there. Not while your HQ is netted.",
                "Megsemmisít egy FSZ-eddel szomszédos ellenséges egységet (FSZ-t nem), bármekkora a szívóssága (életmentő nem menti meg), "
                "vagy egy ottani ellenséges alaplapkát. Nem játszható ki, amíg az FSZ-ed le van hálózva."),
}

# id, English, Hungarian, count, kind, init, attacks, armor, nets, toughness, abilities, module
_ROWS: dict[str, list[tuple]] = {
    "new_york": [
        ("ny.hq", "New York HQ", "New York FSZ", 1, "hq", "0", "M1@ALL", "", "", 20, "", "toughness_plus+1>ALL"),
        ("ny.battle", "Battle", "Csata", 5, "instant", "", "", "", "", 0, "battle", ""),
        ("ny.move", "Move", "Mozgás", 2, "instant", "", "", "", "", 0, "move", ""),
        ("ny.push_back", "Push back", "Taszítás", 1, "instant", "", "", "", "", 0, "push_back", ""),
        ("ny.sniper", "Sniper", "Orvlövész", 1, "instant", "", "", "", "", 0, "sniper", ""),
        ("ny.shooter", "Shooter", "Vadász", 1, "soldier", "3", "R1@F", "", "", 1, "", ""),
        ("ny.sharpshooter", "Sharpshooter", "Mesterlövész", 2, "soldier", "2", "R1@F", "", "", 1, "sharpshooter", ""),
        ("ny.shotgun", "Shotgun", "Sörétes puskás", 1, "soldier", "2", "SG@F", "", "", 1, "", ""),
        ("ny.spy_shooter", "Spy Shooter", "Kémvadász", 2, "soldier", "2", "R1@FL R1@FR", "F", "", 1, "spy", ""),
        ("ny.rocket_launcher", "Rocket Launcher", "Rakétavető", 1, "soldier", "2", "RK@F", "", "", 1, "", ""),
        ("ny.cop", "Cop", "Zsaru", 2, "soldier", "3", "M1@F", "", "", 1, "", ""),
        ("ny.steel_boxer", "Steel Boxer", "Acélbokszoló", 2, "soldier", "2,1", "M1@F M1@FR", "", "", 1, "", ""),
        ("ny.hammer", "Hammer", "Kalapács", 2, "soldier", "2", "M2@F", "", "", 1, "", ""),
        ("ny.pusher", "Pusher", "Taszító", 1, "soldier", "2", "M1@FL M1@F M1@FR", "F", "", 2, "push", ""),
        ("ny.spy_cleaner", "Spy Cleaner", "Kémfőnök", 1, "soldier", "2", "M1@ALL", "", "", 1, "spy", ""),
        ("ny.net_fighter", "Net Fighter", "Hálóvető", 1, "soldier", "", "", "", "F", 1, "", ""),
        ("ny.sergeant", "Sergeant", "Őrmester", 1, "module", "", "", "", "", 1, "", "extra_action+1>BL,F,BR"),
        ("ny.officer_1", "Officer I", "Tiszt I", 2, "module", "", "", "", "", 1, "", "melee_plus+1>FL,F,FR"),
        ("ny.officer_2", "Officer II", "Tiszt II", 2, "module", "", "", "", "", 1, "", "ranged_plus+1>FL,F,FR"),
        ("ny.scout", "Scout", "Felderítő", 2, "module", "", "", "", "", 1, "", "init_plus+1>BL,F,BR"),
        ("ny.mine", "Mine", "Akna", 2, "foundation", "", "", "", "", 0, "", ""),
    ],
    "neojungle": [
        ("nj.hq", "Neojungle HQ", "Neodzsungel FSZ", 1, "hq", "0", "M1@ALL", "", "", 20, "", "homeland+1>ALL"),
        ("nj.battle", "Battle", "Csata", 4, "instant", "", "", "", "", 0, "battle", ""),
        ("nj.castling", "Castling", "Sáncolás", 2, "instant", "", "", "", "", 0, "castling", ""),
        ("nj.move", "Move", "Mozgás", 1, "instant", "", "", "", "", 0, "move", ""),
        ("nj.small_bomb", "Small bomb", "Kisbomba", 1, "instant", "", "", "", "", 0, "small_bomb", ""),
        ("nj.monster", "Monster", "Szörny", 1, "soldier", "0", "M1@BL M2@FL M3@F M2@FR M1@BR", "", "", 2, "", ""),
        ("nj.slicer", "Slicer", "Szeletelő", 4, "soldier", "2", "M1@FL M1@F M1@FR", "", "", 1, "", ""),
        ("nj.nightshade", "Nightshade", "Éjjeli árny", 2, "soldier", "2", "M1@FL M1@F", "", "", 1, "venom", ""),
        ("nj.crusher", "Crusher", "Zúzó", 3, "soldier", "1", "M2@F", "", "", 1, "", ""),
        ("nj.wall_of_trees", "Wall of Trees", "Fákból álló fal", 1, "soldier", "", "", "FL F FR", "", 3, "", ""),
        ("nj.net_fighter", "Net Fighter", "Hálóvető", 3, "soldier", "", "", "", "F", 1, "", ""),
        ("nj.swarm", "Swarm", "Raj", 2, "soldier", "1", "M1@ALL", "", "", 1, "", ""),
        ("nj.vines", "Vines", "Szőlőtőkék", 1, "module", "", "", "", "", 1, "", "init_minus+1>ALL"),
        ("nj.medic", "Field Medic", "Harctéri életmentő", 3, "module", "", "", "", "", 1, "", "medic+1>F"),
        ("nj.symbiont_alpha", "Symbiont Alpha", "Alfa szimbionta", 1, "module", "", "", "B", "", 2, "", "melee_plus+1>F"),
        ("nj.symbiont_beta", "Symbiont Beta", "Béta szimbionta", 1, "module", "", "", "B", "", 2, "", "init_plus+1>F"),
        ("nj.symbiont_gamma", "Symbiont Gamma", "Gamma szimbionta", 2, "module", "", "", "B", "", 1, "", "init_plus+1,melee_plus+1>F"),
        ("nj.roots", "Roots", "Gyökerek", 2, "foundation", "", "", "", "", 0, "", ""),
    ],
    "moloch": [
        ("mo.hq", "Moloch HQ", "Moloch FSZ", 1, "hq", "0", "M1@ALL", "", "", 20, "", "ranged_plus+1>ALL"),
        ("mo.air_strike", "Air strike", "Légicsapás", 1, "instant", "", "", "", "", 0, "air_strike", ""),
        ("mo.battle", "Battle", "Csata", 4, "instant", "", "", "", "", 0, "battle", ""),
        ("mo.move", "Move", "Mozgás", 1, "instant", "", "", "", "", 0, "move", ""),
        ("mo.push_back", "Push back", "Taszítás", 5, "instant", "", "", "", "", 0, "push_back", ""),
        ("mo.blocker", "Blocker", "Blokkoló", 2, "soldier", "", "", "F", "", 3, "", ""),
        ("mo.hybrid", "Hybrid", "Hibrid", 2, "soldier", "3", "R1@F", "", "", 1, "", ""),
        ("mo.gauss", "Gauss Cannon", "Gauss-ágyú", 1, "soldier", "1", "GA@F", "", "", 2, "", ""),
        ("mo.juggernaut", "Juggernaut", "Juggernaut", 1, "soldier", "1", "M2@F R1@FR", "F BL BR", "", 2, "", ""),
        ("mo.hunter_killer", "Hunter-Killer", "Vadász-gyilkos", 2, "soldier", "3", "M1@FL M1@F M1@FR M1@B", "", "", 1, "", ""),
        ("mo.clown", "Clown", "Bohóc", 1, "soldier", "2", "M1@FL M1@F", "", "", 2, "explosion", ""),
        ("mo.armored_hunter", "Armored Hunter", "Páncélos vadász", 2, "soldier", "2", "M1@ALL", "FL F", "", 1, "", ""),
        ("mo.armored_guard", "Armored Guard", "Páncélos őr", 1, "soldier", "2", "R1@FL R1@FR", "F", "", 1, "", ""),
        ("mo.guard", "Guard", "Őr", 1, "soldier", "2", "R1@FL R1@F", "", "", 1, "", ""),
        ("mo.protector", "Protector", "Védelmező", 1, "soldier", "1", "R1@FL R1@F R1@FR", "", "", 2, "", ""),
        ("mo.hornet", "Hornet", "Darázs", 1, "soldier", "2", "M2@F", "", "", 1, "", ""),
        ("mo.net_fighter", "Net Fighter", "Hálóvető", 1, "soldier", "", "", "", "FL F", 1, "", ""),
        ("mo.stormtrooper", "Stormtrooper", "Rohamosztagos", 1, "soldier", "2,1", "R1@F", "", "", 2, "", ""),
        ("mo.mother", "Mother", "Anya", 1, "module", "", "", "", "", 1, "", "extra_action+1>F"),
        ("mo.medic", "Medic", "Orvos", 2, "module", "", "", "", "", 1, "", "medic+1>F,BL,BR"),
        ("mo.brain", "Brain", "Agy", 1, "module", "", "", "", "", 1, "", "melee_plus+1,ranged_plus+1>F,BL,BR"),
        ("mo.officer", "Officer", "Tiszt", 1, "module", "", "", "", "", 1, "", "ranged_plus+1>FL,FR,B"),
        ("mo.scout", "Scout", "Felderítő", 1, "module", "", "", "", "", 1, "", "init_plus+1>F,BL,BR"),
    ],
    "borgo": [
        ("bo.hq", "Borgo HQ", "Borgo FSZ", 1, "hq", "0", "M1@ALL", "", "", 20, "", "init_plus+1>ALL"),
        ("bo.battle", "Battle", "Csata", 6, "instant", "", "", "", "", 0, "battle", ""),
        ("bo.move", "Move", "Mozgás", 4, "instant", "", "", "", "", 0, "move", ""),
        ("bo.grenade", "Grenade", "Gránát", 1, "instant", "", "", "", "", 0, "grenade", ""),
        ("bo.mutant", "Mutant", "Mutáns", 6, "soldier", "2", "M1@FL M1@F M1@FR", "", "", 1, "", ""),
        ("bo.claws", "Claws", "Karmok", 4, "soldier", "3", "M1@FL M1@BL", "", "", 1, "", ""),
        ("bo.super_mutant", "Super-Mutant", "Szupermutáns", 1, "soldier", "2", "M1@FL M2@F M1@FR", "FL F FR", "", 2, "", ""),
        ("bo.net_fighter", "Net Fighter", "Hálóvető", 2, "soldier", "1", "M3@F", "", "F", 1, "", ""),
        ("bo.brawler", "Brawler", "Verekedő", 2, "soldier", "2", "M2@F", "", "", 1, "", ""),
        ("bo.assassin", "Assassin", "Orgyilkos", 2, "soldier", "3", "R1@F", "", "", 1, "mobility", ""),
        ("bo.medic", "Medic", "Orvos", 1, "module", "", "", "", "", 1, "", "medic+1>FL,F,FR"),
        ("bo.officer", "Officer", "Tiszt", 2, "module", "", "", "", "", 1, "", "melee_plus+1>FL,F,FR"),
        ("bo.super_officer", "Super-Officer", "Szupertiszt", 1, "module", "", "", "", "", 2, "", "melee_plus+1>FL,F,FR"),
        ("bo.scout", "Scout", "Felderítő", 2, "module", "", "", "", "", 1, "", "init_plus+1>FL,F,FR"),
    ],
    "outpost": [
        ("op.hq", "Outpost HQ", "Előőrs FSZ", 1, "hq", "0", "M1@ALL", "", "", 20, "", "extra_action+1>ALL"),
        ("op.battle", "Battle", "Csata", 6, "instant", "", "", "", "", 0, "battle", ""),
        ("op.move", "Move", "Mozgás", 7, "instant", "", "", "", "", 0, "move", ""),
        ("op.sniper", "Sniper", "Orvlövész", 1, "instant", "", "", "", "", 0, "sniper", ""),
        ("op.runner", "Runner", "Futár", 2, "soldier", "2", "M1@F", "", "", 1, "mobility", ""),
        ("op.hmg", "HMG", "Nehézgéppuska", 1, "soldier", "2,1", "R1@F", "", "", 1, "", ""),
        ("op.commando", "Commando", "Kommandós", 5, "soldier", "3", "R1@F", "", "", 1, "", ""),
        ("op.annihilator", "Annihilator", "Megsemmisítő", 2, "soldier", "2", "R2@F", "", "", 1, "", ""),
        ("op.mobile_armor", "Mobile Armor", "Mozgó páncélos", 1, "soldier", "3,2", "R1@FL M2@F", "", "", 1, "mobility", ""),
        ("op.brawler", "Brawler", "Verekedő", 1, "soldier", "3", "M2@F", "", "", 1, "", ""),
        ("op.saboteur", "Saboteur", "Szabotőr", 1, "module", "", "", "", "", 1, "", "init_minus+1>ALL"),
        ("op.recon_center", "Recon Centre", "Felderítő központ", 1, "module", "", "", "", "", 1, "", "move_doubler+1>"),
        ("op.medic", "Medic", "Orvos", 2, "module", "", "", "", "", 1, "", "medic+1>FL,F,FR"),
        ("op.officer", "Officer", "Tiszt", 1, "module", "", "", "", "", 1, "", "ranged_plus+1>ALL"),
        ("op.scoper", "Scoper", "Átállító", 1, "module", "", "", "", "", 1, "", "scoper+1>ALL"),
        ("op.scout", "Scout", "Felderítő", 2, "module", "", "", "", "", 1, "", "init_plus+1>BL,F,BR"),
    ],
    "hegemony": [
        ("he.hq", "Hegemony HQ", "Hegemónia FSZ", 1, "hq", "0", "M1@ALL", "", "", 20, "", "melee_plus+1>ALL"),
        ("he.battle", "Battle", "Csata", 5, "instant", "", "", "", "", 0, "battle", ""),
        ("he.move", "Move", "Mozgás", 3, "instant", "", "", "", "", 0, "move", ""),
        ("he.sniper", "Sniper", "Orvlövész", 1, "instant", "", "", "", "", 0, "sniper", ""),
        ("he.push_back", "Push back", "Taszítás", 2, "instant", "", "", "", "", 0, "push_back", ""),
        ("he.runner", "Runner", "Futár", 3, "soldier", "2", "M1@F", "", "", 1, "mobility", ""),
        ("he.thug", "Thug", "Verőember", 1, "soldier", "2", "M1@FL M2@F M1@FR", "", "", 1, "", ""),
        ("he.ganger", "Ganger", "Bandatag", 4, "soldier", "3", "M1@F", "", "", 1, "", ""),
        ("he.gladiator", "Gladiator", "Gladiátor", 1, "soldier", "1", "M2@FL M2@F M2@FR", "FL F FR", "", 2, "", ""),
        ("he.net_fighter", "Net Fighter", "Hálóvető", 2, "soldier", "", "", "", "F", 1, "", ""),
        ("he.net_master", "Net Master", "Hálómester", 1, "soldier", "2", "M1@B", "", "BL BR", 1, "", ""),
        ("he.guard", "Guard", "Őr", 1, "soldier", "2", "M1@BL M1@FL M1@F", "", "", 2, "", ""),
        ("he.universal_soldier", "Universal Soldier", "Univerzális katona", 3, "soldier", "3", "R1@F M1@F", "", "", 1, "", ""),
        ("he.boss", "Boss", "Főnök", 1, "module", "", "", "", "", 1, "", "melee_plus+1,init_plus+1>FL,F"),
        ("he.officer_1", "Officer I", "Tiszt I", 2, "module", "", "", "", "", 1, "", "melee_plus+1>FL,F"),
        ("he.officer_2", "Officer II", "Tiszt II", 1, "module", "", "", "", "", 1, "", "melee_plus+1>FL,F,FR"),
        ("he.scout", "Scout", "Felderítő", 1, "module", "", "", "", "", 1, "", "init_plus+1>FL,F,FR"),
        ("he.transport", "Transport", "Szállító", 1, "module", "", "", "", "", 1, "", "mobility_grant+1>ALL"),
        ("he.quartermaster", "Quartermaster", "Szállásmester", 1, "module", "", "", "", "", 1, "", "quartermaster+1>F"),
    ],
}


class ContentError(ValueError):
    """Raised at import when the army tables are inconsistent."""


@dataclass(frozen=True)
class Attack:
    edge: int
    type: str  # melee, ranged, shotgun, rocket, gauss
    strength: int


@dataclass(frozen=True)
class TileType:
    id: str
    army: str
    name_en: str
    name_hu: str
    count: int
    kind: str
    initiative: tuple[int, ...]
    attacks: tuple[Attack, ...]
    armor: frozenset[int]
    nets: tuple[int, ...]
    toughness: int
    abilities: frozenset[str]
    effects: tuple[tuple[str, int], ...]
    links: tuple[int, ...]
    instant: str = ""

    # derived flags, worked out once per tile type (the rules ask them in their inner loops)
    @cached_property
    def is_unit(self) -> bool:
        return self.kind in ("hq", "soldier", "module")

    @cached_property
    def big(self) -> bool:
        return self.kind != "hq" and self.toughness > 1

    @cached_property
    def hostile(self) -> bool:
        return any(e in HOSTILE_EFFECTS for e, _v in self.effects)


def _edges(text: str, where: str) -> tuple[int, ...]:
    text = text.replace(",", " ").strip()
    if not text:
        return ()
    if text == "ALL":
        return tuple(range(6))
    out = []
    for part in text.split():
        if part not in EDGE_INDEX:
            raise ContentError(f"{where}: unknown edge {part!r}")
        out.append(EDGE_INDEX[part])
    return tuple(out)


def _attacks(text: str, where: str) -> tuple[Attack, ...]:
    out: list[Attack] = []
    for part in text.split():
        head, _, edges = part.partition("@")
        letters = "".join(ch for ch in head if ch.isalpha())
        digits = "".join(ch for ch in head if ch.isdigit())
        if letters not in ATTACK_TYPES:
            raise ContentError(f"{where}: unknown attack {part!r}")
        kind = ATTACK_TYPES[letters]
        strength = int(digits) if digits else {"shotgun": 3, "rocket": 3, "gauss": 1}.get(kind, 1)
        for edge in _edges(edges, where):
            out.append(Attack(edge, kind, strength))
    return tuple(out)


def _module(text: str, where: str) -> tuple[tuple[tuple[str, int], ...], tuple[int, ...]]:
    if not text:
        return (), ()
    effs, _, links = text.partition(">")
    effects = []
    for part in effs.split(","):
        name, _, value = part.partition("+")
        if name not in EFFECTS:
            raise ContentError(f"{where}: unknown module effect {name!r}")
        effects.append((name, int(value or 1)))
    return tuple(effects), _edges(links, where)


def _build(army: str, row: tuple) -> TileType:
    tid, en, hu, count, kind, init, attacks, armor, nets, tough, abil, module = row
    where = f"tile {tid}"
    if kind not in KINDS:
        raise ContentError(f"{where}: unknown kind {kind!r}")
    if ARMY_PREFIX.get(tid.split(".")[0]) != army:
        raise ContentError(f"{where}: id prefix does not match army {army}")
    instant = ""
    abilities: frozenset[str] = frozenset()
    if kind == "instant":
        if abil not in INSTANTS:
            raise ContentError(f"{where}: unknown instant effect {abil!r}")
        instant = abil
    else:
        abilities = frozenset(abil.split()) if abil else frozenset()
        unknown = abilities - ABILITIES
        if unknown:
            raise ContentError(f"{where}: unknown ability {sorted(unknown)[0]!r}")
    effects, links = _module(module, where)
    if effects and kind not in ("module", "hq"):
        raise ContentError(f"{where}: only modules and HQs have module effects")
    if kind in ("hq", "soldier", "module") and tough < 1:
        raise ContentError(f"{where}: a unit needs toughness >= 1")
    return TileType(
        id=tid, army=army, name_en=en, name_hu=hu, count=count, kind=kind,
        initiative=tuple(int(v) for v in init.split(",")) if init else (),
        attacks=_attacks(attacks, where), armor=frozenset(_edges(armor, where)),
        nets=_edges(nets, where), toughness=tough, abilities=abilities,
        effects=effects, links=links, instant=instant,
    )


def _load() -> tuple[dict[str, TileType], dict[str, tuple[str, ...]]]:
    tiles: dict[str, TileType] = {}
    armies: dict[str, tuple[str, ...]] = {}
    for army, rows in _ROWS.items():
        ids = []
        for row in rows:
            t = _build(army, row)
            if t.id in tiles:
                raise ContentError(f"duplicate tile id {t.id}")
            tiles[t.id] = t
            ids.extend([t.id] * t.count)
        if len(ids) != 35:
            raise ContentError(f"army {army} has {len(ids)} tiles, expected 35")
        hqs = [i for i in set(ids) if tiles[i].kind == "hq"]
        if len(hqs) != 1 or ids.count(hqs[0]) != 1:
            raise ContentError(f"army {army} must have exactly one HQ")
        armies[army] = tuple(sorted(ids))
    return tiles, armies


TILES, ARMIES = _load()
HQ_OF = {army: next(t for t in ids if TILES[t].kind == "hq") for army, ids in ARMIES.items()}
BASE_ARMIES = ("new_york", "neojungle", "moloch", "borgo", "outpost", "hegemony")

# Reward tokens (spec 5.1; counts are a stand-in).
REWARDS = {
    "first_aid": ("First aid kit", "Elsősegély csomag", "+1 toughness", "+1 szívósság"),
    "punch": ("Stronger punch", "Erősebb ütés", "+1 melee strength", "+1 közelharci erő"),
    "shot": ("Stronger shot", "Erősebb lövés", "+1 ranged strength", "+1 lövési erő"),
    "accelerator": ("Accelerator", "Gyorsító", "+1 initiative", "+1 kezdeményezés"),
    "mobility": ("Mobility", "Mozgékonyság", "may move/rotate once per turn", "körönként egyszer léphet/fordulhat"),
    "explosives": ("Explosives", "Robbanóanyagok", "may explode in battle", "csatában felrobbanhat"),
    "extra_action": ("Extra action", "Plusz akció", "one extra action", "egy plusz akció"),
    "radio": ("Radio (universal token)", "Rádió (univerzális jelző)", "campaign objective", "hadjárati cél"),
}
PLACEABLE_REWARDS = tuple(k for k in REWARDS if k != "radio")

# Turret tokens (spec 4.9, stand-in): init values and ranged attacks (edge, strength).
TURRETS = {
    "turret.mg": ("Machine-gun turret", "Géppuskatorony", (2, 1), ((0, 1),)),
    "turret.cannon": ("Cannon turret", "Ágyútorony", (1,), ((0, 2),)),
    "turret.twin": ("Twin turret", "Ikertorony", (2,), ((0, 1), (3, 1))),
    "turret.fast": ("Fast turret", "Gyorstorony", (3,), ((0, 1),)),
}


def tile_name(tid: str, lang: str = "en") -> str:
    if tid in TILES:
        t = TILES[tid]
        return t.name_hu if lang == "hu" else t.name_en
    if tid in TURRETS:
        return TURRETS[tid][1] if lang == "hu" else TURRETS[tid][0]
    if tid in REWARDS:
        return REWARDS[tid][1] if lang == "hu" else REWARDS[tid][0]
    return tid


def army_name(army: str, lang: str = "en") -> str:
    en, hu = ARMY_NAMES[army]
    return hu if lang == "hu" else en
