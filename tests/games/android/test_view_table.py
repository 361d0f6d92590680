"""The Android table inside the real table frame (headless app): the strip follows a gesture
step by step, every tab and label fits at 1280x720 in both languages, and the map carries the
printed A-L / 1-8 grid; drawn evidence is placed through its dialog (spec 14) and the closing
of the case shows each suspect's computation and each detective's VP by source (8.14)."""

from __future__ import annotations

import os
import random
from dataclasses import replace

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"

from game.engine.core import CHANCE, TERMINAL  # noqa: E402
from game.games.android import scoring  # noqa: E402
from game.games.android import text as AT  # noqa: E402
from game.games.android.content import CONTENT  # noqa: E402
from game.games.android.view.texts import EFFECTS  # noqa: E402
from game.games.android.view.theme import GRID  # noqa: E402
from game.ui.render import textfit  # noqa: E402
from game.ui.render.fonts import get_font  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402
from game.ui.settings import Settings, save_settings  # noqa: E402
from tests.games.android.test_view import (  # noqa: E402
    GAME,
    _first_game_with,
    make_view,
    play_until,
    show,
    spy_render_text,
)
from tests.ui import table_harness as H  # noqa: E402
from tests.ui.helpers import click, click_widget, make_app, names, step, wait_for_human  # noqa: E402


def _table(tmp_path, monkeypatch, seats="human,random,random", seed=4, size=(1280, 720), lang="en"):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="skip", lang=lang))
    app = make_app(size=size)
    n = len(seats.split(","))
    app.new_match("android", n, seats.split(","), None, seed, {})
    step(app, 3)
    table = app.scenes.find(TableScene)
    assert table is not None, names(app)
    return app, table


def _drive(app, table, pred, rng, limit=3000):
    """Let bots play and the human play randomly until ``pred(state)`` holds at the human's decision."""
    m = table.match
    for _ in range(limit):
        if names(app)[-1] == "pass":
            click_widget(app, "confirm")
        step(app, 1)
        if m.is_over:
            return False
        if table.acting_seat() is None:
            wait_for_human(app, table)  # a bot thinks in its own process, in wall-clock time
            continue
        if pred(m.state):
            step(app, 2)
            return True
        table.submit(rng.choice(m.legal_actions()))
    return False


def test_the_strip_is_asked_again_after_each_step_of_a_gesture(tmp_path, monkeypatch):
    app, table = _table(tmp_path, monkeypatch)
    rng = random.Random(2)
    ok = _drive(app, table, lambda s: s.queue[0][0] == "act"
                and sum(1 for a in GAME.legal_actions(s) if a[0] == "move") >= 2, rng)
    assert ok, "no move came"
    v = table.view
    lid = next(a[1] for a in table.match.legal_actions() if a[0] == "move")
    before = list(table.choice_sig)
    click(app, v.renderer.node_pos(lid))  # first click: the route is shown, nothing is made yet
    assert v.selected is not None and v.selected[0] == "move"
    # (End turn stays in the strip whenever it is legal: the table's shared rule, issue 17)
    assert [a for _l, a in table.choice_sig if a != ("end",)] == [v.selected], "the strip still offers the old choices"
    assert table.choice_sig != before
    assert [b.text for b in table.choice_buttons] == [lb for lb, _a in table.choice_sig]
    cancel = next(r for r, kind, _p in v.hot if kind == "cancel")
    click(app, cancel.center)  # cancelled: the strip is asked again
    assert v.selected is None
    assert all(a != ("move", lid) for _l, a in table.choice_sig)


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_tab_and_suspect_name_fits_whole(lang, size):
    v = make_view(size=size, lang=lang)
    s = play_until(lambda s: s.queue[0][0] == "act", seed=3)
    textfit.TRUNCATED.clear()
    for tab in ("case", "detectives", "puzzle", "orders"):
        v.tab = tab
        show(v, s)
        fsize, tabs, _h = v.tab_layout(v.side.x + 10, v.side.y, v.side.w - 20)
        assert fsize >= 14
        f = get_font(fsize, bold=True)
        for name, rect, lines in tabs:
            assert "".join(lines).replace("-", "") == v.t(f"tab.{name}").replace(" ", "").replace("-", "")
            for line in lines:
                assert f.size(line)[0] <= rect.w, f"tab {name!r} is wider than its tab"
            assert rect.right <= v.side.right, f"tab {name!r} leaves the column"
    words = {v.t(f"tab.{t}") for t in ("case", "detectives", "puzzle", "orders")}
    sus = {AT.sus_name(x.id, lang) for x in s.suspects}
    cut = {t for t in textfit.TRUNCATED if any(t.startswith(w[:4]) for w in words | sus)}
    assert not cut, f"cut with an ellipsis: {cut}"


