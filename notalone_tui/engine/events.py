"""What happened, told in players' names.

Each event carries the text the whole table may read and, where a seat may
know more (the card it drew, the hand Phobia showed the Creature), a private
text for that seat which replaces the public one on that seat's screen.
"""

from __future__ import annotations

from typing import NamedTuple


class Event(NamedTuple):
    kind: str
    public: str
    private: tuple[tuple[int, str], ...] = ()
    turn: int = 0
    phase: int = 0

    def text_for(self, seat: int | None) -> str:
        """The text that ``seat`` may read (``None``: the public table)."""
        if seat is not None:
            for s, text in self.private:
                if s == seat:
                    return text
        return self.public
