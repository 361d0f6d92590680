"""The player panels, the top bar and the turn banner of the table.

One panel per seat: colour and shape badge, name, seat kind, the game's public counts (the
active seat's panel lifted and outlined); the game's name and the move count in the top bar;
the "NAME's turn" banner that slides into the top bar when the turn changes.
"""
from __future__ import annotations

import pygame

from game.ui import style

MAX_PANEL_LINES = 4


def pack_panel_lines(lines: list[str], font: pygame.font.Font, width: int) -> list[str]:
    """A panel's count lines as drawn: a line too wide for the panel breaks between its
    " · "-separated parts (several short lines instead of one cut with "…")."""
    if width <= 0:
        return list(lines)
    out: list[str] = []
    for line in lines:
        if font.size(line)[0] <= width or " · " not in line:
            out.append(line)
            continue
        current = ""
        for part in line.split(" · "):
            joined = f"{current} · {part}" if current else part
            if current and font.size(joined)[0] > width:
                out.append(current)
                current = part
            else:
                current = joined
        out.append(current)
    return out

class PlayerPanels:
    """Drawing the seats' panels, the top bar and the banner (a part of ``TableScene``)."""

    def seat_label(self, seat: int) -> str:
        """Who plays the seat, under its name ("AI · normal"); a network table adds whether a
        remote player is connected."""
        return self.t("seat." + self.match.seats[seat].replace(":", "_"))

    def _panel_texts(self) -> None:
        """The public counts in the panels, as the view shows them now (mid-playback: the
        state the animation has reached, not the final one)."""
        self.panel_text = {}
        width = self.panel_text_width()
        for seat in range(self.match.num_players):
            try:
                lines = [str(x) for x in self.view.panel_lines(self.vs, seat)][:MAX_PANEL_LINES]
            except Exception:
                lines = []
            self.panel_text[seat] = pack_panel_lines(lines, style.font(style.fs(14, self.size)), width)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        size = self.size
        name = self.game.spec.localized_name(self.lang)
        style.blit_text(surface, name, style.fs(22, size), self.th["ink"], (self.pad + style.px(6, size), self.top_h // 2 + style.px(4, size)),
                        "midleft", bold=True, max_width=max(0, self.top_bar_left() - 3 * self.pad))
        info = self.t("menu.moves", n=self.gamelog.moves)  # one count everywhere: engine.core.is_move
        r = style.text(name, style.fs(22, size), self.th["ink"], True).get_rect()
        x = self.pad + style.px(6, size) + r.w + style.px(16, size)
        if x < self.top_bar_left() - style.px(120, size):
            style.blit_text(surface, info, style.fs(15, size), self.th["ink_soft"], (x, self.top_h // 2 + style.px(5, size)),
                            "midleft", max_width=self.top_bar_left() - x - 10)

    def draw_panel_cue(self, surface: pygame.Surface, r: pygame.Rect, hot: bool) -> None:
        """A small "i" badge in the corner: hovering the panel shows the seat's details."""
        size = self.size
        rad = max(6, style.px(9, size))
        c = (r.right - style.px(8, size) - rad, r.y + style.px(8, size) + rad)
        col = self.th["accent"] if hot else self.th["ink_faint"]
        pygame.draw.circle(surface, col, c, rad, max(1, style.px(2, size) // 2 + 1))
        style.blit_text(surface, "i", max(10, rad + rad // 2), col, (c[0], c[1] + 1), "center", bold=True)

    def draw_panels(self, surface: pygame.Surface) -> None:
        size = self.size
        m = self.match
        cp = self.shown_seat()  # mid-playback: the seat that acted, not yet the next one
        rad = style.px(12, size)
        for seat, rect in enumerate(self.panel_rects):
            active = seat == cp
            colour = self.colours[seat]
            r = rect.move(-style.px(10, size), -style.px(2, size)) if active else rect
            if active:
                style.draw_shadow(surface, r, rad, offset=style.px(8, size), alpha=140)
                fill = style.mix(self.th["panel_hi"], colour, 0.14)
            else:
                fill = self.th["panel"]
            pygame.draw.rect(surface, fill, r, border_radius=rad)
            pygame.draw.rect(surface, colour, (r.x, r.y + rad // 2, style.px(6, size), r.h - rad), border_radius=3)
            if active:
                pygame.draw.rect(surface, colour, r, max(2, style.px(3, size)), border_radius=rad)
            else:
                pygame.draw.rect(surface, self.th["edge"], r, 1, border_radius=rad)
            br = max(6, min(style.px(17, size), r.h // 3))
            pad = style.px(12, size)
            bc = (r.x + pad + br + style.px(4, size), r.y + min(r.h // 2, pad + br))
            style.draw_badge(surface, bc, br, colour, self.shapes[seat], self.app.settings.shapes)
            tx = bc[0] + br + style.px(10, size)
            tw = max(0, r.right - tx - pad)
            if seat in self.panel_info:
                self.draw_panel_cue(surface, r, r.collidepoint(self.mouse) and self.is_top)
                tw = max(0, tw - style.px(22, size))
            f1, f2 = style.fs(18, size), style.fs(14, size)
            y = r.y + style.px(8, size)
            style.blit_text(surface, m.names[seat], f1, self.th["ink"], (tx, y), bold=True, max_width=tw)
            y += style.font(f1, True).get_linesize() - style.px(2, size)
            label = self.seat_label(seat)
            if self.thinking_seat == seat and not self.view.busy:
                label += " · " + self.t("table.thinking_short") + "." * (1 + int(self.clock * 3) % 3)
            elif active:
                label += " · " + self.t("table.to_move")
            if y + style.font(f2).get_linesize() <= r.bottom:
                ink = style.readable(colour, fill) if active else self.th["ink_soft"]  # a blue seat on slate: lifted
                style.blit_text(surface, label, f2, ink, (tx, y), max_width=tw)
                y += style.font(f2).get_linesize()
            for line in self.panel_text.get(seat, []):
                if y + style.font(f2).get_linesize() > r.bottom - 2:
                    break
                style.blit_text(surface, line, f2, self.th["ink_soft"], (tx, y), max_width=tw)
                y += style.font(f2).get_linesize()

    def draw_banner(self, surface: pygame.Surface) -> None:
        """The "NAME's turn" banner slides down into the top bar, between the title and the
        buttons: it never covers the board or a game's tracks."""
        b = self.banner
        if b is None:
            return
        size = self.size
        t = b["t"]
        speed = self.app.settings.anim_factor or 4.0
        t_in, hold, t_out = 0.28 / speed, 1.3, 0.3 / speed
        if t < t_in:
            k = 1 - (1 - t / t_in) ** 3
        elif t < t_in + hold:
            k = 1.0
        elif t < t_in + hold + t_out:
            k = 1 - ((t - t_in - hold) / t_out) ** 2
        else:
            return
        seat = b["seat"]
        colour = self.colours[seat]
        title_w = style.text(self.game.spec.localized_name(self.lang), style.fs(22, size), self.th["ink"], True).get_width()
        left = self.pad + style.px(6, size) + title_w + style.px(16, size)
        right = self.top_bar_left() - style.px(12, size)
        h = max(10, self.top_h - style.px(8, size))
        room = right - left
        if room < style.px(120, size):
            return
        f = style.fs(24, size)
        txt = style.text(b["text"], f, style.ink_on(colour), True)
        while txt.get_width() + h + style.px(40, size) > room and f > style.fs(14, size):
            f -= 1
            txt = style.text(b["text"], f, style.ink_on(colour), True)
        w = min(room, txt.get_width() + h + style.px(40, size))
        rect = pygame.Rect(0, 0, w, h)
        rect.centerx = max(left + w // 2, min(right - w // 2, size[0] // 2))
        rest_y = (self.top_h - h) // 2 + style.px(4, size)
        rect.y = int(-h + k * (h + rest_y))
        old_clip = surface.get_clip()
        surface.set_clip(pygame.Rect(0, 0, size[0], self.board.y - 1))  # the top bar only
        style.draw_shadow(surface, rect, h // 2, offset=style.px(3, size), alpha=120)
        surface.set_clip(old_clip)
        pygame.draw.rect(surface, colour, rect, border_radius=h // 2)
        pygame.draw.rect(surface, style.mix(colour, (255, 255, 255), 0.5), rect, 2, border_radius=h // 2)
        br = h // 3
        style.draw_badge(surface, (rect.x + br + style.px(12, size), rect.centery), br,
                         style.mix(colour, (0, 0, 0), 0.15), self.shapes[seat], self.app.settings.shapes)
        tx = rect.x + 2 * br + style.px(20, size)
        surface.blit(txt, txt.get_rect(midleft=(tx, rect.centery), width=txt.get_width()).clamp(rect))
