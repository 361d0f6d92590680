"""The rules reference's small markdown reader."""

from game.ui.scenes.rules import parse_markdown


def test_list_items_continue_over_wrapped_source_lines():
    blocks = parse_markdown("- one two\n  three\n- four\nfive\n\nA paragraph\nthat wraps.")
    assert blocks == [
        ("li", (0, "•", "one two three")),
        ("li", (0, "•", "four five")),
        ("p", "A paragraph that wraps."),
    ]


def test_headings_tables_and_emphasis():
    blocks = parse_markdown("# Title\n\n| a | **b** |\n|---|---|\n| 1 | 2 |\n")
    assert blocks[0] == ("h1", "Title")
    assert blocks[1] == ("table", [["a", "b"], ["1", "2"]])


def _open_f1_over(monkeypatch, tmp_path, game_id, hover, where="board"):
    import pygame

    from game.ui.scenes.table import TableScene
    from tests.ui.helpers import make_app, step

    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    app = make_app()
    app.new_match(game_id, 2, ["human", "random"], None, 3, {})
    step(app, 3)
    table = app.scenes.find(TableScene)
    if where == "board":
        monkeypatch.setattr(table.view, "hover_info", lambda pos: hover)
        table.mouse = table.board.center
    else:
        monkeypatch.setattr(table.view, "panel_hover", lambda seat: hover)
        table.mouse = table.panel_rect(1).center
    app.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0))
    step(app, 2)
    return app.scenes.top


def test_f1_over_a_component_opens_its_own_entry_first(tmp_path, monkeypatch):
    from game.ui.scenes.rules import RulesScene

    rules = _open_f1_over(monkeypatch, tmp_path, "waterdeep", ("Builder's Hall", "Buy a building.\nThen rest."))
    assert isinstance(rules, RulesScene)
    assert rules.query == ""  # an entry, not a text search
    texts = [line.get("text", "") for line in rules.lines[:4]]
    assert texts[0] == "Builder's Hall"
    assert any("Buy a building." in t for t in texts) and any("Then rest." in t for t in texts)
    # the whole reference follows the entry
    assert len(rules.lines) > 20


def test_f1_over_a_player_panel_opens_that_panels_entry(tmp_path, monkeypatch):
    rules = _open_f1_over(monkeypatch, tmp_path, "neuroshima", ("Player 2", "Hand: 3 tiles"), where="panel")
    assert rules.lines[0].get("text") == "Player 2"


def test_f1_over_nothing_opens_the_whole_reference(tmp_path, monkeypatch):
    rules = _open_f1_over(monkeypatch, tmp_path, "waterdeep", None)
    assert rules.entry is None and rules.lines


def test_rules_references_speak_plain_words():
    """No option keys, code spans or spec ids in the reference a player reads."""
    import re

    from game import paths
    from game.games import all_games

    keys = {k for g in all_games().values() for k in g.spec.options if "_" in k}
    files = sorted(paths.asset("rules").glob("*.md"))
    assert len(files) >= 4
    for f in files:
        text = f.read_text(encoding="utf-8")
        assert "`" not in text, f.name
        assert not re.search(r"\bA-?\d{2}\b|\bspec\b", text), f.name
        assert not [k for k in keys if k in text], f.name
