"""Duel: the small test-only game that exercises the foundation.

It has everything the real games need from the engine, in a few rules:
- a 4x4 square board;
- a shuffled deck of numbered cards, drawn as chance outcomes (hidden hands);
- a die roll as a chance outcome;
- a two-part decision (pick a card, then a cell) made as two small decisions.

Rules: each player starts with 2 cards (values 1-5) drawn from a deck of 15. On your turn
either play a card (choose the card, then a free cell), or gamble (only while the deck
lasts): roll a die, and on 4+ score a bonus point. Either way, then draw a card if the deck
has one. After a turn, play passes left, skipping a player with no card when the deck is
empty. The game ends when the board is full or nobody holds a card. Each placed card scores its value plus one
per orthogonally adjacent card of the same owner; bonus points add on.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.engine.core import (
    CHANCE,
    HIDDEN,
    TERMINAL,
    GameBase,
    GameSpec,
    IllegalAction,
    OptionSpec,
)

SIZE = 4
DECK = tuple(v for v in range(1, 6) for _ in range(3))
HAND_START = 2

# Actions: ("card", i) pick hand slot i; ("cell", x, y); ("gamble",);
# chance: ("draw", seat, value) and ("roll", pips).
Action = tuple


@dataclass(frozen=True)
class DuelState:
    num_players: int
    hands: tuple[tuple[Any, ...], ...]  # values, or HIDDEN in a view
    deck: tuple[int, ...]  # remaining card values (unordered multiset, sorted)
    board: tuple[tuple[int, int, int, int], ...]  # (x, y, owner, value)
    bonus: tuple[int, ...]
    turn: int  # seat to act
    phase: str  # "setup", "choose", "cell", "draw", "roll", "over"
    picked: int | None = None  # hand slot picked in the "cell" phase
    pending_draws: tuple[int, ...] = ()  # seats still to draw during setup
    bonus_target: int = 4

    def occupied(self) -> set[tuple[int, int]]:
        return {(x, y) for x, y, _o, _v in self.board}


class DuelGame(GameBase):
    spec = GameSpec(
        id="duel",
        name="Duel (test game)",
        min_players=2,
        max_players=4,
        has_chance=True,
        hidden_info=True,
        board_kind="square",
        description="A tiny card-and-dice game on a 4x4 grid for trying the app.",
        names={"hu": "Párbaj (tesztjáték)"},
        descriptions={"hu": "Apró kártya- és kockajáték 4x4-es táblán az alkalmazás kipróbálásához."},
        options={
            "bonus_target": OptionSpec(4, "lowest die roll that scores a bonus point", (3, 4, 5, 6)),
        },
    )

    # ----- setup -----------------------------------------------------------------------
    def initial_state(self, num_players: int, options: Mapping[str, Any]) -> DuelState:
        if not self.spec.min_players <= num_players <= self.spec.max_players:
            raise ValueError(f"Duel takes 2 to 4 players, not {num_players}")
        draws = tuple(seat for _ in range(HAND_START) for seat in range(num_players))
        return DuelState(
            num_players=num_players,
            hands=tuple(() for _ in range(num_players)),
            deck=tuple(sorted(DECK)),
            board=(),
            bonus=tuple(0 for _ in range(num_players)),
            turn=0,
            phase="setup",
            pending_draws=draws,
            bonus_target=int(options.get("bonus_target", 4)),
        )

    # ----- whose move ------------------------------------------------------------------
    def current_player(self, s: DuelState) -> int:
        if s.phase == "over":
            return TERMINAL
        if s.phase in ("setup", "draw", "roll"):
            return CHANCE
        return s.turn

    def legal_actions(self, s: DuelState) -> Sequence[Action]:
        if s.phase == "choose":
            acts: list[Action] = [("card", i) for i in range(len(s.hands[s.turn]))]
            if s.deck:
                acts.append(("gamble",))
            return acts
        if s.phase == "cell":
            taken = s.occupied()
            return [("cell", x, y) for y in range(SIZE) for x in range(SIZE) if (x, y) not in taken]
        return []

    def chance_outcomes(self, s: DuelState) -> Sequence[tuple[Action, float]]:
        if s.phase == "roll":
            return [(("roll", pips), 1 / 6) for pips in range(1, 7)]
        if s.phase in ("setup", "draw"):
            seat = s.pending_draws[0] if s.phase == "setup" else s.turn
            counts = Counter(s.deck)
            total = len(s.deck)
            return [(("draw", seat, v), n / total) for v, n in sorted(counts.items())]
        return []

    # ----- transitions -----------------------------------------------------------------
    def apply(self, s: DuelState, a: Action) -> DuelState:
        if s.phase in ("setup", "draw", "roll"):
            if a not in {o for o, _p in self.chance_outcomes(s)}:
                raise IllegalAction(f"{a!r} is not a possible outcome here")
            return self._apply_chance(s, a)
        if a not in self.legal_actions(s):
            raise IllegalAction(self._why_illegal(s, a))
        kind = a[0]
        if kind == "card":
            return replace(s, phase="cell", picked=a[1])
        if kind == "gamble":
            return replace(s, phase="roll")
        x, y = a[1], a[2]
        hand = list(s.hands[s.turn])
        value = hand.pop(s.picked if s.picked is not None else 0)
        hands = _set(s.hands, s.turn, tuple(hand))
        s = replace(s, hands=hands, board=s.board + ((x, y, s.turn, value),), picked=None)
        if s.deck:
            return replace(s, phase="draw")
        return self._end_turn(s)

    def _why_illegal(self, s: DuelState, a: Action) -> str:
        if s.phase == "cell" and isinstance(a, tuple) and a[:1] == ("cell",):
            return "That cell is taken or off the board: choose a free cell."
        if s.phase == "choose":
            return "Choose a card from your hand or gamble."
        return f"{a!r} is not allowed now."

    def _apply_chance(self, s: DuelState, a: Action) -> DuelState:
        if a[0] == "roll":
            bonus = s.bonus
            if a[1] >= s.bonus_target:
                bonus = _set(bonus, s.turn, bonus[s.turn] + 1)
            return replace(s, bonus=bonus, phase="draw")
        seat, value = a[1], a[2]
        deck = list(s.deck)
        deck.remove(value)
        hands = _set(s.hands, seat, s.hands[seat] + (value,))
        s = replace(s, deck=tuple(deck), hands=hands)
        if s.phase == "setup":
            rest = s.pending_draws[1:]
            return replace(s, pending_draws=rest, phase="setup" if rest else "choose")
        return self._end_turn(s)

    def _end_turn(self, s: DuelState) -> DuelState:
        full = len(s.board) >= SIZE * SIZE
        empty = all(len(h) == 0 for h in s.hands)
        if full or empty:
            return replace(s, phase="over")
        turn = (s.turn + 1) % s.num_players
        while not s.hands[turn] and not s.deck:  # nothing to play and nothing to draw: skipped
            turn = (turn + 1) % s.num_players
        return replace(s, turn=turn, phase="choose")

    # ----- scores ----------------------------------------------------------------------
    def breakdown(self, s: DuelState) -> list[dict[str, Any]]:
        owner = {(x, y): o for x, y, o, _v in s.board}
        rows = []
        for seat in range(s.num_players):
            cards = sum(v for _x, _y, o, v in s.board if o == seat)
            links = sum(
                1
                for x, y, o, _v in s.board
                if o == seat
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if owner.get((x + dx, y + dy)) == seat
            )
            total = cards + links + s.bonus[seat]
            rows.append({"cards": cards, "links": links, "bonus": s.bonus[seat], "total": total})
        return rows

    def returns(self, s: DuelState) -> tuple[float, ...]:
        return tuple(float(row["total"]) for row in self.breakdown(s))

    def prompt(self, s: DuelState, lang: str) -> str:
        hu = lang == "hu"
        if s.phase == "choose":
            return "Válassz kártyát vagy kockázz" if hu else "Choose a card to play, or gamble"
        if s.phase == "cell":
            return "Válassz üres mezőt" if hu else "Choose a free cell"
        return ""

    # ----- hidden information ----------------------------------------------------------
    def player_view(self, s: DuelState, viewer: int | None) -> DuelState:
        hands = tuple(
            h if seat == viewer else tuple(HIDDEN for _ in h) for seat, h in enumerate(s.hands)
        )
        # The deck's contents would give away the other hands, so only its size is shown.
        return replace(s, hands=hands, deck=tuple(HIDDEN for _ in s.deck))

    def determinize(self, view: DuelState, viewer: int, rng: random.Random) -> DuelState:
        """Deal the unseen cards at random into the other hands and the deck."""
        hidden_slots = sum(1 for h in view.hands for v in h if v is HIDDEN)
        pool = list(DECK)
        for _x, _y, _o, v in view.board:
            pool.remove(v)
        for v in view.hands[viewer] if viewer is not None else ():
            if v is not HIDDEN:
                pool.remove(v)
        rng.shuffle(pool)
        dealt = pool[:hidden_slots]
        rest = pool[hidden_slots:]
        it = iter(dealt)
        hands = tuple(tuple(next(it) if v is HIDDEN else v for v in h) for h in view.hands)
        return replace(view, hands=hands, deck=tuple(sorted(rest)))

    # ----- words -----------------------------------------------------------------------
    def describe(self, s: DuelState, a: Action, lang: str) -> str:
        hu = lang == "hu"
        who = f"{'Játékos' if hu else 'Player'} {s.turn + 1}"
        kind = a[0]
        if kind == "card":
            value = s.hands[s.turn][a[1]]
            shown = "?" if value is HIDDEN else value
            return f"{who}: {shown}. kártya" if hu else f"{who} picks card {shown}"
        if kind == "cell":
            return f"{who} → ({a[1] + 1}, {a[2] + 1})" if hu else f"{who} plays at ({a[1] + 1}, {a[2] + 1})"
        if kind == "gamble":
            return f"{who} kockáztat" if hu else f"{who} gambles"
        if kind == "roll":
            return f"Dobás: {a[1]}" if hu else f"Roll: {a[1]}"
        if kind == "draw":
            return f"Játékos {a[1] + 1} húz" if hu else f"Player {a[1] + 1} draws a card"
        return repr(a)

    # ----- JSON ------------------------------------------------------------------------
    def encode_action(self, a: Action) -> Any:
        return list(a)

    def decode_action(self, j: Any) -> Action:
        if not isinstance(j, list) or not j or not isinstance(j[0], str):
            raise ValueError(f"not a Duel action: {j!r}")
        return tuple(j)

    def to_json(self, s: DuelState) -> Any:
        return {
            "players": [
                {"hand": [None if v is HIDDEN else v for v in h], "bonus": s.bonus[i]}
                for i, h in enumerate(s.hands)
            ],
            "deck": [None if v is HIDDEN else v for v in s.deck],
            "board": [{"x": x, "y": y, "owner": o, "value": v} for x, y, o, v in s.board],
            "turn": s.turn,
            "phase": s.phase,
            "picked": s.picked,
            "pending_draws": list(s.pending_draws),
            "bonus_target": s.bonus_target,
        }

    def from_json(self, j: Any) -> DuelState:
        try:
            players = j["players"]
            return DuelState(
                num_players=len(players),
                hands=tuple(tuple(HIDDEN if v is None else int(v) for v in p["hand"]) for p in players),
                deck=tuple(HIDDEN if v is None else int(v) for v in j["deck"]),
                board=tuple((int(c["x"]), int(c["y"]), int(c["owner"]), int(c["value"])) for c in j["board"]),
                bonus=tuple(int(p["bonus"]) for p in players),
                turn=int(j["turn"]),
                phase=str(j["phase"]),
                picked=None if j["picked"] is None else int(j["picked"]),
                pending_draws=tuple(int(v) for v in j["pending_draws"]),
                bonus_target=int(j.get("bonus_target", 4)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a Duel state: {exc}") from exc


def _set(t: tuple, i: int, v: Any) -> tuple:
    return t[:i] + (v,) + t[i + 1 :]