def test_the_map_grid_puts_every_location_in_its_printed_square():
    v = make_view()
    s = play_until(lambda s: s.queue[0][0] == "act", seed=3)
    show(v, s)
    cols, rows = GRID
    for lid, loc in CONTENT.locations.items():
        col, row = "ABCDEFGHIJKL".index(loc.grid[0]), int(loc.grid[1:]) - 1
        x0, y0 = v.world_to_screen(col * 100, row * 100)
        x1, y1 = v.world_to_screen((col + 1) * 100, (row + 1) * 100)
        x, y = v.renderer.node_pos(lid)
        assert x0 < x < x1 and y0 < y < y1, f"{lid} is drawn outside square {loc.grid}"
    assert cols == 12 and rows == 8


def _texts_drawn(v, monkeypatch) -> list[str]:
    """Every string the view renders in one frame."""
    seen: list[str] = []
    spy_render_text(monkeypatch, seen.append)
    v.draw(pygame.Surface(v.ctx.window_size))
    return seen


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_evidence_dialog_places_the_drawn_token_face_up_or_down(lang, monkeypatch):
    v = make_view(lang=lang)
    s = _first_game_with(lambda s: s.queue[0][0] == "place" and bool(s.drawn))
    seat = GAME.current_player(s)
    legal = list(GAME.legal_actions(s))
    v.set_state(GAME.player_view(s, seat), legal, seat, [], None)
    texts = _texts_drawn(v, monkeypatch)
    value = AT._token_words(s.drawn[0], lang)
    assert v.t("ev.title") in texts and value in texts, "the dialog shows the drawn value to its drawer"
    rows = [(r, p) for r, k, p in v.hot if k == "ev_suspect"]
    assert {p[0] for _r, p in rows} == {a[1] for a in legal}, "one row per suspect it may go on"
    assert all(p[1] == ("place", p[0], 0) for _r, p in rows), "face down by default"
    face_up = next(r for r, k, p in v.hot if k == "ev_face" and p is True)
    assert H.click(v, face_up.center) is None
    v.draw(pygame.Surface(v.ctx.window_size))
    r, (sid, _a) = next((r, p) for r, k, p in v.hot if k == "ev_suspect")
    got = H.click(v, r.center)
    assert got == ("place", sid, 1) and got in legal
    assert all(a[0] != "place" for a in v.list_actions()), "no second copy of the choice in the list"
    other = (seat + 1) % s.num_players  # another seat's table: no dialog, no value
    v.set_state(GAME.player_view(s, other), [], None, [], None)
    texts = _texts_drawn(v, monkeypatch)
    assert v.t("ev.title") not in texts and not any(k == "ev_suspect" for _r, k, _p in v.hot)


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_under_es3_the_evidence_dialog_offers_face_down_only(lang, monkeypatch):
    """10.6.2 ES3: the security footage goes in face down. The dialog offers no face-up toggle,
    says why, every row answers with a legal face-down placement, and a stray face-up click
    changes nothing."""
    from game.games.android import calendar as cal_mod

    v = make_view(lang=lang)
    s = _first_game_with(lambda s: s.queue[0][0] == "act")
    s = cal_mod._event_immediate(replace(s, queue=(s.queue[0],)), CONTENT.events["ES3"])
    while GAME.current_player(s) == CHANCE:
        s = GAME.apply(s, GAME.chance_outcomes(s)[0][0])
    assert s.queue[0][0] == "place" and s.queue[0][-1] == "down", s.queue[0]
    seat = GAME.current_player(s)
    legal = list(GAME.legal_actions(s))
    assert legal and all(a[2] == 0 for a in legal)
    v.set_state(GAME.player_view(s, seat), legal, seat, [], None)
    texts = _texts_drawn(v, monkeypatch)
    assert any(t and v.t("ev.only_down").startswith(t) for t in texts), "the dialog says why"
    assert not any(k == "ev_face" for _r, k, _p in v.hot), "no face-up choice the engine would refuse"
    v.face_up = True  # even if the toggle was left on face up (an earlier dialog), the rows stay legal
    v.draw(pygame.Surface(v.ctx.window_size))
    rows = [(r, p) for r, k, p in v.hot if k == "ev_suspect"]
    assert rows and {p[0] for _r, p in rows} == {a[1] for a in legal}
    for r, (sid, a) in rows:
        assert a == ("place", sid, 0) and a in legal
        assert H.click(v, r.center) in legal
    v.face_up = False
    v.hot.append((pygame.Rect(0, 0, 4, 4), "ev_face", True))  # a face-up click that should not exist
    assert H.click(v, (1, 1)) is None
    assert v.face_up is False, "the view keeps only a face the engine allows"


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_closing_of_the_case_shows_each_suspect_and_each_detectives_score(lang, monkeypatch):
    v = make_view(lang=lang)
    s = play_until(lambda s: False, seed=3, limit=20000)
    assert s.over
    v.set_state(GAME.player_view(s, None), [], None, [], None)  # the table shows the public view at the end
    texts = _texts_drawn(v, monkeypatch)
    assert v.t("close.title") in texts
    for st in s.suspects:
        assert AT.sus_name(st.id, lang) in texts
    rows = GAME.breakdown(s)
    for i, row in enumerate(rows):
        title, body = v.score_info(i)
        total = next(c for c in GAME.score_columns() if c.key == "total").labels[lang]
        assert f"{total}: {row['total']}" in body, "the view's totals are the engine's"
    for st in s.suspects:
        if st.alive:
            assert f"Σ {scoring.suspect_total(st)['total']:+d}" in texts
    scores = [p for _r, k, p in v.hot if k == "score"]
    assert scores == list(range(len(s.players)))
    toggle = next(r for r, k, _p in v.hot if k == "closing")
    H.click(v, toggle.center)
    texts = _texts_drawn(v, monkeypatch)
    assert v.t("close.title") not in texts and v.t("close.show") in texts, "the board can be looked at"


