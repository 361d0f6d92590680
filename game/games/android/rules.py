"""Android rules engine (spec: shared/rules/android.md). Pure and deterministic.

This module holds the ``AndroidGame`` contract and the dispatch tables; the rules live in
modules with one job each (lower ones never import higher ones):
``flow`` (the queue, shared queries) < ``economy`` (favors, payments, baggage, twilight shift,
trauma, plot conditions) < ``conspiracy`` (7) < ``evidence`` (6: leads, evidence, hits, alibis)
< ``movement`` (moves, arrival, Lily, Jimmy) < ``abilities`` (location and event abilities,
plot actions) < ``payment`` (a twilight card's cost and sacrifices) < ``twilight`` (dark cards,
standing orders, windows, fights) < ``cards`` (light cards) < ``specials`` (detective specials)
< ``calendar`` (days, events, plot resolution, closing the case) < ``setup`` (3) < ``chance``
< ``turn`` (a detective's turn and its daytime actions). Words: ``text``; hidden information:
``hidden``; scoring: ``scoring``; save files: ``replay``.

State layout (``state.AState``, immutable):
- ``players``: one ``Player`` per seat (detective, location, twilight, hand as (deck, card) pairs,
  favors, NPC favors/status, tokens, warrants, hunches, plot card + baggage, specials).
- ``suspects``: ``SuspectState`` per suspect in play (alive, hits, alibis, evidence ``Token``s with
  their file, face, placer and ``known_by`` seats); ``leads``: every lead marker with its fixed colour.
- Piles are unordered multisets (``evidence_pile`` below its known ``pile_top``, ``decks``,
  ``event_deck``, ``hunch_pool``): a draw is a CHANCE node whose outcomes are the distinct values,
  weighted by count.
- ``queue``: the work list. Its head says what happens next: a decision of one seat, a chance
  node, or an automatic step that ``_run`` performs at once. Handlers replace the head by
  follow-up tasks, so a compound rule becomes a short sequence of small decisions.

Decision sequence of a day: ("start_day") -> for each seat from the first player: ("turn", seat)
(automatic: Time, turn-start effects) -> ("act", seat) repeatedly (move, fly, follow, draw,
discard, jump, ability, event, plot, special actions, end). Sub-decisions pushed before the next
("act"): "free" (free ritzy/seedy draw), "lily", "jimmy_offer"/"jimmy_look", "move_npc",
"lead_move" (the seat on the right), "lead_use", "ev"(chance)/"keep"/"place" (evidence),
"hit", "alibi", "peek", "warrant". After the last turn: ("end_day") -> events
("gen_event" chance), "plot_resolve" per seat, first player change, then next day or "close".

Conspiracy (7): "lead_use" offers evidence / reveal / dig; reveal = "piece" (chance) -> the
benefit ("shift_any" / "favor_any" / "bag_any") -> "put_piece" (cell + rotation, or toss) ->
conspiracy tokens -> the piece's bonuses ("hit", "any_lead", pass, another "piece").

Light cards (8.1): ("play", card) in "act" pays 1 Time, then "pay" (sacrifice cards one by one,
then "paid": the dark shift) and the card's effect (sub-decisions "effect_move", "rm_alibi",
"flip_any", "look_memory", ...).

Dark cards (8.2, 8.2.1): every seat decides its out-of-turn dark cards through standing orders
("arm"/"disarm" in its own "act", secret). After a trigger of the active player's own action an
automatic ("window", seat, triggers, ctx) plays at most one armed, matching, payable dark card
(priority: first player, then clockwise). "cancel" drops the continuation that follows the window
("arrive2" = arrival effects, "go" = an ability's or light card's effect). Fights ask the target
("fight"), then the target may answer with one response light card ("light_window", offered
after a dark card was played on him). A response card only adds effects, so between steps it
is simply playable from "act" (the same as answering the step before) and nobody is asked after
every move.

An order armed "ask" turns into a live ("ask", seat, ...) question (one per seat and turn), after
which the window goes on with the next seats. Played live ("dark_yes"), the dark card is paid like
a light card: a ("pay", seat, card, 0, 0, "dark", target, ctx) step offers its sacrifices (8.1; a
light card lowers the light shift, a dark one raises it) unless there is nothing to sacrifice; an
armed order pays the whole cost and sacrifices nothing (the spec's default). "ask|<filter>" (an ask order with a condition) does
the same, but only while its filter holds (otherwise it does not match, like any order).

The known top of the evidence pile (peek_pile) is ``pile_top``: the next draws take it first.
Tokens returned face down to the bottom (keep_best, Louis's rough interrogation) are ``pile_bottom``,
known to the seat that returned them and drawn only once the rest of the pile is gone.

Option orders_review=between_turns: before a turn, a ("review", seat, active) decision lets each
other seat whose hand changed edit its orders (then its "ask" orders act as plain ones that turn).

Option ask_me_always_prompts (default on): an ask order asks whenever its card's trigger fires (and its filter holds),
even when the card cannot be played then (only "hold back" is offered), so a prompt reveals nothing.
Option calendar=long_calendar: 2 weeks x 7 days (5.2).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from game.engine.core import (
    CHANCE,
    PER_SEAT,
    TERMINAL,
    GameBase,
    GameSpec,
    IllegalAction,
    OptionSpec,
    OptionValue,
    ScoreColumn,
    seat_values,
)
from game.games.android import heuristics, hidden, labels, over_text, replay, scoring, text
from game.games.android.abilities import _apply_favor_any, _legal_favor_any
from game.games.android.calendar import (
    _auto_close,
    _auto_end_day,
    _auto_event_now,
    _auto_new_day,
    _auto_plot_resolve,
    _auto_start_day,
)
from game.games.android.cards import (
    _apply_effect_move,
    _apply_flip_any,
    _apply_look_memory,
    _apply_pay,
    _apply_top_order,
    _auto_go,
    _legal_effect_move,
    _legal_flip_any,
    _legal_look_memory,
    _legal_rm_alibi,
    _legal_top_order,
)
from game.games.android.chance import _apply_chance, _outcomes
from game.games.android.conspiracy import (
    _apply_bag_any,
    _apply_put_piece,
    _apply_shift_any,
    _legal_bag_any,
    _legal_put_piece,
    _legal_shift_any,
)
from game.games.android.content import CONTENT
from game.games.android.evidence import (
    _apply_alibi,
    _apply_any_lead,
    _apply_hit,
    _apply_hit_most,
    _apply_keep,
    _apply_lead_move,
    _apply_lead_use,
    _apply_li,
    _apply_look,
    _apply_peek,
    _apply_place,
    _apply_unalibi,
    _apply_warrant,
    _legal_alibi,
    _legal_any_lead,
    _legal_hit,
    _legal_hit_most,
    _legal_keep,
    _legal_lead_move,
    _legal_lead_use,
    _legal_li,
    _legal_look,
    _legal_peek,
    _legal_place,
    _legal_unalibi,
    _legal_warrant,
)
from game.games.android.flow import AUTO_TASKS, CHANCE_TASKS, FORCED_WHEN_SINGLE, LEGACY_OPTIONS, _push
from game.games.android.movement import (
    _apply_free,
    _apply_jimmy_offer,
    _apply_lily,
    _apply_move_npc,
    _auto_arrive2,
    _legal_free,
    _legal_jimmy_offer,
    _legal_lily,
    _legal_move_npc,
)
from game.games.android.payment import _legal_pay
from game.games.android.setup import _apply_extra, _auto_setup, _legal_extra
from game.games.android.state import AState, Player
from game.games.android.turn import _apply_act, _auto_finish_turn, _auto_turn, _legal_act
from game.games.android.twilight import (
    _apply_ask,
    _apply_fight,
    _apply_light_window,
    _apply_review,
    _auto_window,
    _legal_ask,
    _legal_fight,
    _legal_light_window,
    _legal_review,
)

DETECTIVE_CHOICES = ("random",) + CONTENT.detective_ids
SCORE_COLUMNS = (
    ScoreColumn("hunches", {"en": "Hunches", "hu": "Sejtések"}),
    ScoreColumn("plots", {"en": "Plot endings", "hu": "Szálak vége"}),
    ScoreColumn("tokens", {"en": "Jinteki & Haas", "hu": "Jinteki és Haas"}),  # explained under the table
    ScoreColumn("conspiracy", {"en": "Conspiracy", "hu": "Összeesküvés"}, hide_if_zero=True),
    ScoreColumn("trauma", {"en": "Trauma", "hu": "Trauma"}, hide_if_zero=True),
    ScoreColumn("extras", {"en": "Extras", "hu": "Pénz, emlékek"}, hide_if_zero=True),
    ScoreColumn("total", {"en": "VP", "hu": "GYP"}, decisive=True),
)
REVEALING = {"peek", "look", "flip", "memory_of", "reading", "jimmy_yes", "jimmy", "recover", "reveal", "ok"}


# each detective's portrait colour, shown beside its name in the setup page's picker
DETECTIVE_COLOURS: dict[str, tuple[int, int, int]] = {
    "caprice": (196, 150, 236), "floyd": (110, 176, 220), "louis": (214, 96, 84), "rachel": (226, 176, 74),
    "raymond": (112, 186, 140),
}


def _det_option() -> OptionSpec:
    """One detective per seat, picked on the setup page (each once; "random" deals one). Files
    may spell it as before: "random" for every seat, or "louis,rachel,raymond"."""
    values = (OptionValue("random", shared=True),) + tuple(
        OptionValue(d, colour=DETECTIVE_COLOURS.get(d)) for d in CONTENT.detective_ids)
    return OptionSpec("random,random,random", "detective per seat, comma separated (random, caprice, floyd, louis, "
                      "rachel, raymond); 'random' deals one, missing seats are random", kind=PER_SEAT, values=values,
                      distinct=True)


def _detective_id(word: str) -> str:
    """A seat's entry as a detective id: the id, the name or the first name, in any case."""
    w = " ".join(word.split()).lower()
    if w == "random":
        return "random"
    for did, det in CONTENT.detectives.items():
        names = {did} | {n.lower() for n in det.name.values()} | {n.split()[0].lower() for n in det.name.values()}
        if w in names:
            return did
    return word


