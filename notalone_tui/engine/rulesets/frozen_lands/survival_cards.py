"""The Frozen Lands Survival cards (``cards-designed.md`` section 2.5), designed for this edition.

Each card is its printed facts (a :class:`~notalone_tui.engine.ruleset.Card`)
with its playability check and effect attached; the rule set adds them to the
base deck (``CARDS``), gathers the steps and answers (``handlers``), the
abilities at hook points (``HOOKS``) and the public turn keys (``PUBLIC_EXTRA``).

Playability looks at public facts only where the base game does (R23): a card
that helps another Hunted offers every Hunted the public facts make eligible
(Will, hand size, discard pile, tokens held), and a private choice of theirs
follows. Isolation (a Frozen Lands Hunt card) is read from its public turn key:
under it no card here may affect another Hunted (``fl-hunt-isolation``).

Phase 3's cards each name a moment ("after the reveal and before places
resolve", "before the Target token resolves", ...), but the Phase 3 window
also reopens mid-Reckoning for a Hunted who drew a card there (R10). The
furthest Reckoning step at which a Hunted has begun to resolve
(:data:`REACHED`) tells whether that moment has passed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...messages import SEATS, Arg, CardRef, Msg, PlaceRef, msg, seats
from ...messages import cards as card_refs
from ...options import PASS, Decision, Option, Verb, take_back
from ...ruleset import Card, CardEffect, Handlers, Hook, Playable, attach
from ..base import places as base_places
from ..base import reckoning, tokens
from ..base.reckoning import IGNORE_TARGET, SPARED
from . import contamination
from .hunt_cards import isolated as _isolated

if TYPE_CHECKING:
    from ...game import Game
    from ...views import GameView

handlers = Handlers()

SHARED_RATIONS = "fl-survival-shared-rations"
DIAGNOSTIC_KIT = "fl-survival-diagnostic-kit"
BURIED_CACHE = "fl-survival-buried-cache"
TRAIL_MARKERS = "fl-survival-trail-markers"
THERMAL_BLANKET = "fl-survival-thermal-blanket"
TRIAGE = "fl-survival-triage"
FLARE = "fl-survival-flare"
WHITEOUT = "fl-survival-whiteout"
ROPE_LINE = "fl-survival-rope-line"
PURIFICATION = "fl-survival-purification"
SNOWDRIFT = "fl-survival-snowdrift"
ICE_BRIDGE = "fl-survival-ice-bridge"
BODY_HEAT = "fl-survival-body-heat"
ANTIDOTE = "fl-survival-antidote"
DISTRESS_SIGNAL = "fl-survival-distress-signal"

#: ``turn.extra`` keys (public). Isolation's is set by the Hunt card; Snowdrift's
#: seats are read by the Target-token step; :data:`REACHED` is the furthest
#: Reckoning step (``reckoning.NO_TOKEN`` .. ``CREATURE_STEP``) at which a Hunted
#: has begun to resolve, 0 before the first.
SNOWDRIFT_SEATS = IGNORE_TARGET
REACHED = "fl_reached"

# Decision kinds.
RATIONS_PICK = "fl_shared_rations"
KIT_DISCARD = "fl_diagnostic_kit"
CACHE_OWN = "fl_buried_cache_own"
CACHE_OTHER = "fl_buried_cache_other"
CACHE_PICK = "fl_buried_cache_pick"
TRAIL_GIVE = "fl_trail_markers_give"
TRAIL_TO = "fl_trail_markers_to"
TRAIL_TOP = "fl_trail_markers_top"
FLARE_PICK = "fl_flare"
FLARE_SWAP = "fl_flare_swap"
WHITEOUT_MOVE = "fl_whiteout"
ROPE_PICK = "fl_rope_line"
PURIFY_PICK = "fl_purification"
ICE_BRIDGE_MOVE = "fl_ice_bridge"
BODY_HEAT_PICK = "fl_body_heat"
ANTIDOTE_PICK = "fl_antidote"

#: How many cards Trail Markers looks at, and tokens Purification may discard.
TRAIL_LOOK = 3
PURIFY_MAX = 2


# ---------------------------------------------------------------- helpers
def isolated(game: Game) -> bool:
    """Whether Isolation forbids effects on another Hunted this turn."""
    return _isolated(game.state)


def _others(game: Game, seat: int) -> list[int]:
    return [s for s in game.hunted_order if s != seat]


def _reached(game: Game) -> int:
    reached: int = game.state.turn.extra.get(REACHED, 0)
    return reached


def track_resolution(game: Game, seat: int, place: int) -> None:
    """Hook ``resolving``: remember how far the Reckoning has come (see module doc)."""
    turn = game.state.turn
    step = reckoning.resolution_step(game, seat, place) or 0
    turn.extra[REACHED] = max(_reached(game), step)


def _add_seat(game: Game, key: str, seat: int) -> None:
    extra = game.state.turn.extra
    if seat not in extra.get(key, ()):
        extra[key] = (*extra.get(key, ()), seat)


def _holders(game: Game, seat: int) -> list[int]:
    """Hunted whose tokens an effect of ``seat`` may discard (only their own under Isolation)."""
    state = game.state
    candidates = [seat] if isolated(game) else list(game.hunted_order)
    return [s for s in candidates if contamination.held_count(state, s)]


def _ask_seat(game: Game, seat: int, kind: str, chosen: list[int], prompt: Msg,
              ctx: tuple[Any, ...] = ()) -> None:
    """``seat`` names one of ``chosen`` (a public choice)."""
    game.ask(seat, kind, [Option(Verb.TARGET, seat=s) for s in chosen], private=False,
             prompt=prompt, ctx=ctx)


def _figures_on(game: Game, place: int) -> list[int]:
    """Hunted with a figure on ``place``, in seat order."""
    positions = game.state.turn.positions
    return [s for s in game.hunted_order if place in positions.get(s, ())]


# ----------------------------------------------------------- Shared Rations
def _rations_targets(game: Game, seat: int) -> list[int]:
    # C4: a Hunted at 3 Will cannot be chosen; Will is never 0 in Phase 1.
    return [s for s in _others(game, seat) if 1 <= game.state.hunted[s].will <= 2]


def _shared_rations(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    _ask_seat(game, seat, RATIONS_PICK, _rations_targets(game, seat),
              msg("fl.survival.shared_rations.prompt", card=CardRef(SHARED_RATIONS)))


@handlers.answer(RATIONS_PICK)
def _rations_answer(game: Game, decision: Decision, option: Option) -> None:
    game.gain_will(option.seat, 1, CardRef(SHARED_RATIONS))


# ----------------------------------------------------------- Diagnostic Kit
def _diagnostic_kit(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    card = CardRef(DIAGNOSTIC_KIT)
    contamination.look(game, seat, card)
    if not contamination.can_discard(game.state):
        return
    # Private: the Hunted has just seen their faces; not automatic, so that the
    # question looks the same whatever they saw.
    game.ask(seat, KIT_DISCARD, [contamination.DISCARD_TOKEN, PASS], private=True,
             prompt=msg("fl.survival.diagnostic_kit.prompt", card=card),
             public_prompt=msg("fl.survival.diagnostic_kit.public", seat=SEATS[seat]),
             auto=False)


@handlers.answer(KIT_DISCARD)
def _kit_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.DISCARD:
        contamination.discard(game, decision.seat, CardRef(DIAGNOSTIC_KIT))
    else:
        game.log("pass", msg("fl.survival.diagnostic_kit.keep", seat=SEATS[decision.seat]))


# ------------------------------------------------------------- Buried Cache
def _cache_others(game: Game, seat: int) -> list[int]:
    return [s for s in _others(game, seat) if game.state.hunted[s].discard]


def _buried_cache(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.push((CACHE_OWN, seat), (CACHE_OTHER, seat))


@handlers.step(CACHE_OWN)
def cache_own(game: Game, seat: int) -> None:
    """The player's own part: 1 card of their choice from their discard pile, if any."""
    discard = game.state.hunted[seat].discard
    if discard:
        game.ask(seat, CACHE_PICK, [take_back(c) for c in discard], private=False,
                 prompt=msg("fl.survival.buried_cache.pick", card=CardRef(BURIED_CACHE)))


