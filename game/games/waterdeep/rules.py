"""Lords of Waterdeep: the rules object (architecture section 2).

The work is split by job: ``content`` (data tables), ``state`` (immutable state),
``legality`` (legal spaces and cards), ``engine`` (automatic tasks), ``decisions``
(choices), ``flow`` (setup, run loop, chance), ``scoring``, ``codec`` (JSON), ``heuristics``
(the bots' rules of thumb) and the words: ``words`` (names), ``text`` (log lines, prompts),
``logtext`` (what an action did), ``labels`` (strip buttons), ``loglines`` (which steps the log shows).
Pure Python: never imports pygame or pymunk.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from game.engine.core import (
    CHANCE,
    HIDDEN,
    TERMINAL,
    GameBase,
    GameSpec,
    IllegalAction,
    OptionSpec,
    ScoreColumn,
    rank_places,
    seat_values,
)
from game.games.waterdeep import codec, flow, labels, loglines, scoring, text
from game.games.waterdeep import heuristics as _h
from game.games.waterdeep.content import INTRIGUE_DECK, LORD_ALIASES, LORD_DECK, MANDATORY
from game.games.waterdeep.state import WDState, replace

Action = tuple


SCORE_COLUMNS = (
    ScoreColumn("vp", {"en": "VP in play", "hu": "GYP játék közben"}),
    ScoreColumn("adventurers", {"en": "Adventurers", "hu": "Kalandozókért"}),
    ScoreColumn("gold", {"en": "Gold (1 per 2)", "hu": "Aranyért (2-ként 1)"}),
    ScoreColumn("lord", {"en": "Lord bonus", "hu": "Lord bónusz"}),
    ScoreColumn("total", {"en": "Total VP", "hu": "Összes GYP"}, decisive=True),
)


_UNSEEN: dict = {}  # what a view leaves unseen -> the sorted pools (a search determinizes one view many times)


def _unseen(view: WDState) -> tuple[list, list]:
    """The unseen Intrigue cards and Lords of a view, each sorted (fresh lists to shuffle)."""
    key = (view.intrigue_discard, tuple(t[2] for t in view.stack if t[0] == "mandatory_target"),
           tuple((p.intrigue, p.quests, p.lord) for p in view.players), view.lords_unused)
    hit = _UNSEEN.get(key)
    if hit is None:
        intrigue = Counter(INTRIGUE_DECK)
        intrigue.subtract(view.intrigue_discard)
        intrigue.subtract(t[2] for t in view.stack if t[0] == "mandatory_target")
        for p in view.players:
            intrigue.subtract(c for c in p.intrigue if c is not HIDDEN)
            intrigue.subtract(q for q in p.quests if q in MANDATORY)
        lords = Counter(LORD_DECK)
        lords.subtract(p.lord for p in view.players if p.lord is not HIDDEN and p.lord)
        lords.subtract(c for c in view.lords_unused if c is not HIDDEN)
        hit = (tuple(sorted(intrigue.elements())), tuple(sorted(lords.elements())))
        if len(_UNSEEN) >= 1024:
            _UNSEEN.clear()
        _UNSEEN[key] = hit
    return list(hit[0]), list(hit[1])


class WaterdeepGame(GameBase):
    spec = GameSpec(
        id="waterdeep",
        name="Lords of Waterdeep",
        min_players=2,
        max_players=5,
        has_chance=True,
        hidden_info=True,
        board_kind="city",
        description="Send agents around Waterdeep, hire adventurers and complete quests as a secret Lord.",
        names={"hu": "Lords of Waterdeep – Vízmélyvára urai"},
        descriptions={
            "en": "Send agents around Waterdeep, hire adventurers and complete quests as a secret Lord.",
            "hu": "Küldj ügynököket Vízmélyvára épületeibe, bérelj kalandorokat és teljesíts küldetéseket titkos Lordként.",
        },
        options={
            "building_costs": OptionSpec(
                "seed",
                "Dragon Tower / House of Good Spirits cost 4 (seed) or 3 (public card lists, A-02)",
                ("seed", "public"),
                advanced=True,
            ),
            "first_player": OptionSpec(
                "random",
                "who goes first: a seat number (1-5, at most the player count) or random (setup step 11)",
                ("random", "1", "2", "3", "4", "5"),
                values=seat_values(5, "option.seat", "option.first_player.seat.help"),
            ),
            "reward_triggers": OptionSpec(
                False,
                "quest rewards also trigger 'action that provides' plot effects (A-15 alternative)",
                (False, True),
                advanced=True,
            ),
            # issue 16: the printed rules by default; the earlier readings stay as house rules,
            # and a file written before these options replays with them (legacy)
            "harbor_order": OptionSpec(
                "space",
                "Waterdeep Harbor: any free space, reassigned by space number 1-3 (printed, A-05); "
                "or arrival: the lowest free space, reassigned in arrival order (the earlier reading)",
                ("space", "arrival"),
                advanced=True,
                legacy="arrival",
            ),
            "accelerate_plans": OptionSpec(
                "two",
                "Accelerate Plans assigns 2 agents (printed card, 5.11) or up_to_two: the player may stop",
                ("two", "up_to_two"),
                advanced=True,
                legacy="up_to_two",
            ),
        },
    )
    heuristics = _h

    # ----- setup and turn order ----------------------------------------------------------
    def initial_state(self, num_players: int, options: Mapping[str, Any]) -> WDState:
        if not self.spec.min_players <= num_players <= self.spec.max_players:
            raise ValueError(f"Lords of Waterdeep takes 2 to 5 players, not {num_players}")
        opts = self.validate_options(options)
        first = self.first_seat(opts, num_players)
        s = flow.initial_state(
            num_players,
            opts["building_costs"] == "public",
            bool(opts["reward_triggers"]),
            first_player=first,
            harbor_by_arrival=opts["harbor_order"] == "arrival",
            accelerate_may_stop=opts["accelerate_plans"] == "up_to_two",
        )
        return flow.advance(s)

    @staticmethod
    def first_seat(opts: Mapping[str, Any], num_players: int) -> int | None:
        """The first player's seat from the validated options; None means a random draw."""
        choice = str(opts.get("first_player", "random"))
        if choice == "random":
            return None
        seat = int(choice)
        if not 1 <= seat <= num_players:
            raise ValueError(
                f"option first_player={choice!r}: there is no player {seat} in a {num_players}-player game "
                f"(choose random or 1 to {num_players})"
            )
        return seat - 1

    def current_player(self, s: WDState) -> int:
        if not s.stack:
            return TERMINAL
        task = s.stack[-1]
        if task[0] in flow.CHANCE_TASKS:
            return CHANCE
        return task[1]

    def legal_actions(self, s: WDState) -> Sequence[Action]:
        if not s.stack or s.stack[-1][0] in flow.CHANCE_TASKS:
            return []
        return list(flow.options(s))

    def chance_outcomes(self, s: WDState) -> Sequence[tuple[Action, float]]:
        return flow.chance_outcomes(s)

    def apply(self, s: WDState, a: Action) -> WDState:
        if not s.stack:
            raise IllegalAction("The game is over.")
        a = tuple(a)
        if s.stack[-1][0] == flow.FIRST_TASK:
            if a not in [o for o, _p in flow.chance_outcomes(s)]:
                raise IllegalAction(f"{a!r} is not a possible first player")
            return flow.advance(flow.apply_chance(s, a))
        if s.stack[-1][0] == "draw":
            task = s.stack[-1]
            if len(a) != 3 or a[0] != "draw" or a[1] != task[1] or a[2] not in flow.deck_of(s, task[1]):
                raise IllegalAction(f"{a!r} is not a possible draw here")
            return flow.advance(flow.apply_chance(s, a))
        if a not in flow.options(s):
            raise IllegalAction(f"That is not allowed now ({text.prompt(s, 'en')}).")
        return flow.advance(flow.decide(s, a))

    # ----- scores ------------------------------------------------------------------------
    def breakdown(self, s: WDState) -> list[dict[str, Any]]:
        return scoring.breakdown(s)

    def returns(self, s: WDState) -> tuple[float, ...]:
        return tuple(float(r["total"]) for r in scoring.breakdown(s))

    def winners(self, s: WDState) -> list[int]:
        return scoring.winners(s)

    def score_columns(self) -> tuple[ScoreColumn, ...]:
        """VP by category, as the final scoring counts them; the total decides (gold breaks ties)."""
        return SCORE_COLUMNS

    def places(self, s: WDState) -> list[int]:
        rows = scoring.breakdown(s)
        return rank_places(scoring.winners(s), [(r["total"], p.gold) for r, p in zip(rows, s.players)])

    # ----- hidden information --------------------------------------------------------------
    def player_view(self, s: WDState, viewer: int | None) -> WDState:
        over = not s.stack
        players = tuple(
            p
            if seat == viewer
            else replace(p, lord=p.lord if over or not p.lord else HIDDEN, intrigue=tuple(HIDDEN for _ in p.intrigue))
            for seat, p in enumerate(s.players)
        )
        return replace(
            s,
            players=players,
            intrigue_deck=tuple(HIDDEN for _ in s.intrigue_deck),
            lords_unused=tuple(HIDDEN for _ in s.lords_unused),
        )

    def determinize(self, view: WDState, viewer: int, rng: random.Random) -> WDState:
        pool, lord_pool = _unseen(view)
        rng.shuffle(pool)
        rng.shuffle(lord_pool)
        players = []
        for p in view.players:
            hand = tuple(sorted(pool.pop() if c is HIDDEN else c for c in p.intrigue))
            lord = lord_pool.pop() if p.lord is HIDDEN else p.lord
            players.append(replace(p, intrigue=hand, lord=lord))
        return replace(
            view,
            players=tuple(players),
            intrigue_deck=tuple(sorted(pool)),
            lords_unused=tuple(sorted(lord_pool + [c for c in view.lords_unused if c is not HIDDEN])),
        )

    def reveals_information(self, before: WDState, action: Action, after: WDState) -> bool:
        return self.current_player(after) == CHANCE or before.stack[-1][0] in flow.CHANCE_TASKS

    # ----- words ---------------------------------------------------------------------------
    def describe(self, s: WDState, a: Action, lang: str) -> str:
        return text.describe(s, tuple(a), lang)

    def log_line(self, before: WDState, a: Action, after: WDState, lang: str) -> str | None:
        """The game log's line: describe, minus empty quest steps and face-down deals."""
        return loglines.log_line(self, before, a, after, lang)

    def log_round(self, s: WDState) -> int | None:
        return loglines.log_round(s)

    def label(self, s: WDState, a: Action, lang: str) -> str:
        """The order on a strip button, with its cost (no seat name); describe() is the log line."""
        return labels.label(s, tuple(a), lang)

    def ends_turn(self, s: WDState, a: Action) -> bool:
        """The choice that ends the seat's turn (no quest after placing, or leaving a Harbor agent
        where it is): the table keeps it as the strip's End turn button with its shortcut."""
        return labels.is_end_turn(s, tuple(a))

    def choice_tip(self, s: WDState, a: Action, lang: str) -> str:
        """What a choice does, for its button's tooltip."""
        return labels.choice_tip(s, tuple(a), lang)

    def prompt(self, s: WDState, lang: str) -> str:
        return text.prompt(s, lang)

    # ----- JSON ------------------------------------------------------------------------------
    def encode_action(self, a: Action) -> Any:
        return list(a)

    def decode_action(self, j: Any) -> Action:
        if not isinstance(j, list) or not j or not isinstance(j[0], str):
            raise ValueError(f"not a Lords of Waterdeep action: {j!r}")
        if not all(isinstance(x, (str, int)) and not isinstance(x, bool) for x in j):
            raise ValueError(f"not a Lords of Waterdeep action: {j!r}")
        if len(j) == 3 and j[0] == "draw" and j[1] == "lord" and j[2] in LORD_ALIASES:
            return ("draw", "lord", LORD_ALIASES[j[2]])  # a replay written before the printed name
        return tuple(j)

    def to_json(self, s: WDState) -> Any:
        return codec.to_json(s)

    def from_json(self, j: Any) -> WDState:
        return codec.from_json(j)
