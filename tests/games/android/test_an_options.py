"""The spec's rule options: ``ask_me_always_prompts`` (8.2.1, default on), the ``long_calendar``
preset (5.2: 2 weeks x 7 days) and the detectives picked per seat (issue 17)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.engine.core import HIDDEN
from game.games.android.content import CONTENT
from game.games.android.state import with_player
from tests.games.android.anhelp import GAME, act, at, end_turns_until, legal, new_game, settle


# ----- 8.2.1 "ask me" prompts ----------------------------------------------------------------------------
def _unpayable_ask(**opts):
    """Seat 1 marked Rachel's enter_location card "ask me" but its twilight is fully light (L4),
    so it cannot pay the card's cost of 1 (8.1); Rachel (seat 0) then moves."""
    s = new_game(["rachel", "louis", "raymond"], first=0, **opts)
    s = with_player(s, 1, hand=(("rachel:dark", "RD4"),), orders=(("RD4", "ask"),), twilight=-4)
    s = with_player(s, 2, hand=(), orders=())
    s = at(s, 0, "hab_block_9", time=6, hand=())
    return settle(act(s, "move", "heinlein_market"))


def test_ask_me_always_prompts_is_on_by_default():
    assert GAME.spec.options["ask_me_always_prompts"].default == "on"


def test_always_prompt_asks_even_without_a_playable_card():
    s = _unpayable_ask()
    assert s.queue[0][:2] == ("ask", 1)
    assert legal(s) == [("dark_no",)]  # he is asked, but can only hold back
    assert "cannot be played" in GAME.prompt(s, "en") and GAME.prompt(s, "hu")
    s = settle(act(s, "dark_no"))
    assert s.players[1].hand == (("rachel:dark", "RD4"),) and s.time == 5


def test_without_always_prompt_an_unplayable_ask_order_stays_silent():
    s = _unpayable_ask(ask_me_always_prompts="off")
    assert all(t[0] != "ask" for t in s.queue)
    assert s.queue[0][0] != "ask" and s.time == 5


def test_always_prompt_asks_on_a_trigger_of_another_detectives_turn():
    """The order's card belongs to Louis's dark deck, so it can never hit Rachel; the seat is still
    asked when its trigger (enter_location) fires, so a prompt does not show which deck it holds."""
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = with_player(s, 2, hand=(("louis:dark", "LD4"),), orders=(("LD4", "ask"),))
    s = with_player(s, 1, hand=(), orders=())
    s = at(s, 0, "hab_block_9", time=6, hand=())
    nightlife = next(lid for lid, loc in CONTENT.locations.items() if loc.type == "nightlife"
                     and ("move", lid) in legal(s))
    s = settle(act(s, "move", nightlife))
    if s.queue[0][0] == "free":
        s = settle(act(s, "skip"))
    assert s.queue[0][:2] == ("ask", 2) and legal(s) == [("dark_no",)]


def test_a_playable_ask_order_still_offers_to_play():
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = with_player(s, 1, hand=(("rachel:dark", "RD4"),), orders=(("RD4", "ask"),), twilight=0)
    s = with_player(s, 2, hand=(), orders=())
    s = settle(act(at(s, 0, "hab_block_9", time=6, hand=()), "move", "heinlein_market"))
    assert s.queue[0][:2] == ("ask", 1) and legal(s) == [("dark_yes",), ("dark_no",)]
    s = settle(act(s, "dark_yes"))
    assert s.players[1].hand == () and s.time == 4


def test_the_asked_card_is_secret_from_the_other_seats():
    """Spec 11: hands and standing orders are private; the live question names the card only to
    the seat asked."""
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = with_player(s, 1, hand=(("rachel:dark", "RD4"),), orders=(("RD4", "ask"),), twilight=0)
    s = with_player(s, 2, hand=(), orders=())
    s = settle(act(at(s, 0, "hab_block_9", time=6, hand=()), "move", "heinlein_market"))
    assert s.queue[0][3] == "RD4"
    assert GAME.player_view(s, 1).queue[0][3] == "RD4"
    for viewer in (0, 2, None):
        view = GAME.player_view(s, viewer)
        assert view.queue[0][3] is HIDDEN
        assert GAME.prompt(view, "en") and GAME.prompt(view, "hu")
    det = GAME.determinize(GAME.player_view(s, 0), 0, random.Random(3))
    assert det.queue[0][3] in {c for _k, c in det.players[1].hand}


# ----- 5.2 long_calendar ---------------------------------------------------------------------------------
def test_long_calendar_layout_follows_the_spec():
    """2 weeks x 7 days; a general event at the end of every day except W1 D1 and the last day;
    plots resolve at D3 and D6 of each week; the specific event at the start of W2 D1; the climax is
    the last two days."""
    c = CONTENT.calendars["long_calendar"]
    assert (c.weeks, c.days_per_week, c.last_day) == (2, 7, 14)
    for d in range(1, 15):
        day = c.day(d)
        assert ("general_event" in day.end) == (d not in (1, 14)), d
        assert ("plot_resolution" in day.end) == (c.day_of_week(d) in (3, 6)), d
        assert ("specific_event" in day.start) == (d == 8), d
    assert [d for d in range(1, 15) if c.is_climax(d)] == [13, 14]
    assert c.week_start(2) == 8


