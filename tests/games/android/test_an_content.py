"""Android content: the data tables obey the spec's load-time checks (2, 3, 6.6, 9.3, 10)."""

from __future__ import annotations

import json
import shutil
from collections import Counter

import pytest

from game.games.android import content as content_mod
from game.games.android.content import CONTENT, ContentError, dist

L = CONTENT.locations


def test_map_counts_match_section_9_3():
    assert len(L) == 43
    assert Counter(x.type for x in L.values()) == {"civic": 11, "business": 11, "residential": 8,
                                                   "nightlife": 7, "religious": 6}
    assert Counter(x.quality for x in L.values()) == {"normal": 17, "seedy": 14, "ritzy": 12}
    assert sum(x.major for x in L.values()) == 15
    assert {k for k, x in L.items() if x.restricted} == {"jinteki", "haas_bioroid", "colonial_authority"}


def test_every_type_has_locations_in_six_districts():
    for t in ("civic", "business", "residential", "nightlife", "religious"):
        assert len({x.district for x in L.values() if x.type == t}) >= 6, t


def test_seed_coordinates():
    grid = {"napd": "I3", "city_hall": "A2", "levy_university": "E1", "eastside_tenements": "L3", "order_of_sol": "F8",
            "humanity_labor": "H1", "starlight_crusade": "D1", "castle_club": "F4", "melange_mining": "G7",
            "rockvil_estate": "G2", "old_war_memorial": "B1", "tonys_flophouse": "J3"}
    for lid, cell in grid.items():
        assert L[lid].grid == cell


def test_gateway_distances_from_section_9_3():
    assert round(dist(L["root"], L["sunset_terraces"])) == 100
    assert round(dist(L["root"], L["wyldside"])) == 141
    assert round(dist(L["starport_kaguya"], L["melange_mining"])) == 81
    assert round(dist(L["starport_kaguya"], L["tranquility"])) == 175


def test_ruler_lengths_and_public_example():
    rulers = {d.id: d.ruler for d in CONTENT.detectives.values()}
    assert rulers == {"floyd": 180, "raymond": 190, "caprice": 210, "louis": 220, "rachel": 250}
    b1_b3 = dist(L["old_war_memorial"], L["weyland_real_estate"])
    assert rulers["caprice"] >= b1_b3 > rulers["floyd"]


def test_evidence_mix_is_the_seed_mix():
    assert CONTENT.evidence_mix == {"+5": 1, "+4": 4, "+3": 6, "+2": 11, "+1": 11, "-1": 7, "-2": 7, "-3": 4,
                                    "-4": 1, "W": 4, "P": 4}
    assert sum(CONTENT.evidence_mix.values()) == 60
    assert CONTENT.evidence_value["W"] == -5


def test_calendar_default_is_two_weeks_of_six_days():
    cal = CONTENT.calendars["standard"]
    assert cal.last_day == 12 and cal.week_start(2) == 7
    assert [d for d in range(1, 13) if cal.is_climax(d)] == [11, 12]
    assert "specific_event" in cal.day(7).start
    assert [d for d in range(1, 13) if "plot_resolution" in cal.day(d).end] == [3, 6, 9, 12]
    assert not cal.day(1).start and not cal.day(1).end


def test_detectives_plots_and_setup_invariants():
    assert len(CONTENT.detectives) == 5
    for d in CONTENT.detectives.values():
        assert len(d.plots) == (2 if d.id == "raymond" else 3)
    assert CONTENT.plots["caprice_madness"].excluded_from_start
    assert CONTENT.detectives["raymond"].hand_limit == 7
    assert CONTENT.detectives["raymond"].leads == {"physical": "aplus_athletic", "document": "root"}
    mu = CONTENT.murders["evil_at_the_estates"]
    assert [s for s, _l in mu.suspects][:4] == ["eve", "noise", "thomas_haas", "vinnie"]
    assert mu.crime_scene == "rockvil_estate" and mu.lily[0] == "rockvil_estate" and mu.jimmy[0] == "old_war_memorial"


