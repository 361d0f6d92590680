"""Audit of the engine against the spec, section by section: each test cites the rule it checks."""

from __future__ import annotations

from dataclasses import replace

from game.engine.core import HIDDEN
from game.games.android import calendar
from game.games.android.state import with_player
from tests.games.android.anhelp import GAME, act, at, end_turns_until, legal, new_game, settle


# ----- 8.7 / 8.10: an event whose NPC dies ends at once --------------------------------------------------
def test_an_npcs_death_ends_his_event():
    """8.10: "When an NPC dies, his status token turns to 'dead', his unspent favors are discarded, and
    events involving him end." 8.7: an event stops working when its NPC is eliminated."""
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = replace(s, track=(("GE11", True), ("GE06", True)))  # Sara's event at NAPD, and another one
    s = calendar._ending_effect(s, 0, (("npc_dies", "Sara"),))
    assert dict(s.players[0].npc_alive)["Sara"] is False
    assert dict(s.players[0].npc_favors)["Sara"] == 0
    assert dict(s.track) == {"GE11": False, "GE06": True}
    s = at(s, 0, "napd", time=6)
    assert ("event", "GE11") not in legal(s)


# ----- 8.15.5: a memory is recovered in the turn Raymond enters its location ------------------------------
def test_raymond_recovers_a_memory_only_in_the_turn_he_entered_its_location():
    """8.15.5: "When Raymond enters the named location, the holder must reveal the card. While there
    (same turn) Raymond may spend 1 Time to recover it." A later turn begun there offers no recovery."""
    s = new_game(["raymond", "louis", "rachel"], first=0)
    s = with_player(s, 1, memory="mem_tags", memory_shown=True)  # revealed in an earlier turn
    s = at(s, 0, "old_war_memorial", time=6, turn_used=())  # a new turn, standing there already
    assert ("recover", "mem_tags") not in legal(s)
    s = act(s, "move", "city_hall")
    s = settle(s)
    while s.queue[0][0] != "act":
        s = settle(GAME.apply(s, legal(s)[-1]))
    s = act(s, "move", "old_war_memorial")
    s = settle(s)
    while s.queue[0][0] != "act":
        s = settle(GAME.apply(s, legal(s)[-1]))
    assert ("recover", "mem_tags") in legal(s)


# ----- 12.16 / 5: the end-of-day symbols of the standard calendar ----------------------------------------
def test_12_16_end_of_day_events_follow_the_calendar():
    """End of W1 D1: no event. End of W1 D2: a general event. End of W1 D3: plot resolution only, the
    first player first, then clockwise (8.4)."""
    s = new_game(["louis", "caprice", "raymond"], first=1)
    s = end_turns_until(s, 2)
    assert not [n for n in s.log if n[0] == "event"] and s.track == ()
    s = end_turns_until(s, 3)
    assert len(s.track) == 1 and [n[0] for n in s.log].count("event") == 1
    s = end_turns_until(s, 4)
    assert len(s.track) == 1  # no second general event on a plot day
    assert [n[1] for n in s.log if n[0] == "plot_card"] == [1, 2, 0]
    assert all(p.plot_card in ("cross+", "cross-") for p in s.players)


# ----- 10.0 / 10.5: "on dark_card_played" plot conditions ------------------------------------------------
def test_a_dark_card_played_on_you_adds_bad_baggage_when_your_plot_says_so():
    """10.0: `on dark_card_played` (another player played one of your dark cards on you); 10.5: e.g.
    Louis's "The Krausey Case" start card: bad: on dark_card_played -> bad+1."""
    from game.games.android.content import CONTENT

    plot = next(pid for pid, pl in CONTENT.plots.items() if pl.cards["start"].rules
                and any(r.kind == "on" and r.when == "dark_card_played" for r in pl.cards["start"].rules)
                and pid.startswith("louis"))
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = with_player(s, 1, hand=(("louis:dark", "LD4"),), orders=(("LD4", ""),), twilight=0)
    s = with_player(s, 2, hand=(), orders=())
    s = at(s, 0, "tonys_flophouse", time=6, hand=(), plot=plot, plot_card="start", good=0, bad=0, twilight=0)
    s = act(s, "move", "rusty_rivet")
    s = settle(s)
    if s.queue[0][0] == "free":
        s = settle(act(s, "skip"))
    assert s.players[1].hand == ()  # Bar Fight was played on Louis
    assert s.players[0].bad >= 1


