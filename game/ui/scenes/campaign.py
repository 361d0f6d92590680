"""Campaign scene: a game's linked scenarios (Neuroshima's "Mission Babel 13"), played as a campaign.

Data-driven: a game offers a campaign when its package has a ``campaign`` module with
``new_campaign``, ``scenario_options`` and ``advance`` (``to_json``/``from_json`` optional). The
shell keeps one progress file per game in the per-user data folder::

    {"format": "gameshelf-campaign", "version": 1, "game": id, "progress": {...the module's dict...},
     "seats": [...], "names": [...], "match": {"scenario": "campaign_k", "seed": n} | null}

A scenario is a normal Match (``App.new_match`` with ``scenario_options(progress)``), so saves and
Continue work as for any match; ``campaign_for_match`` recognises it again from its options and
seed, and the game over scene then offers "Next scenario" (``advance_match``).
"""

from __future__ import annotations

import importlib
import json
import math
import random
from pathlib import Path
from types import ModuleType
from typing import Any

import pygame

from game import paths
from game.engine.match import SEAT_KINDS
from game.engine.replay import atomic_write_text, loads_json, read_replay
from game.games import all_games, get_game
from game.i18n import has_key
from game.ui import style
from game.ui.scenes.base import UIScene, background
from game.ui.widgets import Button, Dropdown, TextEntry

FORMAT = "gameshelf-campaign"
SEAT_CHOICES = ("human", "ai:easy", "ai:normal", "ai:hard")
STEEL = (58, 64, 70)
STEEL_DARK = (30, 34, 38)
RUST = (142, 76, 40)
HAZARD = (232, 184, 34)
HAZARD_BLACK = (26, 26, 26)
# dim text (locked scenarios, field labels) still reads at 4.5:1 on the steel cards
FAINT_TEXT = style.readable(style.SHELL["ink_faint"], STEEL)


# ----- the data side (no pygame) -----------------------------------------------------------
def campaign_module(game_id: str) -> ModuleType | None:
    """The game's campaign module, or None when the game offers no campaign."""
    try:
        mod = importlib.import_module(f"game.games.{game_id}.campaign")
    except ImportError:
        return None
    if all(callable(getattr(mod, f, None)) for f in ("new_campaign", "scenario_options", "advance")):
        return mod
    return None


def has_campaign(game_id: str) -> bool:
    return campaign_module(game_id) is not None


def campaign_dir() -> Path:
    path = paths.data_dir() / "campaign"
    path.mkdir(parents=True, exist_ok=True)
    return path


def progress_file(game_id: str) -> Path:
    return campaign_dir() / f"{game_id}.json"


def scenario_count(game_id: str) -> int:
    mod = campaign_module(game_id)
    return int(getattr(mod, "SCENARIO_COUNT", 5)) if mod else 0


def new_data(game_id: str, seats: list[str] | None = None, names: list[str] | None = None) -> dict[str, Any]:
    mod = campaign_module(game_id)
    if mod is None:
        raise KeyError(f"{game_id} has no campaign")
    return {"format": FORMAT, "version": 1, "game": game_id, "progress": mod.new_campaign(),
            "seats": list(seats or ["human", "ai:normal"]), "names": list(names or ["", ""]), "match": None}


def _parse_progress(mod: ModuleType, progress: Any) -> dict[str, Any]:
    from_json = getattr(mod, "from_json", None)
    if from_json is not None:
        return from_json(json.dumps(progress))
    if not isinstance(progress, dict):
        raise ValueError("progress is not an object")
    return progress


