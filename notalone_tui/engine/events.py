"""What happened, as messages in players' names.

Each event carries the message the whole table may read and, where a seat may
know more (the card it drew, the hand Phobia showed the Creature), a private
message for that seat which replaces the public one on that seat's screen.
Messages are data (:mod:`.messages`); a catalogue words them at the edge.
"""

from __future__ import annotations

from typing import NamedTuple

from .messages import Msg


class Event(NamedTuple):
    kind: str
    public: Msg
    private: tuple[tuple[int, Msg], ...] = ()
    turn: int = 0
    phase: int = 0

    def message_for(self, seat: int | None) -> Msg:
        """The message that ``seat`` may read (``None``: the public table)."""
        if seat is not None:
            for s, message in self.private:
                if s == seat:
                    return message
        return self.public