class AndroidGame(GameBase):
    spec = GameSpec(
        id="android",
        name="Android",
        min_players=3,
        max_players=5,
        has_chance=True,
        hidden_info=True,
        board_kind="city",
        description="A murder investigation in New Angeles, its Moon city and the Beanstalk between them.",
        names={"en": "Android", "hu": "Android"},
        descriptions={"hu": "Gyilkossági nyomozás New Angelesben, a holdvárosban és a köztük húzódó Babszáron."},
        options={
            "detectives": _det_option(),
            "first_player": OptionSpec("random", "who starts (random or a seat number 1-5)",
                                       ("random", "1", "2", "3", "4", "5"),
                                       values=seat_values(5, "option.seat", "option.first_player.seat.help")),
            "dropship_restricted_surcharge": OptionSpec("on", "restricted surcharge on dropship moves", ("on", "off"),
                                                        advanced=True),
            "conspiracy_diagonals": OptionSpec("on", "the two diagonals of the puzzle earn conspiracy tokens",
                                               ("on", "off"), advanced=True),
            "conspiracy_token_vp": OptionSpec("4", "VP of a conspiracy token (4 printed, 2 a house rule)",
                                              ("4", "2"), advanced=True),
            "empty_first_pile": OptionSpec("off", "house rule: the shift pile starts empty", ("off", "on"),
                                           advanced=True),
            "orders_review": OptionSpec("own_turn", "when human seats edit their standing orders: on their own "
                                        "turn, or also before each other turn (if their hand changed)",
                                        ("own_turn", "between_turns"), advanced=True),
            "ask_me_always_prompts": OptionSpec("on", "an 'ask me' standing order asks whenever its trigger fires, "
                                                "even with no playable card, so a prompt reveals nothing",
                                                ("on", "off"), advanced=True),
            "calendar": OptionSpec("standard", "the calendar: 2 weeks x 6 days (standard) or 2 x 7 days "
                                   "(long_calendar)", ("standard", "long_calendar"), advanced=True),
            "spent_time_ends_turn": OptionSpec("on", "once a detective's Time is spent his turn is over, even "
                                               "for actions that cost 0 Time (printed rule, spec 4.2); off: "
                                               "0-Time actions stay possible (the earlier reading, a house rule)",
                                               ("on", "off"), advanced=True, legacy=LEGACY_OPTIONS["spent_time_ends_turn"]),
            "auto_move_leads": OptionSpec("off", "the engine moves followed-up leads (farthest legal place), "
                                          "so hot-seat needs no hand-off to the player on the right",
                                          ("off", "on"), advanced=True),
        },
    )
    heuristics = heuristics

    # ----- setup ---------------------------------------------------------------------------------
    def initial_state(self, num_players: int, options: Mapping[str, Any]) -> AState:
        if not 3 <= num_players <= 5:
            raise ValueError(f"Android takes 3 to 5 players, not {num_players}")
        opts = self.validate_options(options)
        dets = self._chosen_detectives(num_players, str(opts["detectives"]))
        murder = CONTENT.murders["evil_at_the_estates"]
        players = tuple(Player(detective=d, location="") for d in dets)
        pool = tuple(sorted(d for d in CONTENT.detective_ids if d not in dets))
        queue: list[tuple] = [("deal_det", i) for i, d in enumerate(dets) if d == ""]
        queue.append(("setup",))
        calendar = murder.calendar if opts["calendar"] == "standard" else str(opts["calendar"])
        # an option at its legacy value stays out of the state: such a game writes what an older
        # version wrote, so its saves and replays verify (flow.opt_or_legacy reads it back)
        kept = {k: v for k, v in opts.items() if LEGACY_OPTIONS.get(k, object()) != v}
        s = AState(num_players=num_players, murder=murder.id, calendar=calendar,
                   options=tuple(sorted(kept.items())), players=players,
                   suspects=(), leads=(), queue=tuple(queue), detective_pool=pool)
        return _run(s)

    @staticmethod
    def _chosen_detectives(n: int, value: str) -> list[str]:
        parts = [_detective_id(p) for p in value.split(",") if p.strip()] if value != "random" else []
        parts = (parts + ["random"] * n)[:n]
        for p in parts:
            if p not in DETECTIVE_CHOICES:
                raise ValueError(f"unknown detective {p!r} (known: {', '.join(CONTENT.detective_ids)})")
        named = [p for p in parts if p != "random"]
        if len(named) != len(set(named)):
            raise ValueError("two seats cannot play the same detective")
        return ["" if p == "random" else p for p in parts]

    # ----- whose move ----------------------------------------------------------------------------
    def current_player(self, s: AState) -> int:
        if s.over or not s.queue:
            return TERMINAL
        head = s.queue[0]
        if head[0] in CHANCE_TASKS:
            return CHANCE
        return int(head[1])

    def legal_actions(self, s: AState) -> Sequence[tuple]:
        if s.over or not s.queue or s.queue[0][0] in CHANCE_TASKS:
            return []
        return _legal(s)

    def chance_outcomes(self, s: AState) -> Sequence[tuple[tuple, float]]:
        if s.over or not s.queue or s.queue[0][0] not in CHANCE_TASKS:
            return []
        return _outcomes(s)

    def apply(self, s: AState, a: Any) -> AState:
        if not isinstance(a, tuple):
            raise IllegalAction(f"{a!r} is not an action")
        if self.current_player(s) == CHANCE:
            if a not in {o for o, _p in _outcomes(s)}:
                raise IllegalAction(f"{a!r} is not a possible outcome here")
            return _run(_apply_chance(s, a))
        if a not in _legal(s):
            raise IllegalAction(text.why_illegal(s, a))
        return _run(_apply_decision(s, a))

    def returns(self, s: AState) -> tuple[float, ...]:
        return tuple(float(r["total"]) for r in scoring.breakdown(s))

    def breakdown(self, s: AState) -> list[dict[str, Any]]:
        return scoring.breakdown(s)

    def winners(self, s: AState) -> list[int]:
        return scoring.winners(s)

    def score_columns(self) -> tuple[ScoreColumn, ...]:
        """VP by source (8.14); the total decides (then hunch VP, then fewer trauma)."""
        return SCORE_COLUMNS

    def over_notes(self, s: AState, lang: str) -> list[str]:
        """Under the game-over table: what each of its columns counts."""
        return over_text.over_notes(s, lang, SCORE_COLUMNS)

    # ----- hidden information ----------------------------------------------------------------------
    def player_view(self, s: AState, viewer: int | None) -> AState:
        return hidden.player_view(s, viewer)

    def determinize(self, view: AState, viewer: int, rng: random.Random) -> AState:
        return hidden.determinize(view, viewer, rng)

    def decision_seat_is_secret(self, s: AState) -> bool:
        return True

    def decision_is_public(self, s: AState) -> bool:
        """The player on the right moves a followed-up lead live and in the open (8.2.1): the
        table shows him only public information and needs no pass screen for it."""
        return bool(s.queue) and s.queue[0][0] == "lead_move"

    def reveals_information(self, before: AState, action: Any, after: AState) -> bool:
        """Chance steps and every look at something secret are undo barriers."""
        if self.current_player(before) == CHANCE:
            return True
        return isinstance(action, tuple) and bool(action) and action[0] in REVEALING

    def log_line(self, before: AState, action: Any, after: AState, lang: str) -> str | None:
        """Words from the public views; standing orders are secret and get no line."""
        if not isinstance(action, tuple) or not action:
            return None
        if action[0] in ("arm", "disarm"):
            return None
        if self.current_player(before) == CHANCE and action[0] in ("card", "token", "hunch", "memory", "piece", "det"):
            return None  # a hidden draw needs no line
        if action[0] == "place" and len(action) > 2 and action[2]:
            sus = next((x for x in after.suspects if x.id == action[1]), None)
            if sus and sus.tokens:
                before = replace(before, drawn=(sus.tokens[-1].code,))
        return text.describe(before, action, lang)

    # ----- words -------------------------------------------------------------------------------------
    def describe(self, s: AState, a: Any, lang: str) -> str:
        return text.describe(s, a, lang)

    def label(self, s: AState, a: Any, lang: str) -> str:
        """The order a button says ("Go to City Hall (1 Time)", "End turn"), never a log line."""
        return labels.label(s, a, lang)

    def choice_tip(self, s: AState, a: Any, lang: str) -> str:
        """What choosing ``a`` does (the button's tooltip)."""
        return labels.choice_tip(s, a, lang)

    def ends_turn(self, s: AState, a: Any) -> bool:
        """End turn is the active detective's ``("end",)`` (always legal in his turn, spec 4.2)."""
        return a == ("end",) and bool(s.queue) and s.queue[0][0] == "act"

    def seat_role(self, s: AState, seat: int, lang: str) -> str:
        """The detective a seat plays ("Louis Blaine"), to stand beside its name (game over)."""
        return text.seat_name(s, seat, lang) if 0 <= seat < len(s.players) and s.players[seat].detective else ""

    def prompt(self, s: AState, lang: str) -> str:
        return text.prompt(s, lang)

    def log_round(self, s: AState) -> int | None:
        return s.day

    # ----- JSON ----------------------------------------------------------------------------------------
    def encode_action(self, a: Any) -> Any:
        return list(a)

    def decode_action(self, j: Any) -> Any:
        return tuple(tuple(x) if isinstance(x, list) else x for x in j)

    def to_json(self, s: AState) -> Any:
        return replay.to_json(s)

    def from_json(self, j: Any) -> AState:
        return replay.from_json(j)


