"""The map and content of spec sections 3 and 7, checked against the spec's statements."""

from __future__ import annotations

from collections import Counter

from game.games.metro2033 import content as c
from game.games.metro2033 import graph as g

ALL = c.FACTION_IDS
ACTIVE = g.active_stations(ALL)
HOMES = {f: c.FACTIONS[f]["homes"] for f in ALL}


def _home_owner() -> dict[str, int]:
    return {s: i for i, f in enumerate(ALL) for s in HOMES[f]}


def test_integrity_counts():
    assert len(c.STATIONS) == 90 and len(c.EDGES) == 121
    kinds = Counter(e.kind for e in c.EDGES)
    assert kinds == {"tunnel": 81, "transfer": 40}
    assert sum(e.hansa for e in c.EDGES) == 12
    types = Counter(s.type for s in c.STATIONS.values())
    assert types == {"polis": 4, "hansa": 12, "abandoned": 6, "regular": 68}
    assert all(c.NEIGHBOURS[s] for s in c.STATIONS)
    sizes = Counter(s.zone for s in c.STATIONS.values())
    assert sizes["red_line"] == 14 and sizes["fourth_reich"] == 12 and sizes["arbat"] == 13
    assert sizes["alliance_1905"] == 9 and sizes["baumansky"] == 12 and sizes["bandits"] == 14


def test_every_item_has_english_and_hungarian_names():
    groups = [c.STATIONS.values(), c.FACTIONS.values(), c.HEROES.values(), c.DANGERS.values(),
              c.EQUIPMENT.values(), c.QUESTS.values(), c.COMBAT.values(), c.LAWS.values()]
    for group in groups:
        for item in group:
            n = item.name if hasattr(item, "name") else item["name"]
            assert n["en"] and n["hu"]


def test_chekhovskaya_reaches_ploshchad_revolyutsii_through_the_neutral_polis():
    """Seed: holding Chekhovskaya the army attacks Ploshchad Revolyutsii via Borovitskaya and
    Arbatskaya, if no other player holds them (T07)."""
    reich = HOMES["fourth_reich"]
    owner = {s: 0 for s in reich}
    assert "ploshchad_revolyutsii" in g.attackable_stations(reich, owner, ACTIVE)
    owner["borovitskaya"] = 1
    assert "ploshchad_revolyutsii" not in g.attackable_stations(reich, owner, ACTIVE)


def test_marksistskaya_reaches_paveletskaya_but_not_serpukhovskaya():
    """Seed: from Marksistskaya Paveletskaya is attackable; Serpukhovskaya needs Paveletskaya first (T08)."""
    own = ["marksistskaya", *HOMES["baumansky"]]
    owner = {s: 0 for s in own}
    targets = g.attackable_stations(own, owner, ACTIVE)
    assert "paveletskaya" in targets and "serpukhovskaya" not in targets
    own.append("paveletskaya")
    owner["paveletskaya"] = 0
    assert "serpukhovskaya" in g.attackable_stations(own, owner, ACTIVE)
    # Free Passage / Guides: any number of Hansa tunnels
    assert "serpukhovskaya" in g.attackable_stations(["marksistskaya"], {"marksistskaya": 0}, ACTIVE, None)


def test_zone_adjacency_table_matches_the_map_rule_and_the_draft_example():
    assert g.zone_adjacency_from_map() == {k: frozenset(v) for k, v in c.ZONE_ADJ.items()}
    assert set(c.ZONE_ADJ["alliance_1905"]) == {"fourth_reich", "arbat"}
    nxt = (set(c.ZONE_ADJ["alliance_1905"]) | set(c.ZONE_ADJ["fourth_reich"])) - {"alliance_1905", "fourth_reich"}
    assert nxt == {"arbat", "red_line"}


def test_homes_produce_three_different_resources():
    for f in ALL:
        assert sorted(c.STATIONS[h].res for h in HOMES[f]) == sorted(c.RESOURCES)


def test_polis_is_four_pairwise_joined_stations():
    assert len(c.POLIS) == 4
    for a in c.POLIS:
        assert set(c.POLIS) - {a} <= {v for v, _ in c.NEIGHBOURS[a]}


def test_draftable_sets_are_connected_on_the_map():
    sets = g.draftable_sets()
    assert len(sets) == 31
    assert all(g.connected(g.active_stations(s)) for s in sets)
    assert frozenset({"alliance_1905", "baumansky"}) not in sets
    assert not g.connected(g.active_stations({"alliance_1905", "baumansky"}))


