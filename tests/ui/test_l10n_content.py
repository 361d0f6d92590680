"""Issue 8: content names are localized data. Every Waterdeep card and building has a
Hungarian name (the rulebook's where it gives one), no two share it, the words on pieces
(cube letters, quest bands, tile faces) exist in both languages, and the Hungarian rules
references name no card, building or tile in English."""

from __future__ import annotations

from pathlib import Path

import game.games.waterdeep.cardtext as WT
from game.games.neuroshima.content import TILES
from game.games.neuroshima.view import texts as NT
from game.games.waterdeep.content import BASIC, BUILDINGS, INTRIGUE, LORDS, NAME_HU, QUESTS
from game.games.waterdeep.text import local_name
from tests.ui.l10n_names import FACE_WORDS, english_content_names, leaks

ROOT = Path(__file__).resolve().parents[2]


def test_every_waterdeep_card_and_building_has_a_hungarian_name():
    for name in [*QUESTS, *INTRIGUE, *LORDS]:
        assert NAME_HU.get(name, "").strip(), name
        assert local_name(name, "hu") == NAME_HU[name] and local_name(name, "en") == name
    for key, b in BUILDINGS.items():
        assert b.name_hu.strip() and WT.building_title(key, "hu") == b.name_hu
    # no two cards of one kind look the same in Hungarian
    for group in (QUESTS, INTRIGUE, LORDS, BUILDINGS):
        names = [NAME_HU[n] for n in group] if group is not BUILDINGS else [b.name_hu for b in BUILDINGS.values()]
        assert len(set(names)) == len(names)


def test_the_rulebooks_hungarian_building_names_are_used():
    """The Hungarian rulebook (seed 004) names the buildings; the app uses those names."""
    hu = {b.name_hu for b in BUILDINGS.values()} | {b.name_hu for b in BASIC.values()}
    for printed in ("Karavántér", "Sárkánytorony", "Hősök kertje", "A Hold háza", "Az Aranyszarv", "A Zoarcsillag",
                    "Feketepálca Torony", "Diadalmező", "Tűtorony", "Épület Csarnok", "A Vár"):
        assert any(h.startswith(printed) for h in hu), printed


def test_cube_letters_and_quest_bands_are_distinct_in_each_language():
    for lang in ("en", "hu"):
        letters = [WT.cube_letter(c, lang) for c in "CFRW"]
        assert len(set(letters)) == 4
        bands = [WT.quest_icon(t, lang) for t in ("Arcana", "Commerce", "Piety", "Skullduggery", "Warfare", "Mandatory")]
        assert len(set(bands)) == 6
    assert [WT.cube_letter(c, "hu") for c in "CFRW"] == ["P", "H", "T", "V"]  # Pap, Harcos, Tolvaj, Varázsló


def test_tile_face_words_exist_in_both_languages():
    assert NT.FACE_EN.keys() == NT.FACE_HU.keys()
    for table in NT.FACE_EN:
        assert NT.FACE_EN[table].keys() == NT.FACE_HU[table].keys(), table
    hu_words = [w for t in NT.FACE_HU.values() for w in t.values()]
    assert not leaks(hu_words, set(FACE_WORDS) | {"MELEE", "SHOT", "INIT", "TOUGH"})
    for t in TILES.values():
        assert t.name_hu.strip()


def test_hungarian_rules_references_name_nothing_in_english():
    names = english_content_names()
    for path in sorted((ROOT / "assets" / "rules").glob("*.hu.md")):
        text = path.read_text(encoding="utf-8")
        found = leaks(text.split("\n"), names)
        assert not found, (path.name, {k: v[:2] for k, v in found.items()})


def test_every_card_face_and_hover_text_is_hungarian(monkeypatch):
    """All 60 quests, 31 Intrigue cards, 11 Lords, 24 buildings and every Neuroshima tile,
    drawn and hovered in Hungarian: no English name (the walk sees only the dealt ones)."""
    import pygame

    from game.games.neuroshima.view import tiles as TL
    from game.games.neuroshima.view.info import tile_text
    from game.games.waterdeep.content import ALL_QUESTS
    from game.games.waterdeep.view import cards as C
    from game.games.waterdeep.view import paint as P
    from game.games.waterdeep.view import panels as PN

    pygame.font.init()
    drawn: set[str] = set()
    monkeypatch.setattr(P, "LANG", "hu")
    monkeypatch.setattr(P, "LOG", drawn)
    real_text = TL._text

    def record(surf, text, *a, **k):
        drawn.add(str(text))
        return real_text(surf, text, *a, **k)

    monkeypatch.setattr(TL, "_text", record)
    monkeypatch.setattr(TL, "LANG", "hu")
    texts: list[str] = []
    size = (187, 121)  # a size no other test draws at: nothing comes from a cache
    for q in ALL_QUESTS:
        C.quest_face(q, size, 15)
        texts += [*WT.quest_info(q, "hu"), PN._quest_line(q, "hu")]
    for c in INTRIGUE:
        C.intrigue_face(c, size, 15)
        texts += WT.intrigue_info(c, "hu")
    for lo in LORDS:
        C.lord_face(lo, size, 15, 4, "Lordod")
        texts += WT.lord_info(lo, "hu")
    for key in BUILDINGS:
        C.hall_face(key, size, 15, 4)
        texts += WT.building_info(key, lang="hu")
    for tid in TILES:
        TL.tile_surface(tid, TILES[tid].army, 0, 61.0, min_text=14)
        title, lines = tile_text(tid, "hu")
        texts += [title, *lines]
    assert len(drawn) > 200
    found = leaks(drawn | set(texts))
    assert not found, {k: v[:2] for k, v in found.items()}


def test_terrain_hovers_are_in_one_language():
    """Every scenario's terrain hexes: Hungarian words on a Hungarian table (no property ids
    like "dense"), English ones on an English table."""
    from game.games import get_game
    from game.games.neuroshima.view.info import TERRAIN_WORDS, terrain_lines

    assert NT.TERRAIN_PROPS_HU.keys() == TERRAIN_WORDS.keys()
    game = get_game("neuroshima")
    seen = 0
    for scenario in ("forest_skirmish", "wild_skirmish", "base_skirmish", "bunker_skirmish", "campaign_4", "campaign_5"):
        s = game.initial_state(2, {"scenario": scenario})
        for i in range(len(s.lay.terrain)):
            hu, en = terrain_lines(s, i, "hu"), terrain_lines(s, i, "en")
            if hu is None:
                continue
            seen += 1
            assert not set(hu[1]) & set(TERRAIN_WORDS) and not set(hu[1]) & set(TERRAIN_WORDS.values()), hu
            assert not set(en[1]) & set(NT.TERRAIN_PROPS_HU.values()), en
    assert seen > 10