@handlers.step(CACHE_OTHER)
def cache_other(game: Game, seat: int) -> None:
    """The other Hunted's part: someone whose discard pile holds a card, if anyone."""
    chosen = _cache_others(game, seat)
    if chosen:
        _ask_seat(game, seat, CACHE_OTHER, chosen,
                  msg("fl.survival.buried_cache.prompt", card=CardRef(BURIED_CACHE)))


@handlers.answer(CACHE_OTHER)
def _cache_other_answer(game: Game, decision: Decision, option: Option) -> None:
    game.push((CACHE_OWN, option.seat))


@handlers.answer(CACHE_PICK)
def _cache_pick_answer(game: Game, decision: Decision, option: Option) -> None:
    # Phase 1: a card already laid face down stays laid; the card goes to hand.
    game.take_back(decision.seat, [option.place], CardRef(BURIED_CACHE))


# ------------------------------------------------------------ Trail Markers
def _trail_markers(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    state = game.state
    if len(state.survival_deck) < TRAIL_LOOK:
        # The discard pile goes underneath, shuffled; this card stays on it, as it
        # only reaches the pile once its effect is over.
        pile = [c for c in state.survival_discard if c != TRAIL_MARKERS]
        if pile:
            state.survival_discard = [c for c in state.survival_discard if c == TRAIL_MARKERS]
            game.shuffle(pile)
            state.survival_deck[0:0] = pile
            game.log("reshuffle", msg("fl.survival.trail_markers.reshuffle"))
    deck = state.survival_deck
    seen = [deck.pop() for _ in range(min(TRAIL_LOOK, len(deck)))]
    # While the Hunted decides, the cards wait in their hand: every card stays in
    # a zone the invariants count, and nobody else may see them.
    state.hunted[seat].survival.extend(seen)
    card = CardRef(TRAIL_MARKERS)
    game.log("trail_markers", msg("fl.survival.trail_markers.look", seat=SEATS[seat], n=len(seen)),
             {seat: msg("fl.survival.trail_markers.look.private", cards=card_refs(seen))})
    if not seen:
        return
    game.ask(seat, TRAIL_GIVE, [Option(Verb.CHOOSE, card=c) for c in seen], private=True,
             prompt=msg("fl.survival.trail_markers.give", card=card),
             public_prompt=msg("fl.survival.trail_markers.public", seat=SEATS[seat]),
             ctx=(tuple(seen),))


@handlers.answer(TRAIL_GIVE)
def _trail_give_answer(game: Game, decision: Decision, option: Option) -> None:
    seen = decision.ctx[0]
    rest = tuple(c for c in seen if c != option.card)
    _ask_seat(game, decision.seat, TRAIL_TO, _others(game, decision.seat),
              msg("fl.survival.trail_markers.to", card=CardRef(TRAIL_MARKERS)),
              ctx=(option.card, rest))


@handlers.answer(TRAIL_TO)
def _trail_to_answer(game: Game, decision: Decision, option: Option) -> None:
    given, rest = decision.ctx
    seat, receiver = decision.seat, option.seat
    hunted = game.state.hunted
    hunted[seat].survival.remove(given)
    hunted[receiver].survival.append(given)
    card = CardRef(given)
    game.log("trail_markers", msg("fl.survival.trail_markers.gave", seat=SEATS[seat],
                                  to=SEATS[receiver]),
             {seat: msg("fl.survival.trail_markers.gave.private", to=SEATS[receiver]),
              receiver: msg("fl.survival.trail_markers.got.private", card=card,
                            seat=SEATS[seat])})
    if len(rest) < 2:
        _put_back(game, seat, rest)
        return
    game.ask(seat, TRAIL_TOP, [Option(Verb.CHOOSE, card=c) for c in rest], private=True,
             prompt=msg("fl.survival.trail_markers.top", card=CardRef(TRAIL_MARKERS)),
             public_prompt=msg("fl.survival.trail_markers.public", seat=SEATS[seat]),
             ctx=(rest,))


@handlers.answer(TRAIL_TOP)
def _trail_top_answer(game: Game, decision: Decision, option: Option) -> None:
    rest = decision.ctx[0]
    below = [c for c in rest if c != option.card]
    _put_back(game, decision.seat, (*below, option.card))


def _put_back(game: Game, seat: int, cards: tuple[str, ...]) -> None:
    """Back on the deck, the last named on top; the log names none of them (the
    deck's order is secret, and the looker's own notes are theirs to keep)."""
    state = game.state
    if not cards:
        return
    for c in cards:
        state.hunted[seat].survival.remove(c)
        state.survival_deck.append(c)
    game.log("trail_markers", msg("fl.survival.trail_markers.back", seat=SEATS[seat],
                                  n=len(cards)))


# ----------------------------------------------------------- Thermal Blanket
def _thermal_blanket(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    _add_seat(game, contamination.BLANKET, seat)
    game.log("blanket", msg("fl.survival.thermal_blanket", seat=SEATS[seat]))


# -------------------------------------------------------------------- Triage
def _triage_seats(game: Game) -> list[int]:
    return [s for s in game.hunted_order if contamination.held_count(game.state, s) >= 2]


def _triage(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    for s in _triage_seats(game):
        contamination.discard(game, s, CardRef(TRIAGE))


# --------------------------------------------------------------------- Flare
def _flare_targets(game: Game, seat: int) -> list[int]:
    """Other Hunted with a face-down card and a card in hand: public facts only;
    whether a hand card may be laid (Force Field) is theirs to find out."""
    hunted = game.state.hunted
    return [s for s in _others(game, seat) if hunted[s].played and hunted[s].hand]


def _flare(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    _ask_seat(game, seat, FLARE_PICK, _flare_targets(game, seat),
              msg("fl.survival.flare.prompt", card=CardRef(FLARE)))


@handlers.answer(FLARE_PICK)
def _flare_pick_answer(game: Game, decision: Decision, option: Option) -> None:
    chosen = option.seat
    h = game.state.hunted[chosen]
    blocked = game.state.turn.force_field
    swaps = [Option(Verb.EXPLORE, places=(c,), n=i)
             for i in range(len(h.played)) for c in h.hand if c not in blocked]
    # Never automatic: whether they could exchange at all is their secret (R23).
    game.ask(chosen, FLARE_SWAP, [PASS, *swaps], private=True,
             prompt=msg("fl.survival.flare.swap", card=CardRef(FLARE)),
             public_prompt=msg("fl.survival.flare.public", seat=SEATS[chosen]), auto=False)


@handlers.answer(FLARE_SWAP)
def _flare_swap_answer(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    if option.verb is Verb.PASS:
        game.log("flare", msg("fl.survival.flare.keep", seat=SEATS[seat]))
        return
    h = game.state.hunted[seat]
    new = option.places[0]
    old = h.played[option.n]
    h.hand.remove(new)
    h.hand.append(old)
    h.hand.sort()
    h.played[option.n] = new
    game.log("flare", msg("fl.survival.flare.swapped", seat=SEATS[seat]),
             {seat: msg("fl.survival.flare.swapped.private", new=PlaceRef(new),
                        old=PlaceRef(old))})


# ------------------------------------------------------------------ Whiteout
def _whiteout_playable(game: Game, seat: int, back: tuple[Any, ...]) -> bool:
    """A Target token on one place, laid in Phase 2: one laid in Phase 1 (Force
    Field's places, Frozen Trail's two places) stays where it is."""
    turn = game.state.turn
    return len(tokens.target_places(game)) == 1 and not turn.force_field


def _whiteout(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    where = tokens.target_places(game)
    game.ask(seat, WHITEOUT_MOVE,
             [Option(Verb.MOVE, card=tokens.TARGET, place=p)
              for p in game.rules.adjacent_to_any(where)],
             private=False, prompt=msg("fl.survival.whiteout.prompt", card=CardRef(WHITEOUT)))


@handlers.answer(WHITEOUT_MOVE)
def _whiteout_answer(game: Game, decision: Decision, option: Option) -> None:
    turn = game.state.turn
    before = turn.tokens[tokens.TARGET][0]
    turn.tokens[tokens.TARGET] = (option.place,)
    game.log("token_move", msg("fl.survival.whiteout.moved", before=PlaceRef(before),
                               place=PlaceRef(option.place), card=CardRef(WHITEOUT)))


# ----------------------------------------------------------------- Rope Line
def _rope_choices(game: Game, seat: int) -> list[Option]:
    """(place, Hunted) pairs: on a place a Creature token acts on, where the
    player and another Hunted stand, the Hunted who would be caught there (not
    Dodging, not spared yet); only worth a card when two or more would be."""
    if isolated(game) or _reached(game) >= reckoning.CREATURE_STEP:
        return []
    turn = game.state.turn
    spared = turn.extra.get(SPARED, ())
    out: list[Option] = []
    for place in sorted(set(tokens.creature_places(game))):
        here = _figures_on(game, place)
        if seat not in here or len(here) < 2:
            continue
        exposed = [s for s in here if s not in turn.dodge and s not in spared]
        if len(exposed) >= 2:
            out += [Option(Verb.TARGET, seat=s, place=place) for s in exposed]
    return out


def _rope_line(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.ask(seat, ROPE_PICK, _rope_choices(game, seat), private=False,
             prompt=msg("fl.survival.rope_line.prompt", card=CardRef(ROPE_LINE)))


@handlers.answer(ROPE_PICK)
def _rope_answer(game: Game, decision: Decision, option: Option) -> None:
    turn = game.state.turn
    spared_before = turn.extra.get(SPARED, ())
    here = _figures_on(game, option.place)
    newly = [s for s in here if s != option.seat and s not in turn.dodge
             and s not in spared_before]
    turn.extra[SPARED] = (*spared_before, *newly)
    game.log("rope_line", msg("fl.survival.rope_line.done", seat=SEATS[option.seat],
                              place=PlaceRef(option.place), others=seats(newly),
                              n=len(newly)))


# -------------------------------------------------------------- Purification
def _purification_playable(game: Game, seat: int, back: tuple[Any, ...]) -> bool:
    """At the resolve of a place the Hunted may use: no Creature or Artemia token
    (Dodge, Detector), not made unusable, a power they could use or take back instead of."""
    if not back or back[0] != "resolve" or not contamination.can_discard(game.state):
        return False
    idx = back[2]
    place = game.state.turn.positions[seat][idx]
    if place in tokens.creature_places(game) or place in tokens.artemia_places(game):
        return False
    if tokens.unusable(game, place):
        return False
    played = game.state.hunted[seat].played[idx]
    power = base_places.power_options(game, seat, place, played)
    return base_places.power_usable(game, seat, place, power) and bool(_holders(game, seat))


def _purification(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.push((PURIFY_PICK, seat, PURIFY_MAX))


@handlers.step(PURIFY_PICK)
def purify(game: Game, seat: int, left: int) -> None:
    """One token at a time: whose goes (its owner picks which, :mod:`.contamination`);
    after the first the player may stop."""
    holders = _holders(game, seat)
    if left <= 0 or not holders:
        return
    options = [Option(Verb.TARGET, seat=s) for s in holders]
    if left < PURIFY_MAX:
        options.append(PASS)
    game.ask(seat, PURIFY_PICK, options, private=False,
             prompt=msg("fl.survival.purification.prompt", card=CardRef(PURIFICATION), n=left),
             ctx=(left,))


@handlers.answer(PURIFY_PICK)
def _purify_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    contamination.discard(game, option.seat, CardRef(PURIFICATION))
    game.push((PURIFY_PICK, decision.seat, decision.ctx[0] - 1))


# ----------------------------------------------------------------- Snowdrift
def _snowdrift_playable(game: Game, seat: int, back: tuple[Any, ...]) -> bool:
    """On a place the Target token covers, before it resolves, while its cards act
    as Target cards (with Clone it is a Creature token: Dodge is the answer)."""
    turn = game.state.turn
    target = tokens.target_places(game)
    return (
        bool(turn.target_cards)
        and not tokens.clone_active(game)
        and _reached(game) < reckoning.TARGET_STEP
        and seat not in turn.extra.get(SNOWDRIFT_SEATS, ())
        and any(p in target for p in turn.positions.get(seat, ()))
    )


def _snowdrift(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    _add_seat(game, SNOWDRIFT_SEATS, seat)
    game.log("snowdrift", msg("fl.survival.snowdrift", seat=SEATS[seat]))


# ---------------------------------------------------------------- Ice Bridge
def _bridge_moves(game: Game, seat: int) -> list[Option]:
    """Before any place resolves: each of the Hunted's figures to an adjacent
    place no Hunt token covers (it may leave a covered one)."""
    if _reached(game):
        return []
    turn = game.state.turn
    covered = {p for where in turn.tokens.values() for p in where}
    return [
        Option(Verb.MOVE, seat=seat, n=idx, place=dest)
        for idx, place in enumerate(turn.positions.get(seat, ()))
        for dest in game.rules.adjacent[place]
        if dest not in covered
    ]


def _ice_bridge(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    game.ask(seat, ICE_BRIDGE_MOVE, _bridge_moves(game, seat), private=False,
             prompt=msg("fl.survival.ice_bridge.prompt", card=CardRef(ICE_BRIDGE)))


def move_figure(game: Game, seat: int, idx: int, place: int, why: Arg) -> None:
    """A figure goes to another place: it resolves there as if that place had been
    revealed; the card laid is unchanged (it is still "this card", C8)."""
    positions = game.state.turn.positions[seat]
    before = positions[idx]
    positions[idx] = place
    game.log("ice_bridge", msg("fl.survival.figure_moved", seat=SEATS[seat],
                               before=PlaceRef(before), after=PlaceRef(place), why=why))


@handlers.answer(ICE_BRIDGE_MOVE)
def _ice_bridge_answer(game: Game, decision: Decision, option: Option) -> None:
    move_figure(game, option.seat, option.n, option.place, CardRef(ICE_BRIDGE))


# ----------------------------------------------------------------- Body Heat
def _body_heat_targets(game: Game, seat: int) -> list[int]:
    """Another Hunted beside the player, below 3 Will (C4), before any Hunt token
    resolves; never under Isolation."""
    if isolated(game) or _reached(game) > reckoning.NO_TOKEN:
        return []
    state = game.state
    mine = set(state.turn.positions.get(seat, ()))
    return [s for s in _others(game, seat)
            if mine & set(state.turn.positions.get(s, ())) and state.hunted[s].will < 3]


def _body_heat(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    _ask_seat(game, seat, BODY_HEAT_PICK, _body_heat_targets(game, seat),
              msg("fl.survival.body_heat.prompt", card=CardRef(BODY_HEAT)))


@handlers.answer(BODY_HEAT_PICK)
def _body_heat_answer(game: Game, decision: Decision, option: Option) -> None:
    card = CardRef(BODY_HEAT)
    if game.state.hunted[decision.seat].will < 3:
        game.gain_will(decision.seat, 1, card)
    game.gain_will(option.seat, 1, card)


# ------------------------------------------------------------------- Antidote
def _antidote_playable(game: Game, seat: int, back: tuple[Any, ...]) -> bool:
    return contamination.can_discard(game.state) and bool(_holders(game, seat))


def _antidote(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    _ask_seat(game, seat, ANTIDOTE_PICK, _holders(game, seat),
              msg("fl.survival.antidote.prompt", card=CardRef(ANTIDOTE)))


@handlers.answer(ANTIDOTE_PICK)
def _antidote_answer(game: Game, decision: Decision, option: Option) -> None:
    contamination.discard(game, option.seat, CardRef(ANTIDOTE))


# ----------------------------------------------------------- Distress Signal
def _distress_signal(game: Game, seat: int, back: tuple[Any, ...]) -> None:
    card = CardRef(DISTRESS_SIGNAL)
    game.move_track("rescue", 1, card)
    contamination.take(game, seat, card)


# ---------------------------------------------------------------- the cards
def _card(card_id: str, name: str, phase: int, text: str, at_resolve: bool = False) -> Card:
    return Card(card_id, "survival", name, phase, text, at_resolve=at_resolve)


TEXTS: dict[str, Card] = {
    c.id: c
    for c in (
        _card(SHARED_RATIONS, "Shared Rations", 1,
              "Another Hunted with 1 or 2 Will regains 1 Will."),
        _card(DIAGNOSTIC_KIT, "Diagnostic Kit", 1,
              "Look in secret at your Contamination tokens; you may then return 1 of them."),
        _card(BURIED_CACHE, "Buried Cache", 1,
              "Take back 1 discarded Place card; another Hunted takes back 1 of theirs."),
        _card(TRAIL_MARKERS, "Trail Markers", 1,
              "Look at the top 3 Survival cards: give 1 to another Hunted, put the rest back "
              "on top in any order."),
        _card(THERMAL_BLANKET, "Thermal Blanket", 1,
              "This turn you take no Contamination token, whatever the cause."),
        _card(TRIAGE, "Triage", 1,
              "Every Hunted holding 2 or more Contamination tokens returns 1."),
        _card(FLARE, "Flare", 2,
              "After the Hunt tokens are placed, another Hunted may swap their face-down card "
              "for one from their hand."),
        _card(WHITEOUT, "Whiteout", 2,
              "After the Hunt tokens are placed, move the Target token to an adjacent place."),
        _card(ROPE_LINE, "Rope Line", 3,
              "Before the Creature token acts on your place, shared with another Hunted: choose "
              "the only one there it catches. The others are spared but cannot use the place."),
        _card(PURIFICATION, "Purification", 3,
              "When you resolve a place you may use, instead of using it: return up to 2 "
              "Contamination tokens, from any Hunted.", at_resolve=True),
        _card(SNOWDRIFT, "Snowdrift", 3,
              "On the Target token's place, before it acts: ignore its Hunt cards, then "
              "resolve your place as usual."),
        _card(ICE_BRIDGE, "Ice Bridge", 3,
              "Before places resolve, move your figure to an adjacent place with no Hunt token; "
              "you resolve there."),
        _card(BODY_HEAT, "Body Heat", 3,
              "You and another Hunted on your place each regain 1 Will."),
        _card(ANTIDOTE, "Antidote", 4,
              "Choose a Hunted: they return 1 Contamination token."),
        _card(DISTRESS_SIGNAL, "Distress Signal", 4,
              "If Rescue is 2 or more spaces from Victory: move it 1 space, then take a "
              "Contamination token."),
    )
}

PLAYABLE: dict[str, Playable] = {
    SHARED_RATIONS: lambda g, s, b: bool(_rations_targets(g, s)),
    DIAGNOSTIC_KIT: lambda g, s, b: contamination.held_count(g.state, s) > 0,
    BURIED_CACHE: lambda g, s, b: bool(g.state.hunted[s].discard or _cache_others(g, s)),
    TRAIL_MARKERS: lambda g, s, b: g.survival_available() > 0,
    THERMAL_BLANKET: lambda g, s, b: not contamination.protected(g.state, s),
    TRIAGE: lambda g, s, b: contamination.can_discard(g.state) and bool(_triage_seats(g)),
    FLARE: lambda g, s, b: not isolated(g) and bool(_flare_targets(g, s)),
    WHITEOUT: _whiteout_playable,
    ROPE_LINE: lambda g, s, b: bool(_rope_choices(g, s)),
    PURIFICATION: _purification_playable,
    SNOWDRIFT: _snowdrift_playable,
    ICE_BRIDGE: lambda g, s, b: bool(_bridge_moves(g, s)),
    BODY_HEAT: lambda g, s, b: bool(_body_heat_targets(g, s)),
    ANTIDOTE: _antidote_playable,
    DISTRESS_SIGNAL: lambda g, s, b: g.state.left("rescue") >= 2,
}

EFFECTS: dict[str, CardEffect] = {
    SHARED_RATIONS: _shared_rations,
    DIAGNOSTIC_KIT: _diagnostic_kit,
    BURIED_CACHE: _buried_cache,
    TRAIL_MARKERS: _trail_markers,
    THERMAL_BLANKET: _thermal_blanket,
    TRIAGE: _triage,
    FLARE: _flare,
    WHITEOUT: _whiteout,
    ROPE_LINE: _rope_line,
    PURIFICATION: _purification,
    SNOWDRIFT: _snowdrift,
    ICE_BRIDGE: _ice_bridge,
    BODY_HEAT: _body_heat,
    ANTIDOTE: _antidote,
    DISTRESS_SIGNAL: _distress_signal,
}

CARDS: dict[str, Card] = attach(TEXTS, PLAYABLE, EFFECTS)


# ----------------------------------------------------------------- wording
def describe(option: Option, kind: str, view: GameView) -> Msg | None:
    """What this module's options do, where the base game's words would not say
    it (a Survival card chosen to give or to put on top, a card laid instead)."""
    if kind == TRAIL_GIVE:
        return msg("fl.survival.option.give", card=CardRef(option.card))
    if kind == TRAIL_TOP:
        return msg("fl.survival.option.top", card=CardRef(option.card))
    if kind == FLARE_SWAP and option.verb is Verb.EXPLORE:
        return msg("fl.survival.option.flare", place=PlaceRef(option.places[0]), n=option.n + 1)
    if kind == FLARE_SWAP:
        return msg("fl.survival.option.flare_keep")
    if kind == PURIFY_PICK and option.verb is Verb.TARGET:
        return msg("fl.survival.option.purify", seat=SEATS[option.seat])
    if kind == PURIFY_PICK:
        return msg("fl.survival.option.purify_stop")
    if kind == ROPE_PICK:
        return msg("fl.survival.option.rope", seat=SEATS[option.seat],
                   place=PlaceRef(option.place))
    return None


HOOKS: tuple[tuple[str, Hook], ...] = (("resolving", track_resolution),)
PUBLIC_EXTRA: frozenset[str] = frozenset({SNOWDRIFT_SEATS, REACHED, SPARED})
