"""Match setup: the number of players, each seat (name, who plays it, colour, its army where
the game has one per seat), the game's options in plain words, and an "Advanced rules" fold
with the rule variants and the optional seed.

Everything on screen comes from the option contract (``OptionSpec`` / ``OptionValue`` in
``game.engine.core``) and the message catalogs: an option's label and help, each value's
label and help. No option key, raw value or id is ever drawn. The page scrolls when the
window is too short for it (``ScrollArea``); every drop-down opens inside the window.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.engine.core import CHOICE, PER_SEAT, TEXT, OptionSpec
from game.engine.match import REMOTE, SEAT_KINDS
from game.games import get_game
from game.i18n import has_key
from game.ui import style
from game.ui.scenes.base import UIScene
from game.ui.scenes.lobby import host_new_game
from game.ui.views import view_class
from game.ui.widgets import Button, Dropdown, Label, ScrollArea, TextEntry
from game.ui.widgets.base import Widget, event_pos

DEFAULT_OPPONENT = "ai:normal"


class SeatBadge(Widget):
    """A seat's colour-and-shape disc; a click cycles it (the shape only where the game fixes colours)."""

    def __init__(self, rect: Any, seat: int, colour: tuple[int, int, int], shape: str, on_click: Any,
                 tooltip: str, show_shape: bool = True) -> None:
        super().__init__(rect, f"badge{seat}", tooltip)
        self.seat = seat
        self.colour = colour
        self.shape = shape
        self.on_click = on_click
        self.show_shape = show_shape
        self._down = False

    def handle_event(self, e: pygame.event.Event) -> bool:
        pos = event_pos(e)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hovered = self.rect.collidepoint(pos)
        elif e.type == pygame.MOUSEBUTTONDOWN and pos is not None and getattr(e, "button", 1) == 1:
            self._down = self.rect.collidepoint(pos)
            return self._down
        elif e.type == pygame.MOUSEBUTTONUP and self._down:
            self._down = False
            if pos is not None and self.rect.collidepoint(pos):
                self.on_click(self.seat)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        fill = style.SHELL["panel_hi"] if self.hovered else style.SHELL["panel"]
        pygame.draw.rect(surface, fill, r, border_radius=r.h // 4)
        style.draw_badge(surface, r.center, int(r.h * 0.36), self.colour, self.shape, self.show_shape)


class Picture(Widget):
    """A small picture (a scenario's map) drawn centred in its rect."""

    def __init__(self, rect: Any, image: pygame.Surface | None, id: str = "", tooltip: str = "") -> None:
        super().__init__(rect, id, tooltip)
        self.image = image

    def draw(self, surface: pygame.Surface) -> None:
        if self.image is not None:
            surface.blit(self.image, self.image.get_rect(center=self.rect.center))


class FoldButton(Button):
    """A button with a chevron: pointing right while folded, down while open."""

    def __init__(self, *a: Any, open: bool = False, **kw: Any) -> None:
        super().__init__(*a, **kw)
        self.open = open

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        r = self.rect
        s = max(4, r.h // 6)
        cx, cy = r.x + r.h // 2, r.centery + (1 if self.pressed else 0)
        if self.open:
            pts = [(cx - s, cy - s // 2), (cx + s, cy - s // 2), (cx, cy + s)]
        else:
            pts = [(cx - s // 2, cy - s), (cx + s, cy), (cx - s // 2, cy + s)]
        pygame.draw.polygon(surface, self.colours()[1], pts)


class SetupScene(UIScene):
    name = "setup"

    def __init__(self, app: Any, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.game = get_game(game_id)
        spec = self.game.spec
        self.spec = spec
        self.count = spec.min_players
        n_max = spec.max_players
        self.kinds = ["human"] + [DEFAULT_OPPONENT] * (n_max - 1)
        self.names = [self.t("setup.default_name", n=i + 1) for i in range(n_max)]
        self.colours = list(range(n_max))
        self.option_values: dict[str, Any] = {k: o.default for k, o in spec.options.items() if o.kind != PER_SEAT}
        self.per_seat: dict[str, list[Any]] = {k: self._initial_per_seat(o) for k, o in spec.options.items()
                                               if o.kind == PER_SEAT}
        self.seed_text = ""  # empty: a fresh random seed at start
        self.hints = True  # the table's Hint button (issue 19); off for a game where nobody gets help
        self.advanced_open = False
        self.area: ScrollArea | None = None
        self.error = ""

    # ----- option texts ----------------------------------------------------------------
    def _initial_per_seat(self, opt: OptionSpec) -> list[Any]:
        """The default entries, then (for more seats) the first values nobody has yet ("random"
        may repeat)."""
        entries = opt.split(opt.default)
        pool = [v.value for v in opt.offered_values(self.spec.max_players)]
        while len(entries) < self.spec.max_players:
            free = [v for v in pool if v not in entries or v == "random" or opt.value_info(v).shared] \
                if opt.distinct else pool
            entries.append(free[0] if free else pool[len(entries) % len(pool)])
        return entries

    def _fmt(self) -> dict[str, str]:
        """Seat names for catalog texts: {p1}..{pN}."""
        return {f"p{i + 1}": self._name(i) for i in range(self.spec.max_players)}

    def _name(self, i: int) -> str:
        return self.names[i].strip() or self.t("setup.default_name", n=i + 1)

    def option_label(self, key: str) -> str:
        return self.t(self.spec.option_keys(key)[0])

    def option_help(self, key: str) -> str:
        return self.t(self.spec.option_keys(key)[1])

    def value_texts(self, key: str, value: Any) -> tuple[str, str]:
        """(label, help) of one value, seat names filled in."""
        info = self.spec.options[key].value_info(value)
        fmt = self._fmt()
        if info.seat is not None:
            fmt.update(name=self._name(info.seat), n=str(info.seat + 1))
        label_key, help_key = self.spec.value_keys(key, value)
        if not has_key(label_key) and str(value).lower() == "random":  # the shell's word for a game's "random"
            label_key, help_key = "setup.random", "setup.random.help"
        return self.t(label_key, **fmt), (self.t(help_key, **fmt) if has_key(help_key) else "")  # never a key

    def visible_options(self, advanced: bool) -> list[str]:
        return [k for k, o in self.spec.options.items()
                if o.kind != PER_SEAT and o.advanced == advanced and self._shown(k, o)]

    def _shown(self, key: str, opt: Any) -> bool:
        """Offered now, or with one value now and others greyed for other player counts."""
        if opt.offered(self.count, self.option_values):
            return True
        in_range = not opt.players or opt.players[0] <= self.count <= opt.players[1]
        return (opt.kind == CHOICE and not opt.hidden and in_range and opt.applies(self.option_values)
                and bool(opt.offered_values(self.count)) and bool(self._other_counts(key)))

    def per_seat_key(self) -> str | None:
        """The per-seat option shown beside the seats (only while the options it depends on have
        the values it needs: Metro's factions once "Choose factions now" is picked)."""
        return next((k for k, o in self.spec.options.items()
                     if o.kind == PER_SEAT and o.offered(self.count, self.option_values)), None)

    def seat_colour(self, i: int) -> tuple[tuple[int, int, int], bool]:
        """The seat's colour and whether the game fixes it (an army's colour)."""
        for key, opt in self.spec.options.items():
            if opt.kind == PER_SEAT and opt.seat_colours:
                colour = opt.value_info(self.per_seat[key][i]).colour
                if colour is not None:
                    return tuple(colour)[:3], True  # type: ignore[return-value]
        palette, _shapes = style.player_palette()
        return palette[self.colours[i] % len(palette)], False

    # ----- layout ----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        old_offset = self.area.offset if self.area is not None else 0
        self.ui.clear()
        w, h = size
        m = _Metrics(size)
        bh, bw = style.px(50, size), min(style.px(200, size), (w - 3 * m.pad) // 2)
        self.ui.add(Button(self.t("common.back"), self.on_back, (m.pad, h - bh - m.pad, bw, bh), id="back",
                           font_size=m.fsz))
        start = Button(self.t("setup.start"), self.start, (w - bw - m.pad, h - bh - m.pad, bw, bh), id="start",
                       kind="primary", font_size=m.fsz, tooltip=self.t("setup.start_help"))
        self.ui.add(start)
        top = style.px(104, size)
        area_rect = pygame.Rect(m.pad // 2, top, w - m.pad, max(40, h - bh - 2 * m.pad - top))
        self.area = ScrollArea(area_rect, id="page", step=m.rh)
        avail = area_rect.w - m.pad * 2
        cw = min(avail, style.px(1180, size))
        two = cw >= style.px(1000, size)
        x0 = area_rect.x + (area_rect.w - cw) // 2
        if two:
            left_w = cw * 54 // 100
            right_x, right_w = x0 + left_w + m.pad * 2, cw - left_w - m.pad * 2
            y_left = self._layout_seats(m, x0, top, left_w)
            y_right = self._layout_options(m, right_x, top, right_w)
            del y_left, y_right
        else:
            y = self._layout_seats(m, x0, top, cw)
            self._layout_options(m, x0, y + m.gap * 2, cw)
        self.ui.add(self.area)
        self.area.finish()
        self.area.scroll_to(old_offset)

    def _heading(self, m: _Metrics, text: str, x: int, y: int, w: int) -> int:
        self.area.add(Label(text, (x, y, w, m.head_h), m.fhead, style.SHELL["accent"], bold=True))
        return y + m.head_h + m.gap

    def _layout_seats(self, m: _Metrics, x: int, y: int, w: int) -> int:
        spec = self.spec
        area = self.area
        y = self._heading(m, self.t("setup.section_players"), x, y, w)
        # the player count: one button per possible count
        counts = list(range(spec.min_players, spec.max_players + 1))
        lab_w = min(style.px(200, self.size), w // 3)
        label = Label(self.t("setup.count"), (x, y, lab_w, m.rh), m.fsz, style.SHELL["ink_soft"])
        label.tooltip = self.t("setup.players_help")
        area.add(label)
        cbw = min(m.rh * 3 // 2, (w - lab_w) // max(1, len(counts)) - m.gap)
        for j, n in enumerate(counts):
            b = Button(str(n), self._count_setter(n), (x + lab_w + j * (cbw + m.gap), y, cbw, m.rh), id=f"count{n}",
                       kind="primary" if n == self.count else "normal", font_size=m.fsz,
                       tooltip=self.t("setup.count_help", n=n))
            area.add(b)
        y += m.rh + m.gap * 2
        key = self.per_seat_key()
        kinds = SEAT_KINDS + (REMOTE,)  # a Remote player: a friend at another computer (network play)
        kind_opts = [(k, self.t("seat." + k.replace(":", "_"))) for k in kinds]
        kind_tips = {k: self.t("seat." + k.replace(":", "_") + ".help") for k in kinds}
        _palette, shapes = style.player_palette()
        bw = m.rh
        inner = w - bw - m.gap * (3 if key else 2)
        if key:
            name_w, kind_w = inner * 34 // 100, inner * 29 // 100
            seat_w = inner - name_w - kind_w
        else:
            name_w = inner * 55 // 100
            kind_w, seat_w = inner - name_w, 0
        fixed_any = False
        for i in range(self.count):
            colour, fixed = self.seat_colour(i)
            fixed_any = fixed_any or fixed
            area.add(SeatBadge((x, y, bw, m.rh), i, colour, shapes[self.colours[i] % len(shapes)], self.cycle_colour,
                               self.t("setup.badge_help_fixed" if fixed else "setup.badge_help"),
                               self.app.settings.shapes))
            entry = TextEntry(self.names[i], (x + bw + m.gap, y, name_w, m.rh), id=f"name{i}", font_size=m.fsz,
                              max_len=24, on_change=self._name_setter(i))
            entry.tooltip = self.t("setup.name_help")
            area.add(entry)
            kx = x + bw + m.gap * 2 + name_w
            area.add(Dropdown(kind_opts, self.kinds[i], (kx, y, kind_w, m.rh), id=f"kind{i}", font_size=m.fsz,
                              on_change=self.item_setter("kinds", i), tooltip=self.t("setup.kind_help"),
                              tips=kind_tips, wheel_changes=False))
            if key:
                area.add(self._seat_dropdown(key, i, (kx + kind_w + m.gap, y, seat_w, m.rh), m))
            y += m.rh + m.gap
        hint = self.t("setup.colour_hint_fixed" if fixed_any else "setup.colour_hint")
        area.add(Label(hint, (x, y, w, m.hint_h), m.fsmall, style.SHELL["ink_faint"]))
        return y + m.hint_h

    def _seat_dropdown(self, key: str, i: int, rect: Any, m: _Metrics) -> Dropdown:
        opt = self.spec.options[key]
        values = opt.offered_values(self.count)
        options = [(v.value, self.value_texts(key, v.value)[0]) for v in values]
        tips = {v.value: self.value_texts(key, v.value)[1] for v in values}
        colours = {v.value: v.colour for v in values if v.colour is not None}
        d = Dropdown(options, self.per_seat[key][i], rect, id=f"{key}{i}", font_size=m.fsz,
                     on_change=self._per_seat_setter(key, i), tooltip=self.option_help(key), tips=tips,
                     colours=colours, disabled=self._taken(key, i), wheel_changes=False)
        return d

    def _taken(self, key: str, i: int) -> dict[Any, str]:
        """Values other seats already hold (for an option that allows each value once)."""
        if not self.spec.options[key].distinct:
            return {}
        opt = self.spec.options[key]
        return {self.per_seat[key][j]: self.t("setup.taken", name=self._name(j))
                for j in range(self.count) if j != i and self.per_seat[key][j] != "random"  # random: any number
                and not opt.value_info(self.per_seat[key][j]).shared}

    def _layout_options(self, m: _Metrics, x: int, y: int, w: int) -> int:
        main = self.visible_options(advanced=False)
        adv = self.visible_options(advanced=True)
        y = self._heading(m, self.t("setup.section_game"), x, y, w)
        for key in main:
            y = self._option_row(m, key, x, y, w)
        y = self._hints_row(m, x, y, w)
        fold = FoldButton(self.t("setup.advanced_hide" if self.advanced_open else "setup.advanced_show"),
                          self.toggle_advanced, (x, y, min(w, style.px(300, self.size)), m.rh), id="advanced",
                          kind="ghost", font_size=m.fsz, tooltip=self.t("setup.advanced_help"),
                          open=self.advanced_open)
        self.area.add(fold)
        y += m.rh + m.gap
        if not self.advanced_open:
            return y
        for key in adv:
            y = self._option_row(m, key, x, y, w)
        lab_w = w * 42 // 100
        label = Label(self.t("setup.seed"), (x, y, lab_w - m.gap, m.rh), m.fsz, style.SHELL["ink_soft"])
        label.tooltip = self.t("setup.seed_help")
        self.area.add(label)
        entry = TextEntry(self.seed_text, (x + lab_w, y, min(w - lab_w, style.px(200, self.size)), m.rh), id="seed",
                          font_size=m.fsz, max_len=9, allowed=str.isdigit, on_change=self._set_seed,
                          placeholder=self.t("setup.seed_placeholder"))
        entry.tooltip = self.t("setup.seed_help")
        self.area.add(entry)
        return y + m.rh + m.gap

    def _option_row(self, m: _Metrics, key: str, x: int, y: int, w: int) -> int:
        opt = self.spec.options[key]
        lab_w = w * 42 // 100
        text = self.option_label(key)
        fits = style.font(m.fsz).size(text)[0] <= lab_w - m.gap
        # a long label (often in Hungarian) takes two smaller lines instead of an ellipsis
        label = Label(text, (x, y, lab_w - m.gap, m.rh), m.fsz if fits else m.fsmall, style.SHELL["ink_soft"],
                      id=f"label_{key}", wrap=not fits, max_lines=2)
        if not fits:
            lh = style.font(m.fsmall).get_linesize()
            lines = min(2, len(label.lines()))
            label.rect.h = min(m.rh, lines * lh)
            label.rect.y = y + (m.rh - label.rect.h) // 2
        label.tooltip = self.option_help(key)
        self.area.add(label)
        rect = (x + lab_w, y, w - lab_w, m.rh)
        if opt.kind == TEXT:
            entry = TextEntry(str(self.option_values[key]), rect, id=f"opt_{key}", font_size=m.fsz,
                              on_change=self._set_option(key))
            entry.tooltip = self.option_help(key)
            self.area.add(entry)
            return y + m.rh + m.gap
        offered = {v.value for v in opt.offered_values(self.count)}
        shut = self._other_counts(key)  # shown greyed with the reason, never hidden
        texts = {v: self.value_texts(key, v) for v in self._value_order(key) if v in offered or v in shut}
        self.area.add(Dropdown([(v, t[0]) for v, t in texts.items()], self.option_values[key], rect, id=f"opt_{key}",
                               font_size=m.fsz, on_change=self._set_option(key), tooltip=self.option_help(key),
                               tips={v: t[1] for v, t in texts.items()},
                               disabled={v: "\n\n".join(p for p in (why, texts[v][1]) if p) for v, why in shut.items()},
                               wheel_changes=False))
        y += m.rh + 2
        # the chosen value in words, under the row (two lines at most; the tooltip has it whole)
        current = texts.get(self.option_values[key], ("", ""))[1]
        help_label = Label(current, (x, y, w, m.hint_h * 2), m.fsmall, style.SHELL["ink_faint"], wrap=True,
                           id=f"help_{key}", max_lines=2)
        help_label.tooltip = current
        self.area.add(help_label)
        y += m.hint_h * 2 + m.gap
        pic_size = (w - lab_w, m.preview_h)
        image = self.preview(key, self.option_values[key], pic_size)
        if image is not None:
            self.area.add(Picture((x + lab_w, y, *pic_size), image, id=f"preview_{key}", tooltip=current))
            y += m.preview_h + m.gap
        return y

    def _hints_row(self, m: _Metrics, x: int, y: int, w: int) -> int:
        """A table setting, not a rule: whether the Hint button offers hints at this table."""
        lab_w = w * 42 // 100
        label = Label(self.t("setup.hints"), (x, y, lab_w - m.gap, m.rh), m.fsz, style.SHELL["ink_soft"], id="label_hints")
        label.tooltip = self.t("setup.hints.help")
        self.area.add(label)
        values = [("on", self.t("setup.hints_on")), ("off", self.t("setup.hints_off"))]
        tips = {"on": self.t("setup.hints_on.help"), "off": self.t("setup.hints_off.help")}
        self.area.add(Dropdown(values, "on" if self.hints else "off", (x + lab_w, y, w - lab_w, m.rh), id="opt_hints",
                               font_size=m.fsz, on_change=self._set_hints, tooltip=self.t("setup.hints.help"),
                               tips=tips, wheel_changes=False))
        return y + m.rh + m.gap

    def _set_hints(self, value: Any) -> None:
        self.hints = value != "off"

    def _value_order(self, key: str) -> list[Any]:
        opt = self.spec.options[key]
        return list(opt.choices) if opt.choices is not None else [v.value for v in opt.values]

    def _other_counts(self, key: str) -> dict[Any, str]:
        """Values this player count cannot play but another can (Rogue Agent's android mode needs
        3 or 4 players): value -> why, so setup shows them greyed instead of hiding them."""
        opt = self.spec.options[key]
        out: dict[Any, str] = {}
        for v in self._value_order(key):
            info = opt.value_info(v)
            if info.hidden or info.seat is not None or info.offered(self.count):
                continue
            lo = max(info.min_players, self.spec.min_players)
            hi = min(info.max_players, self.spec.max_players)
            if lo <= hi:
                out[v] = self.t("setup.value_players_or" if hi == lo + 1 else "setup.value_players", lo=lo, hi=hi)
        return out

    def preview(self, key: str, value: Any, size: tuple[int, int]) -> pygame.Surface | None:
        """The game view's small picture of an option value (a battlefield map), if it has one."""
        try:
            return view_class(self.game_id).option_preview(key, value, self.count, size)
        except Exception:  # a picture is a nicety: never let it break the setup page
            return None

    # ----- changes ---------------------------------------------------------------------
    def _count_setter(self, n: int) -> Any:
        return lambda: self.set_count(n)

    def set_count(self, n: int) -> None:
        self.count = max(self.spec.min_players, min(self.spec.max_players, int(n)))
        for key, opt in self.spec.options.items():  # a value this count cannot have goes back to the default
            if opt.kind != PER_SEAT and opt.kind != TEXT and key in self.option_values:
                if self.option_values[key] not in [v.value for v in opt.offered_values(self.count)]:
                    self.option_values[key] = opt.default
        self.layout(self.size)

    def toggle_advanced(self) -> None:
        self.advanced_open = not self.advanced_open
        self.layout(self.size)
        if self.advanced_open and self.area is not None:
            self.area.scroll_into_view(self.widget("advanced"))
            seed = self.widget("seed")
            if seed is not None:
                self.area.scroll_into_view(seed)

    def widget(self, id: str) -> Any:
        w = self.ui.get(id)
        if w is None and self.area is not None:
            w = self.area.group.get(id)
        return w

    def widgets(self) -> list[Widget]:
        """Every widget of the page (the scroll area's children included)."""
        out = [w for w in self.ui if w is not self.area]
        return out + (list(self.area.group) if self.area is not None else [])

    def _name_setter(self, i: int) -> Any:
        def f(text: str) -> None:
            self.names[i] = text
            self._refresh_texts()
        return f

    def _per_seat_setter(self, key: str, i: int) -> Any:
        def f(value: Any) -> None:
            self.per_seat[key][i] = value
            self.layout(self.size)  # the badge colour and the other seats' taken values change
        return f

    def _set_option(self, key: str) -> Any:
        def f(value: Any) -> None:
            self.option_values[key] = value
            if any(key == k for o in self.spec.options.values() for k, _ in o.only_when):
                self.layout(self.size)  # an option that depends on this one appears or goes
                return
            help_label = self.widget(f"help_{key}")
            if help_label is not None:
                help_label.text = help_label.tooltip = self.value_texts(key, value)[1]
            pic = self.widget(f"preview_{key}")
            if isinstance(pic, Picture):
                pic.image = self.preview(key, value, pic.rect.size)
                pic.tooltip = self.value_texts(key, value)[1]
        return f

    def _refresh_texts(self) -> None:
        """Labels that name seats (who starts, teams, taken armies) follow a renamed seat."""
        for key in self.visible_options(False) + self.visible_options(True):
            d = self.widget(f"opt_{key}")
            if isinstance(d, Dropdown):
                texts = {v: self.value_texts(key, v) for v, _lab in d.options}
                d.options = [(v, t[0]) for v, t in texts.items()]
                d.tips = {v: t[1] for v, t in texts.items()}
        key = self.per_seat_key()
        if key:
            for i in range(self.count):
                d = self.widget(f"{key}{i}")
                if isinstance(d, Dropdown):
                    d.disabled = self._taken(key, i)

    def _set_seed(self, text: str) -> None:
        self.seed_text = "".join(ch for ch in text if ch.isdigit())

    def cycle_colour(self, i: int) -> None:
        colours, _shapes = style.player_palette()
        used = {self.colours[j] for j in range(self.count) if j != i}
        c = self.colours[i]
        for _ in range(len(colours)):
            c = (c + 1) % len(colours)
            if c not in used:
                break
        self.colours[i] = c
        self.layout(self.size)

    def match_options(self) -> dict[str, Any]:
        """The options as the command line and the replay header spell them."""
        out: dict[str, Any] = {}
        for key, opt in self.spec.options.items():
            if opt.hidden:
                continue
            if opt.kind == PER_SEAT:
                out[key] = opt.join(self.per_seat[key][: self.count])
            elif opt.offered(self.count, self.option_values):
                out[key] = self.option_values[key]
            else:
                out[key] = opt.default
        return out

    def seed(self) -> int:
        return int(self.seed_text) if self.seed_text else random.randrange(1, 1_000_000)

    def start(self) -> None:
        n = self.count
        names = [self._name(i) for i in range(n)]
        try:
            if REMOTE in self.kinds[:n]:  # friends at other computers: the lobby first
                host_new_game(self.app, self.game_id, n, self.kinds[:n], names, self.seed(), self.match_options(),
                              self.colours[:n])
                return
            self.app.new_match(self.game_id, n, self.kinds[:n], names, self.seed(), self.match_options(),
                               self.colours[:n], hints=self.hints)
        except (ValueError, KeyError) as exc:
            self.app.show_dialog(self.t("common.error"), str(exc), [(self.t("common.ok"), None)])

    def handle_event(self, e: pygame.event.Event) -> bool:
        if super().handle_event(e):
            return True
        if e.type == pygame.KEYDOWN and getattr(e, "key", 0) in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return False

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, self.t("setup.title", game=self.spec.localized_name(self.lang)))


class _Metrics:
    """Sizes of the setup page for one window size."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.fsz = style.fs(18, size)
        self.fsmall = style.fs(15, size)
        self.fhead = style.fs(20, size)
        self.rh = style.px(40, size)
        self.gap = style.px(10, size)
        self.pad = style.px(24, size)
        self.head_h = style.px(28, size)
        self.hint_h = style.font(self.fsmall).get_linesize() + 2
        self.preview_h = style.px(118, size)
