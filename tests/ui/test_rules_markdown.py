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


def test_f1_over_a_component_opens_the_rules_at_it(tmp_path, monkeypatch):
    import pygame

    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.table import TableScene
    from tests.ui.helpers import make_app, step

    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    app = make_app()
    app.new_match("waterdeep", 2, ["human", "random"], None, 3, {})
    step(app, 3)
    table = app.scenes.find(TableScene)
    monkeypatch.setattr(table.view, "hover_info", lambda pos: ("Builder's Hall", "Buy a building."))
    table.mouse = table.board.center
    app.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0))
    step(app, 2)
    rules = app.scenes.top
    assert isinstance(rules, RulesScene)
    assert rules.query == "Builder's Hall"
    assert rules.hits and rules.hit_index == 0
    assert "builder's hall" in rules.current_hit_line().lower()
