"""Spec 9.3 (data constants and rule flags) as game options, and A-16's informant choice,
written from the spec: every option with an alternative changes the rule it names, and the
defaults are the printed rules (A-16, A-17, A-18 revised), the old readings house rules."""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine.core import CHANCE
from game.games.rogue_agent import content as K
from game.games.rogue_agent import engine as E
from game.games.rogue_agent.state import EMPTY, RAState
from game.i18n import catalog
from tests.games.rogue_agent.helpers import (
    GAME,
    assassin,
    bomb,
    city,
    criminal,
    die,
    informant,
    legal,
    play,
    player,
    replace,
    top,
    turn_of,
)

SECTION_9_3 = {  # option -> (default, alternative), spec 9.3's table
    "discs_drawn": ("2-2-3", "1-2-3"),
    "identity_pool": ("6A-6H", "5A-7H"),
    "search_blast_informants": ("any", "own"),  # A-17 revised: the printed rule is the default
    "t_kill_informant_city": ("any_attackers_choice", "own"),  # A-16 revised
    "patrol_out_and_back": ("on", "off"),  # A-18 revised
    "police_removes_criminals": ("off", "on"),
    "end_bonus_first_time_only": ("off", "on"),
}


def with_option(s: RAState, key: str, value: str, n: int = 3) -> RAState:
    """A hand-made scenario under the flags a real game started with ``key=value`` would have."""
    return replace(s, flags=GAME.initial_state(n, {key: value}).flags)


# ----- the declarations ----------------------------------------------------------------------------
def test_every_section_9_option_is_declared_with_its_alternative() -> None:
    opts = GAME.spec.options
    for key, (default, alt) in SECTION_9_3.items():
        assert opts[key].default == default and set(opts[key].choices) == {default, alt}, key
        assert opts[key].advanced, key


def test_every_option_has_en_and_hu_words() -> None:
    en, hu = catalog("en"), catalog("hu")
    for key in SECTION_9_3:
        keys = list(GAME.spec.option_keys(key))
        for value in GAME.spec.options[key].choices:
            keys += GAME.spec.value_keys(key, value)
        for k in keys:
            assert en.get(k, "").strip() and hu.get(k, "").strip(), k


def test_default_options_give_the_data_flags_unchanged() -> None:
    """A default game's state carries exactly the data file's flags (replays stay identical)."""
    s = GAME.initial_state(3, {})
    assert dict(s.flags) == K.FLAGS
    assert s.flag("discs_drawn") == "2-2-3" and s.flag("identity_pool") == "6A-6H"


def test_a_bad_option_value_is_refused() -> None:
    with pytest.raises(ValueError):
        GAME.initial_state(3, {"t_kill_informant_city": "nobody"})


# ----- discs_drawn (4.1, A-03) ---------------------------------------------------------------------
def _discs_of_round_one(n: int, reading: str) -> int:
    s = GAME.initial_state(n, {"discs_drawn": reading})
    while not (s.stack and s.stack[-1][:2] == ("R", "disc")):
        assert GAME.current_player(s) == CHANCE
        s = GAME.apply(s, GAME.chance_outcomes(s)[0][0])
    return sum(1 for t in s.stack if t[:2] == ("R", "disc"))


@pytest.mark.parametrize(("reading", "n", "discs"), [
    ("2-2-3", 2, 2), ("2-2-3", 3, 2), ("2-2-3", 4, 3),
    ("1-2-3", 2, 1), ("1-2-3", 3, 2), ("1-2-3", 4, 3),
])
def test_discs_drawn_per_reading(reading: str, n: int, discs: int) -> None:
    assert _discs_of_round_one(n, reading) == discs


# ----- identity_pool (2.11) ------------------------------------------------------------------------
def _deal_androids_first(n: int, pool: str) -> Counter:
    """Deal the identity tokens always taking an android token while one is left."""
    s = GAME.initial_state(n, {"mode": "android", "identity_pool": pool})
    while s.stack and s.stack[-1][:2] != ("R", "disc"):
        outs = [o for o, _p in GAME.chance_outcomes(s)]
        s = GAME.apply(s, next((o for o in outs if o[0] == "token" and o[2] == "A"), outs[0]))
    return Counter(t for p in s.players for t in p.tokens)


