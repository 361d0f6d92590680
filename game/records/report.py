"""The records summary as text (``python -m game records``), in the player's language."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

Tr = Callable[..., str]


def participant_label(row: dict[str, Any], tr: Tr) -> str:
    """A person by name; a machine by its level's name from the catalog ("AI · normal")."""
    if row["kind"] == "person":
        return str(row["name"])
    key = "seat." + str(row["key"]).replace(":", "_")
    return tr(key)


def game_lines(game_name: str, summary: dict[str, Any], tr: Tr) -> list[str]:
    lines = [tr("records.game_head", game=game_name, n=summary["played"])]
    header = [tr("records.col.player"), tr("records.col.played"), tr("records.col.won"), tr("records.col.shared"),
              tr("records.col.average"), tr("records.col.best")]
    rows = [[participant_label(r, tr), str(r["played"]), str(r["won"]), str(r["shared"]),
             _num(r["average_score"]), _num(r["best_score"])] for r in summary["participants"]]
    widths = [max(len(row[i]) for row in [header] + rows) for i in range(len(header))]
    for row in [header] + rows:
        cells = [row[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(row[1:], widths[1:])]
        lines.append("  " + "  ".join(cells))
    for key in ("longest", "shortest"):
        brief = summary.get(key)
        if brief:
            lines.append("  " + tr(f"records.{key}", moves=brief["moves"], date=str(brief["finished_at"])[:10],
                                   minutes=round(brief["duration_s"] / 60)))
    return lines


def report(summaries: dict[str, dict[str, Any]], game_names: dict[str, str], tr: Tr) -> str:
    if not summaries:
        return tr("records.none") + "\n"
    out: list[str] = []
    for gid, summary in summaries.items():
        out.extend(game_lines(game_names.get(gid, gid), summary, tr))
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def _num(value: Any) -> str:
    if value is None:
        return "-"
    return f"{value:.1f}".rstrip("0").rstrip(".") if isinstance(value, float) else str(value)
