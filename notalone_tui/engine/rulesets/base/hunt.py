"""The Creature's Hunt cards, each whole: its printed facts, when it may be
played, what it does and what the bots need of it.

Each card's effect is a small function and a predicate says when it may be
played beyond its phase; the card's record in ``HUNT_CARDS`` holds them with
its printed facts and its ``bot_*`` fields (read by ``bots/packs/base.py``), so
a new Hunt card is one entry here. Flashback is played as the card on top of
the Hunt discard pile (R14).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import TYPE_CHECKING, Any, Protocol

from ...messages import SEATS, Msg, card_ref, msg, place_ref, places
from ...options import Decision, Option, Verb, make_option
from ...ruleset import Card, Handlers
from .cards import ARTEMIA, TARGET, HuntCard
from .kinds import Kind
from .tokens import ARTEMIA as ARTEMIA_TOKEN
from .tokens import TARGET as TARGET_TOKEN

if TYPE_CHECKING:
    from random import Random

    from ...game import Game
    from ...ruleset import RuleSet
    from ...views import GameView

handlers = Handlers()
answers = handlers.answer
FLASHBACK = "hunt-flashback"
Back = tuple[Any, ...]


def can_play(game: Game) -> bool:
    """Public facts only: limit, Sacrifice, and whether the Creature holds a card (R9)."""
    turn = game.state.turn
    return (
        not turn.hunt_blocked
        and turn.hunt_played < turn.hunt_limit
        and bool(game.state.creature.hand)
    )


def effect_of(game: Game, card: str) -> str | None:
    """The card whose effect ``card`` has: itself, or for Flashback the top discard."""
    if card != FLASHBACK:
        return card
    discard = game.state.hunt_discard
    if not discard or discard[-1] == FLASHBACK:
        return None
    return discard[-1]


def playable(game: Game, phase: int) -> list[str]:
    """Hunt cards in hand that could be played now in ``phase``."""
    out: list[str] = []
    cards = game.rules.hunt_cards
    creature = game.state.creature
    seat = creature.seat
    for card in creature.hand:
        effect = card if card != FLASHBACK else effect_of(game, card)
        if effect is None:
            continue
        info = cards[effect]
        # :func:`timely`, inline (every window of every turn).
        if info.phase != phase or (info.before_places and not before_resolution(game)):
            continue
        check = info.playable
        if check is None or check(game, seat, ()):
            out.append(card)
    return sorted(set(out))


def hand_status(game: Game) -> tuple[tuple[str, str], ...]:
    """Why each Hunt card in hand can or cannot be played in the current phase."""
    turn = game.state.turn
    now = set(playable(game, turn.phase)) if can_play(game) else set()
    out = []
    for card in game.state.creature.hand:
        effect = effect_of(game, card)
        if card in now:
            why = "playable"
        elif turn.hunt_blocked:
            why = "blocked"
        elif turn.hunt_played >= turn.hunt_limit:
            why = "limit"
        elif effect is not None and game.rules.hunt_cards[effect].phase != turn.phase:
            why = "phase"
        elif effect is not None and not timely(game, game.rules.hunt_cards[effect]):
            why = "late"
        else:
            why = "conditions"
        out.append((card, why))
    return tuple(out)


def play(game: Game, card: str) -> None:
    state = game.state
    turn = state.turn
    effect = effect_of(game, card)
    assert effect is not None
    state.creature.hand.remove(card)
    state.creature.in_play.append(card)
    turn.hunt_played += 1
    turn.hunt_effects.append(effect)
    game.stat(card)
    info = game.rules.hunt_cards[effect]
    if info.symbol == ARTEMIA:
        turn.artemia_granted = True
    elif info.symbol == TARGET:
        turn.target_cards.append(effect)
    who = SEATS[state.creature.seat]
    if card == FLASHBACK:
        played = msg("base.hunt_card.play.copy", seat=who, card=card_ref(card), copy=card_ref(effect))
    else:
        played = msg("base.hunt_card.play", seat=who, card=card_ref(card))
    game.log("hunt_card", played)
    if info.effect is not None:
        info.effect(game, state.creature.seat, ())


def _any_hunted_over_two(game: Game, seat: int, back: Back) -> bool:
    return any(len(h.hand) > 2 for h in game.state.hunted.values())


def _artemia_not_placed(game: Game, seat: int, back: Back) -> bool:
    return ARTEMIA_TOKEN not in game.state.turn.tokens


def _mirage_ok(game: Game, seat: int, back: Back) -> bool:
    target = game.state.turn.tokens.get(TARGET_TOKEN)
    return target is None or len(target) == 2


def _target_not_placed(game: Game, seat: int, back: Back) -> bool:
    return TARGET_TOKEN not in game.state.turn.tokens


def before_resolution(game: Game) -> bool:
    """After the reveal and before any place resolves: the Reckoning's ``reckon``
    step, which starts the places, is still to come. The Phase 3 window reopens
    mid-Reckoning after a card played there (R10); cards timed "before any place
    resolves" (Detour, R13, and the cards that move a token or a Hunted) are not
    playable then: who resolves when is settled as the places start."""
    return game.state.turn.revealed and ("reckon",) in game.state.agenda


def timely(game: Game, card: Card) -> bool:
    """Whether ``card``'s timing allows it now: a card marked ``before_places`` only
    :func:`before_resolution`."""
    return not card.before_places or before_resolution(game)


# ----------------------------------------------------------------- effects
def _despair(game: Game, seat: int, back: Back) -> None:
    game.state.turn.despair = True


def _force_field(game: Game, seat: int, back: Back) -> None:
    game.ask(
        game.creature_seat,
        Kind.FORCE_FIELD,
        [make_option(Verb.TOKEN, card=TARGET_TOKEN, places=pair) for pair in game.rules.adjacent_pairs],
        private=False,
        prompt=msg("base.hunt_card.force_field.prompt"),
    )


@answers(Kind.FORCE_FIELD)
def _force_field_answer(game: Game, decision: Decision, option: Option) -> None:
    turn = game.state.turn
    turn.tokens[TARGET_TOKEN] = option.places
    turn.force_field = option.places
    game.log("token", msg("base.hunt_card.force_field.laid", places=places(option.places)))


def _hunted_targets(game: Game, over_two: bool = False) -> list[Option]:
    return [
        make_option(Verb.TARGET, seat=s)
        for s in game.hunted_order
        if not over_two or len(game.state.hunted[s].hand) > 2
    ]


def _anticipation(game: Game, seat: int, back: Back) -> None:
    game.ask(
        game.creature_seat,
        Kind.ANTICIPATION,
        _hunted_targets(game),
        private=False,
        prompt=msg("base.hunt_card.anticipation.prompt"),
    )


@answers(Kind.ANTICIPATION)
def _anticipation_answer(game: Game, decision: Decision, option: Option) -> None:
    game.state.turn.anticipation = option.seat
    game.log("anticipation", msg("base.hunt_card.anticipation.named", seat=SEATS[option.seat]))


def _ascendancy(game: Game, seat: int, back: Back) -> None:
    game.ask(
        game.creature_seat,
        Kind.ASCENDANCY_TARGET,
        _hunted_targets(game, over_two=True),
        private=False,
        prompt=msg("base.hunt_card.ascendancy.prompt"),
    )


@answers(Kind.ASCENDANCY_TARGET)
def _ascendancy_target(game: Game, decision: Decision, option: Option) -> None:
    game.log("ascendancy", msg("base.hunt_card.ascendancy.target", seat=SEATS[option.seat]))
    _ask_keep_two(game, option.seat, Kind.ASCENDANCY_DISCARD, msg("base.hunt_card.ascendancy.keep"))


def _ask_keep_two(game: Game, seat: int, kind: Kind, prompt: Msg) -> None:
    hand = game.state.hunted[seat].hand
    verb = Verb.KEEP if kind is Kind.ASCENDANCY_DISCARD else Verb.HIDE
    game.ask(
        seat,
        kind,
        [make_option(verb, places=pair) for pair in combinations(hand, 2)],
        private=True,
        prompt=prompt,
        public_prompt=msg("base.hunt_card.keep_two.public", seat=SEATS[seat]),
    )


@answers(Kind.ASCENDANCY_DISCARD)
def _ascendancy_discard(game: Game, decision: Decision, option: Option) -> None:
    hand = game.state.hunted[decision.seat].hand
    game.discard_places(
        decision.seat, [c for c in hand if c not in option.places], card_ref("hunt-ascendancy")
    )


def _forbidden_zone(game: Game, seat: int, back: Back) -> None:
    state = game.state
    turn = state.turn
    turn.forbidden_zone = {}
    waiting: list[int] = []
    for seat in game.hunted_order:
        hand = state.hunted[seat].hand
        if len(hand) == 1:
            turn.forbidden_zone[seat] = hand[0]
        elif hand:
            waiting.append(seat)
    if not waiting:
        _forbidden_zone_apply(game)
        return
    for seat in waiting:
        game.ask(
            seat,
            Kind.FORBIDDEN_ZONE,
            [make_option(Verb.DISCARD, place=c) for c in state.hunted[seat].hand],
            private=True,
            prompt=msg("base.hunt_card.forbidden_zone.prompt"),
            public_prompt=msg("base.hunt_card.forbidden_zone.public", seat=SEATS[seat]),
            ctx=tuple(waiting),
            auto=False,
        )


@answers(Kind.FORBIDDEN_ZONE)
def _forbidden_zone_answer(game: Game, decision: Decision, option: Option) -> None:
    turn = game.state.turn
    turn.forbidden_zone[decision.seat] = option.place
    if all(seat in turn.forbidden_zone for seat in decision.ctx):
        _forbidden_zone_apply(game)


def _forbidden_zone_apply(game: Game) -> None:
    turn = game.state.turn
    for seat in game.hunted_order:
        card = turn.forbidden_zone.get(seat)
        if card is not None:
            game.discard_places(seat, [card], card_ref("hunt-forbidden-zone"))
    turn.forbidden_zone = {}


def _phobia(game: Game, seat: int, back: Back) -> None:
    game.ask(
        game.creature_seat,
        Kind.PHOBIA_TARGET,
        _hunted_targets(game, over_two=True),
        private=False,
        prompt=msg("base.hunt_card.phobia.prompt"),
    )


@answers(Kind.PHOBIA_TARGET)
def _phobia_target(game: Game, decision: Decision, option: Option) -> None:
    game.log("phobia", msg("base.hunt_card.phobia.target", seat=SEATS[option.seat]))
    _ask_keep_two(game, option.seat, Kind.PHOBIA_HIDE, msg("base.hunt_card.phobia.hide"))


@answers(Kind.PHOBIA_HIDE)
def _phobia_hide(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    shown = tuple(c for c in game.state.hunted[seat].hand if c not in option.places)
    game.state.turn.phobia_seen[seat] = shown
    creature = game.creature_seat
    # Only the private messages name the cards shown; the table learns how many.
    game.log(
        "phobia_reveal",
        msg("base.hunt_card.phobia.reveal", seat=SEATS[seat], n=len(shown)),
        {
            creature: msg(
                "base.hunt_card.phobia.reveal.creature", seat=SEATS[seat], places=places(shown)
            ),
            seat: msg("base.hunt_card.phobia.reveal.hunted", places=places(shown)),
        },
    )


def _cataclysm(game: Game, seat: int, back: Back) -> None:
    game.ask(
        game.creature_seat,
        Kind.CATACLYSM,
        [make_option(Verb.CHOOSE, place=p) for p in game.rules.place_numbers],
        private=False,
        prompt=msg("base.hunt_card.cataclysm.prompt"),
    )


@answers(Kind.CATACLYSM)
def _cataclysm_answer(game: Game, decision: Decision, option: Option) -> None:
    game.state.turn.cataclysm = option.place
    game.log("cataclysm", msg("base.hunt_card.cataclysm.chosen", place=place_ref(option.place)))


def _detour(game: Game, seat: int, back: Back) -> None:
    options = [
        make_option(Verb.MOVE, seat=seat, n=idx, place=dest)
        for seat, positions in game.state.turn.positions.items()
        for idx, place in enumerate(positions)
        for dest in game.rules.adjacent[place]
    ]
    game.ask(
        game.creature_seat,
        Kind.DETOUR,
        options,
        private=False,
        prompt=msg("base.hunt_card.detour.prompt"),
    )


@answers(Kind.DETOUR)
def _detour_answer(game: Game, decision: Decision, option: Option) -> None:
    positions = game.state.turn.positions[option.seat]
    before = positions[option.n]
    positions[option.n] = option.place
    game.log(
        "detour",
        msg(
            "base.hunt_card.detour.moved",
            seat=SEATS[option.seat],
            before=place_ref(before),
            after=place_ref(option.place),
        ),
    )


def _stasis(game: Game, seat: int, back: Back) -> None:
    game.state.turn.stasis = True


def _tracking(game: Game, seat: int, back: Back) -> None:
    game.state.turn.tracking = True
    game.state.next_hunt_limit = 2


# ------------------------------------------------------- the bots' judgement
# What the standard bot needs of a card, held with it (``Card.bot_*``) and read
# by ``bots/packs/base.py``.
class Judge(Protocol):
    """What these cards ask of the bot judging them: a part of the bots' own
    ``Judge`` protocol, which the engine may not import."""

    rng: Random
    rules: RuleSet

    def strong(self, place: int) -> bool: ...


def _wants_despair(bot: Judge, view: GameView) -> bool:
    """While the Hunted hold Survival cards to lose."""
    return sum(hv.survival_count for hv in view.hunted) >= 2


def _wants_force_field(bot: Judge, view: GameView) -> bool:
    return bot.rng.random() < 0.5


def _wants_flashback_window(bot: Judge, view: GameView) -> bool:
    return bot.rng.random() < 0.4


def detour_gain(bot: Judge, view: GameView) -> bool:
    """Whether a Hunted stands next to a hunted place, off it (Detour moves the
    Creature token there)."""
    hunt = set(view.creature_places)
    adjacent = bot.rules.adjacent
    return any(
        p not in hunt and any(q in hunt for q in adjacent[p])
        for hv in view.hunted for p in hv.positions
    )


def _wants_detour(bot: Judge, view: GameView) -> bool | None:
    return detour_gain(bot, view) if view.phase == 3 else None


def _wants_cataclysm(bot: Judge, view: GameView) -> bool | None:
    if view.phase != 3:
        return None
    return any(bot.strong(p) for hv in view.hunted for p in hv.positions)


def _wants_flashback(bot: Judge, view: GameView) -> bool | None:
    return True if view.phase == 3 else None


def _wants_stasis(bot: Judge, view: GameView) -> bool | None:
    if view.phase != 4:
        return None
    left = min(t.left for t in view.tracks if t.winner == "hunted")
    return left <= 6 or bot.rng.random() < 0.3


def _wants_tracking(bot: Judge, view: GameView) -> bool | None:
    return True if view.phase == 4 else None


# ------------------------------------------------------------------ the cards
def _card(facts: Card, priority: float, **behaviour: Any) -> Card:
    """One card whole: its printed facts, what it does and what the bots need of it."""
    return replace(facts, bot_priority=priority, **behaviour)


#: The base Hunt cards, whole (printed facts, behaviour, bot judgement), in the
#: printed order.
HUNT_CARDS: dict[str, Card] = {
    card.id: card
    for card in (
        _card(
            HuntCard(
                "hunt-despair",
                "Despair",
                1,
                "Until the end of the turn no Survival card may be played or drawn.",
                ARTEMIA,
            ),
            3.0, effect=_despair, bot_window=_wants_despair,
        ),
        _card(
            HuntCard(
                "hunt-force-field",
                "Force Field",
                1,
                "Before the Hunted choose, lay the Target token across 2 adjacent places: "
                "neither may be played this turn.",
                TARGET,
            ),
            2.5, playable=_target_not_placed, effect=_force_field, bot_window=_wants_force_field,
        ),
        _card(
            HuntCard(
                "hunt-anticipation",
                "Anticipation",
                2,
                "Name a Hunted. If the Creature token catches them this turn, the Assimilation "
                "counter moves 1 extra space.",
            ),
            3.0, effect=_anticipation,
        ),
        _card(
            HuntCard(
                "hunt-ascendancy",
                "Ascendancy",
                2,
                "A Hunted of your choice holding more than 2 Place cards discards down to 2.",
            ),
            3.0, playable=_any_hunted_over_two, effect=_ascendancy,
        ),
        _card(
            HuntCard(
                "hunt-fierceness",
                "Fierceness",
                2,
                "This turn every Hunted caught by the Creature token loses 1 extra Will.",
            ),
            4.0,
        ),
        _card(
            HuntCard(
                "hunt-forbidden-zone",
                "Forbidden Zone",
                2,
                "Every Hunted discards 1 Place card from their hand, all at the same time.",
            ),
            3.0, effect=_forbidden_zone,
        ),
        _card(
            HuntCard(
                "hunt-interference",
                "Interference",
                2,
                "This turn the powers of the Beach and the Wreck have no effect.",
            ),
            2.0,
        ),
        _card(
            HuntCard(
                "hunt-persecution",
                "Persecution",
                2,
                "This turn a place power that returns Place cards to a hand returns only 1.",
            ),
            2.0,
        ),
        _card(
            HuntCard(
                "hunt-mutation",
                "Mutation",
                2,
                "This turn a Hunted hit by the Artemia token also loses 1 Will.",
                ARTEMIA,
            ),
            3.5,
        ),
        _card(
            HuntCard(
                "hunt-phobia",
                "Phobia",
                2,
                "A Hunted of your choice holding more than 2 Place cards shows you all of them "
                "but 2 of their choice.",
                ARTEMIA,
            ),
            2.0, playable=_any_hunted_over_two, effect=_phobia,
        ),
        _card(
            HuntCard(
                "hunt-virus",
                "Virus",
                2,
                "Lay the Artemia token across 2 adjacent places: it acts on both.",
                ARTEMIA,
            ),
            3.5, playable=_artemia_not_placed,
        ),
        _card(
            HuntCard(
                "hunt-clone",
                "Clone",
                2,
                "This turn the Target token acts as a second Creature token.",
                TARGET,
            ),
            5.0,
        ),
        _card(
            HuntCard(
                "hunt-mirage",
                "Mirage",
                2,
                "Lay the Target token across 2 adjacent places: both powers have no effect this turn.",
                TARGET,
            ),
            2.5, playable=_mirage_ok, bot_denies=True,
        ),
        _card(
            HuntCard(
                "hunt-scream",
                "Scream",
                2,
                "Each Hunted on the Target place either discards 2 Place cards or loses 1 Will.",
                TARGET,
            ),
            3.5,
        ),
        _card(
            HuntCard(
                "hunt-toxin",
                "Toxin",
                2,
                "Each Hunted on the Target place discards 1 Survival card, and that place's power "
                "has no effect.",
                TARGET,
            ),
            2.5,
        ),
        _card(
            HuntCard(
                "hunt-cataclysm",
                "Cataclysm",
                3,
                "Choose a place: its power has no effect this turn.",
            ),
            2.0, effect=_cataclysm, bot_wants=_wants_cataclysm,
        ),
        _card(
            HuntCard(
                "hunt-detour",
                "Detour",
                3,
                "After the reveal, move one Hunted to a place adjacent to the one they revealed; "
                "they count as being there.",
                before_places=True,
            ),
            3.0, effect=_detour, bot_wants=_wants_detour,
        ),
        _card(
            HuntCard(
                "hunt-stasis",
                "Stasis",
                4,
                "The Rescue counter does not make its end-of-turn move this turn.",
            ),
            2.5, effect=_stasis, bot_wants=_wants_stasis,
        ),
        _card(
            HuntCard(
                "hunt-tracking",
                "Tracking",
                4,
                "Next turn you may play up to 2 Hunt cards.",
            ),
            1.5, effect=_tracking, bot_wants=_wants_tracking,
        ),
        _card(
            HuntCard(
                "hunt-flashback",
                "Flashback",
                0,
                "Play it as a copy of the top card of your Hunt discard pile, in that card's phase "
                "and with its symbol.",
            ),
            2.5, bot_window=_wants_flashback_window, bot_wants=_wants_flashback,
        ),
    )
}
