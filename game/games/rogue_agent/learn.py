"""Learning Rogue Agent: the guided first round and the coach's reasons.

The learner plays seat 0, the first director, against one ``ai:easy`` agent. The guide teaches
one round: the Time phase (the director places the new troubles), the learner's turn (a search
with its dice roll, colours, rerolls and amplifies; a patrol through the city; investigating,
attacking and arresting criminals; Reinforce), the rival's turn, and the City phase that ends
the round. Each step names its decision (the decision on top of the seat's view) and suggests
the greedy bot's move, or the action it teaches (a search, a patrol). Words:
``learn.rogue_agent.*``.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.core import game_prompt
from game.games.rogue_agent.heuristics import hit_odds
from game.games.rogue_agent.rules import RogueAgentGame
from game.games.rogue_agent.text import colour_name, place_name, seat_name
from game.i18n import tr
from game.learn.lesson import Lesson, Step, any_decision, bot_choice, prefer, sentence
from game.learn.reasons import join_words

RULES = RogueAgentGame()
LEARNER = 0
_greedy = bot_choice(RULES, LEARNER)


def _kind(view: Any) -> str:
    top = view.stack[-1] if getattr(view, "stack", None) else ()
    return str(top[2]) if len(top) > 2 and top[0] == "D" else ""


def _deciding(kind: str):
    def when(view: Any, legal: Sequence[Any]) -> bool:
        return _kind(view) == kind

    return when


def _main_with(action_kind: str):
    def when(view: Any, legal: Sequence[Any]) -> bool:
        return _kind(view) == "main" and any(a[0] == action_kind for a in legal)

    return when


def _greedy_main(action_kind: str):
    """The main decision where the greedy bot chooses ``action_kind``."""
    def when(view: Any, legal: Sequence[Any]) -> bool:
        if _kind(view) != "main":
            return False
        choice = _greedy(view, legal)
        return choice is not None and choice[0] == action_kind

    return when


def _patrol(view: Any, legal: Sequence[Any]) -> Any:
    """The greedy bot's move if it patrols, else the first patrol offered."""
    choice = _greedy(view, legal)
    if choice is not None and choice[0] == "move":
        return choice
    return next((a for a in legal if a[0] == "move"), choice)


def _second_white(view: Any, legal: Sequence[Any]) -> bool:
    """The colour of a second white die: the first one's colour is already chosen."""
    top = view.stack[-1] if getattr(view, "stack", None) else ()
    return _kind(view) == "white" and len(top) > 3 and bool(top[3])


