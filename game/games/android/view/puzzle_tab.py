"""The Conspiracy tab of the Android table: the 5x5 puzzle with its pieces, the lit cells of a
piece being placed (a click previews it, again turns it), the piles and the ten groups.

Mixed into ``AndroidView`` (``table.py``): the methods use its state, fonts, words and ``hot`` list."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import HIDDEN
from game.games.android import puzzle
from game.games.android import text as AT
from game.games.android.content import CONTENT, PILES, SIDES
from game.games.android.view.theme import (
    GROUP_COLOURS,
)
from game.ui.render.effects import darken
from game.ui.render.fonts import get_font


class PuzzleTab:
    """The conspiracy puzzle."""

    def puzzle_actions(self) -> list[Any]:
        return [a for a in self.legal if isinstance(a, tuple) and a and a[0] == "put"]

    def draw_puzzle(self, surface: pygame.Surface, x: int, y: int, w: int, bottom: int) -> int:
        s = self.state
        size = self.fs(14)
        lh = get_font(size).get_linesize()
        side = max(60, min(int(w * 0.5), bottom - y - lh * 2))
        cell = side // puzzle.SIZE
        side = cell * puzzle.SIZE
        gx, gy = x + self.px(10), y + self.px(10)
        self.puzzle_rect = pygame.Rect(gx, gy, side, side)
        pygame.draw.rect(surface, darken(self.THEME["panel"], 0.35), self.puzzle_rect.inflate(4, 4), border_radius=4)
        puts = self.puzzle_actions()
        legal_cells = {(a[1], a[2]) for a in puts}
        cells = {(r, c): (pid, rot) for r, c, pid, rot in s.grid}
        sel = self.selected if isinstance(self.selected, tuple) and self.selected[:1] == ("put",) else None
        group_of = {pos: i for i, g in enumerate(CONTENT.groups) for pos in g.positions}
        for r in range(puzzle.SIZE):
            for c in range(puzzle.SIZE):
                rect = pygame.Rect(gx + c * cell, gy + r * cell, cell - 2, cell - 2)
                lit = (r, c) in legal_cells
                pygame.draw.rect(surface, (24, 40, 70) if not lit else (30, 80, 90), rect, border_radius=3)
                if lit:
                    pygame.draw.rect(surface, (120, 255, 230), rect, 2, border_radius=3)
                piece = cells.get((r, c))
                if sel is not None and (sel[1], sel[2]) == (r, c):
                    piece = (self._piece_id(), sel[3])
                if piece is not None and piece[0] not in ("", HIDDEN):
                    self._draw_piece(surface, rect, piece[0], piece[1], preview=piece is not cells.get((r, c)))
                self.hot.append((rect, "cell", (r, c)))
                for sd in SIDES:  # group ticks on the border
                    pos = puzzle._border(r, c, sd)
                    if pos is None:
                        continue
                    col = GROUP_COLOURS[group_of[pos] % len(GROUP_COLOURS)]
                    cx, cy = rect.center
                    dx, dy = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}[sd]
                    p0 = (cx + dx * (cell // 2 + 1), cy + dy * (cell // 2 + 1))
                    p1 = (cx + dx * (cell // 2 + 8), cy + dy * (cell // 2 + 8))
                    pygame.draw.line(surface, col, p0, p1, 4)
        # groups with their links, beside the grid
        links = puzzle.links(s.grid)
        lx = gx + side + self.px(16)
        ly = y
        for i, g in enumerate(CONTENT.groups):
            if ly + lh > bottom:
                break
            col = GROUP_COLOURS[i % len(GROUP_COLOURS)]
            pygame.draw.rect(surface, col, (lx, ly + lh // 2 - 4, 8, 8))
            label = f"{g.name.get(self.lang, g.name['en'])} {links.get(g.id, 0)}"
            top = ly
            ly = self._para(surface, label, lx + 12, ly, x + w - lx - 12, size, self.THEME["ink_soft"])
            self.hot.append((pygame.Rect(lx, top, x + w - lx, ly - top), "group", g.id))
        y = max(gy + side + self.px(12), ly)
        piles = " · ".join(self.t(f"pile.{k}", n=len(s.piles[i])) for i, k in enumerate(PILES))
        y = self._para(surface, piles, x, y, w, size, self.THEME["ink_soft"])
        ladder = [f"{self.who(i)}: {self.t(f'pile.{PILES[p.pile]}', n='').strip()}"
                  for i, p in enumerate(s.players) if 0 <= p.pile < len(PILES)]
        if ladder:
            y = self._para(surface, " · ".join(ladder), x, y, w, size, self.THEME["ink_faint"])
        if s.lines_done:
            y = self._para(surface, self.t("lines_done", n=len(s.lines_done)), x, y, w, size, self.THEME["ok"])
        pid = self._piece_id()
        if pid not in ("", HIDDEN) and puts:
            words = self.piece_words(pid) + " · " + self.t("placements", n=len(puts))
            y = self._para(surface, words, x, y, w, size, self.THEME["accent"])
        if sel is not None and sel in self.legal:
            y = self.draw_confirm(surface, x + w // 2, y + self.px(4)).bottom
        return y

    def _piece_id(self) -> Any:
        piece = self.state.piece
        return piece[2] if len(piece) > 2 else ""

    def _draw_piece(self, surface: pygame.Surface, rect: pygame.Rect, pid: str, rot: int, preview: bool) -> None:
        colour = (250, 220, 120) if pid == "centre" else (150, 220, 255)
        if preview:
            colour = (120, 255, 230)
        cx, cy = rect.center
        half = rect.w // 2
        for seg in puzzle.segments(pid, rot):
            for sd in seg:
                dx, dy = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}[sd]
                pygame.draw.line(surface, colour, (cx, cy), (cx + dx * half, cy + dy * half), max(3, rect.w // 7))
        pygame.draw.circle(surface, colour, (cx, cy), max(3, rect.w // 8))

    def cell_info(self, cell: tuple[int, int]) -> tuple[str, str]:
        s = self.state
        placed = {(r, c): (pid, rot) for r, c, pid, rot in s.grid}
        title = self.t("cell", r=cell[0] + 1, c=cell[1] + 1)
        lines = []
        if cell in placed:
            lines.append(self.piece_words(placed[cell][0]))
        n = sum(1 for a in self.puzzle_actions() if (a[1], a[2]) == cell)
        if n:
            lines.append(self.t("cell_legal", n=n))
        return title, "\n".join(lines)

    def piece_words(self, pid: Any) -> str:
        if pid == "centre":
            return self.t("centre_piece")
        pc = CONTENT.pieces.get(pid) if isinstance(pid, str) else None
        if pc is None:
            return ""
        bonus = ", ".join(self.t(f"bonus.{b}") for b in pc.bonuses) or self.t("bonus.none")
        return self.t("piece", p=self.t(f"pile.{pc.pile}", n="").strip(), b=bonus)

    def group_info(self, gid: str) -> tuple[str, str]:
        g = next(x for x in CONTENT.groups if x.id == gid)
        links = puzzle.links(self.state.grid).get(gid, 0)
        kind = g.per_link[0]
        reward = self.t(f"reward.{kind}", f=AT.FAVOR_NAMES[AT._lang(self.lang)].get(str(g.per_link[1]), ""),
                        n=g.per_link[-1])
        return g.name.get(self.lang, g.name["en"]), self.t("links", n=links) + "\n" + reward

    def click_cell(self, cell: tuple[int, int]) -> Any | None:
        """First click shows a legal placement there; more clicks turn it; Confirm places it."""
        puts = [a for a in self.puzzle_actions() if (a[1], a[2]) == cell]
        if not puts:
            return None
        if len(puts) == 1 and self.selected == puts[0]:
            return puts[0]
        if self.selected in puts:
            self.selected = puts[(puts.index(self.selected) + 1) % len(puts)]
        else:
            self.selected = puts[0]
        return None
