"""Learning Metro 2033: the guided first round and the coach's reasons.

The learner plays seat 0 (first player) against one ``ai:easy`` faction. The guide teaches the
set-up draft (faction, equipment, hero and its start) and the first round through its fights:
mobilization (recruiting), the army's action (an attack, gathering, or passing), the combat
cards, annexing a won station, the hero's move and action. Each step names its decision by the
kind of legal actions in the seat's view and suggests the greedy plan's move. Words:
``learn.metro2033.*``.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.core import game_prompt
from game.games.metro2033 import plan
from game.games.metro2033.content import FACTIONS, STATIONS
from game.games.metro2033.rules import Metro2033Game
from game.games.metro2033.text import fight_words, st_name
from game.i18n import tr
from game.learn.lesson import Lesson, Step, bot_choice, prefer, sentence

RULES = Metro2033Game()
LEARNER = 0
_greedy = bot_choice(RULES, LEARNER)


def _kinds(legal: Sequence[Any]) -> set[str]:
    return {a[0] for a in legal if isinstance(a, tuple) and a}


def _has(*kinds: str):
    def when(view: Any, legal: Sequence[Any]) -> bool:
        return bool(_kinds(legal) & set(kinds))

    return when


def _army(view: Any, legal: Sequence[Any]) -> bool:
    return "gather" in _kinds(legal)


def _hero_action(view: Any, legal: Sequence[Any]) -> bool:
    task = view.stack[-1] if view.stack else ()
    return bool(task) and task[0] == "hero_act" and len(legal) > 1


def _recruit_one(view: Any, legal: Sequence[Any]) -> Any:
    """Recruit 1 when the seat can pay for it: a lesson teaches recruiting (the greedy plan often
    recruits nobody in the first round). One soldier keeps the army under strength 6, where its
    upkeep in pigs begins; with it the first round's army attack is won at the lesson's seed."""
    recruits = [a for a in legal if a[0] == "recruit" and isinstance(a[1], int) and a[1] > 0]
    return min(recruits, key=lambda a: a[1]) if recruits else _greedy(view, legal)


def _fmt(view: Any, action: Any, lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {"prompt": sentence(game_prompt(RULES, view, lang))}
    me = view.players[LEARNER]
    out["vp"] = 9 if me.faction and FACTIONS[me.faction]["ability"] == "victory9" else 10
    if isinstance(action, tuple) and len(action) > 1 and isinstance(action[1], str) and action[1] in STATIONS:
        out["station"] = st_name(action[1], lang)
    return out


def _task(*kinds: str):
    """The decision on top of the seat's view is one of ``kinds`` (and a real choice)."""
    def when(view: Any, legal: Sequence[Any]) -> bool:
        return bool(view.stack) and view.stack[-1][0] in kinds and len(legal) > 1

    return when


def _card(side: int):
    """The combat card of the attacker (0) or of the defender (1)."""
    def when(view: Any, legal: Sequence[Any]) -> bool:
        top = view.stack[-1] if view.stack else ()
        return len(top) > 2 and top[0] == "card" and top[2] == side

    return when


def _hero_annex(view: Any, legal: Sequence[Any]) -> bool:
    """Annexing a station the hero (not the army) won."""
    combat = getattr(view, "combat", None)
    return "annex" in _kinds(legal) and combat is not None and combat.att_unit == "hero"


