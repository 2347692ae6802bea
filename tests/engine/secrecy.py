"""Checks that a seat's view and log hold no other seat's secrets (rulings R21).

Two layers: the structure of the view (hands, Survival cards and face-down
cards of other seats are absent) and a fingerprint search: no id or name of a
card that is secret from the viewer appears anywhere in the view or in the
text of the newest events as that viewer reads them. With Sanctuary, the
secret cards include its piles, other Hunted's face-down Survivor cards, the
Creature's Evolution hand (from the Hunted) and other Hunted's dealt and boxed
Avatars, wherever they appear (view, ``rules_view`` or log line).
"""

from __future__ import annotations

import re

from notalone_tui.engine import Event, Game, GameView
from notalone_tui.engine.views import replace

from .words import text_for


def secret_card_ids(game: Game, viewer: int | None) -> set[str]:
    """Hunt and Survival card ids the viewer may not know the whereabouts of."""
    state = game.state
    secret = set(state.survival_deck) | set(state.hunt_deck)
    for seat, h in state.hunted.items():
        if seat != viewer:
            secret |= set(h.survival)
    if viewer != state.creature.seat:
        secret |= set(state.creature.hand)
    else:
        secret -= set(state.hunt_deck)  # the Creature knows what Strike Back put back
    # A Hunt card whose effect lasts the turn is named by the table's view even once
    # reshuffled into the deck (Sanctuary's Phase 5 follows the Creature's refill).
    secret -= set(state.turn.hunt_effects)
    return secret | sanctuary_secret_ids(game, viewer)


#: Sanctuary's secret cards (``rulesets/sanctuary/state.py``).
SA_CARDS = "sa_cards"


def logged_cards(game: Game, line_id: str, seat: int | None = None) -> set[str]:
    """The card ids named by the lines ``line_id`` of the log (by its ``card`` or
    ``cards`` argument): the public lines, or with ``seat`` the lines shown to
    that seat alone. What a line named, its readers know."""
    found: set[str] = set()
    for event in game.state.log:
        if seat is None:
            lines = [event.public]
        else:
            lines = [line for s, line in event.private if s == seat]
        for line in lines:
            if line.id != line_id:
                continue
            refs = line.args.get("cards", (line.args.get("card"),))
            found |= {ref.id for ref in refs}  # type: ignore[union-attr]  # CardRefs
    return found


#: The public line that turns Survivor cards face up (in the row): where one goes
#: next (rescued by a Hunted) is public too.
SA_REVEAL = "sa.survivor.reveal"
#: The Creature's private line naming the two cards Hoarder shows it.
SA_HOARDER_LOOK = "sa.evo.hoarder.private"
#: The public line naming the card Reclaim takes from the Evolution discard pile.
SA_RECLAIM = "sa.hunt.reclaim"
#: The giver's private line naming the Survivor card Evacuation hands over.
SA_GAVE = "sa.cards.evacuation.gave.private"


def sanctuary_secret_ids(game: Game, viewer: int | None) -> set[str]:
    """Sanctuary card ids the viewer may not know the whereabouts of: the Survivor
    and Evolution piles (hidden from all), other Hunted's face-down Survivor
    cards never shown face up, the Creature's Evolution hand (from the Hunted),
    and other Hunted's dealt and boxed Avatars."""
    state = game.state
    cards = state.extra.get(SA_CARDS)
    if cards is None:
        return set()
    secret = set(cards.survivor_pile)
    for pile in cards.piles.values():
        secret |= set(pile)
    if viewer != state.creature.seat:
        # Reclaim takes a card from the face-up discard pile: the table saw which.
        secret |= set(cards.hand) - logged_cards(game, SA_RECLAIM)
    else:  # the pile cards Hoarder showed the Creature (one kept, one at the bottom)
        secret -= logged_cards(game, SA_HOARDER_LOOK, state.creature.seat)
    held = {c for seat, h in cards.held.items() if seat != viewer for c in h}
    if held:
        shown = logged_cards(game, SA_REVEAL)
        gave = logged_cards(game, SA_GAVE, viewer) if viewer is not None else set()
        secret |= held - shown - gave
    for seat, dealt in cards.dealt.items():
        if seat != viewer:
            secret |= set(dealt)
    secret |= {card for seat, card in cards.boxed.items() if seat != viewer}
    return secret


