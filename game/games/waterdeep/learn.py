"""Learning Lords of Waterdeep: the guided first round and the coach's reasons.

The learner plays seat 0 (first player) against ``ai:easy``; the guide teaches the first
round: placing agents, taking a quest, Castle Waterdeep, the Harbor and its Intrigue card,
buildings, completing a quest and the Harbor's reassignment. Each step names its decision
(the kind of task on top of the seat's view) and suggests a legal move by a plain rule (the
greedy bot's choice where no teaching target is meant). Words: ``learn.waterdeep.*``.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.core import game_prompt
from game.games.waterdeep.content import ALL_QUESTS, BUILDINGS, CUBES, HARBOR, LORDS
from game.games.waterdeep.heuristics import needs, quest_value
from game.games.waterdeep.rules import WaterdeepGame
from game.games.waterdeep.words import TYPE_HU, goods_text, local_name, space_name
from game.i18n import tr
from game.learn.lesson import Lesson, Step, any_decision, bot_choice, prefer, sentence
from game.learn.reasons import outcome

RULES = WaterdeepGame()
LEARNER = 0
_greedy = bot_choice(RULES, LEARNER)


def _task(view: Any) -> tuple:
    return tuple(view.stack[-1]) if getattr(view, "stack", None) else ("",)


def _deciding(kind: str):
    def when(view: Any, legal: Sequence[Any]) -> bool:
        return _task(view)[0] == kind

    return when


def _placing(view: Any, legal: Sequence[Any]) -> bool:
    return _task(view)[0] == "place" and view.phase == "placement"


def _first_placement(view: Any, legal: Sequence[Any]) -> bool:
    return _placing(view, legal) and view.round == 1 and not any(any(o == LEARNER for o in occ)
                                                                  for occ in view.occupancy)


def _space(action: Any) -> str:
    return str(action[1]) if isinstance(action, tuple) and len(action) > 1 and action[0] == "place" else ""


def _type_name(qtype: str, lang: str) -> str:
    return TYPE_HU.get(qtype, qtype) if lang == "hu" else qtype


def _lord_types(view: Any) -> tuple[str, ...]:
    lord = LORDS.get(view.players[LEARNER].lord) if isinstance(view.players[LEARNER].lord, str) else None
    return lord.types if lord is not None and lord.bonus == "quest_types" else ()


def _fmt(view: Any, action: Any, lang: str) -> dict[str, Any]:
    """Names a callout may use: the suggested space, the Lord and its quest types, what the
    learner's quests still need."""
    p = view.players[LEARNER]
    lord = p.lord if isinstance(p.lord, str) else ""
    types = _lord_types(view)
    cubes, gold = needs(view, LEARNER)
    missing = goods_text(tuple(cubes), gold, lang) or ("semmit" if lang == "hu" else "nothing more")
    names = {"lord": local_name(lord, lang),
             "types": (" vagy " if lang == "hu" else " or ").join(_type_name(t, lang) for t in types)}
    line = "learn.waterdeep.lord_types" if types else "learn.waterdeep.lord_buildings"
    reassign = tr("learn.waterdeep.reassign_line", lang) if view.phase == "reassign" else ""
    return {"space": space_name(_space(action), lang), "needs": missing, **names, "reassign_line": reassign,
            "prompt": sentence(game_prompt(RULES, view, lang)),
            "lord_line": tr(line, lang, **names) if lord else ""}


def _favoured_quest(view: Any, legal: Sequence[Any]) -> Any:
    """The quest worth most to the learner (its Lord's types count extra)."""
    quests = [a for a in legal if a[0] == "quest"]
    return max(quests, key=lambda a: (quest_value(view, LEARNER, a[1]), a[1])) if quests else None


INN = ("cw1", "cw2", "cw3")  # Cliffwatch Inn: a quest and 2 gold / an Intrigue card / a fresh row


def _free_inn(view: Any, legal: Sequence[Any]) -> Any:
    """A free Cliffwatch Inn space (the gold one first): where quests are taken."""
    return next((("place", s) for s in INN if ("place", s) in legal), None)


def _free_harbor(view: Any, legal: Sequence[Any]) -> Any:
    return next((a for a in legal if _space(a) in HARBOR), None)


def _completing(view: Any, legal: Sequence[Any]) -> Any:
    """A placement after which one of the learner's quests can be completed, or None."""
    for action in legal:
        if _space(action) and _space(action) not in HARBOR:
            before, after = outcome(RULES, view, LEARNER, action)
            p, q = before.players[LEARNER], after.players[LEARNER]
            if any(_can_pay(q, name) and not _can_pay(p, name) for name in q.quests):
                return action
    return None


def _toward_completion(view: Any, legal: Sequence[Any]) -> Any:
    """A placement that lets a quest be completed (so the first round shows a completion), else
    the greedy bot's choice."""
    return _completing(view, legal) or _greedy(view, legal)


def _inn_time(view: Any, legal: Sequence[Any]) -> bool:
    """Teach Cliffwatch Inn at a placement (or the Harbor's reassignment) where it is free and no
    space would let a quest be completed right away (that comes first)."""
    return _task(view)[0] == "place" and _free_inn(view, legal) is not None and _completing(view, legal) is None


# The decisions an Intrigue card (yours or a rival's) or a building's special action asks for:
# one reminder words them all, with the game's own prompt naming which card asks what.
CARD_EFFECTS = ("free_hall", "miracle", "copy_space", "sample", "recall", "accelerate", "bid_pick", "favor",
                "cop_own", "cop_opp", "gift", "red_discard", "sa_type", "mandatory_target")


def _card_effect(view: Any, legal: Sequence[Any]) -> bool:
    return _task(view)[0] in CARD_EFFECTS and len(legal) > 1