@pytest.mark.parametrize(("pool", "n", "androids", "humans"), [
    ("6A-6H", 4, 6, 6), ("5A-7H", 4, 5, 7), ("6A-6H", 3, 5, 4), ("5A-7H", 3, 4, 5),
])
def test_identity_pool_sets_the_android_tokens(pool: str, n: int, androids: int, humans: int) -> None:
    assert _deal_androids_first(n, pool) == Counter({"A": androids, "H": humans})


def test_determinize_deals_hidden_tokens_from_the_chosen_pool() -> None:
    import random

    s = GAME.initial_state(4, {"mode": "android", "identity_pool": "5A-7H"})
    while s.stack and s.stack[-1][:2] != ("R", "disc"):
        s = GAME.apply(s, GAME.chance_outcomes(s)[0][0])
    for seed in range(5):
        d = GAME.determinize(GAME.player_view(s, 0), 0, random.Random(seed))
        assert Counter(t for p in d.players for t in p.tokens) == Counter({"A": 5, "H": 7})


# ----- search_blast_informants (4.2.7, A-17) -------------------------------------------------------
@pytest.mark.parametrize(("value", "loss"), [("own", 2), ("any", 1)])  # two blasts
def test_search_blasts_cancelled_by_own_or_any_informant(value: str, loss: int) -> None:
    s = with_option(city(police="B3"), "search_blast_informants", value)
    s = player(s, 0, pos="M4", ammo=0)
    s = informant(s, "M4", 1)  # another player's informant only
    s = play(turn_of(s, 0), ("search",), die("Bk"), die("Bk"), ("reroll", 0))
    assert s.players[0].stamina == 7 - loss


# ----- police_removes_criminals (4.3.3, A-31) ------------------------------------------------------
@pytest.mark.parametrize(("value", "removed"), [("off", False), ("on", True)])
def test_police_arrival_removes_criminals_only_when_on(value: str, removed: bool) -> None:
    s = with_option(city(police="B1"), "police_removes_criminals", value)
    s = criminal(s, 1, "C01", "B3")
    s = assassin(bomb(s, "B3", 4), "B3")
    s = E.advance(E.push(replace(s, stack=(), phase="city"), ("police_move",)))
    assert s.police == "B3" and not s.bombs and not s.assassins  # always (4.3.3)
    assert (E.crim(s, 1) is None) == removed


# ----- end_bonus_first_time_only (2.5, A-08) -------------------------------------------------------
@pytest.mark.parametrize(("value", "influence"), [("off", 2), ("on", 1)])
def test_track_end_bonus_every_arrival_or_first_only(value: str, influence: int) -> None:
    s = with_option(city(police="B3"), "end_bonus_first_time_only", value)
    s = E.gain(s, 0, "ammo", 10)  # reaches the end: +1
    s = E.lose(s, 0, "ammo", 1)
    s = E.gain(s, 0, "ammo", 1)  # arrives again from below: +1 only every time
    assert s.players[0].influence == influence


# ----- t_kill_informant_city (2.7 T_KILL_INFORMANT_CITY, A-16) -------------------------------------
def _failed_attack(value: str | None, slots: dict[str, tuple[int, int]]) -> RAState:
    """Seat 0 fails an attack on Cantor Vex (2 hits, retaliation T_KILL_INFORMANT_CITY)."""
    s = city(police="B3")
    if value is not None:
        s = with_option(s, "t_kill_informant_city", value)
    s = player(s, 0, pos="M5", ammo=0)
    for pos, (t, b) in slots.items():
        s = informant(s, pos, t, b)
    s = criminal(s, 1, "C35", "M5", face_up=True)
    return play(turn_of(s, 0), ("attack", 1), die("AMMO2:r"), die("AMMO2:r"), die("AMMO2:r"))


