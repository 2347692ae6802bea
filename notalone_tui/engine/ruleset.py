"""What a rule set is: the content the engine is handed.

The engine (:mod:`.game`) is an interpreter: it walks the phases a rule set
declares, runs the steps and answers it registers, moves the tracks it lists
and calls the abilities attached to its hook points. It knows no place, card,
token or track by name. A rule set is plain data plus small functions, built
once per combination of modules (base, sheets, ...) and shared by every game
that uses it; the app and the bots read labels, tokens and tracks from it too.

Models: python-chess's variants (a class per variant, found by name),
OpenSpiel's registered games with parameters, boardgame.io's phases as data and
plugins that own their state.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from random import Random
from typing import TYPE_CHECKING, Any

from .messages import Msg
from .options import Decision, Option
from .state import GameState, HuntedState, TurnState

if TYPE_CHECKING:
    from .game import Game
    from .state import Step
    from .views import GameView, HuntedView, ViewField

#: Runs one agenda step: ``handler(game, *args)``.
StepHandler = Callable[..., None]
#: Carries on after a decision was answered.
AnswerHandler = Callable[["Game", Decision, Option], None]
#: An ability attached at a hook point: ``hook(game, **context)``.
Hook = Callable[..., None]
#: The ways a Hunted may use a place's power now: ``(game, seat, played, copying)``,
#: where ``played`` is the Place card the Hunted physically played ("this card").
PowerOptions = Callable[["Game", int, int, bool], list[Option]]
#: Uses a place's power: ``(game, seat, option, played)``.
PowerEffect = Callable[["Game", int, Option, int], None]
#: Whether a card may be played now: ``(game, seat, back)`` (``back``: the step
#: the card is played from, for cards played while a place resolves).
Playable = Callable[["Game", int, tuple[Any, ...]], bool]
#: What a card does once played: ``(game, seat, back)``.
CardEffect = Callable[["Game", int, tuple[Any, ...]], None]
#: How a phase's steps are laid out for this turn.
PhaseSteps = Callable[["Game"], list["Step"]]
#: A short description of a power option, for the player choosing it.
PowerLabel = Callable[[Option, "GameView"], Msg]
#: What an option does, for the player choosing it: ``(rules, option, kind, view)``.
Describe = Callable[["RuleSet", Option, str, "GameView"], "Msg"]
#: How much a bot values a power option, for a Hunted with this much Will.
PowerValue = Callable[["GameView", Option, int], float]
#: How much more (or less) a Hunted bot wants to stand on a place right now than
#: its ``bot_value`` says: ``(view, hunted)``, ``hunted`` the bot's own seat view.
PlaceBonus = Callable[["GameView", "HuntedView"], float]
#: Fills a rule set's fields of a seat's view: ``(state, seat, view)``, where
#: ``view`` is the :class:`~.views.GameView` being built, still a draft (its
#: fields may be set), with its ``hunted`` and ``creature`` drafts too: a part
#: sets only the fields of its own rule set, from what ``seat`` may see
#: (``None``: the public table).
ViewPart = Callable[["GameState", "int | None", Any], None]


class Handlers:
    """The step handlers and decision answers one module of a rule set adds.

    Each content module owns one (``handlers = Handlers()``) and decorates its
    functions with it; the rule set gathers them. Nothing is registered in a
    global table, so importing a module changes nothing elsewhere.
    """

    def __init__(self) -> None:
        self.steps: dict[str, StepHandler] = {}
        self.answers: dict[str, AnswerHandler] = {}

    def step(self, name: str) -> Callable[[StepHandler], StepHandler]:
        def register(fn: StepHandler) -> StepHandler:
            if name in self.steps:
                raise ValueError(f"step {name!r} registered twice")
            self.steps[name] = fn
            return fn

        return register

    def answer(self, *kinds: str) -> Callable[[AnswerHandler], AnswerHandler]:
        def register(fn: AnswerHandler) -> AnswerHandler:
            for kind in kinds:
                if kind in self.answers:
                    raise ValueError(f"answer for {kind!r} registered twice")
                self.answers[kind] = fn
            return fn

        return register


def merge_handlers(
    parts: Iterable[Handlers],
) -> tuple[dict[str, StepHandler], dict[str, AnswerHandler]]:
    """All the steps and answers of several modules; a name defined twice is an error."""
    steps: dict[str, StepHandler] = {}
    answers: dict[str, AnswerHandler] = {}
    for part in parts:
        for name, fn in part.steps.items():
            if name in steps:
                raise ValueError(f"step {name!r} defined by two modules")
            steps[name] = fn
        for kind, answer in part.answers.items():
            if kind in answers:
                raise ValueError(f"answer for {kind!r} defined by two modules")
            answers[kind] = answer
    return steps, answers


@dataclass(frozen=True, slots=True)
class Place:
    """A place of Artemia: its card, its spot on the grid and its power."""

    number: int
    id: str
    name: str
    text: str
    #: A few words for the grid cell: a message id ("base.place.wreck.short": "Rescue +1").
    short: str
    #: (row, column) on the grid, from (0, 0) at the top left.
    position: tuple[int, int]
    starting_hand: bool
    options: PowerOptions
    effect: PowerEffect
    label: PowerLabel
    max_once_per_turn: bool = False
    #: Extra Will a Hunted caught here by a Creature token loses (the base Lair: 1).
    caught_extra_will: int = 0
    #: Whether the Lair or the Gate may borrow this power.
    copyable: bool = True
    #: Whether taking back a card (and a rule set's alternatives) stays open when
    #: the power has nothing to do; otherwise only max-1x places allow it then.
    alternatives_always: bool = False
    #: How much a Hunted bot wants to stand here, and to hold this card.
    bot_value: float = 1.0
    card_value: float = 1.0
    bot_power_value: PowerValue | None = None
    #: What the moment adds to ``bot_value`` (a Marker lying here, Will to heal).
    bot_bonus: PlaceBonus | None = None


@dataclass(frozen=True, slots=True)
class Card:
    """A Hunt or Survival card: its text, its phase and what it does."""

    id: str
    #: "hunt" or "survival".
    deck: str
    name: str
    #: The phase printed on it; 0 for a card played in another card's phase (Flashback).
    phase: int
    text: str
    #: A symbol printed on it ("artemia", "target"), or "".
    symbol: str = ""
    playable: Playable | None = None
    effect: CardEffect | None = None
    #: Played only while its owner resolves their place (Drone, Gate).
    at_resolve: bool = False
    #: Played only after the reveal and before any place resolves (Detour, R13):
    #: the engine checks it (``base.hunt.before_resolution``), so the Creature's
    #: screen can say "too late" rather than "conditions not met".
    before_places: bool = False
    #: What the standard bot needs of the card, kept with it so that a new card
    #: is one record (read by ``bots/packs/base.py``; a function's first
    #: argument is the bot asking, the bots' ``Judge``, which the engine may not
    #: import). A Hunt card's priority whatever the moment (2.5 or more: play it).
    bot_priority: float | None = None
    #: Whether the Creature plays it in its card window (Phase 1) now.
    bot_window: Callable[[Any, GameView], bool | None] | None = None
    #: Whether the Creature plays it in a later card window now (``None``
    #: outside its phase); for a Survival card, whether a Hunted plays it now,
    #: asked in the card's phase.
    bot_wants: Callable[[Any, GameView], bool | None] | None = None
    #: Whether it makes the places under its symbol's token lose their powers.
    bot_denies: bool = False
    #: A Survival card's worth in a Hunted's hand (against a Place card's
    #: ``card_value``); the cards that have one are kept first, best first.
    bot_keep_value: float | None = None


def attach(
    cards: Mapping[str, Card],
    playable: Mapping[str, Playable],
    effects: Mapping[str, CardEffect],
) -> dict[str, Card]:
    """Cards' printed facts with their behaviour attached, by id."""
    return {
        card_id: replace(card, playable=playable.get(card_id), effect=effects.get(card_id))
        for card_id, card in cards.items()
    }


