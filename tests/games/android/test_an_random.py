"""Random games end without an error; views hide exactly the secrets of spec section 11."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.core import HIDDEN
from game.games.android.replay import _has_hidden  # a "?hidden" anywhere in an encoded state
from game.games.android.state import decode, encode
from tests.games.android.anhelp import GAME, play_random
from tests.games.android.anhelp import walk as _walk


def test_two_hundred_random_games_end_cleanly():
    for seed in range(200):
        s = play_random(seed, 3 + seed % 3)
        assert s.over and s.day == 12
        rows = GAME.breakdown(s)
        assert len(rows) == s.num_players and GAME.winners(s)


@pytest.mark.parametrize("n", [3, 5])
def test_views_hide_secrets_and_determinize_fills_them(n):
    for i, s in enumerate(_walk(77 + n, n)):
        if i % 11:
            continue
        for viewer in range(n):
            view = GAME.player_view(s, viewer)
            for j, p in enumerate(view.players):
                if j == viewer:
                    continue
                assert p.guilty in (HIDDEN, "") and p.innocent in (HIDDEN, "")
                assert all(c is HIDDEN for _k, c in p.hand)
            for x in view.suspects:
                for t in x.tokens:
                    assert (t.code is HIDDEN) == (not t.face_up and viewer not in t.known_by)
            assert all(c is HIDDEN for c in view.evidence_pile)
            assert _has_hidden(encode(view)) or not view.evidence_pile  # the search finds what is hidden
            det = GAME.determinize(view, viewer, random.Random(i))
            assert not _has_hidden(encode(det))
            assert GAME.player_view(det, viewer) == view
            assert len(det.evidence_pile) == len(s.evidence_pile)


def test_json_round_trip_of_a_view_and_a_state():
    for i, s in enumerate(_walk(5, 4)):
        if i % 50:
            continue
        assert decode(json.loads(json.dumps(encode(s)))) == s
        v = GAME.player_view(s, 1)
        assert decode(json.loads(json.dumps(encode(v)))) == v


def test_illegal_actions_are_refused_with_a_message():
    s = next(x for x in _walk(3, 3) if GAME.current_player(x) >= 0)
    from game.engine.core import IllegalAction
    with pytest.raises(IllegalAction, match="not possible"):
        GAME.apply(s, ("move", "nowhere"))
    with pytest.raises(IllegalAction):
        GAME.apply(s, "junk")


def test_every_decision_has_words_in_both_languages():
    for i, s in enumerate(_walk(11, 4)):
        if GAME.current_player(s) < 0 or i % 3:
            continue
        for lang in ("en", "hu"):
            assert GAME.prompt(s, lang)
            for a in GAME.legal_actions(s)[:6]:
                words = GAME.describe(s, a, lang)
                assert words and "{" not in words and "_" not in words, (a, words)


def test_the_special_event_stays_secret_until_week_two_then_stays_public():
    seen_hidden, seen_public = False, False
    for s in _walk(31, 3):
        v = GAME.player_view(s, 0)
        if s.specific and not s.specific_done:
            assert v.specific is HIDDEN
            seen_hidden = True
        if s.specific_done:
            assert v.specific == s.specific
            seen_public = True
    assert seen_hidden and seen_public
