"""Android rules engine (spec: shared/rules/android.md). Pure and deterministic.

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
which the window goes on with the next seats.

The known top of the evidence pile (peek_pile) is ``pile_top``: the next draws take it first.

Option orders_review=between_turns: before a turn, a ("review", seat, active) decision lets each
other seat whose hand changed edit its orders (then its "ask" orders act as plain ones that turn).

Not built yet: the always-prompt option of 8.2.1 (ask_me_always_prompts).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
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
    seat_values,
)
from game.games.android import board, heuristics, puzzle, scoring, text
from game.games.android.content import CONTENT, FAVORS, FILES
from game.games.android.state import (
    AState,
    Lead,
    Player,
    SuspectState,
    Token,
    decode,
    encode,
    multiset_add,
    multiset_remove,
    set_at,
    set_key,
    with_player,
    with_suspect,
)

R = CONTENT.rules
LOC = CONTENT.locations
CHANCE_TASKS = {"deal_det", "hunch", "plot", "draw", "specific", "first", "memory", "ev", "gen_event", "piece",
                "ptop"}
AUTO_TASKS = {"setup", "turn", "end_day", "start_day", "plot_resolve", "close", "event_now", "window", "go",
              "arrive2", "finish_turn"}
DETECTIVE_CHOICES = ("random",) + CONTENT.detective_ids
SCORE_COLUMNS = (
    ScoreColumn("hunches", {"en": "Hunches", "hu": "Sejtések"}),
    ScoreColumn("tokens", {"en": "Tokens", "hu": "Jelzők"}),
    ScoreColumn("favors", {"en": "Favors", "hu": "Szívességek"}, hide_if_zero=True),
    ScoreColumn("trauma", {"en": "Trauma", "hu": "Trauma"}, hide_if_zero=True),
    ScoreColumn("endings", {"en": "Plot endings", "hu": "Szálak vége"}),
    ScoreColumn("extras", {"en": "Money, memories", "hu": "Pénz, emlékek"}, hide_if_zero=True),
    ScoreColumn("total", {"en": "VP", "hu": "GYP"}, decisive=True),
)
FORCED_WHEN_SINGLE = {"hit_most", "unalibi"}  # event choices that only break ties
REVEALING = {"peek", "look", "flip", "memory_of", "reading", "jimmy_yes", "jimmy", "recover", "reveal", "ok"}


def _det_option() -> OptionSpec:
    return OptionSpec("random", "detective per seat, comma separated (random, caprice, floyd, louis, rachel, "
                      "raymond); 'random' deals them", advanced=True)


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
        s = AState(num_players=num_players, murder=murder.id, calendar=murder.calendar,
                   options=tuple(sorted((k, v) for k, v in opts.items())), players=players,
                   suspects=(), leads=(), queue=tuple(queue), detective_pool=pool)
        return _run(s)

    @staticmethod
    def _chosen_detectives(n: int, value: str) -> list[str]:
        parts = [p.strip() for p in value.split(",") if p.strip()] if value != "random" else []
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

    # ----- hidden information ----------------------------------------------------------------------
    def player_view(self, s: AState, viewer: int | None) -> AState:
        from game.games.android import hidden

        return hidden.player_view(s, viewer)

    def determinize(self, view: AState, viewer: int, rng: random.Random) -> AState:
        from game.games.android import hidden

        return hidden.determinize(view, viewer, rng)

    def decision_seat_is_secret(self, s: AState) -> bool:
        return True

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
        return text.label(s, a, lang)

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
        return encode(s)

    def from_json(self, j: Any) -> AState:
        return decode(j)


# ======================================================================================================
# queue helpers
def _push(s: AState, *tasks: tuple) -> AState:
    """Replace the head with ``tasks`` (run in order), keeping the rest."""
    return replace(s, queue=tuple(tasks) + s.queue[1:])


def _prepend(s: AState, *tasks: tuple) -> AState:
    """Put ``tasks`` before the head (the head runs again afterwards)."""
    return replace(s, queue=tuple(tasks) + s.queue)


def _note(s: AState, *note: Any) -> AState:
    return replace(s, log=(s.log + (note,))[-8:])


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


def cal(s: AState):
    return CONTENT.calendars[s.calendar]


def hand_limit(p: Player) -> int:
    return CONTENT.detectives[p.detective].hand_limit


def deck_available(s: AState, key: str) -> bool:
    return bool(s.deck(key)) or bool(s.discard_pile(key))


def light_key(p: Player) -> str:
    return f"{p.detective}:light"


def dark_keys_for(s: AState, seat: int) -> list[str]:
    """Dark decks a seat may draw from: those of the other detectives in play."""
    me = s.players[seat].detective
    return [f"{p.detective}:dark" for p in s.players if p.detective != me and p.detective]


def living(s: AState) -> list[SuspectState]:
    return [x for x in s.suspects if x.alive]


def npc_alive(p: Player, name: str) -> bool:
    return dict(p.npc_alive).get(name, False)


# ======================================================================================================
# setup (spec 3)
def _auto_setup(s: AState, _head: tuple) -> AState:
    murder = CONTENT.murders[s.murder]
    n = s.num_players
    suspects = tuple(SuspectState(sid) for sid, _loc in murder.suspects[: n + 1])
    leads = [Lead(f"testimony:{sid}", "testimony", LOC[loc].type, loc) for sid, loc in murder.suspects[: n + 1]]
    players = []
    bank = dict(R["banks"])
    for p in s.players:
        d = CONTENT.detectives[p.detective]
        for kind in ("physical", "document"):
            loc = d.leads[kind]
            leads.append(Lead(f"{kind}:{d.id}", kind, LOC[loc].type, loc))
        npc_f = tuple(sorted((npc.name, 0) for npc in d.npcs if npc.favor))
        alive = tuple(sorted((npc.name, npc.start_side == "alive") for npc in d.npcs))
        p2 = replace(p, location=d.start, npc_favors=npc_f, npc_alive=alive, warrants=d.warrants,
                     warrants_left=2 - len(d.warrants))
        for key, v in d.start_tokens.items():
            if key.startswith("npc:"):
                p2 = replace(p2, npc_favors=set_key(p2.npc_favors, key[4:], v))
            elif key == "money":
                p2 = replace(p2, money=v)
            elif key == "dropship":
                p2 = replace(p2, passes=v)
                bank["dropship"] -= v
        if d.id == "caprice":
            p2 = replace(p2, sanity=0)
        if d.id == "floyd":
            p2 = replace(p2, directives=(1, 2, 3))
        if d.id == "louis":
            p2 = replace(p2, mood="bad")
        if d.id == "raymond":
            p2 = replace(p2, wrapped=True)
        players.append(p2)
    in_play = {p.detective for p in players}
    decks = tuple(sorted((k, v) for k, v in CONTENT.decks.items() if k.split(":")[0] in in_play))
    hunches = tuple(sorted(f"{c}_{x.id}" for x in suspects for c in ("guilty", "innocent")))
    s = replace(s, players=tuple(players), suspects=suspects, leads=tuple(leads),
                lily=murder.lily[0], jimmy=murder.jimmy[0],
                evidence_pile=tuple(sorted(c for c, k in CONTENT.evidence_mix.items() for _ in range(k))),
                hunch_pool=hunches, decks=decks, discards=tuple((k, ()) for k, _v in decks),
                event_deck=CONTENT.general_events, bank=tuple(sorted(bank.items())),
                grid=(puzzle.CENTRE,),
                piles=tuple(tuple(sorted(pid for pid, pc in CONTENT.pieces.items() if pc.pile == pile))
                            if not (pile == "shift" and s.opt("empty_first_pile") == "on") else ()
                            for pile in ("shift", "favor", "baggage")))
    tasks: list[tuple] = []
    tasks += [("hunch", i, "guilty") for i in range(n)] + [("hunch", i, "innocent") for i in range(n)]
    tasks += [("plot", i) for i in range(n)]
    for i, p in enumerate(players):
        tasks += [("draw", i, light_key(p)), ("draw", i, light_key(p)),
                  ("draw", i, f"{players[(i + 1) % n].detective}:dark")]
    for i, p in enumerate(players):
        if p.detective == "rachel":
            tasks += [("extra_draw", i), ("extra_draw", i)]
    tasks.append(("specific",))
    fp = str(s.opt("first_player"))
    if fp == "random":
        tasks.append(("first",))
    else:
        first = min(int(fp) - 1, n - 1)
        s = replace(s, first_player=first, crime_hero=first)  # his hero marker on the crime scene
    if "raymond" in in_play:
        s = replace(s, memory_pool=tuple(sorted(CONTENT.memories)))
        tasks += [("memory", i) for i, p in enumerate(players) if p.detective != "raymond"]
    tasks.append(("start_day",))
    return _push(s, *tasks)


# ======================================================================================================
# chance
def _outcomes(s: AState) -> list[tuple[tuple, float]]:
    head = s.queue[0]
    kind = head[0]
    if kind == "deal_det":
        return _uniform([("det", d) for d in s.detective_pool])
    if kind == "hunch":
        pool = [h for h in s.hunch_pool if h.startswith(head[2])]
        return _weighted(pool, "hunch")
    if kind == "plot":
        return _uniform([("plot", pid) for pid in _plot_choices(s, head[1])])
    if kind == "draw":
        key = head[2]
        cards = s.deck(key) or s.discard_pile(key)
        p = s.players[head[1]]
        if len(p.hand) >= hand_limit(p):
            return []
        return _weighted(list(cards), "card")
    if kind == "specific":
        return _uniform([("specific", e) for e in CONTENT.murders[s.murder].specific_events])
    if kind == "first":
        return _uniform([("first", i) for i in range(s.num_players)])
    if kind == "memory":
        return _weighted(list(s.memory_pool), "memory")
    if kind == "ev":
        if s.pile_top:
            return [(("token", s.pile_top[0][0]), 1.0)]
        return _weighted(list(s.evidence_pile), "token")
    if kind == "ptop":
        return _weighted(list(s.evidence_pile), "token")
    if kind == "gen_event":
        deck = s.event_deck or tuple(sorted(s.event_discards))
        return _weighted(list(deck), "event")
    if kind == "piece":
        pile = s.players[head[1]].pile
        return _weighted(list(s.piles[pile]), "piece") if pile >= 0 else []
    return []


def _uniform(items: list[tuple]) -> list[tuple[tuple, float]]:
    return [(it, 1 / len(items)) for it in items] if items else []


def _weighted(values: list[Any], tag: str) -> list[tuple[tuple, float]]:
    counts = Counter(values)
    total = len(values)
    return [((tag, v), c / total) for v, c in sorted(counts.items())]


def _plot_choices(s: AState, seat: int) -> list[str]:
    p = s.players[seat]
    det = CONTENT.detectives[p.detective]
    left = [pid for pid in det.plots if pid not in p.played_plots]
    if not p.played_plots:  # the week-1 draw: Caprice leaves "Descent into Madness" out
        return [pid for pid in left if not CONTENT.plots[pid].excluded_from_start]
    forced = [pid for pid in left if CONTENT.plots[pid].excluded_from_start]
    if p.detective == "caprice" and p.sanity <= -2 and forced:
        return forced
    return left


def _apply_chance(s: AState, a: tuple) -> AState:
    head = s.queue[0]
    kind = head[0]
    if kind == "deal_det":
        s = with_player(s, head[1], detective=a[1])
        return _push(replace(s, detective_pool=multiset_remove(s.detective_pool, a[1])))
    if kind == "hunch":
        field = head[2]
        s = with_player(s, head[1], **{field: a[1].split("_", 1)[1]})
        return _push(replace(s, hunch_pool=multiset_remove(s.hunch_pool, a[1])))
    if kind == "plot":
        p = s.players[head[1]]
        s = with_player(s, head[1], plot=a[1], plot_card="start", good=0, bad=0,
                        played_plots=p.played_plots + (a[1],))
        return _push(_note(s, "plot", head[1], a[1]))
    if kind == "draw":
        return _push(_draw_card(s, head[1], head[2], a[1]))
    if kind == "specific":
        return _push(replace(s, specific=a[1]))
    if kind == "first":
        return _push(replace(s, first_player=a[1], crime_hero=a[1]))
    if kind == "memory":
        s = with_player(s, head[1], memory=a[1])
        return _push(replace(s, memory_pool=multiset_remove(s.memory_pool, a[1])))
    if kind == "ev":
        if s.pile_top:
            return _push(replace(s, pile_top=s.pile_top[1:], drawn=s.drawn + (a[1],)))
        return _push(replace(s, evidence_pile=multiset_remove(s.evidence_pile, a[1]), drawn=s.drawn + (a[1],)))
    if kind == "ptop":
        s = replace(s, evidence_pile=multiset_remove(s.evidence_pile, a[1]), pile_top=s.pile_top + ((a[1], (head[1],)),))
        return _push(s)
    if kind == "gen_event":
        return _general_event(_push(s), a[1])  # its tasks run next
    if kind == "piece":
        return _push(_drew_piece(s, head[1], a[1]), *_benefit_tasks(s, head[1]))
    raise IllegalAction(f"{a!r} is not a possible outcome here")


def _draw_card(s: AState, seat: int, key: str, card: str) -> AState:
    deck = s.deck(key)
    if not deck:  # the face-up cards at the bottom are shuffled into a new deck first (FAQ)
        deck = tuple(sorted(s.discard_pile(key)))
        s = replace(s, discards=set_key(s.discards, key, ()))
    deck = multiset_remove(deck, card)
    if not deck and s.discard_pile(key):
        deck = tuple(sorted(s.discard_pile(key)))
        s = replace(s, discards=set_key(s.discards, key, ()))
    s = replace(s, decks=set_key(s.decks, key, deck))
    p = s.players[seat]
    return with_player(s, seat, hand=p.hand + ((key, card),))


# ======================================================================================================
# decisions
def _legal(s: AState) -> list[tuple]:
    head = s.queue[0]
    fn = LEGAL.get(head[0])
    return fn(s, head) if fn else []


def _apply_decision(s: AState, a: tuple) -> AState:
    head = s.queue[0]
    return APPLY[head[0]](s, head, a)


# ----- the turn ---------------------------------------------------------------------------------------
def _auto_start_day(s: AState, _head: tuple) -> AState:
    c = cal(s)
    day = c.day(s.day)
    tasks: list[tuple] = []
    for sym in day.start:
        if sym == "week_start":
            s = _week_start(s)
            tasks += [("plot", i) for i in _order(s)]
        elif sym == "specific_event":
            tasks.append(("event_now", "specific"))
    players = tuple(replace(p, used=()) for p in s.players)
    s = replace(s, players=players, turns_taken=0, active=-1)
    return _push(s, *tasks, ("turn", s.first_player))


def _order(s: AState) -> list[int]:
    return [(s.first_player + k) % s.num_players for k in range(s.num_players)]


def _week_start(s: AState) -> AState:
    w = cal(s).week_of(s.day)
    murder = CONTENT.murders[s.murder]
    s = replace(s, lily=murder.lily[min(w, 2) - 1], jimmy=murder.jimmy[min(w, 2) - 1])
    for i, p in enumerate(s.players):
        endings = p.endings + ((p.plot, p.plot_card),) if p.plot and p.plot_card in ("++", "+-", "-+", "--") else p.endings
        s = _return_baggage(s, i)
        s = with_player(s, i, endings=endings, plot="", plot_card="", good=0, bad=0)
    return s


def _return_baggage(s: AState, seat: int) -> AState:
    p = s.players[seat]
    return _bank_add(with_player(s, seat, good=0, bad=0), "baggage", p.good + p.bad)


def _auto_turn(s: AState, head: tuple) -> AState:
    seat = head[1]
    p = s.players[seat]
    t = CONTENT.detectives[p.detective].time
    if 3 in p.directives:
        t += 1
    s = replace(s, active=seat, time=t, asked=())
    s = with_player(s, seat, turn_used=())
    if p.wrapped:
        s = _shift(s, seat, +1)
    s = _plot_trigger(s, seat, "turn_start")
    tasks: list[tuple] = _reviews(s, seat) + [("window", seat, ("turn_start",), ())]
    if p.li_debt:
        s = with_player(s, seat, li_debt=False)
        tasks.append(("li_debt", seat))
    return _push(s, *tasks, ("act", seat))


def _legal_act(s: AState, head: tuple) -> list[tuple]:
    seat = head[1]
    p = s.players[seat]
    acts: list[tuple] = []
    acts += [("move", lid) for lid in _move_targets(s, seat)]
    acts += [("fly", lid) for lid in _fly_targets(s, seat)]
    lead = s.lead_at(p.location)
    if lead and s.time >= 1:
        acts.append(("follow",))
    if s.time >= 1 and len(p.hand) < hand_limit(p):
        for key in [light_key(p)] + dark_keys_for(s, seat):
            if deck_available(s, key):
                acts.append(("draw", key))
    if s.time >= 1:
        acts += [("discard", c) for c in sorted({c for _k, c in p.hand})]
    if p.location == CONTENT.murders[s.murder].crime_scene and s.crime_hero != seat and s.time >= 1:
        acts.append(("jump",))
    acts += [("play", c) for c in _playable_light(s, seat)]
    acts += _ability_actions(s, seat)
    acts += _event_actions(s, seat)
    acts += _plot_actions(s, seat)
    acts += _special_actions(s, seat)
    acts += _order_actions(s, seat)
    acts.append(("end",))
    return acts


def _move_cost(s: AState, p: Player, to: str) -> int:
    base = 2 if board.is_beanstalk_step(p.location, to) and _modifier(s, "beanstalk_2_time") else 1
    return board.entry_cost(p, to, base)


def _may_enter(p: Player, to: str) -> bool:
    return not (3 in p.directives and LOC[to].quality == "seedy")  # Floyd's Third Directive


def _move_targets(s: AState, seat: int) -> list[str]:
    p = s.players[seat]
    ruler = CONTENT.detectives[p.detective].ruler
    return [lid for lid in board.ruler_targets(p.location, ruler)
            if _may_enter(p, lid) and _move_cost(s, p, lid) <= s.time]


def _fly_targets(s: AState, seat: int) -> list[str]:
    p = s.players[seat]
    if p.passes < 1 or _modifier(s, "no_dropships"):
        return []
    surcharge = s.opt("dropship_restricted_surcharge") == "on"
    out = []
    for lid in CONTENT.loc_ids:
        if lid == p.location or not _may_enter(p, lid):
            continue
        cost = board.entry_cost(p, lid) if surcharge else 1
        if cost <= s.time:
            out.append(lid)
    return out


def _apply_act(s: AState, head: tuple, a: tuple) -> AState:
    seat = head[1]
    p = s.players[seat]
    kind = a[0]
    if kind == "move":
        s = replace(s, time=s.time - _move_cost(s, p, a[1]))
        return _arrive(s, seat, a[1])
    if kind == "fly":
        surcharge = s.opt("dropship_restricted_surcharge") == "on"
        cost = board.entry_cost(p, a[1]) if surcharge else 1
        s = with_player(replace(s, time=s.time - cost), seat, passes=p.passes - 1)
        return _arrive(_bank_add(s, "dropship", 1), seat, a[1])
    if kind == "follow":
        return _follow(replace(s, time=s.time - 1), seat)
    if kind == "draw":
        return _prepend(replace(s, time=s.time - 1), ("draw", seat, a[1]))
    if kind == "discard":
        return _discard(replace(s, time=s.time - 1), seat, a[1])
    if kind == "jump":
        return _note(replace(s, time=s.time - 1, crime_hero=seat), "jump", seat)
    if kind == "ability":
        return _use_ability(s, seat, a)
    if kind == "event":
        return _use_event(s, seat, a)
    if kind == "plot":
        return _use_plot_action(s, seat, a)
    if kind == "play":
        return _start_play(s, seat, a[1])
    if kind in SPECIAL_APPLY:
        return SPECIAL_APPLY[kind](s, seat, a)
    if kind == "end":
        return _end_turn(s, seat)
    raise IllegalAction(f"{a!r} is not allowed now")


def _discard(s: AState, seat: int, card: str) -> AState:
    p = s.players[seat]
    i = next(i for i, (_k, c) in enumerate(p.hand) if c == card)
    key = p.hand[i][0]
    s = with_player(s, seat, hand=p.hand[:i] + p.hand[i + 1:])
    return replace(s, discards=set_key(s.discards, key, s.discard_pile(key) + (card,)))


def _seedy(s: AState, to: str) -> bool:
    loc = LOC[to]
    return loc.quality == "seedy" or (loc.city == "moon" and _modifier(s, "moon_seedy"))


def _enter_triggers(s: AState, p: Player, to: str) -> tuple[str, ...]:
    loc = LOC[to]
    out = ["enter_location", f"enter_type({loc.type})"]
    if _seedy(s, to):
        out.append("enter_seedy")
    if loc.quality == "ritzy":
        out.append("enter_ritzy")
    if loc.restricted:
        out.append("enter_restricted")
    return tuple(out)


def _arrive(s: AState, seat: int, to: str, window: bool = True) -> AState:
    """Entering a location, in the order of 8.2: arrive, free draw, the card window (only for the
    active player's own moves), then Lily, Jimmy, Memory cards and plot conditions ("arrive2")."""
    frm = s.players[seat].location
    s = with_player(s, seat, location=to)
    p = s.players[seat]
    loc = LOC[to]
    tasks: list[tuple] = []
    if len(p.hand) < hand_limit(p):
        if loc.quality == "ritzy" and deck_available(s, light_key(p)):
            tasks.append(("free", seat, "light"))
        elif _seedy(s, to) and any(deck_available(s, k) for k in dark_keys_for(s, seat)):
            tasks.append(("free", seat, "dark"))
    if window:
        tasks.append(("window", seat, _enter_triggers(s, p, to), ("move", frm)))
    tasks.append(("arrive2", seat, frm, to))
    return _prepend(s, *tasks)


def _auto_arrive2(s: AState, head: tuple) -> AState:
    _k, seat, _frm, to = head
    s = _push(s)
    p = s.players[seat]
    tasks: list[tuple] = []
    if to == s.lily and s.time > 0:
        tasks.append(("lily", seat))
    if to == s.jimmy:
        tasks.append(("jimmy_offer", seat))
    if p.detective == "raymond":
        for i, other in enumerate(s.players):
            if other.memory not in ("", HIDDEN) and CONTENT.memories[other.memory]["location"] == to:
                s = with_player(s, i, memory_shown=True)
    s = _plot_trigger(s, seat, "enter", loc=to, seedy=_seedy(s, to))
    return _prepend(s, *tasks) if tasks else s


def _end_turn(s: AState, seat: int) -> AState:
    return _push(s, ("window", seat, ("turn_end",), ()), ("finish_turn", seat))


def _auto_finish_turn(s: AState, head: tuple) -> AState:
    seat = head[1]
    s = _push(s)
    s = with_player(s, seat, reviewed=tuple(sorted(s.players[seat].hand)))  # he had the screen
    p = s.players[seat]
    if p.detective == "caprice" and LOC[p.location].quality == "ritzy":
        s = with_player(s, seat, sanity=min(3, p.sanity + 1))
    s = _plot_trigger(s, seat, "turn_end")
    s = replace(s, time=0, turns_taken=s.turns_taken + 1)
    if s.turns_taken >= s.num_players:
        return _prepend(replace(s, active=-1), ("end_day",))
    return _prepend(s, ("turn", (seat + 1) % s.num_players))


# ----- free draws, Lily, Jimmy -------------------------------------------------------------------------
def _legal_free(s: AState, head: tuple) -> list[tuple]:
    seat, kind = head[1], head[2]
    p = s.players[seat]
    if kind == "light":
        keys = [light_key(p)]
    else:
        keys = dark_keys_for(s, seat)
    return [("take", k) for k in keys if deck_available(s, k)] + [("skip",)]


def _apply_free(s: AState, head: tuple, a: tuple) -> AState:
    if a[0] == "skip":
        return _push(s)
    return _push(s, ("draw", head[1], a[1]))


def _face_down_tokens(s: AState) -> list[tuple[str, int]]:
    return [(x.id, i) for x in s.suspects if x.alive for i, t in enumerate(x.tokens) if not t.face_up]


def _legal_lily(s: AState, head: tuple) -> list[tuple]:
    if s.time <= 0:
        return []
    return [("flip", sid, i) for sid, i in _face_down_tokens(s)] or [("ok",)]


def _apply_lily(s: AState, head: tuple, a: tuple) -> AState:
    s = replace(s, time=s.time - 1)
    if a[0] == "flip":
        sus = s.suspect(a[1])
        t = sus.tokens[a[2]]
        s = with_suspect(s, replace(sus, tokens=set_at(sus.tokens, a[2], replace(t, face_up=True))))
        s = _note(s, "flip", head[1], a[1], t.code)
    return _push(s, ("move_npc", head[1], "lily"))


def _legal_move_npc(s: AState, head: tuple) -> list[tuple]:
    return [("npc_to", lid) for lid in board.npc_destinations(s, head[2])]


def _apply_move_npc(s: AState, head: tuple, a: tuple) -> AState:
    s = replace(s, lily=a[1]) if head[2] == "lily" else replace(s, jimmy=a[1])
    return _push(s)


def _jimmy_cost(s: AState) -> int:
    return 0 if _modifier(s, "jimmy_free") else 1


def _legal_jimmy_offer(s: AState, head: tuple) -> list[tuple]:
    if "jimmy" in s.players[head[1]].turn_used or s.time < _jimmy_cost(s):
        return []
    return [("jimmy_yes",), ("jimmy_no",)]


def _apply_jimmy_offer(s: AState, head: tuple, a: tuple) -> AState:
    if a[0] == "jimmy_no":
        return _push(s)
    return _start_jimmy(_push(s), head[1])


def _start_jimmy(s: AState, seat: int) -> AState:
    free = _modifier(s, "jimmy_free")
    n = 2 if free else 1
    s = replace(s, time=s.time - (0 if free else 1))
    if free:
        s = _end_event(s, "GE02")
    p = s.players[seat]
    s = with_player(s, seat, turn_used=p.turn_used + ("jimmy",))
    return _prepend(s, *[("jimmy_look", seat)] * n, ("move_npc", seat, "jimmy"))


def _legal_look(s: AState, head: tuple) -> list[tuple]:
    return [("look", x.id) for x in living(s)]


def _apply_look(s: AState, head: tuple, a: tuple) -> AState:
    return _push(_learn_suspect(s, head[1], a[1]))


def _learn_suspect(s: AState, seat: int, sid: str, file: str | None = None) -> AState:
    sus = s.suspect(sid)
    toks = tuple(t if (file and t.file != file) else replace(t, known_by=tuple(sorted(set(t.known_by) | {seat})))
                 for t in sus.tokens)
    return with_suspect(s, replace(sus, tokens=toks))


# ----- leads and evidence (6) ----------------------------------------------------------------------------
def _follow(s: AState, seat: int) -> AState:
    p = s.players[seat]
    lead = s.lead_at(p.location)
    assert lead is not None
    tasks: list[tuple] = []
    if cal(s).is_climax(s.day):
        s = _move_lead(s, lead.id, None)
    else:
        mover = (seat - 1) % s.num_players
        dests = board.lead_destinations(s, lead.id, mover)
        if not dests:
            s = _move_lead(s, lead.id, None)
        elif len(dests) == 1:
            s = _move_lead(s, lead.id, dests[0])
        elif s.opt("auto_move_leads") == "on":
            here = LOC[lead.location]
            s = _move_lead(s, lead.id, max(dests, key=lambda d: board.dist(here, LOC[d])))
        else:
            tasks.append(("lead_move", mover, lead.id))
    s = _plot_trigger(s, seat, "follow_up", loc=p.location)
    if s.active == seat and s.queue and s.queue[0][0] == "act":  # his own action, not a card effect
        tasks.append(("window", seat, ("follow_up",), ()))
    tasks.append(("lead_use", seat, lead.kind))
    return _prepend(s, *tasks)


def _move_lead(s: AState, lead_id: str, to: str | None) -> AState:
    return replace(s, leads=tuple(replace(ld, location=to) if ld.id == lead_id else ld for ld in s.leads))


def _legal_lead_move(s: AState, head: tuple) -> list[tuple]:
    return [("lead_to", lid) for lid in board.lead_destinations(s, head[2], head[1])]


def _apply_lead_move(s: AState, head: tuple, a: tuple) -> AState:
    return _push(_move_lead(s, head[2], a[1]))


def pile_size(s: AState) -> int:
    return len(s.evidence_pile) + len(s.pile_top)


def _legal_lead_use(s: AState, head: tuple) -> list[tuple]:
    out = []
    if pile_size(s) and living(s):
        out.append(("evidence",))
    p = s.players[head[1]]
    if 2 in p.directives:  # Floyd's Second Directive: he must place evidence
        return out
    if p.pile >= 0 and s.piles[p.pile]:
        out.append(("reveal",))
    if _dig_target(s, p.pile) is not None:
        out.append(("dig",))
    return out


def _apply_lead_use(s: AState, head: tuple, a: tuple) -> AState:
    seat, file = head[1], head[2]
    if a[0] == "reveal":
        return _push(s, ("piece", seat))
    if a[0] == "dig":
        return _push(_dig(s, seat))
    return _push(s, *_evidence_tasks(s, seat, file, lead=True))


# ----- the conspiracy (7) -------------------------------------------------------------------------------
def _next_pile(s: AState, after: int) -> int | None:
    """The next more valuable pile that still has pieces."""
    return next((i for i in range(after + 1, 3) if s.piles[i]), None)


def _dig_target(s: AState, pile: int) -> int | None:
    return _next_pile(s, pile) if pile >= 0 else None


def _dig(s: AState, seat: int) -> AState:
    t = _dig_target(s, s.players[seat].pile)
    return with_player(s, seat, pile=t) if t is not None else s


def _drew_piece(s: AState, seat: int, pid: str) -> AState:
    """Take the piece, then adjust the ladder (7.3: others first, then the drawer)."""
    pile = s.players[seat].pile
    piles = set_at(s.piles, pile, multiset_remove(s.piles[pile], pid))
    s = replace(s, piles=piles, piece=(seat, pile, pid))
    if not piles[pile]:
        for i, p in enumerate(s.players):
            if i != seat and p.pile == pile:
                nxt = _next_pile(s, pile)
                s = with_player(s, i, pile=-1 if nxt is None else nxt)
    least = next((i for i in range(3) if s.piles[i]), None)
    s = with_player(s, seat, pile=-1 if least is None else least)
    if least is None:  # every pile is exhausted: all markers leave the ladder
        s = replace(s, players=tuple(replace(p, pile=-1) for p in s.players))
    return _plot_trigger(s, seat, "reveal_information")


def _benefit_tasks(s: AState, seat: int) -> list[tuple]:
    pile = s.players[seat].pile
    kind = ("shift_any", "favor_any", "bag_any")[pile]
    return [(kind, seat), ("put_piece", seat)]


def _legal_shift_any(s: AState, head: tuple) -> list[tuple]:
    return [("shift", i, d) for i in range(s.num_players) for d in (-1, 1)] + [("noshift",)]


def _apply_shift_any(s: AState, head: tuple, a: tuple) -> AState:
    return _push(_shift(s, a[1], a[2]) if a[0] == "shift" else s)


def _legal_bag_any(s: AState, head: tuple) -> list[tuple]:
    out = [("bag", i, side) for i, p in enumerate(s.players)
           if p.plot and p.plot_card not in ("++", "+-", "-+", "--") for side in ("good", "bad")]
    return out + [("nobag",)] if s.bank_of("baggage") > 0 else [("nobag",)]


def _apply_bag_any(s: AState, head: tuple, a: tuple) -> AState:
    return _push(_baggage(s, a[1], a[2], 1) if a[0] == "bag" else s)


def _legal_put_piece(s: AState, head: tuple) -> list[tuple]:
    if not s.piece:
        return []
    pid = s.piece[2]
    return [("put", r, c, k) for r, c, k in puzzle.placements(s.grid, pid)] + [("toss",)]


def _apply_put_piece(s: AState, head: tuple, a: tuple) -> AState:
    seat, _pile, pid = s.piece
    s = replace(s, piece=())
    if a[0] == "toss":
        s = replace(s, tossed=s.tossed + (pid,))
    else:
        s = replace(s, grid=s.grid + ((a[1], a[2], pid, a[3]),))
        done = puzzle.completed(s.grid, s.opt("conspiracy_diagonals") == "on") - set(s.lines_done)
        for line in sorted(done):
            s = replace(s, lines_done=s.lines_done + (line,))
            if s.bank_of("conspiracy") > 0:
                p = s.players[seat]
                s = _bank_add(with_player(s, seat, conspiracy=p.conspiracy + 1), "conspiracy", -1)
    tasks: list[tuple] = []
    for bonus in CONTENT.pieces[pid].bonuses:
        p = s.players[seat]
        if bonus == "hit" and 1 not in p.directives:
            tasks.append(("hit", seat))
        elif bonus == "move_lead" and not cal(s).is_climax(s.day):
            tasks.append(("any_lead", seat))
        elif bonus == "dropship" and s.bank_of("dropship") > 0:
            s = _bank_add(with_player(s, seat, passes=p.passes + 1), "dropship", -1)
        elif bonus == "extra_piece" and p.pile >= 0:
            tasks.append(("piece", seat))
    return _push(s, *tasks)


def _evidence_tasks(s: AState, seat: int, file: str, lead: bool = False) -> list[tuple]:
    p = s.players[seat]
    place = ("place", seat, file, "lead") if lead else ("place", seat, file)
    two = p.mood == "bad" or "keep_best" in p.turn_used  # Louis's rough interrogation, Bioroid Precision
    if two and pile_size(s) >= 2:
        return [("ev", seat), ("ev", seat), ("keep", seat), place]
    return [("ev", seat), place]


def _legal_keep(s: AState, head: tuple) -> list[tuple]:
    return [("keep", c) for c in sorted(set(s.drawn))]


def _apply_keep(s: AState, head: tuple, a: tuple) -> AState:
    p = s.players[head[1]]
    s = with_player(s, head[1], turn_used=tuple(x for x in p.turn_used if x != "keep_best"))
    rest = multiset_remove(s.drawn, a[1])
    return _push(replace(s, drawn=(a[1],), evidence_pile=multiset_add(s.evidence_pile, *rest)))


def _legal_place(s: AState, head: tuple) -> list[tuple]:
    if not s.drawn:
        return []
    return [("place", x.id, up) for x in living(s) for up in (0, 1)]


def _apply_place(s: AState, head: tuple, a: tuple) -> AState:
    seat, file = head[1], head[2]
    code = s.drawn[0]
    sus = s.suspect(a[1])
    tok = Token(code, file, bool(a[2]), seat, (seat,))
    s = with_suspect(replace(s, drawn=()), replace(sus, tokens=sus.tokens + (tok,)))
    s = _plot_trigger(s, seat, "place_evidence", face_up=bool(a[2]))
    s = _note(s, "placed", seat, a[1], file, code if a[2] else None)
    if len(head) > 3 and head[3] == "lead" and s.active == seat:  # his own follow-up, not an effect
        return _push(s, ("window", seat, ("place_evidence",), ("token", a[1], len(sus.tokens))))
    return _push(s)


# ----- hits, alibis, peeks, warrants ------------------------------------------------------------------------
def _legal_hit(s: AState, head: tuple) -> list[tuple]:
    if s.bank_of("hit") < 1 or 1 in s.players[head[1]].directives:  # Floyd's First Directive
        return []
    optional = [("nohit",)] if len(head) > 2 and head[2] == "opt" else []
    return [("hit", x.id) for x in living(s)] + optional


def _apply_hit(s: AState, head: tuple, a: tuple) -> AState:
    if a[0] == "nohit":
        return _push(s)
    return _push(place_hit(s, head[1], a[1]))


def place_hit(s: AState, seat: int, sid: str) -> AState:
    sus = s.suspect(sid)
    s = _bank_add(s, "hit", -1)
    sus = replace(sus, hits=sus.hits + 1)
    if seat >= 0:
        s = _plot_trigger(s, seat, "place_hit")
    if sus.hits >= R["hits_to_kill"]:  # a third hit kills him at once (8.5)
        s = _bank_add(_bank_add(s, "hit", sus.hits), "alibi", sus.alibis)
        codes = [t.code for t in sus.tokens] + [c for c, _k in s.pile_top]  # shuffled back in
        s = replace(s, evidence_pile=multiset_add(s.evidence_pile, *codes), pile_top=())
        sus = SuspectState(sus.id, alive=False)
        s = _note(s, "killed", sid)
    return with_suspect(s, sus)


def _legal_alibi(s: AState, head: tuple) -> list[tuple]:
    if s.bank_of("alibi") < 1:
        return []
    return [("alibi", x.id) for x in living(s)]


def _apply_alibi(s: AState, head: tuple, a: tuple) -> AState:
    sus = s.suspect(a[1])
    s = _bank_add(s, "alibi", -1)
    return _push(with_suspect(s, replace(sus, alibis=sus.alibis + 1)))


def _legal_unalibi(s: AState, head: tuple) -> list[tuple]:
    most = max((x.alibis for x in living(s)), default=0)
    if most == 0:
        return []
    return [("unalibi", x.id) for x in living(s) if x.alibis == most]


def _apply_unalibi(s: AState, head: tuple, a: tuple) -> AState:
    sus = s.suspect(a[1])
    s = _bank_add(s, "alibi", 1)
    return _push(with_suspect(s, replace(sus, alibis=sus.alibis - 1)))


def _legal_peek(s: AState, head: tuple) -> list[tuple]:
    seat = head[1]
    return [("peek", x.id, i) for x in living(s) for i, t in enumerate(x.tokens)
            if not t.face_up and seat not in t.known_by]


def _apply_peek(s: AState, head: tuple, a: tuple) -> AState:
    sus = s.suspect(a[1])
    t = sus.tokens[a[2]]
    t = replace(t, known_by=tuple(sorted(set(t.known_by) | {head[1]})))
    return _push(with_suspect(s, replace(sus, tokens=set_at(sus.tokens, a[2], t))))


def _legal_warrant(s: AState, head: tuple) -> list[tuple]:
    p = s.players[head[1]]
    if p.warrants_left < 1:
        return []
    return [("warrant", lid) for lid, loc in LOC.items() if loc.restricted and lid not in p.warrants]


def _apply_warrant(s: AState, head: tuple, a: tuple) -> AState:
    p = s.players[head[1]]
    return _push(with_player(s, head[1], warrants=p.warrants + (a[1],), warrants_left=p.warrants_left - 1))


def _legal_li(s: AState, head: tuple) -> list[tuple]:
    return [(c,) for c in _li_choices(s, head[1])]


def _li_choices(s: AState, seat: int) -> list[str]:
    out = ["li_bad"]
    if _pay_options(s, seat, "street", False):
        out.insert(0, "li_pay")
    return out


def _apply_li(s: AState, head: tuple, a: tuple) -> AState:
    seat = head[1]
    if a[0] == "li_pay":
        return _push(_pay(s, seat, _pay_options(s, seat, "street", False)[0]))
    return _push(_baggage(s, seat, "bad", 1))


# ======================================================================================================
# favors, payments, banks, baggage, twilight
def _bank_add(s: AState, key: str, n: int) -> AState:
    return replace(s, bank=set_key(s.bank, key, s.bank_of(key) + n))


def gain_favor(s: AState, seat: int, ftype: str, n: int = 1) -> AState:
    n = min(n, s.bank_of(ftype))
    if n <= 0:
        return s
    p = s.players[seat]
    i = FAVORS.index(ftype)
    s = with_player(s, seat, favors=set_at(p.favors, i, p.favors[i] + n))
    return _bank_add(s, ftype, -n)


def gain_npc_favor(s: AState, seat: int, name: str, n: int = 1) -> AState:
    p = s.players[seat]
    have = dict(p.npc_favors)
    if name not in have or not npc_alive(p, name):
        return s
    n = min(n, R["npc_favor_tokens"] - have[name])
    return with_player(s, seat, npc_favors=set_key(p.npc_favors, name, have[name] + max(0, n)))


def _npc_type(p: Player, name: str) -> str | None:
    det = CONTENT.detectives[p.detective]
    return next((npc.favor for npc in det.npcs if npc.name == name), None)


def _pay_options(s: AState, seat: int, ftype: str, money_ok: bool) -> list[str]:
    """Ways to pay one favor of ``ftype`` ("any" = any type): "f:corp", "npc:Name", "money"."""
    p = s.players[seat]
    types = FAVORS if ftype == "any" else (ftype,)
    out = [f"f:{t}" for t in types if p.favors[FAVORS.index(t)] > 0]
    out += [f"npc:{n}" for n, c in p.npc_favors if c > 0 and _npc_type(p, n) in types]
    if money_ok and p.detective == "rachel" and p.money >= 1000:
        out.append("money")
    return out


def _pay(s: AState, seat: int, how: str) -> AState:
    p = s.players[seat]
    if how == "money":
        return with_player(s, seat, money=p.money - 1000)
    kind, _, name = how.partition(":")
    if kind == "f":
        i = FAVORS.index(name)
        s = with_player(s, seat, favors=set_at(p.favors, i, p.favors[i] - 1))
        return _bank_add(s, name, 1)
    have = dict(p.npc_favors)[name]
    s = with_player(s, seat, npc_favors=set_key(p.npc_favors, name, have - 1))
    return _plot_trigger(s, seat, "spend_npc", npc=name)


def _baggage(s: AState, seat: int, side: str, n: int) -> AState:
    """Put baggage on a seat's current plot card; none on an ending card or without a plot."""
    p = s.players[seat]
    if not p.plot or p.plot_card in ("++", "+-", "-+", "--"):
        return s
    n = min(n, s.bank_of("baggage"))
    if n <= 0:
        return s
    s = with_player(s, seat, **{side: getattr(p, side) + n})
    return _bank_add(s, "baggage", -n)


def _shift(s: AState, seat: int, n: int) -> AState:
    half = R["twilight_half"]
    p = s.players[seat]
    return with_player(s, seat, twilight=max(-half, min(half, p.twilight + n)))


def _gain_trauma(s: AState, seat: int, n: int) -> AState:
    s = with_player(s, seat, trauma=s.players[seat].trauma + n)
    return _plot_trigger(s, seat, "gain_trauma")


# ======================================================================================================
# location abilities (9.5), event abilities (8.7), plot actions (8.3)
def _ability_actions(s: AState, seat: int) -> list[tuple]:
    p = s.players[seat]
    loc = LOC[p.location]
    if not loc.abilities or loc.id in p.used:
        return []
    out = []
    for ab in loc.abilities:
        if ab.time > s.time or not _effect_possible(s, seat, ab.effect):
            continue
        if ab.id == "humanity_labor" and 1 in p.directives:
            continue  # Floyd's First Directive: no hits
        if not ab.cost:
            out.append(("ability", ab.id, ""))
        else:
            out += [("ability", ab.id, how) for how in _pay_options(s, seat, ab.cost[0], True)]
    return out


def _effect_possible(s: AState, seat: int, effect: tuple) -> bool:
    p = s.players[seat]
    for op in effect:
        k = op[0]
        if k == "favor" and s.bank_of(op[1]) < 1:
            return False
        if k == "dropship" and s.bank_of("dropship") < 1:
            return False
        if k == "warrant" and not _legal_warrant(s, ("warrant", seat)):
            return False
        if k == "hit" and (not living(s) or s.bank_of("hit") < 1):
            return False
        if k == "alibi" and (not living(s) or s.bank_of("alibi") < 1):
            return False
        if k == "heal" and p.trauma < 1:
            return False
        if k == "remove_bad" and p.bad < 1:
            return False
        if k == "token" and s.bank_of(op[1]) < 1:
            return False
        if k == "peek" and not _legal_peek(s, ("peek", seat)):
            return False
        if k == "draw" and (len(p.hand) >= hand_limit(p) or not deck_available(s, light_key(p))):
            return False
        if k == "good" and (not p.plot or p.plot_card in ("++", "+-", "-+", "--")):
            return False
    return True


def _ability(aid: str):
    return next(ab for loc in LOC.values() for ab in loc.abilities if ab.id == aid)


def _use_ability(s: AState, seat: int, a: tuple) -> AState:
    ab = _ability(a[1])
    p = s.players[seat]
    s = with_player(replace(s, time=s.time - ab.time), seat, used=p.used + (p.location,))
    if a[2]:
        s = _pay(s, seat, a[2])
    s = _plot_trigger(s, seat, "use_ability", loc=p.location)
    return _prepend(s, ("window", seat, ("use_ability",), ()), ("go", seat, ab.effect))


def _resolve_effect(s: AState, seat: int, effect: tuple) -> AState:
    tasks: list[tuple] = []
    for op in effect:
        k = op[0]
        if k == "favor":
            s = gain_favor(s, seat, op[1], int(op[2]))
        elif k == "npc_favor":
            s = gain_npc_favor(s, seat, op[1], int(op[2]))
        elif k == "good":
            s = _baggage(s, seat, "good", int(op[1]))
        elif k == "bad_on":
            who = next((i for i, p in enumerate(s.players) if p.detective == op[1]), None)
            if who is not None:
                s = _baggage(s, who, "bad", int(op[2]))
        elif k == "remove_bad":
            p = s.players[seat]
            n = min(p.bad, int(op[1]))
            s = _bank_add(with_player(s, seat, bad=p.bad - n), "baggage", n)
        elif k == "dropship":
            if s.bank_of("dropship") > 0:
                s = _bank_add(with_player(s, seat, passes=s.players[seat].passes + 1), "dropship", -1)
        elif k == "warrant":
            tasks.append(("warrant", seat))
        elif k == "hit":
            tasks += [("hit", seat)] * int(op[1])
        elif k == "alibi":
            tasks += [("alibi", seat)] * int(op[1])
        elif k == "heal":
            p = s.players[seat]
            s = with_player(s, seat, trauma=max(0, p.trauma - int(op[1])))
        elif k == "shift":
            s = _shift(s, seat, -int(op[3]) if op[2] == "light" else int(op[3]))
        elif k == "token":
            if s.bank_of(op[1]) > 0:
                p = s.players[seat]
                s = _bank_add(with_player(s, seat, **{op[1]: getattr(p, op[1]) + 1}), op[1], -1)
        elif k == "peek":
            tasks += [("peek", seat)] * int(op[1])
        elif k == "draw":
            tasks.append(("draw", seat, light_key(s.players[seat])))
        elif k == "sanity":
            p = s.players[seat]
            s = with_player(s, seat, sanity=max(-3, min(3, p.sanity + int(op[1]))))
        elif k == "evidence":
            if pile_size(s) and living(s):
                tasks += _evidence_tasks(s, seat, op[1])
        elif k == "look_memory":
            tasks.append(("look_memory", seat))
    return _prepend(s, *tasks) if tasks else s


def _modifier(s: AState, name: str) -> bool:
    return any(active and CONTENT.events[e].data.get("modifier") == name for e, active in s.track)


def _active_events(s: AState) -> list[str]:
    out = [e for e, active in s.track if active]
    if s.specific_active and s.specific not in ("", HIDDEN):
        out.append(s.specific)
    return out


def _event_actions(s: AState, seat: int) -> list[tuple]:
    p = s.players[seat]
    out = []
    for eid in _active_events(s):
        ab = CONTENT.events[eid].data.get("ability")
        if not ab or ab["location"] != p.location or eid in p.used or ab["time"] > s.time:
            continue
        effect = _event_effect(ab, p)
        if effect is None or not _effect_possible(s, seat, effect):
            continue
        out.append(("event", eid))
    return out


def _event_effect(ab: dict, p: Player) -> tuple | None:
    only = ab.get("only")
    if only and p.detective != only:
        others = ab.get("others")
        return tuple(tuple(x) for x in others) if others else None
    return tuple(tuple(x) for x in ab["effect"])


def _use_event(s: AState, seat: int, a: tuple) -> AState:
    eid = a[1]
    ev = CONTENT.events[eid]
    ab = ev.data["ability"]
    p = s.players[seat]
    s = with_player(replace(s, time=s.time - ab["time"]), seat, used=p.used + (eid,))
    effect = _event_effect(ab, p) or ()
    if ab.get("first_only") and (not ab.get("only") or ab["only"] == p.detective):
        s = _end_event(s, eid)
    return _prepend(s, ("window", seat, ("use_ability",), ()), ("go", seat, effect))


def _end_event(s: AState, eid: str) -> AState:
    if eid == s.specific:
        return replace(s, specific_active=False)
    return replace(s, track=tuple((e, False if e == eid else act) for e, act in s.track))


def _plot_card(p: Player):
    if not p.plot:
        return None
    return CONTENT.plots[p.plot].cards[p.plot_card]


def _plot_actions(s: AState, seat: int) -> list[tuple]:
    p = s.players[seat]
    card = _plot_card(p)
    if card is None or card.is_ending:
        return []
    out = []
    for i, r in enumerate(card.rules):
        if r.kind != "action" or r.location != p.location or f"plot{i}" in p.used or r.time > s.time:
            continue
        if r.money and p.money < r.money:
            continue
        need = Counter(r.favors)
        if any(p.favors[FAVORS.index(t)] + sum(c for nm, c in p.npc_favors if _npc_type(p, nm) == t) < k
               for t, k in need.items()):
            continue
        out.append(("plot", i))
    return out


def _use_plot_action(s: AState, seat: int, a: tuple) -> AState:
    p = s.players[seat]
    card = _plot_card(p)
    r = card.rules[a[1]]
    s = with_player(replace(s, time=s.time - r.time), seat, used=p.used + (f"plot{a[1]}",),
                    money=p.money - r.money)
    for t in r.favors:  # normal favors first, then NPC favors of that type
        opts = _pay_options(s, seat, t, False)
        s = _pay(s, seat, opts[0])
    return _prepend(s, ("window", seat, ("use_ability",), ()), ("go", seat, (("good", r.n),) + r.extra))


# ----- plot conditions (the subset that needs no card play) ------------------------------------------
def _plot_trigger(s: AState, seat: int, trig: str, **ctx: Any) -> AState:
    p = s.players[seat]
    card = _plot_card(p)
    if card is None or card.is_ending:
        return s
    for i, r in enumerate(card.rules):
        if r.kind != "on" or f"cond{i}" in p.turn_used:
            continue
        if _condition(s, p, r.when, trig, ctx):
            s = _baggage(s, seat, r.side, r.n)
            p = s.players[seat]
            s = with_player(s, seat, turn_used=p.turn_used + (f"cond{i}",))
            p = s.players[seat]
    return s


def _condition(s: AState, p: Player, when: str, trig: str, ctx: dict) -> bool:
    loc = LOC[p.location]
    w = when
    if trig == "enter":
        if w == "enter_seedy":
            return bool(ctx.get("seedy"))
        if w == "enter_ritzy":
            return loc.quality == "ritzy"
        if w.startswith("enter_type("):
            return loc.type == w[len("enter_type("):-1]
        return False
    if trig == "follow_up":
        if w == "follow_up":
            return True
        if w.startswith("follow_up if location in district ") or w.startswith("follow_up in district "):
            return loc.district == w.split()[-1]
        if w == "follow_up on the Moon":
            return loc.city == "moon"
        return False
    if trig == "turn_start":
        if w == "turn_start":
            return True
        if w == "turn_start if detective on the Moon":
            return loc.city == "moon"
        if w == "turn_start if money = $0":
            return p.money == 0
        if w == "turn_start if money < $2,000":
            return p.money < 2000
        if w == "turn_start if Sanity <= -2":
            return p.sanity <= -2
        if w.startswith("turn_start if") and "fully dark" in w:
            return p.twilight >= R["twilight_half"]
        if w == "turn_start if Louis has no street favor":
            return not _pay_options(s, s.players.index(p), "street", False)
        return False
    if trig == "turn_end":
        if w in ("turn_end at ritzy", "turn_end at seedy"):
            return loc.quality == w.split()[-1]
        if w == "turn_end with Time left >= 2":
            return s.time >= 2
        return False
    if trig == "use_ability":
        if w.startswith("use_ability at "):
            return ctx.get("loc") == w.split()[-1]
        return w.startswith("use_ability")
    if trig == "place_evidence":
        return w == "place_evidence(face up)" and bool(ctx.get("face_up"))
    if trig == "spend_npc":
        return w == f"spend_npc_favor({ctx.get('npc')})"
    if trig == "play_light":
        return w == "play_light" or (w == "play_light(Family)" and bool(ctx.get("family")))
    if trig in ("place_hit", "gain_trauma", "reveal_information", "dark_card_sacrificed"):
        return w == trig
    if trig == "recover":
        return w == "recover a memory"
    if trig == "psychic_reading":
        return w.startswith("psychic reading")
    if trig == "break_directive":
        return w == "break a Directive"
    return False


# ======================================================================================================
# light cards (8.1): played by their owner on his own turn, 1 Time + a dark shift
SUPPORTED_LIGHT = {"peek_pile", "peek_suspect", "sanity", "good", "good_if_plot", "favor", "shift", "move", "follow_here",
                   "keep_best", "peek", "time", "npc_favor", "bad", "remove_alibi", "money", "hit", "reveal",
                   "look_memory", "evidence"}


def _card_cost(p: Player, cid: str) -> int:
    c = CONTENT.cards[cid].cost
    return max(0, c - 1) if p.mood == "good" else c  # Louis in a good mood


def _playable_light(s: AState, seat: int) -> list[str]:
    p = s.players[seat]
    if s.time < 1:
        return []
    out = []
    for cid in sorted({c for k, c in p.hand if k == light_key(p)}):
        card = CONTENT.cards[cid]
        # a response card only adds effects, so playing it between steps equals playing it in the
        # light window of the step before (8.2); the window itself follows a dark card
        if card.timing not in ("action", "response") or any(op[0] not in SUPPORTED_LIGHT for op in card.ops):
            continue
        if p.mood == "bad" and "Family" in card.traits:
            continue
        opposite = sum(1 for k, _c in p.hand if k.endswith(":dark"))
        if p.twilight + max(0, _card_cost(p, cid) - opposite) > R["twilight_half"]:
            continue
        if _card_possible(s, seat, card.ops):
            out.append(cid)
    return out


def _card_possible(s: AState, seat: int, ops: tuple) -> bool:
    p = s.players[seat]
    for op in ops:
        k = op[0]
        if k == "follow_here" and not s.lead_at(p.location):
            return False
        if k == "move" and not _effect_targets(s, seat, int(op[1])):
            return False
        if k == "remove_alibi" and not any(x.alibis for x in living(s)):
            return False
        if k == "money" and int(op[1]) < 0 and p.money < -int(op[1]):
            return False
        if k in ("hit", "peek_suspect", "evidence") and not living(s):
            return False
        if k == "hit" and s.bank_of("hit") < 1:
            return False
        if k == "peek" and not _legal_peek(s, ("peek", seat)):
            return False
        if k == "reveal" and not _face_down_tokens(s):
            return False
        if k == "look_memory" and not _legal_look_memory(s, ("look_memory", seat)):
            return False
        if k in ("evidence", "peek_pile") and not pile_size(s):
            return False
    return True


def _start_play(s: AState, seat: int, cid: str, in_window: bool = False) -> AState:
    p = s.players[seat]
    i = next(i for i, (k, c) in enumerate(p.hand) if c == cid and k == light_key(p))
    s = with_player(replace(s, time=s.time - 1), seat, hand=p.hand[:i] + p.hand[i + 1:])
    return _prepend(s, ("pay", seat, cid, 0, 0, "window" if in_window else ""))


def _shift_due(p: Player, cid: str, opposite: int, same: int) -> int:
    return max(0, _card_cost(p, cid) - opposite) + same


def _legal_pay(s: AState, head: tuple) -> list[tuple]:
    _k, seat, cid, opp, same, _where = head
    p = s.players[seat]
    half = R["twilight_half"]
    left_opp = sum(1 for k, _c in p.hand if k.endswith(":dark"))
    out = []
    for key, c in sorted(set(p.hand)):
        is_opp = key.endswith(":dark")
        o2, s2 = opp + is_opp, same + (not is_opp)
        if p.twilight + _shift_due(p, cid, o2 + left_opp - is_opp, s2) <= half:
            out.append(("sac", key, c))
    if p.twilight + _shift_due(p, cid, opp, same) <= half:
        out.append(("paid",))
    return out


def _apply_pay(s: AState, head: tuple, a: tuple) -> AState:
    _k, seat, cid, opp, same, _where = head
    if a[0] == "sac":
        p = s.players[seat]
        i = p.hand.index((a[1], a[2]))
        s = with_player(s, seat, hand=p.hand[:i] + p.hand[i + 1:])
        s = replace(s, discards=set_key(s.discards, a[1], s.discard_pile(a[1]) + (a[2],)))
        if a[1].endswith(":dark"):
            owner = next((j for j, o in enumerate(s.players) if f"{o.detective}:dark" == a[1]), None)
            if owner is not None:
                s = _plot_trigger(s, owner, "dark_card_sacrificed")
        is_opp = a[1].endswith(":dark")
        return replace(s, queue=(("pay", seat, cid, opp + is_opp, same + (not is_opp), _where),) + s.queue[1:])
    p = s.players[seat]
    s = _shift(s, seat, _shift_due(p, cid, opp, same))
    key = light_key(p)
    s = replace(s, discards=set_key(s.discards, key, s.discard_pile(key) + (cid,)))
    card = CONTENT.cards[cid]
    s = _plot_trigger(s, seat, "play_light", family="Family" in card.traits)
    s = _note(_push(s), "played", seat, cid)
    if _where == "window":  # played inside a window: no new window
        return _card_effect(s, seat, card.ops)
    return _prepend(s, ("window", seat, ("play_light",), ()), ("go", seat, ("card", cid)))


def _card_effect(s: AState, seat: int, ops: tuple) -> AState:
    tasks: list[tuple] = []
    simple: list[tuple] = []
    for op in ops:
        k = op[0]
        p = s.players[seat]
        if k == "peek_suspect":
            tasks += [("jimmy_look", seat)] * int(op[1])
        elif k == "good_if_plot":
            if p.plot == op[1]:
                s = _baggage(s, seat, "good", 1)
        elif k == "time":
            s = replace(s, time=max(0, s.time + int(op[1])))
        elif k == "bad":
            s = _baggage(s, seat, "bad", int(op[1]))
        elif k == "remove_alibi":
            tasks += [("rm_alibi", seat)] * int(op[1])
        elif k == "money":
            s = with_player(s, seat, money=max(0, min(R["money_max"], p.money + int(op[1]))))
        elif k == "move":
            tasks.append(("effect_move", seat, int(op[1])))
        elif k == "follow_here":
            if s.lead_at(p.location):
                s = _follow(s, seat)
        elif k == "keep_best":
            s = with_player(s, seat, turn_used=p.turn_used + ("keep_best",))
        elif k == "reveal":
            tasks += [("flip_any", seat)] * int(op[1])
        elif k == "look_memory":
            tasks.append(("look_memory", seat))
        elif k == "peek_pile":
            n = int(op[1])
            top = tuple((c, tuple(sorted(set(kn) | {seat}))) if i < n else (c, kn)
                        for i, (c, kn) in enumerate(s.pile_top))
            s = replace(s, pile_top=top)
            need = min(max(0, n - len(top)), len(s.evidence_pile))
            tasks += [("ptop", seat)] * need + [("top_order", seat, n)]
        elif k == "favor" and op[1] == "any":
            tasks.append(("favor_any", seat))
        elif k == "hit":
            tasks += [("hit", seat)] * int(op[1])
        else:
            simple.append(op)
    if simple:
        s = _resolve_effect(s, seat, tuple(simple))
    return _prepend(s, *tasks) if tasks else s


def _effect_targets(s: AState, seat: int, reach: int) -> list[str]:
    """move(r): a free move within r in the same city, or one Beanstalk step; never into a
    restricted location without the mover's warrant (spec 13, item 5)."""
    p = s.players[seat]
    here = p.location
    if here in board.BEANSTALK:
        cands = board.beanstalk_neighbours(here)
    else:
        cands = [lid for lid, loc in LOC.items() if lid != here and loc.city == LOC[here].city
                 and board.dist(LOC[here], loc) <= reach]
    return [lid for lid in cands if _may_enter(p, lid) and not (LOC[lid].restricted and lid not in p.warrants)]


def _legal_effect_move(s: AState, head: tuple) -> list[tuple]:
    return [("move", lid) for lid in _effect_targets(s, head[1], head[2])]


def _apply_effect_move(s: AState, head: tuple, a: tuple) -> AState:
    return _arrive(_push(s), head[1], a[1], window=False)  # an effect: no card window (8.2)


def _legal_rm_alibi(s: AState, head: tuple) -> list[tuple]:
    return [("unalibi", x.id) for x in living(s) if x.alibis > 0]


def _legal_flip_any(s: AState, head: tuple) -> list[tuple]:
    return [("flip", sid, i) for sid, i in _face_down_tokens(s)]


def _apply_flip_any(s: AState, head: tuple, a: tuple) -> AState:
    sus = s.suspect(a[1])
    t = sus.tokens[a[2]]
    s = with_suspect(s, replace(sus, tokens=set_at(sus.tokens, a[2], replace(t, face_up=True))))
    return _push(_note(s, "flip", head[1], a[1], t.code))


def _legal_top_order(s: AState, head: tuple) -> list[tuple]:
    """peek_pile: put the looked-at tokens back on top in any order."""
    from itertools import permutations

    k = min(head[2], len(s.pile_top))
    codes = [c for c, _kn in s.pile_top[:k]]
    return [("top_order",) + p for p in sorted(set(permutations(codes)))] if k > 1 else []


def _apply_top_order(s: AState, head: tuple, a: tuple) -> AState:
    k = len(a) - 1
    pool = list(s.pile_top[:k])
    new = []
    for code in a[1:]:
        i = next(i for i, (c, _kn) in enumerate(pool) if c == code)
        new.append(pool.pop(i))
    return _push(replace(s, pile_top=tuple(new) + s.pile_top[k:]))


def _legal_look_memory(s: AState, head: tuple) -> list[tuple]:
    seat = head[1]
    seen = {h for h, _m in s.players[seat].memories_seen}
    return [("memory_of", i) for i, o in enumerate(s.players)
            if i != seat and o.memory not in ("",) and not o.memory_shown and i not in seen]


def _apply_look_memory(s: AState, head: tuple, a: tuple) -> AState:
    p = s.players[head[1]]
    seen = p.memories_seen + ((a[1], s.players[a[1]].memory),)
    return _push(with_player(s, head[1], memories_seen=seen))


# ======================================================================================================
# detective specials (8.15): Caprice's psychic reading, Floyd's directives, Raymond's memories
def _special_actions(s: AState, seat: int) -> list[tuple]:
    p = s.players[seat]
    out: list[tuple] = []
    if p.detective == "caprice" and s.time >= 1 and p.sanity > -3 and "reading" not in p.turn_used:
        out += [("reading", x.id, f) for x in living(s) for f in FILES if any(t.file == f for t in x.tokens)]
    if p.detective == "floyd":
        out += [("break", d) for d in p.directives]
    if p.detective == "raymond" and s.time >= 1:
        for other in s.players:
            m = other.memory
            if other.memory_shown and m not in ("", HIDDEN) and CONTENT.memories[m]["location"] == p.location \
                    and m not in p.recovered:
                out.append(("recover", m))
    if p.location == s.jimmy and "jimmy" not in p.turn_used and s.time >= _jimmy_cost(s):
        out.append(("jimmy",))
    return out


def _apply_reading(s: AState, seat: int, a: tuple) -> AState:
    p = s.players[seat]
    s = with_player(replace(s, time=s.time - 1), seat, sanity=p.sanity - 1, turn_used=p.turn_used + ("reading",))
    s = _plot_trigger(s, seat, "psychic_reading")
    return _learn_suspect(s, seat, a[1], a[2])


def _apply_break(s: AState, seat: int, a: tuple) -> AState:
    p = s.players[seat]
    s = with_player(s, seat, directives=tuple(d for d in p.directives if d != a[1]))
    s = _plot_trigger(s, seat, "break_directive")
    s = _baggage(s, seat, "bad", 1)
    if a[1] == 1:  # up to two hits
        return _prepend(s, ("hit", seat, "opt"), ("hit", seat, "opt"))
    if a[1] == 2:
        return _prepend(_dig(_dig(s, seat), seat), ("favor_any", seat))
    return replace(s, time=s.time + 2)


def _apply_recover(s: AState, seat: int, a: tuple) -> AState:
    holder = next(i for i, o in enumerate(s.players) if o.memory == a[1])
    p = s.players[seat]
    rec = p.recovered + (a[1],)
    s = with_player(replace(s, time=s.time - 1), seat, recovered=rec, wrapped=p.wrapped and len(rec) < 2)
    s = with_player(s, holder, memory="", memory_shown=False)
    s = _plot_trigger(s, seat, "recover")
    s = _resolve_effect(s, seat, tuple(tuple(x) for x in CONTENT.memories[a[1]]["reward"] if x[0] != "peek_suspect"))
    tasks = []
    if any(x[0] == "peek_suspect" for x in CONTENT.memories[a[1]]["reward"]):
        tasks.append(("jimmy_look", seat))
    h = s.players[holder]
    if len(h.hand) < hand_limit(h) and deck_available(s, "raymond:dark"):
        tasks.append(("draw", holder, "raymond:dark"))
    return _prepend(s, *tasks) if tasks else s


def _apply_jimmy(s: AState, seat: int, a: tuple) -> AState:
    return _start_jimmy(s, seat)


def _legal_favor_any(s: AState, head: tuple) -> list[tuple]:
    return [("favor", t) for t in FAVORS if s.bank_of(t) > 0]


def _apply_favor_any(s: AState, head: tuple, a: tuple) -> AState:
    return _push(gain_favor(s, head[1], a[1]))


# ======================================================================================================
# dark cards (8.1, 8.2): standing orders, the card window after a trigger, fights, cancel
ORDER_FILTERS = ("", "t3", "ask")  # always / only while the target has 3+ Time / ask me live


def _order_actions(s: AState, seat: int) -> list[tuple]:
    """Arm or disarm the dark cards in hand (free, on one's own turn; secret)."""
    p = s.players[seat]
    held = sorted({c for k, c in p.hand if k.endswith(":dark")})
    armed = {c for c, _f in p.orders}
    out: list[tuple] = []
    for cid in held:
        if cid in armed:
            out.append(("disarm", cid))
        else:
            out += [("arm", cid, f) for f in ORDER_FILTERS]
    return out


def _apply_arm(s: AState, seat: int, a: tuple) -> AState:
    p = s.players[seat]
    if a[0] == "arm":
        return with_player(s, seat, orders=p.orders + ((a[1], a[2]),))
    return with_player(s, seat, orders=tuple(o for o in p.orders if o[0] != a[1]))


def _matches(s: AState, order: tuple[str, str], target: int) -> bool:
    return order[1] != "t3" or s.time >= 3


def _auto_window(s: AState, head: tuple) -> AState:
    """One dark card at most: the first seat in priority order (first player, clockwise, the
    active player skipped) whose first matching armed order it can pay plays it."""
    _k, target, triggers, ctx = head[:4]
    start = head[4] if len(head) > 4 else 0
    s = _push(s)
    det = s.players[target].detective
    deck = f"{det}:dark"
    order = _order(s)
    for idx in range(start, len(order)):
        seat = order[idx]
        if seat == target:
            continue
        p = s.players[seat]
        in_hand = {c for k, c in p.hand if k == deck}
        live = tuple(o for o in p.orders if any(c == o[0] for _k2, c in p.hand))
        if live != p.orders:
            s = with_player(s, seat, orders=live)
        for od in live:
            cid = od[0]
            card = CONTENT.cards[cid]
            if cid not in in_hand or card.timing not in triggers or not _matches(s, od, target):
                continue
            if p.twilight - card.cost < -R["twilight_half"]:
                continue
            if od[1] == "ask" and seat not in s.asked:
                # one live question per seat and turn (8.2.1); later ones use the order as armed
                s = replace(s, asked=s.asked + (seat,))
                return _prepend(s, ("ask", seat, target, cid, triggers, ctx, idx + 1))
            return _play_dark(s, seat, target, cid, ctx)
    return s


def _reviews(s: AState, active: int) -> list[tuple]:
    """Option "between_turns": before a turn, each other seat holding dark cards of the active
    detective whose hand changed since its last review may edit its orders (8.2.1)."""
    if s.opt("orders_review") != "between_turns":
        return []
    deck = f"{s.players[active].detective}:dark"
    out = []
    for seat in _order(s):
        p = s.players[seat]
        if seat != active and any(k == deck for k, _c in p.hand) and tuple(sorted(p.hand)) != p.reviewed:
            out.append(("review", seat, active))
    return out


def _legal_review(s: AState, head: tuple) -> list[tuple]:
    return _order_actions(s, head[1]) + [("done",)]


def _apply_review(s: AState, head: tuple, a: tuple) -> AState:
    seat = head[1]
    if a[0] == "done":
        p = s.players[seat]
        s = with_player(s, seat, reviewed=tuple(sorted(p.hand)))
        return _push(replace(s, asked=s.asked + (seat,)))  # its one hand-off of this turn
    return _apply_arm(s, seat, a)


def _legal_ask(s: AState, head: tuple) -> list[tuple]:
    return [("dark_yes",), ("dark_no",)]


def _apply_ask(s: AState, head: tuple, a: tuple) -> AState:
    _k, seat, target, cid, triggers, ctx, nxt = head
    if a[0] == "dark_yes":
        return _play_dark(_push(s), seat, target, cid, ctx)
    return replace(s, queue=(("window", target, triggers, ctx, nxt),) + s.queue[1:])


def _play_dark(s: AState, seat: int, target: int, cid: str, ctx: tuple) -> AState:
    p = s.players[seat]
    card = CONTENT.cards[cid]
    key = f"{card.detective}:dark"
    i = p.hand.index((key, cid))
    s = with_player(s, seat, hand=p.hand[:i] + p.hand[i + 1:],
                    orders=tuple(o for o in p.orders if o[0] != cid or (key, cid) in p.hand[:i] + p.hand[i + 1:]))
    s = _shift(s, seat, -card.cost)
    s = replace(s, discards=set_key(s.discards, key, s.discard_pile(key) + (cid,)))
    s = _note(s, "dark", seat, target, cid)
    s = _plot_trigger(s, target, "dark_card_played")
    tasks: list[tuple] = []
    for op in card.ops:
        k = op[0]
        if k == "cancel":
            s = _cancel(s, target, ctx)
        elif k == "flip_last" and ctx and ctx[0] == "token":
            sus = s.suspect(ctx[1])
            if ctx[2] < len(sus.tokens):
                t = sus.tokens[ctx[2]]
                s = with_suspect(s, replace(sus, tokens=set_at(sus.tokens, ctx[2], replace(t, face_up=True))))
        elif k == "fight":
            tasks.append(("fight", target, cid))
        else:
            s = _hurt(s, target, (op,))
    if _responses(s, target):
        tasks.append(("light_window", target))
    return _prepend(s, *tasks) if tasks else s


def _cancel(s: AState, target: int, ctx: tuple) -> AState:
    """8.2.2: the cancelled action does not happen; what was paid stays paid."""
    nxt = s.queue[0] if s.queue else ("",)
    if nxt[0] == "arrive2":
        s = with_player(s, target, location=nxt[2])  # back where he came from, no arrival effects
        return replace(s, queue=s.queue[1:])
    if nxt[0] == "go":
        return replace(s, queue=s.queue[1:])
    return s


def _hurt(s: AState, target: int, ops: tuple) -> AState:
    """Dark-card and fight effects on their target (the active detective)."""
    for op in ops:
        k = op[0]
        p = s.players[target]
        if k == "else":
            first, alt = op[1], op[2]
            if _can_pay_loss(s, target, first):
                s = _hurt(s, target, (first,))
            else:
                s = _hurt(s, target, (alt,))
        elif k == "time":
            s = replace(s, time=max(0, s.time + int(op[1])))
        elif k == "sanity":
            s = with_player(s, target, sanity=max(-3, min(3, p.sanity + int(op[1]))))
        elif k == "bad":
            s = _baggage(s, target, "bad", int(op[1]))
        elif k == "trauma":
            s = _gain_trauma(s, target, int(op[1]))
        elif k == "shift":
            s = _shift(s, target, int(op[3]) if op[2] == "dark" else -int(op[3]))
        elif k == "lose_favor":
            opts = _pay_options(s, target, op[1], False)
            if opts:
                s = _pay(s, target, opts[0])
        elif k == "money":
            s = with_player(s, target, money=max(0, p.money + int(op[1])))
    return s


def _can_pay_loss(s: AState, target: int, op: tuple) -> bool:
    p = s.players[target]
    if op[0] == "lose_favor":
        return bool(_pay_options(s, target, op[1], False))
    if op[0] == "money":
        return p.money >= -int(op[1])
    return True


def _legal_fight(s: AState, head: tuple) -> list[tuple]:
    return [("tactic", t) for t in ("fight", "flee", "talk")]


def _apply_fight(s: AState, head: tuple, a: tuple) -> AState:
    ops = CONTENT.cards[head[2]].ops[0][1][a[1]]
    return _hurt(_push(s), head[1], ops)


def _responses(s: AState, seat: int) -> list[str]:
    """Response light cards the active player could play now (1 Time + a payable cost)."""
    p = s.players[seat]
    if s.time < 1 or s.active != seat:
        return []
    out = []
    opposite = sum(1 for k, _c in p.hand if k.endswith(":dark"))
    for cid in sorted({c for k, c in p.hand if k == light_key(p)}):
        card = CONTENT.cards[cid]
        if card.timing != "response" or (p.mood == "bad" and "Family" in card.traits):
            continue
        if p.twilight + max(0, _card_cost(p, cid) - opposite) <= R["twilight_half"]:
            out.append(cid)
    return out


def _legal_light_window(s: AState, head: tuple) -> list[tuple]:
    cards = _responses(s, head[1])
    return [("respond", c) for c in cards] + [("pass",)] if cards else []


def _apply_light_window(s: AState, head: tuple, a: tuple) -> AState:
    if a[0] == "pass":
        return _push(s)
    return _start_play(_push(s), head[1], a[1], in_window=True)


SPECIAL_APPLY = {"reading": _apply_reading, "break": _apply_break, "recover": _apply_recover, "jimmy": _apply_jimmy,
                 "arm": _apply_arm, "disarm": _apply_arm}


# ======================================================================================================
# end of day (5), events (8.7), plots (8.4)
def _auto_end_day(s: AState, _head: tuple) -> AState:
    c = cal(s)
    ended = s.day
    tasks: list[tuple] = []
    for sym in c.day(ended).end:
        if sym == "general_event":
            tasks.append(("gen_event",))
        elif sym == "plot_resolution":
            tasks += [("plot_resolve", i) for i in _order(s)]
    tasks.append(("close",) if ended >= c.last_day else ("new_day",))
    s = replace(s, players=tuple(replace(p, used=()) for p in s.players))
    return _push(s, *tasks)


def _auto_new_day(s: AState, _head: tuple) -> AState:
    first = s.crime_hero if s.crime_hero >= 0 else s.first_player
    s = replace(s, day=s.day + 1, first_player=first)
    s = _expire_events(s)
    return _push(s, ("start_day",))


def _expire_events(s: AState) -> AState:
    if s.specific_active and s.specific not in ("", HIDDEN):
        until = CONTENT.events[s.specific].data.get("ability", {}).get("until_day")
        if until and s.day > until:
            s = replace(s, specific_active=False)
    return s


def _general_event(s: AState, eid: str) -> AState:
    deck = s.event_deck
    if not deck:
        deck, s = tuple(sorted(s.event_discards)), replace(s, event_discards=())
    s = replace(s, event_deck=multiset_remove(deck, eid))
    track = s.track
    if len(track) >= 2:
        s = replace(s, event_discards=s.event_discards + (track[-1][0],))
        track = track[:1]
    ev = CONTENT.events[eid]
    active = _event_applies(s, ev)
    s = replace(s, track=((eid, active),) + track)
    s = _note(s, "event", eid)
    return _event_immediate(s, ev) if active else s


def _event_applies(s: AState, ev) -> bool:
    """An event whose NPC is dead or belongs to a detective not in the game ends at once."""
    if not ev.npc:
        only = ev.data.get("ability", {}).get("only")
        return not only or any(p.detective == only for p in s.players) or bool(ev.data["ability"].get("others"))
    for p in s.players:
        if ev.npc in dict(p.npc_alive):
            return npc_alive(p, ev.npc)
    return False


def _event_immediate(s: AState, ev) -> AState:
    tasks: list[tuple] = []
    for op in ev.data.get("immediate", ()):
        k = op[0]
        if k == "first_player" and op[1] == "hit":
            tasks.append(("hit", s.first_player))
        elif k == "first_player" and op[1] == "move_lead":
            if not cal(s).is_climax(s.day):
                tasks.append(("any_lead", s.first_player))
        elif k == "remove_alibi_most":
            tasks.append(("unalibi", s.first_player))
        elif k == "detective_choice":
            who = next((i for i, p in enumerate(s.players) if p.detective == op[1]), None)
            if who is not None:
                s = with_player(s, who, li_debt=True)
        elif k == "hit_most_hit":
            tasks += [("hit_most", s.first_player)] * int(op[1])
        elif k == "each_player_evidence":
            for i in _order(s):
                tasks += [("ev", i), ("place", i, op[1])]
    if "immediate" in ev.data and ev.kind == "general":
        s = replace(s, track=tuple((e, False if e == ev.id else act) for e, act in s.track))
    return _prepend(s, *tasks) if tasks else s


def _auto_event_now(s: AState, _head: tuple) -> AState:
    ev = CONTENT.events[s.specific]
    s = replace(s, specific_active="ability" in ev.data, specific_done=True)
    s = _note(s, "event", ev.id)
    return _event_immediate(_push(s), ev)


def _legal_any_lead(s: AState, head: tuple) -> list[tuple]:
    out = []
    for ld in s.leads:
        if ld.location is None:
            continue
        for dest in board.lead_destinations(s, ld.id, head[1]):
            out.append(("lead", ld.id, dest))
    return out


def _apply_any_lead(s: AState, head: tuple, a: tuple) -> AState:
    return _push(_move_lead(s, a[1], a[2]))


def _legal_hit_most(s: AState, head: tuple) -> list[tuple]:
    if s.bank_of("hit") < 1:
        return []
    alive = living(s)
    done = {x for x in head[2:]} if len(head) > 2 else set()
    pool = [x for x in alive if x.id not in done]
    most = max((x.hits for x in pool), default=-1)
    return [("hit", x.id) for x in pool if x.hits == most]


def _apply_hit_most(s: AState, head: tuple, a: tuple) -> AState:
    s = place_hit(s, -1, a[1])
    rest = s.queue[1:]
    if rest and rest[0][0] == "hit_most":  # the second hit goes to another suspect
        rest = (rest[0] + (a[1],),) + rest[1:]
    return replace(s, queue=rest)


def _auto_plot_resolve(s: AState, head: tuple) -> AState:
    seat = head[1]
    p = s.players[seat]
    if not p.plot or p.plot_card in ("++", "+-", "-+", "--"):
        return _push(s)
    positive = p.good > p.bad
    nxt = {"start": ("cross+", "cross-"), "cross+": ("++", "+-"), "cross-": ("-+", "--")}[p.plot_card]
    card = nxt[0] if positive else nxt[1]
    s = _return_baggage(s, seat)
    s = with_player(s, seat, plot_card=card)
    if p.detective == "louis":
        s = with_player(s, seat, mood="good" if positive else "bad")
    s = _note(s, "plot_card", seat, p.plot, card)
    if card in ("++", "+-", "-+", "--"):
        s = _ending_effect(s, seat, CONTENT.plots[p.plot].cards[card].effect)
    return _push(s)


def _ending_effect(s: AState, seat: int, effect: tuple) -> AState:
    p = s.players[seat]
    for op in effect:
        k = op[0]
        if k == "npc_dies":
            owner = next((i for i, o in enumerate(s.players) if op[1] in dict(o.npc_alive)), None)
            if owner is not None:
                o = s.players[owner]
                s = with_player(s, owner, npc_alive=set_key(o.npc_alive, op[1], False),
                                npc_favors=tuple((n, 0 if n == op[1] else c) for n, c in o.npc_favors))
        elif k == "trauma":
            s = _gain_trauma(s, seat, int(op[1]))
        elif k == "set_sanity":
            s = with_player(s, seat, sanity=int(op[1]))
        elif k == "restore_directives":
            s = with_player(s, seat, directives=(1, 2, 3))
        elif k == "lose_npc_favors":
            s = with_player(s, seat, npc_favors=tuple((n, 0 if n == op[1] else c) for n, c in p.npc_favors))
        elif k == "money":
            s = with_player(s, seat, money=min(R["money_max"], p.money + int(op[1])))
        elif k == "set_money":
            s = with_player(s, seat, money=int(op[1]))
        p = s.players[seat]
    return s


def _auto_close(s: AState, _head: tuple) -> AState:
    for i, p in enumerate(s.players):
        if p.plot and p.plot_card in ("++", "+-", "-+", "--"):
            s = with_player(s, i, endings=p.endings + ((p.plot, p.plot_card),), plot="", plot_card="")
    return replace(s, queue=(), over=True, active=-1)


# ======================================================================================================
# the Rachel setup choice
def _legal_extra(s: AState, head: tuple) -> list[tuple]:
    p = s.players[head[1]]
    if len(p.hand) >= hand_limit(p):
        return []
    return [("take", k) for k in [light_key(p)] + dark_keys_for(s, head[1]) if deck_available(s, k)]


def _apply_extra(s: AState, head: tuple, a: tuple) -> AState:
    return _push(s, ("draw", head[1], a[1]))


def _auto_go(s: AState, head: tuple) -> AState:
    """Resolve what a window let through: an ability's effect or a light card's."""
    seat, what = head[1], head[2]
    s = _push(s)
    if what and what[0] == "card":
        return _card_effect(s, seat, CONTENT.cards[what[1]].ops)
    return _resolve_effect(s, seat, what)


AUTO = {
    "setup": _auto_setup, "turn": _auto_turn, "end_day": _auto_end_day, "start_day": _auto_start_day,
    "plot_resolve": _auto_plot_resolve, "close": _auto_close, "event_now": _auto_event_now,
    "new_day": _auto_new_day, "window": _auto_window, "arrive2": _auto_arrive2, "finish_turn": _auto_finish_turn,
    "go": _auto_go,
}
AUTO_TASKS |= {"new_day"}
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
