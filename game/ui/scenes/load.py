"""Load: the saves folder, the autosaves and the replays, newest first; or (``running=True``)
only the games still in progress. Each row names the game, the players, the round and
the score; a file that is not a save is marked so (clicking it opens a dialog naming the
problem; nothing is lost). The x at a row's end deletes the file after a confirmation."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame

from game import __version__, paths
from game.engine.core import game_breakdown, game_columns, game_moves
from game.engine.replay import ReplayError, read_replay
from game.games import entry, get_game
from game.i18n import has_key, tr
from game.net.store import forget_joined, joined_games
from game.ui import style
from game.ui.scenes.base import UIScene, dim
from game.ui.seatnames import shown_names
from game.ui.widgets import Button, ScrollPanel


def list_saves() -> list[tuple[Path, str]]:
    out: list[tuple[Path, str]] = []
    for folder, kind in ((paths.saves_dir(), "save"), (paths.autosave_dir(), "auto"), (paths.replays_dir(), "replay")):
        try:
            files = [p for p in folder.glob("*.jsonl") if p.is_file()]
        except OSError:
            continue
        out.extend((p, kind) for p in files)

    def mtime(item: tuple[Path, str]) -> float:
        try:
            return item[0].stat().st_mtime
        except OSError:
            return 0.0

    return sorted(out, key=mtime, reverse=True)


JOINED = Path("")  # the path of a row that is a network game joined from here (no save on this computer)


def list_joined() -> list[dict[str, Any]]:
    """The network games this computer joined and has not seen end (Running games offers Rejoin)."""
    return joined_games()


def list_running() -> list[tuple[Path, str]]:
    return [(p, "auto") for p in paths.running_autosaves()]


@dataclass
class SaveInfo:
    """What a row shows about one file (read once per file version, see ``save_info``)."""

    ok: bool
    problem: str = ""
    game: str = ""
    game_name: str = ""
    players: list[str] = field(default_factory=list)
    round: int | None = None
    plies: int = 0
    moves: int = 0  # players' decisions that got a log line: the table's count (engine.core.is_move)
    scores: list[tuple[str, Any]] = field(default_factory=list)  # (name, figure)
    figure: str = ""  # the figure's name: the deciding one at the end ("Total VP"), the board's now ("VP so far")
    damaged: bool = False  # a Game Shelf save whose moves do not replay
    old_version: bool = False  # ... written by another version (its rules have changed since)
    finished: bool = False
    lesson: bool = False  # a guided first game (Learn to play): its guide resumes with it


_INFO: dict[tuple[str, int, int, str], SaveInfo] = {}


def save_info(path: Path, lang: str) -> SaveInfo:
    """Read a save enough to describe it: its header and the state it reached. Cached by
    the file's size and time, so redrawing the list never re-reads a file."""
    try:
        st = path.stat()
    except OSError as exc:
        return SaveInfo(False, str(exc))
    key = (str(path), st.st_mtime_ns, st.st_size, lang)
    info = _INFO.get(key)
    if info is None:
        info = _read_info(path, lang)
        if len(_INFO) > 200:
            _INFO.clear()
        _INFO[key] = info
    return info


