"""Issue 17 for Android: every choice a player reads is an order with its cost ("Go to City Hall
(1 Time)", "End turn"), with a tooltip, distinct within its decision, never a log line and never
an id; End turn is the one action that ends the turn; a refusal names the rule and its numbers."""

from __future__ import annotations

import random
import re

import pytest

from game.engine.core import CHANCE, TERMINAL
from game.games.android import board, labels
from game.games.android.content import CONTENT
from tests.games.android.anhelp import GAME, at, legal, new_game
from tests.ui.test_glyphs import missing_glyphs

ID = re.compile(r"\b[a-z]+_[a-z_]+\b|\(\s*'|\[|\]")  # an id ("rockvil_estate") or a repr


def _decisions(seed: int, n: int):
    rng = random.Random(seed)
    s = GAME.initial_state(n, {})
    while GAME.current_player(s) != TERMINAL:
        if GAME.current_player(s) == CHANCE:
            outs = GAME.chance_outcomes(s)
            s = GAME.apply(s, rng.choices([o for o, _p in outs], [p for _o, p in outs])[0])
            continue
        acts = list(GAME.legal_actions(s))
        yield s, acts
        s = GAME.apply(s, rng.choice(acts))


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("seed,n", [(1, 3), (2, 4), (3, 5)])
def test_every_label_is_an_order_distinct_in_its_decision(lang, seed, n):
    seen = set()
    for s, acts in _decisions(seed, n):
        words = [GAME.label(s, a, lang) for a in acts]
        assert all(w.strip() for w in words), (s.queue[0], acts)
        assert len(set(words)) == len(words), [w for w in words if words.count(w) > 1]
        for a, w in zip(acts, words):
            assert w != GAME.describe(s, a, lang), w
            assert not ID.search(w), w
            assert GAME.choice_tip(s, a, lang), a
            seen.add(w)
    assert not missing_glyphs(sorted(seen))


def test_end_turn_is_the_only_action_that_ends_the_turn():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    assert [a for a in legal(s) if GAME.ends_turn(s, a)] == [("end",)]
    assert GAME.label(s, ("end",), "en") == "End turn" and GAME.label(s, ("end",), "hu") == "Kör vége"


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_refused_move_names_the_rule_and_the_numbers(lang):
    s = new_game(["louis", "rachel", "raymond"], first=0)
    ruler = CONTENT.detectives["louis"].ruler
    here, restricted = next((h, lid) for h in CONTENT.locations for lid in board.ruler_targets(h, ruler)
                            if CONTENT.locations[lid].restricted and not CONTENT.locations[h].restricted)
    s = at(s, 0, here, time=2, passes=0, warrants=())
    why = labels.refusal(s, 0, restricted, lang)
    assert "3" in why and "2" in why and CONTENT.locations[restricted].name[lang] in why, why
    assert labels.refusal(at(s, 0, here, time=0), 0, restricted, lang) == labels._o(lang, "no_time")


# ----- Hungarian orders, not headlines (issue 17) ---------------------------------------------------
def test_event_plot_and_order_labels_are_orders_not_headlines():
    """"Sajtótájékoztató: 2 eltolás ..." (the event's name), "Szálakció: ..." and "Sorrend (felül
    elöl): ..." read as headlines; each is now an order, and the event's name moves to the tooltip."""
    from tests.games.rogue_agent.test_label_orders import en_problem, hu_problem

    s = new_game(["louis", "rachel", "floyd"])
    with_ability = [eid for eid, ev in CONTENT.events.items() if "ability" in ev.data]
    assert set(with_ability) <= set(labels.EVENT_ORDERS)
    for eid in with_ability:
        for lang, check in (("en", en_problem), ("hu", hu_problem)):
            words = labels._event(s, 0, ("event", eid), lang)
            assert not check(words), words
            assert CONTENT.events[eid].name[lang] in labels.choice_tip(s, ("event", eid), lang)
    assert labels._event(s, 0, ("event", "GE10"), "hu").startswith("Tarts sajtótájékoztatót: ")
    assert labels._event(s, 0, ("event", "GE10"), "en").startswith("Hold a press conference: ")
    assert labels._plot(s, 0, ("plot", 0), "hu").startswith("Használd a szálkártyádat: ")
    assert labels._plot(s, 0, ("plot", 0), "en").startswith("Use your plot card: ")
    assert labels._o("hu", "top_order", v="+1, -2") == "Tedd vissza felülről: +1, -2"
    assert labels._o("en", "top_order", v="+1, -2") == "Put back, top first: +1, -2"
    assert labels._act_label(s, 0, ("break", 1), "hu").startswith("Szegd meg az 1. direktívát")
    assert labels._act_label(s, 0, ("break", 2), "hu").startswith("Szegd meg a 2. direktívát")
    for lang, check in (("en", en_problem), ("hu", hu_problem)):
        assert not check(labels._o(lang, "dark_no")), labels._o(lang, "dark_no")


def test_the_strip_menu_buttons_are_orders_too():
    """The strip's menu buttons read "Lap húzása", "Lap eldobása" (nouns) beside "Kör vége";
    each names an order now: "Húzz lapot", "Dobj el lapot", "Játssz ki lapot"."""
    from game.games.android.view.texts import WORDS
    from tests.games.rogue_agent.test_label_orders import en_problem, hu_problem

    for lang, check in (("en", en_problem), ("hu", hu_problem)):
        for key, words in WORDS[lang].items():
            if key.startswith("grp.") and key != "grp.more":  # "More" is the shell's fold
                assert not check(words.format(loc="Gyökér")), (key, words)
    assert WORDS["hu"]["grp.draw"] == "Húzz lapot"