def test_long_calendar_option_sets_the_game_calendar():
    assert GAME.spec.options["calendar"].default == "standard"
    assert GAME.initial_state(3, {}).calendar == "standard"
    assert GAME.initial_state(3, {"calendar": "long_calendar"}).calendar == "long_calendar"


def test_long_calendar_day_7_takes_no_baggage_and_week_2_starts_on_day_8():
    s = new_game(["louis", "floyd", "raymond"], first=0, calendar="long_calendar")
    s = end_turns_until(s, 7)
    p = s.players[0]
    assert p.plot_card in ("++", "+-", "-+", "--")  # the week's plot reached its ending on day 6
    bank = s.bank_of("baggage")
    from game.games.android import economy

    s2 = economy._baggage(s, 0, "good", 1)  # 8.3: an ending card takes no baggage
    assert s2.players[0].good == 0 and s2.bank_of("baggage") == bank
    assert not s.specific_done
    s = end_turns_until(s, 8)
    assert s.specific_done  # the specific event at the start of W2 D1
    assert all(p.plot_card == "start" for p in s.players)  # week-2 plots drawn
    murder = CONTENT.murders[s.murder]
    assert (s.lily, s.jimmy) == (murder.lily[1], murder.jimmy[1])  # moved to their week-2 places (8.8)


def test_long_calendar_game_closes_after_day_14():
    s = new_game(["louis", "floyd", "raymond"], first=0, calendar="long_calendar")
    for _ in range(3000):
        s = settle(s)
        if s.over:
            break
        opts = legal(s)
        s = act(s, "end") if s.queue[0][0] == "act" else GAME.apply(s, opts[-1] if ("skip",) in opts else opts[0])
    assert s.over and s.day == 14


def test_the_groundskeeper_event_lasts_until_the_end_of_w2_d3_in_both_calendars():
    """10.6.2 ES1: its ability lasts until the end of W2 D3 (day 9 of 12, day 10 of 14)."""
    from game.games.android import calendar

    for cal_name, last in (("standard", 9), ("long_calendar", 10)):
        s = new_game(["louis", "floyd", "raymond"], first=0, calendar=cal_name)
        s = replace(s, specific="ES1", specific_active=True, specific_done=True, day=last)
        assert calendar._expire_events(s).specific_active
        assert not calendar._expire_events(replace(s, day=last + 1)).specific_active


# ----- choosing detectives (issue 17: a picker per seat, never a text field of ids) ---------------------
def test_detectives_are_a_per_seat_pick_each_once_random_allowed():
    from game.engine.core import PER_SEAT

    opt = GAME.spec.options["detectives"]
    assert opt.kind == PER_SEAT and opt.distinct
    values = {v.value: v for v in opt.values}
    assert set(values) == {"random", *CONTENT.detective_ids}
    assert values["random"].shared and all(values[d].colour for d in CONTENT.detective_ids)
    assert len({values[d].colour for d in CONTENT.detective_ids}) == len(CONTENT.detective_ids)


@pytest.mark.parametrize("value", ["louis,rachel,raymond", "Louis, Rachel, Raymond", "Louis Blaine,RACHEL,raymond flint"])
def test_detectives_by_id_or_name(value):
    s = GAME.initial_state(3, {"detectives": value})
    assert [p.detective for p in s.players] == ["louis", "rachel", "raymond"]


@pytest.mark.parametrize("value", ["random", "random,random,random", "random,floyd", ""])
def test_random_and_missing_seats_are_dealt(value):
    s = GAME.initial_state(3, {"detectives": value})
    s = settle(s)
    dets = [p.detective for p in s.players]
    assert all(dets) and len(set(dets)) == 3
    if "floyd" in value:
        assert dets[1] == "floyd"


def test_a_detective_taken_twice_or_unknown_is_refused():
    with pytest.raises(ValueError):
        GAME.initial_state(3, {"detectives": "louis,louis,random"})
    with pytest.raises(ValueError):
        GAME.initial_state(3, {"detectives": "sherlock,random,random"})


def test_game_over_names_the_detective_and_explains_the_token_column():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    assert GAME.seat_role(s, 0, "en") == "Louis Blaine" and GAME.seat_role(s, 2, "hu") == "Raymond Flint"
    tokens = next(c for c in GAME.score_columns() if c.key == "tokens")
    assert "Jinteki" in tokens.label("en") and "Haas" in tokens.label("hu")  # short: two lines in the header
    # the line under the table says what the column counts (test_over_notes checks every column)
    assert any(x.startswith(tokens.label("en")) and "token" in x for x in GAME.over_notes(s, "en"))
    assert any(x.startswith(tokens.label("hu")) and "jelző" in x for x in GAME.over_notes(s, "hu"))
