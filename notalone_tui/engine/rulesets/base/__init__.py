"""The base game of *Not Alone* as a rule set: ten places, 20 Hunt cards, 15
Survival cards, four phases, the Rescue and Assimilation tracks and three Hunt
tokens. Other rule sets start from :data:`RULESET` and replace or add parts."""

from __future__ import annotations

from operator import attrgetter

from ...ruleset import RuleSet, Track, merge_handlers
from . import flow, hunt, places, reckoning, survival, views, windows
from .board import ARTEMIA_DISTANCES, STARTING_HAND, assimilation_steps, rescue_steps
from .board import reserve as reserve_for
from .describe import describe_option
from .explain import explain_illegal
from .hook_points import HOOK_POINTS
from .invariants import check_cards
from .rebuild import DRAWN_IN_CTX, REBUILD, hide_turn, imagine_turn, place_limits
from .setup import setup
from .state import BaseGame, BaseHunted, BaseTurn
from .tokens import ARTEMIA, MARKERS, TOKENS, hunting_places
from .tokens import TARGET as TARGET  # re-exported: the other rule sets' packs read it

RULESET_ID = "base"

TRACKS: tuple[Track, ...] = (
    Track("rescue", "Rescue", "Rescue", rescue_steps, "hunted", ARTEMIA_DISTANCES, ARTEMIA),
    Track("assimilation", "Assimilation", "Assim.", assimilation_steps, "creature"),
)


#: What an action may have revealed (:attr:`RuleSet.revealed`): the Place cards'
#: reveal of this turn (draws and shuffles the engine watches itself). A C-level
#: getter: the undo mark reads it at every action.
REVEALED = attrgetter("turn.revealed")
#: The Place cards played lie face up after the reveal (:attr:`RuleSet.played_revealed`).
PLAYED_REVEALED = attrgetter("turn.revealed")
#: Smokescreen hides the discard piles from the Creature (:attr:`RuleSet.discards_hidden`).
DISCARDS_HIDDEN = attrgetter("turn.smokescreen")


def build() -> RuleSet:
    steps, answers = merge_handlers(
        m.handlers for m in (flow, windows, reckoning, places, hunt, survival)
    )
    return RuleSet(
        id=RULESET_ID,
        name="Not Alone",
        places=places.PLACES,
        hunt_cards=hunt.HUNT_CARDS,
        survival_cards=survival.SURVIVAL_CARDS,
        phases=flow.PHASES,
        tracks=TRACKS,
        tokens=TOKENS,
        markers=MARKERS,
        needs_notes=flow.NEEDS_NOTES,
        events=flow.EVENT_KINDS,
        hooks={"power_drew": (windows.phase_three_draw,)},
        steps=steps,
        answers=answers,
        setup=setup,
        explain=explain_illegal,
        describe=describe_option,
        invariants=check_cards,
        hunting_places=hunting_places,
        hand_status=hunt.hand_status,
        survival_status=survival.hand_status,
        starting_hand=STARTING_HAND,
        reserve=reserve_for,
        packs=(RULESET_ID,),
        turn_state=BaseTurn,
        hunted_state=BaseHunted,
        rebuild=REBUILD,
        drawn_in_ctx=DRAWN_IN_CTX,
        revealed=REVEALED,
        hook_points=HOOK_POINTS,
        game_state=BaseGame,
        discards_hidden=DISCARDS_HIDDEN,
        played_revealed=PLAYED_REVEALED,
        will_exhausted=reckoning.will_exhausted,
        hide_turn=hide_turn,
        imagine_turn=imagine_turn,
        place_limits=place_limits,
        view_fields=views.FIELDS,
        view_parts=(views.part,),
    )


RULESET = build()