def _read_info(path: Path, lang: str) -> SaveInfo:
    try:
        rf = read_replay(path)
    except ReplayError as exc:
        return SaveInfo(False, str(exc).replace(str(path) + ": ", ""))
    except (OSError, ValueError) as exc:
        return SaveInfo(False, str(exc))
    h = rf.header
    gid = str(h.get("game", "?"))
    try:
        game = get_game(gid)
    except KeyError:
        return SaveInfo(False, f"unknown game {gid!r}", game=gid, game_name=gid)
    info = SaveInfo(True, game=gid, game_name=game.spec.localized_name(lang),
                    players=shown_names([str(n) for n in h.get("names") or []], lang),
                    plies=len(rf.steps), finished=rf.result is not None, lesson=isinstance(h.get("learn"), dict))
    try:
        # replay the actions (no legality checks: this is only a summary)
        states = [game.from_json(h["initial_state"])]
        steps = []
        for raw in rf.steps:
            step = SimpleNamespace(player=raw.get("player"), action=game.decode_action(raw["action"]))
            steps.append(step)
            states.append(game.apply(states[-1], step.action))
        state = states[-1]
        info.moves = game_moves(game, states, steps)  # the count the table shows (engine.core.is_move)
        info.round = _round_of(game.to_json(state))
        if info.finished:
            _final_scores(info, game, state, lang)
        else:
            _scores_now(info, game, states, lang)
    except Exception as exc:  # a save whose steps do not replay: say so, the load will too
        info.ok = False
        info.problem = f"damaged ({type(exc).__name__})"
        info.damaged = True
        info.old_version = h.get("app_version") not in (None, __version__)  # written under other rules
    return info


def _final_scores(info: SaveInfo, game: Any, state: Any, lang: str) -> None:
    """A finished game: the figure that decided the places, named as the game-over screen names it."""
    rows = game_breakdown(game, state)
    decisive = [c for c in game_columns(game, rows) if c.decisive]
    if decisive:
        k = decisive[0].key
        info.figure = decisive[0].label(lang) if decisive[0].labels else ""
        info.scores = [(_player(info, i), _num(r.get(k))) for i, r in enumerate(rows)]


def _scores_now(info: SaveInfo, game: Any, states: list[Any], lang: str) -> None:
    """A game in progress: the public score as the board shows it now (the game's score track, the
    same reading as the records chart: ``story``), never the end scoring's projection (which would
    count secrets such as a Lord's bonus). A game whose track is not per seat shows none."""
    e = entry(info.game)
    if e is None or e.story is None:
        return
    story = e.story.story(game, states[-1:])
    series = [s for s in story.get("series") or [] if isinstance(s.get("seat"), int) and s.get("points")]
    if not series or not has_key(f"load.score_now.{story.get('y')}"):
        return
    info.figure = tr(f"load.score_now.{story.get('y')}", lang)
    info.scores = [(_player(info, s["seat"]), _num(s["points"][-1][1])) for s in series]


def _player(info: SaveInfo, seat: int) -> str:
    return info.players[seat] if seat < len(info.players) else str(seat + 1)


def _round_of(j: Any) -> int | None:
    if not isinstance(j, dict):
        return None
    if isinstance(j.get("round"), int):
        return int(j["round"])
    turns = [p.get("turns_taken") for p in j.get("players") or [] if isinstance(p, dict)]
    turns = [t for t in turns if isinstance(t, int)]
    return max(1, max(turns)) if turns else None


def _num(v: Any) -> Any:
    if isinstance(v, float) and v.is_integer():
        return int(v)
    return v if v is not None else "-"