def test_the_deck_row_draws_from_a_lit_deck_and_names_every_deck():
    v = make_view()
    s = play_until(lambda s: s.queue[0][0] == "act" and any(a[0] == "draw" for a in GAME.legal_actions(s)), seed=3)
    show(v, s)
    draws = [a for a in GAME.legal_actions(s) if a[0] == "draw"]
    lit = [p for _r, k, p in v.hot if k == "action" and p[0] == "draw"]
    assert sorted(lit) == sorted(draws), "every deck the seat may draw from is lit, and only those"
    in_strip = [c for c in v.extra_choices() if c.action[0] == "draw"]
    assert in_strip and all(c.group == v.t("grp.draw") for c in in_strip), "in the strip: one Draw menu"
    me = s.players[GAME.current_player(s)].detective
    keys = v.deck_row()
    assert keys[0] == f"{me}:light" and all(k.endswith(":dark") for k in keys[1:])
    for r, k, p in v.hot:
        if k in ("deck", "action") and (k == "deck" or p[0] == "draw"):
            title, body = v.hover_info(r.center)
            assert title and body


def test_an_event_in_effect_puts_its_npc_marker_on_its_place():
    v = make_view()
    s = _first_game_with(lambda s: s.queue[0][0] == "act" and any(
        on and "ability" in CONTENT.events[e].data for e, on in s.track))
    show(v, s)
    live = {e for e, on in s.track if on and "ability" in CONTENT.events[e].data}
    assert live
    marks = {p: r for r, k, p in v.hot if k == "event_marker"}
    assert live <= set(marks), "every event in effect with an ability has its marker"
    for eid in live:
        title, body = v.hover_info(marks[eid].center)
        assert title == v.event_name(eid)
        loc = CONTENT.events[eid].data["ability"]["location"]
        assert v.loc_name(loc) in body
        assert v.t("event_here", e=title) in v.location_info(loc)[1]


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_every_card_hover_says_when_it_is_played_and_what_it_does(lang):
    v = make_view(lang=lang)
    show(v, play_until(lambda s: s.queue[0][0] == "act", seed=3))
    E = EFFECTS[lang]
    for cid, c in CONTENT.cards.items():
        title, body = v.card_info(cid)
        assert title == c.name[lang]
        lines = body.split("\n")
        assert lines[1].startswith(E["when"].split("{")[0]) and lines[2].startswith(E["effect"].split("{")[0])
        assert "_" not in body and "{" not in body, f"{cid}: raw words in {body!r}"
        if c.side == "dark":  # a dark card names the detective it is played on
            assert CONTENT.detectives[c.detective].name[lang] in lines[1], body


