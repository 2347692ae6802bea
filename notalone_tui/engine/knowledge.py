"""The game as one seat may know it: a copy of the state with every secret removed.

:func:`redact` returns a deep copy of a game's state in which everything hidden
from ``seat`` is replaced by a placeholder that carries no information, while
what the seat may know stays as it is, so that the copy still holds everything
the engine needs to carry on once the placeholders are filled (see
:func:`notalone_tui.engine.determinize.determinize`). It is a function of what
the seat may know alone: two games that differ only in secrets hidden from the
seat redact to equal states (a test proves it).

Hidden, with the placeholders that stand in for it:

* both decks' contents and order (:data:`UNKNOWN_CARD` per card: sizes stay);
* other Hunted's Survival cards, and the Creature's Hunt cards from a Hunted;
* where another Hunted's Place cards lie, when the seat cannot tell: while
  the cards played lie face down (:attr:`.RuleSet.played_revealed`: before the
  base game's reveal), which of the cards they hold are played; under Smokescreen,
  for the Creature (and the public table), which are in the discard pile
  (:attr:`.RuleSet.discards_hidden`). Those
  cards are then all listed in ``hand`` (ownership is public), and ``played``
  or ``discard`` hold one :data:`UNKNOWN_PLACE` per card that lies there
  instead. So ``len(hand)`` counts the cards whose place is unknown, and the
  true hand is ``hand`` less the cards the placeholders stand for;
* what the rule set's own turn fields hide (:attr:`.RuleSet.hide_turn`: the
  Place cards other Hunted have chosen for Forbidden Zone, and what Phobia
  showed the Creature);
* other seats' pending private decisions: their options and continuation data
  (``ctx``, which for the Shelter holds the cards drawn) become empty; every
  other seat's prompt gives way to its public prompt;
* the random seed and the number of draws made (both 0), and the log (empty:
  it holds private texts);
* state owned by rule sets other than the base game (``extra``): the engine
  cannot tell what is secret there, so every value becomes :data:`HIDDEN`,
  except under the keys the rule set declares public (:attr:`.RuleSet.public_extra`:
  the character sheets' characters and abilities used this turn) and those it
  redacts itself (:attr:`.RuleSet.private_extra`: Frozen Lands' Contamination
  tokens keep their counts and the seat's own known faces, every other face a
  placeholder).

Public facts stay: tracks, Will, tokens, discard piles (but see Smokescreen),
cards in play, the reserve, revealed cards and positions, the agenda of steps
still to run, statistics of cards played and the end of the game.
"""

from __future__ import annotations

import pickle
from collections.abc import Mapping
from copy import copy
from enum import Enum
from typing import TYPE_CHECKING, Any

from . import registry
from .state import GameState

if TYPE_CHECKING:
    from .game import Game
    from .ruleset import PrivateExtra

#: A Hunt or Survival card the seat cannot see.
UNKNOWN_CARD = "?"
#: A Place card the seat cannot place: one of the owner's cards listed in ``hand``.
UNKNOWN_PLACE = 0


class Hidden(Enum):
    """A value of rule-set-owned state (``extra``) the redaction could not judge."""

    HIDDEN = "hidden"

    def __repr__(self) -> str:
        return "HIDDEN"


HIDDEN = Hidden.HIDDEN


def copy_state(state: GameState, *, keep_log: bool = False) -> GameState:
    """A deep copy of ``state``, without its log unless ``keep_log``.

    A pickle round trip makes the same copy as ``copy.deepcopy`` several times
    faster, and a search makes one per playout; leaving the log out (it grows
    all game long) makes it faster still."""
    source = state
    if not keep_log and state.log:
        source = copy(state)
        source.log = []
    copied: GameState = pickle.loads(pickle.dumps(source, protocol=pickle.HIGHEST_PROTOCOL))
    return copied


def redact(source: Game | GameState, seat: int | None) -> GameState:
    """The game as ``seat`` may know it (``None``: the public table): a copy of
    the state with everything hidden from ``seat`` replaced by placeholders."""
    state = source if isinstance(source, GameState) else source.state
    known = copy_state(state)
    hide(known, seat)
    return known


def hide(state: GameState, seat: int | None) -> None:
    """Replace, in place, what ``seat`` may not know by placeholders.

    Idempotent, and safe on a state already redacted (for this seat or another):
    placeholders stay placeholders and the sizes of every pile are kept."""
    cfg = state.config
    turn = state.turn
    creature = state.creature
    is_creature = seat == cfg.creature_seat
    state.seed = 0
    state.rng_draws = 0
    state.log = []
    state.hunt_deck = [UNKNOWN_CARD] * len(state.hunt_deck)
    state.survival_deck = [UNKNOWN_CARD] * len(state.survival_deck)
    if not is_creature:
        creature.hand = [UNKNOWN_CARD] * len(creature.hand)
    rules = registry.get(cfg.rules_id)
    hide_discards = (is_creature or seat is None) and rules.discards_hidden(state)
    hide_played = not rules.played_revealed(state)
    for s, h in state.hunted.items():
        if s == seat:
            continue
        h.survival = [UNKNOWN_CARD] * len(h.survival)
        unplaced = [c for c in h.hand if c != UNKNOWN_PLACE]
        if hide_played:
            unplaced += [c for c in h.played if c != UNKNOWN_PLACE]
            h.played = [UNKNOWN_PLACE] * len(h.played)
        if hide_discards:
            unplaced += [c for c in h.discard if c != UNKNOWN_PLACE]
            h.discard = [UNKNOWN_PLACE] * len(h.discard)
        h.hand = sorted(unplaced)
    if rules.hide_turn is not None:
        rules.hide_turn(state, seat)
    # A public decision's options and context are the table's (which window,
    # which figure resolves); a private one's are the decider's alone.
    state.pending = [
        d if d.seat == seat
        else d._replace(options=(), ctx=(), prompt=d.public_prompt) if d.private
        else d._replace(prompt=d.public_prompt)
        for d in state.pending
    ]
    if state.extra or turn.extra:
        state.extra = _hidden_values(state.extra, rules.public_extra, rules.private_extra, seat)
        turn.extra = _hidden_values(turn.extra, rules.public_extra, rules.private_extra, seat)


def _hidden_values(extra: dict[str, Any], public: frozenset[str],
                   private: Mapping[str, PrivateExtra], seat: int | None) -> dict[str, Any]:
    """Public keys as they are; keys the rule set redacts itself, redacted; the
    rest :data:`HIDDEN` (a value already hidden stays hidden)."""
    out: dict[str, Any] = {}
    for key, value in extra.items():
        if key in public:
            out[key] = value
        elif key in private and value is not HIDDEN:
            out[key] = private[key].redact(value, seat)
        else:
            out[key] = HIDDEN
    return out