def load_data(game_id: str) -> tuple[dict[str, Any] | None, str | None]:
    """(data, None), (None, None) when there is no campaign yet, or (None, reason) for a broken file."""
    mod = campaign_module(game_id)
    path = progress_file(game_id)
    if mod is None or not path.exists():
        return None, None
    try:
        raw = loads_json(path.read_text(encoding="utf-8"))  # ValueError for depth, NaN, huge numbers
        if not isinstance(raw, dict) or raw.get("format") != FORMAT:
            raise ValueError("not a Game Shelf campaign file")
        if raw.get("game") != game_id:
            raise ValueError(f"the file is for {raw.get('game')!r}, not {game_id!r}")
        progress = _parse_progress(mod, raw.get("progress"))
        int(progress["scenario"])
        hp = [int(v) for v in progress["hp"]]
        if len(hp) != 2 or not isinstance(progress["history"], list) or not isinstance(progress["rewards"], list):
            raise ValueError("progress fields have the wrong shape")
        seats = [s if isinstance(s, str) else "human" for s in (raw.get("seats") or [])[:2]]
        seats += ["human", "ai:normal"][len(seats):]
        names = [n[:24] if isinstance(n, str) else "" for n in (raw.get("names") or [])[:2]]
        names += ["", ""][len(names):]
        match = raw.get("match") if isinstance(raw.get("match"), dict) else None
        if match is not None and not (isinstance(match.get("seed"), int) and isinstance(match.get("scenario"), str)):
            match = None  # a damaged link to the scenario's autosave: the scenario starts afresh
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError, MemoryError) as exc:
        return None, f"{path.name}: {exc}"
    return {"format": FORMAT, "version": 1, "game": game_id, "progress": progress, "seats": seats, "names": names,
            "match": match}, None


def save_data(data: dict[str, Any]) -> None:
    atomic_write_text(progress_file(data["game"]), json.dumps(data, ensure_ascii=False, sort_keys=True, indent=1))


def current_options(data: dict[str, Any]) -> dict[str, str] | None:
    mod = campaign_module(data["game"])
    if mod is None or data["progress"].get("finished"):
        return None
    return dict(mod.scenario_options(data["progress"]))


def campaign_for_match(match: Any) -> dict[str, Any] | None:
    """The stored campaign this match is the current scenario of (from its options and seed), or None."""
    try:
        gid = match.game.spec.id
        scenario = str(match.options.get("scenario", ""))
    except AttributeError:
        return None
    if not scenario.startswith("campaign_") or campaign_module(gid) is None:
        return None
    data, _err = load_data(gid)
    if data is None:
        return None
    try:
        opts = current_options(data)
    except (ValueError, KeyError, TypeError):
        return None
    if not opts or opts.get("scenario") != scenario:
        return None
    if "carry" in opts and str(match.options.get("carry", "")) != opts["carry"]:
        return None
    stored = data.get("match") or {}
    if "seed" in stored and int(stored["seed"]) != int(match.seed):
        return None
    return data


def preview_advance(data: dict[str, Any], state: Any) -> dict[str, Any] | None:
    mod = campaign_module(data["game"])
    try:
        return mod.advance(data["progress"], state) if mod else None
    except (ValueError, KeyError, TypeError):
        return None


def in_progress() -> list[tuple[Path, dict[str, Any]]]:
    """Unfinished, readable campaigns: (progress file, data), newest first."""
    out = []
    for gid in all_games():
        if not has_campaign(gid):
            continue
        data, _err = load_data(gid)
        if data is not None and not data["progress"].get("finished"):
            out.append((progress_file(gid), data))
    out.sort(key=lambda pd: pd[0].stat().st_mtime, reverse=True)
    return out


def campaign_title(app: Any, game_id: str) -> str:
    key = f"campaign.{game_id}.title"
    if has_key(key):
        return app.tr(key)
    return app.tr("campaign.title", game=get_game(game_id).spec.localized_name(app.settings.lang))


def scenario_name(app: Any, game_id: str, k: int) -> str:
    """The rules' own scenario name (without its "Campaign k:" prefix), else the catalog's."""
    lang = app.settings.lang
    mod = campaign_module(game_id)
    fn = getattr(mod, "scenario_name", None)
    if callable(fn):
        try:
            return str(fn(k, lang))
        except Exception:
            pass
    try:
        board = importlib.import_module(f"game.games.{game_id}.board")
        sc = board.SCENARIOS[f"campaign_{k}"]
        name = sc.name_hu if lang == "hu" else sc.name_en
        return name.split(": ", 1)[1] if ": " in name else name
    except (ImportError, AttributeError, KeyError, TypeError):
        pass
    key = f"campaign.{game_id}.scenario{k}"
    return app.tr(key) if has_key(key) else app.tr("campaign.scenario_n", n=k)


