"""A card's words laid out under its name for a panel of known width."""

from __future__ import annotations

import textwrap

from rich.cells import cell_len
from rich.text import Text

#: The narrowest a text is wrapped to, however narrow the panel says it is.
NARROWEST = 12
NBSP = "\u00a0"


def indented(text: Text, body: str, width: int | None, style: str = "dim",
             tail: str = "", tail_style: str = "dim italic") -> None:
    """Append ``body`` two cells in, then a newline: wrapped to ``width`` with
    every line indented, since a wrapped line back at the margin reads as the
    start of another entry. No word is cut at a hyphen ("face-down" stays
    whole). ``tail`` follows ``body`` after a space in ``tail_style``, whole on
    one line where it fits (a sheet's "designed for this edition"). ``width``
    None: one line, which the panel wraps as it can."""
    if width is None:
        block = f"  {body} {tail}" if tail else f"  {body}"
    else:
        # The tail is kept whole on one line (its spaces made unbreakable while
        # the text is wrapped, then given back).
        block = "\n".join(textwrap.wrap(
            f"{body} {tail.replace(' ', NBSP)}" if tail else body, max(width, NARROWEST),
            initial_indent="  ", subsequent_indent="  ", break_on_hyphens=False))
    # The tail starts at its first word, which no wrapping cuts and which is
    # the last of its kind in the block.
    at = block.rfind(tail.split(" ", 1)[0]) if tail else len(block)
    if tail and width is not None:
        block = block[:at] + block[at:].replace(NBSP, " ")
    start = len(text)
    text.append(block + "\n", style=style)
    if tail:
        text.stylize(tail_style, start + at, start + len(block))


def beside_or_under(text: Text, words: str, width: int | None, style: str = "") -> None:
    """``words`` at the end of ``text``'s last line, or whole on the lines
    under it, indented (:func:`indented`), where they would not fit in
    ``width`` (None: beside); then a newline. A note after a card's name, a
    list after its heading: no lone word left hanging on the next line."""
    line = text.plain.rpartition("\n")[2]
    if words and width is not None and cell_len(line + words) > width:
        text.append("\n")
        indented(text, words.lstrip(), width, style=style)
        return
    text.append(words + "\n", style=style)