def _run(s: AState) -> AState:
    """Perform automatic steps until a decision, a chance node or the end."""
    for _ in range(10_000):
        if s.over or not s.queue:
            return s
        head = s.queue[0]
        if head[0] not in AUTO_TASKS:
            if head[0] in CHANCE_TASKS and not _outcomes(s):
                s = _push(s)  # nothing left to draw: the step is skipped
                continue
            if head[0] not in CHANCE_TASKS:
                options = _legal(s)
                if not options:
                    s = _push(s)  # a choice with no option does nothing
                    continue
                if head[0] in FORCED_WHEN_SINGLE and len(options) == 1:
                    s = _apply_decision(s, options[0])  # no tie to break
                    continue
            return s
        s = AUTO[head[0]](s, head)
    raise RuntimeError("android: automatic steps did not settle")


def _legal(s: AState) -> list[tuple]:
    head = s.queue[0]
    fn = LEGAL.get(head[0])
    return fn(s, head) if fn else []


def _apply_decision(s: AState, a: tuple) -> AState:
    head = s.queue[0]
    return APPLY[head[0]](s, head, a)


AUTO = {
    "setup": _auto_setup, "turn": _auto_turn, "end_day": _auto_end_day, "start_day": _auto_start_day,
    "plot_resolve": _auto_plot_resolve, "close": _auto_close, "event_now": _auto_event_now,
    "new_day": _auto_new_day, "window": _auto_window, "arrive2": _auto_arrive2, "finish_turn": _auto_finish_turn,
    "go": _auto_go,
}
LEGAL = {
    "act": _legal_act, "free": _legal_free, "lily": _legal_lily, "move_npc": _legal_move_npc,
    "jimmy_offer": _legal_jimmy_offer, "jimmy_look": _legal_look, "lead_move": _legal_lead_move,
    "lead_use": _legal_lead_use, "keep": _legal_keep, "place": _legal_place, "hit": _legal_hit,
    "alibi": _legal_alibi, "unalibi": _legal_unalibi, "peek": _legal_peek, "warrant": _legal_warrant,
    "li_debt": _legal_li, "any_lead": _legal_any_lead, "hit_most": _legal_hit_most,
    "favor_any": _legal_favor_any, "extra_draw": _legal_extra, "shift_any": _legal_shift_any,
    "bag_any": _legal_bag_any, "put_piece": _legal_put_piece, "pay": _legal_pay,
    "effect_move": _legal_effect_move, "rm_alibi": _legal_rm_alibi, "flip_any": _legal_flip_any,
    "look_memory": _legal_look_memory, "fight": _legal_fight, "light_window": _legal_light_window,
    "ask": _legal_ask, "top_order": _legal_top_order, "review": _legal_review,
}
APPLY = {
    "act": _apply_act, "free": _apply_free, "lily": _apply_lily, "move_npc": _apply_move_npc,
    "jimmy_offer": _apply_jimmy_offer, "jimmy_look": _apply_look, "lead_move": _apply_lead_move,
    "lead_use": _apply_lead_use, "keep": _apply_keep, "place": _apply_place, "hit": _apply_hit,
    "alibi": _apply_alibi, "unalibi": _apply_unalibi, "peek": _apply_peek, "warrant": _apply_warrant,
    "li_debt": _apply_li, "any_lead": _apply_any_lead, "hit_most": _apply_hit_most,
    "favor_any": _apply_favor_any, "extra_draw": _apply_extra, "shift_any": _apply_shift_any,
    "bag_any": _apply_bag_any, "put_piece": _apply_put_piece, "pay": _apply_pay,
    "effect_move": _apply_effect_move, "rm_alibi": _apply_unalibi, "flip_any": _apply_flip_any,
    "look_memory": _apply_look_memory, "fight": _apply_fight, "light_window": _apply_light_window,
    "ask": _apply_ask, "top_order": _apply_top_order, "review": _apply_review,
}
