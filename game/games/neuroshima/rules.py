"""Neuroshima Hex with Babel 13: the rules object (architecture section 2).

Pure Python: never imports pygame. The heavy lifting lives in sibling modules:
content (armies), board (geometry, terrain, scenarios), derive (nets, links, homeland, stats),
battle, ops (entry effects, removals), targets, turn (flow), decisions (actions), text (words),
loglines (the table log), heuristics (the AI face).
"""

from __future__ import annotations

import json
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
    resolve_options,
    seat_values,
)

from . import heuristics, loglines
from .battle import HIDDEN_CHOICE
from .board import SCENARIOS
from .content import ARMIES, HQ_OF, TILES
from .decisions import act, legal
from .labels import choice_tip, label
from .state import Found, Piece, State, hq_hp, replace
from .text import battle_log_lines, describe, edge_features, prompt, tile_info  # noqa: F401
from .turn import advance_setup, apply_draw, choice_seats, push_chooser

CAMPAIGN = ("campaign_1", "campaign_2", "campaign_3", "campaign_4", "campaign_5")
# Army colours for setup (the seat takes its army's colour); the table's theme uses the same.
ARMY_VALUES = tuple(OptionValue(army, colour=rgb) for army, rgb in (
    ("new_york", (36, 108, 214)), ("neojungle", (40, 160, 80)), ("moloch", (190, 30, 34)),
    ("borgo", (162, 48, 192)), ("outpost", (178, 184, 192)), ("hegemony", (230, 180, 30))))
NY, NJ = 0, 1
LEGACY_OPTIONS = ("grenade", "push_back_chooser")  # see _rule_options


def _tup(x: Any) -> Any:
    if isinstance(x, list):
        return tuple(_tup(v) for v in x)
    return x


def _lst(x: Any) -> Any:
    if isinstance(x, (tuple, list)):
        return [_lst(v) for v in x]
    if isinstance(x, frozenset):
        return sorted(_lst(v) for v in x)
    return x


SCORE_COLUMNS = (
    ScoreColumn("hq_hp", {"en": "HQ toughness left", "hu": "Főhadiszállás maradék szívóssága"}, decisive=True),
    ScoreColumn("damage_taken", {"en": "Damage taken", "hu": "Elszenvedett sebzés"}),
    ScoreColumn("eliminated", {"en": "HQ destroyed", "hu": "Főhadiszállás elpusztult"}, hide_if_zero=True),
    ScoreColumn("rewards", {"en": "Unused rewards", "hu": "Fel nem használt jutalmak"}, hide_if_zero=True),
)


