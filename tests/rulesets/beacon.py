"""A rule set defined only in the tests: the base game with the Beacon and a Beam track.

It is the pluggability proof's content (``tests/test_pluggability.py``): nothing
in ``notalone_tui/`` knows it, yet the engine, the app and the bots must play it.

- **The Beacon** (place 9) replaces the Source. Its power moves the Beam
  counter 1 space, or 2 spaces for 1 Will (only with 2 Will or more, so it never
  costs the last one). When the counter stops on a flare space (◎) the Hunted
  who signalled regains 1 Will.
- **The Beam track** is a third track: 3 spaces to Victory with 2-5 players,
  4 with 6-7; the Hunted win when its counter gets there. Flare spaces lie 1
  space before Victory on side 1, and 1 and 2 spaces before it on side 2.
- **The flare marker** (✦) lies on the Beacon while the Beam counter stands on
  a flare space, and a Hunted bot wants the Beacon more while it does.
- **Its sim pack** (:data:`SIM_PACK`, :func:`register_sim`) offers the mode
  ``simulate --mode test-beacon`` and counts the signals lit, the flares that
  gave Will back and the Beam spaces moved in every game.
- **The bots' pack** (:data:`BOT_PACK`, registered under the rule set's own pack
  name by :func:`register`): a signal that stops the counter on a flare space
  is worth the Will it gives back, which the place's own value does not see.

The Beacon words its events and labels with its own message ids, added to the
English catalogue by :func:`register`; its card keeps number 9, so it sits in
the reserve and on the grid where the Source was.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pytest

from notalone_tui.bots.judgement import Judge, Judgement
from notalone_tui.engine import BASE, Marker, Option, Place, RuleSet, Track, Verb
from notalone_tui.engine.messages import Msg, PlaceRef, Seat, TrackRef, msg
from notalone_tui.i18n import add_templates
from notalone_tui.sim import packs as sim_packs
from notalone_tui.sim.pack import Mode, SimPack
from notalone_tui.sim.totals import totals
from tests.rulesets.registering import register_rule_set

if TYPE_CHECKING:
    from notalone_tui.engine import Game, GameState, GameView, HuntedView

RULESET_ID = "test-beacon"
NUMBER = 9
PLACE_ID = "place-09-beacon"
PLACE_NAME = "The Beacon"
TRACK_ID = "beam"
TRACK_NAME = "Beam"
#: The message ids' prefix (every id this rule set adds starts with it).
PREFIX = "test.beacon."

#: The English for this rule set's own messages.
TEMPLATES: dict[str, str] = {
    "test.beacon.power": (
        "{seat} lights {place}: the {track} counter is to move {n} {n:space|spaces}."
    ),
    "test.beacon.why": "the Beacon's signal",
    "test.beacon.flare": "a flare on the Beam track",
    "test.beacon.label.one": "move the Beam counter 1 space",
    "test.beacon.label.two": "lose 1 Will, move the Beam counter 2 spaces",
    "test.beacon.short": "Beam +1/+2",
}


def beam_length(players: int) -> int:
    """Spaces the Beam counter travels to reach Victory."""
    return 3 if players <= 5 else 4


#: Distances from Victory of the flare spaces, by board side.
FLARES: dict[int, frozenset[int]] = {1: frozenset({1}), 2: frozenset({1, 2})}

SIGNAL = Track(TRACK_ID, TRACK_NAME, TRACK_NAME, beam_length, "hunted", FLARES)


# ------------------------------------------------------------------ the power
def beacon_options(game: Game, seat: int, played: int, copying: bool) -> list[Option]:
    """Always a 1-space signal; a 2-space one for a Hunted with Will to spare."""
    out = [Option(Verb.POWER, place=NUMBER, n=1)]
    if game.state.hunted[seat].will >= 2:
        out.append(Option(Verb.POWER, place=NUMBER, n=2))
    return out


def beacon_effect(game: Game, seat: int, option: Option, played: int) -> None:
    state = game.state
    game.log(
        "power",
        msg("test.beacon.power", seat=Seat(seat), place=PlaceRef(NUMBER),
            track=TrackRef(TRACK_ID), n=option.n),
    )
    why = msg("test.beacon.why")
    if option.n == 2:
        game.lose_will(seat, 1, why)
    game.move_track(TRACK_ID, option.n, why)
    if game.is_over:
        return
    if state.left(TRACK_ID) in FLARES[state.config.board_side] and state.hunted[seat].will < 3:
        game.gain_will(seat, 1, msg("test.beacon.flare"))


def beacon_label(option: Option, view: GameView) -> Msg:
    return msg("test.beacon.label.two" if option.n == 2 else "test.beacon.label.one")


def beacon_power_value(view: GameView, option: Option, will: int) -> float:
    """What a Hunted bot sees in a signal: a sure win above all, Will kept next."""
    if view.track(TRACK_ID).left <= option.n:
        return 20.0
    if option.n == 2:
        return 3.2 if will == 3 else 1.2
    return 2.8


def flared(state: GameState) -> tuple[int, ...]:
    """The flare marker's place: the Beacon, while the counter is on a flare space."""
    on_flare = state.left(TRACK_ID) in FLARES[state.config.board_side]
    return (NUMBER,) if on_flare and state.tracks[TRACK_ID] else ()