def test_a_plot_condition_fires_once_per_turn_of_any_player():
    """10.0: a plot condition fires at most once per turn. Louis's "Sara Walked Out" (bad: on
    dark_card_sacrificed) fires once in Rachel's turn and again in Raymond's next turn."""
    from game.games.android import economy, turn

    s = new_game(["louis", "rachel", "raymond"], first=1)
    s = with_player(s, 0, plot="louis_sara", plot_card="start", good=0, bad=0)
    s = economy._plot_trigger(s, 0, "dark_card_sacrificed")
    s = economy._plot_trigger(s, 0, "dark_card_sacrificed")
    assert s.players[0].bad == 1  # once in this turn
    s = turn._auto_turn(replace(s, queue=(("turn", 2),)), ("turn", 2))  # Raymond's turn begins
    s = economy._plot_trigger(s, 0, "dark_card_sacrificed")
    assert s.players[0].bad == 2


# ----- 8.15.3 / 10.0 keep_best: the token not kept goes to the bottom of the pile, known to Louis ----------
def _rough_interrogation():
    """Louis (bad mood) follows up a lead and places evidence: he draws 2 tokens and keeps 1."""
    s = new_game(["louis", "rachel", "raymond"], first=0)
    s = at(s, 0, "napd", time=6, mood="bad")
    return replace(s, queue=(("lead_use", 0, "document"), ("act", 0)))


def test_rough_interrogation_returns_the_other_token_to_the_bottom_known_to_louis():
    s = _rough_interrogation()
    size = len(s.evidence_pile)
    s = act(s, "evidence")
    s = GAME.apply(s, ("token", "+5"))
    s = GAME.apply(s, ("token", "-4"))
    s = act(s, "keep", "+5")
    assert s.drawn == ("+5",)
    # the -4 is not shuffled back into the unknown pile: it waits at the bottom, and Louis knows it
    assert "-4" not in s.evidence_pile and len(s.evidence_pile) == size - 2
    assert s.pile_bottom == (("-4", (0,)),)
    assert GAME.player_view(s, 0).pile_bottom == (("-4", (0,)),)
    assert GAME.player_view(s, 1).pile_bottom[0][0] is HIDDEN
    # it is drawn only when the rest of the pile is gone
    s2 = replace(s, evidence_pile=("+1",), queue=(("ev", 1), ("act", 0)))
    assert [o for o, _p in GAME.chance_outcomes(s2)] == [("token", "+1")]
    s3 = replace(s, evidence_pile=(), drawn=(), queue=(("ev", 1), ("act", 0)))
    assert [o for o, _p in GAME.chance_outcomes(s3)] == [("token", "-4")]
    s3 = GAME.apply(s3, ("token", "-4"))
    assert s3.pile_bottom == () and s3.drawn == ("-4",)


# ----- 10.6.2 ES3: the security footage goes in face down ------------------------------------------------
def test_es3_security_footage_is_placed_face_down():
    """10.6.2 ES3: each player, from the first player, draws 1 evidence token and places it face down
    in the document file of a living suspect."""
    from game.games.android import calendar as cal_mod
    from game.games.android.content import CONTENT

    s = new_game(["louis", "rachel", "raymond"], first=1)
    s = cal_mod._event_immediate(replace(s, queue=(("act", 1),)), CONTENT.events["ES3"])
    assert [t[:2] for t in s.queue[:6:2]] == [("ev", 1), ("ev", 2), ("ev", 0)]
    s = GAME.apply(s, ("token", "+2"))
    assert s.queue[0][:3] == ("place", 1, "document")
    assert legal(s) and all(a[2] == 0 for a in legal(s))  # face down only


# ----- 8.14 step 2 / 13 item 1: which -5 a perjury converts ----------------------------------------------
def test_perjury_converts_alibis_first_then_witnesses_normal_strong_weak():
    from game.games.android import scoring
    from game.games.android.state import SuspectState, Token

    def tok(code, file):
        return Token(code, file, False, 0, (0,))

    # Eve: strong physical, normal document, weak testimony (10.2)
    eve = SuspectState("eve", tokens=(tok("W", "testimony"), tok("W", "document"), tok("P", "physical")))
    r = scoring.suspect_total(eve)
    assert r["files"]["document"] == [5]  # the normal file's witness is caught lying, not the weak one's
    assert r["total"] == 5  # the weak file then discards its -5
    both = SuspectState("eve", alibis=1, tokens=(tok("W", "document"), tok("P", "physical")))
    r = scoring.suspect_total(both)
    assert r["alibis"] == [5] and r["files"]["document"] == [-5]  # the alibi first
    extra = SuspectState("eve", tokens=(tok("P", "document"), tok("P", "physical"), tok("+2", "document")))
    assert scoring.suspect_total(extra)["total"] == 2  # perjuries beyond -5s do nothing
