"""Issue 17, Metro setup: the printed draft stays the default, "Choose factions now" brings a
picker per seat like Neuroshima's armies (each faction once, "random" for any number of seats,
ability and home stations on hover), and the map picture's tooltip speaks of the factions."""

from __future__ import annotations

import os

import pytest

from game.games.metro2033.content import FACTIONS
from game.ui.widgets import Dropdown

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture
def setup_scene():
    from game.ui.app import App
    from game.ui.scenes.setup import SetupScene

    app = App(None, size=(1280, 720), headless=True)
    scene = SetupScene(app, "metro2033")
    app.scenes.push(scene)
    app.step(1 / 60)
    yield app, scene
    app.close()


def test_the_draft_is_the_default_and_no_seat_picker_shows(setup_scene):
    _app, scene = setup_scene
    assert scene.option_values["faction_choice"] == "draft"
    assert scene.per_seat_key() is None
    assert scene.widget("seat_factions0") is None
    assert scene.match_options()["faction_choice"] == "draft"


def test_choose_factions_now_gives_each_seat_a_picker(setup_scene):
    app, scene = setup_scene
    scene.set_count(3)
    scene._set_option("faction_choice")("choose")
    app.step(1 / 60)
    pickers = [scene.widget(f"seat_factions{i}") for i in range(3)]
    assert all(isinstance(p, Dropdown) for p in pickers)
    values = [v for v, _label in pickers[0].options]
    assert values[0] == "random" and set(values[1:]) == set(FACTIONS)
    for f, info in FACTIONS.items():  # hover: the ability and the home stations
        tip = pickers[0].tips[f]
        assert "Home stations" in tip and all(h.replace("_", " ")[:4].lower() in tip.lower() for h in info["homes"][:1])
    scene._per_seat_setter("seat_factions", 0)("red_line")
    scene._per_seat_setter("seat_factions", 1)("random")
    scene._per_seat_setter("seat_factions", 2)("random")
    app.step(1 / 60)
    taken = scene.widget("seat_factions1").disabled
    assert "red_line" in taken and "random" not in taken  # each faction once, random for any number
    assert scene.match_options()["seat_factions"].split(",")[:3] == ["red_line", "random", "random"]


def test_the_map_picture_tells_of_the_factions_not_the_first_player(setup_scene):
    _app, scene = setup_scene
    pic = scene.widget("preview_faction_choice")
    assert pic is not None and "faction" in pic.tooltip.lower() and "map" in pic.tooltip.lower()
    assert scene.widget("preview_first_player") is None


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_every_faction_word_is_in_the_catalogs(lang):
    from game.i18n import tr
    from game.i18n.messages import has_key

    for f in [*FACTIONS, "random"]:
        for suffix in ("", ".help"):
            assert has_key(f"option.metro2033.seat_factions.{f}{suffix}", lang)
    for v in ("draft", "choose"):
        assert has_key(f"option.metro2033.faction_choice.{v}.help", lang)
    homes = tr("option.metro2033.seat_factions.red_line.help", lang)
    assert ("Okhotny Ryad" in homes) and ("9" in homes)


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_pickers_faction_words_follow_the_rules_words(lang):
    """The catalog's hover text of each faction (setup) is the rules' own words for it
    (ability, start bonus, home stations), so the two never drift apart."""
    from game.games.metro2033.text import faction_help
    from game.i18n import tr

    for f in FACTIONS:
        assert tr(f"option.metro2033.seat_factions.{f}.help", lang) == faction_help(f, lang).replace("\n", " ")


def test_hovering_a_faction_card_lights_its_home_stations_on_the_map():
    from tests.games.metro2033.test_view_table import draw_texts, make_view, play_until, show
    from tests.ui.table_harness import hover

    s = play_until(lambda x: bool(x.stack) and x.stack[-1][0] == "faction", seed=1)
    v = make_view()
    show(v, s)
    draw_texts(v, (1280, 720))
    card = next((r, p) for r, k, p in v.hot if k == "card" and p in FACTIONS)
    hover(v, card[0].center)
    draw_texts(v, (1280, 720))
    lit = {st for st, _c in v._hover_stations()}
    assert lit == set(FACTIONS[card[1]]["homes"])


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("value", ["draft", "choose"])
def test_the_factions_help_is_whole_at_1280x720(lang, value):
    """The help under Factions ran into "…" in Hungarian with "Choose factions now" (issue 17:
    no text cut at 1280x720)."""
    import pygame

    from game.i18n import tr
    from game.ui.app import App
    from game.ui.render import textfit
    from game.ui.scenes.setup import SetupScene

    app = App({"lang": lang}, size=(1280, 720), headless=True)
    try:
        scene = SetupScene(app, "metro2033")
        app.scenes.push(scene)
        scene._set_option("faction_choice")(value)
        app.step(1 / 60)
        scene.draw(pygame.Surface((1280, 720)))
        label = scene.widget("help_faction_choice")
        assert label.text == tr(f"option.metro2033.faction_choice.{value}.help", lang)
        assert label._lines and not any(line.endswith(textfit.ELLIPSIS) for line in label._lines), label._lines
    finally:
        app.close()
