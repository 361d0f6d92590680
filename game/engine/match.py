"""Match: owns the true state, the seeded RNG, the log, autosave and undo (architecture 3).

The Match is the only place that samples chance outcomes, so the same seed and the same
seat actions give the same game on any Python version.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import __version__
from game.engine.core import (
    CHANCE,
    TERMINAL,
    IllegalAction,
    game_breakdown,
    game_winners,
    header_options,
    resolve_options,
)
from game.engine.replay import ReplayError, ReplayFile, make_header, read_replay, version_error, write_replay

GameLookup = Callable[[str], Any]  # game id -> rules object; raises KeyError for an unknown id

SEAT_KINDS = ("human", "random", "greedy", "ai:easy", "ai:normal", "ai:hard")
REMOTE = "remote"  # a person at another computer (network play, game/net): only a host's Match has it
PERSON_KINDS = ("human", REMOTE)
# Header keys the table keeps beside the rules (issue 19), carried through save and load unread by
# the engine: the guided lesson's progress, the hints each seat took, hints switched off at setup.
TABLE_KEYS = ("learn", "hints", "hints_off")


@dataclass(frozen=True)
class Step:
    ply: int
    player: int  # a seat, or CHANCE
    action: Any
    text: str
    barrier: bool  # undo may not go back past this step (randomness or secrets revealed)

    def to_json(self, game: Any, state_after: Any | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": "step",
            "ply": self.ply,
            "player": "chance" if self.player == CHANCE else self.player,
            "action": game.encode_action(self.action),
            "text": self.text,
        }
        if state_after is not None:
            out["state"] = game.to_json(state_after)
        return out


def parse_seats(text: str | Sequence[str], num_players: int, kinds: Sequence[str] = SEAT_KINDS) -> list[str]:
    seats = [s.strip() for s in text.split(",")] if isinstance(text, str) else list(text)
    if len(seats) != num_players:
        raise ValueError(f"--seats lists {len(seats)} seats but --players is {num_players}")
    for seat in seats:
        if seat not in kinds:
            raise ValueError(f"unknown seat {seat!r}; use one of: {', '.join(kinds)}")
    return seats


def default_names(num_players: int, lang: str = "en") -> list[str]:
    return [f"{i + 1}. játékos" if lang == "hu" else f"Player {i + 1}" for i in range(num_players)]


class Match:
    """One game in progress. Seats submit actions; chance is resolved by ``advance``."""

    def __init__(
        self,
        game: Any,
        num_players: int,
        seats: Sequence[str],
        names: Sequence[str] | None = None,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        autosave_path: Path | None = None,
        initial_state: Any | None = None,
    ) -> None:
        spec = game.spec
        if not spec.min_players <= num_players <= spec.max_players:
            raise ValueError(
                f"{spec.name} takes {spec.min_players} to {spec.max_players} players, not {num_players}"
            )
        self.game = game
        self.num_players = num_players
        self.seats = parse_seats(list(seats), num_players, SEAT_KINDS + (REMOTE,))
        self.names = list(names) if names else default_names(num_players)
        if len(self.names) != num_players:
            raise ValueError(f"{len(self.names)} names given for {num_players} players")
        validate = getattr(game, "validate_options", None)
        opts = dict(options or {})
        self.options = validate(opts) if validate else resolve_options(spec, opts)
        self.seed = int(seed)
        self.autosave_path = Path(autosave_path) if autosave_path else None
        start = initial_state if initial_state is not None else game.initial_state(num_players, self.options)
        self.play_seconds = 0.0  # wall-clock time this game was open at a table, over every sitting
        self.table_notes: dict[str, Any] = {}  # TABLE_KEYS: saved in the header, not part of the rules
        self.states: list[Any] = [start]  # states[i] is the state before ply i
        self.steps: list[Step] = []

    # ----- reading the game ------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def initial_state(self) -> Any:
        return self.states[0]

    @property
    def current_player(self) -> int:
        return self.game.current_player(self.state)

    @property
    def is_over(self) -> bool:
        return self.current_player == TERMINAL

    def legal_actions(self) -> list[Any]:
        if self.current_player < 0:
            return []
        return list(self.game.legal_actions(self.state))

    def view_for(self, seat: int | None) -> Any:
        return self.game.player_view(self.state, seat)

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < self.num_players and self.seats[seat] == "human"

    def is_person(self, seat: int) -> bool:
        """A person decides for this seat: at this screen (human) or at another computer (remote)."""
        return 0 <= seat < self.num_players and self.seats[seat] in PERSON_KINDS

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == "human"]

    def chance_rng(self, ply: int) -> random.Random:
        """The RNG for the chance step at ``ply``: derived from the seed and the ply alone,
        so a game resumed from a save rolls exactly what the uninterrupted game would have.
        (String seeds are hashed with SHA-512: stable across Python versions.)"""
        return random.Random(f"{self.seed}:{ply}")

    # ----- acting ----------------------------------------------------------------------
    def submit(self, action: Any, player: int | None = None) -> Step:
        """Apply a seat's action. Raises IllegalAction (with the reason) if it is not legal."""
        seat = self.current_player
        if seat == TERMINAL:
            raise IllegalAction("The game is over.")
        if seat == CHANCE:
            raise IllegalAction("Waiting for a random outcome, not a player's decision.")
        if player is not None and player != seat:
            raise IllegalAction(f"It is {self.names[seat]}'s decision, not {self.names[player]}'s.")
        if action not in self.game.legal_actions(self.state):
            try:
                self.game.apply(self.state, action)
            except IllegalAction:
                raise
            except Exception as exc:  # a malformed action: say so plainly
                raise IllegalAction(f"That action is not allowed now ({exc}).") from None
            raise IllegalAction("That action is not allowed now.")
        return self._record(seat, action)

    def resolve_chance(self) -> Step | None:
        """Sample one chance outcome with the Match's RNG, if the game waits for one."""
        if self.current_player != CHANCE:
            return None
        outcomes = self.game.chance_outcomes(self.state)
        action = sample_outcome(outcomes, self.chance_rng(len(self.steps)))
        return self._record(CHANCE, action)

    def advance(self) -> list[Step]:
        """Resolve chance steps until a seat must decide or the game ends."""
        steps = []
        while self.current_player == CHANCE:
            step = self.resolve_chance()
            assert step is not None
            steps.append(step)
        if steps:
            self.autosave()
        return steps

    def _record(self, player: int, action: Any, autosave: bool = True) -> Step:
        before = self.state
        text = self.game.describe(before, action, "en")
        after = self.game.apply(before, action)
        barrier = player == CHANCE or _reveals(self.game, before, action, after)
        step = Step(len(self.steps), player, action, text, barrier)
        self.steps.append(step)
        self.states.append(after)
        if autosave and player != CHANCE:
            self.autosave()
        return step

    # ----- undo ------------------------------------------------------------------------
    def undo_target(self, seat: int) -> int | None:
        """How many steps an undo for ``seat`` removes, or None if it may not undo now.

        Undo goes back over bot moves to the seat's own last action, but never past a
        barrier (a random outcome or revealed secret), so undo never lets anyone peek.
        """
        n = 0
        for step in reversed(self.steps):
            if step.barrier:
                return None
            n += 1
            if step.player == seat:
                return n
            if self.is_person(step.player):
                return None
        return None

    def can_undo(self, seat: int) -> bool:
        return self.is_person(seat) and self.undo_target(seat) is not None

    def undo(self, seat: int) -> int:
        n = self.undo_target(seat) if self.is_person(seat) else None
        if not n:
            raise IllegalAction("Nothing to undo: new information has been revealed since.")
        del self.steps[-n:]
        del self.states[-n:]
        self.autosave()
        return n

    # ----- results ---------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(x) for x in self.game.returns(self.state)]

    def winners(self) -> list[int]:
        return game_winners(self.game, self.state)

    def result_line(self) -> dict[str, Any]:
        return {
            "type": "result",
            "scores": self.scores(),
            "winners": self.winners(),
            "plies": len(self.steps),
            "breakdown": game_breakdown(self.game, self.state),
            "final_state": self.game.to_json(self.state),
        }

    # ----- files -----------------------------------------------------------------------
    def to_replay(self, with_states: bool = False) -> ReplayFile:
        header = make_header(
            game=self.game.spec.id,
            players=self.num_players,
            seats=self.seats,
            names=self.names,
            options=self.options,
            seed=self.seed,
            app_version=__version__,
            initial_state=self.game.to_json(self.initial_state),
        )
        if self.play_seconds:
            header["play_seconds"] = round(self.play_seconds, 1)  # time at the table (records); not part of the rules
        header.update({k: self.table_notes[k] for k in TABLE_KEYS if self.table_notes.get(k) is not None})
        steps = [
            s.to_json(self.game, self.states[i + 1] if with_states else None) for i, s in enumerate(self.steps)
        ]
        return ReplayFile(header, steps, self.result_line() if self.is_over else None)

    def save(self, path: Path, with_states: bool = False) -> None:
        write_replay(Path(path), self.to_replay(with_states))

    def autosave(self) -> None:
        if self.autosave_path is not None:
            self.save(self.autosave_path)

    @classmethod
    def load(cls, path: Path, game_for: GameLookup, autosave_path: Path | None = None) -> Match:
        """Read and verify a save file; raises ReplayError with one clear line.

        ``game_for`` maps the file's game id to its rules object (the registry's
        ``get_game``): the engine is handed its games and never imports the registry."""
        return cls.from_replay(read_replay(Path(path)), game_for, str(path), autosave_path)

    @classmethod
    def from_replay(cls, rf: ReplayFile, game_for: GameLookup, label: str = "file",
                    autosave_path: Path | None = None) -> Match:
        h = rf.header
        try:
            game = game_for(h["game"])
        except KeyError:
            raise ReplayError(f"{label}: unknown game {h['game']!r}") from None
        try:
            options = header_options(game.spec, h["options"])  # an option the file predates: its old meaning
            match = cls(game, h["players"], h["seats"], h.get("names") or None, options, h["seed"], None)
            same_start = _json_copy(game.to_json(match.initial_state)) == h["initial_state"]
        except Exception as exc:  # anything a damaged header provokes is the file's fault: say so
            raise ReplayError(f"{label}: bad header: {exc or type(exc).__name__}") from None
        try:
            if not same_start:  # the set-up follows from players and options: a changed one is damage
                raise ReplayError(f"{label}: the header's initial_state is not the set-up of these players and "
                                  "options (the file is damaged or was saved by another version)")
            for step in rf.steps:
                match._replay_step(step, label)
        except ReplayError as exc:  # written by another version: its rules changed, say so plainly
            names = {lang: game.spec.localized_name(lang) for lang in ("en", "hu")}
            older = version_error(h, __version__, label, names, exc)
            if older is None:
                raise
            raise older from None
        match.autosave_path = Path(autosave_path) if autosave_path else None
        played = h.get("play_seconds")
        if isinstance(played, (int, float)) and not isinstance(played, bool) and 0 <= played < 1e8:
            match.play_seconds = float(played)
        match.table_notes = {k: _json_copy(h[k]) for k in TABLE_KEYS if h.get(k) is not None}  # read by the table
        return match

    def _replay_step(self, step: dict[str, Any], label: str) -> None:
        ply = step["ply"]
        try:
            action = self.game.decode_action(step["action"])
        except Exception as exc:  # a damaged action, whatever the game's decoder trips over
            raise ReplayError(f"{label}: ply {ply}: cannot read the action ({exc or type(exc).__name__})") from None
        player = CHANCE if step["player"] == "chance" else step["player"]
        current = self.current_player
        if player != current:
            who = "chance" if current == CHANCE else ("nobody (game over)" if current == TERMINAL else current)
            raise ReplayError(f"{label}: ply {ply}: illegal step: it was {who}'s turn, not {step['player']}'s")
        if player == CHANCE:
            possible = [o for o, _p in self.game.chance_outcomes(self.state)]
            if action not in possible:
                raise ReplayError(f"{label}: ply {ply}: illegal step: {action!r} is not a possible outcome")
        elif action not in self.game.legal_actions(self.state):
            raise ReplayError(f"{label}: ply {ply}: illegal step: {step.get('text') or action!r}")
        self._record(player, action, autosave=False)


def _json_copy(value: Any) -> Any:
    """``value`` as it reads back from a file (tuples become lists)."""
    return json.loads(json.dumps(value))


def sample_outcome(outcomes: Sequence[tuple[Any, float]], rng: random.Random) -> Any:
    if not outcomes:
        raise IllegalAction("The game offers no random outcome here.")
    x = rng.random() * sum(p for _o, p in outcomes)
    acc = 0.0
    for outcome, p in outcomes:
        acc += p
        if x < acc:
            return outcome
    return outcomes[-1][0]


def _reveals(game: Any, before: Any, action: Any, after: Any) -> bool:
    fn = getattr(game, "reveals_information", None)
    return bool(fn(before, action, after)) if fn else False
