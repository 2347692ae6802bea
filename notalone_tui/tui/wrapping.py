"""A card's words laid out under its name for a panel of known width."""

from __future__ import annotations

import textwrap

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
        whole = tail.replace(" ", NBSP)
        block = "\n".join(textwrap.wrap(
            f"{body} {whole}" if tail else body, max(width, NARROWEST),
            initial_indent="  ", subsequent_indent="  ", break_on_hyphens=False))
        if tail:  # from the tail's first word, which no wrapping cuts
            at = block.rfind(tail.split(" ", 1)[0])
            block = block[:at] + block[at:].replace(NBSP, " ")
    start = len(text)
    text.append(block + "\n", style=style)
    if tail:  # its first word is the last of its kind in the block
        at = block.rfind(tail.split(" ", 1)[0])
        text.stylize(tail_style, start + at, start + len(block))