#: The spaces with a symbol of a track that has none on a board side.
NO_SYMBOLS: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class Track:
    """A counter moving along a track towards a Victory space.

    ``length`` gives the number of spaces to Victory by player count; ``winner``
    is the side that wins when the counter gets there. ``symbols`` gives, by
    board side, the distances from Victory of the spaces that carry a symbol.
    """

    id: str
    name: str
    #: Short form for narrow panels ("Assim.").
    short: str
    length: Callable[[int], int]
    winner: str
    symbols: Mapping[int, frozenset[int]] = field(default_factory=dict)
    #: The symbol those spaces carry (``Token.id`` it makes available), or "".
    symbol: str = ""


@dataclass(frozen=True, slots=True)
class Token:
    """A Hunt token (or any marker laid on the grid)."""

    id: str
    name: str
    #: One letter for the grid cell.
    mark: str
    #: A Rich style for that letter.
    style: str
    #: How bad it is for a Hunted to stand under it, for the bots: a token that
    #: catches (the Creature token) weighs most, one that only costs a card less.
    bot_threat: float = 0.0


@dataclass(frozen=True, slots=True)
class Marker:
    """Something else shown on the grid: a marker, or a card's mark on its places.

    ``places`` says where it lies now; the view carries the answer to every seat
    (markers are public), the grid draws ``mark`` there."""

    id: str
    name: str
    mark: str
    style: str
    places: Callable[[GameState], tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class EventKinds:
    """How the table treats the rule set's events, by kind (:attr:`Event.kind`)."""

    #: Public events the table should read before play goes on (what the
    #: Reckoning did): after one, the app shows a review of the action's events.
    review: frozenset[str] = frozenset()
    #: Of those events, the ones too routine to list in that review.
    quiet: frozenset[str] = frozenset()
    #: Private news a seat must see at once, even when it is not deciding.
    urgent: frozenset[str] = frozenset()
    #: Public events of a seat's private choices that the table reads together
    #: once that seat is done (the Creature's Phase 5 in Sanctuary): after one,
    #: the public lines of the seat's next private answers are gathered into a
    #: single review instead of replacing each other.
    summary: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Phase:
    number: int
    name: str
    steps: PhaseSteps


#: The hook points where the engine itself runs abilities, with the context
#: each passes (a rule set adds its own: :attr:`RuleSet.hook_points`, as the
#: base game's ``rulesets/base/hook_points.py``).
HOOK_POINTS: Mapping[str, str] = {
    "will_lost": "a Hunted lost Will (seat, amount, why)",
}
#: Ends the game when a track's counter reaches Victory: ``(game, track_id, why,
#: reason)``; ``why`` is what moved it, ``reason`` the default end message.
Victory = Callable[["Game", str, Any, Msg], None]


@dataclass(frozen=True, slots=True)
class PrivateExtra:
    """How a rule set's secret-holding key of ``extra`` is redacted and imagined.

    The engine cannot tell what is secret inside a rule set's own state, so by
    default such a value is hidden whole (and a search bot cannot imagine the
    game). A rule set that knows its value's shape declares these two functions
    instead, and the value keeps its shape in a seat's knowledge:

    * ``redact(value, seat)``: a copy of ``value`` as ``seat`` may know it
      (``None``: the public table), every secret a placeholder; idempotent, and
      safe on a value already redacted for any seat;
    * ``imagine(value, seat, rng, known)``: a copy of that redacted value with
      every placeholder filled at random, consistently with what it shows and
      with ``known`` (the rest of the game as ``seat`` may know it: the public
      keys of ``extra``, say, whose cards account for part of the box), drawing
      only from ``rng``; raises ``ValueError`` when the value cannot be filled
      (its known parts do not add up).
    """

    redact: Callable[[Any, int | None], Any]
    imagine: Callable[[Any, int, Random, GameState], Any]


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Everything the engine, the app and the bots need to know about a rule set."""

    id: str
    name: str
    places: Mapping[int, Place]
    hunt_cards: Mapping[str, Card]
    survival_cards: Mapping[str, Card]
    phases: tuple[Phase, ...]
    tracks: tuple[Track, ...]
    tokens: tuple[Token, ...]
    steps: Mapping[str, StepHandler]
    answers: Mapping[str, AnswerHandler]
    #: Lays out a new game (decks, hands, the first step).
    setup: Callable[[Game], None]
    #: Words the refusal of an illegal option: ``(game, decision, option) -> rule``.
    explain: Callable[[Game, Decision, Option], Msg]
    #: What each option of a decision does, in words for the player choosing it.
    describe: Describe
    #: Facts that hold between any two actions: ``(state) -> problems``.
    invariants: Callable[[Any, RuleSet], list[str]]
    hooks: Mapping[str, tuple[Hook, ...]] = field(default_factory=dict)
    #: What else the grid shows, in drawing order.
    markers: tuple[Marker, ...] = ()
    #: Which events the table stops on, skips or passes on at once.
    events: EventKinds = field(default_factory=EventKinds)
    #: What a Hunted's ``needs`` mark (it lays more cards next turn) means, in words.
    needs_notes: Mapping[str, Msg] = field(default_factory=dict)
    #: Why each Hunt card in the Creature's hand can or cannot be played now:
    #: ``(card, reason)`` pairs, reasons as the app's card panel words them.
    hand_status: Callable[[Game], tuple[tuple[str, str], ...]] = lambda game: ()
    #: The same for a Hunted's Survival cards (``survival_status(game, seat)``).
    survival_status: Callable[[Game, int], tuple[tuple[str, str], ...]] = (
        lambda game, seat: ())
    #: Where a Creature token acts this turn (the token, and what acts as one).
    hunting_places: Callable[[Any], tuple[int, ...]] = lambda state: ()
    #: The Hunted's starting Place cards.
    starting_hand: tuple[int, ...] = ()
    #: Place cards kept in the reserve, copies by number of Hunted.
    reserve: Callable[[int], Mapping[int, int]] = lambda hunted: {}
    #: place number -> orthogonally adjacent places, from the grid positions.
    adjacent: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    #: Every pair of adjacent places, lowest first (two-place tokens).
    adjacent_pairs: tuple[tuple[int, int], ...] = ()
    #: Keys of ``extra`` (the state's and the turn's) this rule set keeps public:
    #: redaction leaves their values as they are and a search bot's imagined
    #: games carry them. Any other key's value is hidden, and a state holding
    #: one cannot be imagined (the engine cannot tell what is secret there).
    public_extra: frozenset[str] = frozenset()
    #: Keys of ``extra`` that hold secrets the rule set knows how to redact and
    #: imagine (:class:`PrivateExtra`): redaction keeps their shape instead of
    #: hiding them whole, and a search bot's imagined games fill them in.
    private_extra: Mapping[str, PrivateExtra] = field(default_factory=dict)
    #: Who wins when a counter reaches Victory; ``None``: the track's winner, at once (R3).
    victory: Victory | None = None
    #: Decisions the Hunted make as a team, by kind: the seat asked only enters
    #: the answer, so a front end lets the people playing Hunted enter one that
    #: is asked of a computer player (Frozen Lands' Advance or Hold).
    team_decisions: frozenset[str] = frozenset()
    #: Phase 3 resolves the figures on places without a Hunt token Hunted by
    #: Hunted in seat order (Sanctuary), not by place number (C1).
    reckon_by_seat: bool = False
    #: The most Hunt cards the Creature may hold between two actions (3, R9;
    #: Lurking Hunter's refill and Sanctuary's nest keep 4).
    max_hunt_hand: int = 3
    #: Names of the rule set's other cards (Survivors, Avatars, Evolutions...), by
    #: id, for messages that name them (:meth:`card_name`).
    named: Mapping[str, str] = field(default_factory=dict)
    #: What the rule set adds to a seat's view (``None``: the public table):
    #: ``(state, seat) -> object`` carried as :attr:`GameView.rules_view`, built
    #: only from what that seat may see.
    view_extra: Callable[[Any, int | None], Any] | None = None
    #: The fields the rule set adds to the views (Frozen Lands' Contamination
    #: counts, the sheets' characters), declared with their defaults
    #: (:class:`.views.ViewField`): only its views carry them.
    view_fields: tuple[ViewField, ...] = ()
    #: What the rule set fills in among the views' fields (its declared ones), in
    #: order (:data:`ViewPart`).
    view_parts: tuple[ViewPart, ...] = ()
    #: How a search rebuilds another seat's pending private decision of this rule
    #: set once the hidden facts are imagined, by kind (:func:`.determinize.reask`
    #: makes one that runs the asking step again): without one, such a decision
    #: stops the sampler.
    rebuild: Mapping[str, Callable[[Any, Decision], Decision]] = field(default_factory=dict)
    #: Kinds of decision whose ``ctx`` holds the Survival cards the deciding seat
    #: has drawn and not yet kept (the base game's Shelter): a search counts them
    #: as that seat's, not as unknown.
    drawn_in_ctx: frozenset[str] = frozenset()
    #: What an action may have revealed, read before and after each action (the
    #: undo mark, :mod:`.undo`): a value that changes whenever a seat has been
    #: shown something this rule set keeps hidden (the base game's reveal of the
    #: Place cards; Sanctuary adds the sizes of its face-down piles, whose top
    #: card a draw shows). Read at every action of every game: keep it cheap.
    revealed: Callable[[Any], Hashable] = lambda state: ()
    #: The packs the engine's readers load for this rule set, most general first
    #: (``("base", "frozen-lands", "sheets")``): each reader (the bots, the app,
    #: the simulator) looks its own pack of each name up in its ``packs``
    #: package, so that none of them tests for a mode by name. A rule set built
    #: on another one adds its name to that one's packs; an option adds its own.
    packs: tuple[str, ...] = ()
    #: The rule set's state of a turn and of a Hunted: the engine's
    #: :class:`~.state.TurnState` and :class:`~.state.HuntedState`, or subclasses
    #: with the rule set's own fields (the base game's ``BaseTurn``, ``BaseHunted``).
    #: A turn starts as ``turn_state(number=n)``, a Hunted as
    #: ``hunted_state(seat=s, hand=cards)``.
    turn_state: type[TurnState] = TurnState
    hunted_state: type[HuntedState] = HuntedState
    #: The rule set's state of a game: the engine's :class:`~.state.GameState` or a
    #: subclass with the rule set's own fields (the base game's ``BaseGame``: the
    #: marker on the Beach...), made with the engine's fields as keywords.
    game_state: type[GameState] = GameState
    #: Whether the Hunted's discard piles are hidden from the Creature (and the
    #: public table) right now (the base game's Smokescreen): the engine then
    #: makes every Hunted choice private, logs discards in private and leaves
    #: the piles out of those seats' views and knowledge. Read at every decision
    #: asked: keep it cheap (a C-level getter).
    discards_hidden: Callable[[Any], bool] = lambda state: False
    #: Whether the Place cards the Hunted played this turn lie face up now (the
    #: base game's reveal): until then every other seat's view and knowledge
    #: show only how many each Hunted played. Read at every view and redaction:
    #: keep it cheap (a C-level getter).
    played_revealed: Callable[[Any], bool] = lambda state: False
    #: What happens when a loss brings a Hunted's Will to 0: ``(game, seat)``
    #: (the base game's last Will), called before the ``will_lost`` hook.
    will_exhausted: Callable[[Game, int], None] | None = None
    #: Redacts, in place, the rule set's own turn fields for a seat
    #: (:func:`.knowledge.hide`): ``(state, seat)``, ``seat`` ``None`` for the table.
    hide_turn: Callable[[Any, int | None], None] | None = None
    #: Imagines, in place, what :attr:`hide_turn` hid (:func:`.determinize.determinize`):
    #: ``(state, rng)``, run after the Place cards are dealt.
    imagine_turn: Callable[[Any, Random], None] | None = None
    #: The Place cards a Hunted is known to hold in hand (never face down), and
    #: those no Hunted may lay face down this turn, for the sampler:
    #: ``(state, seat) -> (shown, blocked)`` (the base game's Phobia and Force Field).
    place_limits: Callable[[Any, int], tuple[Iterable[int], Iterable[int]]] = (
        lambda state, seat: ((), ()))
    #: The rule set's own hook points, with the context each passes (as
    #: :data:`HOOK_POINTS`, which lists those of the engine).
    hook_points: Mapping[str, str] = field(default_factory=dict)
    #: The places' numbers, in order: worked out once from ``places`` (a fixed
    #: fact the engine and the bots ask for at every turn of every playout).
    place_numbers: tuple[int, ...] = field(default=(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "place_numbers", tuple(sorted(self.places)))
        for kind_name in self.hooks:
            if kind_name not in HOOK_POINTS and kind_name not in self.hook_points:
                raise ValueError(f"no hook point {kind_name!r}")
        if not self.adjacent:
            adjacent = grid_adjacency(self.places)
            object.__setattr__(self, "adjacent", adjacent)
            pairs = tuple(
                sorted((a, b) for a, near in adjacent.items() for b in near if a < b)
            )
            object.__setattr__(self, "adjacent_pairs", pairs)

    # ---------------------------------------------------------------- lookups
    def card(self, card_id: str) -> Card:
        """A Hunt or Survival card by id (``KeyError`` if neither)."""
        found = self.hunt_cards.get(card_id) or self.survival_cards.get(card_id)
        if found is None:
            raise KeyError(card_id)
        return found

    def card_name(self, card_id: str) -> str:
        named = self.named.get(card_id)
        return named if named is not None else self.card(card_id).name

    def place_name(self, number: int) -> str:
        return self.places[number].name

    def track(self, track_id: str) -> Track:
        for track in self.tracks:
            if track.id == track_id:
                return track
        raise KeyError(track_id)

    def token(self, token_id: str) -> Token:
        for token in self.tokens:
            if token.id == token_id:
                return token
        raise KeyError(token_id)

    def phase(self, number: int) -> Phase:
        for phase in self.phases:
            if phase.number == number:
                return phase
        raise KeyError(number)

    def adjacent_to_any(self, places: Iterable[int]) -> tuple[int, ...]:
        """Places adjacent to at least one of ``places`` and not among them."""
        chosen = set(places)
        return tuple(sorted({q for p in chosen for q in self.adjacent[p]} - chosen))


def grid_adjacency(places: Mapping[int, Place]) -> dict[int, tuple[int, ...]]:
    """Orthogonal neighbours on the grid, from each place's (row, column)."""
    at = {p.position: n for n, p in places.items()}
    out: dict[int, tuple[int, ...]] = {}
    for n, p in places.items():
        row, col = p.position
        near = (at.get((row + dr, col + dc)) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)))
        out[n] = tuple(sorted(q for q in near if q is not None))
    return out
