"""The shared conformance suite (architecture section 9), run over every game.

Modelled on OpenSpiel's random-simulation test: seeded random games drive each game
through its states, and every contract promise is checked on the way.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.engine.core import CHANCE, HIDDEN, TERMINAL, IllegalAction
from game.engine.match import Match
from game.games import all_games

GAMES = all_games()
GAME_IDS = list(GAMES)
MAX_PLIES = 20_000
GAMES_PER_COUNT = 3
CHECK_EVERY = 7  # the expensive checks run on every 7th state


def _player_counts(game: Any) -> list[int]:
    return list(range(game.spec.min_players, game.spec.max_players + 1))


def _random_states(game: Any, num_players: int, seed: int):
    """Yield (state, rng) along one random game; the last one is terminal."""
    rng = random.Random(seed)
    state = game.initial_state(num_players, _default_options(game))
    for _ in range(MAX_PLIES):
        yield state
        player = game.current_player(state)
        if player == TERMINAL:
            return
        if player == CHANCE:
            outcomes = game.chance_outcomes(state)
            state = game.apply(state, rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0])
        else:
            state = game.apply(state, rng.choice(list(game.legal_actions(state))))
    pytest.fail(f"{game.spec.id}: a random game did not end within {MAX_PLIES} plies")


def _default_options(game: Any) -> dict[str, Any]:
    return {k: o.default for k, o in game.spec.options.items()}


def _cases():
    for gid in GAME_IDS:
        for n in _player_counts(GAMES[gid]):
            for k in range(GAMES_PER_COUNT):
                yield pytest.param(gid, n, 1000 * n + k, id=f"{gid}-{n}p-{k}")


@pytest.mark.parametrize(("game_id", "num_players", "seed"), list(_cases()))
def test_random_game_keeps_every_promise(game_id: str, num_players: int, seed: int) -> None:
    game = GAMES[game_id]
    last = None
    for i, state in enumerate(_random_states(game, num_players, seed)):
        _check_turn(game, state)
        if i % CHECK_EVERY == 0:
            _check_json_round_trip(game, state)
            _check_views(game, state, num_players, random.Random(seed + i))
        last = state
    assert last is not None and game.current_player(last) == TERMINAL
    scores = game.returns(last)
    assert len(scores) == num_players


def _check_turn(game: Any, state: Any) -> None:
    player = game.current_player(state)
    if player == TERMINAL:
        return
    if player == CHANCE:
        outcomes = game.chance_outcomes(state)
        assert outcomes, "a chance node with no outcomes"
        assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
        assert all(p > 0 for _, p in outcomes)
        assert len({o for o, _ in outcomes}) == len(outcomes), "duplicate chance outcomes"
        return
    legal = list(game.legal_actions(state))
    assert legal, "a seat to move with no legal action"
    assert len(set(legal)) == len(legal), "legal actions are not unique"
    assert list(game.legal_actions(state)) == legal, "legal actions are not stable"
    for a in legal[:3]:
        assert game.decode_action(json.loads(json.dumps(game.encode_action(a)))) == a
    with pytest.raises(IllegalAction):
        game.apply(state, ("__not_an_action__", -1))


def _check_json_round_trip(game: Any, state: Any) -> None:
    j = game.to_json(state)
    text = json.dumps(j)
    back = game.from_json(json.loads(text))
    assert back == state, "from_json(to_json(s)) != s"
    assert json.dumps(game.to_json(back)) == text


def _check_views(game: Any, state: Any, num_players: int, rng: random.Random) -> None:
    public = game.to_json(game.player_view(state, None))
    for viewer in range(num_players):
        view = game.player_view(state, viewer)
        det = game.determinize(view, viewer, rng)
        assert game.player_view(det, viewer) == view, "determinize(view) disagrees with the view"
        assert not _contains_hidden(game.to_json(det)), "determinize left HIDDEN values"
        player = game.current_player(state)
        if player == viewer:
            assert list(game.legal_actions(det)) == list(game.legal_actions(state)), (
                "the acting seat's legal actions depend on what it cannot see"
            )
        _check_no_leak(game, view, public, viewer)


def _check_no_leak(game: Any, view: Any, public: Any, viewer: int) -> None:
    """What a seat sees of another seat is exactly what everybody sees of it."""
    seen = game.to_json(view)
    if not (isinstance(seen, dict) and isinstance(seen.get("players"), list)):
        return
    for other, data in enumerate(seen["players"]):
        if other != viewer:
            assert data == public["players"][other], f"seat {viewer} sees a secret of seat {other}"


def _contains_hidden(j: Any) -> bool:
    if j is HIDDEN:
        return True
    if isinstance(j, dict):
        return any(_contains_hidden(v) for v in j.values())
    if isinstance(j, list):
        return any(_contains_hidden(v) for v in j)
    return False


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_replay_reproduces_the_game(game_id: str, tmp_path) -> None:
    game = GAMES[game_id]
    n = game.spec.min_players
    match = Match(game, n, ["random"] * n, seed=7, autosave_path=tmp_path / "auto.jsonl")
    rng = random.Random(3)
    while True:
        match.advance()
        if match.is_over:
            break
        match.submit(rng.choice(match.legal_actions()))
    again = Match.load(tmp_path / "auto.jsonl", all_games().__getitem__)
    assert again.is_over
    assert game.to_json(again.state) == game.to_json(match.state)
    assert again.result_line() == match.result_line()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_same_game(game_id: str) -> None:
    game = GAMES[game_id]
    n = game.spec.min_players

    def run() -> Any:
        match = Match(game, n, ["random"] * n, seed=11)
        rng = random.Random(5)
        for _ in range(200):
            match.advance()
            if match.is_over:
                break
            match.submit(rng.choice(match.legal_actions()))
        return game.to_json(match.state)

    assert run() == run()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_spec_is_complete(game_id: str) -> None:
    spec = GAMES[game_id].spec
    assert spec.id == game_id
    assert 1 <= spec.min_players <= spec.max_players
    assert spec.name and spec.description
    assert "hu" in spec.names, "every game needs its Hungarian name"
