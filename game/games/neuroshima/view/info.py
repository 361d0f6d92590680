"""Hover and F1 texts: full stats and abilities of a tile (from the rules' tile_info) plus the
effective values of a unit on the board (bonuses, netted, wounds)."""
from __future__ import annotations

from typing import Any

from game.games.neuroshima.content import TILES, TURRETS, army_name

from .texts import t as _t

KIND_WORDS = {"hq": "Headquarters", "soldier": "Soldier", "module": "Module", "foundation": "Foundation",
              "instant": "Instant tile", "turret": "Turret", "reward": "Reward"}
EDGE_WORDS = {"F": "front", "FR": "front-right", "BR": "back-right", "B": "back", "BL": "back-left", "FL": "front-left"}
TERRAIN_WORDS = {
    "dense": "dense: shots from 2+ hexes away are ineffective", "tall": "tall: blocks lines of fire",
    "gloomy": "gloomy: a unit may move through the forest once per turn", "poisonous": "poisonous: 1 wound at battle start",
    "jungle": "jungle", "rocky": "rocky: a wounded or pushed unit falls", "fortress": "fortress: +1 toughness",
    "watchtower": "watchtower: +1 ranged strength", "deep": "deep water: a wounded unit drowns",
    "whirlpool": "whirlpool", "swamp": "swamp: units sink", "flat": "flat", "radioactive": "radioactive: 1 wound at battle start",
    "closed": "closed: no tile may enter", "defence": "defence system", "turrets": "turret site", "panel": "control panel",
    "narrow": "narrow: only one army may enter", "hidden": "hidden", "reward": "reward warehouse", "deadly": "deadly: a unit entering dies",
}


def _rules_tile_info(name: str, lang: str) -> dict[str, Any] | None:
    for mod in ("game.games.neuroshima.rules", "game.games.neuroshima.text"):
        try:
            m = __import__(mod, fromlist=["tile_info"])
            fn = getattr(m, "tile_info", None)
            if fn is not None:
                return fn(name, lang)
        except Exception:
            continue
    return None


def tile_text(name: str, lang: str = "en") -> tuple[str, list[str]]:
    info = _rules_tile_info(name, lang) or {}
    t = TILES.get(name)
    title = info.get("name") or (t.name_en if t else TURRETS.get(name, (name,))[0])
    lines: list[str] = []
    kind = info.get("kind") or (t.kind if t else "turret")
    head = _t(f"kind.{kind}", lang)
    if t is not None:
        head = f"{army_name(t.army, lang)} · {head}"
        if info.get("count"):
            head += " · " + _t("info.in_army", lang, n=info["count"])
    lines.append(head)

    def edge(e: str) -> str:
        return _t(f"edge.{e}", lang)

    def atk_word(k: str) -> str:
        return _t(f"atk.{k}", lang)

    if info.get("initiative"):
        lines.append(_t("info.initiative", lang, v=", ".join(str(v) for v in info["initiative"])))
    atk = info.get("attacks") or []
    if atk:
        parts = [f"{atk_word(a['type'])} {a['strength']} ({edge(a['edge'])})" for a in atk]
        if len(atk) == 6 and len({(a['type'], a['strength']) for a in atk}) == 1:
            parts = [_t("info.all_sides", lang, type=atk_word(atk[0]["type"]), strength=atk[0]["strength"])]
        lines.append(_t("info.attacks", lang, v=", ".join(parts)))
    if info.get("armor"):
        lines.append(_t("info.armor", lang, v=", ".join(edge(e) for e in info["armor"])))
    if info.get("nets"):
        lines.append(_t("info.net", lang, v=", ".join(edge(e) for e in info["nets"])))
    if info.get("links") and kind != "hq":
        lines.append(_t("info.links", lang, v=", ".join(edge(e) for e in info["links"])))
    if kind in ("soldier", "module", "hq") and info.get("toughness"):
        lines.append(_t("info.toughness", lang, v=info["toughness"]))
    if info.get("text"):
        lines.append(str(info["text"]))
    return str(title), lines


def unit_lines(state: Any, index: int, lang: str = "en", names: list[str] | None = None) -> list[str]:
    """Effective values of the unit at hex index ``index`` (wounds, netted, bonuses)."""
    out: list[str] = []
    try:
        p = state.board[index]
        if p is None:
            return out
        from game.games.neuroshima.derive import derive
        d = derive(state.lay, state.armies, state.board, state.found, state.teams)
        t = TILES[p.name]
        if t.kind == "hq":
            out.append(_t("info.hq_hp", lang, hp=max(0, 20 - p.dmg)))
        else:
            tough = d.tough.get(index, t.toughness)
            out.append(_t("info.wounds", lang, dmg=p.dmg, tough=tough))
        if index in d.netted:
            out.append(_t("info.netted", lang))
        bonus = []
        if d.melee.get(index):
            bonus.append(_t("info.melee_bonus", lang, v=d.melee[index]))
        if d.ranged.get(index):
            bonus.append(_t("info.ranged_bonus", lang, v=d.ranged[index]))
        if d.init.get(index):
            bonus.append(_t("info.init_mod", lang, v=d.init[index]))
        if d.extra.get(index):
            bonus.append(_t("info.extra", lang, v=len(d.extra[index])))
        if bonus:
            out.append(_t("info.now", lang, v=", ".join(bonus)))
        if t.initiative and index not in d.netted:
            vals = sorted({v for _s, v in d.slots(state.board, index)}, reverse=True)
            out.append(_t("info.acts", lang, v=", ".join(str(v) for v in vals)))
        if p.venom:
            out.append(_t("info.poisoned", lang, v=len(p.venom)))
        if p.rewards:
            out.append(_t("info.rewards", lang, v=", ".join(p.rewards)))
        who = names[p.owner] if names and p.owner < len(names) else _t("player", lang, n=p.owner + 1)
        out.append(_t("info.owner", lang, who=who))
    except Exception:
        pass
    return out


def terrain_lines(state: Any, index: int, lang: str = "en") -> tuple[str, list[str]] | None:
    try:
        lay = state.lay
        terr = lay.terrain[index]
        props = sorted(lay.props[index])
    except Exception:
        return None
    if not terr and not props:
        return None
    if lang == "hu":
        from game.games.neuroshima.board import TERRAIN_HU

        from .texts import TERRAIN_PROPS_HU
        return (TERRAIN_HU.get(terr, terr).capitalize() or _t("info.terrain", lang),
                [TERRAIN_PROPS_HU.get(p, p) for p in props])
    return (terr.capitalize() or _t("info.terrain", lang), [TERRAIN_WORDS.get(p, p) for p in props])
