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