class NeuroshimaGame(GameBase):
    spec = GameSpec(
        id="neuroshima",
        name="Neuroshima Hex (Babel 13)",
        min_players=2,
        max_players=4,
        has_chance=True,
        hidden_info=True,
        board_kind="hex",
        description="Post-apocalyptic hex tile battles: New York and Neojungle from Babel 13, plus the base armies.",
        names={"hu": "Neuroshima Hex (Babel 13)"},
        descriptions={"hu": "Posztapokaliptikus hatszögletű lapkás csaták: New York és Neodzsungel a Babel 13-ból, és az alapseregek."},
        options={
            "armies": OptionSpec("new_york,neojungle", "one army id per seat, comma separated "
                                 "(new_york, neojungle, moloch, borgo, outpost, hegemony)",
                                 kind=PER_SEAT, values=ARMY_VALUES, distinct=True, seat_colours=True),
            "scenario": OptionSpec("skirmish", "board and scenario", tuple(SCENARIOS),
                                   values=tuple(OptionValue(k, hidden=k in CAMPAIGN) for k in SCENARIOS)),
            "first_player": OptionSpec("random", "who starts (random or a seat number 1-4)", ("random", "1", "2", "3", "4"),
                                       values=seat_values(4, "option.seat", "option.first_player.seat.help")),
            "castling_requires_adjacency": OptionSpec("no", "Castling only swaps adjacent units (house rule; the printed rule has no adjacency)", ("yes", "no"),
                                                      advanced=True),
            "hidden_hands": OptionSpec("no", "hide the held tiles of other seats (house rule; the official rule shows them)", ("yes", "no"),
                                       advanced=True),
            # issue 16: the printed readings became the defaults; a file that predates these options
            # meant the old ones (legacy), which stay as house rules
            "push_back_chooser": OptionSpec("owner", "who picks the hex a pushed unit goes to when several are legal: "
                                            "its owner (printed tile) or the pushing player (house rule)",
                                            ("owner", "pusher"), advanced=True, legacy="pusher"),
            "grenade": OptionSpec("destroy", "Borgo Grenade: destroys an enemy unit next to the Borgo HQ (printed) "
                                  "or deals it 1 wound a Medic may absorb (house rule)",
                                  ("destroy", "wound"), advanced=True, legacy="wound"),
            "teams": OptionSpec("none", "team play for 4 players: seats 1+3 vs 2+4, 1+2 vs 3+4 or 1+4 vs 2+3",
                                ("none", "13-24", "12-34", "14-23"), players=(4, 4)),
            "carry": OptionSpec("", "campaign carry-over as JSON (made by neuroshima.campaign)", hidden=True),
        },
    )
    heuristics = heuristics

    # ----------------------------------------------------------------- setup
    def initial_state(self, num_players: int, options: Mapping[str, Any]) -> State:
        opts = resolve_options(self.spec, {k: str(v) for k, v in options.items()})
        if not 2 <= num_players <= 4:
            raise ValueError(f"Neuroshima Hex takes 2 to 4 players, not {num_players}")
        armies = tuple(a.strip() for a in str(opts["armies"]).split(",") if a.strip())
        if num_players > 2 and opts["armies"] == self.spec.options["armies"].default:
            armies = ("new_york", "neojungle", "moloch", "borgo")[:num_players]
        for a in armies:
            if a not in ARMIES:
                raise ValueError(f"unknown army {a!r} (known: {', '.join(ARMIES)})")
        if len(armies) != num_players:
            raise ValueError(f"option armies names {len(armies)} armies for {num_players} players: give one per seat")
        scenario = opts["scenario"]
        campaign = scenario in CAMPAIGN
        if campaign and (num_players != 2 or armies != ("new_york", "neojungle")):
            raise ValueError("campaign scenarios are for 2 players with armies=new_york,neojungle")
        carry = self._carry(opts["carry"]) if campaign else {}
        teams: tuple[int, ...] = ()
        if opts["teams"] != "none":
            if num_players != 4:
                raise ValueError(f"option teams={opts['teams']} needs 4 players, not {num_players}")
            first_team = {int(c) - 1 for c in opts["teams"].split("-")[0]}
            teams = tuple(0 if k in first_team else 1 for k in range(4))
        hp = tuple(int(v) for v in carry.get("hp", [20] * num_players))
        n = num_players
        sc = SCENARIOS[scenario]
        s = State(
            num_players=n, armies=armies, scenario=scenario,
            board=(None,) * 0, found=(), hands=((),) * n,
            piles=tuple(tuple(sorted(t for t in ARMIES[a] if t != HQ_OF[a])) for a in armies),
            discards=((),) * n, turn=0, phase="first", first=0, turns_taken=(0,) * n,
            pools=tuple(tuple(x) for x in carry.get("rewards", [[]] * n)), fresh=((),) * n,
            hp_start=hp, eliminated=(False,) * n,
            options=self._rule_options(opts),
            carry=tuple(sorted((k, _tup(v)) for k, v in carry.items())), teams=teams,
        )
        lay = s.lay
        s = replace(s, board=(None,) * len(lay.hexes), found=(None,) * len(lay.hexes),
                    wh=tuple((0, True) for _w in lay.warehouses),
                    turrets=tuple((tid, lay.index[h], rot) for tid, h, rot in sc.turrets))
        first = self._first(opts, carry, scenario, n)
        if first is None:
            return s
        return self._begin(s, first)

    def _rule_options(self, opts: dict) -> tuple:
        """The rule variants a state carries. An issue-16 option is written only when it differs
        from its legacy value, so a game set up as an older version set it up (the option absent)
        writes exactly the state that version wrote; ``State.opt`` reads it back as the legacy."""
        out = [("castling_requires_adjacency", opts["castling_requires_adjacency"]), ("hidden_hands", opts["hidden_hands"])]
        for key in LEGACY_OPTIONS:
            if opts[key] != self.spec.options[key].legacy:
                out.append((key, opts[key]))
        return tuple(sorted(out))

    def _carry(self, text: str) -> dict:
        if not text:
            return {}
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"option carry is not valid JSON: {exc}") from exc
        from .campaign import check_carry  # the campaign module writes it, so it knows its shape

        return check_carry(data)

    def _first(self, opts: dict, carry: dict, scenario: str, n: int) -> int | None:
        if scenario == "campaign_1":
            return NY
        if scenario in ("campaign_2", "campaign_5"):
            return int(carry.get("first", NJ))
        if opts["first_player"] == "random":
            return None
        seat = int(opts["first_player"]) - 1
        if seat >= n:
            raise ValueError(f"first_player={seat + 1} but there are only {n} players")
        return seat

    def _begin(self, s: State, first: int) -> State:
        n = s.num_players
        order = [(first + k) % n for k in range(n)]
        carry = dict(s.carry)
        sc = s.scenario
        steps: list[tuple] = []
        if sc == "campaign_1":
            steps = [("hq", NY, "wasteland"), ("hq", NJ, "forest"), ("start", NY)]
        elif sc == "campaign_2":
            other = 1 - first
            steps = [("ally", NJ, "moloch", 5, "not_mountain"), ("hq", first, "")]
            if int(carry.get("free_turns", 0)) > 0:
                steps.append(("free", first, int(carry["free_turns"])))
            steps += [("hq", other, ""), ("start", other)]
        elif sc == "campaign_3":
            steps = [("ally", NJ, "borgo", 1, "bunker")] + [("hq", k, "") for k in order] + [("start", first)]
        elif sc == "campaign_4":
            steps = [("ally", NY, "outpost", 3, "bunker"), ("survivor", NJ, tuple(carry.get("moloch", ())), "")]
            steps += [("hq", k, "") for k in order] + [("start", first)]
        elif sc == "campaign_5":
            steps = [("turret", first, 2), ("survivor", NJ, tuple(carry.get("moloch", ())), "")]
            if int(carry.get("reinforcement", NJ)) == NY:
                steps.append(("ally", NY, "hegemony", 3, ""))
            else:
                steps.append(("ally", NJ, "borgo", 6, ""))
            steps += [("hq", k, "not_forest" if k == NY else "") for k in order] + [("start", first)]
        else:
            steps = [("hq", k, "") for k in order] + [("start", first)]
        return advance_setup(replace(s, first=first, setup=tuple(steps)))

    # ----------------------------------------------------------------- flow
    def current_player(self, s: State) -> int:
        if s.phase == "over":
            return TERMINAL
        if s.phase in ("first", "draw"):
            return CHANCE
        if s.pending and s.pending[0] == "push":
            chooser = push_chooser(s)
            if chooser is not None:
                return chooser
        return s.turn

    def legal_actions(self, s: State) -> Sequence[tuple]:
        if s.phase in ("over", "first", "draw"):
            return []
        return list(self._legal(s))

    def _legal(self, s: State) -> list[tuple]:
        cache = self.__dict__.get("_cache")
        if cache is not None and cache[0] is s:
            return cache[1]
        out = legal(s)
        self.__dict__["_cache"] = (s, out)
        return out

    def chance_outcomes(self, s: State) -> Sequence[tuple[tuple, float]]:
        if s.phase == "first":
            return [(("first", k), 1.0 / s.num_players) for k in range(s.num_players)]
        if s.phase == "draw":
            key = (s.turn, s.piles[s.turn])
            hit = _DRAWS.get(key)
            if hit is None:
                pile = s.piles[s.turn]
                counts = Counter(pile)
                total = len(pile)
                hit = [(("draw", s.turn, t), c / total) for t, c in sorted(counts.items())]
                if len(_DRAWS) >= 4096:
                    _DRAWS.clear()
                _DRAWS[key] = hit
            return list(hit)
        return []

    def apply(self, s: State, a: Any) -> State:
        a = tuple(a) if isinstance(a, list) else a
        if s.phase == "over":
            raise IllegalAction("The game is over.")
        if s.phase == "first":
            if not (isinstance(a, tuple) and len(a) == 2 and a[0] == "first" and 0 <= a[1] < s.num_players):
                raise IllegalAction(f"{a!r} is not a possible first player")
            return self._begin(s, a[1])
        if s.phase == "draw":
            if not (isinstance(a, tuple) and len(a) == 3 and a[0] == "draw" and a[1] == s.turn and a[2] in s.piles[s.turn]):
                raise IllegalAction(f"{a!r} is not a possible draw")
            return apply_draw(s, a)
        if a not in self._legal(s):
            raise IllegalAction(self._why(s, a))
        return act(s, a)

    def _why(self, s: State, a: Any) -> str:
        p = prompt(s, "en")
        return f"{a!r} is not allowed now. {p}."

    # ----------------------------------------------------------------- results
    def returns(self, s: State) -> tuple[float, ...]:
        if s.phase != "over":
            return tuple(0.0 for _ in range(s.num_players))
        k = len(s.winners)
        return tuple((1.0 / k if seat in s.winners else 0.0) for seat in range(s.num_players))

    def winners(self, s: State) -> list[int]:
        return list(s.winners)

    def breakdown(self, s: State) -> list[dict[str, Any]]:
        out = []
        r = self.returns(s)
        for seat in range(s.num_players):
            hp = hq_hp(s, seat)
            out.append({"hq_hp": hp, "damage_taken": s.hp_start[seat] - hp, "eliminated": s.eliminated[seat],
                        "rewards": len(s.pools[seat]), "total": r[seat]})
        return out

    def score_columns(self) -> tuple[ScoreColumn, ...]:
        """What the game-over table shows: HQ toughness decides; the return ("total") is
        for the AI and the replay, not a figure a player reads."""
        return SCORE_COLUMNS

    def places(self, s: State) -> list[int]:
        """Winners (a draw: all of them) first, the others by HQ toughness left."""
        return rank_places(s.winners, [hq_hp(s, seat) for seat in range(s.num_players)])

    def prompt(self, s: State, lang: str) -> str:
        """What the deciding seat is asked, hexes in words ("Medic (inner 10 o'clock): ...")."""
        return loglines.in_words(prompt(s, lang).replace(" at (", " ("), s, lang, short=True)

    def describe(self, s: State, a: Any, lang: str) -> str:
        return describe(s, tuple(a), lang)

    def label(self, s: State, a: Any, lang: str) -> str:
        """The button's order ("Play Sniper", "Shoot the Slicer (inner 2 o'clock)", "End turn")."""
        return label(s, tuple(a), lang)

    def ends_turn(self, s: State, a: Any) -> bool:
        """End turn: the table keeps it in the strip with its shortcut."""
        return tuple(a) == ("end",)

    def choice_tip(self, s: State, a: Any, lang: str) -> str:
        """What the choice does, for its tooltip."""
        return choice_tip(s, tuple(a), lang)

    def log_line(self, before: State, a: Any, after: State, lang: str) -> str | None:
        """The table log: one line per placement (when confirmed), hexes in words."""
        return loglines.log_line(before, a, after, lang)

    def log_round(self, s: State) -> int | None:
        return loglines.log_round(s)

    def reveals_information(self, before: Any, action: Any, after: Any) -> bool:
        return before.phase in ("draw", "first")

    # ----------------------------------------------------------------- hidden information
    def player_view(self, s: State, viewer: int | None) -> State:
        hide_hands = s.opt("hidden_hands", "no") == "yes"
        hands = tuple(h if (seat == viewer or not hide_hands) else tuple(HIDDEN for _ in h)
                      for seat, h in enumerate(s.hands))
        piles = tuple(tuple(HIDDEN for _ in p) for p in s.piles)
        return replace(s, hands=hands, piles=piles, battle=self._battle_view(s, viewer))

    def _battle_view(self, s: State, viewer: int | None) -> tuple:
        """A waiting battle decision as ``viewer`` may see it: the choices other seats already made
        in the step now being declared stay hidden until every seat has chosen."""
        if s.phase not in ("battle_choice", "medic_choice") or not s.battle or not s.battle[5]:
            return s.battle
        hide = {k for k, seat in choice_seats(s) if seat != viewer}
        if not hide:
            return s.battle
        seq = tuple(HIDDEN_CHOICE if k in hide else a for k, a in enumerate(s.battle[5]))
        return s.battle[:5] + (seq,) + s.battle[6:]

    def decision_seat_is_secret(self, s: State) -> bool:
        """Hot-seat needs a pass screen only under the hidden_hands house rule: with the printed
        open hands nothing on the deciding seat's screen is secret (another seat's undisclosed
        battle choice is already left out of its view, see ``player_view``)."""
        return s.opt("hidden_hands", "no") == "yes"

    def decision_is_public(self, s: State) -> bool:
        """A battle's decisions (a rocket's path, a Medic's save, an explosion) are taken in the
        open: the battle is shown to both (spec 8), so no pass screen cuts it in half and the
        table shows only public information while the seat answers. That holds too when several
        seats declare in one step: the printed rules have them declare in turn, the battle owner
        first (1.11.1), and only the hands and the pile order are ever hidden (spec 8); the
        earlier declaration is already in the table's log when the next seat declares, so a pass
        screen there would hide nothing and only cut the battle's playback in two."""
        return s.phase in ("battle_choice", "medic_choice") and bool(s.battle)

    def unseen(self, s: State, seat: int) -> Counter:
        army = s.armies[seat]
        pool = Counter(t for t in ARMIES[army] if t != HQ_OF[army])
        pool -= Counter(p.name for p in s.board if p is not None and p.owner == seat and TILES[p.name].army == army)
        pool -= Counter(f.name for f in s.found if f is not None and f.owner == seat)
        pool -= Counter(t for t in s.hands[seat] if t is not HIDDEN)
        pool -= Counter(s.discards[seat])
        return pool

    def determinize(self, view: State, viewer: int, rng: random.Random) -> State:
        hands, piles = list(view.hands), list(view.piles)
        for seat in range(view.num_players):
            hidden_hand = sum(1 for t in view.hands[seat] if t is HIDDEN)
            hidden_pile = sum(1 for t in view.piles[seat] if t is HIDDEN)
            if not hidden_hand and not hidden_pile:
                continue
            pool = _unseen_list(view, seat)
            rng.shuffle(pool)
            it = iter(pool)
            hands[seat] = tuple(next(it) if t is HIDDEN else t for t in view.hands[seat])
            known = [t for t in view.piles[seat] if t is not HIDDEN]
            piles[seat] = tuple(sorted(known + [next(it) for _ in range(hidden_pile)]))
        return replace(view, hands=tuple(hands), piles=tuple(piles))

    # ----------------------------------------------------------------- JSON
    def encode_action(self, a: Any) -> Any:
        return list(a)

    def decode_action(self, j: Any) -> tuple:
        if not isinstance(j, list) or not j or not isinstance(j[0], str):
            raise ValueError(f"not a Neuroshima action: {j!r}")
        for v in j:
            if not isinstance(v, (str, int)) or isinstance(v, bool):
                raise ValueError(f"not a Neuroshima action: {j!r}")
        return tuple(j)

    def to_json(self, s: State) -> Any:
        lay = s.lay

        def tiles(ts: tuple) -> list:
            return [None if t is HIDDEN else _tile_json(t) for t in ts]

        players = []
        for seat in range(s.num_players):
            players.append({
                "army": s.armies[seat], "hq_hp": hq_hp(s, seat), "hp_start": s.hp_start[seat],
                "draw_pile": tiles(s.piles[seat]), "hand": tiles(s.hands[seat]), "discard": tiles(s.discards[seat]),
                "rewards": list(s.pools[seat]), "fresh_rewards": list(s.fresh[seat]),
                "turns_taken": s.turns_taken[seat], "eliminated": s.eliminated[seat],
            })
        board = []
        for i, p in enumerate(s.board):
            if p is not None:
                q, r = lay.hexes[i]
                board.append({"q": q, "r": r, **_tile_json(p.name), "owner": p.owner, "rotation": p.rot,
                              "damage": p.dmg, "venom": list(p.venom), "rewards": list(p.rewards), "uid": p.uid})
        found = []
        for i, f in enumerate(s.found):
            if f is not None:
                q, r = lay.hexes[i]
                found.append({"q": q, "r": r, **_tile_json(f.name), "owner": f.owner})
        return {
            "game": "neuroshima", "num_players": s.num_players, "scenario": s.scenario, "players": players,
            "board": board, "foundations": found,
            "warehouses": [{"q": w.hex[0], "r": w.hex[1], "wounds": s.wh[k][0], "tokens_inside": s.wh[k][1],
                            "strength": w.strength} for k, w in enumerate(lay.warehouses)],
            "turrets": [{"name": t, "q": lay.hexes[i][0], "r": lay.hexes[i][1], "rotation": rot} for t, i, rot in s.turrets],
            "turn": s.turn, "phase": s.phase, "pending": _lst(s.pending), "first": s.first,
            "used": _lst(s.used), "ending": s.ending, "final_left": list(s.final_left), "overtime": s.overtime,
            "overtime_left": list(s.overtime_left), "last_battle": _lst(s.last_battle), "battles": s.battles,
            "next_uid": s.next_uid, "setup": _lst(s.setup), "winners": list(s.winners),
            "options": dict(s.options), "carry": {k: _lst(v) for k, v in s.carry}, "teams": list(s.teams),
            "battle_choice": _battle_json(s.battle),
        }

    def from_json(self, j: Any) -> State:
        try:
            n = int(j["num_players"])
            scenario = str(j["scenario"])
            players = j["players"]
            armies = tuple(str(p["army"]) for p in players)
            s0 = State(num_players=n, armies=armies, scenario=scenario, board=(), found=(), hands=(), piles=(),
                       discards=(), turn=0, phase="x")
            lay = s0.lay
            board: list = [None] * len(lay.hexes)
            for c in j["board"]:
                board[lay.index[(c["q"], c["r"])]] = Piece(_tile_id(c), int(c["owner"]), int(c["rotation"]), int(c["damage"]),
                                                           tuple(c.get("venom", ())), tuple(c.get("rewards", ())), int(c.get("uid", 0)))
            found: list = [None] * len(lay.hexes)
            for c in j.get("foundations", []):
                found[lay.index[(c["q"], c["r"])]] = Found(_tile_id(c), int(c["owner"]))

            def tiles(ts: list) -> tuple:
                return tuple(HIDDEN if t is None else _tile_id(t) for t in ts)

            wh = tuple((int(w["wounds"]), bool(w["tokens_inside"])) for w in j.get("warehouses", []))
            return State(
                num_players=n, armies=armies, scenario=scenario, board=tuple(board), found=tuple(found),
                hands=tuple(tiles(p["hand"]) for p in players), piles=tuple(tiles(p["draw_pile"]) for p in players),
                discards=tuple(tiles(p["discard"]) for p in players), turn=int(j["turn"]), phase=str(j["phase"]),
                pending=_tup(j["pending"]), first=int(j["first"]),
                turns_taken=tuple(int(p["turns_taken"]) for p in players), used=frozenset(_tup(u) for u in j["used"]),
                ending=int(j["ending"]), final_left=tuple(j["final_left"]), overtime=int(j["overtime"]),
                overtime_left=tuple(j["overtime_left"]), pools=tuple(tuple(p["rewards"]) for p in players),
                fresh=tuple(tuple(p["fresh_rewards"]) for p in players), wh=wh,
                turrets=tuple((t["name"], lay.index[(t["q"], t["r"])], int(t["rotation"])) for t in j["turrets"]),
                hp_start=tuple(int(p["hp_start"]) for p in players), eliminated=tuple(bool(p["eliminated"]) for p in players),
                last_battle=_tup(j["last_battle"]), battles=int(j["battles"]), next_uid=int(j["next_uid"]),
                setup=_tup(j["setup"]), winners=tuple(j["winners"]),
                options=tuple(sorted(j["options"].items())),
                carry=tuple(sorted((k, _tup(v)) for k, v in j.get("carry", {}).items())),
                teams=tuple(int(t) for t in j.get("teams", ())),
                battle=_battle_from_json(j.get("battle_choice")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a Neuroshima state: {exc}") from exc


_DRAWS: dict = {}  # (seat, draw pile) -> draw outcomes: a search draws from the same piles again and again
_BASE_POOL: dict[str, tuple[tuple[str, int], ...]] = {}


def _unseen_list(s: State, seat: int) -> list[str]:
    """``list(NeuroshimaGame.unseen(s, seat).elements())`` without the Counters (determinize runs
    once per search iteration): the same tiles in the same order (the army's sorted tile ids,
    each as often as it is still unseen), so a shuffle with the same RNG gives the same deal."""
    army = s.armies[seat]
    base = _BASE_POOL.get(army)
    if base is None:
        base = _BASE_POOL[army] = tuple(Counter(t for t in ARMIES[army] if t != HQ_OF[army]).items())
    seen: dict[str, int] = {}
    get = seen.get
    for p in s.board:
        if p is not None and p.owner == seat and TILES[p.name].army == army:
            seen[p.name] = get(p.name, 0) + 1
    for f in s.found:
        if f is not None and f.owner == seat:
            seen[f.name] = get(f.name, 0) + 1
    for t in s.hands[seat]:
        if t is not HIDDEN:
            seen[t] = get(t, 0) + 1
    for t in s.discards[seat]:
        seen[t] = get(t, 0) + 1
    out: list[str] = []
    for t, c in base:
        left = c - get(t, 0)
        if left > 0:
            out += [t] * left
    return out


def _battle_json(b: tuple) -> Any:
    """The waiting battle decision as plainly named JSON (None when no battle waits)."""
    if not b:
        return None
    owner, cont, ph, turn, pending, seq, d = b
    seat, kind, unit, options, default, info = d
    return {"owner": owner, "continue": cont, "phase_before": ph, "turn_before": turn,
            "pending_before": _lst(pending), "choices_made": _lst(seq),
            "decision": {"seat": seat, "kind": kind, "unit": _lst(unit), "options": _lst(options),
                         "default": _lst(default), "info": _lst(info)}}


def _battle_from_json(j: Any) -> tuple:
    if not j:
        return ()
    d = j["decision"]
    return (int(j["owner"]), str(j["continue"]), str(j["phase_before"]), int(j["turn_before"]),
            _tup(j["pending_before"]), _tup(j["choices_made"]),
            (int(d["seat"]), str(d["kind"]), _tup(d["unit"]), _tup(d["options"]), _tup(d["default"]), _tup(d["info"])))


def battle_log(state: State, lang: str = "en") -> list[str]:
    """The last battle for the table, hexes in words ("Cop (centre) hits Slicer (inner 12 o'clock)")."""
    return [loglines.in_words(line, state, lang, short=True) for line in battle_log_lines(state, lang)]


def _tile_json(tile_id: str) -> dict[str, str]:
    """A tile in the replay state: its printed English name ("Moloch HQ") and its id."""
    tile = TILES.get(tile_id)
    return {"name": tile.name_en if tile else tile_id, "id": tile_id}


def _tile_id(j: dict[str, Any]) -> str:
    tile_id = str(j.get("id", j["name"]))
    if tile_id not in TILES:
        raise ValueError(f"unknown tile {tile_id!r}")
    return tile_id
