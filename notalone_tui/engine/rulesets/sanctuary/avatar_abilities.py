"""The Avatars' abilities (``sanctuary-avatar-*``, designs section 3.5): each
Hunted's permanent ability, attached at the rule set's hook points and steps.

Each Hunted plays the Avatar :class:`.state.Board` shows face up for their
seat, in the full game and, for the six with the Not Alone icon, in the light
variant. An ability is not a card (C12): it never counts toward the
Survival-card limit and Despair does not stop it unless its text draws a
Survival card. A max-1x/turn ability is used up in :data:`USED` (``turn.extra``,
public); a trigger that would do nothing is silent and does not use it up.
Each ability, when it acts, counts ``game.stat(<avatar id> + ":used")``.

Where the abilities act (the designs' C1 windows):

* Phase 1, the Hunted's own exploring: Ysolde Harrow (a Survival card for a
  discarded Place card) and Zainab Roux (a Survivor card for 1 Will) add
  options to the private exploring decision (hooks ``explore_options`` and
  ``explore_alternative``);
* Phase 2, once the Creature has placed its tokens and before the Hunted's
  card window: Bastien Okoro may move the Artemia token (a step of its own,
  :data:`BASTIEN`, added to the phase by :func:`phases`);
* Phase 3, Target step: Ren Castellanos may ignore the Target token's cards
  (hook ``target_resolving``, before the cards act); Creature-token step: Ingrid
  Solheim draws after losing Will to it (hook ``creature_caught``);
* Phase 3, rescuing and sheltering (:mod:`.rescue`): Hiroshi Adeyemi also
  rescues from places diagonally next to the Sanctuary token (hook
  ``rescue_reach``; he is counted as acting when such a rescue happens, hook
  ``rescued``); Maëlle Dunbar, once she has rescued, may take back 1 Place card
  (hook ``rescued``, step :data:`MAELLE`); Saskia Ferro may keep 1 Survivor card
  when she shelters, if she holds 2 or more (hook ``sheltering``: the shelter's
  own question, :data:`.rescue.KEEP`, then offers it);
* Phase 4: Kofi Marchetti may swap a played card for one in hand just before
  the played cards are discarded (step :data:`KOFI`, added by :func:`phases`);
  Lior Vance looks at a random Hunt card once the Creature has refilled (hook
  ``creature_refilled``);
* Phase 5: Teodor Blaise adds a step to the Sanctuary token's move (hook
  ``sanctuary_moving``) and Caspian Mbatha cancels the Creature's DNA intake
  when it evolves (hook ``evolving``).

Hook order matters where a Creature ability attaches at the same point: every
ability here schedules a step, and steps scheduled later run first. Teodor
must act before Burrower, so its hook goes after the Evolutions' at
``sanctuary_moving``; Caspian must act after any DNA bonus, so its hook goes
before theirs at ``evolving`` (:func:`add_hooks` places them so).

Optional choices that show a secret (the Hunted's hand, Survival or Survivor
cards) are private decisions; each is offered whenever public facts allow the
ability (the Avatar not used this turn, the number of cards held, the tokens),
so its presence tells the other seats nothing they do not know (R23).

"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...messages import SEATS, CardRef, PlaceRef, TokenRef, msg, places
from ...messages import cards as card_refs
from ...options import PASS, Decision, Option, Verb, take_back
from ...ruleset import Handlers, Hook, Phase
from ...state import Step
from ..base import tokens
from ..base.tokens import ARTEMIA, CREATURE
from . import rescue, survivors
from .cards import AVATARS
from .state import BOARD, cards, turn

if TYPE_CHECKING:
    from ...game import Game
    from ...state import GameState

handlers = Handlers()
step = handlers.step
answer = handlers.answer

YSOLDE = "sanctuary-avatar-ysolde-harrow"
BASTIEN = "sanctuary-avatar-bastien-okoro"
REN = "sanctuary-avatar-ren-castellanos"
INGRID = "sanctuary-avatar-ingrid-solheim"
KOFI = "sanctuary-avatar-kofi-marchetti"
LIOR = "sanctuary-avatar-lior-vance"
MAELLE = "sanctuary-avatar-maelle-dunbar"
HIROSHI = "sanctuary-avatar-hiroshi-adeyemi"
SASKIA = "sanctuary-avatar-saskia-ferro"
TEODOR = "sanctuary-avatar-teodor-blaise"
ZAINAB = "sanctuary-avatar-zainab-roux"
CASPIAN = "sanctuary-avatar-caspian-mbatha"

#: The Avatars whose ability this module implements.
IMPLEMENTED: tuple[str, ...] = (
    YSOLDE, BASTIEN, REN, INGRID, KOFI, LIOR, MAELLE, HIROSHI, SASKIA, TEODOR, ZAINAB,
    CASPIAN,
)
#: The Avatars not implemented yet (none).
PENDING: tuple[str, ...] = ()

#: ``turn.extra`` key (public): the max-1x/turn Avatars used this turn.
USED = "sa_avatars_used"
#: The keys of ``turn.extra`` this module writes, all public: :data:`USED`, and
#: the base game's "ignore the Target token's cards" list (Ren Castellanos).
PUBLIC: frozenset[str] = frozenset({USED, tokens.IGNORE_TARGET})
#: The event kind of Lior Vance's look: private news its two seats see at once.
PEEK = "sa_avatar_peek"

#: Decision kinds the abilities add (each ability's step has its Avatar's id).
YSOLDE_TAKE = "sa_avatar_ysolde_take"
BASTIEN_MOVE = "sa_avatar_bastien_move"
BASTIEN_DISCARD = "sa_avatar_bastien_discard"
REN_IGNORE = "sa_avatar_ren_ignore"
KOFI_EXCHANGE = "sa_avatar_kofi_exchange"
KOFI_DISCARD = "sa_avatar_kofi_discard"
MAELLE_TAKE = "sa_avatar_maelle_take"
TEODOR_MOVE = "sa_avatar_teodor_move"
CASPIAN_CANCEL = "sa_avatar_caspian_cancel"
#: Decision kind -> the Avatar whose ability asks it.
KINDS: Mapping[str, str] = {
    YSOLDE_TAKE: YSOLDE,
    BASTIEN_MOVE: BASTIEN,
    BASTIEN_DISCARD: BASTIEN,
    REN_IGNORE: REN,
    KOFI_EXCHANGE: KOFI,
    KOFI_DISCARD: KOFI,
    MAELLE_TAKE: MAELLE,
    TEODOR_MOVE: TEODOR,
    CASPIAN_CANCEL: CASPIAN,
}

#: Target cards whose effect a Hunted on the token cannot be spared at the
#: Target step: Force Field acts in Phase 1 (no figure stands there) and Clone
#: makes the token a Creature token, which Ren cannot ignore.
NOT_IGNORED: frozenset[str] = frozenset({"hunt-force-field", "hunt-clone"})


# ------------------------------------------------------------------ helpers
def avatars_of(state: GameState) -> dict[int, str]:
    """Hunted seat -> the Avatar they play (empty when the expansion is not played)."""
    found = state.extra.get(BOARD)
    return found.avatars if found is not None else {}


def avatar_of(state: GameState, seat: int) -> str | None:
    return avatars_of(state).get(seat)


def seat_of(state: GameState, avatar: str) -> int | None:
    """The Hunted playing ``avatar``, if anyone does."""
    for seat, played in avatars_of(state).items():
        if played == avatar:
            return seat
    return None


def used(state: GameState) -> tuple[str, ...]:
    return tuple(state.turn.extra.get(USED, ()))


def ready(game: Game, seat: int, avatar: str) -> bool:
    """``seat`` plays ``avatar`` and may still use it this turn (max 1x/turn, C6)."""
    state = game.state
    if avatar_of(state, seat) != avatar:
        return False
    return not AVATARS[avatar].once_per_turn or avatar not in used(state)


def use(game: Game, seat: int, avatar: str) -> None:
    """``avatar``'s ability acts: counted, and a max-1x/turn one is used up."""
    if AVATARS[avatar].once_per_turn:
        extra = game.state.turn.extra
        extra[USED] = [*extra.get(USED, ()), avatar]
    game.stat(avatar + ":used")