def sanctuary_view_leaks(game: Game, view: GameView, viewer: int | None) -> list[str]:
    """The structure of Sanctuary's part of a view: the Evolution hand in the
    Creature's alone, face-down Survivor cards in their owner's alone, exactly."""
    sv = view.rules_view
    cards = game.state.extra.get(SA_CARDS)
    if sv is None or cards is None or not sv.full:
        return []
    problems = []
    if sv.hand is not None and viewer != game.state.creature.seat:
        problems.append(f"viewer {viewer} sees the Creature's Evolution hand")
    if sv.held is not None and (viewer not in cards.held
                                or list(sv.held) != cards.held[viewer]):
        problems.append(f"viewer {viewer} sees Survivor cards not theirs: {sv.held}")
    return problems


#: What a Contamination token's face looks like in a view or a log line (Frozen
#: Lands): its ids, and the words of the reveal. Secret from everyone until the
#: game is over, except what a Hunted saw of their own tokens (Diagnostic Kit):
#: their own view's ``known_contamination`` and their private look line.
TOKEN_FACES = ("fl-contamination-token-infected", "fl-contamination-token-blank")
TOKEN_FACE_WORDS = ("contamination icon", "shows contamination", "show contamination")
#: The private line that tells a looker what their own tokens show.
LOOK_LINE = "fl.contamination.look.private"


def token_face_leaks(text: str, game: Game, who: str) -> list[str]:
    if game.is_over:
        return []
    return [f"{who} shows a token face ({word!r})"
            for word in (*TOKEN_FACES, *TOKEN_FACE_WORDS) if word in text]


def _known_faces(game: Game, seat: int) -> list[str]:
    """The faces ``seat`` has looked at among the tokens it holds, from the state."""
    pool = game.state.extra.get("fl_contamination")
    if not pool:
        return []
    held = pool["held"].get(seat, ())
    known = pool["known"].get(seat, ())
    return sorted(face for face, seen in zip(held, known, strict=True) if seen)


def known_face_leaks(game: Game, view: GameView, viewer: int | None) -> list[str]:
    """Only a Hunted's own view may show faces, and exactly those they looked at."""
    problems = []
    for hv in view.hunted:
        shown = getattr(hv, "known_contamination", None)  # a Frozen Lands field
        if shown is None:
            continue
        if hv.seat != viewer:
            problems.append(f"viewer {viewer} sees seat {hv.seat}'s known token faces")
        elif not game.is_over and sorted(shown) != _known_faces(game, hv.seat):
            problems.append(f"viewer {viewer} sees token faces they never looked at: {shown}")
    return problems


def _own_look_line(event: Event, viewer: int | None) -> bool:
    """The looker's own private line about their tokens (Diagnostic Kit)."""
    return viewer is not None and any(
        seat == viewer and message.id == LOOK_LINE for seat, message in event.private
    )