def sides(app: Any, game_id: str) -> list[tuple[str, str, tuple[int, int, int], str]]:
    """(army id, display name, colour, letter) for seat 0 and seat 1."""
    mod = campaign_module(game_id)
    armies = ["side0", "side1"]
    try:
        armies = str(mod.scenario_options(mod.new_campaign()).get("armies", "")).split(",")[:2] or armies
    except Exception:
        pass
    colours: dict[str, Any] = {}
    letters: dict[str, Any] = {}
    try:
        theme = importlib.import_module(f"game.games.{game_id}.view.theme")
        colours, letters = dict(theme.ARMY_COLOURS), dict(theme.ARMY_LETTERS)
    except (ImportError, AttributeError):
        pass
    palette, _shapes = style.player_palette()
    out = []
    for i, army in enumerate(armies):
        key = f"campaign.side.{army}"
        name = app.tr(key) if has_key(key) else army.replace("_", " ").title()
        out.append((army, name, tuple(colours.get(army, palette[i % len(palette)])), letters.get(army, name[:1])))
    return out


def reward_name(app: Any, game_id: str, token: str) -> str:
    try:
        content = importlib.import_module(f"game.games.{game_id}.content")
        entry = content.REWARDS[token]
        return entry[1] if app.settings.lang == "hu" else entry[0]
    except (ImportError, AttributeError, KeyError, IndexError, TypeError):
        return token.replace("_", " ")


def open_campaign(app: Any, game_id: str) -> Any:
    scene = CampaignScene(app, game_id)
    app.scenes.push(scene)
    return scene


def advance_match(app: Any, match: Any, data: dict[str, Any]) -> bool:
    """Record the finished scenario, save the progress, and go to the campaign scene."""
    new = preview_advance(data, match.state)
    if new is None:
        app.show_dialog(app.tr("common.error"), app.tr("campaign.advance_failed"), [(app.tr("common.ok"), None)])
        return False
    data = dict(data, progress=new, match=None, seats=list(match.seats), names=list(match.names))
    try:
        save_data(data)
    except OSError as exc:
        app.show_dialog(app.tr("common.error"), str(exc), [(app.tr("common.ok"), None)])
        return False
    app.to_menu()
    app.scenes.push(CampaignScene(app, data["game"], just_played=int(data["progress"]["scenario"])))
    return True


def _autosave_of(data: dict[str, Any]) -> Path | None:
    """The autosave holding this campaign's current scenario match, if there is one."""
    stored = data.get("match")
    if not stored:
        return None
    for path in paths.autosaves(data["game"], running_only=False):  # every game has its own autosave
        try:
            header = read_replay(path).header
            opts = current_options(data) or {}
            h_opts = header.get("options") or {}
            if int(header.get("seed", -1)) != int(stored.get("seed", -2)):
                continue
            if str(h_opts.get("scenario")) != opts.get("scenario") or str(h_opts.get("carry", "")) != opts.get("carry", ""):
                continue
        except Exception:
            continue
        return path
    return None


def _scenario_winner(item: dict[str, Any]) -> int | None:
    """Who won one recorded scenario: the HQ that took less damage (spec 7.2/4); None on a tie."""
    try:
        d0, d1 = (int(v) for v in item["damage"])
    except (KeyError, TypeError, ValueError):
        return None
    return 0 if d0 < d1 else 1 if d1 < d0 else None


