"""Board transitions (NeuroshimaView mixin): a new state is animated from the previous one -
slides, arrivals and removals between turns, a battle played beat by beat, a battle waiting for
a player decision paused at that decision and resumed after it."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.engine.core import HIDDEN

from .battle_playback import Beat, Playback, battle_beats, pre_battle_board
from .board import Shown
from .shown import Hex, shown_from_state


class TransitionMixin:
    @staticmethod
    def _occupied(s: Any) -> set[Hex]:
        lay = s.lay
        out = {lay.hexes[i] for i, p in enumerate(s.board) if p is not None}
        out.update(w.hex for w in lay.warehouses)
        return out

    def _paused_board(self, board: dict[Hex, Shown], events) -> dict[Hex, Shown]:
        """The board after the battle events so far (a battle waiting for a player decision)."""
        pb = Playback({h: Shown(**vars(p)) for h, p in board.items()}, None, lang=self.ctx.lang)
        pb.beats = battle_beats(events)[:-1] if events else []
        pb.finish()
        return pb.shown

    def _battle_choice_transition(self, prev: Any, s: Any, new_shown: dict[Hex, Shown]) -> bool:
        """Battles that wait for player decisions: play the events up to the decision and stop
        there (the board stays as it is mid-battle); after the decision, play only the rest."""
        waiting = s.phase == "battle_choice"
        was = getattr(prev, "phase", "") == "battle_choice"
        if not (waiting or was) or not s.last_battle:
            return False
        log, plog = tuple(s.last_battle), tuple(getattr(prev, "last_battle", ()))
        cont = was and len(plog) <= len(log) and log[:len(plog)] == plog
        if not waiting and not (cont and s.battles > prev.battles):
            return False
        if cont:
            start = self._paused_board(shown_from_state(prev) if not waiting else new_shown, plog)
            rest = log[len(plog):]
        else:
            start = {h: Shown(**vars(p)) for h, p in new_shown.items()}
            rest = log
        if waiting and not rest:
            self.shown = start
            return True
        pb = Playback(start, self.ctx.sound, battle=True, lang=self.ctx.lang)
        pb.owner = log[0][1] if log[0][0] == "battle" else -1
        pb.phases = [ev[1] for ev in log if ev[0] == "phase"]
        pb.beats = battle_beats(rest)
        done = len(log) - len(rest)  # the lines already played before the decision stay up
        for b in pb.beats:  # the beats' lines index the whole battle's log, not only its rest
            b.line_index += done
        pb.lines_shown = done - 1
        if waiting:
            pb.beats = pb.beats[:-1]  # no "end" beat: the battle goes on after the decision
        else:
            final = new_shown
            pb.beats[-1].apply = lambda: self._settle(final)
        if not pb.beats:
            self.shown = start
            return True
        self.play = pb
        self.shown = pb.shown
        self.side_state = self._before_battle_side(prev, s)
        return True

    def _animate_transition(self, prev: Any, s: Any, new_shown: dict[Hex, Shown]) -> None:
        if self._battle_choice_transition(prev, s, new_shown):
            return
        before = shown_from_state(prev)
        pb = Playback({}, self.ctx.sound, lang=self.ctx.lang)
        if getattr(s, "battles", 0) > getattr(prev, "battles", 0) and s.last_battle:
            pb.shown = pre_battle_board(new_shown, s.last_battle, before, s.armies)
            pb.battle = True
            pb.owner = s.last_battle[0][1] if s.last_battle[0][0] == "battle" else -1
            pb.beats = battle_beats(s.last_battle)
            pb.phases = [ev[1] for ev in s.last_battle if ev[0] == "phase"]
            final = new_shown
            pb.beats[-1].apply = lambda: self._settle(final)
            self.side_state = self._before_battle_side(prev, s)
        else:
            # uid-less matching: a piece that vanished from one hex and the same piece appearing on
            # another is a move; a new piece is a placement; a vanished piece is a removal.
            pb.shown = {h: Shown(**vars(p)) for h, p in new_shown.items()}
            gone = {h: p for h, p in before.items() if h not in new_shown or new_shown[h].name != p.name
                    or new_shown[h].owner != p.owner}
            came = {h: p for h, p in new_shown.items() if h not in before or before[h].name != p.name
                    or before[h].owner != p.owner}
            slides, arrivals = [], []
            for h, p in came.items():
                src = next((g for g, q in gone.items() if q.name == p.name and q.owner == p.owner), None)
                if src is not None:
                    gone.pop(src)
                    a, b = self.board.center(src), self.board.center(h)
                    pb.shown[h].dx, pb.shown[h].dy = a[0] - b[0], a[1] - b[1]
                    slides.append(("slide", src, h, (a[0] - b[0], a[1] - b[1])))
                else:
                    pb.shown[h].alpha = 0.0
                    arrivals.append(("arrive", h))
            deaths = []
            for h, p in gone.items():
                if h not in pb.shown:
                    pb.shown[h] = Shown(**vars(p))
                    deaths.append(("killed", h, p.name, p.owner, "removed"))
            if slides:
                pb.beats.append(Beat("slide", 0.3, slides))
            if arrivals:
                pb.beats.append(Beat("arrive", 0.28, arrivals))
                if self.ctx.sound is not None:
                    try:
                        self.ctx.sound.play("place")
                    except Exception:
                        pass
            if deaths:
                pb.beats.append(Beat("deaths", 0.5, deaths))
            if not pb.beats:
                self.shown = new_shown
                return
            final = new_shown
            pb.beats[-1].apply = lambda: self._settle(final)
        self.play = pb
        self.shown = pb.shown

    @staticmethod
    def _before_battle_side(prev: Any, s: Any) -> Any:
        """What the side column shows while a battle plays: the hands, piles and turn as they
        were when it began (the next player's draw and turn come after it), and of those hands
        only what the new state shows too (a hand hidden now stays hidden)."""
        if prev is None or getattr(prev, "num_players", None) != s.num_players:
            return None
        secret = s.opt("hidden_hands", "no") == "yes"

        def shown_now(new: tuple) -> bool:  # the new state shows this hand (an empty one: not known)
            return not secret or (bool(new) and not any(t is HIDDEN for t in new))

        hands = tuple(tuple(old) if shown_now(new) else tuple(HIDDEN for _ in old)
                      for old, new in zip(prev.hands, s.hands, strict=True))
        return replace(prev, hands=hands, board=s.board, found=s.found, eliminated=s.eliminated)

    def _settle(self, final: dict[Hex, Shown]) -> None:
        self.shown = final
        if self.play is not None:
            self.play.shown = final

