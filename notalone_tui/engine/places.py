"""The ten place powers: the options each offers and what each does.

A power option is ``Option(POWER, place=X, ...)`` where X is the place whose
power is used (it differs from the Hunted's place when the Lair or Gate copy
another place). "This card" (Jungle, Swamp) is always the card the Hunted
physically played (rulings R18, C8).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from . import tokens
from .board import RESERVE_NUMBERS
from .cards import PLACES, card_name, place_name
from .options import Decision, Kind, Option, Verb
from .registry import answers

if TYPE_CHECKING:
    from .game import Game


def persecuted(game: Game) -> bool:
    return "hunt-persecution" in game.state.turn.hunt_effects


def copyable(game: Game, place: int) -> bool:
    """Whether the Lair or Gate may borrow this place's power."""
    return (
        PLACES[place].copyable
        and not tokens.unusable(game, place)
        and not tokens.interfered(game, place)
    )


def power_options(
    game: Game, seat: int, place: int, played: int, copying: bool = False
) -> list[Option]:
    """The ways ``seat`` may use ``place``'s power now (empty: it cannot)."""
    state = game.state
    turn = state.turn
    h = state.hunted[seat]
    P = Verb.POWER
    if place == 1:
        # The Lair may be borrowed (by the Gate), with both its take-back-all and its
        # copy of the Creature token's place; it never copies itself (nor the Artefact).
        out = []
        if h.discard:
            if persecuted(game):
                out += _persecuted_take_back(h.discard)
            else:
                out.append(Option(P, place=1))
        for where in set(tokens.creature_places(game)):
            if where != 1 and copyable(game, where):
                out += power_options(game, seat, where, played, copying=True)
        return out
    if place == 2:
        if persecuted(game) or not h.discard:
            return [Option(P, place=2), *_persecuted_take_back(h.discard)]
        return [Option(P, place=2, places=(d,)) for d in h.discard]
    if place == 3:
        return [Option(P, place=3)] if not h.next_needs else []
    if place == 4:
        usable = not turn.beach_used and not tokens.interfered(game, 4)
        return [Option(P, place=4)] if usable else []
    if place == 5:
        return [
            Option(P, place=5, n=k)
            for k in RESERVE_NUMBERS
            if state.reserve[k] > 0 and not h.owns(k)
        ]
    if place == 6:
        if persecuted(game) or not h.discard:
            return [Option(P, place=6), *_persecuted_take_back(h.discard)]
        # "Up to 2": the Swamp alone, with 1 discarded card, or with 2.
        cards = sorted(h.discard)
        return [Option(P, place=6, places=c) for k in (0, 1, 2) for c in combinations(cards, k)]
    if place == 7:
        ok = not turn.despair and game.survival_available() > 0
        return [Option(P, place=7)] if ok else []
    if place == 8:
        usable = not turn.wreck_used and not tokens.interfered(game, 8)
        return [Option(P, place=8)] if usable else []
    if place == 9:
        out = [Option(P, place=9, seat=s) for s in game.hunted_order if state.hunted[s].will < 3]
        if not turn.despair and game.survival_available() > 0:
            out.append(Option(P, place=9, n=1))
        return out
    if place == 10:
        return [Option(P, place=10)] if not h.next_needs and not copying else []
    raise ValueError(f"no place {place}")


def _persecuted_take_back(discard: list[int]) -> list[Option]:
    """Persecution: a power that returns Place cards returns only 1 (R18), so the
    Jungle and the Swamp offer their own card *or* one discarded card, and the
    Lair one discarded card, also when the Gate or the Lair borrows them."""
    return [Option(Verb.TAKE_BACK, place=d) for d in discard]


def power_usable(game: Game, seat: int, place: int, options: list[Option]) -> bool:
    """Whether the Hunted could use the place's power, which is what allows taking
    back a card instead (max-1x places always allow it)."""
    return bool(options) or PLACES[place].max_once_per_turn


def use_power(game: Game, seat: int, option: Option, played: int) -> None:
    state = game.state
    turn = state.turn
    h = state.hunted[seat]
    place = option.place
    game.stat(PLACES[place].id)
    who = game.name(seat)
    power = f"the power of {place_name(place)}"
    if place == 1:
        game.log("power", f"{who} uses {power}.")
        game.take_back(seat, list(h.discard), "the Lair")
    elif place in (2, 6):
        turn.returning.setdefault(seat, []).append(played)
        game.log("power", f"{who} uses {power}: {place_name(played)} will go back to their hand.")
        game.take_back(seat, list(option.places), place_name(place))
    elif place in (3, 10):
        h.next_needs = "river" if place == 3 else "artefact"
        game.log("power", f"{who} uses {power}: next turn they lay 2 Place cards.")
    elif place == 4:
        turn.beach_used = True
        if state.marker_on_beach:
            state.marker_on_beach = False
            game.log("power", f"{who} uses {power}: the Marker counter leaves the Beach.")
            game.move_rescue(1, "the Beach")
        else:
            state.marker_on_beach = True
            game.log("power", f"{who} uses {power}: the Marker counter is put on the Beach.")
    elif place == 5:
        state.reserve[option.n] -= 1
        h.hand.append(option.n)
        h.hand.sort()
        game.log("power", f"{who} uses {power}: takes {place_name(option.n)} from the reserve.")
    elif place == 7:
        drawn = game.take_survival(2)
        game.log(
            "power",
            f"{who} uses {power}: draws {len(drawn)} Survival cards.",
            {seat: f"You use {power} and draw " + ", ".join(card_name(c) for c in drawn) + "."},
        )
        if len(drawn) == 1:
            h.survival.extend(drawn)
        elif drawn:
            game.ask(
                seat,
                Kind.SHELTER_KEEP,
                [Option(Verb.KEEP, card=c) for c in drawn],
                private=True,
                prompt="The Shelter: keep one of these Survival cards; the other is discarded.",
                public_prompt=f"{who} chooses a Survival card to keep",
                ctx=tuple(drawn),
            )
    elif place == 8:
        turn.wreck_used = True
        game.log("power", f"{who} uses {power}.")
        game.move_rescue(1, "the Wreck")
    elif place == 9:
        if option.seat >= 0:
            game.log("power", f"{who} uses {power}.")
            game.gain_will(option.seat, 1, "the Source")
        else:
            game.log("power", f"{who} uses {power} to draw a Survival card.")
            game.draw_survival(seat, 1)


@answers(Kind.SHELTER_KEEP)
def _shelter_keep(game: Game, decision: Decision, option: Option) -> None:
    state = game.state
    other = [c for c in decision.ctx if c != option.card]
    state.hunted[decision.seat].survival.append(option.card)
    state.survival_discard.extend(other)
    game.log(
        "shelter",
        f"{game.name(decision.seat)} keeps one Survival card and discards "
        + ", ".join(card_name(c) for c in other)
        + ".",
        {decision.seat: f"You keep {card_name(option.card)}."},
    )
