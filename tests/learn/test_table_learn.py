"""Issue 19 at the table: the guided first game's callouts on the real table (held bots,
pointing at the suggested choice, resuming from a save, skipping), and the coach's Hint button
(answered from the seat's own view in the bot worker, counted per seat in the save, off when
the table switched hints off or others could watch)."""
from __future__ import annotations

import pygame
import pytest

from game import paths
from game.engine.match import Match
from game.engine.replay import read_replay
from game.games import get_game
from game.learn.guide import INTRO, STEP
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.learn import LearnScene, start_lesson
from game.ui.scenes.load import save_info
from game.ui.scenes.table import TableScene
from tests.ui.helpers import click, click_widget, key, make_app, run_until, step


def _table(app) -> TableScene:
    t = app.scenes.find(TableScene)
    assert t is not None
    return t


def _learner_step(app):
    t = _table(app)
    ok = run_until(app, lambda: t.guide.shown() is not None and t.guide.shown().kind == STEP, max_frames=600)
    assert ok, "no step callout came for the learner's decision"
    return t.guide.shown()


def test_a_lesson_greets_holds_the_bots_and_points_at_a_legal_choice():
    app = make_app({"learn": "waterdeep", "lang": "en"})
    step(app, 3)
    t = _table(app)
    assert t.guide is not None
    c = t.guide.shown()
    assert c is not None and c.kind == INTRO and "learn." not in c.title + c.body
    assert t.guide.holds_bots()
    key(app, pygame.K_RETURN, frames=3)
    c = _learner_step(app)
    assert c.action in t.match.legal_actions()
    target = t.view.action_anchor(c.action)
    assert target is not None and t.board.contains(target)
    bubble = t.guide.bubble
    assert bubble is not None and not bubble.rect.colliderect(target), "the callout covers what it points at"
    assert pygame.Rect(0, 0, *t.size).contains(bubble.rect)
    plies = len(t.match.steps)
    click(app, target.center, frames=3)
    assert len(t.match.steps) > plies and t.match.steps[plies].action == c.action
    header = read_replay(t.match.autosave_path).header
    assert header["learn"]["game"] == "waterdeep" and c.step in header["learn"]["done"]
    app.close()


def test_no_board_tooltip_over_a_callout_being_read(monkeypatch):
    """The pointer resting on the callout (to read it, or to reach its buttons) must not raise
    the tooltip of whatever lies under it: that tooltip would cover the callout's words."""
    import game.ui.scenes.table as table_module

    app = make_app({"learn": "rogue_agent", "lang": "en"})
    step(app, 3)
    t = _table(app)
    drawn = []
    monkeypatch.setattr(table_module, "draw_tooltip", lambda *a, **k: drawn.append(a))
    surface = pygame.Surface(t.size)
    under = [p for p in ((x, y) for x in range(t.board.x, t.board.right, 8) for y in range(t.board.y, t.board.bottom, 8))
             if t.guide.bubble is not None and t.guide.bubble.rect.collidepoint(p)]
    under = [p for p in under if t.view.hover_info(p)]
    assert under, "the welcome should lie over some part of the board that has a tooltip"
    t.mouse = under[0]
    t.draw_tooltips(surface)
    assert drawn == []
    app.close()


def test_a_lesson_resumes_from_running_games_and_can_be_skipped():
    app = make_app({"lang": "en"})
    start_lesson(app, "waterdeep")
    t = _table(app)
    key(app, pygame.K_RETURN, frames=2)
    c = _learner_step(app)
    t.submit(c.action)
    step(app, 2)
    path = t.match.autosave_path
    assert save_info(path, "en").lesson
    app.to_menu()
    app.load_match(path)
    t2 = _table(app)
    assert t2 is not t and t2.guide is not None
    assert t2.guide.guide.greeted and c.step in t2.guide.guide.done  # no second welcome, the step stays taught
    t2.guide.skip()
    assert t2.guide.guide.finished and read_replay(path).header["learn"]["skipped"] is True
    assert t2.guide.shown() is None and not t2.guide.holds_bots()
    app.close()