def intake_cancelled(state: GameState) -> bool:
    """Whether Caspian Mbatha cancelled this Phase 5's DNA intake (an Evolution
    adding DNA when the Creature evolves should then add none)."""
    return CASPIAN in used(state)


def held(state: GameState, seat: int) -> list[str]:
    """The Survivor cards ``seat`` holds face down (read only)."""
    if BOARD not in state.extra:
        return []
    return list(cards(state).held.get(seat, ()))


def _by(seat: int, avatar: str) -> dict[str, Any]:
    return {"seat": SEATS[seat], "avatar": CardRef(avatar)}


def _discard_survival(game: Game, seat: int, card: str, avatar: str) -> None:
    """Discard a Survival card for an ability: not a card played (C12)."""
    state = game.state
    state.hunted[seat].survival.remove(card)
    state.survival_discard.append(card)
    game.log("avatar", msg("sa.avatars.discard_survival", **_by(seat, avatar), card=CardRef(card)))


def _survivor_options(state: GameState, seat: int) -> list[Option]:
    return [PASS, *(Option(Verb.DISCARD, card=c) for c in sorted(set(held(state, seat))))]


# --------------------------------------------------- Phase 1: exploring
def explore_options(game: Game, seat: int, options: list[Option]) -> None:
    """Ysolde's and Zainab's choices join the Hunted's private exploring decision."""
    state = game.state
    avatar = avatar_of(state, seat)
    if avatar is None or not ready(game, seat, avatar):
        return
    h = state.hunted[seat]
    if avatar == YSOLDE and h.discard:
        options.extend(Option(Verb.DISCARD, card=c) for c in sorted(set(h.survival)))
    elif avatar == ZAINAB and h.will in (1, 2):
        options.extend(Option(Verb.DISCARD, card=c) for c in sorted(set(held(state, seat))))


