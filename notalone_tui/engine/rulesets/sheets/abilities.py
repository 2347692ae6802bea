"""The abilities of the character sheets, attached at the rule set's hook points.

Hunted abilities are limited to once per turn each (``turn.extra[USED]``);
their owner is the Hunted dealt the character (``state.extra[CHARACTERS_KEY]``).
A trigger that would do nothing is silent and does not use the ability up.

Frozen Lands and Sanctuary cards named in the sheets' edge cases (Isolation,
Glacial Pace, Terror, Spores, Sharp, Horde, Ice Bridge, Snowdrift...) do not
exist yet. When they come, :func:`blocked` is where Isolation switches the Hunted
abilities off, and the hooks already see the figures and tokens those cards move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...messages import SEATS, CardRef, Msg, PlaceRef, msg
from ...options import PASS, Decision, Option, Verb, take_back
from ...ruleset import Handlers, Hook
from ..frozen_lands.hunt_cards import ISOLATION

if TYPE_CHECKING:
    from ...game import Game

handlers = Handlers()
step = handlers.step
answer = handlers.answer

#: ``state.extra`` key: Hunted seat -> character id (public).
CHARACTERS_KEY = "sheets_characters"
#: ``state.extra`` key: the Creature sheet's abilities in play (public).
CREATURE_KEY = "sheets_creature"
#: ``turn.extra`` key: the Hunted seats whose ability was used this turn.
USED = "sheets_used"

DARA = "remastered-hunted-dara-mbeki"
OLEG = "remastered-hunted-oleg-varga"
VERA = "remastered-hunted-vera-lindqvist"
TOMAS = "remastered-hunted-tomas-achebe"
MIRA = "remastered-hunted-mira-solano"
KENJI = "remastered-hunted-kenji-halvorsen"
LURKING = "remastered-creature-ability-1-lurking-hunter"
PACK = "remastered-creature-ability-2-pack-instinct"

#: The Hunted characters, in the order of their sheets.
CHARACTERS: tuple[str, ...] = (DARA, OLEG, VERA, TOMAS, MIRA, KENJI)
#: The Creature sheet's abilities.
CREATURE_ABILITIES: tuple[str, ...] = (LURKING, PACK)
#: Pack Instinct needs this many players in all.
PACK_PLAYERS = 5
#: Lurking Hunter's hand size after a miss.
LURKING_HAND = 4

#: The sheets' state is all public (characters, Creature abilities, abilities
#: used this turn), so a search bot's imagined games carry it as it is.
PUBLIC: frozenset[str] = frozenset({CHARACTERS_KEY, CREATURE_KEY, USED})

#: Decision kinds the sheets add.
DARA_SAVE = "sheets_dara_save"
TAKE_BACK_ONE = "sheets_take_back"
VERA_CHOOSE = "sheets_vera_choose"
VERA_TAKE = "sheets_vera_take"
TOMAS_CHOOSE = "sheets_tomas_choose"
PACK_DISCARD = "sheets_pack_discard"


def name(ability: str) -> Msg:
    """A character's or ability's name, as a message."""
    return msg(f"sheets.name.{ability}")


def short(ability: str) -> Msg:
    """A character's short name (the first name), for narrow tables."""
    return msg(f"sheets.short.{ability}")


def about() -> Msg:
    """The sheets in a few words, for the help above the characters."""
    return msg("sheets.about")


def designed() -> Msg:
    """The label every sheet carries in the app: not official text (R41)."""
    return msg("sheets.designed")


def text(ability: str) -> Msg:
    """What a character's or ability's sheet says: trigger, effect and limit,
    as the help and the owner's private screen show it."""
    return msg(f"sheets.text.{ability}")


def characters_of(state: Any) -> dict[int, str]:
    """Hunted seat -> character, empty when the sheets are not played."""
    found = state.extra.get(CHARACTERS_KEY, {})
    return found if isinstance(found, dict) else {}


def creature_abilities(players: int) -> tuple[str, ...]:
    return CREATURE_ABILITIES if players >= PACK_PLAYERS else (LURKING,)


