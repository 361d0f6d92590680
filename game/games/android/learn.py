"""Learning Android: the guided first day and the coach's reasons.

The learner plays seat 0 (first player) against two ``ai:easy`` detectives (Android needs three).
The guide teaches the first day: a turn's Time, moving through New Angeles, following up a lead,
using it as evidence (the secret token, the suspect it goes on, the learner's hunches), the
twilight cards (drawing, playing, arming dark cards for others' turns), moving a lead another
detective followed up, and ending the turn. Each step names its decision (the head of the
queue in the seat's view, or the kinds of legal actions) and suggests the greedy rules of thumb's
move (never arming a card before the turn has been taught). Words: ``learn.android.*``.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.core import HIDDEN, game_prompt
from game.games.android.rules import AndroidGame
from game.games.android.text import FILE_NAMES, loc_name, sus_name
from game.i18n import tr
from game.learn.lesson import Lesson, Step, bot_choice, prefer, sentence

RULES = AndroidGame()
LEARNER = 0
_greedy = bot_choice(RULES, LEARNER)
ORDERS = ("arm", "disarm")  # standing orders for dark cards: taught once the turn is known


def _head(view: Any) -> str:
    return str(view.queue[0][0]) if getattr(view, "queue", None) else ""


def _kinds(legal: Sequence[Any]) -> set[str]:
    return {a[0] for a in legal if isinstance(a, tuple) and a}


def _acting(view: Any, legal: Sequence[Any]) -> bool:
    return _head(view) == "act" and view.active == LEARNER


def _plain(view: Any, legal: Sequence[Any]) -> Any:
    """The greedy move, but not a standing order (arming a dark card) while the turn is new."""
    choice = _greedy(view, legal)
    if choice is not None and choice[0] not in ORDERS:
        return choice
    for kind in ("follow", "move", "draw", "end"):
        options = [a for a in legal if a[0] == kind]
        if options:
            return options[0]
    return legal[0] if legal else None


def _wants(kind: str):
    def when(view: Any, legal: Sequence[Any]) -> bool:
        if not _acting(view, legal):
            return False
        choice = _greedy(view, legal)
        return choice is not None and choice[0] == kind

    return when


def _fmt(view: Any, action: Any, lang: str) -> dict[str, Any]:
    me = view.players[LEARNER]
    out: dict[str, Any] = {"prompt": sentence(game_prompt(RULES, view, lang)), "time": view.time}
    out["guilty"] = sus_name(me.guilty, lang) if isinstance(me.guilty, str) and me.guilty else ""
    out["innocent"] = sus_name(me.innocent, lang) if isinstance(me.innocent, str) and me.innocent else ""
    if isinstance(action, tuple) and action[:1] in (("move",), ("lead_to",)) and len(action) > 1:
        out["place"] = loc_name(action[1], lang)
    return out


def _heading(*kinds: str):
    """The decision at the head of the queue is one of ``kinds`` (and a real choice)."""
    def when(view: Any, legal: Sequence[Any]) -> bool:
        return _head(view) in kinds and len(legal) > 1

    return when


STEPS = (
    Step("turn", _acting, _plain, _fmt),
    Step("follow", lambda v, legal: _acting(v, legal) and ("follow",) in legal, prefer(lambda a: a == ("follow",)),
         _fmt),
    Step("use_lead", lambda v, legal: "evidence" in _kinds(legal), prefer(lambda a: a == ("evidence",)), _fmt),
    Step("lead_again", _heading("lead_use"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("place", lambda v, legal: _head(v) == "place", prefer(fallback=_greedy), _fmt, repeat=True),
    Step("lead_move", lambda v, legal: "lead_to" in _kinds(legal), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("card", lambda v, legal: _acting(v, legal) and bool(_kinds(legal) & {"draw", "play"}) and v.time >= 2
         and _greedy(v, legal) is not None and _greedy(v, legal)[0] in ("draw", "play"), prefer(fallback=_greedy),
         _fmt),
    Step("play", _wants("play"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("pay", _heading("pay"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("free", _heading("free"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("look", _heading("jimmy_look"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("shift", _heading("shift_any"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("favor", _heading("favor_any"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("baggage", _heading("bag_any"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("piece", _heading("put_piece"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("any_lead", _heading("any_lead"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("effect_move", _heading("effect_move"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("lily", _heading("lily"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("jimmy", _heading("jimmy_offer"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("move_npc", _heading("move_npc"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("ask", _heading("ask"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("top_order", _heading("top_order"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("hit", _heading("hit", "hit_most"), prefer(fallback=_greedy), _fmt, repeat=True),
    Step("arm", _wants("arm"), prefer(fallback=_greedy), _fmt),
    Step("end", _wants("end"), prefer(lambda a: a == ("end",)), _fmt),
    Step("act", _acting, prefer(fallback=_greedy), _fmt, repeat=True),
    Step("choice", lambda v, legal: len(legal) > 1, prefer(fallback=_greedy), _fmt, repeat=True, words="choice"),
)


def _over(view: Any) -> bool:
    return view.day >= 2 or view.over


def opponent_note(before: Any, action: Any, after: Any, lang: str) -> str | None:
    if not isinstance(action, tuple) or not action:
        return None
    kind = action[0]
    if kind == "follow":
        return tr("learn.android.note.follow", lang)
    if kind == "place" and len(action) > 1:
        key = "learn.android.note.place_up" if len(action) > 2 and action[2] else "learn.android.note.place"
        return tr(key, lang, suspect=sus_name(action[1], lang))
    if kind == "hit" and len(action) > 1:
        return tr("learn.android.note.hit", lang, suspect=sus_name(action[1], lang))
    return None


def outcome_note(before: Any, action: Any, after: Any, lang: str) -> str | None:
    if after.day > before.day:
        return tr("learn.android.note.day", lang)
    return None


def reason(game: Any, view: Any, action: Any, seat: int, lang: str) -> str | None:
    """The coach's line from the seat's own hunches and the files it knows: evidence that frames
    or clears a hunch, a lead to follow, a card."""
    if not isinstance(action, tuple) or not action:
        return None
    kind = action[0]
    me = view.players[seat]
    if kind == "place" and len(action) > 1:
        return _place_reason(view, me, action, lang)
    if kind == "move" and len(action) > 1:
        lead = view.lead_at(action[1])
        if lead is not None:
            return tr("learn.android.reason.move_lead", lang, place=loc_name(action[1], lang),
                      file=FILE_NAMES["hu" if lang == "hu" else "en"][lead.kind])
        return tr("learn.android.reason.move", lang, place=loc_name(action[1], lang))
    if kind == "follow":
        return tr("learn.android.reason.follow", lang)
    if kind == "evidence":
        return tr("learn.android.reason.evidence", lang, guilty=_name(me.guilty, lang))
    if kind == "reveal":
        return tr("learn.android.reason.reveal", lang)
    if kind in ("draw", "play"):
        return tr(f"learn.android.reason.{kind}", lang)
    if kind == "end":
        return tr("learn.android.reason.end", lang)
    return None


def _name(sid: Any, lang: str) -> str:
    return sus_name(sid, lang) if isinstance(sid, str) and sid else "?"


def _place_reason(view: Any, me: Any, action: tuple, lang: str) -> str:
    """Which hunch the token serves, and the file it lands in."""
    sid = action[1]
    code = view.drawn[0] if view.drawn else HIDDEN
    value = int(code) if isinstance(code, str) and code[:1] in "+-" and code[1:].isdigit() else None
    file = FILE_NAMES["hu" if lang == "hu" else "en"].get(_file_of(view), "")
    if value is not None and sid == me.guilty and value > 0:
        return tr("learn.android.reason.frame", lang, suspect=_name(sid, lang), value=code, file=file)
    if value is not None and sid == me.innocent and value < 0:
        return tr("learn.android.reason.clear", lang, suspect=_name(sid, lang), value=code, file=file)
    return tr("learn.android.reason.place", lang, suspect=_name(sid, lang), file=file)


def _file_of(view: Any) -> str:
    head = view.queue[0] if view.queue else ()
    return str(head[2]) if len(head) > 2 and isinstance(head[2], str) else ""


LESSON = Lesson(game="android", players=3, seats=("human", "ai:easy", "ai:easy"), seed=5, steps=STEPS, until=_over,
                opponent_note=opponent_note, outcome_note=outcome_note, options={"first_player": "1"})
