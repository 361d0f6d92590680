"""Learning Neuroshima Hex: the guided opening and the coach's reasons.

The learner plays New York (seat 0, first player) against Neojungle (``ai:easy``). The guide
teaches the HQs, the first tiles (playing one from the hand, choosing its hex and facing), the
draw-three-discard-one rule, ending a turn and one battle: its Battle tile, then what the battle
left of both HQs. Each step names its decision from the seat's view (the phase and the kind of
legal action) and suggests the greedy bot's move (the Battle tile when the learner holds one).
Words: ``learn.neuroshima.*``.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.core import game_prompt
from game.games.neuroshima.content import TILES, tile_name
from game.games.neuroshima.hexwords import hex_name
from game.games.neuroshima.rules import NeuroshimaGame
from game.games.neuroshima.state import hq_hp, hq_index
from game.i18n import tr
from game.learn.lesson import Lesson, Step, bot_choice, prefer, sentence
from game.learn.reasons import outcome, play_out

RULES = NeuroshimaGame()
LEARNER, RIVAL = 0, 1
_greedy = bot_choice(RULES, LEARNER)
GESTURE = ("hex", "rot", "confirm", "cancel")  # the rest of a placement: one gesture at the table


def _kinds(legal: Sequence[Any]) -> set[str]:
    return {a[0] for a in legal if isinstance(a, tuple) and a}


def _hq(view: Any, legal: Sequence[Any]) -> bool:
    return "hq" in _kinds(legal)


def _main(view: Any, legal: Sequence[Any]) -> bool:
    return view.phase == "main" and not view.pending and "end" in _kinds(legal)


def _battle_tile(action: Any) -> bool:
    return isinstance(action, tuple) and action[:1] == ("play",) and TILES[action[1]].instant == "battle"


def _holds_battle(view: Any, legal: Sequence[Any]) -> bool:
    return _main(view, legal) and any(_battle_tile(a) for a in legal)


def _good_battle(view: Any, legal: Sequence[Any]) -> bool:
    """The learner holds Battle and the battle now would hurt the rival more than the learner."""
    if not _holds_battle(view, legal):
        return False
    action = next(a for a in legal if _battle_tile(a))
    after = _battle_played(RULES, view, LEARNER, action)
    return after is not None and _gain(view, after, LEARNER) > 0


def _gain(before: Any, after: Any, seat: int) -> int:
    """What a battle did for ``seat``: wounds to the rival HQs and units lost, minus its own."""
    score = 0
    for k in range(before.num_players):
        sign = 1 if k != seat else -1
        score += sign * (hq_hp(before, k) - hq_hp(after, k))
        units = sum(1 for p in before.board if p is not None and p.owner == k) - \
            sum(1 for p in after.board if p is not None and p.owner == k)
        score += sign * 2 * units
    return score


def _not_battle(view: Any, legal: Sequence[Any]) -> Any:
    """The greedy move, but not the Battle tile (kept for a better moment)."""
    choice = _greedy(view, legal)
    if choice is not None and not _battle_tile(choice):
        return choice
    return next((a for a in legal if not _battle_tile(a) and a[0] == "play"), ("end",))


def _plays(view: Any, legal: Sequence[Any]) -> bool:
    return _main(view, legal) and "play" in _kinds(legal)


def _placing(view: Any, legal: Sequence[Any]) -> bool:
    return "hex" in _kinds(legal) and bool(view.pending) and view.pending[0] == "place"


def _greedy_play(view: Any, legal: Sequence[Any]) -> Any:
    """The greedy bot's move if it plays a tile, else its first board tile (a unit to place)."""
    choice = _greedy(view, legal)
    if choice is not None and choice[0] == "play" and not _battle_tile(choice):
        return choice
    plays = [a for a in legal if a[0] == "play" and not _battle_tile(a)]
    units = [a for a in plays if TILES[a[1]].kind in ("soldier", "module")]
    return (units or plays or [choice])[0]


def _greedy_wants(kind: str):
    def when(view: Any, legal: Sequence[Any]) -> bool:
        choice = _greedy(view, legal) if _main(view, legal) else None
        return choice is not None and choice[0] == kind

    return when


def _not_gesture(view: Any, legal: Sequence[Any]) -> bool:
    """A choice the catch-all step words: not the hex, facing and confirm of a placement (the
    table takes those as one gesture), not a one-answer decision."""
    return len(legal) > 1 and not (_kinds(legal) & set(GESTURE))