def _an_ask_me_prompt(seeds=range(1, 20)):
    """A live "ask me" dark-card prompt (8.2.1): seats arm every dark card "ask me"."""
    for seed in seeds:
        rng = random.Random(seed)
        s = GAME.initial_state(4, {})
        for _ in range(6000):
            cp = GAME.current_player(s)
            if cp == TERMINAL:
                break
            if cp == CHANCE:
                outs = GAME.chance_outcomes(s)
                s = GAME.apply(s, rng.choices([o for o, _p in outs], [p for _o, p in outs])[0])
                continue
            legal = list(GAME.legal_actions(s))
            if s.queue[0][0] == "ask" and ("dark_yes",) in legal:
                return s
            asks = [a for a in legal if a[0] == "arm" and a[2] == "ask"]
            s = GAME.apply(s, asks[0] if asks else rng.choice(legal))
    raise AssertionError("no ask-me prompt came")


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_dark_card_interruption_names_its_card_and_target(lang, monkeypatch):
    v = make_view(lang=lang)
    s = _an_ask_me_prompt()
    seat, head = GAME.current_player(s), s.queue[0]
    legal = list(GAME.legal_actions(s))
    v.set_state(GAME.player_view(s, seat), legal, seat, [], None)
    texts = _texts_drawn(v, monkeypatch)
    banner = v.t("ask_banner", c=v.card_name(head[3]), who=v.who(head[2]))
    assert banner in texts, "the banner names the dark card and its target"
    assert {a for _l, a in v.extra_choices()} == set(legal), "play or pass in the strip"
    assert any(k == "card" and p == head[3] for _r, k, p in v.hot), "the asked card is in the hand shown"
    other = (seat + 1) % s.num_players
    v.set_state(GAME.player_view(s, other), [], None, [], None)
    assert banner not in _texts_drawn(v, monkeypatch), "another seat's table shows no prompt"


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_text_of_any_tab_is_cut(lang, size):
    """Every tab of the column for states across the case: nothing lands in TRUNCATED."""
    v = make_view(size=size, lang=lang)
    for seed in (1, 3):
        for day in (2, 6):
            s = play_until(lambda s, d=day: s.day >= d and GAME.current_player(s) >= 0, seed=seed, limit=20000)
            if s.over:
                continue
            for tab in ("case", "detectives", "puzzle", "orders"):
                textfit.TRUNCATED.clear()
                show(v, s)
                v.tab = tab
                v.draw(pygame.Surface(size))
                assert not textfit.TRUNCATED, (tab, sorted(textfit.TRUNCATED))


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_long_hand_is_shown_whole(lang, size):
    """Seven cards and two hunches (issue 17: the hand was cut, 3 of 5 cards visible): every card
    is drawn whole inside the tab's room, each answering hovers; a tab still taller than its
    room scrolls with the wheel, and only what is in view answers."""
    v = make_view(size=size, lang=lang)
    s = play_until(lambda s: s.queue[0][0] == "act", seed=3)
    seat = GAME.current_player(s)
    cards = [c for c in CONTENT.cards if CONTENT.cards[c].side == "light"][:7]
    s = replace(s, players=tuple(replace(q, hand=tuple((f"{q.detective}:light", c) for c in cards)) if i == seat else q
                                 for i, q in enumerate(s.players)))
    show(v, s)
    rects = {pl: r for r, k, pl in v.hot if k == "card"}
    assert set(rects) == set(cards)
    assert all(v.tab_clip.contains(r) for r in rects.values()), "a card is cut"
    assert {pl for _r, k, pl in v.hot if k == "hunch"} == {"guilty", "innocent"}
    for r, _k, _p in v.hot:
        assert v.tab_clip.contains(r) or not v.tab_clip.colliderect(r) or _k == "tab"
    if v.tab_max:
        v.mouse = v.tab_clip.center
        v.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-10, flipped=False))
        assert v.tab_scroll == v.tab_max


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_game_over_names_each_seat_with_its_detective(lang, tmp_path, monkeypatch):
    """Issue 17: the results list "Player 3 (Louis Blaine)", never a bare "Player 3", and the
    token column says what it counts."""
    from game.engine.match import Match
    from game.games import get_game
    from tests.ui.helpers import run_until

    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="skip", lang=lang))
    m = Match(get_game("android"), 3, ["human", "random", "random"], seed=4,
              options={"detectives": "louis,rachel,raymond"})
    rng = random.Random(4)
    while True:
        m.advance()
        if m.is_over:
            break
        m.submit(rng.choice(m.legal_actions()))
    app = make_app()
    app.start_match(m)
    assert run_until(app, lambda: names(app)[-1] == "gameover", max_frames=600)
    over = app.scenes.top
    assert over.seat_label(0) == f"{m.names[0]} (Louis Blaine)" and over.seat_label(2).endswith("(Raymond Flint)")
    assert all("Jinteki" in over.column_label(k) for k in over.columns() if k == "tokens")
    assert "," not in over.column_label("tokens")
    assert any(line.startswith(over.column_label("tokens") + ":") for line in over.notes())  # explained below
    from game.ui import style  # every heading whole in its two lines at 1280x720 ('Jinteki and' lost 'Haas')

    monkeypatch.setattr(over, "score_columns", lambda: list(m.game.score_columns()))  # all seven: the narrowest
    heads = {over.column_label(c.key) for c in over.score_columns()}
    wrapped: dict[str, int] = {}
    real = style.wrap
    monkeypatch.setattr(style, "wrap", lambda text, *a, **k: wrapped.setdefault(text, len(real(text, *a, **k)))
                        and real(text, *a, **k))
    over.draw(pygame.Surface((1280, 720)))
    assert heads <= set(wrapped) and all(wrapped[h] <= 2 for h in heads), wrapped
