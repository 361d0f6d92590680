"""Issue 17's shared rule for every choice, at the table (game.ui.choices + table.strip).

Driven on the test game Duel with small hooks patched onto it: ``ends_turn`` (gambling plays the
role of End turn) and a view listing many choices, so the rule is checked apart from any real
game's wording."""

from __future__ import annotations

import random

import pygame
import pytest

from game.games import get_game
from game.ui.choices import (
    END_TURN_KEY,
    MENU_TIP_LINES,
    Choice,
    complete_choices,
    forced_action,
    menu_tip,
    plan_strip,
)
from game.ui.gamelog import GameLog
from game.ui.settings import Settings, save_settings
from game.ui.widgets.menu import PopupMenu
from tests.ui.helpers import click, key, make_app, step


class Hooked:
    """A game with the optional rules hooks the table reads."""

    def __init__(self, ending=("gamble",)) -> None:
        self.ending = ending

    def ends_turn(self, s, a) -> bool:
        return a == self.ending

    def label(self, s, a, lang) -> str:
        return {"en": "End turn", "hu": "Kör vége"}[lang] if a == self.ending else f"Do {a}"

    def choice_tip(self, s, a, lang) -> str:
        return f"what {a} does"

    def legal_actions(self, s):
        return list(s)


# ----- the pure rule -------------------------------------------------------------------
def test_end_turn_is_added_when_the_view_does_not_list_it_with_its_shortcut():
    game = Hooked()
    out = complete_choices([("Take 2", ("take", 2))], game, None, [("take", 2), ("gamble",)], "en", "End turn")
    assert [c.label for c in out] == ["Take 2", "End turn"]
    end = out[-1]
    assert end.end_turn and end.key == END_TURN_KEY and end.action == ("gamble",)
    assert out[0].tip == "what ('take', 2) does"  # every choice gets a tooltip


def test_a_listed_end_turn_is_marked_and_kept_last():
    game = Hooked()
    out = complete_choices([Choice("Pass", ("gamble",)), Choice("Take 2", ("take", 2), tip="mine")], game, None,
                           [("take", 2), ("gamble",)], "en", "End turn")
    assert [c.label for c in out] == ["Take 2", "Pass"]
    assert out[-1].end_turn and out[-1].key == END_TURN_KEY
    assert out[0].tip == "mine"


def test_groups_fold_into_menus_and_a_long_row_into_more():
    choices = [Choice(f"Exchange {i}", ("x", i), group="Exchange") for i in range(5)]
    choices += [Choice(f"Arm card {i} v{j}", ("arm", i, j), group=f"Arm/Card {i}") for i in range(3) for j in range(2)]
    choices += [Choice(f"Single {i}", ("s", i)) for i in range(15)]
    choices += [Choice("End turn", ("end",), end_turn=True)]
    items = plan_strip(choices, "More…")
    assert len(items) <= 12
    assert items[-1].end_turn  # End turn is always a button, at the end
    assert items[0].label == "More…"
    every = [a for it in items for a in it.actions()]
    assert sorted(map(repr, every)) == sorted(repr(c.action) for c in choices)  # nothing lost
    more = items[0].menu
    exchange = next(e for e in more if e.label == "Exchange")
    assert [e.label for e in exchange.children] == [f"Exchange {i}" for i in range(5)]
    arm = next(e for e in more if e.label == "Arm")
    assert [e.label for e in arm.children] == ["Card 0", "Card 1", "Card 2"]
    assert [e.label for e in arm.children[1].children] == ["Arm card 1 v0", "Arm card 1 v1"]


def test_a_menu_button_tip_says_what_its_choices_do():
    """Issue 17: every choice has a tooltip saying what it does, a menu's button too: the shared
    tip of its choices, then its orders (a long menu counts the rest)."""
    same = [Choice(f"Play card {i}", ("card", i), tip="puts it down", group="Cards") for i in range(3)]
    mixed = [Choice("Play Patrol Car", ("play", 1), tip="plays it", group="Patrol Car"),
             Choice("Discard Patrol Car", ("discard", 1), tip="discards it", group="Patrol Car")]
    many = [Choice(f"Exchange {i}", ("x", i), tip=f"swap {i}", group="Exchange/Ammo" if i < 2 else "Exchange")
            for i in range(12)]
    tips = [menu_tip(item, lambda n: f"…and {n} more") for item in plan_strip(same + mixed + many, "More…")]
    assert tips[0] == "puts it down\n• Play card 0\n• Play card 1\n• Play card 2"
    assert tips[1] == "• Play Patrol Car\n• Discard Patrol Car"  # different tips: the orders say it
    lines = tips[2].splitlines()
    assert lines[0] == "• Ammo" and len(lines) == MENU_TIP_LINES and lines[-1] == "…and 4 more"


def test_a_group_of_one_is_its_own_button_and_a_narrow_strip_folds_more():
    items = plan_strip([Choice("Only", ("o",), group="G"), Choice("B", ("b",)), Choice("C", ("c",))], "More…")
    assert [i.label for i in items] == ["Only", "B", "C"] and items[0].choice is not None
    narrow = plan_strip([Choice(str(i), ("a", i)) for i in range(6)], "More…", fits=lambda row: len(row) <= 3)
    assert len(narrow) == 3 and narrow[0].label == "More…" and len(narrow[0].menu) == 4
    # a "More" menu never holds a single entry (that would be a dead click): two fold, or none
    tight = plan_strip([Choice("A long order label", ("a",)), Choice("B", ("b",)), Choice("C", ("c",))], "M",
                       fits=lambda row: sum(len(i.label) for i in row) <= 5)
    assert [i.label for i in tight] == ["M", "C"] and len(tight[0].menu) == 2


