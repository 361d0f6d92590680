"""Rogue Agent: the rules object (spec /work/shared/rules/rogue_agent.md). Pure: never imports pygame.

Design note (for the view and the AI)
=====================================

State (``state.RAState``, frozen; tuples only):

* ``layout[i]`` is the tile id at position ``content.POS_ORDER[i]`` (T1 T2 T3 M1 M2 HQ M4 M5 B1..B5);
  ``slots[i]`` its (top, bottom) informant owners (-1 empty); ``destroyed`` lists flaming positions;
  ``police`` is the police squad's position.
* ``players[seat]``: position, the six tracks, stamina, credits, influence, informants in supply,
  ``custody`` (criminal numbers), ``turned_in`` (card ids), ``clocks`` ((effect, criminal number)),
  identity ``tokens`` (hidden; ``HIDDEN`` to other seats) and ``revealed`` ones, ``exposed``.
* ``criminals``: the criminals in play by disc number: card (``HIDDEN`` while face down unless the
  viewer investigated it), face_up, investigators (public markers), defeated, ``pos`` (None while in
  someone's custody, ``holder``), placed_round.
* ``assassins`` (positions), ``bombs`` (id, position, timer), ``bag`` (the Data Stream: "A", "B",
  "C1".."C6"), ``deck`` (hidden), ``out_pile``.
* ``drawn``/``time_dice``: the Time phase's discs waiting for the director's dice.
* ``turn``: the active seat's turn (justice actions used, (action, position) pairs used, patrols,
  the running patrol's steps left and visited positions).
* ``board``: the bomb board while a defusal runs (timer, columns of (symbol, colour) top first,
  colours of the dice still in the pool, dice rolled and still to place).
* ``roll`` / ``roll2``: the last roll, (colour, face) per die, of the acting side and of the
  defending side (steal, android fights) -- for the dice tray.
* ``events``: what the last step caused (hits, defeats, retaliations, explosions, defusals,
  skulls, exposures, criminals leaving), cleared at every step -- for the log and animations.
* ``story``: everything public that happened, numbered and in order (the City phase's criminal
  steps, assassin flights, moves and strikes, the police squad, bomb ticks, the new director
  too); the log words each step's new entries and the table plays them back. It is no part of
  the state's value: left out of equality and of the JSON, so saves and replays are unchanged.

JSON (``to_json``, for saves, replays and analysis tools): the state's fields in plain English, with
"location" (a position id) on players, criminals on the board, assassins and bombs, a ``locations``
list, ``police`` as a district number, informant positions and criminal names per player, and the
Android ``identity`` tokens; ``state.from_json`` reads it back exactly (state.py's JSON section).

Odds for the view: ``heuristics.hit_odds(state, action, ammo=None)`` (attacks from the faces;
a defusal's optimal-play chance from ``defuse_ai``, stored in ``data/defuse_odds.json``).

Decision sequence: ``stack`` holds tasks, the top last. ``("D", seat, kind, ...)`` is a decision of
``seat``; ``("R", kind, ...)`` a chance step; anything else runs automatically in ``engine.advance``.
Decision kinds (``engine.options`` lists the actions of each):

* ``assign`` (director): ("assign", d6 value) for the next drawn disc (``drawn[0]``).
* ``assassin_order`` / ``bomb_order`` (director in the City phase; the attacker for a card's
  tick): ("assassin", pos) / ("bomb", pos).
* ``main``: the turn's menu: ("move", pos) starts a patrol, ("investigate", n), ("attack", n),
  ("attack_assassin",), ("arrest", n), ("steal", seat), ("turnin",), ("search",), ("buy", good index),
  ("defuse", bomb id), ("reinforce",), ("screen", seat), ("attack_android", seat),
  ("attack_agent", seat), ("attack_location",), ("end",).
* ``patrol``: during a patrol: ("move", pos), ("investigate", n), ("stop",).
* ``gangster``/``atk_ammo``/``search_ammo``/``fight_ammo``/``loc_ammo``: ("ammo", k) (``search_ammo``
  comes after the search's gains, so ammo it won can cancel its blasts).
* ``pre_attack``: ("investigate", n) or ("proceed",) between naming the target and the reveal (also
  in the second justice action: the attack is still running).
* ``white``: ("colour", "R"|"G"|"K") for a white search group; ``reroll``: ("reroll", bitmask);
  ``amp``: ("amp", "cancel") or ("amp", die index) for each amplify of a search.
* ``buy_more``: ("buy", good index) or ("done",).
* ``place``: ("place", symbol, colour, column) on the bomb board; ``wire``: ("wire",) or ("stop",).
* ``steal_fuel``/``defend_fuel``: ("fuel", k); ``take``: ("take", n).
* ``kill_inf``: ("informant", pos) (one of the attacker's own); ``kill_any`` (flag
  ``t_kill_informant_city = any_attackers_choice``, A-16): ("informant", pos, slot), any informant in
  the city, slot 0 top / 1 bottom; ``drop``: ("drop", n); ``reveal``: ("reveal", "A"|"H")
  (the token's owner; the trigger and the screener ride in the task).

Chance steps: layout tiles, police d6, director, identity tokens, Data Stream draws, d6 rolls,
criminal cards and every custom die, one die per step.
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
    OptionValue,
    ScoreColumn,
    rank_places,
)
from game.games.rogue_agent import content as K
from game.games.rogue_agent import engine as E
from game.games.rogue_agent import heuristics as _h
from game.games.rogue_agent import scoring, text, tips
from game.games.rogue_agent.state import CONSTANT_DEFAULTS, RAState, from_json, replace, to_json

Action = tuple

SCORE_COLUMNS = (
    ScoreColumn("influence", {"en": "Influence", "hu": "Befolyás"}),
    ScoreColumn("informants", {"en": "Informants", "hu": "Informátorok"}),
    ScoreColumn("syndicates", {"en": "Syndicate bonus", "hu": "Szindikátus-bónusz"}),
    ScoreColumn("total", {"en": "Total", "hu": "Összesen"}, decisive=True),
    ScoreColumn("stamina", {"en": "Stamina (tie-break)", "hu": "Állóképesség (holtverseny)"}),
)


class RogueAgentGame(GameBase):
    spec = GameSpec(
        id="rogue_agent",
        name="Rogue Agent",
        min_players=2,
        max_players=4,
        has_chance=True,
        hidden_info=True,
        board_kind="city",
        description="Patrol Rain City, hunt criminals, stop assassins, defuse bombs and gain the most influence.",
        names={"en": "Rogue Agent", "hu": "Rogue Agent – Az ügynök"},
        descriptions={
            "en": "Patrol Rain City, hunt criminals, stop assassins, defuse bombs and gain the most influence.",
            "hu": "Járőrözz Esővárosban, kapd el a bűnözőket, állítsd meg a bérgyilkosokat, hatástalaníts "
            "bombákat, és szerezd a legtöbb befolyást.",
        },
        options={
            "mode": OptionSpec(
                "agent",
                "agents only (2-4 players, 6 rounds) or with androids (3-4 players, 8 rounds, hidden identities)",
                ("agent", "android"),
                values=(OptionValue("agent"), OptionValue("android", min_players=3)),
            ),
            # spec 9.3: the rule flags and the data constants with an alternative reading
            "discs_drawn": OptionSpec("2-2-3", "event discs drawn each round for 2/3/4 players (A-03)",
                                      ("2-2-3", "1-2-3"), advanced=True),
            "identity_pool": OptionSpec("6A-6H", "Android mode: identity tokens, android/human (2.11)",
                                        ("6A-6H", "5A-7H"), advanced=True,
                                        only_when=(("mode", "android"),)),
            # revised (issue 16): the printed readings; the old ones stay house rules. Both
            # older options were always written into headers, so only the new patrol option needs a legacy.
            "search_blast_informants": OptionSpec("any", "whose informants cancel search blasts (A-17)",
                                                  ("any", "own"), advanced=True),
            "t_kill_informant_city": OptionSpec("any_attackers_choice", "'remove one informant in the city': any "
                                                "informant the attacker chooses, or one of his own (A-16)",
                                                ("any_attackers_choice", "own"), advanced=True),
            "patrol_out_and_back": OptionSpec("on", "a patrol may return to the location it started from (A-18)",
                                              ("on", "off"), advanced=True, legacy="off"),
            "police_removes_criminals": OptionSpec("off", "the arriving police also removes criminals (A-31)",
                                                   ("off", "on"), advanced=True),
            "end_bonus_first_time_only": OptionSpec("off", "a track's end bonus only the first time (A-08)",
                                                    ("off", "on"), advanced=True),
        },
    )
    heuristics = _h

    # ----- setup ---------------------------------------------------------------------------
    def initial_state(self, num_players: int, options: Mapping[str, Any]) -> RAState:
        opts = self.validate_options(options)
        mode = str(opts["mode"])
        lo, hi = (3, 4) if mode == "android" else (2, 4)
        if not lo <= num_players <= hi:
            raise ValueError(f"Rogue Agent's {mode} mode takes {lo} to {hi} players, not {num_players}")
        return E.advance(E.initial_state(num_players, mode, option_flags(opts)))

    def current_player(self, s: RAState) -> int:
        if not s.stack:
            return TERMINAL
        top = s.stack[-1]
        return CHANCE if top[0] == "R" else int(top[1])

    def legal_actions(self, s: RAState) -> Sequence[Action]:
        if not s.stack or s.stack[-1][0] != "D":
            return []
        return E.options(s)

    def chance_outcomes(self, s: RAState) -> Sequence[tuple[Action, float]]:
        if not s.stack or s.stack[-1][0] != "R":
            return []
        return E.chance_outcomes(s)

    def apply(self, s: RAState, a: Action) -> RAState:
        if not s.stack:
            raise IllegalAction("The game is over.")
        try:
            a = tuple(a)
        except TypeError:
            raise IllegalAction(f"{a!r} is not an action") from None
        s = replace(s, events=())
        if s.stack[-1][0] == "R":
            if a not in {o for o, _p in E.chance_outcomes(s)}:
                raise IllegalAction(f"{a!r} is not a possible outcome here")
            return E.advance(E.apply_chance(s, a))
        if a not in E.options(s):
            raise IllegalAction(text.why_illegal(s, a, "en"))
        return E.advance(E.decide(s, a))

    # ----- scores --------------------------------------------------------------------------
    def breakdown(self, s: RAState) -> list[dict[str, Any]]:
        return scoring.breakdown(s)

    def returns(self, s: RAState) -> tuple[float, ...]:
        return tuple(float(r["total"]) for r in scoring.breakdown(s))

    def winners(self, s: RAState) -> list[int]:
        return scoring.winners(s)

    def score_columns(self) -> tuple[ScoreColumn, ...]:
        return SCORE_COLUMNS

    def places(self, s: RAState) -> list[int]:
        rows = scoring.breakdown(s)
        return rank_places(scoring.winners(s), [(r["total"], r["stamina"]) for r in rows])

    # ----- hidden information --------------------------------------------------------------
    def player_view(self, s: RAState, viewer: int | None) -> RAState:
        players = tuple(
            p if seat == viewer else replace(p, tokens=tuple(HIDDEN for _ in p.tokens))
            for seat, p in enumerate(s.players)
        )
        crims = tuple(
            c if c.face_up or (viewer is not None and viewer in c.investigators) else replace(c, card=HIDDEN)
            for c in s.criminals
        )
        out = tuple(c if isinstance(c, str) and not c.startswith("?") else HIDDEN for c in s.out_pile)
        return replace(s, players=players, criminals=crims, deck=tuple(HIDDEN for _ in s.deck), out_pile=out)

    def decision_seat_is_secret(self, s: RAState) -> bool:
        """Hot-seat needs a pass screen only when the deciding seat's screen shows something the
        others may not see: its own identity tokens (Android mode) or a face-down criminal card it
        investigated. Otherwise (agent mode before any investigation) the seats just play on."""
        seat = self.current_player(s)
        if not 0 <= seat < len(s.players):
            return False
        if any(t is not HIDDEN for t in s.players[seat].tokens):
            return True
        return any(not c.face_up and seat in c.investigators for c in s.criminals)

    def determinize(self, view: RAState, viewer: int, rng: random.Random) -> RAState:
        seen = [c.card for c in view.criminals if c.card is not HIDDEN]
        seen += [c for p in view.players for c in p.turned_in]
        seen += [c for c in view.out_pile if c is not HIDDEN]
        pool = sorted(set(K.CARD_IDS) - set(seen))
        rng.shuffle(pool)
        crims = tuple(replace(c, card=pool.pop()) if c.card is HIDDEN else c for c in view.criminals)
        out = tuple("?" + pool.pop() if c is HIDDEN else c for c in view.out_pile)
        deck = tuple(sorted(pool[: len(view.deck)]))
        players = view.players
        if view.mode == "android":
            a, h = K.identity_pool(view.num_players, view.flag("identity_pool"))
            left = Counter({"A": a, "H": h})
            for p in view.players:
                left.subtract(p.revealed)
                left.subtract(t for t in p.tokens if t is not HIDDEN)
            bag = sorted(left.elements())
            rng.shuffle(bag)
            players = tuple(replace(p, tokens=tuple(bag.pop() if t is HIDDEN else t for t in p.tokens))
                            for p in view.players)
        return replace(view, criminals=crims, out_pile=out, deck=deck, players=players)

    def reveals_information(self, before: RAState, action: Action, after: RAState) -> bool:
        """Undo barrier: a die, draw or deal, a card turned up or peeked at, a token revealed."""
        if self.current_player(after) == CHANCE or (bool(before.stack) and before.stack[-1][0] == "R"):
            return True
        seen = {(c.num, c.face_up, c.investigators) for c in before.criminals}
        if any((c.num, c.face_up, c.investigators) not in seen for c in after.criminals):
            return True
        return any(p.revealed != q.revealed for p, q in zip(before.players, after.players, strict=True))

    # ----- words ---------------------------------------------------------------------------
    def describe(self, s: RAState, a: Action, lang: str) -> str:
        return text.describe(s, tuple(a), lang)

    def label(self, s: RAState, a: Action, lang: str) -> str:
        return text.label(s, tuple(a), lang)

    def ends_turn(self, s: RAState, a: Action) -> bool:
        """End turn: the table keeps it in the strip with its shortcut."""
        return tuple(a) == ("end",)

    def choice_tip(self, s: RAState, a: Action, lang: str) -> str:
        """What a choice does, for its tooltip."""
        return tips.choice_tip(s, tuple(a), lang)

    def prompt(self, s: RAState, lang: str) -> str:
        return text.prompt(s, lang)

    def log_line(self, before: RAState, a: Action, after: RAState, lang: str) -> str | None:
        return text.log_line(before, tuple(a), after, lang)

    def over_notes(self, s: RAState, lang: str) -> list[str]:
        """Lines under the game-over results: in Android mode, who was an android."""
        return text.over_notes(s, lang)

    def log_round(self, s: RAState) -> int | None:
        return s.round if s.round >= 1 else None

    # ----- JSON ----------------------------------------------------------------------------
    def encode_action(self, a: Action) -> Any:
        return list(a)

    def decode_action(self, j: Any) -> Action:
        if not isinstance(j, list) or not j or not isinstance(j[0], str):
            raise ValueError(f"not a Rogue Agent action: {j!r}")
        if not all(isinstance(x, (str, int)) and not isinstance(x, bool) for x in j):
            raise ValueError(f"not a Rogue Agent action: {j!r}")
        return tuple(j)

    def to_json(self, s: RAState) -> Any:
        return to_json(s)

    def from_json(self, j: Any) -> RAState:
        return from_json(j)


def option_flags(opts: Mapping[str, Any]) -> dict[str, Any]:
    """The state's rule flags from the options (spec 9.3). The two data constants are stored only
    when not the default, a flag newer than old saves only when not its legacy value
    (``RAState.flag``), so a game set up as before has the state it always had."""
    flags: dict[str, Any] = {
        "search_blast_informants": str(opts["search_blast_informants"]),
        "t_kill_informant_city": str(opts["t_kill_informant_city"]),
        "police_removes_criminals": opts["police_removes_criminals"] == "on",
        "end_bonus_first_time_only": opts["end_bonus_first_time_only"] == "on",
        "patrol_out_and_back": opts["patrol_out_and_back"] == "on",
    }
    for key in ("discs_drawn", "identity_pool"):
        if opts[key] != CONSTANT_DEFAULTS[key]:
            flags[key] = str(opts[key])
    return flags


# Small pure helpers for the view (hover odds, dice tray).
hit_odds = _h.hit_odds
last_roll = E.last_roll
