"""Rogue Agent content, loaded once from ``data/*.json`` and validated (spec 2, 9.3).

Every table the rules read lives in the data files so the stand-in values can be replaced;
this module turns them into plain frozen Python values and refuses a broken file with a
message that names the file and the problem (``ContentError``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data"
LANGS = ("en", "hu")
COLOURS = ("R", "G", "K")  # custom dice colours: red, green, black


class ContentError(ValueError):
    """A data file is missing, malformed or breaks a fixed rule."""


@dataclass(frozen=True)
class Good:
    kind: str  # resource, upgrade, influence, heal
    target: str  # the track (fuel, weapon, influence, stamina)
    amount: int
    price: int
    currency: str  # credits or evidence


@dataclass(frozen=True)
class Tile:
    id: str
    kind: str  # hq, hospital, general, district
    number: int  # district number (0 for others)
    name: dict[str, str]
    shield: str | None  # human, android or None
    search: tuple[tuple[str, int], ...]  # (colour R/G/K/W, count)
    slots: int
    gangsters: int
    goods: tuple[Good, ...]
    destroyable: bool


@dataclass(frozen=True)
class Card:
    id: str
    name: dict[str, str]
    syndicate: str
    hits: int
    reward: int
    reveal: str | None
    retaliation: str | None
    exit: str | None


def _load(name: str) -> Any:
    path = DATA / name
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ContentError(f"{name}: cannot read ({exc})") from exc


def _names(obj: Any, where: str) -> dict[str, str]:
    if not isinstance(obj, dict) or any(not str(obj.get(lang, "")).strip() for lang in LANGS):
        raise ContentError(f"{where}: needs a name in every language ({', '.join(LANGS)})")
    return {lang: str(obj[lang]) for lang in LANGS}


def _tile(t: dict[str, Any]) -> Tile:
    where = f"tiles.json {t.get('id', '?')}"
    try:
        tile = Tile(
            id=str(t["id"]),
            kind=str(t["kind"]),
            number=int(t["number"]),
            name=_names(t["name"], where),
            shield=t["shield"],
            search=tuple((str(c), int(n)) for c, n in t["search"]),
            slots=int(t["slots"]),
            gangsters=int(t["gangsters"]),
            goods=tuple(Good(**g) for g in t["goods"]),
            destroyable=bool(t["destroyable"]),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise ContentError(f"{where}: malformed ({exc})") from exc
    if tile.kind in ("hq", "hospital") and (tile.slots or tile.destroyable):
        raise ContentError(f"{where}: HQ and the Hospital can have no informant slots and can never be destroyed")
    if tile.destroyable and tile.slots == 0:
        raise ContentError(f"{where}: only a tile with informant slots has a destroyed side")
    if tile.slots not in (0, 2):
        raise ContentError(f"{where}: a tile has 0 or 2 informant slots")
    if tile.shield not in (None, "human", "android"):
        raise ContentError(f"{where}: unknown shield {tile.shield!r}")
    for colour, count in tile.search:
        if colour not in COLOURS + ("W",) or count < 1:
            raise ContentError(f"{where}: bad search group {colour}{count}")
    return tile


def _load_tiles() -> dict[str, Tile]:
    tiles = {t.id: t for t in (_tile(x) for x in _load("tiles.json")["tiles"])}
    kinds = [t.kind for t in tiles.values()]
    if kinds.count("hq") != 1 or kinds.count("hospital") != 1:
        raise ContentError("tiles.json: needs exactly one HQ and one Hospital")
    numbers = sorted(t.number for t in tiles.values() if t.kind == "district")
    if numbers != [1, 2, 3, 4, 5, 6]:
        raise ContentError("tiles.json: needs the six districts numbered 1 to 6")
    if len(tiles) != 13:
        raise ContentError("tiles.json: needs 13 tiles")
    return tiles


TILES = _load_tiles()
HQ_TILE = next(t.id for t in TILES.values() if t.kind == "hq")
HOSPITAL_TILE = next(t.id for t in TILES.values() if t.kind == "hospital")
DISTRICT_TILES = tuple(sorted((t.id for t in TILES.values() if t.kind == "district"), key=lambda i: TILES[i].number))
GENERAL_TILES = tuple(sorted(t.id for t in TILES.values() if t.kind in ("general", "hospital")))

_city = _load("city.json")
POSITIONS: dict[str, tuple[int, int]] = {k: (int(v[0]), int(v[1])) for k, v in _city["positions"].items()}
POS_ORDER = tuple(sorted(POSITIONS, key=lambda p: POSITIONS[p]))
HQ_POS = str(_city["hq"])
DISTRICT_POS = tuple(_city["district_positions"])
GENERAL_POS = tuple(_city["general_positions"])
EVENT_PATH = tuple(_city["event_path"])
POSITION_NAMES = {k: _names(v, f"city.json {k}") for k, v in _city["position_names"].items()}


def _adjacent(a: str, b: str) -> bool:
    (r1, c1), (r2, c2) = POSITIONS[a], POSITIONS[b]
    return abs(r1 - r2) + abs(c1 - c2) == 1


ADJ: dict[str, tuple[str, ...]] = {p: tuple(q for q in POS_ORDER if _adjacent(p, q)) for p in POS_ORDER}
if len(DISTRICT_POS) != 6 or len(GENERAL_POS) != 6 or HQ_POS in EVENT_PATH:
    raise ContentError("city.json: 6 district and 6 general positions; HQ is not on the event path")
for _a, _b in zip(EVENT_PATH, EVENT_PATH[1:], strict=False):
    if not _adjacent(_a, _b):
        raise ContentError(f"city.json: event path steps {_a} -> {_b} are not adjacent")

_board = _load("board.json")
TRACKS: dict[str, dict[str, Any]] = _board["tracks"]
TRACK_NAMES = {k: _names(v["name"], f"board.json {k}") for k, v in TRACKS.items()}
ICONS: tuple[tuple[str, str, int], ...] = tuple((i["id"], i["track"], int(i["at"])) for i in _board["icons"])
ICON_NAMES = {i["id"]: _names(i["name"], f"board.json {i['id']}") for i in _board["icons"]}
STAMINA_MAX = int(_board["stamina"]["max"])
HEART = int(_board["stamina"]["heart"])

_crim = _load("criminals.json")
SYNDICATES = {s["id"]: s for s in _crim["syndicates"]}
SYNDICATE_NAMES = {k: _names(v["name"], f"criminals.json {k}") for k, v in SYNDICATES.items()}
WILD = next(k for k, v in SYNDICATES.items() if v.get("wild"))
EFFECT_NAMES = {k: _names(v, f"criminals.json effect {k}") for k, v in _crim["effects"].items()}
CLOCK_EFFECTS = frozenset(_crim["clock_effects"])


def _card(c: dict[str, Any]) -> Card:
    where = f"criminals.json {c.get('id', '?')}"
    try:
        card = Card(
            str(c["id"]), _names(c["name"], where), str(c["syndicate"]), int(c["hits"]), int(c["reward"]),
            c["reveal"], c["retaliation"], c["exit"],
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise ContentError(f"{where}: malformed ({exc})") from exc
    for code in (card.reveal, card.retaliation, card.exit):
        if code is not None and code not in EFFECT_NAMES:
            raise ContentError(f"{where}: unknown effect {code}")
    if card.syndicate not in SYNDICATES or not 1 <= card.hits <= 4:
        raise ContentError(f"{where}: bad syndicate or hits")
    return card


CARDS: dict[str, Card] = {c.id: c for c in (_card(x) for x in _crim["cards"])}
if len(CARDS) != 46:
    raise ContentError(f"criminals.json: needs 46 cards, has {len(CARDS)}")
CARD_IDS = tuple(sorted(CARDS))

_dice = _load("dice.json")
FACES: dict[str, tuple[str, ...]] = {c: tuple(_dice["custom"][c]["faces"]) for c in COLOURS}
DICE_COUNT: dict[str, int] = {c: int(_dice["custom"][c]["count"]) for c in COLOURS}
COLOUR_NAMES = {c: _names(_dice["custom"][c]["name"], f"dice.json {c}") for c in COLOURS}
SYMBOLS = _dice["symbols"]
SYMBOL_NAMES = {k: _names(v["name"], f"dice.json {k}") for k, v in SYMBOLS.items()}
GAINS: dict[str, tuple[str, int]] = {k: (v["gain"][0], int(v["gain"][1])) for k, v in SYMBOLS.items() if "gain" in v}
for _c, _faces in FACES.items():
    if len(_faces) != 6 or "BLAST" not in _faces or "AMPLIFY" not in _faces:
        raise ContentError(f"dice.json {_c}: six faces with at least one BLAST and one AMPLIFY")
    if any(f not in SYMBOLS for f in _faces):
        raise ContentError(f"dice.json {_c}: unknown symbol")

C = _load("constants.json")
ROUNDS: dict[str, int] = dict(C["rounds"])
DISCS_DRAWN: dict[int, int] = {int(k): int(v) for k, v in C["discs_drawn"].items()}
# spec 9.3 / A-03: the option ``discs_drawn`` picks the reading ("2-2-3" the default, "1-2-3")
DISCS_READINGS: dict[str, dict[int, int]] = {"2-2-3": DISCS_DRAWN, "1-2-3": {2: 1, 3: 2, 4: 3}}
ANDROID_LIMIT: dict[int, int] = {int(k): int(v) for k, v in C["android_limit"].items()}
FLAGS: dict[str, Any] = dict(C["flags"])
BANK_TOTAL = int(C["bank_total"])
START_CREDITS = int(C["start_credits"])
INFORMANTS = int(C["informants"])
BOMB_ROWS = int(C["bomb_board"]["rows"])
BOMB_COLS = int(C["bomb_board"]["cols"])
SYND_BONUS = tuple(int(x) for x in C["syndicate_bonus"])
SYND_STEP = int(C["syndicate_bonus_step"])
COLOUR_IDS = tuple(C["colours"])
PLAYER_COLOUR_NAMES = {k: _names(v, f"constants.json {k}") for k, v in C["colour_names"].items()}
BAG_START = tuple(sorted(["B"] * int(C["bag"]["bombs"]) + ["A"] * int(C["bag"]["assassins"])
                         + [f"C{n}" for n in C["bag"]["criminals"]]))
_pool = C["identity_pool"]
TOKENS_PER_PLAYER = int(_pool["per_player"])


# spec 9.3 / 2.11: the option ``identity_pool`` ("6A-6H" the default, "5A-7H" the alternative)
IDENTITY_POOLS: dict[str, tuple[int, int]] = {"6A-6H": (int(_pool["android"]), int(_pool["human"])),
                                              "5A-7H": (5, 7)}


def discs_drawn(players: int, reading: str = "2-2-3") -> int:
    """Event discs drawn each Time phase (spec 4.1, A-03) under the chosen reading."""
    return DISCS_READINGS[reading][players]


def identity_pool(players: int, pool: str = "6A-6H") -> tuple[int, int]:
    """(android, human) tokens dealt from, after the 3-player removal (spec 2.11)."""
    a, h = IDENTITY_POOLS[pool]
    if players == 3:
        a -= int(_pool["removed_3p"]["android"])
        h -= int(_pool["removed_3p"]["human"])
    return a, h


def tile_at(layout: tuple[str, ...], pos: str) -> Tile:
    return TILES[layout[POS_ORDER.index(pos)]]