def test_vinnie_files_follow_the_corrected_seed():
    v = CONTENT.suspects["vinnie"]
    assert (v.strong, v.normal, v.weak) == ("document", "physical", "testimony")
    # table 10.2 row by row (its closing remark "weak for two" does not fit its own rows:
    # testimony is weak for three suspects; the rows are followed)
    files = {s.id: (s.strong, s.normal, s.weak) for s in CONTENT.suspects.values()}
    assert files["eve"] == ("physical", "document", "testimony")
    assert files["noise"] == ("testimony", "physical", "document")
    assert files["thomas_haas"] == ("testimony", "document", "physical")
    assert files["helena_cross"] == ("physical", "testimony", "document")
    for f in ("physical", "document", "testimony"):
        assert sum(s.strong == f for s in CONTENT.suspects.values()) == 2


def test_puzzle_pieces_and_groups():
    assert Counter(p.pile for p in CONTENT.pieces.values()) == {"shift": 10, "favor": 8, "baggage": 6}
    assert Counter(b for p in CONTENT.pieces.values() for b in p.bonuses) == {"hit": 4, "move_lead": 3,
                                                                              "dropship": 2, "extra_piece": 1}
    assert len(CONTENT.groups) == 10


def test_every_content_name_has_english_and_hungarian():
    named = list(L.values()) + list(CONTENT.detectives.values()) + list(CONTENT.suspects.values()) + \
        list(CONTENT.cards.values()) + list(CONTENT.plots.values()) + list(CONTENT.events.values()) + list(CONTENT.groups)
    for obj in named:
        assert obj.name["en"] and obj.name["hu"], obj
    for plot in CONTENT.plots.values():
        for card in plot.cards.values():
            assert card.name["hu"], (plot.id, card.key)


def test_twilight_decks_exist_for_every_detective():
    for d in CONTENT.detectives:
        assert CONTENT.decks[f"{d}:light"] and CONTENT.decks[f"{d}:dark"]
    assert CONTENT.cards["LL1"].name["en"] == "I need to walk the streets a bit."


def _broken(tmp_path, monkeypatch, name, change):
    data = tmp_path / "data"
    shutil.copytree(content_mod.DATA_DIR, data)
    path = data / f"{name}.json"
    obj = json.loads(path.read_text())
    change(obj)
    path.write_text(json.dumps(obj))
    monkeypatch.setattr(content_mod, "DATA_DIR", data)


def test_a_location_on_a_grid_line_is_refused(tmp_path, monkeypatch):
    _broken(tmp_path, monkeypatch, "map", lambda m: m["locations"][0].update(x=100))
    with pytest.raises(ContentError, match="grid line"):
        content_mod.Content()


def test_two_leads_on_one_location_are_refused(tmp_path, monkeypatch):
    def clash(d):
        d["detectives"][0]["leads"]["physical"] = "castle_club"  # Eve's testimony lead starts there
    _broken(tmp_path, monkeypatch, "detectives", clash)
    with pytest.raises(ContentError, match="two leads"):
        content_mod.Content()


def test_a_missing_file_names_the_file(tmp_path, monkeypatch):
    data = tmp_path / "data"
    shutil.copytree(content_mod.DATA_DIR, data)
    (data / "calendar.json").unlink()
    monkeypatch.setattr(content_mod, "DATA_DIR", data)
    with pytest.raises(ContentError, match="calendar.json"):
        content_mod.Content()


def test_a_calendar_without_the_specific_event_is_refused(tmp_path, monkeypatch):
    _broken(tmp_path, monkeypatch, "calendar",
            lambda c: c["presets"]["standard"]["days"][6].update(start=["week_start"]))
    with pytest.raises(ContentError, match="specific event"):
        content_mod.Content()


def test_a_cancel_card_on_an_uncancellable_trigger_is_refused(tmp_path, monkeypatch):
    """10.0 / 8.2.2: `cancel` only on enter_*, board_beanstalk, use_ability and play_light; a card that
    would cancel follow_up, place_evidence, ... is refused at content load."""
    def bad(t):
        card = next(c for c in t["cards"] if any(op[0] == "cancel" for op in c.get("ops", [])))
        card["timing"] = "follow_up"
    _broken(tmp_path, monkeypatch, "twilight", bad)
    with pytest.raises(ContentError, match="cancel"):
        content_mod.Content()


def test_every_cancel_card_has_a_cancellable_trigger():
    for c in CONTENT.cards.values():
        if any(op[0] == "cancel" for op in c.ops):
            assert c.timing.startswith("enter_") or c.timing in ("board_beanstalk", "use_ability", "play_light")