def _slots(s: RAState) -> dict[str, tuple[int, int]]:
    return {p: s.slots[E.pidx(p)] for p in K.POS_ORDER if s.slots[E.pidx(p)] != (EMPTY, EMPTY)}


MIXED = {"T1": (1, 0), "T3": (0, EMPTY), "M4": (2, 1), "B3": (2, 2)}


def test_city_retaliation_house_rule_removes_one_of_the_attackers_own() -> None:
    s = _failed_attack("own", MIXED)
    assert top(s)[:3] == ("D", 0, "kill_inf")
    assert sorted(legal(s)) == [("informant", "T1"), ("informant", "T3")]  # only seat 0's
    s = play(s, ("informant", "T1"))
    assert _slots(s) == {**MIXED, "T1": (1, EMPTY)}  # his bottom one; the other player's stays


def test_city_retaliation_default_without_own_informants_has_no_effect() -> None:
    s = _failed_attack("own", {"T1": (1, 2)})
    assert top(s)[2] == "main" and _slots(s) == {"T1": (1, 2)}


@pytest.mark.parametrize("value", [None, "any_attackers_choice"])  # None: the default game
def test_city_retaliation_any_offers_every_informant_in_the_city(value: str | None) -> None:
    s = _failed_attack(value, MIXED)
    assert top(s)[:3] == ("D", 0, "kill_any")
    assert sorted(legal(s)) == [("informant", "B3", 0), ("informant", "M4", 0), ("informant", "M4", 1),
                                ("informant", "T1", 0), ("informant", "T1", 1), ("informant", "T3", 0)]


@pytest.mark.parametrize(("choice", "after"), [
    (("informant", "M4", 1), {"M4": (2, EMPTY)}),  # another player's bottom informant
    (("informant", "T1", 0), {"T1": (0, EMPTY)}),  # a top one: the bottom one moves up (4.0.7)
    (("informant", "T1", 1), {"T1": (1, EMPTY)}),  # the attacker's own is a choice too
    (("informant", "B3", 0), {"B3": (2, EMPTY)}),
])
def test_city_retaliation_any_removes_exactly_the_chosen_one(choice: tuple, after: dict) -> None:
    s = play(_failed_attack("any_attackers_choice", MIXED), choice)
    assert _slots(s) == {**MIXED, **after} and top(s)[2] == "main"
    assert s.players[0].informants == K.INFORMANTS - 2  # removed to the box, not returned


def test_city_retaliation_any_works_without_own_informants_and_not_on_an_empty_city() -> None:
    s = _failed_attack("any_attackers_choice", {"B3": (1, 2)})
    assert sorted(legal(s)) == [("informant", "B3", 0), ("informant", "B3", 1)]
    s = _failed_attack("any_attackers_choice", {})
    assert top(s)[2] == "main"


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("Player 2", "Old Quarter", "bottom slot")), ("hu", ("2. játékos", "alsó hely")),
])
def test_city_retaliation_any_names_owner_place_and_slot(lang: str, words: tuple[str, ...]) -> None:
    s = _failed_attack("any_attackers_choice", MIXED)
    a = ("informant", "M4", 1)
    label, prompt = GAME.label(s, a, lang), GAME.prompt(s, lang)
    line = GAME.log_line(s, a, GAME.apply(s, a), lang) or ""
    place = E.tile(s, "M4").name[lang]
    for w in (*words, place):
        assert w in label and w in line, (w, label, line)
    assert "Player 1" in line if lang == "en" else "1. játékos" in line
    assert prompt and prompt != GAME.prompt(_failed_attack("own", MIXED), lang)
    assert "slot" not in GAME.label(s, ("informant", "T3", 0), "en")  # only one there: no slot named


def test_city_retaliation_through_the_real_option() -> None:
    s = GAME.initial_state(3, {"t_kill_informant_city": "own"})
    assert s.flag("t_kill_informant_city") == "own"
    assert GAME.initial_state(3, {}).flag("t_kill_informant_city") == "any_attackers_choice"
