"""What a rule set tells the standard bot: its judgement pack.

The standard bot (:mod:`.standard`) knows how to play any rule set from what
the rule set's places, tokens and cards say of themselves (``bot_value``,
``bot_threat``...). What it cannot read there (when a card is worth playing,
how to answer a decision a card raises, what a rule set's own tokens or
counters are worth) each rule set hands it in a :class:`Judgement`: one per
pack named in :attr:`RuleSet.packs <notalone_tui.engine.RuleSet.packs>`
(``notalone_tui.bots.packs.<name>``), composed in that order by :func:`compose`.

Each hook is ``None`` (or empty) when the pack has nothing to say, and the bot
then plays as it would without it. Cards are judged through tables of
per-card functions (:attr:`Judgement.hunt_values`,
:attr:`Judgement.survival_wanted`), not by testing card ids one after another.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from notalone_tui.engine import GameView, HuntedView, Option, RuleSet


class SeenDiscards(Protocol):
    """The Creature's memory of the tokens it saw discarded this turn."""

    def discarded(self, view: GameView) -> set[int]: ...


class Judge(Protocol):
    """What a pack's judgement may ask of the bot it judges for (the standard
    bot): its random stream, the rule set, its per-view scratch pad and the
    values it already works out for every rule set."""

    rng: random.Random
    rules: RuleSet

    @property
    def token_watch(self) -> SeenDiscards: ...

    def memo(self, view: GameView) -> dict[Hashable, Any]: ...
    def place_value(self, place: int) -> float: ...
    def place_bonus(self, view: GameView, hunted: HuntedView, place: int) -> float: ...
    def card_value(self, place: int) -> float: ...
    def strong(self, place: int) -> bool: ...
    def harmed(self, view: GameView) -> set[int]: ...
    def threat(self, view: GameView, place: int) -> float: ...
    def power_score(self, view: GameView, o: Option, will: int) -> float: ...
    def _predicted(self, view: GameView) -> dict[int, float]: ...
    def _hunt_priority(self, view: GameView, card: str) -> float: ...
    def _creature_card_wanted(self, view: GameView) -> bool: ...
    def _cheapest(self, options: tuple[Option, ...]) -> Option: ...
    def _most_cards(self, view: GameView, options: tuple[Option, ...]) -> Option: ...


#: A Hunt card valued this much or more is worth the turn's play (the scale of
#: :attr:`Judgement.hunt_priority`, where 2.5 is "always play it").
PLAY_AT = 2.5

#: An answer to one decision kind: ``(bot, view, options) -> option``, or
#: ``None`` to leave it to the bot's own (random) pick.
Answer = Callable[[Judge, GameView, tuple[Option, ...]], "Option | None"]
#: How much the Creature wants to play one Hunt card now (``None``: no opinion).
HuntValue = Callable[[Judge, GameView], "float | None"]
#: Whether a Hunted plays one Survival card now (``None``: the base judgement decides).
SurvivalWanted = Callable[[Judge, GameView], "bool | None"]
#: Whether a Hunted plays a Survival card no card table judges: ``(bot, view,
#: card)``, ``None`` for a card it does not know either.
CardWanted = Callable[[Judge, GameView, str], "bool | None"]
#: Whether the Creature plays one Hunt card now (``None``: no opinion now).
HuntWanted = Callable[[Judge, GameView], "bool | None"]
#: What the moment adds to a place for a Hunted: ``(bot, view, place, hunted)``.
PlaceBonus = Callable[[Judge, GameView, int, HuntedView], float]
#: How much more each Hunted caught on a place is worth: ``(view, place)``.
CatchWeight = Callable[[GameView, int], float]
#: What the Creature token on a place adds: ``(bot, view, place, expected figures)``.
TokenBonus = Callable[[Judge, GameView, int, dict[int, float]], float]
#: Places another token hunts as a second Creature token: ``(bot, view)``.
SecondCreature = Callable[[Judge, GameView], tuple[int, ...]]
#: An option of a decision chosen ahead of the bot's own reasoning, or ``None``.
Pick = Callable[[Judge, GameView, tuple[Option, ...]], "Option | None"]
#: A Resist chosen from the Resist options by Will spent, or ``None``.
ResistPick = Callable[[GameView, dict[int, Option]], "Option | None"]
#: What opening the hand at a place's resolution is worth, or ``None``.
HandValue = Callable[[Judge, GameView], "float | None"]
#: What one option of a place's resolution is worth, or ``None``.
OptionValue = Callable[[Judge, GameView, Option], "float | None"]
#: What a power option is worth to a Hunted with this much Will, or ``None``.
PowerValue = Callable[[Judge, GameView, Option, int], "float | None"]
#: How much to count of each Hunted's holding, for :class:`~.token_watch.TokenWatch`.
HeldCount = Callable[[HuntedView], int]