T29 = {
    "red_line": "aleksandrovsky_sad arbatskaya arbatskaya_f biblioteka_imeni_lenina borovitskaya chekhovskaya "
    "kropotkinskaya kurskaya lubyanka novokuznetskaya smolenskaya_ap tverskaya",
    "fourth_reich": "aleksandrovsky_sad arbatskaya arbatskaya_f barrikadnaya biblioteka_imeni_lenina borovitskaya "
    "kropotkinskaya kuznetsky_most okhotny_ryad ploshchad_revolyutsii smolenskaya_ap teatralnaya tsvetnoy_bulvar",
    "arbat": "aleksandrovsky_sad arbatskaya arbatskaya_f barrikadnaya biblioteka_imeni_lenina borovitskaya "
    "chekhovskaya kropotkinskaya okhotny_ryad park_kultury park_pobedy ploshchad_revolyutsii smolenskaya_f vystavochnaya",
    "alliance_1905": "belorusskaya kievskaya_3 kievskaya_4 polezhayevskaya pushkinskaya",
    "baumansky": "elektrozavodskaya komsomolskaya marksistskaya ploshchad_revolyutsii rimskaya sretensky_bulvar taganskaya",
    "bandits": "kitay_gorod_6 marksistskaya oktyabrskaya paveletskaya teatralnaya",
}


def test_t29_initial_army_reach():
    owner = _home_owner()
    for f in ALL:
        assert sorted(g.attackable_stations(HOMES[f], owner, ACTIVE)) == T29[f].split(), f


def test_t30_balance_guard():
    owner = _home_owner()
    for f in ALL:
        targets = g.attackable_stations(HOMES[f], owner, ACTIVE)
        neutral_regular = [t for t in targets if t not in owner and c.STATIONS[t].type == "regular"]
        assert len(targets) >= 3 and len(neutral_regular) >= 2, f
        assert min(g.distance(h, c.POLIS) for h in HOMES[f]) <= 3


def test_t25_movement_and_blocking():
    assert "sukharevskaya" in g.hero_reach("chistye_prudy", 2, ACTIVE)
    owner = {"chistye_prudy": 0}
    assert "sukharevskaya" not in g.attackable_stations(["chistye_prudy"], owner, ACTIVE)
    no_bandits = g.active_stations([f for f in ALL if f != "bandits"])
    reach = g.hero_reach("kuznetsky_most", 9, no_bandits)
    assert "kitay_gorod_6" not in reach and "kitay_gorod_7" not in reach


def test_equipment_no_card_dominates_another():
    cols = [(e["str"], e["spd"], *e["vs"].values()) for e in c.EQUIPMENT.values()]
    for i, a in enumerate(cols):
        for j, b in enumerate(cols):
            if i != j:
                assert not all(x >= y for x, y in zip(a, b)), (i, j)


def test_round_track_sequence():
    """T12: round 2 pig+mushroom, 3 danger, 4 ammo+pig, 5 law, ..., 11 loops to pig+mushroom."""
    seq = [c.track_space(r) for r in range(1, 12)]
    assert seq[0].get("double")
    assert [s["id"] for s in seq[1:]] == ["T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T1"]
    assert set(seq[1]["res"]) == {"pig", "mushroom"} and seq[2]["event"] == "danger" and seq[4]["event"] == "law"


def test_zones_are_single_areas():
    """Four zones hang together through their own stations; Arbat and Bandits each have one
    spoke joined to the rest only through the Ring with one Hansa tunnel (spec 3.8)."""
    for f in ("red_line", "fourth_reich", "alliance_1905", "baumansky"):
        zone = frozenset(s for s, st in c.STATIONS.items() if st.zone == f)
        assert g.connected(zone), f
    for f, spoke in (("arbat", "sportivnaya"), ("bandits", "nagornaya")):
        zone = frozenset(s for s, st in c.STATIONS.items() if st.zone == f)
        assert not g.connected(zone), f
        hansa = frozenset(s for s, st in c.STATIONS.items() if st.type == "hansa")
        assert g.connected(zone | hansa), f
        assert spoke in zone


BALANCE = {  # targets, enemy homes, neutral regular, neutral Polis, edges to the Polis
    "red_line": (12, 5, 3, 4, 1),
    "fourth_reich": (13, 5, 4, 4, 1),
    "arbat": (14, 4, 6, 4, 1),
    "alliance_1905": (5, 3, 2, 0, 3),
    "baumansky": (7, 1, 6, 0, 2),
    "bandits": (5, 1, 4, 0, 3),
}


def test_balance_guard_figures():
    owner = _home_owner()
    for f in ALL:
        t = g.attackable_stations(HOMES[f], owner, ACTIVE)
        enemy = sum(1 for x in t if x in owner)
        regular = sum(1 for x in t if x not in owner and c.STATIONS[x].type == "regular")
        polis = sum(1 for x in t if c.STATIONS[x].type == "polis")
        dist = min(g.distance(h, c.POLIS) for h in HOMES[f])
        assert (len(t), enemy, regular, polis, dist) == BALANCE[f], f
