"""Sound access for the shell: the renderers' sound manager when present, silence otherwise."""

from __future__ import annotations

from typing import Any


class NullSound:
    """Same calls as a sound manager; plays nothing (tests, missing audio device)."""

    volume = 0.0

    def play(self, name: str, volume: float = 1.0) -> None:
        pass

    def set_volume(self, volume: float) -> None:
        self.volume = volume


def make_sound(volume: float) -> Any:
    try:
        from game.ui.render import sound as sound_mod  # type: ignore[attr-defined]

        cls = getattr(sound_mod, "SoundManager", None)
        if cls is None:
            return NullSound()
        mgr = cls()
        if hasattr(mgr, "set_volume"):
            mgr.set_volume(volume)
        return mgr
    except Exception:
        return NullSound()