@dataclass(frozen=True)
class Judgement:
    """One pack's (or, composed, one rule set's) judgement for the standard bot."""

    #: Answers to the decisions the pack adds, by decision kind.
    answers: Mapping[str, Answer] = field(default_factory=dict)
    #: The Creature's fixed priority for each Hunt card (2.5 or more: play it).
    hunt_priority: Mapping[str, float] = field(default_factory=dict)
    #: Hunt cards valued from the moment, on the same scale, by card.
    hunt_values: Mapping[str, HuntValue] = field(default_factory=dict)
    #: Hunt cards without such a value that the Creature plays in its card
    #: window (Phase 1) when the function says so, by card.
    window_plays: Mapping[str, HuntWanted] = field(default_factory=dict)
    #: The same for the later phases' card windows, by card.
    creature_wants: Mapping[str, HuntWanted] = field(default_factory=dict)
    #: Hunt cards that make the places under the token of their symbol lose
    #: their powers (the Creature lays that token to deny a strong place).
    denying_cards: frozenset[str] = frozenset()
    #: Survival cards a Hunted plays when the function says so, by card.
    survival_wanted: Mapping[str, SurvivalWanted] = field(default_factory=dict)
    #: The Survival cards a Hunted keeps first when it keeps one, best first
    #: (the others after them, in the order offered).
    keep_first: tuple[str, ...] = ()
    #: The Survival cards no table judges, phase by phase (the base game's).
    survival_by_phase: CardWanted | None = None
    #: Cards the bot judges (the others are played now and then, so as not to be dead).
    known_cards: frozenset[str] = frozenset()
    place_bonus: PlaceBonus | None = None
    catch_weight: CatchWeight | None = None
    creature_token_bonus: TokenBonus | None = None
    second_creature: SecondCreature | None = None
    #: The exploring decision's options a pack plays before the bot weighs places.
    explore_extra: Pick | None = None
    #: Which Resist to make when the hand runs thin.
    resist: ResistPick | None = None
    #: The Artemia token's discard.
    artemia_discard: Pick | None = None
    #: Opening the hand at a place's resolution (a card played instead of the power).
    resolve_hand: HandValue | None = None
    #: The pack's own options of a place's resolution.
    resolve_value: OptionValue | None = None
    #: Powers whose worth depends on the moment.
    power_value: PowerValue | None = None
    #: A Hunted's decision the bot has no answer for, as the pack reads it.
    hunted_fallback: Pick | None = None
    #: What the Creature counts of each Hunted's tokens held, turn by turn.
    held_count: HeldCount | None = None


_F = TypeVar("_F", bound=Callable[..., object])


def _merged(tables: Iterable[Mapping[str, _F]]) -> Mapping[str, _F]:
    out: dict[str, _F] = {}
    for table in tables:
        out.update(table)
    return out


def _only(found: Sequence[_F]) -> _F | None:
    """The one pack's hook; several packs' hooks of one kind are not composed
    (no rule set needs it yet), so that case is refused rather than guessed."""
    if len(found) > 1:
        raise ValueError("two packs give the same judgement hook; compose them in one pack")
    return found[0] if found else None


def compose(packs: Sequence[Judgement]) -> Judgement:
    """The judgement of packs laid over one another in order: tables merged (a
    later pack's entry replacing an earlier one's), hooks taken from the pack
    that gives them."""
    if len(packs) == 1:
        return packs[0]
    hooks = {name: _only([getattr(p, name) for p in packs if getattr(p, name) is not None])
             for name in ("survival_by_phase", "place_bonus", "catch_weight", "creature_token_bonus",
                          "second_creature", "explore_extra", "resist", "artemia_discard",
                          "resolve_hand", "resolve_value", "power_value", "hunted_fallback",
                          "held_count")}
    return Judgement(
        answers=_merged(p.answers for p in packs),
        hunt_priority={k: v for p in packs for k, v in p.hunt_priority.items()},
        hunt_values=_merged(p.hunt_values for p in packs),
        window_plays=_merged(p.window_plays for p in packs),
        creature_wants=_merged(p.creature_wants for p in packs),
        denying_cards=frozenset().union(*(p.denying_cards for p in packs)),
        survival_wanted=_merged(p.survival_wanted for p in packs),
        known_cards=frozenset().union(*(p.known_cards for p in packs)),
        keep_first=tuple(dict.fromkeys(c for p in packs for c in p.keep_first)),
        **hooks,  # type: ignore[arg-type]
    )


__all__ = ["PLAY_AT", "Answer", "HuntValue", "Judge", "Judgement", "SurvivalWanted", "compose"]
