"""The table's game log: one line per decision that matters, round separators, the move count.

The game words every step through ``log_line(before, action, after, lang)`` (default: its
``describe``), from the public views around the step, so the log never shows a secret; a
step it answers None for is left out (a tile picked, placed and rotated is one line when it
is confirmed; a shuffle or a hidden draw needs no line). ``log_round(state)`` gives the
round, and a separator ("— Round 3 —") is put in where it changes. A move is a player's
decision that got a line: the counter counts those, not plies (chance steps and the parts
of a merged decision do not count; ``engine.core.is_move`` is the same rule, so the table, the
menu, Running games and the records count alike).

A step that was a decision with one possible answer (``choices.forced_action``: the table
takes those without asking) is marked "(only choice)" by ``only_choice`` when its line is shown,
so a player sees what was done for them; the mark is worked out from the match alone, so the
``replay --log`` transcript shows it the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.core import game_log_line, game_log_round
from game.engine.text import personalize
from game.i18n import has_key
from game.ui.choices import forced_action


def round_key(game: Any, lang: str) -> str:
    """The catalog key of the log's round separator: a game may name its rounds in its own word
    (Metro's Hungarian rulebook says "forduló", the others' "kör"): ``table.log_round.<game id>``."""
    own = f"table.log_round.{game.spec.id}"
    return own if has_key(own, lang) else "table.log_round"


@dataclass(frozen=True)
class Entry:
    """One step: its line (None: left out), whether it counts as a move, the round after it."""

    text: str | None
    move: bool
    round_after: int | None
    forced: bool = False
    split: tuple[str, str] | None = None  # (the step's words, the new round's opening words)


class GameLog:
    def __init__(self, game: Any, only_choice: Callable[[str], str] | None = None) -> None:
        self.game = game
        self.entries: list[Entry] = []
        self.first_round: int | None = None
        self.lang = ""
        self.names: list[str] = []
        self.only_choice = only_choice  # marks a forced step's line ("... (only choice)"); None: no mark
        self._forced: dict[int, tuple[bool, Any]] = {}  # step index -> (forced, its step), across languages

    def sync(self, states: Sequence[Any], steps: Sequence[Any], names: Sequence[str], lang: str) -> bool:
        """Bring the entries in line with the match's steps (after new steps or an undo);
        True when anything changed."""
        changed = False
        if lang != self.lang or list(names) != self.names:  # worded again (a default name follows the language)
            self.entries, self.lang, self.names, changed = [], lang, list(names), True
        if len(self.entries) > len(steps):
            del self.entries[len(steps):]
            changed = True
        if not self.entries and states:
            self.first_round = self._round(self._public(states[0]))
        after = None
        for i in range(len(self.entries), len(steps)):
            step = steps[i]
            before = after if after is not None else self._public(states[i])
            after = self._public(states[i + 1]) if i + 1 < len(states) else before
            try:
                text = game_log_line(self.game, before, step.action, after, lang)
            except Exception:  # a game's wording must never stop the table
                text = getattr(step, "text", "") or None
            line = personalize(str(text), list(names), lang) if text else None
            player = step.player if isinstance(step.player, int) else -1
            forced = player >= 0 and line is not None and self._was_forced(i, states[i], step)
            new_round = self._round(after)
            split = self._split(line, after, lang) if line and new_round != self._last_round() else None
            self.entries.append(Entry(line, player >= 0 and line is not None, new_round, forced, split))
            changed = True
        return changed

    def _was_forced(self, i: int, before: Any, step: Any) -> bool:
        """Whether step ``i`` was a decision with one possible answer (not ending the turn)."""
        known = self._forced.get(i)
        if known is not None and known[1] is step:
            return known[0]
        try:
            legal = self.game.legal_actions(before)
            forced = forced_action(self.game, before, legal) is not None
        except Exception:
            forced = False
        self._forced[i] = (forced, step)
        return forced

    def _last_round(self) -> int | None:
        rounds = [e.round_after for e in self.entries if e.round_after is not None]
        return rounds[-1] if rounds else self.first_round

    def _split(self, line: str, after: Any, lang: str) -> tuple[str, str] | None:
        """A line that also opens the new round ("... Body armour. Round 1: production: ...") is
        shown in two, the round's separator between them: the game's optional
        ``log_round_split(line, public_after, lang)`` says where (the stored line is unchanged)."""
        hook = getattr(self.game, "log_round_split", None)
        if hook is None:
            return None
        try:
            parts = hook(line, after, lang)
        except Exception:
            return None
        return parts if isinstance(parts, tuple) and len(parts) == 2 and all(parts) else None

    def _text(self, e: Entry) -> str:
        if e.forced and e.text and self.only_choice is not None:
            return self.only_choice(e.text)
        return e.text or ""

    def _public(self, s: Any) -> Any:
        try:
            return self.game.player_view(s, None)
        except Exception:
            return s

    def _round(self, s: Any) -> int | None:
        try:
            r = game_log_round(self.game, s)
        except Exception:
            return None
        return int(r) if isinstance(r, int) and r > 0 else None

    @property
    def moves(self) -> int:
        return sum(1 for e in self.entries if e.move)

    def step_lines(self) -> list[str]:
        """One string per step ("" for a step left out), indexed like the match's steps."""
        return [self._text(e) for e in self.entries]

    def rows(self, round_label: Callable[[int], str]) -> list[tuple[str, str]]:
        """What the panel shows, in order: ("round", "— Round 2 —") and ("line", text)."""
        out: list[tuple[str, str]] = []
        current = self.first_round
        if current is not None:
            out.append(("round", round_label(current)))
        for e in self.entries:
            new_round = e.round_after is not None and e.round_after != current
            if new_round and e.split:
                head = self.only_choice(e.split[0]) if e.forced and self.only_choice is not None else e.split[0]
                out += [("line", head), ("round", round_label(e.round_after)), ("line", e.split[1])]
                current = e.round_after
                continue
            if e.text:
                out.append(("line", self._text(e)))
            if new_round:
                current = e.round_after
                out.append(("round", round_label(current)))
        return out
