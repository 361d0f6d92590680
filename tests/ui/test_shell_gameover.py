"""Game over: places (shared places for draws), the game's own columns, and the final board
viewable behind the results (Esc / View board, and back)."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"

from game.engine.core import rank_places  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.games import get_game  # noqa: E402
from game.ui.settings import Settings, save_settings  # noqa: E402
from tests.ui.helpers import click_widget, key, make_app, names, run_until, step  # noqa: E402


@pytest.fixture(autouse=True)
def fresh_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="skip"))
    yield
    pygame.quit()


def _finished(game_id: str, players: int = 2, seed: int = 3, options=None) -> Match:
    import random

    m = Match(get_game(game_id), players, ["human"] + ["random"] * (players - 1), seed=seed, options=options)
    rng = random.Random(seed)
    while True:
        m.advance()
        if m.is_over:
            return m
        m.submit(rng.choice(m.legal_actions()))


def _over(app, match):
    app.start_match(match)
    assert run_until(app, lambda: names(app)[-1] == "gameover", max_frames=600)
    return app.scenes.top


def test_rank_places_shares_ties_and_puts_winners_first():
    assert rank_places([0], [10, 7, 7, 3]) == [1, 2, 2, 4]
    assert rank_places([0, 1], [0.5, 0.5, 0]) == [1, 1, 3]
    assert rank_places([2], [10, 9, 1]) == [2, 3, 1]  # a tie-break made seat 2 the winner
    assert rank_places([0, 1], [0, 0]) == [1, 1]  # a draw


def test_game_over_shows_places_not_raw_returns_in_neuroshima():
    app = make_app()
    over = _over(app, _finished("neuroshima"))
    step(app, 2)
    cols = over.columns()
    assert "total" not in cols and "rewards" not in cols  # a return is not a figure; no rewards in a skirmish
    assert cols[0] == "hq_hp" and over.column_label("hq_hp") == "HQ toughness left"
    assert "HQ toughness left" in over.decided_line()
    places = over.places()
    winners = over.result["winners"]
    assert all(places[w] == 1 for w in winners)
    texts = [over.place_text(i) for i in range(2)]
    if len(winners) == 1:
        assert sorted(texts) == ["1st", "2nd"]
    else:  # both HQs fell together: a draw, a shared first place
        assert texts == ["shared 1st", "shared 1st"] and over.winner_line() == over.t("over.draw")


def test_neuroshima_draw_is_a_shared_first_place():
    from dataclasses import replace

    m = _finished("neuroshima", seed=5)
    game = m.game
    drawn = replace(m.state, winners=(0, 1))
    assert game.places(drawn) == [1, 1]


def test_waterdeep_game_over_shows_vp_by_category_in_hungarian():
    app = make_app({"lang": "hu"})
    over = _over(app, _finished("waterdeep", players=3, seed=2))
    step(app, 2)
    assert over.columns() == ["vp", "adventurers", "gold", "lord", "total"]
    assert over.column_label("total") == "Összes GYP"
    places = over.places()
    assert sorted(places)[0] == 1 and all(1 <= p <= 3 for p in places)
    rows = over.result["breakdown"]
    order = sorted(range(3), key=lambda i: places[i])
    assert [rows[i]["total"] for i in order] == sorted((r["total"] for r in rows), reverse=True)
    assert over.place_text(order[0]) in ("1.", "megosztott 1.")


def test_esc_hides_the_results_to_show_the_final_board_and_comes_back():
    app = make_app()
    over = _over(app, _finished("duel", seed=4))
    step(app, 2)
    shot_results = pygame.image.tobytes(app.screen, "RGB")
    key(app, pygame.K_ESCAPE)
    assert names(app)[-1] == "gameover" and over.hidden
    step(app, 2)
    assert pygame.image.tobytes(app.screen, "RGB") != shot_results
    assert over.widget("show_results").visible and not over.widget("rematch").visible
    click_widget(app, "show_results")
    assert not over.hidden and over.widget("rematch").visible
    click_widget(app, "view_board")
    assert over.hidden
    key(app, pygame.K_ESCAPE)
    assert not over.hidden
    click_widget(app, "view_board")
    click_widget(app, "bar_menu")
    assert names(app) == ["menu"]


@pytest.mark.parametrize("width", [70, 76, 90])
def test_a_long_column_heading_shrinks_rather_than_losing_its_end(width):
    """'Állóképesség (holtverseny)' (Rogue Agent's tie-break column) wrapped into four lines at
    1280x720, and the heading showed only 'Állóképesség (holtver-'."""
    from game.ui import style
    from game.ui.scenes.gameover import GameOverScene

    pygame.init()

    class Scene:
        size = (1280, 720)

    label = "Állóképesség (holtverseny)"
    fs, lines = GameOverScene._header_lines(Scene(), label, style.fs(14, Scene.size), width, False)
    assert len(lines) <= 2 and fs >= style.fs(11, Scene.size)
    assert "".join(x.removesuffix("-") for x in lines) == label.replace(" ", "")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_long_seat_name_shrinks_or_wraps_rather_than_being_cut(size):
    """"2. játékos (Rachel Beckmann)" was cut to "2. játékos (Rachel Beckm…" at 1920x1080 in
    Hungarian: a smaller font for every row first, then the role on a second line, never an
    ellipsis; all rows keep one size."""
    from game.ui import style
    from game.ui.scenes.gameover import GameOverScene

    pygame.init()

    class Scene:
        pass

    Scene.size = size
    long, short = "2. játékos (Rachel Beckmann)", "1. játékos (Louis Blaine)"
    f = style.fs(17, size)
    full = style.font(f, True).size(long)[0]
    fs, lines = GameOverScene._name_lines(Scene(), [short, long], f, full)
    assert lines == [[short], [long]] and fs == f
    fs, lines = GameOverScene._name_lines(Scene(), [short, long], f, full * 9 // 10)
    assert lines == [[short], [long]] and fs < f  # a little too wide: a smaller font for both
    fs, lines = GameOverScene._name_lines(Scene(), [short, long], f, full * 6 // 10)
    assert lines[1] == ["2. játékos", "(Rachel Beckmann)"] and "…" not in "".join(lines[1])
