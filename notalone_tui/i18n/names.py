"""Player names, and any other words a person typed or a file brought, as the
screens show them.

Names come from the setup screen, and from records and autosaves, which may
hold any text at all. Three rules keep them harmless wherever they show:

- **Text, never markup.** Every widget that shows a name is given a
  :class:`rich.text.Text`, or is a ``Static``/``Label``/``OptionList`` built
  with ``markup=False`` (and a notification is sent with ``markup=False``): a
  name reads exactly as typed, ``[bold]`` and ``[/]`` included, and cannot
  crash a screen or carry a ``[@click=...]`` action. Nothing here escapes
  markup: an escaped name inside a ``Text`` would show its backslashes, and
  Textual's escaping misses some of its own syntax (``\\[``, ``[$var]``).
- **No control character reaches the terminal.** :func:`visible` swaps each
  for a visible stand-in: a C0 control for its Control Pictures symbol (ESC
  shows as ␛, NUL as ␀, a tab as ␉, a carriage return as ␍), DEL for ␡, and a
  C1 control, a line or paragraph separator or a bidirectional embedding,
  override or isolate for �. Right-to-left letters themselves stay as typed.
  The setup screen refuses control characters outright (its name fields take
  none); a record or an autosave that holds one is shown with the stand-ins,
  and its file is left as it is (a replay or a resumed game stays the same game).
- **At most** :data:`NAME_CELLS` **terminal cells.** The setup screen takes 16
  characters; a longer name (from a file) is cut, with an ellipsis, so that it
  cannot push the rest of a line off the screen. Columns cut a name further with
  :func:`fixed_width`, by terminal cells (an emoji takes two), not by characters.

This module imports nothing of the game: the title screen uses it before any
game module loads.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from rich.cells import cell_len, set_cell_size

#: The most terminal cells a player's name takes anywhere (twice what the
#: setup screen lets a player type).
NAME_CELLS = 32
ELLIPSIS = "…"
#: What a control character without a picture of its own shows as.
REPLACEMENT = "\ufffd"
#: Characters that steer a terminal's bidirectional text rather than being text:
#: the embeddings and overrides (U+202A-U+202E) and the isolates (U+2066-U+2069).
BIDI_CONTROLS = frozenset(map(chr, (*range(0x202A, 0x202F), *range(0x2066, 0x206A))))
#: A name as the setup screen takes it (its fields' ``restrict``): no character
#: that :func:`visible` would have to stand in for, typed or pasted.
TYPED_NAME = r"[^\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]*"


def _stand_in(char: str) -> str | None:
    """The visible stand-in of ``char``, or None if it shows as itself."""
    code = ord(char)
    if code < 0x20:
        return chr(0x2400 + code)  # the Control Pictures block: ␀ ... ␟
    if code == 0x7F:
        return "\u2421"  # ␡
    if (char in BIDI_CONTROLS
            or unicodedata.category(char) in ("Cc", "Zl", "Zp")):  # C1 controls, U+2028/9
        return REPLACEMENT
    return None


def visible(text: str) -> str:
    """``text`` with every control character swapped for a visible stand-in
    (see the module's docstring): nothing in it can move the cursor, clear the
    screen or reorder the line around it."""
    if text.isascii() and text.isprintable():
        return text  # the usual name: nothing to look at
    out = []
    for char in text:
        stand_in = _stand_in(char)
        out.append(char if stand_in is None else stand_in)
    return "".join(out)


def fit(text: str, cells: int) -> str:
    """``text`` in at most ``cells`` terminal cells: cut with an ellipsis where
    it is longer (never through a wide character)."""
    if cell_len(text) <= cells:
        return text
    if cells <= 0:
        return ""
    # set_cell_size pads with a space where a wide character would be split.
    return set_cell_size(text, cells - 1).rstrip(" ") + ELLIPSIS


def fixed_width(text: str, cells: int) -> str:
    """``text`` in exactly ``cells`` terminal cells, for a column of names: cut
    (by cells, so a column stays straight with emoji in it; without an ellipsis,
    as the players table always cut names: a letter more of the name is worth
    more there than a mark) or padded with spaces."""
    return set_cell_size(text, cells)


def shown_name(name: str) -> str:
    """A player's name as every screen shows it: control characters made
    visible, at most :data:`NAME_CELLS` cells. Still text, never markup: give
    it to a widget that does not parse markup."""
    return fit(visible(name), NAME_CELLS)


def shown_names(names: Iterable[str]) -> tuple[str, ...]:
    return tuple(shown_name(name) for name in names)


def file_part(name: str) -> str:
    """A name as a piece of a file name: letters, digits, "-" and "_" only (no
    "/", "..", control character or markup can name another folder or file)."""
    kept = "".join(c if c.isalnum() or c in "-_" else "_" for c in visible(name).lower())
    return kept.strip("_") or "player"
