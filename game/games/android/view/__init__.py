"""The Android table view (``AndroidView``, in ``table.py``): New Angeles, the Beanstalk and the
Moon, the calendar, the case, the detectives, the conspiracy and the standing orders. The
registry names it as ``game.games.android.view:AndroidView``."""

from game.games.android.view.table import AndroidView
from game.ui.game_view import ViewContext

__all__ = ["AndroidView", "ViewContext"]
