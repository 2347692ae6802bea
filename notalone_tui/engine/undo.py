"""When a choice may be taken back: only while nothing new has been revealed.

Undo rebuilds the game from its record without the last action, so the state
after an undo equals the state before the choice. What makes it fair is the
test of "nothing revealed": the choice drew or shuffled nothing (the random
stream and both decks are untouched), it did not end the turn or reveal the
Place cards (a phase that merely begins reveals nothing: what a phase does
that shows something is caught by the other tests, or by the reveal and the
turn), it told no other seat anything in private, and the play
stays with the chooser or at the public table (no handoff to another seat,
who would then have seen the consequences). A later undo by the same seat may
then take back the choice before, and so on, while each passes the test.

A front end that knows the next seat has not looked yet (a hot-seat "pass the
keyboard" screen still waiting for them) may ask with ``unseen``: a decision
pending for another seat then reveals nothing, since nobody has seen it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from . import registry
from .events import Event
from .options import Visibility
from .state import GameState

#: What must not change for a choice to be taken back: the random stream's
#: position, the turn, the size of both decks and what the rule set says may
#: have been revealed (:attr:`.ruleset.RuleSet.revealed`: the base game's reveal
#: of the Place cards, the piles a rule set keeps in ``state.extra``: a card
#: drawn shows its drawer the top of a deck: taking the draw back would let
#: them choose again knowing it). A plain tuple: it is taken at every action,
#: so it must be cheap.
UndoMark = tuple[int, int, int, int, Hashable]
#: The last action's seat, the :data:`UndoMark` before it (spelt out, ``[1:6]``),
#: where its events start in the log and how many actions came before it
#: (:meth:`.game.Game.last_action`, :attr:`.state.GameState.last_action`).
LastAction = tuple[int, int, int, int, int, Hashable, int, int]


def undo_mark(state: GameState) -> UndoMark:
    rules = registry.get(state.config.rules_id)
    return (state.rng_draws, state.turn.number, len(state.survival_deck),
            len(state.hunt_deck), rules.revealed(state))


#: Each type of value met in ``state.extra``: its ``pile_sizes`` method, or None.
#: Looked up on the type once (a missing attribute raises and catches an error,
#: at every action of every game otherwise).
_PILE_SIZES: dict[type, Callable[[Any], tuple[int, ...]] | None] = {}


def pile_sizes(extra: dict[str, Any]) -> tuple[int, ...]:
    """The sizes of the face-down piles kept in ``extra``: any value there with a
    ``pile_sizes()`` method. For a rule set's :attr:`~.ruleset.RuleSet.revealed`
    that would rather not name its piles (Sanctuary names its own: faster)."""
    sizes: tuple[int, ...] = ()
    for value in extra.values():
        kind = type(value)
        try:
            piles = _PILE_SIZES[kind]
        except KeyError:
            piles = _PILE_SIZES[kind] = getattr(kind, "pile_sizes", None)
        if piles is not None:
            sizes += piles(value)
    return sizes


def undo_seat(state: GameState, last: LastAction, unseen: bool = False) -> int | None:
    """The seat that may take back the last action (``last``: see
    :meth:`.game.Game.last_action`), or None. Worked out only when asked (the app
    asks once per screen; bots and playouts never do)."""
    seat = last[0]
    before: UndoMark = last[1:6]  # the mark: five items
    return seat if reveals_nothing(state, seat, before, state.log[last[6]:], unseen) else None


def reveals_nothing(state: GameState, seat: int, before: UndoMark, events: Sequence[Event],
                    unseen: bool = False) -> bool:
    """Whether the action ``seat`` just took revealed nothing new to anybody
    (``unseen``: whether the seats now deciding have not looked yet)."""
    if state.winner is not None or undo_mark(state) != before:
        return False
    if any(s != seat for event in events for s, _ in event.private):
        return False
    # News a seat must see at once (Phobia's, Lior Vance's or Field Notes' look at
    # hidden cards) shows even the chooser something new: taking the choice back
    # would let them choose again knowing it.
    urgent = registry.get(state.config.rules_id).events.urgent
    if any(event.kind in urgent for event in events):
        return False
    return unseen or all(d.seat == seat or d.visibility is Visibility.PUBLIC
                         for d in state.pending)
