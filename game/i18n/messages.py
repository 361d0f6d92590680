"""The message catalogs read from en.json / hu.json, and ``tr(key, lang, **fmt)``.

Every visible string of the shell comes from ``en.json`` / ``hu.json`` next to this file.
A missing key in the chosen language falls back to English, then to the key itself (so a
mistake shows up on screen instead of crashing); a test checks both catalogs have the same
keys and that every key used in the code exists.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "hu")
_DIR = Path(__file__).resolve().parent


@cache
def catalog(lang: str) -> dict[str, str]:
    path = _DIR / f"{lang}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def tr(key: str, lang: str = "en", **fmt: Any) -> str:
    text = catalog(lang).get(key)
    if text is None:
        text = catalog("en").get(key, key)
    if fmt:
        try:
            return text.format(**fmt)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def has_key(key: str, lang: str = "en") -> bool:
    return key in catalog(lang)