class LoadScene(UIScene):
    name = "load"
    hides_overlays = True

    def __init__(self, app: Any, overlay: bool = False, running: bool = False) -> None:
        super().__init__(app)
        self.transparent = overlay
        self.running = running
        self.items: list[tuple[Path, str]] = []
        self.hover = (-1, -1)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        w, h = size
        self.items = list_running() if self.running else list_saves()
        self.joined = list_joined() if self.running else []
        self.items += [(JOINED, "joined")] * len(self.joined)
        pad = style.px(24, size)
        cw = min(w - 2 * pad, style.px(900, size))
        self.row_h = style.px(82, size)
        top = style.px(110, size)
        bh = style.px(50, size)
        self.panel = ScrollPanel(((w - cw) // 2, top, cw, max(10, h - top - bh - 2 * pad)), id="list",
                                 draw_content=self.draw_rows, content_height=len(self.items) * self.row_h,
                                 step=self.row_h)
        self.ui.add(self.panel)
        self.ui.add(Button(self.t("common.back"), self.on_back, (pad, h - bh - pad, style.px(200, size), bh), id="back",
                           font_size=style.fs(18, size)))

    def row_rect(self, i: int) -> pygame.Rect:
        r = self.panel.rect
        return pygame.Rect(r.x, r.y + i * self.row_h - self.panel.offset, r.w, self.row_h)

    def delete_rect(self, i: int) -> pygame.Rect:
        """The delete (x) target at the right end of row ``i``."""
        r = self.row_rect(i)
        s = style.px(40, self.size)
        bar = self.panel.bar_rect()  # keep clear of the scroll bar
        right = (bar.x if bar is not None else r.right) - style.px(12, self.size)
        return pygame.Rect(right - s, r.centery - s // 2, s, s)

    def handle_event(self, e: pygame.event.Event) -> bool:
        pos = getattr(e, "pos", None)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hover = pos
        if e.type == pygame.KEYDOWN and getattr(e, "key", 0) == pygame.K_DELETE:
            i = self.row_at(self.hover)
            if i is not None:
                self.ask_delete(i)
                return True
        if super().handle_event(e):
            return True
        if e.type == pygame.MOUSEBUTTONUP and getattr(e, "button", 1) == 1 and pos is not None:
            i = self.row_at(pos)
            if i is not None:
                if self.delete_rect(i).collidepoint(pos):
                    self.ask_delete(i)
                elif self.items[i][1] == "joined":
                    self.rejoin(self.joined_at(i))
                else:
                    self.app.load_match(self.items[i][0])
                return True
        return False

    def row_at(self, pos: Any) -> int | None:
        if pos is None or not self.panel.rect.collidepoint(pos):
            return None
        for i in range(len(self.items)):
            if self.row_rect(i).collidepoint(pos):
                return i
        return None

    def joined_at(self, i: int) -> dict[str, Any]:
        return self.joined[i - (len(self.items) - len(self.joined))]

    def rejoin(self, g: dict[str, Any]) -> None:
        """Back to a network game joined from here: the same seat at the same host."""
        self.app.rejoin(g)

    def ask_delete(self, i: int) -> None:
        if self.items[i][1] == "joined":
            g = self.joined_at(i)

            def forget() -> None:
                forget_joined(str(g.get("url")), str(g.get("code")), int(g.get("seat", -1)))
                self.layout(self.size)

            self.app.show_dialog(self.t("load.delete_title"), self.t("net.running.forget", game=self.joined_title(g)),
                                 [(self.t("common.cancel"), None), (self.t("load.delete"), forget)])
            return
        path = self.items[i][0]
        info = save_info(path, self.lang)
        what = self.row_title(path, self.items[i][1], info)
        self.app.show_dialog(self.t("load.delete_title"), self.t("load.delete_msg", name=what),
                             [(self.t("common.cancel"), None), (self.t("load.delete"), lambda: self.delete(path))])

    def delete(self, path: Path) -> None:
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            self.app.show_dialog(self.t("common.error"), str(exc), [(self.t("common.ok"), None)])
            return
        self.app.toast(self.t("load.deleted", name=path.name))
        self.layout(self.size)

    def joined_title(self, g: dict[str, Any]) -> str:
        try:
            return get_game(str(g.get("game"))).spec.localized_name(self.lang)
        except KeyError:
            return str(g.get("game", "?"))

    def joined_lines(self, i: int) -> tuple[str, str, str]:
        """Title, detail and meta of a joined network game's row."""
        g = self.joined_at(i)
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(float(g.get("time") or 0)))
        names = ", ".join(str(n) for n in g.get("names") or [])
        detail = self.t("net.running.detail", names=names, n=int(g.get("seat", 0)) + 1, name=g.get("name", ""))
        meta = " · ".join((self.t("net.running.kind", url=str(g.get("url", "")).removeprefix("ws://")), when))
        return self.joined_title(g), detail, meta

    def row_title(self, path: Path, kind: str, info: SaveInfo) -> str:
        if kind == "save" or not info.ok:
            return path.stem  # the name the player gave it
        return self.t("learn.row_title", game=info.game_name) if info.lesson else info.game_name

    def row_detail(self, path: Path, kind: str, info: SaveInfo) -> str:
        if not info.ok:  # the reason itself (in English, from the reader) is in the dialog a click opens
            if info.damaged and info.old_version:
                return self.t("load.old_version")
            return self.t("load.damaged" if info.damaged else "load.not_a_save")
        parts = [info.game_name] if kind == "save" else []
        parts.append(", ".join(info.players))
        if info.round:
            parts.append(self.t("load.round", n=info.round))
        parts.append(self.t("menu.moves", n=info.moves))
        if info.scores:
            scores = ", ".join(f"{n} {v}" for n, v in info.scores)
            parts.append(f"{info.figure}: {scores}" if info.figure else scores)
        return " · ".join(p for p in parts if p)

    def row_meta(self, path: Path, kind: str, info: SaveInfo) -> str:
        try:
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
        except OSError:
            when = "?"
        label = {"save": "load.kind_save", "auto": "load.kind_auto", "replay": "load.kind_replay"}[kind]
        state = self.t("menu.finished") if info.ok and info.finished else ""
        return " · ".join(p for p in (self.t(label), state, when) if p)

    def draw_rows(self, surface: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
        size = self.size
        pad = style.px(14, size)
        f1, f2, f3 = style.fs(19, size), style.fs(16, size), style.fs(14, size)
        lh1 = style.font(f1, True).get_linesize()
        lh2 = style.font(f2).get_linesize()
        for i, (path, kind) in enumerate(self.items):
            r = self.row_rect(i)
            if r.bottom < rect.top or r.top > rect.bottom:
                continue
            info = save_info(path, self.lang) if kind != "joined" else SaveInfo(True)
            hot = r.collidepoint(self.hover)
            if hot:
                pygame.draw.rect(surface, style.SHELL["panel_hi"], r.inflate(-6, -4), border_radius=8)
            dr = self.delete_rect(i)
            tw = dr.x - r.x - 2 * pad
            y = r.y + pad // 2
            title, detail, meta = self.joined_lines(i) if kind == "joined" else (
                self.row_title(path, kind, info), self.row_detail(path, kind, info), self.row_meta(path, kind, info))
            style.blit_text(surface, title, f1, style.SHELL["ink"], (r.x + pad, y), bold=True, max_width=tw)
            y += lh1
            colour = style.SHELL["ink"] if info.ok else style.SHELL["danger_ink"]
            style.blit_text(surface, detail, f2, colour, (r.x + pad, y), max_width=tw)
            y += lh2
            style.blit_text(surface, meta, f3, style.SHELL["ink_soft"], (r.x + pad, y), max_width=tw)
            del_hot = dr.collidepoint(self.hover)
            pygame.draw.rect(surface, style.SHELL["danger"] if del_hot else style.SHELL["panel"], dr,
                             border_radius=dr.h // 4)
            pygame.draw.rect(surface, style.SHELL["edge"], dr, 1, border_radius=dr.h // 4)
            style.blit_text(surface, "×", style.fs(22, size), style.SHELL["ink"], dr.center, "center", bold=True)
            pygame.draw.line(surface, style.SHELL["panel"], (r.x + pad, r.bottom - 1), (r.right - pad, r.bottom - 1))
        if not self.items:
            key = "load.no_running" if self.running else "load.empty"
            style.blit_text(surface, self.t(key), f1, style.SHELL["ink_soft"], rect.center, "center",
                            max_width=rect.w - 20)

    def draw(self, surface: pygame.Surface) -> None:
        if self.transparent:
            dim(surface, 225)
        super().draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, self.t("load.running_title" if self.running else "load.title"))