FLARE_MARK = "✦"
FLARE = Marker("flare", "Flare", FLARE_MARK, "bold magenta", flared)
#: What the flare adds to the Beacon for a Hunted bot.
FLARE_BONUS = 1.0


def beacon_bonus(view: GameView, hunted: HuntedView) -> float:
    return FLARE_BONUS if ("flare", (NUMBER,)) in view.markers else 0.0


BEACON = Place(
    number=NUMBER,
    id=PLACE_ID,
    name=PLACE_NAME,
    text=(
        "Move the Beam counter 1 space, or lose 1 Will (if you have 2 or more) to move "
        "it 2 spaces. If it stops on a flare space, regain 1 Will."
    ),
    short="test.beacon.short",
    position=BASE.places[NUMBER].position,
    starting_hand=False,
    options=beacon_options,
    effect=beacon_effect,
    label=beacon_label,
    bot_value=2.2,
    card_value=2.5,
    bot_power_value=beacon_power_value,
    bot_bonus=beacon_bonus,
)


#: What a signal that stops the Beam counter on a flare space adds for a Hunted
#: bot short of Will (the Will the flare gives back), in the bots' pack.
FLARE_WILL = 0.9


def judged_power(bot: Judge, view: GameView, option: Option, will: int) -> float | None:
    """The bots' pack's value of the Beacon's power: the place's own value, plus
    the Will a flare gives back when the signal stops the counter on a flare
    space; ``None`` (the place decides) for any other power."""
    if option.verb is not Verb.POWER or option.place != NUMBER:
        return None
    value = beacon_power_value(view, option, will)
    left = view.track(TRACK_ID).left - option.n
    if will - (option.n - 1) < 3 and left in FLARES[view.board_side]:
        value += FLARE_WILL
    return value


#: The rule set's judgement pack for the standard bot.
BOT_PACK = Judgement(power_value=judged_power)


def build() -> RuleSet:
    """The base game with the Beacon for the Source and the Beam track added."""
    return dataclasses.replace(
        BASE,
        id=RULESET_ID,
        name="Not Alone with the Beacon (test)",
        places={**BASE.places, NUMBER: BEACON},
        tracks=(*BASE.tracks, SIGNAL),
        markers=(*BASE.markers, FLARE),
        # Its own packs after the base game's: the app (and any reader) looks
        # "test-beacon" up, and a test registers what it has to show.
        packs=(*BASE.packs, RULESET_ID),
    )


def register(mp: pytest.MonkeyPatch) -> str:
    """Make ``test-beacon`` selectable until ``mp`` is undone, with its bots'
    pack; add its English.

    The registries are put back by ``mp`` (:func:`register_rule_set`). The
    templates stay in the catalogue: their ids are this rule set's own, and
    adding the same words again is allowed."""
    register_rule_set(mp, RULESET_ID, build, BOT_PACK)
    add_templates("en", TEMPLATES)
    return RULESET_ID


# ------------------------------------------------------------------ the simulator
#: The Beacon's figures in ``simulate``: signals lit, flares that gave Will
#: back, and the spaces the Beam counter moved.
BEACON_FIGURES = ("signals", "flares", "beam_moved")
BEACON_LABELS = {"signals": "signals lit", "flares": "flares that gave Will back",
                 "beam_moved": "Beam spaces moved"}


def beacon_counts(game: Game) -> dict[str, int]:
    """A finished game's :data:`BEACON_FIGURES`, read from its public log."""
    state = game.state
    said = [event.public for event in state.log]
    return {
        "signals": sum(m.id == "test.beacon.power" for m in said),
        "flares": sum(m.id == "core.will.gain" and isinstance(why := m.args.get("why"), Msg)
                      and why.id == "test.beacon.flare" for m in said),
        "beam_moved": state.tracks[TRACK_ID],
    }


SIM_PACK = SimPack(
    modes=(Mode(name=RULESET_ID, title="the Beacon", config={"ruleset": RULESET_ID}),),
    figures=(totals("beacon", BEACON_FIGURES, beacon_counts, BEACON_LABELS,
                    lambda pairing: f"Beacon ({pairing})"),),
)


def register_sim(mp: pytest.MonkeyPatch) -> None:
    """Give ``test-beacon`` its sim pack until ``mp`` is undone (the packs
    registered are swapped for a copy that ``mp`` puts back)."""
    mp.setattr(sim_packs, "_REGISTERED", dict(sim_packs._REGISTERED))
    sim_packs.register(RULESET_ID, SIM_PACK)
