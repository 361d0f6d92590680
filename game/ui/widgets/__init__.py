"""The shell's own widgets: Button, Label, TextEntry, Dropdown, Slider, Toggle, ScrollPanel, Dialog.

Why our own instead of ``pygame_gui``: the shell needs only these few, small widgets; they
take their colours from the per-game theme dicts the views already provide, scale with the
window by the same rule as the rest of the table, add no dependency to the packaged build,
and give the tests full control (every widget has an ``id`` and a ``rect``, reacts only to
the real pygame events a test can post, and never reads the global mouse state).
"""

from game.ui.widgets.base import Widget, WidgetGroup
from game.ui.widgets.button import Button
from game.ui.widgets.dialog import Dialog
from game.ui.widgets.dropdown import Dropdown
from game.ui.widgets.entry import TextEntry
from game.ui.widgets.label import Label
from game.ui.widgets.scroll import ScrollArea, ScrollPanel
from game.ui.widgets.slider import Slider
from game.ui.widgets.toggle import Toggle

__all__ = [
    "Button", "Dialog", "Dropdown", "Label", "ScrollArea", "ScrollPanel", "Slider", "TextEntry", "Toggle", "Widget", "WidgetGroup",
]