#: The abilities that act on another Hunted, which Frozen Lands' Isolation switches off.
HELPING: frozenset[str] = frozenset({DARA, VERA, TOMAS})
#: ``turn.extra`` key (public) set while Isolation is in effect; a rule set that
#: never sets it leaves every ability on.
ISOLATED = ISOLATION


def blocked(game: Game, seat: int, character: str) -> bool:
    """Whether an effect switches this Hunted's ability off: under Isolation no
    ability may affect another Hunted, so Dara, Vera and Tomas cannot trigger."""
    return character in HELPING and bool(game.state.turn.extra.get(ISOLATED, False))


def ready(game: Game, seat: int, character: str) -> bool:
    """``seat`` plays ``character`` and may still use its ability this turn."""
    state = game.state
    return (
        characters_of(state).get(seat) == character
        and seat not in state.turn.extra.get(USED, ())
        and not blocked(game, seat, character)
    )


def use(game: Game, seat: int, character: str) -> None:
    game.state.turn.extra.setdefault(USED, []).append(seat)
    game.stat(character)


def _by(seat: int, character: str) -> dict[str, Any]:
    return {"seat": SEATS[seat], "character": name(character)}


# ------------------------------------------------------ taking back one card
@step("sheets_take_back")
def take_back_one(game: Game, seat: int, character: str) -> None:
    """Oleg's and Mira's extra card: one discarded Place card of the owner's choice."""
    h = game.state.hunted[seat]
    if not h.discard or not ready(game, seat, character):
        return
    use(game, seat, character)
    game.log("ability", msg("sheets.take_back", **_by(seat, character)))
    game.ask(
        seat,
        TAKE_BACK_ONE,
        [take_back(c) for c in h.discard],
        private=True,
        prompt=msg("sheets.take_back.prompt", character=name(character)),
        public_prompt=msg("sheets.take_back.public", seat=SEATS[seat]),
        ctx=(character,),
    )


@answer(TAKE_BACK_ONE)
def _take_back_one(game: Game, decision: Decision, option: Option) -> None:
    game.take_back(decision.seat, [option.place], name(decision.ctx[0]))


# --------------------------------------------------------------------- Oleg
def oleg(game: Game, seat: int, will_lost: int, cards: int) -> None:
    """Resisting takes back one more Place card (after the Resist's own picks)."""
    if ready(game, seat, OLEG):
        game.push(("sheets_take_back", seat, OLEG))


# --------------------------------------------------------------------- Mira
def scout_trigger(game: Game, seat: int, place: int) -> bool:
    """Mira's condition: ``place`` carries no Hunt token and lies next to a place
    where a Creature token acts (the token, or the Target acting as one)."""
    state = game.state
    if any(place in covered for covered in state.turn.tokens.values()):
        return False
    hunting = game.rules.hunting_places(state)
    return any(place in game.rules.adjacent[h] for h in hunting)


def mira(game: Game, seat: int, place: int) -> None:
    """Resolving a token-free place next to the Creature: one more card back,
    once the resolution is done (pushed under the decision about to be asked)."""
    if ready(game, seat, MIRA) and scout_trigger(game, seat, place):
        game.push(("sheets_take_back", seat, MIRA))


# --------------------------------------------------------------------- Vera
def _lacking(game: Game, seat: int) -> list[int]:
    state = game.state
    h = state.hunted[seat]
    return [k for k in sorted(state.reserve) if state.reserve[k] > 0 and not h.owns(k)]


def vera(game: Game, seat: int, place: int, option: Option) -> None:
    if place == 5 and ready(game, seat, VERA):
        game.push(("sheets_vera", seat))


@step("sheets_vera")
def vera_step(game: Game, seat: int) -> None:
    others = [s for s in game.hunted_order if s != seat and _lacking(game, s)]
    if not others or not ready(game, seat, VERA):
        return
    _ask_teammate(game, seat, VERA, VERA_CHOOSE, others,
                  msg("sheets.vera.prompt", character=name(VERA)),
                  msg("sheets.vera.public", seat=SEATS[seat]))


