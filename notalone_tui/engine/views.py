"""Per-seat views: what one seat may see of the game, and nothing more (rulings R21).

The app and the bots read views only, so secrecy holds by construction:
a Hunted's hand and Survival cards appear only in that Hunted's view, the
Creature's Hunt cards only in the Creature's, face-down cards in nobody's
before the reveal, and discard piles vanish from the Creature's view while
the rule set hides them (Smokescreen). Deck order is never shown. Asked for it, a view also carries the
whole game as its seat may know it, every secret a placeholder (``knowledge``,
see :mod:`.knowledge`), for the bots that search.

The core's view classes carry only what the core's own state holds
(:class:`~.state.GameState`, :class:`~.state.TurnState`,
:class:`~.state.HuntedState`, :class:`~.state.CreatureState`) or asks the rule
set for through a hook it resolves once per view: the tracks, the reserve,
where the Creature hunts (:attr:`.RuleSet.hunting_places`), the markers, the
Place cards played and whether they lie face up (:attr:`.RuleSet.played_revealed`),
the piles' secrecy (:attr:`.RuleSet.discards_hidden`), the cards' status.
Everything a rule set's own state adds (the base game's Hunt tokens, the
figures' positions, Cataclysm, Despair, the Hunt card limit, what the River
asks...) is a field that rule set declares (:class:`ViewField`) and fills in
its view part (:attr:`.RuleSet.view_parts`): the core reads no rule set's
state by name.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, fields, make_dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar, cast

from .drafts import VIEW_OPTIONS, draft_class
from .knowledge import redact
from .messages import Msg
from .options import Decision, Option, Visibility
from .ruleset import NO_SYMBOLS

T = TypeVar("T")

if TYPE_CHECKING:
    from .game import Game
    from .ruleset import Track
    from .state import GameState


@dataclass(**VIEW_OPTIONS)
class TrackView:
    """A track as the table sees it: how far its counter moved, and its goal."""

    id: str
    name: str
    short: str
    moved: int
    goal: int
    #: Distances from Victory of the spaces that carry the track's symbol (this board side).
    symbols: AbstractSet[int]
    #: The symbol those spaces carry ("artemia"), or "".
    symbol: str
    winner: str

    @property
    def left(self) -> int:
        return self.goal - self.moved

    @property
    def on_symbol(self) -> bool:
        """Whether the counter now stands on a space with the symbol."""
        return self.left in self.symbols


@dataclass(**VIEW_OPTIONS)
class HuntedView:
    seat: int
    name: str
    will: int
    hand_size: int
    survival_count: int
    #: The public discard pile, or ``None`` when hidden from this viewer
    #: (:attr:`.RuleSet.discards_hidden`).
    discard: tuple[int, ...] | None
    played_count: int
    #: The Place cards played, once they lie face up
    #: (:attr:`.RuleSet.played_revealed`); empty before.
    revealed: tuple[int, ...]
    #: Every Place card this Hunted owns (1-5 and those taken from the reserve): public.
    owned: tuple[int, ...] = ()
    #: Only in this Hunted's own view:
    hand: tuple[int, ...] | None = None
    survival: tuple[str, ...] | None = None
    #: Why each Survival card cannot be played now (``RuleSet.survival_status``).
    survival_status: tuple[tuple[str, str], ...] = ()
    played: tuple[int, ...] | None = None

    if TYPE_CHECKING:
        # The fields a rule set declares (:class:`ViewField`), read as attributes.
        def __getattr__(self, name: str) -> Any: ...


@dataclass(**VIEW_OPTIONS)
class CreatureView:
    seat: int
    name: str
    hand_size: int
    deck_size: int
    discard: tuple[str, ...]
    in_play: tuple[str, ...]
    #: Only in the Creature's own view:
    hand: tuple[str, ...] | None = None
    #: Why each Hunt card in hand can or cannot be played now, as the rule set
    #: words it ("playable", "limit", "phase", ...): Creature's view only.
    hand_status: tuple[tuple[str, str], ...] = ()

    if TYPE_CHECKING:
        # The fields a rule set declares (:class:`ViewField`), read as attributes.
        def __getattr__(self, name: str) -> Any: ...


@dataclass(**VIEW_OPTIONS)
class DecisionView:
    """A pending decision as a seat may see it: options only for the deciding seat."""

    seat: int
    kind: str
    prompt: Msg
    visibility: str
    options: tuple[Option, ...] | None


@dataclass(**VIEW_OPTIONS)
class GameView:
    viewer: int | None
    role: str
    #: The rule set played (look it up with :func:`notalone_tui.engine.get_ruleset`).
    ruleset: str
    names: tuple[str, ...]
    creature_seat: int
    turn: int
    phase: int
    board_side: int
    tracks: tuple[TrackView, ...]
    reserve: tuple[tuple[int, int], ...]
    #: Where a Creature token acts (:attr:`.RuleSet.hunting_places`): the token
    #: itself and, with Clone, the Target (R19).
    creature_places: tuple[int, ...]
    #: Where each of the rule set's markers lies: ``(marker id, places)``.
    markers: tuple[tuple[str, tuple[int, ...]], ...]
    survival_deck_size: int
    survival_discard: tuple[str, ...]
    hunted: tuple[HuntedView, ...]
    creature: CreatureView
    pending: tuple[DecisionView, ...]
    winner: str | None
    end_reason: Msg | None
    #: The whole game as this seat may know it (:func:`.knowledge.redact`: every
    #: secret a placeholder), for bots that search; only when asked for, as it
    #: costs a copy of the state (``Game.view(seat, knowledge=True)``). Read it,
    #: never change it. Left out of the view's equality and repr: two views of
    #: one position for one seat are equal whether they carry it or not.
    knowledge: GameState | None = field(default=None, compare=False, repr=False)
    #: What the rule set adds to this seat's view (:attr:`RuleSet.view_extra`), or ``None``.
    rules_view: Any = None

    if TYPE_CHECKING:
        # The fields a rule set declares (:class:`ViewField`), read as attributes.
        def __getattr__(self, name: str) -> Any: ...

    def track(self, track_id: str) -> TrackView:
        for track in self.tracks:
            if track.id == track_id:
                return track
        raise KeyError(track_id)


class ViewField(NamedTuple):
    """A field a rule set adds to one of the views (:attr:`RuleSet.view_fields`):
    the Contamination tokens of the cold lands, the characters of a sheet. The engine
    builds, once per set of declared fields, view classes that carry them as
    plain fields after the core's (so ``hv.contamination`` reads as any other
    field, ``dataclasses.replace`` and equality know it); the rule set's view
    parts (:attr:`RuleSet.view_parts`) fill them, and a field no part fills
    keeps its ``default`` (unless declared ``filled``). A view of a rule set
    that declares none has none of them. The base game's Hunt tokens,
    positions, Cataclysm, Despair and Hunt card facts are such fields
    (:mod:`.rulesets.base.views`)."""

    #: Which view: ``"hunted"`` (each :class:`HuntedView`), ``"creature"``
    #: (:class:`CreatureView`) or ``"game"`` (:class:`GameView`).
    view: str
    name: str
    #: An immutable value (a view is never changed, and may be shared).
    default: Any = None
    #: The core field it follows in the view (its place in the repr); by
    #: default it comes after them all, in the order declared.
    after: str = ""
    #: Whether the rule set's parts set it in every view they build: then the
    #: engine does not set its ``default`` first (one a part forgot raises
    #: when read). A view is built at every decision of every playout of a
    #: search, and each default set costs as much as a field filled.
    filled: bool = False


def replace(view: T, /, **changes: Any) -> T:
    """A copy of ``view`` with ``changes`` (:func:`dataclasses.replace`), the
    fields a rule set declares included: the type checker sees the core
    classes only, which do not list them."""
    changed: T = dataclasses.replace(cast(Any, view), **changes)
    return changed


# Views are built through drafts (:mod:`.drafts`): an immutable dataclass's own
# constructor is several times slower, and a search builds a view at every
# decision of every playout.
_new = object.__new__
_DecisionDraft = draft_class(DecisionView)


class _ViewClasses(NamedTuple):
    """The view classes of one set of declared fields, their drafts, and each
    class's declared fields with their defaults that the parts may leave
    unset (set on every draft before the view parts run: not the ``filled``
    ones)."""

    hunted: type[HuntedView]
    hunted_draft: type[Any]
    hunted_defaults: tuple[tuple[str, Any], ...]
    creature: type[CreatureView]
    creature_draft: type[Any]
    creature_defaults: tuple[tuple[str, Any], ...]
    game: type[GameView]
    game_draft: type[Any]
    game_defaults: tuple[tuple[str, Any], ...]


_CORE_VIEWS = _ViewClasses(HuntedView, draft_class(HuntedView), (),
                           CreatureView, draft_class(CreatureView), (),
                           GameView, draft_class(GameView), ())
_VIEW_NAMES = ("hunted", "creature", "game")


def _extended(base: type[T], added: tuple[tuple[str, Any], ...],
              declared: tuple[ViewField, ...], view: str) -> type[T]:
    """``base`` with the fields ``added`` (name, default) after its own: a class
    of its own, not a subclass (a draft can only be sealed into a class of the
    same layout, see :mod:`.drafts`), with the same name, field options and
    methods. It pickles as the declaration that makes it (:func:`_rebuilt`)."""
    spec: list[tuple[str, Any, Any]] = []
    placed = {f.name: f.after for f in declared if f.view == view and f.after}
    for f in fields(base):  # type: ignore[arg-type]
        spec.append((f.name, f.type, field(default=f.default, compare=f.compare, repr=f.repr)))
        # Among the core's fields without defaults: made with keywords only.
        spec += [(name, Any, field(default=default, kw_only=True)) for name, default in added
                 if placed.get(name) == f.name]
    spec += [(name, Any, field(default=default)) for name, default in added
             if name not in placed]
    namespace: dict[str, Any] = {name: value for name, value in vars(base).items()
                                 if callable(value) and not name.startswith("__")}
    namespace["__module__"] = base.__module__

    def __reduce__(self: Any) -> tuple[Any, ...]:
        values = tuple([getattr(self, f.name) for f in fields(self)])
        return _rebuilt, (declared, view, values)

    namespace["__reduce__"] = __reduce__
    made: type[T] = make_dataclass(base.__name__, spec, namespace=namespace, **VIEW_OPTIONS)
    return made


@cache
def _declared_views(declared: tuple[ViewField, ...]) -> _ViewClasses:
    """The view classes carrying the fields ``declared`` (made once per set)."""
    unknown = [f.view for f in declared if f.view not in _VIEW_NAMES]
    if unknown:
        raise ValueError(f"a view field belongs to one of {_VIEW_NAMES}, not {unknown[0]!r}")
    made: list[Any] = []
    for name, base, draft, _ in zip(_VIEW_NAMES, _CORE_VIEWS[0::3], _CORE_VIEWS[1::3],
                                    _CORE_VIEWS[2::3], strict=True):
        added = tuple((f.name, f.default) for f in declared if f.view == name)
        if added:
            cls = _extended(base, added, declared, name)
            unfilled = tuple((f.name, f.default) for f in declared
                             if f.view == name and not f.filled)
            made += [cls, draft_class(cls), unfilled]
        else:
            made += [base, draft, ()]
    return _ViewClasses(*made)


def _rebuilt(declared: tuple[ViewField, ...], view: str, values: tuple[Any, ...]) -> Any:
    """A view of a class with declared fields, from its pickle."""
    cls = getattr(_declared_views(declared), view)
    return cls(**{f.name: value for f, value in zip(fields(cls), values, strict=True)})


#: The view classes of each rule set's declared fields seen so far, by the
#: declaration's id() (kept with it, so the id cannot be reused while cached):
#: hashing the declaration at every view would cost more than the lookup.
_VIEWS_BY_ID: dict[int, tuple[tuple[ViewField, ...], _ViewClasses]] = {}


def view_classes(declared: tuple[ViewField, ...]) -> _ViewClasses:
    """The view classes a rule set declaring the fields ``declared`` builds."""
    if not declared:
        return _CORE_VIEWS
    found = _VIEWS_BY_ID.get(id(declared))
    if found is not None and found[0] is declared:
        return found[1]
    classes = _declared_views(declared)
    _VIEWS_BY_ID[id(declared)] = (declared, classes)
    return classes


def make_view(game: Game, seat: int | None, knowledge: bool = False) -> GameView:
    """What ``seat`` may see; with ``knowledge``, also the redacted state.

    The immutable view objects are filled in as drafts, field by field, and sealed
    (:mod:`.drafts`): a search builds a view at every decision of every
    playout, and this is several times cheaper than their constructors. Every
    field must be set (one left out would raise when read). Sealing is
    :func:`.drafts.seal` written out (``draft.__class__ = cls``): a call per
    object, seven or so per view, cost more than the base game's part."""
    state = game.state
    rules = game.rules
    cfg = state.config
    turn = state.turn
    creature_seat = cfg.creature_seat
    is_creature = seat == creature_seat
    # Hidden from the Creature (Smokescreen), the piles are hidden from the shared table too.
    hide_discards = (is_creature or seat is None) and rules.discards_hidden(state)
    hunted_views = []
    names = cfg.names
    # The rule set's view parts fill their fields of the drafts before they are sealed.
    parts = rules.view_parts
    classes = view_classes(rules.view_fields)
    hunted_draft = classes.hunted_draft
    hunted_defaults = classes.hunted_defaults
    is_revealed = rules.played_revealed(state)
    for s in cfg.hunted_seats:
        h = state.hunted[s]
        own = s == seat
        hv = _new(hunted_draft)
        hv.seat = s
        hv.name = names[s]
        hv.will = h.will
        hv.hand_size = len(h.hand)
        hv.survival_count = len(h.survival)
        hv.discard = None if hide_discards else tuple(h.discard)
        hv.played_count = len(h.played)
        hv.revealed = tuple(h.played) if is_revealed else ()
        owned = h.hand + h.discard + h.played  # a fresh list: sorted in place
        owned.sort()
        hv.owned = tuple(owned)
        hv.hand = tuple(h.hand) if own else None
        hv.survival = tuple(h.survival) if own else None
        hv.survival_status = rules.survival_status(game, s) if own else ()
        hv.played = tuple(h.played) if own else None
        for name, default in hunted_defaults:
            setattr(hv, name, default)
        if not parts:
            hv.__class__ = HuntedView
        hunted_views.append(hv)
    c = state.creature
    cv = _new(classes.creature_draft)
    cv.seat = creature_seat
    cv.name = names[creature_seat]
    cv.hand_size = len(c.hand)
    cv.deck_size = len(state.hunt_deck)
    cv.discard = tuple(state.hunt_discard)
    cv.in_play = tuple(c.in_play)
    cv.hand = tuple(c.hand) if is_creature else None
    cv.hand_status = rules.hand_status(game) if is_creature else ()
    for name, default in classes.creature_defaults:
        setattr(cv, name, default)
    side = cfg.board_side
    view = _new(classes.game_draft)
    view.viewer = seat
    view.role = "public" if seat is None else "creature" if is_creature else "hunted"
    view.ruleset = rules.id
    view.names = names
    view.creature_seat = creature_seat
    view.turn = turn.number
    view.phase = turn.phase
    view.board_side = side
    moved = state.tracks
    goals = state.goals
    view.tracks = tuple([_track_view(t, side, moved[t.id], goals[t.id]) for t in rules.tracks])
    view.reserve = tuple(sorted(state.reserve.items()))
    view.creature_places = tuple(sorted(set(rules.hunting_places(state))))
    view.markers = tuple([(m.id, m.places(state)) for m in rules.markers])
    view.survival_deck_size = len(state.survival_deck)
    view.survival_discard = tuple(state.survival_discard)
    view.hunted = tuple(hunted_views)
    if not parts:
        cv.__class__ = CreatureView
    view.creature = cv
    view.pending = tuple([_decision_view(d, seat) for d in state.pending])
    view.winner = state.winner
    view.end_reason = state.end_reason
    view.knowledge = redact(state, seat) if knowledge else None
    view.rules_view = rules.view_extra(state, seat) if rules.view_extra is not None else None
    for name, default in classes.game_defaults:
        setattr(view, name, default)
    if parts:
        for part in parts:
            part(state, seat, view)
        hunted_cls = classes.hunted
        for hv in hunted_views:
            hv.__class__ = hunted_cls
        cv.__class__ = classes.creature
        view.__class__ = classes.game
    else:
        view.__class__ = GameView
    sealed: GameView = view
    return sealed