def explore_alternative(game: Game, seat: int, option: Option) -> None:
    """An exploring Hunted chose an Avatar's option; exploring is asked again after."""
    state = game.state
    avatar = avatar_of(state, seat)
    if option.verb is not Verb.DISCARD or avatar is None or not ready(game, seat, avatar):
        return
    if avatar == YSOLDE and option.card in state.hunted[seat].survival:
        use(game, seat, YSOLDE)
        _discard_survival(game, seat, option.card, YSOLDE)
        game.push((YSOLDE, seat))
    elif avatar == ZAINAB and option.card in held(state, seat):
        use(game, seat, ZAINAB)
        survivors.discard(game, seat, [option.card], CardRef(ZAINAB))
        game.gain_will(seat, 1, CardRef(ZAINAB))


@step(YSOLDE)
def _ysolde_take(game: Game, seat: int) -> None:
    discard = game.state.hunted[seat].discard
    if not discard:
        return
    game.ask(
        seat,
        YSOLDE_TAKE,
        [take_back(c) for c in discard],
        private=True,
        prompt=msg("sa.avatars.ysolde.prompt", avatar=CardRef(YSOLDE)),
        public_prompt=msg("sa.avatars.ysolde.public", **_by(seat, YSOLDE)),
    )


@answer(YSOLDE_TAKE)
def _ysolde_take_answer(game: Game, decision: Decision, option: Option) -> None:
    game.take_back(decision.seat, [option.place], CardRef(YSOLDE))


# ------------------------------------------------ Phase 2: Bastien Okoro
def _artemia_moves(game: Game, seat: int) -> list[Option]:
    """Where Bastien may move the Artemia token: laid on one place only (not
    under Virus), and he holds a Place card to discard."""
    state = game.state
    where = state.turn.tokens.get(ARTEMIA, ())
    if len(where) != 1 or not state.hunted[seat].hand:
        return []
    return [Option(Verb.MOVE, card=ARTEMIA, place=p) for p in game.rules.adjacent[where[0]]]


