"""Message catalogs: every visible string of the shell, in English and Hungarian (``tr``)."""

from game.i18n.messages import LANGUAGES, catalog, has_key, tr

__all__ = ["LANGUAGES", "catalog", "has_key", "tr"]