def _fmt(view: Any, action: Any, lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {"prompt": sentence(game_prompt(RULES, view, lang))}
    if isinstance(action, tuple) and action[:1] in (("play",), ("discard",)):
        out["tile"] = tile_name(action[1], lang)
    if isinstance(action, tuple) and action[:1] in (("hex",), ("hq",)):
        out["hex"] = hex_name(view, tuple(action[1:3]), lang)
    pending = getattr(view, "pending", ())
    if pending and pending[0] == "place" and len(pending) > 1:
        out["tile"] = tile_name(pending[1], lang)
    return out


STEPS = (
    Step("hq", _hq, prefer(fallback=_greedy), _fmt),
    Step("battle", _good_battle, prefer(_battle_tile), _fmt),
    Step("keep_battle", _holds_battle, _not_battle, _fmt),
    Step("discard", lambda v, legal: v.phase == "discard", prefer(fallback=_greedy), _fmt, repeat=True),
    Step("first_tile", _plays, _greedy_play, _fmt),
    Step("hex", _placing, prefer(fallback=_greedy), _fmt),
    Step("end", _greedy_wants("end"), prefer(lambda a: a == ("end",)), _fmt, repeat=True),
    Step("more", _greedy_wants("play"), _not_battle, _fmt, repeat=True),
    Step("turn", lambda v, legal: _main(v, legal) and len(legal) > 1, prefer(fallback=_greedy), _fmt, repeat=True),
    Step("choice", _not_gesture, prefer(fallback=_greedy), _fmt, repeat=True, words="choice"),
)


def _over(view: Any) -> bool:
    """One battle fought (and a guard: six turns of the learner)."""
    turns = view.turns_taken[LEARNER] if view.turns_taken else 0
    return view.battles >= 1 or turns >= 6 or view.phase == "over"


def opponent_note(before: Any, action: Any, after: Any, lang: str) -> str | None:
    if not isinstance(action, tuple) or not action:
        return None
    if action[0] == "hq":
        return tr("learn.neuroshima.note.hq", lang, hex=hex_name(before, tuple(action[1:3]), lang))
    if action[0] == "confirm" and before.pending and before.pending[0] == "place":
        name = tile_name(before.pending[1], lang)
        key = "learn.neuroshima.note.tile_at_hq" if _next_to_learner_hq(before, after) else "learn.neuroshima.note.tile"
        return tr(key, lang, tile=name)
    if action[0] == "play" and TILES[action[1]].kind == "instant":
        return tr("learn.neuroshima.note.instant", lang, tile=tile_name(action[1], lang))
    return None


def _next_to_learner_hq(before: Any, after: Any) -> bool:
    """The tile just placed stands next to the learner's HQ (it can hit it, net it or be hit by it)."""
    hq = hq_index(after, LEARNER)
    if hq is None or hq < 0:
        return False
    new = [i for i, (p, q) in enumerate(zip(before.board, after.board)) if p is None and q is not None]
    return any(hq in after.lay.nb[i] for i in new)


def outcome_note(before: Any, action: Any, after: Any, lang: str) -> str | None:
    """After a battle: both HQs' toughness, and that wounds stay."""
    if after.battles <= before.battles:
        return None
    lost = sum(1 for p in before.board if p is not None) - sum(1 for p in after.board if p is not None)
    return tr("learn.neuroshima.note.battle", lang, mine=hq_hp(after, LEARNER), theirs=hq_hp(after, RIVAL),
              lost=max(0, lost))


def reason(game: Any, view: Any, action: Any, seat: int, lang: str) -> str | None:
    """The coach's line from the position the move leads to: a battle's result for both HQs (played
    out with the greedy rule on the seat's view), or the tile and where it goes."""
    if not isinstance(action, tuple) or not action:
        return None
    rival = next((k for k in range(view.num_players) if k != seat and hq_hp(view, k) > 0), 1 - seat)
    if _battle_tile(action):
        after = _battle_played(game, view, seat, action)
        if after is not None:
            return tr("learn.neuroshima.reason.battle", lang, theirs=hq_hp(after, rival), mine=hq_hp(after, seat))
    if action[0] == "play":
        return tr("learn.neuroshima.reason.play", lang, tile=tile_name(action[1], lang))
    if action[0] in ("hex", "hq"):
        place = hex_name(view, tuple(action[1:3]), lang)
        key = "learn.neuroshima.reason.hq" if action[0] == "hq" else "learn.neuroshima.reason.hex"
        return tr(key, lang, hex=place)
    if action[0] == "discard":
        return tr("learn.neuroshima.reason.discard", lang, tile=tile_name(action[1], lang))
    if action == ("end",):
        return tr("learn.neuroshima.reason.end", lang)
    return None


def _battle_played(game: Any, view: Any, seat: int, action: Any) -> Any:
    """The position once the battle the move starts is over (its choices by the greedy rule)."""
    try:
        before, after = outcome(game, view, seat, action)
        start = before.battles

        def chooser(s: Any) -> Any:
            who = game.current_player(s)
            return bot_choice(game, who)(s, list(game.legal_actions(s))) or game.legal_actions(s)[0]

        return play_out(game, after, lambda s: s.battles > start, chooser)
    except Exception:
        return None


LESSON = Lesson(game="neuroshima", players=2, seats=("human", "ai:easy"), seed=14, steps=STEPS, until=_over,
                opponent_note=opponent_note, outcome_note=outcome_note,
                options={"first_player": "1", "armies": "new_york,neojungle"})
