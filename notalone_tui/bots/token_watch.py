"""The Creature's memory of the tokens each Hunted held, within a turn.

The counts of tokens held are public; a count that fell between two of the
Creature's decisions is a discard it saw (only a take and a discard between
two looks hide each other). A card may tax such a discard (Frozen Lands'
Relapse), so the standard bot keeps this memory for the rule sets whose
judgement says what to count (:attr:`~.judgement.Judgement.held_count`); for
the others it stays empty and costs nothing.
"""

from __future__ import annotations

from notalone_tui.engine import GameView, get_ruleset

from .packs import judgement_for


class TokenWatch:
    """Seats seen discarding a token this turn. Reset when the turn (or the
    game) changes."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] = ()
        self._last: dict[int, int] = {}
        self._dropped: set[int] = set()

    def update(self, view: GameView) -> None:
        count = judgement_for(get_ruleset(view.ruleset)).held_count
        if count is None:
            return
        key = (view.names, view.ruleset, view.turn)
        if key != self._key:
            self._key, self._last, self._dropped = key, {}, set()
        for hv in view.hunted:
            held = count(hv)
            before = self._last.get(hv.seat)
            if before is not None and held < before:
                self._dropped.add(hv.seat)
            self._last[hv.seat] = held

    def discarded(self, view: GameView) -> set[int]:
        """Seats seen discarding a token this turn (as of the last update)."""
        if (view.names, view.ruleset, view.turn) != self._key:
            return set()
        return set(self._dropped)
