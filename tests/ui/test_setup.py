"""The setup page: built from the option contract, in the player's language, no ids or raw
values on screen, armies picked (not typed), fits the window or scrolls, Duel not offered."""

from __future__ import annotations

import os
import re

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"

from game.engine.core import PER_SEAT, TEXT, resolve_options  # noqa: E402
from game.games import REGISTRY, all_games  # noqa: E402
from game.i18n import catalog  # noqa: E402
from game.ui.scenes.setup import SetupScene  # noqa: E402
from game.ui.settings import Settings, save_settings  # noqa: E402
from game.ui.widgets import Dropdown, TextEntry  # noqa: E402
from tests.ui.helpers import click, click_widget, make_app, names, step  # noqa: E402

SIZES = [(1280, 720), (800, 600), (960, 600), (1920, 1080)]


@pytest.fixture(autouse=True)
def fresh_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="skip"))
    yield
    pygame.quit()


def open_setup(game_id: str, size=(1280, 720), lang: str = "en"):
    app = make_app({"lang": lang}, size=size)
    step(app)
    app.scenes.push(SetupScene(app, game_id))
    step(app)
    return app, app.scenes.top


def move(app, pos) -> None:
    app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    step(app)


def pick(app, dropdown: Dropdown, value) -> None:
    """Open a drop-down with a click and click the item showing ``value`` (no typing)."""
    click(app, dropdown.rect.center)
    assert dropdown.open
    lr = dropdown.list_rect()
    ih = dropdown._item_h()
    i = [v for v, _ in dropdown.options].index(value)
    assert dropdown.first <= i < dropdown.first + lr.h // ih, "the item is in the visible part of the list"
    click(app, (lr.centerx, lr.y + (i - dropdown.first) * ih + ih // 2))


def all_texts(scene: SetupScene) -> list[str]:
    """Every string the page can show: labels, buttons, drop-down items, tooltips, placeholders."""
    out: list[str] = [scene.t("setup.title", game=scene.spec.localized_name(scene.lang))]
    for w in scene.widgets():
        out.append(w.tooltip)
        if isinstance(w, Dropdown):
            out += [lab for _v, lab in w.options] + list(w.tips.values()) + list(w.disabled.values())
            out.append(w.tooltip_at(w.rect.center))
        elif isinstance(w, TextEntry):
            out += [w.placeholder]
        else:
            out.append(getattr(w, "text", ""))
    return [t for t in out if t]


def every_state(game_id: str):
    """(count, advanced) for every player count, fold open and closed."""
    spec = all_games()[game_id].spec
    for n in range(spec.min_players, spec.max_players + 1):
        for adv in (False, True):
            yield n, adv


# ----- the option contract -----------------------------------------------------------------
@pytest.mark.parametrize("game_id", list(all_games()))
def test_every_option_and_value_has_a_label_and_help_in_both_languages(game_id):
    spec = all_games()[game_id].spec
    en, hu = catalog("en"), catalog("hu")
    for key, opt in spec.options.items():
        for k in spec.option_keys(key):
            assert k in en and k in hu, f"{game_id}.{key}: missing catalog key {k}"
            assert en[k].strip() and hu[k].strip()
        pool = list(opt.choices or ()) + [v.value for v in opt.values]
        assert pool or opt.kind == TEXT, key
        for value in pool:
            for k in spec.value_keys(key, value):
                assert k in en and k in hu, f"{game_id}.{key}={value}: missing catalog key {k}"


def test_army_colours_match_the_table_theme():
    from game.games.neuroshima.view.theme import ARMY_COLOURS

    opt = REGISTRY["neuroshima"].spec.options["armies"]
    assert opt.kind == PER_SEAT and opt.distinct and opt.seat_colours
    assert {v.value: v.colour for v in opt.values} == ARMY_COLOURS


def test_campaign_carry_over_is_never_offered():
    spec = REGISTRY["neuroshima"].spec
    assert spec.options["carry"].hidden
    for n in range(2, 5):
        assert not spec.options["carry"].offered(n)
        offered = [v.value for v in spec.options["scenario"].offered_values(n)]
        assert "skirmish" in offered and not any(v.startswith("campaign") for v in offered)


# ----- what the page shows ------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_no_option_key_raw_value_or_spec_reference_on_screen(game_id, lang):
    app, setup = open_setup(game_id, lang=lang)
    spec = setup.spec
    keys = set(spec.options)
    raw = set()  # values that are ids, not words: new_york, 13-24, False, 1
    for opt in spec.options.values():
        for v in list(opt.choices or ()) + [x.value for x in opt.values] + [opt.default]:
            raw.add(str(v))
    for n, adv in every_state(game_id):
        setup.set_count(n)
        if setup.advanced_open != adv:
            setup.toggle_advanced()
        for text in all_texts(setup):
            for k in keys:
                assert not re.search(rf"\b{re.escape(k)}\b", text), f"option key {k!r} shown: {text!r}"
            for r in raw:
                if r.strip() and (not r.isalpha() or r in ("True", "False") or "_" in r):
                    assert not re.search(rf"(?<![\w#]){re.escape(r)}(?![\w])", text) or r.isdigit(), \
                        f"raw value {r!r} shown: {text!r}"
                assert text.strip() != r or r.isdigit(), f"raw value {r!r} shown as a label"
            assert not re.search(r"\bspec\b|\bA-?\d{1,2}\b|[{}]|\bjson\b", text, re.I), text
            assert "option." not in text and "setup." not in text, f"catalog key shown: {text!r}"


def test_sensible_ai_is_the_default_opponent():
    _app, setup = open_setup("waterdeep")
    assert setup.kinds[0] == "human"
    assert all(k == "ai:normal" for k in setup.kinds[1:])
    assert setup.widget("kind1").value == "ai:normal"


def test_every_option_row_has_a_tooltip():
    app, setup = open_setup("neuroshima")
    setup.set_count(4)
    setup.toggle_advanced()
    for key in setup.visible_options(False) + setup.visible_options(True):
        assert setup.widget(f"label_{key}").tooltip == setup.option_help(key)
        d = setup.widget(f"opt_{key}")
        assert set(d.tips) == {v for v, _ in d.options} and all(d.tips.values())
    kinds = setup.widget("kind0")
    assert set(kinds.tips) == {v for v, _ in kinds.options} and all(kinds.tips.values())
    # hovering an item of an open list shows that item's help
    d = setup.widget("opt_scenario")
    setup.area.scroll_into_view(d)
    step(app)
    click(app, d.rect.center)
    lr = d.list_rect()
    ih = d._item_h()
    move(app, (lr.centerx, lr.y + ih + ih // 2))
    step(app, 40)
    tip = setup.ui.tooltip()
    assert tip and tip[0] == d.tips[d.options[d.first + 1][0]]


# ----- picking armies without typing ---------------------------------------------------------
def test_setup_builds_an_army_pick_without_typing():
    app = make_app()
    step(app)
    click_widget(app, "new_game")
    picker = app.scenes.top
    click(app, picker.card_rect("neuroshima").center)
    assert names(app)[-1] == "setup"
    setup = app.scenes.top
    click(app, setup.widget("count3").rect.center)
    assert setup.count == 3
    assert [setup.widget(f"armies{i}").value for i in range(3)] == ["new_york", "neojungle", "moloch"]
    third = setup.widget("armies2")
    assert set(third.disabled) == {"new_york", "neojungle"}, "another seat's army cannot be picked twice"
    pick(app, third, "new_york")  # taken: nothing changes
    assert setup.per_seat["armies"][2] == "moloch"
    click(app, (5, 5))  # close the list
    pick(app, setup.widget("armies2"), "hegemony")
    assert setup.per_seat["armies"][2] == "hegemony"
    hegemony = REGISTRY["neuroshima"].spec.options["armies"].value_info("hegemony").colour
    assert setup.widget("badge2").colour == hegemony, "the seat takes its army's colour"
    assert "hegemony" in setup.widget("armies0").disabled
    for i in range(3):
        setup.widget(f"kind{i}").select("human")
    assert setup.match_options()["armies"] == "new_york,neojungle,hegemony"
    click_widget(app, "start")
    assert names(app)[-1] == "table"
    table = app.scenes.top
    assert table.match.options["armies"] == "new_york,neojungle,hegemony"
    assert table.match.state.armies == ("new_york", "neojungle", "hegemony")


def test_setup_options_encode_exactly_like_the_command_line():
    for game_id in REGISTRY:
        _app, setup = open_setup(game_id)
        spec = setup.spec
        expected = {k: o.default for k, o in spec.options.items() if not o.hidden}
        assert setup.match_options() == expected
        # the same values typed as --option K=V strings resolve to the same options
        typed = {k: str(v) for k, v in setup.match_options().items()}
        assert resolve_options(spec, typed) == resolve_options(spec, setup.match_options())
        pygame.quit()


def test_who_starts_names_the_seats_and_follows_the_count():
    app, setup = open_setup("waterdeep")
    d = setup.widget("opt_first_player")
    assert [v for v, _ in d.options] == ["random", "1", "2"]
    assert [lab for _v, lab in d.options][1:] == ["Player 1", "Player 2"]
    d.select("2")
    setup.widget("name1").set_text("Anna")
    setup.widget("name1").on_change("Anna")
    assert dict(setup.widget("opt_first_player").options)["2"] == "Anna"
    setup.set_count(4)
    assert [v for v, _ in setup.widget("opt_first_player").options] == ["random", "1", "2", "3", "4"]
    assert setup.match_options()["first_player"] == "2"


def test_teams_only_with_four_players():
    _app, setup = open_setup("neuroshima")
    assert setup.widget("opt_teams") is None
    setup.set_count(4)
    d = setup.widget("opt_teams")
    assert d is not None and dict(d.options)["13-24"] == "Player 1 + Player 3 against Player 2 + Player 4"
    d.select("13-24")
    setup.set_count(3)
    assert setup.match_options()["teams"] == "none"


def test_an_option_for_one_mode_shows_only_in_that_mode():
    """Rogue Agent's identity tokens exist only with androids: agent-mode setup never shows them."""
    _app, setup = open_setup("rogue_agent")
    setup.toggle_advanced()
    assert setup.widget("opt_identity_pool") is None
    setup.set_count(3)
    setup.widget("opt_mode").select("android")
    d = setup.widget("opt_identity_pool")
    assert d is not None
    d.select("5A-7H")
    assert setup.match_options()["identity_pool"] == "5A-7H"
    setup.widget("opt_mode").select("agent")
    assert setup.widget("opt_identity_pool") is None
    assert setup.match_options()["identity_pool"] == "6A-6H", "a hidden option plays its default"


def test_seed_is_optional_and_advanced():
    _app, setup = open_setup("waterdeep")
    assert setup.widget("seed") is None, "the seed hides under Advanced rules"
    setup.toggle_advanced()
    seed = setup.widget("seed")
    assert seed.text == "" and seed.placeholder
    assert 1 <= setup.seed() < 1_000_000
    seed.on_change("1234")
    assert setup.seed() == 1234


# ----- fitting the window --------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_page_fits_the_window_or_scrolls(game_id, size):
    app, setup = open_setup(game_id, size=size)
    setup.layout(size)  # the page itself at this size, even below the app's minimum window
    window = pygame.Rect(0, 0, *size)
    for n, adv in every_state(game_id):
        setup.set_count(n)
        if setup.advanced_open != adv:
            setup.toggle_advanced()
        area = setup.area
        assert window.contains(area.rect)
        for w in setup.ui:
            assert window.contains(w.rect), (w.id, w.rect)
            if w is not area:
                assert not w.rect.colliderect(area.rect), f"{w.id} overlaps the page"
        kids = [w for w in area.group if w.visible]
        area.scroll_to(0)
        for w in kids:  # inside the page's width, reachable by scrolling
            assert area.rect.left <= w.rect.left and w.rect.right <= area.rect.right, (w.id, w.rect)
            assert area.rect.top <= w.rect.top and w.rect.bottom <= area.rect.top + area.content_height
        for i, a in enumerate(kids):
            for b in kids[i + 1:]:
                assert not a.rect.colliderect(b.rect), f"{a.id} {a.rect} overlaps {b.id} {b.rect}"
        if size == (1280, 720) and n == setup.spec.min_players and not adv:
            assert area.max_offset == 0, "the default page fits 1280x720 without scrolling"


def test_a_long_page_scrolls_to_every_row():
    app, setup = open_setup("neuroshima", size=(1280, 720))
    setup.set_count(4)
    setup.toggle_advanced()
    area = setup.area
    assert area.max_offset > 0
    area.scroll_to(0)
    move(app, area.rect.center)
    app.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    step(app)
    assert area.offset > 0, "the wheel scrolls the page"
    seed = setup.widget("seed")
    area.scroll_into_view(seed)
    assert area.rect.contains(seed.rect)
    # a click on a row scrolled out of sight does nothing
    area.scroll_to(0)
    hidden = setup.widget("seed")
    assert not area.rect.colliderect(hidden.rect)


@pytest.mark.parametrize("size", SIZES)
def test_dropdowns_open_inside_the_window(size):
    app, setup = open_setup("neuroshima", size=size)
    setup.set_count(4)
    setup.toggle_advanced()
    window = pygame.Rect(0, 0, *app.size)  # never below the minimum window size
    for w in setup.widgets():
        if isinstance(w, Dropdown):
            setup.area.scroll_into_view(w)
            w.set_open(True)
            assert window.contains(w.list_rect()), (w.id, w.list_rect())
            w.set_open(False)


def test_long_list_near_the_bottom_scrolls_inside_the_window():
    pygame.display.init()
    d = Dropdown([(i, f"Item {i}") for i in range(30)], 25, (700, 500, 200, 40), bounds=pygame.Rect(0, 0, 800, 600))
    d.set_open(True)
    lr = d.list_rect()
    assert pygame.Rect(0, 0, 800, 600).contains(lr)
    assert lr.bottom <= d.rect.top, "opens upward where there is more room"
    rows = lr.h // d._item_h()
    assert rows < 30 and d.first <= 25 < d.first + rows, "the chosen item is visible"
    d.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-50, flipped=False))
    assert d.first == 30 - rows
    wide = Dropdown([(1, "x")], 1, (760, 10, 200, 40), bounds=pygame.Rect(0, 0, 800, 600))
    wide.set_open(True)
    assert wide.list_rect().right <= 800


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_option_labels_are_never_cut(game_id, lang):
    _app, setup = open_setup(game_id, lang=lang)
    setup.set_count(setup.spec.max_players)
    setup.toggle_advanced()
    for key in setup.visible_options(False) + setup.visible_options(True):
        label = setup.widget(f"label_{key}")
        assert not any("…" in line for line in label.lines()), f"label cut: {label.text!r}"
        assert "".join(label.lines()).replace(" ", "") == label.text.replace(" ", "")


# ----- the picker ---------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["new", "rules"])
def test_duel_is_not_in_the_picker(mode):
    from game.ui.scenes.picker import GamePicker

    app = make_app()
    step(app)
    app.scenes.push(GamePicker(app, mode=mode))
    step(app)
    picker = app.scenes.top
    assert "duel" not in picker.game_ids()
    assert picker.card_rect("duel") is None
    assert set(picker.game_ids()) == set(REGISTRY)


def test_duel_still_opens_by_id():
    app = make_app({"game": "duel", "players": 2, "seats": "human,random", "seed": 3})
    step(app, 2)
    assert names(app)[-1] in ("table", "pass")


def test_battlefield_shows_a_small_map_that_follows_the_choice():
    app, setup = open_setup("neuroshima")
    pic = setup.widget("preview_scenario")
    assert pic is not None and pic.image is not None
    plain = pygame.image.tobytes(pic.image, "RGBA")
    pick(app, setup.widget("opt_scenario"), "forest_skirmish")
    assert setup.option_values["scenario"] == "forest_skirmish"
    assert pygame.image.tobytes(pic.image, "RGBA") != plain, "the map shows the chosen battlefield"
    assert pic.tooltip == setup.value_texts("scenario", "forest_skirmish")[1]
    _app, wd = open_setup("waterdeep")
    assert not any(w.id.startswith("preview_") for w in wd.widgets())


def test_a_value_for_other_player_counts_is_shown_greyed_with_its_reason():
    """Rogue Agent's android mode needs 3 or 4 players: at 2 it is in the list, greyed, saying so."""
    _app, setup = open_setup("rogue_agent")
    setup.set_count(2)
    d = setup.widget("opt_mode")
    assert "android" in [v for v, _lab in d.options]
    reason, _, help_text = d.disabled.get("android", "").partition("\n\n")
    assert reason == "Needs 3 or 4 players"
    assert help_text == d.tips["android"] and help_text  # and what the mode is, like an offered value's hover
    d.select("android")
    assert setup.match_options()["mode"] == "agent"
    setup.set_count(3)
    d = setup.widget("opt_mode")
    assert "android" not in d.disabled