def test_the_learn_menu_lists_every_game_with_a_lesson():
    app = make_app({"lang": "hu"})
    app.scenes.push(LearnScene(app))
    step(app, 2)
    scene = app.scenes.top
    assert [g for _r, g in scene.cards] == [g for g in ("waterdeep", "neuroshima", "rogue_agent", "metro2033", "android")
                                           if g in {gid for _r, gid in scene.cards}]
    click(app, scene.cards[0][0].center, frames=2)
    assert _table(app).guide is not None
    app.close()


def _hint_table(seats=("human", "ai:easy"), hints=True):
    app = make_app({"lang": "en"})
    app.new_match("waterdeep", 2, list(seats), None, 11, {"first_player": "1"}, hints=hints)
    step(app, 3)
    return app, _table(app)


def test_the_hint_comes_from_the_worker_is_legal_and_is_counted_once():
    app, t = _hint_table()
    run_until(app, lambda: t.view.acting == 0, max_frames=300)
    assert t.coach.off_reason() is None and t.hint_btn.enabled
    key(app, pygame.K_h)
    assert t.coach.job is not None
    assert run_until(app, lambda: t.coach.shown is not None, max_frames=900, patience_s=120)
    shown = t.coach.shown
    assert shown.action in t.match.legal_actions()
    step(app, 2)
    assert t.coach.bubble is not None and "coach." not in t.coach.bubble.title
    assert shown.weighed and shown.weighed[0][0] == shown.action  # what the search weighed came back
    assert "%" in " ".join(t.coach.bubble.body_lines)  # ... and the reason words it
    header = read_replay(t.match.autosave_path).header
    assert header["hints"] == [1, 0]
    key(app, pygame.K_h)  # put away
    assert t.coach.shown is None
    key(app, pygame.K_h)  # the same decision: the same hint, not counted again
    assert t.coach.shown is not None and t.coach.shown.action == shown.action and t.coach.job is None
    assert t.match.table_notes["hints"] == [1, 0]
    app.close()


def test_hints_switched_off_at_setup_stay_off_and_the_results_say_so():
    app, t = _hint_table(hints=False)
    run_until(app, lambda: t.view.acting == 0, max_frames=300)
    assert not t.hint_btn.enabled and t.coach.off_reason() == t.t("coach.off_table")
    key(app, pygame.K_h)
    assert t.coach.job is None and t.coach.shown is None
    assert read_replay(t.match.autosave_path).header["hints_off"] is True
    over = GameOverScene(app, t)
    assert over.hints_line() == t.t("coach.over_off")
    app.close()


def test_the_results_count_each_seats_hints():
    app, t = _hint_table()
    t.match.table_notes["hints"] = [2, 0]
    over = GameOverScene(app, t)
    assert over.hints_line() == t.t("coach.over_line", list=f"{t.match.names[0]} 2")
    app.close()


def test_a_hint_reason_is_never_only_the_moves_label(monkeypatch):
    """Where a game's learn module has no word for a kind of move (Waterdeep's adventurer picks,
    Neuroshima's facing, Rogue Agent's dice colour...), the coach said the label again ("Hint:
    Return 1 cleric / Return 1 cleric"). It says what the move does to the seat's figures, else
    that the look-ahead picked it."""
    from game.games import entry
    from game.ui.table.coach import hint_reason

    app, t = _hint_table()
    run_until(app, lambda: t.view.acting == 0, max_frames=300)
    monkeypatch.setattr(entry("waterdeep").learn, "reason", lambda *a: None)
    for action in t.match.legal_actions():
        label = t.game.label(t.match.view_for(0), action, "en")
        text = hint_reason(t, 0, action)
        assert text and text != label and "{" not in text and "coach." not in text, (action, text)
    assert "→" in hint_reason(t, 0, ("place", "aurora"))  # 4 gold: the seat's panel figures change
    app.close()