@step(BASTIEN)
def _bastien(game: Game) -> None:
    state = game.state
    seat = seat_of(state, BASTIEN)
    if seat is None or not ready(game, seat, BASTIEN):
        return
    moves = _artemia_moves(game, seat)
    if not moves:
        return
    game.ask(
        seat,
        BASTIEN_MOVE,
        [PASS, *moves],
        private=False,
        prompt=msg("sa.avatars.bastien.prompt", avatar=CardRef(BASTIEN), token=TokenRef(ARTEMIA)),
        public_prompt=msg("sa.avatars.bastien.public", **_by(seat, BASTIEN),
                          token=TokenRef(ARTEMIA)),
    )


@answer(BASTIEN_MOVE)
def _bastien_move(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    seat = decision.seat
    hand = game.state.hunted[seat].hand
    game.ask(
        seat,
        BASTIEN_DISCARD,
        [Option(Verb.DISCARD, place=c) for c in hand],
        private=True,
        prompt=msg("sa.avatars.bastien.discard", avatar=CardRef(BASTIEN),
                   place=PlaceRef(option.place)),
        public_prompt=msg("sa.avatars.discarding", **_by(seat, BASTIEN)),
        ctx=(option.place,),
    )


@answer(BASTIEN_DISCARD)
def _bastien_discard(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    to = decision.ctx[0]
    tokens_now = game.state.turn.tokens
    before = tokens_now[ARTEMIA]
    use(game, seat, BASTIEN)
    game.discard_places(seat, [option.place], CardRef(BASTIEN))
    tokens_now[ARTEMIA] = (to,)
    game.log("token_move", msg("sa.avatars.bastien", **_by(seat, BASTIEN), token=TokenRef(ARTEMIA),
                               came=places(before), place=PlaceRef(to)))


# ------------------------------------------- Phase 3: Ren Castellanos
def _target_hunts(game: Game) -> bool:
    """The Target token acts as a Creature token this turn (Clone, Horde)."""
    state = game.state
    if tokens.clone_active(game):
        return True
    return len(game.rules.hunting_places(state)) > len(state.turn.tokens.get(CREATURE, ()))


def _ignorable(game: Game) -> list[str]:
    """The Target cards whose effect a Hunted on the token would suffer now."""
    if _target_hunts(game):
        return []
    return [c for c in game.state.turn.target_cards if c not in NOT_IGNORED]


def ren(game: Game, places: tuple[int, ...]) -> None:
    """Before the Target token's cards act: Ren on the token may ignore them."""
    state = game.state
    seat = seat_of(state, REN)
    if seat is None or not ready(game, seat, REN):
        return
    turn_ = state.turn
    if not set(turn_.positions.get(seat, ())) & set(places):
        return
    if seat in turn_.extra.get(tokens.IGNORE_TARGET, ()):
        return
    if state.hunted[seat].survival and _ignorable(game):
        game.push((REN, seat))


@step(REN)
def _ren(game: Game, seat: int) -> None:
    survival = game.state.hunted[seat].survival
    if not survival or not ready(game, seat, REN):
        return
    game.ask(
        seat,
        REN_IGNORE,
        [PASS, *(Option(Verb.DISCARD, card=c) for c in sorted(set(survival)))],
        private=True,
        prompt=msg("sa.avatars.ren.prompt", avatar=CardRef(REN),
                   cards=card_refs(_ignorable(game))),
        public_prompt=msg("sa.avatars.ren.public", **_by(seat, REN)),
        auto=False,
    )


@answer(REN_IGNORE)
def _ren_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    seat = decision.seat
    extra = game.state.turn.extra
    use(game, seat, REN)
    _discard_survival(game, seat, option.card, REN)
    extra[tokens.IGNORE_TARGET] = (*extra.get(tokens.IGNORE_TARGET, ()), seat)
    game.log("avatar", msg("sa.avatars.ren", **_by(seat, REN), cards=card_refs(_ignorable(game))))


# ------------------------------------------- Phase 3: Ingrid Solheim
def ingrid(game: Game, seats: tuple[int, ...]) -> None:
    """After the Creature token's Will losses: Ingrid, if caught, draws 1 Survival
    card (not under Despair), even if the loss took her to 0 Will."""
    state = game.state
    seat = seat_of(state, INGRID)
    if seat is None or seat not in seats or not ready(game, seat, INGRID):
        return
    if state.turn.despair or not game.survival_available():
        return
    use(game, seat, INGRID)
    game.log("avatar", msg("sa.avatars.ingrid", **_by(seat, INGRID)))
    if game.draw_survival(seat, 1):
        # A Survival card drawn in Phase 3 may still be played in it (R10).
        game.push(("window", 3, (seat,)))


# ----------------------------- Phase 3: rescuing (Hiroshi, Maëlle, Saskia)
def hiroshi_reach(game: Game, seat: int, reach: list[str]) -> None:
    """Hiroshi also rescues from places diagonally next to the Sanctuary token."""
    if avatar_of(game.state, seat) == HIROSHI:
        reach.append(rescue.DIAGONAL)


def hiroshi_rescued(game: Game, seat: int, cards: tuple[str, ...], reach: str) -> None:
    """Hiroshi's ability acted if the rescue came from a diagonal place."""
    if reach == rescue.DIAGONAL and avatar_of(game.state, seat) == HIROSHI:
        use(game, seat, HIROSHI)
        game.log("avatar", msg("sa.avatars.hiroshi", **_by(seat, HIROSHI)))


def maelle(game: Game, seat: int, cards: tuple[str, ...], reach: str) -> None:
    """Maëlle has rescued: she may take back 1 Place card (nothing to take: silent)."""
    if ready(game, seat, MAELLE) and game.state.hunted[seat].discard:
        game.push((MAELLE, seat))


@step(MAELLE)
def _maelle(game: Game, seat: int) -> None:
    discard = game.state.hunted[seat].discard
    if not discard or not ready(game, seat, MAELLE):
        return
    game.ask(
        seat,
        MAELLE_TAKE,
        [PASS, *(take_back(c) for c in sorted(set(discard)))],
        private=False,
        prompt=msg("sa.avatars.maelle.prompt", avatar=CardRef(MAELLE)),
        public_prompt=msg("sa.avatars.maelle.public", **_by(seat, MAELLE)),
    )


@answer(MAELLE_TAKE)
def _maelle_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    use(game, decision.seat, MAELLE)
    game.take_back(decision.seat, [option.place], CardRef(MAELLE))


def saskia(game: Game, seat: int, keep: list[str]) -> None:
    """Saskia shelters: she may keep 1 of her Survivor cards (the shelter asks;
    with only 1 card she must discard it). Counted as acting when she keeps one."""
    if avatar_of(game.state, seat) == SASKIA:
        keep.append(SASKIA)


# ------------------------------------------- Phase 4: Kofi Marchetti
def _exchangeable(game: Game, seat: int) -> list[int]:
    """Played cards Kofi may take back: not one an effect already returns to
    hand (Jungle, Double Back), nor one no longer in play (a removed Monolith)."""
    state = game.state
    returning = state.turn.returning.get(seat, ())
    return [c for c in state.hunted[seat].played if c not in returning]


@step(KOFI)
def _kofi(game: Game) -> None:
    state = game.state
    seat = seat_of(state, KOFI)
    if seat is None or not ready(game, seat, KOFI) or not state.hunted[seat].hand:
        return
    played = _exchangeable(game, seat)
    if not played:
        return
    game.ask(
        seat,
        KOFI_EXCHANGE,
        [PASS, *(Option(Verb.TAKE_BACK, place=c) for c in played)],
        private=False,
        prompt=msg("sa.avatars.kofi.prompt", avatar=CardRef(KOFI)),
        public_prompt=msg("sa.avatars.kofi.public", **_by(seat, KOFI)),
    )


@answer(KOFI_EXCHANGE)
def _kofi_exchange(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    seat = decision.seat
    game.ask(
        seat,
        KOFI_DISCARD,
        [Option(Verb.DISCARD, place=c) for c in game.state.hunted[seat].hand],
        private=True,
        prompt=msg("sa.avatars.kofi.discard", avatar=CardRef(KOFI), place=PlaceRef(option.place)),
        public_prompt=msg("sa.avatars.discarding", **_by(seat, KOFI)),
        ctx=(option.place,),
    )


@answer(KOFI_DISCARD)
def _kofi_discard(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    played = decision.ctx[0]
    h = game.state.hunted[seat]
    use(game, seat, KOFI)
    game.discard_places(seat, [option.place], CardRef(KOFI))
    h.played.remove(played)
    h.hand.append(played)
    h.hand.sort()
    game.log("avatar", msg("sa.avatars.kofi", **_by(seat, KOFI), place=PlaceRef(played)))


# ----------------------------------------------- Phase 4: Lior Vance
def lior(game: Game, cards: tuple[str, ...]) -> None:
    """Once the Creature has refilled (and any ability drawing with it has drawn)."""
    seat = seat_of(game.state, LIOR)
    if seat is not None and ready(game, seat, LIOR):
        game.push((LIOR, seat))


@step(LIOR)
def _lior(game: Game, seat: int) -> None:
    state = game.state
    hand = state.creature.hand
    if not hand or not ready(game, seat, LIOR):
        return
    use(game, seat, LIOR)
    seen = game.rng().choice(sorted(hand))
    game.log(
        PEEK,
        msg("sa.avatars.lior", **_by(seat, LIOR)),
        {
            seat: msg("sa.avatars.lior.seen", avatar=CardRef(LIOR), card=CardRef(seen)),
            state.creature.seat: msg("sa.avatars.lior.shown", **_by(seat, LIOR),
                                     card=CardRef(seen)),
        },
    )


# ----------------------------------------------- Phase 5: Teodor Blaise
def teodor(game: Game) -> None:
    """The Sanctuary token is about to move: Teodor may add a step (a Hunted
    effect, before the Creature's; Safe Passage, played earlier, is combined)."""
    state = game.state
    seat = seat_of(state, TEODOR)
    if seat is not None and ready(game, seat, TEODOR) and held(state, seat):
        game.push((TEODOR, seat))


@step(TEODOR)
def _teodor(game: Game, seat: int) -> None:
    state = game.state
    if not held(state, seat) or not ready(game, seat, TEODOR):
        return
    game.ask(
        seat,
        TEODOR_MOVE,
        _survivor_options(state, seat),
        private=True,
        prompt=msg("sa.avatars.teodor.prompt", avatar=CardRef(TEODOR),
                   n=max(0, turn(state).move_steps)),
        public_prompt=msg("sa.avatars.teodor.public", **_by(seat, TEODOR)),
        auto=False,
    )


@answer(TEODOR_MOVE)
def _teodor_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    seat = decision.seat
    t = turn(game.state)
    use(game, seat, TEODOR)
    survivors.discard(game, seat, [option.card], CardRef(TEODOR))
    t.move_steps = max(0, t.move_steps) + 1
    game.log("avatar", msg("sa.avatars.teodor", **_by(seat, TEODOR), n=t.move_steps))


# ---------------------------------------------- Phase 5: Caspian Mbatha
def caspian(game: Game) -> None:
    """The Creature chose to evolve: Caspian may cancel its whole DNA intake."""
    state = game.state
    seat = seat_of(state, CASPIAN)
    if seat is not None and ready(game, seat, CASPIAN) and held(state, seat):
        game.push((CASPIAN, seat))


@step(CASPIAN)
def _caspian(game: Game, seat: int) -> None:
    state = game.state
    if not held(state, seat) or not ready(game, seat, CASPIAN):
        return
    game.ask(
        seat,
        CASPIAN_CANCEL,
        _survivor_options(state, seat),
        private=True,
        prompt=msg("sa.avatars.caspian.prompt", avatar=CardRef(CASPIAN)),
        public_prompt=msg("sa.avatars.caspian.public", **_by(seat, CASPIAN)),
        auto=False,
    )


@answer(CASPIAN_CANCEL)
def _caspian_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    seat = decision.seat
    use(game, seat, CASPIAN)
    survivors.discard(game, seat, [option.card], CardRef(CASPIAN))
    turn(game.state).intake = 0
    game.log("avatar", msg("sa.avatars.caspian", **_by(seat, CASPIAN)))


# ------------------------------------------------------------ wiring
#: Abilities scheduled after the Creature's at the same hook point run first.
HOOKS_AFTER: dict[str, tuple[Hook, ...]] = {
    "explore_options": (explore_options,),
    "explore_alternative": (explore_alternative,),
    "target_resolving": (ren,),
    "creature_caught": (ingrid,),
    "rescue_reach": (hiroshi_reach,),
    "rescued": (hiroshi_rescued, maelle),
    "sheltering": (saskia,),
    "creature_refilled": (lior,),
    "sanctuary_moving": (teodor,),
}
#: Abilities that must act after the Creature's at the same hook point.
HOOKS_BEFORE: dict[str, tuple[Hook, ...]] = {
    "evolving": (caspian,),
}


def add_hooks(hooks: Mapping[str, tuple[Hook, ...]]) -> dict[str, tuple[Hook, ...]]:
    """``hooks`` with the Avatars' abilities attached (see the module's note on order)."""
    out = dict(hooks)
    for point, added in HOOKS_AFTER.items():
        out[point] = (*out.get(point, ()), *added)
    for point, added in HOOKS_BEFORE.items():
        out[point] = (*added, *out.get(point, ()))
    return out


def _insert_before(inner: Callable[[Game], list[Step]], mark: Step,
                   added: Step) -> Callable[[Game], list[Step]]:
    def steps(game: Game) -> list[Step]:
        laid = inner(game)
        at = laid.index(mark) if mark in laid else len(laid)
        return [*laid[:at], added, *laid[at:]]

    return steps


def phases(phases: tuple[Phase, ...]) -> tuple[Phase, ...]:
    """The rule set's phases with the Avatars' own steps: Bastien once the
    Creature has placed its tokens, before the Hunted's Phase-2 window; Kofi
    after the Phase-4 cards, just before the played cards are discarded."""
    out = []
    for phase in phases:
        if phase.number == 2:
            phase = replace(phase, steps=_insert_before(phase.steps, ("window", 2), (BASTIEN,)))
        elif phase.number == 4:
            phase = replace(phase, steps=_insert_before(phase.steps, ("cleanup",), (KOFI,)))
        out.append(phase)
    return tuple(out)


def check(state: Any, problems: list[str]) -> list[str]:
    """Invariants of the abilities: only Avatars in play were used, once each."""
    spent = used(state)
    if len(spent) != len(set(spent)):
        problems.append(f"an Avatar used twice in one turn: {spent}")
    idle = set(spent) - set(avatars_of(state).values())
    if idle:
        problems.append(f"Avatars used by nobody: {sorted(idle)}")
    return problems


__all__ = [
    "BASTIEN", "CASPIAN", "HIROSHI", "IMPLEMENTED", "INGRID", "KINDS", "KOFI", "LIOR",
    "MAELLE", "MAELLE_TAKE", "PEEK", "PENDING", "PUBLIC", "REN", "SASKIA", "TEODOR", "USED", "YSOLDE",
    "ZAINAB", "add_hooks", "avatar_of", "check", "handlers", "intake_cancelled", "phases",
    "ready", "seat_of", "use",
]
