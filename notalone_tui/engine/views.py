"""Per-seat views: what one seat may see of the game, and nothing more (rulings R21).

The app and the bots read views only, so secrecy holds by construction:
a Hunted's hand and Survival cards appear only in that Hunted's view, the
Creature's Hunt cards only in the Creature's, face-down cards in nobody's
before the reveal, and discard piles vanish from the Creature's view under
Smokescreen. Deck order is never shown. Asked for it, a view also carries the
whole game as its seat may know it, every secret a placeholder (``knowledge``,
see :mod:`.knowledge`), for the bots that search.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .drafts import draft_class, seal
from .knowledge import redact
from .messages import Msg
from .options import Decision, Option, Visibility

if TYPE_CHECKING:
    from .game import Game
    from .ruleset import Track
    from .state import GameState


@dataclass(frozen=True, slots=True)
class TrackView:
    """A track as the table sees it: how far its counter moved, and its goal."""

    id: str
    name: str
    short: str
    moved: int
    goal: int
    #: Distances from Victory of the spaces that carry the track's symbol (this board side).
    symbols: frozenset[int]
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


@dataclass(frozen=True, slots=True)
class HuntedView:
    seat: int
    name: str
    will: int
    hand_size: int
    survival_count: int
    #: The public discard pile, or ``None`` when hidden from this viewer (Smokescreen).
    discard: tuple[int, ...] | None
    played_count: int
    #: The revealed Place cards, after the reveal; empty before it.
    revealed: tuple[int, ...]
    #: Where the figures stand after the reveal (after Detour).
    positions: tuple[int, ...]
    needs: str
    next_needs: str
    #: Every Place card this Hunted owns (1-5 and those taken from the reserve): public.
    owned: tuple[int, ...] = ()
    #: Only in this Hunted's own view:
    hand: tuple[int, ...] | None = None
    survival: tuple[str, ...] | None = None
    played: tuple[int, ...] | None = None
    #: With the character sheets: this Hunted's character (public), and whether
    #: its ability was used this turn.
    character: str = ""
    ability_used: bool = False
    #: Frozen Lands: how many Contamination tokens this Hunted holds (public; faces never).
    contamination: int = 0
    #: Frozen Lands, this Hunted's own view only: the faces of the tokens they
    #: looked at (Diagnostic Kit), in no particular order.
    known_contamination: tuple[str, ...] | None = None
    #: Frozen Lands, once the end of the game turned the tokens up: their faces (for all).
    revealed_contamination: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CreatureView:
    seat: int
    name: str
    hand_size: int
    deck_size: int
    discard: tuple[str, ...]
    in_play: tuple[str, ...]
    hunt_limit: int
    hunt_played: int
    #: Only in the Creature's own view:
    hand: tuple[str, ...] | None = None
    #: Why each Hunt card in hand can or cannot be played now, as the rule set
    #: words it ("playable", "limit", "phase", ...): Creature's view only.
    hand_status: tuple[tuple[str, str], ...] = ()
    #: Place cards Phobia showed the Creature this turn (Creature's view only).
    phobia_seen: tuple[tuple[int, tuple[int, ...]], ...] = ()
    #: With the character sheets: the Creature sheet's abilities in play (public).
    abilities: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DecisionView:
    """A pending decision as a seat may see it: options only for the deciding seat."""

    seat: int
    kind: str
    prompt: Msg
    visibility: str
    options: tuple[Option, ...] | None


@dataclass(frozen=True, slots=True)
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
    marker_on_beach: bool
    reserve: tuple[tuple[int, int], ...]
    tokens: tuple[tuple[str, tuple[int, ...]], ...]
    #: Where a Creature token acts: the token itself and, with Clone, the Target (R19).
    creature_places: tuple[int, ...]
    force_field: tuple[int, ...]
    cataclysm: int
    #: Where each of the rule set's markers lies: ``(marker id, places)``.
    markers: tuple[tuple[str, tuple[int, ...]], ...]
    effects: tuple[str, ...]
    smokescreen: bool
    despair: bool
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
    #: Frozen Lands: Contamination tokens left in the reserve (public), else 0.
    contamination_reserve: int = 0
    #: What the rule set adds to this seat's view (:attr:`RuleSet.view_extra`), or ``None``.
    rules_view: Any = None

    def track(self, track_id: str) -> TrackView:
        for track in self.tracks:
            if track.id == track_id:
                return track
        raise KeyError(track_id)


# Views are built through drafts (:mod:`.drafts`): a frozen dataclass's own
# constructor is several times slower, and a search builds a view at every
# decision of every playout.
_TrackDraft = draft_class(TrackView)
_HuntedDraft = draft_class(HuntedView)
_CreatureDraft = draft_class(CreatureView)
_DecisionDraft = draft_class(DecisionView)
_GameDraft = draft_class(GameView)
#: Frozen Lands' Contamination tokens when the game has none, and an empty
#: mapping for keys a game lacks (both read only).
_NO_TOKENS: dict[str, Any] = {"reserve": (), "held": {}, "known": {}}
_EMPTY: dict[Any, Any] = {}


def make_view(game: Game, seat: int | None, knowledge: bool = False) -> GameView:
    """What ``seat`` may see; with ``knowledge``, also the redacted state."""
    state = game.state
    rules = game.rules
    cfg = state.config
    turn = state.turn
    creature_seat = cfg.creature_seat
    is_creature = seat == creature_seat
    # Smokescreen hides the piles from the Creature, and so from the shared table too.
    hide_discards = turn.smokescreen and (is_creature or seat is None)
    hunted_views = []
    names = cfg.names
    # The character sheets' public facts (rulesets/sheets keeps them under these keys).
    characters = state.extra.get("sheets_characters", _EMPTY)
    used = turn.extra.get("sheets_used", ())
    # Frozen Lands' tokens (rulesets/frozen_lands/contamination.py): counts only.
    tokens = state.extra.get("fl_contamination", _NO_TOKENS)
    turned_up = bool(tokens.get("revealed"))
    held = tokens["held"]
    positions = turn.positions
    is_revealed = turn.revealed
    for s in cfg.hunted_seats:
        h = state.hunted[s]
        own = s == seat
        hunted_views.append(seal(
            _HuntedDraft(
                seat=s,
                name=names[s],
                will=h.will,
                hand_size=len(h.hand),
                survival_count=len(h.survival),
                discard=None if hide_discards else tuple(h.discard),
                played_count=len(h.played),
                revealed=tuple(h.played) if is_revealed else (),
                positions=tuple(positions.get(s, ())),
                needs=h.needs,
                next_needs=h.next_needs,
                owned=tuple(sorted(h.hand + h.discard + h.played)),
                hand=tuple(h.hand) if own else None,
                survival=tuple(h.survival) if own else None,
                played=tuple(h.played) if own else None,
                character=characters.get(s, ""),
                ability_used=s in used,
                contamination=len(held.get(s, ())),
                known_contamination=_known(tokens, s) if own and held else None,
                revealed_contamination=tuple(held.get(s, ())) if turned_up else (),
            ),
            HuntedView,
        ))
    c = state.creature
    creature_view = seal(_CreatureDraft(
        seat=creature_seat,
        name=cfg.names[creature_seat],
        hand_size=len(c.hand),
        deck_size=len(state.hunt_deck),
        discard=tuple(state.hunt_discard),
        in_play=tuple(c.in_play),
        hunt_limit=turn.hunt_limit,
        hunt_played=turn.hunt_played,
        hand=tuple(c.hand) if is_creature else None,
        hand_status=rules.hand_status(game) if is_creature else (),
        phobia_seen=tuple(sorted(turn.phobia_seen.items())) if is_creature else (),
        abilities=tuple(state.extra.get("sheets_creature", ())),
    ), CreatureView)
    pending = tuple(_decision_view(d, seat) for d in state.pending)
    role = "public" if seat is None else "creature" if is_creature else "hunted"
    side = cfg.board_side
    tracks = tuple(_track_view(t, side, state.tracks[t.id], state.goals[t.id])
                   for t in rules.tracks)
    return seal(_GameDraft(
        viewer=seat,
        role=role,
        ruleset=rules.id,
        names=cfg.names,
        creature_seat=creature_seat,
        turn=turn.number,
        phase=turn.phase,
        board_side=cfg.board_side,
        tracks=tracks,
        marker_on_beach=state.marker_on_beach,
        reserve=tuple(sorted(state.reserve.items())),
        tokens=tuple(sorted(turn.tokens.items())),
        creature_places=tuple(sorted(set(rules.hunting_places(state)))),
        force_field=turn.force_field,
        cataclysm=turn.cataclysm,
        markers=tuple((m.id, m.places(state)) for m in rules.markers),
        effects=tuple(turn.hunt_effects),
        smokescreen=turn.smokescreen,
        despair=turn.despair,
        survival_deck_size=len(state.survival_deck),
        survival_discard=tuple(state.survival_discard),
        hunted=tuple(hunted_views),
        creature=creature_view,
        pending=pending,
        winner=state.winner,
        end_reason=state.end_reason,
        knowledge=redact(state, seat) if knowledge else None,
        contamination_reserve=len(tokens["reserve"]),
        rules_view=rules.view_extra(state, seat) if rules.view_extra is not None else None,
    ), GameView)


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
    view: TrackView = seal(_TrackDraft(
        id=track.id,
        name=track.name,
        short=track.short,
        moved=moved,
        goal=goal,
        symbols=track.symbols.get(side, frozenset()),
        symbol=track.symbol,
        winner=track.winner,
    ), TrackView)
    _TRACK_VIEWS[key] = (track, view)
    return view


def _known(tokens: dict[str, Any], seat: int) -> tuple[str, ...]:
    """The faces ``seat`` has looked at among the tokens it holds."""
    held = tokens["held"].get(seat, ())
    known = tokens["known"].get(seat, ())
    return tuple(face for face, seen in zip(held, known, strict=False) if seen)


def _decision_view(decision: Decision, seat: int | None) -> DecisionView:
    own = decision.seat == seat
    visibility = decision.visibility
    return seal(_DecisionDraft(
        seat=decision.seat,
        kind=decision.kind,
        prompt=decision.prompt if own else decision.public_prompt,
        visibility=_VISIBILITY_VALUES[visibility],
        options=decision.options if own or visibility is not _PRIVATE else None,
    ), DecisionView)


#: Each visibility's ``value`` (an enum's ``value`` is a slower property).
_VISIBILITY_VALUES = {v: v.value for v in Visibility}
_PRIVATE = Visibility.PRIVATE
