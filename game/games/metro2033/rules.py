"""Metro 2033 (Hobby World, 2011): the rules object (the engine's Game interface: options, turn
order, legal actions, hidden information, words, JSON), per /work/shared/rules/metro_2033.md.

The state and the flow
----------------------
State (``state.State``, frozen): ``players`` (per seat: faction, hero, resources pig/mushroom/ammo,
army, controlled ``stations``, ``hero_at``, ``equipment``, uncompleted ``quests`` as (id, round
drawn), completed ``done``, ``wounded`` = the round whose hero phase the hero misses, ``scout``
card, round flags and this round's quest-ability ``effects``); ``round``, ``first``, ``stage``
(1/2), ``phase`` (setup, events, mobilize, army, hero, end, over); the Hansa ``market`` and the
equipment/quest/law piles; ``decks`` = the two danger decks (``top``/``bottom`` are ordered
(card, knowers) lists, ``pile`` is the shuffled rest); ``law`` in force (since ``law_round``),
``law_new`` while a vote runs; ``combat`` (a ``Combat``: purpose, both sides, danger card, combat
hands, chosen cards, result); ``offer`` (cards a seat keeps one of), ``peek`` (Anna/Forewarned).

Decisions come from a task stack (``flow`` runs it; each part of the rules has its module:
``rounds``, ``heroes``, ``combat``, ``quests``, ``draws`` on ``basics``): the top task names the deciding seat and its kind
(faction, hero, hero_home, keep_eq/keep_q, polis_res, defend, vote, upkeep, recruit, army,
use_scout, defender, card, annex, any, eq_discard, flee, strip, take, destroy, min3, hero_move,
hero_act, market, order, complete). A round pushes: checkpoint, Events (production / Dangers
from the dark: every seat's defend choice, one revealed card fought by all / law: draw, votes,
resolve), Mobilization (upkeep then recruit per seat), Army actions (one per seat), Hero actions
(move, then one action per seat), End of round (expiries, victory, round limit, first player
passes, stage check). Combat between players: the defender's unit, a chance ``deal`` of 3+3
combat cards, the attacker's card then the defender's (each hidden from the other in
``player_view`` until the ``reveal``), then the fight and its consequences; checkpoints (min-3
stations, return to stage I, quest completion) follow every action and phase.
Randomness: every draw is a chance node (one card from a sorted pile), never drawn in the rules.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from game.engine.core import (
    CHANCE,
    HIDDEN,
    PER_SEAT,
    TERMINAL,
    GameBase,
    GameSpec,
    IllegalAction,
    OptionSpec,
    OptionValue,
    ScoreColumn,
    rank_places,
    seat_values,
)
from game.games.metro2033 import flow, orders, quests, text
from game.games.metro2033 import heuristics as _h
from game.games.metro2033.content import COMBAT_IDS, DANGER_DECK, FACTION_IDS, FACTIONS, POLIS, QUESTS
from game.games.metro2033.state import Combat, Deck, State, from_json, packed_opts, replace, to_json

Action = tuple

SCORE_COLUMNS = (
    ScoreColumn("stations", {"en": "Stations", "hu": "Állomások"}),
    ScoreColumn("quests", {"en": "Quests", "hu": "Küldetések"}),
    ScoreColumn("polis", {"en": "Polis stations", "hu": "Polisz-állomások"}, hide_if_zero=True),
    ScoreColumn("target", {"en": "VP needed", "hu": "Szükséges GP"}),
    ScoreColumn("total", {"en": "VP", "hu": "GP"}, decisive=True),
)


def _bool_values(key: str) -> tuple[OptionValue, ...]:
    return (OptionValue(False), OptionValue(True))


FACTION_VALUES = (OptionValue("random"),) + tuple(
    OptionValue(f, colour=tuple(int(FACTIONS[f]["colour"][i:i + 2], 16) for i in (1, 3, 5)))  # type: ignore[arg-type]
    for f in FACTION_IDS)


def chosen_factions(n: int, o: Mapping[str, Any]) -> tuple[str, ...]:
    """The faction per seat chosen at setup ("random": drawn when the game starts); fewer
    entries than seats leave the rest to chance. Each faction at most once, and two factions
    whose zones would not connect (the map splits) cannot play alone."""
    entries = [e.strip().lower() for e in str(o["seat_factions"]).split(",") if e.strip()]
    while len(entries) > n and entries[-1] == "random":  # a spare "random" names no seat
        entries.pop()
    if len(entries) > n:
        raise ValueError(f"option seat_factions names {len(entries)} factions for {n} players: give one per seat")
    entries += ["random"] * (n - len(entries))
    for e in entries:
        if e != "random" and e not in FACTIONS:
            raise ValueError(f"option seat_factions: unknown faction {e!r} (use {', '.join(FACTION_IDS)} or random)")
    fixed = [e for e in entries if e != "random"]
    if len(set(fixed)) != len(fixed):
        raise ValueError("option seat_factions: each faction can be chosen by one player only")
    if len(fixed) == n and not flow.playable_factions(fixed):
        names = " and ".join(FACTIONS[f]["name"]["en"] for f in fixed)
        raise ValueError(f"option seat_factions: {names} cannot play alone: their zones do not connect; choose another")
    return tuple(entries)


class Metro2033Game(GameBase):
    spec = GameSpec(
        id="metro2033",
        name="Metro 2033",
        min_players=2,
        max_players=6,
        has_chance=True,
        hidden_info=True,
        board_kind="graph",
        description="Lead a faction of the Moscow metro: hold stations, fight dangers and rivals, "
        "complete quests; 10 victory points (the Red Line 9) or the whole Polis wins.",
        names={"hu": "Metro 2033"},
        descriptions={
            "en": "Lead a faction of the Moscow metro: hold stations, fight dangers and rivals, "
            "complete quests; 10 victory points (the Red Line 9) or the whole Polis wins.",
            "hu": "Vezesd a moszkvai metró egyik pártját: tarts meg állomásokat, harcolj veszedelmekkel és "
            "riválisokkal, teljesíts küldetéseket; 10 győzelmi pont (a Vörös vonalnak 9) vagy az egész Polisz nyer.",
        },
        options={
            "first_player": OptionSpec(
                "random",
                "who goes first: a seat number or random",
                ("random", "1", "2", "3", "4", "5", "6"),
                values=seat_values(6, "option.seat", "option.first_player.seat.help"),
            ),
            # Factions: the printed draft at the table, or chosen on the setup page (issue 17).
            "faction_choice": OptionSpec(
                "draft", "factions drafted at the table as printed, or (choose) chosen per seat at setup",
                ("draft", "choose"),
            ),
            "seat_factions": OptionSpec(
                "random,random", "with faction_choice=choose: one faction per seat, comma separated "
                "(red_line, fourth_reich, arbat, alliance_1905, baumansky, bandits, or random)",
                kind=PER_SEAT, values=FACTION_VALUES, distinct=True, only_when=(("faction_choice", "choose"),),
            ),
            # Revised readings (issue 16; spec A25, A26, 5.8, A19): the printed rules are the defaults,
            # the readings played before stay house rules. An old file names max_rounds and
            # law_duration_rounds (it holds "30" and "3"); it predates the quest options (legacy).
            "max_rounds": OptionSpec(
                "off", "no round limit as printed, or the game ends after this round if nobody has won",
                ("off", "30", "20", "40"), advanced=True,
            ),
            "law_duration_rounds": OptionSpec(
                "replaced", "a law stays in force until another law is accepted, or only for 3 rounds",
                ("replaced", "3"), advanced=True,
            ),
            "quest_completion": OptionSpec(
                "after_draw", "a quest completes as soon as its goal is carried out after the draw, or "
                "(next_round) not before the round after its draw, a goal already met counting then",
                ("after_draw", "next_round"), advanced=True, legacy="next_round",
            ),
            "quest_ability_timing": OptionSpec(
                "every_decision", "quest abilities at every decision of the owner (upkeep, danger choice, "
                "vote, annexing, fights), or (own_turn) only in its own action turns and fights",
                ("every_decision", "own_turn"), advanced=True, legacy="own_turn",
            ),
            "event_loss_unit_penalty": OptionSpec(
                False, "losing a station to Dangers from the dark also costs the army 1 / wounds the hero",
                (False, True), advanced=True,
            ),
            "wound_skips_current_phase": OptionSpec(
                True, "a hero wounded before its hero turn loses that turn (and acts next round)",
                (True, False), advanced=True,
            ),
            "min3_allow_polis": OptionSpec(
                False, "the free station of the minimum-3 rule may be a Polis station",
                (False, True), advanced=True,
            ),
            "station_hero_defence_uses_hero_rules": OptionSpec(
                False, "a hero defending a station against a hero fights by the hero-against-hero rules (the loser is wounded, the winner may take a card)",
                (False, True), advanced=True,
            ),
        },
    )
    heuristics = _h

    # ----- setup and turn order ----------------------------------------------------------------
    def initial_state(self, num_players: int, options: Mapping[str, Any]) -> State:
        if not self.spec.min_players <= num_players <= self.spec.max_players:
            raise ValueError(f"Metro 2033 takes 2 to 6 players, not {num_players}")
        o = self.validate_options(options)
        first = None
        if str(o["first_player"]) != "random":
            seat = int(o["first_player"])
            if not 1 <= seat <= num_players:
                raise ValueError(
                    f"option first_player={seat}: there is no player {seat} in a {num_players}-player game"
                )
            first = seat - 1
        limit = 0 if o["max_rounds"] == "off" else int(o["max_rounds"])
        duration = 0 if o["law_duration_rounds"] == "replaced" else int(o["law_duration_rounds"])
        opts = packed_opts((
            limit, duration, bool(o["event_loss_unit_penalty"]), bool(o["wound_skips_current_phase"]),
            bool(o["min3_allow_polis"]), bool(o["station_hero_defence_uses_hero_rules"]),
            o["quest_completion"] == "after_draw", o["quest_ability_timing"] == "every_decision",
        ))
        chosen = chosen_factions(num_players, o) if o["faction_choice"] == "choose" else ()
        return flow.advance(flow.initial_state(num_players, opts, first, chosen))

    def current_player(self, s: State) -> int:
        if not s.stack:
            return TERMINAL
        if s.stack[-1][0] in flow.DRAWS:
            return CHANCE
        return flow.decider(s)

    def legal_actions(self, s: State) -> Sequence[Action]:
        if not s.stack or s.stack[-1][0] in flow.DRAWS:
            return []
        return flow.options(s)

    def chance_outcomes(self, s: State) -> Sequence[tuple[Action, float]]:
        if not s.stack or s.stack[-1][0] not in flow.DRAWS:
            return []
        return flow.chance_outcomes(s)

    def apply(self, s: State, a: Action) -> State:
        if not s.stack:
            raise IllegalAction("The game is over.")
        try:
            a = tuple(a)
        except TypeError:
            raise IllegalAction(f"{a!r} is not an action") from None
        if s.stack[-1][0] in flow.DRAWS:
            if a not in [o for o, _p in flow.chance_outcomes(s)]:
                raise IllegalAction(f"{a!r} is not a possible draw here")
            return flow.advance(flow.apply_chance(s, a))
        if a not in flow.options(s):
            raise IllegalAction(f"That is not allowed now ({text.prompt(s, 'en')}).")
        return flow.advance(flow.decide(s, a))

    # ----- scores ------------------------------------------------------------------------------
    def breakdown(self, s: State) -> list[dict[str, Any]]:
        rows = []
        for p in s.players:
            rows.append({
                "stations": len(p.stations),
                "quests": len(p.done),
                "polis": sum(1 for st in p.stations if st in POLIS),
                "target": flow.vp_target(p) if p.faction else 10,
                "total": p.vp(),
            })
        return rows

    def returns(self, s: State) -> tuple[float, ...]:
        if s.winner >= 0:
            return tuple(1.0 if i == s.winner else 0.0 for i in range(s.n))
        return tuple(0.0 for _ in range(s.n))

    def winners(self, s: State) -> list[int]:
        return [s.winner] if s.winner >= 0 else []

    def score_columns(self) -> tuple[ScoreColumn, ...]:
        return SCORE_COLUMNS

    def places(self, s: State) -> list[int]:
        keys = [(-(flow.vp_target(p) - p.vp()) if p.faction else 0, p.vp()) for p in s.players]
        return rank_places(self.winners(s), keys)

    # ----- hidden information ------------------------------------------------------------------
    def player_view(self, s: State, viewer: int | None) -> State:
        players = []
        for seat, p in enumerate(s.players):
            if seat == viewer:
                players.append(p)
                continue
            players.append(replace(
                p,
                quests=tuple((HIDDEN, r) for _q, r in p.quests),
                waiting=(),
                scout=HIDDEN if p.scout else "",
            ))
        decks = tuple(self._deck_view(d, viewer) for d in s.decks)
        offer = s.offer
        if offer and any(c in QUESTS for c in offer) and s.offer_owner != viewer:
            offer = tuple(HIDDEN for _ in offer)
        peek = s.peek if s.peek_owner == viewer else tuple(HIDDEN for _ in s.peek)
        return replace(
            s,
            players=tuple(players),
            q_pile=tuple(HIDDEN for _ in s.q_pile),
            q_discard=tuple(HIDDEN for _ in s.q_discard),
            decks=decks,
            offer=offer,
            peek=peek,
            combat=self._combat_view(s.combat, viewer),
        )

    @staticmethod
    def _deck_view(d: Deck, viewer: int | None) -> Deck:
        def side(cards: tuple) -> tuple:
            return tuple((c if viewer in k else HIDDEN, k) for c, k in cards)

        return replace(d, top=side(d.top), bottom=side(d.bottom), pile=tuple(HIDDEN for _ in d.pile))

    @staticmethod
    def _combat_view(c: Combat | None, viewer: int | None) -> Combat | None:
        if c is None or c.defender < 0:
            return c
        sides = (c.attacker, c.defender)
        hands = tuple(h if sides[i] == viewer else tuple(HIDDEN for _ in h) for i, h in enumerate(c.hands))
        cards = tuple(
            x if (c.revealed or sides[i] == viewer or not x) else HIDDEN for i, x in enumerate(c.cards)
        )
        return replace(c, hands=hands, cards=cards)

    def determinize(self, view: State, viewer: int, rng: random.Random) -> State:
        s = self._fill_quests(view, rng)
        s = self._guess_waiting(s, viewer)
        s = self._fill_dangers(s, rng)
        return self._fill_combat(s, viewer, rng)

    @staticmethod
    def _fill_quests(v: State, rng: random.Random) -> State:
        pool = Counter(list(QUESTS))
        for p in v.players:
            pool.subtract(q for q, _r in p.quests if q is not HIDDEN)
            pool.subtract(p.done)
        pool.subtract(c for c in v.offer if c is not HIDDEN and c in QUESTS)
        cards = sorted(pool.elements())
        rng.shuffle(cards)
        players = []
        for p in v.players:
            qs = tuple((cards.pop() if q is HIDDEN else q, r) for q, r in p.quests)
            players.append(replace(p, quests=qs))
        offer = tuple(cards.pop() if c is HIDDEN else c for c in v.offer)
        pile = tuple(sorted(cards.pop() for _ in v.q_pile))
        discard = tuple(sorted(cards.pop() for _ in v.q_discard))
        return replace(v, players=tuple(players), offer=offer, q_pile=pile, q_discard=discard)

    @staticmethod
    def _guess_waiting(v: State, viewer: int) -> State:
        """A rival's open quest whose goal holds now would have completed at the last checkpoint
        unless its goal already held when it was drawn (spec 5.8): take it as waiting."""
        if not v.opt("quest_after_draw"):
            return v
        players = list(v.players)
        for seat, p in enumerate(players):
            if seat != viewer and p.quests:
                held = [q for q, _r in p.quests if quests.goal_met(v, seat, QUESTS[q]["goal"])]
                players[seat] = replace(p, waiting=tuple(held))
        return replace(v, players=tuple(players))

    @staticmethod
    def _fill_dangers(v: State, rng: random.Random) -> State:
        decks = list(v.decks)
        players = list(v.players)
        peek = v.peek
        for k in (0, 1):
            d = decks[k]
            pool = Counter(DANGER_DECK[k + 1])
            pool.subtract(c for c, _w in d.top + d.bottom if c is not HIDDEN)
            pool.subtract(d.discard)
            pool.subtract(p.scout for p in players if p.scout and p.scout is not HIDDEN)
            pool.subtract(c for c in (v.event_card, v.combat.danger if v.combat else "") if c)
            pool.subtract(c for c in peek if c is not HIDDEN)
            cards = sorted(c for c in pool.elements() if pool[c] > 0)
            rng.shuffle(cards)
            if k == v.stage - 1:
                for seat, p in enumerate(players):
                    if p.scout is HIDDEN:
                        players[seat] = replace(p, scout=cards.pop())
                peek = tuple(cards.pop() if c is HIDDEN else c for c in peek)
            top = tuple((cards.pop() if c is HIDDEN else c, w) for c, w in d.top)
            bottom = tuple((cards.pop() if c is HIDDEN else c, w) for c, w in d.bottom)
            pile = tuple(sorted(cards.pop() for _ in d.pile))
            decks[k] = replace(d, top=top, bottom=bottom, pile=pile)
        return replace(v, decks=tuple(decks), players=tuple(players), peek=peek)

    @staticmethod
    def _fill_combat(v: State, viewer: int, rng: random.Random) -> State:
        c = v.combat
        if c is None or c.defender < 0 or not any(h for h in c.hands):
            return v
        known = [x for h in c.hands for x in h if x is not HIDDEN]
        pool = [x for x in COMBAT_IDS if x not in known]
        rng.shuffle(pool)
        hands = tuple(tuple(sorted(pool.pop() if x is HIDDEN else x for x in h)) for h in c.hands)
        cards = tuple(rng.choice(hands[i]) if x is HIDDEN else x for i, x in enumerate(c.cards))
        return replace(v, combat=replace(c, hands=hands, cards=cards))

    def reveals_information(self, before: State, action: Action, after: State) -> bool:
        return self.current_player(after) == CHANCE or self.current_player(before) == CHANCE

    def decision_seat_is_secret(self, s: State) -> bool:
        """A pass screen is needed when the deciding seat's screen shows something private:
        its open quests, a scouted card, a quest draw, a danger look-ahead or a combat hand."""
        if not s.stack or s.stack[-1][0] in flow.DRAWS:
            return False
        if s.phase == "setup":
            return True  # the seats take their places behind the pass screen from the start
        seat = flow.decider(s)
        p = s.players[seat]
        if p.quests or p.scout or s.offer_owner == seat or s.peek_owner == seat:
            return True
        if any(seat in k for d in s.decks for _c, k in d.top + d.bottom):
            return True
        c = s.combat
        return bool(c and c.defender >= 0 and seat in (c.attacker, c.defender) and any(c.hands))

    # ----- words ---------------------------------------------------------------------------------
    def describe(self, s: State, a: Action, lang: str) -> str:
        return text.describe(s, tuple(a), lang)

    def label(self, s: State, a: Action, lang: str) -> str:
        """A choice as an order with its cost ("Recruit 2 (2 ammo, 2 pig)"): ``orders``."""
        return orders.label(s, tuple(a), lang)

    def ends_turn(self, s: State, a: Action) -> bool:
        """Whether a choice is the decision's End turn / Pass (the table keeps it last, with its key)."""
        return orders.ends_turn(s, tuple(a))

    def choice_tip(self, s: State, a: Action, lang: str) -> str:
        """What a choice does, for its tooltip."""
        return orders.tip(s, tuple(a), lang)

    def seat_role(self, s: State, seat: int, lang: str) -> str:
        """The faction a seat leads ("Red Line"), beside its name on the game-over table."""
        p = s.players[seat] if 0 <= seat < len(s.players) else None
        return text.card_name(p.faction, lang) if p is not None and p.faction else ""

    def prompt(self, s: State, lang: str) -> str:
        return text.prompt(s, lang)

    def log_line(self, before: State, a: Action, after: State, lang: str) -> str | None:
        """What the step did, in words, from the public views around it."""
        return text.log_line(self.player_view(before, None), tuple(a),
                             self.player_view(after, None) if after is not None else None, lang)

    def log_round(self, s: State) -> int | None:
        return s.round or None

    def log_round_split(self, line: str, after: State, lang: str) -> tuple[str, str] | None:
        """The table's log shows a line that opens a round in two, the round's separator between:
        the step's words (and what else it changed), then the round's own ("Round 1: production:
        ..."). The log line itself stays one (replays store it)."""
        return text.split_round_words(line, after, lang)

    # ----- JSON ------------------------------------------------------------------------------------
    def encode_action(self, a: Action) -> Any:
        return list(a)

    def decode_action(self, j: Any) -> Action:
        if not isinstance(j, list) or not j or not isinstance(j[0], str):
            raise ValueError(f"not a Metro 2033 action: {j!r}")
        out = []
        for x in j:
            if isinstance(x, list):
                out.append(tuple(x))
            elif isinstance(x, (str, int, bool)):
                out.append(x)
            else:
                raise ValueError(f"not a Metro 2033 action: {j!r}")
        return tuple(out)

    def to_json(self, s: State) -> Any:
        return to_json(s)

    def from_json(self, j: Any) -> State:
        return from_json(j)
