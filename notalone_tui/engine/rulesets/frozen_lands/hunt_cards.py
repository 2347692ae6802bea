"""The Frozen Lands Hunt cards (``cards-designed.md`` section 2.4), designed for this edition.

Each card is its printed facts (a :class:`~notalone_tui.engine.ruleset.Card`)
with its playability check and effect attached; the rule set adds them to the
base deck (``CARDS``), gathers the steps and answers (``handlers``), the
abilities at hook points (``HOOKS``) and the public turn keys (``PUBLIC_EXTRA``).

The cards that act on the Hunted under a Hunt token do it through steps named
by :func:`..base.reckoning.card_step`, which the base Target and Artemia steps
run for every card in effect: the base game names none of these cards. With
Clone the Target token is only a second Creature token, so the Target cards'
own effects (Frozen Trail, Frostbite, Hypothermia) are not applied, as the base
reference reads Scream and Toxin with Clone (``cards-base.md``, Clone).

Turn-long effects live in public ``turn.extra`` keys: :data:`ISOLATION` (read
it with :func:`isolated`), :data:`FROZEN_TRAIL` (the two places the Target
token covers since Phase 1), the base flow's ``NO_RESIST`` (Glacial Pace) and
the Contamination module's ``QUARANTINE``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...messages import SEATS, CardRef, Msg, msg, places
from ...options import Decision, Option, Verb
from ...ruleset import Card, CardEffect, Handlers, Hook, Playable, attach
from ..base import tokens
from ..base.cards import ARTEMIA, TARGET, HuntCard
from ..base.flow import NO_RESIST
from ..base.reckoning import ARTEMIA_EFFECT, TARGET_EFFECT, card_step
from . import contamination

if TYPE_CHECKING:
    from ...game import Game
    from ...state import GameState
    from ...views import GameView

Back = tuple[Any, ...]

FROZEN_TRAIL_CARD = "fl-hunt-frozen-trail"
GLACIAL_PACE = "fl-hunt-glacial-pace"
FROSTBITE = "fl-hunt-frostbite"
SPORES = "fl-hunt-spores"
QUARANTINE = "fl-hunt-quarantine"
ISOLATION_CARD = "fl-hunt-isolation"
HYPOTHERMIA = "fl-hunt-hypothermia"
AVALANCHE = "fl-hunt-avalanche"
CONTAGION = "fl-hunt-contagion"
RELAPSE = "fl-hunt-relapse"

#: ``turn.extra`` keys (public): Isolation is in effect; the places Frozen Trail's
#: Target token covers (laid in Phase 1, so Whiteout may not move it).
ISOLATION = "fl_isolation"
FROZEN_TRAIL = "fl_frozen_trail"

#: Decision kinds these cards add.
TRAIL_LAY = "fl_frozen_trail_lay"
HYPOTHERMIA_CHOICE = "fl_hypothermia"
AVALANCHE_PLACES = "fl_avalanche"
AVALANCHE_DISCARD = "fl_avalanche_discard"
CONTAGION_TARGET = "fl_contagion"

#: Hypothermia's other answer: take a Contamination token rather than lose Will.
TAKE_TOKEN = Option(Verb.CHOOSE, card=contamination.TOKEN)

handlers = Handlers()
HOOKS: tuple[tuple[str, Hook], ...] = ()
PUBLIC_EXTRA: frozenset[str] = frozenset({ISOLATION, FROZEN_TRAIL, NO_RESIST})


def isolated(state: GameState) -> bool:
    """Whether Isolation is in effect: no place power, Survival card or sheet
    ability may affect another Hunted this turn, and "a Hunted of your choice"
    must be yourself. Conditions that merely count other Hunted still count."""
    return bool(state.turn.extra.get(ISOLATION, False))


TEXTS: dict[str, Card] = {
    c.id: c
    for c in (
        HuntCard(FROZEN_TRAIL_CARD, "Frozen Trail", 1,
                 "Before the Hunted choose, lay the Target token across 2 adjacent places. "
                 "They may be played: at the Target step each Hunted there takes 1 "
                 "Contamination token, then resolves as usual.", TARGET),
        HuntCard(GLACIAL_PACE, "Glacial Pace", 1,
                 "Before the Hunted choose: nobody may Resist this turn (Giving Up is "
                 "still allowed).", ARTEMIA),
        HuntCard(FROSTBITE, "Frostbite", 2,
                 "Each Hunted on the Target place takes 1 Contamination token, then "
                 "resolves as usual.", TARGET),
        HuntCard(SPORES, "Spores", 2,
                 "This turn each Hunted hit by the Artemia token also takes 1 "
                 "Contamination token.", ARTEMIA),
        HuntCard(QUARANTINE, "Quarantine", 2,
                 "This turn no Contamination token may be discarded, by any means."),
        HuntCard(ISOLATION_CARD, "Isolation", 2,
                 "This turn no place power, Survival card or sheet ability may affect "
                 "another Hunted: those parts are skipped, and a Hunted you choose must "
                 "be yourself."),
        HuntCard(HYPOTHERMIA, "Hypothermia", 2,
                 "Each Hunted on the Target place chooses: lose 1 Will or take 1 "
                 "Contamination token; then they resolve as usual.", TARGET),
        HuntCard(AVALANCHE, "Avalanche", 3,
                 "After the reveal, choose 2 adjacent places: each Hunted on them "
                 "discards 1 Place card of their choice from their hand.",
                 before_places=True),
        HuntCard(CONTAGION, "Contagion", 3,
                 "After the reveal, choose a Hunted holding a Contamination token: every "
                 "other Hunted on their place takes 1.", before_places=True),
        HuntCard(RELAPSE, "Relapse", 4,
                 "Each Hunted who discarded a Contamination token this turn takes 1."),
    )
}


def _cloned(game: Game) -> bool:
    """With Clone the Target token is a second Creature token and nothing else."""
    return tokens.clone_active(game)


def _log(game: Game, key: str, **args: Any) -> None:
    game.log("fl_hunt", msg(key, **args))


# ------------------------------------------------------------ playability
def _target_not_placed(game: Game, seat: int, back: Back) -> bool:
    return tokens.TARGET not in game.state.turn.tokens


def _someone_holds_a_token(game: Game, seat: int, back: Back) -> bool:
    return contamination.held_total(game.state) > 0


PLAYABLE: dict[str, Playable] = {
    FROZEN_TRAIL_CARD: _target_not_placed,
    CONTAGION: _someone_holds_a_token,
}


# ------------------------------------------------------------ Frozen Trail
def _frozen_trail(game: Game, seat: int, back: Back) -> None:
    game.ask(
        game.creature_seat,
        TRAIL_LAY,
        [Option(Verb.TOKEN, card=tokens.TARGET, places=pair) for pair in game.rules.adjacent_pairs],
        private=False,
        prompt=msg("fl.hunt.frozen_trail.prompt"),
    )


@handlers.answer(TRAIL_LAY)
def _frozen_trail_answer(game: Game, decision: Decision, option: Option) -> None:
    # Unlike Force Field, nothing forbids laying these places.
    turn = game.state.turn
    turn.tokens[tokens.TARGET] = option.places
    turn.extra[FROZEN_TRAIL] = option.places
    _log(game, "fl.hunt.frozen_trail.laid", places=places(option.places))


@handlers.step(card_step(TARGET_EFFECT, FROZEN_TRAIL_CARD))
def _frozen_trail_hit(game: Game, seat: int) -> None:
    if not _cloned(game):
        contamination.take(game, seat, CardRef(FROZEN_TRAIL_CARD))


# ------------------------------------------------------- turn-long effects
def _glacial_pace(game: Game, seat: int, back: Back) -> None:
    game.state.turn.extra[NO_RESIST] = True
    _log(game, "fl.hunt.glacial_pace.on")


def _quarantine(game: Game, seat: int, back: Back) -> None:
    game.state.turn.extra[contamination.QUARANTINE] = True
    _log(game, "fl.hunt.quarantine.on")


def _isolation(game: Game, seat: int, back: Back) -> None:
    game.state.turn.extra[ISOLATION] = True
    _log(game, "fl.hunt.isolation.on")


# --------------------------------------------------- Frostbite, Hypothermia
@handlers.step(card_step(TARGET_EFFECT, FROSTBITE))
def _frostbite_hit(game: Game, seat: int) -> None:
    if not _cloned(game):
        contamination.take(game, seat, CardRef(FROSTBITE))


@handlers.step(card_step(TARGET_EFFECT, HYPOTHERMIA))
def _hypothermia_hit(game: Game, seat: int) -> None:
    if _cloned(game):
        return
    options = [Option(Verb.LOSE_WILL)]
    # An empty reserve leaves no token to take; Thermal Blanket leaves the option
    # (the Hunted may choose it and then takes none).
    if contamination.reserve_count(game.state):
        options.append(TAKE_TOKEN)
    game.ask(
        seat,
        HYPOTHERMIA_CHOICE,
        options,
        private=False,
        prompt=msg("fl.hunt.hypothermia.prompt", seat=SEATS[seat]),
    )


@handlers.answer(HYPOTHERMIA_CHOICE)
def _hypothermia_answer(game: Game, decision: Decision, option: Option) -> None:
    why = CardRef(HYPOTHERMIA)
    if option.verb is Verb.LOSE_WILL:
        game.lose_will(decision.seat, 1, why)
    else:
        contamination.take(game, decision.seat, why)


# ------------------------------------------------------------------ Spores
@handlers.step(card_step(ARTEMIA_EFFECT, SPORES))
def _spores_hit(game: Game, seat: int) -> None:
    contamination.take(game, seat, CardRef(SPORES))


# --------------------------------------------------------------- Avalanche
def _avalanche(game: Game, seat: int, back: Back) -> None:
    game.ask(
        game.creature_seat,
        AVALANCHE_PLACES,
        [Option(Verb.CHOOSE, places=pair) for pair in game.rules.adjacent_pairs],
        private=False,
        prompt=msg("fl.hunt.avalanche.prompt"),
    )


@handlers.answer(AVALANCHE_PLACES)
def _avalanche_answer(game: Game, decision: Decision, option: Option) -> None:
    # No Hunt token is laid: the places stay free and resolve normally.
    _log(game, "fl.hunt.avalanche.chosen", places=places(option.places))
    positions = game.state.turn.positions
    game.push(*[
        ("fl_avalanche_discard", s)
        for s in game.hunted_order
        if set(positions.get(s, ())) & set(option.places)
    ])


@handlers.step("fl_avalanche_discard")
def _avalanche_discard(game: Game, seat: int) -> None:
    hand = game.state.hunted[seat].hand
    if not hand:
        _log(game, "fl.hunt.avalanche.none", seat=SEATS[seat])
        return
    game.ask(
        seat,
        AVALANCHE_DISCARD,
        [Option(Verb.DISCARD, place=c) for c in hand],
        private=True,
        prompt=msg("fl.hunt.avalanche.discard"),
        public_prompt=msg("fl.hunt.avalanche.discard.public", seat=SEATS[seat]),
    )


@handlers.answer(AVALANCHE_DISCARD)
def _avalanche_discarded(game: Game, decision: Decision, option: Option) -> None:
    game.discard_places(decision.seat, [option.place], CardRef(AVALANCHE))


# --------------------------------------------------------------- Contagion
def _contagion(game: Game, seat: int, back: Back) -> None:
    state = game.state
    game.ask(
        game.creature_seat,
        CONTAGION_TARGET,
        [
            Option(Verb.TARGET, seat=s)
            for s in game.hunted_order
            if contamination.held_count(state, s)
        ],
        private=False,
        prompt=msg("fl.hunt.contagion.prompt"),
    )


@handlers.answer(CONTAGION_TARGET)
def _contagion_answer(game: Game, decision: Decision, option: Option) -> None:
    positions = game.state.turn.positions
    source = option.seat
    where = tuple(positions.get(source, ()))
    _log(game, "fl.hunt.contagion.chosen", seat=SEATS[source], places=places(where))
    for other in game.hunted_order:
        if other != source and set(positions.get(other, ())) & set(where):
            contamination.take(game, other, CardRef(CONTAGION))


# ----------------------------------------------------------------- Relapse
def _relapse(game: Game, seat: int, back: Back) -> None:
    # Read now, in the Phase-4 window: the Hold discard comes later and never counts.
    discarded = game.state.turn.extra.get(contamination.DISCARDED, ())
    relapsing = [s for s in game.hunted_order if s in discarded]
    if not relapsing:
        _log(game, "fl.hunt.relapse.none")
    for s in relapsing:
        contamination.take(game, s, CardRef(RELAPSE))


EFFECTS: dict[str, CardEffect] = {
    FROZEN_TRAIL_CARD: _frozen_trail,
    GLACIAL_PACE: _glacial_pace,
    QUARANTINE: _quarantine,
    ISOLATION_CARD: _isolation,
    AVALANCHE: _avalanche,
    CONTAGION: _contagion,
    RELAPSE: _relapse,
}

CARDS: dict[str, Card] = attach(TEXTS, PLAYABLE, EFFECTS)


def describe_option(option: Option, kind: str, view: GameView) -> Msg | None:
    """These cards' options the base game cannot word; ``None`` for the others."""
    if kind == HYPOTHERMIA_CHOICE and option == TAKE_TOKEN:
        return msg("fl.hunt.option.take_token")
    if kind == AVALANCHE_PLACES:
        return msg("fl.hunt.option.avalanche", places=places(option.places))
    return None


__all__ = [
    "CARDS", "FROZEN_TRAIL", "HOOKS", "ISOLATION", "PUBLIC_EXTRA", "describe_option",
    "handlers", "isolated",
]