def test_a_decision_with_one_answer_is_forced_unless_it_ends_the_turn():
    game = Hooked()
    assert forced_action(game, None, [("take", 1)]) == ("take", 1)
    assert forced_action(game, None, [("gamble",)]) is None  # End turn stays the player's click
    assert forced_action(game, None, [("take", 1), ("take", 2)]) is None
    assert forced_action(object(), None, [("take", 1)]) is None  # a game without ends_turn: never


def test_the_log_marks_a_forced_step_only_choice():
    class Step:
        def __init__(self, player, action):
            self.player, self.action, self.text = player, action, ""

    class Game(Hooked):
        def player_view(self, s, v):
            return s

        def describe(self, s, a, lang):
            return f"plays {a[1]}"

    states = [(("take", 1),), (("take", 2), ("take", 3)), ()]
    steps = [Step(0, ("take", 1)), Step(1, ("take", 2))]
    log = GameLog(Game(), lambda line: f"{line} (only choice)")
    log.sync(states, steps, ["A", "B"], "en")
    assert [t for k, t in log.rows(str) if k == "line"] == ["plays 1 (only choice)", "plays 2"]


# ----- at the table --------------------------------------------------------------------
@pytest.fixture
def duel_table(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="fast"))
    game = get_game("duel")
    monkeypatch.setattr(game, "ends_turn", lambda s, a: a == ("gamble",), raising=False)
    app = make_app()
    app.new_match("duel", 2, ["human", "human"], ["Anna", "Bela"], 3, {})
    table = app.scenes.top
    step(app, 3)
    yield app, table
    app.close()


def _to_seat_decision(app, table, want) -> bool:
    """Play random moves (both seats at this screen) until ``want(legal)`` holds for the acting seat."""
    rng = random.Random(5)
    for _ in range(200):
        step(app, 1)
        top = app.scenes.top
        if top is not table:
            if top.name == "pass":
                table.confirm_pass(table.match.current_player)
            app.scenes.pop()
            continue
        if table.match.is_over:
            return False
        if table.view.acting is None:
            continue
        legal = table.match.legal_actions()
        if want(legal):
            return True
        table.submit(rng.choice([a for a in legal if a != ("gamble",)] or legal))
    return False


def test_end_turn_is_a_strip_button_with_its_key_and_p_takes_it(duel_table, monkeypatch):
    app, table = duel_table
    monkeypatch.setattr(table.view, "extra_choices", lambda: [])  # the view lists nothing
    assert _to_seat_decision(app, table, lambda legal: ("gamble",) in legal)
    table._build_choices()
    end = [b for b in table.choice_buttons if b.key_hint]
    assert len(end) == 1 and end[0].key_hint == "P" and end[0].text == table.game.label(table.vs, ("gamble",), "en")
    assert end[0].tooltip  # what it does
    before = len(table.match.steps)
    key(app, pygame.K_p, frames=2)
    assert table.match.steps[before].action == ("gamble",)


def test_a_group_button_opens_its_menu_and_an_entry_is_played(duel_table, monkeypatch):
    app, table = duel_table
    assert _to_seat_decision(app, table, lambda legal: sum(a[0] == "card" for a in legal) >= 2)
    cards = [a for a in table.match.legal_actions() if a[0] == "card"]
    monkeypatch.setattr(table.view, "extra_choices",
                        lambda: [Choice(f"Play card {a[1] + 1}", a, tip="puts it down", group="Cards") for a in cards])
    table._build_choices()
    group = next(b for b in table.choice_buttons if b.menu_hint)
    # the tooltip says what the choices do, not "Opens a menu of 3 choices"
    assert group.tooltip.splitlines() == ["puts it down"] + [f"• Play card {a[1] + 1}" for a in cards]
    menu = next(w for w in table.ui.widgets if isinstance(w, PopupMenu))
    click(app, group.rect.center)
    assert menu.open and menu.rect.bottom <= group.rect.top  # opens above the strip
    before = len(table.match.steps)
    click(app, menu.row_rect(1).center, frames=2)
    assert table.match.steps[before].action == cards[1]
    assert not menu.open


def test_a_one_answer_decision_is_taken_said_in_the_strip_and_logged(duel_table):
    app, table = duel_table
    m = table.match
    # a Duel seat with one card left and an empty deck has a single choice: that card
    assert _to_seat_decision(app, table, lambda legal: bool(table.forced_note)) or table.forced_note
    taken = max(i for i, st in enumerate(m.steps) if st.player >= 0 and len(m.game.legal_actions(m.states[i])) == 1)
    assert m.steps[taken].action == ("card", 0)
    assert table.forced_note.startswith("The only possible choice was made for you")
    assert any(t.endswith("(only choice)") for k, t in table.log_rows if k == "line")
    # Undo comes back to the one-answer decision and waits there for the player's click
    assert len(m.steps) == taken + 1 and table.undo_reason() is None
    table.undo()
    step(app, 3)
    assert len(m.steps) == taken and m.legal_actions() == [("card", 0)] and not table.forced_note


def test_a_refused_choice_says_why_in_the_strip(duel_table):
    app, table = duel_table
    assert _to_seat_decision(app, table, lambda legal: True)
    assert not table.submit(("cell", 99, 99))
    assert table.view.message == table.t("table.illegal")
    step(app, 1)  # drawn without error, in the strip or (too long) in a bubble over it
    table.view.message = "A very long reason " * 12
    step(app, 1)