def _ask_teammate(game: Game, seat: int, character: str, kind: str, others: list[int],
                  prompt: Msg, public_prompt: Msg) -> None:
    """Use ``character``'s ability: its owner picks, in the open, one of ``others``."""
    use(game, seat, character)
    game.ask(seat, kind, [Option(Verb.CHOOSE, seat=s) for s in others], private=False,
             prompt=prompt, public_prompt=public_prompt)


@answer(VERA_CHOOSE)
def _vera_choose(game: Game, decision: Decision, option: Option) -> None:
    target = option.seat
    game.log("ability", msg("sheets.vera", **_by(decision.seat, VERA), target=SEATS[target]))
    game.ask(
        target,
        VERA_TAKE,
        [*(Option(Verb.CHOOSE, place=k) for k in _lacking(game, target)), PASS],
        private=False,
        prompt=msg("sheets.vera.take.prompt", character=name(VERA)),
        public_prompt=msg("sheets.vera.take.public", seat=SEATS[target]),
    )


@answer(VERA_TAKE)
def _vera_take(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    if option.verb is Verb.PASS:
        game.log("ability", msg("sheets.vera.none", seat=SEATS[seat]))
        return
    state = game.state
    h = state.hunted[seat]
    state.reserve[option.place] -= 1
    h.hand.append(option.place)
    h.hand.sort()
    game.log("ability", msg("sheets.vera.take", seat=SEATS[seat], place=PlaceRef(option.place),
                            character=name(VERA)))


# -------------------------------------------------------------------- Tomas
def tomas(game: Game, seat: int, place: int, cards: tuple[str, ...]) -> None:
    if cards and ready(game, seat, TOMAS):
        game.push(("sheets_tomas", seat))


@step("sheets_tomas")
def tomas_step(game: Game, seat: int) -> None:
    others = [s for s in game.hunted_order if s != seat]
    if not others or not game.survival_available() or not ready(game, seat, TOMAS):
        return
    _ask_teammate(game, seat, TOMAS, TOMAS_CHOOSE, others,
                  msg("sheets.tomas.prompt", character=name(TOMAS)),
                  msg("sheets.tomas.public", seat=SEATS[seat]))


@answer(TOMAS_CHOOSE)
def _tomas_choose(game: Game, decision: Decision, option: Option) -> None:
    target = option.seat
    game.log("ability", msg("sheets.tomas", **_by(decision.seat, TOMAS), target=SEATS[target]))
    if game.draw_survival(target, 1) and game.state.turn.phase == 3:
        # A Survival card drawn in Phase 3 may still be played in it (R10).
        game.push(("window", 3, (target,)))


# -------------------------------------------------------------------- Kenji
def kenji_options(game: Game, seat: int, options: list[Option]) -> None:
    """Kenji may answer the Artemia token with a Survival card: the choice joins
    the token's own private decision (which is asked anyway)."""
    survival = game.state.hunted[seat].survival
    if survival and ready(game, seat, KENJI):
        options.extend(Option(Verb.DISCARD, card=c) for c in survival)


def kenji(game: Game, seat: int, option: Option) -> None:
    if option.verb is not Verb.DISCARD or option.card not in game.state.hunted[seat].survival:
        return
    state = game.state
    use(game, seat, KENJI)
    state.hunted[seat].survival.remove(option.card)
    state.survival_discard.append(option.card)
    game.log("ability", msg("sheets.kenji", **_by(seat, KENJI), card=CardRef(option.card)))


# --------------------------------------------------------------------- Dara
def _saveable(game: Game, seat: int) -> list[int]:
    state = game.state
    return [s for s in state.turn.last_will if s != seat and state.hunted[s].will == 0]


def dara(game: Game, seats: tuple[int, ...]) -> None:
    state = game.state
    for seat in game.hunted_order:
        if ready(game, seat, DARA) and state.hunted[seat].will >= 2 and _saveable(game, seat):
            game.push(("sheets_dara", seat))


@step("sheets_dara")
def dara_step(game: Game, seat: int) -> None:
    targets = _saveable(game, seat)
    if not targets or game.state.hunted[seat].will < 2 or not ready(game, seat, DARA):
        return
    game.ask(
        seat,
        DARA_SAVE,
        [*(Option(Verb.CHOOSE, seat=s) for s in targets), PASS],
        private=False,
        prompt=msg("sheets.dara.prompt", character=name(DARA)),
        public_prompt=msg("sheets.dara.public", seat=SEATS[seat]),
    )


@answer(DARA_SAVE)
def _dara_save(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        return
    seat, target = decision.seat, option.seat
    state = game.state
    use(game, seat, DARA)
    state.hunted[seat].will -= 1
    state.hunted[target].will = 1
    state.turn.last_will.remove(target)
    game.log("ability", msg("sheets.dara", **_by(seat, DARA), target=SEATS[target]))


# ---------------------------------------------------------- Lurking Hunter
def lurking(game: Game, cards: tuple[str, ...]) -> None:
    """After a turn the Creature token caught nobody, the Creature draws up to 4."""
    state = game.state
    if state.turn.caught:
        return
    missing = LURKING_HAND - len(state.creature.hand)
    if missing <= 0:
        return
    if not state.hunt_deck and not state.hunt_discard:
        return
    game.stat(LURKING)
    game.log("ability", msg("sheets.lurking", seat=SEATS[state.config.creature_seat],
                            character=name(LURKING)))
    game.draw_hunt(missing)


# ----------------------------------------------------------- Pack Instinct
def pack(game: Game, seats: tuple[int, ...]) -> None:
    """Two or more Hunted caught (5+ players): each discards a Place card."""
    state = game.state
    if state.config.players < PACK_PLAYERS or len(seats) < 2:
        return
    game.stat(PACK)
    game.log("ability", msg("sheets.pack", seat=SEATS[state.config.creature_seat],
                            character=name(PACK)))
    game.push(*(("sheets_pack", s) for s in seats))


@step("sheets_pack")
def pack_step(game: Game, seat: int) -> None:
    hand = game.state.hunted[seat].hand
    if not hand:
        return
    game.ask(
        seat,
        PACK_DISCARD,
        [Option(Verb.DISCARD, place=c) for c in hand],
        private=True,
        prompt=msg("sheets.pack.prompt", character=name(PACK)),
        public_prompt=msg("sheets.pack.public", seat=SEATS[seat]),
    )


@answer(PACK_DISCARD)
def _pack_discard(game: Game, decision: Decision, option: Option) -> None:
    game.discard_places(decision.seat, [option.place], name(PACK))


def check(state: Any, problems: list[str]) -> list[str]:
    """The rule set's invariants (the rule set allows Lurking Hunter's 4-card
    hand: :attr:`RuleSet.max_hunt_hand`), plus the sheets' own: one distinct
    character per Hunted."""
    dealt = characters_of(state)
    if sorted(dealt) != sorted(state.config.hunted_seats):
        problems.append(f"characters dealt to {sorted(dealt)}, not to every Hunted")
    if len(set(dealt.values())) != len(dealt) or not set(dealt.values()) <= set(CHARACTERS):
        problems.append(f"characters {dealt} not distinct known characters")
    if not set(state.turn.extra.get(USED, ())) <= set(state.config.hunted_seats):
        problems.append("an ability used by a seat that plays no Hunted")
    return problems


#: What a seat chosen in a sheets decision gets, by decision kind.
_CHOSEN = {
    DARA_SAVE: "sheets.option.dara",
    VERA_CHOOSE: "sheets.option.vera",
    TOMAS_CHOOSE: "sheets.option.tomas",
}


def describe(option: Option, kind: str) -> Msg | None:
    """What an option of a sheets decision does (``None``: the rule set's own words)."""
    if option.verb is Verb.CHOOSE:
        if kind in _CHOSEN:
            return msg(_CHOSEN[kind], seat=SEATS[option.seat])
        if kind == VERA_TAKE:
            return msg("sheets.option.vera_take", place=PlaceRef(option.place))
    return None


#: The abilities by hook point.
HOOKS: dict[str, tuple[Hook, ...]] = {
    "resisted": (oleg,),
    "resolving": (mira,),
    "power_used": (vera,),
    "power_drew": (tomas,),
    "artemia_options": (kenji_options,),
    "artemia_alternative": (kenji,),
    "last_will": (dara,),
    "creature_refilled": (lurking,),
    "creature_caught": (pack,),
}