def _fmt(view: Any, action: Any, lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {"prompt": sentence(game_prompt(RULES, view, lang))}
    me = view.players[LEARNER]
    out["place"] = place_name(view, me.pos, lang) if getattr(me, "pos", "") else ""
    if isinstance(action, tuple) and action[:1] == ("move",):
        out["to"] = place_name(view, action[1], lang)
    top = view.stack[-1] if getattr(view, "stack", None) else ()
    if _kind(view) == "white" and len(top) > 3 and top[3]:
        out["first"] = colour_name(top[3][-1], lang)
    return out


STEPS = (
    Step("assign", _deciding("assign"), prefer(fallback=_greedy), _fmt),
    Step("search", _main_with("search"), prefer(lambda a: a == ("search",)), _fmt),
    Step("white2", _second_white, prefer(fallback=_greedy), _fmt, repeat=True),
    Step("white", _deciding("white"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("reroll", _deciding("reroll"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("amp", _deciding("amp"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("search_ammo", _deciding("search_ammo"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("attack", _greedy_main("attack"), prefer(fallback=_greedy), _fmt),
    Step("pre_attack", _deciding("pre_attack"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("attack_ammo", _deciding("atk_ammo"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("fight_ammo", _deciding("fight_ammo"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("arrest", _main_with("arrest"), prefer(lambda a: a[0] == "arrest"), _fmt),
    Step("patrol", _main_with("move"), _patrol, _fmt),
    Step("patrol_on", _deciding("patrol"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("gangster", _deciding("gangster"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("buy_more", _deciding("buy_more"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("reinforce", _greedy_main("reinforce"), prefer(lambda a: a == ("reinforce",)), _fmt),
    Step("end", _greedy_main("end"), prefer(lambda a: a == ("end",)), _fmt),
    Step("action", _deciding("main"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("choice", any_decision, prefer(fallback=_greedy), _fmt, repeat=True, words="choice"),
)


def _over(view: Any) -> bool:
    return view.round >= 2 or view.phase == "over"


def opponent_note(before: Any, action: Any, after: Any, lang: str) -> str | None:
    if not isinstance(action, tuple) or not action:
        return None
    kind = action[0]
    if kind == "assign":
        return None
    if kind == "attack":
        return tr("learn.rogue_agent.note.attack", lang, n=action[1])
    if kind == "arrest":
        return tr("learn.rogue_agent.note.arrest", lang, n=action[1])
    if kind == "turnin":
        return tr("learn.rogue_agent.note.turnin", lang)
    if kind == "reinforce":
        return tr("learn.rogue_agent.note.reinforce", lang)
    if kind == "search" and before.players[_acting(before)].pos:
        return tr("learn.rogue_agent.note.search", lang,
                  place=place_name(before, before.players[_acting(before)].pos, lang))
    return None


def _acting(s: Any) -> int:
    top = s.stack[-1] if s.stack else ()
    return int(top[1]) if len(top) > 1 and top[0] == "D" else 0


def outcome_note(before: Any, action: Any, after: Any, lang: str) -> str | None:
    """When the round turns over: what the City phase that just ran did (its public story)."""
    if after.round > before.round and before.round >= 1:
        return city_summary(after, lang)
    return None


def _city_story(s: Any) -> list[tuple[Any, ...]]:
    """The public story of the last City phase: the entries after its ("city",) mark."""
    story = [e[1:] for e in getattr(s, "story", ()) or ()]
    start = max((i for i, e in enumerate(story) if e[:1] == ("city",)), default=None)
    return story[start + 1:] if start is not None else []


def city_summary(s: Any, lang: str) -> str:
    """"This City phase: criminal 6 stepped on to Skyline; the police squad moved to Docklands
    and cleared an assassin; Player 2 is the director now. A new round begins." Words for what
    actually happened, not a list of everything that could."""
    def key(name: str, **fmt: Any) -> str:
        return tr(f"learn.rogue_agent.city.{name}", lang, **fmt)

    def place(pos: str) -> str:
        return place_name(s, pos, lang)

    parts: list[str] = []
    for e in _city_story(s):
        kind = e[0]
        if kind == "moved":
            parts.append(key("moved", n=e[1], place=place(e[3])))
        elif kind in ("gone", "left"):
            parts.append(key("left", n=e[1]))
        elif kind == "strike":
            hurt = [seat_name(seat, lang) for seat, _k in e[2]]
            parts.append(key("strike_who", place=place(e[1]), who=join_words(hurt, lang)) if hurt
                         else key("strike", place=place(e[1])))
        elif kind in ("assassin_moved", "fled"):
            parts.append(key("assassin", place=place(e[2])) if e[2] else key("assassin_off", place=place(e[1])))
        elif kind == "ticked":
            parts.append(key("ticked", place=place(e[1]), t=e[2]))
        elif kind == "blast":
            parts.append(key("blast", place=place(e[1])))
        elif kind == "police":
            cleared = [key(f"{what}{'1' if k == 1 else ''}", k=k) for what, k in (("assassins", e[3]), ("bombs", e[4])) if k]
            parts.append(key("police_cleared", place=place(e[2]), what=join_words(cleared, lang)) if cleared
                         else key("police", place=place(e[2])))
        elif kind == "director":
            parts.append(key("director", who=seat_name(e[1], lang)))
    if not parts:
        return tr("learn.rogue_agent.note.city", lang)
    return tr("learn.rogue_agent.note.city_did", lang, what="; ".join(dict.fromkeys(parts)))


def reason(game: Any, view: Any, action: Any, seat: int, lang: str) -> str | None:
    """The coach's line from what the bot weighs: an attack's odds, where a patrol goes, what a
    search or Reinforce brings."""
    if not isinstance(action, tuple) or not action:
        return None
    kind = action[0]
    me = view.players[seat]
    here = place_name(view, me.pos, lang) if getattr(me, "pos", "") else ""
    if kind in ("attack", "attack_assassin", "attack_location", "defuse"):
        try:
            odds = hit_odds(view, action)
        except Exception:
            odds = None
        if odds is not None:
            return tr(f"learn.rogue_agent.reason.{'defuse' if kind == 'defuse' else 'attack'}", lang,
                      p=round(100 * odds))
    if kind == "move":
        return tr("learn.rogue_agent.reason.move", lang, to=place_name(view, action[1], lang))
    if kind == "search":
        return tr("learn.rogue_agent.reason.search", lang, place=here)
    if kind == "arrest":
        return tr("learn.rogue_agent.reason.arrest", lang, n=action[1])
    if kind == "turnin":
        return tr("learn.rogue_agent.reason.turnin", lang)
    if kind == "reinforce":
        return tr("learn.rogue_agent.reason.reinforce", lang, place=here)
    if kind == "end":
        return tr("learn.rogue_agent.reason.end", lang)
    return None


LESSON = Lesson(game="rogue_agent", players=2, seats=("human", "ai:easy"), seed=10, steps=STEPS, until=_over,
                opponent_note=opponent_note, outcome_note=outcome_note)
