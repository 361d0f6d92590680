"""A small sound manager: lazy-loads assets/sounds/*.wav, plays by name with volume and
mute, and never raises when audio is unavailable (dummy driver, no device, no mixer)."""
from __future__ import annotations

import logging
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

DEFAULT_DIR = Path(__file__).resolve().parents[3] / "assets" / "sounds"


class SoundManager:
    def __init__(self, directory: str | Path | None = None, volume: float = 1.0, muted: bool = False) -> None:
        self.directory = Path(directory) if directory else DEFAULT_DIR
        self.volume = max(0.0, min(1.0, volume))
        self.muted = muted
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._mixer_ok: bool | None = None

    @property
    def available(self) -> bool:
        """True when a mixer could be initialised (tried once, lazily)."""
        if self._mixer_ok is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                self._mixer_ok = bool(pygame.mixer.get_init())
            except Exception as exc:  # pygame.error, missing device, no SDL audio support
                log.info("sound disabled: %s", exc)
                self._mixer_ok = False
        return self._mixer_ok

    def names(self) -> list[str]:
        return sorted(p.stem for p in self.directory.glob("*.wav"))

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            path = self.directory / f"{name}.wav"
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path)) if path.exists() else None
            except Exception as exc:
                log.info("could not load sound %s: %s", path, exc)
                self._sounds[name] = None
        return self._sounds[name]

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))

    def set_muted(self, muted: bool) -> None:
        self.muted = bool(muted)

    def play(self, name: str, volume: float = 1.0) -> bool:
        """Play ``name`` at ``volume`` x master volume; True if it was started."""
        if self.muted or self.volume <= 0 or volume <= 0:
            return False
        try:
            if not self.available:
                return False
            sound = self._load(name)
            if sound is None:
                return False
            sound.set_volume(max(0.0, min(1.0, volume * self.volume)))
            return sound.play() is not None
        except Exception as exc:
            log.info("could not play %s: %s", name, exc)
            return False