STEPS = (
    Step("first_agent", _first_placement, prefer(fallback=_greedy), _fmt),
    Step("castle", lambda v, legal: _placing(v, legal) and ("place", "castle") in legal,
         prefer(lambda a: a == ("place", "castle")), _fmt),
    Step("harbor", lambda v, legal: _placing(v, legal) and _free_harbor(v, legal) is not None,
         _free_harbor, _fmt),
    Step("inn", _inn_time, _free_inn, _fmt),
    Step("quest", _deciding("take_faceup_quest"), _favoured_quest, _fmt, repeat=True),
    Step("intrigue", _deciding("play_intrigue"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("building", _deciding("buy_building"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("complete", _deciding("quest_step"), prefer(lambda a: a[0] == "complete"), _fmt, repeat=True),
    Step("gain", _deciding("gain_choice"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("steal", _deciding("steal"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("may_give", _deciding("may_give"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("return_any", _deciding("return_any"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("card_effect", _card_effect, prefer(fallback=_greedy), _fmt, repeat=True),
    Step("reassign", lambda v, legal: v.phase == "reassign" and _task(v)[0] == "place",
         _toward_completion, _fmt, repeat=True),
    Step("agents", _placing, _toward_completion, _fmt, repeat=True),
    Step("choice", any_decision, prefer(fallback=_greedy), lambda v, a, lang: {"prompt": sentence(game_prompt(RULES, v, lang))},
         repeat=True, words="choice"),
)


def _over(view: Any) -> bool:
    return view.round >= 2 or view.phase == "over"


def opponent_note(before: Any, action: Any, after: Any, lang: str) -> str | None:
    """What the other seat just did, in the guide's words, when it matters to a beginner."""
    if not isinstance(action, tuple) or not action:
        return None
    kind = action[0]
    if action == ("place", "castle"):
        return tr("learn.waterdeep.note.castle", lang)
    if kind == "quest":
        q = ALL_QUESTS.get(action[1])
        qtype = _type_name(q.type, lang) if q else ""
        return tr("learn.waterdeep.note.quest", lang, quest=local_name(str(action[1]), lang), type=qtype)
    if kind == "complete":
        q = ALL_QUESTS.get(action[1])
        return tr("learn.waterdeep.note.complete", lang, quest=local_name(str(action[1]), lang), vp=q.vp if q else 0)
    if kind == "building":
        return tr("learn.waterdeep.note.building", lang, building=space_name(str(action[1]), lang))
    if kind == "intrigue":
        return tr("learn.waterdeep.note.intrigue", lang, card=local_name(str(action[1]), lang))
    space = _space(action)
    if space and any(space == b[0] and b[1] == LEARNER for b in before.buildings):
        return tr("learn.waterdeep.note.owner", lang, space=space_name(space, lang))
    return None


def reason(game: Any, view: Any, action: Any, seat: int, lang: str) -> str | None:
    """The coach's one line from what the bot weighs: the quest a move completes and its VP,
    what a space brings and which quest it serves."""
    if not isinstance(action, tuple) or not action:
        return None
    kind = action[0]
    if kind == "complete":
        q = ALL_QUESTS[action[1]]
        bonus = 4 if q.type in _seat_lord_types(view, seat) else 0
        key = "learn.waterdeep.reason.complete_lord" if bonus else "learn.waterdeep.reason.complete"
        return tr(key, lang, quest=local_name(q.name, lang), vp=q.vp)
    if kind == "quest":
        q = ALL_QUESTS[action[1]]
        key = "learn.waterdeep.reason.quest_lord" if q.type in _seat_lord_types(view, seat) else \
            "learn.waterdeep.reason.quest"
        return tr(key, lang, quest=local_name(q.name, lang), vp=q.vp, needs=goods_text(q.req, q.req_gold, lang))
    if kind == "place" and action[1] == "castle":
        return tr("learn.waterdeep.reason.castle", lang)
    if kind == "place":
        return _space_reason(game, view, action, seat, lang)
    if kind == "building":
        b = BUILDINGS.get(action[1])
        return tr("learn.waterdeep.reason.building", lang, building=space_name(action[1], lang),
                  cost=b.cost if b else 0)
    return None


def _seat_lord_types(view: Any, seat: int) -> tuple[str, ...]:
    lord = view.players[seat].lord
    lord = LORDS.get(lord) if isinstance(lord, str) else None
    return lord.types if lord is not None and lord.bonus == "quest_types" else ()


def _space_reason(game: Any, view: Any, action: Any, seat: int, lang: str) -> str | None:
    """What the space gives at once, and the quest it brings within reach."""
    before, after = outcome(game, view, seat, action)
    p, q = before.players[seat], after.players[seat]
    gained = tuple(max(0, q.cubes[i] - p.cubes[i]) for i in range(4))
    gold = max(0, q.gold - p.gold)
    goods = goods_text(gained, gold, lang)
    place = space_name(action[1], lang)
    if action[1] in HARBOR:
        return tr("learn.waterdeep.reason.harbor", lang)
    if not goods:
        return None
    ready = [name for name in q.quests if _can_pay(q, name) and not _can_pay(p, name)]
    if ready:
        return tr("learn.waterdeep.reason.ready", lang, space=place, goods=goods, quest=local_name(ready[0], lang))
    return tr("learn.waterdeep.reason.space", lang, space=place, goods=goods)


def _can_pay(p: Any, name: str) -> bool:
    quest = ALL_QUESTS.get(name)
    return quest is not None and all(p.cubes[i] >= quest.req[i] for i in range(len(CUBES))) and \
        p.gold >= quest.req_gold


LESSON = Lesson(game="waterdeep", players=2, seats=("human", "ai:easy"), seed=7, steps=STEPS, until=_over,
                opponent_note=opponent_note, options={"first_player": "1"})