STEPS = (
    Step("faction", _has("faction"), prefer(fallback=_greedy), _fmt),
    Step("keep", _has("keep"), prefer(fallback=_greedy), _fmt),
    Step("hero", _has("hero"), prefer(fallback=_greedy), _fmt),
    Step("home", _has("home"), prefer(fallback=_greedy), _fmt),
    Step("recruit", _has("recruit"), _recruit_one, _fmt, repeat=True),
    Step("army", _army, prefer(fallback=_greedy), _fmt, repeat=True),
    Step("defender", _task("defender"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("defend_card", _card(1), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("combat", _card(0), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("combat_quest", _task("combat_quest"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("annex_hero", _hero_annex, prefer(lambda a: a == ("annex", True), fallback=_greedy), _fmt, repeat=True),
    Step("annex", _has("annex"), prefer(lambda a: a == ("annex", True), fallback=_greedy), _fmt, repeat=True),
    Step("take", _task("take"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("flee", _task("flee"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("settle", _has("settle"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("move", _has("move"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("hero_act", _hero_action, prefer(fallback=_greedy), _fmt, repeat=True),
    Step("market", _task("market"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("keep_quest", _task("keep_q"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("order", _task("order"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("resource", _task("any"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("choice", lambda v, legal: len(legal) > 1, prefer(fallback=_greedy), _fmt, repeat=True, words="choice"),
)


def _over(view: Any) -> bool:
    return view.round >= 2 or view.winner >= 0


def opponent_note(before: Any, action: Any, after: Any, lang: str) -> str | None:
    if not isinstance(action, tuple) or not action:
        return None
    if action[0] == "faction":
        f = FACTIONS[action[1]]
        homes = ", ".join(st_name(h, lang) for h in f["homes"])
        return tr("learn.metro2033.note.faction", lang, faction=f["name"].get(lang, f["name"]["en"]), homes=homes)
    if action[0] == "attack" and len(action) > 1 and action[1] in STATIONS:
        return tr("learn.metro2033.note.attack", lang, station=st_name(action[1], lang))
    if action[0] == "recruit" and action[1]:
        return tr("learn.metro2033.note.recruit", lang, n=action[1])
    return None


def outcome_note(before: Any, action: Any, after: Any, lang: str) -> str | None:
    """After every fight: who won, and what a won or lost fight means."""
    if after.fights == before.fights or not after.last_fight:
        return None
    f = after.last_fight
    mine = LEARNER in (f[1], f[3])
    won = (f[-1] == 1) == (f[1] == LEARNER) if f[-1] else None
    tail = "draw" if won is None else ("won" if won else "lost") if mine else "theirs"
    return tr(f"learn.metro2033.note.fight_{tail}", lang, fight=fight_words(f, lang))


def reason(game: Any, view: Any, action: Any, seat: int, lang: str) -> str | None:
    """The coach's line from what the plan weighs: a fight's odds, what a station or a recruit
    brings."""
    if not isinstance(action, tuple) or not action:
        return None
    kind = action[0]
    me = view.players[seat]
    if kind == "attack":
        station = action[1] if len(action) > 1 else me.hero_at
        unit = "army" if len(action) > 1 else "hero"
        odds = _attack_odds(view, seat, unit, station)
        if odds is not None:
            return tr("learn.metro2033.reason.attack", lang, station=st_name(station, lang), p=round(100 * odds))
    if kind == "annex":
        return tr("learn.metro2033.reason.annex" if action[1] else "learn.metro2033.reason.no_annex", lang)
    if kind == "settle":
        return tr("learn.metro2033.reason.settle", lang, station=st_name(action[1], lang))
    if kind == "recruit":
        return tr("learn.metro2033.reason.recruit", lang, a=me.army, b=me.army + action[1]) if action[1] else \
            tr("learn.metro2033.reason.no_recruit", lang)
    if kind == "gather":
        return tr("learn.metro2033.reason.gather", lang)
    if kind == "move":
        return tr("learn.metro2033.reason.move", lang, station=st_name(action[1], lang))
    if kind == "play":
        return tr("learn.metro2033.reason.card", lang)
    if kind == "faction":
        f = FACTIONS[action[1]]
        return tr("learn.metro2033.reason.faction", lang, ability=f["ability_name"].get(lang, f["ability_name"]["en"]))
    return None


def _attack_odds(view: Any, seat: int, unit: str, station: str) -> float | None:
    """The chance a unit wins the fight for ``station``: against the danger cards left for a neutral
    station, the Polis's 7, or the owner's army with the combat cards."""
    me = view.players[seat]
    owner = next((k for k, p in enumerate(view.players) if station in p.stations), -1)
    if owner < 0 and STATIONS[station].type != "polis":
        return plan.danger_odds(view, me, unit)[0]
    mine = me.army if unit == "army" else 0
    if unit == "hero":
        return None
    if owner < 0:
        return 1.0 if mine > 7 else 0.0
    return plan.pvp_odds(mine - view.players[owner].army)[0]


# Seed 17 (searched over seeds 1-20 with recruiting 1 or 2, /work/notes/s17/learn2/metro_search.log):
# the learner recruits 1, the army attacks the rival's Okhotny Ryad with combat cards and wins, annexes
# it, defends Tverskaya with cards and wins, and the hero hunts and annexes a station
LESSON = Lesson(game="metro2033", players=2, seats=("human", "ai:easy"), seed=17, steps=STEPS, until=_over,
                opponent_note=opponent_note, outcome_note=outcome_note, options={"first_player": "1"})
