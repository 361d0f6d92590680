"""The application: window, event loop, scene stack, fixed-step physics, frame cap.

Entry points (what ``game/__main__.py`` calls):
- ``run(options) -> int``: the GUI. ``options`` is an ``AppOptions``, a dict or an argparse
  namespace with any of: game, players, seats, names, seed, options (dict), lang, load,
  size, fullscreen, max_frames, screenshot. No game and no load: the main menu.
- ``App(options, size=(w, h), headless=True)`` plus ``app.step(dt)``, ``app.post(event)``,
  ``app.frames``, ``app.screenshot(path)``: a frame-stepping app for tests, bench and self-test.

Environment hooks for tools: ``GAMESHELF_FRAMES=N`` stops after N frames and
``GAMESHELF_SCREENSHOT=path.png`` saves the last frame.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from game import paths
from game.engine.match import Match, default_names, parse_seats
from game.engine.replay import ReplayError, explain
from game.games import get_game, load_match
from game.i18n import tr as _tr
from game.net.store import read_card
from game.ui import style
from game.ui.scene import Scene, SceneStack
from game.ui.scenes import base as _base
from game.ui.scenes.dialog import DialogScene
from game.ui.scenes.join import JoinScene
from game.ui.scenes.learn import start_lesson
from game.ui.scenes.lobby import resume_hosting
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.table import TableScene
from game.ui.settings import load_settings, save_settings
from game.ui.sound import make_sound

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (960, 600)  # below this text would drop under 12 px and panels overlap
PHYSICS_DT = 1.0 / 120.0
FPS = 60
IDLE_FPS = 10  # frame cap while nothing moves (input still wakes the loop at once)
SETTLE_S = 0.6  # after any input or scene change: full rate for a moment (hover, press, tooltips)


@dataclass
class AppOptions:
    game: str | None = None
    players: int | None = None
    seats: list[str] | None = None
    names: list[str] | None = None
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    lang: str | None = None
    load: str | None = None
    size: tuple[int, int] | None = None
    fullscreen: bool | None = None
    max_frames: int | None = None
    screenshot: str | None = None
    join: dict[str, Any] | None = None  # `gameshelf join URL --code C`: straight to that table
    learn: str | None = None  # `gameshelf learn --game ID`: straight into that game's guided first game

    @classmethod
    def from_any(cls, obj: Any) -> AppOptions:
        if obj is None:
            return cls()
        if isinstance(obj, cls):
            return obj
        get = obj.get if isinstance(obj, dict) else (lambda k, d=None: getattr(obj, k, d))
        seats = get("seats")
        if isinstance(seats, str):
            seats = [s.strip() for s in seats.split(",") if s.strip()]
        opts = get("options") or {}
        if isinstance(opts, (list, tuple)):  # ["K=V", ...]
            parsed: dict[str, Any] = {}
            for item in opts:
                k, _, v = str(item).partition("=")
                parsed[k.strip()] = v.strip()
            opts = parsed
        size = get("size")
        return cls(
            game=get("game"),
            players=get("players"),
            seats=list(seats) if seats else None,
            names=list(get("names")) if get("names") else None,
            seed=int(get("seed") or 0),
            options=dict(opts),
            lang=get("lang"),
            load=str(get("load")) if get("load") else None,
            size=tuple(size) if size else None,  # type: ignore[arg-type]
            fullscreen=get("fullscreen"),
            max_frames=get("max_frames"),
            screenshot=get("screenshot"),
            join=get("join"),
            learn=get("learn"),
        )


class App:
    def __init__(self, options: Any = None, size: tuple[int, int] | None = None, headless: bool = False) -> None:
        self.options = AppOptions.from_any(options)
        self.headless = headless
        if not pygame.get_init() or not pygame.font.get_init():
            _forget_pygame_objects()
        pygame.init()
        self.settings, self.settings_problem = load_settings()
        if self.options.lang in ("en", "hu"):
            self.settings.lang = self.options.lang
        if self.options.fullscreen is not None:
            self.settings.fullscreen = bool(self.options.fullscreen)
        remembered = None if headless else self.settings.window_size
        self.window_size = clamp_size(size or self.options.size or fit_desktop(remembered) or DEFAULT_SIZE)
        if not headless and not (size or self.options.size):
            place_window(self.settings.window_pos, self.window_size)
        self.screen = self._open_window(self.window_size, self.settings.fullscreen and not headless)
        pygame.display.set_caption("Game Shelf")
        try:
            pygame.key.set_repeat(350, 35)
        except pygame.error:
            pass
        self.sound = make_sound(self.settings.effective_volume())
        self.scenes = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        self.exit_code = 0
        self.accumulator = 0.0
        self.frame_ms: list[float] = []
        self.last_frame_ms = 0.0
        self.notice: tuple[str, float] | None = None  # a short toast: text, time left
        self.dirty = True  # something changed since the last drawn frame
        self.lively_until = 0.0  # full frame rate until then (perf_counter seconds)
        self.last_draw = 0.0
        self.last_step = time.perf_counter()
        self.drawn_frames = 0
        self._stack_sig: tuple[int, ...] = ()
        self._start()

    # ----- window ----------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        w, h = clamp_size(size)
        flags = pygame.RESIZABLE
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                pass
        screen = pygame.display.set_mode((w, h), flags)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                window = pygame.Window.from_display_module()
                window.minimum_size = MIN_SIZE
        except Exception:
            pass
        return screen

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        if not self.headless:
            self.screen = self._open_window(self.window_size, on)
        self.relayout()

    def resize(self, w: int, h: int) -> None:
        """A new window size, never below ``MIN_SIZE`` (a smaller window is set back to it)."""
        w, h = clamp_size((w, h)) if not self.settings.fullscreen else (max(1, int(w)), max(1, int(h)))
        if not self.settings.fullscreen:
            self.window_size = (w, h)
        if self.screen.get_size() != (w, h):
            try:
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            except pygame.error:
                pass
        self.relayout()

    def relayout(self) -> None:
        for scene in self.scenes:
            scene.layout(self.size)

    # ----- services --------------------------------------------------------------------
    def tr(self, key: str, **fmt: Any) -> str:
        return _tr(key, self.settings.lang, **fmt)

    def save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.toast(self.tr("settings.save_failed", error=str(exc)))
        if hasattr(self.sound, "set_volume"):
            self.sound.set_volume(self.settings.effective_volume())

    def toast(self, text: str, seconds: float = 3.0) -> None:
        self.notice = (text, seconds)
        self.mark_dirty()

    def mark_dirty(self) -> None:
        """Ask for a redraw (the loop otherwise draws only while something moves)."""
        self.dirty = True

    def rejoin(self, joined: dict[str, Any]) -> None:
        """Back to a network game joined from this computer (Running games): the same seat."""
        scene = JoinScene(self)
        self.scenes.push(scene)
        scene.rejoin(joined)

    def show_dialog(self, title: str, message: str, buttons: list[tuple[str, Any]] | None = None) -> Scene:
        return self.scenes.push(DialogScene(self, title, message, buttons))

    def quit(self) -> None:
        self.running = False

    # ----- navigation ------------------------------------------------------------------
    def to_menu(self) -> None:
        self.scenes.clear(MainMenu(self))

    def start_match(self, match: Any, colours: list[int] | None = None) -> None:
        self.scenes.clear(MainMenu(self))
        self.scenes.push(TableScene(self, match, colours))

    def new_match(self, game_id: str, players: int, seats: list[str], names: list[str] | None, seed: int,
                  options: dict[str, Any], colours: list[int] | None = None, hints: bool = True) -> None:
        game = get_game(game_id)
        match = Match(game, players, seats, names, options, seed, autosave_path=paths.new_autosave_file(game_id))
        if not hints:  # switched off at setup: the table offers no hint (issue 19)
            match.table_notes["hints_off"] = True
        match.autosave()  # a new running game: the others keep their own autosaves
        paths.prune_finished_autosaves()
        self.start_match(match, colours)

    def load_match(self, path: Path | str) -> bool:
        """Load a save; on a bad file show the reason in a dialog and keep everything as is."""
        try:
            match = load_match(Path(path))
        except ReplayError as exc:
            self.show_dialog(self.tr("load.error_title"), explain(exc, self.tr, self.settings.lang),
                             [(self.tr("common.ok"), None)])
            return False
        except (OSError, ValueError, KeyError, TypeError) as exc:
            self.show_dialog(self.tr("load.error_title"), f"{Path(path).name}: {exc}", [(self.tr("common.ok"), None)])
            return False
        if Path(path).resolve().parent == paths.autosave_dir().resolve():
            match.autosave_path = Path(path)  # a running game: it goes on in its own file
            card = read_card(Path(path)) if not match.is_over else None
            if card is not None:  # a network game: its lobby again, the players rejoin
                resume_hosting(self, match, card)
                return True
        else:  # a save or replay: resumed as a new running game, the file stays as it was
            match.autosave_path = paths.new_autosave_file(match.game.spec.id)
            try:
                match.autosave()
            except OSError:
                pass
        self.start_match(match)
        return True

    def _start(self) -> None:
        self.scenes.push(MainMenu(self))
        o = self.options
        try:
            if o.join:
                j = o.join
                self.scenes.push(JoinScene(self, str(j.get("url") or ""), str(j.get("code") or ""), j.get("seat"),
                                           j.get("name"), auto=True))
            elif o.learn:
                start_lesson(self, o.learn)
            elif o.load:
                self.load_match(o.load)
            elif o.game:
                game = get_game(o.game)
                n = int(o.players or game.spec.min_players)
                seats = o.seats or ["human"] + ["random"] * (n - 1)
                names = o.names or default_names(n, self.settings.lang)
                self.new_match(o.game, n, seats, names, o.seed, o.options)
        except (KeyError, ValueError) as exc:
            self.show_dialog(self.tr("common.error"), str(exc).strip("'\""), [(self.tr("common.ok"), None)])
        if self.settings_problem:
            self.toast(self.tr("settings.broken", reason=self.settings_problem), 6.0)

    # ----- loop ------------------------------------------------------------------------
    def post(self, event: pygame.event.Event) -> None:
        pygame.event.post(event)

    def handle_event(self, e: pygame.event.Event) -> None:
        self.dirty = True
        self.lively_until = time.perf_counter() + SETTLE_S
        if e.type == pygame.QUIT:
            self.running = False
            return
        if e.type == pygame.VIDEORESIZE:
            self.resize(getattr(e, "w", self.size[0]), getattr(e, "h", self.size[1]))
            return
        if e.type == pygame.WINDOWSIZECHANGED:
            if self.screen.get_size() != self.size or any(s.size != self.size for s in self.scenes):
                self.relayout()
            return
        top = self.scenes.top
        if top is not None:
            try:
                if top.handle_event(e):
                    return
            except Exception as exc:  # never let one bad handler end the program
                self._report(exc)
                return
        if e.type == pygame.KEYDOWN and getattr(e, "key", 0) == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            self.save_settings()

    def update(self, dt: float) -> None:
        dt = max(0.0, min(dt, 0.1))
        visible = self.scenes.visible()
        for scene in visible:
            scene.update(dt)
        self.accumulator += dt
        steps = 0
        while self.accumulator >= PHYSICS_DT and steps < 12:
            for scene in visible:
                scene.fixed_update(PHYSICS_DT)
            self.accumulator -= PHYSICS_DT
            steps += 1
        if steps >= 12:
            self.accumulator = 0.0
        if self.notice:
            text, left = self.notice
            self.notice = (text, left - dt) if left - dt > 0 else None
            if self.notice is None:
                self.dirty = True

    def draw(self) -> None:
        surface = self.screen
        visible = self.scenes.visible()
        if not visible or visible[0].transparent:
            surface.fill((18, 22, 26))
        for scene in visible:
            scene.draw(surface)
        if self.notice:
            self._draw_notice(surface, self.notice[0])

    def _draw_notice(self, surface: pygame.Surface, text: str) -> None:
        size = self.size
        f = style.fs(16, size)
        lines = style.wrap(text, f, int(size[0] * 0.6))[:4]
        lh = style.font(f).get_linesize()
        w = max(style.font(f).size(line)[0] for line in lines) + 2 * style.px(16, size)
        h = lh * len(lines) + style.px(20, size)
        rect = pygame.Rect(0, 0, w, h)
        rect.midbottom = (size[0] // 2, size[1] - style.px(90, size))
        style.panel(surface, rect, (34, 40, 46), style.SHELL["accent"], radius=style.px(10, size), shadow_offset=4)
        y = rect.y + style.px(10, size)
        for line in lines:
            style.blit_text(surface, line, f, style.SHELL["ink"], (rect.centerx, y), "midtop")
            y += lh

    def wants_full_rate(self) -> bool:
        """True while something moves or input just happened; otherwise the loop idles."""
        sig = tuple(id(s) for s in self.scenes.scenes)
        if sig != self._stack_sig:  # a scene was pushed or popped: draw it, let it settle
            self._stack_sig = sig
            self.dirty = True
            self.lively_until = time.perf_counter() + SETTLE_S
        if time.perf_counter() < self.lively_until:
            return True
        return any(_ask(s, "animating") for s in self.scenes.visible())

    def _wait(self) -> tuple[float, list[pygame.event.Event]]:
        """Sleep until the next frame: at the full rate while something moves, else until
        input arrives or the idle tick (IDLE_FPS) comes; returns (dt, events)."""
        if self.wants_full_rate():
            self.clock.tick(FPS)
            events = pygame.event.get()
        else:
            first = pygame.event.wait(int(1000 / IDLE_FPS))
            events = ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()
            self.clock.tick()  # keep the clock's notion of the last frame
        now = time.perf_counter()
        dt, self.last_step = now - self.last_step, now
        return dt, events

    def step(self, dt: float | None = None) -> bool:
        """One frame: events, update, draw, flip. Returns False once the app wants to exit.

        With ``dt`` given (tests, bench, self-test) every frame is drawn. Without it (the
        window's own loop) the frame is drawn only when something changed, something
        moves, or, for slow effects, at the idle frame rate: an idle table costs little CPU.
        """
        forced = dt is not None
        if dt is None:
            dt, events = self._wait()
        else:
            events = pygame.event.get()
        for e in events:
            self.handle_event(e)
            if not self.running:
                return False
        t0 = time.perf_counter()
        drawn = False
        try:
            self.update(dt)
            if forced or self._should_draw(t0):
                self.draw()
                drawn = True
        except Exception as exc:
            self._report(exc)
        if drawn:
            self.last_frame_ms = (time.perf_counter() - t0) * 1000.0
            self.frame_ms.append(self.last_frame_ms)
            if len(self.frame_ms) > 2000:
                del self.frame_ms[:1000]
            pygame.display.flip()
            self.drawn_frames += 1
            self.dirty = False
            self.last_draw = t0
        self.frames += 1
        if not self.scenes.scenes:
            self.running = False
        return self.running

    def _should_draw(self, now: float) -> bool:
        if self.dirty or self.wants_full_rate():
            return True
        slow = any(_ask(s, "ambient") for s in self.scenes.visible())
        return slow and now - self.last_draw >= 1.0 / IDLE_FPS - 0.005

    def _report(self, exc: BaseException) -> None:
        """An unexpected error in a scene: log it to the logs folder, tell the player, keep going."""
        if os.environ.get("GAMESHELF_RAISE"):
            raise exc
        try:
            with open(paths.logs_dir() / "errors.log", "a", encoding="utf-8") as fh:
                fh.write(time.strftime("%Y-%m-%d %H:%M:%S ") + "".join(traceback.format_exception(exc)) + "\n")
        except OSError:
            pass
        self.toast(self.tr("common.internal_error", error=f"{type(exc).__name__}: {exc}"), 6.0)

    def screenshot(self, path: str | Path) -> None:
        pygame.image.save(self.screen, str(path))

    def run(self, max_frames: int | None = None, screenshot: str | None = None) -> int:
        max_frames = max_frames if max_frames is not None else self.options.max_frames
        if max_frames is None and os.environ.get("GAMESHELF_FRAMES"):
            max_frames = int(os.environ["GAMESHELF_FRAMES"])
        screenshot = screenshot or self.options.screenshot or os.environ.get("GAMESHELF_SCREENSHOT")
        try:
            while self.running:
                self.step()
                if max_frames is not None and self.frames >= max_frames:
                    break
            if screenshot:
                self.screenshot(screenshot)
        finally:
            self.close()
        return self.exit_code

    def remember_window(self) -> None:
        """Keep the window's size and place for the next run (a real window only, not fullscreen)."""
        if self.headless or self.settings.fullscreen or not pygame.display.get_init():
            return
        stored, problem = load_settings()  # only the window's fields change (not a --lang of this run)
        if problem:
            return
        stored.window_size = list(self.window_size)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                pos = pygame.Window.from_display_module().position
            stored.window_pos = [int(pos[0]), int(pos[1])]
        except Exception:
            pass
        try:
            save_settings(stored.validated())
        except OSError:
            pass

    def close(self) -> None:
        self.remember_window()
        for scene in list(self.scenes):
            try:
                scene.on_exit()
            except Exception:
                pass
        self.scenes.scenes.clear()
        pygame.quit()


def _ask(scene: Scene, what: str) -> bool:
    """A scene's redraw wish; a scene that fails to answer is treated as moving."""
    try:
        return bool(getattr(scene, what)())
    except Exception:
        return True


def fit_desktop(size: Any) -> tuple[int, int] | None:
    """A remembered window size that still fits the desktop (a smaller screen now: shrunk), or None."""
    if not size:
        return None
    w, h = int(size[0]), int(size[1])
    try:
        desk = pygame.display.get_desktop_sizes()[0]
        w, h = min(w, desk[0]), min(h, max(MIN_SIZE[1], desk[1] - 60))
    except (pygame.error, IndexError):
        pass
    return w, h


def place_window(pos: Any, size: Any = None) -> None:
    """Open the next window at the remembered place (SDL reads this when the window is created).
    On a single screen the place is moved so that a window of ``size`` lies wholly on it (a size
    shrunk to a smaller screen, or a place remembered from a larger one, left it hanging off)."""
    if not pos:
        return
    x, y = int(pos[0]), int(pos[1])
    try:
        desks = pygame.display.get_desktop_sizes()
    except pygame.error:
        desks = []
    if size and len(desks) == 1:  # several screens: their layout is unknown here, keep the place
        dw, dh = desks[0]
        x = max(0, min(x, dw - int(size[0])))
        y = max(0, min(y, dh - int(size[1])))
    os.environ["SDL_VIDEO_WINDOW_POS"] = f"{x},{y}"


def clamp_size(size: Any) -> tuple[int, int]:
    """A window size no smaller than ``MIN_SIZE``."""
    return max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))


def _forget_pygame_objects() -> None:
    style.reset_caches()
    _base._BACKGROUNDS.clear()


def check_options(options: Any) -> str | None:
    """Validate start options before a window opens; a one-line message, or None if fine."""
    o = AppOptions.from_any(options)
    if o.load:
        try:
            load_match(Path(o.load))
        except ReplayError as exc:
            return str(exc)
        except (OSError, ValueError) as exc:
            return f"{o.load}: {exc}"
    elif o.game:
        try:
            game = get_game(o.game)
        except KeyError as exc:
            return str(exc).strip("'\"")
        n = int(o.players or game.spec.min_players)
        try:
            seats = o.seats or ["human"] + ["random"] * (n - 1)
            Match(game, n, parse_seats(seats, n), o.names, o.options, o.seed)
        except (ValueError, TypeError) as exc:
            return str(exc)
    return None


def run(options: Any = None) -> int:
    """The GUI. Returns the exit status (2 with a one-line message for a bad file or game)."""
    problem = check_options(options)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    app = App(options)
    return app.run()
