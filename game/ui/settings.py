"""User settings, persisted as JSON in ``paths.settings_file()`` (atomic write).

A broken, foreign or partly wrong file never crashes the app: unknown keys are dropped,
bad values fall back to their defaults, and ``load_settings`` reports what it could not use.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game import paths
from game.engine.replay import atomic_write_text, loads_json

ANIM_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}
AI_TURNS = ("every", "fast", "skip")
LANGS = ("en", "hu")
MAX_SETTINGS_BYTES = 1024 * 1024


@dataclass
class Settings:
    lang: str = "en"
    anim_speed: str = "normal"  # slow / normal / fast / instant
    volume: float = 0.7
    mute: bool = False
    fullscreen: bool = False
    shapes: bool = True  # colour-blind-safe: draw each seat's shape on its pieces and badges
    ai_turns: str = "every"  # every / fast / skip (to my turn)
    window_size: list[int] | None = None  # [w, h] of the window when the app last closed
    window_pos: list[int] | None = None  # [x, y] of its top-left corner on the desktop

    @property
    def anim_factor(self) -> float:
        return ANIM_SPEEDS.get(self.anim_speed, 1.0)

    def effective_volume(self) -> float:
        return 0.0 if self.mute else max(0.0, min(1.0, self.volume))

    def validated(self) -> Settings:
        d = Settings()
        if not isinstance(self.lang, str) or self.lang not in LANGS:
            self.lang = d.lang
        if not isinstance(self.anim_speed, str) or self.anim_speed not in ANIM_SPEEDS:
            self.anim_speed = d.anim_speed
        if not isinstance(self.ai_turns, str) or self.ai_turns not in AI_TURNS:
            self.ai_turns = d.ai_turns
        volume = self.volume
        if isinstance(volume, (int, float)) and not isinstance(volume, bool) and math.isfinite(volume):
            self.volume = max(0.0, min(1.0, float(volume)))
        else:
            self.volume = d.volume
        for name in ("mute", "fullscreen", "shapes"):
            if not isinstance(getattr(self, name), bool):
                setattr(self, name, getattr(d, name))
        self.window_size = _pair(self.window_size, 320, 16384)
        self.window_pos = _pair(self.window_pos, -16384, 16384)
        return self


def _pair(value: Any, lo: int, hi: int) -> list[int] | None:
    """Two whole numbers within [lo, hi] (a window's size or position), else None."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi for v in value):
        return None
    return [int(value[0]), int(value[1])]


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """Return the settings and, if the file was unusable, a one-line reason (defaults used)."""
    path = path or paths.settings_file()
    if not path.exists():
        return Settings(), None
    try:
        if path.stat().st_size > MAX_SETTINGS_BYTES:
            raise ValueError("too large to be a settings file")
        raw = loads_json(path.read_text(encoding="utf-8"))
        if not isinstance(raw, dict):
            raise ValueError("not a JSON object")
    except (OSError, ValueError, MemoryError) as exc:  # UnicodeDecodeError is a ValueError
        return Settings(), f"{path.name}: {exc}"
    known = {f.name for f in fields(Settings)}
    s = Settings(**{k: v for k, v in raw.items() if k in known})
    return s.validated(), None


def save_settings(settings: Settings, path: Path | None = None) -> None:
    path = path or paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    data: dict[str, Any] = asdict(settings)
    atomic_write_text(path, json.dumps(data, indent=2, ensure_ascii=False))