def test_the_whole_game_replay_says_how_many_hints_each_seat_took():
    app, t = _hint_table()
    run_until(app, lambda: len(t.match.steps) > 2, max_frames=300)
    t.match.table_notes["hints"] = [3, 0]
    t.replay_whole_game()
    assert t.in_replay and t.t("coach.over_line", list=f"{t.match.names[0]} 3") in t.prompt
    app.close()


def test_no_hint_while_others_could_watch_a_secret_decision(monkeypatch):
    app, t = _hint_table(seats=("human", "human"))
    assert run_until(app, lambda: app.scenes.top.name == "pass", max_frames=300)
    assert t.coach.off_reason() is not None  # the pass screen is up: nobody's decision is shown
    click_widget(app, "confirm", frames=3)
    assert t.coach.off_reason() is None  # behind the pass screen: the seat alone sees it
    monkeypatch.setattr(type(t.game), "decision_seat_is_secret", lambda self, s: False, raising=False)
    assert t.coach.off_reason() == t.t("coach.off_watched")
    app.close()


def test_no_hint_on_a_bots_turn():
    app = make_app({"lang": "en"})
    app.new_match("waterdeep", 2, ["ai:easy", "human"], None, 5, {"first_player": "1"})
    step(app, 2)
    t = _table(app)
    assert t.coach.off_reason() == t.t("coach.off_not_yours")
    app.close()


@pytest.mark.parametrize("seats", [("human", "ai:easy")])
def test_old_saves_without_table_notes_load_as_before(tmp_path, seats):
    game = get_game("waterdeep")
    m = Match(game, 2, list(seats), None, {}, 3)
    m.advance()
    m.submit(m.legal_actions()[0])
    path = tmp_path / "old.jsonl"
    m.save(path)
    header = read_replay(path).header
    assert not {"learn", "hints", "hints_off"} & set(header)
    loaded = Match.load(path, get_game)
    assert loaded.table_notes == {}
    m.table_notes.update(hints=[3, 1], learn={"game": "waterdeep"})
    m.save(path)
    again = Match.load(path, get_game)
    assert again.table_notes == {"hints": [3, 1], "learn": {"game": "waterdeep"}}
    assert paths.autosave_dir().exists()


class _SlowWorker:
    """A bot worker that never answers (a search still running), recording a cancel."""

    def __init__(self):
        self.cancelled = False
        self.started = 0

    def start(self, bot, view):
        self.started += 1

    def poll(self):
        return (False, None, None)

    def cancel(self):
        self.cancelled = True

    def close(self):
        pass


def test_a_slow_hint_shows_its_progress_and_can_be_cancelled(monkeypatch):
    from game.ui.table import coach as table_coach

    app, t = _hint_table()
    run_until(app, lambda: t.view.acting == 0, max_frames=300)
    t.worker = _SlowWorker()
    monkeypatch.setattr(table_coach, "PROGRESS_AFTER_S", 0.0)
    key(app, pygame.K_h, frames=3)
    assert t.coach.job is not None and t.coach.showing()
    assert not t.hint_btn.enabled and t.hint_btn.text == t.t("coach.thinking")
    bubble = t.coach.bubble
    assert bubble is not None and bubble.title == t.t("coach.thinking_title") and bubble.buttons
    click(app, bubble.buttons[0].rect.center, frames=2)  # Cancel
    assert t.coach.job is None and t.worker.cancelled and t.coach.shown is None
    assert t.match.table_notes.get("hints") in (None, [0, 0])  # a cancelled hint is not counted
    key(app, pygame.K_h, frames=2)
    key(app, pygame.K_ESCAPE, frames=2)  # Esc cancels too (the pause menu stays shut)
    assert t.coach.job is None and app.scenes.top is t
    app.close()
