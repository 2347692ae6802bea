"""The Evolution cards' Phase-3 abilities (``cards-designed.md`` section 3.6), for
:mod:`.evolution_cards`, which attaches them to the rule set.

* After the reveal, before the card windows: Fast (a step in Phase 3).
* A Hunted choosing to take back a card instead of the power: Clever (hooks
  ``resolve_options``, ``resolve_alternative``).
* The Artemia token's hit (hook ``artemia_hit``): Swarm (1 Will) and Sharp (a
  second discard, after the first; Kenji Halvorsen may answer either).
* The Creature token's catches (hook ``creature_caught``, after the Will loss):
  Sentinel and Devourer at once, then Screamer's and Slugger's discards, the
  look Instinctive gives and Apex's extra step, in that order, all before the
  last-Will check. A miss (hook ``creature_missed``): Stalker.

Hunted who ignore the Creature token (Dodge, Sanctuary Walls, Rope Line) are
not among the caught, so nothing here touches them. Fast's move means the
Creature token moves no Assimilation this turn (the base ``NO_CATCH_ASSIMILATION``),
Apex's step included.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...messages import SEATS, Arg, CardRef, Msg, PlaceRef, msg, places
from ...options import PASS, Decision, Option, Verb, take_back
from ...ruleset import Handlers, Hook
from ..base.kinds import Kind
from ..base.reckoning import NO_CATCH_ASSIMILATION
from ..base.tokens import CREATURE
from . import sanctuary_token, survivors
from .evolutions import ready, use
from .state import full

if TYPE_CHECKING:
    from ...game import Game

handlers = Handlers()
step = handlers.step
answer = handlers.answer

E = "sanctuary-evolution-"
FAST = E + "fast"
CLEVER = E + "clever"
SWARM = E + "swarm"
SHARP = E + "sharp"
SENTINEL = E + "sentinel"
DEVOURER = E + "devourer"
SCREAMER = E + "screamer"
SLUGGER = E + "slugger"
INSTINCTIVE = E + "instinctive"
APEX = E + "apex"
STALKER = E + "stalker"

#: Decision kinds: the Creature's (Fast and Clever private, Instinctive's pick
#: public), then the Hunted's own choices (private).
FAST_KIND = "sa_evo_fast"
CLEVER_KIND = "sa_evo_clever"
INSTINCTIVE_KIND = "sa_evo_instinctive"
CLEVER_PICK = "sa_evo_clever_pick"
SCREAMER_KIND = "sa_evo_screamer"
SLUGGER_KIND = "sa_evo_slugger"
STALKER_KIND = "sa_evo_stalker"

#: The Hunted's alternative under Clever: take back 1 Place card, the Creature
#: choosing which (it replaces the take-back options of that resolution).
CLEVER_TAKE = Option(Verb.CHOOSE, card=CLEVER)


def _creature(game: Game) -> int:
    return game.state.config.creature_seat


def _log(game: Game, key: str, private: dict[int, Msg] | None = None, **args: Arg) -> None:
    game.log("evolution", msg(f"sa.evo.{key}", **args), private)


# --------------------------------------------------------------------- Fast
@step("sa_evo_fast")
def _fast(game: Game) -> None:
    state = game.state
    if not ready(state, FAST):
        return
    where = state.turn.tokens.get(CREATURE, ())
    hand = state.creature.hand
    if len(where) != 1 or not hand:
        return
    place = where[0]
    if any(place in figures for figures in state.turn.positions.values()):
        return
    options = [
        Option(Verb.MOVE, card=c, place=p)
        for c in sorted(set(hand))
        for p in game.rules.adjacent[place]
    ]
    game.ask(_creature(game), FAST_KIND, [*options, PASS], private=True,
             prompt=msg("sa.evo.fast.prompt", place=PlaceRef(place)),
             public_prompt=msg("sa.evo.deciding", card=CardRef(FAST)), auto=False)


@answer(FAST_KIND)
def _fast_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    state = game.state
    turn = state.turn
    state.creature.hand.remove(option.card)
    state.hunt_discard.append(option.card)
    before = turn.tokens[CREATURE]
    turn.tokens[CREATURE] = (option.place,)
    turn.extra[NO_CATCH_ASSIMILATION] = True
    use(game, FAST)
    game.log("token_move", msg("sa.evo.fast", card=CardRef(option.card),
                               before=PlaceRef(before[0]), place=PlaceRef(option.place)))


# ------------------------------------------------------------------- Clever
def clever_options(game: Game, seat: int, options: list[Option], place: int) -> None:
    """Taking back a card instead of the power becomes one option: the Creature
    picks the card (or lets the Hunted pick). Not with one card to choose from,
    nor under Smokescreen (the Creature cannot see the pile)."""
    state = game.state
    if (not ready(state, CLEVER) or state.turn.smokescreen
            or len(state.hunted[seat].discard) < 2
            or not any(o.verb is Verb.TAKE_BACK for o in options)):
        return
    options[:] = [o for o in options if o.verb is not Verb.TAKE_BACK]
    options.append(CLEVER_TAKE)


def clever_alternative(game: Game, seat: int, option: Option) -> None:
    if option == CLEVER_TAKE:
        game.push(("sa_evo_clever", seat))


@step("sa_evo_clever")
def _clever(game: Game, seat: int) -> None:
    discard = game.state.hunted[seat].discard
    if not ready(game.state, CLEVER):
        _hunted_picks(game, seat)
        return
    game.ask(_creature(game), CLEVER_KIND, [*(take_back(d) for d in discard), PASS],
             private=True, prompt=msg("sa.evo.clever.prompt", seat=SEATS[seat]),
             public_prompt=msg("sa.evo.deciding", card=CardRef(CLEVER)), ctx=(seat,),
             auto=False)


@answer(CLEVER_KIND)
def _clever_answer(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.ctx[0]
    if option.verb is Verb.PASS:
        _hunted_picks(game, seat)
        return
    use(game, CLEVER)
    _log(game, "clever", seat=SEATS[seat])
    game.take_back(seat, [option.place], CardRef(CLEVER))


def _hunted_picks(game: Game, seat: int) -> None:
    discard = game.state.hunted[seat].discard
    game.ask(seat, CLEVER_PICK, [take_back(d) for d in discard], private=True,
             prompt=msg("base.pick_back.prompt", n=1),
             public_prompt=msg("base.pick_back.public", seat=SEATS[seat]))


@answer(CLEVER_PICK)
def _clever_pick(game: Game, decision: Decision, option: Option) -> None:
    game.take_back(decision.seat, [option.place], msg("base.why.instead_of_power"))


# -------------------------------------------------------------- Artemia hit
def artemia_hit(game: Game, seat: int) -> None:
    state = game.state
    if ready(state, SWARM):
        use(game, SWARM)
        game.lose_will(seat, 1, CardRef(SWARM))
    if ready(state, SHARP):
        # After the token's own discard (and Kenji's answer to it).
        game.push(("sa_evo_sharp", seat))


@step("sa_evo_sharp")
def _sharp(game: Game, seat: int) -> None:
    hand = game.state.hunted[seat].hand
    if not hand:
        return
    use(game, SHARP)
    _log(game, "sharp", seat=SEATS[seat])
    options = [Option(Verb.DISCARD, place=c) for c in hand]
    game.hook("artemia_options", seat=seat, options=options)
    game.ask(seat, Kind.ARTEMIA_DISCARD, options, private=True,
             prompt=msg("sa.evo.sharp.prompt"),
             public_prompt=msg("sa.evo.sharp.public", seat=SEATS[seat]))


# ----------------------------------------------------------------- catches
def caught(game: Game, seats: tuple[int, ...]) -> None:
    """The Creature token caught ``seats`` (their Will loss done)."""
    state = game.state
    later: list[tuple[Any, ...]] = []
    if ready(state, SENTINEL) and full(state):
        here = sanctuary_token.position(state)
        if here in game.rules.hunting_places(state):
            for seat in seats:
                if here in state.turn.positions.get(seat, ()):
                    use(game, SENTINEL)
                    game.lose_will(seat, 1, CardRef(SENTINEL))
    if ready(state, DEVOURER) and full(state):
        for seat in seats:
            held = list(survivors.held(state, seat))
            if held:
                use(game, DEVOURER)
                survivors.discard(game, seat, held, CardRef(DEVOURER))
    if ready(state, SCREAMER):
        later += [("sa_evo_discard", SCREAMER, seat) for seat in seats]
    if ready(state, SLUGGER):
        later += [("sa_evo_discard", SLUGGER, seat) for seat in seats]
    if ready(state, INSTINCTIVE):
        later.append(("sa_evo_instinctive", seats))
    if ready(state, APEX) and len(seats) >= 2:
        later.append(("sa_evo_apex",))
    game.push(*later)


#: What each discarding ability takes: its decision kind and whether it is a Survival card.
_DISCARDS = {
    SCREAMER: (SCREAMER_KIND, False),
    SLUGGER: (SLUGGER_KIND, True),
    STALKER: (STALKER_KIND, False),
}


@step("sa_evo_discard")
def _discard(game: Game, card: str, seat: int) -> None:
    """``seat`` discards a Place card (Screamer, Stalker) or a Survival card
    (Slugger) of their choice, if they hold any."""
    kind, survival = _DISCARDS[card]
    h = game.state.hunted[seat]
    options = ([Option(Verb.DISCARD, card=c) for c in sorted(set(h.survival))] if survival
               else [Option(Verb.DISCARD, place=c) for c in h.hand])
    if not options:
        return
    use(game, card)
    game.ask(seat, kind, options, private=True,
             prompt=msg(f"sa.evo.discard.{'survival' if survival else 'place'}.prompt",
                        card=CardRef(card)),
             public_prompt=msg("sa.evo.discard.public", seat=SEATS[seat], card=CardRef(card)))


@answer(SCREAMER_KIND, STALKER_KIND)
def _discard_place(game: Game, decision: Decision, option: Option) -> None:
    card = SCREAMER if decision.kind == SCREAMER_KIND else STALKER
    game.discard_places(decision.seat, [option.place], CardRef(card))


@answer(SLUGGER_KIND)
def _discard_survival(game: Game, decision: Decision, option: Option) -> None:
    state = game.state
    state.hunted[decision.seat].survival.remove(option.card)
    state.survival_discard.append(option.card)
    _log(game, "slugger", seat=SEATS[decision.seat], card=CardRef(option.card))


@step("sa_evo_instinctive")
def _instinctive(game: Game, seats: tuple[int, ...]) -> None:
    if not ready(game.state, INSTINCTIVE):
        return
    game.ask(_creature(game), INSTINCTIVE_KIND, [Option(Verb.TARGET, seat=s) for s in seats],
             private=False, prompt=msg("sa.evo.instinctive.prompt"))


@answer(INSTINCTIVE_KIND)
def _instinctive_answer(game: Game, decision: Decision, option: Option) -> None:
    seat = option.seat
    hand = list(game.state.hunted[seat].hand)
    use(game, INSTINCTIVE)
    _log(game, "instinctive",
         {_creature(game): msg("sa.evo.instinctive.private", seat=SEATS[seat],
                               places=places(hand), n=len(hand))},
         seat=SEATS[seat], n=len(hand))


@step("sa_evo_apex")
def _apex(game: Game) -> None:
    state = game.state
    if not ready(state, APEX):
        return
    if state.turn.extra.get(NO_CATCH_ASSIMILATION):
        _log(game, "apex.fast")
        return
    use(game, APEX)
    game.move_track("assimilation", 1, CardRef(APEX))


def missed(game: Game) -> None:
    """Stalker: nobody caught, so each Hunted next to a Creature token discards."""
    state = game.state
    if not ready(state, STALKER):
        return
    near = set(game.rules.adjacent_to_any(game.rules.hunting_places(state)))
    seats = [
        s for s in game.hunted_order
        if near & set(state.turn.positions.get(s, ())) and state.hunted[s].hand
    ]
    if seats:
        _log(game, "stalker")
        game.push(*(("sa_evo_discard", STALKER, s) for s in seats))


#: The Phase-3 abilities at hook points.
HOOKS: tuple[tuple[str, Hook], ...] = (
    ("resolve_options", clever_options),
    ("resolve_alternative", clever_alternative),
    ("artemia_hit", artemia_hit),
    ("creature_caught", caught),
    ("creature_missed", missed),
)

__all__ = ["CLEVER_TAKE", "HOOKS", "caught", "missed"]
