"""The strip's choices as a player reads them: the view's Choices, End turn found through the game,
tooltips filled in, groups folded into menus, no flat row longer than about a dozen entries.

Pure (no pygame): the table's strip draws what ``plan_strip`` returns. The rule (issue 17,
look-and-feel "Choices"):

- every choice is a ``Choice`` with an order label and a tooltip (the view's ``tip``, else the
  game's ``choice_tip(state, action, lang)``, else its log wording ``describe``);
- End turn (or Pass) is always in the strip when it is legal, with its shortcut, also when the
  view does not list it: the game says which legal actions end the turn through the optional
  rules hook ``ends_turn(state, action) -> bool`` (a view may also mark one ``end_turn=True``);
- choices of one ``group`` fold into one control that opens a menu (a group "A/B" is the
  sub-menu B inside A's menu); a row with more than ``MAX_FLAT`` entries folds the rest into
  a "More" menu;
- a decision with one possible answer that does not end the turn is ``forced``: the table
  takes it without asking.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

MAX_FLAT = 12  # no flat list longer than about a dozen entries
END_TURN_KEY = "P"  # the End turn / Pass shortcut when the view names none (free in every view)


@dataclass(frozen=True)
class Choice:
    """One choice of the strip, as a player thinks of it (look-and-feel, "Choices").

    ``label`` is an order in the imperative with its cost ("Recruit 2 (2 ammo, 2 pig)",
    "End turn"), never a log line; ``tip`` says what it does (the button's tooltip);
    ``key`` is its keyboard shortcut, shown on the button (the table binds it);
    ``end_turn`` marks the decision's End turn / Pass (kept in reach at the strip's end);
    ``group`` folds choices of one kind into one control that opens a menu ("Exchange";
    "Arm/Patrol Car": the entry sits in the sub-menu "Patrol Car" of the "Arm" menu, one entry
    per card with its variants). It unpacks as ``(label, action)``, so code that
    reads the old pairs keeps working.
    """

    label: str
    action: Any
    tip: str = ""
    key: str = ""
    end_turn: bool = False
    group: str = ""

    def __iter__(self):  # (label, action), like the pairs views returned before
        yield self.label
        yield self.action


def as_choice(item: Choice | tuple[str, Any]) -> Choice:
    """A strip entry as a ``Choice`` (views may still return ``(label, action)`` pairs)."""
    return item if isinstance(item, Choice) else Choice(str(item[0]), item[1])


def ends_turn(game: Any, state: Any, action: Any) -> bool:
    """Whether ``action`` ends the seat's turn (End turn, Pass), by the game's optional hook."""
    fn = getattr(game, "ends_turn", None)
    if fn is None:
        return False
    try:
        return bool(fn(state, action))
    except Exception:
        return False


def _first_text(game: Any, hooks: tuple[str, ...], state: Any, action: Any, lang: str) -> str:
    """The first non-empty text the game's optional ``hooks`` give for ``action`` (a hook that
    fails or is missing is skipped), else ""."""
    for name in hooks:
        fn = getattr(game, name, None)
        if fn is None:
            continue
        try:
            text = str(fn(state, action, lang)).strip()
        except Exception:
            continue
        if text:
            return text
    return ""


def order_label(game: Any, state: Any, action: Any, lang: str) -> str:
    """The game's short order label of ``action`` ("End turn", "Recruit 2"), else its log wording."""
    return _first_text(game, ("label", "describe"), state, action, lang)


def choice_tip(game: Any, state: Any, action: Any, lang: str) -> str:
    """What a choice does, for its tooltip: the game's ``choice_tip``, else its ``describe``."""
    return _first_text(game, ("choice_tip", "describe"), state, action, lang)


def complete_choices(items: Sequence[Choice | tuple[str, Any]], game: Any, state: Any, legal: Sequence[Any],
                     lang: str, end_turn_label: str) -> list[Choice]:
    """The view's strip entries as Choices with tooltips, plus End turn when it is legal and the
    view left it out (or did not mark it); End turn entries last, the first one with a shortcut."""
    choices = [as_choice(c) for c in items]
    listed = {_key(c.action) for c in choices}
    ending = [a for a in legal if ends_turn(game, state, a)]
    out: list[Choice] = []
    for c in choices:
        if not c.end_turn and any(_same(c.action, a) for a in ending):
            c = replace(c, end_turn=True)
        if not c.tip:
            c = replace(c, tip=choice_tip(game, state, c.action, lang))
        out.append(c)
    for a in ending:
        if _key(a) not in listed:
            label = order_label(game, state, a, lang) or end_turn_label
            out.append(Choice(label, a, choice_tip(game, state, a, lang), end_turn=True))
    ends = [c for c in out if c.end_turn]
    if ends and not any(c.key for c in ends):
        ends[0] = replace(ends[0], key=END_TURN_KEY)
    return [c for c in out if not c.end_turn] + ends