#: Track views already built: (the track's id(), board side, counter moved, goal)
#: -> (that track, its view). Views are immutable, so two views showing a track
#: at the same point share one: a search builds a view at every decision of
#: every playout, and the tracks rarely move between two. The track is kept
#: with its view so that its id() cannot be reused by another while cached.
_TRACK_VIEWS: dict[tuple[int, int, int, int], tuple[Track, TrackView]] = {}
#: Past this many entries the cache starts again (a long run meets many scores).
_TRACK_VIEWS_MAX = 4096


def _track_view(track: Track, side: int, moved: int, goal: int) -> TrackView:
    """The view of ``track`` on board ``side`` with its counter ``moved`` spaces
    along towards ``goal`` (from :data:`_TRACK_VIEWS` when already built)."""
    key = (id(track), side, moved, goal)
    found = _TRACK_VIEWS.get(key)
    if found is not None and found[0] is track:
        return found[1]
    if len(_TRACK_VIEWS) >= _TRACK_VIEWS_MAX:
        _TRACK_VIEWS.clear()
    view: TrackView = TrackView(
        id=track.id,
        name=track.name,
        short=track.short,
        moved=moved,
        goal=goal,
        symbols=track.symbols.get(side, NO_SYMBOLS),
        symbol=track.symbol,
        winner=track.winner,
    )
    _TRACK_VIEWS[key] = (track, view)
    return view


def _decision_view(decision: Decision, seat: int | None) -> DecisionView:
    own = decision.seat == seat
    visibility = decision.visibility
    dv = _new(_DecisionDraft)
    dv.seat = decision.seat
    dv.kind = decision.kind
    dv.prompt = decision.prompt if own else decision.public_prompt
    dv.visibility = _VISIBILITY_VALUES[visibility]
    dv.options = decision.options if own or visibility is not _PRIVATE else None
    dv.__class__ = DecisionView  # sealed (:func:`.drafts.seal`)
    sealed: DecisionView = dv
    return sealed


#: Each visibility's ``value`` (an enum's ``value`` is a slower property).
_VISIBILITY_VALUES = {v: v.value for v in Visibility}
_PRIVATE = Visibility.PRIVATE
