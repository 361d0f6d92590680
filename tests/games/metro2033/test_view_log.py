"""Issue 17: the Metro log names a round with one word - in Hungarian "forduló", as the
rulebook and the table's own lines do ("3. forduló: termelés"), never "kör" (a player's turn)."""

from __future__ import annotations

import os
import random
import re

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.mark.parametrize("lang,word", [("hu", "forduló"), ("en", "Round")])
def test_the_log_names_the_round_with_one_word(lang, word):
    from game.engine.match import Match
    from game.games import get_game
    from game.ui.app import App

    game = get_game("metro2033")
    m = Match(game, 2, ["human", "random"], seed=3)
    rng = random.Random(3)
    while len(m.steps) < 400 and not m.is_over:
        m.advance()
        m.submit(rng.choice(m.legal_actions()), m.current_player)
    app = App({"lang": lang}, size=(1280, 720), headless=True)
    try:
        app.start_match(m)
        app.step(1 / 30)
        table = app.scenes.top if hasattr(app.scenes, "top") else app.scenes.stack[-1]
        table._sync_log()
        rows = [str(r) for r in table.log_rows]
        seps = [r for r in rows if "—" in r]
        assert seps and all(word in r for r in seps)
        text = " ".join(rows)
        if lang == "hu":
            assert not re.search(r"\d+\. kör\b", text)
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_log_line_without_a_player_opens_with_a_capital(lang):
    """A chance step names no seat ("To the Hansa market: Kalash"): its line still reads as a
    sentence, not as the tail of the line before ("to the Hansa market: ...")."""
    from game.engine.core import CHANCE, TERMINAL
    from game.games import get_game

    game = get_game("metro2033")
    rng = random.Random(5)
    s = game.initial_state(3, {})
    seen = 0
    for _ in range(1500):
        cp = game.current_player(s)
        if cp == TERMINAL:
            break
        if cp == CHANCE:
            outs = game.chance_outcomes(s)
            a = rng.choices([o for o, _p in outs], [p for _o, p in outs])[0]
        else:
            a = rng.choice(list(game.legal_actions(s)))
        line = game.describe(s, a, lang)
        if line and line[0].isalpha():
            assert line[0].isupper(), line
            seen += 1
        s = game.apply(s, a)
    assert seen > 50


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_round_separator_comes_before_the_round_opens(lang):
    """The step that opens a round logs "... Body armour. Round 1: production: ..."; the table
    showed "— Round 1 —" under it. Now the line is shown in two with the separator between:
    every round's opening words come right after its separator."""
    from game.engine.match import Match
    from game.games import get_game
    from game.i18n import tr as t
    from game.ui.gamelog import GameLog, round_key

    game = get_game("metro2033")
    m = Match(game, 3, ["random", "random", "random"], seed=4)
    rng = random.Random(4)
    while len(m.steps) < 600 and not m.is_over:
        m.advance()
        if m.legal_actions():
            m.submit(rng.choice(m.legal_actions()), m.current_player)
    log = GameLog(game)
    log.sync(m.states, m.steps, ["A", "B", "C"], lang)
    rows = log.rows(lambda r: t(round_key(game, lang), lang, n=r))
    word = "forduló" if lang == "hu" else "Round"
    opened = [i for i, (kind, text) in enumerate(rows) if kind == "line" and re.search(rf"\b{word} \d+:|\d+\. {word}:", text)]
    assert len(opened) >= 3
    for i in opened:
        assert rows[i - 1][0] == "round", rows[i - 2: i + 1]
        assert re.match(rf"({word} \d+|\d+\. {word}):", rows[i][1]), rows[i]
    assert "".join(e.text or "" for e in log.entries).count(":") > 0  # the stored lines are whole
