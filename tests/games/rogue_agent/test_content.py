"""Rogue Agent content: the data files load with the spec's counts, and a broken file is refused
at load with a message naming the problem."""

from __future__ import annotations

import pytest

from game.games.rogue_agent import content as K


def _tile(**kw):
    base = {"id": "HQ", "kind": "hq", "number": 0, "name": {"en": "HQ", "hu": "Főhadiszállás"}, "shield": "human",
            "search": [["W", 2]], "slots": 0, "gangsters": 0, "goods": [], "destroyable": False}
    return {**base, **kw}


def test_counts_of_the_spec() -> None:
    assert len(K.TILES) == 13 and len(K.CARDS) == 46
    assert sorted(K.BAG_START) == sorted(["A"] * 4 + ["B"] * 4 + [f"C{n}" for n in range(1, 7)])
    assert K.DICE_COUNT == {"R": 3, "G": 3, "K": 3}
    hits = sorted(c.hits for c in K.CARDS.values())
    assert [hits.count(h) for h in (1, 2, 3, 4)] == [8, 19, 12, 7]
    assert sum(1 for c in K.CARDS.values() if c.syndicate == K.WILD) == 6
    assert K.ROUNDS == {"agent": 6, "android": 8} and K.DISCS_DRAWN == {2: 2, 3: 2, 4: 3}


def test_every_item_has_english_and_hungarian_names() -> None:
    for t in K.TILES.values():
        assert t.name["en"] and t.name["hu"]
    for c in K.CARDS.values():
        assert c.name["en"] and c.name["hu"]
    assert set(K.EFFECT_NAMES) >= {c.retaliation for c in K.CARDS.values()}


@pytest.mark.parametrize(
    ("bad", "words"),
    [
        ({"slots": 2}, "never be destroyed"),
        ({"kind": "hospital", "id": "HOSPITAL", "destroyable": True, "slots": 2}, "never be destroyed"),
        ({"name": {"en": "HQ"}}, "every language"),
        ({"search": [["Q", 1]]}, "search group"),
        ({"shield": "robot"}, "shield"),
    ],
)
def test_broken_tiles_are_refused(bad, words) -> None:
    with pytest.raises(K.ContentError, match=words):
        K._tile(_tile(**bad))


def test_a_good_tile_loads() -> None:
    assert K._tile(_tile()).id == "HQ"