# ----- drawing helpers ---------------------------------------------------------------------
def hazard_band(surface: pygame.Surface, rect: pygame.Rect) -> None:
    if rect.w <= 0 or rect.h <= 0:
        return
    band = pygame.Surface(rect.size)
    band.fill(HAZARD)
    step = max(8, rect.h * 2)
    for x in range(-rect.h, rect.w + step, step):
        pygame.draw.polygon(band, HAZARD_BLACK, [(x, rect.h), (x + rect.h, 0), (x + rect.h + step // 2, 0),
                                                 (x + step // 2, rect.h)])
    surface.blit(band, rect.topleft)


def hex_points(center: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = center
    return [(cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i))) for i in range(6)]


def rivets(surface: pygame.Surface, rect: pygame.Rect, r: int) -> None:
    inset = r * 3
    for x, y in ((rect.x + inset, rect.y + inset), (rect.right - inset, rect.y + inset),
                 (rect.x + inset, rect.bottom - inset), (rect.right - inset, rect.bottom - inset)):
        pygame.draw.circle(surface, (20, 22, 24), (x + 1, y + 1), r)
        pygame.draw.circle(surface, (122, 128, 134), (x, y), r)


# ----- the scene ---------------------------------------------------------------------------
class CampaignScene(UIScene):
    name = "campaign"

    def __init__(self, app: Any, game_id: str, just_played: int | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.mod = campaign_module(game_id)
        self.count = scenario_count(game_id)
        self.just_played = just_played
        self.error: str | None = None
        self.data: dict[str, Any] | None = None
        self.t_anim = 0.0
        self.rows: list[pygame.Rect] = []
        self.cards: list[pygame.Rect] = []
        self.kinds = ["human", "ai:normal"]
        self.names = ["", ""]
        self.reload()

    # ----- data ------------------------------------------------------------------------
    def reload(self) -> None:
        data, err = load_data(self.game_id)
        self.error = err
        if data is None:
            data = new_data(self.game_id)
        self.data = data
        self.kinds = [k if k in SEAT_KINDS else "human" for k in data["seats"][:2]]
        defaults = [s[1] for s in sides(self.app, self.game_id)]
        self.names = [(n or defaults[i]) for i, n in enumerate(data["names"][:2])]

    @property
    def progress(self) -> dict[str, Any]:
        assert self.data is not None
        return self.data["progress"]

    @property
    def finished(self) -> bool:
        return bool(self.progress.get("finished"))

    def on_enter(self) -> None:
        super().on_enter()
        if self.error:
            self.app.show_dialog(self.t("campaign.broken_title"), self.t("campaign.broken_msg", reason=self.error),
                                 [(self.t("common.back"), self.on_back), (self.t("campaign.fresh"), self.fresh_start)])

    def fresh_start(self) -> None:
        path = progress_file(self.game_id)
        if self.error and path.exists():
            try:
                path.replace(path.with_suffix(".broken.json"))  # keep the broken file for a bug report
            except OSError:
                pass
        self.data = new_data(self.game_id, self.kinds, self.names)
        self.error = None
        self.just_played = None
        self.persist()
        self.layout(self.size)

    def persist(self) -> bool:
        if self.data is None:
            return False
        self.data["seats"] = list(self.kinds)
        self.data["names"] = list(self.names)
        try:
            save_data(self.data)
        except OSError as exc:
            self.app.show_dialog(self.t("common.error"), str(exc), [(self.t("common.ok"), None)])
            return False
        return True

    # ----- actions ---------------------------------------------------------------------
    def start_next(self) -> None:
        if self.data is None or self.error:
            return
        if self.finished:
            self.fresh_start()
            return
        resume = _autosave_of(self.data)
        if resume is not None:
            self.app.load_match(resume)
            return
        options = current_options(self.data) or {}
        defaults = [s[1] for s in sides(self.app, self.game_id)]
        names = [(n.strip() or defaults[i]) for i, n in enumerate(self.names)]
        seed = random.randrange(1, 100000)
        self.data["match"] = {"scenario": options.get("scenario"), "seed": seed}
        self.names = names
        if not self.persist():
            return
        palette, _shapes = style.player_palette()
        colours = [self._palette_index(c[2], palette) for c in sides(self.app, self.game_id)]
        try:
            self.app.new_match(self.game_id, 2, list(self.kinds), names, seed, options,
                               colours if len(set(colours)) == 2 else None)
        except (ValueError, KeyError) as exc:
            self.app.show_dialog(self.t("common.error"), str(exc), [(self.t("common.ok"), None)])

    @staticmethod
    def _palette_index(colour: tuple[int, int, int], palette: list) -> int:
        return min(range(len(palette)), key=lambda i: sum((a - b) ** 2 for a, b in zip(palette[i], colour)))

    def ask_abandon(self) -> None:
        self.app.show_dialog(self.t("campaign.abandon_title"), self.t("campaign.abandon_msg"),
                             [(self.t("common.cancel"), None), (self.t("campaign.abandon"), self.abandon)])

    def abandon(self) -> None:
        try:
            progress_file(self.game_id).unlink(missing_ok=True)
        except OSError as exc:
            self.app.show_dialog(self.t("common.error"), str(exc), [(self.t("common.ok"), None)])
            return
        self.data = new_data(self.game_id, self.kinds, self.names)
        self.error = None
        self.just_played = None
        self.app.toast(self.t("campaign.abandoned"))
        self.layout(self.size)

    def on_back(self) -> bool:
        if self.data is not None and not self.error and progress_file(self.game_id).exists():
            self.persist()  # keep edited names and seats
        if len(self.app.scenes) > 1:
            self.app.scenes.remove(self) if self.app.scenes.top is not self else self.app.scenes.pop()
            return True
        self.app.to_menu()
        return True

    def primary_label(self) -> str:
        if self.finished:
            return self.t("campaign.new")
        k = int(self.progress["scenario"])
        if self.data is not None and _autosave_of(self.data) is not None:
            return self.t("campaign.continue", n=k)
        return self.t("campaign.start", n=k)

    # ----- layout ----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        w, h = size
        pad = style.px(24, size)
        gap = style.px(14, size)
        fsz = style.fs(18, size)
        bh = style.px(48, size)
        top = style.px(128, size)
        bottom = h - bh - pad - style.px(22, size)
        area = pygame.Rect(pad, top, w - 2 * pad, max(40, bottom - top))
        if area.w > style.px(1500, size):
            area.w = style.px(1500, size)
            area.x = (w - area.w) // 2
        left_w = area.w * 55 // 100
        self.list_rect = pygame.Rect(area.x, area.y, left_w - gap // 2, area.h)
        self.side_rect = pygame.Rect(area.x + left_w + gap // 2, area.y, area.w - left_w - gap // 2, area.h)
        n = max(1, self.count)
        rg = style.px(8, size)
        rh = max(20, (self.list_rect.h - rg * (n - 1)) // n)
        self.rows = [pygame.Rect(self.list_rect.x, self.list_rect.y + i * (rh + rg), self.list_rect.w, rh)
                     for i in range(n)]
        ch = (self.side_rect.h - gap) // 2
        self.cards = [pygame.Rect(self.side_rect.x, self.side_rect.y + i * (ch + gap), self.side_rect.w, ch)
                      for i in range(2)]
        # seats: name entry + kind drop-down at the bottom of each army card
        eh = style.px(38, size)
        kind_opts = [(k, self.t("seat." + k.replace(":", "_"))) for k in SEAT_CHOICES]
        inner = style.px(14, size)
        drops = []
        for i, card in enumerate(self.cards):
            y = card.bottom - eh - inner
            kw = max(60, card.w * 38 // 100)
            nw = max(60, card.w - 2 * inner - kw - style.px(8, size))
            self.ui.add(TextEntry(self.names[i], (card.x + inner, y, nw, eh), id=f"name{i}", font_size=style.fs(17, size),
                                  max_len=24, on_change=self.item_setter("names", i)))
            kinds = kind_opts if self.kinds[i] in SEAT_CHOICES else kind_opts + [(self.kinds[i], self.kinds[i])]
            drops.append(Dropdown(kinds, self.kinds[i], (card.right - inner - kw, y, kw, eh), id=f"kind{i}",
                                  font_size=style.fs(17, size), on_change=self.item_setter("kinds", i),
                                  bounds=pygame.Rect(0, 0, w, h)))
        bw = min(style.px(300, size), (w - 2 * pad - 2 * gap) // 3)
        y = h - bh - pad
        self.ui.add(Button(self.t("common.back"), self.on_back, (pad, y, min(bw, style.px(180, size)), bh), id="back",
                           font_size=fsz, kind="ghost"))
        ab = Button(self.t("campaign.abandon"), self.ask_abandon, (w // 2 - bw // 2, y, bw, bh), id="abandon",
                    font_size=fsz, kind="danger")
        ab.enabled = progress_file(self.game_id).exists() or bool(self.error)
        self.ui.add(ab)
        self.ui.add(Button(self.primary_label(), self.start_next, (w - pad - bw, y, bw, bh), id="start",
                           font_size=fsz, kind="primary", tint=HAZARD))
        for d in drops:  # drop-downs last so their open lists draw over the rest
            self.ui.add(d)

    # ----- events ----------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        if super().handle_event(e):
            return True
        if e.type == pygame.KEYDOWN and getattr(e, "key", 0) in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if not any(isinstance(wd, TextEntry) and getattr(wd, "focused", False) for wd in self.ui.widgets):
                self.start_next()
                return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t_anim += dt

    # ----- drawing ---------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        size = self.size
        surface.blit(background(size, (44, 48, 52), (20, 22, 25)), (0, 0))
        hazard_band(surface, pygame.Rect(0, 0, size[0], style.px(10, size)))
        hazard_band(surface, pygame.Rect(0, size[1] - style.px(8, size), size[0], style.px(8, size)))

    def status_line(self) -> tuple[str, tuple[int, int, int]]:
        if self.finished:
            winner = self.progress.get("winner")
            names = sides(self.app, self.game_id)
            if winner in (0, 1):
                return self.t("campaign.won", army=names[winner][1], name=self.names[winner]), HAZARD
            return self.t("campaign.draw"), HAZARD
        k = int(self.progress["scenario"])
        return self.t("campaign.next_of", n=k, total=self.count), style.SHELL["ink_soft"]

    def draw_content(self, surface: pygame.Surface) -> None:
        size = self.size
        w = size[0]
        y = self.draw_title(surface, campaign_title(self.app, self.game_id), y=style.px(26, size))
        line, colour = self.status_line()
        style.blit_text(surface, line, style.fs(20 if self.finished else 17, size), colour, (w // 2, y - style.px(8, size)),
                        "midtop", bold=self.finished, max_width=w - 40)
        self.draw_scenarios(surface)
        for i, card in enumerate(self.cards):
            self.draw_side(surface, i, card)

    def _history(self) -> dict[int, dict[str, Any]]:
        out = {}
        for item in self.progress.get("history") or []:
            try:
                out[int(item["scenario"])] = item
            except (KeyError, TypeError, ValueError):
                continue
        return out

    def draw_scenarios(self, surface: pygame.Surface) -> None:
        size = self.size
        hist = self._history()
        cur = int(self.progress["scenario"])
        army = sides(self.app, self.game_id)
        f_name = style.fs(19, size)
        f_small = style.fs(15, size)
        inner = style.px(12, size)
        for i, r in enumerate(self.rows):
            k = i + 1
            done = k in hist
            current = not self.finished and k == cur
            fill = STEEL if (done or current) else style.mix(STEEL, STEEL_DARK, 0.55)
            edge = HAZARD if current else (RUST if done else (70, 76, 82))
            if current:
                glow = 0.5 + 0.5 * math.sin(self.t_anim * 3)
                style.draw_shadow(surface, r, style.px(8, size), offset=style.px(4, size))
                pygame.draw.rect(surface, fill, r, border_radius=style.px(8, size))
                pygame.draw.rect(surface, style.mix(edge, (255, 255, 255), 0.25 * glow), r, max(2, style.px(3, size)),
                                 border_radius=style.px(8, size))
            else:
                style.panel(surface, r, fill, edge, radius=style.px(8, size), shadow_offset=style.px(3, size))
            # numbered hex plate
            hr = min(r.h // 2 - style.px(6, size), style.px(30, size))
            hc = (r.x + inner + hr, r.centery)
            plate = HAZARD if current else (RUST if done else (84, 90, 96))
            pygame.draw.polygon(surface, (14, 16, 18), hex_points((hc[0] + 2, hc[1] + 2), hr))
            pygame.draw.polygon(surface, plate, hex_points(hc, hr))
            pygame.draw.polygon(surface, style.mix(plate, (255, 255, 255), 0.35), hex_points(hc, hr), 2)
            style.blit_text(surface, str(k), style.fs(22, size), style.ink_on(plate), hc, "center", bold=True)
            x = hc[0] + hr + inner
            tw = r.right - x - inner
            ink = style.SHELL["ink"] if (done or current) else style.SHELL["ink_soft"]
            name = scenario_name(self.app, self.game_id, k)
            # a status tag at the right
            if done:
                tag, tag_c = self.t("campaign.done"), (120, 200, 140)
            elif current:
                tag, tag_c = self.t("campaign.next"), HAZARD
            else:
                tag, tag_c = self.t("campaign.locked"), FAINT_TEXT
            tag_w = style.font(f_small, True).size(tag)[0]
            lh = style.font(f_name, True).get_linesize()
            ty = r.centery - (lh + style.font(f_small).get_linesize()) // 2
            style.blit_text(surface, name, f_name, ink, (x, ty), bold=True, max_width=tw - tag_w - inner)
            style.blit_text(surface, tag, f_small, tag_c, (r.right - inner, ty + style.px(3, size)), "topright", bold=True)
            ty += lh
            if done:
                item = hist[k]
                dmg = item.get("damage") or [0, 0]
                hp = item.get("hp") or ["?", "?"]
                text = self.t("campaign.result_line", a=army[0][1], da=dmg[0], b=army[1][1], db=dmg[1],
                              ha=hp[0], hb=hp[1])
                w_seat = _scenario_winner(item)
                text += " · " + (self.t("campaign.scenario_won", army=army[w_seat][1]) if w_seat is not None
                                 else self.t("campaign.scenario_tie"))
                style.blit_text(surface, text, f_small, style.SHELL["ink_soft"], (x, ty), max_width=tw)
            else:
                key = f"campaign.{self.game_id}.note{k}"
                note = self.t(key) if has_key(key) else ""
                if note:
                    style.blit_text(surface, note, f_small, FAINT_TEXT if not current else style.SHELL["ink_soft"],
                                    (x, ty), max_width=tw)

    def draw_side(self, surface: pygame.Surface, i: int, card: pygame.Rect) -> None:
        size = self.size
        army, name, colour, letter = sides(self.app, self.game_id)[i]
        winner = self.finished and self.progress.get("winner") == i
        style.panel(surface, card, STEEL, HAZARD if winner else (86, 92, 98), radius=style.px(10, size),
                    shadow_offset=style.px(5, size), width=3 if winner else 1)
        rivets(surface, card, max(2, style.px(3, size)))
        inner = style.px(14, size)
        # army colour strip with the army letter
        strip = pygame.Rect(card.x, card.y, style.px(10, size), card.h)
        pygame.draw.rect(surface, colour, strip, border_top_left_radius=style.px(10, size),
                         border_bottom_left_radius=style.px(10, size))
        br = style.px(20, size)
        bc = (card.x + inner + br + style.px(6, size), card.y + inner + br)
        pygame.draw.polygon(surface, (14, 16, 18), hex_points((bc[0] + 2, bc[1] + 2), br))
        pygame.draw.polygon(surface, colour, hex_points(bc, br))
        style.blit_text(surface, letter, style.fs(20, size), style.ink_on(colour), bc, "center", bold=True)
        x = bc[0] + br + inner
        f_head = style.fs(21, size)
        style.blit_text(surface, name, f_head, style.SHELL["ink"], (x, bc[1]), "midleft", bold=True,
                        max_width=card.right - x - style.px(150, size))
        seat_tag = self.t("campaign.seat", n=i + 1)
        if winner:
            seat_tag = self.t("campaign.winner")
        style.blit_text(surface, seat_tag, style.fs(15, size), HAZARD if winner else style.SHELL["ink_soft"],
                        (card.right - inner - style.px(6, size), bc[1]), "midright", bold=winner)
        # HQ toughness: number and a 20-segment bar
        hp = int(self.progress["hp"][i])
        y = bc[1] + br + style.px(10, size)
        f_hp = style.fs(15, size)
        label = self.t("campaign.hq", hp=hp)
        lr = style.blit_text(surface, label, f_hp, style.SHELL["ink_soft"], (card.x + inner + style.px(6, size), y))
        bar = pygame.Rect(lr.right + inner, y + 2, card.right - inner - style.px(6, size) - lr.right - inner,
                          max(8, lr.h - 4))
        segs = 20
        sw = bar.w / segs
        for s in range(segs):
            seg = pygame.Rect(int(bar.x + s * sw) + 1, bar.y, max(1, int(sw) - 2), bar.h)
            on = s < hp
            c = colour if on else (34, 38, 42)
            if on and hp <= 6:
                c = (200, 60, 50)
            pygame.draw.rect(surface, c, seg, border_radius=2)
        y = lr.bottom + style.px(8, size)
        rewards = []
        try:
            rewards = list(self.progress["rewards"][i])
        except (IndexError, TypeError, KeyError):
            pass
        text = ", ".join(reward_name(self.app, self.game_id, t) for t in rewards) or self.t("campaign.no_rewards")
        style.blit_text(surface, self.t("campaign.rewards", list=text), f_hp, style.SHELL["ink_soft"],
                        (card.x + inner + style.px(6, size), y), max_width=card.w - 2 * inner - style.px(6, size))
        y += style.font(f_hp).get_linesize() + style.px(4, size)
        wins = sum(1 for item in self._history().values() if _scenario_winner(item) == i)
        style.blit_text(surface, self.t("campaign.wins", n=wins, total=len(self._history())), f_hp,
                        style.SHELL["ink_soft"], (card.x + inner + style.px(6, size), y),
                        max_width=card.w - 2 * inner - style.px(6, size))
        entry = self.widget(f"name{i}")
        if entry is not None:
            style.blit_text(surface, self.t("campaign.player"), style.fs(14, size), FAINT_TEXT,
                            (entry.rect.x, entry.rect.y - style.px(3, size)), "bottomleft")