def view_leaks(game: Game, viewer: int | None, view: GameView | None = None, *,
               secret: set[str] | None = None) -> list[str]:
    """``view``: a view to check instead of the one the game makes (a planted leak);
    ``secret``: :func:`secret_card_ids` for this viewer, when the caller has it."""
    state = game.state
    view = view if view is not None else game.view(viewer)
    problems: list[str] = []
    creature = state.creature.seat
    for hv in view.hunted:
        if hv.seat != viewer and (
            hv.hand is not None or hv.survival is not None or hv.played is not None
        ):
            problems.append(f"viewer {viewer} sees seat {hv.seat}'s hidden cards")
        if not state.turn.revealed and hv.revealed:
            problems.append(f"viewer {viewer} sees seat {hv.seat}'s face-down cards")
        if viewer == creature and state.turn.smokescreen and hv.discard is not None:
            problems.append("the Creature sees a discard pile under Smokescreen")
    if viewer != creature and (view.creature.hand is not None or view.creature.phobia_seen):
        problems.append(f"viewer {viewer} sees the Creature's secrets")
    for dv in view.pending:
        if dv.seat != viewer and dv.visibility == "private" and dv.options is not None:
            problems.append(f"viewer {viewer} sees seat {dv.seat}'s private options")
    problems += known_face_leaks(game, view, viewer)
    problems += sanctuary_view_leaks(game, view, viewer)
    # The viewer's own known token faces are checked just above: the texts searched
    # leave them out (they name faces, never cards). One text serves both searches
    # unless a decision shows its own seat a secret by the rules (Field Notes: the
    # Creature's Evolution hand), which is no leak to that seat.
    if any(hv.seat == viewer and getattr(hv, "known_contamination", None)
           for hv in view.hunted):
        view = replace(view, hunted=tuple(
            replace(hv, known_contamination=None) if hv.seat == viewer else hv
            for hv in view.hunted))
    text = repr(view)
    if "fl_contamination" in state.extra:
        problems += token_face_leaks(text, game, f"viewer {viewer}'s view")
    if any(dv.seat == viewer and dv.kind in SHOWN_KINDS for dv in view.pending):
        text = repr(replace(view, pending=tuple(
            dv for dv in view.pending if not (dv.seat == viewer and dv.kind in SHOWN_KINDS))))
    for card in secret if secret is not None else secret_card_ids(game, viewer):
        if card in text:
            problems.append(f"viewer {viewer}'s view mentions secret card {card}")
    return problems


def _names(name: str, text: str) -> bool:
    """Whether ``text`` names ``name`` as a word of its own (the secret Hunt card
    Scream is not named by the developed Evolution Screamer)."""
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


#: Private lines that show their one reader a secret card by the rules (Lior
#: Vance's look at a Hunt card of the Creature's hand, Field Notes' look at its
#: Evolution hand): not a leak to that reader.
SHOWN_TO_READER = frozenset({"sa.avatars.lior.seen", "sa.survival.field_notes.seen",
                             "sa.survival.field_notes.sent"})
#: Decisions whose options show their seat such a secret (Field Notes' pick).
SHOWN_KINDS = frozenset({"sa_field_notes"})


def _shown_to(event: Event, viewer: int | None) -> bool:
    return viewer is not None and any(
        seat == viewer and message.id in SHOWN_TO_READER for seat, message in event.private
    )


def log_leaks(game: Game, viewer: int | None, since: int, *,
              secret: set[str] | None = None,
              name_of: dict[str, str] | None = None) -> list[str]:
    """Secret card names in the events logged since index ``since``, as ``viewer``
    reads them (``secret``: as for :func:`view_leaks`; ``name_of``: the names of
    at least those cards, when the caller has them)."""
    events = game.state.log[since:]
    if not events:
        return []
    ids = secret if secret is not None else secret_card_ids(game, viewer)
    names = {name_of[c] for c in ids} if name_of is not None else {
        game.rules.card_name(c) for c in ids}
    problems = []
    for event in events:
        text = text_for(game, event, viewer)
        if not _own_look_line(event, viewer):
            problems += token_face_leaks(text, game, f"viewer {viewer}'s log")
        if _shown_to(event, viewer):
            continue
        for name in names:
            if name in text and _names(name, text):
                problems.append(f"viewer {viewer} reads secret {name!r} in: {text}")
    return problems


def all_leaks(game: Game, since: int) -> list[str]:
    """Every seat's (and the table's) view and newest log lines, checked."""
    viewers: list[int | None] = [None, *range(game.state.config.players)]
    secrets = {viewer: secret_card_ids(game, viewer) for viewer in viewers}
    # The viewers' secrets are mostly the same cards (the decks): name each once.
    name_of = ({card: game.rules.card_name(card) for card in set().union(*secrets.values())}
               if len(game.state.log) > since else None)
    problems: list[str] = []
    for viewer in viewers:
        problems += view_leaks(game, viewer, secret=secrets[viewer])
        problems += log_leaks(game, viewer, since, secret=secrets[viewer], name_of=name_of)
    return problems