def forced_action(game: Any, state: Any, legal: Sequence[Any], choices: Sequence[Choice] = ()) -> Any | None:
    """The one possible answer of a decision the table takes without asking, or None: only one
    legal action, and it does not end the turn (End turn stays the player's own click). Only a
    game that says which actions end a turn (``ends_turn``) has its decisions taken for it."""
    if len(legal) != 1 or getattr(game, "ends_turn", None) is None:
        return None
    only = legal[0]
    if ends_turn(game, state, only) or any(c.end_turn and _same(c.action, only) for c in choices):
        return None
    return only


@dataclass
class MenuEntry:
    """One line of a menu: a choice, or a sub-menu (``children``) named ``label``."""

    label: str
    choice: Choice | None = None
    children: list[MenuEntry] = field(default_factory=list)

    @property
    def tip(self) -> str:
        return self.choice.tip if self.choice is not None else ""


@dataclass
class StripItem:
    """One control of the strip: a choice's button, or a group's button that opens ``menu``."""

    label: str
    choice: Choice | None = None
    menu: list[MenuEntry] = field(default_factory=list)
    tip: str = ""

    @property
    def end_turn(self) -> bool:
        return self.choice is not None and self.choice.end_turn

    def actions(self) -> list[Any]:
        """Every action this control leads to (its own, or all in its menu)."""
        return [c.action for c in self.choices()]

    def choices(self) -> list[Choice]:
        """Every choice this control leads to (its own, or all in its menu, in menu order)."""
        if self.choice is not None:
            return [self.choice]
        out: list[Choice] = []
        stack = list(self.menu)
        while stack:
            e = stack.pop(0)
            if e.choice is not None:
                out.append(e.choice)
            stack[0:0] = e.children
        return out


MENU_TIP_LINES = 8  # orders listed in a menu button's tooltip; the rest are counted


def menu_tip(item: StripItem, more: Callable[[int], str]) -> str:
    """A menu button's tooltip says what its choices do (issue 17): their shared tooltip when
    they all have the same one, then the orders in the menu, one a line ("• Play Patrol Car
    (1 Time)"); a sub-menu is listed by its name. ``more(n)`` words the n orders left out."""
    tips = {c.tip for c in item.choices()}
    lines = [tips.pop()] if len(tips) == 1 and "" not in tips else []
    names = [f"• {e.label}" for e in item.menu]
    if len(names) > MENU_TIP_LINES:
        names = names[: MENU_TIP_LINES - 1] + [more(len(names) - MENU_TIP_LINES + 1)]
    return "\n".join(lines + names)


def plan_strip(choices: Sequence[Choice], more_label: str, max_flat: int = MAX_FLAT,
               fits: Callable[[list[StripItem]], bool] | None = None) -> list[StripItem]:
    """The strip's controls, left to right: single choices and folded groups in the view's
    order, End turn last. When there are more than ``max_flat`` controls, or ``fits`` says the
    row is too wide, the leading controls (never End turn) fold into one "More" menu (of two
    entries at least: a menu of one is a dead click)."""
    items: list[StripItem] = []
    groups: dict[str, StripItem] = {}
    for c in choices:
        if c.end_turn or not c.group:
            items.append(StripItem(c.label, c, tip=c.tip))
            continue
        head, _, sub = c.group.partition("/")
        item = groups.get(head)
        if item is None:
            item = groups[head] = StripItem(head)
            items.append(item)
        _add_to_menu(item.menu, sub, c)
    items = [_unfold_single(i) for i in items]
    ends = [i for i in items if i.end_turn]
    rest = [i for i in items if not i.end_turn]

    def row(keep: int) -> list[StripItem]:
        folded = rest[: len(rest) - keep]
        more = [StripItem(more_label, menu=[_as_entry(i) for i in folded])] if folded else []
        return more + rest[len(rest) - keep:] + ends

    keep = len(rest)
    if len(rest) + len(ends) > max_flat:
        keep = max(0, max_flat - len(ends) - 1)
    while keep > 0 and fits is not None and not fits(row(keep)):
        keep -= 1
    if keep == len(rest) - 1:  # a "More" menu of one entry is a dead click: fold two, or none
        keep = max(0, keep - 1) if len(rest) > 1 else len(rest)
    return row(keep)


def _add_to_menu(menu: list[MenuEntry], sub: str, c: Choice) -> None:
    if not sub:
        menu.append(MenuEntry(c.label, c))
        return
    for e in menu:
        if e.choice is None and e.label == sub:
            e.children.append(MenuEntry(c.label, c))
            return
    menu.append(MenuEntry(sub, children=[MenuEntry(c.label, c)]))


def _unfold_single(item: StripItem) -> StripItem:
    """A group holding a single choice is just that choice's button (a menu of one is a dead click)."""
    if item.choice is None and len(item.menu) == 1 and item.menu[0].choice is not None:
        c = item.menu[0].choice
        return StripItem(c.label, c, tip=c.tip)
    return item


def _as_entry(item: StripItem) -> MenuEntry:
    if item.choice is not None:
        return MenuEntry(item.label, item.choice)
    return MenuEntry(item.label, children=list(item.menu))


def _key(action: Any) -> Any:
    try:
        hash(action)
        return action
    except TypeError:
        return repr(action)


def _same(a: Any, b: Any) -> bool:
    try:
        return bool(a == b)
    except Exception:
        return False
